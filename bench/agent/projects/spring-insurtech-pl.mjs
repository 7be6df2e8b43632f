// A Polish insurtech (motor OC/AC and travel insurance): Spring Boot microservices, UFG + CEPiK, KSeF, BLIK/P24, RODO.
// Held-out scenario: written blind, labelled without running spool. The team writes mostly in Polish.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-insurtech-pl',
  stack:
    'Java 21 + Kotlin 2.0 (Spring Boot 3.3, Spring Kafka), Gradle Kotlin DSL + version catalog, PostgreSQL 16 (Azure Flexible Server) + Flyway, Kafka (Strimzi) + Apicurio/Avro, Redis, Keycloak 24, Azure AKS (polandcentral) + Key Vault + Argo CD, GitHub Actions, JUnit 5 / Kotest + Testcontainers + WireMock; integrations: UFG, CEPiK, KSeF, Przelewy24 (BLIK)',
  memories: [
    m(
      'java-17',
      'fact',
      'wszystkie serwisy chodzą na javie 17 (temurin) i spring boot 2.7, importy javax.* wszędzie',
      {
        fact: 'services | runtime | Java 17',
        age: 720,
        tags: ['java', 'spring-boot'],
      },
    ),
    m(
      'java-21',
      'decision',
      'Przeszliśmy z Javy 17 na Javę 21 i Spring Boot 3.3: importy jakarta.* zamiast javax.*, virtual threads włączone (spring.threads.virtual.enabled=true) w serwisach HTTP. Nie dodajemy już zależności, które ciągną javax.',
      {
        fact: 'services | runtime | Java 21',
        supersedes: 'java-17',
        age: 280,
        canonical: true,
        tags: ['java', 'spring-boot', 'jakarta', 'virtual-threads'],
      },
    ),
    m(
      'kotlin-new',
      'convention',
      'Nowe serwisy piszemy w Kotlinie (policy-service, travel-service, vehicle-service). Stare javowe (claims-service, payment-service, invoice-service) zostają w Javie — nie przepisujemy plików na Kotlina "przy okazji" w PR-ach z feature’ami.',
      {
        tags: ['kotlin', 'java', 'services'],
      },
    ),
    m(
      'hexagonal',
      'convention',
      'Każdy serwis ma pakiety domain / application / adapter (adapter.in: rest, kafka; adapter.out: db, http). domain nie importuje niczego ze Springa ani z JPA. Pilnuje tego ArchitectureTest (ArchUnit) w każdym module — nie wyłączamy go, nie dodajemy wyjątków.',
      {
        tags: ['architecture', 'archunit', 'hexagonal'],
      },
    ),
    m(
      'gradle-catalog',
      'convention',
      'wersje zależności tylko w gradle/libs.versions.toml, w build.gradle.kts bez numerów wersji. renovate robi PR-y z aktualizacjami w poniedziałki, grupy ustawione w renovate.json.',
      {
        files: ['gradle/libs.versions.toml', 'renovate.json'],
        tags: ['gradle', 'dependencies', 'renovate'],
      },
    ),
    m(
      'liquibase',
      'fact',
      'migracje bazy robi liquibase, changelogi yaml w src/main/resources/db/changelog/',
      {
        age: 660,
        tags: ['liquibase', 'migrations'],
      },
    ),
    m(
      'flyway',
      'decision',
      'Liquibase wyrzuciliśmy, wszystkie serwisy mają Flyway: src/main/resources/db/migration/V<yyyyMMddHHmm>__opis.sql. Migracje tylko do przodu (bez undo); zmiana nazwy albo usunięcie kolumny = expand/contract w dwóch kolejnych releasach.',
      {
        fact: 'db migrations | tool | Flyway',
        supersedes: 'liquibase',
        age: 310,
        reason: 'konflikty changelogów, czytelny SQL w review',
        tags: ['flyway', 'migrations', 'postgres'],
      },
    ),
    m(
      'pg-per-service',
      'constraint',
      'PostgreSQL 16 na Azure Flexible Server, osobna baza na serwis (policy, quote, claims, payment, invoice, customer). Żadnych joinów ani odczytów z bazy innego serwisu — tylko jego API albo eventy z Kafki.',
      {
        tags: ['postgres', 'database', 'microservices'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Eventy na Kafkę wysyłamy tylko przez transactional outbox: zapis do tabeli outbox_event w tej samej transakcji co zmiana, wysyła OutboxRelay (ShedLock, co 1 s). Nigdy kafkaTemplate.send() wewnątrz @Transactional.',
      {
        tags: ['kafka', 'outbox', 'transactions'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'tematy kafki: <domena>.<zdarzenie>.v<N>, np. policy.issued.v1, payment.status-changed.v2, claim.registered.v1. klucz = policyId (claimId dla szkód). payload Avro, schematy w schemas/avro/.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro'],
      },
    ),
    m(
      'schema-confluent',
      'fact',
      'schema registry = confluent schema registry na vm-ce sr-01, compatibility NONE na wszystkich subjectach',
      {
        age: 540,
        tags: ['schema-registry', 'avro'],
      },
    ),
    m(
      'schema-apicurio',
      'fact',
      'Schema registry to teraz Apicurio Registry 2.5 w AKS (namespace kafka, ccompat API), kompatybilność BACKWARD wymuszona dla wszystkich subjectów. VM z Confluentem jest wyłączona.',
      {
        fact: 'schema registry | product | Apicurio',
        supersedes: 'schema-confluent',
        age: 190,
        tags: ['schema-registry', 'apicurio', 'avro', 'kafka'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Konsumenci Kafki muszą być idempotentni po eventId (tabela processed_event z unique na event_id). Kafka daje at-least-once, a OutboxRelay po restarcie poda potrafi wysłać paczkę drugi raz.',
      {
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'money',
      'constraint',
      'Kwoty: BigDecimal w domenie (scale 2, RoundingMode.HALF_UP dopiero na końcu wyliczenia składki), w API i eventach jako grosze (Long: amountGrosze, premiumGrosze). Nigdy Double/Float. Waluta zawsze jawnie (PLN, EUR dla sum ubezpieczenia w turystycznym).',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['money', 'bigdecimal', 'grosze', 'premium'],
      },
    ),
    m(
      'time-warsaw',
      'convention',
      'w bazie tylko timestamptz w UTC. okres ochrony polisy liczymy w Europe/Warsaw — polisa trwa od 00:00 pierwszego dnia do 23:59:59 ostatniego dnia czasu polskiego. konwersja tylko w PolicyPeriod, nie ręcznie w kontrolerach.',
      {
        files: ['policy-service/src/main/kotlin/pl/insurtech/policy/domain/PolicyPeriod.kt'],
        tags: ['timezone', 'utc', 'europe-warsaw', 'policy-period'],
      },
    ),
    m(
      'incident-dst-gap',
      'incident',
      'Marzec 2025, zmiana czasu: koniec ochrony liczony w UTC zamiast Europe/Warsaw, odnowienia startowały godzinę za późno — 37 pojazdów miało godzinę bez OC i UFG wyłapało je w raporcie. Fix: PolicyPeriod w Europe/Warsaw + PolicyPeriodDstTest (ostatnia niedziela marca i października).',
      {
        files: ['policy-service/src/test/kotlin/pl/insurtech/policy/domain/PolicyPeriodDstTest.kt'],
        tags: ['incident', 'dst', 'timezone', 'ufg'],
      },
    ),
    m(
      'ufg-each-quote',
      'constraint',
      'Przy każdej kalkulacji OC pytamy UFG o historię ubezpieczenia i szkodowość pojazdu/właściciela (ufg-gateway, UfgHistoryClient), bo od tego zależą zniżki. Wynik zapisujemy w quote.ufg_snapshot (jsonb).',
      {
        files: ['ufg-gateway'],
        tags: ['ufg', 'quote', 'oc'],
      },
    ),
    m(
      'ufg-purchase-claim',
      'fact',
      'do ufg pytamy dopiero przy zakupie polisy, przy samej kalkulacji bierzemy deklarację klienta — każde zapytanie do UFG jest płatne',
      {
        disputes: 'ufg-each-quote',
        tags: ['ufg', 'quote'],
      },
    ),
    m(
      'ufg-report',
      'constraint',
      'Każdą zawartą, zmienioną, wypowiedzianą i rozwiązaną umowę OC raportujemy do UFG (UfgReportJob w ufg-gateway, codziennie 02:00). Odrzucony rekord = ticket dla zespołu polis i poprawka w ciągu 1 dnia roboczego — za opóźnienia płacimy my.',
      {
        canonical: true,
        files: ['ufg-gateway/src/main/kotlin/pl/insurtech/ufg/application/UfgReportJob.kt'],
        tags: ['ufg', 'reporting', 'oc', 'compliance'],
      },
    ),
    m(
      'ufg-soap',
      'fact',
      'ufg-gateway gada z UFG po SOAP (JAX-WS, klasy generowane z WSDL w ufg-gateway/src/main/resources/wsdl/) przez mTLS. certyfikat klienta z Key Vault (ufg-client-cert), dwa środowiska: UFG test i prod.',
      {
        files: ['ufg-gateway/src/main/resources/wsdl'],
        tags: ['ufg', 'soap', 'mtls', 'wsdl'],
      },
    ),
    m(
      'cepik-fetch',
      'fact',
      'Dane pojazdu (marka, model, pojemność, moc, data 1. rejestracji, rodzaj pojazdu) pobiera vehicle-service z CEPiK — po VIN albo po nr rejestracyjnym + dacie pierwszej rejestracji. CEPiK nie zwraca nam danych właściciela, tylko pojazd.',
      {
        files: ['vehicle-service'],
        tags: ['cepik', 'vehicle', 'vin'],
      },
    ),
    m(
      'cepik-cache',
      'convention',
      "odpowiedzi z cepik cache'ujemy w redisie 24h, klucz cepik:vin:<VIN>, żeby formularz nie pytał 5 razy o to samo auto",
      {
        files: ['vehicle-service'],
        tags: ['cepik', 'redis', 'cache'],
      },
    ),
    m(
      'cepik-cache-claim',
      'constraint',
      "Z CEPiK nie wolno nic cache'ować poza bieżącą sesją kalkulacji — tak stoi w umowie o dostęp do danych. Dane pojazdu wolno użyć tylko na potrzeby konkretnej oferty.",
      {
        disputes: 'cepik-cache',
        tags: ['cepik', 'cache', 'compliance'],
      },
    ),
    m(
      'cepik-rate',
      'constraint',
      'CEPiK ma limit ~5 zapytań/s na nasz certyfikat; vehicle-service ma Resilience4j RateLimiter 4/s + circuit breaker. Przy 429 albo timeoucie formularz przechodzi na ręczne wpisanie danych pojazdu — nie blokujemy kalkulacji.',
      {
        files: ['vehicle-service/src/main/kotlin/pl/insurtech/vehicle/adapter/out/cepik/CepikClient.kt'],
        tags: ['cepik', 'rate-limit', 'resilience4j'],
      },
    ),
    m(
      'ksef-fa2',
      'fact',
      'faktury do ksef: struktura FA(2), sesja interaktywna, autoryzacja tokenem wygenerowanym w aplikacji podatnika. wysyła invoice-service.',
      {
        age: 430,
        files: ['invoice-service'],
        tags: ['ksef', 'invoice'],
      },
    ),
    m(
      'ksef-fa3',
      'fact',
      'Od 1 lutego 2026 KSeF 2.0: struktura FA(3), uwierzytelnianie przez API 2.0 (token KSeF → accessToken JWT, odświeżany refreshTokenem), faktury flotowe idą w sesji wsadowej. Numer KSeF zapisujemy w invoice.ksef_number i dopiero wtedy faktura idzie do klienta.',
      {
        fact: 'ksef | schema | FA(3)',
        supersedes: 'ksef-fa2',
        age: 115,
        files: ['invoice-service'],
        tags: ['ksef', 'invoice', 'fa3'],
      },
    ),
    m(
      'ksef-vat-zw',
      'constraint',
      'Składka ubezpieczeniowa jest zwolniona z VAT: na fakturze stawka "zw" i podstawa zwolnienia art. 43 ust. 1 pkt 37 ustawy o VAT. Nigdy 23%, nigdy "np".',
      {
        files: ['invoice-service/src/main/java/pl/insurtech/invoice/domain/VatRate.java'],
        tags: ['vat', 'ksef', 'invoice'],
      },
    ),
    m(
      'ksef-offline',
      'convention',
      'Gdy KSeF leży (niedostępność ogłoszona przez MF albo 5xx dłużej niż 10 min) faktura idzie w trybie offline24: wystawiamy z kodem QR, do KSeF wysyłamy najpóźniej następnego dnia roboczego przez InvoiceRetryJob (co 15 min).',
      {
        tags: ['ksef', 'offline', 'invoice'],
      },
    ),
    m(
      'p24-flow',
      'fact',
      'Płatności Przelewy24 (REST): transaction/register → token → redirect klienta; potem P24 woła nasz urlStatus, a my MUSIMY zrobić PUT /api/v1/transaction/verify. Bez verify pieniądze nie są rozliczone i wracają do klienta.',
      {
        canonical: true,
        files: ['payment-service'],
        tags: ['p24', 'przelewy24', 'payments', 'verify'],
      },
    ),
    m(
      'p24-sign',
      'convention',
      'sign dla P24 = SHA-384 z JSON-a {"sessionId","merchantId","amount","currency","crc"} — bez spacji, dokładnie ta kolejność pól. crc bierzemy z Key Vault (sekret p24-crc), w kodzie ani w yamlach go nie ma. To samo przy weryfikacji notyfikacji.',
      {
        files: ['payment-service/src/main/java/pl/insurtech/payment/adapter/out/p24/P24Signer.java'],
        tags: ['p24', 'sign', 'sha384'],
      },
    ),
    m(
      'payment-polling',
      'fact',
      'status płatności sprawdza PaymentStatusPoller co 5 s przez max 10 min (GET /transaction/by/sessionId)',
      {
        age: 460,
        tags: ['payments', 'p24', 'polling'],
      },
    ),
    m(
      'payment-notify',
      'convention',
      'Statusy płatności bierzemy wyłącznie z notyfikacji P24 na urlStatus + verify. Jak notyfikacja nie przyjdzie w 30 min, PaymentReconciliationJob sprawdza transakcję po sessionId. Polisa jest wystawiana dopiero po udanym verify.',
      {
        supersedes: 'payment-polling',
        age: 135,
        files: ['payment-service'],
        tags: ['payments', 'p24', 'notification', 'reconciliation'],
      },
    ),
    m(
      'blik',
      'constraint',
      'BLIK level 0 przez P24: klient wpisuje 6-cyfrowy kod u nas, potwierdza w aplikacji banku (kod ważny 120 s). Kodu BLIK nie logujemy, nie zapisujemy w bazie i nie wysyłamy w eventach — trzymamy go tylko w pamięci do wywołania P24.',
      {
        tags: ['blik', 'p24', 'payments', 'logging'],
      },
    ),
    m(
      'idempotency',
      'constraint',
      'POST /api/v1/payments i POST /api/v1/policies wymagają nagłówka Idempotency-Key (UUID). Klucz + hash body trzymamy 24 h w tabeli idempotency_key: ten sam klucz zwraca zapisaną odpowiedź, ten sam klucz z innym body = 422.',
      {
        tags: ['idempotency', 'payments', 'api'],
      },
    ),
    m(
      'incident-double-blik',
      'incident',
      'Styczeń 2026: front po timeoucie ponawiał POST /payments, a payment-service rejestrował w P24 nową transakcję z nowym sessionId — 214 klientów zapłaciło BLIK-iem dwa razy. Od tego czasu sessionId = UUIDv5 z Idempotency-Key, a duplikaty zwracamy przez refund API.',
      {
        tags: ['incident', 'blik', 'duplicates', 'payments'],
      },
    ),
    m(
      'refunds',
      'convention',
      'Zwroty składki (odstąpienie w 30 dni od umowy zawartej na odległość, wypowiedzenie, zbycie pojazdu) idą przez P24 refund API; kwota za niewykorzystany okres pro rata dni, liczy PremiumRefundCalculator. Nigdy ręcznie w panelu P24.',
      {
        tags: ['refund', 'p24', 'premium'],
      },
    ),
    m(
      'kc-single',
      'fact',
      'keycloak: jeden realm "insurtech" dla klientów i pracowników, rozróżniamy po rolach',
      {
        age: 530,
        tags: ['keycloak', 'realm'],
      },
    ),
    m(
      'kc-realms',
      'fact',
      'Keycloak ma dwa realmy: customers (klienci — e-mail + hasło albo Google) i staff (pracownicy — federacja z Entra ID, MFA). Endpointy /api/v1/admin/** akceptują tylko tokeny z realmu staff (issuer sprawdzany w SecurityConfig).',
      {
        supersedes: 'kc-single',
        age: 205,
        tags: ['keycloak', 'realm', 'entra-id', 'security'],
      },
    ),
    m(
      'kc-roles',
      'convention',
      'role z realm_access.roles mapuje KeycloakJwtConverter na ROLE_*. autoryzacja przez @PreAuthorize("hasRole(\'UNDERWRITER\')") na metodach serwisów aplikacyjnych, nie ifami w kontrolerach.',
      {
        tags: ['keycloak', 'roles', 'security', 'spring-security'],
      },
    ),
    m(
      'password-policy',
      'constraint',
      'Hasła klientów (realm customers): minimum 12 znaków, sprawdzanie w bazie wycieków (HIBP, k-anonymity), bez wymuszonej zmiany co X dni. Nie robimy własnych reguł haseł w portalu — wszystko ustawione w Keycloaku.',
      {
        tags: ['password', 'keycloak', 'security'],
      },
    ),
    m(
      'rodo-logs',
      'constraint',
      'RODO: PESEL, nr dowodu, imię i nazwisko, e-mail, telefon i nr rejestracyjny nie mogą trafiać do logów jawnie. Maskuje PiiMaskingConverter w logbacku (PESEL → 85010******), a w kodzie logujemy customerId, nie dane osobowe.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['rodo', 'gdpr', 'pii', 'logging', 'pesel'],
      },
    ),
    m('rodo-ret-3y', 'constraint', 'kalkulacje bez zakupu polisy trzymamy 3 lata (na potrzeby marketingu)', {
      age: 500,
      tags: ['rodo', 'retention', 'quote'],
    }),
    m(
      'rodo-ret-12m',
      'constraint',
      'Kalkulacje bez zakupu polisy: retencja 12 miesięcy od ostatniej aktywności klienta, potem anonimizacja (QuoteAnonymizationJob, co noc). Decyzja IOD po audycie RODO.',
      {
        supersedes: 'rodo-ret-3y',
        age: 95,
        reason: 'audyt RODO, minimalizacja danych',
        tags: ['rodo', 'retention', 'quote', 'anonymization'],
      },
    ),
    m(
      'rodo-erasure',
      'constraint',
      'Żądanie usunięcia danych (art. 17 RODO): danych polis i szkód nie usuwamy do końca okresu przedawnienia (koniec polisy + 10 lat) — usuwamy zgody marketingowe, kalkulacje i konto w portalu. Zawsze przez customer-service POST /api/v1/gdpr/erasure, nigdy ręcznym DELETE na bazie.',
      {
        tags: ['rodo', 'gdpr', 'erasure'],
      },
    ),
    m(
      'data-region',
      'constraint',
      'Dane osobowe klientów tylko w Azure Poland Central (polandcentral) — wymóg z komunikatu chmurowego KNF i umowy powierzenia. Backupy też w polandcentral; nowe usługi Azure albo SaaS z danymi klientów tylko po zgodzie compliance.',
      {
        tags: ['rodo', 'knf', 'azure', 'region'],
      },
    ),
    m(
      'no-prod-data',
      'constraint',
      'Na dev/test tylko dane syntetyczne: PESEL-e z generatora (TestPesel.random(), poprawna suma kontrolna), rejestracje z prefiksem TST. Nigdy zrzut z produkcji, nawet "na chwilę do debugowania".',
      {
        tags: ['rodo', 'test-data', 'pesel'],
      },
    ),
    m(
      'pesel-validation',
      'fact',
      'Walidacja PESEL: suma kontrolna (wagi 1-3-7-9) + poprawna data urodzenia (miesiąc +20 dla 2000–2099, +80 dla 1800–1899). Wiek do taryfy bierzemy z daty urodzenia z PESEL-u. Klasa Pesel w shared-kernel.',
      {
        files: ['shared-kernel/src/main/kotlin/pl/insurtech/shared/Pesel.kt'],
        tags: ['pesel', 'validation'],
      },
    ),
    m(
      'tariff-gender',
      'constraint',
      'Płci NIE wolno używać w taryfie ani w underwritingu (dyrektywa 2004/113/WE, wyrok Test-Achats) — nawet jeśli da się ją odczytać z PESEL-u. Pole sex w ogóle nie trafia do TariffInput.',
      {
        tags: ['tariff', 'pricing', 'compliance', 'pesel'],
      },
    ),
    m(
      'tariff-drools',
      'fact',
      'taryfa OC/AC liczona w Drools, reguły .drl w quote-service/src/main/resources/tariff/',
      {
        age: 610,
        tags: ['tariff', 'drools'],
      },
    ),
    m(
      'tariff-kotlin',
      'decision',
      'Drools wyleciał z quote-service. Taryfa to Kotlin DSL w quote-service/src/main/kotlin/pl/insurtech/quote/tariff/, każda wersja taryfy to osobny plik (np. TariffOc2026v1.kt) i wpis w quote.tariff_version. Opublikowanej wersji nie edytujemy — każdą polisę musi się dać przeliczyć 1:1 po latach.',
      {
        fact: 'tariff engine | implemented_in | Kotlin DSL',
        supersedes: 'tariff-drools',
        age: 235,
        files: ['quote-service/src/main/kotlin/pl/insurtech/quote/tariff'],
        tags: ['tariff', 'kotlin', 'versioning'],
      },
    ),
    m(
      'bonus-malus',
      'fact',
      'Zniżki OC/AC: klasy bonus-malus od -60% do +150%; rok bez szkody = klasa w górę, każda szkoda z OC = 3 klasy w dół. Historia szkód pochodzi z UFG (quote.ufg_snapshot).',
      {
        tags: ['tariff', 'bonus-malus', 'ufg'],
      },
    ),
    m(
      'travel-zones',
      'fact',
      'Turystyczne: strefy EUROPA, SWIAT, SWIAT_USA (USA, Kanada, Australia, Japonia). Suma KL i ratownictwa w EUR; do składki w PLN kurs średni NBP z tabeli A z ostatniego dnia roboczego przed zakupem.',
      {
        files: ['travel-service/src/main/kotlin/pl/insurtech/travel/domain/TravelZone.kt'],
        tags: ['travel', 'zones', 'nbp', 'eur'],
      },
    ),
    m(
      'travel-abroad',
      'constraint',
      'Turystycznego nie sprzedajemy osobie, która już jest za granicą — klient zaznacza oświadczenie "przebywam w Polsce". Geolokalizacji IP nie używamy do blokowania (VPN-y, roaming).',
      {
        tags: ['travel', 'underwriting'],
      },
    ),
    m(
      'travel-abroad-claim',
      'fact',
      'od maja turystyczne można kupić będąc już za granicą, ochrona KL rusza wtedy dopiero po 3 dniach karencji',
      {
        disputes: 'travel-abroad',
        tags: ['travel', 'underwriting'],
      },
    ),
    m(
      'travel-age',
      'constraint',
      'Turystyczne: klienci 70+ tylko wariant SENIOR (dopłata do KL), powyżej 85 lat nie sprzedajemy online — przekierowanie na infolinię.',
      {
        tags: ['travel', 'age', 'underwriting'],
      },
    ),
    m(
      'documents',
      'fact',
      'PDF-y polis i potwierdzeń robi document-service: szablony Thymeleaf → OpenPDF (czcionka DejaVu Sans osadzona, inaczej nie ma polskich znaków), pieczęć kwalifikowana przez Key Vault Managed HSM, pliki w Blob Storage (kontener policies, immutability policy 10 lat).',
      {
        files: ['document-service'],
        tags: ['pdf', 'documents', 'blob', 'seal'],
      },
    ),
    m(
      'owu-ipid',
      'constraint',
      'Przed zakupem klient musi dostać OWU i IPID (kartę produktu) i to potwierdzić — wersje dokumentów zapisujemy w policy.consents. Bez tego POST /api/v1/policies zwraca 422 CONSENTS_MISSING. Dotyczy też sprzedaży przez API brokerskie.',
      {
        tags: ['consents', 'idd', 'policy', 'compliance'],
      },
    ),
    m(
      'api-first',
      'convention',
      'API-first: kontrakty w api/<serwis>.yaml (OpenAPI 3.1), interfejsy generuje openapi-generator (interfaceOnly=true, useSpringBoot3). Najpierw zmiana yaml i review, potem implementacja — nie piszemy kontrolerów z palca.',
      {
        files: ['api'],
        tags: ['openapi', 'api', 'codegen'],
      },
    ),
    m(
      'problem-json',
      'convention',
      'Błędy API: RFC 7807 ProblemDetail (application/problem+json) z polem code w UPPER_SNAKE po angielsku (QUOTE_EXPIRED, CEPIK_UNAVAILABLE) i detail po polsku dla klienta. Obsługa w GlobalExceptionHandler w shared-web.',
      {
        tags: ['api', 'errors', 'problem-detail'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST pod /api/v1. Konsumują go portal, aplikacja mobilna i brokerzy (API brokerskie), więc zmiana łamiąca = /api/v2 obok, a v1 żyje jeszcze min. 6 miesięcy.',
      {
        tags: ['api', 'versioning', 'brokers'],
      },
    ),
    m(
      'testcontainers',
      'convention',
      'Testy integracyjne: Testcontainers (postgres:16-alpine, Kafka KRaft) przez @ServiceConnection, singleton kontenery w AbstractIntegrationTest. H2 zakazane — używamy jsonb i partial indexów.',
      {
        tags: ['tests', 'testcontainers', 'postgres'],
      },
    ),
    m(
      'tests-no-external',
      'constraint',
      'CI nigdy nie woła UFG test, CEPiK, KSeF test ani sandboxa P24. Integracje zaślepione WireMockiem, mappingi w src/test/resources/wiremock/<integracja>/ (nagrane z sandboxów, dane zanonimizowane).',
      {
        tags: ['tests', 'wiremock', 'ci', 'integrations'],
      },
    ),
    m(
      'kotest',
      'convention',
      'Kotlin: Kotest (FunSpec) + MockK, bez Mockito. Java: JUnit 5 + AssertJ + Mockito. Nazwy testów po angielsku.',
      {
        tags: ['tests', 'kotest', 'mockk', 'junit'],
      },
    ),
    m(
      'note-colima',
      'note',
      'testcontainers na macu z colimą: export DOCKER_HOST=unix://$HOME/.colima/default/docker.sock i TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock, inaczej ryuk nie wstaje',
      {
        tags: ['testcontainers', 'mac', 'colima'],
      },
    ),
    m(
      'ci',
      'fact',
      'CI: GitHub Actions (.github/workflows/ci.yml): build → test → Sonar → obraz do ACR (acrinsurtech) → Argo CD sync na dev. Na prod idzie PR do repo insurtech-envs z nowym tagiem obrazu.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'acr'],
      },
    ),
    m(
      'argo',
      'convention',
      'Deploy tylko przez Argo CD (repo insurtech-envs, values per środowisko). Żadnego kubectl apply/edit/scale na prod — Argo ma selfHeal i i tak to cofnie, a zmiany nie będzie w historii.',
      {
        tags: ['argocd', 'kubernetes', 'deploy', 'prod'],
      },
    ),
    m(
      'keyvault',
      'convention',
      'Sekrety tylko w Azure Key Vault (kv-insurtech-<env>), do podów przez Secrets Store CSI driver + workload identity. Nigdy w values.yaml, application.yml, zmiennych workflowów GitHuba ani w repo.',
      {
        canonical: true,
        tags: ['secrets', 'keyvault', 'azure', 'kubernetes'],
      },
    ),
    m(
      'local-env',
      'note',
      'lokalnie: docker compose -f infra/local/compose.yml up, profil spring "local". w .env.local ustaw DB_PASSWORD=changeme i P24_CRC=<crc-z-sandboxa> — .env.local jest w .gitignore.',
      {
        files: ['infra/local/compose.yml'],
        tags: ['local', 'docker-compose', 'setup'],
      },
    ),
    m(
      'secret-rotation',
      'convention',
      'Hasła, client secrety i certyfikaty (UFG, KSeF, pieczęć) rotujemy co 90 dni albo przed wygaśnięciem; Azure Monitor alertuje 30 dni przed expiry. Po rotacji trzeba zrobić restart podów przez Argo (sync z nową adnotacją), bo Spring czyta sekrety tylko przy starcie.',
      {
        tags: ['secrets', 'rotation', 'certificates', 'keyvault'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Nie deployujemy na prod w piątki po 13:00 ani w ostatnie 2 dni robocze miesiąca (zamknięcie miesiąca, raport do UFG, sprawozdania do KNF). Wyjątek tylko hotfix z akceptem dyżurnego i Krzysztofa.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'aks',
      'fact',
      "AKS w polandcentral, namespace'y insurtech-dev / insurtech-test / insurtech-prod. chart per serwis w deploy/charts/<serwis>, wspólny library chart deploy/charts/insurtech-lib.",
      {
        files: ['deploy/charts'],
        tags: ['aks', 'kubernetes', 'helm'],
      },
    ),
    m(
      'ingress-nginx',
      'fact',
      "ruch z zewnątrz: ingress-nginx + cert-manager, obiekt Ingress w każdym chart'cie",
      {
        age: 570,
        tags: ['ingress', 'nginx'],
      },
    ),
    m(
      'ingress-agc',
      'decision',
      'ingress-nginx zastąpiony przez Application Gateway for Containers (ALB Controller) z WAF-em. W chartach Gateway API (HTTPRoute), nie Ingress. Limit body na WAF-ie ustawiony w deploy/charts/insurtech-lib.',
      {
        supersedes: 'ingress-nginx',
        age: 150,
        files: ['deploy/charts/insurtech-lib'],
        tags: ['ingress', 'gateway-api', 'waf', 'azure'],
      },
    ),
    m('logs-elk', 'fact', 'logi lecą do ELK (kibana.insurtech.local, index insurtech-*)', {
      age: 590,
      tags: ['logging', 'elk', 'kibana'],
    }),
    m(
      'logs-azmon',
      'fact',
      'Logi, trace’y i metryki: OpenTelemetry Java agent → Azure Monitor (Application Insights + Log Analytics workspace law-insurtech-prod). Szukamy w KQL, trace propagowany też przez nagłówki Kafki.',
      {
        supersedes: 'logs-elk',
        age: 165,
        tags: ['logging', 'opentelemetry', 'azure-monitor', 'kql'],
      },
    ),
    m(
      'logging-format',
      'convention',
      'Logi JSON (logstash-logback-encoder) z traceId, customerId, policyId/quoteId w MDC. Metryki Micrometer z prefiksem insurtech_, np. insurtech_policies_issued_total.',
      {
        tags: ['logging', 'metrics', 'micrometer', 'mdc'],
      },
    ),
    m(
      'claims-fnol',
      'fact',
      'Zgłoszenie szkody (FNOL): claims-service, zdjęcia do Blob (kontener claims-photos). Ustawowo 30 dni od zgłoszenia na decyzję albo pismo z przyczyną opóźnienia — pilnuje ClaimDeadlineJob (alert do likwidatora w 25. dniu).',
      {
        files: ['claims-service'],
        tags: ['claims', 'fnol', 'deadline'],
      },
    ),
    m(
      'owners',
      'fact',
      'Kto za co: polisy i taryfa — Marta Kowalczyk; płatności i KSeF — Tomasz Wiśniewski; integracje UFG/CEPiK — Paweł Zieliński; szkody — Agnieszka Nowak; platforma/AKS — Krzysztof Lewandowski; IOD (RODO) — Ewa Dąbrowska.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pr-review',
      'preference',
      'PR-y do payment-service i invoice-service: dwa approve, w tym jeden od zespołu płatności (pilnuje CODEOWNERS).',
      {
        tags: ['review', 'payments'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'commit messages i komentarze w kodzie po angielsku, nawet jak gadamy po polsku. conventional commits (feat:, fix:, chore:)',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'PR-y do ~400 linii zmian, większe dzielimy; migracja Flyway w osobnym PR przed kodem, który jej używa',
      {},
    ),
    m(
      'vpn-stale',
      'note',
      'środowisko testowe UFG tylko przez VPN FortiClient, profil "UFG-TEST", konto załatwia Paweł',
      {
        age: 650,
        tags: ['ufg', 'vpn'],
      },
    ),
    m(
      'jenkins-stale',
      'note',
      'nightly build: jenkins.insurtech.local, job insurtech-nightly, artefakty w nexusie',
      {
        age: 720,
        tags: ['jenkins', 'ci'],
      },
    ),
    m(
      'cand-graalvm',
      'decision',
      'Przejść ze wszystkimi serwisami na GraalVM native image, żeby skrócić start podów.',
      {
        candidate: true,
        tags: ['graalvm', 'native'],
      },
    ),
    m(
      'cand-service-bus',
      'decision',
      'Zastąpić Kafkę Azure Service Busem, mniej infrastruktury do utrzymania.',
      {
        candidate: true,
        tags: ['kafka', 'service-bus'],
      },
    ),
    m(
      'cand-auto-refund',
      'decision',
      'Zwroty przy odstąpieniu wypłacać automatycznie, bez akceptacji operatora, niezależnie od kwoty.',
      {
        candidate: true,
        tags: ['refund', 'automation'],
      },
    ),
    m(
      'secret-db-pl',
      'note',
      'hasło do bazy prod policy (user policy_rw) to Pol1sy!Prod#2025 — nie zmieniajcie bez dania znać Marcie',
      {
        secret: 'Pol1sy!Prod#2025',
      },
    ),
    m('secret-kc-admin', 'note', 'haslo do admina keycloaka na tescie: kcAdm1n_Waw!93, login admin', {
      secret: 'kcAdm1n_Waw!93',
    }),
    m(
      'secret-jdbc',
      'note',
      'spring.datasource.url=jdbc:postgresql://psql-insurtech-prod.postgres.database.azure.com:5432/payment?user=payment_app&password=Xq7pLw2mZr9kTb4N&sslmode=require',
      {
        secret: 'Xq7pLw2mZr9kTb4N',
      },
    ),
    m(
      'secret-blob',
      'note',
      'connection string do bloba z PDF-ami: DefaultEndpointsProtocol=https;AccountName=stinsurtechdocs;AccountKey=pQ3v8Xk2LmN7rT4wY9zB1cF6hJ0sD5gA8eR2tU7iO3pK9lM4nB6vC1xZ5qW8yE2rT4uI7oP0aS3dF6gH9jK2lA==;EndpointSuffix=core.windows.net',
      {
        secret: 'pQ3v8Xk2LmN7rT4wY9zB1cF6hJ0sD5gA8eR2tU7iO3pK9lM4nB6vC1xZ5qW8yE2rT4uI7oP0aS3dF6gH9jK2lA==',
      },
    ),
    m(
      'secret-p24-crc',
      'note',
      'klucz CRC do P24 (merchant 231457, prod): 7d3f9a1c5e2b8046 — wklejam, bo Tomek pytał',
      {
        secret: '7d3f9a1c5e2b8046',
      },
    ),
    m(
      'secret-ksef-token',
      'note',
      'invoice-service/.env.prod:\nKSEF_NIP=5252841573\nKSEF_TOKEN=8E4B2F9C1A7D3E6B5C0F9A2D4E7B1C3F8A6D2E9B4C7F1A3D5E8B0C2F6A9D4E7B',
      {
        secret: '8E4B2F9C1A7D3E6B5C0F9A2D4E7B1C3F8A6D2E9B4C7F1A3D5E8B0C2F6A9D4E7B',
      },
    ),
    m(
      'secret-kafka',
      'note',
      'spring.kafka.properties.sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="policy-svc" password="zR8!kaFKa_p0licy77";',
      {
        secret: 'zR8!kaFKa_p0licy77',
      },
    ),
    m(
      'secret-azure-sp',
      'note',
      'service principal do terraforma (sp-insurtech-tf):\nAZURE_CLIENT_ID=3f2c9a1e-7b4d-4e8f-a1c2-9d0e5b6f7a83\nAZURE_CLIENT_SECRET=Xy78Q~kP2mN9vR4tW6zB1cD3fG5hJ7kL9nQ2sT4v',
      {
        secret: 'Xy78Q~kP2mN9vR4tW6zB1cD3fG5hJ7kL9nQ2sT4v',
      },
    ),
    m(
      'secret-ufg-p12',
      'note',
      'haslo do certyfikatu ufg-prod.p12 (klient mTLS do UFG): Ufg$Cert2025!kW9, zrodlo: Pawel',
      {
        secret: 'Ufg$Cert2025!kW9',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'renovate w naszym GitHubie chodzi na tokenie ghp_R7kX2mQ9vL4tP8wN3zB6cY1dF5hJ0sA2eG4i',
      {
        secret: 'ghp_R7kX2mQ9vL4tP8wN3zB6cY1dF5hJ0sA2eG4i',
      },
    ),
    m(
      'secret-kc-client',
      'note',
      'Client secret claims-service w realmie staff: 9fK2mQz7XwLp4RtV8nB1cYd6SgH3jU0e (jakby Key Vault się sypał)',
      {
        secret: '9fK2mQz7XwLp4RtV8nB1cYd6SgH3jU0e',
      },
    ),
    m(
      'secret-redis',
      'note',
      'Redis na prodzie: redis-insurtech-prod.redis.cache.windows.net:6380,password=Rd7vK2pQ9mX4tL8wZ3nB6cF1hJ5sA0eG=,ssl=True,abortConnect=False',
      {
        secret: 'Rd7vK2pQ9mX4tL8wZ3nB6cF1hJ5sA0eG=',
      },
    ),
  ],
  sessions: [
    {
      id: 'travel-session-1',
      age: 9,
      turns: [
        said(
          'cześć, dziś robimy dodatek "sporty zimowe" do turystycznego. zerknij najpierw na travel-service/src/main/kotlin/pl/insurtech/travel/application/TravelQuoteService.kt',
        ),
        replied(
          'Przejrzałem: składka liczona jest w TravelTariff per strefa i liczba dni, dodatków jeszcze nie ma — jest tylko enum TravelOption z KL i bagażem.',
        ),
        said(
          'Dodatek sporty zimowe to +35% do składki KL, tylko dla strefy EUROPA i SWIAT, nie dla SWIAT_USA.',
          {
            key: 's-ski-addon',
            type: 'decision',
          },
        ),
        replied(
          'OK, dodaję WINTER_SPORTS do TravelOption i mnożnik 1.35 na części KL w TravelTariff, z walidacją strefy.',
        ),
        said('gdzie my w ogóle mamy flagi funkcji? w application.yml?'),
        replied(
          'Jest Unleash, klient w shared-web, ale flagi mają różne nazwy, np. newTravelFlow i ski_beta.',
        ),
        said(
          'nowe rzeczy chowamy za flagą w Unleashu, nazwa zawsze produkt.funkcja małymi literami z myślnikami, np. travel.winter-sports. zadnych camelCase ani podkreslen',
          {
            key: 's-flag-naming',
            type: 'convention',
          },
        ),
        replied('Dodałem flagę travel.winter-sports i zmieniłem ski_beta na travel.ski-beta w kodzie.'),
        said('hmm czekaj, sprawdzę coś w Application Insights'),
        replied('Jasne, czekam.'),
        said(
          'dobra. kurs EUR: nie pytamy API NBP przy każdej kalkulacji. kursy zaciągamy raz dziennie o 12:30 do tabeli fx_rate i kalkulacja czyta tylko z niej',
          {
            key: 's-nbp-daily',
            type: 'decision',
          },
        ),
        replied(
          'Dodam FxRateImportJob z cronem 0 30 12 * * MON-FRI i FxRateRepository; TravelTariff będzie czytać kurs z tabeli.',
        ),
        said(
          'tu masz curla do sandboxa p24, żebyś sprawdził testAccess: curl -u 231457:b7e4c19a2f6d83e05a1c9b4d7f2e6a80 https://sandbox.przelewy24.pl/api/v1/testAccess',
          {
            secret: 'b7e4c19a2f6d83e05a1c9b4d7f2e6a80',
          },
        ),
        replied('Odpowiedź 200 {"data": true}, dostęp do sandboxa działa.'),
        said(
          'Kalkulacja jest ważna 30 dni albo do zmiany wersji taryfy, co nastąpi pierwsze. Potem POST /policies z tym quoteId ma zwrócić QUOTE_EXPIRED.',
          {
            key: 's-quote-ttl',
            type: 'constraint',
          },
        ),
        replied(
          'Dodaję sprawdzenie validUntil i tariffVersion w PolicyIssuanceService, zwracam ProblemDetail z code QUOTE_EXPIRED.',
        ),
        said('super, dzięki'),
        replied('Coś jeszcze do tego PR-a?'),
        said(
          'SMS-y z kodami i przypomnieniami wysyłamy przez SMSAPI.pl — Twilio wyłączyliśmy, nie dodawaj już niczego z Twilio.',
          {
            key: 's-smsapi',
            type: 'fact',
          },
        ),
        replied('Przyjąłem, usuwam też nieużywany TwilioConfig z notification-service.'),
        said('ok, commituj i wrzuć na dev'),
      ],
    },
    {
      id: 'claims-session-2',
      age: 4,
      turns: [
        said('hej, w claims-service upload zdjec szkody wywala 413 dla zdjec z iphone'),
        replied(
          'Limit multipart to 5 MB (spring.servlet.multipart.max-file-size w application.yml). Zdjęcia HEIC z iPhone’a mają 6–9 MB.',
        ),
        said(
          'zdjecia szkod: max 15 MB na plik, max 20 plikow na szkode. i przed zapisem do bloba wywalamy z EXIF-a lokalizacje GPS, RODO',
          {
            key: 's-photo-limits',
            type: 'constraint',
          },
        ),
        replied(
          'Podnoszę limit do 15 MB, dodaję limit 20 plików w ClaimPhotoService i usuwanie EXIF-a przed zapisem obrazu.',
        ),
        said('a HEIC konwertujemy?'),
        replied('Obecnie nie, zapisujemy oryginał.'),
        said(
          'Tak, wszystko konwertujemy do JPEG przed zapisem — rzeczoznawcy mają stary system, który HEIC nie otworzy.',
          {
            key: 's-heic-jpeg',
            type: 'decision',
          },
        ),
        replied('Dodam konwersję w ClaimPhotoService, oryginału HEIC nie trzymamy.'),
        said(
          'btw jak będziesz testował na tescie, haslo do konta serwisowego svc-claims-test w Keycloaku to Szk0dy!Test_2026, zrodlo: Agnieszka',
          {
            secret: 'Szk0dy!Test_2026',
          },
        ),
        replied('Dzięki, zalogowałem się, token ma rolę CLAIMS_HANDLER.'),
        said(
          'jeszcze jedno: ścieżki w blobie to {claimId}/{uuid}.jpg, nigdy nazwisko ani numer rejestracyjny w nazwie pliku',
          {
            key: 's-blob-naming',
            type: 'convention',
          },
        ),
        replied('Zmienione w ClaimPhotoStorage. Starych plików nie migruję.'),
        said('ok, na razie tak zostaw, migracja kiedy indziej'),
        replied('Jasne, zostawiam.'),
        said('dzięki, wystarczy na dziś'),
      ],
    },
  ],
  prompts: [
    // build, runtime, architecture
    p('podbij spring boota w policy-service do 3.4, gdzie się zmienia wersję?', [
      'gradle-catalog',
      'java-21',
    ]),
    p(
      'compile error: package javax.persistence does not exist w claims-service/src/main/java/pl/insurtech/claims/adapter/out/db/ClaimEntity.java',
      ['java-21'],
    ),
    p('robimy nowy serwis do NNW, od czego zacząć?', [
      'kotlin-new',
      'hexagonal',
      'api-first',
      'pg-per-service',
    ]),
    p('przepisz PaymentController.java na Kotlina, skoro i tak go ruszam', ['kotlin-new']),
    p(
      'ArchitectureTest w quote-service failuje: domain.TariffCalculator should not depend on org.springframework.stereotype.Component',
      ['hexagonal'],
    ),
    p('dodaj jackson-module-kotlin do travel-service', ['gradle-catalog']),
    p('włącz virtual threads w vehicle-service', ['java-21']),
    p('renovate: chcę żeby grupował wszystkie aktualizacje springa w jeden PR', ['gradle-catalog']),
    // database
    p('dodaj kolumnę discount_class do tabeli policy', ['flyway']),
    p('rename kolumny vin na vehicle_vin w quote — jak to zrobić bez downtime’u?', ['flyway']),
    p('gdzie są changelogi liquibase dla invoice-service?', ['flyway']),
    p('claims-service potrzebuje danych polisy, zrób joina do tabeli policy', ['pg-per-service']),
    p('testy repozytoriów w policy-service na H2 byłyby szybsze, przestawmy', ['testcontainers']),
    // kafka
    p('wyślij event po wystawieniu polisy z PolicyIssuanceService', [
      'outbox',
      'kafka-topics',
      'schema-apicurio',
    ]),
    p('nowy topic dla zmian statusu szkody, jak go nazwać?', ['kafka-topics']),
    p(
      'rejestracja schematu Avro pada: "Schema being registered is incompatible with an earlier schema", dodałem pole bez defaulta',
      ['schema-apicurio'],
    ),
    p('consumer payment.status-changed w policy-service wystawił dwie polisy na jedną płatność', [
      'kafka-idempotent',
      'payment-notify',
    ]),
    p('czemu kafkaTemplate.send() w metodzie z @Transactional to u nas zły pomysł?', ['outbox']),
    p('gdzie jest schema registry? chcę podejrzeć subjecty', ['schema-apicurio']),
    p('OutboxRelay wysłał paczkę eventów dwa razy po restarcie poda', ['kafka-idempotent', 'outbox']),
    // money & time
    p('składka wychodzi 1234.5699999 w odpowiedzi z /quotes', ['money']),
    p('dodaj pole premium do PolicyIssuedEvent', ['money', 'kafka-topics', 'schema-apicurio']),
    p('polisa kupiona 30.03 ma koniec ochrony o 01:00 zamiast 23:59:59', ['time-warsaw', 'incident-dst-gap']),
    p('@policy-service/src/main/kotlin/pl/insurtech/policy/domain/PolicyPeriod.kt dodaj metodę overlaps()', [
      'time-warsaw',
    ]),
    p('PolicyPeriodDstTest jest czerwony po moim refaktorze, mogę go wyłączyć?', [
      'incident-dst-gap',
      'time-warsaw',
    ]),
    p('w jakiej strefie czasowej zapisujemy created_at?', ['time-warsaw']),
    // UFG
    p('kalkulacja OC trwa 4 s, głównie czekamy na UFG — możemy to wyrzucić z kalkulacji?', [
      'ufg-each-quote',
      'ufg-purchase-claim',
    ]),
    p('UfgReportJob odrzucił wczoraj 12 rekordów z błędem "nieprawidłowa data rozwiązania umowy"', [
      'ufg-report',
      'owners',
    ]),
    p('dodaj raportowanie do UFG dla wypowiedzenia polisy przez klienta', ['ufg-report', 'ufg-soap']),
    p('wygeneruj klasy z nowego WSDL-a od UFG', ['ufg-soap']),
    p('SSLHandshakeException: PKIX path building failed przy wywołaniu UFG z ufg-gateway na tescie', [
      'ufg-soap',
      'secret-rotation',
    ]),
    p('jak policzyć zniżkę OC dla klienta, który miał jedną szkodę w zeszłym roku?', [
      'bonus-malus',
      'ufg-each-quote',
      'ufg-purchase-claim',
    ]),
    // CEPiK
    p('vehicle-service: szukanie pojazdu po numerze rejestracyjnym zwraca 400', ['cepik-fetch']),
    p('dodaj cache na odpowiedzi z CEPiK, formularz pyta 5 razy o to samo auto', [
      'cepik-cache',
      'cepik-cache-claim',
    ]),
    p('CEPiK dziś sypie 429 i ludzie nie mogą skończyć kalkulacji', ['cepik-rate']),
    p('czy z CEPiK dostaniemy imię i nazwisko właściciela pojazdu?', ['cepik-fetch']),
    p('jak dlugo trzymamy dane z cepiku w redisie?', ['cepik-cache', 'cepik-cache-claim']),
    p('why does vehicle-service fall back to manual vehicle entry when CEPiK is slow?', ['cepik-rate']),
    // KSeF
    p('invoice-service: przestaw generowanie XML faktury na FA(3)', ['ksef-fa3']),
    p('jaką stawkę VAT dać na fakturze za polisę OC dla floty?', ['ksef-vat-zw']),
    p('KSeF zwraca 503 od godziny, faktury flotowe stoją', ['ksef-offline', 'ksef-fa3']),
    p('klient dostał fakturę mailem zanim mieliśmy numer KSeF, jak to możliwe?', ['ksef-fa3']),
    p('jak się uwierzytelniamy do KSeF API?', ['ksef-fa3', 'keyvault']),
    p('@invoice-service/src/main/java/pl/insurtech/invoice/domain/VatRate.java dodaj stawkę 8%, ktoś pytał', [
      'ksef-vat-zw',
    ]),
    p('dodaj stub WireMock dla sesji wsadowej KSeF', ['tests-no-external', 'ksef-fa3']),
    // payments
    p('płatność w P24 wisi jako "oczekuje" od 2 dni, a klient twierdzi że zapłacił', [
      'p24-flow',
      'payment-notify',
    ]),
    p('P24 odrzuca transaction/register z "Incorrect sign"', ['p24-sign']),
    p('zaimplementuj endpoint urlStatus dla Przelewy24', ['p24-flow', 'p24-sign', 'payment-notify']),
    p('dodaj BLIK do checkoutu turystycznego', ['blik', 'p24-flow', 'idempotency']),
    p('w logach payment-service widzę blikCode=482913, skąd to się bierze?', ['blik', 'rodo-logs']),
    p('front robi retry POST /payments po timeoucie, czy to bezpieczne?', [
      'idempotency',
      'incident-double-blik',
    ]),
    p('klient zapłacił dwa razy za tę samą polisę, co robimy?', ['incident-double-blik', 'refunds']),
    p('zwrot składki po odstąpieniu w 14. dniu — jak to liczymy?', ['refunds', 'money']),
    p('przywróć PaymentStatusPoller, notyfikacje z P24 czasem nie dochodzą', ['payment-notify']),
    p('skąd wziąć crc do P24 do testów lokalnych?', ['local-env', 'keyvault', 'p24-sign']),
    p('niech zwroty przy odstąpieniu idą automatycznie, bez klikania przez operatora', ['refunds']),
    p('czy mozna zapisac kod blik w tabeli payment do audytu', ['blik']),
    p('ile dni ma klient na odstapienie od umowy kupionej online i jak liczymy zwrot', ['refunds']),
    p('napisz unit test dla P24Signer.java', ['kotest', 'p24-sign']),
    // keycloak & security
    p('agent z tokenem klienta dostał się do /api/v1/admin/policies — jak to możliwe?', [
      'kc-realms',
      'kc-roles',
    ]),
    p('dodaj rolę CLAIMS_SUPERVISOR i zabezpiecz endpoint zatwierdzania wypłaty', ['kc-roles', 'kc-realms']),
    p('marketing chce, żeby hasło w portalu trzeba było zmieniać co 60 dni', ['password-policy']),
    p('dodaj walidację siły hasła w formularzu rejestracji na froncie', ['password-policy']),
    p('pracownicy mają się logować przez Entra ID, co trzeba skonfigurować?', ['kc-realms']),
    p('uzytkownik z realmu customers widzi panel admina', ['kc-realms']),
    p('na tescie nie działa logowanie do admina keycloaka, jakie jest hasło?', ['keyvault']),
    // RODO
    p('dodaj logowanie całego requestu w CustomerController, żeby zdebugować rejestrację', [
      'rodo-logs',
      'logging-format',
    ]),
    p('klient chce usunięcia danych, zrób DELETE na customer i policy', ['rodo-erasure']),
    p('ile trzymamy kalkulacje bez zakupu?', ['rodo-ret-12m']),
    p('QuoteAnonymizationJob — co dokładnie ma anonimizować i po jakim czasie?', ['rodo-ret-12m']),
    p('zrzuć mi bazę quote z produ na test, potrzebuję prawdziwych danych do reprodukcji buga', [
      'no-prod-data',
      'data-region',
    ]),
    p('możemy postawić replikę bazy w West Europe na DR?', ['data-region']),
    p('wygeneruj dane testowe: 50 klientów z PESEL-ami', ['no-prod-data', 'pesel-validation']),
    p('walidacja PESEL przepuszcza 02270812345 — to w ogóle poprawny PESEL?', ['pesel-validation']),
    p('podepnijmy jakiś zewnętrzny SaaS do wysyłki maili z danymi klientów, np. z regionu US', [
      'data-region',
    ]),
    p('obniż poziom logów ufg-gateway do DEBUG na prodzie, chcę zobaczyć całe SOAP envelope', [
      'rodo-logs',
      'argo',
    ]),
    p('is it ok to log the full P24 notification body?', ['rodo-logs']),
    // tariff
    p('aktuariusz chce dodać płeć kierowcy jako czynnik ryzyka do taryfy AC', ['tariff-gender']),
    p('zmień współczynnik dla pojemności > 2.0 w taryfie OC 2026', ['tariff-kotlin']),
    p('gdzie są reguły drools dla taryfy?', ['tariff-kotlin']),
    p('przelicz polisę z 2024 roku — klient reklamuje wysokość składki', ['tariff-kotlin', 'bonus-malus']),
    p('dodaj wiek kierowcy z PESEL-u do TariffInput', ['pesel-validation', 'tariff-gender']),
    // travel
    p('klient jest w Chorwacji i chce kupić turystyczne, formularz go blokuje — bug?', [
      'travel-abroad',
      'travel-abroad-claim',
    ]),
    p('dodaj blokadę po geolokalizacji IP dla osób za granicą', ['travel-abroad', 'travel-abroad-claim']),
    p('dodaj Japonię do strefy SWIAT', ['travel-zones']),
    p('klient ma 87 lat i chce kupić turystyczne online', ['travel-age']),
    p('wariant SENIOR: od jakiego wieku?', ['travel-age']),
    p(
      '@travel-service/src/main/kotlin/pl/insurtech/travel/domain/TravelTariff.kt dodaj dodatek narciarski dla USA',
      ['s-ski-addon'],
    ),
    p('jaki kurs EUR bierzemy do składki turystycznej?', ['travel-zones', 's-nbp-daily']),
    p('FxRateImportJob nie zaciągnął dziś kursów, NBP miało awarię — co z kalkulacjami?', [
      's-nbp-daily',
      'travel-zones',
    ]),
    p('zrodlo kursow walut dla turystycznego to api nbp czy nasza tabela?', ['s-nbp-daily', 'travel-zones']),
    p('policz sumę KL w PLN dla strefy SWIAT', ['travel-zones', 'money', 's-nbp-daily']),
    p('dodaj endpoint, który przy kalkulacji pobiera kurs z NBP na żywo', ['s-nbp-daily']),
    p('dodaj pole "przebywam w Polsce" do API brokerskiego', [
      'travel-abroad',
      'travel-abroad-claim',
      'api-versioning',
    ]),
    // documents & consents
    p('broker kupuje przez API polisę bez zgód, dostaje 422 i chce, żebyśmy to dla nich wyłączyli', [
      'owu-ipid',
    ]),
    p('PDF polisy generuje się z krzakami zamiast polskich znaków', ['documents']),
    p('gdzie trzymamy PDF-y polis i jak długo?', ['documents']),
    p('jak wygląda pieczęć na PDF-ach? ktoś pytał, czy to podpis kwalifikowany', ['documents']),
    p('nazwa pliku PDF polisy: dodajmy nazwisko klienta, łatwiej będzie szukać', [
      'documents',
      's-blob-naming',
    ]),
    // API
    p('dodaj endpoint GET /api/v1/policies/{id}/documents', ['api-first', 'problem-json']),
    p('zmiana pola vehicleType ze stringa na enum w /api/v1/quotes — portal się nie wysypie?', [
      'api-versioning',
      'api-first',
    ]),
    p('jak ma wyglądać błąd, gdy CEPiK nie odpowiada?', ['problem-json', 'cepik-rate']),
    p('zwróć z QuotesController błąd po polsku "Kalkulacja wygasła"', ['problem-json', 's-quote-ttl']),
    p('klient próbuje kupić polisę z kalkulacji sprzed 40 dni', ['s-quote-ttl']),
    p('po wdrożeniu nowej taryfy stare kalkulacje dalej dają się kupić', ['s-quote-ttl', 'tariff-kotlin']),
    p('zgłoszenie szkody przez API brokerskie zmienia format adresu — potrzebujemy v2?', ['api-versioning']),
    p('add an endpoint to cancel a policy and report it upstream', ['ufg-report', 'refunds', 'api-first']),
    // tests
    p('napisz test integracyjny dla PolicyRepository', ['testcontainers', 'kotest']),
    p('test w vehicle-service woła prawdziwy CEPiK test, zrób żeby przechodził w CI', ['tests-no-external']),
    p('Testcontainers na macu: Could not find a valid Docker environment', ['note-colima']),
    p('mogę użyć Mockito w testach travel-service?', ['kotest']),
    // CI, deploy, secrets
    p('workflow CI nie pushuje obrazu do ACR', ['ci']),
    p('jak wypuścić payment-service 2.14.0 na prod?', ['ci', 'argo', 'deploy-freeze']),
    p('zeskaluj ręcznie quote-service na prodzie do 10 replik, jest ruch z kampanii', ['argo']),
    p('piątek 15:00, hotfix do KSeF musi iść na prod', ['deploy-freeze', 'argo']),
    p('dziś 30-ty, mogę zdeployować invoice-service?', ['deploy-freeze']),
    p('gdzie wpisać hasło do nowej bazy dla travel-service?', ['keyvault']),
    p('dodaj DB_PASSWORD do values-prod.yaml w charcie claims-service', ['keyvault']),
    p('po rotacji client secretu w Key Vault claims-service dalej dostaje 401 z Keycloaka', [
      'secret-rotation',
      'keyvault',
    ]),
    p('policy-service po deployu nie widzi nowego sekretu z Key Vault', ['secret-rotation', 'keyvault']),
    p('gdzie trzymac haslo do certyfikatu UFG po odnowieniu', ['keyvault', 'secret-rotation', 'ufg-soap']),
    p('hasło do bazy policy na prodzie?', ['keyvault']),
    p('vehicle-service potrzebuje hasła do redisa, skąd je wziąć?', ['keyvault']),
    p('dodaj Ingress dla nowego serwisu NNW w charcie', ['ingress-agc', 'aks']),
    p('WAF blokuje upload zdjęć szkód, 413 z Application Gateway', ['ingress-agc', 's-photo-limits']),
    p('gdzie są charty helmowe?', ['aks']),
    p('jak odpalić wszystko lokalnie?', ['local-env']),
    // observability
    p('znajdź w kibanie logi z wczoraj dla polisy PL-OC-2026-001234', ['logs-azmon', 'logging-format']),
    p('napisz zapytanie KQL: liczba wystawionych polis na godzinę', ['logs-azmon', 'logging-format']),
    p('dodaj metrykę czasu odpowiedzi CEPiK', ['logging-format', 'cepik-rate']),
    p('traceId gubi się między policy-service a invoice-service', ['logs-azmon', 'logging-format']),
    // claims
    p("upload zdjęć w claims-service: 413 dla zdjęć z iPhone'a", [
      's-photo-limits',
      's-heic-jpeg',
      'ingress-agc',
    ]),
    p('rzeczoznawca nie może otworzyć zdjęć szkody', ['s-heic-jpeg']),
    p('dodaj przypomnienie dla likwidatora przed upływem terminu na decyzję', ['claims-fnol']),
    p(
      '@claims-service/src/main/java/pl/insurtech/claims/adapter/out/blob/ClaimPhotoStorage.java zapisuj pliki pod nazwą z numerem rejestracyjnym',
      ['s-blob-naming', 'rodo-logs'],
    ),
    p('czy trzymamy współrzędne GPS ze zdjęć szkód?', ['s-photo-limits']),
    p('ClaimDeadlineJob wysłał alert dla szkody zgłoszonej 3 dni temu', ['claims-fnol']),
    p('ej, zerknij na claims-service, klient wrzucił 30 zdjęć do jednej szkody i przeszło', [
      's-photo-limits',
    ]),
    // notifications & flags
    p('wyślij klientowi SMS z przypomnieniem o końcu polisy', ['s-smsapi']),
    p('dodaj TwilioSmsSender jako fallback', ['s-smsapi']),
    p('schowaj nowy flow zgłoszenia szkody za feature flagą', ['s-flag-naming']),
    p('flaga newClaimFlow nie działa w Unleashu', ['s-flag-naming']),
    // owners & process
    p('kto ogarnia integrację z UFG?', ['owners']),
    p('do kogo z pytaniem o RODO i retencję?', ['owners']),
    p('zrób jeden PR z migracją i kodem razem, wyjdzie ok. 900 linii', ['pref-small-prs']),
    p('napisz commit message do tej zmiany', ['pref-english']),
    p('kto musi zatwierdzić PR do invoice-service?', ['pr-review', 'owners']),
    // nothing to inject
    p('dodaj walidację formatu kodu pocztowego w adresie klienta', []),
    p('przejdźmy na GraalVM native w policy-service', []),
    p('dzięki, działa!', []),
    p('ok commituj', []),
    p('jaka jest różnica między @Component a @Service?', []),
    p('wytłumacz mi sealed classy w Kotlinie', []),
    p('how do I rebase onto main interactively?', []),
    p('podsumuj ten diff', []),
    p('regex na polski kod pocztowy 00-000', []),
    p('co to w ogóle jest pinning przy virtual threadach?', []),
    p('napisz w Kotlinie funkcję, która dzieli listę na paczki po 100', []),
    p('dobra, na dziś koniec', []),
    p('what does @Transactional(readOnly = true) actually do in Hibernate?', []),
    p('zmień nazwę zmiennej tmp na result w tej metodzie', []),
    p('wyjaśnij różnicę między Flux a Mono', []),
    p('spoko, dzieki', []),
    p('jak w IntelliJ włączyć pokazywanie białych znaków?', []),
    p('przetłumacz komunikat "Nie znaleziono pojazdu" na angielski', []),
    p('co znaczy HTTP 422 vs 400?', []),
    p('napisz data class dla adresu z ulicą, kodem i miastem', []),
    p('hej', []),
    p('no to lecimy dalej', []),
  ],
});
