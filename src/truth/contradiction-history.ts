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

/** What {@link describedLeftBehind} found: the phrase left behind and the one taken up, as written. */
export interface DescribedChange {
  from: string;
  to: string;
}

/**
 * The change `newer` tells ("from A to B") whose left-behind side `older` says: the older text holds at least
 * two of A's words (or its one word written as a name), at least half of them, and none of B's own words (a
 * memory that already says B is not the old state).
 */
export function describedLeftBehind(older: string, newer: string): DescribedChange | undefined {
  if (!/\bfrom\b/i.test(newer)) return undefined;
  const olderWords = tokenSet(older);
  for (const m of newer.matchAll(FROM_TO_RE)) {
    const moved = tokenSet(m[1] ?? '');
    const fromRaw = m[2] ?? '';
    const toRaw = m[3] ?? '';
    const toWords = tokenSet(toRaw);
    // Numbers are left to the amount reader ("went from 1e-8 to 1e-6" is a value of one setting).
    const fromWords = [...tokenSet(fromRaw)].filter((w) => !toWords.has(w) && !/^[\d.]+[a-z]?$/.test(w));
    if (fromWords.length === 0) continue;
    const held = fromWords.filter((w) => olderWords.has(w)).length;
    // One word left behind counts when it is written as a name ("from Elo to Glicko-2"): a common word
    // ("from nf-validation to nf-schema" leaves "validation") is in many memories that are not the old state.
    const one = fromWords.length === 1 && /^\p{Lu}/u.test(fromRaw.trim());
    if (held < (one ? 1 : 2) || held * 2 < fromWords.length) continue;
    // A name alone is enough only for the thing that moved: "We moved the API docs from Confluence to the repo"
    // leaves "Runbooks live in Confluence" where they are.
    if (one && moved.size > 0 && ![...moved].some((w) => olderWords.has(w))) continue;
    const fromSet = new Set(fromWords);
    if ([...toWords].some((w) => !fromSet.has(w) && olderWords.has(w))) continue;
    return { from: fromRaw.trim(), to: toRaw.trim() };
  }
  return undefined;
}
