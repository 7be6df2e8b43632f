/**
 * The wire of the ledger-line exchange (issue #15): what `spool push` / `spool pull` send to and receive from
 * an organisation server's `/api/v1/projects/<project>/…` routes, and the writer-id rule every side applies.
 * Pure zod, no I/O: the client (src/integrations/remote-client.ts), the server's routes
 * (src/server/sync-routes.ts) and the shard code (src/store/replica*.ts) all import it from here, so the two
 * ends of the wire cannot drift apart.
 */
import { z } from 'zod';

/**
 * A writer id: a ledger shard's file name (`<writer>.jsonl`), so no id can escape the ledger directory. One
 * rule for the writer-id file, the shards exchanged between ledgers and the wire.
 */
export const WRITER_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/** The largest line accepted on the wire: a 16 MiB record, escaped, with room to spare. */
export const MAX_LINE_CHARS = 40 * 1024 * 1024;
/** The most lines one POST may carry. */
export const MAX_LINES_PER_POST = 10_000;
/** The most lines one GET may return. */
export const MAX_LINES_PER_GET = 5_000;

/** One team-tier line on the wire: exact JSONL text with its newline. */
export const wireLineSchema = z
  .object({
    writer: z.string().regex(WRITER_ID, 'a writer id is a shard name: letters, digits, . _ -'),
    line: z
      .string()
      .min(2)
      .max(MAX_LINE_CHARS)
      .refine(
        (l) => l.endsWith('\n') && l.indexOf('\n') === l.length - 1,
        'one JSONL line ending in a newline',
      ),
  })
  .strict();

/** Body of `POST …/events`. */
export const appendBodySchema = z.object({ lines: z.array(wireLineSchema).max(MAX_LINES_PER_POST) }).strict();

/** Answer of `POST …/events`. */
export const appendAnswerSchema = z.object({
  inserted: z.number().int().min(0),
  skipped: z.number().int().min(0),
});

/**
 * The project's ledger generation, in the `heads` and `events` answers: how many times the server rewrote
 * stored lines (an admin purge reseals chains in place, at positions a cursor has passed). A pull that sees
 * it grow adopts the resealed chains. Optional: a server of an earlier version does not send it.
 */
const generationSchema = z.number().int().min(0).optional();

/** Answer of `GET …/events`. */
export const eventsAnswerSchema = z.object({
  lines: z.array(z.object({ writer: z.string(), line: z.string(), position: z.number().int().min(0) })),
  cursor: z.number().int().min(0),
  generation: generationSchema,
});

/** Answer of `GET …/heads`. */
export const headsAnswerSchema = z.object({
  heads: z.record(z.string(), z.object({ seq: z.number().int().min(0), hash: z.string() })),
  generation: generationSchema,
});
