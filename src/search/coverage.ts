/**
 * How much of a prompt's topic a memory covers: the gate of the per-prompt hook, which must stay silent
 * unless a memory is clearly about the prompt. Counting plain terms made every extra word of a prompt count
 * against a memory ("Can you write a test for the Stripe payment flow?" has five terms; "Never call Stripe
 * from tests" covers two), so a longer, more precise prompt injected less. Here:
 *
 * - task words ("fix", "add", "can you write") and the files the prompt names are not part of its topic
 *   (files are matched as files: `FileRef`);
 * - a term no memory contains weighs little (see {@link UNKNOWN_TERM_WEIGHT}): nothing could cover it, but it
 *   is still part of what the prompt is about ("what time is it in tokyo" is not about a memory saying "time");
 * - each term weighs its inverse document frequency (the BM25 form), so "Stripe" counts for more than "test"
 *   in a project where every third memory mentions tests;
 * - a short form covers its long form and back (`db` / `database`, see `termForms`);
 * - one shared word does not cover a prompt that means another kind of the thing (`otherKind`: "airplane mode"
 *   is not what "Dark mode follows the system setting" is about).
 */
import { bm25Idf } from '../core/idf.js';
import { indexTokens, queryTokens, STOPWORDS, splitWords } from '../core/tokenize.js';
import { asksWhereSecretGoes, impliedArtifact, impliedByAnyType, impliedForms } from './implied.js';
import { taskArtifact, termForms, topicTokens } from './query.js';

/** The weighted topic of a prompt, ready to measure memories against. */
export interface PromptTopic {
  /** Topic terms some memory contains, with their weights. */
  weights: ReadonlyMap<string, number>;
  /** Another form of a topic term (`db` for `database`) → that term: a memory saying either covers it. */
  forms: ReadonlyMap<string, string>;
  /** Sum of the weights, plus the small weight of each term no memory contains (see UNKNOWN_TERM_WEIGHT). */
  total: number;
  /** Weight of a term only one memory contains: the scale of {@link TopicMatch.rarest}. */
  unique: number;
  /** Another ending of a topic term the store holds as said ("pacienti" for `pacientit`) → that term. */
  partial: ReadonlyMap<string, string>;
  /** Topic terms of the prompt that no memory contains (left out of `weights`: nothing covers them). */
  missing: number;
  /**
   * A topic term → the words right before it in the prompt ("airplane mode" → mode: {airplane}): what kind of
   * that thing the prompt means.
   */
  modifiers: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The kind of thing the prompt asks to make (`migrat` in "write a migration…", see `taskArtifact`), when it
   * is a topic term: it weighs as a rare term, and a memory sharing only it must be a rule about such things.
   */
  artifact?: string;
  /**
   * What the task implies besides its artifact (`migrat` for "add a … column", see `impliedArtifact`), when the
   * store knows the word: it counts only for a rule that leads with it, and is not part of `total` (the prompt
   * does not say it, so a memory without it loses nothing).
   */
  implied?: string;
  /**
   * The implied word names who owns a thing ("who owns …?"): a note of any type leading with it answers the
   * question ("owners: payments — Ana …"), not only a rule.
   */
  impliedAnyType?: boolean;
}

/**
 * Memory types that state how things are to be done: a memory sharing only the task's artifact with the
 * prompt ("write a migration…") belongs in its context when it is one of these ("never edit an applied
 * migration", "integration tests use a throwaway Postgres"), not when it merely mentions one (an incident,
 * a fact).
 */
const RULE_TYPES: ReadonlySet<string> = new Set([
  'convention',
  'constraint',
  'preference',
  'decision',
  'workflow',
]);

/**
 * A topic term is rare when its weight is at least this part of the weight of a term only one memory has
 * (in a store of 40 memories: one memory says it; of 1,000: a handful).
 */
export const RARE_TERM = 0.9;

/**
 * A memory must share at least this much of the prompt's topic weight, as a part of the weight of a term only
 * one memory has, to count as covering any of it: a prompt whose only topic word is in nearly every memory
 * ("run go vet" in a Go project, "payments" in a billing API) names nothing a memory could be about, and a
 * memory saying that word is not about the prompt (bench:agent: hook precision 0.755 → 0.765, same recall).
 * A memory that says every one of two or more topic words of a prompt, and the store knows them all, is
 * about it however common they are: "fix invoice rounding" in a store of invoice rounding rules names
 * exactly what those rules are about (without this, a store mostly about one thing answered nothing about it).
 */
export const MIN_MATCHED_WEIGHT = 0.3;

/**
 * What a topic term no memory contains weighs, as a part of the weight of a term only one memory has. Left
 * out altogether, a prompt whose main subject the store has never heard of ("what time is it in tokyo", "fix
 * the typo in the README") was wholly covered by a memory sharing its one generic word; weighed in full, a
 * stray word ("flow" in "the Stripe payment flow") would push relevant memories under the bar. A small part
 * keeps both (bench:agent, 0 → 0.1 / 0.15 / 0.2 / 0.3: hook precision 0.78 → 0.80 / 0.80 / 0.80 / 0.80, recall
 * 0.646 → 0.642 / 0.642 / 0.632 / 0.625).
 */
export const UNKNOWN_TERM_WEIGHT = 0.15;

/**
 * What a topic word found only through another inflection of it weighs, as a part of its weight (see
 * `Projection.variants`).
 */
export const VARIANT_WEIGHT = 0.5;

/** A bare number of one or two digits: a count. Versions ("3.9"), status codes, years and ids have more. */
const QUANTITY_RE = /^\d{1,2}$/;

/** The index term of "secret(s)". */
const SECRET_TERM = queryTokens('secret')[0] ?? 'secret';

/** How a memory matches a prompt's topic. */
export interface TopicMatch {
  /** The part of the topic (0–1, by weight) the memory's title, content and tags contain. */
  coverage: number;
  /**
   * Weight of the rarest topic term the memory contains, as a part (0–1) of the weight of a term only one
   * memory contains: near 1 when the memory is one of the very few that say a word of the prompt.
   */
  rarest: number;
  /**
   * The memory is a rule (see `RULE_TYPES`) about the thing a creation task makes, named among its first
   * terms ("Tests use pytest with pytest-django…" for "add a pytest for the cart merge on login").
   */
  governsArtifact: boolean;
}

/**
 * The topic of `text` weighted against the store.
 *
 * @param docFreq Records containing a term.
 * @param records Records in the store (the IDF's scale).
 * @param variants Terms of the store that are another inflection of a term it does not hold.
 */
export function promptTopic(
  text: string,
  docFreq: (term: string) => number,
  records: number,
  variants: (term: string, held?: boolean) => readonly string[] = () => [],
): PromptTopic {
  const weights = new Map<string, number>();
  const forms = new Map<string, string>();
  const unknown = new Set<string>();
  const partial = new Map<string, string>();
  let total = 0;
  for (const t of topicTokens(text)) {
    if (weights.has(t) || forms.has(t)) continue;
    // A count ("failing for 3 days", "the last 4 commits", "at 18:30") is part of what the prompt says, but a memory
    // that happens to say the number is no closer to it: it weighs as a word no memory holds.
    if (QUANTITY_RE.test(t)) {
      unknown.add(t);
      continue;
    }
    let others = termForms(t).filter((f) => !weights.has(f));
    // A term and its other forms are one word: its frequency is theirs together.
    let df = docFreq(t);
    for (const f of others) df += docFreq(f);
    let share = 1;
    if (df <= 0) {
      // A word the store holds only with another ending ("lusegrensa" for `lusegrens`) is that word, but it
      // weighs less: another form of a root is as often another word of it ("napravi", make, for
      // "napravili", we made), and a rare one would let a memory sharing nothing else through.
      others = variants(t).filter((f) => !weights.has(f) && !forms.has(f));
      for (const f of others) df += docFreq(f);
      share = VARIANT_WEIGHT;
    } else {
      // A word the store holds with this ending and others ("pacientit", "pacienti"): a memory saying only another
      // ending covers it in part (bench:agent over 125 projects: hook 0.606 / 0.399 → 0.607 / 0.401).
      for (const f of variants(t, true))
        if (f !== t && !others.includes(f) && !partial.has(f)) partial.set(f, t);
    }
    if (df <= 0) {
      unknown.add(t);
      continue;
    }
    const w = bm25Idf(df, records) * share;
    weights.set(t, w);
    for (const f of others) if (!forms.has(f)) forms.set(f, t);
    total += w;
  }
  const unique = bm25Idf(1, records);
  total += UNKNOWN_TERM_WEIGHT * unique * unknown.size;
  for (const f of [...partial.keys()]) if (weights.has(f) || forms.has(f)) partial.delete(f);
  const topic: PromptTopic = {
    weights,
    forms,
    partial,
    total,
    unique,
    missing: unknown.size,
    modifiers: new Map(),
  };
  const mods = new Map<string, Set<string>>();
  for (const [prev, term] of adjacentPairs(text)) {
    const t = weights.has(term) ? term : forms.get(term);
    // Only a word the store never says narrows the term to a kind of its own ("airplane mode"); a word the
    // store knows names the project's own thing ("terraform state", "snowflake connection").
    if (t === undefined || !unknown.has(prev)) continue;
    const set = mods.get(t) ?? new Set<string>();
    set.add(prev);
    mods.set(t, set);
  }
  topic.modifiers = mods;
  // The artifact of a creation task is what its rules are about, however many memories say the word
  // (bench:agent: hook precision 0.769 → 0.78, recall 0.632 → 0.646).
  const made = taskArtifact(text);
  const artifact = made === undefined ? undefined : weights.has(made) ? made : forms.get(made);
  if (artifact !== undefined) {
    const w = weights.get(artifact) ?? 0;
    if (w < unique) {
      weights.set(artifact, unique);
      topic.total += unique - w;
    }
    topic.artifact = artifact;
  }
  // "where do I put the Tesla API client secret?": the word "secret" is what its rules are about, as a creation
  // task's artifact is.
  if (topic.artifact === undefined && asksWhereSecretGoes(text)) {
    const placed = weights.has(SECRET_TERM) ? SECRET_TERM : forms.get(SECRET_TERM);
    const w = placed === undefined ? undefined : weights.get(placed);
    if (placed !== undefined && w !== undefined) {
      if (w < unique) {
        weights.set(placed, unique);
        topic.total += unique - w;
      }
      topic.artifact = placed;
    }
  }
  // The implied word in the store's own language ("migracije", "Flyway"): the form most memories hold stands for
  // all the others.
  const implied = impliedArtifact(text, made);
  const held = (implied === undefined ? [] : impliedForms(implied))
    .map((t) => ({ t, df: weights.has(t) || forms.has(t) ? 0 : docFreq(t) }))
    .filter((f) => f.df > 0)
    .sort((a, b) => b.df - a.df);
  const impliedTerm = held[0]?.t;
  if (impliedTerm !== undefined) {
    weights.set(impliedTerm, unique);
    for (const f of held.slice(1)) forms.set(f.t, impliedTerm);
    topic.implied = impliedTerm;
    if (implied !== undefined && impliedByAnyType(implied)) topic.impliedAnyType = true;
  }
  return topic;
}

/** The part of the prompt's topic (0–1, by weight) the memory's title, content and tags contain. */
export function topicCoverage(
  topic: PromptTopic,
  memory: { title?: string | null | undefined; content: string; tags: readonly string[] },
): number {
  return topicMatch(topic, memory).coverage;
}

/** How much of the prompt's topic the memory covers, and how rare the rarest term it shares is. */
export function topicMatch(
  topic: PromptTopic,
  memory: {
    title?: string | null | undefined;
    content: string;
    tags: readonly string[];
    memory_type?: string;
  },
): TopicMatch {
  if (topic.total <= 0) return { coverage: 0, rarest: 0, governsArtifact: false };
  const covered = new Set<string>();
  const half = new Set<string>();
  for (const t of indexTokens(`${memory.title ?? ''} ${memory.content} ${memory.tags.join(' ')}`)) {
    const term = topic.weights.has(t) ? t : topic.forms.get(t);
    if (term !== undefined) covered.add(term);
    else {
      const p = topic.partial.get(t);
      if (p !== undefined) half.add(p);
    }
  }
  for (const t of covered) half.delete(t);
  const rule = RULE_TYPES.has(memory.memory_type ?? '');
  // The implied artifact counts only for a rule about it (a migration rule for "add a … column").
  const governsImplied =
    topic.implied !== undefined &&
    covered.has(topic.implied) &&
    (rule || topic.impliedAnyType === true) &&
    leadsWith(topic, memory.content, topic.implied);
  if (topic.implied !== undefined && !governsImplied) covered.delete(topic.implied);
  const said = topic.weights.size - (topic.implied === undefined ? 0 : 1);
  let hit = 0;
  let rarest = 0;
  for (const t of covered) {
    const w = topic.weights.get(t) ?? 0;
    hit += w;
    if (w > rarest) rarest = w;
  }
  for (const t of half) {
    const w = (topic.weights.get(t) ?? 0) * VARIANT_WEIGHT;
    hit += w;
    if (w > rarest) rarest = w;
  }
  const saidCovered = covered.size - (governsImplied ? 1 : 0);
  const whole = saidCovered >= 2 && saidCovered === said && topic.missing === 0;
  if (!whole && topic.unique > 0 && hit < MIN_MATCHED_WEIGHT * topic.unique)
    return { coverage: 0, rarest: 0, governsArtifact: false };
  const only = covered.size === 1 ? ([...covered][0] ?? '') : undefined;
  // A rule about the task's artifact governs every kind of it ("add … the old memo field" → field numbers).
  if (only !== undefined && only !== topic.artifact && !whole && otherKind(topic, memory, only))
    return { coverage: 0, rarest: 0, governsArtifact: false };
  const onlyArtifact = covered.size === 1 && topic.artifact !== undefined && covered.has(topic.artifact);
  if (onlyArtifact && !rule) return { coverage: 0, rarest: 0, governsArtifact: false };
  return {
    coverage: Math.min(1, hit / topic.total),
    rarest: topic.unique > 0 ? Math.min(1, rarest / topic.unique) : 0,
    governsArtifact:
      governsImplied ||
      (rule &&
        topic.artifact !== undefined &&
        covered.has(topic.artifact) &&
        leadsWith(topic, memory.content, topic.artifact)),
  };
}

/**
 * How many of a rule's first index terms may name the thing it governs: a rule is about what it names first
 * ("Tests use pytest…", "S3 buckets block all public access", "Do not squash migrations"), not about a word
 * in its reason or example ("remote state lives in the S3 bucket…"). bench:agent, with governing rules freed
 * of the relative bar: 2 / 3 / 4 / 6 terms give hook precision 0.788 / 0.789 / 0.782 / 0.776 at recall
 * 0.667 / 0.681 / 0.681 / 0.691.
 */
export const RULE_LEAD_TERMS = 3;

/** Whether `term` (or another form of it) is among the first {@link RULE_LEAD_TERMS} terms of `content`. */
function leadsWith(topic: PromptTopic, content: string, term: string): boolean {
  return indexTokens(content)
    .slice(0, RULE_LEAD_TERMS)
    .some((t) => t === term || topic.forms.get(t) === term);
}

/** Each non-stopword's token with the token of the non-stopword right before it, in reading order. */
function adjacentPairs(text: string): [string, string][] {
  const out: [string, string][] = [];
  let prev: string | undefined;
  for (const w of splitWords(text)) {
    if (STOPWORDS.has(w)) {
      prev = undefined;
      continue;
    }
    const t = indexTokens(w).at(-1);
    if (t === undefined) continue;
    if (prev !== undefined) out.push([prev, t]);
    prev = t;
  }
  return out;
}

/**
 * The one term a memory shares with the prompt names another kind of that thing: the prompt says it after a
 * word the memory never says, and the memory only after words of its own ("workouts recorded in airplane
 * mode" vs "Dark mode follows the system setting").
 */
function otherKind(
  topic: PromptTopic,
  memory: { title?: string | null | undefined; content: string },
  term: string,
): boolean {
  const wanted = topic.modifiers.get(term);
  if (wanted === undefined || wanted.size === 0) return false;
  const pairs = adjacentPairs(`${memory.title ?? ''}. ${memory.content}`);
  let said = false;
  for (const [prev, t] of pairs) {
    if (wanted.has(prev) || wanted.has(t)) return false;
    const own = t === term || topic.forms.get(t) === term;
    if (own) said = true;
  }
  if (!said) return false;
  // Every time the memory says the term, a word of its own stands right before it.
  const words = indexTokens(`${memory.title ?? ''} ${memory.content}`);
  const bare = words.filter((t) => t === term || topic.forms.get(t) === term).length;
  const modified = pairs.filter(([, t]) => t === term || topic.forms.get(t) === term).length;
  return modified >= bare;
}
