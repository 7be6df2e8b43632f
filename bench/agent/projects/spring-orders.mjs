// A Java 21 / Spring Boot 3 order service: Postgres via Spring Data JPA + Flyway, Kafka, Gradle, Keycloak, Helm.
// Held-out scenario: written after spool's matching was tuned, labelled without looking at its output.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-orders',
  stack:
    'Java 21, Spring Boot 3.3, Spring Data JPA + Flyway (PostgreSQL 16), Kafka, Gradle, Keycloak, Helm on Kubernetes',
  memories: [
    m('build-maven', 'fact', 'orders-service is built with Maven; run mvn verify from the root pom.xml.', {
      fact: 'orders-service | build_tool | Maven',
      age: 520,
    }),
    m(
      'build-gradle',
      'decision',
      'The build moved from Maven to Gradle with the Kotlin DSL (build.gradle.kts, versions in gradle/libs.versions.toml). Always call ./gradlew, never a gradle binary from your PATH.',
      {
        fact: 'orders-service | build_tool | Gradle',
        supersedes: 'build-maven',
        age: 290,
        files: ['build.gradle.kts', 'gradle/libs.versions.toml'],
        tags: ['gradle', 'build'],
        reason: 'the build and configuration cache took CI from 14 to 5 minutes',
        canonical: true,
      },
    ),
    m(
      'java-version',
      'fact',
      'Java 21 (Temurin) through the Gradle toolchain; the app runs on Spring MVC with virtual threads switched on (spring.threads.virtual.enabled=true in application.yml).',
      {
        files: ['build.gradle.kts', 'src/main/resources/application.yml'],
        tags: ['java', 'virtual-threads'],
      },
    ),
    m(
      'db-postgres',
      'fact',
      'Orders are stored in PostgreSQL 16 (database orders, schema orders) through Spring Data JPA on Hibernate 6.',
      {
        fact: 'orders-service | uses_database | PostgreSQL',
        age: 330,
        reaffirm: 9,
        tags: ['postgres', 'jpa'],
      },
    ),
    m(
      'auth-keycloak',
      'fact',
      'The API is an OAuth2 resource server: it validates JWTs issued by the Keycloak realm "acme" (issuer https://sso.acme.io/realms/acme) and reads roles from the realm_access.roles claim.',
      {
        fact: 'orders-service | auth_method | Keycloak JWT',
        age: 265,
        files: ['src/main/java/com/acme/orders/config/SecurityConfig.java'],
        tags: ['keycloak', 'oauth2', 'jwt'],
      },
    ),
    m(
      'deploy-helm',
      'fact',
      'orders-service runs on the shared EKS cluster in namespace orders; Argo CD deploys the Helm chart in deploy/helm/orders-service, prod overrides live in values-prod.yaml.',
      {
        fact: 'orders-service | deployment_platform | Kubernetes (Helm + Argo CD)',
        age: 240,
        files: ['deploy/helm/orders-service/values-prod.yaml'],
        tags: ['helm', 'kubernetes', 'argocd'],
      },
    ),
    m(
      'api-offset-paging',
      'convention',
      'List endpoints take Spring Data Pageable (page and size query params).',
      {
        age: 410,
        tags: ['pagination', 'api'],
      },
    ),
    m(
      'api-pagination',
      'convention',
      'List endpoints use cursor pagination (?cursor=…&limit=…, limit capped at 100) built on a (created_at, id) keyset; page/size is no longer accepted.',
      {
        supersedes: 'api-offset-paging',
        age: 180,
        tags: ['pagination', 'api', 'keyset'],
        reason: 'OFFSET scans on the orders table got slow past page 200 for the big tenants',
      },
    ),
    m(
      'flyway-migrations',
      'convention',
      'Schema changes are Flyway scripts in src/main/resources/db/migration named V<yyyyMMddHHmm>__<what_changed>.sql. A merged script is never edited, and spring.jpa.hibernate.ddl-auto stays on validate.',
      {
        files: ['src/main/resources/db/migration'],
        tags: ['flyway', 'migrations'],
        reason: 'timestamp versions stop two branches from both claiming V42',
      },
    ),
    m(
      'flyway-expand-contract',
      'constraint',
      'Renaming or dropping a column takes two releases (expand/contract): add the new column and write both, backfill, and remove the old one only once no pod of the previous release is running.',
      {
        tags: ['flyway', 'migrations', 'rolling-update'],
        reason: 'rolling updates keep old pods serving for up to ten minutes',
      },
    ),
    m(
      'incident-flyway-lock',
      'incident',
      'Incident 2025-11 (Black Friday deploy): an index built without CONCURRENTLY locked order_lines for 9 minutes. Indexes on big tables use CREATE INDEX CONCURRENTLY in their own script with the -- flyway:executeInTransaction=false header.',
      {
        files: ['src/main/resources/db/migration'],
        tags: ['flyway', 'index', 'incident', 'locking'],
      },
    ),
    m(
      'money-bigdecimal',
      'convention',
      'Amounts are BigDecimal (scale 2) wrapped with their currency in the Money record (com.acme.orders.domain.Money) and NUMERIC(19,2) columns; double or float for money fails review.',
      {
        files: ['src/main/java/com/acme/orders/domain/Money.java'],
        tags: ['money', 'bigdecimal'],
      },
    ),
    m(
      'order-states',
      'fact',
      'Order lifecycle: PENDING → CONFIRMED → PAID → FULFILLED; CANCELLED is only reachable from PENDING or CONFIRMED. Status changes go through OrderStateMachine.transition(), never Order.setStatus().',
      {
        files: ['src/main/java/com/acme/orders/domain/OrderStateMachine.java'],
        tags: ['order', 'state-machine', 'status'],
      },
    ),
    m(
      'cancel-after-label',
      'constraint',
      'Once fulfillment has created a shipping label (label_created event) an order can no longer be cancelled; the customer has to go through the returns flow.',
      {
        tags: ['cancellation', 'fulfillment', 'returns'],
      },
    ),
    m(
      'optimistic-locking',
      'decision',
      'Order and Reservation entities carry a @Version column (optimistic locking); OrderCommandService retries a command up to 3 times on ObjectOptimisticLockingFailureException via @Retryable.',
      {
        files: ['src/main/java/com/acme/orders/application/OrderCommandService.java'],
        tags: ['locking', 'jpa', 'concurrency'],
        reason: 'SELECT … FOR UPDATE deadlocked against the reservation expiry job',
      },
    ),
    m(
      'kafka-outbox',
      'decision',
      'Domain events go out through a transactional outbox: the service inserts into outbox_events in the same transaction as the state change and Debezium streams that table to Kafka. Service code never calls KafkaTemplate.send.',
      {
        files: ['src/main/java/com/acme/orders/messaging/OutboxWriter.java'],
        tags: ['kafka', 'outbox', 'debezium', 'events'],
        reason: 'sending after commit lost events whenever a pod died between commit and send',
        canonical: true,
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic names follow <domain>.<entity>.<event>.v<n>, e.g. orders.order.placed.v1; records are keyed by orderId and carry Avro payloads whose schemas live in src/main/avro and are registered in the Confluent Schema Registry.',
      {
        fact: 'orders-service | event_format | Avro',
        inferred: true,
        files: ['src/main/avro'],
        tags: ['kafka', 'topics', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-consumer-idem',
      'constraint',
      'Every Kafka consumer has to tolerate redelivery: insert the message id into processed_messages inside the handler transaction and return early if it is already there.',
      {
        tags: ['kafka', 'idempotency', 'consumer'],
        reason: 'delivery is at-least-once and partition rebalances replay the last uncommitted batch',
      },
    ),
    m(
      'kafka-dlt',
      'convention',
      'Listener failures are handled by the DefaultErrorHandler: three retries with exponential backoff, then the record is published to <topic>.DLT. Do not catch and swallow exceptions inside a @KafkaListener.',
      {
        files: ['src/main/java/com/acme/orders/config/KafkaConsumerConfig.java'],
        tags: ['kafka', 'dead-letter', 'retries'],
      },
    ),
    m(
      'incident-poison',
      'incident',
      'Incident 2026-03: a single malformed payments.payment.captured.v1 record blocked the payment-status consumer for six hours because its factory had no ErrorHandlingDeserializer. Every consumer factory wraps its value deserializer in ErrorHandlingDeserializer.',
      {
        files: ['src/main/java/com/acme/orders/config/KafkaConsumerConfig.java'],
        tags: ['kafka', 'deserialization', 'incident', 'consumer-lag'],
      },
    ),
    m('tests-h2', 'decision', 'Repository tests use @DataJpaTest against an embedded H2 database.', {
      age: 450,
      tags: ['tests', 'h2'],
    }),
    m(
      'tests-testcontainers',
      'decision',
      'Integration and repository tests run on Testcontainers (postgres:16-alpine, confluentinc/cp-kafka) via the AbstractIntegrationTest base class with @ServiceConnection. H2 was dropped.',
      {
        supersedes: 'tests-h2',
        age: 200,
        files: ['src/integrationTest/java/com/acme/orders/support/AbstractIntegrationTest.java'],
        tags: ['tests', 'testcontainers', 'junit'],
        reason: 'H2 hid JSONB and locking bugs that only showed up in staging',
      },
    ),
    m(
      'tests-naming',
      'convention',
      'Plain unit tests are *Test classes under src/test and run with ./gradlew test; anything that starts a container is an *IT class in the src/integrationTest source set, run with ./gradlew integrationTest.',
      {
        files: ['src/test/java', 'src/integrationTest/java'],
        tags: ['tests', 'junit5', 'gradle'],
      },
    ),
    m(
      'pref-assertj',
      'preference',
      'I like AssertJ (assertThat) rather than assertEquals, and // given // when // then markers in anything longer than a few lines.',
    ),
    m(
      'pref-records',
      'preference',
      'Use Java records for commands, events and value objects; no Lombok @Data or @Builder classes please.',
    ),
    m(
      'di-constructor',
      'convention',
      'Dependencies are injected through the constructor (final fields); no field @Autowired. Lombok is allowed only for @Slf4j and @RequiredArgsConstructor.',
      { tags: ['spring', 'dependency-injection', 'lombok'] },
    ),
    m(
      'openapi-contract-first',
      'decision',
      'The REST API is contract-first: change src/main/resources/openapi/orders-api.yaml, and the openapi-generator Gradle plugin regenerates the OrdersApi interface and request/response models that the controllers implement. Never hand-write API DTOs.',
      {
        files: ['src/main/resources/openapi/orders-api.yaml'],
        tags: ['openapi', 'api', 'codegen'],
        reason: 'the mobile and partner teams generate their clients from the same spec',
      },
    ),
    m(
      'api-errors',
      'convention',
      'Errors leave the service as ProblemDetail (RFC 9457) built in GlobalExceptionHandler (@RestControllerAdvice); each domain exception has a stable type URI under https://errors.acme.io/orders/.',
      {
        files: ['src/main/java/com/acme/orders/api/GlobalExceptionHandler.java'],
        tags: ['errors', 'problem-detail', 'api'],
      },
    ),
    m(
      'security-scopes',
      'constraint',
      'Each controller method declares its own @PreAuthorize with a scope (SCOPE_orders:read or SCOPE_orders:write); SecurityConfig denies every request that is not explicitly annotated.',
      {
        files: ['src/main/java/com/acme/orders/config/SecurityConfig.java'],
        tags: ['security', 'scopes', 'authorization'],
      },
    ),
    m(
      'tenant-isolation',
      'constraint',
      'Every order query is filtered by the tenant taken from the tenant_id JWT claim (TenantContext); repositories extend TenantScopedRepository, never JpaRepository directly.',
      {
        files: ['src/main/java/com/acme/orders/persistence/TenantScopedRepository.java'],
        tags: ['multitenancy', 'security', 'repository'],
        reason: 'the 2025 pentest found a search endpoint returning another tenant’s orders',
        canonical: true,
      },
    ),
    m(
      'incident-n-plus-one',
      'incident',
      'Incident 2026-01: GET /orders hit the 30 s gateway timeout because order lines were loaded lazily one order at a time. List reads use an @EntityGraph or a DTO projection, and spring.jpa.open-in-view is false.',
      {
        files: ['src/main/java/com/acme/orders/persistence/OrderRepository.java'],
        tags: ['jpa', 'n+1', 'performance', 'incident'],
      },
    ),
    m(
      'logging-json',
      'convention',
      'Logs are JSON via logstash-logback-encoder with orderId and tenantId in the MDC. Never log shipping addresses, e-mail addresses or payment tokens.',
      {
        files: ['src/main/resources/logback-spring.xml'],
        tags: ['logging', 'mdc', 'pii'],
      },
    ),
    m(
      'observability',
      'fact',
      'Micrometer metrics are scraped from /actuator/prometheus; traces come from the OpenTelemetry Java agent and go to Tempo. The Grafana folder "Orders" has the dashboards.',
      { tags: ['metrics', 'tracing', 'grafana'] },
    ),
    m(
      'idempotency-key',
      'constraint',
      'POST /orders requires an Idempotency-Key header. Key and response are kept 24 hours in idempotency_keys, and a repeated request gets the stored response instead of a new order.',
      {
        files: ['src/main/java/com/acme/orders/api/IdempotencyFilter.java'],
        tags: ['idempotency', 'orders', 'api'],
        reason: 'app retries on flaky mobile networks used to create duplicate orders',
      },
    ),
    m(
      'inventory-reservation',
      'fact',
      'On confirmation the service reserves stock in inventory-service over REST through InventoryClient (an @HttpExchange interface); a reservation lapses after 15 minutes if payment has not been captured.',
      {
        files: ['src/main/java/com/acme/orders/integration/InventoryClient.java'],
        tags: ['inventory', 'reservation', 'http-client'],
      },
    ),
    m(
      'resilience',
      'convention',
      'Outbound HTTP clients (InventoryClient, PaymentClient) get a 2 s read timeout and a Resilience4j circuit breaker, configured under resilience4j.circuitbreaker.instances in application.yml.',
      {
        files: ['src/main/resources/application.yml'],
        tags: ['resilience4j', 'timeouts', 'circuit-breaker'],
      },
    ),
    m(
      'config-profiles',
      'convention',
      'Only three Spring profiles exist: default, local and test. Per-environment settings are env vars set from the Helm values, not application-staging.yml or application-prod.yml files.',
      { tags: ['configuration', 'profiles'] },
    ),
    m(
      'secrets-vault',
      'constraint',
      'Credentials (DB password, Keycloak client secret, Kafka SASL) come from Vault through External Secrets into Kubernetes secrets; none of them belong in application*.yml or any values file.',
      { tags: ['secrets', 'vault', 'external-secrets'] },
    ),
    m(
      'helm-resources',
      'constraint',
      'Pods request 1 CPU / 1.5Gi and are limited to 2Gi; the JVM sizes its heap with -XX:MaxRAMPercentage=75, so never add -Xmx to the Jib jvmFlags.',
      {
        files: ['deploy/helm/orders-service/values.yaml', 'build.gradle.kts'],
        tags: ['kubernetes', 'memory', 'jvm', 'oom'],
        reason: 'a fixed -Xmx above the limit got pods OOMKilled under load',
      },
    ),
    m(
      'probes',
      'fact',
      'Kubernetes probes hit /actuator/health/liveness and /actuator/health/readiness on management port 8081; the readiness group includes db and kafka.',
      {
        files: ['deploy/helm/orders-service/templates/deployment.yaml'],
        tags: ['actuator', 'probes', 'kubernetes'],
      },
    ),
    m(
      'image-jib',
      'fact',
      'There is no Dockerfile: ./gradlew jib builds the image on eclipse-temurin:21-jre and pushes it to registry.acme.io/orders/orders-service.',
      { tags: ['jib', 'docker', 'image'] },
    ),
    m(
      'release-flow',
      'workflow',
      'Merging to main deploys a snapshot to staging automatically. A production release is a vX.Y.Z git tag; Argo CD picks up the new image tag in values-prod.yaml after someone approves in #orders-release.',
      { tags: ['release', 'argocd', 'staging', 'production'] },
    ),
    m(
      'pr-workflow',
      'workflow',
      'PRs need one approval from the orders team and a green ./gradlew check (Spotless, Error Prone, test, integrationTest); merges are squash-only.',
      { tags: ['pull-requests', 'ci', 'review'] },
    ),
    m(
      'spotless',
      'convention',
      'Code is formatted with google-java-format through Spotless; run ./gradlew spotlessApply before pushing because CI runs spotlessCheck.',
      { tags: ['formatting', 'spotless'] },
    ),
    m(
      'tax-rounding-line',
      'decision',
      'VAT is computed per order line, rounded HALF_UP to two decimals, and then summed; finance signed this off for the DE and AT invoices.',
      {
        files: ['src/main/java/com/acme/orders/domain/TaxCalculator.java'],
        tags: ['vat', 'tax', 'rounding'],
      },
    ),
    m(
      'tax-rounding-total',
      'fact',
      'TaxCalculator applies VAT once to the order total rather than line by line.',
      {
        files: ['src/main/java/com/acme/orders/domain/TaxCalculator.java'],
        tags: ['vat', 'tax', 'rounding'],
        disputes: 'tax-rounding-line',
      },
    ),
    m(
      'currencies',
      'fact',
      'Orders are placed in EUR, CHF or PLN. The currency is fixed when the order is created and this service never converts between currencies.',
      { tags: ['currency'] },
    ),
    m(
      'time-utc',
      'convention',
      'Timestamps are Instant in Java and timestamptz in Postgres, always UTC; only the notification service knows the customer’s time zone.',
      { tags: ['time', 'timezone', 'utc'] },
    ),
    m(
      'order-number',
      'fact',
      'Customers see order numbers like ORD-2026-0048213 (year plus 7 digits from the order_number_seq sequence); the UUID primary key is internal and must never appear in anything customer-facing.',
      { tags: ['order-number', 'sequence'] },
    ),
    m(
      'local-dev',
      'workflow',
      'Local setup: docker compose -f docker/compose.yml up starts Postgres, Kafka, Schema Registry and a Keycloak preloaded from docker/keycloak/acme-realm.json; then ./gradlew bootRun --args=--spring.profiles.active=local.',
      { files: ['docker/compose.yml', 'docker/keycloak/acme-realm.json'], tags: ['local', 'docker-compose'] },
    ),
    m(
      'note-legacy-v0',
      'note',
      'The /internal/v0/orders endpoints are only used by the old warehouse system and will be deleted once the WMS migration finishes in September.',
      { tags: ['legacy', 'warehouse'] },
    ),
    m('cand-graalvm', 'decision', 'Ship orders-service as a GraalVM native image to cut startup time.', {
      candidate: true,
      tags: ['graalvm', 'native-image'],
    }),
    m(
      'cand-redis-prices',
      'convention',
      'Cache product prices in Redis for 5 minutes when pricing an order.',
      {
        candidate: true,
        tags: ['redis', 'cache', 'prices'],
      },
    ),
    m('cand-webflux', 'fact', 'The order API is written with Spring WebFlux and Reactor.', {
      candidate: true,
      tags: ['webflux', 'reactive'],
    }),
    m(
      'secret-jdbc',
      'fact',
      'Prod read replica for reports: jdbc:postgresql://orders-ro.prod.internal:5432/orders?user=orders_ro&password=Qv7mRt2xLp9wZk4',
      { secret: 'Qv7mRt2xLp9wZk4' },
    ),
    m('secret-keycloak', 'note', 'orders-service keycloak client_secret = 8f3KcR1vX0pLz7QmT2sW9yB4nH6jD5aE', {
      secret: '8f3KcR1vX0pLz7QmT2sW9yB4nH6jD5aE',
    }),
    m('secret-kafka', 'note', 'staging kafka SASL login: orders-svc / password K4fkaSt4g1ng2026xQ', {
      secret: 'K4fkaSt4g1ng2026xQ',
    }),
  ],
  sessions: [
    {
      id: 'orders-session-1',
      age: 6,
      turns: [
        said(
          'We decided to model partial refunds as a separate Refund entity pointing at the order instead of editing order lines, so the original totals stay auditable.',
          { key: 's-refunds', type: 'decision' },
        ),
        replied('Makes sense. I will add a refunds table migration and a RefundService next.'),
        said(
          'Never hard-delete orders; set deleted_at and filter it out with @SQLRestriction on the entity.',
          {
            key: 's-soft-delete',
            type: 'constraint',
          },
        ),
        replied('Should I also add a nightly job that purges orders older than a few years?'),
        said('no, leave that for now'),
        said(
          "Let's use MapStruct for entity-to-model mapping because the hand-written mappers kept forgetting new fields.",
          { key: 's-mapstruct', type: 'decision' },
        ),
        said(
          'Our convention is one *Listener class per topic in the messaging package, and the @KafkaListener method only delegates to an application service.',
          { key: 's-listener', type: 'convention' },
        ),
        said('ok cool, thx'),
      ],
    },
  ],
  prompts: [
    p('add a nullable gift_message column to orders', ['flyway-migrations']),
    p('rename orders.shipping_addr to shipping_address, write the migration pls', [
      'flyway-migrations',
      'flyway-expand-contract',
    ]),
    p('need an index on order_lines(sku), the table has ~80M rows', [
      'incident-flyway-lock',
      'flyway-migrations',
    ]),
    p('@src/main/java/com/acme/orders/api/OrderController.java add an endpoint to cancel an order', [
      'openapi-contract-first',
      'security-scopes',
      'order-states',
      'cancel-after-label',
    ]),
    p('publish an OrderCancelled event when an order gets cancelled', ['kafka-outbox', 'kafka-topics']),
    p('consumer lag on payment-status keeps growing and it seems stuck on the same offset, what do i do', [
      'incident-poison',
      'kafka-dlt',
    ]),
    p('write a listener for payments.payment.refunded.v1 that marks the refund as setled', [
      'kafka-consumer-idem',
      'kafka-dlt',
      's-listener',
      's-refunds',
    ]),
    p('can you write an integration test for OrderRepository.findOpenByCustomer', [
      'tests-testcontainers',
      'tests-naming',
    ]),
    p('mvn clean install fails with "no POM in this directory", how do I build this thing', ['build-gradle']),
    p('GET /orders?page=40&size=50 takes forever for the biggest tenant', [
      'api-pagination',
      'incident-n-plus-one',
    ]),
    p('the pod got OOMKilled again in prod, should I just set -Xmx3g?', ['helm-resources']),
    p('which java version are we on, can i use virtual threads in the inventory client?', ['java-version']),
    p('add the keycloak client secret to application.yml so login works locally', [
      'secrets-vault',
      'local-dev',
    ]),
    p(
      'users from one customer account could see another company’s orders in search?? look at OrderSearchRepository',
      ['tenant-isolation'],
    ),
    p("customer double tapped 'place order' on a bad connection and got charged twice", ['idempotency-key']),
    p('VAT on multi-line orders is 1 cent off vs the invoice, check TaxCalculator', [
      'tax-rounding-line',
      'tax-rounding-total',
      'money-bigdecimal',
    ]),
    p('change OrderLine.unitPrice to double, BigDecimal makes the tests so verbose', ['money-bigdecimal']),
    p('inventory-service is down and our confirm endpoint just hangs for 30s', [
      'resilience',
      'inventory-reservation',
    ]),
    p('add a endpoint for partial refunds', ['s-refunds', 'openapi-contract-first', 'security-scopes']),
    p('delete all the test orders older than 2023 from the db', ['s-soft-delete']),
    p('add some logging in PaymentListener so we can see which customer the failed payment belonged to', [
      'logging-json',
    ]),
    p('how do i get a change to production', ['release-flow']),
    p('CI is red on the format check, what do i run', ['spotless']),
    p('the OrderResponse mapping in OrderMapperImpl is a mess, can you clean it up', [
      's-mapstruct',
      'openapi-contract-first',
    ]),
    p('create a CancelOrderCommand class for the application layer', ['pref-records']),
    p('support is asking why the link in the confirmation email has that long random id in it', [
      'order-number',
    ]),
    p('hmm two people editing the same order at once sometimes gives a 500', ['optimistic-locking']),
    p('which token issuer do we trust and where do roles come from', ['auth-keycloak']),
    p('explain the difference between @Component and @Service', []),
    p('rewrite this stream pipeline as a plain for loop, its hard to read', []),
    p('thx, looks good', []),
    p('add a javadoc to this method explaining the params', []),
  ],
});
