import { mkdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock.js';
import { type HookDeps, runHook } from '../../src/hooks/run.js';
import { openSpool } from '../../src/spool.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const NOW = '2026-03-01T12:00:00Z';

/** What the user-prompt hook injects for `prompt` (empty when it stays silent). */
async function injected(p: TempProject, prompt: string): Promise<string> {
  const deps: HookDeps = {
    cwd: p.root,
    home: p.home,
    now: fixedClock(NOW),
    open: (root) => openSpool({ root, home: p.home, clock: fixedClock(NOW), warn: () => {} }),
    warn: () => {},
  };
  const out = await runHook('user-prompt', JSON.stringify({ cwd: p.root, prompt }), deps);
  const ctx = (out.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext;
  return ctx ?? '';
}

async function seed(p: TempProject, memories: [string, string][]): Promise<void> {
  const s = openTest(p, { clock: fixedClock(NOW) });
  for (const [content, memory_type] of memories) {
    await s.remember({ content, memory_type: memory_type as 'note' });
  }
  await s.close();
}

describe('user-prompt hook selection (issue 11)', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('a memory that says where files live is injected for a prompt naming a file there', async () => {
    await seed(p, [
      ['GraphQL schema files live in schema/graphql and are linted with graphql-eslint.', 'convention'],
      ['Feature flags are read from LaunchDarkly at startup.', 'fact'],
      ['The mobile app is released every second Tuesday.', 'workflow'],
    ]);
    const out = await injected(p, 'rename the customer type in schema/graphql/customer.graphql');
    expect(out).toContain('schema/graphql');
    expect(out).not.toContain('LaunchDarkly');
    // A file outside the folder does not bring it in.
    expect(await injected(p, 'rename the customer type in web/customer.tsx')).not.toContain('graphql-eslint');
  });
});
