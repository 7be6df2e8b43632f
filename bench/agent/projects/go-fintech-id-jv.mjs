// An Indonesian peer-to-peer lending (pindar) backend in Go: chi + sqlc + pgx, Kafka, Temporal disbursement and
// collection workflows, OJK reporting (Pusdafil, SLIK), Xendit/Midtrans repayments, BI-FAST disbursement over SNAP, GCP
// Jakarta. The team writes colloquial Indonesian and Javanese mixed with English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-fintech-id-jv',
  stack:
    'Go 1.23 (chi v5, sqlc, pgx v5, franz-go, Temporal Go SDK, oapi-codegen), PostgreSQL 16 (Cloud SQL), Kafka (Confluent Cloud), Temporal (self-hosted), Redis (Memorystore), Xendit + Midtrans, BI-FAST via bank SNAP API, OJK Pusdafil + SLIK reporting, GKE asia-southeast2 (Jakarta), Terraform, ArgoCD, GitHub Actions, testify + testcontainers-go',
  memories: [
    // --- Go / tooling ---
    m('go-121', 'fact', 'Go 1.21, module github.com/danaguyub/core, layout cmd/ + internal/', {
      fact: 'core | go_version | 1.21',
      files: ['go.mod'],
      age: 560,
      tags: ['go', 'version'],
    }),
    m(
      'go-123',
      'fact',
      'wis upgrade nang Go 1.23: range-over-func oleh dipakai, go.mod ana `toolchain go1.23.4`. Image CI lan Dockerfile nganggo golang:1.23-bookworm.',
      {
        fact: 'core | go_version | 1.23',
        supersedes: 'go-121',
        age: 120,
        files: ['go.mod', 'Dockerfile'],
        tags: ['go', 'version', 'toolchain'],
      },
    ),
    m('router-mux', 'fact', 'HTTP router pakai gorilla/mux, handler di internal/http/handlers', {
      fact: 'http | router | gorilla/mux',
      age: 600,
      files: ['internal/http/handlers'],
      tags: ['http', 'router', 'gorilla'],
    }),
    m(
      'router-chi',
      'decision',
      'Router pindah ke chi v5 (gorilla/mux sempat archived). Middleware standar: RequestID, RealIP, Recoverer, Timeout 30s, plus auth + idempotency kita sendiri di internal/http/mw.',
      {
        fact: 'http | router | chi',
        supersedes: 'router-mux',
        age: 380,
        files: ['internal/http/router.go', 'internal/http/mw'],
        tags: ['http', 'router', 'chi', 'middleware'],
      },
    ),
    m('db-gorm', 'fact', 'akses DB pakai GORM, model-model di internal/models, AutoMigrate pas startup', {
      fact: 'db access | via | GORM',
      age: 520,
      files: ['internal/models'],
      tags: ['db', 'gorm', 'orm'],
    }),
    m(
      'db-sqlc',
      'decision',
      'Ora nganggo GORM maneh. Query ditulis SQL di internal/db/queries/*.sql, generate pakai sqlc (sqlc.yaml, engine postgresql, sql_package pgx/v5), output internal/db/gen. Ojo nulis query string nang kode Go, lan ojo edit file hasil generate.',
      {
        fact: 'db access | via | sqlc + pgx',
        supersedes: 'db-gorm',
        age: 330,
        canonical: true,
        reason: 'query eksplisit, review SQL gampang, ora ana magic',
        files: ['sqlc.yaml', 'internal/db/queries', 'internal/db/gen'],
        tags: ['db', 'sqlc', 'pgx', 'gorm'],
      },
    ),
    m(
      'pgx-pool',
      'fact',
      'pgx v5 native (pgxpool), bukan database/sql. Config pool di internal/db/pool.go: MaxConns 20 per pod, koneksi lewat Cloud SQL Auth Proxy sidecar di 127.0.0.1:5432.',
      {
        files: ['internal/db/pool.go'],
        tags: ['pgx', 'pool', 'cloudsql', 'db'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migrasi pakai golang-migrate, file db/migrations/NNNNNN_nama.up.sql + .down.sql. Jalan sebagai Job Kubernetes (pre-sync hook ArgoCD) sebelum deploy, BUKAN dari app waktu startup.',
      {
        files: ['db/migrations'],
        tags: ['migrations', 'golang-migrate', 'db'],
      },
    ),
    m(
      'migrations-safe',
      'constraint',
      'Migrasi kudu backward compatible karo versi app sing lagi mlaku: tambah kolom nullable dulu, backfill, baru NOT NULL di release berikutnya. Index pakai CREATE INDEX CONCURRENTLY di file migrasi sendiri (tanpa transaksi).',
      {
        files: ['db/migrations'],
        tags: ['migrations', 'postgres', 'zero-downtime'],
      },
    ),
    m('logging-logrus', 'convention', 'logging pakai logrus dengan JSONFormatter, field loan_id wajib', {
      age: 450,
      tags: ['logging', 'logrus'],
    }),
    m(
      'logging-slog',
      'convention',
      'Logging saiki log/slog (JSONHandler) saka stdlib; logger dijupuk saka context (logx.From(ctx)) ben otomatis ana request_id, loan_id, trace_id. logrus wis dibuang saka go.mod.',
      {
        supersedes: 'logging-logrus',
        age: 200,
        files: ['internal/logx'],
        tags: ['logging', 'slog', 'logrus'],
      },
    ),
    m(
      'errors',
      'convention',
      'Error di-wrap pakai fmt.Errorf("...: %w", err). Error domain di internal/domain/errs (ErrLoanNotFound, ErrLimitExceeded, ...) dan di-map ke HTTP status di satu tempat: internal/http/respond.go. Jangan pernah return err.Error() mentah ke client.',
      {
        files: ['internal/domain/errs', 'internal/http/respond.go'],
        tags: ['errors', 'http', 'go'],
      },
    ),
    m(
      'lint',
      'convention',
      'golangci-lint (.golangci.yml: errcheck, govet, staticcheck, gosec, revive, gofumpt). CI gagal kalau ada temuan; `//nolint:xxx` wajib ada komentar alasannya.',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci-lint', 'ci'],
      },
    ),
    m(
      'tests',
      'convention',
      'Test: testify + testcontainers-go (Postgres 16 dan Redpanda beneran di container) untuk integration test di *_integration_test.go dengan build tag `integration`. Unit test table-driven, t.Parallel() kalau aman.',
      {
        tags: ['tests', 'testify', 'testcontainers'],
      },
    ),
    m(
      'tests-temporal',
      'convention',
      'Workflow Temporal dites pakai testsuite.WorkflowTestSuite, activity di-mock. Saben ngubah workflow kudu ana replay test saka history JSON nang testdata/histories/ (worker.NewWorkflowReplayer).',
      {
        files: ['internal/workflows', 'testdata/histories'],
        tags: ['temporal', 'tests', 'replay'],
      },
    ),
    m(
      'ci',
      'fact',
      'CI GitHub Actions (.github/workflows/ci.yml): golangci-lint → unit → integration (testcontainers) → build image, push ke asia-southeast2-docker.pkg.dev/danaguyub/core.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'artifact-registry'],
      },
    ),
    m(
      'pr-review',
      'preference',
      'PR minimal 1 approve; sing nyentuh internal/ledger utawa internal/disbursement kudu 2 approve, salah sijine Mas Bayu.',
      {},
    ),
    m(
      'lang-code',
      'preference',
      'kode, nama variabel, komentar, commit message: English ya. ngobrol bebas campur Jawa/Indonesia',
      {},
    ),
    m(
      'owners',
      'fact',
      'Owner: ledger & disbursement Bayu Setiawan, repayment & payment gateway Rina Wulandari, laporan OJK Dimas Prasetyo, infra/GCP Gilang Nugroho, risk/scoring Sekar Ayuningtyas.',
      {
        tags: ['owners', 'team'],
      },
    ),
    // --- infra ---
    m('gcp-sg', 'fact', 'kabeh jalan nang GCP asia-southeast1 (Singapura): GKE + Cloud SQL + GCS', {
      fact: 'infra | region | asia-southeast1',
      age: 620,
      tags: ['gcp', 'region', 'infra'],
    }),
    m(
      'gcp-jkt',
      'decision',
      'Migrasi ke asia-southeast2 (Jakarta) wis rampung. Data pribadi borrower/lender kudu disimpen nang Indonesia (POJK + UU PDP), dadi ojo gawe resource nang region liya, termasuk bucket, backup, lan log sink.',
      {
        fact: 'infra | region | asia-southeast2',
        supersedes: 'gcp-sg',
        age: 400,
        canonical: true,
        reason: 'data residency OJK / UU PDP',
        files: ['infra/terraform'],
        tags: ['gcp', 'region', 'jakarta', 'data-residency'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Data pribadi (NIK, foto KTP, selfie, slip gaji, mutasi rekening) nggak boleh keluar Indonesia: jangan kirim ke API luar negeri (termasuk OCR/LLM SaaS) tanpa persetujuan DPO.',
      {
        canonical: true,
        tags: ['pdp', 'data-residency', 'pii', 'compliance'],
      },
    ),
    m(
      'secrets-gsm',
      'convention',
      'Secret ada di GCP Secret Manager, masuk ke pod lewat External Secrets Operator (ExternalSecret di deploy/k8s/<svc>/). Jangan commit .env, jangan taruh secret di ConfigMap atau values Helm.',
      {
        canonical: true,
        files: ['deploy/k8s'],
        tags: ['secrets', 'secret-manager', 'external-secrets', 'kubernetes'],
      },
    ),
    m(
      'deploy-argocd',
      'fact',
      'Deploy GitOps: ArgoCD sync dari repo infra-manifests; CI cuma bump image tag lewat PR otomatis. Staging auto-sync, prod sync manual sama on-call.',
      {
        tags: ['deploy', 'argocd', 'gitops'],
      },
    ),
    m(
      'terraform',
      'convention',
      'Infra GCP kabeh nang Terraform (infra/terraform), state nang GCS bucket dg-tf-state-jkt. Ora oleh click-ops nang console.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'gcp', 'infra'],
      },
    ),
    m(
      'cloudsql',
      'fact',
      'Cloud SQL Postgres 16, HA regional, 1 read replica khusus reporting (OJK, dashboard). Job laporan konek ke replica via DATABASE_REPORTING_URL.',
      {
        tags: ['cloudsql', 'postgres', 'replica', 'reporting'],
      },
    ),
    m(
      'observability',
      'fact',
      'OpenTelemetry → Cloud Trace, metrics Prometheus (Managed Prometheus), dashboard Grafana "Loan Lifecycle". Alert ke PagerDuty rotasi core-oncall.',
      {
        tags: ['otel', 'prometheus', 'grafana', 'alerting'],
      },
    ),
    m(
      'tz',
      'convention',
      'DB simpen timestamptz UTC. Cut-off bisnis (jatuh tempo, denda harian, laporan OJK) dihitung di Asia/Jakarta (WIB) pakai internal/clock. Ojo time.Now() langsung, inject clock.Clock biar bisa dites.',
      {
        files: ['internal/clock'],
        tags: ['timezone', 'wib', 'utc', 'clock'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'created_at kabeh wis WIB kok, timezone server Cloud SQL di-set Asia/Jakarta, dadi ra usah konversi',
      {
        disputes: 'tz',
        tags: ['timezone', 'cloudsql'],
      },
    ),
    m(
      'incident-tz',
      'incident',
      'Maret 2025: denda harian kena sehari lebih cepat untuk ~2.300 cicilan karena cron ngitung pakai UTC (00:00 UTC = 07:00 WIB). Fix: internal/clock pakai Asia/Jakarta untuk cut-off + test di internal/clock/cutoff_test.go.',
      {
        files: ['internal/clock/cutoff_test.go'],
        tags: ['incident', 'timezone', 'denda'],
      },
    ),
    // --- Kafka ---
    m(
      'mq-rabbit',
      'fact',
      'event antar service lewat RabbitMQ, exchange dg.events (topic), consumer pakai streadway/amqp',
      {
        fact: 'event bus | is | RabbitMQ',
        age: 500,
        tags: ['rabbitmq', 'events'],
      },
    ),
    m(
      'kafka',
      'decision',
      'Event bus sekarang Kafka (Confluent Cloud, cluster di GCP Jakarta), client franz-go. Nama topic <domain>.<event>.v<N>, contoh loan.disbursed.v1, repayment.received.v1. RabbitMQ sudah dimatikan.',
      {
        fact: 'event bus | is | Kafka',
        supersedes: 'mq-rabbit',
        age: 280,
        files: ['internal/events'],
        tags: ['kafka', 'events', 'franz-go', 'rabbitmq'],
      },
    ),
    m(
      'kafka-key',
      'convention',
      'Message key = loan_id biar urut per pinjaman. Payload protobuf (proto/ di-generate pakai buf), Schema Registry compatibility BACKWARD: field baru aja, jangan ganti nomor field.',
      {
        files: ['proto', 'buf.yaml'],
        tags: ['kafka', 'protobuf', 'schema-registry'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Consumer kudu idempotent: simpen event_id nang tabel processed_events (unique) ing transaksi sing padha karo efeke. Kafka at-least-once, pesen mesti iso dobel.',
      {
        reaffirm: 12,
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Publish event lewat transactional outbox (tabel outbox, relay di cmd/outbox-relay). Jangan produce langsung dari handler setelah commit.',
      {
        files: ['cmd/outbox-relay'],
        tags: ['kafka', 'outbox', 'events'],
      },
    ),
    m(
      'kafka-dlq',
      'convention',
      'Pesan yang gagal diproses 5x dipindah ke <topic>.dlq dengan header error; alert kalau DLQ > 0. Replay pakai cmd/dlq-replay, jangan di-skip diam-diam.',
      {
        files: ['cmd/dlq-replay'],
        tags: ['kafka', 'dlq', 'retry'],
      },
    ),
    m(
      'incident-kafka-lag',
      'incident',
      'Nov 2024 consumer repayment lag 3 jam: satu pesan protobuf rusak bikin consumer crash loop terus. Dari situ muncul aturan DLQ setelah 5x gagal.',
      {
        tags: ['incident', 'kafka', 'lag', 'repayment'],
      },
    ),
    // --- Temporal / disbursement ---
    m(
      'disb-goroutine',
      'fact',
      'pencairan jalan nang goroutine + retry loop (internal/disbursement/worker.go), status nang tabel disbursements',
      {
        age: 460,
        files: ['internal/disbursement/worker.go'],
        tags: ['disbursement', 'goroutine'],
      },
    ),
    m(
      'disb-temporal',
      'decision',
      'Disbursement sekarang Temporal workflow DisburseLoanWorkflow (internal/workflows/disburse): cek dana escrow lender → transfer BI-FAST → tunggu callback / poll status → posting ledger. Task queue "disbursement".',
      {
        supersedes: 'disb-goroutine',
        age: 260,
        canonical: true,
        reason: 'retry dan state yang durable setelah insiden transfer dobel',
        files: ['internal/workflows/disburse'],
        tags: ['temporal', 'disbursement', 'workflow'],
      },
    ),
    m(
      'temporal-determinism',
      'constraint',
      'Kode workflow kudu deterministik: ojo time.Now(), rand, goroutine biasa, iterasi map, utawa I/O langsung. Pakai workflow.Now, workflow.Go, workflow.SideEffect, activity. Ngubah logika workflow sing wis mlaku → workflow.GetVersion.',
      {
        canonical: true,
        reaffirm: 7,
        files: ['internal/workflows'],
        tags: ['temporal', 'determinism', 'workflow', 'versioning'],
      },
    ),
    m(
      'temporal-ns',
      'fact',
      'Temporal self-hosted di GKE (namespace k8s temporal), namespace Temporal dg-prod / dg-staging. Web UI temporal.internal.danaguyub.id lewat IAP.',
      {
        tags: ['temporal', 'gke', 'namespace'],
      },
    ),
    m(
      'temporal-activity-idem',
      'constraint',
      'Activity transfer BI-FAST kudu idempotent: partnerReferenceNo = disbursement_id (deterministik), dadi retry Temporal ora nggawe transfer dobel. Sebelum retry, inquiry status dulu.',
      {
        files: ['internal/workflows/disburse/activities.go'],
        tags: ['temporal', 'idempotent', 'bifast', 'activity'],
      },
    ),
    m(
      'incident-double-disb',
      'incident',
      'Agustus 2024: bank mitra timeout, goroutine retry ngirim transfer BI-FAST dua kali untuk 9 pinjaman (total Rp412 jt). Penyebab: partnerReferenceNo random per percobaan. Makanya pindah ke Temporal + reference deterministik.',
      {
        tags: ['incident', 'disbursement', 'bifast', 'retry'],
      },
    ),
    m(
      'collection-wf',
      'fact',
      'Reminder & penagihan jalan sebagai CollectionWorkflow per cicilan: reminder H-3, H-1, H0 via WhatsApp/SMS, lalu eskalasi DPD 1, 7, 30. Workflow di internal/workflows/collection.',
      {
        files: ['internal/workflows/collection'],
        tags: ['temporal', 'collection', 'penagihan', 'reminder'],
      },
    ),
    // --- pembayaran ---
    m(
      'skn-disb',
      'fact',
      'pencairan ke rekening borrower lewat SKN via BCA, batch jam 15.00, dana masuk H+1',
      {
        fact: 'disbursement | rail | SKN',
        age: 430,
        tags: ['disbursement', 'skn', 'bca'],
      },
    ),
    m(
      'bifast',
      'fact',
      'Pencairan saiki nganggo BI-FAST liwat API SNAP bank mitra (POST /v1.0/transfer-interbank), masuk dalam hitungan detik. Nama pemilik rekening dicek dulu via account inquiry (/v1.0/account-inquiry-external).',
      {
        fact: 'disbursement | rail | BI-FAST',
        supersedes: 'skn-disb',
        age: 300,
        files: ['internal/bank/snap'],
        tags: ['bifast', 'snap', 'disbursement', 'bank'],
      },
    ),
    m(
      'bifast-limit',
      'constraint',
      'BI-FAST maksimal Rp250.000.000 per transaksi. Di atas itu jangan dipecah jadi beberapa transfer: pakai RTGS lewat SNAP /v1.0/transfer-rtgs.',
      {
        tags: ['bifast', 'limit', 'rtgs'],
      },
    ),
    m(
      'bifast-limit-claim',
      'fact',
      'limit BI-FAST iku 100jt per transaksi, makane sing 150jt wingi ditolak bank',
      {
        disputes: 'bifast-limit',
        tags: ['bifast', 'limit'],
      },
    ),
    m(
      'snap-signature',
      'constraint',
      'SNAP BI: access token pakai signature asymmetric (SHA256withRSA), transaksi pakai HMAC-SHA512 dengan stringToSign = METHOD:path:accessToken:lowercase(hex(sha256(minify(body)))):timestamp. Body yang di-hash harus persis byte yang dikirim (minified).',
      {
        files: ['internal/bank/snap/signer.go'],
        tags: ['snap', 'signature', 'hmac', 'bank'],
      },
    ),
    m(
      'snap-timestamp',
      'constraint',
      'X-TIMESTAMP SNAP format ISO8601 dengan offset +07:00 (2025-03-01T10:00:00+07:00), bukan Z. Bank nolak kalau selisih > 5 menit.',
      {
        files: ['internal/bank/snap/signer.go'],
        tags: ['snap', 'timestamp', 'bank'],
      },
    ),
    m('va-midtrans', 'fact', 'pembayaran cicilan lewat VA Midtrans (BCA, BNI, Mandiri, Permata)', {
      fact: 'repayment VA | provider | Midtrans',
      age: 410,
      tags: ['midtrans', 'virtual-account', 'repayment'],
    }),
    m(
      'va-xendit',
      'decision',
      'VA untuk bayar cicilan pindah ke Xendit: fixed VA per borrower (reusable, nggak expired). Midtrans tinggal dipakai buat QRIS dan GoPay/ShopeePay.',
      {
        fact: 'repayment VA | provider | Xendit',
        supersedes: 'va-midtrans',
        age: 230,
        reason: 'fixed VA reusable dan fee per transaksi lebih murah',
        files: ['internal/payment/xendit'],
        tags: ['xendit', 'virtual-account', 'repayment', 'midtrans'],
      },
    ),
    m(
      'xendit-callback',
      'constraint',
      'Callback Xendit diverifikasi pakai header x-callback-token, dibandingkan constant-time (subtle.ConstantTimeCompare). Callback bisa dobel: dedupe by payment_id.',
      {
        files: ['internal/payment/xendit/callback.go'],
        tags: ['xendit', 'callback', 'webhook', 'security'],
      },
    ),
    m(
      'midtrans-notif',
      'constraint',
      'Notifikasi Midtrans: verifikasi signature_key = SHA512(order_id + status_code + gross_amount + ServerKey). Status dari redirect/frontend ojo dipercaya — cek ulang GET /v2/{order_id}/status.',
      {
        files: ['internal/payment/midtrans/notification.go'],
        tags: ['midtrans', 'notification', 'signature', 'qris'],
      },
    ),
    m(
      'repayment-alloc',
      'constraint',
      'Alokasi pembayaran: denda → manfaat ekonomi (bunga) → pokok, cicilan paling lama dulu. Lebih bayar masuk saldo borrower, bukan auto-refund.',
      {
        files: ['internal/repayment/allocate.go'],
        tags: ['repayment', 'alokasi', 'denda', 'ledger'],
      },
    ),
    m(
      'amount-int',
      'constraint',
      'Nominal rupiah disimpan int64 (rupiah utuh, tanpa sen). Ojo float64. Hitungan bunga harian pakai shopspring/decimal, dibulatkan ke bawah per hari.',
      {
        canonical: true,
        reaffirm: 11,
        tags: ['money', 'rupiah', 'int64', 'decimal'],
      },
    ),
    m('fee-5', 'fact', 'biaya platform 5% dari pokok, dipotong pas pencairan', {
      age: 300,
      tags: ['fee', 'biaya-platform'],
    }),
    m(
      'fee-3',
      'fact',
      'biaya platform: 3% dari pokok (dipotong saat cair), dan ikut dihitung nang batas manfaat ekonomi. Config nang internal/pricing/fees.go.',
      {
        supersedes: 'fee-5',
        age: 100,
        files: ['internal/pricing/fees.go'],
        tags: ['fee', 'biaya-platform', 'pricing'],
      },
    ),
    // --- regulasi OJK ---
    m(
      'cap-03',
      'constraint',
      'SEOJK 19/2023: manfaat ekonomi pinjaman konsumtif maksimal 0,3% per hari mulai 2024 (bunga + fee + biaya lain).',
      {
        age: 450,
        files: ['internal/pricing/caps.go'],
        tags: ['ojk', 'manfaat-ekonomi', 'bunga', 'cap'],
      },
    ),
    m(
      'cap-02',
      'constraint',
      'Batas manfaat ekonomi 2025: konsumtif 0,2% per hari, produktif 0,1% per hari (termasuk biaya platform). Satu-satunya sumber angka: internal/pricing/caps.go, jangan hardcode di tempat lain.',
      {
        supersedes: 'cap-03',
        age: 150,
        canonical: true,
        files: ['internal/pricing/caps.go'],
        tags: ['ojk', 'manfaat-ekonomi', 'bunga', 'cap', 'pricing'],
      },
    ),
    m(
      'denda-cap',
      'constraint',
      'Denda telat ikut batas harian yang sama dengan manfaat ekonomi, dan total manfaat ekonomi + denda maksimal 100% dari pokok. Lewat itu denda berhenti dihitung.',
      {
        files: ['internal/pricing/penalty.go'],
        tags: ['denda', 'ojk', 'cap'],
      },
    ),
    m(
      'max-platform',
      'constraint',
      'Borrower maksimal punya pinjaman aktif di 3 platform pindar (termasuk kita). Cek FDC sebelum approve; kalau di platform lain sudah ≥3 → reject dengan reason FDC_MAX_PLATFORM.',
      {
        files: ['internal/risk/fdc'],
        tags: ['fdc', 'ojk', 'underwriting'],
      },
    ),
    m('max-platform-claim', 'fact', 'kata Dimas saiki maksimal 2 platform wae, ora 3', {
      disputes: 'max-platform',
      tags: ['fdc', 'ojk'],
    }),
    m(
      'fdc-api',
      'fact',
      'FDC (Fintech Data Center, AFPI) diakses via API inquiry by NIK, hasilnya di-cache 24 jam di tabel fdc_inquiries. Jangan inquiry ulang tiap klik, ada biaya per hit.',
      {
        files: ['internal/risk/fdc/client.go'],
        tags: ['fdc', 'afpi', 'cache'],
      },
    ),
    m(
      'pusdafil-daily',
      'convention',
      'laporan Pusdafil dikirim tiap hari jam 23:00 WIB, isinya semua transaksi hari itu (cron k8s ojk-pusdafil)',
      {
        age: 350,
        tags: ['ojk', 'pusdafil', 'reporting'],
      },
    ),
    m(
      'pusdafil-rt',
      'convention',
      'Pusdafil saiki near real-time: saben event pinjaman (pengajuan, pencairan, pembayaran, pelunasan) kudu dikirim maksimal 1 jam setelah kejadian lewat PusdafilReportWorkflow (Temporal schedule tiap 15 menit). Batch jam 23:00 wis dipateni.',
      {
        supersedes: 'pusdafil-daily',
        age: 110,
        files: ['internal/ojk/pusdafil', 'internal/workflows/pusdafil'],
        tags: ['ojk', 'pusdafil', 'reporting', 'temporal'],
      },
    ),
    m(
      'slik',
      'constraint',
      'Laporan SLIK OJK bulanan, paling lambat tanggal 12 bulan berikutnya. Kolektibilitas dari DPD: 1 lancar (0), 2 DPK (1–90), 5 macet (>90).',
      {
        files: ['internal/ojk/slik'],
        tags: ['ojk', 'slik', 'reporting', 'kolektibilitas'],
      },
    ),
    m(
      'kyc',
      'constraint',
      'e-KYC wajib sebelum pengajuan: NIK dicek ke Dukcapil via VIDA, selfie liveness + face match ≥ 0.80. Tanpa KYC lolos nggak boleh ada pencairan.',
      {
        files: ['internal/kyc'],
        tags: ['kyc', 'dukcapil', 'vida', 'onboarding'],
      },
    ),
    m(
      'tte',
      'fact',
      'Perjanjian pinjaman ditandatangani pakai TTE tersertifikasi (Privy). PDF disimpan di GCS bucket dg-agreements-jkt (retention lock 10 tahun).',
      {
        tags: ['privy', 'tte', 'perjanjian', 'gcs'],
      },
    ),
    m(
      'collection-hours',
      'constraint',
      'Penagihan (telpon/WA/SMS) cuma jam 08.00–20.00 waktu lokal borrower. Nggak boleh ngancam, nggak boleh hubungi kontak darurat selain untuk konfirmasi alamat. CollectionWorkflow cek zona waktu dari kota KTP (WIB/WITA/WIT).',
      {
        canonical: true,
        files: ['internal/workflows/collection'],
        tags: ['collection', 'penagihan', 'ojk', 'timezone'],
      },
    ),
    m('collection-claim', 'fact', 'penagihan oleh nganti jam 21.00 kok, sing penting ora dina Minggu', {
      disputes: 'collection-hours',
      tags: ['collection', 'penagihan'],
    }),
    m(
      'lender-escrow',
      'constraint',
      'Dana lender ada di rekening escrow (VA per lender) di bank mitra, nggak boleh dicampur rekening operasional. Pencairan cuma boleh dari escrow.',
      {
        tags: ['escrow', 'lender', 'ojk', 'ledger'],
      },
    ),
    m('max-loan-2m', 'constraint', 'maksimum pendanaan produktif Rp2 miliar per borrower', {
      age: 380,
      files: ['internal/risk/limits.go'],
      tags: ['limit', 'produktif', 'ojk'],
    }),
    m(
      'max-loan-5m',
      'constraint',
      'Limit pendanaan produktif per borrower sekarang Rp5 miliar (POJK 40/2024), hanya untuk borrower skor A/B. Angkanya di internal/risk/limits.go.',
      {
        supersedes: 'max-loan-2m',
        age: 90,
        files: ['internal/risk/limits.go'],
        tags: ['limit', 'produktif', 'ojk', 'scoring'],
      },
    ),
    m(
      'dpd',
      'convention',
      'DPD dihitung dari due_date jam 23:59:59 WIB. TKB90 (tingkat keberhasilan bayar) dihitung harian dan tampil di website, jangan diubah rumusnya tanpa Dimas.',
      {
        files: ['internal/loan/dpd.go'],
        tags: ['dpd', 'tkb90', 'ojk'],
      },
    ),
    m(
      'scoring',
      'fact',
      'Credit scoring: model LightGBM di service risk-scorer (Python, gRPC), dipanggil lewat internal/risk/scorer. Timeout 2s; kalau gagal → reject dengan reason SCORER_UNAVAILABLE, bukan approve.',
      {
        files: ['internal/risk/scorer'],
        tags: ['scoring', 'grpc', 'risk'],
      },
    ),
    // --- API / keamanan ---
    m(
      'api-versioning',
      'convention',
      'API publik (app mobile) di /api/v1, spec di api/openapi.yaml, server stub di-generate pakai oapi-codegen (strict server). Breaking change → /api/v2, v1 nggak diubah.',
      {
        files: ['api/openapi.yaml'],
        tags: ['api', 'openapi', 'versioning', 'oapi-codegen'],
      },
    ),
    m(
      'idempotency-key',
      'constraint',
      'Semua POST yang mindahin duit (ajukan pinjaman, top-up lender, withdraw, bayar) wajib header Idempotency-Key; disimpan 24 jam di Redis, request kedua dapat response yang sama.',
      {
        files: ['internal/http/mw/idempotency.go'],
        tags: ['idempotency', 'api', 'redis'],
      },
    ),
    m('idempotency-claim', 'fact', 'Xendit wis idempotent dhewe, endpoint top-up ra perlu Idempotency-Key', {
      disputes: 'idempotency-key',
      tags: ['idempotency', 'xendit'],
    }),
    m(
      'redis',
      'fact',
      'Memorystore Redis 7 untuk rate limit, idempotency key, dan session OTP. Bukan untuk data yang harus durable.',
      {
        tags: ['redis', 'memorystore'],
      },
    ),
    m(
      'otp-limit',
      'constraint',
      'OTP SMS maksimal 3x per 10 menit per nomor dan 10x per hari; lewat itu balikin 429 dengan retry_after.',
      {
        files: ['internal/auth/otp'],
        tags: ['otp', 'rate-limit', 'sms'],
      },
    ),
    m(
      'pii-log',
      'constraint',
      'Ojo nge-log NIK, nomor rekening, nomor HP lengkap, utawa URL foto KTP. Pakai masking internal/pii (NIK → 3201********0004). Berlaku juga nang Kafka payload sing mlebu log lan span attribute.',
      {
        canonical: true,
        files: ['internal/pii'],
        tags: ['pii', 'logging', 'nik', 'security'],
      },
    ),
    m(
      'unleash',
      'fact',
      'Feature flag pakai Unleash self-hosted (unleash.internal.danaguyub.id), SDK unleash-client-go.',
      {
        tags: ['feature-flags', 'unleash'],
      },
    ),
    m(
      'notif-wa',
      'fact',
      'WhatsApp lewat BSP Qontak (template wajib approved Meta), fallback SMS via Zenziva kalau WA gagal terkirim 10 menit.',
      {
        files: ['internal/notify'],
        tags: ['whatsapp', 'sms', 'notifikasi'],
      },
    ),
    // --- catatan, stale, non-secret ---
    m('bastion-sg', 'note', 'akses DB staging lewat bastion ssh dg-bastion-sg (Singapura), user deploy', {
      age: 700,
      tags: ['bastion', 'staging', 'ssh'],
    }),
    m(
      'env-example',
      'note',
      'Buat lokal: cp .env.example .env, isi XENDIT_SECRET_KEY=<your-key> dan MIDTRANS_SERVER_KEY=<your-key> pakai key sandbox dari dashboard masing-masing. .env udah di .gitignore.',
      {
        files: ['.env.example'],
        tags: ['env', 'local', 'sandbox'],
      },
    ),
    m(
      'local-compose',
      'note',
      'docker-compose lokal: postgres 16 (POSTGRES_PASSWORD=changeme), redpanda, redis. Temporal pakai `temporal server start-dev`. make dev nyalain kabeh.',
      {
        files: ['docker-compose.yml', 'Makefile'],
        tags: ['docker', 'local', 'temporal'],
      },
    ),
    m(
      'db-rotation',
      'note',
      'password DB prod dirotasi otomatis tiap 90 hari lewat Secret Manager rotation. Nek app error "password authentication failed", restart pod ben ESO narik versi anyar — ojo takon passworde nang Slack.',
      {
        tags: ['secrets', 'rotation', 'cloudsql'],
      },
    ),
    // --- kandidat ---
    m('cand-nats', 'decision', 'Ganti Kafka ke NATS JetStream biar lebih murah.', {
      candidate: true,
      tags: ['kafka', 'nats'],
    }),
    m('cand-ent', 'decision', 'Pakai ent untuk query yang kompleks, sqlc untuk yang simpel.', {
      candidate: true,
      tags: ['ent', 'sqlc'],
    }),
    m(
      'cand-auto-restructure',
      'decision',
      'Restrukturisasi otomatis (perpanjang tenor) kalau DPD > 30 tanpa persetujuan borrower.',
      {
        candidate: true,
        tags: ['restrukturisasi', 'collection'],
      },
    ),
    // --- kredensial (harus ditolak) ---
    m(
      'secret-xendit',
      'note',
      '.env prod sing tak pake kemarin:\nXENDIT_SECRET_KEY=xnd_production_Qm8Zt2LwP4vR9xKc7Yh3Nj6Bf1Ds5Ga0UeLp2\nXENDIT_CALLBACK_TOKEN=${XENDIT_CALLBACK_TOKEN}',
      {
        secret: 'xnd_production_Qm8Zt2LwP4vR9xKc7Yh3Nj6Bf1Ds5Ga0UeLp2',
      },
    ),
    m(
      'secret-midtrans',
      'note',
      'server key midtrans prod: Mid-server-Hk7pQ2xW9zL4vR8tN3bY6cJ1, jangan disebar ya',
      {
        secret: 'Mid-server-Hk7pQ2xW9zL4vR8tN3bY6cJ1',
      },
    ),
    m(
      'secret-dsn',
      'note',
      'DSN reporting buat Metabase: postgres://ojk_reporter:Pusd4fil!Jkt2025@10.52.0.7:5432/danaguyub?sslmode=require',
      {
        secret: 'Pusd4fil!Jkt2025',
      },
    ),
    m(
      'secret-pusdafil',
      'note',
      'passwordnya akun Pusdafil prod (user DG_PUSDAFIL01) Ojk#Lapor2025!Dg, sing nyimpen Dimas',
      {
        secret: 'Ojk#Lapor2025!Dg',
      },
    ),
    m(
      'secret-temporal-ui',
      'note',
      'sandine admin Temporal UI (basic auth lawas): Gudeg-Manggar-88, ojo disebar',
      {
        secret: 'Gudeg-Manggar-88',
      },
    ),
    m(
      'secret-kafka',
      'note',
      'confluent api key buat consumer repayment: key 7QXKMZP3LRT2WV9N, secret cflt9XqP2mR7vK4wZ8nB3yH6jL1sD5fGa0eUc2Tq',
      {
        secret: 'cflt9XqP2mR7vK4wZ8nB3yH6jL1sD5fGa0eUc2Tq',
      },
    ),
    m(
      'secret-snap',
      'note',
      'SNAP bank mitra prod → client id DGUYUB-PRD-01, client secret 9f3c7a1e5b8d2f4a6c0e7b9d1f3a5c8e2b4d6f8a',
      {
        secret: '9f3c7a1e5b8d2f4a6c0e7b9d1f3a5c8e2b4d6f8a',
      },
    ),
    m(
      'secret-gcp-sa',
      'note',
      'key SA reporting (jaga-jaga):\n"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC9xQm2vT7kLp4Rz8NwYd3Jq\\n..."',
      {
        secret: 'MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC9xQm2vT7kLp4Rz8NwYd3Jq',
      },
    ),
  ],
  sessions: [
    {
      id: 'dg-session-disbursement',
      age: 22,
      turns: [
        said('pagi mas. aku lagi nyekel internal/workflows/disburse, kok retry-ne aneh yo pas bank timeout'),
        replied(
          'Activity TransferBIFAST punya RetryPolicy MaximumAttempts 0 (tak terbatas) dan tidak inquiry status sebelum retry.',
        ),
        said('waduh. yowis, mengko tak benahi bareng. saiki ana sing luwih penting'),
        said(
          'Aturan anyar: pencairan di atas Rp50 juta kudu ditahan nang status PENDING_REVIEW lan di-approve manual karo tim ops (signal ApproveDisbursement nang workflow). Ora oleh langsung transfer.',
          {
            key: 's-disb-review-50m',
            type: 'constraint',
          },
        ),
        replied(
          'Karena ada workflow yang sedang berjalan, saya bungkus perubahannya dengan workflow.GetVersion?',
        ),
        said('iyo kudu. ojo lali replay test-e.'),
        replied('Siap, saya tambahkan history dari staging ke testdata/histories.'),
        said('sementara aja, threshold-e hardcode sik nang workflow, mengko tak pindah nang config'),
        replied('Oke, 50_000_000 sebagai konstanta di disburse/workflow.go untuk sekarang.'),
        said('PIN token bank mitra kanggo approve transfer manual: 739104, nek butuh', {
          secret: '739104',
        }),
        replied(
          'Saya tidak akan menyimpan PIN; approval manual sebaiknya tetap dilakukan ops di portal bank.',
        ),
        said(
          'Keputusan: nama pemilik rekening tujuan kudu cocok karo nama KTP borrower (fuzzy match Jaro-Winkler ≥ 0.90 nang internal/disbursement/namematch). Nek ora cocok, pencairan gagal. Ora oleh transfer nang rekening wong liya.',
          {
            key: 's-name-match',
            type: 'decision',
          },
        ),
        replied('Kalau tidak cocok, apakah borrower bisa ganti rekening dari app?'),
        said('iso, tapi kudu KYC ulang rekeninge. wis ya, aku arep ngopi sik'),
      ],
    },
    {
      id: 'dg-session-repayment',
      age: 16,
      turns: [
        said(
          'halo, mau nanya soal callback Xendit yang dobel kemarin sore, kok saldo borrower ke-credit dua kali?',
        ),
        replied(
          'Dedupe saat ini pakai external_id, sementara callback kedua punya external_id yang sama tapi dicek sebelum transaksi commit.',
        ),
        said('oke, fix dong pake payment_id di dalam transaksi yang sama'),
        replied('Sudah, unique index di payments(provider, payment_id) dan insert di transaksi yang sama.'),
        said(
          'Mulai sekarang semua callback payment gateway (Xendit, Midtrans) disimpan mentah dulu di tabel pg_callbacks (raw body + header + received_at) sebelum diproses, buat audit dan replay.',
          {
            key: 's-raw-callbacks',
            type: 'convention',
          },
        ),
        replied('Perlu sekalian saya tambahkan auto-refund untuk kelebihan bayar?'),
        said('nggak, lebih bayar tetep masuk saldo. jangan auto-refund.'),
        said(
          'oh iya, ini server key sandbox Midtrans-nya: SB-Mid-server-Xq4Lk8Pz2Vn7Rt1Wm5Yc9Hb, pake aja buat test',
          {
            secret: 'SB-Mid-server-Xq4Lk8Pz2Vn7Rt1Wm5Yc9Hb',
          },
        ),
        replied(
          'Lebih aman taruh di .env lokal dan di Secret Manager untuk staging; saya tidak simpan di kode.',
        ),
        said(
          'Pembayaran diakui pakai paid_at dari payment gateway, bukan waktu callback kita terima. Jadi kalau callback-nya telat masuk, denda nggak boleh kena.',
          {
            key: 's-paid-at-source',
            type: 'constraint',
          },
        ),
        replied('Noted, allocate() sekarang pakai paid_at dari payload sebagai tanggal efektif.'),
        said('eh makan siang dulu ya, nanti lanjut review PR-nya'),
      ],
    },
    {
      id: 'dg-session-ojk',
      age: 10,
      turns: [
        said('mas, Pusdafil nolak 200 record semalem, error-e "tgl_jatuh_tempo invalid format"'),
        replied('Mapper mengirim tanggal sebagai RFC3339 lengkap dengan jam dan offset.'),
        said(
          'Format tanggal ke Pusdafil wajib YYYY-MM-DD WIB, ojo RFC3339 karo jam. Mapper-e nang internal/ojk/pusdafil/mapper.go, ojo diformat nang tempat liya.',
          {
            key: 's-pusdafil-date',
            type: 'convention',
          },
        ),
        replied('Saya bisa bikin script SQL untuk langsung membetulkan 200 record itu di tabel laporan.'),
        said(
          'ojo! Data laporan OJK ora oleh diubah manual nang DB. Nek ana koreksi, kirim record koreksi liwat flow resmi (jenis laporan koreksi), ben audit trail-e jelas.',
          {
            key: 's-ojk-no-manual-fix',
            type: 'constraint',
          },
        ),
        replied('Oke, saya buat batch koreksi lewat PusdafilCorrectionWorkflow.'),
        said('passwordnya akun Pusdafil staging: Stg-Pusdafil#441 nek kowe butuh login portal', {
          secret: 'Stg-Pusdafil#441',
        }),
        replied('Tidak saya simpan; untuk staging kita pakai secret dari Secret Manager.'),
        said(
          'btw laporan SLIK bulanan saiki dadi Temporal schedule tanggal 5 jam 02:00 WIB, dudu CronJob k8s maneh. CronJob-e wis tak busak.',
          {
            key: 's-slik-schedule',
            type: 'decision',
          },
        ),
        said('wis, matur nuwun ya'),
      ],
    },
    {
      id: 'dg-session-infra',
      age: 6,
      turns: [
        said('yo, piye kabare? cluster staging lagi upgrade GKE 1.30, rada lemot'),
        replied('Node pool staging-default sedang surge upgrade, dua node masih cordoned.'),
        said(
          'Kabeh service anyar kudu nganggo Workload Identity, ora oleh JSON key service account maneh. Nek nemu key JSON nang repo utawa secret, revoke.',
          {
            key: 's-workload-identity',
            type: 'constraint',
          },
        ),
        said('iki token github-ku kanggo runner self-hosted sik: ghp_R7kLm2Qx9Vt4Wz8Nb3Yp6Hc1Jd5Fg0Su2EaX', {
          secret: 'ghp_R7kLm2Qx9Vt4Wz8Nb3Yp6Hc1Jd5Fg0Su2EaX',
        }),
        replied('Lebih baik pakai GitHub App untuk runner; token pribadi tidak saya simpan.'),
        said(
          'Saben Deployment kudu ana requests & limits CPU/memory, lan PodDisruptionBudget minAvailable 1 kanggo service prod.',
          {
            key: 's-k8s-resources',
            type: 'convention',
          },
        ),
        replied('Mau saya pasang HPA juga untuk semua service sekalian?'),
        said('engko wae, dudu saiki'),
        said('ayo ngopi'),
      ],
    },
    {
      id: 'dg-session-onboarding',
      age: 3,
      turns: [
        said('hi, Sekar here. Andi mulai minggu ini di tim backend, tolong bantu dia ya'),
        replied('Siap. Dia mulai dari endpoint apa?'),
        said('GET /api/v1/loans/{id}/schedule. tapi ada aturan dulu'),
        said(
          'Rule of thumb: handlers are thin — parse/validate, call a service in internal/<domain>/service.go, map errors. No SQL or business logic in handlers.',
          {
            key: 's-thin-handlers',
            type: 'convention',
          },
        ),
        said(
          'Every new public endpoint goes into api/openapi.yaml first, then regenerate with oapi-codegen. No hand-written chi routes for the public API.',
          {
            key: 's-openapi-first',
            type: 'convention',
          },
        ),
        replied('Understood. Should the schedule include the penalty projection?'),
        said('nggak usah dulu, sementara aja tampilkan pokok dan bunga'),
        said('oh dan passwordnya Unleash admin: Unl3ash-DG!2024 kalau Andi mau toggle flag', {
          secret: 'Unl3ash-DG!2024',
        }),
        replied('Andi bisa minta akses Unleash lewat SSO; password tidak saya simpan.'),
        said('oke makasih, good luck Andi'),
      ],
    },
  ],
  prompts: [
    // disbursement / Temporal
    p(
      '@internal/workflows/disburse/workflow.go retry pas bank timeout nggawe transfer dobel ora? tolong cek',
      ['temporal-activity-idem', 'incident-double-disb', 'disb-temporal'],
    ),
    p('tambahin step approval manual buat pencairan gede di DisburseLoanWorkflow', [
      's-disb-review-50m',
      'temporal-determinism',
      'tests-temporal',
    ]),
    p('pencairan Rp75 juta langsung ketransfer tanpa review, kok bisa?', ['s-disb-review-50m']),
    p('workflow disbursement pake time.Now() buat bikin timestamp SNAP, aman nggak?', [
      'temporal-determinism',
      'snap-timestamp',
    ]),
    p('aku arep nambah activity kirim notif WA sawise pencairan, ngubah workflow sing lagi mlaku piye?', [
      'temporal-determinism',
      'tests-temporal',
      'notif-wa',
    ]),
    p('replay test DisburseLoanWorkflow gagal "nondeterministic workflow", kenapa?', [
      'temporal-determinism',
      'tests-temporal',
    ]),
    p('pencairan masih pake goroutine di internal/disbursement/worker.go ya?', ['disb-temporal']),
    p('nama rekening tujuan beda sama nama KTP borrower, boleh tetep cair?', ['s-name-match']),
    p('bikin package internal/disbursement/namematch', ['s-name-match']),
    p('borrower mau ganti rekening tujuan pencairan dari app', ['s-name-match', 'kyc', 'pii-log']),
    p('transfer BI-FAST Rp300 juta ditolak bank, dipecah dua aja ya?', [
      'bifast-limit',
      'bifast-limit-claim',
    ]),
    p('limit BI-FAST per transaksi berapa sih?', ['bifast-limit', 'bifast-limit-claim']),
    p('pencairan masih lewat SKN BCA ya? borrower komplain dana masuk besok', ['bifast']),
    p('tambahin account inquiry sebelum transfer', ['bifast', 's-name-match']),
    p('SNAP balikin 401 "Unauthorized. Signature" buat transfer-interbank', [
      'snap-signature',
      'snap-timestamp',
    ]),
    p('@internal/bank/snap/signer.go body-ne tak format pake json.MarshalIndent ben gampang dibaca', [
      'snap-signature',
    ]),
    p('X-TIMESTAMP kita kirim 2025-05-01T03:00:00Z, bank nolak', ['snap-timestamp']),
    p('temporal UI alamate ngendi? namespace prod apa?', ['temporal-ns']),
    p('pencairan harus dari rekening operasional dulu biar cepet, terus diganti dari escrow', [
      'lender-escrow',
    ]),
    p('bikin activity cek saldo escrow lender sebelum transfer', [
      'lender-escrow',
      'disb-temporal',
      'amount-int',
    ]),
    // repayment / payment gateway
    p('callback Xendit masuk dua kali, saldo borrower ke-credit dobel', [
      'xendit-callback',
      'kafka-idempotent',
      's-raw-callbacks',
    ]),
    p('bikin handler callback Xendit VA paid', [
      'xendit-callback',
      's-raw-callbacks',
      's-paid-at-source',
      'repayment-alloc',
      's-thin-handlers',
    ]),
    p('verifikasi notifikasi Midtrans QRIS', ['midtrans-notif', 's-raw-callbacks']),
    p('status pembayaran dari redirect Midtrans udah "settlement", langsung update aja ya', [
      'midtrans-notif',
    ]),
    p('VA buat bayar cicilan itu dari Midtrans atau Xendit sekarang?', ['va-xendit']),
    p('borrower nanya nomor VA-nya ganti tiap bulan nggak?', ['va-xendit']),
    p('tambahin pembayaran GoPay buat cicilan', ['va-xendit', 'midtrans-notif']),
    p('borrower bayar lebih Rp50rb, refund otomatis ke rekeningnya dong', ['repayment-alloc']),
    p('@internal/repayment/allocate.go urutan alokasi bayar yang bener gimana?', ['repayment-alloc']),
    p('callback telat 2 jam, borrower bayar sebelum jatuh tempo tapi kena denda', [
      's-paid-at-source',
      'tz',
      'dpd',
    ]),
    p('callback Xendit langsung diproses, raw body-ne ora disimpen. perlu ora?', ['s-raw-callbacks']),
    p('verifikasi x-callback-token pake == aja cukup kan?', ['xendit-callback']),
    p('hitung bunga harian pinjaman 12 juta tenor 90 hari', ['cap-02', 'amount-int', 'fee-3']),
    p('nominal pinjaman di struct Loan pake float64 biar gampang', ['amount-int']),
    p('biaya platform berapa persen sekarang?', ['fee-3']),
    p('fee platform 5% kan? buat simulasi di app', ['fee-3']),
    // regulasi
    p('batas bunga harian konsumtif sekarang berapa? 0,3%?', ['cap-02']),
    p('@internal/pricing/caps.go update batas manfaat ekonomi produktif', ['cap-02', 'fee-3']),
    p('aku hardcode 0.002 nang internal/loan/simulate.go, ora popo to?', ['cap-02']),
    p('denda terus jalan walaupun udah 120 hari telat, bener nggak?', ['denda-cap', 'cap-02']),
    p('@internal/pricing/penalty.go denda-ne kudu mandheg kapan?', ['denda-cap']),
    p('borrower punya pinjaman aktif di 3 platform lain, boleh approve?', [
      'max-platform',
      'max-platform-claim',
      'fdc-api',
    ]),
    p('cek FDC tiap kali user buka halaman pengajuan', ['fdc-api']),
    p('limit pendanaan produktif maksimal berapa per borrower?', ['max-loan-5m']),
    p('UMKM skor C minta pinjaman produktif Rp4 M, bisa?', ['max-loan-5m', 'scoring']),
    p('laporan Pusdafil masih batch jam 11 malam?', ['pusdafil-rt']),
    p('pencairan jam 10 pagi belum masuk Pusdafil sampai jam 1 siang, telat nggak?', ['pusdafil-rt']),
    p('Pusdafil nolak record dengan "tgl_jatuh_tempo invalid format"', ['s-pusdafil-date']),
    p('ada 50 record Pusdafil salah nominal, update langsung di tabel ojk_reports aja ya', [
      's-ojk-no-manual-fix',
    ]),
    p('@internal/ojk/pusdafil/mapper.go tambahin field tgl_pelunasan', ['s-pusdafil-date', 'tz']),
    p('SLIK bulanan itu dijalankan pakai CronJob k8s kan?', ['s-slik-schedule']),
    p('deadline SLIK tanggal berapa? dan kolektibilitas DPD 95 masuk apa?', ['slik', 'dpd']),
    p('kolektibilitas 2 itu DPD berapa sampai berapa?', ['slik']),
    p('query laporan OJK berat banget, jalan di primary', ['cloudsql']),
    p('kirim foto KTP ke API OCR luar negeri biar akurat', ['data-residency']),
    p('pakai LLM API (US region) buat ngerangkum slip gaji borrower', ['data-residency']),
    p('bikin bucket GCS buat backup di asia-southeast1 biar murah', ['gcp-jkt', 'terraform']),
    p('region GKE prod kita di mana?', ['gcp-jkt']),
    p('e-KYC lolos liveness tapi face match 0.75, lanjut?', ['kyc']),
    p('skip KYC buat borrower repeat order biar cepet cair', ['kyc']),
    p('PDF perjanjian pinjaman disimpen di mana? ada yang minta dihapus', ['tte']),
    p('collection workflow kirim WA jam 20.30 ke borrower di Makassar', [
      'collection-hours',
      'collection-claim',
      'collection-wf',
    ]),
    p('penagihan boleh jam berapa aja sih?', ['collection-hours', 'collection-claim']),
    p('tambah reminder H-7 di CollectionWorkflow', [
      'collection-wf',
      'temporal-determinism',
      'tests-temporal',
    ]),
    p('collection agent mau telpon kontak darurat tiap hari', ['collection-hours']),
    p('TKB90 di website turun, rumusnya aku ubah dikit ya biar bagus', ['dpd']),
    p('DPD dihitung mulai jam berapa dari due date?', ['dpd', 'tz']),
    // DB / Go
    p('bikin query baru buat list cicilan overdue', ['db-sqlc', 'tz']),
    p('@internal/db/gen/loans.sql.go aku edit manual nambah kolom', ['db-sqlc']),
    p('masih pake GORM ya? aku mau bikin model baru', ['db-sqlc']),
    p('tambah kolom lender_type NOT NULL di tabel lenders', ['migrations-safe', 'migrations']),
    p('bikin index di installments(due_date, status)', ['migrations-safe']),
    p('migrasi jalan otomatis pas app start kan?', ['migrations']),
    p('pool koneksi habis, "too many clients" di Cloud SQL', ['pgx-pool', 'cloudsql']),
    p('aku butuh database/sql buat library X, pgx-ne piye?', ['pgx-pool']),
    p('log-e ora ana request_id, aku nganggo logrus.WithField', ['logging-slog']),
    p('logging pake library apa sekarang?', ['logging-slog']),
    p('log NIK borrower pas KYC gagal biar gampang debug', ['pii-log']),
    p('nomor HP borrower muncul lengkap di span attribute Cloud Trace', ['pii-log', 'observability']),
    p('handler GET /loans/{id} balikin err.Error() ke client', ['errors']),
    p('bikin error ErrFDCMaxPlatform dan map ke 422', ['errors', 'max-platform']),
    p('Go versi berapa sekarang? boleh pakai range over func?', ['go-123']),
    p('Dockerfile masih golang:1.21, naikin', ['go-123']),
    p('router kita gorilla/mux atau chi?', ['router-chi']),
    p('tambah middleware rate limit di router', ['router-chi', 'redis']),
    p('bikin endpoint GET /api/v1/loans/{id}/schedule', [
      's-openapi-first',
      'api-versioning',
      's-thin-handlers',
      'db-sqlc',
    ]),
    p('aku nulis route chi manual buat endpoint publik baru, cepet', ['s-openapi-first', 'api-versioning']),
    p('ubah response /api/v1/loans, field amount jadi object', ['api-versioning', 'amount-int']),
    p('taruh query SQL langsung di handler biar cepet', ['s-thin-handlers', 'db-sqlc']),
    p('endpoint top-up lender belum pake Idempotency-Key, perlu?', ['idempotency-key', 'idempotency-claim']),
    p('POST /withdraw ke-hit dua kali dari app, saldo lender kepotong dobel', ['idempotency-key']),
    p('OTP SMS dikirim 8x dalam 5 menit ke satu nomor', ['otp-limit', 'redis']),
    p('simpen status pengajuan pinjaman di Redis aja', ['redis']),
    p('scorer timeout terus, sementara approve aja biar nggak numpuk', ['scoring']),
    p('tambah feature flag buat simulasi pinjaman baru', ['unleash']),
    p('WA reminder gagal terus, fallback-nya apa?', ['notif-wa']),
    // Kafka
    p('bikin topic buat event loan restructured', ['kafka', 'kafka-key']),
    p('consumer repayment harus idempotent gimana caranya?', ['kafka-idempotent']),
    p('publish event loan.disbursed.v1 langsung setelah tx.Commit di handler', ['outbox']),
    p('tambah field baru di proto LoanDisbursed, nomor field 3 tak ganti wae', ['kafka-key']),
    p('consumer crash loop gara-gara satu pesan rusak', ['kafka-dlq', 'incident-kafka-lag']),
    p('skip aja pesan yang gagal terus biar lag-nya turun', ['kafka-dlq']),
    p('RabbitMQ exchange dg.events masih dipake nggak?', ['kafka']),
    p('message key event repayment pake payment_id ya?', ['kafka-key']),
    // tests / CI / infra
    p('tulis integration test buat repository installments', ['tests', 'db-sqlc']),
    p('test workflow disbursement pake Temporal dev server beneran?', ['tests-temporal']),
    p('golangci-lint protes gosec G401 di signer, tak nolint wae', ['lint', 'snap-signature']),
    p('CI push image ke mana?', ['ci']),
    p('deploy ke prod gimana? kubectl apply aja?', ['deploy-argocd']),
    p('staging udah ke-deploy otomatis belum setelah merge?', ['deploy-argocd']),
    p('tambah secret API key VIDA buat service kyc', ['secrets-gsm', 's-workload-identity']),
    p('taruh XENDIT_SECRET_KEY di ConfigMap aja, lebih gampang', ['secrets-gsm']),
    p('service anyar butuh akses GCS, tak gawe JSON key SA wae', ['s-workload-identity', 'terraform']),
    p('bikin Deployment buat service notify', ['s-k8s-resources', 'secrets-gsm', 's-workload-identity']),
    p('pod prod ke-evict pas node upgrade, semua replica mati bareng', ['s-k8s-resources']),
    p('bikin Cloud SQL instance baru lewat console aja', ['terraform', 'gcp-jkt']),
    p('app error "password authentication failed" habis weekend', ['db-rotation', 'secrets-gsm']),
    p('kasih password DB prod dong buat psql', ['secrets-gsm', 'db-rotation', 'cloudsql']),
    p('gimana jalanin semua dependency di lokal?', ['local-compose', 'env-example']),
    p('isi .env lokal pake key Xendit prod aja biar realistis', ['env-example', 'secrets-gsm']),
    p('alert pencairan gagal dikirim ke mana?', ['observability']),
    p('cron denda jalan jam 00:00 tapi pake UTC', ['tz', 'tz-claim', 'incident-tz']),
    p('created_at di DB itu UTC atau WIB?', ['tz', 'tz-claim']),
    p('@internal/clock/cutoff.go tambahin libur nasional', ['tz']),
    p('time.Now() di service denda, ganti apa?', ['tz']),
    p('PR ini nyentuh internal/ledger, cukup 1 approve kan?', ['pr-review']),
    p('komentar kode boleh bahasa Jawa nggak?', ['lang-code']),
    p('sopo sing ngurus laporan OJK?', ['owners']),
    p('siapa owner payment gateway?', ['owners']),
    // mixed / english
    p('write a table-driven test for the repayment allocator', ['repayment-alloc', 'tests', 'amount-int']),
    p('add an HPA to every service in deploy/k8s', ['s-k8s-resources']),
    p('what signature does Midtrans expect on notifications?', ['midtrans-notif']),
    p('how do we mask NIK in logs?', ['pii-log']),
    p('port the old RabbitMQ consumer for lender top-ups', ['kafka', 'kafka-idempotent', 'outbox']),
    p('should the outbox relay publish with loan_id as key?', ['outbox', 'kafka-key']),
    p('tolong review PR refactor repayment ke sqlc dong', ['db-sqlc', 'repayment-alloc']),
    p('bro, Temporal worker disbursement polling task queue apa?', ['disb-temporal']),
    p('pengajuan pinjaman butuh cek apa aja sebelum approve?', [
      'kyc',
      'max-platform',
      'max-platform-claim',
      'fdc-api',
      'scoring',
    ]),
    // tanpa memori
    p('pagi!', []),
    p('makasih mas, wis iso', []),
    p('bedane buffered karo unbuffered channel apa?', []),
    p('how do I write a generic Map function in Go?', []),
    p('jelasin errgroup dong', []),
    p('apa itu CTE di postgres?', []),
    p('gimana cara squash commit di git?', []),
    p('contoh select dengan timeout di Go', []),
    p('ringkas diff-nya dong', []),
    p('oke commit', []),
    p('wkwk oke lanjut', []),
    p('what is the difference between a slice and an array in Go?', []),
    p('apa itu Jaro-Winkler distance?', []),
    p('jelasin HMAC secara umum', []),
    p('regex buat validasi email', []),
    p('sync.Once dipake buat apa?', []),
    p('how to exit vim', []),
    p('piye kabare?', []),
    p('udah dulu ya, besok lanjut', []),
    p('cara pakai git bisect', []),
    p('explain window functions in SQL with an example', []),
    p('bedanya defer di loop apa bahayanya?', []),
    p('bikinin .gitignore generic buat Go', []),
    p('HTTP 409 vs 422 kapan dipake?', []),
    p('tolong translate ke English: "pinjaman sudah dicairkan ke rekening Anda"', []),
    p('what is a goroutine leak and how do I spot one?', []),
    p('gimana cara benchmark fungsi di Go?', []),
    p('apa itu idempotency secara umum?', []),
    p('lanjut', []),
    p('jelasin context cancellation di Go secara umum', []),
    p('mutex vs RWMutex kapan pakai yang mana?', []),
    p('how do I pretty-print JSON in the terminal?', []),
  ],
});
