import { mkdirSync } from 'node:fs';
import { allCommands } from '../../src/cli/commands.js';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';
import { type TempProject, tempProject } from '../helpers.js';

/**
 * A temp project whose root exists (the CLI refuses a --root that does not) and the env that points the
 * CLI's SPOOL_HOME at its home, so a test never reads or writes the real user home.
 */
export function cliProject(): { p: TempProject; env: NodeJS.ProcessEnv } {
  const p = tempProject();
  mkdirSync(p.root, { recursive: true });
  return { p, env: { SPOOL_HOME: p.home } };
}

/** Runs the CLI in-process and captures its output. */
export async function cli(
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; stdin?: string },
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { SPOOL_NOW: '2026-06-01T12:00:00Z', ...opts.env },
    cwd: opts.cwd,
    interactive: false,
  };
  if (opts.stdin !== undefined) {
    const text = opts.stdin;
    io.stdin = async () => text;
  }
  const code = await runCli(args, io, allCommands);
  return { code, stdout, stderr };
}
