/**
 * VS Code: `servers.spool` (with `type: "stdio"`) in `<root>/.vscode/mcp.json`, or in the user profile's
 * `mcp.json`, which VS Code keeps in a per-OS directory.
 */
import { join } from 'node:path';
import { serverTarget } from './servers.js';
import type { InstallContext, InstallScope, Json, Target } from './types.js';

/**
 * VS Code's user directory (where its user-level `mcp.json` lives) for the default profile: Linux
 * `~/.config/Code/User`, macOS `~/Library/Application Support/Code/User`, Windows `%APPDATA%\Code\User`
 * (taken as `~/AppData/Roaming`). Other profiles and Insiders/VSCodium builds use sibling directories.
 */
export function vscodeUserDir(home: string, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Code', 'User');
  if (platform === 'win32') return join(home, 'AppData', 'Roaming', 'Code', 'User');
  return join(home, '.config', 'Code', 'User');
}

/** VS Code's file for `scope`; `server` is spool's entry (`command`, `args`). */
export function vscodeTargets(scope: InstallScope, ctx: InstallContext, server: Json): Target[] {
  const dir =
    scope === 'project'
      ? join(ctx.root, '.vscode')
      : vscodeUserDir(ctx.home, ctx.platform ?? process.platform);
  return [serverTarget(join(dir, 'mcp.json'), scope, 'json', 'servers', { type: 'stdio', ...server })];
}
