/**
 * spool's MCP server entry, the one part every client shares: where it points (`--root`), how it is merged
 * into a client's server map and taken out again.
 */
import { stringify as stringifyToml } from 'smol-toml';
import { isObject, objectAt } from './core.js';
import { type Json, SPOOL_SERVER_NAME, type Target } from './types.js';

/** The project a server entry points at (`--root <dir>` in its args), or undefined when it follows the client. */
export function rootOf(entry: unknown): string | undefined {
  if (!isObject(entry) || !Array.isArray(entry.args)) return undefined;
  const i = entry.args.indexOf('--root');
  const v = i === -1 ? undefined : entry.args[i + 1];
  return typeof v === 'string' ? v : undefined;
}

/**
 * The `spool` entry under `doc[key]` (`mcpServers`, `servers` or `mcp_servers`): install merges it, uninstall
 * deletes it and drops the server map only when spool's entry was its last one.
 */
export function serverTarget(
  path: string,
  tier: 'project' | 'user',
  format: 'json' | 'toml',
  key: string,
  entry: Json,
): Target {
  const wrapped = { [key]: { [SPOOL_SERVER_NAME]: entry } };
  const target: Target = {
    path,
    kind: 'mcp',
    tier,
    format,
    snippet: format === 'json' ? JSON.stringify(wrapped, null, 2) : stringifyToml(wrapped),
    install: (doc, note) => {
      const servers = objectAt(doc, key, target, true)!;
      const old = servers[SPOOL_SERVER_NAME];
      const [was, now] = [rootOf(old), rootOf(entry)];
      if (old !== undefined && was !== now) {
        note(
          `${path}: spool's server pointed at ${was ?? 'the folder the client starts in'}; it now points at ${
            now ?? 'the folder the client starts in'
          }`,
        );
      }
      servers[SPOOL_SERVER_NAME] = mergeEntry(old, entry);
    },
    uninstall: (doc) => {
      const servers = objectAt(doc, key, target, false);
      if (servers === undefined || !(SPOOL_SERVER_NAME in servers)) return;
      delete servers[SPOOL_SERVER_NAME];
      if (Object.keys(servers).length === 0) delete doc[key];
    },
  };
  return target;
}

/**
 * Updates spool's entry in place: keys the user added to it (`env`, `cwd`, a timeout) survive, and key order
 * is kept so a re-install does not reshuffle the file.
 */
function mergeEntry(existing: unknown, entry: Json): Json {
  return isObject(existing) ? { ...existing, ...entry } : { ...entry };
}
