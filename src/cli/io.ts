import { SingleBar } from 'cli-progress';

/** The process surface a CLI run uses; injected so tests run commands in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin?: () => Promise<string>;
  /** Whether to draw progress bars (a TTY on stderr). */
  interactive: boolean;
}

/** The real process. */
export function processIo(): CliIo {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    stdin: readStdin,
    interactive: Boolean(process.stderr.isTTY),
  };
}

/** Reads all of standard input. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A progress reporter drawing a bar on stderr when interactive, silent otherwise. */
export function progress(
  io: CliIo,
  label: string,
): { update: (done: number, total: number) => void; stop: () => void } {
  if (!io.interactive) return { update: () => {}, stop: () => {} };
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total}`,
    stream: process.stderr,
    hideCursor: true,
  });
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
