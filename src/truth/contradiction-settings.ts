/**
 * One setting, two values: "TIME_ZONE = 'Africa/Cairo'" in one memory and "TIME_ZONE = 'UTC'" in another,
 * `visibility_timeout = 3600` against `visibility_timeout = 7200`. A setting's name written as code (upper snake
 * case, a dotted or snake-case key, camelCase) and assigned a literal is the same thing in any language the
 * sentence around it is written in, so this reads memories the claim reader cannot (Franco-Arabic, Flemish) as
 * well as English ones. Neither wording says which value holds: the pair is disputed, unless the newer memory
 * says it describes the present (the caller decides).
 *
 * Left alone: a name assigned two values in one memory (a per-environment table), memories that name different
 * environments (`LOG_LEVEL=debug` on staging, `info` in production), placeholders, and keys inside URLs.
 */

import type { ClaimConflict } from './contradiction-claims.js';

// A setting's name: UPPER_SNAKE (`TIME_ZONE`), snake or dotted lower case (`visibility_timeout`,
// `spring.jpa.open-in-view`), camelCase (`maxPoolSize`). Each part two characters or more, so "e.g" is no key.
// Then `=` or `:` (not `==`, `=>`, `:=` of code that compares or declares), then a literal: quoted, or one
// token that ends at a space, a comma, a semicolon or a closing bracket.
const SETTING_RE =
  /(?<![\w.&?/-])([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+|[a-z][a-z0-9]+(?:[._-][a-z0-9]+)*[._][a-z0-9]{2,}|[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)[ \t]*(=(?![=>])|:(?![=:/]))[ \t]*(?:'([^'\n]{1,80})'|"([^"\n]{1,80})"|`([^`\n]{1,80})`|([^\s,;'"`)\]}]{1,80}))/g;

// A setting's name written as code before a number, with no `=` or `:` ("max_attempts 20 on the push worker",
// "maxPoolSize 50"): snake case with an underscore, camelCase or UPPER_SNAKE only, and a number (with a unit glued to
// it), so prose ("Python 3", "step 4") is no setting.
const SPACED_SETTING_RE =
  /(?<![\w.&?/-])([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)[ \t]+(\d+(?:\.\d+)?(?:ms|s|m|h|d)?)(?![\w.%/-])/g;

/** A text that may assign a setting (cheap check before the patterns). */
const MAY_ASSIGN_RE = /[=:]|[a-z0-9][_A-Z][\w]*[ \t]+\d/;

/** Values that stand for a value (a template, an elision) rather than state one. */
const PLACEHOLDER_RE = /^(?:<.*>|\$\{.*\}|\$[A-Z_]+|\{\{.*\}\}|x{3,}|\.{3}|…|\*{3,}|\?+|tbd|todo|n\/a)$/i;

/** Lower-case words that are values after a colon (`enabled: true`). */
const BARE_VALUES: ReadonlySet<string> = new Set(['true', 'false', 'yes', 'no', 'on', 'off', 'null', 'none']);

/** Words that name an environment: two memories about different ones may set one name apart. */
const ENVIRONMENT_RE =
  /(?<![\p{L}\p{N}])(?:dev|develop|development|local|test|testing|ci|qa|uat|staging|stage|stg|preprod|prod|production|live|sandbox|sbx|preview)(?![\p{L}\p{N}])/giu;

/** A setting's value as written, and as compared (lower case). */
interface Assigned {
  name: string;
  raw: string;
  value: string;
}

/** The settings a text assigns once, by name (lower case); a name assigned two values maps to undefined. */
function settingsOf(text: string): Map<string, Assigned | undefined> {
  const out = new Map<string, Assigned | undefined>();
  for (const m of text.matchAll(SETTING_RE)) {
    const name = m[1] ?? '';
    const quoted = (m[3] ?? m[4] ?? m[5] ?? m[6] ?? '').trim();
    // A sentence's full stop after an unquoted value is no part of it.
    const raw = m[6] === undefined ? quoted : quoted.replace(/[.:]+$/, '');
    const value = raw.toLowerCase();
    // A template's slot or a variable (`<your zone>`, `${TZ}`, `$TZ`) stands for a value, cut at its space or not.
    if (value === '' || PLACEHOLDER_RE.test(value) || /^[<${]/.test(value)) continue;
    if (m[6] !== undefined) {
      // `locked_until = now() + 60s`: an expression of code, not a setting's value.
      if (raw.includes('(')) continue;
      // "in journal_lines: one signed amount": after a colon, a lower-case word goes on in prose.
      if (m[2] === ':' && /^[a-z]+$/.test(raw) && !BARE_VALUES.has(raw)) continue;
    }
    assign(out, name, raw);
  }
  for (const m of text.matchAll(SPACED_SETTING_RE)) assign(out, m[1] ?? '', m[2] ?? '');
  return out;
}

/** Records `name` assigned `raw`; a name assigned two values maps to undefined. */
function assign(out: Map<string, Assigned | undefined>, name: string, raw: string): void {
  const key = name.toLowerCase();
  const value = raw.toLowerCase();
  if (!out.has(key)) out.set(key, { name, raw, value });
  else if (out.get(key)?.value !== value) out.set(key, undefined);
}

/** The environments a text names, as one sorted string. */
function environmentsOf(text: string): string {
  return [...new Set([...text.matchAll(ENVIRONMENT_RE)].map((m) => m[0].toLowerCase()))].sort().join(',');
}

/**
 * The first setting both texts assign, each once, with different values. Cheap on most pairs: a text with
 * nothing that looks assigned has no setting.
 */
export function settingClash(older: string, newer: string): ClaimConflict | undefined {
  if (!MAY_ASSIGN_RE.test(older) || !MAY_ASSIGN_RE.test(newer)) return undefined;
  const a = settingsOf(older);
  if (a.size === 0) return undefined;
  const b = settingsOf(newer);
  if (b.size === 0 || environmentsOf(older) !== environmentsOf(newer)) return undefined;
  for (const [key, x] of a) {
    const y = b.get(key);
    if (x === undefined || y === undefined || x.value === y.value) continue;
    return { signals: ['different_value'], clash: `${x.name} "${x.raw}" vs "${y.raw}"` };
  }
  return undefined;
}
