/**
 * What every embedder shares (SPEC §5 "Embedders"): the {@link Embedder} contract, truncation of long texts,
 * cosine similarity, and the wrapper that batches provider calls, validates their vectors and normalises them.
 */
import type { SpoolConfig } from '../core/config.js';
import { ErrorCode, SpoolError } from '../core/errors.js';

/** Turns texts into vectors for semantic retrieval (SPEC §5 "Embedders"). */
export interface Embedder {
  /**
   * Stable identity such as `ollama:nomic-embed-text`. It is stored next to every vector so that a model
   * change is detected and triggers re-embedding instead of comparing incompatible vectors.
   */
  readonly id: string;
  /** Vector length: the configured value, otherwise `undefined` until the first successful call. */
  readonly dimensions: number | undefined;
  /** L2-normalised vectors, one per text, in input order. Throws {@link SpoolError} `EMBEDDER_FAILED`. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/**
 * Longest text (UTF-16 code units) handed to an embedder. Embedding models only look at their first few hundred
 * tokens anyway, so longer content costs time and request size without improving the vector.
 */
export const EMBED_MAX_CHARS = 2048;

/** Texts per provider request: bounds request size and server memory on bulk re-embedding. */
const BATCH_SIZE = 64;

// A cut this close to the limit keeps almost everything while avoiding a half-word token at the end.
const WORD_BOUNDARY_WINDOW = 128;

/**
 * Shortens `text` to at most {@link EMBED_MAX_CHARS} code units for embedding only (stored content is never
 * touched). Never splits a surrogate pair and prefers ending at whitespace near the limit.
 */
export function truncateForEmbedding(text: string): string {
  if (text.length <= EMBED_MAX_CHARS) return text;
  let cut = EMBED_MAX_CHARS;
  const last = text.charCodeAt(cut - 1);
  // A lone high surrogate would become U+FFFD (or be rejected) once encoded as UTF-8.
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  for (let i = cut; i > cut - WORD_BOUNDARY_WINDOW; i--) {
    if (/\s/.test(text.charAt(i))) {
      const trimmed = text.slice(0, i).trimEnd();
      if (trimmed.length > 0) return trimmed;
      break;
    }
  }
  return text.slice(0, cut);
}

/**
 * Cosine similarity of two vectors (0 when either is all zeros). Throws when the lengths differ, because that
 * means vectors from two different models are being compared.
 */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) {
    throw new SpoolError(
      ErrorCode.EmbedderFailed,
      `cannot compare vectors of ${a.length} and ${b.length} dimensions: the embedder changed — re-embed with \`spool rebuild\` (an agent: ask the user to run it)`,
      { details: { a: a.length, b: b.length } },
    );
  }
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  if (na === 0 || nb === 0) return 0;
  return dot / Math.sqrt(na * nb);
}

/** Optional seams for tests and embedding hosts. */
export interface EmbedderDeps {
  /** HTTP client for `ollama` and `openai`; defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Where `api_key_env` is looked up; defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Loads `@huggingface/transformers`; defaults to a dynamic `import()` so the package stays optional. */
  loadTransformers?: () => Promise<unknown>;
}

/** The `[embedder]` config section a provider is built from. */
export type EmbedderConfig = SpoolConfig['embedder'];

/** Scales `v` to unit length in place (an all-zero vector stays as it is). */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  if (sum === 0) return v;
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i]! *= inv;
  return v;
}

/**
 * Shared bookkeeping for every provider: truncation, batching, response validation and dimension tracking.
 * `embedBatch` returns raw vectors; this wrapper checks and normalises them.
 */
export function makeEmbedder(
  id: string,
  configuredDims: number | undefined,
  source: string,
  embedBatch: (texts: string[]) => Promise<unknown[]>,
): Embedder {
  let dims = configuredDims;
  return {
    id,
    get dimensions() {
      return dims;
    },
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += BATCH_SIZE) {
        const batch = texts.slice(start, start + BATCH_SIZE).map(truncateForEmbedding);
        const raw = await embedBatch(batch);
        if (raw.length !== batch.length) {
          throw malformed(source, `expected ${batch.length} embeddings, got ${raw.length}`);
        }
        for (const item of raw) {
          const vec = toVector(item, source);
          if (dims === undefined) {
            dims = vec.length;
          } else if (vec.length !== dims) {
            const hint =
              configuredDims === undefined
                ? 'the model changed mid-run — retry, then re-embed with `spool rebuild` if it persists (an agent: ask the user to run it)'
                : `set [embedder] dimensions = ${vec.length} (or remove it) to match the model`;
            throw new SpoolError(
              ErrorCode.EmbedderFailed,
              `${source} returned ${vec.length}-dimensional vectors but ${dims} were expected: ${hint}`,
              { details: { expected: dims, received: vec.length } },
            );
          }
          out.push(normalize(vec));
        }
      }
      return out;
    },
  };
}

/** A provider's vector as a Float32Array; anything but a non-empty array of finite numbers is refused. */
function toVector(item: unknown, source: string): Float32Array {
  if (!Array.isArray(item) && !ArrayBuffer.isView(item))
    throw malformed(source, 'an embedding is not an array');
  const arr = item as ArrayLike<unknown>;
  if (arr.length === 0) throw malformed(source, 'an embedding is empty');
  const vec = new Float32Array(arr.length);
  for (let i = 0; i < arr.length; i++) {
    const x = arr[i];
    if (typeof x !== 'number' || !Number.isFinite(x)) {
      throw malformed(source, `embedding component ${i} is not a finite number`);
    }
    vec[i] = x;
  }
  return vec;
}

/** The error for a response that is not embeddings, saying what to check. */
export function malformed(source: string, what: string, cause?: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.EmbedderFailed,
    `${source} returned a malformed embedding response (${what}): check that the URL points at a compatible embeddings endpoint and the model is an embedding model`,
    cause === undefined ? {} : { cause },
  );
}
