/**
 * The secret gate: a credential scanner run on every write, so nothing that looks like a key, token or
 * password reaches the append-only ledger. Detection is layered: vendor prefixes and PEM armour first,
 * then shapes (JWTs, URL passwords, 40-char AWS secrets), then labelled assignments, and finally a
 * conservative high-entropy check for anything unlabelled. False positives block a write, so every
 * detector also carries the exclusions (placeholders, digests, identifiers) that keep it quiet on
 * ordinary developer text.
 */
import { scanCredentialContext } from './secrets-backstop.js';
import { scanCommandLines } from './secrets-cli.js';
import { scanConfigForms, scanProse, scanUrlSignatures } from './secrets-contextual.js';
import { scanTokens } from './secrets-entropy.js';
import type { Candidate, SecretFinding, SecretKind } from './secrets-kinds.js';
import { scanMnemonics } from './secrets-mnemonic.js';
import { scanProseForms } from './secrets-prose-forms.js';
import { dropPublic } from './secrets-public.js';
import {
  scanAssignments,
  scanGoDsnCredentials,
  scanJwts,
  scanOracleCredentials,
  scanPrefixed,
  scanPrivateKeys,
  scanUrlCredentials,
} from './secrets-shapes.js';

export { type SecretFinding, SecretKind } from './secrets-kinds.js';

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
  credential_in_context: 40,
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
  scanOracleCredentials(text, candidates);
  scanGoDsnCredentials(text, candidates);
  scanAssignments(text, candidates);
  scanTokens(text, candidates);
  scanCommandLines(text, candidates);
  scanConfigForms(text, candidates);
  scanUrlSignatures(text, candidates);
  scanProse(text, candidates);
  scanProseForms(text, candidates);
  scanCredentialContext(text, candidates);
  scanMnemonics(text, candidates);
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
