import { serveStdio } from '../mcp/stdio.js';
import type { CommandModule } from './program.js';

/** `spool mcp`: the MCP server on stdio. */
export const mcpCommand: CommandModule = (program, ctx) => {
  program
    .command('mcp')
    .description('serve the MCP tools over stdio (for Claude Code, Cursor, Codex, VS Code…)')
    .action(async () => {
      await ctx.withSpool((spool) => serveStdio(spool));
    });
};
