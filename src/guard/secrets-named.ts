/**
 * Credentials named at more length than the label-and-verb forms of secrets-contextual.ts read: a label with the
 * names of what it is for before a generated value, a bare bearer token, a passphrase quoted right after its label or
 * told in plain words, Redis's AUTH password, a radio's bond or session key, any named key stated as a generated value,
 * a Wi-Fi's or a keystore's "pass", HTTP basic auth's user and password, a one-time-password seed, an account's password
 * after its e-mail, and a password's label with words of any language before a colon.
 */
import { type Candidate, SecretKind } from './secrets-kinds.js';
import { generated, isPlaceholder, withoutTrailingPunct } from './secrets-text.js';

// "Client secret TrueLayer prod is 7f2b…", "the signing secret Adyen live: 9f3c…", "signing secret for staging
// webhooks -> 9f3c…": a credential's label, up to three names of what it is for, then its value; or "bearer 8d2f…".
// Only a generated value counts there (a word or a name is not one), and not after words that name something about
// the credential (its id, name, prefix, TTL, header…).
const proseNamedGenerated = (): RegExp =>
  /\b(?:(?:client|app|consumer|signing|webhook)[ \t_-]secret|secret[ \t_-]key|api[ \t_-]?key|(?:access|auth|bearer|bot|refresh)[ \t_-]token|token|secret)(?:[ \t]+(?!(?:ids?|names?|prefix|hash|length|ttl|version|format|type|header|path|arn|url|fingerprint|kid|is|was)(?![\p{L}\p{N}]))[\p{L}\p{N}_.-]+){1,3}?(?:[ \t]+(?:is|was)[ \t]+|:[ \t]+|[ \t]*(?:->|→|=>)[ \t]*)|\bbearer[ \t]+/giu;

/**
 * Words that make a quoted phrase a rule about the password, not the password: its verbs and negations ('the
 * password "must not be empty"'). A passphrase may hold a preposition ("kookaburra laughs at midnight").
 */
const SENTENCE_WORD_RE =
  /^(?:is|are|be|been|was|were|to|not|no|it|this|that|must|should|can|cannot|will|may|might|need|needs|has|have)$/i;

// "Redis AUTH for staging is hunter2hunter2": Redis's AUTH command (upper case: "auth" in prose is the subsystem) and
// its password, a value with letters and digits.
const REDIS_AUTH_RE =
  /\bAUTH(?:[ \t]+(?:for|on|in|of)[ \t]+[\w.-]+){0,2}[ \t]+(?:is|was|:)[ \t]+([^\s"'`]{8,128})/g;

// "is" in English and in the languages whose sentences name a key or a seed in English ("Der Recovery-Key … lautet").
const IS = String.raw`[ \t](?:is|was|ist|lautet|est|es|é|è|era|jest|je|er|är|on)[ \t]+`;

// "The vault unseal key is 3f9a…", "recovery key for the laptop: 7QK2-…": a key of any name stated as a generated value
// (a long mix of letters and digits). Keys that name a place or a row (primary, partition, sort, idempotency, cache,
// routing, object, public…) are not credentials, whatever their value looks like.
// Its "is" may be another language's ("Der Recovery-Key für den Laptop lautet 7QK2-…"), after up to 60 characters.
const NAMED_KEY_RE = new RegExp(
  String.raw`\b([\p{L}][\p{L}\p{N}-]*)[ \t_-]key\b[^\n:=.]{0,60}?(?:${IS}|:[ \t]+|=[ \t]*)`,
  'giu',
);
/** Words between a key and its "is" that say something about the key, not its value ("the key fingerprint is …"). */
const ABOUT_THE_KEY =
  /\bkey\b[^\n]*?\b(?:fingerprints?|ids?|hash(?:es)?|digest|checksum|kcv|sha-?\d*|md5|length|size|format|type|prefix|names?|version|rotation|ttl|header|path|arn|url|alias)\b/i;
const PUBLIC_KEY_WORDS: ReadonlySet<string> = new Set(
  'public primary foreign partition sort range hash shard sharding idempotency idempotence dedup dedupe deduplication cache caching routing object s3 lookup map row composite natural surrogate unique index message record sequence correlation tracking order customer user product event group join sign verification verify gpg pgp ssh host'.split(
    ' ',
  ),
);

// "the wifi pass is GreenTeapot42", "SSID acme-guest, pass GreenTeapot42", "the keystore pass is …": "pass" alone is
// a verb or a ticket, so only after what it unlocks (or a user name or SSID before it), and before a value that
// mixes letters and digits.
const PASS_RE =
  /\b(?:(?:wi-?fi|keystore|key[ \t]?store|truststore|db|database|admin|root|s?ftp|smtp|imap|vpn|zip|archive|ssh|sudo|router|redis|mysql|postgres)[ \t_-]pass\b(?:[ \t]+(?:for|of|on)[ \t]+(?:the[ \t]+)?[\w.-]+)?[ \t]*(?:[ \t]is[ \t]+|:[ \t]*|=[ \t]*)|(?:ssid|user(?:name)?|login)\b[^\n.;]{1,40}?[, \t/]pass(?:[ \t]*[:=][ \t]*|[ \t]+))/gi;

// "Basic auth for the staging site is staging:letmein2024": HTTP basic auth's user and password joined by a colon.
const BASIC_AUTH_RE = new RegExp(
  String.raw`\bbasic[ \t_-]?auth\b[^\n:=]{0,60}?(?:${IS}|:[ \t]+|=[ \t]*)([^\s"'\`:/@]{1,64}):([^\s"'\`]{4,128})`,
  'gi',
);

// "LTK 0x7be1c94f…", "AppKey: 2b7e1516…": a Bluetooth bond's or a LoRaWAN device's key, 16 bytes of hex.
const RADIO_KEY = (): RegExp =>
  /\b(?:LTK|IRK|CSRK|link[ _-]?key|long[ _-]term[ _-]key|app[ _-]?s?key|nwk[ _-]?s?key|network[ _-]key|application[ _-]key)\b[ \t]*[:=]?[ \t]*(?:0x)?([0-9a-fA-F]{32})\b/g;

// "the OTP seed for the shared account is JBSWY3DPEHPK3PXP": a one-time-password generator's seed, base32.
const OTP_SEED_RE = new RegExp(
  String.raw`\b(?:t?otp|2fa|mfa|authenticator)[ \t_-](?:seed|secret|key)\b[^\n:=]{0,60}?(?:${IS}|:[ \t]*|=[ \t]*)((?:[A-Z2-7]{4}[ \t]?){3,15}[A-Z2-7]{0,4}={0,6})(?![A-Za-z0-9])`,
  'gi',
);

// "for the demo account use demo@acme.io and Demo2024!": an account's e-mail, then its password.
const ACCOUNT_USE_RE =
  /\b(?:account|login|user|sign[ -]?in)\b[^\n;]{0,40}?\buse[ \t]+[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]*(?:[ \t]and[ \t]|\/|[ \t]with[ \t])[ \t]*([^\s"'`,;]{6,128})/gi;

// "el token de Postmark es 3f9a1c7e-…", "das Secret für Adyen ist 9f3c…": an English credential word in a sentence of
// another language, then that language's "is" and a generated value (a word or a name there is no credential).
const FOREIGN_IS_GENERATED_RE =
  /\b(?:token|secret|api[ \t_-]?key|access[ \t_-]?key|secret[ \t_-]?key)\b[^\n:=.]{0,60}?[ \t](?:es|é|est|ist|è|era|lautet|jest|je|er|är)[ \t]+/giu;

// "passphrase for the signing key is tumbleweed orchard lantern ninety", "PFX password: mero desh nepal ramro cha
// (…)": a passphrase of four to eight lower-case words, unquoted, to the end of its clause. English function words
// and participles make it a sentence about the password ("the password is stored in vault", "is changed every
// quarter").
const WORDS_PASSPHRASE_RE =
  /\bpass(?:word|phrase)\b[^\n:=.]{0,60}?(?:[ \t](?:is|was)[ \t]+|:[ \t]+)((?:\p{Ll}{3,12}[ \t]+){3,7}\p{Ll}{3,12})(?=[ \t]*(?:$|[.,;(\n]))/gu;
const SENTENCE_OF_PASSWORD =
  /^(?:the|a|an|and|or|but|not|never|only|every|each|all|any|some|something|nothing|same|other|in|on|at|to|for|from|with|by|of|into|under|over|via|per|than|as|this|that|these|those|our|your|their|its|his|her|my|we|you|they|it|is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|will|would|should|must|may|might|shall|set|reset|kept|stored|saved|rotated|changed|required|shared|managed|generated|encrypted|hashed|given|sent|used|needed|known|written|printed|empty|blank|long|short|strong|weak|secret|unknown|missing|expired|wrong|correct|random|unique|different)$/;

// "grafana ko admin pw chahiyo bhane: Namaste@Grafana2081", "NID UAT login को पासवर्ड चाहियो भने: हिमाल_पहाड_तराई_77": a
// password's label, up to three words of any language ("if you need it"), a colon, then a value that mixes letters,
// digits and a symbol (both cases when its letters are Latin).
const LABEL_WORDS_COLON_RE =
  /(?<![\p{L}])(?:password|passwd|pwd|pw|passphrase|पासवर्ड)(?![\p{L}\p{M}])(?:[ \t]+[^\s:]{1,20}){1,3}?[ \t]*:[ \t]+([^\s"'`]{8,128})/giu;

/** Whether a value after a label and words has a password's mix: letters, a digit and a symbol (not a path or URL). */
function mixedValue(value: string): boolean {
  if (!/\p{L}/u.test(value) || !/\p{N}/u.test(value) || !/[^\p{L}\p{M}\p{N}]/u.test(value)) return false;
  // A path, a URL, an e-mail address, or code ("Password::min(12)->mixedCase()").
  if (/:\/\/|^[/~.]|\/|@[\w-]+\.[a-z]|::|->|=>|[()[\]{}<>;]/i.test(value) || isPlaceholder(value))
    return false;
  return /[^\x00-\x7F]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
}

/** Scans `text` for the named forms above, pushing each value found to `out`. */
export function scanNamedValues(text: string, out: Candidate[]): void {
  const push = (start: number, value: string): void => {
    out.push({ kind: SecretKind.PasswordProse, start, end: start + value.length });
  };
  // Where a match's last group starts: the match ends with it.
  const groupAt = (m: RegExpMatchArray, group: string): number => (m.index ?? 0) + m[0].length - group.length;
  // The run of non-space characters after a match, without the sentence's punctuation.
  const runAt = (at: number): string =>
    withoutTrailingPunct(/[^\s"'`]{1,512}/y.exec(text.slice(at))?.[0] ?? '');
  const named = proseNamedGenerated();
  for (let m = named.exec(text); m !== null; m = named.exec(text)) {
    const at = m.index + m[0].length;
    const value = runAt(at);
    if (generated(value) && !isPlaceholder(value)) push(at, value);
  }
  // Each form runs only when its cue is in the text: most memories name no key, pass or basic auth.
  const lower = text.toLowerCase();
  for (const m of lower.includes('key') ? text.matchAll(NAMED_KEY_RE) : []) {
    if (PUBLIC_KEY_WORDS.has((m[1] ?? '').toLowerCase()) || ABOUT_THE_KEY.test(m[0])) continue;
    const at = (m.index ?? 0) + m[0].length;
    const value = runAt(at);
    // Base64 (`+`, `=`) is the entropy rule's to read, whatever names it.
    if (value.length >= 24 && generated(value) && !/[+=]/.test(value) && !isPlaceholder(value))
      push(at, value);
  }
  for (const m of lower.includes('pass') ? text.matchAll(PASS_RE) : []) {
    const at = (m.index ?? 0) + m[0].length;
    const quoted = /["“'`]/.test(text[at] ?? '');
    const raw = quoted
      ? (/["“'`]([^"”'`\s]{6,128})["”'`]/y.exec(text.slice(at))?.[1] ?? '')
      : withoutTrailingPunct(/[^\s"'`,;]{1,128}/y.exec(text.slice(at))?.[0] ?? '');
    // A quoted value may be a passphrase of words; a bare one must mix letters and digits.
    const ok = quoted ? raw.length >= 8 : raw.length >= 6 && /\p{L}/u.test(raw) && /\d/.test(raw);
    if (ok && !isPlaceholder(raw)) push(at + (quoted ? 1 : 0), raw);
  }
  for (const m of lower.includes('basic') ? text.matchAll(BASIC_AUTH_RE) : []) {
    const value = withoutTrailingPunct(m[2] ?? '');
    if (isPlaceholder(value) || isPlaceholder(m[1] ?? '') || /^\d+$/.test(value)) continue;
    push(groupAt(m, m[2] ?? ''), value);
  }
  if (/ltk|irk|csrk|link|key/i.test(text) && /[0-9a-f]{32}/i.test(text)) {
    for (const m of text.matchAll(RADIO_KEY())) {
      const value = m[1] ?? '';
      if (/\d/.test(value) && /[a-f]/i.test(value)) push(groupAt(m, value), value);
    }
  }
  for (const m of /otp|2fa|mfa|authenticator/.test(lower) ? text.matchAll(OTP_SEED_RE) : []) {
    const value = withoutTrailingPunct((m[1] ?? '').trimEnd());
    if ((/\d/.test(value) || value.length >= 16) && !isPlaceholder(value))
      push(groupAt(m, m[1] ?? ''), value);
  }
  for (const m of text.includes('@') ? text.matchAll(ACCOUNT_USE_RE) : []) {
    const value = withoutTrailingPunct(m[1] ?? '');
    if (/\p{L}/u.test(value) && /\d/.test(value) && !isPlaceholder(value))
      push(groupAt(m, m[1] ?? ''), value);
  }
  for (const m of /token|secret|key/.test(lower) ? text.matchAll(FOREIGN_IS_GENERATED_RE) : []) {
    const at = (m.index ?? 0) + m[0].length;
    const value = runAt(at);
    if (generated(value) && !isPlaceholder(value)) push(at, value);
  }
  for (const m of lower.includes('pass') ? text.matchAll(WORDS_PASSPHRASE_RE) : []) {
    const words = (m[1] ?? '').split(/[ \t]+/);
    if (!words.some((w) => SENTENCE_OF_PASSWORD.test(w) || /(?:ing|ly)$/.test(w)))
      push(groupAt(m, m[1] ?? ''), m[1] ?? '');
  }
  for (const m of /pass|pwd|pw|पासवर्ड/.test(lower) ? text.matchAll(LABEL_WORDS_COLON_RE) : []) {
    const value = withoutTrailingPunct(m[1] ?? '');
    if (mixedValue(value)) push(groupAt(m, m[1] ?? ''), value);
  }
  for (const m of text.matchAll(REDIS_AUTH_RE)) {
    const value = withoutTrailingPunct(m[1] ?? '');
    if (/\p{L}/u.test(value) && /\d/.test(value) && !isPlaceholder(value))
      push(groupAt(m, m[1] ?? ''), value);
  }
  // 'backup encryption passphrase "correct horse battery staple"': quoted right after its label, with no verb, four or
  // more words and none a word of a sentence ('the password "must not be empty"' is a rule about it).
  for (const m of text.matchAll(/\bpass(?:word|phrase)[ \t]+["“'`]([^"”'`\n]{8,128})["”'`]/gi)) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    // The group ends before the closing quote.
    if (words.length >= 4 && !words.some((w) => SENTENCE_WORD_RE.test(w)))
      push(groupAt(m, `${m[1] ?? ''}"`), m[1] ?? '');
  }
}
