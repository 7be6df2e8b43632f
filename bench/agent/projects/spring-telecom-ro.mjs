// A Romanian telecom operator's billing and provisioning backend: rating, e-Factura (ANAF SPV), number portability
// (ANCOM BDC), Camunda 8 order workflows, Oracle 19c -> PostgreSQL migration, OpenShift on-prem. The team writes
// mostly in Romanian (with and without diacritics), plus English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-telecom-ro',
  stack:
    'Java 21, Spring Boot 3.3 (MVC, Spring Data JPA), Maven multi-module, Oracle 19c -> PostgreSQL 16, Flyway, Kafka (Strimzi, KRaft) + Avro/Apicurio, Camunda 8 (Zeebe, spring-zeebe job workers), ANCOM BDC (portabilitate), ANAF e-Factura (UBL 2.1 / CIUS-RO), JasperReports, OpenShift 4 on-prem + Argo CD, GitLab CI, JUnit 5 + Testcontainers + WireMock',
  memories: [
    // --- platforma ---
    m(
      'java-17',
      'fact',
      'serviciile ruleaza pe Java 17 (Temurin), maven.compiler.release=17 in telco-parent',
      {
        age: 720,
        files: ['parent/pom.xml'],
        tags: ['java', 'jdk'],
      },
    ),
    m(
      'java-21',
      'decision',
      'Am trecut toate serviciile pe Java 21 (Temurin 21, maven.compiler.release=21 în telco-parent). Virtual threads sunt activate în provisioning-adapter și mnp-gateway cu spring.threads.virtual.enabled=true.',
      {
        fact: 'services | jdk | Java 21',
        supersedes: 'java-17',
        age: 250,
        canonical: true,
        files: ['parent/pom.xml'],
        reason: 'virtual threads pentru apelurile blocante spre HSS și ANCOM',
        tags: ['java', 'jdk', 'virtual-threads'],
      },
    ),
    m(
      'boot-27',
      'fact',
      'Spring Boot 2.7.18 + Spring Cloud 2021.0.8, entitatile pe javax.persistence, validare javax.validation',
      {
        age: 680,
        tags: ['spring-boot', 'javax'],
      },
    ),
    m(
      'boot-33',
      'decision',
      'Upgrade gata: Spring Boot 3.3 + Spring Cloud 2023.0 în toate modulele. javax.* -> jakarta.* (persistence, validation, servlet). Nu mai adăugați librării care trag după ele javax.persistence.',
      {
        fact: 'services | framework | Spring Boot 3.3',
        supersedes: 'boot-27',
        age: 240,
        files: ['parent/pom.xml'],
        tags: ['spring-boot', 'jakarta', 'upgrade'],
      },
    ),
    m(
      'maven-parent',
      'convention',
      'Toate modulele moștenesc telco-parent (parent/pom.xml). Versiunile dependințelor se declară DOAR în dependencyManagement din parent; în pom-urile modulelor fără <version>.',
      {
        files: ['parent/pom.xml'],
        reaffirm: 30,
        tags: ['maven', 'dependencies', 'pom'],
      },
    ),
    m(
      'modules',
      'fact',
      'Module in monorepo: billing-core, rating-engine, mediation-service, provisioning-adapter, order-orchestrator (job workers Camunda), mnp-gateway, efactura-service, customer-api, notification-service. Pachetul de baza e ro.telco.<modul>.',
      {
        tags: ['modules', 'monorepo', 'structure'],
      },
    ),
    m(
      'virtual-threads',
      'constraint',
      'Cu virtual threads nu puneți synchronized în jurul apelurilor blocante (JDBC, SOAP spre HSS, HTTP spre ANCOM/ANAF): thread-ul rămâne pinned pe carrier și se blochează tot pool-ul. Folosiți ReentrantLock.',
      {
        tags: ['virtual-threads', 'java', 'concurrency', 'pinning'],
      },
    ),
    m(
      'lombok-data',
      'convention',
      'DTO-urile si entitatile cu Lombok: @Data, @Builder, @NoArgsConstructor, @AllArgsConstructor.',
      {
        age: 600,
        tags: ['lombok', 'dto', 'entities'],
      },
    ),
    m(
      'records-dto',
      'convention',
      'DTO-urile noi sunt record-uri Java, fără Lombok. Pe entitățile JPA nu se pune @Data (equals/hashCode și toString pe relații lazy => StackOverflow / LazyInitializationException). Lombok rămâne acceptat doar pentru @Slf4j și @RequiredArgsConstructor.',
      {
        supersedes: 'lombok-data',
        age: 210,
        tags: ['records', 'dto', 'lombok', 'jpa'],
      },
    ),
    // --- baze de date ---
    m(
      'pg-migration-plan',
      'decision',
      'Migrăm de pe Oracle 19c pe PostgreSQL 16, pe module: rating-engine + CDR-uri (gata), billing-core (în curs, țintă Q3), provisioning-adapter ultimul. Până la cutover, provisioning-adapter și pachetul pkg_invoice rămân pe Oracle (schemele BILLING, PROV). Serviciile noi pornesc direct pe PostgreSQL.',
      {
        fact: 'billing database | target | PostgreSQL 16',
        canonical: true,
        reason: 'costul licențelor Oracle și suportul extins pentru 19c',
        tags: ['oracle', 'postgresql', 'migration'],
      },
    ),
    m(
      'cdr-oracle',
      'fact',
      'CDR-urile tarifate stau in Oracle, tabela BILLING.CDR_RATED, interval partitioning lunar pe CALL_START.',
      {
        age: 540,
        tags: ['cdr', 'oracle', 'partitioning'],
      },
    ),
    m(
      'cdr-pg',
      'fact',
      'CDR-urile tarifate sunt acum în PostgreSQL 16, tabela cdr.rated, partiționare declarativă pe zi după call_start_utc; partițiile le creează pg_partman cu 7 zile în avans. În Oracle nu mai ajunge niciun CDR.',
      {
        fact: 'rated cdrs | stored_in | PostgreSQL cdr.rated',
        supersedes: 'cdr-oracle',
        age: 150,
        files: ['rating-engine/src/main/resources/db/migration/postgresql'],
        tags: ['cdr', 'postgresql', 'partitioning', 'pg_partman'],
      },
    ),
    m(
      'plsql-no-new',
      'constraint',
      'Nu mai scriem PL/SQL nou. Logica din pkg_invoice se portează în Java (billing-core, InvoiceCalculator). Modificări în pachetele PL/SQL doar ca hotfix aprobat de Radu.',
      {
        tags: ['plsql', 'oracle', 'migration'],
      },
    ),
    m(
      'sql-portable',
      'convention',
      'SQL nativ nou trebuie sa mearga si pe PostgreSQL: fara NVL, DECODE, ROWNUM, CONNECT BY, SYSDATE, seq.NEXTVAL. Folositi COALESCE, CASE, FETCH FIRST n ROWS ONLY (merge pe ambele), CURRENT_TIMESTAMP.',
      {
        tags: ['sql', 'oracle', 'postgresql', 'portability'],
      },
    ),
    m(
      'liquibase',
      'convention',
      'migrarile de schema se fac cu Liquibase, changelog XML in src/main/resources/db/changelog/db.changelog-master.xml',
      {
        age: 560,
        tags: ['liquibase', 'migrations'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Migrările de schemă se fac cu Flyway: src/main/resources/db/migration/postgresql/V<yyyyMMddHHmm>__descriere.sql. Changelog-urile Liquibase rămân doar pentru schema Oracle încă nemigrată și nu se mai extind.',
      {
        supersedes: 'liquibase',
        age: 180,
        tags: ['flyway', 'migrations', 'postgresql'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'Toate coloanele de timp noi sunt timestamptz în UTC (call_start_utc, created_at, event_ts). Conversia în Europe/Bucharest se face doar la margine: PDF-ul facturii, My Account, rapoarte.',
      {
        tags: ['timezone', 'utc', 'timestamptz'],
      },
    ),
    m(
      'ts-local-claim',
      'fact',
      'atentie: CALL_START din CDR-urile de la switch e ora locala a Romaniei, fara timezone, si asa il pastram si in cdr.rated; nu e UTC',
      {
        disputes: 'ts-utc',
        files: ['mediation-service/src/main/java/ro/telco/mediation/CdrMapper.java'],
        tags: ['timezone', 'cdr'],
      },
    ),
    m(
      'gdpr-cnp',
      'constraint',
      'CNP-ul se stochează criptat (pgcrypto pe PostgreSQL, coloană TDE pe Oracle) și se afișează mascat (1******123456). În test/dev doar date anonimizate, niciodată dump din prod. Exporturile cu date personale trec pe la DPO.',
      {
        canonical: true,
        reaffirm: 15,
        tags: ['gdpr', 'cnp', 'pii', 'encryption'],
      },
    ),
    // --- bani, TVA, factura ---
    m(
      'money-bigdecimal',
      'constraint',
      'Sumele sunt BigDecimal, niciodata double/float. Scale 6 in rating (pret per secunda / per KB), scale 2 pe factura, RoundingMode.HALF_UP.',
      {
        tags: ['money', 'bigdecimal', 'rounding'],
      },
    ),
    m(
      'rounding-line',
      'convention',
      'Rotunjirea la 2 zecimale se face pe fiecare linie de factură (LineExtensionAmount), apoi totalul = suma liniilor rotunjite. Așa trece și validarea CIUS-RO (BR-CO-10).',
      {
        files: ['billing-core/src/main/java/ro/telco/billing/invoice/InvoiceCalculator.java'],
        tags: ['rounding', 'invoice', 'efactura'],
      },
    ),
    m(
      'rounding-total-claim',
      'fact',
      'nu, la noi rotunjirea se face doar pe totalul facturii; liniile raman cu 6 zecimale, si in UBL',
      {
        disputes: 'rounding-line',
        tags: ['rounding', 'invoice'],
      },
    ),
    m(
      'vat-19',
      'fact',
      'TVA standard 19%, cota redusa 9%; sunt in billing-core/src/main/resources/tax.yml (standard: 19).',
      {
        age: 640,
        files: ['billing-core/src/main/resources/tax.yml'],
        tags: ['tva', 'vat', 'tax'],
      },
    ),
    m(
      'vat-21',
      'fact',
      'Cota standard de TVA e 21% de la 1 august 2025, cea redusă 11% (tax.yml: standard: 21, reduced: 11). Cota se alege după data faptului generator, nu după data emiterii: vezi TaxPointResolver.',
      {
        fact: 'vat standard rate | is | 21%',
        supersedes: 'vat-19',
        age: 115,
        files: [
          'billing-core/src/main/resources/tax.yml',
          'billing-core/src/main/java/ro/telco/billing/tax/TaxPointResolver.java',
        ],
        tags: ['tva', 'vat', 'tax'],
      },
    ),
    m(
      'currency-eur',
      'convention',
      'Roaming-ul și interconectarea facturate în EUR se convertesc în RON cu cursul BNR din ziua facturării; job-ul bnr-rates trage XML-ul de pe bnr.ro la 13:30.',
      {
        files: ['billing-core/src/main/java/ro/telco/billing/fx/BnrRateProvider.java'],
        tags: ['currency', 'bnr', 'eur', 'ron'],
      },
    ),
    m(
      'invoice-series',
      'constraint',
      'Seria facturii: TRO + an, număr secvențial fără goluri per serie, luat din sequence-ul invoice_no_seq în aceeași tranzacție cu inserarea facturii. Nu se generează numere în aplicație și nu se refolosesc numere anulate.',
      {
        tags: ['invoice', 'numbering', 'sequence'],
      },
    ),
    m(
      'ro-diacritics',
      'convention',
      'În PDF și în UBL folosim diacriticele corecte cu virgulă: ș ț (U+0219, U+021B), nu ş ţ cu sedilă. Normalizare cu TextNormalizer.toCommaBelow() înainte de generare.',
      {
        files: ['billing-core/src/main/java/ro/telco/billing/text/TextNormalizer.java'],
        tags: ['diacritice', 'unicode', 'pdf', 'ubl'],
      },
    ),
    m(
      'pdf-jasper',
      'note',
      'PDF-urile de factura se fac cu JasperReports 6 (template-uri in billing-core/src/main/resources/reports); fontul DejaVu Sans e embedded pentru ca fonturile din imagine nu au ș/ț si ies patratele.',
      {
        files: ['billing-core/src/main/resources/reports'],
        tags: ['pdf', 'jasper', 'fonts'],
      },
    ),
    // --- e-Factura ---
    m(
      'efactura-ubl',
      'fact',
      'efactura-service generează UBL 2.1 conform CIUS-RO 1.0.9 și îl validează local cu schematron-ul oficial înainte de upload în SPV. Facturile de stornare sunt tot Invoice cu tip 381.',
      {
        files: ['efactura-service'],
        tags: ['efactura', 'ubl', 'cius-ro', 'anaf', 'spv'],
      },
    ),
    m(
      'efactura-5wd',
      'constraint',
      'facturile B2B trebuie incarcate in SPV in maxim 5 zile lucratoare de la emitere; job-ul efactura-upload ruleaza luni-vineri la 22:00',
      {
        age: 470,
        tags: ['efactura', 'termen', 'anaf'],
      },
    ),
    m(
      'efactura-5cal',
      'constraint',
      'Termenul pentru e-Factura a devenit 5 zile calendaristice de la emitere. Job-ul efactura-upload rulează acum zilnic la 22:00, inclusiv sâmbăta și duminica.',
      {
        supersedes: 'efactura-5wd',
        age: 140,
        files: ['efactura-service/src/main/resources/application.yml'],
        tags: ['efactura', 'termen', 'anaf', 'schedule'],
      },
    ),
    m(
      'efactura-oauth',
      'fact',
      'Autentificarea la ANAF e OAuth2 (logincert.anaf.ro) cu certificatul digital calificat al firmei; access token-ul se reînnoiește automat din refresh token, ambele ținute în Vault la secret/billing/efactura/anaf-oauth.',
      {
        tags: ['efactura', 'anaf', 'oauth', 'vault'],
      },
    ),
    m(
      'efactura-b2c',
      'decision',
      'Trimitem și facturile B2C (persoane fizice) în e-Factura. Dacă nu avem CNP-ul clientului, la cumpărător punem 13 zerouri (0000000000000), cum permite CIUS-RO.',
      {
        tags: ['efactura', 'b2c', 'cnp'],
      },
    ),
    m(
      'efactura-b2c-claim',
      'fact',
      'ANAF ne-a respins facturile prepaid cu CNP 0000000000000; pentru prepaid nu trimitem nimic in SPV, se emite doar bon fiscal la reincarcare',
      {
        disputes: 'efactura-b2c',
        tags: ['efactura', 'b2c', 'prepaid'],
      },
    ),
    m(
      'efactura-poll',
      'convention',
      'Starea încărcării se verifică cu stareMesaj la 10 minute, maxim 12 încercări, apoi alertă; recipisa se ia cu descarcare?id=. Nu faceți polling mai des: ANAF limitează numărul de apeluri pe zi per CUI.',
      {
        files: ['efactura-service/src/main/java/ro/telco/efactura/SpvStatusPoller.java'],
        tags: ['efactura', 'polling', 'anaf', 'rate-limit'],
      },
    ),
    m(
      'efactura-archive',
      'constraint',
      'XML-ul trimis și zip-ul semnat primit de la ANAF se arhivează 10 ani în MinIO, bucket efactura-archive, cheie <an>/<id_incarcare>.zip. Bucket-ul are object lock: nu se șterge nimic, nici pentru spațiu.',
      {
        tags: ['efactura', 'archive', 'minio', 'retention'],
      },
    ),
    m(
      'incident-efactura-dup',
      'incident',
      'Ian 2025: după un timeout la upload, retry-ul automat a încărcat aceeași factură de două ori în SPV (două id_incarcare, clientul a văzut dublură). Fix: înainte de orice reîncercare verificăm efactura_submission după invoice_id și, dacă există id_incarcare, doar interogăm stareMesaj.',
      {
        files: ['efactura-service/src/main/java/ro/telco/efactura/SpvUploader.java'],
        tags: ['incident', 'efactura', 'retry', 'duplicate'],
      },
    ),
    // --- portabilitate ---
    m(
      'mnp-soap',
      'fact',
      'Portabilitatea: mnp-gateway vorbeste SOAP cu Baza de Date Centralizata ANCOM (BDC), WSDL in mnp-gateway/src/main/resources/wsdl/bdc-v2.wsdl, client generat cu cxf-codegen-plugin.',
      {
        age: 560,
        files: ['mnp-gateway/src/main/resources/wsdl'],
        tags: ['mnp', 'ancom', 'soap', 'portabilitate'],
      },
    ),
    m(
      'mnp-rest',
      'fact',
      'BDC-ul ANCOM are API REST v3 (JSON, OAuth2 client credentials). mnp-gateway folosește clientul generat din openapi/bdc-v3.yaml cu openapi-generator-maven-plugin (RestClient). Endpoint-urile SOAP v2 au fost oprite.',
      {
        fact: 'mnp-gateway | talks_to_bdc_via | REST v3',
        supersedes: 'mnp-soap',
        age: 105,
        files: ['mnp-gateway/openapi/bdc-v3.yaml'],
        tags: ['mnp', 'ancom', 'rest', 'portabilitate'],
      },
    ),
    m(
      'mnp-window',
      'constraint',
      'Portarea efectivă are loc în fereastra 02:00–06:00 ora României. Numerele portate in se activează în HSS doar după notificarea PORT_DONE de la BDC, niciodată la ora programată.',
      {
        canonical: true,
        reaffirm: 11,
        tags: ['mnp', 'portabilitate', 'provisioning', 'hss'],
      },
    ),
    m(
      'mnp-timer',
      'fact',
      'In BPMN-ul ord-port-in timerul de asteptare a raspunsului de la donor e PT48H; la expirare cererea merge pe user task de escaladare in Tasklist.',
      {
        files: ['order-orchestrator/src/main/resources/bpmn/ord-port-in.bpmn'],
        tags: ['mnp', 'bpmn', 'timer', 'camunda'],
      },
    ),
    m(
      'mnp-timer-claim',
      'fact',
      'timeout-ul pentru raspunsul donorului e 24h conform procedurii ANCOM, nu 48h; timer-ul din ord-port-in e pus gresit',
      {
        disputes: 'mnp-timer',
        tags: ['mnp', 'timer'],
      },
    ),
    m(
      'msisdn-format',
      'convention',
      'MSISDN-urile se stochează E.164 fără plus: 40722123456. Validare și normalizare cu libphonenumber (regiunea RO); nu se salvează 0722123456 sau +40 722 123 456.',
      {
        tags: ['msisdn', 'e164', 'libphonenumber', 'validation'],
      },
    ),
    m(
      'incident-port-early',
      'incident',
      'Mar 2025: 340 de numere portate in au fost activate în HSS la ora programată, înainte de PORT_DONE; clienții au rămas fără semnal aproape 3 ore. De atunci activarea așteaptă mesajul de la BDC.',
      {
        tags: ['incident', 'mnp', 'hss', 'portabilitate'],
      },
    ),
    // --- Camunda ---
    m(
      'camunda7',
      'fact',
      'workflow-urile de comenzi (activare, portare, dezactivare) ruleaza pe Camunda 7.17 embedded in order-orchestrator, JavaDelegate-uri + BPMN in src/main/resources/bpmn, deploy automat la pornire',
      {
        age: 600,
        tags: ['camunda', 'bpmn', 'workflow'],
      },
    ),
    m(
      'camunda8',
      'decision',
      'Am migrat orchestrarea pe Camunda 8.5 self-managed (Zeebe, Operate, Tasklist) în OpenShift. Job workers cu @JobWorker (spring-zeebe); BPMN-urile se deployează din pipeline cu zbctl, nu la pornirea aplicației.',
      {
        fact: 'order workflows | engine | Camunda 8 Zeebe',
        supersedes: 'camunda7',
        age: 230,
        canonical: true,
        files: ['order-orchestrator'],
        reason: 'Camunda 7 ajunge end of life, iar engine-ul embedded nu scala pe Oracle',
        tags: ['camunda', 'zeebe', 'bpmn', 'workflow'],
      },
    ),
    m(
      'zeebe-idempotent',
      'constraint',
      'Job worker-ele trebuie să fie idempotente: Zeebe relivrează job-ul dacă nu primește complete în timeout. Cheia de idempotență = orderId + elementId, în tabela orchestration.job_log.',
      {
        tags: ['zeebe', 'idempotent', 'camunda', 'workers'],
      },
    ),
    m(
      'bpmn-naming',
      'convention',
      'Process id-urile BPMN: kebab-case cu prefixul ord- (ord-activare-postpaid, ord-port-in, ord-port-out, ord-dezactivare). Job type: <sistem>.<actiune>, ex. hss.create-subscriber, bdc.send-port-request.',
      {
        tags: ['bpmn', 'naming', 'camunda'],
      },
    ),
    m(
      'bpmn-versioning',
      'convention',
      'Nu schimbati un BPMN care are instante active fara plan de migrare: deployati versiune noua, instantele vechi se termina pe versiunea lor (sau migrare explicita din Operate, cu review de la Cristina).',
      {
        tags: ['bpmn', 'versioning', 'camunda', 'operate'],
      },
    ),
    // --- Kafka ---
    m(
      'kafka-zk',
      'fact',
      'Kafka 3.4 cu ZooKeeper pe 3 VM-uri (kafka01-03.dc1.telco.local:9092), SASL/SCRAM',
      {
        age: 620,
        tags: ['kafka', 'zookeeper'],
      },
    ),
    m(
      'kafka-kraft',
      'fact',
      'Kafka rulează în OpenShift prin Strimzi: 3.7 în mod KRaft, fără ZooKeeper. Bootstrap telco-kafka-kafka-bootstrap.kafka.svc:9093, mTLS cu un KafkaUser per serviciu; topicurile se declară ca KafkaTopic în telco-gitops.',
      {
        supersedes: 'kafka-zk',
        age: 195,
        tags: ['kafka', 'strimzi', 'kraft', 'openshift'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topicuri: <domeniu>.<entitate>.v<N> (cdr.raw.v1, cdr.rated.v2, order.events.v1, invoice.issued.v1). Cheia = MSISDN pentru CDR-uri, orderId pentru comenzi. Payload Avro, schemele în schemas/avro, registry Apicurio (compatibilitate BACKWARD).',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'apicurio'],
      },
    ),
    m('cdr-retention', 'fact', 'cdr.rated.v2: 24 partitii, retentie 7 zile, cleanup.policy=delete', {
      tags: ['kafka', 'retention', 'cdr'],
    }),
    m(
      'cdr-retention-claim',
      'fact',
      'retenția pe cdr.rated.v2 e de 30 de zile, am mărit-o după re-rating-ul din martie',
      {
        disputes: 'cdr-retention',
        tags: ['kafka', 'retention'],
      },
    ),
    m(
      'kafka-consumer',
      'constraint',
      'Consumatorii de CDR: enable.auto.commit=false, offset commit doar după ce s-a scris în DB; deduplicare pe cdr_id (UUID pus de mediation-service).',
      {
        tags: ['kafka', 'consumer', 'idempotent', 'cdr'],
      },
    ),
    // --- telecom ---
    m(
      'rating-engine',
      'fact',
      'rating-engine consumă cdr.raw.v1, aplică tariful din catalog (tariff_plan + tariff_rule) și publică cdr.rated.v2. Voce: primul minut întreg, apoi taxare la secundă (60/1); date: per KB, rotunjit în sus.',
      {
        files: ['rating-engine'],
        tags: ['rating', 'tariff', 'cdr'],
      },
    ),
    m(
      'mediation',
      'fact',
      'mediation-service ia fisierele ASN.1 de la MSC/SGSN/PGW prin SFTP la 5 minute, le decodeaza cu asn1bean si le publica in cdr.raw.v1. Config per nod in mediation-service/src/main/resources/nodes.yml.',
      {
        files: ['mediation-service', 'mediation-service/src/main/resources/nodes.yml'],
        tags: ['mediation', 'asn1', 'cdr', 'sftp'],
      },
    ),
    m(
      'hlr-provisioning',
      'fact',
      'provisioning-adapter vorbește cu HLR/HSS prin Provisioning Gateway-ul Ericsson (CAI3G peste SOAP), timeout 10s. Maximum 20 de cereri concurente: peste asta PG-ul întoarce "system busy" și blochează contul de provisioning.',
      {
        files: ['provisioning-adapter'],
        tags: ['hlr', 'hss', 'provisioning', 'ericsson', 'cai3g'],
      },
    ),
    m(
      'prepaid-ocs',
      'constraint',
      'Soldul prepaid se modifica doar prin OCS (Diameter Gy / API-ul de recharge al OCS). billing-core nu scrie niciodata direct in tabela de balance, nici pentru bonusuri.',
      {
        tags: ['prepaid', 'ocs', 'balance'],
      },
    ),
    m(
      'sms-notif',
      'fact',
      'SMS-urile către clienți pleacă din notification-service prin SMSC-ul intern (SMPP, jsmpp), sender ID "TelcoRO". Fără diacritice în SMS: un singur ș trece mesajul pe UCS-2 și limita scade de la 160 la 70 de caractere pe segment.',
      {
        files: ['notification-service'],
        tags: ['sms', 'smpp', 'gsm7', 'diacritice'],
      },
    ),
    m(
      'billing-cycle',
      'fact',
      'Cicluri de facturare: 1, 10 și 20 ale lunii. Billing run-ul pornește la 00:30 și trebuie să se termine până la 06:00 (trimitere email + tipar).',
      {
        tags: ['billing-run', 'cycle', 'schedule'],
      },
    ),
    m(
      'incident-dst-2024',
      'incident',
      'Oct 2024, la trecerea la ora de iarnă: rating-engine a tarifat de două ori apelurile din ora 03:00–04:00 (ora locală repetată), ~12k CDR-uri. Fix: mediation convertește în UTC, dedup pe cdr_id, test RatingDstIT.',
      {
        files: ['rating-engine/src/test/java/ro/telco/rating/RatingDstIT.java'],
        tags: ['incident', 'dst', 'timezone', 'rating'],
      },
    ),
    // --- infrastructura ---
    m(
      'ocp-buc1',
      'fact',
      'deploy pe OpenShift 4.12, clusterul ocp-buc1 (DC Baneasa), namespace-uri billing-prod si billing-test',
      {
        age: 460,
        tags: ['openshift', 'cluster'],
      },
    ),
    m(
      'ocp-buc2',
      'fact',
      'Ne-am mutat pe clusterul ocp-buc2 (OpenShift 4.14, DC Voluntari); ocp-cluj1 e DR active-passive. Namespace-urile au rămas billing-prod / billing-test.',
      {
        supersedes: 'ocp-buc1',
        age: 85,
        tags: ['openshift', 'cluster', 'dr'],
      },
    ),
    m(
      'argocd',
      'convention',
      'Deploy doar prin Argo CD (OpenShift GitOps) din repo-ul telco-gitops; chart-urile Helm în deploy/charts/<serviciu>, valorile per mediu în values-prod.yaml / values-test.yaml.',
      {
        files: ['deploy/charts'],
        tags: ['argocd', 'gitops', 'helm', 'deploy'],
      },
    ),
    m(
      'no-oc-edit',
      'constraint',
      'In billing-prod nu se face oc edit, oc scale sau oc set env de mana: Argo CD face self-heal si modificarea dispare. Totul prin MR in telco-gitops.',
      {
        reaffirm: 20,
        tags: ['openshift', 'argocd', 'prod'],
      },
    ),
    m('registry-nexus', 'fact', 'imaginile se publică în nexus.telco.local:8443/billing/<serviciu>', {
      age: 500,
      tags: ['registry', 'nexus', 'docker'],
    }),
    m(
      'registry-harbor',
      'fact',
      'Imaginile merg in Harbor: harbor.telco.local/billing/<serviciu>, cu scanare Trivy la push (raportul in UI-ul Harbor). CI impinge doar de pe main si de pe tag-uri.',
      {
        supersedes: 'registry-nexus',
        age: 170,
        tags: ['registry', 'harbor', 'trivy'],
      },
    ),
    m(
      'jib-ubi',
      'convention',
      'Imaginile se construiesc cu Jib (jib-maven-plugin), baza registry.access.redhat.com/ubi9/openjdk-21-runtime, rulare non-root. Fără Dockerfile în module.',
      {
        tags: ['jib', 'image', 'ubi', 'docker'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Secretele (parole DB, chei API, certificate, PIN-uri) stau doar în Vault la secret/billing/<serviciu>, injectate de Vault Agent. În application.yml doar referințe de tipul ${ORACLE_PASSWORD}; nimic în ConfigMap, values.yaml, tichete sau git.',
      {
        canonical: true,
        tags: ['secrets', 'vault', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example din root are doar placeholder-e: ORACLE_PASSWORD=changeme, ANAF_CLIENT_SECRET=<your-secret>, KAFKA_SASL_PASSWORD=<din-vault>. Copiati-l in .env (e in .gitignore) si completati local.',
      {
        files: ['.env.example'],
        tags: ['env', 'config', 'local'],
      },
    ),
    m(
      'vault-rotation',
      'note',
      'Parola userului de test pe Oracle o rotește automat Vault lunar (database secrets engine). Dacă primiți ORA-01017 local, luați credențialele noi din Vault, nu le cereți pe chat.',
      {
        tags: ['vault', 'oracle', 'rotation'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'GitLab CI: lint -> build -> unit -> integration (Testcontainers) -> sonar -> image (Jib) -> deploy-test (auto) -> deploy-prod (manual, doar din tag vX.Y.Z).',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'pipeline'],
      },
    ),
    m(
      'observability',
      'fact',
      'Metrici Micrometer -> Prometheus (user workload monitoring din OpenShift), dashboard-uri Grafana "Billing Run" si "Order Flow"; tracing OpenTelemetry -> Tempo; PrometheusRule-urile stau in chart-ul fiecarui serviciu.',
      {
        tags: ['metrics', 'prometheus', 'grafana', 'tracing'],
      },
    ),
    m(
      'logging',
      'convention',
      'Loguri JSON (logstash-logback-encoder) cu traceId, orderId și MSISDN mascat (407****3456). Nu se loghează CNP, IBAN, MSISDN complet sau corpul cererilor către ANAF.',
      {
        tags: ['logging', 'gdpr', 'pii'],
      },
    ),
    m(
      'billing-run-freeze',
      'constraint',
      'În zilele de billing run (1, 10, 20) nu se face deploy în prod pe billing-core, rating-engine și efactura-service.',
      {
        reaffirm: 6,
        tags: ['deploy', 'freeze', 'billing-run'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Fara deploy in prod vinerea dupa 15:00 si in perioada 20 decembrie – 5 ianuarie.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    // --- teste ---
    m('tests-h2', 'convention', 'testele de repository ruleaza pe H2 in MODE=Oracle, profilul test', {
      age: 520,
      tags: ['tests', 'h2'],
    }),
    m(
      'tests-tc',
      'convention',
      'Fără H2. Testele de integrare (*IT.java, failsafe) folosesc Testcontainers: postgres:16 pentru modulele migrate, gvenzl/oracle-free pentru cele încă pe Oracle, conexiunea prin @ServiceConnection.',
      {
        supersedes: 'tests-h2',
        age: 160,
        tags: ['tests', 'testcontainers', 'postgresql', 'oracle'],
      },
    ),
    m(
      'tests-no-external',
      'constraint',
      'Testele din CI nu apeleaza ANAF, BDC-ul ANCOM sau PG-ul Ericsson, nici macar mediile lor de test. Folositi WireMock cu stub-urile din src/test/resources/wiremock.',
      {
        tags: ['tests', 'wiremock', 'anaf', 'ancom'],
      },
    ),
    // --- API ---
    m(
      'api-conventions',
      'convention',
      'REST: prefix /api/v1, erori ca ProblemDetail (RFC 7807), JSON camelCase, OpenAPI cu springdoc la /v3/api-docs. Validare cu jakarta.validation pe record-uri.',
      {
        tags: ['api', 'rest', 'problemdetail', 'openapi'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'customer-api e folosit de aplicația My Account și de portalul dealerilor: orice schimbare incompatibilă înseamnă /api/v2, nu modificăm contractul din v1.',
      {
        tags: ['api', 'versioning', 'customer-api'],
      },
    ),
    // --- echipa ---
    m(
      'owners',
      'fact',
      'Responsabili: billing-core si efactura-service – Ioana Marinescu; rating + mediation – Radu Popescu; provisioning-adapter + mnp-gateway – Andrei Dumitru; order-orchestrator/Camunda – Cristina Stan; platforma OpenShift – Mihai Georgescu.',
      {
        tags: ['owners', 'echipa'],
      },
    ),
    m(
      'pref-lang',
      'preference',
      'commit-urile, numele de clase și comentariile din cod în engleză, chiar dacă vorbim pe chat în română',
      {},
    ),
    m(
      'vpn-ancom',
      'note',
      'mediul de test BDC ANCOM e accesibil doar prin VPN-ul Fortinet vechi, profilul "ANCOM-TEST"',
      {
        age: 660,
        tags: ['vpn', 'ancom', 'test'],
      },
    ),
    // --- propuneri neconfirmate ---
    m(
      'cand-thymeleaf-pdf',
      'decision',
      'Înlocuim JasperReports cu Thymeleaf + OpenHTMLtoPDF pentru facturi.',
      {
        candidate: true,
        tags: ['pdf', 'jasper', 'thymeleaf'],
      },
    ),
    m('cand-camunda-saas', 'decision', 'Mutam Zeebe pe Camunda SaaS ca sa nu mai intretinem clusterul.', {
      candidate: true,
      tags: ['camunda', 'saas'],
    }),
    m('cand-webflux', 'decision', 'Toate serviciile noi pe WebFlux (reactive), inclusiv billing-core.', {
      candidate: true,
      tags: ['webflux', 'reactive'],
    }),
    // --- credentiale (trebuie refuzate) ---
    m(
      'secret-oracle-ro',
      'note',
      'parola pentru userul BILLING_APP pe Oracle prod (ora-prod-scan.telco.local:1521/BILLPDB) este Bl!ng#Ora2024x, nu o schimbati fara Radu ca pica pkg_invoice',
      {
        secret: 'Bl!ng#Ora2024x',
      },
    ),
    m(
      'secret-pg-jdbc',
      'note',
      'pentru debug pe replica: jdbc:postgresql://pg-billing-ro.telco.local:5432/billing?user=billing_ro&password=Pq7rW!x93kLmZ',
      {
        secret: 'Pq7rW!x93kLmZ',
      },
    ),
    m(
      'secret-anaf-client',
      'note',
      'aplicația OAuth înregistrată la ANAF pentru e-Factura: client_id=3f8a1c0e9b7d2a6f4e5c1b8d0a9f7e2c, client_secret=c4e9b7a1f62d8e03b5a9c7d1e4f6b2a8d0c3e5f7a9b1',
      {
        secret: 'c4e9b7a1f62d8e03b5a9c7d1e4f6b2a8d0c3e5f7a9b1',
      },
    ),
    m(
      'secret-token-pin',
      'note',
      'PIN-ul de la tokenul USB cu certificatul calificat pentru SPV e 739214 — îl știm doar eu și Ioana, nu-l scrieți în tichete',
      {
        secret: '739214',
      },
    ),
    m(
      'secret-kafka-env',
      'note',
      '.env ca sa rulezi rating-engine local contra Kafka de test:\nKAFKA_BOOTSTRAP=telco-kafka-test-bootstrap.apps.ocp-buc2.telco.local:443\nKAFKA_SASL_USERNAME=rating-svc\nKAFKA_SASL_PASSWORD=rT9-kfk!Test-2207',
      {
        secret: 'rT9-kfk!Test-2207',
      },
    ),
    m('secret-glpat', 'note', 'tokenul botului renovate pe gitlab.telco.local: glpat-Rk4vZ9mQ2wLx7Tn3PbYs', {
      secret: 'glpat-Rk4vZ9mQ2wLx7Tn3PbYs',
    }),
    m(
      'secret-oc-token',
      'note',
      'dacă nu merge SSO-ul: oc login --token=sha256~Xq3LmZ8vK2pR7tW9nB4cY6dF1gH5jS0aE2uI8oP3kT --server=https://api.ocp-buc2.telco.local:6443',
      {
        secret: 'sha256~Xq3LmZ8vK2pR7tW9nB4cY6dF1gH5jS0aE2uI8oP3kT',
      },
    ),
    m(
      'secret-ancom-test',
      'note',
      'contul pe BDC-ul ANCOM de test: utilizator telcoro_mnp, parola: Portare#Tst77q (expira la 90 de zile)',
      {
        secret: 'Portare#Tst77q',
      },
    ),
    m(
      'secret-zeebe',
      'note',
      'pentru zbctl din laptop:\nZEEBE_ADDRESS=zeebe-gateway.camunda.apps.ocp-buc2.telco.local:443\nZEEBE_CLIENT_ID=order-orchestrator\nZEEBE_CLIENT_SECRET=zb8Kq2Lx9Vm4Tn7Rw3Ys6Pd1Hf5',
      {
        secret: 'zb8Kq2Lx9Vm4Tn7Rw3Ys6Pd1Hf5',
      },
    ),
    m(
      'secret-keystore',
      'note',
      'keystore-ul pentru mTLS spre PG-ul Ericsson e certs/pg-client.p12, parola keystore-ului: Ks!Erics2025#pg',
      {
        secret: 'Ks!Erics2025#pg',
      },
    ),
    m(
      'secret-smpp',
      'note',
      'SMSC test: host smsc-test.telco.local:2775, system_id=telcoro_ntf, password=Smp9xQ2w',
      {
        secret: 'Smp9xQ2w',
      },
    ),
  ],
  sessions: [
    {
      id: 'ro-billing-tva',
      age: 14,
      turns: [
        said(
          'buna dimineata! azi ne uitam la TVA-ul de 21% pe facturile cu abonament in avans, Ioana zice ca sunt linii cu 19% pe perioada de dupa 1 august',
        ),
        replied(
          'Am verificat TaxPointResolver: pentru abonamentele facturate în avans ia data începutului perioadei, nu data faptului generator. De acolo vine 19%-ul.',
        ),
        said(
          'da, asta e bugul. azi doar fix-ul în TaxPointResolver plus teste; re-emiterea facturilor greșite săptămâna viitoare',
        ),
        replied(
          'OK. Propun să regenerăm direct facturile greșite, cu același număr, ca să nu mai apară storno.',
        ),
        said(
          'nu, în niciun caz. Facturile emise nu se modifică și nu se șterg: corecția se face doar prin factură de stornare (InvoiceTypeCode 381) care referă factura inițială, apoi, dacă e cazul, factură nouă.',
          {
            key: 's-storno',
            type: 'constraint',
          },
        ),
        replied(
          'Înțeles, pregătesc un CreditNoteService care generează 381 cu BillingReference spre factura originală.',
        ),
        said('cum arata acum raspunsul de la SPV cand factura e respinsa?'),
        replied(
          'stareMesaj întoarce stare="nok" și un id_descarcare; zip-ul conține un XML cu erorile de validare.',
        ),
        said(
          'Regula: o factură cu stare nok nu se retrimite automat niciodată. Se deschide tichet în Jira, proiectul EFACT, cu erorile din zip, și o rezolvă cineva de la billing.',
          {
            key: 's-efactura-nok',
            type: 'convention',
          },
        ),
        replied(
          'Adaug în SpvStatusPoller crearea tichetului EFACT prin API-ul Jira și scot retry-ul pe nok.',
        ),
        said(
          'uite curl-ul cu care am testat pe mediul de test ANAF, poate te ajuta: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0ZWxjb3JvLWVmYWN0IiwiZXhwIjoxNzYwMDAwMDAwfQ.aGk5TnBRdlp3S2VyTm9wWXo" "https://api.anaf.ro/test/FCTEL/rest/stareMesaj?id_incarcare=5012345"',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ0ZWxjb3JvLWVmYWN0IiwiZXhwIjoxNzYwMDAwMDAwfQ.aGk5TnBRdlp3S2VyTm9wWXo',
          },
        ),
        replied('Mulțumesc, forma răspunsului e cea pe care o așteaptă parserul.'),
        said(
          'cursul BNR de ieri n-a aparut pana la 13:30 si a stat billing run-ul pe roaming, de asta am avut intarziere',
        ),
        replied('Pot adăuga retry la 14:00 și la 14:30 înainte să pice job-ul.'),
        said(
          'nu, mai simplu: dacă BNR n-a publicat cursul până la 13:30, luăm cursul din ultima zi lucrătoare publicată și mergem mai departe. Billing run-ul nu se blochează niciodată din cauza cursului.',
          {
            key: 's-bnr-fallback',
            type: 'decision',
          },
        ),
        replied(
          'Am modificat BnrRateProvider să cadă pe ultimul curs publicat și să logheze un warning cu data cursului folosit.',
        ),
        said('super, mersi. pune si un test pentru 1 august, care a fost vineri'),
        replied('Adăugat TaxPointResolverTest cu abonament 15 iul – 14 aug, emis pe 1 aug.'),
        said('perfect, fac review după prânz'),
      ],
    },
    {
      id: 'ro-camunda-port',
      age: 22,
      turns: [
        said(
          'salut, Cristina aici. vreau sa refacem workerul hss.create-subscriber din ord-activare-postpaid, arunca RuntimeException pe orice',
        ),
        replied(
          'Am văzut: orice eroare, inclusiv "MSISDN deja existent", ajunge ca failJob cu retries, deci se reîncearcă degeaba.',
        ),
        said(
          'exact. Convenția de acum: erorile de business (MSISDN existent, SIM blocat, client neeligibil) se aruncă din worker ca BPMN error cu cod ERR_<CEVA> și se prind în model cu boundary event. Excepțiile rămân doar pentru erori tehnice, ca să lucreze retry-ul Zeebe.',
          {
            key: 's-bpmn-errors',
            type: 'convention',
          },
        ),
        replied(
          'Pregătesc codurile ERR_MSISDN_EXISTS, ERR_SIM_BLOCKED și ERR_NOT_ELIGIBLE și le arunc cu ZeebeBpmnError.',
        ),
        said('cate retry-uri are acum task-ul spre HSS?'),
        replied('retries="10" fără backoff, în ord-activare-postpaid.bpmn.'),
        said(
          'prea mult, ne blocheaza PG-ul Ericsson. Pe task-urile spre HLR/HSS: 3 retries cu backoff PT30S, dupa care ramane incident in Operate si se uita cineva. Fara bucle infinite.',
          {
            key: 's-hlr-retries',
            type: 'constraint',
          },
        ),
        replied('Setat retries=3 și retryBackoff=PT30S pe toate task-urile hss.*.'),
        replied(
          'Ar fi mai simplu să folosim REST Connector-ul din Camunda pentru apelul spre BDC, fără cod Java.',
        ),
        said(
          'nu, fără connectors. Toate integrările externe (BDC, HSS, ANAF) sunt job workers în Java, ca să avem teste cu WireMock și loguri mascate.',
          {
            key: 's-no-connectors',
            type: 'decision',
          },
        ),
        replied('OK, rămân pe @JobWorker.'),
        said('altceva: la port-out, cand trimitem SMS-ul ala "numarul tau a fost portat"?'),
        replied('Acum se trimite când primim cererea de portare de la operatorul recipient.'),
        said(
          'greșit. SMS-ul de confirmare la port-out pleacă doar după PORT_DONE de la BDC; la cerere nu trimitem nimic clientului, că se mai anulează.',
          {
            key: 's-port-out-sms',
            type: 'decision',
          },
        ),
        replied('Mut task-ul notify.port-out-sms după evenimentul PORT_DONE în ord-port-out.'),
        said('azi lasam doar modelul, deploy pe test maine dimineata'),
        replied('Notat, nu fac deploy azi.'),
        said('mersi, pa'),
      ],
    },
    {
      id: 'ro-pg-migration',
      age: 35,
      turns: [
        said(
          'salut, incepem cu billing-core pe postgres. deocamdata doar tabelele tariff_plan si tariff_rule, restul dupa',
        ),
        replied(
          'Am generat DDL-ul din Oracle: TARIFF_PLAN cu coloane NUMBER, VARCHAR2 și DATE, nume cu majuscule.',
        ),
        said(
          'În PostgreSQL totul în snake_case, litere mici, fără ghilimele în DDL. Schemele: billing, rating, cdr, orchestration.',
          {
            key: 's-pg-naming',
            type: 'convention',
          },
        ),
        replied('Ok. Pentru NUMBER fără precizie propun double precision, ca să fie rapid.'),
        said(
          'nu! NUMBER pentru sume devine numeric(19,6), pentru id-uri bigint, pentru flag-uri boolean (nu CHAR(1) cu Y/N). double precision nu folosim nicaieri la bani.',
          {
            key: 's-numeric-types',
            type: 'convention',
          },
        ),
        replied(
          'Corectat. Cum facem cu datele existente? Pot scrie din aplicație în ambele baze până la cutover.',
        ),
        said(
          'nu facem dual-write din aplicatie. Datele se muta cu Debezium (CDC din Oracle) prin Kafka in Postgres, plus un job de reconciliere zilnic care compara count-uri si sume.',
          {
            key: 's-no-dual-write',
            type: 'decision',
          },
        ),
        replied('Am înțeles. Pentru testele locale pun spring.jpa.hibernate.ddl-auto=update, e mai rapid.'),
        said('niciodată ddl-auto altceva decât validate sau none, nici local. Schema o face doar Flyway.', {
          key: 's-no-ddl-auto',
          type: 'constraint',
        }),
        replied('Setat ddl-auto=validate în application.yml și în profilul test.'),
        said('cat dureaza migrarea pe tariff_rule? sunt vreo 4 milioane de randuri'),
        replied('Snapshot-ul inițial Debezium ar dura în jur de 20 de minute pe test.'),
        said('ok, e bine. hai ca ma duc la sedinta'),
      ],
    },
    {
      id: 'ro-ops-ocp',
      age: 7,
      turns: [
        said('hey, Mihai here. rating-engine a fost restartat de 14 ori azi noapte pe ocp-buc2, vezi te rog'),
        replied(
          'Liveness probe-ul e pe /actuator/health, care include DB-ul; când Postgres a avut failover de 40 s, toate podurile au picat liveness și au fost omorâte.',
        ),
        said(
          'Standardul de acum: readiness pe /actuator/health/readiness, liveness pe /actuator/health/liveness, iar liveness NU include DB, Kafka sau alte dependințe externe.',
          {
            key: 's-probes',
            type: 'convention',
          },
        ),
        replied(
          'Am actualizat deploy/charts/rating-engine/values.yaml și am activat management.endpoint.health.probes.enabled.',
        ),
        said('apropo, daca vrei sa te uiti in grafana, parola de admin e Gr@f-Buc2!91 pana facem SSO', {
          secret: 'Gr@f-Buc2!91',
        }),
        replied(
          'Nu am nevoie de ea, mă uit la metrici prin query-urile din repo. Ar fi bine s-o schimbați, acum că a ajuns în chat.',
        ),
        said('ok ok. si vreau autoscaling pe rating-engine, la billing run se aduna lag mare'),
        replied('Propun un HPA pe CPU, la 70%.'),
        said(
          'nu pe CPU. rating-engine scalează cu KEDA pe lag-ul consumer group-ului rating-engine pe cdr.raw.v1: min 3, max 12 poduri, prag 50k mesaje.',
          {
            key: 's-keda-rating',
            type: 'decision',
          },
        ),
        replied('Am adăugat un ScaledObject în chart, cu trigger kafka și lagThreshold 50000.'),
        said('si alertele? azi noapte a sunat doar canalul de Teams si nu a vazut nimeni'),
        replied('Alertmanager trimite totul la receiverul teams-billing.'),
        said(
          'Alertele critical merg pe PagerDuty, rotația billing-oncall; Teams e doar pentru warning și info.',
          {
            key: 's-pagerduty',
            type: 'convention',
          },
        ),
        replied('Am adăugat receiverul pagerduty-billing-oncall pentru severity=critical.'),
        said('for now lasa maxReplicas 8 pe test, clusterul de test e mic'),
        replied('Ok, values-test.yaml are maxReplicaCount 8.'),
      ],
    },
    {
      id: 'ro-customer-api',
      age: 3,
      turns: [
        said('neata. portalul dealerilor vrea lista de comenzi pe dealer, GET /api/v1/dealers/{id}/orders'),
        replied('Propun paginare cu page și size, ca la /customers.'),
        said(
          'Pe endpoint-urile noi din customer-api paginarea e cursor-based (?after=<cursor>&limit=), maxim 200 pe pagină. page/size rămân doar pe endpoint-urile vechi.',
          {
            key: 's-cursor-pagination',
            type: 'convention',
          },
        ),
        replied('Ok, folosesc un cursor opac base64 peste (created_at, id).'),
        said('dealerii ne-au bombardat saptamana trecuta, poti pune un rate limiter in controller?'),
        replied('Pot adăuga Bucket4j în customer-api.'),
        said(
          'nu in aplicatie. Rate limit-ul pentru dealeri e 50 req/s per API key si se configureaza in gateway-ul 3scale, nu in cod.',
          {
            key: 's-dealer-rate-limit',
            type: 'constraint',
          },
        ),
        replied('Am înțeles, nu adaug Bucket4j.'),
        said('iata ce trimite dealerul de test in header: X-Api-Key: dlr_live_8Hq2Zk7Lm4Nx9Pv3Rt6Ws1Yb', {
          secret: 'dlr_live_8Hq2Zk7Lm4Nx9Pv3Rt6Ws1Yb',
        }),
        replied('Mulțumesc; în teste folosesc o cheie falsă din stub-urile WireMock.'),
        said(
          'încă ceva: POST-urile care creează comenzi primesc obligatoriu header-ul Idempotency-Key; dacă vine aceeași cheie în 24h, întoarcem răspunsul salvat, nu creăm a doua comandă.',
          {
            key: 's-idempotency-key',
            type: 'constraint',
          },
        ),
        replied('Adaug un filtru cu tabela api_idempotency și TTL de 24h.'),
        said('ok, asta e tot pentru azi. baftă!'),
      ],
    },
  ],
  prompts: [
    // platforma / versiuni
    p('pe ce versiune de Java suntem? pot folosi record patterns in switch in rating-engine?', ['java-21']),
    p('vreau să adaug resilience4j-spring-boot3 în mnp-gateway, unde pun versiunea?', ['maven-parent']),
    p(
      'build fails: package javax.persistence does not exist în billing-core/src/main/java/ro/telco/billing/domain/Invoice.java',
      ['boot-33'],
    ),
    p('ce versiune de Spring Boot avem acum? vreau sa folosesc RestClient in loc de RestTemplate', [
      'boot-33',
    ]),
    p(
      'provisioning-adapter se blochează sub load, în thread dump apar virtual threads pinned în HssClient.send() care e synchronized',
      ['virtual-threads', 'java-21', 'hlr-provisioning'],
    ),
    p('fă-mi un DTO pentru răspunsul GET /api/v1/customers/{id}/invoices', [
      'records-dto',
      'api-conventions',
    ]),
    p('am pus @Data pe entitatea Subscriber si Hibernate da StackOverflowError in toString, ce fac?', [
      'records-dto',
    ]),
    p(
      '@billing-core/src/main/java/ro/telco/billing/invoice/InvoiceLineDto.java transformă-l în ceva modern, are @Data @Builder',
      ['records-dto'],
    ),
    p('vreau să folosesc Lombok @Builder pe noul CreditNoteRequest, e ok?', ['records-dto']),
    p('adaugă un modul nou roaming-settlement în monorepo, de la ce pornesc?', [
      'maven-parent',
      'modules',
      'jib-ubi',
      'pg-migration-plan',
    ]),
    p('in ce modul e logica de portare si cum vorbeste cu ANCOM?', ['modules', 'mnp-rest']),
    p('@rating-engine/pom.xml ce maven.compiler.release pun?', ['java-21', 'maven-parent']),
    p('fa upgrade la springdoc-openapi in customer-api', ['maven-parent', 'boot-33']),
    p(
      'are sens să pun synchronized pe metoda care ia tokenul OAuth de la ANAF? efactura-service rulează pe virtual threads',
      ['virtual-threads', 'efactura-oauth'],
    ),
    p('imaginea de bază pentru un serviciu Java nou?', ['jib-ubi']),

    // baze de date / migrare
    p(
      'scrie query-ul pentru top 10 abonați după trafic de date luna asta, îl pun în CdrRepository ca @Query nativ',
      ['cdr-pg', 'sql-portable', 'ts-utc'],
    ),
    p('în ce bază stau acum CDR-urile tarifate? fac un raport de trafic', ['cdr-pg']),
    p(
      'pot folosi NVL si ROWNUM in query-ul nou din billing-core/src/main/java/ro/telco/billing/repo/InvoiceRepository.java? tot pe Oracle ruleaza',
      ['sql-portable', 'pg-migration-plan'],
    ),
    p('trebuie sa schimb calculul de discount din pkg_invoice.calc_discount (PL/SQL), e un bug mic', [
      'plsql-no-new',
      'owners',
    ]),
    p('adaugă coloana discount_reason în tabela billing.invoice_line', [
      'flyway',
      's-pg-naming',
      's-no-ddl-auto',
    ]),
    p('cum creez o migrare de schemă nouă pentru rating? liquibase sau ce folosim acum?', ['flyway']),
    p('pot să șterg changelog-urile Liquibase vechi din billing-core? încurcă', ['flyway']),
    p('creeaza partitia pentru cdr.rated pentru luna viitoare', ['cdr-pg']),
    p(
      'migram tabela CONTRACT din Oracle in Postgres; cum mapez NUMBER(1) cu Y/N si NUMBER pentru abonamentul lunar?',
      ['s-numeric-types', 's-pg-naming'],
    ),
    p('add a Flyway migration that creates rating.tariff_rule with the price columns', [
      'flyway',
      's-numeric-types',
      's-pg-naming',
    ]),
    p(
      'how do we move existing invoices from Oracle to Postgres? I was thinking InvoiceService writes to both DBs during the transition',
      ['s-no-dual-write', 'pg-migration-plan'],
    ),
    p('vreau sa scriu CDR-urile tarifate si in Oracle, pentru rapoartele vechi', [
      'cdr-pg',
      's-no-dual-write',
    ]),
    p(
      'local îmi pică aplicația cu "Schema-validation: missing table [billing.discount]", pun ddl-auto=update și gata?',
      ['s-no-ddl-auto', 'flyway'],
    ),
    p('when is provisioning-adapter moving to postgres?', ['pg-migration-plan']),
    p('Oracle sau Postgres pentru noul serviciu roaming-settlement?', ['pg-migration-plan']),
    p('mută job-ul de reconciliere Oracle–Postgres să ruleze la 01:00 noaptea', [
      's-no-dual-write',
      'billing-cycle',
    ]),
    p('call_start din cdr.rated e UTC sau ora locală? fac agregare pe zi pentru raportul de trafic', [
      'ts-utc',
      'ts-local-claim',
      'cdr-pg',
    ]),
    p(
      '@rating-engine/src/main/java/ro/telco/rating/DailyUsageAggregator.java agregarea pe zi iese decalata cu 3 ore',
      ['ts-utc', 'ts-local-claim'],
    ),
    p('vreau un export CSV cu clienții și CNP-urile lor pentru echipa de marketing', ['gdpr-cnp']),
    p('pot sa iau un dump din prod ca sa reproduc bugul de facturare pe test?', ['gdpr-cnp']),
    p('adaugă coloana cnp pe tabela billing.customer în postgres', ['gdpr-cnp', 'flyway', 's-pg-naming']),
    p('genereaza migrarea Flyway pentru tabela api_idempotency', [
      'flyway',
      's-pg-naming',
      's-idempotency-key',
    ]),

    // bani, TVA, factura
    p('calculez costul apelului în RatingService ca double, e ok?', ['money-bigdecimal']),
    p(
      'totalul facturii diferă cu 0,01 lei față de suma liniilor în UBL, validarea CIUS-RO se plânge de BR-CO-10',
      ['rounding-line', 'rounding-total-claim', 'money-bigdecimal'],
    ),
    p('scrie InvoiceCalculator.calculateLine() pentru linii cu discount', [
      'money-bigdecimal',
      'rounding-line',
      'rounding-total-claim',
      'vat-21',
    ]),
    p('ce cota de TVA aplicam acum pe abonamente?', ['vat-21']),
    p(
      'update tax.yml for the current VAT rates and make sure advance-billed subscriptions pick the right one',
      ['vat-21'],
    ),
    p('abonament pe perioada 15 iulie – 14 august, factura emisa pe 1 august: ce TVA pun?', ['vat-21']),
    p('factura de roaming in EUR — ce curs folosim la conversie?', ['currency-eur', 's-bnr-fallback']),
    p('job-ul bnr-rates a picat azi, billing run-ul de roaming stă; adaug retry până apare cursul?', [
      's-bnr-fallback',
      'currency-eur',
    ]),
    p('am nevoie de cursul EUR pentru interconectare, de unde il iau in cod?', ['currency-eur']),
    p('cum generez numărul facturii în InvoiceService? mă gândeam la max(numar)+1', ['invoice-series']),
    p('am anulat o factura, pot refolosi numarul TRO2025-0001234?', ['invoice-series', 's-storno']),
    p('clientul a fost taxat greșit pe factura din martie, modifică factura în DB și retrimite PDF-ul', [
      's-storno',
    ]),
    p('implementeaza factura de stornare in billing-core', ['s-storno', 'efactura-ubl', 'invoice-series']),
    p('în PDF-ul facturii apar pătrățele în loc de ș și ț', ['pdf-jasper', 'ro-diacritics']),
    p('numele clientului "Ştefan Ţurcanu" apare cu sedilă în XML-ul UBL, e ok?', ['ro-diacritics']),
    p('adaugă în template-ul Jasper o secțiune cu detalierea convorbirilor internaționale', [
      'pdf-jasper',
      'ro-diacritics',
    ]),
    p('scrie template-ul de SMS pentru "Factura ta de 45,20 lei a fost emisă" in notification-service', [
      'sms-notif',
    ]),
    p('SMS-urile de plata ies in 2 bucati desi au doar 110 caractere, de ce?', ['sms-notif']),
    p('notification-service: trimite SMS cu diacritice corecte "Plata a fost înregistrată"', ['sms-notif']),

    // e-Factura
    p('în câte zile trebuie încărcată factura în SPV? job-ul nostru nu rulează în weekend', [
      'efactura-5cal',
    ]),
    p('modifica schedule-ul efactura-upload in efactura-service/src/main/resources/application.yml', [
      'efactura-5cal',
    ]),
    p('ANAF a respins factura cu stare nok, fă un retry automat după o oră în SpvStatusPoller', [
      's-efactura-nok',
      'efactura-poll',
    ]),
    p('upload-ul în SPV a dat timeout, o retrimit?', ['incident-efactura-dup', 'efactura-poll']),
    p(
      'deci, gen, @efactura-service/src/main/java/ro/telco/efactura/SpvUploader.java are @Retryable pe orice excepție, e ok așa?',
      ['incident-efactura-dup', 's-efactura-nok'],
    ),
    p('cat de des putem interoga stareMesaj? vreau poll la 30 de secunde ca sa fie mai rapid', [
      'efactura-poll',
    ]),
    p('facturile B2C pentru persoane fizice fara CNP, le trimitem in e-Factura?', [
      'efactura-b2c',
      'efactura-b2c-claim',
    ]),
    p('unde arhivăm XML-ul e-Factura și recipisa? pot curăța bucket-ul, e aproape plin', [
      'efactura-archive',
    ]),
    p('generează UBL-ul pentru o factură de servicii cu două linii și TVA standard', [
      'efactura-ubl',
      'vat-21',
      'rounding-line',
      'ro-diacritics',
    ]),
    p('access token-ul ANAF a expirat si upload-ul da 401, de unde iau tokenul nou?', ['efactura-oauth']),
    p('unde tin client_secret-ul pentru OAuth ANAF in efactura-service?', [
      'secrets-vault',
      'efactura-oauth',
    ]),
    p('pune PIN-ul tokenului de SPV în config ca să semneze automat', ['secrets-vault', 'efactura-oauth']),
    p('scrie un test de integrare pentru SpvUploader care apelează mediul de test ANAF', [
      'tests-no-external',
      'tests-tc',
    ]),
    p('add a metric for invoices rejected by ANAF and an alert if there are more than 20 in an hour', [
      'observability',
      's-pagerduty',
    ]),

    // portabilitate
    p('generează clientul pentru BDC ANCOM din WSDL cu cxf', ['mnp-rest']),
    p('how does mnp-gateway talk to ANCOM now?', ['mnp-rest']),
    p('activeaza numerele portate in la 02:00 fix cu un @Scheduled, sa nu mai asteptam', [
      'mnp-window',
      'incident-port-early',
    ]),
    p('timer-ul din ord-port-in pentru răspunsul donorului, cât trebuie să fie?', [
      'mnp-timer',
      'mnp-timer-claim',
    ]),
    p(
      '@order-orchestrator/src/main/resources/bpmn/ord-port-in.bpmn poți să verifici timerul? vreau să-l schimb',
      ['mnp-timer', 'mnp-timer-claim', 'bpmn-versioning'],
    ),
    p('salvează numărul din formularul de portare "0722 123 456" în tabela port_request', ['msisdn-format']),
    p('normalizeaza MSISDN-urile din importul CSV de la dealeri', ['msisdn-format']),
    p('când trimitem SMS-ul de confirmare la port-out?', ['s-port-out-sms']),
    p('fix: clientul primește SMS "numărul a fost portat" și apoi portarea se anulează', ['s-port-out-sms']),
    p('nu ma pot conecta la BDC-ul de test de pe laptop, da timeout', ['vpn-ancom']),
    p('cum stub-uiesc BDC-ul ANCOM în teste?', ['tests-no-external', 'mnp-rest']),

    // Camunda
    p('adaugă un JavaDelegate nou pentru verificarea eligibilității în order-orchestrator', [
      'camunda8',
      'zeebe-idempotent',
      'bpmn-naming',
      's-bpmn-errors',
    ]),
    p('ce engine de workflow folosim pentru comenzi?', ['camunda8']),
    p('cum deployez ord-port-out.bpmn modificat? îl pun în resources și repornesc aplicația?', [
      'camunda8',
      'bpmn-versioning',
    ]),
    p('workerul hss.create-subscriber a creat abonatul de doua ori dupa un timeout', [
      'zeebe-idempotent',
      'hlr-provisioning',
    ]),
    p('creează procesul BPMN pentru schimbare de SIM (eSIM swap)', [
      'bpmn-naming',
      'camunda8',
      's-bpmn-errors',
      's-hlr-retries',
      's-no-connectors',
    ]),
    p('am schimbat un gateway în ord-activare-postpaid, sunt 300 de instanțe active, dau deploy?', [
      'bpmn-versioning',
    ]),
    p('ce fac când HSS întoarce "MSISDN already exists" în worker? arunc IllegalStateException?', [
      's-bpmn-errors',
    ]),
    p('task-ul hss.delete-subscriber reincearca la infinit, cate retry-uri punem?', [
      's-hlr-retries',
      'hlr-provisioning',
    ]),
    p('putem folosi REST connector-ul din Camunda pentru apelul la BDC? ar fi mai puțin cod', [
      's-no-connectors',
    ]),
    p('migrăm ultimul JavaDelegate din Camunda 7 în worker; ce se schimbă?', [
      'camunda8',
      's-bpmn-errors',
      'zeebe-idempotent',
    ]),
    p('tabela job_log pentru idempotență — în ce schemă e?', ['zeebe-idempotent']),
    p('procesul de dezactivare: cum îl numesc și ce job type pun pentru HSS?', ['bpmn-naming']),

    // Kafka
    p('conecteaza-te la Kafka de pe laptop, ce bootstrap folosesc? kafka01.dc1:9092 nu raspunde', [
      'kafka-kraft',
    ]),
    p('mai avem ZooKeeper? vreau să modific config-ul unui topic', ['kafka-kraft']),
    p('creează topicul pentru evenimentele de plată din notification-service', [
      'kafka-topics',
      'kafka-kraft',
    ]),
    p('cât timp stau mesajele în cdr.rated.v2? vreau să fac re-rating pe ultimele două săptămâni', [
      'cdr-retention',
      'cdr-retention-claim',
    ]),
    p('consumerul din billing-core pe cdr.rated.v2 pierde mesaje la restart, am enable.auto.commit=true', [
      'kafka-consumer',
    ]),
    p('adaug un câmp roamingZone în schema Avro CdrRated', ['kafka-topics']),
    p('cum se numește topicul cu CDR-urile tarifate și ce cheie are?', ['kafka-topics']),
    p('I need a Kafka consumer in billing-core for invoice.issued.v1 that sends the emails', [
      'kafka-topics',
      'kafka-kraft',
    ]),
    p('rating-engine face lag mare la billing run, pune un HPA pe CPU', ['s-keda-rating']),

    // telecom
    p('tariful de voce: cum se calculează un apel de 75 de secunde?', ['rating-engine']),
    p('adaugă în rating-engine suport pentru un tarif nou de date pe zi (day pass)', [
      'rating-engine',
      'money-bigdecimal',
      'kafka-topics',
    ]),
    p('mediation nu mai ia fisierele de la PGW-ul nou, unde e configurarea SFTP?', ['mediation']),
    p('după schimbarea orei din octombrie o să avem iar CDR-uri dublate?', [
      'incident-dst-2024',
      'kafka-consumer',
      'ts-utc',
    ]),
    p('scrie un test pentru trecerea la ora de vara in rating', ['incident-dst-2024', 'ts-utc', 'tests-tc']),
    p(
      'vreau să paralelizez provisioning-ul: 100 de cereri simultane spre PG-ul Ericsson pentru migrarea de abonați',
      ['hlr-provisioning'],
    ),
    p('fă un endpoint în billing-core care adaugă 10 lei bonus în contul prepaid al clientului', [
      'prepaid-ocs',
    ]),
    p('când rulează billing run-ul și până când trebuie să se termine?', ['billing-cycle']),
    p('hai sa facem billing run-ul sa porneasca la 02:00 in loc de 00:30', ['billing-cycle']),

    // infrastructura / deploy
    p('pe ce cluster OpenShift rulează acum billing-prod?', ['ocp-buc2']),
    p('DR: unde e clusterul de rezervă?', ['ocp-buc2']),
    p('noul coleg are nevoie de acces la billing-test pe OpenShift, ce cluster îi dau?', ['ocp-buc2']),
    p('fac deploy pe prod cu oc apply -f din laptop, e urgent', ['argocd', 'no-oc-edit']),
    p('scaleaza rating-engine la 10 poduri in billing-prod cu oc scale, e billing run', [
      'no-oc-edit',
      's-keda-rating',
    ]),
    p('rating-engine: pe test vreau maxReplicas 12 pentru un load test, unde schimb?', [
      's-keda-rating',
      'argocd',
    ]),
    p('e 10 ale lunii, pot face deploy pe efactura-service cu fix-ul de TVA?', ['billing-run-freeze']),
    p('e vineri 16:30, hotfix la customer-api pe prod, il dau?', ['deploy-freeze']),
    p('unde se publica imaginea mnp-gateway?', ['registry-harbor']),
    p('adaugă un Dockerfile pentru notification-service', ['jib-ubi', 'registry-harbor']),
    p('Trivy a găsit un CVE critical în imaginea efactura-service, unde văd raportul?', ['registry-harbor']),
    p('pun parola Oracle in application-prod.yml ca sa mearga rapid', ['secrets-vault']),
    p('unde găsesc parola de la Oracle prod pentru BILLING_APP?', ['secrets-vault']),
    p('unde pun cheia API nouă de la SMSC pentru notification-service?', ['secrets-vault']),
    p('local primesc ORA-01017 invalid username/password pe Oracle test', ['vault-rotation', 'env-example']),
    p('cum îmi fac .env-ul local ca să pornesc billing-core?', ['env-example', 'secrets-vault']),
    p('pipeline-ul de CI: în ce etapă rulează testele cu Testcontainers și cum ajung pe prod?', [
      'ci-gitlab',
    ]),
    p('adaug o metrică pentru numărul de comenzi blocate în ord-port-in', ['observability']),
    p('tracing: cum văd o comandă de la customer-api până la HSS?', ['observability']),
    p('loghează request-ul complet trimis la ANAF ca să debugăm respingerile', ['logging']),
    p('adaug log in ProvisioningService cu msisdn-ul si cnp-ul clientului', ['logging', 'gdpr-cnp']),
    p('pune hash-ul CNP-ului in loguri in loc de CNP, ok?', ['logging', 'gdpr-cnp']),
    p('rating-engine a fost omorât de liveness probe când a căzut Postgres, cum configurez probele?', [
      's-probes',
    ]),
    p('configure the health probes for the new roaming-settlement chart', ['s-probes', 'argocd']),
    p('alertele critice de billing run unde ajung?', ['s-pagerduty']),

    // teste
    p('scrie un test de repository pentru TariffPlanRepository', ['tests-tc']),
    p('testele pica local cu H2: Function "NVL" not found', ['tests-tc', 'sql-portable']),
    p('write an integration test for HssClient against the Ericsson PG test environment', [
      'tests-no-external',
    ]),
    p('update the CI so integration tests for provisioning-adapter run against Oracle too', [
      'tests-tc',
      'ci-gitlab',
    ]),

    // API
    p('endpoint nou GET /api/v1/dealers/{id}/orders în customer-api, cu paginare', [
      's-cursor-pagination',
      'api-conventions',
    ]),
    p('care e limita pe pagină la /api/v1/dealers/{id}/orders?', ['s-cursor-pagination']),
    p('vreau să schimb câmpul msisdn din răspunsul /api/v1/subscriptions din string în obiect', [
      'api-versioning',
    ]),
    p('aplicația My Account vrea un câmp nou în /api/v1/invoices, cum îl adaug?', [
      'api-versioning',
      'api-conventions',
      'records-dto',
    ]),
    p('cum întorc erorile de validare din customer-api?', ['api-conventions']),
    p('dealerii fac prea multe request-uri, adaugă Bucket4j în customer-api', ['s-dealer-rate-limit']),
    p('POST /api/v1/orders creează comenzi duble când dealerul reîncearcă după timeout', [
      's-idempotency-key',
    ]),
    p('adaugă endpoint-ul de creare comandă de portare în customer-api', [
      's-idempotency-key',
      'api-conventions',
      'msisdn-format',
    ]),

    // echipa
    p('cine se ocupă de mnp-gateway?', ['owners']),
    p('who do I ask about the rating engine?', ['owners']),
    p('scrie mesajul de commit pentru fix-ul de TVA, în română te rog', ['pref-lang']),

    // fara memorie
    p('ce diferență e între un record și o clasă normală în Java?', []),
    p('mersi, merge acum', []),
    p('salut!', []),
    p('explică-mi pe scurt virtual threads vs platform threads, în general', []),
    p('regex pentru un IBAN românesc (RO + 2 cifre + 4 litere + 16 caractere)?', []),
    p('ce e un CompletableFuture și când îl folosesc?', []),
    p('ok, fă commit', []),
    p('rezumă diff-ul pentru descrierea MR-ului', []),
    p('multumesc frumos!', []),
    p('what is the difference between @Component and @Service?', []),
    p('how do I write a JUnit 5 parameterized test with @CsvSource?', []),
    p('explica-mi Optional.orElseGet vs orElse', []),
    p('cum citesc un fișier mare linie cu linie în Java fără să-l încarc tot în memorie?', []),
    p('bună dimineața', []),
    p('ce înseamnă HTTP 409?', []),
    p('format a LocalDate as dd.MM.yyyy', []),
    p('cum funcționează un bloom filter?', []),
    p('sort a list of records by two fields in Java', []),
    p('pauză de masă, revin', []),
    p('diferența dintre HashMap și ConcurrentHashMap?', []),
    p('git rebase vs merge, ce recomanzi în general?', []),
    p('cum fac un enum cu cod și lookup după cod?', []),
    p('tradu în engleză: "factura a fost emisă cu succes"', []),
    p('perfect, asta e tot', []),
    p('what does @Transactional(readOnly = true) actually do?', []),
    p('cum se scrie un switch expression în Java?', []),
    p('ce e PECS la generics?', []),
    p('ok', []),
    p('super, mulțumesc!', []),
    p('explain BigDecimal.setScale vs round in general', []),
    p('cum fac un stream care grupează după două chei?', []),
    p('ce face volatile în Java?', []),
  ],
});
