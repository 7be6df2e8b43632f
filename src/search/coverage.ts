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
 *   in a project where every third memory mentions tests.
 */
import { indexTokens } from '../core/tokenize.js';
import { topicTokens } from './query.js';

/** The weighted topic of a prompt, ready to measure memories against. */
export interface PromptTopic {
  /** Topic terms some memory contains, with their weights. */
  weights: ReadonlyMap<string, number>;
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
  let total = 0;
  const n = Math.max(1, records);
  for (const t of topicTokens(text)) {
    const df = docFreq(t);
    if (df <= 0 || weights.has(t)) continue;
    const w = Math.log(1 + (n - Math.min(df, n) + 0.5) / (df + 0.5));
    weights.set(t, w);
    total += w;
  }
  return { weights, total };
}

/** The part of the prompt's topic (0–1, by weight) the memory's title, content and tags contain. */
export function topicCoverage(
  topic: PromptTopic,
  memory: { title?: string | null | undefined; content: string; tags: readonly string[] },
): number {
  if (topic.total <= 0) return 0;
  let hit = 0;
  for (const t of new Set(indexTokens(`${memory.title ?? ''} ${memory.content} ${memory.tags.join(' ')}`))) {
    hit += topic.weights.get(t) ?? 0;
  }
  return hit / topic.total;
}
