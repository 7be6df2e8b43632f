import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Spawned tests run the built binary: rebuild it when the sources are newer than dist/. */
export default function setup(): void {
  const bin = 'dist/cli/bin.js';
  if (process.env.SPOOL_TEST_NO_BUILD === '1' && existsSync(bin)) return;
  if (existsSync(bin) && statSync(bin).mtimeMs >= newest('src')) return;
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
