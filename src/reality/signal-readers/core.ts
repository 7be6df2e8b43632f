/**
 * What every signal reader shares: the {@link Signal} shape, where in a file a signal was seen, and the
 * builders for a catalog dependency, a runtime version and a file whose presence alone says something.
 */
import { createRequire } from 'node:module';
import { DEPENDENCIES, type StackPredicate } from '../catalog.js';

/**
 * One piece of evidence the repository gives about its stack. Never derived from running project code:
 * every signal comes from reading a manifest, lockfile, config or CI file as text.
 */
export interface Signal {
  predicate: StackPredicate;
  /** Catalog id (`postgresql`, `fly.io`), or `<runtime>@<version>` for runtime versions (`node@20`). */
  id: string;
  /** Root-relative POSIX path of the file that says so. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** The directory the signal applies to ('' = the whole repository); a monorepo package's own folder. */
  dir: string;
  /**
   * strong: the project really uses it (a runtime dependency, a deploy config, a pinned version).
   * weak: a trace only (a dev-only dependency, a version range, a Procfile many platforms read). A weak
   * trace never confirms a claim, but it is enough to keep the code from calling a claim false.
   */
  strength: 'strong' | 'weak';
  /** What was seen, for evidence text (`dependency pg`, `flyctl deploy`). */
  what: string;
}

// The YAML parser is a large module that only a cache miss on a YAML file needs: it is required on first
// use (and cached by require), so a hook whose signals are cached never loads it, and the hook bundle
// does not carry it.
const requireHere = createRequire(import.meta.url);

/** Parses YAML, loading the parser on first use. */
export function parseYaml(text: string): unknown {
  return (requireHere('yaml') as typeof import('yaml')).parse(text);
}

/** Reads one file's signals; `text` is the file's content, `file` its root-relative path. */
export type SignalReader = (file: string, text: string) => Signal[];

/** A dependency ecosystem of the catalog (`npm`, `pypi`, `jvm`, …). */
export type Ecosystem = keyof typeof DEPENDENCIES;

/** 1-based line of the first match of `needle` at or after character `from`; 1 when absent. */
export function lineOf(text: string, needle: string | RegExp, from = 0): number {
  let at: number;
  if (typeof needle === 'string') at = text.indexOf(needle, from);
  else {
    const re = new RegExp(needle.source, needle.flags.includes('g') ? needle.flags : `${needle.flags}g`);
    re.lastIndex = from;
    at = re.exec(text)?.index ?? -1;
  }
  if (at < 0) return 1;
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
/** The directory part of a root-relative POSIX path ('' at the root). */
export function dirOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}
/** The file name part of a root-relative POSIX path. */
export function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

// Test runners, linters and the language itself are dev tooling by nature: as dev dependencies they are
// strong evidence. A database driver only in devDependencies is usually a test helper: a trace only.
const DEV_NATURAL: ReadonlySet<StackPredicate> = new Set(['test_framework', 'linter', 'language']);

/** Adds the signal of dependency `name` when the catalog knows it (a dev-only one is mostly a trace). */
export function depSignal(
  eco: Ecosystem,
  name: string,
  file: string,
  text: string,
  dev: boolean,
  out: Signal[],
): void {
  const meaning = DEPENDENCIES[eco][name.toLowerCase()];
  if (!meaning) return;
  out.push({
    predicate: meaning.predicate,
    id: meaning.id,
    file,
    line: lineOf(text, new RegExp(`["'\\s/=]${escapeRe(name)}["'\\s@=:<>~^!,;)\\[]`, 'i')),
    dir: dirOf(file),
    strength: dev && !DEV_NATURAL.has(meaning.predicate) ? 'weak' : 'strong',
    what: dev ? `dev dependency ${name}` : `dependency ${name}`,
  });
}

/** `s` as a literal in a regular expression. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One signal of `file`, at the line of `needle` (line 1 without one). */
export function signal(
  file: string,
  text: string,
  predicate: StackPredicate,
  id: string,
  what: string,
  needle?: string | RegExp,
  strength: Signal['strength'] = 'strong',
  dir = dirOf(file),
): Signal {
  return { predicate, id, file, line: needle ? lineOf(text, needle) : 1, dir, strength, what };
}

/** The major (or major.minor for Go and Python) of a pinned version; null for ranges and aliases. */
export function pinnedVersion(runtime: string, raw: string): string | null {
  const s = raw.trim().replace(/^v/i, '');
  const m = /^(\d+)(?:\.(\d+))?(?:\.\d+)?(?:[-+][\w.]+)?$/.exec(s);
  if (!m) return null;
  const minorMatters = runtime === 'go' || runtime === 'python' || runtime === 'ruby';
  return minorMatters && m[2] !== undefined ? `${m[1]}.${m[2]}` : (m[1] ?? null);
}

/** The lowest major (or major.minor) a range admits (`>=18`, `^20.1`, `20.x`, `~3.11`); null when unclear. */
export function rangeFloor(runtime: string, raw: string): string | null {
  const m = /(?:>=?|\^|~=?|==)?\s*v?(\d+)(?:\.(\d+|x|\*))?/.exec(raw);
  if (!m) return null;
  const minorMatters = runtime === 'go' || runtime === 'python' || runtime === 'ruby';
  return minorMatters && m[2] !== undefined && /^\d+$/.test(m[2]) ? `${m[1]}.${m[2]}` : (m[1] ?? null);
}

/** A runtime version signal: strong for a pinned version, weak for a range, none when unreadable. */
export function runtimeSignal(
  file: string,
  text: string,
  runtime: string,
  raw: string,
  what: string,
  needle: string | RegExp,
): Signal | null {
  const pinned = pinnedVersion(runtime, raw);
  if (pinned) return signal(file, text, 'runtime_version', `${runtime}@${pinned}`, what, needle);
  const floor = rangeFloor(runtime, raw);
  if (!floor) return null;
  // A range is a trace, not a pin: "Node 22" is compatible with ">=18", so it may not refute a claim.
  return signal(file, text, 'runtime_version', `${runtime}@${floor}+`, what, needle, 'weak');
}

/** True for a plain object (parsed JSON/TOML/YAML). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A reader for a file whose presence alone is the signal (a lockfile, a linter or deploy config). */
export function fixed(
  predicate: StackPredicate,
  id: string,
  strength: Signal['strength'] = 'strong',
): SignalReader {
  // Deploy and CI configuration applies to the whole repository wherever it sits; a lockfile or a linter
  // config applies to its own package.
  const whole = predicate === 'deployment_platform' || predicate === 'ci';
  return (file, text) => [
    signal(file, text, predicate, id, baseName(file), undefined, strength, whole ? '' : dirOf(file)),
  ];
}
