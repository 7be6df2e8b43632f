/**
 * spool — local-first memory for AI coding agents. The public API is `openSpool` and the types it uses;
 * everything else is internal and may change.
 */
export { openSpool, loadConfig } from './spool.js';
export type {
  Spool,
  SpoolOptions,
  RememberResult,
  RecallItem,
  RecallResult,
  ImportResult,
  DoctorReport,
  SpoolStats,
} from './spool.js';
export { SpoolError, ErrorCode, isSpoolError } from './core/errors.js';
export { fixedClock, systemClock } from './core/clock.js';
export type { Clock } from './core/clock.js';
export type { SpoolConfig } from './core/config.js';
export type { RememberArgs, RecallArgs } from './core/inputs.js';
export type { MemoryRecord, StoredRecord, MemoryType, RecordState, Tier } from './core/types.js';
export type { ScoreContribution, ScoreSource } from './score/breakdown.js';
