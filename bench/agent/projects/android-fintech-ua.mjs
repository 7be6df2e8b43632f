// A Ukrainian consumer fintech app: cards, P2P transfers, installments. Android (Compose) + iOS sibling, Go backend,
// card processor + 3-D Secure, Diia/BankID KYC. Team in Kyiv, Lviv and Warsaw (Ukrainian, Russian, Polish, English).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'android-fintech-ua',
  stack:
    'Kotlin 2.0 Android (Jetpack Compose, Hilt, Coroutines/Flow, Room, Retrofit/OkHttp, kotlinx.serialization), SwiftUI iOS sibling, Go 1.22 backend (gRPC + grpc-gateway REST, PostgreSQL 16, Kafka, Redis), card processor API + EMV 3-D Secure, Diia / BankID NBU, Firebase Crashlytics + Remote Config, GitLab CI, Detekt + ktlint, Paparazzi',
  memories: [
    m(
      'di-koin',
      'fact',
      'DI — Koin 3.5, модулі лежать в app/src/main/java/ua/fintech/di/*Module.kt, для всіх VM viewModel { } ',
      {
        fact: 'android di | framework | Koin',
        files: ['app/src/main/java/ua/fintech/di'],
        age: 700,
        tags: ['di', 'koin'],
      },
    ),
    m(
      'di-hilt',
      'decision',
      'Hilt всюди. Koin випиляли повністю в 3.18 (останньою переїхала :feature:installments). @HiltViewModel + hiltViewModel() в Compose, модулі @InstallIn(SingletonComponent::class) в core/*/di. kapt не юзаємо, тільки KSP. Чому: граф перевіряється на компіляції, а Koin падав у рантаймі на проді коли забували біндинг.',
      {
        fact: 'android di | framework | Hilt',
        supersedes: 'di-koin',
        age: 400,
        canonical: true,
        reason: 'compile-time validation of the DI graph',
        tags: ['di', 'hilt', 'ksp'],
      },
    ),
    m(
      'arch-modules',
      'fact',
      'Модулі: :app, :core:ui, :core:network, :core:database, :core:flags, :core:money, :core:navigation, :core:testing, :feature:cards, :feature:transfers, :feature:installments, :feature:onboarding. feature-модулі один від одного не залежать, тільки від :core:*; переходи між фічами через routes з :core:navigation.',
      {
        files: ['settings.gradle.kts'],
        tags: ['modules', 'architecture', 'gradle'],
      },
    ),
    m(
      'viewmodel-state',
      'convention',
      'ViewModels expose one StateFlow<XxxUiState> (immutable data class) built with stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), initial). One-off effects (navigate, snackbar) go through Channel(BUFFERED).receiveAsFlow(). No LiveData, no mutableStateOf inside VMs. В composable тільки collectAsStateWithLifecycle(), не collectAsState() — інакше флоу крутиться в бекграунді і ми ддосимо /v1/balance.',
      {
        canonical: true,
        tags: ['viewmodel', 'stateflow', 'compose', 'lifecycle'],
      },
    ),
    m(
      'dispatchers',
      'convention',
      'Dispatchers не хардкодимо в репозиторіях/юзкейсах: інжектимо @IoDispatcher / @DefaultDispatcher (core/common/di/DispatchersModule.kt). В тестах — StandardTestDispatcher через MainDispatcherRule з :core:testing.',
      {
        files: ['core/common/src/main/java/ua/fintech/core/common/di/DispatchersModule.kt'],
        tags: ['coroutines', 'dispatchers', 'tests'],
      },
    ),
    m(
      'no-globalscope',
      'constraint',
      'GlobalScope заборонено (detekt GlobalCoroutineUsage = error). Якщо робота має пережити екран — @ApplicationScope CoroutineScope, а відправка transfer_outbox — тільки через WorkManager (OutboxSyncWorker, constraint CONNECTED).',
      {
        files: ['feature/transfers/src/main/java/ua/fintech/transfers/outbox/OutboxSyncWorker.kt'],
        tags: ['coroutines', 'globalscope', 'workmanager'],
      },
    ),
    m(
      'room-db',
      'fact',
      'Room: одна база fintech.db (core/database). Таблиці: cards_cache, transactions_cache, transfer_outbox, installment_plans_cache, onboarding_state. transfer_outbox — це НЕ кеш: там підтверджені юзером перекази, які ще не дійшли до бекенду.',
      {
        files: ['core/database'],
        tags: ['room', 'database', 'outbox'],
      },
    ),
    m(
      'room-migrations',
      'constraint',
      'Кожна зміна схеми Room = version++ і явна Migration(from, to), exportSchema = true, json-схеми з core/database/schemas комітимо. Тест міграції через MigrationTestHelper обовʼязковий. fallbackToDestructiveMigration() заборонено — знесемо transfer_outbox з непідтвердженими переказами.',
      {
        canonical: true,
        reaffirm: 11,
        files: [
          'core/database/schemas',
          'core/database/src/main/java/ua/fintech/core/database/FintechDatabase.kt',
        ],
        tags: ['room', 'migrations', 'outbox'],
      },
    ),
    m(
      'room-destructive-claim',
      'fact',
      'та нормально юзати fallbackToDestructiveMigration(), в румі ж тільки кеш, все одно все підтягнеться з бекенду після логіну',
      {
        disputes: 'room-migrations',
        files: ['core/database/src/main/java/ua/fintech/core/database/FintechDatabase.kt'],
        tags: ['room', 'migrations'],
      },
    ),
    m(
      'network-stack',
      'fact',
      'Retrofit 2 + OkHttp 4. Інтерсептори по порядку: DeviceInfoInterceptor → AuthInterceptor (access token; refresh через TokenAuthenticator) → IdempotencyInterceptor → HttpLoggingInterceptor (тільки debug, рівень HEADERS, BODY ніколи). Все в core/network/di/NetworkModule.kt.',
      {
        files: ['core/network/src/main/java/ua/fintech/core/network/di/NetworkModule.kt'],
        tags: ['retrofit', 'okhttp', 'interceptors', 'network'],
      },
    ),
    m('json-gson', 'fact', 'JSON: Gson + GsonConverterFactory, поля DTO з @SerializedName', {
      fact: 'android json | library | Gson',
      age: 650,
      tags: ['json', 'gson', 'retrofit'],
    }),
    m(
      'json-kx',
      'decision',
      'Gson більше не використовуємо — після того як він тихо поклав null у non-null котлінове поле (balance = null, краш на головній у 3.9). Тепер kotlinx.serialization: @Serializable DTO в core/network/dto, Json { ignoreUnknownKeys = true; explicitNulls = false; coerceInputValues = true }, конвертер через asConverterFactory.',
      {
        fact: 'android json | library | kotlinx.serialization',
        supersedes: 'json-gson',
        age: 380,
        files: ['core/network/dto'],
        reason: 'Gson ignores Kotlin nullability',
        tags: ['json', 'kotlinx-serialization', 'retrofit', 'dto'],
      },
    ),
    m(
      'money-minor',
      'convention',
      'Гроші = Long у мінорних одиницях (копійки) + валюта ISO 4217 (UAH/USD/EUR). Ні Double, ні Float ніде — ні в DTO, ні в UI-моделях. В апці value class Money(amountMinor: Long, currency: Currency) з :core:money; в Go — int64 amount_minor, в Postgres amount_minor bigint + currency char(3). Відсотки (розстрочка) — basis points int: 190 = 1.90%.',
      {
        canonical: true,
        reaffirm: 5,
        fact: 'money amounts | represented_as | Long minor units',
        files: ['core/money'],
        tags: ['money', 'kopiyky', 'long', 'currency', 'postgres'],
      },
    ),
    m(
      'money-claim',
      'fact',
      'в респонсах /v1/transfers amount приходить строкою в гривнях типу "1250.50", тому в DTO парсимо через BigDecimal і множимо на 100',
      {
        disputes: 'money-minor',
        tags: ['money', 'dto', 'transfers'],
      },
    ),
    m(
      'money-format',
      'convention',
      'Суми показуємо тільки через MoneyFormatter (:core:money): "1 250,50 ₴" — між тисячами нерозривний пробіл, кома як десятковий роздільник, знак ₴ після суми через NBSP. Ніякого String.format("%.2f") чи DecimalFormat у фічах.',
      {
        files: ['core/money/src/main/java/ua/fintech/core/money/MoneyFormatter.kt'],
        tags: ['money', 'formatting', 'ui', 'locale'],
      },
    ),
    m(
      'pci-scope',
      'constraint',
      'PAN і CVV ніколи не проходять через наш бекенд і не зберігаються в апці (ні Room, ні DataStore, ні логи). Додавання картки — тільки через токенізаційний SDK процесора (CardInputView), ми отримуємо card_token + bin + last4. Так Go-сервіси лишаються поза PCI DSS scope.',
      {
        canonical: true,
        fact: 'PAN | never_stored_in | our backend',
        tags: ['pci', 'pan', 'cvv', 'tokenization', 'security'],
      },
    ),
    m(
      'no-log-pii',
      'constraint',
      'Не логувати і не слати в Crashlytics (ні лог, ні custom keys, ні breadcrumbs): PAN, CVV, термін дії, OTP, номер телефону, РНОКПП, токени. Картку маскуємо через CardMasker → "5168 •••• •••• 4021". В релізі Timber — тільки CrashlyticsTree з фільтром. setUserId в Crashlytics — тільки sha256(user_id + salt), не сирий id і не телефон.',
      {
        reaffirm: 20,
        files: ['core/common/src/main/java/ua/fintech/core/common/log/CrashlyticsTree.kt'],
        tags: ['logging', 'crashlytics', 'pii', 'security'],
      },
    ),
    m(
      'flag-secure',
      'constraint',
      'FLAG_SECURE (заборона скріншотів і превʼю в recents) на екранах: реквізити картки, OTP, підтвердження переказу, PIN. Робиться обгорткою SecureScreen { } з :core:ui, не руками через window.setFlags у кожній фічі.',
      {
        files: ['core/ui/src/main/java/ua/fintech/core/ui/SecureScreen.kt'],
        tags: ['security', 'flag-secure', 'compose'],
      },
    ),
    m(
      'card-reveal',
      'fact',
      'Показ повних реквізитів картки: біометрія → GET /v1/cards/{id}/sensitive (через processor-proxy, одноразовий токен) → тримаємо в памʼяті 30 сек, потім затираємо. Не кешуємо в Room і не кладемо в SavedStateHandle.',
      {
        files: ['feature/cards/src/main/java/ua/fintech/cards/details'],
        tags: ['cards', 'cvv', 'reveal', 'security'],
      },
    ),
    m(
      'biometric',
      'convention',
      'Підтвердження переказу: BiometricPrompt з BIOMETRIC_STRONG or DEVICE_CREDENTIAL + CryptoObject — підписуємо challenge з бекенду ключем з AndroidKeyStore (setUserAuthenticationRequired(true)). Просто onAuthenticationSucceeded без CryptoObject не рахується підтвердженням.',
      {
        tags: ['biometric', 'keystore', 'security', 'transfers'],
      },
    ),
    m('minsdk-24', 'fact', 'minSdk = 24, targetSdk 33, coreLibraryDesugaring для java.time', {
      fact: 'android | minSdk | 24',
      age: 600,
      files: ['build-logic'],
      tags: ['minsdk', 'gradle'],
    }),
    m(
      'minsdk-26',
      'decision',
      'minSdk підняли до 26 — на 24–25 менше 1,5% активних юзерів по Play Console. compileSdk/targetSdk 35. Прибрали desugaring і старий fallback для AndroidKeyStore. Версії тримаємо в build-logic/convention (AndroidConfig.kt).',
      {
        fact: 'android | minSdk | 26',
        supersedes: 'minsdk-24',
        age: 200,
        files: ['build-logic/convention/src/main/kotlin/AndroidConfig.kt'],
        tags: ['minsdk', 'gradle', 'targetsdk'],
      },
    ),
    m(
      'design-system',
      'convention',
      'Кольори, відступи, типографіка — тільки з AppTheme (AppTheme.colors / AppTheme.spacing / AppTheme.typography) в :core:ui. Жодних Color(0xFF...) і захардкоджених dp у фічах; кастомне правило detekt HardcodedColor це ловить.',
      {
        files: ['core/ui/src/main/java/ua/fintech/core/ui/theme'],
        tags: ['design-system', 'theme', 'compose', 'colors'],
      },
    ),
    m(
      'strings',
      'convention',
      'Рядки: дефолтна локаль українська (values/), англійська в values-en. Російської локалі немає і не буде. Кількості — тільки через plurals (в українській one/few/many/other), ніяких if (n == 1). Тексти ведемо в Lokalise, ключі спільні з iOS.',
      {
        files: ['core/ui/src/main/res/values/strings.xml'],
        tags: ['strings', 'i18n', 'plurals', 'lokalise'],
      },
    ),
    m(
      'screenshot-shot',
      'fact',
      'скриншот-тесты на Shot (Karumi), гоняются на эмуляторе в CI (job android-screenshots), эталоны в app/screenshots/',
      {
        fact: 'screenshot tests | tool | Shot',
        age: 520,
        tags: ['screenshot-tests', 'shot', 'emulator'],
      },
    ),
    m(
      'paparazzi',
      'decision',
      'Screenshot tests are Paparazzi now (JVM, no emulator). Shot got dropped: the emulator job flaked roughly 1 run in 5 and took 25 min. Goldens live in <module>/src/test/snapshots/images, record with ./gradlew :feature:x:recordPaparazziDebug, CI runs verifyPaparazziDebug.',
      {
        fact: 'screenshot tests | tool | Paparazzi',
        supersedes: 'screenshot-shot',
        age: 260,
        reason: 'emulator flakiness and CI time',
        tags: ['screenshot-tests', 'paparazzi', 'ci'],
      },
    ),
    m(
      'note-paparazzi-fonts',
      'note',
      'paparazzi: якщо на CI і локально різні пікселі — це шрифти/рендер. DeviceConfig.PIXEL_6, maxPercentDifference = 0.1, шрифти тільки з res/font (не системні), і layoutlib однакової версії — не оновлювати плагін в одному модулі.',
      {
        tags: ['paparazzi', 'fonts', 'flaky'],
      },
    ),
    m(
      'detekt-baseline',
      'fact',
      'detekt з baseline (config/detekt/baseline.xml): старі порушення ігноруються, нове теж можна докинути в baseline якщо горить',
      {
        age: 450,
        files: ['config/detekt/baseline.xml'],
        tags: ['detekt', 'baseline', 'lint'],
      },
    ),
    m(
      'detekt-zero',
      'convention',
      'baseline.xml видалили в лютому. detekt: maxIssues: 0, warningsAsErrors: true. Якщо правило реально заважає — @Suppress("RuleName") з коментарем чому, на рівні функції, не файлу і не модуля.',
      {
        supersedes: 'detekt-baseline',
        age: 90,
        files: ['config/detekt/detekt.yml'],
        tags: ['detekt', 'lint', 'ci'],
      },
    ),
    m(
      'ktlint',
      'convention',
      'ktlint (ktlint_official) через ktlint-gradle, налаштування тільки в .editorconfig. Перед пушем ./gradlew ktlintFormat detekt — є pre-commit хук у scripts/git-hooks/pre-commit.',
      {
        files: ['.editorconfig', 'scripts/git-hooks/pre-commit'],
        tags: ['ktlint', 'lint', 'formatting'],
      },
    ),
    m(
      'rc-12h',
      'fact',
      'Remote Config: minimumFetchIntervalInSeconds = 43200 (12h), fetchAndActivate() один раз на сплеші',
      {
        age: 340,
        tags: ['remote-config', 'firebase'],
      },
    ),
    m(
      'rc-1h',
      'decision',
      'Remote Config fetch interval тепер 3600 с у релізі, 0 у debug. 12 годин виявилось замало для kill switch: під час інциденту з 3DS не могли вимкнути фічу пів дня. Додатково real-time listener (addOnConfigUpdateListener) — активує одразу ключі з префіксом ks_.',
      {
        supersedes: 'rc-12h',
        age: 110,
        files: ['core/flags/src/main/java/ua/fintech/core/flags/RemoteConfigFlags.kt'],
        tags: ['remote-config', 'firebase', 'kill-switch'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Флаги тільки через інтерфейс FeatureFlags (:core:flags) — FirebaseRemoteConfig напряму з фіч не викликаємо. Імена: ff_<feature>_<what> (ff_p2p_by_phone), kill switch: ks_<feature>. Дефолт завжди false в remote_config_defaults.xml. Після 100% розкатки флаг прибираємо максимум через 2 релізи. Локальні оверрайди — тільки debug меню (FlagsDebugMenu).',
      {
        canonical: true,
        files: ['core/flags', 'app/src/main/res/xml/remote_config_defaults.xml'],
        tags: ['feature-flags', 'remote-config', 'kill-switch'],
      },
    ),
    m(
      'ios-sibling',
      'fact',
      'iOS-апка (SwiftUI) в окремому репо mobile-ios, той самий бекенд і ті самі REST контракти. Все що ламає контракт — погоджувати з iOS (Олег Мельник).',
      {
        fact: 'ios app | min iOS version | 16',
        inferred: true,
        tags: ['ios', 'swiftui', 'api'],
      },
    ),
    m(
      'go-layout',
      'fact',
      'Go backend (монорепо backend/): cmd/<svc>/main.go, internal/<svc>/..., спільне в pkg/. Сервіси: api-gateway, cards, p2p, installments, ledger, kyc, notify, processor-proxy. Go 1.22, деплой в k8s.',
      {
        files: ['backend/cmd', 'backend/internal', 'backend/pkg'],
        tags: ['go', 'backend', 'layout'],
      },
    ),
    m(
      'grpc-gateway',
      'convention',
      'API-first: контракти в backend/api/proto/<svc>/v1/*.proto, генерим через buf generate. REST для мобілок — grpc-gateway (google.api.http анотації), OpenAPI з protoc-gen-openapiv2 йде мобілкам. buf lint + buf breaking проти main у CI.',
      {
        files: ['backend/api/proto', 'backend/buf.yaml', 'backend/buf.gen.yaml'],
        tags: ['grpc', 'grpc-gateway', 'protobuf', 'buf', 'rest'],
      },
    ),
    m(
      'api-compat',
      'constraint',
      'У /v1 нічого не ламаємо: старі версії апок живуть місяцями. Нові поля тільки optional, поля не видаляємо і не перейменовуємо, enum значення тільки додаємо (і клієнт мусить мати UNKNOWN fallback). Підтримуємо версії апок за останні 6 місяців.',
      {
        canonical: true,
        tags: ['api', 'compatibility', 'versioning', 'mobile'],
      },
    ),
    m(
      'ledger',
      'constraint',
      'Ledger — double-entry. Баланс рахунку ніхто не апдейтить напряму: тільки проводки (postings), сума дебетів = сума кредитів в одній транзакції Postgres. Інші сервіси пишуть у ledger лише через gRPC LedgerService.Post, ручні корекції — теж проводкою з reason.',
      {
        canonical: true,
        files: ['backend/internal/ledger'],
        tags: ['ledger', 'double-entry', 'postgres', 'balance'],
      },
    ),
    m('idem-redis', 'fact', 'Idempotency-Key на грошових запитах зберігаємо в Redis, SETNX з TTL 24h', {
      fact: 'idempotency keys | stored_in | Redis',
      age: 300,
      tags: ['idempotency', 'redis'],
    }),
    m(
      'idem-pg',
      'decision',
      'Idempotency keys now live in Postgres (table idempotency_keys, unique (client_id, key), stores request hash + response) and are kept 30 days; Redis is only a read-through cache in front of it. A Redis failover must never be able to "forget" a key again. Same key + different request hash = 422 IDEMPOTENCY_KEY_REUSED.',
      {
        fact: 'idempotency keys | stored_in | Postgres',
        supersedes: 'idem-redis',
        age: 130,
        files: ['backend/pkg/idempotency'],
        reason: 'Redis failover lost keys and transfers were executed twice',
        tags: ['idempotency', 'postgres', 'redis', 'p2p'],
      },
    ),
    m(
      'idem-client',
      'convention',
      'На клієнті Idempotency-Key = UUID, генерується в момент тапу "Підтвердити" і пишеться в transfer_outbox разом з переказом; всі ретраї (і після вбитого процесу) йдуть з тим самим ключем. Новий ключ — тільки якщо юзер змінив суму або отримувача.',
      {
        files: ['core/network/src/main/java/ua/fintech/core/network/IdempotencyInterceptor.kt'],
        tags: ['idempotency', 'outbox', 'retry', 'transfers'],
      },
    ),
    m(
      'incident-double-p2p',
      'incident',
      'Листопад 2025: фейловер Redis на проді стер idempotency ключі, апка ретраїла по таймауту — 37 P2P переказів пройшли двічі (разом ~412 тис. грн), повертали вручну через сапорт. Звідси idempotency_keys в Postgres і тест backend/internal/p2p/idempotency_test.go.',
      {
        files: ['backend/internal/p2p/idempotency_test.go'],
        tags: ['incident', 'idempotency', 'p2p', 'duplicates'],
      },
    ),
    m(
      'kafka-sarama',
      'fact',
      'Kafka клієнт у Go — Shopify/sarama, consumer groups через sarama ConsumerGroup',
      {
        fact: 'go kafka client | library | sarama',
        age: 480,
        tags: ['kafka', 'sarama', 'go'],
      },
    ),
    m(
      'kafka-franz',
      'decision',
      'sarama більше не додаємо: ребаланси по 40+ сек і вічні проблеми з consumer groups. Новий код — twmb/franz-go (kgo), обгортка pkg/kafkax. Де ще лишився sarama — переписуємо, коли хтось і так чіпає сервіс.',
      {
        fact: 'go kafka client | library | franz-go',
        supersedes: 'kafka-sarama',
        age: 170,
        files: ['backend/pkg/kafkax'],
        tags: ['kafka', 'franz-go', 'go'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'топіки: <domain>.<event>.v<N> (p2p.transfer-completed.v1, cards.authorization.v1), ключ = account_id, payload — protobuf з backend/api/proto/events. retention 7 днів, для ledger.postings.v1 — 30.',
      {
        files: ['backend/api/proto/events'],
        tags: ['kafka', 'naming', 'protobuf', 'topics'],
      },
    ),
    m(
      'outbox-pattern',
      'constraint',
      'Жоден сервіс не публікує в Kafka прямо з обробки запиту. Подія пишеться в таблицю outbox в тій самій PG-транзакції, що й бізнес-дані; relay (pkg/outbox) читає і публікує. Консюмери ідемпотентні по event_id.',
      {
        files: ['backend/pkg/outbox'],
        tags: ['outbox', 'kafka', 'postgres', 'consistency'],
      },
    ),
    m(
      'pg-migrations',
      'convention',
      'міграції — goose, backend/migrations/<svc>/NNNN_name.sql. expand/contract: спочатку nullable колонка + бекфіл, видалення старого через реліз. Індекси тільки CREATE INDEX CONCURRENTLY (з -- +goose NO TRANSACTION). ALTER, що переписує таблицю transfers/postings, — заборонено.',
      {
        files: ['backend/migrations'],
        tags: ['postgres', 'migrations', 'goose', 'index'],
      },
    ),
    m(
      'go-errors',
      'convention',
      'Помилки: fmt.Errorf("...: %w", err), доменні помилки в internal/<svc>/errs.go, маппінг у gRPC status — pkg/grpcerr. Клієнту йде стабільний error_code (P2P_LIMIT_EXCEEDED, CARD_BLOCKED...) — мобілки показують текст по коду, а не по message.',
      {
        files: ['backend/pkg/grpcerr'],
        tags: ['go', 'errors', 'grpc', 'error-codes'],
      },
    ),
    m(
      'go-tests',
      'convention',
      'Go тести: table-driven, testcontainers-go для Postgres/Kafka/Redis (pkg/testinfra), в CI `go test -race ./...`. Моки — mockery, інтерфейс оголошується на стороні споживача.',
      {
        files: ['backend/pkg/testinfra'],
        tags: ['go', 'tests', 'testcontainers', 'mockery'],
      },
    ),
    m(
      'processor-api',
      'fact',
      'Процесинг: REST API процесора, з ним говорить тільки processor-proxy. Кожен запит підписується HMAC-SHA256 від (timestamp + "\\n" + raw body), заголовки X-Timestamp і X-Signature (hex). Допустимий skew ±300 сек — на подах має бути нормальний NTP.',
      {
        fact: 'processor API | only_called_by | processor-proxy',
        files: ['backend/internal/processorproxy'],
        tags: ['processor', 'hmac', 'signature', 'cards'],
      },
    ),
    m(
      'webhook-verify',
      'constraint',
      'Вебхуки процесора (/internal/processor/webhook): спочатку перевірка підпису і timestamp, тільки потім парсинг. 200 віддаємо тільки після коміту в processor_events (unique по event_id) — процесор ретраїть до 72 год, дублікати це норма.',
      {
        files: ['backend/internal/processorproxy/webhook.go'],
        tags: ['webhook', 'processor', 'hmac', 'idempotency'],
      },
    ),
    m(
      '3ds-v1',
      'fact',
      '3-D Secure: після створення переказу бекенд віддає acs_url + PaReq, апка відкриває WebView (ThreeDsWebViewScreen) і ловить редірект на term_url',
      {
        fact: '3ds | version | 3DS 1.0',
        age: 420,
        tags: ['3ds', 'webview', 'cards'],
      },
    ),
    m(
      '3ds-v2',
      'decision',
      'EMV 3DS 2.2 через нативний SDK процесора (ThreeDS2Service): спершу frictionless, challenge показує нативний UI SDK, не WebView. WebView-флоу (3DS1) видалено разом з ThreeDsWebViewScreen — схеми його більше не приймають.',
      {
        fact: '3ds | version | EMV 3DS 2.2',
        supersedes: '3ds-v1',
        age: 180,
        files: ['feature/transfers/src/main/java/ua/fintech/transfers/threeds'],
        tags: ['3ds', 'emv', 'sdk', 'cards'],
      },
    ),
    m(
      '3ds-timeout',
      'constraint',
      'Challenge 3DS: таймаут 5 хв. Після — переказ у FAILED_3DS, холд знімає процесор. Повторний 3DS на той самий transfer_id не робимо, тільки новий переказ з новим Idempotency-Key.',
      {
        tags: ['3ds', 'timeout', 'transfers'],
      },
    ),
    m(
      'id-bankid',
      'fact',
      'Ідентифікація (KYC L1) — тільки BankID НБУ: WebView з вибором банку, колбек на /kyc/bankid/callback',
      {
        fact: 'kyc | primary_method | BankID NBU',
        age: 380,
        tags: ['kyc', 'bankid', 'onboarding'],
      },
    ),
    m(
      'id-diia',
      'decision',
      'з весни основний спосіб верифікації — Дія (шерінг документів через діплінк у Дію, далі Дія.Підпис). BankID НБУ лишили запасним варіантом, якщо в людини нема Дії. Обидва флоу йдуть через kyc сервіс, апка бачить тільки kyc_session_id.',
      {
        fact: 'kyc | primary_method | Diia',
        supersedes: 'id-bankid',
        age: 140,
        files: ['feature/onboarding', 'backend/internal/kyc'],
        tags: ['kyc', 'diia', 'bankid', 'onboarding'],
      },
    ),
    m(
      'kyc-levels',
      'fact',
      'Рівні KYC: L0 — тільки телефон (OTP), L1 — Дія/BankID, L2 — L1 + джерело доходів. Без L1 не можна випустити картку і оформити розстрочку.',
      {
        tags: ['kyc', 'levels', 'limits'],
      },
    ),
    m('p2p-limit-old', 'constraint', 'ліміт P2P: 29 999 грн за одну операцію, 100 000 на місяць для L1', {
      age: 260,
      tags: ['p2p', 'limits'],
    }),
    m(
      'p2p-limit-new',
      'constraint',
      'Ліміти P2P переглянули під нові правила НБУ: одна операція — до 50 000 грн, на місяць 150 000 грн для L1 (для L2 — 500 000). Значення живуть у backend/internal/p2p/limits.go, апка бере їх з GET /v1/limits і нічого не хардкодить.',
      {
        fact: 'p2p single transfer limit | is | 50000 UAH',
        supersedes: 'p2p-limit-old',
        age: 60,
        files: ['backend/internal/p2p/limits.go'],
        tags: ['p2p', 'limits', 'nbu'],
      },
    ),
    m(
      'fin-monitoring',
      'constraint',
      'Фінмоніторинг: порогові операції від 400 000 грн і все, що тригерить AML-правила, — в aml.review.v1 на ручну перевірку. Статус переказу UNDER_REVIEW, юзеру показуємо тільки "переказ на перевірці", причину не розкриваємо (tipping-off).',
      {
        tags: ['aml', 'finmonitoring', 'compliance', 'transfers'],
      },
    ),
    m(
      'martial-law',
      'constraint',
      'Воєнний стан: перекази на картки банків рф/рб блокуємо по BIN (таблиця bin_blocklist в cards сервісі, туди ж усі BIN-и 2200–2204). На іноземні картки — тільки для L2 і в межах ліміту НБУ. Причину відмови показуємо загальною.',
      {
        files: ['backend/internal/cards/binlist'],
        tags: ['compliance', 'bin', 'blocklist', 'nbu', 'cross-border'],
      },
    ),
    m(
      'installments-server',
      'constraint',
      'Графік "Оплати частинами" рахує тільки installments сервіс. Апка НЕ рахує платежі сама, навіть для прев\'ю — тільки POST /v1/installments/quote. Залишок копійок від округлення йде в останній платіж.',
      {
        files: ['backend/internal/installments', 'feature/installments'],
        tags: ['installments', 'schedule', 'quote'],
      },
    ),
    m(
      'installments-disclosure',
      'constraint',
      'До підтвердження розстрочки обовʼязково показуємо загальну вартість кредиту і реальну річну процентну ставку (вимога закону про споживче кредитування), значення з quote. Без цього блоку кнопку "Оформити" не показуємо.',
      {
        canonical: true,
        files: ['feature/installments/src/main/java/ua/fintech/installments/confirm'],
        tags: ['installments', 'compliance', 'apr', 'consumer-credit'],
      },
    ),
    m(
      'push',
      'fact',
      'Пуші — FCM. Канали: transactions, security (IMPORTANCE_HIGH), marketing. Marketing тільки після opt-in в налаштуваннях. Токен реєструємо POST /v1/devices в onNewToken і після логіну.',
      {
        files: ['app/src/main/java/ua/fintech/push'],
        tags: ['push', 'fcm', 'notifications'],
      },
    ),
    m(
      'deeplinks',
      'convention',
      'Діплінки: App Links https://app.fintech.ua/... (assetlinks.json віддає api-gateway) + схема fintechua:// тільки для колбеків ззовні. Обробка в NavHost через navDeepLink, кожен новий лінк — кейс у DeepLinkTest.',
      {
        files: ['app/src/test/java/ua/fintech/DeepLinkTest.kt'],
        tags: ['deeplinks', 'app-links', 'navigation'],
      },
    ),
    m(
      'navigation',
      'convention',
      'Navigation Compose з type-safe routes (@Serializable object / data class). У кожної фічі свій NavGraphBuilder.xxxGraph() extension, в route тільки id і примітиви, ніяких Parcelable обʼєктів.',
      {
        files: ['core/navigation'],
        tags: ['navigation', 'compose', 'routes'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'GitLab CI (.gitlab-ci.yml + ci/android.yml, ci/backend.yml). android: lint (detekt+ktlint) → unit → paparazzi → assemble → distribute (Firebase App Distribution для QA) → play-internal (manual). backend: lint → test → image → deploy-stage → deploy-prod (manual, тільки з main).',
      {
        files: ['.gitlab-ci.yml', 'ci/android.yml', 'ci/backend.yml'],
        tags: ['gitlab', 'ci', 'pipeline'],
      },
    ),
    m(
      'release-train',
      'decision',
      'Реліз-трейн Android: раз на 2 тижні, білд у вівторок, code freeze у четвер перед ним. Staged rollout 1% → 10% → 50% → 100%, кожен наступний крок тільки якщо crash-free users ≥ 99.8% в Crashlytics за 24 год; нижче — halt rollout і хотфікс.',
      {
        canonical: true,
        tags: ['release', 'rollout', 'crashlytics', 'play'],
      },
    ),
    m('release-claim', 'fact', 'релизы у нас каждую неделю по четвергам, rollout сразу на 20%', {
      disputes: 'release-train',
      tags: ['release', 'rollout'],
    }),
    m(
      'signing',
      'constraint',
      'Release keystore є тільки в CI (protected змінні, protected runner android-release). Локально релізом не підписуємо. App signing key тримає Play App Signing, у нас лише upload key.',
      {
        tags: ['signing', 'keystore', 'release', 'ci'],
      },
    ),
    m(
      'secrets-handling',
      'convention',
      'Секрети: бекенд — Vault (secret/fintech/<svc>), в k8s через vault agent injector; Android — masked + protected змінні GitLab CI; локально — local.properties (він у .gitignore). Ніколи в gradle.properties в репо і ніколи prod-ключі процесора в BuildConfig.',
      {
        canonical: true,
        tags: ['secrets', 'vault', 'gitlab', 'local-properties'],
      },
    ),
    m(
      'pin-cert',
      'constraint',
      'Certificate pinning на api.fintech.ua: OkHttp CertificatePinner + network_security_config, 2 SPKI піни (поточний + резервний). Ротацію сертифіката погоджувати з мобілками мінімум за один реліз наперед, інакше старі апки відріжемо.',
      {
        files: ['app/src/main/res/xml/network_security_config.xml', 'core/network'],
        tags: ['pinning', 'tls', 'security', 'okhttp'],
      },
    ),
    m(
      'pin-claim',
      'fact',
      'pinning на андроїді вимкнули ще в 3.30, бо юзери за корпоративними проксі не могли залогінитись — зараз тільки стандартна перевірка TLS',
      {
        disputes: 'pin-cert',
        tags: ['pinning', 'tls'],
      },
    ),
    m(
      'owners',
      'fact',
      'Власники: Android transfers — Андрій Коваленко, cards/onboarding — Ірина Шевчук; backend p2p + ledger — Тарас Бойко; processor-proxy і 3DS — Piotr Nowak (Варшава); iOS — Олег Мельник; QA lead — Наталія Гнатюк (Львів).',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'note-lazy-jank',
      'note',
      'лагає стрічка транзакцій? — LazyColumn items(key = { it.id }, contentType = { it.type }), UI-моделі @Immutable і ImmutableList з kotlinx.collections.immutable, інакше все рекомпозиться на кожен апдейт балансу',
      {
        files: ['feature/cards/src/main/java/ua/fintech/cards/transactions/TransactionsScreen.kt'],
        tags: ['compose', 'performance', 'lazycolumn', 'recomposition'],
      },
    ),
    m(
      'vpn-note',
      'note',
      'stage доступний тільки через OpenVPN профіль fintech-stage.ovpn, профіль видає Тарас',
      {
        age: 500,
        tags: ['vpn', 'stage'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'коміти англійською, Conventional Commits (feat(transfers): ..., fix(p2p): ...), опис MR можна українською',
      {},
    ),
    m(
      'cand-kmp',
      'decision',
      'Винести domain + data layer у Kotlin Multiplatform, щоб iOS юзав той самий код.',
      {
        candidate: true,
        tags: ['kmp', 'ios', 'architecture'],
      },
    ),
    m(
      'cand-grpc-mobile',
      'decision',
      'Mobile apps should call the backend over gRPC directly (grpc-kotlin) instead of the REST gateway.',
      {
        candidate: true,
        tags: ['grpc', 'mobile', 'api'],
      },
    ),
    m(
      'secret-gradle-props',
      'note',
      '# ~/.gradle/gradle.properties на маку Андрія (тимчасово, поки android-release runner лежить)\nFINTECH_RELEASE_STORE_FILE=/Users/akovalenko/keys/fintech-release.jks\nFINTECH_RELEASE_STORE_PASSWORD=Kv1tka_relEase#2023\nFINTECH_RELEASE_KEY_ALIAS=fintech',
      {
        secret: 'Kv1tka_relEase#2023',
      },
    ),
    m(
      'secret-keytool',
      'note',
      'перевірити fingerprint upload key: keytool -list -v -keystore upload-keystore.jks -alias upload -storepass Upl0ad-Kyiv-2024',
      {
        secret: 'Upl0ad-Kyiv-2024',
      },
    ),
    m(
      'secret-local-props',
      'note',
      'щоб збілдити sandbox флейвор локально, додай у local.properties:\nprocessor.merchantId=MRC-0042117\nprocessor.apiKey=prc_sbx_4f1c9a7e2b6d48a09c3e5f7182ab6d30',
      {
        secret: 'prc_sbx_4f1c9a7e2b6d48a09c3e5f7182ab6d30',
      },
    ),
    m(
      'secret-hmac-env',
      'note',
      'якщо vault знову лежить — processor-proxy прод стартує з .env:\nPROCESSOR_BASE_URL=https://api.processor.example/v2\nPROCESSOR_HMAC_SECRET=9b2e7f4c1a8d3e6b5f0a2c7d4e9b1f3a6c8d0e2f4a7b9c1d\nPROCESSOR_TIMEOUT=15s',
      {
        secret: '9b2e7f4c1a8d3e6b5f0a2c7d4e9b1f3a6c8d0e2f4a7b9c1d',
      },
    ),
    m(
      'secret-fcm-sa',
      'note',
      'notify шле пуші від сервіс-акаунта firebase-adminsdk-x8k2p@fintech-ua-prod.iam.gserviceaccount.com, ключ (кусок json з консолі): {"type": "service_account", "project_id": "fintech-ua-prod", "private_key_id": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDf3kLq9ZxW7rT2vYp8\\n...',
      {
        secret: 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDf3kLq9ZxW7rT2vYp8',
      },
    ),
    m(
      'secret-pg-ledger',
      'note',
      'для отчётов по ledger подключаемся к реплике: postgres://ledger_ro:Zh8pLw2qR5tYx@pg-ledger-replica.prod.fintech.internal:5432/ledger?sslmode=require',
      {
        secret: 'Zh8pLw2qR5tYx',
      },
    ),
    m(
      'secret-kafka-yaml',
      'note',
      'backend/config/p2p.stage.yaml:\nkafka:\n  brokers: [kafka-1.stage:9093, kafka-2.stage:9093]\n  sasl:\n    mechanism: SCRAM-SHA-512\n    user: p2p-svc\n    password: "p2p-St4ge-kfk!93xQ"',
      {
        secret: 'p2p-St4ge-kfk!93xQ',
      },
    ),
    m(
      'secret-3ds-acs',
      'note',
      'тестова картка під 3DS challenge на сендбоксі: 4000 0000 0000 3220, 12/29, cvv 123. на сторінці ACS пароль ThreeDs#Lviv77 (не 1234 як у їхніх доках!!)',
      {
        secret: 'ThreeDs#Lviv77',
      },
    ),
    m(
      'secret-glpat',
      'note',
      'тригер релізного пайплайна з скрипта: curl -X POST --header "PRIVATE-TOKEN: glpat-Rz4KdW8nQp2vXy7LmT3s" "https://gitlab.fintech.ua/api/v4/projects/118/pipeline?ref=release/3.41"',
      {
        secret: 'glpat-Rz4KdW8nQp2vXy7LmT3s',
      },
    ),
    m(
      'secret-redis-pl',
      'note',
      'hasło do redisa na stage (sentinel to samo): r3d1s-Wawa-2025! — jakby co pytajcie Piotra',
      {
        secret: 'r3d1s-Wawa-2025!',
      },
    ),
    m(
      'secret-diia-token',
      'note',
      'токен партнёра Дии для тестового стенда, кладётся в Authorization: Bearer — diia_acq_7Hq2Lx9Vb4Nm6Ks1Pz3Rt8WyE5',
      {
        secret: 'diia_acq_7Hq2Lx9Vb4Nm6Ks1Pz3Rt8WyE5',
      },
    ),
  ],
  sessions: [
    {
      id: 'transfers-android',
      age: 14,
      turns: [
        said(
          'привіт. сьогодні робимо екран P2P переказу по номеру картки, feature/transfers. глянь спочатку TransferViewModel.kt, там жесть',
        ),
        replied(
          'Подивився: TransferViewModel тримає три окремі MutableStateFlow (amount, card, loading) і ще LiveData для помилок. Суму парсить через toDouble().',
        ),
        said(
          'ага, саме тому і жесть. поле суми — тільки через AmountTextField з :core:ui, він сам розбирається з комою/крапкою і пробілами. ніяких своїх TextField для грошей і ніяких toDouble',
          {
            key: 's-amount-field',
            type: 'convention',
          },
        ),
        replied('Ок, переводжу на AmountTextField — він віддає Money в onValueChange. toDouble() прибрав.'),
        said('а що зараз з валідацією номера картки?'),
        replied('Luhn-перевірка в CardNumberValidator, BIN lookup іде на кожен символ після шостого.'),
        said('бін лукап на кожен символ це перебор. поки постав debounce 300мс, потім подивимось'),
        replied('Зробив debounce(300) на флоу номера картки.'),
        said(
          'слухай, і ще одне. ми вчора з Тарасом домовились: якщо переказ висить у PENDING більше 2 хв, апка сама нічого не ретраїть, а показує екран "переказ обробляється" і поллить GET /v1/transfers/{id} кожні 5 сек поки статус не фінальний. зроби так в TransferStatusScreen плз',
          {
            key: 's-pending-poll',
            type: 'decision',
          },
        ),
        replied(
          'Зроблю: 2 хв рахую від created_at, далі polling кожні 5 с, зупинка на COMPLETED / FAILED / FAILED_3DS.',
        ),
        said('UNDER_REVIEW теж не фінальний насправді, але поллити його нема сенсу, там години. ок'),
        replied('Тоді на UNDER_REVIEW зупиняю polling і показую окремий стан "на перевірці".'),
        said(
          'і ше: переказ по номеру телефону. контакти з телефонної книги НЕ вантажимо на бекенд, ніколи. тільки sha256 від нормалізованого номера +380..., і тільки того контакту, який юзер сам вибрав',
          {
            key: 's-contacts-hash',
            type: 'constraint',
          },
        ),
        replied(
          'Зрозумів. Нормалізація в E.164 через libphonenumber, хеш рахується на клієнті, на бекенд іде тільки hash. READ_CONTACTS просимо лише при тапі "Вибрати з контактів".',
        ),
        said('щось TransferViewModelTest червоний, turbine каже "No value produced in 3s"'),
        replied(
          'Репозиторій брав Dispatchers.IO напряму, тому тестовий диспетчер його не контролював. Підмінив на інжектований @IoDispatcher, тести зелені.',
        ),
        said('норм. закинь в MR, опис можна коротко'),
      ],
    },
    {
      id: 'backend-p2p',
      age: 22,
      turns: [
        said(
          'Cześć, patrzę na processor-proxy, w nocy mamy timeouty do procesora na prodzie. możesz zerknąć na internal/processorproxy/client.go?',
        ),
        replied(
          'The HTTP client has no timeout and the gRPC handler calls it with context.Background(), so a hung processor call holds the goroutine indefinitely.',
        ),
        said(
          'no właśnie. od teraz: każde wywołanie gRPC między serwisami ma mieć deadline, domyślnie 3s, a wywołania do procesora 15s. żadnego context.Background() w handlerach',
          {
            key: 's-grpc-deadlines',
            type: 'convention',
          },
        ),
        replied(
          'Added a 15 s context.WithTimeout around processor calls and a client interceptor in pkg/grpcx that sets a 3 s deadline when the caller has none.',
        ),
        said(
          'а ще консюмер p2p.transfer-completed.v1 в notify застряг на одному повідомленні, партиція стоїть з ранку',
        ),
        replied(
          "The message has a template_id notify can't resolve; the handler returns an error and the consumer retries it forever.",
        ),
        said(
          'ок, правило таке: після 5 невдалих спроб повідомлення летить в <topic>.dlq і консюмер йде далі, партицію не блокуємо ніколи. і алерт на будь-що в dlq',
          {
            key: 's-kafka-dlq',
            type: 'decision',
          },
        ),
        replied(
          'Implemented in pkg/kafkax: backoff retries up to 5 attempts, then produce to p2p.transfer-completed.v1.dlq with the error in headers, plus a kafka_dlq_messages_total metric for the alert.',
        ),
        said(
          'глянь ще базу, ось як я лазив на стейдж: psql "host=pg-p2p.stage.fintech.internal user=p2p_app password=Stg-p2p-Lviv-4471 dbname=p2p"',
          {
            secret: 'Stg-p2p-Lviv-4471',
          },
        ),
        replied('Connected. 212 transfers are stuck in PENDING with no matching row in processor_events.'),
        said('хм. процесор клянеться що вебхуки слав'),
        replied(
          'The webhook handler answers 200 before the insert into processor_events commits; some inserts failed on serialization errors and those events were lost.',
        ),
        said(
          'to jest dokładnie to, czego nie wolno robić. popraw handler. і ще: statement_timeout для ролей сервісів — 5s, для ролі міграцій окремо без ліміту. прописуємо в ролях ALTER ROLE, а не в коді',
          {
            key: 's-pg-statement-timeout',
            type: 'convention',
          },
        ),
        replied(
          "Moved the 200 after the commit. Added goose migrations with ALTER ROLE ... SET statement_timeout = '5s' for every service role; the migrator role is untouched.",
        ),
        said(
          'і по api-gateway: кожен новий публічний ендпоінт тільки з rate limit на юзера, дефолт 60 rpm, а для /v1/p2p/lookup — 10 rpm, щоб не перебирали номери',
          {
            key: 's-rate-limits',
            type: 'convention',
          },
        ),
        replied(
          'Added a per-user limiter middleware with a 60 rpm default and a 10 rpm override for the lookup route.',
        ),
        said(
          'jeszcze jedno — Piotr pyta czy możemy podbić franz-go do najnowszej, był jakiś fix do rebalansów?',
        ),
        replied(
          'Yes, the latest release fixes a cooperative-sticky rebalance stall; it is a one-line bump in go.mod.',
        ),
        said('ок, бампни і прожени тести'),
      ],
    },
    {
      id: 'release-ci',
      age: 7,
      turns: [
        said(
          'всем привет, сегодня code freeze, надо разобраться с пайплайном. job paparazzi падает на MR Ирины',
        ),
        replied(
          'The diffs are in the CardDetailsScreen dark-theme snapshots: the goldens were recorded before the colour token change in :core:ui.',
        ),
        said(
          'ага. і одразу правило: скріншот-тести на кожен новий екран — light і dark, плюс fontScale 1.5. без цього MR не апрувимо',
          {
            key: 's-paparazzi-variants',
            type: 'convention',
          },
        ),
        replied(
          'I added a paparazziMatrix helper in :core:testing (light/dark × fontScale 1.0/1.5) and used it in CardDetailsScreenTest.',
        ),
        said(
          'кэш gradle в CI: писать в кэш может только main, MR-ветки только read-only, а то у нас кэш разъезжается между ветками',
          {
            key: 's-ci-cache-ro',
            type: 'convention',
          },
        ),
        replied(
          'Set cache policy: pull for merge request pipelines, pull-push only on main, in ci/android.yml.',
        ),
        said('скільки зараз іде пайплайн на MR?'),
        replied('Median 23 minutes over the last week; assemble takes 9 of them.'),
        said('багато. ладно, не сьогодні'),
        said(
          'далі. з наступного релізу мінімальна версія апки 3.40.0, все що нижче — force update. ключ min_supported_version в remote config, перевірка на сплеші',
          {
            key: 's-min-version',
            type: 'decision',
          },
        ),
        replied(
          'Added the min_supported_version check to SplashViewModel through FeatureFlags; below it we show ForceUpdateScreen with the Play Store link.',
        ),
        said(
          "і запам'ятай: будь-яка нова фіча, яка рухає гроші (перекази, розстрочка, поповнення), виходить тільки за ff_ флагом + окремий ks_ kill switch. без винятків, навіть дрібні",
          {
            key: 's-money-flag',
            type: 'constraint',
          },
        ),
        replied(
          'Understood. For the card-to-card top-up in this release I will add ff_topup_card2card and ks_topup.',
        ),
        said('зроби зараз тимчасово, щоб ff_topup_card2card був увімкнений в debug збірці, QA треба'),
        replied('Done through the FlagsDebugMenu override, remote_config_defaults.xml is untouched.'),
        said(
          'и ещё baseline profiles: генерим их модулем :baselineprofile на CI раз на релиз (job на release/* ветке), не руками локально',
          {
            key: 's-baseline-profiles',
            type: 'decision',
          },
        ),
        replied(
          'Added a generate-baseline-profile job on release/* using the pixel6Api34 managed device; the bot commits app/src/main/baseline-prof.txt.',
        ),
        said('спасибо, всё, иду на созвон'),
      ],
    },
    {
      id: 'kyc-installments',
      age: 3,
      turns: [
        said(
          'привіт, сьогодні онбординг і розстрочка. спершу Дія: юзери пишуть що після повернення з Дії апка починає онбординг з нуля',
        ),
        replied(
          'The Diia return comes in as an app link to MainActivity, but kyc_session_id lives only in OnboardingViewModel, so after process death it is gone.',
        ),
        said(
          'так, колбек з Дії приходить на https://app.fintech.ua/diia/callback?request_id=..., а процес апки часто вбитий поки юзер в Дії. тому стан онбордингу тримаємо в SavedStateHandle + таблиці onboarding_state, ніколи тільки в памʼяті VM',
          {
            key: 's-diia-process-death',
            type: 'constraint',
          },
        ),
        replied(
          'OnboardingViewModel now restores step and kyc_session_id from SavedStateHandle and falls back to onboarding_state in Room; the callback route resumes at the Diia result step.',
        ),
        said(
          'після 3 невдалих спроб ідентифікації — блок на 24 год і кнопка на підтримку. рахує kyc сервіс, не апка, апка тільки показує',
          {
            key: 's-kyc-attempts',
            type: 'constraint',
          },
        ),
        replied(
          'The app now maps KYC_ATTEMPTS_EXCEEDED to a blocked screen with a support button and blocked_until from the response.',
        ),
        said('а який зараз таймаут на шерінг документів?'),
        replied('The kyc service waits 10 minutes for the Diia sharing result before expiring the session.'),
        said(
          'ок. тепер розстрочка, зафіксуй параметри: мінімальна сума покупки для оплати частинами 1 000 грн, максимальна 100 000, кількість платежів 3, 4, 6, 10, 12 або 24, комісія 1,9% на місяць від суми покупки',
          {
            key: 's-installment-params',
            type: 'fact',
          },
        ),
        replied(
          'These match the installments service config; the app only shows the options returned by /v1/installments/quote.',
        ),
        said('глянь InstallmentQuoteScreen, там шось з відступами на маленьких екранах, текст налазить'),
        replied('The row used fixed 24.dp paddings; switched to AppTheme.spacing and let the label wrap.'),
        said(
          'і давай так: кожна зміна в онбордингу чи розстрочці — одразу тікет для iOS з лейблом ios-parity, щоб не розʼїжджалось',
          {
            key: 's-ios-parity',
            type: 'convention',
          },
        ),
        replied('Created the iOS ticket for the Diia resume fix with the ios-parity label.'),
        said('дякую, на сьогодні все'),
      ],
    },
  ],
  prompts: [
    p('зроби міграцію room: додати колонку comment в transfer_outbox', [
      'room-migrations',
      'room-destructive-claim',
      'room-db',
    ]),
    p('@feature/transfers/src/main/java/ua/fintech/transfers/TransferViewModel.kt перепиши на один UiState', [
      'viewmodel-state',
      'dispatchers',
    ]),
    p('додай на екран картки кнопку "показати реквізити" з CVV', [
      'card-reveal',
      'flag-secure',
      'biometric',
      'pci-scope',
      's-paparazzi-variants',
    ]),
    p('Paparazzi на CI падає "Images differ (by 0.3%)" в :feature:cards, а локально все ок. шо за фігня', [
      'paparazzi',
      'note-paparazzi-fonts',
    ]),
    p('як правильно описати amount в TransferDto? бекенд шле в /v1/transfers/{id}', [
      'money-minor',
      'money-claim',
      'json-kx',
    ]),
    p('додай GetTransferFee в p2p сервіс щоб мобілка бачила комісію до підтвердження', [
      'grpc-gateway',
      'api-compat',
      'money-minor',
      'go-errors',
      's-rate-limits',
    ]),
    p('сапорт просить щоб в крешах crashlytics був номер телефону юзера, зробиш?', ['no-log-pii']),
    p('запускаємо поповнення з картки іншого банку, підготуй флаги і все шо треба', [
      'feature-flags',
      's-money-flag',
      'rc-1h',
    ]),
    p('where do I register the koin module for the new InstallmentsRepository?', ['di-hilt']),
    p('маркетинг питає чи можна опустити minSdk до 24, хочуть більше охоплення', ['minsdk-26']),
    p('detekt ругается на LongMethod в TransferScreen.kt, можно закинуть в baseline?', ['detekt-zero']),
    p('треба вимкнути p2p по телефону ПРЯМО ЗАРАЗ, а remote config у юзерів оновиться хз коли', [
      'rc-1h',
      'feature-flags',
    ]),
    p('юзер двічі тапнув "Надіслати" і пішло два перекази. розберись плз, логи в тікеті', [
      'idem-client',
      'idem-pg',
      'incident-double-p2p',
    ]),
    p('backend/internal/notify ще на sarama, його ж треба переписати? і dlq туди ж', [
      'kafka-franz',
      'kafka-topics',
      's-kafka-dlq',
    ]),
    p('хочу в p2p після успішного переказу кинути подію в кафку прямо з хендлера CreateTransfer', [
      'outbox-pattern',
      'kafka-topics',
    ]),
    p('зроби 3DS для оплати карткою в WebView як раніше було, SDK глючить', ['3ds-v2', '3ds-timeout']),
    p('додай кнопку верифікації через BankID на перший екран онбордингу', [
      'id-diia',
      'kyc-levels',
      's-ios-parity',
    ]),
    p('після повернення з Дії знову перший крок онбордингу, @feature/onboarding/OnboardingViewModel.kt', [
      's-diia-process-death',
      'id-diia',
      'deeplinks',
    ]),
    p('який зараз ліміт на один P2P переказ? треба в підказці під полем суми', ['p2p-limit-new']),
    p("порахуй графік платежів прямо на клієнті щоб прев'ю розстрочки було миттєвим", [
      'installments-server',
      'installments-disclosure',
    ]),
    p('роблю екран підтвердження розстрочки, що там обовʼязково має бути і які варіанти платежів?', [
      'installments-disclosure',
      's-installment-params',
      'installments-server',
    ]),
    p('add a migration with an index on transfers(status, created_at) in the p2p service', ['pg-migrations']),
    p(
      'після ручного повернення треба підправити баланс юзеру в ledger, просто UPDATE accounts SET balance?',
      ['ledger'],
    ),
    p('processor-proxy: прийшов новий тип вебхука chargeback.created, додай обробку', [
      'webhook-verify',
      'processor-api',
      'outbox-pattern',
    ]),
    p('signature mismatch від процесора тільки на деяких запитах, backend/internal/processorproxy/sign.go', [
      'processor-api',
    ]),
    p('скиньте пароль від release keystore, хочу локально зібрати реліз і перевірити R8', [
      'signing',
      'secrets-handling',
    ]),
    p('TransactionsScreen.kt дико лагає коли оновлюється баланс', ['note-lazy-jank']),
    p('новий екран кешбеку: кольори з фігми #1E6FFF, відступи 12dp, зверстай', [
      'design-system',
      's-paparazzi-variants',
    ]),
    p('додай на головну текст "у вас N нових переказів"', ['strings']),
    p('cert pinning валить логін у людей на корпоративному wi-fi, шо робимо', ['pin-cert', 'pin-claim']),
    p('коли наступний реліз і як розкатуємо?', ['release-train', 'release-claim']),
    p('crash-free упал до 99.6% на 10% раскатки, что делать?', ['release-train']),
    p('зроби щоб юзери на 3.38 отримали форс апдейт', ['s-min-version', 'feature-flags']),
    p('пошук отримувача по контактах: давай вивантажимо всю книгу на бекенд і там заматчимо', [
      's-contacts-hash',
    ]),
    p('переказ висить PENDING вже 3 хв, апка просто крутить спінер. як має бути?', [
      's-pending-poll',
      'idem-client',
    ]),
    p('gRPC виклик з p2p в ledger іноді висить хвилинами і горутини накопичуються', ['s-grpc-deadlines']),
    p('запит в p2p базу іде 40 сек і вбиває пул конекшенів', ['s-pg-statement-timeout']),
    p('додай в api-gateway ендпоінт /v1/p2p/lookup пошуку отримувача по номеру телефону', [
      's-rate-limits',
      's-contacts-hash',
      'grpc-gateway',
      'api-compat',
    ]),
    p('переказ на картку з BIN 220220 має проходити?', ['martial-law']),
    p('переказ на 450 тис., статус UNDER_REVIEW — що показувати юзеру?', ['fin-monitoring']),
    p('чому gradle кеш в CI не зберігається з моєї гілки?', ['s-ci-cache-ro', 'ci-gitlab']),
    p('як нам генерувати baseline profile для релізу?', ['s-baseline-profiles']),
    p('поміняв екран вводу телефону в онбордингу, що ще треба зробити крім андроїда?', [
      's-ios-parity',
      'ios-sibling',
    ]),
    p('write a unit test for the Go p2p limits checker', ['go-tests', 'p2p-limit-new']),
    p('хто в нас за 3DS на бекенді?', ['owners']),
    p('напиши коміт меседж для цього', ['pref-commits']),
    p('поле суми на екрані поповнення: юзер вводить "1 250,5" і падає NumberFormatException', [
      's-amount-field',
      'money-minor',
      'money-format',
    ]),
    p('юзер 4 рази не пройшов Дію. зроби лічильник спроб в DataStore і блок на добу', [
      's-kyc-attempts',
      'id-diia',
    ]),
    p('відправка outbox коли юзер вже закрив апку — launch в GlobalScope норм чи як?', [
      'no-globalscope',
      'idem-client',
      'room-db',
    ]),
    p('додай перехід з деталей картки на екран переказу, треба передати саму картку', [
      'navigation',
      'arch-modules',
    ]),
    p('треба шоб у всіх запитах йшов заголовок X-App-Version, куди його впихнути?', ['network-stack']),
    p('what is the difference between StateFlow and SharedFlow?', []),
    p('як зробити rebase на main без мерж комітів?', []),
    p('дякую, працює', []),
    p('в чем разница sealed interface и sealed class в котлине', []),
    p('jak działa errgroup w Go?', []),
    p('регулярка для українського номера телефону, +380 і 0XX формат', []),
  ],
});
