import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const OLD_TESTS =
  'Repository tests run on H2 in PostgreSQL compatibility mode, set up in TestDb.kt with the repository fixtures and Flyway migrations.';
const NEW_TESTS =
  'Repository tests now hit a real TimescaleDB through Testcontainers: TestDb.kt starts one container per JVM, Flyway migrations run once, the repository fixtures load in a transaction.';

describe('a memory that says something changed names the neighbour it may replace (issue 11)', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('warns the writer with the way to archive it, on each surface, and marks nothing', async () => {
    const cli = openTest(p);
    const old = await cli.remember({ content: OLD_TESTS, memory_type: 'convention' });
    const r = await cli.remember({ content: NEW_TESTS, memory_type: 'decision' });
    const warning = r.warnings.find((w) => w.startsWith(`may replace ${old.record_id}`));
    expect(warning).toContain(`spool memory archive ${old.record_id}`);
    // A suggestion, not a hint: neither record carries a marker, and the old one still ranks as current.
    expect((await cli.get(old.record_id)).contradicts ?? []).toEqual([]);
    expect((await cli.get(r.record_id)).contradicts ?? []).toEqual([]);
    await cli.close();

    const q = tempProject();
    try {
      const mcp = openTest(q, { surface: 'mcp' });
      const o = await mcp.remember({ content: OLD_TESTS, memory_type: 'convention' });
      const n = await mcp.remember({ content: NEW_TESTS, memory_type: 'decision' });
      expect(n.warnings.join('\n')).toContain(`memory_archive (record_id ${o.record_id})`);
      await mcp.close();
    } finally {
      q.cleanup();
    }
  });

  it('stays quiet when the new memory tells no change, or shares too little with the old one', async () => {
    const s = openTest(p);
    await s.remember({ content: OLD_TESTS, memory_type: 'convention' });
    const same = await s.remember({
      content:
        'Repository tests use the shared fixtures from TestDb.kt; Flyway migrations must stay reversible for the PostgreSQL tests.',
      memory_type: 'convention',
    });
    expect(same.warnings.filter((w) => w.startsWith('may replace'))).toEqual([]);
    const other = await s.remember({
      content: 'The mobile app now caches images on disk for a week.',
      memory_type: 'decision',
    });
    expect(other.warnings.filter((w) => w.startsWith('may replace'))).toEqual([]);
    await s.close();
  });
});
