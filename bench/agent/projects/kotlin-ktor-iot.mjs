// A Kotlin 2 backend for a cold-chain IoT fleet (refrigerated trailers with LTE-M gateways): Ktor 3 on Netty,
// coroutines, jOOQ + Flyway on TimescaleDB, EMQX 5 MQTT ingestion, Kafka on Amazon MSK, protobuf payloads,
// firmware OTA, Gradle Kotlin DSL with a version catalog, kotest + MockK + Testcontainers, Jib, EKS + Argo CD.
// Held-out scenario (round D): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kotlin-ktor-iot',
  stack:
    'Kotlin 2.0 (JVM 21), Ktor 3 (Netty), kotlinx.coroutines, jOOQ + Flyway on TimescaleDB (PostgreSQL 16), EMQX 5 (MQTT), Kafka (Amazon MSK), protobuf, Gradle Kotlin DSL + version catalog, kotest + MockK + Testcontainers, Jib, EKS + Helm + Argo CD, Prometheus/Grafana, AWS (S3, KMS, Private CA, Secrets Manager)',
  memories: [
    // --- build -------------------------------------------------------------------------------------------
    m(
      'build-groovy',
      'fact',
      'Build is Gradle with Groovy build.gradle files. Shared versions sit in the ext {} block of the root build.gradle (ktorVersion, exposedVersion, kotestVersion) and modules reference them as "io.ktor:ktor-server-core:$ktorVersion".',
      {
        fact: 'frostline | build_dsl | Gradle Groovy',
        age: 560,
        files: ['build.gradle'],
        tags: ['gradle', 'build'],
      },
    ),
    m(
      'build-catalog',
      'convention',
      'All build scripts are *.gradle.kts. Every dependency and plugin version is declared once in gradle/libs.versions.toml and referenced as libs.ktor.server.netty / alias(libs.plugins.kotlin.jvm) — no version strings inside a module build file. Anything shared between modules (toolchain, kotest setup, detekt) goes in the convention plugins under build-logic/ (frostline.kotlin-service, frostline.kotlin-library).',
      {
        fact: 'frostline | build_dsl | Gradle Kotlin DSL + version catalog',
        supersedes: 'build-groovy',
        age: 310,
        reaffirm: 25,
        files: ['gradle/libs.versions.toml', 'build-logic', 'settings.gradle.kts'],
        tags: ['gradle', 'version-catalog', 'build'],
        canonical: true,
      },
    ),
    m(
      'jdk-toolchain',
      'fact',
      "JDK 21 (Temurin) via jvmToolchain(21) in the convention plugin, Kotlin 2.0 with the K2 compiler. Context receivers are not enabled, don't use them.",
      {
        files: ['build-logic/src/main/kotlin/frostline.kotlin-service.gradle.kts'],
        tags: ['kotlin', 'jdk'],
      },
    ),
    m(
      'ktor-server',
      'fact',
      'api and ota are Ktor 3 servers on Netty, started with embeddedServer(Netty) from Main.kt; plugins are installed in Application.module(graph). ingest and writer have no HTTP API beyond the management port.',
      {
        fact: 'frostline-api | http_framework | Ktor 3 (Netty)',
        files: [
          'api/src/main/kotlin/com/frostline/api/Main.kt',
          'api/src/main/kotlin/com/frostline/api/Application.kt',
        ],
        tags: ['ktor', 'netty'],
      },
    ),

    // --- DI ----------------------------------------------------------------------------------------------
    m(
      'di-koin',
      'decision',
      'Use Koin for DI. Each Gradle module exposes a koinModule { single { ... } } and routes get their dependencies with `val repo by inject<DeviceRepository>()`.',
      {
        fact: 'frostline | dependency_injection | Koin',
        age: 470,
        tags: ['koin', 'di'],
      },
    ),
    m(
      'di-manual',
      'decision',
      'We ripped Koin out. Each service has one AppGraph class (AppGraph.kt) that builds everything with plain constructors in main(), and Application.module(graph) hands what routes need as parameters. No service locator, no by inject(), nothing resolved at runtime.',
      {
        fact: 'frostline | dependency_injection | manual constructor wiring (AppGraph)',
        supersedes: 'di-koin',
        age: 205,
        reaffirm: 40,
        files: [
          'api/src/main/kotlin/com/frostline/api/AppGraph.kt',
          'ingest/src/main/kotlin/com/frostline/ingest/AppGraph.kt',
          'ota/src/main/kotlin/com/frostline/ota/AppGraph.kt',
        ],
        tags: ['di', 'wiring'],
        reason:
          'missing Koin definitions only blew up in prod at first request; with constructors the compiler catches it',
      },
    ),

    // --- MQTT --------------------------------------------------------------------------------------------
    m(
      'mqtt-mosquitto',
      'fact',
      'Devices talk to a single Mosquitto broker on an EC2 box (mqtt.frostline.io:8883); the ingest service subscribes to telemetry/#.',
      {
        fact: 'frostline | mqtt_broker | Mosquitto',
        age: 640,
        tags: ['mqtt', 'broker'],
      },
    ),
    m(
      'mqtt-emqx',
      'fact',
      'The broker is a 3-node EMQX 5 cluster on EKS behind an NLB at mqtt.frostline.io:8883. Ingest replicas consume through the shared subscription $share/ingest/t/+/+/telemetry so EMQX load-balances between pods — a plain subscription hands every message to every replica.',
      {
        fact: 'frostline | mqtt_broker | EMQX 5',
        supersedes: 'mqtt-mosquitto',
        age: 330,
        reaffirm: 45,
        files: [
          'ingest/src/main/kotlin/com/frostline/ingest/mqtt/MqttSource.kt',
          'deploy/helm/emqx/values.yaml',
        ],
        tags: ['mqtt', 'emqx', 'shared-subscription'],
      },
    ),
    m(
      'mqtt-topics',
      'convention',
      'Topic tree: t/{tenantId}/{deviceId}/telemetry (uplink readings), t/{tenantId}/{deviceId}/events (alarms, boot, OTA progress), t/{tenantId}/{deviceId}/cmd (downlink commands) and t/{tenantId}/{deviceId}/ota. Take tenant and device from the topic, never from fields inside the payload; the EMQX ACL pins the deviceId segment to the client cert CN. Build topics only through Topics.kt.',
      {
        files: ['common/src/main/kotlin/com/frostline/common/mqtt/Topics.kt'],
        tags: ['mqtt', 'topics', 'acl'],
      },
    ),
    m(
      'mqtt-client',
      'fact',
      'ingest uses the HiveMQ MQTT client (Mqtt5AsyncClient) wrapped in a callbackFlow in MqttSource.kt. We moved off Paho because its callbacks run on its own thread and we kept blocking it.',
      {
        files: ['ingest/src/main/kotlin/com/frostline/ingest/mqtt/MqttSource.kt'],
        tags: ['mqtt', 'hivemq-client', 'flow'],
      },
    ),
    m(
      'qos1',
      'fact',
      'Devices publish telemetry at QoS 1 with a persistent session (cleanStart=false, session expiry 2h), so whatever the gateway buffered while out of coverage is delivered once it reconnects.',
      {
        tags: ['mqtt', 'qos', 'firmware'],
      },
    ),
    m(
      'qos0',
      'fact',
      "telemetry goes out QoS 0 to save airtime on the LTE-M plans, only events (door open alarms, temp excursions) are QoS 1. a lost telemetry packet is accepted, we don't backfill.",
      {
        disputes: 'qos1',
        tags: ['mqtt', 'qos', 'firmware'],
      },
    ),
    m(
      'mqtt-limits',
      'constraint',
      'EMQX enforces 64 KB max packet and 20 msg/s per client. Ingest must not throw on a bad message: oversize or undecodable envelopes are counted (frostline_ingest_rejected_total{reason}) and dropped, and the stream keeps going.',
      {
        files: ['ingest/src/main/kotlin/com/frostline/ingest/IngestPipeline.kt'],
        tags: ['mqtt', 'limits', 'error-handling'],
      },
    ),

    // --- payloads ----------------------------------------------------------------------------------------
    m(
      'payload-json',
      'convention',
      'Telemetry payload is a JSON object {ts, temp_c, humidity, door_open, battery_mv}; decode it with kotlinx.serialization into TelemetryDto.',
      {
        age: 520,
        files: ['ingest/src/main/kotlin/com/frostline/ingest/TelemetryDto.kt'],
        tags: ['payload', 'json'],
      },
    ),
    m(
      'payload-proto',
      'decision',
      'Devices stopped sending JSON. Uplink is protobuf: frostline.telemetry.v2.Envelope (proto/src/main/proto/frostline/telemetry/v2/envelope.proto) carrying repeated Reading. Kotlin/Java classes are generated by the protobuf Gradle plugin in the :proto module (lite runtime) — never hand-write a DTO for a device payload.',
      {
        fact: 'frostline | device_payload_format | protobuf (Envelope v2)',
        supersedes: 'payload-json',
        age: 260,
        reaffirm: 20,
        files: ['proto/src/main/proto/frostline/telemetry/v2/envelope.proto', 'proto/build.gradle.kts'],
        tags: ['protobuf', 'payload'],
        reason: 'JSON was 4-6x the bytes and the SIM plans are billed per MB',
        canonical: true,
      },
    ),
    m(
      'proto-compat',
      'constraint',
      'Never renumber or reuse a field number in a .proto file. A removed field becomes `reserved <n>; reserved "name";`. Gateways from 2023 are still in the field and some will never take an update. `buf breaking --against main` runs in CI.',
      {
        files: ['proto/src/main/proto', 'buf.yaml', '.github/workflows/ci.yml'],
        tags: ['protobuf', 'compatibility', 'buf'],
      },
    ),
    m(
      'units',
      'convention',
      'Readings come off the wire as temp_cdeg (sint32, hundredths of a degree C) and battery_mv. The writer converts to temp_c (double) once, when inserting; DB and API are in °C. Fahrenheit is a frontend concern, the backend never converts.',
      {
        files: ['writer/src/main/kotlin/com/frostline/writer/ReadingMapper.kt'],
        tags: ['units', 'temperature'],
      },
    ),

    // --- Kafka -------------------------------------------------------------------------------------------
    m(
      'kafka-topics',
      'fact',
      'Kafka is Amazon MSK (3 brokers, eu-central-1). ingest produces raw envelopes to telemetry.raw.v2 (48 partitions), writer consumes them as group writer-v2 and publishes decoded readings to telemetry.readings.v1, which alerts-service consumes.',
      {
        fact: 'telemetry.raw.v2 | partitions | 48',
        files: ['deploy/kafka/topics.yaml'],
        tags: ['kafka', 'msk', 'topics'],
      },
    ),
    m(
      'kafka-key-device',
      'convention',
      "Telemetry records are keyed by deviceId, so one device's readings stay in order in a single partition.",
      {
        files: ['ingest/src/main/kotlin/com/frostline/ingest/kafka/KafkaSink.kt'],
        tags: ['kafka', 'partitioning', 'ordering'],
      },
    ),
    m(
      'kafka-key-tenant',
      'decision',
      "Key for the telemetry topics is tenantId: alert rules are evaluated per customer and need that customer's readings ordered on one partition.",
      {
        disputes: 'kafka-key-device',
        tags: ['kafka', 'partitioning', 'alerts'],
      },
    ),
    m(
      'kafka-producer',
      'convention',
      'Producer config: acks=all, enable.idempotence=true, compression.type=zstd, linger.ms=20. From coroutines always go through KafkaSink.send(), which suspends on the callback (suspendCancellableCoroutine). producer.send(record).get() blocks a thread and is rejected in review.',
      {
        files: [
          'ingest/src/main/kotlin/com/frostline/ingest/kafka/KafkaSink.kt',
          'common/src/main/kotlin/com/frostline/common/kafka/KafkaSink.kt',
        ],
        tags: ['kafka', 'producer', 'coroutines'],
      },
    ),
    m(
      'kafka-commit',
      'convention',
      'writer commits offsets manually (enable.auto.commit=false) only after the batch is in the database. Crash between insert and commit = redelivery, which is fine because inserts are idempotent.',
      {
        files: ['writer/src/main/kotlin/com/frostline/writer/WriterLoop.kt'],
        tags: ['kafka', 'consumer', 'offsets'],
      },
    ),

    // --- coroutines --------------------------------------------------------------------------------------
    m(
      'coroutine-blocking',
      'constraint',
      'Nothing blocking on Dispatchers.Default or on a Netty event-loop thread. JDBC, file IO, KafkaConsumer.poll and AWS SDK v1 calls go in withContext(Dispatchers.IO) or the dbDispatcher from Db.kt.',
      {
        files: ['common/src/main/kotlin/com/frostline/common/db/Db.kt'],
        tags: ['coroutines', 'dispatchers', 'blocking'],
        reason:
          'Nov 2024: a JDBC lookup inside the MQTT collector starved Default and ingest lag hit 40 minutes',
        canonical: true,
      },
    ),
    m(
      'structured-concurrency',
      'convention',
      'No GlobalScope, no runBlocking outside main() and tests. Background loops are launched in a scope owned by the component (CoroutineScope(SupervisorJob() + dispatcher)) or the Application scope so shutdown cancels them. If you catch Exception in a coroutine, rethrow CancellationException.',
      {
        tags: ['coroutines', 'structured-concurrency'],
      },
    ),
    m(
      'sealed-results',
      'convention',
      'Domain outcomes on the ingest hot path are sealed interfaces (IngestResult.Accepted / Duplicate / Rejected(reason)), not exceptions.',
      {
        files: ['ingest/src/main/kotlin/com/frostline/ingest/IngestResult.kt'],
        tags: ['kotlin', 'sealed', 'error-handling'],
      },
    ),

    // --- database ----------------------------------------------------------------------------------------
    m(
      'db-timescale',
      'fact',
      'Telemetry lives in TimescaleDB 2.14 on PostgreSQL 16 (Timescale Cloud, AWS eu-central-1, VPC-peered). readings is a hypertable with 1-day chunks, compressed after 7 days with segmentby device_id. Device metadata (devices, assets, firmware_rollouts) is in the same database.',
      {
        fact: 'frostline | database | TimescaleDB on PostgreSQL 16',
        age: 400,
        reaffirm: 30,
        tags: ['timescaledb', 'postgres', 'hypertable'],
      },
    ),
    m(
      'retention-90',
      'fact',
      "Raw readings are kept 90 days (add_retention_policy('readings', INTERVAL '90 days')). Past that only the hourly continuous aggregate readings_1h exists, kept two years.",
      {
        files: ['db/src/main/resources/db/migration'],
        tags: ['retention', 'timescaledb'],
      },
    ),
    m(
      'retention-30',
      'constraint',
      'Raw telemetry must be deleted after 30 days, that is what the customer DPA says (docs/compliance/data-retention.md). Only aggregates may be kept longer.',
      {
        disputes: 'retention-90',
        files: ['docs/compliance/data-retention.md'],
        tags: ['retention', 'compliance', 'gdpr'],
      },
    ),
    m(
      'cagg',
      'convention',
      'History charts and /v1/devices/{id}/history read the continuous aggregates readings_5m (ranges up to 7 days) or readings_1h (longer). The raw readings hypertable is only queried for windows under 24h.',
      {
        files: ['api/src/main/kotlin/com/frostline/api/history/HistoryRepository.kt'],
        tags: ['timescaledb', 'continuous-aggregates', 'performance'],
      },
    ),
    m(
      'db-exposed',
      'fact',
      'DB access is JetBrains Exposed with DAO entities (DeviceEntity, ReadingEntity), queries inside transaction { }.',
      {
        fact: 'frostline | db_access | Exposed',
        age: 450,
        tags: ['exposed', 'orm'],
      },
    ),
    m(
      'db-jooq',
      'decision',
      'Data access is jOOQ now. The generated classes come from the Flyway-migrated schema (task :db:generateJooq spins up a Timescale Testcontainer, migrates, runs jooq-codegen). Queries use DSLContext inside Db.query { ctx -> ... }, which moves to the db dispatcher. No ORM entities.',
      {
        fact: 'frostline | db_access | jOOQ',
        supersedes: 'db-exposed',
        age: 190,
        reaffirm: 12,
        files: ['db/build.gradle.kts', 'common/src/main/kotlin/com/frostline/common/db/Db.kt'],
        tags: ['jooq', 'database', 'codegen'],
        reason:
          'Exposed could not express ON CONFLICT on our composite key or time_bucket without raw SQL strings anyway',
      },
    ),
    m(
      'flyway',
      'convention',
      'Migrations are Flyway SQL in db/src/main/resources/db/migration named V{yyyyMMddHHmm}__what.sql. Timescale calls (create_hypertable, add_compression_policy, continuous aggregates) go in migrations too. An applied migration is never edited; run ./gradlew :db:generateJooq after adding one.',
      {
        files: ['db/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations'],
      },
    ),
    m(
      'flyway-job',
      'fact',
      'Migrations run as the db-migrate Job (Helm pre-upgrade hook of the writer chart) before pods roll; services only validate. The old version keeps running during the rollout, so a migration has to be backward compatible with it.',
      {
        files: ['deploy/helm/writer/templates/db-migrate-job.yaml'],
        tags: ['flyway', 'deploy', 'helm'],
      },
    ),
    m(
      'hikari',
      'constraint',
      'HikariCP maximumPoolSize is 8 per writer pod and 10 per api pod. The Timescale Cloud plan caps the service at 200 connections total, and KEDA can run 12 writers — do the math before raising anything.',
      {
        files: ['writer/src/main/resources/application.conf', 'api/src/main/resources/application.conf'],
        tags: ['hikari', 'connections', 'postgres'],
      },
    ),
    m(
      'seq-dedup',
      'constraint',
      'Each Reading carries (device_id, boot_id, seq) and readings has a unique index on it. Gateways resend their whole ring buffer after reconnect, so duplicates are expected; inserts use ON CONFLICT DO NOTHING and a conflict is not an error.',
      {
        fact: 'readings | dedup_key | (device_id, boot_id, seq)',
        files: ['writer/src/main/kotlin/com/frostline/writer/ReadingRepository.kt'],
        tags: ['idempotency', 'dedup', 'readings'],
      },
    ),
    m(
      'writer-batch',
      'fact',
      'writer inserts in batches of up to 5000 rows or every 500 ms: COPY into a temp staging table through PgConnection.copyAPI, then INSERT INTO readings SELECT ... ON CONFLICT DO NOTHING.',
      {
        files: [
          'writer/src/main/kotlin/com/frostline/writer/ReadingRepository.kt',
          'writer/src/main/kotlin/com/frostline/writer/WriterLoop.kt',
        ],
        tags: ['writer', 'batching', 'copy'],
      },
    ),
    m(
      'ts-device',
      'convention',
      'readings.time (the hypertable time column) is the device timestamp Reading.ts_ms, UTC.',
      {
        files: ['writer/src/main/kotlin/com/frostline/writer/ReadingMapper.kt'],
        tags: ['time', 'hypertable'],
      },
    ),
    m(
      'ts-server',
      'decision',
      'hypertable time = received_at stamped by the ingest pod. gateway RTCs drift and some come back as 1970 after a battery swap. the device clock goes in device_ts and is only shown, never used for bucketing.',
      {
        disputes: 'ts-device',
        tags: ['time', 'hypertable', 'clock-drift'],
      },
    ),
    m(
      'device-registry',
      'fact',
      'devices table: serial, tenant_id, hardware_rev, firmware_version, last_seen. writer updates last_seen at most once a minute per device (coalesced in LastSeenTracker) — an UPDATE per message took the DB down once.',
      {
        files: ['writer/src/main/kotlin/com/frostline/writer/LastSeenTracker.kt'],
        tags: ['devices', 'last-seen'],
      },
    ),
    m(
      'time-utc',
      'convention',
      'Instants only: kotlinx.datetime.Instant in domain code, timestamptz columns, ISO-8601 with Z in the API. No LocalDateTime anywhere except formatting for a user-facing report.',
      {
        tags: ['time', 'kotlinx-datetime'],
      },
    ),

    // --- API ---------------------------------------------------------------------------------------------
    m(
      'tenant-isolation',
      'constraint',
      'Every api query filters by the tenant from the JWT (call.tenantId()), never by a tenant id from the path, query string or body. RLS on devices/readings/assets is the backstop: Db.query sets app.tenant_id for the transaction.',
      {
        files: [
          'api/src/main/kotlin/com/frostline/api/auth/TenantPrincipal.kt',
          'common/src/main/kotlin/com/frostline/common/db/Db.kt',
        ],
        tags: ['multi-tenancy', 'security', 'rls'],
        reason: "pentest in 2024 read another customer's trailers by changing the id in the URL",
        canonical: true,
      },
    ),
    m(
      'auth-jwt',
      'fact',
      'Users (web dashboard and the driver app) log in through Auth0, tenant frostline-eu.eu.auth0.com. Ktor Authentication jwt("auth0") checks RS256 against the JWKS; the tenant id is the custom claim https://frostline.io/tenant.',
      {
        fact: 'frostline-api | auth_method | Auth0 JWT (RS256)',
        files: ['api/src/main/kotlin/com/frostline/api/auth/Auth.kt'],
        tags: ['auth', 'jwt', 'auth0'],
      },
    ),
    m(
      'serialization',
      'convention',
      'HTTP JSON is kotlinx.serialization through ContentNegotiation (Json { ignoreUnknownKeys = true; explicitNulls = false }). No Jackson or Gson, in any module.',
      {
        files: ['api/src/main/kotlin/com/frostline/api/plugins/Serialization.kt'],
        tags: ['json', 'kotlinx-serialization'],
      },
    ),
    m(
      'errors',
      'convention',
      'Handlers throw the domain exceptions from common/errors (NotFound, Forbidden, Invalid, Conflict); the StatusPages plugin maps them to application/problem+json. Don\'t call.respond(HttpStatusCode.BadRequest, "...") by hand.',
      {
        files: [
          'api/src/main/kotlin/com/frostline/api/plugins/StatusPages.kt',
          'common/src/main/kotlin/com/frostline/common/errors',
        ],
        tags: ['errors', 'status-pages', 'problem-json'],
      },
    ),
    m(
      'api-compat',
      'constraint',
      "/v1 is used by customers' TMS integrations and the driver app: fields can be added, never renamed, retyped or removed. Breaking changes mean a /v2 route.",
      {
        files: ['api/src/main/kotlin/com/frostline/api/routes'],
        tags: ['api', 'versioning', 'contract'],
      },
    ),
    m(
      'pagination',
      'convention',
      'list endpoints: cursor pagination (?cursor=&limit=, default 100, max 500), opaque base64 cursor, response { items, nextCursor }. no offset/page.',
      {
        tags: ['api', 'pagination'],
      },
    ),
    m(
      'alerts',
      'fact',
      'alerts-service evaluates temperature excursions per asset (min/max setpoint plus a 15 min grace period) on telemetry.readings.v1, writes alert_events and notifies through SNS (email/SMS).',
      {
        files: ['alerts/src/main/kotlin/com/frostline/alerts/ExcursionEvaluator.kt'],
        tags: ['alerts', 'excursion', 'sns'],
      },
    ),

    // --- devices, OTA --------------------------------------------------------------------------------------
    m(
      'device-mtls',
      'fact',
      'Gateways authenticate to EMQX with X.509 client certs from AWS Private CA (frostline-device-ca), CN = deviceId, issued at factory flashing by ProvisioningService. No username/password devices.',
      {
        files: ['api/src/main/kotlin/com/frostline/api/provisioning/ProvisioningService.kt'],
        tags: ['mtls', 'x509', 'provisioning', 'devices'],
      },
    ),
    m(
      'ota-chunks',
      'fact',
      'OTA: OtaService splits the firmware .bin into 4 KB chunks and publishes them one by one on t/{tenant}/{device}/ota; the device acks each chunk on its events topic.',
      {
        age: 500,
        tags: ['ota', 'firmware', 'mqtt'],
      },
    ),
    m(
      'ota-flow',
      'fact',
      "Firmware no longer goes over MQTT chunk by chunk. Signed images sit in s3://frostline-firmware/<hardware_rev>/<version>/; OtaService publishes a small OtaOffer (version, sha256, presigned HTTPS URL valid 1h) on the device's ota topic, the gateway downloads it, and progress comes back as OtaProgress events.",
      {
        supersedes: 'ota-chunks',
        age: 230,
        files: [
          'ota/src/main/kotlin/com/frostline/ota/OtaService.kt',
          'proto/src/main/proto/frostline/ota/v1/ota.proto',
        ],
        tags: ['ota', 'firmware', 's3'],
      },
    ),
    m(
      'ota-signing',
      'constraint',
      'Firmware is signed only by the release pipeline with the ECDSA P-256 key in AWS KMS (alias/frostline-fw-signing); MCUboot on the gateway rejects anything else. Nobody signs on a laptop and the key is never exported. Bench devices use the dev bootloader with the dev key from the firmware repo.',
      {
        files: ['.github/workflows/firmware-release.yml'],
        tags: ['ota', 'signing', 'kms', 'security'],
      },
    ),
    m(
      'ota-staged',
      'decision',
      'Rollouts go 1% → 10% → 50% → 100% with 24h between stages. The RolloutSupervisor halts a rollout by itself if boot failures pass 2% or devices stop checking in. Never target a whole tenant in one step.',
      {
        files: ['ota/src/main/kotlin/com/frostline/ota/RolloutSupervisor.kt'],
        tags: ['ota', 'rollout', 'canary'],
        reason: 'firmware 3.4.0 bricked the modem on 600 FL-200s at once in 2023',
      },
    ),
    m(
      'note-fl100',
      'note',
      'FL-100 gateways (hardware_rev FL100, firmware 1.x) cannot do OTA at all. ~3k are still running at Nordfrost. The rollout target query has to exclude them.',
      {
        age: 480,
        files: ['ota/src/main/kotlin/com/frostline/ota/TargetSelector.kt'],
        tags: ['ota', 'hardware', 'legacy'],
      },
    ),
    m(
      'note-lte-reconnects',
      'note',
      'The 1NCE SIMs reset the data session every 24h, so there is a reconnect wave around 03:00 UTC every night. Not an outage.',
      {
        age: 540,
        tags: ['lte', 'sim', 'reconnects'],
      },
    ),
    m(
      'note-staging',
      'note',
      'staging is namespace `staging` in the same EKS cluster and shares MSK with prod through the stg. topic prefix.',
      {
        age: 430,
        tags: ['staging', 'environments'],
      },
    ),

    // --- tests -------------------------------------------------------------------------------------------
    m(
      'tests-h2',
      'convention',
      'Repository tests run on H2 in PostgreSQL compatibility mode, set up in TestDb.kt.',
      {
        age: 440,
        files: ['writer/src/test/kotlin/com/frostline/writer/TestDb.kt'],
        tags: ['tests', 'database'],
      },
    ),
    m(
      'tests-tc',
      'convention',
      "DB tests hit a real TimescaleDB: Testcontainers with timescale/timescaledb:2.14.2-pg16, one shared container per JVM (TestDatabase object in :testing), Flyway applied once, each test runs in a transaction that is rolled back. In-memory databases don't know hypertables, time_bucket or our ON CONFLICT targets.",
      {
        supersedes: 'tests-h2',
        age: 175,
        reaffirm: 10,
        files: ['testing/src/main/kotlin/com/frostline/testing/TestDatabase.kt'],
        tags: ['tests', 'testcontainers', 'timescaledb'],
      },
    ),
    m(
      'kotest',
      'convention',
      "Tests are kotest (FunSpec / BehaviorSpec) on the JUnit Platform, kotest matchers (shouldBe, shouldContainExactly) and MockK. No Mockito, no JUnit @Test classes in new code. Coroutine code is tested with runTest / kotest's coroutineTestScope, not with Thread.sleep.",
      {
        files: ['build-logic/src/main/kotlin/frostline.kotlin-library.gradle.kts'],
        tags: ['kotest', 'mockk', 'tests'],
      },
    ),
    m(
      'tests-integration',
      'fact',
      'Anything needing Docker (Testcontainers Timescale, Kafka, EMQX) is tagged Integration and runs with ./gradlew integrationTest; ./gradlew test stays Docker-free. CI runs both.',
      {
        files: ['build-logic/src/main/kotlin/frostline.kotlin-library.gradle.kts'],
        tags: ['tests', 'integration', 'gradle'],
      },
    ),
    m(
      'tests-ktor',
      'convention',
      'Route tests use testApplication { application { module(fakeGraph()) } } with a JWT from TestTokens.forTenant(...). Never bind a real port in tests.',
      {
        files: ['api/src/test/kotlin/com/frostline/api/TestTokens.kt'],
        tags: ['tests', 'ktor'],
      },
    ),
    m(
      'lint',
      'convention',
      './gradlew check runs ktlint (kotlinter) and detekt with config/detekt/detekt.yml; CI fails on new findings. Suppress a single rule with @Suppress("Rule") and a comment why — don\'t regenerate the detekt baseline to make it pass.',
      {
        files: ['config/detekt/detekt.yml', 'config/detekt/baseline.xml'],
        tags: ['detekt', 'ktlint', 'lint'],
      },
    ),

    // --- config, deploy, ops -------------------------------------------------------------------------------
    m(
      'config',
      'convention',
      'Config is HOCON (application.conf) with optional env-var substitutions (KAFKA_BOOTSTRAP, DB_URL, ...), loaded once into the AppConfig data class in main() and passed down. No System.getenv() scattered in the code.',
      {
        files: [
          'api/src/main/resources/application.conf',
          'common/src/main/kotlin/com/frostline/common/config/AppConfig.kt',
        ],
        tags: ['config', 'hocon'],
      },
    ),
    m(
      'secrets',
      'constraint',
      'Credentials (DB, MSK SCRAM, EMQX API, Auth0 client secret) live in AWS Secrets Manager and reach pods through External Secrets Operator as env vars. Never in application.conf, values.yaml, gradle.properties or a commit.',
      {
        files: ['deploy/helm'],
        tags: ['secrets', 'secrets-manager', 'security'],
      },
    ),
    m(
      'deploy-eks',
      'fact',
      'Everything runs on EKS cluster fleet-prod (eu-central-1). Helm charts are in deploy/helm/<service>; Argo CD syncs them from the frostline/deploy-config repo. CI never runs kubectl or helm against prod.',
      {
        fact: 'frostline | deployment_platform | EKS + Argo CD',
        age: 380,
        reaffirm: 35,
        files: ['deploy/helm'],
        tags: ['eks', 'kubernetes', 'argocd', 'deploy'],
      },
    ),
    m(
      'release',
      'fact',
      'Release path: merge to main → GitHub Actions builds and pushes to ECR → bumps the staging image tag in deploy-config. Prod = a PR in deploy-config changing the prod tag, approved by whoever is on call.',
      {
        files: ['.github/workflows/release.yml'],
        tags: ['release', 'ci', 'gitops'],
      },
    ),
    m(
      'jib',
      'fact',
      'No Dockerfiles: images are built by Jib (jib { from.image = "eclipse-temurin:21-jre" }) in the kotlin-service convention plugin, pushed to ECR as <service>:<git sha>.',
      {
        files: ['build-logic/src/main/kotlin/frostline.kotlin-service.gradle.kts'],
        tags: ['docker', 'jib', 'ecr'],
      },
    ),
    m(
      'jvm-memory',
      'constraint',
      'JVM flags in containers: -XX:MaxRAMPercentage=75, no -Xmx. Memory request = limit (1Gi ingest, 2Gi writer, 1Gi api).',
      {
        files: ['deploy/helm/writer/values.yaml', 'deploy/helm/ingest/values.yaml'],
        tags: ['jvm', 'memory', 'kubernetes'],
        reason: 'someone set -Xmx above the pod limit in January and the writer got OOMKilled in a loop',
      },
    ),
    m(
      'keda',
      'fact',
      "writer scales with a KEDA ScaledObject on consumer lag of writer-v2, 3 to 12 replicas. More replicas than that doesn't help much anyway with 48 partitions and the connection budget.",
      {
        files: ['deploy/helm/writer/templates/scaledobject.yaml'],
        tags: ['keda', 'autoscaling', 'kafka'],
        inferred: true,
        fact: 'writer | max_replicas | 12',
      },
    ),
    m(
      'metrics',
      'convention',
      'Metrics: Micrometer with the Prometheus registry, scraped on the management port :9090/metrics. Names frostline_<component>_<what>_<unit> (frostline_writer_batch_seconds). Never label by deviceId or serial — 180k devices would blow up Prometheus; per-device data belongs in Timescale.',
      {
        files: ['common/src/main/kotlin/com/frostline/common/metrics/Metrics.kt'],
        tags: ['prometheus', 'micrometer', 'cardinality'],
      },
    ),
    m(
      'grafana',
      'fact',
      'Grafana dashboards are provisioned from deploy/grafana/dashboards/*.json (edit the JSON, UI edits are overwritten). "Ingest overview" has MQTT msg/s, kafka-exporter consumer lag and writer batch latency.',
      {
        files: ['deploy/grafana/dashboards'],
        tags: ['grafana', 'dashboards'],
      },
    ),
    m(
      'lag-alert',
      'fact',
      'On-call is paged when writer-v2 lag on telemetry.raw.v2 is above 500k for 10 minutes (PrometheusRule in deploy/helm/writer/templates/alerts.yaml).',
      {
        files: ['deploy/helm/writer/templates/alerts.yaml'],
        tags: ['alerting', 'kafka-lag', 'on-call'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logs: io.github.oshai kotlin-logging over Logback, JSON via logstash-logback-encoder. Put deviceId/tenantId in MDC with withContext(MDCContext()) so they survive suspension. No payload dumps at INFO; ingest handles ~2k msg/s.',
      {
        files: ['common/src/main/resources/logback.xml'],
        tags: ['logging', 'mdc', 'coroutines'],
      },
    ),
    m(
      'nats-eval',
      'note',
      'Looked at NATS JetStream instead of Kafka in spring 2024. Stayed on MSK: managed, and the data team reads the topics with Kafka Connect into S3.',
      {
        age: 360,
        tags: ['nats', 'kafka', 'evaluation'],
      },
    ),

    // --- candidates (agent-proposed, unreviewed) -----------------------------------------------------------
    m('cand-r2dbc', 'decision', 'Move the writer from JDBC to R2DBC so database calls are non-blocking.', {
      candidate: true,
      tags: ['r2dbc', 'database'],
    }),
    m('cand-spring', 'fact', 'The api service is a Spring Boot 3 WebFlux application.', {
      candidate: true,
      tags: ['spring'],
    }),
    m(
      'cand-redis-dedup',
      'convention',
      'Deduplicate readings in Redis with SET NX on device:seq before they reach Kafka.',
      {
        candidate: true,
        tags: ['redis', 'dedup'],
      },
    ),
    m(
      'cand-json-fallback',
      'decision',
      'If protobuf decoding fails, ingest should retry the payload as JSON telemetry.',
      {
        candidate: true,
        tags: ['payload', 'json'],
      },
    ),

    // --- secret-bearing inputs (the write must be refused) ----------------------------------------------------
    m(
      'secret-aws',
      'note',
      'ECR push user for the old Jenkins box: AWS_ACCESS_KEY_ID=AKIA5RQ2XH7NLM3KTBW4 AWS_SECRET_ACCESS_KEY=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',
      { secret: 'tV8qL2mZ9xR4pK7wN3bY6cJ1hF5dS0aGeU2iO8rE' },
    ),
    m(
      'secret-mqtt',
      'fact',
      'load-test client connects as mqtts://loadgen:Hq4!zT8mVr2Lw9Kp@mqtt.frostline.io:8883',
      { secret: 'Hq4!zT8mVr2Lw9Kp' },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'msk scram for writer: sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="writer-v2" password="c3Jx9TmQ2wLz8KvR5pYb";',
      { secret: 'c3Jx9TmQ2wLz8KvR5pYb' },
    ),
    m(
      'secret-grafana',
      'note',
      'Grafana service account token for dashboard sync (Editor role): glsa_Xq7mP2rT9vL4kW8nZ3bY6cJ1hF5dS0aG_3e9b71c2',
      { secret: 'glsa_Xq7mP2rT9vL4kW8nZ3bY6cJ1hF5dS0aG_3e9b71c2' },
    ),
    m(
      'secret-gpr',
      'fact',
      'To pull frostline-proto from GitHub Packages put gpr.user=frostline-ci and gpr.key=ghp_R7mK2xQ9vT4pL8wZ3nB6yJ1cH5fD0sAeG2t9 in ~/.gradle/gradle.properties',
      { secret: 'ghp_R7mK2xQ9vT4pL8wZ3nB6yJ1cH5fD0sAeG2t9' },
    ),
    m(
      'secret-jdbc',
      'note',
      'read replica for ad-hoc queries: jdbc:postgresql://tsdb-ro.k7x2p9qm4z.tsdb.cloud.timescale.com:34521/tsdb?user=analyst&password=Wm7pQ2xK9rLv4TzN&sslmode=require',
      { secret: 'Wm7pQ2xK9rLv4TzN' },
    ),
  ],
  sessions: [
    {
      id: 'kotlin-ktor-iot-session-1',
      age: 4,
      turns: [
        said(
          "ota rollouts only get scheduled between 22:00 and 05:00 in the fleet's local timezone. trucks are on the road during the day and a gateway reboot mid delivery drops the temp log",
          { key: 's-ota-window', type: 'constraint' },
        ),
        replied(
          "Got it. I'll make RolloutSupervisor compute each stage's start from the tenant's timezone and hold devices outside the window.",
        ),
        replied(
          "While I'm in there, should I move the rollout scheduler out of the ota service into a Kubernetes CronJob that runs every 15 minutes?",
        ),
        said(
          'hmm not now. also firmware versions are semver, always compare them with FirmwareVersion from :common. plain string compare broke when we shipped 3.10',
          { key: 's-fw-semver', type: 'convention' },
        ),
        said('btw emqx staging api key is ota-svc / Yt5WqN8rK2mXz7LpV4cB9sHd if you want to poke at it', {
          secret: 'Yt5WqN8rK2mXz7LpV4cB9sHd',
        }),
        said(
          'we decided downlink commands carry an expires_at, default now+5min. gateway drops anything expired so a truck coming back online doesnt replay a stale reboot',
          { key: 's-cmd-ttl', type: 'decision' },
        ),
        replied(
          "Makes sense, I'll add expires_at to the Command proto as a new field and default it in CommandService.",
        ),
        said(
          'ids in new code are value classes (DeviceId, TenantId, RolloutId), no raw String params for ids',
          { key: 's-value-ids', type: 'convention' },
        ),
        said(
          'and for kafka in unit tests use MockProducer/MockConsumer from kafka-clients, dont mockk the producer',
          { key: 's-kafka-mocks', type: 'convention' },
        ),
        said('cool thx'),
      ],
    },
  ],
  prompts: [
    p('firmware team wants a `compressor_on` flag in the telemetry payload, add it pls', [
      'payload-proto',
      'proto-compat',
    ]),
    p('remove `humidity` from Reading, the FL-300 sensors dont have it anymore', [
      'proto-compat',
      'api-compat',
    ]),
    p('bump ktor to 3.1.1 in ingest/build.gradle', ['build-catalog']),
    p(
      "api wont start: org.koin.core.error.NoDefinitionFoundException: No definition found for type 'com.frostline.api.devices.DeviceRepository'",
      ['di-manual'],
    ),
    p('wire the new FirmwareRepository into the ota routes', ['di-manual', 'db-jooq']),
    p('scaled ingest to 3 replicas and now every reading shows up 3 times in kafka??', [
      'mqtt-emqx',
      'seq-dedup',
    ]),
    p(
      'writer logs are full of "duplicate key value violates unique constraint readings_device_boot_seq_uq" after the cell outage, bug?',
      ['seq-dedup', 'writer-batch'],
    ),
    p('write a repo fn that returns the last 30 days of readings for one device for the history chart', [
      'cagg',
      'db-jooq',
      'tenant-isolation',
    ]),
    p(
      '@api/src/main/kotlin/com/frostline/api/routes/DeviceRoutes.kt add GET /v1/tenants/{tenantId}/devices',
      ['tenant-isolation', 'pagination'],
    ),
    p('need an endpoint so the driver app can list open alerts for the trucks, how do i do auth for it', [
      'auth-jwt',
      'tenant-isolation',
      'pagination',
    ]),
    p(
      'ingest lag went to 25min after I added the device lookup in the collector. thread dump: "DefaultDispatcher-worker-4" #31 RUNNABLE at java.net.SocketInputStream.read ... at org.postgresql.core.v3.QueryExecutorImpl.execute',
      ['coroutine-blocking'],
    ),
    p(
      'KafkaSink is annoying, can I just do producer.send(record).get() in src/main/kotlin/com/frostline/ingest/kafka/',
      ['kafka-producer', 'coroutine-blocking'],
    ),
    p('excursion alerts for the same trailer sometimes arrive out of order', [
      'kafka-key-device',
      'kafka-key-tenant',
      'alerts',
    ]),
    p('add a setpoint_c column to assets', ['flyway', 'flyway-job', 'db-jooq']),
    p('customer is asking how far back they can export raw temps for an audit', [
      'retention-90',
      'retention-30',
    ]),
    p('why is there a chunk for 1970-01-01 in the readings hypertable', ['ts-device', 'ts-server']),
    p('write tests for ReadingRepository.insertBatch', [
      'tests-tc',
      'kotest',
      'tests-integration',
      'seq-dedup',
    ]),
    p('can we use an in memory db for the repo tests? docker on my mac is painfully slow', [
      'tests-tc',
      'tests-integration',
    ]),
    p('how do i mock the kafka producer with mockk in TelemetryPublisherTest', ['s-kafka-mocks', 'kotest']),
    p("roll out 4.2.0 to all of Nordfrost's trailers tonight", [
      'ota-staged',
      'note-fl100',
      's-ota-window',
      'ota-flow',
    ]),
    p('devices on 3.9.2 are being offered 3.10.0 as if it was older, whats up with TargetSelector', [
      's-fw-semver',
    ]),
    p('can i sign a dev firmware build locally to test OTA on my bench gateway', ['ota-signing']),
    p('send a reboot command to FL2-00981', ['mqtt-topics', 's-cmd-ttl']),
    p('add rolloutsFor(deviceId: String, tenantId: String) to RolloutRepository', ['s-value-ids', 'db-jooq']),
    p(
      'ingest pod restarted again:\nException in thread "DefaultDispatcher-worker-2" com.google.protobuf.InvalidProtocolBufferException: While parsing a protocol message, the input ended unexpectedly in the middle of a field.\n\tat com.frostline.ingest.IngestPipeline.decode(IngestPipeline.kt:88)',
      ['mqtt-limits', 'sealed-results'],
    ),
    p('add a prometheus gauge with battery voltage for each device', ['metrics']),
    p('writer pods keep getting OOMKilled, already set -Xmx2g in the values file', ['jvm-memory']),
    p('lag is huge, can we just run 24 writer pods', ['keda', 'kafka-topics', 'hikari']),
    p('where do i put the SCRAM password for the new alerts consumer', ['secrets', 'config']),
    p('how does a change get to prod here', ['release', 'deploy-eks', 'flyway-job']),
    p('POST /v1/assets returns 500 when the asset type doesnt exist, should be 404. fix it + add a test', [
      'errors',
      'tests-ktor',
      'kotest',
    ]),
    p('temps in the history endpoint come back as 2350 instead of 23.5', ['units']),
    p('add jackson to the api module to parse the samsara webhook body', ['serialization', 'build-catalog']),
    p('update last_seen from the route with GlobalScope.launch so the response isnt delayed, ok?', [
      'structured-concurrency',
      'device-registry',
    ]),
    p(
      'we lost ~2h of readings for 200 trucks during yesterdays LTE outage, shouldnt the gateways have buffered them?',
      ['qos1', 'qos0'],
    ),
    p('big spike of mqtt disconnects every night ~3am utc, is emqx falling over?', ['note-lte-reconnects']),
    p('whats the difference between flatMapMerge and flatMapConcat', []),
    p('write me a bash one-liner that lists the 10 biggest files under a dir', []),
    p('fix the typo "recieve" in the README', []),
    p('thanks, that worked', []),
  ],
});
