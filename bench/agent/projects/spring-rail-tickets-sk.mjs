// A Slovak regional railway's ticketing backend: Spring Boot on Java 21, Kafka, PostgreSQL, seat reservations per
// route segment, IDS BK integrated tariffs, eKasa fiscal receipts, a Slovak bank card gateway, GDPR. Mostly Slovak.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-rail-tickets-sk',
  stack:
    'Java 21 (Spring Boot 3.3, Spring Data JPA, Flyway, virtual threads), Apache Kafka + Debezium outbox + Apicurio (Avro), PostgreSQL 16, Redis 7, Keycloak, OpenAPI (contract-first), Gradle Kotlin DSL, Testcontainers + JUnit 5, OpenShift, GitLab CI',
  memories: [
    m(
      'stale-jenkins',
      'note',
      'build bezi na jenkinse jenkins.regiorail.local, job rail-tickets-master, deploy na test cez ansible playbook deploy-test.yml',
      {
        age: 720,
        tags: ['jenkins', 'ci', 'deploy'],
      },
    ),
    m(
      'ekasa-test-env',
      'note',
      'Testovacie prostredie eKasa od Finančnej správy je dostupné len z IP adries zaregistrovaných na portáli — ideme cez starý jump host bastion-old.regiorail.local.',
      {
        age: 700,
        tags: ['ekasa', 'test', 'network'],
      },
    ),
    m(
      'ekasa-cert-shared',
      'fact',
      'eKasa: všetky pokladnice používajú jeden spoločný autentifikačný certifikát (.p12) v fiscal-service/src/main/resources/ekasa/.',
      {
        files: ['services/fiscal/src/main/resources/ekasa'],
        age: 610,
        tags: ['ekasa', 'certifikat', 'pokladnica'],
      },
    ),
    m(
      'java17',
      'fact',
      'Služby bežia na Java 17 + Spring Boot 2.7, balíky javax.persistence, javax.validation.',
      {
        age: 600,
        tags: ['java', 'spring-boot', 'verzie'],
      },
    ),
    m(
      'gateway-vub-old',
      'fact',
      'Platby kartou idú cez VÚB eCard (redirect na stránku banky, 3-D Secure). Refundácie sa robia ručne v portáli banky.',
      {
        files: ['services/payment'],
        age: 560,
        tags: ['platby', 'karta', 'brana', 'vub'],
      },
    ),
    m(
      'lombok',
      'convention',
      'entity a DTO píšeme s lombokom: @Data, @Builder, @RequiredArgsConstructor na servisoch.',
      {
        age: 540,
        tags: ['lombok', 'java', 'konvencie'],
      },
    ),
    m(
      'dph-20',
      'constraint',
      'DPH na cestovné je 20 %, konštanta VAT_RATE v services/tariff/.../TariffCalculator.java.',
      {
        files: ['services/tariff/src/main/java/sk/regiorail/tariff/TariffCalculator.java'],
        age: 520,
        tags: ['dph', 'vat', 'tarify'],
      },
    ),
    m(
      'ids-csv-old',
      'fact',
      'Cenník IDS BK nám BID posiela mesačne e-mailom ako CSV, importuje sa ručne cez POST /admin/tariffs/ids/import.',
      {
        age: 500,
        tags: ['ids-bk', 'tarify', 'import', 'csv'],
      },
    ),
    m(
      'kafka-json',
      'convention',
      'kafka správy posielame ako JSON cez Jackson, bez schémy, typ v hlavičke __TypeId__',
      {
        age: 480,
        tags: ['kafka', 'json', 'serializacia'],
      },
    ),
    m(
      'seat-lock-db',
      'decision',
      'Rezervácia miesta počas checkoutu: SELECT ... FOR UPDATE na riadok seat_inventory, transakcia drží lock až do zaplatenia.',
      {
        files: ['services/reservation'],
        age: 450,
        tags: ['miestenky', 'rezervacia', 'lock'],
      },
    ),
    m(
      'modules',
      'fact',
      'Gradle multi-project: services/ticketing, services/reservation, services/tariff, services/payment, services/fiscal, services/notification, libs/common (shared DTO, ProblemDetail helpery). Balík sk.regiorail.<služba>.',
      {
        files: ['settings.gradle.kts', 'services', 'libs/common'],
        tags: ['gradle', 'moduly', 'architektura'],
      },
    ),
    m(
      'java21',
      'decision',
      'Všetky služby sú na Java 21 + Spring Boot 3.3 (jakarta.*). Zapnuté virtual threads (spring.threads.virtual.enabled=true). Preto žiadne synchronized okolo blokujúceho I/O — pinuje carrier thread; použi ReentrantLock.',
      {
        fact: 'backend | runtime | Java 21 + Spring Boot 3.3',
        supersedes: 'java17',
        age: 330,
        canonical: true,
        tags: ['java', 'spring-boot', 'virtual-threads'],
      },
    ),
    m(
      'db-schema-per-service',
      'constraint',
      'PostgreSQL 16, každá služba má vlastnú schému (ticketing, reservation, tariff, payment, fiscal) a vlastného DB používateľa. Cross-schema JOIN je zakázaný — dáta z inej služby len cez event alebo REST.',
      {
        canonical: true,
        tags: ['postgres', 'schema', 'architektura'],
      },
    ),
    m(
      'db-flyway',
      'convention',
      'Flyway migrácie v src/main/resources/db/migration danej služby, názov V<yyyyMMddHHmm>__popis.sql. spring.jpa.hibernate.ddl-auto=validate všade, aj v testoch. Už nasadenú migráciu nikdy neupravuj.',
      {
        tags: ['flyway', 'migracie', 'postgres'],
      },
    ),
    m(
      'testcontainers',
      'convention',
      'Integračné testy: Testcontainers (postgres:16, apache/kafka, redis:7) cez @ServiceConnection v libs/common testFixtures. Žiadna H2, žiadne embedded Kafka.',
      {
        files: ['libs/common/src/testFixtures'],
        tags: ['testy', 'testcontainers', 'junit'],
      },
    ),
    m(
      'kafka-naming',
      'convention',
      'Kafka topiky: <doména>.<udalosť>.v<N>, napr. ticket.sold.v1, ticket.refunded.v1, seat.reserved.v1, payment.captured.v1. Kľúč správy = bookingId, aby udalosti jednej objednávky išli do jednej partície.',
      {
        tags: ['kafka', 'topiky', 'naming'],
      },
    ),
    m(
      'outbox',
      'constraint',
      'Eventy nikdy neposielaj KafkaTemplate-om priamo z @Transactional metódy. Zapíš ich do tabuľky outbox_event v tej istej transakcii, publikuje ich Debezium (outbox event router).',
      {
        canonical: true,
        reaffirm: 10,
        tags: ['kafka', 'outbox', 'debezium', 'transakcie'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Debezium doručuje at-least-once: každý consumer kontroluje event_id v tabuľke processed_event (v tej istej transakcii ako spracovanie).',
      {
        tags: ['kafka', 'idempotencia', 'consumer'],
      },
    ),
    m(
      'kafka-no-pii',
      'constraint',
      'V Kafka eventoch žiadne osobné údaje: meno, e-mail, dátum narodenia, číslo preukazu na zľavu. Len customerId (pseudonym). Z topikov a Debezium snapshotov by sme ich na žiadosť o výmaz nevedeli odstrániť.',
      {
        tags: ['gdpr', 'kafka', 'pii', 'osobne-udaje'],
      },
    ),
    m(
      'gateway-cardpay',
      'decision',
      'Platby kartou prešli z VÚB eCard na bránu Tatra banky (CardPay). Všetky požiadavky aj notifikácie sú podpísané HMAC (kľúč z Vaultu), klient v services/payment/.../cardpay/. Dôvod: refundácie a stav platby cez API, eCard to vedel len ručne v portáli.',
      {
        fact: 'card payments | gateway | Tatra banka CardPay',
        supersedes: 'gateway-vub-old',
        age: 240,
        canonical: true,
        files: ['services/payment/src/main/java/sk/regiorail/payment/cardpay'],
        reason: 'refundácie cez API',
        tags: ['platby', 'karta', 'brana', 'cardpay', 'hmac'],
      },
    ),
    m(
      'payment-notify',
      'constraint',
      'Stav platby berieme výhradne z notifikácie zo servera banky (notify URL, overený HMAC podpis), nikdy z return URL v prehliadači — tú vie zákazník podvrhnúť. Notifikácia môže prísť viackrát a aj skôr, než sa zákazník vráti.',
      {
        canonical: true,
        files: ['services/payment/src/main/java/sk/regiorail/payment/cardpay/NotifyController.java'],
        tags: ['platby', 'notifikacia', 'hmac', 'bezpecnost'],
      },
    ),
    m(
      'incident-double-charge',
      'incident',
      'Marec 2025: return URL aj notify spracovali capture súčasne → 214 zákazníkov dostalo dva lístky a v reporte boli dvojité transakcie. Oprava: unique na payment.gateway_payment_id + stavový automat PaymentStatus s @Version (optimistic locking), return URL už len zobrazuje stav.',
      {
        files: ['services/payment'],
        tags: ['incident', 'platby', 'duplicita', 'optimistic-locking'],
      },
    ),
    m(
      'pci-no-pan',
      'constraint',
      'Číslo karty (PAN), CVV ani platnosť karty nikdy neprijímame, nelogujeme ani neukladáme — zadávajú sa na stránke banky. U nás je len maskované číslo (4111 **** **** 1111) a token z brány pre uloženú kartu.',
      {
        tags: ['pci-dss', 'karta', 'bezpecnost', 'platby'],
      },
    ),
    m(
      'payment-amounts',
      'convention',
      'Peniaze: BigDecimal, scale 2, RoundingMode.HALF_UP, mena vždy EUR. Do brány ide suma ako string s bodkou ("12.50"). Nikdy double ani float, ani v DTO.',
      {
        tags: ['bigdecimal', 'sumy', 'platby', 'eur'],
      },
    ),
    m(
      'refund-flow',
      'fact',
      'Vrátenie online lístka: storno poplatok podľa tariff.refund_rule (závisí od času do odchodu vlaku), refund ide cez API brány vždy na pôvodnú kartu. Po odchode vlaku sa online lístok vrátiť nedá, len cez reklamáciu na zákazníckom centre.',
      {
        files: ['services/payment/src/main/java/sk/regiorail/payment/refund'],
        tags: ['refund', 'storno', 'platby'],
      },
    ),
    m(
      'ekasa-scope',
      'constraint',
      'Do eKasa posielame doklad za každú tržbu na pokladniciach v staniciach a v mobilných pokladniach sprievodcov (hotovosť aj karta cez POS terminál). Online predaj (web, appka) zaplatený cez platobnú bránu nie je tržba podľa zákona o ERP — tam ide len daňový doklad e-mailom. Potvrdené daňovým poradcom.',
      {
        canonical: true,
        files: ['services/fiscal'],
        tags: ['ekasa', 'fiskalizacia', 'pokladnica', 'online'],
      },
    ),
    m(
      'ekasa-online-claim',
      'fact',
      'pozor, aj platby cez appku musia ísť do eKasa, inak nám finančná správa dá pokutu',
      {
        disputes: 'ekasa-scope',
        tags: ['ekasa', 'online'],
      },
    ),
    m(
      'ekasa-uid-okp',
      'fact',
      'Po odoslaní dokladu vráti eKasa UID (začína "O-"). Keď neodpovie do 2 s alebo je nedostupná, doklad sa vytlačí s OKP (overovací kód podnikateľa) a musí sa dodatočne odoslať do 48 hodín — robí to job fiscal-resend každých 5 minút.',
      {
        files: ['services/fiscal/src/main/java/sk/regiorail/fiscal/EkasaClient.java'],
        tags: ['ekasa', 'uid', 'okp', 'offline'],
      },
    ),
    m(
      'ekasa-idempotency',
      'constraint',
      'Každý doklad má náš receipt_id (UUID) a poradové číslo v rámci kódu pokladnice (ORP). Pri opakovanom odoslaní (resend) sa nikdy negeneruje nové číslo ani nový receipt_id, inak Finančná správa eviduje duplicitný doklad.',
      {
        files: ['services/fiscal'],
        tags: ['ekasa', 'idempotencia', 'resend', 'doklad'],
      },
    ),
    m(
      'ekasa-zero',
      'decision',
      'Bezplatná preprava (žiaci, študenti, seniori nad 62, ŤZP) = lístok za 0,00 €. Nie je to tržba, doklad do eKasa neposielame; ticket.fiscal_status = NOT_APPLICABLE.',
      {
        files: ['services/fiscal'],
        tags: ['ekasa', 'bezplatna-preprava', 'zlavy'],
      },
    ),
    m(
      'ekasa-refund-doc',
      'convention',
      'Vrátenie lístka na pokladnici = nový doklad typu vrátenie (záporné sumy) s odkazom na UID pôvodného dokladu. Pôvodný doklad sa nikdy neupravuje ani nemaže.',
      {
        files: ['services/fiscal'],
        tags: ['ekasa', 'storno', 'vratenie', 'doklad'],
      },
    ),
    m(
      'fiscal-consumer',
      'fact',
      'fiscal-service konzumuje ticket.sold.v1 a ticket.refunded.v1 a filtruje channel ∈ {POS, CONDUCTOR}; WEB a APP preskakuje.',
      {
        files: ['services/fiscal/src/main/java/sk/regiorail/fiscal/TicketEventsListener.java'],
        tags: ['ekasa', 'kafka', 'fiscal'],
      },
    ),
    m(
      'dph-tabulka',
      'constraint',
      'Od 1. 1. 2025 platia nové sadzby DPH (základná 23 %). Sadzbu nikdy nehardcoduj: berie sa z tabuľky tariff.vat_rate podľa dátumu predaja (vzniku daňovej povinnosti) a kategórie. Na doklade aj v eKasa musí sedieť rozpis základ/DPH po sadzbách.',
      {
        supersedes: 'dph-20',
        age: 150,
        files: ['services/tariff/src/main/java/sk/regiorail/tariff/VatRateService.java'],
        tags: ['dph', 'vat', 'tarify', 'ekasa'],
      },
    ),
    m(
      'ekasa-cert-per-orp',
      'constraint',
      'Každá pokladnica (kód ORP) má vlastný autentifikačný údaj a certifikát z eKasa portálu FS. Ukladá sa vo Vaulte na secret/rail/ekasa/<kodPokladnice>, nikdy v repozitári ani v resources. Platnosť 2 roky, alert 30 dní pred expiráciou.',
      {
        supersedes: 'ekasa-cert-shared',
        age: 180,
        files: ['services/fiscal'],
        tags: ['ekasa', 'certifikat', 'vault', 'pokladnica'],
      },
    ),
    m(
      'conductor-offline',
      'fact',
      'Mobilné pokladnice sprievodcov (Android appka) predávajú aj bez signálu, doklady vystavia s OKP a predaje synchronizujú cez POST /api/v1/conductor/sync, keď chytia sieť. Server musí prijať aj predaje staré 2 dni.',
      {
        files: ['services/ticketing/src/main/java/sk/regiorail/ticketing/conductor'],
        tags: ['sprievodca', 'offline', 'ekasa', 'sync'],
      },
    ),
    m(
      'seat-hold-redis',
      'decision',
      'Počas checkoutu drží miesto Redis hold (SET NX, kľúč hold:{trainRunId}:{seatId}:{fromIdx}-{toIdx}, TTL 15 min). Do reservation.seat_reservation sa zapisuje až po zaplatení. Poistka proti double bookingu je exclusion constraint (btree_gist) nad (train_run_id, seat_id, int4range(from_stop_idx, to_stop_idx)).',
      {
        fact: 'seat hold | stored_in | Redis (TTL 15 min)',
        supersedes: 'seat-lock-db',
        age: 200,
        canonical: true,
        files: ['services/reservation/src/main/java/sk/regiorail/reservation/SeatHoldService.java'],
        reason: 'dlhé DB locky počas platby blokovali predaj',
        tags: ['miestenky', 'rezervacia', 'redis', 'exclusion-constraint'],
      },
    ),
    m('seat-ttl-claim', 'fact', 'hold miesta v košíku je 10 minút, potom ho uvoľníme', {
      disputes: 'seat-hold-redis',
      tags: ['miestenky', 'redis', 'ttl'],
    }),
    m(
      'seat-segments',
      'fact',
      'Miesto sa rezervuje na úsek trasy: to isté sedadlo sa dá predať Bratislava–Žilina aj Žilina–Košice. Indexy zastávok = train_run_stop.seq v poradí trasy, úsek je polouzavretý [from, to).',
      {
        files: ['services/reservation'],
        tags: ['miestenky', 'usek', 'trasa'],
      },
    ),
    m(
      'mandatory-reservation',
      'fact',
      'Na IC vlakoch je miestenka povinná a je v cene lístka, na R je voliteľná (1,50 €), na Os a REX sa miestenka nepredáva.',
      {
        tags: ['miestenky', 'ic', 'kategorie-vlakov'],
      },
    ),
    m(
      'train-run-date',
      'convention',
      'Vlak identifikuje (train_number, run_date), kde run_date je dátum odchodu z východiskovej stanice — aj keď cestujúci nastupuje po polnoci na inej stanici.',
      {
        tags: ['vlak', 'datum', 'gvd'],
      },
    ),
    m(
      'timezone',
      'convention',
      'Časy v DB sú timestamptz v UTC; na lístku, v appke a v API pre klienta Europe/Bratislava. Cestovný poriadok prichádza v lokálnom čase, konverzia pri importe v timetable-import.',
      {
        tags: ['cas', 'timezone', 'utc'],
      },
    ),
    m(
      'gvd-import',
      'fact',
      'Cestovný poriadok (GVD) importujeme každú noc z XML exportu dopravcu jobom timetable-import v services/ticketing. Ročná zmena GVD je v druhú decembrovú nedeľu, vtedy sa mení aj zloženie súprav.',
      {
        files: ['services/ticketing/src/main/java/sk/regiorail/ticketing/timetable'],
        tags: ['gvd', 'cestovny-poriadok', 'import'],
      },
    ),
    m(
      'incident-overbook',
      'incident',
      'Zmena GVD december 2024: IC 501 dostal menej vozňov, ale staré miestenky ostali → 38 miesteniek na neexistujúce sedadlá. Odvtedy zmena zloženia súpravy spustí job reseat (presadenie + notifikácia zákazníkom) a import zloženia nesmie zmazať vozeň s aktívnymi rezerváciami.',
      {
        files: ['services/reservation/src/main/java/sk/regiorail/reservation/reseat'],
        tags: ['incident', 'miestenky', 'gvd', 'zlozenie-suprav'],
      },
    ),
    m(
      'ids-feed',
      'decision',
      'Tarifné dáta IDS BK (zóny, zónové matice, cenník) sťahuje nočný job ids-tariff-sync zo SFTP Bratislavskej integrovanej dopravy (BID) do tariff.ids_zone a tariff.ids_price. Každá verzia cenníka má valid_from, staré verzie nemažeme.',
      {
        supersedes: 'ids-csv-old',
        age: 170,
        files: ['services/tariff/src/main/java/sk/regiorail/tariff/ids'],
        tags: ['ids-bk', 'tarify', 'bid', 'sftp'],
      },
    ),
    m(
      'ids-zones',
      'fact',
      'IDS BK: cena lístka závisí od počtu tarifných zón a časovej platnosti. Zóny 100 a 101 (Bratislava) sa pri výpočte vždy rátajú ako dve zóny — pravidlo je v IdsZoneCounter, netreba ho duplikovať inde.',
      {
        files: ['services/tariff/src/main/java/sk/regiorail/tariff/ids/IdsZoneCounter.java'],
        tags: ['ids-bk', 'zony', 'tarify'],
      },
    ),
    m(
      'ids-validity',
      'constraint',
      'IDS lístok platí od času zvoleného pri kúpe (validFrom), nie od času nákupu. validFrom je povinné pole v API aj v evente a časová platnosť sa počíta od neho.',
      {
        tags: ['ids-bk', 'platnost', 'listok'],
      },
    ),
    m(
      'ids-clearing',
      'fact',
      'Tržby z IDS BK lístkov sa delia cez clearing BID: mesačne posielame export ids_sales_export (CSV podľa špecifikácie v docs/ids-bk/clearing-spec.pdf).',
      {
        files: ['docs/ids-bk', 'services/tariff/src/main/java/sk/regiorail/tariff/ids/ClearingExport.java'],
        tags: ['ids-bk', 'clearing', 'export', 'bid'],
      },
    ),
    m(
      'tariff-versioning',
      'convention',
      'Cenníky (vlastný aj IDS BK) majú valid_from / valid_to. Existujúcu cenu nikdy neupdatuj — vytvor novú verziu. Cena lístka sa počíta podľa cenníka platného v deň cesty.',
      {
        tags: ['tarify', 'cennik', 'verzie'],
      },
    ),
    m(
      'tariff-cache',
      'convention',
      'tariff-service drží cenníky v Caffeine cache, invalidácia eventom tariff.published.v1. Redis na cenníky nepoužívame.',
      {
        files: ['services/tariff'],
        tags: ['cache', 'caffeine', 'tarify'],
      },
    ),
    m(
      'redis-scope',
      'fact',
      'Redis 7 (Sentinel, 3 uzly) používame iba na holdy miest a rate limiting API, nie ako všeobecnú cache.',
      {
        tags: ['redis', 'architektura'],
      },
    ),
    m(
      'zlavy',
      'fact',
      'Zľavy: žiak/študent do 26 rokov, senior 62+, ŤZP, rodinná. Bezplatná preprava vyžaduje registráciu s preukazom v profile a platí len v 2. triede; nárok sa overuje pri kúpe zo zákazníckeho profilu, nie z toho, čo pošle klient.',
      {
        files: ['services/tariff/src/main/java/sk/regiorail/tariff/discount'],
        tags: ['zlavy', 'bezplatna-preprava', 'student', 'senior'],
      },
    ),
    m(
      'gdpr-retention',
      'constraint',
      'Osobné údaje cestujúcich (meno na lístku, e-mail, dátum narodenia, číslo preukazu) anonymizuje job gdpr-anonymizer 13 mesiacov po dni cesty. Účtovné a daňové doklady (bez mena) držíme 10 rokov.',
      {
        canonical: true,
        files: ['services/ticketing/src/main/java/sk/regiorail/ticketing/gdpr'],
        tags: ['gdpr', 'retencia', 'anonymizacia', 'osobne-udaje'],
      },
    ),
    m(
      'gdpr-retention-claim',
      'fact',
      'mená cestujúcich môžeme držať 10 rokov, lebo lístok je účtovný doklad',
      {
        disputes: 'gdpr-retention',
        tags: ['gdpr', 'retencia'],
      },
    ),
    m(
      'gdpr-dsar',
      'convention',
      'Žiadosti dotknutých osôb (prístup, výmaz) idú cez /internal/gdpr/requests (rola SUPPORT). Výmaz = anonymizácia (meno → "ANONYM", e-mail null), nie DELETE — kvôli dokladom a referenčnej integrite. Lehota na vybavenie 30 dní.',
      {
        files: ['services/ticketing/src/main/java/sk/regiorail/ticketing/gdpr'],
        tags: ['gdpr', 'dsar', 'vymaz', 'anonymizacia'],
      },
    ),
    m(
      'log-masking',
      'convention',
      'Logy: logback JSON (logstash encoder), PII maskuje MaskingJsonGeneratorDecorator v libs/common (e-mail, meno, PAN, číslo preukazu). Nikdy nelogovať celý request/response z platobnej brány ani z eKasa.',
      {
        files: ['libs/common/src/main/resources/logback-spring.xml'],
        tags: ['logovanie', 'gdpr', 'maskovanie', 'pii'],
      },
    ),
    m(
      'openapi-first',
      'convention',
      'API je contract-first: openapi/<služba>.yaml, kontroléry generuje openapi-generator (interfaceOnly=true, useSpringBoot3). Zmena API = najprv yaml, potom implementácia.',
      {
        files: ['openapi'],
        tags: ['openapi', 'api', 'contract-first'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST pod /api/v1. Mobilnú appku majú ľudia ~6 mesiacov nezaktualizovanú, takže breaking change = /api/v2, v1 ostáva.',
      {
        tags: ['api', 'verzie', 'mobil'],
      },
    ),
    m(
      'problem-detail',
      'convention',
      'Chyby REST: RFC 9457 ProblemDetail, type = https://api.regiorail.sk/problems/<kod>, vlastné pole errorCode (SEAT_TAKEN, TARIFF_NOT_FOUND...). Texty pre zákazníka po slovensky cez messages_sk.properties, anglická verzia messages_en.properties.',
      {
        files: ['libs/common/src/main/java/sk/regiorail/common/problem'],
        tags: ['api', 'chyby', 'problem-detail', 'i18n'],
      },
    ),
    m(
      'keycloak',
      'fact',
      'Auth: Keycloak. Realm customers (web + appka, OIDC s PKCE), realm staff pre pokladníkov a sprievodcov. Roly: CASHIER, CASHIER_LEAD, CONDUCTOR, SUPPORT, ADMIN.',
      {
        tags: ['keycloak', 'auth', 'roly', 'oidc'],
      },
    ),
    m(
      'cashier-storno',
      'constraint',
      'Storno dokladu na pokladnici môže urobiť len CASHIER_LEAD a len v ten istý deň; neskôr len cez vrátenie lístka.',
      {
        tags: ['pokladnica', 'storno', 'roly'],
      },
    ),
    m(
      'ticket-aztec',
      'fact',
      'Lístok má Aztec kód podľa UIC 918.3, payload podpísaný ECDSA P-256 kľúčom z HSM. Sprievodcovia ho overujú offline verejným kľúčom v appke. PDF generuje services/ticketing (OpenPDF), dvojjazyčne SK/EN.',
      {
        files: ['services/ticketing/src/main/java/sk/regiorail/ticketing/pdf'],
        tags: ['listok', 'aztec', 'uic', 'pdf', 'podpis'],
      },
    ),
    m(
      'incident-vt-pinning',
      'incident',
      'Máj 2025: payment-service po zapnutí virtual threads zamrzol pri špičke — starý HMAC klient mal synchronized metódu s blokujúcim HTTP volaním a pinoval carrier threads. Oprava: ReentrantLock; v teste beží -Djdk.tracePinnedThreads=short.',
      {
        files: ['services/payment'],
        tags: ['incident', 'virtual-threads', 'pinning', 'platby'],
      },
    ),
    m(
      'no-lombok',
      'convention',
      'V novom kóde žiadny Lombok: DTO, príkazy a eventy sú Java records, entity majú ručne písané gettery a protected no-arg konštruktor pre JPA. Mapovanie cez MapStruct.',
      {
        supersedes: 'lombok',
        age: 230,
        tags: ['lombok', 'records', 'mapstruct', 'java'],
      },
    ),
    m(
      'kafka-avro',
      'decision',
      'Kafka správy sú Avro so schémami v Apicurio Registry, kompatibilita BACKWARD. Schémy v schemas/avro/*.avsc, triedy generuje gradle plugin. Nové pole vždy s default hodnotou.',
      {
        fact: 'kafka messages | format | Avro + Apicurio',
        supersedes: 'kafka-json',
        age: 260,
        files: ['schemas/avro'],
        tags: ['kafka', 'avro', 'apicurio', 'schema'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): build → test → sonar → image (Jib) → deploy-test (OpenShift rail-test) → deploy-prod (manuálne). Sonar quality gate musí prejsť.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'openshift', 'jib'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Nasadenie na prod len utorok až štvrtok 9:00–14:00. Zmrazenie: víkend zmeny GVD v decembri a 20. 12. – 6. 1. (vianočná špička predaja).',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'vault-secrets',
      'convention',
      'Heslá, kľúče a certifikáty len cez Vault (Vault Agent injector, cesta secret/rail/<služba>). Nikdy v application.yml, ConfigMape ani v .env v repozitári.',
      {
        canonical: true,
        tags: ['vault', 'secrets', 'openshift', 'heslá'],
      },
    ),
    m(
      'env-placeholder',
      'note',
      'Lokálny vývoj: v application-local.yml je spring.datasource.password: <DB_PASSWORD z prostredia> a cardpay.hmac-key: <CARDPAY_HMAC_KEY z prostredia> — len placeholdery. Hodnoty si daj do .env.local (je v .gitignore); docker-compose berie heslo k postgresu z premennej POSTGRES_PASSWORD, zvoľ si ľubovoľné.',
      {
        files: ['services/payment/src/main/resources/application-local.yml', 'docker-compose.yml'],
        tags: ['lokalny-vyvoj', 'env', 'konfiguracia'],
      },
    ),
    m(
      'staff-password-policy',
      'note',
      'Heslá pokladníkov a sprievodcov rieši Keycloak (password policy: min. 12 znakov, história 5, OTP povinné pre CASHIER_LEAD). Do našej DB sa heslá nikdy nedostanú.',
      {
        tags: ['keycloak', 'hesla', 'pokladnik'],
      },
    ),
    m(
      'owners',
      'fact',
      'Vlastníci: ticketing + rezervácie Martin Kováč, tarify + IDS BK Zuzana Horváthová, platby + eKasa Peter Baláž, infra/OpenShift Jana Novotná, GDPR otázky DPO Lucia Šimková.',
      {
        tags: ['vlastnici', 'tim'],
      },
    ),
    m(
      'archunit',
      'convention',
      'ArchUnit test v každej službe: domain nesmie závisieť od infrastructure ani od Spring web; kontroléry volajú len application service.',
      {
        tags: ['archunit', 'architektura', 'testy'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'commit správy a komentáre v kóde po anglicky, diskusie a Jira tikety po slovensky',
      {},
    ),
    m('pref-mr', 'preference', 'MR do 400 riadkov, migrácie DB v samostatnom MR', {}),
    m(
      'cand-graalvm',
      'decision',
      'Skompilovať tariff-service ako GraalVM native image kvôli rýchlemu štartu.',
      {
        candidate: true,
        tags: ['graalvm', 'native', 'tarify'],
      },
    ),
    m(
      'cand-kafka-streams',
      'decision',
      'Prepočet obsadenosti vlakov prepísať na Kafka Streams namiesto SQL agregácií.',
      {
        candidate: true,
        tags: ['kafka-streams', 'obsadenost'],
      },
    ),
    m('cand-hold-db', 'decision', 'Zrušiť Redis holdy a držať miesto cez advisory lock v Postgrese.', {
      candidate: true,
      tags: ['miestenky', 'redis', 'postgres'],
    }),
    m(
      'secret-db-yaml',
      'note',
      'prod konfig ticketing-service:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg-prod.rail.internal:5432/rail\n    username: ticketing\n    password: Tk7#Vlak-Prod!2025',
      {
        secret: 'Tk7#Vlak-Prod!2025',
      },
    ),
    m(
      'secret-jdbc',
      'note',
      'na reporting používame jdbc:postgresql://pg-replica.rail.internal:5432/rail?user=report_ro&password=Rp9xQz4LmW2v',
      {
        secret: 'Rp9xQz4LmW2v',
      },
    ),
    m(
      'secret-cardpay-hmac',
      'note',
      'HMAC kľúč pre CardPay produkciu (MID 9123) je 6f3c9a1e7b2d4f8a0c5e9b3d7f1a2c4e6b8d0f2a4c6e8b1d3f5a7c9e2b4d6f8a',
      {
        secret: '6f3c9a1e7b2d4f8a0c5e9b3d7f1a2c4e6b8d0f2a4c6e8b1d3f5a7c9e2b4d6f8a',
      },
    ),
    m(
      'secret-ekasa-p12',
      'note',
      'heslo k .p12 certifikátu pokladnice 88812345601 (stanica Bratislava hl. st., okienko 3) je Ek4sa!Pokl#2291 — Peter ho má aj v hlave',
      {
        secret: 'Ek4sa!Pokl#2291',
      },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="fiscal-svc" password="fIsk4l-K4fka-77xQ";',
      {
        secret: 'fIsk4l-K4fka-77xQ',
      },
    ),
    m(
      'secret-keycloak',
      'note',
      'client secret pre keycloak klienta ticketing-backend v realme staff: 8dKq2LmZ7vXp4RtY9wNb3HcJ6sFg1AeU',
      {
        secret: '8dKq2LmZ7vXp4RtY9wNb3HcJ6sFg1AeU',
      },
    ),
    m('secret-glpat', 'note', 'renovate bot na gitlab.regiorail.local má token glpat-Rz8kVn2Qw7Lp4Xm9Tb3Y', {
      secret: 'glpat-Rz8kVn2Qw7Lp4Xm9Tb3Y',
    }),
    m(
      'secret-env',
      'note',
      '.env na test prostredí:\nREDIS_PASSWORD=r3dis-T3st-Sk!88\nUNLEASH_API_TOKEN=*:development.unleash-insecure-api-token',
      {
        secret: 'r3dis-T3st-Sk!88',
      },
    ),
    m(
      'secret-bid-sftp',
      'note',
      'prihlasovacie údaje na SFTP BID pre IDS cenníky: používateľ regiorail_tarify, heslo Bid$ftp-9Kx2Wq',
      {
        secret: 'Bid$ftp-9Kx2Wq',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'SMTP pre noreply@regiorail.sk (lístky e-mailom): smtp.regiorail.sk:587, heslo je Mail-N0reply#5523',
      {
        secret: 'Mail-N0reply#5523',
      },
    ),
  ],
  sessions: [
    {
      id: 'rail-session-1',
      age: 5,
      turns: [
        said(
          'ahoj, dnes robíme kúpu IDS BK lístka v appke. pozri sa prosím na services/tariff/src/main/java/sk/regiorail/tariff/ids/IdsPriceService.java',
        ),
        replied(
          'IdsPriceService vezme zoznam zón, spočíta ich cez IdsZoneCounter a hľadá cenu v tariff.ids_price podľa počtu zón a časovej platnosti.',
        ),
        said(
          'ok. keď zákazník zvolí "všetky zóny", je to sieťový lístok a cena sa berie z tabuľky ids_network_price, nie zo zónovej matice. inak musí mať lístok vždy zónu nástupu aj výstupu.',
          {
            key: 's-ids-network',
            type: 'constraint',
          },
        ),
        replied('Doplním vetvu pre sieťový lístok a validáciu, že bez "všetky zóny" sú obe zóny povinné.'),
        said('a ako počítame zľavnenú cenu?'),
        replied('Momentálne 50 % zo základnej ceny, zaokrúhlené na centy.'),
        said(
          'to je zle. zľavnené IDS ceny nepočítame percentom, berú sa priamo zo stĺpca zlavnena v cenníku BID. žiadne vlastné prepočty, inak nám nesedí clearing.',
          {
            key: 's-ids-discount',
            type: 'decision',
          },
        ),
        replied('Rozumiem, prepíšem to na stĺpec zlavnena a odstránim percentuálny výpočet.'),
        said(
          'btw export pre clearing BID treba poslať najneskôr do 5. pracovného dňa v mesiaci, inak nám BID posunie vyúčtovanie o mesiac',
          {
            key: 's-clearing-deadline',
            type: 'fact',
          },
        ),
        replied('Pridám to do popisu jobu ids-clearing-export a nastavím ho na 2. pracovný deň.'),
        said('kde máme testovacie dáta k cenníku?'),
        replied('Niektoré testy sťahujú cenník priamo z SFTP BID, iné majú inline hodnoty.'),
        said(
          'odteraz: testovacie IDS cenníky sú snapshoty v src/test/resources/ids/<yyyy-MM>/ ako CSV. testy nikdy nesiahajú na SFTP BID.',
          {
            key: 's-ids-test-data',
            type: 'convention',
          },
        ),
        replied('Presunul som dva existujúce cenníky do src/test/resources/ids/2025-01/ a upravil testy.'),
        said('na testovanie feature flagov môžeš použiť admin do unleash, heslo je Unl3ash-Adm!n42', {
          secret: 'Unl3ash-Adm!n42',
        }),
        replied('To si neuložím; flagy v teste nastavím cez FakeUnleash.'),
        said(
          'ešte jedna vec — nové funkcie v appke dávame za feature flag v Unleash, názov rail.<doména>.<funkcia>, napr. rail.ids.network-ticket. flag sa maže do dvoch sprintov po 100 % rollout.',
          {
            key: 's-feature-flags',
            type: 'convention',
          },
        ),
        replied('Pridal som flag rail.ids.network-ticket a obalil ním nový endpoint.'),
        said(
          'aj QR kód IDS lístka v appke sa musí pregenerovať každých 30 sekúnd s aktuálnou časovou pečiatkou v podpísanom payloade, aby sa nedal poslať screenshot kamošovi.',
          {
            key: 's-ids-qr-rotate',
            type: 'constraint',
          },
        ),
        replied('Pridám endpoint na nový podpísaný payload a appka si ho bude ťahať každých 30 s.'),
        said('super, spíš mi popis do MR?'),
        replied(
          'Sieťový IDS lístok, zľavnené ceny zo stĺpca BID, termín clearingu, CSV snapshoty cenníkov v testoch, feature flag rail.ids.network-ticket, rotácia QR.',
        ),
        said('díky, pushni to'),
      ],
    },
  ],
  prompts: [
    p('pridaj endpoint na kúpu IDS BK lístka pre appku, POST /api/v1/ids/tickets', [
      'openapi-first',
      'ids-validity',
      'ids-zones',
      's-ids-network',
      's-feature-flags',
      'outbox',
    ]),
    p('zľavnený IDS lístok pre študenta vychádza o 2 centy inak ako v cenníku BID, pozri IdsPriceService', [
      's-ids-discount',
      'zlavy',
    ]),
    p('cena IDS lístka pre zóny 100 + 101 + 110 je zle, počíta to 2 zóny namiesto 3', ['ids-zones']),
    p('napíš test pre IdsPriceService, potrebujem cenník z januára', [
      's-ids-test-data',
      'testcontainers',
      'tariff-versioning',
    ]),
    p('kedy musí ísť mesačný export pre BID clearing?', ['s-clearing-deadline', 'ids-clearing']),
    p('nový IDS cenník platí od 1. marca, ako ho dostaneme do systému?', [
      'ids-feed',
      'tariff-versioning',
      'tariff-cache',
    ]),
    p('ids-tariff-sync padá na "Auth fail" pri pripájaní na SFTP, kde sú prihlasovačky?', [
      'ids-feed',
      'vault-secrets',
    ]),
    p('zákazník kúpil IDS lístok o 8:00 s platnosťou od 14:00 a revízor mu povedal že je neplatný', [
      'ids-validity',
    ]),
    p('ľudia si posielajú screenshoty IDS lístkov, dá sa s tým niečo spraviť?', [
      's-ids-qr-rotate',
      'ticket-aztec',
    ]),
    p('pridaj nový typ lístka "víkendový" do tarify', [
      'tariff-versioning',
      'dph-tabulka',
      'openapi-first',
      'payment-amounts',
    ]),
    p('TariffCalculator stále počíta DPH 20 %, oprav to', ['dph-tabulka']),
    p('na doklade z pokladnice nesedí rozpis DPH po sadzbách', ['dph-tabulka', 'ekasa-refund-doc']),
    p('musíme posielať do eKasa aj lístky kúpené cez web kartou?', ['ekasa-scope', 'ekasa-online-claim']),
    p('fiscal-service neposiela doklady pre lístky z appky, je to bug? TicketEventsListener.java', [
      'fiscal-consumer',
      'ekasa-scope',
      'ekasa-online-claim',
    ]),
    p('eKasa dnes ráno hodinu neodpovedala, čo sa stalo s dokladmi z pokladníc?', [
      'ekasa-uid-okp',
      'ekasa-idempotency',
    ]),
    p('fiscal-resend pri opakovaní generuje nové poradové číslo dokladu, je to ok?', [
      'ekasa-idempotency',
      'ekasa-uid-okp',
    ]),
    p('vrátenie lístka na pokladnici — ako má vyzerať doklad do eKasa?', [
      'ekasa-refund-doc',
      'ekasa-idempotency',
      'cashier-storno',
    ]),
    p('seniorský lístok za 0 € spadne vo fiscal-service na validácii sumy', ['ekasa-zero', 'zlavy']),
    p('pridávame novú pokladnicu v Trnave, čo treba nastaviť pre eKasa?', [
      'ekasa-cert-per-orp',
      'vault-secrets',
    ]),
    p('certifikát eKasa pre pokladnicu v Košiciach expiruje o týždeň, kde ho vymeniť?', [
      'ekasa-cert-per-orp',
    ]),
    p('sprievodca predal lístky v tuneli bez signálu, sync zo včera mi server odmieta ako príliš staré', [
      'conductor-offline',
      'ekasa-uid-okp',
    ]),
    p('pokladníčka chce stornovať včerajší doklad, appka jej to nedovolí', ['cashier-storno', 'keycloak']),
    p('implementuj rezerváciu miesta pri checkoute v SeatHoldService', [
      'seat-hold-redis',
      'seat-ttl-claim',
      'seat-segments',
      'redis-scope',
    ]),
    p('dvaja zákazníci dostali rovnaké miesto vo vlaku IC 503, ako je to možné?', [
      'seat-hold-redis',
      'seat-segments',
      'incident-overbook',
    ]),
    p('koľko minút drží košík miesto pred uvoľnením?', ['seat-hold-redis', 'seat-ttl-claim']),
    p('predaj miesta na úseku Žilina–Košice hlási SEAT_TAKEN aj keď je obsadené len Bratislava–Žilina', [
      'seat-segments',
      'seat-hold-redis',
    ]),
    p('pri R vlakoch appka pýta povinnú miestenku, to je zle nie?', ['mandatory-reservation']),
    p('od decembra má IC 511 o jeden vozeň menej, čo sa stane s predanými miestenkami?', [
      'incident-overbook',
      'gvd-import',
    ]),
    p(
      'nočný vlak odchádza z Bratislavy 22:40 a cestujúci nastupuje v Žiline o 1:10, aký run_date má mať lístok?',
      ['train-run-date', 'timezone'],
    ),
    p('časy odchodov v API sú posunuté o hodinu po zmene času', ['timezone', 'gvd-import']),
    p('implementuj notify endpoint pre CardPay', [
      'payment-notify',
      'gateway-cardpay',
      'incident-double-charge',
      'kafka-idempotent',
    ]),
    p('po návrate z banky (return URL) chcem hneď označiť platbu ako zaplatenú, je to ok?', [
      'payment-notify',
      'incident-double-charge',
    ]),
    p('zákazník tvrdí že mu strhlo peniaze dvakrát za jeden lístok', [
      'incident-double-charge',
      'payment-notify',
      'refund-flow',
    ]),
    p('pridaj refund online lístka cez API banky', ['refund-flow', 'gateway-cardpay', 'payment-amounts']),
    p('chcem uložiť číslo karty aby zákazník nemusel znova zadávať', ['pci-no-pan', 'gateway-cardpay']),
    p('v PaymentRequest je suma ako double, banka hlási chybný formát sumy', ['payment-amounts']),
    p('payment-service pri špičke zamrzne, thread dump ukazuje veľa virtual threads v stave pinned', [
      'incident-vt-pinning',
      'java21',
    ]),
    p('pridaj do ticketing-service synchronized cache pre zoznam staníc', ['java21', 'incident-vt-pinning']),
    p('pošli event ticket.sold.v1 hneď po uložení lístka v TicketService.purchase()', [
      'outbox',
      'kafka-naming',
      'kafka-avro',
      'kafka-no-pii',
    ]),
    p(
      'pridaj do eventu ticket.sold meno a e-mail cestujúceho, notification-service ich potrebuje na poslanie lístka',
      ['kafka-no-pii', 'kafka-avro'],
    ),
    p('consumer seat.reserved.v1 v reservation spracoval jednu správu dvakrát', [
      'kafka-idempotent',
      'outbox',
    ]),
    p('potrebujem nový topic pre zmeny zloženia súprav', ['kafka-naming', 'kafka-avro']),
    p('pridaj nové pole trainCategory do Avro schémy TicketSold', ['kafka-avro']),
    p('potrebujem v reservation service joinnúť tabuľku tariff.price', ['db-schema-per-service']),
    p('pridaj stĺpec passenger_birth_date do ticket tabuľky', [
      'db-flyway',
      'gdpr-retention',
      'kafka-no-pii',
    ]),
    p('v teste mi padá flyway validate, upravil som V202503101200__seat_reservation.sql', ['db-flyway']),
    p('can I use H2 for the new repository tests, testcontainers are slow on my laptop', ['testcontainers']),
    p('zákazník žiada výmaz všetkých svojich údajov podľa GDPR', [
      'gdpr-dsar',
      'gdpr-retention',
      'kafka-no-pii',
    ]),
    p('ako dlho môžeme mať mená cestujúcich v DB?', ['gdpr-retention', 'gdpr-retention-claim']),
    p('loguj celý request z CardPay notifikácie, potrebujem debugovať podpis', [
      'log-masking',
      'pci-no-pan',
      'payment-notify',
    ]),
    p('pridaj nový endpoint GET /api/v1/bookings/{id}/ticket.pdf', [
      'openapi-first',
      'ticket-aztec',
      'api-versioning',
    ]),
    p('chcem zmeniť response /api/v1/journeys — premenovať pole price na totalPrice', [
      'api-versioning',
      'openapi-first',
    ]),
    p('vráť peknú chybu keď tarifa neexistuje', ['problem-detail']),
    p('sprievodca musí vedieť overiť lístok bez internetu', ['ticket-aztec', 'conductor-offline']),
    p('pridaj rolu pre revízorov, ktorí môžu len overovať lístky', ['keycloak']),
    p('write a DTO for the seat map response', ['no-lombok', 'openapi-first']),
    p('prečo nemôžem použiť @Data na novej entite Journey?', ['no-lombok']),
    p('kde mám dať heslo k databáze pre lokálny beh payment-service?', ['env-placeholder', 'vault-secrets']),
    p('nasadíme hotfix rezervácií na prod v piatok poobede?', ['deploy-window', 'ci']),
    p('je 15. decembra, môžeme nasadiť nový cenník IDS?', ['deploy-window', 'ids-feed']),
    p('novú funkciu "obľúbené spojenia" chcem pustiť len 10 % používateľom', ['s-feature-flags']),
    p('cenník sa po publikovaní neprejaví v tariff-service ešte hodinu', ['tariff-cache']),
    p('chcem cachovať cenníky v Redise, aby ich zdieľali všetky pody', ['tariff-cache', 'redis-scope']),
    p('kto má na starosti eKasa?', ['owners']),
    p('ArchUnit test padá, kontrolér volá priamo repository', ['archunit']),
    p('pridávame novú službu pre vernostný program, ako ju zaradiť do projektu?', [
      'modules',
      'db-schema-per-service',
      'archunit',
      'vault-secrets',
    ]),
    p('pokladníčka zabudla heslo, môžem jej ho resetnúť priamo v DB?', ['staff-password-policy', 'keycloak']),
    p('aký je rozdiel medzi record a class v Jave?', []),
    p('ďakujem, funguje to', []),
    p('ako spravím squash posledných troch commitov?', []),
    p('vysvetli mi rozdiel medzi @Transactional propagation REQUIRED a REQUIRES_NEW všeobecne', []),
    p('napíš regex na slovenské PSČ', []),
    p('zhrň mi tento diff do MR', []),
    p('what is a virtual thread in java 21, in general?', []),
    p('ok commitni to', []),
  ],
});
