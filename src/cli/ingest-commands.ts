import { resolve } from 'node:path';
import { Option } from 'commander';
import { clockFromEnv } from '../core/clock.js';
import {
  type DistillPendingResult,
  distillPending,
  dropQueued,
  exportMarkdown,
  IMPORT_FORMATS,
  type ImportFileResult,
  type ImportFormat,
  importFile,
  syncAgentsMd,
} from '../integrations/ingest/index.js';
import { json } from './format.js';
import { progress } from './io.js';
import { intOption } from './options.js';
import { type CommandModule, EXIT } from './program.js';

const clip = (s: string, n: number) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

function distillText(r: DistillPendingResult): string {
  const lines: string[] = [];
  for (const d of r.dropped) {
    lines.push(`dropped ${d.transcript_path} from the queue: the file no longer exists`);
  }
  if (r.processed.length === 0 && r.failed.length === 0) {
    return `${[...lines, 'nothing to distill: the queue is empty'].join('\n')}\n`;
  }
  let created = 0;
  for (const t of r.processed) {
    const fresh = t.stored.filter((s) => s.action === 'created');
    created += fresh.length;
    const known = t.stored.length - fresh.length;
    const parts = [`${fresh.length} new candidate(s)`];
    if (known > 0) parts.push(`${known} already known`);
    if (t.skipped.length > 0) parts.push(`${t.skipped.length} previously archived`);
    if (t.refused.length > 0) parts.push(`${t.refused.length} refused`);
    if (t.bytes_read === 0) parts.push('no new lines since the last run');
    lines.push(
      `${t.transcript_path}${t.session_id ? ` (session ${t.session_id})` : ''}: ${parts.join(', ')}`,
    );
    for (const s of fresh) {
      const e = t.extractions[s.index];
      if (e) lines.push(`  + ${s.record_id} [${e.memory_type}] ${clip(e.content, 110)}`);
    }
    for (const x of t.refused) lines.push(`  ✗ refused [${x.code}]: ${clip(x.message, 160)}`);
  }
  for (const f of r.failed) lines.push(`✗ ${f.message}`);
  if (created > 0) {
    lines.push(
      `${created} candidate(s) wait in the review queue: \`spool memory review\`, then \`spool memory accept <id>\` or \`spool memory archive <id>\``,
    );
  }
  if (r.remaining > 0) lines.push(`${r.remaining} transcript(s) still queued`);
  return `${lines.join('\n')}\n`;
}

function importText(r: ImportFileResult): string {
  const lines = [
    `imported ${r.imported} from ${r.path === '-' ? 'stdin' : r.path} (${r.format}), already present ${r.already_present}` +
      `${r.skipped_archived > 0 ? `, previously archived ${r.skipped_archived}` : ''}, refused ${r.refused.length}, errors ${r.errors.length}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** `spool distill`, `spool import`, `spool export`, `spool sync agents-md`. */
export const ingestCommands: CommandModule = (program, ctx) => {
  const { io, out } = ctx;

  program
    .command('distill')
    .description('turn queued session transcripts (or --transcript) into candidate memories for review')
    .option('--transcript <file>', 'distill this transcript instead of the queue')
    .option('--full', 're-read transcripts from the start, not from where the last run stopped', false)
    .option('--drop <id...>', 'take these entries off the queue without distilling them (ids as printed)')
    .option(
      '--max-items <n>',
      'most candidates per transcript (default 50)',
      intOption('--max-items', 1, 10_000),
    )
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        if (o.drop !== undefined) {
          const r = dropQueued(s.paths, o.drop as string[]);
          if (ctx.format('table') === 'json') out(json(r));
          else
            out(
              `${r.dropped.map((e) => `dropped ${e.id} (${e.transcript_path}) from the distill queue\n`).join('')}${r.remaining} transcript(s) still queued\n`,
            );
          return;
        }
        const r = await distillPending(s, {
          transcript: o.transcript === undefined ? undefined : resolve(io.cwd, o.transcript),
          now: clockFromEnv(io.env)(),
          full: o.full,
          ...(o.maxItems === undefined ? {} : { maxItems: o.maxItems }),
        });
        if (ctx.format('table') === 'json') out(json(r));
        else out(distillText(r));
        if (r.failed.length > 0) ctx.setExit(EXIT.error);
      });
    });

  program
    .command('import')
    .description(
      'import memories: spool JSONL, MCP memory JSONL, CLAUDE.md / AGENTS.md, Cursor rules, or a Markdown folder',
    )
    .argument('<path>', 'file or directory ("-" reads spool JSONL, or --from, from stdin)')
    .addOption(
      new Option('--from <format>', 'input format (default: from the name)').choices([...IMPORT_FORMATS]),
    )
    .action(async (path: string, o: { from?: ImportFormat }) => {
      const text = path === '-' && io.stdin ? await io.stdin() : undefined;
      await ctx.withSpool(async (s) => {
        const bar = progress(io, 'import');
        const r = await importFile(s, path === '-' ? '-' : resolve(io.cwd, path), {
          from: o.from ?? (path === '-' ? 'jsonl' : undefined),
          text,
          onProgress: (d, t) => bar.update(d, t),
        });
        bar.stop();
        if (ctx.format('table') === 'json') out(json(r));
        else {
          out(importText(r));
          for (const x of r.refused.slice(0, 50))
            io.stderr(`refused ${x.source ?? `item ${x.index + 1}`} [${x.code}]: ${x.message}\n`);
          for (const e of r.errors.slice(0, 50)) io.stderr(`${e.source}: ${e.message}\n`);
        }
        if (r.errors.length > 0 || r.refused.length > 0) ctx.setExit(EXIT.error);
      });
    });

  ctx
    .formats(program.command('export'), ['jsonl', 'json', 'markdown'])
    .description(
      'print every memory: JSONL (default, re-importable) or one Markdown document (--format markdown)',
    )
    .addOption(
      new Option('--to <format>', 'export format (same as --format jsonl|markdown)').choices([
        'jsonl',
        'markdown',
      ]),
    )
    .option('--include-archived', 'markdown: include archived memories', false)
    .option('--include-private', 'markdown: include secret, agent- and user-scope memories', false)
    .action(async (o: { to?: 'jsonl' | 'markdown'; includeArchived: boolean; includePrivate: boolean }) => {
      // `--format` is the global option (commander reads it wherever it appears): markdown selects Markdown;
      // json, jsonl or nothing select JSONL.
      const format = o.to ?? (ctx.globals().format === 'markdown' ? 'markdown' : 'jsonl');
      await ctx.withSpool(async (s) => {
        if (format === 'jsonl') out(await s.exportJsonl());
        else
          out(
            await exportMarkdown(s, { includeArchived: o.includeArchived, includePrivate: o.includePrivate }),
          );
      });
    });

  const sync = program.commands.find((c) => c.name() === 'sync') ?? program.command('sync');
  sync.description('write memories into other tools’ files');
  sync
    .command('agents-md')
    .description('write accepted and canonical project memories between the spool markers of AGENTS.md')
    .option('--file <path>', 'the file to sync, e.g. CLAUDE.md (default: AGENTS.md in the project root)')
    .action(async (o: { file?: string }) => {
      await ctx.withSpool(async (s) => {
        const r = await syncAgentsMd(s, o.file === undefined ? undefined : resolve(io.cwd, o.file));
        if (ctx.format('table') === 'json') out(json(r));
        else
          out(
            r.changed
              ? `updated ${r.path}: ${r.count} memories between the spool markers\n`
              : `${r.path} is up to date (${r.count} memories)\n`,
          );
      });
    });
};
