import type { Command } from 'commander';
import { allCommands } from '../../src/cli/commands.js';
import { hookCommand } from '../../src/cli/hook-command.js';
import { ingestCommands } from '../../src/cli/ingest-commands.js';
import { installCommands } from '../../src/cli/install-command.js';
import type { CliIo } from '../../src/cli/io.js';
import { type CommandModule, runCli, storeCommands } from '../../src/cli/program.js';

const MINE: CommandModule[] = [hookCommand, installCommands, ingestCommands];

/**
 * The CLI's modules with this area's commands registered, whether or not commands.ts lists them yet: while
 * `storeCommands` still defines the old `import`/`export`, they are dropped in favour of `ingestCommands`.
 */
function modules(): CommandModule[] {
  if (MINE.every((m) => allCommands.includes(m))) return allCommands;
  const store: CommandModule = (program, ctx) => {
    storeCommands(program, ctx);
    const cmds = program.commands as Command[];
    for (let i = cmds.length - 1; i >= 0; i--) {
      const name = cmds[i]!.name();
      if (name === 'import' || name === 'export') cmds.splice(i, 1);
    }
  };
  return [
    ...allCommands.map((m) => (m === storeCommands ? store : m)),
    ...MINE.filter((m) => !allCommands.includes(m)),
  ];
}

/** Runs the CLI in-process (like test/cli/run.ts) and captures its output. */
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
  const code = await runCli(args, io, modules());
  return { code, stdout, stderr };
}
