/**
 * The "is" of each language the qualified credential labels are read with (secrets-contextual.ts: "lozinka za
 * Forge račun je X", "o contrasinal de admin é X"), and what may stand between a label and it. Pattern sources,
 * composed into the scanner's regular expressions there.
 */
// Up to 120 characters of the same sentence; after a label of a language written with spaces, from a word's end.
/** What may stand between a label and its "is": up to 120 characters of the same sentence. */
export const QUALIFIER_TH = `(?:[^\\n.!?:]|[.](?=\\S)){0,120}?`;
/** What may stand between a label of a language written with spaces and its "is", from the word's end. */
export const QUALIFIER = `(?![\\p{L}])${QUALIFIER_TH}`;
/** Vietnamese "là" (is). */
export const IS_VI = `[ \\t]l[àa][ \\t]+`;
/** Arabic "هو" / "هي" (is). */
export const IS_AR = `[ \\t](?:هو|هي)[ \\t]+`;
/** A colon after a label. */
export const COLON = `[ \\t]*:[ \\t]*`;
// Thai writes no space between words, so its label may run straight into the next word ("รหัสผ่านของ DB"):
// QUALIFIER_TH has no letter boundary after the label, and "is" is "คือ" (or "เป็น") with or without spaces.
/** Thai "คือ" / "เป็น" (is), with or without spaces. */
export const IS_TH = `[ \\t]*(?:คือ|เป็น)[ \\t]*`;
// Swahili "ni" and Hebrew "הוא"/"היא"/"זה" ("is"). Hebrew joins its article and conjunctions to the word
// ("הסיסמה", "והטוקן"), so the label may carry up to two of those letters in front.
/** Swahili "ni" (is). */
export const IS_SW = `[ \\t]ni[ \\t]+`;
/** Hebrew "הוא" / "היא" / "זה" (is). */
export const IS_HE = `[ \\t](?:הוא|היא|זה|זו)[ \\t]+`;
// Greek and Greeklish "είναι" / "einai" / "ine"; Persian puts "is" (است) last, so a Persian label is read with a colon.
/** Greek and Greeklish "είναι" / "einai" / "ine" (is). */
export const IS_EL = `[ \\t](?:είναι|ειναι|einai|ine)[ \\t]*:?[ \\t]+`;
// An English label in a sentence of another language ("passkey ya paybill ni X", "ה-routing key של PagerDuty
// הוא X"): the label names a credential, the sentence's "is" is that language's.
// Urdu and Hindi "hai" ("is"), written in Latin letters (Roman Urdu, Hinglish: "DB ka password ye hai: X") or
// in Urdu script ("پاس ورڈ یہ ہے: X"), with or without "ye" ("this") before it.
const IS_UR = `[ \\t](?:(?:ye|yeh|yah)[ \\t]+)?(?:hai|hain|hay)[ \\t]*:?[ \\t]+`;
/** Urdu "یہ ہے" (this is), in Urdu script. */
export const IS_UR_SCRIPT = `[ \\t](?:یہ[ \\t]+)?ہے[ \\t]*:?[ \\t]*`;
// Polish "to" / "jest" ("hasło do X to Y").
/** Polish "to" / "jest" (is). */
export const IS_PL = `[ \\t](?:to|jest)[ \\t]+`;
// Serbian, Croatian and Bosnian "je" / "su" / "glasi" ("lozinka za Forge račun je X"); Tanglish "idhu" (this: "DB
// password idhu: X") and Tamil "இது".
/** Serbian, Croatian and Bosnian "je" / "su" / "glasi" (is). */
export const IS_SR = `[ \\t](?:je|su|glasi)[ \\t]*:?[ \\t]+`;
// Macedonian "е" (is, Cyrillic: "лозинката за cdeps.p12 е X"); Galician "é" / "era" ("o contrasinal de admin é X").
/** Macedonian "е" (is, in Cyrillic). */
export const IS_MK = `[ \\t]е[ \\t]*:?[ \\t]+`;
/** Galician "é" / "era" (is, was). */
export const IS_GL = `[ \\t](?:é|era)[ \\t]*:?[ \\t]+`;
// Welsh "yw" / "ydy" / "ydi" / "ydyw" (is) and "oedd" (was): "y cyfrinair ar gyfer porth Equifax yw X", "Client secret
// TrueLayer prod yw X".
/** Welsh "yw" / "ydy" / "ydi" / "ydyw" (is), "oedd" (was). */
export const IS_CY = `[ \\t](?:yw|ydy|ydi|ydyw|oedd)[ \\t]*:?[ \\t]+`;
/** Tanglish "idhu" and Tamil "இது" (this). */
export const IS_TA = `[ \\t](?:idhu|ithu|இது)[ \\t]*:?[ \\t]+`;
// Nigerian Pidgin "na" ("the password na X"); Romanian "e" / "este" ("parola de admin e X"). Pidgin "na" is Swahili
// "and" ("passkey ya Lipa na M-Pesa … ni X"): only a value with a digit follows it, so the pattern reads on to "ni".
const IS_PCM = `[ \\t]na[ \\t]+(?=[^\\s]*\\d)`;
/** Romanian "e" / "este" / "era" (is). */
export const IS_RO = `[ \\t](?:e|este|era)[ \\t]*:?[ \\t]+`;
// Egyptian Franco-Arabic (Arabizi) "howa" / "heya" ("it is": "el password bta3o howa X").
const IS_ARZ = `[ \\t](?:howa|hoa|heya|hya|hiya)[ \\t]*:?[ \\t]+`;
// Ukrainian and Russian "це" / "є" / "это" (is) or a dash ("токен для OTP — X").
/** Ukrainian and Russian "це" / "є" / "это" (is), or a dash. */
export const IS_UK = `[ \\t](?:—|–|це|є|это)[ \\t]+`;
// Finnish "on" (is: "security token on <value>"): English "on" is a preposition, so only before a value of 12 or
// more characters with two digits, as generated keys and passwords are ("us-east-1" and "k8s" are not).
const IS_FI = `[ \\t]on[ \\t]+(?=[^\\s]{12,})(?=(?:[^\\s\\d]*\\d){2})`;
// Malay "ialah" / "adalah" (is): "client secret MyInvois preprod ialah <value>".
/** Malay "ialah" / "adalah" (is). */
export const IS_MS = `[ \\t](?:ialah|adalah)[ \\t]+`;
// Maltese "huwa" / "hija" (is) and "kien" / "kienet" (was): "il-passphrase tal-private key hija '…'".
const IS_MT = `[ \\t](?:huwa|hija|kien|kienet)[ \\t]*:?[ \\t]+`;
/** The "is" of the languages an English label may stand in ("passkey ya paybill ni X"). */
export const FOREIGN_IS = `(?:${IS_CY}|${IS_SW}|${IS_HE}|${IS_AR}|${IS_VI}|${IS_TH}|${IS_EL}|${IS_UR}|${IS_TA}|${IS_PCM}|${IS_ARZ}|${IS_FI}|${IS_MT})`;
