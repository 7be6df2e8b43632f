/**
 * Which files each client keeps spool's configuration in. Adding a client: add its name to `CLIENTS`, write
 * a `<client>.ts` returning its targets (most need only {@link serverTarget}), and list it here.
 */
import { isAbsolute, join } from 'node:path';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { claudeCodeTargets } from './claude-code.js';
import { codexTargets } from './codex.js';
import { serverTarget } from './servers.js';
import {
  CLIENTS,
  type Client,
  type InstallContext,
  type InstallScope,
  type Json,
  type Target,
} from './types.js';
import { vscodeTargets } from './vscode.js';

/** One client's files for a scope, given spool's server entry (`command`, `args`). */
type ClientTargets = (scope: InstallScope, ctx: InstallContext, server: Json) => Target[];

const TARGETS: Record<Client, ClientTargets> = {
  'claude-code': claudeCodeTargets,
  cursor: (scope, ctx, server) => [
    serverTarget(join(scopeBase(scope, ctx), '.cursor', 'mcp.json'), scope, 'json', 'mcpServers', server),
  ],
  vscode: vscodeTargets,
  codex: codexTargets,
  gemini: (scope, ctx, server) => [
    serverTarget(
      join(scopeBase(scope, ctx), '.gemini', 'settings.json'),
      scope,
      'json',
      'mcpServers',
      server,
    ),
  ],
};

function scopeBase(scope: InstallScope, ctx: InstallContext): string {
  return scope === 'project' ? ctx.root : ctx.home;
}

/**
 * Every file spool manages for `client` in `scope`.
 *
 * @throws SpoolError(InvalidInput) when `root` or `home` is not absolute, or the client is unknown.
 */
export function targetsFor(client: Client, scope: InstallScope, ctx: InstallContext): Target[] {
  for (const [name, value] of [
    ['root', ctx.root],
    ['home', ctx.home],
  ] as const) {
    if (!isAbsolute(value)) {
      throw new SpoolError(ErrorCode.InvalidInput, `install needs an absolute ${name} path, got "${value}"`, {
        details: { [name]: value },
      });
    }
  }
  const targets = Object.hasOwn(TARGETS, client) ? TARGETS[client] : undefined;
  if (targets === undefined) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `unknown client "${String(client)}"; use one of ${CLIENTS.join(', ')}`,
    );
  }
  return targets(scope, ctx, { command: ctx.command, args: [...ctx.args] });
}
