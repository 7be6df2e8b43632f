/**
 * What a text rejects, against what another asserts: the rejection half of the claim reader
 * (contradiction-claims.ts), which reads `replaced X`, `no longer X`, `not X`, `X is deprecated`.
 */

import type { Claims } from './contradiction-claims-read.js';

/** One slot where two texts differ: the clash as written and its signal. */
export interface Slot {
  clash: string;
  signal: string;
  /** The two values that clash, as `=canon` keys (none for amounts). */
  keys: string[];
}

/** `rejecting` rejects something `other` asserts. Returns the clash and whether `other` tells it as past. */
export function rejectionOf(
  rejecting: Claims,
  other: Claims,
  closeSubject: boolean,
): { slot: Slot; past: boolean; raw: string } | undefined {
  for (const r of rejecting.rejections) {
    // "Never disable strict mode" asserts it enabled: a negated antonym is no rejection.
    if (r.flips) continue;
    const values = r.keys.filter((k) => k.startsWith('='));
    const hit = values.find(
      (k) =>
        other.asserted.has(k) &&
        other.mentions.some((m) => `=${m.canon}` === k && m.status !== 'old') &&
        !rejecting.asserted.has(k),
    );
    let matched: string | undefined = hit;
    if (matched === undefined) {
      // A phrase of plain words: all of it must be asserted by the other text ("not next to the code").
      const plain = r.keys;
      const negated = r.cue === 'negation' || r.cue === 'no_longer' || r.cue === 'deprecated';
      const enough = plain.length >= 2 || r.sole || (!negated && plain.length >= 1);
      if (!enough || !plain.every((k) => other.asserted.has(k))) continue;
      // One plain word ("…, not production") is weak evidence: the subjects must match closely too.
      if (plain.length === 1 && negated && !closeSubject) continue;
      matched = plain[0];
    } else if (r.cue === 'negation' || r.cue === 'no_longer' || r.cue === 'deprecated') {
      // A negated clause rejects a value only when the value is what it is about.
      const rest = r.keys.filter((k) => !k.startsWith('='));
      const shared = rest.filter((k) => other.asserted.has(k)).length;
      if (!r.sole && (rest.length === 0 || shared / rest.length <= 0.5)) continue;
    }
    const past = other.mentions.some((m) => `=${m.canon}` === matched && m.status === 'past');
    return { slot: { clash: `${cueText(r.cue)} "${r.raw}"`, signal: r.cue, keys: [] }, past, raw: r.raw };
  }
  return undefined;
}

export function cueText(cue: string): string {
  switch (cue) {
    case 'no_longer':
      return 'no longer';
    case 'instead_of':
      return 'instead of';
    case 'switched':
      return 'moved from';
    case 'replaced':
      return 'replaced';
    case 'deprecated':
      return 'deprecated';
    default:
      return 'not';
  }
}

/** Cues that tell history on their own: the thing was done away with, not merely forbidden. */
const HISTORY_CUES: ReadonlySet<string> = new Set(['deprecated', 'replaced', 'switched', 'no_longer']);

/**
 * The newer text says a phrase of two or more words the older one asserts was done away with ("The provider
 * package and ChangeNotifier are deprecated; new code must not add any" vs "Screens get their state from
 * ChangeNotifier view models exposed with the provider package"), while the rest of the two texts shares too
 * little for the subject rule. The rejected phrase pins the subject down itself; a plain negation ("never X")
 * is a rule, not history, so it does not count here.
 *
 * @returns The conflict (the older side replaced), or undefined.
 */
export function pinnedRejection(
  older: Claims,
  newer: Claims,
): { signals: string[]; clash: string; replaced: 'older' } | undefined {
  for (const r of newer.rejections) {
    if (r.flips || !HISTORY_CUES.has(r.cue)) continue;
    const plain = r.keys.filter((k) => !k.startsWith('='));
    if (plain.length < 2 || !r.keys.every((k) => older.asserted.has(k))) continue;
    return {
      signals: [r.cue],
      clash: `${cueText(r.cue)} "${r.raw}" (newer) vs "${r.raw}" (older)`,
      replaced: 'older',
    };
  }
  return undefined;
}

/**
 * A rule the newer text relaxes: the older one bans a thing ("Never use force unwraps anywhere", "Don't use
 * `update_all`") and the newer one says it is fine ("Force unwraps are fine now in test targets", "update_all
 * is fine now"). The allowed thing must be the banned one: two words of it, or one written as a name or in
 * code. Told with "now", the older rule is the outdated one; otherwise the two are a dispute.
 *
 * @returns The conflict, or undefined.
 */
export function permittedAgain(
  older: Claims,
  newer: Claims,
): { signals: string[]; clash: string; replaced?: 'older' } | undefined {
  for (const p of newer.permits) {
    for (const r of older.rejections) {
      if (r.cue !== 'negation' || r.flips) continue;
      const shared = p.keys.filter((k) => r.keys.includes(k));
      if (shared.length < 2 && !(shared.length === 1 && p.keys.length === 1 && p.named)) continue;
      // "Never force-push to main" vs "Force-pushing to your own feature branch is fine": each names a thing
      // of its own (main, a feature branch), so the ban and the permission are about two things.
      const ownBan = r.keys.some((k) => !p.keys.includes(k));
      const ownPermit = p.keys.some((k) => !r.keys.includes(k));
      if (ownBan && ownPermit) continue;
      const clash = `banned "${r.raw}" (older) vs "${p.raw}" allowed (newer)`;
      return p.now ? { signals: ['negation'], clash, replaced: 'older' } : { signals: ['negation'], clash };
    }
  }
  return undefined;
}
