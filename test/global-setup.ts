import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Spawned tests run the built binary: rebuild it when the sources are newer than dist/. Every test's temp
 * directory (projects, server data dirs, PostgreSQL's socket, the browser profile) goes under one directory
 * of this run, through TMPDIR, which the workers and what they spawn inherit: removed at the end, so a test
 * that forgets to clean up, or fails before it does, leaves nothing in the machine's /tmp.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'spool-test-run-'));
  // Sticky and open to all like /tmp: run as root, the embedded PostgreSQL drops to another user.
  chmodSync(root, 0o1777);
  process.env.TMPDIR = root;
  const teardown = (): void => rmSync(root, { recursive: true, force: true });
  const bin = 'dist/cli/bin.js';
  if (process.env.SPOOL_TEST_NO_BUILD === '1' && existsSync(bin)) return teardown;
  if (existsSync(bin) && statSync(bin).mtimeMs >= newest('src')) return teardown;
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  return teardown;
}
