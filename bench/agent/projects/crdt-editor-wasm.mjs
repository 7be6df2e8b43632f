// A collaborative document editor startup: Rust CRDT core (Yjs family) compiled to wasm and native, an axum sync
// server with a Postgres update log and R2 snapshots, a React + ProseMirror front end, WorkOS, Paddle, Fly.io.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'crdt-editor-wasm',
  stack:
    'Rust 1.82 (tandem-crdt core, wasm-bindgen -> wasm32, axum 0.7 + tokio sync server, sqlx), TypeScript + React 18 + ProseMirror (Vite, pnpm), PostgreSQL 16, Cloudflare R2, WorkOS, Paddle Billing, Fly.io, GitHub Actions, cargo-nextest + proptest + Playwright, Sentry',
  memories: [
    m(
      'crdt-yata',
      'decision',
      'tandem-crdt is a YATA-style sequence CRDT (same family as Yjs), not an op-based RGA and not Automerge. Every item has an ID { client: u64, clock: u32 } plus origin_left / origin_right, deletes are tombstones tracked in a DeleteSet, and sync is state-vector based (send me everything past my clocks). Why: we evaluated automerge 0.5 early on and the columnar doc format was great on disk but the incremental merge cost on 50k-item docs was 4-6x ours, and YATA gives us no interleaving of concurrent inserts at the same spot, which users notice immediately. Bonus: the model is close enough to Yjs that we can reason about bugs using the Yjs papers/issues. Core code: crates/tandem-crdt/src/ (block.rs = integrate(), id.rs, delete_set.rs, state_vector.rs).',
      {
        canonical: true,
        fact: 'tandem-crdt | algorithm | YATA',
        files: ['crates/tandem-crdt/src/block.rs', 'crates/tandem-crdt/src/id.rs'],
        reason: 'merge cost on large docs, no interleaving',
        tags: ['crdt', 'yata', 'yjs', 'automerge', 'core'],
      },
    ),
    m(
      'client-id-fresh',
      'constraint',
      'A clientID is generated fresh (random, < 2^53 so it survives being a JS number across the wasm boundary) for EVERY Doc instance: each tab, each reload, each worker. Never persist it, never derive it from the user. Two instances writing under the same clientID with different local state = two different items with the same ID = permanent divergence that no sync can fix.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['crates/tandem-crdt/src/id.rs', 'web/src/collab/provider.ts'],
        tags: ['crdt', 'client-id', 'divergence', 'wasm'],
      },
    ),
    m(
      'client-id-user-claim',
      'fact',
      'fyi clientId is hash(workos user id) truncated to 53 bits, thats how the cursor colour stays the same for a person across reloads',
      {
        disputes: 'client-id-fresh',
        files: ['web/src/collab/provider.ts'],
        tags: ['client-id', 'awareness', 'cursors'],
      },
    ),
    m(
      'utf16-offsets',
      'constraint',
      'All text offsets/lengths in the core are UTF-16 code units, because that is what JS strings and ProseMirror positions count. Never use byte offsets from &str or chars().count() for a position. Conversions go through crates/tandem-crdt/src/text/utf16.rs only; surrogate pairs must never be split by an insert or delete.',
      {
        files: ['crates/tandem-crdt/src/text/utf16.rs', 'crates/tandem-crdt/src/text/mod.rs'],
        tags: ['utf16', 'text', 'offsets', 'emoji', 'prosemirror'],
      },
    ),
    m(
      'converge-props',
      'constraint',
      'any change to integrate(), the DeleteSet or the encoder needs the proptest convergence suite green: crates/tandem-crdt/tests/prop_convergence.rs (N replicas, random ops, random delivery order incl. duplicates -> all replicas byte-equal after sync). strategies in tests/strategies.rs, proptest-regressions/ is committed. CI runs PROPTEST_CASES=256, run 4096 locally before you open the PR. cargo-fuzz targets decode_update + apply_update (crates/tandem-crdt/fuzz) run nightly 30 min each',
      {
        canonical: true,
        files: ['crates/tandem-crdt/tests/prop_convergence.rs', 'crates/tandem-crdt/tests/strategies.rs'],
        tags: ['proptest', 'convergence', 'tests', 'fuzz', 'crdt'],
      },
    ),
    m(
      'encoding-json',
      'fact',
      'updates go over the wire as serde_json of Vec<Item> (see crates/tandem-crdt/src/encoding.rs), easy to eyeball in devtools',
      {
        age: 560,
        files: ['crates/tandem-crdt/src/encoding.rs'],
        tags: ['encoding', 'json', 'wire-format'],
      },
    ),
    m(
      'encoding-v2',
      'decision',
      'Update encoding v2 is binary: first byte is the format version (0x02), then lib0-style varints, columnar (all client ids, then clocks, then content). JSON framing is gone everywhere, on the wire and in doc_updates.payload. ~9x smaller on typing-heavy docs. Encoder/decoder in crates/tandem-crdt/src/encoding/v2.rs.',
      {
        age: 330,
        supersedes: 'encoding-json',
        fact: 'update format | encoding | binary v2 (version byte + varints)',
        files: ['crates/tandem-crdt/src/encoding'],
        reason: 'payload size',
        tags: ['encoding', 'binary', 'varint', 'wire-format'],
      },
    ),
    m(
      'decoders-forever',
      'constraint',
      "we never delete a decoder. doc_updates and old snapshots still hold v1 (json) and v2 payloads and will for years. a new format = new version byte + new decoder, old ones stay. golden files in crates/tandem-crdt/tests/fixtures/updates_v1/ and updates_v2/ must keep decoding, don't regenerate them",
      {
        files: ['crates/tandem-crdt/tests/fixtures'],
        tags: ['encoding', 'compat', 'fixtures', 'decoder'],
      },
    ),
    m(
      'gc-at-compaction',
      'decision',
      'Tombstone GC happens only on the server while writing a snapshot: deleted content older than 30 days is replaced by a GC range (length only, no content). Clients never GC locally. Items referenced by a named version (doc_versions table, version history UI) younger than 90 days are skipped, otherwise restoring that version would have holes.',
      {
        files: ['crates/tandem-crdt/src/gc.rs', 'crates/tandem-sync/src/snapshot.rs'],
        tags: ['gc', 'tombstones', 'snapshot', 'version-history'],
      },
    ),
    m(
      'schema-mirror',
      'constraint',
      'ProseMirror schema (web/src/editor/schema.ts) is mirrored in crates/tandem-crdt/src/schema.rs (node + mark names as strings, used by server-side export and validation). New node or mark = change both + bump SCHEMA_VERSION. Old clients must render unknown nodes as an "unsupported block" placeholder and keep them in the doc, never drop them (dropping = deleting other peoples content).',
      {
        files: ['web/src/editor/schema.ts', 'crates/tandem-crdt/src/schema.rs'],
        tags: ['prosemirror', 'schema', 'nodes', 'marks', 'compat'],
      },
    ),
    m(
      'undo-local',
      'fact',
      'undo/redo is per client: web/src/editor/undo.ts wraps the core UndoManager which only tracks items whose origin is the local clientID. capture timeout 500ms. prosemirror-history plugin is NOT used',
      {
        files: ['web/src/editor/undo.ts'],
        tags: ['undo', 'prosemirror', 'history'],
      },
    ),
    m(
      'wasm-pack-build',
      'fact',
      'wasm build: cd crates/tandem-wasm && wasm-pack build --target web --out-dir ../../web/src/wasm/pkg',
      {
        age: 470,
        files: ['crates/tandem-wasm'],
        tags: ['wasm', 'wasm-pack', 'build'],
      },
    ),
    m(
      'wasm-build-script',
      'convention',
      "we stopped using wasm-pack (unmaintained, kept pulling its own wasm-bindgen). scripts/build-wasm.sh does: cargo build -p tandem-wasm --target wasm32-unknown-unknown --profile wasm-release, then wasm-bindgen-cli --target web, then wasm-opt -Oz. wasm-bindgen-cli version MUST equal the wasm-bindgen crate version in Cargo.lock (0.2.93 right now) or you get the 'schema version mismatch' error; CI checks it. `pnpm build:wasm` calls the script.",
      {
        age: 190,
        supersedes: 'wasm-pack-build',
        files: ['scripts/build-wasm.sh', 'crates/tandem-wasm/Cargo.toml'],
        tags: ['wasm', 'wasm-bindgen', 'wasm-opt', 'build'],
      },
    ),
    m(
      'wasm-size-budget',
      'constraint',
      'tandem_wasm_bg.wasm budget: 350 KB gzipped, enforced by the size-check job. No serde_json, regex, chrono or heavy fmt in the wasm crate (debug output goes through a tiny hand-written Debug or the js console). opt-level "z", lto = true, codegen-units = 1, panic = "abort" in the wasm-release profile.',
      {
        files: ['crates/tandem-wasm/Cargo.toml', 'Cargo.toml'],
        tags: ['wasm', 'bundle-size', 'size-limit'],
      },
    ),
    m(
      'wasm-free',
      'constraint',
      'JS owns wasm objects: every WasmDoc / WasmUndoManager / WasmUpdate must be freed explicitly (.free(), or `using` with the Symbol.dispose shim in web/src/wasm/dispose.ts). We do NOT build with --weak-refs, FinalizationRegistry is not relied on. useDoc() frees the doc in its cleanup.',
      {
        files: ['web/src/wasm/dispose.ts', 'web/src/collab/useDoc.ts'],
        tags: ['wasm', 'memory', 'free', 'leak'],
      },
    ),
    m(
      'wasm-free-claim',
      'fact',
      'dont bother calling .free() on docs anymore, wasm-bindgen weak refs are on so the browser GC cleans them up',
      {
        disputes: 'wasm-free',
        tags: ['wasm', 'memory', 'weak-refs'],
      },
    ),
    m(
      'wasm-boundary',
      'convention',
      'wasm boundary: updates, state vectors, snapshots cross as Uint8Array (&[u8] in / Vec<u8> out). no serde-wasm-bindgen / JsValue objects on hot paths (typing, remote apply). errors: JsError with a stable code string ("E_DECODE", "E_SCHEMA", ...), web/src/wasm/errors.ts maps them.',
      {
        files: ['crates/tandem-wasm/src/lib.rs', 'web/src/wasm/errors.ts'],
        tags: ['wasm', 'wasm-bindgen', 'uint8array', 'errors'],
      },
    ),
    m(
      'wasm-panic',
      'convention',
      'console_error_panic_hook is installed in init(). after a panic the WasmDoc is poisoned (panic = abort in release, instance memory may be half written). the editor must throw the instance away, show the "reconnecting" banner and reload state from the server + IndexedDB. never keep typing into a doc that panicked',
      {
        files: ['crates/tandem-wasm/src/lib.rs', 'web/src/collab/provider.ts'],
        tags: ['wasm', 'panic', 'recovery'],
      },
    ),
    m(
      'no-wasm-threads',
      'decision',
      'No wasm threads / SharedArrayBuffer. They need COOP/COEP cross-origin isolation, which breaks the WorkOS hosted login popup, our embed iframes and third-party image hosts. Heavy work (initial load of big docs, export) runs in a plain Web Worker with its own single-threaded WasmDoc, talking to the main thread via postMessage of Uint8Array updates.',
      {
        reason: 'COOP/COEP breaks login popup and embeds',
        files: ['web/src/collab/worker.ts'],
        tags: ['wasm', 'threads', 'sharedarraybuffer', 'worker', 'coop-coep'],
      },
    ),
    m(
      'server-warp',
      'fact',
      'sync server = warp 0.3 + tokio-tungstenite, routes in crates/tandem-sync/src/routes.rs as filter chains',
      {
        age: 500,
        files: ['crates/tandem-sync/src/routes.rs'],
        tags: ['warp', 'sync-server', 'websocket'],
      },
    ),
    m(
      'server-axum',
      'decision',
      'The sync server is axum 0.7 on tokio (ws via axum::extract::ws), routers in crates/tandem-sync/src/http/*.rs, state passed as Arc<AppState>. The warp-era code in git history (before Aug 2024) is not a reference for anything: the filter-chain types were why the crate took 4 min to compile incrementally.',
      {
        age: 280,
        supersedes: 'server-warp',
        fact: 'sync server | framework | axum 0.7',
        files: ['crates/tandem-sync/src/http'],
        reason: 'compile times, tower middleware',
        tags: ['axum', 'tokio', 'sync-server', 'websocket'],
      },
    ),
    m(
      'ws-protocol',
      'fact',
      'ws protocol: binary frames only, byte 0 = message type. 0 sync-step-1 (state vector), 1 sync-step-2 (diff), 2 update, 3 awareness, 4 auth-refresh, 6 ack(seq). awareness (cursors, selections, names) is never persisted, peers time out after 30s without a heartbeat. defined twice: crates/tandem-proto/src/msg.rs and web/src/collab/protocol.ts, keep them in sync',
      {
        files: ['crates/tandem-proto/src/msg.rs', 'web/src/collab/protocol.ts'],
        tags: ['websocket', 'protocol', 'awareness', 'sync'],
      },
    ),
    m(
      'doc-actor',
      'decision',
      "One tokio task (the doc actor) per open document owns the in-memory Doc; ws connections talk to it over an mpsc channel (crates/tandem-sync/src/doc/actor.rs). No Arc<Mutex<Doc>> shared between handlers. Rationale, because people keep asking: (1) the actor is the single writer, so it assigns seq without a DB round trip for locking, (2) no lock held across .await while we wait on Postgres, which is what deadlocked the first prototype, (3) broadcast order == log order for free. Cost: a doc lives on exactly one machine, see doc-affinity. Don't add a second path that mutates the Doc outside the actor, admin tools included: send the actor a message.",
      {
        canonical: true,
        files: ['crates/tandem-sync/src/doc/actor.rs'],
        reason: 'single writer, no locks across await, ordered broadcast',
        tags: ['actor', 'tokio', 'mpsc', 'sync-server', 'concurrency'],
      },
    ),
    m(
      'backpressure',
      'constraint',
      'per-connection outbound queue is a bounded mpsc(256). if try_send fails the connection is closed (client reconnects and resyncs via step 1). the doc actor must never .await on a slow client',
      {
        files: ['crates/tandem-sync/src/doc/actor.rs', 'crates/tandem-sync/src/ws/conn.rs'],
        tags: ['backpressure', 'websocket', 'actor', 'slow-client'],
      },
    ),
    m(
      'doc-updates-table',
      'fact',
      'update log: doc_updates(workspace_id uuid, doc_id uuid, seq bigint, client_id bigint, payload bytea, created_at timestamptz), PK (doc_id, seq). a doc on load = newest snapshot from R2 + doc_updates where seq > snapshot_seq',
      {
        files: ['crates/tandem-sync/migrations', 'crates/tandem-sync/src/store/pg.rs'],
        tags: ['postgres', 'update-log', 'schema'],
      },
    ),
    m(
      'ack-after-commit',
      'constraint',
      'Server sends the ack (type 6) and broadcasts to other peers only AFTER the INSERT into doc_updates has committed. An ack means durable. Clients keep the update in the IndexedDB pending queue until acked. Do not "optimistically" broadcast first for latency.',
      {
        canonical: true,
        reaffirm: 11,
        files: ['crates/tandem-sync/src/doc/actor.rs', 'crates/tandem-sync/src/store/pg.rs'],
        tags: ['durability', 'ack', 'postgres', 'broadcast'],
      },
    ),
    m(
      'seq-gapless',
      'fact',
      'doc_updates.seq is assigned by the doc actor (last_seq + 1, single writer per doc) so its gapless per doc. a gap = a real bug, the client should resync from step 1 and we want a sentry event',
      {
        fact: 'doc_updates.seq | assigned_by | doc actor, gapless per doc',
        files: ['crates/tandem-sync/src/doc/actor.rs'],
        tags: ['seq', 'postgres', 'ordering'],
      },
    ),
    m(
      'seq-gaps-claim',
      'fact',
      "seq is a global bigserial so gaps between two updates of the same doc are totally normal (rolled back txns eat values). don't treat a gap as missing data",
      {
        disputes: 'seq-gapless',
        tags: ['seq', 'postgres', 'bigserial'],
      },
    ),
    m(
      'sqlx-offline',
      'convention',
      'sqlx with query!/query_as! macros everywhere (compile-time checked). after changing any query run `cargo sqlx prepare --workspace` and commit .sqlx/, CI builds with SQLX_OFFLINE=true. migrations: sqlx migrate, crates/tandem-sync/migrations/<timestamp>_<name>.sql, never edit an applied one, expand/contract (add column nullable, backfill, then constrain in a later deploy)',
      {
        files: ['.sqlx', 'crates/tandem-sync/migrations'],
        tags: ['sqlx', 'migrations', 'postgres', 'ci'],
      },
    ),
    m('snapshot-500', 'fact', 'compaction: the actor writes a snapshot every 500 updates', {
      age: 360,
      files: ['crates/tandem-sync/src/snapshot.rs'],
      tags: ['snapshot', 'compaction'],
    }),
    m(
      'snapshot-threshold',
      'decision',
      'snapshot threshold is now 2000 updates or 8 MB of log since the last snapshot, whichever comes first, plus on actor eviction if anything changed. 500 was hammering R2 PUTs on busy docs for no load-time gain. log rows below snapshot_seq are deleted only after the R2 PUT returned 200 and the docs.snapshot_seq update committed',
      {
        age: 95,
        supersedes: 'snapshot-500',
        files: ['crates/tandem-sync/src/snapshot.rs'],
        tags: ['snapshot', 'compaction', 'r2', 'threshold'],
      },
    ),
    m(
      'snapshot-keys',
      'convention',
      'snapshot object keys: snapshots/{workspace_id}/{doc_id}/{seq:020}.bin.zst (zstd level 3, zero padded seq so listing sorts). never overwrite a key, a new snapshot is a new object; lifecycle rule deletes all but the newest 5 per doc after 30 days',
      {
        files: ['crates/tandem-sync/src/store/r2.rs'],
        tags: ['r2', 'snapshot', 'naming', 'zstd'],
      },
    ),
    m(
      'snapshots-s3',
      'fact',
      'snapshots are in the AWS S3 bucket tandem-snapshots-prod (us-east-1), IAM user tandem-sync',
      {
        age: 390,
        tags: ['s3', 'aws', 'snapshot'],
      },
    ),
    m(
      'snapshots-r2',
      'decision',
      'Since the February storage move, snapshots and attachments live in Cloudflare R2 (buckets tandem-snapshots, tandem-attachments; region "auto"). The old AWS bucket is read-only until the end of Q2 and then deleted, so no new code may read from it. We moved because egress for doc loads was most of the AWS bill.',
      {
        age: 150,
        supersedes: 'snapshots-s3',
        fact: 'snapshots | stored_in | Cloudflare R2',
        reason: 'egress cost',
        tags: ['r2', 'cloudflare', 'snapshot', 'storage', 's3'],
      },
    ),
    m(
      'r2-sdk-config',
      'convention',
      'R2 client = aws-sdk-s3 with endpoint_url https://<account>.r2.cloudflarestorage.com, region "auto", force_path_style(true) and request_checksum_calculation(WhenRequired) + response_checksum_validation(WhenRequired). builder lives in crates/tandem-sync/src/store/r2.rs, do not construct S3 clients anywhere else',
      {
        files: ['crates/tandem-sync/src/store/r2.rs'],
        tags: ['r2', 'aws-sdk-s3', 'checksum', 'config'],
      },
    ),
    m(
      'r2-consistent',
      'fact',
      'R2 is strongly consistent: read-after-write and list-after-write are immediate, so the snapshot loader needs no sleep/retry after a PUT.',
      {
        tags: ['r2', 'consistency', 'snapshot'],
      },
    ),
    m(
      'r2-lag-claim',
      'fact',
      'heads up, R2 list_objects lags a couple of seconds after a put, thats why load_latest_snapshot retries 3x with a 2s sleep. dont remove it',
      {
        disputes: 'r2-consistent',
        files: ['crates/tandem-sync/src/snapshot.rs'],
        tags: ['r2', 'consistency', 'retry'],
      },
    ),
    m(
      'eu-residency',
      'constraint',
      "Workspaces with data_region = 'eu' write snapshots and attachments only to the EU-jurisdiction buckets (tandem-snapshots-eu / tandem-attachments-eu, endpoint <account>.eu.r2.cloudflarestorage.com). The bucket is picked from the workspace row in store/r2.rs::bucket_for(); never hardcode a bucket name in a handler. Region is chosen at workspace creation and cannot be changed in-app.",
      {
        files: ['crates/tandem-sync/src/store/r2.rs'],
        tags: ['gdpr', 'eu', 'data-residency', 'r2'],
      },
    ),
    m(
      'auth-auth0',
      'fact',
      'login is auth0 universal login, the sync server verifies the auth0 RS256 access token from the ws query param',
      {
        age: 430,
        tags: ['auth0', 'auth', 'login'],
      },
    ),
    m(
      'auth-workos',
      'decision',
      'Auth is WorkOS (AuthKit for email/Google login, SSO + Directory Sync/SCIM for enterprise). The Auth0 tenant was switched off in October; nothing should reference it. Web session = WorkOS sealed session cookie; server side verification in crates/tandem-sync/src/auth/workos.rs.',
      {
        age: 210,
        supersedes: 'auth-auth0',
        fact: 'auth | provider | WorkOS',
        reason: 'enterprise SSO + SCIM without per-connection pricing',
        files: ['crates/tandem-sync/src/auth/workos.rs'],
        tags: ['workos', 'auth', 'sso', 'scim'],
      },
    ),
    m(
      'ws-ticket',
      'constraint',
      'websocket auth: browser calls POST /api/v1/ws-ticket (session cookie) and gets a HS256 JWT, 60s exp, claims { sub, ws (workspace), doc, role }. the ticket is sent as the FIRST ws message, never in the URL query string (ends up in fly proxy logs + sentry breadcrumbs). refresh via message type 4 before exp',
      {
        files: ['crates/tandem-sync/src/auth/ticket.rs', 'web/src/collab/provider.ts'],
        tags: ['auth', 'jwt', 'websocket', 'ticket'],
      },
    ),
    m(
      'role-per-message',
      'constraint',
      'permissions are checked on every incoming update message, not just at connect: roles change mid-session (SCIM deprovisioning, share dialog). a viewer/commenter sending an update gets the connection closed with 4003 and the update is dropped, never applied',
      {
        files: ['crates/tandem-sync/src/ws/conn.rs'],
        tags: ['permissions', 'roles', 'websocket', 'security'],
      },
    ),
    m(
      'close-codes',
      'convention',
      'ws close codes: 4001 ticket expired (get a new ticket, reconnect now), 4003 forbidden (no reconnect), 4004 doc not found/deleted, 4008 message too large, 4009 server going away (reconnect after random 0-5s). client logic in web/src/collab/reconnect.ts',
      {
        files: ['web/src/collab/reconnect.ts', 'crates/tandem-proto/src/close.rs'],
        tags: ['websocket', 'close-codes', 'reconnect'],
      },
    ),
    m(
      'billing-stripe',
      'fact',
      'billing runs on stripe checkout + customer portal, webhooks at /webhooks/stripe',
      {
        age: 440,
        tags: ['stripe', 'billing'],
      },
    ),
    m(
      'billing-paddle',
      'decision',
      'We bill through Paddle Billing now (merchant of record, they handle VAT/GST/US sales tax, which we could not staff for UK + EU + CA customers). Stripe is gone, the last Stripe subscriptions were migrated in January. Checkout via Paddle.js overlay in web/src/billing/, server side in crates/tandem-sync/src/billing/.',
      {
        age: 170,
        supersedes: 'billing-stripe',
        fact: 'billing | provider | Paddle',
        reason: 'merchant of record, sales tax',
        files: ['web/src/billing', 'crates/tandem-sync/src/billing'],
        tags: ['paddle', 'billing', 'vat', 'subscriptions'],
      },
    ),
    m(
      'paddle-webhooks',
      'constraint',
      'Subscription state comes only from Paddle webhooks (POST /webhooks/paddle): verify the Paddle-Signature header (ts + h1 = HMAC-SHA256 over "ts:raw_body", reject if ts is more than 30s off), on the RAW body bytes before any JSON parsing. Store in subscriptions, idempotent on event_id. The checkout.completed callback in the browser is UX only, never grants a plan.',
      {
        files: ['crates/tandem-sync/src/billing/webhook.rs'],
        tags: ['paddle', 'webhooks', 'hmac', 'billing', 'security'],
      },
    ),
    m(
      'plan-limits',
      'fact',
      'plans: Free = 25 docs per workspace, 3 members, 7 days version history; Team = unlimited docs, 90 days history; Enterprise = SSO/SCIM + EU residency. limits enforced server-side in crates/tandem-sync/src/plans.rs (PlanLimits::for_plan), UI only mirrors them',
      {
        files: ['crates/tandem-sync/src/plans.rs'],
        tags: ['plans', 'limits', 'billing', 'free-tier'],
      },
    ),
    m(
      'max-update-size',
      'constraint',
      'single ws message max 4 MB (was 1 MB until pasting big tables from Sheets started failing), doc hard cap 64 MB encoded. over the limit -> close 4008; the client splits big pastes into several transactions before it ever gets there (web/src/editor/paste.ts)',
      {
        files: ['crates/tandem-sync/src/ws/conn.rs', 'web/src/editor/paste.ts'],
        tags: ['limits', 'websocket', 'paste', 'size'],
      },
    ),
    m(
      'editor-slate',
      'fact',
      'editor is Slate 0.9x with a custom slate<->crdt binding in web/src/editor/slate-binding.ts',
      {
        age: 580,
        files: ['web/src/editor/slate-binding.ts'],
        tags: ['slate', 'editor'],
      },
    ),
    m(
      'editor-prosemirror',
      'decision',
      "editor is ProseMirror (prosemirror-view/state/model directly, no tiptap). the slate-era code under web/src/legacy-editor was deleted in the summer, don't resurrect anything from it. reasons: slate's normalization kept fighting remote updates and IME on android was unusable",
      {
        age: 350,
        supersedes: 'editor-slate',
        fact: 'editor | library | ProseMirror',
        files: ['web/src/editor'],
        reason: 'normalization vs remote updates, android IME',
        tags: ['prosemirror', 'editor', 'slate'],
      },
    ),
    m(
      'pm-binding',
      'fact',
      'PM <-> crdt binding lives in web/src/editor/binding/: local PM steps are mapped to core ops (steps.ts), remote updates become PM transactions (remote.ts). every transaction built from a remote update has tr.setMeta("tandem-remote", true) and setMeta("addToHistory", false); input rules, autoformat and other plugins must ignore transactions with that meta',
      {
        files: ['web/src/editor/binding/steps.ts', 'web/src/editor/binding/remote.ts'],
        tags: ['prosemirror', 'binding', 'remote', 'plugins'],
      },
    ),
    m(
      'editorview-react',
      'convention',
      'the EditorView is created once in useEditor() (web/src/editor/useEditor.ts) and lives outside React state. toolbar/menus read state through the useEditorState(selector) hook and act via commands (view.dispatch). never recreate the view on re-render and never put EditorState in useState/zustand',
      {
        files: ['web/src/editor/useEditor.ts'],
        tags: ['react', 'prosemirror', 'editorview', 'hooks'],
      },
    ),
    m(
      'web-stack',
      'fact',
      'web/: React 18 + TS strict + Vite 5, pnpm 9 workspaces (pnpm only, lockfile committed, no npm/yarn), zustand for UI state, TanStack Query for REST data, vitest + testing-library, biome for lint/format',
      {
        files: ['web/package.json', 'pnpm-lock.yaml'],
        tags: ['react', 'vite', 'pnpm', 'typescript', 'zustand'],
      },
    ),
    m(
      'offline-idb',
      'fact',
      'offline: web/src/collab/persistence.ts stores the doc state + pending (unacked) updates in IndexedDB per doc. on reconnect pending updates are resent; the server dedups by state vector so resending is harmless',
      {
        files: ['web/src/collab/persistence.ts'],
        tags: ['offline', 'indexeddb', 'persistence'],
      },
    ),
    m(
      'reconnect-backoff',
      'convention',
      'reconnect = exponential backoff with full jitter, base 500 ms, cap 30 s, reset after 60 s connected. also reconnect immediately on `online` and `visibilitychange` -> visible',
      {
        files: ['web/src/collab/reconnect.ts'],
        tags: ['reconnect', 'backoff', 'jitter', 'websocket'],
      },
    ),
    m('cargo-test-ci', 'fact', 'CI runs `cargo test --workspace --all-features`', {
      age: 340,
      files: ['.github/workflows/ci.yml'],
      tags: ['ci', 'cargo-test'],
    }),
    m(
      'nextest',
      'convention',
      'plain cargo test is off in CI. rust tests run with `cargo nextest run --workspace --profile ci` (.config/nextest.toml), and since nextest skips doctests there is a separate `cargo test --doc` step. locally use nextest too, it is what CI sees',
      {
        age: 160,
        supersedes: 'cargo-test-ci',
        files: ['.config/nextest.toml', '.github/workflows/ci.yml'],
        tags: ['nextest', 'ci', 'tests', 'rust'],
      },
    ),
    m(
      'playwright-e2e',
      'convention',
      'Playwright e2e in web/e2e run against a local stack from docker-compose.e2e.yml (postgres + minio standing in for R2 + tandem-sync built native). no e2e against staging or prod. collab tests use separate browser contexts, not two pages in one context (shared IndexedDB would hide bugs).',
      {
        files: ['web/e2e', 'docker-compose.e2e.yml'],
        tags: ['playwright', 'e2e', 'tests', 'collab'],
      },
    ),
    m(
      'ci-workflows',
      'fact',
      'GitHub Actions: ci.yml on every PR (fmt, clippy, nextest, doctests, wasm build + size check, vitest, playwright sharded x4), deploy.yml: main -> staging automatically, prod on tag v* with manual approval in the "production" environment. release-crates.yml on tag crdt-v*',
      {
        files: ['.github/workflows'],
        tags: ['github-actions', 'ci', 'deploy'],
      },
    ),
    m(
      'clippy-unwrap',
      'convention',
      'clippy runs with -D warnings. in tandem-sync clippy::unwrap_used and expect_used are denied outside #[cfg(test)] (a panic in a handler kills a connection, in the actor it kills the doc). tandem-crdt allows expect("invariant: ...") for true invariants',
      {
        files: ['crates/tandem-sync/src/lib.rs', 'clippy.toml'],
        tags: ['clippy', 'lint', 'unwrap', 'rust'],
      },
    ),
    m(
      'fly-apps',
      'fact',
      'Fly apps: tandem-sync (rust server, shared-cpu-2x 1GB, regions iad/lhr/yyz), tandem-web (static build served by caddy), tandem-pg (Postgres 16, primary iad, replica lhr). fly.toml per app under deploy/<app>/fly.toml',
      {
        files: ['deploy/tandem-sync/fly.toml', 'deploy/tandem-web/fly.toml'],
        tags: ['fly', 'deploy', 'regions', 'postgres'],
      },
    ),
    m(
      'doc-affinity',
      'decision',
      'A doc is owned by exactly one tandem-sync machine at a time (the actor holds the live state, two owners = two seq counters = corrupt log). Routing: the edge handler hashes doc_id onto the current machine list (rendezvous hashing over tandem-sync.internal AAAA records, refreshed every 5s) and, if it is not the owner, answers with the fly-replay: instance=<id> header so Fly re-routes the upgrade. Ownership is also guarded by a Postgres advisory lock on the doc_id, so a stale hash ring cannot produce two writers. Adding machines reshuffles ~1/N of docs, their clients just reconnect.',
      {
        canonical: true,
        files: ['crates/tandem-sync/src/routing.rs'],
        reason: 'single writer per doc across machines',
        tags: ['fly', 'fly-replay', 'routing', 'scaling', 'advisory-lock'],
      },
    ),
    m(
      'graceful-drain',
      'constraint',
      'on SIGTERM tandem-sync stops accepting upgrades, lets every actor finish in-flight commits, writes a snapshot if dirty, then closes sockets with 4009. fly.toml has kill_signal = "SIGTERM" and kill_timeout = 30; keep the drain under 25s',
      {
        files: ['crates/tandem-sync/src/main.rs', 'deploy/tandem-sync/fly.toml'],
        tags: ['deploy', 'shutdown', 'sigterm', 'fly'],
      },
    ),
    m(
      'secrets-policy',
      'convention',
      'Secrets only through `fly secrets set` (runtime) and GitHub environment secrets (CI). Never in fly.toml [env], never in a committed .env; .env.example has placeholders only. Local dev uses the sandbox/test keys from 1Password vault "Tandem Dev".',
      {
        canonical: true,
        files: ['.env.example', 'deploy'],
        tags: ['secrets', 'fly', 'github-actions', '1password'],
      },
    ),
    m('sentry-full-traces', 'fact', 'sentry tracing: traces_sample_rate = 1.0 on both tandem-sync and web', {
      age: 230,
      tags: ['sentry', 'tracing', 'sampling'],
    }),
    m(
      'sentry-sampling',
      'decision',
      'after we blew the Sentry span quota in 9 days in November: traces_sample_rate 0.05 on tandem-sync and 0.1 on web, errors stay at 100%. ws message handling is never traced per message, only connect/load/snapshot spans',
      {
        age: 75,
        supersedes: 'sentry-full-traces',
        files: ['crates/tandem-sync/src/telemetry.rs', 'web/src/sentry.ts'],
        tags: ['sentry', 'tracing', 'sampling', 'quota'],
      },
    ),
    m(
      'no-content-telemetry',
      'constraint',
      'Customer document content never leaves our infra through telemetry: no update payloads, snapshot bytes, text selections or doc titles in Sentry events, breadcrumbs, tracing fields or logs. before_send in web/src/sentry.ts and the tracing filter in telemetry.rs scrub fields named payload/content/text. Log sizes and hashes instead.',
      {
        canonical: true,
        reaffirm: 20,
        files: ['web/src/sentry.ts', 'crates/tandem-sync/src/telemetry.rs'],
        tags: ['privacy', 'sentry', 'logging', 'pii'],
      },
    ),
    m(
      'tracing-logs',
      'convention',
      'server logging = tracing + tracing-subscriber JSON. spans carry doc_id, conn_id, workspace_id, client_id. use #[instrument(skip_all, fields(...))], never plain println!/eprintln!',
      {
        files: ['crates/tandem-sync/src/telemetry.rs'],
        tags: ['tracing', 'logging', 'json'],
      },
    ),
    m(
      'tenant-rls',
      'constraint',
      "Postgres row level security is on for docs, doc_updates, comments, doc_versions: every request runs in a tx that does SET LOCAL app.workspace_id = '<id>'. use store::pg::with_workspace(tx, ws_id, ...). The only role that bypasses RLS is the migration role; the app role never does.",
      {
        files: ['crates/tandem-sync/src/store/pg.rs'],
        tags: ['postgres', 'rls', 'multi-tenant', 'security'],
      },
    ),
    m(
      'api-conventions',
      'convention',
      'REST: axum routers under /api/v1 in crates/tandem-sync/src/http/<resource>.rs, JSON bodies, errors as { "code": "snake_case", "message": "..." } via AppError: IntoResponse. thiserror in library crates, anyhow only in main.rs/bin. openapi from utoipa annotations, web/src/api/ is generated from it (pnpm gen:api)',
      {
        files: ['crates/tandem-sync/src/http', 'crates/tandem-sync/src/error.rs'],
        tags: ['api', 'axum', 'errors', 'thiserror', 'openapi'],
      },
    ),
    m(
      'owners',
      'fact',
      'who owns what: crdt core + wasm build Priya Raman (Seattle), sync server + Fly/infra Callum Hughes (Manchester), editor/web Jess Tremblay (Montreal), auth + billing Dev Okafor (Toronto). release duty rotates weekly',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'incident-dup-clientid',
      'incident',
      'March: offline persistence stored the clientID with the doc state. two tabs restored the same IndexedDB snapshot, both kept typing under the same clientID -> duplicate IDs, 3 customer docs diverged permanently and had to be hand-merged from the log. fix: clientID regenerated on every load, persisted state is only replayed as updates. regression test: crates/tandem-crdt/tests/dup_client_id.rs',
      {
        files: ['web/src/collab/persistence.ts', 'crates/tandem-crdt/tests/dup_client_id.rs'],
        tags: ['incident', 'client-id', 'divergence', 'indexeddb'],
      },
    ),
    m(
      'incident-r2-checksum',
      'incident',
      'after the aws-sdk-s3 bump to 1.69, every R2 PUT failed (501 NotImplemented on the new default x-amz-checksum-crc32 / streaming trailers). snapshots silently stopped for ~6h, update logs of hot docs grew to 40k rows and load times went to 9s. fix: checksum calculation = WhenRequired + alert on snapshot lag > 30 min',
      {
        files: ['crates/tandem-sync/src/store/r2.rs'],
        tags: ['incident', 'r2', 'aws-sdk-s3', 'checksum', 'snapshot'],
      },
    ),
    m(
      'incident-lost-acks',
      'incident',
      'last summer the actor broadcast + acked updates before the pg insert committed (batching optimisation). a deploy killed a machine mid-batch: ~40s of edits were acked, dropped from the clients pending queues, and never written. thats where the ack-after-commit rule comes from',
      {
        files: ['crates/tandem-sync/src/doc/actor.rs'],
        tags: ['incident', 'durability', 'ack', 'deploy'],
      },
    ),
    m(
      'note-safari-bg',
      'note',
      'safari (mac + ios) silently kills websockets of background tabs / after sleep without firing onclose for minutes. we send an app-level ping every 20s and treat 2 missed pongs as dead',
      {
        files: ['web/src/collab/provider.ts'],
        tags: ['safari', 'websocket', 'ping', 'sleep'],
      },
    ),
    m(
      'pref-why-in-pr',
      'preference',
      'for anything touching crates/tandem-crdt put the why + a short convergence argument in the PR description, not just the what',
      {},
    ),
    m(
      'cand-automerge',
      'decision',
      'Replace the custom core with automerge-rs to stop maintaining our own CRDT.',
      {
        candidate: true,
        tags: ['automerge', 'crdt'],
      },
    ),
    m(
      'cand-sse',
      'decision',
      'Use SSE for server->client and plain POST for client->server updates instead of websockets.',
      {
        candidate: true,
        tags: ['sse', 'websocket'],
      },
    ),
    m('cand-client-gc', 'decision', 'Let clients GC tombstones locally after 7 days to save memory.', {
      candidate: true,
      tags: ['gc', 'tombstones'],
    }),
    m(
      'secret-fly-r2',
      'note',
      'rotated the R2 keys for prod sync, ran:\nfly secrets set -a tandem-sync R2_ACCESS_KEY_ID=8f2c1e9a4b7d3f60a1c5e2b9d8f7a6c3 R2_SECRET_ACCESS_KEY=3b9f0d6e2a8c4f71b5e09d3a7c6f2e8b1d4a9c0e7f3b6d2a5c8e1f4b7a0d3c6e9',
      {
        secret: '3b9f0d6e2a8c4f71b5e09d3a7c6f2e8b1d4a9c0e7f3b6d2a5c8e1f4b7a0d3c6e9',
      },
    ),
    m(
      'secret-workos-env',
      'note',
      'web/.env.local that works against the workos staging env:\nWORKOS_CLIENT_ID=client_01HV8K2M9QZ4T7R3XW5N6PJ8DC\nWORKOS_API_KEY=sk_test_a2V5XzAxSFY4SzJNOVFaNFQ3UjNYVzVONlBKOERDLHRhbmRlbQ\nWORKOS_REDIRECT_URI=http://localhost:5173/auth/callback',
      {
        secret: 'sk_test_a2V5XzAxSFY4SzJNOVFaNFQ3UjNYVzVONlBKOERDLHRhbmRlbQ',
      },
    ),
    m(
      'secret-paddle-api',
      'note',
      "paddle sandbox api key for billing work: pdl_sdbx_apikey_01jb7x3k9m2q4w8e6r5t1y0u3v_Hq7vN2mXc9LpR4sT8wZ1bK_A3f (sandbox only so it's fine to use in local tests)",
      {
        secret: 'pdl_sdbx_apikey_01jb7x3k9m2q4w8e6r5t1y0u3v_Hq7vN2mXc9LpR4sT8wZ1bK_A3f',
      },
    ),
    m(
      'secret-paddle-webhook',
      'note',
      'webhook.rs test helper signs fixtures with the real prod notification secret, needs fixing:\n    let secret = "pdl_ntfset_01j9qz4m8x2c6v0b3n7k5h1g9f_Tm4XqP8rW2sY6vB0nZ3cK7dF1hJ5lG9a";\n    let sig = sign_paddle(secret, ts, &body);',
      {
        secret: 'pdl_ntfset_01j9qz4m8x2c6v0b3n7k5h1g9f_Tm4XqP8rW2sY6vB0nZ3cK7dF1hJ5lG9a',
      },
    ),
    m(
      'secret-fly-token',
      'note',
      'deploy token for the GH "production" environment (FLY_API_TOKEN, scoped to tandem-sync only): FlyV1 fm2_lJPECAAAAAAAA8xQxBB3cGVrAAAAAAAAAAAAAAAAAAAAAJ6bYsQ2Zk9kR0tWcnM1bXhDUHdlZ0FwTm1Sbz0sQ7dWx2N4vT9qLmP3rK8sZb1cF6hJ0nYgA5eX',
      {
        secret:
          'FlyV1 fm2_lJPECAAAAAAAA8xQxBB3cGVrAAAAAAAAAAAAAAAAAAAAAJ6bYsQ2Zk9kR0tWcnM1bXhDUHdlZ0FwTm1Sbz0sQ7dWx2N4vT9qLmP3rK8sZb1cF6hJ0nYgA5eX',
      },
    ),
    m(
      'secret-sentry-token',
      'note',
      'sourcemap upload from CI needs web/.sentryclirc:\n[defaults]\norg=tandem-labs\nproject=tandem-web\n\n[auth]\ntoken=sntrys_eyJpYXQiOjE3MjQ5NjE4MDAuMTIsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIiwib3JnIjoidGFuZGVtLWxhYnMifQ_qL7v2Xw9Rk3Tn8Yb5Jm1Pd4Fs6Hc0Ga2',
      {
        secret:
          'sntrys_eyJpYXQiOjE3MjQ5NjE4MDAuMTIsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIiwib3JnIjoidGFuZGVtLWxhYnMifQ_qL7v2Xw9Rk3Tn8Yb5Jm1Pd4Fs6Hc0Ga2',
      },
    ),
    m(
      'secret-crates-io',
      'note',
      'if the release workflow is broken again you can publish by hand: cargo login ciotP8xK2mW9vR4nQ7bL3jF6hD1sA5gE0cZ && cargo publish -p tandem-crdt',
      {
        secret: 'ciotP8xK2mW9vR4nQ7bL3jF6hD1sA5gE0cZ',
      },
    ),
    m(
      'secret-npmrc',
      'note',
      'publish access for @tandem/crdt-wasm, put this in ~/.npmrc:\n//registry.npmjs.org/:_authToken=npm_Z8kQ3vW7mX2pR9tL4nB6yH1cJ5dF0gS8aE3u',
      {
        secret: 'npm_Z8kQ3vW7mX2pR9tL4nB6yH1cJ5dF0gS8aE3u',
      },
    ),
    m(
      'secret-ws-ticket-key',
      'note',
      'staging WS_TICKET_SECRET (HS256 key for the ws tickets) is q8V!r2Lz#N5wK9x&Tm3Pb7Hd4sYc, prod one is different, ask callum',
      {
        secret: 'q8V!r2Lz#N5wK9x&Tm3Pb7Hd4sYc',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'read replica for debugging prod doc logs (be careful): DATABASE_URL=postgres://tandem_ro:Xr7kLq2vN9pW4mZt@tandem-pg-replica.flycast:5432/tandem?sslmode=disable',
      {
        secret: 'Xr7kLq2vN9pW4mZt',
      },
    ),
    m(
      'secret-rclone-eu',
      'note',
      'rclone remote for poking at the EU snapshot bucket (~/.config/rclone/rclone.conf):\n[r2-eu]\ntype = s3\nprovider = Cloudflare\naccess_key_id = 5e1a9c7f3b2d8e4a6c0f9b1d7e3a5c2f\nsecret_access_key = d4f8a2c6e0b9d3f7a1c5e9b2d6f0a4c8e3b7d1f5a9c2e6b0d4f8a3c7e1b5d9f2\nendpoint = https://7c3e9a1f5b2d8e4a6c0f9b1d7e3a5c2f.eu.r2.cloudflarestorage.com',
      {
        secret: 'd4f8a2c6e0b9d3f7a1c5e9b2d6f0a4c8e3b7d1f5a9c2e6b0d4f8a3c7e1b5d9f2',
      },
    ),
  ],
  sessions: [
    {
      id: 'sync-oom-session',
      age: 16,
      turns: [
        said(
          'morning (well, afternoon for callum). tandem-sync in iad got OOM killed twice overnight, fly logs say 1GB limit hit. can you look at crates/tandem-sync/src/doc/registry.rs',
        ),
        replied(
          'The registry keeps every DocActor alive in a HashMap once opened; nothing removes an actor when its last connection closes. With ~900 docs opened over the night the resident set keeps growing.',
        ),
        said('yeah thats what i suspected. how big is a loaded actor typically?'),
        replied(
          'From the heap profile: median ~300 KB, but the biggest docs are 20-40 MB once decoded, and a handful of those dominate.',
        ),
        said(
          "ok so the rule: an actor with zero connections gets evicted after 5 minutes idle. on evict it snapshots if dirty and then just drops the in-memory doc, next open rebuilds from snapshot + log tail. no LRU cache of decoded docs, we don't need it.",
          { key: 's-actor-evict', type: 'decision' },
        ),
        replied(
          'Implemented: registry tracks last_conn_drop per actor, a sweeper task runs every 30 s and sends Evict; the actor snapshots if dirty, then exits and removes itself.',
        ),
        said('for now just bump the vm to 2gb in deploy/tandem-sync/fly.toml so we survive tonight'),
        replied('Changed memory = "2gb" in the [[vm]] section.'),
        said(
          "can you also add a gauge for open actors? and fwiw all server metrics go through the `metrics` crate with metrics-exporter-prometheus on :9091/metrics, fly scrapes that. don't add opentelemetry metrics, we tried that and it was a mess",
          { key: 's-metrics', type: 'convention' },
        ),
        replied('Added gauge tandem_doc_actors_open and counter tandem_doc_actor_evictions_total.'),
        said(
          'load test from last week for reference: one shared-cpu-2x machine handled ~1.5k concurrently open docs before p99 apply latency went over 50ms. so we scale out at 1k open docs per machine, not on cpu',
          { key: 's-capacity', type: 'fact' },
        ),
        replied('Noted. Do you want a Fly autoscale rule on that metric?'),
        said('not yet, manual for now. what does the staging db look like for the log tail query?'),
        replied('I need a connection to staging to check the plan; I only have the local docker db.'),
        said(
          'postgres://tandem_app:Stg-7hQ2xLp9WmR4@tandem-pg-staging.flycast:5432/tandem there you go, its staging',
          { secret: 'Stg-7hQ2xLp9WmR4' },
        ),
        replied('Plan uses the (doc_id, seq) PK index, 2 ms for a 2k row tail. Nothing to change there.'),
        said(
          'one more thing while youre in there: we just retired message type 5 (the old ping). rule: a retired ws message type byte is never reused, new messages always get a fresh number. write it as a comment in msg.rs too',
          { key: 's-msg-type-reserve', type: 'convention' },
        ),
        replied(
          'Added RESERVED: 5 (retired ping, do not reuse) to crates/tandem-proto/src/msg.rs and protocol.ts.',
        ),
        said('cool, open the PR, callum reviews'),
      ],
    },
    {
      id: 'editor-session',
      age: 10,
      turns: [
        said(
          'jess here. working on tables in the editor today. before you write code: we are going with prosemirror-tables, not our own table node. column widths are local only (not synced), everything else in the table syncs normally',
          { key: 's-tables', type: 'decision' },
        ),
        replied(
          'Got it. I will add table, table_row, table_cell, table_header to web/src/editor/schema.ts and mirror them in crates/tandem-crdt/src/schema.rs with a SCHEMA_VERSION bump.',
        ),
        said('yep. how does columnResizing store widths?'),
        replied(
          'As colwidth attrs on the cells, so they would sync. I will strip colwidth in the binding and keep widths in a local plugin state keyed by table id.',
        ),
        said(
          'nice. also can you make the insert-table toolbar button blue for the demo tomorrow, just hack it',
        ),
        replied('Done, inline style on the button in Toolbar.tsx; I left a TODO to remove it.'),
        said(
          'next thing, comments. decided with dev yesterday: comments are NOT in the doc crdt. they live in postgres (comments table) and are anchored with relative positions (core RelativePosition, encoded base64) for start + end. a comment whose anchor got deleted shows as "orphaned" in the sidebar',
          { key: 's-comments-anchor', type: 'decision' },
        ),
        replied(
          'Understood. I will add encodeRelativePosition/decodeRelativePosition to the wasm API and resolve anchors on every doc change in CommentsPlugin.',
        ),
        said(
          'and a rule for all react code: components never hold on to plain PM positions (numbers) across remote updates. if you need a position later, store a relative position and resolve it when you use it',
          { key: 's-relpos', type: 'constraint' },
        ),
        replied('I will fix the mention popover, it currently stores view.state.selection.from in useState.'),
        said('why does ctrl-z sometimes undo what the other person typed in my e2e run?'),
        replied(
          'The e2e helper typed through page.keyboard in the same browser context for both users, so both editors shared IndexedDB and, after reload, the restored state. With separate contexts it only undoes local edits.',
        ),
        said(
          'right. going forward every collab playwright test uses the twoClients() fixture from web/e2e/fixtures.ts, which creates two isolated browser contexts + a fresh doc. no hand-rolled page setup in specs',
          { key: 's-pw-fixture', type: 'convention' },
        ),
        replied('Refactored undo.spec.ts and tables.spec.ts to use twoClients().'),
        said('thanks. run the e2e suite once locally before i push'),
        replied('All 48 specs pass locally (2 min 40 s).'),
      ],
    },
    {
      id: 'billing-session',
      age: 6,
      turns: [
        said(
          "dev here, picking up the team-plan upgrade flow. first: paddle price ids live in config/paddle.sandbox.toml and config/paddle.prod.toml, loaded at startup. please don't hardcode pri_ ids anywhere, i found three in the web code last week",
          { key: 's-paddle-prices', type: 'convention' },
        ),
        replied(
          'Found them in web/src/billing/plans.ts; I will serve the price ids from GET /api/v1/billing/prices instead.',
        ),
        said('what happens right now when a renewal payment fails?'),
        replied(
          'subscription.past_due arrives and we flip the workspace to read-only immediately; nothing else.',
        ),
        said(
          "that's too harsh. policy: past_due = workspace stays fully editable for 14 days with a banner, after that read-only. we never delete docs because of non-payment, ever",
          { key: 's-grace', type: 'constraint' },
        ),
        replied(
          'Added grace_until = past_due_at + 14 days on subscriptions and the banner in WorkspaceShell.',
        ),
        said(
          'for testing the webhook signature locally use this, its the sandbox notification secret: pdl_ntfset_01jc2w7r5t9y3u1i8o6p4a2s0d_Bx5Nq8Lm2Vr7Tk4Wz9Yc3Hf6Jd1Gs0Pa',
          { secret: 'pdl_ntfset_01jc2w7r5t9y3u1i8o6p4a2s0d_Bx5Nq8Lm2Vr7Tk4Wz9Yc3Hf6Jd1Gs0Pa' },
        ),
        replied('Thanks, the sandbox event verifies now.'),
        said(
          'seat counting for the team plan: seats = members with role editor or above (editor, admin, owner). viewers and commenters are free and unlimited. update the quantity on the paddle subscription whenever that number changes',
          { key: 's-seats', type: 'decision' },
        ),
        replied(
          'Implemented recount_seats() called from member add/remove/role change; it PATCHes the subscription item quantity with proration_billing_mode = prorated_immediately.',
        ),
        said("don't worry about the UK VAT invoice wording for now, paddle handles it"),
        replied('OK, leaving the invoice templates alone.'),
        said(
          'also so you know for the SSO part: one WorkOS organization per workspace, 1:1. workspaces.workos_org_id is the link and it is unique. dont look orgs up by email domain',
          { key: 's-workos-org', type: 'fact' },
        ),
        replied(
          'Added a unique index on workspaces.workos_org_id and switched the SSO callback to look up by org id.',
        ),
        said('ok that was a lot. quick summary for the PR?'),
        replied(
          'Price ids from config, 14-day past_due grace with banner, seat-based quantity sync, SSO lookup by workos_org_id.',
        ),
      ],
    },
    {
      id: 'release-session',
      age: 2,
      turns: [
        said(
          'priya here. release-crates.yml failed last night on the npm step, someone published 0.8.3 by hand from their laptop in between and now versions are confused',
        ),
        replied(
          'The workflow tried to publish @tandem/crdt-wasm 0.8.3, which already exists on npm; the crates.io publish had succeeded before that.',
        ),
        said(
          'rule, and please put it in CONTRIBUTING: tandem-crdt (crates.io) and @tandem/crdt-wasm (npm) are only ever published by release-crates.yml on a crdt-v* tag. nobody publishes from a laptop, tokens stay in the GH environment',
          { key: 's-publish', type: 'constraint' },
        ),
        replied('Added to CONTRIBUTING.md under "Releasing".'),
        said(
          'and versioning: the npm package and the crate share one version. any change to the update encoding or schema version is a major bump, even if the rust api is unchanged',
          { key: 's-semver', type: 'convention' },
        ),
        replied('Noted. Should I bump to 0.9.0 now for the table schema change?'),
        said('yes 0.9.0. can i see whats flaky in nextest lately?'),
        replied(
          'prop_convergence::concurrent_format_and_delete failed once on Tuesday and passed on retry (nextest ci profile has retries = 2).',
        ),
        said(
          "that's not flake. set retries = 0 for tandem-crdt in .config/nextest.toml, a convergence test that fails once is a real bug and we want the seed. other crates can keep retries",
          { key: 's-no-retries', type: 'constraint' },
        ),
        replied(
          'Added an override for package(tandem-crdt) with retries = 0, and the failing seed is now in proptest-regressions.',
        ),
        said('rerun the failed release job'),
        replied('Re-ran with the version bumped to 0.9.0; both publishes succeeded.'),
        said(
          'to check the snapshot for the bug report: export CLOUDFLARE_API_TOKEN=Yv3kQ8mZ1xP7rT4wN9bL2cJ6hF0dS5gA8eU3iO1y && npx wrangler r2 object get tandem-snapshots/snapshots/0b1f.../00000000000000041200.bin.zst --file s.bin.zst',
          { secret: 'Yv3kQ8mZ1xP7rT4wN9bL2cJ6hF0dS5gA8eU3iO1y' },
        ),
        replied(
          'Downloaded and decoded it; the doc has a format item without a matching end, same seed as the proptest failure.',
        ),
        said(
          'good. last thing: releases get cut on tuesdays by whoever has release duty, never on a friday, not even patch releases',
          { key: 's-release-day', type: 'convention' },
        ),
        replied('Added that to CONTRIBUTING.md as well.'),
      ],
    },
  ],
  prompts: [
    p(
      'i want to add a move op for list items (drag a bullet to another place) in crates/tandem-crdt/src/block.rs. where do i start and what do i need to check before opening the PR?',
      ['crdt-yata', 'converge-props', 'encoding-v2', 'decoders-forever', 's-semver', 'pref-why-in-pr'],
    ),
    p('text offsets are off by one after someone types an emoji 🙃, see crates/tandem-crdt/src/text/mod.rs', [
      'utf16-offsets',
    ]),
    p(
      '@web/src/collab/provider.ts creates the Doc with clientId = hashUserId(session.user.id). two tabs of the same user ended up with different doc contents after going offline and back, related?',
      ['client-id-fresh', 'client-id-user-claim', 'incident-dup-clientid', 'offline-idb'],
    ),
    p('add a new ws message so clients get notified when a doc is renamed', [
      'ws-protocol',
      's-msg-type-reserve',
    ]),
    p(
      'size check fails, tandem_wasm_bg.wasm is 412kb gz after I added serde_json to tandem-wasm for a debug dump. how do i get it back under',
      ['wasm-size-budget', 'wasm-boundary'],
    ),
    p('browser heap keeps growing when i switch docs in the sidebar, heap snapshot is full of WasmDoc', [
      'wasm-free',
      'wasm-free-claim',
    ]),
    p('pnpm build:wasm → "wasm-pack: command not found" on my new laptop', ['wasm-build-script']),
    p(
      'loading a 30MB doc freezes the main thread for 3s. could we use wasm threads + SharedArrayBuffer to parallelise the decode?',
      ['no-wasm-threads', 'wasm-boundary'],
    ),
    p(
      "RuntimeError: unreachable at tandem_wasm_bg.wasm — after that every keystroke throws. what's the editor supposed to do here",
      ['wasm-panic'],
    ),
    p('add an admin endpoint to force a snapshot of a doc', [
      'doc-actor',
      'doc-affinity',
      'snapshot-threshold',
      'snapshot-keys',
      'api-conventions',
    ]),
    p(
      'one guy on hotel wifi makes everyone elses edits in the doc laggy. crates/tandem-sync/src/doc/actor.rs',
      ['backpressure', 'doc-actor'],
    ),
    p(
      'write the actor code path for an incoming update: insert into doc_updates, then broadcast to the other connections and ack the sender',
      [
        'doc-updates-table',
        'ack-after-commit',
        'seq-gapless',
        'seq-gaps-claim',
        'incident-lost-acks',
        'tenant-rls',
      ],
    ),
    p('add a last_edited_by column to docs', ['sqlx-offline', 'tenant-rls']),
    p('snapshots for a few hot docs are 8 hours old and doc_updates has 30k rows for them, why', [
      'snapshot-threshold',
      'incident-r2-checksum',
      'r2-sdk-config',
    ]),
    p(
      'load_latest_snapshot sleeps 2s and retries list_objects 3 times, it adds 6s to cold loads. can i just delete the retry?',
      ['r2-consistent', 'r2-lag-claim'],
    ),
    p(
      'new customer in Berlin wants all their data in the EU. what do we need to do when their workspace gets created?',
      ['eu-residency', 'plan-limits'],
    ),
    p(
      'support asks to restore a doc from a snapshot taken in mid 2024, write a script that pulls it from the old aws bucket',
      ['snapshots-r2', 'snapshot-keys'],
    ),
    p('set up SSO for Acme Corp, they use Okta SAML', ['auth-workos', 's-workos-org']),
    p(
      'in provider.ts just pass the token as ?token= on the websocket url, the ticket message dance is annoying',
      ['ws-ticket'],
    ),
    p('if someone gets downgraded to viewer while the doc is open they can keep typing and it saves. bug?', [
      'role-per-message',
      'close-codes',
    ]),
    p(
      'implement upgrade to team: after paddle checkout success in the browser, call an endpoint that marks the workspace as paid',
      ['billing-paddle', 'paddle-webhooks', 's-paddle-prices', 's-seats'],
    ),
    p(
      'paddle webhook handler rejects every sandbox event with 401, crates/tandem-sync/src/billing/webhook.rs',
      ['paddle-webhooks'],
    ),
    p('what happens to a workspace when the card fails? writing the help center article', ['s-grace']),
    p('pasting a large table from excel kills the connection with close code 4008', [
      'max-update-size',
      'close-codes',
    ]),
    p('make table column resizing sync to the other people in the doc', ['s-tables']),
    p('add a bold button to the toolbar that shows active state when the selection is bold', [
      'editorview-react',
    ]),
    p('ctrl+z sometimes undoes my coworkers text, repro in web/e2e/undo.spec.ts', [
      'undo-local',
      'pm-binding',
      's-pw-fixture',
    ]),
    p('my autoformat plugin (typing -- turns into an em dash) also fires when remote edits come in', [
      'pm-binding',
    ]),
    p('add a callout block node to the editor', ['schema-mirror', 's-semver']),
    p('comment highlights end up on the wrong paragraph after someone inserts text above', [
      's-comments-anchor',
      's-relpos',
    ]),
    p(
      'write a playwright test where two users type into the same paragraph at the same time and both end up with the same text',
      ['playwright-e2e', 's-pw-fixture'],
    ),
    p('after my macbook wakes up the editor shows "offline" forever in safari', [
      'note-safari-bg',
      'reconnect-backoff',
    ]),
    p('every deploy all clients reconnect at the same instant and the new machines fall over', [
      'reconnect-backoff',
      'close-codes',
      'graceful-drain',
    ]),
    p('add a second tandem-sync machine in lhr, eu users complain about latency', [
      'doc-affinity',
      'fly-apps',
      's-capacity',
    ]),
    p('tandem-sync OOM again, ~800 docs open on one machine', ['s-actor-evict', 's-capacity', 'doc-actor']),
    p('put the new WorkOS prod api key into fly.toml so staging and prod are configured the same way', [
      'secrets-policy',
    ]),
    p('sentry says we are at 90% of the span quota and its the 12th', ['sentry-sampling']),
    p(
      'attach the raw update bytes as a sentry breadcrumb so I can debug the E_DECODE errors users are hitting',
      ['no-content-telemetry', 'tracing-logs', 'decoders-forever'],
    ),
    p('cargo test --workspace takes 14 min in CI, can we speed that up', ['nextest', 'ci-workflows']),
    p(
      'the convergence proptest failed once in CI and passed on rerun. add retries = 2 for it in .config/nextest.toml so it stops blocking merges',
      ['s-no-retries', 'converge-props'],
    ),
    p('release job is broken, just publish tandem-crdt 0.9.1 to crates.io from my machine', ['s-publish']),
    p('where do i add a prometheus counter for dropped ws connections?', ['s-metrics']),
    p(
      'clippy: used `unwrap()` on a `Result` value in crates/tandem-sync/src/ws/conn.rs, how should this look',
      ['clippy-unwrap', 'api-conventions'],
    ),
    p(
      'restoring a named version from ~2 months ago in the version history panel shows gaps where deleted paragraphs used to be. crates/tandem-sync/src/snapshot.rs',
      ['gc-at-compaction'],
    ),
    p(
      'cut a release of tandem-crdt + the wasm package today once CI is green, its friday but the table fix is urgent',
      ['s-release-day', 's-publish', 's-semver'],
    ),
    p('who do i ping about the paddle integration, need a review', ['owners']),
    p('whats the difference between Rc<RefCell<T>> and Arc<Mutex<T>>?', []),
    p('thx!', []),
    p('how do I rebase my branch onto main without a merge commit', []),
    p('tokio::select! vs tokio::join!, when do i use which', []),
    p('ok push it', []),
    p('typescript: how do I write a generic function overload that narrows on a string literal arg', []),
    p('lgtm merge', []),
    p('explain exponential backoff with full jitter in general, with a small example', []),
  ],
});
