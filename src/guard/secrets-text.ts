/**
 * Text predicates the secret gate's detectors share: placeholders, ordinary prose words, random-looking
 * shapes and the statistics behind them. A leaf below the detectors (it imports only rule types), so the
 * detector files never import one another.
 */
import { Buffer } from 'node:buffer';
import type { BodyCheck } from './secrets-rules.js';

/** How far past a PEM header the scanner looks for its body and footer. */
export const PEM_WINDOW = 64 * 1024;

/** Rejects documentation placeholders such as `ghp_xxxxxxxx…` or `AKIA…EXAMPLE`. */
export function randomBody(body: string, check: BodyCheck): boolean {
  if (/example|x{6,}|\*{3,}|0{8,}/i.test(body)) return false;
  if (distinctChars(body) < 6) return false;
  if (check === 'loose') return true;
  if (check === 'hex') return /[a-f]/i.test(body) && /\d/.test(body);
  const c = charClasses(body);
  if (check === 'cases') return c.upper && c.lower;
  if (!c.digit || !(c.upper || c.lower)) return false;
  return check === 'alnum' || (c.upper && c.lower);
}

/** AWS secret access keys: exactly 40 base64 characters, trusted only with AWS/secret context or a label. */
export function isAwsSecretKey(text: string, start: number, value: string): boolean {
  const c = charClasses(value);
  if (!c.upper || !c.lower || !c.digit) return false;
  if (/example/i.test(value) || !randomShape(value)) return false;
  const before = text.slice(Math.max(0, start - 80), start);
  const context = /aws|secret|access.?key/i.test(before) || /[=:][ \t]{0,4}["'`]?$/.test(before);
  return context && !isEncodedText(value);
}

/**
 * `Add_missing_parameter_to_0_95188`, `NODE_SEA_FUSE_<hex>`, `cli/page-2026-02-14T19-22-42-679Z`: names
 * joined by separators whose every part is a word, a number, hex, or too short to carry randomness.
 * Random base64 has few separators, and the parts between them mix cases and digits.
 */
export function segmentedIdentifier(token: string): boolean {
  const parts = token.split(/[-_/+]+/);
  if (parts.length < 2) return false;
  return parts.every(
    (p) =>
      p.length <= 5 ||
      /^\d+$|^[0-9a-f]+$|^[0-9A-F]+$/.test(p) ||
      /^[A-Z]{1,5}\d+$/.test(p) ||
      (/^[A-Za-z]+\d*$/.test(p) && wordiness(p) >= 0.6),
  );
}

const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'secret',
  'token',
  'apikey',
  'key',
  'changeme',
  'changeit',
  // MinIO's documented default login (`minioadmin` / `minioadmin`), like `guest` / `guest` for RabbitMQ.
  'minioadmin',
  'sample',
  'dummy',
  'fake',
  'test',
  'testing',
  'hidden',
  'masked',
  'none',
  'null',
  'nil',
  'undefined',
  'empty',
  'string',
  'str',
  'number',
  'int',
  'bool',
  'boolean',
  'bytes',
  'any',
  'unknown',
  'object',
  'true',
  'false',
  'required',
  'optional',
  'todo',
  'tbd',
  'value',
  'foo',
  'bar',
  'foobar',
  'secretkey',
  'mysecret',
  'mypassword',
  'notset',
  'unset',
  'default',
]);

/**
 * Whether the label at `index` is negated ("kein SQL-Passwort im Connection String: Authentication=…", "no
 * password here: …"): what follows is no credential of it.
 */
export function negatedLabel(text: string, index: number): boolean {
  return /(?:\b(?:no|not|without|never)|(?<![\p{L}])(?:kein\p{L}*|ohne|niemals|sans|aucun\p{L}*|sin|ningún|ninguna|sem|nenhum\p{L}*|senza|nessun\p{L}*|geen|zonder|bez|brak|inget|ingen|ikke|без|немає|нет))[ \t]+(?:[\p{L}\p{N}]+[-_])?$/iu.test(
    text.slice(Math.max(0, index - 40), index),
  );
}

/** Lower-case words and ids joined by colons (`tenant:sku:42`, `afli:2024:skip`): a cache key, not a credential. */
export const CACHE_KEY = /^[\p{Ll}_]+(?::(?:[\p{Ll}_]+|\d+))+$/u;

/**
 * True for values that stand in for a credential rather than being one: environment and template
 * references (`$VAR`, `${VAR}`, `%VAR%`, `{{ x }}`, `<password>`), masks (`***`, `xxxx`), redaction
 * markers and stock words like `changeme`.
 */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  // Whole-value references only: `$VAR`, `%VAR%` and `!vault` are references, `!hp@x…` is a password.
  if (/^(?:[{<[]|\$[{(]|\$[A-Za-z_]\w*$|%\w+%$|%\(|![A-Za-z]+$|#\{)/.test(v)) return true;
  // "accessKey=..&amount=..": a value elided with two dots stands for whatever goes there.
  if (/^[*xX•.#?_\-…]+$/.test(v) || /\*{3}|x{4,}|X{4,}|\.\.\.|^\.\./.test(v)) return true;
  // A vendor's prefix and three x's after it (`sk_test_xxx`, `pk-live-XXX`): the shape of a key, not one.
  if (/[_.-]x{3}$/i.test(v)) return true;
  // Including behind a vendor's prefix: `sk_test_replace_me`, `whsec_fill_me_in`.
  if (/example|placeholder|redacted|(?:change|replace|fill)[-_.]?(?:me|this)/i.test(v)) return true;
  if (/<[A-Za-z][\w -]{0,40}>|…/.test(v)) return true;
  const norm = v.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (norm.length === 0 || PLACEHOLDER_WORDS.has(norm)) return true;
  return /^(?:your|insert|replace|enter)|here$/.test(norm);
}

/**
 * Words that follow "the password is …" in a sentence about a password rather than in a statement of
 * one: articles, prepositions, adverbs, adjectives and participles ("is stored", "is required").
 */
const PROSE_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the this that these those it its is are was be been being not no never always also only now still ' +
    'just usually typically probably then so and or but if because as like per each every any all yes ok ' +
    'in on at by for from to of with via into onto inside outside under over within without out off up down ' +
    'same different required optional mandatory empty blank missing valid invalid wrong correct incorrect ' +
    'weak strong long short too very secret private public sensitive unique random whatever something ' +
    'anything nothing what which who whose where when how why there here your my our their his her one two ' +
    'three set kept left sent held built made done given taken known shown written hidden read put cut split ' +
    'shared hard easy fine good bad active expired revoked leaked plain plaintext cleartext base64 hex ' +
    'unknown unchanged reset enabled disabled true false default admin root guest user postgres password ' +
    'passwd secret token key see ask use check find get look refer stored generated rotated managed ' +
    'available provided needed used obtained issued scoped bound tied unique new old current previous next ' +
    'first last temporary permanent static dynamic separate local global per-user per-env about around ' +
    'roughly exactly least most more less enough auth bearer basic flag option argument parameter switch ' +
    'prompt interactive interactively stdin env environment variable file vault keychain keyring manager ' +
    'such similar identical unset null none nil undefined rotating short-lived long-lived opaque stateless ' +
    'immutable mutable secure insecure internal external personal fixed stale fresh ephemeral persistent ' +
    'transient deterministic single-use one-time safe unsafe confidential mine yours ours theirs good ' +
    'fine great broken gone wrong right cached signed encrypted hashed salted live alive dead ready pending ' +
    'present absent visible invisible due lost leaked compromised known weak strong long'
  ).split(' '),
);

/** True for a lowercase word that is ordinary English in the value position of a sentence. */
export function isProseWord(w: string): boolean {
  return (
    PROSE_WORDS.has(w) ||
    /^[a-z]{3,}(?:ed|ing|ly|able|ible|ive|ous|ful|less|tion|sion|ment|ness|ity)$/.test(w)
  );
}

/**
 * Base64 that decodes to printable text (a config blob, a sentence, JSON) is an encoding, not a key.
 * Random key material decodes to bytes that are mostly unprintable.
 */
export function isEncodedText(token: string): boolean {
  const encoding = /[-_]/.test(token) ? 'base64url' : 'base64';
  const bytes = Buffer.from(token, encoding);
  if (bytes.length < 8) return false;
  let printable = 0;
  for (const b of bytes) if ((b >= 0x20 && b < 0x7f) || b === 0x09 || b === 0x0a || b === 0x0d) printable++;
  return printable / bytes.length >= 0.9;
}

/** Which of upper case, lower case and digits occur in `s`. */
export function charClasses(s: string): { upper: boolean; lower: boolean; digit: boolean } {
  return { upper: /[A-Z]/.test(s), lower: /[a-z]/.test(s), digit: /[0-9]/.test(s) };
}

/** The number of distinct characters in `s`. */
export function distinctChars(s: string): number {
  return new Set(s).size;
}

/** Shannon entropy of `s` in bits per character. */
export function shannonEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * Share of characters inside word-like runs (`User`, `profile`, `HTTP`) that contain a vowel.
 * Identifiers and paths are mostly words; random key material rarely forms runs of three letters
 * with a consistent case, let alone pronounceable ones.
 */
export function wordiness(s: string): number {
  let covered = 0;
  for (const m of s.matchAll(/[A-Z]?[a-z]{3,}|[A-Z]{3,}(?![a-z])/g)) {
    if (/[aeiouyAEIOUY]/.test(m[0])) covered += m[0].length;
  }
  return covered / s.length;
}

/**
 * Whether a string is shaped like random key material rather than an identifier or path. Identifiers
 * are mostly pronounceable words and switch character class about once per word (~0.3 of adjacent
 * pairs); random base62/base64 switches ~0.6 of the time. Tuned so ~0.2% of random 32–72 char tokens
 * are rejected while camelCase, PascalCase-with-acronyms, snake_case and paths all are.
 */
export function randomShape(s: string): boolean {
  const words = wordiness(s);
  const switches = classSwitchRatio(s);
  return switches >= 0.3 && words <= 0.7 && (words <= 0.5 || switches >= 0.45);
}

/** How often adjacent characters change class (upper/lower/digit/symbol); random text switches often. */
function classSwitchRatio(s: string): number {
  let switches = 0;
  let prev = -1;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const cls =
      code >= 65 && code <= 90 ? 0 : code >= 97 && code <= 122 ? 1 : code >= 48 && code <= 57 ? 2 : 3;
    if (prev !== -1 && cls !== prev) switches++;
    prev = cls;
  }
  return s.length > 1 ? switches / (s.length - 1) : 0;
}

/**
 * A value that reads as generated, not written: long, with letters and digits alternating often (a hex key,
 * a UUID, a token), so "use this one for now scripts/rotate2.sh" or "client_secret rotation-policy-2024" are
 * not taken.
 */
export function generated(value: string): boolean {
  if (value.length < 16 || /[/.]/.test(value)) return false;
  let switches = 0;
  for (let i = 1; i < value.length; i++) {
    const a = value[i - 1] ?? '';
    const b = value[i] ?? '';
    if ((/\d/.test(a) && /\p{L}/u.test(b)) || (/\p{L}/u.test(a) && /\d/.test(b))) switches++;
  }
  return switches >= 4;
}

/** A value without the sentence punctuation after it ("X.", "X)", "X,"); `!` often is part of a password, so it stays. */
export function withoutTrailingPunct(value: string): string {
  return value.replace(/[.,;:?)\]}>]+$/, '');
}

/** A config file's name ("application.properties", "values.yaml"), maybe with a case ending ("-en": Basque "in"). */
const CONFIG_FILE_RE =
  /^[\w-]+(?:\.[\w-]+)*\.(?:properties|ya?ml|json|env|toml|ini|conf|cfg|xml|txt)(?:-\p{L}{1,6})?$/iu;

/** Whether a value after a label names the config file a credential is kept in rather than stating it. */
export function isConfigFileName(value: string): boolean {
  return CONFIG_FILE_RE.test(value);
}
