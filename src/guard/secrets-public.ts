/**
 * Public material that is random by design (certificates, public keys, digests, ids, encrypted values): a
 * candidate inside one of these spans is not a secret and is dropped before the scan reports it.
 */

import { type Candidate, SecretKind } from './secrets-kinds.js';
import { PEM_WINDOW } from './secrets-text.js';

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
  // Publishable keys, Stripe's `pk_live_…` and a vendor's own prefix before it (`kpay_live_pk_…`).
  ['pk_', /\b(?:[a-z]{2,12}_)?(?:pk_(?:live|test)|(?:live|test)_pk)_[A-Za-z0-9]{10,247}/g],
  ['arn:', /\barn:aws[a-z-]*:[a-z0-9-]*:[a-z0-9-]*:\d{0,12}:[^\s"'<>`]{1,1024}/g],
  ['age1', /\bage1[02-9ac-hj-np-z]{58}\b/g],
];

const PUBLIC_PEM =
  /-----BEGIN (CERTIFICATE|TRUSTED CERTIFICATE|(?:RSA |EC |DSA |SSH2 )?PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|PGP MESSAGE|(?:NEW )?CERTIFICATE REQUEST|X509 CRL|PKCS7|CMS)-----/g;

/** Drops findings that fall inside public material; computed only when there is a finding to check. */
export function dropPublic(text: string, candidates: Candidate[]): Candidate[] {
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
