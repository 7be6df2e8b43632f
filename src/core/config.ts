import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import { ErrorCode, SpoolError } from './errors.js';
import { WRITER_ID } from './wire.js';

/** Predicates that can hold one value at a time per subject (SPEC §7). */
export const DEFAULT_SINGLE_VALUE_PREDICATES = [
  'uses_database',
  'deployment_platform',
  'auth_method',
  'package_manager',
] as const;

const embedderSchema = z
  .object({
    provider: z.enum(['none', 'transformers', 'ollama', 'openai']).default('none'),
    model: z.string().optional(),
    url: z.string().url().optional(),
    api_key_env: z.string().optional(),
    dimensions: z.number().int().positive().max(8192).optional(),
    cache_dir: z.string().optional(),
    timeout_ms: z.number().int().positive().default(30_000),
  })
  .strict();

/** The validated shape of `.spool/config.toml` (every section optional). */
export const configSchema = z
  .object({
    writer: z.string().regex(WRITER_ID).optional(),
    retrieval: z
      .object({
        default_mode: z.enum(['lexical', 'semantic', 'hybrid']).default('hybrid'),
        default_limit: z.number().int().min(1).max(100).default(10),
      })
      .strict()
      .default({ default_mode: 'hybrid', default_limit: 10 }),
    embedder: embedderSchema.default({ provider: 'none', timeout_ms: 30_000 }),
    facts: z
      .object({
        single_value_predicates: z.array(z.string().min(1)).default([...DEFAULT_SINGLE_VALUE_PREDICATES]),
        injection_stale_days: z.number().int().positive().default(180),
        expiring_after_days: z.number().int().positive().default(180),
        archive_after_expiring_days: z.number().int().positive().default(30),
      })
      .strict()
      .default({
        single_value_predicates: [...DEFAULT_SINGLE_VALUE_PREDICATES],
        injection_stale_days: 180,
        expiring_after_days: 180,
        archive_after_expiring_days: 30,
      }),
    vault: z
      .object({
        roots: z.array(z.string().min(1)).default(['.spool/notes', 'docs/adr', 'docs/decisions']),
        max_files: z.number().int().positive().default(5000),
        max_file_bytes: z
          .number()
          .int()
          .positive()
          .default(512 * 1024),
        max_total_bytes: z
          .number()
          .int()
          .positive()
          .default(16 * 1024 * 1024),
        max_depth: z.number().int().positive().default(12),
      })
      .strict()
      .default({
        roots: ['.spool/notes', 'docs/adr', 'docs/decisions'],
        max_files: 5000,
        max_file_bytes: 512 * 1024,
        max_total_bytes: 16 * 1024 * 1024,
        max_depth: 12,
      }),
    packets: z
      .object({
        wakeup_budget_tokens: z.number().int().min(100).max(100_000).default(1500),
        context_budget_tokens: z.number().int().min(100).max(100_000).default(2000),
        prompt_threshold: z.number().default(8),
      })
      .strict()
      .default({ wakeup_budget_tokens: 1500, context_budget_tokens: 2000, prompt_threshold: 8 }),
    limits: z
      .object({
        max_content_bytes: z
          .number()
          .int()
          .positive()
          .max(1024 * 1024)
          .default(64 * 1024),
        max_title_chars: z.number().int().positive().default(300),
        max_tags: z.number().int().positive().default(32),
      })
      .strict()
      .default({ max_content_bytes: 64 * 1024, max_title_chars: 300, max_tags: 32 }),
  })
  .strict();

/** A fully defaulted spool configuration. */
export type SpoolConfig = z.infer<typeof configSchema>;

/** The configuration used when no config.toml exists. */
export function defaultConfig(): SpoolConfig {
  return configSchema.parse({});
}

/** Parses and validates config.toml text; `source` names the file in error messages. */
export function parseConfig(text: string, source: string): SpoolConfig {
  let raw: unknown;
  try {
    raw = parseToml(text);
  } catch (cause) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `${source} is not valid TOML: fix the syntax or delete the file`,
      {
        cause,
      },
    );
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `${source}: ${where}: ${issue?.message ?? 'invalid'} — correct the value or remove the key to use the default`,
      { cause: parsed.error, details: { path: where } },
    );
  }
  return parsed.data;
}

/** The config.toml that `spool init` writes: every default, commented, so users can discover the knobs. */
export const CONFIG_TEMPLATE = `# spool project configuration — see the README for every key.
# Everything here is optional; the values shown are the defaults.

[retrieval]
# default_mode = "hybrid"     # lexical | semantic | hybrid (degrades to lexical without an embedder)
# default_limit = 10

[embedder]
# provider = "none"           # none | transformers | ollama | openai
# model = "Xenova/all-MiniLM-L6-v2"
# url = "http://127.0.0.1:11434"

[facts]
# single_value_predicates = ["uses_database", "deployment_platform", "auth_method", "package_manager"]
# injection_stale_days = 180

[vault]
# roots = [".spool/notes", "docs/adr", "docs/decisions"]

[packets]
# wakeup_budget_tokens = 1500
`;
