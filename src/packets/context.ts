import { ErrorCode, SpoolError } from '../core/errors.js';
import { parseInput, type RecallInput, recallInputSchema } from '../core/inputs.js';
import { FILE_REF_WEIGHT } from '../score/scorer.js';
import { promptTopic, RARE_TERM, topicMatch } from '../search/coverage.js';
import { impliedArtifact, impliedWords } from '../search/implied.js';
import { fileMentions, isAcknowledgement, isGeneralQuestion } from '../search/query.js';
import type { RecallItem } from '../search/rank.js';
import { rankedSearch, type SearchEnv, type SearchTrace } from '../search/ranked-search.js';
import { assemble, type Packet, type PacketItem, packetHeader, packetItem } from './packet.js';
import { markToldChanges } from './told-changes.js';

/** Input of `context`. */
export interface ContextArgs {
  task: string;
  cwd?: string;
  files?: string[];
  budget_tokens?: number;
  limit?: number;
  /**
   * Drop items covering less than this part of the task's topic (IDF-weighted terms other than task words and
   * file names; see `search/coverage.ts`), unless they name a file of the task. The prompt hook's noise guard.
   * A general question (`isGeneralQuestion`) asks {@link GENERAL_MIN_COVERAGE} at least, of every item.
   */
  min_coverage?: number;
  /**
   * The coverage asked of an item that contains one of the task's rare terms (one only a memory or two say,
   * see `RARE_TERM`) instead of `min_coverage`: a prompt about two things ("add a pytest for the cart merge")
   * is covered half by each memory about one of them.
   */
  min_rare_coverage?: number;
  /** Drop items scoring below this. */
  min_score?: number;
  /**
   * Drop items scoring below this fraction of the best item's score without its file and name bonuses
   * (naming a task file admits a memory; it must not raise the bar for the memories about the topic).
   */
  min_relative_score?: number;
  /** false skips the lazy expiry sweep (hooks must not write to the ledger). */
  maintenance?: boolean;
  /**
   * Leave out a memory another one says replaced it when its replacement is not in the packet (the prompt
   * hook: only the current memories; a bundle keeps the outdated one, marked).
   */
  current_only?: boolean;
}

/**
 * A context bundle keeps memories scoring at least this part of its best one. Without it a bundle was its
 * 20 best-scored memories whatever they matched (bench:agent: precision 0.14); with it and the topic rule,
 * a bundle is the memories about the task.
 */
const BUNDLE_MIN_RELATIVE_SCORE = 0.5;
/**
 * A memory that names no task file enters a bundle when it covers at least this part of the task's topic, or
 * {@link BUNDLE_MIN_RARE_COVERAGE} when it holds one of the task's rare terms. Sharing one common word ("test",
 * "job") with a long task is not being about it (bench:agent, with the 0.5 bar: precision 0.33 → 0.46, recall
 * 0.87 → 0.80).
 */
const BUNDLE_MIN_COVERAGE = 0.2;
/** See {@link BUNDLE_MIN_COVERAGE}. */
const BUNDLE_MIN_RARE_COVERAGE = 0.1;
/**
 * What a memory must cover of a general question or a local edit (`isGeneralQuestion`): nearly all of it, with
 * no discount for a rare word, since the words it shares with a memory are there by chance.
 */
export const GENERAL_MIN_COVERAGE = 0.8;

/**
 * The search a context bundle runs for `input`: its task, with the names of its files and the files the task
 * mentions. Throws `InvalidInput` for an empty task, before anything is read.
 */
export function contextSearch(input: ContextArgs): RecallInput {
  if (typeof input?.task !== 'string' || input.task.trim().length === 0) {
    throw new SpoolError(ErrorCode.InvalidInput, 'task must not be empty: describe what you are about to do');
  }
  const given = (input.files ?? []).slice(0, 64);
  // Paths and @file mentions in the task are files of the task too (already words of the query).
  const files = [...new Set([...given, ...fileMentions(input.task)])].slice(0, 64);
  // What the task implies ("add a … column": a migration) is searched for too; only a rule about it counts
  // (see `topicMatch`).
  const implied = impliedArtifact(input.task);
  const query = [
    input.task,
    ...given.map((f) => f.split('/').pop() ?? f),
    ...(implied ? impliedWords(implied) : []),
  ].join(' ');
  return parseInput(
    recallInputSchema,
    { query, limit: Math.min(100, input.limit ?? 20), files, touch: false },
    'context input',
  );
}

/**
 * The per-task packet (SPEC §6): the ranked search for the task ({@link contextSearch}), kept to the
 * memories about it (a file of the task, or enough of its topic, and near the best score), within the budget.
 * Reads only: the caller syncs the index, runs maintenance and records the delivered items as referenced.
 */
export async function buildContext(env: SearchEnv, input: ContextArgs, search: RecallInput): Promise<Packet> {
  // Every match the search scored counts: those beyond the limit, off the topic, under a score bar or
  // over the budget are all omitted (issue 11: the footer counts everything left out, for any reason).
  const matched: SearchTrace = { count: 0 };
  const budget = input.budget_tokens ?? env.config.packets.context_budget_tokens;
  const header = packetHeader({ kind: 'context', task: input.task });
  // A task that only acknowledges or lets the agent go on ("ok, commit it") is about no memory: nothing matches it.
  if (isAcknowledgement(input.task))
    return assemble(
      'context',
      [{ name: 'Relevant memories', items: [] }],
      budget,
      header,
      input.task,
      env.surface,
      0,
    );
  // A general question ("how do I undo my last commit but keep the changes?") shares words with memories by chance:
  // a memory must cover nearly all of it, whatever bar the caller asked for.
  const floor = isGeneralQuestion(input.task) ? GENERAL_MIN_COVERAGE : 0;
  const minCoverage = Math.max(floor, input.min_coverage ?? BUNDLE_MIN_COVERAGE);
  const minRareCoverage = Math.max(floor, input.min_rare_coverage ?? BUNDLE_MIN_RARE_COVERAGE);
  const r = await rankedSearch(env, search, matched);
  const projection = env.store.projection;
  const topic = promptTopic(
    input.task,
    (t) => projection.docFreq(t),
    projection.recordCount(),
    (t, held) => projection.variants(t, held),
  );
  const items: PacketItem[] = [];
  // The best score without file and name bonuses: the scale of the relative bar.
  let best = 0;
  // Rules about the thing a creation task makes govern it however they score against the best match: "add
  // a pytest for the cart merge on login" needs "Tests use pytest…" as much as the cart memory (bench:agent:
  // hook recall 0.642 → 0.681, precision 0.803 → 0.789; the added injections are mostly the project's test
  // conventions on test-writing prompts that the gold labels leave out).
  const governing = new Set<string>();
  for (const x of r.results) {
    if (input.min_score !== undefined && x.score < input.min_score) continue;
    // A memory about a file the task names (or a rule whose glob covers it) is about the task; any other
    // must share the task's topic (issue 11: nothing unconnected to the task reaches an agent).
    const namesFile = x.score_breakdown.some((c) => c.source === 'FileRef' && c.weight >= FILE_REF_WEIGHT);
    if (!namesFile) {
      const m = topicMatch(topic, x);
      const min = m.rarest >= RARE_TERM ? Math.min(minCoverage, minRareCoverage) : minCoverage;
      if (m.coverage <= 0 || m.coverage < min) continue;
      if (m.governsArtifact) governing.add(x.record_id);
    }
    let bonus = 0;
    for (const c of x.score_breakdown)
      if (c.source === 'FileRef' || c.source === 'NamedMatch') bonus += c.weight;
    best = Math.max(best, x.score - bonus);
    items.push(packetItem(x));
  }
  // A replacement must share the task's topic too: a wrong hint must not swap in an unrelated memory. Read
  // only for replacements, not for every match (the prompt hook's latency).
  const related = (x: RecallItem): boolean => topicMatch(topic, x).coverage > 0;
  // A replacement that entered the search through a memory it replaced (retrieval lends it that memory's
  // match) is related through it: the newer one says it in other words ("Pinia" for "vuex").
  const relatedOrLent = (x: RecallItem): boolean =>
    x.score_breakdown.some((c) => c.source === 'Context' && c.field === 'replaces') || related(x);
  followReplacements(items, r.results, relatedOrLent, governing, input.current_only === true);
  const relative = input.min_relative_score ?? BUNDLE_MIN_RELATIVE_SCORE;
  if (best > 0 && relative > 0) {
    const bar = best * relative;
    items.splice(0, items.length, ...items.filter((i) => i.score >= bar || governing.has(i.id)));
  }
  markToldChanges(projection, items, r.results, related);
  return assemble(
    'context',
    [{ name: 'Relevant memories', items }],
    budget,
    header,
    input.task,
    env.surface,
    Math.max(0, matched.count - items.length),
  );
}

/** How many replacements are followed from one memory (A replaced by B, B by C). */
const MAX_REPLACEMENT_HOPS = 3;

/** The memory that says it replaced this one (`outdated_by`, from the score's Contradiction term). */
function outdatedBy(x: RecallItem): string | undefined {
  return x.score_breakdown.find((c) => c.source === 'Contradiction' && c.field === 'outdated_by')?.term;
}

/**
 * A memory that another says replaced it ("The build moved from Maven to Gradle" outdates "built with
 * Maven") is about the task only through what replaced it: the replacement takes its place when the search
 * found it and it is `related` to the task — it shares the task's topic, or the search found it through the
 * outdated match (retrieval lends a replacement its predecessor's score) — whatever it scored against the
 * task's words ("mvn clean install fails" matches the Maven memory, and the agent needs the Gradle one). Without such a
 * replacement the outdated memory stays, marked with the id of its replacement, unless `currentOnly` (the
 * prompt hook: a few current memories, nothing to weigh). Replacements enter past the relative bar (`exempt`).
 */
function followReplacements(
  items: PacketItem[],
  results: readonly RecallItem[],
  related: (x: RecallItem) => boolean,
  exempt: Set<string>,
  currentOnly: boolean,
): void {
  const byId = new Map(results.map((x) => [x.record_id, x]));
  const replacementOf = (id: string): RecallItem | undefined => {
    let current = byId.get(id);
    let found: RecallItem | undefined;
    for (let hop = 0; hop < MAX_REPLACEMENT_HOPS && current !== undefined; hop++) {
      const next = outdatedBy(current);
      current = next === undefined ? undefined : byId.get(next);
      if (current !== undefined && related(current)) found = current;
    }
    return found;
  };
  const out: PacketItem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const rep = replacementOf(item.id);
    const self = byId.get(item.id);
    if (rep === undefined && currentOnly && self !== undefined && outdatedBy(self) !== undefined) continue;
    const keep = rep === undefined ? item : packetItem(rep);
    if (rep !== undefined) exempt.add(rep.record_id);
    if (seen.has(keep.id)) continue;
    seen.add(keep.id);
    out.push(keep);
  }
  items.splice(0, items.length, ...out);
}
