import { runHookIo } from '../hooks/main.js';
import { readStdin } from './io.js';
import type { CommandModule } from './program.js';

/**
 * `spool hook <event>`: the Claude Code hooks (session-start | user-prompt | post-tool-use | stop |
 * pre-compact). Reads the hook payload on stdin, prints the client's JSON on stdout, and exits 0 whatever
 * happens (errors go to stderr). The project root is `--root`, else the nearest `.spool/` (or git root) of the
 * payload's `cwd`.
 */
export const hookCommand: CommandModule = (program, ctx) => {
  program
    .command('hook')
    .description(
      'run a client hook: session-start | user-prompt | post-tool-use | stop | pre-compact (stdin: hook JSON)',
    )
    .argument('[event]', 'the hook event')
    .allowUnknownOption()
    .allowExcessArguments()
    .action(async (event: string | undefined) => {
      const { io } = ctx;
      // Reading a terminal would wait forever for a payload nobody is going to type.
      const interactiveStdin = io.stdin === readStdin && process.stdin.isTTY === true;
      await runHookIo(
        event,
        {
          stdout: io.stdout,
          stderr: io.stderr,
          env: io.env,
          cwd: io.cwd,
          readStdin: interactiveStdin ? undefined : io.stdin,
        },
        ctx.globals().root,
      );
      ctx.setExit(0);
    });
};
