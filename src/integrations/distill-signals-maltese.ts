/**
 * The normative signals of distill-turn.ts in Maltese, by kind (the kinds of distill-signals.ts; the tables are read
 * together). Maltese is typed with and without its letters (ħ, ġ, ż, ċ, għ), so each word is matched both ways, and
 * it says "must" with "irid" (he, it must), "trid" (she, you must), "iridu" (they must) and the spoken "jrid".
 */
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

/** ħ as typed with or without it. */
const H = '(?:ħ|h)';
/** ġ as typed with or without its dot. */
const G = '(?:ġ|g)';
/** ż as typed with or without its dot. */
const ZD = '(?:ż|z)';
/** ċ as typed with or without its dot. */
const C = '(?:ċ|c)';

export const MALTESE_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // "kull" (every), "kollha / kollox" (all, everything), "ħadd" (nobody), "xejn" (nothing), "ebda" (none).
    words(`kull|kollha|kollox|${H}add|xejn|ebda`, ''),
  ],
  always: [
    // "dejjem" (always), "qatt" (never), "minn issa 'l quddiem / mil-lum 'il quddiem" (from now on).
    new RegExp(
      `${A}(?:dejjem|qatt|minn\\s+issa\\s+['’]?i?l\\s+quddiem|mil?-lum\\s+['’]?i?l\\s+quddiem)${Z}`,
      'iu',
    ),
  ],
  obligation: [
    // "irid / trid / iridu / jrid" (must), "obbligatorju" (mandatory), "meħtieġ" (required), "ma jistax / ma tistax /
    // ma jistgħux" (may not, cannot), "mhux permess" (not allowed), "ipprojbit" (forbidden).
    words('irid|trid|iridu|jrid|jridu|obbligatorj[ua]', ''),
    new RegExp(
      `${A}(?:me${H}tie${G}|ma\\s+(?:jistax|tistax|jist${G}${H}ux|nistg${H}ux)|m${H}ux\\s+permess|ipprojbit[ai]?)${Z}`,
      'iu',
    ),
  ],
  contrast: [
    // "minflok" (instead of), "mhux X, Y" after a clause (not X but Y).
    new RegExp(`${A}minflok${Z}|\\S\\s+m${H}ux\\s+\\S+,\\s*\\S`, 'iu'),
  ],
  ban: [
    // A negative imperative ("la tużax", "tagħmilx", "ma tibgħatx"): "la" or "ma" before a verb ending in -x.
    new RegExp(`${A}(?:la|ma)\\s+t\\p{L}{2,}x${Z}`, 'iu'),
  ],
  we: [
    // "iddeċidejna" (we decided), "qbilna / ftehemna" (we agreed), "deċiżjoni" (decision), "regola ġdida" (a new rule).
    new RegExp(`${A}(?:idde${C}idejna|qbilna|ftehemna|de${C}i${ZD}joni|regola\\s+${G}dida)${Z}`, 'iu'),
  ],
  only: [
    // "biss" (only), "unikament" (solely).
    words('biss|unikament', ''),
  ],
  bound: [
    // "mill-inqas" (at least), "l-aktar / massimu" (at most), "sa / qabel / wara N" (until, before, after).
    new RegExp(`${A}(?:mill-inqas|massimu|minimu)${Z}|${A}(?:sa|qabel|wara)\\s+\\d`, 'iu'),
  ],
  change: [
    // "minn N għal M" (from N to M).
    new RegExp(`${A}minn\\s+[€$£]?\\d[\\d.,]*\\s*\\S{0,8}\\s+g${H}al\\s+[€$£]?\\d`, 'iu'),
  ],
};
