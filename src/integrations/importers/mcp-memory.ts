/**
 * The MCP reference memory server's knowledge-graph JSONL (`@modelcontextprotocol/server-memory`): entities
 * with observations and relations between them, as facts.
 */
import { z } from 'zod';
import { type EntityRef, type Extraction, normalizeTags } from '../extraction.js';

const McpEntity = z.object({
  type: z.literal('entity'),
  name: z.string().trim().min(1),
  entityType: z.string().trim().min(1),
  observations: z.array(z.string()).default([]),
});
const McpRelation = z.object({
  type: z.literal('relation'),
  from: z.string().trim().min(1),
  to: z.string().trim().min(1),
  relationType: z.string().trim().min(1),
});
const McpLine = z.discriminatedUnion('type', [McpEntity, McpRelation]);
type McpLine = z.infer<typeof McpLine>;

/** Result of {@link parseMcpMemoryJsonl}. */
export interface McpImportResult {
  extractions: Extraction[];
  /** One entry per line that could not be used (1-based line numbers); the other lines still import. */
  errors: { line: number; message: string }[];
}

/**
 * Parses the `memory.jsonl` of the MCP reference memory server (`@modelcontextprotocol/server-memory`).
 *
 * - Each observation of an entity becomes one `fact`: `"<name>: <observation>"` (untitled: the name leads),
 *   with an entity ref `{kind: entityType, id: name}` and the entity type as a tag.
 * - An entity without observations becomes one fact `"<name> is a <entityType>"` so that it is not lost.
 * - Each relation becomes one `fact`: `"<from> <relation type with spaces> <to>"`, with refs to both ends and a
 *   stated `fact` triple (the predicate policy can then treat `works_at` like any other predicate). The kind
 *   of each end is its entity type when the file declares that entity anywhere, else `entity`.
 */
export function parseMcpMemoryJsonl(text: string): McpImportResult {
  const errors: McpImportResult['errors'] = [];
  const parsed: { line: number; value: McpLine }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      errors.push({ line, message: `not valid JSON (${(err as Error).message})` });
      return;
    }
    const result = McpLine.safeParse(json);
    if (!result.success) {
      const issues = result.error.issues.map((i) =>
        i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
      );
      errors.push({ line, message: `not an MCP memory entity or relation (${issues.join('; ')})` });
      return;
    }
    parsed.push({ line, value: result.data });
  });

  // Relations may come before the entities they link, so entity types are collected first.
  const kinds = new Map<string, string>();
  for (const { value } of parsed) if (value.type === 'entity') kinds.set(value.name, value.entityType);

  const extractions: Extraction[] = [];
  for (const { line, value } of parsed) {
    const source = `mcp-memory:line ${line}`;
    if (value.type === 'entity') {
      const ref: EntityRef = { kind: value.entityType, id: value.name };
      const tags = normalizeTags([value.entityType]);
      const observations = value.observations.map((o) => o.trim()).filter((o) => o !== '');
      if (observations.length === 0) {
        extractions.push({
          content: `${value.name} is ${/^[aeiou]/i.test(value.entityType) ? 'an' : 'a'} ${value.entityType}`,
          memory_type: 'fact',
          tags,
          entity_refs: [ref],
          source,
        });
      }
      for (const observation of observations) {
        // The name leads the content, so it is not also the title (which every view would print before
        // the content: "John_Smith: John_Smith: …"); an observation that already names it is kept as is.
        const named = observation.toLowerCase().startsWith(`${value.name.toLowerCase()}:`);
        extractions.push({
          content: named ? observation : `${value.name}: ${observation}`,
          memory_type: 'fact',
          tags,
          entity_refs: [{ ...ref }],
          source,
        });
      }
    } else {
      const fromKind = kinds.get(value.from);
      const toKind = kinds.get(value.to);
      extractions.push({
        content: `${value.from} ${value.relationType.replace(/_+/g, ' ')} ${value.to}`,
        memory_type: 'fact',
        tags: normalizeTags([fromKind, toKind].filter((k): k is string => k !== undefined)),
        entity_refs: [
          { kind: fromKind ?? 'entity', id: value.from },
          { kind: toKind ?? 'entity', id: value.to },
        ],
        fact: { subject: value.from, predicate: value.relationType, object: value.to, strength: 'stated' },
        source,
      });
    }
  }
  return { extractions, errors };
}
