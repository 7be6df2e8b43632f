// Brightwater Mutual's claims-handling platform: Java 21 / Quarkus 3 (RESTEasy Reactive, Panache, SmallRye Kafka, Flyway, Keycloak OIDC), Maven multi-module, Helm + ArgoCD on OpenShift.
// Held-out scenario (round G): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'quarkus-claims',
  stack:
    'Java 21, Quarkus 3.15 LTS (RESTEasy Reactive, Hibernate ORM with Panache, SmallRye Reactive Messaging Kafka, Flyway, OIDC/Keycloak), PostgreSQL 15, Avro + Apicurio, Maven multi-module, JUnit 5 + Testcontainers + RestAssured, Helm + ArgoCD on OpenShift',
  memories: [
    // ---------------------------------------------------------------- build & platform
    m(
      'build-maven',
      'fact',
      'Maven multi-module. Root pom.xml (artifactId claims-parent) aggregates claims-domain, claims-events, policy-client, claims-service and claims-testing. Always use the wrapper: ./mvnw -T 1C verify from the repo root (wrapper pins Maven 3.9.6).',
      {
        fact: 'claims-platform | build_tool | Maven (wrapper)',
        age: 540,
        reaffirm: 25,
        files: ['pom.xml', '.mvn/wrapper/maven-wrapper.properties'],
        tags: ['maven', 'build', 'multi-module'],
      },
    ),
    m(
      'java-21',
      'fact',
      'java 21 everywhere, maven.compiler.release=21 in the parent; CI builder image is ubi9/openjdk-21.',
      {
        fact: 'claims-service | java_version | 21',
        age: 360,
        reaffirm: 40,
        files: ['pom.xml'],
        tags: ['java', 'jdk'],
      },
    ),
    m(
      'quarkus-version-32',
      'fact',
      'We are on the Quarkus 3.2 LTS stream: quarkus.platform.version=3.2.9.Final in the root pom, io.quarkus.platform:quarkus-bom imported in dependencyManagement.',
      {
        fact: 'claims-service | quarkus_version | 3.2 LTS',
        age: 470,
        files: ['pom.xml'],
        tags: ['quarkus', 'version'],
      },
    ),
    m(
      'quarkus-version-315',
      'decision',
      'Platform BOM is now 3.15.x LTS (quarkus.platform.version in the root pom). Rule: LTS streams only. Renovate may bump micro versions inside the stream; moving to the next LTS is its own PR, started with `quarkus update --stream=<x.y>` and a full ./mvnw verify, never mixed with feature work.',
      {
        fact: 'claims-service | quarkus_version | 3.15 LTS',
        supersedes: 'quarkus-version-32',
        age: 150,
        files: ['pom.xml'],
        tags: ['quarkus', 'version', 'lts', 'renovate'],
        reason: 'the previous stream went out of community support and ops only accepts LTS for prod',
        canonical: true,
      },
    ),
    m(
      'module-boundaries',
      'constraint',
      'claims-domain is plain Java: no io.quarkus.*, jakarta.persistence.*, jakarta.ws.rs.* or jakarta.enterprise.* imports, and it must not depend on claims-service. DomainPurityTest (ArchUnit) in claims-domain fails the build otherwise. Entities and repositories live in claims-service under ...claims.persistence.',
      {
        files: ['claims-domain/src/test/java/com/brightwater/claims/domain/DomainPurityTest.java'],
        tags: ['architecture', 'archunit', 'modules'],
      },
    ),
    m(
      'repo-reactive',
      'decision',
      'Persistence is Hibernate Reactive with Panache (quarkus-hibernate-reactive-panache): repositories implement io.quarkus.hibernate.reactive.panache.PanacheRepositoryBase and return Uni<>, resources return Uni<RestResponse<...>>, transactions via @WithTransaction.',
      { age: 500, tags: ['hibernate-reactive', 'mutiny', 'panache'] },
    ),
    m(
      'repo-blocking-vthreads',
      'decision',
      'Back to classic blocking: quarkus-hibernate-orm-panache + JDBC, @Transactional on application services, and every REST method that touches the DB is annotated @RunOnVirtualThread. No Mutiny types in new code; the last Uni-returning classes get converted when someone touches them.',
      {
        supersedes: 'repo-reactive',
        age: 260,
        files: ['claims-service/src/main/java/com/brightwater/claims/persistence'],
        tags: ['hibernate-orm', 'panache', 'virtual-threads', 'blocking'],
        reason:
          "HR000069 'reactive session used from a different thread' errors every week and nobody could read the Uni chains in stack traces",
        canonical: true,
      },
    ),
    m(
      'panache-repository-pattern',
      'convention',
      'Repository pattern, not active record: ClaimRepository implements PanacheRepositoryBase<ClaimEntity, UUID>, entities never extend PanacheEntity. Entity <-> domain mapping via MapStruct mappers (componentModel = "jakarta-cdi", unmappedTargetPolicy = ERROR set in the parent pom compiler args).',
      {
        files: [
          'claims-service/src/main/java/com/brightwater/claims/persistence/ClaimRepository.java',
          'claims-service/src/main/java/com/brightwater/claims/persistence/mapping',
        ],
        tags: ['panache', 'repository', 'mapstruct'],
      },
    ),
    m(
      'db-postgres',
      'fact',
      'PostgreSQL 15 run by the Crunchy operator, db claims, app schema claims, audit rows in a separate schema audit.',
      {
        fact: 'claims-service | database | PostgreSQL 15',
        age: 400,
        tags: ['postgres', 'database'],
      },
    ),

    // ---------------------------------------------------------------- flyway
    m(
      'flyway-conventions',
      'convention',
      'Flyway runs on startup (quarkus.flyway.migrate-at-start=true) from claims-service/src/main/resources/db/migration. Hibernate never touches the schema: quarkus.hibernate-orm.database.generation=none, and %test uses validate. A migration that is on main is never edited, fix forward with a new one.',
      {
        files: [
          'claims-service/src/main/resources/db/migration',
          'claims-service/src/main/resources/application.properties',
        ],
        tags: ['flyway', 'migrations', 'schema'],
        canonical: true,
      },
    ),
    m(
      'flyway-naming-int',
      'convention',
      'migration files: V<next int>__snake_case.sql e.g. V57__add_claim_reopen_reason.sql. look at the highest number on main right before you merge.',
      { age: 300, files: ['claims-service/src/main/resources/db/migration'], tags: ['flyway', 'naming'] },
    ),
    m(
      'flyway-naming-ts',
      'convention',
      'Flyway versions are timestamps, V2025_03_14_0930__add_subrogation_flag.sql style (underscores become dots in the version), so two open PRs never fight over the same number.',
      {
        disputes: 'flyway-naming-int',
        age: 120,
        files: ['claims-service/src/main/resources/db/migration'],
        tags: ['flyway', 'naming'],
      },
    ),
    m(
      'flyway-concurrent-index',
      'incident',
      'INC-2291: a plain CREATE INDEX on claim_documents (~40M rows) ran inside the Flyway transaction during a 10:00 deploy and blocked document uploads for 11 minutes. Since then: indexes on big tables are CREATE INDEX CONCURRENTLY, alone in their own script, with a sibling V..__name.sql.conf file containing executeInTransaction=false.',
      {
        files: ['claims-service/src/main/resources/db/migration'],
        tags: ['flyway', 'index', 'locking', 'incident'],
      },
    ),

    // ---------------------------------------------------------------- domain
    m(
      'claim-states',
      'fact',
      'Claim lifecycle: REPORTED -> TRIAGED -> IN_ASSESSMENT -> APPROVED | REJECTED; APPROVED -> SETTLED -> CLOSED. REJECTED can go back to IN_ASSESSMENT on appeal. All transitions go through ClaimWorkflow.transition(claim, ClaimEvent); nothing calls setStatus directly.',
      {
        files: ['claims-domain/src/main/java/com/brightwater/claims/domain/ClaimWorkflow.java'],
        tags: ['workflow', 'status', 'state-machine'],
        canonical: true,
      },
    ),
    m(
      'reopen-window',
      'constraint',
      'A CLOSED claim may be reopened for 90 days after closure, and only by claims-senior. Later than that you open a new claim linked through parent_claim_id.',
      { tags: ['reopen', 'workflow', 'roles'] },
    ),
    m(
      'four-eyes-25k',
      'constraint',
      'Four-eyes: any settlement over 25,000 EUR (or GBP equivalent) needs a second approver with claims-senior. SettlementService refuses to emit the payment request until approvals >= 2.',
      {
        age: 280,
        files: ['claims-service/src/main/java/com/brightwater/claims/settlement/SettlementService.java'],
        tags: ['four-eyes', 'approval', 'settlement'],
      },
    ),
    m(
      'four-eyes-10k',
      'constraint',
      'second approval needed from 10k EUR up, all lines of business. this came out of the internal audit, compliance owns the number',
      {
        disputes: 'four-eyes-25k',
        age: 90,
        tags: ['four-eyes', 'approval', 'compliance'],
      },
    ),
    m(
      'money',
      'convention',
      'Amounts: the Money record in claims-domain (BigDecimal, scale 2, HALF_EVEN, plus Currency). Columns are NUMERIC(15,2) with a currency CHAR(3) next to them. double/float for money gets rejected in review.',
      {
        files: ['claims-domain/src/main/java/com/brightwater/claims/domain/Money.java'],
        tags: ['money', 'bigdecimal'],
      },
    ),
    m(
      'reserve-rules',
      'decision',
      'Reserves: initial reserve is set at triage from ReserveTable (line of business x damage type), handlers adjust afterwards. claim_reserve is append-only, every change is a new row with reason and author; never UPDATE an existing reserve row, not even to fix data.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/reserve'],
        tags: ['reserve', 'append-only', 'actuarial'],
        reason: 'actuarial reserving reports need the full reserve history per claim',
      },
    ),
    m(
      'claim-number',
      'fact',
      'Customer-facing numbers look like CLM-24-0012345 (2-digit year + 7 digits from claim_number_seq). Primary keys are UUIDv7 and stay internal: letters, emails and the portal only ever show the claim number.',
      { tags: ['claim-number', 'sequence', 'ids'] },
    ),
    m(
      'sla-triage',
      'constraint',
      'Triage SLA: MOTOR within 24h of FNOL, everything else 72h. SlaBreachJob emits claims.claim.sla-breached.v1; only MOTOR breaches page the on-call.',
      { tags: ['sla', 'triage', 'motor'] },
    ),
    m(
      'note-subrogation',
      'note',
      "Subrogation (getting money back from the at-fault party's insurer) is out of scope for now, handlers still do it in the old Guidewire screen. Don't model it in claims-service yet.",
      { tags: ['subrogation', 'scope'] },
    ),

    // ---------------------------------------------------------------- messaging
    m(
      'events-json',
      'decision',
      'Kafka payloads are JSON; each event has a POJO plus ObjectMapperSerializer/ObjectMapperDeserializer subclasses in claims-events.',
      {
        age: 450,
        files: ['claims-events/src/main/java/com/brightwater/claims/events'],
        tags: ['kafka', 'json', 'serialization'],
      },
    ),
    m(
      'events-avro',
      'decision',
      'Claim events are Avro. The .avsc files live in claims-events/src/main/avro, classes are generated by quarkus-avro at build time, and schemas are registered in Apicurio Registry (mp.messaging.connector.smallrye-kafka.apicurio.registry.url) with BACKWARD compatibility. Only add fields that have a default; renames and removals mean a new .vN topic.',
      {
        fact: 'claims-service | event_format | Avro (Apicurio)',
        supersedes: 'events-json',
        age: 280,
        files: ['claims-events/src/main/avro'],
        tags: ['kafka', 'avro', 'apicurio', 'schema'],
        reason: 'broker portal and payment-gateway kept breaking on silently changed JSON fields',
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic naming claims.<entity>.<event>.v<N> (claims.claim.reported.v1, claims.payment.requested.v2). Key is the claimId as string. SmallRye channel = topic without prefix/version, e.g. mp.messaging.outgoing.claim-reported.topic=claims.claim.reported.v1.',
      {
        files: ['claims-service/src/main/resources/application.properties'],
        tags: ['kafka', 'topics', 'naming'],
      },
    ),
    m(
      'kafka-outbox',
      'decision',
      'Outgoing events go through the outbox table: insert an OutboxEvent in the same @Transactional as the state change; OutboxRelay (@Scheduled(every = "2s")) publishes via Emitter and marks rows sent. Services never call emitter.send() themselves.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/messaging/OutboxRelay.java'],
        tags: ['kafka', 'outbox', 'events', 'transactions'],
        reason: 'pods killed between commit and send lost claim.reported events twice in the first month',
        canonical: true,
      },
    ),
    m(
      'kafka-idempotent-consumer',
      'constraint',
      "Every @Incoming handler is idempotent: insert the message's eventId into inbox_events inside the handler's transaction and bail out if it's already there. Delivery is at-least-once and rebalances replay.",
      { tags: ['kafka', 'idempotency', 'consumer', 'inbox'] },
    ),
    m(
      'kafka-amq-streams',
      'fact',
      'Kafka = Red Hat AMQ Streams (Strimzi) in namespace kafka-shared. Clients connect with SCRAM-SHA-512 over TLS on 9093; KafkaUser and KafkaTopic CRs are in the claims-gitops repo.',
      {
        fact: 'claims-service | messaging | Kafka (AMQ Streams)',
        age: 350,
        tags: ['kafka', 'strimzi', 'amq-streams'],
      },
    ),
    m(
      'kafka-retry-3',
      'convention',
      'payment status consumer: @Retry(maxRetries = 3, delay = 500) on the handler, after that failure-strategy=dead-letter-queue sends it to payments.payment.status.v1.dlq.',
      {
        age: 220,
        files: ['claims-service/src/main/java/com/brightwater/claims/messaging/PaymentStatusConsumer.java'],
        tags: ['kafka', 'retry', 'dlq'],
      },
    ),
    m(
      'kafka-retry-10',
      'fact',
      'PaymentStatusConsumer retries up to 10 times with exponential backoff (@Retry(maxRetries = 10) + @ExponentialBackoff) before the record lands in the DLQ; risk wanted it that long because payment-gateway has 30s blips during their deploys.',
      {
        disputes: 'kafka-retry-3',
        age: 60,
        files: ['claims-service/src/main/java/com/brightwater/claims/messaging/PaymentStatusConsumer.java'],
        tags: ['kafka', 'retry', 'dlq', 'fault-tolerance'],
      },
    ),
    m(
      'kafka-commit-strategy',
      'incident',
      'INC-2410: claims-intake uses commit-strategy=throttled; a slow fraud call kept a record unprocessed past the 60s max age, the kafka health check went DOWN, readiness failed and OpenShift pulled every pod out of the Service at once. Fix: blocking handlers are @Blocking(ordered = false) and throttled.unprocessed-record-max-age.ms=300000 on that channel.',
      {
        files: ['claims-service/src/main/resources/application.properties'],
        tags: ['kafka', 'readiness', 'incident', 'health'],
      },
    ),

    // ---------------------------------------------------------------- integrations
    m(
      'fraud-timeout-2s',
      'fact',
      'fraud-scoring REST client: quarkus.rest-client.fraud-scoring.read-timeout=2000 and connect-timeout=500.',
      {
        age: 240,
        files: ['claims-service/src/main/resources/application.properties'],
        tags: ['fraud', 'rest-client', 'timeout'],
      },
    ),
    m(
      'fraud-timeout-5s',
      'constraint',
      'The new fraud model answers in ~4s at p99, so the client has to wait 5 seconds. Anything shorter and basically every claim falls into manual review.',
      {
        disputes: 'fraud-timeout-2s',
        age: 75,
        tags: ['fraud', 'timeout', 'rest-client'],
      },
    ),
    m(
      'fraud-fallback',
      'decision',
      'A failing or slow fraud check never blocks a claim: FraudCheckClient has a @Fallback that sets fraud_check=PENDING and routes the claim to the MANUAL_REVIEW queue; FraudRescoreJob retries the pending ones every hour.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/fraud/FraudCheckClient.java'],
        tags: ['fraud', 'fallback', 'fault-tolerance'],
      },
    ),
    m(
      'policy-client',
      'fact',
      'policy-client module = MicroProfile REST client for policy-service REST v2 (@RegisterRestClient(configKey = "policy-service")). Coverage check is GET /v2/policies/{policyNo}/coverage?lossDate=YYYY-MM-DD and returns limits and deductible.',
      {
        fact: 'policy-service | api_version | REST v2',
        age: 200,
        reaffirm: 15,
        files: ['policy-client/src/main/java/com/brightwater/policy/client/PolicyServiceClient.java'],
        tags: ['policy', 'rest-client', 'coverage'],
      },
    ),
    m(
      'policy-cache',
      'decision',
      'Coverage lookups are cached with quarkus-cache, @CacheResult(cacheName = "policy-coverage"), expire-after-write 10m, and evicted when a policy.policy.changed.v1 event arrives for that policy number.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/policy/CoverageService.java'],
        tags: ['cache', 'policy', 'coverage'],
      },
    ),
    m(
      'documents',
      'fact',
      'Photos, police reports and invoices are stored by documents-service in the on-prem Ceph S3 bucket claims-docs; claims-service only keeps document ids. ClamAV scans uploads async and handlers only see them after a clean scan. Max 25 MB per file.',
      {
        fact: 'documents-service | storage | Ceph S3 (claims-docs)',
        age: 310,
        tags: ['documents', 's3', 'upload'],
      },
    ),
    m(
      'payments',
      'fact',
      'Payouts: we publish claims.payment.requested.v2, payment-gateway executes the SEPA credit transfer and answers on payments.payment.status.v1 with EXECUTED, FAILED or RETURNED.',
      {
        fact: 'claim payouts | executed_by | payment-gateway (SEPA)',
        age: 230,
        reaffirm: 50,
        tags: ['payments', 'sepa', 'kafka'],
      },
    ),
    m(
      'iban-validation',
      'constraint',
      'Payee IBANs are validated with iban4j and screened against the sanctions endpoint before any payment request is written. Changing the payee on an open claim forces a fresh four-eyes approval, whatever the amount.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/settlement/PayeeService.java'],
        tags: ['iban', 'sanctions', 'payments', 'fraud'],
        reason: 'payee-swap fraud in 2024: a broker account changed the IBAN after approval',
      },
    ),

    // ---------------------------------------------------------------- security
    m(
      'auth-oidc',
      'fact',
      'claims-service is a quarkus-oidc service application (application-type=service) for Keycloak realm brightwater, https://sso.brightwater.internal/realms/brightwater. Roles are read from realm_access/roles (quarkus.oidc.roles.role-claim-path).',
      {
        fact: 'claims-service | auth | Keycloak OIDC (realm brightwater)',
        age: 380,
        reaffirm: 30,
        files: ['claims-service/src/main/resources/application.properties'],
        tags: ['keycloak', 'oidc', 'auth'],
      },
    ),
    m(
      'roles',
      'convention',
      'Roles: claims-handler, claims-senior, claims-admin, claims-medical, claims-readonly (auditors). Every resource method has an explicit @RolesAllowed; quarkus.security.jaxrs.deny-unannotated-endpoints=true so anything unannotated is a 403.',
      { tags: ['security', 'roles', 'rbac'] },
    ),
    m(
      'admin-basic-auth',
      'decision',
      '/admin/* (outbox replay, search reindex) uses HTTP basic auth from quarkus.security.users.embedded with the ops user; keeps it independent of Keycloak outages.',
      { age: 390, tags: ['admin', 'basic-auth', 'security'] },
    ),
    m(
      'admin-role',
      'decision',
      'The embedded-users config is gone. Admin endpoints take a normal Keycloak bearer token and require the claims-admin realm role, same as the rest of the API.',
      {
        supersedes: 'admin-basic-auth',
        age: 170,
        files: ['claims-service/src/main/java/com/brightwater/claims/api/admin/AdminResource.java'],
        tags: ['admin', 'keycloak', 'roles'],
        reason: 'pentest flagged a shared password nobody rotated',
      },
    ),
    m(
      'keycloak-secret-placeholder',
      'convention',
      'The OIDC client secret is only ever referenced, never written: quarkus.oidc.credentials.secret=${KEYCLOAK_CLIENT_SECRET}. Locally it is picked up from .env (gitignored); the dev realm export deploy/local/keycloak/brightwater-realm.json has its own throwaway client.',
      {
        files: [
          'claims-service/src/main/resources/application.properties',
          'deploy/local/keycloak/brightwater-realm.json',
        ],
        tags: ['keycloak', 'secrets', 'config'],
      },
    ),
    m(
      'vault-db-password',
      'fact',
      'Where the claims_app DB password lives: Vault kv path kv/claims/<env>/postgres, key password. The ExternalSecret claims-db-credentials syncs it and the pod sees it as QUARKUS_DATASOURCE_PASSWORD. Platform team rotates it every 90 days; to rotate early, ask in #platform-vault.',
      { tags: ['vault', 'external-secrets', 'database', 'secrets'] },
    ),
    m(
      'incident-oidc-url',
      'incident',
      'INC-2377: Keycloak moved to a new hostname and every request got 401 for 40 min because quarkus.oidc.auth-server-url was hardcoded in application.properties for %prod. Now QUARKUS_OIDC_AUTH_SERVER_URL is set only from the chart values per environment.',
      {
        files: ['charts/claims-service/values-prod.yaml'],
        tags: ['oidc', 'keycloak', 'incident', '401'],
      },
    ),
    m(
      'gdpr-health-data',
      'constraint',
      'Travel and personal-accident claims carry health data (GDPR Art. 9). medical_notes is encrypted per column through EncryptedStringConverter (pgp_sym_encrypt), is never logged, and is only returned to callers with claims-medical. It is not part of the standard claim DTOs.',
      {
        files: [
          'claims-service/src/main/java/com/brightwater/claims/persistence/EncryptedStringConverter.java',
        ],
        tags: ['gdpr', 'health-data', 'encryption', 'pii'],
        canonical: true,
      },
    ),
    m(
      'retention',
      'constraint',
      'Claims are kept 10 years after closure, then AnonymizeClosedClaimsJob nulls the claimant PII. Claim rows are never hard-deleted; BaFin audits need the trail.',
      { tags: ['retention', 'gdpr', 'deletion', 'audit'] },
    ),
    m(
      'audit-trail',
      'convention',
      'Every status and reserve change writes audit.claim_audit (actor, timestamp, before/after JSON). ClaimService does it explicitly through ClaimAuditWriter, not via entity listeners, so bulk/admin fixes must go through the service too.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/audit/ClaimAuditWriter.java'],
        tags: ['audit', 'compliance'],
      },
    ),

    // ---------------------------------------------------------------- api
    m(
      'openapi-code-first',
      'decision',
      'API is code-first: smallrye-openapi builds the spec from the JAX-RS resources (@Operation, @APIResponse). quarkus.smallrye-openapi.store-schema-directory=target/openapi exports it and the openapi-diff step in CI fails the pipeline on breaking changes.',
      { tags: ['openapi', 'api', 'ci'] },
    ),
    m(
      'api-versioning',
      'convention',
      'Public paths are /api/v1/...; a breaking change gets a new v2 resource class and v1 stays up for 6 months. Consumers: broker portal and the FNOL mobile app.',
      { tags: ['api', 'versioning'] },
    ),
    m(
      'error-format',
      'convention',
      'Errors are application/problem+json (RFC 7807) built by @ServerExceptionMapper methods in ...claims.api.errors.ProblemMappers; type URIs look like https://api.brightwater.eu/problems/claim-not-covered. Domain exceptions never leak stack traces.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/api/errors/ProblemMappers.java'],
        tags: ['errors', 'problem-json', 'api'],
      },
    ),
    m(
      'pagination',
      'convention',
      'Lists use keyset pagination: ?pageToken=&pageSize= (max 200), ordered by (reported_at, id). No total count in responses and no page/offset params.',
      { tags: ['pagination', 'api', 'keyset'] },
    ),
    m(
      'note-legacy-ivr',
      'note',
      '/api/v0/fnol is only called by the Genesys IVR; goes away when contact-center migration is done (planned Q3). dont put new stuff there.',
      { tags: ['legacy', 'ivr'] },
    ),

    // ---------------------------------------------------------------- ops
    m(
      'deploy-s2i',
      'workflow',
      'Deploying to claims-dev: ./mvnw -pl claims-service package -Dquarkus.openshift.deploy=true, the quarkus-openshift extension does an S2I binary build and applies the generated manifests.',
      {
        fact: 'claims-service | deployed_by | quarkus-openshift S2I',
        age: 540,
        tags: ['openshift', 's2i', 'deploy'],
      },
    ),
    m(
      'deploy-gitops',
      'decision',
      'Deploys are GitOps only. Tekton pushes the image to quay.brightwater.internal/claims/claims-service and bumps image.tag in the claims-gitops repo (charts/claims-service/values-<env>.yaml). ArgoCD auto-syncs dev; uat and prod are manual syncs. Nobody runs oc apply or builds in the cluster from a laptop, devs have view rights only.',
      {
        fact: 'claims-service | deployed_by | ArgoCD + Helm',
        supersedes: 'deploy-s2i',
        age: 330,
        reaffirm: 10,
        files: ['charts/claims-service/values-dev.yaml', 'charts/claims-service/values-prod.yaml'],
        tags: ['argocd', 'helm', 'gitops', 'deploy'],
        canonical: true,
      },
    ),
    m(
      'openshift-platform',
      'fact',
      'OpenShift 4.14 on-prem, two clusters (ocp-nonprod, ocp-prod); namespaces claims-dev, claims-uat, claims-prod.',
      {
        fact: 'claims-service | platform | OpenShift 4.14',
        age: 320,
        tags: ['openshift', 'kubernetes'],
      },
    ),
    m(
      'jvm-memory',
      'constraint',
      'claims-service pods: request 768Mi, limit 1Gi. Heap comes from -XX:MaxRAMPercentage=70 in JAVA_OPTS_APPEND; never add -Xmx and leave JAVA_MAX_MEM_RATIO alone.',
      {
        files: ['charts/claims-service/values.yaml'],
        tags: ['jvm', 'memory', 'oom', 'kubernetes'],
        reason:
          'an -Xmx1g copied from a laptop got pods OOMKilled since metaspace + direct buffers come on top',
      },
    ),
    m(
      'probes',
      'fact',
      'Health is smallrye-health on the management port 9000 (quarkus.management.enabled=true): /q/health/live and /q/health/ready. Readiness includes the datasource and the Kafka channel checks.',
      {
        files: ['charts/claims-service/templates/deployment.yaml'],
        tags: ['health', 'probes', 'readiness'],
      },
    ),
    m(
      'native-no',
      'decision',
      'JVM mode (fast-jar) only. We tried native in 2024: reflection config for Avro/Apicurio ate two sprints and startup was never a problem with 3 replicas and rolling updates.',
      { tags: ['native', 'graalvm', 'mandrel', 'packaging'] },
    ),
    m(
      'logging',
      'convention',
      'Prod logs are JSON (quarkus-logging-json). claimId and correlationId go into the MDC via CorrelationFilter. Never log claimant names, addresses, IBANs or anything medical; the claimId is enough to look it up.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/api/CorrelationFilter.java'],
        tags: ['logging', 'mdc', 'pii'],
      },
    ),
    m(
      'scheduler',
      'convention',
      'Scheduled jobs: quarkus-scheduler with concurrentExecution = SKIP, and the body wrapped in JobLock.tryRun(name, ...) (Postgres advisory lock) because 3 replicas run. We do not run Quartz clustering.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/jobs/JobLock.java'],
        tags: ['scheduler', 'jobs', 'locking'],
      },
    ),
    m(
      'incident-vthread-pinning',
      'incident',
      'INC-2533: the letter endpoint stalled at ~10 concurrent requests. PdfLetterRenderer had synchronized blocks around the font cache, and with @RunOnVirtualThread that pinned every carrier thread. Anything running on virtual threads uses ReentrantLock instead of synchronized; staging runs with -Djdk.tracePinnedThreads=short to catch it.',
      {
        files: ['claims-service/src/main/java/com/brightwater/claims/letters/PdfLetterRenderer.java'],
        tags: ['virtual-threads', 'pinning', 'incident', 'performance'],
      },
    ),
    m(
      'config-profiles',
      'convention',
      'One application.properties with %dev / %test / %prod prefixes. Environment-specific values are env vars (QUARKUS_...) from the chart ConfigMap and Secrets, there are no application-uat.properties or per-env files.',
      { tags: ['config', 'profiles'] },
    ),
    m(
      'cosign-fingerprint',
      'fact',
      'Images are signed with cosign in Tekton. Public key: charts/claims-service/cosign.pub, fingerprint SHA256:9c1e4b7a2f03d86e5b1a7c94e20f6d3b8a5c17e9f4d2b60a3e8c15f7d9b2a4e6. Kyverno on ocp-prod refuses unsigned images.',
      { files: ['charts/claims-service/cosign.pub'], tags: ['cosign', 'supply-chain', 'kyverno'] },
    ),

    // ---------------------------------------------------------------- tests
    m(
      'tests-devservices',
      'decision',
      'Integration tests rely on Dev Services: leave the datasource and kafka bootstrap unset in %test and @QuarkusTest gets Postgres and Kafka containers for free.',
      { age: 420, tags: ['tests', 'devservices', 'quarkus-test'] },
    ),
    m(
      'tests-shared-containers',
      'decision',
      'quarkus.devservices.enabled=false in %test. claims-testing provides SharedInfraResource (QuarkusTestResourceLifecycleManager) starting postgres:15-alpine and Redpanda through Testcontainers once per JVM; test classes use @WithTestResource(SharedInfraResource.class). Do not add test profiles that restart Quarkus unless you really need them.',
      {
        supersedes: 'tests-devservices',
        age: 200,
        files: ['claims-testing/src/main/java/com/brightwater/claims/testing/SharedInfraResource.java'],
        tags: ['tests', 'testcontainers', 'quarkus-test'],
        reason: 'CI build hit 28 minutes because every test profile got fresh containers',
      },
    ),
    m(
      'tests-naming',
      'convention',
      '*Test = plain JUnit 5 unit test, no Quarkus (surefire). @QuarkusTest classes are *ResourceTest / *ServiceTest in claims-service/src/test/java. *IT = @QuarkusIntegrationTest against the packaged jar (failsafe). Single test: ./mvnw -pl claims-service test -Dtest=ClaimResourceTest',
      { files: ['claims-service/src/test/java'], tags: ['tests', 'junit5', 'maven', 'naming'] },
    ),
    m(
      'tests-restassured',
      'convention',
      'API tests: RestAssured given().when().then() with @TestSecurity(user = "handler1", roles = "claims-handler") instead of real tokens. Only AuthFlowIT talks to an actual Keycloak container.',
      { tags: ['tests', 'restassured', 'security'] },
    ),
    m(
      'pref-fixtures',
      'preference',
      'i much prefer the ClaimFixtures builders (ClaimFixtures.motorClaim().withReserve(eur("1200"))...) over big JSON files in src/test/resources. also test method names in snake_case pls, like rejects_claim_without_coverage()',
      { tags: ['tests', 'fixtures'] },
    ),
    m(
      'pref-sealed-events',
      'preference',
      'Domain events as a sealed interface + records (ClaimEvent permits ClaimReported, ClaimTriaged, ...) and pattern-matching switch over them. I really dont want instanceof chains or a visitor.',
      { tags: ['java', 'records', 'sealed'] },
    ),

    // ---------------------------------------------------------------- process
    m(
      'branching-gitflow',
      'workflow',
      'git flow: feature/CLM-xxxx branches off develop, release/x.y cut every second Monday and merged into master + back into develop.',
      { age: 510, tags: ['git', 'branching'] },
    ),
    m(
      'trunk-based',
      'workflow',
      'Short-lived branches from main (a couple of days tops), squash merge, main always deployable. Unfinished work merges behind a toggle. Hotfixes are normal PRs against main.',
      {
        supersedes: 'branching-gitflow',
        age: 240,
        tags: ['git', 'branching', 'trunk-based'],
        reason: 'release branches were constantly out of sync and cherry-picks got lost',
      },
    ),
    m(
      'pr-rules',
      'workflow',
      'PRs: 1 approval from claims-core, green claims-ci pipeline (./mvnw verify, Sonar gate, openapi-diff). Title starts with the Jira key, "CLM-1432: ...".',
      { tags: ['pull-requests', 'review', 'ci'] },
    ),
    m(
      'formatting',
      'convention',
      'palantir-java-format via spotless-maven-plugin. Run ./mvnw spotless:apply before you push; spotless:check is bound to the validate phase so CI fails fast.',
      { files: ['pom.xml'], tags: ['formatting', 'spotless'] },
    ),
    m(
      'release',
      'workflow',
      "Release = tag vYYYY.MM.N on main (calver). Tekton builds the release image and opens a PR in claims-gitops bumping values-uat.yaml. Prod gets bumped after business sign-off in UAT and approval in Thursday's CAB; emergency changes go through the on-call manager instead of CAB.",
      { tags: ['release', 'cab', 'argocd', 'calver'] },
    ),
    m(
      'local-dev',
      'workflow',
      'Local: ./mvnw -pl claims-service quarkus:dev. In dev mode Dev Services still start Postgres, Redpanda and Keycloak (realm imported from deploy/local/keycloak/brightwater-realm.json); Dev UI is at localhost:8080/q/dev-ui.',
      { files: ['deploy/local/keycloak/brightwater-realm.json'], tags: ['local', 'dev-mode', 'devservices'] },
    ),

    // ---------------------------------------------------------------- candidates (agent-proposed, unreviewed)
    m(
      'cand-native',
      'decision',
      'Build claims-service as a Mandrel native image (-Pnative) to get sub-second startup on OpenShift.',
      {
        candidate: true,
        tags: ['native', 'mandrel'],
      },
    ),
    m(
      'cand-redis-policy',
      'convention',
      'Cache policy-service coverage responses in Redis (quarkus-redis-cache) shared by all pods.',
      {
        candidate: true,
        tags: ['redis', 'cache', 'policy'],
      },
    ),
    m('cand-grpc-policy', 'fact', 'claims-service talks to policy-service over gRPC.', {
      candidate: true,
      tags: ['grpc', 'policy'],
    }),
    m(
      'cand-purge-closed',
      'workflow',
      'A nightly job deletes claims that have been closed for more than 7 years to keep the database small.',
      {
        candidate: true,
        tags: ['retention', 'jobs'],
      },
    ),

    // ---------------------------------------------------------------- leaked credentials (must be refused)
    m(
      'sec-uat-db-prose',
      'note',
      'for the batch box on uat the password of claims_app (the one from before the vault migration, which still works btw) is hV8qLm2Zr-t9WcX4',
      { secret: 'hV8qLm2Zr-t9WcX4' },
    ),
    m(
      'sec-kafka-sasl',
      'fact',
      'nonprod kafka client config that works from a laptop: mp.messaging.connector.smallrye-kafka.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="claims-svc" password="zR4uT8pW1qY6nE3s";',
      { secret: 'zR4uT8pW1qY6nE3s' },
    ),
    m(
      'sec-keycloak-json',
      'note',
      'keycloak adapter json for the uat claims client: {"realm":"brightwater","auth-server-url":"https://sso-uat.brightwater.internal","resource":"claims-service","credentials":{"secret":"Xk2p9LqR7vT4mW8sZ1nB6cJ3yH5dF0gA"}}',
      { secret: 'Xk2p9LqR7vT4mW8sZ1nB6cJ3yH5dF0gA' },
    ),
    m(
      'sec-truststore-yaml',
      'fact',
      'values-uat.yaml snippet for the AMQ Streams truststore:\nkafka:\n  truststore:\n    path: /etc/kafka-tls/truststore.p12\n    type: PKCS12\n    password: Ts!7pQ2vLx9mR4kB',
      { secret: 'Ts!7pQ2vLx9mR4kB' },
    ),
    m(
      'sec-curl-fraud',
      'workflow',
      "to test fraud scoring by hand: curl -s -H 'X-Api-Key: fsk_live_4f9a8c2e7b1d6035a9e4c7f2b8d1a6e3' -H 'Content-Type: application/json' -d @claim.json https://fraud-scoring.uat.brightwater.internal/v3/score",
      { secret: 'fsk_live_4f9a8c2e7b1d6035a9e4c7f2b8d1a6e3' },
    ),
    m('sec-ghp-token', 'note', 'renovate bot on claims-parent -> ghp_7Rk2mQx9LpV4tZ8wN1cB6yH3jD5fS0aE2uGq', {
      secret: 'ghp_7Rk2mQx9LpV4tZ8wN1cB6yH3jD5fS0aE2uGq',
    }),
    m(
      'sec-german-kc-admin',
      'note',
      'Das Passwort für den Keycloak-Admin auf der Testumgebung lautet jetzt Kc4dm1n#Brw2025, bitte nicht im Chat weitergeben.',
      { secret: 'Kc4dm1n#Brw2025' },
    ),
  ],
  sessions: [
    {
      id: 'quarkus-claims-session-1',
      age: 3,
      turns: [
        said(
          "hey so we're picking up CLM-1610, claimant can withdraw a claim from the portal. we decided WITHDRAWN is its own terminal status, reachable from REPORTED, TRIAGED or IN_ASSESSMENT only, never once it's approved",
          { key: 's-withdrawn-status', type: 'decision' },
        ),
        replied(
          "Got it. I'll add WITHDRAWN to ClaimStatus and a Withdraw event to ClaimWorkflow with those three source states. Should a withdrawal also release the open reserve?",
        ),
        said('hmm probably zero it out yeah, lemme look at what uat data looks like first'),
        said(
          'can u count the claims sitting in IN_ASSESSMENT for more than a year on uat? jdbc:postgresql://claims-db.uat.bw.internal:5432/claims?user=claims_app&password=uQ7vNc4Rz2Lt9wPk',
          { secret: 'uQ7vNc4Rz2Lt9wPk' },
        ),
        replied(
          "I can't reach the UAT network from here, but this query will do it: SELECT count(*) FROM claims.claim WHERE status = 'IN_ASSESSMENT' AND status_changed_at < now() - interval '1 year'. You may want to rotate that password, it's in the chat history now.",
        ),
        said(
          'ugh ok. btw reason codes: always a java enum in claims-domain, stored as text with @Enumerated(EnumType.STRING), never ordinal. we got burned when someone re-sorted DamageType',
          { key: 's-enum-string', type: 'convention' },
        ),
        replied(
          'Makes sense. I created WithdrawalReason { RESOLVED_PRIVATELY, DUPLICATE, REPORTED_BY_MISTAKE, OTHER } mapped as STRING.',
        ),
        said(
          'also legal says the claimant has to get a written confirmation within 5 working days of withdrawing. so it has to be a letter request to correspondence-service, an email alone doesnt count',
          { key: 's-withdraw-letter', type: 'constraint' },
        ),
        replied(
          'Should I publish claims.claim.withdrawn.v1 through the outbox and let correspondence-service pick it up, or call its REST API directly?',
        ),
        said('event is fine, do that'),
        said(
          'and the portal button goes behind a toggle. rule from now on: anything new that brokers or customers can see ships behind an unleash flag called claims.<feature>, off in prod until the business signs it off',
          { key: 's-feature-flags', type: 'convention' },
        ),
        replied(
          'Will do: flag claims.withdrawal, default off, checked in ClaimResource and exposed to the portal via /api/v1/features.',
        ),
      ],
    },
  ],
  prompts: [
    p('add a withdrawal_reason column to the claim table', [
      's-enum-string',
      'flyway-conventions',
      'flyway-naming-int',
      'flyway-naming-ts',
    ]),
    p(
      'handler inbox query is slow, need an index on claim_documents(claim_id, uploaded_at). can u write the migration',
      ['flyway-concurrent-index', 'flyway-conventions'],
    ),
    p(
      '@claims-service/src/main/java/com/brightwater/claims/persistence/ClaimRepository.java make findOpenByHandler return Uni<List<ClaimEntity>> so its consistent w/ the reactive stuff',
      ['repo-blocking-vthreads', 'panache-repository-pattern'],
    ),
    p(
      'how do i get my branch onto claims-dev? ran ./mvnw -pl claims-service package -Dquarkus.openshift.deploy=true and got\n```\nbuildconfigs.build.openshift.io is forbidden: User "jdoe" cannot create resource "buildconfigs" in API group "build.openshift.io" in the namespace "claims-dev"\n```',
      ['deploy-gitops'],
    ),
    p(
      'why does every single @QuarkusTest class spin up its own postgres container?? test run takes ages locally',
      ['tests-shared-containers'],
    ),
    p(
      "after rebasing on main quarkus:dev dies with\n```\nCaused by: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation\nDetected resolved migration not applied to database: 58.\nTo fix this error, either run migrate, or set -ignoreMigrationPatterns='*:pending'.\n```\nwhat did i do wrong",
      ['flyway-conventions', 'flyway-naming-int', 'flyway-naming-ts'],
    ),
    p('bump quarkus to 3.17 pls, want the new rest client stuff', ['quarkus-version-315']),
    p('add an endpoint so a handler can approve a settlement', [
      'claim-states',
      'four-eyes-25k',
      'four-eyes-10k',
      'roles',
    ]),
    p('ops says a payout of 12.400 EUR went out with only one approval. bug or expected?', [
      'four-eyes-25k',
      'four-eyes-10k',
    ]),
    p('publish an event when a claim gets reopened', ['kafka-outbox', 'kafka-topics', 'events-avro']),
    p('write a consumer for policy.policy.changed.v1 that drops the cached coverage for that policy', [
      'kafka-idempotent-consumer',
      'policy-cache',
      'events-avro',
    ]),
    p(
      'since risk deployed their new model basically every claim ends up in MANUAL_REVIEW. logs full of\n```\njakarta.ws.rs.ProcessingException: io.vertx.core.http.impl.NoStackTraceTimeoutException: The timeout period of 2000ms has been exceeded while executing POST /v3/score\n```',
      ['fraud-timeout-2s', 'fraud-timeout-5s', 'fraud-fallback'],
    ),
    p('how many times does PaymentStatusConsumer retry before stuff ends up in the dlq? ops is asking', [
      'kafka-retry-3',
      'kafka-retry-10',
    ]),
    p(
      'claims-intake pods all went NotReady at the same time for a few min this morning, route returned 503. nothing in the app logs except SRMSG18231 something about the throttled commit',
      ['kafka-commit-strategy', 'probes'],
    ),
    p(
      'ClaimReportedEventDeserializer (the ObjectMapperDeserializer one) blows up on the new witnessCount field, whats the right way to add a field',
      ['events-avro'],
    ),
    p('curl -u ops:... against /admin/outbox/replay gives 401 now. did someone change the ops password?', [
      'admin-role',
    ]),
    p(
      'put the keycloak client secret in application.properties under %dev so i can hit the uat realm from quarkus:dev',
      ['keycloak-secret-placeholder', 'config-profiles'],
    ),
    p('where does the prod datasource password actually come from? security wants it rotated this week', [
      'vault-db-password',
    ]),
    p(
      'claims-prod pod restarted, describe says\n```\nLast State: Terminated\n  Reason: OOMKilled\n  Exit Code: 137\n```\nlimit is 1Gi, ok if i just set -Xmx900m in JAVA_OPTS_APPEND?',
      ['jvm-memory'],
    ),
    p(
      'the letter generation endpoint just stops responding once ~10 handlers print at the same time. thread dump shows everything parked in PdfLetterRenderer.render',
      ['incident-vthread-pinning'],
    ),
    p('db is huge, can we just delete the claims that were closed before 2015?', ['retention']),
    p('add medical_notes to TravelClaimResponse so handlers see it in the portal', ['gdpr-health-data']),
    p('customer changed their bank account on an open claim, what has to happen before we pay out', [
      'iban-validation',
    ]),
    p('write a ClaimResourceTest for POST /api/v1/claims/{id}/withdraw', [
      'tests-restassured',
      'tests-naming',
      's-withdrawn-status',
    ]),
    p('the withdraw button should only show up for the pilot brokers for now, how do we do that', [
      's-feature-flags',
    ]),
    p('when a claimant withdraws do we need to tell them somehow? is the confirmation email enough', [
      's-withdraw-letter',
    ]),
    p('add HAIL to DamageType, put it first so the list is alphabetical', ['s-enum-string']),
    p('broker portal wants GET /api/v1/claims?page=3&size=500 for their export, can you add that', [
      'pagination',
    ]),
    p('rename lossDate to incidentDate in ClaimResponse, the business never calls it loss date', [
      'api-versioning',
      'openapi-code-first',
    ]),
    p(
      'CI red:\n```\n[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default) on project claims-service: The following files had format violations:\n    src/main/java/com/brightwater/claims/settlement/SettlementService.java\n```',
      ['formatting'],
    ),
    p('should i branch off develop for CLM-1650?', ['trunk-based']),
    p(
      'in claims-domain ReserveCalculator i want to inject ClaimRepository and read the ClaimReserveEntity rows directly, simpler than passing them in',
      ['module-boundaries'],
    ),
    p(
      'the reserve on CLM-24-0031877 is wrong by 2k, just UPDATE claim_reserve set amount = ... for that row',
      ['reserve-rules', 'audit-trail'],
    ),
    p(
      "uat is 401 on everything since the sso move, log says\n```\nio.quarkus.oidc.OIDCException: OIDC Server is not available at the 'https://sso.brightwater.internal/realms/brightwater' URL\n```",
      ['incident-oidc-url', 'auth-oidc'],
    ),
    p('startup is like 9s on openshift, can we just build it with -Pnative?', ['native-no']),
    p("what's the difference between @ApplicationScoped and @Singleton in quarkus again", []),
    p('thx that worked', []),
    p('rename tmp to totalAmount everywhere in this method', []),
    p('git says im in detached HEAD, how do i get back to my branch', []),
    p('add javadoc to the public methods in DeductibleCalculator', []),
  ],
});
