// An Indian UPI payments switch + merchant app: NPCI integration, refunds, recon, RBI data localisation, AWS Mumbai.
// The team writes in Hinglish (Hindi in Latin script mixed with English), sometimes English, now and then Devanagari.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-upi-payments-in',
  stack:
    'Java 21 + Spring Boot 3.3 (virtual threads), Gradle Kotlin DSL, Kafka (Amazon MSK) + Debezium outbox, PostgreSQL 16 (Aurora), Redis (ElastiCache), JAXB/XMLDSig for NPCI UPI XML, React 18 + TypeScript + Vite merchant dashboard, AWS ap-south-1 (EKS, ArgoCD), GitHub Actions, JUnit 5 + Testcontainers',
  memories: [
    m(
      'build-maven',
      'fact',
      'build maven se hota hai, root pom.xml multi-module hai. local pe `mvn -pl payments-core -am verify` chalao',
      {
        fact: 'build | tool | Maven',
        files: ['pom.xml'],
        age: 640,
        tags: ['maven', 'build'],
      },
    ),
    m(
      'build-gradle',
      'decision',
      'Maven se Gradle (Kotlin DSL) pe shift ho gaye. Saare versions sirf gradle/libs.versions.toml me — kisi module ke build.gradle.kts me hardcoded version mat daalna. Build: ./gradlew :payments-core:check',
      {
        fact: 'build | tool | Gradle',
        supersedes: 'build-maven',
        age: 310,
        canonical: true,
        files: ['gradle/libs.versions.toml', 'settings.gradle.kts'],
        reason: 'config cache + incremental builds, CI 11 min se 4 min',
        tags: ['gradle', 'maven', 'build', 'version-catalog'],
      },
    ),
    m(
      'java-17',
      'fact',
      'all services run on Java 17 (temurin) + spring boot 2.7, thread pools in AsyncConfig',
      {
        age: 600,
        tags: ['java', 'spring-boot'],
      },
    ),
    m(
      'java-21',
      'decision',
      'Java 21 + Spring Boot 3.3 everywhere. spring.threads.virtual.enabled=true har service me, isliye blocking IO (NPCI calls, JDBC) ke liye custom thread pool mat banao. AsyncConfig hata diya.',
      {
        fact: 'services | java version | 21',
        supersedes: 'java-17',
        age: 215,
        tags: ['java', 'virtual-threads', 'spring-boot'],
      },
    ),
    m(
      'vt-pinning',
      'note',
      'virtual threads ke saath synchronized block ke andar blocking IO mat karo, carrier thread pin ho jata hai aur poora pool atak jata hai. ReentrantLock use karo. NpciHttpClient me exactly yahi hua tha, -Djdk.tracePinnedThreads=short se pakda.',
      {
        files: ['npci-adapter/src/main/java/in/kpay/npci/NpciHttpClient.java'],
        tags: ['virtual-threads', 'pinning', 'java', 'npci'],
      },
    ),
    m(
      'package-name',
      'convention',
      "base package in.kpay.upi (NOT in.kpay.switch — 'switch' java keyword hai, compile nahi hoga). module wise: in.kpay.upi.pay, .refund, .ledger, .recon",
      {
        tags: ['java', 'packages', 'naming'],
      },
    ),
    m(
      'idempotency',
      'constraint',
      'Merchant API pe har POST (/v1/payments, /v1/refunds, /v1/collect) me Idempotency-Key header mandatory. Yeh hamesha idempotent hona chahiye: same key + same body -> same stored response, same key + different body -> 422. Source of truth PG table idempotency_keys (unique), Redis sirf fast-path cache.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['merchant-api/src/main/java/in/kpay/upi/api/IdempotencyFilter.java'],
        tags: ['idempotency', 'api', 'redis', 'postgres'],
      },
    ),
    m(
      'txn-id',
      'convention',
      'UPI txnId = 35 chars: "KPY" + yyMMdd + 26 char uppercase alnum. sirf TxnIdGenerator.next() se banao, UUID.randomUUID() kabhi NPCI ko mat bhejna.',
      {
        files: ['payments-core/src/main/java/in/kpay/upi/pay/TxnIdGenerator.java'],
        tags: ['txnid', 'npci', 'uuid'],
      },
    ),
    m(
      'npci-timeout',
      'constraint',
      'NPCI se RespPay 30 sec me nahi aaya toh txn FAILED mat karo. Status DEEMED rakho, ReqChkTxn se status poll karo, aur jo tab bhi open rahe woh recon file se close hoga. Customer/merchant ko "pending" dikhana hai, failure webhook nahi.',
      {
        canonical: true,
        files: ['payments-core/src/main/java/in/kpay/upi/pay/PayFlow.java'],
        tags: ['npci', 'timeout', 'deemed', 'chktxn', 'status'],
      },
    ),
    m(
      'deemed-fail-claim',
      'decision',
      'timeout pe simple rakho: 30s me response nahi toh txn FAILED + merchant ko payment.failed webhook, baaki recon wale dekh lenge',
      {
        disputes: 'npci-timeout',
        tags: ['npci', 'timeout', 'failed'],
      },
    ),
    m(
      'refund-sync',
      'decision',
      'refunds: merchant-api RefundService.refund() ko call karta hai jo NPCI ko refund ReqPay synchronously bhejta hai aur final status response me return karta hai (SUCCESS/FAILED).',
      {
        age: 430,
        files: ['payments-core/src/main/java/in/kpay/upi/refund/RefundService.java'],
        tags: ['refund', 'sync'],
      },
    ),
    m(
      'refund-async',
      'decision',
      'Ab se sab refunds async jayenge. POST /v1/refunds sirf 202 + refund_id deta hai, event refunds.requested.v1 pe jata hai, refund-worker NPCI ko bhejta hai; final status webhook refund.processed / refund.failed se. Sync refund path poora hata diya hai, wapas mat lana.',
      {
        fact: 'refunds | processing | async via refund-worker',
        supersedes: 'refund-sync',
        age: 125,
        canonical: true,
        reason: 'Diwali pe NPCI latency se merchant-api ke threads atak gaye the',
        files: ['payments-core/src/main/java/in/kpay/upi/refund', 'refund-worker'],
        tags: ['refund', 'async', 'kafka', 'webhook'],
      },
    ),
    m(
      'kafka-msk',
      'fact',
      'Kafka = Amazon MSK in ap-south-1, 3 brokers, SASL/SCRAM auth, topics RF=3 min.insync.replicas=2.',
      {
        fact: 'kafka | hosted_on | Amazon MSK ap-south-1',
        tags: ['kafka', 'msk', 'aws'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'topic naming <domain>.<event>.v<N> e.g. payments.authorized.v1, refunds.requested.v1. key = txnId (refund events me original txnId taaki ordering bani rahe). Avro + Glue Schema Registry, compatibility BACKWARD.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-outbox',
      'constraint',
      '@Transactional method ke andar KafkaTemplate.send() mat karo. Same DB txn me outbox_events table me row daalo, Debezium connector publish karega. consumers ko at-least-once maan ke likho (duplicates aayenge).',
      {
        files: ['payments-core/src/main/java/in/kpay/upi/outbox'],
        tags: ['kafka', 'outbox', 'debezium', 'transactions'],
      },
    ),
    m(
      'data-localisation',
      'constraint',
      'RBI data localisation: poora payment system data (txn, VPA, account no, device info, logs me bhi) sirf India me store aur process hoga. Primary AWS ap-south-1 (Mumbai), DR ap-south-2 (Hyderabad). Koi bhi SaaS/vendor jo data India ke bahar bhejta ho (APM, logs, error tracking, analytics, LLM APIs) bina compliance sign-off ke use nahi kar sakte.',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['rbi', 'data-localisation', 'compliance', 'aws', 'vendors'],
      },
    ),
    m(
      'dr-hyd',
      'fact',
      'DR: Aurora global database secondary ap-south-2 (Hyderabad) me, RPO ~1 min. MSK -> MirrorMaker 2. DR drill har quarter, runbook docs/runbooks/dr-failover.md.',
      {
        tags: ['dr', 'aurora', 'hyderabad', 'failover'],
      },
    ),
    m(
      'obs-datadog',
      'fact',
      'logs + APM Datadog pe jaate hain (US site), datadog-agent daemonset har EKS cluster me',
      {
        age: 520,
        tags: ['datadog', 'logging', 'apm'],
      },
    ),
    m(
      'obs-selfhosted',
      'decision',
      'Datadog hata diya (RBI audit finding: logs me masked VPA bhi India ke bahar ja rahe the). Ab metrics Prometheus + Grafana, logs Loki, traces Tempo, errors self-hosted Sentry — sab EKS ap-south-1 me.',
      {
        supersedes: 'obs-datadog',
        age: 265,
        reason: 'data localisation',
        tags: ['observability', 'loki', 'grafana', 'tempo', 'sentry', 'datadog'],
      },
    ),
    m(
      'pii-masking',
      'convention',
      'logs me kabhi full VPA, mobile, account no ya IFSC+acct mat likhna. PiiMasker.vpa() -> ra****@okaxis, PiiMasker.mobile() -> last 4 digits. logback ka MaskingPatternLayout backup hai, usko rely mat karo.',
      {
        files: ['common-libs/src/main/java/in/kpay/upi/common/PiiMasker.java'],
        tags: ['pii', 'logging', 'masking', 'vpa'],
      },
    ),
    m(
      'mpin-never',
      'constraint',
      'MPIN / OTP / credBlock hum kabhi log ya persist nahi karte. NPCI Common Library device pe encrypt karta hai, hum sirf pass-through. ReqPay / ReqAuthDetails XML ko pura debug log me dump mat karo — usme Creds block hota hai.',
      {
        canonical: true,
        tags: ['mpin', 'credblock', 'logging', 'security', 'npci'],
      },
    ),
    m(
      'amount-paise',
      'convention',
      'amount hamesha paise me long (DB: amount_paise BIGINT, API: integer paise). NPCI XML me rupees string "125.50" jata hai — conversion sirf NpciAmount.format()/parse() me. double/float kabhi nahi.',
      {
        files: ['npci-adapter/src/main/java/in/kpay/npci/NpciAmount.java'],
        tags: ['amount', 'paise', 'money', 'npci'],
      },
    ),
    m(
      'amount-bd-claim',
      'convention',
      'amounts BigDecimal rupees me rakho har jagah (scale 2, HALF_UP), paise wala long convention purana ho gaya',
      {
        disputes: 'amount-paise',
        tags: ['amount', 'bigdecimal', 'money'],
      },
    ),
    m(
      'limits-old',
      'constraint',
      'UPI per txn limit ₹1,00,000 sab categories ke liye, limits.yml me ek hi value max-amount-paise: 10000000',
      {
        age: 455,
        files: ['payments-core/src/main/resources/limits.yml'],
        tags: ['limits', 'amount', 'mcc'],
      },
    ),
    m(
      'limits-mcc',
      'constraint',
      'Per-txn limits ab MCC/purpose wise hain, payments-core/src/main/resources/limits.yml me: default ₹1 lakh; capital markets, insurance, collections ₹2 lakh; hospitals, education, tax payments ₹5 lakh. Check LimitPolicy me hota hai, code me amount hardcode mat karna.',
      {
        supersedes: 'limits-old',
        age: 95,
        files: [
          'payments-core/src/main/resources/limits.yml',
          'payments-core/src/main/java/in/kpay/upi/pay/LimitPolicy.java',
        ],
        tags: ['limits', 'mcc', 'amount', 'npci-circular'],
      },
    ),
    m(
      'collect-p2p',
      'constraint',
      'P2P collect requests hum initiate nahi karte (NPCI ne P2P collect phase out kiya, fraud ki wajah se). Collect sirf P2M ke liye, sirf verified merchants, expiry max 30 min.',
      {
        tags: ['collect', 'p2p', 'p2m', 'npci'],
      },
    ),
    m(
      'mandates',
      'constraint',
      'UPI AutoPay (mandates-service): har recurring debit se kam se kam 24h pehle pre-debit notification jana mandatory hai, nahi gaya toh execution skip. ₹15,000 tak bina AFA, upar wale debits pe customer MPIN chahiye.',
      {
        files: ['mandates-service'],
        tags: ['autopay', 'mandate', 'recurring', 'pre-debit'],
      },
    ),
    m(
      'npci-cert',
      'constraint',
      'NPCI XML (ReqPay, RespPay, ReqChkTxn, ReqValAdd, ReqAuthDetails) ka structure, tag order, namespace ya naya optional tag — kuch bhi badla toh NPCI UAT recertification lagta hai. Bina CERT-xxx Jira ticket ke npci-schemas/ ya npci-adapter ke mappers ko touch mat karo. Venkat cert coordinate karta hai.',
      {
        canonical: true,
        files: ['npci-schemas', 'npci-adapter/src/main/java/in/kpay/npci/mapper'],
        tags: ['npci', 'certification', 'xml', 'uat'],
      },
    ),
    m(
      'npci-schemas',
      'fact',
      'NPCI XSDs npci-schemas/src/main/xsd me hain, JAXB classes build time pe generate hoti hain (xjc gradle plugin) -> build/generated. generated classes ko haath se edit mat karo, XmlAdapter likho.',
      {
        files: ['npci-schemas'],
        tags: ['jaxb', 'xsd', 'npci', 'codegen'],
      },
    ),
    m(
      'npci-sign',
      'fact',
      'Outgoing NPCI XML XMLDSig (RSA-SHA256) se sign hota hai, key CloudHSM me, PKCS#11 via NpciSigner. NPCI ka public cert config/npci/npci-uat.cer aur npci-prod.cer — public hai, repo me rehna theek hai (SHA256 fingerprint 4F:9A:1C:77:0E:B2:58:D3:…).',
      {
        files: ['npci-adapter/src/main/java/in/kpay/npci/NpciSigner.java', 'config/npci'],
        tags: ['xmldsig', 'signing', 'hsm', 'npci', 'certificate'],
      },
    ),
    m(
      'hsm-keys',
      'constraint',
      'private keys CloudHSM se bahar kabhi nahi. repo me ya container image me koi .jks/.p12 private key ke saath nahi hona chahiye. local dev npci-sim ke self-signed test key se sign karta hai.',
      {
        tags: ['hsm', 'keys', 'security'],
      },
    ),
    m(
      'npci-uat-access',
      'fact',
      'NPCI UAT sirf leased line se reachable hai — Mumbai VPC ke npci-gw proxies (10.40.8.0/24) ke through. laptop se direct nahi hoga. local dev ke liye npci-simulator (WireMock): docker compose up npci-sim.',
      {
        tags: ['npci', 'uat', 'network', 'simulator', 'local-dev'],
      },
    ),
    m(
      'vpn-stale',
      'note',
      'NPCI UAT access: OpenVPN profile kpay-npci-uat.ovpn import karo, Faizan se maango',
      {
        age: 700,
        tags: ['vpn', 'uat'],
      },
    ),
    m(
      'test-vpas',
      'fact',
      'npci-sim test VPAs: success@kpay -> SUCCESS, lowbal@kpay -> Z9, wrongpin@kpay -> ZM, slow@kpay -> koi response nahi (deemed flow test). test merchant MID KPAYM0000451, VPA demo.kirana@kpay, MCC 5411.',
      {
        files: ['docker/npci-sim/mappings'],
        tags: ['simulator', 'test', 'vpa', 'merchant'],
      },
    ),
    m(
      'error-codes',
      'fact',
      'NPCI response codes -> NpciErrorCode enum (npci-adapter). Z9 insufficient funds, ZM invalid MPIN, U16 risk threshold exceeded, U30 debit failed, U69 collect expired. merchant ko raw code nahi, mapped reason_code + message dikhate hain.',
      {
        files: ['npci-adapter/src/main/java/in/kpay/npci/NpciErrorCode.java'],
        tags: ['npci', 'error-codes', 'response-codes'],
      },
    ),
    m(
      'ledger',
      'constraint',
      'ledger double-entry aur append-only hai. ledger_entries pe UPDATE/DELETE kabhi nahi — galat entry ho toh reversal entry post karo. LedgerInvariantTest check karta hai ki har journal me sum(debit) = sum(credit).',
      {
        canonical: true,
        files: ['payments-core/src/main/java/in/kpay/upi/ledger'],
        tags: ['ledger', 'double-entry', 'append-only', 'accounting'],
      },
    ),
    m(
      'soft-delete',
      'constraint',
      'प्रोडक्शन डेटाबेस पर कभी भी hard DELETE मत चलाना। merchants, terminals और api_keys टेबल में सिर्फ soft delete (deleted_at set करो)।',
      {
        tags: ['postgres', 'delete', 'soft-delete', 'prod'],
      },
    ),
    m(
      'pg-partitions',
      'fact',
      'transactions aur ledger_entries monthly partitioned hain (pg_partman). 18 mahine baad partition detach hoke parquet me S3 (ap-south-1, Glacier IR) jata hai. retention 10 saal.',
      {
        tags: ['postgres', 'partitioning', 'retention', 's3'],
      },
    ),
    m(
      'liquibase-old',
      'convention',
      'DB changes liquibase XML changelogs se: src/main/resources/db/changelog/db.changelog-master.xml me include karo',
      {
        age: 590,
        tags: ['liquibase', 'migrations'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Migrations ab Flyway: <module>/src/main/resources/db/migration/V<yyyyMMddHHmm>__short_desc.sql. applied migration kabhi edit mat karo, nayi likho. Bade tables pe index CREATE INDEX CONCURRENTLY (alag migration, non-transactional).',
      {
        supersedes: 'liquibase-old',
        age: 280,
        tags: ['flyway', 'migrations', 'postgres', 'liquibase'],
      },
    ),
    m(
      'no-prod-db',
      'constraint',
      'prod DB pe direct psql nahi. Teleport se sirf read replica; writes sirf migration ya approved runbook se (CHG ticket ke saath). isko prod pe mat chalana bina ticket ke — chahe ek row ho.',
      {
        tags: ['prod', 'database', 'teleport', 'access'],
      },
    ),
    m(
      'recon',
      'fact',
      'NPCI settlement: har settlement cycle ke baad raw files sponsor bank SFTP pe drop hoti hain. recon-service file aane ke ~30 min baad ledger se match karta hai; mismatches recon_exceptions table me, ops dashboard pe dikhte hain.',
      {
        files: ['recon-service'],
        tags: ['recon', 'settlement', 'sftp', 'npci'],
      },
    ),
    m(
      'tat',
      'constraint',
      'RBI TAT: failed txn jisme customer ka account debit ho gaya — auto-reversal T+1 tak. late hua toh ₹100/day compensation customer ko. Deemed/pending txns ka closure recon se hi hota hai, manual status change nahi.',
      {
        tags: ['rbi', 'tat', 'reversal', 'compensation', 'failed'],
      },
    ),
    m(
      'tat-claim',
      'fact',
      'failed-but-debited cases me reversal ke liye T+5 working days milte hain, uske andar koi penalty nahi',
      {
        disputes: 'tat',
        tags: ['tat', 'reversal'],
      },
    ),
    m(
      'webhook-old',
      'convention',
      'merchant webhooks: 3 retries every 5 min, then drop. no signature, merchants whitelist our IPs',
      {
        age: 480,
        tags: ['webhook', 'retry'],
      },
    ),
    m(
      'webhook-new',
      'convention',
      'Webhooks: HMAC-SHA256 of raw body, header X-KPay-Signature, secret per merchant. Retry exponential 1m -> 24h, max 12 attempts, fir DLQ topic webhooks.dead.v1 aur dashboard pe "Resend" button. ordering guarantee nahi, merchant event_id se dedupe kare.',
      {
        supersedes: 'webhook-old',
        age: 165,
        files: ['webhook-dispatcher'],
        tags: ['webhook', 'retry', 'hmac', 'dlq'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'merchant REST API /v1 pe hai. errors RFC 7807 application/problem+json. breaking change = /v2, v1 ko edit nahi karna (SDKs + plugins v1 pe hain).',
      {
        files: ['merchant-api'],
        tags: ['api', 'versioning', 'rest', 'errors'],
      },
    ),
    m(
      'rate-limit',
      'fact',
      'merchant API rate limit: bucket4j + Redis, default 100 rps per API key. enterprise merchants ka override merchant_limits table me.',
      {
        tags: ['rate-limit', 'redis', 'api'],
      },
    ),
    m(
      'redis',
      'fact',
      'Redis = ElastiCache cluster mode, TLS on. sirf cache, rate-limit aur idempotency fast-path. source of truth kabhi nahi.',
      {
        tags: ['redis', 'elasticache', 'cache'],
      },
    ),
    m(
      'incident-redis',
      'incident',
      'Holi sale Mar 2025: idempotency redis pe maxmemory-policy allkeys-lru tha, keys evict hue aur ~340 duplicate collect requests NPCI ko chale gaye. Fix: PG unique constraint primary, idempotency cluster noeviction pe.',
      {
        tags: ['incident', 'redis', 'idempotency', 'duplicates'],
      },
    ),
    m(
      'incident-dup-refund',
      'incident',
      'Diwali 2024: refund-worker consumer rebalance ke baad same refund do baar NPCI gaya (~₹4.2 lakh extra). Fix: refunds table unique (orig_txn_id, refund_seq) + worker NPCI call se pehle state check karta hai. Last good build tab commit 9c4e1f7a2b8d03e65f1a7c9d2e4b6f8a0c3d5e71 tha.',
      {
        files: ['refund-worker'],
        tags: ['incident', 'refund', 'duplicates', 'kafka', 'rebalance'],
      },
    ),
    m('dash-cra', 'fact', 'merchant-dashboard: create-react-app + redux-saga, api calls in src/sagas', {
      age: 560,
      files: ['merchant-dashboard'],
      tags: ['dashboard', 'react', 'redux'],
    }),
    m(
      'dash-vite',
      'decision',
      'merchant-dashboard ab React 18 + TS + Vite. server state TanStack Query, thoda sa UI state zustand, styling Tailwind + shadcn/ui. redux nahi chahiye.',
      {
        supersedes: 'dash-cra',
        age: 235,
        files: ['merchant-dashboard'],
        tags: ['dashboard', 'react', 'vite', 'tanstack-query', 'tailwind'],
      },
    ),
    m(
      'dash-money',
      'convention',
      'dashboard me amounts Indian format me: ₹1,23,456.50 — formatINR() in src/lib/money.ts (Intl.NumberFormat("en-IN", {style:"currency", currency:"INR"})). backend paise bhejta hai, /100 sirf formatINR ke andar.',
      {
        files: ['merchant-dashboard/src/lib/money.ts'],
        tags: ['dashboard', 'currency', 'inr', 'format', 'paise'],
      },
    ),
    m(
      'dash-i18n',
      'convention',
      'dashboard strings i18next se, locales en, hi, mr, ta, te in merchant-dashboard/src/locales/<lang>/common.json. JSX me hardcoded English string = PR reject.',
      {
        files: ['merchant-dashboard/src/locales'],
        tags: ['i18n', 'dashboard', 'hindi', 'translations'],
      },
    ),
    m(
      'dash-auth',
      'constraint',
      'dashboard login: registered mobile pe OTP + optional TOTP. session JWT httpOnly Secure cookie me, localStorage/sessionStorage me token kabhi nahi.',
      {
        tags: ['dashboard', 'auth', 'jwt', 'cookie'],
      },
    ),
    m(
      'dash-tests',
      'convention',
      'dashboard: vitest + React Testing Library; e2e Playwright against MSW mocks. e2e kabhi UAT backend pe nahi.',
      {
        files: ['merchant-dashboard/e2e'],
        tags: ['dashboard', 'vitest', 'playwright', 'msw', 'tests'],
      },
    ),
    m(
      'audit-events',
      'constraint',
      'dashboard ke sensitive actions (refund initiate, settlement bank account change, API key regenerate, user invite/role change) audit_events me likhne hai: actor, ip, before/after. immutable, retention 10 saal.',
      {
        tags: ['audit', 'dashboard', 'compliance'],
      },
    ),
    m(
      'settlement-account',
      'constraint',
      'merchant settlement bank account change = penny-drop verification + maker-checker (do alag users). direct update API nahi hai aur banani bhi nahi hai.',
      {
        tags: ['settlement', 'bank-account', 'maker-checker', 'penny-drop'],
      },
    ),
    m(
      'mdr',
      'fact',
      'UPI P2M pe MDR zero hai (govt mandate). hum monthly platform fee lete hain, uspe 18% GST; invoices billing-service banata hai.',
      {
        fact: 'upi p2m | mdr | zero',
        tags: ['mdr', 'gst', 'billing', 'fees'],
      },
    ),
    m(
      'qr',
      'fact',
      'dynamic QR = upi://pay?pa=<merchant vpa>&pn=<name>&am=<rupees>&tr=<order ref>&mc=<mcc>&cu=INR, QrService banata hai. static QR me am nahi hota.',
      {
        files: ['merchant-api/src/main/java/in/kpay/upi/qr/QrService.java'],
        tags: ['qr', 'intent', 'upi-uri'],
      },
    ),
    m(
      'spring-style',
      'convention',
      'Spring: constructor injection only (field @Autowired nahi), DTOs = Java records, MapStruct for mapping, @Transactional sirf service layer pe — controllers/repos pe nahi.',
      {
        tags: ['spring', 'style', 'records', 'transactions'],
      },
    ),
    m('tests-h2', 'convention', 'repository tests: @DataJpaTest with H2 in postgres mode, fast enough', {
      age: 510,
      tags: ['tests', 'h2'],
    }),
    m(
      'testcontainers',
      'convention',
      'Integration tests Testcontainers se: postgres:16-alpine, confluentinc/cp-kafka, redis:7. H2 band — partitioning, jsonb aur ON CONFLICT H2 pe alag behave karte the. shared containers AbstractIT base class me.',
      {
        supersedes: 'tests-h2',
        age: 245,
        files: ['common-libs/src/testFixtures/java/in/kpay/upi/test/AbstractIT.java'],
        tags: ['tests', 'testcontainers', 'postgres', 'kafka', 'h2'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions, self-hosted runners EKS ap-south-1 me (.github/workflows/ci.yml): build -> test -> sonar -> trivy -> ECR push. main pe merge = dev pe auto deploy.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'trivy', 'sonar'],
      },
    ),
    m(
      'deploy-argo',
      'fact',
      'ArgoCD, helm charts deploy/charts/<svc>, envs dev / uat / prod. prod sync manual hai + CAB approval.',
      {
        files: ['deploy/charts'],
        tags: ['argocd', 'helm', 'deploy', 'kubernetes'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'prod deploy sirf 01:00–05:00 IST window me. Salary days (1–3 tareekh) aur festival sale weeks (Diwali, Dussehra, big sale days) me full freeze. hotfix bhi window me hi, emergency ho toh CTO approval.',
      {
        tags: ['deploy', 'freeze', 'prod', 'window'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Secrets sirf AWS Secrets Manager (ap-south-1) me, External Secrets Operator se pods me aate hain. application.yml, helm values, committed .env — kahin bhi credential nahi. e.g. arn:aws:secretsmanager:ap-south-1:483920117754:secret:prod/payments-core/db-Xb3kQ1',
      {
        canonical: true,
        files: ['deploy/charts'],
        tags: ['secrets', 'secrets-manager', 'external-secrets', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example me sirf placeholders hain: SPRING_DATASOURCE_PASSWORD=<from-secrets-manager>, NPCI_SIGNING_KEY_LABEL=kpay-psp-sign-2025, KPAY_WEBHOOK_SECRET=changeme. local ke liye docker compose wale defaults use karo.',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'pw-rotation',
      'fact',
      'DB passwords Secrets Manager rotation lambda har 30 din rotate karta hai; apps AWS JDBC wrapper ke secrets-manager plugin se naya password utha leti hain, restart nahi chahiye.',
      {
        tags: ['rotation', 'secrets', 'database'],
      },
    ),
    m(
      'api-keys-format',
      'fact',
      'merchant API keys: kpay_live_pk_* publishable hai (checkout JS me khula rehta hai, e.g. kpay_live_pk_A63T3DMhPNHC3fIY) aur kpay_live_sk_* secret hai, sirf server side. DB me sirf sk ka sha256 hash.',
      {
        tags: ['api-keys', 'merchant', 'security'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'feature flags: Unleash self-hosted (ap-south-1), SDK via FeatureFlags bean. LaunchDarkly reject hua tha — data India ke bahar jata.',
      {
        tags: ['feature-flags', 'unleash'],
      },
    ),
    m(
      'timezones',
      'convention',
      'DB me timestamptz (UTC). NPCI XML ts IST with offset (2025-03-14T18:22:05+05:30). settlement day, reports, dashboard sab Asia/Kolkata. LocalDateTime kabhi mat use karo, OffsetDateTime/Instant.',
      {
        tags: ['timezone', 'ist', 'utc', 'java-time'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: switch-core + npci-adapter Rohan Kulkarni, refunds/recon Priya Nair, merchant-dashboard Aditi Sharma, infra/EKS Faizan Sheikh, NPCI certification Venkat Raman.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'codeowners',
      'convention',
      'payments-core, npci-adapter, ledger pe 2 approvals + CODEOWNERS (switch-core team). baaki modules pe 1 approval.',
      {
        files: ['.github/CODEOWNERS'],
        tags: ['review', 'codeowners', 'pr'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'commits conventional commits (feat:, fix:, chore:) aur English me. chat Hinglish me chalega, code comments English.',
      {},
    ),
    m('pref-small-prs', 'preference', 'PR chhote rakho bhai, 400 lines se upar ho toh tod do', {}),
    m('cand-redpanda', 'decision', 'MSK se Redpanda (self-managed) pe move karna chahiye, latency kam hogi', {
      candidate: true,
      tags: ['kafka', 'redpanda'],
    }),
    m('cand-graal', 'decision', 'payments-core ko GraalVM native image me build karo for faster startup', {
      candidate: true,
      tags: ['graalvm', 'native-image'],
    }),
    m(
      'cand-listkeys',
      'decision',
      'NPCI ListKeys response Redis me 24h cache karo, har txn pe fetch mat karo',
      {
        candidate: true,
        tags: ['npci', 'listkeys', 'redis', 'cache'],
      },
    ),
    m(
      'secret-env-uat',
      'note',
      '.env.uat (laptop se uat DB pe run karne ke liye):\nSPRING_PROFILES_ACTIVE=uat\nSPRING_DATASOURCE_URL=jdbc:postgresql://uat-aurora.cluster-cx1kq.ap-south-1.rds.amazonaws.com:5432/switch\nSPRING_DATASOURCE_USERNAME=switch_app\nSPRING_DATASOURCE_PASSWORD=Sw1tch#Uat!2025kP',
      {
        secret: 'Sw1tch#Uat!2025kP',
      },
    ),
    m(
      'secret-redis-yaml',
      'note',
      'application-prod.yml ka redis block (purana, abhi tak kuch pods pe):\nspring:\n  data:\n    redis:\n      host: master.kpay-prod-redis.x7k2pq.aps1.cache.amazonaws.com\n      password: rEd1s-Pr0d-Kpay-88Zq\n      ssl:\n        enabled: true',
      {
        secret: 'rEd1s-Pr0d-Kpay-88Zq',
      },
    ),
    m(
      'secret-jdbc-recon',
      'note',
      'recon job prod read replica se padhta hai: jdbc:postgresql://ro.prod-aurora.kpay.internal:5432/ledger?user=recon_ro&password=L3dg3r_R0_7781x&sslmode=require',
      {
        secret: 'L3dg3r_R0_7781x',
      },
    ),
    m(
      'secret-aws-ci',
      'note',
      'ci-deployer IAM user ke keys (rotate karne hai, OIDC pe shift pending):\naws_access_key_id = AKIAKXEJELLIA5VHQ52J\naws_secret_access_key = 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',
      {
        secret: 'CSc/MyCh9bW4hxfHXzY1hZQZUOhjQMUOduFat4O+',
      },
    ),
    m(
      'secret-npci-gw-root',
      'note',
      'npci-gw-uat-01 box ka root password Npc1Gw$uat_4471 hai, Venkat ne diya tha, kahin aur mat likhna',
      {
        secret: 'Npc1Gw$uat_4471',
      },
    ),
    m(
      'secret-kafka-refund',
      'note',
      'refund-worker ka MSK config:\nspring.kafka.properties.security.protocol=SASL_SSL\nspring.kafka.properties.sasl.mechanism=SCRAM-SHA-512\nspring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="refund-worker" password="Rfnd-Wkr-Msk-2291x";',
      {
        secret: 'Rfnd-Wkr-Msk-2291x',
      },
    ),
    m(
      'secret-redis-cli',
      'note',
      "prod idempotency cache debug karna ho toh: redis-cli -h clustercfg.kpay-idem.x7k2pq.aps1.cache.amazonaws.com -p 6379 --tls -a 'Idem#Cache-9931-prod' --no-auth-warning -c",
      {
        secret: 'Idem#Cache-9931-prod',
      },
    ),
    m(
      'secret-server-xml',
      'note',
      'legacy npci-adapter (tomcat) ka server.xml connector:\n<Connector port="8443" SSLEnabled="true" scheme="https" keystoreFile="conf/npci-client.p12" keystorePass="P12!npciClnt#5520" keystoreType="PKCS12" />',
      {
        secret: 'P12!npciClnt#5520',
      },
    ),
    m(
      'secret-sponsor-json',
      'note',
      'sponsor bank UAT creds (config/sponsor/uat.json):\n{"clientId": "kpay-uat-psp", "clientSecret": "X9JreeXkQgefpg6wDgJwZWWY", "baseUrl": "https://uat-api.sahyadribank.example/upi/v2"}',
      {
        secret: 'X9JreeXkQgefpg6wDgJwZWWY',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'release-bot GitHub token (repo + packages:write): ghp_VUmfw0eusBHn1mQp6Zg7wSmgFfEPRygURNYT',
      {
        secret: 'ghp_VUmfw0eusBHn1mQp6Zg7wSmgFfEPRygURNYT',
      },
    ),
    m(
      'secret-grafana-hi',
      'note',
      'Grafana admin का पासवर्ड Gr@fana-Mum#6620 है, बदलना हो तो Faizan को बोलना।',
      {
        secret: 'Gr@fana-Mum#6620',
      },
    ),
    m(
      'secret-sftp-basic',
      'note',
      'settlement file SFTP gateway ka HTTPS fallback: header Authorization: Basic cmVjb24tc2Z0cDpTZnRwIVJlY29uMjAyNSM= bhejna padta hai',
      {
        secret: 'cmVjb24tc2Z0cDpTZnRwIVJlY29uMjAyNSM=',
      },
    ),
    m(
      'secret-jwt-hmac',
      'note',
      'dashboard JWT sign karne wala key (prod): kpay.dashboard.jwt.hmac-secret=3247513e901bb4ae4c63183f0459167cd5ce07ae68f069306a09c5acf44729c7',
      {
        secret: '3247513e901bb4ae4c63183f0459167cd5ce07ae68f069306a09c5acf44729c7',
      },
    ),
  ],
  sessions: [
    {
      id: 'switch-session-1',
      age: 9,
      turns: [
        said(
          'bhai good morning. PayFlow me deemed txns ka status check dekhna hai, abhi har 2 min fixed poll ho raha hai',
        ),
        replied(
          'Dekha: ChkTxnScheduler har 2 min pe saare DEEMED txns ke liye ReqChkTxn bhejta hai, koi max attempt nahi hai.',
        ),
        said(
          'haan yehi problem hai, NPCI ne bola load zyada hai. ReqChkTxn polling ab exponential karo: 1, 2, 4, 8 min, max 6 attempts. uske baad chhod do, recon close karega',
          {
            key: 's-chktxn-backoff',
            type: 'constraint',
          },
        ),
        replied('Theek hai, ChkTxnScheduler me backoff schedule aur attempt counter add kar raha hoon.'),
        said('tests kahan hai iske?'),
        replied(
          'payments-core/src/test/java/in/kpay/upi/pay/ChkTxnSchedulerTest.java, abhi sirf happy path.',
        ),
        said(
          'ok. aur sun, UPI Lite abhi scope me nahi hai. koi bhi uske liye code ya flag mat banana, product ne Q3 tak park kiya hai',
          {
            key: 's-no-upi-lite',
            type: 'decision',
          },
        ),
        replied('Noted, UPI Lite ke liye kuch add nahi karunga.'),
        replied(
          'Ek suggestion: NPCI calls ke around resilience4j circuit breaker laga dein? 50% failure rate pe open, aur open state me txn DEEMED mark ho.',
        ),
        said(
          'haan resilience4j hi use karo, naya library mat lana. open state me DEEMED sahi hai, FAILED nahi',
          {
            key: 's-circuit-breaker',
            type: 'decision',
          },
        ),
        replied('Added CircuitBreaker "npci" in NpciHttpClient with 50% threshold, fallback marks DEEMED.'),
        said(
          'merchant ka order ref (tr) max 35 chars alphanumeric hona chahiye, validation merchant-api pe hi karo, NPCI tak galat value pahunchni nahi chahiye',
          {
            key: 's-tr-validation',
            type: 'constraint',
          },
        ),
        replied('Added @Pattern on CreatePaymentRequest.orderRef, 400 with problem+json on violation.'),
        said('ek min, yeh curl chala ke dekh uat pe kya aata hai'),
        said(
          'curl -X POST https://uat-api.kpay.example/v1/refunds -H "Authorization: Bearer kpay_live_sk_HoPRYyzNya7yEdTqIrWZFVaFJKFOBryo" -H "Idempotency-Key: 7f1c2a" -d \'{"txnId":"KPY250314ABCD","amount":5000}\'',
          {
            secret: 'kpay_live_sk_HoPRYyzNya7yEdTqIrWZFVaFJKFOBryo',
          },
        ),
        replied(
          'Response 202 with refund_id rf_01HQ… — async path sahi chal raha hai. (Yeh live secret key lag rahi hai, rotate kar dena.)',
        ),
        said(
          'refund sirf original txn ke 180 din ke andar allowed hai. uske baad API 422 de, reason REFUND_WINDOW_EXPIRED',
          {
            key: 's-refund-window',
            type: 'constraint',
          },
        ),
        replied('Added window check in RefundService.create().'),
        said(
          'partial refunds allowed hain, bas total refunded kabhi original amount se zyada nahi hona chahiye — yeh check DB level pe bhi chahiye, sirf java me nahi',
          {
            key: 's-partial-refund',
            type: 'constraint',
          },
        ),
        replied(
          'Flyway migration with a trigger on refunds that sums amount_paise per orig_txn_id, plus service check.',
        ),
        replied('Should I also add ListKeys caching in Redis while I am in npci-adapter?'),
        said('nahi nahi, abhi nahi. woh alag discussion hai'),
        said(
          'metric names: kpay_ prefix, snake_case, unit suffix — kpay_npci_latency_seconds, kpay_refund_amount_paise. counter ke end me _total',
          {
            key: 's-metrics-naming',
            type: 'convention',
          },
        ),
        replied('Renamed npciLatency to kpay_npci_latency_seconds and added kpay_chktxn_attempts_total.'),
        said('aur naye code me Lombok nahi chahiye. records ya plain java, @Data wagairah mat daalna', {
          key: 's-no-lombok',
          type: 'convention',
        }),
        replied('Removed @Data from ChkTxnState, converted to a record.'),
        said('badhiya. PR description likh de short me'),
        replied(
          'ChkTxn exponential backoff (max 6), resilience4j breaker -> DEEMED, tr validation, refund 180-day window + partial refund cap, metric renames.',
        ),
        said('👍 push kar'),
      ],
    },
    {
      id: 'dashboard-recon-session-2',
      age: 4,
      turns: [
        said('recon exceptions page slow hai dashboard pe, 40k rows aa rahi hai ek saath'),
        replied(
          'merchant-dashboard/src/pages/ReconExceptions.tsx pura list fetch karta hai, pagination nahi hai.',
        ),
        said('server side pagination karo, cursor based. offset mat use karna, table bahut bada hai', {
          key: 's-cursor-pagination',
          type: 'convention',
        }),
        replied('Added ?cursor=&limit= on GET /v1/recon/exceptions and useInfiniteQuery on the page.'),
        said(
          'aur ek baat clear kar du — recon me amount mismatch ka tolerance zero hai. 1 paisa bhi diff ho toh exception banega, rounding ke naam pe ignore nahi',
          {
            key: 's-recon-zero-tolerance',
            type: 'constraint',
          },
        ),
        replied('ReconMatcher me ek ±100 paise tolerance constant tha, use hata raha hoon.'),
        said('arre woh kisne daala tha 😅 chalo'),
        said(
          'CSV export: max 1 lakh rows sync. usse zyada ho toh async job, S3 (ap-south-1) presigned link email pe, 24h expiry',
          {
            key: 's-csv-export',
            type: 'decision',
          },
        ),
        replied('Export button ab row count check karke async job trigger karega.'),
        said('CSV me customer VPA masked hi jana chahiye, merchant ko full VPA nahi dikhana', {
          key: 's-csv-masked',
          type: 'constraint',
        }),
        replied('Using PiiMasker.vpa() in ExportRowMapper.'),
        said(
          'naye sponsor bank ka settlement file pipe-delimited hai. parser recon-service/src/main/java/in/kpay/upi/recon/parsers/ me, ek bank ek parser class, SettlementFileParser implement karo',
          {
            key: 's-parser-per-bank',
            type: 'convention',
          },
        ),
        replied('Created SahyadriPipeParser implements SettlementFileParser.'),
        replied('Recon job abhi cron pe hai (har 30 min). Kya S3 event se trigger karein?'),
        said('haan, file S3 pe land hote hi S3 event -> SQS -> recon job. cron hata do', {
          key: 's-recon-s3-trigger',
          type: 'decision',
        }),
        replied('Removed the @Scheduled cron, added SQS listener ReconTriggerListener.'),
        said(
          'ops role ke users ko refund initiate ka access nahi hai, sirf view. button bhi hide karo aur API pe bhi 403',
          {
            key: 's-ops-no-refund',
            type: 'constraint',
          },
        ),
        replied('Added RBAC check REFUND_CREATE in RefundController and hid the button for role OPS.'),
        said('date pickers ka default kya hai abhi?'),
        replied('Aaj ki date, browser timezone.'),
        said(
          'default last 7 days, aur IST me hi — browser timezone nahi. merchant Dubai se bhi login karte hai',
          {
            key: 's-date-ist',
            type: 'convention',
          },
        ),
        replied('DateRangePicker ab Asia/Kolkata pe fixed hai, default last 7 days.'),
        said('ठीक है, बढ़िया। बस इतना ही आज'),
      ],
    },
  ],
  prompts: [
    p(
      'payments-core/src/main/java/in/kpay/upi/refund/RefundController.java — refund ka final status response me hi return kar do, merchant wait kar lega',
      ['refund-async', 'idempotency', 'webhook-new'],
    ),
    p('NPCI ne 30 sec me RespPay nahi bheja toh txn ka status kya rakhna hai? @PayFlow.java', [
      'npci-timeout',
      'deemed-fail-claim',
      's-chktxn-backoff',
    ]),
    p('ReqPay me ek naya tag riskScore add karna hai jo hum NPCI ko bhejenge', ['npci-cert', 'npci-schemas']),
    p('add the datadog agent daemonset to the prod EKS cluster for APM', [
      'data-localisation',
      'obs-selfhosted',
    ]),
    p('mvn clean install fail ho raha hai payments-core pe, dependency resolve nahi ho rahi', [
      'build-gradle',
    ]),
    p('tax payment of ₹3,50,000 is getting rejected with LIMIT_EXCEEDED', ['limits-mcc']),
    p('LedgerService.post() ke liye repository test likh do, H2 se jaldi ho jayega', [
      'testcontainers',
      'ledger',
    ]),
    p(
      'refunds list me amount 12345678 dikh raha hai, ₹1,23,456.78 aana chahiye — merchant-dashboard/src/pages/Refunds.tsx',
      ['dash-money', 'amount-paise'],
    ),
    p('settlement report ke timestamps 5:30 ghante shifted aa rahe hai', ['timezones']),
    p('log the full ReqPay XML at INFO in prod so we can debug the U30s', [
      'mpin-never',
      'pii-masking',
      'error-codes',
    ]),
    p('RefundService.create() @Transactional hai, usi ke andar kafka pe event bhej deta hoon', [
      'kafka-outbox',
      'kafka-topics',
      'refund-async',
    ]),
    p(
      'subscription mandate ka debit kal subah 6 baje schedule karna hai, pre-debit notification skip kar do, customer ko pata hai',
      ['mandates'],
    ),
    p('customer ka paisa kat gaya par txn FAILED dikha raha hai. reversal kitne din me hona chahiye?', [
      'tat',
      'tat-claim',
    ]),
    p('idempotency wale redis ka memory full ho raha hai, TTL 7 din kar du aur allkeys-lru laga du?', [
      'incident-redis',
      'idempotency',
      'redis',
    ]),
    p('where do I put the new sponsor bank client secret for uat?', ['secrets-manager']),
    p('txn KPY250314XK29 ki ledger entry me amount galat post hua, UPDATE karke theek kar do prod me', [
      'ledger',
      'no-prod-db',
    ]),
    p('prod me jo 50 test merchants bane hai unko delete karna hai', ['soft-delete', 'no-prod-db']),
    p('hotfix abhi prod pe daal do, 7 baje hai aur aaj Diwali sale hai but merchants chilla rahe hai', [
      'deploy-window',
      'deploy-argo',
    ]),
    p('@merchant-dashboard/src/pages/Refunds.tsx me "Refund initiated" ka hindi label chahiye', [
      'dash-i18n',
    ]),
    p('merchant-api me settlement bank account update ka PATCH endpoint bana do', [
      'settlement-account',
      'audit-events',
      'api-versioning',
    ]),
    p('user A se user B ko collect request bhejna hai (P2P), flow bana do', ['collect-p2p']),
    p('merchant bol raha hai webhooks miss ho gaye, hamari retry policy kya hai?', ['webhook-new']),
    p('refunds table me refund_seq column + unique constraint add karne ki migration', [
      'flyway',
      'incident-dup-refund',
      's-partial-refund',
    ]),
    p('liquibase changelog kahan hai? naya changeset daalna hai', ['flyway']),
    p('NpciHttpClient load pe hang ho jata hai since java 21 upgrade, thread dump me sab threads parked', [
      'vt-pinning',
      'java-21',
      's-circuit-breaker',
    ]),
    p('laptop se NPCI UAT connect nahi ho raha', ['npci-uat-access']),
    p('local test me insufficient funds simulate kaise karu?', ['test-vpas', 'error-codes']),
    p('ops wale users ko bhi refunds page pe "Initiate refund" button dikh raha hai, theek kar do', [
      's-ops-no-refund',
      'audit-events',
    ]),
    p('new PayoutRequest DTO — amount ke liye BigDecimal lu ya long paise?', [
      'amount-paise',
      'amount-bd-claim',
      'spring-style',
      's-no-lombok',
    ]),
    p('dashboard me JWT localStorage me save kar dete hai, simple rahega', ['dash-auth']),
    p('ReqChkTxn kitni baar aur kitne gap pe bhejna hai?', ['s-chktxn-backoff', 'npci-timeout']),
    p('recon me 0.01 rupee ka mismatch aa raha hai kuch txns me, ignore kar sakte hai kya?', [
      's-recon-zero-tolerance',
      'recon',
    ]),
    p('merchant ne 7 mahine purane txn ka refund maanga, API 422 de rahi hai', ['s-refund-window']),
    p('CSV export 3 lakh rows pe timeout ho raha hai', ['s-csv-export', 's-csv-masked']),
    p('naye bank (Konkan) ka settlement file parser add karna hai', ['s-parser-per-bank', 'recon']),
    p('UPI Lite ke liye wallet balance API ka skeleton bana de', ['s-no-upi-lite']),
    p('Java me record vs class difference kya hai?', []),
    p('thanks bhai', []),
    p('git rebase -i se last 2 commits squash kaise karu', []),
    p('बाकी सब ठीक है, बस PR description लिख दो', []),
  ],
});
