// A hospital group's integration team (Eindhoven NL + Antwerpen BE, contractor in Brno): HAPI FHIR R4 server,
// HL7 v2 ADT/ORU feeds through Apache Camel into Kafka, Keycloak SMART on FHIR, an Angular clinician portal.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'fhir-hospital-integration',
  stack:
    'Java 21 + Spring Boot 3 (HAPI FHIR 7 JPA server, R4), Apache Camel 4 (camel-mllp, HAPI HL7v2), Kafka (AMQ Streams / Strimzi), PostgreSQL 15 (Crunchy PGO), Keycloak 24 (SMART on FHIR), Angular 17 clinician portal, OpenShift 4 + Argo CD, Jenkins, Maven, Testcontainers + JUnit 5, Jest + Playwright',
  memories: [
    m(
      'java-17',
      'fact',
      'fhir-server and hl7-gateway build with Java 17 (Temurin), maven.compiler.release=17 in the parent pom.',
      {
        fact: 'backend | java_version | 17',
        files: ['pom.xml'],
        age: 700,
        tags: ['java', 'jdk', 'maven'],
      },
    ),
    m(
      'hapi-6',
      'fact',
      'fhir-server = HAPI FHIR JPA starter 6.4 on Spring Boot 2.7 (javax.servlet, javax.persistence).',
      {
        fact: 'fhir-server | based_on | HAPI FHIR 6.4',
        files: ['fhir-server/pom.xml'],
        age: 690,
        tags: ['hapi', 'spring-boot', 'fhir-server'],
      },
    ),
    m(
      'mirth',
      'fact',
      'HL7 v2 uit HiX komt binnen via Mirth Connect 3.12 (kanalen ADT_IN_EHV en ORU_IN_LAB). Mirth zet het om naar FHIR JSON en doet een POST naar de fhir-server.',
      {
        fact: 'hl7 v2 intake | runs_on | Mirth Connect',
        age: 650,
        tags: ['mirth', 'hl7', 'intake'],
      },
    ),
    m(
      'adt-key-visit',
      'convention',
      'ADT topic hl7.adt.v1: message key = visit number (PV1-19), 6 partitions.',
      {
        fact: 'adt topic | message_key | visit number',
        age: 480,
        tags: ['kafka', 'adt', 'partitioning'],
      },
    ),
    m(
      'tests-h2',
      'convention',
      "integration tests run against H2 in PostgreSQL compatibility mode (spring profile 'it'), no docker needed.",
      {
        age: 560,
        tags: ['tests', 'h2', 'integration-tests'],
      },
    ),
    m(
      'loinc-csv',
      'fact',
      'GLIMS lab code -> LOINC mapping is a CSV in hl7-gateway/src/main/resources/mapping/glims-loinc.csv, loaded into a HashMap at startup.',
      {
        files: ['hl7-gateway/src/main/resources/mapping/glims-loinc.csv'],
        age: 520,
        tags: ['loinc', 'lab', 'mapping'],
      },
    ),
    m(
      'ng-modules',
      'fact',
      'portal: Angular 15, one NgModule per feature (PatientModule, LabModule, EncounterModule), state in NgRx store under portal/src/app/store.',
      {
        files: ['portal/src/app/store'],
        age: 440,
        tags: ['angular', 'portal', 'ngrx'],
      },
    ),
    m(
      'deploy-oc-apply',
      'fact',
      'Jenkins deploy stage runs `oc apply -k deploy/overlays/<env>` with the jenkins-deployer service account.',
      {
        files: ['Jenkinsfile', 'deploy/overlays'],
        age: 420,
        tags: ['jenkins', 'openshift', 'deploy'],
      },
    ),
    m('kc-token-15', 'fact', 'keycloak zms-clinical: access token 15 min, refresh 8h (one shift).', {
      fact: 'access token | lifespan | 15 minutes',
      age: 380,
      tags: ['keycloak', 'token', 'lifespan'],
    }),
    m('page-size-100', 'fact', 'HAPI paging: default _count 100, max page size 1000.', {
      files: ['fhir-server/src/main/resources/application.yaml'],
      age: 330,
      tags: ['hapi', 'paging', 'count'],
    }),
    m(
      'camel-mllp',
      'decision',
      'Mirth staat sinds april uit en de licentie is opgezegd. Alle HL7-kanalen draaien nu als Apache Camel 4 routes in hl7-gateway (camel-mllp), één RouteBuilder per bron + berichttype, bv. AdtInEindhovenRoute, AdtInAntwerpenRoute, OruInGlimsRoute.',
      {
        fact: 'hl7 v2 intake | runs_on | Apache Camel',
        supersedes: 'mirth',
        age: 300,
        canonical: true,
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/routes'],
        reason: 'Mirth licence cost and no way to test channels in CI',
        tags: ['camel', 'mllp', 'hl7', 'mirth'],
      },
    ),
    m(
      'java-21',
      'decision',
      'Backend is on Java 21: maven.compiler.release=21 in the root pom.xml, runtime image registry.access.redhat.com/ubi9/openjdk-21-runtime. Records, sealed interfaces and pattern-matching switch are welcome.',
      {
        fact: 'backend | java_version | 21',
        supersedes: 'java-17',
        age: 260,
        canonical: true,
        files: ['pom.xml'],
        tags: ['java', 'jdk', 'maven'],
      },
    ),
    m(
      'hapi-7',
      'decision',
      'fhir-server runs HAPI FHIR 7.2 (hapi-fhir-jpaserver-base) on Spring Boot 3.2. Jakarta namespace only, a javax.servlet / javax.persistence import no longer compiles. Upgrade notes: docs/adr/0007-hapi7.md.',
      {
        fact: 'fhir-server | based_on | HAPI FHIR 7.2',
        supersedes: 'hapi-6',
        age: 250,
        canonical: true,
        reaffirm: 20,
        files: ['fhir-server/pom.xml', 'docs/adr/0007-hapi7.md'],
        tags: ['hapi', 'spring-boot', 'jakarta', 'fhir-server'],
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      'H2 už nepoužíváme, s HAPI 7 dělalo problémy (sekvence, LOB sloupce). Integrační testy jedou na Testcontainers: PostgreSQL 15 + Kafka (KRaft) přes @ServiceConnection, jeden sdílený kontejner v AbstractIT. Nové IT třídy dědí z AbstractIT a končí na *IT.java.',
      {
        supersedes: 'tests-h2',
        age: 240,
        files: ['fhir-server/src/test/java/nl/zms/integration/fhir/AbstractIT.java'],
        tags: ['tests', 'testcontainers', 'integration-tests', 'postgres', 'kafka'],
      },
    ),
    m(
      'his-sources',
      'fact',
      'Source systems: Eindhoven runs HiX 6.3 (ChipSoft), HL7 v2.5; Antwerpen runs KWS, HL7 v2.3 with Z-segments (ZPI, ZBE); lab results come from the shared GLIMS LIS as ORU^R01 v2.5.',
      {
        tags: ['hix', 'kws', 'glims', 'hl7', 'sources'],
      },
    ),
    m(
      'mllp-ports',
      'fact',
      'MLLP listeners: 2575 ADT Eindhoven, 2576 ADT Antwerpen, 2577 ORU GLIMS. TLS is done on the camel-mllp endpoint itself (sslContextParameters). MLLP is plain TCP so it is exposed through a LoadBalancer service, not an OpenShift Route.',
      {
        files: ['hl7-gateway/src/main/resources/application.yaml', 'deploy/base/hl7-gateway'],
        tags: ['mllp', 'ports', 'tls', 'openshift'],
      },
    ),
    m(
      'charset-be',
      'constraint',
      "KWS (Antwerpen) stuurt ISO-8859-1, géén UTF-8. De charset staat per site in application-antwerpen.yaml (hl7.sites.antwerpen.charset). Vergeet ge dat, dan krijgt ge 'FranÃ§oise' en 'Verbiest-MaÃ«s' in Patient.name.",
      {
        files: ['hl7-gateway/src/main/resources/application-antwerpen.yaml'],
        tags: ['charset', 'encoding', 'kws', 'mllp'],
      },
    ),
    m(
      'ack-after-commit',
      'constraint',
      'MLLP: send the application ACK (MSA-1 = AA) only after the message is durably on Kafka (producer acks=all, send().get()). If Kafka is unavailable answer AE, so the sending HIS keeps the message in its outbound queue and retries.',
      {
        canonical: true,
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/routes'],
        tags: ['mllp', 'ack', 'kafka', 'delivery'],
      },
    ),
    m(
      'ack-immediate-claim',
      'fact',
      'de ADT-routes acken direct bij ontvangst (original mode), anders loopt de uitgaande wachtrij van HiX vol zodra Kafka traag is. fouten gaan gewoon naar de DLQ',
      {
        disputes: 'ack-after-commit',
        tags: ['mllp', 'ack', 'adt'],
      },
    ),
    m(
      'msh10-idempotent',
      'constraint',
      'HiX resends a message when no ACK arrives within 30 s, with the same MSH-10. Routes dedupe on sending facility + MSH-10 via the Camel JdbcMessageIdRepository (table integration.hl7_processed_ids, kept 14 days). Never dedupe on a content hash (A08s can legitimately repeat).',
      {
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/routes/IdempotencyConfig.java'],
        tags: ['idempotent', 'msh-10', 'duplicates', 'mllp'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic names: <source>.<type>.v<N>, e.g. hl7.adt.v2, hl7.oru.v1, fhir.resource-changes.v1. Raw HL7 (ER7 string) only on hl7.* topics, FHIR JSON only on fhir.*. Every topic has a <topic>.dlq twin.',
      {
        tags: ['kafka', 'naming', 'topics'],
      },
    ),
    m(
      'kafka-strimzi',
      'fact',
      "Kafka = AMQ Streams (Strimzi) on OpenShift, cluster 'zms-kafka' in namespace zms-kafka. Topics are KafkaTopic CRs in deploy/kafka/topics/*.yaml; auto.create.topics.enable=false, apps never create topics.",
      {
        fact: 'kafka | operated_by | Strimzi',
        files: ['deploy/kafka/topics'],
        tags: ['kafka', 'strimzi', 'openshift'],
      },
    ),
    m(
      'adt-key-mrn',
      'convention',
      'hl7.adt.v2 is keyed by the patient MRN incl. assigning authority (PID-3, e.g. EHV^123456), 24 partitions. With the visit number as key an A08 and the A40 merge of the same patient could overtake each other.',
      {
        fact: 'adt topic | message_key | MRN',
        supersedes: 'adt-key-visit',
        age: 170,
        reason: 'per-patient ordering across visits (A08 vs A40)',
        tags: ['kafka', 'adt', 'partitioning', 'ordering'],
      },
    ),
    m(
      'dlq-replay',
      'fact',
      "Failed HL7 messages land on <topic>.dlq with headers x-error, x-route-id, x-msh10. Replay goes through the Jenkins job 'hl7-dlq-replay' (params: topic, offset range, env), not by hand with kafka-console-producer.",
      {
        tags: ['dlq', 'replay', 'kafka', 'jenkins'],
      },
    ),
    m(
      'adt-mapping',
      'fact',
      'ADT -> FHIR: A01/A04 -> Encounter in-progress (A04 = class AMB), A02 -> Encounter.location, A03 -> finished + period.end, A11/A13 -> entered-in-error / back to in-progress, A08 -> Patient update, A40 -> merge. Mappers in hl7-gateway/.../mapping/adt/.',
      {
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping/adt'],
        tags: ['adt', 'encounter', 'patient', 'mapping'],
      },
    ),
    m(
      'a40-merge',
      'constraint',
      'A40 merge: the non-surviving Patient gets active=false and link(type=replaced-by) to the survivor; the survivor gets link(type=replaces). MergeService re-points Encounters and Observations. The old Patient is never deleted.',
      {
        files: ['fhir-server/src/main/java/nl/zms/integration/fhir/merge/MergeService.java'],
        tags: ['a40', 'merge', 'patient', 'link'],
      },
    ),
    m(
      'incident-a40',
      'incident',
      'Jan 2026: een A40 van KWS kwam binnen vóór de A08 van dezelfde patiënt (andere partition), MergeService werkte op een oude versie en de portal toonde 3 dagen lang twee patiënten met hetzelfde INSZ. Oorzaak: topic key op opnamenummer. Fix: key op MRN + regressietest MergeOrderingIT.',
      {
        files: ['fhir-server/src/test/java/nl/zms/integration/fhir/merge/MergeOrderingIT.java'],
        tags: ['incident', 'a40', 'merge', 'kafka', 'ordering'],
      },
    ),
    m(
      'oru-mapping',
      'fact',
      'ORU^R01 -> one DiagnosticReport per OBR + one Observation per OBX. OBX-3 (GLIMS code) is translated to LOINC, OBX-11: F=final, C=corrected, P=preliminary, X=cancelled.',
      {
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping/oru/OruR01Mapper.java'],
        tags: ['oru', 'observation', 'diagnosticreport', 'lab'],
      },
    ),
    m(
      'oru-corrected',
      'constraint',
      'Corrected results (OBX-11 = C) update the existing Observation with a conditional update on identifier = filler order number + OBX-3 + OBX-4, status corrected. Never create a second Observation for the same result: clinicians then see two potassium values.',
      {
        canonical: true,
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping/oru/OruR01Mapper.java'],
        tags: ['oru', 'corrected', 'observation', 'conditional-update'],
      },
    ),
    m(
      'conditional-ops',
      'convention',
      'Gateway writes are conditional on business identifiers: PUT Patient?identifier=<mrn-system>|<mrn>, PUT Encounter?identifier=<visit-system>|<visitnr>, create with If-None-Exist. Never match on server-assigned resource ids.',
      {
        tags: ['fhir', 'conditional-update', 'identifiers', 'idempotent'],
      },
    ),
    m(
      'terminology',
      'fact',
      'Ontoserver at https://terminology.zms.local/fhir hosts SNOMED CT (NL + BE editions), LOINC 2.77 and our local ConceptMaps. No pod calls tx.fhir.org or any public terminology server.',
      {
        fact: 'terminology server | product | Ontoserver',
        tags: ['terminology', 'ontoserver', 'snomed', 'loinc'],
      },
    ),
    m(
      'loinc-conceptmap',
      'decision',
      "GLIMS->LOINC lives as ConceptMap 'glims-to-loinc' on Ontoserver, maintained by lab informatics (Amélie). The gateway calls $translate with a Caffeine cache (1h TTL). The old CSV is deleted, don't bring it back; a missing code is a change request to the lab, not a code change.",
      {
        supersedes: 'loinc-csv',
        age: 140,
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/terminology/LoincTranslator.java'],
        reason: 'lab wants to own the mapping without a gateway release',
        tags: ['loinc', 'conceptmap', 'terminology', 'lab'],
      },
    ),
    m(
      'no-internet',
      'constraint',
      'Pods in zms-int-acc and zms-int-prod have no outbound internet (egress NetworkPolicy). HAPI loads IG packages from the classpath: fhir-server/src/main/resources/packages/*.tgz (nictiz.fhir.nl.r4.zib2020, hl7.fhir.be.core). New package = drop the .tgz there and list it under hapi.fhir.implementationguides.',
      {
        files: ['fhir-server/src/main/resources/packages', 'fhir-server/src/main/resources/application.yaml'],
        tags: ['egress', 'ig', 'packages', 'openshift', 'validation'],
      },
    ),
    m(
      'profiles',
      'constraint',
      'Patient, Encounter and Observation from Eindhoven must validate against nl-core (zib 2020), from Antwerpen against be-core. RequestValidatingInterceptor is on in acc and prod with failOnSeverity=ERROR.',
      {
        files: ['fhir-server/src/main/java/nl/zms/integration/fhir/config/ValidationConfig.java'],
        tags: ['validation', 'profiles', 'nl-core', 'be-core'],
      },
    ),
    m(
      'identifiers',
      'convention',
      'Identifier systems: BSN http://fhir.nl/fhir/NamingSystem/bsn, INSZ/NISS https://www.ehealth.fgov.be/standards/fhir/core/NamingSystem/ssin, MRN https://fhir.zms.eu/NamingSystem/mrn-<site> (site = ehv | ant), visit https://fhir.zms.eu/NamingSystem/visit-<site>. Use the constants in common/.../Systems.java, no string literals in mappers.',
      {
        canonical: true,
        files: ['common/src/main/java/nl/zms/integration/common/Systems.java'],
        tags: ['identifiers', 'bsn', 'insz', 'mrn', 'naming-system'],
      },
    ),
    m(
      'bsn-logging',
      'constraint',
      'BSN en INSZ nooit loggen, ook niet op DEBUG. Gebruik PiiMasker.mask() uit common; logback filtert niets, dus het moet in de code. Volledige HL7-berichten nooit loggen (PID zit erin), alleen MSH-9/MSH-10.',
      {
        canonical: true,
        reaffirm: 12,
        files: ['common/src/main/java/nl/zms/integration/common/PiiMasker.java'],
        tags: ['logging', 'privacy', 'bsn', 'insz', 'avg', 'gdpr'],
      },
    ),
    m(
      'test-bsn',
      'constraint',
      'No real patient data in the repo, in fixtures or on dev/test. BSNs in fixtures come from the official test range (9999xxxxx) and must pass the 11-proef; INSZ numbers only from the eHealth test set (docs/testdata/insz-test.md).',
      {
        files: ['docs/testdata/insz-test.md'],
        tags: ['testdata', 'bsn', 'insz', 'privacy', 'fixtures'],
      },
    ),
    m(
      'hl7-fixtures',
      'convention',
      'HL7 fixtures: hl7-gateway/src/test/resources/hl7/<site>/<trigger>/*.hl7, one message per file, segments separated by CR (\\r). Editors that turn them into \\n break the parser; .gitattributes has "*.hl7 -text".',
      {
        files: ['hl7-gateway/src/test/resources/hl7', '.gitattributes'],
        tags: ['fixtures', 'hl7', 'tests'],
      },
    ),
    m(
      'jenkins-testcontainers',
      'fact',
      'Jenkins agents are pods on OpenShift without a Docker daemon. Testcontainers uses the podman sidecar: DOCKER_HOST=unix:///run/podman/podman.sock and TESTCONTAINERS_RYUK_DISABLED=true are set in jenkins/pod-templates/maven-podman.yaml.',
      {
        files: ['jenkins/pod-templates/maven-podman.yaml'],
        tags: ['jenkins', 'testcontainers', 'podman', 'ci'],
      },
    ),
    m(
      'jenkinsfile',
      'fact',
      "Jenkinsfile: build -> unit -> it (Testcontainers) -> sonar -> image (buildah) -> push to quay.zms.local -> bump tag in the zms-int-deploy repo. Uses shared library 'zms-pipeline-lib'.",
      {
        files: ['Jenkinsfile'],
        tags: ['jenkins', 'ci', 'pipeline'],
      },
    ),
    m(
      'deploy-argocd',
      'decision',
      'Jenkins deployt niet meer. De pipeline pusht alleen het image en bumpt de tag in zms-int-deploy; OpenShift GitOps (Argo CD) synct dev automatisch, acc en prod met een handmatige sync. De oc apply-stage en de rechten van jenkins-deployer zijn weg.',
      {
        fact: 'deployments | done_by | Argo CD',
        supersedes: 'deploy-oc-apply',
        age: 120,
        canonical: true,
        tags: ['argocd', 'gitops', 'deploy', 'openshift', 'jenkins'],
      },
    ),
    m(
      'otap',
      'fact',
      'OTAP namespaces: zms-int-dev, zms-int-test, zms-int-acc, zms-int-prod. acc is wired to the HiX and KWS acceptance environments; dev/test only to the hl7-simulator pod.',
      {
        tags: ['openshift', 'environments', 'otap'],
      },
    ),
    m(
      'change-window',
      'constraint',
      "Prod changes only in the CAB window (Tuesday/Thursday 07:00-08:00) with an approved RFC in TOPdesk. Never during a HiX or KWS upgrade weekend, see the shared calendar 'EPD releases'. Emergency changes need the on-call manager's ok.",
      {
        reaffirm: 6,
        tags: ['prod', 'cab', 'change-management', 'deploy'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Secrets: Vault + External Secrets Operator, an ExternalSecret per app in deploy/base/<app>/externalsecret.yaml reading kv/zms-int/<env>/<app>. Never in application*.yaml, never in the deploy repo, never in a committed .env.',
      {
        canonical: true,
        reaffirm: 30,
        files: ['deploy/base'],
        tags: ['secrets', 'vault', 'external-secrets', 'openshift'],
      },
    ),
    m(
      'kc-realm',
      'fact',
      "Keycloak 24 (RH build of Keycloak), realm 'zms-clinical'. Clients: clinician-portal (public, PKCE), fhir-server (bearer-only audience), hl7-gateway and bulk-export (confidential, client credentials). Realm config as code in keycloak/realm-zms-clinical.json, applied by keycloak-config-cli in the pipeline.",
      {
        files: ['keycloak/realm-zms-clinical.json'],
        tags: ['keycloak', 'realm', 'clients', 'oidc'],
      },
    ),
    m(
      'smart-scopes',
      'convention',
      'SMART v1 scopes (launch, openid, fhirUser, patient/*.read, user/<Type>.read) are mapped to HAPI rules in fhir-server/.../security/SmartAuthorizationInterceptor.java. Default is deny: every new resource type needs an explicit rule.',
      {
        files: [
          'fhir-server/src/main/java/nl/zms/integration/fhir/security/SmartAuthorizationInterceptor.java',
        ],
        tags: ['smart', 'scopes', 'authorization', 'keycloak'],
      },
    ),
    m(
      'smart-launch',
      'fact',
      'Portal is launched from HiX as SMART EHR launch: HiX opens https://portal.zms.eu/launch?iss=...&launch=..., the launch context carries patient + encounter. Standalone launch only for the research role.',
      {
        files: ['portal/src/app/core/launch'],
        tags: ['smart', 'launch', 'portal', 'hix'],
      },
    ),
    m(
      'token-storage',
      'constraint',
      'Portal keeps tokens in memory only (angular-oauth2-oidc with MemoryStorage). No localStorage / sessionStorage: ward PCs are shared between nurses.',
      {
        files: ['portal/src/app/core/auth'],
        tags: ['portal', 'oauth', 'token', 'security'],
      },
    ),
    m(
      'btg',
      'constraint',
      'Break-the-glass: without a care relation a user opens a patient only through the BTG dialog (reason mandatory). fhir-server writes an AuditEvent with purposeOfUse=BTG and the privacy officer gets a digest next morning. No bypass, not even in acc for testing.',
      {
        files: [
          'portal/src/app/patient/btg-dialog',
          'fhir-server/src/main/java/nl/zms/integration/fhir/security/BtgInterceptor.java',
        ],
        tags: ['btg', 'break-the-glass', 'audit', 'privacy'],
      },
    ),
    m(
      'audit-nen7513',
      'constraint',
      'Every read/search that touches a Patient compartment writes an AuditEvent (NEN 7513: who, which patient, when, from which workstation). AuditEventInterceptor in fhir-server; AuditEvents go to the separate pg-audit database, retention 5 years.',
      {
        files: ['fhir-server/src/main/java/nl/zms/integration/fhir/audit/AuditEventInterceptor.java'],
        tags: ['audit', 'nen7513', 'auditevent', 'retention'],
      },
    ),
    m(
      'audit-20y-claim',
      'fact',
      'volgens mij moet de NEN 7513-logging net zo lang bewaard worden als het dossier zelf, dus 20 jaar (WGBO), niet 5',
      {
        disputes: 'audit-nen7513',
        tags: ['audit', 'retention', 'wgbo'],
      },
    ),
    m(
      'cross-site-consent',
      'constraint',
      'Cross-border access: a clinician in Eindhoven sees Antwerpen data (and vice versa) only if the patient has an active Consent with category cross-site. Enforced by ConsentInterceptor (HAPI IConsentService). No consent = resources silently filtered out of the bundle, not a 403.',
      {
        files: ['fhir-server/src/main/java/nl/zms/integration/fhir/consent/ConsentInterceptor.java'],
        tags: ['consent', 'cross-site', 'gdpr', 'privacy'],
      },
    ),
    m(
      'tz-hl7',
      'convention',
      'HL7 v2 timestamps without offset are local time of the sending site (Europe/Amsterdam or Europe/Brussels). Hl7Time.parse(ts, site) in common returns an OffsetDateTime; FHIR gets the offset (+01:00/+02:00), never a bare local dateTime.',
      {
        files: ['common/src/main/java/nl/zms/integration/common/Hl7Time.java'],
        tags: ['timezone', 'hl7', 'datetime', 'dst'],
      },
    ),
    m(
      'tz-utc-claim',
      'fact',
      'hix stuurt in MSH-7 en EVN-2 al UTC, dus gewoon als UTC parsen, geen tijdzone conversie nodig',
      {
        disputes: 'tz-hl7',
        tags: ['timezone', 'hix', 'hl7'],
      },
    ),
    m(
      'incident-dst',
      'incident',
      'Oct 2025 DST end: three A03 discharges from Eindhoven between 02:10 and 02:50 (the repeated hour) got period.end before period.start. Since then Hl7Time takes the earlier offset for ambiguous local times unless the field carries a TZ; regression test Hl7TimeDstTest.',
      {
        files: ['common/src/test/java/nl/zms/integration/common/Hl7TimeDstTest.java'],
        tags: ['incident', 'dst', 'timezone', 'a03'],
      },
    ),
    m(
      'page-size-20',
      'constraint',
      "hapi.fhir.default_page_size=20, max_page_size=200. The portal's Observation timeline asked for 1000 per page and took fhir-server down (OOM) on an ICU patient with 14k Observations. Page with the bundle's next link.",
      {
        fact: 'fhir paging | max_page_size | 200',
        supersedes: 'page-size-100',
        age: 60,
        files: ['fhir-server/src/main/resources/application.yaml'],
        tags: ['hapi', 'paging', 'count', 'oom'],
      },
    ),
    m(
      'kc-token-5',
      'constraint',
      'Na de pentest (security officer): access token in zms-clinical leeft 5 minuten, SSO-sessie/refresh 10 uur zodat een dienst gedekt is. De portal ververst stil; een 401 los je niet op door de lifespan te verhogen.',
      {
        fact: 'access token | lifespan | 5 minutes',
        supersedes: 'kc-token-15',
        age: 90,
        files: ['keycloak/realm-zms-clinical.json'],
        reason: 'pentest finding',
        tags: ['keycloak', 'token', 'lifespan', 'security'],
      },
    ),
    m(
      'hapi-db',
      'constraint',
      "HAPI's own tables (HFJ_*, TRM_*, BT2_*) in database 'hapi' belong to HAPI: schema upgrades with hapi-fhir-cli migrate-database in the pipeline, never SQL by hand. Our tables live in schema 'integration', managed by Flyway: fhir-server/src/main/resources/db/migration/V<yyyyMMddHHmm>__<desc>.sql.",
      {
        files: ['fhir-server/src/main/resources/db/migration'],
        tags: ['postgres', 'flyway', 'hapi', 'schema', 'migrations'],
      },
    ),
    m(
      'postgres',
      'fact',
      'PostgreSQL 15 via Crunchy PGO on OpenShift: cluster pg-fhir (hapi db + integration schema) and pg-audit (AuditEvents). PgBouncer in front, transaction pooling.',
      {
        tags: ['postgres', 'crunchy', 'pgbouncer'],
      },
    ),
    m(
      'pgbouncer-prepared',
      'note',
      'pgbouncer in transaction mode -> add prepareThreshold=0 to the JDBC url, otherwise random \'prepared statement "S_1" already exists\'.',
      {
        tags: ['pgbouncer', 'jdbc', 'postgres'],
      },
    ),
    m(
      'virtual-threads',
      'constraint',
      'spring.threads.virtual.enabled=true on fhir-server and hl7-gateway. No synchronized around blocking I/O (JDBC, FHIR client, Kafka send) in our code, it pins the carrier thread: use a ReentrantLock.',
      {
        tags: ['java', 'virtual-threads', 'loom', 'concurrency'],
      },
    ),
    m(
      'java-style',
      'convention',
      'Spotless with palantir-java-format runs in mvn verify. No Lombok; DTOs are records. Package root nl.zms.integration.<module>.',
      {
        files: ['pom.xml'],
        tags: ['java', 'style', 'spotless', 'lombok'],
      },
    ),
    m(
      'mappers-handwritten',
      'convention',
      'HL7->FHIR mappers are hand-written, one class per trigger event implementing Hl7ToFhirMapper<M extends Message>, each with a unit test per fixture. No MapStruct, no reflection-based generic mapper.',
      {
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping'],
        tags: ['mapping', 'hl7', 'mapstruct', 'tests'],
      },
    ),
    m(
      'camel-routes',
      'convention',
      'Camel: Java DSL only, no XML/YAML routes. routeId = hl7-<type>-in-<site> (e.g. hl7-adt-in-ant). Every route has onException -> <topic>.dlq and a Micrometer counter; processors are stateless beans.',
      {
        files: ['hl7-gateway/src/main/java/nl/zms/integration/hl7/routes'],
        tags: ['camel', 'routes', 'dlq', 'metrics'],
      },
    ),
    m(
      'ng-standalone',
      'convention',
      'portal is on Angular 17: standalone components only, new control flow (@if / @for), signals for state (signal stores in services). NgRx has been removed; do not add NgModules.',
      {
        fact: 'portal | state_management | signals',
        supersedes: 'ng-modules',
        age: 110,
        files: ['portal/src/app'],
        tags: ['angular', 'portal', 'standalone', 'signals'],
      },
    ),
    m(
      'portal-i18n',
      'convention',
      'Portal strings via $localize; source language en, translations portal/src/locale/messages.nl.xlf and messages.fr.xlf. Flemish users get nl, Brussels/Liège users fr. No hardcoded Dutch text in templates.',
      {
        files: ['portal/src/locale'],
        tags: ['i18n', 'localize', 'portal', 'angular'],
      },
    ),
    m(
      'portal-tests',
      'convention',
      'portal tests: Jest (jest-preset-angular) for units, Karma is gone. e2e with Playwright in portal/e2e against the HAPI test server seeded with synthetic data.',
      {
        files: ['portal/jest.config.ts', 'portal/e2e'],
        tags: ['portal', 'jest', 'playwright', 'tests'],
      },
    ),
    m(
      'portal-fhir-client',
      'convention',
      'Portal talks to FHIR only through FhirClientService (portal/src/app/core/fhir-client.service.ts), typed with @types/fhir (r4). No HttpClient calls to /fhir from components.',
      {
        files: ['portal/src/app/core/fhir-client.service.ts'],
        tags: ['portal', 'fhir-client', 'angular'],
      },
    ),
    m(
      'subscriptions',
      'fact',
      'Ward dashboard notifications: HAPI R4 Subscriptions (rest-hook) to notification-service, criteria like Encounter?status=in-progress&location=<ward>. Websocket subscriptions are disabled in prod.',
      {
        tags: ['subscription', 'rest-hook', 'notifications'],
      },
    ),
    m(
      'bulk-export',
      'fact',
      'Weekly $export (Patient, Encounter, Observation) to the research data platform via the bulk-export client. Only patients with an active research Consent; pseudonymisation happens on the research side, not ours.',
      {
        tags: ['bulk-export', 'research', 'consent'],
      },
    ),
    m(
      'expunge-off',
      'constraint',
      '$expunge and hard deletes are off in acc and prod (expunge_enabled=false, allow_multiple_delete=false). Wrong data becomes entered-in-error, it is never removed.',
      {
        files: ['fhir-server/src/main/resources/application-prod.yaml'],
        tags: ['expunge', 'delete', 'hapi', 'entered-in-error'],
      },
    ),
    m(
      'expunge-claim',
      'fact',
      'expunge staat wél aan in prod voor de nachtelijke merge-cleanup job (opruimen van A40-dubbelen), zie application-prod.yaml',
      {
        disputes: 'expunge-off',
        files: ['fhir-server/src/main/resources/application-prod.yaml'],
        tags: ['expunge', 'merge', 'cleanup'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: hl7-gateway Ruben Bakker (Eindhoven), fhir-server + security Pieter Claes (Antwerpen), portal Tomáš Dvořák (contractor, Brno), OpenShift/Jenkins Sanne de Vries, terminology Amélie Dubois (lab informatics, Brussel).',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'code, commits en PR-beschrijvingen in het Engels, ook al praten we onderling Nederlands, Vlaams, Frans of Tsjechisch',
      {},
    ),
    m(
      'pref-review',
      'preference',
      'Conventional commits (feat:, fix:, chore:). Anything touching mapping or security needs a reviewer from the other site (NL <-> BE).',
      {},
    ),
    m(
      'note-hapi-reindex',
      'note',
      'after adding a SearchParameter run $reindex for that resource type (Observation took ~40 min on acc), until then searches on it return nothing.',
      {
        tags: ['searchparameter', 'reindex', 'hapi'],
      },
    ),
    m('cand-quarkus', 'decision', 'Rewrite hl7-gateway on Quarkus + Camel Quarkus for faster startup.', {
      candidate: true,
      tags: ['quarkus', 'camel'],
    }),
    m('cand-r5', 'decision', 'Move fhir-server to FHIR R5 to get topic-based Subscriptions.', {
      candidate: true,
      tags: ['r5', 'subscription'],
    }),
    m(
      'cand-mdm',
      'decision',
      'Replace MergeService with HAPI MDM for cross-site patient matching (NL + BE).',
      {
        candidate: true,
        tags: ['mdm', 'merge', 'patient-matching'],
      },
    ),
    m(
      'secret-kc-yaml',
      'note',
      'for running hl7-gateway locally against the acc realm put this in application-local.yaml:\n  spring.security.oauth2.client.registration.keycloak:\n    client-id: hl7-gateway\n    client-secret: x7VqL2mN9pR4sT8wZ1bC5dF3gH6jK0yE\n    authorization-grant-type: client_credentials',
      {
        secret: 'x7VqL2mN9pR4sT8wZ1bC5dF3gH6jK0yE',
      },
    ),
    m(
      'secret-sftp-labo',
      'note',
      'sftp naar labo Delta (batch verwijzingen): host sftp.labodelta.be poort 22, user zms_ant, paswoord Dlt@2025!antw. da is het acc-account, voor prod moogt ge Pieter bellen',
      {
        secret: 'Dlt@2025!antw',
      },
    ),
    m(
      'secret-keystore-opts',
      'fact',
      'JAVA_OPTS on the Antwerpen MLLP pod: -Djavax.net.ssl.keyStore=/etc/mllp/mllp-ant.p12 -Djavax.net.ssl.keyStorePassword=Mllp-Ks#4471-ant -Djavax.net.ssl.trustStore=/etc/mllp/truststore.p12',
      {
        secret: 'Mllp-Ks#4471-ant',
      },
    ),
    m(
      'secret-jdbc',
      'note',
      'DLQ replay tool datasource (prod): jdbc:postgresql://pg-fhir-pgbouncer.zms-int-prod.svc:5432/hapi?user=hapi_app&password=Hf7pQ2xLw9Rz&prepareThreshold=0',
      {
        secret: 'Hf7pQ2xLw9Rz',
      },
    ),
    m(
      'secret-jenkins-cz',
      'note',
      'heslo k technickému účtu svc-jenkins-int je Brno2024*Jk, prosím nedávej ho nikam do repa',
      {
        secret: 'Brno2024*Jk',
      },
    ),
    m(
      'secret-kws-fr',
      'note',
      "Pour tester le flux ADT en acceptation : compte technique KWS zms_hl7_acc, mot de passe : Kws!Acc-8812 (c'est Amélie qui l'a créé, ne pas le changer)",
      {
        secret: 'Kws!Acc-8812',
      },
    ),
    m(
      'secret-ehealth-p12',
      'note',
      "eHealth-certificaat Antwerpen (consentcheck via eHealth platform): certs/ehealth-ant-prod.p12, wachtwoord 'eH3alth-Ant#2026', vervalt in november",
      {
        secret: 'eH3alth-Ant#2026',
      },
    ),
    m(
      'secret-oc-token',
      'note',
      'oc login --token=sha256~Qm4xT7vB2nK9pL0rZ8wE3yU6iO1aS5dF7gH2jK4lM9c --server=https://api.ocp-prod.zms.local:6443',
      {
        secret: 'sha256~Qm4xT7vB2nK9pL0rZ8wE3yU6iO1aS5dF7gH2jK4lM9c',
      },
    ),
    m(
      'secret-kcadm',
      'note',
      "kcadm.sh config credentials --server https://sso-acc.zms.local --realm master --user admin --password 'Kc@dmin-Acc!993'",
      {
        secret: 'Kc@dmin-Acc!993',
      },
    ),
    m(
      'secret-hix-ww',
      'note',
      'ww van de HiX acc webservice user (svc_fhir_koppeling) is Zomer2025!!  ja echt, zo heeft ChipSoft hem aangemaakt',
      {
        secret: 'Zomer2025!!',
      },
    ),
    m(
      'secret-glims-apikey',
      'fact',
      'GLIMS result-query API (Clinisys): curl -H "X-API-Key: cls_live_4f9a2c7e81d34b6a9e0f5c2d7b1a8e63" https://glims-api.zms.local/v2/orders/{orderId}/results',
      {
        secret: 'cls_live_4f9a2c7e81d34b6a9e0f5c2d7b1a8e63',
      },
    ),
  ],
  sessions: [
    {
      id: 'hl7-adt-session',
      age: 12,
      turns: [
        said(
          'goedemorgen. KWS acc stuurt sinds gisteren ADT^A08 met een ZBE segment erbij en de AdtInAntwerpenRoute gooit alles in de DLQ. kun je hl7-gateway/src/main/java/nl/zms/integration/hl7/routes/AdtInAntwerpenRoute.java bekijken',
        ),
        replied(
          'The route parses with the v2.3 model classes from nl.zms.integration.hl7.model.ant and ZBE is not defined there, so the strict parser throws EncodingNotSupported... wrapped as HL7Exception and onException sends it to hl7.adt.v2.dlq.',
        ),
        said(
          'ok. rule for Z-segments: we define them in the custom ModelClassFactory per site (nl.zms.integration.hl7.model.<site>), we never switch the parser to non-strict or ignore unknown segments. an unknown Z-segment ending up in the DLQ is on purpose.',
          {
            key: 's-zsegments',
            type: 'convention',
          },
        ),
        replied(
          'Understood. I will add a ZBE segment class (ZBE-1 movement id, ZBE-2 datetime, ZBE-4 action) to the ant model package.',
        ),
        said('what is in ZBE-4 actually?'),
        replied('In the KWS spec it is the action type of the movement: INSERT, UPDATE or CANCEL.'),
        said('for now just log ZBE-4 on debug so I can see what they send, I will rip it out later'),
        replied('Added a debug log of ZBE-4 only, no PID fields.'),
        said(
          'Afspraak met de KWS-mensen van vanmorgen: een A08 uit Antwerpen bevat altijd de volledige PID. We vervangen dus Patient.name, telecom en address volledig, geen merge van losse velden.',
          {
            key: 's-a08-full-replace',
            type: 'decision',
          },
        ),
        replied('Changed A08Mapper for site ant to replace the three lists instead of merging them.'),
        said(
          'and an A08 without PV1-19 must still update the Patient, just skip the Encounter part, no exception',
          {
            key: 's-a08-no-visit',
            type: 'constraint',
          },
        ),
        replied('Done: when PV1-19 is empty the mapper returns only the Patient entry.'),
        said('pff, the DLQ has 312 messages from overnight'),
        replied('Once the fix is on acc they can go through the hl7-dlq-replay job.'),
        said(
          'yes, after the fix is deployed. and remember: a DLQ replay always runs on acc first with the same offsets, only then on prod. nobody replays straight on prod.',
          {
            key: 's-replay-acc-first',
            type: 'constraint',
          },
        ),
        replied('Noted. I will put that in the description of the hl7-dlq-replay job as well.'),
        said('can you write a test with the message from this morning? I put it in /tmp/a08_zbe.hl7'),
        replied(
          'Copied to hl7-gateway/src/test/resources/hl7/ant/A08/a08_zbe.hl7 with CR separators and added A08AntwerpenMapperTest.',
        ),
        said('top, thx. commit maar'),
      ],
    },
    {
      id: 'portal-lab-session',
      age: 7,
      turns: [
        said(
          'hi, working on the lab timeline in portal/src/app/lab/timeline/lab-timeline.component.ts, the ICU doctors want to see when a value was corrected',
        ),
        replied(
          'Corrected Observations have status "corrected" and a new meta.versionId. The timeline currently shows only the latest version without any marker.',
        ),
        said(
          'ok, a obecně: opravená hodnota se v UI ukazuje vždycky s ikonou a tooltipem s původní hodnotou z _history, nikdy ne tiše přepsaná. to chtějí lékaři z ICU.',
          {
            key: 's-corrected-ui',
            type: 'convention',
          },
        ),
        replied(
          'I will fetch Observation/{id}/_history/{vid-1} lazily on hover and show a "corrected" badge.',
        ),
        said('jak funguje ta paginace na serveru? kolik max na stránku?'),
        replied(
          'The server caps at 200 per page and defaults to 20; the component should follow the bundle next link.',
        ),
        said(
          'ok. also reference ranges: from now on we only show Observation.referenceRange as the lab delivers it and the flag only from Observation.interpretation. no computing high/low in the frontend, ever.',
          {
            key: 's-no-frontend-flags',
            type: 'constraint',
          },
        ),
        replied('Removed the isAbnormal() helper that compared value and range in the component.'),
        said(
          "mimochodem build na jenkinsu padá na 'Cannot find module @angular/localize/init', asi to chybí v package.json?",
        ),
        replied(
          'Yes, @angular/localize was only a transitive dependency. I added it to portal/package.json.',
        ),
        said(
          'units: always display the UCUM unit from valueQuantity.code, not valueQuantity.unit (the lab free text is a mess, "mmol/l", "mmol/L", "mmol per l")',
          {
            key: 's-ucum-display',
            type: 'convention',
          },
        ),
        replied('The timeline now renders valueQuantity.code through the UcumPipe.'),
        said(
          'a datumy v portálu: dd-MM-yyyy HH:mm, 24h, v časové zóně Europe/Brussels (stejné jako Amsterdam), ne podle prohlížeče — some of the Brno test laptops are in a different zone and it confused the doctors in the demo',
          {
            key: 's-date-format',
            type: 'convention',
          },
        ),
        replied(
          'Added a ZmsDatePipe with the fixed format and zone and replaced the DatePipe usages in lab/.',
        ),
        said('can you also rename obsList to observations in that file? just cosmetic'),
        replied('Renamed.'),
        said('díky, pushnu to'),
      ],
    },
    {
      id: 'smart-authz-session',
      age: 4,
      turns: [
        said(
          'allee, we moeten de SmartAuthorizationInterceptor uitbreiden voor MedicationRequest, de apotheekmodule wil lezen',
        ),
        replied(
          'There is no rule for MedicationRequest yet, so it is denied by default. I can add user/MedicationRequest.read mapped to a read rule.',
        ),
        said(
          'ja doe maar. en da is een regel voor altijd: elk nieuw resource type krijgt ook een test in SmartAuthorizationInterceptorTest met een token zonder die scope, en die moet 403 geven.',
          {
            key: 's-authz-negative-test',
            type: 'convention',
          },
        ),
        replied('Added the rule plus a positive and a negative test case.'),
        said('Amélie vroeg of de apothekers in Luik ook... nee laat maar, da is voor later'),
        replied('OK, leaving Liège out for now.'),
        said(
          "Décision de ce matin avec le DPO : les pharmaciens ne voient que les MedicationRequest des patients hospitalisés sur leur propre site. Pas d'accès cross-site, même avec un consentement actif.",
          {
            key: 's-pharma-site-only',
            type: 'constraint',
          },
        ),
        replied(
          'I will restrict the pharmacist rule to the site claim in the token and have ConsentInterceptor skip the cross-site path for that role.',
        ),
        said('hoe lang duurt het eer een nieuwe client scope in keycloak actief is op acc?'),
        replied(
          'As soon as keycloak-config-cli runs in the next pipeline build; tokens issued after that carry the scope.',
        ),
        said(
          'new consumers always get their own confidential client with client credentials and a service account. never reuse a shared "integration" client for several apps.',
          {
            key: 's-kc-client-per-consumer',
            type: 'convention',
          },
        ),
        replied(
          'Created client pharmacy-app in keycloak/realm-zms-clinical.json with its own service account.',
        ),
        said(
          'hier is het acc token da ik gebruikte om te testen: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwY2xhZXMiLCJzY29wZSI6InVzZXIvTWVkaWNhdGlvblJlcXVlc3QucmVhZCJ9.ZmFrZVNpZ25hdHVyZUFudHdlcnBlbjEyMw',
          {
            secret:
              'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwY2xhZXMiLCJzY29wZSI6InVzZXIvTWVkaWNhdGlvblJlcXVlc3QucmVhZCJ9.ZmFrZVNpZ25hdHVyZUFudHdlcnBlbjEyMw',
          },
        ),
        replied('The token has user/MedicationRequest.read, so the 200 you saw is expected.'),
        said(
          'oké. en scopes en clients altijd in realm-zms-clinical.json zetten, nooit in de admin console klikken: op acc en prod overschrijft de import alles wat ge met de hand doet.',
          {
            key: 's-realm-as-code',
            type: 'constraint',
          },
        ),
        replied('Everything from today is in the realm JSON; nothing was changed through the console.'),
        said('merci, tot straks'),
      ],
    },
    {
      id: 'ops-session',
      age: 2,
      turns: [
        said(
          'de nightly IT-build is weer rood, Testcontainers kan het kafka image niet pullen. log staat in build #1482',
        ),
        replied(
          'The pod cannot reach registry-1.docker.io: "toomanyrequests" first, and since Monday the egress policy blocks it entirely.',
        ),
        said(
          'right, no docker hub from the cluster. all Testcontainers images come from our Quay mirror (quay.zms.local/mirror/...), set hub.image.name.prefix in src/test/resources/testcontainers.properties. dat geldt voor alle modules.',
          {
            key: 's-tc-mirror',
            type: 'constraint',
          },
        ),
        replied('Added testcontainers.properties to fhir-server and hl7-gateway with the mirror prefix.'),
        said('kun je ook even kijken of de sonar stage echt 9 minuten moet duren?'),
        replied('Most of it is the portal coverage upload; it could run in parallel with the image stage.'),
        said(
          'longer one: please add an alert for DLQ growth in deploy/base/hl7-gateway/prometheusrule.yaml, fire when any *.dlq topic grows by more than 50 messages in 15 min. and while you are at it, from now on every PrometheusRule alert needs a runbook_url annotation pointing to docs/runbooks/<alert>.md, otherwise the on-call from the other site is lost at 3am. oh and fix the typo in the HL7GatewayDown description',
          {
            key: 's-runbook-url',
            type: 'convention',
          },
        ),
        replied(
          'Added Hl7DlqGrowing with runbook_url, created docs/runbooks/Hl7DlqGrowing.md and fixed the typo.',
        ),
        said(
          'alert routing: prod alerts page the on-call via Opsgenie, the Teams channel #zms-int-alerts is only for acc and dev.',
          {
            key: 's-alert-routing',
            type: 'convention',
          },
        ),
        replied('Set severity labels so Alertmanager routes prod to Opsgenie and acc/dev to Teams.'),
        said(
          'en nog iets voor de nieuwe notification-service: altijd UBI9 base images van Red Hat, geen alpine of debian, en geen USER root — OpenShift draait alles met een random UID.',
          {
            key: 's-ubi-images',
            type: 'constraint',
          },
        ),
        replied('The Dockerfile now uses ubi9/openjdk-21-runtime and writes only to /tmp and /deployments.'),
        said('ok push maar naar een branch, ik review morgen'),
      ],
    },
  ],
  prompts: [
    p(
      'HiX acc stuurt een A40 en de oude patient blijft actief in de portal, zie hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping/adt/A40Mapper.java',
      ['a40-merge', 'adt-mapping', 'incident-a40', 'adt-key-mrn'],
    ),
    p('we need a new MLLP listener for ORM^O01 orders from the Eindhoven RIS, port 2578', [
      'camel-routes',
      'mllp-ports',
      'ack-after-commit',
      'ack-immediate-claim',
      'msh10-idempotent',
      'kafka-topics',
      'kafka-strimzi',
    ]),
    p("patient names from Antwerpen show up like 'FranÃ§oise' in the portal??", ['charset-be']),
    p(
      '@hl7-gateway/src/main/java/nl/zms/integration/hl7/mapping/oru/OruR01Mapper.java lab sends OBX-11=C and now we have two potassium values on the timeline',
      ['oru-corrected', 'oru-mapping', 'conditional-ops'],
    ),
    p('map the new GLIMS code for hs-troponin T to LOINC', ['loinc-conceptmap', 'terminology']),
    p('bump spring boot to 3.3 in fhir-server, anything I need to watch out for?', ['hapi-7', 'java-21']),
    p('integratietest schrijven voor de MergeService, met een echte postgres', [
      'tests-testcontainers',
      'a40-merge',
      'test-bsn',
      'jenkins-testcontainers',
      's-tc-mirror',
    ]),
    p(
      'portal gets 401 after a few minutes on the ward PCs, can we just set the access token to 30 min in keycloak?',
      ['kc-token-5', 'token-storage', 's-realm-as-code'],
    ),
    p('add MedicationRequest read access for the apotheek app in Antwerpen', [
      'smart-scopes',
      's-authz-negative-test',
      's-pharma-site-only',
      's-kc-client-per-consumer',
      's-realm-as-code',
    ]),
    p('where do I put the sftp password for labo Delta for acc?', ['secrets-vault']),
    p('deploy the hl7-gateway fix to prod now pls, KWS is queueing messages', [
      'deploy-argocd',
      'change-window',
    ]),
    p('Jenkinsfile: add a stage that does oc apply for the new notification-service', [
      'deploy-argocd',
      'jenkinsfile',
    ]),
    p(
      'the observation search in the portal only returns 20 results, raise max_page_size to 1000 in application.yaml',
      ['page-size-20', 'portal-fhir-client'],
    ),
    p('A03 discharge times from Eindhoven are one hour off in FHIR', [
      'tz-hl7',
      'tz-utc-claim',
      'incident-dst',
    ]),
    p('kun je een SearchParameter toevoegen voor Encounter op ons opnamenummer?', [
      'note-hapi-reindex',
      'identifiers',
    ]),
    p('log the full incoming HL7 message in AdtInEindhovenRoute so I can debug the rejects', ['bsn-logging']),
    p(
      'nieuwe testfixture met een Belgische patiënt, welk INSZ mag ik gebruiken en waar zet ik het bericht?',
      ['test-bsn', 'hl7-fixtures', 'identifiers'],
    ),
    p('add the be-core 2.1 IG package to the fhir server', ['no-internet', 'profiles']),
    p('@portal/src/app/lab/timeline/lab-timeline.component.ts show abnormal values in red', [
      's-no-frontend-flags',
      'ng-standalone',
      'portal-fhir-client',
    ]),
    p(
      'the tooltip on corrected lab values is empty, @portal/src/app/lab/timeline/lab-timeline.component.ts',
      ['s-corrected-ui', 'oru-corrected', 'portal-fhir-client'],
    ),
    p('new page in the portal for AllergyIntolerance, list + detail', [
      'ng-standalone',
      'portal-i18n',
      'portal-fhir-client',
      'portal-tests',
      'smart-scopes',
      's-date-format',
    ]),
    p(
      'vytvoř prosím nový komponent pro přehled hospitalizací (Encounter) v portálu, s datem přijetí a propuštění',
      ['ng-standalone', 'portal-i18n', 'portal-fhir-client', 's-date-format'],
    ),
    p('write a unit test for the BTG dialog component', ['portal-tests', 'btg']),
    p('can we turn off the break the glass dialog on acc, testers keep clicking through it', ['btg']),
    p('a doctor in Eindhoven cannot see the Antwerpen lab results of the same patient, is that a bug?', [
      'cross-site-consent',
    ]),
    p('hoe lang moeten we de AuditEvents bewaren? de DPO vraagt het', ['audit-nen7513', 'audit-20y-claim']),
    p('HiX team says we lose ADT messages whenever kafka restarts', [
      'ack-after-commit',
      'ack-immediate-claim',
      'msh10-idempotent',
    ]),
    p('fhir-server logs: ERROR: prepared statement "S_3" already exists', ['pgbouncer-prepared', 'postgres']),
    p('add a flyway migration for a table with MLLP connection stats', ['hapi-db']),
    p('can I just DELETE Patient/84121 in acc and $expunge it, its a duplicate', [
      'expunge-off',
      'expunge-claim',
      'a40-merge',
    ]),
    p('mám přidat NgRx store pro stav pacienta, nebo jak to děláme?', ['ng-standalone']),
    p('refactor MergeService pls, theres a synchronized block around the fhir client call', [
      'virtual-threads',
      'a40-merge',
    ]),
    p('cna we add lombok to common, the builders are sooo verbose', ['java-style']),
    p('should we use MapStruct for the ORU mapper?', ['mappers-handwritten', 'oru-mapping']),
    p('ajoute une notification au dashboard quand un patient est admis aux soins intensifs', [
      'subscriptions',
      'adt-mapping',
    ]),
    p('DLQ has 300 messages from tonight, replay them on prod', ['dlq-replay', 's-replay-acc-first']),
    p('add an alert when the MLLP listener has had no connection for 10 min', [
      's-runbook-url',
      's-alert-routing',
      'camel-routes',
    ]),
    p('Dockerfile voor de nieuwe notification-service graag', ['s-ubi-images', 'java-21']),
    p('A08 uit Antwerpen zonder PV1-19 geeft NPE in de mapper', [
      's-a08-no-visit',
      's-a08-full-replace',
      'adt-mapping',
    ]),
    p('KWS sends a new ZPV segment and the route rejects it, just set the parser to non-strict?', [
      's-zsegments',
      'his-sources',
    ]),
    p('is mirth still handling the lab ORU channel?', ['camel-mllp']),
    p('new consumer: the OK-planning tool needs read access to Encounter via FHIR, set up keycloak for it', [
      's-kc-client-per-consumer',
      's-realm-as-code',
      'kc-realm',
      'smart-scopes',
      's-authz-negative-test',
    ]),
    p('SMART launch from HiX opens the portal without an encounter in context', ['smart-launch', 'kc-realm']),
    p('portal lab detail: show the unit next to the value, it says "mmol per l" sometimes lol', [
      's-ucum-display',
    ]),
    p('who should review my PR for the ORU mapper?', ['pref-review', 'owners']),
    p('whats the difference between a record and a sealed interface in java 21?', []),
    p('hoe squash ik mijn laatste 4 commits?', []),
    p('explain kafka consumer group rebalancing in general', []),
    p("c'est quoi la différence entre Optional.orElse et orElseGet ?", []),
    p('what does HTTP 412 Precondition Failed mean?', []),
    p('thx, werkt', []),
    p('díky, commitni to', []),
  ],
});
