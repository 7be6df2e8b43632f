import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ErrorCode, SpoolError } from './errors.js';

/**
 * Normalises a file reference to a root-relative POSIX path. Absolute paths inside the root are made
 * relative; anything resolving outside the root is refused, since an anchor there would leak paths and
 * could not be checked by teammates.
 */
export function normalizeFileRef(root: string, ref: string): string {
  const abs = isAbsolute(ref) ? resolve(ref) : resolve(root, ref);
  const rel = relative(root, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
    throw new SpoolError(
      ErrorCode.PathOutsideRoot,
      `file reference "${ref}" is outside the project root ${root}: refer to files inside the project`,
      { details: { ref } },
    );
  }
  return rel.split(sep).join('/');
}
