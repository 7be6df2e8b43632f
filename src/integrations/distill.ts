/**
 * Deterministic distiller for Claude Code JSONL transcripts (SPEC §1: no LLM on the write path).
 *
 * It reads only what people and the assistant *said* (text blocks of user and assistant messages), never what
 * tools printed, and keeps sentences that carry an explicit cue: a decision, a constraint, a convention or a
 * preference. Precision beats recall here: everything it returns lands in the review queue, and a queue full
 * of noise gets ignored.
 */

import { stem } from '../core/tokenize.js';
import {
  BAN_RE,
  CHANGE_AT_HAND_RE,
  CHOSEN_MEANS_RE,
  CORRECTION_LEAD_RE,
  CORRECTION_RULE_RE,
  chatCueType,
  DONE_INSTEAD_RE,
  forTheMoment,
  LOCAL_SCOPE_RE,
  NEVER_HAPPENED_RE,
  NOT_INSTEAD_RE,
  PRONOUN_RULE_RE,
  PROPOSAL_RE,
  SAME_FOR_EVERY_RE,
  WIDENS_RULE_RE,
  YES_NO_RE,
} from './distill-cues.js';
import { statedRuleType } from './distill-cues-stated.js';
import { blocksOf, contentTags, isStatement, withoutFiller } from './distill-text.js';
import { normativeMessage, widens } from './distill-turn.js';
import {
  cueType,
  detectFileRefs,
  type Extraction,
  isStopword,
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
    for (const extraction of extractUtterance(u, durablyConfirmed(utterances, k))) {
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
      scored.push({ extraction, score: usefulness(extraction, u.speaker), words });
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

/**
 * The extractions one message makes. A rule keeps the sentence before it that it points back to, and the
 * sentences after it that go on about it (a second rule on the same thing, its reason, how to follow it), so
 * a memory reads whole: "every migration has to be reversible. if rails cant infer it write up and down".
 * When the person confirmed the assistant's proposal as the way from now on, its proposal sentences count.
 */
function extractUtterance(u: Utterance, proposalsConfirmed: boolean): Extraction[] {
  const out: Extraction[] = [];
  const blocks = blocksOf(u.text);
  for (const block of blocks) out.push(...extractBlock(block, u, proposalsConfirmed));
  if (out.length > 1 || u.speaker !== 'user') return out;
  // No sentence cue took the message: it may still state a rule through several kinds of signal at once. When one
  // cue took a sentence of that rule ("policy: past_due = … stays editable 14 days … We never delete docs"), the
  // rule is the whole of it.
  const rule = normativeMessage(blocks);
  const only = out[0];
  if (only !== undefined) {
    if (rule !== undefined && widens(rule.content, only.content)) setContent(only, rule.content);
    return out;
  }
  if (rule === undefined) return out;
  const e: Extraction = {
    content: '',
    memory_type: rule.memory_type,
    tags: [],
    source: `transcript:line ${u.line}`,
  };
  setContent(e, rule.content);
  return [e];
}

const BARE_POINTER_RE =
  /^(?:(?:let'?s|pls|please|ok|okay|yes|yeah)[,\s]+)*(?:stick|keep|do|use|go|make|apply|follow)(?:\s+(?:to|with))?\s+(?:that|this|it|those|these)(?:\s+(?:that way|like that|from now on|going forward|always|then|pls|please|too|one))*\s*[.!]*$/i;

function extractBlock(sentences: string[], u: Utterance, proposalsConfirmed: boolean): Extraction[] {
  const out: Extraction[] = [];
  let lastUsed = -1;
  let previous: Extraction | undefined;
  for (let i = 0; i < sentences.length; i++) {
    const raw = sentences[i]!;
    const candidate =
      extractSentence(raw, sentences[i + 1], u.speaker) ??
      (proposalsConfirmed && u.speaker === 'assistant' ? confirmedProposal(raw) : undefined);
    const follows = previous !== undefined && u.speaker === 'user' && i === lastUsed + 1;
    const named = candidate === undefined ? leadCompletedRule(sentences, i, lastUsed, u) : undefined;
    if (named !== undefined) {
      out.push(named);
      previous = named;
      lastUsed = i;
      continue;
    }
    // "Stick to that from now on pls" confirms what was proposed: the proposal is the rule, not this sentence.
    if (candidate !== undefined && u.speaker === 'user' && BARE_POINTER_RE.test(candidate.extraction.content))
      continue;
    if (candidate === undefined) {
      if (follows && previous !== undefined && followsOn(previous, withoutFiller(raw))) {
        setContent(previous, `${previous.content} ${withoutFiller(raw)}`);
        lastUsed = i;
      }
      continue;
    }
    const at = i;
    if (candidate.consumedNext) i++;
    const extraction: Extraction = { ...candidate.extraction, source: `transcript:line ${u.line}` };
    const lead = at - 1 > lastUsed && u.speaker === 'user' ? sentences[at - 1] : undefined;
    if (lead !== undefined && isLeadIn(withoutFiller(lead), extraction.content)) {
      setContent(extraction, `${withoutFiller(lead)} ${extraction.content}`);
    }
    lastUsed = i;
    if (follows && previous !== undefined && continues(previous, extraction)) {
      setContent(previous, `${previous.content} ${extraction.content}`);
      continue;
    }
    out.push(extraction);
    previous = extraction;
  }
  return out;
}

/**
 * "those are catch weight articles (Article::isCatchWeight). they are always billed on the real weight…": a
 * person's rule whose subject is a pronoun, kept with the sentence before it that names what it is about; and
 * "that goes for every MR touching hot code", which makes the sentence before it a rule.
 */
function leadCompletedRule(
  sentences: string[],
  i: number,
  lastUsed: number,
  u: Utterance,
): Extraction | undefined {
  if (u.speaker !== 'user' || i - 1 <= lastUsed) return undefined;
  const sentence = withoutFiller(sentences[i] ?? '');
  const lead = withoutFiller(sentences[i - 1] ?? '');
  const plain = sentence.replace(/[‘’]/g, "'");
  const widens = WIDENS_RULE_RE.test(plain);
  // "…using a cursor on publishedAt. not offset, new entries at the top shift everything": the way chosen in
  // the sentence before, and the one ruled out with its reason.
  const instead = NOT_INSTEAD_RE.test(plain) && CHOSEN_MEANS_RE.test(lead);
  if ((!PRONOUN_RULE_RE.test(plain) && !widens && !instead) || !isStatement(sentence)) return undefined;
  // "…, not just this one" widens the rule; it does not tie it to the code at hand.
  const scope = sentence.replace(/,?\s*not (?:just|only) (?:this|that) one\b/i, '');
  if (LOCAL_SCOPE_RE.test(scope) || !isStatement(lead) || !/[.!]$/.test(lead)) return undefined;
  if (lead.split(/\s+/).length < 3 || !fitsOne(lead, sentence)) return undefined;
  const e: Extraction = {
    content: '',
    memory_type: ruleType(instead, widens, sentence),
    tags: [],
    source: `transcript:line ${u.line}`,
  };
  setContent(e, `${lead} ${sentence}`);
  return e;
}

/** A way chosen over another is a decision; a pronoun's "never" a constraint; anything else a convention. */
function ruleType(instead: boolean, widens: boolean, sentence: string): MemoryType {
  if (instead) return 'decision';
  return !widens && /\bnever\b/i.test(sentence) ? 'constraint' : 'convention';
}

// "we never got a response": a report of what did not happen, not a rule.
// What the person is on today: task chatter, not a rule's subject.
const TODAY_RE = /\b(?:today|tonight|this morning|i'?m on|i am on|i'?m working on)\b/i;

// A proposal the person confirmed as the way from now on ("yes do that, and make it the default going forward").
const DURABLE_RE =
  /\b(?:going forward|from now on|(?:make|keep) (?:it|that|this) (?:the )?(?:default|standard)|the standard for|for every|do the same for|everywhere)\b/i;
const MORE_PROPOSAL_RE =
  /\bi'?d (?:put|use|move|go with|make|generate|switch|return|keep)\b|\bwould be (?:much |a lot )?(?:simpler|cleaner|better|easier)\b/i;

/** Whether the person's next message confirms utterance `k` and makes it the rule from now on. */
function durablyConfirmed(utterances: Utterance[], k: number): boolean {
  const u = utterances[k];
  if (u?.speaker !== 'assistant') return false;
  const next = utterances.slice(k + 1).find((x) => x.speaker === 'user');
  return next !== undefined && CONFIRMATION_RE.test(next.text.trim()) && DURABLE_RE.test(next.text);
}

/** An assistant's proposal sentence, kept as a decision once the person confirmed it durably. */
function confirmedProposal(
  raw: string,
): { extraction: Omit<Extraction, 'source'>; consumedNext: boolean } | undefined {
  const sentence = withoutFiller(raw);
  if (!PROPOSAL_RE.test(sentence) && !MORE_PROPOSAL_RE.test(sentence)) return undefined;
  if (sentence.length > MAX_CHARS) return undefined;
  return {
    extraction: { content: sentence, memory_type: 'decision', tags: contentTags(sentence) },
    consumedNext: false,
  };
}

/** Gives an extraction new content, with the tags and file refs read from it. */
function setContent(e: Extraction, content: string): void {
  e.content = content;
  e.tags = contentTags(content);
  const files = detectFileRefs(content);
  if (files.length > 0) e.file_refs = files;
}

/** Whether two pieces of a message make one memory of acceptable length. */
function fitsOne(a: string, b: string): boolean {
  const joined = `${a} ${b}`;
  return joined.split(/\s+/).length <= MAX_WORDS && joined.length <= MAX_CHARS;
}

/** Whether a plain sentence after a rule goes on about it: points back to it, or shares a word with it. */
function followsOn(rule: Extraction, sentence: string): boolean {
  if (!fitsOne(rule.content, sentence) || !isStatement(sentence) || LOCAL_SCOPE_RE.test(sentence))
    return false;
  if (sentence.split(/\s+/).length < 3) return false;
  // "X is not how we do it." is completed by the sentence that says how; "same for every bounded variable"
  // widens the rule before it.
  if (CORRECTION_RULE_RE.test(rule.content) || SAME_FOR_EVERY_RE.test(sentence)) return true;
  if (BAN_RE.test(rule.content) && DONE_INSTEAD_RE.test(sentence)) return true;
  // "thumbnails yes, sharp no. nativeImage in the worker: …": the choice, then how it is done.
  if (YES_NO_RE.test(rule.content) && rule.content.split(/\s+/).length <= 8) return true;
  return sharesWord(rule.content, sentence) || ANAPHOR_RE.test(sentence);
}

/** An extraction with its usefulness and its words (for near-duplicates). */
interface Scored {
  extraction: Extraction;
  score: number;
  words: Set<string>;
}

/** Whether `next`, the rule right after `prev` in one message, is about the same thing and fits with it. */
function continues(prev: Extraction, next: Extraction): boolean {
  if (!fitsOne(prev.content, next.content)) return false;
  // A rule that points back ("…, dont cast around it") or starts from a condition ("if the generated types are
  // wrong…") goes on about the one before it.
  return (
    sharesWord(prev.content, next.content) ||
    POINTS_BACK_RE.test(next.content) ||
    // "…string-backed enums. no tinyint magic numbers anymore": what the rule rules out, said after it.
    /^(?:if|unless|otherwise|no)\b/i.test(next.content) ||
    // "…the dose calc refuses. for controlled drugs no override at all": the rule narrowed for a kind of case.
    /^(?:except|but for|for\s+(?:[\w-]+\s+){1,3}?(?:no|never|only|always)\b)/i.test(next.content)
  );
}

/** Whether two texts share a content word, its forms counted as one. */
function sharesWord(a: string, b: string): boolean {
  // One stem for the forms of a word (`expires_at` / `expired`, `dags` / `dag`).
  const left = new Set([...wordSet(a)].filter((w) => w.length >= 3 && !isStopword(w)).map(stem));
  return [...wordSet(b)].some((w) => w.length >= 3 && !isStopword(w) && left.has(stem(w)));
}

// The assistant telling what it just did ("Replaced the `!!` with … and switched to …"): a report, not a rule.
const DONE_RE =
  /^(?:i(?:'ve| have)? )?(?:replaced|added|rewrote|switched|updated|removed|fixed|moved|renamed|changed|created|refactored|converted|wrapped|extracted)\b/i;
const ONE_OFF_BUT_RE =
  /^[^.]{0,60}?\b(?:for now|for this pr|in this pr|for the moment|this time)\b[^.]{0,20}?,?\s+but\s+/i;
const CONFIRM_ONLY_RE =
  /^(?:yes|yep|yeah|ok(?:ay)?|sure|good call|great|perfect)\b[^.]{0,30}\b(?:do that|do it|that'?s what i wanted)\b/i;

// Pronouns that point back to a rule just said ("…, dont cast around it"); not `that`, which is as often a
// conjunction ("so that we can roll back").
const POINTS_BACK_RE = /\b(?:it|its|them|they|this|these|those)\b/i;
const ANAPHOR_RE = /\b(?:it|its|this|that|thats|these|those|them|they|there)\b/i;

/**
 * Whether the sentence before a rule says what the rule is about ("Bulk updates use ExecuteUpdateAsync. We
 * removed EFCore.BulkExtensions, don't add it back."): a plain statement that the rule points back to (a
 * pronoun) or shares a word with, short enough for the two to make one memory.
 */
function isLeadIn(lead: string, rule: string): boolean {
  const words = lead.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length < MIN_WORDS || `${lead} ${rule}`.split(/\s+/).length > MAX_WORDS) return false;
  if (lead.length + rule.length > MAX_CHARS || !/[.!]$/.test(lead)) return false;
  // What the person is on today ("today i'm on TERN-1187, the open orders check.") is not the rule's subject.
  if (!isStatement(lead) || TODAY_RE.test(lead) || CHANGE_AT_HAND_RE.test(lead)) return false;
  const ruleWords = wordSet(rule);
  const shared = [...wordSet(lead)].some((w) => w.length > 3 && !isStopword(w) && ruleWords.has(w));
  // A correction is completed by the rule after it ("quantity is not an Int… BigDecimal in the model…"), and
  // so is a short ban ("no custom format strings. dates go through lightning-formatted-date-time…").
  const shortBan = BAN_RE.test(lead) && words.length <= 6;
  return shared || ANAPHOR_RE.test(rule) || CORRECTION_LEAD_RE.test(lead) || shortBan;
}

/**
 * Turns one sentence into an extraction, or undefined when it is noise or carries no cue. `consumedNext` is
 * true when the following sentence was only the reason ("The reason is…") and must not be read again.
 */
function extractSentence(
  raw: string,
  next: string | undefined,
  speaker: 'user' | 'assistant',
): { extraction: Omit<Extraction, 'source'>; consumedNext: boolean } | undefined {
  // "leave it for this pr but lets go with tanstack query…": the rule is what follows the one-off.
  const sentence = withoutFiller(withoutFiller(raw).replace(ONE_OFF_BUT_RE, ''));
  const words = sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || sentence.length > MAX_CHARS) return undefined;
  // "yes do that, and make it the default going forward" confirms the assistant: its proposal is the memory.
  if (speaker === 'user' && CONFIRM_ONLY_RE.test(sentence)) return undefined;
  if (!isStatement(sentence)) return undefined;
  if (speaker === 'assistant' && (PROPOSAL_RE.test(sentence) || DONE_RE.test(sentence))) return undefined;
  // "we never got a response from the vendor" reports what did not happen; it rules nothing.
  if (NEVER_HAPPENED_RE.test(sentence)) return undefined;
  if (forTheMoment(sentence)) return undefined;
  // "Let's use a Map here" settles a line of code, not the project.
  if (/^let(?:'?s| us)\b/i.test(sentence) && LOCAL_SCOPE_RE.test(sentence)) return undefined;
  // Typed text often has curly apostrophes ("don’t"); the cues are written with straight ones.
  const plain = sentence.replace(/[‘’]/g, "'");
  const memoryType: MemoryType | undefined =
    cueType(plain) ?? chatCueType(plain, speaker) ?? (speaker === 'user' ? statedRuleType(plain) : undefined);
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
