/**
 * Purge on the organisation server (issue #15): erases a memory's content from PostgreSQL, the system of
 * record, the way `spool purge` erases it from a local ledger — and with the same bytes. In one transaction
 * (which sets `spool.purging`, the only way past the events table's append-only trigger):
 *
 * 1. every writer's chain holding a line of the record is read, checked, and resealed with the local
 *    purge's transform (src/store/repair.ts `resealEvents` + `purgeTransform`): the record's lines become
 *    `record.purged` markers naming what was erased, and every later line of that chain gets its new
 *    `prev`/`hash`. The rows are updated in place (same project, writer, seq, event id and position);
 * 2. a `record.purged` tombstone `{reason, at}` is appended to the purging server's own chain, with the
 *    token's name as the row's actor: the audit trail of who purged what;
 * 3. the project's `ledger_generation` is incremented, so every working copy (this server's and those of
 *    other servers on the same database) sees that lines it holds were rewritten and rebuilds from
 *    PostgreSQL rather than trusting its cursor (src/server/projects.ts).
 *
 * The transaction holds the project's append lock, so no append interleaves with the rewrite.
 */
import type pg from 'pg';
import { z } from 'zod';
import type { Clock } from '../core/clock.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { LEDGER_SCHEMA, type LedgerEvent } from '../core/types.js';
import { decodeLine, encodeEvent } from '../store/ledger.js';
import { purgeTransform, resealEvents } from '../store/repair.js';
import { insertLines, lockProjectAppends, readHeads } from './pg/event-store.js';
import { withTx } from './pg/pool.js';

/** What to purge, and who asks. */
export interface PurgeInput {
  projectId: string;
  recordId: string;
  /** The principal (token name): kept as the tombstone's actor. */
  actor: string;
  /** The chain the tombstone is appended to: the purging server's own (`server-<instanceId>`). */
  writer: string;
  /** Why (kept in the tombstone's payload); default `purged`, as locally. */
  reason?: string | undefined;
}

/** What a purge changed. */
export interface PurgeResult {
  record_id: string;
  /** The writers whose chains were resealed (the server's counterpart of a local purge's shards). */
  rewritten_writers: string[];
  /** Stored lines whose bytes changed (the record's lines and every later line of those chains). */
  lines_rewritten: number;
  /** The tombstone appended to the purging server's chain. */
  tombstone: { writer: string; seq: number; event_id: string };
  /** The project's ledger generation after the purge. */
  generation: number;
}

/** Erases records from a project's stored ledger. */
export interface RecordPurger {
  /**
   * Purges one record (see the module comment). NOT_FOUND when the project holds no line of it, or only
   * purge markers (already purged); CHAIN_BROKEN when a stored chain does not verify (nothing is changed).
   */
  purge(input: PurgeInput): Promise<PurgeResult>;
}

const inputSchema = z.object({
  projectId: z.uuid(),
  recordId: z.string().min(1).max(200),
  actor: z.string().min(1).max(256),
  writer: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i),
  reason: z.string().min(1).max(1_000).optional(),
});

interface ChainRow {
  position: string;
  seq: string;
  line: string;
}

/** Decodes a writer's stored chain, checking each seal and link; any flaw refuses the purge. */
function decodeChain(writer: string, rows: ChainRow[]): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  let prev: string | null = null;
  rows.forEach((r, i) => {
    const d = decodeLine(r.line.endsWith('\n') ? r.line.slice(0, -1) : r.line);
    if (
      !d.ok ||
      d.event.seq !== i ||
      Number(r.seq) !== i ||
      d.event.prev !== prev ||
      d.event.writer !== writer
    )
      throw new SpoolError(
        ErrorCode.ChainBroken,
        `writer ${writer}'s stored chain does not verify at seq ${i}${d.ok ? '' : ` (${d.message})`}: nothing was purged; compare the database with a backup before purging`,
        { details: { writer, seq: i } },
      );
    events.push(d.event);
    prev = d.event.hash;
  });
  return events;
}

/**
 * The purger on PostgreSQL. `clock` stamps the tombstone (`ts` and `at`), `newId` gives its event id: the
 * same sources a local write uses.
 */
export function createPgPurger(pool: pg.Pool, deps: { clock: Clock; newId: () => string }): RecordPurger {
  return {
    async purge(raw) {
      const parsed = inputSchema.safeParse(raw);
      if (!parsed.success)
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `purge needs a project id (UUID), a record id, an actor and a writer id: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        );
      const input = parsed.data;
      const { projectId, recordId, writer } = input;
      return withTx(pool, 'purging a record', { projectId }, async (c) => {
        await c.query(`SELECT set_config('spool.purging', 'on', true)`);
        await lockProjectAppends(c, projectId);
        const found = await c.query<{ writer: string; live: boolean }>(
          `SELECT writer, bool_or(type <> 'record.purged') AS live FROM events
            WHERE project_id = $1 AND record_id = $2 GROUP BY writer ORDER BY writer`,
          [projectId, recordId],
        );
        if (!found.rows.some((r) => r.live))
          throw new SpoolError(
            ErrorCode.NotFound,
            `no memory ${recordId} in this project${found.rows.length > 0 ? ' (it was purged already)' : ''}: check the id with memory_recall or the dashboard`,
            { details: { recordId } },
          );
        // Resealed like a local purge rewrites the shards holding the record: whole chains, from seq 0.
        const transform = purgeTransform(recordId);
        const rewritten: string[] = [];
        let changed = 0;
        const heads = new Map<string, { seq: number; hash: string }>();
        for (const { writer: w } of found.rows) {
          const { rows } = await c.query<ChainRow>(
            'SELECT position, seq, line FROM events WHERE project_id = $1 AND writer = $2 ORDER BY seq',
            [projectId, w],
          );
          const before = decodeChain(w, rows);
          const after = resealEvents(before, transform);
          const positions: string[] = [];
          const types: string[] = [];
          const prevs: (string | null)[] = [];
          const hashes: string[] = [];
          const lines: string[] = [];
          after.forEach((a, i) => {
            const row = rows[i] as ChainRow;
            if (a.line === row.line) return;
            positions.push(row.position);
            types.push(a.event.type);
            prevs.push(a.event.prev);
            hashes.push(a.event.hash);
            lines.push(a.line);
          });
          if (positions.length > 0) {
            await c.query(
              `UPDATE events e SET type = u.type, prev = u.prev, hash = u.hash, line = u.line
                 FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
                      AS u(position, type, prev, hash, line)
                WHERE e.project_id = $1 AND e.position = u.position`,
              [projectId, positions, types, prevs, hashes, lines],
            );
            changed += positions.length;
            rewritten.push(w);
          }
          const last = after.at(-1);
          if (last) heads.set(w, { seq: last.event.seq, hash: last.event.hash });
        }
        // The tombstone goes on the purging server's chain, after its (possibly resealed) head.
        const head = heads.get(writer) ?? (await readHeads(c, projectId, [writer])).get(writer);
        const now = deps.clock().toISOString();
        const fields: Omit<LedgerEvent, 'hash'> = {
          schema: LEDGER_SCHEMA,
          event_id: deps.newId(),
          ts: now,
          writer,
          seq: (head?.seq ?? -1) + 1,
          type: 'record.purged',
          record_id: recordId,
          payload: { reason: input.reason ?? 'purged', at: now },
          prev: head?.hash ?? null,
        };
        const sealed = encodeEvent(fields);
        await insertLines(
          c,
          projectId,
          [{ event: { ...fields, hash: sealed.hash }, text: sealed.line, index: 0 }],
          input.actor,
        );
        // Its retrieval history goes too: nothing of an erased record is kept but the tombstone.
        await c.query('DELETE FROM record_usage WHERE project_id = $1 AND record_id = $2', [
          projectId,
          recordId,
        ]);
        const g = await c.query<{ g: string }>(
          'UPDATE projects SET ledger_generation = ledger_generation + 1 WHERE id = $1 RETURNING ledger_generation AS g',
          [projectId],
        );
        return {
          record_id: recordId,
          rewritten_writers: rewritten,
          lines_rewritten: changed,
          tombstone: { writer, seq: fields.seq, event_id: fields.event_id },
          generation: Number(g.rows[0]?.g ?? 0),
        };
      });
    },
  };
}
