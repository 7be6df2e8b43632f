import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { ErrorCode, SpoolError } from './errors.js';

/** The source of "now"; injected everywhere so tests (and SPOOL_NOW) control time. */
export type Clock = () => Date;

/** The wall clock. */
export const systemClock: Clock = () => new Date();

/** A clock frozen at `iso` (used for SPOOL_NOW and tests). */
export function fixedClock(iso: string): Clock {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${iso}" is not an ISO-8601 time: use e.g. 2026-05-01T12:00:00Z`,
    );
  }
  return () => new Date(t);
}

/** The clock a process should use: SPOOL_NOW when set, else the wall clock. */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  return env.SPOOL_NOW ? fixedClock(env.SPOOL_NOW) : systemClock;
}

/** A ULID generator seeded by `clock`; monotonic so ids made in one millisecond still sort. */
export function createIdFactory(clock: Clock): () => string {
  const gen = monotonicFactory(pooledRandom());
  return () => gen(clock().getTime());
}

/**
 * Cryptographic randomness drawn from a pool: ulid's default asks the OS once per character, 16 calls
 * per id, which was a tenth of a remember. 2^32 is a multiple of ulid's alphabet (32), so the
 * characters stay uniform.
 */
function pooledRandom(): () => number {
  const pool = new Uint32Array(512);
  let next = pool.length;
  return () => {
    if (next >= pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return (pool[next++] as number) / 2 ** 32;
  };
}
