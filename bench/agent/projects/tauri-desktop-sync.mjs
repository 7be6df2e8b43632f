// A cross-platform desktop note-taking app with end-to-end encrypted CRDT sync: Tauri 2 (Rust + SvelteKit), sqlx
// SQLite, libsodium/age, Automerge, a self-hosted sync server, signed auto-updates, notarization, WASM plugins.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'tauri-desktop-sync',
  stack:
    'Tauri 2 (Rust 1.80, tokio), SvelteKit 2 + Svelte 5 (adapter-static) + TypeScript, sqlx 0.8 SQLite, libsodium (libsodium-sys-stable) + age, Automerge 0.5, axum + Postgres sync server, wasmtime plugins, tauri-plugin-updater, GitHub Actions + tauri-action, pnpm, cargo nextest + vitest + Playwright',
  memories: [
    m(
      'tauri-v1',
      'fact',
      'app runs on tauri 1.5. commands are whitelisted in tauri.conf.json > tauri > allowlist, fs scope there too.',
      {
        files: ['src-tauri/tauri.conf.json'],
        age: 620,
        tags: ['tauri', 'allowlist', 'config'],
      },
    ),
    m(
      'macos-altool',
      'fact',
      'mac notarization: xcrun altool --notarize-app with the apple id + app-specific password, then poll --notarization-info until it says success, then stapler staple.',
      {
        age: 690,
        tags: ['macos', 'notarization', 'altool'],
      },
    ),
    m(
      'stale-staging',
      'note',
      'staging sync server is sync-staging.driftnote.dev on the small hetzner cx21 box, deploy by ssh + docker compose pull.',
      {
        age: 660,
        tags: ['staging', 'sync-server', 'deploy'],
      },
    ),
    m(
      'rusqlite-old',
      'fact',
      'local storage: rusqlite + r2d2 pool, queries in src-tauri/src/store/*.rs, schema created in store/schema.rs on startup.',
      {
        files: ['src-tauri/src/store'],
        age: 580,
        tags: ['sqlite', 'rusqlite', 'database'],
      },
    ),
    m(
      'yjs-old',
      'decision',
      'Notes are Yjs documents (yrs crate on the Rust side, y-prosemirror in the editor). Sync = exchange of Yjs update messages.',
      {
        age: 540,
        tags: ['crdt', 'yjs', 'sync'],
      },
    ),
    m(
      'plugin-js-old',
      'decision',
      'plugins are plain JS bundles loaded into a sandboxed iframe inside the main window, talking to the app via postMessage.',
      {
        age: 500,
        tags: ['plugins', 'iframe', 'javascript'],
      },
    ),
    m(
      'windows-pfx',
      'fact',
      'windows signing: Sectigo OV cert (.pfx) imported into the runner cert store, tauri.conf.json bundle.windows.certificateThumbprint + timestampUrl http://timestamp.sectigo.com',
      {
        files: ['src-tauri/tauri.conf.json'],
        age: 470,
        tags: ['windows', 'code-signing', 'pfx'],
      },
    ),
    m(
      'svelte4-stores',
      'convention',
      'global UI state lives in svelte stores (writable/derived) in src/lib/stores/*.ts, components subscribe with $store.',
      {
        files: ['src/lib/stores'],
        age: 450,
        tags: ['svelte', 'stores', 'state'],
      },
    ),
    m(
      'update-silent',
      'decision',
      'auto-update: check on every start, download and install silently, relaunch on next quit.',
      {
        age: 430,
        tags: ['updater', 'auto-update'],
      },
    ),
    m(
      'sqlx-sqlite',
      'decision',
      'Local DB moved from rusqlite to sqlx 0.8 (sqlite + runtime-tokio features). One SqlitePool in src-tauri/src/db/mod.rs, max_connections 4, journal_mode WAL, foreign_keys on. DB file is app_data_dir()/driftnote.db. Reason: async commands were blocking on rusqlite calls and we wanted compile-time checked queries.',
      {
        fact: 'local database | accessed_via | sqlx',
        supersedes: 'rusqlite-old',
        age: 400,
        canonical: true,
        files: ['src-tauri/src/db/mod.rs'],
        reason: 'async commands + compile-time checked SQL',
        tags: ['sqlite', 'sqlx', 'database', 'wal'],
      },
    ),
    m(
      'bindings-manual',
      'convention',
      'the TS types for tauri commands are written by hand in src/lib/types.ts — keep them in sync with the rust structs when you change a command.',
      {
        files: ['src/lib/types.ts'],
        age: 380,
        tags: ['typescript', 'ipc', 'types'],
      },
    ),
    m(
      'automerge',
      'decision',
      'Switched note documents from Yjs to Automerge (automerge crate 0.5). One Automerge doc per note, rich text via the marks API. Peers exchange changes with the Automerge sync protocol (one sync::State per peer/server connection). Reason: we want full change history for "note time travel" and a Rust-native implementation, yrs lagged behind.',
      {
        fact: 'note documents | crdt | Automerge',
        supersedes: 'yjs-old',
        age: 360,
        canonical: true,
        files: ['src-tauri/src/doc'],
        reason: 'change history + Rust-native CRDT',
        tags: ['crdt', 'automerge', 'sync'],
      },
    ),
    m(
      'tauri-v2',
      'decision',
      'Migrated to Tauri 2.0. The allowlist is gone: access is granted by permissions + capabilities (src-tauri/capabilities/*.json). fs, dialog, updater, store, log, deep-link etc. are separate tauri-plugin-* crates plus their @tauri-apps/plugin-* npm packages.',
      {
        fact: 'desktop shell | version | Tauri 2',
        supersedes: 'tauri-v1',
        age: 320,
        canonical: true,
        files: ['src-tauri/capabilities', 'src-tauri/Cargo.toml'],
        tags: ['tauri', 'tauri2', 'capabilities', 'plugins'],
      },
    ),
    m(
      'macos-notarytool',
      'decision',
      'macOS notarization goes through notarytool (altool is retired). The Tauri bundler does it when APPLE_API_KEY, APPLE_API_ISSUER and APPLE_API_KEY_PATH are set — we use an App Store Connect API key, not an Apple ID password. Signing identity "Developer ID Application: Driftnote Labs GmbH", hardened runtime on.',
      {
        supersedes: 'macos-altool',
        age: 280,
        files: ['.github/workflows/release.yml'],
        tags: ['macos', 'notarization', 'notarytool', 'code-signing'],
      },
    ),
    m(
      'capabilities',
      'constraint',
      'Every new command needs a permission in src-tauri/permissions/<area>.toml and must be added to the capability of the window that calls it (capabilities/main.json). The quick-capture window has its own capabilities/capture.json with only note:create. Never put "core:default" or fs:default into the plugin-host capability.',
      {
        canonical: true,
        reaffirm: 12,
        files: ['src-tauri/capabilities', 'src-tauri/permissions'],
        tags: ['tauri', 'capabilities', 'permissions', 'security'],
      },
    ),
    m(
      'commands-layout',
      'convention',
      'tauri commands live in src-tauri/src/commands/<area>.rs (notes.rs, sync.rs, vault.rs, plugins.rs), registered in lib.rs invoke_handler. they return Result<T, AppError>; AppError (src-tauri/src/error.rs) serializes as { code, message } so the frontend can switch on code.',
      {
        files: ['src-tauri/src/commands', 'src-tauri/src/error.rs', 'src-tauri/src/lib.rs'],
        tags: ['tauri', 'commands', 'errors', 'ipc'],
      },
    ),
    m(
      'async-commands',
      'fact',
      "commands are async fn taking State<'_, AppState>. AppState (src-tauri/src/state.rs) = { pool: SqlitePool, sync: SyncHandle, vault: Arc<RwLock<Option<Vault>>>, plugins: PluginHost }. vault is None while locked.",
      {
        files: ['src-tauri/src/state.rs'],
        tags: ['tauri', 'state', 'commands', 'vault'],
      },
    ),
    m(
      'no-unwrap',
      'convention',
      'No unwrap()/expect() in src-tauri/src outside tests and the setup closure in lib.rs. A panic inside a command takes down the IPC handler and the window just hangs. Use ? with AppError.',
      {
        tags: ['rust', 'errors', 'panic', 'unwrap'],
      },
    ),
    m(
      'tokio-blocking',
      'constraint',
      'Argon2id key derivation, age encryption of backups and big Automerge loads/merges are CPU-heavy: run them in tokio::task::spawn_blocking. Doing them directly in an async command freezes every other invoke for seconds.',
      {
        tags: ['tokio', 'spawn_blocking', 'performance', 'argon2', 'automerge'],
      },
    ),
    m(
      'sqlx-offline',
      'convention',
      'We use sqlx::query!/query_as! macros. After changing any SQL run `cargo sqlx prepare --workspace -- --all-targets` and commit the .sqlx/ directory. CI builds with SQLX_OFFLINE=true, so a missing .sqlx entry = red build.',
      {
        files: ['.sqlx', 'src-tauri/src/db'],
        tags: ['sqlx', 'ci', 'offline', 'migrations'],
      },
    ),
    m(
      'migrations',
      'constraint',
      'SQLite migrations are src-tauri/migrations/NNNN_description.sql, applied with sqlx::migrate!() on startup. Never edit a migration that has shipped in any release: sqlx stores its checksum in the user DB and refuses to start. Always add a new one.',
      {
        canonical: true,
        files: ['src-tauri/migrations'],
        tags: ['sqlx', 'migrations', 'sqlite'],
      },
    ),
    m(
      'incident-migration-edit',
      'incident',
      'v0.9.0: migration 0007 was edited after 0.8 shipped (added a column to an existing CREATE TABLE). Users got "migration 7 was previously applied but has been modified" and the app would not start. 0.9.1 restored the original file and moved the change to 0008.',
      {
        files: ['src-tauri/migrations'],
        tags: ['incident', 'migrations', 'sqlx'],
      },
    ),
    m(
      'ids-uuidv7',
      'convention',
      'all ids (note, notebook, device, blob) are UUIDv7 (uuid crate, v7 feature), stored as 16-byte BLOB in sqlite, rendered as hyphenated string on the TS side.',
      {
        tags: ['uuid', 'ids', 'sqlite'],
      },
    ),
    m(
      'timestamps-ms',
      'convention',
      'timestamps in sqlite are INTEGER unix epoch millis UTC (created_at, updated_at, last_synced_at). format in the UI with Intl.DateTimeFormat in the user locale.',
      {
        tags: ['timestamps', 'sqlite', 'ui'],
      },
    ),
    m(
      'local-db-plain',
      'fact',
      'driftnote.db itself is not encrypted at rest: note text is stored decrypted so FTS5 works. We rely on OS disk encryption (FileVault/BitLocker); the threat model only covers the server and the network.',
      {
        files: ['src-tauri/src/db/mod.rs'],
        tags: ['sqlite', 'encryption', 'threat-model'],
      },
    ),
    m(
      'sqlcipher-claim',
      'fact',
      'the local sqlite file is encrypted with SQLCipher using the vault key, so a stolen laptop does not leak notes',
      {
        disputes: 'local-db-plain',
        tags: ['sqlite', 'sqlcipher', 'encryption'],
      },
    ),
    m(
      'key-hierarchy',
      'fact',
      'Key hierarchy: passphrase -> Argon2id (crypto_pwhash, OPSLIMIT_MODERATE / MEMLIMIT_MODERATE, 16-byte salt stored in vault.json) -> master key -> unwraps the random 32-byte vault key -> unwraps per-note doc keys. Everything wrapped with XChaCha20-Poly1305 (crypto_aead_xchacha20poly1305_ietf). Code in src-tauri/src/crypto/.',
      {
        fact: 'note encryption | cipher | XChaCha20-Poly1305',
        canonical: true,
        files: ['src-tauri/src/crypto'],
        tags: ['crypto', 'libsodium', 'argon2', 'keys', 'e2e'],
      },
    ),
    m(
      'nonce-rule',
      'constraint',
      'Nonces: fresh 24-byte randombytes_buf nonce for every encryption, prepended to the ciphertext. Never derive a nonce from doc_id, seq or a counter, and never cache a nonce.',
      {
        files: ['src-tauri/src/crypto/aead.rs'],
        tags: ['crypto', 'nonce', 'xchacha20'],
      },
    ),
    m(
      'keychain',
      'convention',
      'The unlocked vault key may be cached in the OS keychain (keyring crate, service "app.driftnote.desktop", account = vault id) when the user ticks "stay unlocked". It is never written to sqlite, settings.json or logs.',
      {
        files: ['src-tauri/src/crypto/keychain.rs'],
        tags: ['keychain', 'keyring', 'vault', 'crypto'],
      },
    ),
    m(
      'no-plaintext-server',
      'constraint',
      'The sync server must never see plaintext: not note bodies, not titles, not notebook names, not tags, not attachment file names. Over the wire only doc_id, encrypted change chunks, blob hashes and sizes.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['e2e', 'sync', 'privacy', 'server'],
      },
    ),
    m(
      'crdt-storage',
      'convention',
      'Automerge docs are persisted as chunks in sqlite table doc_chunks(doc_id, seq, bytes): each edit batch appends doc.save_incremental(). When a doc has >200 chunks, src-tauri/src/doc/compact.rs replaces them with one doc.save() in a single transaction.',
      {
        files: ['src-tauri/src/doc/compact.rs', 'src-tauri/src/doc/store.rs'],
        tags: ['automerge', 'sqlite', 'compaction', 'storage'],
      },
    ),
    m(
      'crdt-encrypted-changes',
      'fact',
      'Each change chunk is encrypted with the note doc key before upload. The server stores opaque blobs ordered by (doc_id, server_seq) and cannot merge or compact; all merging happens on clients.',
      {
        files: ['server/src/store.rs', 'src-tauri/src/sync'],
        tags: ['automerge', 'e2e', 'sync', 'server'],
      },
    ),
    m(
      'server-merge-claim',
      'fact',
      'the sync server loads the automerge docs and compacts them every night to save disk',
      {
        disputes: 'crdt-encrypted-changes',
        tags: ['sync-server', 'automerge', 'compaction'],
      },
    ),
    m(
      'sync-server',
      'fact',
      'Sync server = crate server/ in the workspace: axum 0.7 + sqlx Postgres, WebSocket endpoint /v1/sync, blob upload PUT /v1/blobs/{hash}. Shipped as ghcr.io/driftnote/sync-server for self-hosters, docker-compose example in server/deploy/.',
      {
        fact: 'sync server | built_with | axum + Postgres',
        files: ['server'],
        tags: ['sync-server', 'axum', 'postgres', 'self-hosted'],
      },
    ),
    m(
      'sync-auth',
      'fact',
      'device auth: every device has an Ed25519 key pair (crypto_sign) generated on first run, private key in the keychain. server sends a challenge on connect, device signs it, server returns a 24h device token.',
      {
        files: ['src-tauri/src/sync/auth.rs', 'server/src/auth.rs'],
        tags: ['sync', 'auth', 'ed25519', 'device'],
      },
    ),
    m(
      'sync-proto-version',
      'constraint',
      'Any change to the wire messages in crates/sync-proto bumps PROTOCOL_VERSION. The server must keep accepting N-1: self-hosters update the server weeks after clients update themselves.',
      {
        files: ['crates/sync-proto/src/lib.rs'],
        tags: ['sync', 'protocol', 'versioning', 'self-hosted'],
      },
    ),
    m(
      'sync-backoff',
      'convention',
      'reconnect: exponential backoff 1s -> 60s with full jitter in src-tauri/src/sync/client.rs. on 401 do NOT reconnect, emit sync:auth-required and show the re-login sheet.',
      {
        files: ['src-tauri/src/sync/client.rs'],
        tags: ['sync', 'reconnect', 'backoff', 'websocket'],
      },
    ),
    m(
      'incident-sync-loop',
      'incident',
      'v0.14.2: an expired device token returned 401 and the client reconnected immediately in a loop — ~50 req/s per client, two self-hosters had their servers knocked over. 0.14.3: 401 stops the loop and asks for re-auth.',
      {
        files: ['src-tauri/src/sync/client.rs'],
        tags: ['incident', 'sync', 'reconnect', '401'],
      },
    ),
    m(
      'attachments',
      'decision',
      'Attachments (images, PDFs) are not inside the Automerge doc. They are encrypted blobs in app_data_dir()/blobs/<hash>, hash = BLAKE3 of the ciphertext, uploaded via PUT /v1/blobs. The doc only stores {hash, mime, size, name}. Max 50 MB per attachment.',
      {
        files: ['src-tauri/src/blobs'],
        reason: 'keep docs small, dedupe uploads',
        tags: ['attachments', 'blobs', 'blake3', 'sync'],
      },
    ),
    m(
      'search-fts',
      'decision',
      "Search is local only: SQLite FTS5 table notes_fts (title, body) with tokenize='unicode61 remove_diacritics 2', updated from the doc change handler. The server has no search and never will (it only has ciphertext).",
      {
        files: ['src-tauri/src/search'],
        tags: ['search', 'fts5', 'sqlite'],
      },
    ),
    m(
      'sharing',
      'fact',
      'shared notebooks: the notebook key is wrapped for each member with crypto_box_seal to their X25519 public key (converted from the device ed25519 key). removing a member = rotate the notebook key, re-wrap for remaining members; old changes stay readable for them.',
      {
        files: ['src-tauri/src/crypto/share.rs'],
        tags: ['sharing', 'crypto', 'x25519', 'notebooks'],
      },
    ),
    m(
      'age-backups',
      'decision',
      'Local backups / "Export vault" produce a .tar.age file using the age crate (rage), encrypted to a passphrase (scrypt recipient) the user types in the export dialog. Plain markdown export exists too but shows a warning that it is unencrypted.',
      {
        files: ['src-tauri/src/backup'],
        tags: ['backup', 'export', 'age', 'crypto'],
      },
    ),
    m(
      'passphrase-policy',
      'constraint',
      'vault passphrase: min 12 chars, zxcvbn score >= 3 (src/lib/vault/strength.ts). we never store or send the passphrase anywhere; there is no recovery without the recovery kit (a printed 24-word key). the password field must have autocomplete="new-password".',
      {
        files: ['src/lib/vault/strength.ts'],
        tags: ['passphrase', 'password', 'vault', 'recovery'],
      },
    ),
    m(
      'sveltekit-static',
      'constraint',
      'Frontend is SvelteKit with adapter-static, ssr = false in src/routes/+layout.ts. No +page.server.ts, no +server.ts, no hooks.server.ts — there is no Node server inside Tauri. Data comes only via IPC.',
      {
        files: ['src/routes/+layout.ts', 'svelte.config.js'],
        tags: ['sveltekit', 'adapter-static', 'ssr', 'frontend'],
      },
    ),
    m(
      'svelte5-runes',
      'convention',
      'Svelte 5 runes everywhere: $state / $derived / $effect / $props. Shared state = classes with $state fields in src/lib/state/*.svelte.ts. No new writable() stores; the old ones left in src/lib/stores/ get migrated when touched.',
      {
        supersedes: 'svelte4-stores',
        age: 160,
        files: ['src/lib/state'],
        tags: ['svelte', 'svelte5', 'runes', 'state'],
      },
    ),
    m(
      'specta',
      'decision',
      'TS bindings for commands and events are generated by tauri-specta into src/lib/bindings.ts (`pnpm gen:bindings`, also runs in debug builds). Never hand-edit bindings.ts; components call commands through src/lib/ipc.ts, not invoke() directly.',
      {
        supersedes: 'bindings-manual',
        age: 190,
        files: ['src/lib/bindings.ts', 'src/lib/ipc.ts'],
        tags: ['specta', 'typescript', 'ipc', 'bindings'],
      },
    ),
    m(
      'ipc-events',
      'convention',
      'event names are <domain>:<past-tense-or-state>, e.g. doc:patched, sync:status-changed, vault:locked. payload structs in src-tauri/src/events.rs derive Serialize, Clone, specta::Type and are emitted with tauri_specta typed events.',
      {
        files: ['src-tauri/src/events.rs'],
        tags: ['events', 'ipc', 'naming', 'specta'],
      },
    ),
    m(
      'editor-bridge',
      'constraint',
      'Rust owns the Automerge docs. The ProseMirror editor (src/lib/editor/) sends its steps to the apply_steps command and renders the patches coming back on doc:patched. Do not load the automerge wasm package in the webview: two sources of truth and double memory.',
      {
        files: ['src/lib/editor', 'src-tauri/src/commands/notes.rs'],
        tags: ['editor', 'prosemirror', 'automerge', 'ipc'],
      },
    ),
    m(
      'ui-stack',
      'fact',
      'UI: Tailwind CSS 4 + bits-ui primitives, our wrappers in src/lib/components/ui/. icons via lucide-svelte.',
      {
        files: ['src/lib/components/ui'],
        tags: ['ui', 'tailwind', 'bits-ui'],
      },
    ),
    m(
      'i18n',
      'convention',
      'all UI strings go through paraglide-js: messages/en.json, de.json, fr.json, import * as m from "$lib/paraglide/messages". no hard-coded user-visible strings in components. rust-side notifications use the same keys via src-tauri/src/i18n.rs.',
      {
        files: ['messages', 'src-tauri/src/i18n.rs'],
        tags: ['i18n', 'paraglide', 'translations'],
      },
    ),
    m(
      'csp',
      'constraint',
      "CSP in tauri.conf.json app.security.csp: default-src 'self'; connect-src ipc: http://ipc.localhost; img-src 'self' asset: blob: data:. No 'unsafe-eval', no remote script origins. Do not loosen it for a plugin or a CDN font.",
      {
        files: ['src-tauri/tauri.conf.json'],
        tags: ['csp', 'security', 'tauri'],
      },
    ),
    m(
      'updater-endpoint',
      'fact',
      'tauri-plugin-updater endpoint: https://updates.driftnote.app/{{target}}/{{arch}}/{{current_version}}. A Cloudflare Worker (infra/update-worker/) reads latest.json / latest-beta.json from the R2 bucket driftnote-releases and answers 204 when there is nothing newer.',
      {
        files: ['infra/update-worker', 'src-tauri/tauri.conf.json'],
        tags: ['updater', 'cloudflare', 'r2', 'auto-update'],
      },
    ),
    m(
      'updater-signing',
      'constraint',
      'Every update artifact is signed with the Tauri updater key (minisign). Public key is plugins.updater.pubkey in tauri.conf.json. The private key exists only as the CI secrets TAURI_SIGNING_PRIVATE_KEY / TAURI_SIGNING_PRIVATE_KEY_PASSWORD, plus an offline backup in the 1Password "Release" vault. Never generate a new keypair: installed clients would reject every future update.',
      {
        canonical: true,
        files: ['src-tauri/tauri.conf.json', '.github/workflows/release.yml'],
        tags: ['updater', 'signing', 'minisign', 'release'],
      },
    ),
    m(
      'update-prompt',
      'decision',
      'Updates are never installed silently anymore: the app checks every 6 h, downloads in the background, then shows the "Restart to update" toast. On Windows the NSIS installer needs the app closed, so we call app.restart() only after the user clicks. Silent install ate unsaved quick-capture notes in 0.11.',
      {
        supersedes: 'update-silent',
        age: 140,
        files: ['src/lib/updater.ts'],
        reason: 'silent install lost unsaved notes',
        tags: ['updater', 'auto-update', 'ux'],
      },
    ),
    m(
      'updater-channels',
      'decision',
      'Two update channels, stable and beta (opt-in in Settings > Updates). Staged rollout on stable: 10% day 1, 50% day 2, 100% day 3, decided in the worker by hashing the device id. A rollout can be halted by setting "paused": true in latest.json.',
      {
        files: ['infra/update-worker'],
        tags: ['updater', 'rollout', 'beta', 'channels'],
      },
    ),
    m('rollout-claim', 'fact', 'stable releases go out to 100% of users immediately, only beta is staged', {
      disputes: 'updater-channels',
      tags: ['updater', 'rollout'],
    }),
    m(
      'entitlements',
      'constraint',
      'macOS entitlements (src-tauri/Entitlements.plist): only com.apple.security.cs.allow-jit and network.client. Do not add disable-library-validation or allow-unsigned-executable-memory — plugins are WASM run by wasmtime, we load no third-party dylibs, and those entitlements fail our security review.',
      {
        files: ['src-tauri/Entitlements.plist'],
        tags: ['macos', 'entitlements', 'hardened-runtime', 'security'],
      },
    ),
    m(
      'incident-notarize-sidecar',
      'incident',
      '0.12.0 mac build was rejected by notarization: the bundled `drift-cli` sidecar binary was not signed with hardened runtime. Fix: sidecars listed in bundle.externalBin get signed by the bundler only if they are built per target triple (drift-cli-aarch64-apple-darwin etc.). Check the notarytool log with `xcrun notarytool log <id>`.',
      {
        files: ['src-tauri/binaries'],
        tags: ['incident', 'macos', 'notarization', 'sidecar'],
      },
    ),
    m(
      'windows-trusted-signing',
      'decision',
      'Windows signing moved to Azure Trusted Signing: bundle.windows.signCommand = "trusted-signing-cli -e https://weu.codesigning.azure.net -a driftnote -c driftnote-public %1". The old Sectigo .pfx is expired and gone. CI authenticates with AZURE_CLIENT_ID / AZURE_TENANT_ID / AZURE_CLIENT_SECRET from GitHub secrets.',
      {
        supersedes: 'windows-pfx',
        age: 120,
        files: ['src-tauri/tauri.conf.json', '.github/workflows/release.yml'],
        tags: ['windows', 'code-signing', 'azure', 'trusted-signing'],
      },
    ),
    m(
      'webview2',
      'note',
      'windows installer uses webviewInstallMode = embedBootstrapper; Win10 LTSC boxes have no WebView2 and the downloadBootstrapper mode failed behind corporate proxies.',
      {
        files: ['src-tauri/tauri.conf.json'],
        tags: ['windows', 'webview2', 'installer', 'nsis'],
      },
    ),
    m(
      'linux-packaging',
      'fact',
      'Linux: AppImage + .deb built on ubuntu-22.04 with libwebkit2gtk-4.1-dev (Tauri 2 needs 4.1, not 4.0). Updater only works for the AppImage. Flatpak is community-maintained, not ours.',
      {
        tags: ['linux', 'appimage', 'deb', 'webkit2gtk'],
      },
    ),
    m(
      'ci-release',
      'fact',
      '.github/workflows/release.yml runs on tags vX.Y.Z: matrix macos-14 (--target universal-apple-darwin), windows-2022, ubuntu-22.04; tauri-apps/tauri-action builds, signs, notarizes and uploads to a draft GitHub release, then scripts/publish-latest-json.ts pushes latest.json to R2.',
      {
        files: ['.github/workflows/release.yml', 'scripts/publish-latest-json.ts'],
        tags: ['ci', 'release', 'github-actions', 'tauri-action'],
      },
    ),
    m(
      'release-process',
      'convention',
      'Version bump only via `pnpm release <x.y.z>`: it updates package.json, src-tauri/Cargo.toml and tauri.conf.json together and adds the CHANGELOG.md section (keep-a-changelog). Never edit those versions by hand — a mismatch breaks the updater version compare.',
      {
        files: ['scripts/release.ts', 'CHANGELOG.md'],
        tags: ['release', 'versioning', 'changelog'],
      },
    ),
    m(
      'apple-env-ci',
      'note',
      'CI mac signing env: APPLE_CERTIFICATE (base64 .p12) and APPLE_CERTIFICATE_PASSWORD come from the GitHub secrets of the same name, the API key file is written from secrets.APPLE_API_KEY_P8 to a temp path. Locally you do not need any of it: `pnpm tauri build --no-bundle` or build unsigned.',
      {
        files: ['.github/workflows/release.yml'],
        tags: ['ci', 'macos', 'signing', 'secrets'],
      },
    ),
    m(
      'plugin-wasm',
      'decision',
      'Plugins are WebAssembly components run in wasmtime (component model). Interface in crates/plugin-api/wit/plugin.wit, host in src-tauri/src/plugins/host.rs. No JS plugins in the webview any more: the iframe sandbox could still read the DOM of decrypted notes via a postMessage bug.',
      {
        fact: 'plugins | runtime | wasmtime components',
        supersedes: 'plugin-js-old',
        age: 210,
        canonical: true,
        files: ['crates/plugin-api/wit/plugin.wit', 'src-tauri/src/plugins'],
        reason: 'isolation from decrypted note DOM',
        tags: ['plugins', 'wasm', 'wasmtime', 'wit'],
      },
    ),
    m(
      'plugin-caps',
      'constraint',
      'Plugins have no WASI filesystem, sockets or env. They only get the host functions in plugin.wit: read-note / write-note for notes the user granted, http-fetch limited to the domains in their manifest and approved by the user. A plugin never receives the vault key or doc keys.',
      {
        files: ['crates/plugin-api/wit/plugin.wit', 'src-tauri/src/plugins/host.rs'],
        tags: ['plugins', 'security', 'permissions', 'wasi'],
      },
    ),
    m(
      'plugin-limits',
      'fact',
      'per call: fuel 10M, linear memory max 64 MB, wall timeout 2 s via epoch interruption. a trap disables the call; 3 traps in 10 min disable the plugin until the user re-enables it.',
      {
        files: ['src-tauri/src/plugins/limits.rs'],
        tags: ['plugins', 'wasmtime', 'fuel', 'limits'],
      },
    ),
    m(
      'plugin-manifest',
      'convention',
      'plugin.toml: id (reverse dns), version (semver), api = "1", permissions = [...], allowed_domains = [...]. registry packages are signed with the registry ed25519 key; unsigned plugins only load with "developer mode" on.',
      {
        files: ['crates/plugin-api/README.md'],
        tags: ['plugins', 'manifest', 'registry', 'signing'],
      },
    ),
    m(
      'rust-tests',
      'convention',
      'Rust tests: cargo nextest run --workspace. DB tests use #[sqlx::test(migrations = "migrations")] (fresh sqlite per test). Crypto has known-answer vectors in src-tauri/tests/vectors/*.json — every crypto change must keep them passing.',
      {
        files: ['src-tauri/tests'],
        tags: ['tests', 'nextest', 'sqlx', 'crypto'],
      },
    ),
    m(
      'frontend-tests',
      'convention',
      'frontend: vitest + @testing-library/svelte for src/lib. e2e with WebdriverIO + tauri-driver, linux runner only (no WebDriver for WKWebView on mac). e2e specs in e2e/specs/.',
      {
        files: ['e2e', 'vitest.config.ts'],
        tags: ['tests', 'vitest', 'e2e', 'tauri-driver'],
      },
    ),
    m(
      'mock-ipc',
      'convention',
      'component tests mock the backend with mockIPC() / mockWindows() from @tauri-apps/api/mocks, helpers in src/lib/test/ipc.ts. clearMocks() in afterEach.',
      {
        files: ['src/lib/test/ipc.ts'],
        tags: ['tests', 'mocks', 'ipc', 'vitest'],
      },
    ),
    m(
      'lint-ci',
      'convention',
      'CI (.github/workflows/ci.yml): cargo fmt --check, cargo clippy --workspace --all-targets -- -D warnings, pnpm check (svelte-check), pnpm lint (eslint + prettier). Fix warnings, do not #[allow] them without a comment.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'clippy', 'lint', 'svelte-check'],
      },
    ),
    m(
      'pnpm',
      'convention',
      'pnpm 9 only (packageManager field in package.json). no package-lock.json / yarn.lock. cargo deps: add with cargo add in src-tauri, keep versions in the workspace Cargo.toml [workspace.dependencies].',
      {
        files: ['package.json', 'Cargo.toml'],
        tags: ['pnpm', 'dependencies', 'cargo'],
      },
    ),
    m(
      'crypto-review',
      'constraint',
      'Changes under src-tauri/src/crypto/, crates/sync-proto/ or the plugin host need an approving review from Ines Okafor (CODEOWNERS). No crypto primitives outside libsodium/age — do not pull in aes-gcm, ring or RustCrypto for "just this one thing".',
      {
        files: ['.github/CODEOWNERS', 'src-tauri/src/crypto'],
        tags: ['crypto', 'review', 'codeowners', 'libsodium'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: Rust core + sync client Tomasz Wójcik, crypto + plugin host Ines Okafor, frontend/editor Lea Brandt, sync server + infra + release pipeline Marco Vitale.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'tracing',
      'convention',
      'logging: tracing + tauri-plugin-log to the app log dir, rotated at 5 MB x 3 files. Log doc_id, device_id, error codes. Never log note content, titles, passphrases, keys or decrypted anything — users attach these logs to GitHub issues.',
      {
        files: ['src-tauri/src/logging.rs'],
        tags: ['logging', 'tracing', 'privacy'],
      },
    ),
    m(
      'telemetry-optin',
      'constraint',
      'No analytics. Crash reports go to Sentry only when the user enabled "Send crash reports" (off by default); before_send strips breadcrumbs and paths containing the user name.',
      {
        files: ['src-tauri/src/crash.rs', 'src/lib/sentry.ts'],
        tags: ['telemetry', 'sentry', 'privacy', 'crash-reports'],
      },
    ),
    m(
      'deep-links',
      'fact',
      'driftnote:// links (driftnote://note/<uuid>, driftnote://invite/<token>) via tauri-plugin-deep-link. On Windows/Linux the URL arrives as argv of a second instance, so tauri-plugin-single-instance must be registered FIRST in the builder to forward it.',
      {
        files: ['src-tauri/src/lib.rs'],
        tags: ['deep-link', 'single-instance', 'tauri', 'windows', 'linux'],
      },
    ),
    m(
      'settings-store',
      'convention',
      'user preferences (theme, shortcuts, update channel, sync server url) live in tauri-plugin-store settings.json. sqlite is only for notes, chunks, blobs index and search.',
      {
        files: ['src/lib/state/settings.svelte.ts'],
        tags: ['settings', 'tauri-plugin-store', 'preferences'],
      },
    ),
    m(
      'env-example',
      'note',
      "server/.env.example for self-hosters: DATABASE_URL=postgres://driftnote:<password>@db:5432/driftnote, SYNC_ADMIN_TOKEN=<run: openssl rand -hex 32>, BLOB_DIR=/data/blobs. Keep placeholders in there, real values go in the hoster's own .env which is gitignored.",
      {
        files: ['server/.env.example'],
        tags: ['self-hosted', 'env', 'sync-server', 'docker'],
      },
    ),
    m(
      'mobile-scope',
      'constraint',
      'Tauri mobile (iOS/Android) is out of scope until 2027. Do not add #[cfg(mobile)] branches or mobile capabilities; keep desktop-only code simple.',
      {
        tags: ['mobile', 'scope', 'tauri'],
      },
    ),
    m('min-os-old', 'fact', 'supported: macOS 11+, windows 10 1803+, ubuntu 20.04+', {
      age: 300,
      tags: ['platforms', 'macos', 'windows', 'linux'],
    }),
    m(
      'pref-conventional',
      'preference',
      'conventional commits pls (feat:, fix:, chore:), scope = crate or area',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'keep PRs small and focused; crypto and migration changes always in their own PR',
      {},
    ),
    m(
      'cand-sqlcipher',
      'decision',
      'Encrypt driftnote.db with SQLCipher and build FTS from an in-memory index after unlock.',
      {
        candidate: true,
        tags: ['sqlite', 'sqlcipher', 'encryption'],
      },
    ),
    m('cand-loro', 'decision', 'Replace Automerge with Loro for faster rich-text merges.', {
      candidate: true,
      tags: ['crdt', 'loro', 'automerge'],
    }),
    m(
      'cand-server-search',
      'decision',
      'Offer server-side search for self-hosters who opt into storing a plaintext index.',
      {
        candidate: true,
        tags: ['search', 'sync-server'],
      },
    ),
    m(
      'secret-updater-pw',
      'note',
      'if you need to sign an update locally: TAURI_SIGNING_PRIVATE_KEY_PASSWORD=vX9#drift-Upd8!qLm2 and the key file is in the release vault',
      {
        secret: 'vX9#drift-Upd8!qLm2',
      },
    ),
    m(
      'secret-apple-pw',
      'note',
      'the app-specific password for notarizing with marco@driftnote.app is hqwe-zpxu-mkra-tbns, use it when notarytool asks',
      {
        secret: 'hqwe-zpxu-mkra-tbns',
      },
    ),
    m(
      'secret-server-env',
      'note',
      'prod sync server .env:\nDATABASE_URL=postgres://driftnote:Pg7!sync-Pr0d-Kq4@10.0.4.12:5432/driftnote\nSYNC_ADMIN_TOKEN=3f9a1c7e5b2d48f0a6c1e9b7d3f5a2c8e0b4d6f8a1c3e5b7\nBLOB_DIR=/data/blobs',
      {
        secret: 'Pg7!sync-Pr0d-Kq4',
      },
    ),
    m(
      'secret-admin-token',
      'note',
      'admin API on the hosted sync server: curl -H "Authorization: Bearer 3f9a1c7e5b2d48f0a6c1e9b7d3f5a2c8e0b4d6f8a1c3e5b7" https://sync.driftnote.app/admin/v1/stats',
      {
        secret: '3f9a1c7e5b2d48f0a6c1e9b7d3f5a2c8e0b4d6f8a1c3e5b7',
      },
    ),
    m(
      'secret-r2',
      'note',
      'R2 creds for publishing latest.json by hand (wrangler): access key id 7c1e2f9a0b3d4e5f6a7b8c9d0e1f2a3b, secret 9Zq4+Lm8/RtYw2Vx6Pn3Kd7Hs1Jf5Bc0Ge4Ua8Ti',
      {
        secret: '9Zq4+Lm8/RtYw2Vx6Pn3Kd7Hs1Jf5Bc0Ge4Ua8Ti',
      },
    ),
    m(
      'secret-azure',
      'note',
      'trusted signing service principal: AZURE_CLIENT_SECRET is Qh8~Xv3.Tn6-Wr9_Lp2Ks5Mz1Bd4Fg7Jc0Ya — rotate before june',
      {
        secret: 'Qh8~Xv3.Tn6-Wr9_Lp2Ks5Mz1Bd4Fg7Jc0Ya',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'the homebrew tap bump job pushes with github_pat_11ADRIFT0a9Xk2LmQ7rT4v_Wn8Pz3Yc6Hb1Jd5Fs0Gq9Er2Tu7Io4Kl6Mn8Bv3Cx1Za5Sd9Fg2Hj7 to driftnote/homebrew-tap',
      {
        secret: 'github_pat_11ADRIFT0a9Xk2LmQ7rT4v_Wn8Pz3Yc6Hb1Jd5Fs0Gq9Er2Tu7Io4Kl6Mn8Bv3Cx1Za5Sd9Fg2Hj7',
      },
    ),
    m(
      'secret-age-key',
      'note',
      'the age identity we used to encrypt the release-key backup: AGE-SECRET-KEY-1QZ7XK4LRP9WMN3V8T2YC6HJ5D0GF4SA7UE2KQ9PLX3RM8NWZ5CVB6TYQ',
      {
        secret: 'AGE-SECRET-KEY-1QZ7XK4LRP9WMN3V8T2YC6HJ5D0GF4SA7UE2KQ9PLX3RM8NWZ5CVB6TYQ',
      },
    ),
    m(
      'secret-compose',
      'note',
      'staging docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: driftnote\n      POSTGRES_PASSWORD: st4ging-Dr1ft#2025xz',
      {
        secret: 'st4ging-Dr1ft#2025xz',
      },
    ),
    m(
      'secret-sentry',
      'note',
      'sentry-cli upload of debug symbols needs SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3MTAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIn0_Xk9Lm3Qp7Rt2Vw5Yz8Bc1Df4Gh6Jk0',
      {
        secret:
          'sntrys_eyJpYXQiOjE3MTAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIn0_Xk9Lm3Qp7Rt2Vw5Yz8Bc1Df4Gh6Jk0',
      },
    ),
  ],
  sessions: [
    {
      id: 'tauri-session-1',
      age: 6,
      turns: [
        said(
          'hey, working on the offline queue today. can you read src-tauri/src/sync/client.rs and tell me how pending changes get picked up?',
        ),
        replied(
          'The client scans doc_chunks for rows with seq > last_uploaded_seq per doc on every reconnect and uploads them in order.',
        ),
        said(
          'yeah that scan is what makes reconnect slow with 5k notes. new rule: every local change also writes a row to a sync_outbox table (doc_id, chunk_seq, created_at) in the same transaction, and the sync client only ever reads from sync_outbox. rows are deleted after the server acks.',
          {
            key: 's-outbox',
            type: 'decision',
          },
        ),
        replied(
          'OK. I will add migration 0019_sync_outbox.sql and write to the outbox inside DocStore::append_chunk.',
        ),
        said('does sqlx need anything special for that?'),
        replied('Only a new `cargo sqlx prepare` run so the .sqlx metadata covers the new queries.'),
        said('right. also what happens with a huge note, like someone pasting a 30MB log file'),
        replied(
          'Nothing stops it today. The doc grows, compaction takes long and every sync round trip carries it.',
        ),
        said(
          'a single note doc must stay under 10 MB after compaction. above that apply_steps returns AppError code NOTE_TOO_LARGE and the editor shows the "split this note or attach it as a file" banner.',
          {
            key: 's-note-size',
            type: 'constraint',
          },
        ),
        replied('Added the check in apply_steps after the change is applied, before the save_incremental.'),
        said(
          'fyi we are dropping macOS 11 with 1.0 — minimum is now macOS 12 Monterey, Windows 10 1809 and ubuntu 22.04. set minimumSystemVersion accordingly.',
          {
            key: 's-min-os',
            type: 'fact',
          },
        ),
        replied('Set bundle.macOS.minimumSystemVersion to "12.0" in tauri.conf.json.'),
        said('hm the quick capture shortcut conflicts with spotlight on some german keyboards'),
        replied('It is hard-coded as CmdOrCtrl+Space in src-tauri/src/shortcuts.rs.'),
        said(
          'global shortcuts: only register them via tauri-plugin-global-shortcut in src-tauri/src/shortcuts.rs, every one must be rebindable in Settings > Shortcuts, default quick capture becomes CmdOrCtrl+Shift+Space.',
          {
            key: 's-shortcuts',
            type: 'convention',
          },
        ),
        replied('Moved it to the settings store with the new default and a rebind UI in the shortcuts pane.'),
        said(
          'here is the token for the beta update worker if you want to test the publish script: CF_API_TOKEN=cfut_Rk3Vn9Qx2Lw7Mz5Pt8Ys1Hb4Jd6Gf0Ca',
          {
            secret: 'cfut_Rk3Vn9Qx2Lw7Mz5Pt8Ys1Hb4Jd6Gf0Ca',
          },
        ),
        replied('I will not store that; the publish script reads CF_API_TOKEN from the environment anyway.'),
        said(
          'we decided with Ines: the recovery kit is shown exactly once at vault creation and we never regenerate it from the running app. if someone loses it they create a new vault and re-import an age backup.',
          {
            key: 's-recovery-kit',
            type: 'decision',
          },
        ),
        replied('Understood, removing the "Show recovery kit" entry from settings.'),
        said('where should the outbox integration test go?'),
        replied('There is src-tauri/tests/sync_client.rs with a fake server; I can add it there.'),
        said(
          'yes, and from now on every sync test uses the in-process fake server from crates/sync-testkit, never a docker postgres. CI has no docker on the mac runner.',
          {
            key: 's-sync-testkit',
            type: 'convention',
          },
        ),
        replied('Added outbox_survives_restart and outbox_rows_deleted_after_ack using sync-testkit.'),
        said('nice, can you write the PR description'),
        replied(
          'Summary: sync_outbox table + migration, note size limit, macOS 12 minimum, rebindable shortcuts, recovery kit shown once, tests on sync-testkit.',
        ),
        said('ship it'),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you add a `duplicate_note` command in src-tauri/src/commands/notes.rs and call it from the note menu',
      ['commands-layout', 'capabilities', 'specta', 'automerge', 'crdt-storage', 'ids-uuidv7', 's-outbox'],
    ),
    p(
      'getting "command duplicate_note not allowed. Permissions associated with this command: notes:allow-duplicate-note" in the console, wtf',
      ['capabilities', 'tauri-v2'],
    ),
    p('add a `pinned` column to notes pls', ['migrations', 'sqlx-offline', 'incident-migration-edit']),
    p(
      'CI fails: `error: SQLX_OFFLINE=true but there is no cached data for this query, run cargo sqlx prepare` in src-tauri/src/db/notes.rs',
      ['sqlx-offline'],
    ),
    p('quick one: I fixed a typo in migrations/0012_tags.sql, can I just push that?', [
      'migrations',
      'incident-migration-edit',
    ]),
    p('@src-tauri/src/crypto/aead.rs add a helper to encrypt a note title with the doc key', [
      'key-hierarchy',
      'nonce-rule',
      'crypto-review',
      'no-plaintext-server',
    ]),
    p('can we use a deterministic nonce based on doc_id + seq so re-uploads produce the same ciphertext?', [
      'nonce-rule',
      'crypto-review',
    ]),
    p('unlocking the vault freezes the whole UI for like 3 seconds on my old thinkpad', [
      'tokio-blocking',
      'key-hierarchy',
    ]),
    p('is the local sqlite db encrypted? a user asks on github if a stolen laptop leaks notes', [
      'local-db-plain',
      'sqlcipher-claim',
      'key-hierarchy',
    ]),
    p('pls add aes-gcm crate for the attachment encryption, its faster on apple silicon', [
      'crypto-review',
      'attachments',
      'key-hierarchy',
    ]),
    p('send the note title along with the sync push so the server can show it in the admin dashboard', [
      'no-plaintext-server',
      'crdt-encrypted-changes',
    ]),
    p('add a "stay unlocked on this device" checkbox to the unlock screen', [
      'keychain',
      'svelte5-runes',
      'i18n',
    ]),
    p('the sync server disk is growing a lot, can the server compact the automerge docs at night?', [
      'crdt-encrypted-changes',
      'server-merge-claim',
      'no-plaintext-server',
    ]),
    p('doc_chunks has 3000 rows for one note, opening it takes forever', ['crdt-storage', 'tokio-blocking']),
    p('I want to add a new message type to sync-proto for presence (who is viewing a note)', [
      'sync-proto-version',
      'crypto-review',
      'no-plaintext-server',
    ]),
    p(
      'a self-hoster reports their server gets hammered by one client after the token expired, logs full of 401. server/src/auth.rs',
      ['sync-backoff', 'incident-sync-loop', 'sync-auth'],
    ),
    p('implement the reconnect logic for when wifi comes back', ['sync-backoff', 's-outbox']),
    p('pending changes are lost if the app is killed during sync, see src-tauri/src/sync/client.rs', [
      's-outbox',
      'crdt-storage',
    ]),
    p('write an integration test for the sync client upload path', [
      's-sync-testkit',
      'rust-tests',
      's-outbox',
    ]),
    p('let users paste images into notes', ['attachments', 'editor-bridge', 's-note-size']),
    p('user pasted a 40mb log file into a note and now sync is stuck', ['s-note-size', 'attachments']),
    p('search doesnt find "uber" when the note says "über"', ['search-fts']),
    p('add search to the sync server api so the web viewer can search', [
      'search-fts',
      'no-plaintext-server',
      'crdt-encrypted-changes',
    ]),
    p('remove a member from a shared notebook — what has to happen crypto-wise?', [
      'sharing',
      'crypto-review',
    ]),
    p('implement "Export vault" in the settings page', [
      'age-backups',
      'tokio-blocking',
      'passphrase-policy',
    ]),
    p('the user lost their recovery kit, can we add a button to show it again?', [
      's-recovery-kit',
      'passphrase-policy',
    ]),
    p('src/lib/vault/CreateVault.svelte — add the passphrase strength meter', [
      'passphrase-policy',
      'svelte5-runes',
      'i18n',
    ]),
    p('add a +page.server.ts load function for the notes list page', ['sveltekit-static', 'specta']),
    p('create a global store for the currently selected notebook', ['svelte5-runes']),
    p(
      '@src/lib/editor/Editor.svelte can we just run automerge in the webview, the roundtrip through rust feels laggy',
      ['editor-bridge', 'automerge'],
    ),
    p('bindings.ts is missing the new `archive_note` command', ['specta']),
    p('emit an event when sync status changes so the footer can show a spinner', ['ipc-events', 'specta']),
    p('translate the settings page to german', ['i18n']),
    p('a plugin wants to load a google font, CSP blocks it', ['csp', 'plugin-caps']),
    p('write a plugin api function so plugins can list all notes', [
      'plugin-wasm',
      'plugin-caps',
      'crypto-review',
    ]),
    p('a plugin keeps hitting an infinite loop and the app hangs, src-tauri/src/plugins/host.rs', [
      'plugin-limits',
      'plugin-wasm',
    ]),
    p('how do I load my local dev plugin without publishing it to the registry', ['plugin-manifest']),
    p('plugin needs to call the openai api, how should the http permission look in plugin.toml', [
      'plugin-manifest',
      'plugin-caps',
    ]),
    p(
      'add com.apple.security.cs.disable-library-validation to entitlements, the wasmtime cranelift jit crashes',
      ['entitlements', 'plugin-wasm'],
    ),
    p(
      'mac release build got rejected by notarization, "The binary is not signed with a valid Developer ID certificate"',
      ['macos-notarytool', 'incident-notarize-sidecar', 'entitlements', 'ci-release'],
    ),
    p('how do I build the mac app locally, do I need the apple certs?', ['apple-env-ci', 'macos-notarytool']),
    p('windows signing step fails in release.yml with "signtool: No certificates were found"', [
      'windows-trusted-signing',
      'ci-release',
    ]),
    p('users on windows 10 LTSC say the installer does nothing', ['webview2']),
    p('ubuntu build fails: Package webkit2gtk-4.0 was not found', ['linux-packaging']),
    p('the .deb users never get updates, why?', ['linux-packaging', 'updater-endpoint']),
    p('bump version to 1.3.0', ['release-process']),
    p(
      'I lost the updater private key on my machine, let me just generate a new one with tauri signer generate',
      ['updater-signing'],
    ),
    p('app downloaded an update but installed it while I was typing and my quick capture note is gone', [
      'update-prompt',
    ]),
    p('add an "update channel" dropdown (stable / beta) in settings', [
      'updater-channels',
      'settings-store',
      'updater-endpoint',
      'i18n',
    ]),
    p('1.2.4 has a crash on launch for some users, can we stop the rollout?', [
      'updater-channels',
      'rollout-claim',
      'updater-endpoint',
    ]),
    p('what is the minimum macOS version we support?', ['s-min-os']),
    p('clicking driftnote://note/... links on windows opens a second app window instead of the note', [
      'deep-links',
    ]),
    p('quick capture shortcut doesnt work on my german mac keyboard', ['s-shortcuts']),
    p('store the theme setting in the notes db', ['settings-store']),
    p('add debug logging of the note content in apply_steps so I can see why patches get lost', [
      'tracing',
      'editor-bridge',
    ]),
    p('can we add posthog to see which features people use?', ['telemetry-optin']),
    p('write a vitest for the SyncStatus.svelte component', ['mock-ipc', 'frontend-tests', 'ipc-events']),
    p('e2e test for the unlock flow on macos', ['frontend-tests']),
    p('clippy fails on CI with needless_borrow in lib.rs, can I just allow it globally?', ['lint-ci']),
    p('npm install @tauri-apps/plugin-clipboard-manager', ['pnpm', 'tauri-v2', 'capabilities']),
    p('add ios support so I can use it on my phone', ['mobile-scope']),
    p('who do I ask about the plugin host?', ['owners']),
    p('the app hangs after an error in get_note, no response ever comes back to the frontend', [
      'no-unwrap',
      'commands-layout',
    ]),
    p('how do i set up my own sync server with docker?', ['sync-server', 'env-example']),
    p('where is the sqlite file on disk? want to open it with sqlite3 while the app runs', ['sqlx-sqlite']),
    p('in commands/vault.rs how do I check the vault is unlocked before decrypting a shared note?', [
      'async-commands',
      'commands-layout',
      'sharing',
    ]),
    p('show "last synced 5 min ago" in the footer', ['timestamps-ms', 'ipc-events', 'i18n', 'svelte5-runes']),
    p('add a confirm dialog before deleting a notebook', ['ui-stack', 'i18n', 'svelte5-runes']),
    p('what is the difference between Rc and Arc?', []),
    p('thanks, that worked', []),
    p('how do I rebase my branch onto main?', []),
    p('explain svelte 5 $derived vs $effect in general', []),
    p('regex to match a semver string', []),
    p('summarize this diff for the PR', []),
    p('pls format this file', []),
    p('what does #[derive(Debug)] actually generate?', []),
  ],
});
