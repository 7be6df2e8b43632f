import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../cli/run.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const SESSION = '5d1f0a9e-3c2b-4e7d-8f6a-1b2c3d4e5f60';

function payload(p: TempProject, event: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    session_id: SESSION,
    transcript_path: join(p.home, 'transcripts', `${SESSION}.jsonl`),
    cwd: p.root,
    hook_event_name: event,
    ...extra,
  });
}

/** A billing project's memories: the ones the prompts below need, and unrelated ones around them. */
async function seed(p: TempProject): Promise<void> {
  const s = openTest(p);
  const memories: [string, string, string[]?][] = [
    [
      'Invoice totals are rounded half-even to the cent, per line item',
      'convention',
      ['src/billing/invoice.ts'],
    ],
    ['Never call Stripe from tests; use the stripe-mock container', 'constraint'],
    ['Stripe webhooks must be idempotent: check the event id first', 'constraint'],
    ['Payments are retried by the dunning job on day 1, 3, 5 and 7', 'workflow'],
    ['We use Postgres as the primary database because we need transactions', 'decision'],
    ['Use pnpm for installs because npm workspaces broke hoisting', 'decision'],
    ['Logs are written as JSON to stdout with pino', 'convention'],
    ['Unit tests run with vitest; integration tests need docker', 'workflow'],
    ['Feature flags live in LaunchDarkly', 'fact'],
    ['API errors are returned as RFC 7807 problem+json', 'convention'],
  ];
  for (const [content, memory_type, file_refs] of memories) {
    await s.remember({ content, memory_type: memory_type as 'note', file_refs: file_refs ?? [] });
  }
  await s.close();
}

describe('hook file references and prompt coverage (issue 11 item 7)', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(join(p.root, 'src', 'billing'), { recursive: true });
    env = { SPOOL_HOME: p.home };
  });
  afterEach(() => p.cleanup());

  const prompt = async (text: string): Promise<string> => {
    const r = await cli(['hook', 'user-prompt'], {
      cwd: p.root,
      env,
      stdin: payload(p, 'UserPromptSubmit', { prompt: text }),
    });
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout).hookSpecificOutput?.additionalContext ?? '';
  };

  it('a path, an @file mention or extra words do not hide the memories a prompt is about', async () => {
    await seed(p);
    for (const text of [
      'fix invoice rounding',
      'fix invoice rounding in src/billing/invoice.ts',
      '@src/billing/invoice.ts fix the rounding',
      '@src/billing/invoice.ts the totals are off by one, pls have a look',
    ]) {
      const out = await prompt(text);
      expect(out, text).toContain('rounded half-even');
      expect(out, text).not.toContain('pnpm');
    }
    const stripe = await prompt('Can you write a test for the Stripe payment flow?');
    expect(stripe).toContain('Never call Stripe from tests');
    expect(stripe).not.toContain('LaunchDarkly');
    // Prompts about nothing the project remembers stay silent.
    expect(await prompt('write a haiku about autumn leaves')).toBe('');
    expect(await prompt('can you make this function shorter and add a docstring')).toBe('');
  });

  it('a context bundle holds the memories about the task, not those sharing only a task word', async () => {
    await seed(p);
    const s = openTest(p);
    await s.remember({
      content: 'Fix flaky tests before merging, never retry them in CI',
      memory_type: 'constraint',
    });
    await s.remember({ content: 'Add a changelog entry to every pull request', memory_type: 'convention' });
    const packet = await s.context({ task: 'fix invoice rounding and add it' });
    const contents = packet.sections.flatMap((x) => x.items.map((i) => i.content));
    expect(contents.some((c) => c.includes('rounded half-even'))).toBe(true);
    expect(contents.some((c) => c.includes('flaky'))).toBe(false);
    expect(contents.some((c) => c.includes('changelog'))).toBe(false);
    const byFile = await s.context({ task: 'tidy up', files: ['src/billing/invoice.ts'] });
    expect(byFile.sections.flatMap((x) => x.items.map((i) => i.content))).toEqual([
      'Invoice totals are rounded half-even to the cent, per line item',
    ]);
    await s.close();
  });

  it('a Cursor rule glob matches the files a prompt names and the files an edit touches', async () => {
    mkdirSync(join(p.root, '.cursor', 'rules'), { recursive: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      join(p.root, '.cursor', 'rules', 'billing.mdc'),
      '---\ndescription: Billing rules\nglobs: src/billing/**/*.ts\n---\n\n- Amounts are integer cents in a bigint, never floats\n',
    );
    const imported = await cli(['import', '.cursor/rules'], { cwd: p.root, env });
    expect(imported.code).toBe(0);
    expect(await prompt('@src/billing/tax/vat.ts add the reverse-charge case')).toContain('integer cents');
    expect(await prompt('@src/web/home.tsx add a banner')).toBe('');
    const get = await cli(['get', '--task', 'reverse charge', '--files', 'src/billing/tax/vat.ts'], {
      cwd: p.root,
      env,
    });
    expect(get.stdout).toContain('integer cents');
    const edit = await cli(['hook', 'post-tool-use'], {
      cwd: p.root,
      env,
      stdin: payload(p, 'PostToolUse', {
        tool_name: 'Write',
        tool_input: { file_path: join(p.root, 'src', 'billing', 'tax', 'vat.ts'), content: 'x' },
        tool_response: { success: true },
      }),
    });
    expect(edit.stdout).toContain('integer cents');
  });

  it('post-tool-use shows a file’s memories once per session, again after compaction or in a new session', async () => {
    await seed(p);
    const edit = async (session = SESSION) => {
      const r = await cli(['hook', 'post-tool-use'], {
        cwd: p.root,
        env,
        stdin: JSON.stringify({
          ...JSON.parse(payload(p, 'PostToolUse')),
          session_id: session,
          tool_name: 'Edit',
          tool_input: {
            file_path: join(p.root, 'src', 'billing', 'invoice.ts'),
            old_string: 'a',
            new_string: 'b',
          },
          tool_response: { success: true },
        }),
      });
      expect(r.code).toBe(0);
      return r.stdout;
    };
    expect(await edit()).toContain('rounded half-even');
    expect(await edit()).toBe('{}\n');
    expect(await edit()).toBe('{}\n');
    expect(await edit('another-session')).toContain('rounded half-even');
    const dir = join(p.root, '.spool', 'local', 'hook-sessions');
    expect(readdirSync(dir)).toHaveLength(2);
    const compact = await cli(['hook', 'pre-compact'], { cwd: p.root, env, stdin: payload(p, 'PreCompact') });
    expect(compact.code).toBe(0);
    expect(await edit()).toContain('rounded half-even');
    expect(existsSync(join(p.root, '.spool', 'ledger'))).toBe(true);
  });
});
