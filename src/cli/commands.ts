import { checkCommand } from './check-command.js';
import { hookCommand } from './hook-command.js';
import { ingestCommands } from './ingest-commands.js';
import { installCommands } from './install-command.js';
import { lifecycleCommands } from './lifecycle-commands.js';
import { mcpCommand } from './mcp-command.js';
import { packetCommands } from './packet-commands.js';
import { type CommandModule, storeCommands } from './program.js';
import { remoteCommands } from './remote-commands.js';
import { serveCommand } from './serve-command.js';
import { uiCommand } from './ui-command.js';

/** Every command group of the `spool` binary, in help order. */
export const allCommands: CommandModule[] = [
  storeCommands,
  ingestCommands,
  lifecycleCommands,
  packetCommands,
  checkCommand,
  installCommands,
  hookCommand,
  mcpCommand,
  uiCommand,
  remoteCommands,
  serveCommand,
];
