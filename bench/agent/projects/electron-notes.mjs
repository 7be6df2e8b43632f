// Tidemark, a cross-platform desktop note-taking app: Electron (main + preload + sandboxed renderer), React 18 + Zustand, better-sqlite3 in main, E2E-encrypted sync to a Go backend, electron-updater with signed/notarized builds, plugin API, self-hosted Sentry, Playwright for Electron, pnpm workspaces.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'electron-notes',
  stack:
    'Electron 32 (main + preload + renderer, contextIsolation + sandbox, custom app:// protocol, utilityProcess worker), React 18 + Zustand + TipTap/Yjs editor, better-sqlite3 (WAL, FTS5) in main, libsodium (XChaCha20-Poly1305, Argon2id) end-to-end encryption, Go 1.22 sync backend (chi, pgx/sqlc, Postgres, MinIO/S3), electron-vite + electron-builder, electron-updater (generic S3 provider), notarytool + DigiCert KeyLocker EV signing, self-hosted Sentry (@sentry/electron), Vitest + Playwright (_electron), pnpm workspaces, GitHub Actions',
  memories: [
    // ---------------------------------------------------------------- repo, tooling, build
    m(
      'repo-layout',
      'decision',
      'Monorepo with pnpm workspaces: apps/desktop is the Electron app (src/main, src/preload, src/renderer, src/worker), shared code in packages/{ipc-contract,db,crypto,sync-client,editor,plugin-api,ui,importers}. The Go sync server lives in server/ with its own go.mod and is NOT a pnpm workspace — build it with make, not pnpm. Workspace package names are @tidemark/*, internal deps use workspace:*.',
      {
        age: 420,
        reaffirm: 30,
        files: ['pnpm-workspace.yaml', 'apps/desktop/package.json', 'server/go.mod'],
        tags: ['monorepo', 'pnpm', 'layout'],
      },
    ),
    m(
      'pnpm-hoisted',
      'constraint',
      '.npmrc has node-linker=hoisted and it stays that way. electron-builder cannot follow the pnpm symlink store when it collects production node_modules into the asar, we got packaged builds missing transitive deps twice. Add deps with `pnpm add <dep> --filter @tidemark/desktop` (or the package you are in), never npm/yarn, lockfile is pnpm-lock.yaml and CI uses --frozen-lockfile.',
      {
        age: 400,
        reaffirm: 60,
        files: ['.npmrc', 'pnpm-lock.yaml', 'apps/desktop/electron-builder.yml'],
        tags: ['pnpm', 'electron-builder', 'dependencies'],
      },
    ),
    m(
      'forge-webpack',
      'decision',
      'Build + packaging through Electron Forge with the webpack plugin (forge.config.js, webpack.main.config.js, webpack.renderer.config.js). `npm run make` produces the installers.',
      {
        age: 560,
        files: ['forge.config.js', 'webpack.main.config.js', 'webpack.renderer.config.js'],
        tags: ['build', 'forge', 'webpack'],
      },
    ),
    m(
      'electron-vite',
      'decision',
      'Bundling is electron-vite (apps/desktop/electron.vite.config.ts with main, preload and renderer sections; aliases live there, per section), packaging is electron-builder (apps/desktop/electron-builder.yml). Forge and all webpack configs are gone. `pnpm dev` = renderer HMR + main/preload rebuild and app restart; `pnpm build` writes out/{main,preload,renderer}; `pnpm dist` runs electron-builder on top of that.',
      {
        supersedes: 'forge-webpack',
        age: 330,
        reaffirm: 25,
        files: ['apps/desktop/electron.vite.config.ts', 'apps/desktop/electron-builder.yml'],
        tags: ['build', 'electron-vite', 'electron-builder', 'vite'],
      },
    ),
    m(
      'electron-28',
      'fact',
      'App runs on Electron 28 (Chromium 120, Node 18.18). Pinned exactly in apps/desktop/package.json devDependencies.',
      {
        fact: 'tidemark desktop | electron_version | 28',
        age: 470,
        files: ['apps/desktop/package.json'],
        tags: ['electron', 'versions'],
      },
    ),
    m(
      'electron-32',
      'fact',
      'We are on Electron 32 (Chromium 128, Node 20.16), pinned exact in apps/desktop/package.json. Bumping = change the version, `pnpm install`, then `pnpm rebuild:native` and run the full e2e suite on all three OSes before merging. Things 32 broke for us: File.path is gone (use webUtils.getPathForFile in the preload) and a couple of deprecated webContents events.',
      {
        fact: 'tidemark desktop | electron_version | 32',
        supersedes: 'electron-28',
        age: 95,
        reaffirm: 12,
        files: ['apps/desktop/package.json'],
        tags: ['electron', 'versions', 'upgrade'],
      },
    ),
    m(
      'native-rebuild',
      'convention',
      'better-sqlite3 is a native module and has to be compiled for the Electron ABI, not your system Node. postinstall runs `electron-builder install-app-deps`; after an Electron bump or a switch of Node version run `pnpm rebuild:native`. If you see "was compiled against a different Node.js version using NODE_MODULE_VERSION X" that is what is missing — do not "fix" it by npm rebuild, that builds it for plain Node and then the app breaks.',
      {
        age: 380,
        reaffirm: 20,
        files: ['apps/desktop/package.json', 'scripts/rebuild-native.mjs'],
        tags: ['native-modules', 'better-sqlite3', 'electron', 'abi'],
      },
    ),
    m(
      'native-deps-packaging',
      'constraint',
      'Native deps (better-sqlite3, and anything else with a .node file) must be in "dependencies" of apps/desktop (not devDependencies, not only in a package), listed in externalizeDepsPlugin / rollupOptions.external in electron.vite.config.ts, and unpacked from the asar (asarUnpack: "**/*.node" in electron-builder.yml). Every native module costs us a rebuild per Electron bump and per arch, so adding a new one needs a really good reason.',
      {
        age: 320,
        files: [
          'apps/desktop/electron.vite.config.ts',
          'apps/desktop/electron-builder.yml',
          'apps/desktop/package.json',
        ],
        tags: ['native-modules', 'packaging', 'asar', 'electron-builder'],
      },
    ),

    // ---------------------------------------------------------------- electron process model & security
    m(
      'window-security',
      'constraint',
      'Every BrowserWindow (main window, settings, the hidden print window, the import window — all of them) is created through createWindow() in src/main/windows.ts with contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true. No exceptions "because it is our own window": notes contain user HTML and plugin output, one XSS with node access = RCE on the user machine.',
      {
        age: 410,
        reaffirm: 15,
        canonical: true,
        files: ['apps/desktop/src/main/windows.ts'],
        tags: ['security', 'electron', 'context-isolation', 'sandbox'],
      },
    ),
    m(
      'preload-api',
      'convention',
      "The preload exposes exactly one object, window.tidemark, via contextBridge.exposeInMainWorld, with one typed function per operation (tidemark.notes.save(...), tidemark.dialog.openFile(...)), generated from the ipc-contract. Never expose ipcRenderer itself, a generic invoke(channel, ...args) or an 'on(anyChannel)' — that hands the whole IPC surface to any script that ends up in the renderer. In the renderer, call it through the hooks in src/renderer/api/, not window.tidemark directly.",
      {
        age: 400,
        reaffirm: 40,
        files: ['apps/desktop/src/preload/index.ts', 'apps/desktop/src/renderer/api'],
        tags: ['preload', 'ipc', 'context-bridge', 'security'],
      },
    ),
    m(
      'ipc-contract',
      'convention',
      "All IPC channels are declared in packages/ipc-contract/src/channels.ts, named 'domain:action' (notes:save, attachments:add, dialog:openFile), each with a zod input and output schema. Main registers handlers only through handle(channel, fn) from src/main/ipc/handle.ts, which parses the input with the schema before your code runs. Renderer -> main is invoke/handle only. Main -> renderer pushes are 'event:*' channels, also declared in the contract.",
      {
        age: 390,
        reaffirm: 10,
        canonical: true,
        files: ['packages/ipc-contract/src/channels.ts', 'apps/desktop/src/main/ipc/handle.ts'],
        tags: ['ipc', 'zod', 'contract', 'electron'],
      },
    ),
    m(
      'file-protocol',
      'fact',
      'Production renderer is loaded with win.loadFile(join(__dirname, "../renderer/index.html")), dev loads the vite dev server URL.',
      {
        age: 450,
        files: ['apps/desktop/src/main/windows.ts'],
        tags: ['electron', 'protocol', 'renderer'],
      },
    ),
    m(
      'app-protocol',
      'decision',
      'The production renderer is served from the custom scheme app://tidemark/ (protocol.handle in src/main/protocol.ts, registered with registerSchemesAsPrivileged as standard + secure + supportFetchAPI) — no more file://. With file:// every origin check was "null", CSP could not be scoped and fetch/ES modules behaved differently from dev. Attachments are served on app://tidemark/attachments/<sha256> by the same handler.',
      {
        supersedes: 'file-protocol',
        age: 280,
        files: ['apps/desktop/src/main/protocol.ts', 'apps/desktop/src/main/windows.ts'],
        tags: ['electron', 'protocol', 'security', 'csp'],
      },
    ),
    m(
      'csp',
      'constraint',
      "CSP is sent as a header by the app:// protocol handler: default-src 'self'; script-src 'self' (no 'unsafe-eval', no 'unsafe-inline'); style-src 'self' 'unsafe-inline' (ProseMirror needs inline styles); img-src 'self' data: blob:; connect-src 'self' https://sync.tidemark.app https://sentry.tidemark.dev. A library that needs eval (some chart/templating libs do) does not go in — pick another one. Plugin iframes get their own, stricter CSP.",
      {
        age: 275,
        reaffirm: 35,
        files: ['apps/desktop/src/main/protocol.ts', 'apps/desktop/src/main/csp.ts'],
        tags: ['security', 'csp', 'renderer'],
      },
    ),
    m(
      'navigation-lock',
      'constraint',
      'Windows never navigate: will-navigate is prevented and setWindowOpenHandler returns { action: "deny" }. Links in notes go through openExternalSafe() in src/main/links.ts, which only allows https:, http: and mailto: before calling shell.openExternal. Never call shell.openExternal with a URL from note content without that check — file://, smb:// and custom schemes from a pasted note are a known Electron RCE path.',
      {
        age: 365,
        reaffirm: 45,
        canonical: true,
        files: ['apps/desktop/src/main/links.ts', 'apps/desktop/src/main/windows.ts'],
        tags: ['security', 'links', 'shell', 'navigation'],
      },
    ),
    m(
      'electron-remote',
      'decision',
      'The settings window uses @electron/remote to open folder pickers and read the config file directly, it is initialised for that window only in main.ts.',
      {
        age: 540,
        files: ['src/settings/settings.js', 'src/main.ts'],
        tags: ['electron', 'remote', 'settings'],
      },
    ),
    m(
      'remote-removed',
      'decision',
      "@electron/remote is removed from the app (it needs the renderer to reach into main objects and is incompatible with sandbox). Dialogs, config reads etc. are normal IPC: dialog:openFolder, settings:get, settings:set in the contract. Don't bring it back, not even for a 'quick' settings feature.",
      {
        supersedes: 'electron-remote',
        age: 300,
        files: ['packages/ipc-contract/src/channels.ts', 'apps/desktop/src/main/ipc/dialog.ts'],
        tags: ['electron', 'remote', 'ipc', 'settings'],
      },
    ),
    m(
      'utility-process',
      'decision',
      'Anything CPU-heavy or long runs in the worker utilityProcess (apps/desktop/src/worker, started with utilityProcess.fork in src/main/worker-host.ts, talks over a MessagePort): imports, FTS rebuild, attachment hashing/encryption, sync crypto. The main process owns every window and the menu, if it blocks for 300 ms the whole app looks dead. The worker has its own better-sqlite3 connection.',
      {
        age: 260,
        reaffirm: 20,
        files: ['apps/desktop/src/worker/index.ts', 'apps/desktop/src/main/worker-host.ts'],
        tags: ['electron', 'utility-process', 'performance', 'worker'],
      },
    ),

    // ---------------------------------------------------------------- local database
    m(
      'db-main-only',
      'constraint',
      'better-sqlite3 is opened only in the main process (userData/tidemark.db) and in the worker (second connection, same file). The renderer never gets SQL, a db handle or raw rows — it asks for domain objects through IPC.',
      {
        fact: 'tidemark.db | database_engine | SQLite via better-sqlite3',
        age: 415,
        reaffirm: 50,
        files: ['packages/db/src/open.ts', 'apps/desktop/src/main/db.ts'],
        tags: ['sqlite', 'better-sqlite3', 'database', 'security'],
      },
    ),
    m(
      'db-pragmas',
      'fact',
      'openDb() in packages/db/src/open.ts sets journal_mode=WAL, synchronous=NORMAL, foreign_keys=ON and busy_timeout=5000 on every connection. Long write transactions in the worker (imports) must commit in batches of ~500 rows, otherwise the main connection hits SQLITE_BUSY after the 5 s timeout.',
      {
        age: 340,
        files: ['packages/db/src/open.ts', 'packages/importers/src/batch.ts'],
        tags: ['sqlite', 'wal', 'pragmas', 'database'],
      },
    ),
    m(
      'db-migrations',
      'convention',
      'Schema migrations: packages/db/migrations/NNNN_snake_case.sql (4 digits, next free number), applied in order at startup inside one transaction per file, tracked with PRAGMA user_version. Before migrating, migrate.ts copies tidemark.db to tidemark.db.bak-v<old> so a broken release can be rolled back by support. A migration that has shipped in any build (beta included) is never edited. No down migrations, fix forward.',
      {
        age: 395,
        reaffirm: 18,
        canonical: true,
        files: ['packages/db/migrations', 'packages/db/src/migrate.ts'],
        tags: ['sqlite', 'migrations', 'database'],
      },
    ),
    m(
      'note-ids-int',
      'decision',
      'notes.id is INTEGER PRIMARY KEY AUTOINCREMENT, folders the same; the renderer passes numeric ids around.',
      {
        age: 580,
        files: ['packages/db/migrations/0001_init.sql'],
        tags: ['database', 'ids'],
      },
    ),
    m(
      'note-ids-ulid',
      'decision',
      'Every synced table (notes, folders, tags, attachments) uses TEXT ULIDs created on the client with newId() from packages/db/src/ids.ts. Autoincrement ids collided as soon as two offline devices created notes. Tests and fixtures use newId() or the fixed ULIDs in packages/db/test/fixtures.ts, never 1, 2, 3.',
      {
        supersedes: 'note-ids-int',
        age: 380,
        files: ['packages/db/src/ids.ts', 'packages/db/test/fixtures.ts'],
        tags: ['database', 'ids', 'ulid', 'sync'],
      },
    ),
    m(
      'fts5',
      'fact',
      'Full-text search = notes_fts, an FTS5 external-content table over notes(title, body_text) with the trigram tokenizer, kept in sync by triggers (migration 0019). We left unicode61 because it cannot split Japanese/Chinese (no spaces), so 東京 never matched. Consequence: queries shorter than 3 characters cannot use the index, search.ts falls back to LIKE for those.',
      {
        age: 240,
        files: ['packages/db/migrations/0019_fts_trigram.sql', 'packages/db/src/search.ts'],
        tags: ['sqlite', 'fts5', 'search', 'cjk'],
      },
    ),
    m(
      'timestamps',
      'convention',
      'Time in the DB = INTEGER milliseconds since epoch, UTC (created_at, updated_at, deleted_at). Ordering for sync uses the hlc TEXT column (hybrid logical clock from packages/sync-client/src/hlc.ts) — never compare wall-clock timestamps from two devices to decide what wins, laptop clocks are off by minutes.',
      {
        age: 355,
        files: ['packages/sync-client/src/hlc.ts', 'packages/db/migrations'],
        tags: ['database', 'time', 'hlc', 'sync'],
      },
    ),

    // ---------------------------------------------------------------- sync & encryption
    m(
      'e2ee-model',
      'constraint',
      'End-to-end encryption (packages/crypto, libsodium-wrappers-sumo): every note payload is sealed with the vault key (XChaCha20-Poly1305), attachments with secretstream. The vault key is wrapped by a KEK derived from the passphrase with Argon2id. The server only ever sees ciphertext plus note id, hlc and size — titles, tags and folder names are encrypted too. If a feature needs the server to read content, the feature is designed wrong.',
      {
        fact: 'tidemark sync | encryption | XChaCha20-Poly1305 + Argon2id (libsodium)',
        age: 430,
        reaffirm: 8,
        canonical: true,
        files: ['packages/crypto/src/vault.ts', 'packages/crypto/src/derive.ts'],
        tags: ['crypto', 'e2ee', 'sync', 'security'],
      },
    ),
    m(
      'argon-256',
      'constraint',
      'Argon2id for the KEK: memlimit 256 MiB, opslimit 3 — these are the numbers from the 2023 security review and they stay. Do not lower them for speed.',
      {
        fact: 'vault kdf | argon2id_memlimit | 256 MiB',
        age: 300,
        files: ['packages/crypto/src/derive.ts'],
        tags: ['crypto', 'argon2', 'kdf'],
      },
    ),
    m(
      'argon-64',
      'note',
      'the 256 MiB Argon2id made unlock take 9–11 s on 4 GB Windows laptops and crashed the worker with OOM twice (sentry TIDEMARK-DESKTOP-3F1). new vaults now use memlimit 64 MiB / opslimit 4 in derive.ts. The params are stored in the vault header, so old vaults still open with their 256 MiB. — Katrin',
      {
        fact: 'vault kdf | argon2id_memlimit | 64 MiB',
        age: 110,
        disputes: 'argon-256',
        files: ['packages/crypto/src/derive.ts', 'packages/crypto/src/vault-header.ts'],
        tags: ['crypto', 'argon2', 'kdf', 'performance'],
      },
    ),
    m(
      'crypto-in-worker',
      'constraint',
      'Key material never reaches the renderer. The unlocked vault key lives only in the worker utilityProcess, the renderer gets already-decrypted note content through IPC and nothing else. On lock/quit the worker zeroes keys with sodium.memzero. No crypto in packages/editor or packages/ui.',
      {
        age: 260,
        reaffirm: 30,
        canonical: true,
        files: ['apps/desktop/src/worker/vault.ts', 'packages/crypto/src/vault.ts'],
        tags: ['crypto', 'renderer', 'security', 'worker'],
      },
    ),
    m(
      'crypto-review',
      'constraint',
      'Any change under packages/crypto needs a review from Katrin (CODEOWNERS enforces it), and packages/crypto/test/vectors.json must keep passing unchanged. Changing an existing vector means every vault already out there can no longer be opened. New algorithms = new vault header version, never a silent swap.',
      {
        age: 330,
        reaffirm: 40,
        files: ['packages/crypto/test/vectors.json', '.github/CODEOWNERS'],
        tags: ['crypto', 'review', 'testing'],
      },
    ),
    m(
      'sync-v1-lww',
      'decision',
      'Sync v1: whole note last-write-wins by updated_at. The client pushes the full encrypted note on every save, the newer updated_at wins on pull.',
      {
        age: 500,
        files: ['packages/sync-client/src/sync.ts'],
        tags: ['sync', 'conflicts'],
      },
    ),
    m(
      'sync-v2-yjs',
      'decision',
      'Sync v2: the note body is a Yjs document. Every edit batch becomes an encrypted Yjs update pushed as an op; the server stores opaque ops per note in order, clients merge them (no lost paragraphs when two devices edit offline). After ~200 updates the client writes an encrypted snapshot and the server can drop older ops. Metadata (title, folder, pinned, tags) is last-write-wins PER FIELD using the hlc, not the whole note. New metadata fields must be added to the field map in packages/sync-client/src/fields.ts or they never sync.',
      {
        supersedes: 'sync-v1-lww',
        age: 210,
        reaffirm: 14,
        files: [
          'packages/sync-client/src/sync.ts',
          'packages/sync-client/src/fields.ts',
          'packages/editor/src/yjs.ts',
        ],
        tags: ['sync', 'yjs', 'crdt', 'conflicts', 'hlc'],
      },
    ),
    m(
      'sync-api',
      'fact',
      'Sync API (Go server): POST /v2/sync/push with a batch of max 500 ops or 4 MB, GET /v2/sync/pull?cursor=<seq>. Cursor = server sequence number, stored per device in the sync_state table. 409 vault_epoch_changed means the key was rotated: re-fetch the vault header before anything else. The bigger batch experiment is behind the flag exp_sync_v2_batch_256 in src/main/flags.ts.',
      {
        age: 200,
        files: [
          'server/internal/api/sync.go',
          'packages/sync-client/src/transport.ts',
          'apps/desktop/src/main/flags.ts',
        ],
        tags: ['sync', 'api', 'go', 'http'],
      },
    ),
    m(
      'go-backend',
      'fact',
      'server/: Go 1.22, chi router, pgx + sqlc (queries in server/internal/db/queries/*.sql, `make sqlc` regenerates), Postgres 16, goose migrations in server/migrations. `make dev` starts postgres + minio with docker compose and runs the server on :8787. Deployed to our Hetzner k3s cluster by the deploy workflow; Tomasz owns the infra.',
      {
        fact: 'tidemark sync server | language | Go 1.22',
        age: 370,
        reaffirm: 50,
        files: ['server/Makefile', 'server/internal/db/queries', 'server/migrations'],
        tags: ['go', 'backend', 'postgres', 'sqlc'],
      },
    ),
    m(
      'go-conventions',
      'convention',
      'Go side: wrap errors with fmt.Errorf("...: %w", err), sentinel errors live in internal/apperr and handlers map them to application/problem+json via apperr.Write. Pass ctx everywhere, no package-level logger (slog.Logger is injected). Handlers are thin: parse, call the service in internal/<domain>, write.',
      {
        age: 345,
        files: ['server/internal/apperr/apperr.go', 'server/internal/api'],
        tags: ['go', 'errors', 'backend', 'style'],
      },
    ),
    m(
      'server-no-plaintext',
      'constraint',
      "The server must never need plaintext: no server-side search, no previews, no 'email me this note', no AI summaries on the backend. Requests for features like that get designed on the client. The Go server also never logs request or response bodies (even ciphertext sizes per note are enough metadata).",
      {
        age: 320,
        reaffirm: 25,
        files: ['server/internal/api', 'server/internal/middleware/logging.go'],
        tags: ['e2ee', 'privacy', 'backend', 'search'],
      },
    ),
    m(
      'keytar',
      'decision',
      'Refresh token is stored in the OS keychain via keytar (service "Tidemark", account = user email).',
      {
        age: 490,
        files: ['packages/sync-client/src/auth.ts'],
        tags: ['auth', 'keychain', 'keytar'],
      },
    ),
    m(
      'safestorage',
      'decision',
      "keytar is archived and was a native module we had to rebuild every bump, so it is gone. Tokens are encrypted with Electron's safeStorage.encryptString in main and written to userData/credentials.bin (src/main/credentials.ts). The sync-client never touches storage itself, main passes the token in.",
      {
        supersedes: 'keytar',
        age: 190,
        files: ['apps/desktop/src/main/credentials.ts', 'packages/sync-client/src/auth.ts'],
        tags: ['auth', 'safe-storage', 'keychain', 'tokens'],
      },
    ),
    m(
      'safestorage-linux',
      'constraint',
      "On Linux without a secret service (no gnome-keyring/kwallet, e.g. plain i3), safeStorage.getSelectedStorageBackend() returns 'basic_text', which is just obfuscation. In that case we do NOT persist the token: the user logs in at every start and sees the 'no keyring found' banner with a help link. Don't 'fix' the annoying re-login by writing the token anyway.",
      {
        age: 180,
        files: ['apps/desktop/src/main/credentials.ts'],
        tags: ['linux', 'safe-storage', 'security', 'auth'],
      },
    ),
    m(
      'attachments',
      'fact',
      'Attachments sync as encrypted 4 MiB chunks (secretstream) uploaded straight to object storage (MinIO in dev, Hetzner Object Storage in prod) with presigned URLs from POST /v2/attachments/:id/upload-urls. The server only records size, chunk count and owner.',
      {
        age: 230,
        files: ['packages/sync-client/src/attachments.ts', 'server/internal/api/attachments.go'],
        tags: ['attachments', 'sync', 's3', 'crypto'],
      },
    ),
    m(
      'recovery-key',
      'decision',
      "There is no passphrase reset. At vault creation the user gets a 24-word recovery key (shown once + a printable recovery kit PDF); that key is the only way back in. Support cannot recover anything and we say so. Do not build 'forgot password' email flows — a reset that works would mean the server can decrypt.",
      {
        age: 405,
        reaffirm: 70,
        files: [
          'apps/desktop/src/renderer/features/onboarding/RecoveryKit.tsx',
          'packages/crypto/src/recovery.ts',
        ],
        tags: ['crypto', 'recovery', 'auth', 'product'],
      },
    ),
    m(
      'mobile-reuse',
      'constraint',
      'The React Native app (planned for next year) will reuse packages/crypto, packages/sync-client and packages/ipc-contract types. Keep those three free of electron, node:fs, node:path and Buffer — use Uint8Array and inject storage/transport from the host.',
      {
        age: 150,
        files: ['packages/crypto/package.json', 'packages/sync-client/package.json'],
        tags: ['mobile', 'react-native', 'packages', 'architecture'],
      },
    ),

    // ---------------------------------------------------------------- renderer
    m(
      'zustand-stores',
      'convention',
      'Renderer state: one Zustand store per domain in src/renderer/stores/ (notesStore, editorStore, syncStore, uiStore). Components subscribe with selectors (useNotesStore(s => s.activeId), useShallow for objects), never to the whole store. No Redux, no React Context for app state (Context only for theme/i18n providers).',
      {
        age: 340,
        files: ['apps/desktop/src/renderer/stores'],
        tags: ['zustand', 'react', 'state'],
      },
    ),
    m(
      'zustand-single',
      'note',
      'I think we should stop adding stores. the cross-store subscribe() between notesStore and syncStore causes double renders and ordering bugs. new code should go into one bound store with slices (createNotesSlice, createTagsSlice ... in stores/index.ts) and we migrate the old ones bit by bit. — Haruka',
      {
        age: 70,
        disputes: 'zustand-stores',
        files: ['apps/desktop/src/renderer/stores/index.ts'],
        tags: ['zustand', 'react', 'state'],
      },
    ),
    m(
      'no-persist-notes',
      'constraint',
      "Zustand persist middleware (localStorage) is allowed only for uiStore preferences: theme, sidebar width, last open panel. Note titles, bodies, lists or search results never go to localStorage/IndexedDB — that is plaintext outside the encrypted sync and it survives 'log out and remove data'.",
      {
        age: 250,
        reaffirm: 35,
        files: ['apps/desktop/src/renderer/stores/uiStore.ts'],
        tags: ['zustand', 'privacy', 'local-storage', 'persist'],
      },
    ),
    m(
      'editor-tiptap',
      'fact',
      'The editor is TipTap 2 (ProseMirror) in packages/editor, bound to the Yjs doc with y-prosemirror. Custom nodes (callout, task, embed, attachment) live in packages/editor/src/nodes, each with a markdown serializer in src/markdown for export.',
      {
        fact: 'tidemark desktop | editor | TipTap 2 + Yjs',
        age: 220,
        files: ['packages/editor/src/index.ts', 'packages/editor/src/nodes'],
        tags: ['editor', 'tiptap', 'prosemirror', 'yjs'],
      },
    ),
    m(
      'ime-composition',
      'constraint',
      'IME: while a composition is active (event.isComposing / view.composing, or keyCode 229) we do nothing on Enter, Tab or shortcuts — no slash menu, no "Enter in title jumps to body", no autosave flush. Japanese input confirms the conversion with Enter; before this fix it created new notes mid-word. Haruka tests every editor/title change with the macOS and Windows Japanese IME.',
      {
        age: 200,
        reaffirm: 22,
        files: [
          'packages/editor/src/extensions/keymap.ts',
          'apps/desktop/src/renderer/features/notes/TitleInput.tsx',
        ],
        tags: ['ime', 'japanese', 'editor', 'i18n', 'keyboard'],
      },
    ),
    m(
      'altgr-shortcuts',
      'constraint',
      'No Ctrl+Alt+<key> shortcuts on Windows/Linux. On Polish and German layouts AltGr is Ctrl+Alt, so Ctrl+Alt+A eats "ą", Ctrl+Alt+Q eats "@", Ctrl+Alt+E eats "€"/"ę". Use CmdOrCtrl+Shift+<key>. Menu accelerators are defined in src/main/menu.ts, renderer-only shortcuts in src/renderer/shortcuts.ts, and both are checked by the shortcuts-conflict test.',
      {
        age: 280,
        reaffirm: 55,
        files: ['apps/desktop/src/main/menu.ts', 'apps/desktop/src/renderer/shortcuts.ts'],
        tags: ['keyboard', 'shortcuts', 'windows', 'i18n'],
      },
    ),
    m(
      'i18n',
      'convention',
      'i18n: react-i18next in the renderer and i18next in main (menus, dialogs, tray), same files: apps/desktop/locales/{en,de,pl,ja}/<feature>.json. Keys are namespaced per feature. No string concatenation — interpolation and plural keys (_one/_few/_many/_other; Polish needs few and many, Japanese only _other).',
      {
        age: 305,
        files: ['apps/desktop/locales', 'apps/desktop/src/renderer/i18n.ts', 'apps/desktop/src/main/i18n.ts'],
        tags: ['i18n', 'translations', 'plurals'],
      },
    ),

    // ---------------------------------------------------------------- plugins
    m(
      'plugin-sandbox',
      'decision',
      'Plugins run in a sandboxed iframe per plugin (sandbox="allow-scripts", own origin plugin://<id>/, strict CSP) inside the renderer and talk to the host over postMessage RPC (packages/plugin-api/src/host.ts). They get only what their manifest capabilities grant: notes.read, notes.write, commands, ui.panel, and network with an explicit domain list. No Node, no fs, no raw IPC, never key material. File access for plugins = the host shows a dialog and passes the content.',
      {
        age: 270,
        reaffirm: 16,
        canonical: true,
        files: ['packages/plugin-api/src/host.ts', 'apps/desktop/src/renderer/plugins/PluginFrame.tsx'],
        tags: ['plugins', 'sandbox', 'security', 'iframe'],
      },
    ),
    m(
      'plugin-utility',
      'note',
      'the iframe model is not enough for heavy plugins: the graph view plugin with 5k notes blocks the renderer main thread for seconds because same-site iframes share the process. proposal: plugins without ui.panel run in their own utilityProcess (no DOM, same RPC surface, same capabilities). Felix is not convinced yet. — Haruka',
      {
        age: 60,
        disputes: 'plugin-sandbox',
        files: ['packages/plugin-api/src/host.ts'],
        tags: ['plugins', 'utility-process', 'performance'],
      },
    ),
    m(
      'plugin-manifest',
      'fact',
      'Plugins live in userData/plugins/<id>/ with a plugin.json: id (reverse-DNS), name, version, apiVersion, main (ESM bundle), capabilities[], minAppVersion. Community plugins come from the registry JSON at plugins.tidemark.app, the app verifies the sha256 of the bundle before installing.',
      {
        age: 255,
        files: ['packages/plugin-api/src/manifest.ts', 'apps/desktop/src/main/plugins/install.ts'],
        tags: ['plugins', 'manifest', 'registry'],
      },
    ),
    m(
      'plugin-api-semver',
      'convention',
      '@tidemark/plugin-api is published on npm and third-party plugins depend on it. Breaking changes (renaming a method, a capability name or an event payload) only in a new major apiVersion; deprecate first for at least one minor with a console warning in the host. The changelog in packages/plugin-api/CHANGELOG.md is written by hand.',
      {
        age: 245,
        files: ['packages/plugin-api/package.json', 'packages/plugin-api/CHANGELOG.md'],
        tags: ['plugins', 'semver', 'npm', 'api'],
      },
    ),

    // ---------------------------------------------------------------- updates, signing, release
    m(
      'updater-github',
      'decision',
      'Auto-update: electron-updater with the github provider, release assets in the tidemark/desktop repo. GH_TOKEN only needed in CI for publishing.',
      {
        age: 520,
        files: ['electron-builder.yml', 'src/main/updater.ts'],
        tags: ['auto-update', 'electron-updater', 'github'],
      },
    ),
    m(
      'updater-s3',
      'decision',
      'electron-updater uses the generic provider: https://updates.tidemark.app/<channel>/ (S3 bucket tidemark-updates behind CloudFront). The repo went private and we were hitting GitHub API limits. The release workflow uploads installers and blockmaps first and the latest*.yml files LAST, so no client ever sees a yml that points to files not uploaded yet.',
      {
        fact: 'tidemark desktop | update_provider | generic (S3 + CloudFront)',
        supersedes: 'updater-github',
        age: 290,
        reaffirm: 20,
        files: [
          'apps/desktop/electron-builder.yml',
          'apps/desktop/src/main/updater.ts',
          '.github/workflows/release.yml',
        ],
        tags: ['auto-update', 'electron-updater', 's3', 'release'],
      },
    ),
    m(
      'staged-rollout',
      'convention',
      'Stable releases start with stagingPercentage: 10 in latest.yml / latest-mac.yml / latest-linux.yml. After 48 h, if crash-free sessions in Sentry are >= 99.5 % for the new release, bump to 100 with `pnpm release:rollout 100`.',
      {
        age: 175,
        reaffirm: 28,
        files: ['scripts/release-rollout.mjs', '.github/workflows/release.yml'],
        tags: ['release', 'rollout', 'auto-update'],
      },
    ),
    m(
      'rollout-security',
      'note',
      'staged rollout makes no sense for security fixes: at 10 % for two days, 90 % of users stay exposed to something that is already public in the release notes. Security releases go to 100 % immediately and we watch Sentry live instead. — Katrin',
      {
        age: 90,
        disputes: 'staged-rollout',
        files: ['scripts/release-rollout.mjs'],
        tags: ['release', 'rollout', 'security'],
      },
    ),
    m(
      'notarize-altool',
      'fact',
      'macOS notarization runs in the afterSign hook with electron-notarize (altool), using appleId + appleIdPassword from the CI environment.',
      {
        age: 510,
        files: ['build/notarize.js'],
        tags: ['macos', 'notarization', 'signing'],
      },
    ),
    m(
      'notarize-notarytool',
      'decision',
      'Notarization = @electron/notarize with notarytool and an App Store Connect API key (APPLE_API_KEY = path to the .p8 written from the secret, APPLE_API_KEY_ID, APPLE_API_ISSUER in the release environment), hook apps/desktop/build/notarize.cjs, then staple. altool is dead since Nov 2023, and the API key does not break when someone changes the Apple ID password.',
      {
        supersedes: 'notarize-altool',
        age: 240,
        reaffirm: 15,
        files: ['apps/desktop/build/notarize.cjs', '.github/workflows/release.yml'],
        tags: ['macos', 'notarization', 'signing', 'ci'],
      },
    ),
    m(
      'mac-applications',
      'fact',
      'Squirrel.Mac cannot replace an app that runs translocated or straight from the mounted DMG — the update downloads, the restart brings back the old version, ShipIt logs "operation not permitted". That is why first start offers app.moveToApplicationsFolder(). Most "update does nothing on mac" tickets are this.',
      {
        age: 215,
        files: ['apps/desktop/src/main/first-run.ts', 'apps/desktop/src/main/updater.ts'],
        tags: ['macos', 'auto-update', 'squirrel', 'support'],
      },
    ),
    m(
      'win-ev-token',
      'fact',
      "Windows EV certificate lives on a SafeNet USB token plugged into win-sign-01, the self-hosted runner in Tomasz's office in Kraków. Windows release builds can only be signed there; if the box is off, no Windows release.",
      {
        age: 460,
        files: ['.github/workflows/release.yml'],
        tags: ['windows', 'signing', 'ev-certificate', 'ci'],
      },
    ),
    m(
      'win-keylocker',
      'decision',
      'Windows signing moved to DigiCert KeyLocker (cloud HSM): the release job on a GitHub-hosted windows runner installs smctl, and electron-builder calls our custom sign hook apps/desktop/build/sign-win.cjs (signtool with the KeyLocker KSP). The USB token and win-sign-01 are retired. Local builds are unsigned on purpose — test signing goes through the "sign-test" workflow_dispatch job, nobody signs from a laptop.',
      {
        supersedes: 'win-ev-token',
        age: 160,
        reaffirm: 10,
        files: [
          'apps/desktop/build/sign-win.cjs',
          '.github/workflows/release.yml',
          '.github/workflows/sign-test.yml',
        ],
        tags: ['windows', 'signing', 'ev-certificate', 'keylocker', 'ci'],
      },
    ),
    m(
      'ev-thumbprint',
      'fact',
      'EV code signing cert: subject "Tidemark Software sp. z o.o.", SHA1 thumbprint 3A7F9C1E5B2D8046AF13C9E7B5D2048F6A1C3E97, valid until 2026-03-14. electron-builder.yml win.signtoolOptions.publisherName must match the subject exactly or electron-updater refuses the update ("not signed by the application owner").',
      {
        age: 155,
        files: ['apps/desktop/electron-builder.yml'],
        tags: ['windows', 'signing', 'certificate'],
      },
    ),
    m(
      'apple-ids',
      'fact',
      'Bundle identifier is app.tidemark.desktop (do not change it, it is the keychain/safeStorage namespace and the update identity). Apple Developer Team ID K7R2QX94TD, set as mac.notarize.teamId in electron-builder.yml.',
      {
        fact: 'tidemark desktop | bundle_id | app.tidemark.desktop',
        age: 265,
        files: ['apps/desktop/electron-builder.yml'],
        tags: ['macos', 'bundle-id', 'signing'],
      },
    ),
    m(
      'release-workflow',
      'fact',
      'Pushing a tag v* triggers .github/workflows/release.yml: matrix mac (arm64, x64), windows (x64, arm64), linux (AppImage + deb); uploads to the updates bucket, uploads debug symbols to Sentry, creates a draft GitHub release for the notes. Linux: AppImage auto-updates, the deb does not (it comes from our apt repo).',
      {
        age: 230,
        reaffirm: 12,
        files: ['.github/workflows/release.yml'],
        tags: ['release', 'ci', 'github-actions', 'linux'],
      },
    ),
    m(
      'apt-fingerprint',
      'fact',
      'The apt repo (apt.tidemark.app) is signed with the "Tidemark Release Signing" GPG key, fingerprint B4E2 91C7 3F0A 58D6 1E9B C2A4 7D35 0F86 E1B9 4C27. The public key is published at apt.tidemark.app/tidemark.asc and in docs/linux-install.md.',
      {
        age: 205,
        files: ['scripts/apt-publish.sh'],
        tags: ['linux', 'apt', 'gpg', 'release'],
      },
    ),

    // ---------------------------------------------------------------- crash reporting & logs
    m(
      'sentry-saas',
      'fact',
      'Crash and error reporting: Sentry on sentry.io, org "tidemark", project desktop. @sentry/electron in main and renderer.',
      {
        fact: 'tidemark desktop | error_tracking | sentry.io',
        age: 480,
        files: ['src/main/sentry.ts'],
        tags: ['sentry', 'errors'],
      },
    ),
    m(
      'sentry-selfhosted',
      'decision',
      'Sentry is self-hosted at sentry.tidemark.dev (Hetzner, Falkenstein) — our privacy page promises no US processors. @sentry/electron: init in main before app ready (src/main/sentry.ts), renderer via @sentry/electron/renderer (IPC mode through the preload), the worker via @sentry/electron/utility. release = "tidemark-desktop@<version>", debug symbols + sourcemaps uploaded by the release workflow with sentry-cli. Crash reporting is opt-in at onboarding; respect the setting in every process.',
      {
        fact: 'tidemark desktop | error_tracking | self-hosted Sentry',
        supersedes: 'sentry-saas',
        age: 270,
        reaffirm: 24,
        files: [
          'apps/desktop/src/main/sentry.ts',
          'apps/desktop/src/renderer/sentry.ts',
          'apps/desktop/src/worker/sentry.ts',
        ],
        tags: ['sentry', 'errors', 'privacy', 'crash-reporting'],
      },
    ),
    m(
      'sentry-scrub',
      'constraint',
      'Nothing from a note goes to Sentry: no titles, bodies, attachment file names or search queries in messages, breadcrumbs, tags or extra. beforeSend/beforeBreadcrumb in packages/shared-sentry/src/scrub.ts strip them and replace home paths with ~. Identify things by ULID only, the user by the hashed account id. UI click breadcrumbs are off because they capture element text.',
      {
        age: 260,
        reaffirm: 40,
        files: ['packages/shared-sentry/src/scrub.ts', 'apps/desktop/src/main/sentry.ts'],
        tags: ['sentry', 'privacy', 'e2ee', 'breadcrumbs'],
      },
    ),
    m(
      'minidumps-on',
      'decision',
      "Native crashes: crashReporter uploads minidumps to Sentry's minidump endpoint (uploadToServer: true) for all processes. Without them the GPU-process crashes on Intel Macs and the better-sqlite3 segfaults are invisible.",
      {
        age: 140,
        files: ['apps/desktop/src/main/sentry.ts'],
        tags: ['sentry', 'minidumps', 'crash-reporting'],
      },
    ),
    m(
      'minidumps-off',
      'constraint',
      'minidumps contain process memory. renderer and worker memory = decrypted note text and, in the worker, the vault key. those must not leave the machine no matter whose server it is. main + GPU minidumps are ok, renderer/worker crashes only with the stack (no memory) or not at all. — Katrin',
      {
        age: 85,
        disputes: 'minidumps-on',
        files: ['apps/desktop/src/main/sentry.ts'],
        tags: ['sentry', 'minidumps', 'privacy', 'crypto'],
      },
    ),
    m(
      'electron-log',
      'convention',
      'Logging: electron-log, configured in src/main/log.ts, files in userData/logs (main.log, worker.log), rotated at 5 MB. Help > Export logs zips them for support. Never log note content, decrypted payloads, tokens or the passphrase, not even at debug level.',
      {
        age: 295,
        files: ['apps/desktop/src/main/log.ts'],
        tags: ['logging', 'privacy', 'support'],
      },
    ),

    // ---------------------------------------------------------------- testing
    m(
      'vitest',
      'convention',
      'Unit tests: Vitest (vitest.workspace.ts at the root), co-located *.test.ts(x). Renderer components with Testing Library + happy-dom. packages/db tests run with ELECTRON_RUN_AS_NODE=1 through the electron binary (`pnpm --filter @tidemark/db test` does that) because better-sqlite3 is compiled for the Electron ABI; plain `vitest` in that folder fails with the NODE_MODULE_VERSION error.',
      {
        age: 300,
        reaffirm: 30,
        files: ['vitest.workspace.ts', 'packages/db/package.json', 'packages/db/vitest.config.ts'],
        tags: ['testing', 'vitest', 'better-sqlite3'],
      },
    ),
    m(
      'spectron',
      'fact',
      'E2E tests: Spectron + mocha in test/spectron, `npm run test:e2e` against the packaged app.',
      {
        age: 570,
        files: ['test/spectron'],
        tags: ['testing', 'e2e', 'spectron'],
      },
    ),
    m(
      'e2e-playwright',
      'decision',
      "E2E = Playwright's _electron.launch({ args: ['out/main/index.js'] }) in apps/desktop/e2e. Run `pnpm build` first, the tests use the built output. Every test gets a fresh temp profile through the TIDEMARK_USER_DATA env var (main calls app.setPath('userData') from it before ready) — never run against your real profile. Fixtures (launchApp, unlockedVault) in e2e/fixtures.ts. Linux CI runs under xvfb-run, macOS and Windows runners nightly only.",
      {
        supersedes: 'spectron',
        age: 250,
        reaffirm: 14,
        files: [
          'apps/desktop/e2e/fixtures.ts',
          'apps/desktop/playwright.config.ts',
          '.github/workflows/e2e.yml',
        ],
        tags: ['testing', 'e2e', 'playwright'],
      },
    ),
    m(
      'e2e-sync-server',
      'convention',
      'E2E that involves sync starts the Go server from server/docker-compose.e2e.yml (seeded test accounts, MinIO included) and points the app at it with TIDEMARK_SYNC_URL=http://localhost:8787. Two-device tests launch two app instances with two user data dirs. Never point e2e at staging.',
      {
        age: 195,
        files: ['server/docker-compose.e2e.yml', 'apps/desktop/e2e/fixtures.ts'],
        tags: ['testing', 'e2e', 'sync', 'go'],
      },
    ),

    // ---------------------------------------------------------------- misc, neighbouring topics
    m(
      'team-owners',
      'note',
      'who knows what: Felix (Hamburg) = tech lead, main process and architecture. Katrin (Berlin) = crypto, sync, Go server. Tomasz (Kraków) = build, signing, release, infra. Haruka (Tokyo) = editor, plugins, Japanese everything. Inês (Lisbon) = product, design, QA.',
      {
        age: 170,
        tags: ['team', 'ownership'],
      },
    ),
    m(
      'importers',
      'fact',
      'Importers (Evernote .enex, Notion export zip, folder of Markdown) live in packages/importers and run in the worker; the user picks the file via dialog:openFile, the worker reads it. Images in imports become attachments.',
      {
        age: 210,
        files: ['packages/importers/src/enex.ts', 'packages/importers/src/notion.ts'],
        tags: ['import', 'evernote', 'notion', 'worker'],
      },
    ),
    m(
      'website-repo',
      'note',
      'the marketing site tidemark.app is a separate repo (Astro, Inês + an agency). Its download buttons read latest.yml / latest-mac.yml from the updates bucket, so if you rename artifacts or change artifactName tell Inês first or the download page 404s.',
      {
        age: 165,
        tags: ['website', 'downloads', 'release'],
      },
    ),

    // ---------------------------------------------------------------- unreviewed agent proposals
    m(
      'cand-sqlite-renderer',
      'decision',
      'Expose a read-only better-sqlite3 handle to the renderer through the preload to avoid IPC overhead for list queries.',
      {
        candidate: true,
        tags: ['sqlite', 'ipc', 'performance'],
      },
    ),
    m(
      'cand-plugin-node',
      'decision',
      'Allow plugins with a "node" capability to run with nodeIntegration so they can use fs and child_process.',
      {
        candidate: true,
        tags: ['plugins', 'node', 'capabilities'],
      },
    ),
    m(
      'cand-electron-store',
      'convention',
      'Use electron-store for user preferences instead of the Zustand persist middleware.',
      {
        candidate: true,
        tags: ['settings', 'electron-store', 'zustand'],
      },
    ),
    m('cand-main-entry', 'fact', 'The main process entry point is apps/desktop/main.js.', {
      candidate: true,
      inferred: true,
      tags: ['electron', 'main-process'],
    }),
    m('cand-universal-mac', 'decision', 'Build a universal macOS binary to simplify the update feed.', {
      candidate: true,
      tags: ['macos', 'packaging', 'auto-update'],
    }),

    // ---------------------------------------------------------------- secret-bearing inputs (writes must be refused)
    m(
      'secret-apple-asp',
      'note',
      'notarize works again btw — Felix changed the Apple ID password on monday which silently revoked the app-specific one. I made a new one for releases@tidemark.app, xqmt-bwzr-hkaf-lpen, and put it in the CI env until we finish the API key switch',
      { age: 250, secret: 'xqmt-bwzr-hkaf-lpen' },
    ),
    m(
      'secret-ev-pin',
      'note',
      'if signtool on win-sign-01 pops the SafeNet dialog it wants the token PIN, type 7291-Kz#ev once after a reboot and tick "single logon". careful, 3 wrong tries and the token locks and DigiCert needs a week to reissue. — Tomasz',
      { age: 440, secret: '7291-Kz#ev' },
    ),
    m(
      'secret-sentry-dsn',
      'fact',
      "desktop project on our sentry: https://3b7e91c04fa24d8e9c6d2a15f0e8b7d3@sentry.tidemark.dev/7 — the hex part before the @ is the project key, 7 is the project id. that's what goes into SENTRY_DSN for local testing",
      { secret: 'https://3b7e91c04fa24d8e9c6d2a15f0e8b7d3@sentry.tidemark.dev/7' },
    ),
    m(
      'secret-ov-pfx-de',
      'note',
      'Für lokale Test-Signaturen gibt es noch das alte OV-Zertifikat (tidemark-ov-test.pfx, liegt NICHT im Repo, frag Tomasz). Als CSC_KEY_PASSWORD nimmst du Leuchtturm!Sylt2291 — und bitte nicht in den CI-Logs ausgeben lassen. —Felix',
      { secret: 'Leuchtturm!Sylt2291' },
    ),
    m(
      'secret-staging-db-pl',
      'note',
      'Hej, kto pytał o staging: do Postgresa na stagingu logujecie się jako tidemark_sync, a hasło to Bursztyn_Gdansk_8841. Tylko zapytania read-only proszę, migracje idą przez pipeline! —Tomek',
      { secret: 'Bursztyn_Gdansk_8841' },
    ),
    m(
      'secret-s3-keys',
      'note',
      'if the release job dies after building and you need to push the artifacts to the updates bucket by hand: IAM user tidemark-release-uploader, AWS_ACCESS_KEY_ID=AKIAZ3TIDEMARK7UPD2Q, AWS_SECRET_ACCESS_KEY=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. It can only PutObject on tidemark-updates. yml files last!!',
      { secret: 'wJq8Rk2vTn5Lx9Pz3Ym7Hc1Fd6Gs4Ba0Ne8Ku2Vo' },
    ),
    m(
      'secret-qa-account-ja',
      'note',
      'QA用の同期テストアカウントを作りました。メールは qa-sync@tidemark.app で、パスワードは「Hanabi-natsu-73」にしてあります。二段階認証はオフのままでお願いします。— 遥',
      { secret: 'Hanabi-natsu-73' },
    ),
    m(
      'secret-minio-two',
      'note',
      'Katrin asked what the MinIO root login on the shared dev box (dev-01.tidemark.internal:9001) is, user is tidemark-admin. The password is Quokka-r00t-Falkenstein-19, same as the one in the old wiki page.',
      { secret: 'Quokka-r00t-Falkenstein-19' },
    ),
    m(
      'secret-e2e-vault',
      'note',
      'the vault of the seeded e2e account on staging is locked with a passphrase of four words, lowercase, dashes in between, the ones from the onboarding mockup in Figma: cobalt-heron-pickle-ninety. Use it when you debug staging by hand, the e2e stack has its own.',
      { secret: 'cobalt-heron-pickle-ninety' },
    ),
  ],
  sessions: [
    {
      id: 'electron-notes-session-1',
      age: 3,
      turns: [
        said(
          'hi! today: drag & drop of files into the editor as attachments (TMK-812). can you look at packages/editor/src/nodes/attachment.ts and apps/desktop/src/main/ipc/attachments.ts and tell me what exists',
        ),
        replied(
          'attachment.ts defines the TipTap node (src = app://tidemark/attachments/<sha256>, name, size, mime) but nothing creates it yet. attachments.ts in main has an attachments:add handler that takes a path, hashes the file and inserts a row into the attachments table. There is no drop handling in the editor.',
        ),
        said(
          'ok. in the drop handler you get File objects. and File.path doesnt exist anymore since electron 32, its webUtils.getPathForFile(file) and that only works in the preload, so the preload gets a tidemark.attachments.addFromFile(file) that resolves the path and invokes attachments:add with it',
          { key: 's-webutils', type: 'convention' },
        ),
        replied(
          'Understood. I will add addFromFile to the preload API and the contract, resolving the path with webUtils.getPathForFile before the invoke.',
        ),
        said('where do the files end up on disk? i dont remember what we said'),
        replied(
          'The current handler copies them to userData/attachments/<sha256> and does not encrypt them locally. Should I encrypt them at rest?',
        ),
        said(
          "no, keep it like that — locally attachments are plain files under userData/attachments/<first 2 hex chars>/<sha256>, the disk is the OS's job (FileVault/BitLocker), encryption only happens at the sync boundary. please add the 2-char subfolder, one folder with 40k files is horrible on windows",
          { key: 's-attach-dir', type: 'decision' },
        ),
        replied(
          'OK: content-addressed path userData/attachments/ab/abcdef…, plaintext locally, encrypted only when the sync-client uploads chunks.',
        ),
        said(
          'and since its content addressed the same screenshot pasted in two notes is one file. so deleting a note must NOT delete the file, the worker does a refcount GC at startup and only removes blobs that no live or trashed note references',
          { key: 's-attach-dedupe', type: 'constraint' },
        ),
        replied(
          'Got it, deletion only drops the note_attachments link; the worker GC removes unreferenced blobs at startup.',
        ),
        said(
          'max size: anything over 100 MB we refuse right away with a toast, before hashing. the server has the same limit for the chunk upload so there is no point accepting it locally',
          { key: 's-attach-limit', type: 'constraint' },
        ),
        replied(
          'Added the 100 MB check in the preload before the invoke and again in the main handler. What should the handler return when it refuses? Right now it throws.',
        ),
        said(
          "don't throw across IPC. electron turns it into \"Error invoking remote method 'attachments:add': Error: ...\" and the code is gone. handlers return { ok: true, value } or { ok: false, code: 'TOO_LARGE' } — there is a Result type in ipc-contract already, use that for every new handler",
          { key: 's-ipc-result', type: 'convention' },
        ),
        replied(
          'Switched attachments:add to return Result<Attachment, AttachmentError> from @tidemark/ipc-contract. The renderer maps the code to a toast.',
        ),
        said(
          'for the toast text: key attachments.tooLarge in locales/en/attachments.json. put the english text into de, pl and ja too for now, Haruka does the translation pass before the release, dont machine-translate',
          { key: 's-i18n-fallback', type: 'convention' },
        ),
        replied(
          'Done. Should I also render image thumbnails in the attachment chip? I could add sharp for resizing.',
        ),
        said(
          'thumbnails yes, sharp no. nativeImage in the worker: createFromPath + resize to max 256px, store as png next to the blob. we are not adding another native module we have to rebuild for every electron bump and arch',
          { key: 's-thumbs', type: 'decision' },
        ),
        replied(
          'OK, thumbnails via nativeImage in the worker, 256 px max edge, saved as <sha256>.thumb.png.',
        ),
        said('run only the attachment tests for now pls, the full suite takes ages on my machine'),
        replied(
          '`pnpm --filter @tidemark/desktop test attachments` — 14 passed. The db tests for the new note_attachments query ran through the electron-as-node runner.',
        ),
        said(
          'nice. to try the upload part against staging use my device token, tmk_dev_Rq7Vx2Lp9Wc4Nz8Kb3Hs6Tj1Fm5 , it expires on friday anyway',
          { secret: 'tmk_dev_Rq7Vx2Lp9Wc4Nz8Kb3Hs6Tj1Fm5' },
        ),
        replied(
          'I would rather not keep that token anywhere in the repo or notes. I will test against the local e2e compose stack instead, it has seeded accounts.',
        ),
        said('fair. rename `f` to `droppedFile` in the drop handler and lets wrap up'),
        replied('Renamed. Anything else for the PR?'),
        said(
          "split it in two PRs: the db/main/preload part first and the editor/UI part second. reviews of 1500-line PRs never happen properly here, keep them under ~400 lines each if you can. thanks, that's it for today!",
          { key: 's-pr-split', type: 'preference' },
        ),
        replied(
          'Will do: PR 1 = migration, main handler, preload, contract; PR 2 = editor drop handling, chip, toasts.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      "bumped electron to 33 on a branch, app crashes on start:\n```\nError: The module '/Users/felix/dev/tidemark/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 128. This version of Node.js requires\nNODE_MODULE_VERSION 130. Please try re-compiling or re-installing\n```\nwhat now",
      ['native-rebuild', 'electron-32'],
    ),
    p("add a 'Show in Finder / Show in Explorer' item to the attachment chip context menu", [
      'ipc-contract',
      'preload-api',
      's-attach-dir',
    ]),
    p(
      'the markdown folder import needs to walk the directory the user picked. simplest is nodeIntegration: true for the import window only, it is our own window anyway. ok?',
      ['window-security', 'utility-process', 'importers'],
    ),
    p('searching for 東京 finds nothing, english words work fine. packages/db/src/search.ts', ['fts5']),
    p('add a pinned_at column to notes so people can pin notes to the top', [
      'db-migrations',
      'timestamps',
      'sync-v2-yjs',
    ]),
    p('write a test fixture with three notes and two folders for packages/db/src/queries/notes.test.ts', [
      'note-ids-ulid',
      'vitest',
    ]),
    p(
      'user report: edited the same note on laptop and desktop while on a plane, after sync one paragraph from the laptop is gone. where is the merge logic and what could drop it',
      ['sync-v2-yjs', 'timestamps'],
    ),
    p(
      'product wants the web clipper to search existing notes before saving a duplicate. add a search endpoint in server/internal/api that matches by title',
      ['server-no-plaintext', 'e2ee-model'],
    ),
    p(
      "unlocking the vault takes ~10s on Inês' old ThinkPad. can you tune the argon params in packages/crypto/src/derive.ts?",
      ['argon-64', 'argon-256', 'crypto-review'],
    ),
    p("add a 'Forgot passphrase?' link to the unlock screen that emails a reset link", [
      'recovery-key',
      'e2ee-model',
    ]),
    p(
      'release job failed on mac:\n```\n  • notarizing       appPath=dist/mac-arm64/Tidemark.app\n  ⨯ Failed to notarize via notarytool\nError: HTTP status code: 401. Unable to authenticate. Invalid credentials. Username or password is incorrect.\n```\nwhich credentials does it even use',
      ['notarize-notarytool', 'release-workflow'],
    ),
    p(
      'I need a signed Windows build to test the SmartScreen behaviour. can I sign it on my laptop, or do I need the USB token?',
      ['win-keylocker'],
    ),
    p(
      'windows users on 2.13 dont get 2.14, updater log says `New version 2.14.0 is not signed by the application owner: publisherNames: Tidemark Software sp. z o.o., raw info: {...}`',
      ['ev-thumbprint', 'win-keylocker'],
    ),
    p('2.14.1 fixes the plugin iframe escape from the bug bounty report. get it out to all users now', [
      'rollout-security',
      'staged-rollout',
      'updater-s3',
    ]),
    p(
      'Sentry: `SqliteError: database is locked` in notes:save every time someone runs the Notion import with a big export. stack goes through packages/db/src/queries/notes.ts:88',
      ['db-pragmas', 'utility-process'],
    ),
    p(
      'add a breadcrumb whenever a note is opened in the editor so we know what the user was doing before a renderer crash. include the note title, makes triage much easier',
      ['sentry-scrub'],
    ),
    p(
      'Können wir für die GPU-Crashes auf den Intel-Macs die Minidumps an Sentry hochladen? Im Moment sehen wir nur "GPU process exited unexpectedly".',
      ['minidumps-on', 'minidumps-off', 'sentry-selfhosted'],
    ),
    p('e2e test for two devices editing the same note and syncing', [
      'e2e-playwright',
      'e2e-sync-server',
      'sync-v2-yjs',
    ]),
    p(
      "`pnpm vitest run` inside packages/db:\n```\nFAIL  src/queries/notes.test.ts\nError: The module '.../better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 128. This version of Node.js requires NODE_MODULE_VERSION 115.\n```",
      ['vitest', 'native-rebuild'],
    ),
    p('add Ctrl+Alt+N as the "new note" shortcut on windows, Cmd+Option+N on mac', ['altgr-shortcuts']),
    p(
      'bug from a japanese user: typing a title with the IME and pressing Enter to confirm the kanji jumps into the body and the conversion is lost. apps/desktop/src/renderer/features/notes/TitleInput.tsx',
      ['ime-composition'],
    ),
    p(
      'a plugin author wants to build a Zotero sync plugin that reads ~/Zotero/zotero.sqlite. how can a plugin get file access?',
      ['plugin-sandbox', 'plugin-manifest'],
    ),
    p(
      'the graph view plugin freezes the whole app with ~5k notes. can we run plugins somewhere they cant block the UI?',
      ['plugin-sandbox', 'plugin-utility'],
    ),
    p(
      'startup feels slow, the note list shows up after ~800ms. idea: persist the notes list in the notesStore with zustand persist so it renders instantly from localStorage',
      ['no-persist-notes', 'zustand-stores'],
    ),
    p(
      'new tag manager sidebar needs its own state (selected tags, rename mode). where should that state go?',
      ['zustand-stores', 'zustand-single'],
    ),
    p(
      'someone sent us a note with a link `file:///C:/Windows/System32/cmd.exe`, clicking it does nothing. can we make every link in notes clickable, whatever the scheme?',
      ['navigation-lock'],
    ),
    p('on ubuntu with i3 the app asks me to log in every single time I start it', [
      'safestorage-linux',
      'safestorage',
    ]),
    p(
      'Bau mir bitte im Go-Backend einen Admin-Endpoint, der pro Vault die Anzahl der Notizen und den Speicherverbrauch der Attachments zurückgibt.',
      ['go-backend', 'go-conventions'],
    ),
    p(
      "Die Einstellungsseite macht noch `require('@electron/remote').dialog.showOpenDialog(...)` für den Export-Ordner und das ist jetzt undefined. Wie machen wir das richtig?",
      ['remote-removed', 'ipc-contract', 'preload-api'],
    ),
    p(
      "prod build shows an empty chart in the stats panel, dev works. devtools:\n```\nEvalError: Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\".\n    at new Function (<anonymous>)\n    at compile (app://tidemark/assets/vendor-chart-8c1f2e.js:1:40211)\n```",
      ['csp'],
    ),
    p(
      'dropping a PDF from the desktop into the editor does nothing, `console.log(file.path)` in the drop handler prints undefined',
      ['s-webutils', 'electron-32'],
    ),
    p('a customer wants to attach 300 MB video files to notes, can we raise the limit?', [
      's-attach-limit',
      'attachments',
    ]),
    p('image attachments should show a small preview in the chip, add sharp to resize them', [
      's-thumbs',
      'native-deps-packaging',
    ]),
    p(
      "notes:delete fails sometimes and the renderer only gets `Error: Error invoking remote method 'notes:delete': Error: FOREIGN KEY constraint failed`. how do I give the UI a proper error code",
      ['s-ipc-result', 'ipc-contract'],
    ),
    p(
      'bug: I deleted a note with a screenshot and the same screenshot in another note is now a broken image',
      ['s-attach-dedupe'],
    ),
    p("where's the webpack config for the preload? I want to add a path alias for @shared", [
      'electron-vite',
    ]),
    p(
      "packaged app on windows: `Error: Cannot find module 'better-sqlite3'` at startup, `pnpm dev` works fine",
      ['native-deps-packaging', 'pnpm-hoisted'],
    ),
    p('add the error toasts for the new PDF export (export failed, folder not writable) in all languages', [
      'i18n',
      's-i18n-fallback',
    ]),
    p('what is the difference between useMemo and useCallback', []),
    p('regex for an ISO 8601 duration like P3DT4H', []),
    p('thanks, looks good', []),
    p('git: how do I squash my last 4 commits into one', []),
    p('turn this promise chain into async/await please', []),
    p('Was ist der Unterschied zwischen `interface` und `type` in TypeScript?', []),
    p('rename `tmp` to `draftTitle` in this component', []),
    p('explain what `HAVING COUNT(*) > 1` does in this query', []),
  ],
});
