import { describe, expect, it } from 'vitest';
import { canonicalDoc } from '../../src/core/record-row.js';
import { memoryRecordSchema } from '../../src/core/types.js';

const raw = {
  record_id: '01HZXAMPLE0000000000000000',
  content: 'We use Postgres',
  memory_type: 'decision',
  scope: 'project',
  state: 'accepted',
  origin: { source_kind: 'manual' },
  sensitivity: 'internal',
  tags: ['db'],
  entity_refs: [],
  file_refs: [],
  symbol_refs: [],
  code_anchors: [],
  valid_from: '2026-01-01T00:00:00.000Z',
  supersedes: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  content_hash: 'ab'.repeat(32),
};

describe('canonicalDoc', () => {
  it('is the same bytes whatever the key order, and drops undefined and unknown keys', () => {
    const parsed = memoryRecordSchema.parse(raw);
    const doc = canonicalDoc(parsed);
    const shuffled = Object.fromEntries(Object.entries(parsed).reverse()) as typeof parsed;
    expect(canonicalDoc(shuffled)).toBe(doc);
    expect(canonicalDoc({ ...parsed, title: undefined })).toBe(doc);
    expect(canonicalDoc({ ...parsed, extra: 1 } as typeof parsed)).toBe(doc);
    // Schema order: a title set after parsing still lands after record_id.
    const titled = canonicalDoc({ ...parsed, title: 'DB' });
    expect(Object.keys(JSON.parse(titled)).slice(0, 3)).toEqual(
      Object.keys(memoryRecordSchema.shape)
        .filter((k) => k in { ...parsed, title: 1 })
        .slice(0, 3),
    );
    expect(JSON.parse(doc)).toEqual(parsed);
  });
});
