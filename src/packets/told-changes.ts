import { newerSideMarker, olderSideMarker } from '../score/markers.js';
import type { Store } from '../store/store.js';
import { type ChangeToldItem, type ChangeToldPair, changeToldPairs } from '../truth/change-told.js';
import { INJECTABLE_STATES } from '../truth/staleness.js';
import { linkedRecords, storeSpecificity } from '../truth/write-hints.js';
import { estimateTokens, itemLine, type PacketItem, type PacketSource, packetItem } from './packet.js';

/** A ranked record that may be in the packet or brought into it. */
type Candidate = PacketSource & { created_at: string };

/**
 * The pairs among `candidates` (reviewed records only) where the newer one tells a change (see
 * `changeToldPairs`). An unreviewed draft or candidate (a recall asked for them) casts no doubt on anything.
 */
export function toldChangesAmong(
  index: Store['projection'],
  candidates: readonly Candidate[],
): ChangeToldPair[] {
  const told: ChangeToldItem[] = candidates
    .filter((x) => x.kind === 'record')
    .flatMap((x) => {
      const rec = index.getByRecordId(x.record_id);
      if (rec === undefined || !INJECTABLE_STATES.includes(rec.state)) return [];
      return {
        id: x.record_id,
        content: x.content,
        memory_type: x.memory_type,
        created_at: x.created_at,
        linked: linkedRecords(rec),
        confirmed_at: rec.last_confirmed_at,
      };
    });
  return told.length < 2 ? [] : changeToldPairs(told, storeSpecificity(index));
}

/**
 * Marks each memory of a packet that a newer one says changed (see `changeToldPairs`): the older one is
 * asked about, naming the newer; the newer names what it may replace. When the newer one is not in the
 * packet but among `candidates` (the task's other matches on its topic), it is brought in next to the
 * older one (an agent shown "Use Koin for DI" needs "We ripped Koin out" beside it, whatever that scored).
 * Changes `items` in place.
 */
export function markToldChanges(
  index: Store['projection'],
  items: PacketItem[],
  candidates: readonly Candidate[],
): void {
  if (items.length === 0) return;
  const byId = new Map(candidates.map((x) => [x.record_id, x]));
  const mark = (item: PacketItem, marker: string): void => {
    item.markers = [...item.markers, marker];
    item.tokens = estimateTokens(itemLine(item));
  };
  for (const { older, newer } of toldChangesAmong(index, candidates)) {
    const o = items.find((i) => i.id === older);
    if (o === undefined) continue;
    let w = items.find((i) => i.id === newer);
    if (w === undefined) {
      const x = byId.get(newer);
      if (x === undefined) continue;
      w = packetItem(x);
      items.splice(items.indexOf(o) + 1, 0, w);
    }
    mark(o, olderSideMarker(newer));
    mark(w, newerSideMarker(older));
  }
}
