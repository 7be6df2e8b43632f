import { bm25Idf } from '../core/idf.js';
import type { MemoryRecord, PendingEvent, StoredRecord, Tier } from '../core/types.js';
import type { Store } from '../store/store.js';
import {
  type ChangeToldItem,
  type ChangeToldPair,
  changeToldPairs,
  type Specificity,
  tellsChange,
} from './change-told.js';
import { createContradictionChecker, neighbourTermGroups, typesMayContradict } from './contradiction.js';
import { INJECTABLE_STATES } from './staleness.js';

/** The index the truth checks read (the store's projection). */
type Index = Store['projection'];

/**
 * A contradiction hint found on write: the other record, the words that clash, and the side the wording
 * makes outdated — absent when two present statements clash and nothing says which one holds (a ban vs a
 * practice, "rounded half-up" vs "half-even"): then neither is ranked down, both are marked.
 */
export interface FoundContradiction {
  record_id: string;
  clash: string;
  outdated?: 'older' | 'newer';
}

// How many of a memory's rarest terms find its neighbours. A long memory has many terms only one unrelated
// record shares; six of those found none of the records it replaced ("Guardian has been removed…" shares
// `token`, `socket`, `api` with the Guardian memory, not its rarest words).
const RARE_TERMS = 12;

// Terms in more records than this say too little about a memory to find its contradictions.
const CONTRADICTION_MAX_DF = 400;

/**
 * Tier-1 contradiction hints: compare the new memory with its closest lexical neighbours of the same
 * type. Only the rarest terms are searched, so this costs a fraction of a millisecond at any size.
 */
export function contradictionsFor(
  index: Index,
  rec: MemoryRecord,
  tier: Tier,
  near: Neighbourhood = neighbourhoodOf(index, rec, tier),
): FoundContradiction[] {
  const out: FoundContradiction[] = [];
  const check = createContradictionChecker({ content: rec.content, memory_type: rec.memory_type });
  // Two values clashing with no side read as outdated: a new memory telling a change ("we moved the queue to
  // SQS") holds over the older one, as the facts policy has it for one subject's value. Read only for such a clash.
  let toldChange: boolean | undefined;
  for (const { record: other } of near.records) {
    const hint = check({ content: other.content, memory_type: other.memory_type });
    if (!hint.contradicts) continue;
    const found: FoundContradiction = { record_id: other.record_id, clash: hint.clash ?? '' };
    if (hint.replaced) found.outdated = hint.replaced;
    else if (hint.signals.includes('different_value')) {
      toldChange ??= tellsChange(rec.content);
      if (toldChange) found.outdated = 'older';
    }
    out.push(found);
  }
  return out;
}

/**
 * A new memory that says something changed ("… now", "no longer", "we ripped X out", "moved to") may replace a
 * neighbour the claim reader cannot read as replaced: its wording is new to it (on blind rounds it reads about a
 * third of such pairs). Such neighbours are named to the writer, who knows, rather than marked: a wrong marker
 * would reach every agent, a wrong suggestion only this write's answer.
 *
 * @param skip Records already found to contradict the new one.
 * @returns At most `limit` neighbours of a statement type (the closest one by default).
 */
export function possibleReplacements(
  near: Neighbourhood,
  rec: MemoryRecord,
  skip: ReadonlySet<string>,
  limit = 1,
): MemoryRecord[] {
  if (!tellsChange(rec.content)) return [];
  // The neighbours come most-shared first, so those sharing enough are a prefix of the list.
  const enough = Math.min(MIN_SHARED_FOR_REPLACEMENT, near.rareTerms);
  return near.records
    .filter(({ shared }) => shared >= enough)
    .map(({ record }) => record)
    .filter((o) => !skip.has(o.record_id) && o.memory_type !== 'note' && o.memory_type !== 'preference')
    .slice(0, limit);
}

/**
 * Rare words a neighbour must share with the new memory to be named as one it may replace. Over the 16
 * bench:agent projects (835 writes, its `may_replace` figures), naming the best neighbour sharing 5 of the 12
 * rarest words named 8 of the replaced or disputed pairs the reader had missed and 7 others; 4 words: 11 and
 * 15; 3 words (two named): 13 and 39.
 */
const MIN_SHARED_FOR_REPLACEMENT = 5;

/** A new memory's closest neighbours, each with how many of its rarest terms it shares. */
export interface Neighbourhood {
  /** Most shared first: same tier, a type that can contradict the new one's, in force, not superseded by it. */
  records: { record: MemoryRecord; shared: number }[];
  /** How many rare terms were looked up (a memory with few has fewer to share). */
  rareTerms: number;
}

/**
 * The closest lexical neighbours of a new memory that may contradict it, read once per write for both the
 * contradiction hints and the replacement suggestion; or of a stored one (`self`: its row id, left out).
 */
export function neighbourhoodOf(index: Index, rec: MemoryRecord, tier: Tier, self?: number): Neighbourhood {
  // A contradiction restates the same specifics, so it shares the new memory's rarest terms. Neighbours
  // are the records sharing most of the rarest (rarer first, then newer): doclist reads only, which
  // stay cheap at any store size, where BM25-ranking the same candidates cost ~1 ms of a 2 ms write.
  // A word and its synonyms count as one term ("saved in pounds" meets "stored in kilograms").
  // A stored record (`self`, its row id) holds its own words: the rarest are those only it holds.
  const rare = neighbourTermGroups(rec.content)
    .map((group) => rowsOfGroup(index, group)?.filter((rid) => rid !== self))
    .filter((rows): rows is number[] => rows !== undefined && rows.length > 0)
    .sort((a, b) => a.length - b.length)
    .slice(0, RARE_TERMS);
  if (rare.length === 0) return { records: [], rareTerms: 0 };
  const shared = new Map<number, { n: number; first: number }>();
  rare.forEach((rows, i) => {
    for (const rid of rows) {
      const c = shared.get(rid);
      if (c) c.n++;
      else shared.set(rid, { n: 1, first: i });
    }
  });
  // Sharing a single rare term is coincidence unless the memory has hardly any ("use tabs").
  const minShared = Math.min(2, rare.length);
  const ranked = [...shared]
    .filter(([, c]) => c.n >= minShared)
    .sort(([ra, a], [rb, b]) => b.n - a.n || a.first - b.first || rb - ra);
  const out: { record: MemoryRecord; shared: number }[] = [];
  let examined = 0;
  // Five same-type neighbours are checked, looking at no more than twenty candidates to find them.
  const candidates = ranked.slice(0, 20).map(([rid]) => rid);
  // Most candidates are ruled out on their columns (another tier or type, archived, superseded): reading
  // those for all of them in one query spares parsing each one's document (getByRid was ~22% of the CPU of
  // a remember, fsync aside).
  const metas = index.metaByRids(candidates);
  for (const rid of candidates) {
    if (examined >= 5) break;
    const meta = metas.get(rid);
    if (
      !meta ||
      meta.tier !== tier ||
      !typesMayContradict(meta.memory_type, rec.memory_type) ||
      meta.state === 'archived' ||
      rec.supersedes.includes(meta.record_id)
    )
      continue;
    const other = index.getByRid(rid);
    if (!other) continue;
    examined++;
    out.push({ record: other, shared: shared.get(rid)?.n ?? 0 });
  }
  return { records: out, rareTerms: rare.length };
}

/** The records holding any word of a synonym group (each rare enough to be specific). */
function rowsOfGroup(index: Index, group: readonly string[]): number[] | undefined {
  if (group.length === 1) return index.rareRows(group[0] ?? '', CONTRADICTION_MAX_DF);
  let rows: Set<number> | undefined;
  for (const t of group) {
    const r = index.rareRows(t, CONTRADICTION_MAX_DF);
    if (r === undefined) continue;
    rows ??= new Set();
    for (const rid of r) rows.add(rid);
  }
  return rows && [...rows];
}

/**
 * Records the contradictions of a new memory on both sides: the new record lists the others, each other
 * record gets the new id added (its `updated_at` kept, so the hint does not count as an edit for recency),
 * and the side the wording makes outdated (`moved from X`, `started out on X`; else the older one) is
 * marked `outdated_by` so ranking puts the current memory first. Open fact conflicts are recorded the same
 * way, so both of their sides carry the marker.
 */
export function recordContradictions(
  index: Index,
  rec: MemoryRecord,
  found: FoundContradiction[],
  disputes: readonly string[],
  events: PendingEvent[],
  warnings: string[],
): void {
  const peers = [...new Set([...found.map((f) => f.record_id), ...disputes])];
  if (peers.length === 0) return;
  rec.contradicts = peers;
  for (const f of found) {
    if (f.outdated === 'newer') rec.outdated_by ??= f.record_id;
    const clash = f.clash === '' ? '' : ` (${f.clash})`;
    const which =
      f.outdated === 'newer'
        ? 'this one reads as the outdated one'
        : f.outdated === 'older'
          ? `${f.record_id} reads as outdated`
          : 'neither reads as outdated: check which holds';
    warnings.push(
      `may contradict ${f.record_id}${clash}: ${which} — review, then archive the outdated one or update this one`,
    );
  }
  for (const id of peers) {
    const other = index.getByRecordId(id);
    if (!other) continue;
    const changes: Record<string, unknown> = {
      contradicts: [...new Set([...(other.contradicts ?? []), rec.record_id])],
    };
    if (found.some((f) => f.record_id === id && f.outdated === 'older')) changes.outdated_by = rec.record_id;
    events.push({
      type: 'record.updated',
      record_id: id,
      payload: { changes, updated_at: other.updated_at },
    });
  }
}

/**
 * The records in force that `r` contradicts, and the one that outdates it: a settled contradiction (the
 * other side archived or superseded) no longer marks anything, and only a reviewed record outdates another
 * (an unreviewed candidate saying "we moved from X" does not demote X until it is accepted). Only records
 * carrying hints pay a lookup.
 */
export function contradictionPeers(
  index: Index,
  r: MemoryRecord,
): { contradicts?: string[]; outdated_by?: string } {
  if (!r.contradicts || r.contradicts.length === 0) return {};
  const live: string[] = [];
  let outdatedBy: string | undefined;
  for (const id of r.contradicts) {
    const other = index.getByRecordId(id);
    if (other === undefined || other.state === 'archived') continue;
    live.push(id);
    if (id === r.outdated_by && INJECTABLE_STATES.includes(other.state)) outdatedBy = id;
  }
  if (live.length === 0) return {};
  return outdatedBy ? { contradicts: live, outdated_by: outdatedBy } : { contradicts: live };
}

/** How specific each word is in the store (see `Specificity`): its IDF over that of a word one record holds. */
export function storeSpecificity(index: Index): Specificity {
  const n = index.recordCount();
  const unique = bm25Idf(1, n);
  return (t) => {
    const df = index.docFreq(t);
    if (df <= 0 || unique <= 0) return 0;
    return bm25Idf(df, n) / unique;
  };
}

/** The records a record is already linked to: contradiction hints and supersession carry their own markers. */
function linkedRecords(r: MemoryRecord): string[] {
  const out = [...(r.contradicts ?? []), ...r.supersedes];
  if (r.superseded_by) out.push(r.superseded_by);
  return out;
}

/** What the told-change check reads of a record (see `changeToldPairs`). */
export function changeToldItem(r: MemoryRecord): ChangeToldItem {
  return {
    id: r.record_id,
    content: r.content,
    memory_type: r.memory_type,
    created_at: r.created_at,
    linked: linkedRecords(r),
    confirmed_at: r.last_confirmed_at,
  };
}

/**
 * The pairs of the store where a newer memory says something changed about the specific words of an older one
 * in force, and nothing links them yet (see `changeToldPairs`): what `memory lint` and the health page ask a
 * person to settle (archive the older one, or reaffirm it: confirmed after the newer was written, it holds),
 * since packets can only mark such a pair when they show both. Each newer record's neighbours are read once
 * (rare-term doclists, as on write).
 */
export function unsettledChanges(index: Index, records: readonly StoredRecord[]): ChangeToldPair[] {
  const specificity = storeSpecificity(index);
  const out: ChangeToldPair[] = [];
  for (const r of records) {
    if (!INJECTABLE_STATES.includes(r.state) || !tellsChange(r.content)) continue;
    const older = neighbourhoodOf(index, r, r.tier, index.ridsOf([r.record_id]).get(r.record_id))
      .records.map(({ record }) => record)
      .filter((o) => INJECTABLE_STATES.includes(o.state) && o.created_at < r.created_at);
    if (older.length === 0) continue;
    for (const pair of changeToldPairs([changeToldItem(r), ...older.map(changeToldItem)], specificity))
      if (pair.newer === r.record_id) out.push(pair);
  }
  return out;
}
