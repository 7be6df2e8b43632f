import { spawn } from 'node:child_process';
import { CommanderError } from 'commander';
import type { Spool } from '../spool.js';
import { startWebServer, type WebServer } from '../web/server.js';
import { type CommandModule, EXIT } from './program.js';

/** Hooks for tests: when to stop (default: SIGINT or SIGTERM) and how to open a browser. */
export interface UiCommandOptions {
  /** Resolves when the server should stop; default the first SIGINT or SIGTERM. */
  until?: (server: WebServer) => Promise<void>;
  /** Opens `url` in a browser; default `xdg-open` / `open`, failures ignored. */
  openBrowser?: (url: string) => void;
}

/** Waits for the first SIGINT or SIGTERM (and stops listening for the other). */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

/** Opens the URL with the desktop's opener when there is a desktop; never fails. */
export function openInBrowser(url: string, env: NodeJS.ProcessEnv = process.env): void {
  const opener =
    process.platform === 'darwin'
      ? 'open'
      : process.platform === 'linux' && (env.DISPLAY || env.WAYLAND_DISPLAY)
        ? 'xdg-open'
        : undefined;
  if (!opener) return;
  try {
    const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // no browser: the URL is printed anyway
  }
}

function portArg(v: string): number {
  const n = Number(v);
  if (!/^\d{1,5}$/.test(v) || n > 65_535)
    throw new CommanderError(EXIT.usage, 'spool.usage', `--port must be a number 0–65535, got "${v}"`);
  return n;
}

/** Builds the `spool ui` command; {@link uiCommand} is the real one. */
export function createUiCommand(options: UiCommandOptions = {}): CommandModule {
  return (program, ctx) => {
    program
      .command('ui')
      .description(
        'open the local dashboard (search, review, conflicts, history, health, stats) on 127.0.0.1',
      )
      .option('--port <n>', 'port to listen on (0: any free port)', portArg, 0)
      .option('--no-open', 'do not open a browser')
      .action(async (o: { port: number; open: boolean }) => {
        const { io } = ctx;
        await ctx.withSpool(async (spool: Spool) => {
          const server = await startWebServer(spool, { port: o.port });
          try {
            if (ctx.format('table') === 'json')
              ctx.out(`${JSON.stringify({ url: server.url, port: server.port })}\n`);
            else ctx.out(`${server.url}\n`);
            io.stderr(
              `spool ui: dashboard for ${spool.root} on 127.0.0.1:${server.port} (the URL carries this run's token; Ctrl+C stops)\n`,
            );
            if (o.open) (options.openBrowser ?? ((u: string) => openInBrowser(u, io.env)))(server.url);
            await (options.until ? options.until(server) : untilSignal());
          } finally {
            await server.close();
          }
        });
      });
  };
}

/** `spool ui [--port N] [--no-open]`: serves the dashboard until SIGINT/SIGTERM. */
export const uiCommand: CommandModule = createUiCommand();
