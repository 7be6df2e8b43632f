/**
 * Credentials named at more length than the label-and-verb forms of secrets-contextual.ts read: a label with the
 * names of what it is for before a generated value, a bare bearer token, a passphrase quoted right after its label,
 * and Redis's AUTH password.
 */
import { type Candidate, SecretKind } from './secrets-kinds.js';
import { generated, isPlaceholder, withoutTrailingPunct } from './secrets-text.js';

// "Client secret TrueLayer prod is 7f2b…", "the signing secret Adyen live: 9f3c…", "signing secret for staging
// webhooks -> 9f3c…": a credential's label, up to three names of what it is for, then its value; or "bearer 8d2f…".
// Only a generated value counts there (a word or a name is not one), and not after words that name something about
// the credential (its id, name, prefix, TTL, header…).
const proseNamedGenerated = (): RegExp =>
  /\b(?:(?:client|app|consumer|signing|webhook)[ \t_-]secret|secret[ \t_-]key|api[ \t_-]?key|(?:access|auth|bearer|bot|refresh)[ \t_-]token|token|secret)(?:[ \t]+(?!(?:ids?|names?|prefix|hash|length|ttl|version|format|type|header|path|arn|url|fingerprint|kid|is|was)(?![\p{L}\p{N}]))[\p{L}\p{N}_.-]+){1,3}?(?:[ \t]+(?:is|was)[ \t]+|:[ \t]+|[ \t]*(?:->|→|=>)[ \t]*)|\bbearer[ \t]+/giu;

/** Words that make a quoted phrase a sentence, not a passphrase. */
const SENTENCE_WORD_RE =
  /^(?:the|a|an|is|are|be|to|of|in|on|not|no|and|or|for|with|it|this|that|must|should|can|will|by|at|as)$/i;

// "Redis AUTH for staging is hunter2hunter2": Redis's AUTH command (upper case: "auth" in prose is the subsystem) and
// its password, a value with letters and digits.
const REDIS_AUTH_RE =
  /\bAUTH(?:[ \t]+(?:for|on|in|of)[ \t]+[\w.-]+){0,2}[ \t]+(?:is|was|:)[ \t]+([^\s"'`]{8,128})/g;

/** Scans `text` for the named forms above, pushing each value found to `out`. */
export function scanNamedValues(text: string, out: Candidate[]): void {
  const named = proseNamedGenerated();
  for (let m = named.exec(text); m !== null; m = named.exec(text)) {
    const at = m.index + m[0].length;
    const value = withoutTrailingPunct(/[^\s"'`]{1,512}/y.exec(text.slice(at))?.[0] ?? '');
    if (generated(value) && !isPlaceholder(value))
      out.push({ kind: SecretKind.PasswordProse, start: at, end: at + value.length });
  }
  for (const m of text.matchAll(REDIS_AUTH_RE)) {
    const value = withoutTrailingPunct(m[1] ?? '');
    if (/\p{L}/u.test(value) && /\d/.test(value) && !isPlaceholder(value)) {
      const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
      out.push({ kind: SecretKind.PasswordProse, start, end: start + value.length });
    }
  }
  // 'backup encryption passphrase "correct horse battery staple"': quoted right after its label, with no verb, four or
  // more words and none a word of a sentence ('the password "must not be empty"' is a rule about it).
  for (const m of text.matchAll(/\bpass(?:word|phrase)[ \t]+["“'`]([^"”'`\n]{8,128})["”'`]/gi)) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    if (words.length >= 4 && !words.some((w) => SENTENCE_WORD_RE.test(w))) {
      const start = (m.index ?? 0) + m[0].length - 1 - (m[1] ?? '').length;
      out.push({ kind: SecretKind.PasswordProse, start, end: start + (m[1] ?? '').length });
    }
  }
}
