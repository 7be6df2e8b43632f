import { createRequire } from 'node:module';
import { z } from 'zod';
import { MEMORY_TYPES, type MemoryType } from '../core/types.js';
import { redactSecrets, scanSecrets } from '../guard/secrets.js';

/** Frontmatter of a vault note (SPEC §3); every key optional, unknown keys ignored. */
export const noteFrontmatterSchema = z
  .object({
    title: z.string().optional(),
    memory_type: z.enum(MEMORY_TYPES).optional(),
    source_of_truth: z.boolean().optional(),
    sensitivity: z.enum(['public', 'internal', 'secret']).optional(),
    retrieval_priority: z.enum(['high', 'normal', 'low']).optional(),
    tags: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
    project_id: z.union([z.string(), z.number()]).optional(),
  })
  .passthrough();

/** A parsed vault note, ready to index. */
export interface VaultNote {
  path: string;
  title: string;
  content: string;
  memory_type: MemoryType;
  source_of_truth: boolean;
  sensitivity: 'public' | 'internal' | 'secret';
  retrieval_priority: 'high' | 'normal' | 'low';
  tags: string[];
  project_id?: string;
  /** Kinds of secrets found (and redacted) in the note: a lint finding. */
  secrets: string[];
  /** Why the frontmatter was ignored, if it was. */
  frontmatter_error?: string;
}

/**
 * Parses a Markdown note with optional YAML frontmatter. Secrets are redacted before anything is
 * indexed, so a credential pasted into a note never reaches an agent; `secrets` reports them.
 */
export function parseNote(path: string, text: string): VaultNote {
  let body = text;
  let fm: z.infer<typeof noteFrontmatterSchema> = {};
  let error: string | undefined;
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (m) {
    body = text.slice(m[0].length);
    try {
      // yaml is loaded on first use: most commands (hooks above all) never meet a note with frontmatter.
      const YAML = createRequire(import.meta.url)('yaml') as typeof import('yaml');
      const parsed = noteFrontmatterSchema.safeParse(YAML.parse(m[1] ?? '') ?? {});
      if (parsed.success) fm = parsed.data;
      else error = parsed.error.issues[0]?.message ?? 'invalid frontmatter';
    } catch (e) {
      error = (e as Error).message;
    }
  }
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const base = path.split('/').pop()?.replace(/\.md$/i, '') ?? path;
  const title = fm.title ?? heading ?? base;
  // A leading `# ADR 001: Use Postgres` is the title: kept in the content too, every card and packet would
  // show it twice. A heading further down is part of the text.
  const lead = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(body);
  if (lead && lead[1]?.trim() === title && body.slice(lead[0].length).trim() !== '')
    body = body.slice(lead[0].length);
  const findings = scanSecrets(body);
  const tags = typeof fm.tags === 'string' ? fm.tags.split(',') : (fm.tags ?? []).map(String);
  const note: VaultNote = {
    path,
    title,
    content: (findings.length ? redactSecrets(body, findings) : body).trim(),
    memory_type: fm.memory_type ?? (/(^|\/)(adr|decisions?)\//i.test(path) ? 'decision' : 'note'),
    source_of_truth: fm.source_of_truth ?? false,
    sensitivity: fm.sensitivity ?? 'internal',
    retrieval_priority: fm.retrieval_priority ?? 'normal',
    tags: [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))],
    secrets: [...new Set(findings.map((f) => f.kind))],
  };
  if (fm.project_id !== undefined) note.project_id = String(fm.project_id);
  if (error) note.frontmatter_error = error;
  return note;
}
