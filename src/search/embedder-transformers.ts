/**
 * The in-process embedder: `@huggingface/transformers` (an optional dependency, loaded on first use) running a
 * sentence-embedding model from the Hugging Face cache or a local folder.
 */
import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, resolve, sep } from 'node:path';
import { ErrorCode, SpoolError } from '../core/errors.js';
import {
  type Embedder,
  type EmbedderConfig,
  type EmbedderDeps,
  makeEmbedder,
  malformed,
} from './embedder-core.js';

const DEFAULT_TRANSFORMERS_MODEL = 'Xenova/all-MiniLM-L6-v2';
const TRANSFORMERS_PACKAGE = '@huggingface/transformers';

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

/** `@huggingface/transformers` in process (default model `Xenova/all-MiniLM-L6-v2`), loaded on the first call. */
export function createTransformersEmbedder(cfg: EmbedderConfig, deps: EmbedderDeps): Embedder {
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
