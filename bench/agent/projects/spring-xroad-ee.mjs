// An Estonian public-sector grant application service: Spring Boot over X-tee (Äriregister, RR, EMTA, e-Toimik),
// TARA login, Smart-ID / Mobiil-ID / ID-kaart signing with DigiDoc4j, ADS addresses, Kafka, OpenShift.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export const springXroadEe = project({
  name: 'spring-xroad-ee',
  stack:
    'Java 21 + Spring Boot 3.3 (Gradle multi-module), Spring Security OAuth2 (TARA OIDC), X-tee / X-Road security servers (SOAP + REST), DigiDoc4j 5 (ASiC-E), smart-id-java-client, mid-rest-java-client, Web eID, PostgreSQL 15 + Flyway, Kafka (Strimzi), OpenShift 4 + ArgoCD, GitLab CI, JUnit 5 + Testcontainers + WireMock',
  memories: [
    m(
      'moodulid',
      'fact',
      'Gradle multi-module: tp-api (REST frontendile ja siseportaalile), tp-menetlus (domeen + menetluse olekumasin), tp-xtee (X-tee kliendid), tp-allkiri (DigiDoc4j, Smart-ID, Mobiil-ID, Web eID), tp-events (Kafka + outbox). Baaspakett ee.ksta.toetus. Moodulite sõltuvusi kontrollib ArchUnit test ArchitectureTest: tp-menetlus näeb ainult port-liideseid (XteePort, AllkiriPort), mitte implementatsioone.',
      {
        canonical: true,
        files: ['settings.gradle.kts', 'tp-menetlus/src/test/java/ee/ksta/toetus/ArchitectureTest.java'],
        tags: ['gradle', 'moodulid', 'archunit', 'arhitektuur'],
      },
    ),
    m('java-17', 'fact', 'Java 17 (Temurin), Spring Boot 2.7, javax.* importid', {
      age: 500,
      files: ['build.gradle.kts'],
      tags: ['java', 'spring-boot'],
    }),
    m(
      'java-21',
      'fact',
      'Java 21 (Temurin) + Spring Boot 3.3. Virtual threadid sees: spring.threads.virtual.enabled=true. Ainult jakarta.* importid, javax.persistence / javax.validation ei kompileeru.',
      {
        supersedes: 'java-17',
        age: 170,
        files: ['build.gradle.kts', 'tp-api/src/main/resources/application.yml'],
        tags: ['java', 'spring-boot', 'virtual-threads', 'jakarta'],
      },
    ),
    m('dto-modelmapper', 'convention', 'DTO mappimine ModelMapperiga, bean ModelMapperConfig-is', {
      age: 420,
      files: ['tp-api/src/main/java/ee/ksta/toetus/api/config/ModelMapperConfig.java'],
      tags: ['dto', 'modelmapper', 'mapping'],
    }),
    m(
      'dto-mapstruct',
      'convention',
      'DTO <-> entity mäppimine MapStructiga (componentModel = "spring"), mapperid paketis ee.ksta.toetus.api.mapper. DTO-d on Java recordid, entity-t API-st välja ei anta.',
      {
        supersedes: 'dto-modelmapper',
        age: 200,
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/mapper'],
        tags: ['dto', 'mapstruct', 'mapping', 'records'],
      },
    ),
    m(
      'liquibase',
      'fact',
      'skeemimuudatused liquibase changelogidega, src/main/resources/db/changelog/*.xml',
      {
        age: 450,
        files: ['tp-api/src/main/resources/db/changelog'],
        tags: ['liquibase', 'migratsioonid', 'postgres'],
      },
    ),
    m(
      'flyway',
      'decision',
      'Liquibase asemel on nüüd Flyway. Migratsioonid: tp-api/src/main/resources/db/migration/V<yyyyMMddHHmm>__kirjeldus.sql. Põhjus: XML changelogid olid loetamatud ja DBA tahab review-s puhast SQL-i näha.',
      {
        supersedes: 'liquibase',
        age: 260,
        reason: 'DBA tahab puhast SQL-i',
        fact: 'andmebaasi migratsioonid | tööriist | Flyway',
        files: ['tp-api/src/main/resources/db/migration'],
        tags: ['flyway', 'liquibase', 'migratsioonid', 'postgres'],
      },
    ),
    m(
      'migratsioonid',
      'constraint',
      'Juba rakendatud Flyway migratsiooni ei muudeta kunagi (checksum läheb katki kõigis keskkondades). Parandus = uus migratsioon. Rolling deploy tõttu expand/contract: veeru ümbernimetamine või NOT NULL lisamine kahes releases.',
      {
        files: ['tp-api/src/main/resources/db/migration'],
        tags: ['flyway', 'migratsioonid', 'zero-downtime'],
      },
    ),
    m(
      'db-skeem',
      'fact',
      'PostgreSQL 15 (riigipilve managed), skeem toetus. Põhitabelid: taotlus, taotleja, menetlus_samm, dokument, allkiri, allkirjastamise_sessioon, xtee_paring_logi, xtee_vastus_cache, outbox_event.',
      {
        tags: ['postgres', 'skeem', 'tabelid'],
      },
    ),
    m(
      'isikukood-validator',
      'convention',
      'isikukoodi kontroll ainult IsikukoodValidator kaudu (tp-menetlus/.../validation): kontrollnumber + sünniaeg + sugu. ära kirjuta oma regexit, \\d{11} ei ole kontroll',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/validation/IsikukoodValidator.java'],
        tags: ['isikukood', 'valideerimine'],
      },
    ),
    m(
      'no-ik-logs',
      'constraint',
      'Isikukoodi, nime, aadressi ega kontaktandmeid EI logita. Logis ainult taotluse ID ja pseudonüümitud isiku räsi (IsikHash.of(ik)). Logback maskeerib küll välja "isikukood", aga sellele ei tohi loota.',
      {
        canonical: true,
        reaffirm: 10,
        files: ['tp-api/src/main/resources/logback-spring.xml'],
        tags: ['isikuandmed', 'logid', 'gdpr', 'isikukood'],
      },
    ),
    m(
      'ik-logs-claim',
      'fact',
      'isikukoodi võib rahulikult logida, see pole eriliigiline isikuandmed ega saladus, ilma selleta ei leia prodis vigu üles',
      {
        disputes: 'no-ik-logs',
        tags: ['isikukood', 'logid'],
      },
    ),
    m(
      'xtee-klient',
      'fact',
      'Meie X-tee klient on EE/GOV/70012345/toetusportaal. Testis instants ee-test, arenduses ee-dev. Instants ja alamsüsteem tulevad konfist (xtee.instance, xtee.client.subsystem), mitte koodist.',
      {
        files: ['tp-xtee/src/main/resources/application-xtee.yml'],
        tags: ['xtee', 'x-road', 'konfiguratsioon'],
      },
    ),
    m('ss-vana', 'fact', 'turvaserver: http://xtee-ss.ksta.local:80 (sisevõrk, lihtne http)', {
      age: 380,
      tags: ['xtee', 'turvaserver'],
    }),
    m(
      'ss-ha',
      'fact',
      'X-tee päringud lähevad sisemise load balanceri https://xtee-lb.ksta.sise:8443 kaudu kahele turvaserverile (ss1, ss2). Turvaserveri sisemine liides on mTLS: klient esitab xtee-client.p12 serdi, truststore-is on ainult ss1 ja ss2 sertid.',
      {
        supersedes: 'ss-vana',
        age: 140,
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/config/XteeHttpClientConfig.java'],
        tags: ['xtee', 'turvaserver', 'mtls', 'load-balancer'],
      },
    ),
    m(
      'xtee-userid',
      'constraint',
      'Iga X-tee päringuga peab kaasas olema userId = "EE" + päringu algatanud isiku isikukood (menetleja või taotleja ise). REST-is päis X-Road-UserId, SOAP-is xrd:userId. Ilma selleta teenust ei kutsuta: andmejälgija ja andmekogu auditi jaoks on see kohustuslik.',
      {
        canonical: true,
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/XteeHeaders.java'],
        tags: ['xtee', 'userid', 'andmejalgija', 'audit'],
      },
    ),
    m(
      'xtee-userid-claim',
      'fact',
      'userId ei ole X-tee päringus kohustuslik, turvaserver paneb kliendi info ise, võib tühjaks jätta',
      {
        disputes: 'xtee-userid',
        tags: ['xtee', 'userid'],
      },
    ),
    m(
      'xtee-issue',
      'convention',
      'X-tee päringu issue väli (REST: X-Road-Issue, SOAP: xrd:issue) = taotluse number, nt "TP-2025-004512". nii leiab andmejälgijast ja turvaserveri sõnumilogist, mis menetluse käigus päriti',
      {
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/XteeHeaders.java'],
        tags: ['xtee', 'issue', 'andmejalgija'],
      },
    ),
    m(
      'xtee-timeout',
      'fact',
      'X-tee klientide timeoutid: connect 5 s, read 30 s (Äriregistri detailandmed on vahel 15-20 s). Resilience4j retry ainult idempotentsetele päringutele, max 2 korda, circuit breaker teenuse kaupa.',
      {
        files: ['tp-xtee/src/main/resources/application-xtee.yml'],
        tags: ['xtee', 'timeout', 'resilience4j', 'retry'],
      },
    ),
    m(
      'arireg',
      'fact',
      'Äriregister: SOAP teenus EE/GOV/70000310/arireg (detailandmed ja esindusõigus). Klient on genereeritud WSDL-ist gradle pluginaga moodulis tp-xtee/arireg, genereeritud klasse käsitsi ei muudeta.',
      {
        files: ['tp-xtee/arireg', 'tp-xtee/arireg/src/main/resources/wsdl'],
        tags: ['xtee', 'ariregister', 'soap', 'wsdl'],
      },
    ),
    m(
      'rr',
      'fact',
      'Rahvastikuregistrist pärime ainult nime, elukoha ADS koodi ja surma fakti. Vastust tervikuna ei salvestata, ainult vajalikud väljad taotleja tabelisse (andmete minimaalsus).',
      {
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/rr/RrKlient.java'],
        tags: ['xtee', 'rahvastikuregister', 'isikuandmed', 'minimaalsus'],
      },
    ),
    m(
      'emta-volg',
      'fact',
      'EMTA maksuvõla kontroll üle X-tee (EE/GOV/70000349/emta, teenus maksuvolg). tulemus kehtib 24h, hoitakse tabelis xtee_vastus_cache. toetust ei määrata kui maksuvõlg > 100 eur',
      {
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/emta/EmtaKlient.java'],
        tags: ['xtee', 'emta', 'maksuvolg', 'cache'],
      },
    ),
    m(
      'etoimik',
      'fact',
      'e-Toimikust kontrollime, kas juriidilisest isikust taotleja on pankroti- või likvideerimismenetluses (tp-xtee/etoimik). e-Toimiku testteenus on tihti maas, arenduses kasutame WireMock stubi.',
      {
        files: ['tp-xtee/etoimik'],
        tags: ['xtee', 'e-toimik', 'pankrot', 'wiremock'],
      },
    ),
    m(
      'rt-akt',
      'fact',
      'Riigi Teataja: toetuse määruse kehtiv redaktsioon ja paragrahvide viited tulevad RT XML-ist (www.riigiteataja.ee/akt/<globaalID>.xml). RtKlient parsib redaktsiooni kehtivuse alguse ja lõpu; otsusesse läheb alati otsuse kuupäeval kehtinud redaktsiooni link.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/rt/RtKlient.java'],
        tags: ['riigi-teataja', 'maarus', 'redaktsioon'],
      },
    ),
    m(
      'rt-cache',
      'constraint',
      'Riigi Teataja päringud cache-itakse 24h (Caffeine cache "rtAkt"). Iga kasutaja päringu peale RT-d ei pärita, nad on palunud koormust vähendada ja blokeerivad liiga aktiivsed IP-d.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/rt/RtKlient.java'],
        tags: ['riigi-teataja', 'cache', 'caffeine'],
      },
    ),
    m(
      'rt-cache-claim',
      'fact',
      'RT-l pole mingeid päringu piiranguid, võib iga kord otse pärida. cache annab ainult vananenud redaktsioone',
      {
        disputes: 'rt-cache',
        tags: ['riigi-teataja', 'cache'],
      },
    ),
    m(
      'andmejalgija',
      'constraint',
      'Iga isikuandmete päring (RR, EMTA, e-Toimik) logitakse tabelisse xtee_paring_logi (kes, millal, kelle kohta, teenus, issue) ja edastatakse Andmejälgijasse, et kodanik näeks eesti.ee-s, kes tema andmeid vaatas. Ilma selle kirjeta päringut teha ei tohi.',
      {
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/logi/XteeParinguLogija.java'],
        tags: ['andmejalgija', 'xtee', 'isikuandmed', 'audit'],
      },
    ),
    m('ads-xtee', 'fact', 'aadressi normaliseerimine käib ADS X-tee SOAP teenusega, klient tp-xtee/ads', {
      age: 360,
      files: ['tp-xtee/ads'],
      tags: ['ads', 'aadress', 'xtee'],
    }),
    m(
      'ads-inads',
      'decision',
      'Aadressid tulevad nüüd In-ADS gazetteer REST API-st (inaadress.maaamet.ee), mitte enam X-tee ADS teenusest. Põhjus: X-tee ADS päring oli aeglane ja In-ADS on avalik teenus. Klient: tp-menetlus/.../aadress/InAdsKlient.',
      {
        supersedes: 'ads-xtee',
        age: 110,
        reason: 'X-tee ADS aeglane, In-ADS avalik',
        fact: 'aadressiotsing | allikas | In-ADS',
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/aadress/InAdsKlient.java'],
        tags: ['ads', 'in-ads', 'aadress'],
      },
    ),
    m(
      'ads-oid',
      'convention',
      'Aadress salvestatakse alati ADS_OID + adr_id + täisaadress tekstina, kasutaja sisestatud vabatekst eraldi väljas. Aadresside võrdlemine käib ADS_OID järgi, mitte stringi võrdlusega (tänavanimi muutub, oid jääb).',
      {
        tags: ['ads', 'aadress', 'ads-oid'],
      },
    ),
    m(
      'tara-oidc',
      'fact',
      'TARA: OIDC, Spring Security oauth2Login. Test issuer https://tara-test.ria.ee, prod https://tara.ria.ee. scope "openid idcard mid smartid eidas", client_secret_basic. ID tokeni sub on kujul "EE60001019906", nimi ja sünniaeg profile_attributes all.',
      {
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/security/TaraSecurityConfig.java'],
        tags: ['tara', 'oidc', 'autentimine', 'spring-security'],
      },
    ),
    m(
      'tara-acr',
      'constraint',
      'Taotluse esitamiseks ja allkirjastamiseks peab ID tokeni acr olema "high" või "substantial". "low" tasemega (nt osa eIDAS riike) tohib ainult vaadata. Kontroll: AcrAuthorizationManager.',
      {
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/security/AcrAuthorizationManager.java'],
        tags: ['tara', 'acr', 'eidas', 'autoriseerimine'],
      },
    ),
    m(
      'tara-acr-claim',
      'fact',
      'acr low on ka taotluse esitamiseks ok, RIA dokumentatsiooni järgi pole vahet',
      {
        disputes: 'tara-acr',
        tags: ['tara', 'acr'],
      },
    ),
    m(
      'tara-state-nonce',
      'constraint',
      'TARA autentimispäringul alati state + nonce, ID tokeni nonce ja allkiri (TARA JWKS) kontrollitakse. TARA ei toeta single logouti: meie logout tühistab ainult oma sessiooni ja UI peab seda kasutajale ütlema. Kontrolle ei lülitata välja ka testis.',
      {
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/security/TaraSecurityConfig.java'],
        tags: ['tara', 'oidc', 'nonce', 'logout', 'turvalisus'],
      },
    ),
    m('session-redis', 'fact', 'Spring Session Redisega, redis jookseb OpenShiftis tp-infra namespace-is', {
      age: 300,
      tags: ['session', 'redis', 'spring-session'],
    }),
    m(
      'session-jdbc',
      'decision',
      'Spring Session on nüüd JDBC peal (PostgreSQL, tabelid spring_session ja spring_session_attributes). Redis võeti OpenShiftist maha, üks komponent vähem hallata. Sessiooni timeout 30 min.',
      {
        supersedes: 'session-redis',
        age: 90,
        reason: 'üks komponent vähem',
        fact: 'http sessioonid | hoidla | PostgreSQL',
        files: ['tp-api/src/main/resources/application.yml'],
        tags: ['session', 'spring-session', 'jdbc', 'postgres'],
      },
    ),
    m(
      'menetlejad-keycloak',
      'fact',
      'Ametnikud (menetlejad) logivad siseportaali asutuse Keycloaki kaudu (realm ksta, AD federation), mitte TARA-ga. Rollid: MENETLEJA, OTSUSTAJA, ADMIN. Kodanikud ja ettevõtete esindajad tulevad TARA kaudu.',
      {
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/security/SisePortaalSecurityConfig.java'],
        tags: ['keycloak', 'rollid', 'autentimine', 'menetleja'],
      },
    ),
    m(
      'sid-flow',
      'fact',
      'Smart-ID allkiri: smart-id-java-client, klass tp-allkiri/SmartIdSigner. Voog: certificatechoice isikukoodi järgi -> DigiDoc4j DataToSign -> SHA-256 räsi -> signature sessioon -> kontrollkood kasutajale -> sessiooni pollimine -> allkiri konteinerisse.',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/smartid/SmartIdSigner.java'],
        tags: ['smart-id', 'allkirjastamine', 'digidoc4j'],
      },
    ),
    m(
      'kontrollkood',
      'constraint',
      'Smart-ID ja Mobiil-ID kontrollkood (verification code) näidatakse kasutajale ENNE kui sessiooni pollimine algab. displayText "KSTA taotlus <nr>": Smart-ID max 60 märki, Mobiil-ID max 40 (GSM-7), muidu lõigatakse või lükatakse tagasi.',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri'],
        tags: ['smart-id', 'mobiil-id', 'kontrollkood', 'allkirjastamine'],
      },
    ),
    m(
      'mid-flow',
      'fact',
      'Mobiil-ID: mid-rest-java-client, klass MidSigner. Vajab isikukoodi + telefoninumbrit (+372...). Enne allkirjastamist pärib sertifikaadi, kui numbril MID serti pole -> TP-SIG-002.',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/mid/MidSigner.java'],
        tags: ['mobiil-id', 'allkirjastamine'],
      },
    ),
    m(
      'allkiri-qes',
      'fact',
      'ID-kaart, Mobiil-ID ja Smart-ID (kvalifitseeritud konto) annavad kõik kvalifitseeritud e-allkirja (QES). Taotlusel ja otsusel on kõik kolm samaväärsed, piiranguid allkirjastamisviisi järgi ei tehta.',
      {
        tags: ['qes', 'e-allkiri', 'mobiil-id', 'smart-id', 'id-kaart'],
      },
    ),
    m(
      'mid-qes-claim',
      'fact',
      'mobiil-id allkiri ei ole kvalifitseeritud, ainult AdES, seega otsuseid tohib allkirjastada ainult ID-kaardiga',
      {
        disputes: 'allkiri-qes',
        tags: ['mobiil-id', 'qes'],
      },
    ),
    m(
      'sk-demo',
      'fact',
      'Arenduses ja testis SK demo keskkonnad: Smart-ID https://sid.demo.sk.ee/smart-id-rp/v2/, Mobiil-ID https://tsp.demo.sk.ee/mid-api. Demo relyingPartyUUID 00000000-0000-0000-0000-000000000000 + name DEMO on avalikud, mitte saladus. Testisikud SK demo kontodega.',
      {
        files: ['tp-allkiri/src/main/resources/application-test.yml'],
        tags: ['smart-id', 'mobiil-id', 'sk', 'demo', 'test'],
      },
    ),
    m(
      'hwcrypto',
      'fact',
      'ID-kaardi allkiri frontendis hwcrypto.js, backend võtab serdi + allkirja vastu /api/allkiri/idkaart',
      {
        age: 400,
        tags: ['id-kaart', 'hwcrypto', 'allkirjastamine'],
      },
    ),
    m(
      'web-eid',
      'decision',
      'ID-kaardiga allkirjastamine käib nüüd Web eID kaudu (web-eid.js frontendis). Backend: POST /api/v1/allkiri/idkaart/alusta (sert sisse, räsi välja) ja /lopeta (signatuur sisse). hwcrypto.js on maha võetud, uute brauserilaienditega see enam ei tööta. ID-kaardiga autentimine käib endiselt TARA kaudu.',
      {
        supersedes: 'hwcrypto',
        age: 150,
        reason: 'hwcrypto ei tööta uute laienditega',
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/allkiri/IdKaartAllkiriController.java'],
        tags: ['id-kaart', 'web-eid', 'allkirjastamine'],
      },
    ),
    m('dd4j-bdoc', 'fact', 'allkirjastatud konteiner on BDOC (TM profiil), DigiDoc4j vaikimisi seadistus', {
      age: 480,
      tags: ['digidoc4j', 'bdoc', 'konteiner'],
    }),
    m(
      'dd4j-asice',
      'decision',
      'Uued konteinerid on ASiC-E (.asice) LT profiiliga (SignatureProfile.LT), DigiDoc4j 5.x. BDOC-TM-i enam ei looda, TM OCSP teenus on lõpetatud. Vanad .bdoc failid jäävad loetavaks ja neid valideerime samamoodi.',
      {
        supersedes: 'dd4j-bdoc',
        age: 230,
        canonical: true,
        reason: 'BDOC-TM lõpetatud',
        fact: 'allkirjakonteiner | formaat | ASiC-E LT',
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/KonteinerService.java'],
        tags: ['digidoc4j', 'asice', 'bdoc', 'konteiner', 'lt'],
      },
    ),
    m('ocsp-sk', 'fact', 'DigiDoc4j prod OCSP: ocsp.sk.ee lepinguga, access sert sk-ocsp-access.p12', {
      age: 350,
      tags: ['digidoc4j', 'ocsp', 'sk'],
    }),
    m(
      'ocsp-aia',
      'fact',
      'DigiDoc4j Configuration.Mode.PROD kasutab AIA OCSP-d (URL tuleb allkirjastaja serdist), ajatempel http://tsa.sk.ee. Testis Mode.TEST (demo OCSP ja demo TSA). Mode tuleb profiilist (digidoc4j.mode), koodis hardcode ei ole.',
      {
        supersedes: 'ocsp-sk',
        age: 120,
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/config/DigiDoc4jConfig.java'],
        tags: ['digidoc4j', 'ocsp', 'aia', 'tsa', 'konfiguratsioon'],
      },
    ),
    m(
      'dd4j-tsl',
      'fact',
      'DigiDoc4j laeb käivitusel EU TSL-i (LOTL). OpenShiftist otse internetti ei pääse, TSL läheb läbi egress-proxy.ksta.sise:3128. TSL cache on PVC peal /var/cache/dd4j, muidu iga pod tõmbab uuesti ja start võtab ~40 s.',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/config/DigiDoc4jConfig.java'],
        tags: ['digidoc4j', 'tsl', 'proxy', 'openshift'],
      },
    ),
    m(
      'konteineri-valideerimine',
      'constraint',
      'Iga üles laaditud .asice / .bdoc valideeritakse DigiDoc4j-ga (container.validate()) ENNE salvestamist. INDETERMINATE või INVALID = tagasi lükata koos põhjusega (TP-SIG-005). Valideerimisaruanne salvestatakse dokumendi juurde.',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/KonteinerValidaator.java'],
        tags: ['digidoc4j', 'valideerimine', 'asice', 'bdoc'],
      },
    ),
    m(
      'dokumendid-s3',
      'fact',
      'failid (taotluse lisad, konteinerid, otsused) riigipilve S3-ühilduvas objektihoidlas, bucket tp-dokumendid. andmebaasis ainult metaandmed + sha256. max faili suurus 25 MB.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/dokument/DokumendiHoidla.java'],
        tags: ['s3', 'dokumendid', 'failid'],
      },
    ),
    m(
      'clamav',
      'constraint',
      'Iga üleslaadimine läbib ClamAV skanni (teenus clamav namespace-is tp-infra) enne kui fail S3-sse kirjutatakse. Kui clamav ei vasta, tagastame 503, skannist mööda ei minda.',
      {
        files: ['tp-api/src/main/java/ee/ksta/toetus/api/dokument/ViirusKontroll.java'],
        tags: ['clamav', 'viirusekontroll', 'failid', 'turvalisus'],
      },
    ),
    m('rabbit', 'fact', 'sündmused käivad RabbitMQ kaudu, exchange toetus.events', {
      age: 340,
      tags: ['rabbitmq', 'sundmused'],
    }),
    m(
      'kafka',
      'decision',
      'RabbitMQ asemel Kafka (Strimzi operaator OpenShiftis). Topicud: toetus.taotlus.esitatud.v1, toetus.otsus.tehtud.v1, toetus.makse.v1. Põhjus: statistika ja DWH tahtsid sündmusi uuesti läbi mängida.',
      {
        supersedes: 'rabbit',
        age: 240,
        reason: 'replay võimalus statistikale ja DWH-le',
        fact: 'sündmuste siin | tehnoloogia | Kafka',
        files: ['tp-events'],
        tags: ['kafka', 'strimzi', 'rabbitmq', 'sundmused'],
      },
    ),
    m(
      'kafka-key',
      'constraint',
      'Kafka sõnumi võti = taotluse ID. Järjekord on garanteeritud ainult partitsiooni sees, seega sama taotluse kõik sündmused peavad minema sama võtmega.',
      {
        files: ['tp-events/src/main/java/ee/ksta/toetus/events/OutboxRelay.java'],
        tags: ['kafka', 'partitsioon', 'jarjekord'],
      },
    ),
    m('kafka-order-claim', 'fact', 'kafka hoiab järjekorda kogu topicu ulatuses, võtit pole vaja panna', {
      disputes: 'kafka-key',
      tags: ['kafka', 'jarjekord'],
    }),
    m(
      'outbox',
      'convention',
      'Sündmused kirjutatakse transactional outbox tabelisse outbox_event samas transaktsioonis kui äriandmed. OutboxRelay (@Scheduled iga 2 s, ShedLock, sest podisid on mitu) publitseerib Kafkasse. KafkaTemplate.send otse teenuskoodist on keelatud.',
      {
        canonical: true,
        files: ['tp-events/src/main/java/ee/ksta/toetus/events/OutboxRelay.java'],
        tags: ['kafka', 'outbox', 'transaktsioon', 'shedlock'],
      },
    ),
    m(
      'kafka-schema',
      'convention',
      'sõnumid JSON + JSON Schema (Apicurio registry). uue välja lisamine ok, välja eemaldamine või ümbernimetamine = uus topicu versioon (.v2), vana topic jookseb paralleelselt kuni tarbijad on üle',
      {
        tags: ['kafka', 'schema', 'apicurio', 'versioonimine'],
      },
    ),
    m(
      'makse',
      'fact',
      'Väljamaksed: sündmus toetus.makse.v1, mida tarbib raamatupidamise SAP konnektor (RTK). Summad sündmustes long sentides, koodis BigDecimal scale 2. double/float rahasummade jaoks ei kasutata kunagi.',
      {
        files: ['tp-events/src/main/resources/schemas/makse.v1.json'],
        tags: ['makse', 'sap', 'summad', 'bigdecimal'],
      },
    ),
    m(
      'menetlus-olekud',
      'fact',
      'Taotluse olekud: KOOSTAMISEL -> ESITATUD -> MENETLUSES -> (TAIENDAMISEL) -> OTSUSTATUD (tulemus RAHULDATUD / OSALISELT / RAHULDAMATA) -> VALJA_MAKSTUD / TAGASI_NOUTUD. Üleminekud ainult TaotlusOlekuMasin kaudu, olekut otse setteriga ei muudeta.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/TaotlusOlekuMasin.java'],
        tags: ['menetlus', 'olekud', 'olekumasin'],
      },
    ),
    m(
      'menetlus-tahtaeg',
      'constraint',
      'Otsus tuleb teha 30 päeva jooksul taotluse esitamisest (toetuse määrus), täiendamise ajal tähtaeg peatub. Tähtajad arvutab ainult TahtaegCalculator: arvestab riigipühi tabelist riigipuha (ülestõusmis- ja nelipühad liiguvad, tabel uuendatakse igal aastal) ja päev lõpeb 23:59:59 Europe/Tallinn, mitte UTC. DB-s timestamptz UTC-s.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/tahtaeg/TahtaegCalculator.java'],
        tags: ['tahtaeg', 'riigipuhad', 'ajavoond', 'menetlus'],
      },
    ),
    m(
      'otsus-allkiri',
      'constraint',
      'Otsuse dokumendi allkirjastab OTSUSTAJA rolliga ametnik (ID-kaart või Smart-ID) enne kui taotlus läheb olekusse OTSUSTATUD. Allkirjastamata otsust taotlejale ei saadeta ega näidata.',
      {
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/otsus/OtsusService.java'],
        tags: ['otsus', 'allkirjastamine', 'rollid'],
      },
    ),
    m(
      'delta-dhx',
      'fact',
      'Otsused registreeritakse asutuse dokumendihaldussüsteemis Delta üle X-tee DHX-i. Vastuses tuleb registreerimisnumber (nt 7-3/2025/1182), see kirjutatakse otsuse juurde. Taotlejale saadetakse e-kiri SMTP relay kaudu (smtp.ksta.sise), otsus ise on portaalis.',
      {
        files: ['tp-xtee/src/main/java/ee/ksta/toetus/xtee/dhx/DeltaKlient.java'],
        tags: ['delta', 'dhx', 'dokumendihaldus', 'teavitus', 'email'],
      },
    ),
    m('retention-5y', 'constraint', 'taotluste andmed kustutatakse 5 aastat pärast menetluse lõppu', {
      age: 320,
      tags: ['sailitus', 'kustutamine'],
    }),
    m(
      'retention-7y',
      'decision',
      'Säilitustähtaeg muutus: taotlused + otsused + allkirjakonteinerid säilivad 7 aastat pärast viimast väljamakset (EL fondide auditi nõue). Kustutab SailitusJob (iga öö 02:00), arvestab veergu viimase_makse_kp, mitte menetluse lõppu.',
      {
        supersedes: 'retention-5y',
        age: 60,
        reason: 'EL fondide audit',
        files: ['tp-menetlus/src/main/java/ee/ksta/toetus/menetlus/sailitus/SailitusJob.java'],
        tags: ['sailitus', 'kustutamine', 'audit', 'el-fondid'],
      },
    ),
    m(
      'openshift',
      'fact',
      'OpenShift 4.14 riigipilves, namespace-id tp-dev, tp-test, tp-prod. Helm chartid repos tp-gitops (charts/toetusportaal), keskkondade values envs/<env>/values.yaml.',
      {
        tags: ['openshift', 'helm', 'riigipilv', 'keskkonnad'],
      },
    ),
    m('deploy-oc', 'fact', 'deploy: pärast gitlab pipeline-i oc apply -f openshift/ käsitsi', {
      age: 390,
      files: ['openshift'],
      tags: ['deploy', 'openshift', 'oc'],
    }),
    m(
      'deploy-argocd',
      'convention',
      'Keskkondadesse ainult ArgoCD kaudu: GitLab CI uuendab image tagi repos tp-gitops (envs/<env>/values.yaml) ja ArgoCD sünkib. Prodi sync on manuaalne ja vajab muudatuse piletit (Jira CHG).',
      {
        supersedes: 'deploy-oc',
        age: 160,
        files: ['.gitlab-ci.yml'],
        tags: ['deploy', 'argocd', 'gitops', 'openshift'],
      },
    ),
    m(
      'prod-no-oc',
      'constraint',
      'tp-prod namespace-is ei tehta käsitsi oc edit / oc scale / oc rsh, välja arvatud intsidendi ajal ja siis kirjega intsidendi logis. Järgmine ArgoCD sync kirjutab käsitsi muudatused nagunii üle.',
      {
        tags: ['openshift', 'prod', 'oc', 'argocd'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Saladused on Vaultis (secret/tp/<env>/...), OpenShifti jõuavad Vault Agent injectoriga. Mitte values.yaml-i, mitte application-prod.yml-i, mitte GitLab CI muutujatesse (v.a. CI enda tokenid).',
      {
        canonical: true,
        files: ['tp-api/src/main/resources/application-prod.yml'],
        tags: ['saladused', 'vault', 'openshift'],
      },
    ),
    m(
      'egress',
      'constraint',
      'Prodi podidel väljaminev liiklus ainult läbi egress-proxy, lubatud hostid proxy ACL-is + NetworkPolicy. Uus väline host (nt uus registri API) = pilet Märdile, muidu prodis timeout.',
      {
        tags: ['egress', 'proxy', 'networkpolicy', 'openshift'],
      },
    ),
    m(
      'gitlab-ci',
      'fact',
      'GitLab CI: gradle build -> test -> sonar -> container (buildah) -> trivy scan (HIGH/CRITICAL kukutab) -> push Harbor (harbor.ksta.sise/tp/...) -> gitops MR.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab-ci', 'harbor', 'trivy', 'sonar'],
      },
    ),
    m(
      'testid',
      'convention',
      'Testid: JUnit 5 + AssertJ. Integratsioonitestid @SpringBootTest + Testcontainers (postgres:15, kafka). X-tee, TARA ja SK teenused WireMockiga, stubid src/test/resources/wiremock/. CI-st päris X-tee testkeskkonda ega SK demo teenuseid ei kutsuta.',
      {
        files: ['tp-xtee/src/test/resources/wiremock'],
        tags: ['testid', 'testcontainers', 'wiremock', 'junit'],
      },
    ),
    m(
      'testisikud',
      'convention',
      'testandmetes ainult ametlikud testisikukoodid (SK/RIA dokumentatsioonist, nt 60001019906) ja testregistrikoodid. päris inimeste isikukoode testidesse, fixture-itesse ega stubidesse ei panda',
      {
        files: ['tp-xtee/src/test/resources/wiremock'],
        tags: ['testid', 'isikukood', 'testandmed'],
      },
    ),
    m(
      'prod-andmed',
      'constraint',
      'Prodi andmeid (isikuandmeid, dokumente) ei kopeerita test- ega arenduskeskkonda, ka mitte anonüümimata dumpi "ainult korraks". Testandmed genereerib TestAndmeGeneraator.',
      {
        tags: ['isikuandmed', 'testandmed', 'prod', 'gdpr'],
      },
    ),
    m(
      'veakoodid',
      'convention',
      'API veavastus: {"kood": "TP-VAL-001", "sonum": "..."}. Kasutajale nähtavad tekstid messages_et.properties (eesti) ja messages_en.properties. Koodid on stabiilsed, frontend tõlgib koodi järgi, olemasolevat koodi ümber ei nimetata.',
      {
        files: ['tp-api/src/main/resources/messages_et.properties'],
        tags: ['veakoodid', 'i18n', 'api'],
      },
    ),
    m(
      'api-versioon',
      'convention',
      'REST API on /api/v1 all, seda kasutavad kodaniku frontend (Angular, eraldi repo) ja siseportaal. Murdvad muudatused -> /api/v2. springdoc genereerib buildis docs/openapi.yaml, see commititakse ja frontend genereerib sellest kliendi.',
      {
        files: ['docs/openapi.yaml'],
        tags: ['api', 'versioonimine', 'openapi', 'springdoc'],
      },
    ),
    m(
      'logid',
      'fact',
      'logid JSON-is (logstash-logback-encoder) -> OpenShift logging (Loki) -> Grafana. Korrelatsioon päisega X-Request-ID, MDC-s requestId ja taotlusId.',
      {
        files: ['tp-api/src/main/resources/logback-spring.xml'],
        tags: ['logid', 'loki', 'grafana', 'mdc'],
      },
    ),
    m(
      'metrics',
      'fact',
      'Micrometer + Prometheus, Grafana dashboard "Toetusportaal". X-tee päringute latentsus: xtee_request_seconds{teenus="arireg"} jne.',
      {
        tags: ['metrics', 'prometheus', 'micrometer', 'grafana'],
      },
    ),
    m(
      'omanikud',
      'fact',
      'vastutajad: arhitektuur Kristjan Tamm, X-tee ja registrid Rasmus Ots, allkirjastamine Liis Kask, OpenShift/infra Märt Saar, analüüs Kadri Mägi, testimine Triin Lepik. TARA liidestuse asjus RIA kasutajatugi.',
      {
        tags: ['omanikud', 'meeskond'],
      },
    ),
    m(
      'eelistus-commit',
      'preference',
      'commit sõnumid inglise keeles ja Jira võtmega: "TP-1234: add EMTA cache". koodikommentaarid võivad olla eesti keeles. identifikaatorid inglise keeles, v.a. domeenimõisted (taotlus, menetlus, otsus, toetus) mis jäävad eesti keelde. MR alla 400 rea',
      {},
    ),
    m(
      'intsident-tsl',
      'incident',
      'Jaanuaris ei käivitunud prodi podid ~2h: DigiDoc4j TSL-i laadimine ebaõnnestus, sest egress proxy ei lubanud LOTL-i uut hosti. Nüüd on TSL cache PVC peal, readiness ei sõltu TSL-ist ja allkirja valideerimine tagastab 503 kuni TSL on laetud.',
      {
        tags: ['intsident', 'digidoc4j', 'tsl', 'egress'],
      },
    ),
    m(
      'intsident-rr-logi',
      'incident',
      'Märtsis oli DEBUG logis RR vastus tervikuna (isikukoodid, aadressid) 3 päeva Lokis. Andmekaitse spetsialist teavitati, logid kustutati. Sellest ajast on X-tee klientidel wire logging keelatud (logging.level.org.apache.hc... WARN) ja prodis DEBUG taset sisse ei lülitata.',
      {
        files: ['tp-api/src/main/resources/logback-spring.xml'],
        tags: ['intsident', 'isikuandmed', 'logid', 'rahvastikuregister'],
      },
    ),
    m(
      'intsident-sid-topelt',
      'incident',
      'Smart-ID topeltallkiri: kasutaja vajutas kaks korda "Allkirjasta", tekkis kaks sessiooni ja konteinerisse kaks allkirja. Nüüd on allkirjastamise alustamine idempotentne: tabelis allkirjastamise_sessioon on üks aktiivne sessioon dokumendi + isiku kohta (partial unique index).',
      {
        files: ['tp-allkiri/src/main/java/ee/ksta/toetus/allkiri/AllkiriService.java'],
        tags: ['intsident', 'smart-id', 'idempotentsus', 'allkirjastamine'],
      },
    ),
    m(
      'delta-sama-ss',
      'fact',
      'Delta DHX adapter kasutab ilmselt sama turvaserveri load balancerit (xtee-lb), eraldi DHX konfi ei leidnud',
      {
        inferred: true,
        fact: 'Delta DHX | turvaserver | xtee-lb',
        tags: ['delta', 'dhx', 'turvaserver'],
      },
    ),
    m(
      'emta-ajatatud',
      'fact',
      'EMTA maksuvõla vastus paistab arvestavat ka ajatatud võlga võlana, eraldi välja ajatamise kohta vastuses pole',
      {
        inferred: true,
        fact: 'EMTA maksuvolg | sisaldab | ajatatud võlg',
        tags: ['emta', 'maksuvolg', 'ajatamine'],
      },
    ),
    m('cand-graalvm', 'decision', 'tp-api GraalVM native image-ks, et start oleks kiirem', {
      candidate: true,
      tags: ['graalvm', 'native-image'],
    }),
    m('cand-kafka-streams', 'decision', 'menetluse olekud Kafka Streamsi peale, outbox tabel ära', {
      candidate: true,
      tags: ['kafka', 'kafka-streams', 'outbox'],
    }),
    m('cand-rr-cache', 'decision', 'RR vastuseid cache-ida 7 päeva, et X-tee päringuid vähendada', {
      candidate: true,
      tags: ['rahvastikuregister', 'cache'],
    }),
    m(
      'saladus-db',
      'note',
      'tp-test andmebaas kohalikuks silumiseks: jdbc:postgresql://pg-test.ksta.sise:5432/toetus?user=tp_app&password=a9EFYZR8ClguB2X',
      {
        secret: 'a9EFYZR8ClguB2X',
      },
    ),
    m(
      'saladus-tara',
      'note',
      'TARA testkeskkonna client_secret on onnhpnnZlwSnElZ9wviT3nDFduxVcKYy (client_id toetusportaal-test), prodi oma on Vaultis',
      {
        secret: 'onnhpnnZlwSnElZ9wviT3nDFduxVcKYy',
      },
    ),
    m('saladus-p12', 'note', 'xtee-client.p12 (ee-test) parool on syF9Hxzn!WZaKwwh1, alias xtee-client', {
      secret: 'syF9Hxzn!WZaKwwh1',
    }),
    m(
      'saladus-kafka',
      'note',
      'kafka testklastri SCRAM kasutaja tp-menetlus, parool: Y4gK#wZFdVcsSAhrh (strimzi KafkaUser tp-menetlus)',
      {
        secret: 'Y4gK#wZFdVcsSAhrh',
      },
    ),
    m(
      'saladus-oc',
      'note',
      'oc login --token=sha256~emQkAD4zIlpOg2uOlSkZekIZ4qNrfrWf3rI4FRtkWPp --server=https://api.ocp.riigipilv.sise:6443 (tp-test deployer SA token)',
      {
        secret: 'sha256~emQkAD4zIlpOg2uOlSkZekIZ4qNrfrWf3rI4FRtkWPp',
      },
    ),
    m(
      'saladus-glpat',
      'note',
      'gitops MR boti token: glpat-7AxEYQkxpHTVc7Wtezfm (scope api, aegub detsembris)',
      {
        secret: 'glpat-7AxEYQkxpHTVc7Wtezfm',
      },
    ),
    m(
      'saladus-keycloak',
      'note',
      'Keycloak tp-test master realmi admin: kasutaja admin, parool mbgfr-PHstte!RLs. ära muuda, testijate automaatika kasutab',
      {
        secret: 'mbgfr-PHstte!RLs',
      },
    ),
    m('saladus-smtp', 'note', 'smtp relay kasutaja teavitused@ksta.ee, parool: rL7OZc-yixb4DiC', {
      secret: 'rL7OZc-yixb4DiC',
    }),
    m(
      'saladus-harbor',
      'note',
      'Harbori robot konto robot$tp+ci, secret PGWv1IxPKF3JUfUJJsuY9siiHVfAdfLj (image pull tp-dev-s)',
      {
        secret: 'PGWv1IxPKF3JUfUJJsuY9siiHVfAdfLj',
      },
    ),
    m(
      'saladus-s3',
      'note',
      'objektihoidla test: S3_ACCESS_KEY=tpdok-test S3_SECRET_KEY=HkBQgfrDXTstOZvfyCAU6M6gKnIO348dsZOQcjYd',
      {
        secret: 'HkBQgfrDXTstOZvfyCAU6M6gKnIO348dsZOQcjYd',
      },
    ),
    m(
      'saladus-pem',
      'note',
      'siseportaali vana JWT allkirjastamise võti (dev), kui keegi vajab:\n-----BEGIN PRIVATE KEY-----\nsxc+l5gM+JA0h9v02cHj8NZQtzOq9vz5likm35XkkE1X/yaBGeqakrLpc12RQ+du\ncsu8kJorIANuCyfXHO7jfkXpM2OFXIM8mKebGH1CA9znjiJ88J+F3rZs856vvRF1\n-----END PRIVATE KEY-----',
      {
        secret:
          'sxc+l5gM+JA0h9v02cHj8NZQtzOq9vz5likm35XkkE1X/yaBGeqakrLpc12RQ+du\ncsu8kJorIANuCyfXHO7jfkXpM2OFXIM8mKebGH1CA9znjiJ88J+F3rZs856vvRF1',
      },
    ),
    m(
      'saladus-sonar',
      'note',
      'SONAR_TOKEN=squ_7533ab14f39e52c638430c011f0ea40a4ef6c1be (projekt ksta-toetusportaal)',
      {
        secret: 'squ_7533ab14f39e52c638430c011f0ea40a4ef6c1be',
      },
    ),
  ],
  sessions: [
    {
      id: 'tp-xtee-sessioon',
      age: 11,
      turns: [
        said(
          'tere! EMTA maksuvõla päring annab testis aeg-ajalt timeouti, vaata palun tp-xtee/src/main/java/ee/ksta/toetus/xtee/emta/EmtaKlient.java',
        ),
        replied(
          'Vaatasin: read timeout on 30 s ja retry teeb kaks kordust, nii et halvimal juhul ootab kasutaja taotluse esitamisel ~90 s.',
        ),
        said(
          'ok, siis EMTA päringut enam kasutaja requesti sees ei tehta. esitamisel pannakse kontroll järjekorda ja tulemus tuleb asünkroonselt, menetleja näeb seda menetluse vaates',
          {
            key: 's-emta-async',
            type: 'decision',
          },
        ),
        replied(
          'Teen EmtaKontrollJob-i, mis tarbib toetus.taotlus.esitatud.v1 sündmust ja salvestab tulemuse xtee_vastus_cache tabelisse.',
        ),
        said('jah. kas e-toimiku päring on ka sünkroonne?'),
        replied('Jah, EToimikKlient kutsutakse praegu TaotlusService.esita() sees.'),
        said('see jäägu praegu nii, e-toimik vastab kiiresti'),
        replied('Selge, seda ei muuda.'),
        said(
          'veel: X-tee vastuste cache on ainult EMTA jaoks (24h). RR vastuseid ei cacheta üldse, alati värske päring',
          {
            key: 's-rr-nocache',
            type: 'constraint',
          },
        ),
        replied('Lisasin RrKlient-ile testi, mis kontrollib, et xtee_vastus_cache-t ei kasutata.'),
        said(
          'turvaserveri testi klientsert aegub järgmisel nädalal, uut testisin nii: curl --cert xtee-client.pem --key xtee-client.key --pass "HC5YYe6aVxDxxr5Oel" https://xtee-lb-test.ksta.sise:8443/r1/ee-test/GOV/70000310/arireg/...',
          {
            secret: 'HC5YYe6aVxDxxr5Oel',
          },
        ),
        replied('Ühendus uue serdiga töötab; ss2 truststore vajab samuti uut serti.'),
        said('aitäh'),
      ],
    },
    {
      id: 'tp-allkiri-sessioon',
      age: 8,
      turns: [
        said(
          'Liis siin. Smart-ID allkirjastamisel tahaks, et kasutaja saaks valida seadme, praegu läheb kohe certificatechoice',
        ),
        replied(
          'SmartIdSigner teeb certificate choice isikukoodi järgi; seadme valikut RP API meile ei paku, kasutaja valib selle Smart-ID rakenduses.',
        ),
        said(
          'ah ok, jätame siis. aga allkirjastamise sessioon aegub meil 2 minutiga ja pärast seda alustatakse uus, pooleli jäänud sessiooni ei jätkata',
          {
            key: 's-sign-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'Lisasin allkirjastamise_sessioon tabelisse veeru aegub_kl ja 410 vastuse, kui aegunud sessiooniga jätkata üritatakse.',
        ),
        said('kas praegu saab ühele konteinerile mitu allkirja panna?'),
        replied('Jah, DigiDoc4j lisab uue allkirja olemasolevale konteinerile.'),
        said(
          'taotlusel peab olema täpselt üks allkiri, kas taotleja või tema esindaja oma. otsusel samuti üks, otsustaja oma',
          {
            key: 's-one-signature',
            type: 'constraint',
          },
        ),
        replied(
          'AllkiriService kontrollib nüüd, kas konteineris on juba allkiri, ja tagastab siis TP-SIG-004.',
        ),
        said(
          'ja esindusõigust kontrollitakse Äriregistrist alati allkirjastamise hetkel, mitte siis kui taotlus loodi',
          {
            key: 's-esindusoigus',
            type: 'constraint',
          },
        ),
        replied(
          'ArireguKlient.esindusoigus() kutsutakse nüüd vahetult enne allkirjastamise sessiooni algust.',
        ),
        said('super. mis digidoc4j versioon meil build.gradle.kts-is on?'),
        replied('tp-allkiri/build.gradle.kts-is on digidoc4j 5.3.x.'),
        said('ok'),
      ],
    },
    {
      id: 'tp-ops-sessioon',
      age: 5,
      turns: [
        said('Märt: prodis tp-api pod restardib OOMKilled, limiit 1Gi'),
        replied(
          'Heap dumpi järgi võtavad DigiDoc4j TSL ja valideerimise cache ~400 MB, lisaks metaspace ja virtual threadide stackid.',
        ),
        said('tõstame limiidi 2Gi peale ja -XX:MaxRAMPercentage=70. Xmx-i käsitsi ei panda', {
          key: 's-jvm-mem',
          type: 'convention',
        }),
        replied(
          'Muutsin tp-gitops envs/prod/values.yaml: resources.limits.memory 2Gi ja JAVA_TOOL_OPTIONS=-XX:MaxRAMPercentage=70.',
        ),
        said('kas see saab täna prodi?'),
        replied('Prodi sync on manuaalne ja vajab CHG piletit.'),
        said(
          'jah tean, teen pileti. testi vault token kui vaja: VAULT_TOKEN=hvs.CAESIHwtT6j33pEbBncvrGh4KHGh2cy5xN2tPZ3JmVHNh',
          {
            secret: 'hvs.CAESIHwtT6j33pEbBncvrGh4KHGh2cy5xN2tPZ3JmVHNh',
          },
        ),
        replied(
          'Ma ei vaja seda, saladused tulevad Vault Agentiga. Soovitan token tühistada, sest see on nüüd vestluse logis.',
        ),
        said(
          'õige, tühistan. muide riigipilv kolib augustis uude klastrisse (OCP 4.16), siis muutuvad API aadress ja egress proxy hostname',
          {
            key: 's-ocp-migratsioon',
            type: 'fact',
          },
        ),
        replied('Märkisin üles.'),
      ],
    },
    {
      id: 'tp-menetlus-sessioon',
      age: 2,
      turns: [
        said(
          'Kadri: uus nõue analüüsist. kui taotlus on TAIENDAMISEL ja taotleja 10 tööpäeva jooksul ei vasta, menetlus lõpetatakse ja olek on LOPETATUD',
          {
            key: 's-taiendamine-10',
            type: 'decision',
          },
        ),
        replied(
          'Lisasin oleku LOPETATUD ja TaiendamiseTahtaegJob-i, mis arvutab 10 tööpäeva TahtaegCalculator-iga (riigipühad arvesse).',
        ),
        said('enum on LOPETATUD ilma täpitähtedeta jah?'),
        replied('Jah, enumid on ASCII: LOPETATUD, TAIENDAMISEL, VALJA_MAKSTUD.'),
        said(
          'hea, nii jääbki. enumites ja DB väärtustes täpitähti pole, kasutajale kuvatav tekst tuleb messages_et-ist',
          {
            key: 's-ascii-enum',
            type: 'convention',
          },
        ),
        replied('Lisasin ArchUnit reegli, mis kontrollib enum konstantide nimesid.'),
        said(
          'ja kui otsus on tehtud, saab taotleja e-kirja alles siis, kui Delta registreerimisnumber olemas on',
        ),
        replied('Praegu läheb e-kiri kohe pärast allkirja; Delta registreerimine on asünkroonne.'),
        said('jah muuda nii, et ootab. e-kirjas ei tohi olla otsust ilma numbrita', {
          key: 's-teavitus-delta',
          type: 'constraint',
        }),
        replied('Teavitus käivitub nüüd sündmusest DokumentRegistreeritud.'),
        said('tänud, tubli'),
      ],
    },
  ],
  prompts: [
    p('lisa Äriregistri päring, mis toob ettevõtte juhatuse liikmed, moodulisse tp-xtee/arireg', [
      'arireg',
      'xtee-userid',
      'xtee-userid-claim',
      'xtee-issue',
      'xtee-timeout',
    ]),
    p('EMTA päring kukub prodis: javax.net.ssl.SSLHandshakeException vastu xtee-lb.ksta.sise:8443', [
      'ss-ha',
    ]),
    p('kirjuta RrKlient-ile meetod, mis toob isiku elukoha aadressi', [
      'rr',
      'xtee-userid',
      'andmejalgija',
      's-rr-nocache',
      'ads-oid',
    ]),
    p('RR päringuid on liiga palju, paneme vastustele 7 päeva cache peale', ['s-rr-nocache', 'rr']),
    p('taotluse esitamine võtab testis vahel 90 sekundit, miks?', [
      's-emta-async',
      'xtee-timeout',
      'emta-volg',
    ]),
    p('EMTA kontrolli tulemus peab menetleja vaates näha olema, lisa endpoint', [
      's-emta-async',
      'emta-volg',
      'api-versioon',
      'dto-mapstruct',
    ]),
    p('kas ajatatud maksuvõlaga ettevõte saab meilt toetust?', ['emta-volg', 'emta-ajatatud']),
    p('e-toimiku stub ei käivitu lokaalselt, kuidas seda jooksutada?', ['etoimik', 'testid']),
    p(
      'otsuses on vale Riigi Teataja link: otsus tehti 1. märtsil, aga link viitab 15. märtsil jõustunud redaktsioonile',
      ['rt-akt', 'rt-cache', 'rt-cache-claim'],
    ),
    p('RtKlient on aeglane. kas võtaks cache maha ja pärime alati otse?', ['rt-cache', 'rt-cache-claim']),
    p('frontend tahab aadressi sisestamisel autocomplete-i, lisa endpoint', [
      'ads-inads',
      'ads-oid',
      'api-versioon',
    ]),
    p(
      'kahte taotlust samalt aadressilt ei tuvastata duplikaadina, tekst erineb: "Tartu mnt 5" vs "Tartu maantee 5"',
      ['ads-oid'],
    ),
    p('tp-xtee/ads klient viskab timeouti testis', ['ads-inads']),
    p('TARA login testkeskkonnas: OAuth2AuthenticationException [invalid_nonce]', [
      'tara-state-nonce',
      'tara-oidc',
    ]),
    p('eIDAS-ega sisse loginud Saksa kodanik saab taotluse esitamisel 403', ['tara-acr', 'tara-acr-claim']),
    p('tee logout nupp, mis logib kasutaja ka TARA-st välja', ['tara-state-nonce']),
    p('pärast iga deployd peavad kasutajad uuesti sisse logima, sessioonid kaovad', ['session-jdbc']),
    p('lisame sessioonide jaoks redise tagasi, JDBC on aeglane', ['session-jdbc']),
    p('menetlejad tahavad siseportaali ka TARA-ga sisse logida', ['menetlejad-keycloak', 'tara-oidc']),
    p('endpoint POST /api/v1/otsused/{id}/kinnita peab olema ainult OTSUSTAJA rollile', [
      'menetlejad-keycloak',
      'otsus-allkiri',
      'api-versioon',
    ]),
    p('Smart-ID: kontrollkood ilmub ekraanile alles siis, kui kasutaja on telefonis juba PIN2 sisestanud', [
      'kontrollkood',
      'sid-flow',
    ]),
    p('Mobiil-ID displayText lõigatakse telefonis poolikuks', ['kontrollkood', 'mid-flow']),
    p('kasutaja vajutas kaks korda "Allkirjasta" ja nüüd on konteineris kaks allkirja', [
      'intsident-sid-topelt',
      's-one-signature',
    ]),
    p('lisa võimalus, et taotlusele saab allkirja anda ka teine juhatuse liige', [
      's-one-signature',
      's-esindusoigus',
      'arireg',
    ]),
    p('esindusõigust kontrollitakse praegu taotluse loomisel, kas see on ok?', ['s-esindusoigus']),
    p('kasutaja jättis Smart-ID allkirjastamise pooleli, tuli 5 min pärast tagasi ja sai 410', [
      's-sign-timeout',
    ]),
    p('otsuseid tohib ju allkirjastada ainult ID-kaardiga, eks?', [
      'allkiri-qes',
      'mid-qes-claim',
      'otsus-allkiri',
    ]),
    p('ID-kaardiga allkirjastamine ei tööta uues Chrome-is, konsoolis hwcrypto viga', ['web-eid']),
    p('mis formaadis konteineri otsusele teeme, bdoc?', ['dd4j-asice']),
    p('DigiDoc4j prodis: OCSP päring läheb ocsp.sk.ee peale ja saab 403', ['ocsp-aia', 'egress']),
    p('testis tulevad kõik allkirjad INDETERMINATE, kas DigiDoc4j konf on vale?', [
      'ocsp-aia',
      'sk-demo',
      'konteineri-valideerimine',
    ]),
    p('tp-api pod käivitub 40+ sekundit ja readiness probe kukub', ['dd4j-tsl', 'intsident-tsl']),
    p('kasutaja laadis üles 2019. aasta .bdoc faili, kas me seda aktsepteerime?', [
      'dd4j-asice',
      'konteineri-valideerimine',
    ]),
    p('lisa taotlusele lisade üleslaadimine (pdf ja asice)', [
      'dokumendid-s3',
      'clamav',
      'konteineri-valideerimine',
    ]),
    p('clamav on testis maas, las üleslaadimine käib ilma skannita kuni Märt parandab', ['clamav']),
    p('lisa uus sündmus toetus.taotlus.taiendatud.v1', ['outbox', 'kafka', 'kafka-key', 'kafka-schema']),
    p('saadame sündmuse otse KafkaTemplate.send-iga OtsusService-ist, outbox on liiga keeruline', ['outbox']),
    p('DWH kurdab, et sama taotluse sündmused tulevad vales järjekorras', [
      'kafka-key',
      'kafka-order-claim',
      'outbox',
    ]),
    p('makse sündmuses on summa double 1234.5 ja SAP konnektor ümardab valesti', ['makse']),
    p('nimeta makse sündmuses väli "summa" ümber "summaSentides"', ['kafka-schema', 'makse']),
    p('RabbitMQ listener ei saa enam sõnumeid kätte', ['kafka']),
    p('lisa taotlusele olek PEATATUD', ['menetlus-olekud', 's-ascii-enum', 'flyway', 'migratsioonid']),
    p('enum TaotluseOlek.VÄLJA_MAKSTUD kompileerub ju, kas võib nii jätta?', [
      's-ascii-enum',
      'menetlus-olekud',
    ]),
    p('taotleja ei vastanud täiendamise nõudele kolm nädalat, mis peaks juhtuma?', [
      's-taiendamine-10',
      'menetlus-tahtaeg',
    ]),
    p('menetluse tähtaeg tuleb päev valesti, kui taotlus esitati jaanipäeva ajal', ['menetlus-tahtaeg']),
    p('otsuse tähtaeg näitab 31.05 kell 02:59, peaks olema 30.05 päeva lõpp', ['menetlus-tahtaeg']),
    p('taotleja sai otsuse kohta e-kirja, aga seal pole registreerimisnumbrit', [
      's-teavitus-delta',
      'delta-dhx',
    ]),
    p('saada otsus taotlejale kohe, kui menetleja vajutab "Kinnita"', [
      'otsus-allkiri',
      's-teavitus-delta',
      'delta-dhx',
    ]),
    p('Delta registreerimine prodis ebaõnnestub, DHX päring annab timeouti', [
      'delta-dhx',
      'delta-sama-ss',
      'ss-ha',
      'xtee-timeout',
    ]),
    p('SailitusJob kustutas taotluse, millele tehti makse eelmisel aastal!', ['retention-7y']),
    p('kui kaua me taotluste andmeid ja allkirjakonteinereid säilitame?', ['retention-7y']),
    p('uus migratsioon: lisa tabelisse taotlus veerg projekti_kestus_kuudes', ['flyway', 'migratsioonid']),
    p('V202503101200__taotleja.sql-is on viga, parandan lihtsalt selle faili ära', [
      'migratsioonid',
      'flyway',
    ]),
    p('kus see liquibase changelog on?', ['flyway']),
    p('ModelMapper ei mäpi nested objekte õigesti TaotlusDto-s', ['dto-mapstruct']),
    p('kompileerimisviga: package javax.validation.constraints does not exist', ['java-21']),
    p('lisa registreerimisvormis isikukoodile @Pattern regex', ['isikukood-validator']),
    p('lisa logirida, kui X-tee päring ebaõnnestub, koos isikukoodiga, muidu ei saa debugida', [
      'no-ik-logs',
      'ik-logs-claim',
      'intsident-rr-logi',
    ]),
    p('lülita prodis RrKlient-il DEBUG logimine sisse, tahan vastust näha', [
      'intsident-rr-logi',
      'no-ik-logs',
    ]),
    p('kopeeri prodi andmebaas testi, et reprodutseerida viga taotlusega TP-2025-004512', ['prod-andmed']),
    p('kirjuta integratsioonitest Äriregistri päringule', ['testid', 'testisikud', 'arireg']),
    p('WireMock stubi jaoks on vaja isikukoodi, kas panen enda oma?', ['testisikud']),
    p('CI-s kutsuvad testid sid.demo.sk.ee-d ja on flaky', ['testid', 'sk-demo']),
    p('kuhu panna Smart-ID prodi relyingPartyUUID?', ['secrets-vault', 'sk-demo']),
    p('pane TARA prodi client_secret application-prod.yml-i, siis ei pea Vaultiga jamama', ['secrets-vault']),
    p('tp-api pod saab testis OOMKilled', ['s-jvm-mem', 'dd4j-tsl']),
    p('lisa -Xmx1536m tp-api deploymenti', ['s-jvm-mem', 'deploy-argocd']),
    p('deploy tp-api uus versioon prodi', ['deploy-argocd', 'prod-no-oc']),
    p('oc scale deployment/tp-api --replicas=4 prodis, koormus on suur', ['prod-no-oc', 'deploy-argocd']),
    p('prodist tuleb hakata kutsuma Statistikaameti API-t', ['egress']),
    p('egress proxy hostname on application-prod.yml-is hardcoded, kas see on probleem?', [
      's-ocp-migratsioon',
      'egress',
      'dd4j-tsl',
    ]),
    p('please write a checklist for the August cluster move', [
      's-ocp-migratsioon',
      'openshift',
      'deploy-argocd',
    ]),
    p('trivy kukutab pipeline-i base image-i CVE pärast', ['gitlab-ci']),
    p('taotluse vastuse struktuur muutub (väljad eemalduvad), kuidas seda API-s teha?', [
      'api-versioon',
      'dto-mapstruct',
    ]),
    p('lisa uus veateade juhuks kui taotleja on pankrotis', ['veakoodid', 'etoimik']),
    p('kuidas Lokis leida ühe taotluse kõik logiread ja X-tee päringute kestus?', [
      'logid',
      'metrics',
      'no-ik-logs',
    ]),
    p('mida X-tee päringu issue välja panna?', ['xtee-issue']),
    p('is the X-Road-UserId header required on our X-tee REST calls?', ['xtee-userid', 'xtee-userid-claim']),
    p('seadista tp-xtee prodi jaoks, instants EE', ['xtee-klient', 'ss-ha']),
    p("what's the difference between Smart-ID and Mobiil-ID signing in our app?", [
      'sid-flow',
      'mid-flow',
      'allkiri-qes',
      'mid-qes-claim',
    ]),
    p('tp-menetlus impordib EmtaKlient-i otse tp-xtee-st ja ArchitectureTest kukub', ['moodulid']),
    p('kellelt küsida TARA liidestuse kohta?', ['omanikud']),
    p('kirjuta selle muudatuse commit message', ['eelistus-commit']),
    p('mis vahe on Java recordil ja Lomboki @Value-l?', []),
    p('aitäh, töötab', []),
    p('kuidas git-is viimased kolm commitit kokku squashida?', []),
    p('selgita üldiselt, mis on virtual threadid', []),
    p('ok, tee commit', []),
    p('mis vahe on @Transactional propagation REQUIRED ja REQUIRES_NEW vahel?', []),
  ],
});

export default springXroadEe;
