import { newerSideMarker, olderSideMarker } from '../score/markers.js';
import type { Store } from '../store/store.js';
import {
  type ChangeToldItem,
  type ChangeToldPair,
  changeToldPairs,
  tellsChange,
} from '../truth/change-told.js';
import { INJECTABLE_STATES } from '../truth/staleness.js';
import { changeToldItem, storeSpecificity } from '../truth/write-hints.js';
import { estimateTokens, itemLine, type PacketItem, type PacketSource, packetItem } from './packet.js';

/**
 * The pairs among `candidates` (reviewed records only) where the newer one tells a change (see
 * `changeToldPairs`). An unreviewed draft or candidate (a recall asked for them) casts no doubt on anything.
 * Most packets hold no memory telling a change: those cost one regex pass per candidate and no lookup.
 */
export function toldChangesAmong(
  index: Store['projection'],
  candidates: readonly PacketSource[],
): ChangeToldPair[] {
  const records = candidates.filter((x) => x.kind === 'record');
  if (records.length < 2 || !records.some((x) => tellsChange(x.content))) return [];
  const told: ChangeToldItem[] = records.flatMap((x) => {
    const rec = index.getByRecordId(x.record_id);
    return rec !== undefined && INJECTABLE_STATES.includes(rec.state) ? [changeToldItem(rec)] : [];
  });
  return told.length < 2 ? [] : changeToldPairs(told, storeSpecificity(index));
}

/**
 * Marks each memory of a packet that a newer one says changed (see `changeToldPairs`): the older one is
 * asked about, naming the newer; the newer names what it may replace. When the newer one is not in the
 * packet but among the `pool` entries `admit` lets in (the task's other matches on its topic), it is brought in
 * next to the older one (an agent shown "Use Koin for DI" needs "We ripped Koin out" beside it, whatever that
 * scored). `admit` runs only when some entry tells a change: on most packets it is never called.
 * Changes `items` in place.
 */
export function markToldChanges<T extends PacketSource>(
  index: Store['projection'],
  items: PacketItem[],
  pool: readonly T[],
  admit: (x: T) => boolean = () => true,
): void {
  if (items.length === 0 || !pool.some((x) => tellsChange(x.content))) return;
  const inPacket = new Set(items.map((i) => i.id));
  const candidates = pool.filter((x) => inPacket.has(x.record_id) || admit(x));
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
