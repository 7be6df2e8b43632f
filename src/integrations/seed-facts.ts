import type { RememberArgs } from '../core/inputs.js';
import { EXCLUSIVE_PREDICATES, type StackPredicate, stackValue } from '../reality/catalog.js';
import { createRealityCheck } from '../reality/check.js';
import type { Signal } from '../reality/signals.js';
import { valueName } from '../reality/verdict.js';
import type { Spool } from '../spool.js';

/** A fact the repository states about itself, to file as a candidate (`spool init --seed-facts`). */
export interface SeedFact {
  subject: string;
  predicate: StackPredicate;
  object: string;
  /** `file:line` of the first evidence. */
  source: string;
}

/**
 * The facts a repository's signals state plainly: strong evidence only, and for a single-value predicate
 * only when its family shows exactly one value in that folder (a migration in progress, with two
 * databases, seeds nothing: a person has to say which one is current). The repository root is `app`; a
 * monorepo package is named by its folder.
 */
export function seedFacts(signals: readonly Signal[]): SeedFact[] {
  const groups = new Map<string, Signal[]>();
  for (const s of signals) {
    if (s.strength !== 'strong') continue;
    const family =
      s.predicate === 'runtime_version' ? s.id.split('@')[0] : stackValue(s.predicate, s.id)?.family;
    const key = `${s.dir}\u0000${s.predicate}\u0000${family ?? s.id}`;
    const list = groups.get(key) ?? [];
    list.push(s);
    groups.set(key, list);
  }
  const out: SeedFact[] = [];
  const seen = new Set<string>();
  for (const list of groups.values()) {
    const first = list[0] as Signal;
    const ids = [...new Set(list.map((s) => s.id))];
    if (EXCLUSIVE_PREDICATES.has(first.predicate) && ids.length > 1) continue;
    for (const id of ids) {
      const at = list.find((s) => s.id === id) as Signal;
      const subject = at.dir === '' ? 'app' : at.dir;
      const object = valueName(at.predicate, id);
      const key = `${subject}|${at.predicate}|${object.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ subject, predicate: at.predicate, object, source: `${at.file}:${at.line}` });
    }
  }
  return out.sort((a, b) =>
    a.subject === b.subject
      ? a.predicate < b.predicate
        ? -1
        : a.predicate > b.predicate
          ? 1
          : 0
      : a.subject < b.subject
        ? -1
        : 1,
  );
}

/** The remember input that files a seed fact as a candidate for review (reviewed before it counts). */
export function seedInput(f: SeedFact): RememberArgs {
  return {
    content: `${f.subject} ${f.predicate.replace(/_/g, ' ')}: ${f.object} (detected in ${f.source})`,
    memory_type: 'fact',
    fact: { subject: f.subject, predicate: f.predicate, object: f.object, strength: 'inferred' },
    reason: `the repository says so (${f.source}); seeded by spool init`,
    tags: ['reality-check'],
    source_kind: 'ai_proposal',
    actor: 'spool init',
  };
}

/**
 * Files the repository's seed facts as candidates, skipping any fact a record already states (in any
 * state: a rejected seed stays rejected), so running it again adds nothing. Returns what it filed.
 */
export async function seedProject(
  spool: Spool,
  warn: (msg: string) => void,
): Promise<{ record_id: string; fact: string; source: string }[]> {
  const check = createRealityCheck({
    root: spool.root,
    cacheFile: `${spool.paths.localDir}/reality-cache.json`,
    warn,
  });
  const facts = seedFacts(check.scan().signals);
  const existing = await spool.list({ includeArchived: true, limit: 10_000 });
  const key = (f: { subject: string; predicate: string; object: string }) =>
    `${f.subject.toLowerCase()}|${f.predicate}|${f.object.trim().toLowerCase()}`;
  const known = new Set(existing.flatMap((r) => (r.fact ? [key(r.fact)] : [])));
  const out: { record_id: string; fact: string; source: string }[] = [];
  for (const f of facts) {
    if (known.has(key(f))) continue;
    const r = await spool.remember(seedInput(f));
    out.push({
      record_id: r.record_id,
      fact: `${f.subject} | ${f.predicate} | ${f.object}`,
      source: f.source,
    });
  }
  return out;
}
