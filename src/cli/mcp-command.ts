import type { CommandModule } from './program.js';

/** `spool mcp`: the MCP server on stdio. */
export const mcpCommand: CommandModule = (program, ctx) => {
  program
    .command('mcp')
    .description('serve the MCP tools over stdio (for Claude Code, Cursor, Codex, VS Code…)')
    .action(async () => {
      // Loaded on demand: the MCP SDK is heavy and every other command (hooks above all) is latency-bound.
      const { serveStdio } = await import('../mcp/stdio.js');
      // The agent reads every message: footers and errors name MCP tools, not CLI commands.
      await ctx.withSpool((spool) => serveStdio(spool), { surface: 'mcp' });
    });
};
