/**
 * The architecture of docs/ARCHITECTURE.md, checked: dependencies point inward, each outside-world library
 * stays behind its one layer, the domain core does no I/O, nothing keeps module-level mutable state, and
 * files stay small enough to read. Import cycles are Biome's job (`noImportCycles`, run by `npm run check`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/**
 * Layers from the inside out. A module may import its own folder and any layer with a lower rank; the
 * adapters (one rank) may also use each other (the CLI starts the MCP server, the dashboard and the hooks).
 */
const LAYER_RANK: Record<string, number> = {
  types: 0,
  core: 0,
  guard: 1,
  store: 2,
  score: 3,
  truth: 4,
  reality: 5,
  search: 6,
  packets: 7,
  memory: 8,
  // The composition root: builds the use cases' context and returns the facade.
  spool: 9,
  integrations: 10,
  index: 11,
  cli: 11,
  mcp: 11,
  web: 11,
  hooks: 11,
  server: 11,
};
const ADAPTERS = new Set(['cli', 'mcp', 'web', 'hooks', 'server']);

/** Outside libraries that only one layer may import, and the layer. */
const OWNED_LIBRARIES: { pattern: RegExp; owners: string[]; why: string }[] = [
  { pattern: /^@modelcontextprotocol\//, owners: ['mcp'], why: 'only the MCP adapter speaks MCP' },
  {
    pattern: /^(better-sqlite3|sqlite-vec)$/,
    // The importers read other tools' databases (read-only, never spool's own).
    owners: ['store', 'integrations'],
    why: 'spool’s SQLite is the store’s',
  },
  { pattern: /^pg$/, owners: ['server'], why: 'PostgreSQL is the organisation server’s backend' },
  { pattern: /^hono(\/|$)|^@hono\//, owners: ['web', 'server'], why: 'HTTP is an adapter' },
];

/** Files allowed over {@link MAX_LINES}, each one cohesive algorithm or table, with the reason. */
const LONG_FILES: Record<string, string> = {
  'truth/contradiction-vocab.ts': 'a vocabulary table (value families, opposites, units), not logic',
  'truth/contradiction-claims-vocab.ts': 'the claim reader’s word lists and patterns, no logic',
  'truth/contradiction-claims-read.ts':
    'one algorithm: a single pass per clause (readClause) and its helpers',
};
const MAX_LINES = 500;

interface SourceFile {
  path: string;
  layer: string;
  text: string;
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return listSources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

function layerOf(path: string): string {
  const rel = relative(SRC, path).split('/');
  return rel.length > 1 ? (rel[0] ?? '') : (rel[0] ?? '').replace(/\.(ts|js)$/, '');
}

const sources: SourceFile[] = listSources(SRC).map((path) => ({
  path,
  layer: layerOf(path),
  text: readFileSync(path, 'utf8'),
}));

/** Every module specifier of a file: static imports and re-exports (type-only too) and dynamic imports. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s+'([^']+)'/gm)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/^\s*import\s+'([^']+)'/gm)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) out.push(m[1] ?? '');
  return out;
}

describe('architecture', () => {
  it('knows the layer of every source folder', () => {
    const unknown = [...new Set(sources.map((s) => s.layer))].filter((l) => !(l in LAYER_RANK));
    expect(unknown).toEqual([]);
  });

  it('points every import inward', () => {
    const outward: string[] = [];
    for (const s of sources) {
      for (const spec of specifiers(s.text)) {
        if (!spec.startsWith('.')) continue;
        const target = layerOf(resolve(dirname(s.path), spec));
        if (target === s.layer) continue;
        const from = LAYER_RANK[s.layer] ?? -1;
        const to = LAYER_RANK[target] ?? Number.POSITIVE_INFINITY;
        const adapters = ADAPTERS.has(s.layer) && ADAPTERS.has(target);
        if (to > from || (to === from && !adapters)) {
          outward.push(`${relative(SRC, s.path)} (${s.layer}) imports ${spec} (${target})`);
        }
      }
    }
    expect(outward).toEqual([]);
  });

  it('keeps each outside library behind its layer', () => {
    const misplaced: string[] = [];
    for (const s of sources) {
      for (const spec of specifiers(s.text)) {
        for (const lib of OWNED_LIBRARIES) {
          if (lib.pattern.test(spec) && !lib.owners.includes(s.layer)) {
            misplaced.push(`${relative(SRC, s.path)} imports ${spec}: ${lib.why}`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('keeps the domain core free of I/O', () => {
    const io = sources
      .filter((s) => s.layer === 'core')
      .filter((s) =>
        specifiers(s.text).some((spec) =>
          /^node:(fs|fs\/promises|child_process|net|http|https|worker_threads|dgram)$/.test(spec),
        ),
      )
      .map((s) => relative(SRC, s.path));
    expect(io).toEqual([]);
  });

  it('has no module-level mutable state', () => {
    const mutable = sources.flatMap((s) =>
      [...s.text.matchAll(/^(?:export\s+)?(?:let|var)\s+(\w+)/gm)].map(
        (m) => `${relative(SRC, s.path)}: ${m[1]}`,
      ),
    );
    expect(mutable).toEqual([]);
  });

  it(`keeps files under ${MAX_LINES} lines unless they are one cohesive algorithm`, () => {
    const long = sources
      .map((s) => ({ file: relative(SRC, s.path), lines: s.text.split('\n').length }))
      .filter((f) => f.lines > MAX_LINES && !(f.file in LONG_FILES))
      .map((f) => `${f.file}: ${f.lines}`);
    expect(long).toEqual([]);
  });
});
