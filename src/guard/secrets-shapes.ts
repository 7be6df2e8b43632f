/**
 * Detectors keyed on a credential's own shape: PEM private keys, vendor prefixes (rules in secrets-rules.ts),
 * JWTs, passwords in URLs, and labelled assignments (`password=…`, `"apiKey": "…"`, `Authorization: Bearer …`).
 * Each pushes raw candidates; the scan entry point (secrets.ts) filters and resolves them.
 */
import { Buffer } from 'node:buffer';
import {
  COMPOUND_SUFFIXES,
  KEY_QUALIFIERS,
  SENSITIVE_LAST,
  VALUE_SUFFIXES,
  VARIANT,
} from './secrets-key-words.js';
import { type Candidate, SecretKind } from './secrets-kinds.js';
import { TERRAFORM_CUE, VENDOR_RULES, vendorPrefilter, vendorPrefilterLean } from './secrets-rules.js';
import {
  charClasses,
  distinctChars,
  isPlaceholder,
  isProseWord,
  PEM_WINDOW,
  randomBody,
  randomShape,
  segmentedIdentifier,
  wordiness,
} from './secrets-text.js';

// ---------------------------------------------------------------------------------------------------
// Detectors. Each pushes raw candidates; validation that regexes cannot express happens in code so the
// patterns themselves stay simple enough to never backtrack badly.

/** PEM private-key blocks (armoured, or a truncated paste: the base64 body after the header). */
export function scanPrivateKeys(text: string, out: Candidate[]): void {
  const begin = /-----BEGIN (?:[A-Z0-9]{1,16} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g;
  const endRe = /-----END (?:[A-Z0-9]{1,16} ){0,4}PRIVATE KEY(?: BLOCK)?-----/g;
  // The next END marker is searched for only when the scan has moved past it, so thousands of
  // unterminated headers cost one pass over the text rather than one pass each.
  let nextEnd: RegExpExecArray | null | undefined;
  for (let m = begin.exec(text); m !== null; m = begin.exec(text)) {
    const headerEnd = m.index + m[0].length;
    if (nextEnd === undefined || (nextEnd !== null && nextEnd.index < headerEnd)) {
      endRe.lastIndex = headerEnd;
      nextEnd = endRe.exec(text);
    }
    let end: number;
    if (nextEnd !== null && nextEnd.index - headerEnd <= PEM_WINDOW) {
      end = nextEnd.index + nextEnd[0].length;
    } else {
      end = pemBodyEnd(text, headerEnd);
    }
    // A header quoted in code (`indexOf("-----BEGIN PRIVATE KEY-----")`) or a `...` body holds no key.
    if (!/[A-Za-z0-9+/]{40}/.test(text.slice(headerEnd, Math.min(end, headerEnd + 512)))) continue;
    out.push({ kind: SecretKind.PrivateKey, start: m.index, end });
    begin.lastIndex = Math.max(begin.lastIndex, end);
  }
}

/** End of the base64 lines after an unterminated header: a truncated paste still leaks the key body. */
function pemBodyEnd(text: string, from: number): number {
  // Line by line rather than one repeated group, which would grow the regex backtrack stack per line.
  const line =
    /(?:\r?\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]{1,128}|(?:Proc-Type|DEK-Info):[^\n]{0,128})[ \t]*(?=\r?\n|\\n|"|$)/y;
  let end = from;
  while (end - from < PEM_WINDOW) {
    line.lastIndex = end;
    const m = line.exec(text);
    if (m === null) break;
    end += m[0].length;
  }
  return end;
}

/** Vendor tokens by prefix and body shape ({@link VENDOR_RULES}), placeholders rejected. */
export function scanPrefixed(text: string, out: Candidate[]): void {
  // One pass for every vendor prefix is several times cheaper than one pass per rule.
  let covered = 0;
  const prefilter = text.includes(TERRAFORM_CUE) ? vendorPrefilter() : vendorPrefilterLean();
  for (let p = prefilter.exec(text); p !== null; p = prefilter.exec(text)) {
    const at = p.index;
    if (at < covered) continue;
    for (const rule of VENDOR_RULES) {
      const m = rule.re.exec(text.slice(at, at + rule.max));
      if (m === null) continue;
      if (!rule.verify?.(m[0]) && !randomBody(m[0].slice(rule.prefix), rule.check)) continue;
      out.push({ kind: rule.kind, start: at, end: at + m[0].length });
      covered = at + m[0].length;
      break;
    }
  }
}

/** JSON Web Tokens (three base64url segments, the first a JSON header). */
export function scanJwts(text: string, out: Candidate[]): void {
  const re = /\beyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{4,8192}\.[A-Za-z0-9_-]{16,4096}/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const header = Buffer.from(m[0].slice(0, m[0].indexOf('.')), 'base64url').toString('latin1');
    if (!header.startsWith('{"')) continue;
    out.push({ kind: SecretKind.Jwt, start: m.index, end: m.index + m[0].length });
  }
}

/** The password of `scheme://user:password@host` URLs, except documentation hosts and placeholders. */
export function scanUrlCredentials(text: string, out: Candidate[]): void {
  // The user part excludes `@` and `:`, so `https://user@host` and `ssh://git@host:22` never match.
  // The password may hold a `#`: DSNs are written by hand and left unencoded (`app:Lq8#fT2v@db`); a real
  // fragment would have to follow a `user:` part and hold an `@host`, which URLs in notes do not.
  const re = /:\/\/([^\s:/@?#'"<>]{0,256}):([^\s/?'"<>]{1,256})@(?=[A-Za-z0-9[])/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const user = m[1] ?? '';
    const password = m[2] ?? '';
    // `abc:xyz@example.com` is documentation.
    if (!connectPassword(user, password)) continue;
    const hostStart = m.index + m[0].length;
    const host = /^[A-Za-z0-9.-]{1,253}/.exec(text.slice(hostStart, hostStart + 253))?.[0] ?? '';
    // A documentation host (`db.example.com`) marks an example, unless the password is one nobody writes in an
    // example: long, with letters, digits and a symbol ("Vort1c1ty!Re1000").
    if (isDocumentationHost(host) && !strongPassword(password)) continue;
    const start = m.index + 3 + user.length + 1;
    out.push({ kind: SecretKind.UrlCredentials, start, end: start + password.length });
  }
}

/**
 * Oracle's `user/password@` connect strings: after `jdbc:oracle:thin:` (or `oci`), after the command of an
 * Oracle client (`sqlplus app/pw@PROD`), or before an Easy Connect `@//host`. Elsewhere `a/b@c` is a path or a
 * package (`@scope/pkg@1.2`), so the form is read only where Oracle's syntax says what it is.
 */
export function scanOracleCredentials(text: string, out: Candidate[]): void {
  const re =
    /(\bjdbc:oracle:(?:thin|oci8?|kprb):|\b(?:sqlplus|sqlcl|rman|expdp|impdp|sqlldr|dgmgrl)(?:[ \t]+-\w+)*[ \t]+)?(?<![\w$#/@.-])([A-Za-z][\w$#]{0,127})\/([^\s/@'"<>]{1,256})@(\/\/)?(?=[A-Za-z0-9[])/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [, syntax, user = '', password = '', easyConnect] = m;
    if (syntax === undefined && easyConnect === undefined) continue;
    if (!connectPassword(user, password)) continue;
    // scott/tiger is Oracle's own demo account, written in every tutorial.
    if (user.toLowerCase() === 'scott' && password.toLowerCase() === 'tiger') continue;
    const start = m.index + (syntax?.length ?? 0) + user.length + 1;
    out.push({ kind: SecretKind.UrlCredentials, start, end: start + password.length });
  }
}

/**
 * The password of a Go MySQL driver DSN, `user:password@tcp(host:port)/db` (also `unix(…)`): no `://`, so the URL
 * form misses it, but `@tcp(` says what the part before it is.
 */
export function scanGoDsnCredentials(text: string, out: Candidate[]): void {
  const re = /(?<![\w.:-])([\w.-]{1,128}):([^\s/@'"<>]{1,256})@(?:tcp|tcp6|unix|udp)\(/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const user = m[1] ?? '';
    const password = m[2] ?? '';
    if (!connectPassword(user, password)) continue;
    const start = m.index + user.length + 1;
    out.push({ kind: SecretKind.UrlCredentials, start, end: start + password.length });
  }
}

/**
 * Whether the password part of a connect string can be a secret: not a placeholder, not the user's own name
 * (`guest:guest`, `postgres:postgres` are stock local defaults), not shorter than four characters.
 */
function connectPassword(user: string, password: string): boolean {
  return !isPlaceholder(password) && password !== user && password.length >= 4;
}

/** A password of 10+ characters mixing letters, digits and symbols. */
function strongPassword(password: string): boolean {
  return (
    password.length >= 10 && /\p{L}/u.test(password) && /\d/.test(password) && /[^\p{L}\d]/u.test(password)
  );
}

/** RFC 2606 names, reserved for documentation and never a real service. */
function isDocumentationHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return /(?:^|\.)example\.(?:com|org|net)$|\.(?:example|invalid)$/.test(h) || h === 'example';
}

// ---------------------------------------------------------------------------------------------------
// Assignments: `password=…`, `"apiKey": "…"`, `DB_PASSWORD=…`, `Authorization: Bearer …`.

/** Whether an assignment target names a credential, judged by its last word (`DB_PASSWORD`, `apiKey`). */
function isSensitiveKey(key: string): boolean {
  // Most keys are one lowercase word (`password`, `token`): no splitting needed.
  const words = /^[a-z]+$/.test(key)
    ? [key]
    : key
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        .toLowerCase()
        .split(/[_.-]+/)
        .filter((w) => w.length > 0);
  // `password_b64`, `api_token_hex`, `secret_value`: an encoding or a wrapper said after the name is still
  // the credential's value.
  // A version or an environment after the name (`HMAC_KEY_V3`, `STRIPE_SECRET_KEY_PROD`) is still the credential.
  while (
    words.length > 1 &&
    (VALUE_SUFFIXES.has(words[words.length - 1] ?? '') || VARIANT.test(words[words.length - 1] ?? ''))
  )
    words.pop();
  const last = words[words.length - 1];
  if (last === undefined) return false;
  if (SENSITIVE_LAST.has(last)) return true;
  const prev = words[words.length - 2];
  if (last === 'key' && prev !== undefined && KEY_QUALIFIERS.has(prev)) return true;
  if (last === 'base' && prev === 'key' && words[words.length - 3] === 'secret') return true;
  // OCI's `pass_phrase`, `pass-phrase`: the passphrase written in two words; Skrill's `secretWord` (its MQI
  // callbacks' shared secret) and a `pass_word`.
  if ((last === 'phrase' && prev === 'pass') || (last === 'word' && (prev === 'secret' || prev === 'pass')))
    return true;
  // Mailjet's `MJ_APIKEY_PRIVATE`: which of a key pair, said after the key (`…_PUBLIC` is meant to be shared).
  if (last === 'private' && (prev === 'apikey' || prev === 'key')) return true;
  // Agora's (and ZEGO's) app certificate is the secret its tokens are signed with, not an X.509 certificate.
  if (last === 'certificate' && prev === 'app') return true;
  // kubeconfig `client-key-data`: the base64 of a private key (`client-certificate-data` is public).
  if (last === 'data' && prev === 'key') return true;
  // Run-together names like `PGPASSWORD` or `authtoken`.
  return COMPOUND_SUFFIXES.some((s) => last.length > s.length && last.endsWith(s));
}

/** Labelled assignments whose key names a credential: `password=…`, `"apiKey": "…"`, `Authorization: Bearer …`. */
export function scanAssignments(text: string, out: Candidate[]): void {
  // Comparisons (`token === "x"`) are excluded by the lookahead: they test values, they don't store them.
  // Anchored on the credential word rather than on every identifier so ordinary prose is skipped fast.
  const re =
    /(?:pass|pw|secret|token|key|rakt|açar[ıi]?|auth|pat|psk|salt|certificate)[\w.-]{0,48}(["'`]?)[ \t]{0,8}(?:\([^\n()]{1,40}\)[ \t]{0,8})?[?!]?[ \t]{0,8}(:=|=>|=|:)(?![=:>])/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let keyStart = m.index;
    while (keyStart > 0 && m.index - keyStart < 64 && /[\w.-]/.test(text[keyStart - 1] ?? '')) keyStart--;
    // `@scope/canceltoken` or `lib/secret`: a package or path, not an assignment target.
    if (keyStart > 0 && /[/@]/.test(text[keyStart - 1] ?? '')) continue;
    const opText = m[2] ?? '';
    const opIndex = m.index + m[0].length - opText.length;
    // A note in brackets between the name and the colon says which one it is ("key (staging): …").
    let key = text
      .slice(keyStart, opIndex)
      .replace(/\([^\n()]*\)[ \t]*$/, '')
      .replace(/["'`?!\s]+$/, '');
    // Prose labels are written apart ("api key = …", "secret token: …"): the qualifier before the space
    // belongs to the key.
    const qualifier = /([A-Za-z]+)[ \t]$/.exec(text.slice(Math.max(0, keyStart - 24), keyStart))?.[1];
    if (qualifier !== undefined && KEY_QUALIFIERS.has(qualifier.toLowerCase())) key = `${qualifier}_${key}`;
    // A bare `…_KEY` (`STRIPE_KEY`, `mapsKey`) names a key of any kind: a cache key or a primary key as
    // often as a credential, so only a value shaped like key material counts.
    // Public and publishable keys are meant to be shared.
    const anyKey =
      !isSensitiveKey(key) &&
      // Lithuanian "raktas" (rakto: of the key; raktai: keys) and Azerbaijani "açar" ("MAC açarı") are a key.
      /(?:key|rakt(?:as|o|ai)|açar[ıi]?)$/i.test(key) &&
      !/public|publishable|(?:^|[_.-])pub(?:[_.-]|key$)/i.test(key) &&
      // `{"key_id": …, "key": "…"}` answered by `…/secrets/public-key`: the key is said to be public.
      !(/^key$/i.test(key) && /public[ _-]?key/i.test(text.slice(Math.max(0, keyStart - 200), keyStart)));
    if (!anyKey && !isSensitiveKey(key)) continue;
    const found = assignedValue(
      text,
      m.index + m[0].length,
      key,
      opText,
      opIndex === keyStart + key.length,
      keyStart,
    );
    if (found === null) continue;
    const value = text.slice(found[0], found[1]);
    if (anyKey && !keyMaterial(value)) continue;
    // A salt may be a word of a formula (`salt = deployer prefix + "v1"`, CREATE2): only a value that mixes
    // letters and digits is the secret kind.
    if (/salt$/i.test(key) && !(/\d/.test(value) && /[A-Za-z]/.test(value))) continue;
    out.push({ kind: SecretKind.PasswordAssignment, start: found[0], end: found[1] });
  }
}

/**
 * Key material rather than an identifier: long, letters of both cases and digits, random-looking. Hex
 * strings and UUIDs (ids, hashes) and words joined by separators do not qualify.
 */
function keyMaterial(value: string): boolean {
  if (value.length < 16 || segmentedIdentifier(value)) return false;
  // Upper-case hex of 32 (Steam's Web API keys and other vendors'): digests and ids are written in lower case.
  if (/^[0-9A-F]{32}$/.test(value) && /[A-F]/.test(value) && /\d/.test(value)) return true;
  const c = charClasses(value);
  if (!c.upper || !c.lower || !c.digit) return false;
  // Short random bodies sometimes read word-like by chance, so many distinct characters also qualify.
  const body = value.replace(/^[A-Za-z]{2,8}_/, '');
  return randomShape(body) || (distinctChars(body) >= 12 && wordiness(body) < 0.6);
}

/** Words of an enum value or a form field's name ("current-password", "one-time-code"), not of a passphrase. */
const FIELD_WORDS =
  /^(?:pass(?:word|wd|phrase)?|token|secret|key|current|new|old|invalid|missing|expired|required|auth|hash|reset|one|time|code|not|set|none|empty|default)$/;

/**
 * `DB_PASSWORD="purple-walrus-on-ice"`, Skrill's `secretWord = "fenkata-bil-inbid"`: three or more lower-case words
 * joined by dashes, assigned to a password (not a token or a key, whose values are names as often), are a passphrase.
 */
function dashedWordsPassword(value: string, key: string): boolean {
  if (!/(?:pass(?:word|phrase|wd)?|pwd|secret[_-]?word)$/i.test(key)) return false;
  const parts = value.split('-');
  return parts.length >= 3 && !parts.some((p) => p.length < 2 || FIELD_WORDS.test(p));
}

function assignedValue(
  text: string,
  after: number,
  key: string,
  op: string,
  tight: boolean,
  keyStart: number,
): [number, number] | null {
  let v = after;
  while (text[v] === ' ' || text[v] === '\t') v++;
  if (/authorization$/i.test(key)) {
    // The scheme before the credential: the standard ones, or a vendor's ("KakaoAK …", "SSWS …", "GoogleLogin …").
    const scheme = /(?:Bearer|Basic|Token|Digest|[A-Z][A-Za-z0-9-]{1,24})[ \t]+(?=\S)/y;
    scheme.lastIndex = v;
    if (scheme.exec(text) !== null) v = scheme.lastIndex;
  }
  const q = text[v];
  if (q === '"' || q === "'" || q === '`') {
    // Bounded so an unmatched quote cannot make each hit search the rest of a large text.
    const rel = text.slice(v + 1, v + 513).indexOf(q);
    if (rel === -1) return null;
    const close = v + 1 + rel;
    // `token = "Token 9aa6f8…"` (a cargo registry's credentials.toml), `auth: "Bearer …"`: the scheme is part of
    // the header, the credential is what follows it.
    const schemed = /^(?:Bearer|Basic|Token|Digest)[ \t]+(?=\S+$)/i.exec(text.slice(v + 1, close));
    if (schemed !== null) {
      const start = v + 1 + schemed[0].length;
      const credential = text.slice(start, close);
      return credential.length >= 8 && plausibleValue(credential, key) ? [start, close] : null;
    }
    const value = text.slice(v + 1, close);
    // Whitespace means a message (`'Password must be 8 chars'`); lowercase multi-word names are enum
    // values or resource names (`'invalid_token'`, `'current-password'`), unless a password's dashed words.
    if (/\s/.test(value)) return null;
    if (dashedWordsPassword(value, key)) return [v + 1, close];
    if (value.length < 4 || /^[a-z]+(?:[_-][a-z]+)+$/.test(value)) return null;
    if (!plausibleValue(value, key)) return null;
    // `secret = 'abcdefg'` or `token = "?ParenEnd"` in code is a dummy or an enum value, not a
    // credential; env files are taken literally.
    // `secret = "abcdefg"` in code is a dummy; `"pass": "applepie"` or `password: 'moonlight'` in a config
    // file is a password whatever its alphabet.
    if (
      !(tight && /^[A-Z][A-Z0-9_]*$/.test(key)) &&
      wordsOnly(value) &&
      (op !== ':' || wordValueIsCode(value, key))
    ) {
      return null;
    }
    return [v + 1, close];
  }
  // Long enough for a whole session token: a cap shorter than the value would leave its tail in the text.
  const run = /[^\s"'`]{1,8192}/y;
  run.lastIndex = v;
  const r = run.exec(text);
  if (r === null) return null;
  const envStyle = tight && op === '=' && /^[A-Z][A-Z0-9_]*$/.test(key) && v === after;
  // An env file value runs to the end of the token; elsewhere `,;` end it (`Pwd=…;`), and `&` too in a URL's
  // query (`?key=…&`); in `password = Tb6&wQz8Rk` it is part of the password.
  const inQuery = keyStart > 0 && /[?&]/.test(text[keyStart - 1] ?? '');
  // Chinese and Japanese prose go on with no space after full-width punctuation ("= a-b-c，推流…"): it ends the value.
  const raw = envStyle ? r[0] : ((inQuery ? /^[^,;&，；。、]*/ : /^[^,;，；。、]*/).exec(r[0])?.[0] ?? '');
  // Checked before trailing punctuation is trimmed: `sk_live_...` is a placeholder, `sk_live_` is not.
  if (isPlaceholder(raw)) return null;
  const value = raw.replace(/[.,:;!?)\]}>]+$/, '');
  if (!plausibleValue(value, key)) return null;
  if (envStyle) return value.length < 4 ? null : [v, v + value.length];
  // In code or prose the thing after `password:` is usually an expression, a type or a sentence.
  if (/[([{<]/.test(value) || value.length < 6) return null;
  // A word after `password:` is a password in YAML or an env file whatever its alphabet, but an
  // identifier, a type or a sentence in code and prose (`password: hashed,`, `token: AuthToken`).
  if (wordsOnly(value) && (/^[,;)}]/.test(text.slice(v + value.length)) || wordValueIsCode(value, key))) {
    return null;
  }
  // "takes a CancellationToken: MonoBehaviours pass …": a type's name, then a sentence going on.
  if (
    wordsOnly(value) &&
    /^[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+$/.test(key) &&
    /^[ \t]+[a-z]+\b/.test(text.slice(v + value.length, v + value.length + 24))
  )
    return null;
  // Member access such as `req.body.password`, `this.token` or `process.env.SECRET!`.
  if (/^[A-Za-z_$][A-Za-z_$]*\d*(?:\??\.[A-Za-z_$][A-Za-z_$]*\d*)+!?$/.test(value)) return null;
  return [v, v + value.length];
}

const TYPE_SUFFIX =
  /(?:Type|Input|Hash|Config|Options|Opts|Props|Schema|Dto|Ref|Id|String|Entry|Store|Provider|Service|Factory|Error|Result|Response|Request|Model|Data|Info|State|Field|Value|Source|Handler|Manager|Class|Interface|Like)$/;

/**
 * Whether a digit-free word value reads as code or prose rather than as a password: a camelCase or
 * snake_case identifier, a type (`AuthToken`, `PasswordHash` — sharing a word with the key or ending like
 * a type), a capitalised single word (a type or a name), a common English word.
 */
function wordValueIsCode(value: string, key: string): boolean {
  if (!/^[A-Za-z]+$/.test(value)) return true;
  if (/^[a-z]+[A-Z]/.test(value)) return true;
  if (/^[A-Z][a-z]*$/.test(value) || /^[A-Z]{1,6}$/.test(value)) return true;
  if (isProseWord(value.toLowerCase())) return true;
  if (/^[A-Z]/.test(value)) {
    const words = splitWords(value);
    const keyWords = new Set(splitWords(key));
    return TYPE_SUFFIX.test(value) || words.some((w) => keyWords.has(w));
  }
  return false;
}

function splitWords(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Letters only, or digit-free text made mostly of words (`?NonExpressionParenEnd`, `my-app-secret`). */
function wordsOnly(value: string): boolean {
  return /^[A-Za-z_-]+$/.test(value) || (!/\d/.test(value) && wordiness(value) >= 0.6);
}

/** Hash, key-derivation, signing and cipher names, exactly: no password is spelled like one. */
const ALGORITHM_NAME =
  /^(?:sha-?(?:1|224|256|384|512)|sha3-(?:256|512)|md5|bcrypt|scrypt|argon2(?:i|d|id)?|pbkdf2(?:[-_]sha-?(?:1|256|512))?|[hrep]s(?:256|384|512)|eddsa|ed25519|hmac(?:[-_]?sha-?(?:1|256|384|512))?|aes(?:[-_]?(?:128|192|256))?(?:[-_](?:gcm|cbc|ctr))?)$/i;

// The names of the kinds of value a signed token is built from: a value made only of them joined by `-`, `_`, `.`
// or `:` ("timestamp-rand-uid-md5hash", Alibaba Cloud's URL-signing layout) describes a format, and no
// passphrase of dictionary words is made of these alone.
const FORMAT_PARTS: ReadonlySet<string> = new Set(
  'timestamp ts time date expires expiry exp rand random nonce uid uuid id userid user md5 md5hash sha1 sha256 hash hmac sig signature salt hex base64 version ver seq counter'.split(
    ' ',
  ),
);

/** A value that only names the parts of a format (see FORMAT_PARTS). */
function formatLayout(value: string): boolean {
  const parts = value.toLowerCase().split(/[-_.:]/);
  return parts.length >= 2 && parts.every((p) => FORMAT_PARTS.has(p));
}

/** Shared by quoted and bare values: rules out references, templates, stock defaults and tiny numbers. */
function plausibleValue(value: string, key: string): boolean {
  if (isPlaceholder(value) || /\$\{|\$\(|\{\{|#\{|%\(\w+\)[sd]|^%[sd]$/.test(value)) return false;
  // A URL is an endpoint, not a credential; any password inside it is the URL detector's job.
  if (value.includes('://')) return false;
  if (/^\d+$/.test(value) && value.length < 6) return false;
  // File paths (`PWD=/home/me/src`) and version ranges (`"canceltoken": "^1.0.0"`).
  if (/^(?:\.{0,2}|~)\/.*\//.test(value) || /^[~^<>=v]{0,2}\d+(?:\.\d+)+/.test(value)) return false;
  // `secret_key: sha256`, `password: bcrypt`, `token_alg=HS256`: the algorithm a credential is made or checked with.
  if (ALGORITHM_NAME.test(value) || formatLayout(value)) return false;
  // `POSTGRES_PASSWORD=postgres`, `MYSQL_ROOT_PASSWORD=root`: documented local defaults, not secrets.
  const lower = value.toLowerCase();
  return !key
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(lower);
}
