/**
 * The secret gate: a credential scanner run on every write, so nothing that looks like a key, token or
 * password reaches the append-only ledger. Detection is layered: vendor prefixes and PEM armour first,
 * then shapes (JWTs, URL passwords, 40-char AWS secrets), then labelled assignments, and finally a
 * conservative high-entropy check for anything unlabelled. False positives block a write, so every
 * detector also carries the exclusions (placeholders, digests, identifiers) that keep it quiet on
 * ordinary developer text.
 */
import { Buffer } from 'node:buffer';
import { type BodyCheck, VENDOR_RULES, vendorPrefilter } from './secrets-rules.js';

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
  // Contextual forms: a password in prose, on a command line, in a config file format, a signed URL.
  PasswordProse: 'password_prose',
  CliPassword: 'cli_password',
  ConfigCredential: 'config_credential',
  UrlSignature: 'url_signature',
  WebhookUrl: 'webhook_url',
  // Vendor formats (secrets-rules.ts).
  AwsSessionToken: 'aws_session_token',
  HuggingfaceToken: 'huggingface_token',
  NpmToken: 'npm_token',
  PypiToken: 'pypi_token',
  AzureDevopsPat: 'azure_devops_pat',
  AzureClientSecret: 'azure_client_secret',
  MailchimpKey: 'mailchimp_key',
  MailgunKey: 'mailgun_key',
  SendgridKey: 'sendgrid_key',
  TwilioKey: 'twilio_key',
  ShopifyToken: 'shopify_token',
  DatabricksToken: 'databricks_token',
  DigitaloceanToken: 'digitalocean_token',
  PostmanKey: 'postman_key',
  NewrelicKey: 'newrelic_key',
  AgeSecretKey: 'age_secret_key',
  AlibabaKey: 'alibaba_key',
  AtlassianToken: 'atlassian_token',
  LinearKey: 'linear_key',
  NotionToken: 'notion_token',
  DopplerToken: 'doppler_token',
  VaultToken: 'vault_token',
  TerraformToken: 'terraform_token',
  PulumiToken: 'pulumi_token',
  GrafanaToken: 'grafana_token',
  SentryToken: 'sentry_token',
  DynatraceToken: 'dynatrace_token',
  PlanetscaleToken: 'planetscale_token',
  ReplicateToken: 'replicate_token',
  GroqKey: 'groq_key',
  TailscaleKey: 'tailscale_key',
  FlyToken: 'fly_token',
  SquareToken: 'square_token',
  FacebookToken: 'facebook_token',
  TelegramBotToken: 'telegram_bot_token',
  DiscordBotToken: 'discord_bot_token',
  MapboxToken: 'mapbox_token',
  OnepasswordToken: 'onepassword_token',
  HerokuToken: 'heroku_token',
  CloudflareKey: 'cloudflare_key',
  VendorToken: 'vendor_token',
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
// Kinds not listed are vendor formats (90).
const PRIORITY_OVERRIDES: Readonly<Partial<Record<SecretKind, number>>> = Object.freeze({
  private_key: 100,
  anthropic_key: 95,
  aws_session_token: 95,
  openai_key: 85,
  jwt: 80,
  webhook_url: 75,
  aws_secret_key: 70,
  url_signature: 65,
  url_credentials: 60,
  config_credential: 55,
  cli_password: 48,
  password_assignment: 50,
  password_prose: 45,
  high_entropy: 10,
});

function priority(kind: SecretKind): number {
  return PRIORITY_OVERRIDES[kind] ?? 90;
}

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
  scanCommandLines(text, candidates);
  scanConfigForms(text, candidates);
  scanUrlSignatures(text, candidates);
  scanProse(text, candidates);
  if (candidates.length === 0) return [];
  return withPositions(text, resolveOverlaps(dropPublic(text, candidates)));
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

function scanPrefixed(text: string, out: Candidate[]): void {
  // One pass for every vendor prefix is several times cheaper than one pass per rule.
  let covered = 0;
  const prefilter = vendorPrefilter();
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

/** Rejects documentation placeholders such as `ghp_xxxxxxxx…` or `AKIA…EXAMPLE`. */
function randomBody(body: string, check: BodyCheck): boolean {
  if (/example|x{6,}|\*{3,}|0{8,}/i.test(body)) return false;
  if (distinctChars(body) < 6) return false;
  if (check === 'loose') return true;
  if (check === 'hex') return /[a-f]/i.test(body) && /\d/.test(body);
  const c = charClasses(body);
  if (check === 'cases') return c.upper && c.lower;
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
  'pat',
  'pw',
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
  // Most keys are one lowercase word (`password`, `token`): no splitting needed.
  const words = /^[a-z]+$/.test(key)
    ? [key]
    : key
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
  // kubeconfig `client-key-data`: the base64 of a private key (`client-certificate-data` is public).
  if (last === 'data' && prev === 'key') return true;
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
  if (/<[A-Za-z][\w -]{0,40}>|…/.test(v)) return true;
  const norm = v.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (norm.length === 0 || PLACEHOLDER_WORDS.has(norm)) return true;
  return /^(?:your|insert|replace|enter)|here$/.test(norm);
}

function scanAssignments(text: string, out: Candidate[]): void {
  // Comparisons (`token === "x"`) are excluded by the lookahead: they test values, they don't store them.
  // Anchored on the credential word rather than on every identifier so ordinary prose is skipped fast.
  const re =
    /(?:pass|pw|secret|token|key|auth|pat)[\w.-]{0,48}(["'`]?)[ \t]{0,8}[?!]?[ \t]{0,8}(:=|=>|=|:)(?![=:>])/gi;
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
  // An env file value runs to the end of the token; elsewhere `,;&` end it (`?key=…&`, `Pwd=…;`).
  const raw = envStyle ? r[0] : (/^[^,;&]*/.exec(r[0])?.[0] ?? '');
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
// Contextual forms: prose, command lines, config-file formats, signed URLs and webhooks. Each is keyed on
// a literal cue (a tool name, a label, a URL parameter) so text without the cue costs one regex pass.

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
    'fine great broken gone wrong right cached signed encrypted hashed salted'
  ).split(' '),
);

/** True for a lowercase word that is ordinary English in the value position of a sentence. */
function isProseWord(w: string): boolean {
  return (
    PROSE_WORDS.has(w) ||
    /^[a-z]{3,}(?:ed|ing|ly|able|ible|ive|ous|ful|less|tion|sion|ment|ness|ity)$/.test(w)
  );
}

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
  // Lowercase words joined by hyphens ("short-lived", "read-only") are adjectives, unless quoted.
  if (!quoted && /^[a-z]+(?:[-_][a-z]+)+$/.test(value)) return false;
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
  /\b(?:pass(?:word|phrase|wd|code)s?|pwd|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)((?:[ \t]+(?:for|of|on|to)[ \t]+[^\n.,;:!?=()]{1,60}?)?)[ \t]*(?:\b(?:is|was|is set to|has been set to|would be)\b|(?<=[^ \t])(?:[ \t]*[:=]))[ \t]*/gi;
// "set the SMTP password to X", "changed the root password to X".
const proseSetTo = (): RegExp =>
  /\b(?:set|change|changed|reset|update|updated)[ \t]+(?:the[ \t]+|its[ \t]+|their[ \t]+)?(?:[\w-]+[ \t]+){0,3}?(?:pass(?:word|phrase|wd|code)s?|pwd|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)[ \t]+to[ \t]+/gi;
const proseBare = (): RegExp => /\b(?:password|passwd|passphrase|pwd|pw)[ \t]+([^\s"'`]{6,128})/gi;
const proseUsing = (): RegExp =>
  /\b(?:with|using|via)[ \t]+(?:the[ \t]+)?(?:pass(?:word|phrase|wd|code)s?|pwd|(?:client[ _-]|app[ _-])?secret|(?:auth[ _-]|access[ _-]|api[ _-]|bot[ _-]|bearer[ _-])?token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|PAT)[ \t]+/gi;

/**
 * "the admin password is X", "password for the jump host: X", "log in with password X", "the GPG
 * passphrase is 'a b c d'". The value is taken whatever its alphabet, unless it is a word of the sentence.
 */
function scanProse(text: string, out: Candidate[]): void {
  const stated = proseStated();
  for (let m = stated.exec(text); m !== null; m = stated.exec(text)) {
    // `password: X` right after the label is an assignment, judged by that detector's code-aware rules.
    const op = /[:=][ \t]*$/.test(m[0]);
    if (op && (m[1] ?? '') === '') continue;
    // "the example password is …" is documentation.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/\b(?:example|sample|dummy|fake|placeholder)\b[^.\n]{0,20}$/i.test(before)) continue;
    pushProseValue(text, m.index + m[0].length, /pass(?:word|phrase)s?\b/i.test(m[0]), out);
  }
  for (const re of [proseUsing(), proseSetTo()]) {
    for (let m = re.exec(text); m !== null; m = re.exec(text))
      pushProseValue(text, m.index + m[0].length, false, out);
  }
  // "…, password Zebra-Lamp-77": no verb, so only a value that mixes letters and digits counts.
  const bare = proseBare();
  for (let m = bare.exec(text); m !== null; m = bare.exec(text)) {
    const raw = m[1] ?? '';
    const value = raw.replace(/[.,;:?)\]}>]+$/, '');
    if (
      value.length < 6 ||
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
  const value = r[0].replace(/[.,;:?)\]}>]+$/, '');
  if (!proseValueIsSecret(value, false)) return;
  out.push({ kind: SecretKind.PasswordProse, start: at, end: at + value.length });
}

// A flag value: quoted, or a bare run (three groups, one of which is set).
const FLAG_VALUE = `(?:"([^"\\n]{1,512})"|'([^'\\n]{1,512})'|([^\\s'"|;&]{1,1024}))`;
// Long options: `--password X`, `--token=X`, `--db-password X`, `--api-key X`, `--authkey=X`.
const longFlag = (): RegExp =>
  /(?<![\w-])--(?:[a-z0-9]+-){0,4}(?:password|passwd|pass|passphrase|token|secret|api-?key|auth-?key|authtoken)(?:=|[ \t]+)(?!-)(?:"([^"\n]{1,512})"|'([^'\n]{1,512})'|([^\s'"|;&]{1,1024}))/gi;
const cliTool = (): RegExp =>
  /\b(mysql(?:dump|admin|import|sh|check)?|mariadb(?:-dump)?|sshpass|docker|podman|nerdctl|helm|oras|skopeo|buildah|redis-cli|ldap(?:search|modify|add|delete|passwd|compare)|sqlcmd|bcp|twine|doctl|htpasswd|smbclient|curl|wget|vercel)\b/g;
// Per tool, the option that carries the password (matched inside the tool's command, no g flag).
const SHORT_FLAGS = {
  // `-pSECRET` is attached; `-p shop` prompts for the password and names a database.
  mysql: /[ \t]-p(?:"([^"\n]{1,256})"|'([^'\n]{1,256})'|([^\s'"|;&]{1,256}))/,
  p: new RegExp(`[ \\t]-p[ \\t]*${FLAG_VALUE}`),
  login: new RegExp(`[ \\t]-p[ \\t]+${FLAG_VALUE}`),
  a: new RegExp(`[ \\t]-a[ \\t]+${FLAG_VALUE}`),
  w: new RegExp(`[ \\t]-w[ \\t]+${FLAG_VALUE}`),
  P: new RegExp(`[ \\t]-P[ \\t]*${FLAG_VALUE}`),
  t: new RegExp(`[ \\t](?:-t|--access-token)[ \\t]+${FLAG_VALUE}`),
  htpasswd: new RegExp(
    `[ \\t]-[a-zA-Z]*b[a-zA-Z]*(?:[ \\t]+-[a-zA-Z]+)*[ \\t]+\\S+[ \\t]+\\S+[ \\t]+${FLAG_VALUE}`,
  ),
  smb: /[ \t]-U[ \t]*[^\s%]+%()()([^\s'"|;&]{1,256})/,
  user: /[ \t](?:-u|--user|--proxy-user)(?:=|[ \t]+)["']?[^\s:'"]{1,128}:()()([^\s'"]{1,256})/,
} as const;

/** Flags and tools that put a credential on a command line. */
function scanCommandLines(text: string, out: Candidate[]): void {
  const push = (m: RegExpMatchArray, offset: number): void => {
    const value = m[1] || m[2] || m[3];
    if (!value || !cliValueIsSecret(value)) return;
    const start = offset + (m.index ?? 0) + m[0].lastIndexOf(value);
    out.push({ kind: SecretKind.CliPassword, start, end: start + value.length });
  };
  const long = longFlag();
  for (let m = long.exec(text); m !== null; m = long.exec(text)) push(m, 0);
  // Tool-specific short options, looked for only inside a command that names the tool.
  const tool = cliTool();
  for (let t = tool.exec(text); t !== null; t = tool.exec(text)) {
    const from = t.index + t[0].length;
    // The command runs to the end of the line or the next pipe or separator.
    const rest = /^[^\n|;]{0,600}/.exec(text.slice(from, from + 600))?.[0] ?? '';
    const flag = shortFlag(t[1] ?? '', rest);
    const m = flag === null ? null : flag.exec(rest);
    if (m !== null) push(m, from);
  }
}

/** The option that carries a password for each tool (after the tool's name, within its command). */
function shortFlag(tool: string, rest: string): RegExp | null {
  if (/^(?:mysql|mariadb)/.test(tool)) return SHORT_FLAGS.mysql;
  if (tool === 'sshpass' || tool === 'twine') return SHORT_FLAGS.p;
  if (/^(?:docker|podman|nerdctl|helm|oras|skopeo|buildah)$/.test(tool)) {
    return /\blogin\b/.test(rest) ? SHORT_FLAGS.login : null;
  }
  if (tool === 'redis-cli') return SHORT_FLAGS.a;
  if (tool.startsWith('ldap')) return SHORT_FLAGS.w;
  if (tool === 'sqlcmd' || tool === 'bcp') return SHORT_FLAGS.P;
  if (tool === 'doctl' || tool === 'vercel') return SHORT_FLAGS.t;
  if (tool === 'htpasswd') return SHORT_FLAGS.htpasswd;
  if (tool === 'smbclient') return SHORT_FLAGS.smb;
  if (tool === 'curl' || tool === 'wget') return SHORT_FLAGS.user;
  return null;
}

function cliValueIsSecret(value: string): boolean {
  if (value.length < 3 || isPlaceholder(value) || /^-|^\$|\$\{|\$\(|^%\w+%$/.test(value)) return false;
  if (/^[a-z]+$/.test(value) && isProseWord(value)) return false;
  // A file argument (`--password-file`, `--token ./tok.txt`) names where the secret is.
  return !/^(?:\.{0,2}|~)\//.test(value);
}

/**
 * Config-file formats whose credential has no telling key: `.npmrc` `_auth` and Docker `"auth"`
 * (base64 of `user:password`), `.pgpass` lines, `.netrc` entries, SQL `PASSWORD '…'` / `IDENTIFIED BY '…'`.
 */
function scanConfigForms(text: string, out: Candidate[]): void {
  // Each form is tried only when its cue is in the text: most memories have none of them.
  const lower = text.toLowerCase();
  if (lower.includes('auth')) scanAuthBlobs(text, out);
  if (text.includes(':')) scanPgpass(text, out);
  if (lower.includes('password')) scanNetrc(text, out);
  if (lower.includes('password') || lower.includes('identified')) scanSqlPasswords(text, out);
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
  const pgpass =
    /^[ \t]*([A-Za-z0-9.*_-]{1,253}):(\d{1,5}|\*):([^\s:]{1,128}):([^\s:]{1,128}):(\S{1,256})[ \t]*$/gm;
  for (let m = pgpass.exec(text); m !== null; m = pgpass.exec(text)) {
    const value = m[5] ?? '';
    // The host is a name, an address or `*`: a timestamp (`12:30:00:…`) has no letter, dot or star.
    if (!/[A-Za-z.*]/.test(m[1] ?? '') || isPlaceholder(value) || value.length < 3) continue;
    const start = m.index + m[0].trimEnd().length - value.length;
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
function scanUrlSignatures(text: string, out: Candidate[]): void {
  if (text.includes('=')) scanSignatureParams(text, out);
  if (text.includes('webhook')) scanWebhooks(text, out);
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
  // Azure DevOps classic PATs are 52 characters of base32 with nothing to tell them apart but a label.
  const ado = /\b(?:ado|devops|azure[ _-]?devops|PAT)\b[^\n]{0,40}?(?<![a-z2-7])([a-z2-7]{52})(?![a-z0-9])/gi;
  for (let m = ado.exec(text); m !== null; m = ado.exec(text)) {
    const value = m[1] ?? '';
    if (!/[2-7]/.test(value) || !/^[a-z2-7]+$/.test(value)) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ kind: SecretKind.AzureDevopsPat, start, end: start + value.length });
  }
}

// Public material that is random by design: certificates, public keys, digests, ids, encrypted values.
// A finding inside one of these spans is dropped.
// Each with the literal cue that must be in the text for the pattern to match at all.
const PUBLIC_SPANS: readonly (readonly [string, RegExp])[] = [
  [
    'AAAA',
    /\b(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)[ \t]+AAAA[A-Za-z0-9+/]{20,8192}={0,3}/g,
  ],
  ['|1|', /\|1\|[A-Za-z0-9+/]{20,64}={0,2}\|[A-Za-z0-9+/]{20,64}={0,2}/g],
  ['h1:', /\bh1:[A-Za-z0-9+/]{43}=/g],
  ['ENC[', /\bENC\[[A-Z0-9_]{1,32},[^\]\n]{0,8192}\]/g],
  ['"', /"(?:kid|x5t|x5t#S256|n|e|x|y)"[ \t]*:[ \t]*"[^"\n]{0,2048}"/g],
  ['pk_', /\bpk_(?:live|test)_[A-Za-z0-9]{10,247}/g],
  ['arn:', /\barn:aws[a-z-]*:[a-z0-9-]*:[a-z0-9-]*:\d{0,12}:[^\s"'<>`]{1,1024}/g],
  ['age1', /\bage1[02-9ac-hj-np-z]{58}\b/g],
];

const PUBLIC_PEM =
  /-----BEGIN (CERTIFICATE|TRUSTED CERTIFICATE|(?:RSA |EC |DSA |SSH2 )?PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|PGP MESSAGE|(?:NEW )?CERTIFICATE REQUEST|X509 CRL|PKCS7|CMS)-----/g;

/** Drops findings that fall inside public material; computed only when there is a finding to check. */
function dropPublic(text: string, candidates: Candidate[]): Candidate[] {
  const spans: [number, number][] = [];
  for (const [cue, re] of PUBLIC_SPANS) {
    if (!text.includes(cue)) continue;
    const g = new RegExp(re.source, re.flags);
    for (let m = g.exec(text); m !== null; m = g.exec(text)) spans.push([m.index, m.index + m[0].length]);
  }
  // Armoured public blocks: the END marker of each label is looked up once and reused while it is ahead,
  // so thousands of unterminated headers cost one pass, not one pass each.
  const nextEnd = new Map<string, number>();
  if (!text.includes('-----BEGIN ')) return filterCovered(candidates, spans);
  const pem = new RegExp(PUBLIC_PEM.source, 'g');
  for (let m = pem.exec(text); m !== null; m = pem.exec(text)) {
    const label = m[1] ?? '';
    const from = m.index + m[0].length;
    let end = nextEnd.get(label);
    if (end === undefined || (end !== -1 && end < from)) {
      end = text.indexOf(`-----END ${label}-----`, from);
      nextEnd.set(label, end);
    }
    if (end === -1 || end - from > PEM_WINDOW) continue;
    const close = end + `-----END ${label}-----`.length;
    spans.push([m.index, close]);
    pem.lastIndex = close;
  }
  return filterCovered(candidates, spans);
}

function filterCovered(candidates: Candidate[], spans: [number, number][]): Candidate[] {
  if (spans.length === 0) return candidates;
  spans.sort((a, b) => a[0] - b[0]);
  // Spans may nest (an ARN inside a certificate comment); a running maximum of ends keeps the lookup exact.
  const maxEnd: number[] = [];
  for (let i = 0; i < spans.length; i++) maxEnd.push(Math.max(spans[i]![1], i > 0 ? maxEnd[i - 1]! : 0));
  return candidates.filter((c) => {
    if (c.kind === SecretKind.PrivateKey) return true;
    // The last span starting at or before the candidate; any earlier one reaching past its end covers it.
    let lo = 0;
    let hi = spans.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid]![0] <= c.start) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return at === -1 || maxEnd[at]! < c.end;
  });
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
        .sort((a, b) => priority(b.kind) - priority(a.kind) || b.end - b.start - (a.end - a.start));
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
