// An airline frequent-flyer program backend: accrual from flown coupons and partner files, tiers, expiry, awards.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export const micronautLoyaltyAir = project({
  name: 'micronaut-loyalty-air',
  stack:
    'Java 21, Micronaut 4 (Micronaut Data JDBC, micronaut-kafka, micronaut-serde), GraalVM native image, Gradle Kotlin DSL, Kafka (Amazon MSK) + Avro/Glue Schema Registry, PostgreSQL 16 (RDS), Redis (ElastiCache), Flyway, AWS Transfer Family SFTP, Kubernetes on AWS EKS + Argo CD, GitHub Actions, JUnit 5 + Testcontainers',
  memories: [
    m(
      'build-maven',
      'fact',
      'build is maven 3.9, parent pom at repo root, each service is a module under services/. run `mvn -pl services/accrual-service -am verify`',
      {
        fact: 'build | tool | Maven',
        files: ['pom.xml'],
        age: 720,
        tags: ['maven', 'build'],
      },
    ),
    m(
      'build-gradle',
      'decision',
      'We migrated the whole repo from Maven to Gradle (Kotlin DSL). Versions live in gradle/libs.versions.toml, convention plugins in build-logic/. Reason: the micronaut gradle plugin handles native image + AOT much better than the maven one and builds got ~40% faster with the config cache.',
      {
        fact: 'build | tool | Gradle Kotlin DSL',
        supersedes: 'build-maven',
        age: 360,
        canonical: true,
        files: ['settings.gradle.kts', 'gradle/libs.versions.toml', 'build-logic'],
        reason: 'native image + AOT support, build speed',
        tags: ['gradle', 'maven', 'build'],
      },
    ),
    m('java-17', 'fact', 'all services run on Java 17 (temurin), toolchain set in the parent pom', {
      age: 650,
      tags: ['java', 'jdk'],
    }),
    m(
      'java-21',
      'fact',
      'Toolchain is Java 21 everywhere (GraalVM CE 21 for native, temurin 21 for JVM dev runs), set once in build-logic/src/main/kotlin/loyalty.java-conventions.gradle.kts.',
      {
        fact: 'services | jdk | Java 21',
        supersedes: 'java-17',
        age: 300,
        files: ['build-logic/src/main/kotlin/loyalty.java-conventions.gradle.kts'],
        tags: ['java', 'jdk', 'graalvm'],
      },
    ),
    m('micronaut-3', 'fact', 'micronaut 3.10, javax.inject annotations, jackson-databind for json', {
      age: 600,
      tags: ['micronaut', 'jackson'],
    }),
    m(
      'micronaut-4',
      'fact',
      'Micronaut 4.5 on every service: jakarta.inject.* annotations (no javax), micronaut-serde-jackson for JSON, micronaut-data-jdbc, micronaut-kafka. Platform BOM version in libs.versions.toml (micronaut-platform).',
      {
        fact: 'services | framework | Micronaut 4',
        supersedes: 'micronaut-3',
        age: 280,
        files: ['gradle/libs.versions.toml'],
        tags: ['micronaut', 'jakarta', 'serde'],
      },
    ),
    m(
      'services-layout',
      'fact',
      'monorepo layout: services/member-service, accrual-service, tier-service, redemption-service, partner-ingest, fraud-service, expiry-job, backoffice-api. shared code in libs/ (libs/ledger-model, libs/outbox, libs/logging, libs/crypto, libs/common). base package com.caelum.loyalty.<service>.',
      {
        files: ['services', 'libs'],
        tags: ['layout', 'monorepo', 'services'],
      },
    ),
    m(
      'serde-dtos',
      'convention',
      'DTOs and events are Java records annotated @Serdeable. No Lombok, no ObjectMapper.readValue on classes without @Serdeable — serde is compile-time and reflection-free, which is what keeps the native images working.',
      {
        canonical: true,
        tags: ['serde', 'records', 'dto', 'native-image'],
      },
    ),
    m(
      'native-image',
      'fact',
      'prod images are GraalVM native executables: ./gradlew :services:<svc>:dockerBuildNative. JVM image (dockerBuild) only for local debugging. startup ~60ms, RSS ~180MB vs ~600MB on the JVM.',
      {
        tags: ['graalvm', 'native-image', 'docker'],
      },
    ),
    m(
      'native-reflection',
      'constraint',
      'Anything that needs reflection, resources or proxies at runtime (Avro SpecificRecords, the PGP lib, AWS SDK bits) has to be registered: @ReflectiveAccess / @TypeHint or src/main/resources/META-INF/native-image/<group>/<artifact>/reflect-config.json. A green JVM test run proves nothing; `./gradlew nativeTest` must pass.',
      {
        reaffirm: 12,
        files: ['services/partner-ingest/src/main/resources/META-INF/native-image'],
        tags: ['graalvm', 'native-image', 'reflection', 'tests'],
      },
    ),
    m(
      'records-no-lombok',
      'convention',
      'java style: records for immutable data, no lombok, no field injection (constructor injection only), palantir-java-format via spotless. run ./gradlew spotlessApply before pushing, CI runs spotlessCheck.',
      {
        tags: ['java', 'style', 'spotless', 'lombok'],
      },
    ),
    m(
      'virtual-threads',
      'decision',
      'Blocking controllers (everything that talks JDBC) are annotated @ExecuteOn(TaskExecutors.BLOCKING) and the blocking executor is backed by virtual threads (micronaut.executors.blocking.virtual=true). Do not run JDBC on the netty event loop.',
      {
        reason: 'JDBC is blocking; event loop stalls took p99 to seconds',
        files: ['services/member-service/src/main/resources/application.yml'],
        tags: ['virtual-threads', 'netty', 'jdbc', 'micronaut'],
      },
    ),
    m(
      'miles-long',
      'constraint',
      'Miles and tier points are `long`, never double/float/BigDecimal. Money (fares, taxes, fees) is BigDecimal + ISO currency (libs/common Money record). Rounding of earned miles: HALF_DOWN is WRONG, we always floor.',
      {
        files: ['libs/common/src/main/java/com/caelum/loyalty/common/Money.java'],
        tags: ['miles', 'money', 'rounding', 'bigdecimal'],
      },
    ),
    m(
      'ledger-append-only',
      'constraint',
      'miles_ledger is append-only. Never UPDATE or DELETE a ledger row, corrections are a new entry of type REVERSAL with reverses_entry_id. member_balance is updated in the same transaction as the ledger insert (LedgerService.post()).',
      {
        canonical: true,
        reaffirm: 5,
        files: [
          'services/accrual-service/src/main/java/com/caelum/loyalty/accrual/ledger/LedgerService.java',
        ],
        tags: ['ledger', 'miles', 'append-only', 'postgres'],
      },
    ),
    m(
      'member-number',
      'fact',
      'member number = 9 digits + Luhn check digit (10 chars, shown as 1234 567 890 on the card). MemberNumber.parse() in libs/common strips spaces and validates the check digit.',
      {
        files: ['libs/common/src/main/java/com/caelum/loyalty/common/MemberNumber.java'],
        tags: ['member-number', 'luhn', 'validation'],
      },
    ),
    m(
      'kafka-json',
      'fact',
      'events are plain JSON, schemas documented in docs/events/*.json (not enforced)',
      {
        age: 560,
        files: ['docs/events'],
        tags: ['kafka', 'json', 'events'],
      },
    ),
    m(
      'kafka-avro',
      'decision',
      'We switched all Kafka payloads from JSON to Avro with the AWS Glue Schema Registry, compatibility BACKWARD. .avsc files in libs/events/src/main/avro, classes generated by the gradle avro plugin. A breaking change means a new topic version (.v2), not a forced schema.',
      {
        fact: 'kafka payloads | format | Avro (Glue Schema Registry)',
        supersedes: 'kafka-json',
        age: 240,
        files: ['libs/events/src/main/avro'],
        reason: 'two outages from consumers parsing renamed JSON fields',
        tags: ['kafka', 'avro', 'schema-registry', 'glue'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'topic names: loyalty.<domain>.<event>.v<N>, e.g. loyalty.ledger.entry-posted.v2, loyalty.member.tier-changed.v1. message key = member id (string), so all events of one member stay ordered on one partition.',
      {
        tags: ['kafka', 'naming', 'topics', 'partitioning'],
      },
    ),
    m(
      'msk',
      'fact',
      'Kafka is Amazon MSK (3 brokers per env, kafka 3.6), IAM auth (aws-msk-iam-auth, sasl.mechanism=AWS_MSK_IAM). No SCRAM users. loyalty.ledger.entry-posted.v2 has 24 partitions, retention 14d.',
      {
        tags: ['kafka', 'msk', 'iam', 'aws'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Every consumer must be idempotent: insert event_id into processed_events in the same DB transaction as the side effect, skip if it already exists. MSK rebalances and our outbox both deliver duplicates.',
      {
        files: ['libs/outbox/src/main/java/com/caelum/loyalty/outbox/ProcessedEvents.java'],
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Never call a @KafkaClient from inside a business transaction. Write to outbox_events in the same tx, the OutboxRelay (libs/outbox) publishes every 200 ms and marks rows sent.',
      {
        files: ['libs/outbox'],
        tags: ['kafka', 'outbox', 'transactions'],
      },
    ),
    m(
      'iata-coupon',
      'fact',
      'Flight accrual is triggered by FLOWN coupons, not by ticket issuance: revenue accounting publishes ticketing.coupon-flown.v1 (coupon status F) after the flight closes. One coupon = one segment; ticket number is 3-digit airline code (our prefix 746) + 10-digit serial, coupon no. 1-4, conjunction tickets continue on the next ticket number.',
      {
        fact: 'flight accrual | triggered_by | flown coupon',
        files: [
          'services/accrual-service/src/main/java/com/caelum/loyalty/accrual/flight/CouponFlownListener.java',
        ],
        tags: ['iata', 'coupon', 'ticket', 'accrual'],
      },
    ),
    m(
      'coupon-voided',
      'constraint',
      'if a coupon comes back later as refunded/exchanged (status R / E) after we credited it, post a REVERSAL for the original ACCRUAL entry — never silently ignore it, and never reverse the tier points twice (check reverses_entry_id).',
      {
        tags: ['iata', 'coupon', 'refund', 'reversal', 'accrual'],
      },
    ),
    m(
      'earn-distance',
      'fact',
      'earned miles = great-circle distance (airport coords from ourairports) x booking-class multiplier from config/earn-chart.yaml',
      {
        age: 520,
        files: ['services/accrual-service/src/main/resources/config/earn-chart.yaml'],
        tags: ['accrual', 'earn', 'distance'],
      },
    ),
    m(
      'earn-revenue',
      'decision',
      'Since 1 April 2025 the program is revenue-based: award miles = (base fare + carrier-imposed surcharge YQ/YR, in USD, excl. government taxes) x tier rate: Blue 6, Silver 8, Gold 10, Platinum 12 per USD. Distance no longer matters for award miles. Rates in config/earn-chart.yaml under `revenue:`.',
      {
        fact: 'award miles | calculated_from | revenue (USD) x tier rate',
        supersedes: 'earn-distance',
        age: 210,
        canonical: true,
        files: ['services/accrual-service/src/main/resources/config/earn-chart.yaml'],
        tags: ['accrual', 'earn', 'revenue', 'fare'],
      },
    ),
    m(
      'earn-fx',
      'convention',
      'fares in other currencies are converted to USD with the IATA five-day rate (fx_rates table, source ICH) valid on the ticket ISSUE date, not the flight date.',
      {
        tags: ['fx', 'currency', 'accrual', 'iata'],
      },
    ),
    m(
      'tier-qual-miles',
      'constraint',
      'tier qualification: Silver 25,000 tier miles or 30 segments, Gold 50,000 / 60, Platinum 100,000 / 100 in the calendar year',
      {
        age: 480,
        files: ['services/tier-service/src/main/resources/tier-rules.yaml'],
        tags: ['tier', 'qualification', 'tier-miles'],
      },
    ),
    m(
      'tier-points',
      'constraint',
      'Tier qualification is on Tier Points (TP) only: Silver 300 TP, Gold 600 TP, Platinum 1200 TP within the qualification year (1 Jan - 31 Dec, by flight date). TP per segment come from the TP table (cabin x distance band) in tier-rules.yaml. Segment counts are gone.',
      {
        fact: 'tier qualification | based_on | tier points',
        supersedes: 'tier-qual-miles',
        age: 200,
        files: ['services/tier-service/src/main/resources/tier-rules.yaml'],
        tags: ['tier', 'qualification', 'tier-points'],
      },
    ),
    m(
      'tier-validity',
      'fact',
      'status earned in year N is valid until 31 March of year N+2 (so a Gold reached in May 2025 holds until 31.03.2027).',
      {
        tags: ['tier', 'validity'],
      },
    ),
    m(
      'tier-soft-landing',
      'constraint',
      'Soft landing: at requalification a member drops at most ONE tier per year (Platinum -> Gold, never Platinum -> Blue), unless the account is closed for fraud.',
      {
        files: ['services/tier-service/src/main/java/com/caelum/loyalty/tier/RequalificationService.java'],
        tags: ['tier', 'downgrade', 'requalification'],
      },
    ),
    m(
      'tier-eval',
      'fact',
      'Upgrades are immediate: tier-service consumes loyalty.ledger.entry-posted.v2 and upgrades as soon as the TP threshold is crossed (event loyalty.member.tier-changed.v1). Downgrades only happen in the yearly requalification run on 1 April.',
      {
        files: ['services/tier-service/src/main/java/com/caelum/loyalty/tier/TierEvaluator.java'],
        tags: ['tier', 'upgrade', 'kafka', 'requalification'],
      },
    ),
    m(
      'tp-separate',
      'constraint',
      'tier points and award miles are separate balances. redemptions, expiry, transfers and BONUS entries never touch TP. only flown segments (and the few partners in tier-rules.yaml `tpEligiblePartners`) give TP.',
      {
        tags: ['tier-points', 'miles', 'bonus', 'redemption'],
      },
    ),
    m(
      'expiry-36m',
      'constraint',
      'miles expire 36 months after the month they were earned, FIFO buckets per accrual month (miles_buckets table)',
      {
        age: 470,
        files: ['services/expiry-job'],
        tags: ['expiry', 'miles', 'buckets'],
      },
    ),
    m(
      'expiry-activity',
      'decision',
      'Expiry policy changed with the revenue-based program: miles expire only after 24 months WITHOUT qualifying activity (any accrual, partner credit or redemption resets the clock; family-pool transfers do not). Gold and Platinum members never expire while they hold the status. The FIFO buckets are gone, we only track last_activity_at on member_balance.',
      {
        fact: 'miles expiry | rule | 24 months of inactivity',
        supersedes: 'expiry-36m',
        age: 205,
        files: ['services/expiry-job/src/main/java/com/caelum/loyalty/expiry/ExpiryPolicy.java'],
        tags: ['expiry', 'miles', 'inactivity'],
      },
    ),
    m(
      'expiry-notice',
      'constraint',
      'No miles may expire unless the member was emailed 90 and 30 days before (rows in expiry_notices with sent_at). If a notice is missing the expiry for that member is skipped and pushed to the next run. Legal requirement from the T&Cs.',
      {
        tags: ['expiry', 'email', 'notification', 'legal'],
      },
    ),
    m(
      'expiry-job',
      'fact',
      'expiry-job is a k8s CronJob (deploy/charts/expiry-job), runs on the 1st of every month 03:00 UTC, pages through members in batches of 5000 by member_id, idempotent per (member_id, run_month).',
      {
        files: ['deploy/charts/expiry-job', 'services/expiry-job'],
        tags: ['expiry', 'cronjob', 'batch', 'kubernetes'],
      },
    ),
    m(
      'award-hold',
      'fact',
      'award booking flow: redemption-service posts a HOLD ledger entry, then calls the PSS gateway to create the PNR and issue the award ticket. ticket issued -> HOLD converted to DEBIT. failure or no confirmation within 20 min -> RELEASE entry (AwardHoldReaper runs every minute).',
      {
        files: [
          'services/redemption-service/src/main/java/com/caelum/loyalty/redemption/AwardBookingService.java',
          'services/redemption-service/src/main/java/com/caelum/loyalty/redemption/AwardHoldReaper.java',
        ],
        tags: ['award', 'redemption', 'hold', 'pss'],
      },
    ),
    m(
      'award-taxes-cash',
      'constraint',
      'Taxes, fees and carrier surcharges on award tickets are always paid by card through payment-service (Adyen). Never let members pay them with miles and never waive them in code.',
      {
        tags: ['award', 'taxes', 'payment', 'adyen'],
      },
    ),
    m(
      'award-balance-check',
      'constraint',
      'redemption eligibility is checked against member_balance in postgres with SELECT ... FOR UPDATE on the member row. the redis balance cache is for the app/website display only.',
      {
        files: ['services/redemption-service/src/main/java/com/caelum/loyalty/redemption/BalanceGuard.java'],
        tags: ['redemption', 'balance', 'locking', 'redis'],
      },
    ),
    m(
      'redis-sentinel',
      'fact',
      'redis runs in-cluster as bitnami redis with sentinel (3 pods) in namespace loyalty-infra',
      {
        age: 540,
        tags: ['redis', 'sentinel', 'kubernetes'],
      },
    ),
    m(
      'redis-elasticache',
      'fact',
      'Redis is ElastiCache for Redis 7.1, cluster mode enabled, TLS + AUTH token, one replication group per env (loyalty-cache-dev/stage/prod). Use the cluster-aware lettuce config from libs/common RedisConfig.',
      {
        fact: 'redis | hosted_on | ElastiCache',
        supersedes: 'redis-sentinel',
        age: 190,
        files: ['libs/common/src/main/java/com/caelum/loyalty/common/RedisConfig.java'],
        tags: ['redis', 'elasticache', 'aws'],
      },
    ),
    m(
      'balance-cache',
      'fact',
      'member balance cache: redis key bal:{memberId} (hash: miles, tp, tier), TTL 10 min, evicted by the BalanceCacheEvictor listening on loyalty.ledger.entry-posted.v2.',
      {
        tags: ['redis', 'cache', 'balance'],
      },
    ),
    m(
      'sftp-ec2',
      'fact',
      'partner files come in on sftp.partners.caelum-air.com, an EC2 box running openssh, cron rsyncs /home/<partner>/in to s3 every 15 min',
      {
        age: 500,
        tags: ['sftp', 'partners', 'ec2'],
      },
    ),
    m(
      'partner-sftp',
      'fact',
      'We moved the partner SFTP off the old EC2 openssh box to AWS Transfer Family (same hostname, partners kept their keys). Files land directly in s3://caelum-partner-inbound/<partner>/in/, S3 event -> SQS partner-inbound-events -> partner-ingest picks them up. No more rsync cron.',
      {
        fact: 'partner sftp | runs_on | AWS Transfer Family',
        supersedes: 'sftp-ec2',
        age: 230,
        files: ['services/partner-ingest/src/main/java/com/caelum/loyalty/partner/InboundFileListener.java'],
        tags: ['sftp', 'partners', 'transfer-family', 's3', 'sqs'],
      },
    ),
    m(
      'partner-formats',
      'fact',
      'partner formats: hotels (Nordhaven Hotels, Meridia Resorts) send semicolon CSV with a header row, UTF-8; car rental Rentavo sends fixed-width 240-char records, ISO-8859-1, header H / detail D / trailer T with record count. parsers in services/partner-ingest/src/main/java/com/caelum/loyalty/partner/parser/.',
      {
        files: ['services/partner-ingest/src/main/java/com/caelum/loyalty/partner/parser'],
        tags: ['partners', 'csv', 'fixed-width', 'hotel', 'car-rental'],
      },
    ),
    m(
      'partner-pgp',
      'fact',
      'all partner files are PGP encrypted (bouncycastle). our private key + passphrase per env in Secrets Manager loyalty/<env>/partner-pgp, partner public keys in loyalty/<env>/partner-keys/<partnerCode>.',
      {
        tags: ['partners', 'pgp', 'encryption', 'secrets-manager'],
      },
    ),
    m(
      'partner-response',
      'constraint',
      'Every inbound partner file must get a response file (one line per record: ACCEPTED or REJECTED + reason code R01..R12) in s3://caelum-partner-inbound/<partner>/out/ within 48h. If a partner gets no response they re-send the whole file.',
      {
        tags: ['partners', 'response-file', 'sla'],
      },
    ),
    m(
      'partner-dedupe',
      'constraint',
      'Dedupe partner credits on (partner_code, partner_txn_id) — unique index uq_partner_txn on partner_transactions. A re-sent file or a duplicate line must never credit twice; duplicates get REJECTED R09 in the response file.',
      {
        canonical: true,
        files: ['services/partner-ingest/src/main/resources/db/migration'],
        tags: ['partners', 'dedupe', 'idempotent'],
      },
    ),
    m(
      'partner-name-match',
      'convention',
      'partner record -> member match: member number + last name, compare after NameNormalizer (uppercase, strip diacritics, drop spaces/hyphens/apostrophes, ASCII fold ß->SS, Ø->O). no match = R03. never match on name alone.',
      {
        files: ['libs/common/src/main/java/com/caelum/loyalty/common/NameNormalizer.java'],
        tags: ['partners', 'member-match', 'names', 'normalization'],
      },
    ),
    m(
      'partner-retro',
      'constraint',
      'partners may send retro claims up to 6 months after the stay/rental checkout date. older -> R07 (outside claim window).',
      {
        tags: ['partners', 'retro-claim'],
      },
    ),
    m('partner-retro-claim', 'fact', 'fyi partner retro window is 12 months now, Rentavo contract says so', {
      disputes: 'partner-retro',
      tags: ['partners', 'retro-claim', 'rentavo'],
    }),
    m(
      'fraud-hold',
      'fact',
      'fraud-service scores login, profile and redemption events; score >= 80 puts the account into FRAUD_HOLD. On hold: redemptions and transfers are blocked, accruals still post but land as PENDING until release.',
      {
        files: ['services/fraud-service/src/main/java/com/caelum/loyalty/fraud/FraudScorer.java'],
        tags: ['fraud', 'hold', 'scoring', 'redemption'],
      },
    ),
    m(
      'fraud-release',
      'constraint',
      'Only a human with role FRAUD_ANALYST can release a fraud hold, through backoffice-api (/admin/fraud/holds/{id}/release). No automatic release, no TTL on holds, no "release if score drops" logic.',
      {
        canonical: true,
        files: [
          'services/backoffice-api/src/main/java/com/caelum/loyalty/backoffice/fraud/FraudHoldController.java',
        ],
        tags: ['fraud', 'hold', 'backoffice', 'roles'],
      },
    ),
    m(
      'fraud-accrual-claim',
      'fact',
      'when an account is on FRAUD_HOLD nothing gets posted at all, accruals are dropped and partners get R11',
      {
        disputes: 'fraud-hold',
        tags: ['fraud', 'hold', 'accrual'],
      },
    ),
    m(
      'gdpr-erasure',
      'constraint',
      'GDPR erasure (member-service ErasureService): within 30 days of the request, PII (name, email, phone, DOB, address, passport, nominees) is overwritten with tombstones and the member id is pseudonymised. Ledger rows STAY (7 years for accounting/partner billing), linked only to the pseudonymous id. Event loyalty.member.erased.v1 — every service that keeps PII must consume it.',
      {
        canonical: true,
        files: ['services/member-service/src/main/java/com/caelum/loyalty/member/gdpr/ErasureService.java'],
        tags: ['gdpr', 'erasure', 'pii', 'privacy'],
      },
    ),
    m(
      'gdpr-delete-claim',
      'fact',
      'gdpr delete = DELETE FROM members WHERE id=? with ON DELETE CASCADE, the ledger goes with it, thats what legal wants',
      {
        disputes: 'gdpr-erasure',
        tags: ['gdpr', 'erasure', 'delete'],
      },
    ),
    m(
      'pii-logging',
      'constraint',
      'never log names, emails, phone numbers, DOB or passport data. libs/logging ships a logback MaskingJsonEncoder; log member ids only. same for span attributes in OTel.',
      {
        files: ['libs/logging'],
        tags: ['logging', 'pii', 'gdpr', 'otel'],
      },
    ),
    m(
      'pii-kms',
      'fact',
      'passport number and DOB columns are encrypted at application level with KMS envelope encryption (libs/crypto FieldCipher, key alias alias/loyalty-pii-<env>). you cannot query them with WHERE, search goes via a blind index column (hmac).',
      {
        files: ['libs/crypto'],
        tags: ['kms', 'encryption', 'pii'],
      },
    ),
    m(
      'postgres',
      'fact',
      "PostgreSQL 16 on RDS, one database per service (member, accrual, tier, redemption, partner, fraud) on a shared instance per env; no cross-service joins, no reading another service's DB.",
      {
        tags: ['postgres', 'rds', 'database'],
      },
    ),
    m(
      'flyway-sequential',
      'convention',
      'flyway migrations numbered V1__, V2__, V3__ ... per service in src/main/resources/db/migration',
      {
        age: 430,
        tags: ['flyway', 'migrations'],
      },
    ),
    m(
      'flyway-timestamp',
      'convention',
      'Flyway file names are V<yyyyMMddHHmm>__<snake_description>.sql (e.g. V202506041130__add_partner_billing.sql) because parallel branches kept colliding on V47. Never edit a migration that has run anywhere, add a new one. outOfOrder=true is set.',
      {
        supersedes: 'flyway-sequential',
        age: 170,
        tags: ['flyway', 'migrations', 'naming'],
      },
    ),
    m(
      'micronaut-data',
      'convention',
      'persistence = Micronaut Data JDBC (@JdbcRepository(dialect = POSTGRES)), no Hibernate/JPA anywhere. complex stuff as @Query native SQL. Hibernate was dropped because of native-image pain.',
      {
        tags: ['micronaut-data', 'jdbc', 'jpa', 'hibernate'],
      },
    ),
    m(
      'time-utc',
      'convention',
      'timestamps are Instant / timestamptz UTC. BUT flight dates are LocalDate = local date at the departure airport as on the coupon; never convert them through a timezone. Qualification year and expiry activity use the flight date.',
      {
        tags: ['time', 'utc', 'flight-date', 'localdate'],
      },
    ),
    m(
      'api-public',
      'convention',
      'member-facing REST (app + website) goes through API Gateway under /v1; the mobile app lags weeks behind releases, so breaking changes = /v2 endpoint, keep /v1 alive until the app team says so.',
      {
        tags: ['api', 'versioning', 'mobile'],
      },
    ),
    m(
      'api-errors',
      'convention',
      'errors as application/problem+json (micronaut-problem-json), type URIs https://api.caelum-air.com/problems/<slug>. no stack traces or SQL in detail.',
      {
        tags: ['api', 'errors', 'problem-json'],
      },
    ),
    m(
      'auth',
      'fact',
      'auth: members log in via Cognito (JWT validated by micronaut-security-jwt, claim custom:member_id); backoffice staff via Okta OIDC with roles in the groups claim (CX_AGENT, CX_SUPERVISOR, FRAUD_ANALYST, FINANCE); service-to-service inside the mesh uses Istio mTLS, no tokens.',
      {
        tags: ['auth', 'cognito', 'okta', 'jwt', 'istio'],
      },
    ),
    m(
      'member-id-from-token',
      'constraint',
      'member endpoints take the member id from the JWT claim, never from the path or body. /v1/members/{id} style endpoints are backoffice only.',
      {
        tags: ['auth', 'security', 'idor', 'api'],
      },
    ),
    m(
      'eks',
      'fact',
      'EKS 1.30 in eu-west-1, namespaces loyalty-dev / loyalty-stage / loyalty-prod. helm charts in deploy/charts/<svc>, per-env values in deploy/envs/<env>/<svc>.yaml. Argo CD syncs from main.',
      {
        files: ['deploy/charts', 'deploy/envs'],
        tags: ['kubernetes', 'eks', 'helm', 'argocd'],
      },
    ),
    m(
      'gitops-only',
      'convention',
      'prod changes only via PR to deploy/envs/prod — no kubectl edit/scale/apply by hand, Argo self-heal reverts it anyway and then nobody knows what happened.',
      {
        reaffirm: 20,
        tags: ['kubernetes', 'argocd', 'gitops', 'prod'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Secrets live in AWS Secrets Manager (loyalty/<env>/<svc>/...) and reach pods via External Secrets Operator. Never in application.yml, helm values or a committed .env. Local dev uses application-local.yml which is gitignored.',
      {
        canonical: true,
        files: ['deploy/charts'],
        tags: ['secrets', 'secrets-manager', 'external-secrets'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions .github/workflows/build.yml: spotlessCheck -> test -> nativeTest -> dockerBuildNative -> push to ECR -> bot PR bumping the image tag in deploy/envs/dev. stage/prod promotions are manual PRs.',
      {
        files: ['.github/workflows/build.yml'],
        tags: ['ci', 'github-actions', 'ecr'],
      },
    ),
    m(
      'tests-h2',
      'convention',
      'repository tests run against H2 in MODE=PostgreSQL, kafka mocked with @MockBean',
      {
        age: 460,
        tags: ['tests', 'h2'],
      },
    ),
    m(
      'testcontainers',
      'convention',
      'We dropped H2 completely. Integration tests use Testcontainers (postgres:16, apache/kafka, redis:7) via the shared libs/testing TestResources; annotate with @MicronautTest(transactional = false). Unit tests stay plain JUnit 5 + AssertJ, no Mockito on records.',
      {
        supersedes: 'tests-h2',
        age: 250,
        files: ['libs/testing'],
        reason: 'H2 did not support our jsonb and ON CONFLICT queries',
        tags: ['tests', 'testcontainers', 'junit'],
      },
    ),
    m(
      'email-ses',
      'fact',
      'member emails (welcome, expiry warnings, tier change) sent via AWS SES templates from member-service',
      {
        age: 410,
        tags: ['email', 'ses'],
      },
    ),
    m(
      'email-braze',
      'fact',
      'Member communication (expiry warnings, tier change, award confirmation) goes through Braze: services emit events, the braze-connector pushes custom events + attributes, templates are owned by CRM in Braze. We do not render email HTML anywhere.',
      {
        supersedes: 'email-ses',
        age: 160,
        files: ['services/member-service/src/main/java/com/caelum/loyalty/member/crm/BrazeConnector.java'],
        tags: ['email', 'braze', 'crm'],
      },
    ),
    m(
      'promo-bonus',
      'fact',
      'promotions: campaigns in promo_campaigns (rules as JSON: route, dates, booking classes, registration required?). bonus posted as separate BONUS ledger entry with campaign_id, never merged into the base ACCRUAL entry.',
      {
        files: ['services/accrual-service/src/main/java/com/caelum/loyalty/accrual/promo'],
        tags: ['promo', 'bonus', 'campaign', 'ledger'],
      },
    ),
    m(
      'family-pool',
      'fact',
      'family pooling: up to 6 members (head + 5, same address), only the head can redeem pooled miles. pool transfers are TRANSFER_OUT/TRANSFER_IN pairs, members on FRAUD_HOLD cannot join or transfer.',
      {
        tags: ['family-pool', 'transfer', 'redemption'],
      },
    ),
    m(
      'backoffice-adjust',
      'constraint',
      'manual miles adjustments from backoffice: ADJUSTMENT entry with reason code and the agent id from the Okta token. CX_AGENT up to 10,000 miles, above that CX_SUPERVISOR.',
      {
        files: [
          'services/backoffice-api/src/main/java/com/caelum/loyalty/backoffice/adjust/AdjustmentController.java',
        ],
        tags: ['backoffice', 'adjustment', 'roles', 'audit'],
      },
    ),
    m(
      'observability',
      'fact',
      'OTel java agent is not usable with native images, so we use micronaut-tracing-opentelemetry + micrometer-registry-prometheus. traces -> Tempo, logs (JSON) -> Loki, dashboards in grafana folder "Loyalty".',
      {
        tags: ['observability', 'otel', 'prometheus', 'grafana'],
      },
    ),
    m(
      'owners',
      'fact',
      "owners: accrual + partner-ingest Priya Raman, tier-service + expiry-job Tomasz Wiśniewski, redemption + PSS gateway Lucas Ferreira, fraud-service Ingrid Solberg, member-service/GDPR Kwame Mensah, platform/EKS Dan O'Sullivan.",
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'no prod deploys Dec 20 - Jan 6 (holiday peak), not in the week around the 1 April requalification run, and not on Fridays after 14:00 CET.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'requal-run',
      'fact',
      'yearly requalification run (RequalificationJob, tier-service) on 1 April 00:30 UTC: ~4.1M members, takes ~3h with 8 pods; emits tier-changed for every downgrade, Braze sends the letters the same day.',
      {
        files: ['services/tier-service/src/main/java/com/caelum/loyalty/tier/RequalificationJob.java'],
        tags: ['tier', 'requalification', 'batch'],
      },
    ),
    m(
      'incident-double-credit',
      'incident',
      'Mar 2025: SFTP timeout on the Nordhaven side, they re-sent the Feb file twice. ~11k stays were credited 2-3x (4.2M miles). Root cause: dedupe was per file name, not per transaction. Fix: uq_partner_txn unique index + response files; cleanup was done with REVERSAL entries.',
      {
        files: ['services/partner-ingest'],
        tags: ['incident', 'partners', 'dedupe', 'double-credit'],
      },
    ),
    m(
      'incident-native-serde',
      'incident',
      'Aug 2025: accrual-service crashed in prod right after deploy with "No serializable introspection present for type PartnerCreditEvent". The new record had no @Serdeable; JVM tests were green. Since then nativeTest is a required check on every PR.',
      {
        tags: ['incident', 'native-image', 'serde', 'ci'],
      },
    ),
    m(
      'incident-hold-leak',
      'incident',
      'Nov 2025: the PSS gateway returned 504 but actually issued the ticket; the reaper released the HOLD and the member flew for free (~60 bookings). Fix: before RELEASE the reaper queries the PSS for the PNR status, and a DEBIT can be posted late from the ticketing event.',
      {
        files: [
          'services/redemption-service/src/main/java/com/caelum/loyalty/redemption/AwardHoldReaper.java',
        ],
        tags: ['incident', 'award', 'hold', 'pss'],
      },
    ),
    m(
      'pss-gateway',
      'fact',
      'the PSS (Altéa-like reservation system) is only reachable through the internal pss-gateway (SOAP behind a REST facade, owned by the ops IT team). timeouts are normal around 6:00 UTC when the schedule batch runs.',
      {
        tags: ['pss', 'gateway', 'reservations'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'code, comments, commit messages and PR descriptions in English; PR title starts with the Jira key (LOY-1234: ...)',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'keep PRs reviewable, < 500 lines diff excluding generated avro classes',
      {},
    ),
    m(
      'accrual-issue-claim',
      'fact',
      'flight miles get credited when the ticket is issued (TKTT record), the coupon-flown event only confirms it',
      {
        disputes: 'iata-coupon',
        tags: ['accrual', 'ticket', 'iata'],
      },
    ),
    m('tier-yearend-claim', 'fact', 'tier upgrades are only applied in the nightly batch, not in real time', {
      disputes: 'tier-eval',
      tags: ['tier', 'upgrade'],
    }),
    m(
      'expiry-claim',
      'fact',
      'reminder miles expire 36 months after earning regardless of activity, gold included',
      {
        disputes: 'expiry-activity',
        tags: ['expiry', 'miles'],
      },
    ),
    m('cand-kotlin', 'decision', 'Write new services in Kotlin instead of Java.', {
      candidate: true,
      tags: ['kotlin', 'java'],
    }),
    m(
      'cand-drop-native',
      'decision',
      'Go back to JVM images with CRaC instead of GraalVM native to speed up builds.',
      {
        candidate: true,
        tags: ['graalvm', 'native-image', 'crac'],
      },
    ),
    m('cand-redis-balance', 'decision', 'Serve redemption balance checks from Redis to cut DB load.', {
      candidate: true,
      tags: ['redis', 'balance', 'redemption'],
    }),
    m(
      'infer-nominees',
      'fact',
      'award tickets can only be issued to the member or one of their registered nominees (max 5, changes locked for 30 days).',
      {
        inferred: true,
        tags: ['award', 'nominees', 'fraud'],
      },
    ),
    m('infer-partner-tp', 'fact', 'hotel partner stays do not earn tier points, only award miles.', {
      inferred: true,
      tags: ['partners', 'tier-points', 'hotel'],
    }),
    m(
      'secret-local-env',
      'note',
      'to run accrual-service locally against the shared dev db:\nDATASOURCES_DEFAULT_URL=jdbc:postgresql://loyalty-dev.cluster-c4xq2.eu-west-1.rds.amazonaws.com:5432/accrual\nDATASOURCES_DEFAULT_USERNAME=accrual_app\nDATASOURCES_DEFAULT_PASSWORD=vQ7m#Lp2Xk9tRw4z',
      {
        secret: 'vQ7m#Lp2Xk9tRw4z',
      },
    ),
    m(
      'secret-rds-master',
      'note',
      'the password for the stage RDS master user loyalty_admin is hT4!vN8xQe2Lw6Bs — only for break-glass, use the per-service users otherwise',
      {
        secret: 'hT4!vN8xQe2Lw6Bs',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'tier backfill script reads from postgresql://tier_rw:Wm3kR9pXs2Vd8Qf@loyalty-stage.cluster-c8xk2.eu-west-1.rds.amazonaws.com:5432/tier',
      {
        secret: 'Wm3kR9pXs2Vd8Qf',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'CI user for the partner bucket sync (old, should be replaced by OIDC role):\nAWS_ACCESS_KEY_ID=AKIA4QX7LM2ZP9RT6KWE\nAWS_SECRET_ACCESS_KEY=7hQz2Lk9Vb4XnR1tWm8Yc3Pd6Sf0Ga5Ej2Ku9Ho',
      {
        secret: '7hQz2Lk9Vb4XnR1tWm8Yc3Pd6Sf0Ga5Ej2Ku9Ho',
      },
    ),
    m(
      'secret-sftp-nordhaven',
      'note',
      'Nordhaven test sftp login (they still use password auth on UAT): user nordhaven_uat pw: Sf!9kTq3Xz7mBn2',
      {
        secret: 'Sf!9kTq3Xz7mBn2',
      },
    ),
    m(
      'secret-pgp-pass',
      'note',
      "passphrase of the stage partner PGP private key is 'amber-falcon-71-quartz-Rx' (same as in Secrets Manager, dont ask again lol)",
      {
        secret: 'amber-falcon-71-quartz-Rx',
      },
    ),
    m(
      'secret-braze',
      'note',
      'braze REST key for the dev workspace: 3f9c1e7a-52bd-4e08-9a61-d7c4b2e8f015 (endpoint rest.fra-02.braze.eu)',
      {
        secret: '3f9c1e7a-52bd-4e08-9a61-d7c4b2e8f015',
      },
    ),
    m(
      'secret-redis-auth',
      'note',
      'debug the stage cache: redis-cli -c --tls -h clustercfg.loyalty-cache-stage.q1x9zz.euw1.cache.amazonaws.com -p 6379 -a Rd5xK2qP9wLm7vT3yH8n',
      {
        secret: 'Rd5xK2qP9wLm7vT3yH8n',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'the deploy-bump bot pushes with ghp_8Kx2Qm7Lz4Vn9Rt3Wp6Ys1Hd5Fb0Jc2Ng7Te3 (fine-grained would be better, TODO)',
      {
        secret: 'ghp_8Kx2Qm7Lz4Vn9Rt3Wp6Ys1Hd5Fb0Jc2Ng7Te3',
      },
    ),
    m(
      'secret-okta',
      'note',
      'backoffice okta app (stage):\n  client-id: 0oa9x2kq7LmPzR4vT5d7\n  client-secret: Zq8v-Kp3mN_x7RtL2wYb9cHs4Fd6Gj1eUa5o',
      {
        secret: 'Zq8v-Kp3mN_x7RtL2wYb9cHs4Fd6Gj1eUa5o',
      },
    ),
    m(
      'secret-slack',
      'note',
      'fraud alerts go to #fraud-ops via https://hooks.slack.com/services/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',
      {
        secret: 'Qk7mZ2xRv9Lp4Ns8Wt3Yb6Hc',
      },
    ),
    m(
      'secret-adyen',
      'note',
      'adyen test merchant CaelumLoyaltyTEST, X-API-Key: AQEyhmfxK4nJbRZGw0m/n3Q5qf3VYo5aH5xGWmVZ2nNb7mJb8r1kQ2Tz3EwFlT9Cp4Vd',
      {
        secret: 'AQEyhmfxK4nJbRZGw0m/n3Q5qf3VYo5aH5xGWmVZ2nNb7mJb8r1kQ2Tz3EwFlT9Cp4Vd',
      },
    ),
  ],
  sessions: [
    {
      id: 'loyalty-session-1',
      age: 14,
      turns: [
        said('hey, can you look at services/partner-ingest, we need to onboard a new partner soon'),
        replied(
          'Sure. partner-ingest currently has two parsers: NordhavenCsvParser / MeridiaCsvParser (semicolon CSV) and RentavoFixedWidthParser. Each implements PartnerFileParser and is picked by partner code from the S3 key.',
        ),
        said(
          "so the new one is Drivelane, car rental, they go live with us next quarter. they don't do fixed width, they send JSON lines (one rental per line), gzipped, still pgp on top",
          {
            key: 's-drivelane',
            type: 'fact',
          },
        ),
        replied(
          'Got it. I will add DrivelaneJsonLinesParser, register it for partner code DRV and read through GZIPInputStream after PGP decryption. The records need @Serdeable for the native image.',
        ),
        said('yep. how long does a rentavo file take to process atm?'),
        replied(
          'The last prod run in Grafana shows ~4 minutes for 180k records, most of it the member match query.',
        ),
        said('ok fine'),
        said(
          "one more thing we agreed with finance: partner credits don't post right away anymore. they sit as PENDING for 72h and only then become real miles, so a reversal file in between can cancel them without a REVERSAL entry",
          {
            key: 's-partner-pending',
            type: 'decision',
          },
        ),
        replied(
          'Understood: partner lines create a PENDING partner_transactions row, a scheduled PendingCreditPoster posts the PARTNER ledger entry after 72h unless a cancel line arrived. Response files still say ACCEPTED at intake.',
        ),
        said('right'),
        said(
          'and when a record blows up parsing or the consumer keeps failing, it goes to the .dlq topic after 5 retries with the exception in a header. nobody skips records silently, ever',
          {
            key: 's-kafka-dlq',
            type: 'convention',
          },
        ),
        replied(
          'I will use the DefaultKafkaListenerExceptionHandler replacement from libs/outbox with retries=5 and publish to loyalty.partner.credit-requested.v1.dlq with x-exception-class and x-exception-message headers.',
        ),
        said('cool. write the parser + tests, I check it after lunch'),
      ],
    },
    {
      id: 'loyalty-session-2',
      age: 9,
      turns: [
        said('mobile team reports double award bookings, same flight same pax, two HOLDs'),
        replied(
          'Looking at AwardBookingService: POST /v1/awards/bookings has no deduplication; if the app retries after a client timeout we create a second HOLD and a second PNR request.',
        ),
        said(
          'yeah the app retries on timeout. every POST on the redemption API has to carry an Idempotency-Key header, we store key+member+response for 24h and replay the stored response. no key -> 400',
          {
            key: 's-idempotency-key',
            type: 'constraint',
          },
        ),
        replied(
          'I will add an IdempotencyFilter in redemption-service backed by an idempotency_keys table (key, member_id, request_hash, response, created_at) with a 24h cleanup job.',
        ),
        said('why a table and not redis?'),
        replied(
          'Because the HOLD insert and the idempotency record should commit in the same Postgres transaction; with Redis a crash between the two would still allow a duplicate.',
        ),
        said('ok makes sense'),
        said(
          'here is what the app sends, token from my test user: curl -X POST https://api-stage.caelum-air.com/v1/awards/bookings -H "Authorization: Bearer eyJraWQiOiJxM2tQIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiI3ZjJjOWE0MS1hYzEzIiwiY3VzdG9tOm1lbWJlcl9pZCI6IjMwMTQ1NTg5MjcifQ.dGhpc0lzTm90QVJlYWxTaWduYXR1cmVLcDl4UTI" -d @award.json',
          {
            secret:
              'eyJraWQiOiJxM2tQIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiI3ZjJjOWE0MS1hYzEzIiwiY3VzdG9tOm1lbWJlcl9pZCI6IjMwMTQ1NTg5MjcifQ.dGhpc0lzTm90QVJlYWxTaWduYXR1cmVLcDl4UTI',
          },
        ),
        replied(
          'Thanks. The payload matches AwardBookingRequest; I will use it as the basis for the integration test (without the token).',
        ),
        said(
          'also ops asked: pss-gateway timeouts get retried max 2 times with backoff, and we never retry a ticket issue call, only the availability + pnr create',
          {
            key: 's-pss-retry',
            type: 'constraint',
          },
        ),
        replied(
          'Noted. I will configure @Retryable(attempts = "2") only on PssClient.searchAvailability and createPnr, not on issueTicket.',
        ),
        said('thx'),
      ],
    },
    {
      id: 'loyalty-session-3',
      age: 5,
      turns: [
        said(
          'tomasz here. question on tier-service: how do we round TP on codeshare segments with partial TP?',
        ),
        replied(
          'TpCalculator multiplies the TP table value by the partner factor (e.g. 0.5) and uses Math.round, so 75 * 0.5 = 37.5 becomes 38.',
        ),
        said(
          "that's wrong. tier points are always rounded down, per segment, before summing. same rule as miles basically",
          {
            key: 's-tp-floor',
            type: 'constraint',
          },
        ),
        replied(
          'I will switch to Math.floorDiv on long values and add a parameterised test for the partner factors.',
        ),
        said('btw the requal dashboard looks weird since yesterday, any idea?'),
        replied(
          'The panel queries tier_snapshots which stopped updating after the stage restore; probably unrelated to code.',
        ),
        said('ok ignore'),
        said(
          'new rule from CX leadership: any manual adjustment above 50k miles needs a second approver (four eyes), the second approver can not be the same person who requested it',
          {
            key: 's-four-eyes',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a PENDING_APPROVAL state to AdjustmentController for > 50,000 miles, and check that the approver sub differs from the requester.',
        ),
        said(
          'and new feature toggles go in AWS AppConfig (micronaut appconfig client), not as env vars in the helm values. the TP-for-partners thing should be behind one',
          {
            key: 's-appconfig',
            type: 'convention',
          },
        ),
        replied(
          'OK, I will add a flag tier.partner-tp.enabled in AppConfig and read it through the FeatureFlags bean.',
        ),
        said('great'),
      ],
    },
    {
      id: 'loyalty-session-4',
      age: 2,
      turns: [
        said('kwame. working on the GDPR erasure backlog, 38 requests older than 20 days 😬'),
        replied(
          'ErasureService processes them one by one in a request thread; the slow part is waiting for the loyalty.member.erased.v1 acknowledgements from fraud-service.',
        ),
        said(
          "fyi erasure also has to delete the member in Braze (users/delete endpoint) — Braze is a processor and keeps the email, that's on us too. do it from the braze-connector when it sees the erased event",
          {
            key: 's-braze-erasure',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a handler in BrazeConnector for loyalty.member.erased.v1 that calls /users/delete with the external_id.',
        ),
        said(
          'I need to check a few rows on stage, can you use this: psql "postgresql://member_ro:Kq4!xZ8pLr2mW6tN@loyalty-stage.cluster-c8xk2.eu-west-1.rds.amazonaws.com:5432/member"',
          {
            secret: 'Kq4!xZ8pLr2mW6tN',
          },
        ),
        replied('I would rather not keep that in the session; I can give you the SQL to run yourself.'),
        said('fair, send the SQL'),
        replied(
          "SELECT status, count(*) FROM erasure_requests WHERE requested_at < now() - interval '20 days' GROUP BY status;",
        ),
        said(
          'for the metrics: all custom metrics are prefixed loyalty_, snake_case, with the unit as suffix, like loyalty_erasure_age_seconds or loyalty_partner_records_total',
          {
            key: 's-metric-names',
            type: 'convention',
          },
        ),
        replied('Added loyalty_erasure_pending_total and loyalty_erasure_age_seconds via Micrometer.'),
        said('nice, thx'),
      ],
    },
  ],
  prompts: [
    p(
      'add a new Avro event loyalty.member.nominee-changed.v1 and publish it from member-service when a nominee is added',
      ['kafka-avro', 'kafka-topics', 'outbox', 'serde-dtos'],
    ),
    p(
      'accrual-service: a coupon came back as refunded 3 weeks after we credited it, we currently ignore it. handle it',
      ['coupon-voided', 'ledger-append-only', 'iata-coupon', 'accrual-issue-claim', 'tp-separate'],
    ),
    p('CouponFlownListener processes the same coupon twice after a rebalance, members got double miles', [
      'kafka-idempotent',
      'iata-coupon',
      'ledger-append-only',
    ]),
    p(
      'implement the earn calculation for a coupon in services/accrual-service/.../flight/EarnCalculator.java',
      ['earn-revenue', 'earn-fx', 'miles-long', 'iata-coupon'],
    ),
    p(
      'why does a LHR-SYD economy ticket earn fewer miles than a short business flight now? customer complaint',
      ['earn-revenue'],
    ),
    p('write the tier qualification check for Gold in TierEvaluator', [
      'tier-points',
      'tier-eval',
      'tier-yearend-claim',
      'tp-separate',
      's-tp-floor',
    ]),
    p('member hit 600 TP yesterday but is still Silver in the app, is that expected?', [
      'tier-eval',
      'tier-yearend-claim',
      'tier-points',
      'balance-cache',
    ]),
    p('Platinum member with 150 TP this year, what tier do they get at requalification?', [
      'tier-soft-landing',
      'tier-points',
      'tier-validity',
    ]),
    p('TpCalculator returns 38 for a 0.5 codeshare factor on 75 TP, QA says should be 37', [
      's-tp-floor',
      'miles-long',
    ]),
    p('double bonus miles campaign for new routes to Lisbon in May, set it up', [
      'promo-bonus',
      'tp-separate',
    ]),
    p('do bonus miles from the spring campaign count toward Gold?', ['tp-separate', 'promo-bonus']),
    p('rewrite ExpiryPolicy so it computes the expiry date for a member', [
      'expiry-activity',
      'expiry-claim',
      'expiry-notice',
      'time-utc',
    ]),
    p('the expiry job expired miles for 300 people who never got the 30-day email. how', [
      'expiry-notice',
      'expiry-job',
      'email-braze',
    ]),
    p('can I rerun the expiry cronjob for this month after fixing the bug? will it double expire?', [
      'expiry-job',
      'ledger-append-only',
    ]),
    p('does a family pool transfer count as activity for expiry?', ['expiry-activity', 'family-pool']),
    p('gold member asks why her miles would expire in 2027', ['expiry-activity', 'expiry-claim']),
    p('add a parser for the Drivelane partner files', [
      's-drivelane',
      'partner-formats',
      'partner-pgp',
      'serde-dtos',
      'native-reflection',
    ]),
    p('Nordhaven re-sent yesterdays file, make sure we dont credit it again', [
      'partner-dedupe',
      'incident-double-credit',
      'partner-response',
    ]),
    p('generate the response file for Meridia inbound batch 2026-02-11', [
      'partner-response',
      'partner-dedupe',
    ]),
    p(
      'partner record has member no 3014558927 and last name "Müller-Lüdenscheidt", card says MUELLER LUDENSCHEIDT, we reject it R03. fix',
      ['partner-name-match'],
    ),
    p('Rentavo sends a stay from 9 months ago, should we accept?', ['partner-retro', 'partner-retro-claim']),
    p('where do partner files land now and how does partner-ingest get notified?', ['partner-sftp']),
    p('rentavo fixed-width file shows garbage for ö and é', ['partner-formats']),
    p('partner credit posted instantly but finance says it should wait, see PartnerCreditService', [
      's-partner-pending',
      'ledger-append-only',
    ]),
    p('a partner line keeps failing parse and the consumer is stuck in a loop on it', [
      's-kafka-dlq',
      'kafka-idempotent',
    ]),
    p('PGP decrypt fails in the native image with "no such provider BC", works in tests', [
      'native-reflection',
      'partner-pgp',
      'native-image',
    ]),
    p('add POST /v1/awards/bookings/{id}/cancel to redemption-service', [
      'award-hold',
      's-idempotency-key',
      'ledger-append-only',
      'member-id-from-token',
      'api-public',
    ]),
    p('mobile retried a booking and the member has two HOLDs on the same flight', [
      's-idempotency-key',
      'award-hold',
    ]),
    p('AwardHoldReaper released a hold but the ticket was actually issued', [
      'incident-hold-leak',
      'award-hold',
      'pss-gateway',
    ]),
    p('pss-gateway timed out on issueTicket, add a retry', [
      's-pss-retry',
      'incident-hold-leak',
      'pss-gateway',
    ]),
    p('BalanceGuard is slow under load, can we just read the balance from redis?', [
      'award-balance-check',
      'balance-cache',
    ]),
    p('member wants to pay the taxes on his award ticket with miles, product asks if we can allow it', [
      'award-taxes-cash',
    ]),
    p('book an award for someone who is not the member, what checks apply?', [
      'infer-nominees',
      'fraud-hold',
      'family-pool',
    ]),
    p('account on FRAUD_HOLD: a Meridia hotel credit came in, what happens to it?', [
      'fraud-hold',
      'fraud-accrual-claim',
      's-partner-pending',
    ]),
    p('add auto-release of fraud holds after 14 days if no analyst looked at it', ['fraud-release']),
    p('FraudHoldController: let CX supervisors release holds too', ['fraud-release', 'auth']),
    p('new fraud rule: three award bookings in 24h to different passengers', [
      'fraud-hold',
      'infer-nominees',
    ]),
    p('implement the GDPR erasure for fraud-service data', [
      'gdpr-erasure',
      'gdpr-delete-claim',
      'pii-logging',
    ]),
    p('legal asks why erased members still have ledger rows', ['gdpr-erasure', 'gdpr-delete-claim']),
    p('after erasure the member still gets Braze emails', ['s-braze-erasure', 'gdpr-erasure', 'email-braze']),
    p('log the full member profile in ErasureService when it fails so we can debug', ['pii-logging']),
    p('search members by passport number in backoffice', ['pii-kms', 'auth']),
    p('add GET /v1/members/{memberId}/balance for the app', [
      'member-id-from-token',
      'balance-cache',
      'api-public',
      'virtual-threads',
    ]),
    p(
      'backoffice adjustment of 80,000 miles, agent gets 403, supervisor also cannot approve his own request',
      ['backoffice-adjust', 's-four-eyes'],
    ),
    p('return a nicer error when the member number checksum is wrong', ['member-number', 'api-errors']),
    p('add a flyway migration for the idempotency_keys table', [
      'flyway-timestamp',
      'micronaut-data',
      's-idempotency-key',
    ]),
    p('my migration V48__add_nominee_index.sql clashes with one on main', ['flyway-timestamp']),
    p('I need a quick fix in an already-applied migration in tier-service, typo in a column default', [
      'flyway-timestamp',
    ]),
    p('can I join accrual and member tables for the finance report?', ['postgres']),
    p('use hibernate for the new campaign entities, the relations are a pain in jdbc', [
      'micronaut-data',
      'native-image',
    ]),
    p('flight date on the coupon is 2026-03-29 but we store 2026-03-28, departure was SYD', ['time-utc']),
    p('new ledger view: sum of miles per member per month as double for the BI export', [
      'miles-long',
      'ledger-append-only',
    ]),
    p('fix a wrong PARTNER entry of 12,500 miles, just update the row', [
      'ledger-append-only',
      'backoffice-adjust',
    ]),
    p('how do I build the project? mvn clean install fails at root', ['build-gradle']),
    p('bump micronaut to the latest 4.x patch', ['micronaut-4', 'build-gradle']),
    p('javax.inject.Singleton cannot be resolved in the new fraud module', ['micronaut-4']),
    p('add lombok @Data to the PartnerRecord class to save boilerplate', ['records-no-lombok', 'serde-dtos']),
    p('"No serializable introspection present for type DrivelaneRental" in prod logs', [
      'serde-dtos',
      'incident-native-serde',
      'native-reflection',
    ]),
    p('native build OOMs on my laptop', ['native-image']),
    p('should we drop graalvm native and use CRaC instead? builds are so slow', [
      'native-image',
      'incident-native-serde',
      'native-reflection',
    ]),
    p('member-service p99 spikes to 3s when RDS is slow, threads look blocked on netty', ['virtual-threads']),
    p('write an integration test for LedgerService.post', ['testcontainers', 'ledger-append-only']),
    p('the repository test fails with H2 syntax error on ON CONFLICT', ['testcontainers']),
    p('connect the tier-service to kafka locally, it asks for SCRAM credentials', ['msk']),
    p('how many partitions does the ledger topic have? I want to scale tier-service consumers', [
      'msk',
      'kafka-topics',
    ]),
    p('publish the tier-changed event directly from TierEvaluator with the kafka client', [
      'outbox',
      'kafka-topics',
    ]),
    p('change the type of `points` in the ledger-entry-posted schema from int to long', [
      'kafka-avro',
      'miles-long',
    ]),
    p('redis connection fails with MOVED errors from the new balance cache code', ['redis-elasticache']),
    p('where do I put the Drivelane PGP public key and the sftp credentials?', [
      'secrets-manager',
      'partner-pgp',
    ]),
    p('add the braze api key to application.yml of member-service', ['secrets-manager']),
    p('scale partner-ingest to 6 replicas in prod quickly, kubectl is faster', ['gitops-only', 'eks']),
    p('deploy the expiry fix to prod on 22 December', ['deploy-freeze']),
    p('what runs in the pipeline before an image gets to dev?', ['ci-gha']),
    p('add a feature flag for the new Drivelane parser', ['s-appconfig', 's-drivelane']),
    p('add a metric for pending partner credits', ['s-metric-names', 'observability', 's-partner-pending']),
    p('send the tier upgrade email with a nice html template from tier-service', ['email-braze']),
    p('who owns the fraud service?', ['owners']),
    p('do hotel stays count toward tier status?', ['infer-partner-tp', 'tp-separate']),
    p('write the PR description for the idempotency change', ['pref-english']),
    p(
      'can I use switch pattern matching on sealed EntryType records in the ledger code, or does the toolchain not support it?',
      ['java-21'],
    ),
    p(
      'scaffold a new service for the partner billing statements, where does it go and what should it look like?',
      ['services-layout', 'build-gradle', 'micronaut-4', 'eks'],
    ),
    p(
      'the requalification job needs to send an event per downgrade, how long can it take and how many pods?',
      ['requal-run', 'tier-soft-landing', 'deploy-freeze'],
    ),
    p('start the new nominee service in Kotlin? split the PR however you like', [
      'services-layout',
      'java-21',
      'pref-small-prs',
    ]),
    p('what is the difference between @Singleton and @Context in micronaut?', []),
    p('explain Java 21 virtual threads pinning in general', []),
    p('thanks, looks good', []),
    p('how do I rebase my branch onto main?', []),
    p('what does Luhn check digit algorithm do?', []),
    p('ok merge it', []),
    p('sealed interfaces vs enums in java, when to use which?', []),
  ],
});

export default micronautLoyaltyAir;
