import type { Store } from '../store/store.js';
import { type ChangeToldItem, changeToldPairs } from '../truth/change-told.js';
import { linkedRecords, storeSpecificity } from '../truth/write-hints.js';
import { estimateTokens, itemLine, type PacketItem, type PacketSource, packetItem } from './packet.js';

/** A ranked record that may be in the packet or brought into it. */
type Candidate = PacketSource & { created_at: string };

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
  const pool = candidates.filter((x) => x.kind === 'record');
  const byId = new Map(pool.map((x) => [x.record_id, x]));
  const specificity = storeSpecificity(index);
  const told: ChangeToldItem[] = pool.map((x) => {
    const rec = index.getByRecordId(x.record_id);
    return {
      id: x.record_id,
      content: x.content,
      memory_type: x.memory_type,
      created_at: x.created_at,
      linked: rec ? linkedRecords(rec) : [],
      confirmed_at: rec?.last_confirmed_at,
    };
  });
  const mark = (item: PacketItem, marker: string): void => {
    item.markers = [...item.markers, marker];
    item.tokens = estimateTokens(itemLine(item));
  };
  for (const { older, newer } of changeToldPairs(told, specificity)) {
    const o = items.find((i) => i.id === older);
    if (o === undefined) continue;
    let w = items.find((i) => i.id === newer);
    if (w === undefined) {
      const x = byId.get(newer);
      if (x === undefined) continue;
      w = packetItem(x);
      items.splice(items.indexOf(o) + 1, 0, w);
    }
    mark(o, `⚖ ${newer}, newer, says something here changed — check this still holds`);
    mark(w, `⚖ may replace ${older} — check which holds`);
  }
}
