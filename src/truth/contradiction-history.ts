/**
 * A change told as "from <what was> to <what is>", where what was is described rather than named: "We moved
 * billing from per-cow metered usage to three flat tiers" outdates "pricing: $0.12 per cow per month, metered
 * on the peak herd count". The claim reader finds named values left behind (`moved from Heroku to Render`);
 * this reads the described ones, by the words of the left-behind phrase the older memory holds.
 */
import { tokenSet } from '../core/tokenize.js';

// A change verb in the past, then "from A to B" in one clause. Not after "is/are/get(s)/be" ("messages are moved
// from the inbox to done/" describes a flow, not a change), and not "going from" (a route, a pipeline).
const FROM_TO_RE =
  /(?<!\b(?:is|are|be|been|being|get|gets|got)\s+)\b(?:moved|switched|changed|migrated|shifted|converted|went)\b([^.;:!?]{0,40}?)\bfrom\s+([^.;:!?]{2,80}?)\s+(?:to|onto|into)\s+([^.;:!?()]{2,80})/giu;

/** What {@link createDescribedLeftBehind} found: the phrase left behind and the one taken up, as written. */
export interface DescribedChange {
  from: string;
  to: string;
}

/** One "from A to B" of a newer text, tokenized once for every older text it is checked against. */
interface FromTo {
  moved: ReadonlySet<string>;
  fromRaw: string;
  toRaw: string;
  fromWords: readonly string[];
  toWords: ReadonlySet<string>;
  /** A one-word left-behind side written as a name ("from Elo to Glicko-2"). */
  named: boolean;
}

/**
 * A reader of the change `newer` tells ("from A to B"), for the older texts whose left-behind side it is: the older
 * text holds at least two of A's words (or its one word written as a name), at least half of them, and none of B's
 * own words (a memory that already says B is not the old state). The newer text is read once (the write path checks
 * it against each of its neighbours), an older one only when the newer tells such a change.
 */
export function createDescribedLeftBehind(newer: string): (older: string) => DescribedChange | undefined {
  const changes: FromTo[] = [];
  if (/\bfrom\b/i.test(newer))
    for (const m of newer.matchAll(FROM_TO_RE)) {
      const fromRaw = (m[2] ?? '').trim();
      const toRaw = (m[3] ?? '').trim();
      const toWords = tokenSet(toRaw);
      // Numbers are left to the amount reader ("went from 1e-8 to 1e-6" is a value of one setting).
      const fromWords = [...tokenSet(fromRaw)].filter((w) => !toWords.has(w) && !/^[\d.]+[a-z]?$/.test(w));
      if (fromWords.length === 0) continue;
      // One word left behind counts when it is written as a name: a common word ("from nf-validation to
      // nf-schema" leaves "validation") is in many memories that are not the old state.
      const named = fromWords.length === 1 && /^\p{Lu}/u.test(fromRaw);
      changes.push({ moved: tokenSet(m[1] ?? ''), fromRaw, toRaw, fromWords, toWords, named });
    }
  if (changes.length === 0) return () => undefined;
  return (older) => {
    const olderWords = tokenSet(older);
    for (const c of changes) {
      const held = c.fromWords.filter((w) => olderWords.has(w)).length;
      if (held < (c.named ? 1 : 2) || held * 2 < c.fromWords.length) continue;
      // A name alone is enough only for the thing that moved: "We moved the API docs from Confluence to the repo"
      // leaves "Runbooks live in Confluence" where they are.
      if (c.named && c.moved.size > 0 && ![...c.moved].some((w) => olderWords.has(w))) continue;
      if ([...c.toWords].some((w) => !c.fromWords.includes(w) && olderWords.has(w))) continue;
      return { from: c.fromRaw, to: c.toRaw };
    }
    return undefined;
  };
}
