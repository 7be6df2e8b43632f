// A Hungarian digital bank's core services: AFR instant payments (GIRO), Oracle -> PostgreSQL migration, Keycloak,
// NAV Online Számla, MNB reports, on OpenShift. The team writes mostly in Hungarian (with and without accents).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-bank-hu',
  stack:
    'Java 21, Spring Boot 3.3 (Web, Security, Data JPA, Batch, Kafka), Flyway, Kafka (Strimzi) + Apicurio Registry, Oracle 19c -> PostgreSQL 16 (CloudNativePG), Keycloak 24, AFR / InstantGIRO ISO 20022, NAV Online Számla 3.0, MNB reports (XBRL), OpenShift 4.14 + ArgoCD, GitLab CI, JUnit 5 + Testcontainers',
  memories: [
    m(
      'db-oracle',
      'fact',
      'A core ledger Oracle 19c-n fut (CORE_LEDGER séma, RAC, két node a Váci úti DC-ben). Az üzleti logika nagy része a PKG_LEDGER_* package-ekben van, a Java oldal csak hívogatja őket.',
      {
        fact: 'core ledger | runs_on | Oracle 19c',
        age: 820,
        files: ['core-ledger/src/main/resources/db'],
        tags: ['oracle', 'ledger', 'database'],
      },
    ),
    m(
      'db-postgres',
      'decision',
      'Kész az Oracle kivezetés a ledgerben is: számlák, könyvelési tételek, napi zárások mind PostgreSQL 16-on vannak (CloudNativePG operátor, cluster: pg-core). Az Oracle innentől csak read-only archívum a 2019 előtti tételekhez, és azt is kizárólag az archive-service olvassa. Új kód ne írjon bele és ne olvasson belőle.',
      {
        fact: 'core ledger | runs_on | PostgreSQL 16',
        supersedes: 'db-oracle',
        age: 240,
        canonical: true,
        reason: 'Oracle licencköltség, OpenShift-natív üzemeltetés',
        files: ['core-ledger', 'archive-service'],
        tags: ['postgresql', 'oracle', 'migration', 'ledger'],
      },
    ),
    m(
      'plsql-free',
      'constraint',
      'Új üzleti logika nem mehet tárolt eljárásba vagy triggerbe, se PL/SQL, se plpgsql. A DB tárol, a szabályok a Java service-ben vannak. Egyetlen kivétel a partíciókezelő job (pg_partman).',
      {
        tags: ['plpgsql', 'plsql', 'trigger', 'database'],
      },
    ),
    m(
      'ora2pg',
      'fact',
      'migracio: ora2pg a sémára + adatra, utana a migration-recon job (Spring Batch) soronkent checksumot szamol mindket oldalon. cutover elott 0 elteres kell, kulonben nincs go.',
      {
        files: ['migration-recon'],
        tags: ['ora2pg', 'migration', 'recon'],
      },
    ),
    m(
      'note-oracle-empty-string',
      'note',
      "Vigyázat a migrált adatokkal: Oracle-ben az üres string = NULL volt, Postgresben nem az. A régi customer.middle_name, address.line2 stb. NULL, az újonnan beírt rekordoknál viszont jöhet ''. Szűrésnél NULLIF/COALESCE nélkül fura eredményeket kapsz.",
      {
        tags: ['oracle', 'postgresql', 'null', 'empty-string', 'migration'],
      },
    ),
    m(
      'ids-seq',
      'fact',
      'tranzakció azonosítók az Oracle SEQ_TRX_ID sequence-ből jönnek (NUMBER(19)), @SequenceGenerator allocationSize = 50',
      {
        fact: 'transaction ids | generated_by | Oracle sequence SEQ_TRX_ID',
        age: 780,
        tags: ['ids', 'sequence', 'oracle'],
      },
    ),
    m(
      'ids-uuidv7',
      'convention',
      'Sequence-t többé nem használunk ID-ra. Új entitás ID-ja UUIDv7, amit az alkalmazás generál (common-lib: hu.bank.common.id.Ids.newId()), Postgresben uuid típusú oszlop. A migráció alatt két DB-ben kellett egyedinek lennie, és a sequence amúgy is szűk keresztmetszet volt a batch insertnél.',
      {
        supersedes: 'ids-seq',
        age: 300,
        files: ['common-lib/src/main/java/hu/bank/common/id/Ids.java'],
        tags: ['ids', 'uuid', 'uuidv7', 'jpa'],
      },
    ),
    m(
      'note-hibernate-batch',
      'note',
      'hibernate batch insert: hibernate.jdbc.batch_size=50 + order_inserts=true, de csak akkor batchel, ha az ID-t mi adjuk (UUIDv7). GenerationType.IDENTITY-vel csendben kikapcsol, ezért lassú a ledger_entry import ha valaki visszarakja.',
      {
        files: ['core-ledger/src/main/resources/application.yml'],
        tags: ['hibernate', 'batch', 'jpa', 'performance'],
      },
    ),
    m('java17', 'fact', 'minden service java 17 + spring boot 2.7, base image ubi8/openjdk-17', {
      fact: 'services | java_version | 17',
      age: 640,
      tags: ['java', 'spring-boot'],
    }),
    m(
      'java21',
      'decision',
      'Mindenhol Java 21 és Spring Boot 3.3 megy már (base image: ubi9/openjdk-21-runtime). A javax -> jakarta átírás lezárva. Virtual threadek be vannak kapcsolva (spring.threads.virtual.enabled=true) a payment-gateway-ben és a customer-api-ban.',
      {
        fact: 'services | java_version | 21',
        supersedes: 'java17',
        age: 200,
        tags: ['java', 'java21', 'spring-boot', 'virtual-threads'],
      },
    ),
    m(
      'vt-pinning',
      'constraint',
      'Virtual threadnél IO körül ne legyen synchronized blokk, mert pinneli a carrier threadet — ReentrantLock kell. A régi Oracle JDBC driver is pinnel, ezért az archive-service-ben szándékosan NINCS bekapcsolva a virtual thread, ne kapcsold be.',
      {
        files: ['archive-service/src/main/resources/application.yml'],
        tags: ['virtual-threads', 'pinning', 'java21', 'oracle'],
      },
    ),
    m(
      'afr-5s',
      'constraint',
      'AFR: a beérkező pacs.008-at 5 másodpercen belül jóvá kell írni a kedvezményezett számláján, vagy vissza kell utasítani (pacs.002 RJCT). A payment-gateway belső budgetje 3500 ms, ha ez elfogy, automatikusan RJCT megy ki, nem várunk tovább.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['payment-gateway/src/main/java/hu/bank/payment/afr/InboundCreditHandler.java'],
        tags: ['afr', 'instant-payment', 'timeout', 'giro'],
      },
    ),
    m(
      'afr-20s-claim',
      'fact',
      'AFR inbound: a kedvezmenyezett banknak 20 mp-e van a jovairasra, az 5 mp csak a GIRO kozponti feldolgozasara vonatkozik',
      {
        disputes: 'afr-5s',
        tags: ['afr', 'timeout'],
      },
    ),
    m(
      'afr-iso',
      'fact',
      'AFR üzenetek ISO 20022 XML-ben: pacs.008 átutalás, pacs.002 státusz, pacs.004 visszautalás, camt.056 visszahívás, pain.013 / pain.014 fizetési kérelem. JAXB-ből generált osztályok az afr-iso20022 modulban, az xsd-k src/main/resources/xsd alatt.',
      {
        files: ['afr-iso20022'],
        tags: ['afr', 'iso20022', 'pacs008', 'jaxb'],
      },
    ),
    m(
      'afr-24-7',
      'constraint',
      'Az AFR 0-24, az év minden napján megy, a payment-gateway-nek nincs karbantartási ablaka. Rolling update, minimum 3 replika, PodDisruptionBudget minAvailable: 2. Egyszerre soha ne álljon le az összes pod.',
      {
        files: ['gitops/apps/payment-gateway'],
        tags: ['afr', 'availability', 'openshift', 'pdb'],
      },
    ),
    m(
      'secondary-id',
      'fact',
      'Másodlagos számlaazonosítók (mobilszám, e-mail, adóazonosító jel) a GIRO központi nyilvántartásában vannak, mi csak proxyzunk: payment-gateway GET /afr/proxy-lookup. Helyben max 60 mp-ig szabad cache-elni, mert az ügyfél bármikor törölheti vagy átviheti másik bankhoz.',
      {
        files: ['payment-gateway/src/main/java/hu/bank/payment/afr/proxy'],
        tags: ['afr', 'secondary-id', 'proxy', 'cache'],
      },
    ),
    m(
      'qr-rfp',
      'fact',
      'Fizetési kérelemhez QR kód: az MNB QR-kód szabvány szerint (HCT / RTP típus), a generálás a qr-service-ben van (hu.bank.qr.MnbQrEncoder). Webshopos partnerek ezt a payloadot kapják a /api/v1/rtp/qr végponton.',
      {
        files: ['qr-service/src/main/java/hu/bank/qr/MnbQrEncoder.java'],
        tags: ['qr', 'rfp', 'afr', 'mnb'],
      },
    ),
    m(
      'afr-camt056',
      'fact',
      'Visszahívás (camt.056): ha az összeg még a számlán van, automatikusan pacs.004-gyel visszautaljuk; ha már elköltötték, recall_tasks-ba kerül backoffice-nak, és az ügyfél hozzájárulása kell. Automatikusan mínuszba vinni a számlát tilos.',
      {
        files: ['payment-gateway/src/main/java/hu/bank/payment/afr/recall'],
        tags: ['afr', 'camt056', 'recall', 'pacs004'],
      },
    ),
    m(
      'acct-cdv',
      'constraint',
      'Belföldi számlaszám (2x8 vagy 3x8 jegy) validálás: minden 8-as blokk utolsó jegye ellenőrző szám, 9-7-3-1 súlyozás, a súlyozott összeg mod 10 == 0. IBAN-nál ezen felül mod 97. Ne saját regexszel, hanem a common-lib AccountNumberValidator-ral validálj.',
      {
        files: ['common-lib/src/main/java/hu/bank/common/account/AccountNumberValidator.java'],
        tags: ['account-number', 'validation', 'iban', 'cdv'],
      },
    ),
    m(
      'money-bigdecimal',
      'convention',
      'Pénz mindenhol BigDecimal + devizakód (Money record, common-lib). DB-ben numeric(19,2). double/float pénzre tilos. Forintnál is 2 tizedes, mert a devizaszámlák ugyanazt a sémát használják.',
      {
        files: ['common-lib/src/main/java/hu/bank/common/money/Money.java'],
        tags: ['money', 'bigdecimal', 'huf', 'numeric'],
      },
    ),
    m(
      'money-huf-long-claim',
      'fact',
      'forint összegeket long-ban tároljuk egész forintra, fillér úgyse létezik, a ledger_entry.amount_huf bigint',
      {
        disputes: 'money-bigdecimal',
        tags: ['money', 'huf', 'long'],
      },
    ),
    m(
      'ts-conventions',
      'convention',
      'Időbélyeg: timestamptz, UTC, Javában Instant. A könyvelési nap (booking_date) és az értéknap (value_date) viszont LocalDate Europe/Budapest szerint, mert a kivonat és az MNB is így várja. booking_date-et sose Instantból vágj le UTC-ben.',
      {
        tags: ['timezone', 'utc', 'booking-date', 'value-date'],
      },
    ),
    m(
      'booking-date-claim',
      'fact',
      'booking_date-et simán az Instantból vágjuk le UTC-ben, a kivonat is UTC-t mutat, nincs vele gond',
      {
        disputes: 'ts-conventions',
        tags: ['timezone', 'booking-date'],
      },
    ),
    m(
      'interest-calc',
      'fact',
      'Kamatszámítás napi elhatárolással: forintszámlán tényleges/365, devizaszámlán tényleges/360. InterestAccrualJob a core-ledgerben, 00:30 UTC.',
      {
        fact: 'interest accrual | day count | act/365 HUF, act/360 FX',
        age: 350,
        files: ['core-ledger/src/main/java/hu/bank/ledger/interest'],
        tags: ['interest', 'accrual', 'day-count'],
      },
    ),
    m(
      'incident-dst',
      'incident',
      '2023 okt., óraátállítás: a napi kamatjob (cron 02:30 Europe/Budapest) kétszer futott le, minden lakossági számlán duplán lett elhatárolva a kamat. Azóta az ütemezett jobok UTC cronnal mennek, és a run_date egyedi kulcs a job_run táblában.',
      {
        tags: ['incident', 'dst', 'scheduler', 'interest'],
      },
    ),
    m(
      'shedlock',
      'convention',
      '@Scheduled csak ShedLockkal (@SchedulerLock, jdbc provider, shedlock tábla), mert minden service legalább 2 replikával fut. lockAtMostFor-t mindig add meg.',
      {
        tags: ['scheduler', 'shedlock', 'scheduled'],
      },
    ),
    m(
      'kafka-confluent',
      'fact',
      'Kafka payloadok Avro-ban, Confluent Schema Registry (schema-registry.kafka.svc:8081), io.confluent KafkaAvroSerializer / Deserializer.',
      {
        fact: 'kafka schemas | registry | Confluent Schema Registry',
        age: 560,
        tags: ['kafka', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-apicurio',
      'decision',
      'Confluent Schema Registry nincs többé: Apicurio Registry 2.x fut a Strimzi mellett (az OpenShift subscriptionben benne van, a Confluent licenc nem kellett). Serde: io.apicurio.registry.serde.avro.AvroKafkaSerializer, artifactId = <topic>-value. Ha régi io.confluent dependencyt látsz, szedd ki.',
      {
        fact: 'kafka schemas | registry | Apicurio Registry',
        supersedes: 'kafka-confluent',
        age: 280,
        files: ['common-kafka/pom.xml'],
        tags: ['kafka', 'avro', 'apicurio', 'schema-registry'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic név: <domain>.<esemény>.v<N>, pl. payments.afr-inbound.v1, ledger.posted.v2. Kulcs = account_id, hogy egy számla eseményei sorrendben jöjjenek. Topicot csak KafkaTopic CR-rel a gitops repóban veszünk fel, auto.create.topics ki van kapcsolva.',
      {
        files: ['gitops/kafka/topics'],
        tags: ['kafka', 'topics', 'naming', 'strimzi'],
      },
    ),
    m(
      'kafka-eos',
      'constraint',
      'A ledger.posted kiírás tranzakciós producerrel megy (transactional.id prefix: ledger-tx-). Minden consumer, ami ledger topicot olvas, isolation.level=read_committed-del fusson, különben abortált könyveléseket is lát.',
      {
        tags: ['kafka', 'exactly-once', 'transactions', 'ledger'],
      },
    ),
    m(
      'kafka-eos-claim',
      'fact',
      'a ledger consumerek at-least-once mennek, exactly-once sehol nincs bekapcsolva, a duplikációt a processed_events tábla fogja meg',
      {
        disputes: 'kafka-eos',
        tags: ['kafka', 'at-least-once', 'dedup'],
      },
    ),
    m(
      'outbox',
      'convention',
      'DB írás + Kafka esemény = transactional outbox (outbox_event tábla, a common-lib OutboxPoller 200 ms-onként küldi). @Transactional metódusból közvetlenül kafkaTemplate.send()-et ne hívj.',
      {
        files: ['common-lib/src/main/java/hu/bank/common/outbox'],
        tags: ['outbox', 'kafka', 'transactional'],
      },
    ),
    m(
      'incident-dup-credit',
      'incident',
      '2025. márc.: rebalance közben a ledger-consumer kétszer könyvelt le 27 AFR jóváírást (offset commit előtt halt el a pod). Javítás: processed_events tábla unique(event_id)-vel, ugyanabban a DB tranzakcióban írva, mint a könyvelés.',
      {
        files: ['core-ledger/src/main/java/hu/bank/ledger/consumer/LedgerPostingConsumer.java'],
        tags: ['incident', 'kafka', 'duplicate', 'afr', 'rebalance'],
      },
    ),
    m(
      'incident-afr-timeout',
      'incident',
      '2024 nov.: a Keycloak token introspection p99 1,8 s-ra lassult, az AFR jóváírások egy része 5 mp fölé csúszott. A GIRO kb. 340 tételt elutasítottként kezelt, mi meg jóváírtuk őket — két napig tartott a kézi visszarendezés. Azóta az inbound út nem hív Keycloakot (mTLS véd), és jóváírás előtt ellenőrizzük a hátralévő időkeretet.',
      {
        files: ['payment-gateway/src/main/java/hu/bank/payment/afr/InboundCreditHandler.java'],
        tags: ['incident', 'afr', 'timeout', 'keycloak'],
      },
    ),
    m(
      'idempotency-key',
      'constraint',
      'POST /api/v1/transfers kötelezően Idempotency-Key headerrel jön, 24 órán át ugyanarra a kulcsra ugyanazt a választ adjuk vissza (idempotency_record tábla). A mobilapp hálózati hibánál újraküld, enélkül dupla utalás lesz belőle.',
      {
        files: ['customer-api/src/main/java/hu/bank/api/transfer'],
        tags: ['idempotency', 'transfers', 'api', 'mobile'],
      },
    ),
    m(
      'keycloak-old',
      'fact',
      'SSO: Keycloak 15 (wildfly-s), egy realm mindenre, token endpoint https://sso.bank.local/auth/realms/bank/protocol/openid-connect/token',
      {
        fact: 'sso | provider | Keycloak 15 (realm bank)',
        age: 700,
        tags: ['keycloak', 'sso', 'oidc'],
      },
    ),
    m(
      'keycloak-new',
      'decision',
      'Keycloak 24 (Quarkus) élesben, két realmmal: retail (ügyfelek: mobilapp, netbank) és staff (belsősök, AD federation). Az URL-ből eltűnt az /auth, az issuer most https://sso.bank.hu/realms/retail. Resource serverben az issuer-uri-t realm szerint állítsd.',
      {
        fact: 'sso | provider | Keycloak 24 (realms retail, staff)',
        supersedes: 'keycloak-old',
        age: 260,
        files: ['common-security'],
        tags: ['keycloak', 'sso', 'oidc', 'realm'],
      },
    ),
    m(
      'sca-acr',
      'constraint',
      'PSD2 erős ügyfélhitelesítés: utalás jóváhagyás, új kedvezményezett felvétele és limitemelés csak acr=sca tokennel mehet (Keycloak step-up flow). Ha nincs, 403 + WWW-Authenticate: error="insufficient_user_authentication". A @RequiresSca annotáció intézi a customer-api-ban.',
      {
        files: ['customer-api/src/main/java/hu/bank/api/security/RequiresSca.java'],
        tags: ['psd2', 'sca', 'keycloak', 'step-up'],
      },
    ),
    m(
      'roles',
      'convention',
      'Szerepkörök a token realm_access.roles-ából jönnek, a KeycloakJwtConverter (common-security) rakja rájuk a ROLE_ prefixet. Új role-t a keycloak-config repóban veszünk fel (keycloak-config-cli), admin konzolon kézzel soha — a következő sync úgyis törli.',
      {
        files: ['common-security/src/main/java/hu/bank/security/KeycloakJwtConverter.java'],
        tags: ['keycloak', 'roles', 'spring-security'],
      },
    ),
    m(
      'pw-policy',
      'constraint',
      'Netbank jelszószabály: min. 12 karakter, nem lehet benne a születési dátum, az utolsó 5 jelszó nem ismételhető. Ez a Keycloak password policyben van beállítva, a customer-api-ban ne validáld újra.',
      {
        tags: ['password-policy', 'keycloak', 'netbank'],
      },
    ),
    m(
      'nav-v2',
      'fact',
      'az invoice-service a NAV Online Számla 2.0 API-t hívja (manageInvoice), az XML-t StAX-szal rakjuk össze kézzel',
      {
        fact: 'nav reporting | api_version | Online Számla 2.0',
        age: 900,
        tags: ['nav', 'online-szamla', 'invoice'],
      },
    ),
    m(
      'nav-v3',
      'fact',
      'NAV Online Számla 3.0 (invoiceData 3.0, /invoiceService/v3). requestSignature = SHA3-512, nagybetűs hex (requestId + UTC timestamp yyyyMMddHHmmss + aláírókulcs + számlánkénti hash-ek), passwordHash = SHA-512. JAXB osztályok az invoice-service nav-v3 moduljában, kézi XML-építés nincs többé.',
      {
        fact: 'nav reporting | api_version | Online Számla 3.0',
        supersedes: 'nav-v2',
        age: 520,
        files: ['invoice-service/nav-v3'],
        tags: ['nav', 'online-szamla', 'signature', 'sha3'],
      },
    ),
    m(
      'nav-realtime',
      'constraint',
      'Minden számlánk számlázóprogramból megy ki, ezért az adatszolgáltatás haladéktalan: kiállítás után rögtön hívjuk a manageInvoice-t (invoices.issued.v1 -> nav-reporter). NAV kiesésnél exponenciális retry, de a transactionId-t és a queryTransactionStatus eredményét mindig mentsd el.',
      {
        files: ['invoice-service/src/main/java/hu/bank/invoice/nav/NavReporter.java'],
        tags: ['nav', 'online-szamla', 'realtime', 'retry'],
      },
    ),
    m(
      'nav-4nap-claim',
      'fact',
      'NAV-nak eleg 4 napon belul bekuldeni a szamlat, az ejszakai batch is boven jo lenne',
      {
        disputes: 'nav-realtime',
        tags: ['nav', 'batch'],
      },
    ),
    m(
      'nav-abort',
      'note',
      'INVALID_REQUEST_SIGNATURE a NAV-tól szinte mindig azért jön, mert a timestamp nem UTC, vagy a requestId 30 karakternél hosszabb / már volt ilyen. Először ezt nézd, csak utána a kulcsot.',
      {
        files: ['invoice-service/nav-v3'],
        tags: ['nav', 'signature', 'debug'],
      },
    ),
    m(
      'nav-vat',
      'fact',
      'A pénzügyi szolgáltatások nagy része tárgyi adómentes (számlán vatExemption case = TAM), a széfbérlet és egyes kártyás díjak viszont 27%-osak. A besorolás a fee_catalog.vat_code oszlopban van, kódban ne döntsd el.',
      {
        tags: ['nav', 'vat', 'afa', 'fee'],
      },
    ),
    m(
      'mnb-plsql',
      'fact',
      'MNB felügyeleti jelentések a PKG_MNB_REPORTS PL/SQL package-ből készülnek, havonta az üzemeltetés futtatja SQL*Plusból, a CSV-t kézzel töltik fel',
      {
        fact: 'mnb reports | generated_by | PKG_MNB_REPORTS (PL/SQL)',
        age: 610,
        tags: ['mnb', 'reporting', 'plsql'],
      },
    ),
    m(
      'mnb-java',
      'decision',
      'A PKG_MNB_REPORTS-t kidobtuk. Az MNB adatszolgáltatásokat a reg-reporting service (Spring Batch) állítja elő Postgresből: FINREP/COREP XBRL-ben (EBA taxonómia), a többi MNB tábla XML-ben. Beküldés továbbra is az ERA felületen, de a fájlt a job teszi ki az mnb-outbox bucketbe, kézi export nincs.',
      {
        fact: 'mnb reports | generated_by | reg-reporting (Spring Batch)',
        supersedes: 'mnb-plsql',
        age: 180,
        files: ['reg-reporting'],
        tags: ['mnb', 'reporting', 'xbrl', 'spring-batch'],
      },
    ),
    m(
      'mnb-immutable',
      'constraint',
      'Beküldött MNB jelentést soha nem generálunk újra felülírva. Korrekció = új verzió (report_run.version + 1) és helyesbítő beküldés; a SUBMITTED státuszú report_run sor immutable.',
      {
        files: ['reg-reporting/src/main/java/hu/bank/reporting/run'],
        tags: ['mnb', 'reporting', 'correction', 'audit'],
      },
    ),
    m(
      'mnb-deadline',
      'constraint',
      'a havi MNB fizetési forgalmi jelentés a tárgyhót követő 12. munkanapig megy be. a beküldés napján és előtte 2 munkanappal a reg-reportingot nem deployoljuk.',
      {
        tags: ['mnb', 'deadline', 'deploy', 'reporting'],
      },
    ),
    m(
      'jenkins',
      'fact',
      'deploy: Jenkins (jenkins.bank.local), a Jenkinsfile oc apply -f openshift/*.yaml-t futtat a service repóból',
      {
        fact: 'deployment | tool | Jenkins + oc apply',
        age: 450,
        tags: ['jenkins', 'deploy', 'openshift'],
      },
    ),
    m(
      'argocd',
      'decision',
      'Jenkins nyugdíjba ment. GitLab CI buildel és pushol a Quay-re, a deploy ArgoCD-vel a gitops repóból megy (apps/<service>/overlays/{uat,prod}, kustomize). Prodra image tag bump MR kell két approve-val.',
      {
        fact: 'deployment | tool | ArgoCD (gitops repo)',
        supersedes: 'jenkins',
        age: 210,
        canonical: true,
        files: ['gitops/apps'],
        tags: ['argocd', 'gitops', 'deploy', 'kustomize'],
      },
    ),
    m(
      'gitlab-ci',
      'fact',
      'GitLab CI: mvn -B verify -> sonar -> jib image -> push Quay. Sonar quality gate: új kódon 80% coverage alatt piros, és piros gate-tel nem lehet mergelni.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'sonar', 'jib'],
      },
    ),
    m(
      'no-oc-edit',
      'constraint',
      'Prodon nincs oc edit, oc scale, oc rsh-s javítgatás. Az ArgoCD self-heal úgyis visszaírja, és az auditlogban ott a neved.',
      {
        tags: ['openshift', 'prod', 'argocd'],
      },
    ),
    m(
      'freeze',
      'constraint',
      'Deploy tilalom: év végi zárás (dec. 15 – jan. 10), a hónap utolsó és a következő hónap első munkanapja, valamint péntek 14:00 után. AFR hotfix kivétel, de csak az ügyeletes vezető jóváhagyásával.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Jelszó, kulcs, tanúsítvány csak Vaultban lehet (kv/core/<service>), a podba a Vault Agent injector teszi. application.yml-ben csak ${...} hivatkozás, a gitops repóba semmilyen titok nem mehet, base64-elt Secretként se.',
      {
        canonical: true,
        tags: ['secrets', 'vault', 'openshift'],
      },
    ),
    m('h2-tests', 'fact', 'repository tesztek H2-n futnak, MODE=Oracle kompatibilitással', {
      fact: 'repository tests | database | H2 (Oracle mode)',
      age: 520,
      tags: ['tests', 'h2'],
    }),
    m(
      'testcontainers',
      'convention',
      'H2 kuka. Repository- és integrációs teszt Testcontainers Postgres 16-tal (postgres:16-alpine, @ServiceConnection), Kafkához KafkaContainer. A H2 elfedte a jsonb / timestamptz hibákat, két prod bug is ebből lett.',
      {
        supersedes: 'h2-tests',
        age: 230,
        files: ['common-test'],
        tags: ['tests', 'testcontainers', 'postgresql', 'h2'],
      },
    ),
    m(
      'archunit',
      'convention',
      'ArchUnit szabályok a common-test-ben: a domain csomag nem függhet Springtől, controller nem hívhat közvetlenül repositoryt. Ha piros, ne kapcsold ki a szabályt, szólj Gábornak.',
      {
        files: ['common-test/src/main/java/hu/bank/test/arch'],
        tags: ['archunit', 'architecture', 'tests'],
      },
    ),
    m(
      'logback-json',
      'convention',
      'log4j2-t kigyomláltuk mindenhonnan. Logback + logstash-logback-encoder, JSON, ECS mezőnevekkel. MDC-ben traceId és az accountId hash-e, nyers számlaszám nem.',
      {
        age: 400,
        files: ['common-lib/src/main/resources/logback-spring.xml'],
        tags: ['logging', 'logback', 'json', 'ecs'],
      },
    ),
    m(
      'no-pii-logs',
      'constraint',
      'Banktitok + GDPR: logba nem kerülhet teljes számlaszám, név, adóazonosító jel, TAJ, kártyaszám. Számlaszám maszkolva: 11773016-********-****1234. A MaskingJsonProvider ezt csinálja, de új DTO mezőre neked kell rátenni a @Sensitive-et.',
      {
        canonical: true,
        tags: ['logging', 'pii', 'banktitok', 'gdpr', 'masking'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Flyway, service-enként db/migration/postgresql/V<yyyyMMddHHmm>__leiras.sql. Lefutott migrációhoz soha nem nyúlunk (prodon checksum hiba lesz belőle), javítani új verzióval kell.',
      {
        tags: ['flyway', 'migration', 'database'],
      },
    ),
    m(
      'api-conventions',
      'convention',
      'REST: /api/v1/..., hibák RFC 7807 problem+json (Spring ProblemDetail), mezőnevek és enumok angolul camelCase-ben. Magyar szöveg csak a messages_hu.properties-ben lehet.',
      {
        tags: ['api', 'rest', 'problem-details', 'i18n'],
      },
    ),
    m(
      'mapstruct',
      'convention',
      'DTO <-> entity mapping MapStructtal. Lombokból csak @Getter / @Builder / @RequiredArgsConstructor; entitáson @Data tilos (equals/hashCode + Hibernate proxy = baj).',
      {
        tags: ['mapstruct', 'lombok', 'jpa'],
      },
    ),
    m(
      'maven-nexus',
      'fact',
      'Maven csak a belső Nexuson át megy (nexus.bank.local/repository/maven-public), a proxy a Maven Centralt blokkolja. settings.xml a Confluence-en van.',
      {
        tags: ['maven', 'nexus', 'proxy'],
      },
    ),
    m(
      'owners',
      'fact',
      'felelősök: payment-gateway / AFR – Kovács Bence, core-ledger – Szabó Eszter, invoice-service / NAV – Tóth Ádám, reg-reporting – Nagy Réka, Keycloak + platform – Farkas Gábor',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'kódban, commit üzenetben, javadocban angolul írj pls, a Jira és a megbeszélés mehet magyarul',
      {},
    ),
    m(
      'vpn-note',
      'note',
      'GIRO teszt (AFR UAT) csak a "GIRO-TESZT" VPN profillal érhető el, otthonról a Citrixen keresztül',
      {
        age: 650,
        tags: ['vpn', 'giro', 'uat'],
      },
    ),
    m(
      'env-placeholders',
      'note',
      'lokális docker-compose: POSTGRES_PASSWORD=${LOCAL_PG_PASSWORD}, KEYCLOAK_ADMIN_PASSWORD=${LOCAL_KC_ADMIN_PASSWORD}. A .env.example-ben csak <ide_jon_a_jelszo> placeholder van, az igazi .env gitignore-olva.',
      {
        files: ['docker-compose.yml', '.env.example'],
        tags: ['docker-compose', 'local', 'env'],
      },
    ),
    m('cand-native', 'decision', 'Minden service GraalVM native image-ként fusson, gyorsabb induláshoz.', {
      candidate: true,
      tags: ['graalvm', 'native-image'],
    }),
    m('cand-debezium', 'decision', 'Az OutboxPollert le kell cserélni Debezium CDC-re.', {
      candidate: true,
      tags: ['outbox', 'debezium'],
    }),
    m('cand-afr-cache', 'decision', 'A proxy-lookup eredményét 24 órára cache-eljük Redisben.', {
      candidate: true,
      tags: ['afr', 'cache', 'redis'],
    }),
    m(
      'secret-oracle-jdbc',
      'note',
      'archive-service lokalis futtatashoz (read only user): jdbc:oracle:thin:ARCH_RO/Arch1v!Ro2024@//ora-arch.bank.local:1521/ARCHPDB',
      {
        secret: 'Arch1v!Ro2024',
      },
    ),
    m(
      'secret-kc-admin',
      'note',
      'A UAT Keycloak admin jelszava: Kc#Uat-Bp!7731 — ha valaki lecseréli, írja be ide is.',
      {
        secret: 'Kc#Uat-Bp!7731',
      },
    ),
    m(
      'secret-pg-yaml',
      'note',
      'application-local.yml, amivel a prod read replikára megyek:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg-core-ro.core-prod.svc:5432/core\n    username: core_reader\n    password: Pg9x!fQmR2zLw',
      {
        secret: 'Pg9x!fQmR2zLw',
      },
    ),
    m(
      'secret-nav-tech',
      'note',
      'NAV teszt technikai felhasznalo: login hk7d2mq0xzv, jelszo NavTech_2025!kp, az alairo- es cserekulcs a Vaultban van',
      {
        secret: 'NavTech_2025!kp',
      },
    ),
    m('secret-glpat', 'note', 'gitops repo deploy token (write_repository): glpat-Hq8vN2xLk4Rt7WmZ9pYc', {
      secret: 'glpat-Hq8vN2xLk4Rt7WmZ9pYc',
    }),
    m(
      'secret-oc-token',
      'note',
      'ha lejar a session: oc login --token=sha256~Zk3vQ8mN1pL7xR4tY9wB2cF6hJ0sD5gA3eU8iO1qW7 --server=https://api.ocp-prod.bank.local:6443',
      {
        secret: 'sha256~Zk3vQ8mN1pL7xR4tY9wB2cF6hJ0sD5gA3eU8iO1qW7',
      },
    ),
    m(
      'secret-p12',
      'note',
      'Az AFR gateway mTLS kliens tanúsítványa certs/giro-afr-prod.p12, a keystore jelszó GiroAfr#p12_2025, jövő márciusban lejár.',
      {
        secret: 'GiroAfr#p12_2025',
      },
    ),
  ],
  sessions: [
    {
      id: 'rfp-session',
      age: 9,
      turns: [
        said(
          'szia, ma a fizetési kérelmen (pain.013) dolgoznék, nézd meg pls a payment-gateway/src/main/java/hu/bank/payment/afr/rfp csomagot',
        ),
        replied(
          'Megnéztem: van RequestToPayController és RtpMapper, a pain.014 válasz feldolgozása még hiányzik, és nincs lejárat-validáció.',
        ),
        said(
          'oké. a fizetési kérelem lejárata nálunk max 48 óra, ha a kezdeményező nem ad meg semmit, akkor 24 óra. ennél hosszabbat ne engedjünk.',
          {
            key: 's-rfp-expiry',
            type: 'constraint',
          },
        ),
        replied(
          'Beteszem a RequestToPayValidator-ba: 48 óránál hosszabb lejáratra 422 problem+json, alapértelmezés 24 óra.',
        ),
        said(
          'az elutasitott keresnel a pain.014 reason kodot mindig mentsuk el az rtp_request.reject_reason oszlopba, a mobilapp viszont csak a magyar szoveget kapja, a kodot nem',
          {
            key: 's-rfp-reason',
            type: 'convention',
          },
        ),
        replied('Rendben, a kód a DB-be megy, a válaszban a messages_hu.properties-ből feloldott szöveg.'),
        said(
          'Bencével megbeszéltük: a fizetési kérelmeket nem toljuk Kafkára, a GIRO felé szinkron megy minden, csak a végső státusz kerül ki a payments.rtp-status.v1 topicra.',
          {
            key: 's-rfp-kafka',
            type: 'decision',
          },
        ),
        replied('Értem, kiszedem a draft RtpEventPublisher-t, marad egy outbox esemény a végső státuszra.'),
        said('amúgy mi a neve annak a maven pluginnak ami xsd-ből generál?'),
        replied('A modulban a jaxb2-maven-plugin van (org.codehaus.mojo), az xjc goal generál.'),
        said(
          'a UAT GIRO szimulátorhoz ez kell: curl -u afr_uat:Gir0Sim!2025x https://afr-sim.giro-uat.local/rtp/status',
          {
            secret: 'Gir0Sim!2025x',
          },
        ),
        replied('Köszi, a szimulátor 200-at ad, a státusz mező ACTC.'),
        said(
          'ja és egy ügyfél naponta max 20 fizetési kérelmet küldhet ki. Redisben számolnám... ja nem, Redis nincs, a Postgresben számoljuk, rtp_request count per kezdeményező per nap.',
          {
            key: 's-rfp-daily-limit',
            type: 'constraint',
          },
        ),
        replied(
          'Hozzáadtam a napi limit ellenőrzést a validatorhoz, index: (initiator_account_id, created_date).',
        ),
        said('kösz, mára ennyi. csinálj egy MR leírást'),
      ],
    },
    {
      id: 'recon-session',
      age: 4,
      turns: [
        said('Jó reggelt! A migration-recon job éjjel piros lett a card_transactions táblánál, megnéznéd?'),
        replied(
          "A különbség 312 sor. Mind olyan, ahol a merchant_name Oracle-ben NULL, Postgresben viszont üres string, mert a card-service az új rekordokat már ''-vel írja.",
        ),
        said(
          "persze, az üres string. Akkor legyen így: migrált szöveges oszlopba írásnál az üres stringet NULL-ra normalizáljuk, a recon meg NULL-t és ''-t egyenlőnek veszi.",
          {
            key: 's-empty-string',
            type: 'convention',
          },
        ),
        replied(
          'Beteszem a normalizálást a common-lib EmptyToNullConverter-be, a recon comparatorban pedig egyenlőnek veszem a kettőt.',
        ),
        said(
          'A card_transactions cutover március 31. Addig az Oracle a master, a card-service a Postgresből csak olvashat, írni utána fog.',
          {
            key: 's-card-cutover',
            type: 'decision',
          },
        ),
        replied(
          'Rendben, a CardTransactionRepository write metódusait feature flag mögé teszem (card.pg-write.enabled=false).',
        ),
        said('az MNB jelentésben a kártyás forgalom még az Oracle-ből jön?'),
        replied('Igen, a reg-reporting CardTurnoverReader még az archive datasource-ot használja.'),
        said(
          'a recon eredménye ne Slackre menjen hanem Teamsre a migration-recon csatornába, és csak akkor, ha van eltérés. zöld futásról nem kell üzenet.',
          {
            key: 's-recon-alert',
            type: 'convention',
          },
        ),
        replied('Megvan, a ReconNotifier csak eltérésnél küld. Melyik webhookot használjam?'),
        said(
          'ezt: https://bankhu.webhook.office.com/webhookb2/3f1c9a2e-77b0/IncomingWebhook/a8d4e2f17c9b4e3a9d0f6b2c5e7a1d3f/0b9e8d7c',
          {
            secret: 'a8d4e2f17c9b4e3a9d0f6b2c5e7a1d3f',
          },
        ),
        replied(
          'Ezt nem teszem a kódba: felveszem Vaultba (kv/core/migration-recon), a config csak hivatkozik rá.',
        ),
        said(
          'recon tolerancia: pénzösszegnél 0, egy fillér eltérés is piros. időbélyegnél 1 mp mehet, az Oracle TIMESTAMP(6) vs timestamptz kerekítés miatt.',
          {
            key: 's-recon-tolerance',
            type: 'constraint',
          },
        ),
        replied('Beállítva a ReconComparator-ban: amount exact, timestamp ±1 s.'),
        said('szuper, köszi'),
      ],
    },
  ],
  prompts: [
    p(
      'szia, kéne egy új endpoint a customer-api-ba ami azonnali utalást indít a mobilappból: POST /api/v1/transfers/instant',
      ['idempotency-key', 'sca-acr', 'api-conventions', 'afr-iso'],
    ),
    p(
      'az InboundCreditHandler-ben a jóváírás néha 4 mp fölött van, felemelhetjük a timeoutot 10 mp-re? @payment-gateway/src/main/java/hu/bank/payment/afr/InboundCreditHandler.java',
      ['afr-5s', 'afr-20s-claim', 'incident-afr-timeout'],
    ),
    p(
      'a card-service-be kéne egy query ami a CORE_LEDGER.TRX táblából olvas az Oracle-ben, hogy megvan-e egy 2018-as tranzakció',
      ['db-postgres'],
    ),
    p('írj egy plpgsql triggert ami ledger_entry insertnél frissíti az account.balance-t', ['plsql-free']),
    p('új entitás kell: StandingOrder (rendszeres átutalás), JPA + flyway migráció', [
      'ids-uuidv7',
      'flyway',
      'money-bigdecimal',
      'money-huf-long-claim',
      'mapstruct',
    ]),
    p(
      'nézd meg a ledgerben ezt: @Scheduled(cron = "0 30 2 * * *", zone = "Europe/Budapest") public void accrue() — nincs rajta lock',
      ['shedlock', 'incident-dst', 'interest-calc'],
    ),
    p('kafka consumert kéne írni a ledger.posted.v2-re ami push értesítést küld az ügyfélnek', [
      'kafka-eos',
      'kafka-eos-claim',
      'kafka-topics',
      'kafka-apicurio',
    ]),
    p(
      'ClassNotFoundException: io.confluent.kafka.serializers.KafkaAvroSerializer a customer-api indulasakor',
      ['kafka-apicurio'],
    ),
    p(
      'a NAV INVALID_REQUEST_SIGNATURE-rel dobja vissza a manageInvoice-t az invoice-service-ből, mi lehet?',
      ['nav-abort', 'nav-v3'],
    ),
    p('átrakhatnánk a NAV beküldést éjszakai batch-re? napközben tele vagyunk retry-jal', [
      'nav-realtime',
      'nav-4nap-claim',
    ]),
    p('a széfbérleti díj számláján milyen áfa legyen? most a FeeInvoiceBuilder-ben if-fel döntöm el', [
      'nav-vat',
    ]),
    p('the reg-reporting FINREP job fails on template F 18.00, can you check the XBRL writer?', ['mnb-java']),
    p(
      'a márciusi MNB jelentésben rossz volt a kártyás forgalom, futtasd újra a jobot és írd felül a report_run-t',
      ['mnb-immutable', 'mnb-java'],
    ),
    p('holnap megy be az MNB jelentés, kitehetjük a reg-reporting fixet prodra ma délután?', [
      'mnb-deadline',
      'argocd',
    ]),
    p('december 22-én ki kéne tenni egy új díjtételt prodra, mit kell ehhez csinálni?', ['freeze', 'argocd']),
    p('gyorsan felhúznám a payment-gateway-t 5 replikára prodon oc scale-lel, terhelés van', [
      'no-oc-edit',
      'argocd',
      'afr-24-7',
    ]),
    p('hova rakjam a NAV technikai user jelszavát az invoice-service-ben? application.yml jó?', [
      'secrets-vault',
    ]),
    p('frissíteni kéne a Jenkinsfile-t, hogy az új qr-service is deployoljon', ['argocd', 'gitlab-ci']),
    p(
      'Keycloak 401: "The iss claim is not valid", a token iss https://sso.bank.hu/realms/retail, a configban https://sso.bank.local/auth/realms/bank',
      ['keycloak-new'],
    ),
    p('kedvezményezett felvételénél kell step-up? BeneficiaryController a customer-api-ban', ['sca-acr']),
    p(
      'felvettem a PAYMENT_RECALL_APPROVER role-t az admin konzolon, de a Spring nem látja, @PreAuthorize 403',
      ['roles'],
    ),
    p('írj repository tesztet a TransferRepository-hoz, H2-vel gyorsabb lenne nem?', ['testcontainers']),
    p(
      'ArchUnit piros: "classes in ..controller.. should not access ..repository.." a CardControllerben. kikapcsolhatom?',
      ['archunit'],
    ),
    p(
      'log.info("Transfer {} from {} to {}", trx.getId(), req.getDebtorAccount(), req.getCreditorName()) — így jó?',
      ['no-pii-logs', 'logback-json'],
    ),
    p('migrate the archive-service to virtual threads as well, just flip spring.threads.virtual.enabled', [
      'vt-pinning',
      'java21',
    ]),
    p(
      'a TransferRequest DTO-ba @Pattern("\\\\d{8}-\\\\d{8}(-\\\\d{8})?") validációt tettem a számlaszámra, így jó?',
      ['acct-cdv'],
    ),
    p('a proxy lookupnál telefonszám -> számlaszám eredményt cache-elném Caffeine-nel 1 órára', [
      'secondary-id',
    ]),
    p('QR kódos fizetési kérelem kellene a webshopos partnereknek, hol kezdjem?', [
      'qr-rfp',
      's-rfp-expiry',
      's-rfp-kafka',
    ]),
    p('a PO azt kéri, hogy a fizetési kérelem 7 napig legyen érvényes', ['s-rfp-expiry']),
    p('egy ugyfel tegnap 35 fizetesi kerelmet kuldott ki, hogy lehet ez?', ['s-rfp-daily-limit']),
    p('pain.014 elutasításnál mit jelenítsünk meg a mobilappban? a reason kódot is küldjük?', [
      's-rfp-reason',
    ]),
    p("a recon eltérést jelez a customer.middle_name-nél: '' vs NULL, mit csináljak?", [
      's-empty-string',
      'note-oracle-empty-string',
      'ora2pg',
    ]),
    p('card_transactions: írhatunk már a Postgresbe a card-service-ből?', ['s-card-cutover', 'db-postgres']),
    p('a recon riport menjen ki Slackre is, meg zöld futásnál is jó lenne látni', ['s-recon-alert']),
    p('recon: 0,004 Ft eltérés van az amount oszlopban, ez belefér?', ['s-recon-tolerance']),
    p(
      'elírtam egy oszlopnevet a V202403111200__add_fee_table.sql-ben, már lefutott UAT-on és prodon is, átírom benne',
      ['flyway'],
    ),
    p('camt.056 visszahívás jött egy olyan összegre, amit az ügyfél már elköltött, mit csináljon a kód?', [
      'afr-camt056',
    ]),
    p('a mobilapp timeout után újraküldte a POST /transfers-t és dupla utalás lett', ['idempotency-key']),
    p(
      'a havi kivonatban melyik napra essen egy este 23:30-kor (budapesti idő) könyvelt tétel? StatementService.buildLines',
      ['ts-conventions', 'booking-date-claim'],
    ),
    p('bevezetném a napi kamatelhatárolást az EUR számlákra is', ['interest-calc', 'money-bigdecimal']),
    p('mvn install nem tudja leszedni a jackson-databind-ot: Connection refused repo1.maven.org', [
      'maven-nexus',
    ]),
    p('Sonar piros az MR-emen, 72% a coverage, mergelhetem igy?', ['gitlab-ci']),
    p('otthonról nem érem el a GIRO UAT szimulátort', ['vpn-note']),
    p('@Data-t tennék az Account entitásra, kevesebb boilerplate', ['mapstruct']),
    p('customer-api: saját ErrorResponse osztályt csinálnék {kod, uzenet} mezőkkel', [
      'api-conventions',
      'pref-english-code',
    ]),
    p('a ledger_entry importnál nem batchel a hibernate, soronként insertál', [
      'note-hibernate-batch',
      'ids-uuidv7',
    ]),
    p(
      'a CardAuthorizationService.save() után rögtön kafkaTemplate.send()-del küldöm ki a card.authorized.v1 eseményt, jó így?',
      ['outbox', 'kafka-topics'],
    ),
    p('mi a különbség a record és a sima class között Java 21-ben?', []),
    p('köszi, működik!', []),
    p('how do I rebase my branch onto main interactively?', []),
    p('írj egy regexet e-mail címre', []),
    p('oké, commitold', []),
    p('magyarazd el a CompletableFuture.allOf-ot', []),
    p('summarize this diff pls', []),
  ],
});
