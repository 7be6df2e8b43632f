/**
 * How much of a prompt's topic a memory covers: the gate of the per-prompt hook, which must stay silent
 * unless a memory is clearly about the prompt. Counting plain terms made every extra word of a prompt count
 * against a memory ("Can you write a test for the Stripe payment flow?" has five terms; "Never call Stripe
 * from tests" covers two), so a longer, more precise prompt injected less. Here:
 *
 * - task words ("fix", "add", "can you write") and the files the prompt names are not part of its topic
 *   (files are matched as files: `FileRef`);
 * - a term no memory contains is left out, since nothing could cover it ("flow", "pls");
 * - each term weighs its inverse document frequency (the BM25 form), so "Stripe" counts for more than "test"
 *   in a project where every third memory mentions tests;
 * - a short form covers its long form and back (`db` / `database`, see `termForms`).
 */
import { indexTokens } from '../core/tokenize.js';
import { termForms, topicTokens } from './query.js';

/** The weighted topic of a prompt, ready to measure memories against. */
export interface PromptTopic {
  /** Topic terms some memory contains, with their weights. */
  weights: ReadonlyMap<string, number>;
  /** Another form of a topic term (`db` for `database`) → that term: a memory saying either covers it. */
  forms: ReadonlyMap<string, string>;
  /** Sum of the weights (0 when no term of the prompt occurs in the store). */
  total: number;
}

/**
 * The topic of `text` weighted against the store.
 *
 * @param docFreq Records containing a term.
 * @param records Records in the store (the IDF's scale).
 */
export function promptTopic(text: string, docFreq: (term: string) => number, records: number): PromptTopic {
  const weights = new Map<string, number>();
  const forms = new Map<string, string>();
  let total = 0;
  const n = Math.max(1, records);
  for (const t of topicTokens(text)) {
    if (weights.has(t) || forms.has(t)) continue;
    const others = termForms(t).filter((f) => !weights.has(f));
    // A term and its other forms are one word: its frequency is theirs together.
    let df = docFreq(t);
    for (const f of others) df += docFreq(f);
    if (df <= 0) continue;
    const w = Math.log(1 + (n - Math.min(df, n) + 0.5) / (df + 0.5));
    weights.set(t, w);
    for (const f of others) if (!forms.has(f)) forms.set(f, t);
    total += w;
  }
  return { weights, forms, total };
}

/** The part of the prompt's topic (0–1, by weight) the memory's title, content and tags contain. */
export function topicCoverage(
  topic: PromptTopic,
  memory: { title?: string | null | undefined; content: string; tags: readonly string[] },
): number {
  if (topic.total <= 0) return 0;
  const covered = new Set<string>();
  for (const t of indexTokens(`${memory.title ?? ''} ${memory.content} ${memory.tags.join(' ')}`)) {
    const term = topic.weights.has(t) ? t : topic.forms.get(t);
    if (term !== undefined) covered.add(term);
  }
  let hit = 0;
  for (const t of covered) hit += topic.weights.get(t) ?? 0;
  return hit / topic.total;
}
