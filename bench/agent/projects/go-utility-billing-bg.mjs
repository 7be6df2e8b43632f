// A Bulgarian electricity and water utility's billing and meter-reading backend in Go: smart-meter readings over
// Kafka, day/night tariff zones, Temporal billing runs, ePay/EasyPay payments, UBL e-invoices, NRA (НАП) VAT ledgers
// and SAF-T, the euro changeover. Mostly in Bulgarian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-utility-billing-bg',
  stack:
    'Go 1.23 (gRPC + grpc-gateway, pgx v5 + sqlc, goose, franz-go, Temporal Go SDK, log/slog), PostgreSQL 16 (pg_partman), Kafka, Temporal (self-hosted), Redis, buf, testcontainers-go, GitLab CI + ko, Kubernetes (on-prem, София + Пловдив)',
  memories: [
    m(
      'money-bgn',
      'convention',
      'Всички суми са int64 в стотинки (amount_st), валута BGN. Никакви float64 за пари.',
      {
        fact: 'amounts | currency | BGN',
        age: 600,
        files: ['internal/money'],
        tags: ['пари', 'bgn', 'стотинки'],
      },
    ),
    m(
      'money-eur',
      'decision',
      'От 01.01.2026 сме в еврозоната. Новите суми са int64 в евроцентове (amount_cents, currency = EUR). Старите фактури в BGN не се пипат; превалутиране само по фиксирания курс 1.95583 през internal/money/convert.go. Колоните amount_st са преименувани на legacy_amount_st и се ползват само за история.',
      {
        fact: 'amounts | currency | EUR',
        supersedes: 'money-bgn',
        age: 120,
        canonical: true,
        files: ['internal/money', 'internal/money/convert.go'],
        reason: 'въвеждане на еврото в България от 1 януари 2026',
        tags: ['пари', 'eur', 'евро', 'превалутиране', 'центове'],
      },
    ),
    m(
      'money-rounding',
      'constraint',
      'Закръгляне: превалутирането и ДДС-то се закръглят half-up до цент на ниво ред от фактурата и после сумираме редовете. Ползвай money.RoundHalfUp – никакъв math.Round върху float.',
      {
        files: ['internal/money/round.go'],
        tags: ['закръгляне', 'пари', 'ддс', 'фактура'],
      },
    ),
    m(
      'rounding-claim',
      'fact',
      'закръгляме само крайната сума на фактурата, редовете остават с 4 знака след запетаята',
      {
        disputes: 'money-rounding',
        tags: ['закръгляне', 'фактура'],
      },
    ),
    m(
      'dual-display',
      'constraint',
      'Двойно обозначаване до 08.08.2026 вкл.: всяка сума към клиента (PDF фактура, портал, SMS, имейл) е в EUR и BGN – първо EUR, BGN в скоби. Курсът се пише веднъж под таблицата: "1 EUR = 1.95583 BGN". BGN стойността се смята от EUR сумата, не обратно.',
      {
        files: ['internal/money/display.go'],
        tags: ['евро', 'двойно-обозначаване', 'bgn', 'eur', 'фактура'],
      },
    ),
    m(
      'vat-20',
      'fact',
      'ДДС 20% за ток и вода. Ставката е tariff.VATRate (basis points, 2000) – не хардкодвай 0.2 никъде.',
      {
        files: ['internal/tariff/vat.go'],
        tags: ['ддс', 'vat', 'тарифи'],
      },
    ),
    m(
      'tariff-night-old',
      'fact',
      'нощна тарифа 22:00–06:00 целогодишно, дневна 06:00–22:00. логиката е в internal/tariff/zones.go',
      {
        fact: 'night tariff | hours | 22:00-06:00',
        age: 540,
        files: ['internal/tariff/zones.go'],
        tags: ['тарифи', 'нощна', 'дневна', 'зони'],
      },
    ),
    m(
      'tariff-night-seasonal',
      'constraint',
      'Нощната зона е сезонна: зимно време (1 ноември – 31 март) 22:00–06:00, лятно (1 април – 31 октомври) 23:00–07:00, по местно време Europe/Sofia. zones.go взима сезона от датата на самия 15-мин интервал, а не от датата на фактурата.',
      {
        fact: 'night tariff | hours | seasonal 22-06 winter / 23-07 summer',
        supersedes: 'tariff-night-old',
        age: 230,
        files: ['internal/tariff/zones.go'],
        tags: ['тарифи', 'нощна', 'зони', 'сезон', 'лятно-време'],
      },
    ),
    m(
      'dst-sofia',
      'constraint',
      'Интервалите са 15 мин в UTC. Денят в Europe/Sofia има 92 интервала през март и 100 през октомври при смяна на часа – никога не предполагай 96. Зоната ден/нощ се определя СЛЕД превръщане в местно време.',
      {
        reaffirm: 5,
        tags: ['dst', 'часова-зона', 'интервали', 'тарифи'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'В базата всички timestamps са timestamptz в UTC (reading_ts, period_start, period_end, paid_at). В Go – .UTC() преди запис; Europe/Sofia само при показване и при определяне на тарифната зона.',
      {
        tags: ['utc', 'timestamps', 'postgres', 'часова-зона'],
      },
    ),
    m(
      'ts-local-claim',
      'fact',
      'внимавай: reading_ts от HES-а е локално софийско време без зона и го записваме както си идва',
      {
        disputes: 'ts-utc',
        files: ['internal/meter/ingest/mapping.go'],
        tags: ['hes', 'timestamps'],
      },
    ),
    m(
      'kewr-prices',
      'fact',
      'Цените за ток и вода ги определя КЕВР – обикновено от 1 юли, понякога и от 1 януари. Ценовите периоди са в tariff_prices (valid_from/valid_to, полуотворен интервал). Механичните уреди при смяна в средата на периода се разделят пропорционално по дни.',
      {
        files: ['db/queries/tariff_prices.sql', 'internal/tariff'],
        tags: ['кевр', 'цени', 'тарифи', 'пропорционално'],
      },
    ),
    m(
      'water-components',
      'fact',
      'Водата се таксува на m³ в три компонента – доставяне, отвеждане, пречистване – плюс абонаментна такса на водомер. Всеки е отделен ред във фактурата с отделна цена от КЕВР.',
      {
        tags: ['вода', 'вик', 'фактура', 'компоненти'],
      },
    ),
    m(
      'units',
      'convention',
      'Вода – литри (int64) в базата, m³ само при показване с 3 знака (12,345 m³). Ток – Wh (int64), kWh при показване. Без float в домейн модела.',
      {
        files: ['internal/meter/units.go'],
        tags: ['мерни-единици', 'вода', 'ток', 'kwh'],
      },
    ),
    m(
      'meter-kafka',
      'fact',
      'HES-ът публикува 15-мин. профили от смарт-метрите в Kafka topic meter.readings.v1, key = meter_id. meter-ingest ги записва в meter_readings.',
      {
        fact: 'smart meter readings | arrive_via | Kafka meter.readings.v1',
        files: ['cmd/meter-ingest', 'internal/meter/ingest'],
        tags: ['kafka', 'смарт-метри', 'hes', 'показания'],
      },
    ),
    m(
      'meter-idempotent',
      'constraint',
      'Consumer-ите на meter.readings.v1 са идемпотентни по (meter_id, reading_ts, register). HES-ът преизпраща целия ден след reconnect – INSERT ... ON CONFLICT DO NOTHING, никога UPDATE на съществуващо показание.',
      {
        canonical: true,
        files: ['internal/meter/ingest', 'db/queries/meter_readings.sql'],
        tags: ['kafka', 'идемпотентност', 'показания', 'hes'],
      },
    ),
    m(
      'meter-estimated',
      'convention',
      'Липсва показание → оценка (estimated=true) по средната дневна консумация за същия месец миналата година; без история – по последните 3 месеца. Фактура с оценка се маркира и се изравнява при следващото реално показание.',
      {
        files: ['internal/billing/estimate.go'],
        tags: ['оценка', 'показания', 'фактуриране'],
      },
    ),
    m(
      'manual-readings',
      'fact',
      'Инкасаторите въвеждат ръчни показания от мобилното приложение през portal-api (POST /v1/readings/manual) със снимка на уреда. При конфликт за един и същи ден смарт-метърът печели, ръчното отива за проверка.',
      {
        files: ['internal/portal/readings.go'],
        tags: ['инкасатори', 'ръчни-показания', 'portal-api'],
      },
    ),
    m(
      'lorawan-water',
      'fact',
      'Водомерите в новите квартали (Младост 4, Витоша) са LoRaWAN през ChirpStack – по едно показание на ден. MQTT → lora-bridge → същия topic meter.readings.v1 с register=water.',
      {
        files: ['cmd/lora-bridge'],
        tags: ['lorawan', 'chirpstack', 'водомери', 'mqtt'],
      },
    ),
    m(
      'meter-partitions',
      'fact',
      'meter_readings е партиционирана по месец с pg_partman, ~1.2 млрд реда на година. Партиции по-стари от 3 години се експортват като parquet в MinIO и се drop-ват.',
      {
        tags: ['postgres', 'партиции', 'pg_partman', 'показания'],
      },
    ),
    m('kafka-sarama', 'fact', 'Kafka клиент: Shopify/sarama, consumer group-ите са в internal/kafka/.', {
      fact: 'kafka client | library | sarama',
      age: 560,
      files: ['internal/kafka'],
      tags: ['kafka', 'sarama'],
    }),
    m(
      'kafka-franz',
      'decision',
      'Сменихме sarama с franz-go (kgo): cooperative-sticky rebalance без да губим съобщения и по-прост commit на offset-и. internal/kafka/ е пренаписан, sarama е изваден от go.mod – не го връщайте.',
      {
        fact: 'kafka client | library | franz-go',
        supersedes: 'kafka-sarama',
        age: 250,
        files: ['internal/kafka', 'go.mod'],
        reason: 'загуби на съобщения при rebalance със sarama',
        tags: ['kafka', 'franz-go', 'rebalance'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic-и: <домейн>.<обект>.v<N> (meter.readings.v1, payments.received.v1, invoices.issued.v1). Payload-ите са protobuf в api/proto/events/, Schema Registry не ползваме.',
      {
        files: ['api/proto/events'],
        tags: ['kafka', 'topics', 'protobuf', 'naming'],
      },
    ),
    m(
      'db-gorm',
      'convention',
      'достъп до базата през gorm, моделите са в internal/models, AutoMigrate при старт',
      {
        age: 620,
        files: ['internal/models'],
        tags: ['gorm', 'orm', 'postgres'],
      },
    ),
    m(
      'db-sqlc',
      'decision',
      'Без ORM. Заявките са в db/queries/*.sql и се генерират със sqlc (драйвер pgx/v5) в internal/db. gorm и AutoMigrate са махнати. След промяна на .sql файл – make sqlc, генерираният код се комитва.',
      {
        supersedes: 'db-gorm',
        age: 330,
        canonical: true,
        files: ['db/queries', 'sqlc.yaml', 'internal/db'],
        reason: 'контрол върху заявките към meter_readings и явни транзакции',
        tags: ['sqlc', 'pgx', 'postgres', 'gorm'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Миграции с goose в db/migrations/, само напред – без Down в прод. Индекси върху големи таблици (meter_readings, payments) – CREATE INDEX CONCURRENTLY в отделна миграция с -- +goose NO TRANSACTION.',
      {
        files: ['db/migrations'],
        tags: ['goose', 'миграции', 'postgres', 'индекси'],
      },
    ),
    m(
      'billing-cron',
      'fact',
      'Месечното фактуриране е k8s CronJob billing-run в 02:00 на 1-во число, статусът се пази в таблица billing_runs.',
      {
        fact: 'billing run | orchestrated_by | k8s CronJob',
        age: 500,
        files: ['deploy/helm/billing/templates/cronjob.yaml'],
        tags: ['фактуриране', 'cronjob'],
      },
    ),
    m(
      'billing-temporal',
      'decision',
      'Фактурирането вече е Temporal workflow BillingRunWorkflow (workflows/billing/). Всеки абонатен номер е child workflow, activities-тата са идемпотентни. CronJob-ът е изтрит – стартира се от Temporal Schedule на 1-во число в 03:00 Europe/Sofia.',
      {
        fact: 'billing run | orchestrated_by | Temporal',
        supersedes: 'billing-cron',
        age: 210,
        files: ['workflows/billing'],
        reason: 'рестарт от средата на run-а и видимост на всеки абонат',
        tags: ['temporal', 'фактуриране', 'workflow'],
      },
    ),
    m(
      'temporal-determinism',
      'constraint',
      'В workflow кода: без time.Now(), rand, goroutines, обхождане на map за решения и директни DB/HTTP заявки – само workflow.Now(), workflow.Go, workflow.SideEffect и activities. Всяка промяна в логиката на вече пуснат workflow минава през workflow.GetVersion.',
      {
        canonical: true,
        files: ['workflows'],
        tags: ['temporal', 'determinism', 'workflow', 'getversion'],
      },
    ),
    m(
      'temporal-task-queues',
      'fact',
      'Task queues: billing-main, einvoice, nap-reports, disconnections. Worker-ите са в cmd/temporal-worker, по един deployment на queue (флаг --queue).',
      {
        files: ['cmd/temporal-worker'],
        tags: ['temporal', 'task-queue', 'worker'],
      },
    ),
    m(
      'temporal-input-pii',
      'constraint',
      'Temporal history се пази 30 дни и се вижда от всички в Temporal UI. Input-ите на workflow/activity са само ID-та (customer_id, account_no, invoice_id) – никакви ЕГН, имена, адреси или IBAN.',
      {
        tags: ['temporal', 'лични-данни', 'егн', 'gdpr'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'Номерът на фактурата е 10 цифри, последователен и без пропуски (ЗДДС). Взима се от invoice_counters със SELECT ... FOR UPDATE в същата транзакция, в която се записва фактурата. НЕ от Postgres sequence – sequence-ите правят дупки при rollback.',
      {
        canonical: true,
        reaffirm: 11,
        files: ['db/queries/invoices.sql', 'internal/billing/invoice_no.go'],
        tags: ['фактура', 'номерация', 'ддс', 'транзакция'],
      },
    ),
    m(
      'invoice-no-reuse-claim',
      'fact',
      'анулираната фактура си освобождава номера и следващата може да го вземе',
      {
        disputes: 'invoice-numbering',
        tags: ['фактура', 'номерация'],
      },
    ),
    m(
      'credit-notes',
      'convention',
      'Издадена фактура не се променя никога. Корекции само с кредитно (вид 03) или дебитно (вид 02) известие към оригиналната фактура; фактура е вид 01. Същите кодове отиват и в дневника за НАП.',
      {
        files: ['internal/billing/corrections.go'],
        tags: ['кредитно-известие', 'дебитно-известие', 'фактура', 'корекции'],
      },
    ),
    m(
      'einvoice-pdf',
      'fact',
      'е-фактурите са PDF, пращаме ги по имейл през SES на всички с имейл в профила',
      {
        fact: 'e-invoice | format | PDF',
        age: 450,
        files: ['internal/einvoice'],
        tags: ['е-фактура', 'pdf', 'имейл'],
      },
    ),
    m(
      'einvoice-ubl',
      'decision',
      'Е-фактурата вече е UBL 2.1 XML по EN 16931, а PDF-ът е само визуализация – XML-ът е оригиналът. Генерира се в internal/einvoice/ubl/, валидира се със schematron-а преди изпращане. Пращаме собствения SMTP (smtp.energovod.bg), не SES.',
      {
        fact: 'e-invoice | format | UBL 2.1 (EN 16931)',
        supersedes: 'einvoice-pdf',
        age: 170,
        files: ['internal/einvoice/ubl'],
        reason: 'B2B клиентите искат машинно четим формат, данните да са в ЕС',
        tags: ['е-фактура', 'ubl', 'en16931', 'xml'],
      },
    ),
    m(
      'einvoice-consent',
      'constraint',
      'Фактура по имейл се праща САМО при изрично съгласие (einvoice_consent=true с дата и канал – портал или гише). Без съгласие – хартия по пощата, дори клиентът да има имейл в профила.',
      {
        files: ['internal/einvoice/consent.go'],
        tags: ['е-фактура', 'съгласие', 'имейл'],
      },
    ),
    m(
      'invoice-pdf-lang',
      'convention',
      'Фактурите и всички текстове към клиента са на български, адресите на кирилица както са в регистъра. Шрифтът в PDF-а е вграден (PT Sans) – без него кирилицата излиза като квадратчета.',
      {
        files: ['internal/einvoice/pdf'],
        tags: ['pdf', 'кирилица', 'шрифт', 'фактура'],
      },
    ),
    m(
      'nap-ledger',
      'constraint',
      'ДДС дневниците за НАП (PRODAGBI.TXT, DEKLAR.TXT) са fixed-width, кодировка windows-1251 и CRLF. Генераторът е в internal/nap/ledger/. Порталът на НАП НЕ приема UTF-8.',
      {
        files: ['internal/nap/ledger'],
        tags: ['нап', 'ддс-дневник', 'windows-1251', 'prodagbi'],
      },
    ),
    m(
      'nap-deadline',
      'fact',
      'Справка-декларацията по ЗДДС + дневниците се подават до 14-то число на следващия месец. Temporal Schedule NapMonthlyReport на 5-то число прави чернова за счетоводството.',
      {
        tags: ['нап', 'срокове', 'ддс', 'temporal'],
      },
    ),
    m(
      'saf-t',
      'fact',
      'SAF-T (стандартен одиторски файл): задължени сме от 2026 като голямо предприятие. Месечният XML се генерира в internal/nap/saft/ и се валидира срещу XSD-то на НАП в internal/nap/saft/xsd/ преди да се даде на счетоводството.',
      {
        files: ['internal/nap/saft'],
        tags: ['нап', 'saf-t', 'xsd', 'отчетност'],
      },
    ),
    m(
      'nap-kep',
      'fact',
      'Подаването в НАП е с КЕП на главния счетоводител – автоматичен upload няма и няма да има. Ние само генерираме файловете, счетоводството ги подава ръчно.',
      {
        tags: ['нап', 'кеп', 'подаване'],
      },
    ),
    m(
      'incident-ledger-encoding',
      'incident',
      'Февр. 2026: НАП отхвърли дневника за януари – файлът беше в UTF-8 и имената на кирилица излязоха като маймуняци. Сега пишем през charmap.Windows1251 (golang.org/x/text) и има golden тест, който сравнява байтовете.',
      {
        files: ['internal/nap/ledger/writer.go', 'internal/nap/ledger/testdata'],
        tags: ['incident', 'нап', 'кодировка', 'windows-1251'],
      },
    ),
    m(
      'epay-flow',
      'fact',
      'ePay.bg: (1) от портала генерираме ENCODED (base64) + CHECKSUM (HMAC-SHA1 със secret-а на търговеца) и пренасочваме към ePay; (2) ePay вика /payments/epay/notify и за всеки INVOICE отговаряме с ред INVOICE=<no>:STATUS=OK (или ERR/NO).',
      {
        fact: 'epay | notify_reply | INVOICE=..:STATUS=OK',
        files: ['internal/payments/epay'],
        tags: ['epay', 'плащания', 'checksum', 'notify'],
      },
    ),
    m(
      'epay-retry',
      'constraint',
      'ePay праща нотификацията отново и отново, докато не получи STATUS=OK за този INVOICE. Обработката е идемпотентна по (provider, provider_invoice), отговаряме OK чак след commit.',
      {
        files: ['internal/payments/epay/notify.go'],
        tags: ['epay', 'идемпотентност', 'notify', 'плащания'],
      },
    ),
    m(
      'epay-once-claim',
      'fact',
      'epay нотифицира само веднъж – ако изпуснем notify-то трябва ръчно да се сверява от справката им',
      {
        disputes: 'epay-retry',
        tags: ['epay', 'notify'],
      },
    ),
    m(
      'incident-double-payment',
      'incident',
      'Ноем. 2025: notify от ePay идваше два пъти за една и съща фактура (timeout от наша страна), записахме плащането двойно и 312 клиента получиха фалшив кредит. Fix: UNIQUE (provider, provider_invoice) в payments и отговор OK само след commit.',
      {
        files: ['db/migrations', 'internal/payments/epay/notify.go'],
        tags: ['incident', 'epay', 'двойно-плащане'],
      },
    ),
    m(
      'easypay-sftp',
      'fact',
      'EasyPay: всяка нощ дърпаме CSV с плащанията от техния SFTP и ги разнасяме в 06:00',
      {
        fact: 'easypay payments | received_via | nightly SFTP CSV',
        age: 520,
        files: ['internal/payments/easypay'],
        tags: ['easypay', 'sftp', 'плащания'],
      },
    ),
    m(
      'easypay-api',
      'decision',
      'EasyPay вече е онлайн: на гишето те викат нашия GET /easypay/v1/check?idn=<абонатен номер> за задължението и после POST /easypay/v1/confirm. Плащането се осчетоводява при confirm. Нощният SFTP файл остава само за сверка (reconciliation), не за осчетоводяване.',
      {
        fact: 'easypay payments | received_via | online check/confirm API',
        supersedes: 'easypay-sftp',
        age: 180,
        files: ['internal/payments/easypay'],
        reason: 'плащането се вижда веднага, без двойни напомняния на следващия ден',
        tags: ['easypay', 'плащания', 'api', 'reconciliation'],
      },
    ),
    m(
      'easypay-idn',
      'convention',
      'IDN за EasyPay/ePay е абонатният номер – 10 цифри с водещи нули. Винаги string, никога strconv.Atoi / int64.',
      {
        tags: ['easypay', 'epay', 'абонатен-номер', 'idn'],
      },
    ),
    m(
      'account-vs-customer',
      'fact',
      'Абонатен номер (account_no, 10 цифри) ≠ клиент (customer_id, UUID). Един клиент може да има няколко абонатни номера – отделно за ток и за вода, и по един за всеки имот.',
      {
        tags: ['абонатен-номер', 'клиент', 'модел'],
      },
    ),
    m(
      'payment-allocation',
      'convention',
      'Плащането се разнася по най-старото неплатено задължение (FIFO): първо лихва за забава, после главница. Логиката е в internal/payments/allocate.go, надплатеното остава като кредит по абонатния номер.',
      {
        files: ['internal/payments/allocate.go'],
        tags: ['плащания', 'разнасяне', 'лихва'],
      },
    ),
    m(
      'late-interest',
      'fact',
      'Лихва за забава = законната лихва (основен лихвен процент + 10 пункта годишно), начислява се от 31-вия ден след падежа. Смята се в нощната activity AccrueInterest.',
      {
        files: ['workflows/interest'],
        tags: ['лихва', 'просрочие', 'temporal'],
      },
    ),
    m(
      'disconnection',
      'constraint',
      'Спиране на ток/вода за неплащане: само след писмено уведомление и 10 дни срок. Никога в празник, петък след 12:00 или в дни с код червено за жега/студ. DisconnectionWorkflow чака ръчно одобрение (signal approve) – автоматично изключване няма.',
      {
        canonical: true,
        files: ['workflows/disconnection'],
        tags: ['изключване', 'неплащане', 'temporal', 'одобрение'],
      },
    ),
    m(
      'egn-pii',
      'constraint',
      'ЕГН-то е лични данни: в базата е криптирано на ниво приложение (AES-GCM, ключ от Vault, internal/pii), за търсене ползваме egn_hash (HMAC-SHA256). Никога ЕГН в логове, Kafka съобщения, URL-и или Temporal input.',
      {
        canonical: true,
        files: ['internal/pii'],
        tags: ['егн', 'лични-данни', 'gdpr', 'криптиране'],
      },
    ),
    m(
      'portal-api',
      'fact',
      'Клиентският портал и мобилното приложение говорят с portal-api (gRPC + grpc-gateway, REST/JSON под /v1). Вход с имейл + парола и 2FA по SMS.',
      {
        files: ['cmd/portal-api', 'internal/portal'],
        tags: ['portal-api', 'grpc-gateway', 'rest'],
      },
    ),
    m(
      'grpc-conventions',
      'convention',
      'gRPC: proto-тата са в api/proto/<service>/v1/, buf lint + buf breaking в CI. Грешките са status.Error с правилния code, детайли през errdetails.BadRequest, съобщението към клиента – на български.',
      {
        files: ['api/proto', 'buf.yaml'],
        tags: ['grpc', 'proto', 'buf', 'грешки'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Breaking промяна в portal-api = нов пакет v2. v1 не се чупи – мобилното приложение се обновява бавно, има хора на версии отпреди година.',
      {
        tags: ['api', 'версии', 'portal-api', 'мобилно'],
      },
    ),
    m(
      'rate-limit',
      'fact',
      'portal-api: 60 заявки/мин на потребител и 5 опита за вход на 15 мин, в Redis (internal/portal/ratelimit). Ако Redis е down – fail closed за логина, fail open за останалото.',
      {
        files: ['internal/portal/ratelimit'],
        tags: ['rate-limit', 'redis', 'вход'],
      },
    ),
    m(
      'redis-cache',
      'fact',
      'Redis се ползва само за rate limiting и за кеш на тарифите (TTL 1 ч). Не е source of truth за нищо.',
      {
        tags: ['redis', 'кеш'],
      },
    ),
    m(
      'sms',
      'fact',
      'SMS-и (напомняния, 2FA) минават през internal/notify/sms, подател ENERGOVOD. Текст на кирилица е UCS-2 – 70 знака на SMS, 67 при сглобени съобщения.',
      {
        files: ['internal/notify/sms'],
        tags: ['sms', 'кирилица', 'напомняния'],
      },
    ),
    m('logging-logrus', 'convention', 'логваме с logrus, JSONFormatter, logrus.WithField за контекст', {
      age: 580,
      tags: ['логове', 'logrus'],
    }),
    m(
      'logging-slog',
      'convention',
      'Логовете са log/slog с JSON handler; logrus е изваден от go.mod. Всеки ред носи request_id и customer_id (или workflow_id) като атрибути. Никакви fmt.Println/log.Printf в сервизите.',
      {
        supersedes: 'logging-logrus',
        age: 260,
        files: ['internal/logx'],
        tags: ['логове', 'slog', 'logrus'],
      },
    ),
    m(
      'go-version',
      'fact',
      'Go 1.23 (toolchain директива в go.mod). golangci-lint с .golangci.yml – errcheck, gosec, revive, errorlint, sqlclosecheck.',
      {
        files: ['go.mod', '.golangci.yml'],
        tags: ['go', 'версия', 'golangci-lint'],
      },
    ),
    m('go-119', 'fact', 'билд имиджът е golang:1.19-alpine, generics още не ползваме', {
      age: 700,
      tags: ['go', 'docker'],
    }),
    m(
      'errors-wrap',
      'convention',
      'Грешки: fmt.Errorf("...: %w", err), sentinel грешки в самия пакет (ErrNotFound, ErrAlreadyPaid), проверка с errors.Is/As. Без panic извън main и init.',
      {
        tags: ['грешки', 'errors', 'go'],
      },
    ),
    m(
      'ctx',
      'convention',
      'context.Context е първи аргумент навсякъде; context.Background() само в main и тестове. Всяка DB заявка и външно извикване е с timeout от ctx.',
      {
        tags: ['context', 'timeout', 'go'],
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      'Интеграционните тестове са с testcontainers-go (Postgres 16, Redpanda вместо Kafka) и build tag integration. Mock на sqlc Querier не правим – тестовете вървят срещу истинска база. Unit тестовете са table-driven.',
      {
        files: ['internal/testutil'],
        tags: ['тестове', 'testcontainers', 'integration', 'sqlc'],
      },
    ),
    m(
      'tests-temporal',
      'convention',
      'Workflow-ите се тестват с testsuite.WorkflowTestSuite + replay тест срещу записани histories в workflows/testdata/histories/. Всеки MR, който пипа workflow, трябва да мине replay-а.',
      {
        files: ['workflows/testdata/histories'],
        tags: ['temporal', 'тестове', 'replay'],
      },
    ),
    m(
      'tests-no-real-payments',
      'constraint',
      'CI и локално никога не удрят истинския ePay/EasyPay. Ползваме demo.epay.bg само ръчно, а в тестовете – fake-овете в internal/payments/epay/epaytest и internal/payments/easypay/fake.',
      {
        files: ['internal/payments/epay/epaytest', 'internal/payments/easypay/fake'],
        tags: ['тестове', 'epay', 'easypay', 'fake'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI: lint (golangci-lint, buf lint/breaking, sqlc diff) → test → integration → build (ko) → deploy-staging автоматично → deploy-prod ръчно.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'ko'],
      },
    ),
    m(
      'k8s',
      'fact',
      'On-prem Kubernetes в два DC – София и Пловдив. Namespaces billing-staging и billing-prod, helm charts в deploy/helm/<service>.',
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'helm', 'deploy'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Тайни само през Vault (agent injector, път secret/billing/<service>). Никога във values.yaml, в .env в repo-то или като const в кода.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['тайни', 'vault', 'secrets'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Без prod deploy между 1-во и 3-то число (тече фактурирането) и в последния работен ден на месеца. Петък след 14:00 също не.',
      {
        tags: ['deploy', 'prod', 'freeze', 'фактуриране'],
      },
    ),
    m(
      'incident-dst-night',
      'incident',
      'Март 2025: при смяната на часа нощната зона се смяташе в UTC и ~40 000 клиента получиха един час нощна консумация отчетена като дневна. Корекция с кредитни известия; regression тест internal/tariff/zones_dst_test.go.',
      {
        files: ['internal/tariff/zones_dst_test.go'],
        tags: ['incident', 'dst', 'тарифи', 'нощна'],
      },
    ),
    m(
      'observability',
      'fact',
      'Prometheus + Grafana (dashboard "Billing Overview"), Temporal метрики от SDK-то, алармите отиват в Opsgenie на дежурния.',
      {
        tags: ['prometheus', 'grafana', 'opsgenie', 'метрики'],
      },
    ),
    m(
      'owners',
      'fact',
      'Отговорници: тарифи и фактуриране – Мартин Петров; плащания (ePay/EasyPay) – Десислава Иванова; meter-ingest и Kafka – Георги Стоянов; НАП, SAF-T и е-фактури – Калина Димитрова; portal-api – Никола Тодоров.',
      {
        tags: ['отговорници', 'екип'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'commit съобщенията и коментарите в кода на английски, MR описанията може и на български',
      {},
    ),
    m('pref-small-mrs', 'preference', 'малки MR-и моля, до ~400 реда – генерираният sqlc код не се брои', {}),
    m('jenkins-note', 'note', 'билдовете са в Jenkins – jenkins.intra:8080, job billing-master', {
      age: 680,
      tags: ['jenkins', 'ci'],
    }),
    m('cand-nats', 'decision', 'Да сменим Kafka с NATS JetStream за показанията от метрите.', {
      candidate: true,
      tags: ['nats', 'kafka'],
    }),
    m(
      'cand-timescale',
      'decision',
      'meter_readings да мине на TimescaleDB hypertable с compression вместо pg_partman.',
      {
        candidate: true,
        tags: ['timescaledb', 'показания'],
      },
    ),
    m(
      'cand-auto-disconnect',
      'decision',
      'Автоматично изключване след 60 дни неплащане, без ръчно одобрение.',
      {
        candidate: true,
        tags: ['изключване'],
      },
    ),
    m(
      'secret-epay-prose',
      'note',
      'Паролата за ePay demo търговеца (КИН D458812390) е Dem0!Ep4y#Sof – само за demo.epay.bg, не я сменяйте',
      {
        secret: 'Dem0!Ep4y#Sof',
      },
    ),
    m(
      'secret-epay-env',
      'note',
      '.env за локално пускане на payments:\nEPAY_MIN=D458812390\nEPAY_SECRET=K8H2M0QZ7XW4RT1NBV9CJ5LPYSDFG3EA6UOI\nEPAY_URL=https://demo.epay.bg/',
      {
        secret: 'K8H2M0QZ7XW4RT1NBV9CJ5LPYSDFG3EA6UOI',
      },
    ),
    m(
      'secret-pg-dsn',
      'note',
      'за ръчните миграции на прод: DATABASE_URL="postgres://billing_owner:Bl6!Sof1a#Pg42@pg-billing-prod.db.svc:5432/billing?sslmode=verify-full"',
      {
        secret: 'Bl6!Sof1a#Pg42',
      },
    ),
    m(
      'secret-kafka-yaml',
      'note',
      'deploy/helm/meter-ingest/values-prod.yaml:\nkafka:\n  brokers: kafka-0.kafka:9093\n  sasl:\n    mechanism: SCRAM-SHA-512\n    user: meter-ingest\n    password: "K4fk@-M3t3r!Pr0d-77"',
      {
        secret: 'K4fk@-M3t3r!Pr0d-77',
      },
    ),
    m(
      'secret-kep-pin',
      'note',
      'ПИН-ът на КЕП-а на Калина за НАП е 482913, флашката е в сейфа на 3-ти етаж',
      {
        secret: '482913',
      },
    ),
    m(
      'secret-easypay-const',
      'note',
      'временно в internal/payments/easypay/client.go: const easypayAPIKey = "ezp_prod_5c7e1a9d3f2b4860a4e7c1d9b3f5a827"',
      {
        secret: 'ezp_prod_5c7e1a9d3f2b4860a4e7c1d9b3f5a827',
      },
    ),
    m(
      'secret-temporal-db',
      'note',
      'паролата на temporal persistence базата (user temporal) е Tmpr@l-Pers1st!9, ако трябва да се пипа schema-та',
      {
        secret: 'Tmpr@l-Pers1st!9',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'SMTP за е-фактурите: smtp.energovod.bg:587, user efaktura@energovod.bg, pass Ef@ktur1-Smtp#2026',
      {
        secret: 'Ef@ktur1-Smtp#2026',
      },
    ),
    m('secret-glpat', 'note', 'renovate в gitlab.energovod.bg ползва токен glpat-Rk4vZ9mQ2xLp7WnB3tYc', {
      secret: 'glpat-Rk4vZ9mQ2xLp7WnB3tYc',
    }),
    m(
      'secret-telegram',
      'note',
      'бот за алармите в Telegram групата на дежурните: TELEGRAM_BOT_TOKEN=7712094583:AAHk2P9xQzL4mV7nB1cR8tW3yJ6fD0sG5eU',
      {
        secret: '7712094583:AAHk2P9xQzL4mV7nB1cR8tW3yJ6fD0sG5eU',
      },
    ),
  ],
  sessions: [
    {
      id: 'billing-session-1',
      age: 7,
      turns: [
        said(
          'здрасти. от 1 юли КЕВР сменя цените, а фактурирането по смарт-метри още разделя по дни. погледни internal/billing/proration.go',
        ),
        replied(
          'Гледам го: ProrateByDays се вика за всички уреди, без значение дали има 15-мин профил. Консумацията се дели по брой дни преди/след valid_from.',
        ),
        said(
          'за смарт-метрите разделяме по реалните 15-мин интервали – каквото е отчетено преди 1 юли 00:00 местно време е по старата цена. пропорционално по дни остава само за механичните уреди.',
          {
            key: 's-proration-smart',
            type: 'decision',
          },
        ),
        replied(
          'Ясно. Ще добавя ProrateByIntervals за уреди с profile=true и ще оставя ProrateByDays за останалите.',
        ),
        said('колко фактури под 1 евро имахме миналия месец?'),
        replied('По billing_runs за май: 4 812 фактури под 1 EUR, от тях 3 100 под 0.50 EUR.'),
        said(
          'сметки под 0.50 EUR не се издават – сумата се прехвърля към следващия период. над 0.50 издаваме нормално.',
          {
            key: 's-min-invoice',
            type: 'constraint',
          },
        ),
        replied('Добавям проверка в IssueInvoiceActivity и пренос в carry_over_cents.'),
        said('как връща portal-api сумите в момента?'),
        replied(
          'GET /v1/invoices връща amount_cents и currency, BGN не се връща – мобилното приложение го смята само.',
        ),
        said(
          'не искаме клиентът да смята. до 08.08.2026 portal-api връща и bgn_cents като отделно поле, изчислено на бекенда през money.ToBGN. след това полето изчезва в v2.',
          {
            key: 's-portal-bgn',
            type: 'convention',
          },
        ),
        replied('Добавих bgn_cents в InvoiceSummary (v1) с коментар за deprecation.'),
        said(
          'ето curl-а към тестовия EasyPay, ако ти трябва: curl -u energovod:Ezp-T3st!pw9 https://test.easypay.bg/api/v1/ping',
          {
            secret: 'Ezp-T3st!pw9',
          },
        ),
        replied(
          'Благодаря, ping-ът минава. Fake-ът в internal/payments/easypay/fake отговаря на същия формат.',
        ),
        said('снимките от инкасаторите колко място заемат?'),
        replied('Bucket-ът readings-photos е около 3.8 TB и няма lifecycle правило.'),
        said(
          'снимките от ръчните показания се пазят 2 години в readings-photos и после се трият с lifecycle правило в MinIO. ако по показанието има рекламация – снимката се копира в bucket complaints и не се трие.',
          {
            key: 's-reading-photo',
            type: 'convention',
          },
        ),
        replied(
          'Ще добавя lifecycle правило в deploy/minio/lifecycle.json и копирането в ComplaintOpened handler-а.',
        ),
        said('оки. и друго – някой пак беше копирал прод дъмп на лаптопа си миналата седмица'),
        replied('Мога да добавя предупреждение в README на db/ за това.'),
        said(
          'правилото е: staging базата е анонимизирано копие от прод всяка неделя. прод дъмп локално – никога, дебъгва се на staging.',
          {
            key: 's-staging-data',
            type: 'constraint',
          },
        ),
        replied('Разбрах, добавям го и в docs/onboarding.md.'),
        said(
          'от 1 юли мрежовите такси (достъп + пренос през мрежата на ЕРМ) трябва да са на отделни редове във фактурата за ток, не в цената за kWh',
          {
            key: 's-grid-fees',
            type: 'fact',
          },
        ),
        replied('Добавих два нови вида ред grid_access и grid_transmission в invoice_lines.'),
        said('супер, пусни тестовете и направи описание за MR-а'),
        replied(
          'Тестовете минават. MR: пропорционално по интервали за смарт-метри, праг 0.50 EUR, bgn_cents в portal-api, lifecycle за снимките, отделни редове за мрежови такси.',
        ),
        said('мерси'),
      ],
    },
  ],
  prompts: [
    p('добави новия ценови период от 1 юли за дневна и нощна тарифа в internal/tariff', [
      'kewr-prices',
      'tariff-night-seasonal',
      's-proration-smart',
      'vat-20',
    ]),
    p('@internal/tariff/zones.go смята 22:30 през юни за нощна зона, а не би трябвало', [
      'tariff-night-seasonal',
      'dst-sofia',
      'ts-utc',
      'ts-local-claim',
    ]),
    p('meter-ingest записва дубликати всеки път, когато HES-ът се рестартира', [
      'meter-idempotent',
      'meter-kafka',
      'kafka-franz',
    ]),
    p('zones_dst_test.go гърми за 30.03.2025 – очаква 96 интервала, а има 92', [
      'dst-sofia',
      'incident-dst-night',
      'tariff-night-seasonal',
    ]),
    p("за номера на новата фактура ползвай nextval('invoice_no_seq'), по-просто е", [
      'invoice-numbering',
      'invoice-no-reuse-claim',
    ]),
    p('клиент иска да му оправим адреса на вече издадена фактура – просто UPDATE ли да пусна?', [
      'credit-notes',
      'invoice-numbering',
    ]),
    p('общата сума на фактурата се различава с 1 цент от сбора на редовете, защо', [
      'money-rounding',
      'rounding-claim',
      'money-eur',
    ]),
    p('PDF-ът на фактурата трябва да показва и лева – как точно да е?', [
      'dual-display',
      'money-eur',
      'invoice-pdf-lang',
    ]),
    p('portal-api още връща сумите в стотинки, оправи GET /v1/invoices', [
      'money-eur',
      's-portal-bgn',
      'api-versioning',
    ]),
    p('как трябва да отговаря хендлърът за ePay notify и какво става ако дойде два пъти?', [
      'epay-flow',
      'epay-retry',
      'epay-once-claim',
      'incident-double-payment',
    ]),
    p('сметни CHECKSUM-а за ePay в internal/payments/epay/sign.go', ['epay-flow']),
    p('EasyPay check-а приема idn като int64 и някои номера си губят водещите нули', [
      'easypay-idn',
      'easypay-api',
    ]),
    p('вчерашните EasyPay плащания ги няма, нощният CSV май не е обработен', ['easypay-api']),
    p('клиентът има 3 неплатени сметки и лихва, плаща половината – как се разнася?', [
      'payment-allocation',
      'late-interest',
    ]),
    p('напиши activity, която праща е-фактурата по имейл', [
      'einvoice-ubl',
      'einvoice-consent',
      'temporal-input-pii',
      'temporal-task-queues',
    ]),
    p('UBL валидацията гърми на BT-5 (invoice currency code)', ['einvoice-ubl', 'money-eur']),
    p('генерирай PRODAGBI.TXT за февруари', ['nap-ledger', 'incident-ledger-encoding', 'credit-notes']),
    p('може ли директно да качваме дневниците в портала на НАП от Temporal?', ['nap-kep', 'nap-deadline']),
    p('SAF-T файлът не минава XSD валидацията, internal/nap/saft', ['saf-t']),
    p('в BillingRunWorkflow ползвам time.Now() за датата на фактурата, ок ли е така?', [
      'temporal-determinism',
      'billing-temporal',
    ]),
    p('промених workflows/billing/run.go и replay тестът гърми с nondeterminism error', [
      'temporal-determinism',
      'tests-temporal',
    ]),
    p('искам да подам ЕГН-то като input на DisconnectionWorkflow, за да се вижда в UI-то', [
      'temporal-input-pii',
      'egn-pii',
    ]),
    p('добави търсене на клиент по ЕГН в portal-api', ['egn-pii', 'grpc-conventions', 'api-versioning']),
    p('миграция: ново поле signal_quality в meter_readings', ['migrations', 'meter-partitions', 'db-sqlc']),
    p('gorm AutoMigrate не ми създава новата колона, какво пропускам', ['db-sqlc', 'migrations']),
    p('нова заявка за просрочените задължения в db/queries/debts.sql', ['db-sqlc', 'late-interest']),
    p('consumer-ът на payments.received.v1 губи съобщения при rebalance', ['kafka-franz', 'kafka-topics']),
    p('нов topic за събитията по изключванията', ['kafka-topics', 'disconnection']),
    p('направи job, който изключва автоматично всички с дълг над 60 дни', ['disconnection']),
    p('пусни billing на прод, днес е 2-ри', ['deploy-freeze']),
    p('къде да сложа API ключа на новия SMS доставчик?', ['secrets-vault']),
    p('SMS-ът за напомняне се цепи на две съобщения откакто пишем и в лева', ['sms', 'dual-display']),
    p('логовете на portal-api нямат request_id, трудно се дебъгва', ['logging-slog']),
    p('logrus.WithField не се компилира след последния pull', ['logging-slog']),
    p('имаме ръчно показание и от смарт-метъра за същия ден – кое печели?', ['manual-readings']),
    p('липсват показания за 3 дни на един абонат, как фактурираме?', ['meter-estimated']),
    p('водомерите в Младост 4 не пращат нищо от вчера', ['lorawan-water', 'meter-kafka']),
    p('фактурата за вода показва 12345 m³ вместо 12,345', ['units', 'water-components']),
    p('интеграционен тест за ePay notify срещу demo.epay.bg в CI?', [
      'tests-no-real-payments',
      'tests-testcontainers',
    ]),
    p('напиши unit тест с mock на Querier за internal/payments/allocate.go', [
      'tests-testcontainers',
      'payment-allocation',
    ]),
    p('proto: махни старото поле total_st от GetInvoiceResponse и добави total_cents', [
      'grpc-conventions',
      'api-versioning',
      'money-eur',
    ]),
    p('кой отговаря за НАП отчетите?', ['owners']),
    p('фактура за 0.30 EUR – пращаме ли я изобщо?', ['s-min-invoice']),
    p('клиентът няма съгласие за е-фактура, но днес иска PDF-а по имейл', ['einvoice-consent']),
    p('rate limit-ът за логин не работи, redis е паднал', ['rate-limit', 'redis-cache']),
    p('копирай ми прод базата локално да видя фактурата на абонат 0012345678', ['s-staging-data', 'egn-pii']),
    p('снимките от инкасаторите са почти 4TB, може ли да ги трием?', ['s-reading-photo', 'manual-readings']),
    p('CI-то не минава на buf breaking след промяната в api/proto/portal/v1', ['grpc-conventions', 'ci']),
    p('helm chart за новия nap-reporter worker', ['k8s', 'secrets-vault', 'temporal-task-queues']),
    p('ДДС-то е хардкоднато 0.2 в internal/einvoice/lines.go', ['vat-20']),
    p('на фактурата за ток мрежовите такси са вкарани в цената за kWh', ['s-grid-fees']),
    p('клиент с ток и вода на два имота – в portal-api как да върнем задълженията му?', [
      'account-vs-customer',
      'portal-api',
      'easypay-idn',
    ]),
    p('нов gRPC handler в internal/portal, който вика HES-а за последното показание – дай скелет', [
      'ctx',
      'errors-wrap',
      'grpc-conventions',
      'logging-slog',
    ]),
    p('каква е разликата между буфериран и небуфериран канал?', []),
    p('мерси!', []),
    p('commit-ни го', []),
    p('как да squash-на последните 3 commit-а?', []),
    p('обясни ми накратко generics в Go', []),
    p('regex за български мобилен номер (+359 8X)?', []),
    p('обобщи ми diff-а', []),
    p('what is errgroup for?', []),
    p('супер, работи', []),
  ],
});
