/**
 * Embedders behind an HTTP API: Ollama's `/api/embed` and any OpenAI-compatible `/embeddings` endpoint,
 * with timeouts and error messages that say how to fix the server or the configuration.
 */
import { ErrorCode, SpoolError } from '../core/errors.js';
import {
  type Embedder,
  type EmbedderConfig,
  type EmbedderDeps,
  makeEmbedder,
  malformed,
} from './embedder-core.js';

const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';
const DEFAULT_OLLAMA_MODEL = 'nomic-embed-text';

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

/** Ollama's `/api/embed` (default `http://127.0.0.1:11434`, model `nomic-embed-text`). */
export function createOllamaEmbedder(cfg: EmbedderConfig, deps: EmbedderDeps): Embedder {
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

/** An OpenAI-compatible `/embeddings` endpoint (no default URL); the key comes from `api_key_env`. */
export function createOpenAiEmbedder(cfg: EmbedderConfig, deps: EmbedderDeps): Embedder {
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
