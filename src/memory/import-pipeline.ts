import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { createWriteGate, type ImportItem, type WriteGateOptions } from '../guard/write-gate.js';

/** Prepares chunks of import lines, on a worker thread when one is available. */
export interface ImportPreparer {
  /** Whether chunks are prepared on a worker thread (false: inline, on the caller's thread). */
  readonly threaded: boolean;
  /**
   * Queues a chunk; resolves, once it is prepared, to a function that takes its items. Take them in
   * submission order and only when about to use them: until then they stay serialised off the heap.
   */
  prepare(lines: string[], firstLine: number): Promise<() => ImportItem[]>;
  close(): Promise<void>;
}

/** A message from the import worker. */
export type ImportWorkerReply =
  | { id: number; items: ImportItem[] }
  | { id: number; error: { code: string; message: string } };

/** What the import worker is started with. */
export interface ImportWorkerData {
  gate: WriteGateOptions;
  /** Where replies go; the main thread pulls them from the other end with `receiveMessageOnPort`. */
  replies: MessagePort;
}

/** A message to the import worker. */
export interface ImportWorkerRequest {
  id: number;
  lines: string[];
  first: number;
}

/**
 * The compiled worker entry next to this module. Running from TypeScript sources (tests) there is
 * none, and chunks are prepared inline: the same code, one thread.
 */
function workerEntry(): string | undefined {
  const path = fileURLToPath(new URL('./import-worker.js', import.meta.url));
  return existsSync(path) ? path : undefined;
}

/** Prepares chunks inline: small imports do not pay a worker's start-up (~30 ms). */
export function createInlinePreparer(opts: WriteGateOptions): ImportPreparer {
  const gate = createWriteGate(opts);
  return {
    threaded: false,
    async prepare(lines, firstLine) {
      const items = lines.map((l, i) => gate.prepareImportLine(l, firstLine + i));
      return () => items;
    },
    async close() {},
  };
}

/**
 * Prepares chunks on a worker thread, so parsing, validation, the secret scan, hashing and tokenizing of
 * one chunk overlap with the main thread appending and indexing the previous one. Falls back to inline
 * preparation when the worker entry is not built.
 */
export function createThreadedPreparer(opts: WriteGateOptions): ImportPreparer {
  const entry = workerEntry();
  if (!entry) return createInlinePreparer(opts);
  // Replies travel on their own channel and are pulled only when consumed, so they are deserialised
  // just before use and die young (delivered eagerly, a queue of them was promoted to the old
  // generation and held ~100 MB). The worker signals each reply on its parent port.
  const channel = new MessageChannel();
  const data: ImportWorkerData = { gate: opts, replies: channel.port2 };
  // A small young generation keeps the worker's footprint low; chunks are bounded in bytes and lines
  // in length (write-gate.ts), so its live set stays far below the old-generation cap.
  const worker = new Worker(entry, {
    workerData: data,
    transferList: [channel.port2],
    resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 },
  });
  const pending = new Map<
    number,
    { resolve: (take: () => ImportItem[]) => void; reject: (e: Error) => void }
  >();
  let failure: Error | undefined;
  let nextId = 0;
  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  const take = (id: number) => (): ImportItem[] => {
    const msg = receiveMessageOnPort(channel.port1)?.message as ImportWorkerReply | undefined;
    if (!msg || msg.id !== id)
      throw new SpoolError(
        ErrorCode.Internal,
        'import worker replies arrived out of order; run the import again: it is idempotent',
      );
    if ('error' in msg) throw new SpoolError(msg.error.code as ErrorCode, msg.error.message);
    return msg.items;
  };
  worker.on('message', (id: number) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    p.resolve(take(id));
  });
  worker.on('error', (err) =>
    failAll(
      new SpoolError(
        ErrorCode.Internal,
        `the import worker failed (${err.message}); run the import again: it is idempotent`,
        { cause: err },
      ),
    ),
  );
  worker.on('exit', (code) => {
    if (pending.size > 0)
      failAll(
        new SpoolError(
          ErrorCode.Internal,
          `the import worker exited (code ${code}); run the import again: it is idempotent`,
        ),
      );
  });
  return {
    threaded: true,
    prepare(lines, first) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, lines, first } satisfies ImportWorkerRequest);
      });
    },
    async close() {
      failAll(new SpoolError(ErrorCode.Closed, 'the import pipeline is closed: start a new import'));
      channel.port1.close();
      await worker.terminate();
    },
  };
}
