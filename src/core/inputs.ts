import { z } from 'zod';
import { ErrorCode, SpoolError } from './errors.js';
import { entityRefSchema, MEMORY_TYPES, SCOPES, SENSITIVITIES, SOURCE_KINDS } from './types.js';

const iso = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 timestamp such as 2026-01-31T12:00:00Z');

/** A predicate as the ledger keeps it: words joined by `_`, lower case, Latin accents dropped. */
export function predicateKey(predicate: string): string {
  return (
    predicate
      .normalize('NFD')
      // Only marks on Latin letters: in other scripts (Japanese dakuten, Devanagari vowel signs) a mark is spelling.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      // Catalan's middle dot ("passarel·la", "instal·lació", or its one-letter form ŀ) and an apostrophe inside a
      // word ("s'executa") are spelling: the predicate is the word without them.
      .replace(/[ŀĿ]/g, 'l')
      .replace(/(?<=\p{L})[·'’](?=\p{L})/gu, '')
      .replace(/[ \t-]+/g, '_')
      .toLowerCase()
  );
}

/** A fact as callers give it; `strength` defaults to stated. */
export const factInputSchema = z
  .object({
    subject: z.string().trim().min(1).max(256).describe('What the fact is about, e.g. "api"'),
    predicate: z
      .string()
      .trim()
      // A relation written in words ("is set by", "next-day delivery", "reçus via") is the snake_case one it
      // spells: accents dropped so "reçus via" and "recus via" are one predicate, in lower case so the predicate
      // policy (exclusive predicates) compares relations, not spellings. Scripts without Latin letters stay.
      .overwrite((s) => predicateKey(s))
      .min(1)
      .max(128)
      // A refinement, not `.regex`: a `\p{L}` pattern in the tools' JSON Schema would need the `u` flag that
      // clients compiling it may not set.
      .refine((s) => /^[\p{L}\p{N}_]+$/u.test(s), 'use a snake_case predicate such as uses_database')
      .describe('The relation in snake_case, e.g. "uses_database" (words are joined with _)'),
    object: z.string().trim().min(1).max(1024).describe('The value, e.g. "PostgreSQL 16"'),
    strength: z
      .enum(['stated', 'inferred'])
      .default('stated')
      .describe('stated: said by a person; inferred: guessed'),
  })
  .strict();

/** Input of `remember` (SPEC §4), shared by the library, CLI, MCP and web adapters. */
export const rememberInputSchema = z
  .object({
    content: z
      .string()
      .max(16 * 1024 * 1024)
      .describe('The memory itself, one self-contained statement'),
    title: z.string().max(1000).optional().describe('A short headline'),
    memory_type: z.enum(MEMORY_TYPES).default('note').describe('Kind of memory'),
    scope: z
      .enum(SCOPES)
      .default('project')
      .describe('Who it is for: project (shared via git), user (all projects), agent (private scratch)'),
    sensitivity: z
      .enum(SENSITIVITIES)
      .default('internal')
      .describe('secret keeps it in the private, gitignored tier'),
    tags: z.array(z.string().max(64)).max(64).default([]).describe('Labels; lowercased and trimmed'),
    file_refs: z
      .array(z.string().min(1).max(1024))
      .max(64)
      .default([])
      .describe('Files it is about (root-relative)'),
    file_globs: z
      .array(
        z
          .string()
          .min(1)
          .max(1024)
          .refine(
            (g) => !/^(?:\/|[A-Za-z]:)/.test(g) && !g.split(/[\\/]/).includes('..'),
            'a file glob must be relative to the project root, without ".."',
          ),
      )
      .max(64)
      .optional()
      .describe('Glob patterns of the files it applies to (root-relative, e.g. src/**/*.ts)'),
    symbol_refs: z.array(z.string().min(1).max(512)).max(64).default([]).describe('Code symbols it is about'),
    entity_refs: z.array(entityRefSchema).max(64).default([]).describe('Other entities, as {kind, id}'),
    fact: factInputSchema.optional().describe('A structured subject–predicate–object claim'),
    reason: z.string().max(8000).optional().describe('Why: the "because…"'),
    valid_from: iso.optional().describe('When the statement became true (default: now)'),
    redact: z
      .boolean()
      .default(false)
      .describe('Store [REDACTED:<kind>] instead of refusing content with a secret'),
    source_kind: z
      .enum(SOURCE_KINDS)
      .default('manual')
      .describe('Provenance; non-manual writes land as candidates'),
    agent: z.string().max(128).optional().describe('The agent that wrote it'),
    session_id: z.string().max(256).optional().describe('The session it came from'),
    actor: z.string().max(128).optional().describe('The person who wrote it'),
  })
  .strict();
/** Parsed {@link rememberInputSchema} (defaults applied). */
export type RememberInput = z.output<typeof rememberInputSchema>;
/** What callers may pass to `remember`. */
export type RememberArgs = z.input<typeof rememberInputSchema>;

/** Input of `update`: the fields a memory's author may change. */
export const updateInputSchema = z
  .object({
    content: z
      .string()
      .max(16 * 1024 * 1024)
      .optional()
      .describe('New content'),
    title: z.string().max(1000).optional().describe('New title'),
    memory_type: z.enum(MEMORY_TYPES).optional().describe('New kind'),
    tags: z.array(z.string().max(64)).max(64).optional().describe('Replacement tags'),
    file_refs: z
      .array(z.string().min(1).max(1024))
      .max(64)
      .optional()
      .describe('Replacement file references'),
    reason: z.string().max(8000).optional().describe('New reason'),
    redact: z.boolean().default(false).describe('Redact secrets instead of refusing'),
  })
  .strict();
/** What callers may pass to `update`. */
export type UpdateArgs = z.input<typeof updateInputSchema>;

/** Input of `recall`. */
export const recallInputSchema = z
  .object({
    query: z.string().max(10_000).describe('What to look for, in words or code names'),
    limit: z.number().int().default(10).describe('How many results (clamped to 1–100)'),
    mode: z
      .enum(['lexical', 'semantic', 'hybrid'])
      .optional()
      .describe('Retrieval mode; default from config (hybrid)'),
    tags: z.array(z.string().max(64)).max(32).default([]).describe('Only records carrying all these tags'),
    include_archived: z.boolean().default(false).describe('Also search archived records'),
    include_candidates: z
      .boolean()
      .default(false)
      .describe(
        'Also return unreviewed drafts and candidates (marked "unreviewed"); off, only reviewed memories',
      ),
    memory_types: z.array(z.enum(MEMORY_TYPES)).optional().describe('Only these kinds'),
    files: z
      .array(z.string().max(1024))
      .max(64)
      .default([])
      .describe('Files of the current task (boost memories about them)'),
    touch: z.boolean().default(true).describe('Count this retrieval (access count, staleness tracker)'),
  })
  .strict();
/** Parsed {@link recallInputSchema}. */
export type RecallInput = z.output<typeof recallInputSchema>;
/** What callers may pass to `recall`. */
export type RecallArgs = z.input<typeof recallInputSchema>;

/** Options of `reaffirm`: who confirmed a memory and on what evidence (kept in the ledger event). */
export const reaffirmOptionsSchema = z
  .object({
    by: z.string().trim().min(1).max(64).optional().describe('Who confirmed it, e.g. reality-check'),
    evidence: z.string().max(2000).optional().describe('Why it still holds, e.g. fly.toml:3'),
  })
  .strict();

/** Converts a zod failure into a one-line message naming the field. */
export function describeZodError(err: z.ZodError): string {
  return err.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'input'}: ${i.message}`)
    .join('; ');
}

/** Parses `input` with `schema`, or throws INVALID_INPUT naming the offending field (`what` says which input). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const r = schema.safeParse(input);
  if (!r.success) {
    throw new SpoolError(ErrorCode.InvalidInput, `invalid ${what}: ${describeZodError(r.error)}`, {
      cause: r.error,
    });
  }
  return r.data;
}
