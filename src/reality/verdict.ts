import { realityMarkerText } from '../score/scorer.js';
import { EXCLUSIVE_PREDICATES, type StackPredicate, stackValue } from './catalog.js';
import { claimOfFact, readClaims, type StackClaim } from './claims.js';
import type { Signal } from './signals.js';

/** What the code says about one memory (issue 14: confirmed, contradicted or unknown). */
export interface RealityVerdict {
  verdict: 'confirmed' | 'contradicted' | 'unknown';
  /** The claim the verdict is about (the contradicted one when any is). */
  claim?: StackClaim;
  /** The signals behind the verdict: the agreeing ones, or the ones showing another value. */
  evidence: Signal[];
  /** One line for people and agents (`fly.toml and .github/workflows/deploy.yml deploy to Fly.io, not Heroku`). */
  summary: string;
  /**
   * For a contradiction, the value the code shows, as a fact a reviewer could accept
   * (`{ predicate: 'deployment_platform', object: 'Fly.io', source: 'fly.toml' }`).
   */
  proposal?: { predicate: StackPredicate; id: string; object: string; source: string };
}

/** The part of a memory the verdict reads. */
export interface VerdictSubject {
  content: string;
  title?: string | null;
  fact?: { subject: string; predicate: string; object: string } | null;
  /** Root-relative files the memory refers to: in a monorepo they place the claim in a package. */
  file_refs?: readonly string[];
}

function runtimeOf(id: string): string {
  return id.slice(0, id.indexOf('@'));
}

/** The family a signal or claim value belongs to; values exclude each other only inside one family. */
function familyOf(predicate: StackPredicate, id: string): string {
  if (predicate === 'runtime_version') return runtimeOf(id);
  return stackValue(predicate, id)?.family ?? id;
}

/** Display name (`Fly.io`, `Node.js 20`). */
export function valueName(predicate: StackPredicate, id: string): string {
  if (predicate === 'runtime_version') {
    const runtime = runtimeOf(id);
    const names: Record<string, string> = {
      node: 'Node.js',
      python: 'Python',
      ruby: 'Ruby',
      go: 'Go',
      java: 'Java',
      php: 'PHP',
      rust: 'Rust',
    };
    return `${names[runtime] ?? runtime} ${id.slice(runtime.length + 1)}`;
  }
  return stackValue(predicate, id)?.name ?? id;
}

function versionParts(v: string): number[] {
  return v.replace(/\+$/, '').split('.').map(Number);
}

/** Whether a signal is a trace of a claimed value (runtime ranges admit every version above their floor). */
function traces(signal: Signal, claim: StackClaim): boolean {
  if (signal.predicate !== claim.predicate) return false;
  if (claim.predicate !== 'runtime_version') return signal.id === claim.id;
  if (runtimeOf(signal.id) !== runtimeOf(claim.id)) return false;
  const have = signal.id.slice(signal.id.indexOf('@') + 1);
  const want = versionParts(claim.id.slice(claim.id.indexOf('@') + 1));
  const got = versionParts(have);
  if (have.endsWith('+')) {
    for (let i = 0; i < Math.max(want.length, got.length); i++) {
      const a = want[i] ?? 0;
      const b = got[i] ?? 0;
      if (a !== b) return a > b;
    }
    return true;
  }
  // A claim of "Python 3" agrees with a pin of 3.12; a claim of 3.11 does not.
  return want.every((n, i) => got[i] === n);
}

/**
 * Which signals bear on a memory placed in `scope` (a monorepo package folder, '' for the whole
 * repository): the package's own, its ancestors' (root CI and deploy files), and, for a repository-wide
 * memory, every package's.
 */
function inScope(signal: Signal, scope: string): boolean {
  if (scope === '') return true;
  if (signal.dir === '') return true;
  return scope === signal.dir || scope.startsWith(`${signal.dir}/`) || signal.dir.startsWith(`${scope}/`);
}

/** The package folder a memory is about: the deepest folder holding a manifest that all its file refs share. */
export function scopeOf(fileRefs: readonly string[] | undefined, manifestDirs: ReadonlySet<string>): string {
  if (!fileRefs || fileRefs.length === 0) return '';
  let best = '';
  for (const dir of manifestDirs) {
    if (dir === '' || dir.length <= best.length) continue;
    if (fileRefs.every((f) => f === dir || f.startsWith(`${dir}/`))) best = dir;
  }
  return best;
}

function fileList(signals: Signal[]): string {
  const files = [...new Set(signals.map((s) => s.file))];
  const shown = files.slice(0, 3);
  const more = files.length > shown.length ? ` (+${files.length - shown.length} more)` : '';
  if (shown.length <= 1) return `${shown[0] ?? 'the code'}${more}`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}${more}`;
}

const VERBS: Readonly<Record<StackPredicate, [string, string]>> = {
  uses_database: ['uses', 'use'],
  deployment_platform: ['deploys to', 'deploy to'],
  package_manager: ['uses', 'use'],
  uses_framework: ['uses', 'use'],
  test_framework: ['runs tests with', 'run tests with'],
  auth_method: ['uses', 'use'],
  language: ['is written in', 'are written in'],
  runtime_version: ['pins', 'pin'],
  linter: ['uses', 'use'],
  ci: ['runs CI on', 'run CI on'],
};

function says(signals: Signal[], predicate: StackPredicate): string {
  const files = new Set(signals.map((s) => s.file));
  const [one, many] = VERBS[predicate];
  return `${fileList(signals)} ${files.size > 1 ? many : one}`;
}

function judge(claim: StackClaim, signals: Signal[], scope: string): RealityVerdict {
  const family = familyOf(claim.predicate, claim.id);
  const relevant = signals.filter(
    (s) => s.predicate === claim.predicate && inScope(s, scope) && familyOf(s.predicate, s.id) === family,
  );
  const agreeing = relevant.filter((s) => traces(s, claim));
  const strong = agreeing.filter((s) => s.strength === 'strong');
  const name = valueName(claim.predicate, claim.id);
  if (strong.length > 0) {
    return {
      verdict: 'confirmed',
      claim,
      evidence: strong,
      summary: `${says(strong, claim.predicate)} ${name}`,
    };
  }
  if (agreeing.length > 0) {
    const what = agreeing.map((s) => s.what).join(', ');
    return { verdict: 'unknown', claim, evidence: agreeing, summary: `only a trace of ${name} (${what})` };
  }
  const others = relevant.filter((s) => s.strength === 'strong');
  if (!EXCLUSIVE_PREDICATES.has(claim.predicate) || others.length === 0) {
    return { verdict: 'unknown', claim, evidence: [], summary: `the code says nothing about ${name}` };
  }
  const ids = [...new Set(others.map((s) => s.id))];
  const shown = ids.map((id) => valueName(claim.predicate, id)).join(' and ');
  const first = others[0] as Signal;
  const proposal =
    ids.length === 1
      ? {
          predicate: claim.predicate,
          id: first.id,
          object: valueName(claim.predicate, first.id),
          source: first.file,
        }
      : undefined;
  const v: RealityVerdict = {
    verdict: 'contradicted',
    claim,
    evidence: others,
    summary: `${says(others, claim.predicate)} ${shown}, not ${name}`,
  };
  if (proposal) v.proposal = proposal;
  return v;
}

/**
 * The stack claims of a memory, current and former: its fact's, when it has a stack fact, else those read
 * from its title and text. Separate from judging so a caller can keep them per record (reading is the
 * costly part).
 */
export function claimsOf(memory: VerdictSubject): StackClaim[] {
  const factClaim = memory.fact ? claimOfFact(memory.fact) : null;
  if (factClaim) return [factClaim];
  return readClaims(`${memory.title ? `${memory.title}. ` : ''}${memory.content}`);
}

/**
 * The verdict on one memory: contradicted when any current claim is refuted by the code (a single-value
 * predicate shows another value and no trace of the claimed one), else confirmed when a claim is backed by
 * strong evidence, else unknown. Former claims ("we no longer use X") are never judged: the code still
 * showing X does not make the memory wrong. A memory that also names the value the code shows ("we
 * compared Heroku and Fly.io", "staging on Heroku, production on Fly.io", "copy the Heroku config vars
 * into Fly") knows about it: the code cannot tell which part is outdated, so it is not contradicted.
 */
export function judgeMemory(
  memory: VerdictSubject,
  signals: readonly Signal[],
  manifestDirs: ReadonlySet<string> = new Set(),
  claims: readonly StackClaim[] = claimsOf(memory),
): RealityVerdict {
  const current = claims.filter((c) => c.polarity === 'current');
  if (current.length === 0)
    return { verdict: 'unknown', evidence: [], summary: 'no stack claim the code can check' };
  const scope = scopeOf(memory.file_refs, manifestDirs);
  // Not former ones: "moved from MongoDB to Postgres" where the code shows MongoDB is still refuted.
  const named = new Set(claims.filter((c) => c.polarity !== 'former').map((c) => `${c.predicate}:${c.id}`));
  const verdicts = current.map((c): RealityVerdict => {
    const v = judge(c, signals as Signal[], scope);
    if (v.verdict !== 'contradicted') return v;
    const shown = v.evidence.filter((s) => named.has(`${s.predicate}:${s.id}`));
    if (shown.length === 0) return v;
    const both = `${valueName(c.predicate, c.id)} and ${valueName(c.predicate, (shown[0] as Signal).id)}`;
    return {
      verdict: 'unknown',
      claim: c,
      evidence: shown,
      summary: `it names ${both}; the code shows the latter`,
    };
  });
  return (
    verdicts.find((v) => v.verdict === 'contradicted') ??
    verdicts.find((v) => v.verdict === 'confirmed') ??
    verdicts[0] ?? { verdict: 'unknown', evidence: [], summary: 'no stack claim the code can check' }
  );
}

/** Folders that hold a manifest (package.json, go.mod, …): the packages of a monorepo. */
export function manifestDirsOf(signals: readonly Signal[]): Set<string> {
  const dirs = new Set<string>();
  for (const s of signals)
    if (s.predicate === 'package_manager' || s.predicate === 'language') dirs.add(s.dir);
  return dirs;
}

/** The marker an injected contradicted memory carries (issue 14). */
export function realityMarker(v: RealityVerdict): string | null {
  return v.verdict === 'contradicted' ? realityMarkerText(v.summary) : null;
}
