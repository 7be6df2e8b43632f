/**
 * The normative signals of distill-turn.ts in Macedonian (Cyrillic) and Galician, by kind (the kinds of
 * distill-signals.ts; the tables are read together). Macedonian marks the definite article with an ending
 * ("единствениот": the only, "секоја": each), so a word is matched by its start; Galician is read beside the
 * Portuguese and Spanish words the main table holds, with the words it spells its own way ("ten que": has to,
 * "sempre", "como moi tarde": at the latest).
 */
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

export const MACEDONIAN_GALICIAN_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // "секој / секоја / секое / секои" (every), "сите" (all), "било кој" (any), "ниеден" (none). Galician "cada" and
    // "todos" are the main table's (Spanish and Portuguese spell them alike).
    words('секој|секоја|секое|секои|сите|ниеден|ниедна|ниедно', ''),
    new RegExp(`${A}било\\s+(?:кој|која|кое|кои|каде|кога)${Z}`, 'iu'),
  ],
  always: [
    // "секогаш" (always), "никогаш" (never), "од сега / отсега" (from now on), "веќе не" (no longer); Galician
    // "xamais" (never), "de agora en diante" (from now on; "sempre" and "nunca" are the main table's).
    words('секогаш|никогаш|отсега|од\\s+сега|веќе\\s+не|xamais|de\\s+agora\\s+en\\s+diante', ''),
  ],
  obligation: [
    // "мора" (must), "треба" (should), "задолжително" (mandatory), "не смее" (may not), "забрането" (forbidden),
    // "не се дозволува" (is not allowed); Galician "ten que / teñen que / hai que" (has to), "debe".
    words('мора|треба|задолжител|забран|не\\s+смее|не\\s+смеат|не\\s+се\\s+дозволува'),
    new RegExp(`${A}(?:ten|teñen|hai|tes|temos)\\s+que${Z}`, 'iu'),
  ],
  contrast: [
    // "наместо" (instead of), "не само" (not only), ", а не" (and not); Galician "en vez de", "no canto de".
    new RegExp(`${A}(?:наместо|не\\s+само|а\\s+не|en\\s+vez\\s+de|no\\s+canto\\s+de)${Z}`, 'iu'),
  ],
  ban: [
    // "немој / немојте" (don't), "не праќај / не користи…" (a negative imperative); Galician "non" before an
    // imperative is the Portuguese "não" form the main table reads.
    new RegExp(`${A}(?:немој|немојте)${Z}|${A}не\\s+\\p{L}{3,}(?:ј|јте)${Z}`, 'iu'),
  ],
  we: [
    // The first person plural present ("користиме", "праќаме", "чуваме": we use, send, keep), "кај нас" (with us).
    new RegExp(`${A}\\p{L}{3,}(?:аме|еме|име)${Z}|${A}кај\\s+нас${Z}`, 'iu'),
  ],
  only: [
    // "само" (only), "единствен-" (the only one), "исклучиво" (exclusively); Galician "unicamente" ("só" is the main
    // table's).
    words('само|исклучиво|unicamente', ''),
    words('единствен'),
  ],
  bound: [
    // "најмногу / најмалку / најдоцна / пред / по N" (at most, at least, at the latest, before, after), "важи N
    // месеци" (is valid N months); Galician "como moi tarde / como mínimo / como máximo" (at the latest / least /
    // most), "caduca o 31 de decembro" (expires on).
    new RegExp(
      `${A}(?:најмногу|најмалку|најдоцна|пред|по|до|над|под|важи)\\s+\\d|${A}como\\s+(?:moi\\s+tarde|mínimo|máximo)${Z}|${A}caduca\\s+(?:o|a|aos?|tras|despois\\s+de)\\s+\\d`,
      'iu',
    ),
  ],
};
