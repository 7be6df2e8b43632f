/**
 * The text side of the distiller (distill.ts): what of a message is prose (no code, tool output, injected
 * tags or markup), how it splits into blocks and sentences, the chat filler stripped from a kept sentence, and
 * what is no statement (a question, a hedge, the assistant's narration, pasted output), and the tags a kept
 * sentence gets.
 */

import { keywordTags } from './extraction.js';

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

// Month names after a day's ordinal ("1. juni", "15. März"): lower case as Nordic, Dutch and Polish write them,
// capitalised as German does; the Croatian, Serbian, Slovenian, Czech and Polish "1. u mjesecu" (on the 1st of the
// month) and month genitives ("1. ožujka"), and German "1. des Monats".
const ORDINAL_MONTH_RE =
  /^(?:(?:januar[iy]?|februar[iy]?|mars|marts|april|mai|maj|juni|juli|august[ia]?|september|oktober|november|de[sc]ember|jan|feb|mar|apr|jun|jul|aug|sept?|okt|nov|des|dec)\b|(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b|(?:u|v|w)\s+(?:mjesecu|mesecu|měsíci|miesiącu)\b|des\s+Monats\b|(?:siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga?|prosinca|januara|februara|marta|aprila|maja|juna|jula|avgusta|septembra|oktobra|novembra|decembra)(?![\p{L}]))/u;

/** The sentences of each block (a line, a list item, a paragraph): a rule is never continued across blocks. */
export function blocksOf(text: string): string[][] {
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

  const all: string[][] = [];
  for (const block of blocks) {
    const out: string[] = [];
    const clean = stripMarkup(block);
    // Split after . ! ? when the next sentence starts like one; abbreviations are re-joined below. People
    // chatting often start sentences in lower case ("yeah do the check. also never return raw db errors…").
    // Bangla and Hindi end sentences with a danda (।), Armenian with a verjaket (։); Chinese and Japanese with 。！？
    // and no space after them.
    const parts = clean.split(/(?<=[.!?।։])\s+(?=["'`(*_]?[\p{L}\p{N}])|(?<=[。！？])\s*(?=\S)/u);
    let pending = '';
    for (let j = 0; j < parts.length; j++) {
      const part = parts[j]!;
      pending = pending === '' ? part : `${pending} ${part}`;
      if (
        /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|Mr|Ms|Dr|St|np|bzw|z\.\s?B|d\.\s?h|bv|vgl|usw|p\.\s?ex|p\.\s?ej|ex|tj|mj|esim|ns|t\.\s?ex)\.$/i.test(
          pending,
        )
      )
        continue;
      // "No. 3" is an abbreviation; "Hmm, no. We must…" is an answer followed by a new sentence.
      if (/\bNo\.$/.test(pending) && /^\d/.test(parts[j + 1] ?? '')) continue;
      // "fra 1. juni", "ab 1. Juli": a day's ordinal before its month is no sentence end.
      if (/(?:^|\s)\d{1,2}\.$/.test(pending) && ORDINAL_MONTH_RE.test(parts[j + 1] ?? '')) continue;
      out.push(pending.trim());
      pending = '';
    }
    if (pending !== '') out.push(pending.trim());
    const kept = out.filter((s) => s !== '');
    if (kept.length > 0) all.push(kept);
  }
  return all;
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

// Chat openers and asides that carry no content: "btw", "Hmm, no.", "Also,", "Ok so". They are stripped from
// the start of a sentence (repeatedly) and "btw"/"fwiw" wherever they stand, so the memory reads as a statement.
const LEADING_FILLER_RE =
  /^(?:(?:(?:btw|by the way|fwiw|fyi|hmm+|um+|uh+|ah+|oh+|ok(?:ay)?|so|also|and|but|anyway|plus|yeah|yep|actually|ja|jep|jup|jo|jaa)\b[,.!:;…]*|(?:no|nope|yes|right|alright|sure|fine|cool|oops|ugh|wait|well)[,.!:;…]+|(?:one more(?: thing)?|another thing|oh and|last thing)\s*[,.!:;…—–-]+)\s+)+/i;
// "general rule btw: …" keeps its colon: the filler goes, the label stays.
const INLINE_FILLER_RE = /(?:,\s*|\s+)\b(?:btw|fwiw)\b,?(?=[\s.!:]|$)|\b(?:btw|fwiw)\b[,:]?\s+/gi;

/** The sentence without its conversational filler, first letter restored to upper case. */
export function withoutFiller(sentence: string): string {
  const stripped = sentence
    .replace(LEADING_FILLER_RE, '')
    // "also — if an assessor cancels …": the dash after an opener goes with it.
    .replace(/^[—–]\s+/, '')
    .replace(INLINE_FILLER_RE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ :(?=\s)/g, ':')
    .trim();
  // "So that…" opens a purpose clause, not an aside: keep the sentence whole.
  if (/^so\s+that\b/i.test(sentence)) return sentence;
  if (stripped === '') return sentence;
  return stripped[0]!.toUpperCase() + stripped.slice(1);
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
  /^(?:(?:now|next|first|then|ok(?:ay)?|great|done|perfect|alright|sure)[,!.]?\s+)*(?:let me\b|(?:found it|got it|here'?s (?:the|what)|the (?:culprit|cause|root cause|problem) is)\b|i(?:'ll| will| am going to|'m going to| need to| have to|'m now| am now)\b|i(?:'ve| have)? (?:just |now |also )?(?:updated|added|fixed|ran|changed|created|removed|implemented|made|modified|refactored|wrote|written|moved|renamed|checked|found|noticed|looked|read|verified|confirmed|see|can see)\b)/i;
// Inline stack frames or long inline code make a sentence output, not a statement.
const INLINE_NOISE_RE = /\bat \S+ \([^)]*:\d+(?::\d+)?\)|\S+\.\w+:\d+:\d+|`[^`]{81,}`/;

/** A sentence that states something: not a question, a hedge, the assistant's narration or pasted output. */
export function isStatement(sentence: string): boolean {
  return !(
    /[?？؟]\s*["')」』]*$/.test(sentence) ||
    // Armenian puts its question mark on the word asked about, inside the sentence ("ունե՞նք").
    sentence.includes('\u055e') ||
    // Greek asks with ";" (its question mark, U+037E, is ";" once normalised).
    (/\p{Script=Greek}/u.test(sentence) && /[;\u037e]\s*$/.test(sentence)) ||
    // A Japanese question without its mark ("〜ですか。", "〜でしょうか").
    /(?:ですか|ますか|でしょうか|かな)[。]?$/.test(sentence) ||
    // Thai asks with a final particle, not a mark ("ขยายได้ไหม", "ต้องทำยังไง", "มากี่อัน"), politeness after it.
    /(?:ไหม|มั้ย|หรือเปล่า|รึเปล่า|หรือยัง|ป่าว|เหรอ|ยังไง|อย่างไร|อะไร|ที่ไหน|ไหน|เท่าไร|เท่าไหร่|กี่\S{0,6})(?:\s*(?:นะ|ครับ|คะ|ค่ะ|ฮะ|คับ|จ๊ะ))*[\s.!]*$/u.test(
      sentence,
    ) ||
    // Tagalog asks with a question word and "ba" ("ilan ba yung pending", "ano ba ang gamit natin").
    /^(?:ano|paano|bakit|saan|ilan|kailan|sino|alin)\b[^.!]*\bba\b/i.test(sentence) ||
    // Basque asks with its question word first, after a lead ("bash: nola bilatu …": how to search; not "non", which
    // opens an Italian ban).
    /^(?:[\w-]{1,15}:\s*)?(?:nola|zergatik|zer|noiz|zein|nork|zenbat)\s/i.test(sentence) ||
    // Macedonian the same ("дали" whether, "како" how, "зошто" why, "каде" where, "колку" how much; not "кога",
    // when, which opens a rule's condition).
    /^(?:[\w-]{1,15}:\s*)?(?:дали|како|зошто|каде|колку)\s/iu.test(sentence) ||
    QUESTION_START_RE.test(sentence) ||
    HEDGE_RE.test(sentence) ||
    NARRATION_RE.test(sentence) ||
    INLINE_NOISE_RE.test(sentence)
  );
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
export function contentTags(content: string): string[] {
  return keywordTags(content, 20)
    .filter((t) => !CHAT_TAG_STOPWORDS.has(t) && !/^[a-z]{3,}ly$/.test(t))
    .slice(0, 5);
}
