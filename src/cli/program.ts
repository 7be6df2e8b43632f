import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { clockFromEnv } from '../core/clock.js';
import { since } from '../core/duration.js';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import { parseFactText } from '../core/facts.js';
import type { Surface } from '../core/surface.js';
import { MEMORY_TYPES, SCOPES, SENSITIVITIES } from '../core/types.js';
import { openSpool, type Spool } from '../spool.js';
import { findRoot } from '../store/paths.js';
import { FORMATS, type Format, json, recallTable, recordsTable, recordText } from './format.js';
import { type CliIo, progress } from './io.js';
import { intOption, USAGE_ERROR, usageError } from './options.js';

/** Exit codes (SPEC §8). */
export const EXIT = { ok: 0, error: 1, usage: 2 } as const;

interface Globals {
  root?: string;
  format?: Format;
  create?: boolean;
}

/** The formats a command prints when it does not declare its own (see {@link CliContext.formats}). */
const DEFAULT_FORMATS: readonly Format[] = ['table', 'json'];

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Resolves the project root: --root, else the nearest `.spool/`, else the git root, else cwd. */
export function rootFrom(io: CliIo, root: string | undefined): string {
  return root ? resolve(io.cwd, root) : findRoot(io.cwd);
}

/**
 * Checks that an explicit `--root` names an existing directory. Opening spool on a missing one would
 * create it on the first write, so a typo (`--root ~/code/ap`) would quietly start a new, empty memory.
 */
export function checkRoot(dir: string): void {
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch (cause) {
    throw new SpoolError(
      ErrorCode.RootNotFound,
      `--root ${dir} does not exist: check the path, or create it with \`spool init --root ${dir}\` (any command accepts --create)`,
      { cause, details: { root: dir } },
    );
  }
  if (!isDir)
    throw new SpoolError(
      ErrorCode.RootNotFound,
      `--root ${dir} is not a directory: pass the project folder`,
      { details: { root: dir } },
    );
}

/**
 * Opens spool for a command, honouring SPOOL_NOW and SPOOL_HOME from the CLI's environment. An explicit
 * `root` must exist unless `create` is set.
 */
export function openFor(
  io: CliIo,
  root: string | undefined,
  create = false,
  surface: Surface = 'cli',
): Spool {
  const dir = rootFrom(io, root);
  if (root !== undefined && !create) checkRoot(dir);
  const opts: Parameters<typeof openSpool>[0] = {
    root: dir,
    surface,
    clock: clockFromEnv(io.env),
    warn: (m) => io.stderr(`${m}\n`),
  };
  if (io.env.SPOOL_HOME) opts.home = resolve(io.cwd, io.env.SPOOL_HOME);
  return openSpool(opts);
}

/** An extension point: later modules register their commands on the program. */
export type CommandModule = (program: Command, ctx: CliContext) => void;

/** What command modules get. */
export interface CliContext {
  io: CliIo;
  globals: () => Globals;
  /**
   * Runs `fn` with an open spool and closes it afterwards. A `--root` that does not exist is refused
   * (ROOT_NOT_FOUND) unless `create` is set here (`init`) or `--create` was given.
   */
  withSpool: <T>(
    fn: (spool: Spool) => Promise<T>,
    opts?: { create?: boolean; surface?: Surface },
  ) => Promise<T>;
  format: (fallback: Format) => Format;
  /**
   * Declares the `--format` values `command` prints (default table and json); any other value is a usage
   * error before the command runs, instead of being silently ignored.
   */
  formats: (command: Command, allowed: readonly Format[]) => Command;
  out: (text: string) => void;
  setExit: (code: number) => void;
}

/**
 * Builds the `spool` program. `modules` add command groups; each action parses its input, calls the
 * library, and formats the output — no business logic lives here.
 */
export function buildProgram(io: CliIo, modules: CommandModule[], setExit: (code: number) => void): Command {
  const program = new Command('spool')
    .description('Local-first memory for AI coding agents')
    .version('0.1.0')
    .addOption(new Option('--root <dir>', 'project root (default: nearest .spool/, else git root, else cwd)'))
    .addOption(new Option('--format <format>', 'output format').choices([...FORMATS]))
    .addOption(new Option('--create', 'create the --root directory if it does not exist'))
    .showHelpAfterError('(run `spool --help` for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) });

  const globals = () => program.opts<Globals>();
  const allowedFormats = new WeakMap<Command, readonly Format[]>();
  program.hook('preAction', (_program, command) => {
    const f = globals().format;
    const allowed = allowedFormats.get(command) ?? DEFAULT_FORMATS;
    if (f !== undefined && !allowed.includes(f))
      throw usageError(
        `\`${commandPath(command)}\` does not print --format ${f}: use ${allowed.map((a) => `--format ${a}`).join(' or ')}`,
      );
  });
  const ctx: CliContext = {
    io,
    globals,
    async withSpool(fn, opts = {}) {
      const spool = openFor(
        io,
        globals().root,
        opts.create === true || globals().create === true,
        opts.surface,
      );
      try {
        return await fn(spool);
      } finally {
        await spool.close();
      }
    },
    format: (fallback) => globals().format ?? fallback,
    formats: (command, allowed) => {
      allowedFormats.set(command, allowed);
      return command;
    },
    out: (t) => io.stdout(t),
    setExit,
  };
  for (const m of modules) m(program, ctx);
  return program;
}

/** True when the store holds no memory at all, archived ones included. */
export async function isEmpty(s: Spool): Promise<boolean> {
  return (await s.list({ limit: 1, includeArchived: true })).length === 0;
}

/** `memory show` for the `show` subcommand of `memory`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** The commands of the memory store: init, remember, recall, notes, memory show, rebuild, doctor, export, import. */
export const storeCommands: CommandModule = (program, ctx) => {
  const { io, out } = ctx;

  program
    .command('init')
    .description('create .spool/ (config.toml, .gitignore for local/) in the project root')
    .option(
      '--seed-facts',
      'file the stack facts the repository states (manifests, deploy files…) as candidates for review',
    )
    .action(async (o: { seedFacts?: boolean }) => {
      await ctx.withSpool(
        async (s) => {
          const r = await s.init();
          const seeded = o.seedFacts
            ? await (await import('../integrations/seed-facts.js')).seedProject(s, ctx.io.stderr)
            : undefined;
          if (ctx.format('table') === 'json') out(json(seeded ? { ...r, seeded } : r));
          else {
            out(
              r.created
                ? `initialised spool in ${r.root}/.spool\n`
                : `spool already initialised in ${r.root}/.spool\n`,
            );
            for (const f of seeded ?? []) out(`+ candidate ${f.record_id}: ${f.fact} (from ${f.source})\n`);
            if (seeded) out(`${seeded.length} fact(s) seeded for review: spool memory review\n`);
          }
        },
        { create: true },
      );
    });

  program
    .command('remember')
    .description('store a memory (use "-" to read the text from stdin)')
    .argument('[text]', 'the memory (optional with --fact: then the text is the fact itself)')
    .option('--title <title>', 'a short headline')
    .addOption(new Option('--type <type>', 'memory type').choices([...MEMORY_TYPES]).default('note'))
    .option('--tags <tags>', 'comma-separated tags', list, [])
    .option('--files <files>', 'comma-separated files it is about', list, [])
    .addOption(new Option('--scope <scope>', 'who it is for').choices([...SCOPES]).default('project'))
    .addOption(
      new Option('--sensitivity <level>', 'sensitivity').choices([...SENSITIVITIES]).default('internal'),
    )
    .option('--reason <because>', 'why (the "because…")')
    .option('--because <because>', 'same as --reason')
    .option('--fact <triple>', 'a structured fact: "subject | predicate | object"')
    .option('--stated', 'the fact was stated by a person (default)')
    .option('--inferred', 'the fact was inferred, not stated')
    .option('--redact', 'store [REDACTED:<kind>] instead of refusing secrets', false)
    .action(async (text: string | undefined, o) => {
      if (text === undefined && !o.fact)
        throw usageError('missing the memory text: `spool remember "<text>"` (or --fact "s | p | o")');
      let fact:
        | { subject: string; predicate: string; object: string; strength: 'stated' | 'inferred' }
        | undefined;
      if (o.fact) {
        const f = parseFactText(o.fact);
        if (!f) throw usageError('--fact must look like "subject | predicate | object"');
        fact = { ...f, strength: o.inferred ? 'inferred' : 'stated' };
      }
      const content =
        text === undefined && fact
          ? `${fact.subject} ${fact.predicate.replace(/_/g, ' ')} ${fact.object}`
          : text === '-' && io.stdin
            ? await io.stdin()
            : (text ?? '');
      await ctx.withSpool(async (s) => {
        const r = await s.remember({
          ...(fact ? { fact } : {}),
          content,
          title: o.title,
          memory_type: o.type,
          tags: o.tags,
          file_refs: o.files,
          scope: o.scope,
          sensitivity: o.sensitivity,
          reason: o.reason ?? o.because,
          redact: o.redact,
        });
        for (const w of r.warnings) io.stderr(`warning: ${w}\n`);
        if (ctx.format('table') === 'json') out(json(r));
        else
          out(
            `${r.action === 'created' ? 'remembered' : r.action.replace('_', ' ')} ${r.record_id} (${r.state}, ${r.tier} tier)\n`,
          );
      });
    });

  program
    .command('recall')
    .description('search memories, best first')
    .argument('<query>', 'what to look for')
    .option('--limit <n>', 'how many (1–100)', intOption('--limit', 1, 100), 10)
    .option('--tags <tags>', 'only memories with all these tags', list, [])
    .addOption(new Option('--mode <mode>', 'retrieval mode').choices(['lexical', 'semantic', 'hybrid']))
    .option('--files <files>', 'files of the current task', list, [])
    .option('--include-archived', 'search archived memories too', false)
    .option('--include-candidates', 'also unreviewed drafts and candidates (marked as such)', false)
    .action(async (query: string, o) => {
      await ctx.withSpool(async (s) => {
        const r = await s.recall({
          query,
          limit: o.limit,
          tags: o.tags,
          mode: o.mode,
          files: o.files,
          include_archived: o.includeArchived,
          include_candidates: o.includeCandidates,
        });
        if (ctx.format('table') === 'json') out(json(r));
        else out(recallTable(r, r.results.length === 0 && (await isEmpty(s))));
      });
    });

  program
    .command('notes')
    .description('list recent memories')
    .option('--limit <n>', 'how many (1–10000)', intOption('--limit', 1, 10_000), 20)
    .option('--since <duration>', 'only newer than this, e.g. 7d, 12h')
    .option('--include-archived', 'list archived memories too', false)
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const opts: Parameters<Spool['list']>[0] = { limit: o.limit, includeArchived: o.includeArchived };
        if (o.since) opts.since = since(o.since, clockFromEnv(io.env)());
        const rows = await s.list(opts);
        out(
          ctx.format('table') === 'json'
            ? json({ result_count: rows.length, results: rows })
            : recordsTable(rows),
        );
      });
    });

  const memory = program.command('memory').description('inspect and manage individual memories');
  memory
    .command('show')
    .description('show one memory')
    .argument('<id>', 'record id')
    .action(async (id: string) => {
      await ctx.withSpool(async (s) => {
        const r = await s.get(id);
        out(ctx.format('table') === 'json' ? json(r) : recordText(r));
      });
    });

  program
    .command('rebuild')
    .description('recreate the SQLite index from the ledger')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const bar = progress(io, 'rebuild');
        const r = await s.rebuild((d, t) => bar.update(d, t));
        bar.stop();
        out(
          ctx.format('table') === 'json'
            ? json(r)
            : `rebuilt ${r.records} records from ${r.events} events in ${r.ms} ms\n`,
        );
      });
    });

  program
    .command('embed')
    .description('embed memories that have no vector yet (needs [embedder] in config.toml)')
    .action(async () => {
      await ctx.withSpool(async (s) => {
        const bar = progress(io, 'embed');
        const r = await s.embed((d, t) => bar.update(d, t));
        bar.stop();
        out(
          ctx.format('table') === 'json'
            ? json(r)
            : `embedded ${r.embedded} memories with ${r.embedder} (${r.total_vectors} vectors in the index)\n`,
        );
      });
    });

  program
    .command('doctor')
    .description('verify hash chains, torn lines and the index against the ledger')
    .option('--repair', 'move torn lines aside and rebuild the index', false)
    .action(async (o) => {
      await ctx.withSpool(async (s) => {
        const r = await s.doctor({ repair: o.repair });
        if (ctx.format('table') === 'json') out(json(r));
        else {
          out(`${r.shards.length} shard(s), ${r.events} events, ${r.records} records\n`);
          for (const p of r.problems) out(`  ✗ ${p.kind} in ${p.shard} line ${p.line}: ${p.message}\n`);
          if (r.projection_mismatches.length)
            out(`  ✗ index differs from the ledger for ${r.projection_mismatches.length} record(s)\n`);
          for (const x of r.stored_secrets)
            out(
              `  ✗ ${x.record_id} holds ${x.kinds.join(', ')} stored before the secret gate knew the format (redacted in every output): \`spool purge ${x.record_id} --yes\` erases it, then rotate it\n`,
            );
          if (r.repaired.torn || r.repaired.rebuilt)
            out(
              `  repaired: ${r.repaired.torn} torn tail(s) moved aside, index rebuilt: ${r.repaired.rebuilt}\n`,
            );
          out(r.ok ? '✓ ledger and index are healthy\n' : 'problems found — run `spool doctor --repair`\n');
        }
        if (!r.ok) ctx.setExit(EXIT.error);
      });
    });
};

/** Runs the CLI with `argv` (without node and script) and returns the exit code. Never throws. */
export async function runCli(argv: string[], io: CliIo, modules: CommandModule[]): Promise<number> {
  let exit: number = EXIT.ok;
  const program = buildProgram(io, modules, (c) => {
    exit = c;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exit;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      )
        return EXIT.ok;
      if (err.code === USAGE_ERROR) io.stderr(`error: ${err.message}\n`);
      // Text that starts with "-" (a PEM block, a diff) reads as an option to commander.
      if (
        err.code === 'commander.unknownOption' &&
        argv.includes('remember') &&
        /unknown option '(?:-{3,}|-[^']*\s)/.test(err.message)
      ) {
        io.stderr(
          'hint: to store text that starts with "-", put -- before it (spool remember -- "-----BEGIN…") or pipe it to `spool remember -`\n',
        );
      }
      return EXIT.usage;
    }
    if (isSpoolError(err)) {
      const fmt = program.opts<Globals>().format;
      if (fmt === 'json') io.stdout(json({ error: err.toJSON() }));
      // The library's message is adapter-neutral; the CLI names its own option.
      const hint =
        err.code === ErrorCode.SecretDetected ? ' — to store it redacted, run again with --redact' : '';
      io.stderr(`error [${err.code}]: ${err.message}${hint}\n`);
      return err.code === ErrorCode.InvalidInput || err.code === ErrorCode.RootNotFound
        ? EXIT.usage
        : EXIT.error;
    }
    io.stderr(`error: ${(err as Error).stack ?? String(err)}\n`);
    return EXIT.error;
  }
}
