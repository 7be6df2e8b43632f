import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eachLine, type RawLine } from '../../src/store/shard-lines.js';

function read(content: string, from: number, chunk: number, stopAt = -1) {
  const dir = mkdtempSync(join(tmpdir(), 'spool-lines-'));
  const path = join(dir, 's.jsonl');
  writeFileSync(path, content);
  const fd = openSync(path, 'r');
  try {
    const lines: RawLine[] = [];
    const r = eachLine(
      fd,
      from,
      (l) => {
        lines.push(l);
        return lines.length !== stopAt;
      },
      chunk,
    );
    return { lines, ...r };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('eachLine', () => {
  // Multi-byte characters make byte offsets differ from string offsets.
  const content = '{"a":"é"}\n\n{"b":"日本"}\n{"c":1}\n{"torn"';

  it('gives the same lines, byte offsets and torn tail whatever the chunk size', () => {
    const want = read(content, 0, 1 << 20);
    expect(want.lines).toEqual([
      { text: '{"a":"é"}', offset: 0, end: 11 },
      { text: '', offset: 11, end: 12 },
      { text: '{"b":"日本"}', offset: 12, end: 27 },
      { text: '{"c":1}', offset: 27, end: 35 },
    ]);
    expect([want.trailing, want.stopped]).toEqual([7, false]);
    for (let chunk = 1; chunk <= 12; chunk++) {
      const got = read(content, 0, chunk);
      expect(got, `chunk ${chunk}`).toEqual(want);
    }
  });

  it('starts at a line boundary and stops when asked', () => {
    const from12 = read(content, 12, 5);
    expect(from12.lines.map((l) => [l.offset, l.end])).toEqual([
      [12, 27],
      [27, 35],
    ]);
    const stopped = read(content, 0, 3, 2);
    expect(stopped.lines).toHaveLength(2);
    expect([stopped.trailing, stopped.stopped]).toEqual([0, true]);
  });
});
