/**
 * The common output of spool's deterministic extractors (transcript distiller, importers).
 *
 * An {@link Extraction} is a *proposal* for a memory record, not a record: it carries no id, scope, state or
 * origin, because those depend on where the caller stores it (a distilled transcript lands as a candidate, a
 * manual import may land as accepted). Keeping it this small lets every extractor stay pure.
 */

import { type EntityRef, MEMORY_TYPES, type MemoryType } from '../core/types.js';
import { redactSecrets, scanSecrets } from '../guard/secrets.js';

export { type EntityRef, MEMORY_TYPES, type MemoryType };

/** True when `value` is one of {@link MEMORY_TYPES}. */
export function isMemoryType(value: unknown): value is MemoryType {
  return typeof value === 'string' && (MEMORY_TYPES as readonly string[]).includes(value);
}

/**
 * A structured triple, filled only when the source states one explicitly (e.g. an MCP memory relation), so the
 * write path can apply the predicate policy (SPEC §7) without guessing.
 */
export interface ExtractedFact {
  subject: string;
  predicate: string;
  object: string;
  strength: 'stated' | 'inferred';
}

/** A proposed memory record produced by a deterministic extractor. */
export interface Extraction {
  content: string;
  title?: string;
  memory_type: MemoryType;
  /** The "because…" of the memory, when the source gave one. */
  reason?: string;
  /** Lowercased, trimmed, non-empty, deduplicated. */
  tags: string[];
  entity_refs?: EntityRef[];
  file_refs?: string[];
  /** Glob patterns of the files it applies to (root-relative, e.g. `src/**\/*.ts`). */
  file_globs?: string[];
  fact?: ExtractedFact;
  /** Where the text came from, for provenance: e.g. `CLAUDE.md#Testing` or `transcript:line 12`. */
  source?: string;
}

/**
 * Normalises a tag the way the data model requires (lowercased, trimmed), and joins inner whitespace with `-`
 * so that a multi-word tag stays one token for search. Returns undefined for tags that end up empty.
 */
export function normalizeTag(raw: string): string | undefined {
  const tag = raw.trim().toLowerCase().replace(/\s+/g, '-');
  return tag === '' ? undefined : tag;
}

/** Normalises and deduplicates tags, keeping first-seen order so output is deterministic. */
export function normalizeTags(raw: Iterable<string>): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const tag = normalizeTag(r);
    if (tag !== undefined && !out.includes(tag)) out.push(tag);
  }
  return out;
}

// Words that never make a useful tag: English function words plus the cue words the extractors key on
// (every decision says "decided", so "decided" tells a search nothing).
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can cannot could did do does doing done down during each either else ever every few ' +
    'for from further had has have having he her here hers him his how however i if in into is it its itself ' +
    'just let lets like make makes may me might more most much must my myself need needs no nor not now of ' +
    'off on once one only or other our ours ourselves out over own please same she should since so some ' +
    'such than that the their theirs them then there these they this those through to too under until up ' +
    'upon us use used uses using very via was we were what when where which while who whom why will with ' +
    'within without would yes yet you your yours yourself ' +
    "don't doesn't isn't aren't won't can't we'll we're we've let's it's that's i'm i'll i've you're " +
    'always never decided decide decision chose choose chosen going go went switch switching switched ' +
    'prefer prefers preferred instead required require requires allowed convention conventions rather ' +
    'keep sure thing things way want wants good better best new old really actually get got put run ' +
    'across back bad big small next say says said ones reason reasons directly everything nothing something ' +
    'anything all fine lot lots part parts time times still even already first last here there'
  ).split(' '),
);

/**
 * Picks up to `max` keyword tags from free text, deterministically.
 *
 * Technical-looking tokens (inline code, dotted/slashed/hyphenated names, CamelCase, product names written
 * with a capital mid-sentence) rank first because they are what a later search is likely to name; plain
 * words fill the remaining slots in order of appearance.
 */
export function keywordTags(source: string, max = 5): string[] {
  // A tag is indexed, shown and synced as-is: a credential in the text must never become one.
  const findings = scanSecrets(source);
  const text =
    findings.length === 0 ? source : redactSecrets(source, findings).replace(/\[REDACTED:\w+\]/g, ' ');
  const strong: string[] = [];
  const weak: string[] = [];
  const codeSpans = new Set<string>();
  for (const m of text.matchAll(/`([^`\n]{1,40})`/g)) codeSpans.add(m[1]!.trim().toLowerCase());

  const tokens = text.match(/[A-Za-z@][A-Za-z0-9@.+#_/'-]*/g) ?? [];
  tokens.forEach((rawToken, index) => {
    const token = rawToken.replace(/[.'/-]+$/g, '');
    const lower = token.toLowerCase();
    if (lower.length < 3 || lower.length > 30 || STOPWORDS.has(lower) || lower.includes("'")) return;
    if (/^\d/.test(lower) || lower.includes('://') || /^(?:e\.g|i\.e|etc|vs)\b/.test(lower)) return;
    const technical =
      codeSpans.has(lower) ||
      /[._/+#@-]/.test(token) ||
      /[a-z][A-Z]/.test(token) ||
      (index > 0 && /^[A-Z][a-z]/.test(token)) ||
      /^[A-Z0-9]{2,}$/.test(token);
    (technical ? strong : weak).push(lower);
  });
  return normalizeTags([...strong, ...weak]).slice(0, max);
}

// File extensions common enough in coding conversations that `name.ext` is almost surely a file.
const FILE_EXTENSIONS =
  'ts|tsx|js|jsx|mjs|cjs|json|jsonc|jsonl|md|mdc|mdx|toml|yaml|yml|py|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|' +
  'cs|php|sh|bash|zsh|sql|css|scss|html|vue|svelte|lock|env|ini|cfg|conf|txt|proto|graphql|tf|gradle|xml';
const FILE_REF_RE = new RegExp(
  `(?<![\\w/@:.-])((?:\\.{1,2}/)?(?:[\\w@.-]+/)*[\\w.-]*[\\w-]\\.(?:${FILE_EXTENSIONS}))(?![\\w/-])`,
  'g',
);

/**
 * Finds file paths mentioned in free text (`src/db.ts`, `.env`, `package.json`), so a memory can later score
 * higher when those files are in play. Only names with a well-known extension count: a bare `client/server`
 * is prose far more often than a path. URLs are excluded.
 */
export function detectFileRefs(text: string): string[] {
  const withoutUrls = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');
  const out: string[] = [];
  for (const m of withoutUrls.matchAll(FILE_REF_RE)) {
    const ref = m[1]!;
    // "e.g." / "i.e." and version numbers are not files.
    if (/^(e\.g|i\.e|etc)\b/i.test(ref) || /^v?\d+(\.\d+)+$/.test(ref)) continue;
    if (!out.includes(ref)) out.push(ref);
  }
  return out;
}

/** One cue rule: the first rule whose pattern matches decides the memory type. */
interface CueRule {
  type: MemoryType;
  re: RegExp;
}

// Order matters and encodes precedence: an explicit preference ("I prefer") or an explicit decision
// ("we decided") says more about the statement than a "must" inside it; "instead of" and "we'll use" are weak
// decision signals, so they only apply when nothing stronger matched.
const CUE_RULES: CueRule[] = [
  {
    type: 'preference',
    re: /\b(?:i (?:really |strongly |personally )?(?:prefer|like|love|hate|dislike|want you to|would like you to|'d like you to)|i'd (?:rather|prefer|like you to)|my preference|please (?:always|never|don'?t|do not|avoid|use|keep|stop|make sure))\b/i,
  },
  {
    type: 'decision',
    re: /\b(?:(?:we|i|team)(?: have|'ve)? (?:decided|agreed|settled on|opted (?:for|to))|decision (?:is|was) (?:to|that)|let'?s go with|let us go with|(?:we|i)(?:'ll| will) (?:use|go with|switch to|adopt|stick with)\b.*\binstead of|(?:chose|choose|picked|went with|going with|opted for|settled on)\b.*\b(?:over|instead of|rather than)\b|(?:we(?:'re| are)? |i(?:'m| am) )?switch(?:ing|ed)? (?:over )?(?:to|from)\b|(?:we(?:'re| are)? )?(?:migrat(?:e|ing|ed)|mov(?:e|ing|ed)) (?:from \S+ )?(?:to|off|away from)\b|we(?:'re| are) (?:going with|replacing|dropping|standardi[sz]ing on))/i,
  },
  {
    type: 'constraint',
    // "always"/"never" only count as imperatives or with a subject that is told what to do: "the build always
    // fails" describes behaviour, "always run the build" sets a rule. Likewise "must be caused by" is a guess,
    // not a rule.
    re: /(?:(?:^|[:;—–]\s*)(?:please\s+)?(?:always|never|do not|don'?t)\b|\b(?:we|you|they|agents?|everyone|nobody|should|shall|to|and|but|must)\s+(?:always|never)\b|\bmust(?:\s+not)?\b(?!\s+(?:have\s+been|be\s+(?:caused|due|related|coming|something|why|because|what|the\s+(?:reason|cause|issue|problem))))|\bmustn'?t\b|\b(?:do not|don'?t)\b.*\bever\b|\b(?:should|shall)\s+(?:never|not)\b|\b(?:is|are)\s+(?:not allowed|forbidden|prohibited|required|mandatory)\b|\bunder no circumstances\b|\bnot allowed to\b|\brequired to\b|\bhard requirement\b|\b(?:cannot|can'?t)\s+ever\b)/i,
  },
  {
    type: 'convention',
    re: /\b(?:our convention|the convention (?:is|here)|by convention|convention is to|naming convention|we (?:always |usually |generally )?use \S+(?: \S+){0,4} (?:for|to)\b|we (?:always |usually )?(?:name|prefix|suffix|put|keep|store|write|format|follow)\b|(?:we )?prefer \S+.*\b(?:over|to|instead of)\b|name (?:files|tests|components|branches|variables|functions|modules|classes)\b|(?:files|tests|specs|components|modules|fixtures|migrations) (?:are named|go (?:in|into|under)|live (?:in|under)|belong (?:in|under))|(?:test|spec) files? (?:go|goes|live|lives|belong|belongs)|tests? (?:go|goes|live|lives|belong) (?:in|into|under)|style guide)\b/i,
  },
  {
    type: 'decision',
    re: /\b(?:instead of|(?:we|i)(?:'ll| will) (?:use|go with|adopt|stick with)|going forward|from now on)\b/i,
  },
];

/**
 * Classifies a statement by its wording alone ("we decided", "must", "I prefer", "our convention is"…).
 * Returns undefined when no cue matches: the statement carries no memory-worthy signal by itself.
 */
export function cueType(sentence: string): MemoryType | undefined {
  for (const rule of CUE_RULES) if (rule.re.test(sentence)) return rule.type;
  return undefined;
}

// "since" is temporal as often as causal; these continuations mark the temporal reading.
const TEMPORAL_SINCE_RE =
  /^(?:\d|v\d|then\b|yesterday\b|last\b|early\b|the (?:start|beginning|last|first)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;

/**
 * The "why" of a statement: the clause after "because / since / so that / due to / given that / otherwise",
 * without the cue word and trailing punctuation. Undefined when the statement gives no reason.
 */
export function reasonClause(sentence: string): string | undefined {
  const re = /\b(because(?: of)?|since|so that|due to|given that|as otherwise|otherwise)\b[,:]?\s+/gi;
  for (const m of sentence.matchAll(re)) {
    const rest = sentence.slice(m.index + m[0].length);
    if (m[1]!.toLowerCase() === 'since' && TEMPORAL_SINCE_RE.test(rest)) continue;
    const reason = trimReason(rest);
    if (reason !== '') return reason;
  }
  return undefined;
}

/** Trims whitespace and the sentence's closing punctuation from a reason clause. */
export function trimReason(text: string): string {
  return text.replace(/[\s.!;:,]+$/, '').trim();
}

/** True for words that never make a useful tag (function words and the extractors' own cue words). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}
