// Skein, a developer-facing webhooks delivery platform in Rust: Axum 0.7 + Tokio, sqlx 0.8 on PostgreSQL 16 (RDS), a Postgres-backed job queue, tracing + OpenTelemetry (OTLP to Honeycomb), serde, a cargo workspace of seven crates, shipped as arm64 containers on AWS ECS Fargate.
// Held-out scenario (round F): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rust-axum-api',
  stack:
    'Rust 1.79 (edition 2021) cargo workspace, axum 0.7 + tower-http, Tokio, sqlx 0.8 (PostgreSQL 16 on RDS), Postgres SKIP LOCKED job queue, serde / serde_json, reqwest (rustls), tracing + tracing-opentelemetry + opentelemetry-otlp (ADOT collector -> Honeycomb), metrics + Prometheus exporter, utoipa, cargo-nextest + wiremock, GitHub Actions, Docker (cargo-chef, distroless), AWS ECS Fargate (Graviton) with Terraform in a separate repo',
  memories: [
    // --- replaced memories and their replacements ----------------------------------------------------------
    m(
      'http-actix',
      'fact',
      'The public API is actix-web 4. crates/skein-api/src/main.rs builds an HttpServer with App::new().app_data(web::Data::new(state)).configure(routes::v1); handlers take web::Data<AppState> and web::Json<T>; cross-cutting stuff is done with wrap_fn middleware.',
      {
        fact: 'skein-api | web_framework | actix-web 4',
        age: 560,
        files: ['crates/skein-api/src/main.rs'],
        tags: ['actix-web', 'http'],
      },
    ),
    m(
      'http-axum',
      'decision',
      'skein-api is axum 0.7 on hyper 1 now. The Router is assembled in crates/skein-api/src/router.rs (routes::v1::router() nested at /v1, routes::internal::router() at /internal) and served with axum::serve on a tokio TcpListener. Cross-cutting concerns are tower layers stacked in router.rs — request id, TraceLayer, TimeoutLayer(20s), CatchPanicLayer, body limit — so reach for tower-http before writing a middleware by hand; when you must, use axum::middleware::from_fn_with_state.',
      {
        fact: 'skein-api | web_framework | axum 0.7',
        supersedes: 'http-actix',
        age: 410,
        reaffirm: 15,
        canonical: true,
        files: ['crates/skein-api/src/router.rs', 'crates/skein-api/src/main.rs'],
        tags: ['axum', 'tower', 'http', 'router'],
        reason:
          'the old server ran handlers on !Send per-thread runtimes and kept fighting the tokio code shared with the worker',
      },
    ),
    m(
      'db-diesel',
      'convention',
      'DB access goes through diesel 2 + r2d2. crates/skein-db/src/schema.rs is generated with `diesel print-schema`, queries use the diesel DSL, and every call is wrapped in web::block so it runs on the blocking pool.',
      {
        fact: 'skein | query_layer | diesel 2',
        age: 520,
        files: ['crates/skein-db/src/schema.rs', 'diesel.toml'],
        tags: ['diesel', 'database'],
      },
    ),
    m(
      'db-sqlx',
      'decision',
      "We moved off diesel to sqlx 0.8 (features: postgres, runtime-tokio, tls-rustls, uuid, json, macros, migrate). Every query lives in crates/skein-db as an async fn taking `impl PgExecutor<'e>` so the same fn works with &PgPool and with &mut *tx. schema.rs, diesel.toml and the r2d2 pool are gone — don't bring diesel (or diesel-async, or sea-orm) back for 'just one module'.",
      {
        fact: 'skein | query_layer | sqlx 0.8',
        supersedes: 'db-diesel',
        age: 430,
        reaffirm: 10,
        canonical: true,
        files: ['crates/skein-db/src/lib.rs', 'crates/skein-db/Cargo.toml'],
        tags: ['sqlx', 'postgres', 'database'],
        reason: 'blocking-pool hops on every query and two ORMs worth of type gymnastics',
      },
    ),
    m(
      'err-anyhow',
      'convention',
      'Errors: functions return anyhow::Result, add .context("...") liberally. Handlers return Result<_, AppError> where AppError(anyhow::Error) implements ResponseError and answers 500 with the error chain as the message.',
      {
        age: 480,
        files: ['crates/skein-api/src/error.rs'],
        tags: ['errors', 'anyhow'],
      },
    ),
    m(
      'err-thiserror',
      'decision',
      'Library crates (skein-core, skein-db, skein-signing, the delivery module of skein-worker) expose typed errors made with thiserror: DbError, SignError, DeliveryError... skein-api has a single ApiError enum in crates/skein-api/src/error.rs implementing IntoResponse; it is the only place that decides status codes, and handlers return Result<Json<T>, ApiError> with From impls doing the conversion. anyhow is fine in the main.rs of the binaries, in xtask and in skein-admin, nowhere else.',
      {
        supersedes: 'err-anyhow',
        age: 300,
        reaffirm: 40,
        files: ['crates/skein-api/src/error.rs', 'crates/skein-db/src/error.rs'],
        tags: ['errors', 'thiserror', 'into-response'],
        reason:
          'customers were reading raw sqlx error strings in 500 bodies and we could not tell 404s from outages',
      },
    ),
    m(
      'rt-current-thread',
      'decision',
      'skein-worker runs on #[tokio::main(flavor = "current_thread")]. We scale deliveries by adding worker machines (fly scale count worker=N), not threads, so nothing in the worker needs to be Send.',
      {
        age: 360,
        files: ['crates/skein-worker/src/main.rs'],
        tags: ['tokio', 'runtime', 'worker'],
      },
    ),
    m(
      'rt-builder',
      'convention',
      'crates/skein-worker/src/main.rs builds its runtime by hand — tokio::runtime::Builder::new_multi_thread().worker_threads(cfg.worker_threads).max_blocking_threads(32).thread_name("skein-worker").enable_all() — and there is no #[tokio::main] in the worker. SKEIN_WORKER_THREADS defaults to the vCPUs of the task (2 on our Fargate size). Delivery throughput is governed by a Semaphore of SKEIN_DELIVERY_CONCURRENCY permits (256 in prod), not by the thread count: deliveries are I/O bound, more threads buys nothing.',
      {
        supersedes: 'rt-current-thread',
        age: 120,
        files: ['crates/skein-worker/src/main.rs', 'crates/skein-worker/src/deliver.rs'],
        tags: ['tokio', 'runtime', 'concurrency', 'worker'],
      },
    ),
    m(
      'deploy-fly',
      'fact',
      'Both apps are on Fly.io: skein-api and skein-worker, primary region iad, configs fly.api.toml / fly.worker.toml at the repo root, CI runs `flyctl deploy --config fly.api.toml`. Database is Fly Postgres (app skein-db). Logs: `fly logs -a skein-api`.',
      {
        fact: 'skein | hosting | Fly.io',
        age: 470,
        files: ['fly.api.toml', 'fly.worker.toml'],
        tags: ['fly', 'deploy'],
      },
    ),
    m(
      'deploy-ecs',
      'decision',
      'Prod is AWS ECS Fargate: cluster skein-prod (us-east-1), service skein-api behind the public ALB and service skein-worker with no load balancer, arm64/Graviton tasks. Task definitions, autoscaling and the ALB belong to the skein-infra Terraform repo; our deploy workflow only pushes images to ECR and rolls the services to the new task definition revision. Logs go to CloudWatch log groups /ecs/skein-api and /ecs/skein-worker (also forwarded to Honeycomb). No ssh anywhere: `aws ecs execute-command --cluster skein-prod --task <id> --interactive --command /bin/sh`, and only the -debug image variant has a shell.',
      {
        fact: 'skein | hosting | AWS ECS Fargate',
        supersedes: 'deploy-fly',
        age: 240,
        reaffirm: 20,
        canonical: true,
        files: ['.github/workflows/deploy.yml'],
        tags: ['aws', 'ecs', 'fargate', 'deploy', 'logs'],
        reason: 'enterprise customers needed PrivateLink and a VPC we control',
      },
    ),
    m(
      'ci-circleci',
      'workflow',
      '.circleci/config.yml: single job on cimg/rust:1.74 — cargo build, cargo test --all, cargo clippy; caches ~/.cargo and target/ keyed on the Cargo.lock checksum. On main a second job runs flyctl deploy.',
      {
        age: 450,
        files: ['.circleci/config.yml'],
        tags: ['ci', 'circleci'],
      },
    ),
    m(
      'ci-gha',
      'workflow',
      'CircleCI is gone; CI is GitHub Actions. .github/workflows/ci.yml on every PR: `cargo +nightly fmt --check`, `cargo clippy --workspace --all-targets -- -D warnings`, `cargo nextest run --workspace` with a postgres:16 service container, `cargo sqlx prepare --workspace --check`, `cargo deny check`, and the openapi.json drift check. Cache via Swatinem/rust-cache. deploy.yml builds the arm64 images on ubuntu-24.04-arm runners and pushes to ECR.',
      {
        supersedes: 'ci-circleci',
        age: 260,
        reaffirm: 25,
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'nextest', 'clippy'],
      },
    ),
    m(
      'otel-jaeger',
      'fact',
      'Tracing export: tracing-opentelemetry with the opentelemetry-jaeger agent exporter, UDP to skein-jaeger.internal:6831. The Jaeger UI is the skein-jaeger Fly app.',
      {
        fact: 'skein | trace_backend | Jaeger',
        age: 390,
        tags: ['jaeger', 'tracing', 'opentelemetry'],
      },
    ),
    m(
      'otel-otlp',
      'decision',
      'Spans leave the process over OTLP/gRPC (opentelemetry-otlp + tonic) to the ADOT collector sidecar on localhost:4317 in every ECS task, and the collector ships them to Honeycomb — datasets skein-api-prod and skein-worker-prod (-staging for staging). All of that is skein_telemetry::init(service_name); binaries call it and nothing else. Head sampling keeps 10% of POST /v1/messages, everything else is parent-based; errors and slow traces are kept by tail sampling in the collector. opentelemetry, opentelemetry_sdk, opentelemetry-otlp and tracing-opentelemetry only compile in matching versions — they are bumped together in [workspace.dependencies].',
      {
        fact: 'skein | trace_backend | Honeycomb',
        supersedes: 'otel-jaeger',
        age: 180,
        reaffirm: 12,
        files: ['crates/skein-telemetry/src/lib.rs'],
        tags: ['opentelemetry', 'otlp', 'honeycomb', 'tracing', 'observability'],
      },
    ),

    // --- contradictions nobody resolved ---------------------------------------------------------------------
    m(
      'pool-size-20',
      'decision',
      'PgPool settings (crates/skein-db/src/pool.rs): max_connections 20, min_connections 2, acquire_timeout 3s, idle_timeout 10 min. Sized against the RDS instance limit with 6 api + 8 worker tasks at peak; plenty of headroom.',
      {
        age: 200,
        files: ['crates/skein-db/src/pool.rs'],
        tags: ['sqlx', 'pool', 'postgres'],
      },
    ),
    m(
      'pool-size-10',
      'constraint',
      'keep every process at 10 DB connections max (SKEIN_DB_MAX_CONNECTIONS=10 in the task defs). worker autoscaling goes to 30 tasks during a backlog drain, so 20 each would blow through RDS max_connections. if the delivery path needs more than a handful of connections something is holding them too long — fix that instead of raising the pool.',
      {
        age: 95,
        disputes: 'pool-size-20',
        files: ['crates/skein-db/src/pool.rs'],
        tags: ['sqlx', 'pool', 'postgres', 'autoscaling'],
      },
    ),
    m(
      'delivery-timeout-30',
      'decision',
      'An outbound webhook request gets 30 seconds end to end (connect, TLS, headers and body). That is the figure on the public "Retries & timeouts" docs page. Set in SafeClient::new with reqwest .timeout(Duration::from_secs(30)).',
      {
        age: 330,
        files: ['crates/skein-worker/src/http.rs'],
        tags: ['delivery', 'timeouts', 'reqwest'],
      },
    ),
    m(
      'delivery-timeout-15',
      'decision',
      'Delivery HTTP timeout is 15s total with a 5s connect_timeout. Slow receivers were pinning concurrency permits during backlogs; anything that takes longer than 15s is a failed attempt and goes back into the retry schedule.',
      {
        age: 70,
        disputes: 'delivery-timeout-30',
        files: ['crates/skein-worker/src/http.rs'],
        tags: ['delivery', 'timeouts'],
      },
    ),
    m(
      'migrate-on-startup',
      'convention',
      'Migrations run when skein-api boots: main.rs calls sqlx::migrate!("../../migrations").run(&pool).await? before binding the listener. sqlx holds a Postgres advisory lock while migrating, so several tasks starting at once is fine.',
      {
        age: 280,
        files: ['crates/skein-api/src/main.rs', 'migrations/'],
        tags: ['migrations', 'sqlx', 'deploy'],
      },
    ),
    m(
      'migrate-separate-task',
      'constraint',
      'App processes never apply schema changes. deploy.yml first runs a one-off ECS task with the new image (`skein-admin migrate`) and only rolls the services if it exits 0. On boot the api and worker only check that the latest migration in the binary is applied and refuse to start if not.',
      {
        age: 60,
        disputes: 'migrate-on-startup',
        files: ['.github/workflows/deploy.yml', 'crates/skein-admin/src/migrate.rs'],
        tags: ['migrations', 'deploy', 'ecs'],
        reason:
          'a long CREATE INDEX held the advisory lock and failed the health checks of every new api task',
      },
    ),
    m(
      'time-crate',
      'convention',
      'Timestamps are time::OffsetDateTime everywhere (sqlx feature "time", serde with time::serde::rfc3339). chrono isn\'t a dependency of ours — don\'t add it.',
      {
        age: 260,
        tags: ['time', 'timestamps', 'serde'],
      },
    ),
    m(
      'chrono-utc',
      'convention',
      'All timestamps in models and DTOs are chrono::DateTime<Utc>, timestamptz in Postgres, sqlx chrono feature on; they serialize as RFC 3339 with a trailing Z.',
      {
        age: 45,
        disputes: 'time-crate',
        tags: ['chrono', 'timestamps', 'serde'],
      },
    ),

    // --- workspace and build --------------------------------------------------------------------------------
    m(
      'workspace-layout',
      'fact',
      'Workspace (resolver 2): crates/skein-core (domain types, ids, JobKind, Config — no axum, no sqlx, no tokio I/O), crates/skein-db (pool + every query), crates/skein-signing (HMAC sign/verify), crates/skein-telemetry, and three binaries: skein-api (axum), skein-worker (deliveries + background jobs), skein-admin (ops CLI). Plus xtask. Dependencies point api/worker/admin → db → core; the worker reads endpoints and accounts straight from skein-db, it never calls the api.',
      {
        age: 500,
        reaffirm: 30,
        canonical: true,
        files: ['Cargo.toml', 'crates/'],
        tags: ['workspace', 'architecture', 'crates'],
      },
    ),
    m(
      'workspace-lints',
      'convention',
      '[workspace.lints] in the root Cargo.toml, every crate has `[lints] workspace = true`: unsafe_code = "forbid"; clippy unwrap_used, expect_used, dbg_macro, await_holding_lock = "deny" (clippy.toml allows unwrap/expect in tests). Fix the code rather than #[allow]-ing; an allow needs a comment that says why.',
      {
        age: 310,
        files: ['Cargo.toml', 'clippy.toml'],
        tags: ['clippy', 'lints', 'unwrap'],
      },
    ),
    m(
      'rustfmt-nightly',
      'convention',
      'rustfmt.toml sets imports_granularity = "Crate" and group_imports = "StdExternalCrate", both nightly-only. Format with `cargo +nightly fmt` — stable cargo fmt ignores those keys and you will keep fighting CI over import blocks.',
      {
        age: 290,
        files: ['rustfmt.toml'],
        tags: ['rustfmt', 'formatting'],
      },
    ),
    m('toolchain', 'fact', 'rust-toolchain.toml pins 1.79.0 with clippy + rustfmt components.', {
      fact: 'skein | rust_toolchain | 1.79.0',
      age: 330,
      files: ['rust-toolchain.toml'],
      tags: ['toolchain'],
    }),
    m(
      'no-openssl',
      'constraint',
      'No OpenSSL in the dependency tree: reqwest with rustls-tls and default-features = false, sqlx with tls-rustls, lettre with rustls-tls. deny.toml bans openssl-sys and native-tls, and the runtime image has no libssl anyway.',
      {
        age: 420,
        files: ['deny.toml', 'Cargo.toml'],
        tags: ['tls', 'rustls', 'openssl', 'cargo-deny'],
      },
    ),
    m(
      'cargo-deny',
      'workflow',
      'cargo deny check runs in CI and nightly (advisories). License allowlist in deny.toml: MIT, Apache-2.0, BSD-2-Clause, BSD-3-Clause, ISC, Zlib, Unicode-DFS-2016, MPL-2.0. Anything GPL/AGPL is out — legal was clear, so find another crate instead of widening the list.',
      {
        age: 410,
        files: ['deny.toml'],
        tags: ['cargo-deny', 'licenses', 'supply-chain'],
      },
    ),
    m(
      'docker-image',
      'fact',
      'Root Dockerfile: cargo-chef planner/cook stages on rust:1.79-bookworm, builds --release for skein-api, skein-worker and skein-admin, final stage gcr.io/distroless/cc-debian12:nonroot. Images are linux/arm64 only because Fargate runs Graviton — on an x86 machine build a local one with `docker buildx build --platform linux/amd64 .` (or `just image-local`).',
      {
        age: 220,
        files: ['Dockerfile', 'justfile'],
        tags: ['docker', 'arm64', 'distroless', 'images'],
      },
    ),
    m(
      'renovate-groups',
      'convention',
      'renovate.json groups tokio/tower/tower-http/hyper/axum/axum-extra into one "http stack" PR and all opentelemetry* + tracing-opentelemetry into another. Merge them as groups; a lone axum or otel bump from a hand-made PR will not compile against the rest. Patch updates automerge when CI is green.',
      {
        age: 180,
        files: ['renovate.json'],
        tags: ['renovate', 'dependencies'],
      },
    ),
    m(
      'axum-08-note',
      'note',
      'axum 0.8 upgrade is parked on branch chore/axum-0.8 — path params go from /:id to /{id} (mixing panics at startup), #[async_trait] disappears from our FromRequestParts impls (AuthedAccount, Features), Option<T> extractors need OptionalFromRequestParts. utoipa-axum and axum-extra have to move in the same PR.',
      {
        age: 100,
        tags: ['axum', 'upgrade'],
      },
    ),

    // --- api layer ------------------------------------------------------------------------------------------
    m(
      'extractor-order',
      'note',
      "axum gotcha we keep tripping over: the body-consuming extractor (Json, Bytes, String, Form) must be the LAST handler argument; everything before it must be FromRequestParts. When rustc says the fn doesn't implement Handler<_, _>, slap #[axum::debug_handler] on it to get a readable error — nine times out of ten it's AuthedAccount placed after Json, a non-Send future, or a return type that isn't IntoResponse.",
      {
        age: 350,
        tags: ['axum', 'extractors', 'compile-errors'],
      },
    ),
    m(
      'error-shape',
      'convention',
      'Error bodies are {"error": {"type": ..., "message": ..., "request_id": "req_..."}} with type one of invalid_request, authentication, not_found, conflict, payload_too_large, rate_limited, internal. 4xx messages are written for the customer; 5xx always say "internal error" plus the request id and nothing else.',
      {
        age: 290,
        files: ['crates/skein-api/src/error.rs'],
        tags: ['errors', 'api', 'json'],
      },
    ),
    m(
      'pagination',
      'convention',
      'Lists are keyset-paginated: ?limit= (default 50, max 250) and ?iterator=<opaque>. The iterator is base64url of (created_at, id); the query is WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC LIMIT $3+1. Response {"data": [...], "iterator": ..., "done": bool}. OFFSET is not allowed — messages has billions of rows.',
      {
        age: 330,
        files: ['crates/skein-api/src/pagination.rs'],
        tags: ['pagination', 'api', 'sql'],
      },
    ),
    m(
      'api-versioning',
      'decision',
      'API versions are dates sent in the Skein-Version header (default: the version the account was pinned to at signup; current 2024-09-01). A breaking change to any response or request shape needs a new version, a gate in crates/skein-api/src/versioning.rs and a changelog entry. Adding fields is not breaking.',
      {
        age: 320,
        files: ['crates/skein-api/src/versioning.rs'],
        tags: ['versioning', 'api', 'compatibility'],
      },
    ),
    m(
      'serde-conventions',
      'convention',
      'Public JSON is snake_case: structs get no rename_all, enums get #[serde(rename_all = "snake_case")]. Option fields serialize as null rather than being skipped (the generated SDKs model them as required-nullable). No deny_unknown_fields on inbound DTOs. If the dashboard wants another casing it maps on its side.',
      {
        age: 240,
        tags: ['serde', 'json', 'api', 'sdk'],
      },
    ),
    m(
      'incident-serde-rename',
      'incident',
      'Someone put #[serde(rename_all = "camelCase")] on MessageOut to suit the dashboard. Every official SDK started returning None for event_type and created_at, and a customer integration went silent. Reverted after 40 minutes; a snapshot test of the public JSON (insta, crates/skein-api/tests/snapshots) now guards the field names.',
      {
        age: 250,
        files: ['crates/skein-api/tests/snapshots'],
        tags: ['incident', 'serde', 'sdk', 'breaking-change'],
      },
    ),
    m(
      'request-id',
      'convention',
      'Every request gets x-request-id: tower-http SetRequestIdLayer with our MakeRequestId (req_<ulid>) and PropagateRequestIdLayer on the way out. TraceLayer puts it on the request span and ApiError copies it into the error body.',
      {
        age: 300,
        files: ['crates/skein-api/src/router.rs'],
        tags: ['request-id', 'tower-http', 'tracing'],
      },
    ),
    m(
      'panic-catch',
      'fact',
      'CatchPanicLayer turns a handler panic into a 500 with our error body instead of a dropped connection; the release profile keeps panic = "unwind" for that reason. It is a safety net for bugs, not an error-handling strategy.',
      {
        age: 240,
        files: ['crates/skein-api/src/router.rs', 'Cargo.toml'],
        tags: ['panics', 'tower-http'],
      },
    ),
    m(
      'internal-routes',
      'convention',
      '/internal/* serves the dashboard and the support tools: its own router in crates/skein-api/src/routes/internal/, behind the InternalAuth layer (WorkOS session JWT). Never part of the public OpenAPI document — only v1 handlers carry #[utoipa::path] — and it can change without a version bump.',
      {
        age: 260,
        files: ['crates/skein-api/src/routes/internal'],
        tags: ['internal-api', 'dashboard', 'auth'],
      },
    ),
    m(
      'openapi-utoipa',
      'workflow',
      '`cargo xtask openapi` regenerates api/openapi.json from the utoipa annotations; it is committed and CI fails when it drifts. The SDK team generates the TypeScript, Python and Go SDKs from that file, so the diff gets reviewed like code.',
      {
        age: 240,
        files: ['api/openapi.json', 'xtask/src/openapi.rs'],
        tags: ['openapi', 'utoipa', 'sdk'],
      },
    ),
    m(
      'redis-only-ratelimit',
      'constraint',
      'Redis (a single-node ElastiCache) exists only for API rate limiting — GCRA per account in crates/skein-api/src/ratelimit.rs. It is neither durable nor HA, so nothing correctness-related lives there: no caches the worker relies on, no queues, no locks.',
      {
        age: 270,
        files: ['crates/skein-api/src/ratelimit.rs'],
        tags: ['redis', 'rate-limiting'],
      },
    ),

    // --- database -------------------------------------------------------------------------------------------
    m(
      'pg-version',
      'fact',
      'Database: PostgreSQL 16 on RDS, instance skein-prod-pg (Multi-AZ, db.r6g.2xlarge). Staging is skein-staging-pg, a lone db.t4g.large, so staging timings mean nothing.',
      {
        fact: 'skein | database | PostgreSQL 16 on RDS',
        age: 230,
        reaffirm: 40,
        tags: ['postgres', 'rds'],
      },
    ),
    m(
      'sqlx-queries',
      'convention',
      'SQL in skein-db is written with query!/query_as! so it is checked at compile time. Optional filters: sqlx::QueryBuilder with push_bind for every value — never format!() anything user-supplied into SQL. QueryBuilder output is not compile-checked, so each one gets a test in crates/skein-db/tests.',
      {
        age: 260,
        files: ['crates/skein-db/src'],
        tags: ['sqlx', 'sql', 'query-builder'],
      },
    ),
    m(
      'sqlx-offline',
      'constraint',
      'CI compiles with SQLX_OFFLINE=true against the committed .sqlx/ directory. Touch a query! macro → run `cargo sqlx prepare --workspace -- --all-targets` against your migrated local DB and commit the regenerated .sqlx/query-*.json in the same PR.',
      {
        age: 250,
        reaffirm: 18,
        files: ['.sqlx/'],
        tags: ['sqlx', 'ci', 'offline'],
      },
    ),
    m(
      'sqlx-enum-override',
      'note',
      'Postgres enums (delivery_status, endpoint_status) map to Rust enums with #[derive(sqlx::Type)] #[sqlx(type_name = "delivery_status", rename_all = "snake_case")]. The macros cannot infer them: select `status as "status: DeliveryStatus"` and bind with `$1::delivery_status` / `status as DeliveryStatus`, otherwise you get "unsupported type delivery_status" or a mismatched-types error.',
      {
        age: 220,
        files: ['crates/skein-core/src/delivery.rs', 'crates/skein-db/src/attempts.rs'],
        tags: ['sqlx', 'postgres-enums', 'compile-errors'],
      },
    ),
    m(
      'migrations-convention',
      'convention',
      'Migrations live in migrations/ at the workspace root, created with `sqlx migrate add -r <snake_name>` (up + down). A merged migration is never edited — sqlx checksums them and every environment refuses to start. Renames and type changes go expand → backfill → contract over separate deploys; a new NOT NULL column needs a default or a backfill first.',
      {
        age: 340,
        files: ['migrations/'],
        tags: ['migrations', 'sqlx', 'postgres'],
      },
    ),
    m(
      'partitioned-tables',
      'constraint',
      'messages, message_destinations and delivery_attempts are range-partitioned by created_at, one partition per month (pg_partman, premake 3); delivery_attempts takes ~40M rows a day. CREATE INDEX CONCURRENTLY does not work on a partitioned parent, and a plain CREATE INDEX locks writes for hours. Use `cargo xtask partition-index <table> <cols>`: it writes a `-- no-transaction` migration that builds the index CONCURRENTLY on each partition, creates it ON ONLY the parent and attaches the partitions.',
      {
        age: 210,
        files: ['xtask/src/partition_index.rs', 'migrations/'],
        tags: ['postgres', 'partitioning', 'indexes', 'pg_partman'],
      },
    ),

    // --- jobs and delivery ----------------------------------------------------------------------------------
    m(
      'queue-skip-locked',
      'fact',
      'The job queue is Postgres: table jobs (id, kind, payload jsonb, run_at, attempts, locked_until, last_error). skein-worker claims batches with UPDATE jobs SET locked_until = now() + 60s ... WHERE id IN (SELECT id FROM jobs WHERE run_at <= now() AND (locked_until IS NULL OR locked_until < now()) ORDER BY run_at LIMIT $1 FOR UPDATE SKIP LOCKED) RETURNING *, and heartbeats the lease every 20s. Job kinds are the JobKind enum in crates/skein-core/src/jobs.rs (#[serde(tag = "kind", rename_all = "snake_case")]) with one handler module per variant in crates/skein-worker/src/jobs/. A delivery attempt is itself a job (kind deliver).',
      {
        fact: 'skein-worker | job_queue | Postgres jobs table (SKIP LOCKED)',
        age: 400,
        reaffirm: 30,
        canonical: true,
        files: [
          'crates/skein-core/src/jobs.rs',
          'crates/skein-worker/src/jobs/',
          'crates/skein-db/src/jobs.rs',
        ],
        tags: ['jobs', 'queue', 'postgres', 'skip-locked'],
      },
    ),
    m(
      'queue-enqueue-in-tx',
      'convention',
      'Jobs are enqueued with skein_db::jobs::enqueue(&mut *tx, JobKind::...) inside the same transaction as the write that causes them; that is our outbox. No fire-and-forget tokio::spawn from a handler: if the task dies or a deploy stops the container, the work silently vanishes.',
      {
        age: 310,
        files: ['crates/skein-db/src/jobs.rs'],
        tags: ['jobs', 'outbox', 'transactions'],
      },
    ),
    m(
      'job-idempotent',
      'constraint',
      'Jobs run at least once. A lease can run out mid-job (slow GC in a dependency, task killed, network stall) and another worker takes it. Every handler must tolerate running twice: key side effects on the job id or msg id (INSERT ... ON CONFLICT DO NOTHING; emails are checked against sent_notifications before sending).',
      {
        age: 300,
        tags: ['jobs', 'idempotency', 'at-least-once'],
      },
    ),
    m(
      'delivery-guarantees',
      'fact',
      'What customers are promised: at-least-once delivery and no ordering between messages. Duplicates are normal and documented; receivers dedupe on the Skein-Id header (the msg id, identical on every retry).',
      {
        age: 280,
        tags: ['delivery', 'semantics', 'customers'],
      },
    ),
    m(
      'fifo-endpoints',
      'decision',
      'FIFO endpoints (beta, flag fifo_endpoints): one delivery at a time per endpoint in created_at order, and a failing message blocks the queue behind it until it succeeds or runs out of retries. Implemented with pg_try_advisory_xact_lock(endpoint lock key) inside the claim query.',
      {
        age: 190,
        tags: ['delivery', 'ordering', 'fifo', 'beta'],
      },
    ),
    m(
      'retry-schedule',
      'decision',
      'Failed deliveries back off exponentially with full jitter: base 5s, doubling, each gap capped at 6h, 15 attempts in total (about three days). After the last one the destination is marked failed, shows up in the dashboard and can be replayed by hand.',
      {
        age: 350,
        reaffirm: 30,
        files: ['crates/skein-core/src/retry.rs'],
        tags: ['retries', 'backoff', 'delivery'],
      },
    ),
    m(
      'delivery-status-codes',
      'decision',
      'How a response is judged: any 2xx is success (body ignored, first 4 KiB kept for the dashboard). 410 Gone stops retries and disables the endpoint on the spot. 429 and 503 honour Retry-After up to one hour. Everything else — other status codes, timeouts, TLS and connection errors, and redirects — is a failed attempt that follows the retry schedule.',
      {
        age: 270,
        files: ['crates/skein-worker/src/deliver.rs'],
        tags: ['delivery', 'http-status', 'retries'],
      },
    ),
    m(
      'ssrf-guard',
      'constraint',
      'Every outbound delivery goes through skein_worker::http::SafeClient. It resolves DNS itself, refuses loopback, RFC 1918, link-local (169.254.169.254 included), CGNAT 100.64/10 and IPv6 ULA/link-local addresses, connects to the IP it checked, and never follows redirects. Live-mode endpoints must be https. Never point a bare reqwest::Client at a customer URL; for tests there is SafeClient::for_tests() behind the test-util feature.',
      {
        age: 400,
        reaffirm: 22,
        canonical: true,
        files: ['crates/skein-worker/src/http.rs'],
        tags: ['security', 'ssrf', 'delivery', 'reqwest'],
      },
    ),
    m(
      'incident-retry-storm',
      'incident',
      'March incident: a large customer endpoint was down for 7h; when it came back roughly 380k queued retries hit it within two minutes and their WAF blocked all three of our egress IPs for the rest of the day. Since then the worker enforces per-endpoint limits before claiming — endpoints.max_in_flight (default 20) plus an optional endpoints.rate_limit_per_sec — and after a recovery the rate ramps up with slow start (doubling every minute).',
      {
        age: 160,
        files: ['crates/skein-worker/src/throttle.rs'],
        tags: ['incident', 'retries', 'throttling', 'delivery'],
      },
    ),
    m(
      'incident-tx-http',
      'incident',
      'Postmortem, November (50 min delivery backlog): the deliver job opened a transaction, did the outbound POST, then wrote the attempt row and committed. Slow customer endpoints kept a pool connection checked out for the whole request, the pool starved, api health checks timed out and ECS replaced healthy tasks. Rule since: never hold a transaction or a checked-out connection across an outbound HTTP call (or any network await) — claim and commit, send, then record the result in a new short transaction.',
      {
        age: 140,
        files: ['crates/skein-worker/src/jobs/deliver.rs'],
        tags: ['incident', 'postgres', 'pool', 'transactions'],
      },
    ),
    m(
      'graceful-shutdown',
      'convention',
      'Shutdown: the api uses axum::serve(...).with_graceful_shutdown(shutdown_signal()) (SIGTERM or ctrl-c). The worker hands a tokio_util CancellationToken to its claim loop: on SIGTERM it stops claiming, lets in-flight deliveries finish for up to 90s (ECS stopTimeout is 120s), then sets locked_until = NULL on whatever it still holds so those jobs are picked up at once instead of after the lease expires.',
      {
        age: 230,
        files: ['crates/skein-worker/src/main.rs', 'crates/skein-api/src/main.rs'],
        tags: ['shutdown', 'sigterm', 'ecs', 'worker'],
      },
    ),
    m(
      'await-holding-lock',
      'constraint',
      "Don't keep a std::sync::Mutex or parking_lot guard alive across an .await: the future stops being Send and tokio::spawn / axum refuse it. Copy what you need out of the lock inside a block so the guard drops before the await; a tokio::sync::Mutex only if the lock really has to span the await. The per-endpoint in-flight counters in the worker are a DashMap for exactly this reason.",
      {
        age: 300,
        tags: ['async', 'send', 'mutex', 'compile-errors'],
      },
    ),
    m(
      'egress-ips',
      'constraint',
      'Deliveries leave through three NAT gateway Elastic IPs published at docs.skein.dev/ip-allowlist, and many customers allowlist exactly those. Adding or changing egress IPs needs 30 days of notice (status page + email to account owners) — talk to support before anyone touches the NAT setup in skein-infra.',
      {
        age: 290,
        tags: ['networking', 'nat', 'customers', 'delivery'],
      },
    ),

    // --- signing --------------------------------------------------------------------------------------------
    m(
      'signing-scheme',
      'fact',
      'Signatures: HMAC-SHA256 keyed with the endpoint secret (whsec_ followed by base64 of 24 random bytes; the key is the decoded bytes) over "{msg_id}.{unix_ts}.{raw body}". Headers Skein-Id, Skein-Timestamp and Skein-Signature: v1,<base64>, several space-separated when more than one secret is live. After a rotation the previous secret keeps signing next to the new one for 24h. Verifiers reject timestamps more than 5 minutes away from now.',
      {
        fact: 'skein | signature_scheme | HMAC-SHA256 v1 over msg_id.timestamp.body',
        age: 450,
        reaffirm: 8,
        canonical: true,
        files: ['crates/skein-signing/src/lib.rs'],
        tags: ['signing', 'hmac', 'webhooks', 'security'],
      },
    ),
    m(
      'signing-constant-time',
      'constraint',
      'MAC checks go through hmac::Mac::verify_slice (or subtle::ConstantTimeEq), never == on the bytes or on the base64 text. Same for the API key hash comparison in auth.rs.',
      {
        age: 440,
        files: ['crates/skein-signing/src/verify.rs', 'crates/skein-api/src/auth.rs'],
        tags: ['security', 'hmac', 'timing'],
      },
    ),
    m(
      'skein-signing-public',
      'constraint',
      'skein-signing is also published on crates.io as skein-webhooks-verify for customers to verify our signatures. Its public API is semver-bound, MSRV 1.70, no tokio and no dependency on any other workspace crate; breaking changes need a major version and a CHANGELOG entry.',
      {
        age: 350,
        files: ['crates/skein-signing/Cargo.toml', 'crates/skein-signing/CHANGELOG.md'],
        tags: ['signing', 'crates-io', 'semver'],
      },
    ),
    m(
      'payload-raw-bytes',
      'constraint',
      'Message payloads are kept and sent byte for byte as the customer posted them. messages.payload is bytea; the ingest handler takes Bytes and only checks it is valid JSON (serde_json::from_slice::<&RawValue>) without re-serialising. Never move it to jsonb or round-trip it through serde_json::Value: key order and number formatting change and every receiver computing the signature over the body they got fails verification.',
      {
        age: 380,
        canonical: true,
        files: ['crates/skein-api/src/routes/v1/messages.rs', 'crates/skein-db/src/messages.rs'],
        tags: ['payload', 'signing', 'json', 'bytes'],
        reason: 'a jsonb experiment on staging broke signature verification for every test receiver',
      },
    ),

    // --- observability --------------------------------------------------------------------------------------
    m(
      'tracing-conventions',
      'convention',
      'Handlers and job fns get #[tracing::instrument(skip_all, fields(account_id = %auth.account_id, ...))] — always skip_all, then list the fields you want. Never log or attach to spans: payload bodies, customer request/response headers, endpoint secrets, API keys. IDs are fine. To see a particular payload use the attempt record in the dashboard or `skein-admin inspect`.',
      {
        age: 200,
        tags: ['tracing', 'logging', 'pii', 'security'],
      },
    ),
    m(
      'metrics-conventions',
      'convention',
      'Metrics via the metrics crate facade + metrics-exporter-prometheus on :9090/metrics, scraped by the ADOT sidecar. Names skein_<area>_<thing>_<unit> (skein_delivery_duration_seconds, skein_jobs_claimed_total). Never label by account_id or endpoint_id — cardinality once tripled the bill; use status, kind, mode.',
      {
        age: 190,
        tags: ['metrics', 'prometheus', 'observability'],
      },
    ),

    // --- ops, config, testing ---------------------------------------------------------------------------------
    m(
      'secrets-manager',
      'constraint',
      'Runtime secrets come from AWS Secrets Manager and reach the containers as `secrets` entries of the task definitions (env vars at start). Nothing secret goes in the repo, .env.example or GitHub variables; locally .env is gitignored and dotenvy reads it in debug builds only.',
      {
        age: 360,
        tags: ['secrets', 'aws', 'config'],
      },
    ),
    m(
      'terraform-repo',
      'fact',
      'VPC, ALB, ECS services and task definitions, RDS, ElastiCache, Secrets Manager entries and IAM live in skein-hq/skein-infra (Terraform, plans via Atlantis on the PR). Task CPU/memory, desired counts, autoscaling and env vars are changed there, not in this repo.',
      {
        age: 230,
        tags: ['terraform', 'infra', 'ecs'],
      },
    ),
    m(
      'release-flow',
      'workflow',
      'Merging to main deploys staging automatically. Prod: `just release` tags v<yyyy.mm.dd>.<n>, deploy.yml picks the tag up and waits for two approvals (Ana, Tomasz or Priya) on the production environment. No prod deploys on Friday after 14:00 ET unless it fixes something.',
      {
        age: 200,
        reaffirm: 15,
        files: ['.github/workflows/deploy.yml', 'justfile'],
        tags: ['release', 'deploy', 'process'],
      },
    ),
    m(
      'test-local-pg',
      'workflow',
      'Local DB for dev and tests: `just db` (docker compose up -d postgres) gives Postgres 16 on localhost:5433 — 5433 so it does not clash with a system install. cp .env.example .env for DATABASE_URL, then `sqlx migrate run` and `cargo nextest run --workspace`.',
      {
        age: 280,
        files: ['docker-compose.yml', 'justfile', '.env.example'],
        tags: ['testing', 'postgres', 'local-dev'],
      },
    ),
    m(
      'tests-sqlx',
      'convention',
      'DB tests use #[sqlx::test(migrations = "../../migrations")]: each test gets its own throwaway database with migrations applied, so they run in parallel and need no cleanup. Fixtures are SQL files in crates/<crate>/tests/fixtures, pulled in with #[sqlx::test(fixtures("accounts", "endpoints"))]. No shared static pool between tests.',
      {
        age: 260,
        tags: ['testing', 'sqlx', 'fixtures'],
      },
    ),
    m(
      'test-oneshot',
      'convention',
      'API tests build the real Router via skein_api::router(state) and drive it with tower::ServiceExt::oneshot — no listening socket, no reqwest. Helpers test_state(pool) and authed_request(method, uri, body) are in crates/skein-api/tests/common/mod.rs. Outbound deliveries are tested against wiremock::MockServer.',
      {
        age: 250,
        files: ['crates/skein-api/tests/common/mod.rs'],
        tags: ['testing', 'axum', 'tower', 'wiremock'],
      },
    ),
    m(
      'usage-metering',
      'fact',
      'Billing: messages are counted per account per UTC day into usage_daily; the nightly ReportUsage job (00:30 UTC) pushes them to Stripe metered billing with idempotency key usage-<account_id>-<date>.',
      {
        age: 150,
        tags: ['billing', 'stripe', 'jobs'],
      },
    ),
    m(
      'region',
      'fact',
      'Everything runs in us-east-1. EU data residency (eu-west-1) is on the roadmap; no infra exists for it yet.',
      {
        fact: 'skein | primary_region | us-east-1',
        age: 420,
        tags: ['aws', 'region'],
      },
    ),
    m(
      'pager',
      'fact',
      'On-call pages go through incident.io, schedule "skein-primary"; runbooks are in Notion under Engineering > Runbooks.',
      {
        fact: 'skein | paging_tool | incident.io',
        age: 350,
        tags: ['on-call'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'Ana wants migrations in their own PR, merged and deployed before the code that uses them, and PRs kept under ~400 changed lines not counting .sqlx/ and openapi.json.',
      {
        age: 190,
        tags: ['review', 'pull-requests'],
      },
    ),
    m(
      'pref-thin-handlers',
      'preference',
      'team taste: handlers stay thin (extract, call a fn in the service module, map the error), and let-else for early returns instead of if-let pyramids.',
      {
        age: 160,
        tags: ['style', 'review'],
      },
    ),

    // --- unreviewed agent proposals -------------------------------------------------------------------------
    m(
      'cand-unwrap-handlers',
      'convention',
      'unwrap() inside axum handlers is acceptable since CatchPanicLayer turns panics into 500 responses.',
      { candidate: true, age: 14, tags: ['axum', 'errors'] },
    ),
    m(
      'cand-redis-cache',
      'fact',
      'The worker caches endpoint configs in Redis with a 60s TTL to avoid a Postgres read per delivery.',
      { candidate: true, age: 9, tags: ['redis', 'cache', 'worker'] },
    ),
    m(
      'cand-grpc',
      'decision',
      'skein-worker gets endpoint and account data from skein-api through an internal tonic gRPC service.',
      { candidate: true, age: 20, tags: ['grpc', 'tonic'] },
    ),
    m('cand-mimalloc', 'fact', 'Both binaries set mimalloc as #[global_allocator] in main.rs.', {
      candidate: true,
      age: 6,
      tags: ['allocator', 'performance'],
    }),

    // --- secret-bearing inputs (must be refused) ------------------------------------------------------------
    m(
      'secret-db-url',
      'note',
      '.env I use to poke at staging through the bastion tunnel (localhost:15432):\nDATABASE_URL=postgres://skein_app:tR8vLq2Xm9wKz4eP7n@localhost:15432/skein_staging',
      { secret: 'tR8vLq2Xm9wKz4eP7n', age: 150 },
    ),
    m(
      'secret-honeycomb',
      'fact',
      'collector exporter block that finally worked:\nexporters:\n  otlp/honeycomb:\n    endpoint: api.honeycomb.io:443\n    headers:\n      x-honeycomb-team: hcaik_01j8m2q7vx4n9c3bt6wp5rkd0fe8ya1zs7hq2m4n6p9r3t5vxbc8',
      { secret: 'hcaik_01j8m2q7vx4n9c3bt6wp5rkd0fe8ya1zs7hq2m4n6p9r3t5vxbc8', age: 170 },
    ),
    m(
      'secret-aws-ci',
      'workflow',
      'if deploy.yml is broken and you have to push to ECR by hand, this profile has push rights:\n[skein-deploy]\naws_access_key_id = AKIA4XQ7PZK2MV3LR6NB\naws_secret_access_key = 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',
      { secret: '9fJx2Lq7Vb+Tz4Kw8Rn1Hc5Ym3Dp6Gs0Ea2UiWoQ', age: 230 },
    ),
    m(
      'secret-cargo-registry',
      'convention',
      'To build skein-admin you need the private sdk crate from our Cloudsmith registry. ~/.cargo/credentials.toml:\n[registries.skein-internal]\ntoken = "b7e41c9a0f3d62e58a1c4f7b9d2e06a3c8f5b1d4"',
      { secret: 'b7e41c9a0f3d62e58a1c4f7b9d2e06a3c8f5b1d4', age: 110 },
    ),
    m(
      'secret-slack',
      'note',
      'alert router config as deployed (config/alerts.prod.json): {"slack": {"channel": "#skein-alerts", "bot_token": "xoxb-5829104736-7731948265013-Qm4TzR8vLx2NpW6kHc9YbJ3d"}, "page_on": ["delivery_backlog", "ingest_5xx"]}',
      { secret: 'xoxb-5829104736-7731948265013-Qm4TzR8vLx2NpW6kHc9YbJ3d', age: 80 },
    ),
    m(
      'secret-pg-master',
      'note',
      'Break-glass only, if RDS IAM auth breaks again: the master user on skein-prod-pg is skeinadmin and the password is Gl4cier-Tide-7731-mxq. Say so in #infra when you use it.',
      { secret: 'Gl4cier-Tide-7731-mxq', age: 320 },
    ),
  ],
  sessions: [
    {
      id: 'rust-axum-api-session-1',
      age: 3,
      turns: [
        said(
          'ok so the auto-disable thing, decided at standup: an endpoint gets disabled once its been failing continuously for 5 days, NOT after some number of attempts. first failure time goes in endpoints.failing_since, any 2xx clears it, and when we disable it we enqueue an email job to the account owners',
          { key: 's-endpoint-auto-disable', type: 'decision' },
        ),
        replied(
          'Makes sense. I can add a nullable failing_since timestamptz column and check it in the deliver job after each failed attempt. Should a 410 still disable immediately?',
        ),
        said(
          'yes 410 stays immediate. also can u check why staging ingest is so slow, nah nvm its the tiny db instance',
        ),
        replied(
          'Ok. Want me to add a daily sweep job too, so endpoints that stopped receiving messages but are past the threshold get disabled as well?',
        ),
        said('sure try it'),
        said(
          'oh and this keeps slipping thru review: every query in skein-db that touches customer data takes account_id as a param and filters on it, even if you already have the primary key. endpoint ids end up in logs and support tickets, knowing a pk is not authorization',
          { key: 's-tenant-scoping', type: 'convention' },
        ),
        replied(
          'Noted — I will make it get_endpoint(executor, account_id, endpoint_id) and have the sweep join through accounts.',
        ),
        said(
          'if u need to hit staging for a manual check: curl -H "Authorization: Bearer sk_test_4kP9xRw2mZ7qLs8vNb3yTc6hJd1fGa5E" https://api.staging.skein.dev/v1/endpoints',
          { secret: 'sk_test_4kP9xRw2mZ7qLs8vNb3yTc6hJd1fGa5E' },
        ),
        said(
          'also for the ingest side: max message payload is 256 KiB, bigger gets a 413 before we read the whole body (DefaultBodyLimit on that route). we dont raise it per customer, sales keeps asking, answer is no',
          { key: 's-payload-limit', type: 'constraint' },
        ),
        said(
          'and ids in api responses are always the prefixed form, ep_ / msg_ / att_ + base62 of the uuid. a raw uuid never goes out. the conversion lives in the Serialize impl of the id newtypes, not in handlers',
          { key: 's-ids-typeid', type: 'convention' },
        ),
        replied(
          'Got it, I will use EndpointId in the response structs so the prefix comes from its Serialize impl.',
        ),
        said('cool ty'),
      ],
    },
  ],
  prompts: [
    p(
      'add POST /v1/endpoints/:endpoint_id/secret/rotate — generate a new whsec, the old one should keep working for a while so ppl can roll over',
      ['signing-scheme', 's-tenant-scoping', 'err-thiserror'],
    ),
    p(
      'no idea what its on about, the types look fine??\n\n```\nerror[E0277]: the trait bound `fn(State<AppState>, Json<CreateEndpointIn>, AuthedAccount) -> impl Future<Output = Result<Json<EndpointOut>, ApiError>> {create_endpoint}: Handler<_, _>` is not satisfied\n   --> crates/skein-api/src/routes/v1/endpoints.rs:23:34\n    |\n23  |         .route("/endpoints", post(create_endpoint))\n    |                              ---- ^^^^^^^^^^^^^^^ the trait `Handler<_, _>` is not implemented for fn item\n```',
      ['extractor-order'],
    ),
    p(
      "how do i fix this without rewriting the whole throttle thing\n```\nerror: future cannot be sent between threads safely\n   --> crates/skein-worker/src/throttle.rs:88:18\n    |\n88  |     tokio::spawn(async move {\n    |                  ^^^^^^^^^^ future created by async block is not `Send`\n    = help: within `{async block}`, the trait `Send` is not implemented for `std::sync::MutexGuard<'_, HashMap<EndpointId, u32>>`\nnote: future is not `Send` as this value is used across an await\n```",
      ['await-holding-lock'],
    ),
    p(
      'ci is red on my pr but it builds fine locally:\nerror: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n  --> crates/skein-db/src/endpoints.rs:112:17',
      ['sqlx-offline'],
    ),
    p(
      'the query! macros + prepare dance is so annoying. how much work would it be to move skein-db to diesel-async instead?',
      ['db-sqlx'],
    ),
    p('wheres the jaeger ui for prod? want to look at a slow trace on the ingest endpoint', ['otel-otlp']),
    p('fly logs -a skein-worker shows nothing for ages, how do i actually see prod worker logs', [
      'deploy-ecs',
    ]),
    p('can you add a cargo udeps step to .circleci/config.yml', ['ci-gha']),
    p(
      'the error enum boilerplate in skein-api is getting silly. can we just return anyhow::Result from handlers and turn everything into a 500?',
      ['err-thiserror', 'error-shape'],
    ),
    p(
      'deliveries crawl during backlog. worker is #[tokio::main(flavor = "current_thread")] right? switch it to multi thread w/ 16 threads pls',
      ['rt-builder'],
    ),
    p(
      'acme says every signature check fails since yesterdays deploy. diffed what we sent vs what they posted: same content but keys in a different order and 1.0 came out as 1. prob the PR that cleaned up the ingest handler?',
      ['payload-raw-bytes', 'signing-scheme'],
    ),
    p(
      'worker is spamming this during the backlog drain after the rds failover, should i just bump the pool?\n2025-01-14T03:12:09Z ERROR skein_worker::jobs::deliver: claim failed error=pool timed out while waiting for an open connection',
      ['incident-tx-http', 'pool-size-20', 'pool-size-10'],
    ),
    p("support ticket: 'we got msg_2Wc8kP... three times, is your system broken?' what do i tell them", [
      'delivery-guarantees',
    ]),
    p(
      'customer says our docs promise 30s before a delivery times out but their logs show us hanging up at 15s. which is right? @crates/skein-worker/src/http.rs',
      ['delivery-timeout-30', 'delivery-timeout-15'],
    ),
    p(
      'write the migration for endpoints.failing_since (timestamptz, nullable) and get it out to prod today',
      ['migrations-convention', 'migrate-on-startup', 'migrate-separate-task', 'release-flow'],
    ),
    p(
      'dashboard attempts view is seq scanning, add an index on delivery_attempts (endpoint_id, created_at desc)',
      ['partitioned-tables', 'migrations-convention'],
    ),
    p(
      'adding next_attempt_at to DeliveryAttempt in @crates/skein-db/src/attempts.rs — OffsetDateTime or DateTime<Utc>? i see both around',
      ['time-crate', 'chrono-utc'],
    ),
    p(
      'write a test that GET /v1/endpoints/:id returns the endpoint with its id and 404s when it belongs to another account',
      ['test-oneshot', 'tests-sqlx', 's-ids-typeid', 's-tenant-scoping'],
    ),
    p(
      'test mode customer wants to point an endpoint at http://127.0.0.1:4000, gets endpoint_url_not_allowed. can we just allow localhost for test-mode accounts',
      ['ssrf-guard'],
    ),
    p('crates/skein-signing/src/verify.rs does `expected == provided` on the base64 strings, fine or nah', [
      'signing-constant-time',
    ]),
    p(
      'docker run --rm skein-api:local gives "exec /usr/local/bin/skein-api: exec format error". built it w/ plain docker build on my thinkpad',
      ['docker-image'],
    ),
    p("ep_3FzQ... has answered 410 for 4 days and we're still retrying it every few hours. intended?", [
      'delivery-status-codes',
      'retry-schedule',
    ]),
    p(
      "a customer's server came back after being down all night and we basically ddos'd them, their ops people are mad. how do we stop that happening",
      ['incident-retry-storm', 'retry-schedule'],
    ),
    p(
      'dashboard dev asks if GET /v1/messages can return camelCase so they dont have to map. just add rename_all on MessageOut?',
      ['serde-conventions', 'incident-serde-rename', 'api-versioning'],
    ),
    p(
      'add a debug log of the full incoming body + headers in the ingest handler so we can figure out the acme thing',
      ['tracing-conventions'],
    ),
    p(
      'worker hits postgres for the endpoint config on every single delivery. can we stick an endpoint cache in redis w/ 60s ttl',
      ['redis-only-ratelimit'],
    ),
    p(
      'in create_message i want to return 202 fast and do the fanout after. just tokio::spawn(fanout(state.clone(), msg_id)) at the end, ok?',
      ['queue-enqueue-in-tx', 'job-idempotent'],
    ),
    p('new job kind SendEndpointDisabledEmail, wire it up so it fires when an endpoint gets auto disabled', [
      'queue-skip-locked',
      'job-idempotent',
      's-endpoint-auto-disable',
    ]),
    p(
      "every deploy the worker logs 'lease expired, reclaiming' for about a minute and some customers get a delivery twice. feels like the old tasks just get killed",
      ['graceful-shutdown'],
    ),
    p(
      'getting this after adding status to the select in query_as!, what now\nerror: unsupported type delivery_status of column #4 ("status")\n  --> crates/skein-db/src/attempts.rs:57:5',
      ['sqlx-enum-override'],
    ),
    p(
      "cargo nextest fails locally, sqlx::test can't connect / DATABASE_URL must be set. how do i set up the db for tests",
      ['test-local-pg', 'tests-sqlx'],
    ),
    p('add optional filters to GET /v1/messages: event_type, channel, since, until', [
      'sqlx-queries',
      'pagination',
      's-tenant-scoping',
    ]),
    p('add an actix middleware that stamps a request id header on every response', [
      'http-axum',
      'request-id',
    ]),
    p('can we bump axum to 0.8? i want the {id} path syntax', ['axum-08-note', 'renovate-groups']),
    p(
      'customer posting a 2MB payload to /v1/messages gets a connection reset instead of an error. make it a proper error, or bump the limit for them?',
      ['s-payload-limit', 'error-shape'],
    ),
    p('whats the actual difference between Arc<Mutex<T>> and Arc<RwLock<T>>, when does rwlock win', []),
    p('write a fn that formats a byte count as human readable (KiB/MiB/GiB) with one decimal', []),
    p("typo in the doc comment on fn backoff: 'recieve' -> 'receive'", []),
    p('explain Pin<Box<dyn Future + Send>> like im 5', []),
    p('thx that fixed it', []),
  ],
});
