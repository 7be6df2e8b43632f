// A Rust CLI: a log-search tool ("grepl") with clap, tokio, serde, released with cargo-dist.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rust-cli',
  stack: 'Rust 2021, clap 4, tokio, serde, cargo-dist, GitHub Actions',
  memories: [
    m(
      'msrv',
      'constraint',
      'The MSRV is Rust 1.74; do not use let-else chains or any feature stabilised later, CI checks it with cargo +1.74 check.',
      {
        tags: ['msrv', 'rust'],
      },
    ),
    m(
      'clap-derive',
      'convention',
      'CLI arguments use the clap derive API in src/cli.rs; every flag has a long name and a doc comment that becomes its help text.',
      {
        files: ['src/cli.rs'],
        tags: ['clap', 'cli'],
      },
    ),
    m(
      'errors-anyhow',
      'convention',
      'Binaries use anyhow for errors with .context() on every fallible call; the library crate exposes thiserror enums.',
      {
        tags: ['errors', 'anyhow', 'thiserror'],
      },
    ),
    m(
      'no-unwrap',
      'constraint',
      'No unwrap() or expect() outside tests; clippy::unwrap_used is denied in lib.rs.',
      {
        files: ['src/lib.rs'],
        tags: ['unwrap', 'clippy'],
      },
    ),
    m(
      'exit-codes',
      'convention',
      'Exit codes: 0 match found, 1 no match, 2 usage or I/O error, same as grep.',
      {
        files: ['src/main.rs'],
        tags: ['exit-codes'],
      },
    ),
    m(
      'output-stdout',
      'constraint',
      'Only results go to stdout; progress, warnings and errors go to stderr so output can be piped.',
      {
        tags: ['stdout', 'stderr'],
      },
    ),
    m(
      'color-nocolor',
      'convention',
      'Colour output follows --color auto|always|never and honours NO_COLOR; auto means only when stdout is a TTY.',
      {
        tags: ['color', 'tty'],
      },
    ),
    m(
      'async-tokio',
      'decision',
      'We use tokio only in the remote-fetch subcommand; local search is synchronous with rayon because async added overhead for file I/O.',
      {
        files: ['src/remote.rs', 'src/search.rs'],
        tags: ['tokio', 'rayon', 'async'],
      },
    ),
    m(
      'regex-crate',
      'decision',
      'Pattern matching uses the regex crate with size limits, not pcre2, to keep the binary static.',
      {
        tags: ['regex'],
      },
    ),
    m(
      'mmap',
      'fact',
      'Files over 64 MiB are memory-mapped with memmap2; smaller files are read into a buffer.',
      {
        files: ['src/search.rs'],
        tags: ['mmap', 'performance'],
      },
    ),
    m(
      'incident-mmap',
      'incident',
      'Incident: SIGBUS crash when a log file was truncated while memory-mapped; mmap is skipped for files under /var/log that are still being written.',
      {
        files: ['src/search.rs'],
        tags: ['mmap', 'sigbus', 'incident'],
      },
    ),
    m(
      'release-dist',
      'decision',
      'Releases are built by cargo-dist from a v* tag; we stopped uploading binaries by hand.',
      {
        files: ['.github/workflows/release.yml', 'dist-workspace.toml'],
        tags: ['release', 'cargo-dist'],
      },
    ),
    m(
      'release-notes',
      'convention',
      'Every user-visible change adds a line to CHANGELOG.md under Unreleased in the same PR.',
      {
        files: ['CHANGELOG.md'],
        tags: ['changelog'],
      },
    ),
    m(
      'tests-snapshots',
      'convention',
      'CLI output is tested with insta snapshots in tests/cli.rs via assert_cmd; review snapshot changes with cargo insta review.',
      {
        files: ['tests/cli.rs'],
        tags: ['insta', 'snapshots', 'tests'],
      },
    ),
    m(
      'bench-criterion',
      'convention',
      'Performance changes need a criterion benchmark in benches/ and the before/after numbers in the PR.',
      {
        files: ['benches/search.rs'],
        tags: ['criterion', 'benchmark'],
      },
    ),
    m(
      'config-toml',
      'fact',
      'User config is read from $XDG_CONFIG_HOME/grepl/config.toml; CLI flags override it.',
      {
        files: ['src/config.rs'],
        tags: ['config', 'toml'],
      },
    ),
    m(
      'serde-json-output',
      'convention',
      'The --json output is one JSON object per line (NDJSON) with stable field names; adding fields is fine, renaming is a breaking change.',
      {
        tags: ['json', 'output'],
      },
    ),
    m(
      'windows-paths',
      'constraint',
      'Paths must be handled as OsStr/PathBuf, never converted with to_str().unwrap(), because Windows users have non-UTF-8 paths.',
      {
        tags: ['windows', 'paths'],
      },
    ),
    m(
      'deps-minimal',
      'preference',
      'I prefer few dependencies; ask before adding a crate that pulls in more than a handful of transitive deps.',
      {},
    ),
    m(
      'fmt-clippy',
      'convention',
      'cargo fmt and cargo clippy --all-targets -- -D warnings must pass; CI runs both.',
      {
        tags: ['fmt', 'clippy', 'ci'],
      },
    ),
    m(
      'unsafe-none',
      'constraint',
      'No unsafe code outside src/mmap.rs; #![forbid(unsafe_code)] is set in every other module.',
      {
        files: ['src/mmap.rs'],
        tags: ['unsafe'],
      },
    ),
    m(
      'remote-s3',
      'fact',
      'The remote subcommand reads logs from S3 with the aws-sdk-s3 crate, credentials from the default provider chain.',
      {
        files: ['src/remote.rs'],
        tags: ['s3', 'aws', 'remote'],
      },
    ),
    m(
      'ignore-files',
      'fact',
      'Directory walks use the ignore crate, so .gitignore and .greplignore are honoured unless --no-ignore is given.',
      {
        tags: ['ignore', 'gitignore'],
      },
    ),
    m('pm-cargo', 'fact', 'The workspace is built with cargo; there is no Makefile.', {
      fact: 'grepl | package_manager | cargo',
      age: 350,
    }),
    m('pref-docs', 'preference', 'Please keep doc comments on every public item of the library crate.', {}),
    m(
      'ci-gha',
      'fact',
      'CI runs on GitHub Actions for linux, macos and windows with the matrix in .github/workflows/ci.yml.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'unicode',
      'decision',
      'Case-insensitive search uses simple Unicode case folding; full folding was too slow.',
      {
        tags: ['unicode', 'case'],
      },
    ),
    m('regex-pcre-claim', 'fact', 'The --pcre flag switches matching to pcre2 for lookarounds.', {
      disputes: 'regex-crate',
      tags: ['pcre2', 'regex'],
    }),
    m('ci-travis', 'fact', 'CI runs on Travis CI.', { age: 700 }),
    m(
      'ci-gha-switch',
      'decision',
      'We switched CI from Travis to GitHub Actions because Travis dropped free minutes for open source.',
      { supersedes: 'ci-travis', age: 360, tags: ['ci', 'github-actions'] },
    ),
    m(
      'completions',
      'fact',
      'Shell completions for bash, zsh and fish are generated with clap_complete at build time into target/completions.',
      { tags: ['completions', 'shell'] },
    ),
    m('man-page', 'fact', 'The man page is generated from the clap definition with clap_mangen.', {
      tags: ['man', 'docs'],
    }),
    m(
      'homebrew',
      'fact',
      'The Homebrew formula is updated automatically by cargo-dist in the acme/homebrew-tap repository.',
      { tags: ['homebrew', 'release'] },
    ),
    m(
      'context-lines',
      'fact',
      'Context lines (-A/-B/-C) are merged when they overlap, like GNU grep, and separated by -- otherwise.',
      { tags: ['context', 'output'] },
    ),
    m(
      'binary-files',
      'convention',
      'Binary files are skipped by default (NUL byte in the first 8 KiB) and searched only with --binary.',
      { tags: ['binary'] },
    ),
    m('cand-tracing', 'decision', 'Replace env_logger with tracing.', {
      candidate: true,
      tags: ['tracing', 'logging'],
    }),
    m('cand-musl', 'fact', 'Linux binaries are built for musl.', {
      candidate: true,
      tags: ['musl', 'release'],
    }),
    m('cand-edition', 'decision', 'Move the workspace to edition 2024.', {
      candidate: true,
      tags: ['edition'],
    }),
    m('secret-gh', 'note', 'release token ghp_R4nd0mT0k3nF0rR3l3as3sXyZ1234567890ab', {
      secret: 'ghp_R4nd0mT0k3nF0rR3l3as3sXyZ1234567890ab',
    }),
    m('secret-crates', 'note', 'crates.io publish token is cio8Fh2kLmN4pQ7rS9tU1vW3xY5zA6bC', {
      secret: 'cio8Fh2kLmN4pQ7rS9tU1vW3xY5zA6bC',
    }),
    m('secret-pass', 'note', 'the S3 bucket passphrase: grepl-logs-Winter-2026', {
      secret: 'grepl-logs-Winter-2026',
    }),
  ],
  sessions: [
    {
      id: 'rust-session-1',
      age: 14,
      turns: [
        said(
          'We decided to keep the default output format human-readable and put machine output behind --json.',
          {
            key: 's-json-flag',
            type: 'decision',
          },
        ),
        replied('Makes sense. Shall I add the flag to src/cli.rs?'),
        said('yes'),
        said(
          'Also, never change the order of columns in the default output because people parse it with awk.',
          {
            key: 's-columns',
            type: 'constraint',
          },
        ),
        said('Use kebab-case for all long flag names.', { key: 's-kebab', type: 'convention' }),
      ],
    },
  ],
  prompts: [
    p('add a --max-count flag to src/cli.rs', ['clap-derive', 's-kebab']),
    p('add a flag to limit the search depth', ['clap-derive', 's-kebab']),
    p('handle the error when the config file is malformed instead of unwrapping', [
      'no-unwrap',
      'errors-anyhow',
      'config-toml',
    ]),
    p('why does grepl exit 1 when nothing matches? scripts treat that as failure', ['exit-codes']),
    p('print a progress bar while searching big directories', ['output-stdout']),
    p('grepl crashed with SIGBUS on a rotating log file', ['incident-mmap', 'mmap']),
    p('speed up search for large files in @src/search.rs', ['mmap', 'async-tokio', 'bench-criterion']),
    p('add lookahead support to patterns', ['regex-crate', 'regex-pcre-claim']),
    p('add a field with the byte offset to the --json output', ['serde-json-output', 's-json-flag']),
    p('can you reorder the default output columns so the file name comes last', ['s-columns']),
    p('cut a new release 0.9.0', ['release-dist', 'release-notes']),
    p('add a snapshot test for the --count output in tests/cli.rs', ['tests-snapshots']),
    p('let-else would make this function much cleaner, refactor it', ['msrv']),
    p('support non utf8 file names on windows', ['windows-paths']),
    p('add the serde_yaml crate to parse yaml config too', ['deps-minimal', 'config-toml']),
    p('add an mmap fast path in src/walk.rs using unsafe', ['unsafe-none']),
    p('fetch logs from s3 in parallel', ['remote-s3', 'async-tokio']),
    p('explain what this lifetime error means', []),
    p('hmm ok', []),
    p('disable colors when piping to less', ['color-nocolor']),
    p('generate zsh completions', ['completions']),
    p('the CI matrix takes forever on windows, can you cache cargo', ['ci-gha', 'ci-gha-switch']),
    p('@src/remote.rs add support for gzip compressed logs', ['remote-s3', 'async-tokio']),
    p('clean up error handling in src/lib.rs', ['no-unwrap', 'errors-anyhow']),
  ],
});
