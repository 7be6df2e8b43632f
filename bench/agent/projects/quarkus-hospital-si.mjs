// Zaledni sistem splošne bolnišnice za naročanje in urnike ambulant: eNapotnica/eNaročanje (eZdravje, CRPP, NIJZ),
// preverjanje zavarovanja pri ZZZS (OZZ), čakalni seznami, SMS obvestila. Quarkus, Kafka, PostgreSQL, Keycloak; večinoma
// v slovenščini, del brez šumnikov, nekaj angleščine.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'quarkus-hospital-si',
  stack:
    'Java 21, Quarkus 3.15 (RESTEasy Reactive, Hibernate ORM s Panache, SmallRye Reactive Messaging Kafka, SmallRye Fault Tolerance, Qute, quarkus-oidc), PostgreSQL 16 (Patroni) + Flyway, Apache Kafka (Strimzi) + Apicurio Registry + Debezium outbox, Keycloak 25 (AD federacija, SI-PASS), eZdravje/eNapotnica/eNaročanje (NIJZ), ZZZS OZZ REST (mTLS), OpenShift 4 + Helm, GitLab CI, JUnit 5 + RestAssured + Dev Services + WireMock',
  memories: [
    m(
      'fw-spring',
      'fact',
      'Backend je Spring Boot 2.7 aplikacija termini-api (Java 11), deploy kot WAR na Tomcat na VM bolnisnica-app01.',
      {
        fact: 'termini backend | framework | Spring Boot 2.7',
        age: 720,
        tags: ['spring-boot', 'arhitektura'],
      },
    ),
    m(
      'sonar-old',
      'fact',
      'SonarQube je na http://sonar.bolnisnica.local:9000, projekt termini-api, quality gate "Bolnisnica default".',
      {
        age: 650,
        tags: ['sonar', 'ci'],
      },
    ),
    m(
      'mq-rabbit',
      'fact',
      'dogodki med moduli (narocanje -> obvestila, narocanje -> porocila) gredo cez RabbitMQ exchange termini.events (topic exchange).',
      {
        fact: 'dogodki | broker | RabbitMQ',
        age: 600,
        tags: ['rabbitmq', 'dogodki'],
      },
    ),
    m(
      'auth-ldap',
      'fact',
      'prijava zaposlenih gre direktno na AD prek LDAP (ldaps://dc01.bolnisnica.local:636), vloge beremo iz AD skupin GRP_TERMINI_*.',
      {
        age: 560,
        tags: ['ldap', 'ad', 'avtentikacija'],
      },
    ),
    m(
      'ozz-soap',
      'fact',
      'Preverjanje zavarovanja: SOAP servis ZZZS OZZ (on-line zavarovanje), klient generiran s cxf-codegen-plugin iz wsdl/ozz.wsdl, zahteve podpisane s certifikatom bolnišnice.',
      {
        age: 500,
        files: ['wsdl/ozz.wsdl'],
        tags: ['zzzs', 'ozz', 'soap'],
      },
    ),
    m(
      'flyway-seq',
      'convention',
      'flyway migracije poimenujemo zaporedno: V1__init.sql, V2__termin_status.sql, ... preveri zadnjo številko pred novo.',
      {
        age: 470,
        files: ['src/main/resources/db/migration'],
        tags: ['flyway', 'migracije'],
      },
    ),
    m(
      'deploy-vm',
      'fact',
      'deploy: ./mvnw package, scp target/termini-api-runner.jar na bolnisnica-app01 in systemctl restart termini.',
      {
        age: 420,
        tags: ['deploy', 'vm'],
      },
    ),
    m(
      'fw-quarkus',
      'decision',
      'Prešli smo s Spring Boot 2.7 na Quarkus 3 (RESTEasy Reactive + Hibernate ORM s Panache). Razlog: Spring Boot 2.7 nima več podpore, na OpenShiftu pa je bil zagon 40 s in 700 MB RAM na pod. Stara koda je v arhivu termini-api-legacy, tja ne gre nič novega; nobenih Spring anotacij (@Autowired, @Service) v novi kodi.',
      {
        fact: 'termini backend | framework | Quarkus 3',
        supersedes: 'fw-spring',
        age: 400,
        canonical: true,
        reason: 'konec podpore Spring Boot 2.7, zagon in pomnilnik na OpenShiftu',
        tags: ['quarkus', 'spring-boot', 'arhitektura'],
      },
    ),
    m('java-17', 'fact', 'gradimo z Javo 17 (Temurin), maven.compiler.release=17 v pom.xml', {
      age: 380,
      files: ['pom.xml'],
      tags: ['java', 'verzija'],
    }),
    m(
      'auth-keycloak',
      'decision',
      'Preklopili smo z direktnega LDAP na Keycloak (realm bolnisnica), ki federira AD. Aplikacija dobi OIDC token prek quarkus-oidc, LDAP konfiguracija je iz aplikacije odstranjena. Vloge v realmu: zdravnik, sestra, referent, admin-narocanje, it-admin.',
      {
        fact: 'prijava zaposlenih | idp | Keycloak',
        supersedes: 'auth-ldap',
        age: 350,
        tags: ['keycloak', 'oidc', 'avtentikacija'],
      },
    ),
    m(
      'mq-kafka',
      'decision',
      'RabbitMQ ne uporabljamo več. Vsi dogodki gredo čez Kafko (Strimzi na OpenShiftu) s SmallRye Reactive Messaging. Razlog: za poročanje čakalnih dob in revizijsko sled rabimo replay, ki ga Rabbit ne da.',
      {
        fact: 'dogodki | broker | Kafka',
        supersedes: 'mq-rabbit',
        age: 330,
        canonical: true,
        reason: 'replay za poročanje in audit',
        tags: ['kafka', 'rabbitmq', 'dogodki'],
      },
    ),
    m(
      'kafka-json',
      'convention',
      'sporocila v kafki so JSON (Jackson ObjectMapperSerializer), razredi dogodkov v paketu si.bolnisnica.termini.events',
      {
        age: 300,
        tags: ['kafka', 'json', 'serializacija'],
      },
    ),
    m(
      'hold-48h',
      'constraint',
      'rezervacija termina prek portala velja 48 ur, v tem času jo mora pacient potrditi.',
      {
        age: 280,
        tags: ['rezervacija', 'portal'],
      },
    ),
    m(
      'cakalne-tedensko',
      'fact',
      'čakalne dobe poročamo NIJZ enkrat tedensko (v ponedeljek) kot CSV na njihov SFTP.',
      {
        age: 340,
        tags: ['nijz', 'cakalne-dobe', 'porocanje'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Imena topicov: termini.<domena>.<dogodek>.v<N>, npr. termini.narocanje.termin-rezerviran.v1, termini.napotnice.prejeta.v2. Ključ sporočila je id napotnice (eNapotnica ID) ali id termina, nikoli EMŠO ali ZZZS številka.',
      {
        canonical: true,
        tags: ['kafka', 'topici', 'poimenovanje'],
      },
    ),
    m(
      'kafka-key-claim',
      'fact',
      'za topice termini.pacienti.* je kljuc sporocila EMSO pacienta, da pristanejo vsi dogodki istega pacienta na isti particiji',
      {
        disputes: 'kafka-topics',
        tags: ['kafka', 'particije'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Kafka consumerji morajo biti idempotentni: vsak dogodek ima eventId (UUID), obdelane zapišemo v processed_events (consumer_group, event_id) z unique indeksom v isti transakciji kot obdelavo. Dostava je at-least-once.',
      {
        tags: ['kafka', 'idempotenca', 'consumer'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Dogodkov ne pošiljamo direktno iz servisa z Emitterjem. Zapišemo jih v tabelo outbox v isti transakciji kot spremembo, Debezium outbox connector (Kafka Connect) jih objavi v topic iz stolpca aggregatetype.',
      {
        files: ['src/main/java/si/bolnisnica/termini/outbox'],
        tags: ['outbox', 'debezium', 'kafka', 'transakcije'],
      },
    ),
    m(
      'rbac-roles',
      'constraint',
      'Avtorizacija samo z vlogami iz Keycloak tokena: @RolesAllowed na resourcih, dostop do oddelka preverja interceptor @Oddelek (claim "oddelki" v tokenu). V bazi ni lastnih tabel z vlogami ali pravicami.',
      {
        canonical: true,
        files: ['src/main/java/si/bolnisnica/termini/security'],
        tags: ['keycloak', 'avtorizacija', 'vloge', 'oddelki'],
      },
    ),
    m(
      'rbac-claim',
      'fact',
      'pravice za oddelke so v tabeli uporabnik_oddelek v nasi bazi, keycloak je samo za login',
      {
        disputes: 'rbac-roles',
        tags: ['avtorizacija', 'oddelki'],
      },
    ),
    m(
      'emso-no-log',
      'constraint',
      'EMŠO, ZZZS številka zavarovane osebe, ime in priimek pacienta ter diagnoze se NIKOLI ne logirajo – tudi ne na DEBUG. V logih samo pacientId (naš interni UUID), id napotnice in id termina. Polja z @Sensitive maskira JSON logger.',
      {
        canonical: true,
        reaffirm: 5,
        tags: ['logiranje', 'osebni-podatki', 'emso', 'gdpr'],
      },
    ),
    m(
      'emso-claim',
      'fact',
      'za debugiranje OZZ klicev lahko na DEBUG nivoju logiramo EMSO in ZZZS st., ker je DEBUG na produkciji itak izklopljen',
      {
        disputes: 'emso-no-log',
        tags: ['logiranje', 'ozz', 'debug'],
      },
    ),
    m(
      'enapotnica-flow',
      'fact',
      'eNapotnica: napotnico izda osebni zdravnik, zapisana je v CRPP (NIJZ). Mi jo preberemo z ID-jem napotnice + ZZZS št. pacienta prek eZdravje API (EnapotnicaClient, paket si.bolnisnica.termini.ezdravje). Ob naročilu jo vežemo na termin (status v CRPP: VEZANA).',
      {
        files: ['src/main/java/si/bolnisnica/termini/ezdravje/EnapotnicaClient.java'],
        tags: ['enapotnica', 'ezdravje', 'crpp', 'napotnice'],
      },
    ),
    m(
      'napotnica-nujnost',
      'fact',
      'Stopnje nujnosti na napotnici (enum StopnjaNujnosti): NUJNO (takoj, urgenca, ne gre skozi naročanje), ZELO_HITRO (do 14 dni), HITRO (do 3 mesece), REDNO (do najdaljše dopustne čakalne dobe za VZS).',
      {
        tags: ['napotnice', 'nujnost', 'cakalne-dobe'],
      },
    ),
    m(
      'nujnost-claim',
      'fact',
      'pri ZELO_HITRO mora biti termin dodeljen v 7 dneh, ne 14, tako je rekla glavna sestra',
      {
        disputes: 'napotnica-nujnost',
        tags: ['napotnice', 'nujnost'],
      },
    ),
    m(
      'napotnica-veljavnost',
      'constraint',
      'Pred vezavo vedno preveri status napotnice v CRPP (mora biti AKTIVNA). PORABLJENA, STORNIRANA ali ZAPADLA -> zavrni z NAPOTNICA_NEVELJAVNA, tudi če jo imamo lokalno shranjeno kot aktivno.',
      {
        tags: ['napotnice', 'crpp', 'validacija'],
      },
    ),
    m(
      'ozz-cache',
      'constraint',
      'Rezultat preverjanja zavarovanja cacheiramo največ do konca dneva (quarkus-cache, ključ ZZZS št. + datum). Na dan obravnave se zavarovanje ob sprejemu vedno preveri znova.',
      {
        tags: ['zzzs', 'ozz', 'cache', 'zavarovanje'],
      },
    ),
    m(
      'ozz-fault',
      'convention',
      'Vsi klici na ZZZS in eZdravje: @Timeout(5 s), @Retry(maxRetries = 2, samo 5xx in timeout), @CircuitBreaker. Ko ZZZS ne odgovarja, naročanje dela naprej s statusom zavarovanja NEPREVERJENO in referent dobi opozorilo.',
      {
        tags: ['fault-tolerance', 'zzzs', 'ezdravje', 'timeout'],
      },
    ),
    m(
      'tz',
      'convention',
      'Časi so v bazi timestamptz (UTC), v API-ju ISO-8601 z offsetom (OffsetDateTime). Vse "na dan" logike (urnik ambulante, opomniki, poročila) računamo v Europe/Ljubljana – pazi na premik ure konec marca in oktobra.',
      {
        tags: ['cas', 'timezone', 'utc'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'termin.zacetek je LocalDateTime v lokalnem casu brez cone, v bazi timestamp without time zone, zato ga ne pretvarjaj',
      {
        disputes: 'tz',
        tags: ['cas', 'termin'],
      },
    ),
    m(
      'panache',
      'convention',
      'Entitete s Hibernate ORM Panache v repository vzorcu (TerminRepository implements PanacheRepository<Termin>), ne active record. Tabele in entitete so slovenske (termin, napotnica, ambulanta, cakalni_seznam), quarkus.hibernate-orm.database.generation=none povsod.',
      {
        files: ['src/main/java/si/bolnisnica/termini'],
        tags: ['panache', 'hibernate', 'entitete'],
      },
    ),
    m(
      'naming',
      'convention',
      'Domena po slovensko, tehnika po angleško: TerminService, NapotnicaResource, CakalniSeznamRepository. Brez šumnikov v identifikatorjih (cakalni, ne čakalni). Komentarji so lahko slovenski.',
      {
        tags: ['poimenovanje', 'koda'],
      },
    ),
    m(
      'api-rest',
      'convention',
      'REST API pod /api/v1, JSON camelCase. Napake kot RFC 7807 application/problem+json z dodatnim poljem "koda" (TERMIN_ZASEDEN, NAPOTNICA_NEVELJAVNA, NAPOTNICA_ZE_VEZANA ...). OpenAPI iz smallrye-openapi, /q/openapi samo interno.',
      {
        tags: ['rest', 'api', 'napake', 'openapi'],
      },
    ),
    m(
      'termin-locking',
      'constraint',
      "Dvojna rezervacija ne sme biti mogoča: UPDATE termin SET status = 'REZERVIRAN', pacient_id = ? WHERE id = ? AND status = 'PROST'; če je posodobljenih 0 vrstic -> TERMIN_ZASEDEN. Nobenega 'preberi, preveri, shrani' v Javi.",
      {
        canonical: true,
        files: ['src/main/java/si/bolnisnica/termini/narocanje/TerminRepository.java'],
        tags: ['termin', 'rezervacija', 'socasnost'],
      },
    ),
    m(
      'incident-dvojni-termin',
      'incident',
      'Marec: isti termin v ortopedski ambulanti je dobil dva pacienta (portal in referent po telefonu v isti sekundi). Vzrok: preverjanje prostosti v Javi, nato persist(). Popravljeno s pogojnim UPDATE, regresijski test TerminRaceTest (Testcontainers, 20 niti).',
      {
        files: ['src/test/java/si/bolnisnica/termini/narocanje/TerminRaceTest.java'],
        tags: ['incident', 'termin', 'socasnost'],
      },
    ),
    m(
      'incident-ozz-outage',
      'incident',
      'Oktober: ZZZS OZZ tri ure ni odgovarjal, naši klici brez timeouta so pojedli vse worker niti in obstal je tudi sprejem pacientov. Od takrat imajo vsi zunanji klienti Fault Tolerance anotacije.',
      {
        tags: ['incident', 'zzzs', 'ozz', 'timeout'],
      },
    ),
    m(
      'obvestila-sms',
      'fact',
      'SMS obvestila (potrditev termina, opomnik 2 dni prej) gredo prek REST SMS prehoda ponudnika (SmsGatewayClient), pošiljatelj "BOLNISNICA". Email prek SMTP relaya smtp.bolnisnica.si.',
      {
        files: ['src/main/java/si/bolnisnica/termini/obvestila'],
        tags: ['sms', 'email', 'obvestila'],
      },
    ),
    m(
      'obvestila-vsebina',
      'constraint',
      'SMS in email ne smeta vsebovati diagnoze, vrste preiskave ali imena oddelka, ki razkriva bolezen (npr. onkologija, psihiatrija). Samo datum, ura, lokacija (stavba, nadstropje) in šifra termina.',
      {
        canonical: true,
        tags: ['sms', 'obvestila', 'osebni-podatki'],
      },
    ),
    m(
      'incident-sms-noc',
      'incident',
      'Po nočnem deployu ob 2:00 je job za opomnike poslal ~3000 SMS-ov sredi noči (zaostanek iz vrste). Pritožbe na ombudsmana.',
      {
        tags: ['incident', 'sms', 'opomniki'],
      },
    ),
    m(
      'sms-okno',
      'constraint',
      'SMS-e pošiljamo samo med 8:00 in 20:00 po Europe/Ljubljana (SmsOkno). Kar nastane izven okna, čaka v vrsti do jutra.',
      {
        files: ['src/main/java/si/bolnisnica/termini/obvestila/SmsOkno.java'],
        tags: ['sms', 'obvestila', 'cas'],
      },
    ),
    m(
      'gdpr-audit',
      'constraint',
      'Vsak vpogled v podatke pacienta (GET /api/v1/pacienti/**, /api/v1/napotnice/**) gre v revizijsko sled: kdo, kdaj, kaj, namen (ZPacP, ZVOP-2). Interceptor @Revizija zapiše dogodek v termini.audit.vpogled.v1, consumer ga shrani v audit_log.',
      {
        canonical: true,
        tags: ['audit', 'revizijska-sled', 'gdpr', 'zvop-2'],
      },
    ),
    m(
      'audit-immutable',
      'constraint',
      'audit_log je append-only: aplikacijski uporabnik ima nad njo samo INSERT in SELECT, brez UPDATE/DELETE. Brisanje starih zapisov ni naloga aplikacije (hramba 5 let, ureja DPO).',
      {
        tags: ['audit', 'baza', 'pravice'],
      },
    ),
    m(
      'vzs-sifrant',
      'fact',
      'Šifrant VZS (vrste zdravstvenih storitev) in šifrant izvajalcev uvažamo mesečno iz NIJZ (job UvozSifrantov) v sifrant_vzs. VZS šifer ne hardcodiramo v kodi.',
      {
        tags: ['sifranti', 'vzs', 'nijz'],
      },
    ),
    m(
      'cakalni-seznam',
      'fact',
      'Čakalni seznam: pacienti z vezano napotnico brez termina. Vrstni red: stopnja nujnosti, nato datum izdaje napotnice. Ko se termin sprosti, ga referent ponudi prvemu primernemu – nič se ne dodeli avtomatsko.',
      {
        tags: ['cakalni-seznam', 'termin', 'napotnice'],
      },
    ),
    m(
      'portal',
      'fact',
      'Pacientski portal je ločen Angular projekt termini-portal, kliče /api/v1/portal/**. Pacient se prijavi prek SI-PASS (nacionalna e-identiteta) v realm bolnisnica-pacienti.',
      {
        tags: ['portal', 'si-pass', 'pacienti'],
      },
    ),
    m(
      'keycloak-realms',
      'fact',
      'Dva Keycloak realma: bolnisnica (zaposleni, AD federacija) in bolnisnica-pacienti (SI-PASS kot IdP). Backend sprejema oba issuerja prek quarkus-oidc tenantov "zaposleni" in "pacienti".',
      {
        tags: ['keycloak', 'oidc', 'multi-tenant'],
      },
    ),
    m(
      'multitenant-oidc',
      'constraint',
      'Resourci za paciente imajo @Tenant("pacienti") in vedno filtrirajo po pacient_id iz tokena. pacientId iz URL-ja ali telesa zahteve se nikoli ne uporabi brez primerjave s tokenom.',
      {
        canonical: true,
        files: ['src/main/java/si/bolnisnica/termini/portal'],
        tags: ['portal', 'avtorizacija', 'oidc', 'idor'],
      },
    ),
    m(
      'native',
      'decision',
      'Native image (Mandrel) ne gradimo, teče JVM mode. Build je trajal 12 min, Avro in Debezium sta rabila ročno refleksijsko konfiguracijo, zagon na JVM (~3 s) je dovolj hiter.',
      {
        reason: 'čas builda in refleksija',
        tags: ['native', 'graalvm', 'build'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI: build -> test (unit + @QuarkusTest) -> integration (Testcontainers) -> sonar -> image -> deploy-test (avtomatsko) -> deploy-prod (ročni job, odobri vodja).',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'tests-devservices',
      'convention',
      'Testi: @QuarkusTest z Dev Services (Postgres, Kafka, Keycloak), nobene deljene testne baze. Zunanji sistemi (ZZZS, eZdravje, SMS prehod) so WireMock prek quarkus-wiremock, stubi v src/test/resources/wiremock/.',
      {
        files: ['src/test/resources/wiremock'],
        tags: ['testi', 'dev-services', 'wiremock'],
      },
    ),
    m(
      'tests-no-real-zzzs',
      'constraint',
      'Testi in CI nikoli ne kličejo testnega okolja ZZZS ali eZdravje: kvota je omejena, certifikat je vezan na izvajalca, vsak klic se pri njih beleži. Samo WireMock.',
      {
        tags: ['testi', 'zzzs', 'ezdravje'],
      },
    ),
    m(
      'testni-podatki',
      'constraint',
      'V testih in seed podatkih samo izmišljeni EMŠO (veljavna kontrolna cifra, letnica rojstva 1900-1905) in ZZZS številke iz testnega nabora ZZZS. Nikoli pravi pacienti iz produkcije, tudi "anonimizirani" izvozi ne.',
      {
        tags: ['testi', 'osebni-podatki', 'emso'],
      },
    ),
    m(
      'emso-validacija',
      'fact',
      'EmsoValidator: 13 števk, kontrolna cifra modulo 11 z utežmi 7,6,5,4,3,2,7,6,5,4,3,2. ZZZS številka zavarovane osebe ima 9 števk.',
      {
        files: ['src/main/java/si/bolnisnica/termini/util/EmsoValidator.java'],
        tags: ['emso', 'validacija', 'zzzs'],
      },
    ),
    m(
      'quarkus-config',
      'convention',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Quarkus property expressions the scenario text quotes
      'Konfiguracija v application.properties s profili %dev, %test, %prod. Gesla samo kot env spremenljivke iz OpenShift Secretov: quarkus.datasource.password=${DB_PASSWORD}, quarkus.oidc.credentials.secret=${KEYCLOAK_CLIENT_SECRET}. Nikoli prave vrednosti v properties ali v gitu.',
      {
        files: ['src/main/resources/application.properties'],
        tags: ['konfiguracija', 'skrivnosti', 'quarkus'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Skrivnosti (gesla, client secreti, keystori) so v HashiCorp Vault pod kv/termini/<okolje>, v OpenShift pridejo prek External Secrets Operatorja. Nikoli jih ne pošiljaj v Teams, v Jira tickete ali v MR opise.',
      {
        canonical: true,
        tags: ['skrivnosti', 'vault', 'openshift'],
      },
    ),
    m(
      'keystore-path',
      'note',
      'keystore zzzs-izvajalec.p12 je montiran iz Secreta na /deployments/certs/, geslo pride iz env ZZZS_KEYSTORE_PASSWORD (vrednost v Vaultu kv/termini/prod/zzzs).',
      {
        tags: ['zzzs', 'certifikat', 'mtls'],
      },
    ),
    m(
      'urnik-ambulant',
      'fact',
      'Urnik ambulante (delovni_cas) se pretvori v termine 8 tednov vnaprej (job GeneriranjeTerminov, nedelja ob 23:00). Dolžina termina pride iz sifrant_vzs.trajanje_min.',
      {
        files: ['src/main/java/si/bolnisnica/termini/urniki/GeneriranjeTerminov.java'],
        tags: ['urniki', 'termini', 'job'],
      },
    ),
    m(
      'prazniki',
      'constraint',
      'Na praznike in dela proste dneve se termini ne generirajo. Seznam je v tabeli prazniki in ga vsako leto ročno posodobimo (velikonočni ponedeljek se premika!).',
      {
        tags: ['prazniki', 'urniki'],
      },
    ),
    m(
      'odpoved',
      'fact',
      'Pacient lahko termin odpove prek portala najkasneje 24 ur prej, kasneje samo po telefonu pri referentu. Odpovedan termin se vrne med proste in referent dobi obvestilo za čakalni seznam.',
      {
        tags: ['odpoved', 'portal', 'termin'],
      },
    ),
    m(
      'owners',
      'fact',
      'Lastniki: Matej Kovač – arhitektura, Kafka, OpenShift; Nina Zupan – eNapotnica/eZdravje in ZZZS; Luka Horvat – naročanje, urniki, čakalni seznami; Ana Novak – portal in Keycloak; Jure Kralj – ops in baze.',
      {
        tags: ['lastniki', 'ekipa'],
      },
    ),
    m(
      'pref-slovenscina',
      'preference',
      'odgovarjaj v slovenscini, identifikatorji v kodi pa po dogovoru (tehnika angleško)',
      {},
    ),
    m(
      'pref-commit',
      'preference',
      'commit sporočila v slovenščini, oblika "[TERM-123] kratek opis", brez pike na koncu',
      {},
    ),
    m(
      'pref-mr',
      'preference',
      'MR-ji naj bodo majhni; migracija baze gre v svoj MR in se mergea pred kodo, ki jo rabi',
      {},
    ),
    m(
      'logging',
      'convention',
      'Logi v JSON (quarkus-logging-json), MDC: traceId, uporabnikId, napotnicaId, terminId. Traces prek OpenTelemetry v Tempo.',
      {
        tags: ['logiranje', 'opentelemetry', 'json'],
      },
    ),
    m(
      'metrics',
      'convention',
      'Metrike Micrometer -> Prometheus, imena termini_<kaj>_<enota>, npr. termini_ozz_klici_total, termini_rezervacija_seconds. Nobenega labela s pacientId ali EMŠO (kardinalnost in osebni podatki).',
      {
        tags: ['metrike', 'prometheus', 'micrometer'],
      },
    ),
    m(
      'db-users',
      'fact',
      'Baza termini na Postgres 16 (Patroni: pg-termini-01/02/03). Aplikacija teče kot termini_app (samo DML), Flyway teče kot termini_owner v init containerju pred zagonom poda.',
      {
        tags: ['postgres', 'baza', 'flyway', 'pravice'],
      },
    ),
    m(
      'db-reporting',
      'constraint',
      'Poročila za vodstvo in analitiko berejo samo iz read replike pg-termini-ro (datasource "porocila"), nikoli iz primarne baze.',
      {
        tags: ['porocila', 'replika', 'postgres'],
      },
    ),
    m(
      'pooling',
      'fact',
      'quarkus.datasource.jdbc.max-size=20 na pod, na prod 3 podi; Postgres max_connections=200, del je rezerviran za Debezium in replike.',
      {
        tags: ['postgres', 'connection-pool', 'openshift'],
      },
    ),
    m(
      'reactive-vs-blocking',
      'decision',
      'Ostajamo pri blocking Hibernate ORM + Panache, ne Hibernate Reactive. Reaktivno samo Kafka in REST klienti, kjer ima smisel. Razlog: transakcije in ekipa.',
      {
        reason: 'enostavnejše transakcije, znanje ekipe',
        tags: ['hibernate', 'reactive', 'arhitektura'],
      },
    ),
    m(
      'sprejem',
      'fact',
      'Sprejem na dan termina: referent prebere KZZ, preveri OZZ, termin gre v status SPREJET in odide dogodek termini.narocanje.pacient-sprejet.v1, ki ga bere integracija z BIS.',
      {
        tags: ['sprejem', 'kzz', 'ozz', 'bis'],
      },
    ),
    m(
      'kzz',
      'fact',
      'KZZ čitalci pri sprejemu gredo prek lokalnega agenta KzzAgent na Windows postajah (http://localhost:18080), ki vrne ZZZS številko. Backend s kartico ne komunicira neposredno.',
      {
        tags: ['kzz', 'sprejem', 'zzzs'],
      },
    ),
    m(
      'bis-integracija',
      'fact',
      'BIS (bolnišnični informacijski sistem, zunanji ponudnik) dobi termine kot FHIR R4 Appointment prek njihovega REST vmesnika; mapper si.bolnisnica.termini.bis.FhirMapper. BIS je vir resnice za izvide, mi samo za termine.',
      {
        files: ['src/main/java/si/bolnisnica/termini/bis/FhirMapper.java'],
        tags: ['bis', 'fhir', 'integracija'],
      },
    ),
    m(
      'pdf-potrdilo',
      'fact',
      'Potrdilo o naročilu (PDF) generiramo iz Qute predloge templates/potrdilo.html z OpenPDF (PotrdiloService).',
      {
        files: ['src/main/resources/templates/potrdilo.html'],
        tags: ['pdf', 'qute', 'potrdilo'],
      },
    ),
    m(
      'qute',
      'convention',
      'HTML, email in SMS predloge so Qute (src/main/resources/templates), besedila v messages/msg_sl.properties; msg_en.properties za tujce (jezik iz profila pacienta).',
      {
        files: ['src/main/resources/templates', 'src/main/resources/messages'],
        tags: ['qute', 'predloge', 'i18n'],
      },
    ),
    m(
      'gradnja-maven',
      'fact',
      'Maven (./mvnw), ne Gradle. Verzije Quarkusa iz quarkus-bom v dependencyManagement.',
      {
        files: ['pom.xml'],
        tags: ['maven', 'build'],
      },
    ),
    m(
      'dependency-policy',
      'convention',
      'Nove odvisnosti: kjer obstaja Quarkus extension, uporabi tega (quarkus-rest-client namesto OkHttp/Apache HttpClient). Vsako novo knjižnico odobri Matej.',
      {
        files: ['pom.xml'],
        tags: ['odvisnosti', 'quarkus', 'extensioni'],
      },
    ),
    m(
      'enarocanje',
      'fact',
      'eNaročanje: proste termine objavljamo v nacionalni sistem (job ObjavaProstihTerminov), pacienti se lahko naročijo tudi prek zVEM. Naročila od tam pobiramo prek eZdravje API vsaki 2 minuti (polling) in jih objavimo v termini.napotnice.prejeta.v2.',
      {
        tags: ['enarocanje', 'zvem', 'ezdravje'],
      },
    ),
    m(
      'zvem-dup',
      'constraint',
      'Isti pacient se lahko naroči prek zVEM in prek našega portala. Pred vezavo obvezno preveri, da napotnica v CRPP še ni VEZANA drugje, sicer vrni NAPOTNICA_ZE_VEZANA.',
      {
        tags: ['zvem', 'napotnice', 'vezava'],
      },
    ),
    m(
      'vpn-znet',
      'note',
      'do testnih okolij ZZZS in eZdravje se pride samo iz omrezja zNET, z laptopa prek VPN profila "zNET-IT" (zahtevek na helpdesk)',
      {
        tags: ['vpn', 'znet', 'zzzs'],
      },
    ),
    m(
      'interni-id',
      'convention',
      'Pacient ima interni pacientId (UUID) – samo ta gre v URL-je, loge in Kafka ključe. EMŠO in ZZZS št. sta le v tabeli pacient, v šifriranih stolpcih (pgcrypto, ključ iz Vaulta).',
      {
        tags: ['pacient', 'osebni-podatki', 'emso', 'sifriranje'],
      },
    ),
    m(
      'primer-napotnica',
      'note',
      'testna napotnica v WireMock stubih: ID 0000000123456789, ZZZS st. 900000017, VZS 20041 (pregled pri specialistu). Izmisljeni podatki iz testnega nabora.',
      {
        files: ['src/test/resources/wiremock/crpp'],
        tags: ['testi', 'wiremock', 'napotnice'],
      },
    ),
    m(
      'realm-client',
      'note',
      'backend client v realmu bolnisnica je termini-backend (confidential), secret je v Vaultu kv/termini/<okolje>/keycloak, v podu kot KEYCLOAK_CLIENT_SECRET.',
      {
        tags: ['keycloak', 'client'],
      },
    ),
    m(
      'java-21',
      'fact',
      'Java 21 (Temurin 21), maven.compiler.release=21, osnovna slika ubi9/openjdk-21-runtime. Blokirajoče REST endpointe, ki kličejo ZZZS, označimo z @RunOnVirtualThread.',
      {
        supersedes: 'java-17',
        age: 130,
        files: ['pom.xml', 'src/main/docker/Dockerfile.jvm'],
        tags: ['java', 'verzija', 'virtual-threads'],
      },
    ),
    m(
      'ozz-rest',
      'decision',
      'S SOAP OZZ smo prešli na novi ZZZS REST API: OpenAPI v src/main/openapi/zzzs-ozz.yaml, klient quarkus-rest-client (OzzClient), mTLS s certifikatom izvajalca iz zzzs-izvajalec.p12. SOAP klient in wsdl/ sta odstranjena.',
      {
        fact: 'preverjanje zavarovanja | protokol | ZZZS REST',
        supersedes: 'ozz-soap',
        age: 190,
        files: ['src/main/openapi/zzzs-ozz.yaml'],
        tags: ['zzzs', 'ozz', 'rest', 'mtls'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Flyway migracije v src/main/resources/db/migration z imenom V<YYYYMMDDHHmm>__opis.sql (npr. V202405141030__termin_dodaj_lokacijo.sql), da se veje ne tepejo za številke. Že izvedene migracije se nikoli ne spreminja – popravek je nova migracija.',
      {
        supersedes: 'flyway-seq',
        age: 180,
        files: ['src/main/resources/db/migration'],
        tags: ['flyway', 'migracije'],
      },
    ),
    m(
      'deploy-openshift',
      'fact',
      'Teče na OpenShift 4 (namespace termini-test, termini-prod), Helm chart deploy/helm/termini, image iz GitLab registryja. Na prod gre samo prek ročnega joba v GitLab CI z odobritvijo vodje.',
      {
        supersedes: 'deploy-vm',
        age: 200,
        files: ['deploy/helm/termini'],
        tags: ['openshift', 'helm', 'deploy'],
      },
    ),
    m(
      'kafka-avro',
      'convention',
      'JSON v Kafki ne uporabljamo več: vsi topici so Avro, sheme v src/main/avro/*.avsc, registrirane v Apicurio Registry s kompatibilnostjo BACKWARD. Novo polje vedno z default vrednostjo, polj ne brišemo.',
      {
        supersedes: 'kafka-json',
        age: 150,
        files: ['src/main/avro'],
        tags: ['kafka', 'avro', 'apicurio', 'sheme'],
      },
    ),
    m(
      'cakalne-dnevno',
      'fact',
      'Čakalne dobe in proste termine pošiljamo v eNaročanje/NIJZ vsak dan do 7:00 (job PorociloCakalneDobe, cron "0 30 5 * * ?") prek REST API.',
      {
        supersedes: 'cakalne-tedensko',
        age: 110,
        files: ['src/main/java/si/bolnisnica/termini/porocila/PorociloCakalneDobe.java'],
        tags: ['nijz', 'cakalne-dobe', 'porocanje'],
      },
    ),
    m(
      'hold-24h',
      'constraint',
      'Nepotrjena rezervacija (status REZERVIRAN) velja 24 ur, nato jo job SproscanjeRezervacij (@Scheduled(every = "5m")) vrne med proste termine.',
      {
        supersedes: 'hold-48h',
        age: 75,
        files: ['src/main/java/si/bolnisnica/termini/narocanje/SproscanjeRezervacij.java'],
        tags: ['rezervacija', 'portal', 'job'],
      },
    ),
    m('cand-reactive', 'decision', 'Preidemo na Hibernate Reactive za vse repository-je.', {
      candidate: true,
      tags: ['hibernate', 'reactive'],
    }),
    m('cand-native', 'decision', 'Zgradimo native image, da bo zagon podov hitrejši.', {
      candidate: true,
      tags: ['native', 'graalvm'],
    }),
    m(
      'cand-auto-cakalni',
      'decision',
      'Sproščen termin se avtomatsko dodeli prvemu pacientu na čakalnem seznamu, brez potrditve referenta.',
      {
        candidate: true,
        tags: ['cakalni-seznam', 'termin'],
      },
    ),
    m(
      'secret-db-test',
      'note',
      'geslo za termini_app na testni bazi (pg-termini-test) je Termini#Test2024! – če ne dela, vprašaj Jureta',
      {
        secret: 'Termini#Test2024!',
      },
    ),
    m(
      'secret-db-prod',
      'note',
      'geslo za produkcijsko bazo, uporabnik termini_owner: Ow9!pLk2Vx7#Qm  (ne spreminjat brez jureta, je tudi v patroni configu)',
      {
        secret: 'Ow9!pLk2Vx7#Qm',
      },
    ),
    m(
      'secret-jdbc',
      'note',
      'za DBeaver: jdbc:postgresql://pg-termini-01.bolnisnica.local:5432/termini?user=termini_app&password=Pq7xZ2mL9kRt4v&sslmode=require',
      {
        secret: 'Pq7xZ2mL9kRt4v',
      },
    ),
    m(
      'secret-kc-client',
      'note',
      'client secret za termini-backend v realmu bolnisnica (prod): 7f3KqP9xL2mVt8RzW4nB1cY6hJ5dG0sA',
      {
        secret: '7f3KqP9xL2mVt8RzW4nB1cY6hJ5dG0sA',
      },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="termini-app" password="kF4-Trm!n1-Pr0d-x82";',
      {
        secret: 'kF4-Trm!n1-Pr0d-x82',
      },
    ),
    m(
      'secret-keystore',
      'note',
      'Geslo keystora zzzs-izvajalec.p12 je Zz!Izv-2291#kQ, certifikat poteče novembra 2026.',
      {
        secret: 'Zz!Izv-2291#kQ',
      },
    ),
    m(
      'secret-glpat',
      'note',
      'renovate bot na gitlab.bolnisnica.local uporablja token glpat-Hk3Lm9Qx2Rt7Vz4Nb8Wc',
      {
        secret: 'glpat-Hk3Lm9Qx2Rt7Vz4Nb8Wc',
      },
    ),
    m(
      'secret-teams',
      'note',
      'alarmi gredo v Teams kanal "Termini - alarmi" prek webhooka https://bolnisnica.webhook.office.com/webhookb2/5d2e8a41-7c3b-4f9e-a1d6-0b8c2e4f6a93@9e1c3a5b-7d2f-4b8e-9c6a-1f3e5d7b9a2c/IncomingWebhook/3f9c1a7e5b2d4c8f9a0e1b3d5c7f9a2e/7b1d3f5a-9c2e-4a6b-8d0f-1e3a5c7b9d2f',
      {
        secret: '3f9c1a7e5b2d4c8f9a0e1b3d5c7f9a2e',
      },
    ),
    m('secret-sms-api', 'note', 'api kljuc za SMS prehod (prod): smsgw_live_9Qx7Lm2Kp4Rt8Vz1Nb6Hc3Wd', {
      secret: 'smsgw_live_9Qx7Lm2Kp4Rt8Vz1Nb6Hc3Wd',
    }),
    m(
      'secret-ezdravje',
      'note',
      'uporabnik za eZdravje testno okolje je bolnisnica_it, geslo eZdr-Tst!558xK',
      {
        secret: 'eZdr-Tst!558xK',
      },
    ),
    m(
      'secret-kc-admin',
      'note',
      'keycloak admin console on test: user admin, password Kc-Adm1n!Tst77 (master realm)',
      {
        secret: 'Kc-Adm1n!Tst77',
      },
    ),
    m(
      'secret-vault-token',
      'note',
      'za lokalni test ESO lahko uporabis moj vault token hvs.CAESIJ7kQ2mXp9Lr4Tz8Vn1Bc6Yh3Fd5GsWqE0aRtUyIoPk',
      {
        secret: 'hvs.CAESIJ7kQ2mXp9Lr4Tz8Vn1Bc6Yh3Fd5GsWqE0aRtUyIoPk',
      },
    ),
    m(
      'image-digest',
      'note',
      'zadnji stabilni image na prod: registry.gitlab.bolnisnica.local/termini/termini-api@sha256:4e7a1c9f3b5d2e8a6c0f4b7d1e9a3c5f7b2d8e0a6c4f1b3d5e7a9c2f0b4d6e8a, za rollback v helm values.',
      {
        tags: ['deploy', 'rollback', 'image'],
      },
    ),
  ],
  sessions: [
    {
      id: 'termini-seja-1',
      age: 9,
      turns: [
        said(
          'zivjo, danes delamo vezavo napotnic iz eNarocanja. poglej si NapotnicaService in EnapotnicaClient',
        ),
        replied(
          'NapotnicaService.veziNaTermin() prebere napotnico iz CRPP, preveri status in pokliče TerminRepository.rezerviraj(). Dogodke iz eNaročanja bere NarocilaConsumer na termini.napotnice.prejeta.v2.',
        ),
        said(
          'vezava mora bit idempotentna: ce dobimo isto narocilo iz eNarocanja dvakrat, drugic vrnemo obstojeci termin, ne napake',
          {
            key: 's-vezava-idempotent',
            type: 'constraint',
          },
        ),
        replied(
          'Dodal sem iskanje obstoječega termina po id napotnice pred rezervacijo, v isti transakciji.',
        ),
        said('koliko teh narocil pride na dan?'),
        replied('Po metrikah okoli 350 na dan, največ med 7:00 in 9:00.'),
        said(
          'iz CRPP shranimo lokalno samo to, kar rabimo za termin: id, VZS, nujnost, izdajatelj, datum izdaje. diagnoze (MKB-10) in opomb zdravnika NE shranjujemo',
          {
            key: 's-napotnica-cache',
            type: 'decision',
          },
        ),
        replied(
          'Entiteta Napotnica nima več polj diagnoza in opomba; Flyway migracija ju odstrani iz tabele.',
        ),
        said(
          'za test na ezdravje okolju rabis certifikat, geslo keystora je Ez-Test#Cert2024 — pa ne ga commitat',
          {
            secret: 'Ez-Test#Cert2024',
          },
        ),
        replied('Gesla ne bom nikamor zapisal; testi tako ali tako tečejo proti WireMocku.'),
        said(
          'sporocila napak za referente morajo bit v slovenscini in razumljiva, brez stack trace-a, koda napake v oklepaju, npr. "Napotnica je že vezana na drug termin (NAPOTNICA_ZE_VEZANA)"',
          {
            key: 's-napaka-sporocila',
            type: 'convention',
          },
        ),
        replied('Besedila dam v msg_sl.properties, problem+json dobi polje detail s tem besedilom.'),
        said('ok, kaj pa ce CRPP vrne 503?'),
        replied('Fault Tolerance naredi dva retryja, potem consumer sporočila ne potrdi.'),
        said(
          'neuspela sporocila gredo v DLQ topic <topic>.dlq, npr. termini.napotnice.prejeta.v2.dlq, in na dashboard. brez avtomatskega replaya, replay sprozi clovek',
          {
            key: 's-dlq',
            type: 'convention',
          },
        ),
        replied('Nastavil sem failure-strategy=dead-letter-queue z imenom topica .dlq in alarm na rast.'),
        said('super, hvala. pozeni teste'),
        replied('./mvnw verify: 412 testov, vsi zeleni.'),
        said('top'),
      ],
    },
    {
      id: 'termini-seja-2',
      age: 4,
      turns: [
        said('hej, Ana tukaj. portal rabi self-service odpoved termina. glej PortalTerminResource'),
        replied(
          'Zdaj ima resource samo GET za seznam terminov prijavljenega pacienta in POST za potrditev rezervacije.',
        ),
        said(
          'pri odpovedi prek portala je razlog obvezen: šifrant BOLEZEN, ZAPOSLITEV, DRUGO + prosto besedilo do 200 znakov, shrani se v termin_odpoved',
          {
            key: 's-odpoved-razlog',
            type: 'constraint',
          },
        ),
        replied('Dodam enum RazlogOdpovedi in @Size(max = 200) na opombo.'),
        said(
          'v SMS opomniku naj bo kratek link za odpoved (portal.bolnisnica.si/o/<token>), token je enkraten in velja do 24 ur pred terminom',
          {
            key: 's-opomnik-link',
            type: 'convention',
          },
        ),
        replied('Token je 128-bitni naključni niz, v bazi shranim samo njegov SHA-256.'),
        said(
          "btw what's the difference between REQUIRES_NEW and REQUIRED in @Transactional? always mix them up",
        ),
        replied(
          'REQUIRED se pridruži obstoječi transakciji, REQUIRES_NEW obstoječo začasno ustavi in odpre novo.',
        ),
        said(
          'rate limit na portalu za rezervacijo in odpoved: 5 zahtev na minuto na pacienta, to dela API gateway (3scale), ne aplikacija',
          {
            key: 's-portal-rate',
            type: 'constraint',
          },
        ),
        replied('Razumem, v aplikaciji ne dodajam bucket4j.'),
        said('portal client v keycloaku je termini-portal, public client s PKCE, nima secreta', {
          key: 's-portal-pkce',
          type: 'fact',
        }),
        replied('V quarkus-oidc za tenant pacienti je samo preverjanje tokenov, brez client secreta.'),
        said('hvala, lepo'),
      ],
    },
    {
      id: 'termini-seja-3',
      age: 2,
      turns: [
        said('Luka tu. ortopedija hoce 20-minutne termine namesto 15. kje se to nastavi?'),
        replied(
          'Trenutno samo v sifrant_vzs.trajanje_min, kar bi spremenilo trajanje za vse ambulante s tem VZS.',
        ),
        said(
          'dolzino termina lahko prepisemo na nivoju ambulante: ambulanta_vzs.trajanje_min, ce je null velja sifrant VZS',
          {
            key: 's-trajanje-ambulanta',
            type: 'decision',
          },
        ),
        replied('Dodam stolpec in coalesce v GeneriranjeTerminov.'),
        said(
          'sprememba urnika ali trajanja nikoli ne sme premaknit ali zbrisat ze rezerviranih terminov. velja samo za nove; obstojeci PROSTI se lahko regenerirajo',
          {
            key: 's-generiranje-spremembe',
            type: 'constraint',
          },
        ),
        replied('Regeneracija zdaj briše in na novo ustvari samo termine s statusom PROST.'),
        said('geslo za testnega referenta v keycloaku je Ref-Test!2024, da lahko kliknes po UI', {
          secret: 'Ref-Test!2024',
        }),
        replied('UI bom preveril z Dev Services Keycloakom in testnimi uporabniki iz realm-export.json.'),
        said('kolk casa traja job za 8 tednov?'),
        replied('Na testu okoli 40 s za vse ambulante.'),
        said('ok hvala'),
      ],
    },
  ],
  prompts: [
    p('dodaj endpoint za vezavo napotnice na termin v NapotnicaResource', [
      'enapotnica-flow',
      'napotnica-veljavnost',
      'zvem-dup',
      'termin-locking',
      'api-rest',
      's-vezava-idempotent',
    ]),
    p('zakaj sta dva pacienta dobila isti termin v ortopediji včeraj ob 9:40?', [
      'incident-dvojni-termin',
      'termin-locking',
    ]),
    p('dodaj log v OzzClient, da vidim kaj posljemo ZZZS-ju (emso, zzzs st)', [
      'emso-no-log',
      'emso-claim',
      'logging',
    ]),
    p('ZZZS ne odgovarja in sprejem spet stoji, pomagaj', ['ozz-fault', 'incident-ozz-outage', 'ozz-rest']),
    p('regeneriraj klienta iz wsdl/ozz.wsdl, ZZZS je spremenil shemo', ['ozz-rest']),
    p('napiši consumer za termini.napotnice.prejeta.v2', [
      'kafka-avro',
      'kafka-idempotent',
      'kafka-topics',
      's-dlq',
    ]),
    p('rabim nov topic za dogodek odpovedi termina', ['kafka-topics', 'kafka-avro', 'outbox']),
    p('pošlji dogodek termin-rezerviran iz TerminService z @Channel Emitterjem', ['outbox', 'kafka-topics']),
    p('kaj naj bo ključ Kafka sporočila za dogodke pacienta?', [
      'kafka-topics',
      'kafka-key-claim',
      'interni-id',
    ]),
    p('dodaj polje lokacija v Avro shemo TerminRezerviran', ['kafka-avro']),
    p('publish the reminder event to the RabbitMQ exchange termini.events', ['mq-kafka']),
    p('migracija za novo tabelo termin_odpoved', ['flyway', 's-odpoved-razlog', 'pref-mr', 'naming']),
    p('popravi V202403011200__termin.sql, indeks je na napačnem stolpcu', ['flyway']),
    p('kako poimenujem novo flyway migracijo?', ['flyway']),
    p('dodaj vlogo specializant z dostopom do oddelka interna', [
      'rbac-roles',
      'rbac-claim',
      'keycloak-realms',
    ]),
    p('preveri, ali ima prijavljeni uporabnik dostop do oddelka kardiologija', ['rbac-roles', 'rbac-claim']),
    p('pacient na portalu vidi termine drugega pacienta, ce spremeni id v URL-ju!!', ['multitenant-oidc']),
    p('dodaj GET /api/v1/portal/termini za prijavljenega pacienta', [
      'multitenant-oidc',
      'keycloak-realms',
      'portal',
      'api-rest',
    ]),
    p('LDAP login ne dela na testnem okolju', ['auth-keycloak']),
    p('koliko casa velja rezervacija s portala, preden zapade?', ['hold-24h']),
    p('SproscanjeRezervacij ne sprosti terminov, ki so starejši od 48 ur', ['hold-24h']),
    p('napiši CSV generator za tedensko poročilo čakalnih dob za NIJZ', ['cakalne-dnevno']),
    p('kdaj gre porocilo o cakalnih dobah ven?', ['cakalne-dnevno']),
    p('termin.zacetek spremeni v LocalDateTime, offset samo moti', ['tz', 'tz-claim']),
    p('generiranje terminov za teden, ko se premakne ura', ['tz', 'urnik-ambulant']),
    p('ne generiraj terminov za velikonočni ponedeljek 2026', ['prazniki', 'urnik-ambulant']),
    p('SMS opomnik naj vsebuje ime oddelka in vrsto preiskave', ['obvestila-vsebina', 'qute']),
    p('pošlji SMS potrditev takoj, ko je termin rezerviran, tudi ponoči', [
      'sms-okno',
      'incident-sms-noc',
      'obvestila-sms',
    ]),
    p('dodaj revizijsko sled za GET /api/v1/napotnice/{id}', ['gdpr-audit', 'audit-immutable']),
    p('izbrisi zapise iz audit_log starejse od enega leta, tabela je prevelika', [
      'audit-immutable',
      'gdpr-audit',
    ]),
    p('hardcodiraj VZS 20041 za specialistični pregled v TerminService', ['vzs-sifrant']),
    p('ortopedija hoče 20 minutne termine namesto 15', [
      's-trajanje-ambulanta',
      'urnik-ambulant',
      's-generiranje-spremembe',
    ]),
    p('spremenil sem delovni čas ambulante, se bodo že rezervirani termini premaknili?', [
      's-generiranje-spremembe',
    ]),
    p('napiši unit test za EmsoValidator', ['emso-validacija', 'testni-podatki']),
    p('vzemi par pravih EMŠO iz produkcije za testne podatke, da bo bolj realno', ['testni-podatki']),
    p('naj integracijski test kliče ZZZS testno okolje, WireMock ne ujame vseh primerov', [
      'tests-no-real-zzzs',
      'tests-devservices',
    ]),
    p('WireMock stub za CRPP napotnico s statusom STORNIRANA', [
      'tests-devservices',
      'primer-napotnica',
      'napotnica-veljavnost',
    ]),
    p('kam dam geslo za novi SMS prehod?', ['secrets-vault', 'quarkus-config']),
    p('dodaj quarkus.datasource.password za %prod v application.properties', [
      'quarkus-config',
      'secrets-vault',
    ]),
    p('deployaj na prod', ['deploy-openshift', 'ci']),
    p('scp jar na app01 in restartaj servis', ['deploy-openshift']),
    p('build a native image so pods start faster', ['native']),
    p('prepiši TerminRepository na Hibernate Reactive', ['reactive-vs-blocking', 'panache']),
    p('nova entiteta CakalniSeznamVnos s Panache', ['panache', 'naming', 'flyway']),
    p('kako poimenujem razred za vnos na čakalnem seznamu?', ['naming']),
    p('REST napaka, ko je termin že zaseden', ['api-rest', 's-napaka-sporocila', 'termin-locking']),
    p('pacient hoče odpovedati termin na portalu 10 ur prej', ['odpoved', 's-odpoved-razlog']),
    p('ko se termin sprosti, ga avtomatsko dodeli prvemu na čakalnem seznamu', ['cakalni-seznam']),
    p('v kakšnem vrstnem redu je čakalni seznam?', ['cakalni-seznam', 'napotnica-nujnost']),
    p('ZELO_HITRO napotnica — v koliko dneh mora biti termin?', ['napotnica-nujnost', 'nujnost-claim']),
    p('napotnica je v CRPP STORNIRANA, pri nas pa je v tabeli se aktivna', [
      'napotnica-veljavnost',
      's-napotnica-cache',
    ]),
    p('shrani diagnozo MKB-10 iz napotnice v tabelo napotnica', ['s-napotnica-cache']),
    p('isti pacient se je naročil prek zVEM in prek našega portala', ['zvem-dup', 'enarocanje']),
    p('narocila iz zVEM pridejo k nam z zamudo par minut, zakaj?', ['enarocanje']),
    p('cacheiraj rezultat preverjanja zavarovanja za en teden', ['ozz-cache']),
    p('kako dobim ZZZS številko s kartice pri sprejemu?', ['kzz', 'sprejem']),
    p('pošlji sprejet termin v BIS', ['bis-integracija', 'sprejem']),
    p('dodaj QR kodo na PDF potrdilo o naročilu', ['pdf-potrdilo', 'qute']),
    p('angleški prevod emaila s potrditvijo termina', ['qute']),
    p('dodaj OkHttp za klice SMS prehoda', ['dependency-policy', 'obvestila-sms']),
    p('a lahko preidemo na gradle?', ['gradnja-maven']),
    p('dodaj metriko za število rezervacij na pacienta', ['metrics']),
    p('SQL za poročilo vodstvu: zasedenost ambulant po mesecih', ['db-reporting']),
    p('"too many connections" na postgresu, odkar smo skalirali na 12 podov', ['pooling', 'db-users']),
    p('Flyway fails on startup: permission denied for schema public', ['db-users', 'flyway']),
    p('kje v podu najdem keystore za mTLS proti ZZZS in kako pride geslo?', ['keystore-path', 'ozz-rest']),
    p('kdo je odgovoren za ZZZS integracijo?', ['owners']),
    p('napisi commit sporocilo', ['pref-commit']),
    p('naredi en MR z migracijo in servisom skupaj', ['pref-mr']),
    p('ne morem do ZZZS testnega okolja z laptopa', ['vpn-znet']),
    p('katera java verzija gre v Dockerfile.jvm?', ['java-21']),
    p('a dam @RunOnVirtualThread na endpoint za preverjanje zavarovanja?', ['java-21', 'ozz-fault']),
    p('consumer je isti dogodek napotnice obdelal dvakrat', ['kafka-idempotent', 's-vezava-idempotent']),
    p('naredi avtomatski replay iz DLQ vsako uro', ['s-dlq']),
    p('dodaj bucket4j rate limit na portal rezervacije', ['s-portal-rate']),
    p('dodaj link za odpoved v SMS opomnik', ['s-opomnik-link', 'sms-okno', 'obvestila-vsebina']),
    p('keycloak client za portal - kje je njegov secret?', ['s-portal-pkce', 'keycloak-realms']),
    p('dodaj @Autowired NapotnicaRepository v NapotnicaService', ['fw-quarkus']),
    p('rollback prod na prejšnji image', ['image-digest', 'deploy-openshift']),
    p('kaj je razlika med Optional.orElse in orElseGet?', []),
    p('hvala!', []),
    p('kako squashnem zadnje 3 commite?', []),
    p("what's the difference between a record and a class in Java?", []),
    p('ok, commitaj', []),
    p('razlozi mi na splosno, kaj je consumer group v kafki', []),
    p('povzemi diff', []),
    p('regex za slovensko davčno številko', []),
    p('super, dela', []),
    p('how does optimistic locking work in general?', []),
  ],
});
