// An Iranian ride-hailing and courier backend: Go microservices over gRPC and NATS JetStream, PostGIS matching,
// Neshan maps, Shaparak gateways (Zarinpal, SEP), Kavenegar SMS, Jalali reports, Kubernetes on ArvanCloud. The team
// writes mostly in Persian, sometimes Finglish and English. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-ride-hailing-ir',
  stack:
    'Go 1.22 microservices (gRPC + buf, NATS JetStream, sqlc + pgx/v5), PostgreSQL 16 + PostGIS 3.4, Redis 7, ClickHouse, Neshan Maps API, Shaparak IPG (Zarinpal, Saman SEP), Kavenegar SMS, go-persian-calendar, Kubernetes on ArvanCloud + ArgoCD, Harbor, GitLab CI, golangci-lint, testcontainers-go',
  memories: [
    m(
      'dst-tehran',
      'fact',
      'Asia/Tehran تو تابستون +04:30 ـه. گزارش روزانه و تعرفه‌ی شبانه رو باید با DST چک کنیم، تابع adjustDST تو pkg/jalali',
      {
        fact: 'Asia/Tehran | utc_offset | +04:30 in summer',
        files: ['pkg/jalali'],
        age: 800,
        tags: ['timezone', 'dst', 'tehran'],
      },
    ),
    m(
      'bus-rabbit',
      'fact',
      'ارتباط async بین سرویسا با RabbitMQ ـه، exchange اصلی ride.events از نوع topic، کلاینت streadway/amqp',
      {
        fact: 'async messaging | broker | RabbitMQ',
        age: 720,
        tags: ['rabbitmq', 'messaging'],
      },
    ),
    m(
      'map-mapir',
      'fact',
      'geocoding و reverse geocoding از map.ir میاد، مسیریابی و ETA از OSRM خودمون روی دیتای OSM ایران',
      {
        fact: 'maps & routing | provider | map.ir + OSRM',
        age: 650,
        tags: ['maps', 'mapir', 'osrm', 'eta'],
      },
    ),
    m('go-120', 'fact', 'همه‌ی سرویس‌ها با Go 1.20 بیلد میشن، image پایه golang:1.20-alpine', {
      fact: 'go | version | 1.20',
      age: 600,
      tags: ['go', 'toolchain'],
    }),
    m('orm-gorm', 'fact', 'دسترسی به دیتابیس با gorm، مدلا تو internal/model هر سرویس', {
      fact: 'db access | library | gorm',
      age: 560,
      tags: ['gorm', 'database'],
    }),
    m(
      'ipg-payir',
      'fact',
      'شارژ کیف پول از درگاه pay.ir انجام میشه، callback روی /v1/payments/payir/callback',
      {
        fact: 'IPG | provider | pay.ir',
        age: 540,
        tags: ['payment', 'ipg', 'payir'],
      },
    ),
    m('fcm-push', 'fact', 'push notification اپ راننده و مسافر از Firebase FCM، server key تو Vault', {
      age: 500,
      tags: ['push', 'fcm', 'notif'],
    }),
    m('amount-toman', 'convention', 'مبالغ تو دیتابیس به تومان ذخیره میشن (int64)، فیلدها price و amount', {
      age: 480,
      tags: ['money', 'toman'],
    }),
    m(
      'otp-send',
      'fact',
      'کد OTP ورود با متد sms/send کاوه‌نگار و متن آزاد ارسال میشه: «کد ورود شما به روان: 12345»',
      {
        age: 420,
        files: ['services/notif/kavenegar'],
        tags: ['otp', 'sms', 'kavenegar'],
      },
    ),
    m(
      'match-3km',
      'fact',
      'matching: نزدیک‌ترین راننده‌ی آزاد تو شعاع ۳ کیلومتر، اگه نبود درخواست fail میشه و مسافر باید دوباره بزنه',
      {
        age: 420,
        files: ['services/dispatch/matcher'],
        tags: ['matching', 'dispatch'],
      },
    ),
    m(
      'bus-nats',
      'decision',
      'RabbitMQ رو کامل گذاشتیم کنار؛ همه‌ی eventها الان روی NATS JetStream هستن. streamها: TRIPS، DRIVERS_LOC، PAYMENTS، NOTIF. دلیل: replay و ack صریح می‌خواستیم و rabbit شب یلدا زیر بار خوابید. wrapper مشترک تو pkg/bus.',
      {
        fact: 'async messaging | broker | NATS JetStream',
        supersedes: 'bus-rabbit',
        canonical: true,
        age: 380,
        files: ['pkg/bus'],
        reason: 'replay + explicit ack, rabbit fell over on Yalda night',
        tags: ['nats', 'jetstream', 'messaging'],
      },
    ),
    m(
      'no-dst',
      'fact',
      'ایران از ۱۴۰۲ ساعت تابستانی نداره، تهران کل سال +03:30 ـه. tzdata داخل imageها باید 2022b یا جدیدتر باشه وگرنه همه چی یه ساعت جابجا میشه. adjustDST رو از pkg/jalali پاک کردیم، دوباره ننویسیدش.',
      {
        fact: 'Asia/Tehran | utc_offset | +03:30 all year',
        supersedes: 'dst-tehran',
        age: 330,
        files: ['pkg/jalali'],
        tags: ['timezone', 'dst', 'tehran', 'tzdata'],
      },
    ),
    m(
      'map-neshan',
      'decision',
      'همه چی رفت رو نشان: reverse geocode، direction و distance matrix. OSRM خودمون خاموش شد چون ترافیک لحظه‌ای نداشت و ETAها تو تهران تا ۴۰٪ خطا داشتن. کلاینت تو pkg/neshan.',
      {
        fact: 'maps & routing | provider | Neshan',
        supersedes: 'map-mapir',
        age: 300,
        files: ['pkg/neshan'],
        tags: ['maps', 'neshan', 'eta', 'routing'],
      },
    ),
    m(
      'push-own',
      'decision',
      'بعد از اون اختلال‌های طولانی اینترنت بین‌الملل دیگه به FCM وابسته نیستیم. اپ راننده و مسافر به websocket خودمون (services/notif/ws) وصلن، برای وقتی اپ بک‌گراونده از پوشه (Pushe) استفاده میکنیم و آخرش fallback پیامک.',
      {
        supersedes: 'fcm-push',
        age: 270,
        files: ['services/notif/ws'],
        tags: ['push', 'websocket', 'pushe', 'notif'],
      },
    ),
    m(
      'sqlc',
      'decision',
      'gorm رو کنار گذاشتیم. کوئریا SQL خام تو queries/*.sql و کد Go با sqlc generate ساخته میشه، درایور pgx/v5 با pgxpool. چرا؟ N+1های مخفی gorm تو سرویس trip و اینکه PostGIS با gorm عذاب بود.',
      {
        fact: 'db access | library | sqlc + pgx',
        supersedes: 'orm-gorm',
        age: 260,
        files: ['sqlc.yaml'],
        tags: ['sqlc', 'pgx', 'database'],
      },
    ),
    m(
      'ipg-zarinpal',
      'decision',
      'درگاه اصلی الان زرین‌پاله (REST v4: payment/request.json → StartPay → payment/verify.json)، بک‌آپ درگاه سامان (SEP). pay.ir جمع شد. انتخاب درگاه تو services/payment/ipg/router.go.',
      {
        fact: 'IPG | provider | Zarinpal (SEP backup)',
        supersedes: 'ipg-payir',
        age: 240,
        files: ['services/payment/ipg'],
        tags: ['payment', 'ipg', 'zarinpal', 'sep', 'shaparak'],
      },
    ),
    m(
      'go-122',
      'fact',
      'ارتقا به Go 1.22 تموم شد (go 1.22 تو همه‌ی go.modها، toolchain go1.22.5). متغیر حلقه الان per-iteration ـه پس اون x := x ها دیگه لازم نیست، ولی جدا پاکشون نکنید مگه تو همون فایلی که دارید عوض میکنید. routing جدید net/http مثل "GET /v1/trips/{id}" هم مجازه.',
      {
        fact: 'go | version | 1.22',
        supersedes: 'go-120',
        age: 200,
        files: ['go.mod'],
        tags: ['go', 'toolchain', 'loopvar'],
      },
    ),
    m(
      'otp-lookup',
      'decision',
      'OTP دیگه با send و متن آزاد نمیره. اپراتورا پیامکای کددار از خط خدماتی رو فیلتر میکردن و نصف کاربرای ایرانسل کد نمی‌گرفتن. الان فقط verify/lookup کاوه‌نگار با template «ravan-otp» (پارامتر token). متن پیام تو پنل کاوه‌نگار تعریف شده، نه تو کد.',
      {
        supersedes: 'otp-send',
        age: 180,
        files: ['services/notif/kavenegar'],
        tags: ['otp', 'sms', 'kavenegar', 'template'],
      },
    ),
    m(
      'amount-rial',
      'convention',
      'از این به بعد همه‌ی مبالغ تو DB و تو پیامای proto به ریال‌ان (int64، اسم فیلدا با پسوند _rial مثل fare_rial). تبدیل به تومان فقط موقع نمایش تو اپ. دلیل: شاپرک و درگاه‌ها ریال میگیرن و دو بار سر ×۱۰ ضرر دادیم.',
      {
        supersedes: 'amount-toman',
        canonical: true,
        reaffirm: 11,
        age: 150,
        tags: ['money', 'rial', 'toman', 'proto'],
      },
    ),
    m(
      'zarinpal-toman-claim',
      'fact',
      'zarinpal amount ro be toman migire, pas ghabl az payment/request bayad fare_rial ro /10 konim',
      {
        disputes: 'amount-rial',
        files: ['services/payment/ipg/zarinpal.go'],
        tags: ['zarinpal', 'money'],
      },
    ),
    m(
      'match-rings',
      'decision',
      'matching حلقه‌ای شد: اول ۱.۵ کیلومتر، بعد ۳، بعد ۵؛ هر حلقه ۱۰ ثانیه. رتبه‌ی راننده = ETA واقعی از distance matrix نشان (نه فاصله‌ی هوایی) + جریمه برای acceptance rate پایین. کد تو services/dispatch/matcher.',
      {
        supersedes: 'match-3km',
        age: 130,
        files: ['services/dispatch/matcher'],
        tags: ['matching', 'dispatch', 'eta', 'neshan'],
      },
    ),
    m(
      'otp-limits',
      'constraint',
      'OTP: هر شماره حداکثر ۵ درخواست در ۱۵ دقیقه و ۱۰ تا در روز، کد ۵ رقمی با اعتبار ۲ دقیقه. شمارنده‌ها تو Redis (otp:rate:{msisdn}). این محدودیت رو واسه تست برندارید، شماره‌های QA تو otp.whitelist کانفیگ هستن.',
      {
        files: ['services/auth/otp'],
        tags: ['otp', 'rate-limit', 'redis'],
      },
    ),
    m(
      'incident-otp-flood',
      'incident',
      'مهر ۱۴۰۳: یکی با بات افتاد به جون /v1/auth/otp و تو ۲ ساعت حدود ۴۰۰ هزار پیامک از اعتبار کاوه‌نگار سوزوند. از اون موقع rate limit هم per IP هم per msisdn داریم و از درخواست دوم به بعد captcha.',
      {
        files: ['services/auth/otp', 'services/gateway/middleware/ratelimit.go'],
        tags: ['incident', 'otp', 'sms', 'rate-limit'],
      },
    ),
    m(
      'msisdn',
      'convention',
      'شماره موبایل همیشه به فرمت 989xxxxxxxxx (بدون + و بدون صفر اول) ذخیره میشه. ورودی کاربر ممکنه ۰۹۱۲... با ارقام فارسی، 0912 یا +98 باشه؛ pkg/phone.Normalize همه رو هندل میکنه.',
      {
        files: ['pkg/phone'],
        tags: ['phone', 'msisdn', 'normalize'],
      },
    ),
    m(
      'textnorm',
      'convention',
      'هر ورودی متنی از اپ قبل از ذخیره یا جستجو از pkg/textnorm رد میشه: ارقام فارسی و عربی (۰-۹، ٠-٩) به لاتین، «ي» عربی به «ی» و «ك» به «ک». نیم‌فاصله (ZWNJ) رو حذف نکنید، آدرس‌ها و اسم خیابونا خراب میشن.',
      {
        files: ['pkg/textnorm'],
        tags: ['normalize', 'persian', 'zwnj', 'digits', 'search'],
      },
    ),
    m(
      'utc-storage',
      'convention',
      "تو PostgreSQL و ClickHouse همه‌ی زمان‌ها UTC ان (timestamptz و DateTime64(3, 'UTC')). تبدیل به وقت تهران و شمسی فقط تو لایه‌ی نمایش و گزارش.",
      {
        tags: ['timezone', 'utc', 'postgres', 'clickhouse'],
      },
    ),
    m(
      'tehran-time-claim',
      'fact',
      'ستون trips.requested_at به وقت تهران ذخیره شده (timestamp بدون tz)، موقع کوئری دیگه +3:30 نکنید',
      {
        disputes: 'utc-storage',
        tags: ['timezone', 'trips'],
      },
    ),
    m(
      'jalali',
      'convention',
      "تاریخ شمسی فقط با github.com/yaa110/go-persian-calendar (ptime)، تبدیل دستی ممنوع. API تاریخ رو ISO-8601 UTC برمیگردونه و اپ خودش شمسی نشون میده؛ فقط گزارشای PDF/Excel شمسی‌ان. «روز» گزارش و تسویه یعنی ۰۰:۰۰ تا ۲۴:۰۰ به وقت تهران، تو ClickHouse با toDate(ts, 'Asia/Tehran') گروه کنید.",
      {
        files: ['pkg/jalali'],
        tags: ['jalali', 'shamsi', 'reports', 'timezone'],
      },
    ),
    m(
      'postgis-order',
      'convention',
      'ستونای مکانی geography(Point, 4326). ترتیب تو PostGIS (lng, lat) ـه ولی نشان و اپ (lat, lng) میدن، پس ST_MakePoint(lng, lat). یه بار همه‌ی مبدأها افتاده بودن وسط اقیانوس هند 😅',
      {
        files: ['services/dispatch/queries', 'services/trip/queries'],
        tags: ['postgis', 'geography', 'coordinates'],
      },
    ),
    m(
      'loc-redis',
      'fact',
      'لوکیشن لحظه‌ای راننده‌ها تو Redis GEO (key drivers:geo:{city_id}) با GEOADD، اپ راننده هر ۴ ثانیه میفرسته. آنلاین بودن با key driver:alive:{id} و TTL سی ثانیه.',
      {
        files: ['services/driver/location'],
        tags: ['redis', 'geo', 'location', 'online'],
      },
    ),
    m(
      'loc-ttl-claim',
      'fact',
      'ttl driver:alive 5 daghighe ast, age ranande app ro beband ta 5 min hanuz tu matching hast',
      {
        disputes: 'loc-redis',
        tags: ['redis', 'location'],
      },
    ),
    m(
      'loc-not-pg',
      'constraint',
      'پینگای لوکیشن هیچوقت مستقیم تو Postgres نوشته نمیشن (روزی ~۹۰ میلیون ردیف). مسیرش: Redis GEO برای matching، و stream DRIVERS_LOC → analytics-ingest → ClickHouse برای تاریخچه.',
      {
        tags: ['location', 'postgres', 'clickhouse', 'jetstream'],
      },
    ),
    m(
      'offer-one-driver',
      'constraint',
      'هر سفر در هر لحظه فقط به یه راننده offer میشه (lock با SET NX روی offer:trip:{id}، TTL ۱۵ ثانیه). broadcast به چند راننده ممنوعه، قبلاً دو تا راننده همزمان قبول کردن و هر دو رفتن دم در مسافر.',
      {
        canonical: true,
        files: ['services/dispatch/offer'],
        tags: ['dispatch', 'offer', 'lock', 'redis'],
      },
    ),
    m(
      'jetstream-idem',
      'constraint',
      'JetStream at-least-once ـه. همه‌ی consumerها باید idempotent باشن: موقع publish هدر Nats-Msg-Id = {aggregate}:{id}:{version}، سمت consumer جدول processed_events یا upsert. ack بعد از commit تراکنش، نه قبلش.',
      {
        files: ['pkg/bus'],
        tags: ['jetstream', 'idempotency', 'consumer'],
      },
    ),
    m(
      'jetstream-exactly-claim',
      'fact',
      'ما دوبلیکیت نداریم چون JetStream exactly-once ـه، dedupe سمت consumer لازم نیست',
      {
        disputes: 'jetstream-idem',
        tags: ['jetstream'],
      },
    ),
    m(
      'subjects',
      'convention',
      'اسم subject: <domain>.<entity>.<event>.v<N>، مثلا trip.ride.accepted.v1 یا payment.wallet.charged.v1. payload پروتوباف، فایلا تو proto/events/. فیلد جدید اضافه کنید ولی شماره‌ی فیلدای حذف‌شده رو reserved کنید و هیچوقت دوباره استفاده نکنید.',
      {
        files: ['proto/events'],
        tags: ['nats', 'subjects', 'protobuf', 'naming'],
      },
    ),
    m(
      'grpc-conv',
      'convention',
      'gRPC: قرارداد سرویسا فقط تو proto/ با buf (buf lint و buf breaking تو CI). هر call باید deadline داشته باشه (پیش‌فرض 800ms تو pkg/grpcx)؛ interceptor ما call بدون deadline رو رد میکنه. پیام خطای فارسی برای کاربر فقط تو gateway از روی status code ساخته میشه.',
      {
        files: ['proto', 'pkg/grpcx', 'buf.yaml'],
        tags: ['grpc', 'buf', 'deadline', 'errors'],
      },
    ),
    m(
      'logging',
      'convention',
      'لاگ با log/slog و JSON. شماره موبایل کامل، کد ملی، شماره کارت و کد OTP هیچوقت لاگ نمیشن؛ از pkg/mask استفاده کنید (98912***4567). trip_id و driver_id رو به logger بچسبونید.',
      {
        canonical: true,
        files: ['pkg/mask'],
        tags: ['logging', 'slog', 'pii', 'masking'],
      },
    ),
    m(
      'pricing-formula',
      'fact',
      'قیمت = ورودی + (کیلومتر × نرخ) + (دقیقه × نرخ)، ضرب در ضریب تقاضا (surge). نرخا برای هر شهر تو جدول tariffs، از ۲۳ تا ۶ صبح تعرفه‌ی شبانه. کد: services/pricing/quote.go.',
      {
        files: ['services/pricing/quote.go'],
        tags: ['pricing', 'tariff', 'surge'],
      },
    ),
    m(
      'surge-cap',
      'constraint',
      'سقف ضریب تقاضا ۲.۵ ـه (توافق با سازمان تاکسیرانی). تعطیلات رسمی، شب یلدا و چهارشنبه‌سوری هم استثنا نیستن. هر تغییر ضریب باید تو surge_audit ثبت بشه.',
      {
        files: ['services/pricing/surge'],
        tags: ['surge', 'pricing', 'regulation'],
      },
    ),
    m(
      'commission',
      'fact',
      'کمیسیون ما از هر سفر خودرو ۱۵٪ ـه، برای پیک موتوری ۱۲٪. درصدها تو جدول commission_rules بر اساس service_type.',
      {
        fact: 'commission | rate | 15% ride, 12% courier',
        tags: ['commission', 'settlement'],
      },
    ),
    m('commission-claim', 'fact', 'کمیسیون برای همه‌ی سرویسا ۱۲ درصده، تو تسویه همینو بزنید', {
      disputes: 'commission',
      tags: ['commission'],
    }),
    m(
      'price-lock',
      'constraint',
      'قیمتی که قبل از درخواست به مسافر نشون میدیم (quote) ۳ دقیقه اعتبار داره و همون باید آخر سفر اعمال بشه، مگر اینکه مقصد عوض بشه یا توقف اضافه بخوره. quote_id تو CreateTrip اجباریه.',
      {
        files: ['services/pricing/quote.go', 'proto/trip/v1/trip.proto'],
        tags: ['pricing', 'quote', 'trip'],
      },
    ),
    m(
      'wallet-ledger',
      'constraint',
      'کیف پول double-entry ـه: ledger_entries فقط INSERT، هرگز UPDATE یا DELETE. موجودی = SUM، و snapshot شبانه تو wallet_balances. اشتباه رو با سند معکوس درست میکنیم، نه با دستکاری ردیف.',
      {
        canonical: true,
        files: ['services/wallet/ledger'],
        tags: ['wallet', 'ledger', 'double-entry'],
      },
    ),
    m(
      'ipg-verify',
      'constraint',
      'بعد از برگشت از درگاه تا verify موفق نشه کیف پول شارژ نمیشه. اگه callback نیومد، PaymentReconcilerJob هر ۵ دقیقه تراکنشای pending بالای ۱۵ دقیقه رو inquiry/verify میکنه. verify رو هیچوقت موازی برای یه authority صدا نزنید.',
      {
        files: ['services/payment/reconciler', 'services/payment/ipg'],
        tags: ['payment', 'verify', 'reconcile', 'shaparak'],
      },
    ),
    m(
      'incident-double-charge',
      'incident',
      'اسفند ۱۴۰۲، ترافیک شب عید: callback زرین‌پال دو بار رسید و دو تا goroutine همزمان verify کردن، کیف پول ۳۱۲ نفر دوبار شارژ شد. fix: SELECT ... FOR UPDATE روی payments با authority + unique index روی ledger_entries(ref_type, ref_id).',
      {
        files: ['services/payment/ipg/callback.go'],
        tags: ['incident', 'payment', 'wallet', 'duplicates'],
      },
    ),
    m(
      'payout-paya',
      'fact',
      'تسویه با راننده‌ها روزانه از طریق پایا به شبا. فایل تسویه هر روز ساعت ۱۱ ساخته و به بانک داده میشه (SettlementJob). تعطیلات رسمی بانک فایل نمیگیره و میفته روز کاری بعد.',
      {
        files: ['services/wallet/settlement'],
        tags: ['payout', 'paya', 'sheba', 'settlement'],
      },
    ),
    m(
      'sheba-owner',
      'constraint',
      'شبا باید به نام خود راننده باشه: قبل از ثبت، استعلام تطابق کد ملی و شبا از سرویس بانک (ibanInquiry) گرفته میشه و شبای شخص ثالث رد میشه. چک mod 97 شبا تو pkg/iban.',
      {
        files: ['pkg/iban', 'services/driver/bank'],
        tags: ['sheba', 'iban', 'kyc', 'payout'],
      },
    ),
    m(
      'national-id',
      'convention',
      'کد ملی ۱۰ رقمیه با رقم کنترل (mod 11)، تو pkg/nationalid.Valid. کدای تکراری مثل 1111111111 با اینکه checksum رو پاس میکنن invalid حساب میشن. ورودی رو قبلش از textnorm رد کنید.',
      {
        files: ['pkg/nationalid'],
        tags: ['national-id', 'validation', 'kyc'],
      },
    ),
    m(
      'driver-docs',
      'constraint',
      'راننده تا وقتی مدارکش (گواهینامه، کارت خودرو، بیمه شخص ثالث، عدم سوءپیشینه) تایید نشه status=pending ـه و تو matching نمیاد. تاریخ انقضای بیمه شمسی ثبت میشه و ۱۵ روز قبلش هشدار میدیم.',
      {
        files: ['services/driver/onboarding'],
        tags: ['driver', 'onboarding', 'documents'],
      },
    ),
    m(
      'courier-cod',
      'fact',
      'پیک: سفارشای «پرداخت در محل» (COD) سقفشون ۵۰٬۰۰۰٬۰۰۰ ریاله (۵ میلیون تومن) و پیک موقع تحویل باید کد ۴ رقمی که برای گیرنده پیامک شده رو بگیره.',
      {
        files: ['services/courier'],
        tags: ['courier', 'cod', 'delivery', 'otp'],
      },
    ),
    m(
      'no-foreign-deps',
      'constraint',
      'هیچ وابستگی runtime به سرویس خارجی نداریم (Google Maps، Firebase، Sentry SaaS، CDN خارجی...). موقع اختلال اینترنت بین‌الملل سیستم باید فقط با شبکه‌ی داخلی کامل کار کنه. error tracking با GlitchTip خودمون.',
      {
        canonical: true,
        tags: ['infra', 'internet', 'dependencies', 'sanctions'],
      },
    ),
    m(
      'neshan-quota',
      'constraint',
      'نشان: سهمیه‌ی distance matrix روزی ۲ میلیون درخواسته و هر request حداکثر ۲۵ مبدأ میگیره. ETA بین سلولای geohash دقت ۷ رو ۶۰ ثانیه تو Redis کش کنید.',
      {
        files: ['pkg/neshan'],
        tags: ['neshan', 'quota', 'cache', 'eta'],
      },
    ),
    m(
      'note-neshan-reverse',
      'note',
      'reverse geocode نشان واسه کوچه‌های جدید پرند و پردیس گاهی خالی برمیگرده. fallback: «حوالی <اسم محله>» از جدول neighborhoods خودمون.',
      {
        files: ['pkg/neshan/reverse.go'],
        tags: ['neshan', 'geocode', 'fallback'],
      },
    ),
    m(
      'goproxy',
      'convention',
      'GOPROXY=https://nexus.ravan.local/repository/go-proxy/,direct همه جا (لوکال و CI). proxy.golang.org گاهی در دسترس نیست. vendor نمیکنیم.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['go', 'goproxy', 'nexus', 'dependencies'],
      },
    ),
    m(
      'registry',
      'convention',
      'imageها فقط از Harbor داخلی (harbor.ravan.local). Docker Hub واسه IPهای ایران بسته‌ست؛ base imageها رو از پروژه‌ی dockerhub-proxy تو Harbor بکشید، مثلا harbor.ravan.local/dockerhub-proxy/library/golang:1.22-alpine.',
      {
        files: ['Dockerfile'],
        tags: ['docker', 'harbor', 'registry'],
      },
    ),
    m(
      'k8s',
      'fact',
      'Kubernetes روی دیتاسنتر ابرآروان، namespaceها ravan-prod و ravan-stg. دیپلوی با ArgoCD از ریپوی ravan-deploy، helm chart هر سرویس تو charts/<svc>.',
      {
        tags: ['kubernetes', 'arvancloud', 'argocd', 'helm'],
      },
    ),
    m(
      'argocd-only',
      'constraint',
      'تو ravan-prod هیچ kubectl apply/edit/scale دستی نداریم. همه چی MR به ravan-deploy و sync آرگو. دستی عوض کنی selfHeal برش میگردونه و بعدش هیچکی نمیفهمه چی شد.',
      {
        tags: ['kubernetes', 'argocd', 'prod'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'دیپلوی prod نداریم: پنجشنبه بعد از ۱۴، جمعه‌ها، و از ۲۰ اسفند تا ۵ فروردین (پیک سفرای نوروزی). hotfix فقط با تایید on-call lead.',
      {
        reaffirm: 15,
        tags: ['deploy', 'freeze', 'nowruz', 'prod'],
      },
    ),
    m(
      'clickhouse',
      'fact',
      'ClickHouse فقط analytics: جداول trips_fact و driver_locations (ReplacingMergeTree روی event_id، partition ماهانه، TTL لوکیشن ۹۰ روز). فقط analytics-ingest توش مینویسه. هیچ سرویس آنلاینی (dispatch، pricing...) تو مسیر request ازش نمیخونه.',
      {
        files: ['analytics/clickhouse'],
        tags: ['clickhouse', 'analytics'],
      },
    ),
    m(
      'migrations',
      'convention',
      'migrationها با goose تو services/<svc>/migrations، فقط رو به جلو. برای جدولای بزرگ (trips، ledger_entries) CREATE INDEX CONCURRENTLY تو فایل جدا با -- +goose NO TRANSACTION. trips با pg_partman ماهانه پارتیشن شده.',
      {
        tags: ['migrations', 'goose', 'postgres', 'partitioning'],
      },
    ),
    m(
      'tests',
      'convention',
      'تست: testify + testcontainers-go برای Postgres/PostGIS و NATS واقعی. تو تست به نشان، زرین‌پال و کاوه‌نگار وصل نشید، fakeها تو internal/fakes. go test -race تو CI اجباریه.',
      {
        files: ['internal/fakes'],
        tags: ['tests', 'testcontainers', 'fakes'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI: golangci-lint (.golangci.yml)، buf lint/breaking، go test -race، build با ko و push به Harbor، بعدش MR خودکار به ravan-deploy برای stg.',
      {
        files: ['.gitlab-ci.yml', '.golangci.yml'],
        tags: ['ci', 'gitlab', 'golangci-lint', 'ko'],
      },
    ),
    m(
      'config-vault',
      'convention',
      'کانفیگ سرویسا با env (envconfig)، secretها از Vault Agent injector تو /vault/secrets/ میان. تو values.yaml فقط رفرنس مینویسیم، مثلا KAVENEGAR_API_KEY: vault:secret/data/notif#kavenegar_api_key. پسورد و توکن تو MR دیده بشه، MR ریجکته.',
      {
        files: ['charts'],
        tags: ['secrets', 'vault', 'config'],
      },
    ),
    m(
      'zarinpal-sandbox',
      'note',
      'sandbox زرین‌پال هر merchant_id با فرمت UUID رو قبول میکنه، تو .env.example گذاشتیم ZARINPAL_MERCHANT_ID=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx و ZARINPAL_SANDBOX=true',
      {
        files: ['.env.example'],
        tags: ['zarinpal', 'sandbox', 'local-setup'],
      },
    ),
    m(
      'owners',
      'fact',
      'کی مسئول چیه: dispatch و matching آرش رضایی، payment و wallet مریم کریمی، pricing سینا احمدی، infra/k8s امید نوروزی، اپ راننده نگار (تیم موبایل)',
      {
        tags: ['owners', 'team'],
      },
    ),
    m('cand-h3', 'decision', 'برای matching به جای PostGIS از H3 استفاده کنیم.', {
      candidate: true,
      tags: ['matching', 'h3', 'postgis'],
    }),
    m('cand-ghasedak', 'decision', 'قاصدک رو به عنوان fallback کاوه‌نگار برای OTP اضافه کنیم.', {
      candidate: true,
      tags: ['sms', 'otp', 'ghasedak'],
    }),
    m('cand-instant-payout', 'decision', 'تسویه‌ی آنی با راننده بعد از هر سفر، به جای فایل روزانه‌ی پایا.', {
      candidate: true,
      tags: ['payout', 'settlement'],
    }),
    m(
      'secret-pg-dsn',
      'note',
      'DSN دیتابیس trip تو stg: postgres://trip_svc:Tr1p-Stg!8842@pg-stg.ravan.local:5432/trips?sslmode=disable',
      {
        secret: 'Tr1p-Stg!8842',
      },
    ),
    m(
      'secret-kavenegar',
      'note',
      'API key کاوه‌نگار پروداکشن اینه: 5A4B6F3D2E7C1B8A9F0E3D6C2B5A4F7E8D1C3B6A9F2E5D8C ، دست کسی ندید',
      {
        secret: '5A4B6F3D2E7C1B8A9F0E3D6C2B5A4F7E8D1C3B6A9F2E5D8C',
      },
    ),
    m(
      'secret-zarinpal-merchant',
      'note',
      'مرچنت آیدی اصلی زرین‌پال (prod): 7c1e9a52-3f4b-4d8e-9b2a-6e0f1c3d5a87',
      {
        secret: '7c1e9a52-3f4b-4d8e-9b2a-6e0f1c3d5a87',
      },
    ),
    m(
      'secret-neshan',
      'note',
      'کلید نشان برای بک‌اند (محدود به IPهای دیتاسنتر): service.8f2c4e6a1b3d4f5e9a7c0b2d4e6f8a1c',
      {
        secret: 'service.8f2c4e6a1b3d4f5e9a7c0b2d4e6f8a1c',
      },
    ),
    m(
      'secret-redis',
      'note',
      'ramz redis prod ine: R3d!s-Rv4n-2024 faghat baraye debug, bad az kar az history pak konid',
      {
        secret: 'R3d!s-Rv4n-2024',
      },
    ),
    m(
      'secret-clickhouse-yaml',
      'note',
      'کانفیگ analytics-ingest قبل از اینکه بره تو Vault:\nclickhouse:\n  host: ch-01.ravan.local\n  user: analytics_rw\n  password: "Ch_an4lyt1cs#77"',
      {
        secret: 'Ch_an4lyt1cs#77',
      },
    ),
    m(
      'secret-nats-seed',
      'note',
      'nkey seed سرویس dispatch واسه NATS: SUAJ3XKQ7PZ5WMR2NDFL6YH4BTGC8EVA7QXM5KZP2RNW6LDYF3HJTCUB',
      {
        secret: 'SUAJ3XKQ7PZ5WMR2NDFL6YH4BTGC8EVA7QXM5KZP2RNW6LDYF3HJTCUB',
      },
    ),
  ],
  sessions: [
    {
      id: 'ride-session-1',
      age: 9,
      turns: [
        said(
          'سلام، امروز میخوایم رو سفرای فرودگاه امام کار کنیم. اول یه نگاه به services/pricing/quote.go بنداز',
        ),
        replied(
          'quote.go نرخ‌ها رو بر اساس city_id از جدول tariffs می‌خونه و surge رو ضرب می‌کنه. برای فرودگاه هیچ منطق جدایی نیست.',
        ),
        said(
          'سفرایی که مبدأ یا مقصدشون داخل polygon فرودگاه امامه یه ورودی ثابت ۱۵۰ هزار تومنی اضافه دارن و surge روشون اعمال نمیشه. با مدیریت قطعیش کردیم.',
          {
            key: 's-airport-fee',
            type: 'decision',
          },
        ),
        replied(
          'باشه. یه rule از نوع airport_fixed با مبلغ 1,500,000 ریال اضافه می‌کنم و برای این سفرها surge رو ۱ می‌ذارم.',
        ),
        said('polygon فرودگاه رو از کجا بیارم؟ تو neighborhoods هست؟'),
        replied('بله، یه رکورد با slug = ikia داره، geometry از نوع MultiPolygon.'),
        said(
          'خوبه. یه چیز دیگه: سفر رزروی رو مسافر نمیتونه بیشتر از ۷ روز جلوتر یا زودتر از ۳۰ دقیقه بعد ثبت کنه.',
          {
            key: 's-schedule-window',
            type: 'constraint',
          },
        ),
        replied('این رو تو ValidateScheduledTrip سرویس trip می‌ذارم و خطای InvalidArgument برمی‌گردونم.'),
        said('ببین pipeline 48213 قرمز شده، چی شده؟'),
        replied('TestQuote_NightTariff شکسته چون fixture ساعت رو +04:30 فرض کرده. درستش کردم.'),
        said(
          'مرسی. اینم کانکشن stg اگه خواستی دیتا رو ببینی: postgres://pricing_ro:Pr1c1ng-R0!stg@pg-stg.ravan.local:5432/pricing',
          {
            secret: 'Pr1c1ng-R0!stg',
          },
        ),
        said(
          'راستی از این به بعد هر endpoint جدید تو gateway باید پشت feature flag (Unleash) باشه و اول فقط برای ۵٪ کاربرای یه شهر روشن بشه',
          {
            key: 's-feature-flags',
            type: 'convention',
          },
        ),
        said(
          'کد تخفیف هم رو سفر فرودگاه فعلا کار نکنه، ولی این فقط برای همین هفته‌ست تا مارکتینگ تصمیمشو بگیره',
        ),
        said(
          'و فقط راننده‌هایی که امتیازشون بالای ۴.۶ ـه و ماشینشون مدل ۱۳۹۵ به بعده offer سفر فرودگاه میگیرن.',
          {
            key: 's-airport-drivers',
            type: 'constraint',
          },
        ),
        replied(
          'فیلتر رو تو matcher برای trip.airport = true اضافه کردم: rating >= 4.6 و vehicle_year >= 1395.',
        ),
        said('عالی، دمت گرم. یه خلاصه واسه توضیح MR بنویس'),
      ],
    },
    {
      id: 'ride-session-2',
      age: 3,
      turns: [
        said('salam, dashboard grafana payment ro didi? p99 verify zarinpal reside 4 sanie'),
        replied(
          'بله، از ساعت ۱۸ به بعد. چند بار هم context deadline exceeded داریم و retry داخل همون request انجام میشه.',
        ),
        said(
          'timeout کلاینت زرین‌پال رو بذار ۱۰ ثانیه. retry واسه verify فقط از طریق reconciler، هیچوقت inline تو همون request.',
          {
            key: 's-ipg-timeout',
            type: 'constraint',
          },
        ),
        replied('انجام شد: http.Client با Timeout 10s و retry داخلی verify حذف شد.'),
        said('امروز ناهار قیمه بود یا قورمه سبزی؟ 😄'),
        said('حداقل شارژ کیف پول ۵۰ هزار تومن، حداکثر ۲۰ میلیون تومن تو هر تراکنش. تو DB که میدونی ریاله.', {
          key: 's-topup-limits',
          type: 'constraint',
        }),
        replied(
          'MinTopupRial = 500_000 و MaxTopupRial = 200_000_000 رو تو services/payment/limits.go گذاشتم.',
        ),
        said('PaymentReconcilerJob الان هر چند دقیقه یه بار اجرا میشه؟'),
        replied('هر ۵ دقیقه، با CronJob تو chart سرویس payment.'),
        said(
          'اوکی. یه تصمیم دیگه: رسید پرداخت دیگه پیامک نمیشه، فقط نوتیف داخل اپ. پیامک فقط مال OTP و کد تحویل پیکه.',
          {
            key: 's-receipt-push',
            type: 'decision',
          },
        ),
        replied('SendReceiptSMS رو حذف کردم و رسید از طریق services/notif/ws ارسال میشه.'),
        said('ye test ham baraye reconciler benevis ba fake zarinpal'),
        said('پسورد sandbox سامان: SEP_TERMINAL_ID=13579246 SEP_PASSWORD=S@manSbx-9931', {
          secret: 'S@manSbx-9931',
        }),
        said(
          'و یه قانون: هر تغییری تو ledger_entries یا منطق wallet بدون review مریم merge نمیشه، حتی یه خط.',
          {
            key: 's-wallet-review',
            type: 'convention',
          },
        ),
        replied('CODEOWNERS رو برای services/wallet/ آپدیت کردم که approve مریم لازم باشه.'),
        said('mersi, dastet dard nakone 🙏'),
      ],
    },
  ],
  prompts: [
    p('یه consumer جدید برای trip.ride.completed.v1 بنویس که امتیاز راننده رو آپدیت کنه', [
      'jetstream-idem',
      'jetstream-exactly-claim',
      'subjects',
      'bus-nats',
    ]),
    p('services/payment/ipg/zarinpal.go موقع payment/request مبلغ رو تقسیم بر ۱۰ کنم؟', [
      'amount-rial',
      'zarinpal-toman-claim',
      'ipg-zarinpal',
    ]),
    p('یه کاربر میگه کیف پولش دوبار شارژ شده، لاگا رو چک کن', [
      'incident-double-charge',
      'ipg-verify',
      'wallet-ledger',
    ]),
    p('یه endpoint ادمین بنویس که بشه موجودی کیف پول کاربر رو مستقیم set کرد', [
      'wallet-ledger',
      's-wallet-review',
      's-feature-flags',
    ]),
    p('گزارش روزانه‌ی درآمد هر شهر رو از ClickHouse دربیار، تاریخا شمسی باشه', [
      'clickhouse',
      'jalali',
      'utc-storage',
      'commission',
      'commission-claim',
    ]),
    p('ساعت سفرا تو پنل ادمین از اول تیر یه ساعت جلوتر نشون داده میشه', [
      'no-dst',
      'utc-storage',
      'tehran-time-claim',
      'jalali',
    ]),
    p('matcher رو عوض کن که اگه تو ۳ کیلومتر راننده نبود تا ۷ کیلومتر بگرده', [
      'match-rings',
      'neshan-quota',
      'offer-one-driver',
    ]),
    p('offer سفر رو همزمان به ۳ تا راننده‌ی نزدیک بفرستیم که زودتر قبول بشه', [
      'offer-one-driver',
      'match-rings',
    ]),
    p('راننده‌ها اپ رو میبندن ولی تا چند دقیقه هنوز بهشون سفر offer میشه', ['loc-redis', 'loc-ttl-claim']),
    p('لوکیشنای راننده رو برای تاریخچه‌ی سفر تو جدول driver_locations توی postgres ذخیره کن', [
      'loc-not-pg',
      'clickhouse',
    ]),
    p(
      'ST_DWithin هیچ راننده‌ای برنمیگردونه ولی راننده‌ها دقیقا دم مبدأن 🤔 services/dispatch/queries/nearby.sql',
      ['postgis-order'],
    ),
    p('OTP برای خطای ایرانسل نمیرسه، همراه اول اوکیه', ['otp-lookup']),
    p('برای e2e تست تو stg محدودیت OTP رو بردار', ['otp-limits', 'incident-otp-flood']),
    p('Firebase رو برای push اپ مسافر اضافه کنیم؟ راحت‌تره', ['push-own', 'no-foreign-deps']),
    p('add Sentry (sentry.io) to the dispatch service for error tracking', ['no-foreign-deps', 'logging']),
    p('شماره‌ی «۰۹۱۲۳۴۵۶۷۸۹» با ارقام فارسی موقع لاگین پیدا نمیشه', ['msisdn', 'textnorm']),
    p('جستجوی آدرس «كوی نصر» با ک عربی هیچی پیدا نمیکنه', ['textnorm']),
    p('یه کوئری جدید برای لیست سفرای راننده با pagination اضافه کن', ['sqlc', 'utc-storage']),
    p('ستون cancel_reason به trips اضافه کن، migration هم بنویس', ['migrations', 'sqlc']),
    p('یه ایندکس روی ledger_entries(user_id, created_at) بذار', [
      'migrations',
      'wallet-ledger',
      's-wallet-review',
    ]),
    p('golangci-lint داره درباره‌ی x := x تو حلقه‌ها warning میده، همه رو پاک کنم؟', ['go-122']),
    p('Dockerfile سرویس notif: FROM golang:1.22-alpine پول نمیشه، 403 میده', ['registry', 'go-122']),
    p('go mod download تو CI روی proxy.golang.org تایم اوت میخوره', ['goproxy', 'ci']),
    p("deploy pricing to prod now please, it's thursday 16:00", ['deploy-freeze', 'argocd-only']),
    p('replicaهای dispatch رو با kubectl scale ببر رو ۱۲، ترافیک زده بالا', ['argocd-only', 'k8s']),
    p('۲۵ اسفنده، یه hotfix کوچیک برای pricing داریم، دیپلوی کنم؟', ['deploy-freeze']),
    p('surge رو برای شب یلدا ۳ برابر کن', ['surge-cap', 'pricing-formula']),
    p('قیمت سفر از ونک به فرودگاه امام رو تو quote.go درست حساب کن', [
      's-airport-fee',
      'pricing-formula',
      'surge-cap',
      'price-lock',
    ]),
    p('مسافر شکایت کرده قیمتی که اول نشون دادیم با آخر سفر فرق داشت', ['price-lock', 'pricing-formula']),
    p('کمیسیون سفر برای تسویه‌ی راننده‌ها چند درصده؟', ['commission', 'commission-claim']),
    p('فایل پایای امروز ساخته نشده، SettlementJob رو چک کن', ['payout-paya']),
    p('راننده میخواد شبای داداشش رو برای تسویه ثبت کنه', ['sheba-owner', 'payout-paya']),
    p('اعتبارسنجی کد ملی تو @services/driver/onboarding/validate.go', [
      'national-id',
      'textnorm',
      'driver-docs',
    ]),
    p('چرا این راننده آنلاینه ولی هیچ سفری بهش نمیرسه؟ status=pending', ['driver-docs']),
    p('ETA رو برای ۱۰۰ تا راننده با distance matrix نشان حساب کن', [
      'neshan-quota',
      'map-neshan',
      'match-rings',
    ]),
    p('reverse geocode نشان برای یه آدرس تو پرند خالی برمیگرده', ['note-neshan-reverse', 'map-neshan']),
    p('integration test برای PaymentReconcilerJob بنویس', [
      'tests',
      'ipg-verify',
      'zarinpal-sandbox',
      's-ipg-timeout',
    ]),
    p('rpc جدید GetTripReceipt به proto/trip/v1/trip.proto اضافه کن', ['grpc-conv', 'amount-rial']),
    p('لاگ درخواست OTP رو کامل کن، شماره و کد هم توش باشه که دیباگ راحت‌تر شه', ['logging']),
    p('پیک: سفارش پرداخت در محل ۷ میلیون تومنی ثبت نمیشه', ['courier-cod', 'amount-rial']),
    p('بعد از شارژ کیف پول یه پیامک رسید برای کاربر بفرست', ['s-receipt-push', 'push-own']),
    p('حداقل و حداکثر مبلغ شارژ کیف پول رو تو services/payment چک کن', ['s-topup-limits', 'amount-rial']),
    p('timeout زرین‌پال رو بذارم ۳۰ ثانیه که verify کمتر fail شه؟', ['s-ipg-timeout', 'ipg-verify']),
    p('سفر رزروی برای ۱۰ روز بعد ثبت نمیشه، باگه؟', ['s-schedule-window']),
    p('endpoint جدید POST /v1/trips/{id}/tip تو gateway', [
      's-feature-flags',
      'grpc-conv',
      'amount-rial',
      'wallet-ledger',
    ]),
    p('راننده‌ی سفر فرودگاه پراید مدل ۸۹ داشت، مسافر شاکیه', ['s-airport-drivers']),
    p('کلید API کاوه‌نگار رو کجا بذارم که سرویس notif بخونتش؟', ['config-vault']),
    p('هنوز RabbitMQ داریم؟ میخوام یه queue جدید بسازم', ['bus-nats', 'subjects']),
    p('who owns the wallet service?', ['owners']),
    p('فرق buffered و unbuffered channel تو Go چیه؟', []),
    p('مرسی، حل شد 🙏', []),
    p('ye regex baraye validate email bede', []),
    p('explain context.WithCancel vs context.WithTimeout in general', []),
    p('commit kon', []),
  ],
});
