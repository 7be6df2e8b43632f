/**
 * The secret gate: a credential scanner run on every write, so nothing that looks like a key, token or
 * password reaches the append-only ledger. Detection is layered: vendor prefixes and PEM armour first,
 * then shapes (JWTs, URL passwords, 40-char AWS secrets), then labelled assignments, and finally a
 * conservative high-entropy check for anything unlabelled. False positives block a write, so every
 * detector also carries the exclusions (placeholders, digests, identifiers) that keep it quiet on
 * ordinary developer text.
 */
import { Buffer } from 'node:buffer';

/**
 * The kinds of credential the secret gate recognises. Values are stable strings: they appear in
 * `[REDACTED:<kind>]` markers and in error details, so renaming one is a breaking change.
 */
export const SecretKind = {
  AwsAccessKey: 'aws_access_key',
  AwsSecretKey: 'aws_secret_key',
  GithubToken: 'github_token',
  GitlabToken: 'gitlab_token',
  SlackToken: 'slack_token',
  SlackWebhook: 'slack_webhook',
  StripeKey: 'stripe_key',
  OpenaiKey: 'openai_key',
  AnthropicKey: 'anthropic_key',
  GoogleApiKey: 'google_api_key',
  PrivateKey: 'private_key',
  Jwt: 'jwt',
  UrlCredentials: 'url_credentials',
  PasswordAssignment: 'password_assignment',
  HighEntropy: 'high_entropy',
} as const;

/** One of the credential kinds in {@link SecretKind}. */
export type SecretKind = (typeof SecretKind)[keyof typeof SecretKind];

/**
 * One detected credential. `start`/`end` are UTF-16 offsets into the scanned text (`end` exclusive) and
 * cover only the secret itself (the value of an assignment, the password of a URL), never its label.
 * `line` and `column` are 1-based and point at `start`.
 */
export interface SecretFinding {
  kind: SecretKind;
  start: number;
  end: number;
  line: number;
  column: number;
}

interface Candidate {
  kind: SecretKind;
  start: number;
  end: number;
}

// Higher wins when two candidates overlap: a vendor prefix is stronger evidence than a shape or a label.
const PRIORITY: Readonly<Record<SecretKind, number>> = Object.freeze({
  private_key: 100,
  anthropic_key: 95,
  aws_access_key: 90,
  github_token: 90,
  gitlab_token: 90,
  slack_token: 90,
  slack_webhook: 90,
  stripe_key: 90,
  google_api_key: 90,
  openai_key: 85,
  jwt: 80,
  aws_secret_key: 70,
  url_credentials: 60,
  password_assignment: 50,
  high_entropy: 10,
});

/**
 * Scans `text` for credentials. Findings are sorted by `start` and never overlap; where two detectors
 * claim overlapping text the more specific kind wins (vendor prefixes over shapes, shapes over the
 * generic high-entropy detector).
 *
 * Every pattern is linear or tightly bounded, so the scan stays fast on multi-megabyte input.
 */
export function scanSecrets(text: string): SecretFinding[] {
  if (text.length === 0) return [];
  const candidates: Candidate[] = [];
  scanPrivateKeys(text, candidates);
  scanPrefixed(text, candidates);
  scanJwts(text, candidates);
  scanUrlCredentials(text, candidates);
  scanAssignments(text, candidates);
  scanTokens(text, candidates);
  return withPositions(text, resolveOverlaps(candidates));
}

/**
 * Replaces each finding's span with `[REDACTED:<kind>]`. Without `findings` the text is scanned first.
 * Overlapping or out-of-range findings are tolerated: each character is redacted at most once.
 */
export function redactSecrets(text: string, findings?: SecretFinding[]): string {
  const list = (findings ?? scanSecrets(text)).slice().sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (const f of list) {
    const start = Math.max(f.start, cursor);
    const end = Math.min(f.end, text.length);
    if (end <= start) continue;
    out += text.slice(cursor, start) + `[REDACTED:${f.kind}]`;
    cursor = end;
  }
  return out + text.slice(cursor);
}

/**
 * Removes `<private>…</private>` spans (tags matched case-insensitively, spans may cross lines and
 * nest), then trims. An unclosed `<private>` hides everything after it, because the author plainly
 * meant the rest to stay out of memory; a stray closing tag is dropped.
 */
export function stripPrivate(text: string): string {
  const tag = /<(\/?)private\s*>/gi;
  let out = '';
  let cursor = 0;
  let depth = 0;
  for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
    const closing = m[1] === '/';
    if (!closing) {
      if (depth === 0) out += text.slice(cursor, m.index);
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) cursor = m.index + m[0].length;
    } else {
      out += text.slice(cursor, m.index);
      cursor = m.index + m[0].length;
    }
  }
  return (depth > 0 ? out : out + text.slice(cursor)).trim();
}

// ---------------------------------------------------------------------------------------------------
// Detectors. Each pushes raw candidates; validation that regexes cannot express happens in code so the
// patterns themselves stay simple enough to never backtrack badly.

const PEM_WINDOW = 64 * 1024;

function scanPrivateKeys(text: string, out: Candidate[]): void {
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

/**
 * How random a prefixed token's body must look. `loose`: not a placeholder. `alnum`: also has letters
 * and digits (a 36-char base62 body lacks a digit 0.2% of the time). `mixed`: also both cases, needed
 * where the prefix alone (`sk-`) also starts ordinary kebab-case words.
 */
type BodyCheck = 'loose' | 'alnum' | 'mixed';

interface PrefixRule {
  kind: SecretKind;
  re: RegExp;
  /** Length of the fixed prefix; the rest is checked for randomness. */
  prefix: number;
  check: BodyCheck;
}

function prefixRules(): PrefixRule[] {
  // Sticky: each is tried only where the shared prefilter below has found its prefix at a word boundary.
  return [
    { kind: SecretKind.GithubToken, re: /gh[pousr]_[A-Za-z0-9]{30,251}/y, prefix: 4, check: 'alnum' },
    { kind: SecretKind.GithubToken, re: /github_pat_[A-Za-z0-9_]{22,251}/y, prefix: 11, check: 'alnum' },
    {
      kind: SecretKind.GitlabToken,
      re: /gl(?:pat|dt|rt|ptt|cbt|oas|ft|imt|agent)-[A-Za-z0-9_-]{20,64}(?:\.[0-9a-z]{2}\.[0-9a-z]{7,9})?/y,
      prefix: 6,
      check: 'loose',
    },
    {
      kind: SecretKind.SlackToken,
      re: /xox[abeoprs]-[0-9]{1,20}-[A-Za-z0-9-]{8,250}/y,
      prefix: 5,
      check: 'alnum',
    },
    {
      kind: SecretKind.SlackToken,
      re: /xapp-[0-9]-[A-Za-z0-9]{6,20}-[0-9]{6,20}-[A-Za-z0-9]{16,100}/y,
      prefix: 5,
      check: 'alnum',
    },
    {
      kind: SecretKind.SlackWebhook,
      re: /(?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,250}/y,
      prefix: 0,
      check: 'alnum',
    },
    { kind: SecretKind.StripeKey, re: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,247}/y, prefix: 8, check: 'alnum' },
    { kind: SecretKind.StripeKey, re: /whsec_[A-Za-z0-9]{24,128}/y, prefix: 6, check: 'alnum' },
    { kind: SecretKind.AnthropicKey, re: /sk-ant-[A-Za-z0-9_-]{20,250}/y, prefix: 7, check: 'mixed' },
    // The lookahead leaves `sk-ant-` to the Anthropic rule even when that key fails validation.
    { kind: SecretKind.OpenaiKey, re: /sk-(?!ant-)[A-Za-z0-9_-]{20,250}/y, prefix: 3, check: 'mixed' },
    {
      kind: SecretKind.GoogleApiKey,
      re: /AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/y,
      prefix: 4,
      check: 'loose',
    },
    {
      kind: SecretKind.AwsAccessKey,
      re: /(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/y,
      prefix: 4,
      check: 'loose',
    },
  ];
}

function scanPrefixed(text: string, out: Candidate[]): void {
  // One pass for every vendor prefix is several times cheaper than one pass per rule.
  const prefilter =
    /\b(?:gh[pousr]_|github_pat_|gl[a-z]{2,5}-|xox[abeoprs]-|xapp-|(?:https?:\/\/)?hooks\.slack\.com\/|[sr]k_(?:live|test)_|whsec_|sk-|AIza|A(?:KIA|SIA|BIA|CCA))/g;
  const rules = prefixRules();
  for (let p = prefilter.exec(text); p !== null; p = prefilter.exec(text)) {
    for (const rule of rules) {
      rule.re.lastIndex = p.index;
      const m = rule.re.exec(text);
      if (m === null || !randomBody(m[0].slice(rule.prefix), rule.check)) continue;
      out.push({ kind: rule.kind, start: p.index, end: p.index + m[0].length });
      prefilter.lastIndex = Math.max(prefilter.lastIndex, p.index + m[0].length);
      break;
    }
  }
}

/** Rejects documentation placeholders such as `ghp_xxxxxxxx…` or `AKIA…EXAMPLE`. */
function randomBody(body: string, check: BodyCheck): boolean {
  if (/example|x{6,}|\*{3,}|0{8,}/i.test(body)) return false;
  if (distinctChars(body) < 6) return false;
  if (check === 'loose') return true;
  const c = charClasses(body);
  if (!c.digit || !(c.upper || c.lower)) return false;
  return check === 'alnum' || (c.upper && c.lower);
}

function scanJwts(text: string, out: Candidate[]): void {
  const re = /\beyJ[A-Za-z0-9_-]{8,4096}\.[A-Za-z0-9_-]{4,8192}\.[A-Za-z0-9_-]{16,4096}/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const header = Buffer.from(m[0].slice(0, m[0].indexOf('.')), 'base64url').toString('latin1');
    if (!header.startsWith('{"')) continue;
    out.push({ kind: SecretKind.Jwt, start: m.index, end: m.index + m[0].length });
  }
}

/** AWS secret access keys: exactly 40 base64 characters, trusted only with AWS/secret context or a label. */
function isAwsSecretKey(text: string, start: number, value: string): boolean {
  const c = charClasses(value);
  if (!c.upper || !c.lower || !c.digit) return false;
  if (/example/i.test(value) || !randomShape(value)) return false;
  const before = text.slice(Math.max(0, start - 80), start);
  const context = /aws|secret|access.?key/i.test(before) || /[=:][ \t]{0,4}["'`]?$/.test(before);
  return context && !isEncodedText(value);
}

function scanUrlCredentials(text: string, out: Candidate[]): void {
  // The user part excludes `@` and `:`, so `https://user@host` and `ssh://git@host:22` never match.
  const re = /:\/\/([^\s:/@?#'"<>]{0,256}):([^\s/?#'"<>]{1,256})@(?=[A-Za-z0-9[])/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const user = m[1] ?? '';
    const password = m[2] ?? '';
    // `guest:guest`, `postgres:postgres` are stock local defaults; `abc:xyz@example.com` is documentation.
    if (isPlaceholder(password) || password === user || password.length < 4) continue;
    const hostStart = m.index + m[0].length;
    const host = /^[A-Za-z0-9.-]{1,253}/.exec(text.slice(hostStart, hostStart + 253))?.[0] ?? '';
    if (isDocumentationHost(host)) continue;
    const start = m.index + 3 + user.length + 1;
    out.push({ kind: SecretKind.UrlCredentials, start, end: start + password.length });
  }
}

/**
 * `Add_missing_parameter_to_0_95188`, `NODE_SEA_FUSE_<hex>`, `cli/page-2026-02-14T19-22-42-679Z`: names
 * joined by separators whose every part is a word, a number, hex, or too short to carry randomness.
 * Random base64 has few separators, and the parts between them mix cases and digits.
 */
function segmentedIdentifier(token: string): boolean {
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

/** RFC 2606 names, reserved for documentation and never a real service. */
function isDocumentationHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return /(?:^|\.)example\.(?:com|org|net)$|\.(?:example|invalid)$/.test(h) || h === 'example';
}

// ---------------------------------------------------------------------------------------------------
// Assignments: `password=…`, `"apiKey": "…"`, `DB_PASSWORD=…`, `Authorization: Bearer …`.

const SENSITIVE_LAST: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'secretkey',
  'privatekey',
  'accesskey',
  'authorization',
]);
const KEY_QUALIFIERS: ReadonlySet<string> = new Set([
  'api',
  'secret',
  'private',
  'access',
  'encryption',
  'signing',
  'master',
  'app',
  'client',
  'license',
  'auth',
  'service',
  'account',
  'admin',
  'session',
]);
const COMPOUND_SUFFIXES: readonly string[] = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
];

/** Whether an assignment target names a credential, judged by its last word (`DB_PASSWORD`, `apiKey`). */
function isSensitiveKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_.-]+/)
    .filter((w) => w.length > 0);
  const last = words[words.length - 1];
  if (last === undefined) return false;
  if (SENSITIVE_LAST.has(last)) return true;
  const prev = words[words.length - 2];
  if (last === 'key' && prev !== undefined && KEY_QUALIFIERS.has(prev)) return true;
  if (last === 'base' && prev === 'key' && words[words.length - 3] === 'secret') return true;
  // Run-together names like `PGPASSWORD` or `authtoken`.
  return COMPOUND_SUFFIXES.some((s) => last.length > s.length && last.endsWith(s));
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
 * True for values that stand in for a credential rather than being one: environment and template
 * references (`$VAR`, `${VAR}`, `%VAR%`, `{{ x }}`, `<password>`), masks (`***`, `xxxx`), redaction
 * markers and stock words like `changeme`.
 */
function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  // Whole-value references only: `$VAR`, `%VAR%` and `!vault` are references, `!hp@x…` is a password.
  if (/^(?:[{<[]|\$[{(]|\$[A-Za-z_]\w*$|%\w+%$|%\(|![A-Za-z]+$|#\{)/.test(v)) return true;
  if (/^[*xX•.#?_\-…]+$/.test(v) || /\*{3}|x{4,}|X{4,}|\.\.\./.test(v)) return true;
  if (/example|placeholder|redacted|changeme/i.test(v)) return true;
  const norm = v.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (norm.length === 0 || PLACEHOLDER_WORDS.has(norm)) return true;
  return /^(?:your|insert|replace|enter)|here$/.test(norm);
}

function scanAssignments(text: string, out: Candidate[]): void {
  // Comparisons (`token === "x"`) are excluded by the lookahead: they test values, they don't store them.
  // Anchored on the credential word rather than on every identifier so ordinary prose is skipped fast.
  const re =
    /(?:pass|pwd|secret|token|key|auth)[\w.-]{0,48}(["'`]?)[ \t]{0,8}[?!]?[ \t]{0,8}(:=|=>|=|:)(?![=:>])/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let keyStart = m.index;
    while (keyStart > 0 && m.index - keyStart < 64 && /[\w.-]/.test(text[keyStart - 1] ?? '')) keyStart--;
    // `@scope/canceltoken` or `lib/secret`: a package or path, not an assignment target.
    if (keyStart > 0 && /[/@]/.test(text[keyStart - 1] ?? '')) continue;
    const opText = m[2] ?? '';
    const opIndex = m.index + m[0].length - opText.length;
    const key = text.slice(keyStart, opIndex).replace(/["'`?!\s]+$/, '');
    if (!isSensitiveKey(key)) continue;
    const found = assignedValue(text, m.index + m[0].length, key, opText, opIndex === keyStart + key.length);
    if (found !== null) out.push({ kind: SecretKind.PasswordAssignment, start: found[0], end: found[1] });
  }
}

function assignedValue(
  text: string,
  after: number,
  key: string,
  op: string,
  tight: boolean,
): [number, number] | null {
  let v = after;
  while (text[v] === ' ' || text[v] === '\t') v++;
  if (/authorization$/i.test(key)) {
    const scheme = /(?:Bearer|Basic|Token|Digest)[ \t]+/iy;
    scheme.lastIndex = v;
    if (scheme.exec(text) !== null) v = scheme.lastIndex;
  }
  const q = text[v];
  if (q === '"' || q === "'" || q === '`') {
    // Bounded so an unmatched quote cannot make each hit search the rest of a large text.
    const rel = text.slice(v + 1, v + 513).indexOf(q);
    if (rel === -1) return null;
    const close = v + 1 + rel;
    const value = text.slice(v + 1, close);
    // Whitespace means a message (`'Password must be 8 chars'`); lowercase multi-word names are enum
    // values or resource names (`'invalid_token'`, `'current-password'`).
    if (/\s/.test(value) || value.length < 4 || /^[a-z]+(?:[_-][a-z]+)+$/.test(value)) return null;
    if (!plausibleValue(value, key)) return null;
    // `secret = 'abcdefg'` or `token = "?ParenEnd"` in code is a dummy or an enum value, not a
    // credential; env files are taken literally.
    if (!(tight && /^[A-Z][A-Z0-9_]*$/.test(key)) && wordsOnly(value)) return null;
    return [v + 1, close];
  }
  const run = /[^\s"'`]{1,256}/y;
  run.lastIndex = v;
  const r = run.exec(text);
  if (r === null) return null;
  const envStyle = tight && op === '=' && /^[A-Z][A-Z0-9_]*$/.test(key) && v === after;
  // An env file value runs to the end of the token; elsewhere `,;&` end it (`?key=…&`, `Pwd=…;`).
  const raw = envStyle ? r[0] : (/^[^,;&]*/.exec(r[0])?.[0] ?? '');
  const value = raw.replace(/[.,:;!?)\]}>]+$/, '');
  if (!plausibleValue(value, key)) return null;
  if (envStyle) return value.length < 4 ? null : [v, v + value.length];
  // In code or prose the thing after `password:` is usually an expression, a type or a sentence.
  if (/[([{<]/.test(value) || value.length < 6 || wordsOnly(value)) return null;
  // Member access such as `req.body.password`, `this.token` or `process.env.SECRET!`.
  if (/^[A-Za-z_$][A-Za-z_$]*\d*(?:\??\.[A-Za-z_$][A-Za-z_$]*\d*)+!?$/.test(value)) return null;
  return [v, v + value.length];
}

/** Letters only, or digit-free text made mostly of words (`?NonExpressionParenEnd`, `my-app-secret`). */
function wordsOnly(value: string): boolean {
  return /^[A-Za-z_-]+$/.test(value) || (!/\d/.test(value) && wordiness(value) >= 0.6);
}

/** Shared by quoted and bare values: rules out references, templates, stock defaults and tiny numbers. */
function plausibleValue(value: string, key: string): boolean {
  if (isPlaceholder(value) || /\$\{|\$\(|\{\{|#\{|%\(\w+\)[sd]|^%[sd]$/.test(value)) return false;
  // A URL is an endpoint, not a credential; any password inside it is the URL detector's job.
  if (value.includes('://')) return false;
  if (/^\d+$/.test(value) && value.length < 6) return false;
  // File paths (`PWD=/home/me/src`) and version ranges (`"canceltoken": "^1.0.0"`).
  if (/^(?:\.{0,2}|~)\/.*\//.test(value) || /^[~^<>=v]{0,2}\d+(?:\.\d+)+/.test(value)) return false;
  // `POSTGRES_PASSWORD=postgres`, `MYSQL_ROOT_PASSWORD=root`: documented local defaults, not secrets.
  const lower = value.toLowerCase();
  return !key
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(lower);
}

// ---------------------------------------------------------------------------------------------------
// Generic high-entropy tokens: the last line of defence, so it is deliberately conservative.

const HIGH_ENTROPY_MIN = 32;
// Beyond this a run is embedded data (a wasm module, an image, a font), not a credential; keys that
// long come with PEM armour or a label, which the other detectors handle.
const HIGH_ENTROPY_MAX = 2048;

/**
 * Walks maximal runs of base64/base64url characters by hand: a character-class regex with a lookbehind
 * costs several times more per byte, and this pass runs over every byte written to memory.
 */
function scanTokens(text: string, out: Candidate[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isTokenChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isTokenChar(text.charCodeAt(j))) j++;
    if (j - i >= HIGH_ENTROPY_MIN) examineRun(text, i, j, out);
    i = j;
  }
}

/** `[A-Za-z0-9+/_-]`: the base64 and base64url alphabets together. */
function isTokenChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 43 ||
    code === 47 ||
    code === 95 ||
    code === 45
  );
}

function examineRun(text: string, start: number, end: number, out: Candidate[]): void {
  if (end - start === 40 && text[end] !== '=') {
    const run = text.slice(start, end);
    if (!/[-_]/.test(run) && isAwsSecretKey(text, start, run))
      out.push({ kind: SecretKind.AwsSecretKey, start, end });
  }
  let padded = end;
  while (padded < text.length && padded - end < 2 && text[padded] === '=') padded++;
  if (padded - start > HIGH_ENTROPY_MAX) return;
  if (looksLikeSecretToken(text, start, text.slice(start, padded))) {
    out.push({ kind: SecretKind.HighEntropy, start, end: padded });
  }
}

function looksLikeSecretToken(text: string, start: number, token: string): boolean {
  // Subresource-integrity strings (`sha512-…` in lockfiles) are public digests, not credentials.
  if (/^sha(?:1|256|384|512)-/.test(token)) return false;
  const core = token.replace(/^[-_/]+/, '').replace(/[-_/=]+$/, '');
  if (core.length < HIGH_ENTROPY_MIN) return false;
  // Digests, commit ids, UUIDs and `0x…` hashes: hex is too common in developer text to be a signal.
  if (/^(?:0x)?[0-9a-fA-F_-]+$/.test(core)) return false;
  const c = charClasses(core);
  if (!c.upper || !c.lower || !c.digit) return false;
  if (!randomShape(core) || segmentedIdentifier(core)) return false;
  if (shannonEntropy(core) < entropyThreshold(core.length)) return false;
  if (inUrlOrDataUri(text, start)) return false;
  // Digests, pins and signatures are random by design but public; the label in front says so.
  const label = text.slice(Math.max(0, start - 40), start);
  if (
    /sha-?(?:1|256|384|512)|md5|hash|digest|fingerprint|checksum|integrity|signature|challenge|pin\b|pub(?:lic)?[-_ ]?key/i.test(
      label,
    )
  ) {
    return false;
  }
  return !isEncodedText(core);
}

/**
 * A floor, not the main signal: random base62 of length 32 averages ~4.5 bits/char (99.5% above 4.2),
 * but long identifiers reach that too. It rejects repetitive strings such as `abcABC123abcABC123…`.
 */
function entropyThreshold(length: number): number {
  return length < 48 ? 3.8 : 4.2;
}

function inUrlOrDataUri(text: string, start: number): boolean {
  let i = start;
  const limit = Math.max(0, start - 2048);
  while (i > limit && !/[\s"'`(<>]/.test(text[i - 1] ?? ' ')) i--;
  const prefix = text.slice(i, start);
  return prefix.includes('://') || /base64,$/.test(prefix);
}

/**
 * Base64 that decodes to printable text (a config blob, a sentence, JSON) is an encoding, not a key.
 * Random key material decodes to bytes that are mostly unprintable.
 */
function isEncodedText(token: string): boolean {
  const encoding = /[-_]/.test(token) ? 'base64url' : 'base64';
  const bytes = Buffer.from(token, encoding);
  if (bytes.length < 8) return false;
  let printable = 0;
  for (const b of bytes) if ((b >= 0x20 && b < 0x7f) || b === 0x09 || b === 0x0a || b === 0x0d) printable++;
  return printable / bytes.length >= 0.9;
}

// ---------------------------------------------------------------------------------------------------
// Small statistics over candidate strings.

function charClasses(s: string): { upper: boolean; lower: boolean; digit: boolean } {
  return { upper: /[A-Z]/.test(s), lower: /[a-z]/.test(s), digit: /[0-9]/.test(s) };
}

function distinctChars(s: string): number {
  return new Set(s).size;
}

function shannonEntropy(s: string): number {
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
function wordiness(s: string): number {
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
function randomShape(s: string): boolean {
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

// ---------------------------------------------------------------------------------------------------
// Overlap resolution and positions.

function resolveOverlaps(candidates: Candidate[]): Candidate[] {
  if (candidates.length <= 1) return candidates;
  const sorted = candidates.slice().sort((a, b) => a.start - b.start || b.end - a.end);
  const result: Candidate[] = [];
  // Candidates that overlap transitively form a cluster; within one, keep the strongest first.
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    let clusterEnd = first.end;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.start < clusterEnd) {
      clusterEnd = Math.max(clusterEnd, sorted[j]!.end);
      j++;
    }
    if (j - i === 1) {
      result.push(first);
    } else {
      const ranked = sorted
        .slice(i, j)
        .sort((a, b) => PRIORITY[b.kind] - PRIORITY[a.kind] || b.end - b.start - (a.end - a.start));
      const kept: Candidate[] = [];
      for (const c of ranked) {
        if (kept.every((k) => c.end <= k.start || c.start >= k.end)) kept.push(c);
      }
      kept.sort((a, b) => a.start - b.start);
      result.push(...kept);
    }
    i = j;
  }
  return result;
}

function withPositions(text: string, candidates: Candidate[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  let line = 1;
  let lineStart = 0;
  // Candidates are sorted, so one forward pass over the newlines serves them all.
  let nextNewline = text.indexOf('\n');
  for (const c of candidates) {
    while (nextNewline !== -1 && nextNewline < c.start) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf('\n', lineStart);
    }
    findings.push({ kind: c.kind, start: c.start, end: c.end, line, column: c.start - lineStart + 1 });
  }
  return findings;
}
