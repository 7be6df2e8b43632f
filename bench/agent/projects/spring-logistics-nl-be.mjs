// A Belgian/Dutch cold-chain logistics platform ("Koelbrug"): reefer telematics and temperature loggers, GDP pharma
// transport, PEPPOL e-invoicing. Java 21 Spring Boot, PostgreSQL + TimescaleDB, Kafka, Keycloak, Azure West Europe. The
// team writes in Flemish/Dutch and English, with some French from the Walloon colleagues.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-logistics-nl-be',
  stack:
    'Java 21, Spring Boot 3.3 (Web, Data JPA, Security OAuth2 resource server, Kafka), Gradle Kotlin DSL, PostgreSQL 16 + TimescaleDB 2.x, Flyway, Kafka (Confluent Cloud) + Schema Registry (Avro), Keycloak 25, PEPPOL BIS Billing 3.0 via Storecove, Azure West Europe (AKS, Key Vault, Blob Storage, Azure Communication Services), Argo CD, Azure DevOps Pipelines, JUnit 5 + Testcontainers, Angular 18 portal',
  memories: [
    m('java-17', 'fact', 'alle services draaien op Java 17 (Temurin), Spring Boot 3.1.', {
      fact: 'services | jdk | Java 17',
      age: 610,
      tags: ['java', 'jdk', 'version'],
    }),
    m(
      'java-21',
      'decision',
      'We zijn overgestapt naar Java 21 (Temurin 21 base image) met virtual threads aan: spring.threads.virtual.enabled=true in alle web- en Kafka-services. Records en pattern matching voor switch mogen overal.',
      {
        fact: 'services | jdk | Java 21',
        supersedes: 'java-17',
        age: 260,
        canonical: true,
        files: ['build-logic/src/main/kotlin/koelbrug.java-conventions.gradle.kts'],
        reason: 'virtual threads for the blocking JDBC ingest path',
        tags: ['java', 'jdk', 'virtual-threads', 'version'],
      },
    ),
    m(
      'boot-31',
      'fact',
      'Spring Boot 3.1.x, HTTP clients via RestTemplate (zie common/http/RestTemplateConfig.java).',
      {
        age: 500,
        files: ['common/http/RestTemplateConfig.java'],
        tags: ['spring-boot', 'version', 'http-client'],
      },
    ),
    m(
      'boot-33',
      'fact',
      'Spring Boot 3.3.x sinds de upgrade van vorige maand. Nieuwe HTTP-clients met RestClient (of @HttpExchange interfaces), RestTemplate niet meer gebruiken in nieuwe code.',
      {
        fact: 'services | framework | Spring Boot 3.3',
        supersedes: 'boot-31',
        age: 120,
        files: ['gradle/libs.versions.toml', 'common/http'],
        tags: ['spring-boot', 'version', 'http-client', 'restclient'],
      },
    ),
    m(
      'build-maven',
      'fact',
      'build = Maven multi-module, parent pom in pom.xml, ./mvnw verify in de pipeline.',
      {
        age: 570,
        files: ['pom.xml'],
        tags: ['build', 'maven'],
      },
    ),
    m(
      'build-gradle',
      'decision',
      'Maven is eruit. Build is Gradle 8 met Kotlin DSL, versies in gradle/libs.versions.toml (version catalog), gedeelde config in build-logic/ als convention plugins. Images met Jib, geen Dockerfiles.',
      {
        supersedes: 'build-maven',
        age: 240,
        files: ['settings.gradle.kts', 'gradle/libs.versions.toml', 'build-logic'],
        reason: 'build cache and faster CI on the monorepo',
        tags: ['build', 'gradle', 'kotlin-dsl', 'jib'],
      },
    ),
    m(
      'db-liquibase',
      'convention',
      'schema changes via Liquibase changelogs in src/main/resources/db/changelog/, één changeSet per wijziging.',
      {
        age: 530,
        files: ['src/main/resources/db/changelog'],
        tags: ['database', 'liquibase', 'migrations'],
      },
    ),
    m(
      'db-flyway',
      'convention',
      'Migraties met Flyway: src/main/resources/db/migration/V<yyyyMMddHHmm>__beschrijving.sql. Nooit een bestaande V-file aanpassen na merge, altijd een nieuwe. Timescale-specifieke dingen (create_hypertable, policies) ook gewoon in Flyway SQL.',
      {
        supersedes: 'db-liquibase',
        age: 310,
        files: ['src/main/resources/db/migration'],
        tags: ['database', 'flyway', 'migrations', 'timescaledb'],
      },
    ),
    m('azure-northeu', 'fact', 'alles staat in Azure North Europe (Dublin), subscription "koelbrug-prod".', {
      fact: 'infrastructure | region | North Europe',
      age: 720,
      tags: ['azure', 'region', 'infra'],
    }),
    m(
      'azure-westeu',
      'decision',
      'Alles is verhuisd naar Azure West Europe (Amsterdam): AKS, Key Vault, Blob Storage, PG Flexible Server. North Europe wordt niet meer gebruikt, ook niet voor DR (DR = Germany West Central).',
      {
        fact: 'infrastructure | region | West Europe',
        supersedes: 'azure-northeu',
        age: 380,
        canonical: true,
        files: ['infra/terraform'],
        reason: 'latency to the Antwerp and Rotterdam depots and data residency asks from pharma customers',
        tags: ['azure', 'region', 'infra', 'west-europe'],
      },
    ),
    m(
      'db-split',
      'fact',
      'Twee databases: business-DB (shipments, klanten, facturen) op Azure PG Flexible Server; sensor-DB met TimescaleDB Community zelf beheerd op AKS (Patroni, timescale/timescaledb-ha image) want Azure Flexible heeft enkel de Apache-editie zonder compression en continuous aggregates.',
      {
        files: ['infra/k8s/timescale', 'infra/terraform/postgres.tf'],
        tags: ['postgres', 'timescaledb', 'azure', 'database'],
      },
    ),
    m(
      'hypertable',
      'fact',
      'sensor_readings is een hypertable: chunk_time_interval 1 dag, compression na 7 dagen met compress_segmentby = device_id en compress_orderby = ts DESC. ~9k readings/s piek.',
      {
        files: ['sensor-ingest/src/main/resources/db/migration'],
        tags: ['timescaledb', 'hypertable', 'compression', 'sensor'],
      },
    ),
    m(
      'cagg-5m',
      'fact',
      'Continuous aggregate readings_5m (min/max/avg per device per 5 min), refresh policy elke 5 min met end_offset 10 min. Dashboards en rapporten lezen uit readings_5m, nooit rechtstreeks uit sensor_readings over meer dan 24u.',
      {
        files: ['sensor-ingest/src/main/resources/db/migration'],
        tags: ['timescaledb', 'continuous-aggregate', 'reports', 'dashboard'],
      },
    ),
    m('retention-2y', 'fact', 'retention policy op sensor_readings: 2 jaar, daarna drop_chunks.', {
      age: 400,
      tags: ['timescaledb', 'retention'],
    }),
    m(
      'retention-13m',
      'decision',
      'Ruwe sensor_readings bewaren we nog 13 maanden (add_retention_policy 13 months). readings_5m blijft 7 jaar staan voor GDP-audits, dus NOOIT de cagg mee laten droppen.',
      {
        supersedes: 'retention-2y',
        age: 95,
        reason: 'storage cost on the AKS disks; auditors accept 5-minute aggregates',
        tags: ['timescaledb', 'retention', 'gdp', 'audit'],
      },
    ),
    m(
      'temp-decidegrees',
      'convention',
      'temperatuur wordt opgeslagen als smallint in tienden van een graad Celsius (temp_dc: -182 = -18,2 °C). In de API altijd als decimal in °C met 1 decimaal. Nooit Fahrenheit, ook niet voor de Amerikaanse reefers (die sturen F, omzetten in de ingest-mapper).',
      {
        files: ['sensor-ingest/src/main/java/be/koelbrug/ingest/mapping/ReadingMapper.java'],
        tags: ['temperature', 'units', 'sensor', 'api'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'Alle timestamps zijn timestamptz in UTC (Instant in Java). Omzetten naar Europe/Brussels enkel in de portal en in PDF-rapporten. Geen LocalDateTime in entities.',
      {
        reaffirm: 15,
        tags: ['timezone', 'utc', 'instant', 'brussels'],
      },
    ),
    m(
      'ts-local-claim',
      'fact',
      'opgelet: de Teltonika-loggers sturen hun ts in lokale tijd (Europe/Brussels) en zo staat het ook in sensor_readings.ts',
      {
        disputes: 'ts-utc',
        tags: ['timezone', 'teltonika', 'sensor'],
      },
    ),
    m(
      'temp-profiles',
      'fact',
      'Temperatuurprofielen (enum TempProfile): FROZEN (≤ -18 °C), CHILLED (0 tot 4 °C), PHARMA_COLD (2 tot 8 °C), PHARMA_CRT (15 tot 25 °C). Per shipment één profiel, per trailer-compartiment kan het verschillen.',
      {
        files: ['shipment-service/src/main/java/be/koelbrug/shipment/domain/TempProfile.java'],
        tags: ['temperature', 'profiles', 'gdp', 'domain'],
      },
    ),
    m(
      'alarm-frozen-15',
      'constraint',
      'FROZEN alarm: temperatuur boven -15 °C gedurende 15 minuten → alarm.',
      {
        age: 330,
        files: ['alarm-service/src/main/java/be/koelbrug/alarm/rules/FrozenRule.java'],
        tags: ['alarm', 'frozen', 'threshold'],
      },
    ),
    m(
      'alarm-frozen-10',
      'constraint',
      'FROZEN alarmregel: > -15 °C gedurende 10 min = alarm, en > -12 °C = meteen alarm zonder wachttijd. Drempels staan in alarm-service application.yml onder alarm.rules.frozen.',
      {
        supersedes: 'alarm-frozen-15',
        age: 55,
        files: [
          'alarm-service/src/main/java/be/koelbrug/alarm/rules/FrozenRule.java',
          'alarm-service/src/main/resources/application.yml',
        ],
        tags: ['alarm', 'frozen', 'threshold'],
      },
    ),
    m(
      'gdp-excursion',
      'constraint',
      'PHARMA_COLD / PHARMA_CRT: elke excursie buiten het bereik, hoe kort ook, geeft een alarm én een deviation record (QA moet die afsluiten). Geen tolerantie-venster voor pharma.',
      {
        canonical: true,
        reaffirm: 10,
        files: ['alarm-service/src/main/java/be/koelbrug/alarm/rules/PharmaRule.java'],
        tags: ['gdp', 'pharma', 'excursion', 'alarm', 'deviation'],
      },
    ),
    m(
      'gdp-claim',
      'fact',
      'volgens GDP moeten we excursies korter dan 30 minuten niet melden, da mag gewoon gefilterd worden',
      {
        disputes: 'gdp-excursion',
        tags: ['gdp', 'pharma', 'excursion'],
      },
    ),
    m(
      'readings-immutable',
      'constraint',
      'Temperatuurdata is audit-data (GDP): nooit UPDATE of DELETE op sensor_readings (behalve retention). Correcties = een rij in reading_annotations met wie/wanneer/waarom.',
      {
        canonical: true,
        files: ['sensor-ingest/src/main/java/be/koelbrug/ingest/domain/ReadingAnnotation.java'],
        tags: ['gdp', 'audit', 'immutable', 'sensor'],
      },
    ),
    m(
      'kafka-eventhubs',
      'fact',
      'Kafka = Azure Event Hubs (Premium) via het Kafka-endpoint, JSON payloads.',
      {
        fact: 'kafka | provider | Azure Event Hubs',
        age: 430,
        tags: ['kafka', 'event-hubs', 'azure'],
      },
    ),
    m(
      'kafka-confluent',
      'decision',
      'We draaien Kafka op Confluent Cloud (dedicated cluster in Azure westeurope, private link). Payloads zijn Avro met Schema Registry, compatibility BACKWARD. Event Hubs is uitgefaseerd.',
      {
        fact: 'kafka | provider | Confluent Cloud',
        supersedes: 'kafka-eventhubs',
        age: 170,
        reason: 'Schema Registry, compacted topics and Kafka Streams support',
        tags: ['kafka', 'confluent', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topics: <domain>.<entity>.<event>.v<N>, bv. sensor.reading.received.v1, shipment.status.changed.v2, alarm.raised.v1. Avro schemas in schemas/avro/, gegenereerd met de gradle avro plugin.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'topics'],
      },
    ),
    m(
      'kafka-key',
      'convention',
      'Message key voor sensor.reading.* en alarm.* is de device_id (logger/reefer), zodat alle readings van één toestel in volgorde op dezelfde partitie komen.',
      {
        tags: ['kafka', 'key', 'partitioning', 'ordering'],
      },
    ),
    m('kafka-key-claim', 'fact', 'de key op sensor.reading.received is het shipmentId, niet het device', {
      disputes: 'kafka-key',
      tags: ['kafka', 'key'],
    }),
    m(
      'kafka-idempotent',
      'constraint',
      'Consumers moeten idempotent zijn op (device_id, seq_no): de gateways herzenden hun buffer na elke reconnect (tot 48u aan readings). Insert met ON CONFLICT DO NOTHING op de unique index (device_id, ts, seq_no).',
      {
        files: ['sensor-ingest/src/main/java/be/koelbrug/ingest/ReadingConsumer.java'],
        tags: ['kafka', 'idempotent', 'reconnect', 'sensor'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Domain events naar Kafka altijd via de transactional outbox (tabel outbox_event, relay in common/outbox/OutboxRelay.java). Nooit KafkaTemplate.send() binnen een @Transactional service-methode.',
      {
        files: ['common/outbox/OutboxRelay.java'],
        tags: ['outbox', 'kafka', 'transactions', 'events'],
      },
    ),
    m(
      'incident-dup-alarms',
      'incident',
      "Okt 2025: na een consumer-rebalance op alarm.raised.v1 kregen chauffeurs tot 40 sms'en voor hetzelfde alarm (±400 sms in totaal). Oorzaak: alarm-notifier hield geen state bij. Fix: alarm_notification tabel met unique (alarm_id, channel), check vóór verzenden.",
      {
        files: ['alarm-service/src/main/java/be/koelbrug/alarm/notify/AlarmNotifier.java'],
        tags: ['incident', 'alarm', 'sms', 'rebalance', 'idempotent'],
      },
    ),
    m(
      'incident-disk-full',
      'incident',
      'Feb 2026: compression job op de sensor-DB faalde 5 dagen stil, disk liep vol, ingest lag 3u stil (gateways buffer wel). Sindsdien alert op timescaledb_information.job_stats (last_run_status = Failed) en disk > 75%.',
      {
        tags: ['incident', 'timescaledb', 'compression', 'disk', 'monitoring'],
      },
    ),
    m(
      'keycloak-21',
      'fact',
      'Keycloak 21 (legacy WildFly distributie), issuer https://sso.koelbrug.be/auth/realms/koelbrug',
      {
        age: 470,
        tags: ['keycloak', 'auth', 'version'],
      },
    ),
    m(
      'keycloak-25',
      'fact',
      'Keycloak draait nu op 25 (Quarkus) via de Keycloak operator op AKS. Let op: de /auth prefix is weg, issuer = https://sso.koelbrug.be/realms/koelbrug.',
      {
        supersedes: 'keycloak-21',
        age: 130,
        files: ['infra/k8s/keycloak'],
        tags: ['keycloak', 'auth', 'version', 'issuer'],
      },
    ),
    m(
      'keycloak-clients',
      'convention',
      'Realm koelbrug. Clients: portal (public, PKCE), driver-app (public, PKCE), services zijn resource servers (alleen JWT valideren). Rollen uit realm_access.roles (DISPATCHER, PLANNER, QA, FINANCE, CUSTOMER_VIEWER, DRIVER), mapping in common/security/KeycloakRoleConverter.java.',
      {
        files: ['common/security/KeycloakRoleConverter.java'],
        tags: ['keycloak', 'oauth2', 'roles', 'security'],
      },
    ),
    m(
      'tenant-filter',
      'constraint',
      'Multi-tenant: elke query op klantdata filtert op tenant_id uit de JWT-claim org_id (Hibernate @Filter "tenantFilter", geactiveerd in TenantFilterAspect). Native queries moeten tenant_id zelf in de WHERE hebben. Een klant mag NOOIT data van een andere klant zien.',
      {
        canonical: true,
        reaffirm: 7,
        files: ['common/tenancy/TenantFilterAspect.java'],
        tags: ['multi-tenant', 'security', 'hibernate', 'jwt'],
      },
    ),
    m(
      'setpoint-remote',
      'constraint',
      'Setpoint op afstand wijzigen (Carrier/Thermo King via de telematics-API) mag enkel met rol DISPATCHER en wordt altijd gelogd in setpoint_audit. Pharma-shipments: tweede bevestiging door QA nodig.',
      {
        files: ['reefer-control/src/main/java/be/koelbrug/reefer/SetpointService.java'],
        tags: ['reefer', 'setpoint', 'audit', 'security'],
      },
    ),
    m(
      'api-conventions',
      'convention',
      'REST onder /api/v1, fouten als application/problem+json (Spring ProblemDetail), OpenAPI via springdoc. DTOs zijn Java records, mapping met MapStruct; nooit JPA-entities in controllers teruggeven.',
      {
        tags: ['api', 'rest', 'problem-details', 'mapstruct', 'records'],
      },
    ),
    m(
      'no-lombok',
      'convention',
      'Geen Lombok meer in nieuwe code: records voor DTOs/value objects, gewone getters in entities. Bestaande @Data op entities uitfaseren als ge het bestand toch aanpast (equals/hashCode op entities is gevaarlijk).',
      {
        tags: ['lombok', 'records', 'java', 'entities'],
      },
    ),
    m(
      'tests',
      'convention',
      'Tests: JUnit 5 + AssertJ, integratietests met Testcontainers (timescale/timescaledb-ha:pg16 en confluentinc/cp-kafka). Geen H2, nooit. ArchUnit-regels in architecture-tests/ moeten groen blijven.',
      {
        files: ['architecture-tests'],
        tags: ['tests', 'testcontainers', 'junit', 'archunit'],
      },
    ),
    m(
      'ci-pipeline',
      'fact',
      'CI = Azure DevOps Pipelines (azure-pipelines.yml): gradle build → Jib push naar ACR koelbrugacr.azurecr.io → Argo CD synct de image tag uit deploy/ (GitOps). Nooit kubectl apply/edit op prod.',
      {
        files: ['azure-pipelines.yml', 'deploy'],
        tags: ['ci', 'azure-devops', 'argocd', 'acr', 'gitops'],
      },
    ),
    m(
      'keyvault',
      'convention',
      'Wachtwoorden, API-sleutels en certificaten staan in Azure Key Vault (kv-koelbrug-prod / kv-koelbrug-dev) en komen binnen via de Key Vault CSI driver + workload identity. Nooit secrets in application.yml, in de repo of in een ConfigMap.',
      {
        canonical: true,
        tags: ['secrets', 'key-vault', 'azure', 'config'],
      },
    ),
    m(
      'local-config',
      'note',
      'application-local.yml gebruikt placeholders: spring.datasource.password=${DB_PASSWORD:changeme}, storecove.api-key=${STORECOVE_API_KEY:dummy}. Zet de echte dev-waarden in uw eigen .env (niet committen).',
      {
        files: ['src/main/resources/application-local.yml'],
        tags: ['local-setup', 'config', 'env'],
      },
    ),
    m(
      'driver-pw-policy',
      'constraint',
      'Chauffeurs loggen in via Keycloak met wachtwoord van min. 12 tekens + OTP bij eerste login op een nieuw toestel. Wachtwoorden resetten gebeurt enkel via Keycloak, nooit via onze eigen API.',
      {
        tags: ['keycloak', 'drivers', 'password-policy', 'auth'],
      },
    ),
    m(
      'peppol-billit',
      'fact',
      'PEPPOL access point = Billit, via hun REST API (invoicing-service/peppol/BillitClient.java).',
      {
        fact: 'peppol | access point | Billit',
        age: 440,
        files: ['invoicing-service/src/main/java/be/koelbrug/invoicing/peppol/BillitClient.java'],
        tags: ['peppol', 'access-point', 'billit'],
      },
    ),
    m(
      'peppol-storecove',
      'decision',
      'On est passé de Billit à Storecove comme access point PEPPOL (meilleure couverture NL/LU et webhooks pour les réponses). Client: invoicing-service/peppol/StorecoveClient.java. BillitClient est supprimé.',
      {
        fact: 'peppol | access point | Storecove',
        supersedes: 'peppol-billit',
        age: 185,
        files: ['invoicing-service/src/main/java/be/koelbrug/invoicing/peppol/StorecoveClient.java'],
        tags: ['peppol', 'access-point', 'storecove'],
      },
    ),
    m(
      'peppol-optional',
      'decision',
      'PEPPOL enkel voor klanten die erom vragen; de rest krijgt de PDF-factuur per mail.',
      {
        age: 520,
        tags: ['peppol', 'invoicing', 'pdf'],
      },
    ),
    m(
      'peppol-mandatory',
      'constraint',
      'Vanaf 1 januari 2026 is e-facturatie via PEPPOL verplicht voor alle B2B-facturen aan Belgische btw-plichtigen. PDF per mail is voor BE-klanten geen geldige factuur meer, hoogstens een kopie.',
      {
        supersedes: 'peppol-optional',
        age: 110,
        canonical: true,
        tags: ['peppol', 'invoicing', 'e-invoicing', 'belgium', 'compliance'],
      },
    ),
    m(
      'peppol-format',
      'fact',
      'Formaat: UBL 2.1, PEPPOL BIS Billing 3.0. Belgische ontvangers zoeken we op met scheme 0208 (KBO/BCE-nummer, 10 cijfers), NL met 0106 (KvK) of 0190 (OIN). Builder: invoicing-service/peppol/UblInvoiceBuilder.java.',
      {
        files: ['invoicing-service/src/main/java/be/koelbrug/invoicing/peppol/UblInvoiceBuilder.java'],
        tags: ['peppol', 'ubl', 'bis-billing', 'participant-id'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'Factuurnummers: doorlopend zonder gaten per juridische entiteit en per jaar (KB-2026-000123), uit een DB-sequence per entiteit-jaar in invoice_number_seq. Nooit een nummer hergebruiken; een fout = creditnota, nooit delete.',
      {
        files: ['invoicing-service/src/main/java/be/koelbrug/invoicing/numbering/InvoiceNumberService.java'],
        tags: ['invoicing', 'numbering', 'credit-note', 'compliance'],
      },
    ),
    m(
      'vat-reverse',
      'constraint',
      'Intracommunautaire diensten (klant in NL/LU/FR met geldig btw-nummer): btw verlegd, 0% met vermelding "BTW verlegd / Autoliquidation" en VIES-check bij het aanmaken van de klant. Belgische klanten: 21%.',
      {
        files: ['invoicing-service/src/main/java/be/koelbrug/invoicing/vat/VatRuleEngine.java'],
        tags: ['vat', 'btw', 'reverse-charge', 'invoicing', 'vies'],
      },
    ),
    m(
      'vat-claim',
      'fact',
      'voor de Nederlandse klanten rekenen we gewoon 21% Belgische btw aan, da is simpeler',
      {
        disputes: 'vat-reverse',
        tags: ['vat', 'btw', 'nl'],
      },
    ),
    m(
      'money',
      'convention',
      'Bedragen als BigDecimal (scale 2, RoundingMode.HALF_UP) en in de DB numeric(14,2), altijd met currency (EUR). Nooit double. Btw berekenen per lijn en dan optellen, zoals de UBL-validatie verwacht.',
      {
        tags: ['money', 'bigdecimal', 'invoicing', 'vat'],
      },
    ),
    m(
      'pdf-lang-fr',
      'convention',
      'Pour les clients wallons et bruxellois francophones, la facture PDF et les rapports de température sont en français, avec le numéro BCE et la mention de la TVA. Les templates sont dans invoicing-service/src/main/resources/templates/{nl,fr,en}/.',
      {
        files: ['invoicing-service/src/main/resources/templates'],
        tags: ['i18n', 'french', 'pdf', 'invoicing'],
      },
    ),
    m(
      'geofence',
      'fact',
      'Depots en klantlocaties zijn geofences (PostGIS polygon, SRID 4326) in de business-DB, tabel geofence. Aankomst/vertrek = ST_Contains op de GPS-positie, check in trip-service/geo/GeofenceMatcher.java.',
      {
        files: ['trip-service/src/main/java/be/koelbrug/trip/geo/GeofenceMatcher.java'],
        tags: ['postgis', 'geofence', 'gps', 'depot'],
      },
    ),
    m(
      'alarm-notify',
      'fact',
      'Alarmen gaan naar de chauffeur via push (driver-app, FCM) en sms via Azure Communication Services; planner van wacht krijgt ze in de portal. Code: alarm-service/notify/.',
      {
        files: ['alarm-service/src/main/java/be/koelbrug/alarm/notify'],
        tags: ['alarm', 'sms', 'push', 'acs', 'notifications'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logging: JSON (logstash-encoder), MDC met traceId, tenantId, shipmentId, deviceId. Geen nummerplaten of namen van chauffeurs in logs (GDPR), enkel driverId.',
      {
        tags: ['logging', 'gdpr', 'mdc', 'json'],
      },
    ),
    m(
      'observability',
      'fact',
      'OpenTelemetry Java agent → Azure Monitor (Application Insights). Dashboards in Grafana (Azure Managed Grafana) folder "Koelbrug". Micrometer metrics met prefix koelbrug_.',
      {
        tags: ['observability', 'opentelemetry', 'grafana', 'metrics'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Geen prod-deploys op vrijdag na 14u en niet tijdens de nachtpiek van de ingest (02:00-05:00, dan komen de gebufferde readings van de nachtritten binnen).',
      {
        reaffirm: 5,
        tags: ['deploy', 'freeze', 'release'],
      },
    ),
    m(
      'owners',
      'fact',
      'Eigenaars: sensor-ingest + alarm-service = Pieter, invoicing/PEPPOL = Sophie (Namur), Keycloak/AKS/infra = Jens, portal (Angular) = Lotte, reefer-control = Bram.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'code, comments en commit messages in het Engels, ook al praten we Vlaams/Frans. Conventional commits (feat:, fix:, chore:).',
      {},
    ),
    m(
      'pref-review',
      'preference',
      "elke PR minstens één review van iemand van een ander team als het de DB-schema's raakt",
      {},
    ),
    m(
      'teltonika-codec',
      'note',
      'Teltonika FMC-toestellen sturen Codec 8 Extended; de temperatuursensoren zitten in IO-elementen 72-75 (in tienden van graden, 3000 = sensor niet aangesloten). Parser: gateway-adapter/teltonika/Codec8eParser.java.',
      {
        files: ['gateway-adapter/src/main/java/be/koelbrug/gateway/teltonika/Codec8eParser.java'],
        tags: ['teltonika', 'codec8', 'sensor', 'parser'],
      },
    ),
    m(
      'transics-note',
      'note',
      'De oude Transics-koppeling (SOAP, transics-legacy/) gebruikt nog Axis2, niet aankomen.',
      {
        age: 660,
        files: ['transics-legacy'],
        tags: ['transics', 'soap', 'legacy'],
      },
    ),
    m('vpn-northeu-note', 'note', 'voor de staging-DB moet ge via de P2S VPN "koelbrug-ne-vpn" verbinden', {
      age: 700,
      tags: ['vpn', 'staging', 'database'],
    }),
    m(
      'cand-quarkus',
      'decision',
      'Migrate the ingest service from Spring Boot to Quarkus native for faster startup.',
      {
        candidate: true,
        tags: ['quarkus', 'native', 'ingest'],
      },
    ),
    m('cand-entra', 'decision', 'Replace Keycloak with Microsoft Entra External ID for customers.', {
      candidate: true,
      tags: ['keycloak', 'entra', 'auth'],
    }),
    m(
      'cand-streams',
      'decision',
      'Evaluate alarm rules in Kafka Streams instead of the alarm-service consumer.',
      {
        candidate: true,
        tags: ['kafka-streams', 'alarm'],
      },
    ),
    m(
      'secret-keycloak-admin',
      'note',
      'het wachtwoord van de keycloak admin op prod is Kb!Adm1n-2025#westEU, enkel voor noodgevallen',
      {
        secret: 'Kb!Adm1n-2025#westEU',
      },
    ),
    m(
      'secret-storecove',
      'note',
      'de API-sleutel van Storecove (productie) is Rk7Tq2xLmPz9Vb4Nw8JcYd3Hs6Fg1Ae5, header Authorization: Bearer',
      {
        secret: 'Rk7Tq2xLmPz9Vb4Nw8JcYd3Hs6Fg1Ae5',
      },
    ),
    m(
      'secret-sftp-fr',
      'note',
      "pour le SFTP du client Pharmalux, l'utilisateur c'est koelbrug_in et le mot de passe c'est Plx!Sftp-8842wa",
      {
        secret: 'Plx!Sftp-8842wa',
      },
    ),
    m(
      'secret-env-db',
      'note',
      'mijn .env voor de sensor-DB op dev:\nSPRING_DATASOURCE_URL=jdbc:postgresql://tsdb-dev.koelbrug.internal:5432/sensors\nSPRING_DATASOURCE_USERNAME=ingest\nSPRING_DATASOURCE_PASSWORD=Ts_1ngest!88qZ',
      {
        secret: 'Ts_1ngest!88qZ',
      },
    ),
    m(
      'secret-blob-conn',
      'note',
      'rapporten-export schrijft naar DefaultEndpointsProtocol=https;AccountName=koelbrugreports;AccountKey=q8Vx2Lm7Tz4Pw9Nb3Kc6Hs1Ga5Ed0Rf8Yu2Io4Pj7Wk3Qs9Xn6Mv1Bz5Ct8Dl0Fe2Gh==;EndpointSuffix=core.windows.net',
      {
        secret: 'q8Vx2Lm7Tz4Pw9Nb3Kc6Hs1Ga5Ed0Rf8Yu2Io4Pj7Wk3Qs9Xn6Mv1Bz5Ct8Dl0Fe2Gh==',
      },
    ),
    m(
      'secret-confluent',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="QX7KLM2PZR4TVB9N" password="cflt8Rz2Lq7Wm4Xt9Vb3Nk6Hs1Pd5Gy0Jc2Fe8Aa7Mu4Tq1Zr6Ys3Lo9Ki5Bw2";',
      {
        secret: 'cflt8Rz2Lq7Wm4Xt9Vb3Nk6Hs1Pd5Gy0Jc2Fe8Aa7Mu4Tq1Zr6Ys3Lo9Ki5Bw2',
      },
    ),
    m(
      'secret-kc-client',
      'note',
      'client secret van de reefer-control service account in Keycloak: 8fK2mQ7xLp4TzR9vWb3NcY6dHs1Ga5Eu',
      {
        secret: '8fK2mQ7xLp4TzR9vWb3NcY6dHs1Ga5Eu',
      },
    ),
    m(
      'secret-azure-sp',
      'note',
      'AZURE_TENANT_ID=3f2a9c1e-7b4d-4e8a-9c0f-2d5b8a1e6c37\nAZURE_CLIENT_ID=9a1c4e7b-2d8f-4b3a-8e6c-1f0d5a9b7c24\nAZURE_CLIENT_SECRET=kXq8Q~Tz4Lm9Vw2Rb7Nc3Hy6Pd1Gs5Ef0Ja8Ku',
      {
        secret: 'kXq8Q~Tz4Lm9Vw2Rb7Nc3Hy6Pd1Gs5Ef0Ja8Ku',
      },
    ),
    m(
      'secret-keystore',
      'note',
      "le mot de passe du keystore de signature de l'app chauffeur (driver-release.jks) c'est Drv#Store-2026!nm",
      {
        secret: 'Drv#Store-2026!nm',
      },
    ),
  ],
  sessions: [
    {
      id: 'alarm-session',
      age: 12,
      turns: [
        said(
          'goeiemorgen. Pieter vraagt of we de alarm-escalatie efkes kunnen herbekijken, de planners klagen',
        ),
        replied(
          'Looked at alarm-service: an alarm is pushed to the driver and shown in the portal, but nothing happens if nobody reacts.',
        ),
        said(
          'ok. regel vanaf nu: een alarm moet binnen 5 minuten bevestigd worden door de chauffeur in de app, anders escaleert het naar de planner van wacht via sms + telefoon.',
          {
            key: 's-alarm-escalation',
            type: 'constraint',
          },
        ),
        replied(
          'I will add an escalation job in alarm-service that checks unacknowledged alarms older than 5 minutes.',
        ),
        said('hoe weten we wie er van wacht is?'),
        replied('There is an on_call_schedule table in the portal DB, but alarm-service does not read it.'),
        said('lees die via de portal API, niet rechtstreeks uit de DB van een andere service'),
        said(
          'en ook: deur-open events geven pas een alarm na 3 minuten, en binnen de geofence van een depot helemaal geen alarm (daar wordt geladen).',
          {
            key: 's-door-open',
            type: 'constraint',
          },
        ),
        replied(
          'Added a DoorOpenRule with a 3 minute delay that skips when GeofenceMatcher says the trailer is inside a depot.',
        ),
        said('top. zou ge de regels niet beter in Kafka Streams steken?'),
        replied(
          'Kafka Streams would give us windowing out of the box. I can start a prototype for the frozen and door rules.',
        ),
        said('nee, da doen we nu niet, te veel voor deze sprint. laat maar zo in de consumer.'),
        said(
          'voor de test met ACS heb ik deze SAS-URL gebruikt: https://koelbrugreports.blob.core.windows.net/alarms?sv=2023-11-03&ss=b&srt=co&sp=rwl&se=2026-09-30T18:00:00Z&sig=Zq9Lx2Vb7Nm4Tk8Wp3Rc6Hy1Gd5Fs0Ja2Eu7Qo4Ti9Kl%3D',
          {
            secret: 'Zq9Lx2Vb7Nm4Tk8Wp3Rc6Hy1Gd5Fs0Ja2Eu7Qo4Ti9Kl%3D',
          },
        ),
        replied('Thanks; I used a user-delegation SAS from the pipeline instead so nothing is hard-coded.'),
        said(
          'nog iets: alarmen sluiten mag enkel met een reden (dropdown + vrije tekst), en voor pharma enkel door iemand met rol QA.',
          {
            key: 's-alarm-close',
            type: 'constraint',
          },
        ),
        replied('Added a closeReason field and a QA role check for PHARMA_* profiles in AlarmController.'),
        said('merci, da was het voor vandaag'),
      ],
    },
    {
      id: 'invoicing-session',
      age: 7,
      turns: [
        said(
          "Salut, c'est Sophie. On doit revoir l'envoi PEPPOL, il y a des factures bloquées depuis lundi.",
        ),
        replied(
          'Three invoices failed because the receiver was not found in the SMP lookup; they are stuck in SENDING.',
        ),
        said(
          "Si le destinataire n'est pas trouvé dans le SMP, on n'envoie PAS automatiquement un PDF par mail: la facture passe en statut MANUAL_REVIEW et la compta décide.",
          {
            key: 's-peppol-fallback',
            type: 'decision',
          },
        ),
        replied('I will add MANUAL_REVIEW to InvoiceStatus and route SMP-not-found errors there.'),
        said('ok, et pour la langue? un client de Liège a reçu sa facture en néerlandais'),
        replied('The PDF language is taken from the logged-in user who triggers the invoice run.'),
        said(
          'factuurtaal = de taal van de klant zoals in het CRM-record (nl/fr/en), nooit die van de gebruiker die de run start.',
          {
            key: 's-invoice-lang',
            type: 'convention',
          },
        ),
        replied('Changed InvoicePdfRenderer to use customer.preferredLanguage.'),
        said(
          'et chaque facture belge doit avoir une communication structurée (+++123/4567/89012+++) calculée à partir du numéro de facture, modulo 97.',
          {
            key: 's-structured-comm',
            type: 'convention',
          },
        ),
        replied(
          'Added StructuredCommunication.fromInvoiceNumber with the mod-97 check digits, and put it in the UBL PaymentID too.',
        ),
        said('super. on pourrait aussi envoyer les rappels de paiement via PEPPOL?'),
        replied(
          'PEPPOL BIS has no reminder document type; we could send them as emails. Should I build that?',
        ),
        said('pas maintenant, on verra avec la compta'),
        said(
          "tiens, pour tester en acceptance, le mot de passe du compte finance-test c'est Fin@Test-4471be",
          {
            secret: 'Fin@Test-4471be',
          },
        ),
        replied('I will not store that; the acceptance tests use the Keycloak test realm users instead.'),
        said('merci beaucoup, bonne journée'),
      ],
    },
    {
      id: 'platform-session',
      age: 3,
      turns: [
        said('hey, Jens hier. de ingest-service hangt soms onder load sinds we virtual threads aanzetten'),
        replied(
          'The thread dump shows virtual threads pinned inside a synchronized block in DeviceSessionCache while doing a JDBC call.',
        ),
        said(
          'da dacht ik al. afspraak: geen synchronized rond I/O in code die op virtual threads draait, gebruik ReentrantLock. en zet -Djdk.tracePinnedThreads=short aan in dev.',
          {
            key: 's-vt-pinning',
            type: 'convention',
          },
        ),
        replied(
          'Replaced the synchronized block with a ReentrantLock and added the flag to the dev JVM options.',
        ),
        said('hoe lang duurt de build nu eigenlijk?'),
        replied(
          'About 11 minutes on the Azure DevOps agents, of which 6 are integration tests with Testcontainers.',
        ),
        said('ok, voorlopig laten we dat zo, ik kijk volgende week naar parallelle test-tasks'),
        said(
          'en voor de API: deprecated endpoints blijven nog 6 maanden bestaan, met Deprecation- en Sunset-headers, en een regel in de changelog van de portal-API.',
          {
            key: 's-api-deprecation',
            type: 'convention',
          },
        ),
        replied('Added a @DeprecatedEndpoint annotation that sets both headers from a sunset date.'),
        said('moeten we de readings API niet cachen met Redis?'),
        replied(
          'We could put Azure Cache for Redis in front of the /readings endpoint with a 30 second TTL.',
        ),
        said('neen, we hebben geen Redis en ik wil er geen bij. de cagg is snel genoeg.'),
        said(
          'laatste: nieuwe services krijgen altijd resource requests én limits in de helm values, en een PodDisruptionBudget. Argo weigert anders de sync (kyverno policy).',
          {
            key: 's-k8s-resources',
            type: 'constraint',
          },
        ),
        replied('Added requests/limits and a PDB to the geofence-service chart.'),
        said('nice, bedankt'),
      ],
    },
  ],
  prompts: [
    p('welke Java-versie gebruiken we nu?', ['java-21']),
    p('can I use virtual threads in the new geofence-service?', ['java-21', 's-vt-pinning']),
    p('de ingest hangt weer, thread dump toont pinned threads in DeviceSessionCache.java', [
      's-vt-pinning',
      'java-21',
    ]),
    p('which Spring Boot version are we on?', ['boot-33']),
    p('schrijf een HTTP-client voor de Thermo King API in reefer-control', ['boot-33', 'setpoint-remote']),
    p('add a RestTemplate bean for the Storecove calls', ['boot-33', 'peppol-storecove']),
    p('hoe voeg ik een dependency toe aan sensor-ingest?', ['build-gradle']),
    p('./mvnw verify faalt lokaal, wat nu?', ['build-gradle']),
    p('create a Dockerfile for the new alarm-escalation service', [
      'build-gradle',
      'ci-pipeline',
      's-k8s-resources',
    ]),
    p('add a column carrier_code to trailers', ['db-flyway', 'pref-review']),
    p(
      'ik heb een fout gemaakt in V202603111030__add_setpoint_audit.sql, die al gemerged is, kan ik die efkes aanpassen?',
      ['db-flyway'],
    ),
    p('waar staat de Liquibase changelog voor de shipment tabel?', ['db-flyway']),
    p('in welke Azure-regio moet ik de nieuwe storage account aanmaken?', ['azure-westeu']),
    p('set up DR for the business DB', ['azure-westeu', 'db-split']),
    p('kan ik compression aanzetten op de business-DB op Flexible Server?', ['db-split']),
    p('de inserts in sensor_readings zijn traag, check de hypertable settings', [
      'hypertable',
      'kafka-idempotent',
    ]),
    p('add a new hypertable for door_events', ['hypertable', 'db-flyway', 'db-split']),
    p('dashboard query for the last 30 days of temperature per trailer is super slow', ['cagg-5m']),
    p('hoelang bewaren we de ruwe sensordata?', ['retention-13m']),
    p('add a retention policy on readings_5m of 13 months too, to save space', ['retention-13m']),
    p('een auditor vraagt de temperatuurcurve van een pharma-rit van 3 jaar geleden', [
      'retention-13m',
      'cagg-5m',
    ]),
    p('GET /api/v1/readings returns temperature as -182, portal shows nonsense', [
      'temp-decidegrees',
      'api-conventions',
    ]),
    p('de US reefers van Carrier sturen 0.5, is da een fout?', ['temp-decidegrees']),
    p('convert reading timestamps to Brussels time in the ReadingMapper', ['ts-utc', 'ts-local-claim']),
    p('the Teltonika timestamps look one hour off in summer', [
      'ts-utc',
      'ts-local-claim',
      'teltonika-codec',
    ]),
    p('use LocalDateTime for Shipment.plannedPickup', ['ts-utc']),
    p('welk temperatuurbereik hoort bij PHARMA_COLD?', ['temp-profiles']),
    p('implement the alarm rule for frozen shipments in FrozenRule.java', [
      'alarm-frozen-10',
      'temp-profiles',
    ]),
    p('wat is de drempel voor een frozen alarm nu?', ['alarm-frozen-10']),
    p('add a 20 minute tolerance window to PharmaRule, QA gets too many deviations', [
      'gdp-excursion',
      'gdp-claim',
    ]),
    p('moeten we korte excursies van 5 minuten bij pharma melden?', ['gdp-excursion', 'gdp-claim']),
    p('a logger sent wrong values for 2 hours, delete those readings', ['readings-immutable']),
    p('fix de verkeerde readings van device 88231 met een UPDATE', ['readings-immutable']),
    p('welke Kafka gebruiken we, nog Event Hubs?', ['kafka-confluent']),
    p('add a new Kafka topic for geofence entries', ['kafka-topics', 'kafka-confluent', 'kafka-key']),
    p('can I send the trip events as JSON on Kafka instead of Avro?', ['kafka-confluent', 'kafka-topics']),
    p('readings van één toestel komen in verkeerde volgorde binnen in de alarm-service', [
      'kafka-key',
      'kafka-key-claim',
    ]),
    p('which key should the producer in gateway-adapter use for sensor.reading.received.v1?', [
      'kafka-key',
      'kafka-key-claim',
    ]),
    p('na een reconnect van een gateway hebben we dubbele readings', ['kafka-idempotent']),
    p('ReadingConsumer: handle the 48h backlog after a gateway comes back online', [
      'kafka-idempotent',
      'deploy-window',
    ]),
    p('publish shipment.status.changed from ShipmentService.updateStatus()', ['outbox', 'kafka-topics']),
    p('KafkaTemplate.send in de @Transactional methode, is da ok?', ['outbox']),
    p("chauffeurs krijgen 10 sms'en voor hetzelfde alarm na een deploy", [
      'incident-dup-alarms',
      'alarm-notify',
    ]),
    p('add an alert when the TimescaleDB compression job fails', ['incident-disk-full', 'observability']),
    p('disk van de sensor-DB zit aan 80%, wat doen we?', [
      'incident-disk-full',
      'retention-13m',
      'hypertable',
    ]),
    p('JWT validation fails: issuer mismatch, expected https://sso.koelbrug.be/auth/realms/koelbrug', [
      'keycloak-25',
    ]),
    p('welke Keycloak-versie draait er?', ['keycloak-25']),
    p('configure spring.security.oauth2.resourceserver for the geofence-service', [
      'keycloak-25',
      'keycloak-clients',
    ]),
    p('add a new role for the customs broker in the portal', ['keycloak-clients', 'tenant-filter']),
    p('write a native query for the shipment overview per customer', ['tenant-filter']),
    p('klant X ziet shipments van klant Y in de portal!!', ['tenant-filter']),
    p('add an endpoint to change the reefer setpoint from the portal', [
      'setpoint-remote',
      'keycloak-clients',
      'api-conventions',
    ]),
    p('een planner wil de setpoint van een pharma-trailer aanpassen', ['setpoint-remote']),
    p('return the Shipment entity directly from ShipmentController, simpler', ['api-conventions']),
    p('validation errors should return 400 with the field names', ['api-conventions']),
    p('add @Data to the Trailer entity', ['no-lombok']),
    p('write an integration test for the ReadingRepository', ['tests', 'hypertable']),
    p('kan ik H2 gebruiken voor de tests van invoicing-service? Testcontainers is traag', ['tests']),
    p('ArchUnit test faalt: controllers should not depend on repositories', ['tests', 'api-conventions']),
    p('deploy de fix voor de alarm-escalatie naar prod', ['ci-pipeline', 'deploy-window']),
    p('kubectl edit deployment alarm-service -n prod om de memory limit op te trekken', [
      'ci-pipeline',
      's-k8s-resources',
    ]),
    p('het is vrijdag 16u, mag ik nog deployen?', ['deploy-window']),
    p('waar moet ik de nieuwe API-sleutel van Storecove zetten?', ['keyvault']),
    p('put the ACS connection string in the ConfigMap for now', ['keyvault']),
    p('how do I run invoicing-service locally?', ['local-config', 'keyvault']),
    p('chauffeur is wachtwoord vergeten, maak een reset-endpoint in driver-api', ['driver-pw-policy']),
    p('welke access point gebruiken we voor PEPPOL?', ['peppol-storecove']),
    p('BillitClient geeft 401, kunt ge da fixen?', ['peppol-storecove']),
    p('een Belgische klant wil enkel een PDF per mail, geen PEPPOL, is da ok?', ['peppol-mandatory']),
    p("add the customer's KBO number as PEPPOL participant id", ['peppol-format']),
    p('UBL validation fails on the VAT total for invoice KB-2026-000871', ['money', 'peppol-format']),
    p('annuleer factuur KB-2026-000412, die was fout', ['invoice-numbering']),
    p('we missen factuurnummer KB-2026-000300 in de reeks, hoe kan da?', ['invoice-numbering']),
    p('invoice for a Dutch customer with a valid NL VAT number: what rate?', ['vat-reverse', 'vat-claim']),
    p('facture pour un client luxembourgeois, quelle TVA?', ['vat-reverse']),
    p('compute the invoice total with double', ['money']),
    p('un client de Namur se plaint que son rapport de température est en néerlandais', [
      'pdf-lang-fr',
      's-invoice-lang',
    ]),
    p('add a German template for the invoice PDF', ['pdf-lang-fr', 's-invoice-lang']),
    p('trailer arrival at the Willebroek depot is not detected', ['geofence']),
    p('de sms voor alarmen komen niet aan bij Franse nummers', ['alarm-notify']),
    p('log the driver name and license plate on every alarm', ['logging']),
    p('add a metric for the number of open alarms', ['observability']),
    p('wie is eigenaar van de PEPPOL-code?', ['owners']),
    p('write the commit message', ['pref-english-code']),
    p('Teltonika sensor gives 3000 for temperature', ['teltonika-codec']),
    p('parse IO element 76 in the Codec8 parser', ['teltonika-codec']),
    p('upgrade Axis2 in transics-legacy', ['transics-note']),
    p('hoe verbind ik met de staging-DB?', ['vpn-northeu-note', 'azure-westeu']),
    p('should we migrate ingest to Quarkus native?', ['java-21']),
    p('vervang Keycloak door Entra voor de klanten-portal', ['keycloak-clients', 'keycloak-25']),
    p('alarm niet bevestigd na 10 minuten, wat gebeurt er?', ['s-alarm-escalation']),
    p('implement the escalation job in alarm-service', ['s-alarm-escalation', 'alarm-notify']),
    p('read the on-call schedule from the portal database in alarm-service', ['s-alarm-escalation']),
    p('deur staat open in het depot van Antwerpen, moet da een alarm geven?', ['s-door-open', 'geofence']),
    p('add a DoorOpenRule for the trailers', ['s-door-open', 'geofence']),
    p('move the alarm rules to Kafka Streams', ['kafka-confluent']),
    p('close alarm endpoint: what is required?', ['s-alarm-close', 'keycloak-clients']),
    p('een chauffeur wil een pharma-alarm zelf afsluiten', ['s-alarm-close', 'gdp-excursion']),
    p('Storecove geeft "receiver not found" voor een klant, stuur dan maar de PDF', ['s-peppol-fallback']),
    p("la facture est bloquée en SENDING, le destinataire n'est pas sur PEPPOL", [
      's-peppol-fallback',
      'peppol-format',
    ]),
    p('in welke taal moet de factuur voor een klant uit Luik?', ['s-invoice-lang', 'pdf-lang-fr']),
    p('genereer de gestructureerde mededeling voor de betalingsreferentie', ['s-structured-comm']),
    p('add payment reminders via PEPPOL', ['peppol-format']),
    p('deprecate GET /api/v1/trips/{id}/positions in favour of the new one', [
      's-api-deprecation',
      'api-conventions',
    ]),
    p('cache the readings endpoint with Redis', ['cagg-5m']),
    p('nieuwe helm chart voor geofence-service, Argo weigert de sync', ['s-k8s-resources', 'ci-pipeline']),
    p('add a PodDisruptionBudget? do we need that for a cronjob?', ['s-k8s-resources']),
    p('hoe zit de build in elkaar, waar staan de versies van de libs?', ['build-gradle']),
    p('stuur de events van de reefer-control naar Kafka', ['outbox', 'kafka-topics', 'kafka-key']),
    p('add shipment.eta.updated.v1 Avro schema', ['kafka-topics', 'kafka-confluent']),
    p('bedankt!', []),
    p('merci, ça marche', []),
    p('explain the difference between a record and a class in Java', []),
    p('wat is het verschil tussen @Component en @Service?', []),
    p('how do I rebase interactively?', []),
    p('regex for a Belgian mobile number +32 4xx', []),
    p('summarize this stack trace', []),
    p('ok, commit maar', []),
    p('what does HTTP 422 mean?', []),
    p('schrijf een stream die een lijst van strings groepeert op lengte', []),
    p('Optional.orElse vs orElseGet?', []),
    p("c'est quoi la différence entre un LEFT JOIN et un INNER JOIN?", []),
    p('rename deze methode naar calculateTotal', []),
    p('explain how a B-tree index works', []),
    p('volgende taak', []),
    p('format this YAML', []),
    p('what is a sealed interface?', []),
    p('hoe werkt een CompletableFuture?', []),
    p('give me a cron expression for every weekday at 6am', []),
    p('explain Kafka consumer groups in general', []),
    p('undo my last git commit but keep the changes', []),
    p('voeg javadoc toe aan deze methode', []),
    p('what is the difference between PUT and PATCH?', []),
    p('explain what a SAS token is in Azure, conceptually', []),
    p('write a unit test for this pure function', []),
    p('kunt ge de imports efkes opkuisen?', []),
  ],
});
