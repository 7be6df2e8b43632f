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
  /**
   * `exact`: it names the file; `folder`: it names the folder the file is in; `glob`: one of its patterns
   * covers it; `near`: it names a file beside it, or a folder further up.
   */
  kind: 'exact' | 'folder' | 'glob' | 'near';
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
  // A folder reference (`api/proto`, `src/db/`) is about the files in it. Only the folder a file sits in
  // names it: a folder further up (`app`, `modules`) is about a whole tree, so a file deep in it is only near.
  let under: FileMatch | undefined;
  for (const ref of refs) {
    const dir = ref.replace(/\/+$/, '');
    if (dir === '' || dir === '.') continue;
    for (const file of files) {
      if (dirOf(file) === dir) return { kind: 'folder', ref: dir, file };
      if (under === undefined && file.startsWith(`${dir}/`)) under = { kind: 'near', ref: dir, file };
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
  return under;
}

// A path written in prose: at least two segments joined by `/`, not after a word character, `/` or `.` (so
// not a route such as `/v1/users`, nor a URL's path, which is dropped first).
const TEXT_PATH_RE = /(?<![\w@/.:-])(?:\.\/)?[\w.-]*[A-Za-z_][\w.-]*(?:\/[\w.[\]-]+)+\/?/g;
// A file name written in prose without a folder: a name, a dot and a short extension (`schema.yml`).
const TEXT_FILE_RE = /(?<![\w@/.:-])[\w-]*[A-Za-z_][\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}(?![\w/])/g;

/**
 * Paths and file names a memory's text mentions (`Protobuf files live in api/proto`, `never edit an applied
 * file in drizzle/migrations/`, `update schema.yml`), without a leading `./`, trailing `/` or punctuation.
 * A memory that says where something lives is about the files there even when nobody filled in its
 * `file_refs` (typed by hand, distilled from a session, imported from AGENTS.md).
 */
export function pathsInText(text: string): string[] {
  if (!text.includes('/') && !text.includes('.')) return [];
  const prose = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
  const out = new Set<string>();
  for (const m of prose.matchAll(TEXT_PATH_RE)) {
    const p = m[0].replace(/^\.\//, '').replace(/[/.,;:-]+$/, '');
    // `read/write`, `CI/CD`: a slashed pair of words could be a folder; it only matters if a task file is in it.
    if (p.includes('/')) out.add(p);
  }
  for (const m of prose.matchAll(TEXT_FILE_RE)) {
    const p = m[0];
    // `e.g`, `i.e`, versions and dotted code names (`req.log`, `money.Amount`) are not file names: the
    // extension must be lower-case letters and the name must not be a sentence's abbreviation.
    const ext = p.slice(p.lastIndexOf('.') + 1);
    if (/^[a-z][a-z0-9]*$/.test(ext) && !/^(?:e\.g|i\.e|etc|vs)$/i.test(p)) out.add(p);
  }
  return [...out];
}

/**
 * How a memory's text relates to the task's files: it names one (a full path, or the file name alone) or the
 * folder one is in. Only `exact` and `folder`: a mention is weaker evidence than a file reference, so
 * "beside" does not count.
 */
export function matchTextPaths(files: readonly string[], text: string): FileMatch | undefined {
  if (files.length === 0) return undefined;
  const mentions = pathsInText(text);
  if (mentions.length === 0) return undefined;
  for (const m of mentions) {
    for (const file of files) {
      if (
        m === file ||
        (!m.includes('/') && baseOf(file) === m) ||
        (!file.includes('/') && baseOf(m) === file)
      )
        return { kind: 'exact', ref: m, file };
    }
  }
  for (const m of mentions) {
    if (!m.includes('/')) continue;
    for (const file of files) if (dirOf(file) === m) return { kind: 'folder', ref: m, file };
  }
  return undefined;
}
