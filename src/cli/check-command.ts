import type { RealityReport } from '../reality/report.js';
import { json } from './format.js';
import type { CommandModule } from './program.js';

/** The text report of `spool check`: each contradiction with its evidence (`file:line`) and proposal. */
export function checkText(r: RealityReport): string {
  const lines: string[] = [];
  for (const c of r.contradicted) {
    const what = (c.title ?? c.content).replace(/\s+/g, ' ').slice(0, 100);
    lines.push(`✗ ${c.record_id}  ${what}`);
    lines.push(`    the code says otherwise: ${c.summary}`);
    for (const e of c.evidence) lines.push(`    ${e.file}:${e.line}  ${e.what}`);
    if (c.proposal) lines.push(`    proposal: ${c.proposal.fact} (from ${c.proposal.source})`);
  }
  for (const p of r.proposed)
    lines.push(
      `+ proposed ${p.record_id}: ${p.fact} (from ${p.source}) — review with \`spool memory review\``,
    );
  const scan = `${r.scan.evidence_files} evidence file(s)${r.scan.truncated ? ', scan cut short by its limits' : ''}`;
  lines.push(
    `${r.contradicted.length} contradicted, ${r.confirmed.length} confirmed, ${r.unknown} unknown of ${r.checked} memories (${scan})`,
  );
  if (r.contradicted.length > 0 && r.proposed.length === 0 && r.contradicted.some((c) => c.proposal))
    lines.push('file the proposals for review with: spool check --propose');
  return `${lines.join('\n')}\n`;
}

/** `spool check`: the reality check for people and CI (exit 1 when a memory is contradicted by the code). */
export const checkCommand: CommandModule = (program, ctx) => {
  ctx
    .formats(program.command('check'), ['table', 'json'])
    .description(
      'check memories about the stack against the repository (manifests, lockfiles, deploy and CI files): exit 1 when the code contradicts one',
    )
    .option('--propose', 'file each contradiction’s superseding fact as a candidate for review')
    .action(async (o: { propose?: boolean }) => {
      await ctx.withSpool(async (s) => {
        const r = await s.check({ propose: o.propose === true });
        ctx.out(ctx.format('table') === 'json' ? json(r) : checkText(r));
        if (r.contradicted.length > 0) ctx.setExit(1);
      });
    });
};
