// Worker-thread entry of a bulk import: prepares chunks of lines (see import-pipeline.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { normalizeContent } from '../core/hash.js';
import { createWriteGate, type WriteGateDeps } from '../guard/write-gate.js';
import type { ImportWorkerData, ImportWorkerReply, ImportWorkerRequest } from './import-pipeline.js';

/**
 * BLAKE3 compiled to WebAssembly hashes ~5× faster than the JS implementation, but only initialises
 * asynchronously: fine here, before the first chunk. Without it the gate's default (same digest) is used.
 */
async function fastContentHash(): Promise<WriteGateDeps['contentHash']> {
  try {
    const { createBLAKE3 } = await import('hash-wasm');
    const hasher = await createBLAKE3();
    return (content) => hasher.init().update(normalizeContent(content)).digest('hex');
  } catch {
    return undefined;
  }
}

const port = parentPort;
if (port) {
  const contentHash = await fastContentHash();
  const { gate: opts, replies } = workerData as ImportWorkerData;
  const gate = createWriteGate(opts, contentHash ? { contentHash } : {});
  port.on('message', ({ id, lines, first }: ImportWorkerRequest) => {
    let reply: ImportWorkerReply;
    try {
      reply = { id, items: lines.map((l, i) => gate.prepareImportLine(l, first + i)) };
    } catch (err) {
      reply = {
        id,
        error:
          err instanceof SpoolError
            ? { code: err.code, message: err.message }
            : {
                code: ErrorCode.Internal,
                message: `the import worker failed on lines ${first}–${first + lines.length - 1} (${(err as Error).message}); run the import again: it is idempotent`,
              },
      };
    }
    replies.postMessage(reply);
    port.postMessage(id);
  });
}
