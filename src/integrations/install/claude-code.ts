/**
 * Claude Code: the MCP server in `<root>/.mcp.json` | `~/.claude.json` (`mcpServers`), and spool's hooks in
 * `<root|~>/.claude/settings.json` (`hooks`), recognised by {@link SPOOL_HOOK_MARKER} so that an uninstall
 * or a re-install touches only spool's own entries.
 */
import { join } from 'node:path';
import { configInvalid, isObject, objectAt } from './core.js';
import { serverTarget } from './servers.js';
import {
  type InstallContext,
  type InstallScope,
  type Json,
  SPOOL_HOOK_MARKER,
  type Target,
} from './types.js';

/** The Claude Code hook events spool handles, with the `spool hook` sub-command each one runs. */
export const CLAUDE_HOOKS: readonly { event: string; arg: string; matcher?: string }[] = [
  { event: 'SessionStart', arg: 'session-start' },
  { event: 'UserPromptSubmit', arg: 'user-prompt' },
  { event: 'PostToolUse', arg: 'post-tool-use', matcher: 'Edit|Write|MultiEdit' },
  { event: 'Stop', arg: 'stop' },
  { event: 'PreCompact', arg: 'pre-compact' },
];
/** Claude Code's files for `scope`; `server` is spool's entry (`command`, `args`). */
export function claudeCodeTargets(scope: InstallScope, ctx: InstallContext, server: Json): Target[] {
  const base = scope === 'project' ? ctx.root : ctx.home;
  return [
    serverTarget(
      scope === 'project' ? join(ctx.root, '.mcp.json') : join(ctx.home, '.claude.json'),
      scope,
      'json',
      'mcpServers',
      server,
    ),
    claudeHooksTarget(join(base, '.claude', 'settings.json'), scope, ctx.hookCommand),
  ];
}

const HOOK_ARGS = CLAUDE_HOOKS.map((h) => h.arg).join('|');
const MARKER_RE = new RegExp(`(?:^|\\s)${SPOOL_HOOK_MARKER}(?:\\s|$)`);
// Hooks installed before the marker existed: `spool hook <event>` however spool was launched (`spool`, a
// path to it, `npx spool-memory`).
const LEGACY_HOOK_RE = new RegExp(
  `(?:^|[\\s/\\\\"'])spool(?:-memory)?(?:\\.js|\\.cmd|\\.exe)?["']?\\s+hook\\s+(?:${HOOK_ARGS})\\s*$`,
);

/** True for a hook entry spool installed. */
export function isSpoolHook(command: string): boolean {
  return MARKER_RE.test(command) || LEGACY_HOOK_RE.test(command);
}

function claudeHooksTarget(path: string, tier: 'project' | 'user', hookCommand: string): Target {
  const ours = (h: unknown): boolean =>
    isObject(h) && typeof h.command === 'string' && isSpoolHook(h.command);
  const commandFor = (arg: string) => `${hookCommand} ${arg} ${SPOOL_HOOK_MARKER}`;
  const snippet = JSON.stringify(
    {
      hooks: Object.fromEntries(
        CLAUDE_HOOKS.map((h) => [h.event, [hookGroup(h.matcher, commandFor(h.arg))]]),
      ),
    },
    null,
    2,
  );
  const target: Target = {
    path,
    kind: 'hooks',
    tier,
    format: 'json',
    snippet,
    install: (doc) => {
      const hooks = objectAt(doc, 'hooks', target, true)!;
      for (const { event, arg, matcher } of CLAUDE_HOOKS) {
        const expected = commandFor(arg);
        const groups = hookGroups(hooks, event, target);
        let kept = false;
        // Keep one exact entry where it is (the user may have ordered hooks on purpose); drop stale or
        // duplicate spool entries; add ours only when none was kept.
        const next = filterHooks(groups, (h, group) => {
          if (!ours(h)) return true;
          const exact =
            !kept &&
            (h as Json).command === expected &&
            ((h as Json).type ?? 'command') === 'command' &&
            (group.matcher ?? '') === (matcher ?? '');
          if (exact) kept = true;
          return exact;
        });
        if (!kept) next.push(hookGroup(matcher, expected));
        hooks[event] = next;
      }
    },
    uninstall: (doc) => {
      const hooks = objectAt(doc, 'hooks', target, false);
      if (hooks === undefined) return;
      let removed = false;
      for (const event of Object.keys(hooks)) {
        const groups = hookGroups(hooks, event, target);
        const next = filterHooks(groups, (h) => !ours(h));
        if (next.length === 0 && groups.length > 0) {
          delete hooks[event];
          removed = true;
        } else {
          hooks[event] = next;
        }
      }
      // An empty "hooks" the user wrote stays; one that spool emptied goes.
      if (removed && Object.keys(hooks).length === 0) delete doc.hooks;
    },
  };
  return target;
}

function hookGroup(matcher: string | undefined, command: string): Json {
  const hooks = [{ type: 'command', command }];
  return matcher === undefined ? { hooks } : { matcher, hooks };
}

function hookGroups(hooks: Json, event: string, target: Target): unknown[] {
  const groups = hooks[event];
  if (groups === undefined) return [];
  if (!Array.isArray(groups)) throw configInvalid(target, `has a "hooks.${event}" that is not an array`);
  return groups;
}

/**
 * Filters the hook entries of every matcher group. A group is rewritten only when an entry was removed, and
 * dropped only when that removal emptied it: groups that were empty or odd-shaped before stay as they were.
 */
function filterHooks(groups: unknown[], keep: (hook: unknown, group: Json) => boolean): unknown[] {
  const out: unknown[] = [];
  for (const group of groups) {
    if (!isObject(group) || !Array.isArray(group.hooks)) {
      out.push(group);
      continue;
    }
    const entries = group.hooks.filter((h) => keep(h, group));
    if (entries.length === group.hooks.length) out.push(group);
    else if (entries.length > 0) out.push({ ...group, hooks: entries });
  }
  return out;
}
