import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, resolve, sep } from 'node:path';
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

const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';
const DEFAULT_OLLAMA_MODEL = 'nomic-embed-text';
const DEFAULT_TRANSFORMERS_MODEL = 'Xenova/all-MiniLM-L6-v2';
const DEFAULT_HASH_DIMENSIONS = 384;
const TRANSFORMERS_PACKAGE = '@huggingface/transformers';

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
      `cannot compare vectors of ${a.length} and ${b.length} dimensions: the embedder changed — run \`spool rebuild\` to re-embed`,
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

/**
 * Builds the embedder described by the `[embedder]` config section, or `null` for `provider = "none"`.
 * Nothing is contacted or loaded until the first {@link Embedder.embed} call.
 */
export function createEmbedder(cfg: SpoolConfig['embedder'], deps: EmbedderDeps = {}): Embedder | null {
  switch (cfg.provider) {
    case 'none':
      return null;
    case 'ollama':
      return createOllamaEmbedder(cfg, deps);
    case 'openai':
      return createOpenAiEmbedder(cfg, deps);
    case 'transformers':
      return createTransformersEmbedder(cfg, deps);
    default: {
      const provider: never = cfg.provider;
      throw new SpoolError(
        ErrorCode.ConfigInvalid,
        `unknown embedder provider "${String(provider)}": use none, transformers, ollama or openai`,
      );
    }
  }
}

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

function normalize(v: Float32Array): Float32Array {
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
function makeEmbedder(
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
                ? 'the model changed mid-run — retry, then run `spool rebuild` if it persists'
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

function malformed(source: string, what: string, cause?: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.EmbedderFailed,
    `${source} returned a malformed embedding response (${what}): check that the URL points at a compatible embeddings endpoint and the model is an embedding model`,
    cause === undefined ? {} : { cause },
  );
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

interface PostOptions {
  fetch: typeof fetch;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Provider-specific advice appended to HTTP error messages. */
  advice: (status: number) => string;
}

/** POSTs JSON and parses the JSON reply, mapping every failure to an actionable `EMBEDDER_FAILED`. */
async function postJson(opts: PostOptions): Promise<unknown> {
  const controller = new AbortController();
  // The timer also covers reading the body: a server that stalls mid-response must not hang recall.
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let res: Response;
    try {
      res = await opts.fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...opts.headers },
        body: JSON.stringify(opts.body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (controller.signal.aborted) throw timeoutError(opts, cause);
      throw new SpoolError(
        ErrorCode.EmbedderFailed,
        `could not reach the embedder at ${opts.url}: check that the server is running and the URL is right`,
        { cause, details: { url: opts.url } },
      );
    }
    let text: string;
    try {
      text = await res.text();
    } catch (cause) {
      if (controller.signal.aborted) throw timeoutError(opts, cause);
      throw new SpoolError(
        ErrorCode.EmbedderFailed,
        `the embedder at ${opts.url} dropped the connection while responding: retry, and check the server logs`,
        { cause, details: { url: opts.url } },
      );
    }
    if (!res.ok) {
      const detail = errorDetail(text);
      throw new SpoolError(
        ErrorCode.EmbedderFailed,
        `the embedder at ${opts.url} answered HTTP ${res.status}${detail ? ` (${detail})` : ''}: ${opts.advice(res.status)}`,
        { details: { url: opts.url, status: res.status } },
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw malformed(opts.url, 'the body is not JSON', cause);
    }
  } finally {
    clearTimeout(timer);
  }
}

function timeoutError(opts: PostOptions, cause: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.EmbedderFailed,
    `the embedder at ${opts.url} did not answer within ${opts.timeoutMs} ms: check that the server is running, or raise [embedder] timeout_ms (the first call may load the model)`,
    { cause, details: { url: opts.url, timeout_ms: opts.timeoutMs } },
  );
}

// Servers explain failures in the body ("model not found, try pulling it first"); a short excerpt saves a trip
// to the server logs.
function errorDetail(body: string): string {
  let msg = body;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed !== null && typeof parsed === 'object') {
      const err = (parsed as { error?: unknown }).error;
      if (typeof err === 'string') msg = err;
      else if (
        err !== null &&
        typeof err === 'object' &&
        typeof (err as { message?: unknown }).message === 'string'
      ) {
        msg = (err as { message: string }).message;
      }
    }
  } catch {
    // Plain-text error bodies are shown as they are.
  }
  msg = msg.replace(/\s+/g, ' ').trim();
  return msg.length > 300 ? `${msg.slice(0, 300)}…` : msg;
}

function createOllamaEmbedder(cfg: SpoolConfig['embedder'], deps: EmbedderDeps): Embedder {
  const model = cfg.model ?? DEFAULT_OLLAMA_MODEL;
  const url = `${trimSlashes(cfg.url ?? DEFAULT_OLLAMA_URL)}/api/embed`;
  const doFetch = deps.fetch ?? globalThis.fetch;
  return makeEmbedder(`ollama:${model}`, cfg.dimensions, url, async (input) => {
    const body = await postJson({
      fetch: doFetch,
      url,
      body: { model, input },
      headers: {},
      timeoutMs: cfg.timeout_ms,
      advice: (status) =>
        status === 404
          ? `check that the model is pulled (\`ollama pull ${model}\`) and the URL points at Ollama`
          : `check that Ollama is running (\`ollama serve\`) and the model is pulled (\`ollama pull ${model}\`)`,
    });
    const embeddings = (body as { embeddings?: unknown } | null)?.embeddings;
    if (!Array.isArray(embeddings)) throw malformed(url, 'no "embeddings" array');
    return embeddings;
  });
}

function createOpenAiEmbedder(cfg: SpoolConfig['embedder'], deps: EmbedderDeps): Embedder {
  if (cfg.url === undefined) {
    // No default endpoint on purpose: spool never sends content off the machine unless the user names where.
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      '[embedder] provider = "openai" needs url (e.g. url = "https://api.openai.com/v1" or a local OpenAI-compatible server) in .spool/config.toml',
    );
  }
  if (cfg.model === undefined) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      '[embedder] provider = "openai" needs model (e.g. model = "text-embedding-3-small") in .spool/config.toml',
    );
  }
  const model = cfg.model;
  const base = trimSlashes(cfg.url);
  const url = /\/v1$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
  const keyVar = cfg.api_key_env ?? 'OPENAI_API_KEY';
  const env = deps.env ?? process.env;
  const doFetch = deps.fetch ?? globalThis.fetch;
  const dimensions = cfg.dimensions;
  // A requested size changes the vectors themselves (OpenAI shortens them), so it is part of the identity.
  const id = dimensions === undefined ? `openai:${model}` : `openai:${model}@${dimensions}`;
  return makeEmbedder(id, dimensions, url, async (input) => {
    // Read per call so a key exported after startup (or rotated) is picked up.
    const key = env[keyVar];
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    const body = await postJson({
      fetch: doFetch,
      url,
      body: dimensions === undefined ? { model, input } : { model, input, dimensions },
      headers,
      timeoutMs: cfg.timeout_ms,
      advice: (status) =>
        status === 401 || status === 403
          ? `check the API key in $${keyVar}${key ? '' : ' (it is not set)'} or set [embedder] api_key_env`
          : `check that the server is running and serves the embedding model "${model}"`,
    });
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw malformed(url, 'no "data" array');
    const items = data.map((d: unknown, pos) => {
      if (d === null || typeof d !== 'object') throw malformed(url, `data[${pos}] is not an object`);
      const { index, embedding } = d as { index?: unknown; embedding?: unknown };
      // Servers may reorder; without an index the array order is all there is.
      const idx = index === undefined ? pos : index;
      if (typeof idx !== 'number' || !Number.isInteger(idx))
        throw malformed(url, `data[${pos}].index is invalid`);
      return { idx, embedding };
    });
    items.sort((a, b) => a.idx - b.idx);
    // A wrong count is reported by the caller; here only a full set with gaps or duplicates is caught.
    if (items.length === input.length && items.some((item, i) => item.idx !== i)) {
      throw malformed(url, `indices are not 0..${input.length - 1}`);
    }
    return items.map((item) => item.embedding);
  });
}

/** The slice of `@huggingface/transformers` used here; typed loosely so the package can stay uninstalled. */
interface TransformersModule {
  pipeline: (
    task: 'feature-extraction',
    model: string,
    options?: { cache_dir?: string },
  ) => Promise<(texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<TensorLike>>;
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
}

interface TensorLike {
  dims?: number[];
  data?: ArrayLike<number>;
  tolist?: () => unknown;
}

function isLocalPath(model: string): boolean {
  if (isAbsolute(model) || /^\.{1,2}[\\/]/.test(model) || model.startsWith('~')) return true;
  // A bare "org/name" is a hub id unless a directory of that name exists here.
  try {
    return statSync(model).isDirectory();
  } catch {
    return false;
  }
}

function createTransformersEmbedder(cfg: SpoolConfig['embedder'], deps: EmbedderDeps): Embedder {
  const model = cfg.model ?? DEFAULT_TRANSFORMERS_MODEL;
  const source = `transformers model "${model}"`;
  const load =
    deps.loadTransformers ??
    (() => {
      // A non-literal specifier keeps tsc and bundlers from requiring the optional package at build time.
      const specifier: string = TRANSFORMERS_PACKAGE;
      return import(specifier) as Promise<unknown>;
    });
  let extractor: ReturnType<TransformersModule['pipeline']> | undefined;

  const getExtractor = (): ReturnType<TransformersModule['pipeline']> => {
    extractor ??= (async () => {
      let mod: TransformersModule;
      try {
        mod = (await load()) as unknown as TransformersModule;
      } catch (cause) {
        throw new SpoolError(
          ErrorCode.EmbedderFailed,
          `[embedder] provider = "transformers" needs the optional package ${TRANSFORMERS_PACKAGE}, which could not be loaded: install it in this project with \`npm install ${TRANSFORMERS_PACKAGE}\`, or choose provider = "ollama" or "none"`,
          { cause },
        );
      }
      if (typeof mod?.pipeline !== 'function' || typeof mod.env !== 'object' || mod.env === null) {
        throw new SpoolError(
          ErrorCode.EmbedderFailed,
          `${TRANSFORMERS_PACKAGE} does not export pipeline/env: install a current version (\`npm install ${TRANSFORMERS_PACKAGE}@latest\`)`,
        );
      }
      let modelId = model;
      if (isLocalPath(model)) {
        const abs = resolve(model.startsWith('~') ? homedir() + model.slice(1) : model);
        // transformers.js resolves local models as localModelPath + id; this keeps a local directory offline.
        mod.env.allowLocalModels = true;
        mod.env.allowRemoteModels = false;
        mod.env.localModelPath = dirname(abs) + sep;
        modelId = basename(abs);
      }
      try {
        return await mod.pipeline(
          'feature-extraction',
          modelId,
          cfg.cache_dir === undefined ? {} : { cache_dir: cfg.cache_dir },
        );
      } catch (cause) {
        throw new SpoolError(
          ErrorCode.EmbedderFailed,
          `could not load ${source}: check the model id (it is downloaded once and cached) or that the local directory holds an ONNX export (config.json, tokenizer.json, onnx/model.onnx)`,
          { cause },
        );
      }
    })();
    // A failed load must be retryable (e.g. after installing the package), so the rejected promise is dropped.
    extractor.catch(() => {
      extractor = undefined;
    });
    return extractor;
  };

  // Local inference cannot be aborted, so timeout_ms does not apply here.
  return makeEmbedder(`transformers:${model}`, cfg.dimensions, source, async (texts) => {
    const run = await getExtractor();
    let tensor: TensorLike;
    try {
      tensor = await run(texts, { pooling: 'mean', normalize: true });
    } catch (cause) {
      throw new SpoolError(ErrorCode.EmbedderFailed, `${source} failed while embedding: ${String(cause)}`, {
        cause,
      });
    }
    return tensorRows(tensor, texts.length, source);
  });
}

function tensorRows(tensor: TensorLike, count: number, source: string): unknown[] {
  const { dims, data } = tensor ?? {};
  if (Array.isArray(dims) && dims.length === 2 && data !== undefined && typeof data.length === 'number') {
    const [rows, width] = dims as [number, number];
    if (rows !== count || rows * width !== data.length) {
      throw malformed(source, `tensor of shape [${dims.join(', ')}] for ${count} texts`);
    }
    const flat = Array.from(data);
    const out: unknown[] = [];
    for (let r = 0; r < rows; r++) out.push(flat.slice(r * width, (r + 1) * width));
    return out;
  }
  if (typeof tensor?.tolist === 'function') {
    const list = tensor.tolist();
    if (Array.isArray(list)) return list;
  }
  throw malformed(source, 'the pipeline output is not a 2-D tensor');
}
