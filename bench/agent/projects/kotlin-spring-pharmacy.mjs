// An online pharmacy backend in Germany (OTC shop, Rx orders via the German E-Rezept, mail-order dispatch):
// Kotlin + Spring Boot 3, Spring Data JPA on PostgreSQL, Flyway, Kafka, gematik TI connector, Adyen, an admin UI
// in Thymeleaf + HTMX, Keycloak, Testcontainers + Kotest, GitLab CI. Team of 5 in DE, PT, GR and UA.
// Held-out scenario: written blind, labelled by hand without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kotlin-spring-pharmacy',
  stack:
    'Kotlin 2.0, Spring Boot 3.3 (Spring MVC on virtual threads, Spring Security OAuth2 resource server + client), Spring Data JPA / Hibernate 6 on PostgreSQL 16, Flyway, Spring Kafka + Avro (Confluent schema registry), HAPI FHIR (KBV E-Rezept profiles), gematik TI connector (SOAP, mTLS, SMC-B), Adyen Java API library + webhooks, Thymeleaf + HTMX admin UI, Keycloak 25, Gradle Kotlin DSL with version catalog, Kotest + MockK + springmockk + Testcontainers + WireMock, GitLab CI, Helm on STACKIT Kubernetes (Frankfurt), OpenTelemetry, Unleash',
  memories: [
    // --- build & structure ---------------------------------------------------------------------------------
    m(
      'modules',
      'fact',
      'Gradle multi-module, settings.gradle.kts: :app (the Spring Boot main, config, security), :catalog (articles, ABDA import), :ordering (cart, orders, state machine), :erezept (TI connector client, FHIR parsing, task lifecycle), :payment (Adyen), :admin-ui (Thymeleaf controllers + templates), :shared (Money, Pzn, events, outbox). Package root is de.medivo.<module>. Modules talk through Spring beans in the *.api packages and Kafka events, never by importing another module internal package.',
      {
        age: 300,
        reaffirm: 30,
        files: ['settings.gradle.kts', 'app/src/main/kotlin/de/medivo/MedivoApplication.kt'],
        tags: ['gradle', 'modules', 'structure'],
        canonical: true,
      },
    ),
    m(
      'build-maven',
      'fact',
      'Build is Maven, parent pom with spring-boot-starter-parent, run ./mvnw verify before pushing. Kotlin plugin configured in the parent pom with the spring and jpa compiler plugins.',
      {
        age: 420,
        files: ['pom.xml'],
        tags: ['maven', 'build'],
      },
    ),
    m(
      'build-gradle',
      'decision',
      'We moved from Maven to Gradle Kotlin DSL. Dependency versions only in gradle/libs.versions.toml (version catalog), build logic in build-logic/ convention plugins (medivo.kotlin-conventions, medivo.spring-conventions). No version strings inside a module build.gradle.kts. Locally: ./gradlew check.',
      {
        supersedes: 'build-maven',
        age: 280,
        reaffirm: 25,
        files: ['gradle/libs.versions.toml', 'build-logic/src/main/kotlin', 'build.gradle.kts'],
        tags: ['gradle', 'build', 'version-catalog'],
        reason:
          'multi-module with maven was slow and the convention plugins are easier to share than pom inheritance',
      },
    ),
    m(
      'jdk-toolchain',
      'fact',
      'JVM toolchain 21 (Temurin) set in medivo.kotlin-conventions, jvmTarget 21. Virtual threads are on: spring.threads.virtual.enabled=true in application.yml. If your IDE runs with 17 you get "class file has wrong version 65.0", fix the Gradle JVM in IntelliJ, not the toolchain.',
      {
        files: [
          'build-logic/src/main/kotlin/medivo.kotlin-conventions.gradle.kts',
          'app/src/main/resources/application.yml',
        ],
        tags: ['jdk', 'toolchain', 'virtual-threads'],
      },
    ),
    m(
      'renovate-kotlin',
      'constraint',
      'Renovate opens MRs for everything, but kotlin and the kotlin-spring/jpa plugins are pinned in libs.versions.toml to what Spring Boot 3.3 supports (2.0.x). Do not merge a Kotlin 2.1 bump before the Boot upgrade, last time kapt + hibernate-jpamodelgen broke for a day.',
      {
        files: ['gradle/libs.versions.toml', 'renovate.json'],
        tags: ['renovate', 'kotlin', 'dependencies'],
      },
    ),

    // --- persistence ---------------------------------------------------------------------------------------
    m(
      'jpa-entities',
      'convention',
      'JPA entities are normal classes (not data class), kotlin("plugin.jpa") gives the no-arg ctor and allopen. equals/hashCode only on the id, toString without lazy relations. Collections as MutableSet with FetchType.LAZY. Entities never leave the service layer: controllers and Kafka get DTOs.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/jpa/BaseEntity.kt'],
        tags: ['jpa', 'hibernate', 'kotlin'],
        canonical: true,
      },
    ),
    m(
      'ids-uuidv7',
      'decision',
      'Primary keys are UUID v7 generated in the app (UuidV7.next() in :shared), column type uuid. No sequences/bigserial for new tables. Order numbers shown to customers are separate (MED-2024-000123, from order_number_seq).',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/id/UuidV7.kt'],
        tags: ['jpa', 'ids', 'postgres'],
        reason: 'ids are created before the insert for the outbox events and v7 keeps btree inserts ordered',
      },
    ),
    m(
      'ddl-auto-update',
      'convention',
      'Schema: hibernate ddl-auto=update in dev and test, so just add the field to the entity and restart. For prod we export the diff by hand.',
      {
        age: 400,
        files: ['app/src/main/resources/application-dev.yml'],
        tags: ['hibernate', 'schema'],
      },
    ),
    m(
      'flyway-only',
      'decision',
      'Schema only through Flyway. ddl-auto=validate in all profiles, incl. tests. Migrations in app/src/main/resources/db/migration, name V<yyyyMMddHHmm>__<what>.sql (timestamp, not V1,V2 — parallel branches collided). A migration that has reached main is never edited, write a new one.',
      {
        supersedes: 'ddl-auto-update',
        age: 330,
        reaffirm: 12,
        files: ['app/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'schema'],
        canonical: true,
      },
    ),
    m(
      'flyway-checksum-note',
      'note',
      'the checksum mismatch on test last week: V202405141030__order_shipping_address.sql had checksum -1582944317 on test and 1209381877 locally because someone reformatted it. We did flyway repair on test only, nothing else. Dont reformat old migrations in the IDE.',
      {
        files: ['app/src/main/resources/db/migration/V202405141030__order_shipping_address.sql'],
        tags: ['flyway', 'checksum'],
      },
    ),
    m(
      'flyway-zero-downtime',
      'constraint',
      'Two pods run during the rolling deploy, old and new code against the same schema. So no rename/drop of a column in one step: add new column, deploy, backfill, switch code, drop in a later release (expand/contract). NOT NULL on an existing big table only with a default.',
      {
        files: ['deploy/helm/medivo/values.yaml', 'app/src/main/resources/db/migration'],
        tags: ['flyway', 'deploy', 'zero-downtime'],
      },
    ),
    m(
      'open-in-view',
      'fact',
      'spring.jpa.open-in-view=false. LazyInitializationException in a controller or template = you loaded too little in the service; use a @EntityGraph or a projection query, do not turn OIV back on.',
      {
        files: ['app/src/main/resources/application.yml'],
        tags: ['jpa', 'lazy-loading', 'hibernate'],
      },
    ),
    m(
      'money-cents',
      'convention',
      'Money is the Money value class in :shared: amount in euro cents as Long + currency EUR. Embedded as price_cents bigint. No Double anywhere near prices. Adyen wants minor units too so it fits.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/money/Money.kt'],
        tags: ['money', 'prices'],
      },
    ),
    m(
      'money-bigdecimal',
      'convention',
      'Prices should be BigDecimal with scale 2 (numeric(12,2)), the ABDA data comes with decimals and VAT rounding on line level needs HALF_UP on BigDecimal. Cents as Long is a mess for the 7%/19% split.',
      {
        disputes: 'money-cents',
        files: ['catalog/src/main/kotlin/de/medivo/catalog/price'],
        tags: ['money', 'prices', 'vat'],
      },
    ),
    m(
      'timestamps',
      'convention',
      'Timestamps are Instant in code and timestamptz in postgres. Inject java.time.Clock (bean in ClockConfig), never Instant.now() / LocalDate.now() in services, tests use a MutableClock from testFixtures.',
      {
        files: [
          'app/src/main/kotlin/de/medivo/config/ClockConfig.kt',
          'shared/src/testFixtures/kotlin/de/medivo/shared/MutableClock.kt',
        ],
        tags: ['time', 'clock', 'testing'],
      },
    ),

    // --- kafka ---------------------------------------------------------------------------------------------
    m(
      'kafka-json',
      'decision',
      'Events on Kafka are JSON via Spring JsonSerializer, with the __TypeId__ header. Event classes in :shared/events.',
      {
        fact: 'medivo | event_format | JSON (JsonSerializer)',
        age: 380,
        files: ['shared/src/main/kotlin/de/medivo/shared/events'],
        tags: ['kafka', 'serialization'],
      },
    ),
    m(
      'kafka-avro',
      'decision',
      'Events are Avro, schemas in shared/src/main/avro/*.avsc, classes generated by the avro gradle plugin, Confluent schema registry with BACKWARD compatibility. New field = add with a default. No JsonSerializer and no __TypeId__ headers anymore (the data team could not read them).',
      {
        fact: 'medivo | event_format | Avro + schema registry (BACKWARD)',
        supersedes: 'kafka-json',
        age: 250,
        reaffirm: 20,
        files: ['shared/src/main/avro', 'shared/build.gradle.kts'],
        tags: ['kafka', 'avro', 'schema-registry'],
        reason: 'the analytics consumers are not JVM and the type headers leaked our class names',
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic names: medivo.<domain>.<event>.v<n>, e.g. medivo.ordering.order-placed.v1, medivo.payment.payment-authorised.v1. Key = orderId as string so all events of one order land in one partition. Topics are created by the Strimzi KafkaTopic CRs in deploy/kafka/topics.yaml, not by the app (auto.create is off on the cluster).',
      {
        files: ['deploy/kafka/topics.yaml'],
        tags: ['kafka', 'topics', 'naming'],
      },
    ),
    m(
      'outbox',
      'decision',
      'Every event that belongs to a DB change goes through the outbox table (shared.outbox_event), written in the same transaction; OutboxRelay polls and publishes. Never call kafkaTemplate.send() inside a @Transactional service method.',
      {
        files: [
          'shared/src/main/kotlin/de/medivo/shared/outbox/OutboxRelay.kt',
          'shared/src/main/kotlin/de/medivo/shared/outbox/OutboxWriter.kt',
        ],
        tags: ['kafka', 'outbox', 'transactions'],
        reaffirm: 40,
      },
    ),
    m(
      'kafka-idempotent',
      'convention',
      'Consumers are at-least-once. Every listener checks processed_message (consumer_group, event_id) in the same transaction as its work and skips duplicates — use the @IdempotentListener aspect, dont hand-roll it.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/kafka/IdempotentListener.kt'],
        tags: ['kafka', 'idempotency', 'consumers'],
      },
    ),
    m(
      'kafka-retry',
      'fact',
      'Retries with @RetryableTopic (4 attempts, exponential backoff 2s..60s), then <topic>-dlt. DLT messages show up in the admin UI under Betrieb > Dead letters and can be replayed there. Non-retryable: DeserializationException, ValidationException.',
      {
        files: [
          'shared/src/main/kotlin/de/medivo/shared/kafka/KafkaRetryConfig.kt',
          'admin-ui/src/main/resources/templates/ops/dead-letters.html',
        ],
        tags: ['kafka', 'retry', 'dlt'],
      },
    ),

    // --- e-rezept / TI -------------------------------------------------------------------------------------
    m(
      'erezept-flow',
      'fact',
      'E-Rezept flow for the pharmacy: customer gives us the token (task id + AccessCode, from the DataMatrix or the gematik app via CardLink/email). :erezept does $accept on the E-Rezept-Fachdienst through the TI connector -> we get the KBV bundle (signed PKCS7) -> pharmacist checks -> after dispatch $close with a MedicationDispense. State is in erezept_task table.',
      {
        age: 260,
        reaffirm: 18,
        files: [
          'erezept/src/main/kotlin/de/medivo/erezept/TaskLifecycleService.kt',
          'erezept/src/main/kotlin/de/medivo/erezept/FachdienstClient.kt',
        ],
        tags: ['erezept', 'gematik', 'fhir'],
        canonical: true,
      },
    ),
    m(
      'erezept-reject',
      'constraint',
      'If we cannot deliver an accepted prescription (out of stock, customer cancels, pharmacist says no) call $reject so the task goes back to the patient and they can redeem it at another pharmacy. Never $abort from our side for that, $abort deletes the prescription for good and the customer has to go back to the doctor. $reject must include the secret from the $accept response, its stored encrypted in erezept_task.secret.',
      {
        files: ['erezept/src/main/kotlin/de/medivo/erezept/TaskLifecycleService.kt'],
        tags: ['erezept', 'reject', 'abort'],
      },
    ),
    m(
      'ti-connector',
      'fact',
      'TI connector (secunet konnektor) in the pharmacy office in Leipzig, reachable from the cluster via the site-to-site VPN at https://konnektor.medivo.internal:443. SOAP services (SignatureService, CertificateService, EventService) via the generated JAX-WS clients in erezept/src/main/java-gen. Context: MandantId=medivo, ClientSystemId=medivo-backend, WorkplaceId=ws-versand. mTLS with a client cert from the connector admin.',
      {
        files: [
          'erezept/src/main/kotlin/de/medivo/erezept/connector/ConnectorConfig.kt',
          'erezept/src/main/java-gen',
        ],
        tags: ['ti', 'konnektor', 'soap', 'mtls'],
      },
    ),
    m(
      'telematik-id',
      'fact',
      'Our SMC-B on the RU (reference environment) is the test card, Telematik-ID 3-SMC-B-Testkarte-883110000092414, ICCSN 80276883110000092414. Prod Telematik-ID is in the config server, not in the repo. These are identifiers, not secrets, fine to use in test fixtures.',
      {
        files: ['erezept/src/test/resources/fixtures/smcb-ru.json'],
        tags: ['ti', 'smc-b', 'telematik-id'],
      },
    ),
    m(
      'erezept-accesscode',
      'constraint',
      'The AccessCode of an E-Rezept token gives anyone access to the prescription. Never log it, never put it in a Kafka event, never show it in the admin UI. In logs the task id only. The logback mask pattern covers "accessCode=" but not if you log the whole token URL, so dont.',
      {
        files: [
          'app/src/main/resources/logback-spring.xml',
          'erezept/src/main/kotlin/de/medivo/erezept/ErezeptToken.kt',
        ],
        tags: ['erezept', 'gdpr', 'logging', 'security'],
      },
    ),
    m(
      'fhir-hapi',
      'fact',
      'KBV bundles parsed with HAPI FHIR R4 (FhirContext.forR4Cached(), the context is expensive, one bean). Profiles KBV_PR_ERP_Bundle 1.1.0; validation with the kbv.ita.erp package loaded into the validator at startup (takes ~8s, thats why the :erezept tests are slow). Helper to read PZN, dosage, Autidem flag: KbvBundleReader.',
      {
        files: [
          'erezept/src/main/kotlin/de/medivo/erezept/fhir/KbvBundleReader.kt',
          'erezept/src/main/kotlin/de/medivo/erezept/fhir/FhirConfig.kt',
        ],
        tags: ['fhir', 'hapi', 'kbv'],
      },
    ),
    m(
      'erezept-tests-wiremock',
      'convention',
      'Tests never talk to a real connector or the RU. The Fachdienst and the connector SOAP endpoints are WireMock stubs in erezept/src/test/resources/wiremock (mappings + signed sample bundles from gematik). New case = new mapping file, dont call the RU from a test even "just once".',
      {
        files: ['erezept/src/test/resources/wiremock'],
        tags: ['erezept', 'wiremock', 'testing'],
      },
    ),
    m(
      'pzn',
      'fact',
      'PZN = 8 digits, last is a mod 11 check digit (weights 1..7 on the first 7). Parse with Pzn.of() in :shared, never as Int (leading zero! PZN 01126111 becomes 1126111). The PZN is public article data, not personal data.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/Pzn.kt'],
        tags: ['pzn', 'catalog'],
      },
    ),
    m(
      'erezept-validity',
      'constraint',
      'GKV E-Rezept: we may only dispense within 28 days after the issue date (authoredOn); from day 29 to 3 months the customer pays fully as a private sale, we dont do that in the shop — reject it with the reason "abgelaufen". The check is in PrescriptionValidityPolicy, calendar days in Europe/Berlin.',
      {
        files: ['erezept/src/main/kotlin/de/medivo/erezept/policy/PrescriptionValidityPolicy.kt'],
        tags: ['erezept', 'validity', 'gkv'],
      },
    ),

    // --- ordering / catalog --------------------------------------------------------------------------------
    m(
      'order-states',
      'fact',
      'OrderStatus: CART -> PLACED -> PAYMENT_AUTHORISED -> (Rx only: AWAITING_PHARMACIST -> RELEASED) -> PICKING -> SHIPPED -> DELIVERED, plus CANCELLED / REFUNDED. Transitions only through OrderStateMachine.transition(), it writes the order_status_history row and the outbox event. Setting order.status directly is a review blocker.',
      {
        files: [
          'ordering/src/main/kotlin/de/medivo/ordering/OrderStateMachine.kt',
          'ordering/src/main/kotlin/de/medivo/ordering/OrderStatus.kt',
        ],
        tags: ['ordering', 'state-machine'],
        reaffirm: 22,
      },
    ),
    m(
      'rx-release-pharmacist',
      'constraint',
      'An order with Rx items can only be released by a user with role PHARMACIST (Apotheker/in). PTA can prepare and comment but not release — that is ApoBetrO, not our taste. Checked in ReleaseService with @PreAuthorize("hasRole(\'PHARMACIST\')") and again in the admin template (button hidden).',
      {
        files: [
          'ordering/src/main/kotlin/de/medivo/ordering/release/ReleaseService.kt',
          'admin-ui/src/main/resources/templates/orders/detail.html',
        ],
        tags: ['rx', 'roles', 'apobetro'],
      },
    ),
    m(
      'rx-prices-fixed',
      'constraint',
      'Rx prices are fixed by the Arzneimittelpreisverordnung. No vouchers, discounts or bonus points on Rx lines, ever. VoucherService skips lines with rxOnly=true; if you add a new promotion type it must do the same.',
      {
        files: ['ordering/src/main/kotlin/de/medivo/ordering/promo/VoucherService.kt'],
        tags: ['rx', 'pricing', 'vouchers'],
      },
    ),
    m(
      'zuzahlung',
      'fact',
      'Zuzahlung (GKV co-payment) per Rx item: 10% of the price, min 5 EUR, max 10 EUR, never more than the price. Exempt when the KBV bundle has Zuzahlungsstatus=1 (befreit). Calculated in CoPaymentCalculator, the customer pays only the Zuzahlung via Adyen, the rest is billed to the Krankenkasse through the Rechenzentrum (ARZ) export.',
      {
        files: ['ordering/src/main/kotlin/de/medivo/ordering/rx/CoPaymentCalculator.kt'],
        tags: ['rx', 'zuzahlung', 'gkv'],
      },
    ),
    m(
      'abda-import',
      'fact',
      'Catalog master data from the ABDA-Artikelstamm, file delivered 1st and 15th of the month to the SFTP; ArticleImportJob (ShedLock, 03:00 Europe/Berlin) loads it into catalog.article. Our own texts/images live in catalog.article_content and are never overwritten by the import.',
      {
        files: ['catalog/src/main/kotlin/de/medivo/catalog/importer/ArticleImportJob.kt'],
        tags: ['catalog', 'abda', 'import'],
      },
    ),
    m(
      'cold-chain',
      'constraint',
      'Kühlartikel (insulin, some vaccines, flag coolingRequired) ship only with the DHL cold-chain product, Mon–Wed, and never to a Packstation. ShippingOptionsService filters that; the cart shows the hint. Dont add "express" for cooled items.',
      {
        files: ['ordering/src/main/kotlin/de/medivo/ordering/shipping/ShippingOptionsService.kt'],
        tags: ['shipping', 'cold-chain', 'dhl'],
      },
    ),

    // --- payment -------------------------------------------------------------------------------------------
    m(
      'adyen-sessions',
      'fact',
      'Payment via Adyen Checkout Sessions flow (POST /sessions from AdyenPaymentService, Drop-in on the frontend). Merchant account MedivoECOM, test env in dev/staging. Methods: card, PayPal, Klarna, giropay is dead. Result comes ONLY from the webhook, the redirect result is just for the UI.',
      {
        files: ['payment/src/main/kotlin/de/medivo/payment/AdyenPaymentService.kt'],
        tags: ['adyen', 'payment', 'checkout'],
      },
    ),
    m(
      'adyen-webhook',
      'constraint',
      'Adyen webhooks (POST /webhooks/adyen): verify the HMAC signature of every NotificationRequestItem, store it in payment.webhook_event and answer "[accepted]" right away. Processing happens async (outbox -> medivo.payment.* events). If we are slow or return non-2xx Adyen retries and the queue on their side blocks all later notifications.',
      {
        files: ['payment/src/main/kotlin/de/medivo/payment/webhook/AdyenWebhookController.kt'],
        tags: ['adyen', 'webhooks', 'hmac'],
      },
    ),
    m(
      'adyen-autocapture',
      'decision',
      'Adyen merchant account on auto-capture, the money is taken at authorisation. Refunds through the refund API when an order gets cancelled.',
      {
        fact: 'medivo-payment | capture_mode | auto-capture',
        age: 360,
        files: ['payment/src/main/kotlin/de/medivo/payment/AdyenPaymentService.kt'],
        tags: ['adyen', 'capture'],
      },
    ),
    m(
      'adyen-manual-capture',
      'decision',
      'Manual capture now. We authorise at checkout and capture when the order goes to SHIPPED (CaptureOnShipmentListener). Cancel before shipment = /cancels, not a refund. Authorisations expire after ~7 days (cards), so a Rx order stuck in AWAITING_PHARMACIST longer than 5 days gets flagged in the admin UI.',
      {
        fact: 'medivo-payment | capture_mode | manual capture on shipment',
        supersedes: 'adyen-autocapture',
        age: 200,
        reaffirm: 15,
        files: ['payment/src/main/kotlin/de/medivo/payment/CaptureOnShipmentListener.kt'],
        tags: ['adyen', 'capture', 'refund'],
        reason:
          'rejected prescriptions caused lots of refunds and the fees for them; BaFin/consumer law also prefers not taking money for goods we might not deliver',
      },
    ),

    // --- auth ----------------------------------------------------------------------------------------------
    m(
      'keycloak-adapter',
      'decision',
      'Auth with the Keycloak Spring Boot adapter (keycloak-spring-boot-starter), KeycloakWebSecurityConfigurerAdapter in SecurityConfig.',
      {
        age: 450,
        files: ['app/src/main/kotlin/de/medivo/config/SecurityConfig.kt'],
        tags: ['keycloak', 'security'],
      },
    ),
    m(
      'keycloak-oauth2',
      'decision',
      'The Keycloak adapter is gone (deprecated, no Boot 3). Shop API = spring-boot-starter-oauth2-resource-server with JWT from realm "medivo"; admin UI = oauth2-client login (client medivo-admin). Roles come from realm_access.roles, mapped in KeycloakJwtConverter to ROLE_*. No keycloak-* dependency in the build.',
      {
        supersedes: 'keycloak-adapter',
        age: 310,
        reaffirm: 35,
        files: [
          'app/src/main/kotlin/de/medivo/config/SecurityConfig.kt',
          'app/src/main/kotlin/de/medivo/config/KeycloakJwtConverter.kt',
        ],
        tags: ['keycloak', 'oauth2', 'spring-security'],
        canonical: true,
      },
    ),
    m(
      'roles',
      'fact',
      'Realm roles: CUSTOMER (shop), PHARMACIST, PTA, SUPPORT (customer service, sees orders but no prescription images), OPS (dead letters, jobs), ADMIN. Staff accounts need OTP in Keycloak (required action), customers not.',
      {
        files: ['deploy/keycloak/realm-medivo.json'],
        tags: ['keycloak', 'roles'],
      },
    ),
    m(
      'method-security',
      'convention',
      'Authorization on the service methods with @PreAuthorize, the controllers only have the URL-level rules in SecurityConfig. Reason: the same services are called from the admin UI controllers and from the REST API, so checks on controllers got forgotten twice.',
      {
        files: ['app/src/main/kotlin/de/medivo/config/SecurityConfig.kt'],
        tags: ['spring-security', 'authorization'],
      },
    ),

    // --- admin UI ------------------------------------------------------------------------------------------
    m(
      'admin-react',
      'decision',
      'The admin frontend will be a React SPA (Vite, in admin-frontend/) talking to /api/admin/**.',
      {
        age: 390,
        files: ['admin-frontend/package.json'],
        tags: ['admin', 'react', 'frontend'],
      },
    ),
    m(
      'admin-htmx',
      'decision',
      'Admin UI is server-rendered: Thymeleaf + HTMX in :admin-ui, no SPA, no npm build. Full pages in templates/<area>/*.html, partial updates return fragments ("orders/list :: rows"). Detect HTMX with the HX-Request header (HtmxRequest helper). htmx.min.js vendored in static/js, version in the filename.',
      {
        supersedes: 'admin-react',
        age: 290,
        reaffirm: 10,
        files: [
          'admin-ui/src/main/resources/templates',
          'admin-ui/src/main/kotlin/de/medivo/admin/HtmxRequest.kt',
        ],
        tags: ['admin', 'thymeleaf', 'htmx'],
        reason:
          'nobody on the team wanted to maintain a second build and the API for it; 5 people, backend devs',
        canonical: true,
      },
    ),
    m(
      'htmx-csrf',
      'fact',
      'CSRF is on for the admin UI (session login). layout.html puts the token in hx-headers on <body>, so every hx-post/hx-delete sends X-CSRF-TOKEN. If a new page does not use layout:decorate you get 403 on every HTMX post.',
      {
        files: ['admin-ui/src/main/resources/templates/layout.html'],
        tags: ['htmx', 'csrf', 'admin'],
      },
    ),
    m(
      'admin-i18n',
      'convention',
      'Admin UI texts in messages_de.properties (default, the pharmacists work in German) and messages_en.properties. #{...} in templates, no German literals in html. Dates shown as dd.MM.yyyy HH:mm Europe/Berlin via the #temporals helper.',
      {
        files: [
          'admin-ui/src/main/resources/messages_de.properties',
          'admin-ui/src/main/resources/messages_en.properties',
        ],
        tags: ['i18n', 'thymeleaf', 'admin'],
      },
    ),
    m(
      'alpine-no',
      'convention',
      'No Alpine.js or other JS frameworks in the admin. If HTMX cannot do it, a few lines of vanilla JS in static/js/admin.js.',
      {
        files: ['admin-ui/src/main/resources/static/js/admin.js'],
        tags: ['admin', 'javascript'],
      },
    ),
    m(
      'alpine-ok',
      'note',
      'Alpine is fine for small client state in the admin (dropdowns, modal open/close, the pick-list checkboxes), Nikos already uses x-data in the picking page and it is much cleaner than admin.js spaghetti.',
      {
        disputes: 'alpine-no',
        files: ['admin-ui/src/main/resources/templates/picking/list.html'],
        tags: ['admin', 'javascript', 'alpine'],
      },
    ),
    m(
      'rx-images-access',
      'constraint',
      'Prescription images/PDFs (paper Rx scans, Privatrezept uploads) are health data: served only via /admin/rx-documents/{id} with role PHARMACIST or PTA, never a public bucket URL, access is written to audit_log. SUPPORT must not see them.',
      {
        files: ['admin-ui/src/main/kotlin/de/medivo/admin/rx/RxDocumentController.kt'],
        tags: ['gdpr', 'health-data', 'admin', 'audit'],
      },
    ),

    // --- testing -------------------------------------------------------------------------------------------
    m(
      'tests-junit',
      'convention',
      'Tests with JUnit 5 + Mockito-Kotlin, AssertJ for assertions. Spring tests extend AbstractIT with an embedded H2 in Postgres mode.',
      {
        fact: 'medivo | test_framework | JUnit 5 + Mockito + H2',
        age: 370,
        files: ['app/src/test/kotlin/de/medivo/AbstractIT.kt'],
        tags: ['testing', 'junit'],
      },
    ),
    m(
      'tests-kotest',
      'convention',
      'Tests are Kotest (FunSpec for unit, BehaviorSpec where the PO wants Given/When/Then), MockK instead of Mockito, @MockkBean (springmockk) in Spring tests. Integration tests extend IntegrationSpec which starts Postgres 16 and Kafka via Testcontainers with @ServiceConnection, singleton containers. No H2 — jsonb, uuid and our partial indexes dont exist there.',
      {
        fact: 'medivo | test_framework | Kotest + MockK + Testcontainers',
        supersedes: 'tests-junit',
        age: 240,
        reaffirm: 8,
        files: [
          'app/src/testFixtures/kotlin/de/medivo/IntegrationSpec.kt',
          'build-logic/src/main/kotlin/medivo.spring-conventions.gradle.kts',
        ],
        tags: ['testing', 'kotest', 'mockk', 'testcontainers'],
        canonical: true,
      },
    ),
    m(
      'test-fixtures',
      'convention',
      'Test data through the builders in each module testFixtures (anOrder { rxItem(pzn = ...) }, aCustomer()), not by saving entities by hand field by field. Customer names in fixtures are made up, never copy a real order from prod.',
      {
        files: ['ordering/src/testFixtures/kotlin/de/medivo/ordering/OrderFixtures.kt'],
        tags: ['testing', 'fixtures'],
      },
    ),
    m(
      'test-naming',
      'convention',
      'Kotest test names are sentences in English in lower case: test("rejects an expired prescription"). Spec files named <Class>Spec.kt, integration ones <Thing>IT.kt (the Gradle integrationTest task filters on *IT).',
      {
        files: ['build-logic/src/main/kotlin/medivo.spring-conventions.gradle.kts'],
        tags: ['testing', 'naming'],
      },
    ),
    m(
      'konsist',
      'fact',
      'Architecture rules as Konsist tests in app/src/test/kotlin/de/medivo/arch: :shared has no Spring web dependency, modules only import other modules *.api packages, controllers dont use repositories directly. If Konsist fails, fix the code, dont add an exclusion.',
      {
        files: ['app/src/test/kotlin/de/medivo/arch/ModuleBoundariesSpec.kt'],
        tags: ['architecture', 'konsist', 'testing'],
      },
    ),

    // --- CI / deploy ---------------------------------------------------------------------------------------
    m(
      'gitlab-ci',
      'fact',
      '.gitlab-ci.yml stages: build -> test -> integration -> image -> deploy-staging -> deploy-prod (manual). Integration jobs use the docker:dind service; Testcontainers needs DOCKER_HOST=tcp://docker:2375 and TESTCONTAINERS_HOST_OVERRIDE=docker, both set in the .integration template. Gradle cache keyed on libs.versions.toml.',
      {
        files: ['.gitlab-ci.yml', 'ci/templates/integration.yml'],
        tags: ['gitlab', 'ci', 'testcontainers'],
        reaffirm: 28,
      },
    ),
    m(
      'deploy-stackit',
      'fact',
      'Runs on STACKIT Kubernetes (SKE, region eu01, Frankfurt) — managed Postgres Flex and the Kafka is Strimzi in the same cluster. Helm chart in deploy/helm/medivo, values-staging.yaml / values-prod.yaml. Secrets via External Secrets from STACKIT Secrets Manager, nothing in values files.',
      {
        files: ['deploy/helm/medivo/values-prod.yaml', 'deploy/helm/medivo/templates/externalsecret.yaml'],
        tags: ['deploy', 'kubernetes', 'stackit', 'helm'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Health data and customer data stay in Germany/EU providers with an AVV (DPA). No US SaaS that receives request payloads: no Sentry cloud (we run GlitchTip self-hosted), no Datadog, no ChatGPT/Copilot chat with prod data pasted in. Mail via our Mailjet EU account only for transactional mails without health data in the body.',
      {
        tags: ['gdpr', 'hosting', 'saas'],
        reaffirm: 45,
        canonical: true,
      },
    ),
    m(
      'secrets-policy',
      'constraint',
      'No credentials in the repo, in application*.yml or in .gitlab-ci.yml. Locally: .env.local (gitignored) loaded by spring-dotenv, or the dev Keycloak/Kafka from docker-compose with their default dev creds. CI variables are masked+protected in GitLab.',
      {
        files: ['.gitignore', 'docker-compose.yml'],
        tags: ['secrets', 'security'],
      },
    ),
    m(
      'mr-rules',
      'convention',
      'MR needs 1 approval, pipeline green, squash merge. Branches feature/MED-123-short-name. Conventional commits in English (feat(erezept): ...), the MED ticket in the footer.',
      {
        files: ['.gitlab/merge_request_templates/Default.md'],
        tags: ['git', 'merge-request', 'workflow'],
      },
    ),

    // --- gdpr / logging ------------------------------------------------------------------------------------
    m(
      'log-no-pii',
      'constraint',
      'No personal or health data in logs: no names, addresses, emails, birth dates, diagnoses, article names of Rx items (the medicine says something about the disease!). Log ids (orderId, customerId, taskId). Logs go to Loki and are kept 30 days, they are not a place for Art. 9 data.',
      {
        files: ['app/src/main/resources/logback-spring.xml'],
        tags: ['gdpr', 'logging', 'health-data'],
        reaffirm: 20,
        canonical: true,
      },
    ),
    m(
      'logging-json',
      'fact',
      'Logs as JSON (logstash-logback-encoder) with traceId/spanId from Micrometer tracing; local profile logs plain text. Use kotlin-logging (private val log = KotlinLogging.logger {}), structured args with kv("orderId", id).',
      {
        files: ['app/src/main/resources/logback-spring.xml'],
        tags: ['logging', 'observability'],
      },
    ),
    m(
      'gdpr-deletion',
      'decision',
      'Account deletion (Art. 17) = CustomerErasureService: pseudonymise customer row (name/email/address replaced, erased_at set), delete marketing consents, wishlist, cart. Orders and prescription records stay (pseudonymised) because of retention duty. Runs async via medivo.customer.erasure-requested.v1, every module with personal data has a listener.',
      {
        files: ['app/src/main/kotlin/de/medivo/customer/CustomerErasureService.kt'],
        tags: ['gdpr', 'deletion', 'pseudonymisation'],
      },
    ),
    m(
      'rx-retention-5y',
      'constraint',
      'Dispensing records for Rx (what, to whom, which prescription) must be kept 5 years after dispensing, then deleted by RetentionJob. Dont delete earlier on customer request.',
      {
        files: ['erezept/src/main/kotlin/de/medivo/erezept/retention/RetentionJob.kt'],
        tags: ['gdpr', 'retention', 'rx'],
      },
    ),
    m(
      'rx-retention-3y',
      'note',
      'the Rx retention in RetentionJob is wrong imo, ApoBetrO §22 says 1 year after the last entry for most records and the tax side needs 10y for invoices but without health data. Lawyer said 3 years is enough for the prescription data, waiting for written confirmation.',
      {
        disputes: 'rx-retention-5y',
        files: ['erezept/src/main/kotlin/de/medivo/erezept/retention/RetentionJob.kt'],
        tags: ['gdpr', 'retention', 'rx'],
      },
    ),
    m(
      'field-encryption',
      'convention',
      'Art. 9 columns (customer.allergies, order_item.dosage_note, erezept_task.secret, rx_document.storage_key) are encrypted with the EncryptedStringConverter (AES-GCM via Tink, key from Secrets Manager). Such columns cannot be used in WHERE/LIKE — if you need search, add a blind index column like customer_email_hash.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/crypto/EncryptedStringConverter.kt'],
        tags: ['gdpr', 'encryption', 'jpa'],
      },
    ),
    m(
      'consent',
      'fact',
      'Marketing consent with double opt-in, table customer.consent (type, given_at, source, withdrawn_at). Newsletter only when NEWSLETTER consent is active. Transactional mails (order confirmation) need no consent but must not contain Rx article names.',
      {
        files: ['app/src/main/kotlin/de/medivo/customer/ConsentService.kt'],
        tags: ['gdpr', 'consent', 'email'],
      },
    ),

    // --- api style -----------------------------------------------------------------------------------------
    m(
      'api-errors',
      'convention',
      'REST errors as RFC 7807 ProblemDetail (spring.mvc.problemdetails.enabled=true + GlobalExceptionHandler). Our error codes in the "code" property (e.g. RX_EXPIRED, CART_LIMIT_EXCEEDED), the shop frontend switches on them, so never rename an existing code.',
      {
        files: ['app/src/main/kotlin/de/medivo/web/GlobalExceptionHandler.kt'],
        tags: ['api', 'errors', 'problem-details'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Shop REST under /api/v1, OpenAPI from springdoc at /v3/api-docs, the shop frontend (separate repo medivo-shop-web) generates its client from it. Breaking changes only as /api/v2 endpoint, v1 stays until the frontend team says so.',
      {
        files: ['app/src/main/kotlin/de/medivo/web/OpenApiConfig.kt'],
        tags: ['api', 'openapi', 'versioning'],
      },
    ),
    m(
      'no-coroutines-web',
      'decision',
      'Blocking Spring MVC on virtual threads, no suspend controllers or WebFlux. Coroutines only inside for parallel calls (e.g. stock check at 3 wholesalers) with Dispatchers.IO and a timeout.',
      {
        files: ['app/src/main/resources/application.yml'],
        tags: ['coroutines', 'virtual-threads', 'spring-mvc'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'Unleash (self-hosted, unleash.medivo.internal) for feature flags, wrapper FeatureFlags.isEnabled("erezept-cardlink"). Flag names kebab-case. Dead flags get removed within 2 sprints after 100% rollout.',
      {
        files: ['shared/src/main/kotlin/de/medivo/shared/flags/FeatureFlags.kt'],
        tags: ['feature-flags', 'unleash'],
      },
    ),
    m(
      'wholesaler-stock',
      'fact',
      'Stock availability from the wholesalers (Phoenix, Noweda) via their MSV3 interface, MSV3Client in :catalog with 2s timeout per wholesaler. Result cached 5 min in Caffeine. MSV3 down = show "lieferbar in 2-3 Tagen", never block checkout.',
      {
        files: ['catalog/src/main/kotlin/de/medivo/catalog/stock/Msv3Client.kt'],
        tags: ['msv3', 'stock', 'wholesaler'],
      },
    ),

    // --- neighbouring topics (mostly irrelevant) -----------------------------------------------------------
    m(
      'shop-web-repo',
      'fact',
      'The customer-facing shop is a separate Next.js repo (medivo-shop-web) owned by the agency; their checkout page embeds the Adyen Drop-in. We dont change code there, open an issue in their GitLab project.',
      {
        tags: ['frontend', 'nextjs', 'checkout'],
      },
    ),
    m(
      'dwh-dbt',
      'note',
      'Analytics: a read replica feeds the data warehouse (BigQuery EU, dbt models in the medivo-analytics repo). They read orders and order_item but only via the pseudonymised views in schema analytics. Column renames break their models — tell Oksana.',
      {
        tags: ['analytics', 'dbt', 'replica'],
      },
    ),
    m(
      'standup',
      'note',
      'Standup 9:30 CET on Jitsi, Thursday is demo day with the pharmacists. Ioanna is on Athens time (+1h), Oksana on Kyiv (+1h) — dont schedule reviews before 10:00 for them.',
      {
        tags: ['team', 'meetings'],
      },
    ),
    m(
      'oncall',
      'fact',
      'On-call rotation weekly in Grafana OnCall, alerts from the payment webhook lag and the OutboxRelay backlog page the on-call. Runbooks in the wiki under Betrieb/Runbooks.',
      {
        tags: ['oncall', 'alerts', 'ops'],
      },
    ),
    m(
      'mobile-app-old',
      'note',
      'The old Flutter app (medivo-app, archived) also used Keycloak and the /api/v1/cart endpoints, it is out of the stores since March. If you see its user agent (MedivoApp/2.x) in logs thats old installs.',
      {
        tags: ['mobile', 'flutter', 'legacy'],
      },
    ),
    m(
      'pharmacy-hours',
      'note',
      'Pharmacists in Leipzig work Mon–Fri 8–18, Sat 9–13. Rx orders placed after that wait until the next morning, the customer sees that in the confirmation mail. Notdienst (emergency duty) is not done by the online shop.',
      {
        tags: ['pharmacy', 'operations'],
      },
    ),

    // --- stale / reaffirmed ones ---------------------------------------------------------------------------
    m(
      'dev-compose',
      'fact',
      'docker compose up starts Postgres 16, Kafka (KRaft) + schema registry, Keycloak with realm-medivo.json imported, WireMock for connector/Fachdienst and MailHog. App with --spring.profiles.active=local.',
      {
        age: 270,
        reaffirm: 5,
        files: ['docker-compose.yml', 'deploy/keycloak/realm-medivo.json'],
        tags: ['local-dev', 'docker-compose'],
      },
    ),

    // --- candidates (agent-proposed, unreviewed) -----------------------------------------------------------
    m(
      'cand-shedlock',
      'convention',
      'Scheduled jobs should always use @SchedulerLock (ShedLock, jdbc provider) because two pods run; seen in ArticleImportJob and RetentionJob.',
      {
        candidate: true,
        files: ['catalog/src/main/kotlin/de/medivo/catalog/importer/ArticleImportJob.kt'],
        tags: ['scheduling', 'shedlock'],
      },
    ),
    m(
      'cand-erezept-slow-tests',
      'note',
      ':erezept integration tests take ~3 minutes because of the FHIR validator warm-up; run them with ./gradlew :erezept:integrationTest only when touching that module.',
      {
        candidate: true,
        files: ['erezept/build.gradle.kts'],
        tags: ['testing', 'erezept', 'performance'],
      },
    ),
    m(
      'cand-htmx-boost',
      'note',
      'hx-boost on the admin nav causes the Keycloak re-login redirect to render inside the page; the nav links use plain hrefs for that reason.',
      {
        candidate: true,
        files: ['admin-ui/src/main/resources/templates/layout.html'],
        tags: ['htmx', 'keycloak', 'admin'],
      },
    ),

    // --- careless credentials ------------------------------------------------------------------------------
    m(
      'secret-adyen-key',
      'note',
      'Payment tests on staging fail with 401 from Adyen since Friday — I regenerated the ws user key in the customer area, the new one is AQEyhmfxK4_fakeTESTkey7Qw9bNCrL2vX0mHYaZ1pEoT5uG8sDJ3kWi6nVfB-Rt2Lq and I already put it in the staging secret, just FYI in case you run the payment module locally against Adyen test.',
      {
        secret: 'AQEyhmfxK4_fakeTESTkey7Qw9bNCrL2vX0mHYaZ1pEoT5uG8sDJ3kWi6nVfB-Rt2Lq',
        tags: ['adyen', 'staging'],
      },
    ),
    m(
      'secret-keycloak-admin-de',
      'note',
      'Für die Keycloak-Admin-Konsole auf staging (auth.staging.medivo.de/admin) meldet ihr euch als medivo-admin an, das Kennwort lautet Kc!Staging#Loewe2024 — bitte nicht im Realm-Export committen, das ist mir schon einmal passiert.',
      { secret: 'Kc!Staging#Loewe2024', tags: ['keycloak', 'staging'] },
    ),
    m(
      'secret-pharmacist-gr',
      'note',
      'Για τα tests στο staging υπάρχει ο λογαριασμός φαρμακοποιού apotheker.test@medivo.de και ο κωδικός του είναι Farm4k0s!Thessa99, έχει ρόλο PHARMACIST χωρίς OTP. (Ιωάννα)',
      { secret: 'Farm4k0s!Thessa99', tags: ['keycloak', 'testing', 'roles'] },
    ),
    m(
      'secret-connector-pin',
      'fact',
      'The client cert for the konnektor mTLS is konnektor-client.p12 in the ops vault folder; when Java asks for the keystore PIN type 739164 (it is the same PIN the connector admin UI shows as "Client-Zertifikat Export").',
      { secret: '739164', tags: ['ti', 'konnektor', 'mtls'] },
    ),
    m(
      'secret-kafka-sasl',
      'note',
      'To consume from the staging Strimzi cluster locally use the SASL/SCRAM user dev-reader. Its password is the one Oleksandr generated: Zq8mT2vRx4Lp9sWk. Only read ACLs on medivo.* topics.',
      { secret: 'Zq8mT2vRx4Lp9sWk', tags: ['kafka', 'sasl', 'staging'] },
    ),
    m(
      'secret-described',
      'note',
      'the SFTP account for the ABDA delivery uses the long one with the two hashes and the year at the end, I always forget it myself, so here: abda_sftp / Artikel##Stamm-Lpz-2024',
      { secret: 'Artikel##Stamm-Lpz-2024', tags: ['abda', 'sftp'] },
    ),
    m(
      'secret-gitlab-deploy-token',
      'fact',
      'Helm pulls the images from our GitLab registry with the deploy token gitlab+deploy-token-4417, token value gldt-7fKzqP2mXv9LwR3tYb8N (read_registry only). It is referenced in the imagePullSecret on the cluster.',
      { secret: 'gldt-7fKzqP2mXv9LwR3tYb8N', tags: ['gitlab', 'registry', 'deploy'] },
    ),
    m(
      'secret-smtp-pt',
      'note',
      'Para testar os e-mails de confirmação no staging, o SMTP do Mailjet é in-v3.mailjet.com:587, utilizador 4f1c8e2a9b7d, e a palavra-passe é mJ7-Qx2w9Rkz4TfP8hLs. Não usem isto em produção, por favor. (Marta)',
      { secret: 'mJ7-Qx2w9Rkz4TfP8hLs', tags: ['smtp', 'mailjet', 'email'] },
    ),
    m(
      'secret-jdbc-url',
      'fact',
      'read-only access to the staging replica for debugging queries: jdbc:postgresql://pg-staging-ro.medivo.internal:5432/medivo?user=readonly_dev&password=Ro_dev!5uQ8xK2m&sslmode=require',
      { secret: 'Ro_dev!5uQ8xK2m', tags: ['postgres', 'staging'] },
    ),
  ],
  sessions: [
    {
      id: 'kotlin-spring-pharmacy-session-1',
      age: 3,
      turns: [
        said(
          'moin. MED-588 today: customers who cancel an Rx order before the pharmacist looked at it still get the "in Prüfung" mail next morning. and the prescription stays blocked on our side',
        ),
        replied(
          'Found it: OrderCancellationService sets CANCELLED via the state machine but nothing listens for it in :erezept, so the task stays accepted and the nightly RxReviewReminderJob still mails the customer. I can add a listener on medivo.ordering.order-cancelled.v1 that calls $reject and a guard in the reminder job. Ok?',
        ),
        said(
          'yes go. but dont touch RxReviewReminderJob itself today, Ioanna has a MR open on it. just filter in the query she calls',
        ),
        replied(
          'Understood, I left the job class untouched and added the status filter to RxReviewQueryRepository. For the new listener I need the cancel date for the $reject audit entry — I will take LocalDate.now(clock).',
        ),
        said(
          'careful, LocalDate.now(clock) gives UTC in the pods. any business date — validity of the Rx, "bestellt am", cut-off for same day shipping — is computed in Europe/Berlin, with clock.withZone(BERLIN) or the BusinessDates helper. storing stays Instant/UTC',
          { key: 's-berlin-dates', type: 'constraint' },
        ),
        replied(
          'Switched to BusinessDates.today(clock). The listener is in place; I also want to show the reject reason on the admin order detail page. The template currently gets the Order entity and walks order.erezeptTasks.',
        ),
        said(
          'ugh thats exactly what we dont want. templates get a view model / projection built in the service, no JPA entity in the Model map. every lazy thing in a template is a LazyInit or an N+1 waiting to happen',
          { key: 's-no-entities-in-templates', type: 'convention' },
        ),
        replied(
          'Added OrderDetailView (data class) built in OrderQueryService with one fetch-join query; the template only reads the view. Next: the cancellation should also cancel the Adyen authorisation. Should I call /cancels directly from the listener?',
        ),
        said(
          'yes, but every call to adyen that changes money gets an Idempotency-Key header, orderId + ":" + the operation, e.g. "0190f3a2-...:cancel". retries from the DLT then dont double-cancel or double-refund',
          { key: 's-adyen-idempotency', type: 'convention' },
        ),
        replied(
          'Done — AdyenPaymentService.cancel() sends Idempotency-Key "<orderId>:cancel". To test against the Adyen test env locally I need the HMAC key for the webhook validation.',
        ),
        said(
          'here, the test one from the customer area: 44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056 — only for your local .env',
          { secret: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056' },
        ),
        replied(
          'Put it in .env.local only. The integration test OrderCancellationIT starts Postgres and Kafka; I added .withReuse(true) to the containers so reruns are faster.',
        ),
        said(
          'take that out pls. reuse is for your ~/.testcontainers.properties if you like it, not for committed code — on the gitlab dind runners reused containers leak between jobs and we had random red pipelines from it',
          { key: 's-no-tc-reuse', type: 'convention' },
        ),
        replied(
          'Removed withReuse. OrderCancellationIT is green. The event I publish for the rejected task — I changed RxTaskRejected.reason from string to an enum in the avsc.',
        ),
        said(
          'no no. a type change is breaking for the schema registry even if BACKWARD lets it pass in some way. rule for events: incompatible change = new topic with .v2, producer writes both v1 and v2 for two sprints, then v1 goes. for now keep reason a string and add reasonCode as optional field with default null',
          { key: 's-event-breaking-v2', type: 'convention' },
        ),
        replied(
          'Reverted: reason stays a string, added reasonCode (union null|string, default null). Schema compatibility check passes.',
        ),
        said('ok. and run only the :erezept and :ordering tests for now, the full build takes ages'),
        replied(':erezept:test :ordering:test :ordering:integrationTest — all green.'),
        said(
          'btw while you are in OrderCancellationService: BtM (Betäubungsmittel) articles are simply not sold online here, Versandverbot. if catalog has btm=true the article must not even get into the cart, not just be blocked at checkout',
          { key: 's-btm-no-cart', type: 'constraint' },
        ),
        replied(
          'CartService.addItem now throws BtmNotSellableException (problem code BTM_NOT_SELLABLE) and the product API marks those articles as not orderable. Added a CartServiceSpec case.',
        ),
        said(
          'perfect. new user-facing behaviour like the auto-reject goes behind a flag, default off in prod, we switch it on after the pharmacists saw it on thursday. call it erezept-auto-reject-on-cancel',
          { key: 's-new-behaviour-flag', type: 'decision' },
        ),
        replied(
          'Wrapped the listener in FeatureFlags.isEnabled("erezept-auto-reject-on-cancel"); the flag is created in Unleash with default off for prod, on for staging.',
        ),
        said(
          'and the MR description — for anything touching :erezept or :payment write a short "Compliance" section: what data flows where, does it touch Art. 9 data. the DPO reads those MRs',
          { key: 's-mr-compliance-section', type: 'convention' },
        ),
        replied(
          'Opened MR "feat(erezept): reject task when an Rx order is cancelled" with a Compliance section. Commit message in English as usual?',
        ),
        said(
          'this once in German please, the ticket came from the Apothekenleitung and they read the changelog',
        ),
        replied(
          'Amended: "feat(erezept): Rezept bei Stornierung an Patient zurückgeben". Pipeline is running.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      'add a `pickedAt` timestamp column to order_item, just add the field on the entity, hibernate will create it',
      ['flyway-only', 'timestamps', 'flyway-zero-downtime'],
    ),
    p('rename column order.shipping_addr to shipping_address, the old name is ugly. write the migration', [
      'flyway-zero-downtime',
      'flyway-only',
      'dwh-dbt',
    ]),
    p(
      'Flyway fails on staging startup:\norg.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 202406031415\n-> Applied to database : 88412093\n-> Resolved locally    : -209331776\nI only fixed a typo in a comment in that file',
      ['flyway-only', 'flyway-checksum-note'],
    ),
    p('new table for wholesaler returns (retoure), what should the id column be? bigserial ok?', [
      'ids-uuidv7',
      'flyway-only',
      'jpa-entities',
    ]),
    p(
      'make ReturnRequest a data class, it is less boilerplate: @Entity data class ReturnRequest(@Id val id: UUID, ...)',
      ['jpa-entities'],
    ),
    p(
      'org.hibernate.LazyInitializationException: failed to lazily initialize a collection of role: de.medivo.ordering.Order.items: could not initialize proxy - no Session\n\tat org.thymeleaf.spring6.expression.SPELVariableExpressionEvaluator.evaluate\n\tat ... orders/detail.html line 57\njust enable open-in-view again?',
      ['open-in-view', 's-no-entities-in-templates'],
    ),
    p('publish an OrderShipped event to kafka from ShipmentService.markShipped', [
      'outbox',
      'kafka-avro',
      'kafka-topics',
      'order-states',
    ]),
    p(
      'add the customer email and the article names to the order-placed event, the mail service needs them for the confirmation',
      ['log-no-pii', 'consent', 'kafka-avro', 's-event-breaking-v2'],
    ),
    p(
      'change `quantity` in OrderPlaced.avsc from int to long, the schema registry check is red when I do it',
      ['s-event-breaking-v2', 'kafka-avro'],
    ),
    p(
      'the stock-reserved consumer processed the same message twice after a rebalance and we reserved 2x. fix it in StockReservationListener',
      ['kafka-idempotent'],
    ),
    p(
      'customer cancelled her order, I want to call $abort on the E-Rezept task in OrderCancellationService so it is cleaned up',
      ['erezept-reject', 'erezept-flow', 's-new-behaviour-flag'],
    ),
    p('log the full e-rezept token when $accept fails, I need it for debugging with the gematik support', [
      'erezept-accesscode',
      'log-no-pii',
    ]),
    p(
      'write an integration test for TaskLifecycleService.accept — can I point it at the RU Fachdienst, we have the test card anyway',
      ['erezept-tests-wiremock', 'tests-kotest', 'telematik-id'],
    ),
    p(
      'javax.net.ssl.SSLHandshakeException: Received fatal alert: bad_certificate\n\tat de.medivo.erezept.connector.SignatureServiceClient.verifyDocument(SignatureServiceClient.kt:88)\nconnector on staging since this morning',
      ['ti-connector'],
    ),
    p(
      'prescription issued on 2 May, customer sends it on 31 May. what does our validity check do and is it right?',
      ['erezept-validity', 's-berlin-dates'],
    ),
    p('read the PZN from the KBV bundle and store it as Int on erezept_task, easier to join', [
      'pzn',
      'fhir-hapi',
    ]),
    p('the Zuzahlung for a 4,20 EUR Rx item comes out as 5,00 in CoPaymentCalculator, bug?', [
      'zuzahlung',
      'money-cents',
      'money-bigdecimal',
    ]),
    p('marketing wants a 10% voucher "SOMMER10" on the whole cart, add the promotion type', [
      'rx-prices-fixed',
      'money-cents',
      'money-bigdecimal',
    ]),
    p('PTA accounts should be able to release Rx orders on Saturdays, just extend the @PreAuthorize', [
      'rx-release-pharmacist',
      'method-security',
      'roles',
    ]),
    p('customer wants express shipping for insulin, add express as option for all articles', ['cold-chain']),
    p('add Tilidin drops to the catalog import whitelist so customers can order them', [
      's-btm-no-cart',
      'abda-import',
    ]),
    p(
      'Adyen webhook controller: after verifying, capture the payment and update the order in the same request',
      ['adyen-webhook', 'adyen-manual-capture', 'outbox'],
    ),
    p(
      'Kunde storniert vor dem Versand, wir sollen das Geld zurücküberweisen. Refund API in OrderCancellationService aufrufen?',
      ['adyen-manual-capture', 's-adyen-idempotency'],
    ),
    p(
      'Adyen returns 422 "Original pspReference required" on retries from the DLT and sometimes cancels twice, see PaymentCancelListener',
      ['s-adyen-idempotency', 'kafka-retry'],
    ),
    p('add keycloak-spring-boot-starter so I can use @KeycloakPrincipal in the admin controllers', [
      'keycloak-oauth2',
    ]),
    p('Admin: neue Seite "Retouren" mit Tabelle und Filter, bitte mit React, das geht schneller', [
      'admin-htmx',
      'admin-i18n',
      'alpine-no',
      'alpine-ok',
    ]),
    p('hx-post on the new returns page always gets 403 Forbidden, GET works. templates/returns/list.html', [
      'htmx-csrf',
    ]),
    p('support wants to see the uploaded Privatrezept scan on the order page to answer customer questions', [
      'rx-images-access',
      'roles',
    ]),
    p('write tests for ReturnService, use @MockBean for the repository and H2 so its quick', [
      'tests-kotest',
      'test-fixtures',
      'test-naming',
    ]),
    p(
      'integration job on gitlab: org.testcontainers.containers.ContainerLaunchException: Could not create/start container\nCaused by: java.lang.IllegalStateException: Could not find a valid Docker environment',
      ['gitlab-ci', 's-no-tc-reuse'],
    ),
    p('bump kotlin to 2.1.0 in libs.versions.toml, renovate MR !412 is green', [
      'renovate-kotlin',
      'build-gradle',
    ]),
    p('we want error tracking, can I add the sentry spring boot starter with our DSN from sentry.io?', [
      'data-residency',
      'secrets-policy',
    ]),
    p(
      'Kunde möchte seinen Account löschen lassen, inkl. aller Bestellungen und Rezepte. Wie machen wir das?',
      ['gdpr-deletion', 'rx-retention-5y', 'rx-retention-3y'],
    ),
    p('search customers by allergy in the admin ("Penicillin"), add a LIKE query in CustomerRepository', [
      'field-encryption',
    ]),
    p('rename error code CART_LIMIT_EXCEEDED to CART_QUANTITY_LIMIT, reads better', [
      'api-errors',
      'api-versioning',
    ]),
    p('ship the auto-approval of OTC-only orders after payment, product wants it live this week', [
      's-new-behaviour-flag',
      'order-states',
      'feature-flags',
    ]),
    p('open the MR for the e-rezept cancel branch', ['mr-rules', 's-mr-compliance-section']),
    p(
      'difference between @Transactional(readOnly = true) and no annotation in spring data, short please',
      [],
    ),
    p('kotlin: how do I turn a List<Pair<A,B>> into a Map<A,List<B>>?', []),
    p('regex for a german PLZ (5 digits)', []),
    p('git rebase -i: how do I squash the last 3 commits into one', []),
    p('what does "Die Verbindung zum Konnektor wurde unterbrochen" translate to exactly?', []),
    p('danke, passt jetzt', []),
    p('write a haiku about flaky pipelines for the team chat', []),
    p('is `sealed interface` or `sealed class` better for a small result type in kotlin?', []),
  ],
});
