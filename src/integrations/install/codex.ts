/**
 * Codex: `[mcp_servers.spool]` in `<root>/.codex/config.toml` (Codex reads the project file for trusted
 * projects) or `~/.codex/config.toml`, plus the clean-up of an entry an older spool put in the user file for
 * a project install.
 */
import { join } from 'node:path';
import { isObject } from './core.js';
import { rootOf, serverTarget } from './servers.js';
import {
  type InstallContext,
  type InstallScope,
  type Json,
  type Note,
  SPOOL_SERVER_NAME,
  type Target,
} from './types.js';

/** Codex's files for `scope`; `server` is spool's entry (`command`, `args`). */
export function codexTargets(scope: InstallScope, ctx: InstallContext, server: Json): Target[] {
  const base = scope === 'project' ? ctx.root : ctx.home;
  const own = serverTarget(join(base, '.codex', 'config.toml'), scope, 'toml', 'mcp_servers', server);
  return scope === 'project'
    ? [own, legacyCodexTarget(join(ctx.home, '.codex', 'config.toml'), ctx.root)]
    : [own];
}

/**
 * `~/.codex/config.toml` during a project-scope Codex install or uninstall: older spools wrote project
 * installs there, so an entry with `--root <this project>` is this project's and goes (every other project's
 * Codex sessions would open this project's memory); an entry for another project stays, said in a note.
 */
function legacyCodexTarget(path: string, root: string): Target {
  const edit = (doc: Json, note: Note) => {
    const servers = doc.mcp_servers;
    if (!isObject(servers) || !(SPOOL_SERVER_NAME in servers)) return;
    const points = rootOf(servers[SPOOL_SERVER_NAME]);
    if (points === root) {
      delete servers[SPOOL_SERVER_NAME];
      if (Object.keys(servers).length === 0) delete doc.mcp_servers;
      note(`${path}: removed the spool server an older install registered there for this project`);
    } else if (points !== undefined) {
      note(`${path} registers spool for ${points} (an older install) and was left as it is`);
    }
  };
  return {
    path,
    kind: 'mcp',
    tier: 'user',
    format: 'toml',
    snippet: '(remove the [mcp_servers.spool] table)',
    install: edit,
    uninstall: edit,
    optional: true,
  };
}
