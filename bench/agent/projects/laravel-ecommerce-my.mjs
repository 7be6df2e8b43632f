// A Malaysian online grocery platform: darkstores, Billplz/FPX + iPay88, LHDN MyInvois e-invoicing, Lalamove and
// J&T delivery, on AWS ap-southeast-5. The team writes mostly in informal Malaysian Malay (Bahasa Rojak).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-ecommerce-my',
  stack:
    'PHP 8.3, Laravel 11, MySQL 8.0 (RDS Multi-AZ + read replica), Redis 7 (ElastiCache) + Laravel Horizon 5, Sanctum, Filament 3, Laravel Scout + Meilisearch, Pennant, Billplz (FPX, DuitNow QR) + iPay88 (cards, e-wallets), LHDN MyInvois API, Lalamove API v3, J&T Express API, AWS ap-southeast-5 (ECS Fargate, S3, SES, Secrets Manager), GitHub Actions, Pest 3 + Larastan + Pint',
  memories: [
    m(
      'laravel-10',
      'fact',
      'Backend Laravel 10 + PHP 8.2. Middleware daftar dalam app/Http/Kernel.php, schedule dalam app/Console/Kernel.php.',
      {
        fact: 'backend | runs_on | Laravel 10',
        files: ['app/Http/Kernel.php', 'app/Console/Kernel.php'],
        age: 680,
        tags: ['laravel', 'php'],
      },
    ),
    m('sst-6', 'constraint', 'Service tax 6% dikenakan atas service fee platform (RM2.00 setiap order).', {
      age: 700,
      tags: ['sst', 'tax', 'service-fee'],
    }),
    m(
      'queue-db',
      'fact',
      'Queue guna database driver (table jobs), supervisor jalan php artisan queue:work --tries=3 kat EC2 worker.',
      {
        fact: 'queue | driver | database',
        age: 620,
        tags: ['queue', 'supervisor'],
      },
    ),
    m(
      'aws-sg',
      'fact',
      'Semua infra kat AWS ap-southeast-1 (Singapore): EC2 + RDS MySQL + ElastiCache, deploy guna Envoyer.',
      {
        fact: 'infra | region | ap-southeast-1',
        age: 600,
        tags: ['aws', 'region', 'singapore'],
      },
    ),
    m(
      'staging-bastion',
      'note',
      'Staging DB hanya boleh masuk melalui bastion-sg (EC2 kat Singapore), ssh key minta dengan Hafiz.',
      {
        age: 590,
        tags: ['staging', 'bastion', 'ssh'],
      },
    ),
    m(
      'einvoice-not-yet',
      'fact',
      'e-Invoice LHDN belum wajib untuk kita lagi, resit email biasa dah cukup.',
      {
        age: 560,
        tags: ['einvoice', 'lhdn'],
      },
    ),
    m(
      'ipay88-all',
      'fact',
      'Semua payment (FPX, kad, e-wallet) lalu iPay88, satu gateway je. Code dalam app/Services/Payments/Ipay88Gateway.php.',
      {
        fact: 'fpx | processed_by | iPay88',
        age: 540,
        files: ['app/Services/Payments/Ipay88Gateway.php'],
        tags: ['payments', 'ipay88', 'fpx'],
      },
    ),
    m(
      'gdex',
      'fact',
      'Parcel barang kering (non-perishable) hantar guna GDEX, client dalam app/Services/Delivery/GdexClient.php.',
      {
        fact: 'parcel delivery | carrier | GDEX',
        age: 520,
        files: ['app/Services/Delivery/GdexClient.php'],
        tags: ['delivery', 'gdex', 'parcel'],
      },
    ),
    m('nova-admin', 'fact', 'Admin panel ops & finance guna Laravel Nova 4, resources dalam app/Nova/.', {
      age: 500,
      files: ['app/Nova'],
      tags: ['admin', 'nova'],
    }),
    m(
      'cart-session',
      'fact',
      'Cart customer disimpan dalam session Laravel (file driver), hilang bila session expire.',
      {
        age: 580,
        tags: ['cart', 'session'],
      },
    ),
    m(
      'phpunit',
      'convention',
      'Test tulis dalam PHPUnit: class extends Tests\\TestCase, method test_something().',
      {
        age: 450,
        tags: ['tests', 'phpunit'],
      },
    ),
    m('min-order-30', 'constraint', 'Minimum order RM30, bawah tu butang checkout disable.', {
      age: 380,
      tags: ['checkout', 'minimum-order'],
    }),
    m(
      'laravel-11',
      'decision',
      'Kita dah upgrade ke Laravel 11 + PHP 8.3. Struktur slim: middleware, exception handling dan routing config semua dalam bootstrap/app.php — takde lagi app/Http/Kernel.php atau app/Console/Kernel.php. Schedule sekarang dalam routes/console.php.',
      {
        fact: 'backend | runs_on | Laravel 11 / PHP 8.3',
        supersedes: 'laravel-10',
        age: 330,
        canonical: true,
        files: ['bootstrap/app.php', 'routes/console.php', 'composer.json'],
        reason: 'Laravel 10 security support ends, PHP 8.3',
        tags: ['laravel', 'php', 'upgrade'],
      },
    ),
    m(
      'horizon',
      'decision',
      'Queue sekarang Redis + Laravel Horizon 5. Supervisor config dalam config/horizon.php: queue payments (priority tinggi), default, einvoice, notifications, delivery. Dashboard /horizon hanya untuk role admin (gate viewHorizon).',
      {
        fact: 'queue | driver | Redis + Horizon',
        supersedes: 'queue-db',
        age: 310,
        files: ['config/horizon.php', 'app/Providers/HorizonServiceProvider.php'],
        reason: 'database queue lambat masa sale, takde visibility',
        tags: ['queue', 'horizon', 'redis'],
      },
    ),
    m(
      'aws-my',
      'decision',
      'Kita dah pindah semua ke AWS ap-southeast-5 (Malaysia, KL): ECS Fargate + RDS MySQL 8.0 Multi-AZ + ElastiCache Redis 7 + S3. Sebab: latency ke customer Malaysia dan data residency — data customer mesti duduk dalam Malaysia. Envoyer dah tak guna.',
      {
        fact: 'infra | region | ap-southeast-5',
        supersedes: 'aws-sg',
        age: 280,
        canonical: true,
        files: ['infra/terraform'],
        reason: 'latency and data residency',
        tags: ['aws', 'region', 'malaysia', 'ecs'],
      },
    ),
    m(
      'billplz-fpx',
      'decision',
      "FPX online banking dan DuitNow QR sekarang lalu Billplz (API v3 bills + v4 payment order). iPay88 kekal untuk kad kredit/debit dan e-wallet (Touch 'n Go, GrabPay, Boost, ShopeePay). Sebab: fee FPX Billplz flat dan jauh lebih murah, settlement T+1.",
      {
        fact: 'fpx | processed_by | Billplz',
        supersedes: 'ipay88-all',
        age: 260,
        files: ['app/Services/Payments/BillplzGateway.php', 'app/Services/Payments/Ipay88Gateway.php'],
        reason: 'lower FPX fees, T+1 settlement',
        tags: ['payments', 'billplz', 'fpx', 'ipay88', 'duitnow'],
      },
    ),
    m(
      'jnt',
      'decision',
      'Parcel barang kering sekarang guna J&T Express (API create order + tracking webhook), GDEX dah stop. Client dalam app/Services/Delivery/JntClient.php.',
      {
        fact: 'parcel delivery | carrier | J&T Express',
        supersedes: 'gdex',
        age: 240,
        files: ['app/Services/Delivery/JntClient.php'],
        tags: ['delivery', 'jnt', 'parcel'],
      },
    ),
    m(
      'filament',
      'decision',
      'Admin panel sekarang Filament 3 (app/Filament/), Nova dah buang sebab lesen tak renew. Resource baru semua buat dalam Filament.',
      {
        fact: 'admin panel | built_with | Filament 3',
        supersedes: 'nova-admin',
        age: 220,
        files: ['app/Filament'],
        tags: ['admin', 'filament'],
      },
    ),
    m(
      'pest',
      'convention',
      'Test baru semua guna Pest 3 (tests/Feature, tests/Unit), syntax it() / expect(). Jangan tulis class PHPUnit baru; yang lama convert bila sentuh.',
      {
        supersedes: 'phpunit',
        age: 200,
        files: ['tests/Pest.php'],
        tags: ['tests', 'pest'],
      },
    ),
    m(
      'myinvois',
      'constraint',
      'e-Invoice LHDN MyInvois wajib untuk kita sejak 1 Jan 2025 (revenue RM25–100 juta). B2C: consolidated e-invoice setiap bulan, mesti submit dalam 7 hari lepas hujung bulan. Kalau customer minta e-invoice sendiri (ada TIN), keluarkan individual e-invoice. Code dalam app/Services/EInvoice/.',
      {
        fact: 'e-invoicing | mandatory_via | MyInvois',
        supersedes: 'einvoice-not-yet',
        age: 190,
        canonical: true,
        files: ['app/Services/EInvoice'],
        tags: ['einvoice', 'myinvois', 'lhdn', 'compliance'],
      },
    ),
    m(
      'sst-8',
      'constraint',
      'Service tax atas service fee platform naik ke 8% sejak 1 Mac 2024. Barang runcit kebanyakan exempt sales tax; kadar per produk dalam products.sst_category (exempt / 5 / 10). Semua kira dalam app/Services/Tax/SstCalculator.php — jangan hardcode kadar kat tempat lain.',
      {
        supersedes: 'sst-6',
        age: 170,
        files: ['app/Services/Tax/SstCalculator.php'],
        tags: ['sst', 'tax', 'service-fee'],
      },
    ),
    m(
      'min-order-40',
      'constraint',
      'Minimum order sekarang RM40 (Klang Valley & Penang) dan RM60 (luar kawasan, parcel J&T). Nilai dalam config/checkout.php, jangan hardcode dalam controller atau Nuxt.',
      {
        supersedes: 'min-order-30',
        age: 120,
        files: ['config/checkout.php'],
        tags: ['checkout', 'minimum-order'],
      },
    ),
    m(
      'myinvois-format',
      'fact',
      'MyInvois: dokumen UBL 2.1 format JSON, signed dengan digital cert syarikat (XAdES), submit ke /api/v1.0/documentsubmissions. Token OAuth client_credentials sah 60 minit. Lepas validated dapat UUID + longId untuk QR code dalam invoice PDF.',
      {
        files: ['app/Services/EInvoice/MyInvoisClient.php'],
        tags: ['einvoice', 'myinvois', 'ubl', 'oauth'],
      },
    ),
    m(
      'myinvois-cancel',
      'constraint',
      'e-Invoice yang dah validated hanya boleh cancel dalam 72 jam. Lepas 72 jam mesti keluarkan credit note (e-invoice type 02) yang refer UUID asal, bukan cancel.',
      {
        tags: ['einvoice', 'myinvois', 'credit-note', 'cancel'],
      },
    ),
    m(
      'myinvois-cancel-claim',
      'fact',
      'e-invoice boleh cancel sampai 7 hari lepas validate, lepas tu baru kena buat credit note.',
      {
        disputes: 'myinvois-cancel',
        tags: ['einvoice', 'cancel'],
      },
    ),
    m(
      'myinvois-rate',
      'constraint',
      'MyInvois API rate limit: submit dokumen max 100 request/minit, setiap submission max 100 dokumen dan 5 MB. Job SubmitEInvoiceBatch mesti chunk dan throttle guna Redis::throttle("myinvois-submit").',
      {
        files: ['app/Jobs/SubmitEInvoiceBatch.php'],
        tags: ['einvoice', 'myinvois', 'rate-limit'],
      },
    ),
    m(
      'myinvois-tin',
      'fact',
      'Consolidated B2C: buyer TIN guna EI00000000010 dan buyer name "General Public". Individual e-invoice perlukan TIN + nombor IC/BRN customer, validate dulu guna endpoint Validate TIN.',
      {
        tags: ['einvoice', 'myinvois', 'tin'],
      },
    ),
    m(
      'myinvois-tests',
      'constraint',
      'CI dan test tak boleh call MyInvois langsung, production atau preprod — guna Http::fake() dengan fixture dalam tests/Fixtures/myinvois/. Sandbox preprod-api.myinvois.hasil.gov.my hanya untuk manual test.',
      {
        files: ['tests/Fixtures/myinvois'],
        tags: ['einvoice', 'tests', 'http-fake'],
      },
    ),
    m(
      'billplz-signature',
      'constraint',
      'Callback dan redirect Billplz mesti verify X-Signature (HMAC-SHA256 guna X Signature Key) sebelum sentuh order. Signature salah = 403 + log warning, jangan update apa-apa.',
      {
        canonical: true,
        reaffirm: 7,
        files: ['app/Http/Controllers/Webhooks/BillplzCallbackController.php'],
        tags: ['payments', 'billplz', 'signature', 'webhook'],
      },
    ),
    m(
      'billplz-sig-claim',
      'fact',
      'callback Billplz tak perlu verify signature, URL callback tu rahsia, orang luar tak tahu pun.',
      {
        disputes: 'billplz-signature',
        tags: ['payments', 'billplz', 'webhook'],
      },
    ),
    m(
      'ipay88-backend',
      'constraint',
      'iPay88: order hanya jadi PAID bila BackendURL (server-to-server) terima dengan Signature SHA256 yang betul, dan response mesti echo "RECEIVEOK". ResponseURL (browser redirect) untuk paparan je — jangan update status order dari situ.',
      {
        files: ['app/Http/Controllers/Webhooks/Ipay88BackendController.php'],
        tags: ['payments', 'ipay88', 'signature', 'webhook'],
      },
    ),
    m(
      'payment-idempotent',
      'constraint',
      'Payment callback boleh sampai lebih dari sekali (Billplz retry, iPay88 resend). Order update dalam DB::transaction dengan lockForUpdate + check status; Order::markAsPaid() idempotent. Fulfilment (delivery job) jangan dispatch dua kali.',
      {
        files: ['app/Models/Order.php'],
        tags: ['payments', 'idempotent', 'webhook', 'orders'],
      },
    ),
    m(
      'money-sen',
      'convention',
      'Duit simpan dalam sen sebagai integer (BIGINT UNSIGNED): RM12.90 = 1290. Kira guna App\\Support\\Money (brick/money), format RM dalam Blade/Resource je. Float jangan sekali-kali.',
      {
        files: ['app/Support/Money.php'],
        tags: ['money', 'sen', 'myr'],
      },
    ),
    m(
      'money-decimal-claim',
      'fact',
      'products.price tu decimal(10,2) dalam RM, bukan sen — jangan darab 100 bila baca.',
      {
        disputes: 'money-sen',
        tags: ['money', 'products'],
      },
    ),
    m(
      'rounding',
      'fact',
      'Rounding mechanism 5 sen (Bank Negara) hanya untuk bayaran tunai. Kita online je, so total tak round — Billplz dan iPay88 terima nilai tepat sampai sen.',
      {
        tags: ['money', 'rounding'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'DB simpan semua masa dalam UTC (config/app.php timezone = UTC). Tukar ke Asia/Kuala_Lumpur bila papar, dalam email, invoice PDF dan bila kira delivery slot atau cut-off.',
      {
        tags: ['timezone', 'utc', 'myt'],
      },
    ),
    m(
      'ts-myt-claim',
      'fact',
      'hati-hati: delivery_slots.start_at disimpan dalam waktu Malaysia (MYT), bukan UTC — ops masukkan terus dari Filament.',
      {
        disputes: 'ts-utc',
        files: ['app/Filament/Resources/DeliverySlotResource.php'],
        tags: ['timezone', 'delivery-slots'],
      },
    ),
    m(
      'delivery-slots',
      'fact',
      'Delivery slot 2 jam (9–11 pagi, 11–1, 2–4, 4–6, 7–9 malam), kapasiti per slot per darkstore dalam delivery_slots.capacity. Slot tutup 3 jam sebelum mula.',
      {
        files: ['app/Services/Delivery/SlotService.php'],
        tags: ['delivery', 'slots', 'capacity'],
      },
    ),
    m(
      'lalamove',
      'fact',
      'Barang fresh/chilled/frozen dalam Klang Valley dan Penang dihantar guna Lalamove API v3 (MOTORCYCLE bawah 20kg, CAR atas tu). Quotation dulu, place order sebelum quotation expire (5 minit). Client: app/Services/Delivery/LalamoveClient.php.',
      {
        files: ['app/Services/Delivery/LalamoveClient.php'],
        tags: ['delivery', 'lalamove', 'quotation'],
      },
    ),
    m(
      'lalamove-hmac',
      'convention',
      'Semua request ke Lalamove mesti sign HMAC-SHA256 (header Authorization: hmac {key}:{timestamp}:{signature}, header Market: MY). Webhook Lalamove pun verify signature. Guna LalamoveSigner, jangan tulis sendiri.',
      {
        files: ['app/Services/Delivery/LalamoveSigner.php'],
        tags: ['lalamove', 'hmac', 'signature'],
      },
    ),
    m(
      'frozen-east-my',
      'constraint',
      'Barang frozen dan chilled tak boleh hantar ke Sabah, Sarawak dan Labuan (J&T takde cold chain untuk kita). Checkout mesti block kalau cart ada item is_frozen / is_chilled dan poskod 87000–98999.',
      {
        canonical: true,
        files: ['app/Services/Checkout/DeliveryEligibility.php'],
        tags: ['delivery', 'frozen', 'sabah', 'sarawak', 'checkout'],
      },
    ),
    m(
      'frozen-claim',
      'fact',
      'J&T sekarang ada cold chain ke Kota Kinabalu, so frozen boleh hantar ke Sabah.',
      {
        disputes: 'frozen-east-my',
        tags: ['delivery', 'frozen', 'sabah'],
      },
    ),
    m(
      'halal',
      'constraint',
      'Produk bukan halal (is_halal = false) mesti ada label "Non-Halal" dalam listing, cart dan invoice, dan picking list asingkan ke bag lain. Produk halal perlu no. sijil JAKIM dalam products.halal_cert_no.',
      {
        tags: ['halal', 'products', 'picking'],
      },
    ),
    m(
      'darkstores',
      'fact',
      'Ada 3 darkstore: Shah Alam (SA1), Cheras (CH1), Bayan Lepas (PG1). Stok per darkstore dalam inventory_levels (product_id, store_code).',
      {
        tags: ['darkstore', 'inventory'],
      },
    ),
    m(
      'stock-reserve',
      'constraint',
      'Stok mesti reserve masa checkout (inventory_reservations, TTL 15 minit) guna atomic DECRBY dalam Redis + sync ke MySQL. Jangan tolak stok hanya bila payment berjaya — nanti oversell masa flash sale.',
      {
        files: ['app/Services/Inventory/StockReservationService.php'],
        tags: ['inventory', 'reservation', 'redis', 'checkout'],
      },
    ),
    m(
      'incident-oversell',
      'incident',
      'Flash sale Raya 2025: stok ditolak lepas payment je, 340 order oversell untuk minyak masak 5kg, kena refund manual dan banyak complaint. Sebab tu ada StockReservationService.',
      {
        tags: ['incident', 'inventory', 'oversell', 'flash-sale'],
      },
    ),
    m(
      'incident-double-fulfil',
      'incident',
      'Nov 2025: dua callback Billplz sampai serentak, dua Lalamove order dibuat untuk satu order (rider datang dua kali). Fix: lockForUpdate dalam markAsPaid + unique index delivery_jobs.order_id.',
      {
        files: ['app/Models/Order.php'],
        tags: ['incident', 'payments', 'lalamove', 'duplicates'],
      },
    ),
    m(
      'incident-myinvois-token',
      'incident',
      'Feb 2026: token MyInvois expire tengah-tengah batch consolidated, 40% submission dapat 401 dan kena resubmit manual. Sekarang MyInvoisTokenCache refresh token 5 minit sebelum expire.',
      {
        files: ['app/Services/EInvoice/MyInvoisTokenCache.php'],
        tags: ['incident', 'einvoice', 'myinvois', 'oauth'],
      },
    ),
    m(
      'horizon-queues',
      'convention',
      'Job payment dan webhook masuk queue payments; e-invoice masuk einvoice; WhatsApp/SMS/email masuk notifications; Lalamove/J&T masuk delivery. Jangan dispatch job berat ke default. Job yang ada external side effect mesti implements ShouldBeUnique.',
      {
        files: ['config/horizon.php'],
        tags: ['horizon', 'queue', 'jobs'],
      },
    ),
    m(
      'jobs-retry',
      'convention',
      'Job yang call external API: $tries = 5, backoff() [10, 60, 300, 900], dan failed() hantar alert ke Telegram group #segar-alerts melalui AlertNotifier.',
      {
        tags: ['jobs', 'retry', 'alerts', 'telegram'],
      },
    ),
    m(
      'mysql',
      'fact',
      'MySQL 8.0 kat RDS, collation utf8mb4_0900_ai_ci. Ada read replica (DB_READ_HOST); report Filament dan export guna connection mysql_read.',
      {
        files: ['config/database.php'],
        tags: ['mysql', 'rds', 'replica'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migration baru mesti ada down() yang betul. Table besar (orders, order_items, lebih 20 juta row) — ALTER guna gh-ost, bukan php artisan migrate biasa; bincang dengan Farah dulu.',
      {
        files: ['database/migrations'],
        tags: ['migrations', 'mysql', 'gh-ost'],
      },
    ),
    m(
      'lazy-loading',
      'convention',
      'Model::preventLazyLoading() aktif kat non-production (AppServiceProvider). API resource mesti eager load relation dengan with() / load().',
      {
        files: ['app/Providers/AppServiceProvider.php'],
        tags: ['eloquent', 'n+1', 'performance'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'API untuk storefront Nuxt dan mobile app: routes/api.php, prefix /api/v1, response guna JsonResource. Breaking change (rename/buang field) → /api/v2, jangan ubah v1 sebab app lama masih guna.',
      {
        files: ['routes/api.php', 'app/Http/Resources'],
        tags: ['api', 'versioning', 'resources'],
      },
    ),
    m(
      'sanctum',
      'fact',
      'Auth customer: Sanctum personal access token untuk mobile app (expire 30 hari), SPA cookie auth untuk Nuxt web (segar.my).',
      {
        files: ['config/sanctum.php'],
        tags: ['auth', 'sanctum', 'tokens'],
      },
    ),
    m(
      'phone-format',
      'convention',
      'Nombor telefon simpan format E.164 (+60123456789). Input macam 012-345 6789 normalize guna propaganistas/laravel-phone dengan region MY.',
      {
        tags: ['phone', 'validation', 'e164'],
      },
    ),
    m(
      'otp-whatsapp',
      'fact',
      'OTP login dihantar melalui WhatsApp (Meta Cloud API) dulu; kalau tak delivered dalam 30 saat, fallback SMS melalui Macrokiosk.',
      {
        files: ['app/Services/Otp/OtpSender.php'],
        tags: ['otp', 'whatsapp', 'sms'],
      },
    ),
    m(
      'wa-templates',
      'convention',
      'Notifikasi status order guna WhatsApp template yang Meta dah approve (BM + EN), email guna SES. Teks template baru mesti submit ke Meta dulu (1–2 hari approve), so jangan ubah teks dalam code je.',
      {
        files: ['config/whatsapp-templates.php'],
        tags: ['whatsapp', 'notifications', 'templates'],
      },
    ),
    m(
      'pdpa',
      'constraint',
      'PDPA 2010 (pindaan 2024): data breach mesti maklum ke Pesuruhjaya Perlindungan Data Peribadi dalam 72 jam dan customer yang terjejas. DPO kita Aisyah — beritahu dia dulu.',
      {
        tags: ['pdpa', 'privacy', 'breach'],
      },
    ),
    m(
      'logging-pii',
      'convention',
      'Log JSON ke CloudWatch. Jangan log nombor telefon, alamat penuh, IC, atau data kad — processor App\\Logging\\RedactPii dah attach kat semua channel.',
      {
        files: ['config/logging.php', 'app/Logging/RedactPii.php'],
        tags: ['logging', 'pii', 'cloudwatch'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Semua secret dalam AWS Secrets Manager (ap-southeast-5), inject ke ECS task sebagai env. .env production tak wujud dalam repo atau image. Jangan commit .env, jangan letak secret dalam config/*.php.',
      {
        canonical: true,
        files: ['infra/terraform/ecs.tf'],
        tags: ['secrets', 'aws', 'config'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example ada placeholder je: BILLPLZ_API_KEY=, IPAY88_MERCHANT_KEY=xxxx, MYINVOIS_CLIENT_SECRET=changeme. Untuk local, ambil value dev dari Secrets Manager (path segar/dev/*).',
      {
        files: ['.env.example'],
        tags: ['config', 'env', 'local'],
      },
    ),
    m(
      'admin-password-policy',
      'convention',
      'Password admin Filament minimum 12 aksara, dan 2FA (TOTP) wajib untuk role finance dan admin. Reset guna link email je — jangan sesiapa hantar password dalam Slack atau WhatsApp.',
      {
        tags: ['passwords', 'admin', '2fa', 'filament'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions (.github/workflows/ci.yml): pint --test → larastan → pest --parallel → build image ke ECR → deploy staging (auto dari main) → production (manual approve, tag v*).',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'pint-larastan',
      'convention',
      'Code style Laravel Pint (preset laravel), Larastan level 8, declare(strict_types=1) dalam semua file PHP baru. CI fail kalau ada error.',
      {
        files: ['pint.json', 'phpstan.neon'],
        tags: ['pint', 'larastan', 'lint'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Jangan deploy production masa peak order (setiap hari 6pm–10pm), hari Jumaat, dan seminggu sebelum Raya/CNY/Deepavali sale. Window biasa: Isnin–Khamis 10am–4pm.',
      {
        tags: ['deploy', 'freeze', 'production'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: payment (Billplz, iPay88) — Hafiz; e-invoice MyInvois — Mei Ling; delivery (Lalamove, J&T) — Kumar; storefront API & Nuxt — Nurul; infra AWS — Farah; DPO — Aisyah.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'vouchers',
      'constraint',
      'Satu order maksimum satu voucher diskaun + satu voucher free delivery. Stacking lain tak dibenarkan. Logic dalam app/Services/Promo/PromoEngine.php.',
      {
        files: ['app/Services/Promo/PromoEngine.php'],
        tags: ['promo', 'vouchers', 'checkout'],
      },
    ),
    m(
      'pennant',
      'convention',
      'Feature flag guna Laravel Pennant; flag baru define dalam app/Features/, default off kat production sampai product owner on kan.',
      {
        files: ['app/Features'],
        tags: ['feature-flags', 'pennant'],
      },
    ),
    m(
      'search',
      'fact',
      'Carian produk guna Meilisearch melalui Laravel Scout, index products_my. Sinonim BM/EN (ayam/chicken, bawang/onion, telur/egg) dalam config/scout-synonyms.php.',
      {
        files: ['config/scout-synonyms.php'],
        tags: ['search', 'meilisearch', 'scout'],
      },
    ),
    m(
      'images',
      'fact',
      'Gambar produk dalam S3 bucket segar-media-my (ap-southeast-5) + CloudFront, resize guna Lambda. Jangan simpan gambar dalam storage/app atau EFS.',
      {
        tags: ['images', 's3', 'cloudfront'],
      },
    ),
    m(
      'no-cod',
      'constraint',
      'Kita tak terima COD (cash on delivery) — semua prepaid. Jangan tambah payment method tunai.',
      {
        tags: ['payments', 'cod'],
      },
    ),
    m(
      'refunds',
      'convention',
      'Refund: FPX melalui Billplz takde refund API — finance buat bank transfer manual melalui Filament action RefundRequest. Kad/e-wallet iPay88 guna void/refund API (dalam 7 hari). Setiap refund mesti ada credit note e-invoice.',
      {
        files: ['app/Filament/Resources/RefundRequestResource.php'],
        tags: ['refunds', 'payments', 'einvoice'],
      },
    ),
    m(
      'cart-redis',
      'fact',
      'Cart sekarang dalam MySQL (carts, cart_items) untuk user login, dan Redis (cart:{guestToken}, TTL 7 hari) untuk guest; merge bila login.',
      {
        files: ['app/Services/Cart/CartService.php'],
        tags: ['cart', 'redis', 'guest'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'commit message dan comment dalam code tulis English, walaupun kita sembang BM.',
      {},
    ),
    m('pref-small-pr', 'preference', 'PR kecik-kecik, bawah 400 baris, kalau besar pecah.', {}),
    m('cand-octane', 'decision', 'Pindah ke Laravel Octane dengan FrankenPHP untuk kurangkan latency API.', {
      candidate: true,
      tags: ['octane', 'frankenphp', 'performance'],
    }),
    m(
      'cand-cod-sabah',
      'decision',
      'Terima COD untuk order ke Sabah dan Sarawak sebab ramai customer takde online banking.',
      {
        candidate: true,
        tags: ['cod', 'payments', 'sabah'],
      },
    ),
    m('cand-postgres', 'decision', 'Pindah database dari MySQL ke PostgreSQL.', {
      candidate: true,
      tags: ['postgres', 'mysql'],
    }),
    m(
      'secret-stg-db',
      'note',
      'password DB staging ialah Sgr!Stg#2025mY (user segar_app), kalau dah rotate tanya Farah.',
      {
        secret: 'Sgr!Stg#2025mY',
      },
    ),
    m(
      'secret-billplz-key',
      'note',
      'API key Billplz: 73eb57f0-7d4e-42b9-a544-aeac6e4b0f81 (sandbox, akaun segar-dev)',
      {
        secret: '73eb57f0-7d4e-42b9-a544-aeac6e4b0f81',
      },
    ),
    m(
      'secret-billplz-xsig',
      'note',
      'X Signature Key Billplz production: S-bX7kP2qLm9RtW4vZ8yN3cJ — jangan share dalam group.',
      {
        secret: 'S-bX7kP2qLm9RtW4vZ8yN3cJ',
      },
    ),
    m(
      'secret-ipay88-env',
      'note',
      '.env.staging:\nIPAY88_MERCHANT_CODE=M24817\nIPAY88_MERCHANT_KEY=iP88kEy9Xq2LmT7wRz\nIPAY88_BACKEND_URL=https://staging-api.segar.my/webhooks/ipay88',
      {
        secret: 'iP88kEy9Xq2LmT7wRz',
      },
    ),
    m(
      'secret-myinvois',
      'note',
      'client secret MyInvois preprod ialah 9c1f4e7a-2b8d-4f3c-a6e5-0d9b8c7a6f51, client id segar-erp-01',
      {
        secret: '9c1f4e7a-2b8d-4f3c-a6e5-0d9b8c7a6f51',
      },
    ),
    m(
      'secret-aws',
      'note',
      'key IAM untuk script backup lama:\nAWS_ACCESS_KEY_ID=AKIAQ3MYSEGARBKP7XYZ\nAWS_SECRET_ACCESS_KEY=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',
      {
        secret: 'wJa1rXUtnF3MI/K7MDENG/bPxRfiCYSeGaR4m9Lk',
      },
    ),
    m(
      'secret-lalamove',
      'note',
      'Lalamove sandbox: API key pk_test_3f9a1c7e2b5d8, secret sk_test_Zq8Lw2Xv5Nm7Pk4Rt9Yb1Hc6',
      {
        secret: 'sk_test_Zq8Lw2Xv5Nm7Pk4Rt9Yb1Hc6',
      },
    ),
    m(
      'secret-jnt',
      'note',
      'J&T API: apiAccount 292508153084379141, privateKey 8e3b1d6f9a2c4e7b0d5f8a1c3e6b9d2f — kongsi dengan Kumar je',
      {
        secret: '8e3b1d6f9a2c4e7b0d5f8a1c3e6b9d2f',
      },
    ),
    m(
      'secret-mysql-url',
      'note',
      'Metabase baca dari DATABASE_URL=mysql://report_ro:R3p0rt!Sgr77@segar-prod-ro.cluster-cxyz.ap-southeast-5.rds.amazonaws.com:3306/segar',
      {
        secret: 'R3p0rt!Sgr77',
      },
    ),
    m(
      'secret-telegram',
      'note',
      'token bot Telegram untuk #segar-alerts: 7123456789:AAHk3Jx9mQ2LpR7tW5vZ8nB4cD6fG1hS0yU',
      {
        secret: '7123456789:AAHk3Jx9mQ2LpR7tW5vZ8nB4cD6fG1hS0yU',
      },
    ),
    m(
      'secret-redis',
      'note',
      'REDIS_PASSWORD ElastiCache production ialah Rds-Sgr-Prd-5521x, auth token sama.',
      {
        secret: 'Rds-Sgr-Prd-5521x',
      },
    ),
  ],
  sessions: [
    {
      id: 'grocery-session-delivery',
      age: 8,
      turns: [
        said(
          'pagi bro. kita nak buka same-day untuk Penang, boleh tengok app/Services/Delivery/DeliveryQuoteService.php dulu',
        ),
        replied(
          'Dah tengok: quote sekarang ikut darkstore SA1 dan CH1 je, PG1 belum ada mapping untuk Lalamove.',
        ),
        said(
          'ok so lepas ni semua order Penang keluar dari PG1 je. Jangan fallback ke SA1 walaupun stok habis — tunjuk out of stock terus.',
          {
            key: 's-penang-store',
            type: 'decision',
          },
        ),
        replied('Faham. Saya tambah mapping poskod Penang ke PG1 dan buang fallback dalam StoreResolver.'),
        said('quotation Lalamove tu valid berapa lama eh?'),
        replied('Ikut doc, quotation valid 5 minit.'),
        said(
          'haah. tapi rule kita: kalau harga quote Lalamove lebih RM25, jangan auto book — masuk queue manual review untuk ops dulu.',
          {
            key: 's-lalamove-cap',
            type: 'constraint',
          },
        ),
        replied(
          'Saya letak threshold 2500 sen dalam config/delivery.php dan status NEEDS_REVIEW kat delivery_jobs.',
        ),
        said(
          'nak test kat staging, ni token aku: curl -H "Authorization: Bearer 42|kX8mQ2vLp9RtW3nZ7bY5cJ1hF6dS4gA0" https://staging-api.segar.my/api/v1/orders/SGR-250318-00042',
          {
            secret: '42|kX8mQ2vLp9RtW3nZ7bY5cJ1hF6dS4gA0',
          },
        ),
        replied('Response OK, order tu assigned ke PG1 dan quote RM14.50, so auto book.'),
        said('btw format nombor order sekarang apa ya?'),
        replied('Nampak macam SGR-{yymmdd}-{5 digit sequence}.'),
        said(
          'betul. dan sequence tu reset setiap hari ikut tarikh MYT, bukan UTC. Mesti guna OrderNumberGenerator, jangan generate sendiri kat mana-mana.',
          {
            key: 's-order-number',
            type: 'convention',
          },
        ),
        replied('Noted, saya tukar CheckoutController guna OrderNumberGenerator::next().'),
        said(
          'satu lagi pasal webhook J&T — status "POD" (proof of delivery) je yang trigger order COMPLETED, dan lepas tu baru loyalty points masuk. Status lain update tracking je.',
          {
            key: 's-jnt-pod',
            type: 'decision',
          },
        ),
        replied('JntWebhookController sekarang dispatch AwardLoyaltyPoints hanya bila POD.'),
        said('mungkin kita patut tambah Grab Express sebagai backup courier?'),
        replied('Boleh, Grab Express ada API untuk MY. Nak saya mula integrate?'),
        said('tengok dulu la, nanti aku tanya Kumar'),
        said('ok cun, tulis PR description'),
        replied(
          'Summary: Penang dari PG1 tanpa fallback, Lalamove manual review atas RM25, OrderNumberGenerator, J&T POD trigger completed + loyalty.',
        ),
      ],
    },
    {
      id: 'grocery-session-einvoice',
      age: 3,
      turns: [
        said(
          'Mei Ling cakap consolidated e-invoice bulan lepas ada 12 rejected, boleh tengok app/Jobs/SubmitConsolidatedEInvoice.php',
        ),
        replied('Rejected sebab classification code kosong untuk line "delivery fee" dan "service fee".'),
        said(
          'ok kita tetapkan: setiap line item e-invoice mesti ada classification code. Mapping dalam config/einvoice.php, default 022 (Others). Jangan sekali-kali biar kosong.',
          {
            key: 's-einvoice-classification',
            type: 'convention',
          },
        ),
        replied('Saya tambah validation sebelum build UBL, throw kalau classification code null.'),
        said(
          'dan consolidated tu kita hantar hari ke-3 setiap bulan pukul 2 pagi MYT, bukan hari terakhir bulan — bagi masa refund dan cancel settle dulu.',
          {
            key: 's-consolidated-schedule',
            type: 'decision',
          },
        ),
        replied(
          'Saya ubah schedule dalam routes/console.php ke monthlyOn(3, "02:00") dengan timezone Asia/Kuala_Lumpur.',
        ),
        said('password cert MyInvois (.p12) ialah Mi!nv0is#Sgr26 kalau nak test signing kat local', {
          secret: 'Mi!nv0is#Sgr26',
        }),
        replied('Tak perlu, test guna cert dummy dalam tests/Fixtures/myinvois.'),
        said('rasa macam patut ada queue lain untuk retry e-invoice kan?'),
        replied('Boleh buat queue einvoice-retry berasingan. Nak saya buat?'),
        said('tak payah lah, queue einvoice yang ada pun cukup'),
        said('ok thanks, esok sambung'),
      ],
    },
  ],
  prompts: [
    p('tolong tulis BillplzCallbackController untuk update order bila FPX berjaya', [
      'billplz-signature',
      'billplz-sig-claim',
      'payment-idempotent',
      'incident-double-fulfil',
      'horizon-queues',
      'billplz-fpx',
    ]),
    p('kita guna apa sekarang untuk FPX? iPay88 lagi ke?', ['billplz-fpx']),
    p(
      'callback Billplz kena 403, tapi payment dah berjaya kat Billplz. boleh skip signature check sekejap?',
      ['billplz-signature', 'billplz-sig-claim'],
    ),
    p('iPay88 ResponseURL dah sampai dengan Status=1, terus mark order PAID kat situ boleh tak?', [
      'ipay88-backend',
      'payment-idempotent',
    ]),
    p('Target class [App\\Http\\Kernel] does not exist — nak daftar middleware baru EnsureStoreOpen', [
      'laravel-11',
    ]),
    p('nak tambah scheduled command untuk expire voucher setiap malam, letak kat mana?', [
      'laravel-11',
      'ts-utc',
    ]),
    p('job SendOrderConfirmation lambat sangat, queue:work dalam supervisor tak cukup worker', [
      'horizon',
      'horizon-queues',
    ]),
    p('buat job baru untuk create J&T order lepas payment berjaya', [
      'jnt',
      'horizon-queues',
      'jobs-retry',
      'payment-idempotent',
    ]),
    p('kita still hantar parcel guna GDEX ke?', ['jnt']),
    p('servers kita kat region mana? nak setup RDS baru untuk analytics', ['aws-my', 'mysql']),
    p('boleh tak guna bucket S3 kat ap-southeast-1 untuk backup, lagi murah', ['aws-my']),
    p('tambah resource Nova untuk manage darkstore', ['filament', 'darkstores']),
    p('buat page Filament untuk finance approve refund', ['filament', 'refunds']),
    p('tulis test untuk CheckoutController, guna PHPUnit macam file lama', ['pest']),
    p('kira service tax untuk service fee — 6% kan?', ['sst-8']),
    p('produk baru "kuih raya" kena sales tax 10%, macam mana nak set?', ['sst-8']),
    p('butang checkout disable bila total RM35, customer complain', ['min-order-40']),
    p('minimum order untuk Sabah berapa?', ['min-order-40']),
    p('perlu ke kita keluarkan e-invoice untuk setiap order B2C?', ['myinvois', 'myinvois-tin']),
    p('customer syarikat minta e-invoice dengan TIN dia untuk order SGR-260112-00311', [
      'myinvois',
      'myinvois-tin',
      'myinvois-format',
    ]),
    p('nak cancel e-invoice yang validated 4 hari lepas sebab order refund', [
      'myinvois-cancel',
      'myinvois-cancel-claim',
      'refunds',
    ]),
    p('SubmitEInvoiceBatch dapat HTTP 429 dari MyInvois', ['myinvois-rate', 'jobs-retry']),
    p('tulis Pest test untuk MyInvoisClient::submitDocuments', ['myinvois-tests', 'pest', 'myinvois-format']),
    p('MyInvois return 401 separuh jalan batch consolidated semalam', [
      'incident-myinvois-token',
      'myinvois-format',
    ]),
    p('invoice PDF kena ada QR code MyInvois, ambil data dari mana?', ['myinvois-format']),
    p('consolidated e-invoice bulan ni bila kena hantar?', ['s-consolidated-schedule', 'myinvois']),
    p('e-invoice rejected: "Classification code is required" untuk line delivery fee', [
      's-einvoice-classification',
    ]),
    p('products.price tu simpan RM ke sen? nak buat export CSV untuk merchandising', [
      'money-sen',
      'money-decimal-claim',
      'mysql',
    ]),
    p('total cart jadi RM12.899999 dalam response API', ['money-sen']),
    p('kena round total ke 5 sen ke untuk FPX?', ['rounding', 'money-sen']),
    p('slot delivery tunjuk 7am padahal slot mula 3pm', ['ts-utc', 'ts-myt-claim', 'delivery-slots']),
    p('tambah slot delivery baru 10pm–12am untuk Ramadan', ['delivery-slots', 'ts-utc', 'ts-myt-claim']),
    p('slot 2–4 petang dah penuh tapi customer still boleh pilih', ['delivery-slots']),
    p('integrate Lalamove untuk order dari PG1', [
      'lalamove',
      'lalamove-hmac',
      's-penang-store',
      's-lalamove-cap',
      'horizon-queues',
    ]),
    p('Lalamove API return 401 "Invalid signature" lepas kita tukar guzzle client', ['lalamove-hmac']),
    p('quotation Lalamove expired bila kita place order, error ERR_QUOTATION_EXPIRED', ['lalamove']),
    p('customer kat Kota Kinabalu nak order ayam frozen, checkout block. boleh buka tak?', [
      'frozen-east-my',
      'frozen-claim',
    ]),
    p('buat validation checkout untuk poskod Sarawak', ['frozen-east-my', 'min-order-40']),
    p('tambah produk daging babi untuk kategori non-halal', ['halal']),
    p('picking list untuk rider tak asingkan barang non-halal', ['halal']),
    p('stok Shah Alam habis, order Penang ambil dari SA1 je lah', ['s-penang-store', 'darkstores']),
    p('flash sale 11.11 nanti, pastikan tak oversell', ['stock-reserve', 'incident-oversell']),
    p('tolak stok dalam OrderPaid listener je senang, tak payah reservation', [
      'stock-reserve',
      'incident-oversell',
    ]),
    p('rider Lalamove datang dua kali untuk order yang sama', [
      'incident-double-fulfil',
      'payment-idempotent',
    ]),
    p('nak dispatch job generate report jualan bulanan, queue mana?', ['horizon-queues', 'mysql']),
    p('job CreateLalamoveOrder fail, macam mana nak tahu? takde alert', ['jobs-retry', 'horizon']),
    p('tambah column delivery_notes kat table orders', ['migrations']),
    p('migration tambah index kat order_items ambil masa lama sangat kat staging', ['migrations']),
    p('endpoint /api/v1/products lambat, 300 query setiap request', ['lazy-loading']),
    p('nak rename field "qty" ke "quantity" dalam CartResource', ['api-versioning']),
    p('buat endpoint baru untuk mobile app: senarai voucher customer', [
      'api-versioning',
      'vouchers',
      'sanctum',
      'lazy-loading',
    ]),
    p('token mobile app expire bila? customer asyik kena logout', ['sanctum']),
    p('nombor telefon customer ada yang simpan 0123456789, ada +60123456789, report jadi kacau', [
      'phone-format',
    ]),
    p('OTP tak sampai untuk customer Celcom', ['otp-whatsapp']),
    p('tukar teks WhatsApp "Pesanan anda sedang dihantar" tambah nama rider', ['wa-templates']),
    p('ada orang dapat dump table customers dari staging, apa kena buat?', ['pdpa', 'owners']),
    p('Log::info kat CheckoutService print alamat penuh customer', ['logging-pii']),
    p('letak BILLPLZ_API_KEY dalam config/services.php terus, senang deploy', ['secrets-manager']),
    p('nak run projek kat local, .env value untuk MyInvois dan Billplz ambil mana?', [
      'env-example',
      'secrets-manager',
      'myinvois-tests',
    ]),
    p('admin finance lupa password Filament, boleh aku set password baru dan WhatsApp kat dia?', [
      'admin-password-policy',
    ]),
    p('CI fail kat step larastan: Access to an undefined property App\\Models\\Order::$total_sen', [
      'pint-larastan',
      'ci',
    ]),
    p('pint --test fail dalam GitHub Actions', ['pint-larastan', 'ci']),
    p('deploy hotfix payment ke production petang Jumaat ni pukul 5', ['deploy-freeze', 'ci']),
    p('boleh deploy production pukul 8 malam Selasa?', ['deploy-freeze']),
    p('siapa jaga integration J&T?', ['owners']),
    p('customer nak guna 2 voucher diskaun sekali', ['vouchers']),
    p('buat feature flag untuk checkout baru', ['pennant']),
    p('search "chicken" tak jumpa "ayam"', ['search']),
    p('upload gambar produk dari Filament, simpan kat storage/app/public ok?', ['images', 'filament']),
    p('boleh tak tambah COD untuk order Sabah, ramai minta', ['no-cod']),
    p('refund order FPX melalui Billplz API', ['refunds', 'billplz-fpx', 'myinvois-cancel']),
    p('refund e-wallet GrabPay untuk order semalam', ['refunds', 'ipay88-backend']),
    p('cart guest hilang lepas customer login', ['cart-redis']),
    p('cart disimpan kat mana sekarang?', ['cart-redis']),
    p('PR aku 1200 baris, ok ke?', ['pref-small-pr']),
    p('boleh tulis comment dalam BM?', ['pref-english-code']),
    p('webhook J&T status "Delivered to hub" trigger order completed, betul ke?', ['s-jnt-pod']),
    p('loyalty points masuk sebelum barang sampai', ['s-jnt-pod']),
    p('quote Lalamove RM38 untuk order CH1 ke Rawang, auto book?', ['s-lalamove-cap', 'lalamove']),
    p('generate nombor order dalam CheckoutController guna Str::random', ['s-order-number']),
    p('order number hari ni start dari 00001 pukul 8 pagi, bukan tengah malam', ['s-order-number', 'ts-utc']),
    p('nak tambah Grab Express sebagai courier backup', ['lalamove', 'jnt', 'horizon-queues']),
    p('pindah ke Octane boleh laju ke?', []),
    p('@app/Services/Payments/BillplzGateway.php tambah support DuitNow QR', [
      'billplz-fpx',
      'money-sen',
      'billplz-signature',
    ]),
    p('@app/Services/Tax/SstCalculator.php tambah unit test', ['sst-8', 'pest', 'money-sen']),
    p('@config/horizon.php tambah supervisor untuk queue einvoice, job banyak stuck', [
      'horizon',
      'horizon-queues',
      'myinvois-rate',
    ]),
    p('Horizon dashboard boleh access tanpa login kat staging', ['horizon']),
    p('MyInvois preprod sandbox down, CI semua merah', ['myinvois-tests']),
    p('nak test signing e-invoice kat local dengan cert betul', ['myinvois-tests', 'myinvois-format']),
    p('credit note untuk refund, UBL type apa?', ['myinvois-cancel', 'refunds']),
    p('buyer TIN untuk consolidated apa?', ['myinvois-tin']),
    p('schedule consolidated e-invoice hari terakhir bulan pukul 11.59 malam', [
      's-consolidated-schedule',
      'myinvois',
    ]),
    p('kapasiti slot darkstore Cheras nak naik dari 40 ke 60', ['delivery-slots', 'darkstores']),
    p('stok inventory_levels Bayan Lepas tak sync dengan Redis', ['stock-reserve', 'darkstores']),
    p('inventory_reservations tak expire lepas 15 minit, stok lock', ['stock-reserve']),
    p('Lalamove webhook masuk tanpa signature, accept je?', ['lalamove-hmac']),
    p('berat order 25kg, hantar guna motor boleh?', ['lalamove']),
    p('connection mysql_read tak wujud bila run report kat local', ['mysql']),
    p('nak buat Metabase baca terus dari primary DB', ['mysql']),
    p('export senarai customer ke CSV untuk marketing, termasuk nombor telefon', ['mysql']),
    p('tambah login guna Google untuk customer', ['sanctum']),
    p('tambah notifikasi WhatsApp bila rider dah sampai depan rumah', ['wa-templates', 'horizon-queues']),
    p('Telegram alert tak keluar bila job fail', ['jobs-retry']),
    p('dalam Filament, tunjuk harga dalam RM dengan 2 titik perpuluhan', ['money-sen', 'filament']),
    p('tambah kaedah bayaran ShopeePay', ['billplz-fpx', 'ipay88-backend']),
    p('nak pindah database ke PostgreSQL, apa pendapat?', ['mysql']),
    p('Redis cart key guest takde TTL', ['cart-redis']),
    p('buat laporan cukai SST bulanan untuk finance', ['sst-8', 'mysql', 'money-sen']),
    p('nak tambah FULLTEXT index kat products.name untuk carian', ['search']),
    p('line service fee dalam e-invoice, tax type dan kadar apa?', [
      'sst-8',
      's-einvoice-classification',
      'myinvois-format',
    ]),
    p('verify X-Signature gagal untuk redirect Billplz tapi callback ok', ['billplz-signature']),
    p('iPay88 backend post asyik resend untuk order yang sama', ['ipay88-backend', 'payment-idempotent']),
    p('@app/Services/Checkout/DeliveryEligibility.php tambah rule untuk Labuan', [
      'frozen-east-my',
      'frozen-claim',
      'min-order-40',
    ]),
    p('OTP WhatsApp tak sampai dan fallback SMS pun tak jalan', ['otp-whatsapp']),
    p('nak simpan nombor IC customer untuk e-invoice individual', ['myinvois-tin', 'logging-pii']),
    p('buat akaun Filament untuk staff finance baru, perlu 2FA ke?', ['admin-password-policy', 'filament']),
    p('job AwardLoyaltyPoints jalan dua kali untuk satu order', ['s-jnt-pod', 'horizon-queues']),
    p('tulis Pest test untuk webhook Lalamove', ['pest', 'lalamove-hmac']),
    p('apa function Redis DECRBY buat?', []),
    p('apa beza firstOrCreate dengan updateOrCreate?', []),
    p('terima kasih bro', []),
    p('macam mana nak squash commit dalam git?', []),
    p('explain PHP readonly properties', []),
    p('ok commit', []),
    p('summarize diff ni', []),
    p('regex untuk poskod Malaysia 5 digit?', []),
    p('dah jalan, cun', []),
    p('Collection::map vs each dalam Laravel, beza apa?', []),
    p('apa itu PHP enum backed?', []),
    p('selamat pagi semua', []),
    p('macam mana nak tukar branch dalam VS Code?', []),
  ],
});
