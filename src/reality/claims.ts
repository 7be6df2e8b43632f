import { STACK_PREDICATES, STACK_VALUES, type StackPredicate, type StackValue } from './catalog.js';

/**
 * The claim reader's version: verdicts memoised across processes (the scan cache's ranking memo) are kept
 * only while it is unchanged. Change it whenever reading changes what a text claims.
 */
export const CLAIM_READER_VERSION = 'claims.3';

/** A statement about the stack read from a memory. */
export interface StackClaim {
  predicate: StackPredicate;
  /** Catalog id, or `<runtime>@<version>` for runtime versions. */
  id: string;
  /**
   * current: the memory says the project uses it now. former: it says the project used to, or moved away
   * from it, or does not use it ("no longer", "from X to Y", "instead of X", "not X"). Only current claims
   * are checked against the code; a former claim the code still shows is not a contradiction of the memory.
   * mention: an ambiguous word with no cue ("into Fly secrets"): too weak to be a claim, but enough to show
   * the memory knows of that value.
   */
  polarity: 'current' | 'former' | 'mention';
  /** The words the claim was read from. */
  text: string;
}

// Words that tie an ambiguous product name to the predicate it would claim ("we deploy on Render" is a
// claim, "render the invoice" is not). Matched anywhere in the same clause.
const CUES: Readonly<Record<StackPredicate, RegExp>> = {
  uses_database:
    /\b(databases?|db|dbs|datastore|data store|store[sd]?|storage|persist\w*|tables?|schema|migrations?|queries|sql|orm|cache[sd]?|caching|primary|brokers?|queues?|jobs|in production)\b/,
  deployment_platform:
    /\b(deploy\w*|host\w*|ship\w*|release\w*|production|prod|staging|runs? on|running on|serverless|platform|infra\w*)\b/,
  package_manager:
    /\b(packages?|package manager|install\w*|lockfiles?|lock files?|dependenc\w+|deps|workspaces?|monorepo|builds?|build tool|built with)\b/,
  uses_framework:
    /\b(framework|built (with|on)|written (with|in)|api|server|backend|frontend|front-end|back-end|app|application|web|ui|orm|routes?|router|routing|components?|http|handlers?|endpoints?)\b/,
  test_framework: /\b(tests?|testing|tested|specs?|runner|unit|e2e|end-to-end|suites?|assertions?|mocks?)\b/,
  auth_method: /\b(auth\w*|log-?ins?|logins?|sign-?in|sign-?on|sso|identity|sessions?|users?|oauth)\b/,
  language: /\b(written in|codebase|language|code is|coded in)\b/,
  runtime_version: /\b(version|runtime|runs? on|running|upgrade\w*|pinned|on)\b/,
  linter: /\b(lint\w*|formatt?\w*|style|code style)\b/,
  ci: /\b(ci|pipelines?|workflows?|builds?|built|continuous integration|checks?)\b/,
};

// Aliases that are ordinary English or programming words: claimed only with a cue in the same clause.
const AMBIGUOUS: ReadonlySet<string> = new Set([
  'render',
  'railway',
  'fly',
  'lambda',
  'serverless',
  'bun',
  'uv',
  'next',
  'nest',
  'express',
  'echo',
  'rocket',
  'chi',
  'fiber',
  'gin',
  'standard',
  'black',
  'actions',
  'circle',
  'lucia',
  'passport',
  'go',
  'ts',
  'js',
  'rails',
  'spring',
  'elastic',
  'dynamo',
  'pg',
  'psql',
  'ecs',
  'helm',
  'bundle',
  'bundler',
  'cargo',
  'composer',
  'maven',
  'gradle',
  'poetry',
  'remix',
  'koa',
  'hono',
  'vue',
  'react',
  'svelte',
  'angular',
  'clerk',
  'travis',
  'jenkins',
  'ruby',
  'python',
  'java',
  'kotlin',
  'rust',
  'php',
  'minitest',
  'unittest',
  'mocha',
  'ava',
  'oracle',
  'gitlab',
  'gha',
  'gae',
  'drizzle',
  'devise',
  'flask',
  'sinatra',
  'nuxt',
  'fargate',
  'pip',
  'firestore',
  'typescript',
  'javascript',
  'golang',
  'app engine',
  'cloud run',
  'playwright',
  'cypress',
  'biome',
  'mongo',
  'redis',
  'memcached',
  'nest',
  'node:test',
  'node test runner',
  'node --test',
  'spring boot',
  'react native',
  'wrangler',
]);

// Words that put what follows them in the past or out of use, within a few words.
const FORMER_BEFORE =
  /\b(no longer|not|never|don'?t|doesn'?t|didn'?t|won'?t|stopped|dropped|removed|retired|deprecated|abandoned|ditched|replaced|instead of|rather than|over|away from|off of|off|from|used to|formerly|previously|originally|initially|at first|first|started out|started|was|were|had|moved|migrated|switched|old|older|previous|former)\b[^.;,]{0,40}$/;
// …and words after a value that do the same ("Terraform is no longer used", "MongoDB was replaced").
const FORMER_AFTER =
  /^[^.;,]{0,25}\b(is|are|was|were|has been|have been|got|gets)\s+(no longer|not|gone|dropped|removed|replaced|retired|deprecated|phased out|abandoned)\b/;
// A value that is the target of a change stays current even after "no longer" or "from X":
// "moved from X to Y", "we switched to Y", "in favour of Y".
const TARGET_BEFORE =
  /(\b(moved?|moving|migrat\w*|switch\w*|went|go(?:ne)?|chang\w*|transition\w*|port\w*|upgrad\w*)\b[^.;]{0,40}\b(to|onto|into)|\bfrom\b[^.;]{0,40}\bto|\b(in favou?r of|instead|now|currently|today|chose|choose|picked|adopted))\s+(the\s+)?$/;
// Questions, plans and hypotheticals claim nothing about the present.
const HYPOTHETICAL =
  /\?|\b(if we|if you|should we|could we|would|might|maybe|perhaps|consider\w*|evaluat\w*|propos\w*|plan(ning|s)? to|want to|going to|will (move|migrate|switch)|thinking about|trial|experiment\w*|spike)\b/;

interface AliasEntry {
  alias: string;
  value: StackValue;
}

// Longest aliases first, so "react native" wins over "react" and "sql server" over "sql".
const ALIASES: readonly AliasEntry[] = STACK_VALUES.flatMap((value) =>
  [...new Set(value.aliases)].map((alias) => ({
    alias,
    value,
  })),
).sort((a, b) => b.alias.length - a.alias.length);

// Aliases by their first word, longest first: a clause is walked word by word and only the aliases that
// start with that word are tried (readClaims runs for every memory a packet considers; one regex per alias,
// or one alternation of them all, costs ~0.1 ms a memory).
const BY_FIRST_WORD = new Map<string, AliasEntry[]>();
for (const e of ALIASES) {
  const first = /^\w+/.exec(e.alias)?.[0];
  if (!first) continue;
  const list = BY_FIRST_WORD.get(first) ?? [];
  if (!list.some((x) => x.alias === e.alias)) list.push(e);
  BY_FIRST_WORD.set(first, list);
}

const WORD_CHAR = /[\w-]/;

/** The alias occurrences in a clause, whole-word, the longest at each position, never overlapping. */
function aliasHits(clause: string): { start: number; entry: AliasEntry }[] {
  const hits: { start: number; entry: AliasEntry }[] = [];
  let after = 0;
  for (const m of clause.matchAll(/\w+/g)) {
    const start = m.index;
    if (start < after) continue;
    const list = BY_FIRST_WORD.get(m[0]);
    if (!list) continue;
    const prev = clause[start - 1] ?? ' ';
    if (/[\w.-]/.test(prev)) continue;
    for (const entry of list) {
      const end = start + entry.alias.length;
      if (!clause.startsWith(entry.alias, start)) continue;
      const next = clause[end] ?? ' ';
      if (WORD_CHAR.test(next) || (next === '.' && /\w/.test(clause[end + 1] ?? ' '))) continue;
      hits.push({ start, entry });
      after = end;
      break;
    }
  }
  return hits;
}

const RUNTIMES: Readonly<Record<string, string>> = {
  node: 'node',
  'node.js': 'node',
  nodejs: 'node',
  python: 'python',
  ruby: 'ruby',
  go: 'go',
  golang: 'go',
  java: 'java',
  php: 'php',
  rust: 'rust',
};

function clauses(text: string): string[] {
  // Clauses, not sentences: "we use Postgres; MySQL was dropped" holds one current and one former claim.
  return text
    .toLowerCase()
    .split(/(?<=[.!?;])\s+|\n+|;\s*|\s+(?:but|whereas|while|although)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

// A clause told in the past ("the Heroku bill was too high, so we left", "review apps were nice") is
// history, not a claim about today, unless the value is where something went ("…was moved to Postgres").
const PAST_CLAUSE = /\b(was|were|had been|used to|left|ditched|dropped)\b/;

function polarityAt(clause: string, start: number, end: number): StackClaim['polarity'] {
  const before = clause.slice(Math.max(0, start - 60), start);
  const after = clause.slice(end, end + 40);
  if (FORMER_AFTER.test(after)) return 'former';
  if (TARGET_BEFORE.test(before)) return 'current';
  // "from X to Y": X is the old value even when a target cue follows it.
  if (/\bfrom\s+(the\s+)?$/.test(before)) return 'former';
  if (FORMER_BEFORE.test(before)) return 'former';
  return PAST_CLAUSE.test(clause) ? 'former' : 'current';
}

// Whose stack a clause speaks of. The nearest subject before a value decides: the project's own ("we", "our
// API", "the app") or someone else's, named as the subject of a verb ("our customers deploy…", "the
// client's team uses…", "upstream uses…", "their app runs on…"). Someone else's stack says nothing about
// this repository, so such a value is only a mention. Third parties need their verb: "we store customers in
// MySQL" is about us.
const SELF_SUBJECT =
  /\b(?:we|we're|we've|us|i|our (?:app|apps|service|services|api|backend|frontend|project|repo|repository|codebase|code|stack|team|infra|infrastructure|production|site|website|server|servers|monorepo|product|platform)|(?:this|the) (?:app|project|codebase|repo|repository|service|backend|frontend|api|server|site|monorepo))\b/g;
// Bare "client" is often this project's own front end ("the client uses React"): only its plural or
// possessive names someone else.
const THIRD_PARTY =
  'customers?|clients|users?|partners?|vendors?|integrators?|upstream|downstream|third[- ]part(?:y|ies)|other teams?|someone else|competitors?';
const POSSESSOR = String.raw`(?:(?:customer|client|user|partner|vendor)s?['’]s?|their|(?!(?:our|its|app|project|repo|service|backend|frontend|api|codebase|monorepo|server|site)['’])[a-z0-9-]+['’]s (?:team|stack|infra\w*|setup|side|company|org))`;
const ADVERBS = String.raw`(?:(?:mostly|still|all|often|usually|typically|generally|also|now|already|just|only)\s+){0,2}`;
// "Their <thing>" is someone else's wherever it stands ("run their scripts with yarn").
const FOREIGN_SUBJECT = new RegExp(
  String.raw`\b(?:${THIRD_PARTY}|${POSSESSOR}(?:\s+[a-z0-9-]+)?)\s+${ADVERBS}(?:use[sd]?|using|deploy\w*|run|runs|running|host|hosts|hosting|ship|ships|shipping|build|builds|install\w*|prefers?|rel(?:y|ies) on|stay\w*|stick\w*|(?:is|are) (?:${ADVERBS})on)\b|\btheir\s+[a-z0-9-]+`,
  'g',
);
// The app's own users and customers log in: for authentication only someone else's team or setup counts.
const AUTH_FOREIGN = new RegExp(
  String.raw`\b(?:upstream|downstream|third[- ]part(?:y|ies)|other teams?|someone else|competitors?|${POSSESSOR}(?:\s+[a-z0-9-]+)?)\s+${ADVERBS}(?:use[sd]?|using|run|runs|rel(?:y|ies) on)\b`,
  'g',
);

function lastIndexOf(re: RegExp, text: string): number {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
}

/** Whether the value at `start` is someone else's stack (a customer's, a client's, upstream's). */
function aboutSomeoneElse(clause: string, start: number, predicate: StackPredicate): boolean {
  const before = clause.slice(0, start);
  const foreign = lastIndexOf(predicate === 'auth_method' ? AUTH_FOREIGN : FOREIGN_SUBJECT, before);
  return foreign >= 0 && foreign > lastIndexOf(SELF_SUBJECT, before);
}

// A floor ("Node 18 or newer", "at least Python 3.9") is compatible with any later pin: not a pin claim.
const FLOOR_BEFORE = /\b(at least|minimum|min\.?|no older than|>=?)\s*$/;
const FLOOR_AFTER = /^\s*(\+|(and|or)\s+(newer|later|above|up|higher)\b|is the minimum|minimum\b|at least\b)/;

/**
 * Reads the stack claims a free-text memory makes. Precision over recall: an ambiguous word (Render,
 * Rails, Go) needs a cue of its predicate in the same clause, and a question or plan claims nothing. A
 * claim it does not read stays "unknown", which costs nothing; a claim it misreads could mark a true
 * memory as contradicted.
 */
export function readClaims(text: string): StackClaim[] {
  const out: StackClaim[] = [];
  const seen = new Set<string>();
  for (const clause of clauses(text)) {
    if (HYPOTHETICAL.test(clause)) continue;
    // Longest aliases first, as their order decides which claim a verdict reports first.
    const hits = aliasHits(clause).sort(
      (a, b) => b.entry.alias.length - a.entry.alias.length || a.start - b.start,
    );
    for (const { start, entry } of hits) {
      const { alias, value } = entry;
      const end = start + alias.length;
      const polarity =
        (AMBIGUOUS.has(alias) && !CUES[value.predicate].test(clause)) ||
        aboutSomeoneElse(clause, start, value.predicate)
          ? 'mention'
          : polarityAt(clause, start, end);
      const key = `${value.predicate}:${value.id}:${polarity}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ predicate: value.predicate, id: value.id, polarity, text: clause });
    }
    for (const m of clause.matchAll(
      /\b(node\.js|nodejs|node|python|ruby|golang|go|java|php|rust)\s+v?(\d+(?:\.\d+)?)(?:\.\d+)?\b/g,
    )) {
      const runtime = RUNTIMES[m[1] ?? ''];
      if (!runtime || !m[2]) continue;
      const major =
        runtime === 'go' || runtime === 'python' || runtime === 'ruby' ? m[2] : (m[2].split('.')[0] ?? m[2]);
      const start = m.index ?? 0;
      const tail = clause.slice(start + m[0].length, start + m[0].length + 30);
      if (FLOOR_BEFORE.test(clause.slice(Math.max(0, start - 20), start)) || FLOOR_AFTER.test(tail)) continue;
      const polarity = aboutSomeoneElse(clause, start, 'runtime_version')
        ? 'mention'
        : polarityAt(clause, start, start + m[0].length);
      const key = `runtime_version:${runtime}@${major}:${polarity}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ predicate: 'runtime_version', id: `${runtime}@${major}`, polarity, text: clause });
    }
  }
  return out;
}

// Predicates people write in `--fact` triples for the same things.
const PREDICATE_SYNONYMS: Readonly<Record<string, StackPredicate>> = {
  database: 'uses_database',
  db: 'uses_database',
  primary_database: 'uses_database',
  deploys_to: 'deployment_platform',
  deployed_on: 'deployment_platform',
  hosting: 'deployment_platform',
  hosted_on: 'deployment_platform',
  deploy_target: 'deployment_platform',
  framework: 'uses_framework',
  test_runner: 'test_framework',
  tests_with: 'test_framework',
  auth: 'auth_method',
  uses_language: 'language',
  node_version: 'runtime_version',
  python_version: 'runtime_version',
  ci_system: 'ci',
  formatter: 'linter',
};

/** The stack predicate a fact predicate names, if any. */
export function stackPredicateOf(predicate: string): StackPredicate | undefined {
  const p = predicate.toLowerCase();
  if ((STACK_PREDICATES as readonly string[]).includes(p)) return p as StackPredicate;
  return PREDICATE_SYNONYMS[p];
}

const FOREIGN_FACT_SUBJECT = new RegExp(
  String.raw`^(?:(?:the|our|a|an|some|most)\s+)?(?:(?:${THIRD_PARTY})|(?:${POSSESSOR})(?:\s.*)?)$`,
);

/**
 * The claim of a structured fact (`app | deployment_platform | Fly.io`), or null when its predicate is not
 * a stack predicate or its object is not a value the catalog knows.
 */
export function claimOfFact(fact: { subject: string; predicate: string; object: string }): StackClaim | null {
  const predicate = stackPredicateOf(fact.predicate);
  if (!predicate) return null;
  // `customers | deployment_platform | Vercel` is a fact about someone else's stack.
  if (FOREIGN_FACT_SUBJECT.test(fact.subject.toLowerCase().trim())) return null;
  const object = fact.object.toLowerCase().trim();
  const text = `${fact.subject} ${fact.predicate} ${fact.object}`;
  if (predicate === 'runtime_version') {
    const m = /^(?:(node\.js|nodejs|node|python|ruby|golang|go|java|php|rust)\s*)?v?(\d+(?:\.\d+)?)/.exec(
      object,
    );
    const runtime = RUNTIMES[m?.[1] ?? fact.subject.toLowerCase().trim()];
    if (!m?.[2] || !runtime) return null;
    const major =
      runtime === 'go' || runtime === 'python' || runtime === 'ruby' ? m[2] : (m[2].split('.')[0] ?? m[2]);
    return { predicate, id: `${runtime}@${major}`, polarity: 'current', text };
  }
  for (const { alias, value } of ALIASES) {
    if (value.predicate !== predicate) continue;
    if (object === alias || object.startsWith(`${alias} `) || object.startsWith(`${alias}(`)) {
      return { predicate, id: value.id, polarity: 'current', text };
    }
  }
  return null;
}
