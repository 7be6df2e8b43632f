/**
 * Deterministic distiller for Claude Code JSONL transcripts (SPEC §1: no LLM on the write path).
 *
 * It reads only what people and the assistant *said* (text blocks of user and assistant messages), never what
 * tools printed, and keeps sentences that carry an explicit cue: a decision, a constraint, a convention or a
 * preference. Precision beats recall here: everything it returns lands in the review queue, and a queue full
 * of noise gets ignored.
 */

import { chatCueType, LOCAL_SCOPE_RE, PROPOSAL_RE } from './distill-cues.js';
import {
  cueType,
  detectFileRefs,
  type Extraction,
  isStopword,
  keywordTags,
  type MemoryType,
  reasonClause,
  trimReason,
} from './extraction.js';

/** Options for {@link distillTranscript}. */
export interface DistillOptions {
  /** Upper bound on returned extractions (default 50); the most useful ones are kept, in transcript order. */
  maxItems?: number;
}

/** Result of {@link distillTranscript}. */
export interface DistillResult {
  extractions: Extraction[];
  /** Lines that were not a JSON object (torn writes, garbage); never an error. */
  skipped_lines: number;
  /** The first `sessionId` seen in the transcript. */
  session_id?: string;
}

const DEFAULT_MAX_ITEMS = 50;
const MIN_WORDS = 4;
const MAX_WORDS = 60;
const MAX_CHARS = 500;
// Two extractions whose word sets overlap at least this much say the same thing (assistants often restate
// what the user just decided).
const NEAR_DUPLICATE_JACCARD = 0.8;

/** A candidate sentence plus where it came from. */
interface Utterance {
  text: string;
  line: number;
  speaker: 'user' | 'assistant';
}

/**
 * Distils a Claude Code transcript into candidate memories.
 *
 * Decision on `reason`: the "because…" clause stays inside `content` *and* is copied (without the cue word)
 * into `reason`. Content must read naturally when injected on its own, and the reason's words are often what a
 * later search names ("why did we drop Mongo?"); `reason` is there for structured display.
 *
 * Malformed lines are counted in `skipped_lines`; lines of other types (summary, system, file-history…) are
 * ignored silently because they are well-formed, just not conversation.
 */
export function distillTranscript(jsonl: string, opts: DistillOptions = {}): DistillResult {
  const maxItems = Math.max(0, opts.maxItems ?? DEFAULT_MAX_ITEMS);
  let skipped = 0;
  let sessionId: string | undefined;
  const utterances: Utterance[] = [];

  jsonl.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    let entry: unknown;
    try {
      entry = JSON.parse(raw);
    } catch {
      skipped++;
      return;
    }
    if (!isObject(entry)) {
      skipped++;
      return;
    }
    if (sessionId === undefined && typeof entry.sessionId === 'string' && entry.sessionId !== '') {
      sessionId = entry.sessionId;
    }
    const speaker = speakerOf(entry);
    if (speaker === undefined) return;
    for (const text of textBlocks(entry)) utterances.push({ text, line: index + 1, speaker });
  });

  const scored: Scored[] = [];
  for (let k = 0; k < utterances.length; k++) {
    const u = utterances[k]!;
    // An assistant's "we'll use X" is a proposal; it becomes the project's decision only when the person
    // answers yes. Without that, assistant text would flood the review queue with its own suggestions.
    if (u.speaker === 'assistant' && !confirmedByUser(utterances, k)) continue;
    const sentences = sentencesOf(u.text);
    let lastUsed = -1;
    // The extraction this message's last used sentence made, while a following rule may still complete it.
    let previous: Scored | undefined;
    for (let i = 0; i < sentences.length; i++) {
      const candidate = extractSentence(sentences[i]!, sentences[i + 1], u.speaker);
      if (candidate === undefined) continue;
      const at = i;
      if (candidate.consumedNext) i++;
      const extraction: Extraction = { ...candidate.extraction, source: `transcript:line ${u.line}` };
      const lead = at - 1 > lastUsed && u.speaker === 'user' ? sentences[at - 1] : undefined;
      if (lead !== undefined && isLeadIn(withoutFiller(lead), extraction.content)) {
        extraction.content = `${withoutFiller(lead)} ${extraction.content}`;
        extraction.tags = contentTags(extraction.content);
        const files = detectFileRefs(extraction.content);
        if (files.length > 0) extraction.file_refs = files;
      }
      // "Every async method takes a CancellationToken… No CancellationToken.None in production code.": a rule
      // said right after another one of the same message, about the same thing, completes it.
      const prev = previous;
      if (prev !== undefined && u.speaker === 'user' && at === lastUsed + 1 && continues(prev, extraction)) {
        prev.extraction.content = `${prev.extraction.content} ${extraction.content}`;
        prev.extraction.tags = contentTags(prev.extraction.content);
        const files = detectFileRefs(prev.extraction.content);
        if (files.length > 0) prev.extraction.file_refs = files;
        prev.words = wordSet(prev.extraction.content);
        lastUsed = i;
        continue;
      }
      lastUsed = i;
      previous = undefined;
      const words = wordSet(extraction.content);
      const dup = scored.find((s) => jaccard(s.words, words) >= NEAR_DUPLICATE_JACCARD);
      if (dup !== undefined) {
        // Keep the first wording but do not lose a reason that only the restatement gave.
        if (dup.extraction.reason === undefined && extraction.reason !== undefined) {
          dup.extraction.reason = extraction.reason;
          dup.score += 1;
        }
        continue;
      }
      previous = { extraction, score: usefulness(extraction, u.speaker), words };
      scored.push(previous);
    }
  }

  // Keep the most useful items, but hand them back in transcript order: later statements often refine earlier
  // ones, and the reviewer reads them as a story.
  const keep = new Set(
    scored
      .map((s, i) => ({ i, score: s.score }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, maxItems)
      .map((s) => s.i),
  );
  const extractions = scored.filter((_, i) => keep.has(i)).map((s) => s.extraction);
  return sessionId === undefined
    ? { extractions, skipped_lines: skipped }
    : { extractions, skipped_lines: skipped, session_id: sessionId };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Who spoke, or undefined for lines that are not human/assistant conversation. */
function speakerOf(entry: Record<string, unknown>): 'user' | 'assistant' | undefined {
  // Meta lines (caveats, slash-command expansions) and compaction summaries are machine-written restatements.
  if (entry.isMeta === true || entry.isCompactSummary === true) return undefined;
  const message = entry.message;
  if (!isObject(message)) return undefined;
  const role = message.role ?? entry.type;
  return role === 'user' || role === 'assistant' ? role : undefined;
}

/** The text blocks of a message; tool_use, tool_result, thinking and images are never read. */
function textBlocks(entry: Record<string, unknown>): string[] {
  const content = (entry.message as Record<string, unknown>).content;
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  const out: string[] = [];
  for (const block of content) {
    if (isObject(block) && block.type === 'text' && typeof block.text === 'string') out.push(block.text);
  }
  return out;
}

// Claude Code wraps injected material (slash-command echoes, `!` shell output, hook output, reminders) in
// tags inside user text; none of it was said by a person.
const INJECTED_TAG_RE =
  /<(system-reminder|command-name|command-message|command-args|command-contents|local-command-stdout|local-command-stderr|bash-input|bash-stdout|bash-stderr|user-prompt-submit-hook|user-memory-input|task-notification|[a-z]+(?:-[a-z]+)+)>[\s\S]*?<\/\1>/g;

// Lines that are command output, logs or stack traces rather than prose.
const NOISE_LINE_RES: RegExp[] = [
  /^\s*at\s+\S.*(?:\(.*:\d+(?::\d+)?\)|:\d+:\d+)\s*$/, // JS stack frame
  /^\s*(?:Traceback \(most recent call last\)|File ".+", line \d+)/, // Python traceback
  /^\s*(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?:/, // "TypeError: …"
  /^\s*(?:npm (?:ERR!|WARN)|error TS\d+|warning:|error:|fatal:|ERROR\b|WARN(?:ING)?\b|FAIL\b|PASS\b|\[(?:INFO|WARN|ERROR|DEBUG)\])/,
  /^\s*[$%>❯›✓✗✔✘×]\s/, // shell prompts, quoted output, test runner marks
  /^\s*\|.*\|\s*$/, // table rows: summaries of options, not statements
  /^\s*[│├└┌┐┘┬┴┼─|+=]{2,}/, // tables and box drawing in tool output
  /\S+\.\w+:\d+:\d+/, // compiler location file:line:col
  /^ {4,}(?![-*+] |\d+[.)] )\S/, // indented code (list continuations are indented less or start a marker)
  /^\t/,
];

/** Removes everything in a text block that is not prose: code, injected tags, output, markup. */
function proseOf(text: string): string {
  const withoutTags = text.replace(INJECTED_TAG_RE, '\n');
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of withoutTags.split(/\r?\n/)) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch !== null) {
      const marker = fenceMatch[1]!;
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      lines.push('');
      continue;
    }
    if (fence !== undefined || NOISE_LINE_RES.some((re) => re.test(line))) {
      lines.push('');
      continue;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * Splits prose into sentences. Lines are first grouped into blocks: in chat a line break usually separates
 * statements (and list items are statements even without a full stop), so every line starts a block unless
 * it looks like hard-wrapped prose: the previous line did not end a sentence and this one starts lowercase.
 */
function sentencesOf(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length > 0) blocks.push(current.join(' '));
    current = [];
  };
  for (const rawLine of proseOf(text).split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+/.test(line);
    const item = /^(?:[-*+]|\d+[.)])\s+/.test(line);
    const previous = current[current.length - 1];
    const wrapped = previous !== undefined && !/[.!?:;]$/.test(previous) && /^[a-z(`]/.test(line);
    if (heading || item || !wrapped) flush();
    current.push(line.replace(/^#{1,6}\s+/, '').replace(/^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, ''));
    if (heading) flush();
  }
  flush();

  const out: string[] = [];
  for (const block of blocks) {
    const clean = stripMarkup(block);
    // Split after . ! ? when the next sentence starts like one; abbreviations are re-joined below.
    const parts = clean.split(/(?<=[.!?])\s+(?=["'`(*_]?[A-Z0-9])/);
    let pending = '';
    for (let j = 0; j < parts.length; j++) {
      const part = parts[j]!;
      pending = pending === '' ? part : `${pending} ${part}`;
      if (/\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|Mr|Ms|Dr|St)\.$/i.test(pending)) continue;
      // "No. 3" is an abbreviation; "Hmm, no. We must…" is an answer followed by a new sentence.
      if (/\bNo\.$/.test(pending) && /^\d/.test(parts[j + 1] ?? '')) continue;
      out.push(pending.trim());
      pending = '';
    }
    if (pending !== '') out.push(pending.trim());
  }
  return out.filter((s) => s !== '');
}

/** An extraction with its usefulness and its words (for near-duplicates). */
interface Scored {
  extraction: Extraction;
  score: number;
  words: Set<string>;
}

/** Whether `next`, the rule right after `prev` in one message, is about the same thing and fits with it. */
function continues(prev: Scored, next: Extraction): boolean {
  const joined = `${prev.extraction.content} ${next.content}`;
  if (joined.split(/\s+/).length > MAX_WORDS || joined.length > MAX_CHARS) return false;
  return [...wordSet(next.content)].some((w) => w.length > 3 && !isStopword(w) && prev.words.has(w));
}

const ANAPHOR_RE = /\b(?:it|its|this|that|these|those|them|they|there)\b/i;

/**
 * Whether the sentence before a rule says what the rule is about ("Bulk updates use ExecuteUpdateAsync. We
 * removed EFCore.BulkExtensions, don't add it back."): a plain statement that the rule points back to (a
 * pronoun) or shares a word with, short enough for the two to make one memory.
 */
function isLeadIn(lead: string, rule: string): boolean {
  const words = lead.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length < MIN_WORDS || `${lead} ${rule}`.split(/\s+/).length > MAX_WORDS) return false;
  if (lead.length + rule.length > MAX_CHARS || !/[.!]$/.test(lead)) return false;
  if (/\?\s*["')]*$/.test(lead) || QUESTION_START_RE.test(lead) || HEDGE_RE.test(lead)) return false;
  if (NARRATION_RE.test(lead) || INLINE_NOISE_RE.test(lead)) return false;
  const ruleWords = wordSet(rule);
  const shared = [...wordSet(lead)].some((w) => w.length > 3 && !isStopword(w) && ruleWords.has(w));
  return shared || ANAPHOR_RE.test(rule);
}

/** Drops Markdown emphasis and links but keeps their text; inline code keeps its backticks. */
function stripMarkup(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([^*_]+?)(?<=\S)\1/g, '$2')
    .replace(/(^|\s)[*_](?=\S)([^*_]+?)(?<=\S)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

// Statements that ask, speculate or offer instead of settling something.
const HEDGE_RE =
  /\b(?:maybe|might|perhaps|possibly|probably|not sure|unsure|i think|i guess|i wonder|wondering|should we|shall we|could we|can we|would it|what if|how about|do you want|would you like|let me know|if you(?:'d| would) like|option(?:s)? (?:is|are|would be)|consider(?:ing)?)\b/i;
// An inverted auxiliary ("should we", "is it") marks a question even when the "?" was forgotten; "when" or
// "where" do not, because rules often start with a condition ("When adding a migration, always…").
const QUESTION_START_RE =
  /^(?:is|are|do|does|did|can|could|should|would|will|shall)\s+(?:we|you|i|it|this|that|there|they|the|our)\b/i;
// The assistant narrating its own next step or last step is not project knowledge.
const NARRATION_RE =
  /^(?:(?:now|next|first|then|ok(?:ay)?|great|done|perfect|alright|sure)[,!.]?\s+)*(?:let me\b|i(?:'ll| will| am going to|'m going to| need to| have to|'m now| am now)\b|i(?:'ve| have)? (?:just |now |also )?(?:updated|added|fixed|ran|changed|created|removed|implemented|made|modified|refactored|wrote|written|moved|renamed|checked|found|noticed|looked|read|verified|confirmed|see|can see)\b)/i;
// Inline stack frames or long inline code make a sentence output, not a statement.
const INLINE_NOISE_RE = /\bat \S+ \([^)]*:\d+(?::\d+)?\)|\S+\.\w+:\d+:\d+|`[^`]{81,}`/;

/**
 * Turns one sentence into an extraction, or undefined when it is noise or carries no cue. `consumedNext` is
 * true when the following sentence was only the reason ("The reason is…") and must not be read again.
 */
function extractSentence(
  raw: string,
  next: string | undefined,
  speaker: 'user' | 'assistant',
): { extraction: Omit<Extraction, 'source'>; consumedNext: boolean } | undefined {
  const sentence = withoutFiller(raw);
  const words = sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || sentence.length > MAX_CHARS) return undefined;
  if (/\?\s*["')]*$/.test(sentence) || QUESTION_START_RE.test(sentence)) return undefined;
  if (HEDGE_RE.test(sentence) || NARRATION_RE.test(sentence) || INLINE_NOISE_RE.test(sentence))
    return undefined;
  if (speaker === 'assistant' && PROPOSAL_RE.test(sentence)) return undefined;
  // "Let's use a Map here" settles a line of code, not the project.
  if (/^let(?:'?s| us)\b/i.test(sentence) && LOCAL_SCOPE_RE.test(sentence)) return undefined;
  // Typed text often has curly apostrophes ("don’t"); the cues are written with straight ones.
  const plain = sentence.replace(/[‘’]/g, "'");
  const memoryType: MemoryType | undefined = cueType(plain) ?? chatCueType(plain, speaker);
  if (memoryType === undefined) return undefined;

  let content = sentence;
  let reason = reasonClause(sentence);
  let consumedNext = false;
  // "We moved to pnpm. The reason is that…": a reason in the next sentence belongs to this one.
  if (
    reason === undefined &&
    next !== undefined &&
    next.length <= MAX_CHARS &&
    FOLLOWING_REASON_RE.test(next)
  ) {
    const followReason = trimReason(next.replace(FOLLOWING_REASON_RE, ''));
    if (followReason !== '') {
      reason = followReason;
      content = `${sentence} ${next}`;
      consumedNext = true;
    }
  }

  const extraction: Omit<Extraction, 'source'> = {
    content,
    memory_type: memoryType,
    tags: contentTags(content),
  };
  if (reason !== undefined) extraction.reason = reason;
  const files = detectFileRefs(content);
  if (files.length > 0) extraction.file_refs = files;
  return { extraction, consumedNext };
}

// Chat openers and asides that carry no content: "btw", "Hmm, no.", "Also,", "Ok so". They are stripped from
// the start of a sentence (repeatedly) and "btw"/"fwiw" wherever they stand, so the memory reads as a statement.
const LEADING_FILLER_RE =
  /^(?:(?:(?:btw|by the way|fwiw|hmm+|um+|uh+|ah+|oh+|ok(?:ay)?|so|also|and|but|anyway|plus|yeah|yep|actually)\b[,.!:;…]*|(?:no|nope|yes|right|alright|sure|fine|cool|oops|ugh|wait|well)[,.!:;…]+|(?:one more(?: thing)?|another thing|oh and|last thing)\s*[,.!:;…—–-]+)\s+)+/i;
const INLINE_FILLER_RE = /(?:,\s*|\s+)\b(?:btw|fwiw)\b,?(?=[\s.!]|$)|\b(?:btw|fwiw)\b[,:]?\s+/gi;

/** The sentence without its conversational filler, first letter restored to upper case. */
function withoutFiller(sentence: string): string {
  const stripped = sentence
    .replace(LEADING_FILLER_RE, '')
    .replace(INLINE_FILLER_RE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "So that…" opens a purpose clause, not an aside: keep the sentence whole.
  if (/^so\s+that\b/i.test(sentence)) return sentence;
  if (stripped === '') return sentence;
  return stripped[0]!.toUpperCase() + stripped.slice(1);
}

// Words that make poor tags in chat: verbs of doing, time and direction words, fillers. Tags should name the
// things a later search names (tools, libraries, modules, domain nouns).
const CHAT_TAG_STOPWORDS = new Set(
  (
    'btw fwiw hmm ok okay yeah yep nope also add adds added call calls called make made fix fixes fixed change ' +
    'changes changed write writes wrote read reads create creates created remove removes removed delete update ' +
    'updates updated check checks try tries tried work works worked working start starts stop stops handle ' +
    'handles break breaks breaking broke keeps kept forward ahead later today tomorrow yesterday right left ' +
    'recommend suggest think know see look looks like mean means show tell ask give take find help move moves ' +
    'set turn bring happen happens happened stuff thing kind sort bit whole every each many few another ' +
    'because wait cool sure hey thanks thank sorry let lets going gonna wanna anymore anyway actually basically ' +
    'probably maybe please agreed agree okay alright done doing does seem seems'
  ).split(' '),
);

/** Up to five tags from the content's tech terms and nouns, skipping chat filler and verbs of doing. */
function contentTags(content: string): string[] {
  return keywordTags(content, 20)
    .filter((t) => !CHAT_TAG_STOPWORDS.has(t) && !/^[a-z]{3,}ly$/.test(t))
    .slice(0, 5);
}

// A person's reply that accepts what the assistant just proposed.
const CONFIRMATION_RE =
  /^(?:yes|yep|yeah|yup|agreed|agree|correct|exactly|right|sounds (?:good|great|right)|looks (?:good|right)|lgtm|perfect|great|do it|go (?:ahead|for it|with (?:that|it))|let'?s do (?:that|it)|that'?s (?:right|it|the plan)|makes sense|ship it|👍|ok(?:ay)?(?:[,!.]?\s*(?:let'?s|do|go|sounds|that|agreed)\b|[.!]*$))/i;

/** True when the next thing a person says after utterance `k` confirms it. */
function confirmedByUser(utterances: Utterance[], k: number): boolean {
  for (let j = k + 1; j < utterances.length; j++) {
    const u = utterances[j]!;
    if (u.speaker === 'user') return CONFIRMATION_RE.test(u.text.trim());
  }
  return false;
}

const FOLLOWING_REASON_RE =
  /^(?:(?:this|that|it)(?: is|'s| was) )?(?:because|the reason (?:is|was)(?: that)?)\b[,:]?\s*/i;
/** Ranking for the maxItems cut: people state rules, assistants mostly echo them; reasons make memories useful. */
function usefulness(e: Extraction, speaker: 'user' | 'assistant'): number {
  let score = speaker === 'user' ? 2 : 0;
  if (e.reason !== undefined) score += 1;
  if (e.memory_type === 'constraint' || e.memory_type === 'decision') score += 1;
  return score;
}

function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}
