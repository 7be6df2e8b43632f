import { Option } from 'commander';
import type { LifecycleAction } from '../core/lifecycle.js';
import { MEMORY_TYPES } from '../core/types.js';
import { json, recordsTable, recordText, table } from './format.js';
import { intOption, numberOption } from './options.js';
import type { CommandModule } from './program.js';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ACTION_HELP: Record<Exclude<LifecycleAction, 'expire'>, string> = {
  propose: 'move a draft to the review queue (candidate)',
  accept: 'accept a candidate (or reaffirm an expiring fact)',
  promote: 'make an accepted memory canonical',
  archive: 'archive a memory (nothing is deleted)',
  restore: 'bring an archived memory back',
  reject: 'reject a candidate from the review queue (archives it)',
};

/** `spool memory …` lifecycle and truth-maintenance commands, and `spool sweep`. */
export const lifecycleCommands: CommandModule = (program, ctx) => {
  const memory = program.commands.find((c) => c.name() === 'memory') ?? program.command('memory');
  const { out } = ctx;
  for (const [action, help] of Object.entries(ACTION_HELP) as [LifecycleAction, string][]) {
    memory
      .command(action)
      .description(help)
      .argument('<ids...>', 'record id(s)')
      .option('--reason <text>', 'why (kept in the ledger)')
      .action(async (ids: string[], o) => {
        await ctx.withSpool(async (s) => {
          const done = [];
          for (const id of ids)
            done.push(await s.transition(id, action, o.reason ? { reason: o.reason } : {}));
          if (ctx.format('table') === 'json') out(json({ action, records: done }));
          else for (const r of done) out(`${action}: ${r.record_id} is now ${r.state}\n`);
        });
      });
  }

  memory
    .command('update')
    .description('edit a memory (same validation and secret gate as remember)')
    .argument('<id>', 'record id')
    .option('--content <text>', 'new content')
    .option('--title <title>', 'new title')
    .addOption(new Option('--type <type>', 'new memory type').choices([...MEMORY_TYPES]))
    .option('--tags <tags>', 'replacement tags (comma-separated)', list)
    .option('--files <files>', 'replacement file refs (comma-separated)', list)
    .option('--reason <because>', 'new reason')
    .option('--redact', 'redact secrets instead of refusing', false)
    .action(async (id: string, o) => {
      await ctx.withSpool(async (s) => {
        const r = await s.update(id, {
          ...(o.content !== undefined ? { content: o.content } : {}),
          ...(o.title !== undefined ? { title: o.title } : {}),
          ...(o.type !== undefined ? { memory_type: o.type } : {}),
          ...(o.tags !== undefined ? { tags: o.tags } : {}),
          ...(o.files !== undefined ? { file_refs: o.files } : {}),
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
          redact: o.redact,
        });
        if (ctx.format('table') === 'json') out(json(r));
        else
          out(r.changed.length ? `updated ${id}: ${r.changed.join(', ')}\n` : `nothing to change in ${id}\n`);
      });
    });

  memory
    .command('reaffirm')
    .description('confirm a memory is still true (resets staleness and expiry)')
    .argument('<ids...>', 'record id(s)')
    .action(async (ids: string[]) => {
      await ctx.withSpool(async (s) => {
        const done = [];
        for (const id of ids) done.push(await s.reaffirm(id));
        if (ctx.format('table') === 'json') out(json({ records: done }));
        else for (const r of done) out(`reaffirmed ${r.record_id} (${r.state})\n`);
      });
    });

  memory
    .command('history')
    .description("a memory's ledger timeline")
    .argument('<id>', 'record id')
    .action(async (id: string) => {
      await ctx.withSpool(async (s) => {
        const h = await s.history(id);
        if (ctx.format('table') === 'json') {
          out(json({ record_id: id, events: h }));
          return;
        }
        out(recordText(await s.get(id)));
        out('\n');
        out(
          table(
            ['when', 'event', 'detail', 'writer'],
            h.map((e) => [
              e.ts.slice(0, 19).replace('T', ' '),
              e.type.replace('record.', ''),
              describe(e.payload),
              e.writer,
            ]),
          ),
        );
      });
    });

  memory
    .command('review')
    .description('the review queue: drafts and candidates waiting for accept/reject')
    .option('--limit <n>', 'how many (1–10000)', intOption('--limit', 1, 10_000), 100)
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const rows = await s.review({ limit: o.limit });
        if (ctx.format('table') === 'json') out(json({ result_count: rows.length, results: rows }));
        else if (rows.length === 0) out('review queue is empty\n');
        else out(recordsTable(rows));
      });
    });

  memory
    .command('conflicts')
    .description('fact conflicts waiting for a decision')
    .option('--all', 'include resolved conflicts', false)
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const all = await s.conflicts(o.all ? undefined : 'open', { records: true });
        if (ctx.format('table') === 'json') {
          const rows = all.map(({ records: _records, ...c }) => c);
          out(json({ result_count: rows.length, conflicts: rows }));
          return;
        }
        const rows = all;
        if (rows.length === 0) {
          out('no open conflicts\n');
          return;
        }
        for (const c of rows) {
          out(
            `${c.conflict_id}  ${c.subject} · ${c.predicate}  (${c.state}${c.keep ? `, kept ${c.keep}` : ''})\n`,
          );
          for (const id of c.record_ids) {
            const r = c.records?.find((x) => x.record_id === id);
            out(
              `  ${id}  ${r?.fact?.object ?? '?'}  [${r?.fact?.strength ?? '?'}, ${r?.state ?? 'missing'}]\n`,
            );
          }
        }
        out('resolve with: spool memory resolve <conflict-id> --keep <record-id>\n');
      });
    });

  memory
    .command('resolve')
    .description('resolve a conflict, keeping one record (the others are superseded)')
    .argument('<conflict-id>', 'conflict id')
    .requiredOption('--keep <record-id>', 'the record that is right')
    .action(async (conflictId: string, o) => {
      await ctx.withSpool(async (s) => {
        const c = await s.resolve(conflictId, o.keep);
        out(ctx.format('table') === 'json' ? json(c) : `resolved ${c.conflict_id}: kept ${c.keep}\n`);
      });
    });

  memory
    .command('dedup')
    .description('suggest near-duplicate memories (token overlap); --merge merges each pair')
    .option('--threshold <x>', 'minimum Jaccard overlap (0–1)', numberOption('--threshold', 0, 1), 0.8)
    .option('--merge', 'merge every suggested pair (keeps the more trusted, older one)', false)
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const pairs = await s.dedup({ threshold: o.threshold });
        const merged: string[] = [];
        if (o.merge) {
          for (const p of pairs) {
            if (merged.includes(p.duplicate) || merged.includes(p.keep)) continue;
            await s.merge(p.keep, [p.duplicate]);
            merged.push(p.duplicate);
          }
        }
        if (ctx.format('table') === 'json') {
          out(json({ suggestions: pairs, merged }));
          return;
        }
        if (pairs.length === 0) out('no near-duplicates found\n');
        for (const p of pairs) {
          out(
            `${p.similarity.toFixed(2)}  keep ${p.keep}: ${p.keep_content.slice(0, 70)}\n      drop ${p.duplicate}: ${p.duplicate_content.slice(0, 70)}\n`,
          );
        }
        if (merged.length) out(`merged ${merged.length} duplicate(s)\n`);
        else if (pairs.length) out('merge with: spool memory dedup --merge\n');
      });
    });

  memory
    .command('lint')
    .description(
      'check memories: stale facts, facts without reasons, conflicting facts, drifted code, secrets in notes (exit 1 on errors)',
    )
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const r = await s.lint();
        if (ctx.format('table') === 'json') out(json(r));
        else {
          for (const f of r.findings)
            out(`${f.severity === 'error' ? '✗' : '!'} ${f.rule}  ${f.target}: ${f.message}\n`);
          out(`${r.errors} error(s), ${r.warnings} warning(s)\n`);
        }
        if (r.errors > 0) ctx.setExit(1);
      });
    });

  memory
    .command('stats')
    .description('counts by state and type, growth, most and least retrieved')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const r = await s.stats();
        if (ctx.format('table') === 'json') {
          out(json(r));
          return;
        }
        out(`${r.records} memories, ${r.events} events, ${r.shards} shard(s)\n`);
        out(
          `by state: ${
            Object.entries(r.by_state)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ') || '—'
          }\n`,
        );
        out(
          `by type:  ${
            Object.entries(r.by_type)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ') || '—'
          }\n`,
        );
        if (r.most_retrieved.length)
          out(
            `most retrieved: ${r.most_retrieved
              .slice(0, 5)
              .map((m) => `${m.record_id} (${m.access_count}×)`)
              .join(', ')}\n`,
          );
      });
    });

  program
    .command('vault')
    .description('index vault notes (.spool/notes, docs/adr, docs/decisions) and list them')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const r = await s.notesIndex();
        if (ctx.format('table') === 'json') {
          out(json(r));
          return;
        }
        if (r.notes.length === 0)
          out('no vault notes yet: add Markdown files to .spool/notes/ (or docs/adr/, docs/decisions/)\n');
        else
          out(
            table(
              ['path', 'type', 'title', 'flags'],
              r.notes.map((n) => [
                n.path,
                n.memory_type,
                n.title.slice(0, 50),
                [
                  n.source_of_truth ? 'source_of_truth' : '',
                  n.retrieval_priority !== 'normal' ? `priority:${n.retrieval_priority}` : '',
                  n.secrets.length ? 'SECRET' : '',
                ]
                  .filter(Boolean)
                  .join(' '),
              ]),
            ),
          );
        for (const sk of r.skipped) out(`skipped ${sk.path}: ${sk.reason}\n`);
      });
    });

  program
    .command('purge')
    .description("erase a memory's content from the ledger for good (rewrites shards; leaves a tombstone)")
    .argument('<id>', 'record id')
    .option('--reason <text>', 'why (kept in the tombstone)')
    .option('--yes', 'confirm: this cannot be undone', false)
    .action(async (id: string, o) => {
      if (!o.yes) {
        ctx.io.stderr(
          'purge rewrites the ledger and cannot be undone: re-run with --yes (teammates must pull the rewritten shards)\n',
        );
        ctx.setExit(2);
        return;
      }
      await ctx.withSpool(async (s) => {
        const r = await s.purge(id, o.reason ? { reason: o.reason } : {});
        out(
          ctx.format('table') === 'json'
            ? json(r)
            : `purged ${r.record_id} from ${r.rewritten_shards.length} shard(s)\n`,
        );
      });
    });

  program
    .command('sweep')
    .description('expire facts unconfirmed for 180 days; archive those expiring for 30 more')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const r = await s.sweep({ force: true });
        out(
          ctx.format('table') === 'json'
            ? json(r)
            : `sweep: ${r.expiring.length} now expiring, ${r.archived.length} archived\n`,
        );
      });
    });
};

function describe(p: Record<string, unknown>): string {
  if (p.record && typeof p.record === 'object') {
    const r = p.record as { state?: string; memory_type?: string };
    return `${r.memory_type ?? ''} as ${r.state ?? ''}`;
  }
  if (typeof p.to === 'string')
    return `${String(p.from)} → ${p.to}${p.reason ? ` (${String(p.reason)})` : ''}`;
  if (typeof p.by === 'string') return `superseded by ${p.by}`;
  if (p.changes && typeof p.changes === 'object') return `changed ${Object.keys(p.changes).join(', ')}`;
  if (Array.isArray(p.tags)) return `merged duplicate; tags ${p.tags.join(', ')}`;
  if (typeof p.at === 'string') return `confirmed ${p.at.slice(0, 10)}`;
  if (typeof p.conflict_id === 'string') return `conflict ${p.conflict_id}`;
  return '';
}
