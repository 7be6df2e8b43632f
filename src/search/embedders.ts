/**
 * Embedders (SPEC §5 "Embedders"): the factory that builds the one the `[embedder]` config names. Each kind
 * lives in its own module — `embedder-hash.ts` (no model), `embedder-http.ts` (Ollama, OpenAI-compatible),
 * `embedder-transformers.ts` (in process) — on the shared contract of `embedder-core.ts`. Adding a kind:
 * write its `createXEmbedder`, add the provider to the config schema, and one case below.
 */
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { Embedder, EmbedderConfig, EmbedderDeps } from './embedder-core.js';
import { createOllamaEmbedder, createOpenAiEmbedder } from './embedder-http.js';
import { createTransformersEmbedder } from './embedder-transformers.js';

export {
  cosine,
  EMBED_MAX_CHARS,
  type Embedder,
  type EmbedderDeps,
  truncateForEmbedding,
} from './embedder-core.js';
export { createHashEmbedder } from './embedder-hash.js';

/**
 * Builds the embedder described by the `[embedder]` config section, or `null` for `provider = "none"`.
 * Nothing is contacted or loaded until the first {@link Embedder.embed} call.
 */
export function createEmbedder(cfg: EmbedderConfig, deps: EmbedderDeps = {}): Embedder | null {
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
