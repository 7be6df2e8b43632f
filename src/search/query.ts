import { queryTokens } from '../core/tokenize.js';
import type { MemoryType } from '../core/types.js';

/** A query prepared for retrieval and scoring. */
export interface AnalyzedQuery {
  text: string;
  tokens: string[];
  /** FTS5 MATCH expression (OR of quoted tokens), or null when nothing is searchable. */
  match: string | null;
  names: string[];
  typeHints: MemoryType[];
}

const TYPE_CUES: [RegExp, MemoryType][] = [
  [/\b(why|decid\w*|decision\w*|chose|choice|picked|went with|rationale)\b/i, 'decision'],
  [/\b(must|never|constraint\w*|forbidden|not allowed|allowed|limit\w*|require\w*)\b/i, 'constraint'],
  [/\b(convention\w*|style|naming|format\w*|how do we|lint\w*)\b/i, 'convention'],
  [/\b(prefer\w*|like to)\b/i, 'preference'],
  [/\b(incident\w*|outage\w*|broke|postmortem|regression\w*)\b/i, 'incident'],
  [/\b(workflow\w*|release|deploy\w*|steps?|process|run the tests)\b/i, 'workflow'],
];

// Identifiers worth matching verbatim: paths, dotted names, camelCase, snake_case, kebab names with digits.
const NAME_RE =
  /(?:[\w@.-]+\/)+[\w.-]+|\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b/g;

/** Tokenizes a query, builds its FTS expression and reads the cues the scorer uses. */
export function analyzeQuery(text: string): AnalyzedQuery {
  const tokens = queryTokens(text);
  const names = [...new Set((text.match(NAME_RE) ?? []).map((n) => n.toLowerCase()))];
  const typeHints = TYPE_CUES.filter(([re]) => re.test(text)).map(([, t]) => t);
  return { text: text.toLowerCase(), tokens, match: toMatch(tokens), names, typeHints };
}

/** An FTS5 expression that matches any of the tokens; quoting makes every token a literal. */
export function toMatch(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}
