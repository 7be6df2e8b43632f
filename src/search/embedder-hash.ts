/**
 * The model-free embedder for tests and benchmarks: signed feature hashing of words, word pairs and
 * character trigrams.
 */
import { ErrorCode, SpoolError } from '../core/errors.js';
import { type Embedder, normalize, truncateForEmbedding } from './embedder-core.js';

const DEFAULT_HASH_DIMENSIONS = 384;

/**
 * A deterministic embedder for tests and benchmarks that needs no model: signed feature hashing of lowercase
 * word unigrams, word bigrams and character trigrams into `dimensions` buckets, L2-normalised. Texts sharing
 * words or word stems land close together; it captures no real semantics.
 */
export function createHashEmbedder(dimensions = DEFAULT_HASH_DIMENSIONS): Embedder {
  if (!Number.isInteger(dimensions) || dimensions <= 0) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `hash embedder dimensions must be a positive integer, got ${dimensions}`,
    );
  }
  return {
    id: `hash:${dimensions}`,
    dimensions,
    embed: async (texts) => texts.map((t) => hashVector(truncateForEmbedding(t), dimensions)),
  };
}

function hashVector(text: string, dims: number): Float32Array {
  const v = new Float32Array(dims);
  const add = (feature: string, weight: number): void => {
    const h = mix32(fnv1a(feature));
    // Signs make colliding features cancel on average instead of inflating similarity.
    v[h % dims]! += (h & 0x80000000) === 0 ? weight : -weight;
  };
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    add(`w:${w}`, 1);
    const next = words[i + 1];
    if (next !== undefined) add(`b:${w} ${next}`, 0.5);
    // Trigrams of the padded word let inflections ("deploy"/"deploying") share most features.
    const padded = `^${w}$`;
    for (let j = 0; j + 3 <= padded.length; j++) add(`c:${padded.slice(j, j + 3)}`, 0.25);
  }
  return normalize(v);
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// FNV's low bits are weak; the murmur3 finaliser spreads every input bit over the bucket and sign bits.
function mix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}
