import { amountsDiffer } from './contradiction-amounts.js';
import type { Amount, Claims, Mention } from './contradiction-claims-read.js';
import { ADJECTIVE_GROUPS, DISCRIMINATORS, LEFT_PREDICATES } from './contradiction-claims-vocab.js';
import { pinnedRejection, rejectionOf, type Slot } from './contradiction-rejection.js';

export { type Claims, readClaims } from './contradiction-claims-read.js';

/** What the claim reader found between two texts. */
export interface ClaimConflict {
  signals: string[];
  /** Which words clash, quoted from the texts, e.g. `"Terraform" vs "Pulumi"`. */
  clash: string;
  /**
   * The side whose claim the wording or the dates make outdated; absent when both state the present and
   * nothing tells which holds (two clauses with different values: a dispute, not a change).
   */
  replaced?: 'older' | 'newer';
}

// ---------------------------------------------------------------------------------------------------------
// Comparing two texts
// ---------------------------------------------------------------------------------------------------------

/**
 * Whether two texts talk about the same subject. `strict` (for value and amount slots, which carry no cue of
 * their own) also wants more shared than unshared words when each side has words of its own
 * (`retry failed webhooks` vs `retry failed payments`); a rejection (`replaced`, `no longer`) is itself the
 * evidence of a relation, so it needs only the smaller side's words to be half shared.
 */
function sameSubject(a: Claims, b: Claims, strict: boolean): boolean {
  const sa = a.subject;
  const sb = b.subject;
  // `sync` as a plain word on one side and as a mode value on the other is still one word.
  const onlyA = [...sa].filter((x) => !sb.has(x) && !b.words.has(x));
  const onlyB = [...sb].filter((x) => !sa.has(x) && !a.words.has(x));
  const inter = sa.size - onlyA.length;
  const min = Math.min(sa.size, sb.size);
  if (min === 0) return !strict || Math.max(sa.size, sb.size) <= 1;
  if (inter === 0 || inter / min < 0.5) return false;
  if (strict && onlyA.length > 0 && onlyB.length > 0 && inter / (inter + onlyA.length + onlyB.length) <= 0.5)
    return false;
  return ![...onlyA, ...onlyB].some((w) => DISCRIMINATORS.has(w));
}

/** What {@link narrowed} reads of a text or a clause. */
export interface Narrowable {
  subject: ReadonlySet<string>;
  modifiers: ReadonlyMap<string, ReadonlySet<string>>;
  words?: ReadonlySet<string>;
}

/**
 * A word only one text (or clause) has, directly before a word both have: the subject is narrower on that
 * side ("The Pro plan costs $39" vs "The Team plan costs $99": that side names another thing).
 */
export function narrowed(a: Narrowable, b: Narrowable): boolean {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const [mod, heads] of x.modifiers) {
      if (y.subject.has(mod) || y.words?.has(mod)) continue;
      for (const h of heads) if (y.subject.has(h)) return true;
    }
  }
  return false;
}

/** Whether two texts name the same identifiers (`step 3`, `m3`, `#412`, `p95`). */
export function sameIds(a: Claims, b: Claims): boolean {
  // Only when each side names one the other does not: one extra (`Argon2id`) is a detail, not another thing.
  let onlyA = false;
  let onlyB = false;
  for (const x of a.ids) if (!b.ids.has(x)) onlyA = true;
  for (const x of b.ids) if (!a.ids.has(x)) onlyB = true;
  return !(onlyA && onlyB);
}

function valueSlots(a: Claims, b: Claims): Slot[] {
  const out: Slot[] = [];
  const seen = new Set<string>();
  const mentioned = (c: Claims, canon: string): boolean => c.mentions.some((m) => m.canon === canon);
  for (const ma of a.mentions) {
    if (ma.status !== 'current') continue;
    for (const g of ma.groups) {
      const ca = a.mentions.filter((m) => m.status === 'current' && m.groups.includes(g));
      const cb = b.mentions.filter((m) => m.status === 'current' && m.groups.includes(g));
      if (new Set(ca.map((m) => m.canon)).size !== 1 || new Set(cb.map((m) => m.canon)).size !== 1) continue;
      const mb = cb[0] as Mention;
      if (mb.canon === ma.canon || mentioned(a, mb.canon) || mentioned(b, ma.canon)) continue;
      const key = `${ma.canon}|${mb.canon}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        clash: `"${ma.raw}" vs "${mb.raw}"`,
        signal: 'different_value',
        keys: [`=${ma.canon}`, `=${mb.canon}`],
      });
    }
  }
  return out;
}

function amountSlots(a: Claims, b: Claims): Slot[] {
  const out: Slot[] = [];
  const dims = new Set(a.amounts.map((x) => x.dim));
  for (const d of dims) {
    const xa = a.amounts.filter((x) => x.dim === d);
    const xb = b.amounts.filter((x) => x.dim === d);
    if (xa.length !== 1 || xb.length !== 1) continue;
    const [p, q] = [xa[0] as Amount, xb[0] as Amount];
    if (amountsDiffer(p, q))
      out.push({ clash: `"${p.raw}" vs "${q.raw}"`, signal: 'different_value', keys: [] });
  }
  return out;
}

/** Cues that say a named value was left behind (`no longer X`, `switched from X`, `replaced X`), not a rule's negation. */
const LEFT_BEHIND_CUES: ReadonlySet<string> = new Set(['no_longer', 'switched', 'replaced']);

/**
 * The newer text says a named value (a tool, service or option the vocabulary knows) was left behind, while
 * the older one still holds it as current, and the two share a subject word: "We no longer use Vitest…" vs
 * "We chose Vitest…", "We switched CI from Travis…" vs "CI runs on Travis CI". The explicit history cue on a
 * named value is a strong enough signal to hold across memory types and with little wording in common, which
 * the general rules need.
 *
 * @param forward false when `newer` is the older text (the caller tries both orders): a switch ("switched to
 *   pnpm") then says nothing about which came first, so it is not read.
 * @returns The conflict (the older side replaced), or undefined.
 */
export function leftBehindValue(older: Claims, newer: Claims, forward = true): ClaimConflict | undefined {
  if (!sameIds(older, newer)) return undefined;
  // "…in the web app" vs "The mobile app…": each names another part, so they are about two things.
  const partOnly = (a: Claims, b: Claims) =>
    [...a.subject].some((w) => DISCRIMINATORS.has(w) && !b.subject.has(w));
  if (partOnly(older, newer) && partOnly(newer, older)) return undefined;
  const sharedSubject = [...newer.subject].filter((w) => older.subject.has(w)).length;
  // Two named values both texts mention pin the subject down without a plain word in common: "We chose
  // Vitest over Jest for speed" and "We no longer use Vitest; we switched to Jest" are about the test runner.
  const olderValues = new Set(older.mentions.map((m) => m.canon));
  const sharedValues = new Set(newer.mentions.map((m) => m.canon).filter((c) => olderValues.has(c))).size;
  // A newer text about nothing but the change ("We moved off Heroku to Fly.io in March", "We switched from npm
  // to pnpm") names no subject of its own: it replaces the value wherever the older text holds it, when it
  // names what took its place (a value of the same kind), so a passing "not X" is not enough.
  const bare = newer.subject.size === 0 || hasBareChange(newer);
  if (sharedSubject === 0 && sharedValues < 2 && !bare) return undefined;
  // "We switched to pnpm" names no value it left, but replaces the older text's current value of that kind.
  // Not against another switch (which came first is not in the words), nor, for a bare switch, against a
  // text about one part ("The mobile app uses yarn").
  const plainOlder =
    !older.mentions.some((m) => m.target) &&
    (sharedSubject > 0 || ![...older.subject].some((w) => DISCRIMINATORS.has(w)));
  if (forward && newer.rejections.length === 0 && (sharedSubject > 0 || bare) && plainOlder) {
    for (const to of newer.mentions) {
      if (!to.target || to.status !== 'current') continue;
      const kinds = to.groups.filter((g) => !ADJECTIVE_GROUPS.has(g));
      const held = older.mentions.find(
        (m) =>
          m.status === 'current' &&
          m.canon !== to.canon &&
          m.groups.some((g) => kinds.includes(g)) &&
          !newer.mentions.some((n) => n.canon === m.canon),
      );
      if (held !== undefined && !older.mentions.some((m) => m.canon === to.canon))
        return {
          signals: ['switched'],
          clash: `"${held.raw}" (the newer text switched to "${to.raw}")`,
          replaced: 'older',
        };
    }
  }
  if (forward) {
    const told = toldAsPast(older, newer);
    if (told !== undefined) return told;
  }
  for (const r of newer.rejections) {
    if (r.flips) continue;
    if (sharedSubject === 0 && sharedValues < 2 && !r.keys.some((k) => replacedBy(newer, older, k))) continue;
    // A bare "not X" naming an identifier the other text uses ("…, not pcre2" vs "switches matching to
    // pcre2"): the ruled-out name is specific enough with one subject word in common. Both state the present,
    // so neither side is told as outdated.
    const id = r.sole ? r.keys.find((k) => k.startsWith('#') && older.ids.has(k.slice(1))) : undefined;
    if (id !== undefined && !older.rejections.some((x) => x.keys.includes(id)))
      return { signals: [r.cue], clash: `"${id.slice(1)}" (ruled out by one text)` };
    if (!LEFT_BEHIND_CUES.has(r.cue)) {
      // A plain ban of a named tool ("never publish events to Kafka from a handler") against a text that does
      // just that: weaker than history, so it needs two subject words in common and a tool, not an adjective.
      const tool = r.keys.find(
        (k) =>
          k.startsWith('=') &&
          older.mentions.some(
            (m) =>
              `=${m.canon}` === k && m.status === 'current' && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)),
          ),
      );
      const corrected = correctedName(older, newer, r);
      if (tool === undefined && corrected !== undefined) return corrected;
      // A bare choice ("GraphQL, not REST") rules the tool out wherever it is held, like a change does.
      const choice = bare && tool !== undefined && replacedBy(newer, older, tool);
      // "no extra npm UI libs" bans UI libraries, not npm: the words around the tool must be the other's too.
      const around = r.keys.filter((k) => !k.startsWith('='));
      if (around.filter((k) => older.asserted.has(k)).length * 2 < around.length) continue;
      if (
        (sharedSubject < 2 && !choice) ||
        tool === undefined ||
        older.rejections.some((x) => x.keys.includes(tool))
      )
        continue;
      const held = older.mentions.find((m) => `=${m.canon}` === tool);
      return {
        signals: [r.cue],
        clash: `"${held?.raw ?? tool.slice(1)}" (ruled out by one text)`,
        replaced: 'older',
      };
    }
    // A phrase of plain words left behind ("we no longer keep state in git") outdates a text that says all of
    // them; two words at least, so one shared noun is never enough.
    // The verb saying how it was left ("page/size is no longer accepted") is not part of the thing.
    const plain = r.keys.filter((k) => !k.startsWith('=') && !LEFT_PREDICATES.has(k));
    const allPlain = r.keys.every((k) => !k.startsWith('='));
    if (allPlain && plain.length >= 2 && plain.every((k) => older.asserted.has(k)))
      return { signals: [r.cue], clash: `"${r.raw}" (left behind by the newer text)`, replaced: 'older' };
    // A name the vocabulary does not know, left behind ("The build moved from Maven to Gradle"), that the
    // other text holds, written as a name ("orders-service is built with Maven").
    const name = r.keys.length === 1 ? plain[0] : undefined;
    // "We ditched the controllers." said of the endpoints the other text builds as controllers: a clause about
    // nothing but the one thing it left, which the other text holds, with the subjects in common.
    const ditched = name !== undefined && r.cue === 'replaced' && r.whole === true && sharedSubject >= 2;
    if (
      name !== undefined &&
      (older.names.has(name) || ditched) &&
      (newer.names.has(name) || r.named === true || ditched) &&
      older.asserted.has(name) &&
      !older.rejections.some((x) => x.keys.includes(name))
    )
      return { signals: [r.cue], clash: `"${r.raw}" (left behind by the newer text)`, replaced: 'older' };
    for (const k of r.keys) {
      // An identifier left behind ("H2 was dropped") that the other text relies on ("…an embedded H2
      // database"): as specific as a named value.
      if (k.startsWith('#') && older.ids.has(k.slice(1)) && !older.rejections.some((x) => x.keys.includes(k)))
        return {
          signals: [r.cue],
          clash: `"${k.slice(1)}" (left behind by the newer text)`,
          replaced: 'older',
        };
      if (!k.startsWith('=')) continue;
      const held = older.mentions.find((m) => `=${m.canon}` === k && m.status === 'current');
      // The older text must hold the value as current and not reject it somewhere else itself.
      if (held === undefined || older.rejections.some((x) => x.keys.includes(k))) continue;
      return { signals: [r.cue], clash: `"${held.raw}" (left behind by the newer text)`, replaced: 'older' };
    }
  }
  return undefined;
}

/**
 * "nvpmodel 25W, not MAXN" against "nvpmodel MAXN on all robots": a bare "…, not X" the newer text leads with,
 * ruling out a name the vocabulary does not know, which the older text holds, written as a name in both, with
 * two other subject words in common. Both state the present, so neither side is told as outdated: a person
 * checks which holds.
 */
function correctedName(
  older: Claims,
  newer: Claims,
  r: Claims['rejections'][number],
): ClaimConflict | undefined {
  const name = r.cue === 'negation' && r.sole === true && r.keys.length === 1 ? r.keys[0] : undefined;
  if (name === undefined || name.startsWith('=') || name.startsWith('#')) return undefined;
  // Only a correction the newer text leads with: "…, not X" deep in a long text narrows a detail ("mock the
  // repo, not the SDK"), it does not contradict another memory that uses X.
  if (!leadsWithCorrection(newer.lead, r.raw.toLowerCase())) return undefined;
  if (!older.names.has(name) || !newer.names.has(name) || !older.asserted.has(name)) return undefined;
  if (older.rejections.some((x) => x.keys.includes(name))) return undefined;
  const shared = [...newer.subject].filter((w) => w !== name && older.subject.has(w)).length;
  if (shared < 2) return undefined;
  return { signals: ['negation'], clash: `"${r.raw}" (ruled out by the newer text)` };
}

/**
 * "burst started out in eu-west-1, we moved it to eu-central-1" against "the burst env lives in eu-west-1": a
 * value the newer text tells as past, that the older one holds as current, with the value of the same kind
 * that took its place named in the newer text (and not in the older one, which would then describe both).
 */
function toldAsPast(older: Claims, newer: Claims): ClaimConflict | undefined {
  for (const p of newer.mentions) {
    if (p.status !== 'past') continue;
    const held = older.mentions.find((m) => m.canon === p.canon && m.status === 'current');
    if (held === undefined || newer.mentions.some((n) => n.canon === p.canon && n.status !== 'past'))
      continue;
    const kinds = p.groups.filter((g) => !ADJECTIVE_GROUPS.has(g));
    const successor = newer.mentions.find(
      (n) => n.status === 'current' && n.canon !== p.canon && n.groups.some((g) => kinds.includes(g)),
    );
    if (successor === undefined || older.mentions.some((m) => m.canon === successor.canon)) continue;
    return {
      signals: ['switched'],
      clash: `"${held.raw}" (told as past by the newer text, now "${successor.raw}")`,
      replaced: 'older',
    };
  }
  return undefined;
}

/**
 * Whether a clause of the text is about nothing but a change between two named values of one kind ("We
 * switched from yarn to pnpm 9, pinned through corepack"): the subject of a change is that of its own clause,
 * so the details after it do not make it a change of something else.
 */
export function hasBareChange(c: Claims): boolean {
  return c.clauses.some((cl) => {
    if (cl.subject.size > 0) return false;
    const from = cl.mentions.filter((m) => m.status === 'old' && m.cue === 'switched');
    return from.some((f) =>
      cl.mentions.some((m) => m.status === 'current' && m.groups.some((g) => f.groups.includes(g))),
    );
  });
}

/**
 * Whether `newer` holds as current a value of the same kind as the value key `k` (`=heroku`) that `older`
 * holds as current: "…off Heroku to Fly.io" names what replaced Heroku.
 */
function replacedBy(newer: Claims, older: Claims, k: string): boolean {
  if (!k.startsWith('=')) return false;
  const held = older.mentions.find((m) => `=${m.canon}` === k && m.status === 'current');
  if (held === undefined) return false;
  const kinds = held.groups.filter((g) => !ADJECTIVE_GROUPS.has(g));
  return newer.mentions.some(
    (m) => m.status === 'current' && `=${m.canon}` !== k && m.groups.some((g) => kinds.includes(g)),
  );
}

/**
 * Compares the claims of an older and a newer text.
 *
 * @returns The conflict, or undefined when the texts agree, differ in subject, or are lists.
 */
export function claimConflict(older: Claims, newer: Claims): ClaimConflict | undefined {
  if (!sameIds(older, newer)) return undefined;
  if (!sameSubject(older, newer, false)) return pinnedRejection(older, newer);
  const close = sameSubject(older, newer, true);
  const rejectedByNewer = rejectionOf(newer, older, close);
  if (rejectedByNewer !== undefined) {
    const clash = `${rejectedByNewer.slot.clash} (newer) vs "${rejectedByNewer.raw}" (older)`;
    return { signals: [rejectedByNewer.slot.signal], clash, replaced: 'older' };
  }
  const rejectedByOlder = rejectionOf(older, newer, close);
  if (rejectedByOlder !== undefined) {
    // The newer text asserts what the older one rejected: a move back, unless it tells it as history.
    return {
      signals: [rejectedByOlder.slot.signal],
      clash: `${rejectedByOlder.slot.clash} (older) vs "${rejectedByOlder.raw}" (newer)`,
      replaced: rejectedByOlder.past ? 'newer' : 'older',
    };
  }
  if (older.multi || newer.multi || narrowed(older, newer)) return undefined;
  const slots = [...valueSlots(older, newer), ...amountSlots(older, newer)];
  if (slots.length !== 1) return undefined;
  const slot = slots[0] as Slot;
  // The other values count as subject here: `spaces … in Python` vs `tabs … in Makefiles` are two subjects.
  const withValues = (c: Claims): Claims => {
    const subject = new Set(c.subject);
    for (const m of c.mentions) {
      const k = `=${m.canon}`;
      if (m.status === 'current' && !slot.keys.includes(k) && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)))
        subject.add(k);
    }
    return { ...c, subject };
  };
  if (!sameSubject(withValues(older), withValues(newer), true)) return undefined;
  return { signals: [slot.signal], clash: slot.clash, replaced: 'older' };
}

/** Whether a (lower-cased) lead sentence says ", not <raw>" or ", not the <raw>", the phrase ending there. */
function leadsWithCorrection(lead: string, raw: string): boolean {
  const text = lead.replace(/\s+/g, ' ');
  for (const phrase of [`, not ${raw}`, `, not the ${raw}`, `,not ${raw}`]) {
    const at = text.indexOf(phrase);
    if (at >= 0 && !/[\p{L}\p{N}]/u.test(text[at + phrase.length] ?? '')) return true;
  }
  return false;
}
