import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileLock } from '../../src/store/lock.js';
import { ageDays, createTracker, readTracker, touchTracker } from '../../src/store/tracker.js';
import { tempProject } from '../helpers.js';

/** A tracker file path and its lock in a fresh directory. */
function trackerFiles(): { file: string; lock: ReturnType<typeof openFileLock>; done: () => void } {
  const p = tempProject();
  mkdirSync(p.root, { recursive: true });
  const lock = openFileLock(join(p.root, 'tracker.lock'));
  return {
    file: join(p.root, 'reference-tracker.json'),
    lock,
    done: () => {
      lock.close();
      p.cleanup();
    },
  };
}

describe('reference tracker module', () => {
  it('touch creates the file, updates entries, read tolerates missing/corrupt files, age_days computes', () => {
    const { file, lock, done } = trackerFiles();
    expect(readTracker(file).size).toBe(0);
    touchTracker(file, lock, ['a', 'b'], new Date('2026-01-01T00:00:00Z'));
    expect(existsSync(file)).toBe(true);
    touchTracker(file, lock, ['a'], new Date('2026-01-10T00:00:00Z'));
    const m = readTracker(file);
    expect(m.get('a')).toEqual({ last_referenced_at: '2026-01-10T00:00:00.000Z', count: 2 });
    expect(m.get('b')?.count).toBe(1);
    expect(ageDays(m.get('a'), new Date('2026-03-11T00:00:00Z'))).toBe(60);
    expect(ageDays(undefined, new Date())).toBeUndefined();
    writeFileSync(file, '{"schema_version":"other","records":{}}');
    expect(readTracker(file).size).toBe(0);
    writeFileSync(file, 'garbage');
    expect(readTracker(file).size).toBe(0);
    done();
  });
});

describe('tracker cache', () => {
  it('reads each entry through its schema, keeps malformed ones out, and sees other writers', () => {
    const { file, lock, done } = trackerFiles();
    writeFileSync(
      file,
      JSON.stringify({
        schema_version: 'reference-tracker.v1',
        records: {
          good: { last_referenced_at: '2026-01-01T00:00:00.000Z', count: 3 },
          bad_date: { last_referenced_at: 'yesterday', count: 1 },
          bad_count: { last_referenced_at: '2026-01-01T00:00:00.000Z', count: -1 },
        },
      }),
    );
    const t = createTracker(file, () => lock);
    expect(t.read().get('good')?.count).toBe(3);
    expect(t.read().get('bad_date')).toBeUndefined();
    expect(t.read().get('bad_count')).toBeUndefined();
    expect(t.read().get('toString')).toBeUndefined();
    t.touch(['good', 'new', 'new'], new Date('2026-02-01T00:00:00Z'));
    expect(t.read().get('good')).toEqual({ last_referenced_at: '2026-02-01T00:00:00.000Z', count: 4 });
    expect(t.read().get('new')?.count).toBe(2);
    // Another process's touch (a different tracker instance) is seen by this one.
    createTracker(file, () => lock).touch(['good'], new Date('2026-03-01T00:00:00Z'));
    expect(t.read().get('good')?.count).toBe(5);
    expect(readTracker(file).get('bad_date')).toBeUndefined();
    done();
  });
});
