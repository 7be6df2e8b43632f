/**
 * The process side of `spool hook <event>`: read stdin, run the hook, print one JSON object, never fail.
 *
 * Used by the `hook` CLI command and by {@link hookMain}, a fast entry that `bin.ts` can call before loading
 * commander and every command module (the MCP SDK alone costs ~80 ms to import): a hook runs on every
 * session start, prompt and edit, so its start-up time is paid constantly.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { Spool } from '../spool.js';
import { defaultHome } from '../store/paths.js';
import { type HookDeps, runHook } from './run.js';

/** The process surface a hook run uses. */
export interface HookIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** All of stdin; absent or undefined when there is none (a TTY). */
  readStdin?: (() => Promise<string>) | undefined;
}

/**
 * Runs hook `event` and prints its JSON on stdout. Every failure (bad input, unknown event, a broken store)
 * becomes a one-line message on stderr and the empty object `{}` on stdout: a hook must never break the
 * client, and Claude Code would inject non-JSON stdout of some events into the conversation.
 *
 * @returns always 0, the exit code to use.
 */
export async function runHookIo(event: string | undefined, io: HookIo, root?: string): Promise<0> {
  let output: Record<string, unknown> = {};
  try {
    const stdinText = io.readStdin ? await io.readStdin() : '';
    const deps: HookDeps = {
      cwd: io.cwd,
      home: io.env.SPOOL_HOME ? resolve(io.cwd, io.env.SPOOL_HOME) : defaultHome(io.env),
      root: root === undefined ? undefined : resolve(io.cwd, root),
      now: clockFrom(io.env),
      warn: (m) => io.stderr(`${m}\n`),
      open: async (r): Promise<Spool> => {
        // Loaded here, not at the top: `stop`/`pre-compact` never pay for the library.
        const { openSpool } = await import('../spool.js');
        return openSpool({
          root: r,
          home: deps.home,
          clock: deps.now,
          warn: deps.warn,
        });
      },
    };
    output = await runHook(event ?? '', stdinText, deps);
  } catch (err) {
    const e = err as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? ` [${e.code}]` : '';
    const message = typeof e.message === 'string' ? e.message : String(err);
    io.stderr(`spool hook ${event ?? '(no event)'}${code}: ${message}\n`);
    output = {};
  }
  io.stdout(`${JSON.stringify(output)}\n`);
  return 0;
}

/**
 * SPOOL_NOW or the wall clock: `clockFromEnv` without its module, which loads the ULID generator that the
 * `stop` hook never needs.
 */
function clockFrom(env: NodeJS.ProcessEnv): () => Date {
  if (!env.SPOOL_NOW) return () => new Date();
  const t = Date.parse(env.SPOOL_NOW);
  if (Number.isNaN(t)) {
    throw new SpoolError(ErrorCode.InvalidInput, `SPOOL_NOW "${env.SPOOL_NOW}" is not an ISO-8601 time`);
  }
  return () => new Date(t);
}

// A hook that hangs (stdin never closed, a wedged file system) would stall the client's turn.
const WATCHDOG_MS = 10_000;

async function readProcessStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The whole `spool hook …` process: `argv` is what follows `hook` (`<event> [--root <dir>]`). Writes straight
 * to the process streams and returns the exit code (always 0).
 */
export async function hookMain(argv: string[]): Promise<number> {
  // A hook process parses a handful of inputs once: compiling zod's fast parsers (new Function per
  // schema, on first use) costs more than it saves. The setting is process-wide, and this process is a hook.
  z.config({ jitless: true });
  let event: string | undefined;
  let root: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--root') root = argv[++i];
    else if (a.startsWith('--root=')) root = a.slice('--root='.length);
    else if (event === undefined && !a.startsWith('-')) event = a;
  }
  const watchdog = setTimeout(() => {
    process.stderr.write(`spool hook ${event ?? ''}: gave up after ${WATCHDOG_MS} ms\n`);
    process.stdout.write('{}\n');
    process.exit(0);
  }, WATCHDOG_MS);
  watchdog.unref();
  try {
    return await runHookIo(
      event,
      {
        stdout: (t) => process.stdout.write(t),
        stderr: (t) => process.stderr.write(t),
        env: process.env,
        cwd: process.cwd(),
        readStdin: readProcessStdin,
      },
      root,
    );
  } finally {
    clearTimeout(watchdog);
  }
}
