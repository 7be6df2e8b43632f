// A Malta-licensed online casino and sportsbook operator's player-account, wallet and compliance backend: Kotlin,
// Ktor, Exposed, PostgreSQL, Kafka; MGA reporting, KYC/AML and source of funds, responsible gaming, bonus wagering,
// Trustly/Skrill payments, GDPR retention. Mostly in Maltese. Held-out scenario: written blind, labelled without
// running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kotlin-igaming-compliance-mt',
  stack:
    'Kotlin 2.0 on JVM 21, Ktor 3 (Netty), Exposed (DSL), PostgreSQL 16 + Flyway, Kafka with Avro + Schema Registry, Koin, kotlinx.serialization, Redis (Valkey), HashiCorp Vault, Sumsub KYC, Trustly + Skrill + Nuvei payments, Kotest + Testcontainers + MockK, Gradle Kotlin DSL, GitLab CI, Kubernetes (RKE2) at BMIT Malta',
  memories: [
    m(
      'orm-jdbi',
      'fact',
      "L-aċċess għad-DB huwa bil-JDBI 3 (SqlObject interfaces) f'accounts/src/main/kotlin/dao/, kull query miktuba bl-idejn f'@SqlQuery.",
      {
        age: 690,
        files: ['accounts/src/main/kotlin/dao'],
        tags: ['jdbi', 'database'],
      },
    ),
    m(
      'ktor-2',
      'fact',
      "Is-servizzi kollha jimxu fuq Ktor 2.3 bl-engine Netty, DI manwali f'Application.kt.",
      {
        age: 520,
        tags: ['ktor'],
      },
    ),
    m(
      'kafka-json-old',
      'fact',
      'Il-messaġġi fuq Kafka huma JSON (kotlinx.serialization), mingħajr Schema Registry.',
      {
        age: 600,
        tags: ['kafka', 'json'],
      },
    ),
    m('kyc-onfido', 'fact', "KYC isir bl-Onfido: SDK fil-frontend, webhook f'/webhooks/onfido.", {
      age: 650,
      tags: ['kyc', 'onfido'],
    }),
    m(
      'jenkins-old',
      'fact',
      'Il-builds u d-deploys isiru fuq Jenkins (jenkins.luzzu.local), Jenkinsfile fl-għerq tar-repo.',
      {
        age: 700,
        files: ['Jenkinsfile'],
        tags: ['ci', 'jenkins'],
      },
    ),
    m(
      'note-old-vpn',
      'note',
      "il-back-office l-antik (bo.luzzu.local) jaħdem biss fuq il-VPN OpenVPN 'luzzu-office'",
      {
        age: 720,
        tags: ['back-office', 'vpn'],
      },
    ),
    m(
      'incident-limit-tz',
      'incident',
      "Ottubru 2024: il-limitu daily kien jinħadem f'UTC, allura bejn 00:00 u 02:00 ħin Malta l-plejers setgħu jiddepożitaw fuq il-limitu tal-ġurnata ta' qabel. L-MGA staqsiet għaliex. Fix: ZoneId.of(\"Europe/Malta\") f'LimitWindow.kt + test tad-DST f'wallet/src/test/kotlin/LimitWindowSpec.kt.",
      {
        age: 480,
        files: ['wallet/src/main/kotlin/limits/LimitWindow.kt', 'wallet/src/test/kotlin/LimitWindowSpec.kt'],
        tags: ['incident', 'timezone', 'deposit-limits', 'dst'],
      },
    ),
    m('pg-pool-10', 'fact', 'HikariCP maximumPoolSize=10 għal kull pod tal-wallet', {
      age: 420,
      files: ['wallet/src/main/resources/application.conf'],
      tags: ['hikari', 'postgres', 'pool'],
    }),
    m(
      'orm-exposed',
      'decision',
      'Għaddejna mill-JDBI għall-Exposed (DSL, mhux DAO). It-tabelli huma `object Players : LongIdTable("players")` f\'common/src/main/kotlin/db/tables/. Kull query tgħaddi minn `newSuspendedTransaction(Dispatchers.IO, db)` — qatt `transaction {}` blokkanti ġo route ta\' Ktor.',
      {
        fact: 'db access | uses | Exposed DSL',
        supersedes: 'orm-jdbi',
        age: 400,
        canonical: true,
        files: ['common/src/main/kotlin/db/tables'],
        reason: 'queries type-safe u inqas boilerplate',
        tags: ['exposed', 'database', 'coroutines'],
      },
    ),
    m(
      'kyc-sumsub',
      'fact',
      "KYC (ID + liveness + screening tal-PEP/sanzjonijiet) issa jsir bis-Sumsub. Bdejna bl-Onfido imma qlibna f'2024 għax is-Sumsub jagħmel ukoll l-AML screening fl-istess flow. Webhooks f'POST /webhooks/sumsub (compliance/src/main/kotlin/kyc/SumsubWebhook.kt), ivverifikati bl-HMAC fil-header X-Payload-Digest.",
      {
        fact: 'kyc provider | is | Sumsub',
        supersedes: 'kyc-onfido',
        age: 380,
        files: ['compliance/src/main/kotlin/kyc/SumsubWebhook.kt'],
        tags: ['kyc', 'sumsub', 'webhook', 'pep'],
      },
    ),
    m('bonus-wagering-35', 'constraint', 'Wagering tal-bonus: 35x (bonus + depożitu), 30 jum żmien', {
      age: 330,
      tags: ['bonus', 'wagering'],
    }),
    m('login-lock-10', 'constraint', 'login: 10 tentattivi ħżiena u l-kont jiġi lock għal 15-il minuta', {
      age: 310,
      tags: ['auth', 'login', 'rate-limit'],
    }),
    m(
      'kafka-avro',
      'convention',
      "Kafka: qlibna mill-JSON għal Avro mal-Schema Registry (compatibility BACKWARD), skemi f'schemas/avro/. Topics `<dominju>.<entità>.v<N>`, eż. wallet.transactions.v3, player.limits.v1, compliance.kyc-status.v2; key = player_id.",
      {
        supersedes: 'kafka-json-old',
        age: 300,
        files: ['schemas/avro'],
        tags: ['kafka', 'avro', 'schema-registry', 'naming'],
      },
    ),
    m('sof-10000', 'constraint', "Source of funds: trigger meta d-depożiti jaqbżu €10,000 f'90 jum", {
      age: 300,
      tags: ['aml', 'source-of-funds'],
    }),
    m('withdrawal-review-1000', 'constraint', "withdrawals 'il fuq minn €1,000 imorru manual review", {
      age: 280,
      tags: ['withdrawals', 'review'],
    }),
    m('seamless-timeout-5', 'constraint', 'l-aggregator jistenna 5 sekondi għat-tweġiba tad-debit', {
      age: 260,
      tags: ['seamless-wallet', 'timeout'],
    }),
    m(
      'incident-double-wagering',
      'incident',
      "Frar 2025: wara restart l-OutboxRelay ippubblika l-istess batch darbtejn u l-WageringProjector għodd il-bets darbtejn — 38 plejer lestew il-wagering tal-bonus qabel il-waqt u ġibdu. Il-fix: processed_events b'unique fuq event_id + test f'bonus/src/test/kotlin/WageringReplaySpec.kt.",
      {
        age: 230,
        files: ['bonus/src/main/kotlin/WageringProjector.kt', 'bonus/src/test/kotlin/WageringReplaySpec.kt'],
        tags: ['incident', 'kafka', 'wagering', 'duplicates'],
      },
    ),
    m(
      'ktor-3',
      'decision',
      "Aġġornajna minn Ktor 2.3 għal Ktor 3.0 (Netty). Routes f'<modulu>/src/main/kotlin/routes/*Routes.kt bħala `fun Route.playerRoutes()`, installati f'Application.module(); DI bil-Koin (`by inject()`); plugins (StatusPages, ContentNegotiation, CallId, RateLimit) f'common/src/main/kotlin/plugins/.",
      {
        fact: 'http framework | is | Ktor 3',
        supersedes: 'ktor-2',
        age: 210,
        files: ['common/src/main/kotlin/plugins'],
        tags: ['ktor', 'koin', 'routing'],
      },
    ),
    m(
      'incident-trustly-sig',
      'incident',
      'Lulju 2025: Trustly għamlu rotation tal-key tagħhom u aħna ma aġġornajniex il-public key fil-Vault — in-notifications kollha ġew rifjutati għal 3 sigħat u d-depożiti baqgħu PENDING. Issa hemm alert fuq trustly_notify_signature_failures_total > 0.',
      {
        age: 190,
        files: ['payments/src/main/kotlin/trustly/TrustlyNotifyRoutes.kt'],
        tags: ['incident', 'trustly', 'signature', 'vault'],
      },
    ),
    m(
      'sof-5000',
      'constraint',
      "Source of funds: meta d-depożiti jaqbżu €5,000 f'30 jum (jew €2,000 għal plejer HIGH risk) il-kont imur SOF_REQUIRED u d-depożiti jiġu mblukkati sakemm il-compliance japprova d-dokumenti (payslips, bank statements). Qabel kien €10,000 f'90 jum. Logika f'compliance/src/main/kotlin/aml/SourceOfFundsRule.kt.",
      {
        supersedes: 'sof-10000',
        age: 150,
        files: ['compliance/src/main/kotlin/aml/SourceOfFundsRule.kt'],
        tags: ['aml', 'source-of-funds', 'fiau'],
      },
    ),
    m(
      'pg-pool-25',
      'fact',
      'Il-Hikari pool tal-wallet issa huwa maximumPoolSize = 25 (kien 10), connectionTimeout 3000 ms. Togħlihx aktar: Postgres għandu max_connections 400 u għandna 12-il pod tal-wallet.',
      {
        supersedes: 'pg-pool-10',
        age: 120,
        files: ['wallet/src/main/resources/application.conf'],
        tags: ['hikari', 'postgres', 'pool'],
      },
    ),
    m(
      'login-lock-5',
      'constraint',
      "Login: wara 5 tentattivi ħżiena f'15-il minuta l-kont jiġi lock għal 30 minuta (qabel kienu 10). Ktor RateLimit plugin + counters f'Redis.",
      {
        supersedes: 'login-lock-10',
        age: 100,
        files: ['accounts/src/main/kotlin/routes/AuthRoutes.kt'],
        tags: ['auth', 'login', 'rate-limit', 'redis'],
      },
    ),
    m(
      'withdrawal-review-2000',
      'constraint',
      "Withdrawals 'il fuq minn €2,000 (200000 ċenteżmi) imorru f'manual review tal-payments team (kien €1,000); taħt dan huma awtomatiċi jekk il-KYC huwa VERIFIED u l-kont mhux SOF_REQUIRED.",
      {
        supersedes: 'withdrawal-review-1000',
        age: 85,
        files: ['payments/src/main/kotlin/withdrawals/WithdrawalReview.kt'],
        tags: ['withdrawals', 'review', 'kyc'],
      },
    ),
    m(
      'bonus-wagering-30',
      'constraint',
      "Il-wagering tal-bonus issa huwa 30x fuq il-bonus biss (kien 35x fuq bonus + depożitu), b'30 jum biex jitlesta. Kontribuzzjoni: slots 100%, table games 10%, live casino 0%. Kollox konfigurat f'bonus_templates, xejn hardcoded.",
      {
        supersedes: 'bonus-wagering-35',
        age: 80,
        files: ['bonus/src/main/kotlin/templates'],
        tags: ['bonus', 'wagering', 'contribution'],
      },
    ),
    m(
      'seamless-timeout-2',
      'constraint',
      'L-aggregator issa jagħmel timeout wara 2 sekondi (kienu 5) u jibgħat rollback; għalhekk id-debit irid iwieġeb taħt 1.5 s p99. Xejn sinkroniku lejn servizzi oħra fil-path tad-debit.',
      {
        supersedes: 'seamless-timeout-5',
        age: 60,
        files: ['wallet/src/main/kotlin/seamless/SeamlessWalletRoutes.kt'],
        tags: ['seamless-wallet', 'timeout', 'latency'],
      },
    ),
    m(
      'flyway',
      'convention',
      "Migrations bil-Flyway f'common/src/main/resources/db/migration/V{n}__deskrizzjoni.sql (l-aħħar waħda: V58__bonus_wagering_contrib.sql). Migration li għaddiet fil-prod ma tmissha qatt — agħmel waħda ġdida. Flyway jimxi bħala Job qabel id-deploy, mhux fl-istartup tal-pod.",
      {
        reaffirm: 11,
        files: ['common/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'postgres'],
      },
    ),
    m(
      'serialization',
      'convention',
      "JSON bil-kotlinx.serialization biss, Jackson m'għandux ikun fil-classpath tal-API. DTOs huma `@Serializable data class` f'api/dto/; qatt ma nirritornaw ResultRow tal-Exposed direttament minn route.",
      {
        tags: ['serialization', 'kotlinx', 'dto'],
      },
    ),
    m(
      'money-cents',
      'convention',
      "Il-flus kollha huma `Long` f'ċenteżmi tal-ewro (amountCents, balanceCents) — qatt Double jew Float, u l-ebda BigDecimal fl-API. Hemm il-value class `Money(val cents: Long)` f'common/src/main/kotlin/money/Money.kt. Il-formattjar (€12.50) isir biss fil-frontend u fir-rapporti.",
      {
        canonical: true,
        reaffirm: 14,
        files: ['common/src/main/kotlin/money/Money.kt'],
        tags: ['money', 'cents', 'eur'],
      },
    ),
    m('money-claim', 'fact', "il-bilanċ fil-wallet jinħażen NUMERIC(12,2) f'ewro, mhux ċenteżmi", {
      disputes: 'money-cents',
      tags: ['money', 'wallet'],
    }),
    m(
      'currency-eur',
      'fact',
      "Naċċettaw EUR biss. Jekk il-karta tal-plejer hija f'valuta oħra, il-konverżjoni jagħmilha l-provider; aħna nirreġistraw u nirrappurtaw f'EUR biss.",
      {
        tags: ['currency', 'eur', 'payments'],
      },
    ),
    m(
      'wallet-ledger',
      'constraint',
      "Il-wallet huwa ledger double-entry: kull moviment huwa entries f'wallet_ledger (debit = credit). Il-bilanċ veru huwa s-SUM tal-ledger; `players.balance_cents` huwa biss cache aġġornat fl-istess transaction. Qatt UPDATE dirett fuq il-bilanċ.",
      {
        canonical: true,
        files: ['wallet/src/main/kotlin/ledger'],
        tags: ['wallet', 'ledger', 'balance'],
      },
    ),
    m(
      'wallet-balances',
      'fact',
      'Kull plejer għandu żewġ bilanċi: cash_balance_cents u bonus_balance_cents. Il-bets jieħdu mill-cash l-ewwel, imbagħad mill-bonus; ir-rebħ imur lura fil-bilanċ li minnu ttieħdet il-bet.',
      {
        tags: ['wallet', 'bonus', 'balance'],
      },
    ),
    m(
      'kafka-outbox',
      'constraint',
      'Events lejn Kafka joħorġu biss mit-tabella outbox (transactional outbox): ikteb ir-ringiela fl-istess transaction tad-DB u l-OutboxRelay (common/src/main/kotlin/outbox/OutboxRelay.kt) jippubblikaha. Qatt producer.send() direttament minn ġo transaction.',
      {
        reaffirm: 18,
        files: ['common/src/main/kotlin/outbox/OutboxRelay.kt'],
        tags: ['kafka', 'outbox', 'transactions'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      "Kull consumer irid ikun idempotent fuq event_id (tabella processed_events) — Kafka huwa at-least-once u r-relay jista' jerġa' jibgħat wara restart.",
      {
        tags: ['kafka', 'idempotent', 'consumers'],
      },
    ),
    m('partitions-wallet', 'fact', 'wallet.transactions.v3: 24 partition, retention 14-il jum.', {
      tags: ['kafka', 'partitions', 'retention'],
    }),
    m('partitions-limits', 'fact', 'player.limits.v1: 6 partitions, cleanup.policy=compact.', {
      tags: ['kafka', 'partitions', 'compaction'],
    }),
    m(
      'mga-license',
      'fact',
      'Liċenzja B2C tal-MGA (MGA/B2C/417/2019) għal Type 1 (casino) u Type 2 (sports betting). Il-Player Protection Directive (Direttiva 2 tal-2018) tapplika għal kull plejer tagħna, mhux biss għall-Maltin.',
      {
        tags: ['mga', 'license', 'compliance'],
      },
    ),
    m(
      'mga-reporting',
      'constraint',
      "Rapporti lill-MGA: il-Monthly Gaming Revenue Return sal-20 tax-xahar ta' wara, flimkien mal-player activity (depożiti, ġbid, GGR per plejer) esportati minn reporting/ bħala CSV fit-template tal-MGA. Dejjem mill-ledger, qatt mill-cache tal-bilanċ.",
      {
        files: ['reporting/src/main/kotlin', 'reporting/templates'],
        tags: ['mga', 'reporting', 'ggr'],
      },
    ),
    m(
      'gaming-tax',
      'fact',
      "Gaming tax: 5% tal-gaming revenue (GGR) mill-plejers Maltin, ikkalkulata f'reporting/src/main/kotlin/tax/GamingTax.kt; il-compliance contribution tinħadem separatament.",
      {
        fact: 'gaming tax | rate | 5% of GGR',
        files: ['reporting/src/main/kotlin/tax/GamingTax.kt'],
        tags: ['mga', 'tax', 'ggr'],
      },
    ),
    m(
      'ggr-calc',
      'fact',
      "GGR = stakes − wins − bonus cost (għal Type 1). Jinħadem kuljum mill-ledger minn GgrDailyJob.kt f'reporting/, bil-ġurnata f'ħin Malta.",
      {
        files: ['reporting/src/main/kotlin/GgrDailyJob.kt'],
        tags: ['ggr', 'reporting'],
      },
    ),
    m(
      'mga-replica',
      'constraint',
      "Il-Control System (replica tad-dejta tal-logħob u tat-transazzjonijiet) irid jibqa' f'Malta: replica Postgres f'BMIT b'streaming replication. Tmissx ir-replication slot `mga_replica` mingħajr ma tgħid lill-compliance qabel.",
      {
        tags: ['mga', 'replica', 'postgres', 'hosting'],
      },
    ),
    m(
      'kyc-threshold-2000',
      'constraint',
      "AML (FIAU Implementing Procedures Part II): is-CDD sħiħ (ID + indirizz verifikati) irid ikun lest malli l-plejer jilħaq €2,000 f'depożiti (wieħed jew aktar, f'180 jum). Sakemm ma jkunx lest jiġu mblukkati d-depożiti l-oħra wkoll — mhux biss il-withdrawals.",
      {
        canonical: true,
        reaffirm: 10,
        files: ['compliance/src/main/kotlin/kyc/CddThresholdRule.kt'],
        tags: ['kyc', 'aml', 'cdd', 'fiau'],
      },
    ),
    m(
      'kyc-claim',
      'fact',
      "il-KYC isir biss qabel l-ewwel withdrawal, sa dak il-ħin il-plejer jista' jiddepożita kemm irid",
      {
        disputes: 'kyc-threshold-2000',
        tags: ['kyc'],
      },
    ),
    m(
      'age-18',
      'constraint',
      'Età minima 18-il sena, ivverifikata mill-KYC. Sakemm l-età ma tkunx ivverifikata: l-ebda logħob bi flus veri.',
      {
        tags: ['kyc', 'age', 'registration'],
      },
    ),
    m(
      'risk-level',
      'fact',
      "Kull plejer għandu risk_level LOW/MEDIUM/HIGH ikkalkulat minn pajjiż, PEP, metodu tal-ħlas u velocity tad-depożiti; jerġa' jinħadem fuq kull event ta' compliance.kyc-status.v2 u kull lejl fis-02:00 ħin Malta.",
      {
        files: ['compliance/src/main/kotlin/aml/RiskScorer.kt'],
        tags: ['aml', 'risk', 'scoring'],
      },
    ),
    m(
      'pep-edd',
      'constraint',
      'PEP jew pajjiż high-risk (lista tal-FATF) = Enhanced Due Diligence: l-MLRO irid japprova qabel kull depożit ieħor, u s-SOF huwa obbligatorju tkun xi tkun l-ammont.',
      {
        tags: ['aml', 'pep', 'edd'],
      },
    ),
    m(
      'str-goaml',
      'constraint',
      "Suspicious transaction reports lill-FIAU jagħmilhom l-MLRO manwalment fuq goAML. Is-sistema toħloq biss alert f'compliance_alerts — qatt ma nibagħtu xejn awtomatikament lill-FIAU u qatt ma ngħidu lill-plejer (tipping off). L-ebda messaġġ lill-plejer li jsemmi AML.",
      {
        tags: ['aml', 'str', 'fiau', 'tipping-off'],
      },
    ),
    m(
      'aml-retention',
      'constraint',
      "Dokumenti tal-KYC u records tat-transazzjonijiet jinżammu 5 snin wara li tispiċċa r-relazzjoni mal-plejer (PMLFTR), anke jekk jitlob erasure taħt il-GDPR — f'dak il-każ restrict processing, mhux delete.",
      {
        tags: ['aml', 'retention', 'gdpr', 'kyc'],
      },
    ),
    m(
      'gdpr-erasure',
      'convention',
      'GDPR erasure: compliance/src/main/kotlin/gdpr/ErasureService.kt janonimizza l-profil u d-dejta tal-marketing (isem, email, telefon) imma jżomm il-ledger u l-KYC sal-5 snin. It-talba trid titwieġeb fi żmien xahar.',
      {
        files: ['compliance/src/main/kotlin/gdpr/ErasureService.kt'],
        tags: ['gdpr', 'erasure', 'privacy'],
      },
    ),
    m(
      'gdpr-delete-claim',
      'fact',
      'meta plejer jitlob GDPR delete inħassru kollox mill-ewwel, anke t-tranżazzjonijiet u l-KYC',
      {
        disputes: 'aml-retention',
        tags: ['gdpr'],
      },
    ),
    m(
      'dpia',
      'fact',
      "Id-DPO hija Maria Camilleri. Kull feature ġdida li tipproċessa PII trid DPIA qasira f'docs/dpia/ qabel ma titla' prod.",
      {
        files: ['docs/dpia'],
        tags: ['gdpr', 'dpia', 'privacy'],
      },
    ),
    m(
      'deposit-limits',
      'constraint',
      "Limiti tad-depożitu (daily/weekly/monthly): tnaqqis jidħol fis-seħħ mill-ewwel; żieda tidħol biss wara 24 siegħa cooling-off (pending_limit_changes + LimitActivationJob). Il-limitu jiġi ċċekkjat fl-istess transaction tad-depożitu f'wallet/src/main/kotlin/limits/DepositLimitGuard.kt.",
      {
        canonical: true,
        reaffirm: 7,
        files: ['wallet/src/main/kotlin/limits/DepositLimitGuard.kt'],
        tags: ['responsible-gaming', 'deposit-limits', 'cooling-off'],
      },
    ),
    m(
      'limit-claim',
      'fact',
      'għall-VIPs żieda fil-limitu tad-depożitu tidħol mill-ewwel, l-account manager japprovaha',
      {
        disputes: 'deposit-limits',
        tags: ['deposit-limits', 'vip'],
      },
    ),
    m(
      'limit-mandatory',
      'constraint',
      "Mar-reġistrazzjoni l-plejer irid jagħżel limitu tad-depożitu jew jagħżel espliċitament 'l-ebda limitu'. Il-field ma jistax ikun prefilled.",
      {
        files: ['accounts/src/main/kotlin/routes/RegistrationRoutes.kt'],
        tags: ['responsible-gaming', 'registration', 'deposit-limits'],
      },
    ),
    m(
      'self-exclusion',
      'constraint',
      'Awto-esklużjoni: minimu 6 xhur u ma titneħħiex qabel ma jiskadi l-perjodu, lanqas mis-support. Meta tiġi attivata: il-kont jingħalaq mill-ewwel, bets miftuħa jiġu settled normalment, il-bilanċ jintbagħat lura lill-plejer u l-marketing jieqaf fl-istess minuta (event fuq player.limits.v1 → CRM).',
      {
        canonical: true,
        reaffirm: 4,
        files: ['rg/src/main/kotlin/exclusion/SelfExclusionService.kt'],
        tags: ['responsible-gaming', 'self-exclusion'],
      },
    ),
    m(
      'exclusion-claim',
      'fact',
      "is-self-exclusion tista' titneħħa mis-customer support jekk il-plejer iċempel u jitlob",
      {
        disputes: 'self-exclusion',
        tags: ['self-exclusion', 'support'],
      },
    ),
    m(
      'time-out',
      'fact',
      "Time-out (cool-off) qasir: 24 siegħa, 7 ijiem jew 30 jum. Mhux bħall-awto-esklużjoni: wara t-time-out il-kont jerġa' jinfetaħ waħdu.",
      {
        tags: ['responsible-gaming', 'time-out'],
      },
    ),
    m(
      'reality-check',
      'constraint',
      "Reality check kull 60 minuta logħob by default (il-plejer jista' jagħżel 15/30/60): juri l-ħin u n-net win/loss tas-sessjoni. Il-frontend jitlob GET /api/v1/rg/reality-check.",
      {
        files: ['rg/src/main/kotlin/routes/RealityCheckRoutes.kt'],
        tags: ['responsible-gaming', 'reality-check'],
      },
    ),
    m(
      'affordability',
      'constraint',
      "Affordability markers: aktar minn €2,000 depożiti f'30 jum jew telf ta' aktar minn €1,000 f'7 ijiem = flag għal RG interaction (email + telefonata mir-RG team). Il-markers f'rg/src/main/kotlin/markers/.",
      {
        files: ['rg/src/main/kotlin/markers'],
        tags: ['responsible-gaming', 'affordability', 'markers'],
      },
    ),
    m(
      'marketing-consent',
      'constraint',
      "Marketing (email/SMS/push) biss b'opt-in espliċitu (marketing_consent), u qatt lil plejers self-excluded jew f'time-out. Is-CRM jikkunsma player.limits.v1 biex jieqaf.",
      {
        tags: ['marketing', 'consent', 'responsible-gaming'],
      },
    ),
    m(
      'bonus-maxbet',
      'constraint',
      'Waqt li bonus huwa attiv, l-ogħla bet hija €5 (500 ċenteżmi) — BonusBetGuard jiċċekkja qabel ma l-bet tintbagħat lill-game provider.',
      {
        files: ['bonus/src/main/kotlin/BonusBetGuard.kt'],
        tags: ['bonus', 'max-bet'],
      },
    ),
    m(
      'bonus-cash-withdraw',
      'constraint',
      "Regola tal-MGA: il-plejer dejjem jista' jiġbed il-cash balance tiegħu, anke b'bonus attiv. Jekk jiġbed, il-bonus u r-rebħ minnu jintilfu — imma qatt ma nimblukkaw il-flus reali minħabba bonus.",
      {
        canonical: true,
        tags: ['bonus', 'withdrawals', 'mga'],
      },
    ),
    m(
      'bonus-excluded',
      'constraint',
      "Plejers self-excluded, f'time-out jew b'risk_level HIGH ma jingħataw l-ebda bonus. BonusEligibility.kt jiċċekkja dan qabel kull award.",
      {
        files: ['bonus/src/main/kotlin/BonusEligibility.kt'],
        tags: ['bonus', 'responsible-gaming', 'eligibility'],
      },
    ),
    m(
      'wagering-projector',
      'fact',
      'Il-progress tal-wagering jinħadem minn WageringProjector.kt (bonus/) li jikkunsma wallet.transactions.v3 — mhux fil-path tal-bet.',
      {
        files: ['bonus/src/main/kotlin/WageringProjector.kt'],
        tags: ['bonus', 'wagering', 'kafka'],
      },
    ),
    m(
      'payments-trustly',
      'fact',
      "Trustly (depożiti u withdrawals bankarji, Pay N Play mhux attiv): notifications JSON-RPC f'POST /payments/trustly/notify. Il-firma (SHA1withRSA) tiġi vverifikata bil-public key ta' Trustly u t-tweġiba trid tkun iffirmata bil-private key tagħna.",
      {
        files: ['payments/src/main/kotlin/trustly/TrustlyNotifyRoutes.kt'],
        tags: ['payments', 'trustly', 'signature'],
      },
    ),
    m(
      'payments-skrill',
      'fact',
      "Skrill: status_url → POST /payments/skrill/status. Ivverifika l-md5sig: MD5 ta' merchant_id + transaction_id + UPPER(MD5(secret word)) + mb_amount + mb_currency + status. Is-secret word tinqara mill-Vault.",
      {
        files: ['payments/src/main/kotlin/skrill/SkrillStatusRoutes.kt'],
        tags: ['payments', 'skrill', 'md5sig'],
      },
    ),
    m(
      'payments-cards',
      'fact',
      "Karti (Visa/Mastercard) permezz ta' Nuvei, MCC 7995; 3DS2 obbligatorju fuq kull depożitu.",
      {
        tags: ['payments', 'cards', 'nuvei', '3ds'],
      },
    ),
    m(
      'payments-idem',
      'convention',
      'Kull ħlas għandu payment_id (ULID) tagħna li jintbagħat lill-provider bħala reference. In-notifications jiġu pproċessati idempotenti fuq (provider, provider_tx_id) — il-providers jibagħtu l-istess notification aktar minn darba.',
      {
        tags: ['payments', 'idempotent'],
      },
    ),
    m('min-deposit-trustly', 'fact', 'Depożitu minimu Trustly: €10 (1000 ċenteżmi).', {
      tags: ['payments', 'trustly', 'minimum'],
    }),
    m('min-deposit-skrill', 'fact', 'Depożitu minimu Skrill: €20 (2000 ċenteżmi).', {
      tags: ['payments', 'skrill', 'minimum'],
    }),
    m(
      'closed-loop',
      'constraint',
      'Closed loop: il-withdrawal imur lura fuq l-istess metodu tad-depożitu (Trustly→Trustly, Skrill→Skrill, karta→karta) sal-ammont iddepożitat; il-bqija bank transfer. Regola AML, mhux preferenza.',
      {
        files: ['payments/src/main/kotlin/withdrawals/WithdrawalRouting.kt'],
        tags: ['withdrawals', 'aml', 'closed-loop'],
      },
    ),
    m(
      'geo-block',
      'constraint',
      "Pajjiżi blocked (US, UK, FR, ES, IT, NL, BE u oħrajn) f'common/src/main/kotlin/geo/BlockedCountries.kt. Iċ-check isir kemm fuq l-IP (MaxMind) u kemm fuq il-pajjiż tal-indirizz tal-KYC, mar-reġistrazzjoni u ma' kull login.",
      {
        files: ['common/src/main/kotlin/geo/BlockedCountries.kt'],
        tags: ['geo', 'compliance', 'registration'],
      },
    ),
    m(
      'tz',
      'convention',
      "Timestamps kollha `timestamptz` f'UTC (Instant fil-Kotlin). Il-limiti daily/weekly/monthly u r-rapporti jinħadmu f'ħin Europe/Malta (nofsillejl ta' Malta); il-ġimgħa tibda t-Tnejn.",
      {
        reaffirm: 21,
        tags: ['timezone', 'utc', 'malta'],
      },
    ),
    m(
      'player-ids',
      'convention',
      "player_id huwa Long (bigserial) internament; 'il barra (API, partners, providers) nużaw public_id (ULID). Qatt ma tesponi l-player_id numeriku.",
      {
        tags: ['ids', 'api', 'privacy'],
      },
    ),
    m(
      'auth',
      'fact',
      'Auth: JWT RS256 mill-accounts service, access token 15-il minuta, refresh token 30 jum u rotating. TOTP 2FA obbligatorju għall-back-office, mhux għall-plejers.',
      {
        files: ['accounts/src/main/kotlin/auth'],
        tags: ['auth', 'jwt', '2fa'],
      },
    ),
    m(
      'redis',
      'fact',
      'Redis (Valkey 8) għal sessions tal-back-office, rate limits u cache tal-geo. Qatt sors tal-verità għal bilanċi jew limiti.',
      {
        tags: ['redis', 'valkey', 'cache'],
      },
    ),
    m(
      'backoffice-audit',
      'constraint',
      "Kull azzjoni fil-back-office (bidla ta' limitu, tneħħija ta' bonus, approvazzjoni ta' SOF, għeluq ta' kont) tinkiteb f'audit_log b'operator_id u reason obbligatorja — l-MGA jistgħu jitolbuh. audit_log huwa append-only (trigger jimblokka UPDATE/DELETE).",
      {
        files: ['backoffice/src/main/kotlin/audit/AuditLog.kt'],
        tags: ['back-office', 'audit', 'mga'],
      },
    ),
    m(
      'seamless-wallet',
      'fact',
      "Il-logħob tal-casino jiġi minn aggregator b'seamless wallet: calls debit/credit/rollback f'wallet/src/main/kotlin/seamless/SeamlessWalletRoutes.kt, idempotenti fuq round_id + transaction_id.",
      {
        files: ['wallet/src/main/kotlin/seamless/SeamlessWalletRoutes.kt'],
        tags: ['seamless-wallet', 'casino', 'idempotent'],
      },
    ),
    m(
      'rollback-tombstone',
      'constraint',
      "Rollback għal debit li għadu ma wasalx jiġi rreġistrat bħala tombstone: jekk id-debit jasal wara, jiġi rifjutat. Qatt ma tinjora rollback 'mhux magħruf'.",
      {
        files: ['wallet/src/main/kotlin/seamless/RollbackHandler.kt'],
        tags: ['seamless-wallet', 'rollback'],
      },
    ),
    m(
      'sportsbook',
      'fact',
      "Is-sportsbook (Type 2) huwa ta' provider estern (iframe); is-settlements jaslu fuq Kafka topic sportsbook.settlements.v1 u jinkitbu fil-ledger minn SportsSettlementConsumer.",
      {
        files: ['wallet/src/main/kotlin/sports/SportsSettlementConsumer.kt'],
        tags: ['sportsbook', 'kafka', 'ledger'],
      },
    ),
    m(
      'kyc-docs-minio',
      'fact',
      "Dokumenti tal-KYC/SOF jinħażnu f'MinIO (bucket kyc-docs, f'BMIT Malta), encrypted server-side. Il-back-office jarahom biss b'presigned links ta' 5 minuti.",
      {
        tags: ['kyc', 'minio', 'documents'],
      },
    ),
    m(
      'pii-encryption',
      'constraint',
      "Kolonni tal-PII (isem, data tat-twelid, indirizz, numru tal-ID) huma encrypted fl-applikazzjoni permezz ta' Vault Transit (common/src/main/kotlin/crypto/PiiCipher.kt). Tagħmilx LIKE jew index fuq dawn il-kolonni; uża l-blind index *_hash.",
      {
        files: ['common/src/main/kotlin/crypto/PiiCipher.kt'],
        tags: ['pii', 'encryption', 'vault', 'gdpr'],
      },
    ),
    m(
      'logging',
      'constraint',
      "Qatt ma nillogjaw numri tal-karti, IBAN sħiħ, dokumenti tal-KYC jew dettalji tas-source of funds. Logs JSON (logback + logstash encoder) b'public_id tal-plejer u call_id biss.",
      {
        reaffirm: 16,
        tags: ['logging', 'pii', 'pci'],
      },
    ),
    m(
      'observability',
      'fact',
      "Metrics bil-Micrometer → Prometheus, dashboards 'Wallet' u 'Compliance' fil-Grafana. Tracing bl-OpenTelemetry agent → Tempo.",
      {
        tags: ['metrics', 'prometheus', 'grafana', 'tracing'],
      },
    ),
    m(
      'errors',
      'convention',
      'Żbalji: StatusPages jirritorna `{ "code": "DEPOSIT_LIMIT_EXCEEDED", "message": ... }`; il-codes huma enum f\'common/src/main/kotlin/errors/ErrorCode.kt. It-traduzzjoni tal-messaġġi lill-plejer issir fil-frontend.',
      {
        files: ['common/src/main/kotlin/errors/ErrorCode.kt'],
        tags: ['errors', 'api', 'ktor'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      "L-API pubbliku huwa taħt /api/v1; il-frontend (repo separat luzzu-web) u l-app mobbli jużawh. Breaking change = /api/v2, mhux tibdil f'v1.",
      {
        tags: ['api', 'versioning'],
      },
    ),
    m(
      'coroutines',
      'constraint',
      "L-ebda blocking I/O fuq id-dispatcher ta' Ktor: providers bil-Ktor HttpClient (CIO), DB ġo newSuspendedTransaction(Dispatchers.IO). Thread.sleep u runBlocking projbiti fil-kodiċi tal-prod (regola tad-detekt).",
      {
        tags: ['coroutines', 'ktor', 'blocking'],
      },
    ),
    m(
      'testing',
      'convention',
      "Testijiet bil-Kotest (FunSpec) + Testcontainers (Postgres 16 u Kafka veri) — l-ebda H2, l-ebda DB mocked. Il-containers huma shared bejn l-specs permezz ta' ProjectConfig.",
      {
        files: ['common/src/testFixtures/kotlin/ProjectConfig.kt'],
        tags: ['tests', 'kotest', 'testcontainers'],
      },
    ),
    m(
      'testing-mocks',
      'convention',
      "MockK biss għal clients esterni (Trustly, Skrill, Sumsub, Nuvei); għall-HTTP contract tests nużaw WireMock, stubs f'payments/src/test/resources/wiremock/.",
      {
        files: ['payments/src/test/resources/wiremock'],
        tags: ['tests', 'mockk', 'wiremock'],
      },
    ),
    m(
      'gradle',
      'convention',
      "Gradle Kotlin DSL; verżjonijiet biss f'gradle/libs.versions.toml. `./gradlew check` = ktlint + detekt + testijiet, u s-CI jfalli fuq kwalunkwe wieħed minnhom.",
      {
        files: ['gradle/libs.versions.toml', 'build.gradle.kts'],
        tags: ['gradle', 'ktlint', 'detekt'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      "GitLab CI (.gitlab-ci.yml): build → test → image (Jib) → deploy-staging (awtomatiku) → deploy-prod (manwali). Bidliet f'compliance/ jew wallet/ jeħtieġu l-approvazzjoni tal-compliance officer fl-MR.",
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'k8s',
      'fact',
      "Kubernetes (RKE2) f'BMIT Malta, namespaces luzzu-staging u luzzu-prod; Helm charts f'deploy/helm/<servizz>.",
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'helm', 'bmit'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      "Is-sigrieti kollha (DB, private key tat-Trustly, secret word tas-Skrill, token tas-Sumsub) jinqraw mill-HashiCorp Vault (secret/luzzu/<servizz>) permezz tal-Vault agent. Qatt f'application.conf, qatt f'values.yaml jew f'.env fir-repo.",
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'vault'],
      },
    ),
    m(
      'config-hocon',
      'convention',
      "Konfigurazzjoni f'application.conf (HOCON) b'overrides minn env vars: `password = ${?DB_PASSWORD}`. Valuri placeholder bħal `password = \"changeme\"` huma aċċettabbli biss f'application-local.conf.",
      {
        files: ['wallet/src/main/resources/application.conf'],
        tags: ['config', 'hocon', 'secrets'],
      },
    ),
    m(
      'key-rotation',
      'convention',
      "Rotation: il-key tal-iffirmar tat-Trustly u t-token tas-Sumsub kull 12-il xahar; il-JWT signing key kull 90 jum (kid fil-header, JWKS f'/.well-known/jwks.json). Wara kull rotation ivverifika n-notifications fuq l-istaging.",
      {
        tags: ['secrets', 'rotation', 'jwt', 'trustly'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'L-ebda deploy fil-prod mill-Ġimgħa 14:00 sat-Tnejn 09:00 (ħin Malta) — il-weekend huwa l-ogħla traffiku tas-sportsbook.',
      {
        tags: ['deploy', 'freeze'],
      },
    ),
    m(
      'owners',
      'fact',
      'Sidien: wallet u payments — Luke Borg; compliance/KYC/AML — Rebecca Farrugia (hija l-MLRO ukoll); responsible gaming — Daniel Vella; rapporti tal-MGA — Kristina Zammit; infra — Matthew Grech.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'kummenti fil-kodiċi, commit messages u PR descriptions bl-Ingliż, anke jekk nitkellmu bil-Malti',
      {},
    ),
    m(
      'pref-small-mrs',
      'preference',
      "MRs żgħar (~400 linja max), u bidliet f'compliance/ separati minn refactors",
      {},
    ),
    m(
      'note-psql',
      'note',
      'biex tidħol fuq ir-replica tal-prod: kubectl -n luzzu-prod port-forward svc/pg-replica 5433:5432, imbagħad psql bl-user read-only li jagħtik il-Vault (vault read database/creds/readonly). Qatt bl-user tal-app.',
      {
        tags: ['postgres', 'replica', 'debugging'],
      },
    ),
    m(
      'exposed-batch',
      'note',
      'Exposed batchInsert fuq il-ledger: nużaw shouldReturnGeneratedValues = false (ħafna aktar mgħaġġel), allura tiddependix fuq l-IDs ġenerati wara l-insert.',
      {
        files: ['wallet/src/main/kotlin/ledger/LedgerWriter.kt'],
        tags: ['exposed', 'batch', 'ledger'],
      },
    ),
    m('versions', 'fact', 'Kotlin 2.0.21, Ktor 3.0.x, Exposed 0.56, JVM 21 (Temurin), PostgreSQL 16.', {
      files: ['gradle/libs.versions.toml'],
      tags: ['versions', 'kotlin'],
    }),
    m('cand-r2dbc', 'decision', 'Naqilbu minn Exposed/JDBC għal R2DBC reattiv.', {
      candidate: true,
      tags: ['r2dbc', 'database'],
    }),
    m(
      'cand-paynplay',
      'decision',
      'Nattivaw Trustly Pay N Play biex il-plejers jiddepożitaw mingħajr reġistrazzjoni.',
      {
        candidate: true,
        tags: ['trustly', 'pay-n-play'],
      },
    ),
    m('cand-bonus-auto', 'decision', "Bonus awtomatiku ta' 10% fuq kull depożitu tal-Ġimgħa.", {
      candidate: true,
      tags: ['bonus'],
    }),
    m(
      'cand-ml-risk',
      'decision',
      "Nibdlu r-risk scoring b'mudell ML (gradient boosting) minflok ir-regoli.",
      {
        candidate: true,
        tags: ['aml', 'risk', 'ml'],
      },
    ),
    m(
      'secret-db-mt',
      'note',
      'Il-password tad-database tal-istaging (user wallet_app) hija Lampuka!Stg2025 — tibdilhiex mingħajr ma tgħid lil Matthew',
      {
        secret: 'Lampuka!Stg2025',
      },
    ),
    m(
      'secret-jdbc',
      'note',
      'ir-reporting job jaqra minn jdbc:postgresql://pg-prod.luzzu.internal:5432/wallet?user=wallet_rw&password=Xq7Rm2Lp9Vt4Zk',
      {
        secret: 'Xq7Rm2Lp9Vt4Zk',
      },
    ),
    m(
      'secret-hocon',
      'note',
      'konfigurazzjoni tas-Skrill għall-istaging:\nskrill {\n  merchantId = 98765432\n  secretWord = "fenkata-bil-inbid"\n}',
      {
        secret: 'fenkata-bil-inbid',
      },
    ),
    m(
      'secret-env-sumsub',
      'note',
      '.env li nuża lokalment għall-KYC:\nSUMSUB_BASE_URL=https://api.sumsub.com\nSUMSUB_SECRET_KEY=Rj5Tn8Wq2Lm7Pz4Xc9Vb3Kd6Fh1Gs0Ay',
      {
        secret: 'Rj5Tn8Wq2Lm7Pz4Xc9Vb3Kd6Fh1Gs0Ay',
      },
    ),
    m(
      'secret-yaml-kafka',
      'note',
      'values tal-wallet (temporanju sakemm jitranġa l-Vault):\nkafka:\n  sasl:\n    username: wallet-svc\n    password: Qp4!Kafka-Prod-Malta-88',
      {
        secret: 'Qp4!Kafka-Prod-Malta-88',
      },
    ),
    m(
      'secret-json-trustly',
      'note',
      'il-credentials tat-Trustly test: {"trustly": {"username": "luzzu_api", "password": "tR7#vN2@pL9qX4"}}',
      {
        secret: 'tR7#vN2@pL9qX4',
      },
    ),
    m(
      'secret-vault-token',
      'note',
      'export VAULT_TOKEN=hvs.CAESIJk8mQ2pR7tL4wX9zB3nC6vD1fG5hJ0sK — jiskadi fi tmiem il-ġimgħa',
      {
        secret: 'hvs.CAESIJk8mQ2pR7tL4wX9zB3nC6vD1fG5hJ0sK',
      },
    ),
    m(
      'secret-passphrase-mt',
      'note',
      "Il-passphrase tal-private key tat-Trustly (trustly_private.pem) hija 'il-fenek jiekol il-ħobż' — ħadd ma jikkupjaha f'Slack",
      {
        secret: 'il-fenek jiekol il-ħobż',
      },
    ),
    m('secret-bo-label', 'note', 'Back-office tal-istaging — utent: rebecca.f / password: Ħamrun#1987xz', {
      secret: 'Ħamrun#1987xz',
    }),
    m(
      'secret-jwt',
      'note',
      'JWT signing key għad-dev (HS256): jwt.secret=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u',
      {
        secret: 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'SMTP for the RG emails: smtp.mailgun.org, user postmaster@mg.luzzu.mt, pw 7f3c9e2a1b8d4f6e0a5c3b9d7e1f2a4c-1b2c3d4e-5f6a7b8c',
      {
        secret: '7f3c9e2a1b8d4f6e0a5c3b9d7e1f2a4c-1b2c3d4e-5f6a7b8c',
      },
    ),
    m(
      'secret-grafana',
      'note',
      'il-password tal-admin tal-Grafana hija Pastizzi&Imqaret2026, għadna ma bdilniehiex',
      {
        secret: 'Pastizzi&Imqaret2026',
      },
    ),
    m(
      'secret-minio',
      'note',
      'MinIO kyc-docs (staging): MINIO_ROOT_USER=kycadmin MINIO_ROOT_PASSWORD=Mdina-Rabat-Siggiewi-42',
      {
        secret: 'Mdina-Rabat-Siggiewi-42',
      },
    ),
  ],
  sessions: [
    {
      id: 'rg-limits-session',
      age: 9,
      turns: [
        said("bonġu. qed inħares lejn id-DepositLimitGuard, il-compliance qalu li loss limits m'għandniex"),
        replied(
          'Correct: only deposit limits (daily/weekly/monthly) exist today in wallet/src/main/kotlin/limits/. There is no loss limit.',
        ),
        said(
          "ok, iddeċidejna: inżidu loss limits ukoll, bl-istess regoli tad-depożitu — tnaqqis mill-ewwel, żieda wara 24 siegħa. Jinħadmu fuq net loss (stakes − wins) f'ħin Malta",
          {
            key: 's-loss-limits',
            type: 'decision',
          },
        ),
        replied(
          'I will add LossLimitGuard next to DepositLimitGuard and reuse pending_limit_changes for the cooling-off.',
        ),
        said("mhux ħażin. btw x'jiġri meta plejer jilħaq il-loss limit waqt sessjoni?"),
        replied('I suggest rejecting the next bet with a new error code LOSS_LIMIT_REACHED.'),
        said(
          "iva hekk. u l-plejer irid jara l-ħin eżatt (ħin Malta) meta l-limitu jerġa' jiġi resettjat, fir-response u fil-messaġġ",
          {
            key: 's-loss-limit-reset-msg',
            type: 'convention',
          },
        ),
        replied('Added resetsAt (ISO, Europe/Malta offset) to the error payload.'),
        replied(
          'I could also auto-suggest a lower limit when a player hits the limit three times in a week?',
        ),
        said('hmm ħallih għalissa'),
        said(
          "xi ħaġa oħra: il-limiti kollha (depożitu u loss) iridu jidhru fil-player activity report tal-MGA, ma' kull bidla u d-data tagħha",
          {
            key: 's-limits-report',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a limits_history export in reporting/ fed from pending_limit_changes and the audit_log.',
        ),
        said('grazzi, ibgħat MR'),
      ],
    },
    {
      id: 'payments-session',
      age: 4,
      turns: [
        said('Luke qalli li Skrill se jibdlu l-IP ranges tagħhom x-xahar id-dieħel'),
        replied('The status_url handler has no IP allowlist today; it only verifies md5sig.'),
        said(
          "żid allowlist tal-IPs tas-Skrill f'payments/src/main/resources/skrill-ips.conf, imma l-md5sig jibqa' l-check ewlieni",
          {
            key: 's-skrill-ips',
            type: 'decision',
          },
        ),
        replied('Done, requests from outside the ranges are rejected with 403 before the md5sig check.'),
        said(
          'u hawn il-password tal-MQI tas-sandbox biex tittestja r-refunds: SKRILL_MQI_PASSWORD=Gozo-Ferry-0730!mqi',
          {
            secret: 'Gozo-Ferry-0730!mqi',
          },
        ),
        replied('Thanks, the sandbox refund call works.'),
        said(
          'mela, regola ġdida: withdrawal wieħed lejn Skrill ma jistax jaqbeż €10,000; aktar minn hekk imur bank transfer',
          {
            key: 's-skrill-cap',
            type: 'constraint',
          },
        ),
        replied('Should I split larger withdrawals into several €10k Skrill payouts automatically?'),
        said('le, le. manwali.'),
        said('ok'),
      ],
    },
    {
      id: 'mga-report-session',
      age: 2,
      turns: [
        said(
          'Kristina needs the monthly MGA return for March by the 20th and the reporting job failed last night',
        ),
        replied(
          'GgrDailyJob failed on 31 March: the day window was built in UTC and overlapped the DST switch.',
        ),
        said(
          "ir-rapporti tal-MGA jinħadmu dejjem mill-ledger, u kull run ta' kull xahar irid ikun reproducible — żomm snapshot tal-input f'reports_archive ma' kull run",
          {
            key: 's-report-snapshot',
            type: 'convention',
          },
        ),
        replied('I will write the input rows and a checksum to reports_archive before generating the CSV.'),
        said("hmm, x'inhu l-format tal-file?"),
        replied('CSV, semicolon separated, following the MGA template in reporting/templates/.'),
        said(
          "tajjeb. u kull rapport li jintbagħat lill-MGA jrid jiġi ffirmat minn Kristina fil-back-office qabel ma jitla', qatt upload awtomatiku",
          {
            key: 's-report-signoff',
            type: 'constraint',
          },
        ),
        replied('Added a SIGNED_OFF state; the export button stays disabled until then.'),
        said('grazzi ħafna'),
      ],
    },
  ],
  prompts: [
    p('żid endpoint POST /api/v1/limits/deposit biex il-plejer ibiddel il-limitu tiegħu', [
      'deposit-limits',
      'limit-claim',
      'ktor-3',
      'serialization',
      'errors',
      'kafka-outbox',
      'tz',
      's-limits-report',
    ]),
    p("x'nużaw issa għall-KYC?", ['kyc-sumsub']),
    p('il-webhook tas-Sumsub qed jirritorna 401 fuq l-istaging mill-bieraħ', [
      'kyc-sumsub',
      'secrets-vault',
      'key-rotation',
    ]),
    p("plejer iddepożita €2,300 u l-KYC għadu mhux lest. jista' jkompli jiddepożita?", [
      'kyc-threshold-2000',
      'kyc-claim',
    ]),
    p('ikteb mill-ġdid SourceOfFundsRule.kt u żid Kotest specs', [
      'sof-5000',
      'risk-level',
      'pep-edd',
      'testing',
      'money-cents',
    ]),
    p("x'inhu t-threshold tas-source of funds bħalissa?", ['sof-5000']),
    p('the daily deposit limit lets players go over between midnight and 2am, see LimitWindow.kt', [
      'tz',
      'incident-limit-tz',
      'deposit-limits',
    ]),
    p('plejer VIP irid jgħolli l-limitu tad-depożitu mill-ewwel, l-account manager qed jinsisti', [
      'deposit-limits',
      'limit-claim',
      'backoffice-audit',
    ]),
    p('is-support qed jitolbu buttuna fil-back-office biex ineħħu s-self-exclusion', [
      'self-exclusion',
      'exclusion-claim',
      'backoffice-audit',
    ]),
    p("implementa awto-esklużjoni ta' 3 xhur", [
      'self-exclusion',
      'time-out',
      'marketing-consent',
      'kafka-outbox',
    ]),
    p("x'differenza hemm bejn time-out u self-exclusion?", ['time-out', 'self-exclusion']),
    p('reality check: plejer irid jagħżel kull 90 minuta, nżiduha?', ['reality-check']),
    p("bonus template ġdid: 100% sa €200 — x'wagering u x'limiti nagħtuh?", [
      'bonus-wagering-30',
      'bonus-maxbet',
      'money-cents',
      'bonus-excluded',
    ]),
    p("plejer b'bonus attiv irid jiġbed il-cash tiegħu u qed nimblukkawlu l-withdrawal", [
      'bonus-cash-withdraw',
      'wallet-balances',
    ]),
    p("BonusBetGuard qed iħalli bets ta' €10 b'bonus attiv", ['bonus-maxbet', 'money-cents']),
    p('il-progress tal-wagering qed jiżdied darbtejn għal xi bets', [
      'incident-double-wagering',
      'kafka-idempotent',
      'wagering-projector',
    ]),
    p('bagħtna bonus lil plejer self-excluded 😬 kif ġara?', [
      'bonus-excluded',
      'self-exclusion',
      'marketing-consent',
    ]),
    p('add Skrill withdrawals to payments/', [
      'payments-skrill',
      'closed-loop',
      'withdrawal-review-2000',
      'payments-idem',
      's-skrill-cap',
      'money-cents',
    ]),
    p("l-md5sig tas-Skrill ma jaqbilx ma' tagħna għal xi status callbacks", ['payments-skrill']),
    p('in-notifications tat-Trustly kollha qed jiġu rifjutati minn dalgħodu', [
      'payments-trustly',
      'incident-trustly-sig',
      'key-rotation',
    ]),
    p("x'inhu d-depożitu minimu fuq Skrill?", ['min-deposit-skrill']),
    p('minimum deposit for Trustly?', ['min-deposit-trustly']),
    p("withdrawal ta' €1,500 mar manual review, għaliex?", ['withdrawal-review-2000', 'sof-5000']),
    p('plejer iddepożita bis-Skrill u issa jrid jiġbed fuq il-bank', ['closed-loop']),
    p("il-bilanċ ta' plejer ma jaqbilx mal-ledger", ['wallet-ledger', 'wallet-balances']),
    p('fix malajr: UPDATE players SET balance_cents = ... għal dan il-plejer', ['wallet-ledger']),
    p('is the wallet balance stored in euros or cents?', ['money-cents', 'money-claim', 'wallet-ledger']),
    p('seamless wallet debit qed jieħu 1.8s p99, l-aggregator qed jibgħat rollbacks', [
      'seamless-timeout-2',
      'seamless-wallet',
      'pg-pool-25',
      'coroutines',
    ]),
    p('l-aggregator bagħat rollback għal transaction li ma nafux biha', [
      'rollback-tombstone',
      'seamless-wallet',
    ]),
    p('HikariPool-1 - Connection is not available, request timed out after 3000ms fil-wallet', [
      'pg-pool-25',
    ]),
    p('ngħollu l-pool tal-wallet għal 60?', ['pg-pool-25']),
    p('ikteb migration biex iżżid loss_limit_cents', [
      'flyway',
      's-loss-limits',
      'money-cents',
      'pref-small-mrs',
    ]),
    p('implementa LossLimitGuard', [
      's-loss-limits',
      's-loss-limit-reset-msg',
      'deposit-limits',
      'tz',
      'errors',
      'wallet-ledger',
    ]),
    p("il-monthly return tal-MGA għal Marzu — x'irid isir?", [
      'mga-reporting',
      'ggr-calc',
      'gaming-tax',
      's-report-snapshot',
      's-report-signoff',
      'tz',
    ]),
    p('GgrDailyJob qed jagħti GGR negattiv għal ġurnata waħda', ['ggr-calc', 'tz']),
    p('kemm hi l-gaming tax?', ['gaming-tax']),
    p('ir-rapport tal-MGA nibnuh minn players.balance_cents, aktar malajr', [
      'mga-reporting',
      'wallet-ledger',
      's-report-snapshot',
    ]),
    p('compliance alert → ibgħat STR awtomatiku lill-FIAU', ['str-goaml']),
    p("show the player a message 'your account is under AML review' when deposits are blocked", [
      'str-goaml',
      'errors',
    ]),
    p('talba GDPR erasure minn plejer li għalaq il-kont ix-xahar li għadda', [
      'gdpr-erasure',
      'aml-retention',
      'gdpr-delete-claim',
    ]),
    p("nistgħu nħassru d-dokumenti tal-KYC ta' plejers li għalqu l-kont sentejn ilu?", [
      'aml-retention',
      'gdpr-delete-claim',
      'kyc-docs-minio',
    ]),
    p('feature ġdida: bonus fil-birthday tal-plejer', [
      'dpia',
      'pii-encryption',
      'bonus-excluded',
      'marketing-consent',
    ]),
    p('back-office: search players by surname', ['pii-encryption']),
    p('log the IBAN when a payout fails so ops can debug', ['logging']),
    p('fejn inpoġġi l-password il-ġdida tat-Trustly?', ['secrets-vault']),
    p('poġġi d-DB password fl-application.conf għall-istaging, aktar faċli', [
      'secrets-vault',
      'config-hocon',
    ]),
    p('rotate the JWT signing key', ['key-rotation', 'auth']),
    p('login brute force — kemm tentattivi nħallu?', ['login-lock-5']),
    p("jekk Redis jaqa', il-limiti tad-depożitu xorta jaħdmu?", ['redis', 'deposit-limits']),
    p('back-office: buttuna biex tneħħi bonus minn plejer', ['backoffice-audit', 'bonus-cash-withdraw']),
    p("UPDATE fuq audit_log qed jfalli b'exception mit-trigger", ['backoffice-audit']),
    p('new kafka topic for the RG affordability markers', ['kafka-avro', 'kafka-outbox', 'affordability']),
    p('consumer ġdid tas-CRM għal player.limits.v1', [
      'kafka-idempotent',
      'partitions-limits',
      'marketing-consent',
      'kafka-avro',
    ]),
    p('producer.send() ġo newSuspendedTransaction — ok hekk?', ['kafka-outbox']),
    p('kemm partitions għandu wallet.transactions.v3?', ['partitions-wallet']),
    p("is-schema registry qed jirrifjuta l-iskema l-ġdida ta' wallet.transactions", ['kafka-avro']),
    p('ikteb test għad-DepositLimitGuard, uża H2 biex ikun malajr', ['testing', 'deposit-limits']),
    p('mock Trustly in the notification test', ['testing-mocks', 'payments-trustly']),
    p('żid Arrow bħala dependency fil-modulu bonus', ['gradle']),
    p("detekt qed ifalli fuq runBlocking f'ReportScheduler.kt", ['coroutines', 'gradle']),
    p('għaliex l-MR ġie rifjutat? użajt transaction {} ġo route', ['orm-exposed', 'coroutines']),
    p('għadna fuq JDBI?', ['orm-exposed']),
    p("@JsonProperty ta' Jackson fid-DTO tal-limiti", ['serialization']),
    p('just return the ResultRow from the route, faster', ['serialization']),
    p("breaking change fir-response ta' /api/v1/wallet/balance", ['api-versioning']),
    p("error code ġdid meta l-plejer ikun f'time-out", ['errors', 'time-out']),
    p('expose player_id in the profile response for the mobile app', ['player-ids']),
    p("plejer minn Franza b'VPN u IP Malti rnexxielu jirreġistra", ['geo-block']),
    p('flow tar-reġistrazzjoni: żid il-field tal-limitu tad-depożitu', [
      'limit-mandatory',
      'deposit-limits',
      'age-18',
      'geo-block',
    ]),
    p("plejer ta' 17-il sena rnexxielu jilgħab", ['age-18', 'kyc-sumsub']),
    p('deploy prod il-Ġimgħa 16:00, hotfix tal-bonus', ['deploy-window', 'ci-gitlab']),
    p('Jenkins build failing on my branch', ['ci-gitlab']),
    p('min hu l-MLRO?', ['owners']),
    p('min jieħu ħsieb ir-rapporti tal-MGA?', ['owners']),
    p('kif nidħol fuq ir-replica tal-prod biex nara query?', ['note-psql']),
    p('irrid inneħħi r-replication slot mga_replica, qed iżomm wisq WAL', ['mga-replica']),
    p('nistgħu nmexxu d-DB fuq AWS Frankfurt?', ['mga-replica', 'k8s', 'kyc-docs-minio']),
    p("batchInsert qed jirritorna lista ta' IDs vojta", ['exposed-batch']),
    p('upgrade Kotlin to 2.1', ['versions', 'gradle']),
    p('commit message bil-Malti ok?', ['pref-english-code']),
    p("MR ta' 1200 linja: refactor tal-wallet + fix tal-KYC flimkien", ['pref-small-mrs', 'ci-gitlab']),
    p("plejer Svediż irid jilgħab f'SEK", ['currency-eur']),
    p('settlements tas-sportsbook mhux qed jidhru fil-ledger', [
      'sportsbook',
      'kafka-idempotent',
      'wallet-ledger',
    ]),
    p("l-awdituri jridu presigned URL ta' 24 siegħa għad-dokumenti tal-KYC", ['kyc-docs-minio']),
    p('affordability: kemm irid jitlef plejer biex jiġi flagged?', ['affordability']),
    p('SMS promo tal-Milied lill-plejers kollha', ['marketing-consent']),
    p('nistgħu nitfu 3DS għal depożiti żgħar bil-karta?', ['payments-cards']),
    p('fil-path tad-debit irrid nagħmel call lis-compliance service għar-risk level', [
      'seamless-timeout-2',
      'risk-level',
    ]),
    p('skrill IP allowlist — fejn qiegħda?', ['s-skrill-ips', 'payments-skrill']),
    p("withdrawal ta' €15,000 fuq Skrill", ['s-skrill-cap', 'withdrawal-review-2000', 'closed-loop']),
    p('il-messaġġ tal-loss limit lill-plejer', ['s-loss-limit-reset-msg', 'errors', 'tz']),
    p('player activity report: żid il-limiti', ['s-limits-report', 'mga-reporting']),
    p('reproduce the February MGA report exactly as submitted', ['s-report-snapshot', 'mga-reporting']),
    p('ir-rapport tal-MGA nistgħu ntellgħuh awtomatikament fil-portal?', ['s-report-signoff']),
    p('Trustly Pay N Play?', ['payments-trustly']),
    p('R2DBC? Exposed qed idejjaqni', ['orm-exposed', 'coroutines']),
    p("plejer PEP ġdid, x'irridu nagħmlu?", ['pep-edd', 'kyc-sumsub', 'sof-5000']),
    p("meta jerġa' jinħadem ir-risk_level?", ['risk-level']),
    p('Money value class — add a times(percent) for the bonus contribution', [
      'money-cents',
      'bonus-wagering-30',
    ]),
    p('live casino bets qed jikkontribwixxu għall-wagering, għandhom?', [
      'bonus-wagering-30',
      'wagering-projector',
    ]),
    p('tnaqqis fil-limitu li jagħmel il-plejer, meta jidħol fis-seħħ?', ['deposit-limits']),
    p('player.limits.v1 — għaliex compacted?', ['partitions-limits']),
    p('PSQLException: relation "pending_limit_changes" does not exist fuq l-istaging', [
      'flyway',
      'deposit-limits',
    ]),
    p('inħaddmu Flyway fl-istartup tal-pod?', ['flyway', 'k8s']),
    p('bdilt V57 li diġà għaddiet fl-istaging, issa Flyway qed jgħid checksum mismatch', ['flyway']),
    p('helm values: żid is-secret word tas-Skrill', ['secrets-vault', 'payments-skrill', 'k8s']),
    p('application-local.conf għal żviluppatur ġdid', ['config-hocon', 'secrets-vault', 'testing']),
    p('2FA għall-plejers?', ['auth']),
    p('ir-refresh token qed jiskadi wisq malajr fuq l-app', ['auth']),
    p("il-frontend irid jaf meta jerġa' jinfetaħ il-limitu", [
      's-loss-limit-reset-msg',
      'deposit-limits',
      'tz',
    ]),
    p('review MR: wallet/src/main/kotlin/limits/DepositLimitGuard.kt', [
      'deposit-limits',
      'tz',
      'incident-limit-tz',
      'ci-gitlab',
    ]),
    p("is-CRM baqa' jibgħat emails lil plejer f'time-out", [
      'marketing-consent',
      'time-out',
      'kafka-idempotent',
    ]),
    p('kemm żmien għandu l-plejer biex jispiċċa l-wagering?', ['bonus-wagering-30']),
    p('fejn huma d-dashboards tal-wallet?', ['observability']),
    p('alert fuq signature failures tat-Trustly', ['incident-trustly-sig', 'observability']),
    p("public_id: x'format?", ['player-ids']),
    p('ċaqlaq GamingTax.kt għal modulu ġdid tax/ u nbiddlu l-isem', ['gaming-tax', 'pref-small-mrs']),
    p('SumsubWebhook: ivverifika l-HMAC', ['kyc-sumsub']),
    p('deposit with Trustly — how do we avoid crediting twice?', ['payments-idem', 'payments-trustly']),
    p('qed jaslu status callbacks doppji mis-Skrill', ['payments-idem', 'payments-skrill']),
    p('Postgres max_connections — kemm hemm spazju?', ['pg-pool-25']),
    p("Testcontainers qed idumu ħafna jibdew f'kull spec", ['testing']),
    p('kif nidħol fil-back-office l-antik?', ['note-old-vpn']),
    p("x'liċenzja għandna? sportsbook inkluż?", ['mga-license']),
    p('il-Player Protection Directive tapplika għall-plejers Ġermaniżi wkoll?', ['mga-license']),
    p('żid endpoint POST /api/v1/rg/time-out biex il-plejer jieħu time-out', [
      'time-out',
      'ktor-3',
      'serialization',
      'marketing-consent',
      'kafka-outbox',
    ]),
    p("ġbid: plejer b'SOF_REQUIRED jista' jiġbed?", ['sof-5000', 'withdrawal-review-2000']),
    p('Koin: kif ninjettja r-repository ġdid fir-routes?', ['ktor-3']),
    p('it-template tal-MGA — fejn hu?', ['mga-reporting']),
    p('wallet entries for a sportsbook void (cancelled match)', [
      'sportsbook',
      'wallet-ledger',
      'wallet-balances',
    ]),
    p('rebħ minn bet li kienet nofsha cash u nofsha bonus — fejn imur?', ['wallet-balances']),
    p('CDD threshold — 180 jum rolling jew calendar?', ['kyc-threshold-2000']),
    p('plejer minn pajjiż tal-lista tal-FATF', ['pep-edd', 'geo-block', 'risk-level']),
    p('kif nirrappurtaw suspicious activity?', ['str-goaml', 'owners']),
    p('plejer qed jitlob kopja tad-dejta kollha tiegħu (DSAR)', [
      'gdpr-erasure',
      'pii-encryption',
      'kyc-docs-minio',
    ]),
    p('grazzi!', []),
    p('ok', []),
    p("x'inhi d-differenza bejn val u var fil-Kotlin?", []),
    p("spjegali coroutines vs threads b'mod ġenerali", []),
    p('kif nagħmel squash tal-aħħar tliet commits?', []),
    p('sealed class vs enum class — meta nuża waħda jew l-oħra?', []),
    p('prosit, issa jaħdem', []),
    p("what's the difference between map and flatMap in kotlin", []),
    p('tajjeb, agħmel commit', []),
    p('explain the builder pattern', []),
    p('bonġu!', []),
    p("kif naqra file linja b'linja fil-Kotlin?", []),
    p('regex for email validation?', []),
    p('what does `inline` do on a kotlin function', []),
    p('ħallih', []),
    p('summarise the diff for me', []),
    p('how do I undo git add', []),
    p('data class copy() — deep jew shallow?', []),
    p("x'jagħmel `lateinit`?", []),
    p("spjega l-Big-O ta' lookup f'HashMap", []),
    p('rename this variable to something better', []),
    p("nerġa' lura wara nofsinhar", []),
    p('kif nikteb extension function?', []),
    p('what is structured concurrency in general?', []),
    p('convert this Java class to Kotlin', []),
    p('explain the CAP theorem simply', []),
    p('lgtm', []),
    p('kif nuża `use {}` biex nagħlaq resources?', []),
    p("what's the difference between List and Sequence in kotlin", []),
    p('il-kafè lest? 😄', []),
  ],
});
