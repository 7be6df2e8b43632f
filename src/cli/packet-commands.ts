import { formatPacket, type PacketFormat } from '../packets/packet.js';
import type { RecallItem } from '../spool.js';
import { EMPTY_STORE, json, table } from './format.js';
import { intOption } from './options.js';
import { type CommandModule, isEmpty } from './program.js';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function packetFormat(f: string): PacketFormat {
  return f === 'json' || f === 'markdown' ? f : 'prompt';
}

/** Renders one result's score breakdown as a table whose weights add up to the score. */
export function breakdownTable(x: RecallItem): string {
  const rows = x.score_breakdown.map((c) => [
    c.source,
    c.term,
    (c.weight >= 0 ? '+' : '') + c.weight.toFixed(3),
    c.reason,
  ]);
  rows.push([
    '= score',
    '',
    x.score.toFixed(3),
    `${x.confidence} confidence${x.markers.length ? ` · ${x.markers.join(' ')}` : ''}`,
  ]);
  return `${x.record_id}  ${x.memory_type} · ${x.state}\n  ${x.content.replace(/\s+/g, ' ').slice(0, 160)}\n${table(['source', 'term', 'weight', 'reason'], rows)}`;
}

/** `spool wakeup`, `spool get` (context bundle) and `spool explain`. */
export const packetCommands: CommandModule = (program, ctx) => {
  const { out } = ctx;
  const packetFormats = ['prompt', 'markdown', 'json'] as const;
  ctx
    .formats(program.command('wakeup'), packetFormats)
    .description('the session-start packet: constraints, decisions, conventions… within a token budget')
    .option('--budget <tokens>', 'token budget (default 1500)', intOption('--budget', 100, 100_000))
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const p = await s.wakeup(o.budget ? { budget_tokens: o.budget } : {});
        out(formatPacket(p, packetFormat(ctx.format('prompt'))));
      });
    });

  ctx
    .formats(program.command('get'), packetFormats)
    .description('the context bundle for a task: ranked memories within a budget')
    .requiredOption('--task <text>', 'what you are about to do')
    .option('--cwd <dir>', 'working directory of the task')
    .option('--files <files>', 'files involved (comma-separated)', list, [])
    .option('--budget <tokens>', 'token budget (default 2000)', intOption('--budget', 100, 100_000))
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const p = await s.context({
          task: o.task,
          files: o.files,
          ...(o.cwd ? { cwd: o.cwd } : {}),
          ...(o.budget ? { budget_tokens: o.budget } : {}),
        });
        out(formatPacket(p, packetFormat(ctx.format('prompt'))));
      });
    });

  program
    .command('explain')
    .description('show how scores are made: `explain "<query>"` or `explain <record-id> --query "<q>"`')
    .argument('<query-or-id>', 'a query, or a record id with --query')
    .option('--query <q>', 'the query to explain the record against')
    .option('--limit <n>', 'results to explain (1–100)', intOption('--limit', 1, 100), 5)
    .action(async (arg: string, o) => {
      await ctx.withSpool(async (s) => {
        const r = o.query ? await s.explain(o.query, arg) : await s.explain(arg);
        if (ctx.format('table') === 'json') {
          out(json(r));
          return;
        }
        if (r.fallback_reason) out(`(mode ${r.mode_used}: ${r.fallback_reason})\n`);
        if (r.record_id && r.matched === false)
          out(`${r.record_id} does not match "${r.query}": only query-independent signals apply\n`);
        const shown = r.record_id ? r.results : r.results.slice(0, o.limit);
        if (shown.length === 0) out((await isEmpty(s)) ? EMPTY_STORE : `no memories match "${r.query}"\n`);
        for (const x of shown) out(`${breakdownTable(x)}\n`);
      });
    });
};
