/**
 * Words of languages the claim reader has no cues of its own for, as the English cue they stand for: the reader
 * (contradiction-claims-read.ts) then reads "ย้ายจาก NATS มา Kafka", "Tumehamia Horizon" or "עברנו מ-django-tenants
 * ל-row-level tenancy" as it reads "moved from NATS to Kafka", "moved to Horizon", "moved from django-tenants to
 * row-level tenancy". Only words that say a change, a removal, a negation or a direction: the subject words stay
 * as written, so two memories in one language still share them.
 */
import { splitWords } from '../core/tokenize.js';

const HEBREW_RE = /\p{Script=Hebrew}/u;
// Scripts whose words reach the reader through splitWords (not the plain-ASCII path).
const GLOSSED_RE = /[\p{Script=Thai}\p{Script=Hebrew}\p{Script=Greek}\p{Script=Arabic}]/u;

/**
 * Thai puts its cues in English order ("ย้ายจาก NATS มา Kafka", moved from NATS to Kafka; "เลิกใช้ gorm", dropped
 * gorm; "ใช้ X แทน Y", X replacing Y; "ห้ามใช้", never use). Keys as the tokenizer leaves Thai words (no marks).
 */
const THAI: readonly (readonly [string, string])[] = [
  ['ย้าย', 'moved'],
  ['จาก', 'from'],
  ['มา', 'to'],
  ['ไป', 'to'],
  ['เลิก', 'dropped'],
  ['แทน', 'replacing'],
  ['ไม่', 'not'],
  ['ห้าม', 'never'],
  ['ตอนนี้', 'now'],
];

/**
 * Swahili marks who did it and when on the verb ("tume-hamia", we have moved to; "zime-ondolewa", they have been
 * removed), so each inflected form a team writes is listed. "si" alone is left out: it is "if" or "yes" in the
 * Romance languages.
 */
const SWAHILI: readonly (readonly [string, string])[] = [
  ...['tumehamia', 'wamehamia', 'imehamia', 'zimehamia', 'tulihamia'].map((w) => [w, 'moved to'] as const),
  ...['tumehamisha', 'tulihamisha'].map((w) => [w, 'moved'] as const),
  ['imehamishwa', 'was moved'],
  ['zimehamishwa', 'were moved'],
  ['tumebadilisha', 'switched'],
  ['imebadilishwa', 'was switched'],
  ['zimebadilishwa', 'were switched'],
  ...['tumeondoa', 'tumetoa'].map((w) => [w, 'removed'] as const),
  // The passive forms ("imeondolewa", it has been removed) read with their auxiliary, as "X was removed" does.
  ...['imeondolewa', 'imetolewa'].map((w) => [w, 'was removed'] as const),
  ...['zimeondolewa', 'zimetolewa'].map((w) => [w, 'were removed'] as const),
  ...['tumeacha', 'tuliacha'].map((w) => [w, 'dropped'] as const),
  ['kutoka', 'from'],
  ['badala', 'instead'],
  ['sasa', 'now'],
  ['sio', 'not'],
  ['siyo', 'not'],
  ['hakuna', 'no'],
  ['na', 'and'],
  ['ni', 'is'],
];

/**
 * Hebrew joins "and", "the", "in", "to", "from" and "that" to the next word; before a Latin word they stand alone
 * with a hyphen ("מ-django-tenants", from django-tenants). A word is looked up as written and without a leading
 * "and" ("והוסר", and was removed): the other letters are as often the word's own ("מעבר", beyond, is not "from
 * moved"; "שעבר", last, is not "that moved").
 */
const HEBREW: readonly (readonly [string, string])[] = [
  ...['עברנו', 'העברנו'].map((w) => [w, 'we moved'] as const),
  ...['עבר', 'עברה', 'עברו', 'הועבר', 'הועברה', 'הועברו'].map((w) => [w, 'moved'] as const),
  ...['החלפנו'].map((w) => [w, 'we replaced'] as const),
  ...['הוחלף', 'הוחלפה'].map((w) => [w, 'was replaced'] as const),
  ['הוחלפו', 'were replaced'],
  ...['הוסר', 'הוסרה'].map((w) => [w, 'was removed'] as const),
  ['הוסרו', 'were removed'],
  ['הסרנו', 'we removed'],
  ...['הפסקנו'].map((w) => [w, 'stopped'] as const),
  ...['שודרג', 'שודרגה', 'שודרגו', 'שדרגנו'].map((w) => [w, 'upgraded'] as const),
  ['במקום', 'instead of'],
  ['עכשיו', 'now'],
  ['כיום', 'now'],
  ['לא', 'not'],
  ['אין', 'no'],
  ['יותר', 'more'],
];
/**
 * Greek keeps English order ("μεταφέραμε από X σε Y", moved from X to Y; "X δεν υπάρχει πια", X no longer exists);
 * accents as typed or left out.
 */
const GREEK: readonly (readonly [string, string])[] = [
  ...['μεταφέραμε', 'μεταφεραμε', 'πήγαμε', 'πηγαμε', 'φύγαμε', 'φυγαμε'].map((w) => [w, 'moved'] as const),
  ...['αλλάξαμε', 'αλλαξαμε'].map((w) => [w, 'switched'] as const),
  ...['αντικαταστήσαμε', 'αντικαταστάθηκε'].map((w) => [w, 'replaced'] as const),
  ...['καταργήθηκε', 'αφαιρέθηκε', 'βγήκε', 'βγήκαν'].map((w) => [w, 'was removed'] as const),
  ...['καταργήσαμε', 'πετάξαμε', 'βγάλαμε'].map((w) => [w, 'dropped'] as const),
  ...['σταματήσαμε', 'σταματησαμε'].map((w) => [w, 'stopped'] as const),
  ['από', 'from'],
  ['απο', 'from'],
  ['σε', 'to'],
  ['αντί', 'instead'],
  ['τώρα', 'now'],
  ['πλέον', 'now'],
  ['δεν', 'not'],
  ['όχι', 'not'],
];

/**
 * Persian puts the verb last, so only what reads in English order is glossed: "X حذف شد" (X was removed), "به جای
 * X" (instead of X), "از X" (from X), "الان" (now), a negation.
 */
const PERSIAN: readonly (readonly [string, string])[] = [
  ['حذف', 'removed'],
  ['جایگزین', 'replacing'],
  ['الان', 'now'],
  ['الآن', 'now'],
  ['نه', 'not'],
  ['از', 'from'],
];

const HEBREW_PREFIX_RE = /^ו(?=\p{Script=Hebrew}{2})/u;
const HEBREW_HYPHEN_PREFIX_RE = /^([והבכלמש]{1,3})-(?=[^\p{Script=Hebrew}\d])/u;

const WORDS: ReadonlyMap<string, string> = new Map([
  ...THAI.map(([th, en]) => [splitWords(th)[0] ?? th, en] as const),
  ...SWAHILI,
  ...HEBREW,
  ...GREEK,
  ...PERSIAN,
]);

/** Two-word cues, read as one English phrase before the words are. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // Hebrew "כבר לא" (no longer), "אין יותר" (no more); Swahili "si tena" (no longer), "badala ya" (instead of).
  [/(?<![\p{L}])ו?כבר לא(?![\p{L}])/gu, 'no longer'],
  [/(?<![\p{L}])(?:si|haiko|hazipo|hatutumii) tena(?![\p{L}])/giu, 'no longer'],
  [/(?<![\p{L}])badala ya(?![\p{L}])/giu, 'instead of'],
  // Greek "δεν … πια" (no longer) is read by its negation; Persian "به جای" (instead of), "کنار گذاشتیم" (we dropped).
  [/(?<![\p{L}])به جای(?![\p{L}])/gu, 'instead of'],
  [/(?<![\p{L}])(?:کنار گذاشتیم|گذاشتیم کنار)(?![\p{L}])/gu, 'dropped'],
];
const PHRASE_CUE_RE = /כבר לא|tena|badala ya|به جای|گذاشتیم/i;

/** A clause with its two-word cues in English ({@link PHRASES}); most clauses come back as they are. */
export function glossPhrases(clause: string): string {
  if (!PHRASE_CUE_RE.test(clause)) return clause;
  let out = clause;
  for (const [re, en] of PHRASES) out = out.replace(re, en);
  return out;
}

/** The English cue a word of another language stands for, as words, or undefined. */
export function glossWord(word: string): readonly string[] | undefined {
  const en =
    WORDS.get(word) ?? (HEBREW_RE.test(word) ? WORDS.get(word.replace(HEBREW_PREFIX_RE, '')) : undefined);
  return en?.split(' ');
}

/** A chunk of a script the reader glosses word by word (Thai, Hebrew, Greek, Persian): its words, cues in English. */
export function glossedParts(chunk: string): string[] | undefined {
  if (!GLOSSED_RE.test(chunk)) return undefined;
  const words = splitWords(chunk).flatMap((w) => glossWord(w) ?? [w]);
  // The tokenizer drops a prefix joined by a hyphen ("מ-django-tenants"); its direction is read here. Not before a
  // number: "ל-15 דקות" is "for 15 minutes", "ל-16" as often "for 16" as "to 16".
  const prefix = HEBREW_HYPHEN_PREFIX_RE.exec(chunk)?.[1];
  const direction = prefix?.endsWith('מ') ? 'from' : prefix?.endsWith('ל') ? 'to' : undefined;
  return direction === undefined ? words : [direction, ...words];
}
