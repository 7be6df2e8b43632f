// An Indonesian ojek online app (ride + food): Flutter rider/driver apps, Go dispatch/pricing/wallet, Midtrans + Xendit.
// Team in Jakarta, Bandung and Yogyakarta; much of the text is informal Bahasa Indonesia mixed with English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'flutter-ride-hailing-id',
  stack:
    'Flutter 3.22 / Dart 3.4 (Riverpod, go_router, Dio, Isar, freezed), Go 1.22 microservices (dispatch, pricing, wallet, realtime, merchant-search), PostgreSQL 15, Redis geo, Kafka, Elasticsearch 8, Midtrans + Xendit (QRIS, e-wallets), Google Maps + OSRM, Firebase Cloud Messaging, Alibaba Cloud Jakarta (ACK Kubernetes), GitLab CI, golangci-lint, flutter_test + patrol',
  memories: [
    m(
      'flutter-monorepo',
      'fact',
      'repo flutter pake melos: apps/rider, apps/driver, packages/core (model, api client, utils), packages/ui_kit. flutter 3.22 / dart 3.4. abis clone jalanin `melos bootstrap` dulu, jgn `flutter pub get` satu2',
      {
        files: ['melos.yaml', 'apps', 'packages'],
        age: 700,
        tags: ['flutter', 'melos', 'monorepo'],
      },
    ),
    m(
      'state-provider',
      'convention',
      'state management rider app: provider + ChangeNotifier, satu notifier per fitur di lib/features/<fitur>/<fitur>_notifier.dart',
      {
        files: ['apps/rider/lib/features'],
        age: 540,
        tags: ['flutter', 'state', 'provider'],
      },
    ),
    m(
      'state-riverpod',
      'decision',
      'Both apps use Riverpod 2 with riverpod_generator (@riverpod, @Riverpod(keepAlive: true) only for session/auth). The provider package and every ChangeNotifier were removed in the rider v3 rewrite. New state goes into lib/features/<feature>/providers/. Reason: ChangeNotifier state was painful to test and per-order state never got disposed.',
      {
        fact: 'flutter apps | state_management | Riverpod',
        supersedes: 'state-provider',
        age: 260,
        canonical: true,
        files: ['apps/rider/lib/features', 'apps/driver/lib/features'],
        reason: 'testability and disposing per-order state',
        tags: ['flutter', 'riverpod', 'state'],
      },
    ),
    m(
      'nav-navigator',
      'fact',
      'navigasi pake Navigator.pushNamed, semua route didaftarin di lib/routes.dart (onGenerateRoute), argumen lewat settings.arguments',
      {
        files: ['apps/rider/lib/routes.dart'],
        age: 500,
        tags: ['flutter', 'navigation'],
      },
    ),
    m(
      'nav-gorouter',
      'convention',
      'lib/routes.dart udah almarhum sejak rewrite v3 ya. routing skrg lewat go_router di lib/router/app_router.dart, typed route pake go_router_builder (@TypedGoRoute). deep link jalanin://order/:id juga di-handle di situ, redirect ke login lewat refreshListenable dari authProvider. jgn Navigator.push langsung kecuali buat dialog / bottom sheet',
      {
        fact: 'flutter apps | navigation | go_router',
        supersedes: 'nav-navigator',
        age: 240,
        files: ['apps/rider/lib/router/app_router.dart', 'apps/driver/lib/router/app_router.dart'],
        tags: ['flutter', 'go_router', 'navigation', 'deeplink'],
      },
    ),
    m(
      'local-db-hive',
      'fact',
      'cache offline (riwayat order, alamat favorit) disimpen di Hive box, adapter di lib/data/local/hive_adapters.dart',
      {
        files: ['apps/rider/lib/data/local'],
        age: 470,
        tags: ['flutter', 'hive', 'offline'],
      },
    ),
    m(
      'local-db-isar',
      'decision',
      'Local storage is Isar 3 now (collections in packages/core/lib/local/collections/). Hive boxes were migrated once on first launch of 3.2 and the hive dependency was dropped in 3.4. We needed indexed queries on order history (filter by status/date) and Hive has none.',
      {
        fact: 'local cache | stored_in | Isar',
        supersedes: 'local-db-hive',
        age: 200,
        files: ['packages/core/lib/local/collections'],
        reason: 'indexed queries on order history',
        tags: ['flutter', 'isar', 'offline', 'local-db'],
      },
    ),
    m(
      'isar-additive',
      'constraint',
      'Isar schema: perubahan HARUS additive aja (tambah field nullable / collection baru). jangan rename atau ganti tipe field, isar gak ada migration dan app crash pas update. kalau kepaksa: bikin collection baru + copy data pas startup, collection lama dihapus 2 rilis kemudian.',
      {
        files: ['packages/core/lib/local/collections'],
        reaffirm: 15,
        tags: ['isar', 'schema', 'migration', 'flutter'],
      },
    ),
    m(
      'incident-isar-crash',
      'incident',
      'rider 3.5.0 (Mar 2025): OrderCache.price diganti dari double ke int, Isar gagal buka schema lama -> crash on launch buat ±40rb user Android sampe hotfix 3.5.1 (clear collection kalau schema mismatch). rollout udah 50% pas ketauan, harusnya di-halt di 5%.',
      {
        files: ['packages/core/lib/local/collections/order_cache.dart'],
        tags: ['incident', 'isar', 'crash', 'release'],
      },
    ),
    m(
      'dio-client',
      'convention',
      'Satu instance Dio aja, dibikin di packages/core/lib/network/dio_client.dart (dioProvider). Interceptor: AuthInterceptor (QueuedInterceptor, refresh token sekali pas 401 trus retry), LoggingInterceptor cuma di flavor dev. timeout connect 10s, receive 20s. auto retry cuma buat GET, POST /orders atau /wallet/* gak boleh di-retry tanpa Idempotency-Key yg sama.',
      {
        files: ['packages/core/lib/network/dio_client.dart'],
        tags: ['dio', 'http', 'flutter', 'retry'],
      },
    ),
    m(
      'freezed-models',
      'convention',
      'model pake freezed + json_serializable, @JsonSerializable(fieldRename: FieldRename.snake) soalnya API Go balikin snake_case. file *.g.dart & *.freezed.dart GAK di-commit, CI jalanin `dart run build_runner build -d` sebelum analyze/test. lokal juga jalanin itu dulu',
      {
        files: ['packages/core/lib/models', 'build.yaml'],
        tags: ['freezed', 'json_serializable', 'codegen', 'build_runner'],
      },
    ),
    m(
      'l10n',
      'convention',
      'semua teks UI lewat ARB: lib/l10n/app_id.arb (template, bahasa indonesia) + app_en.arb. gak ada string hardcode di widget, pake context.l10n.xxx. key camelCase, misal orderStatusSearching',
      {
        files: ['apps/rider/lib/l10n', 'apps/driver/lib/l10n'],
        tags: ['l10n', 'arb', 'i18n', 'flutter'],
      },
    ),
    m(
      'rupiah-format',
      'convention',
      'Rupiah formatting only through formatRupiah() in packages/core/lib/utils/currency.dart, which wraps NumberFormat.currency(locale: "id_ID", symbol: "Rp", decimalDigits: 0) and renders "Rp25.000". Never "IDR 25,000.00", never string concatenation with toString().',
      {
        files: ['packages/core/lib/utils/currency.dart'],
        tags: ['rupiah', 'currency', 'formatting', 'intl'],
      },
    ),
    m(
      'money-int',
      'convention',
      'Semua nominal uang = int64 rupiah utuh, tanpa desimal dan tanpa sen. berlaku di Go (int64), Postgres (BIGINT) dan Dart (int). gak ada float/double buat duit di mana pun. gross_amount Midtrans juga integer.',
      {
        fact: 'money amounts | type | int64 whole rupiah',
        canonical: true,
        tags: ['money', 'rupiah', 'int64', 'wallet', 'pricing'],
      },
    ),
    m(
      'money-cents-claim',
      'fact',
      'fyi kolom wallet_accounts.balance sama ledger_entries.amount itu satuannya sen (x100), jadi Rp10.000 kesimpen 1000000. bagi 100 dulu sebelum ditampilin',
      {
        disputes: 'money-int',
        files: ['services/wallet/migrations'],
        tags: ['money', 'wallet', 'ledger'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'timestamp: Postgres timestamptz, isinya UTC. Go time.Time UTC, API kirim RFC3339 pake Z. konversi ke WIB/WITA/WIT (Asia/Jakarta, Asia/Makassar, Asia/Jayapura) cuma di app sesuai kota order, backend gak pernah nyimpen jam lokal.',
      {
        tags: ['timezone', 'utc', 'wib', 'postgres'],
      },
    ),
    m(
      'promo-wib-claim',
      'fact',
      'tabel promos (start_at, end_at) itu timestamp without time zone isinya jam WIB, soalnya tim marketing input langsung dari admin panel. jangan di-convert lagi pas dibandingin',
      {
        disputes: 'ts-utc',
        files: ['services/pricing/internal/promo'],
        tags: ['timezone', 'promo', 'wib'],
      },
    ),
    m(
      'go-layout',
      'convention',
      'Go services: services/<svc>/cmd/<svc> + internal/{handler,service,repo,domain}, Go 1.22. HTTP with chi v5 towards the apps, gRPC between services. Business logic lives in internal/service; handlers only parse, validate and map errors to status codes.',
      {
        files: ['services'],
        tags: ['go', 'layout', 'chi', 'grpc'],
      },
    ),
    m(
      'go-pgx-sqlc',
      'convention',
      'DB access: pgx v5 + sqlc. queries di internal/repo/queries/*.sql, generate pake `sqlc generate` (sqlc.yaml per service). gak ada GORM, gak ada scan row manual. tiap method repo argumen pertamanya ctx.',
      {
        tags: ['go', 'pgx', 'sqlc', 'postgres'],
      },
    ),
    m(
      'migrations',
      'convention',
      'migrasi pake golang-migrate: services/<svc>/migrations/NNNNNN_nama.up.sql + .down.sql. pola expand-contract, drop kolom paling cepet 1 rilis setelah kode lama gak baca lagi. index di tabel orders wajib CREATE INDEX CONCURRENTLY (file migrasi sendiri, tanpa transaksi).',
      {
        files: ['services/dispatch/migrations', 'services/wallet/migrations', 'services/pricing/migrations'],
        tags: ['migrations', 'golang-migrate', 'postgres'],
      },
    ),
    m('lint-golint', 'fact', 'ci lint go: `go vet ./...` + golint, warning golint gak nge-fail pipeline', {
      files: ['.gitlab-ci.yml'],
      age: 610,
      tags: ['go', 'lint', 'golint', 'ci'],
    }),
    m(
      'lint-golangci',
      'convention',
      'golint udah dimatiin (deprecated), gantinya golangci-lint v1.59 pake .golangci.yml di root: errcheck, govet, staticcheck, revive, gosec, bodyclose, sqlclosecheck. job lint-go nge-fail MR kalo ada issue baru (--new-from-rev=origin/main). //nolint wajib sebut linter + alasan, contoh //nolint:gosec // shuffle kandidat, bukan kripto',
      {
        fact: 'go lint | tool | golangci-lint',
        supersedes: 'lint-golint',
        age: 280,
        files: ['.golangci.yml', '.gitlab-ci.yml'],
        tags: ['go', 'lint', 'golangci-lint', 'ci'],
      },
    ),
    m(
      'go-tests',
      'convention',
      'Go tests are table-driven with testify/require. Integration tests (Postgres, Redis, Kafka) use testcontainers-go behind the `integration` build tag; `make test` runs unit only, CI job test-integration runs `go test -tags=integration ./...`.',
      {
        tags: ['go', 'tests', 'testcontainers', 'testify'],
      },
    ),
    m(
      'logging-pii',
      'constraint',
      'logs: zerolog JSON dgn field order_id/driver_id/user_id. nomor HP wajib di-mask (0812****789), NIK & foto KTP/SIM gak boleh nyampe log sama sekali. payload webhook Midtrans/Xendit jangan di-log utuh, cukup order_id + status.',
      {
        tags: ['logging', 'zerolog', 'pii', 'privacy'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Personal data (phone numbers, NIK, KTP/SIM photos, trip history) stays in Alibaba Cloud Jakarta (ap-southeast-5). No replication or backups to the Singapore region and no raw PII to SaaS tools hosted outside Indonesia (UU PDP 27/2022). Analytics exports to BigQuery only with hashed user ids.',
      {
        canonical: true,
        reaffirm: 20,
        tags: ['pdp', 'privacy', 'data-residency', 'alibaba-cloud'],
      },
    ),
    m(
      'phone-e164',
      'convention',
      'no HP selalu dinormalisasi ke E.164: "0812..." / "62812..." / "+62 812-..." jadi "+62812...". Dart: normalizePhone() di packages/core/lib/utils/phone.dart, Go: pkg/phone. valid kalau diawali 8 dan 9–12 digit setelah +62.',
      {
        files: ['packages/core/lib/utils/phone.dart', 'pkg/phone'],
        tags: ['phone', 'e164', 'otp', 'validation'],
      },
    ),
    m(
      'pricing-kemenhub',
      'constraint',
      'Tarif ojol wajib di dalam batas bawah–atas Kemenhub (KP 564/2022) per zona: zona I Rp1.850–2.300/km, zona II Rp2.600–2.700/km, plus biaya jasa minimum buat 4 km pertama. jkt (Jabodetabek) = zona II, bdg/yog/sby/smg = zona I, mapping kota→zona di services/pricing/config/zones.yaml. promo dipotong dari sisi rider (subsidi kita), tarif yg dihitung buat driver gak boleh di bawah batas bawah.',
      {
        files: ['services/pricing/config/zones.yaml', 'services/pricing/internal/fare'],
        reaffirm: 30,
        tags: ['pricing', 'kemenhub', 'tarif', 'zona', 'regulation'],
      },
    ),
    m('surge-cap-2x', 'constraint', 'surge multiplier max 2.0x, dihitung per geohash6 tiap 1 menit', {
      files: ['services/pricing/internal/surge'],
      age: 420,
      tags: ['pricing', 'surge'],
    }),
    m(
      'surge-cap-1-5x',
      'constraint',
      'Surge tops out at 1.5x now; the old 2.0 cap went after the Bandung complaints in January. The per-km rate after surge still has to stay under the Kemenhub upper bound for the zone. Computed per geohash6 every minute in services/pricing/internal/surge.',
      {
        fact: 'surge multiplier | max | 1.5',
        supersedes: 'surge-cap-2x',
        age: 110,
        files: ['services/pricing/internal/surge'],
        reason: 'rider complaints in Bandung, regulator attention',
        tags: ['pricing', 'surge', 'kemenhub'],
      },
    ),
    m(
      'quote-ttl',
      'constraint',
      'harga yg ditampilin ke rider = quote, disimpen di redis `quote:{quote_id}` TTL 300 detik. POST /v1/orders wajib bawa quote_id dan harga gak dihitung ulang setelah order kebikin. quote expired → 409 QUOTE_EXPIRED, app minta quote baru.',
      {
        files: ['services/pricing/internal/quote', 'services/dispatch/internal/handler/orders.go'],
        tags: ['pricing', 'quote', 'redis', 'orders'],
      },
    ),
    m('commission-20', 'fact', 'potongan aplikasi dari driver 20% per trip (COMMISSION_RATE = 0.2)', {
      age: 640,
      tags: ['commission', 'driver', 'pricing'],
    }),
    m(
      'commission-15',
      'constraint',
      'komisi aplikasi (biaya sewa aplikasi) skrg max 15% dari tarif sesuai aturan Kemenhub, plus biaya penunjang 5% yg dicatat di ledger sbg akun sendiri. angkanya di services/pricing/config/commission.yaml, jgn hardcode 0.2 lagi kaya kode lama',
      {
        fact: 'app commission | max | 15%',
        supersedes: 'commission-20',
        age: 350,
        files: ['services/pricing/config/commission.yaml'],
        tags: ['commission', 'driver', 'kemenhub', 'ledger'],
      },
    ),
    m(
      'dispatch-algo',
      'fact',
      'Dispatch (services/dispatch/internal/matcher): GEOSEARCH drivers around the pickup in Redis, filter online + service type + no active order, road ETA for the top 10 via OSRM /table, score = ETA + acceptance-rate penalty, then offer to one driver at a time.',
      {
        files: ['services/dispatch/internal/matcher'],
        age: 330,
        tags: ['dispatch', 'matching', 'redis', 'osrm'],
      },
    ),
    m('dispatch-radius-3km', 'constraint', 'radius cari driver 3 km fix, semua kota', {
      files: ['services/dispatch/internal/matcher'],
      age: 380,
      tags: ['dispatch', 'radius'],
    }),
    m(
      'dispatch-radius-expand',
      'decision',
      'radius pencarian driver sekarang bertahap: mulai 1 km, naik ke 2 km setelah 20 detik, max 3,5 km setelah 45 detik. khusus jkt max 2,5 km soalnya 3 km di jkt ETA-nya bisa 20 menit. config per kota di services/dispatch/config/radius.yaml',
      {
        fact: 'driver search radius | starts_at | 1 km',
        supersedes: 'dispatch-radius-3km',
        age: 140,
        files: ['services/dispatch/config/radius.yaml'],
        reason: 'pickup ETA in Jakarta traffic',
        tags: ['dispatch', 'radius', 'config'],
      },
    ),
    m(
      'offer-timeout',
      'constraint',
      'Each offer to a driver is valid for 15 s. No answer counts as an ignore and the next candidate gets it. After 5 offers without acceptance the order goes to NO_DRIVER and the rider sees the "driver tidak ditemukan" screen.',
      {
        files: ['services/dispatch/internal/offer'],
        tags: ['dispatch', 'offer', 'timeout'],
      },
    ),
    m(
      'offer-timeout-claim',
      'fact',
      'countdown tawaran order di driver app itu 20 detik bro bukan 15, liat apps/driver/lib/features/offer/offer_timer.dart',
      {
        disputes: 'offer-timeout',
        fact: 'driver offer countdown | duration | 20 s',
        inferred: true,
        files: ['apps/driver/lib/features/offer/offer_timer.dart'],
        tags: ['dispatch', 'offer', 'driver-app'],
      },
    ),
    m(
      'redis-geo-keys',
      'convention',
      'Redis geo: key `drv:geo:{city}:{service}` (contoh drv:geo:bdg:ride), member = driver_id. last ping disimpen di hash `drv:seen:{city}`, sweeper di dispatch ngapus member yg stale. satu key per kota biar nyebar di slot cluster, jangan bikin satu key global.',
      {
        files: ['services/dispatch/internal/geo'],
        tags: ['redis', 'geo', 'dispatch', 'keys'],
      },
    ),
    m(
      'incident-ghost-drivers',
      'incident',
      'Sept 2024, Bandung: drivers whose app got killed by the OS were never removed from the geo set, so dispatch kept offering orders to "ghost" drivers and median pickup wait went from 4 to 11 min for two days. Fix: last-seen hash + sweeper in services/dispatch/internal/geo/sweeper.go.',
      {
        files: ['services/dispatch/internal/geo/sweeper.go'],
        tags: ['incident', 'redis', 'geo', 'dispatch'],
      },
    ),
    m(
      'driver-loc-interval',
      'convention',
      'driver app kirim lokasi tiap 5 detik pas lagi ada order jalan, tiap 15 detik pas online nunggu order, stop total pas offline. dikirim lewat websocket realtime, kalo sinyal jelek di-batch (max 20 titik).',
      {
        files: ['apps/driver/lib/features/location'],
        tags: ['driver-app', 'location', 'battery', 'realtime'],
      },
    ),
    m(
      'driver-loc-claim',
      'fact',
      'location update driver itu fix tiap 3 detik terus selama app kebuka biar marker di map rider mulus. intervalnya di LocationService.kInterval',
      {
        disputes: 'driver-loc-interval',
        files: ['apps/driver/lib/features/location/location_service.dart'],
        tags: ['driver-app', 'location'],
      },
    ),
    m(
      'driver-bg-service',
      'constraint',
      'Driver location runs in an Android foreground service (flutter_background_service + geolocator) with the persistent "Kamu sedang online" notification. Android 14 needs foregroundServiceType="location" on the service in AndroidManifest.xml plus the FOREGROUND_SERVICE_LOCATION permission, otherwise starting the service throws.',
      {
        files: ['apps/driver/android/app/src/main/AndroidManifest.xml', 'apps/driver/lib/features/location'],
        tags: ['android', 'foreground-service', 'location', 'driver-app'],
      },
    ),
    m(
      'note-xiaomi',
      'note',
      'hp xiaomi/oppo/vivo suka bunuh service driver walaupun udah foreground. onboarding driver ada halaman panduan autostart + battery saver (apps/driver/lib/features/onboarding/battery_guide_page.dart, pake disable_battery_optimization). jgn dihapus walaupun keliatan jelek',
      {
        files: ['apps/driver/lib/features/onboarding/battery_guide_page.dart'],
        tags: ['android', 'xiaomi', 'battery', 'driver-app'],
      },
    ),
    m(
      'low-end',
      'constraint',
      'target device: Android 8+ (minSdk 26), RAM 2–3 GB, banyak driver pake hp sejutaan. rilis pake --split-per-abi, APK arm64 rider max 25 MB. hindarin Lottie gede, shader berat & blur; GoogleMap di dalem list pake liteModeEnabled.',
      {
        files: ['apps/rider/android/app/build.gradle', 'apps/driver/android/app/build.gradle'],
        tags: ['performance', 'android', 'apk-size', 'low-end'],
      },
    ),
    m(
      'realtime-ws',
      'fact',
      'Apps keep a websocket to services/realtime (Go) for live order status and driver position. Driver offers go over that socket first; FCM is only the fallback when the socket is down (no pong for 10 s).',
      {
        files: ['services/realtime', 'packages/core/lib/network/realtime_client.dart'],
        tags: ['websocket', 'realtime', 'offers', 'fcm'],
      },
    ),
    m(
      'fcm-legacy',
      'fact',
      'push notif dari backend pake FCM legacy HTTP (https://fcm.googleapis.com/fcm/send), header Authorization: key=<server key>',
      {
        files: ['services/notification'],
        age: 590,
        tags: ['fcm', 'push'],
      },
    ),
    m(
      'fcm-v1',
      'decision',
      'Google shut the legacy FCM endpoint down (June 2024), so services/notification sends through the HTTP v1 API (projects/jalanin-prod/messages:send) using firebase.google.com/go/v4/messaging and a service account pulled from KMS. Code in services/notification/internal/fcm.',
      {
        fact: 'push notifications | sent_via | FCM HTTP v1',
        supersedes: 'fcm-legacy',
        age: 300,
        files: ['services/notification/internal/fcm'],
        tags: ['fcm', 'push', 'firebase'],
      },
    ),
    m(
      'fcm-data-only',
      'convention',
      'tawaran order ke driver = FCM data-only, priority high, android channel `order_offer` (suara custom) biar bisa dihandle di background handler. update status buat rider = notification message biasa. jgn taro data sensitif (alamat lengkap, no HP) di payload FCM, cukup order_id trus app fetch sendiri.',
      {
        files: ['services/notification/internal/fcm', 'apps/driver/lib/features/offer'],
        tags: ['fcm', 'push', 'driver-app', 'offers'],
      },
    ),
    m(
      'eta-gmaps',
      'fact',
      'ETA & jarak trip diambil dari Google Directions API (mode=driving) di pricing service',
      {
        files: ['services/pricing/internal/distance'],
        age: 560,
        tags: ['eta', 'google-maps', 'pricing'],
      },
    ),
    m(
      'eta-osrm',
      'decision',
      'tagihan Google Directions tembus ~9k USD/bulan, jadi ETA, jarak buat tarif dan rute skrg semua dari OSRM self-hosted (osrm.routing.svc, algoritma MLD). Google cuma kepake buat map tiles di app + Places Autocomplete / geocoding.',
      {
        fact: 'eta and distance | computed_by | OSRM',
        supersedes: 'eta-gmaps',
        age: 250,
        files: ['services/pricing/internal/distance', 'services/dispatch/internal/matcher'],
        reason: 'Google Directions cost',
        tags: ['osrm', 'eta', 'routing', 'google-maps'],
      },
    ),
    m(
      'osrm-moto-profile',
      'constraint',
      'OSRM must run with our motorcycle profile deploy/osrm/profiles/motorcycle.lua. Motorbikes are banned from jalan tol, so highway=motorway and toll=yes are excluded except the whitelisted motorbike lanes (Suramadu, Tol Bali Mandara). Never build or deploy with the stock car.lua.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['deploy/osrm/profiles/motorcycle.lua'],
        tags: ['osrm', 'routing', 'toll', 'motorcycle'],
      },
    ),
    m(
      'incident-tol',
      'incident',
      'Agu 2024: OSRM sempet ke-deploy pake car.lua (default image), rute driver di jkt lewat Tol Dalam Kota, 3 driver ditilang dan tarif kehitung lebih murah krn jarak tol lebih pendek. skrg ada test deploy/osrm/test/no_toll_test.sh yg ngecek rute Cawang–Semanggi gak lewat tol.',
      {
        files: ['deploy/osrm/test/no_toll_test.sh'],
        tags: ['incident', 'osrm', 'toll', 'routing'],
      },
    ),
    m(
      'osrm-data',
      'fact',
      'OSM data: Geofabrik indonesia-latest.osm.pbf, rebuild tiap Minggu 01:00 WIB lewat CronJob osrm-rebuild (extract+partition+customize ±2,5 jam, node 32 GB). /route diminta pake geometries=polyline6, decode di app dgn precision 6 (packages/core/lib/maps/polyline.dart).',
      {
        files: ['deploy/osrm', 'packages/core/lib/maps/polyline.dart'],
        tags: ['osrm', 'osm', 'polyline', 'cronjob'],
      },
    ),
    m(
      'gmaps-usage',
      'convention',
      'Google Places Autocomplete wajib pake session token (1 token per sesi nyari alamat, reset abis place details), debounce 300ms, min 3 huruf. hasil reverse geocoding di-cache di redis 30 hari, key geo:rev:{lat5}:{lng5}.',
      {
        files: ['apps/rider/lib/features/address', 'services/geo'],
        tags: ['google-maps', 'places', 'autocomplete', 'billing'],
      },
    ),
    m(
      'gmaps-key-restrict',
      'constraint',
      'Maps SDK keys in the apps are restricted to Android/iOS (package name + SHA-1 of the Play app signing key, bundle id for iOS). Server-side Places/Geocoding uses a separate IP-restricted key that must never end up in an app build.',
      {
        tags: ['google-maps', 'api-key', 'security'],
      },
    ),
    m(
      'search-pg-trgm',
      'fact',
      'cari merchant/menu pake postgres pg_trgm (similarity), index GIN di merchants.name',
      {
        files: ['services/merchant/internal/repo'],
        age: 450,
        tags: ['search', 'postgres', 'merchant'],
      },
    ),
    m(
      'search-es',
      'decision',
      'Merchant and menu search run on Elasticsearch 8 (Alibaba Cloud ES) behind services/merchant-search. pg_trgm could not deal with typos and synonyms ("nasgor", "geprek") and dragged the merchant DB down at lunch. Index alias `merchants` → merchants_vN, Indonesian analyzer + es/synonyms_id.txt.',
      {
        fact: 'merchant search | engine | Elasticsearch 8',
        supersedes: 'search-pg-trgm',
        age: 180,
        files: ['services/merchant-search', 'es/synonyms_id.txt'],
        reason: 'typos, synonyms and load on the merchant DB',
        tags: ['search', 'elasticsearch', 'merchant'],
      },
    ),
    m(
      'es-alias',
      'convention',
      'ES: baca & tulis selalu lewat alias `merchants`, jangan ke nama index konkrit. ganti mapping = bikin merchants_v(N+1), reindex, baru swap alias atomik via _aliases. data disinkron dari consumer topic merchant.updated.v1, bukan dual write dari merchant service.',
      {
        files: ['services/merchant-search/internal/indexer'],
        tags: ['elasticsearch', 'alias', 'reindex', 'kafka'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Kafka (Alibaba Cloud MQ for Kafka) topics are `<domain>.<event>.v<N>`: order.events.v1, driver.location.v1, merchant.updated.v1, wallet.ledger.v1. Message key = order_id or driver_id. Payloads are protobuf from proto/jalanin/events/v1.',
      {
        files: ['proto/jalanin/events/v1'],
        tags: ['kafka', 'naming', 'protobuf'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'consumer harus idempotent berdasarkan event_id (header). producer di wallet & dispatch pake outbox table (outbox_events) + relay, gak boleh publish langsung di tengah transaksi DB.',
      {
        tags: ['kafka', 'idempotent', 'outbox'],
      },
    ),
    m(
      'order-fsm',
      'constraint',
      'status order cuma boleh diubah lewat services/dispatch/internal/order/fsm.go: CREATED → SEARCHING → DRIVER_ASSIGNED → ARRIVED_AT_PICKUP → ON_TRIP → COMPLETED, plus CANCELLED / NO_DRIVER. gak ada UPDATE orders SET status langsung dari manapun (termasuk admin tool), tiap transisi publish ke order.events.v1.',
      {
        canonical: true,
        files: ['services/dispatch/internal/order/fsm.go'],
        tags: ['orders', 'state-machine', 'dispatch'],
      },
    ),
    m('pay-midtrans-all', 'fact', 'semua pembayaran (topup saldo VA, kartu, gopay) lewat Midtrans Snap', {
      files: ['services/wallet/internal/payment'],
      age: 520,
      tags: ['payments', 'midtrans'],
    }),
    m(
      'pay-xendit-ewallet',
      'decision',
      'sejak Q3 kemaren topup & bayar pake e-wallet (OVO, DANA, ShopeePay, LinkAja) dan QRIS pindah ke Xendit, fee QRIS-nya 0,7% dan lebih murah. Midtrans tinggal buat kartu kredit/debit (3DS) sama VA BCA/Mandiri. routing provider di services/wallet/internal/payment/router.go',
      {
        fact: 'e-wallet and QRIS payments | provider | Xendit',
        supersedes: 'pay-midtrans-all',
        age: 160,
        files: ['services/wallet/internal/payment/router.go'],
        reason: 'QRIS / e-wallet fees',
        tags: ['payments', 'xendit', 'midtrans', 'qris', 'ewallet'],
      },
    ),
    m(
      'webhook-verify',
      'constraint',
      'Payment webhooks: Midtrans → verify signature_key = SHA512(order_id + status_code + gross_amount + server key); Xendit → compare the x-callback-token header in constant time. Then always re-fetch the status from the provider (Midtrans GET /v2/{order_id}/status, Xendit GET charge) before crediting anything.',
      {
        canonical: true,
        files: ['services/wallet/internal/webhook'],
        tags: ['payments', 'webhook', 'midtrans', 'xendit', 'security'],
      },
    ),
    m(
      'wallet-ledger',
      'constraint',
      'Jalanin Pay itu double-entry ledger (ledger_entries, tiap transaksi min 2 entry, totalnya 0). wallet_accounts.balance cuma cache, diupdate di transaksi DB yg sama pake SELECT ... FOR UPDATE. gak boleh ada kode yg ngubah balance tanpa ledger entry.',
      {
        canonical: true,
        reaffirm: 12,
        files: ['services/wallet/internal/ledger'],
        tags: ['wallet', 'ledger', 'postgres', 'money'],
      },
    ),
    m(
      'wallet-idempotency',
      'constraint',
      'semua endpoint mutasi wallet (topup, pay, withdraw, refund) wajib header Idempotency-Key (UUID v4 dari app), disimpen di tabel idempotency_keys 24 jam, request ulang dapet response yg sama persis.',
      {
        files: ['services/wallet/internal/handler'],
        tags: ['wallet', 'idempotency', 'api'],
      },
    ),
    m(
      'incident-double-topup',
      'incident',
      'Jan 2025: Xendit retried the DANA e-wallet callback 4x while we were returning 502s and every retry credited the wallet again, ~Rp61 juta of double top-ups before finance noticed. Fix: unique index on payments(provider, provider_ref) and the callback handler checks the payment status transition first.',
      {
        files: ['services/wallet/internal/webhook/xendit.go'],
        tags: ['incident', 'wallet', 'xendit', 'webhook', 'idempotency'],
      },
    ),
    m(
      'k8s-ack',
      'fact',
      'deploy: Alibaba Cloud ACK region ap-southeast-5 (Jakarta), namespace ojol-staging & ojol-prod. helm chart per service di deploy/helm/<svc>, image di ACR registry-intl.ap-southeast-5.aliyuncs.com/jalanin/<svc>. RDS PostgreSQL 15 (DB per service), Tair/Redis 7 cluster, MQ for Kafka.',
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'ack', 'alibaba-cloud', 'helm'],
      },
    ),
    m(
      'secrets-kms',
      'convention',
      'Secrets come from Alibaba Cloud KMS Secrets Manager; ack-secret-manager syncs them into k8s Secrets (ExternalSecret per service in deploy/helm/<svc>/templates/externalsecret.yaml). Never in helm values, never in a committed .env or env/*.json, never as an unmasked GitLab CI variable.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'kms', 'kubernetes', 'security'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      '.gitlab-ci.yml: lint → test → build → deploy-staging (otomatis di main) → deploy-prod (manual, butuh 2 approval). job flutter jalan di runner self-hosted tag `flutter-android` (ada Android SDK), job go di runner ACK.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'runners'],
      },
    ),
    m(
      'ci-flutter-lint',
      'convention',
      'Flutter CI: `dart format --set-exit-if-changed .`, `flutter analyze --fatal-infos` with very_good_analysis, `flutter test --coverage` (min 70% on packages/core). Any info-level lint fails the MR.',
      {
        files: ['analysis_options.yaml', '.gitlab-ci.yml'],
        tags: ['flutter', 'lint', 'ci', 'coverage'],
      },
    ),
    m(
      'flutter-tests',
      'convention',
      'unit & widget test: flutter_test + mocktail (mockito udah gak dipake). provider di-override lewat ProviderScope(overrides: [...]) atau ProviderContainer. folder test/ ngikutin struktur lib/.',
      {
        files: ['apps/rider/test', 'apps/driver/test', 'packages/core/test'],
        tags: ['flutter', 'tests', 'mocktail', 'widget-test'],
      },
    ),
    m(
      'patrol',
      'convention',
      'E2E pake patrol (integration_test/ per app), bisa nyentuh dialog native (izin lokasi, notif). contoh: `patrol test -t integration_test/order_flow_test.dart --flavor staging`. backend di-mock pake tools/mock_api, jangan pernah hit payment staging beneran.',
      {
        files: ['apps/rider/integration_test', 'apps/driver/integration_test', 'tools/mock_api'],
        tags: ['patrol', 'e2e', 'integration_test', 'flutter'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'gak ada deploy prod: Jumat di atas 15:00 WIB, jam sibuk (06:30–09:00 & 16:30–19:30 WIB), dan freeze H-7 s/d H+3 Lebaran. pas Ramadan jam buka puasa 17:00–19:00 juga gak boleh.',
      {
        reaffirm: 3,
        tags: ['deploy', 'freeze', 'prod', 'lebaran'],
      },
    ),
    m(
      'app-release',
      'fact',
      'Rilis app: Play Console internal → closed testing (grup driver champion) → production staged rollout 5% → 20% → 50% → 100%, min 24 jam per step, crash-free users di Crashlytics harus ≥ 99,5% sebelum naik. rider iOS lewat TestFlight dulu. driver app cuma Android.',
      {
        tags: ['release', 'play-console', 'rollout', 'crashlytics'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: dispatch + realtime Dimas (Jakarta), pricing Wahyu (Yogya), wallet/payment Agus (Jakarta), rider app Rina (Bandung), driver app Putri (Yogya), merchant search + infra/CI Fajar (Bandung).',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-lang',
      'preference',
      'kalo jelasin ke aku pake bahasa indonesia santai aja gpp, tapi commit message, nama variabel & komentar kode tetep english (conventional commits, misal feat(dispatch): ...)',
      {},
    ),
    m(
      'cand-tile38',
      'decision',
      'Replace Redis GEO with Tile38 for driver locations (geofences for airport pickup zones).',
      {
        candidate: true,
        tags: ['redis', 'geo', 'tile38'],
      },
    ),
    m(
      'cand-valhalla',
      'decision',
      'ganti OSRM ke Valhalla biar bisa avoid tol & jalan ganjil-genap secara dinamis',
      {
        candidate: true,
        tags: ['osrm', 'valhalla', 'routing'],
      },
    ),
    m(
      'sec-midtrans-sandbox',
      'note',
      'buat yg mau nyoba snap di lokal, isi services/wallet/.env:\nMIDTRANS_IS_PRODUCTION=false\nMIDTRANS_SERVER_KEY=SB-Mid-server-q7VfK2xLr9TnWc3ZpA8yHd4E\nMIDTRANS_CLIENT_KEY=SB-Mid-client-Xw3nR8bT2kLq5VzM',
      {
        secret: 'SB-Mid-server-q7VfK2xLr9TnWc3ZpA8yHd4E',
      },
    ),
    m(
      'sec-midtrans-prod',
      'note',
      'Server key Midtrans production (merchant G812345678) = Mid-server-Jk4pT9wQz2RbX7mNc5LsV1yE. jgn dishare ke vendor ya, kalo bocor langsung regenerate dari dashboard MAP',
      {
        secret: 'Mid-server-Jk4pT9wQz2RbX7mNc5LsV1yE',
      },
    ),
    m(
      'sec-xendit-curl',
      'note',
      'test bikin QRIS dinamis di dev:\ncurl https://api.xendit.co/qr_codes -u xnd_development_P4kLm9QzT2wRv8XyB3nHs6JdF1cGe7Ua0iKo5MpN: -H "api-version: 2022-07-31" -d reference_id=topup-test-123 -d type=DYNAMIC -d currency=IDR -d amount=25000',
      {
        secret: 'xnd_development_P4kLm9QzT2wRv8XyB3nHs6JdF1cGe7Ua0iKo5MpN',
      },
    ),
    m(
      'sec-xendit-callback',
      'note',
      'token verifikasi callback xendit (prod) = 8bXq4TzN1vLw6KpR9mYc2HsJ5dFe0Ga7, dicocokin sama header x-callback-token',
      {
        secret: '8bXq4TzN1vLw6KpR9mYc2HsJ5dFe0Ga7',
      },
    ),
    m(
      'sec-gmaps-server',
      'note',
      'The server-side Places/Geocoding key is AIzaSyB3kQw9Lm2Xt7RvPz4Nc8Hd1Fy6Ju0sEaG (IP-restricted to the ACK NAT gateway). It goes into GOOGLE_MAPS_SERVER_KEY for pricing and dispatch.',
      {
        secret: 'AIzaSyB3kQw9Lm2Xt7RvPz4Nc8Hd1Fy6Ju0sEaG',
      },
    ),
    m(
      'sec-fcm-sa',
      'note',
      'sa buat notification service sementara sebelum dipindah ke KMS:\n{\n  "type": "service_account",\n  "project_id": "jalanin-prod",\n  "private_key_id": "3f9a1c7e2b8d4f60a5e1c9b7d3f2a8e4c6b1d0f9",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7r3Xk9LmQ2pT8vWz\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "fcm-sender@jalanin-prod.iam.gserviceaccount.com"\n}',
      {
        secret: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7r3Xk9LmQ2pT8vWz',
      },
    ),
    m(
      'sec-alicloud-ak',
      'note',
      'setup aliyun cli buat runner deploy:\naliyun configure --mode AK --profile jalanin-ci --region ap-southeast-5 --access-key-id LTAI5tRq8NkV3mWz7YpXc2Fd --access-key-secret H7xKp2Lq9WzT4vRn8YcB3mFd6JsA1e',
      {
        secret: 'H7xKp2Lq9WzT4vRn8YcB3mFd6JsA1e',
      },
    ),
    m(
      'sec-pg-wallet',
      'note',
      'wallet prod DSN (read-write): postgres://wallet_svc:Dompet%2325Jkt!@pgm-d9j2k7x1q8.pg.rds.aliyuncs.com:5432/wallet?sslmode=require',
      {
        secret: 'Dompet%2325Jkt!',
      },
    ),
    m(
      'sec-keystore',
      'note',
      'apps/driver/android/key.properties (JANGAN di-commit):\nstorePassword=Ojol#Upload2023\nkeyPassword=Ojol#Upload2023\nkeyAlias=upload\nstoreFile=../../keys/driver-upload.jks',
      {
        secret: 'Ojol#Upload2023',
      },
    ),
    m(
      'sec-redis-chat',
      'note',
      'bro pw redis geo prod: rG3o-Prod!bdg7721 , user default. jangan dipake buat debug dari laptop ya plis',
      {
        secret: 'rG3o-Prod!bdg7721',
      },
    ),
    m(
      'sec-es-apikey',
      'note',
      'merchant-search connects to ES with the header Authorization: ApiKey VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw== (created in Kibana, role merchants_rw)',
      {
        secret: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==',
      },
    ),
  ],
  sessions: [
    {
      id: 'rider-app-session',
      age: 12,
      turns: [
        said(
          'pagi bro. lagi ngerjain halaman riwayat order di rider app, apps/rider/lib/features/history/. coba liat dulu struktur yg ada',
        ),
        replied(
          'History currently has order_history_page.dart and a repository that calls GET /v1/orders?page=. Errors are thrown as DioException straight into the UI.',
        ),
        said(
          'nah itu yg gw gak suka. mulai sekarang semua repository di flutter return Result<T> (dari packages/core/lib/result.dart), jangan throw exception ke UI. UI tinggal switch Success/Failure aja',
          {
            key: 's-result-type',
            type: 'convention',
          },
        ),
        replied(
          'OK. I changed OrderHistoryRepository to return Result<List<OrderSummary>> and the page now switches on Success/Failure.',
        ),
        said('isar query buat list gini mending pake watch() atau watchLazy() sih?'),
        replied(
          'watch() re-emits the full result on every change, watchLazy() only signals that something changed. For a paginated list watchLazy() + re-query the current page is cheaper.',
        ),
        said(
          'oke pake watchLazy. trus bikinin paginasi 20 item per page ya. oh iya sekalian: riwayat order yg di-cache di isar cuma 30 hari terakhir aja, yg lebih lama ambil dari API. db isar jangan sampe bengkak di hp kentang',
          {
            key: 's-history-cache-30d',
            type: 'constraint',
          },
        ),
        replied(
          'Added pagination (20/page) and a cleanup on app start that deletes OrderCache rows older than 30 days; older pages come from the API only.',
        ),
        said('buat sekarang label status hardcode aja dulu, nanti gw pindahin ke arb sendiri'),
        replied('Done, status labels are inline strings for now with a TODO.'),
        said(
          'foto merchant di kartu riwayat jangan ambil yg full size, selalu minta thumbnail dari OSS pake ?x-oss-process=image/resize,w_300 dan pake cached_network_image. berlaku buat semua list ya, bukan cuma di sini',
          {
            key: 's-oss-thumbnail',
            type: 'convention',
          },
        ),
        replied(
          'Added ossThumb(url, width: 300) in packages/core/lib/utils/image.dart and used it in the card.',
        ),
        said(
          'satu lagi, analytics event namanya snake_case, prefix per app rider_ / driver_, max 40 karakter (limit firebase). contoh rider_history_opened',
          {
            key: 's-analytics-naming',
            type: 'convention',
          },
        ),
        replied('Logged rider_history_opened and rider_history_order_tapped.'),
        said('wkwk mantap. jalanin test-nya dong'),
        replied('flutter test apps/rider: 214 passed.'),
      ],
    },
    {
      id: 'dispatch-session',
      age: 9,
      turns: [
        said(
          'bro ada laporan dari driver bandung, orderan masih nyampe ke driver yg udah offline dari tadi. cek services/dispatch/internal/geo',
        ),
        replied(
          'The sweeper removes members only if drv:seen is older than 120 s, and it runs every 60 s, so a dead driver can stay offerable for up to 3 minutes.',
        ),
        said(
          'kelamaan itu. aturannya gini ya: driver yg last ping-nya > 45 detik dianggap offline dan gak boleh dapet tawaran, sweeper jalan tiap 10 detik',
          {
            key: 's-driver-stale-45s',
            type: 'constraint',
          },
        ),
        replied(
          'Changed the threshold to 45 s, ticker to 10 s, and the matcher also filters on drv:seen before offering.',
        ),
        said('GEOSEARCH BYRADIUS vs BYBOX mana lebih kenceng di redis?'),
        replied(
          'BYBOX scans the same geohash cells and only differs in the final filter; performance is nearly identical. BYRADIUS matches our radius config, so keep it.',
        ),
        said(
          'oke. trus buat order food: dispatch baru mulai pas sisa estimasi masak merchant <= ETA driver + 2 menit, biar driver gak nongkrong lama di resto. tolong implement di matcher',
          {
            key: 's-food-dispatch-timing',
            type: 'decision',
          },
        ),
        replied(
          'Food orders now wait in SCHEDULED_DISPATCH until prep_remaining <= driver_eta + 2 min, checked every 15 s.',
        ),
        said('coba run ulang load test k6 di staging, 2000 rps aja dulu'),
        replied('k6 at 2000 rps: p95 matcher latency 180 ms, no errors.'),
        said(
          'aturan satu lagi: satu driver cuma boleh pegang 1 order ride aktif. food boleh batching max 2 order, asal merchant-nya sama atau jarak antar merchant < 1 km',
          {
            key: 's-batching',
            type: 'constraint',
          },
        ),
        replied(
          'Encoded in matcher.eligible(): ride = 0 active orders, food = at most 1 active food order within 1 km.',
        ),
        said(
          'Also: we decided with product that acceptance rate no longer affects dispatch scoring at all, only ETA. Drivers called it unfair after the flood week in Bandung.',
          {
            key: 's-scoring-eta-only',
            type: 'decision',
          },
        ),
        replied('Removed the acceptance-rate penalty from score(); scoring is pure OSRM ETA now.'),
        said(
          "buat test lokal pake redis staging aja: redis-cli -h r-d9j4xk2m7q.redis.ap-southeast-5.rds.aliyuncs.com -p 6379 -a 'St4g1ng#Geo2024'",
          {
            secret: 'St4g1ng#Geo2024',
          },
        ),
        replied('Connected; the staging geo keys look consistent after the sweeper change.'),
        said('sip, bikin MR-nya'),
      ],
    },
    {
      id: 'wallet-session',
      age: 6,
      turns: [
        said(
          'lagi integrasi xendit ewallet charge buat DANA sama ShopeePay, services/wallet/internal/payment/xendit',
        ),
        replied(
          'The charge call is in place. The callback currently goes to a generic /callbacks endpoint in the api-gateway.',
        ),
        said(
          'jangan. semua callback payment wajib masuk services/wallet/internal/webhook, satu handler per provider, dan balikin 200 cuma SETELAH commit DB. kalo gagal balikin 500 biar provider retry',
          {
            key: 's-webhook-ack-after-commit',
            type: 'convention',
          },
        ),
        replied(
          'Moved the handler to internal/webhook/xendit.go; it returns 200 only after the transaction commits.',
        ),
        said('redirect shopeepay di flutter mending url_launcher atau webview?'),
        replied(
          'url_launcher with LaunchMode.externalApplication: ShopeePay needs to open its own app via the deeplink, a webview cannot do that reliably.',
        ),
        said(
          'oke. limit wallet tolong dicek juga: topup min Rp10.000 max Rp2.000.000 per transaksi. saldo max Rp2jt buat akun yg belum KYC (aturan BI unregistered), Rp20jt kalo udah KYC',
          {
            key: 's-wallet-limits',
            type: 'constraint',
          },
        ),
        replied(
          'Added the checks in the topup service and a 422 WALLET_LIMIT error with the limit in the payload.',
        ),
        said('skip dulu test yg flaky di wallet_test.go, nanti gw benerin sendiri'),
        replied('Marked TestTopupConcurrent with t.Skip and a TODO.'),
        said(
          'terus soal refund: refund ke rider selalu masuk saldo Jalanin Pay dulu, bukan balik ke e-wallet asal. kecuali diminta lewat CS',
          {
            key: 's-refund-to-wallet',
            type: 'decision',
          },
        ),
        replied(
          'Refunds now create a ledger transfer to the rider wallet; CS can still trigger a provider refund manually.',
        ),
        said(
          'payout driver jg diubah ya, jalan batch tiap jam 10:00 dan 16:00 WIB aja, bukan realtime. biaya disbursement xendit bengkak kalo per request',
          {
            key: 's-payout-batch',
            type: 'decision',
          },
        ),
        replied('Added a CronJob payout-batch (0 3,9 * * * UTC) that groups pending withdrawals per driver.'),
        said('thanks bro, udah cukup buat hari ini'),
      ],
    },
    {
      id: 'infra-session',
      age: 3,
      turns: [
        said('pipeline flutter lagi lama bgt, bisa 40 menit per MR. bantu liat .gitlab-ci.yml'),
        replied(
          'Most of the time goes to patrol on the emulator (22 min) and pub get without cache (4 min per job).',
        ),
        said(
          'yaudah mulai minggu ini patrol gak jalan di tiap MR, cuma nightly + sebelum tag rilis. MR cukup flutter_test unit + widget',
          {
            key: 's-patrol-nightly',
            type: 'decision',
          },
        ),
        replied('Moved the patrol jobs to rules: schedule + tags.'),
        said(
          'cache pub di CI pake key dari pubspec.lock. jangan cache folder build/, dulu pernah bikin apk basi ke-upload',
          {
            key: 's-ci-pub-cache',
            type: 'convention',
          },
        ),
        replied('Cache key is now files: [pubspec.lock], paths: .pub-cache only.'),
        said('hpa dispatch di prod skrg min berapa replica?'),
        replied('deploy/helm/dispatch/values-prod.yaml has minReplicas 6, maxReplicas 30, CPU target 65%.'),
        said('tolong restart pod pricing di staging sekarang, kayaknya nyangkut'),
        replied('Ran a rollout restart of deployment/pricing in ojol-staging; pods are ready.'),
        said(
          'btw sambil beresin chart: semua service go wajib punya readiness /readyz yg ngecek postgres + redis, liveness /healthz cuma balikin 200 gak ngecek dependency apa2. tolong cek semua chart',
          {
            key: 's-probes',
            type: 'convention',
          },
        ),
        replied('wallet and realtime were missing /readyz; added them and the probes in their charts.'),
        said(
          'and images: multi-stage Dockerfile, final stage gcr.io/distroless/static-debian12:nonroot, CGO_ENABLED=0. no alpine anymore',
          {
            key: 's-distroless',
            type: 'convention',
          },
        ),
        replied('Updated the Dockerfiles of dispatch, pricing, wallet, realtime and merchant-search.'),
        said('oke mantap, merge aja'),
      ],
    },
  ],
  prompts: [
    p('bro tolong bikinin provider buat list alamat favorit di rider app, apps/rider/lib/features/address/', [
      'state-riverpod',
      'local-db-isar',
      'isar-additive',
      's-result-type',
    ]),
    p(
      'Unhandled Exception: IsarError: Cannot open schema... abis gw ganti tipe field distanceKm di order_cache.dart dari int ke double. gmn nih',
      ['isar-additive', 'incident-isar-crash', 'local-db-isar'],
    ),
    p('add a trip receipt screen reachable from the deep link jalanin://order/:id/receipt', [
      'nav-gorouter',
      'l10n',
      'rupiah-format',
      'state-riverpod',
    ]),
    p(
      'harga di checkout muncul "Rp 25000.0" , benerin dong @apps/rider/lib/features/checkout/checkout_summary.dart',
      ['rupiah-format', 'money-int', 'money-cents-claim'],
    ),
    p('tambahin endpoint POST /v1/wallet/refund di services/wallet', [
      'wallet-ledger',
      'wallet-idempotency',
      's-refund-to-wallet',
      'go-layout',
      'go-pgx-sqlc',
      'money-int',
      'money-cents-claim',
    ]),
    p('integrasi pembayaran OVO buat bayar food order, providernya pake yg mana?', [
      'pay-xendit-ewallet',
      'webhook-verify',
      's-webhook-ack-after-commit',
    ]),
    p(
      'write the Midtrans notification handler for card payments in services/wallet/internal/webhook/midtrans.go',
      [
        'webhook-verify',
        's-webhook-ack-after-commit',
        'incident-double-topup',
        'logging-pii',
        'pay-xendit-ewallet',
      ],
    ),
    p('callback xendit DANA masuk 3x, saldo user nambah 3x. kok bisa sih??', [
      'incident-double-topup',
      'webhook-verify',
      's-webhook-ack-after-commit',
      'wallet-ledger',
    ]),
    p('user blm verifikasi mau topup 3 juta kok ditolak 422, bug ga?', ['s-wallet-limits']),
    p('bikin job payout driver ke rekening bank pake xendit disbursement', [
      's-payout-batch',
      'wallet-ledger',
      'secrets-kms',
    ]),
    p('dispatch: ubah scoring biar driver yg acceptance rate-nya jelek ditaruh paling belakang', [
      's-scoring-eta-only',
      'dispatch-algo',
    ]),
    p('order di jakarta lama bgt dapet driver, radius pencariannya skrg berapa sih?', [
      'dispatch-radius-expand',
      'offer-timeout',
      'offer-timeout-claim',
    ]),
    p('driver udah offline 2 menit tapi masih dapet tawaran, cek services/dispatch/internal/geo/sweeper.go', [
      's-driver-stale-45s',
      'redis-geo-keys',
      'incident-ghost-drivers',
    ]),
    p('implement food order batching in the matcher', [
      's-batching',
      'dispatch-algo',
      's-food-dispatch-timing',
    ]),
    p('naikin surge max jd 2x buat jam pulang kantor, product yg minta', [
      'surge-cap-1-5x',
      'pricing-kemenhub',
    ]),
    p('pricing: itung tarif pake jarak dari google directions aja, OSRM suka beda dikit', [
      'eta-osrm',
      'osrm-moto-profile',
      'pricing-kemenhub',
    ]),
    p('rute driver lewat tol lagi di staging?? cek deploy/osrm', [
      'osrm-moto-profile',
      'incident-tol',
      'osrm-data',
    ]),
    p('tambahin autocomplete alamat pickup pake google places di rider app', [
      'gmaps-usage',
      'gmaps-key-restrict',
    ]),
    p('merchant search "nasgor" gak nemu "Nasi Goreng Gila Pak Kumis", tambahin sinonim dong', [
      'search-es',
      'es-alias',
    ]),
    p('publish an event when an order is completed, the data team wants it', [
      'kafka-topics',
      'kafka-idempotent',
      'order-fsm',
    ]),
    p('CS butuh cepet: cancel order 8812731 langsung pake UPDATE orders di admin tool aja ya', ['order-fsm']),
    p('kirim notif ke driver pas ada tawaran order baru dari services/notification', [
      'fcm-v1',
      'fcm-data-only',
      'realtime-ws',
    ]),
    p('notif tawaran order gak muncul di driver yg pake redmi kalo app lagi di background', [
      'note-xiaomi',
      'driver-bg-service',
      'fcm-data-only',
    ]),
    p('driver app crash di android 14 pas klik "mulai online": ForegroundServiceTypeException', [
      'driver-bg-service',
    ]),
    p('marker driver di map rider patah2 pas tracking, bisa gak lokasi driver dikirim lebih sering?', [
      'driver-loc-interval',
      'driver-loc-claim',
      'realtime-ws',
      'low-end',
    ]),
    p('tolong bikin widget test buat OrderStatusCard', ['flutter-tests', 'state-riverpod', 'l10n']),
    p('tambahin patrol test buat flow izin lokasi di driver app, terus masukin ke pipeline MR', [
      'patrol',
      's-patrol-nightly',
      'ci-gitlab',
    ]),
    p("CI flutter gagal: The getter 'copyWith' isn't defined for the type 'Order'", ['freezed-models']),
    p('apk dari CI masih pake kode lama padahal udah merge, aneh bgt', ['s-ci-pub-cache', 'ci-gitlab']),
    p(
      'golangci-lint complains G404 weak random in services/dispatch/internal/offer/shuffle.go, can I just turn gosec off?',
      ['lint-golangci'],
    ),
    p('bikin migration tambah kolom promo_code di orders + index-nya', ['migrations', 'go-pgx-sqlc']),
    p(
      'promo "Gajian Hemat" aktif jam 7 pagi padahal harusnya jam 00:00, cek services/pricing/internal/promo',
      ['ts-utc', 'promo-wib-claim'],
    ),
    p('tambahin service go baru "voucher", skeleton aja dulu sampe bisa di-deploy ke staging', [
      'go-layout',
      'go-pgx-sqlc',
      'go-tests',
      's-probes',
      's-distroless',
      'k8s-ack',
      'secrets-kms',
    ]),
    p('deploy hotfix pricing ke prod skrg dong, mumpung jam 17:15', ['deploy-freeze', 'ci-gitlab']),
    p('boleh gak kita replicate DB wallet ke region singapore buat DR?', ['data-residency', 'k8s-ack']),
    p('log request body /v1/auth/otp biar gampang debug OTP yg gagal', ['logging-pii']),
    p('normalisasi nomor hp yg diinput user sebelum kirim OTP', ['phone-e164']),
    p('komisi driver di kode masih 0.2, bener gak tuh?', ['commission-15']),
    p('siapa yg pegang pricing service?', ['owners']),
    p('add a firebase analytics event when the rider taps "Pesan sekarang"', ['s-analytics-naming']),
    p('foto menu di list merchant loadingnya lambat bgt di hp kentang', ['s-oss-thumbnail', 'low-end']),
    p('riwayat order di isar udah 80MB di hp user, bisa dihapus otomatis yg lama?', [
      's-history-cache-30d',
      'local-db-isar',
    ]),
    p('abis clone repo, flutter pub get di apps/rider error: package "core" not found. gw salah apa ya', [
      'flutter-monorepo',
    ]),
    p(
      'rider tap "Pesan" pas sinyal jelek trus order kebikin dobel 2. kyknya Dio nge-retry, cek packages/core/lib/network/',
      ['dio-client'],
    ),
    p('rider dapet 409 QUOTE_EXPIRED kalo kelamaan milih metode bayar, handle di app gmn yg bener?', [
      'quote-ttl',
      's-result-type',
    ]),
    p('MR gw merah di flutter analyze cuma gara2 info prefer_const_constructors, bisa di-skip aja gak', [
      'ci-flutter-lint',
    ]),
    p('rilis rider 3.9.0 langsung 100% aja ya, QA udah oke kok', ['app-release', 'incident-isar-crash']),
    p('tulisin commit message buat perubahan sweeper tadi', ['pref-lang']),
    p('bedanya Future.wait sama Stream.asyncMap apa?', []),
    p('what happens to a context.Context in net/http when the client disconnects?', []),
    p('makasih bro 🙏', []),
    p('oke commit', []),
    p('jelasin buffered vs unbuffered channel di go singkat aja', []),
    p('gmn cara rebase branch gw ke main yg udah jauh ketinggalan?', []),
    p('kenapa const constructor di flutter bikin rebuild lebih murah?', []),
  ],
});
