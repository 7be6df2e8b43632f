import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpoolConfig } from '../../src/core/config.js';
import { ErrorCode, SpoolError } from '../../src/core/errors.js';
import {
  cosine,
  createEmbedder,
  createHashEmbedder,
  EMBED_MAX_CHARS,
  type Embedder,
  truncateForEmbedding,
} from '../../src/search/embedders.js';

// A real HTTP server on 127.0.0.1 speaking the Ollama (/api/embed) and OpenAI (/v1/embeddings) wire formats.
// Each test installs a handler; every request is recorded so the tests can assert what spool actually sent.

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: unknown; input?: unknown; dimensions?: unknown };
}

type Handler = (req: Recorded, res: ServerResponse) => void;

const DIMS = 8;
const reference = createHashEmbedder(DIMS);
let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
const pending = new Set<ServerResponse>();
let handler: Handler = () => {
  throw new Error('no handler installed');
};

/** Deliberately unnormalised vectors (×3) so the tests see the client normalise them. */
async function rawVectors(input: unknown): Promise<number[][]> {
  const texts = input as string[];
  const vecs = await reference.embed(texts);
  return vecs.map((v) => Array.from(v, (x) => x * 3));
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const ollamaHandler: Handler = (req, res) => {
  void rawVectors(req.body.input).then((embeddings) =>
    sendJson(res, 200, { model: req.body.model, embeddings, total_duration: 1, prompt_eval_count: 1 }),
  );
};

// Answers in reverse order: the client must sort by `index`.
const openAiHandler: Handler = (req, res) => {
  void rawVectors(req.body.input).then((vectors) =>
    sendJson(res, 200, {
      object: 'list',
      model: req.body.model,
      data: vectors.map((embedding, index) => ({ object: 'embedding', embedding, index })).reverse(),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    }),
  );
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const rec: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as Recorded['body']) : {},
      };
      requests.push(rec);
      // No keep-alive: each test starts on a fresh connection, whatever the previous one left behind.
      res.setHeader('connection', 'close');
      pending.add(res);
      res.on('close', () => pending.delete(res));
      handler(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  requests = [];
  // Stalled responses from the timeout tests would otherwise keep the server from closing.
  for (const res of pending) res.destroy();
  pending.clear();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function cfg(over: Partial<SpoolConfig['embedder']>): SpoolConfig['embedder'] {
  return { provider: 'none', timeout_ms: 5_000, ...over };
}

function mustCreate(c: SpoolConfig['embedder'], deps?: Parameters<typeof createEmbedder>[1]): Embedder {
  const e = createEmbedder(c, deps);
  if (e === null) throw new Error('expected an embedder');
  return e;
}

async function rejection(p: Promise<unknown>): Promise<SpoolError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(SpoolError);
    return err as SpoolError;
  }
  throw new Error('expected a rejection');
}

function norm(v: Float32Array): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}

function expectVectorsClose(actual: Float32Array[], expected: Float32Array[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => {
    expect(v).toBeInstanceOf(Float32Array);
    expect(norm(v)).toBeCloseTo(1, 5);
    expect(cosine(v, expected[i]!)).toBeCloseTo(1, 5);
  });
}

const TEXTS = ['use pnpm, not npm', 'the database is Postgres 16', 'deploys go through fly.io'];

describe('createEmbedder', () => {
  it("returns null for provider 'none'", () => {
    expect(createEmbedder(cfg({ provider: 'none' }))).toBeNull();
  });
});

describe('ollama embedder', () => {
  it('posts {model, input} to /api/embed and returns normalised vectors in order', async () => {
    handler = ollamaHandler;
    const e = mustCreate(cfg({ provider: 'ollama', url: `${baseUrl}/` }));
    expect(e.id).toBe('ollama:nomic-embed-text');
    expect(e.dimensions).toBeUndefined();

    const out = await e.embed(TEXTS);

    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/embed');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBeUndefined();
    expect(req.body).toEqual({ model: 'nomic-embed-text', input: TEXTS });
    expectVectorsClose(out, await reference.embed(TEXTS));
    expect(e.dimensions).toBe(DIMS);
  });

  it('uses the configured model and makes no request for an empty input', async () => {
    handler = ollamaHandler;
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl, model: 'mxbai-embed-large' }));
    expect(e.id).toBe('ollama:mxbai-embed-large');
    expect(await e.embed([])).toEqual([]);
    expect(requests).toHaveLength(0);
    await e.embed(['x']);
    expect(requests[0]!.body.model).toBe('mxbai-embed-large');
  });

  it('batches large inputs and keeps the overall order', async () => {
    handler = ollamaHandler;
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl }));
    const texts = Array.from({ length: 150 }, (_, i) => `memory number ${i} about topic ${i % 7}`);

    const out = await e.embed(texts);

    expect(requests.map((r) => (r.body.input as string[]).length)).toEqual([64, 64, 22]);
    expect(requests.flatMap((r) => r.body.input as string[])).toEqual(texts);
    expectVectorsClose(out, await reference.embed(texts));
  });

  it('sends at most 2 KB of each text', async () => {
    handler = ollamaHandler;
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl }));
    const long = 'lorem ipsum dolor sit amet '.repeat(400);
    expect(long.length).toBeGreaterThan(EMBED_MAX_CHARS);

    await e.embed(['short', long]);

    const sent = requests[0]!.body.input as string[];
    expect(sent[0]).toBe('short');
    expect(sent[1]!.length).toBeLessThanOrEqual(EMBED_MAX_CHARS);
    expect(sent[1]).toBe(truncateForEmbedding(long));
    expect(long.startsWith(sent[1]!)).toBe(true);
  });

  it('reports HTTP errors with the status, the URL and what to check', async () => {
    handler = (_req, res) => sendJson(res, 500, { error: 'llama runner process has terminated' });
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl }));

    const err = await rejection(e.embed(['a']));

    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain('500');
    expect(err.message).toContain(`${baseUrl}/api/embed`);
    expect(err.message).toContain('llama runner process has terminated');
    expect(err.message).toMatch(/ollama serve/);
    expect(err.message).toMatch(/ollama pull nomic-embed-text/);
  });

  it('tells the user to pull a missing model on 404', async () => {
    handler = (_req, res) =>
      sendJson(res, 404, { error: 'model "nomic-embed-text" not found, try pulling it first' });
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl }));

    const err = await rejection(e.embed(['a']));

    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain('404');
    expect(err.message).toContain('ollama pull nomic-embed-text');
  });

  it('rejects a body that is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"embeddings": [[0.1, 0.2');
    };
    const err = await rejection(mustCreate(cfg({ provider: 'ollama', url: baseUrl })).embed(['a']));
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toMatch(/malformed/);
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([
    ['a missing embeddings field', { embedding: [0.1, 0.2] }],
    ['the wrong number of vectors', { embeddings: [[0.1, 0.2]] }],
    [
      'a non-numeric component',
      {
        embeddings: [
          [0.1, 'x'],
          [0.3, 0.4],
        ],
      },
    ],
    [
      'a null component',
      {
        embeddings: [
          [0.1, null],
          [0.3, 0.4],
        ],
      },
    ],
    ['an empty vector', { embeddings: [[], []] }],
    [
      'inconsistent dimensions',
      {
        embeddings: [
          [0.1, 0.2],
          [0.3, 0.4, 0.5],
        ],
      },
    ],
  ])('rejects a response with %s', async (_what, body) => {
    handler = (_req, res) => sendJson(res, 200, body);
    const err = await rejection(mustCreate(cfg({ provider: 'ollama', url: baseUrl })).embed(['a', 'b']));
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
  });

  it('rejects vectors whose size differs from the configured dimensions', async () => {
    handler = ollamaHandler;
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl, dimensions: 768 }));
    expect(e.dimensions).toBe(768);
    const err = await rejection(e.embed(['a']));
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain(`dimensions = ${DIMS}`);
  });

  it('gives up after timeout_ms', async () => {
    handler = () => {
      // Never answer; afterEach destroys the response.
    };
    const e = mustCreate(cfg({ provider: 'ollama', url: baseUrl, timeout_ms: 150 }));
    const started = Date.now();

    const err = await rejection(e.embed(['a']));

    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toMatch(/150 ms/);
    expect(err.message).toMatch(/timeout_ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out a response that stalls after the headers', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"embeddings": [');
    };
    const err = await rejection(
      mustCreate(cfg({ provider: 'ollama', url: baseUrl, timeout_ms: 150 })).embed(['a']),
    );
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toMatch(/150 ms/);
  });

  it('explains an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const err = await rejection(
      mustCreate(cfg({ provider: 'ollama', url: `http://127.0.0.1:${port}` })).embed(['a']),
    );

    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain(`http://127.0.0.1:${port}/api/embed`);
    expect(err.message).toMatch(/running/);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ embeddings: [[3, 4]] }), { status: 200 });
    };
    const e = mustCreate(cfg({ provider: 'ollama' }), { fetch: fakeFetch });
    const [v] = await e.embed(['a']);
    expect(calls).toEqual(['http://127.0.0.1:11434/api/embed']);
    expect(Array.from(v!)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  });
});

describe('openai-compatible embedder', () => {
  it('posts to <url>/v1/embeddings with the bearer key and sorts data by index', async () => {
    handler = openAiHandler;
    const e = mustCreate(cfg({ provider: 'openai', url: baseUrl, model: 'text-embedding-3-small' }), {
      env: { OPENAI_API_KEY: 'test-key-123' },
    });
    expect(e.id).toBe('openai:text-embedding-3-small');

    const out = await e.embed(TEXTS);

    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/embeddings');
    expect(req.headers.authorization).toBe('Bearer test-key-123');
    expect(req.body).toEqual({ model: 'text-embedding-3-small', input: TEXTS });
    expectVectorsClose(out, await reference.embed(TEXTS));
  });

  it('does not double /v1 and reads the key from api_key_env', async () => {
    handler = openAiHandler;
    const e = mustCreate(
      cfg({ provider: 'openai', url: `${baseUrl}/v1/`, model: 'bge-small', api_key_env: 'LOCAL_EMBED_KEY' }),
      { env: { LOCAL_EMBED_KEY: 'abc', OPENAI_API_KEY: 'wrong' } },
    );
    await e.embed(['a']);
    expect(requests[0]!.path).toBe('/v1/embeddings');
    expect(requests[0]!.headers.authorization).toBe('Bearer abc');
  });

  it('keeps a path prefix in front of /v1', async () => {
    handler = openAiHandler;
    await mustCreate(cfg({ provider: 'openai', url: `${baseUrl}/proxy`, model: 'm' }), { env: {} }).embed([
      'a',
    ]);
    expect(requests[0]!.path).toBe('/proxy/v1/embeddings');
  });

  it('sends no Authorization header when the key variable is unset', async () => {
    handler = openAiHandler;
    await mustCreate(cfg({ provider: 'openai', url: baseUrl, model: 'm' }), { env: {} }).embed(['a']);
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('requests the configured dimensions and includes them in the id', async () => {
    handler = openAiHandler;
    const e = mustCreate(
      cfg({ provider: 'openai', url: baseUrl, model: 'text-embedding-3-small', dimensions: DIMS }),
      {
        env: {},
      },
    );
    expect(e.id).toBe(`openai:text-embedding-3-small@${DIMS}`);
    await e.embed(['a']);
    expect(requests[0]!.body).toEqual({ model: 'text-embedding-3-small', input: ['a'], dimensions: DIMS });
  });

  it('batches and truncates like every provider', async () => {
    handler = openAiHandler;
    const e = mustCreate(cfg({ provider: 'openai', url: baseUrl, model: 'm' }), { env: {} });
    const texts = Array.from({ length: 70 }, (_, i) => `${i} ${'word '.repeat(i === 3 ? 1000 : 2)}`);

    const out = await e.embed(texts);

    expect(requests.map((r) => (r.body.input as string[]).length)).toEqual([64, 6]);
    const sent = requests.flatMap((r) => r.body.input as string[]);
    expect(sent[3]!.length).toBeLessThanOrEqual(EMBED_MAX_CHARS);
    expect(sent).toEqual(texts.map(truncateForEmbedding));
    expectVectorsClose(out, await reference.embed(texts));
  });

  it('explains a rejected key', async () => {
    handler = (_req, res) =>
      sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'auth' } });
    const e = mustCreate(cfg({ provider: 'openai', url: baseUrl, model: 'm', api_key_env: 'MY_KEY' }), {
      env: {},
    });
    const err = await rejection(e.embed(['a']));
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain('401');
    expect(err.message).toContain(`${baseUrl}/v1/embeddings`);
    expect(err.message).toContain('Incorrect API key provided');
    expect(err.message).toContain('$MY_KEY');
  });

  it.each([
    ['HTTP 500', (res: ServerResponse) => sendJson(res, 500, { error: { message: 'boom' } })],
    [
      'malformed JSON',
      (res: ServerResponse) => {
        res.writeHead(200);
        res.end('<html>gateway</html>');
      },
    ],
    ['a missing data array', (res: ServerResponse) => sendJson(res, 200, { embeddings: [[1]] })],
    [
      'the wrong count',
      (res: ServerResponse) => sendJson(res, 200, { data: [{ embedding: [1, 0], index: 0 }] }),
    ],
    [
      'duplicate indices',
      (res: ServerResponse) =>
        sendJson(res, 200, {
          data: [
            { embedding: [1, 0], index: 0 },
            { embedding: [0, 1], index: 0 },
          ],
        }),
    ],
    [
      'a non-numeric embedding',
      (res: ServerResponse) =>
        sendJson(res, 200, {
          data: [
            { embedding: 'AAAA', index: 0 },
            { embedding: [0, 1], index: 1 },
          ],
        }),
    ],
  ])('fails with EMBEDDER_FAILED on %s', async (_what, respond) => {
    handler = (_req, res) => respond(res);
    const e = mustCreate(cfg({ provider: 'openai', url: baseUrl, model: 'm' }), { env: {} });
    const err = await rejection(e.embed(['a', 'b']));
    expect(err.code).toBe(ErrorCode.EmbedderFailed);
  });

  it('requires a url so nothing leaves the machine unconfigured', () => {
    let thrown: unknown;
    try {
      createEmbedder(cfg({ provider: 'openai', model: 'text-embedding-3-small' }));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(SpoolError);
    expect((thrown as SpoolError).code).toBe(ErrorCode.ConfigInvalid);
    expect((thrown as SpoolError).message).toMatch(/url/);
  });

  it('requires a model', () => {
    expect(() => createEmbedder(cfg({ provider: 'openai', url: baseUrl }))).toThrow(/model/);
    try {
      createEmbedder(cfg({ provider: 'openai', url: baseUrl }));
    } catch (err) {
      expect((err as SpoolError).code).toBe(ErrorCode.ConfigInvalid);
    }
  });
});

describe('transformers embedder', () => {
  it('fails with install instructions when @huggingface/transformers is not installed', async () => {
    const e = mustCreate(cfg({ provider: 'transformers' }));
    expect(e.id).toBe('transformers:Xenova/all-MiniLM-L6-v2');

    const err = await rejection(e.embed(['a']));

    expect(err.code).toBe(ErrorCode.EmbedderFailed);
    expect(err.message).toContain('npm install @huggingface/transformers');
    expect(err.cause).toBeDefined();
  });

  interface FakeCall {
    model: string;
    options: unknown;
    texts: string[][];
    runOptions: unknown[];
  }

  function fakeTransformers(width = 4) {
    const calls: FakeCall[] = [];
    const env = { allowRemoteModels: true, allowLocalModels: true, localModelPath: '/models/' };
    const mod = {
      env,
      pipeline: async (task: string, model: string, options: unknown) => {
        expect(task).toBe('feature-extraction');
        const call: FakeCall = { model, options, texts: [], runOptions: [] };
        calls.push(call);
        return async (texts: string[], runOptions: unknown) => {
          call.texts.push(texts);
          call.runOptions.push(runOptions);
          const data = new Float32Array(texts.length * width);
          texts.forEach((t, r) => {
            data[r * width + (t.length % width)] = 1;
          });
          return { dims: [texts.length, width], data };
        };
      },
    };
    return { calls, env, load: async () => mod };
  }

  it('runs a hub model through the feature-extraction pipeline with mean pooling', async () => {
    const fake = fakeTransformers();
    const e = mustCreate(cfg({ provider: 'transformers', cache_dir: '/tmp/spool-models' }), {
      loadTransformers: fake.load,
    });

    const out = await e.embed(['a', 'bb', 'ccc']);
    await e.embed(['dddd']);

    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.model).toBe('Xenova/all-MiniLM-L6-v2');
    expect(fake.calls[0]!.options).toEqual({ cache_dir: '/tmp/spool-models' });
    expect(fake.calls[0]!.runOptions[0]).toEqual({ pooling: 'mean', normalize: true });
    expect(fake.calls[0]!.texts).toEqual([['a', 'bb', 'ccc'], ['dddd']]);
    expect(fake.env.allowRemoteModels).toBe(true);
    expect(out.map((v) => Array.from(v))).toEqual([
      [0, 1, 0, 0],
      [0, 0, 1, 0],
      [0, 0, 0, 1],
    ]);
    expect(e.dimensions).toBe(4);
  });

  it('loads a local model directory offline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spool-model-'));
    try {
      const fake = fakeTransformers();
      const e = mustCreate(cfg({ provider: 'transformers', model: dir }), { loadTransformers: fake.load });
      expect(e.id).toBe(`transformers:${dir}`);

      await e.embed(['a']);

      expect(fake.env.allowRemoteModels).toBe(false);
      expect(fake.env.allowLocalModels).toBe(true);
      expect(fake.env.localModelPath).toBe(dirname(dir) + sep);
      expect(fake.calls[0]!.model).toBe(basename(dir));
      expect(fake.calls[0]!.options).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('retries loading after a failure', async () => {
    const fake = fakeTransformers();
    let attempts = 0;
    const e = mustCreate(cfg({ provider: 'transformers' }), {
      loadTransformers: async () => {
        attempts++;
        if (attempts === 1) throw new Error('Cannot find package');
        return fake.load();
      },
    });
    expect((await rejection(e.embed(['a']))).code).toBe(ErrorCode.EmbedderFailed);
    expect(await e.embed(['a'])).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('rejects a tensor of the wrong shape', async () => {
    const e = mustCreate(cfg({ provider: 'transformers' }), {
      loadTransformers: async () => ({
        env: { allowRemoteModels: true, allowLocalModels: true, localModelPath: '/models/' },
        pipeline: async () => async () => ({ dims: [1, 2], data: new Float32Array(2) }),
      }),
    });
    expect((await rejection(e.embed(['a', 'b']))).code).toBe(ErrorCode.EmbedderFailed);
  });
});

// String.prototype.isWellFormed is ES2024; the project targets ES2023 typings.
function wellFormed(s: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

describe('truncateForEmbedding', () => {
  it('leaves short text alone', () => {
    expect(truncateForEmbedding('hello world')).toBe('hello world');
    const exact = 'x'.repeat(EMBED_MAX_CHARS);
    expect(truncateForEmbedding(exact)).toBe(exact);
  });

  it('cuts at a word boundary near the limit', () => {
    const text = 'alpha beta gamma delta '.repeat(200);
    const cut = truncateForEmbedding(text);
    expect(cut.length).toBeLessThanOrEqual(EMBED_MAX_CHARS);
    expect(cut.length).toBeGreaterThan(EMBED_MAX_CHARS - 30);
    expect(text.startsWith(cut)).toBe(true);
    expect(text.charAt(cut.length)).toMatch(/\s/);
  });

  it('hard-cuts text without whitespace', () => {
    expect(truncateForEmbedding('y'.repeat(5000))).toBe('y'.repeat(EMBED_MAX_CHARS));
  });

  it('never splits a surrogate pair', () => {
    const text = 'a'.repeat(EMBED_MAX_CHARS - 1) + '😀'.repeat(10);
    const cut = truncateForEmbedding(text);
    expect(cut).toBe('a'.repeat(EMBED_MAX_CHARS - 1));
    const emoji = '😀'.repeat(2000);
    const cut2 = truncateForEmbedding(emoji);
    expect(cut2.length).toBe(EMBED_MAX_CHARS);
    expect(wellFormed(cut2)).toBe(true);
    const odd = 'b' + emoji;
    expect(truncateForEmbedding(odd).length).toBe(EMBED_MAX_CHARS - 1);
    expect(wellFormed(truncateForEmbedding(odd))).toBe(true);
  });
});

describe('cosine', () => {
  it('computes cosine similarity', () => {
    expect(cosine(Float32Array.of(1, 0), Float32Array.of(1, 0))).toBeCloseTo(1);
    expect(cosine(Float32Array.of(1, 0), Float32Array.of(0, 2))).toBeCloseTo(0);
    expect(cosine(Float32Array.of(1, 1), Float32Array.of(-2, -2))).toBeCloseTo(-1);
    expect(cosine(Float32Array.of(0, 0), Float32Array.of(1, 0))).toBe(0);
  });

  it('refuses to compare vectors of different sizes', () => {
    expect(() => cosine(new Float32Array(3), new Float32Array(4))).toThrow(SpoolError);
  });
});

describe('hash embedder', () => {
  it('is deterministic, normalised and named by its size', async () => {
    const a = createHashEmbedder();
    const b = createHashEmbedder();
    expect(a.id).toBe('hash:384');
    expect(a.dimensions).toBe(384);
    const [v1] = await a.embed(['We deploy with GitHub Actions']);
    const [v2] = await b.embed(['We deploy with GitHub Actions']);
    expect(v1).toHaveLength(384);
    expect(Array.from(v1!)).toEqual(Array.from(v2!));
    expect(norm(v1!)).toBeCloseTo(1, 5);
    expect(createHashEmbedder(64).id).toBe('hash:64');
  });

  it('puts paraphrases closer than unrelated text', async () => {
    const e = createHashEmbedder();
    const [query, paraphrase, unrelated] = await e.embed([
      'How do we deploy the app to production?',
      'Deploying the application to production uses fly deploy',
      'The cat sat on the mat eating a fish',
    ]);
    const close = cosine(query!, paraphrase!);
    const far = cosine(query!, unrelated!);
    expect(close).toBeGreaterThan(far + 0.2);
    expect(close).toBeGreaterThan(0.3);
  });

  it('is case-insensitive and handles empty text', async () => {
    const e = createHashEmbedder(32);
    const [upper, lower, empty] = await e.embed(['Use PNPM', 'use pnpm', '']);
    expect(cosine(upper!, lower!)).toBeCloseTo(1, 6);
    expect(Array.from(empty!).every((x) => x === 0)).toBe(true);
  });

  it('rejects an invalid size', () => {
    expect(() => createHashEmbedder(0)).toThrow(SpoolError);
    expect(() => createHashEmbedder(1.5)).toThrow(SpoolError);
  });
});
