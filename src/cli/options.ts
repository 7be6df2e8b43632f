import { CommanderError } from 'commander';
import { z } from 'zod';

// Commander hands option values over as strings; these parsers check them with zod and turn a bad value
// into a usage error (exit 2) that names the option and the accepted range, before any command runs.

/** The commander error code of a spool usage error (mapped to exit code 2). */
export const USAGE_ERROR = 'spool.usage';

/** A usage error (exit 2) with `message` shown to the user. */
export function usageError(message: string): CommanderError {
  return new CommanderError(2, USAGE_ERROR, message);
}

/** A parser for an integer option within [min, max]. */
export function intOption(name: string, min: number, max: number): (v: string) => number {
  const schema = z.coerce.number().int().min(min).max(max);
  return (v) => {
    const r = /^\s*[+-]?\d+\s*$/.test(v) ? schema.safeParse(v) : undefined;
    if (!r?.success) throw usageError(`${name} must be an integer from ${min} to ${max}, got "${v}"`);
    return r.data;
  };
}

/** A parser for a decimal option within [min, max]. */
export function numberOption(name: string, min: number, max: number): (v: string) => number {
  const schema = z.coerce.number().finite().min(min).max(max);
  return (v) => {
    const r = v.trim() === '' ? undefined : schema.safeParse(v);
    if (!r?.success) throw usageError(`${name} must be a number from ${min} to ${max}, got "${v}"`);
    return r.data;
  };
}
