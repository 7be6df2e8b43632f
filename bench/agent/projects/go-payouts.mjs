// A Go microservice: payouts service with gRPC, Postgres via sqlc, Kafka, Kubernetes.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-payouts',
  stack: 'Go 1.22, gRPC + grpc-gateway, Postgres (sqlc, pgx), Kafka, Kubernetes',
  memories: [
    m('deploy-heroku', 'fact', 'payouts-svc runs on Heroku as a single dyno.', {
      fact: 'payouts-svc | deployment_platform | Heroku',
      age: 600,
    }),
    m(
      'deploy-k8s',
      'decision',
      'We deploy payouts-svc to our EKS cluster with the Helm chart in deploy/helm because we needed per-region workers.',
      {
        fact: 'payouts-svc | deployment_platform | EKS',
        supersedes: 'deploy-heroku',
        age: 320,
        canonical: true,
      },
    ),
    m(
      'db-pg',
      'fact',
      'payouts-svc uses Postgres 15 through pgx; queries are generated with sqlc from internal/db/queries/*.sql.',
      {
        fact: 'payouts-svc | uses_database | Postgres',
        files: ['internal/db/queries'],
        age: 330,
        tags: ['postgres', 'sqlc', 'pgx'],
      },
    ),
    m(
      'auth-mtls',
      'fact',
      'Service-to-service calls authenticate with mTLS certificates issued by cert-manager.',
      {
        fact: 'payouts-svc | auth_method | mTLS',
        age: 60,
      },
    ),
    m(
      'sqlc-regenerate',
      'convention',
      'After changing a .sql query file run `make sqlc`; never edit the generated internal/db/gen files by hand.',
      {
        files: ['internal/db/gen', 'Makefile'],
        tags: ['sqlc', 'codegen'],
      },
    ),
    m(
      'errors-wrap',
      'convention',
      'Wrap errors with fmt.Errorf("doing x: %w", err); compare with errors.Is/As, never by string.',
      {
        tags: ['errors', 'go'],
      },
    ),
    m(
      'ctx-first',
      'convention',
      'Every function that does I/O takes ctx context.Context as its first parameter and respects cancellation.',
      {
        tags: ['context', 'go'],
      },
    ),
    m(
      'no-panics',
      'constraint',
      'Never panic in request handlers; return a gRPC status error with codes.Internal and log the cause.',
      {
        files: ['internal/server/handlers.go'],
        tags: ['panic', 'grpc'],
      },
    ),
    m(
      'amount-int64',
      'convention',
      'Amounts are int64 minor units with an ISO currency code (money.Amount); never float64.',
      {
        files: ['internal/money/amount.go'],
        tags: ['money', 'amount'],
      },
    ),
    m(
      'kafka-outbox',
      'decision',
      'Events are published through the transactional outbox table (outbox_events) and a relay, never directly to Kafka from a handler.',
      {
        files: ['internal/outbox/relay.go'],
        tags: ['kafka', 'outbox', 'events'],
        reason: 'a crash between the DB commit and the Kafka write lost payout events twice',
      },
    ),
    m(
      'kafka-keys',
      'constraint',
      'Kafka messages for payouts must be keyed by merchant_id so events for one merchant stay ordered.',
      {
        tags: ['kafka', 'ordering'],
      },
    ),
    m(
      'payout-limits',
      'fact',
      'A single payout is capped at 50,000 EUR; larger amounts are split by the scheduler.',
      {
        files: ['internal/payouts/scheduler.go'],
        tags: ['payouts', 'limits'],
      },
    ),
    m(
      'sepa-cutoff',
      'fact',
      "SEPA batches are submitted at 14:00 CET; payouts created after the cutoff go into the next business day's batch.",
      {
        files: ['internal/sepa/batch.go'],
        tags: ['sepa', 'batch'],
      },
    ),
    m(
      'incident-dupe',
      'incident',
      'Incident 2026-01: a retried gRPC call created duplicate payouts; CreatePayout now requires an idempotency_key and the unique index enforces it.',
      {
        files: ['internal/payouts/create.go'],
        tags: ['idempotency', 'incident', 'payouts'],
      },
    ),
    m(
      'tests-table',
      'convention',
      'Tests are table-driven with t.Run subtests; use testify/require, not assert.',
      {
        tags: ['tests', 'testify'],
      },
    ),
    m(
      'tests-db',
      'convention',
      'Database tests run against a throwaway Postgres from dockertest in internal/testdb; each test gets its own schema.',
      {
        files: ['internal/testdb/testdb.go'],
        tags: ['tests', 'postgres'],
      },
    ),
    m(
      'lint-golangci',
      'convention',
      'golangci-lint must pass with the config in .golangci.yml before merge; do not add nolint comments without a reason.',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci'],
      },
    ),
    m(
      'proto-buf',
      'convention',
      'Protobuf files live in api/proto and are generated with buf generate; breaking changes are checked with buf breaking in CI.',
      {
        files: ['api/proto', 'buf.gen.yaml'],
        tags: ['protobuf', 'buf'],
      },
    ),
    m(
      'proto-fields',
      'constraint',
      'Never reuse or renumber a protobuf field number; reserve removed fields.',
      {
        tags: ['protobuf'],
      },
    ),
    m(
      'logging-slog',
      'decision',
      'We switched from zap to log/slog with a JSON handler to drop a dependency.',
      {
        tags: ['logging', 'slog'],
      },
    ),
    m(
      'metrics-prom',
      'convention',
      'Metrics are Prometheus counters/histograms registered in internal/metrics; names are prefixed payouts_.',
      {
        files: ['internal/metrics/metrics.go'],
        tags: ['metrics', 'prometheus'],
      },
    ),
    m(
      'config-env',
      'convention',
      'Configuration comes from environment variables parsed by envconfig into config.Config; no config files in the container.',
      {
        files: ['internal/config/config.go'],
        tags: ['config', 'env'],
      },
    ),
    m(
      'go-version',
      'fact',
      'The module targets Go 1.22 and uses the new ServeMux routing patterns for the health endpoints.',
      {
        tags: ['go'],
      },
    ),
    m(
      'pref-no-generics',
      'preference',
      'I prefer plain interfaces over generics unless a generic removes real duplication.',
      {},
    ),
    m(
      'pref-errors-msg',
      'preference',
      'Error messages are lowercase without trailing punctuation, the Go way.',
      {},
    ),
    m(
      'fx-rates',
      'fact',
      'FX rates come from the treasury service over gRPC and are cached for 60 seconds.',
      {
        files: ['internal/fx/client.go'],
        tags: ['fx', 'currency'],
      },
    ),
    m(
      'retries-backoff',
      'convention',
      'Outbound calls retry with exponential backoff and jitter via internal/retry, max 5 attempts, only on Unavailable and DeadlineExceeded.',
      {
        files: ['internal/retry/retry.go'],
        tags: ['retry', 'backoff'],
      },
    ),
    m('kafka-direct', 'fact', 'Handlers publish payout events straight to Kafka with the sarama producer.', {
      disputes: 'kafka-outbox',
      tags: ['kafka', 'sarama'],
    }),
    m(
      'grpc-gateway',
      'fact',
      'The REST API is served by grpc-gateway from the same proto definitions; REST paths are declared with google.api.http options.',
      { tags: ['grpc-gateway', 'rest'] },
    ),
    m(
      'health-checks',
      'fact',
      'Kubernetes probes hit /healthz (liveness) and /readyz (readiness, checks Postgres and Kafka).',
      { tags: ['health', 'kubernetes', 'probes'] },
    ),
    m(
      'merchant-kyc',
      'constraint',
      'Payouts to a merchant are blocked until its KYC status is verified; check merchant.KYCStatus before scheduling.',
      { files: ['internal/payouts/scheduler.go'], tags: ['kyc', 'merchants'] },
    ),
    m(
      'tracing-otel',
      'convention',
      'Tracing uses OpenTelemetry with the otelgrpc interceptors; start a span in every exported service method.',
      { tags: ['tracing', 'opentelemetry'] },
    ),
    m(
      'bank-adapters',
      'fact',
      'Each bank integration implements the bank.Adapter interface in internal/bank; the SEPA adapter is the only one in production.',
      { files: ['internal/bank/adapter.go'], tags: ['bank', 'adapters'] },
    ),
    m(
      'dep-updates',
      'workflow',
      'Renovate opens dependency PRs weekly; Go module updates are grouped into one PR.',
      { tags: ['renovate', 'dependencies'] },
    ),
    m('cand-grpc-timeout', 'convention', 'Set a 3 second deadline on every outbound gRPC call.', {
      candidate: true,
      tags: ['grpc', 'timeout'],
    }),
    m('cand-redis', 'decision', 'Use Redis to rate limit payouts per merchant.', {
      candidate: true,
      tags: ['redis', 'rate-limit'],
    }),
    m('cand-uuidv7', 'convention', 'Payout ids are UUIDv7.', { candidate: true, tags: ['uuid'] }),
    m(
      'secret-aws',
      'note',
      'ci uses AWS_ACCESS_KEY_ID=AKIAQ3EGVP7LZT2X4NWA and AWS_SECRET_ACCESS_KEY=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',
      {
        secret: 'AKIAQ3EGVP7LZT2X4NWA',
      },
    ),
    m('secret-token', 'note', 'the treasury service token: tsy_9f8e7d6c5b4a39281706f5e4d3c2b1a0', {
      secret: 'tsy_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
    }),
    m('secret-pass', 'note', 'password: PayoutsAdmin2026', { secret: 'PayoutsAdmin2026' }),
  ],
  sessions: [
    {
      id: 'payouts-session-1',
      age: 5,
      turns: [
        said('We decided to run the SEPA batch job as a Kubernetes CronJob instead of a goroutine ticker.', {
          key: 's-cronjob',
          type: 'decision',
        }),
        replied('I will update deploy/helm/templates/cronjob.yaml.'),
        said('Never log full IBANs; mask everything but the last four characters.', {
          key: 's-iban',
          type: 'constraint',
        }),
        said("Let's use goose for schema migrations because sqlc reads the same migration files.", {
          key: 's-goose',
          type: 'decision',
        }),
        replied('We could also use atlas for migrations if you want declarative schemas.'),
        said('no, goose is fine'),
      ],
    },
  ],
  prompts: [
    p('add a query to list payouts by merchant in internal/db/queries/payouts.sql', [
      'sqlc-regenerate',
      'db-pg',
    ]),
    p('the generated code in internal/db/gen doesnt compile after my change', ['sqlc-regenerate']),
    p('publish a PayoutFailed event when the bank rejects a payout', [
      'kafka-outbox',
      'kafka-direct',
      'kafka-keys',
    ]),
    p('events for the same merchant arrive out of order in the ledger consumer, why?', ['kafka-keys']),
    p('add a migration for a payout_notes table', ['s-goose']),
    p('make CreatePayout safe to retry', ['incident-dupe']),
    p('a merchant wants a 120k EUR payout, will that work?', ['payout-limits']),
    p('why did a payout created at 15:10 not go out today', ['sepa-cutoff']),
    p('add a field to the Payout message in api/proto/payouts.proto and remove the old memo field', [
      'proto-fields',
      'proto-buf',
    ]),
    p('write tests for the fx client @internal/fx/client.go', ['tests-table', 'fx-rates']),
    p('the handler panics on a nil merchant, fix it', ['no-panics']),
    p('add a prometheus metric for payout latency', ['metrics-prom']),
    p('where is payouts-svc deployed?', ['deploy-k8s']),
    p('log the IBAN when a payout fails so support can find it', ['s-iban']),
    p('move the SEPA batch ticker out of main.go', ['s-cronjob', 'sepa-cutoff']),
    p('add retries when the treasury service is unavailable', ['retries-backoff', 'fx-rates']),
    p('how do services authenticate to each other', ['auth-mtls']),
    p('whats the capital of australia', []),
    p('run go vet', []),
    p('convert amount to float64 so the json looks nicer', ['amount-int64']),
    p('schedule a payout for a merchant whose kyc is still pending', ['merchant-kyc']),
    p('add tracing to the CreatePayout handler pls', ['tracing-otel']),
    p('@internal/payouts/create.go add a currency check before insert', ['incident-dupe', 'amount-int64']),
    p('in internal/outbox/relay.go the relay sometimes sends twice, ideas?', ['kafka-outbox', 'kafka-keys']),
  ],
});
