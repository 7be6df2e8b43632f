/**
 * Helpers every install module shares: the refusal error (with the snippet to add by hand), and structural
 * checks on parsed JSON/TOML documents.
 */
import { ErrorCode, SpoolError } from '../../core/errors.js';
import type { Json, Target } from './types.js';

/** The error for a file spool will not overwrite: says what is wrong and shows the entry to add by hand. */
export function configInvalid(target: Target, problem: string, cause?: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.ConfigInvalid,
    `${target.path} ${problem}; spool will not overwrite a file it cannot edit in place. Fix the file (or ` +
      `move it away) and run the command again, or make the change by hand:\n${target.snippet}`,
    cause === undefined ? { details: { path: target.path } } : { cause, details: { path: target.path } },
  );
}

/** True for a plain object (not an array, not a TOML date). */
export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Structural equality for parsed JSON/TOML values (TOML dates compare by their text). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && String(a) === String(b) && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  // Key order matters: a reordered object would be written differently, so it is a change.
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && deepEqual(a[k], b[k]));
}

/** The object at `doc[key]`, created when absent; throws when something else is there. */
export function objectAt(doc: Json, key: string, target: Target, create: boolean): Json | undefined {
  const value = doc[key];
  if (value === undefined) {
    if (!create) return undefined;
    const fresh: Json = {};
    doc[key] = fresh;
    return fresh;
  }
  if (!isObject(value)) throw configInvalid(target, `has a "${key}" that is not an object`);
  return value;
}
