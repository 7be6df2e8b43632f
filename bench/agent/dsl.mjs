// The small vocabulary the scenario files are written in. A scenario is data: memories (what a team told
// spool over months), sessions (transcripts distilled into candidates) and prompts with gold labels (the
// memories a coding agent needs for that prompt, judged by hand, never read off spool's output).

/**
 * One memory. `opts`: files, tags, reason, fact ("subject | predicate | object"), inferred (the fact is a
 * guess), age (days before the scenario's "now"; default: list order over the last ~100 days), reaffirm (days
 * ago someone confirmed it), candidate (an agent proposed it: unreviewed), canonical (promoted), supersedes /
 * disputes (key of the memory it replaces / contradicts), secret (the credential inside the text: the write
 * must be refused).
 */
export function m(key, type, text, opts = {}) {
  return { key, type, text, ...opts };
}

/** A user turn of a session transcript; `key` labels a statement the distiller should turn into a memory. */
export function said(text, opts = {}) {
  return { role: 'user', text, ...opts };
}

/** An assistant turn of a session transcript. */
export function replied(text, opts = {}) {
  return { role: 'assistant', text, ...opts };
}

/** A developer prompt and the keys of the memories an agent needs for it (empty: nothing should be injected). */
export function p(text, gold = [], opts = {}) {
  return { text, gold, ...opts };
}

/** A project scenario; fills default ages so the list order is the order the memories were written in. */
export function project({ name, stack, memories, sessions = [], prompts }) {
  const n = memories.length;
  const filled = memories.map((mem, i) => ({ age: Math.round(100 - (i * 90) / n), ...mem }));
  const ageOf = new Map(filled.map((x) => [x.key, x.age]));
  for (const x of filled) {
    if (x.supersedes && !(ageOf.get(x.supersedes) > x.age)) {
      throw new Error(`${name}/${x.key}: supersedes ${x.supersedes}, which must be older`);
    }
  }
  return { name, stack, memories: filled, sessions, prompts };
}
