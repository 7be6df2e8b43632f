/**
 * Matching a task's files against what a memory is about: the files it names (`file_refs`) and the glob
 * patterns it applies to (`file_globs`, e.g. a Cursor rule's `src/**\/*.ts`). Globs are matched by picomatch
 * against root-relative POSIX paths.
 */
import picomatch from 'picomatch';

/**
 * Indexed (in the full-text `refs` column) for every record that has glob patterns, so a recall with files
 * can fetch the few rules that might cover them in one index probe: a pattern names no file, so its words
 * cannot be searched for.
 */
export const FILE_GLOB_TOKEN = 'spoolfileglob';

/** How a memory matched one of the task's files. */
export interface FileMatch {
  /** `exact`: it names the file; `glob`: one of its patterns covers it; `near`: it names a file beside it. */
  kind: 'exact' | 'glob' | 'near';
  /** The memory's file reference or pattern that matched. */
  ref: string;
  /** The task file it matched. */
  file: string;
}

/**
 * True for a file reference that is a pattern, not a path. Only `*` counts: brackets and braces are legal in
 * real paths (`app/[slug]/page.tsx`), and before globs had their own field Cursor rules stored theirs as
 * file references (`src/**\/*.ts`), which are read as patterns this way.
 */
export function isGlobRef(ref: string): boolean {
  return ref.includes('*');
}

/** The patterns a memory applies to: its `file_globs` plus any legacy pattern among its `file_refs`. */
export function globsOf(fileRefs: readonly string[], fileGlobs: readonly string[] | undefined): string[] {
  const legacy = fileRefs.filter(isGlobRef);
  if (legacy.length === 0) return fileGlobs ? [...fileGlobs] : [];
  return [...new Set([...(fileGlobs ?? []), ...legacy])];
}

/**
 * True when `path` matches `glob`. A pattern without a slash (`*.tsx`) matches the file name anywhere, as
 * Cursor applies it; a malformed pattern matches nothing.
 */
export function globMatches(glob: string, path: string): boolean {
  try {
    return picomatch(glob, { dot: true, basename: !glob.includes('/') })(path);
  } catch {
    return false;
  }
}

const dirOf = (p: string): string => p.slice(0, Math.max(0, p.lastIndexOf('/')));
const baseOf = (p: string): string => p.slice(p.lastIndexOf('/') + 1);

/**
 * The strongest way a memory relates to the task's files, or undefined. A task file given without a folder
 * (`invoice.ts`, as people write it in a prompt) names any file of that name.
 *
 * @param files Root-relative POSIX paths of the task.
 * @param fileRefs The memory's file references (legacy patterns among them are treated as globs).
 * @param fileGlobs The memory's glob patterns.
 */
export function matchFiles(
  files: readonly string[],
  fileRefs: readonly string[],
  fileGlobs: readonly string[] | undefined,
): FileMatch | undefined {
  if (files.length === 0) return undefined;
  const refs = fileRefs.filter((r) => !isGlobRef(r));
  for (const ref of refs) {
    for (const file of files) {
      if (ref === file || (!file.includes('/') && baseOf(ref) === file)) return { kind: 'exact', ref, file };
    }
  }
  for (const glob of globsOf(fileRefs, fileGlobs)) {
    for (const file of files) if (globMatches(glob, file)) return { kind: 'glob', ref: glob, file };
  }
  const dirs = new Set(files.map(dirOf));
  for (const ref of refs) {
    const d = dirOf(ref);
    if (d !== '' && dirs.has(d)) return { kind: 'near', ref, file: files.find((f) => dirOf(f) === d) ?? ref };
  }
  return undefined;
}
