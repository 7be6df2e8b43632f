/**
 * Pure parsers for the formats `spool import` understands (SPEC §8): the MCP reference memory server's JSONL,
 * agent instruction files (CLAUDE.md, AGENTS.md, `.cursor/rules/*.mdc`) and folders of Markdown notes.
 *
 * Each turns text into {@link Extraction}s; the caller decides scope, state and origin and sends them through
 * the normal write path, so the secret gate and dedup apply to imports like to any other write.
 */
export { type InstructionOptions, parseInstructionMarkdown } from './instructions.js';
export { parseMarkdownFolderFile } from './markdown-folder.js';
export { type McpImportResult, parseMcpMemoryJsonl } from './mcp-memory.js';
