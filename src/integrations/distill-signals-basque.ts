/**
 * The normative signals of distill-turn.ts in Basque, by kind (the kinds of distill-signals.ts; the tables are read
 * together). Basque glues case endings onto a word ("guztiak", "guztietan": all; "bakoitzak": each) and builds most
 * verbs from a participle and an auxiliary ("erabiltzen dugu": we use, "behar da": it must), so a word is matched by
 * its start or as such a pair, and ends where its letters end.
 */
import { WORD_START as A, words, WORD_END as Z } from './distill-signal-words.js';

/** Auxiliaries after a participle or "behar" (must): is, are, we/they/you have, has them. */
const AUX = '(?:da|dira|du|dute|dugu|duzu|duzue|ditu|ditugu|dituzte|dituzu|zen|zuen)';

export const BASQUE_SIGNALS: Readonly<Record<string, readonly RegExp[]>> = {
  quantifier: [
    // "guzti-" (all), "dena/denak" (everything, all), "edozein" (any), "bakoitz-" (each), "inork" (nobody), "ezer"
    // (nothing), "batere" (none at all).
    words('guzti|edozein|bakoitz'),
    words('denak?|inork?|ezer|batere', ''),
  ],
  always: [
    // "beti" (always), "inoiz" (ever; "inoiz ez": never), "aurrerantzean / hemendik aurrera" (from now on), "gehiago
    // ez" (no longer).
    words('beti|inoiz|aurrerantzean|hemendik\\s+aurrera|gehiago\\s+ez', ''),
  ],
  obligation: [
    // "behar da / du / ditu…" (must), "derrigorrezko-" (mandatory), "nahitaez" (necessarily), "debeka-" (forbid),
    // "ezin da / dugu" (cannot), "beharrezko-" (required), "ez da onartzen" (is not accepted).
    new RegExp(`${A}behar\\s+${AUX}${Z}|${A}ezin\\s+${AUX}${Z}|${A}ez\\s+da\\s+onartzen${Z}`, 'iu'),
    words('derrigorrez|nahitaez|debeka|beharrezko'),
  ],
  contrast: [
    // "X, ez Y" at a clause's end ("500 fakturakoak, ez 1000": 500 invoices, not 1000), "ordez" (instead of),
    // "baizik" (but rather).
    new RegExp(`,\\s*ez\\s+(?:\\S+\\s+){0,2}\\S+\\s*(?:[.;!]|$)|${A}(?:ordez|baizik)${Z}`, 'iu'),
  ],
  ban: [
    // "ez" before a bare participle said as an instruction ("ez utzi hutsik": don't leave it empty, "ez erabili"),
    // "ez dugu … nahi / onartzen / erabiltzen" (we don't want / accept / use), "-rik ez" (no …: "publizitaterik ez").
    new RegExp(`${A}ez\\s+\\p{L}{2,}(?:tu|du|i|n)${Z}(?!\\s+${AUX}${Z})`, 'iu'),
    new RegExp(
      `${A}ez\\s+(?:dugu|dute|duzu)\\s+(?:\\p{L}+\\s+){0,4}?(?:nahi|onartzen|erabiltzen|egiten)${Z}`,
      'iu',
    ),
    new RegExp(`${A}\\p{L}{3,}rik\\s+ez${Z}`, 'iu'),
  ],
  we: [
    // "…-tzen / -ten dugu" (we do, as a habit), "erabaki dugu" (we decided), "adostu dugu" (we agreed), "arau-" (rule).
    new RegExp(`${A}\\p{L}{3,}(?:tzen|ten)\\s+dugu${Z}|${A}(?:erabaki|adostu)\\s+dugu${Z}`, 'iu'),
    words('arau'),
  ],
  only: [
    // "bakarrik" (only), "soilik" (solely), "besterik ez" (nothing else).
    words('bakarrik|soilik|besterik\\s+ez', ''),
  ],
};
