import type pg from 'pg';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import type { LedgerEvent } from '../../core/types.js';
import { decodeIncomingLine } from '../../store/replica-append.js';
import type { AppendResult, EventLine, EventStore, PositionedLine } from '../types.js';
import { checkPage, checkProject } from './args.js';
import { readTx, sqlInt, sqlText, withTx } from './pool.js';

/** Most lines one append or read may carry (the HTTP layer bounds bodies well below this). */
export const MAX_BATCH_LINES = 50_000;

// Namespace of the per-project append lock (pg_advisory_xact_lock(int, int)): 'spoo' + 'l' ...
const APPEND_LOCK_NS = 0x73706f6c;

const actorSchema = z.string().min(1).max(256);
const eventLineSchema = z.object({ writer: z.string(), line: z.string() });

/** An incoming line, decoded and sealed-checked. */
export interface Incoming {
  event: LedgerEvent;
  text: string;
  index: number;
}

function decodeIncoming(l: EventLine, index: number): Incoming {
  if (!eventLineSchema.safeParse(l).success)
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `line ${index + 1} of the batch is not {writer, line} strings`,
    );
  return { ...decodeIncomingLine(l, index), index };
}

function chainBroken(message: string, details: Record<string, unknown>): SpoolError {
  return new SpoolError(ErrorCode.ChainBroken, message, { details });
}

interface StoredLine {
  event_id: string;
  writer: string;
  seq: string;
  hash: string;
}

/**
 * The event store on PostgreSQL. Every query runs in a transaction scoped to its project (row-level
 * security), as the app role. Appends to one project take a transaction-level advisory lock: besides
 * making the head check and the insert one step, it makes a project's positions become visible in
 * order, so a reader that has seen position N can never later miss a line below N (a plain sequence
 * would let a slower transaction commit a lower position after a higher one was read).
 */
export function createPgEventStore(pool: pg.Pool): EventStore {
  return {
    async append(projectId: string, lines: readonly EventLine[], actor: string): Promise<AppendResult> {
      checkProject(projectId);
      if (!actorSchema.safeParse(actor).success)
        throw new SpoolError(ErrorCode.InvalidInput, 'the actor of an append must be 1-256 characters');
      if (lines.length === 0) return { inserted: 0, skipped: 0 };
      if (lines.length > MAX_BATCH_LINES)
        throw new SpoolError(
          ErrorCode.ContentTooLarge,
          `an append carries at most ${MAX_BATCH_LINES} lines (got ${lines.length}): send them in batches`,
        );
      const byWriter = new Map<string, Incoming[]>();
      lines.forEach((l, i) => {
        const inc = decodeIncoming(l, i);
        const group = byWriter.get(l.writer);
        if (group) group.push(inc);
        else byWriter.set(l.writer, [inc]);
      });
      // Round trips are most of a small append's cost: the project check and the append lock go with the
      // begin, and then (in the same message, so after the lock) the writers' heads with the lines already
      // stored, in one statement.
      const project = sqlText(projectId);
      const writers = [...byWriter.keys()];
      const eventIds = [...byWriter.values()].flat().map((g) => g.event.event_id);
      const texts = (xs: string[]) => `ARRAY[${xs.map(sqlText).join(',')}]::text[]`;
      const lead = [
        `SELECT pg_advisory_xact_lock(${APPEND_LOCK_NS}, hashtext(${project})) FROM projects WHERE id = ${project}`,
        `SELECT true AS head, NULL AS event_id, w.writer, h.seq, h.hash
           FROM unnest(${texts(writers)}) AS w(writer)
           CROSS JOIN LATERAL (SELECT e.seq, e.hash FROM events e
                                WHERE e.project_id = ${project} AND e.writer = w.writer
                                ORDER BY e.seq DESC LIMIT 1) AS h
         UNION ALL
         SELECT false, event_id, writer, seq, hash FROM events
          WHERE project_id = ${project} AND event_id = ANY(${texts(eventIds)})`,
      ];
      return withTx(pool, 'appending ledger lines', { projectId, lead }, async (c, [locked, known]) => {
        if (locked?.rowCount !== 1)
          throw new SpoolError(ErrorCode.NotFound, `no project ${projectId}: create it first`, {
            details: { projectId },
          });
        const heads = new Map<string, { seq: number; hash: string }>();
        const byEventId = new Map<string, StoredLine>();
        for (const r of (known?.rows ?? []) as (StoredLine & { head: boolean })[]) {
          if (r.head) heads.set(r.writer, { seq: Number(r.seq), hash: r.hash });
          else byEventId.set(r.event_id, r);
        }
        const fresh: Incoming[] = [];
        let skipped = 0;
        const seen = new Map<string, string>();
        for (const [writer, group] of byWriter) {
          const head = heads.get(writer);
          let seq = head?.seq ?? -1;
          let prev: string | null = head?.hash ?? null;
          for (const g of group) {
            const ev = g.event;
            const twin = seen.get(ev.event_id);
            if (twin !== undefined) {
              if (twin !== ev.hash)
                throw chainBroken(
                  `line ${g.index + 1} of the batch reuses event id ${ev.event_id} for a different line: an event id names one line only`,
                  { writer, eventId: ev.event_id },
                );
              skipped++;
              continue;
            }
            seen.set(ev.event_id, ev.hash);
            const old = byEventId.get(ev.event_id);
            if (old !== undefined) {
              if (old.hash !== ev.hash || old.writer !== writer || Number(old.seq) !== ev.seq)
                throw chainBroken(
                  `event ${ev.event_id} (writer ${writer}, seq ${ev.seq}) is already stored as a different line (writer ${old.writer}, seq ${old.seq}): the ledgers diverged (an edited line or a rewritten shard); compare \`spool doctor\` on both sides`,
                  { writer, seq: ev.seq, eventId: ev.event_id },
                );
              skipped++;
              continue;
            }
            if (ev.seq <= seq)
              throw chainBroken(
                `writer ${writer}: seq ${ev.seq} is already stored as another line (event id differs): the ledgers diverged; compare \`spool doctor\` on both sides`,
                { writer, seq: ev.seq, head: seq },
              );
            if (ev.seq !== seq + 1)
              throw chainBroken(
                `writer ${writer}: line seq ${ev.seq} does not follow seq ${seq} (lines missing in between): send the writer's lines from seq ${seq + 1} on, in chain order`,
                { writer, seq: ev.seq, head: seq },
              );
            if (ev.prev !== prev)
              throw chainBroken(
                `writer ${writer}: line seq ${ev.seq} does not link to the line before it (prev differs): the ledgers diverged; compare \`spool doctor\` on both sides`,
                { writer, seq: ev.seq },
              );
            seq = ev.seq;
            prev = ev.hash;
            fresh.push(g);
          }
        }
        if (fresh.length > 0) await insertLines(c, projectId, fresh, actor);
        return { inserted: fresh.length, skipped };
      });
    },

    async readSince(
      projectId: string,
      cursor: number,
      limit: number,
    ): Promise<{ lines: PositionedLine[]; cursor: number; generation: number }> {
      checkProject(projectId);
      checkPage(cursor, limit, MAX_BATCH_LINES);
      // The generation comes with the lines from one snapshot (one statement, no extra round trip): a
      // purge that committed after it is seen, with its rewritten lines, by the next read.
      const { rows } = await readTx<{
        generation: string;
        position: string | null;
        writer: string | null;
        line: string | null;
      }>(
        pool,
        'reading ledger lines',
        { projectId },
        `SELECT p.ledger_generation AS generation, e.position, e.writer, e.line
           FROM projects p
           LEFT JOIN LATERAL (SELECT position, writer, line FROM events
                               WHERE project_id = p.id AND position > ${sqlInt(cursor)}
                               ORDER BY position LIMIT ${sqlInt(limit)}) e ON true
          WHERE p.id = ${sqlText(projectId)}
          ORDER BY e.position`,
      );
      const lines: PositionedLine[] = [];
      for (const r of rows) {
        if (r.position !== null && r.writer !== null && r.line !== null)
          lines.push({ position: Number(r.position), writer: r.writer, line: r.line });
      }
      return {
        lines,
        cursor: lines.at(-1)?.position ?? cursor,
        generation: Number(rows[0]?.generation ?? 0),
      };
    },

    async ledgerState(projectId: string): Promise<{ generation: number; lastPosition: number }> {
      checkProject(projectId);
      return withTx(pool, 'reading the ledger state', { projectId, readOnly: true }, async (c) => {
        // max(position) is one probe of the (project_id, position) index.
        const { rows } = await c.query<{ g: string; last: string | null }>(
          `SELECT ledger_generation AS g,
                  (SELECT max(position) FROM events WHERE project_id = $1) AS last
             FROM projects WHERE id = $1`,
          [projectId],
        );
        return { generation: Number(rows[0]?.g ?? 0), lastPosition: Number(rows[0]?.last ?? 0) };
      });
    },

    async heads(projectId: string): Promise<Map<string, { seq: number; hash: string }>> {
      checkProject(projectId);
      return withTx(pool, 'reading writer heads', { projectId, readOnly: true }, (c) =>
        readHeads(c, projectId, undefined),
      );
    },
  };
}

/**
 * Serialises the transaction with every other append to (and purge of) the project's ledger, until it ends.
 * Besides making a head check and its insert one step, it makes positions become visible in order.
 */
export async function lockProjectAppends(c: pg.PoolClient, projectId: string): Promise<void> {
  await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [APPEND_LOCK_NS, projectId]);
}

/**
 * The last line of each writer (of the given ones, or all). One index probe per writer on the unique
 * (project, writer, seq) index, so the cost does not grow with the ledger: a DISTINCT ON over the project's
 * rows would read them all (~0.3 s at 100k lines). All writers are found by a skip scan over the same index.
 */
export async function readHeads(
  c: pg.PoolClient,
  projectId: string,
  writers: string[] | undefined,
): Promise<Map<string, { seq: number; hash: string }>> {
  const source = writers
    ? 'unnest($2::text[]) AS w(writer)'
    : `(WITH RECURSIVE s(writer) AS (
          (SELECT writer FROM events WHERE project_id = $1 ORDER BY writer LIMIT 1)
          UNION ALL
          SELECT (SELECT e.writer FROM events e WHERE e.project_id = $1 AND e.writer > s.writer
                   ORDER BY e.writer LIMIT 1)
            FROM s WHERE s.writer IS NOT NULL)
        SELECT writer FROM s WHERE writer IS NOT NULL) AS w`;
  const { rows } = await c.query<{ writer: string; seq: string; hash: string }>(
    `SELECT w.writer, h.seq, h.hash FROM ${source}
       CROSS JOIN LATERAL (SELECT e.seq, e.hash FROM events e
                            WHERE e.project_id = $1 AND e.writer = w.writer
                            ORDER BY e.seq DESC LIMIT 1) AS h`,
    writers ? [projectId, writers] : [projectId],
  );
  return new Map(rows.map((r) => [r.writer, { seq: Number(r.seq), hash: r.hash }]));
}

/** Inserts verified lines in one statement; positions follow the batch order (chain order per writer). */
export async function insertLines(
  c: pg.PoolClient,
  projectId: string,
  fresh: Incoming[],
  actor: string,
): Promise<void> {
  await c.query(
    `INSERT INTO events (project_id, writer, seq, event_id, type, record_id, actor, ts, prev, hash, line)
     SELECT $1, u.writer, u.seq, u.event_id, u.type, u.record_id, $2, u.ts, u.prev, u.hash, u.line
       FROM unnest($3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::timestamptz[],
                   $9::text[], $10::text[], $11::text[])
            WITH ORDINALITY AS u(writer, seq, event_id, type, record_id, ts, prev, hash, line, ord)
      ORDER BY u.ord`,
    [
      projectId,
      actor,
      fresh.map((g) => g.event.writer),
      fresh.map((g) => g.event.seq),
      fresh.map((g) => g.event.event_id),
      fresh.map((g) => g.event.type),
      fresh.map((g) => g.event.record_id),
      // Normalised: the schema accepts any Date.parse-able text, PostgreSQL only some of it.
      fresh.map((g) => new Date(g.event.ts).toISOString()),
      fresh.map((g) => g.event.prev),
      fresh.map((g) => g.event.hash),
      fresh.map((g) => g.text),
    ],
  );
}
