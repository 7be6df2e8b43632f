import { buildContext, type ContextArgs, contextSearch } from '../packets/context.js';
import { buildFileContext, type FileContextArgs } from '../packets/file-context.js';
import type { Packet } from '../packets/packet.js';
import { buildWakeup } from '../packets/wakeup.js';
import type { SpoolContext } from './context.js';

/** After a packet is delivered, its records count as referenced (seed 001), fire-and-forget. */
function touchPacket(ctx: SpoolContext, p: Packet): void {
  const ids = p.sections.flatMap((s) => s.items.filter((i) => i.kind === 'record').map((i) => i.id));
  if (ids.length > 0 && ctx.store.initialized()) ctx.access.touch(ids);
}

/** `wakeup`: the session-start packet; `maintenance: false` skips the lazy expiry sweep (hooks). */
export function wakeup(ctx: SpoolContext, input: { budget_tokens?: number; maintenance?: boolean }): Packet {
  ctx.syncStore();
  if (input.maintenance !== false) ctx.maintain();
  const packet = buildWakeup(ctx, input.budget_tokens ?? ctx.config.packets.wakeup_budget_tokens);
  touchPacket(ctx, packet);
  return packet;
}

/** `context`: the per-task packet; `maintenance: false` skips the lazy expiry sweep (hooks). */
export async function context(ctx: SpoolContext, input: ContextArgs): Promise<Packet> {
  const search = contextSearch(input);
  ctx.store.sync();
  if (input.maintenance !== false) ctx.maintain();
  const packet = await buildContext(ctx, input, search);
  touchPacket(ctx, packet);
  return packet;
}

/**
 * `fileContext`: the memories about a file an agent just edited (the post-tool-use hook). No expiry sweep
 * (hooks do not write to the ledger) and not counted as a retrieval, as before it was a packet of its own.
 */
export async function fileContext(ctx: SpoolContext, input: FileContextArgs): Promise<Packet> {
  ctx.store.sync();
  return buildFileContext(ctx, input);
}
