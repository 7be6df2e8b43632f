/**
 * Free-text contradiction hints between two memories. Precision comes first: a missed contradiction costs a
 * stale memory, a false alarm teaches users to ignore the hint. Every rule below therefore requires the two
 * texts to talk about the same thing (same type, overlapping tokens, an aligned sentence frame) *and* an
 * explicit opposing signal; anything ambiguous is left alone.
 *
 * Three independent detectors, each producing signals:
 * - polarity: a negated clause in one text restates a positive clause of the other (`negation`, plus
 *   `no_longer` / `deprecated` when that is how the negation was phrased);
 * - replacement: one text rejects X (`instead of X`, `rather than X`, `prefer Y over X`, `switched from X to
 *   Y`, `replaced X with Y`) while the other still asserts X in the same context (`instead_of`, `switched`,
 *   `replaced`);
 * - slot value: the positive statements align word for word except for one slot holding two different values
 *   of the same kind — two numbers/versions/durations, two tools of one category, or two exclusive options
 *   such as tabs/spaces (`different_value`).
 *
 * Those three (the clause aligner) read texts as contradiction-clauses.ts analyses them and live in
 * contradiction-detectors.ts; the claim reader (contradiction-claims*.ts) is the second reader, for texts
 * that say one thing in different words or tell history. This file combines them behind the public API.
 */

import { queryTokens, stem, tokenSet } from '../core/tokenize.js';
import { changedAmount } from './contradiction-amounts.js';
import {
  type ClaimConflict,
  claimConflict,
  hasBareChange,
  leftBehindValue,
  sameIds,
} from './contradiction-claims.js';
import { type Claims, readClaims } from './contradiction-claims-read.js';
import { SYNONYMS } from './contradiction-claims-vocab.js';
import { clauseValueClash } from './contradiction-clause-clash.js';
import { type Analysis, analyze } from './contradiction-clauses.js';
import {
  type Found,
  intersectionSize,
  polaritySignals,
  replacementSignals,
  slotSignals,
} from './contradiction-detectors.js';
import { createDescribedLeftBehind } from './contradiction-history.js';
import { permittedAgain } from './contradiction-rejection.js';
import { settingClash } from './contradiction-settings.js';
import { exceptionToUniversal } from './contradiction-universal.js';
import { MIN_VERSION_OVERLAP, versionClash } from './contradiction-versions.js';
import { NOISE_WORDS, VALUE_SPELLINGS } from './contradiction-vocab.js';
import { createToldOldChecker } from './contradiction-was.js';

/** The part of a memory the detector reads. */
export interface ContradictionInput {
  content: string;
  memory_type: string;
}

/** Result of {@link contradictionHint}. */
export interface ContradictionHint {
  /** True only when the types match, the texts overlap enough and at least one opposing signal fired. */
  contradicts: boolean;
  /** Jaccard similarity of the two texts' {@link tokenSet}s, ignoring the signal words themselves. */
  overlap: number;
  /**
   * Why: `negation`, `no_longer`, `deprecated`, `instead_of`, `switched`, `replaced`, `different_value`,
   * `exception` (a rule about every environment, or every thing of a kind, that the other memory breaks for one).
   * Empty when the types differ or nothing fired.
   */
  signals: string[];
  /** When it contradicts: which words clash, quoted, e.g. `"Terraform" vs "Pulumi"`. */
  clash?: string;
  /**
   * When it contradicts: the side that the wording (`moved from X`, `no longer X`, `started out on X`) or,
   * failing that, the dates make outdated. Absent when two present statements clash and nothing tells which
   * one holds (the caller should mark both as disputed, neither as replaced).
   */
  replaced?: 'older' | 'newer';
}

/**
 * Memory types that state how the project is: a named value left behind in one can outdate another of these
 * types (a decision "we switched CI from Travis…" outdates the fact "CI runs on Travis CI").
 */
const STATEMENT_TYPES: ReadonlySet<string> = new Set(['fact', 'decision', 'convention', 'constraint']);

/**
 * Whether memories of these two types can contradict: the same type, two statement types (see
 * {@link STATEMENT_TYPES}), where only a named value left behind counts, or a note and a statement type.
 */
export function typesMayContradict(a: string, b: string): boolean {
  return (
    a === b ||
    (STATEMENT_TYPES.has(a) && STATEMENT_TYPES.has(b)) ||
    (a === 'note' && STATEMENT_TYPES.has(b)) ||
    (b === 'note' && STATEMENT_TYPES.has(a))
  );
}

/** The claim reader's signals that tell a value was left behind. */
const LEFT_BEHIND_SIGNALS: ReadonlySet<string> = new Set(['switched', 'replaced', 'no_longer', 'deprecated']);

/** A named value left behind needs only this much wording in common (the cue is explicit). */
const MIN_LEFT_BEHIND_OVERLAP = 0.08;
/**
 * A name merely ruled out (a negation, no word of change) needs more. Over all pairs of the 131 bench:agent
 * projects' memories, the negations read under 0.15 were 5 labelled pairs and 29 others.
 */
const MIN_RULED_OUT_OVERLAP = 0.15;
/** Below this Jaccard the texts are about different things whatever the signals say. */
const MIN_OVERLAP = 0.2;
/**
 * Across memory types a value slot counts when the two texts are mostly the same words: "We deploy to Heroku"
 * (a fact) vs "We deploy to Render" (a decision) differ in nothing but the value, while a decision's reason and
 * a fact's detail around one value are not a clash. Deviation from the seed's same-type rule (issue 11: the
 * agent must not be misled). Fixtures: the natural one keeps 0 false hints; the templated one now flags its
 * "types differ" pair, "The project targets Node 18" (fact) vs "…Node 20" (constraint), which is a real clash.
 */
const MIN_CROSS_TYPE_VALUE_OVERLAP = 0.3;

/**
 * Whole-text overlap from which a clause may pin its subject down with one shared word when its slot holds a
 * named tool or vendor (see clauseValueClash). Over all pairs of the 87 bench:agent projects' memories: with no
 * floor, 7 labelled replacements more were read and 12 other pairs flagged; from 0.08, 6 more read and 5 others
 * flagged (3 of them real, unlabelled replacements), the pairs that share only a word like "api", "token" or
 * "keep" (overlap 0.02–0.06) left out.
 */
const MIN_NAMED_SLOT_OVERLAP = 0.08;

/** Stems of the signal vocabulary, removed before measuring overlap so the cue itself does not count. */
const SIGNAL_STEMS: ReadonlySet<string> = new Set([...NOISE_WORDS].map((w) => stem(w)));

/**
 * Hints whether `newer` contradicts `older`. Texts of one `memory_type` must overlap (Jaccard ≥ 0.2 on
 * {@link tokenSet}) and at least one opposing signal must fire (see the module comment); across types only a
 * value left behind, two clauses of one subject, or a value slot between nearly the same words count.
 * Tuned for precision: paraphrases, additions, elaborations and unrelated texts should come back `false`.
 *
 * @param older The existing memory.
 * @param newer The incoming memory.
 * @returns Whether they likely contradict, their overlap and the signals that fired.
 */
export function contradictionHint(older: ContradictionInput, newer: ContradictionInput): ContradictionHint {
  return createContradictionChecker(newer)(older);
}

/**
 * A checker for one new memory against many older ones: the new memory's tokens and clause analysis are
 * computed once (the write path compares it with several neighbours), an older one is analysed only
 * when its overlap passes the threshold.
 */
export function createContradictionChecker(
  newer: ContradictionInput,
): (older: ContradictionInput) => ContradictionHint {
  // The newer text is read once, for the claim reader and the version check alike.
  let newerClaims: Claims | undefined;
  const readNewer = (): Claims => {
    newerClaims ??= readClaims(newer.content);
    return newerClaims;
  };
  const check = createClaimChecker(newer, readNewer);
  const leftBehind = createDescribedLeftBehind(newer.content);
  const toldOld = createToldOldChecker(newer.content);
  const versionHint = (
    older: ContradictionInput,
    overlap: number,
    named: boolean,
  ): ContradictionHint | undefined => {
    const version =
      overlap >= MIN_VERSION_OVERLAP
        ? versionClash(
            { claims: readClaims(older.content), text: older.content },
            { claims: readNewer(), text: newer.content },
            { named },
          )
        : undefined;
    if (version === undefined) return undefined;
    return {
      contradicts: true,
      overlap,
      signals: version.signals,
      clash: asWritten(version.clash, `${older.content}\n${newer.content}`),
      ...(version.replaced === undefined ? {} : { replaced: version.replaced }),
    };
  };
  return (older) => {
    const hint = check(older);
    if (!statementsOfOneKind(older.memory_type, newer.memory_type)) return hint;
    if (hint.contradicts) {
      // The claim reader compares two versions of a tool as two values ("Admin frontend: Next.js 14"); the
      // version check also knows which one is later, so a clash it reads as a replacement says so.
      if (hint.replaced !== undefined) return hint;
      const version = versionHint(older, hint.overlap, false);
      if (version?.replaced !== undefined) return version;
      const was = toldOld(older.content);
      return was === undefined ? hint : { ...hint, replaced: was.replaced };
    }
    // "Hold RPC timeout is 2 s now (was 3 s)": one memory names, as old, the value the other states.
    const was = toldOld(older.content);
    if (was !== undefined)
      return {
        contradicts: true,
        overlap: hint.overlap,
        signals: ['different_value'],
        clash: was.clash,
        replaced: was.replaced,
      };
    // "moved billing from per-cow metered usage to three flat tiers": a described state left behind.
    const change = leftBehind(older.content);
    if (change !== undefined)
      return {
        contradicts: true,
        overlap: hint.overlap,
        signals: ['switched'],
        clash: `"${change.from}" left for "${change.to}" by the newer text`,
        replaced: 'older',
      };
    // One setting assigned two values (contradiction-settings.ts): disputed, or replaced when the newer one
    // says it is the present.
    const setting = settingClash(older.content, newer.content);
    if (setting !== undefined) {
      const found: ContradictionHint = {
        contradicts: true,
        overlap: hint.overlap,
        signals: setting.signals,
        clash: setting.clash,
      };
      if (NOW_RE.test(newer.content)) found.replaced = 'older';
      return found;
    }
    // One tool given two versions (contradiction-versions.ts): the later one said later replaces the other.
    const version = versionHint(older, hint.overlap, true);
    if (version !== undefined) return version;
    // A rule about every environment or every thing of a kind, against a memory setting one apart
    // (contradiction-universal.ts).
    const clash = exceptionToUniversal(older.content, newer.content);
    if (clash === undefined) return hint;
    return {
      contradicts: true,
      overlap: hint.overlap,
      signals: ['exception'],
      clash: asWritten(clash, `${older.content}\n${newer.content}`),
    };
  };
}

/**
 * A conflict read with the texts swapped (the older text's wording against the newer one): its `replaced`
 * names the swapped sides, so it is turned back. When the older text bans what the newer one does ("never
 * publish directly to Kafka" vs "Handlers publish straight to Kafka"), the wording tells no change at all, only
 * a clash: neither side is outdated.
 */
function fromOlder(c: ClaimConflict | undefined, newerSaysNow: boolean): ClaimConflict | undefined {
  if (c === undefined || c.replaced === undefined) return c;
  if (!c.signals.every((sig) => LEFT_BEHIND_SIGNALS.has(sig))) return { signals: c.signals, clash: c.clash };
  const clash = c.clash.replace('by the newer text', 'by the older text');
  // "Integration tests replace SQL Server with the InMemory provider" then "Integration tests run against a
  // real SQL Server 2022 now": the newer text says it is the present, so it is the move back, not the stale one.
  if (newerSaysNow) return { ...c, clash, replaced: 'older' };
  return { ...c, clash, replaced: c.replaced === 'older' ? 'newer' : 'older' };
}

/** Words by which a text says it describes the present as changed ("… now", "as of March", "these days"). */
const NOW_RE = /\b(?:now|nowadays|these days|as of|from now on|going forward)\b/i;

/** Memory types that prescribe: a ban in one and the same practice prescribed in another contradict. */
const RULE_TYPES: ReadonlySet<string> = new Set(['constraint', 'convention', 'decision']);

/** Two memories of one type, or two statement types (never a note: it is conversation). */
function statementsOfOneKind(a: string, b: string): boolean {
  return a !== 'note' && b !== 'note' && (a === b || (STATEMENT_TYPES.has(a) && STATEMENT_TYPES.has(b)));
}

/** The checker of the claim reader and clause aligner (see {@link contradictionHint}). */
function createClaimChecker(
  newer: ContradictionInput,
  readNewer: () => Claims,
): (older: ContradictionInput) => ContradictionHint {
  const newerSet = signalFreeSet(newer.content);
  const newerSaysNow = NOW_RE.test(newer.content);
  let newerAnalysis: Analysis | undefined;
  return (older) => {
    const olderSet = signalFreeSet(older.content);
    const inter = intersectionSize(olderSet, newerSet);
    const union = olderSet.size + newerSet.size - inter;
    const overlap = union === 0 ? 0 : inter / union;
    const none: ContradictionHint = { contradicts: false, overlap, signals: [] };
    if (older.memory_type !== newer.memory_type || overlap < MIN_OVERLAP) {
      if (!typesMayContradict(older.memory_type, newer.memory_type)) return none;
      const newerClaims = readNewer();
      // Texts sharing no word at all (synonyms aside) are about different things, unless one switched to a
      // value of a kind the other names a value of. Cheaper to count than to read.
      const switched = newerClaims.mentions.some((m) => m.target);
      if (inter === 0 && !switched) return none;
      const olderClaims = readClaims(older.content);
      if (inter === 0 && !switchedWithin(newerClaims, olderClaims)) return none;
      let left: ClaimConflict | undefined;
      // An untyped note ("We switched to yarn for installs", `spool remember` without --type) outdates a
      // statement only through a value it says was left behind; its other wording is conversation.
      const note =
        older.memory_type !== newer.memory_type &&
        (older.memory_type === 'note' || newer.memory_type === 'note');
      if (note) {
        left =
          overlap >= MIN_LEFT_BEHIND_OVERLAP || inter === 0
            ? (leftBehindValue(olderClaims, newerClaims) ??
              fromOlder(leftBehindValue(newerClaims, olderClaims, false), newerSaysNow))
            : undefined;
      } else if (
        overlap >= MIN_LEFT_BEHIND_OVERLAP ||
        inter === 0 ||
        hasBareChange(newerClaims) ||
        newerClaims.rejections.some((r) => r.cue === 'switched')
      ) {
        const claim = claimConflict(olderClaims, newerClaims);
        // Across types, the whole-text claim reader counts only when it read history (`moved from X`), not a
        // value slot: a decision and a fact differ in everything around the value.
        left =
          leftBehindValue(olderClaims, newerClaims) ??
          fromOlder(leftBehindValue(newerClaims, olderClaims, false), newerSaysNow) ??
          (claim?.signals.every((sig) => LEFT_BEHIND_SIGNALS.has(sig)) ||
          (claim !== undefined && overlap >= MIN_CROSS_TYPE_VALUE_OVERLAP)
            ? claim
            : undefined);
      }
      // A value slot counts across types when two clauses pin one subject down (`weights are stored in kg`).
      if (!note)
        left ??=
          (sameIds(olderClaims, newerClaims) ? changedAmount(olderClaims, newerClaims) : undefined) ??
          permittedAgain(olderClaims, newerClaims) ??
          clauseValueClash(olderClaims, newerClaims, overlap >= MIN_NAMED_SLOT_OVERLAP);
      // Two rules (a constraint, a convention, a decision), one forbidding what the other prescribes in the
      // same words: "Do not mock the database in service-layer tests" vs "Mock the database with Mockito in
      // service-layer unit tests". As much wording in common as within one type; which holds is for a person.
      if (
        left === undefined &&
        overlap >= MIN_OVERLAP &&
        RULE_TYPES.has(older.memory_type) &&
        RULE_TYPES.has(newer.memory_type)
      ) {
        const a = analyze(older.content);
        newerAnalysis ??= analyze(newer.content);
        const found = polaritySignals(a, newerAnalysis) ?? polaritySignals(newerAnalysis, a);
        if (found !== undefined) left = { signals: found.signals, clash: found.clash };
      }
      if (left === undefined) return none;
      // A name one text rules out ("tests never talk to Stripe", "no Doctrine entities in there") and the other
      // uses, with little else in common, is two rules about different things, not a replacement.
      if (overlap < MIN_RULED_OUT_OVERLAP && left.signals.every((sig) => sig === 'negation')) return none;
      const clash = asWritten(left.clash, `${older.content}\n${newer.content}`);
      const hint: ContradictionHint = { contradicts: true, overlap, signals: left.signals, clash };
      if (left.replaced !== undefined) hint.replaced = left.replaced;
      return hint;
    }
    const a = analyze(older.content);
    newerAnalysis ??= analyze(newer.content);
    const b = newerAnalysis;
    const ca = readClaims(older.content);
    const cb = readNewer();
    // Numbers and identifiers that name which thing (`step 3`, `m3`, `#412`) make these two things.
    if (!sameIds(ca, cb)) return none;
    const claim =
      claimConflict(ca, cb) ??
      leftBehindValue(ca, cb) ??
      fromOlder(leftBehindValue(cb, ca, false), newerSaysNow) ??
      changedAmount(ca, cb) ??
      permittedAgain(ca, cb) ??
      clauseValueClash(ca, cb, true);
    // The aligner reads neither lists nor history ("used to host on Heroku" / "host on Render now").
    const slot = ca.multi || cb.multi || ca.past || cb.past ? undefined : slotSignals(a, b);
    const found = [
      polaritySignals(a, b),
      polaritySignals(b, a),
      replacementSignals(a, b),
      replacementSignals(b, a),
      slot,
    ].filter((f): f is Found => f !== undefined);
    if (claim === undefined && found.length === 0) return none;
    const signals = new Set<string>([...found.flatMap((f) => f.signals), ...(claim?.signals ?? [])]);
    // The aligner has no notion of history: when only it fired, the newer text is taken to hold.
    const clash = asWritten(claim?.clash ?? found[0]?.clash ?? '', `${older.content}\n${newer.content}`);
    const hint: ContradictionHint = { contradicts: true, overlap, signals: [...signals], clash };
    // A clash between two present statements names no outdated side, unless the aligner found one too.
    const replaced =
      claim === undefined ? 'older' : (claim.replaced ?? (found.length > 0 ? 'older' : undefined));
    if (replaced !== undefined) hint.replaced = replaced;
    return hint;
  };
}

/**
 * Puts each quoted phrase of a clash back as the texts wrote it (`"half up"` → `"half-up"`, `"terraform"` →
 * `"Terraform"`): the detectors read lowercased words.
 */
function asWritten(clash: string, texts: string): string {
  return clash.replace(/"([^"]+)"/g, (whole, phrase: string) => {
    const words = phrase.split(' ').filter((w) => /^[\p{L}\p{N}.]+$/u.test(w));
    if (words.length === 0 || words.length !== phrase.split(' ').length) return whole;
    const pattern = words.map((w) => w.replace(/\./g, '\\.')).join('[^\\p{L}\\p{N}]{1,3}');
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(texts);
    return m === null ? whole : `"${m[0]}"`;
  });
}

function signalFreeSet(text: string): Set<string> {
  const set = tokenSet(text);
  for (const st of SIGNAL_STEMS) set.delete(st);
  return set;
}

/** Index terms folded together by the claim reader's synonyms (`store`, `save`, `kept` → `keep`), by term. */
const SYNONYM_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const byCanon = new Map<string, string[]>();
  for (const [term, canon] of SYNONYMS) {
    const list = byCanon.get(canon) ?? [canon];
    if (!list.includes(term)) list.push(term);
    byCanon.set(canon, list);
  }
  const out = new Map<string, readonly string[]>();
  for (const list of byCanon.values()) for (const t of list) out.set(t, list);
  return out;
})();

/**
 * The terms to find a memory's contradiction candidates by, one group per word of it: the word's index term
 * and the terms the detector reads as the same word ("saved" also finds "stored", "kept"). A write looks up
 * records sharing its rarest groups; a group's records are the union of its terms' records, so a memory
 * saying "Weights are saved in pounds" finds "Weights are stored in kilograms" through two words.
 */
export function neighbourTermGroups(content: string): string[][] {
  const groups = [...new Set(queryTokens(content))].map((t) => [...(SYNONYM_FORMS.get(t) ?? [t])]);
  // "We switched to pnpm" shares no word with "We use npm": the memories naming another value of the kind
  // it switched to are its candidates too. Reading the claims is for texts that say "… to" at all.
  if (!/\bto\b/i.test(content)) return groups;
  for (const m of readClaims(content).mentions) {
    if (!m.target) continue;
    for (const g of m.groups) {
      const terms = KIND_TERMS.get(g);
      if (terms !== undefined) groups.push([...terms]);
    }
  }
  return groups;
}

/** The index terms of every spelling of a value group's values (`package_manager` → npm, pnpm, yarn, bun). */
const KIND_TERMS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, Set<string>>();
  for (const [spelling, info] of VALUE_SPELLINGS) {
    const term = queryTokens(spelling)[0];
    if (term === undefined) continue;
    for (const g of info.groups) out.set(g, (out.get(g) ?? new Set()).add(term));
  }
  return new Map([...out].map(([g, terms]) => [g, [...terms]]));
})();

/** Whether `newer` switched to a value of a kind `older` names a value of ("switched to pnpm" / "use npm"). */
function switchedWithin(newer: Claims, older: Claims): boolean {
  const kinds = new Set(newer.mentions.filter((m) => m.target).flatMap((m) => m.groups));
  return kinds.size > 0 && older.mentions.some((m) => m.groups.some((g) => kinds.has(g)));
}
