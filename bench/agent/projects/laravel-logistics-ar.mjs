// A Gulf/Egyptian last-mile logistics platform: dispatch, driver app, COD reconciliation, ZATCA e-invoicing.
// The team writes mostly in Arabic (Modern Standard and Egyptian colloquial) mixed with English technical terms.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-logistics-ar',
  stack:
    'Laravel 11 + PHP 8.3, MySQL 8 (spatial), Redis + Laravel Horizon, Sanctum, Pest + Larastan + Pint, React Native (Expo SDK 51, EAS) driver app, Google Maps (geocoding/Places) + HERE Routing/Tour Planning, ZATCA Fatoora phase 2 (UBL 2.1, XAdES), Oracle Cloud me-jeddah-1 (OKE Kubernetes, Helm), GitLab CI',
  memories: [
    m('laravel-10', 'fact', 'المشروع على Laravel 10، الـ middleware متسجلة في app/Http/Kernel.php', {
      age: 560,
      files: ['app/Http/Kernel.php'],
      tags: ['laravel', 'middleware'],
    }),
    m(
      'laravel-11',
      'decision',
      'عملنا upgrade لـ Laravel 11 بالـ slim skeleton: مفيش Kernel.php خلاص. الـ middleware والـ exceptions بتتسجل في bootstrap/app.php (->withMiddleware / ->withExceptions)، والـ schedule في routes/console.php.',
      {
        fact: 'backend | framework | Laravel 11',
        supersedes: 'laravel-10',
        age: 230,
        files: ['bootstrap/app.php', 'routes/console.php'],
        tags: ['laravel', 'upgrade', 'middleware', 'kernel'],
      },
    ),
    m('queue-db', 'fact', 'الـ queues شغالة على database driver (جدول jobs)، worker واحد بـ supervisord', {
      age: 620,
      tags: ['queue', 'database'],
    }),
    m(
      'queue-horizon',
      'decision',
      'نقلنا كل الـ queues لـ Redis + Horizon. الـ queues: default, dispatch, cod, zatca, notifications. كل supervisor متعرف في config/horizon.php، و cod + zatca على supervisors منفصلين. timeout 120s، tries 5، backoff [10, 60, 300].',
      {
        fact: 'queues | driver | Redis + Horizon',
        supersedes: 'queue-db',
        age: 300,
        canonical: true,
        files: ['config/horizon.php', 'config/queue.php'],
        tags: ['horizon', 'redis', 'queue', 'jobs'],
      },
    ),
    m(
      'job-idempotent',
      'constraint',
      'أي Job لازم تكون idempotent — Horizon بيعمل retry وممكن نفس الـ job تتنفذ مرتين. استخدم ShouldBeUnique أو اعمل check على الـ status جوه transaction قبل التنفيذ (lockForUpdate).',
      {
        canonical: true,
        reaffirm: 7,
        tags: ['jobs', 'idempotent', 'horizon', 'retry'],
      },
    ),
    m(
      'after-commit',
      'convention',
      "الـ jobs والـ events اللي بتتعمل dispatch جوه DB transaction لازم تكون afterCommit — 'after_commit' => true في config/queue.php على connection redis، ومتعملش dispatchSync في staging/prod خالص.",
      {
        files: ['config/queue.php'],
        tags: ['jobs', 'transactions', 'after-commit', 'queue'],
      },
    ),
    m(
      'horizon-tags',
      'convention',
      'كل job بترجع tags() فيها shipment:{id} أو merchant:{id} عشان نعرف ندور عليها في Horizon dashboard.',
      {
        tags: ['horizon', 'jobs', 'monitoring'],
      },
    ),
    m(
      'incident-horizon-mem',
      'incident',
      'رمضان 2024: Horizon workers وقفت الساعة 11 بالليل (peak بعد التراويح) بسبب memory leak في GeneratePodPdfJob (dompdf). الحل: --max-jobs=500 --max-time=3600 على كل supervisor، والـ PDF اتنقلت لـ queue لوحدها.',
      {
        files: ['app/Jobs/GeneratePodPdfJob.php', 'config/horizon.php'],
        tags: ['incident', 'horizon', 'memory', 'pdf'],
      },
    ),
    m(
      'routing-google',
      'fact',
      'كل الـ routing والـ ETA بيتحسبوا من Google Directions API (waypoints optimize:true) في RoutePlanner',
      {
        age: 500,
        files: ['app/Services/Routing/RoutePlanner.php'],
        tags: ['routing', 'google-maps', 'eta'],
      },
    ),
    m(
      'routing-here',
      'decision',
      'الـ route optimization (multi-stop) بقت على HERE Tour Planning API، و ETA من HERE Routing v8 مع traffic. Google بقى بس للـ geocoding والـ Places autocomplete في app التاجر. السبب: فاتورة Google كانت ٣ أضعاف.',
      {
        fact: 'route optimization | provider | HERE Tour Planning',
        supersedes: 'routing-google',
        age: 200,
        reason: 'cost',
        files: ['app/Services/Routing/RoutePlanner.php', 'app/Services/Routing/HereClient.php'],
        tags: ['routing', 'here', 'eta', 'google-maps', 'tour-planning'],
      },
    ),
    m(
      'here-limits',
      'fact',
      'HERE plan بتاعنا 5 rps؛ Tour Planning problems async — بنعمل submit ونعمل polling كل 3 ثواني في PlanToursJob. متعملش call sync من الـ controller.',
      {
        files: ['app/Jobs/PlanToursJob.php'],
        tags: ['here', 'rate-limit', 'tour-planning', 'jobs'],
      },
    ),
    m(
      'eta-factor',
      'fact',
      'ETA اللي بيظهر للعميل = HERE duration × peak factor من config/eta.php (الرياض 1.3 من 4 لـ 8 المغرب، القاهرة 1.5 طول اليوم تقريباً 😅).',
      {
        files: ['config/eta.php'],
        tags: ['eta', 'traffic', 'config'],
      },
    ),
    m(
      'national-address',
      'fact',
      'في السعودية بنخزن العنوان الوطني المختصر (Short Address زي RRRD2929: 4 حروف + 4 أرقام) وبنحوله لـ lat/lng من National Address API الأول، ولو فشل نروح لـ Google geocoding.',
      {
        files: ['app/Services/Geo/NationalAddressClient.php'],
        tags: ['address', 'geocoding', 'ksa', 'national-address'],
      },
    ),
    m(
      'zones',
      'convention',
      'المناطق (zones) متعرفة كـ polygons في جدول zones (MySQL spatial). تحديد الـ zone بـ ST_Contains على الـ lat/lng — ممنوع نعتمد على اسم الحي اللي راجع من Google.',
      {
        tags: ['zones', 'spatial', 'mysql', 'geo'],
      },
    ),
    m(
      'geofence',
      'constraint',
      'مينفعش السواق يقفل الشحنة delivered إلا لو موقعه جوه 150 متر من عنوان العميل. الـ override بس من الـ dispatcher من لوحة التحكم وبيتسجل في audit_log.',
      {
        files: ['app/Http/Controllers/Driver/V1/DeliveryController.php'],
        tags: ['geofence', 'delivery', 'driver', 'pod'],
      },
    ),
    m(
      'pod-otp',
      'constraint',
      'Proof of delivery: صورة + اسم المستلم لكل الشحنات، وشحنات الـ COD لازم كمان OTP من 4 أرقام بيوصل للعميل SMS.',
      {
        canonical: true,
        tags: ['pod', 'otp', 'cod', 'delivery'],
      },
    ),
    m(
      'pod-claim',
      'fact',
      'الـ OTP اتلغى في شحنات الكاش عشان كان بيأخر السواقين، الصورة لوحدها كفاية كـ POD دلوقتي',
      {
        disputes: 'pod-otp',
        tags: ['pod', 'otp', 'cod'],
      },
    ),
    m(
      'state-machine',
      'constraint',
      "حالات الشحنة: created → assigned → picked_up → out_for_delivery → delivered | failed_attempt → rto. أي تغيير status لازم يعدي على ShipmentStateMachine::transition() — ممنوع $shipment->update(['status' => ...]) مباشرة.",
      {
        canonical: true,
        files: ['app/Domain/Shipments/ShipmentStateMachine.php'],
        tags: ['shipments', 'status', 'state-machine'],
      },
    ),
    m(
      'failed-attempts',
      'fact',
      'أقصى حاجة 3 محاولات تسليم؛ بعد التالتة الشحنة بتتحول rto تلقائي وبيتبعت للتاجر إشعار.',
      {
        tags: ['delivery', 'rto', 'failed-attempt'],
      },
    ),
    m(
      'awb',
      'fact',
      'رقم الشحنة (AWB) = كود الدولة + 10 أرقام + check digit (Luhn)، مثلاً SA4829301756-3 أو EG1029384756-0. بيتعمل من AwbGenerator بس.',
      {
        files: ['app/Domain/Shipments/AwbGenerator.php'],
        tags: ['awb', 'tracking', 'ids'],
      },
    ),
    m('cod-daily', 'fact', 'تسوية الكاش مع السواقين مرة واحدة آخر اليوم في الـ hub', {
      age: 410,
      tags: ['cod', 'cash', 'reconciliation'],
    }),
    m(
      'cod-shift',
      'decision',
      'من دلوقتي تسوية الكاش per shift: السواق يقفل الشيفت بـ cash handover في الـ hub، والـ wallet بتاعه لازم يكون صفر قبل ما يبدأ شيفت جديد. حد الكاش مع السواق 5000 ريال / 15000 جنيه، لو عداه الـ app بيوقف إسناد شحنات COD ليه.',
      {
        supersedes: 'cod-daily',
        age: 105,
        files: ['app/Domain/Cod'],
        tags: ['cod', 'cash', 'shift', 'wallet', 'reconciliation'],
      },
    ),
    m(
      'cod-ledger',
      'constraint',
      'رحلة الكاش: تحصيل → wallet السواق → handover في الـ hub → إيداع بنكي → payout للتاجر. كل خطوة entry في cod_ledger وهو append-only؛ التصحيح بـ reversal entry مش UPDATE.',
      {
        files: ['app/Domain/Cod/CodLedger.php'],
        tags: ['cod', 'ledger', 'append-only'],
      },
    ),
    m(
      'money-minor',
      'convention',
      'الفلوس بتتخزن integer بأصغر وحدة (هللة / قرش / فلس) في عمود amount_minor + عمود currency. ممنوع float، وفي PHP استخدم brick/money.',
      {
        tags: ['money', 'currency', 'amount', 'brick-money'],
      },
    ),
    m(
      'money-decimal-claim',
      'convention',
      'المبالغ DECIMAL(10,2) في MySQL كفاية جداً ومفيش داعي للـ minor units، أسهل في التقارير',
      {
        disputes: 'money-minor',
        tags: ['money', 'decimal', 'mysql'],
      },
    ),
    m(
      'currencies',
      'constraint',
      'العملات SAR, AED, EGP. كل شحنة بعملة دولة التسليم؛ مفيش تحويل عملات جوه السيستم خالص.',
      {
        tags: ['currency', 'countries'],
      },
    ),
    m(
      'payouts',
      'fact',
      'payouts للتجار أسبوعي يوم الأحد بعد خصم رسوم الشحن + COD fee 1%. السعودية تحويل IBAN (sarie)، مصر InstaPay أو تحويل بنكي. مثال IBAN في الـ tests: SA0380000000608010167519.',
      {
        files: ['app/Domain/Payouts'],
        tags: ['payouts', 'merchants', 'iban', 'cod'],
      },
    ),
    m(
      'incident-double-payout',
      'incident',
      'White Friday نوفمبر 2024: payouts اتصرفت مرتين لـ 37 تاجر — RunWeeklyPayoutsJob عملت timeout والـ retry صرف تاني. الحل: unique (merchant_id, period_start) على payouts + الـ job بتتأكد من الحالة الأول. آخر build سليم وقتها a81f3c9e2d4b7056f1e8a9c3d2b5e7f4a6c8d0e1.',
      {
        files: ['app/Jobs/RunWeeklyPayoutsJob.php'],
        tags: ['incident', 'payouts', 'duplicates', 'retry'],
      },
    ),
    m(
      'scheduler-one',
      'convention',
      'الـ scheduler شغال في كل pods الـ web، عشان كده أي scheduled command لازم ->onOneServer()->withoutOverlapping() (Redis lock).',
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'locks'],
      },
    ),
    m(
      'zatca-p1',
      'fact',
      'فواتير السعودية: QR code TLV فيه 5 حقول (اسم البائع، الرقم الضريبي، التاريخ، الإجمالي، الضريبة) — ZATCA phase 1، بنطلع PDF بس',
      {
        age: 700,
        tags: ['zatca', 'invoice', 'qr'],
      },
    ),
    m(
      'zatca-p2',
      'constraint',
      'ZATCA Phase 2 (integration): فواتير B2B (standard) لازم clearance من ZATCA قبل ما تتبعت للعميل؛ فواتير B2C (simplified) لازم تتعمل لها reporting خلال 24 ساعة. UBL 2.1 XML + XAdES signature + PIH hash chain. الكود في app/Services/Zatca/.',
      {
        fact: 'ksa invoices | e-invoicing | ZATCA phase 2',
        supersedes: 'zatca-p1',
        age: 250,
        canonical: true,
        files: ['app/Services/Zatca'],
        tags: ['zatca', 'e-invoicing', 'fatoora', 'ubl', 'clearance', 'reporting'],
      },
    ),
    m(
      'zatca-b2c-claim',
      'fact',
      'فواتير الـ simplified (B2C) ممكن نبعتها لـ ZATCA batch آخر الشهر مفيش مشكلة',
      {
        disputes: 'zatca-p2',
        tags: ['zatca', 'reporting', 'b2c'],
      },
    ),
    m(
      'zatca-sequential',
      'constraint',
      'الـ ICV (invoice counter) والـ PIH لازم يكونوا متسلسلين لكل EGS unit. عشان كده queue zatca لازم worker واحد لكل EGS (maxProcesses=1 على supervisor zatca، ومفتاح ShouldBeUnique = egs_id).',
      {
        files: ['config/horizon.php', 'app/Jobs/SubmitZatcaInvoiceJob.php'],
        tags: ['zatca', 'pih', 'icv', 'horizon', 'sequential'],
      },
    ),
    m(
      'incident-zatca-pih',
      'incident',
      'يناير 2025: زودنا workers الـ zatca لـ 4 عشان الـ backlog، الـ PIH chain اتكسر و ZATCA رفضت ~1200 فاتورة. رجعنا worker واحد وعملنا re-chain من آخر فاتورة مقبولة.',
      {
        tags: ['incident', 'zatca', 'pih', 'horizon'],
      },
    ),
    m(
      'zatca-egs',
      'fact',
      'كل hub = EGS unit ليه production CSID خاص. في الـ sandbox بتاع ZATCA الـ compliance CSID بيتطلب بـ OTP ثابت 123345 (ده من الـ docs الرسمية). رقم ضريبي للتجربة 399999999900003.',
      {
        tags: ['zatca', 'egs', 'csid', 'sandbox'],
      },
    ),
    m(
      'zatca-credit-note',
      'convention',
      'المرتجعات (RTO) والخصومات بعد الفاتورة = credit note (نوع 381) مرتبطة بالفاتورة الأصلية في BillingReference. ممنوع نعدل أو نلغي فاتورة اتعملها clearance.',
      {
        files: ['app/Services/Zatca/CreditNoteBuilder.php'],
        tags: ['zatca', 'credit-note', 'rto', 'invoice'],
      },
    ),
    m(
      'eg-einvoice',
      'fact',
      'مصر: الـ e-invoice بتاع ETA للـ B2B لسه بيتعمل manual من الـ finance على البورتال، مش في السيستم.',
      {
        tags: ['egypt', 'eta', 'e-invoice'],
      },
    ),
    m(
      'vat-rates',
      'convention',
      'VAT: السعودية 15%، مصر 14%، الإمارات 5%. النسب في config/tax.php per country — متكتبش نسبة hardcoded في الكود.',
      {
        files: ['config/tax.php'],
        tags: ['vat', 'tax', 'config'],
      },
    ),
    m(
      'timezones',
      'convention',
      "كل التواريخ في DB بـ UTC ('timezone' => 'UTC' في config/app.php). العرض بتوقيت الدولة: Asia/Riyadh, Asia/Dubai, Africa/Cairo حسب country_code بتاع الشحنة.",
      {
        tags: ['timezone', 'utc', 'dates'],
      },
    ),
    m('tz-claim', 'fact', 'app timezone = Asia/Riyadh وكل الـ timestamps في الداتابيز بتوقيت الرياض', {
      disputes: 'timezones',
      tags: ['timezone'],
    }),
    m(
      'weekends',
      'fact',
      'الـ SLA بيتحسب بأيام العمل per country من config/calendars.php: السعودية ومصر الويك إند جمعة/سبت، الإمارات سبت/أحد. والأعياد (الفطر والأضحى) بتتضاف كل سنة يدوي.',
      {
        files: ['config/calendars.php'],
        tags: ['sla', 'calendar', 'weekend', 'holidays'],
      },
    ),
    m(
      'phone-e164',
      'convention',
      'أرقام التليفون تتخزن E.164 دايماً (+9665XXXXXXXX، +2010XXXXXXXX، +9715XXXXXXXX). normalize بـ propaganistas/laravel-phone في الـ FormRequest، حسب دولة الشحنة.',
      {
        tags: ['phone', 'e164', 'validation'],
      },
    ),
    m(
      'pii-phone',
      'constraint',
      'رقم العميل الحقيقي ممنوع يوصل للـ driver app — الاتصال بيعدي على masked number (Unifonic voice proxy) وبيتقفل بعد التسليم بساعتين. وفي الـ logs الرقم masked (آخر 3 أرقام بس).',
      {
        canonical: true,
        tags: ['pii', 'phone', 'privacy', 'driver-app', 'logging'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'بيانات العملاء السعوديين (اسم، جوال، عنوان، location history) ممنوع تخرج برا السعودية — PDPL. ده معناه logs و backups و analytics و error tracking كلهم على OCI Jeddah. أي SaaS جديد محتاج موافقة الـ compliance.',
      {
        canonical: true,
        reaffirm: 15,
        tags: ['pdpl', 'data-residency', 'compliance', 'ksa', 'vendors'],
      },
    ),
    m(
      'infra-oci',
      'fact',
      'الـ infra على Oracle Cloud me-jeddah-1: OKE cluster، MySQL HeatWave، Redis (OCI Cache). Helm charts في deploy/helm؛ Horizon workers deployment منفصل عن الـ web.',
      {
        fact: 'infrastructure | hosted_on | OCI me-jeddah-1',
        files: ['deploy/helm'],
        tags: ['oci', 'kubernetes', 'helm', 'infra'],
      },
    ),
    m('staging-do', 'note', 'الـ staging على droplet في DigitalOcean فرانكفورت، ssh بـ key بتاع يوسف', {
      age: 720,
      tags: ['staging', 'digitalocean'],
    }),
    m(
      'secrets-vault',
      'convention',
      'الأسرار كلها في OCI Vault وبتدخل الـ pods عن طريق External Secrets. ممنوع في .env متعملها commit أو في values.yaml. .env.example فيها placeholders بس (DB_PASSWORD= فاضية، GOOGLE_MAPS_SERVER_KEY=your-key-here).',
      {
        canonical: true,
        files: ['deploy/helm', '.env.example'],
        tags: ['secrets', 'vault', 'env', 'config'],
      },
    ),
    m(
      'pw-rotation',
      'fact',
      'باسوردات الـ DB بتتغير كل 90 يوم من Vault أوتوماتيك، ولو حد محتاج باسورد يطلب access من يوسف — محدش يبعت باسورد على سلاك.',
      {
        tags: ['rotation', 'passwords', 'vault'],
      },
    ),
    m(
      'oci-fingerprint',
      'note',
      'الـ OCI API signing key بتاع CI: fingerprint 3a:7f:c2:91:0d:5e:b8:44:6a:1f:e9:73:28:bd:05:c6 (public, ده اللي بيتحط في الـ console). الـ private key نفسه في Vault.',
      {
        tags: ['oci', 'ci', 'keys'],
      },
    ),
    m(
      'online-migrations',
      'constraint',
      'جداول shipments و tracking_events و cod_ledger كبيرة جداً (shipments ~200M row). أي ALTER عليها بـ gh-ost مش Schema::table مباشرة — الـ migration بتاعة Laravel بتتعمل no-op وتتكتب خطوة gh-ost في runbooks/migrations/.',
      {
        files: ['database/migrations', 'runbooks/migrations'],
        tags: ['migrations', 'mysql', 'gh-ost', 'online-ddl'],
      },
    ),
    m(
      'no-prod-tinker',
      'constraint',
      'ممنوع php artisan tinker على prod. أي data fix = artisan command متراجع في PR ومعاه --dry-run، ويتشغل من job في الـ pipeline.',
      {
        tags: ['prod', 'tinker', 'data-fix'],
      },
    ),
    m(
      'arabic-normalize',
      'convention',
      'الأسماء والعناوين العربي: collation utf8mb4_0900_ai_ci، والبحث على عمود name_normalized (أ/إ/آ → ا، ة → ه، ى → ي، وشيل التشكيل والتطويل) من ArabicNormalizer.',
      {
        files: ['app/Support/ArabicNormalizer.php'],
        tags: ['arabic', 'search', 'normalization', 'mysql'],
      },
    ),
    m(
      'numerals',
      'convention',
      'الأرقام في الـ app والـ API أرقام غربية (0-9) حتى في الواجهة العربي. الفاتورة الـ PDF بس بتعرض الأرقام العربية الهندية (٠-٩) جنب الغربية.',
      {
        tags: ['numerals', 'i18n', 'arabic'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Driver API تحت /api/driver/v1 و merchant API تحت /api/merchant/v1، auth بـ Sanctum tokens. أي breaking change = v2 — نسخ قديمة من الـ driver app لسه بتكلم v1.',
      {
        files: ['routes/api.php'],
        tags: ['api', 'versioning', 'sanctum'],
      },
    ),
    m(
      'api-resources',
      'convention',
      'الـ responses دايماً من خلال JsonResource، ممنوع return $model. الـ validation في FormRequest classes مش في الـ controller.',
      {
        files: ['app/Http/Resources', 'app/Http/Requests'],
        tags: ['api', 'resources', 'validation', 'formrequest'],
      },
    ),
    m(
      'lazy-loading',
      'convention',
      'Model::preventLazyLoading() شغال في local و testing، فأي N+1 بيضرب exception. استخدم with() / load() أو loadMissing().',
      {
        files: ['app/Providers/AppServiceProvider.php'],
        tags: ['eloquent', 'n+1', 'performance'],
      },
    ),
    m('tests-sqlite', 'convention', 'الـ tests بـ sqlite in-memory (phpunit.xml DB_CONNECTION=sqlite)', {
      age: 540,
      files: ['phpunit.xml'],
      tags: ['tests', 'sqlite'],
    }),
    m(
      'tests-mysql',
      'convention',
      'الـ tests بقت Pest + MySQL 8 حقيقي (service في GitLab CI و docker compose محلياً) عشان الـ spatial functions (ST_Contains, ST_Distance_Sphere) والـ JSON columns مش شغالة على sqlite. RefreshDatabase + parallel.',
      {
        supersedes: 'tests-sqlite',
        age: 270,
        files: ['phpunit.xml', 'tests/Pest.php'],
        tags: ['tests', 'pest', 'mysql', 'spatial'],
      },
    ),
    m(
      'larastan',
      'convention',
      'Larastan level 8 و Pint (preset laravel) في CI. الـ phpstan-baseline.neon ممنوع يكبر — لو PR زود errors صلحها، متعملش regenerate للـ baseline.',
      {
        files: ['phpstan.neon', 'phpstan-baseline.neon', 'pint.json'],
        tags: ['larastan', 'phpstan', 'pint', 'ci', 'lint'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI: pint → larastan → pest (parallel) → docker build → deploy staging تلقائي؛ prod يدوي (manual job) بعد موافقة.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'ممنوع deploy على prod: الخميس بعد 4 العصر، وفي رمضان من الإفطار لحد 2 الصبح (الـ peak)، وطول أسبوع White Friday و 11.11. hotfix في الأوقات دي محتاج موافقة يوسف.',
      {
        tags: ['deploy', 'freeze', 'prod', 'ramadan'],
      },
    ),
    m(
      'redis-dbs',
      'constraint',
      'Redis: DB 0 للـ queues، DB 1 للـ cache والـ locks (Cache::lock). عشان كده Cache::flush() ممنوع على prod — بيمسح الـ locks بتاعة الـ scheduler والـ payouts. امسح tags محددة بس.',
      {
        files: ['config/database.php', 'config/cache.php'],
        tags: ['redis', 'cache', 'locks', 'flush'],
      },
    ),
    m(
      'no-octane',
      'decision',
      'مش هنستخدم Octane — في static state في legacy services (PricingService) بيبوظ بين الـ requests.',
      {
        reason: 'static state leaks between requests',
        tags: ['octane', 'performance'],
      },
    ),
    m(
      'notifications',
      'fact',
      'SMS: Unifonic في السعودية والإمارات، Victory Link في مصر. WhatsApp عبر Meta Cloud API بـ templates لازم تتعمل لها approval قبل الاستخدام. الكل عبر Laravel Notifications channels في app/Notifications/Channels.',
      {
        files: ['app/Notifications/Channels'],
        tags: ['sms', 'whatsapp', 'notifications', 'unifonic'],
      },
    ),
    m(
      'sms-sender',
      'constraint',
      'الـ SMS في السعودية لازم بـ sender ID مسجل ("Mashawir")، والرسايل التسويقية ممنوعة من 9 بالليل لـ 9 الصبح. رسايل الـ OTP والتتبع transactional مسموحة أي وقت.',
      {
        tags: ['sms', 'ksa', 'compliance', 'sender-id'],
      },
    ),
    m(
      'rn-bare',
      'fact',
      'driver app: React Native 0.68 bare + redux + redux-persist، builds يدوي من Android Studio',
      {
        age: 470,
        files: ['driver-app'],
        tags: ['react-native', 'driver-app', 'redux'],
      },
    ),
    m(
      'rn-expo',
      'decision',
      'driver app بقى Expo (SDK 51, dev client) + EAS Build. state: zustand + TanStack Query، والـ offline queue بـ WatermelonDB. redux اتشال خالص.',
      {
        supersedes: 'rn-bare',
        age: 190,
        files: ['driver-app', 'driver-app/eas.json'],
        tags: ['react-native', 'expo', 'eas', 'driver-app', 'offline'],
      },
    ),
    m(
      'rtl',
      'convention',
      'الـ driver app RTL حسب اللغة: I18nManager.forceRTL وبعدين reload. في الـ styles استخدم start/end (marginStart, paddingEnd) مش left/right، والأيقونات الاتجاهية بتتعكس بـ transform scaleX حسب I18nManager.isRTL.',
      {
        files: ['driver-app/src/i18n'],
        tags: ['rtl', 'i18n', 'arabic', 'driver-app', 'styles'],
      },
    ),
    m(
      'location-updates',
      'fact',
      'السواق بيبعت location كل 15 ثانية وهو في trip و كل 2 دقيقة وهو idle (expo-location background task، accuracy Balanced). لو مفيش نت بتتخزن وتترفع batch على POST /api/driver/v1/locations/batch.',
      {
        files: ['driver-app/src/tasks/locationTask.ts'],
        tags: ['location', 'gps', 'battery', 'driver-app', 'offline'],
      },
    ),
    m(
      'owners',
      'fact',
      'المسؤولين: dispatch والـ routing كريم عبد الحميد، COD والـ payouts نورة القحطاني، ZATCA فهد العتيبي، driver app منة الله سامي، infra يوسف الشريف.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'الـ commit messages والـ comments في الكود بالإنجليزي، الكلام بينا عادي عربي',
      {},
    ),
    m('pref-small-mrs', 'preference', 'MRs صغيرة لو سمحتوا، أكتر من 400 سطر قسّمها', {}),
    m('cand-octane', 'decision', 'نشغل Octane (Swoole) على الـ API عشان الـ latency', {
      candidate: true,
      tags: ['octane', 'performance'],
    }),
    m('cand-flutter', 'decision', 'نعيد كتابة الـ driver app بـ Flutter', {
      candidate: true,
      tags: ['flutter', 'driver-app'],
    }),
    m('cand-clickhouse', 'decision', 'location history يتنقل ClickHouse بدل MySQL', {
      candidate: true,
      tags: ['clickhouse', 'location'],
    }),
    m(
      'secret-env-db',
      'note',
      '.env بتاع الـ prod worker القديم (قبل Vault):\nDB_CONNECTION=mysql\nDB_HOST=10.0.4.12\nDB_DATABASE=mashawir\nDB_USERNAME=mashawir_app\nDB_PASSWORD=Msh@wir_Prod#2291',
      {
        secret: 'Msh@wir_Prod#2291',
      },
    ),
    m(
      'secret-staging-mysql',
      'note',
      'باسورد الـ MySQL بتاع staging هو Stg-Mysql!8830 متغيروش عشان الـ QA scripts',
      {
        secret: 'Stg-Mysql!8830',
      },
    ),
    m(
      'secret-zatca-csid',
      'note',
      'ZATCA production CSID بتاع hub RUH1 (config/zatca/ruh1.json):\n{"egs": "RUH1", "binarySecurityToken": "TUlJQ...(cert)", "secret": "74kVYPDnOpuq88xNW8NfJTp9gpe9svv210EmeMVHk/AF"}',
      {
        secret: '74kVYPDnOpuq88xNW8NfJTp9gpe9svv210EmeMVHk/AF',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'REDIS_URL=rediss://default:Hz0n-Qu3ue-Pr0d-71@redis-prod.mashawir.internal:6380/0 — ده اللي Horizon بيستخدمه',
      {
        secret: 'Hz0n-Qu3ue-Pr0d-71',
      },
    ),
    m(
      'secret-google-server',
      'note',
      'مفتاح Google السيرفر (geocoding): GOOGLE_MAPS_SERVER_KEY=AIzaSyb4a-fRQ40gonOuqKxftMEjkOMYZE-MEqw مقيد بالـ IPs بتاعة الـ NAT',
      {
        secret: 'AIzaSyb4a-fRQ40gonOuqKxftMEjkOMYZE-MEqw',
      },
    ),
    m(
      'secret-here-yaml',
      'note',
      'values-prod.yaml (قبل ما ننقل لـ Vault):\nrouting:\n  here:\n    apiKey: "UnFF68_x7kFLcN9BLZl5exDC-9znNracjB9_hZ-LeRq"\n    rps: 5',
      {
        secret: 'UnFF68_x7kFLcN9BLZl5exDC-9znNracjB9_hZ-LeRq',
      },
    ),
    m(
      'secret-unifonic',
      'note',
      'الـ AppSid بتاع Unifonic هو Zr0wDLsVOcXsMRFHz1oQAEaqBX خليه عندك لحد ما نحطه في Vault',
      {
        secret: 'Zr0wDLsVOcXsMRFHz1oQAEaqBX',
      },
    ),
    m(
      'secret-mysql-cli',
      'note',
      "تقرير الـ COD اليومي يدوي: mysql -h 10.0.4.15 -u cod_ro -p'C0d#Read0nly_552' mashawir < reports/cod_daily.sql",
      {
        secret: 'C0d#Read0nly_552',
      },
    ),
    m(
      'secret-whatsapp',
      'note',
      "config/services.php:\n'whatsapp' => [\n    'phone_number_id' => '104829371650042',\n    'token' => 'EAAGLVx11ZbPaoGiKYw4LzaLmujoLWkTDb1CsaShWHzLZ24H46SWSeNiyT9yJOpXAsN8ue2oqsTJXV27lwq360gEsfDxbEh7DsZIZO2ySHry4SshdtTXao8WTqoG',\n],",
      {
        secret:
          'EAAGLVx11ZbPaoGiKYw4LzaLmujoLWkTDb1CsaShWHzLZ24H46SWSeNiyT9yJOpXAsN8ue2oqsTJXV27lwq360gEsfDxbEh7DsZIZO2ySHry4SshdtTXao8WTqoG',
      },
    ),
    m(
      'secret-oci-pass',
      'note',
      '~/.oci/config بتاع الـ CI runner:\n[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaa7kq2\nfingerprint=3a:7f:c2:91:0d:5e:b8:44:6a:1f:e9:73:28:bd:05:c6\nkey_file=~/.oci/ci.pem\npass_phrase=Oc1-Jed#Key2025\nregion=me-jeddah-1',
      {
        secret: 'Oc1-Jed#Key2025',
      },
    ),
    m(
      'secret-reverb',
      'note',
      'live tracking websockets (Reverb): REVERB_APP_ID=mashawir REVERB_APP_KEY=trk-public REVERB_APP_SECRET=x2ojbdj0ynx4jbpkadgm',
      {
        secret: 'x2ojbdj0ynx4jbpkadgm',
      },
    ),
    m(
      'secret-sftp-bank',
      'note',
      'كلمة المرور لحساب الـ SFTP بتاع البنك (ملفات تسوية الـ COD) هي Snb$Sftp-4471q والمستخدم mashawir_cod',
      {
        secret: 'Snb$Sftp-4471q',
      },
    ),
    m(
      'secret-app-key',
      'note',
      'الـ APP_KEY بتاع prod (لو اتغير كل الـ encrypted columns هتبوظ!): APP_KEY=base64:B/4F1XvkoQee68TgvKjM0tX5X7jr4BN9WTjBX6aWGsI=',
      {
        secret: 'base64:B/4F1XvkoQee68TgvKjM0tX5X7jr4BN9WTjBX6aWGsI=',
      },
    ),
  ],
  sessions: [
    {
      id: 'dispatch-cod-session-1',
      age: 10,
      turns: [
        said('صباح الخير، عايزين نبص على الـ auto-assign في app/Domain/Dispatch/AutoAssigner.php النهارده'),
        replied(
          'بصيت عليه: بيتشغل على كل shipment.created event ويختار أقرب سواق متاح بـ ST_Distance_Sphere.',
        ),
        said(
          'لا احنا مش عايزينه real-time. الـ auto-assign يشتغل batch كل 5 دقايق، ويراعي capacity العربية (الوزن وعدد الشحنات)',
          {
            key: 's-batch-assign',
            type: 'decision',
          },
        ),
        replied('تمام، هعمل AssignDriversJob مجدولة كل 5 دقايق وتاخد كل الشحنات الـ created.'),
        said('أنواع العربيات عندنا bike و car و van بس، والـ van للشحنات اللي وزنها فوق 20 كيلو بس', {
          key: 's-vehicle-types',
          type: 'fact',
        }),
        replied('هضيف enum VehicleType ووزن الشحنة في الـ capacity check.'),
        said(
          'وبالمناسبة أسماء الـ jobs تبقى VerbNounJob زي AssignDriversJob و SettleShiftCashJob، مش ShipmentJob2 😂',
          {
            key: 's-job-naming',
            type: 'convention',
          },
        ),
        replied('حاضر، وهغير اسم CodJob القديمة لـ SettleShiftCashJob.'),
        said('فين بيتعمل الـ cash handover دلوقتي؟'),
        replied('في HubHandoverController، بيكتب entry في cod_ledger ويصفّر الـ wallet.'),
        said(
          'الحد الأقصى للـ COD في الشحنة الواحدة 3000 ريال في السعودية و 10000 جنيه في مصر. أكتر من كده التاجر لازم يخليها prepaid، الـ API ترفض',
          {
            key: 's-cod-cap',
            type: 'constraint',
          },
        ),
        replied('هضيف validation في StoreShipmentRequest حسب country_code.'),
        replied('اقتراح: نضيف rating للسواقين من العملاء ونستخدمه في الـ auto-assign؟'),
        said('لا مش دلوقتي خالص، ده محتاج قرار من الـ ops الأول'),
        said(
          'الـ OTP بتاع التسليم 3 محاولات بس، بعدها السواق يكلم الـ support من الـ app ومحدش يقفلها غير الـ dispatcher',
          {
            key: 's-otp-attempts',
            type: 'constraint',
          },
        ),
        replied('هعمل counter في delivery_otps و lock بعد التالتة.'),
        said(
          'الـ logs بتاعة الـ COD تروح channel لوحده cod_audit في config/logging.php و retention سنة كاملة',
          {
            key: 's-cod-log-channel',
            type: 'convention',
          },
        ),
        replied('أضفت channel cod_audit (daily, days=365) واستخدمته في CodLedger.'),
        said('بص الـ token ده بتاع سواق تجربة لو عايز تجرب الـ endpoint'),
        said(
          'curl -H "Authorization: Bearer 57|aRJczDNeQHEGBipMZzaJP8eh1Em3X1yE5epunReF" https://staging-api.mashawir.example/api/driver/v1/shifts/current',
          {
            secret: '57|aRJczDNeQHEGBipMZzaJP8eh1Em3X1yE5epunReF',
          },
        ),
        replied('الـ response فيه wallet_balance_minor و shift_id — الشكل مظبوط.'),
        said(
          'القاهرة والجيزة مقسمين zones (مدينة نصر، المعادي، الشيخ زايد...) والتسعير حسب zone الاستلام وzone التسليم، مش بالكيلومتر',
          {
            key: 's-zone-pricing',
            type: 'decision',
          },
        ),
        replied('PricingService بيحسب بالمسافة دلوقتي، هغيره يستخدم zone_pair_rates.'),
        said(
          'لو الشحنة رجعت RTO وكانت prepaid، الـ refund بيروح للتاجر مش للعميل — احنا ملناش علاقة بالعميل في الفلوس',
          {
            key: 's-rto-refund-merchant',
            type: 'fact',
          },
        ),
        replied('تمام، RtoService هيعمل credit لـ merchant wallet بس.'),
        said('تمام كده، اكتب لي ملخص للـ MR'),
        replied(
          'batch auto-assign كل 5 دقايق مع capacity، VehicleType، COD cap per country، OTP attempts، cod_audit channel، zone pricing، RTO refund للتاجر.',
        ),
        said('تسلم إيدك 🙏'),
      ],
    },
    {
      id: 'zatca-app-session-2',
      age: 3,
      turns: [
        said('ZATCA رجعت 503 امبارح بالليل ساعتين و الـ SubmitZatcaInvoiceJob فشلت كلها'),
        replied(
          'الـ job عندها tries=5 و backoff الافتراضي بتاع الـ supervisor، فخلصت الـ retries في أقل من 7 دقايق.',
        ),
        said(
          'لو ZATCA رجعت 5xx أو timeout نعمل retry بعد 1 و 5 و 15 و 60 دقيقة. لو رجعت 400 (rejected) متعملش retry خالص، اعمل ticket للـ finance وعلّم الفاتورة rejected',
          {
            key: 's-zatca-retry',
            type: 'constraint',
          },
        ),
        replied(
          'هعمل backoff() = [60, 300, 900, 3600] وأفرق بين ZatcaServerException و ZatcaRejectedException.',
        ),
        said('الفاتورة الـ PDF لازم تبقى bilingual، العربي على اليمين والإنجليزي على الشمال في نفس الصفحة', {
          key: 's-invoice-bilingual',
          type: 'convention',
        }),
        replied('هعدل resources/views/invoices/standard.blade.php لعمودين.'),
        said('إزاي بنعمل onboarding لـ hub جديد؟ افتتحنا DMM1 في الدمام'),
        replied('دلوقتي بيتعمل يدوي: CSR بـ openssl وبعدين compliance checks من Postman.'),
        said(
          'لا، من هنا ورايح أي EGS جديد بيتعمل بـ php artisan zatca:onboard {hub_code} بس، والـ CSID اللي يطلع يتحط في Vault أوتوماتيك',
          {
            key: 's-zatca-onboard-cmd',
            type: 'convention',
          },
        ),
        replied('هكتب الـ command في app/Console/Commands/ZatcaOnboard.php.'),
        said('أكواد الـ hubs تلات حروف المطار + رقم: RUH1، JED2، DMM1، CAI1', {
          key: 's-hub-codes',
          type: 'convention',
        }),
        replied('هضيف validation regex ^[A-Z]{3}[0-9]$ على hub_code.'),
        said('نقلب على الـ driver app شوية. كام version شغال دلوقتي في السوق؟'),
        replied('من الـ analytics: 3.9 لحد 3.14، وحوالي 8% لسه على 3.9.'),
        said(
          'أي نسخة أقل من 3.12 لازم force update، الـ app يسأل /api/driver/v1/config عن min_version عند الفتح',
          {
            key: 's-min-app-version',
            type: 'decision',
          },
        ),
        replied('هضيف min_version في ConfigController و ForceUpdateScreen في الـ app.'),
        said(
          'صور الـ POD تتخزن offline في الـ app وتترفع لما النت يرجع. max 3 صور، compression 0.7، ومن غير EXIF location',
          {
            key: 's-pod-photos',
            type: 'convention',
          },
        ),
        replied('هستخدم expo-image-manipulator مع compress 0.7 وأشيل الـ EXIF قبل الـ upload.'),
        said(
          'EAS update channels: production و staging بس. الـ OTA للـ JS fixes بس، أي تغيير native (permission، SDK) لازم store build جديد',
          {
            key: 's-eas-ota',
            type: 'convention',
          },
        ),
        replied('تمام، هوثّق ده في driver-app/README وهظبط eas.json.'),
        replied('Should I add Sentry cloud to the driver app for crash reports? عندهم Expo plugin جاهز.'),
        said('لا، Sentry السحابي ممنوع. عندنا Sentry self-hosted على OCI جدة، استخدم الـ DSN بتاعه', {
          key: 's-sentry-selfhosted',
          type: 'constraint',
        }),
        replied('تمام، هستخدم sentry-expo مع الـ DSN الداخلي.'),
        said('خلاص كده، شكراً'),
      ],
    },
  ],
  prompts: [
    p('ليه الـ zatca jobs بتفشل بـ invalid PIH من ساعة ما زودنا الـ workers؟ config/horizon.php', [
      'zatca-sequential',
      'incident-zatca-pih',
      'queue-horizon',
    ]),
    p('عايز أعمل job تبعت SMS للعميل لما الشحنة تبقى out_for_delivery', [
      'queue-horizon',
      'job-idempotent',
      'after-commit',
      'notifications',
      's-job-naming',
    ]),
    p('add a cod_collected_at column to the shipments table', ['online-migrations', 'timezones', 'tz-claim']),
    p('الـ tests بتفشل بـ no such function: ST_Distance_Sphere', ['tests-mysql']),
    p('ETA بتاع الـ multi-stop route بيتحسب إزاي؟ @app/Services/Routing/RoutePlanner.php', [
      'routing-here',
      'eta-factor',
      'here-limits',
    ]),
    p('ينفع نبعت فواتير الـ B2C لـ ZATCA مرة في الأسبوع بدل كل فاتورة لوحدها؟', [
      'zatca-p2',
      'zatca-b2c-claim',
    ]),
    p('فين Kernel.php؟ عايز أضيف middleware للـ driver API', ['laravel-11', 'api-versioning']),
    p('السواق عايز يبدأ شيفت جديد والـ wallet فيه 200 ريال من امبارح', ['cod-shift', 'cod-ledger']),
    p('in the new cod_ledger migration I used a float for amount, is that ok?', [
      'money-minor',
      'money-decimal-claim',
      'cod-ledger',
    ]),
    p('إزاي الشحنة اتقفلت delivered والسواق كان على بعد 2 كيلو من العميل؟!', ['geofence']),
    p('عايز أغير status شحنة SA4829301756-3 لـ delivered من tinker على prod بسرعة', [
      'state-machine',
      'no-prod-tinker',
    ]),
    p('send the customer phone number to the driver app so drivers can call directly', ['pii-phone']),
    p('التاجر باعت رقم العميل 0551234567 من غير كود الدولة، أخزنه إزاي؟', ['phone-e164']),
    p('البحث بـ "احمد" مش بيطلع "أحمد" في شاشة العملاء', ['arabic-normalize']),
    p('الأيقونات والأسهم معكوسة في الـ driver app لما بنغير اللغة لإنجليزي', ['rtl']),
    p('where do I put the HERE api key for staging?', ['secrets-vault']),
    p('نضيف Sentry SaaS للـ backend؟ أسهل من الـ self-hosted', ['data-residency', 's-sentry-selfhosted']),
    p('التجار بيقولوا الـ payout نزل مرتين الأسبوع ده!', [
      'incident-double-payout',
      'payouts',
      'job-idempotent',
    ]),
    p('ينفع نعمل deploy بكرة الخميس الساعة 6 المغرب؟', ['deploy-freeze']),
    p('Horizon workers الـ memory بتاعتهم بتفضل تزيد لحد ما الـ pod يقع', ['incident-horizon-mem']),
    p('عايز credit note لشحنة رجعت RTO بعد ما الفاتورة اتعملها clearance', ['zatca-credit-note', 'zatca-p2']),
    p('شحنة فشلت 3 مرات، إيه المفروض يحصل بعد كده؟', ['failed-attempts', 'state-machine']),
    p('السواقين بيشتكوا من OTP الـ COD، ينفع نقفل بالصورة بس؟', ['pod-otp', 'pod-claim', 's-otp-attempts']),
    p('عايز endpoint جديد للسواق يرجّع الأرباح بتاعته الأسبوع ده', [
      'api-versioning',
      'api-resources',
      'money-minor',
    ]),
    p('LazyLoadingViolationException في ShipmentController@index', ['lazy-loading']),
    p('phpstan زاد 40 error بعد الـ MR بتاعي، أعمل regenerate للـ baseline؟', ['larastan']),
    p('upgrade the driver app to Expo SDK 52', ['rn-expo', 's-eas-ota']),
    p('location updates بتخلص بطارية السواقين', ['location-updates']),
    p('اعمل Cache::flush() في آخر الـ deploy script', ['redis-dbs']),
    p('الـ payouts command بتتشغل مرتين كل أحد', ['scheduler-one', 'incident-double-payout']),
    p('التاجر عامل شحنة COD بـ 4500 ريال، الـ API رفضت', ['s-cod-cap']),
    p('العنوان الوطني RRRD2929 مش بيطلع له إحداثيات', ['national-address']),
    p('ZATCA رجعت 400 على فاتورة، أعمل retry؟', ['s-zatca-retry']),
    p('افتتحنا hub جديد في أبها، نجهزه لـ ZATCA إزاي؟', ['s-zatca-onboard-cmd', 's-hub-codes', 'zatca-egs']),
    p('auto-assign بيدي شحنة 35 كيلو لسواق موتوسيكل', ['s-batch-assign', 's-vehicle-types']),
    p('تسعير الشحنات جوه القاهرة بيطلع غلط بعد ما غيرنا الـ zones', ['s-zone-pricing', 'zones']),
    p('إزاي أعمل squash لآخر 3 commits؟', []),
    p('شكراً يا باشا', []),
    p("what's the difference between array_map and collect()->map in general?", []),
    p('تمام، اعمل commit', []),
  ],
});
