/**
 * The normative signals of distill-turn.ts in Welsh and Uzbek (Latin script), by kind (the kinds of
 * distill-signals.ts; the tables are read together). Welsh mutates a word's first letter after some words ("pob" →
 * "bob", "peidiwch" stays), so both forms are listed; Uzbek glues its endings on ("ko'rsating": show, "yuborsin":
 * let it send, "qo'ymang": don't put), so its verbs are matched by their endings.
 */
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

/** An Uzbek apostrophe (o', g', the glottal stop) in any of the ways it is typed. */
const Q = "['’ʻʼ`]";

/**
 * A clause in Uzbek: an o' or g' (with any apostrophe), a case ending after an apostrophe on a foreign word
 * ("bucket'ni", "MinIO'da"), a plural's case ending ("to'lovlarni"), a number's ("5 dan 3 ga") or one of its most
 * common little words. Its verb endings
 * ("-ing", "-sin") end English words too ("tracking", "basin"), so they count only in a clause that is Uzbek.
 */
const UZBEK = `(?=[\\s\\S]*(?:[og]${Q}|${A}(?:va|bilan|uchun|emas|ham|yoki|agar|lekin|keyin|yana|bitta|kerak)${Z}|\\p{L}${Q}(?:ni|da|ga|dan|ning)${Z}|\\p{L}{2,}(?:larni|larga|lardan|dagi)${Z}|\\d\\S*\\s+(?:dan|ga|gacha)${Z}))`;

/** `pattern` in an Uzbek clause only. */
function uzbek(pattern: string): RegExp {
  return new RegExp(`^${UZBEK}[\\s\\S]*?(?:${pattern})`, 'iu');
}

export const WELSH_UZBEK_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // Welsh "pob / bob" (every), "pawb" (everyone), "neb" (nobody), "unrhyw" (any), "i gyd" (all); Uzbek "har bir"
    // (each), "barcha / hamma" (all), "hech kim / hech bir / hech narsa" (nobody, none, nothing), "istalgan" (any).
    words('pob|pawb|neb|unrhyw|barcha|hamma', ''),
    // "bob" (every, mutated) before a lower-case noun: "Bob" is a name.
    /(?<![\p{L}])bob\s+\p{Ll}/u,
    new RegExp(`${A}(?:i\\s+gyd|har\\s+bir|hech\\s+(?:kim|bir|narsa|qanday))${Z}`, 'iu'),
  ],
  always: [
    // Welsh "bob amser / yn wastad" (always), "byth" (never), "o hyn ymlaen" (from now on), "ddim mwyach" (no
    // longer); Uzbek "har doim / doim / hamisha" (always), "hech qachon" (never), "bundan buyon / bundan
    // keyin" (from now on).
    new RegExp(
      `${A}(?:bob\\s+amser|yn\\s+wastad|byth|o\\s+hyn\\s+ymlaen|ddim\\s+mwyach|(?:har\\s+)?doim(?:o|iy)?|hamisha|hech\\s+qachon|bundan\\s+(?:buyon|keyin))${Z}`,
      'iu',
    ),
  ],
  obligation: [
    // Welsh "rhaid" (must), "dylai / dylid / dylech / dylen" (should), "mae angen" (is needed), "gorfodol"
    // (mandatory), "ni chaniateir" (is not allowed); Uzbek "shart" (required), "kerak" (must), "lozim" (necessary),
    // "majburiy" (mandatory), "mumkin emas" (may not), "taqiqlan-" (forbidden), the third person's imperative
    // ("yuborsin": let it send, "bo'lsin": let it be) and the polite second person's at a clause's end
    // ("almashtiring": replace, "ko'rsating": show), not a task's ("yozing": write, "qo'shing": add, "tekshiring":
    // check).
    words('rhaid|dylai|dylid|dylech|dylen|gorfodol|shart|kerak|lozim|majburiy', ''),
    new RegExp(`${A}(?:mae\\s+angen|ni\\s+chaniateir|mumkin\\s+emas|taqiqlan\\p{L}*)${Z}`, 'iu'),
    uzbek(
      `${A}\\p{L}{2,}(?:${Q}?\\p{L})*(?:sin|sinlar)${Z}|${A}(?!(?:yoz|qo${Q}sh|yarat|tuzat|tekshir|ko${Q}r|och|o${Q}qi)ing)\\p{L}{2,}(?:${Q}?\\p{L})*(?:ing|ingiz)(?=\\s*(?:$|[.!,;(]))`,
    ),
  ],
  contrast: [
    // Welsh "yn lle" (instead of), "nid X" after a clause ("14:00 nid 15:00"); Uzbek "o'rniga" (instead of), "X emas,
    // Y" (not X but Y), "emas balki".
    new RegExp(`${A}(?:yn\\s+lle|o${Q}rniga|emas\\s+balki)${Z}|\\S\\s+nid\\s+\\S|\\S\\s+emas,\\s*\\S`, 'iu'),
  ],
  ban: [
    // Welsh "peidiwch" (don't; not "paid", an English word), "dim X" opening a clause (no X: "dim SDKs tracio"), "dwi ddim isio / dwi'm
    // isio" (I don't want); Uzbek negative imperatives ("qo'ymang", "ishlatmang", "yubormasin").
    new RegExp(
      `${A}(?:peidiwch|dwi${Q}?m\\s+(?:isio|eisiau)|dwi\\s+ddim\\s+(?:isio|eisiau))${Z}|(?:^|[.,;:—–]\\s*)(?:a\\s+)?dim\\s+[\\p{L}\`]`,
      'iu',
    ),
    uzbek(`${A}\\p{L}{2,}(?:${Q}?\\p{L})*(?:mang|mangiz|masin)${Z}`),
  ],
  we: [
    // Welsh "rydyn ni / dyn ni / rydym" (we do, as a habit), "penderfyn-" (decision, decide); Uzbek "qaror
    // qil-" (decide), "kelishdik" (we agreed), the first person plural ("ishlatamiz": we use, "saqlaymiz": we keep).
    new RegExp(
      `${A}(?:rydyn\\s+ni|dyn\\s+ni|rydym|penderfyn\\p{L}*|qaror\\s+qil\\p{L}*|kelishdik)${Z}|${A}\\p{L}{3,}(?:amiz|aymiz|ymiz)${Z}`,
      'iu',
    ),
  ],
  only: [
    // Welsh "dim ond" (only), "yn unig" (only), "unig" (sole); Uzbek "faqat" (only), "yagona" (sole).
    new RegExp(`${A}(?:dim\\s+ond|yn\\s+unig|unig|faqat|yagona)${Z}`, 'iu'),
  ],
  bound: [
    // Welsh "erbyn / cyn / ar ôl N" (by, before, after), "ar 1 Mehefin" (on a date), "o leiaf" (at least), "fan
    // bellaf" (at the latest), "ar y mwyaf" (at most); Uzbek "N gacha" (until N), "kamida" (at least), "ko'pi bilan" (at most), "N dan keyin / oldin"
    // (after, before), "eng kechi" (at the latest).
    new RegExp(
      `${A}(?:erbyn|cyn|ar\\s+ôl)\\s+\\d|${A}ar\\s+\\d{1,2}\\s+(?:Ionawr|Chwefror|Mawrth|Ebrill|Mai|Mehefin|Gorffennaf|Awst|Medi|Hydref|Tachwedd|Rhagfyr)${Z}|${A}(?:o\\s+leiaf|fan\\s+bellaf|ar\\s+y\\s+mwyaf|kamida|ko${Q}pi\\s+bilan|eng\\s+kechi)${Z}|\\d\\S*\\s+(?:gacha|dan\\s+(?:keyin|oldin|oshmasin|ortiq))${Z}`,
      'iu',
    ),
  ],
  change: [
    // Welsh "yn codi / gostwng / newid i N" (goes up, down, changes to); Uzbek "N dan M ga" (from N to M).
    new RegExp(
      `${A}(?:codi|gostwng|newid|symud)\\s+(?:o\\s+\\S+\\s+)?i\\s+\\d|${A}\\d[\\d.,]*\\s*\\S{0,6}\\s+dan\\s+\\d[\\d.,]*\\s*\\S{0,8}\\s+ga${Z}`,
      'iu',
    ),
  ],
};
