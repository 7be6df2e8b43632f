// An iOS language-learning app ("Parla": flashcards with spaced repetition, audio lessons, pronunciation scoring,
// Parla Plus subscription): Swift 6 / SwiftUI, TCA + swift-dependencies in a local SPM package (ParlaKit), SwiftData,
// async/await URLSession, StoreKit 2, Firebase Crashlytics + Remote Config, TelemetryDeck, Swift Testing, Xcode Cloud + fastlane.
// Held-out scenario (round E): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'ios-swiftui',
  stack:
    'Swift 6 (ParlaKit packages) / Swift 5 language mode (app target), SwiftUI, The Composable Architecture 1.x + swift-dependencies, Swift Package Manager (local package Packages/ParlaKit), SwiftData, async/await URLSession, StoreKit 2, WidgetKit, Firebase Crashlytics + Remote Config, TelemetryDeck, Swift Testing + XCTest (UI tests) + swift-snapshot-testing, SwiftLint, fastlane, Xcode Cloud + GitHub Actions',
  memories: [
    // --- architecture & modules ----------------------------------------------------------------------------
    m(
      'arch-mvvm',
      'decision',
      'Screens follow MVVM: a SwiftUI View plus a final class XxxViewModel: ObservableObject with @Published state, owned by the view through @StateObject. Business logic and API calls live in the view model, the View body only renders.',
      {
        fact: 'parla-ios | ui_architecture | MVVM (ObservableObject view models)',
        age: 520,
        tags: ['architecture', 'mvvm'],
      },
    ),
    m(
      'arch-tca',
      'decision',
      'Every feature is a TCA reducer now (@Reducer + @ObservableState, swift-composable-architecture 1.15). One feature = one target under Packages/ParlaKit/Sources/<Name>Feature holding the reducer, its view and a #Preview. Views hold a StoreOf<Feature> and send actions; effects only run in .run { send in ... } using @Dependency clients. No Task {} / .task { try await api... } doing work inside a view, no ObservableObject classes in new code.',
      {
        supersedes: 'arch-mvvm',
        age: 300,
        reaffirm: 20,
        canonical: true,
        files: ['Packages/ParlaKit/Package.swift', 'Packages/ParlaKit/Sources/AppFeature/AppFeature.swift'],
        tags: ['architecture', 'tca', 'reducer'],
        reason:
          'view models grew to 900 lines and were untestable without the network; TestStore gives us exhaustive tests',
      },
    ),
    m(
      'spm-layout',
      'fact',
      'The Xcode project is thin: Parla.xcodeproj only has the Parla app target, ParlaWidget and ParlaNotificationService. All code lives in the local package Packages/ParlaKit — products AppFeature, LessonFeature, ReviewFeature, PaywallFeature, OnboardingFeature, SettingsFeature, PronunciationFeature, APIClient, Persistence, StoreKitClient, AudioPlayerClient, DesignSystem, Analytics, SharedModels.',
      {
        files: ['Parla.xcodeproj', 'Packages/ParlaKit/Package.swift'],
        tags: ['spm', 'modules'],
      },
    ),
    m(
      'spm-new-module',
      'workflow',
      "new module = add .target + .testTarget in Packages/ParlaKit/Package.swift, add a product only if the app target or widget imports it directly, then add it to AppFeature's dependencies. don't drag folders into the xcodeproj, xcode will happily compile them twice",
      {
        files: ['Packages/ParlaKit/Package.swift'],
        tags: ['spm', 'modules'],
      },
    ),
    m(
      'spm-deps-pinned',
      'constraint',
      'Third-party packages are pinned with exact: in Package.swift and Packages/ParlaKit/Package.resolved plus Parla.xcworkspace/xcshareddata/swiftpm/Package.resolved are committed. Xcode Cloud builds with -disableAutomaticPackageResolution, so any dependency change must come with the updated Package.resolved files (resolve locally with xcodebuild -resolvePackageDependencies and commit both).',
      {
        files: [
          'Packages/ParlaKit/Package.swift',
          'Packages/ParlaKit/Package.resolved',
          'Parla.xcworkspace/xcshareddata/swiftpm/Package.resolved',
        ],
        tags: ['spm', 'dependencies', 'xcode-cloud'],
      },
    ),
    m(
      'no-cocoapods',
      'constraint',
      'No CocoaPods, no Carthage, no vendored xcframeworks. firebase-ios-sdk comes in through SPM and we only link FirebaseCrashlytics and FirebaseRemoteConfig (not Analytics, not the whole umbrella).',
      {
        tags: ['spm', 'firebase', 'dependencies'],
      },
    ),
    m(
      'deps-clients',
      'convention',
      'Side effects are dependency clients from swift-dependencies: a struct of @Sendable closures (APIClient, AudioPlayerClient, StoreKitClient, ReminderClient, KeychainClient) with liveValue in <Client>/Live.swift, previewValue with canned data, and testValue left unimplemented so a test fails if it hits something it did not override. No `.shared` singletons in feature code.',
      {
        files: [
          'Packages/ParlaKit/Sources/APIClient/Live.swift',
          'Packages/ParlaKit/Sources/AudioPlayerClient/Live.swift',
        ],
        tags: ['tca', 'dependencies', 'di'],
        canonical: true,
      },
    ),
    m(
      'tca-audio-throttle',
      'incident',
      'Lesson screen dropped to ~30fps on iPhone 12 because AudioPlayerClient sent a progress action every 50ms and the whole LessonView re-rendered. Progress stream is throttled to 10 Hz in the client now and only WaveformView observes it. Do not send high-frequency actions through the store.',
      {
        age: 240,
        files: [
          'Packages/ParlaKit/Sources/AudioPlayerClient/Live.swift',
          'Packages/ParlaKit/Sources/LessonFeature/WaveformView.swift',
        ],
        tags: ['performance', 'tca', 'audio'],
      },
    ),

    // --- language / platform -------------------------------------------------------------------------------
    m(
      'swift6-strict',
      'constraint',
      "ParlaKit builds in the Swift 6 language mode (swiftLanguageModes: [.v6] in Package.swift) with complete data-race checking. Don't paper over errors with @unchecked Sendable, nonisolated(unsafe) or @preconcurrency import unless there is a comment explaining why it's safe and a PAR ticket to remove it.",
      {
        age: 140,
        files: ['Packages/ParlaKit/Package.swift'],
        tags: ['swift6', 'concurrency', 'sendable'],
      },
    ),
    m(
      'swift6-app-target',
      'constraint',
      'app target and ParlaKit stay on swift 5 language mode w/ SWIFT_STRICT_CONCURRENCY=complete (warnings only). Firebase + the widget timeline code dont compile clean in 6 and we are not blocking releases on it. do not flip anything to .v6 until the crashlytics 11 upgrade lands',
      {
        disputes: 'swift6-strict',
        age: 70,
        files: ['Config/Shared.xcconfig', 'Packages/ParlaKit/Package.swift'],
        tags: ['swift6', 'concurrency'],
      },
    ),
    m(
      'concurrency-isolation',
      'convention',
      'Isolation rules: reducers and views are @MainActor; clients are Sendable value types; anything wrapping a non-Sendable Apple object (AVAudioPlayer, AVAudioEngine, NSManagedObjectContext leftovers) is an actor that owns it and never lets it escape. LiveAudioPlayer is an actor for exactly this reason.',
      {
        files: ['Packages/ParlaKit/Sources/AudioPlayerClient/Live.swift'],
        tags: ['concurrency', 'actors', 'sendable'],
      },
    ),
    m(
      'ios-min-17',
      'constraint',
      'Deployment target is iOS 17.0 everywhere: app, ParlaWidget, notification service extension and platforms: [.iOS(.v17)] in Package.swift. SwiftData, @Observable and the TCA observation tools all need 17, so no #available(iOS 17) checks are needed.',
      {
        fact: 'parla-ios | deployment_target | iOS 17.0',
        age: 220,
        reaffirm: 100,
        files: ['Config/Shared.xcconfig', 'Packages/ParlaKit/Package.swift'],
        tags: ['deployment-target', 'ios-version'],
      },
    ),
    m(
      'ios-min-16',
      'constraint',
      "We keep supporting iOS 16.4. About 9% of paying subscribers are still on 16 (mostly older iPads used by schools) and product won't drop them before the autumn. Anything 17+ has to be behind if #available(iOS 17, *) with a fallback.",
      {
        fact: 'parla-ios | deployment_target | iOS 16.4',
        disputes: 'ios-min-17',
        age: 90,
        tags: ['deployment-target', 'ios-version'],
      },
    ),
    m(
      'app-ids',
      'fact',
      'Bundle ids: com.parlalabs.parla (app), com.parlalabs.parla.widget, com.parlalabs.parla.notificationservice. Team Parla Labs GmbH. App group group.com.parlalabs.parla is shared by app and widget.',
      {
        fact: 'parla-ios | bundle_id | com.parlalabs.parla',
        age: 500,
        files: ['Parla/Parla.entitlements', 'ParlaWidget/ParlaWidget.entitlements'],
        tags: ['bundle-id', 'app-group'],
      },
    ),

    // --- networking ----------------------------------------------------------------------------------------
    m(
      'net-combine',
      'convention',
      'APIClient methods return AnyPublisher<T, APIError> built on URLSession.dataTaskPublisher + decode; view models .sink on the main queue and keep the AnyCancellable in a Set<AnyCancellable>. Retry with .retry(2) for GETs.',
      {
        age: 470,
        files: ['Parla/Networking/APIClient.swift'],
        tags: ['networking', 'combine'],
      },
    ),
    m(
      'net-async',
      'decision',
      'We killed the Combine pipelines. Every APIClient endpoint is an async throws closure on top of URLSession.data(for:), called with try await inside a reducer .run effect; cancellation comes from effect cancellation (.cancellable(id:)). There are no publishers left to subscribe to, and new code does not import Combine in ParlaKit.',
      {
        supersedes: 'net-combine',
        age: 250,
        reaffirm: 35,
        files: [
          'Packages/ParlaKit/Sources/APIClient/APIClient.swift',
          'Packages/ParlaKit/Sources/APIClient/Live.swift',
        ],
        tags: ['networking', 'async-await'],
      },
    ),
    m(
      'api-endpoints',
      'convention',
      'Endpoints are declared once in APIClient/Endpoints.swift as static functions returning Request<Response> (path, method, query, body). APIClient.send(_:) adds the bearer token, encodes, decodes and maps errors to APIError. Features never build a URLRequest or touch URLSession themselves. Response models go in SharedModels/API/, hand-written Codable that mirrors openapi.yaml from parla-backend.',
      {
        files: [
          'Packages/ParlaKit/Sources/APIClient/Endpoints.swift',
          'Packages/ParlaKit/Sources/SharedModels/API',
        ],
        tags: ['networking', 'api'],
      },
    ),
    m(
      'api-json',
      'convention',
      "the shared JSONDecoder uses .convertFromSnakeCase and a custom iso8601 strategy that accepts fractional seconds (backend sends 2025-03-02T10:11:12.345Z). so don't write CodingKeys just for snake_case, and don't make your own JSONDecoder() in a feature — the default one chokes on our dates",
      {
        files: ['Packages/ParlaKit/Sources/APIClient/Coding.swift'],
        tags: ['json', 'codable', 'networking'],
      },
    ),
    m(
      'api-auth',
      'fact',
      'Auth is Sign in with Apple or an email magic link. Backend issues a 15-minute access token and a 60-day refresh token, both kept in the Keychain through KeychainClient with kSecAttrAccessibleAfterFirstUnlock (background refresh needs them while locked). On a 401 APIClient refreshes once; concurrent refreshes are serialized by the TokenStore actor.',
      {
        files: [
          'Packages/ParlaKit/Sources/APIClient/TokenStore.swift',
          'Packages/ParlaKit/Sources/KeychainClient/Live.swift',
        ],
        tags: ['auth', 'keychain', 'networking'],
      },
    ),
    m(
      'api-retry',
      'constraint',
      'POST /v3/reviews is not idempotent by itself. Never wrap it in a blind retry: every batch carries an Idempotency-Key header (a UUID generated when the batch is created and stored with it), and a retry must resend the same key. The backend dedupes on that key for 24h.',
      {
        files: ['Packages/ParlaKit/Sources/Persistence/SyncEngine.swift'],
        tags: ['networking', 'idempotency', 'reviews'],
        reason: 'duplicate review logs inflated retention stats and double-advanced cards on the web app',
      },
    ),
    m(
      'backend-url',
      'fact',
      'API base URLs: prod https://api.parla.app/v3, staging https://staging-api.parla.app/v3. Chosen per build configuration through API_BASE_URL in Config/Debug.xcconfig / Config/Release.xcconfig and read from Info.plist at launch.',
      {
        fact: 'parla-api | base_url | https://api.parla.app/v3',
        age: 340,
        files: ['Config/Debug.xcconfig', 'Config/Release.xcconfig'],
        tags: ['networking', 'config'],
      },
    ),
    m(
      'api-offline',
      'convention',
      'Reviews are offline-first. Grading a card writes a PendingReview row and updates the card locally right away; SyncEngine flushes pending batches on app foreground, on NWPathMonitor becoming satisfied and from a BGAppRefreshTask. The review UI never waits on the network.',
      {
        files: ['Packages/ParlaKit/Sources/Persistence/SyncEngine.swift'],
        tags: ['offline', 'sync', 'reviews'],
      },
    ),

    // --- persistence ---------------------------------------------------------------------------------------
    m(
      'persistence-coredata',
      'fact',
      'Local storage is Core Data: Parla.xcdatamodeld with Deck, Card, ReviewLog; PersistenceController.shared owns the NSPersistentContainer, background writes via performBackgroundTask. Lightweight migration is on.',
      {
        fact: 'parla-ios | persistence | Core Data',
        age: 480,
        files: ['Parla/Persistence/Parla.xcdatamodeld', 'Parla/Persistence/PersistenceController.swift'],
        tags: ['core-data', 'persistence'],
      },
    ),
    m(
      'persistence-swiftdata',
      'decision',
      'Persistence is SwiftData now. @Model types live in Packages/ParlaKit/Sources/Persistence/Models (Deck, Card, ReviewLog, PendingReview, LessonProgress). All writes go through ParlaStore, a @ModelActor — reducers never get a ModelContext on the main actor. Schema changes: add a new VersionedSchema (ParlaSchemaV5, V6...) and a MigrationStage in ParlaMigrationPlan, never edit the current schema in place.',
      {
        fact: 'parla-ios | persistence | SwiftData',
        supersedes: 'persistence-coredata',
        age: 210,
        reaffirm: 30,
        canonical: true,
        files: [
          'Packages/ParlaKit/Sources/Persistence/Models',
          'Packages/ParlaKit/Sources/Persistence/ParlaStore.swift',
          'Packages/ParlaKit/Sources/Persistence/ParlaMigrationPlan.swift',
        ],
        tags: ['swiftdata', 'persistence', 'migration'],
      },
    ),
    m(
      'swiftdata-migration-incident',
      'incident',
      "4.3.0 crashed on launch for every upgrader (fresh installs were fine): a non-optional `difficulty: Double` was added to Card without a new schema version, ModelContainer init threw NSCocoaErrorDomain 134110 and we fatalError'd. 4.3.1 hotfix added ParlaSchemaV4 + a custom stage. Rule since then: new stored properties must be optional or have a default value, and always go in a new VersionedSchema, and the upgrade path gets tested by installing the previous TestFlight build first.",
      {
        age: 120,
        files: ['Packages/ParlaKit/Sources/Persistence/ParlaMigrationPlan.swift', 'Parla/ParlaApp.swift'],
        tags: ['swiftdata', 'migration', 'crash'],
      },
    ),
    m(
      'app-group',
      'constraint',
      'The SwiftData store file sits in the app group container (group.com.parlalabs.parla/Library/Application Support/Parla.store) because ParlaWidget reads due counts from it. The widget opens it read-only with its own ModelContainer. Do not move the store URL or the widget goes blank.',
      {
        files: [
          'Packages/ParlaKit/Sources/Persistence/StoreLocation.swift',
          'ParlaWidget/DueCardsProvider.swift',
        ],
        tags: ['app-group', 'widget', 'swiftdata'],
      },
    ),

    // --- audio & pronunciation -----------------------------------------------------------------------------
    m(
      'audio-storage-caches',
      'convention',
      'Lesson audio (AAC .m4a, 64 kbps) is downloaded to Caches/LessonAudio/<lessonId>/. It can always be fetched again from the CDN, so it belongs in Caches and iOS may purge it under storage pressure.',
      {
        age: 330,
        files: ['Packages/ParlaKit/Sources/AudioPlayerClient/AudioCache.swift'],
        tags: ['audio', 'storage', 'offline'],
      },
    ),
    m(
      'audio-storage-appsupport',
      'constraint',
      'Offline packs (lessons the user explicitly downloads for offline) have to survive: store them under Application Support/OfflinePacks/<packId>/ with URLResourceValues.isExcludedFromBackup = true. Caches gets wiped by the OS and people on planes open the app to find nothing.',
      {
        disputes: 'audio-storage-caches',
        age: 60,
        files: ['Packages/ParlaKit/Sources/AudioPlayerClient/AudioCache.swift'],
        tags: ['audio', 'storage', 'offline'],
      },
    ),
    m(
      'audio-session',
      'constraint',
      'AVAudioSession: .playback with .duckOthers while lesson audio plays; switch to .playAndRecord + .defaultToSpeaker only while the pronunciation mic is recording and go back after. AudioPlayerClient must observe AVAudioSession.interruptionNotification and routeChangeNotification: on .ended with .shouldResume reactivate the session and resume, on headphones unplugged pause.',
      {
        files: ['Packages/ParlaKit/Sources/AudioPlayerClient/Live.swift'],
        tags: ['audio', 'avaudiosession', 'interruptions'],
      },
    ),
    m(
      'pronunciation',
      'fact',
      'Pronunciation scoring: PronunciationFeature records 16 kHz mono PCM with AVAudioEngine (max 8 s), uploads it to POST /v3/speech/score and the backend proxies to the SpeechScore vendor and returns per-phoneme scores. The vendor key lives only on the backend; the app never calls SpeechScore directly.',
      {
        files: ['Packages/ParlaKit/Sources/PronunciationFeature'],
        tags: ['pronunciation', 'audio', 'speech'],
      },
    ),

    // --- purchases -----------------------------------------------------------------------------------------
    m(
      'iap-revenuecat',
      'decision',
      'Subscriptions go through RevenueCat (Purchases SDK 4.x). Entitlement id "plus"; check it with Purchases.shared.getCustomerInfo() and read offerings from the RevenueCat dashboard. Configure Purchases in AppDelegate with the public SDK key.',
      {
        fact: 'parla-ios | purchases | RevenueCat',
        age: 400,
        tags: ['iap', 'revenuecat', 'subscriptions'],
      },
    ),
    m(
      'iap-storekit2',
      'decision',
      'Moved from RevenueCat to plain StoreKit 2 (Feb). StoreKitClient wraps Product.products(for:), product.purchase(options: [.appAccountToken(userID)]), checks the VerificationResult and always calls transaction.finish(). A long-lived Task iterating Transaction.updates is started from AppDelegate didFinishLaunching. Our backend learns about renewals from App Store Server Notifications v2, not from the app.',
      {
        fact: 'parla-ios | purchases | StoreKit 2 (native)',
        supersedes: 'iap-revenuecat',
        age: 190,
        reaffirm: 25,
        canonical: true,
        files: ['Packages/ParlaKit/Sources/StoreKitClient/Live.swift', 'Parla/AppDelegate.swift'],
        tags: ['iap', 'storekit2', 'subscriptions'],
        reason: 'RevenueCat fees at our volume plus a second source of truth that disagreed with the backend',
      },
    ),
    m(
      'iap-products',
      'fact',
      'Products: parla.plus.monthly (9.99 USD), parla.plus.yearly (59.99 USD, 7-day free trial for new subscribers) in subscription group "Parla Plus" (21450987), and parla.plus.lifetime (non-consumable, 149.99 USD). IDs are the ProductID enum in StoreKitClient.',
      {
        age: 185,
        reaffirm: 40,
        files: ['Packages/ParlaKit/Sources/StoreKitClient/ProductID.swift'],
        tags: ['iap', 'products'],
      },
    ),
    m(
      'iap-storekit-config',
      'workflow',
      'Testing purchases locally: Parla/Resources/Parla.storekit is selected in the Parla-Dev scheme (Run > Options > StoreKit Configuration). After a price or product change in App Store Connect, open the file and hit "Sync" so it matches. TestFlight builds hit the sandbox, use a sandbox tester account from the QA 1Password vault, never a real Apple ID.',
      {
        files: [
          'Parla/Resources/Parla.storekit',
          'Parla.xcodeproj/xcshareddata/xcschemes/Parla-Dev.xcscheme',
        ],
        tags: ['iap', 'storekit', 'testing'],
      },
    ),
    m(
      'iap-paywall-rules',
      'constraint',
      'Paywall requirements (App Review 3.1.2): each option shows the full billed price and period (Product.displayPrice + subscription.subscriptionPeriod), trial length and what happens after it, a Restore Purchases button (AppStore.sync()), and working links to Terms of Use (Apple standard EULA) and the privacy policy. 3.9.0 was rejected for a missing EULA link.',
      {
        files: ['Packages/ParlaKit/Sources/PaywallFeature/PaywallView.swift'],
        tags: ['iap', 'paywall', 'app-review'],
      },
    ),
    m(
      'iap-entitlement',
      'constraint',
      'isPlus comes only from Transaction.currentEntitlements (verified), cached in the EntitlementStore actor and refreshed on launch and on every Transaction.updates event. Never persist a "plus unlocked" bool in UserDefaults or the SwiftData store — the old plist flag got flipped on jailbroken devices.',
      {
        files: ['Packages/ParlaKit/Sources/StoreKitClient/EntitlementStore.swift'],
        tags: ['iap', 'entitlements', 'security'],
      },
    ),
    m(
      'incident-storekit-listener',
      'incident',
      'April: ~40 users paid but stayed on the free tier. The Transaction.updates listener was created in PaywallFeature, so purchases that completed after the paywall was dismissed (Ask to Buy, SCA confirmation, slow networks right after install) were never verified or finished and StoreKit kept redelivering them. Fix: listener starts at launch in AppDelegate and EntitlementStore refreshes from currentEntitlements on every foreground.',
      {
        age: 130,
        files: ['Parla/AppDelegate.swift', 'Packages/ParlaKit/Sources/StoreKitClient/EntitlementStore.swift'],
        tags: ['iap', 'storekit2', 'incident'],
      },
    ),
    m(
      'workflow-new-iap',
      'workflow',
      "Adding a product: create it in App Store Connect (with review screenshot), add the case to ProductID, sync Parla.storekit, and ask backend (#api-contract) to map it in the App Store Server Notifications handler or renewals won't reach the account.",
      {
        files: ['Packages/ParlaKit/Sources/StoreKitClient/ProductID.swift'],
        tags: ['iap', 'products'],
      },
    ),

    // --- analytics, crashes, privacy -----------------------------------------------------------------------
    m(
      'analytics-firebase',
      'convention',
      'Product analytics: Firebase Analytics, Analytics.logEvent(name, parameters:) with snake_case names from AnalyticsEvents.swift (lesson_completed, paywall_viewed).',
      {
        fact: 'parla-ios | analytics | Firebase Analytics',
        age: 450,
        files: ['Parla/Analytics/AnalyticsEvents.swift'],
        tags: ['analytics', 'firebase'],
      },
    ),
    m(
      'analytics-telemetrydeck',
      'convention',
      'Analytics go through TelemetryDeck. Only call AnalyticsClient.track(_ signal: Signal) with a case of the Signal enum in Packages/ParlaKit/Sources/Analytics/Signal.swift; signal names are "Feature.action" (Lesson.completed, Paywall.viewed, Review.sessionFinished). Payload values are enums, counts and ids — never free text, answers, recordings or anything the user typed.',
      {
        fact: 'parla-ios | analytics | TelemetryDeck',
        supersedes: 'analytics-firebase',
        age: 160,
        reaffirm: 15,
        files: [
          'Packages/ParlaKit/Sources/Analytics/Signal.swift',
          'Packages/ParlaKit/Sources/Analytics/Live.swift',
        ],
        tags: ['analytics', 'telemetrydeck', 'privacy'],
        reason: 'no IDFA, no ATT prompt, and the privacy label can stay "Data Not Linked to You"',
      },
    ),
    m(
      'crashlytics',
      'fact',
      'Crash reporting is Firebase Crashlytics. dSYMs are uploaded from ci_scripts/ci_post_xcodebuild.sh with the upload-symbols binary from the firebase-ios-sdk checkout.',
      {
        fact: 'parla-ios | crash_reporting | Firebase Crashlytics',
        age: 420,
        files: ['ci_scripts/ci_post_xcodebuild.sh'],
        tags: ['crashlytics', 'dsym'],
      },
    ),
    m(
      'crashlytics-keys',
      'convention',
      'Crash context goes through CrashReporterClient.setContext(lessonID:deckID:screen:) and CrashReporterClient.log(_:). The live implementation is the only file that imports FirebaseCrashlytics (Parla/Live/CrashReporterLive.swift in the app target). No emails, names, tokens or answer text in custom keys or logs.',
      {
        files: [
          'Parla/Live/CrashReporterLive.swift',
          'Packages/ParlaKit/Sources/CrashReporterClient/CrashReporterClient.swift',
        ],
        tags: ['crashlytics', 'privacy'],
      },
    ),
    m(
      'crash-incident',
      'incident',
      "4.1.0 top crash (Crashlytics, 2.3% of sessions): EXC_BREAKPOINT in ReviewFeature from `deck.cards.first!` after a sync emptied the deck mid-session. Since then no force unwraps or try! in ParlaKit — SwiftLint force_unwrapping and force_try are errors. Empty queue = show the 'all done' state.",
      {
        age: 260,
        files: ['Packages/ParlaKit/Sources/ReviewFeature/ReviewFeature.swift', '.swiftlint.yml'],
        tags: ['crash', 'swiftlint', 'reviews'],
      },
    ),
    m(
      'privacy-manifest',
      'constraint',
      'Parla/PrivacyInfo.xcprivacy must declare every required-reason API we (or a package without its own manifest) call: UserDefaults CA92.1, file timestamp C617.1 (AudioCache checks modification dates), system boot time 35F9.1, disk space E174.1. New SDK = check it ships a PrivacyInfo.xcprivacy; ASC flags missing ones with ITMS-91053 on upload.',
      {
        files: ['Parla/PrivacyInfo.xcprivacy'],
        tags: ['privacy', 'app-store', 'privacy-manifest'],
      },
    ),

    // --- CI & release --------------------------------------------------------------------------------------
    m(
      'ci-gha',
      'fact',
      'CI: GitHub Actions on macos-14 runners. PRs run `bundle exec fastlane test`; merges to main run `fastlane beta` (match, gym, pilot) and upload to TestFlight.',
      {
        age: 430,
        files: ['.github/workflows/ios.yml', 'fastlane/Fastfile'],
        tags: ['ci', 'github-actions', 'testflight'],
      },
    ),
    m(
      'ci-xcode-cloud',
      'fact',
      'Builds, tests and TestFlight uploads all happen in Xcode Cloud: "PR Checks" (build + ParlaUnit test plan on iPhone 16 / iOS 18 simulator), "Nightly" (UI tests, both locales) and "Release" (archive on tags v*, cloud-managed signing, upload to the internal TestFlight group). Hooks live in ci_scripts/. GitHub Actions is only SwiftLint + Danger on PRs now, nothing builds there.',
      {
        fact: 'parla-ios | ci | Xcode Cloud',
        supersedes: 'ci-gha',
        age: 200,
        reaffirm: 30,
        files: [
          'ci_scripts/ci_post_clone.sh',
          'ci_scripts/ci_post_xcodebuild.sh',
          '.github/workflows/lint.yml',
        ],
        tags: ['ci', 'xcode-cloud', 'testflight'],
      },
    ),
    m(
      'fastlane',
      'fact',
      'fastlane still does the non-build chores: `bundle exec fastlane screenshots` (snapshot, 6.9" + 6.1" + iPad 13"), `fastlane metadata` (deliver, texts in fastlane/metadata/<locale>), `fastlane release_notes`. Ruby 3.3 from .ruby-version; always bundle exec.',
      {
        files: ['fastlane/Fastfile', 'Gemfile', '.ruby-version'],
        tags: ['fastlane', 'metadata', 'screenshots'],
      },
    ),
    m(
      'versioning',
      'convention',
      "MARKETING_VERSION lives in Config/Version.xcconfig (4.6.0). The build number is Xcode Cloud's CI_BUILD_NUMBER, written into CURRENT_PROJECT_VERSION by ci_scripts/ci_post_clone.sh. Never bump the build number by hand or with agvtool.",
      {
        files: ['Config/Version.xcconfig', 'ci_scripts/ci_post_clone.sh'],
        tags: ['versioning', 'release'],
      },
    ),
    m(
      'release-train',
      'workflow',
      'Two-week train: Monday cut release/4.x from main and tag v4.x.0-rc (Release workflow), QA on TestFlight Tue–Thu, submit Thursday, phased release over 7 days. Hotfixes branch from the release tag, get cherry-picked back to main.',
      {
        tags: ['release', 'process'],
      },
    ),
    m(
      'branching',
      'convention',
      "trunk based. short branches off main, squash merge, PR title starts with the Linear id ('PAR-812: ...'). main has to be shippable at all times so half-done stuff goes behind a feature flag",
      {
        tags: ['git', 'process'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags come from Firebase Remote Config through FeatureFlagsClient; defaults are in Parla/Resources/RemoteConfigDefaults.plist (a flag missing there reads false). Flag keys are snake_case (new_review_ui, speak_v2). Reducers read them with @Dependency(\\.featureFlags).',
      {
        files: ['Parla/Resources/RemoteConfigDefaults.plist', 'Packages/ParlaKit/Sources/FeatureFlagsClient'],
        tags: ['feature-flags', 'remote-config'],
      },
    ),
    m(
      'swiftlint',
      'convention',
      'SwiftLint 0.57 runs as the SwiftLintBuildToolPlugin on every ParlaKit target and in the GitHub lint job, config in .swiftlint.yml. Disable a rule on a single line with a reason, never file-wide swiftlint:disable.',
      {
        files: ['.swiftlint.yml', '.github/workflows/lint.yml'],
        tags: ['swiftlint', 'lint'],
      },
    ),
    m(
      'swiftformat',
      'preference',
      "Formatting is swiftformat with the repo .swiftformat (4 spaces, 120 cols, --self remove). Run `make format` before pushing. CI doesn't enforce it but Lena will comment on every unformatted PR.",
      {
        files: ['.swiftformat', 'Makefile'],
        tags: ['formatting', 'swiftformat'],
      },
    ),
    m(
      'incident-export-compliance',
      'incident',
      'Release workflow sat in "Missing Compliance" for two days before a submission deadline. ITSAppUsesNonExemptEncryption = NO is now in Parla/Info.plist; leave it there.',
      {
        age: 170,
        files: ['Parla/Info.plist'],
        tags: ['release', 'app-store-connect'],
      },
    ),
    m(
      'secrets-policy',
      'constraint',
      'Anything in the app bundle is public: xcconfig values end up in Info.plist and strings in the binary. Real secrets (vendor API keys, ASC keys, signing passwords) never go into the repo, an xcconfig or a plist — vendor calls go through our backend, CI secrets are Xcode Cloud secret environment variables. Client-side identifiers that are meant to be public (TelemetryDeck app ID, GoogleService-Info.plist) are fine.',
      {
        files: ['Config/Release.xcconfig', 'Parla/Info.plist'],
        tags: ['secrets', 'security'],
        canonical: true,
      },
    ),

    // --- tests ---------------------------------------------------------------------------------------------
    m(
      'tests-xctest',
      'convention',
      'Unit tests are XCTestCase subclasses in the ParlaTests target with XCTAssertEqual; async code is tested with XCTestExpectation and wait(for:timeout:).',
      {
        age: 380,
        files: ['ParlaTests'],
        tags: ['tests', 'xctest'],
      },
    ),
    m(
      'tests-swift-testing',
      'convention',
      'New unit tests use Swift Testing: @Suite structs, @Test funcs, #expect / try #require, parameterized cases with arguments:. Each ParlaKit module has its own test target (ReviewFeatureTests, StoreKitClientTests, ...). XCTest is only left for the UI tests in ParlaUITests.',
      {
        supersedes: 'tests-xctest',
        age: 150,
        reaffirm: 10,
        files: ['Packages/ParlaKit/Tests'],
        tags: ['tests', 'swift-testing'],
      },
    ),
    m(
      'tca-teststore',
      'convention',
      'Reducer tests: TestStore with default exhaustivity, dependencies overridden in the initializer ($0.apiClient.deck = { _ in .mock }, $0.continuousClock = ImmediateClock()). Assert every state change in the trailing closure and every received action with await store.receive(\\.deckResponse.success). exhaustivity = .off only for flow-style tests, with a comment. No Task.sleep in tests.',
      {
        files: ['Packages/ParlaKit/Tests/ReviewFeatureTests'],
        tags: ['tests', 'tca', 'teststore'],
        canonical: true,
      },
    ),
    m(
      'snapshot-tests',
      'convention',
      'Snapshot tests (pointfreeco/swift-snapshot-testing) only for DesignSystem components, light + dark, default and accessibilityExtraLarge. References are recorded on iPhone 16 / iOS 18.2 simulator, same as Xcode Cloud; anything else renders text a pixel off. Re-record with SNAPSHOT_RECORD=1 on that simulator only.',
      {
        files: [
          'Packages/ParlaKit/Tests/DesignSystemTests',
          'Packages/ParlaKit/Tests/DesignSystemTests/__Snapshots__',
        ],
        tags: ['tests', 'snapshot-testing', 'design-system'],
      },
    ),

    // --- UI, design, localization --------------------------------------------------------------------------
    m(
      'design-system',
      'convention',
      'Colors and type only from DesignSystem: Color.parla.accent / .surface / .textPrimary, Font.parla.title etc., defined in DesignSystem/Resources/Colors.xcassets with dark variants. No hex literals, no Color(red:green:blue:), no .font(.system(size:)) in feature code. If a color is missing ask design to add a token.',
      {
        files: [
          'Packages/ParlaKit/Sources/DesignSystem/Colors.swift',
          'Packages/ParlaKit/Sources/DesignSystem/Resources/Colors.xcassets',
        ],
        tags: ['design-system', 'ui'],
      },
    ),
    m(
      'localization',
      'convention',
      'UI strings live in a String Catalog per module (Resources/Localizable.xcstrings) and are read with String(localized: "review.empty.title", bundle: .module) / Text("...", bundle: .module). Keys are dotted ids, not English sentences. UI languages: en, de, es, fr, it, pt-BR.',
      {
        files: ['Packages/ParlaKit/Sources/SettingsFeature/Resources/Localizable.xcstrings'],
        tags: ['localization', 'xcstrings'],
      },
    ),
    m(
      'l10n-workflow',
      'workflow',
      'Only English is edited in Xcode. `make l10n-export` pushes new keys to Lokalise, translators do the rest, `make l10n-import` writes the translations back into the xcstrings files. Hand-edited German gets overwritten by the next import.',
      {
        files: ['Makefile', 'scripts/lokalise.sh'],
        tags: ['localization', 'lokalise'],
      },
    ),
    m(
      'accessibility',
      'constraint',
      'Every control has an accessibilityLabel, flashcards expose a custom accessibilityAction named "Flip" and the grade buttons are reachable by VoiceOver and Switch Control. Layouts must work up to Dynamic Type accessibility XL (use ViewThatFits / vertical fallback).',
      {
        tags: ['accessibility', 'voiceover', 'dynamic-type'],
      },
    ),
    m(
      'pref-previews',
      'preference',
      "Keep every feature's #Preview compiling and meaningful (Store with previewValue dependencies, a couple of states). Reviewers open PRs in the canvas first.",
      {
        tags: ['previews', 'review'],
      },
    ),
    m(
      'pref-pr-size',
      'preference',
      'small PRs please (<400 lines changed). refactors separate from behaviour changes, even if its annoying',
      {
        tags: ['process', 'review'],
      },
    ),
    m(
      'images',
      'convention',
      'Remote lesson illustrations load with NukeUI LazyImage through ImagePipeline.parla (200 MB disk cache, prefetch for the next 3 cards). AsyncImage has no disk cache and flickers in lists — do not use it.',
      {
        files: ['Packages/ParlaKit/Sources/DesignSystem/RemoteImage.swift'],
        tags: ['images', 'nuke', 'performance'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logging: os.Logger via Logger.parla(.sync) / .parla(.review) etc. (subsystem com.parlalabs.parla, one category per module). No print() — SwiftLint custom rule no_print fails the build. User data is interpolated with privacy: .private.',
      {
        files: ['Packages/ParlaKit/Sources/SharedModels/Logger+Parla.swift', '.swiftlint.yml'],
        tags: ['logging', 'oslog'],
      },
    ),

    // --- domain --------------------------------------------------------------------------------------------
    m(
      'srs-fsrs',
      'fact',
      'Scheduling is FSRS-4.5: ReviewScheduler in SharedModels/ReviewScheduler.swift is a port of the backend Python scheduler and uses the 17 per-user weights from GET /v3/users/me/srs-params; desired retention defaults to 0.9 and also comes from that endpoint. Backend recomputes due dates nightly, so both sides must produce identical results: change one, change the other, and update the shared golden vectors in Tests/SharedModelsTests/Fixtures/fsrs_vectors.json.',
      {
        fact: 'ReviewScheduler | algorithm | FSRS-4.5',
        age: 280,
        reaffirm: 60,
        files: [
          'Packages/ParlaKit/Sources/SharedModels/ReviewScheduler.swift',
          'Packages/ParlaKit/Tests/SharedModelsTests/Fixtures/fsrs_vectors.json',
        ],
        tags: ['srs', 'fsrs', 'scheduling'],
      },
    ),
    m(
      'streak-midnight',
      'convention',
      'A streak day counts when the user finishes one lesson or 20 reviews before local midnight (Calendar.current in the current time zone). StreakCalculator is the only place that decides this.',
      {
        age: 360,
        files: ['Packages/ParlaKit/Sources/SharedModels/StreakCalculator.swift'],
        tags: ['streaks', 'dates'],
      },
    ),
    m(
      'streak-4am',
      'decision',
      'the day rolls over at 04:00 local, not midnight — for streaks and for what counts as "due today" (same as anki). people studying at 00:30 were losing their streak and support was drowning',
      {
        disputes: 'streak-midnight',
        age: 45,
        files: ['Packages/ParlaKit/Sources/SharedModels/StreakCalculator.swift'],
        tags: ['streaks', 'dates'],
      },
    ),
    m(
      'streak-freeze',
      'fact',
      'Plus gets 2 streak freezes a month. The server is authoritative: the app shows whatever GET /v3/streak returns (count, freezesLeft, frozenDays) and never applies a freeze on its own.',
      {
        tags: ['streaks', 'plus'],
      },
    ),
    m(
      'notifications',
      'convention',
      'Daily reminder = one local notification from ReminderClient at the time the user picked (default 19:00), rescheduled after every session. Remote pushes only come from the backend for "streak about to break". Ask for notification permission after the first completed lesson, never at launch or during onboarding.',
      {
        files: ['Packages/ParlaKit/Sources/ReminderClient/Live.swift'],
        tags: ['notifications', 'reminders', 'permissions'],
      },
    ),
    m(
      'widget',
      'fact',
      'ParlaWidget (kind "DueCards": systemSmall, systemMedium, accessoryRectangular) shows cards due today from the shared store. Timelines refresh every 60 minutes on their own; the app calls WidgetCenter.shared.reloadTimelines(ofKind: "DueCards") after each review session is saved.',
      {
        files: [
          'ParlaWidget/DueCardsProvider.swift',
          'Packages/ParlaKit/Sources/ReviewFeature/ReviewFeature.swift',
        ],
        tags: ['widget', 'widgetkit'],
      },
    ),
    m(
      'deeplinks',
      'convention',
      'Universal links parla.app/l/<lessonId> and parla.app/deck/<deckId> plus the parla:// scheme (widget taps use parla://review). DeepLinkParser in AppFeature turns a URL into AppFeature.Action.deepLink(Route); do not handle URLs in individual features.',
      {
        files: ['Packages/ParlaKit/Sources/AppFeature/DeepLinkParser.swift', 'Parla/Parla.entitlements'],
        tags: ['deeplinks', 'navigation'],
      },
    ),
    m(
      'account-deletion',
      'constraint',
      'Account deletion has to be possible inside the app (App Review 5.1.1(v)): Settings > Account > Delete account calls DELETE /v3/users/me, then revokes the Sign in with Apple token (backend does it), wipes the Keychain, deletes the SwiftData store and all downloaded audio, and goes back to onboarding. Active subscriptions are not cancelled by us — show the "manage subscription" sheet (showManageSubscriptions) first.',
      {
        files: ['Packages/ParlaKit/Sources/SettingsFeature/AccountFeature.swift'],
        tags: ['account', 'gdpr', 'app-review'],
      },
    ),

    // --- background notes ----------------------------------------------------------------------------------
    m(
      'note-visionos',
      'note',
      "visionOS build was tried in Q3 and shelved: mic capture for pronunciation did not work in the simulator and nobody owns it. Don't add visionOS to platforms.",
      {
        age: 230,
        tags: ['visionos'],
      },
    ),
    m(
      'note-android',
      'note',
      'The Android app is a separate repo (parla-android, Kotlin/Compose). Any API change is agreed in #api-contract first; iOS and Android ship against the same /v3.',
      {
        tags: ['android', 'api'],
      },
    ),
    m(
      'previews-firebase',
      'note',
      'Xcode 16 canvas crashes for any view whose module links FirebaseCrashlytics. That is why Firebase is only imported in the app target (Parla/Live/) and ParlaKit talks to CrashReporterClient.',
      {
        files: ['Parla/Live/CrashReporterLive.swift'],
        tags: ['xcode', 'previews', 'firebase'],
      },
    ),

    // --- candidates (agent-proposed, unreviewed) -----------------------------------------------------------
    m(
      'cand-realm',
      'decision',
      'Switch local storage to Realm and use Atlas Device Sync instead of the custom SyncEngine.',
      {
        candidate: true,
        tags: ['realm', 'persistence'],
      },
    ),
    m(
      'cand-plus-userdefaults',
      'convention',
      'Cache isPlus in UserDefaults so the paywall check works offline without waiting for StoreKit.',
      {
        candidate: true,
        tags: ['iap', 'userdefaults'],
      },
    ),
    m(
      'cand-combine-search',
      'convention',
      "Debounce the deck search field with Combine's debounce(for: .milliseconds(300)) on a @Published query in a small view model.",
      {
        candidate: true,
        tags: ['combine', 'search'],
      },
    ),
    m('cand-ios18', 'fact', 'The app requires iOS 18 or later.', {
      candidate: true,
      tags: ['deployment-target'],
    }),

    // --- secret-bearing inputs (the write must be refused) ----------------------------------------------------
    m(
      'asc-api-key',
      'note',
      'ASC API key for fastlane deliver (App Manager role): key id 7QX4M2ZK9P, issuer 69a6de8f-60d4-47e3-e053-5b8c7c11a4d1, p8 contents MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgK3vQ9pLm2Xr8TzWc5Ny7Hb1Jf4Ds6Ga0Ke2Vq8Mu1RigCgYIKoZIzj0DAQehRANCAAT',
      {
        secret:
          'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgK3vQ9pLm2Xr8TzWc5Ny7Hb1Jf4Ds6Ga0Ke2Vq8Mu1RigCgYIKoZIzj0DAQehRANCAAT',
      },
    ),
    m(
      'speechscore-xcconfig',
      'fact',
      'for local pronunciation testing put this in Config/Secrets.xcconfig (gitignored):\nSPEECHSCORE_API_KEY = ssk_live_4fT9qW2mXr7LpZ8vN3bK6yH1cD5s',
      {
        secret: 'ssk_live_4fT9qW2mXr7LpZ8vN3bK6yH1cD5s',
      },
    ),
    m(
      'match-passphrase',
      'note',
      'the passphrase for the old match certs repo (parlalabs/ios-certs) is Fennel-Quartz-2291-otter, in case someone needs to pull the 2023 push cert out of it',
      {
        secret: 'Fennel-Quartz-2291-otter',
      },
    ),
    m(
      'p12-password',
      'fact',
      'Distribution cert export, kept for the notification service hotfix: {"file": "ParlaDistribution_2025.p12", "team": "8K3D2XJ9QL", "p12_password": "vR8#qL2m!Tx9Wk4z"}',
      {
        secret: 'vR8#qL2m!Tx9Wk4z',
      },
    ),
    m(
      'danger-token',
      'workflow',
      'lint.yml needs this for Danger to comment on PRs:\n  env:\n    DANGER_GITHUB_API_TOKEN: ghp_9Lm2Qx7Rt4Vw8Kz3Np6Bc1Hy5Jd0SfAeG7u',
      {
        secret: 'ghp_9Lm2Qx7Rt4Vw8Kz3Np6Bc1Hy5Jd0SfAeG7u',
      },
    ),
    m(
      'sandbox-tester',
      'note',
      'US storefront sandbox tester that has the yearly trial still unused: parla.sandbox.us3@icloud.com with password Tangerine!Moss-5531',
      {
        secret: 'Tangerine!Moss-5531',
      },
    ),
  ],
  sessions: [
    {
      id: 'ios-swiftui-session-1',
      age: 3,
      turns: [
        said(
          "ok today is the speak v2 screen, design is in figma under 'Speak v2'. lets get the reducer skeleton going",
        ),
        replied(
          "I'll scaffold PronunciationFeature with idle / recording / uploading / scored states, a recorder dependency and the score request through APIClient.",
        ),
        said(
          'one thing about the mic: never ask for mic permission at launch or in onboarding. first time they tap the mic button we show our own pre-prompt sheet (MicPrePromptView) and only then the system alert. if they denied it we show the open-settings row, we never re-prompt',
          { key: 's-mic-permission', type: 'convention' },
        ),
        replied(
          'Got it. Should I also request speech recognition permission so we can fall back to on-device SFSpeechRecognizer when the score request fails?',
        ),
        said(
          'nah no fallback. unrelated but while ur near the paywall: never format prices ourselves, always product.displayPrice or product.priceFormatStyle. the turkish lira bug was our NumberFormatter forcing en_US',
          { key: 's-price-format', type: 'convention' },
        ),
        replied(
          "Ok, I'll drop the custom formatter in PriceLabel and use displayPrice, and priceFormatStyle for the per-month math.",
        ),
        said(
          'also the auto paywall rule product finally agreed on: automatic paywall max once per 24h and never in the middle of a lesson or review session, only from the lesson complete screen or app launch. tapping "go plus" yourself is always fine',
          { key: 's-paywall-frequency', type: 'constraint' },
        ),
        said(
          'btw to give yourself plus on staging: curl -X POST https://staging-api.parla.app/admin/grants -H \'Authorization: Bearer stg_adm_7Kq2Xm9Rv4Lt8Wz3Np6Yc\' -d \'{"email":"you@parla.app"}\'',
          { secret: 'stg_adm_7Kq2Xm9Rv4Lt8Wz3Np6Yc' },
        ),
        replied(
          "Thanks. I'll only use that from the terminal and keep it out of the repo and the debug menu.",
        ),
        said(
          'and we decided: user prefs (daily goal, reminder time, active course) are @Shared(.appStorage) keys declared in SharedModels/SharedKeys.swift. stop threading them through every child State',
          { key: 's-shared-settings', type: 'decision' },
        ),
        replied(
          'Makes sense. Want me to migrate SettingsFeature and LessonFeature over to @Shared in this PR too?',
        ),
        said('no separate pr pls. ty'),
      ],
    },
  ],
  prompts: [
    p(
      'add a `notes` field to Card so ppl can write their own mnemonic, show it on the back of the flashcard',
      ['persistence-swiftdata', 'swiftdata-migration-incident'],
    ),
    p('how do i add a core data mapping model? Card.difficulty needs to become non-optional', [
      'persistence-swiftdata',
      'swiftdata-migration-incident',
    ]),
    p(
      'testflight 4.6 (1893) crashes on launch for everyone updating from 4.5, fresh installs fine:\n```\nFatal error: Could not create ModelContainer: SwiftDataError(_error: SwiftData.SwiftDataError._Error.loadIssueModelContainer)\nParla/ParlaApp.swift:41\nError Domain=NSCocoaErrorDomain Code=134110 "An error occurred during persistent store migration."\n```',
      ['swiftdata-migration-incident', 'persistence-swiftdata'],
    ),
    p(
      'make a SettingsViewModel: ObservableObject for the new reminder time screen, @Published var reminderTime',
      ['arch-tca', 'notifications', 's-shared-settings'],
    ),
    p(
      '@Packages/ParlaKit/Sources/LessonFeature/LessonView.swift just load the lesson in .onAppear with a Task { lesson = try await api.lesson(id) }, quick fix',
      ['arch-tca', 'deps-clients'],
    ),
    p(
      'the decks publisher from apiClient never emits in DeckPicker?? i .sink it and store in cancellables but nothing happens',
      ['net-async'],
    ),
    p(
      'add GET /v3/decks/{id}/stats (cards_learned, retention_rate, last_studied_at) and show it on DeckDetail',
      ['api-endpoints', 'api-json', 'net-async'],
    ),
    p(
      'backend sees duplicate reviews when the connection flaps. can i slap a retry(3) on the reviews upload in SyncEngine',
      ['api-retry', 'api-offline'],
    ),
    p(
      'Analytics.logEvent("lesson_completed") doesnt show up in the firebase console anymore, where do events go now',
      ['analytics-telemetrydeck'],
    ),
    p('what does @discardableResult actually do', []),
    p('set up a github actions workflow that archives and pushes to testflight on every merge to main', [
      'ci-xcode-cloud',
      'versioning',
    ]),
    p(
      'xcode cloud PR Checks fails right after resolving packages:\n"a resolved file is required when automatic dependency resolution is disabled and should be placed at /Volumes/workspace/repository/Parla.xcworkspace/xcshareddata/swiftpm/Package.resolved"\nonly thing i did was add swift-collections to ParlaKit',
      ['spm-deps-pinned'],
    ),
    p('lets add lottie for the confetti on the streak milestone screen', [
      'spm-deps-pinned',
      'privacy-manifest',
    ]),
    p(
      'Purchases.shared.getCustomerInfo() says entitlement plus is active for my sandbox user but isPlus is still false in the app',
      ['iap-storekit2', 'iap-entitlement'],
    ),
    p(
      'support has 6 tickets this week: paid for yearly, app still shows free tier. all of them bought on the first paywall right after installing',
      ['incident-storekit-listener', 'iap-storekit2', 'iap-entitlement'],
    ),
    p('add the lifetime option to the paywall next to monthly / yearly', [
      'iap-products',
      'iap-paywall-rules',
      's-price-format',
    ]),
    p('PriceLabel shows "TRY 599.99" for turkish users instead of the normal local format, fix pls', [
      's-price-format',
    ]),
    p('free users run out of hearts halfway through a lesson, pop the paywall right there when it hits 0', [
      's-paywall-frequency',
    ]),
    p(
      'rejected again: "Guideline 3.1.2 - Business - Payments - Subscriptions ... The submission did not include all the required information for apps offering auto-renewable subscriptions: a functional link to the Terms of Use (EULA)". what else do we need on there',
      ['iap-paywall-rules'],
    ),
    p("whats our min iOS again? want @Observable for the widget's timeline state", [
      'ios-min-17',
      'ios-min-16',
    ]),
    p(
      "@Packages/ParlaKit/Sources/AudioPlayerClient/Live.swift:58:21 error: capture of 'player' with non-sendable type 'AVAudioPlayer' in a `@Sendable` closure\n\ncan i just mark LiveAudioPlayer @unchecked Sendable and move on",
      ['swift6-strict', 'swift6-app-target', 'concurrency-isolation'],
    ),
    p('add some print()s in SyncEngine so i can see what batches it flushes', ['logging']),
    p(
      'new XCTestCase for DeckPickerFeature, how do i wait for the effect before XCTAssertEqual on the state after .task',
      ['tests-swift-testing', 'tca-teststore'],
    ),
    p(
      'DesignSystemTests snapshot for PrimaryButton fails on CI but passes for me, diff is like 1px text offset. im on the iphone 15 pro sim',
      ['snapshot-tests'],
    ),
    p('user complaint: "did my reviews at 12:40am and my 212 day streak is gone". is this a bug?', [
      'streak-midnight',
      'streak-4am',
      'streak-freeze',
    ]),
    p('widget still says 34 due after i finish all my reviews, only updates like an hour later', [
      'widget',
      'app-group',
    ]),
    p(
      'people say downloaded lessons vanish after a couple days, one guy opened the app on a flight and had nothing. where should we be saving them',
      ['audio-storage-caches', 'audio-storage-appsupport'],
    ),
    p('if a call comes in during a lesson the audio never comes back after hanging up', ['audio-session']),
    p(
      'start on the pronunciation practice screen: record the user saying the phrase, send it off and show the score',
      ['pronunciation', 'audio-session', 's-mic-permission', 'arch-tca'],
    ),
    p(
      'product wants desired retention 0.85 instead of 0.9 for beginner decks, change it in ReviewScheduler',
      ['srs-fsrs'],
    ),
    p('onboarding continue button is the wrong blue, just hardcode #3B5BDB', ['design-system']),
    p('add german strings for the new reminder settings screen', ['localization', 'l10n-workflow']),
    p('implement the delete my account button in settings', ['account-deletion']),
    p(
      'crashlytics top crash on 4.6:\n```\nCrashed: com.apple.main-thread\nEXC_BREAKPOINT 0x0000000102a4c8f0\n0  Parla  ReviewFeature.reduce(into:action:) + 1124 (ReviewFeature.swift:212)\n1  Parla  Reduce.reduce(into:action:) + 52\n```\n212 is `let card = state.queue.first!`',
      ['crash-incident'],
    ),
    p(
      'where do i put the SpeechScore api key so the app can hit their scoring endpoint directly? Info.plist?',
      ['pronunciation', 'secrets-policy'],
    ),
    p(
      'got an email from ASC after upload: ITMS-91053: Missing API declaration - Your app\'s code in the "Parla" file references one or more APIs that require reasons, including the following API categories: NSPrivacyAccessedAPICategoryFileTimestamp',
      ['privacy-manifest'],
    ),
    p('whats the actual difference between `some View` and `any View`', []),
    p('rename `usr` to `user` in this func', []),
    p('regex to validate a semver string like 4.6.0 or 4.6.0-beta.2?', []),
    p('thx that fixed it', []),
  ],
});
