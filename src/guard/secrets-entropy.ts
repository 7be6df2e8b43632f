/**
 * The generic high-entropy detector, the last line of defence (deliberately conservative), and the small
 * statistics over candidate strings the other detectors share.
 */

import { type Candidate, SecretKind } from './secrets-kinds.js';
import {
  charClasses,
  isAwsSecretKey,
  isEncodedText,
  randomShape,
  segmentedIdentifier,
  shannonEntropy,
} from './secrets-text.js';

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
export function scanTokens(text: string, out: Candidate[]): void {
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
  // Digests, commit ids, UUIDs and `0x…` hashes: hex is too common in developer text to be a signal, except
  // at a length no common digest or id has (48 hex digits: a 192-bit key, "demo meters: 9d3f70c2…").
  const hex = /^(?:0x)?[0-9a-fA-F_-]+$/.test(core);
  if (hex) {
    if (!/^[0-9a-f]+$/i.test(core) || !UNCOMMON_HEX_LENGTHS.has(core.length)) return false;
    if (!/[a-f]/i.test(core) || !/\d/.test(core)) return false;
    // Hex carries at most 4 bits a digit: random hex of this length has ~3.8.
    if (shannonEntropy(core) < 3.5) return false;
  } else {
    const c = charClasses(core);
    if (!c.upper || !c.lower || !c.digit) return false;
    if (!randomShape(core) || segmentedIdentifier(core) || cloudFormationId(core)) return false;
    if (shannonEntropy(core) < entropyThreshold(core.length)) return false;
  }
  if (inUrlOrDataUri(text, start)) return false;
  // A file's path ("hil/packages/WhlSpd/TC_WhlSpd_017_LowSpeedIce.pkg"): slashes, then an extension after the run.
  if (
    token.includes('/') &&
    /^\.[A-Za-z][A-Za-z0-9]{0,5}\b/.test(text.slice(start + token.length, start + token.length + 8))
  )
    return false;
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
 * A CloudFormation logical id or export name as the CDK writes them: capitalised words with 8-hex hashes between
 * ("ExportsOutputFnGetAttMainTable5B8F9A1CStreamArn3E2D7C41").
 */
function cloudFormationId(token: string): boolean {
  if (!/^(?:[A-Z][a-z]+|[0-9A-F]{8})+$/.test(token) || !/[0-9A-F]{8}/.test(token)) return false;
  return (token.match(/[A-Z][a-z]{2,}/g) ?? []).length >= 3;
}

/**
 * Hex lengths no common digest or id has (MD5 and UUIDs 32, SHA-1 40, SHA-224 56, SHA-256 64, SHA-384 96,
 * SHA-512 128): a hex run of one of these in text is key material.
 */
const UNCOMMON_HEX_LENGTHS: ReadonlySet<number> = new Set([44, 46, 48, 50, 52, 54]);

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

// ---------------------------------------------------------------------------------------------------
// Small statistics over candidate strings.
