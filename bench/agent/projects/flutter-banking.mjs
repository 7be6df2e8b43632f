// A Flutter 3 / Dart mobile banking app: Riverpod, go_router, Dio + Retrofit, freezed, flavors, Firebase,
// biometric login, certificate pinning, ARB localization, golden tests, Fastlane + Codemagic.
// Held-out scenario: written after spool's matching was tuned, labelled without looking at its output.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'flutter-banking',
  stack:
    'Flutter 3.24 / Dart 3.5, Riverpod 2, go_router, Dio + Retrofit, freezed/json_serializable, drift, Firebase (Crashlytics, Remote Config, FCM), Fastlane + Codemagic',
  memories: [
    m(
      'state-provider',
      'fact',
      'Screens get their state from ChangeNotifier view models exposed with the provider package.',
      {
        age: 480,
        tags: ['state', 'provider'],
      },
    ),
    m(
      'state-riverpod',
      'decision',
      'State management is Riverpod 2 with code generation: @riverpod functions and Notifier / AsyncNotifier classes built by riverpod_generator. The provider package and ChangeNotifier are on their way out; new code must not add any.',
      {
        supersedes: 'state-provider',
        age: 260,
        files: ['lib/features'],
        tags: ['riverpod', 'state-management', 'codegen'],
        reason: 'ChangeNotifiers leaked listeners between tabs and were impossible to override in tests',
        canonical: true,
      },
    ),
    m(
      'nav-navigator',
      'fact',
      'Screens are opened with Navigator.pushNamed; the route table is in lib/app/routes.dart.',
      {
        age: 430,
        tags: ['navigation'],
      },
    ),
    m(
      'nav-gorouter',
      'decision',
      'Navigation moved to go_router with typed routes (go_router_builder, @TypedGoRoute) declared in lib/app/router/routes.dart; open screens with TransferRoute(accountId: id).go(context) or context.push. Named Navigator routes were removed because universal links and app links only work through the router.',
      {
        supersedes: 'nav-navigator',
        age: 225,
        files: ['lib/app/router/routes.dart', 'lib/app/router/app_router.dart'],
        tags: ['go_router', 'navigation', 'deep-links'],
      },
    ),
    m('http-package', 'fact', 'Backend calls use package:http through a hand-written ApiClient class.', {
      age: 405,
      tags: ['networking'],
    }),
    m(
      'http-dio',
      'decision',
      'We dropped package:http for Dio + Retrofit. There is exactly one Dio, from dioProvider, carrying AuthInterceptor, RefreshTokenInterceptor and the pinned HttpClientAdapter; endpoints are Retrofit interfaces in lib/data/remote/*_api.dart. Never instantiate Dio() yourself.',
      {
        supersedes: 'http-package',
        age: 200,
        files: ['lib/core/network/dio_provider.dart', 'lib/data/remote'],
        tags: ['dio', 'retrofit', 'networking'],
        reason: 'pinning and token refresh have to apply to every single request',
      },
    ),
    m(
      'flutter-version',
      'fact',
      'Flutter 3.24.3 / Dart 3.5 is pinned with FVM in .fvmrc; use `fvm flutter …` locally, Codemagic reads the same file.',
      {
        files: ['.fvmrc'],
        tags: ['fvm', 'flutter-version'],
      },
    ),
    m(
      'melos',
      'fact',
      'The repo is a melos workspace: the app in app/, shared code in packages/fern_ui, packages/fern_core and packages/fern_api. Run `melos bootstrap` after pulling and `melos run generate` for all code generation.',
      {
        files: ['melos.yaml'],
        tags: ['melos', 'monorepo'],
      },
    ),
    m(
      'auth-pkce',
      'fact',
      'Login is OAuth2 authorization code with PKCE against auth.fernbank.de via flutter_appauth. Access tokens live 5 minutes and RefreshTokenInterceptor renews them; the refresh token is kept in secure storage.',
      {
        fact: 'fernbank-app | auth_method | OAuth2 PKCE (flutter_appauth)',
        age: 340,
        files: ['lib/features/auth/data/auth_repository.dart'],
        tags: ['oauth2', 'pkce', 'login', 'tokens'],
      },
    ),
    m(
      'biometric',
      'decision',
      'After the first password login a user can switch on biometric unlock (local_auth). The refresh token is then stored in a Keychain / Keystore entry that requires biometry, and enrolling a new fingerprint or face invalidates the entry, which forces a password login.',
      {
        files: ['lib/features/auth/biometric_service.dart'],
        tags: ['biometrics', 'local_auth', 'keychain', 'login'],
        reason: 'the 2024 BaFin audit required unlocking to be bound to the biometrics enrolled at opt-in',
      },
    ),
    m(
      'secure-storage',
      'constraint',
      'Tokens, the device-binding key and anything that identifies a customer or account go into flutter_secure_storage only. SharedPreferences holds harmless UI flags (theme, onboarding_seen) and nothing else.',
      {
        files: ['lib/core/storage/secure_store.dart'],
        tags: ['storage', 'security', 'shared_preferences'],
      },
    ),
    m(
      'local-db',
      'fact',
      'The offline cache of accounts and transactions is a drift database encrypted with SQLCipher, key kept in secure storage; tables are defined in lib/data/local/app_database.dart.',
      {
        fact: 'fernbank-app | uses_database | drift (SQLite + SQLCipher)',
        age: 300,
        reaffirm: 12,
        files: ['lib/data/local/app_database.dart'],
        tags: ['drift', 'sqlite', 'offline'],
      },
    ),
    m(
      'drift-migrations',
      'convention',
      'Raising schemaVersion in AppDatabase needs a step in its MigrationStrategy, a schema snapshot from `dart run drift_dev schema dump` in drift_schemas/, and a migration test generated from it. Wiping the cache to get past a failed migration is not an option.',
      {
        files: ['lib/data/local/app_database.dart', 'drift_schemas'],
        tags: ['drift', 'migrations'],
      },
    ),
    m(
      'cert-pinning',
      'constraint',
      'Certificate pinning: the Dio adapter in lib/core/network/pinning.dart checks SPKI SHA-256 hashes of the intermediate CA for api.fernbank.de, one current and one backup pin. Pinning may be switched off only in the dev flavor, and we never pin leaf certificates.',
      {
        files: ['lib/core/network/pinning.dart'],
        tags: ['pinning', 'tls', 'security'],
        reason: 'leaf certificates rotate every 90 days',
        canonical: true,
      },
    ),
    m(
      'incident-pinning',
      'incident',
      'Incident 2025-10: the CDN moved api.fernbank.de to a new intermediate CA, and versions without a matching backup pin could not connect for two days until the hotfix got through store review. A new pin ships as the backup at least one release before the switch; Remote Config cannot change pins.',
      {
        files: ['lib/core/network/pinning.dart'],
        tags: ['pinning', 'incident', 'tls', 'outage'],
      },
    ),
    m(
      'flavors',
      'convention',
      'Flavors dev, staging and prod have entry points lib/main_dev.dart, lib/main_staging.dart and lib/main_prod.dart (run e.g. `fvm flutter run --flavor staging -t lib/main_staging.dart`). Per-environment values come from FlavorConfig, never from kDebugMode checks.',
      {
        files: [
          'lib/main_dev.dart',
          'lib/main_staging.dart',
          'lib/main_prod.dart',
          'lib/app/flavor_config.dart',
        ],
        tags: ['flavors', 'environments'],
      },
    ),
    m(
      'firebase-projects',
      'fact',
      'Each flavor has its own Firebase project: fernbank-dev, fernbank-staging and fernbank-prod. flutterfire configure generated lib/firebase_options_<flavor>.dart and ios/config/<flavor>/GoogleService-Info.plist.',
      {
        files: ['ios/config', 'android/app/src'],
        tags: ['firebase', 'flavors'],
      },
    ),
    m(
      'crashlytics',
      'convention',
      'Uncaught errors reach Crashlytics through FlutterError.onError and PlatformDispatcher.instance.onError set in bootstrap.dart; failed API calls are reported with recordError(e, st, fatal: false). IBANs, names and amounts never go into logs, custom keys or breadcrumbs.',
      {
        files: ['lib/bootstrap.dart'],
        tags: ['crashlytics', 'logging', 'pii'],
      },
    ),
    m(
      'remote-config',
      'fact',
      'Feature toggles are Firebase Remote Config parameters read through FeatureFlags (lib/core/flags/feature_flags.dart), with in-app defaults in assets/remote_config_defaults.json. Keys are snake_case, e.g. instant_transfer_enabled; prod fetches at most once an hour.',
      {
        files: ['lib/core/flags/feature_flags.dart', 'assets/remote_config_defaults.json'],
        tags: ['remote-config', 'feature-flags', 'firebase'],
      },
    ),
    m(
      'force-update',
      'fact',
      'ForceUpdateGate compares the build number with the min_supported_build Remote Config value and, when the app is older, blocks everything behind a screen linking to the store.',
      {
        fact: 'fernbank-app | force_update_parameter | min_supported_build',
        inferred: true,
        files: ['lib/app/force_update_gate.dart'],
        tags: ['force-update', 'remote-config'],
      },
    ),
    m(
      'fcm',
      'fact',
      'Push comes through FCM: the backend sends data-only messages for transaction alerts and the app renders them with flutter_local_notifications. The FCM token is registered with POST /devices after login and deleted on logout.',
      {
        files: ['lib/features/notifications/push_service.dart'],
        tags: ['fcm', 'push', 'notifications'],
      },
    ),
    m(
      'push-content',
      'constraint',
      'Notification text never contains balances, amounts or account numbers, only wording like "You received a payment"; the details load after the user unlocks the app.',
      {
        tags: ['push', 'privacy', 'notifications'],
        reason: 'notifications are readable on the lock screen',
      },
    ),
    m(
      'freezed-models',
      'convention',
      'DTOs and state classes are freezed + json_serializable. After changing one run `dart run build_runner build --delete-conflicting-outputs` (or melos run generate); *.g.dart and *.freezed.dart are gitignored and generated in CI.',
      {
        tags: ['freezed', 'json_serializable', 'build_runner', 'codegen'],
      },
    ),
    m(
      'money',
      'convention',
      'The API sends amounts as strings of minor units with a currency ("amount": "12550", "currency": "EUR"). In the app they become Money (int minor units + currency code) from packages/fern_core; never a double. Display goes through MoneyFormatter with the current locale.',
      {
        files: ['packages/fern_core/lib/money.dart'],
        tags: ['money', 'amounts', 'formatting'],
      },
    ),
    m(
      'arb-l10n',
      'convention',
      'UI strings live in ARB files under lib/l10n; app_de.arb is the template and app_en.arb must get the same key. flutter gen-l10n generates AppLocalizations. Every key carries a @description for the translators, and widgets contain no string literals.',
      {
        files: ['lib/l10n/app_de.arb', 'lib/l10n/app_en.arb', 'l10n.yaml'],
        tags: ['l10n', 'arb', 'i18n'],
      },
    ),
    m(
      'l10n-lokalise',
      'workflow',
      'Developers add German and English themselves; French, Italian and Turkish come from Lokalise, which opens a sync PR every Monday. app_fr.arb, app_it.arb and app_tr.arb are never edited by hand, the next sync would overwrite it.',
      {
        files: ['lib/l10n'],
        tags: ['l10n', 'lokalise', 'translations'],
      },
    ),
    m(
      'golden-tests',
      'convention',
      'Golden tests use alchemist and live in test/goldens with the golden tag. Regenerate them only with `make goldens`, which runs flutter test --update-goldens inside the CI Docker image, because images rendered on macOS differ in font antialiasing.',
      {
        files: ['test/goldens', 'Makefile'],
        tags: ['goldens', 'tests', 'alchemist'],
      },
    ),
    m(
      'tests-mocktail',
      'convention',
      'Mocks are written with mocktail (no mockito codegen). Widget tests wrap the widget in ProviderScope(overrides: [...]) and override the repository provider rather than the HTTP layer.',
      {
        files: ['test/helpers/pump_app.dart'],
        tags: ['tests', 'mocktail', 'riverpod'],
      },
    ),
    m(
      'architecture',
      'convention',
      'Code is organised by feature: lib/features/<feature>/{data,domain,presentation}. Widgets only talk to providers; a widget never calls a repository or an API class directly.',
      {
        files: ['lib/features'],
        tags: ['architecture', 'folders', 'layers'],
      },
    ),
    m(
      'result-type',
      'convention',
      'Repositories return Result<T, AppFailure> (sealed classes in packages/fern_core/lib/result.dart) instead of throwing; ErrorMapper turns DioException into an AppFailure, and the UI switches over the failure type.',
      {
        files: ['packages/fern_core/lib/result.dart', 'lib/core/network/error_mapper.dart'],
        tags: ['errors', 'result', 'dio'],
      },
    ),
    m(
      'design-system',
      'convention',
      'UI components come from packages/fern_ui (FernButton, FernTextField, FernListTile) and colours / spacing from Theme.of(context).extension<FernTokens>(); no hard-coded Colors.* or hex values in feature code.',
      {
        files: ['packages/fern_ui'],
        tags: ['design-system', 'theme', 'ui'],
      },
    ),
    m(
      'a11y',
      'constraint',
      'Accessibility: every icon-only button needs a semantic label or tooltip, tap targets are at least 48×48, screens must stay usable at textScaler 2.0, and amounts are announced through MoneySemantics ("12 Euro 50 Cent") instead of the raw "12,50 €".',
      {
        files: ['packages/fern_ui/lib/src/money_semantics.dart'],
        tags: ['accessibility', 'a11y', 'voiceover', 'talkback'],
        reason: 'the European Accessibility Act applies to banking apps since June 2025',
      },
    ),
    m(
      'account-deletion',
      'constraint',
      'Closing the online-banking profile must stay possible inside the app (Settings › Privacy › Delete profile) without phoning support; Apple guideline 5.1.1(v) requires in-app account deletion.',
      {
        files: ['lib/features/settings/presentation/delete_profile_page.dart'],
        tags: ['app-store', 'review', 'account-deletion'],
      },
    ),
    m(
      'incident-review-demo',
      'incident',
      'Incident 2026-01: Apple rejected 4.2.0 twice because the reviewer never received the SMS TAN. Every submission now fills the App Review notes with the demo login (a prod-flavor demo user whose TANs are always 123456, served with fake data by the backend).',
      {
        files: ['ios/fastlane/metadata/review_information'],
        tags: ['app-store', 'review', 'incident', 'demo-account'],
      },
    ),
    m(
      'fastlane',
      'workflow',
      'Fastlane lanes live in ios/fastlane and android/fastlane: `beta` uploads to TestFlight and the Play internal track, `release` submits for review. iOS signing uses match with the fernbank/ios-certificates repo; nobody creates certificates by hand.',
      {
        files: ['ios/fastlane/Fastfile', 'android/fastlane/Fastfile'],
        tags: ['fastlane', 'signing', 'testflight'],
      },
    ),
    m('ci-bitrise', 'fact', 'Pull request checks and store builds run on Bitrise.', {
      age: 360,
      tags: ['ci'],
    }),
    m(
      'ci-codemagic',
      'decision',
      'CI moved off Bitrise to Codemagic: codemagic.yaml defines the pr-check, beta and release workflows on M2 machines, and the Fastlane lanes run inside them for signing and upload.',
      {
        supersedes: 'ci-bitrise',
        age: 175,
        files: ['codemagic.yaml'],
        tags: ['ci', 'codemagic'],
        reason: 'Bitrise queue times on Apple silicon were 20+ minutes',
      },
    ),
    m(
      'versioning',
      'convention',
      'pubspec.yaml carries version semver+build (e.g. 4.7.0+1203). Developers bump only the semver part; the build number is injected by Codemagic from BUILD_NUMBER.',
      {
        files: ['pubspec.yaml'],
        tags: ['versioning', 'release'],
      },
    ),
    m(
      'release-train',
      'workflow',
      'Release train every second Wednesday: release/x.y is cut on Monday and tested by QA on the staging flavor; Play rolls out 1% → 10% → 50% → 100% and the App Store uses phased release. Rollout is halted when Crashlytics crash-free users drop under 99.5%.',
      {
        tags: ['release', 'rollout', 'crashlytics'],
      },
    ),
    m(
      'session-lock-5',
      'decision',
      'SessionGuard (an AppLifecycleListener) locks the app after 5 minutes in the background and asks for biometrics or the app PIN again.',
      {
        files: ['lib/features/auth/session_guard.dart'],
        tags: ['session', 'lock', 'background', 'security'],
      },
    ),
    m(
      'session-lock-2',
      'fact',
      'The background auto-lock timeout is 2 minutes; that is the value in security concept v3.',
      {
        files: ['docs/security-concept.md'],
        tags: ['session', 'lock', 'security'],
        disputes: 'session-lock-5',
      },
    ),
    m(
      'secure-screens',
      'constraint',
      'Screens showing full account numbers, the card PIN or TANs wrap their body in SecureScreen, which sets FLAG_SECURE on Android and covers the iOS app-switcher snapshot.',
      {
        files: ['packages/fern_ui/lib/src/secure_screen.dart'],
        tags: ['security', 'screenshots', 'privacy'],
      },
    ),
    m(
      'root-detection',
      'decision',
      'freeRASP (Talsec) detects rooted or jailbroken devices and hooks; such devices can still log in and look at balances but cannot add payees, raise limits or register a new device. SecurityMonitor handles the callbacks.',
      {
        files: ['lib/core/security/security_monitor.dart'],
        tags: ['security', 'root', 'jailbreak'],
      },
    ),
    m(
      'sca',
      'constraint',
      'Transfers, payee changes and limit changes require strong customer authentication (PSD2): the backend answers 428 with a challenge_id, the app runs ScaFlow (biometric-signed challenge, SMS TAN as fallback) and retries the original request with the signed challenge.',
      {
        files: ['lib/features/sca/sca_flow.dart'],
        tags: ['sca', 'psd2', 'transfers', 'security'],
      },
    ),
    m(
      'iban',
      'fact',
      'IBAN validation (mod-97 check plus length per country) is in packages/fern_core/lib/iban.dart. The backend validates again, but forms must block an invalid IBAN before starting the SCA step.',
      {
        files: ['packages/fern_core/lib/iban.dart'],
        tags: ['iban', 'validation', 'payees'],
      },
    ),
    m(
      'min-os',
      'decision',
      'Supported platforms are iOS 15+ and Android 8.0 (API 26)+: minSdkVersion 26 in android/app/build.gradle and IPHONEOS_DEPLOYMENT_TARGET 15.0 in the Podfile.',
      {
        files: ['android/app/build.gradle', 'ios/Podfile'],
        tags: ['min-sdk', 'platforms', 'ios', 'android'],
      },
    ),
    m(
      'min-os-api24',
      'fact',
      'The Android app still runs on Android 7 (API 24) because about 2% of customers use old Samsung phones.',
      {
        files: ['android/app/build.gradle'],
        tags: ['min-sdk', 'android'],
        disputes: 'min-os',
      },
    ),
    m(
      'lints',
      'convention',
      'Lints are very_good_analysis plus riverpod_lint through custom_lint; `fvm flutter analyze --fatal-infos` must be clean, so infos fail CI as well.',
      {
        files: ['analysis_options.yaml'],
        tags: ['lint', 'analyzer'],
      },
    ),
    m(
      'pref-widget-classes',
      'preference',
      'I prefer small widget classes over _buildSomething() helper methods, and const constructors wherever they compile.',
    ),
    m(
      'pref-provider-names',
      'preference',
      'Name providers after what they give you (accountsProvider, not accountsControllerProvider), and name files after their main class in snake_case.',
    ),
    m(
      'note-legacy-cards',
      'note',
      'lib/legacy/cards_v1/ is only reachable for customers still on the old Maestro debit product; the folder gets deleted once their cards are replaced in Q3 2026, so only fix crashes there.',
      {
        files: ['lib/legacy/cards_v1'],
        tags: ['legacy', 'cards'],
      },
    ),
    m(
      'cand-bloc',
      'decision',
      'Use flutter_bloc for the payments feature because its event log makes auditing easier.',
      {
        candidate: true,
        tags: ['bloc', 'state-management'],
      },
    ),
    m(
      'cand-balance-prefs',
      'convention',
      'Keep the last known balances in SharedPreferences so the home screen can show them offline.',
      {
        candidate: true,
        tags: ['offline', 'shared_preferences', 'balance'],
      },
    ),
    m('cand-getx', 'fact', 'Routing and dependency injection are done with GetX.', {
      candidate: true,
      tags: ['getx', 'navigation'],
    }),
    m(
      'secret-keystore',
      'fact',
      'android/key.properties for the Play upload key: storePassword=Fb-upl0ad!K3y2025zq keyAlias=upload',
      { secret: 'Fb-upl0ad!K3y2025zq' },
    ),
    m(
      'secret-fcm',
      'note',
      'legacy FCM server key for the staging push tester: AAAAq3Xk9Lm:APA91bH7dR2vKp4TzW8nQ1cY6sJ0fL3gB5hM9xE2uV7oN4iA',
      { secret: 'AAAAq3Xk9Lm:APA91bH7dR2vKp4TzW8nQ1cY6sJ0fL3gB5hM9xE2uV7oN4iA' },
    ),
    m(
      'secret-codemagic',
      'note',
      'Codemagic API token (for triggering builds from scripts): Yq8vT3kLm2Rz9wXp6Ns4Jd1Hf7Gb5Cc0',
      {
        secret: 'Yq8vT3kLm2Rz9wXp6Ns4Jd1Hf7Gb5Cc0',
      },
    ),
  ],
  sessions: [
    {
      id: 'flutter-banking-session-1',
      age: 7,
      turns: [
        said(
          'We decided that Firebase Analytics stays off until the user accepts tracking in the consent sheet: setAnalyticsCollectionEnabled(false) at startup, switched on only after consent.',
          { key: 's-analytics-consent', type: 'decision' },
        ),
        replied('Got it. I will move the analytics initialisation behind the ConsentController.'),
        said(
          'Never open our own banking pages in a WebView with a JavaScript channel; external links go to the system browser via url_launcher with LaunchMode.externalApplication.',
          { key: 's-no-webview', type: 'constraint' },
        ),
        replied('Should the FAQ pages also go to the browser, or keep the in-app WebView there?'),
        said('browser too, the help center is just another website'),
        said(
          'Our convention is that every list screen has a loading skeleton, an empty state and an error state with retry from fern_ui, plus pull to refresh.',
          { key: 's-list-states', type: 'convention' },
        ),
        said(
          "Let's keep transaction search local against the drift cache instead of calling the backend on every keystroke.",
          { key: 's-local-search', type: 'decision' },
        ),
        said('perfect, thx'),
      ],
    },
  ],
  prompts: [
    p('add a screen that lists standing orders for an account', [
      'architecture',
      'nav-gorouter',
      'state-riverpod',
      's-list-states',
    ]),
    p('Navigator.pushNamed(context, "/transfer") does nothing anymore?? how do i open the transfer screen', [
      'nav-gorouter',
    ]),
    p('staging throws HandshakeException: CERTIFICATE_VERIFY_FAILED since infra swapped the certificates', [
      'cert-pinning',
      'incident-pinning',
    ]),
    p('can we just turn off ssl pinning on staging? QA wants to use charles', ['cert-pinning', 'flavors']),
    p('add GET /accounts/{id}/statements to the api layer and a StatementDto', [
      'http-dio',
      'freezed-models',
      'result-type',
    ]),
    p('show the amount in the push when money comes in, product wants "You received 50 €"', [
      'push-content',
      'fcm',
    ]),
    p(
      'users who added a new fingerprint say face id login is gone and they have to type the password again',
      ['biometric'],
    ),
    p('QA says the app locks way too quickly when they switch over to the authenticator app and back', [
      'session-lock-5',
      'session-lock-2',
    ]),
    p('users get kicked back to login every ~5 min while actively using the app', ['auth-pkce', 'http-dio']),
    p('add the string "Transfer scheduled" for the snackbar', ['arb-l10n', 'l10n-lokalise']),
    p('the french text on the limits screen is wrong, fix it in app_fr.arb', ['l10n-lokalise']),
    p('golden tests fail on codemagic but pass on my mac, should i just update them locally?', [
      'golden-tests',
    ]),
    p('@lib/features/accounts/presentation/account_card.dart write a widget test with a mocked repo', [
      'tests-mocktail',
    ]),
    p('add `category` to Transaction and keep it in the offline cache too', [
      'freezed-models',
      'drift-migrations',
      'local-db',
    ]),
    p('can I parse amount as a double in TransactionDto, the string thing is annoying', ['money']),
    p('voiceover reads the balance like "twelve comma five zero euro sign", can we fix that', [
      'a11y',
      'money',
    ]),
    p('apple rejected the build again, reviewer says they couldnt get past the sms code screen', [
      'incident-review-demo',
    ]),
    p('product wants to remove the delete profile screen and tell users to call support instead', [
      'account-deletion',
    ]),
    p('how do i get a build onto testflight for the PO', ['fastlane', 'ci-codemagic']),
    p('bump the version to 4.8.0 pls', ['versioning']),
    p('crash free users went to 99.1% after the 4.7 rollout started, what do we do', [
      'release-train',
      'crashlytics',
    ]),
    p('log the failed transfer with the iban and the amount to crashlytics so we can debug it', [
      'crashlytics',
    ]),
    p('hide the instant transfer button for everyone until the backend is ready', ['remote-config']),
    p('implement "add payee" with an iban field', ['iban', 'sca', 'root-detection']),
    p('the card PIN is visible in the recent apps switcher', ['secure-screens']),
    p('a plugin we need requires minSdk 26, ok to raise it?', ['min-os', 'min-os-api24']),
    p('make the login button #D7263D like in figma', ['design-system']),
    p('open the pricing page from settings in a webview', ['s-no-webview']),
    p('what does the late keyword actually do in dart', []),
    p('sort the imports in this file', []),
    p('whats the difference between Future.wait and Stream.fromFutures', []),
    p('thanks, looks good', []),
  ],
});
