/**
 * The composition root: {@link openSpool} builds one instance's context (`memory/context.ts`) and returns the
 * `Spool` facade, whose methods check the instance is open and call a use case in `src/memory/`. The layers
 * and where each feature lives are described at the top of `memory/context.ts`.
 */
import { createSpoolContext } from './memory/context.js';
import { dedup, doctor, lint, sweep } from './memory/hygiene.js';
import { check, health, stats, toldChanges } from './memory/insight.js';
import { conflicts, merge, reaffirm, resolve, review, transition, update } from './memory/lifecycle.js';
import { context, fileContext, wakeup } from './memory/packets.js';
import { explain, get, history, list, notesIndex, recall } from './memory/recall.js';
import { remember } from './memory/remember.js';
import { embed, exportJsonl, importJsonl, importUsage, init, purge, rebuild } from './memory/transfer.js';
import type { Spool, SpoolOptions } from './memory/types.js';

export { loadConfig } from './memory/context.js';
export type {
  ConflictView,
  ContextArgs,
  DedupSuggestion,
  DoctorReport,
  ExplainResult,
  HealthItem,
  HealthReport,
  ImportResult,
  LintFinding,
  LintReport,
  RecallItem,
  RecallResult,
  RememberResult,
  Retrieval,
  Spool,
  SpoolOptions,
  SpoolStats,
  SweepResult,
  UsageRow,
} from './memory/types.js';
export { INJECTABLE_STATES } from './truth/staleness.js';

/**
 * Opens spool for a project. Nothing is created on disk until the first write, so opening a directory
 * that has no `.spool/` is free and read-only.
 */
export function openSpool(options: SpoolOptions): Spool {
  const ctx = createSpoolContext(options);
  const open = ctx.ensureOpen;
  return {
    root: ctx.paths.root,
    paths: ctx.paths,
    config: ctx.config,
    surface: ctx.surface,
    async remember(raw) {
      open();
      return remember(ctx, raw);
    },
    async recall(raw) {
      open();
      return recall(ctx, raw);
    },
    async get(recordId) {
      open();
      return get(ctx, recordId);
    },
    async list(opts = {}) {
      open();
      return list(ctx, opts);
    },
    async history(recordId) {
      open();
      return history(ctx, recordId);
    },
    async explain(query, recordId) {
      open();
      return explain(ctx, query, recordId);
    },
    async notesIndex() {
      open();
      return notesIndex(ctx);
    },
    async wakeup(input = {}) {
      open();
      return wakeup(ctx, input);
    },
    async context(input) {
      open();
      return context(ctx, input);
    },
    async fileContext(input) {
      open();
      return fileContext(ctx, input);
    },
    async transition(recordId, action, opts = {}) {
      open();
      return transition(ctx, recordId, action, opts);
    },
    async update(recordId, raw) {
      open();
      return update(ctx, recordId, raw);
    },
    async reaffirm(recordId, opts = {}) {
      open();
      return reaffirm(ctx, recordId, opts);
    },
    async review(opts = {}) {
      open();
      return review(ctx, opts);
    },
    async conflicts(state, opts = {}) {
      open();
      return conflicts(ctx, state, opts);
    },
    async resolve(conflictId, keep) {
      open();
      return resolve(ctx, conflictId, keep);
    },
    async merge(keep, others) {
      open();
      return merge(ctx, keep, others);
    },
    async sweep(opts = {}) {
      open();
      return sweep(ctx, opts);
    },
    async dedup(opts = {}) {
      open();
      return dedup(ctx, opts);
    },
    async lint() {
      open();
      return lint(ctx);
    },
    async doctor(opts = {}) {
      open();
      return doctor(ctx, opts);
    },
    async stats() {
      open();
      return stats(ctx);
    },
    async toldChanges() {
      open();
      return toldChanges(ctx);
    },
    async health() {
      open();
      return health(ctx);
    },
    async check(opts = {}) {
      open();
      return check(ctx, opts);
    },
    async init() {
      open();
      return init(ctx);
    },
    async rebuild(onProgress) {
      open();
      return rebuild(ctx, onProgress);
    },
    async embed(onProgress) {
      open();
      return embed(ctx, onProgress);
    },
    async exportJsonl() {
      open();
      return exportJsonl(ctx);
    },
    async importJsonl(input, onProgress) {
      open();
      return importJsonl(ctx, input, onProgress);
    },
    async importUsage(rows) {
      open();
      return importUsage(ctx, rows);
    },
    async purge(recordId, opts = {}) {
      open();
      return purge(ctx, recordId, opts);
    },
    async close() {
      ctx.close();
    },
  };
}
