/**
 * The normative signals of distill-turn.ts in Nepali, in Devanagari and in the romanized Nepali of chat, by kind (the
 * kinds of distill-signals.ts; the tables are read together). Nepali says "must" with a verb's "-नुपर्छ" (जानुपर्छ:
 * must go; "pathaunu parcha" romanized) and states a rule with its verbal noun at a clause's end ("SMS English मा
 * पठाउने": send SMS in English), so those endings are read, the romanized ones only in a clause with a Nepali
 * postposition ("ko", "ma", "le", "lai"), since English words end so too.
 */
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

/** A romanized clause: a Nepali postposition somewhere in it. */
const ROMAN = `(?=[\\s\\S]*${A}(?:ko|ma|le|lai|bhanda)${Z})`;

export const NEPALI_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // "हरेक" (every), "सबै" (all), "कुनै पनि" (any); romanized "harek", "sabai".
    new RegExp(`${A}(?:हरेक|सबै|कुनै\\s+पनि|harek|sabai)${Z}`, 'iu'),
  ],
  always: [
    // "सधैं" (always), "कहिल्यै" (never), "अबदेखि" (from now on); romanized "sadhai", "kahilyai", "aba dekhi".
    new RegExp(`${A}(?:सधैं|सधै|कहिल्यै|अबदेखि|अब\\s+देखि|sadhai|kahilyai|aba\\s?dekhi)${Z}`, 'iu'),
  ],
  obligation: [
    // "-नुपर्छ / -नु पर्छ" (must), "अनिवार्य" (mandatory); romanized "… parcha / parchha".
    new RegExp(`\\p{L}[\\p{L}\\p{M}]*नु\\s?पर्छ|${A}अनिवार्य${Z}`, 'u'),
    new RegExp(`^${ROMAN}[\\s\\S]*?${A}\\p{L}{2,}(?:nu|unu)\\s+par(?:cha|chha|xa)${Z}`, 'iu'),
  ],
  ban: [
    // A negative wish or instruction: "नबनाओस्" (let it not make), "नदिनु / नगर्ने" (don't give, don't do), "-नु हुँदैन"
    // (must not); romanized "nadinu", "nagarnu", "garnu hudaina".
    new RegExp(`${A}न[\\p{L}\\p{M}]{2,}(?:ओस्|नु|ने)${Z}|नु\\s+हुँदैन`, 'u'),
    new RegExp(`^${ROMAN}[\\s\\S]*?${A}(?:na\\p{L}{2,}nu|\\p{L}+nu\\s+hudaina)${Z}`, 'iu'),
  ],
  contrast: [
    // "X होइन" (not X) after a clause, "को सट्टा" (instead of); romanized "hoina", "ko satta".
    new RegExp(`\\S\\s+(?:होइन|hoina)${Z}|${A}(?:को\\s+सट्टा|ko\\s+satta)${Z}`, 'iu'),
  ],
  we: [
    // A rule told with the verbal noun at a clause's end ("पठाउने", "देखाउने", "दिने"), and "निर्णय" (decision).
    new RegExp(`\\p{L}[\\p{L}\\p{M}]*ने(?=\\s*(?:[,।.;(]|$))|${A}(?:निर्णय|nirnaya)${Z}`, 'iu'),
  ],
  only: [
    // "मात्र / मात्रै" (only); romanized "matra".
    words('मात्र|मात्रै|matra', ''),
  ],
  bound: [
    // "N भन्दा बढी / कम" (more, less than N), "कम्तीमा" (at least), "बढीमा" (at most); romanized "bhanda badhi / kam".
    new RegExp(`(?:भन्दा|bhanda)\\s+(?:बढी|कम|badhi|kam)${Z}|${A}(?:कम्तीमा|बढीमा|kamtima)${Z}`, 'iu'),
  ],
};
