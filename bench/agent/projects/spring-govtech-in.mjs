// An Indian state government's citizen-services portal backend: certificates, Aadhaar eKYC via the state KUA,
// DigiLocker, UPI/BharatKosh fees, DLT SMS, hosted on MeghRaj. The team writes mostly in Hindi (Devanagari).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-govtech-in',
  stack:
    'Java 21, Spring Boot 3.3 (Web, Security SAML2, Data JPA), Gradle 8 (Kotlin DSL), PostgreSQL 16 (Patroni + PgBouncer), Flyway 10, Kafka 3.7 (KRaft) + Debezium outbox + Apicurio/Avro, Redis 7 Sentinel, Aadhaar eKYC via state AUA/KUA (ASA), DigiLocker Issuer/Requester APIs, UPI (Bank of Baroda) + BharatKosh, NIC SMS gateway (DLT), CDAC eSign, OpenPDF, Kubernetes on MeghRaj (NIC), GitLab CI, JUnit 5 + Testcontainers + WireMock + ArchUnit',
  memories: [
    m(
      'boot-2-7',
      'fact',
      'backend अभी Java 17 + Spring Boot 2.7 पर है, javax.* imports, build Maven से (root pom.xml में सारे modules).',
      {
        fact: 'backend | runs_on | Spring Boot 2.7',
        files: ['pom.xml'],
        age: 700,
        tags: ['spring-boot', 'java', 'maven'],
      },
    ),
    m(
      'kafka-json',
      'fact',
      'Kafka events का payload plain JSON है, Jackson ObjectMapper से serialize होता है, कोई schema registry नहीं.',
      {
        age: 560,
        tags: ['kafka', 'json'],
      },
    ),
    m('sms-english-only', 'fact', 'सारे SMS सिर्फ English में जाते हैं, Hindi SMS का support नहीं है.', {
      age: 610,
      tags: ['sms', 'language'],
    }),
    m(
      'vpn-note',
      'note',
      'staging तक पहुँचने के लिए पुराना NIC SSL VPN चाहिए (FortiClient profile "NIC-JANSEWA"), account के लिए NIC cell को mail करो.',
      {
        age: 650,
        tags: ['vpn', 'staging'],
      },
    ),
    m(
      'auth-api-2-0',
      'fact',
      'Aadhaar auth API version 2.0 और OTP request API 1.6 use होते हैं, XSDs ekyc-service/src/main/resources/xsd/ में.',
      {
        age: 600,
        files: ['ekyc-service/src/main/resources/xsd'],
        tags: ['aadhaar', 'uidai', 'api-version'],
      },
    ),
    m(
      'liquibase',
      'fact',
      'DB migrations Liquibase changelogs से होते हैं: src/main/resources/db/changelog/*.xml',
      {
        age: 650,
        tags: ['liquibase', 'migrations'],
      },
    ),
    m(
      'kafka-zk',
      'fact',
      'Kafka 2.8, ZooKeeper ensemble के साथ, 3 brokers NIC DC में. zookeeper.connect=zk1:2181,zk2:2181,zk3:2181',
      {
        age: 580,
        tags: ['kafka', 'zookeeper'],
      },
    ),
    m('pay-sbiepay', 'fact', 'सारी fees SBIePay aggregator के redirect flow से collect होती हैं.', {
      fact: 'fees | collected_via | SBIePay',
      age: 500,
      files: ['payment-service/src/main/java/in/gov/jansewa/payment/sbiepay'],
      tags: ['payments', 'sbiepay'],
    }),
    m('sms-mobileseva', 'fact', 'SMS CDAC Mobile Seva gateway से जाते हैं, sender ID JANSVA.', {
      fact: 'sms | sent_via | Mobile Seva',
      age: 540,
      tags: ['sms', 'mobile-seva'],
    }),
    m('pdf-itext', 'fact', 'certificate PDF iText 5.5 से बनते हैं, CertificatePdfRenderer.java में.', {
      age: 480,
      files: ['certificate-service/src/main/java/in/gov/jansewa/certificate/pdf/CertificatePdfRenderer.java'],
      tags: ['pdf', 'itext', 'certificate'],
    }),
    m('logs-90', 'fact', 'application logs Loki में 90 दिन retain होते हैं.', {
      age: 560,
      tags: ['logging', 'retention', 'loki'],
    }),
    m(
      'officer-session-redis',
      'fact',
      'officers का login username/password से, Spring Session + Redis, idle timeout 30 minute.',
      {
        age: 450,
        tags: ['officer', 'session', 'redis', 'login'],
      },
    ),
    m('otp-rate-3', 'constraint', 'Aadhaar OTP: एक reference key पर 10 minute में max 3 OTP requests.', {
      age: 400,
      tags: ['otp', 'rate-limit', 'aadhaar'],
    }),
    m(
      'boot-3',
      'decision',
      'सारे services Java 21 + Spring Boot 3.3 पर migrate हो गए हैं. javax.* → jakarta.*, और build अब Gradle 8 (Kotlin DSL) से — settings.gradle.kts में सारे modules, versions gradle/libs.versions.toml में. Maven और pom.xml हटा दिए. वजह: Boot 2.7 का OSS support खत्म हो गया था और virtual threads चाहिए थे.',
      {
        fact: 'backend | runs_on | Spring Boot 3.3 / Java 21',
        supersedes: 'boot-2-7',
        age: 320,
        canonical: true,
        files: ['settings.gradle.kts', 'gradle/libs.versions.toml'],
        reason: 'Boot 2.7 end of OSS support, virtual threads',
        tags: ['spring-boot', 'java', 'gradle', 'jakarta'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Migrations अब Flyway 10 से: services/<svc>/src/main/resources/db/migration/V{yyyyMMddHHmm}__{description}.sql. एक बार merge हुई migration को कभी edit नहीं करना, गलती हो तो नई migration बनाओ. Liquibase पूरी तरह हटा दिया है.',
      {
        fact: 'db migrations | tool | Flyway',
        supersedes: 'liquibase',
        age: 300,
        tags: ['flyway', 'migrations', 'postgres'],
      },
    ),
    m(
      'auth-api-2-5',
      'fact',
      'UIDAI ने API 2.0 deprecate कर दिया. अब Auth API 2.5, eKYC API 2.5 और OTP API 2.5 use होते हैं. PID block Pid ver="2.0", हर request के लिए नई AES session key (reuse बिलकुल नहीं), skey UIDAI public cert से encrypt.',
      {
        fact: 'aadhaar auth | api_version | 2.5',
        supersedes: 'auth-api-2-0',
        age: 260,
        files: ['ekyc-service/src/main/resources/xsd'],
        tags: ['aadhaar', 'uidai', 'api-version', 'pid'],
      },
    ),
    m(
      'kafka-kraft',
      'fact',
      'Kafka 3.7 अब KRaft mode में चलता है (ZooKeeper हटा दिया): 3 brokers + 3 controllers NIC DC में. Clients SASL_SSL + SCRAM-SHA-512 से connect करते हैं.',
      {
        fact: 'kafka | mode | KRaft',
        supersedes: 'kafka-zk',
        age: 210,
        tags: ['kafka', 'kraft', 'sasl'],
      },
    ),
    m(
      'pay-upi',
      'decision',
      'Fees अब सीधे UPI से: sponsor bank (Bank of Baroda) का UPI collect + intent/QR API, code payment-service/src/main/java/in/gov/jansewa/payment/upi/ में. SBIePay बंद कर दिया. वजह: UPI पर MDR zero है और settlement/reconciliation T+0 हो जाता है.',
      {
        fact: 'fees | collected_via | UPI (Bank of Baroda)',
        supersedes: 'pay-sbiepay',
        age: 230,
        canonical: true,
        files: ['payment-service/src/main/java/in/gov/jansewa/payment/upi'],
        reason: 'zero MDR on UPI, T+0 reconciliation',
        tags: ['payments', 'upi', 'bank-of-baroda'],
      },
    ),
    m(
      'sms-nic',
      'decision',
      'SMS अब NIC SMS gateway (smsgw.sms.gov.in) से जाते हैं, DLT registered. Header JNSEVA, हर request में हमारी entity का PE ID और message का DLT template ID भेजना जरूरी है — template ID नहीं तो operator message drop कर देता है. Mobile Seva का throughput results वाले दिन कम पड़ गया था.',
      {
        fact: 'sms | sent_via | NIC SMS gateway (DLT)',
        supersedes: 'sms-mobileseva',
        age: 250,
        files: ['notification-service/src/main/java/in/gov/jansewa/notification/sms'],
        reason: 'Mobile Seva throughput',
        tags: ['sms', 'dlt', 'nic'],
      },
    ),
    m(
      'pdf-openpdf',
      'decision',
      'Certificate PDF अब OpenPDF 2.0 से बनते हैं (iText 5 का AGPL license issue था). Noto Sans Devanagari font embedded है, Hindi shaping के लिए text HarfBuzz (libs/pdf-shaping) से shape होकर जाता है. iText की कोई dependency वापस मत लाना.',
      {
        fact: 'certificate pdf | library | OpenPDF',
        supersedes: 'pdf-itext',
        age: 190,
        files: [
          'certificate-service/src/main/java/in/gov/jansewa/certificate/pdf/CertificatePdfRenderer.java',
          'libs/pdf-shaping',
        ],
        reason: 'iText AGPL license',
        tags: ['pdf', 'openpdf', 'certificate', 'hindi', 'font'],
      },
    ),
    m(
      'logs-180',
      'constraint',
      'CERT-In directive (28 April 2022) के हिसाब से सारे ICT system logs 180 दिन तक, India के अंदर, retain करने हैं. Loki retention 180d + cold copy NIC object storage में. सारे servers का time NIC/NPL NTP (samay1.nic.in, samay2.nic.in) से sync.',
      {
        supersedes: 'logs-90',
        age: 170,
        canonical: true,
        tags: ['logging', 'retention', 'cert-in', 'ntp', 'loki'],
      },
    ),
    m(
      'officer-sso',
      'decision',
      'Officers का login अब Jan Parichay (NIC SSO, SAML2) से होता है — Spring Security saml2Login. Idle timeout 15 minute (security audit finding), absolute session 8 घंटे. Officers के लिए local username/password login बंद कर दिया.',
      {
        fact: 'officer login | via | Jan Parichay SAML2',
        supersedes: 'officer-session-redis',
        age: 160,
        files: [
          'application-service/src/main/java/in/gov/jansewa/application/security/OfficerSecurityConfig.java',
        ],
        tags: ['officer', 'sso', 'jan-parichay', 'saml', 'session'],
      },
    ),
    m(
      'otp-rate-5',
      'constraint',
      'OTP limit बदल गई: एक mobile/reference key पर 15 minute में max 5 OTP, और 24 घंटे में max 10. Bucket4j + Redis, key otp:rl:{refKey}, code ekyc-service/src/main/java/in/gov/jansewa/ekyc/otp/OtpRateLimiter.java.',
      {
        supersedes: 'otp-rate-3',
        age: 120,
        files: ['ekyc-service/src/main/java/in/gov/jansewa/ekyc/otp/OtpRateLimiter.java'],
        tags: ['otp', 'rate-limit', 'redis', 'bucket4j'],
      },
    ),
    m(
      'virtual-threads',
      'convention',
      'सब services में spring.threads.virtual.enabled=true है. synchronized block के अंदर blocking IO (ASA call, JDBC) मत करो — carrier thread pin हो जाता है. Lock चाहिए तो ReentrantLock.',
      {
        tags: ['virtual-threads', 'java21', 'concurrency'],
      },
    ),
    m(
      'modules',
      'fact',
      'Modules: services/application-service (आवेदन + workflow), ekyc-service, payment-service, certificate-service, notification-service, digilocker-adapter. Shared code libs/common, libs/testing, libs/pdf-shaping में.',
      {
        files: ['services', 'libs'],
        tags: ['modules', 'architecture'],
      },
    ),
    m(
      'aadhaar-vault',
      'constraint',
      'Aadhaar number किसी भी table, log, Kafka message, Redis key या file में plain नहीं जाएगा. UIDAI circular के हिसाब से सिर्फ Aadhaar Data Vault में रहेगा (ekyc-service का adv schema, HSM से encrypted). बाकी हर जगह reference_key (UUID) use करो.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['ekyc-service/src/main/java/in/gov/jansewa/ekyc/vault'],
        tags: ['aadhaar', 'vault', 'adv', 'uidai', 'pii'],
      },
    ),
    m(
      'aadhaar-in-app-claim',
      'fact',
      'application.applicant table में aadhaar_no column AES से encrypted है, तो वहाँ Aadhaar रखना ठीक है — officers को search के लिए चाहिए.',
      {
        disputes: 'aadhaar-vault',
        files: ['application-service/src/main/java/in/gov/jansewa/application/domain/ApplicantEntity.java'],
        tags: ['aadhaar', 'encryption'],
      },
    ),
    m(
      'aadhaar-mask',
      'convention',
      'UI, PDF, SMS, email — कहीं भी Aadhaar दिखाना हो तो सिर्फ last 4 digits: XXXX-XXXX-1234. AadhaarMasker.mask() libs/common में है, अपना masking मत लिखो.',
      {
        files: ['libs/common/src/main/java/in/gov/jansewa/common/pii/AadhaarMasker.java'],
        tags: ['aadhaar', 'masking', 'pii'],
      },
    ),
    m(
      'ekyc-consent',
      'constraint',
      'हर eKYC/auth call से पहले citizen की explicit consent लेनी है (Hindi + English text, checkbox default unchecked) और consent_log में timestamp, purpose, txn id के साथ save करनी है. Consent के बिना KUA को call नहीं जाएगी.',
      {
        files: ['ekyc-service/src/main/java/in/gov/jansewa/ekyc/consent'],
        tags: ['aadhaar', 'consent', 'ekyc', 'uidai'],
      },
    ),
    m(
      'aua-kua',
      'fact',
      'हम खुद AUA/KUA नहीं हैं — राज्य का IT विभाग (SRDH) licensed AUA/KUA है, हम उसके sub-AUA हैं. ekyc-service उनके ASA gateway को mTLS से call करता है; endpoint config key uidai.asa.base-url.',
      {
        files: ['ekyc-service/src/main/resources/application.yml'],
        tags: ['aadhaar', 'aua', 'kua', 'asa', 'mtls'],
      },
    ),
    m(
      'ekyc-otp-only',
      'constraint',
      'हम सिर्फ OTP-based eKYC करते हैं. Biometric (fingerprint/iris) PID हमारे system में कभी नहीं आएगा — CSC वाले biometric eKYC KUA के अपने RD service flow से होते हैं, हमारे code से नहीं.',
      {
        tags: ['aadhaar', 'ekyc', 'biometric', 'otp'],
      },
    ),
    m(
      'ekyc-response-sign',
      'constraint',
      'KUA से आए eKYC response XML का UIDAI digital signature हमेशा verify करो (prod cert certs/uidai_auth_prod.cer, pre-prod cert अलग). Verify fail = reject, retry नहीं, data use नहीं.',
      {
        files: ['ekyc-service/src/main/java/in/gov/jansewa/ekyc/KycResponseHandler.java'],
        tags: ['aadhaar', 'ekyc', 'signature', 'xml'],
      },
    ),
    m(
      'digilocker-issuer',
      'fact',
      'जो certificates हम issue करते हैं वो DigiLocker में Issuer API (Push URI) से जाते हैं. Doc types: INCER (आय), CSTCR (जाति), DOMCR (मूल निवास). URI format: in.gov.jansewa-{DOCTYPE}-{certificateNo}. Code digilocker-adapter में.',
      {
        files: ['services/digilocker-adapter'],
        tags: ['digilocker', 'issuer', 'certificate'],
      },
    ),
    m(
      'digilocker-pull',
      'fact',
      'Citizen के documents (marksheet, PAN, driving licence) DigiLocker Requester API से pull होते हैं — OAuth2 authorization code + PKCE, consent screen DigiLocker की अपनी.',
      {
        files: ['services/digilocker-adapter/src/main/java/in/gov/jansewa/digilocker/requester'],
        tags: ['digilocker', 'oauth2', 'requester'],
      },
    ),
    m(
      'digilocker-token',
      'constraint',
      'DigiLocker का access_token / refresh_token कभी DB में नहीं जाएगा. सिर्फ Redis में, key dl:tok:{sessionId}, TTL = token expiry.',
      {
        tags: ['digilocker', 'tokens', 'redis'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'DB में सारे timestamps timestamptz, UTC में. IST (Asia/Kolkata) में convert सिर्फ edge पर: UI, certificate PDF, SMS text. Java में Instant/OffsetDateTime, LocalDateTime entity में नहीं.',
      {
        tags: ['timezone', 'utc', 'ist', 'postgres'],
      },
    ),
    m(
      'ts-ist-claim',
      'fact',
      'ध्यान दो: certificate.certificate table का issued_on IST में है और type timestamp (without time zone) है — पुराना data वैसे ही migrate हुआ था.',
      {
        disputes: 'ts-utc',
        tags: ['timezone', 'certificate'],
      },
    ),
    m(
      'pg-cluster',
      'fact',
      'PostgreSQL 16 managed service नहीं है: NIC DC के VMs पर Patroni cluster (3 nodes), apps PgBouncer (transaction pooling, port 6432) के पीछे से connect करते हैं. max_connections 400, हर service का Hikari pool 20.',
      {
        tags: ['postgres', 'patroni', 'pgbouncer', 'hikari'],
      },
    ),
    m(
      'pg-schema-per-svc',
      'convention',
      'हर service का अपना schema है (application, payment, ekyc/adv, certificate, notification). Cross-schema join या दूसरे service की table पढ़ना मना — data चाहिए तो उसकी API या Kafka event.',
      {
        tags: ['postgres', 'schema', 'architecture'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic नाम: jansewa.<domain>.<event>.v<N>, जैसे jansewa.application.submitted.v1, jansewa.payment.settled.v2. Message key = application_no. Payload Avro, .avsc files schemas/avro/ में, Apicurio registry में BACKWARD compatibility.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'apicurio'],
      },
    ),
    m(
      'kafka-outbox',
      'constraint',
      'DB change के साथ event publish करना हो तो transactional outbox: same transaction में outbox table में row, Debezium उसे Kafka पर डालता है. @Transactional method के अंदर KafkaTemplate.send() सीधे मत करो.',
      {
        files: ['libs/common/src/main/java/in/gov/jansewa/common/outbox'],
        tags: ['kafka', 'outbox', 'debezium', 'transactions'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Consumers event_id पर idempotent होने चाहिए (processed_events table में insert, conflict = skip). Debezium restart और rebalance पर duplicates आते हैं.',
      {
        tags: ['kafka', 'idempotent', 'debezium'],
      },
    ),
    m(
      'application-no',
      'convention',
      'Application number: {LGD district code के 3 अक्षर}{service code 3}{YY}{7-digit seq}, जैसे BPL0212600001234. Sequence per district+year Postgres में, ApplicationNumberGenerator.java. Internal UUID कभी citizen को नहीं दिखाना.',
      {
        files: [
          'application-service/src/main/java/in/gov/jansewa/application/ApplicationNumberGenerator.java',
        ],
        tags: ['application-number', 'sequence'],
      },
    ),
    m(
      'rts-sla',
      'constraint',
      'लोक सेवा गारंटी (RTS) अधिनियम के हिसाब से service-wise समय सीमा: आय प्रमाण पत्र 7 working days, जाति प्रमाण पत्र 30, मूल निवास 15. Values service_catalog.sla_days में. SLA breach पर application auto-escalate होकर SDM के पास जाती है (SlaEscalationJob).',
      {
        canonical: true,
        files: ['application-service/src/main/java/in/gov/jansewa/application/sla/SlaEscalationJob.java'],
        tags: ['rts', 'sla', 'escalation', 'certificate'],
      },
    ),
    m('rts-claim', 'fact', 'income certificate का SLA 15 दिन है, बाकी सब 30 दिन.', {
      disputes: 'rts-sla',
      tags: ['rts', 'sla'],
    }),
    m(
      'workflow',
      'fact',
      'Application lifecycle एक simple enum state machine है (Flowable नहीं): SUBMITTED → PAYMENT_PENDING → VERIFICATION → APPROVED / REJECTED → ISSUED. Allowed transitions ApplicationStateMachine.java में, हर transition audit_trail में लिखा जाता है.',
      {
        files: [
          'application-service/src/main/java/in/gov/jansewa/application/workflow/ApplicationStateMachine.java',
        ],
        tags: ['workflow', 'state-machine', 'application'],
      },
    ),
    m(
      'audit-trail',
      'constraint',
      'audit_trail append-only है: हर state change, officer action और citizen record का access यहाँ जाता है. App DB user के पास UPDATE/DELETE grant नहीं है. RTI और audit के लिए 7 साल retain — कोई cleanup/purge job नहीं.',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['audit', 'rti', 'retention', 'compliance'],
      },
    ),
    m(
      'citizen-login',
      'fact',
      'Citizen login mobile OTP (SMS) से: JWT access token 15 min, refresh token 7 दिन, refresh tokens Redis में हर use पर rotate (reuse detect हुआ तो पूरी family revoke).',
      {
        files: [
          'application-service/src/main/java/in/gov/jansewa/application/security/CitizenTokenService.java',
        ],
        tags: ['citizen', 'login', 'jwt', 'refresh-token'],
      },
    ),
    m(
      'password-policy',
      'convention',
      'Admin console के service accounts के passwords: कम से कम 12 characters, bcrypt cost 12, हर 90 दिन rotate. Password कभी git, ticket या chat में नहीं — Vault में रखो.',
      {
        tags: ['passwords', 'policy', 'bcrypt'],
      },
    ),
    m(
      'vault',
      'convention',
      'Secrets सिर्फ HashiCorp Vault (NIC DC instance) से, Spring Cloud Vault के through, path secret/jansewa/<service>. application.yml और helm values में सिर्फ env/Vault placeholders, कोई असली value नहीं; .env files git में नहीं.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'vault', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example में सिर्फ placeholders हैं: AUA_LICENSE_KEY=<license-key-yahan>, DB_PASSWORD=changeme, DIGILOCKER_CLIENT_SECRET=. Local run के लिए असली values Vault के dev path से लो.',
      {
        files: ['.env.example'],
        tags: ['config', 'env', 'local'],
      },
    ),
    m(
      'dlt-templates',
      'convention',
      'सारे SMS templates notification-service/src/main/resources/sms-templates.yaml में हैं, हर एक के साथ dlt_template_id. Text DLT portal पर registered text से character-by-character match होना चाहिए (space, full stop भी), नहीं तो operator block करता है.',
      {
        files: ['notification-service/src/main/resources/sms-templates.yaml'],
        tags: ['sms', 'dlt', 'templates'],
      },
    ),
    m(
      'dlt-var-limit',
      'constraint',
      'DLT template में हर {#var#} की max length 30 characters है. नाम/service name लंबा हो तो truncate करो. नया template या बदलाव DLT पर approve होने में 2-3 working days लगते हैं, इसलिए template text बदलना last option है.',
      {
        tags: ['sms', 'dlt', 'templates'],
      },
    ),
    m(
      'dlt-var-claim',
      'fact',
      'DLT variable में कितनी भी लंबी value चल जाती है, operator length check नहीं करता.',
      {
        disputes: 'dlt-var-limit',
        tags: ['sms', 'dlt'],
      },
    ),
    m(
      'sms-unicode',
      'fact',
      'Hindi SMS unicode (UCS-2) में जाते हैं: 70 characters per part (multipart में 67), English 160. Hindi templates DLT पर अलग से registered हैं (content type unicode).',
      {
        tags: ['sms', 'unicode', 'hindi'],
      },
    ),
    m(
      'sms-otp-priority',
      'convention',
      'OTP SMS अलग topic jansewa.notification.otp.v1 पर जाते हैं, dedicated consumer group के साथ. Bulk status-update notifications के पीछे OTP कभी queue में नहीं फँसना चाहिए.',
      {
        tags: ['sms', 'otp', 'kafka', 'priority'],
      },
    ),
    m(
      'bharatkosh',
      'fact',
      'केंद्र सरकार की schemes से जुड़ी fees (non-tax receipts) BharatKosh पर जाती हैं: redirect flow + double verification API (return URL पर आए status को server से दोबारा verify). Purpose code service_catalog.bharatkosh_purpose में.',
      {
        files: ['payment-service/src/main/java/in/gov/jansewa/payment/bharatkosh'],
        tags: ['payments', 'bharatkosh', 'ntr'],
      },
    ),
    m(
      'upi-verify',
      'constraint',
      'UPI callback/webhook पर भरोसा मत करो: payment SUCCESS सिर्फ तब mark होगा जब bank के Transaction Status API से confirm हो. Callback सिर्फ trigger है.',
      {
        canonical: true,
        files: ['payment-service/src/main/java/in/gov/jansewa/payment/upi/UpiCallbackController.java'],
        tags: ['payments', 'upi', 'callback', 'verification'],
      },
    ),
    m(
      'upi-callback-claim',
      'fact',
      'bank का UPI callback checksum से signed आता है, इसलिए callback आते ही payment SUCCESS mark कर सकते हैं, status API की जरूरत नहीं.',
      {
        disputes: 'upi-verify',
        tags: ['payments', 'upi', 'callback'],
      },
    ),
    m(
      'payment-recon',
      'fact',
      'हर रात 02:00 IST reconciliation job: bank settlement file (SFTP) vs payment.transactions. Mismatch payment.recon_exceptions में जाता है और finance team को mail. Job: PaymentReconJob.java.',
      {
        files: ['payment-service/src/main/java/in/gov/jansewa/payment/recon/PaymentReconJob.java'],
        tags: ['payments', 'reconciliation', 'sftp'],
      },
    ),
    m(
      'money-paise',
      'convention',
      'रकम हमेशा paise में long (DB में BIGINT): ₹50.00 = 5000. double/float कभी नहीं. BigDecimal सिर्फ display/format के लिए.',
      {
        tags: ['money', 'paise', 'payments'],
      },
    ),
    m(
      'refund-ddo',
      'constraint',
      'Refund कभी automatic नहीं होगा: DDO (drawing & disbursing officer) के approval के बाद ही bank refund API call होगी. Treasury rules.',
      {
        tags: ['payments', 'refund', 'ddo', 'treasury'],
      },
    ),
    m(
      'esign',
      'fact',
      'Certificates पर officer का signature CDAC eSign 2.1 (Aadhaar OTP based) से होता है — ASP हम हैं, ESP CDAC. USB DSC token वाला flow बंद हो चुका है.',
      {
        files: ['certificate-service/src/main/java/in/gov/jansewa/certificate/esign'],
        tags: ['esign', 'cdac', 'signature', 'certificate'],
      },
    ),
    m(
      'cert-verify-url',
      'convention',
      'Certificate verification URL: https://jansewa.rajya.gov.in/verify/{certificateNo}?h={hmac}. Public page पर सिर्फ masked नाम, certificate type, issue date और valid/revoked दिखता है — Aadhaar, address, mobile कभी नहीं. यही URL certificate के QR code में जाता है.',
      {
        tags: ['certificate', 'verification', 'qr', 'pii'],
      },
    ),
    m(
      'hosting',
      'fact',
      'Prod MeghRaj (NIC cloud) पर, NIC managed Kubernetes 1.29, namespace jansewa-prod; staging jansewa-stg. DR NDC Pune में warm standby. Helm charts deploy/helm/<service> में.',
      {
        files: ['deploy/helm'],
        tags: ['meghraj', 'nic', 'kubernetes', 'dr', 'deploy'],
      },
    ),
    m(
      'data-local',
      'constraint',
      'कोई भी citizen data या log भारत के बाहर नहीं जाएगा: कोई foreign SaaS नहीं (Sentry cloud, Datadog, AWS/GCP), कोई foreign CDN नहीं. Error tracking self-hosted GlitchTip पर.',
      {
        canonical: true,
        tags: ['data-localisation', 'saas', 'compliance'],
      },
    ),
    m(
      'certin-6h',
      'constraint',
      'Cyber incident (data leak, defacement, unauthorized access) पता चलने के 6 घंटे के अंदर CERT-In को report करना है. पहले State SOC और CISO (Deepak Mishra) को call करो, evidence/logs delete मत करो.',
      {
        tags: ['cert-in', 'incident', 'security'],
      },
    ),
    m(
      'security-audit',
      'constraint',
      'हर major release prod से पहले CERT-In empanelled auditor का security audit और Safe-to-Host certificate. Audit शुरू होने के बाद code freeze — सिर्फ audit findings के fixes merge होंगे.',
      {
        tags: ['security', 'audit', 'cert-in', 'release'],
      },
    ),
    m(
      'logging-pii',
      'convention',
      'Logs JSON (logstash-logback-encoder), MDC में application_no और correlation_id. नाम, mobile, address, Aadhaar log में नहीं — PiiMaskingConverter logback-spring.xml में लगा है. Log4j नहीं, सिर्फ logback.',
      {
        files: ['libs/common/src/main/resources/logback-spring.xml'],
        tags: ['logging', 'pii', 'logback', 'masking'],
      },
    ),
    m(
      'redis-usage',
      'fact',
      'Redis 7 Sentinel (3 nodes) में: OTP rate-limit keys, citizen refresh tokens, DigiLocker tokens और service_catalog cache. Officers के sessions अब Redis में नहीं हैं.',
      {
        tags: ['redis', 'sentinel', 'cache'],
      },
    ),
    m(
      'redis-ttl',
      'convention',
      'Redis में हर key पर TTL होना चाहिए. @Cacheable caches के TTL RedisCacheConfig.java में set हैं; बिना TTL वाली key review में reject.',
      {
        files: ['libs/common/src/main/java/in/gov/jansewa/common/cache/RedisCacheConfig.java'],
        tags: ['redis', 'ttl', 'cache'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST APIs /api/v1/... पर हैं. Citizen web, mobile app और UMANG इन्हें consume करते हैं, इसलिए breaking change (field rename/remove) = /api/v2, v1 को edit नहीं करना.',
      {
        tags: ['api', 'versioning', 'rest'],
      },
    ),
    m(
      'umang',
      'fact',
      'हमारी 12 services UMANG app पर भी हैं. UMANG हमारी /api/v1/umang/** APIs call करता है — उनके लिए अलग API key header और NIC gateway पर IP whitelist; नया server IP हो तो whitelist update करवानी पड़ती है.',
      {
        tags: ['umang', 'api', 'whitelist'],
      },
    ),
    m(
      'error-format',
      'convention',
      'Errors RFC 9457 ProblemDetail में: title English में, extension field messageKey ताकि UI Hindi/English दोनों में message दिखा सके. GlobalExceptionHandler libs/common में.',
      {
        files: ['libs/common/src/main/java/in/gov/jansewa/common/web/GlobalExceptionHandler.java'],
        tags: ['errors', 'problem-detail', 'api', 'i18n'],
      },
    ),
    m(
      'i18n',
      'convention',
      'UI/SMS/PDF के सारे texts Hindi और English दोनों में: messages_hi.properties और messages_en.properties, UTF-8 (Boot 3 default). native2ascii वाली \\u escaping नहीं.',
      {
        files: ['libs/common/src/main/resources/i18n'],
        tags: ['i18n', 'hindi', 'messages'],
      },
    ),
    m(
      'testcontainers',
      'convention',
      'Integration tests Testcontainers से: postgres:16, apache/kafka:3.7 (KRaft), redis:7. H2 बिलकुल नहीं — हम jsonb, sequences और partial indexes जैसी Postgres specific चीज़ें use करते हैं.',
      {
        files: ['libs/testing'],
        tags: ['tests', 'testcontainers', 'postgres'],
      },
    ),
    m(
      'tests-no-uidai',
      'constraint',
      'Tests और local runs कभी UIDAI/ASA के real या pre-prod endpoint पर नहीं जाएँगे. WireMock stubs: ekyc-service/src/test/resources/wiremock/asa/. Pre-prod testing सिर्फ SRDH team के साथ scheduled window में.',
      {
        files: ['ekyc-service/src/test/resources/wiremock/asa'],
        tags: ['tests', 'wiremock', 'uidai', 'asa'],
      },
    ),
    m(
      'archunit',
      'convention',
      'ArchUnit rules libs/testing/src/main/java/in/gov/jansewa/testing/ArchRules.java में: controller → service → repository; controller से repository सीधे नहीं, और किसी module का *.internal package दूसरा module import नहीं करेगा.',
      {
        files: ['libs/testing/src/main/java/in/gov/jansewa/testing/ArchRules.java'],
        tags: ['archunit', 'architecture', 'layers'],
      },
    ),
    m(
      'mapstruct',
      'convention',
      'DTO ↔ entity mapping MapStruct 1.5 से. Lombok सिर्फ @Slf4j और @RequiredArgsConstructor — entities पर @Data नहीं (hashCode + lazy loading की problems). DTOs Java records हैं.',
      {
        tags: ['mapstruct', 'lombok', 'dto', 'jpa'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): build → test → sonar → owasp-dependency-check → image (Kaniko) → deploy-staging → deploy-prod (manual, 2 approvers). Runners NIC DC के अंदर हैं, internet सिर्फ Nexus proxy से.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'kaniko', 'nexus'],
      },
    ),
    m(
      'sonar-gate',
      'constraint',
      'SonarQube quality gate: new code पर coverage ≥ 80%, 0 नए blocker/critical issues. OWASP dependency-check में CVSS ≥ 7 वाली vulnerability पर pipeline fail — suppress सिर्फ CISO approval से.',
      {
        tags: ['sonar', 'coverage', 'owasp', 'ci'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Prod deploy सिर्फ मंगलवार से गुरुवार, रात 10 बजे IST के बाद. Scheme last date वाले हफ्तों (scholarship, admissions) में पूरा freeze — shared calendar देखो.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: ekyc-service + Aadhaar vault — Ankit Verma; payments — Priya Nair; certificate-service + DigiLocker — Rahul Yadav; notification/SMS — Sana Sheikh; infra, NIC coordination और CISO — Deepak Mishra.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'incident-aadhaar-log',
      'incident',
      'मार्च 2025: ekyc-service के DEBUG log में पूरा eKYC response (Aadhaar number + photo base64) Loki में चला गया. CERT-In को report किया, logs purge करवाए. तब से prod में in.gov.jansewa.ekyc का log level WARN पर fixed है और PiiMaskingConverter लगाया.',
      {
        files: ['ekyc-service/src/main/resources/application-prod.yml'],
        tags: ['incident', 'aadhaar', 'logging', 'cert-in'],
      },
    ),
    m(
      'incident-double-payment',
      'incident',
      'जनवरी 2026: UPI callback दो बार आया, दोनों पर application PAYMENT_DONE हुई और retry में collect request दोबारा चली गई — कई citizens से दो बार पैसे कटे. Fix: payment.transactions पर unique (application_no, attempt_no) और status API से verify.',
      {
        files: ['payment-service/src/main/resources/db/migration'],
        tags: ['incident', 'payments', 'upi', 'duplicates'],
      },
    ),
    m(
      'incident-sms-drop',
      'incident',
      'अगस्त 2025: नए template का text DLT पर registered text से एक space अलग था — 2 दिन तक सारे "आवेदन स्वीकृत" SMS operator ने drop किए. तब से CI में DltTemplateTest sms-templates.yaml को DLT export (dlt-registered.csv) से compare करता है.',
      {
        files: ['notification-service/src/test/java/in/gov/jansewa/notification/DltTemplateTest.java'],
        tags: ['incident', 'sms', 'dlt'],
      },
    ),
    m(
      'holiday-calendar',
      'fact',
      'Working days state holiday calendar से गिने जाते हैं (holiday_calendar table, GAD notification से हर साल import). रविवार और दूसरा/चौथा शनिवार छुट्टी. Util: WorkingDayCalculator.',
      {
        files: ['libs/common/src/main/java/in/gov/jansewa/common/time/WorkingDayCalculator.java'],
        tags: ['holidays', 'working-days', 'sla'],
      },
    ),
    m(
      'lgd-codes',
      'fact',
      'District/tehsil/village codes LGD (Local Government Directory) के codes हैं. Master tables lgd_district, lgd_subdistrict, lgd_village; LGD API से monthly sync job LgdSyncJob.',
      {
        tags: ['lgd', 'master-data', 'district'],
      },
    ),
    m(
      'gigw',
      'constraint',
      'Citizen-facing HTML (certificate verify page, email templates) GIGW 3.0 और WCAG 2.1 AA compliant होने चाहिए: alt text, contrast ratio, screen reader labels, Hindi में lang="hi".',
      {
        tags: ['gigw', 'accessibility', 'wcag'],
      },
    ),
    m(
      'dpdp',
      'constraint',
      'DPDP Act 2023: हर personal data field का purpose docs/data_inventory.yaml में documented होना चाहिए. नया PII column जोड़ना हो तो वहाँ entry + DPO approval पहले. Citizen की erasure request पर audit_trail को छोड़कर data delete/anonymise.',
      {
        files: ['docs/data_inventory.yaml'],
        tags: ['dpdp', 'privacy', 'pii'],
      },
    ),
    m(
      'pref-commits-en',
      'preference',
      'commit messages और code comments English में लिखो, chat भले Hindi में हो.',
      {},
    ),
    m('pref-small-mr', 'preference', 'MR 400 changed lines से छोटे रखो, बड़ा हो तो split करो.', {}),
    m(
      'cand-modulith',
      'decision',
      'सारे services को एक Spring Modulith application में merge कर दें, deploy आसान होगा.',
      {
        candidate: true,
        tags: ['modulith', 'architecture'],
      },
    ),
    m(
      'cand-auto-approve',
      'decision',
      'DigiLocker से verified documents हों तो आय प्रमाण पत्र officer के बिना auto-approve हो जाए.',
      {
        candidate: true,
        tags: ['workflow', 'digilocker', 'auto-approve'],
      },
    ),
    m('cand-graalvm', 'decision', 'सब services GraalVM native image में build करें ताकि startup fast हो.', {
      candidate: true,
      tags: ['graalvm', 'native-image'],
    }),
    m(
      'secret-aua-key',
      'note',
      'UIDAI की license key: MNzV8qLx2Pt7RkW4bYc9HdJ3fGs6AeT1uQ0oIv5ZnXm — ये ASA pre-prod वाली है, SRDH ने mail पर भेजी थी.',
      {
        secret: 'MNzV8qLx2Pt7RkW4bYc9HdJ3fGs6AeT1uQ0oIv5ZnXm',
      },
    ),
    m(
      'secret-stg-db',
      'note',
      'staging DB का पासवर्ड है Jsv#Stg2025!kP9 (user jansewa_app), rotate हो जाए तो Ankit से पूछ लेना.',
      {
        secret: 'Jsv#Stg2025!kP9',
      },
    ),
    m(
      'secret-yaml-ds',
      'note',
      'payment-service local override (application-local.yml):\nspring:\n  datasource:\n    url: jdbc:postgresql://pg-stg.jansewa.nic.in:6432/jansewa\n    username: payment_svc\n    password: Pmt$vc-2025-Qz81',
      {
        secret: 'Pmt$vc-2025-Qz81',
      },
    ),
    m(
      'secret-jdbc-url',
      'note',
      'MIS report job यहाँ से पढ़ता है: jdbc:postgresql://10.247.18.21:6432/jansewa?user=report_ro&password=R3p0rt_R0x77q',
      {
        secret: 'R3p0rt_R0x77q',
      },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="application-svc" password="kFk-Jnsv-Prd-8812zT";',
      {
        secret: 'kFk-Jnsv-Prd-8812zT',
      },
    ),
    m(
      'secret-digilocker',
      'note',
      'DigiLocker partner portal से मिला: client_id JS7K2M9Q, client_secret 4f8a2c1e9b7d6053ae21c4f9d8b7a6e5 (requester app, staging).',
      {
        secret: '4f8a2c1e9b7d6053ae21c4f9d8b7a6e5',
      },
    ),
    m(
      'secret-bob-upi',
      'note',
      'payment-service/.env.staging:\nBOB_UPI_MERCHANT_ID=JANSEWA001\nBOB_UPI_CHECKSUM_KEY=bOb9xU2pLk7QwE3rT5yZ8vN1\nBOB_UPI_BASE_URL=https://upi-uat.bankofbaroda.example/collect',
      {
        secret: 'bOb9xU2pLk7QwE3rT5yZ8vN1',
      },
    ),
    m(
      'secret-sms-gw',
      'note',
      'NIC SMS gateway का username jansewa.sms और पासवर्ड Sms@Nic#4471Lw है, PE ID 1301160000012345 (ये ID secret नहीं है).',
      {
        secret: 'Sms@Nic#4471Lw',
      },
    ),
    m(
      'secret-glpat',
      'note',
      'renovate bot का token glpat-Jn5Kw2Rq8Tz4Xm7Vb1Lc है, gitlab.jansewa.nic.in पर',
      {
        secret: 'glpat-Jn5Kw2Rq8Tz4Xm7Vb1Lc',
      },
    ),
    m(
      'secret-esign-pfx',
      'note',
      'eSign ASP signing cert certs/asp-jansewa.p12 का export password Asp!eSign#2026xR है, expiry दिसंबर 2026.',
      {
        secret: 'Asp!eSign#2026xR',
      },
    ),
    m(
      'secret-redis',
      'note',
      'staging redis URL: redis://:Rd5-Jnsv-stg-9931@redis-stg.jansewa.local:6379/0 (sentinel नहीं, direct)',
      {
        secret: 'Rd5-Jnsv-stg-9931',
      },
    ),
  ],
  sessions: [
    {
      id: 'govtech-session-payments',
      age: 9,
      turns: [
        said(
          'नमस्ते. Priya बोल रही थी कि payment success के बाद citizen को receipt PDF चाहिए. पहले payment-service/src/main/java/in/gov/jansewa/payment/PaymentService.java देख लो',
        ),
        replied(
          'देख लिया: payment SUCCESS पर अभी सिर्फ jansewa.payment.settled.v2 event outbox से जाता है, receipt कहीं generate नहीं होती.',
        ),
        said(
          'ठीक है, तो ऐसा करते हैं — receipt PDF भी certificate-service ही बनाएगा, settled event consume करके. payment-service में कोई PDF code नहीं आएगा.',
          {
            key: 's-receipt-pdf',
            type: 'decision',
          },
        ),
        replied(
          'समझ गया. certificate-service में ReceiptRenderer बनाता हूँ जो OpenPDF वाले CertificatePdfRenderer का font setup reuse करेगा.',
        ),
        said('अच्छा, UPI collect request अभी कितनी देर valid रहती है?'),
        replied('Code में कोई expiry set नहीं है; bank का default शायद 30 minute है.'),
        said(
          'नहीं यार, ये rule हमेशा follow करना है: UPI collect request 15 minute में expire होगी. उसके बाद application वापस PAYMENT_PENDING, अगला try नया attempt_no लेगा, और पुरानी request पर बाद में आया callback ignore होगा.',
          {
            key: 's-upi-expiry',
            type: 'constraint',
          },
        ),
        replied(
          'expiryMinutes=15 collect request में भेज दिया और UpiExpiryJob बनाया जो expired attempts close करता है.',
        ),
        said(
          'staging पर मैंने ये curl चलाया था, response देखो: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJKU1YtT0ZGLTAwMTIiLCJyb2xlIjoiT0ZGSUNFUiJ9.c2lnbmF0dXJlLWp1c3QtZm9yLXN0Zy04ODE" https://stg-api.jansewa.rajya.gov.in/api/v1/payments/BPL0212600001234',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJKU1YtT0ZGLTAwMTIiLCJyb2xlIjoiT0ZGSUNFUiJ9.c2lnbmF0dXJlLWp1c3QtZm9yLXN0Zy04ODE',
          },
        ),
        replied('Response में status PAYMENT_PENDING और attempt_no 2 है, ये नए expiry logic से match करता है.'),
        said('और Kafka consumer fail हो जाए तो अभी क्या होता है?'),
        replied('अभी exception log होता है और offset commit हो जाता है, यानी message skip.'),
        said(
          'ऐसा नहीं चलेगा. हम ये करते हैं: 3 retries exponential backoff के साथ, फिर message <topic>.dlt topic पर, वहाँ से admin console से manual replay. सारे consumers में libs/common वाला same DefaultErrorHandler लगेगा.',
          {
            key: 's-kafka-dlq',
            type: 'convention',
          },
        ),
        replied('KafkaErrorHandlingConfig libs/common में डाल दिया, DeadLetterPublishingRecoverer के साथ.'),
        said(
          'SMS के बारे में भी एक बात — default Hindi में जाएगा. English सिर्फ तब जब citizen ने profile में preferred_language=en चुना हो.',
          {
            key: 's-sms-hindi-default',
            type: 'convention',
          },
        ),
        replied('NotificationService में locale citizen profile से लेकर template चुनता हूँ, fallback hi.'),
        said(
          'और हाँ, BharatKosh का sandbox हर शनिवार रात 11 बजे से रविवार सुबह 2 बजे तक maintenance में down रहता है, उस time के test failures पर panic मत करना.',
          {
            key: 's-bharatkosh-sandbox',
            type: 'fact',
          },
        ),
        replied('ठीक है, integration test job को उस window में skip करने का note डाल देता हूँ.'),
        said('बढ़िया. MR description लिख दो'),
        replied(
          'Summary: receipt PDF certificate-service में, UPI collect 15 min expiry + attempt_no, Kafka DLT error handler, SMS default Hindi.',
        ),
      ],
    },
    {
      id: 'govtech-session-ekyc',
      age: 4,
      turns: [
        said('ekyc-service में नाम match वाला issue फिर आया है, KycNameMatcher.java देखो ज़रा'),
        replied(
          'अभी exact string compare हो रहा है, बस case-insensitive. "रमेश कुमार" और "Ramesh Kumar" mismatch हो जाते हैं.',
        ),
        said(
          'हाँ तो decide किया है: eKYC वाला नाम और application वाला नाम fuzzy match होगा — दोनों को ICU से Latin में transliterate करके Jaro-Winkler, 0.85 या ज़्यादा तो match. कम हो तो officer manual verify करेगा.',
          {
            key: 's-name-match',
            type: 'decision',
          },
        ),
        replied('threshold config में रखूँ?'),
        said('हाँ, jansewa.ekyc.name-match-threshold'),
        replied('Done, default 0.85.'),
        said(
          'एक और बात, eKYC की photo सिर्फ certificate पर print करने के लिए है. 30 दिन बाद adv schema से delete होगी, profile picture या कहीं और use नहीं करनी.',
          {
            key: 's-ekyc-photo',
            type: 'constraint',
          },
        ),
        replied('PhotoPurgeJob बना दूँ जो रोज़ रात 30 दिन से पुरानी photos हटाए?'),
        said('हाँ बना दो. pre-prod ASA client cert का password है AsaPP!2026#kv, local test के लिए चाहिए तो', {
          secret: 'AsaPP!2026#kv',
        }),
        replied('उसकी जरूरत नहीं, tests WireMock stubs पर चलते हैं.'),
        said(
          'और officer छुट्टी पर हो तो उसकी pending applications reassign सिर्फ SDM role वाला कर सकता है, और सिर्फ उसी tehsil के दूसरे officer को.',
          {
            key: 's-officer-reassign',
            type: 'constraint',
          },
        ),
        replied('ReassignmentService में ROLE_SDM check और same-tehsil validation डाल दिया.'),
        said('मुझे लगता है Aadhaar VID भी support करना चाहिए कभी'),
        replied('VID support से citizen को Aadhaar number देना नहीं पड़ेगा. अभी implement कर दूँ?'),
        said('नहीं अभी नहीं, next sprint में देखेंगे'),
        said('thanks, आज के लिए इतना ही'),
      ],
    },
  ],
  prompts: [
    p(
      'ekyc-service/src/main/java/in/gov/jansewa/ekyc/KycResponseHandler.java में eKYC response से नाम और DOB निकाल कर application में save करना है',
      [
        'ekyc-response-sign',
        'aadhaar-vault',
        'pg-schema-per-svc',
        'kafka-outbox',
        'logging-pii',
        's-name-match',
      ],
    ),
    p('applicant table में aadhaar_no column add कर दो ताकि officer Aadhaar से search कर सके', [
      'aadhaar-vault',
      'aadhaar-in-app-claim',
      'dpdp',
      'flyway',
    ]),
    p('OTP resend बार बार दबाने पर 429 आ रहा है, अभी limit क्या है?', ['otp-rate-5']),
    p(
      '@payment-service/src/main/java/in/gov/jansewa/payment/upi/UpiCallbackController.java का handler लिखो',
      [
        'upi-verify',
        'upi-callback-claim',
        'incident-double-payment',
        'kafka-outbox',
        's-upi-expiry',
        'pay-upi',
      ],
    ),
    p('नया SMS चाहिए "आपका आवेदन स्वीकृत हो गया है" जिसमें applicant का पूरा नाम और service का नाम हो', [
      'dlt-templates',
      'dlt-var-limit',
      'dlt-var-claim',
      'sms-unicode',
      's-sms-hindi-default',
      'sms-nic',
    ]),
    p(
      'error: package javax.persistence does not exist\n  libs/common/src/main/java/in/gov/jansewa/common/domain/BaseEntity.java:3',
      ['boot-3'],
    ),
    p('certificate table में valid_till column add करने के लिए migration लिखो', ['flyway', 'pg-schema-per-svc']),
    p('db/changelog/changelog-master.xml में नया changeset add करूँ?', ['flyway']),
    p('officers बोल रहे हैं 15 minute में logout हो जाते हैं, timeout 60 minute कर दो', [
      'officer-sso',
      'security-audit',
    ]),
    p(
      'application-service में jansewa.payment.settled.v2 का consumer बनाओ जो application को VERIFICATION में ले जाए',
      ['kafka-topics', 'kafka-idempotent', 'workflow', 'audit-trail', 's-kafka-dlq'],
    ),
    p('हम अभी Aadhaar का कौन सा API version use करते हैं?', ['auth-api-2-5', 'aua-kua']),
    p('certificate PDF में हिंदी की मात्राएँ टूट रही हैं, "प्रमाण" गलत render हो रहा है', ['pdf-openpdf']),
    p('income certificate approve होने पर उसे DigiLocker में push करो', [
      'digilocker-issuer',
      'kafka-topics',
      'kafka-idempotent',
    ]),
    p('citizen की 10वीं की marksheet DigiLocker से fetch करनी है, token कहाँ store करें?', [
      'digilocker-pull',
      'digilocker-token',
    ]),
    p('आय प्रमाण पत्र के लिए SLA breach report बनानी है, कितने applications time limit से बाहर हैं', [
      'rts-sla',
      'rts-claim',
      'holiday-calendar',
    ]),
    p('ApplicationStateMachine में REJECTED से SUBMITTED का transition add करना है re-apply के लिए', [
      'workflow',
      'audit-trail',
    ]),
    p('audit_trail table 400 GB की हो गई है, 2 साल से पुरानी rows delete करने का job बना दो', ['audit-trail']),
    p('failed certificate के लिए auto refund implement करो bank refund API से', ['refund-ddo', 'money-paise']),
    p('PaymentRequest में fee double है, ₹30.50 कभी कभी 30.499999 बन जाता है', ['money-paise']),
    p('error tracking के लिए Sentry SaaS integrate कर दो', ['data-local']),
    p('Loki में retention कितना set करना है?', ['logs-180']),
    p('prod homepage पर किसी ने defacement किया है लगता है, अब क्या करें??', ['certin-6h', 'owners']),
    p('शुक्रवार शाम को payment bug का hotfix prod पर डालना है', ['deploy-window', 'ci']),
    p('prod में ekyc-service के DEBUG logs on कर दो ताकि ASA के errors दिखें', [
      'incident-aadhaar-log',
      'logging-pii',
      'aadhaar-vault',
    ]),
    p('OtpController के लिए integration test लिखो, UIDAI pre-prod पर hit करेंगे असली response के लिए', [
      'tests-no-uidai',
      'testcontainers',
    ]),
    p('tests में H2 use कर लें? Testcontainers बहुत slow है laptop पर', ['testcontainers']),
    p('नया endpoint चाहिए GET /api/v1/applications/{applicationNo}/status', [
      'api-versioning',
      'error-format',
      'application-no',
      'archunit',
    ]),
    p('status API के response में field status को rename करके currentStage करना है', ['api-versioning', 'umang']),
    p('application number का format क्या है? test data बनाना है', ['application-no', 'lgd-codes']),
    p('ApplicantEntity पर @Data लगा दूँ? getters setters लिखना boring है', ['mapstruct']),
    p('ApplicationSummaryDto बनाओ और entity से mapping', ['mapstruct']),
    p('service_catalog को Redis में cache करना है', ['redis-ttl', 'redis-usage']),
    p(
      'Thread[#87,ForkJoinPool-1-worker-3] pinned: in.gov.jansewa.ekyc.asa.AsaClient.send(AsaClient.java:112) <== monitors:1',
      ['virtual-threads'],
    ),
    p('application-service से payment.transactions को join करके daily collection report बनानी है', [
      'pg-schema-per-svc',
    ]),
    p('prod का DB password application-prod.yml में डाल दूँ? Vault वाला setup समझ नहीं आ रहा', ['vault']),
    p('grievance events के लिए नए Kafka topic का नाम क्या रखें?', ['kafka-topics']),
    p('bulk status update SMS जाते समय OTP वाले SMS 5-10 minute late आ रहे हैं', ['sms-otp-priority', 'sms-nic']),
    p('हिंदी वाला SMS 3 parts में जा रहा है, cost बढ़ गई है', ['sms-unicode', 'dlt-var-limit']),
    p('नए template वाले SMS deliver नहीं हो रहे, operator side से drop दिख रहे हैं', [
      'incident-sms-drop',
      'dlt-templates',
      'sms-nic',
    ]),
    p('public के लिए certificate verify page बनाओ', ['cert-verify-url', 'gigw', 'aadhaar-mask']),
    p('एक district के लिए officers का USB DSC token वाला signing वापस लाना है', ['esign']),
    p('SLA के लिए working days calculate करने का util लिखो', ['holiday-calendar', 'rts-sla']),
    p('state में नया district बना है, उसके codes system में कैसे आएँगे?', ['lgd-codes']),
    p('UMANG पर नई service expose करनी है pension certificate वाली', ['umang', 'api-versioning']),
    p('error response में Hindi message कैसे भेजें?', ['error-format', 'i18n']),
    p('messages_hi.properties का text UI पर ??? ??? दिख रहा है', ['i18n']),
    p('pipeline owasp-dependency-check stage पर fail: CVE-2025-52999 jackson-core, CVSS 8.7', [
      'sonar-gate',
      'ci',
    ]),
    p('sonar में new code coverage 72% आ रहा है, फिर भी merge कर दें?', ['sonar-gate']),
    p('citizen profile me "caste_category" field add karni hai', ['dpdp', 'flyway']),
    p('BharatKosh payment का status कैसे verify करें return URL के बाद?', ['bharatkosh']),
    p('रात का reconciliation job fail हुआ, bank की SFTP file नहीं मिली', ['payment-recon', 'owners']),
    p('are we still on SBIePay for collecting fees?', ['pay-upi']),
    p('नए Kafka cluster के broker config में zookeeper.connect क्या डालें?', ['kafka-kraft']),
    p('Debezium outbox connector से events duplicate आ रहे हैं consumers में', [
      'kafka-outbox',
      'kafka-idempotent',
    ]),
    p('Kafka event JSON में भेज दूँ? Avro schema बनाना झंझट है', ['kafka-topics']),
    p('citizen login के refresh token rotation में bug है, पुराना token भी चल रहा है', [
      'citizen-login',
      'redis-ttl',
    ]),
    p('district admins के लिए username/password वाला login form बनाना है', ['officer-sso', 'password-policy']),
    p('service account का password rotate करना है, policy क्या है?', ['password-policy', 'vault']),
    p('helm values में DB password कहाँ डालूँ?', ['vault', 'hosting']),
    p('prod पर pods OOMKilled हो रहे हैं, namespace कौन सा है?', ['hosting']),
    p('DR site पर failover drill करनी है अगले महीने', ['hosting', 'pg-cluster']),
    p(
      'HikariPool-1 - Connection is not available, request timed out after 30000ms — max_connections बढ़ा दूँ?',
      ['pg-cluster'],
    ),
    p('eKYC वाली photo को citizen की profile picture बना दें?', ['s-ekyc-photo', 'aadhaar-vault', 'dpdp']),
    p('eKYC में नाम "Ramesh Kumar" है और application में "रमेश कुमार", mismatch error आ रहा है', ['s-name-match']),
    p('UPI collect request कितनी देर valid रहती है?', ['s-upi-expiry']),
    p('payment-service में receipt PDF generate करने का code लिखो', ['s-receipt-pdf', 'pdf-openpdf']),
    p('consumer में exception आए तो message कहाँ जाता है? retry कितनी बार होता है?', ['s-kafka-dlq']),
    p('सारे citizens को SMS English में जा रहे हैं, ये सही है?', ['s-sms-hindi-default', 'sms-unicode']),
    p('ArchUnit test fail: Class ApplicationController accesses ApplicationRepository', ['archunit']),
    p('GIGW audit में email template का contrast issue आया है', ['gigw']),
    p('CERT-In audit चल रहा है, एक छोटा feature (dark mode) डाल दें उसी release में?', ['security-audit']),
    p('receipt PDF पर citizen का Aadhaar number print करना है', ['aadhaar-mask', 'aadhaar-vault']),
    p('pre-prod cert से eKYC XML signature verify fail हो रहा है, अभी के लिए skip कर दें?', [
      'ekyc-response-sign',
      'tests-no-uidai',
    ]),
    p('CSC operators के लिए fingerprint वाला eKYC add करना है', ['ekyc-otp-only', 'aua-kua']),
    p('UX team बोल रही है consent checkbox से friction है, हटा दें?', ['ekyc-consent']),
    p('ASA gateway का base URL कहाँ configure होता है?', ['aua-kua']),
    p('PID block encryption में performance के लिए session key reuse कर सकते हैं?', ['auth-api-2-5']),
    p('who owns the payments code?', ['owners']),
    p('certificate PDF पर issue date एक दिन पीछे आ रही है रात में issue हुए certificates में', [
      'ts-utc',
      'ts-ist-claim',
    ]),
    p('नई table में created_at का type क्या रखें?', ['ts-utc', 'flyway']),
    p('NotificationService के log में mobile number दिख रहा है', ['logging-pii']),
    p('Spring Boot 3.4 पर upgrade करना है', ['boot-3']),
    p('सब services को एक Spring Modulith app में merge कर दें?', ['modules', 'pg-schema-per-svc']),
    p('DigiLocker से docs verified हैं तो income certificate auto-approve कर दें officer के बिना', [
      'workflow',
      'audit-trail',
    ]),
    p('मेरा MR 900 lines का हो गया, चलेगा?', ['pref-small-mr']),
    p('code comments हिंदी में लिख दूँ? team को आसानी होगी', ['pref-commits-en']),
    p('application submit होने पर citizen को SMS भेजना है', [
      'kafka-topics',
      'dlt-templates',
      'dlt-var-limit',
      's-sms-hindi-default',
      'sms-nic',
    ]),
    p('payment-service में UPI QR generate करने का code', ['pay-upi', 'money-paise', 's-upi-expiry']),
    p('एक citizen से दो बार पैसे कट गए, application BPL0212600004411 देखो', [
      'incident-double-payment',
      'upi-verify',
      'payment-recon',
      'refund-ddo',
    ]),
    p('Redis में कुछ otp:rl:* keys पर TTL -1 है', ['redis-ttl', 'otp-rate-5']),
    p('जाति प्रमाण पत्र की SLA कितने दिन की है?', ['rts-sla']),
    p('SLA breach पर SDM को escalation वाला logic कहाँ है?', ['rts-sla', 'workflow']),
    p('officer छुट्टी पर है, उसकी pending applications दूसरे को assign करने का API बनाओ', [
      's-officer-reassign',
      'audit-trail',
    ]),
    p('नया module pension-service बनाना है, structure कैसा रखें?', [
      'modules',
      'pg-schema-per-svc',
      'archunit',
      'flyway',
      'boot-3',
    ]),
    p('CI में image stage fail: kaniko error building image: error resolving dependencies', ['ci']),
    p('iText 7 add कर दूँ certificate के लिए, उसमें features ज़्यादा हैं', ['pdf-openpdf']),
    p('certificate के QR code में क्या data डालें?', ['cert-verify-url']),
    p('BharatKosh sandbox शनिवार रात को 503 दे रहा है, integration tests red हैं', [
      's-bharatkosh-sandbox',
      'bharatkosh',
    ]),
    p('DDoS के लिए Cloudflare लगा दें portal के आगे?', ['data-local']),
    p('issued certificates का backup AWS S3 पर भी रख लें?', ['data-local', 'hosting']),
    p('servers पर NTP कौन सा configure करना है?', ['logs-180']),
    p('log4j2 पर switch करें? JSON layout अच्छा है उसका', ['logging-pii']),
    p('OTP वाले SMS का DLT template ID कहाँ मिलेगा?', ['dlt-templates']),
    p('V202601101200__add_remarks.sql में typo है, merge हो चुकी है, edit कर दूँ?', ['flyway']),
    p(
      '@services/notification-service/src/main/resources/sms-templates.yaml में "प्रमाण पत्र तैयार है" वाला template add करो',
      ['dlt-templates', 'dlt-var-limit', 'sms-unicode', 'incident-sms-drop'],
    ),
    p('certificate-service को नाम verify करने के लिए Kafka event में Aadhaar number भेज दूँ?', [
      'aadhaar-vault',
      'kafka-topics',
    ]),
    p('@Transactional method के अंदर KafkaTemplate.send() call कर रहा हूँ, ठीक है?', ['kafka-outbox']),
    p('fee को रुपये में store करें या paise में?', ['money-paise']),
    p('आज सुबह से सारे payments PAYMENT_PENDING में अटके हैं, bank callback नहीं आ रहा', [
      'upi-verify',
      's-upi-expiry',
      'payment-recon',
    ]),
    p('what payment gateways do we integrate with right now?', ['pay-upi', 'bharatkosh']),
    p('SMS अभी किस gateway से जाते हैं?', ['sms-nic']),
    p('Kafka cluster का ZooKeeper कहाँ है? monitoring में add करना है', ['kafka-kraft']),
    p('Loki में logs 90 दिन बाद delete हो रहे हैं, ये ठीक है ना?', ['logs-180']),
    p('OTP limit 10 minute में 3 है ना?', ['otp-rate-5']),
    p('ekyc tests में Auth API 2.0 वाला XSD use हो रहा है', ['auth-api-2-5', 'tests-no-uidai']),
    p('pom.xml में spring-kafka की dependency add कर दो', ['boot-3']),
    p('officer dashboard पर citizen का पूरा record खोलने पर कुछ log होता है क्या?', ['audit-trail']),
    p('RTI आई है, 2022 के एक application की पूरी history चाहिए', ['audit-trail']),
    p('prod DB पर एक application का status manual UPDATE से fix करना है', ['audit-trail', 'workflow']),
    p('officers के लिए pending applications की list API चाहिए pagination के साथ', [
      'api-versioning',
      'error-format',
      'archunit',
    ]),
    p('हमारे certificates का DigiLocker URI कैसा होता है?', ['digilocker-issuer']),
    p('DigiLocker का refresh_token citizen table में save कर दें ताकि बार बार login न करना पड़े', [
      'digilocker-token',
    ]),
    p('आय प्रमाण पत्र की SLA 15 दिन ही है ना?', ['rts-sla', 'rts-claim']),
    p('SLA में शनिवार को working day गिनें?', ['holiday-calendar']),
    p('village dropdown का data कहाँ से आता है?', ['lgd-codes']),
    p('UMANG की calls पर नए server से 403 आ रहा है', ['umang']),
    p('ASA OTP failure (error code 400) वाले case के लिए WireMock stub add करो', ['tests-no-uidai']),
    p('मंगलवार दोपहर 2 बजे prod पर deploy कर दूँ?', ['deploy-window']),
    p('scholarship की last date अगले हफ्ते है, नया feature deploy कर सकते हैं?', ['deploy-window']),
    p('staging DB का dump एक public bucket में मिला है, लगता है data leak हुआ है', ['certin-6h', 'owners']),
    p('Patroni failover के बाद services reconnect नहीं हो रहे', ['pg-cluster']),
    p('eKYC consent का text बदलना है legal के हिसाब से', ['ekyc-consent', 'i18n']),
    p('eSign OTP officers के लिए fail हो रहा है certificate sign करते समय', ['esign']),
    p('certificate verify page पर citizen का address भी दिखाओ', ['cert-verify-url']),
    p('DPDP के तहत एक citizen ने अपना data delete करने की request डाली है', ['dpdp', 'audit-trail']),
    p('local पर ekyc-service चलाना है, .env में AUA_LICENSE_KEY और DB_PASSWORD क्या डालूँ?', [
      'env-example',
      'vault',
      'tests-no-uidai',
    ]),
    p('Java में record और class में क्या फर्क है?', []),
    p('thanks भाई', []),
    p('git rebase -i कैसे करते हैं?', []),
    p('Optional.orElseThrow() और get() में क्या अंतर है?', []),
    p('ok commit कर दो', []),
    p('ये diff summarize करो', []),
    p('Indian PIN code के लिए regex?', []),
    p('virtual threads और platform threads में general difference समझाओ', []),
    p('बढ़िया, चल गया', []),
    p('Stream.toList() और collect(Collectors.toList()) में अंतर?', []),
    p('IntelliJ में rename का shortcut क्या है?', []),
    p('SQL में row_number() window function समझाओ example के साथ', []),
    p('good morning', []),
  ],
});
