import { allCommands } from '../../src/cli/commands.js';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';

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
