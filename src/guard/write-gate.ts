import type { SpoolConfig } from '../core/config.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { normalizeFileRef } from '../core/file-ref.js';
import { contentHash } from '../core/hash.js';
import {
  describeZodError,
  parseInput,
  type RememberArgs,
  type RememberInput,
  rememberInputSchema,
} from '../core/inputs.js';
import { type RecordRow, recordRow } from '../core/record-row.js';
import { memoryRecordSchema, type Tier } from '../core/types.js';
import { redactSecrets, scanSecrets, stripPrivate } from './secrets.js';

// Content is capped at 1 MiB (config), at most 6 characters per byte once JSON-escaped: a longer line
// cannot be a valid record, and is refused before parsing so it cannot exhaust memory.
const MAX_IMPORT_LINE_CHARS = 16 * 1024 * 1024;

/** What the write gate needs: plain data, so a worker thread can build the same gate. */
export interface WriteGateOptions {
  limits: SpoolConfig['limits'];
  root: string;
}

/** The gate's dependencies beyond its options. */
export interface WriteGateDeps {
  /** `content_hash` of a content; a faster implementation of the same BLAKE3 may be injected. */
  contentHash?: (content: string) => string;
}

/** One line of a spool JSONL import after the gate, ready to be appended (or the reason it is not). */
export type ImportItem =
  | { kind: 'blank' }
  | { kind: 'error'; line: number; code: string; message: string; record_id?: string }
  | { kind: 'record'; line: number; archived: boolean; row: RecordRow };

/** The write gate: validation, `<private>` stripping and the secret scan, for remember and import alike. */
export interface WriteGate {
  /** Everything that may refuse a write; throws a SpoolError, or returns the cleaned input and warnings. */
  prepare(raw: RememberArgs): { input: RememberInput; warnings: string[] };
  /**
   * Parses, validates and gates one import line and computes its projection row. Independent of the
   * store (identity checks happen afterwards, in order), so lines can be prepared on another thread.
   */
  prepareImportLine(line: string, lineNo: number): ImportItem;
}

/** The tier a memory is written to: secret or agent-scoped → private, user-scoped → user, else shared. */
export function tierOf(m: { sensitivity: string; scope: string }): Tier {
  if (m.sensitivity === 'secret' || m.scope === 'agent') return 'private';
  if (m.scope === 'user') return 'user';
  return 'shared';
}

/** Creates the write gate for a project root and its configured limits. */
export function createWriteGate(opts: WriteGateOptions, deps: WriteGateDeps = {}): WriteGate {
  const { limits, root } = opts;
  const hashContent = deps.contentHash ?? contentHash;
  function prepare(raw: RememberArgs): { input: RememberInput; warnings: string[] } {
    const input = parseInput(rememberInputSchema, raw, 'remember input');
    const warnings: string[] = [];
    if (input.content.trim().length === 0) {
      throw new SpoolError(ErrorCode.EmptyContent, 'content must not be empty');
    }
    const bytes = Buffer.byteLength(input.content, 'utf8');
    if (bytes > limits.max_content_bytes) {
      throw new SpoolError(
        ErrorCode.ContentTooLarge,
        `content is ${bytes} bytes; the limit is ${limits.max_content_bytes} (limits.max_content_bytes): store a summary, split it, or reference the file with file_refs`,
        { details: { bytes, limit: limits.max_content_bytes } },
      );
    }
    input.content = stripPrivate(input.content);
    if (input.content.length === 0) {
      throw new SpoolError(
        ErrorCode.EmptyContent,
        'content must not be empty (everything was inside <private>…</private>)',
      );
    }
    if (input.title !== undefined) {
      input.title = stripPrivate(input.title).trim() || undefined;
      if (input.title && input.title.length > limits.max_title_chars) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `title is ${input.title.length} characters; the limit is ${limits.max_title_chars}: shorten it`,
        );
      }
    }
    if (input.reason !== undefined) input.reason = stripPrivate(input.reason).trim() || undefined;
    const tags = new Set<string>();
    for (const t of input.tags) {
      const n = t.trim().toLowerCase();
      if (n.length === 0)
        throw new SpoolError(ErrorCode.InvalidInput, 'tags must not be empty: remove the empty tag');
      tags.add(n);
    }
    if (tags.size > limits.max_tags) {
      throw new SpoolError(ErrorCode.InvalidInput, `${tags.size} tags; the limit is ${limits.max_tags}`);
    }
    input.tags = [...tags];
    input.file_refs = [...new Set(input.file_refs.map((f) => normalizeFileRef(root, f)))];

    const fields: [string, () => string | undefined, (v: string) => void][] = [
      [
        'content',
        () => input.content,
        (v) => {
          input.content = v;
        },
      ],
      [
        'title',
        () => input.title,
        (v) => {
          input.title = v;
        },
      ],
      [
        'reason',
        () => input.reason,
        (v) => {
          input.reason = v;
        },
      ],
      [
        'fact.object',
        () => input.fact?.object,
        (v) => {
          if (input.fact) input.fact.object = v;
        },
      ],
      ['tags', () => input.tags.join(' '), () => {}],
    ];
    for (const [field, get, set] of fields) {
      const value = get();
      if (!value) continue;
      const findings = scanSecrets(value);
      if (findings.length === 0) continue;
      const where = findings.map((f) => `${f.kind} at line ${f.line}, column ${f.column}`).join('; ');
      if (!input.redact || field === 'tags') {
        throw new SpoolError(
          ErrorCode.SecretDetected,
          `${field} contains what looks like a secret (${where}); nothing was stored. Remove it (keep it in a secret manager) or store it redacted, with [REDACTED:<kind>] in its place`,
          {
            details: {
              field,
              findings: findings.map((f) => ({
                kind: f.kind,
                line: f.line,
                column: f.column,
                start: f.start,
                end: f.end,
              })),
            },
          },
        );
      }
      set(redactSecrets(value, findings));
      warnings.push(
        `redacted ${findings.length} secret(s) in ${field}: ${findings.map((f) => f.kind).join(', ')}`,
      );
    }
    return { input, warnings };
  }

  function prepareImportLine(line: string, lineNo: number): ImportItem {
    if (line.trim().length === 0) return { kind: 'blank' };
    const fail = (code: string, message: string, record_id?: string): ImportItem =>
      record_id === undefined
        ? { kind: 'error', line: lineNo, code, message }
        : { kind: 'error', line: lineNo, code, message, record_id };
    if (line.length > MAX_IMPORT_LINE_CHARS)
      return fail(
        ErrorCode.ContentTooLarge,
        `line is ${line.length} characters, longer than any valid record (content is limited to ${limits.max_content_bytes} bytes)`,
      );
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return fail(ErrorCode.InvalidInput, 'not valid JSON');
    }
    const parsed = memoryRecordSchema.safeParse(raw);
    if (!parsed.success) return fail(ErrorCode.InvalidInput, describeZodError(parsed.error));
    const rec = parsed.data;
    try {
      // The same gate as remember: imported text is untrusted too.
      const { input } = prepare({
        content: rec.content,
        title: rec.title,
        memory_type: rec.memory_type,
        scope: rec.scope,
        sensitivity: rec.sensitivity,
        tags: rec.tags,
        reason: rec.reason,
      });
      rec.content = input.content;
      rec.tags = input.tags;
      if (input.title) rec.title = input.title;
      if (input.reason) rec.reason = input.reason;
      else delete rec.reason;
      rec.content_hash = hashContent(rec.content);
    } catch (err) {
      return fail(
        err instanceof SpoolError ? err.code : ErrorCode.Internal,
        (err as Error).message,
        rec.record_id,
      );
    }
    return {
      kind: 'record',
      line: lineNo,
      archived: rec.state === 'archived',
      row: recordRow(rec, tierOf(rec)),
    };
  }

  return { prepare, prepareImportLine };
}
