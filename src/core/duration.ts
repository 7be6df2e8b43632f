import { ErrorCode, SpoolError } from './errors.js';

const UNITS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  mo: 2_592_000_000,
  y: 31_536_000_000,
};

/** Parses `7d`, `12h`, `2w`, `3mo`, `1y` into milliseconds. */
export function parseDuration(text: string): number {
  const m = /^(\d+)\s*(mo|m|h|d|w|y)$/i.exec(text.trim());
  const unit = m?.[2] ? UNITS[m[2].toLowerCase()] : undefined;
  if (!m || unit === undefined) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${text}" is not a duration: use a number and a unit, e.g. 30m, 12h, 7d, 2w, 3mo, 1y`,
    );
  }
  return Number(m[1]) * unit;
}

/** The ISO time `duration` before `now`. */
export function since(duration: string, now: Date): string {
  return new Date(now.getTime() - parseDuration(duration)).toISOString();
}
