import { lifecycleCommands } from './lifecycle-commands.js';
import { mcpCommand } from './mcp-command.js';
import { packetCommands } from './packet-commands.js';
import { type CommandModule, storeCommands } from './program.js';

/** Every command group of the `spool` binary, in help order. */
export const allCommands: CommandModule[] = [storeCommands, lifecycleCommands, packetCommands, mcpCommand];
