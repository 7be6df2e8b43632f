/**
 * The secret gate at the output boundary. The write gate keeps new secrets out of the ledger, but a ledger
 * can still hold one written before the gate knew its format (an old shard, a teammate's older spool, an
 * import from an older version). Everything spool hands an agent (recall results, packet items, records)
 * passes through one redactor, which replaces such a secret with `[REDACTED:<kind>]` (the form the write
 * gate's `--redact` and `sync agents-md` use) and marks the item so the agent knows text was withheld.
 */

import { nextStepFor, type Surface } from '../core/surface.js';
import type { StoredRecord } from '../core/types.js';
import { redactSecrets, type SecretFinding, type SecretKind, scanSecrets } from './secrets.js';

/** The fields of an output item the redactor reads and rewrites (recall results and packet items have them). */
export interface RedactableItem {
  title: string | null;
  content: string;
  markers: string[];
  tags?: string[];
}

/** Redacts what spool hands out; one per spool instance (its memo lives and dies with it). */
export interface OutputRedactor {
  /**
   * `item` with every secret in its title, content and markers replaced by `[REDACTED:<kind>]`, tags that
   * repeat a secret dropped, and a `🔒 redacted` marker naming the kinds and how to erase them (`id` is the
   * record id, or `note:<path>`). A clean item is returned as is, so the common case allocates nothing.
   */
  item<T extends RedactableItem>(item: T, id: string): T;
  /** `r` with secrets redacted in its title, content, reason and fact, and tags repeating a secret dropped. */
  record(r: StoredRecord): StoredRecord;
  /** A ledger event's payload (`memory history`) with the same fields redacted as {@link record}. */
  payload(p: Record<string, unknown>): Record<string, unknown>;
  /** The kinds of secret in a record's stored text (title, content, reason, fact), none when clean; not memoised. */
  kindsIn(r: Pick<StoredRecord, 'title' | 'content' | 'reason' | 'fact'>): SecretKind[];
}

const NONE: readonly SecretFinding[] = Object.freeze([]);

/** Marker prefix of a redacted item; stable, so clients can look for it. */
export const REDACTED_MARKER = '🔒 redacted';

/**
 * A redactor for `surface` (its marker names the CLI's purge, or asks the user over MCP). Scans are
 * memoised by text for the life of the redactor, at most `memoSize` texts (oldest evicted): the rules
 * cannot change within a process, and a long-lived MCP server or dashboard hands out the same memories
 * again and again, so each text costs one scan (~10 µs) once and a map lookup afterwards.
 */
export function createOutputRedactor(surface: Surface, memoSize = 8192): OutputRedactor {
  const memo = new Map<string, readonly SecretFinding[]>();
  const scan = (text: string): readonly SecretFinding[] => {
    if (text.length === 0) return NONE;
    let found = memo.get(text);
    if (found === undefined) {
      const f = scanSecrets(text);
      found = f.length === 0 ? NONE : f;
      if (memo.size >= memoSize) {
        const oldest = memo.keys().next();
        if (!oldest.done) memo.delete(oldest.value);
      }
      memo.set(text, found);
    }
    return found;
  };

  /** The text with its secrets redacted; `kinds` and `values` collect what was found. */
  const clean = (text: string, kinds: Set<SecretKind>, values: string[]): string => {
    const findings = scan(text);
    if (findings.length === 0) return text;
    for (const f of findings) {
      kinds.add(f.kind);
      values.push(text.slice(f.start, f.end).toLowerCase());
    }
    return redactSecrets(text, findings as SecretFinding[]);
  };

  // A secret found in one field is removed wherever the record repeats it: a reason or title that says "log in
  // with X" has no label for the scanner to see.
  const scrub = (text: string, kinds: Set<SecretKind>, values: string[]): string => {
    const first = kinds.values().next();
    if (first.done) return text;
    let out = text;
    for (const v of values) {
      if (v.length < 6) continue;
      const lower = out.toLowerCase();
      let at = lower.indexOf(v);
      while (at !== -1) {
        out = `${out.slice(0, at)}[REDACTED:${first.value}]${out.slice(at + v.length)}`;
        at = out.toLowerCase().indexOf(v, at + 1);
      }
    }
    return out;
  };

  // A fact's object alone has no context to scan ("CorrectHorseBatteryStaple"); the content's secret it repeats.
  const cleanObject = (object: string, kinds: Set<SecretKind>, values: string[]): string => {
    const own = clean(object, kinds, values);
    if (own !== object) return own;
    const lower = object.toLowerCase();
    const first = kinds.values().next();
    return !first.done && values.some((v) => v.includes(lower) || lower.includes(v))
      ? `[REDACTED:${first.value}]`
      : object;
  };

  const keepTags = (tags: string[], values: string[]): string[] =>
    tags.filter((t) => {
      const tag = t.toLowerCase().replace(/^#/, '');
      // A tag distilled from the secret itself ("#hunter2hunter2") would hand it out beside the redaction.
      return !values.some((v) => v === tag || (tag.length >= 6 && v.includes(tag)));
    });

  const marker = (kinds: Set<SecretKind>, id: string): string => {
    const list = [...kinds].join(', ');
    const how = id.startsWith('note:')
      ? `remove it from ${id.slice(5)} and rotate it`
      : `${nextStepFor(surface, 'purge', id)}, and rotate it`;
    return `${REDACTED_MARKER} (${list}): stored before the secret gate knew this format — ${how}`;
  };

  // A record.created payload nests the record (`{ record: {...} }`), an update its changes: two levels cover both.
  const redactPayload = (p: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const kinds = new Set<SecretKind>();
    const values: string[] = [];
    const out: Record<string, unknown> = { ...p };
    let changed = false;
    for (const [key, v] of Object.entries(p)) {
      if (typeof v === 'string' && (key === 'content' || key === 'title' || key === 'reason')) {
        out[key] = clean(v, kinds, values);
      } else if (depth < 2 && typeof v === 'object' && v !== null && !Array.isArray(v) && key !== 'fact') {
        const inner = redactPayload(v as Record<string, unknown>, depth + 1);
        if (inner !== v) {
          out[key] = inner;
          changed = true;
        }
      }
    }
    const fact = p.fact as { object?: unknown } | undefined;
    if (fact && typeof fact === 'object' && typeof fact.object === 'string') {
      out.fact = { ...fact, object: cleanObject(fact.object, kinds, values) };
    }
    if (kinds.size === 0) return changed ? out : p;
    for (const key of ['content', 'title', 'reason'] as const) {
      const v = out[key];
      if (typeof v === 'string') out[key] = scrub(v, kinds, values);
    }
    if (Array.isArray(p.tags)) {
      out.tags = keepTags(
        p.tags.filter((t): t is string => typeof t === 'string'),
        values,
      );
    }
    return out;
  };

  return {
    item<T extends RedactableItem>(item: T, id: string): T {
      const kinds = new Set<SecretKind>();
      const values: string[] = [];
      const title = item.title === null ? null : clean(item.title, kinds, values);
      const content = clean(item.content, kinds, values);
      const markers = item.markers.map((m) => clean(m, kinds, values));
      if (kinds.size === 0) return item;
      const out: T = {
        ...item,
        title: title === null ? null : scrub(title, kinds, values),
        content: scrub(content, kinds, values),
        markers: [...markers.map((m) => scrub(m, kinds, values)), marker(kinds, id)],
      };
      if (item.tags) out.tags = keepTags(item.tags, values);
      return out;
    },
    record(r) {
      const kinds = new Set<SecretKind>();
      const values: string[] = [];
      const content = clean(r.content, kinds, values);
      const title = r.title === undefined ? undefined : clean(r.title, kinds, values);
      const reason = r.reason === undefined ? undefined : clean(r.reason, kinds, values);
      const fact = r.fact && { ...r.fact, object: cleanObject(r.fact.object, kinds, values) };
      if (kinds.size === 0) return r;
      const out: StoredRecord = {
        ...r,
        content: scrub(content, kinds, values),
        tags: keepTags(r.tags, values),
      };
      if (title !== undefined) out.title = scrub(title, kinds, values);
      if (reason !== undefined) out.reason = scrub(reason, kinds, values);
      if (fact) out.fact = fact;
      return out;
    },
    payload(p) {
      return redactPayload(p, 0);
    },
    kindsIn(r) {
      // Doctor and lint ask this of every record: one scan of the fields together, outside the memo (a pass
      // over all records would only evict what the outputs keep there).
      const fact = r.fact && `${r.fact.subject} ${r.fact.predicate} is ${r.fact.object}`;
      const text = [r.title, r.content, r.reason, fact].filter((t) => t).join('\n\n');
      return [...new Set(scanSecrets(text).map((f) => f.kind))];
    },
  };
}
