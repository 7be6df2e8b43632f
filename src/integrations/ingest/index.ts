/**
 * Getting memories in and out in bulk (SPEC §8 "Import/export", "distill"): transcripts, MCP memory JSONL,
 * instruction files, Markdown folders, Markdown export and the AGENTS.md block.
 *
 * Built only on the public {@link Spool} API plus the pure parsers in `../importers/`, so every memory goes
 * through the normal write path: validation, the secret gate, dedup and the predicate policy apply to bulk
 * input exactly as they do to a single `remember`.
 */
export { type SyncAgentsMdResult, syncAgentsMd } from './agents-md-sync.js';
export {
  type DistilledTranscript,
  type DistillPendingOptions,
  type DistillPendingResult,
  distillPending,
  dropQueued,
} from './distill-pending.js';
export { type ExportMarkdownOptions, exportMarkdown } from './export-markdown.js';
export { type ImportFileOptions, type ImportFileResult, importFile } from './import-file.js';
export { detectImportFormat, IMPORT_FORMATS, type ImportFormat } from './import-format.js';
export {
  type RefusedExtraction,
  type StoredExtraction,
  type StoreExtractionsOptions,
  type StoreExtractionsResult,
  storeExtractions,
} from './store-extractions.js';
export { pendingTranscriptCount, type TranscriptJob, transcriptJobs } from './transcript-jobs.js';
