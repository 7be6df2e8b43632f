import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryRecord, PendingEvent, Tier } from '../../src/core/types.js';
import { resolvePaths } from '../../src/store/paths.js';
import { openStore, type Store } from '../../src/store/store.js';
import { contradictionsFor } from '../../src/truth/write-hints.js';
import { recordLine, type TempProject, tempProject } from '../helpers.js';

const record = (id: string, content: string, extra: Record<string, unknown> = {}): MemoryRecord =>
  JSON.parse(recordLine({ record_id: id, content, ...extra })) as MemoryRecord;
const created = (r: MemoryRecord): PendingEvent => ({
  type: 'record.created',
  record_id: r.record_id,
  payload: { record: r },
});

describe('contradiction hints on write', () => {
  let p: TempProject;
  let store: Store;
  let n = 0;
  beforeEach(() => {
    p = tempProject();
    n = 0;
    store = openStore(resolvePaths(p.root, p.home), {
      warn: () => {},
      clock: () => new Date('2026-06-01T00:00:00.000Z'),
      newId: () => `ev${String(n++).padStart(4, '0')}`,
    });
  });
  afterEach(() => {
    store.close();
    p.cleanup();
  });

  const write = (tier: Tier, records: MemoryRecord[]): void => {
    store.write(tier, (append) => append(records.map(created)));
  };

  it('reads the columns of a record as its document says them', () => {
    write('shared', [record('m1', 'Invoices round half-even', { memory_type: 'convention' })]);
    write('user', [record('u1', 'I like short answers', { memory_type: 'preference', scope: 'user' })]);
    store.write('shared', (append) =>
      append([
        { type: 'record.state_changed', record_id: 'm1', payload: { from: 'accepted', to: 'archived' } },
      ]),
    );
    const rids = store.projection.ridsOf(['m1', 'u1']);
    // A row id with no record is left out; the others come back in one map.
    const metas = store.projection.metaByRids([...rids.values(), 10_000]);
    expect(metas.size).toBe(2);
    expect(store.projection.metaByRids([]).size).toBe(0);
    for (const [id, rid] of rids) {
      const full = store.projection.getByRecordId(id);
      expect(full?.state).toBe(id === 'm1' ? 'archived' : 'accepted');
      expect(metas.get(rid)).toEqual({
        record_id: full?.record_id,
        tier: full?.tier,
        memory_type: full?.memory_type,
        state: full?.state,
      });
    }
  });

  it('parses only the candidates of the same tier, a comparable type and in force', () => {
    const text = 'Invoice totals are rounded half-up in the billing service';
    write('shared', [
      record('same', text, { memory_type: 'convention' }),
      record('incident', text, { memory_type: 'incident' }),
      record('archived', text, { memory_type: 'convention', state: 'archived' }),
      record('superseded', text, { memory_type: 'convention' }),
    ]);
    write('user', [record('personal', text, { memory_type: 'convention', scope: 'user' })]);
    const parsed: number[] = [];
    const projection = store.projection;
    const spy = new Proxy(projection, {
      get(target, key, receiver) {
        if (key === 'getByRid')
          return (rid: number) => {
            parsed.push(rid);
            return target.getByRid(rid);
          };
        return Reflect.get(target, key, receiver);
      },
    });
    const rec = record('new', 'Invoice totals are rounded half-even in the billing service', {
      memory_type: 'convention',
      supersedes: ['superseded'],
    });
    const found = contradictionsFor(spy, rec, 'shared');
    expect(found.map((f) => f.record_id)).toEqual(['same']);
    expect(found[0]?.clash).toContain('half');
    // Only the one comparable record was read whole; the others were ruled out on their columns.
    expect(parsed).toEqual([projection.ridsOf(['same']).get('same')]);
  });

  it('finds the memory a switch replaced though the two share no word', () => {
    write('shared', [
      record('npm', 'We use npm.', { memory_type: 'decision' }),
      record('yarn', 'The mobile app uses yarn.', { memory_type: 'decision' }),
      record('other', 'We use Postgres.', { memory_type: 'decision' }),
    ]);
    const rec = record('pnpm', 'We switched to pnpm.', { memory_type: 'decision' });
    const found = contradictionsFor(store.projection, rec, 'shared');
    // Not the mobile app's yarn: a bare switch is not about one part of the project.
    expect(found.map((f) => f.record_id)).toEqual(['npm']);
    expect(found[0]?.clash).toContain('switched to');
  });
});
