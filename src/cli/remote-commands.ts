import {
  addRemote,
  listRemotes,
  type PullResult,
  type PushResult,
  pull,
  push,
  removeRemote,
  type TokenSource,
} from '../integrations/remote.js';
import { json } from './format.js';
import { progress } from './io.js';
import { type CommandModule, EXIT } from './program.js';

const tokenText = (t: TokenSource) =>
  t.kind === 'env'
    ? `token from $${t.name}`
    : t.kind === 'stored'
      ? 'token stored in ~/.spool'
      : 'token from $SPOOL_TOKEN';

function pushText(r: PushResult): string {
  if (r.sent === 0) return `${r.remote} is up to date: nothing to push\n`;
  return `pushed ${r.sent} line(s) of ${r.writers.length} writer(s) to ${r.remote}: ${r.inserted} new, ${r.skipped} already there\n`;
}

function pullText(r: PullResult): string {
  const purged = [...new Set(r.adopted.flatMap((a) => a.records))];
  const adopted =
    r.adopted.length === 0
      ? ''
      : `erased ${purged.length} record(s) purged on ${r.remote} (${purged.join(', ')}) from ${r.adopted.length} writer chain(s) here\n`;
  if (r.received === 0) return `${adopted}nothing new on ${r.remote}\n`;
  return `${adopted}pulled ${r.received} line(s) from ${r.remote}: ${r.inserted} new, ${r.skipped} already here\n`;
}

/**
 * `spool remote add/list/remove`, `spool push`, `spool pull`: the team tier exchanged with an organisation
 * server (issue #15). Remotes are per clone (`.spool/local/remotes.json`); tokens come from an environment
 * variable or the user's spool home, never from the project.
 */
export const remoteCommands: CommandModule = (program, ctx) => {
  const { io, out } = ctx;
  const remote = program
    .command('remote')
    .description('the organisation servers this project exchanges its team memories with');

  remote
    .command('add')
    .description('add a remote: the project URL on a spool server (https://host/<project>)')
    .argument('<name>', 'a short name, e.g. origin')
    .argument('<url>', 'the project URL: https://host[/prefix]/<project> or …/api/v1/projects/<project>')
    .option('--token-env <var>', 'read the token from this environment variable at every push/pull')
    .option(
      '--token <token>',
      'store the token in ~/.spool/credentials.json (mode 0600), not in the project; prefer --token-env, a token typed on the command line stays in the shell history',
    )
    .action(async (name: string, url: string, o: { tokenEnv?: string; token?: string }) => {
      await ctx.withSpool(async (s) => {
        // `.spool/.gitignore` must exist before remotes.json lands in `.spool/local/`.
        await s.init();
        const r = addRemote(s.paths, {
          name,
          url,
          ...(o.tokenEnv === undefined ? {} : { tokenEnv: o.tokenEnv }),
          ...(o.token === undefined ? {} : { token: o.token }),
        });
        if (ctx.format('table') === 'json') out(json({ name: r.name, url: r.url, project: r.project }));
        else out(`added remote ${r.name}: ${r.url}\n`);
      });
    });

  remote
    .command('list')
    .description('list the remotes (never their tokens)')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const rs = listRemotes(s.paths);
        if (ctx.format('table') === 'json')
          out(
            json(
              rs.map((r) => ({
                name: r.name,
                url: r.url,
                project: r.project,
                token: r.token,
                pull_cursor: r.pull_cursor,
              })),
            ),
          );
        else if (rs.length === 0)
          out('no remotes: add one with `spool remote add origin <url> --token-env VAR`\n');
        else out(rs.map((r) => `${r.name}\t${r.url}\t${tokenText(r.token)}\n`).join(''));
      });
    });

  remote
    .command('remove')
    .description('remove a remote (and the token stored for it)')
    .argument('<name>', 'the remote')
    .action(async (name: string) => {
      await ctx.withSpool(async (s) => {
        const r = removeRemote(s.paths, name);
        if (ctx.format('table') === 'json') out(json({ removed: r.name, url: r.url }));
        else out(`removed remote ${r.name} (${r.url})\n`);
      });
    });

  program
    .command('push')
    .description('send the team memories the remote lacks (secret and personal memories never leave)')
    .argument('[remote]', 'the remote (default: the only one, else origin)')
    .action(async (name: string | undefined) => {
      await ctx.withSpool(async (s) => {
        const bar = progress(io, 'push');
        let r: PushResult;
        try {
          r = await push(s.paths, name, { env: io.env, onProgress: (d, t) => bar.update(d, t) });
        } finally {
          bar.stop();
        }
        for (const p of r.problems)
          io.stderr(
            `spool: ${p} has a damaged line: its lines after it were not pushed; run \`spool doctor\`\n`,
          );
        for (const d of r.diverged)
          io.stderr(
            `spool: writer ${d.writer}'s chain here differs from ${r.remote}'s at seq ${d.seq} (a shard rewritten by a purge on one side?): its lines were not pushed\n`,
          );
        if (ctx.format('table') === 'json') out(json(r));
        else out(pushText(r));
        if (r.diverged.length > 0) ctx.setExit(EXIT.error);
      });
    });

  program
    .command('pull')
    .description('fetch the team memories added on the remote since the last pull')
    .argument('[remote]', 'the remote (default: the only one, else origin)')
    .option(
      '--full',
      're-read every line from the start (after the server was restored); known lines are skipped',
    )
    .action(async (name: string | undefined, o: { full?: boolean }) => {
      await ctx.withSpool(async (s) => {
        const bar = progress(io, 'pull');
        let r: PullResult;
        try {
          r = await pull(s.paths, name, {
            env: io.env,
            full: o.full === true,
            onProgress: (d, t) => bar.update(d, t),
            onTorn: (t) =>
              io.stderr(`spool: torn line in ${t.shard} (${t.bytes} bytes) moved to ${t.tornFile}\n`),
          });
        } finally {
          bar.stop();
        }
        // Index the new lines now (any read catches the projection up), so the next command starts warm.
        // An adopted chain is a rewritten shard: the same read rebuilds the index without the purged content.
        if (r.inserted > 0 || r.adopted.length > 0) await s.list({ limit: 1 });
        for (const d of r.diverged)
          io.stderr(
            `spool: writer ${d.writer}'s chain on ${r.remote} differs from this ledger's at seq ${d.seq}: its lines were left out; once the two sides agree, run \`spool pull --full\`\n`,
          );
        if (ctx.format('table') === 'json') out(json(r));
        else out(pullText(r));
        if (r.diverged.length > 0) ctx.setExit(EXIT.error);
      });
    });
};
