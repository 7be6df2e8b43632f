import { queryTokens, STOPWORDS, stem } from '../core/tokenize.js';
import type { MemoryType } from '../core/types.js';
import { type DateSpan, queryDates } from './dates.js';
import { TASK_WORDS } from './task-words.js';

export { isAcknowledgement } from './acknowledgement.js';

/** A query prepared for retrieval and scoring. */
export interface AnalyzedQuery {
  text: string;
  tokens: string[];
  /** FTS5 MATCH expression (OR of quoted tokens), or null when nothing is searchable. */
  match: string | null;
  names: string[];
  typeHints: MemoryType[];
  /** Dated spans the query names ("in March 2024", "on 2024-03-05"). */
  dates: DateSpan[];
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

// Question framing that names no topic: "what kind of X" asks about X. Only the framing word goes.
const FRAMING_RE = /\b(what|which)(\s+)(kinds?|types?|sorts?)(\s+of)\b/gi;
// Contractions of a pronoun, determiner or `let` (that's, I'm, you've, let's, it'll). Apostrophes are dropped
// by the tokenizer, so they would reach the index as non-words (`thats`, `im`, `ive`) and match only noise.
// Possessives of names (`Alice's`) are not touched.
const CONTRACTION_RE =
  /(?<![\p{L}\p{N}])(?:i|you|we|they|he|she|it|that|this|there|here|what|who|where|when|how|let)['’ʼ](?:s|m|re|ve|ll|d)(?![\p{L}\p{N}])/giu;

/**
 * Irregular English verbs whose forms Porter stemming does not bring together (`chose` / `choose`,
 * `went` / `go`). A query word in any form also searches the others, so a question in the present finds a
 * memory written in the past.
 */
const IRREGULAR_VERBS = [
  'arise arose arisen',
  'become became',
  'begin began begun',
  'break broke broken',
  'bring brought',
  'build built',
  'buy bought',
  'catch caught',
  'choose chose chosen',
  'come came',
  'draw drew drawn',
  'drink drank drunk',
  'drive drove driven',
  'eat ate eaten',
  'fall fell fallen',
  'feel felt',
  'fight fought',
  'find found',
  'fly flew flown',
  'forget forgot forgotten',
  'freeze froze frozen',
  'get got gotten',
  'give gave given',
  'go went gone',
  'grow grew grown',
  'hang hung',
  'hear heard',
  'hide hid hidden',
  'hold held',
  'keep kept',
  'know knew known',
  'lead led',
  'leave left',
  'lend lent',
  'lose lost',
  'make made',
  'mean meant',
  'meet met',
  'pay paid',
  'ride rode ridden',
  'ring rang rung',
  'rise rose risen',
  'run ran',
  'say said',
  'see saw seen',
  'seek sought',
  'sell sold',
  'send sent',
  'shake shook shaken',
  'shoot shot',
  'show showed shown',
  'sing sang sung',
  'sink sank sunk',
  'sit sat',
  'sleep slept',
  'speak spoke spoken',
  'spend spent',
  'stand stood',
  'steal stole stolen',
  'stick stuck',
  'strike struck',
  'swim swam swum',
  'take took taken',
  'teach taught',
  'tear tore torn',
  'tell told',
  'think thought',
  'throw threw thrown',
  'understand understood',
  'wake woke woken',
  'wear wore worn',
  'win won',
  'write wrote written',
];

/**
 * Short forms developers write for the same word in any project (`db` / `database`, `k8s` / `kubernetes`,
 * `pg` / `postgres`), one word per line. Only pairs whose stems cannot mean something else: `prod` is left
 * out (Porter makes `production` `product`), and so are `res`, `perf` and `dev`.
 */
const SHORT_FORMS = [
  'db database',
  'repo repository',
  'config configuration',
  'auth authentication',
  'env environment',
  'k8s kubernetes',
  'dep deps dependency',
  'doc docs documentation',
  'arg argument',
  'app application',
  'dir directory',
  'msg message',
  'pkg package',
  'lib library',
  'err error',
  'req request',
  'ctx context',
  'ts typescript',
  'js javascript',
  'py python',
  'tf terraform',
  'gh github',
  'cred credential',
  'param parameter',
  'var variable',
  'pg postgres postgresql psql',
  'mongo mongodb',
  'e2e end-to-end',
  // Data, code and infrastructure shorthand (`fct_orders` is a fact table, `dim_customers` a dimension).
  'fct fact',
  'dim dimension',
  'stg staging',
  'tx txn transaction',
  'impl implementation',
  'fn func function',
  'util utils utility',
  'infra infrastructure',
  'org organization organisation',
  'acct account',
  'addr address',
  'attr attribute',
  'img image',
  'btn button',
  'nav navigation',
  'pref prefs preference',
  'notif notification',
  'perm perms permission',
  'authz authorization authorisation',
  'a11y accessibility',
  'i18n internationalization internationalisation',
  // Words developers use for one thing (`sign in` is written `signin`/`sign-in`).
  'login signin logon',
  // "who owns the fraud service?" asks for its owners ("own" alone is a stopword: only the verb reaches here).
  'own owner ownership',
  'signup registration',
  'endpoint route',
  'lookahead lookaround lookbehind',
  // ISO 4217 codes name a currency: "can we accept CHF?" is about the currencies the project takes.
  'currency usd eur gbp chf jpy cad aud nzd sek nok dkk pln czk huf inr cny brl mxn',
];

/** Index term → the index terms of its other forms (irregular verbs, short forms), each list without it. */
const TERM_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  const link = (terms: string[]): void => {
    for (const t of terms) out.set(t, [...new Set([...(out.get(t) ?? []), ...terms.filter((x) => x !== t)])]);
  };
  for (const line of IRREGULAR_VERBS) {
    link([
      ...new Set(
        line
          .split(' ')
          .filter((w) => !STOPWORDS.has(w))
          .map(stem),
      ),
    ]);
  }
  // The first token is the whole word (`end-to-end` → `endtoend`), as the index holds it.
  for (const line of SHORT_FORMS) {
    link([...new Set(line.split(' ').map((w) => queryTokens(w)[0] ?? stem(w)))]);
  }
  return out;
})();

/** The other index terms that say the same as `term` (`db` → `databas`; `chose` → `choos`, `chosen`). */
export function termForms(term: string): readonly string[] {
  return TERM_FORMS.get(term) ?? [];
}

/**
 * Query tokens: the tokens of the text without question framing or pronoun contractions, followed by the
 * other forms of the irregular verbs and short forms among them (each token once).
 */
export function searchTokens(text: string): string[] {
  const cleaned = text.replace(FRAMING_RE, '$1$2$4').replace(CONTRACTION_RE, ' ');
  const tokens = queryTokens(cleaned);
  const seen = new Set(tokens);
  const extra: string[] = [];
  for (const t of tokens) {
    for (const v of termForms(t)) {
      if (seen.has(v)) continue;
      seen.add(v);
      extra.push(v);
    }
  }
  return extra.length > 0 ? [...tokens, ...extra] : tokens;
}

/** Tokenizes a query, builds its FTS expression and reads the cues the scorer uses. */
export function analyzeQuery(text: string): AnalyzedQuery {
  const tokens = searchTokens(text);
  // `@src/a.ts` (a Claude Code or Cursor file mention) names `src/a.ts`.
  const names = [...new Set((text.match(NAME_RE) ?? []).map((n) => n.replace(/^@/, '').toLowerCase()))];
  const typeHints = TYPE_CUES.filter(([re]) => re.test(text)).map(([, t]) => t);
  return {
    text: text.toLowerCase(),
    tokens,
    match: toMatch(tokens),
    names,
    typeHints,
    dates: queryDates(text),
  };
}

/** An FTS5 expression that matches any of the tokens; quoting makes every token a literal. */
export function toMatch(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}

// Extensions of files people name in prompts without a folder (`fix invoice.ts`). With a folder any extension
// counts; without one, a dotted word is only a file name if its extension is a known one (`spool.recall` is
// code, `package.json` is a file).
const FILE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs json jsonc md mdx mdc py pyi rb go rs java kt kts scala swift m mm c h cc cpp ' +
    'hpp cs fs php ex exs erl hrl dart lua r pl sh bash zsh fish ps1 sql graphql gql proto prisma tf tfvars hcl ' +
    'yml yaml toml ini cfg conf env lock xml html htm css scss sass less vue svelte astro txt csv gradle ' +
    'properties dockerfile mk cmake ipynb'
  ).split(' '),
);
// A candidate mention: a run of path characters, optionally after `@`.
const MENTION_RE = /(?<![\w@/.-])@?(?:\.{1,2}\/)?[\w.-]*(?:\/[\w.[\]-]+)*\/?[\w.[\]-]*/g;
/** At most this many files are read from one prompt. */
const MAX_MENTIONS = 16;

/** A prompt split into the files it names and the rest of its text. */
interface Mentions {
  files: string[];
  /** The text without URLs, line numbers and the file mentions themselves. */
  rest: string;
}

function scanMentions(text: string): Mentions {
  const files: string[] = [];
  const cleaned = text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')
    .replace(/(:\d+(?::\d+)?|#L\d+(?:-L?\d+)?)(?=$|[\s,;)])/g, '');
  const rest = cleaned.replace(MENTION_RE, (whole) => {
    if (whole.length < 2 || files.length >= MAX_MENTIONS) return whole;
    const at = whole.startsWith('@');
    let raw = whole.replace(/^@/, '').replace(/[.-]+$/, '');
    if (raw.startsWith('./')) raw = raw.slice(2);
    if (raw === '' || raw.startsWith('../') || /^[\d.]+$/.test(raw)) return whole;
    const base = raw.slice(raw.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
    const isFile = raw.includes('/')
      ? at || raw.endsWith('/') || (ext !== '' && /[a-z]/i.test(ext))
      : (at && /[a-z]/i.test(raw)) || FILE_EXTENSIONS.has(ext) || /^\.[a-z][\w-]*$/i.test(base);
    if (!isFile) return whole;
    const path = raw.replace(/\/+$/, '');
    if (path !== '' && !files.includes(path)) files.push(path);
    return ' ';
  });
  return { files, rest };
}

/**
 * Files a prompt names: `@file` mentions (Claude Code, Cursor) and paths (`src/billing/invoice.ts`,
 * `./scripts/x.sh`, `package.json`, `src/db/`), as written, without a leading `@` or `./`, a trailing line
 * number (`a.ts:42`, `a.ts#L42`) or punctuation. URLs, versions (`1.2.3`), dotted code names
 * (`spool.recall`), routes (`/v1/users`) and slashed words (`read/write`) are not files.
 */
export function fileMentions(text: string): string[] {
  return scanMentions(text).files;
}

/**
 * The terms of a prompt that say what it is about: its query tokens without task words ("fix", "add"…) and
 * without the files and URLs it names (files are matched as files, not as words).
 */
export function topicTokens(text: string): string[] {
  return queryTokens(scanMentions(text).rest.replace(ADVERB_STILL, '$1')).filter((t) => !TASK_WORDS.has(t));
}

/**
 * "still" as an adverb: after a form of be/do/have or a subject pronoun, or opening the prompt ("are we still on
 * prisma?", "do we still need the cron?", "still using jest?"). It asks whether something holds now and names
 * nothing; the noun ("the spirit still", "a pot still") is left as it is.
 */
const ADVERB_STILL =
  /(^|\b(?:am|are|is|was|were|be|been|do|does|did|have|has|had|we|you|they|it|i|he|she|this|that|and|but|or|not)\s+)still\b/gi;

// Verbs of a creation task: what follows names the thing made ("add a migration", "write tests for…").
const CREATE_VERBS: ReadonlySet<string> = new Set(
  'add write create implement build generate introduce define set'.split(' '),
);
// Words between the verb and its noun phrase that say nothing about the thing.
const PHRASE_OPENERS: ReadonlySet<string> = new Set(
  'a an the some new another up more few couple of'.split(' '),
);
const MAX_PHRASE_WORDS = 5;

/**
 * The kind of thing a creation task makes: the head of the noun phrase after its verb ("write a migration that
 * renames…" → `migrat`, "add a nullable gift_message field to Order" → `field`, "add the serde_yaml crate" →
 * `crate`), as a topic term; undefined when the prompt asks to make nothing. The project's conventions and
 * constraints about that kind of thing govern the task even though the word is common in the project.
 */
export function taskArtifact(text: string): string | undefined {
  const words = scanMentions(text)
    .rest.toLowerCase()
    .split(/[^\p{L}\p{N}_'-]+/u)
    .filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    if (!CREATE_VERBS.has(words[i] ?? '')) continue;
    let j = i + 1;
    while (j < words.length && PHRASE_OPENERS.has(words[j] ?? '')) j++;
    let head: string | undefined;
    // The phrase ends at the first function word ("for", "to", "that", "in"…); its last content word is the head.
    for (let k = j; k < words.length && k < j + MAX_PHRASE_WORDS; k++) {
      const w = words[k] ?? '';
      if (STOPWORDS.has(w) || CREATE_VERBS.has(w)) break;
      const t = queryTokens(w).filter((x) => !TASK_WORDS.has(x));
      if (t.length > 0) head = t[t.length - 1];
    }
    if (head !== undefined) return head;
  }
  return undefined;
}

// A question about the language or a library in general, or an edit of the code at hand that names nothing of
// the project: "whats the difference between IEnumerable and IQueryable", "what does ConfigureAwait(false)
// actually do", "rename tmp and x2 in this loop to something readable", "explain what this lifetime error means".
const GENERAL_QUESTION_RE =
  /^(?:(?:can you |pls |please )?(?:what(?:'?s| is| are) the difference between|difference between)\b|what does \S+(?: \S+)? (?:actually |really |even )?(?:do|mean)\b|(?:can you |pls |please )?explain what this\b)/i;
// The same question in the languages of the team's chat ("wat is het verschil tussen memory en calldata",
// "was ist der Unterschied zwischen…", "quelle est la différence entre…").
const FOREIGN_DIFFERENCE_RE =
  /^¿?\s*(?:wat is het verschil tussen|was ist der unterschied zwischen|wo ist der unterschied zwischen|quelle est la diff[ée]rence entre|c['’]est quoi la diff(?:[ée]rence)? entre|qual (?:[ée] )?a diferen[çc]a entre|che differenza c['’]?[èe] tra|mi a k[üu]l[öo]nbs[ée]g|mis vahe on|ano(?:ng)? (?:pinagkaiba|difference) ng|מה ההבדל בין|ما الفرق بين|cu[áa]l es la diferencia entre|(?:qu[ée] )?diferencia (?:hay )?entre|(?:quina )?difer[èe]ncia (?:hi ha )?entre|qual [èe] la differenza tra|differenza tra|diferen[çc]a entre|ce diferen[țţt][ăa] (?:e|este) [îi]ntre|diferen[țţt]a dintre|razlik\p{L}* izme[đd]u|(?:kak[šs]na je )?razlika med|(?:k[āa]da ir )?at[šs][ķk]ir[īi]ba starp|jaka jest r[óo][żz]nica mi[ęe]dzy|(?:cili [ëe]sht[ëe] )?ndryshimi (?:midis|mes|nd[ëe]rmjet)|hver er munurinn [áa]|x['’]?inhi\s+(?:id-|d-)differenza\s+bejn|(?:id-)?differenza\s+bejn)(?![\p{L}])/iu;
// A tool chore that needs nothing of the project: "git: squash my last 4 commits into one", "bash one-liner to
// count lines of solidity under contracts/src", "regex in typescript to check a 0x address", "convert 0x1bc1…
// to decimal".
const TOOL_CHORE_RE =
  /^(?:git\s*:?\s+(?:squash|rebase|undo|revert|amend|stash|cherry-pick|reset|unstage|rename (?:a |my )?branch)|how (?:do|can) i (?:squash|rebase|undo|amend|cherry-pick|stash|use git \w+)\b|¿?\s*(?:c[óo]mo (?:hago|puedo|se hace)|como (?:fa[çc]o|fazer)|comment (?:faire|je fais)|wie (?:kann ich|mache ich)|jak (?:zrobi[ćc]|ud[ěe]lat)|як зробити|как сделать|πώς κάνω|kako (?:da )?napravim|hoe (?:doe|kan) ik|kuidas|si (?:ta |t['’]i )?b[ëe]j|hvernig)\s[^?\n]{0,40}?(?:rebase|squash|cherry-pick|stash|amend|reflog)|git\s*怎么|c[óo]mo (?:uso|se usa|hago) (?:un )?git\b|kako (?:naredim )?(?:squash|rebase|cherry-pick|amend|stash)[a-zčšž]*|(?:\S+\s+){0,3}git (?:bisect|reflog)\b|(?:rebase|merge) or (?:rebase|merge)\b|(?:a |write (?:me )?(?:a )?)?(?:bash|shell|zsh|powershell|awk|sed|jq|grep|find) (?:one-?liner|command|snippet)\b|(?:a |write (?:me )?(?:a )?)?(?:regex|regexp|regular expression)\b[^.?]{0,40}\bto (?:check|match|validate|test|find|extract)\b|convert \S+ (?:to|into) (?:decimal|hex|hexadecimal|binary|base64|utc|unix time|epoch|json|yaml)\b)/i;
// Git's verbs and its "commit" are borrowed by every language, inflected its own way ("wie squashe ich die letzten drei
// Commits?", "kako squashnem zadnje 3 commite?", "git-ში ბოლო 3 commit როგორ გავაერთიანო?", "git e last commit undo korbo
// kivabe?"): a short question about commits that names git (not GitHub) or one of its verbs is about git, not the project —
// unless it names a branch, file or version of the project ("can I squash commits on release/v1.4…").
const GIT_VERB_RE =
  /(?<![\p{L}\p{N}])(?:git(?![a-z])|(?:squash|rebas|cherry-?pick|stash|amend|reflog|bisect)\p{L}*)/iu;
const COMMIT_RE = /commit|коміт|коммит/iu;
const GIT_CHORE_MAX_WORDS = 14;

/** Whether a short prompt asks how to do something to commits with git, in any language (see GIT_VERB_RE). */
function isGitChore(t: string): boolean {
  return (
    GIT_VERB_RE.test(t) &&
    COMMIT_RE.test(t) &&
    t.split(/\s+/).length <= GIT_CHORE_MAX_WORDS &&
    !/[\w-]+\/[\w.-]|\d\.\d|\.\w{1,5}\b/.test(t)
  );
}

// Asking for knowledge or a snippet that needs nothing of the project, in any wording: "explain DerivingVia in one
// paragraph", "whats the actual difference between Arc<Mutex<T>> and Arc<RwLock<T>>", "what does [[likely]]
// actually change in codegen", "when is transduce actually faster than …", "is `sealed interface` or `sealed
// class` better…", "bash one-liner to…", "fix the typo in the footer", "turn this promise chain into
// async/await", "translate "Merci pour votre commande" to Arabic",
// "how do i debounce an input in vue 3", "Promise.allSettled vs Promise.all", a question saying "in general" anywhere,
// and the same asks in the team's other languages ("Erklär mir kurz…", "¿qué significa…", "objasni mi…", "jelasin…").
const GENERAL_ASK_RE =
  /^(?:(?:quick|ok|hey|pls|please|can you|could you|in js|in c\+\+|kotlin|elm)\s*[:,]?\s+)*(?:explain\b|erkl[äa]r\p{L}*|expl[ií]ca\p{L}*|expli(?:que|quez)\b|spiega\p{L}*|wyja[śs]nij\b|objasni\p{L}*|razlo[žz]i\p{L}*|(?:iz|pa)skaidro\p{L}*|selgita\p{L}*|shpjego\p{L}*|explic[ăa]\p{L}*|jelas(?:in|kan)\b|vysv[ěe]tli\p{L}*|spjega\p{L}*|a[çc][ıi]kla\p{L}*|selit[äa]\p{L}*|f[öo]rklara\b|leg (?:me )?uit\b|what(?:'?s| is| are)? (?:the )?(?:actual |real )?difference\b|whats the (?:actual |real )?difference\b|what (?:does|do) [^?\n]{1,60}? (?:actually |really |even |exactly )?(?:do|mean|change|give me)\b|when (?:is|would|should|does)\b[^?\n]{0,80}\b(?:better|faster|pick|choose|win)\b|[^?\n]*?(?<![\p{L}])(?:in general|generally speaking|general-?aa|generalno|u general|în general|in generale|en g[ée]n[ée]ral|im allgemeinen|secara umum|genel olarak|en general|na splo[šs]no|visp[āa]r[īi]gi|[üu]ldiselt|n[ëe] p[ëe]rgjith[ëe]si|almennt|b['’]mod\s+[ġg]enerali)(?![\p{L}])|[^?\n]{1,80}?\s(?:fark[ıi](?: nedir)?|difference kya hai|parthokko ki)\s*\??\s*$|is [^?\n]{1,40} or [^?\n]{1,40} better\b|(?:write (?:me )?(?:a )?)?(?:bash|shell|python|powershell)\s+(?:one[- ]?liner|command)\b|(?:fix (?:the )?)?typo\b|(?:convert|turn|rewrite)\s+this\b|translate\s+["'“]|how does (?:the )?[^?\n]{1,30}? (?:algorithm|handshake|protocol) work\b|c[óo]mo funciona el algoritmo\b|(?:\p{L}+ (?:me |un |una |a )?)?\.gitignore gen[ée]ric|c[óo]mo (?:hago|uso|se hace|se usa|puedo)\b[^?\n]{1,60}\ben (?:ruby|rails|active ?record|python|java|kotlin|go|typescript|javascript|js|ts|php|sql|bash|react|vue|django|laravel)\b|write a (?:haiku|poem|limerick)\b|(?:what(?:'?s| is) the )?(?:time|space) complexity of\b|write (?:me )?an? (?:generic|reusable)\b|kif\s+n\p{L}+\b[^?\n]{1,60}\bfil-(?:kotlin|java|python|go|rust|typescript|javascript|sql|bash)\b|\w+ \w+ vs\.? \w+ \w+\s*(?:[—–?]|$)|how (?:do|can) (?:i|you|we)\b[^?\n]{1,60}\bin (?:python|java|kotlin|swift|c\+\+|c#|rust|go|typescript|javascript|js|ts|php|ruby|elixir|scala|vue(?: \d)?|react|bash|sql|ggplot2?)\b|[`'"]?[\w.$<>:@-]+(?:\(\))?[`'"]? vs\.? [`'"]?[\w.$<>:@-]+(?:\(\))?[`'"]?(?:[,?]|\s*$)|¿?qu[ée] (?:significa|hace|es)\b|o que (?:faz|é|significa)\b|hoe werkt\b|was (?:macht|bedeutet)\b|jak w\b)/iu;
const CODE_AT_HAND_RE =
  /^(?:(?:pls|please|can you|could you)\s+)?(?:(?:convert|turn|rewrite|sort|format)\s+this\b|summari[sz]e\s+(?:this|the)\s+(?:diff|pr|change|commit|patch)\b|explain this (?:regex|regexp|snippet|one-?liner|expression)\b|tradu\p{L}*\s+(?:al?|en|ao|in|în|na|ke|u)\s+\p{L}+\s*:|(?:tolong\s+)?translate\s+(?:this\s+)?(?:to|into|ke)\s+\p{L}+\s*:)/iu;
// "regex for a german IBAN?", "write a regex that validates E.164 phone numbers": a short ask for a pattern. A
// longer one names the project's own thing ("…for the postcode field in the address form, we ship to NL BE and DE").
const REGEX_ASK_RE =
  /^(?:(?:pls|please|can you|could you)\s+)?(?:write (?:me )?(?:a )?)?(?:regex|regexp|regular expression)\b/i;
const REGEX_ASK_MAX_WORDS = 14;
// "ok that fixed it, thx", "thanks, that fixed it": the person reports back; nothing to look up.
const FIXED_IT_RE =
  /^(?:(?:ok|okay|thanks|thx|ty|great|nice|cool)[,!. ]+)*(?:that|it) (?:fixed|solved|did) it\b/i;
const LOCAL_EDIT_RE =
  /^(?:can you |pls |please )?(?:rename|sort|reformat|format|reindent|tidy|clean up|add (?:a )?(?:docstring|comments?) to)\b.*\bthis (?:loop|function|func|fn|closure|method|file|variable|class|block|line|snippet|component)\b/i;

// "apa itu Jaro-Winkler distance?", "vad betyder N+1-problem?", "hur funkar frozen_string_literal?", "ce înseamnă
// HTTP 409?", "kako radi haversine formula?", "sync.Once dipake buat apa?", "React 的 useTransition 是什麼": a short
// question what a thing means or how it works, in the team's other languages (the question word first, or last).
const FOREIGN_WHAT_IS_RE =
  /^(?:apa (?:itu|maksud)|vad (?:betyder|är)|hur (?:funkar|fungerar)|hva (?:betyr|er)|hvordan (?:virker|fungerer)|hvad (?:betyder|er)|ce (?:înseamnă|inseamna|este)|cum (?:funcționează|functioneaza)|kako (?:radi|funkcionira|funkcioniše|funkcionise)|[šs]ta je|[šs]to je|c[óo]mo funciona|mik[äa] on|co to (?:jest|je)|jak (?:dzia[łl]a|funguje)|що таке|что такое|как работает|як працює|mit jelent|hogyan m[űu]k[öo]dik)(?![\p{L}])|(?<![\p{L}])(?:buat apa|untuk apa|itu apa|là gì|nedir|ne demek)\s*[?？]?\s*$|(?:คืออะไร|とは|って何|是什麼|是什么|是幹嘛用的|是干嘛用的|是做什么的|有什麼用|有什么用)\s*[?？]?\s*$/iu;
const FOREIGN_WHAT_IS_MAX_WORDS = 10;

/**
 * Whether a prompt asks about programming in general or edits the code at hand without naming anything of
 * the project (see the patterns above). Such a prompt is about a project memory only when the memory says all
 * of its topic: a word it shares by chance ("time" in "three times faster", "readable") is no reason to inject.
 */
export function isGeneralQuestion(text: string): boolean {
  const t = text.trim().replace(/[’]/g, "'");
  // "git: squash…" labels the chore with its tool, before any colon that quotes output.
  if (TOOL_CHORE_RE.test(t) || isGitChore(t)) return true;
  // "kotlin: how do I…", "quick: …": a label naming the language or the hurry, not the project.
  const unlabelled = t.replace(/^[\p{L}\d+#]{1,12}:\s+/u, '');
  // "convert this to gdscript: [e for e in …]", "explain this regex: ^[A-Z]{2}\d{6}$": the code at hand after
  // the colon, not a tool's output.
  if (CODE_AT_HAND_RE.test(unlabelled)) return true;
  if (REGEX_ASK_RE.test(unlabelled) && unlabelled.split(/\s+/).length <= REGEX_ASK_MAX_WORDS) return true;
  // "what does this error mean: Error acquiring the state lock" quotes what the project's tools said.
  if (/:\s\S|\b(?:exception|traceback)\b/i.test(unlabelled)) return false;
  return (
    GENERAL_QUESTION_RE.test(unlabelled) ||
    FOREIGN_DIFFERENCE_RE.test(unlabelled) ||
    LOCAL_EDIT_RE.test(unlabelled) ||
    GENERAL_ASK_RE.test(unlabelled) ||
    FIXED_IT_RE.test(unlabelled) ||
    (FOREIGN_WHAT_IS_RE.test(unlabelled) && unlabelled.split(/\s+/).length <= FOREIGN_WHAT_IS_MAX_WORDS)
  );
}
