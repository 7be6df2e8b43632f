/**
 * Words of languages the claim reader has no cues of its own for, as the English cue they stand for: the reader
 * (contradiction-claims-read.ts) then reads "ย้ายจาก NATS มา Kafka", "Tumehamia Horizon" or "עברנו מ-django-tenants
 * ל-row-level tenancy" as it reads "moved from NATS to Kafka", "moved to Horizon", "moved from django-tenants to
 * row-level tenancy". Only words that say a change, a removal, a negation or a direction: the subject words stay
 * as written, so two memories in one language still share them. The South and West Slavic languages (Croatian,
 * Serbian, Bosnian, Slovenian, Czech, Slovak, Polish) write in Latin letters with English word order, so their cues
 * are glossed in place ("Prešli smo s Bull-a na BullMQ" → "moved from Bull-a to BullMQ").
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

/**
 * Croatian, Serbian and Bosnian (Latin script, with or without diacritics), Slovenian, Czech, Slovak and Polish:
 * verbs that tell a move ("prešli smo s Bull-a na BullMQ", "przeszliśmy z Jenkinsa na GitLab CI"), a replacement
 * or removal, "instead of", "now" and "previously". Their prepositions ("s", "iz", "od", "z", "na", "u") are read
 * as "from" and "to" only after such a verb (see {@link glossSlavicMove}): alone they mean "with", "on", "in".
 */
const SLAVIC: readonly (readonly [string, string])[] = [
  ...[
    'prešli',
    'presli',
    'prešao',
    'presao',
    'prešla',
    'presla',
    'prebacili',
    'prebacio',
    'premjestili',
    'premestili',
    'migrirali',
    'preselili',
    'preklopili',
    'přešli',
    'přesunuli',
    'presunuli',
    'migrovali',
    'przeszliśmy',
    'przeszlismy',
    'przeszli',
    'przenieśliśmy',
    'zmigrowaliśmy',
  ].map((w) => [w, 'moved'] as const),
  ...['zamijenili', 'zamenili', 'zamijenio', 'zamenio', 'nadomestili', 'nahradili', 'zastąpiliśmy'].map(
    (w) => [w, 'replaced'] as const,
  ),
  ...['izbacili', 'ukinuli', 'obrisali', 'izbrisali', 'uklonili', 'ugasili', 'odstranili', 'usunęliśmy'].map(
    (w) => [w, 'dropped'] as const,
  ),
  ...['umjesto', 'umesto', 'namesto', 'namiesto', 'zamiast', 'místo'].map((w) => [w, 'instead of'] as const),
  ...['sada', 'sedaj', 'zdaj', 'teraz', 'teď', 'nyní', 'trenutno'].map((w) => [w, 'now'] as const),
  ...['prije', 'ranije', 'nekad', 'nekada', 'isprva', 'prej', 'dříve', 'predtým', 'wcześniej', 'kiedyś'].map(
    (w) => [w, 'previously'] as const,
  ),
];

/** A Slavic verb of moving, glossed (see {@link SLAVIC}). */
const SLAVIC_MOVE_RE =
  /(?<![\p{L}])(?:preš(?:li|ao|la)|pres(?:li|ao|la)|prebacil?[io]|premj?estili|migrirali|preselili|preklopili|přešli|přesunuli|presunuli|migrovali|przeszli(?:śmy|smy)?|przenieśliśmy|zmigrowaliśmy)(?![\p{L}])/iu;
/**
 * From a move's start: up to four words, then its "from" preposition (the last one: "s e-shopem z MySQL"), up to
 * five words, then its "to" one.
 */
const SLAVIC_FROM_TO_RE =
  /^((?:\s+\S+){0,4}\s+)(?:s|sa|iz|od|z|ze)(\s+(?:\S+\s+){0,4}?)(?:na|u|v|do|w)(?=\s)/iu;

/**
 * "Prešli smo s Bull-a na BullMQ 5" → "Prešli smo from Bull-a to BullMQ 5": after a Slavic verb of moving, its
 * "from" and "to" prepositions in English; anywhere else they stay as written.
 */
export function glossSlavicMove(clause: string): string {
  const verb = SLAVIC_MOVE_RE.exec(clause);
  if (verb === null) return clause;
  const at = verb.index + verb[0].length;
  const rest = clause.slice(at).replace(SLAVIC_FROM_TO_RE, '$1from$2to');
  return clause.slice(0, at) + rest;
}

const HEBREW_PREFIX_RE = /^ו(?=\p{Script=Hebrew}{2})/u;
const HEBREW_HYPHEN_PREFIX_RE = /^([והבכלמש]{1,3})-(?=[^\p{Script=Hebrew}\d])/u;

const WORDS: ReadonlyMap<string, string> = new Map([
  ...THAI.map(([th, en]) => [splitWords(th)[0] ?? th, en] as const),
  ...SWAHILI,
  ...HEBREW,
  ...GREEK,
  ...PERSIAN,
  ...SLAVIC,
]);

/** Two-word cues, read as one English phrase before the words are. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // Hebrew "כבר לא" (no longer), "אין יותר" (no more); Swahili "si tena" (no longer), "badala ya" (instead of).
  [/(?<![\p{L}])ו?כבר לא(?![\p{L}])/gu, 'no longer'],
  [/(?<![\p{L}])(?:si|haiko|hazipo|hatutumii) tena(?![\p{L}])/giu, 'no longer'],
  [/(?<![\p{L}])badala ya(?![\p{L}])/giu, 'instead of'],
  // Greek "δεν … πια" (no longer) is read by its negation; Persian "به جای" (instead of), "کنار گذاشتیم" (we dropped).
  [/(?<![\p{L}])به جای(?![\p{L}])/gu, 'instead of'],
  // Welsh "yn lle" (instead of: "time-machine yn lle freezegun").
  [/(?<![\p{L}])yn lle(?![\p{L}])/giu, 'instead of'],
  // Uzbek "olib tashlandi / tashladik" (was removed, we removed), "o'chirildi" (was deleted), and "X o'rniga" (instead
  // of X), which follows what it replaces.
  [/(?<![\p{L}])(?:olib\s+tashla(?:ndi|dik|dim)|o['’ʻ]chirildi)(?![\p{L}])/giu, 'was removed'],
  [/(?<![\p{L}\p{N}])(\S+)\s+o['’ʻ]rniga(?![\p{L}])/giu, 'instead of $1'],
  [/(?<![\p{L}])(?:کنار گذاشتیم|گذاشتیم کنار)(?![\p{L}])/gu, 'dropped'],
  // Maltese "għaddejna / qlibna / aġġornajna mill-X għall-Y" (we moved, switched, upgraded from X to Y), "minflok X"
  // (instead of X), "issa" (now), "m'għadniex" (no longer), "bdejna bl-X" (we started out on X).
  [
    /(?<![\p{L}])(?:g(?:ħ|h)addejna|qlibna|a(?:ġġ|gg)ornajna|mxejna)\s+(?:mill?-|minn\s+)((?:\S+\s+){0,2}?\S+)\s+g(?:ħ|h)all?(?:-|\s+)/giu,
    'switched from $1 to ',
  ],
  [/(?<![\p{L}])minflok(?![\p{L}])/giu, 'instead of'],
  [/(?<![\p{L}])issa(?![\p{L}])/giu, 'now'],
  [/(?<![\p{L}])m['’]g(?:ħ|h)ad(?:x|niex|hiex|homx)(?![\p{L}])/giu, 'no longer'],
  [/(?<![\p{L}])bdejna\s+b(?:il?-|l-|\s+)/giu, 'started out on '],
  // Croatian/Serbian "više ne koristimo", "više nisu", "nema više"; Slovenian "ni več"; Czech "již ne…"; and the
  // negation before its verb and "more" after ("ne čuvamo više", "ne uporabljamo več", "nie używamy już").
  [/(?<![\p{L}])(?:vi[šs]e|ve[čc])\s+(?:ne|nije|nisu|nema|nemamo|neće|nece)(?![\p{L}])/giu, 'no longer'],
  [/(?<![\p{L}])nema\s+vi[šs]e(?![\p{L}])/giu, 'no more'],
  [/(?<![\p{L}])(?:ni|niso|nisu|nije)\s+(?:vi[šs]e|ve[čc])(?![\p{L}])/giu, 'no longer'],
  [/(?<![\p{L}])(?:ne|nie)\s+(\p{L}+)\s+(?:vi[šs]e|ve[čc]|już|juz)(?![\p{L}])/giu, 'no longer $1'],
  [/(?<![\p{L}])již\s+ne(?=\p{L})/giu, 'no longer '],
  // Croatian "sad je 30%" (now it is): "sad" before a verb, never the English word.
  [
    /(?<![\p{L}])sad(?=\s+(?:je|su|smo|ide|idu|ima|imamo|radi|rade|koristimo|šaljemo|saljemo)(?![\p{L}]))/giu,
    'now',
  ],
  // "X je obrisan", "X su uklonjeni", "X je odstranjena", "X byl smazán", "X został usunięty": X was removed.
  [
    /(?<![\p{L}])(?:je|su|so|sta|byl[aoiy]?|jsou|jest|są|został[aoy]?|zostały|zostali)\s+(?:(?:obrisan|izbrisan|uklonjen|ukinut|ugašen|ugasen|isključen|odstranjen|smazán|smazan|odstraněn|zrušen|vypnut|usunięt|wyłączon)\p{L}*)(?![\p{L}])/giu,
    'was removed',
  ],
  [
    /(?<![\p{L}])(?:je|su|so|byl[aoiy]?|został[aoy]?|zostały)\s+(?:zamijenjen|zamenjen|nadomeščen|nahrazen|zastąpion)\p{L}*(?![\p{L}])/giu,
    'was replaced',
  ],
  // Polish "X zastąpiony przez Y" (X replaced by Y), "Drools wyleciał z …" (Drools was thrown out of …).
  [/(?<![\p{L}])zastąpion[aoy]?\s+przez(?![\p{L}])/giu, 'was replaced by'],
  [/(?<![\p{L}])wyleciał[aoy]?(?![\p{L}])/giu, 'was removed'],
];
const PHRASE_CUE_RE =
  /addejna|qlibna|ornajna|mxejna|minflok|issa|m['’]g(?:ħ|h)ad|bdejna|כבר לא|yn lle|tashla|chirildi|rniga|sad\s|tena|badala ya|به جای|گذاشتیم|vi[šs]e|ve[čc]|już|juz|již|obrisan|izbrisan|uklonjen|ukinut|uga[šs]en|isključen|odstranjen|smaz|odstraněn|zrušen|vypnut|usunięt|wyłączon|zamijenjen|zamenjen|nadomeščen|nahrazen|zastąpion|wyleciał/i;

/**
 * Macedonian and Galician, Spanish, Portuguese and Welsh verbs by which a team moved a quantity ("го кренавме на 90 s":
 * we raised it to 90 s; "Baixamos a duración do hold a 10 minutos": we lowered the hold to 10 minutes; "wedi codi i
 * 30s": raised to 30 s), as the English verb the reader knows.
 */
const AMOUNT_VERBS: ReadonlyMap<string, string> = new Map([
  ...[
    'кренавме',
    'подигнавме',
    'зголемивме',
    'subimos',
    'aumentamos',
    'incrementamos',
    'codi',
    'cynyddu',
  ].map((w) => [w, 'raised'] as const),
  ...[
    'намаливме',
    'спуштивме',
    'baixamos',
    'bajamos',
    'reducimos',
    'reduximos',
    'redujimos',
    'diminuímos',
    'gostwng',
    'lleihau',
  ].map((w) => [w, 'lowered'] as const),
  ...['сменивме', 'поставивме', 'cambiamos', 'mudamos', 'newid'].map((w) => [w, 'changed'] as const),
]);
const AMOUNT_VERB_RE = new RegExp(`(?<![\\p{L}])(?:${[...AMOUNT_VERBS.keys()].join('|')})(?![\\p{L}])`, 'iu');
/**
 * After such a verb, within eight words: "од / de / desde / o N" is where it came from, "на / a / para / ata / i N"
 * where it went (Welsh "wedi codi i 30s": raised to 30 s).
 */
const AMOUNT_FROM_RE = /^((?:\s+\S+){0,8}?\s+)(?:од|de|desde|o)(?=\s+[≥~£€$]?\d)/iu;
const AMOUNT_TO_RE = /^((?:\s+\S+){0,8}?\s+)(?:на|a|para|ata|hasta|i)(?=\s+[≥~£€$]?\d)/iu;

/**
 * "Го зголемивме X од 6 на 24 партиции" → "Го raised X from 6 to 24 партиции": after a verb that moved a quantity,
 * its "from" and "to" before a number in English; anywhere else the words stay as written.
 */
export function glossAmountMove(clause: string): string {
  const verb = AMOUNT_VERB_RE.exec(clause);
  if (verb === null) return clause;
  const at = verb.index + verb[0].length;
  const rest = clause.slice(at).replace(AMOUNT_FROM_RE, '$1from').replace(AMOUNT_TO_RE, '$1to');
  return `${clause.slice(0, verb.index)}${AMOUNT_VERBS.get(verb[0].toLowerCase()) ?? verb[0]}${rest}`;
}

/**
 * Uzbek puts the verb that moved a quantity last, after the amount and its "to" ending ("MaxConns 40 ga ko'tarildi":
 * MaxConns was raised to 40; "5 mlrd so'mga ko'tarildi"; "25 dan 20 ga tushirildi": lowered from 25 to 20).
 */
const UZBEK_MOVE_RE =
  /(?:(\d[\d.,]*(?:\s+\p{L}+(?:['’ʻ]\p{L}+)*)?)\s*['’ʻ]?dan\s+)?(\d[\d.,]*(?:\s*\p{L}+(?:['’ʻ/]\p{L}+)*){0,2}?)(?:\s+|['’ʻ]?)ga\s+(ko['’ʻ]tar|oshir|tushir|kamaytir|o['’ʻ]zgartir)(?:il|d)\p{L}*/giu;
const UZBEK_MOVE_VERBS: Readonly<Record<string, string>> = {
  oshir: 'raised',
  tushir: 'lowered',
  kamaytir: 'lowered',
};

/** "MaxConns 40 ga ko'tarildi" → "MaxConns raised to 40": an Uzbek move of a quantity in the English order. */
export function glossUzbekMove(clause: string): string {
  if (!/ga\s/i.test(clause)) return clause;
  return clause.replace(UZBEK_MOVE_RE, (_m, from: string | undefined, to: string, verb: string) => {
    const v = verb.toLowerCase();
    const en = UZBEK_MOVE_VERBS[v] ?? (v.startsWith('ko') ? 'raised' : 'changed');
    return `${en}${from === undefined ? '' : ` from ${from}`} to ${to}`;
  });
}

/** A clause with its two-word cues in English ({@link PHRASES}); most clauses come back as they are. */
export function glossPhrases(clause: string): string {
  const moved = glossSlavicMove(glossAmountMove(glossUzbekMove(clause)));
  if (!PHRASE_CUE_RE.test(moved)) return moved;
  let out = moved;
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
