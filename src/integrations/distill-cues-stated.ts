/**
 * The last of the distiller's sentence cues (distill.ts reads them after those of distill-cues.ts, for a person's
 * sentence only): a standing rule or a fact about the project said plainly in chat, without a "must", "always" or "we
 * decided" — "ArCa refunds over 50,000 AMD need a second approver", "erasure also has to delete the member in
 * Braze", "postmortems are due within 5 working days", "rule for events: …", "new user-facing behaviour goes
 * behind a flag", "our contract bottler is Broxburn Bottlers", "staging is the fly app vetnet-staging".
 */
import type { MemoryType } from '../core/types.js';
import { LOCAL_SCOPE_RE, PAST_OR_LOCAL_RE } from './distill-cues.js';

// A sentence's subject that names a thing of the project: not a condition ("if u need to test …"), a pronoun or
// a question ("I have to go", "how long do we have to keep …"), and not the work at hand ("the build needs a
// restart", "the PR has to be rebased", "the bug has to be in the parser").
const THING_SUBJECT =
  '(?!(?:i|you|u|we|it|this|that|these|those|they|he|she|there|which|what|who|someone|somebody|everyone|everybody|one|if|when|whenever|once|before|after|to|in order|how|why|where|do|does|can|could|should|would|will|make me|tell me|show me)\\b)' +
  '(?!(?:the\\s+|our\\s+|my\\s+|your\\s+)?(?:bug|issue|problem|error|crash|leak|regression|fix|culprit|cause|reason|build|pr|mr|branch|ticket|tests?|ci|pipeline|job|deploy|release|review|code|docs?|readme|changelog|screen|page|thing|stuff)\\b)';
const LEAD =
  '^(?:[—–-]\\s+)?(?:(?:and|also|so|btw|fyi|oh and|plus|ok|okay|yes|yeah|right)[,.]?\\s+(?:[—–-]\\s+)?)*';

// "erasure also has to delete the member in Braze", "the payout file has to be pipe-delimited": an obligation of a
// named thing. Not one to finish the work at hand ("has to be fixed / merged / reviewed").
const OBLIGED_RE = new RegExp(
  `${LEAD}${THING_SUBJECT}(?:[\\w./:+#@()-]+\\s+){1,7}?(?:also\\s+|always\\s+)?(?:has to|have to|needs to|need to)\\s+(?!be\\s+(?:fixed|done|finished|merged|reviewed|updated|changed|looked|checked|rebased|deployed|released|redone|tested|cleaned|removed)\\b)(?!go\\b)[a-z]+`,
  'i',
);
// "ArCa refunds over 50,000 AMD need a second approver", "orders above 1M get insurance": what a kind of thing past
// a threshold needs or gets.
const THRESHOLD_RE = new RegExp(
  `${LEAD}${THING_SUBJECT}(?:[\\w./:+#@()-]+\\s+){1,4}?(?:over|above|under|below|more than|less than|larger than|bigger than|older than|up to)\\s+[~≈]?[$€£₹]?\\d[\\d,.]*\\s*(?:[\\w%]+\\s+){0,2}?(?:need|needs|require|requires|get|gets|go|goes|must|are|is)\\s+(?!(?:being|been|was|were|not\\s+working|failing|broken|missing|slow)\\b)\\S`,
  'i',
);
// "postmortems for SEV1 and SEV2 are due within 5 working days".
const DUE_WITHIN_RE = /\b(?:is|are)\s+due\s+within\s+(?:\d|one|two|three|a\s+(?:day|week|month))/i;
// "tray deposit credits expire after 90 days", "exports are purged after 30 days": how long a kind of thing lasts.
const EXPIRES_AFTER_RE = new RegExp(
  `${LEAD}${THING_SUBJECT}(?:[\\w./:+#@()-]+\\s+){1,5}?(?:expire|expires|lapse|lapses|are\\s+(?:purged|deleted|archived|anonymi[sz]ed)|is\\s+(?:purged|deleted|archived|anonymi[sz]ed))\\s+(?:after|within)\\s+(?:\\d+|one|two|three|a)\\s*(?:days?|weeks?|months?|years?|hours?|h|d)\\b`,
  'i',
);
// "rule for events: incompatible change = new topic", "make it a rule: a DISGORGE movement is refused unless …".
const RULE_FOR_RE =
  /^(?:(?:and|also|so|ok|okay)[,.]?\s+)*(?:make (?:it|this|that) a (?:rule|convention|standard)|(?:the |our |a |one |new |house )?(?:rule|convention) (?:for|on|about|in) [\w ./@-]{1,40}?)\s*[:—–-]\s*\S/i;
// "new user-facing behaviour like the auto-reject goes behind a flag, default off in prod".
const BEHIND_FLAG_RE = new RegExp(
  `${LEAD}${THING_SUBJECT}(?:[\\w./:+#@-]+\\s+){1,8}?(?:goes|go|ships?|sits?|lives?|launch(?:es)?|lands?)\\s+behind\\s+(?:a|an|the)\\s+(?:[\\w./-]+\\s+){0,2}?(?:flag|feature\\s+flag|toggle|switch|kill\\s*switch)\\b`,
  'i',
);
// "our contract bottler is Broxburn Bottlers", "our CI is GitHub Actions": what the project's own thing is,
// named (a capital, code, a number or a domain). "our build is broken" names nothing.
const OUR_NAMED_RE = new RegExp(
  `${LEAD}[Oo]ur\\s+${THING_SUBJECT}(?:[a-zA-Z][\\w-]*\\s+){0,3}?[a-zA-Z][\\w-]*\\s+(?:is|are)\\s+(?:the\\s+|an?\\s+)?(?:[A-Z][\\w&.-]*|\`[^\`]+\`|[\\w.-]*\\d[\\w.-]*|[\\w-]+\\.[a-z]{2,}\\b)`,
);
// "staging is the fly app vetnet-staging in yyz": a named thing is another, by its identifier.
const IS_THE_ID_RE = new RegExp(
  `${LEAD}${THING_SUBJECT}(?:[\\w-]+\\s+){0,2}?[\\w-]+\\s+(?:is|are)\\s+(?:the|our)\\s+(?:[\\w-]+\\s+){1,3}?\`?[a-z][a-z\\d]*(?:[-_.][a-z\\d]+)+\`?(?=[\\s,.;:!]|$)`,
  'i',
);

// "if an assessor cancels less than 2h before the slot, rebook and tell the customer": what to do whenever any thing
// of a kind does something (not "if the build fails, …", one thing; nor "…, sessions get mixed up", a report).
const GENERIC_IF_RE = new RegExp(
  `${LEAD}(?:if|when|whenever|once)\\s+(?:a|an|any)\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+[a-z]+s\\b[^,.;?]{0,80},\\s*(?:then\\s+)?(?:always\\s+|just\\s+)?(?:rebook|reschedule|reassign|resend|retry|tell|send|notify|log|return|reject|refuse|skip|drop|block|raise|throw|call|use|mark|flag|queue|alert|page|email|text|cancel|refund|keep|store|write|show|hide|redirect|ask|require|create|delete|set|move|escalate|route|charge|hold|lock|release|record|emit|publish|put|open|close|reopen|suspend|disable|ping)\\b`,
  'i',
);

// "…, but log messages and exception messages stay in English", "the verklaring (the legal declaration) stays Dutch
// in the English form too": the language a kind of text is kept in, also in a later clause.
const STAYS_IN_LANGUAGE_RE = new RegExp(
  `(?:${LEAD}|[,;:]\\s+(?:but\\s+|and\\s+|while\\s+)?)${THING_SUBJECT}(?:[\\w./:+#@()-]+\\s+){1,8}?(?:stays?|remains?|(?:is|are)\\s+always)\\s+(?:in\\s+)?(?:English|Dutch|German|French|Spanish|Portuguese|Italian|Polish|Swedish|Danish|Norwegian|Finnish|Greek|Czech|Hungarian|Romanian|Turkish|Japanese|Chinese|Korean|Arabic|Hebrew|Russian|Ukrainian|Catalan|Estonian|Latvian|Lithuanian|Icelandic|Slovak|Slovenian|Croatian|Serbian|Bulgarian|Georgian|Armenian|Azerbaijani|Afrikaans|Vietnamese|Thai|Indonesian|Malay|Tagalog|Hindi|Bengali|Tamil|Urdu|Persian|Swahili)\\b`,
  'i',
);

/** The memory type of a plainly said rule or project fact in a person's sentence, or undefined. */
export function statedRuleType(sentence: string): MemoryType | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  // A rule said to be one: "…unless the cask was regauged in the last 30 days" is its condition, not a report.
  if (RULE_FOR_RE.test(sentence)) return 'convention';
  if (PAST_OR_LOCAL_RE.test(sentence) || LOCAL_SCOPE_RE.test(sentence)) return undefined;
  // "and one more in English for Lilit: ArCa refunds over …": the statement after a short lead.
  const lead = /^[^:\n]{1,60}:\s+(?=\S+\s+\S+\s+\S)/.exec(sentence);
  return statedType(sentence) ?? (lead === null ? undefined : statedType(sentence.slice(lead[0].length)));
}

function statedType(sentence: string): MemoryType | undefined {
  if (
    OBLIGED_RE.test(sentence) ||
    THRESHOLD_RE.test(sentence) ||
    DUE_WITHIN_RE.test(sentence) ||
    EXPIRES_AFTER_RE.test(sentence)
  )
    return 'constraint';
  if (GENERIC_IF_RE.test(sentence)) return 'convention';
  if (BEHIND_FLAG_RE.test(sentence)) return 'decision';
  // "…stays in English even when I switch the locale": a report of what happens.
  if (STAYS_IN_LANGUAGE_RE.test(sentence) && !/\b(?:even|when i|after i|once i|if i)\b/i.test(sentence))
    return 'convention';
  if (OUR_NAMED_RE.test(sentence) || IS_THE_ID_RE.test(sentence)) return 'fact';
  return undefined;
}
