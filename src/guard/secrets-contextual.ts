/**
 * Contextual detectors: a credential stated in prose, written in a config-file format (.npmrc, .pgpass,
 * .netrc, docker config, SQL), or carried by a signed or webhook URL (command lines: secrets-cli.ts). Each is keyed
 * on a literal cue so text without the cue costs one regex pass.
 */
import { Buffer } from 'node:buffer';
import { cliValueIsSecret } from './secrets-cli.js';
import {
  COLON,
  FOREIGN_IS,
  IS_AR,
  IS_CY,
  IS_EL,
  IS_GL,
  IS_HE,
  IS_MK,
  IS_MS,
  IS_PL,
  IS_RO,
  IS_SR,
  IS_SW,
  IS_TA,
  IS_TH,
  IS_UK,
  IS_UR_SCRIPT,
  IS_VI,
  QUALIFIER,
  QUALIFIER_TH,
} from './secrets-copulas.js';
import { type Candidate, SecretKind } from './secrets-kinds.js';
import { scanNamedValues } from './secrets-named.js';
import {
  CACHE_KEY,
  generated,
  isConfigFileName,
  isPlaceholder,
  isProseWord,
  negatedLabel,
  randomBody,
  withoutTrailingPunct,
} from './secrets-text.js';

// ---------------------------------------------------------------------------------------------------
// Contextual forms (prose, config files, signed URLs, webhooks), each keyed on a literal cue: one pass without it.

const TECH_TERM =
  /^(?:sha|md[45]|bcrypt|scrypt|argon|pbkdf|aes|rsa|[hrep]s\d{3}|utf|base(?:32|64)|hex|crc|blake|hmac|jwt|oauth|auth|x509|pkcs|ed25519|curve25519|tls|ssl|http|ascii|latin|ucs|des|chacha|poly1305|ecdsa|ecdh|dh)(?:\d|[-_]|$)/;

/** A value stated in a sentence ("the password is X") that is a credential rather than a word. */
function proseValueIsSecret(value: string, quoted: boolean): boolean {
  if (value.length < 4 || isPlaceholder(value)) return false;
  if (/^[$<{%/~.@#`[(]|:\/\/|^\w[\w.+-]*@[\w-]+\.[\w.]+$/.test(value)) return false;
  if (/^\d+$/.test(value)) return value.length >= 6;
  const lower = value.toLowerCase();
  if (isProseWord(lower)) return false;
  // A capitalised word or an acronym is a name ("the token is JWT", "the API key is Stripe's").
  if (/^[A-Z][a-z]+(?:'s)?$/.test(value) || /^[A-Z]{2,6}s?$/.test(value)) return false;
  // Lowercase words joined by hyphens ("short-lived", "read-only") are adjectives, and joined by slashes as well
  // ("secret/db-pass") the path of a stored secret, unless quoted.
  if (!quoted && /^[a-z]+(?:[-_/][a-z]+)+$/.test(value)) return false;
  // A dotted lower-case path is a config key ("clickhouse.password"), not its value.
  if (!quoted && /^[a-z_]+(?:\.[a-z_]+)+$/.test(value)) return false;
  // Algorithm and encoding names ("sha256-hashed", "argon2id", "utf8", "JWT-RS256", "base64url-encoded").
  if (TECH_TERM.test(lower)) return false;
  // A hyphenated value with a word of the sentence in it ("sha256-hashed", "per-user").
  if (/-/.test(value) && lower.split('-').some((part) => isProseWord(part))) return false;
  // A version or a size ("v2", "2FA", "12-character").
  if (/^v?\d+(?:\.\d+)*[a-z]{0,3}$|^\d+-[a-z]+$/i.test(value)) return false;
  return true;
}

// Patterns are literals inside small factories: a literal is cheap to instantiate (its compiled code is
// shared), and a fresh object per scan means no `lastIndex` is ever shared between scans.
// The label: password, passphrase, pwd, (client/app) secret, (auth/access/api/bot/bearer) token, api key,
// access key, secret key, PAT.
const proseStated = (): RegExp =>
  /\b(?:[\w-]+\.key|(?:master|admin|app|encryption|signing|license|private|shared|pre-shared)[ _-]key|pass(?:word|phrase|wd|code)s?|pwd|pw|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)((?:[ \t]*\([^\n()]{1,120}\))?(?:[ \t]+(?:for|of|on|to|with|para|pour|für|voor|dla|per|de|del)[ \t]+(?:[^\n.,;:!?=()]|[.,](?=\S)|\([^\n()]{1,120}\)){1,80}?)?(?:[ \t]+(?:that[ \t]+)?(?:they|we|you|i|he|she|someone|support|ops)[ \t]+(?:gave|got|sent|shared|created|generated|issued|picked|set|use|used|need)(?:[ \t]+(?:us|me|you|them|him|her))?(?:[ \t]+(?:from|for)[ \t]+(?:the[ \t]+)?[\w-]+)?)?)[ \t]*(?:\b(?:is|was|is set to|has been set to|would be|came out as|comes out as|ended up as)\b|,[ \t]*it(?:'|’)?s\b|,[ \t]*it is\b|(?<=[^ \t])(?:[ \t]*[:=]))[ \t]*/gi;
// The label may be qualified ("the sa password on the dev SQL box (sqldev01) is X"), a parenthesis included,
// or followed by who gave it ("the signing secret they gave us is X").
// proseStated without its `<file>.key` label, for text without `.key`: that label starts with any word
// character, which keeps the engine from skipping ahead to a label's first letter (the pass took twice as
// long). Without `.key` in the text it cannot match, so the matches are the same.
const proseStatedLean = (): RegExp =>
  /\b(?:(?:master|admin|app|encryption|signing|license|private|shared|pre-shared)[ _-]key|pass(?:word|phrase|wd|code)s?|pwd|pw|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)((?:[ \t]*\([^\n()]{1,120}\))?(?:[ \t]+(?:for|of|on|to|with|para|pour|für|voor|dla|per|de|del)[ \t]+(?:[^\n.,;:!?=()]|[.,](?=\S)|\([^\n()]{1,120}\)){1,80}?)?(?:[ \t]+(?:that[ \t]+)?(?:they|we|you|i|he|she|someone|support|ops)[ \t]+(?:gave|got|sent|shared|created|generated|issued|picked|set|use|used|need)(?:[ \t]+(?:us|me|you|them|him|her))?(?:[ \t]+(?:from|for)[ \t]+(?:the[ \t]+)?[\w-]+)?)?)[ \t]*(?:\b(?:is|was|is set to|has been set to|would be|came out as|comes out as|ended up as)\b|,[ \t]*it(?:'|’)?s\b|,[ \t]*it is\b|(?<=[^ \t])(?:[ \t]*[:=]))[ \t]*/gi;
/**
 * A lower-case word where a value would be: of credentials, only passwords may be plain words. A word ends at a
 * space or at sentence punctuation before one: "k#9v!x2$w…" (a generated Django key) is no word.
 */
const PLAIN_WORD_VALUE = /^[a-z]+(?=[.,;:!?)\]}'"`]*(?:\s|$))/;
// "set the SMTP password to X", "changed the root password to X".
const proseSetTo = (): RegExp =>
  /\b(?:set|change|changed|reset|update|updated)[ \t]+(?:the[ \t]+|its[ \t]+|their[ \t]+)?(?:[\w-]+[ \t]+){0,3}?(?:pass(?:word|phrase|wd|code)s?|pwd|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)[ \t]+to[ \t]+/gi;
// "password" in the languages developers most often write notes in. A word of the label's language may
// stand between it and the value ("Das Passwort lautet X", "le mot de passe est X", "la contraseña es X").
// Chinese "密码" is typed "mima" in pinyin. Georgian "პაროლი" (or "პაროლია", "the password is") labels a value;
// its plural and case forms ("პაროლები", "პაროლით") are talk about passwords. So does Armenian "գաղտնաբառը" (the
// password), before its value with a space or the Armenian comma ("օպերատորի գաղտնաბառը՝ X"). Hungarian and Bangla need no verb at all ("a keystore jelszó X", "রেডিসের পাসওয়ার্ড X"); Bangla's য় is written
// precomposed or as য + nukta, so both spellings are labels. Afrikaans "wagwoord"; Azerbaijani "parol" / "parolu"
// (its password) and "şifrə", with a note in brackets between label and value ("Redis parolu (prod): X"); Basque
// "pasahitza" (the password) before its value ("ziurtagiriaren (.p12) pasahitza: X"); Macedonian "лозинка" and
// Galician "contrasinal" ("usuario ops, contrasinal X"); Welsh "cyfrinair" and its mutations (gyfrinair, chyfrinair…).
const proseForeign = (): RegExp =>
  /(?<![\p{L}\p{N}])(?:passw(?:ort|oord)|kennwort|mot[ \t]+de[ \t]+passe|contrase(?:[ñn]|ny)a|senha|wachtwoord|paswoord|l[öo]sen(?:ord)?|adgangskode|kodeord|passord|slapta[žz]od\p{L}*|\p{L}*salasan\p{L}*|has[łl]o|heslo|gesl(?:o|a|om)|şifre|sifre|пароль|құпия[ \t]?сөз\p{L}*|パスワード|密码|密碼|비밀번호|पासवर्ड|कूटशब्द|jelsz(?:ó|o|ava|avat|ót|ot|avát)|პაროლია?(?![\p{L}])|գաղտնաբառ(?:ը|ն)?(?![\p{L}])|lykilor[ðd]\p{L}{0,4}|wagwoord|parol(?:u|un|dur)?(?![\p{L}])|pasahitz(?:a|ak)?(?![\p{L}])|лозинка(?![\p{L}])|contrasinal(?![\p{L}])|(?:c|g|ch|ngh)yfrinair(?![\p{L}])|şifrə(?:si|dir)?(?![\p{L}])|mima|পাসও(?:\u09DF|\u09AF\u09BC)ার্ড(?:টা|টি)?)(?:[ \t]*\([^\n()]{1,40}\))?(?:[ \t]+([\p{L}\p{M}]{1,8}))?[ \t]*(?:[:=：՝][ \t]*|[ \t]+)/giu;
// A salt that signs requests (JazzCash's "integrity salt") is read the same way, and an OAuth client's secret after
// its id ("client id X, client secret 9f3c…") when it is long enough to be generated, and a licence key the same
// way (Checkbox's `X-License-Key 8d2f…`, a cash register's), and a private key's (J&T's `privateKey 8e3b…`).
const proseBare = (): RegExp =>
  /\b(?:password|passwd|passphrase|pwd|pw|(?:integrity[ \t]+)?salt|((?:client|app|consumer)[ \t_-]secret|licen[cs]e[ \t_-]key|private[ \t_-]?key))[ \t]+([^\s"'`]{6,128})/gi;
// An environment variable's name as the label ("POSTMARK_TOKEN on staging is X"): upper case only, so "the
// csrf_token is …" in prose is left to the other forms.
// Its "is" may be another language's ("RAILS_MASTER_KEY tou staging einai X", Greeklish), after up to three words,
// or a colon at the end of a clause about it.
const proseEnvName = (): RegExp =>
  /\b[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|KEY|PASSWORD|PASS|PWD|PASSPHRASE)\b(?:(?:[ \t]+(?:for|of|on|in)[ \t]+[\w.-]+){0,2}[ \t]+(?:is|was)|(?:[ \t]+[\p{L}\w.-]+){0,3}?[ \t]+(?:einai|είναι|ine|ni|là|ist|est|es|é|è|jest|är|er|adalah)|[ \t]+on(?=[ \t]+[^\s]{12,})|[^\n:=`]{1,120}?:(?=[ \t]))[ \t]+/gu;
const proseUsing = (): RegExp =>
  /\b(?:with|using|via)[ \t]+(?:the[ \t]+)?(?:pass(?:word|phrase|wd|code)s?|pwd|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)[ \t]+/gi;
/**
 * "the admin password is X", "password for the jump host: X", "log in with password X", "the GPG
 * passphrase is 'a b c d'". The value is taken whatever its alphabet, unless it is a word of the sentence.
 */
export function scanProse(text: string, out: Candidate[]): void {
  const stated = /\.key/i.test(text) ? proseStated() : proseStatedLean();
  for (let m = stated.exec(text); m !== null; m = stated.exec(text)) {
    // `password: X` right after the label is an assignment, judged by that detector's code-aware rules.
    const op = /[:=][ \t]*$/.test(m[0]);
    if (op && (m[1] ?? '') === '') continue;
    // "the example password is …" is documentation.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/\b(?:example|sample|dummy|fake|placeholder)\b[^.\n]{0,20}$/i.test(before)) continue;
    const at = m.index + m[0].length;
    // "If the Secret is lost, …": a state said of a secret or a token, not its value (see below).
    if (!/pass/i.test(m[0]) && PLAIN_WORD_VALUE.test(text.slice(at, at + 65))) continue;
    // "the passcode for the server room door is 4471": a passcode is digits, fewer than a number-only password's six.
    const code = /passcode/i.test(m[0]) ? /^(\d{4,5})(?![\w.,-])/.exec(text.slice(at))?.[1] : undefined;
    if (code !== undefined && !/^(?:1234|0000|12345|00000)$/.test(code))
      out.push({ kind: SecretKind.PasswordProse, start: at, end: at + code.length });
    else pushProseValue(text, at, /pass(?:word|phrase)s?\b/i.test(m[0]), out);
  }
  for (const re of [proseUsing(), proseSetTo(), proseEnvName()]) {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const at = m.index + m[0].length;
      // "together with the token decimals": after "token" or "key", a lower-case word goes on naming a thing
      // ("token decimals", "key rotation"); of credentials, only passwords may be plain words.
      if (!/pass/i.test(m[0]) && PLAIN_WORD_VALUE.test(text.slice(at, at + 65))) continue;
      // "TICKET_SIGNING_KEY for prod (hex) in case … gets wiped again: <value>": after a clause, only a generated value.
      if (/:[ \t]+$/.test(m[0]) && !generated(/[^\s"'`]*/y.exec(text.slice(at))?.[0] ?? '')) continue;
      pushProseValue(text, at, false, out);
    }
  }
  scanNamedValues(text, out);
  // Apple (and Google) app passwords are four groups of four lowercase letters, or the sixteen run together
  // ("App-Kennwort: kzrwqpxmtvbnhjls"): no digit to tell them from words, so the label must say what they are.
  const appPassword =
    /\bapp(?:lication)?[ \t-]+(?:(?:specific[ \t-]+)?(?:password|passwort|kennwort|wachtwoord|l[öo]senord|senha|contrase(?:[ñn]|ny)a)(?![\p{L}])[^\n]{0,80}?|specific[ \t-]+(?:one|pw|pass)\b[^\n]{0,80}?)(?<![\p{L}])([a-z]{4}[- ][a-z]{4}[- ][a-z]{4}[- ][a-z]{4}|[a-z]{16})(?![\p{L}\p{N}])/giu;
  for (let m = appPassword.exec(text); m !== null; m = appPassword.exec(text)) {
    const value = m[1] ?? '';
    if (isPlaceholder(value) || /^(?:x{4}[- ]){3}x{4}$/i.test(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.PasswordProse, start, end: start + value.length });
  }
  // Another language's label, then its value (see labelledValue).
  const foreign = proseForeign();
  for (let m = foreign.exec(text); m !== null; m = foreign.exec(text)) {
    // "das Kennwort vom B1-Integrationsuser", "le mot de passe du compte X": the word after the label says whose
    // password it is, and what follows names that owner.
    if (m[1] !== undefined && OWNER_WORDS.has(m[1].toLowerCase()) && !/[:=：]/.test(m[0])) continue;
    if (negatedLabel(text, m.index)) continue;
    const at = m.index + m[0].length;
    const value = labelledValue(text, at);
    if (value !== undefined) out.push({ kind: SecretKind.PasswordProse, start: at, end: at + value.length });
  }
  // Unifonic's AppSid (its API credential), Greek and Greeklish "κωδικός / kwdikos … είναι <value>", Persian
  // "رمز / کلید … : <value>", a NATS nkey seed by its label, Swahili "nenosiri … ni <value>", Hebrew "הסיסמה … היא <value>", Thai "รหัสผ่าน <of what> คือ <value>", Vietnamese "mật khẩu <of what> là <value>", Arabic "كلمة المرور <of what> هي <value>", "باسورد الـ MySQL بتاع
  // staging هو <value>": the label may be qualified at length before the word for "is".
  // Each label takes its own language's "is": "mk" (a Vietnamese shorthand) only before "là", so an English
  // "mk target is Makefile2" stays prose.
  const qualified = new RegExp(
    `(?:(?:รหัสผ่าน|รหัสลับ|พาสเวิร์ด|พาสเวิด|โทเค็น)${QUALIFIER_TH}(?:${IS_TH}|${COLON})|(?<![\\p{L}])(?:(?:m[ậa]t[ \\t]+kh[ẩa]u|kh[óo]a[ \\t]+b[íi][ \\t]+m[ậa]t|m[ãa][ \\t]+b[íi][ \\t]+m[ậa]t)${QUALIFIER}(?:${IS_VI}|${COLON})|mk${QUALIFIER}${IS_VI}|(?:(?:ال)?باسو?ورد|كلمة[ \\t]+(?:ال)?(?:مرور|سر)|(?:ال)?رقم[ \\t]+(?:ال)?سري|(?:ال)?توكن)${QUALIFIER}(?:${IS_AR}|${COLON})|app[ _-]?sid${QUALIFIER}(?:[ \\t]is[ \\t]+|${IS_AR}|${COLON})|(?:nenosiri|neno[ \\t]+la[ \\t]+siri|siri)${QUALIFIER}(?:${IS_SW}|${COLON})|[הובלשמ]{0,2}(?:סיסמ(?:ה|א|ת|אות|ות)|טוקן|מפתח)${QUALIFIER}${IS_HE}|(?:pass(?:word|phrase|key|code)|token|secret|key)${QUALIFIER}${FOREIGN_IS}|(?:k[wo]dikos|κωδικ[οό]ς|συνθηματικ[οό]|ramz)${QUALIFIER}(?:${IS_EL}|${COLON})|(?:رمز|کلمه[ \\t\u200c]?ی?[ \\t]?عبور|پسورد|توکن|کلید|سکرت)${QUALIFIER}${COLON}|(?:پاس[ \\t\u200c]?ورڈ|پاسورڈ|ٹوکن)${QUALIFIER}(?:${IS_UR_SCRIPT}|${COLON})|(?:has[łl]o|klucz|sekret)${QUALIFIER}(?:${IS_PL}|${COLON})|(?:parol(?:a|ei|ele)|cheia|cheie)${QUALIFIER}(?:${IS_RO}|${COLON})|(?:parol(?:e|i|es)|atsl[eē]g(?:a|u|as)|nosl[eē]pum(?:s|u|a))${QUALIFIER}(?:[ \t]ir[ \t]+|${COLON})|parool\\p{L}*${QUALIFIER}(?:[ \\t]on[ \\t]+|${COLON})|(?:lykil(?:l|linn|ils)?|lykilor[ðd]\\p{L}*)${QUALIFIER}(?:[ \\t]er[ \\t]+|${COLON})|la[ \\t]+(?:contra|clave)${QUALIFIER}(?:[ \\t](?:es|era)[ \\t]+|${COLON})|(?:lozink\\p{L}*|[šs]ifr(?:a|u|e|om)|klju[čc](?:a|em|evi)?)${QUALIFIER}(?:${IS_SR}|${COLON})|лозинк\\p{L}*${QUALIFIER}(?:${IS_MK}|${COLON})|contrasinal\\p{L}*${QUALIFIER}(?:${IS_GL}|${COLON})|(?:c|g|ch|ngh)yfrin(?:air|ach)${QUALIFIER}${IS_CY}|(?:கடவுச்சொல்|பாஸ்வேர்ட்|பாஸ்வேர்டு)${QUALIFIER}(?:${IS_TA}|${COLON})|(?:ключ|токен|пароль|парол|секрет)\\p{L}*${QUALIFIER}(?:${COLON}|${IS_UK})|(?:api[ \\t_-]?key|(?:x[ \\t_-])?signature[ \\t_-]key|client[ \\t_-]secret|kata[ \\t_-]?laluan)${QUALIFIER}(?:${COLON}|${IS_MS})|(?:tajn\\p{L}+[ \\t]+kl[íi][čc]\\p{L}*|kl[íi][čc]\\p{L}*|[hg]esl(?:o|a|em|om))${QUALIFIER}(?:${COLON}|[ \\t](?:je|jsou)[ \\t]+)|(?:routing|integration|service|ingest(?:ion)?)[ \\t_-]key${QUALIFIER}(?:[ \\t](?:is|was)[ \\t]+|${COLON})|nkey(?:[ \\t]+seed)?${QUALIFIER}(?:${COLON}|${FOREIGN_IS})))`,
    'giu',
  );
  for (let m = qualified.exec(text); m !== null; m = qualified.exec(text)) {
    const at = m.index + m[0].length;
    // A quoted value after the label's "is" is read as the English forms read one: a passphrase's words and all
    // (after a colon it may be the next field of a config: `apiKey: "…", authDomain: "acme.firebaseapp.com"`).
    if (/^["'`“]/.test(text[at] ?? '') && !/:[ \t]*$/.test(m[0])) {
      pushProseValue(text, at, /pass(?:word|phrase)/i.test(m[0]), out);
      continue;
    }
    const value = labelledValue(text, at);
    if (value === undefined) continue;
    // A key ("klucz", "ključ", "cheia", "atslēga", "lykill", "ключ") names a cache's or a map's key as often as a credential, and "šifra" a
    // product's or a partner's code: only a value with a digit, or a password's length and a lower-case letter, is one.
    if (
      /^klu|^klju|^chei|^atsl|^lykil(?!or)|^ключ|^kl[íi]|^tajn|^api|^x[ _-]|^sig|^la[ \t]+clave/i.test(
        m[0],
      ) &&
      (!/\d/.test(value) || CACHE_KEY.test(value))
    )
      continue;
    if (/^[šs]ifr/i.test(m[0]) && (value.length < 8 || !/\p{Ll}/u.test(value))) continue;
    // A vendor's routing or integration key (PagerDuty's, an alerting service's) is generated; an AMQP routing key
    // ("orders.created") or a service's key in a map is a name.
    if (/^(?:routing|integration|service|ingest)/i.test(m[0]) && !generated(value)) continue;
    out.push({ kind: SecretKind.PasswordProse, start: at, end: at + value.length });
  }
  // "…, password Zebra-Lamp-77": no verb, so only a value that mixes letters and digits counts.
  const bare = proseBare();
  for (let m = bare.exec(text); m !== null; m = bare.exec(text)) {
    const raw = m[2] ?? '';
    const value = withoutTrailingPunct(raw);
    if (
      value.length < (m[1] === undefined ? 6 : 16) ||
      !/\d/.test(value) ||
      !/[A-Za-z]/.test(value) ||
      !proseValueIsSecret(value, false)
    ) {
      continue;
    }
    const start = m.index + m[0].length - raw.length;
    out.push({ kind: SecretKind.PasswordProse, start, end: start + value.length });
  }
}

/** Prepositions and articles after a label: they introduce whose credential it is, not its value. */
const OWNER_WORDS: ReadonlySet<string> = new Set(
  'vom von für fur des der die das dem den zum zur du de la le les del al da do dos di dei della per for of the to from na od za dla pro för till på van voor bij op для від от из з до к у'.split(
    ' ',
  ),
);

/**
 * The value after another language's label, when it can be a credential: it mixes letters with digits or symbols
 * ("Sommer2024!"), which a word of the sentence does not, since that language's verbs are not known here.
 */
function labelledValue(text: string, at: number): string | undefined {
  // "पासवर्ड \"सगरमाथा-८८४८-Kp\" हो": a value quoted before the verb, judged without its quotes and returned with them
  // (callers mark the span from `at`, the opening quote).
  const quoted = /^["“'`]([^\s"”'`]{4,128})["”'`]/.exec(text.slice(at, at + 132))?.[1];
  if (quoted !== undefined)
    return labelledValue(quoted, 0) === quoted ? text.slice(at, at + quoted.length + 2) : undefined;
  const raw = /[^\s"'`]{1,512}/y.exec(text.slice(at))?.[0] ?? '';
  const value = withoutTrailingPunct(raw);
  // "klucz cepik:vin:<VIN>,": a template's slot is a placeholder, though stripping the comma cut its `>`.
  if (isPlaceholder(raw) || !/\p{L}/u.test(value) || !/[\p{N}\p{P}\p{S}]/u.test(value)) return undefined;
  // "…: quarkus.oidc.credentials.secret=${KEYCLOAK_CLIENT_SECRET}": an assignment, which its own detector judges.
  // A config file named as where it is ("DB pasahitza application.properties-en jarri dut"): no value either.
  if (/^[\w.-]+=/.test(value) || isConfigFileName(value)) return undefined;
  return proseValueIsSecret(value, false) ? value : undefined;
}

function pushProseValue(text: string, at: number, allowSpaces: boolean, out: Candidate[]): void {
  const q = text[at];
  if (q === '"' || q === "'" || q === '`' || q === '“') {
    const closeChar = q === '“' ? '”' : q;
    const rel = text.slice(at + 1, at + 257).indexOf(closeChar);
    if (rel <= 0) return;
    const value = text.slice(at + 1, at + 1 + rel);
    if (/\n/.test(value) || (!allowSpaces && /\s/.test(value))) return;
    if (
      /\s/.test(value)
        ? value.split(/\s+/).length < 3 || isPlaceholder(value)
        : !proseValueIsSecret(value, true)
    )
      return;
    out.push({ kind: SecretKind.PasswordProse, start: at + 1, end: at + 1 + rel });
    return;
  }
  const run = /[^\s"'`]{1,512}/y;
  run.lastIndex = at;
  const r = run.exec(text);
  if (r === null) return;
  // Sentence punctuation is not part of the value; `!` often is (`Sommer2023!`), so it stays.
  const value = withoutTrailingPunct(r[0]);
  if (!proseValueIsSecret(value, false)) {
    // "the api key is ota-svc / Yt5WqN8r…": a user name, then its password after a slash.
    const pair = /^[ \t]*\/[ \t]*([^\s"'`]{6,128})/.exec(
      text.slice(at + value.length, at + value.length + 140),
    );
    const second = pair?.[1] === undefined ? undefined : withoutTrailingPunct(pair[1]);
    if (second === undefined || !/\d/.test(second) || !/[A-Za-z]/.test(second)) return;
    if (!proseValueIsSecret(second, false)) return;
    const start = at + value.length + (pair?.[0].length ?? 0) - (pair?.[1]?.length ?? 0);
    out.push({ kind: SecretKind.PasswordProse, start, end: start + second.length });
    return;
  }
  // "the refresh token was already used", "….key is mode 0600": a lowercase word that the sentence goes on
  // from with a participle, an adverb or a number is part of the sentence ("is swordfish for staging" is not).
  const after = /^[ \t]+([a-z]+|\d+)\b/.exec(text.slice(at + value.length, at + value.length + 40))?.[1];
  if (/^[a-z]+$/.test(value) && after !== undefined && /^(?:\d+|[a-z]+(?:ed|en|ly))$/.test(after)) return;
  out.push({ kind: SecretKind.PasswordProse, start: at, end: at + value.length });
}

/**
 * Config-file formats whose credential has no telling key: `.npmrc` `_auth` and Docker `"auth"`
 * (base64 of `user:password`), `.pgpass` lines, `.netrc` entries, SQL `PASSWORD '…'` / `IDENTIFIED BY '…'`.
 */
export function scanConfigForms(text: string, out: Candidate[]): void {
  // Each form is tried only when its cue is in the text: most memories have none of them.
  const lower = text.toLowerCase();
  if (lower.includes('auth')) scanAuthBlobs(text, out);
  if (text.includes(':')) scanPgpass(text, out);
  if (lower.includes('password')) scanNetrc(text, out);
  if (lower.includes('password') || lower.includes('identified')) scanSqlPasswords(text, out);
  if (text.includes('</')) scanXmlElements(text, out);
  if (text.includes('define')) scanPhpDefines(text, out);
  if (text.includes('[')) scanSubscripts(text, out);
}

/** A value that stands in for a credential: a placeholder, a template reference or a word of a sentence. */
function standsIn(value: string): boolean {
  return (
    isPlaceholder(value) || /\$\{|\{\{|%\w+%/.test(value) || (/^[a-z]+$/.test(value) && isProseWord(value))
  );
}

/** A config value that is a credential: long enough, not a stand-in, not read from the environment. */
function configValue(value: string): boolean {
  return value.length >= 6 && !standsIn(value) && !/getenv|env\(/i.test(value);
}

/** WordPress-style `define( 'DB_PASSWORD', '…' )`, `define('AUTH_KEY', '…')`. */
function scanPhpDefines(text: string, out: Candidate[]): void {
  const re =
    /\bdefine\(\s*['"]([A-Z0-9_]*(?:PASSWORD|PASSWD|PASS|SECRET|KEY|SALT|TOKEN)[A-Z0-9_]*)['"]\s*,\s*(['"])((?:(?!\2)[^\n]){6,256})\2\s*\)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const value = m[3] ?? '';
    if (!configValue(value)) continue;
    const start = m.index + m[0].lastIndexOf(value);
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

/** `configuration.api_key["apiKeyAuth"] = "67b2…"`, `secrets['token'] = '…'`: a credential set by subscript. */
function scanSubscripts(text: string, out: Candidate[]): void {
  const re =
    /\b(?:api_?key|token|secret|password|passwd|credentials?)s?\s*\[\s*["'][^"'\]\n]{1,40}["']\s*\]\s*=\s*(["'])([^"'\s]{8,256})\1/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const value = m[2] ?? '';
    if (!configValue(value)) continue;
    const start = m.index + m[0].lastIndexOf(value);
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

/** `<password>…</password>`, `<apiToken>…</apiToken>` (Maven settings.xml, NuGet, app configs). */
function scanXmlElements(text: string, out: Candidate[]): void {
  const el =
    /<((?:[A-Za-z][\w.-]{0,40})?(?:password|passwd|passphrase|secret|token|apikey|api_key|accesskey|secretkey))>([^<\s]{4,512})<\/\1>/gi;
  for (let m = el.exec(text); m !== null; m = el.exec(text)) {
    const value = m[2] ?? '';
    if (standsIn(value)) continue;
    const start = m.index + 2 + (m[1] ?? '').length;
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

function scanAuthBlobs(text: string, out: Candidate[]): void {
  const auth =
    /(?:^|[\s{,"'])_?auth["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/]{8,2048}={0,2})(?![A-Za-z0-9+/=])/gim;
  for (let m = auth.exec(text); m !== null; m = auth.exec(text)) {
    const value = m[1] ?? '';
    const decoded = Buffer.from(value, 'base64').toString('latin1');
    if (!/^[\x20-\x7e]{1,256}:[\x20-\x7e]{3,}$/.test(decoded) || isPlaceholder(decoded.split(':')[1] ?? ''))
      continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

function scanPgpass(text: string, out: Candidate[]): void {
  // A line of its own; where the text names `.pgpass`, also a line quoted in a sentence ("line for your
  // ~/.pgpass: host:5432:db:user:pw").
  const pgpass = /pgpass/i.test(text)
    ? /(?<![^\s"'`(])([A-Za-z0-9.*_-]{1,253}):(\d{1,5}|\*):([^\s:]{1,128}):([^\s:]{1,128}):(\S{1,256}?)[.,;)"'`]?(?=\s|$)/g
    : /^[ \t]*([A-Za-z0-9.*_-]{1,253}):(\d{1,5}|\*):([^\s:]{1,128}):([^\s:]{1,128}):(\S{1,256})[ \t]*$/gm;
  for (let m = pgpass.exec(text); m !== null; m = pgpass.exec(text)) {
    const value = m[5] ?? '';
    // The host is a name, an address or `*`: a timestamp (`12:30:00:…`) has no letter, dot or star.
    if (!/[A-Za-z.*]/.test(m[1] ?? '') || isPlaceholder(value) || value.length < 3) continue;
    const start = m.index + m[0].indexOf(value, m[0].length - value.length - 2);
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

function scanNetrc(text: string, out: Candidate[]): void {
  const netrc =
    /\b(?:machine[ \t]+\S{1,253}|default)(?:\s+(?:login|account)[ \t]+\S{1,256}){0,2}\s+password[ \t]+(\S{1,256})/g;
  for (let m = netrc.exec(text); m !== null; m = netrc.exec(text)) {
    const value = m[1] ?? '';
    if (!cliValueIsSecret(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

function scanSqlPasswords(text: string, out: Candidate[]): void {
  const sql =
    /\b(?:PASSWORD|IDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY)[ \t]*(?:=[ \t]*)?'([^'\n]{1,256})'/gi;
  for (let m = sql.exec(text); m !== null; m = sql.exec(text)) {
    const value = m[1] ?? '';
    if (/^password/i.test(m[0])) {
      const before = text.slice(Math.max(0, m.index - 200), m.index);
      if (!/\b(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN)\b[^;]*$/i.test(before)) continue;
    }
    if (isPlaceholder(value) || value.length < 3) continue;
    const start = m.index + m[0].length - value.length - 1;
    out.push({ kind: SecretKind.ConfigCredential, start, end: start + value.length });
  }
}

/** Signed URLs (Azure SAS, S3 and GCS presigned), webhook URLs and a few vendor shapes without a prefix. */
export function scanUrlSignatures(text: string, out: Candidate[]): void {
  if (text.includes('=')) scanSignatureParams(text, out);
  if (/hook/i.test(text)) scanWebhooks(text, out);
  scanUnprefixedShapes(text, out);
}

function scanSignatureParams(text: string, out: Candidate[]): void {
  const sig =
    /[?&](?:sig|X-Amz-Signature|X-Amz-Security-Token|X-Goog-Signature|X-Goog-Credential-Signature|Signature)=([^&\s"'<>#]{16,8192})/g;
  for (let m = sig.exec(text); m !== null; m = sig.exec(text)) {
    const value = m[1] ?? '';
    if (isPlaceholder(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.UrlSignature, start, end: start + value.length });
  }
}

function scanWebhooks(text: string, out: Candidate[]): void {
  const hook =
    /\bhttps?:\/\/(?:(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/|[\w.-]*webhook\.office\.com\/webhookb2\/|outlook\.office(?:365)?\.com\/webhook\/)([^\s"'<>)]{20,600})/g;
  for (let m = hook.exec(text); m !== null; m = hook.exec(text)) {
    const value = m[1] ?? '';
    if (isPlaceholder(value) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.WebhookUrl, start, end: start + value.length });
  }
  // Deploy and build hooks (Envoyer, Vercel, Netlify, Forge) are URLs whose path carries the key: whoever has
  // the URL can deploy. Named as a hook, a generated segment of the path is that key.
  const path = /\bhttps?:\/\/[\w.-]+\/(?:[\w.-]+\/){0,6}?([A-Za-z0-9_-]{20,128})(?![\w-])/g;
  for (let m = path.exec(text); m !== null; m = path.exec(text)) {
    const value = m[1] ?? '';
    if (isPlaceholder(value) || !randomBody(value, 'mixed') || !generated(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.WebhookUrl, start, end: start + value.length });
  }
}

function scanUnprefixedShapes(text: string, out: Candidate[]): void {
  // A PEM private key stored base64-encoded (kubeconfig, Helm values, CI variables): "-----BEGIN " encodes
  // to `LS0tLS1CRUdJTi`, and the decoded header says whether the key is private.
  if (text.includes('LS0tLS1CRUdJTi')) {
    const pem = /LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,65536}={0,2}/g;
    for (let m = pem.exec(text); m !== null; m = pem.exec(text)) {
      const head = Buffer.from(m[0].slice(0, 80), 'base64').toString('latin1');
      if (/^-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY/.test(head)) {
        out.push({ kind: SecretKind.PrivateKey, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  const shapes: [SecretKind, string, RegExp][] = [
    [SecretKind.TelegramBotToken, ':AA', /(?<![0-9:])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g],
    [SecretKind.MailchimpKey, '-us', /\b[0-9a-f]{32}-us\d{1,2}\b/g],
    [
      SecretKind.AzureClientSecret,
      'Q~',
      /(?<![\w~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![\w~.-])/g,
    ],
    [SecretKind.AzureDevopsPat, 'AZDO', /\b[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}\b/g],
    [SecretKind.DiscordBotToken, '.', /\b[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/g],
  ];
  for (const [kind, cue, re] of shapes) {
    if (!text.includes(cue)) continue;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (kind === SecretKind.DiscordBotToken && !randomBody(m[0], 'mixed')) continue;
      out.push({ kind, start: m.index, end: m.index + m[0].length });
    }
  }
  // Blockchain RPC providers put the project's key in the URL path (Alchemy `/v2/<key>`, Infura `/v3/<hex>`,
  // QuickNode `/<hex>/`): the URL is the credential, pasted as an endpoint.
  if (/alchemy|infura|quiknode/i.test(text)) {
    const rpc =
      /\bhttps?:\/\/[\w.-]*(?:alchemy\.com\/v2|alchemyapi\.io\/v2|infura\.io\/v3|quiknode\.pro)\/([A-Za-z0-9_-]{24,64})(?![A-Za-z0-9_-])/g;
    for (let m = rpc.exec(text); m !== null; m = rpc.exec(text)) {
      const value = m[1] ?? '';
      if (isPlaceholder(value) || !/\d/.test(value) || !/[A-Za-z]/.test(value)) continue;
      const start = m.index + m[0].length - value.length;
      out.push({ kind: SecretKind.VendorToken, start, end: start + value.length });
    }
  }
  // Azure DevOps classic PATs are 52 characters of base32 with nothing to tell them apart but a label.
  const ado = /\b(?:ado|devops|azure[ _-]?devops|PAT)\b[^\n]{0,40}?(?<![a-z2-7])([a-z2-7]{52})(?![a-z0-9])/gi;
  for (let m = ado.exec(text); m !== null; m = ado.exec(text)) {
    const value = m[1] ?? '';
    if (!/[2-7]/.test(value) || !/^[a-z2-7]+$/.test(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.AzureDevopsPat, start, end: start + value.length });
  }
}
