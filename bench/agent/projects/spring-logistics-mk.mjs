// A Skopje freight-forwarding and customs-brokerage backend: CDEPS customs declarations, NCTS transit, UJP
// e-invoices in denars, CMR consignment notes, TIR carnets and a driver mobile app. Mostly in Macedonian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-logistics-mk',
  stack:
    'Kotlin 2.0 + Spring Boot 3.3 (Java 21), Gradle Kotlin DSL multi-module, PostgreSQL 16 (Patroni) + Flyway, Spring Data JPA / Hibernate 6, Kafka + Avro (Apicurio), CDEPS SOAP (WS-Security), NCTS, UJP e-invoice (UBL 2.1), IRU TIR-EPD, Flutter driver app, Keycloak, MinIO, k3s + Helm + Argo CD, GitLab CI, JUnit 5 + MockK + Testcontainers',
  memories: [
    m(
      'build-maven',
      'fact',
      'Проектот се билда со Maven 3.8 (mvn clean verify), root pom.xml со модулите customs, invoicing и transport.',
      {
        fact: 'build | tool | Maven',
        files: ['pom.xml'],
        age: 700,
        tags: ['maven', 'build'],
      },
    ),
    m(
      'build-gradle',
      'decision',
      'Се префрливме од Maven на Gradle 8.10 со Kotlin DSL. Секој модул има свој build.gradle.kts, а верзиите стојат САМО во gradle/libs.versions.toml (version catalog) — не пишувај верзија директно во dependencies {}. Build-от на CI падна од 9 на 3 минути со configuration cache.',
      {
        fact: 'build | tool | Gradle',
        supersedes: 'build-maven',
        age: 390,
        canonical: true,
        files: ['gradle/libs.versions.toml', 'settings.gradle.kts'],
        reason: 'побрз build, configuration cache, multi-module',
        tags: ['gradle', 'kotlin-dsl', 'build', 'version-catalog'],
      },
    ),
    m(
      'jdk-17',
      'fact',
      'CI и Docker image-ите се на JDK 17: eclipse-temurin:17-jre, kotlin jvmTarget = 17.',
      {
        fact: 'runtime | jdk | 17',
        age: 640,
        tags: ['jdk', 'java', 'docker'],
      },
    ),
    m(
      'jdk-21',
      'fact',
      'Runtime: Java 21 (eclipse-temurin:21-jre-alpine), jvmToolchain(21) во build-logic. Virtual threads се вклучени (spring.threads.virtual.enabled=true), затоа во нов код нема ThreadLocal кешови и нема synchronized околу блокирачки I/O повици.',
      {
        fact: 'runtime | jdk | 21',
        supersedes: 'jdk-17',
        age: 230,
        files: ['build-logic', 'app/src/main/resources/application.yml'],
        tags: ['jdk', 'java-21', 'virtual-threads'],
      },
    ),
    m(
      'stack',
      'fact',
      'Spring Boot 3.3 + Kotlin 2.0. Plugin-ите kotlin("plugin.spring") и kotlin("plugin.jpa") се задолжителни во секој модул со ентитети — без нив @Entity класите немаат no-arg конструктор и Hibernate паѓа при вчитување.',
      {
        files: ['build-logic/src/main/kotlin/vl.kotlin-conventions.gradle.kts'],
        tags: ['spring-boot', 'kotlin', 'jpa', 'hibernate'],
      },
    ),
    m(
      'modules',
      'fact',
      'Gradle модули: app (bootstrap + config), customs (декларации кон CDEPS, NCTS транзит), invoicing (фактури + УЈП е-фактура), transport (налози, CMR, TIR карнети), tracking (GPS позиции), driver-api (REST за мобилната апликација на возачите), common (Money, EDB, WorkingDayCalendar, Transliterator).',
      {
        files: ['settings.gradle.kts'],
        tags: ['modules', 'architecture', 'gradle'],
      },
    ),
    m(
      'pkg-naming',
      'convention',
      'Пакети по feature, не по слој: mk.vardarlog.customs.declaration, mk.vardarlog.transport.cmr, mk.vardarlog.invoicing.ujp. Класи, полиња, колони и топици се на англиски; коментари и KDoc може и на македонски.',
      {
        tags: ['naming', 'packages', 'conventions'],
      },
    ),
    m(
      'kotlin-style',
      'convention',
      'ktlint (преку spotless) и detekt се дел од ./gradlew check и CI паѓа на секое предупредување. Без !! во продукциски код — requireNotNull(x) { "порака" } или ?: throw со јасна порака.',
      {
        files: ['config/detekt/detekt.yml', 'build-logic'],
        tags: ['ktlint', 'detekt', 'lint', 'kotlin'],
      },
    ),
    m(
      'pg-13',
      'fact',
      'базата е PostgreSQL 13 на db01.vardarlog.local, бекап со pg_dump секоја ноќ во 02:00',
      {
        fact: 'database | version | PostgreSQL 13',
        age: 610,
        tags: ['postgres', 'database'],
      },
    ),
    m(
      'pg-16',
      'fact',
      'Продукција: PostgreSQL 16 во Patroni кластер од 3 нода (pg-01..pg-03). Апликацијата оди преку HAProxy на порта 5000 (само primary); read-only репорти и BI одат на 5001 (репликите), никогаш на primary.',
      {
        fact: 'database | version | PostgreSQL 16',
        tags: ['postgres', 'patroni', 'haproxy', 'database'],
      },
    ),
    m(
      'flyway-seq',
      'convention',
      'Flyway: миграциите се V<број>__opis.sql во app/src/main/resources/db/migration, бројот е следниот слободен.',
      {
        age: 520,
        files: ['app/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations'],
      },
    ),
    m(
      'flyway-ts',
      'convention',
      'Flyway миграциите се именуваат со timestamp наместо реден број: V2025_03_14_1030__add_tir_carnet.sql, и секој модул ги има во своја папка <модул>/src/main/resources/db/migration/<модул>. Две гранки со ист V-број ни го скршија staging-от двапати.',
      {
        supersedes: 'flyway-seq',
        age: 190,
        files: ['customs/src/main/resources/db/migration', 'invoicing/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'naming'],
      },
    ),
    m(
      'flyway-no-edit',
      'constraint',
      'Веќе применета Flyway миграција не се менува никогаш (checksum mismatch и prod не стартува). Секоја поправка оди во нова миграција.',
      {
        tags: ['flyway', 'migrations', 'prod'],
      },
    ),
    m(
      'jpa-rules',
      'convention',
      'JPA: Declaration, Shipment и Invoice имаат @Version (optimistic locking). Сите асоцијации се LAZY; за листи користи fetch join или @EntityGraph во repository-то, никогаш FetchType.EAGER. spring.jpa.open-in-view=false.',
      {
        tags: ['jpa', 'hibernate', 'n+1', 'locking'],
      },
    ),
    m(
      'money',
      'constraint',
      'Сите парични износи се BigDecimal (колона numeric(18,2)), никогаш Double/Float. Денарски износи на 2 децимали, RoundingMode.HALF_UP. Во домен API-то се користи Money од common/src/main/kotlin/mk/vardarlog/common/money/Money.kt, не голи BigDecimal.',
      {
        canonical: true,
        files: ['common/src/main/kotlin/mk/vardarlog/common/money/Money.kt'],
        tags: ['money', 'mkd', 'bigdecimal', 'rounding'],
      },
    ),
    m(
      'invoice-rounding',
      'constraint',
      'Фактури: ДДВ се пресметува по ставка на 2 децимали (HALF_UP) и потоа се сумира. Вкупно за плаќање во МКД се заокружува на цел денар; разликата оди во invoice.rounding_diff и НЕ се распределува назад по ставки.',
      {
        files: ['invoicing/src/main/kotlin/mk/vardarlog/invoicing/InvoiceCalculator.kt'],
        tags: ['invoice', 'vat', 'rounding', 'mkd'],
      },
    ),
    m(
      'fx-scrape',
      'fact',
      'курсната листа на НБРМ ја влечеме со scraping на html страницата (FxRateScraper.kt), cron секое утро во 08:00',
      {
        fact: 'nbrm rates | source | HTML scraping',
        age: 540,
        files: ['common/src/main/kotlin/mk/vardarlog/common/fx/FxRateScraper.kt'],
        tags: ['nbrm', 'fx', 'exchange-rate'],
      },
    ),
    m(
      'fx-ws',
      'decision',
      'Курсевите сега доаѓаат од официјалниот web service на НБРМ (Kurs.asmx, GetExchangeRate) наместо од scraping — FxRateScraper е избришан. NbrmRateJob тргнува во 16:30 секој работен ден, а објавениот курс важи од наредниот ден. Табела fx_rates(currency, valid_on, middle_rate).',
      {
        fact: 'nbrm rates | source | NBRM web service',
        supersedes: 'fx-scrape',
        age: 175,
        files: ['common/src/main/kotlin/mk/vardarlog/common/fx/NbrmRateJob.kt'],
        reason: 'scraping-от паѓаше секогаш кога НБРМ ќе го смени сајтот',
        tags: ['nbrm', 'fx', 'exchange-rate', 'soap'],
      },
    ),
    m(
      'fx-customs',
      'constraint',
      'За царинската вредност се користи средниот курс на НБРМ што важи на денот на прифаќање на декларацијата (acceptance date), а не курсот од датумот на фактурата на добавувачот. CustomsValueCalculator.rateFor(acceptedOn).',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/value/CustomsValueCalculator.kt'],
        tags: ['customs-value', 'fx', 'nbrm'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'Сите timestamp колони се timestamptz и се запишуваат во UTC (Instant во Kotlin, никогаш LocalDateTime за моменти во времето). Europe/Skopje само на работ: PDF, е-пошта, приказ во driver app.',
      {
        tags: ['timezone', 'utc', 'instant'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'внимание: declarations.submitted_at и accepted_at ги чуваме во локално скопско време, така ги враќа CDEPS, не ги конвертирај',
      {
        disputes: 'tz-utc',
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/declaration/DeclarationEntity.kt'],
        tags: ['timezone', 'cdeps', 'declaration'],
      },
    ),
    m(
      'cdeps-sftp',
      'fact',
      'Декларациите до ЦУРМ одат како XML фајлови преку SFTP на нивниот gateway, а одговорите (MRN, грешки) ги читаме од /outbox на секои 5 минути.',
      {
        fact: 'customs submission | channel | SFTP',
        age: 580,
        tags: ['cdeps', 'customs', 'sftp'],
      },
    ),
    m(
      'cdeps-ws',
      'decision',
      'Декларациите ги праќаме директно на CDEPS web service: SOAP 1.2 со WS-Security потпис од квалификуваниот сертификат на фирмата. Клиентот е customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClient.kt, WSDL и XSD во customs/src/main/resources/wsdl/, класите се генерираат со wsdl2java task.',
      {
        fact: 'customs submission | channel | CDEPS web service',
        supersedes: 'cdeps-sftp',
        age: 260,
        files: [
          'customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClient.kt',
          'customs/src/main/resources/wsdl',
        ],
        reason: 'одговор за секунди наместо по 5+ минути',
        tags: ['cdeps', 'customs', 'soap', 'ws-security'],
      },
    ),
    m('cdeps-timeout-30', 'constraint', 'CDEPS client timeouts: connect 5 s, read 30 s.', {
      age: 400,
      files: ['customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClientConfig.kt'],
      tags: ['cdeps', 'timeout'],
    }),
    m(
      'cdeps-timeout-90',
      'constraint',
      'Read timeout кон CDEPS го кренавме на 90 s (на крај на месец одговорите доаѓаат и по 60+ s), connect останува 5 s. Retry постои само за queryStatus, никогаш за submitDeclaration.',
      {
        supersedes: 'cdeps-timeout-30',
        age: 95,
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClientConfig.kt'],
        tags: ['cdeps', 'timeout', 'retry', 'month-end'],
      },
    ),
    m(
      'decl-states',
      'fact',
      'Статуси на декларација: DRAFT → VALIDATED → SIGNED → SUBMITTED → ACCEPTED (доделен MRN) → RELEASED, или REJECTED. Преодите се само преку DeclarationStateMachine.kt; директно setStatus() надвор од неа не е дозволено.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/declaration/DeclarationStateMachine.kt'],
        tags: ['declaration', 'state-machine', 'status'],
      },
    ),
    m(
      'decl-no-resubmit',
      'constraint',
      'Декларација која е SUBMITTED не смее автоматски повторно да се прати, ни при timeout. Статусот се проверува со queryStatus(LRN); ако CDEPS не ја знае, брокерот одлучува рачно. Две пратени декларации = две царински обврски за клиентот.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/declaration/DeclarationSubmitService.kt'],
        tags: ['declaration', 'retry', 'idempotency', 'cdeps'],
      },
    ),
    m(
      'lrn',
      'convention',
      'LRN формат: VL + година (2 цифри) + 9-цифрен број од sequence lrn_seq, на пр. VL25000012345. LRN не се користи повторно ни по REJECTED — корекцијата е нова декларација со нов LRN.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/declaration/LrnGenerator.kt'],
        tags: ['lrn', 'declaration', 'sequence'],
      },
    ),
    m(
      'mrn',
      'fact',
      'MRN (18 знаци) го доделува царината при прифаќање и се чува во declarations.mrn со unique индекс. Првите 2 цифри се година, позиции 3-4 кодот на земјата (MK), последниот знак е контролен.',
      {
        tags: ['mrn', 'declaration'],
      },
    ),
    m(
      'broker-sign',
      'constraint',
      'Секоја декларација мора да ја прегледа и потпише овластен царински застапник (улога BROKER) во back-office пред праќање. Системот никогаш сам не праќа декларација, дури ни „едноставни“ транзитни.',
      {
        canonical: true,
        tags: ['broker', 'declaration', 'compliance', 'signature'],
      },
    ),
    m(
      'hs-codes',
      'fact',
      'Тарифни ознаки: 10-цифрени според Царинската тарифа на РСМ (базирана на CN). Табелата tariff_codes ја полни TariffImportJob од податоците на ЦУРМ секоја година на 1 јануари; HsCodeValidator одбива шифри што не важат на датумот на декларацијата.',
      {
        files: [
          'customs/src/main/kotlin/mk/vardarlog/customs/tariff/HsCodeValidator.kt',
          'customs/src/main/kotlin/mk/vardarlog/customs/tariff/TariffImportJob.kt',
        ],
        tags: ['tariff', 'hs-code', 'validation'],
      },
    ),
    m(
      'customs-value',
      'fact',
      'Царинска вредност = вредност од фактура + транспорт и осигурување до влезот во РСМ (зависно од Incoterm). Основица за ДДВ при увоз = царинска вредност + царина + акциза. Сè е во CustomsValueCalculator.kt.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/value/CustomsValueCalculator.kt'],
        tags: ['customs-value', 'vat', 'import'],
      },
    ),
    m(
      'incoterms',
      'convention',
      'Incoterms 2020 се enum Incoterm. Кај EXW/FCA/FOB додаваме транспорт до граница во царинската вредност, кај CIF/CIP/DAP/DPU/DDP не. Нов incoterm = измена во enum + случај во CustomsValueCalculatorTest.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/value/Incoterm.kt'],
        tags: ['incoterms', 'customs-value'],
      },
    ),
    m(
      'vat-rates',
      'fact',
      'ДДВ стапки: општа 18%, повластена 5%, 10% за угостителски услуги. Стапките се во табелата vat_rates со valid_from — не се хардкодираат во код.',
      {
        tags: ['vat', 'ddv', 'rates'],
      },
    ),
    m(
      'ncts',
      'fact',
      'Транзит оди преку NCTS (РСМ е во Конвенцијата за заедничка транзитна постапка од 2015). Клиентот е во customs/src/main/kotlin/mk/vardarlog/customs/ncts/; транзитната декларација бара референца на гаранција (GRN) и царинарница на одредиште.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/ncts'],
        tags: ['ncts', 'transit', 't1'],
      },
    ),
    m(
      'guarantee',
      'constraint',
      'Пред да се потпише транзитна декларација, GuaranteeService.checkBalance(grn) мора да потврди доволно слободен износ на заедничката гаранција. Ако нема — блокирај, не праќај „па ќе видиме“. Нема прескокнување ни за мали пратки.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/ncts/GuaranteeService.kt'],
        tags: ['guarantee', 'ncts', 'transit'],
      },
    ),
    m(
      'excise',
      'fact',
      'Акцизни стоки (тутун, алкохол, енергенси) — декларацијата бара број на акцизна дозвола на примачот. ExciseRules.kt ги препознава по тарифните поглавја 22, 24 и 27.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/excise/ExciseRules.kt'],
        tags: ['excise', 'akciza', 'declaration'],
      },
    ),
    m(
      'retention',
      'constraint',
      'Декларации, фактури и CMR не се бришат од базата, ни hard ни soft delete — законски ги чуваме најмалку 10 години. По 5 години ArchiveJob ги преместува во шемата archive.',
      {
        tags: ['retention', 'archive', 'compliance', 'delete'],
      },
    ),
    m(
      'translit',
      'convention',
      'Некои полиња во CDEPS, NCTS и TIR-EPD (имиња и адреси на странски партнери, опис на стока) прифаќаат само латиница. Транслитерација само преку common Transliterator.mkToLatin() по официјалната табела (ш→sh, ж→zh, ќ→kj, ѓ→gj, џ→dzh, ч→ch), не ICU Any-Latin.',
      {
        files: ['common/src/main/kotlin/mk/vardarlog/common/text/Transliterator.kt'],
        tags: ['transliteration', 'cyrillic', 'latin', 'ncts'],
      },
    ),
    m(
      'cmr-number',
      'convention',
      'CMR број: CMR-{година}-{6 цифри} од sequence cmr_seq, едно CMR по товар/возило. Полињата 1–24 одговараат на кутиите од обрасцот; мапирањето е во transport/src/main/kotlin/mk/vardarlog/transport/cmr/CmrFields.kt.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/cmr/CmrFields.kt'],
        tags: ['cmr', 'numbering', 'consignment-note'],
      },
    ),
    m(
      'cmr-copies',
      'fact',
      'CMR се печати во 3 оригинали (испраќач, примач, превозник) + архивска копија; еден PDF со 4 страни, секоја со своја боја на заглавието.',
      {
        tags: ['cmr', 'pdf', 'print'],
      },
    ),
    m(
      'cmr-jasper',
      'fact',
      'CMR, фактура и налог се печатат со JasperReports 6, шаблоните .jrxml се во transport/src/main/resources/reports.',
      {
        fact: 'pdf | engine | JasperReports',
        age: 470,
        files: ['transport/src/main/resources/reports'],
        tags: ['pdf', 'jasper', 'cmr'],
      },
    ),
    m(
      'cmr-openhtml',
      'decision',
      'JasperReports е отстранет. PDF-овите (CMR, фактура, налог за превоз) сега се Thymeleaf HTML шаблони во <модул>/src/main/resources/templates/pdf/ рендерирани со openhtmltopdf. Фонтот NotoSans мора да е embed-нат (PdfRenderer.registerFonts), инаку кирилицата излегува како празни квадратчиња.',
      {
        fact: 'pdf | engine | openhtmltopdf',
        supersedes: 'cmr-jasper',
        age: 165,
        files: [
          'common/src/main/kotlin/mk/vardarlog/common/pdf/PdfRenderer.kt',
          'transport/src/main/resources/templates/pdf',
        ],
        reason: 'шаблоните ги менуваат и не-Java луѓе; Jasper Studio никој не сакаше да го отвора',
        tags: ['pdf', 'thymeleaf', 'openhtmltopdf', 'cmr', 'fonts'],
      },
    ),
    m(
      'tir-epd',
      'constraint',
      'TIR: за секој TIR карнет се праќа претходна електронска декларација преку IRU TIR-EPD пред пристигнување во поаѓачката царинарница. Без EPD референца TirTransportService не дозволува статус DEPARTED.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/tir/TirTransportService.kt'],
        tags: ['tir', 'tir-epd', 'iru', 'carnet'],
      },
    ),
    m(
      'tir-epd-claim',
      'fact',
      'TIR-EPD ни треба само кога превозот оди кон ЕУ; за Србија, Косово и Албанија доволна е хартиената карнета',
      {
        disputes: 'tir-epd',
        tags: ['tir', 'tir-epd'],
      },
    ),
    m(
      'tir-volets',
      'fact',
      'TIR карнетот има 4, 6, 14 или 20 листови (volets); секоја царинарница на патот (поаѓање, излез, влез, одредиште) троши пар. TirCarnetService.remainingVolets() мора да е ≥ 2 × преостанати царинарници пред карнетот да се додели на тура.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/tir/TirCarnetService.kt'],
        tags: ['tir', 'volets', 'carnet'],
      },
    ),
    m(
      'tir-number',
      'convention',
      'Број на TIR карнет: две букви + 8 цифри (на пр. XC71234567), се чува без празни места и со големи букви. Валидацијата е во value class TirCarnetNumber.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/tir/TirCarnetNumber.kt'],
        tags: ['tir', 'validation', 'value-class'],
      },
    ),
    m(
      'units',
      'convention',
      'Тежини во kg (BigDecimal, scale 3), волумен во m³ (scale 3); колони gross_mass_kg, net_mass_kg, volume_m3. Бруто ≥ нето го проверува ShipmentValidator.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/shipment/ShipmentValidator.kt'],
        tags: ['units', 'weight', 'kg', 'shipment'],
      },
    ),
    m(
      'shipment-ref',
      'convention',
      'Референца на пратка: VL-{година}-{6 цифри}, на пр. VL-2025-004211. Се печати на CMR и фактура и оди во секој Kafka event како shipmentRef.',
      {
        tags: ['shipment', 'reference', 'naming'],
      },
    ),
    m(
      'driver-app',
      'fact',
      'Апликацијата за возачи е Flutter, во посебно репо vardarlog/driver-app. Зборува само со driver-api (/api/driver/v1/**). Најава: телефонски број + SMS OTP; access JWT важи 12 часа, refresh token 30 дена.',
      {
        files: ['driver-api'],
        tags: ['driver-app', 'flutter', 'auth', 'jwt'],
      },
    ),
    m(
      'driver-api-compat',
      'convention',
      'driver-api мора да остане backward-compatible: возачите не ја ажурираат апликацијата со месеци. Нови полиња се optional, ништо не се преименува ни брише; breaking change = /api/driver/v2. Минималната поддржана верзија ја проверува MinAppVersionFilter од header-от X-App-Version.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/MinAppVersionFilter.kt'],
        tags: ['driver-api', 'versioning', 'compatibility'],
      },
    ),
    m(
      'openapi',
      'convention',
      'springdoc-openapi: спецификацијата за driver-api се генерира во driver-api/openapi.yaml и се commit-ува (мобилниот тим генерира Dart клиент од неа). Промена во DTO без ажуриран openapi.yaml паѓа на CI во task-от openApiCheck.',
      {
        files: ['driver-api/openapi.yaml'],
        tags: ['openapi', 'springdoc', 'driver-api', 'ci'],
      },
    ),
    m(
      'gps',
      'fact',
      'GPS: апликацијата праќа позиција на секои 60 s во движење и на 10 мин кога стои, во batch до 50 точки на POST /api/driver/v1/positions. Backend-от ги објавува на Kafka tracking.positions.v1 со клуч vehicleId.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/positions/PositionsController.kt'],
        tags: ['gps', 'tracking', 'kafka', 'driver-app'],
      },
    ),
    m(
      'gps-offline',
      'constraint',
      'Возачите со часови немаат сигнал (редици на Табановце, Деве Баир). Апликацијата кешира позиции и статуси офлајн, па backend-от мора да прифаќа точки по ред и со задоцнување до 72 h и да дедуплицира по (deviceId, recordedAt).',
      {
        tags: ['gps', 'offline', 'dedup', 'driver-app'],
      },
    ),
    m(
      'positions-partition',
      'fact',
      'vehicle_positions е партиционирана по месец на recorded_at (pg_partman го прави тоа сам); партиции постари од 13 месеци се бришат (DROP) — договорено со правниот тим поради личните податоци на возачите.',
      {
        tags: ['gps', 'partitioning', 'pg_partman', 'retention', 'privacy'],
      },
    ),
    m(
      'photos',
      'convention',
      'Фотографии (потпишано CMR, оштетувања, пломби) одат директно во MinIO bucket driver-uploads преку presigned PUT (важи 15 мин, max 10 MB, само image/jpeg). Backend-от чува само object key; EXIF (вклучително GPS) го брише PhotoPostProcessor.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/photos'],
        tags: ['photos', 'minio', 's3', 'presigned', 'exif'],
      },
    ),
    m(
      'push-legacy',
      'fact',
      'Push до возачите оди преку FCM legacy HTTP API (server key, POST https://fcm.googleapis.com/fcm/send).',
      {
        fact: 'push | api | FCM legacy',
        age: 455,
        tags: ['push', 'fcm', 'driver-app'],
      },
    ),
    m(
      'push-v1',
      'decision',
      'Push сега оди преку FCM HTTP v1 (projects/vardarlog-driver/messages:send) со OAuth2 токен од service account. Legacy API-то Google го исклучи летото 2024. Код: driver-api/src/main/kotlin/mk/vardarlog/driver/push/FcmV1Sender.kt.',
      {
        fact: 'push | api | FCM HTTP v1',
        supersedes: 'push-legacy',
        age: 150,
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/push/FcmV1Sender.kt'],
        tags: ['push', 'fcm', 'oauth2', 'driver-app'],
      },
    ),
    m(
      'min-android',
      'fact',
      'Driver app: minSdk 26 (Android 8.0). Околу 15% од возачите се уште се на Android 8/9 — евтини телефони од фирмата.',
      {
        tags: ['driver-app', 'android', 'minsdk'],
      },
    ),
    m(
      'min-android-claim',
      'fact',
      'од следниот release апликацијата бара Android 10+, постарите телефони повеќе не ги поддржуваме',
      {
        disputes: 'min-android',
        tags: ['driver-app', 'android'],
      },
    ),
    m(
      'otp',
      'constraint',
      'OTP: 6 цифри, важи 5 минути, најмногу 5 обиди, потоа бројот е заклучен 30 минути. OTP кодот никогаш не се логира, ни на DEBUG, ни на staging.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/auth/OtpService.kt'],
        tags: ['otp', 'auth', 'sms', 'security'],
      },
    ),
    m(
      'sms',
      'fact',
      'SMS (OTP и известувања) одат преку Infobip. За броеви надвор од МК (возачи од Србија и Албанија) sender-от е алфанумерички „VardarLog“ и текстот е на латиница — кирилица кај нив стигнува како ???.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/sms/InfobipSmsSender.kt'],
        tags: ['sms', 'infobip', 'otp'],
      },
    ),
    m(
      'aetr',
      'constraint',
      'Диспечерот не смее да додели тура што ги пробива AETR правилата: најмногу 9 h возење дневно (10 h двапати неделно) и пауза од 45 min по 4,5 h возење. Проверката е во DispatchValidator и не може да се прескокне од UI, ни за „итни“ тури.',
      {
        files: ['transport/src/main/kotlin/mk/vardarlog/transport/dispatch/DispatchValidator.kt'],
        tags: ['aetr', 'driving-hours', 'dispatch', 'tachograph'],
      },
    ),
    m(
      'borders',
      'fact',
      'Главни гранични премини во border_crossings: Табановце (RS), Богородица (GR), Деве Баир (BG), Ќафасан (AL), Блаце (XK). Секој има код на царинарница од ЦУРМ во формат MK00xxxx (колона customs_office_code).',
      {
        tags: ['border', 'customs-office', 'reference-data'],
      },
    ),
    m(
      'ujp-einvoice',
      'fact',
      'Е-фактура кон УЈП: UBL 2.1 XML потпишан со XAdES (сертификатот на фирмата). Клиентот е invoicing/src/main/kotlin/mk/vardarlog/invoicing/ujp/UjpEinvoiceClient.kt; УЈП враќа единствен идентификатор што се чува во invoices.ujp_id.',
      {
        files: ['invoicing/src/main/kotlin/mk/vardarlog/invoicing/ujp/UjpEinvoiceClient.kt'],
        tags: ['ujp', 'e-invoice', 'ubl', 'xades'],
      },
    ),
    m(
      'ujp-before-send',
      'constraint',
      'Фактурата прво се регистрира во УЈП, па дури потоа се праќа на купувачот (е-пошта/PDF). Без ujp_id InvoiceMailer одбива да ја прати.',
      {
        files: ['invoicing/src/main/kotlin/mk/vardarlog/invoicing/InvoiceMailer.kt'],
        tags: ['ujp', 'e-invoice', 'compliance'],
      },
    ),
    m(
      'ujp-claim',
      'fact',
      'имаме рок од 8 дена по прометот да ја пријавиме фактурата во ујп, не мора пред да ја пратиме на клиентот',
      {
        disputes: 'ujp-before-send',
        tags: ['ujp', 'e-invoice'],
      },
    ),
    m(
      'invoice-number',
      'convention',
      'Број на фактура: {година}/{филијала}-{5 цифри}, на пр. 2025/SK-00412, без дупки по филијала и година. Бројот се зема од invoice_number_seq табелата (SELECT ... FOR UPDATE) во истата трансакција со INSERT-от. Погрешна фактура → сторно (книжно одобрение), никогаш DELETE.',
      {
        files: ['invoicing/src/main/kotlin/mk/vardarlog/invoicing/InvoiceNumberGenerator.kt'],
        tags: ['invoice', 'numbering', 'storno'],
      },
    ),
    m(
      'vat-transport',
      'fact',
      'Меѓународен превоз на стоки е ослободен од ДДВ со право на одбивка на влезниот данок; домашен превоз е 18%. Даночната категорија по ставка (S, E, Z) ја одредува VatCategoryResolver според местото на товарење и растоварање.',
      {
        files: ['invoicing/src/main/kotlin/mk/vardarlog/invoicing/vat/VatCategoryResolver.kt'],
        tags: ['vat', 'ddv', 'transport', 'international'],
      },
    ),
    m(
      'vat-transport-claim',
      'fact',
      'за меѓународните тури делот низ македонија се фактурира посебно со 18% ДДВ',
      {
        disputes: 'vat-transport',
        tags: ['vat', 'ddv', 'transport'],
      },
    ),
    m(
      'edb',
      'convention',
      'Купувачи: ЕДБ е 13 цифри (ДДВ обврзниците се печатат со префикс MK, на пр. MK4030999123456), ЕМБС е 7 цифри. Во колоната edb се чуваат само 13-те цифри, без MK и без празни места; EdbValidator ја проверува контролната цифра.',
      {
        files: ['common/src/main/kotlin/mk/vardarlog/common/tax/EdbValidator.kt'],
        tags: ['edb', 'embs', 'tax-id', 'validation'],
      },
    ),
    m(
      'eur-invoices',
      'constraint',
      'Фактура во EUR е дозволена за странски клиенти, но мора да ја има и денарската противвредност по средниот курс на НБРМ на датумот на фактурата; износот на ДДВ секогаш се искажува во МКД.',
      {
        tags: ['invoice', 'eur', 'fx', 'mkd'],
      },
    ),
    m(
      'holidays',
      'fact',
      'WorkingDayCalendar (common) ја користи табелата public_holidays: државни празници + православен Велигден и Духовден, што се менуваат секоја година. Табелата се пополнува рачно во декември за наредната година.',
      {
        files: ['common/src/main/kotlin/mk/vardarlog/common/calendar/WorkingDayCalendar.kt'],
        tags: ['holidays', 'calendar', 'working-days'],
      },
    ),
    m(
      'payment-terms',
      'convention',
      'Рок на плаќање се пресметува во календарски денови (стандардно 30); ако падне на викенд или празник се поместува на следниот работен ден преку WorkingDayCalendar.',
      {
        tags: ['payment-terms', 'invoice', 'calendar'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Kafka топици: <домен>.<ентитет>.v<N> (tracking.positions.v1, customs.declaration-events.v1, invoicing.invoice-events.v1). Клучот е id на агрегатот. Payload е Avro; шемите се во common/src/main/avro и се регистрираат во Apicurio Registry со BACKWARD компатибилност (ново поле = со default).',
      {
        files: ['common/src/main/avro'],
        tags: ['kafka', 'avro', 'naming', 'schema-registry'],
      },
    ),
    m('kafka-p6', 'fact', 'tracking.positions.v1 има 6 партиции, retention 3 дена.', {
      age: 430,
      tags: ['kafka', 'partitions', 'tracking'],
    }),
    m(
      'kafka-p24',
      'fact',
      'Го зголемивме tracking.positions.v1 од 6 на 24 партиции откако флотата стигна ~380 возила; TrackingConsumer има concurrency = 8 (3 реплики × 8 = 24). Retention останува 3 дена.',
      {
        supersedes: 'kafka-p6',
        age: 125,
        files: ['tracking/src/main/kotlin/mk/vardarlog/tracking/TrackingConsumer.kt'],
        tags: ['kafka', 'partitions', 'tracking', 'consumer'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Домен настани се објавуваат преку transactional outbox: ред во outbox_events во истата трансакција, OutboxRelay ги праќа на Kafka на секои 500 ms. Никогаш kafkaTemplate.send() директно од @Transactional метод.',
      {
        files: ['common/src/main/kotlin/mk/vardarlog/common/outbox/OutboxRelay.kt'],
        tags: ['kafka', 'outbox', 'transactions', 'events'],
      },
    ),
    m(
      'kafka-idem',
      'constraint',
      'Секој Kafka consumer е идемпотентен: eventId се запишува во processed_events во истата трансакција со промената, дупликат се прескокнува.',
      {
        tags: ['kafka', 'idempotency', 'consumer'],
      },
    ),
    m(
      'kafka-dlt',
      'convention',
      'Грешки во consumer: DefaultErrorHandler со 3 повторувања (1 s, 5 s, 30 s), потоа пораката оди во <топик>.dlt. Во listener-от не фаќај Exception за да го проголташ.',
      {
        tags: ['kafka', 'dlt', 'error-handling', 'retry'],
      },
    ),
    m(
      'api-style',
      'convention',
      'Back-office REST е под /api/v1, грешките се RFC 7807 ProblemDetail, JSON полињата camelCase, датумите ISO-8601. Контролерите никогаш не враќаат JPA ентитети — само DTO.',
      {
        tags: ['api', 'rest', 'problem-detail', 'dto'],
      },
    ),
    m(
      'keycloak',
      'fact',
      'Back-office најавата оди преку Keycloak 24, realm vardarlog, улоги BROKER, DISPATCHER, ACCOUNTANT, ADMIN. Апликацијата е Spring Security resource server со JWT; улогите се мапираат од realm_access.roles во KeycloakRoleConverter.',
      {
        files: ['app/src/main/kotlin/mk/vardarlog/app/security/KeycloakRoleConverter.kt'],
        tags: ['keycloak', 'auth', 'roles', 'security'],
      },
    ),
    m(
      'roles-broker',
      'constraint',
      `Потпишување и праќање декларации само со улога BROKER: @PreAuthorize("hasRole('BROKER')") на DeclarationSubmitController. DISPATCHER и ACCOUNTANT не смеат ни во итни случаи, нема admin override.`,
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/declaration/DeclarationSubmitController.kt'],
        tags: ['broker', 'roles', 'security', 'declaration'],
      },
    ),
    m(
      'pii',
      'constraint',
      'ЕМБГ и број на пасош на возачите се шифрирани на ниво на колона (EncryptedStringConverter, AES-GCM, клучот од Vault). Според Законот за заштита на личните податоци ЕМБГ не смее да се појави во логови, Kafka events или извоз кон клиенти.',
      {
        files: ['common/src/main/kotlin/mk/vardarlog/common/crypto/EncryptedStringConverter.kt'],
        tags: ['pii', 'gdpr', 'embg', 'encryption', 'privacy'],
      },
    ),
    m(
      'logging',
      'convention',
      'Логовите се JSON (logstash-logback-encoder) со MDC: traceId, shipmentRef, lrn. Никогаш не логирај целосен XML од декларација или е-фактура — има лични податоци и цени; логирај само LRN/број на фактура и статус.',
      {
        files: ['app/src/main/resources/logback-spring.xml'],
        tags: ['logging', 'mdc', 'json', 'pii'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Сите текстови кон корисници (PDF, е-пошта, пораки за грешки) одат преку MessageSource: messages_mk.properties е default, messages_en.properties за странски клиенти. Без хардкодирани стрингови на кирилица во Kotlin код.',
      {
        files: [
          'app/src/main/resources/messages_mk.properties',
          'app/src/main/resources/messages_en.properties',
        ],
        tags: ['i18n', 'messages', 'locale'],
      },
    ),
    m(
      'shedlock',
      'convention',
      'Секој @Scheduled job мора да има @SchedulerLock (ShedLock, табела shedlock) — prod има 3 реплики и без lock NbrmRateJob и TariffImportJob се извршуваат по трипати.',
      {
        tags: ['scheduling', 'shedlock', 'jobs', 'replicas'],
      },
    ),
    m(
      'cache',
      'fact',
      'Caffeine кеш (TTL 1 h) за tariff_codes, vat_rates и fx_rates. Се празни рачно преку CacheEvictListener кога ќе заврши ново вчитување (TariffImportJob, NbrmRateJob).',
      {
        tags: ['cache', 'caffeine'],
      },
    ),
    m(
      'tracking-link',
      'fact',
      'Клиентите ја следат пратката преку јавен линк /track/{token}: token е 32 знаци од SecureRandom, истекува 30 дена по испорака, без најава. Страницата не прикажува име на возач ни регистарска табличка.',
      {
        files: ['tracking/src/main/kotlin/mk/vardarlog/tracking/PublicTrackingController.kt'],
        tags: ['tracking', 'public-link', 'privacy'],
      },
    ),
    m(
      'testcontainers',
      'convention',
      'Интеграциските тестови се со Testcontainers (postgres:16-alpine, confluentinc/cp-kafka:7.6) преку заедничката анотација @IntegrationTest. H2 не се користи — имаме jsonb, sequences и pg_partman.',
      {
        files: ['common/src/testFixtures/kotlin/mk/vardarlog/test/IntegrationTest.kt'],
        tags: ['tests', 'testcontainers', 'postgres', 'kafka'],
      },
    ),
    m(
      'no-real-cdeps',
      'constraint',
      'Тестовите (и локално и на CI) никогаш не одат на тест околините на CDEPS, УЈП или НБРМ. WireMock stubs се во src/test/resources/wiremock/{cdeps,ujp,nbrm}/; нов повик = нов stub.',
      {
        tags: ['tests', 'wiremock', 'cdeps', 'ujp'],
      },
    ),
    m(
      'mockk',
      'convention',
      'Unit тестови: JUnit 5 + MockK + AssertJ, не Mockito. Имињата на тестовите се во backticks на англиски, на пр. fun `rejects declaration without broker signature`().',
      {
        tags: ['tests', 'mockk', 'junit5', 'naming'],
      },
    ),
    m(
      'jacoco',
      'constraint',
      'Jacoco: најмалку 75% line coverage за customs и invoicing модулите; CI паѓа ако падне под тоа.',
      {
        tags: ['tests', 'coverage', 'jacoco', 'ci'],
      },
    ),
    m(
      'cdeps-test-env',
      'fact',
      'CDEPS тест околината (само за рачно тестирање со брокерите) е достапна само преку VPN тунелот на ЦУРМ од канцеларијата и се ресетира секој прв понеделник во месецот.',
      {
        tags: ['cdeps', 'test-env', 'vpn'],
      },
    ),
    m(
      'vpn-old',
      'note',
      'за тест околината на царина се користи FortiClient профилот „CURM-TEST“ на лаптопот на Горан',
      {
        age: 660,
        tags: ['vpn', 'cdeps', 'test-env'],
      },
    ),
    m(
      'k3s',
      'fact',
      'Продукција: k3s кластер на 3 VM во нашиот rack во Неотел (Скопје). Helm charts во deploy/helm/<app>; Argo CD синхронизира од main гранката на deploy репото.',
      {
        files: ['deploy/helm'],
        tags: ['k3s', 'kubernetes', 'helm', 'argocd', 'deploy'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Податоците за декларации и личните податоци на возачите остануваат на сервери во РСМ: без AWS/GCP/Azure и SaaS за бази, бекапи, логови и error tracking. Бекапите одат во второто DC во Битола.',
      {
        tags: ['data-residency', 'backups', 'privacy', 'cloud'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Нема deploy на prod последните 2 работни дена во месецот (пик на декларации и фактури пред затворање на ДДВ периодот) ниту во петок по 15:00.',
      {
        tags: ['deploy', 'freeze', 'prod', 'month-end'],
      },
    ),
    m(
      'vault',
      'convention',
      'Тајни само од HashiCorp Vault (spring-cloud-vault, патека secret/vardarlog/<app>). Никогаш во application.yml, helm values или .env што се commit-ува.',
      {
        canonical: true,
        tags: ['secrets', 'vault', 'config'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): check (ktlint, detekt, openApiCheck) → test → image со Jib (нема Dockerfile) → deploy-staging автоматски → deploy-prod рачно.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'jib', 'pipeline'],
      },
    ),
    m(
      'staging-old',
      'fact',
      'staging е една VM, staging.vardarlog.local, deploy со docker compose од лаптоп',
      {
        fact: 'staging | runs_on | single VM with docker compose',
        age: 630,
        tags: ['staging', 'deploy'],
      },
    ),
    m(
      'environments',
      'fact',
      'Околини: namespace-и vl-dev, vl-staging и vl-prod на k3s кластерот; staging е https://staging.vardarlog.mk и се деплојува автоматски од main.',
      {
        fact: 'staging | runs_on | k3s namespace vl-staging',
        tags: ['staging', 'environments', 'k3s'],
      },
    ),
    m('owners-old', 'fact', 'царинскиот модул го одржува Горан Митевски', {
      fact: 'customs module | owner | Горан Митевски',
      age: 590,
      tags: ['owners', 'team'],
    }),
    m(
      'owners',
      'fact',
      'Одговорни: customs/NCTS — Марија Стојановска; invoicing и УЈП — Дејан Трајковски; driver-api и мобилна — Ана Петковска; transport (CMR, TIR) — Александар Николов; инфраструктура — Никола Ристовски.',
      {
        fact: 'customs module | owner | Марија Стојановска',
        tags: ['owners', 'team'],
      },
    ),
    m(
      'metrics',
      'convention',
      'Prometheus метрики со префикс vl_ и единица како суфикс: vl_cdeps_submit_seconds, vl_ujp_register_seconds, vl_outbox_lag_events. Grafana dashboard-и „VardarLog / Customs“ и „VardarLog / Driver API“.',
      {
        tags: ['metrics', 'prometheus', 'grafana', 'naming'],
      },
    ),
    m(
      'incident-dup-decl',
      'incident',
      'Ноември 2024: на timeout CdepsClient автоматски го повтори submit-от и иста пратка доби два MRN → двојно задолжување за царина и ДДВ кај клиентот, поништувањето траеше 3 недели. Оттогаш submit нема retry, а статусот се проверува со queryStatus.',
      {
        files: ['customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClient.kt'],
        tags: ['incident', 'declaration', 'retry', 'duplicate'],
      },
    ),
    m(
      'incident-fx',
      'incident',
      'Февруари 2025: царинската вредност се пресметуваше со курсот од датумот на фактурата на добавувачот; ЦУРМ донесе решенија за дополнителна наплата за 14 декларации. Поправено во CustomsValueCalculator, регресионен тест CustomsValueFxTest.',
      {
        files: ['customs/src/test/kotlin/mk/vardarlog/customs/value/CustomsValueFxTest.kt'],
        tags: ['incident', 'fx', 'customs-value'],
      },
    ),
    m(
      'incident-pdf-font',
      'incident',
      'По преминот на alpine image, CMR PDF-овите излегуваа со празни квадратчиња наместо кирилица (alpine нема системски фонтови). Поправка: NotoSans во common/src/main/resources/fonts и експлицитно регистрирање во PdfRenderer.',
      {
        files: ['common/src/main/resources/fonts'],
        tags: ['incident', 'pdf', 'fonts', 'cyrillic'],
      },
    ),
    m(
      'incident-gps-flood',
      'incident',
      'Мај 2025: bug во driver app 3.4.0 праќаше позиција секоја секунда, consumer lag на tracking.positions.v1 стигна 2 часа. Оттогаш: rate limit 120 барања/мин по уред на /api/driver/v1/positions (Bucket4j) и MinAppVersionFilter ја блокира 3.4.0.',
      {
        files: ['driver-api/src/main/kotlin/mk/vardarlog/driver/positions/PositionsRateLimiter.kt'],
        tags: ['incident', 'gps', 'rate-limit', 'kafka-lag'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'commit пораките и MR описите на англиски, Conventional Commits: feat(customs): ..., fix(invoicing): ... Во чатот слободно македонски.',
      {},
    ),
    m(
      'pref-mk-explain',
      'preference',
      'кога ми објаснуваш нешто објаснувај на македонски, ама идентификаторите и кодот остави ги на англиски',
      {},
    ),
    m(
      'pref-small-mr',
      'preference',
      'Please keep MRs small: one module per MR where possible, max ~300 changed lines.',
      {},
    ),
    m(
      'note-env-example',
      'note',
      '.env.example има само placeholders (CDEPS_KEYSTORE_PASSWORD=changeme, UJP_API_KEY=<од Vault>, INFOBIP_API_KEY=<од Vault>). Вистинските вредности никогаш не се тука.',
      {
        files: ['.env.example'],
        tags: ['secrets', 'env', 'local-dev'],
      },
    ),
    m(
      'note-pw-rotation',
      'convention',
      'Лозинките и API клучевите за CDEPS, УЈП и Infobip се ротираат на секои 90 дена (Никола праќа потсетник). По ротација се менува само во Vault — нема redeploy, spring-cloud-vault ги освежува.',
      {
        tags: ['secrets', 'rotation', 'vault'],
      },
    ),
    m(
      'note-keystore',
      'fact',
      'Квалификуваниот сертификат за потпис на декларации е PKCS#12 keystore, монтиран од Vault во /run/secrets/cdeps.p12; лозинката се чита од променливата CDEPS_KEYSTORE_PASSWORD.',
      {
        tags: ['certificate', 'keystore', 'cdeps', 'signature'],
      },
    ),
    m('cand-rabbit', 'decision', 'Kafka да се замени со RabbitMQ, поедноставно е за нашиот волумен.', {
      candidate: true,
      tags: ['kafka', 'rabbitmq'],
    }),
    m(
      'cand-autosubmit',
      'decision',
      'Транзитните декларации (T1) да се праќаат автоматски без преглед од брокер ако валидацијата помине.',
      {
        candidate: true,
        tags: ['declaration', 'ncts', 'automation'],
      },
    ),
    m('cand-jooq', 'decision', 'Репортите да се префрлат на jOOQ наместо JPA native queries.', {
      candidate: true,
      tags: ['jooq', 'jpa', 'reports'],
    }),
    m('cand-ecmr', 'decision', 'Да преминеме на e-CMR за сите тури кон ЕУ и да престанеме со хартиени CMR.', {
      candidate: true,
      tags: ['cmr', 'e-cmr'],
    }),
    m(
      'cand-coroutines',
      'decision',
      'Use Kotlin coroutines (suspend controllers + WebClient) everywhere instead of virtual threads.',
      {
        candidate: true,
        tags: ['coroutines', 'virtual-threads'],
      },
    ),
    m(
      'secret-db-yaml',
      'note',
      'application-prod.yml што го најдов на старата VM:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg-haproxy:5000/vardarlog\n    username: vl_app\n    password: Vard4r!Pg#2025sk',
      {
        secret: 'Vard4r!Pg#2025sk',
      },
    ),
    m(
      'secret-jdbc-url',
      'note',
      'за месечните репорти користи jdbc:postgresql://pg-haproxy:5001/vardarlog?user=vl_reports&password=Rp7xQ2mLw9Kd',
      {
        secret: 'Rp7xQ2mLw9Kd',
      },
    ),
    m(
      'secret-keystore',
      'note',
      'Лозинката за cdeps.p12 (сертификатот за потпис на фирмата) е Cust0ms-Vl!8842, сертификатот важи до март 2026.',
      {
        secret: 'Cust0ms-Vl!8842',
      },
    ),
    m(
      'secret-ujp',
      'note',
      '.env на Дејан за УЈП тест:\nUJP_BASE_URL=https://test-efaktura.ujp.gov.mk\nUJP_API_KEY=ujp_live_5c8e2a91f04b4d7e9a3c61b2d8f07e44',
      {
        secret: 'ujp_live_5c8e2a91f04b4d7e9a3c61b2d8f07e44',
      },
    ),
    m(
      'secret-kafka',
      'note',
      'spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="tracking-svc" password="Trk-Kfk-92xLmQ7";',
      {
        secret: 'Trk-Kfk-92xLmQ7',
      },
    ),
    m(
      'secret-fcm-legacy',
      'note',
      'стариот FCM server key (ако треба за старите верзии): AAAAq7Zx1Lk:APA91bHk3vQ9TzR2mW8pL4nX6cY1sJ0dF5gA7eB3uK9iO2qV8wZ4tN6rM1hE',
      {
        secret: 'AAAAq7Zx1Lk:APA91bHk3vQ9TzR2mW8pL4nX6cY1sJ0dF5gA7eB3uK9iO2qV8wZ4tN6rM1hE',
      },
    ),
    m(
      'secret-infobip',
      'note',
      'curl кон Infobip за тест на OTP: -H "Authorization: App 7a1f3c9e82d04b5f96e2c8a4b1d7f305-2c4e6a8b-1d3f-4a5b-9c7e-0f2a4b6c8d1e"',
      {
        secret: '7a1f3c9e82d04b5f96e2c8a4b1d7f305-2c4e6a8b-1d3f-4a5b-9c7e-0f2a4b6c8d1e',
      },
    ),
    m(
      'secret-minio',
      'note',
      'MinIO на prod:\nMINIO_ROOT_USER=vl-minio-admin\nMINIO_ROOT_PASSWORD=Mn10-Sk0pje!x77Q',
      {
        secret: 'Mn10-Sk0pje!x77Q',
      },
    ),
    m(
      'secret-telegram',
      'note',
      'ботот за аларми кон диспечерите: TELEGRAM_BOT_TOKEN=7412956380:AAHq2xZ9Lm4PvW8cR1tY6uN3kJ0sB5dF7gE',
      {
        secret: '7412956380:AAHq2xZ9Lm4PvW8cR1tY6uN3kJ0sB5dF7gE',
      },
    ),
    m(
      'secret-tir-epd',
      'note',
      'TIR-EPD login for the IRU portal: user vardarlog.mk, password Ir0u-EPD!k3t9 (shared by Aleksandar, do not change it without telling him)',
      {
        secret: 'Ir0u-EPD!k3t9',
      },
    ),
    m(
      'secret-gitlab',
      'note',
      'Argo CD го чита deploy репото со deploy token gldt-Qw8zR4mK2xT9vL6pN3bY (корисник argocd-vl)',
      {
        secret: 'gldt-Qw8zR4mK2xT9vL6pN3bY',
      },
    ),
    m(
      'secret-keycloak',
      'note',
      'keycloak клиентот за back-office во application-staging.yml:\n  keycloak:\n    client-id: vl-backoffice\n    client-secret: 9f3Kx2LmQ8vR7tZ1wP4nB6yH0cJ5dS2a',
      {
        secret: '9f3Kx2LmQ8vR7tZ1wP4nB6yH0cJ5dS2a',
      },
    ),
  ],
  sessions: [
    {
      id: 'customs-session-1',
      age: 9,
      turns: [
        said(
          'здраво. брокерите се жалат дека не гледаат кога декларација е одбиена. погледни customs/.../DeclarationStatusListener.kt',
        ),
        replied(
          'Го погледнав: кога CDEPS ќе врати REJECTED, статусот се менува преку DeclarationStateMachine, но нема никакво известување — се гледа само во листата во back-office.',
        ),
        said(
          'добро, од сега: кога декларација ќе стане REJECTED, брокерот што ја потпишал добива порака преку Telegram ботот и е-пошта, не само во UI.',
          {
            key: 's-reject-notify',
            type: 'convention',
          },
        ),
        replied(
          'Ќе додадам RejectionNotifier што слуша customs.declaration-events.v1 и праќа Telegram + е-пошта на потписникот.',
        ),
        said('а како сега дознаваме дека е прифатена, ако CDEPS не одговори веднаш?'),
        replied(
          'Во моментов не дознаваме — ако одговорот не дојде во рамки на повикот, декларацијата останува SUBMITTED.',
        ),
        said(
          'ајде вака: SUBMITTED декларации ги проверуваме со poll на queryStatus на секои 2 минути, најмногу 24 часа. После тоа статус STUCK и рачна проверка од брокер.',
          {
            key: 's-cdeps-poll',
            type: 'decision',
          },
        ),
        replied(
          'Разбрав. Додавам DeclarationStatusPoller со ShedLock и нов статус STUCK во state machine-от.',
        ),
        said('каде ги чуваме прилозите сега? фактурите и EUR.1 од клиентите?'),
        replied('Се чуваат како bytea во declaration_attachments, има неколку од по 20 MB.'),
        said(
          'тоа не е добро. прилозите кон декларација (фактура, CMR, EUR.1, сертификати) одат во MinIO bucket customs-docs, а во базата само object key и sha256.',
          {
            key: 's-decl-attachments',
            type: 'convention',
          },
        ),
        replied(
          'OK, ќе направам миграција на постојните прилози во customs-docs и ќе ја избришам bytea колоната во посебна миграција.',
        ),
        said(
          'уште нешто за преференцијалното потекло: EUR.1 важи 4 месеци од датумот на издавање. Ако е постар, декларацијата оди без преференцијална стапка, PreferenceService треба да го фати тоа.',
          {
            key: 's-eur1',
            type: 'constraint',
          },
        ),
        replied('Додадов проверка во PreferenceService.isValid(eur1, acceptedOn) и тест за граничниот ден.'),
        said('мерси. пушти ги тестовите за customs'),
        replied('./gradlew :customs:test — сите поминуваат, coverage 78%.'),
        said(
          'ЦУРМ ја објави новата тарифа за 2026, има околу 230 изменети шифри. TariffImportJob мора да ја вчита пред 31 декември, инаку од 1 јануари валидаторот ќе одбива.',
          {
            key: 's-tariff-2026',
            type: 'fact',
          },
        ),
        replied('Ќе подготвам тест вчитување на staging со новиот фајл.'),
        said(
          'за staging користи го мојот кориснички за CDEPS тест: vl.marija / лозинка Mar!ja-Cdeps-2291 ако треба рачно да провериш',
          {
            secret: 'Mar!ja-Cdeps-2291',
          },
        ),
        replied(
          'Нема да ја користам во код ни конфигурација; за автоматските тестови остануваме на WireMock stubs.',
        ),
        said('супер, фала. напиши краток опис за MR-от'),
        replied(
          'feat(customs): notify broker on rejection, poll SUBMITTED declarations, move attachments to MinIO, EUR.1 validity check.',
        ),
      ],
    },
    {
      id: 'driver-session-1',
      age: 4,
      turns: [
        said(
          'hey, Ana here. working on delivery confirmation in driver-api, the dispatchers complain that drivers close deliveries from the parking lot at the depot',
        ),
        replied(
          'DeliveryController.close() currently accepts any request with a valid JWT, no location or photo check.',
        ),
        said(
          'rule from now on: a delivery can only be closed with a photo of the signed CMR (box 24) plus a GPS point within 500 m of the unloading address.',
          {
            key: 's-proof-delivery',
            type: 'constraint',
          },
        ),
        replied(
          'I will validate both in DeliveryCloseValidator and return a ProblemDetail with code DELIVERY_PROOF_MISSING.',
        ),
        said('what does the app show for errors right now, the raw message?'),
        replied('It shows the title field from the ProblemDetail response.'),
        said(
          'ок. и уште: дел од возачите се од Албанија и Србија, апликацијата има mk, sq и sr-Latn преводи и push пораките се праќаат на јазикот од locale на уредот што е запишан при најава.',
          {
            key: 's-driver-lang',
            type: 'fact',
          },
        ),
        replied(
          'FcmV1Sender currently always sends Macedonian text; I will look up device.locale and pick the message bundle.',
        ),
        said('how are subcontractor carriers getting orders today?'),
        replied('By email with a PDF of the transport order.'),
        said(
          'we decided: subcontractor carriers get transport orders via webhook, JSON body signed with HMAC-SHA256 in header X-VL-Signature, secret per partner. no more emails.',
          {
            key: 's-dispatch-webhook',
            type: 'decision',
          },
        ),
        replied(
          'I will add a PartnerWebhookSender fed from the outbox, with retries and the signature header.',
        ),
        said(
          'и за книговодство: издадените фактури се извезуваат секоја вечер во 22:00 како CSV во Pantheon ERP преку SFTP, тоа е единствениот пат кон книговодството.',
          {
            key: 's-erp',
            type: 'fact',
          },
        ),
        replied('Noted, I will not touch the Pantheon export in this MR.'),
        said('cool, run the driver-api tests and regenerate openapi.yaml'),
        replied('Done: tests green, openapi.yaml updated with DeliveryCloseRequest.photoKey and gpsPoint.'),
      ],
    },
  ],
  prompts: [
    p('додади зависност за resilience4j во customs модулот', ['build-gradle']),
    p('mvn clean install не ми работи локално, со што се билда сега?', ['build-gradle']),
    p('ажурирај ја базната слика на image-от, уште е на 17 мислам', ['jdk-21', 'ci']),
    p(
      'Hibernate: No default constructor for entity mk.vardarlog.transport.tir.TirCarnet — transport/src/main/kotlin/mk/vardarlog/transport/tir/TirCarnet.kt',
      ['stack'],
    ),
    p('kade da go stavam noviot TariffCodeHistory entity, vo koj paket i modul?', ['pkg-naming', 'modules']),
    p('detekt se zali na !! vo CdepsResponseMapper.kt, kako da go sredam bez da go iskluchime praviloto', [
      'kotlin-style',
    ]),
    p('I want a ThreadLocal cache for NBRM rate lookups in FxRateService, ok?', ['jdk-21', 'cache', 'fx-ws']),
    p('направи нов gradle модул warehouse за складиштење', ['modules', 'build-gradle', 'pkg-naming']),
    p('додади колона ujp_status во invoices, треба ми миграција', ['flyway-ts', 'flyway-no-edit']),
    p('V2025_02_03_0915__add_mrn_index.sql има грешка во името на индексот, само ќе ја поправам таму', [
      'flyway-no-edit',
    ]),
    p('каде оди миграцијата за новата табела tir_carnets?', ['flyway-ts', 'modules']),
    p(
      'листата на декларации прави 200 queries, погледни @customs/src/main/kotlin/mk/vardarlog/customs/declaration/DeclarationRepository.kt',
      ['jpa-rules'],
    ),
    p(
      'ObjectOptimisticLockingFailureException кога двајца брокери ја уредуваат истата декларација — како да го решиме?',
      ['jpa-rules'],
    ),
    p('која верзија на postgres е на prod? ми треба за generated columns', ['pg-16']),
    p('месечниот репорт за промет е бавен и го дави primary-то, каде да го насочам?', ['pg-16']),
    p(
      'Add a jsonb column for CDEPS error details on declarations and an integration test for the repository',
      ['flyway-ts', 'testcontainers'],
    ),
    p('InvoiceCalculator.kt — вкупно за плаќање излегува 12.345,67 ден, зарем не треба цел денар?', [
      'invoice-rounding',
      'money',
    ]),
    p('use Double for pricePerKm in RateCard.kt, BigDecimal is annoying', ['money']),
    p('ДДВ на фактурата се разликува за 1 денар од збирот по ставки, клиентот се жали', ['invoice-rounding']),
    p('фактура во евра за германски клиент за тура Скопје–Минхен, што треба да има?', [
      'eur-invoices',
      'fx-ws',
      'vat-transport',
      'vat-transport-claim',
    ]),
    p('NbrmRateJob не повлече курс за петок, во fx_rates нема ред за понеделник', ['fx-ws', 'holidays']),
    p('курсот за USD на 2025-03-14 во fx_rates ми изгледа погрешен, од каде доаѓа?', ['fx-ws']),
    p('CustomsValueCalculator — кој датум се зема за курсот? клиентот вели дека износот не се совпаѓа', [
      'fx-customs',
      'incident-fx',
      'customs-value',
    ]),
    p('FxRateScraper паѓа затоа што НБРМ го сменија сајтот, поправи го парсирањето', ['fx-ws']),
    p('accepted_at на декларацијата во PDF-от е 2 часа поместено', ['tz-utc', 'tz-claim']),
    p('add createdAt to ShipmentDto — LocalDateTime is fine right?', ['tz-utc', 'api-style']),
    p('CdepsClient фрла SocketTimeoutException секој крај на месец', [
      'cdeps-timeout-90',
      'decl-no-resubmit',
    ]),
    p('додади retry со backoff на submitDeclaration во CdepsClient.kt, доста ни е од timeout-и', [
      'decl-no-resubmit',
      'cdeps-timeout-90',
      'incident-dup-decl',
    ]),
    p('преку кој канал праќаме декларации до царина, уште SFTP?', ['cdeps-ws']),
    p('ЦУРМ прати нов WSDL, регенерирај ги класите', ['cdeps-ws']),
    p('декларацијата VL25000012345 заглави во SUBMITTED веќе 3 часа, што правиме?', [
      'decl-no-resubmit',
      'decl-states',
      's-cdeps-poll',
    ]),
    p('додади статус CANCELLED за декларации што брокерот ги откажал пред праќање', ['decl-states']),
    p('in ReleaseListener just set declaration.status = RELEASED and save, simplest fix', ['decl-states']),
    p('LrnGenerator дава дупликат LRN после рестарт на подот', ['lrn']),
    p('по REJECTED, можеме ли корекцијата да ја пратиме со истиот LRN?', ['lrn']),
    p('напиши функција што го парсира MRN и ја враќа земјата и годината', ['mrn']),
    p('add an endpoint so dispatchers can submit declarations when the broker is on vacation', [
      'broker-sign',
      'roles-broker',
      'keycloak',
    ]),
    p('HsCodeValidator одбива 8703238790 иако брокерот вели дека шифрата е валидна', ['hs-codes']),
    p('пресметај царинска вредност за пратка FCA Солун, фактура во EUR', [
      'customs-value',
      'incoterms',
      'fx-customs',
    ]),
    p('add DPU to the Incoterm enum', ['incoterms']),
    p('ДДВ при увоз — од каде се земаат стапките и на која основица?', ['vat-rates', 'customs-value']),
    p('нова транзитна декларација T1 за Србија преку NCTS, од каде да почнам?', [
      'ncts',
      'guarantee',
      'broker-sign',
    ]),
    p('GuaranteeService.checkBalance е бавен, може ли да го прескокнеме за пратки под 5000 евра?', [
      'guarantee',
    ]),
    p('декларација за цигари — валидацијата вели дека фали нешто, што?', ['excise']),
    p('избриши ги тест декларациите што Горан ги внесе на prod минатата недела', ['retention']),
    p('адресата на испраќачот во NCTS оди со кирилица и ја одбиваат', ['translit', 'ncts']),
    p("let's just use ICU4J Any-Latin to transliterate consignee names, less code", ['translit']),
    p('ArchiveJob — декларации постари од 5 години во archive шемата, напиши го', ['retention', 'shedlock']),
    p('генерирај CMR PDF за пратка VL-2025-004211', [
      'cmr-openhtml',
      'cmr-copies',
      'cmr-number',
      'shipment-ref',
    ]),
    p('во CMR PDF-от наместо кирилица има квадратчиња, на staging', ['cmr-openhtml', 'incident-pdf-font']),
    p('додади поле за број на пломби во .jrxml шаблонот за CMR', ['cmr-openhtml', 'cmr-number']),
    p('CMR бројот прескокнува бројки, имаме CMR-2025-001203 па 001207', ['cmr-number']),
    p('TIR карнет "xc 7123 4567" не поминува валидација', ['tir-number']),
    p('додели TIR карнет на тура Скопје–Истанбул, минува низ 3 царинарници', [
      'tir-volets',
      'tir-epd',
      'tir-epd-claim',
    ]),
    p('TirTransportService: дозволи DEPARTED без EPD референца за тури кон Албанија', [
      'tir-epd',
      'tir-epd-claim',
    ]),
    p('how many volets are left on a 6-volet carnet after departure Skopje + exit at Tabanovce?', [
      'tir-volets',
    ]),
    p('бруто тежината на пратката е помала од нето и никој не го фатил тоа', ['units']),
    p('како форматираме shipment референца во Kafka events?', ['shipment-ref', 'kafka-topics']),
    p('додади поле estimatedArrival во DriverTripDto', ['driver-api-compat', 'openapi']),
    p('преименувај plate во registrationNumber во driver API, поубаво звучи', [
      'driver-api-compat',
      'openapi',
    ]),
    p('CI паѓа на openApiCheck, не знам зошто', ['openapi']),
    p('позициите од еден возач доаѓаат со 2 дена задоцнување и ги одбиваме со 400', ['gps-offline', 'gps']),
    p('duplicate points in vehicle_positions after the app comes back online', ['gps-offline']),
    p('направи endpoint за upload на фотографија од оштетување на товарот', ['photos']),
    p('фотографиите од возачите имаат GPS координати во EXIF, дали е тоа проблем?', ['photos']),
    p('push нотификациите не стигнуваат до возачите, FcmV1Sender враќа 401', ['push-v1']),
    p(
      'send a push when a new tour is assigned — just POST to /fcm/send with the server key like we used to',
      ['push-v1'],
    ),
    p('можеме ли во driver app да користиме API од Android 10 за background location?', [
      'min-android',
      'min-android-claim',
    ]),
    p('OTP кодот нека важи 15 минути, возачите на граница не стигнуваат', ['otp']),
    p('логирај го OTP кодот на staging за да дебагирам', ['otp', 'logging']),
    p('SMS-от до возач со српски број стигнува со прашалници', ['sms']),
    p('DispatchValidator — диспечерите сакаат копче да го прескокнат AETR за итна тура', ['aetr']),
    p('кој е кодот на царинарницата Деве Баир во нашата табела?', ['borders']),
    p('треба ли rate limit на positions endpoint-от?', ['incident-gps-flood', 'gps']),
    p('некој возач уште е на driver app 3.4.0 и лагот на tracking расте', [
      'incident-gps-flood',
      'kafka-p24',
      'driver-api-compat',
    ]),
    p('колку долго ги чуваме GPS позициите на возачите?', ['positions-partition']),
    p('креирај рачно партиција за vehicle_positions за следниот месец', ['positions-partition']),
    p('export на позиции за клиентот, со ЕМБГ на возачот во CSV', ['pii']),
    p('JWT за возачите да трае 7 дена наместо 12 часа, постојано се одјавуваат', ['driver-app']),
    p('праќај ја фактурата на клиентот веднаш, УЈП регистрацијата нека оди после во позадина', [
      'ujp-before-send',
      'ujp-claim',
      'ujp-einvoice',
    ]),
    p('UjpEinvoiceClient — УЈП враќа дека XAdES потписот не е валиден', ['ujp-einvoice']),
    p('генерирај UBL XML за фактура 2025/SK-00412', ['ujp-einvoice', 'invoice-number', 'invoice-rounding']),
    p('бројот на фактура има дупка после rollback на трансакција', ['invoice-number']),
    p('избриши ја погрешната фактура 2025/SK-00398 од базата', ['invoice-number', 'retention']),
    p('ДДВ за тура Скопје–Милано, која категорија по ставка?', ['vat-transport', 'vat-transport-claim']),
    p('EdbValidator одбива MK4030999123456', ['edb']),
    p('нов купувач нема ЕДБ, само ЕМБС — како го внесуваме?', ['edb']),
    p('рокот на плаќање паѓа на Илинден, што прави системот?', ['payment-terms', 'holidays']),
    p('додади ги празниците за 2026 во календарот', ['holidays']),
    p('invoice PDF in English for a foreign client', ['i18n', 'cmr-openhtml', 'eur-invoices']),
    p('нов Kafka топик за статусите на TIR карнетите', ['kafka-topics', 'outbox']),
    p('consumer lag на tracking.positions.v1 — колку партиции имаме и колку consumer-и?', ['kafka-p24']),
    p('во DeclarationService.submit() прати event на kafka веднаш после save()', ['outbox', 'kafka-topics']),
    p('consumer-от за invoice events го обработува истиот event двапати после rebalance', ['kafka-idem']),
    p('додади поле customsOfficeCode во DeclarationEvent avro шемата', ['kafka-topics']),
    p('listener-от во TrackingConsumer голта exception и пораките исчезнуваат', ['kafka-dlt']),
    p('нов endpoint за листа на пратки во back-office со филтри по статус', ['api-style', 'jpa-rules']),
    p('just return the Shipment entity from ShipmentController, no need for a DTO', ['api-style']),
    p('нова улога за клиенти да ги гледаат своите декларации во порталот', ['keycloak']),
    p('ЕМБГ на возачот се гледа во логовите на driver-api', ['pii', 'logging']),
    p('log the full UBL XML when UJP rejects an invoice so we can debug', ['logging', 'ujp-einvoice']),
    p('пораката „Декларацијата не е потпишана“ е хардкодирана во DeclarationSubmitController', ['i18n']),
    p('@Scheduled job за чистење на стари outbox редови — има ли нешто посебно?', ['shedlock', 'outbox']),
    p('TariffImportJob се изврши три пати вечерва', ['shedlock']),
    p('кешот за tariff_codes не се освежува после import-от', ['cache', 'hs-codes']),
    p('tracking линкот за клиентот ја покажува регистарската табличка на камионот', ['tracking-link']),
    p('make public tracking links expire after 7 days', ['tracking-link']),
    p('напиши интеграциски тест за DeclarationRepository', ['testcontainers', 'mockk']),
    p('use H2 for the invoicing tests, testcontainers is too slow on my laptop', ['testcontainers']),
    p('тест за UjpEinvoiceClient што удира на вистинскиот тест сервер на УЈП', ['no-real-cdeps']),
    p('напиши unit тест за CustomsValueCalculator со Mockito', ['mockk', 'customs-value', 'incoterms']),
    p('CI паѓа: jacoco coverage 0.71 за invoicing', ['jacoco']),
    p('треба рачно да тестирам на CDEPS тест околината, како да пристапам?', ['cdeps-test-env']),
    p('деплојни го fix-от на prod денеска, 30-ти е а утре е последен работен ден', ['deploy-freeze', 'ci']),
    p('стави ја лозинката за УЈП во application-prod.yml, така е најбрзо', ['vault']),
    p('бекапите на базата да ги праќаме на S3 во AWS, поевтино е', ['data-residency']),
    p('каде е staging и како се деплојува?', ['environments']),
    p('helm chart за новиот warehouse сервис', ['k3s', 'vault']),
    p('can we use Sentry cloud for error tracking?', ['data-residency']),
    p('кој е одговорен за УЈП интеграцијата?', ['owners']),
    p('who owns the customs module these days?', ['owners']),
    p('додади метрика за времето на одговор од УЈП', ['metrics']),
    p('по ротацијата на УЈП клучот треба ли redeploy?', ['note-pw-rotation', 'vault']),
    p('од каде апликацијата ја чита лозинката за cdeps.p12?', ['note-keystore', 'vault']),
    p('напиши commit message за ова', ['pref-english-commits']),
    p('MR-от ми е 900 линии низ customs и invoicing, ок ли е?', ['pref-small-mr']),
    p('каде да ги чувам прилозите кон декларациите, EUR.1 и фактури од клиенти?', ['s-decl-attachments']),
    p('EUR.1 издаден пред 5 месеци — дали важи преференцијалната стапка?', ['s-eur1']),
    p('кога декларацијата е одбиена, брокерот не дознава со часови', ['s-reject-notify']),
    p('напиши го poller-от за SUBMITTED декларации', [
      's-cdeps-poll',
      'decl-no-resubmit',
      'shedlock',
      'cdeps-timeout-90',
    ]),
    p('вчитај ја новата царинска тарифа за 2026 на staging', ['s-tariff-2026', 'hs-codes', 'cache']),
    p('дозволи затворање на достава без фотографија ако на возачот му е расипана камерата', [
      's-proof-delivery',
    ]),
    p('додади албански превод на push пораките до возачите', ['s-driver-lang', 'push-v1']),
    p('webhook за налози до подизведувачите — како да го потпишам?', ['s-dispatch-webhook']),
    p('извоз на фактури за книговодството', ['s-erp', 'shedlock']),
    p(
      '@customs/src/main/kotlin/mk/vardarlog/customs/cdeps/CdepsClient.kt зошто е блокирачки, да го префрлам на WebClient?',
      ['cdeps-ws', 'jdk-21'],
    ),
    p('add Money.plus that handles MKD + EUR', ['money']),
    p('API за диспечерите за доделување тура на возач', ['aetr', 'api-style']),
    p('driver login fails for Albanian numbers, the OTP SMS never arrives', ['sms', 'otp']),
    p('креирај Avro шема за TirCarnetEvent', ['kafka-topics', 'tir-number']),
    p('TrackingConsumer concurrency да го кренеме на 32', ['kafka-p24']),
    p('handler за NCTS arrival notification од царинарницата на одредиште', ['ncts']),
    p('пресметај ДДВ при увоз за пратка со акцизна стока', ['customs-value', 'vat-rates', 'excise']),
    p('скрипта за бекап на postgres — каде да ги праќа dump-овите?', ['data-residency', 'pg-16']),
    p('датумите на PDF фактурата се во UTC, клиентите се збунети', ['tz-utc']),
    p('во логовите нема lrn, не може да се следи една декларација', ['logging']),
    p('kotlin value class за ЕДБ', ['edb']),
    p('нова табела за партнери подизведувачи со JPA ентитет', ['flyway-ts', 'jpa-rules', 'pkg-naming']),
    p('nbrm job-ot ne nosi nisto, kursot za utre ne e vo bazata', ['fx-ws']),
    p('фактура за домашен превоз Скопје–Битола, која стапка?', ['vat-transport', 'vat-rates']),
    p('presigned URL за брокерот да го симне EUR.1 од customs-docs', ['s-decl-attachments', 'photos']),
    p('MinAppVersionFilter — блокирај ги сите верзии под 3.5', ['driver-api-compat', 'incident-gps-flood']),
    p('Grafana alert кога outbox лагот е над 1000', ['metrics', 'outbox']),
    p('како да ги пуштам само тестовите на customs модулот?', ['build-gradle']),
    p('која верзија на Spring Boot и Kotlin користиме?', ['stack']),
    p('DeclarationSubmitController враќа 403 за Марија иако е брокер', ['roles-broker', 'keycloak']),
    p('KDoc за GuaranteeService — на англиски или македонски?', ['pkg-naming']),
    p('објасни ми како работи DeclarationStateMachine', ['decl-states', 'pref-mk-explain']),
    p('до кога мора да е вчитана тарифата за 2026?', ['s-tariff-2026']),
    p('subcontractor says our webhook signature never verifies', ['s-dispatch-webhook']),
    p('возачот ја затвори доставата 2 km од адресата за истовар', ['s-proof-delivery']),
    p('EUR.1 validity check in PreferenceService — off by one on the last day', ['s-eur1']),
    p('кој им кажува на возачите кога е нова тура, push или SMS?', ['push-v1', 's-driver-lang', 'sms']),
    p('фактура е пратена на клиентот а нема ujp_id, како е можно?', ['ujp-before-send', 'ujp-claim']),
    p('сторно на фактура 2025/SK-00380, клиентот вратил дел од услугата', ['invoice-number', 'ujp-einvoice']),
    p('го клонирав репото, што да ставам во .env за локално да стартува customs?', [
      'note-env-example',
      'vault',
    ]),
    p('local run: CDEPS_KEYSTORE_PASSWORD=changeme — is that the real value or do I need another one?', [
      'note-env-example',
      'note-keystore',
    ]),
    p('што е разликата меѓу val и var во Kotlin?', []),
    p('благодарам, сега работи', []),
    p('how do I rebase my branch onto main?', []),
    p('објасни ми sealed class наспроти enum class', []),
    p('ок супер', []),
    p('regex за македонски регистарски таблички како SK-1234-AB', []),
    p('кратко резиме на diff-от', []),
    p('what does @Transactional(readOnly = true) actually do in Spring?', []),
    p('fala, toa e toa za denes', []),
    p('kako se pravi copy na data class so vgnezdeni polinja?', []),
    p('explain Kotlin inline value classes in general', []),
    p('форматирај го овој JSON', []),
    p('како да направам alias во bash за ./gradlew?', []),
    p("what's a good branch name for this fix?", []),
    p('zdravo, dali si tuka?', []),
    p('разлика меѓу HashMap и LinkedHashMap?', []),
  ],
});
