// A Tashkent cotton and textile cluster's supply-chain backend in Go: farm contracts, procurement weighings, warehouse
// lot grading, soliq.uz e-invoices via Didox/Faktura.uz, farmer payouts and a Telegram bot for farmers. The team
// writes mostly in Uzbek (Latin script), with Russian and English mixed in.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-cotton-supply-uz',
  stack:
    'Go 1.23 (chi v5, pgx v5 + sqlc, goose), NATS JetStream, PostgreSQL 16 (Patroni) behind PgBouncer, Didox + Faktura.uz e-faktura (soliq.uz) with E-IMZO signing, Hamkorbank API payouts, CBU exchange rates, Telegram bot (go-telegram/bot), Keycloak, k3s + ArgoCD in a Tashkent DC, GitLab CI, testcontainers-go',
  memories: [
    m('go-121', 'fact', 'Servislar Go 1.21 da, go.mod: go 1.21', {
      fact: 'services | go_version | 1.21',
      age: 600,
      tags: ['go', 'version'],
    }),
    m(
      'go-123',
      'decision',
      "Barcha servislar Go 1.23 ga o'tkazildi (go.mod: go 1.23, toolchain go1.23.4, Dockerfile'larda golang:1.23-alpine). Sababi: range-over-func va iter paketi kerak edi, 1.21 endi xavfsizlik yangilanishlarini olmaydi.",
      {
        fact: 'services | go_version | 1.23',
        supersedes: 'go-121',
        age: 200,
        canonical: true,
        files: ['go.mod', 'Dockerfile'],
        reason: "range-over-func, 1.21 qo'llab-quvvatlanmaydi",
        tags: ['go', 'version', 'upgrade'],
      },
    ),
    m(
      'router-chi',
      'fact',
      "HTTP router — chi v5. Har bir servisda internal/http/router.go; middleware tartibi: RequestID → RealIP → slog logger → Recoverer → Timeout(30s) → auth. Tartibni o'zgartirmang, logger request_id ni RequestID dan oladi.",
      {
        files: ['internal/http/router.go'],
        tags: ['chi', 'http', 'middleware'],
      },
    ),
    m('db-libpq', 'fact', "DB: database/sql + lib/pq, so'rovlar qo'lda yozilgan, Scan() ham qo'lda", {
      fact: 'db access | library | lib/pq',
      age: 520,
      tags: ['postgres', 'lib/pq'],
    }),
    m(
      'db-pgx-sqlc',
      'decision',
      "database/sql + lib/pq dan pgx/v5 (pgxpool) ga o'tdik, so'rovlar sqlc bilan generatsiya qilinadi: internal/db/queries/*.sql → internal/db/gen. Sababi: lib/pq maintenance rejimida, bizga COPY (tortish batchlari uchun) kerak edi. Qo'lda Scan() yozmang.",
      {
        fact: 'db access | library | pgx v5 + sqlc',
        supersedes: 'db-libpq',
        age: 300,
        files: ['internal/db/queries', 'internal/db/gen', 'sqlc.yaml'],
        reason: 'lib/pq maintenance rejimida, COPY kerak',
        tags: ['pgx', 'sqlc', 'postgres'],
      },
    ),
    m('pool-20', 'fact', 'pgxpool MaxConns=20 har bir pod uchun (config/db.go)', {
      age: 250,
      files: ['internal/config/db.go'],
      tags: ['pgx', 'pool', 'connections'],
    }),
    m(
      'pool-40',
      'fact',
      "pgxpool MaxConns 40 ga ko'tarildi: terim mavsumida punktlardan tortish oqimi 5 barobar oshdi. PgBouncer (transaction mode) orqasida bo'lgani uchun DSN da default_query_exec_mode=exec — prepared statement cache ishlatilmaydi.",
      {
        supersedes: 'pool-20',
        age: 40,
        files: ['internal/config/db.go'],
        tags: ['pgx', 'pool', 'connections', 'pgbouncer'],
      },
    ),
    m(
      'pgbouncer',
      'constraint',
      "Ilovalar Postgres'ga faqat PgBouncer (transaction mode, :6432) orqali ulanadi. Session darajasidagi narsalar (SET, session advisory lock, LISTEN) pool orqali ishlamaydi — ular uchun alohida DATABASE_DIRECT_URL bor, faqat migratsiya va leader election uchun.",
      {
        files: ['internal/config/db.go'],
        tags: ['pgbouncer', 'postgres', 'advisory-lock'],
      },
    ),
    m(
      'goose',
      'convention',
      "Migratsiyalar: goose, migrations/ papkasida, nomi 20260114093000_add_lot_grade.sql. Har bir faylda -- +goose Down bo'lishi shart. Katta jadvallarda (weighings, bales) indeks CREATE INDEX CONCURRENTLY va -- +goose NO TRANSACTION bilan.",
      {
        files: ['migrations'],
        tags: ['goose', 'migrations', 'postgres'],
      },
    ),
    m(
      'sqlc-conv',
      'convention',
      "sqlc: har bir domen uchun alohida fayl (lots.sql, contracts.sql, invoices.sql, weighings.sql), so'rov nomlari PascalCase: -- name: GetLotByCode :one. Generatsiya qilingan internal/db/gen ni qo'lda tahrirlamang, `make sqlc`.",
      {
        files: ['internal/db/queries', 'Makefile'],
        tags: ['sqlc', 'codegen', 'naming'],
      },
    ),
    m(
      'money-tiyin',
      'constraint',
      "Pul summalari int64 tiyinda (1 so'm = 100 tiyin), maydon nomi *_tiyin (amount_tiyin, vat_tiyin). Hech qachon float64. So'mga faqat ko'rsatishda: internal/money.Format() → \"1 234 567,89 so'm\".",
      {
        canonical: true,
        reaffirm: 5,
        files: ['internal/money'],
        tags: ['money', 'tiyin', 'uzs', 'float'],
      },
    ),
    m(
      'money-usd',
      'convention',
      "Eksport shartnomalari USD da: summa sentda (int64, *_cents), UZS ekvivalenti — bojxona deklaratsiyasi sanasidagi CBU kursi bo'yicha, internal/fx paketidan. Kursni hech qachon hardcode qilmang.",
      {
        files: ['internal/fx'],
        tags: ['usd', 'fx', 'export', 'money'],
      },
    ),
    m(
      'cbu-rate',
      'fact',
      "CBU kurslari cbu.uz JSON arxividan har kuni 09:30 (Asia/Tashkent) olinadi va fx_rates ga yoziladi. Dam olish kunlari yangi kurs yo'q — oxirgi e'lon qilingan kurs ishlatiladi (fx.RateOn(date)).",
      {
        files: ['internal/fx/cbu.go'],
        tags: ['cbu', 'fx', 'exchange-rate'],
      },
    ),
    m('vat-15', 'fact', 'QQS stavkasi 15%, internal/tax/vat.go da konstanta', {
      fact: 'vat | rate | 15%',
      age: 700,
      files: ['internal/tax/vat.go'],
      tags: ['vat', 'qqs', 'tax'],
    }),
    m(
      'vat-12',
      'fact',
      "QQS stavkasi 2023-yil 1-yanvardan 12%. tax.RateAt(date) sanaga qarab stavka qaytaradi; eski hisob-fakturalarni qayta hisoblamang — ular o'z sanasidagi stavka bilan qoladi.",
      {
        fact: 'vat | rate | 12%',
        supersedes: 'vat-15',
        age: 420,
        files: ['internal/tax/vat.go'],
        tags: ['vat', 'qqs', 'tax'],
      },
    ),
    m(
      'vat-rounding',
      'convention',
      "QQS har bir qator uchun alohida hisoblanadi va tiyingacha yaxlitlanadi (half-up), keyin qatorlar yig'iladi. Jami summadan QQS hisoblamang — soliq.uz qatorlar yig'indisi bilan farq qilsa fakturani rad etadi.",
      {
        files: ['internal/tax/vat.go', 'internal/einvoice/build.go'],
        tags: ['vat', 'rounding', 'einvoice'],
      },
    ),
    m(
      'efaktura-fakturauz',
      'fact',
      'e-faktura Faktura.uz operatori orqali, client internal/einvoice/fakturauz',
      {
        fact: 'e-invoice | operator | Faktura.uz',
        age: 450,
        files: ['internal/einvoice/fakturauz'],
        tags: ['einvoice', 'faktura.uz', 'operator'],
      },
    ),
    m(
      'efaktura-didox',
      'decision',
      "Asosiy e-faktura operatori endi Didox (internal/einvoice/didox). Faktura.uz faqat 3 ta eski xaridor uchun qoldi (customers.einvoice_operator='fakturauz'). Sababi: Didox API'da webhook va batch yuborish bor, Faktura.uz'da faqat polling edi.",
      {
        fact: 'e-invoice | operator | Didox',
        supersedes: 'efaktura-fakturauz',
        age: 160,
        files: ['internal/einvoice/didox'],
        reason: 'webhook va batch API',
        tags: ['einvoice', 'didox', 'faktura.uz', 'operator'],
      },
    ),
    m(
      'eimzo',
      'fact',
      'Hisob-fakturalar E-IMZO bilan imzolanadi: ichki e-imzo-server (:8080) PKCS#7 imzo qaytaradi, internal/einvoice/sign.go. Kompaniya kaliti (direktor nomidagi) 2 yilda bir yangilanadi, keyingisi 2026-sentabr.',
      {
        files: ['internal/einvoice/sign.go'],
        tags: ['e-imzo', 'signature', 'einvoice', 'pkcs7'],
      },
    ),
    m(
      'eimzo-key-local',
      'constraint',
      "E-IMZO kalitini (.pfx) hech qachon noutbukka yoki repo'ga ko'chirmang; imzolash faqat e-imzo-server orqali. Lokal test uchun testkey.pfx bor, uning paroli Vault'da (secret/paxta/einvoice-test).",
      {
        tags: ['e-imzo', 'keys', 'security'],
      },
    ),
    m(
      'mxik',
      'constraint',
      "Har bir faktura qatorida MXIK (ИКПУ) kodi va o'lchov birligi kodi bo'lishi shart, aks holda soliq.uz rad etadi. Paxta tolasi, chigit, lint, kalava kodlari internal/einvoice/mxik.go da; yangi mahsulot uchun tasnif.soliq.uz dan tekshiring.",
      {
        files: ['internal/einvoice/mxik.go'],
        tags: ['mxik', 'ikpu', 'einvoice', 'soliq'],
      },
    ),
    m(
      'mxik-cache',
      'fact',
      'MXIK katalogi tasnif.soliq.uz API dan har kuni 03:00 da mxik_catalog jadvaliga yuklanadi. Faktura yaratishda tashqi API emas, shu jadval ishlatiladi.',
      {
        files: ['internal/einvoice/mxik_sync.go'],
        tags: ['mxik', 'cache', 'soliq'],
      },
    ),
    m(
      'stir',
      'constraint',
      "STIR (ИНН) 9 xonali, fermer xo'jaliklari ham yuridik shaxs — STIR bilan. Jismoniy shaxslar uchun JShShIR (PINFL) 14 xonali. Ikkalasini ham string sifatida saqlang, int emas; validatsiya internal/tax/tin.go da.",
      {
        files: ['internal/tax/tin.go'],
        tags: ['stir', 'inn', 'pinfl', 'validation'],
      },
    ),
    m(
      'efaktura-idempotent',
      'constraint',
      "E-faktura yuborish idempotent: invoices.external_id (invoice ID dan UUID v5) Didox'ga yuboriladi; qayta urinishda yangi ID yaratmang va yuborishdan oldin Didox'da shu external_id borligini tekshiring.",
      {
        files: ['internal/einvoice/didox/submit.go'],
        tags: ['einvoice', 'idempotency', 'didox', 'retry'],
      },
    ),
    m(
      'incident-dup-faktura',
      'incident',
      "2025-noyabr: AckWait tugab NATS xabarni qayta yetkazdi, invoices.submit iste'molchisi bitta fakturani Didox'ga 2 marta yubordi va xaridor (Bektemir Tekstil) ikkalasini imzoladi — QQS ikki marta hisoblandi, tuzatuvchi faktura bilan yopildi. Tuzatish: external_id, oldindan tekshiruv, invoices consumer AckWait 60s.",
      {
        files: ['internal/einvoice/didox/submit.go'],
        tags: ['incident', 'einvoice', 'duplicate', 'nats'],
      },
    ),
    m(
      'efaktura-status',
      'fact',
      "Faktura holatlari: draft → sent → accepted (xaridor imzoladi) | rejected | cancelled. Daromad faqat accepted bo'lganda hisobga olinadi. Didox webhook: internal/einvoice/didox/webhook.go.",
      {
        files: ['internal/einvoice/didox/webhook.go'],
        tags: ['einvoice', 'status', 'didox', 'webhook'],
      },
    ),
    m(
      'efaktura-no-delete',
      'constraint',
      "Qabul qilingan (accepted) fakturani o'chirib yoki tahrirlab bo'lmaydi — faqat tuzatuvchi faktura yoki bekor qilish so'rovi. invoices jadvalida DELETE yo'q, sqlc'da ham DeleteInvoice so'rovi qo'shmang.",
      {
        files: ['internal/db/queries/invoices.sql'],
        tags: ['einvoice', 'immutability', 'correction'],
      },
    ),
    m(
      'didox-rate-limit',
      'constraint',
      "Didox API: 10 so'rov/s bitta token uchun, batch endpoint 50 tagacha faktura. internal/einvoice/didox/client.go da rate.Limiter 8/s — oshirmang, token bloklanadi.",
      {
        files: ['internal/einvoice/didox/client.go'],
        tags: ['didox', 'rate-limit', 'einvoice'],
      },
    ),
    m('mq-rabbit', 'fact', 'servislar aro xabarlar RabbitMQ orqali, exchange paxta.events (topic)', {
      fact: 'messaging | broker | RabbitMQ',
      age: 480,
      tags: ['rabbitmq', 'messaging'],
    }),
    m(
      'nats-jetstream',
      'decision',
      "Servislar aro xabarlar endi NATS JetStream (RabbitMQ o'rniga). Streamlar: COTTON_LOTS (lots.>), INVOICES (invoices.>), FARMERS (farmers.>). Subject: <domen>.<hodisa>.v<N>, masalan lots.graded.v1. Sababi: replay va punktlardagi edge node'lar uchun leaf node.",
      {
        fact: 'messaging | broker | NATS JetStream',
        supersedes: 'mq-rabbit',
        age: 280,
        files: ['internal/events'],
        reason: 'replay, leaf nodes',
        tags: ['nats', 'jetstream', 'messaging', 'naming'],
      },
    ),
    m(
      'nats-ack',
      'constraint',
      "JetStream iste'molchilari: durable pull consumer, AckExplicit. Xabarni DB tranzaksiyasi commit bo'lgandan KEYIN ack qiling, handler boshida emas. Uzoq ishlarda msg.InProgress() bilan AckWait ni uzaytiring.",
      {
        files: ['internal/events/consumer.go'],
        tags: ['nats', 'ack', 'consumer'],
      },
    ),
    m('nats-ackwait-30', 'fact', 'AckWait=30s, MaxDeliver=5 hamma consumerlarda', {
      age: 260,
      files: ['internal/events/consumer.go'],
      tags: ['nats', 'ackwait'],
    }),
    m(
      'nats-ackwait-60',
      'fact',
      "AckWait: INVOICES consumerlarida 60s (Didox sekin javob beradi), qolganlarida 30s. MaxDeliver=5, keyin xabar dlq.<stream> subject'ga tushadi va Grafana alert.",
      {
        supersedes: 'nats-ackwait-30',
        age: 110,
        files: ['internal/events/consumer.go'],
        tags: ['nats', 'ackwait', 'dlq', 'maxdeliver'],
      },
    ),
    m(
      'nats-idempotent',
      'constraint',
      "Har bir handler idempotent: publisher Nats-Msg-Id qo'yadi, consumer processed_messages jadvalida tekshiradi. JetStream dedup oynasi atigi 2 daqiqa, undan keyingi dublikat baribir keladi.",
      {
        files: ['internal/events/consumer.go'],
        tags: ['nats', 'idempotency', 'dedup'],
      },
    ),
    m(
      'nats-dedup-claim',
      'fact',
      'У нас duplicate window 24 часа на стриме INVOICES, так что отдельная таблица processed_messages там не нужна, можно убрать',
      {
        disputes: 'nats-idempotent',
        tags: ['nats', 'dedup'],
      },
    ),
    m(
      'hvi-grading',
      'fact',
      "Toyli tola HVI laboratoriyasida baholanadi: mikroneyr, shtapel uzunligi, pishiqlik (g/tex), bir xillik, rang. Natijalar lab'dan CSV bilan keladi (internal/grading/hvi_import.go), har bir toy alohida; lot bahosi toylar o'rtachasi.",
      {
        files: ['internal/grading/hvi_import.go'],
        tags: ['hvi', 'grading', 'lab', 'bales'],
      },
    ),
    m(
      'hvi-int',
      'convention',
      'HVI qiymatlari int sifatida ×100 saqlanadi (micronaire_x100=420, strength_x100=3050). float bilan taqqoslash qilmang; importda strconv bilan parse qilib, keyin ×100 va yaxlitlash.',
      {
        files: ['internal/grading'],
        tags: ['hvi', 'grading', 'float', 'integers'],
      },
    ),
    m(
      'grade-immutable',
      'constraint',
      "Lot bahosi (lot_grades) tasdiqlangandan keyin o'zgarmaydi. Qayta baholash = yangi lot_grades yozuvi (version+1) va sabab; eski versiya saqlanadi, chunki narx va faktura shu versiyaga bog'langan.",
      {
        files: ['internal/grading/service.go'],
        tags: ['grading', 'immutability', 'versioning'],
      },
    ),
    m(
      'conditional-weight',
      'fact',
      'Paxta xom ashyosini qabul qilishda konditsion vazn hisoblanadi: fizik vazn namlik va ifloslik normadan oshgan qismiga qarab kamaytiriladi. internal/procurement/conditional.go::ConditionalWeight(); normalar navga qarab procurement_norms jadvalida.',
      {
        files: ['internal/procurement/conditional.go'],
        tags: ['procurement', 'conditional-weight', 'moisture', 'trash'],
      },
    ),
    m(
      'weight-grams',
      'convention',
      "Vaznlar int64 grammda (*_g: gross_g, net_g, conditional_g). Kilogramm faqat UI va botda. Punkt tarozilari kg ni 0.5 aniqlikda yuboradi — importda grammga o'giring, float qoldirmang.",
      {
        files: ['internal/procurement'],
        tags: ['weight', 'grams', 'units', 'float'],
      },
    ),
    m(
      'bale-barcode',
      'convention',
      "Toy shtrix-kodi: <zavod 3>-<mavsum 2>-<tartib 7>, masalan JZ1-25-0004312. internal/lots/barcode.go generatsiya qiladi; tartib raqami zavod bo'yicha Postgres sequence'dan, qo'lda yoki max()+1 bilan yaratmang.",
      {
        files: ['internal/lots/barcode.go'],
        tags: ['barcode', 'bales', 'sequence'],
      },
    ),
    m(
      'season',
      'convention',
      'Mavsum: 1-sentabrdan 31-avgustgacha, nomi "2025/26" (internal/season). Shartnomalar, avanslar va hisobotlar mavsumga bog\'langan — kalendar yili bilan adashtirmang.',
      {
        files: ['internal/season'],
        tags: ['season', 'dates', 'reports'],
      },
    ),
    m(
      'timezone',
      'convention',
      "Vaqtlar DB'da timestamptz (UTC). Biznes sanalari (terim kuni, faktura sanasi, to'lov sanasi) Asia/Tashkent bo'yicha `date`. O'zbekistonda DST yo'q, lekin +5 ni hardcode qilmang — time.LoadLocation(\"Asia/Tashkent\") (Docker image'da tzdata bor).",
      {
        tags: ['timezone', 'utc', 'tashkent', 'dates'],
      },
    ),
    m(
      'contracts',
      'fact',
      "Klaster–fermer kontraktatsiya shartnomalari: contracts jadvali; har birida gektar, rejalashtirilgan hosil (tonna), avans va narx formulasi. Shartnoma bitta mavsumga tegishli, keyingi mavsumga ko'chirilmaydi — yangi shartnoma tuziladi.",
      {
        files: ['internal/contracts'],
        tags: ['contracts', 'farmers', 'season'],
      },
    ),
    m('advance-30', 'constraint', 'avans fermerlarga: shartnoma summasining 30% i, aprelda bir martada', {
      age: 380,
      files: ['internal/contracts/advance.go'],
      tags: ['advance', 'contracts', 'farmers'],
    }),
    m(
      'advance-50',
      'constraint',
      'Bahorgi avans: shartnoma summasining 50% i (klaster kengashi qarori, 2026-fevral), ikki bosqichda — mart va may, har biri 25%. internal/contracts/advance.go, limitlar config/advance.yaml da.',
      {
        supersedes: 'advance-30',
        age: 85,
        files: ['internal/contracts/advance.go', 'config/advance.yaml'],
        tags: ['advance', 'contracts', 'farmers'],
      },
    ),
    m(
      'advance-offset',
      'constraint',
      "Fermer topshirgan paxta uchun to'lovda avval avans qoldig'i ushlab qolinadi (offset), keyin qolgani to'lanadi. Manfiy to'lov yaratmang — avans yopilmasa farmer_debts ga yoziladi va keyingi mavsumga o'tadi.",
      {
        files: ['internal/payouts/settlement.go'],
        tags: ['advance', 'offset', 'payouts', 'debts'],
      },
    ),
    m(
      'price-formula',
      'fact',
      'Xom ashyo narxi = bazaviy narx (tonnasiga, mavsum boshida klaster kengashi belgilaydi) × nav koeffitsienti × konditsion vazn. Koeffitsientlar price_grade_coefficients jadvalida, kodda hardcode emas.',
      {
        files: ['internal/procurement/pricing.go'],
        tags: ['pricing', 'grade', 'conditional-weight'],
      },
    ),
    m(
      'price-claim',
      'fact',
      "Sardor: fermerga narx fizik vazn bo'yicha hisoblanadi, konditsion vazn faqat hisobot va soliq uchun",
      {
        disputes: 'price-formula',
        tags: ['pricing', 'conditional-weight'],
      },
    ),
    m(
      'payouts-hamkor',
      'fact',
      "Fermerlarga to'lov Hamkorbank API orqali to'lov topshiriqnomasi bilan (internal/payouts/hamkor). Bank ish kunlari 09:00–17:00 (Toshkent) qayta ishlaydi; kechki so'rovlar navbatda turadi va ertasi kuni ketadi.",
      {
        files: ['internal/payouts/hamkor'],
        tags: ['payouts', 'hamkorbank', 'bank-api'],
      },
    ),
    m(
      'payout-approval',
      'constraint',
      "100 mln so'mdan katta har qanday to'lov ikki kishilik tasdiqdan o'tadi (bosh hisobchi + direktor o'rinbosari). approve endpoint'i 2 xil foydalanuvchini talab qiladi; buni chetlab o'tadigan flag yoki admin bypass qo'shmang.",
      {
        canonical: true,
        files: ['internal/payouts/approve.go'],
        tags: ['payouts', 'approval', 'four-eyes'],
      },
    ),
    m('payout-daily-2b', 'constraint', "kunlik to'lov limiti (hamma fermerlarga jami): 2 mlrd so'm", {
      age: 330,
      files: ['config/payouts.yaml'],
      tags: ['payouts', 'limits'],
    }),
    m(
      'payout-daily-5b',
      'constraint',
      "Kunlik jami to'lov limiti 5 mlrd so'mga ko'tarildi (terim mavsumida 15-sentabr–30-noyabr 8 mlrd). Bank bilan kelishilgan, config/payouts.yaml; limitdan oshsa qolgani keyingi ish kuniga o'tadi.",
      {
        supersedes: 'payout-daily-2b',
        age: 30,
        files: ['config/payouts.yaml'],
        tags: ['payouts', 'limits', 'season'],
      },
    ),
    m(
      'bot-lib',
      'fact',
      "Telegram bot: go-telegram/bot kutubxonasi, cmd/farmerbot. Prod'da webhook rejimi (https://bot.paxta-klaster.uz/tg/<path>), long polling faqat lokalda (BOT_MODE=polling).",
      {
        files: ['cmd/farmerbot'],
        tags: ['telegram', 'bot', 'webhook'],
      },
    ),
    m(
      'bot-languages',
      'constraint',
      "Bot uch tilda: o'zbek lotin (uz), o'zbek kirill (uz-Cyrl) va rus (ru). Ko'p keksa fermerlar kirillcha o'qiydi — kirill variantini unutmang. Matnlar locales/*.toml (go-i18n) da, kodda hardcode qilinmaydi.",
      {
        canonical: true,
        files: ['locales'],
        tags: ['telegram', 'i18n', 'cyrillic', 'latin', 'russian'],
      },
    ),
    m(
      'bot-translit-claim',
      'fact',
      "Nodira: kirill matnlarni alohida tarjima qilish shart emas, lotindan avtomatik transliteratsiya qilamiz (internal/i18n/translit.go), uz-Cyrl.toml ni o'chirsa bo'ladi",
      {
        disputes: 'bot-languages',
        files: ['internal/i18n/translit.go'],
        tags: ['telegram', 'i18n', 'cyrillic', 'transliteration'],
      },
    ),
    m(
      'bot-rate-limit',
      'constraint',
      "Telegram limitlari: bitta chatga ~1 xabar/s, jami ~30 xabar/s. Ommaviy xabarlar (narx e'lonlari) faqat internal/notify/broadcast.go orqali (token bucket 25 msg/s, 429 da retry_after ga amal qiladi). SendMessage'ni loop'da to'g'ridan-to'g'ri chaqirmang.",
      {
        files: ['internal/notify/broadcast.go'],
        tags: ['telegram', 'rate-limit', 'broadcast'],
      },
    ),
    m(
      'incident-bot-ban',
      'incident',
      "2026-yanvar: yangi bazaviy narx e'loni 14 000 fermerga oddiy for-loop bilan yuborildi, Telegram 429 qaytardi, retry'lar yanada ko'paytirdi va bot ~40 daqiqa xabar yubora olmadi. Shundan keyin broadcast faqat notify paketidan.",
      {
        files: ['internal/notify/broadcast.go'],
        tags: ['incident', 'telegram', 'rate-limit', 'broadcast'],
      },
    ),
    m(
      'bot-auth',
      'constraint',
      "Fermerni botda tanish: Contact tugmasi (request_contact) orqali telefon, keyin farmers.phone bilan solishtiriladi. Contact.user_id yuborgan foydalanuvchining o'ziniki bo'lishi shart; qo'lda yozilgan raqamga yoki forward qilingan kontaktga ishonmang.",
      {
        files: ['cmd/farmerbot/handlers/auth.go'],
        tags: ['telegram', 'auth', 'phone', 'security'],
      },
    ),
    m(
      'bot-private-only',
      'constraint',
      "Guruh chatlarida hech qachon individual to'lov summalari, qarzlar yoki konditsion vaznlarni yubormang — faqat fermer bilan shaxsiy chatda. Guruhlarga faqat umumiy e'lonlar.",
      {
        tags: ['telegram', 'privacy', 'groups'],
      },
    ),
    m(
      'bot-webhook-secret',
      'constraint',
      "Webhook so'rovlarini X-Telegram-Bot-Api-Secret-Token sarlavhasi bilan tekshiring (setWebhook secret_token). Sarlavhasiz yoki noto'g'ri bo'lsa 401, update qayta ishlanmaydi.",
      {
        files: ['cmd/farmerbot/webhook.go'],
        tags: ['telegram', 'webhook', 'security'],
      },
    ),
    m(
      'bot-commands',
      'fact',
      "/narx — joriy bazaviy narx, /topshirdim — oxirgi topshiruvlar va konditsion vazn, /tolov — to'lov holati, /shartnoma — shartnoma PDF. Yangi komandalar cmd/farmerbot/handlers/ da, setMyCommands uch tilda chaqiriladi.",
      {
        files: ['cmd/farmerbot/handlers'],
        tags: ['telegram', 'commands'],
      },
    ),
    m(
      'warehouses',
      'fact',
      "Omborlar: Jizzax (JZ1), Sirdaryo (SD1), Qashqadaryo (QD1, QD2). Lot joylashuvi qator-katak ko'rinishida (A-12), warehouse_slots jadvalida.",
      {
        tags: ['warehouse', 'locations'],
      },
    ),
    m(
      'picking',
      'convention',
      "Tola jo'natishda lotlar baho bo'yicha tanlanadi (xaridor spetsifikatsiyasi: mikroneyr, uzunlik oralig'i), bir xil baholilar orasida eng eskisi birinchi. internal/warehouse/picking.go.",
      {
        files: ['internal/warehouse/picking.go'],
        tags: ['warehouse', 'picking', 'grading'],
      },
    ),
    m(
      'moisture-9',
      'constraint',
      "Namligi 9% dan yuqori xom ashyo ochiq bunt'da saqlanmaydi — quritgichga yo'naltiriladi. Qabul API'si buni rad etishi kerak, UI'dagi warning yetarli emas.",
      {
        files: ['internal/procurement/intake.go'],
        tags: ['moisture', 'procurement', 'storage'],
      },
    ),
    m(
      'export-customs',
      'fact',
      "Eksport (kalava, tola): bojxona yuk deklaratsiyasi (BYD/ГТД) raqami export_shipments.customs_decl_no ga yoziladi. Eksport fakturasi QQS 0% bilan, lekin BYD raqami bo'lmasa 0% qo'llanmaydi — faktura draft'da qoladi.",
      {
        files: ['internal/export'],
        tags: ['export', 'customs', 'vat', 'gtd'],
      },
    ),
    m(
      'export-incoterms',
      'fact',
      'Eksport shartnomalari asosan FCA Toshkent yoki DAP (Urumchi, Istanbul, Chittagong). Incoterms export_contracts.incoterm da.',
      {
        tags: ['export', 'incoterms'],
      },
    ),
    m(
      'api-errors',
      'convention',
      'HTTP JSON snake_case. Xato formati: {"error": {"code": "lot_not_found", "message": "..."}}, message Accept-Language bo\'yicha (uz, uz-Cyrl, ru). internal/http/errors.go::WriteError, http.Error ishlatmang.',
      {
        files: ['internal/http/errors.go'],
        tags: ['api', 'errors', 'json', 'i18n'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      "REST /api/v1 ostida. Punkt planshetlari (Android, offline) eski versiyada oylab qoladi, shuning uchun buzuvchi o'zgarish = /api/v2; v1 da maydonni o'chirmang yoki turini o'zgartirmang.",
      {
        tags: ['api', 'versioning', 'tablets'],
      },
    ),
    m(
      'ctx-timeouts',
      'convention',
      'Har bir tashqi chaqiruv (Didox, Hamkorbank, CBU, Telegram, e-imzo-server) context.WithTimeout bilan. Default 10s, Didox 25s, Hamkorbank 20s. http.Client{Timeout} ga tayanmang, context.Background() ni handler ichida ishlatmang.',
      {
        tags: ['context', 'timeouts', 'http-client'],
      },
    ),
    m(
      'errors-wrap',
      'convention',
      'Xatolarni o\'rang: fmt.Errorf("lots: get %s: %w", code, err). Domen xatolari internal/domain/errors.go da (ErrLotNotFound, ErrContractClosed), errors.Is bilan tekshiriladi. panic faqat main() da.',
      {
        files: ['internal/domain/errors.go'],
        tags: ['errors', 'wrapping', 'go'],
      },
    ),
    m('log-zerolog', 'convention', 'logging: zerolog, JSON, log.Ctx(ctx)', {
      age: 480,
      tags: ['logging', 'zerolog'],
    }),
    m(
      'log-slog',
      'convention',
      "Logging: standart log/slog (JSON handler), zerolog olib tashlandi. Har bir log'da request_id, bo'lsa lot_code/invoice_id. STIR, PINFL, telefon va karta raqamlarini log'ga yozmang — internal/logx.Mask().",
      {
        supersedes: 'log-zerolog',
        age: 190,
        files: ['internal/logx'],
        tags: ['logging', 'slog', 'zerolog', 'pii'],
      },
    ),
    m(
      'data-localization',
      'constraint',
      "Shaxsiy ma'lumotlar qonuni (ЗРУ-547, 27¹-modda): O'zbekiston fuqarolarining shaxsiy ma'lumotlari (fermerlar, PINFL, telefon) O'zbekistondagi serverlarda saqlanishi shart. Prod faqat Toshkentdagi DC da; backup ham mahalliy MinIO'ga, AWS/GCP/Hetzner'ga emas.",
      {
        canonical: true,
        reaffirm: 14,
        tags: ['personal-data', 'localization', 'compliance', 'hosting'],
      },
    ),
    m(
      'k3s-argocd',
      'fact',
      "Deploy: k3s klaster (Toshkent DC, 3 node), Helm chartlar deploy/charts/<servis>, ArgoCD main branch'dan sync qiladi. Namespace'lar paxta-prod, paxta-staging.",
      {
        files: ['deploy/charts'],
        tags: ['k3s', 'argocd', 'helm', 'deploy'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'Прод руками не трогаем: kubectl edit/scale/patch в paxta-prod нельзя, ArgoCD всё равно откатит. Все изменения через values в deploy/ и MR.',
      {
        tags: ['kubernetes', 'argocd', 'prod'],
      },
    ),
    m(
      'vault',
      'convention',
      "Sirlar (parollar, tokenlar, E-IMZO kaliti paroli) faqat Vault'da (secret/paxta/<servis>), podga vault-agent orqali. .env ni commit qilmang, Helm values'ga yozmang, Telegram guruhga tashlamang.",
      {
        canonical: true,
        files: ['deploy/charts'],
        tags: ['secrets', 'vault'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      "GitLab CI: golangci-lint → go test -race ./... → integration (testcontainers) → build (ko) → deploy-staging avtomatik → prod qo'lda (Jasur yoki Bekzod tasdiqlaydi).",
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'golangci',
      'convention',
      'golangci-lint: .golangci.yml (errcheck, govet, staticcheck, gosec, revive, sqlclosecheck). //nolint faqat sabab bilan: //nolint:gosec // sabab. CI lint xatosida yiqiladi.',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci-lint', 'ci'],
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      "Integratsiya testlari testcontainers-go bilan (Postgres 16 + NATS), build tag //go:build integration. Unit testlar table-driven, testify/require. Mock'lar uchun interfeysni iste'mol qiluvchi paketda e'lon qiling.",
      {
        tags: ['tests', 'testcontainers', 'integration', 'testify'],
      },
    ),
    m(
      'tests-no-real-apis',
      'constraint',
      "Testlar hech qachon haqiqiy Didox, Faktura.uz, soliq.uz, Hamkorbank yoki Telegram'ga murojaat qilmaydi, test muhitlariga ham. Fake'lar: internal/einvoice/didox/didoxtest, internal/payouts/hamkor/hamkortest (httptest.Server).",
      {
        files: ['internal/einvoice/didox/didoxtest', 'internal/payouts/hamkor/hamkortest'],
        tags: ['tests', 'fakes', 'httptest'],
      },
    ),
    m('pg-15', 'fact', 'PostgreSQL 15, bitta primary + streaming replica', {
      age: 500,
      tags: ['postgres', 'version'],
    }),
    m(
      'pg-16',
      'fact',
      "PostgreSQL 16, Patroni bilan 3 node (Toshkent DC). Replikadan o'qish faqat hisobotlar uchun (DATABASE_REPLICA_URL).",
      {
        fact: 'database | version | PostgreSQL 16',
        supersedes: 'pg-15',
        age: 150,
        tags: ['postgres', 'version', 'patroni', 'replica'],
      },
    ),
    m(
      'otel',
      'fact',
      'Observability: OpenTelemetry (otelhttp, otelpgx) → Tempo, Prometheus + Grafana, loglar Loki\'da. Terim mavsumida asosiy dashboard "Paxta — Punktlar".',
      {
        tags: ['observability', 'opentelemetry', 'grafana', 'prometheus'],
      },
    ),
    m(
      'metrics-naming',
      'convention',
      'Metrika nomlari: paxta_<servis>_<nom>_<birlik>, masalan paxta_procurement_weighings_total, paxta_einvoice_submit_seconds. Label sifatida fermer ID yoki STIR ishlatmang (cardinality).',
      {
        tags: ['metrics', 'prometheus', 'naming'],
      },
    ),
    m(
      'offline-tablets',
      'fact',
      "Punktlardagi Android planshetlar offline ishlaydi: tortishlar lokal SQLite'da, internet bo'lganda POST /api/v1/weighings/batch. Har bir yozuvda client_uuid — server shu bo'yicha dedup qiladi (ON CONFLICT DO NOTHING).",
      {
        files: ['internal/procurement/batch.go'],
        tags: ['tablets', 'offline', 'weighings', 'dedup'],
      },
    ),
    m('batch-500', 'constraint', 'weighings/batch: max 500 yozuv, body 2MB', {
      age: 300,
      files: ['internal/procurement/batch.go'],
      tags: ['weighings', 'batch', 'limits'],
    }),
    m(
      'batch-2000',
      'constraint',
      "weighings/batch limiti 2000 yozuv va 8MB body'ga ko'tarildi (offline punktlar 2-3 kunlik ma'lumotni birdan yuboradi). Server COPY bilan vaqtinchalik jadvalga yozib, keyin merge qiladi.",
      {
        supersedes: 'batch-500',
        age: 50,
        files: ['internal/procurement/batch.go'],
        tags: ['weighings', 'batch', 'limits', 'copy'],
      },
    ),
    m(
      'owners',
      'fact',
      "Mas'ullar: Jasur Karimov (tech lead, shartnomalar), Dilnoza Yusupova (e-faktura, soliq), Sardor Tursunov (ombor, grading, procurement), Nodira Rahimova (Telegram bot), Bekzod Aliyev (infra), Aziz Gafurov (to'lovlar, Hamkorbank).",
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      "Commit xabarlari va koddagi kommentlar inglizcha; MR muhokamasi o'zbekcha yoki ruscha bo'lishi mumkin.",
    ),
    m(
      'pref-small-mr',
      'preference',
      "MR'lar kichik bo'lsin (~300 qator), sqlc generatsiya qilgan fayllar hisobga kirmaydi.",
    ),
    m(
      'deploy-freeze',
      'constraint',
      "Terim mavsumida (15-sentabr – 30-noyabr) juma 15:00 dan keyin va dam olish kunlari prod deploy yo'q — punktlar kechasi ham ishlaydi.",
      {
        tags: ['deploy', 'freeze', 'season'],
      },
    ),
    m(
      'freeze-claim',
      'fact',
      "Bekzod: terim paytida umuman deploy qilmaymiz, faqat hotfix va faqat mening tasdig'im bilan",
      {
        disputes: 'deploy-freeze',
        tags: ['deploy', 'freeze', 'season'],
      },
    ),
    m(
      'sms-eskiz',
      'fact',
      "SMS: Eskiz.uz API (internal/notify/sms/eskiz.go) — OTP va to'lov xabarlari. Kirill yoki ʻ (U+02BB) belgisi bo'lsa xabar UCS-2 ga o'tadi: segment 70 belgi.",
      {
        files: ['internal/notify/sms'],
        tags: ['sms', 'eskiz', 'ucs-2'],
      },
    ),
    m(
      'apostrophe',
      'convention',
      "O'zbek lotin: ekranda oʻ/gʻ uchun ʻ (U+02BB), lekin qidiruv va ism solishtirishda ʻ ’ ` ' → ' ga normalizatsiya (internal/textnorm). SMS da faqat ASCII ' ishlating.",
      {
        files: ['internal/textnorm'],
        tags: ['uzbek', 'apostrophe', 'unicode', 'normalization'],
      },
    ),
    m(
      'farmer-search',
      'fact',
      "Fermer qidiruvi pg_trgm bilan farmers.name_norm ustida (normalizatsiya qilingan, kirill lotinga o'girilgan). GIN indeks bor; ILIKE '%...%' ni name ustida ishlatmang.",
      {
        files: ['internal/db/queries/farmers.sql'],
        tags: ['search', 'pg_trgm', 'farmers'],
      },
    ),
    m(
      'rbac-scope',
      'constraint',
      "Rollar: punkt_operator, laborant, omborchi, hisobchi, admin. Punkt operatori faqat o'z punktining tortishlarini ko'radi — har bir so'rovda punkt_id filtri internal/auth/scope.go dan. sqlc so'rovlarida ham punkt_id parametri majburiy.",
      {
        files: ['internal/auth/scope.go'],
        tags: ['rbac', 'auth', 'scope'],
      },
    ),
    m(
      'keycloak',
      'fact',
      "Xodimlar autentifikatsiyasi: Keycloak (OIDC), realm paxta. Access token 10 daqiqa; planshetlar uchun offline refresh token 7 kun (terim paytida internet yo'q punktlar).",
      {
        tags: ['keycloak', 'oidc', 'auth', 'tablets'],
      },
    ),
    m(
      'audit-log',
      'convention',
      "Narx, baho, to'lov va shartnoma o'zgarishlari audit_log ga yoziladi (kim, qachon, oldingi/keyingi qiymat) — internal/audit.Record() o'sha tranzaksiya ichida.",
      {
        files: ['internal/audit'],
        tags: ['audit', 'logging', 'compliance'],
      },
    ),
    m(
      'vat-report',
      'fact',
      "QQS hisoboti oylik, keyingi oyning 20-sanasigacha. reports/vat_monthly.go faqat tayyorlaydi (excelize), buxgalteriya my.soliq.uz ga o'zi yuklaydi.",
      {
        files: ['reports/vat_monthly.go'],
        tags: ['vat', 'reports', 'soliq'],
      },
    ),
    m(
      'contracts-pdf',
      'fact',
      "Shartnoma PDF'lari gotenberg orqali HTML shablondan (templates/contracts/<til>.html) yaratiladi va botda fermerga yuboriladi.",
      {
        files: ['templates/contracts'],
        tags: ['contracts', 'pdf', 'gotenberg'],
      },
    ),
    m(
      'cluster-size',
      'fact',
      "Klaster Jizzax va Sirdaryo viloyatlarida ~1 840 fermer xo'jaligi bilan ishlaydi (~46 000 gektar), 23 ta tayyorlov punkti.",
      {
        tags: ['cluster', 'farmers', 'scale'],
      },
    ),
    m('note-1c', 'note', "eski 1C bazasi 192.168.10.5 da, faqat o'qish, RDP orqali", {
      age: 700,
      tags: ['legacy', '1c'],
    }),
    m(
      'note-didox-stage',
      'note',
      "Didox test muhiti (stage) har oyning 1-sanasida tozalanadi, test fakturalar yo'qoladi",
      {
        tags: ['didox', 'staging'],
      },
    ),
    m(
      'note-db-password',
      'note',
      "Postgres parollari Vault dynamic secrets orqali, har 24 soatda aylanadi — parolni biror joyga yozib qo'yishdan foyda yo'q, `vault read database/creds/paxta-ro` qiling.",
      {
        tags: ['postgres', 'vault', 'credentials'],
      },
    ),
    m(
      'env-example',
      'convention',
      'Lokal uchun .env.example: DATABASE_URL=postgres://paxta:<parol>@localhost:5432/paxta?sslmode=disable, DIDOX_TOKEN=changeme, TELEGRAM_BOT_TOKEN=<bot-token>. .env gitignore qilingan.',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'staff-password-policy',
      'constraint',
      "Xodimlar paroli (Keycloak siyosati): kamida 12 belgi, 90 kunlik majburiy almashtirish yo'q, lekin TOTP 2FA hamma uchun majburiy. Planshetdagi punkt operatorlari ham.",
      {
        tags: ['passwords', 'keycloak', '2fa'],
      },
    ),
    m('cand-grpc', 'decision', "Servislar aro REST o'rniga gRPC ga o'tish.", {
      candidate: true,
      tags: ['grpc', 'api'],
    }),
    m('cand-kafka', 'decision', "NATS JetStream o'rniga Kafka (Redpanda) ishlatish.", {
      candidate: true,
      tags: ['kafka', 'nats'],
    }),
    m(
      'cand-auto-payout',
      'decision',
      "10 mln so'mgacha bo'lgan fermer to'lovlarini tasdiqsiz avtomatik yuborish.",
      {
        candidate: true,
        tags: ['payouts', 'automation'],
      },
    ),
    m('cand-miniapp', 'decision', "Bot ichida Telegram Mini App (WebApp) qilish, komandalar o'rniga.", {
      candidate: true,
      tags: ['telegram', 'mini-app'],
    }),
    m(
      'secret-db-url',
      'note',
      'prod DB (pgbouncer): postgres://paxta_app:Paxta#2025!Jz@10.40.1.12:6432/paxta?sslmode=require',
      { secret: 'Paxta#2025!Jz' },
    ),
    m(
      'secret-didox',
      'note',
      'Didox prod token: dx_live_4f8a2c9e7b1d3f5a6c8e0b2d4f6a8c1e (Authorization sarlavhasida), Dilnozaning kabinetidan olingan',
      { secret: 'dx_live_4f8a2c9e7b1d3f5a6c8e0b2d4f6a8c1e' },
    ),
    m('secret-bot-token', 'note', 'TELEGRAM_BOT_TOKEN=7412589630:AAHk3Lm9Qx2Rt7Vw4Yp6Sd1Fg8Jk0Zx5Cv2', {
      secret: '7412589630:AAHk3Lm9Qx2Rt7Vw4Yp6Sd1Fg8Jk0Zx5Cv2',
    }),
    m(
      'secret-eimzo',
      'note',
      'E-IMZO kalitining paroli (direktor kaliti, DS2026 seriya): Imzo!Tosh2024#k — oldin faqat Dilnozada edi',
      { secret: 'Imzo!Tosh2024#k' },
    ),
    m(
      'secret-hamkor',
      'note',
      'Hamkorbank API: client_id=paxta-klaster, client_secret=hk_sec_9Vt4Wz8Nb3Yc6Pd1Lq7X (prod)',
      { secret: 'hk_sec_9Vt4Wz8Nb3Yc6Pd1Lq7X' },
    ),
    m(
      'secret-keycloak-ru',
      'note',
      'Пароль от админки Keycloak на стейджинге: Kc-Adm1n!Stg77 — не меняйте, пожалуйста',
      {
        secret: 'Kc-Adm1n!Stg77',
      },
    ),
    m('secret-eskiz', 'note', 'Eskiz.uz kabinet: sms@paxta-klaster.uz, parol Eskiz2025$Sms!', {
      secret: 'Eskiz2025$Sms!',
    }),
    m('secret-nats', 'note', 'NATS user lots-svc, password n4tsL0ts-Pr0d-x91 (nats://nats.paxta-prod:4222)', {
      secret: 'n4tsL0ts-Pr0d-x91',
    }),
    m(
      'secret-minio',
      'note',
      'backup MinIO: MINIO_ROOT_USER=paxta-admin MINIO_ROOT_PASSWORD=M1n10-Backup-Tash-42z',
      {
        secret: 'M1n10-Backup-Tash-42z',
      },
    ),
    m('secret-gitlab', 'note', 'renovate uchun GitLab token: glpat-Uz8kLm2Qx9Vt4Wz7Nb3Y', {
      secret: 'glpat-Uz8kLm2Qx9Vt4Wz7Nb3Y',
    }),
    m(
      'secret-fakturauz',
      'note',
      'Faktura.uz kabinet (eski xaridorlar uchun): login 305123456, parol Fkt#uz-2023!q',
      { secret: 'Fkt#uz-2023!q' },
    ),
    m(
      'secret-vault',
      'note',
      'Vault root token (vaqtincha, migratsiya uchun): hvs.CAESIKx7Lm2Qp9Rt4Vw8Yz3Bn6Cd1Fg5Hj0Kl',
      {
        secret: 'hvs.CAESIKx7Lm2Qp9Rt4Vw8Yz3Bn6Cd1Fg5Hj0Kl',
      },
    ),
    m('secret-grafana-ru', 'note', 'grafana admin: логин admin, пароль Graf@na-Paxta-2026, потом поменяю', {
      secret: 'Graf@na-Paxta-2026',
    }),
  ],
  sessions: [
    {
      id: 'procurement-session-1',
      age: 6,
      turns: [
        said("salom. terim boshlanyapti, avval internal/procurement/intake.go ni ko'rib chiqaylik"),
        replied(
          "Ko'rdim: intake handler tortishni qabul qiladi, namlik 9% dan oshsa 422 qaytaradi va quritgich navbatiga qo'yishni taklif qiladi.",
        ),
        said(
          "Klaster kengashi qaror qildi: bu mavsumdan quritgichga yo'naltirish chegarasi 9% emas, 11%. 11% gacha bunt'da saqlash mumkin.",
          { key: 's-moisture-11', type: 'fact' },
        ),
        replied(
          "Chegarani procurement_norms dagi storage_max_moisture ga ko'chiraman va 1100 (×100) qilib qo'yaman.",
        ),
        said(
          "yana: har bir tortish yozuvida tarozi displeyining surati bo'lishi shart (photo_key, MinIO'da). Rasmsiz yozuvni server 422 bilan rad etadi — fermerlardan shikoyat ko'paydi.",
          { key: 's-weighing-photo', type: 'constraint' },
        ),
        replied(
          "weighings jadvaliga photo_key NOT NULL qo'shaman (avval null, backfill, keyin NOT NULL) va batch endpointda tekshiraman.",
        ),
        said('planshet eski versiyasi rasm yubormaydi-ku?'),
        replied(
          "To'g'ri, v1 batch'da photo_key yo'q. Eski planshetlar uchun vaqtincha ogohlantirish, yangi /api/v2/weighings/batch da majburiy.",
        ),
        said(
          'ok. lot = 20 toy, bitta toy ~220 kg. lot yopilganda lots.closed.v1 event chiqishi kerak, ombor servisi shuni kutadi.',
          { key: 's-lot-size', type: 'fact' },
        ),
        replied('LotService.Close() ichida outbox orqali lots.closed.v1 publish qilaman.'),
        said(
          "Hamkorbank bilan gaplashdim: to'lovlarni 16:30 gacha qabul qilishadi, keyingilari ertaga ketadi. Scheduler oxirgi batchni 16:00 da yuborsin.",
          { key: 's-payout-cutoff', type: 'fact' },
        ),
        replied("payouts scheduler'da cutoff'ni 16:00 Asia/Tashkent qilaman."),
        said(
          "короче, я проверил stage Didox вот так: curl -H 'Authorization: Bearer dx_stage_8b1e4c7a2f9d0e3b5a6c' https://stage.didox.uz/v1/documents — работает",
          { secret: 'dx_stage_8b1e4c7a2f9d0e3b5a6c' },
        ),
        replied('Rahmat, javob formati didoxtest fake bilan mos keladi.'),
        said(
          'hisobot fayllari nomi: <hisobot>_<mavsum>_<sana>.xlsx, mavsumdagi / ni _ ga almashtiring, masalan svod_2025_26_2026-03-01.xlsx',
          { key: 's-report-naming', type: 'convention' },
        ),
        replied("reports paketida FileName() helper qo'shdim."),
        said("zo'r, rahmat. MR tavsifini yozib bering"),
        replied(
          "Tavsif: namlik chegarasi 11%, tortish surati majburiy (v2), lots.closed.v1, to'lov cutoff 16:00, hisobot nomlari.",
        ),
      ],
    },
    {
      id: 'bot-session-2',
      age: 2,
      turns: [
        said("Nodira: kecha narx e'lonida yana 429 oldik, 3 ming fermerga xabar kechikdi"),
        replied("Loglarda ko'rdim: broadcast 25 msg/s da ketgan, Telegram retry_after=12 qaytargan."),
        said("broadcast token bucket'ni 25 dan 20 msg/s ga tushiring", {
          key: 's-broadcast-20',
          type: 'fact',
        }),
        replied('internal/notify/broadcast.go da rate 20 ga tushirildi.'),
        said(
          "yana bitta narsa: language_code 'uz' bo'lsa ham birinchi /start da til tanlash menyusini ko'rsating (Lotin / Кирилл / Русский). Default lotin qo'ymang.",
          { key: 's-lang-menu', type: 'convention' },
        ),
        replied("farmers.bot_language NULL bo'lsa /start menyu ko'rsatadi, tanlov saqlanadi."),
        said(
          'bot ovozli xabarlarni qabul qilmaydi — faqat tugmalar va komandalar. voice kelsa "iltimos, tugmalardan foydalaning" deb uch tilda javob bersin.',
          { key: 's-no-voice', type: 'decision' },
        ),
        replied("Voice va audio update lari uchun handler qo'shdim, locales ga matn qo'shildi."),
        said(
          'lokal test uchun alohida bot: TELEGRAM_BOT_TOKEN=6234567890:AAFz9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX',
          { secret: '6234567890:AAFz9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzX' },
        ),
        replied("Rahmat, uni faqat lokal .env ga qo'yaman."),
        said('rahmat, hammasi'),
      ],
    },
  ],
  prompts: [
    p(
      "internal/einvoice/build.go ga yangi mahsulot qo'shish kerak: paxta lint (linter tolasi), fakturada chiqishi uchun",
      ['mxik', 'mxik-cache', 'vat-12', 'vat-rounding'],
    ),
    p(
      'soliq.uz fakturani rad etdi: "сумма НДС не совпадает с суммой по строкам", qarang internal/tax/vat.go',
      ['vat-rounding', 'vat-12', 'money-tiyin'],
    ),
    p('nega Bektemir Tekstil ikkita bir xil faktura olgan? invoices.submit consumer loglari ilova qilindi', [
      'incident-dup-faktura',
      'efaktura-idempotent',
      'nats-idempotent',
      'nats-dedup-claim',
      'nats-ackwait-60',
    ]),
    p("Didox'ga yuborishda retry qo'shing, internal/einvoice/didox/submit.go", [
      'efaktura-idempotent',
      'didox-rate-limit',
      'ctx-timeouts',
      'incident-dup-faktura',
    ]),
    p("xaridor accepted fakturadagi narxni xato deyapti, fakturani tahrirlab qayta yuborsak bo'ladimi?", [
      'efaktura-no-delete',
      'efaktura-status',
    ]),
    p('add a DeleteInvoice query to invoices.sql for cleaning up test data', [
      'efaktura-no-delete',
      'sqlc-conv',
    ]),
    p("Faktura.uz client hali kerakmi yoki internal/einvoice/fakturauz ni o'chirsak bo'ladimi?", [
      'efaktura-didox',
    ]),
    p('qaysi operator orqali yangi xaridor Chirchiq Kalava uchun faktura yuboriladi?', ['efaktura-didox']),
    p("batch endpointga 200 ta faktura birdan yuboraylik, tezroq bo'ladi", ['didox-rate-limit']),
    p("Didox 429 Too Many Requests qaytaryapti, limiter'ni 20/s ga ko'taraman", ['didox-rate-limit']),
    p("e-imzo-server'ni lokal ishga tushirib bo'lmayapti, .pfx ni noutbukka ko'chirib imzolasam maylimi?", [
      'eimzo-key-local',
      'eimzo',
    ]),
    p('when does our E-IMZO key expire and what breaks when it does?', ['eimzo']),
    p("STIR maydonini int64 ga o'zgartiraylik, solishtirish tezroq", ['stir']),
    p('validate PINFL on farmer registration in internal/tax/tin.go', ['stir']),
    p("Faktura holati accepted bo'lmasa ham daromadga yozilyapti, reports/revenue.go", ['efaktura-status']),
    p("Didox webhook'da rejected holatini ishlang", ['efaktura-status', 'nats-idempotent']),
    p('QQS hisobotini my.soliq.uz ga avtomatik yuklaydigan qilib bering', ['vat-report']),
    p("2022-yilgi fakturani qayta chop etganda QQS 12% chiqyapti, 15% bo'lishi kerak edi", ['vat-12']),
    p("eksport fakturasi QQS 0% bilan ketmayapti, draft'da qolib ketdi", ['export-customs', 'vat-12']),
    p("USD kontrakt summasini so'mga o'girish uchun qaysi kursni olamiz? internal/export/invoice.go", [
      'money-usd',
      'cbu-rate',
      'export-customs',
    ]),
    p("CBU kursi shanba kuni kelmadi, fx_rates da yakshanba uchun yozuv yo'q — xato?", ['cbu-rate']),
    p('hardcode qilaylik USD kursi 12 650, CBU API sekin', ['money-usd', 'cbu-rate']),
    p('price per kg for the farmer: store it as float64 so we can show decimals in the bot', [
      'money-tiyin',
      'weight-grams',
    ]),
    p("internal/money.Format() manfiy summani noto'g'ri ko'rsatyapti", ['money-tiyin']),
    p('write the consumer for lots.graded.v1 that updates warehouse_slots', [
      'nats-jetstream',
      'nats-ack',
      'nats-idempotent',
      'nats-dedup-claim',
    ]),
    p("handler boshida msg.Ack() qilsam bo'ladimi, keyin DB ga yozaman", ['nats-ack']),
    p('новый стрим для событий склада, как назвать subject?', ['nats-jetstream']),
    p('processed_messages jadvali INVOICES uchun kerakmi? Aziz dedup window 24 soat deydi', [
      'nats-idempotent',
      'nats-dedup-claim',
    ]),
    p('dlq.INVOICES da 14 ta xabar turibdi, nima qilamiz?', ['nats-ackwait-60', 'efaktura-idempotent']),
    p('invoice consumer times out after 30s while waiting for Didox', ['nats-ackwait-60', 'ctx-timeouts']),
    p("rabbitmq exchange paxta.events ga yangi routing key qo'shish kerak", ['nats-jetstream']),
    p('should we move to Kafka for the event bus?', ['nats-jetstream']),
    p("HVI CSV importida mikroneyr 4.25 o'rniga 424 bo'lib qolyapti, internal/grading/hvi_import.go", [
      'hvi-int',
      'hvi-grading',
    ]),
    p('laborant lot bahosini xato kiritdi, lot_grades dagi qatorni UPDATE qilib tuzatay', [
      'grade-immutable',
      'audit-log',
    ]),
    p('lot bahosini qayta hisoblash endpointi kerak: POST /api/v1/lots/{code}/regrade', [
      'grade-immutable',
      'api-errors',
      'audit-log',
      'rbac-scope',
    ]),
    p("ConditionalWeight() da namlik normadan past bo'lsa vazn oshib ketyapti", [
      'conditional-weight',
      'weight-grams',
    ]),
    p("fermer to'lovi fizik vazn bo'yicha hisoblanadimi yoki konditsion?", ['price-formula', 'price-claim']),
    p("internal/procurement/pricing.go ga 2-nav koeffitsientini 0.95 deb yozib qo'yaman", ['price-formula']),
    p('tarozidan 1234.5 kg keldi, weighings.net_g ga qanday yozamiz?', ['weight-grams']),
    p('generate bale barcodes for the new Qashqadaryo plant QD2', ['bale-barcode', 'warehouses']),
    p('barcode tartib raqamini SELECT max(seq)+1 bilan olsam tezroq-ku', ['bale-barcode']),
    p("hisobotda 2025/26 mavsum 1-yanvardan boshlanyapti, to'g'rimi?", ['season']),
    p('time.FixedZone("UZT", 5*3600) ishlatsam bo\'ladimi? Docker image kichik bo\'lsin', ['timezone']),
    p("faktura sanasi UTC bo'yicha kechagi kun bo'lib qolyapti (kechasi 02:00 da yaratilgan)", ['timezone']),
    p("yangi mavsum uchun o'tgan yilgi shartnomani nusxalab muddatini uzaytirsak bo'ladimi?", [
      'contracts',
      'season',
    ]),
    p("avans summasini hisoblang: shartnoma 180 mln so'm, qancha va qachon to'lanadi?", ['advance-50']),
    p("config/advance.yaml da avans foizini 30 qilib qo'ydim, testlar yiqildi", ['advance-50']),
    p("fermer avansdan kam paxta topshirdi, to'lov manfiy chiqyapti internal/payouts/settlement.go", [
      'advance-offset',
      'money-tiyin',
    ]),
    p("add endpoint to approve a 250 mln so'm payout by a single chief accountant, it is urgent", [
      'payout-approval',
    ]),
    p("bugun jami to'lovlar 6 mlrd so'm bo'ldi, qolgani qayerga ketadi?", ['payout-daily-5b']),
    p('payout limit in config/payouts.yaml — what are the current values in season?', ['payout-daily-5b']),
    p("Hamkorbank'ga to'lovni 17:30 da yubordik, nega hali ketmadi?", ['payouts-hamkor', 's-payout-cutoff']),
    p('payouts scheduler: oxirgi batch qachon ketishi kerak?', ['s-payout-cutoff', 'payouts-hamkor']),
    p("Hamkorbank client'ga timeout qo'shing", ['ctx-timeouts', 'payouts-hamkor']),
    p('auto-pay farmers below 10 mln without approval, skip the approve step', ['payout-approval']),
    p("botga /qarz komandasini qo'shing — fermer qarzini ko'rsatsin", [
      'bot-commands',
      'bot-languages',
      'bot-private-only',
      'advance-offset',
    ]),
    p("narx e'lonini hamma fermerlarga yuboradigan funksiya yozing", [
      'bot-rate-limit',
      'incident-bot-ban',
      's-broadcast-20',
      'bot-languages',
    ]),
    p('broadcast rate hozir qancha msg/s?', ['s-broadcast-20', 'bot-rate-limit']),
    p("kirill tarjimalarni o'chirib, translit.go bilan avtomatik qilsak bo'ladimi?", [
      'bot-languages',
      'bot-translit-claim',
    ]),
    p('добавьте русский текст для команды /tolov', ['bot-languages', 'bot-commands']),
    p("/start da til avtomatik lotin bo'lib qolyapti, language_code=uz", ['s-lang-menu', 'bot-languages']),
    p('fermer ovozli xabar yubordi, bot javob bermadi', ['s-no-voice']),
    p('add speech-to-text so farmers can send voice messages to the bot', ['s-no-voice']),
    p("fermer telefon raqamini yozib yubordi, shu bo'yicha akkauntga bog'lab qo'yaylik", ['bot-auth']),
    p('botga /topshirdim natijasini klaster guruhiga ham yuborish funksiyasi', [
      'bot-private-only',
      'bot-commands',
    ]),
    p("webhook handler'ga update'lar kelmayapti, 401 qaytaryapti cmd/farmerbot/webhook.go", [
      'bot-webhook-secret',
      'bot-lib',
    ]),
    p('lokalda botni qanday ishga tushiraman? webhook kerakmi?', ['bot-lib', 'env-example']),
    p('shartnoma PDF ini kirill tilida chiqarish kerak', ['contracts-pdf', 'bot-languages']),
    p("Grafana'da paxta_bot_messages_total ga farmer_id label qo'shaman", ['metrics-naming']),
    p('yangi metrika: faktura yuborish vaqti', ['metrics-naming', 'otel']),
    p('log farmer phone numbers in the bot auth handler for debugging', ['log-slog', 'bot-auth']),
    p("zerolog bilan log.Ctx(ctx).Info() yozsam bo'ladimi internal/contracts da?", ['log-slog']),
    p('qaysi Go versiyasidamiz? iter paketi ishlaydimi?', ['go-123']),
    p('go.mod da go 1.21 qolib ketgan servis bor: cmd/reporter', ['go-123']),
    p('write a new sqlc query for lots by warehouse slot', ['sqlc-conv', 'db-pgx-sqlc', 'rbac-scope']),
    p("internal/db/gen/lots.sql.go da bitta maydonni qo'lda o'zgartirdim, make sqlc qayta yozib yubordi", [
      'sqlc-conv',
    ]),
    p("rows.Scan bilan qo'lda so'rov yozaman, sqlc qiyin", ['db-pgx-sqlc', 'sqlc-conv']),
    p('pgx: "prepared statement stmtcache_… already exists" xatosi prod\'da', ['pool-40', 'pgbouncer']),
    p("MaxConns ni 80 ga ko'taraylik, terimda pool yetmayapti", ['pool-40', 'pgbouncer']),
    p('advisory lock bilan leader election qilmoqchiman scheduler uchun', ['pgbouncer']),
    p('LISTEN/NOTIFY bilan cache invalidation qilsak-chi?', ['pgbouncer']),
    p("weighings jadvaliga indeks qo'shadigan migratsiya yozing", ['goose', 'pg-16']),
    p('goose migration without a Down section is fine for this one, right?', ['goose']),
    p("hisobotlarni primary'dan emas, replikadan o'qish kerak", ['pg-16']),
    p('postgres versiyasi qanaqa? MERGE ... RETURNING ishlaydimi?', ['pg-16']),
    p('weighings/batch 413 qaytaryapti, planshet 1800 ta yozuv yuborgan', ['batch-2000', 'offline-tablets']),
    p('planshet bir xil tortishni ikki marta yubordi, bazada ikkita yozuv', ['offline-tablets']),
    p('weighing photo majburiymi? eski planshet rasm yubormaydi', ['s-weighing-photo', 'api-versioning']),
    p("tortish yozuviga photo_key NOT NULL qo'shadigan migratsiya", ['s-weighing-photo', 'goose']),
    p("namligi 10.5% paxtani bunt'ga qabul qilsa bo'ladimi?", ['moisture-9', 's-moisture-11']),
    p('intake.go: namlik chegarasini yangilang', ['moisture-9', 's-moisture-11', 'hvi-int']),
    p('lot nechta toydan iborat? lots.closed.v1 qachon chiqadi?', ['s-lot-size', 'nats-jetstream']),
    p("svod hisobotini Excel'ga chiqarish, fayl nomi qanday bo'lsin?", ['s-report-naming', 'season']),
    p("xaridor 4.0–4.5 mikroneyr so'radi, lotlarni tanlang internal/warehouse/picking.go", [
      'picking',
      'hvi-int',
    ]),
    p("Jizzax omborida bo'sh kataklarni ko'rsatadigan endpoint", ['warehouses', 'api-errors', 'rbac-scope']),
    p("punkt operatori boshqa punktning tortishlarini ko'ryapti!", ['rbac-scope']),
    p('GET /api/v1/weighings — add filter by date range', ['rbac-scope', 'api-versioning', 'timezone']),
    p('rename `net_kg` to `net_g` in the v1 weighings response', ['api-versioning', 'weight-grams']),
    p('return errors from the lots handler with http.Error', ['api-errors', 'errors-wrap']),
    p('xato matni rus tilida chiqishi kerak, Accept-Language: ru', ['api-errors']),
    p('errors.Is(err, sql.ErrNoRows) ishlamayapti pgx bilan', ['errors-wrap', 'db-pgx-sqlc']),
    p("Didox chaqiruvida context.Background() ishlatdim, to'g'rimi?", ['ctx-timeouts']),
    p("chi middleware tartibini o'zgartirib, auth ni birinchi qo'yaman", ['router-chi']),
    p("request_id loglarda bo'sh chiqyapti", ['router-chi', 'log-slog']),
    p("Hetzner'da arzonroq backup qilaylik, MinIO joy yetmayapti", ['data-localization']),
    p('can we host the staging env on AWS Frankfurt? it is only test data', ['data-localization']),
    p("prod'da replikalar sonini kubectl scale bilan 5 ga chiqaraman, tez kerak", [
      'no-kubectl',
      'k3s-argocd',
    ]),
    p('где хранить пароль от Hamkorbank API?', ['vault']),
    p("Didox token'ni Helm values.yaml ga qo'yib yuboraymi?", ['vault']),
    p('.env faylni commit qilaymi, CI uchun kerak', ['vault', 'env-example']),
    p("lokal DATABASE_URL qanday bo'ladi?", ['env-example']),
    p('prod bazaga read-only ulanish uchun parol kerak', ['note-db-password', 'vault']),
    p('xodim parolini 90 kunda almashtirishni majburiy qilaylik', ['staff-password-policy']),
    p('punkt operatorlari planshetda 2FA qilmasin, qiyin', ['staff-password-policy', 'keycloak']),
    p('planshet 8 kun internetsiz, token eskirdi', ['keycloak', 'offline-tablets']),
    p('CI da lint yiqildi: G104 errors unhandled', ['golangci', 'ci-gitlab']),
    p("//nolint qo'yib qo'yaman, vaqt yo'q", ['golangci']),
    p('integration test for the contracts repo', ['tests-testcontainers', 'tests-no-real-apis']),
    p('testda haqiqiy Didox stage ga yuborib tekshiraylik', ['tests-no-real-apis', 'note-didox-stage']),
    p('mock for the Hamkorbank client in tests', ['tests-no-real-apis', 'tests-testcontainers']),
    p("juma 16:00, oktyabr. hotfix'ni prod'ga chiqaraymi?", ['deploy-freeze', 'freeze-claim']),
    p('prod deploy qanday qilinadi?', ['ci-gitlab', 'k3s-argocd']),
    p('SMS OTP matni 2 segment bo\'lib ketyapti, "Tasdiqlash kodi: ..."', ['sms-eskiz', 'apostrophe']),
    p("fermer ismi qidiruvda topilmayapti: G'ulomov vs Gʻulomov", ['apostrophe', 'farmer-search']),
    p('farmer search is slow, use ILIKE on name', ['farmer-search']),
    p("kim e-faktura bo'yicha mas'ul?", ['owners']),
    p('who do I ask about Hamkorbank payouts?', ['owners']),
    p('audit log for contract price changes', ['audit-log']),
    p('VAT monthly report due date?', ['vat-report']),
    p('how many farmers and punkts do we have? sizing the bot broadcast', ['cluster-size', 's-broadcast-20']),
    p('eksport DAP Urumchi uchun shartnoma shabloni', ['export-incoterms', 'money-usd']),
    p('MXIK katalogini har safar tasnif.soliq.uz dan olaylik, jadval eskirib qoladi', ['mxik-cache']),
    p('commit message yozib bering', ['pref-english-commits']),
    p("MR 1200 qator bo'ldi, shu holicha qoldiraymi?", ['pref-small-mr']),
    p('rahmat!', []),
    p("zo'r, ishladi", []),
    p('спасибо, всё ок', []),
    p('ok, davom eting', []),
    p('thanks', []),
    p("Go'da slice va array farqi nima?", []),
    p('как работает select в Go с несколькими каналами?', []),
    p('explain sync.WaitGroup vs errgroup', []),
    p('git rebase -i qanday ishlaydi?', []),
    p('regex for a 9-digit number', []),
    p('bu funksiyani qisqaroq qilib bering', []),
    p('что такое escape analysis в Go?', []),
    p('defer loop ichida nega yomon?', []),
    p('generics bilan Map funksiya yozib bering', []),
    p('summarize the diff', []),
    p('mayli, keyinroq', []),
    p('ok', []),
    p('format this JSON please', []),
    p('bu testni table-driven qilib qayta yozing', ['tests-testcontainers']),
    p('NATS consumer uchun InProgress qachon chaqiriladi?', ['nats-ack']),
    p('фермер жалуется, что в боте не видно оплату — /tolov пустой', ['bot-commands', 'efaktura-status']),
    p("yangi punkt qo'shildi Sirdaryoda, bot guruhiga nima yuboramiz?", [
      'bot-private-only',
      'bot-languages',
    ]),
    p("shartnoma narxi o'zgarsa fermerga botda xabar", [
      'audit-log',
      'bot-private-only',
      'bot-languages',
      'bot-rate-limit',
    ]),
    p("lot bahosi o'zgarganda fakturadagi narx ham o'zgarsinmi?", [
      'grade-immutable',
      'efaktura-no-delete',
      'price-formula',
    ]),
    p("BYD raqami hali kelmagan eksport jo'natmasi uchun faktura yaratish", ['export-customs']),
    p('bot ommaviy xabarda 429 olsa nima qilish kerak? hozir for loop bilan yuboradi', [
      'bot-rate-limit',
      'incident-bot-ban',
      's-broadcast-20',
    ]),
    p("pgx so'rovlariga tracing qo'shing", ['otel', 'db-pgx-sqlc']),
    p("avansning ikkinchi bosqichi qachon to'lanadi?", ['advance-50']),
    p('контракт на следующий сезон: что делать с непогашенным авансом фермера?', [
      'advance-offset',
      'contracts',
    ]),
    p('add a /api/v2/weighings/batch endpoint for the new tablet app', [
      'api-versioning',
      'batch-2000',
      's-weighing-photo',
      'offline-tablets',
    ]),
    p('yangi reporter servisi uchun Helm chart yozing', ['k3s-argocd', 'vault']),
    p("e-imzo-server javob bermasa faktura yuborish nima bo'ladi?", ['eimzo', 'ctx-timeouts']),
    p('tushunarli, rahmat', []),
  ],
});
