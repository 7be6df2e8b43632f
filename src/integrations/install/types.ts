/**
 * The vocabulary of `spool install`: which clients exist, what planning is given, what it returns, and the
 * `Target` every client module builds (one configuration file and how spool edits it).
 */

/** The clients `spool install` knows. */
export const CLIENTS = ['claude-code', 'cursor', 'vscode', 'codex', 'gemini'] as const;
/** One of {@link CLIENTS}. */
export type Client = (typeof CLIENTS)[number];
/** Whether to configure the client for every project of the user or for one project. */
export type InstallScope = 'user' | 'project';

/** The name spool's MCP server is registered under in every client. */
export const SPOOL_SERVER_NAME = 'spool';

/**
 * The argument that marks a Claude Code hook as spool's, whatever command runs it (`spool`, `node …/bin.js`):
 * `spool hook` ignores it, and uninstall finds spool's hooks by it instead of guessing from the command.
 */
export const SPOOL_HOOK_MARKER = '--spool-managed';

/** What {@link planInstall} needs to know; paths must be absolute. */
export interface InstallContext {
  /** Project root (project-scope files live under it). */
  root: string;
  /** The user's home directory (user-scope files live under it). */
  home: string;
  /** MCP server command, e.g. `spool`. */
  command: string;
  /** MCP server arguments, e.g. `["mcp", "--root", root]`. */
  args: string[];
  /**
   * Hook command prefix, as a shell command line; the event name and {@link SPOOL_HOOK_MARKER} are appended:
   * `spool hook` → `spool hook session-start --spool-managed`.
   */
  hookCommand: string;
  /**
   * Only picks VS Code's user-profile directory; defaults to `process.platform` (a constant, so planning
   * stays deterministic within a process).
   */
  platform?: NodeJS.Platform;
  /**
   * Absolute paths of the files an install created (the CLI keeps the list): an uninstall that leaves such a
   * file with nothing but `{}` (or an empty TOML file) deletes it instead.
   */
  created?: ReadonlySet<string>;
}

/** What {@link planUninstall} needs: the same context, without the server command. */
export type UninstallContext = Omit<InstallContext, 'command' | 'args'>;

/** One file's planned content. `before === after` means the file is already as it should be. */
export interface InstallChange {
  /** Absolute path. */
  path: string;
  /** Current text, or null when the file does not exist. */
  before: string | null;
  /** Text to write, or null to delete the file (an uninstall emptied a file spool had created). */
  after: string | null;
  /** Which part of the integration the file carries. */
  kind: 'mcp' | 'hooks';
  /** Whose file it is: project files keep their backups in the project, user files in the user tier. */
  tier: 'project' | 'user';
  /** What the user should know about this change (an entry that pointed at another project, …). */
  notes: string[];
}

/** Reads a file's text, or returns null when it does not exist. */
export type ReadFile = (absPath: string) => string | null;
/** A parsed JSON or TOML document (always an object at the top level). */
export type Json = Record<string, unknown>;
/** Records something the user should know about a change (goes into {@link InstallChange.notes}). */
export type Note = (message: string) => void;

/** How one file is edited: its format, where it is, and the install/uninstall edits of its parsed document. */
export interface Target {
  path: string;
  kind: 'mcp' | 'hooks';
  tier: 'project' | 'user';
  format: 'json' | 'toml';
  /** Shown in errors so the user can add the entry by hand when spool cannot. */
  snippet: string;
  install: (doc: Json, note: Note) => void;
  uninstall: (doc: Json, note: Note) => void;
  /** Only looked at when the file exists (a file of another scope that may hold an older install's entry). */
  optional?: boolean;
}
