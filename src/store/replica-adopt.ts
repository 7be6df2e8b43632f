/**
 * Adopting a peer's resealed chain (issue #15): after an organisation server purged records, every writer's
 * chain that held one of them was rewritten there with the local purge's code (src/store/repair.ts
 * `resealEvents` + `purgeTransform`). A developer who pulled those lines before holds the old chain, which
 * no longer continues the server's: see {@link adoptResealedChains}.
 *
 * The rule is strict on purpose: a local chain is replaced only by the very bytes this ledger's own purge
 * of those records would write, so the server can erase content but never inject or alter any other line.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LedgerEvent } from '../core/types.js';
import { atomicWrite } from './atomic.js';
import { type FileLock, openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';
import { purgeTransform, resealEvents } from './repair.js';
import { type DivergedWriter, scanShard } from './replica-shard.js';

/** One chain replaced by {@link adoptResealedChains}. */
export interface AdoptedWriter {
  writer: string;
  /** The purged records whose lines in this chain became markers. */
  records: string[];
  /** Lines of the local chain (all resealed; those the peer lacks are new lines to push). */
  lines: number;
}

/** What {@link adoptResealedChains} did. */
export interface AdoptResult {
  adopted: AdoptedWriter[];
  /** Chains that differ from the peer's otherwise (an edited line, a fork): left as they were. */
  refused: DivergedWriter[];
}

/**
 * For each writer in `peerChains` (its lines in chain order, exact bytes; empty for a chain the peer lacks)
 * whose team-tier shard here differs from it, or holds live lines of a purged record beyond it: computes
 * this shard resealed with `purgeTransform` for each record of `purged` that still has live lines in it (in
 * the given order, the order the peer purged them), and when the two chains agree
 * byte-for-byte on every seq both hold, replaces the shard with the resealed one (temp + rename, under the
 * project's ledger lock). Lines the local chain has beyond the peer's are resealed too (they are still to be
 * pushed); lines the peer has beyond it are for the caller's ordinary append. Chains equal on their common
 * part are left untouched; any other difference (or a damaged shard) is reported in `refused`.
 *
 * The projection notices a replaced shard on its next catch-up (the last line it read is gone) and rebuilds
 * the index from the ledger, so the erased content leaves the index too. A process holding the shard open
 * for appending must reopen it (this store's writer does after `rewriteShard`).
 */
export function adoptResealedChains(
  paths: SpoolPaths,
  peerChains: ReadonlyMap<string, readonly string[]>,
  purged: readonly string[],
  opts: { lock?: FileLock } = {},
): AdoptResult {
  const lock = opts.lock ?? openFileLock(paths.projectLock);
  try {
    return lock.withLock(() => {
      const out: AdoptResult = { adopted: [], refused: [] };
      for (const [writer, peer] of peerChains) {
        const r = adoptOne(join(paths.ledgerDirs.shared, `${writer}.jsonl`), writer, peer, purged);
        if (r === undefined) continue;
        if ('message' in r) out.refused.push(r);
        else out.adopted.push(r);
      }
      return out;
    });
  } finally {
    if (!opts.lock) lock.close();
  }
}

function adoptOne(
  path: string,
  writer: string,
  peer: readonly string[],
  purged: readonly string[],
): AdoptedWriter | DivergedWriter | undefined {
  if (!existsSync(path)) return undefined;
  const events: LedgerEvent[] = [];
  const texts: string[] = [];
  const scan = scanShard(path, 0, { seq: -1, hash: null }, (l) => {
    events.push(l.event);
    texts.push(l.text);
    return true;
  });
  const records = purged.filter((id) => events.some((e) => e.record_id === id && e.type !== 'record.purged'));
  let firstDiff = firstDifference(texts, peer);
  if (firstDiff === undefined) {
    // Equal on the common part. Live lines of a purged record beyond it were never on the server (written
    // here, not pushed yet): they are erased the same way, else the next push would bring the content back.
    const liveBeyond = (e: LedgerEvent, i: number) =>
      i >= peer.length && e.type !== 'record.purged' && records.includes(e.record_id);
    if (records.length === 0 || !events.some(liveBeyond) || scan.problem || scan.trailing > 0)
      return undefined;
    firstDiff = peer.length;
  }
  const at = firstDiff;
  const refuse = (why: string): DivergedWriter => ({
    writer,
    seq: at,
    message: `writer ${writer}'s chain differs from the server's at seq ${at} and ${why}: compare \`spool doctor\` on both sides, or move .spool/ledger/ aside and run \`spool pull --full\``,
  });
  // A damaged or torn shard is doctor's business: rewriting it would silently drop what follows the damage.
  if (scan.problem || scan.trailing > 0)
    return refuse('this shard is damaged or has a torn tail (run `spool doctor --repair` first)');
  if (records.length === 0) return refuse('no purge on the server explains it');
  let resealed = events.map((event) => ({ event, line: '' }));
  for (const id of records)
    resealed = resealEvents(
      resealed.map((r) => r.event),
      purgeTransform(id),
    );
  const lines = resealed.map((r) => r.line);
  if (firstDifference(lines, peer) !== undefined)
    return refuse('is not this chain with the purged records erased (a line was edited or forged)');
  atomicWrite(path, lines.join(''));
  return { writer, records, lines: lines.length };
}

/** The first seq both chains hold with different bytes; undefined when one is a prefix of the other. */
function firstDifference(a: readonly string[], b: readonly string[]): number | undefined {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return undefined;
}
