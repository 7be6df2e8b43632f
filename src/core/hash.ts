import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Collapses whitespace, trims and lowercases: two contents that differ only so are duplicates. */
export function normalizeContent(content: string): string {
  // Most text has single spaces only, and then the collapse would rebuild the string unchanged: every
  // space is a match. Checking first is a scan without allocation.
  const collapsed = MESSY_SPACE_RE.test(content) ? content.replace(/\s+/g, ' ') : content;
  return collapsed.trim().toLowerCase();
}

// Whitespace that collapsing would change: anything but a plain space, or two spaces in a row.
const MESSY_SPACE_RE = /[^\S ]| {2}/;

/** BLAKE3 hex digest of a string or bytes. */
export function blake3Hex(input: string | Uint8Array): string {
  return bytesToHex(blake3(typeof input === 'string' ? utf8ToBytes(input) : input));
}

/** `content_hash` of SPEC §3: BLAKE3 of the normalized content. */
export function contentHash(content: string): string {
  return blake3Hex(normalizeContent(content));
}
