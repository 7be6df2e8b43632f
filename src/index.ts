/**
 * spool — local-first memory for AI coding agents. The public API is `openSpool` and the types it uses;
 * everything else is internal and may change.
 */

export type { Clock } from './core/clock.js';
export { fixedClock, systemClock } from './core/clock.js';
export type { SpoolConfig } from './core/config.js';
export { ErrorCode, isSpoolError, SpoolError } from './core/errors.js';
export type { RecallArgs, RememberArgs } from './core/inputs.js';
export type { MemoryRecord, MemoryType, RecordState, StoredRecord, Tier } from './core/types.js';
export type { ScoreContribution, ScoreSource } from './score/breakdown.js';
export type {
  DoctorReport,
  ImportResult,
  RecallItem,
  RecallResult,
  RememberResult,
  Retrieval,
  Spool,
  SpoolOptions,
  SpoolStats,
  UsageRow,
} from './spool.js';
export { loadConfig, openSpool } from './spool.js';
