/**
 * `spool install <client>` as pure planning (SPEC §8 "Install"): given how to read a file, compute every
 * configuration file's new text. The CLI does the I/O (backup, write, `--dry-run` diff), so all the merging
 * rules live here and are testable without touching a real home directory.
 *
 * Rules shared by every client:
 * - only spool's own entries are added, updated or removed; every other key, server and hook is kept, and so
 *   is every byte outside spool's entries: JSON and JSONC (comments, trailing commas) are edited in place in
 *   the file's own indentation and key order, TOML by replacing spool's own table as text;
 * - a file that cannot be parsed, or whose spool entry is written in a form spool cannot edit as text, is never
 *   overwritten: planning throws SpoolError(ConfigInvalid) with the snippet to add by hand;
 * - planning is idempotent: when nothing needs to change, `after === before` (byte for byte, even if the file
 *   is formatted differently from how spool would write it);
 * - changing what another project's entry points at is never silent: it is said in the change's `notes`.
 */

export {
  applyChanges,
  type Created,
  type InstallFileReport,
  readCreated,
  readOrNull,
  type TierDirs,
} from './apply.js';
export { CLAUDE_HOOKS, isSpoolHook } from './claude-code.js';
export { unifiedDiff } from './diff.js';
export { planInstall, planUninstall } from './plan.js';
export {
  CLIENTS,
  type Client,
  type InstallChange,
  type InstallContext,
  type InstallScope,
  type ReadFile,
  SPOOL_HOOK_MARKER,
  SPOOL_SERVER_NAME,
  type UninstallContext,
} from './types.js';
export { vscodeUserDir } from './vscode.js';
