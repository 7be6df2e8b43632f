import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/core/types.js';
import { createOutputRedactor, REDACTED_MARKER } from '../../src/guard/secrets-output.js';

const SECRET = 'hunter2hunter2';
const TEXT = `btw the staging DB password is ${SECRET}`;

function record(fields: Partial<StoredRecord>): StoredRecord {
  return {
    record_id: '01J0000000000000000000000A',
    content: 'x',
    memory_type: 'fact',
    scope: 'project',
    state: 'accepted',
    origin: { source_kind: 'manual' },
    sensitivity: 'internal',
    tags: [],
    entity_refs: [],
    file_refs: [],
    symbol_refs: [],
    code_anchors: [],
    valid_from: '2026-01-01T00:00:00.000Z',
    supersedes: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    content_hash: 'h',
    tier: 'shared',
    access_count: 0,
    last_accessed_at: null,
    ...fields,
  };
}

describe('output redactor', () => {
  it('returns a clean item as the very same object', () => {
    const r = createOutputRedactor('cli');
    const item = {
      title: null,
      content: 'rotate the staging password every 90 days',
      markers: [],
      tags: ['ops'],
    };
    expect(r.item(item, 'id1')).toBe(item);
  });

  it('redacts content, title and markers, drops tags made of the secret, and marks the item', () => {
    const r = createOutputRedactor('cli');
    const out = r.item(
      {
        title: `password: ${SECRET}`,
        content: TEXT,
        markers: ['⚠ stale'],
        tags: ['db', SECRET, `#${SECRET}`],
      },
      'id1',
    );
    expect(out.content).toBe('btw the staging DB password is [REDACTED:password_prose]');
    expect(out.title).not.toContain(SECRET);
    expect(out.tags).toEqual(['db']);
    expect(out.markers[0]).toBe('⚠ stale');
    expect(out.markers[1]?.startsWith(`${REDACTED_MARKER} (`)).toBe(true);
    expect(out.markers[1]).toContain('password_prose');
    expect(out.markers[1]).toContain('`spool purge id1 --yes` erases it from the ledger');
  });

  it('words the way out for the surface: over MCP the user purges; a note is edited', () => {
    const mcp = createOutputRedactor('mcp').item({ title: null, content: TEXT, markers: [] }, 'id1');
    expect(mcp.markers.at(-1)).toContain('ask the user to erase it with `spool purge id1 --yes`');
    const note = createOutputRedactor('cli').item(
      { title: null, content: TEXT, markers: [] },
      'note:docs/db.md',
    );
    expect(note.markers.at(-1)).toContain('remove it from docs/db.md');
  });

  it('redacts a record, its reason and a fact object that repeats the secret', () => {
    const r = createOutputRedactor('cli');
    const rec = record({
      content: TEXT,
      reason: `so ops can log in with ${SECRET}`,
      fact: { subject: 'staging db', predicate: 'password', object: SECRET, strength: 'stated' },
      tags: [SECRET],
    });
    const out = r.record(rec);
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out.fact?.object).toBe('[REDACTED:password_prose]');
    expect(out.tags).toEqual([]);
    expect(r.kindsIn(rec)).toEqual(['password_prose']);
    const clean = record({ content: 'We deploy with Fly.io' });
    expect(r.record(clean)).toBe(clean);
    expect(r.kindsIn(clean)).toEqual([]);
  });

  it('redacts ledger payloads, including the record nested in record.created', () => {
    const r = createOutputRedactor('cli');
    const created = { record: { content: TEXT, tags: [SECRET, 'db'] } };
    const out = r.payload(created);
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect((out.record as { tags: string[] }).tags).toEqual(['db']);
    const state = { from: 'accepted', to: 'archived' };
    expect(r.payload(state)).toBe(state);
  });

  it('gives the same answer from its memo as from a fresh scan, and stays bounded', () => {
    const r = createOutputRedactor('cli', 2);
    const texts = [TEXT, 'plain words', `the admin password is CorrectHorseBatteryStaple`, TEXT];
    const first = texts.map((t) => r.item({ title: null, content: t, markers: [] }, 'x').content);
    const again = texts.map((t) => r.item({ title: null, content: t, markers: [] }, 'x').content);
    expect(again).toEqual(first);
    expect(first[2]).toBe('the admin password is [REDACTED:password_prose]');
  });
});
