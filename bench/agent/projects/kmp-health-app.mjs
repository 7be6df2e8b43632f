// Sucra, Vireo Medical's CE-marked (MDR class IIa) diabetes app: Kotlin Multiplatform shared core, Compose + SwiftUI, NovaSense CGM over BLE, bolus calculator (IEC 62304 class B), hypo alerts.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kmp-health-app',
  stack:
    'Kotlin Multiplatform (Kotlin 2.1 K2, shared module: Ktor 3, SQLDelight 2 + SQLCipher, kotlinx.serialization, kotlinx-datetime, Koin 4, moko-resources), Android Jetpack Compose + Material 3, iOS SwiftUI via SKIE, NovaSense NovaLink BLE CGM SDK, HealthKit / Health Connect, FCM + APNs (critical alerts), Crashlytics + CrashKiOS, Matomo, Unleash, Fastlane + match, GitHub Actions (Android) + Bitrise (iOS), Gradle version catalog + build-logic, Phrase (de/it/en), MDR class IIa, IEC 62304 class B',
  memories: [
    // --- product / regulatory -------------------------------------------------------------------------------
    m(
      'app-overview',
      'fact',
      "Sucra is Vireo Medical's diabetes app: logbook, CGM (NovaSense N3), bolus calculator, hypo/hyper alerts, follower mode for relatives. CE-marked medical device software, class IIa under MDR (notified body TÜV SÜD). Live in DE, AT, IT, CH, ~41k MAU. Android applicationId de.vireomed.sucra, iOS bundle id de.vireomed.sucra.app. shared/ is the brain (KMP), androidApp/ is Compose, iosApp/ is SwiftUI.",
      {
        fact: 'sucra | regulatory class | MDR class IIa',
        age: 520,
        reaffirm: 30,
        tags: ['overview', 'product', 'regulatory', 'mdr'],
        canonical: true,
      },
    ),
    m(
      'iec62304-class-b',
      'constraint',
      "IEC 62304 safety classes: everything under shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/ and .../alerts/ is software safety class B, the rest is class A. Class B change = CR ticket in Polarion (SUC-CR-xxxx) linked in the PR, update of the detailed design in docs/sdd/, 100% branch coverage (kover gate, ./gradlew :shared:koverVerify) and a 2nd review from the @vireomed/safety-reviewers team. no exceptions for 'tiny' one-line fixes, the auditor picks exactly those.",
      {
        age: 500,
        reaffirm: 40,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/',
          'shared/src/commonMain/kotlin/de/vireomed/sucra/alerts/',
          'docs/sdd/',
        ],
        tags: ['regulatory', 'iec62304', 'class-b', 'dosing', 'alerts', 'code-review', 'coverage'],
        canonical: true,
      },
    ),
    m(
      'risk-control-annotations',
      'convention',
      'Risk controls from the ISO 14971 risk file (docs/regulatory/risk/RMF-Sucra.xlsx) are traced in code: @RiskControl("RC-017") on the function implementing it, @VerifiesRiskControl("RC-017") on the test that verifies it. ./gradlew :shared:traceabilityReport builds the matrix for the technical file; an RC from the risk file missing in the report blocks the release.',
      {
        age: 430,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/regulatory/RiskControl.kt',
          'docs/regulatory/risk/RMF-Sucra.xlsx',
        ],
        tags: ['regulatory', 'risk-control', 'iso14971', 'traceability', 'testing'],
      },
    ),
    m(
      'soup-list',
      'constraint',
      'every 3rd party lib is SOUP. new dependency OR version bump (gradle/libs.versions.toml, iosApp Package.resolved) -> update docs/regulatory/soup/SOUP-list.csv in the same PR (name, version, purpose, link to known anomalies). Sabine from RA is codeowner of that file and has to approve. Renovate PRs touching SOUP are never automerged.',
      {
        age: 410,
        reaffirm: 45,
        files: [
          'docs/regulatory/soup/SOUP-list.csv',
          'gradle/libs.versions.toml',
          'renovate.json',
          '.github/CODEOWNERS',
        ],
        tags: ['regulatory', 'soup', 'dependencies', 'renovate', 'iec62304'],
      },
    ),

    // --- glucose units ---------------------------------------------------------------------------------------
    m(
      'glucose-storage-mmol-double',
      'fact',
      'glucose is stored as Double mmol/L (readings.value_mmol REAL) and converted to mg/dL for the users who picked mg/dL.',
      { age: 470, tags: ['glucose', 'units', 'mmol', 'mgdl', 'database'] },
    ),
    m(
      'glucose-internal-mgdl',
      'decision',
      'Internally glucose is ALWAYS an Int in mg/dL: value class GlucoseMgdl(val value: Int). DB column value_mgdl INTEGER, API field glucoseMgdl. mmol/L only exists at the edges (display + user input) through GlucoseFormatter / GlucoseParser in shared/src/commonMain/kotlin/de/vireomed/sucra/glucose/units/. The factor 18.0182 is defined exactly once, MGDL_PER_MMOL.',
      {
        supersedes: 'glucose-storage-mmol-double',
        age: 260,
        reaffirm: 20,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/glucose/units/GlucoseFormatter.kt',
          'shared/src/commonMain/kotlin/de/vireomed/sucra/glucose/units/GlucoseParser.kt',
        ],
        tags: ['glucose', 'units', 'mmol', 'mgdl', 'database', 'api'],
        reason: 'the double round trips turned 3.9 into 3.8 on Swiss devices, QA logged it as hazard HAZ-044',
        canonical: true,
      },
    ),
    m(
      'mmol-format',
      'constraint',
      'mmol/L is shown with exactly one decimal, round half up (3.85 -> 3.9), never truncated. decimal separator from the locale (de/it/de-CH: comma, en: point). mg/dL never with decimals. GlucoseFormatterTest has the table from the SRS (SRS-GLU-012), if you touch the formatter the table must still pass unchanged.',
      {
        age: 240,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/glucose/units/GlucoseFormatter.kt',
          'shared/src/commonTest/kotlin/de/vireomed/sucra/glucose/units/GlucoseFormatterTest.kt',
        ],
        tags: ['glucose', 'units', 'mmol', 'formatting', 'rounding', 'locale'],
      },
    ),
    m(
      'unit-not-from-locale',
      'constraint',
      "The glucose unit comes ONLY from the user's explicit choice in onboarding (UserSettings.glucoseUnit), and changing it in Settings needs a confirmation dialog showing an example value in both units. Never derive it from locale/region/SIM. wrong unit = HAZ-003 in the risk file (factor 18 dose error).",
      {
        age: 230,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/settings/UserSettings.kt'],
        tags: ['glucose', 'units', 'onboarding', 'locale', 'safety', 'hazard'],
      },
    ),

    // --- dosing ----------------------------------------------------------------------------------------------
    m(
      'insulin-dose-tenths',
      'constraint',
      'Insulin doses are InsulinDose(tenths: Int) in commonMain, 0.1 U resolution. no Float/Double for doses anywhere, DTOs included (API field doseTenths: Int). Rounding to the pen step (0.5 or 1 U, InsulinProfile.penStep) happens once, at the very end of DoseCalculator, and ALWAYS rounds down (RC-012).',
      {
        age: 380,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/InsulinDose.kt',
          'shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/DoseCalculator.kt',
        ],
        tags: ['dosing', 'insulin', 'rounding', 'types', 'dto', 'class-b'],
      },
    ),
    m(
      'dose-max-bolus',
      'constraint',
      "max single bolus suggestion is 25.0 U, hard limit (RC-017). the HCP can set a lower personal max in the therapy settings, never a higher one. if the calculation ends above the limit the calculator shows the limit plus the banner 'Bitte Rücksprache mit Ihrem Diabetesteam' — it never shows the raw calculated number.",
      {
        age: 350,
        reaffirm: 25,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/DoseLimits.kt'],
        tags: ['dosing', 'bolus', 'limits', 'risk-control', 'class-b', 'safety'],
      },
    ),
    m(
      'iob-model',
      'fact',
      'IOB: exponential insulin activity curve (same maths as Loop, peak 75 min for rapid analogs, 55 for Fiasp/Lyumjev), DIA from the therapy profile, allowed 3-8 h, default 5 h. Only boluses logged in Sucra count, basal is ignored. shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/InsulinOnBoard.kt',
      {
        age: 330,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/InsulinOnBoard.kt'],
        tags: ['dosing', 'iob', 'insulin', 'dia'],
      },
    ),
    m(
      'dose-calc-pure',
      'convention',
      'DoseCalculator.calculate(input: DoseInput, now: Instant): DoseResult stays a pure function. no Koin, no Clock.System, no repository, no suspend — everything it needs comes in DoseInput, the caller (DoseCalculatorViewModel) collects it. thats what makes the class B unit fully testable in commonTest and lets us replay incident inputs 1:1.',
      {
        age: 300,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/DoseCalculator.kt',
          'shared/src/commonMain/kotlin/de/vireomed/sucra/presentation/dosing/DoseCalculatorViewModel.kt',
        ],
        tags: ['dosing', 'architecture', 'pure-function', 'testing', 'class-b'],
      },
    ),
    m(
      'cgm-stale-15',
      'constraint',
      'calculator may prefill the current glucose from CGM only if the latest reading is at most 15 min old, otherwise the field stays empty.',
      { age: 420, tags: ['dosing', 'cgm', 'prefill', 'stale-data'] },
    ),
    m(
      'cgm-stale-10',
      'constraint',
      "Bolus calculator CGM prefill: only when the newest reading is <= 10 min old AND has no sensor error flag AND the trend is not UNKNOWN. Otherwise the field stays empty with the hint 'Bitte Blutzucker messen'. RC-022 rev C, implemented in CgmPrefillPolicy.kt.",
      {
        supersedes: 'cgm-stale-15',
        age: 150,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/CgmPrefillPolicy.kt'],
        tags: ['dosing', 'cgm', 'prefill', 'stale-data', 'risk-control', 'class-b'],
      },
    ),
    m(
      'dosing-strings-labelling',
      'constraint',
      "strings with keys dosing_*, alert_* and ifu_* are approved labelling (part of the IFU). any wording change in ANY language, typo fixes included, goes through RA: open a SUC-RA ticket, Sabine approves, then it gets changed. don't 'improve' them in a PR. all other keys are free.",
      {
        age: 280,
        reaffirm: 60,
        files: ['shared/src/commonMain/moko-resources/base/strings.xml'],
        tags: ['strings', 'labelling', 'ifu', 'regulatory', 'l10n', 'dosing', 'alerts'],
      },
    ),
    m(
      'incident-replay',
      'note',
      'dosing complaints (vigilance cases SUC-VIG-xxxx): QA exports the anonymised DoseInput JSON from the support tool. drop it into shared/src/commonTest/resources/incidents/<case-id>.json and IncidentReplayTest runs every file through DoseCalculator against the expected result. never delete a case, they are our regression suite.',
      {
        age: 110,
        files: [
          'shared/src/commonTest/resources/incidents/',
          'shared/src/commonTest/kotlin/de/vireomed/sucra/dosing/IncidentReplayTest.kt',
        ],
        tags: ['dosing', 'vigilance', 'testing', 'regression', 'incidents'],
      },
    ),
    m(
      'carb-units',
      'constraint',
      'Kohlenhydrate immer in Gramm speichern (API + DB: carbsGrams Int). Einige AT/DE-User rechnen in BE/KE (1 BE = 12 g, 1 KE = 10 g): the optional display setting only converts in the input UI, storage stays grams. ICR is stored as g/U too, also when shown as U/BE.',
      {
        age: 85,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/logbook/CarbInput.kt'],
        tags: ['carbs', 'units', 'be', 'ke', 'logbook', 'dosing'],
      },
    ),

    // --- alerts ----------------------------------------------------------------------------------------------
    m(
      'hypo-thresholds',
      'fact',
      'Alert thresholds: urgent low 54 mg/dL (3.0 mmol/L) — fixed, cannot be changed or disabled (RC-005). Low: default 70, user range 60-100. High: default 250, range 120-400, can be turned off. All in shared/src/commonMain/kotlin/de/vireomed/sucra/alerts/AlertThresholds.kt',
      {
        age: 310,
        reaffirm: 20,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/alerts/AlertThresholds.kt'],
        tags: ['alerts', 'hypo', 'thresholds', 'risk-control', 'class-b'],
      },
    ),
    m(
      'alerts-on-device',
      'decision',
      'Hypo/hyper alerts are computed ON THE PHONE from the BLE readings (AlertEngine in shared/alerts) and never depend on the backend or on push. airplane mode in a cellar must still alarm. Remote push is only for the follower feature, which is class A convenience and explicitly not a safety function in the IFU.',
      {
        age: 450,
        reaffirm: 15,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/alerts/AlertEngine.kt'],
        tags: ['alerts', 'architecture', 'offline', 'push', 'safety', 'class-b'],
        canonical: true,
      },
    ),
    m(
      'critical-alerts-ios',
      'fact',
      "Apple granted us the Critical Alerts entitlement (com.apple.developer.usernotifications.critical-alerts) for de.vireomed.sucra.app in march '24. ONLY the urgent low alert may use it (.critical interruption level + urgent_low.caf). using it for anything else goes against what we wrote in the request and Apple can revoke it.",
      {
        age: 290,
        files: ['iosApp/Sucra/Sucra.entitlements', 'iosApp/Sucra/Alerts/AlertNotifier.swift'],
        tags: ['ios', 'alerts', 'notifications', 'critical-alerts', 'entitlements'],
      },
    ),
    m(
      'android-urgent-channel',
      'fact',
      "Android urgent low channel: id 'alerts_urgent_low_v2', IMPORTANCE_HIGH, setBypassDnd(true) (ACCESS_NOTIFICATION_POLICY is requested in onboarding), sound res/raw/urgent_low.ogg + own vibration pattern. channel sound/vibration can't be changed once created -> for a change create alerts_urgent_low_v3 and deleteNotificationChannel the old id in AlertChannels.kt.",
      {
        age: 270,
        files: [
          'androidApp/src/main/kotlin/de/vireomed/sucra/android/alerts/AlertChannels.kt',
          'androidApp/src/main/res/raw/urgent_low.ogg',
        ],
        tags: ['android', 'alerts', 'notifications', 'channels', 'dnd'],
      },
    ),
    m(
      'ios-background-ble',
      'fact',
      "iOS in background: UIBackgroundModes bluetooth-central + processing + fetch, CBCentralManager con restore identifier 'de.vireomed.sucra.cgm', così iOS ci rilancia per eventi BLE anche se il sistema ci ha chiuso. Se l'utente fa force-quit iOS NON ci rilancia: per questo c'è il dead man's switch (RC-027) — una local notification 'Sucra wurde beendet' programmata a +30 min e riprogrammata a ogni lettura.",
      {
        age: 210,
        files: ['iosApp/Sucra/Info.plist', 'iosApp/Sucra/Cgm/NovaLinkCgmSource.swift'],
        tags: ['ios', 'ble', 'background', 'alerts', 'state-restoration', 'risk-control'],
      },
    ),
    m(
      'android-14-exact-alarm',
      'note',
      "android 14: SCHEDULE_EXACT_ALARM is denied by default. we don't need it — alerts fire on incoming BLE readings and the 'no data' alert uses a Handler timer inside the FGS. do NOT add USE_EXACT_ALARM, Play rejected 4.5.0 because of it (not an alarm clock app).",
      {
        age: 75,
        files: ['androidApp/src/main/AndroidManifest.xml'],
        tags: ['android', 'alerts', 'exact-alarm', 'play-policy', 'permissions'],
      },
    ),
    m(
      'accessibility-colour',
      'constraint',
      "Farbe ist nie das einzige Signal: Bereichsfarben (niedrig rot, im Zielbereich grün, hoch bernstein) immer zusammen mit Pfeil/Icon + Text ('Niedrig', 'Basso'). graph + alert banners failed the 2023 usability test with colour-blind users.",
      {
        age: 200,
        tags: ['accessibility', 'colour', 'graph', 'ui', 'usability'],
      },
    ),

    // --- CGM / BLE -------------------------------------------------------------------------------------------
    m(
      'novasense-sdk',
      'fact',
      "CGM is the NovaSense N3 sensor, vendor SDK NovaLink 4.2.1. Android: com.novasense:novalink-android:4.2.1 from their private maven (creds in ~/.gradle/gradle.properties, 1Password item 'NovaSense maven'). iOS: NovaLink.xcframework as SPM binary target in iosApp/Packages/NovaLinkBinary. Shared code only ever sees the CgmSource interface.",
      {
        age: 440,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/cgm/CgmSource.kt',
          'iosApp/Packages/NovaLinkBinary/Package.swift',
        ],
        tags: ['cgm', 'ble', 'novasense', 'sdk', 'vendor'],
      },
    ),
    m(
      'ble-fgs',
      'constraint',
      'Android: the CGM connection lives in CgmForegroundService (foregroundServiceType="connectedDevice", FOREGROUND_SERVICE_CONNECTED_DEVICE permission since targetSdk 34, plus BLUETOOTH_CONNECT granted before startForeground). do not move BLE into WorkManager / a worker: Doze defers workers for hours and then no alerts. the ongoing notification is the price, it stays.',
      {
        age: 250,
        files: [
          'androidApp/src/main/kotlin/de/vireomed/sucra/android/cgm/CgmForegroundService.kt',
          'androidApp/src/main/AndroidManifest.xml',
        ],
        tags: ['android', 'ble', 'foreground-service', 'cgm', 'doze', 'alerts'],
      },
    ),
    m(
      'novalink-ios-queue',
      'note',
      "NovaLink iOS delegate callbacks arrive on the SDK's private serial queue, NOT main. NovaLinkCgmSource.swift hops onto the CgmBridge actor before calling into Kotlin. calling the shared suspend funcs / emitting into the MutableStateFlow straight from their queue = the IncorrectDereferenceException / random freezes we had in 4.3.0.",
      {
        age: 200,
        files: ['iosApp/Sucra/Cgm/NovaLinkCgmSource.swift', 'iosApp/Sucra/Cgm/CgmBridge.swift'],
        tags: ['ios', 'ble', 'cgm', 'concurrency', 'kotlin-native', 'threading'],
      },
    ),
    m(
      'cgm-backfill',
      'fact',
      "the sensor keeps 12h of history. after reconnect CgmSyncCoordinator calls requestBackfill(since = lastReadingAt). readings are deduped on (sensor_serial, sensor_timestamp) — UNIQUE index in readings.sq, inserts are INSERT OR IGNORE. never dedupe on the phone's receive time, backfilled values arrive minutes/hours later.",
      {
        age: 220,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/cgm/CgmSyncCoordinator.kt',
          'shared/src/commonMain/sqldelight/de/vireomed/sucra/db/readings.sq',
        ],
        tags: ['cgm', 'backfill', 'dedupe', 'sqldelight', 'readings'],
      },
    ),
    m(
      'reading-interval-5',
      'fact',
      "NovaSense sends one reading every 5 minutes. graph x-spacing, alert debounce (3 consecutive readings) and the 'no data' timer (20 min) are built around that.",
      { age: 190, tags: ['cgm', 'readings', 'interval', 'alerts', 'debounce'] },
    ),
    m(
      'reading-interval-1',
      'fact',
      "since N3 firmware 3.4 the sensor pushes a value every 60 s, the 5-min points in the history are averages of those. AlertEngine should look at every 1-min value; '3 consecutive readings' debounce now means 3 minutes, not 15",
      {
        disputes: 'reading-interval-5',
        age: 60,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/alerts/AlertEngine.kt'],
        tags: ['cgm', 'readings', 'interval', 'alerts', 'debounce', 'firmware'],
      },
    ),
    m(
      'ble-reconnect-manual',
      'convention',
      'on BLE disconnect call cgmSource.connect() right away and then in a loop every 10s. the N3 only advertises for ~5s every couple of minutes, any backoff = we miss the windows and lose 20+ min of data',
      { age: 170, tags: ['ble', 'cgm', 'reconnect', 'android', 'ios'] },
    ),
    m(
      'ble-reconnect-sdk',
      'constraint',
      "Don't call connect() ourselves after a disconnect. NovaLink 4.x runs with autoReconnect = true and its own scan schedule; a manual connect() while its scan runs puts it in CONNECTING_CONFLICT and on some Samsungs the GATT stays half-open until reboot (status 133). Let the SDK reconnect; we only observe connectionState.",
      {
        disputes: 'ble-reconnect-manual',
        age: 80,
        files: ['androidApp/src/main/kotlin/de/vireomed/sucra/android/cgm/NovaLinkCgmSource.kt'],
        tags: ['ble', 'cgm', 'reconnect', 'novasense', 'samsung', 'gatt'],
      },
    ),

    // --- KMP / build -----------------------------------------------------------------------------------------
    m(
      'kotlin-1-9',
      'fact',
      'Kotlin 1.9.24 (K1), KSP 1.9.24-1.0.20, compose compiler 1.5.14. kotlin is never bumped alone.',
      { age: 400, tags: ['kotlin', 'versions', 'gradle', 'ksp'] },
    ),
    m(
      'kotlin-2-1',
      'fact',
      'We moved to K2: Kotlin 2.1.20, KSP2, SKIE 0.10.1, compose compiler via the org.jetbrains.kotlin.plugin.compose plugin (same version as kotlin). kotlin + ksp + skie get bumped together in one PR — SKIE usually lags 1-2 weeks behind a kotlin release, check its compatibility table before bumping.',
      {
        supersedes: 'kotlin-1-9',
        age: 110,
        reaffirm: 10,
        files: ['gradle/libs.versions.toml'],
        tags: ['kotlin', 'versions', 'gradle', 'ksp', 'skie', 'k2'],
      },
    ),
    m(
      'version-catalog',
      'convention',
      'all versions live in gradle/libs.versions.toml, aliases kebab-case, grouped by comment blocks (# --- soup: networking ---). module build files only use libs.xxx. targets (androidTarget, iosArm64, iosSimulatorArm64), compileSdk/minSdk and jvmToolchain(17) are set in the build-logic convention plugins sucra.kmp.library / sucra.android.application, not per module.',
      {
        age: 380,
        files: [
          'gradle/libs.versions.toml',
          'build-logic/convention/src/main/kotlin/KmpLibraryConventionPlugin.kt',
        ],
        tags: ['gradle', 'version-catalog', 'build-logic', 'dependencies'],
      },
    ),
    m(
      'ios-flows-nativecoroutines',
      'convention',
      'iOS consumes Flows through KMP-NativeCoroutines: put @NativeCoroutines on every public Flow / suspend fun of a shared ViewModel, Swift side uses asyncSequence(for:).',
      { age: 360, tags: ['ios', 'swift', 'flow', 'coroutines', 'interop'] },
    ),
    m(
      'skie-flows',
      'convention',
      'Swift interop is done by SKIE: suspend -> async, Flow -> AsyncSequence, sealed classes -> onEnum(of:). no @NativeCoroutines, no hand-written FlowWrapper/CFlow in iosMain. SwiftUI observes shared VMs through iosApp/Sucra/Shared/SharedViewModel.swift (ObservableObject that collects state).',
      {
        supersedes: 'ios-flows-nativecoroutines',
        age: 190,
        files: ['iosApp/Sucra/Shared/SharedViewModel.swift', 'shared/build.gradle.kts'],
        tags: ['ios', 'swift', 'skie', 'flow', 'coroutines', 'interop'],
        reason: 'KMP-NativeCoroutines needed KSP and broke on every kotlin bump',
      },
    ),
    m(
      'shared-viewmodels',
      'decision',
      'Presentation logic lives in shared: ViewModels in shared/src/commonMain/kotlin/de/vireomed/sucra/presentation/<feature>/, extending SucraViewModel (on top of the KMP androidx.lifecycle ViewModel). Compose and SwiftUI are thin: render the state, send actions. logic found in a @Composable or a SwiftUI View gets moved into the shared VM in review.',
      {
        age: 340,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/presentation/SucraViewModel.kt'],
        tags: ['architecture', 'viewmodel', 'kmp', 'presentation'],
      },
    ),
    m(
      'shared-framework',
      'fact',
      "the iOS framework is 'Shared', static (isStatic = true), built by the Xcode run script phase 'Compile Kotlin' -> ./gradlew :shared:embedAndSignAppleFrameworkForXcode. phase must stay before 'Compile Sources'. ENABLE_USER_SCRIPT_SANDBOXING = NO in iosApp/Configs/Base.xcconfig, with sandboxing on the gradle call dies with 'deny file-write-create'.",
      {
        age: 320,
        files: [
          'iosApp/Configs/Base.xcconfig',
          'iosApp/Sucra.xcodeproj/project.pbxproj',
          'shared/build.gradle.kts',
        ],
        tags: ['ios', 'xcode', 'framework', 'build', 'kmp'],
      },
    ),
    m(
      'koin-di',
      'convention',
      'DI = Koin 4. one module per feature in shared/src/commonMain/kotlin/de/vireomed/sucra/di/ (dosingModule, cgmModule, syncModule...), platform stuff in platformModule() in androidMain/iosMain. constructor injection only — no KoinComponent / by inject() inside shared classes. iOS gets its objects from the helpers in iosMain/KoinIos.kt (getDoseCalculatorViewModel() etc.).',
      {
        age: 300,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/di/',
          'shared/src/iosMain/kotlin/de/vireomed/sucra/di/KoinIos.kt',
        ],
        tags: ['di', 'koin', 'architecture', 'kmp'],
      },
    ),
    m(
      'ktor-client',
      'fact',
      'HTTP: Ktor client 3 in commonMain (network/HttpClientFactory.kt), engines OkHttp (android) / Darwin (ios). ContentNegotiation with our Json, Auth bearer plugin with refreshTokens -> POST /v3/auth/refresh. timeouts: connect 10s, request 30s. certificate pinning on api.sucra.vireomed.de (2 pins, backup pin in the CSR drawer).',
      {
        fact: 'sucra | http client | Ktor 3',
        age: 310,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/network/HttpClientFactory.kt'],
        tags: ['network', 'ktor', 'auth', 'timeouts', 'pinning'],
      },
    ),
    m(
      'api-datetime',
      'convention',
      "API timestamps are ISO-8601 UTC strings ('2024-05-03T07:12:00Z') mapped to kotlinx.datetime.Instant with the default serializer. logbook entries also carry utcOffsetMinutes from when the entry was made, needed for the day view after travelling. no epoch millis in DTOs, no java.time anywhere in shared.",
      {
        age: 260,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/network/dto/'],
        tags: ['api', 'dto', 'datetime', 'timezone', 'serialization'],
      },
    ),

    // --- persistence / sync ----------------------------------------------------------------------------------
    m(
      'sqldelight',
      'fact',
      'Persistence: SQLDelight 2.0.2. .sq files in shared/src/commonMain/sqldelight/de/vireomed/sucra/db/, migrations 1.sqm..N.sqm in shared/src/commonMain/sqldelight/migrations/, deriveSchemaFromMigrations = true, verifyMigrations = true. queries -> Flow with asFlow().mapToList(ioDispatcher).',
      {
        fact: 'sucra | persistence | SQLDelight 2',
        age: 330,
        files: ['shared/src/commonMain/sqldelight/', 'shared/build.gradle.kts'],
        tags: ['sqldelight', 'database', 'persistence'],
      },
    ),
    m(
      'sqldelight-migrations',
      'constraint',
      'never edit a .sqm that has shipped, add a new one. at branch cut the schema dump of the new version is generated (./gradlew :shared:generateCommonMainSucraDatabaseSchema) and committed in shared/src/commonMain/sqldelight/databases/. SucraMigrationTest (shared/src/androidUnitTest, JVM sqlite driver) migrates every released schema to current with real data rows.',
      {
        age: 280,
        files: [
          'shared/src/commonMain/sqldelight/migrations/',
          'shared/src/commonMain/sqldelight/databases/',
          'shared/src/androidUnitTest/kotlin/de/vireomed/sucra/db/SucraMigrationTest.kt',
        ],
        tags: ['sqldelight', 'migrations', 'database', 'schema'],
      },
    ),
    m(
      'db-encryption',
      'decision',
      'Local DB is encrypted with SQLCipher on both platforms, in all build types. Android: AndroidSqliteDriver + net.zetetic:sqlcipher-android SupportOpenHelperFactory. iOS: NativeSqliteDriver with SQLCipher from the sqlcipher SPM package, key set in onConfiguration. key = 32 random bytes, wrapped by Android Keystore / stored in the iOS Keychain.',
      {
        age: 420,
        files: [
          'shared/src/androidMain/kotlin/de/vireomed/sucra/db/DriverFactory.android.kt',
          'shared/src/iosMain/kotlin/de/vireomed/sucra/db/DriverFactory.ios.kt',
        ],
        tags: ['database', 'encryption', 'sqlcipher', 'security', 'keystore', 'keychain', 'gdpr'],
        reason:
          'health data is GDPR art. 9 special category, and MDR cybersecurity (MDCG 2019-16) is checked by the notified body',
      },
    ),
    m(
      'keychain-after-first-unlock',
      'constraint',
      'The iOS Keychain item for the DB key MUST be kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly. not WhenUnlocked: readings arrive at night with the phone locked, DB open fails (errSecInteractionNotAllowed) -> readings dropped -> no alerts. that was incident INC-2024-07 in 3.8.0.',
      {
        age: 210,
        files: ['iosApp/Sucra/Security/KeychainStore.swift'],
        tags: ['ios', 'keychain', 'security', 'database', 'background', 'incident'],
      },
    ),
    m(
      'offline-first',
      'decision',
      "Offline-first: the SQLDelight DB is the source of truth, UI observes DB flows. user writes (logbook entries, settings) go into the DB + the sync_ops outbox in one transaction, SyncEngine pushes later. triggers: app foreground, after a write (5s debounce), WorkManager periodic 30 min on Android, BGAppRefreshTask 'de.vireomed.sucra.sync' on iOS. nothing patient-facing may need network except login and follower.",
      {
        age: 480,
        reaffirm: 25,
        files: [
          'shared/src/commonMain/kotlin/de/vireomed/sucra/sync/SyncEngine.kt',
          'shared/src/commonMain/sqldelight/de/vireomed/sucra/db/sync_ops.sq',
        ],
        tags: ['offline-first', 'sync', 'outbox', 'architecture', 'sqldelight'],
      },
    ),
    m(
      'sync-readings-append',
      'fact',
      'glucose readings are append-only and idempotent on the server (key sensorSerial + sensorTimestamp), uploaded in batches of max 500 via POST /v3/readings:batch. readings cannot be deleted in the app.',
      {
        age: 240,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/sync/ReadingsUploader.kt'],
        tags: ['sync', 'readings', 'idempotency', 'api', 'batch'],
      },
    ),
    m(
      'sync-therapy-lww',
      'decision',
      'Therapy settings (ICR, ISF, targets, DIA) sync like everything else: last write wins on modifiedAt. the client sends its modifiedAt and the server keeps the newer one.',
      {
        age: 200,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/sync/SyncEngine.kt'],
        tags: ['sync', 'therapy-settings', 'conflicts', 'lww'],
      },
    ),
    m(
      'therapy-server-wins',
      'constraint',
      "therapy settings: server always wins. the HCP can change ICR/ISF in the clinic portal and that has to overwrite the phone even if the patient edited later while offline. client gets 409 + the server version, shows 'Ihr Diabetesteam hat Ihre Einstellungen geändert' and the calculator is blocked until the patient confirms the new values (RC-031).",
      {
        disputes: 'sync-therapy-lww',
        age: 70,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/sync/TherapySettingsSync.kt'],
        tags: ['sync', 'therapy-settings', 'conflicts', 'hcp', 'risk-control', 'dosing'],
      },
    ),

    // --- health platforms ------------------------------------------------------------------------------------
    m(
      'healthkit',
      'fact',
      'HealthKit: we WRITE glucose (bloodGlucose), insulin (insulinDelivery, reason bolus) and carbs (dietaryCarbohydrates). we READ only steps + workouts for the activity overlay. iOS impl iosApp/Sucra/Health/HealthKitBridge.swift implements the shared HealthSync interface. capability + background delivery in Sucra.entitlements.',
      {
        age: 290,
        files: ['iosApp/Sucra/Health/HealthKitBridge.swift', 'iosApp/Sucra/Sucra.entitlements'],
        tags: ['ios', 'healthkit', 'health', 'sync'],
      },
    ),
    m(
      'no-external-glucose-in-calc',
      'constraint',
      'Glucose coming from HealthKit / Health Connect / any other app is NEVER used in the bolus calculator or in the AlertEngine: unknown source and accuracy, not covered by our validation (RC-030). it may be shown in the graph as grey "external" dots, nothing else.',
      {
        age: 270,
        reaffirm: 50,
        tags: ['healthkit', 'health-connect', 'dosing', 'alerts', 'risk-control', 'safety'],
      },
    ),
    m(
      'health-connect',
      'fact',
      'Android: Health Connect through androidx.health.connect:connect-client 1.1.0-alpha. permissions in androidApp/src/main/AndroidManifest.xml + the activity-alias for ViewPermissionUsageActivity (Play rejects without the rationale/privacy screen). adding a data type = also update the Play Console health apps declaration, otherwise the review stops.',
      {
        age: 250,
        files: [
          'androidApp/src/main/AndroidManifest.xml',
          'androidApp/src/main/kotlin/de/vireomed/sucra/android/health/HealthConnectSync.kt',
        ],
        tags: ['android', 'health-connect', 'health', 'permissions', 'play-policy'],
      },
    ),
    m(
      'healthkit-dedupe',
      'note',
      'HealthKit samples we write carry HKMetadataKeySyncIdentifier = entry UUID and HKMetadataKeySyncVersion = entry revision. without it every edit of an entry = a duplicate in Apple Health (was the bug in 4.1).',
      {
        age: 120,
        files: ['iosApp/Sucra/Health/HealthKitBridge.swift'],
        tags: ['ios', 'healthkit', 'dedupe', 'sync'],
      },
    ),

    // --- push / privacy / telemetry --------------------------------------------------------------------------
    m(
      'push-onesignal',
      'fact',
      'push goes via OneSignal (app id in Info.plist + manifest placeholder), backend hits the OneSignal REST API for follower alerts',
      { age: 430, tags: ['push', 'onesignal', 'notifications', 'follower'] },
    ),
    m(
      'push-fcm-apns',
      'decision',
      "Remote push: FCM for Android, APNs directly (token auth with the .p8) for iOS, both sent by our backend 'notifier' service in Frankfurt. OneSignal was dropped — the DPO did not accept their DPA for health-related notifications. payloads never contain health values, only {type:'follower_alert', alertId}; the app fetches the details after opening.",
      {
        supersedes: 'push-onesignal',
        age: 160,
        files: [
          'androidApp/src/main/kotlin/de/vireomed/sucra/android/push/SucraMessagingService.kt',
          'iosApp/Sucra/Push/PushRegistrar.swift',
        ],
        tags: ['push', 'fcm', 'apns', 'notifications', 'privacy', 'follower'],
      },
    ),
    m(
      'follower-feature',
      'fact',
      "Follower (Angehörige/familiari): the patient invites up to 5 followers with a 6-digit code. followers get push for urgent low and for 'no data > 60 min'. same app, role FOLLOWER, read-only, no calculator. class A, not a safety function (IFU §7.3).",
      {
        age: 100,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/follower/'],
        tags: ['follower', 'push', 'roles', 'product'],
      },
    ),
    m(
      'no-health-data-logs',
      'constraint',
      'Health data (glucose values, doses, carbs, therapy settings, sensor serial numbers) never goes into logs, crash reports, breadcrumbs, custom keys or analytics. ids and enums only. Napier release antilog drops DEBUG/VERBOSE; Crashlytics custom keys allowed: app state, sensor state enum, app version.',
      {
        age: 400,
        reaffirm: 35,
        tags: ['privacy', 'gdpr', 'logging', 'crash-reporting', 'analytics', 'health-data'],
        canonical: true,
      },
    ),
    m(
      'crash-reporting',
      'fact',
      "Crash reporting: Firebase Crashlytics on both platforms. Kotlin crashes on iOS get readable traces through CrashKiOS (co.touchlab.crashkios:crashlytics, setCrashlyticsUnhandledExceptionHook() at iosMain startup). dSYMs are uploaded in the fastlane ios release lane. collection is OFF until the user agrees on the onboarding consent screen 'Fehlerberichte'.",
      {
        fact: 'sucra | crash reporting | Crashlytics + CrashKiOS',
        age: 230,
        files: ['shared/src/iosMain/kotlin/de/vireomed/sucra/Startup.kt', 'fastlane/Fastfile'],
        tags: ['crash-reporting', 'crashlytics', 'crashkios', 'consent', 'ios'],
      },
    ),
    m(
      'analytics-consent',
      'constraint',
      'product analytics (Matomo, self-hosted stats.vireomed.de) only after explicit opt-in: default OFF, separate toggle from crash reports, consent stored with text version + timestamp in ConsentRepository. if the privacy text version changes we ask again. events = screen + action names, no values, no free text.',
      {
        age: 300,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/consent/ConsentRepository.kt'],
        tags: ['analytics', 'matomo', 'consent', 'privacy', 'gdpr'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'feature flags: Unleash self-hosted (flags.vireomed.de), read through the FeatureFlags interface in shared/.../flags/, last values cached in the DB, compiled-in defaults for offline/first start. flag names snake_case + ticket: follower_v2_suc1432.',
      {
        age: 260,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/flags/FeatureFlags.kt'],
        tags: ['feature-flags', 'unleash', 'config'],
      },
    ),
    m(
      'no-flags-class-b',
      'constraint',
      'nothing in class B (dosing, alerts) goes behind a remote feature flag. what runs must be the released, validated configuration — toggling calculator/alert behaviour from Unleash = unvalidated config in the field. class B changes ship enabled in code or not at all.',
      {
        age: 240,
        tags: ['feature-flags', 'class-b', 'regulatory', 'dosing', 'alerts'],
      },
    ),

    // --- release / CI ----------------------------------------------------------------------------------------
    m(
      'release-train',
      'fact',
      'release train every 2 weeks (even calendar weeks). branch cut release/x.y on wednesday, QA regression thu-tue, store submission the wednesday after. android + ios ship the same versionName (4.8.0), versionCode / CFBundleVersion = CI build number. hotfixes x.y.z from the release branch, cherry-pick back to main.',
      {
        age: 140,
        reaffirm: 14,
        tags: ['release', 'process', 'versioning', 'hotfix'],
      },
    ),
    m(
      'release-signoff',
      'constraint',
      'Keine Store-Einreichung ohne unterschriebenen Release Record: QA test report + RA sign-off (Sabine or Dr. Pichler) in Polarion, the record id goes in the GitHub release notes. hotfixes too. rollout: Apple phased release, Play staged 10% -> 50% -> 100% over 7 days, watching Crashlytics + vigilance inbox in between.',
      {
        age: 330,
        reaffirm: 30,
        tags: ['release', 'regulatory', 'signoff', 'rollout', 'process'],
      },
    ),
    m(
      'fastlane',
      'fact',
      'fastlane/Fastfile lanes: android internal, android promote, ios beta, ios release. iOS signing with match (git repo vireomed/ios-certificates, readonly: true on CI). App Store Connect auth via API key from env ASC_KEY_ID / ASC_ISSUER_ID / ASC_KEY_CONTENT. Play upload with the service account json from PLAY_JSON_KEY.',
      {
        age: 280,
        files: ['fastlane/Fastfile', 'fastlane/Matchfile', 'fastlane/Appfile'],
        tags: ['fastlane', 'release', 'signing', 'match', 'ci'],
      },
    ),
    m(
      'ci-gha-all',
      'fact',
      'CI: GitHub Actions for everything, android.yml on ubuntu and ios.yml on macos-14 runners.',
      { age: 370, tags: ['ci', 'github-actions', 'ios', 'android'] },
    ),
    m(
      'ci-split',
      'fact',
      'we moved iOS off GitHub Actions to Bitrise: Android + shared tests stay on GHA (.github/workflows/android.yml, shared.yml), iOS build/test/TestFlight runs on Bitrise (bitrise.yml in the repo, workflows ios-pr and ios-release, M2 Pro stack). the GH macOS minutes were ~1.9k EUR/month.',
      {
        supersedes: 'ci-gha-all',
        age: 130,
        files: ['bitrise.yml', '.github/workflows/android.yml', '.github/workflows/shared.yml'],
        tags: ['ci', 'bitrise', 'github-actions', 'ios', 'android'],
      },
    ),
    m('min-ios-15', 'fact', 'iOS deployment target 15.0, Android minSdk 26.', {
      age: 390,
      tags: ['ios', 'android', 'deployment-target', 'minsdk'],
    }),
    m(
      'min-ios-16',
      'fact',
      'IPHONEOS_DEPLOYMENT_TARGET = 16.0 (iosApp/Configs/Base.xcconfig). Android minSdk 28, targetSdk 35, set in build-logic.',
      {
        supersedes: 'min-ios-15',
        age: 100,
        files: ['iosApp/Configs/Base.xcconfig', 'build-logic/convention/src/main/kotlin/AndroidCommon.kt'],
        tags: ['ios', 'android', 'deployment-target', 'minsdk', 'targetsdk'],
      },
    ),
    m(
      'xcode-ci-version',
      'fact',
      'CI builds with Xcode 15.2, keep your local Xcode on the same version or the snapshot tests differ.',
      { age: 300, tags: ['ios', 'xcode', 'ci', 'snapshot-tests'] },
    ),
    m(
      'bundle-flavors',
      'fact',
      "Variants: Android flavors staging / prod (applicationIdSuffix .staging), iOS schemes Sucra-Staging / Sucra with Staging.xcconfig / Release.xcconfig. BASE_URL comes from BuildKonfig in shared. staging builds show the orange banner 'STAGING – nicht zur Therapie verwenden' and must never reach patients (TestFlight external groups = prod builds only).",
      {
        age: 180,
        reaffirm: 20,
        files: ['iosApp/Configs/Staging.xcconfig', 'androidApp/build.gradle.kts', 'shared/build.gradle.kts'],
        tags: ['build-variants', 'flavors', 'staging', 'xcconfig', 'testflight'],
      },
    ),
    m(
      'staging-env',
      'fact',
      'staging backend: https://api.staging.sucra-health.dev, prod https://api.sucra.vireomed.de. staging DB is reset every sunday night.',
      { age: 340, tags: ['staging', 'backend', 'environments', 'urls'] },
    ),

    // --- l10n ------------------------------------------------------------------------------------------------
    m(
      'l10n-separate',
      'convention',
      'strings: android in androidApp/src/main/res/values*/strings.xml, ios in iosApp/Sucra/Resources/Localizable.strings (de, it, en). translators get both files as a zip.',
      { age: 350, tags: ['l10n', 'strings', 'translations'] },
    ),
    m(
      'l10n-moko',
      'convention',
      'UI strings are shared with moko-resources: shared/src/commonMain/moko-resources/base/strings.xml is English and the source, de/ it/ de-CH/ come from Phrase via `phrase pull` (.phrase.yml), never edited by hand. Android: SharedRes.strings.xxx.desc(), iOS: the generated SharedRes in Swift. no new strings in Localizable.strings or androidApp res/values.',
      {
        supersedes: 'l10n-separate',
        age: 180,
        files: ['shared/src/commonMain/moko-resources/base/strings.xml', '.phrase.yml'],
        tags: ['l10n', 'strings', 'moko-resources', 'phrase', 'translations'],
      },
    ),
    m(
      'l10n-formal',
      'convention',
      "Deutsch: immer 'Sie', nie 'du' (Medizinprodukt, ältere Nutzer, RA decision). Italiano: forma di cortesia 'Lei'. units come from GlucoseUnit.label, never hardcoded in a string.",
      {
        age: 160,
        tags: ['l10n', 'german', 'italian', 'tone', 'strings'],
      },
    ),
    m(
      'swiss-german-no-eszett',
      'note',
      'de-CH: kein ß (ss instead, Masseinheit not Maßeinheit). Phrase has a de-CH locale with only the ~30 keys that differ, everything else falls back to de.',
      { age: 90, tags: ['l10n', 'swiss', 'german', 'phrase'] },
    ),

    // --- UI / tests ------------------------------------------------------------------------------------------
    m(
      'compose-ui-conventions',
      'convention',
      'Android UI: Material 3 + SucraTheme (androidApp/.../ui/theme). screen = XxxRoute (koinViewModel(), collectAsStateWithLifecycle()) + stateless XxxScreen(state, onAction). previews for light, dark and fontScale = 1.5f — a lot of our users run large fonts.',
      {
        age: 270,
        files: ['androidApp/src/main/kotlin/de/vireomed/sucra/android/ui/theme/SucraTheme.kt'],
        tags: ['android', 'compose', 'ui', 'previews', 'accessibility'],
      },
    ),
    m(
      'swiftui-conventions',
      'convention',
      'iOS UI solo SwiftUI, niente UIKit tranne il pairing sheet BLE (legacy). views get the shared VM via @StateObject SharedViewModel<XxxViewModel>, zero business logic in the View. Dynamic Type must work up to accessibilityExtraLarge, add a preview with that size.',
      {
        age: 250,
        files: ['iosApp/Sucra/Shared/SharedViewModel.swift'],
        tags: ['ios', 'swiftui', 'ui', 'accessibility', 'dynamic-type'],
      },
    ),
    m(
      'test-stack',
      'convention',
      'shared tests: kotlin.test + kotest-assertions in commonTest, Turbine for flows, fakes in shared/src/commonTest/kotlin/de/vireomed/sucra/fakes (FakeCgmSource, FakeClock, FakeSyncApi). no MockK in commonTest, it does not run on native. CI also runs ./gradlew :shared:iosSimulatorArm64Test.',
      {
        age: 290,
        files: ['shared/src/commonTest/kotlin/de/vireomed/sucra/fakes/'],
        tags: ['testing', 'kotlin-test', 'turbine', 'fakes', 'kmp'],
      },
    ),
    m(
      'snapshot-tests',
      'convention',
      'screenshot tests: Paparazzi for Compose (androidApp/src/test), swift-snapshot-testing for SwiftUI (iosApp/SucraTests/Snapshots). record de + it (longest strings) and a large-font variant. reference images are committed, CI fails on diff.',
      {
        age: 150,
        files: ['iosApp/SucraTests/Snapshots/', 'androidApp/src/test/'],
        tags: ['testing', 'snapshot-tests', 'paparazzi', 'ios', 'android'],
      },
    ),
    m(
      'pr-process',
      'note',
      'PRs: 1 approval, 2 for anything in dosing/, alerts/, cgm/ or a new .sqm (one of them from safety-reviewers). PR template checkboxes: CR link, SOUP changed y/n, risk control touched y/n. squash merge, title in conventional commit style (feat(dosing): ...).',
      {
        age: 260,
        files: ['.github/pull_request_template.md'],
        tags: ['process', 'code-review', 'pull-requests'],
      },
    ),
    m(
      'time-in-range',
      'fact',
      "TIR / AGP use the international consensus ranges (70-180 in range, <70, <54, >180, >250) regardless of the user's alert thresholds. computed in shared/.../stats/AgpCalculator.kt, only if >= 70% sensor data in the period, else 'Nicht genügend Daten'.",
      {
        age: 95,
        files: ['shared/src/commonMain/kotlin/de/vireomed/sucra/stats/AgpCalculator.kt'],
        tags: ['stats', 'tir', 'agp', 'glucose'],
      },
    ),
    m(
      'app-review-demo',
      'note',
      "App Review always wants a sensor. fastlane/metadata/review_information/notes.txt explains demo mode: the review account has demo=true server side, the app then uses SimulatedCgmSource. demo mode is NOT reachable for normal accounts, don't add a hidden tap gesture or similar.",
      {
        age: 65,
        files: [
          'fastlane/metadata/review_information/notes.txt',
          'shared/src/commonMain/kotlin/de/vireomed/sucra/cgm/SimulatedCgmSource.kt',
        ],
        tags: ['app-store', 'review', 'demo', 'release'],
      },
    ),

    // --- candidates ------------------------------------------------------------------------------------------
    m(
      'cand-float-dose',
      'convention',
      'Insulin amounts can be Double in the UI and DTO layer; convert to tenths only before saving to the database.',
      { candidate: true, tags: ['dosing', 'insulin', 'types'] },
    ),
    m(
      'cand-healthkit-prefill',
      'decision',
      'When no CGM is paired, prefill the calculator glucose with the latest blood glucose sample from Apple Health / Health Connect.',
      { candidate: true, tags: ['dosing', 'healthkit', 'health-connect', 'prefill'] },
    ),
    m(
      'cand-sqlcipher-debug',
      'decision',
      "Debug builds use a plain unencrypted SQLite database so Android Studio's Database Inspector can open it.",
      { candidate: true, tags: ['database', 'debug', 'sqlcipher'] },
    ),

    // --- credentials pasted over time (writes must be refused) -----------------------------------------------
    m(
      'secret-upload-keystore',
      'note',
      'Falls der Android-Release mal lokal signiert werden muss: sucra-upload.jks liegt NICHT im Repo sondern im Tresor bei Lukas, Alias sucra-upload, Store- und Key-Passwort sind gleich: Zuckerwatte_2291! — nur nach Rücksprache.',
      { secret: 'Zuckerwatte_2291!', tags: ['signing', 'keystore', 'android', 'release'] },
    ),
    m(
      'secret-asc-p8',
      'fact',
      'ASC API key for fastlane if the bitrise secret gets wiped again (Key ID 7QX2M9K4LP, issuer 69a6de7e-03e1-47e3-e053-5b8c7c11a4d1): -----BEGIN PRIVATE KEY----- MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgXq3vN8kR2pLm7TzY4wJc9bHf1sGd6aUe0iKo5rQx2VegCgYIKoZIzj0DAQehRANCAAS8fW1 -----END PRIVATE KEY----- goes into ASC_KEY_CONTENT as is',
      {
        secret:
          'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgXq3vN8kR2pLm7TzY4wJc9bHf1sGd6aUe0iKo5rQx2VegCgYIKoZIzj0DAQehRANCAAS8fW1',
        files: ['fastlane/Appfile'],
        tags: ['app-store-connect', 'fastlane', 'ci', 'bitrise'],
      },
    ),
    m(
      'secret-p12-it',
      'note',
      "se match è rotto e serve esportare il certificato Apple Distribution dal Mac mini in ufficio: file dist_vireomed_2025.p12, la password è Gianduiotto#88 (l'ha messa Giulia). poi re-importarlo in match con fastlane match import",
      { secret: 'Gianduiotto#88', tags: ['ios', 'signing', 'certificates', 'match'] },
    ),
    m(
      'secret-novalink-license',
      'fact',
      'NovaLink init needs the license bound to our bundle ids: NovaLink.initialize(context, licenseKey = "NVL1-8KQ3-ZT7W-M2XD-44RB-PV9C") — that is the prod key, the sandbox key stopped working with 4.2',
      {
        secret: 'NVL1-8KQ3-ZT7W-M2XD-44RB-PV9C',
        files: ['androidApp/src/main/kotlin/de/vireomed/sucra/android/cgm/NovaLinkCgmSource.kt'],
        tags: ['cgm', 'novasense', 'sdk', 'license'],
      },
    ),
    m(
      'secret-staging-patient',
      'note',
      "QA test patient on staging with 90 days of CGM data and a full therapy profile: qa.patient07@vireomed-test.de / Basal!Rate-2024 — don't change the pw, the Maestro flows log in with it",
      { secret: 'Basal!Rate-2024', tags: ['staging', 'qa', 'test-accounts', 'maestro'] },
    ),
    m(
      'secret-match-password',
      'note',
      "to decrypt the certs repo locally: export MATCH_PASSWORD='t7R#q2Lw!9zVx4Kp' and then fastlane match appstore --readonly. same passphrase as in the bitrise secrets",
      {
        secret: 't7R#q2Lw!9zVx4Kp',
        files: ['fastlane/Matchfile'],
        tags: ['ios', 'match', 'signing', 'fastlane'],
      },
    ),
    m(
      'secret-unleash-token',
      'fact',
      'unleash client token the app uses (prod env): default:production.4c8e1a7f93b2d6e05f1a8c3d7b9e2f46a0c5d8e1b3f7a9c2 — should really be a frontend token, TODO SUC-1388',
      {
        secret: 'default:production.4c8e1a7f93b2d6e05f1a8c3d7b9e2f46a0c5d8e1b3f7a9c2',
        tags: ['feature-flags', 'unleash', 'config'],
      },
    ),
    m(
      'secret-slack-webhook',
      'note',
      'the release lanes post to #sucra-releases through https://hooks.slack.com/services/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, if the message is missing check that first',
      {
        secret: 'T02KF7Q3M/B07H5RZ9N2A/vQ8mYk2Lr5TzX1cW7pJ4nB6d',
        files: ['fastlane/Fastfile'],
        tags: ['release', 'slack', 'fastlane', 'notifications'],
      },
    ),
    m(
      'secret-apple-id',
      'note',
      'Der gemeinsame Apple-Developer-Account appdev@vireomed.de hat das Passwort Sucra-Apfel#2024, 2FA-Codes gehen an das Firmenhandy im Schrank bei Katrin.',
      { secret: 'Sucra-Apfel#2024', tags: ['apple', 'accounts', 'app-store-connect'] },
    ),
    m(
      'secret-aws-dsym',
      'fact',
      'old dSYM archive bucket is s3://sucra-dsym-archive (eu-central-1). uploader creds: aws_access_key_id = AKIAZ3QK7MPL4XR2VN8T aws_secret_access_key = hT9vK2mQ8wR4pLx7Zc1bN6yF3jD5sG0aE8uW2iOq',
      {
        secret: 'hT9vK2mQ8wR4pLx7Zc1bN6yF3jD5sG0aE8uW2iOq',
        tags: ['ios', 'dsym', 'aws', 's3', 'crash-reporting'],
      },
    ),
    m(
      'secret-hcp-portal-it',
      'note',
      "account di test per il portale clinico su staging: utente dott.bianchi.test, pw Pandoro-Natale23 — serve per provare le modifiche di ICR/ISF lato medico e il 409 sull'app",
      { secret: 'Pandoro-Natale23', tags: ['staging', 'hcp-portal', 'test-accounts', 'therapy-settings'] },
    ),
  ],
  sessions: [
    {
      id: 'kmp-health-app-session-1',
      age: 3,
      turns: [
        said(
          'ciao! today: alert snooze, ticket SUC-1502. user should be able to snooze low/high alerts from the notification itself. branch feat/SUC-1502-alert-snooze',
        ),
        replied(
          'Hi. I see AlertEngine.kt and AlertThresholds.kt in shared/alerts, AlertNotifier on Android (androidApp/.../alerts) and AlertNotifier.swift on iOS. Which alert types should be snoozable, and for how long?',
        ),
        said(
          'ok limits first. urgent low can NOT be snoozed, period. low: max 30 min (options 15/30), high: max 2h (30/60/120). these are fixed, not user configurable',
          { key: 's-snooze-limits', type: 'constraint' },
        ),
        replied(
          'Understood. Simplest approach: keep the snooze in memory inside AlertEngine, a Map<AlertType, Instant> with the until time, cleared on restart.',
        ),
        said(
          'no, has to survive the process dying — iOS kills us in the background all the time and then the snooze would be gone and the user gets woken up again. store it in the db, table alert_snooze with one row per alert type, AlertEngine reads from there',
          { key: 's-snooze-persisted', type: 'decision' },
        ),
        replied(
          'OK. The latest migration is 26.sqm, so I will add 27.sqm with CREATE TABLE alert_snooze (alert_type TEXT PRIMARY KEY, until_epoch_ms INTEGER NOT NULL) and an alert_snooze.sq with upsert/select/clear queries.',
        ),
        said('27 yes. epoch ms is fine inside the db. wait, this is class B isnt it, it touches AlertEngine'),
        replied(
          'Yes, AlertEngine is under shared/alerts, so class B: CR link in the PR, design update in docs/sdd/ and 100% branch coverage on the changed code.',
        ),
        said('ugh. CR is SUC-CR-0388, remind me when we open the PR'),
        replied(
          'Will do. For the notification action handling, I was thinking of an expect class SnoozeActionHandler with actual implementations in androidMain and iosMain.',
        ),
        said(
          "nah we don't do expect/actual classes anymore. expect fun only for trivial one-liners like platformName(). anything with behaviour = interface in commonMain, implementation in androidMain/iosMain (or in the app), wired with koin",
          { key: 's-no-expect-class', type: 'convention' },
        ),
        replied(
          'Got it: SnoozeActionHandler interface in commonMain, AndroidSnoozeActionHandler registered in platformModule(). On Android the notification action goes to a SnoozeReceiver BroadcastReceiver.',
        ),
        said('how does the receiver get the koin stuff then? KoinComponent in a receiver is ok?'),
        replied(
          'In androidApp that is fine, the receiver is instantiated by the framework so constructor injection is not possible. The no-KoinComponent rule is about classes in shared.',
        ),
        said('ok good. also log when a snooze gets set, support needs to see that in the exported logs'),
        replied(
          'Adding Napier.i("snooze set type=$type until=$until glucose=${reading.mgdl}") in SnoozeRepository.setSnooze().',
        ),
        said(
          'Ohne den Wert!! das weißt du doch. und bitte über AlertLog, alles was mit Alarmen zu tun hat läuft über den AlertLog-Logger mit Tag "ALERT", damit der Support das exportierte Log danach filtern kann',
          { key: 's-alertlog-tag', type: 'convention' },
        ),
        replied('Sorry, fixed: AlertLog.i("snooze_set", type = type, until = until). No glucose value.'),
        said('ok now ios. for urgent low the snooze button must not even be on the notification'),
        replied(
          'Right. I will register two UNNotificationCategory: URGENT_LOW without actions, and LOW_HIGH with the snooze actions; AlertNotifier.swift picks the category by alert type.',
        ),
        said("for the action titles just put english for now, I'll do the translations later"),
        replied('Sure. I could also prefill de and it through DeepL so the builds are not missing keys?'),
        said(
          'no per favore. i testi italiani li fa sempre Chiara, la nostra traduttrice medica a Bolzano — mai DeepL o ChatGPT per testi che vede il paziente. lascia vuoto it/ e lei li aggiunge su Phrase',
          { key: 's-italian-chiara', type: 'convention' },
        ),
        replied(
          'OK, only the base (en) strings.xml gets the keys. Note that they are alert_snooze_15 etc., so under the alert_* prefix they count as labelling and need RA.',
        ),
        said("hm true. keep alert_ and I'll open the RA ticket myself, dont rename"),
        replied('Kept. By the way phrase pull fails with 401 in your terminal log.'),
        said(
          'ah yes new token since friday, 5d1c8e7a9b3f2046ce81d7a5b9f3e2c40a6d8b17 just use it for today',
          {
            secret: '5d1c8e7a9b3f2046ce81d7a5b9f3e2c40a6d8b17',
          },
        ),
        replied(
          "I'd rather not write it into .phrase.yml. I'll read PHRASE_ACCESS_TOKEN from the environment instead; you can export it in your shell.",
        ),
        said('fine whatever. tests now'),
        replied(
          'Writing SnoozeRepositoryTest and AlertEngineSnoozeTest in commonTest with FakeClock and Turbine. Naming like `snoozedLowAlertIsSilent`?',
        ),
        said(
          'no — alert/dosing tests start with the requirement id, like `SRS-ALR-021 low alert snoozed for 30 min stays silent`, and if it verifies an RC it gets the @VerifiesRiskControl too. QA greps for the SRS ids when they build the trace report',
          { key: 's-test-naming-srs', type: 'convention' },
        ),
        replied('Renamed. Do you want the snooze to end early in any situation?'),
        said(
          'yes, important: if glucose drops below urgent low while a low snooze is active, the snooze is cancelled immediately and urgent low fires. no matter what the user picked. thats a hard rule',
          { key: 's-snooze-escalation', type: 'constraint' },
        ),
        replied(
          'Implemented: AlertEngine evaluates urgent low before it looks at alert_snooze and clears the LOW row when it triggers. Added SRS-ALR-024 test for it.',
        ),
        said(
          'perfect. before merging, any alert change gets the manual run on the alert device matrix in docs/qa/alert-device-matrix.md — Pixel 7 (A14), Galaxy A54 with battery optimisation ON, iPhone SE 2 on iOS 16, iPhone 15 with a Focus mode active. simulator/emulator is never enough for notifications',
          { key: 's-alert-device-matrix', type: 'constraint' },
        ),
        replied('Noted, I added the matrix checklist to the PR description draft along with SUC-CR-0388.'),
        said('thx, I skip the iOS snapshots for today, xcode is acting up on my machine. going to lunch'),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you pls make the TIR donut on the stats screen respect mmol/L? it always shows "70–180" even for users who picked mmol. @shared/src/commonMain/kotlin/de/vireomed/sucra/stats/AgpCalculator.kt',
      ['time-in-range', 'glucose-internal-mgdl', 'mmol-format'],
    ),
    p(
      'user in Zürich: typed 4,0 mmol/L in the manual glucose field, the logbook later shows 3,9. reproducible. look at GlucoseParser / GlucoseFormatter and fix it',
      ['glucose-internal-mgdl', 'mmol-format'],
    ),
    p(
      "the calculator suggested 31 U to a user in Milan yesterday (vigilance case SUC-VIG-0091, QA attached the DoseInput json). how is that even possible, I thought there's a cap?? find the bug in @shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/DoseCalculator.kt and add a regression test",
      ['dose-max-bolus', 'incident-replay', 'iec62304-class-b', 'risk-control-annotations'],
    ),
    p(
      'refactor DoseCalculator so it gets the current time from Clock.System and loads the therapy profile from TherapyRepository itself, passing everything through the VM is annoying',
      ['dose-calc-pure', 'iec62304-class-b'],
    ),
    p(
      'patients with half-unit pens complain the calculator always rounds down (2.46 U -> 2.0?? should be 2.5). change the rounding to nearest step',
      ['insulin-dose-tenths', 'iec62304-class-b'],
    ),
    p(
      'add `suggestedUnits: Double` to BolusDto so the backend can show the suggested dose in the clinic portal',
      ['insulin-dose-tenths'],
    ),
    p(
      'QA ticket says CGM prefill in the calculator still takes readings up to 15 min old, is that wrong? @shared/src/commonMain/kotlin/de/vireomed/sucra/dosing/CgmPrefillPolicy.kt',
      ['cgm-stale-10'],
    ),
    p(
      'lots of users have a Contour Next meter that syncs into Apple Health / Health Connect. if no CGM is paired, prefill the calculator glucose from the latest sample there',
      ['no-external-glucose-in-calc'],
    ),
    p(
      "small one: typo in the german string dosing_confirm_title, 'Bolus bestätigten' should be 'Bolus bestätigen'. just fix it",
      ['dosing-strings-labelling', 'l10n-moko'],
    ),
    p(
      'forum users (T1D, very tight control) want the low alert threshold to go down to 50 mg/dL. extend the slider range',
      ['hypo-thresholds', 'iec62304-class-b'],
    ),
    p(
      "users miss the 'sensor expires in 1h' notification. make it a critical alert on iOS so it breaks through silent mode",
      ['critical-alerts-ios'],
    ),
    p(
      'android users say the urgent low sound is too quiet. swap it for the new louder res/raw/urgent_low_loud.ogg in @androidApp/src/main/kotlin/de/vireomed/sucra/android/alerts/AlertChannels.kt',
      ['android-urgent-channel'],
    ),
    p(
      'people hate the permanent "Sucra verbunden mit Sensor" notification. can we move the BLE handling into a CoroutineWorker and drop the foreground service?',
      ['ble-fgs', 'alerts-on-device'],
    ),
    p(
      `crash on iOS 17.4 with 4.7.1, only some users:

Uncaught Kotlin exception: kotlin.native.IncorrectDereferenceException: illegal attempt to access non-shared de.vireomed.sucra.cgm.CgmStateHolder@2a1c8 from other thread
    at 0 Shared  kfun:kotlin.Throwable#<init>(kotlin.String?){} + 92
    at 5 Shared  kfun:de.vireomed.sucra.cgm.CgmStateHolder#onReading(...)
    at 6 Sucra   NovaLinkCgmSource.novaLink(_:didReceive:) (NovaLinkCgmSource.swift:88)
    at 7 libdispatch.dylib _dispatch_call_block_and_release

what's going on`,
      ['novalink-ios-queue'],
    ),
    p(
      'after a reconnect we get every value twice in the graph for ~2 hours. @shared/src/commonMain/kotlin/de/vireomed/sucra/cgm/CgmSyncCoordinator.kt — I think the backfill dedupes on receivedAt?',
      ['cgm-backfill'],
    ),
    p(
      'sensors with firmware 3.5 seem to send values every minute now. does the low alert debounce / no-data timer in AlertEngine need to change? what do we actually assume',
      ['reading-interval-5', 'reading-interval-1'],
    ),
    p(
      'on the Galaxy A54 after the sensor connection drops it takes 20-25 min to come back. add a loop in NovaLinkCgmSource that calls connect() every 10s until we are connected again',
      ['ble-reconnect-manual', 'ble-reconnect-sdk'],
    ),
    p('bump kotlin to 2.1.21 pls', ['kotlin-2-1', 'version-catalog', 'soup-list']),
    p(
      "Xcode doesn't see GraphViewModel.readings as an AsyncSequence in Swift, can you add the @NativeCoroutines annotation to it",
      ['skie-flows'],
    ),
    p(
      "iOS build fails after a clean: Sandbox: bash(71423) deny(1) file-write-create /Users/giulia/dev/sucra/shared/build/xcode-frameworks/Debug — in the 'Compile Kotlin' phase. worked yesterday, I updated Xcode",
      ['shared-framework'],
    ),
    p(
      'need a `note` TEXT column on insulin_entries. I already added the ALTER TABLE to 24.sqm, but now verifyMigrations is red, can you fix',
      ['sqldelight-migrations', 'sqldelight'],
    ),
    p(
      "iOS: readings don't get saved at night. in the morning the graph has a hole 01:00-06:30 even though the sensor history is complete. sysdiagnose has errSecInteractionNotAllowed around the DB open. @iosApp/Sucra/Security/KeychainStore.swift",
      ['keychain-after-first-unlock', 'db-encryption'],
    ),
    p(
      "turn off the sqlcipher encryption for debug builds so I can look at the tables in Android Studio's database inspector",
      ['db-encryption'],
    ),
    p(
      "Dr. Weber changed a patient's ISF in the clinic portal on monday, and on wednesday the patient's phone came back online and overwrote it with the value he edited offline last week. which side is supposed to win? fix it in SyncEngine",
      ['sync-therapy-lww', 'therapy-server-wins', 'offline-first'],
    ),
    p(
      'follower notifications should show the current glucose value directly, parents dont want to open the app first. add it to the push payload in the notifier + display it',
      ['push-fcm-apns', 'follower-feature'],
    ),
    p('add OneSignal tags for the follower role so marketing can segment', ['push-fcm-apns']),
    p(
      'add crashlytics custom keys with the last glucose value and the current IOB, would help a lot with the calculator crash reports',
      ['no-health-data-logs', 'crash-reporting'],
    ),
    p(
      "track a matomo event 'bolus_confirmed' with the dose amount as value, product wants to see average bolus sizes",
      ['analytics-consent', 'no-health-data-logs'],
    ),
    p(
      'put the new ICR auto-suggestion in the calculator behind an unleash flag, we want to roll it to 5% of users first and watch',
      ['no-flags-class-b', 'iec62304-class-b', 'feature-flags'],
    ),
    p('QA is done with 4.8.0, can you run the fastlane lanes and push it to 100% on both stores today', [
      'release-signoff',
      'fastlane',
    ]),
    p(
      'ios-release keeps failing with \'No signing certificate "iOS Distribution" found\' — is it the github workflow or the match setup?',
      ['ci-split', 'fastlane'],
    ),
    p(
      "aggiungi le traduzioni italiane per la nuova schermata 'Sensore in riscaldamento', mettile in iosApp/Sucra/Resources/it.lproj/Localizable.strings",
      ['l10n-moko', 's-italian-chiara'],
    ),
    p(
      "schreib mir die deutschen Texte für den neuen Follower-Einladungsscreen, so was wie 'Du kannst bis zu 5 Personen einladen, die deine Werte sehen'",
      ['l10n-formal', 'l10n-moko'],
    ),
    p(
      'new feature: sensor history screen on both platforms. list every sensor session with start/end date and % of data received. set up VM + android screen + swiftui view',
      ['shared-viewmodels', 'compose-ui-conventions', 'swiftui-conventions', 'koin-di'],
    ),
    p(
      'the graph dots are hard to tell apart for colour blind users. just make red/green/amber more saturated @androidApp/src/main/kotlin/de/vireomed/sucra/android/graph/GlucoseGraph.kt',
      ['accessibility-colour'],
    ),
    p(
      `android 14 crash on start of the CGM service:
java.lang.SecurityException: Starting FGS with type connectedDevice callerApp=ProcessRecord{9c1e2 de.vireomed.sucra} targetSDK=35 requires permissions: all of the permissions allOf=true [android.permission.FOREGROUND_SERVICE_CONNECTED_DEVICE] any of the permissions allOf=false [android.permission.BLUETOOTH_CONNECT, ...]
    at android.app.ActivityManagerProxy.startForegroundService
    at de.vireomed.sucra.android.cgm.CgmForegroundService.onStartCommand(CgmForegroundService.kt:57)`,
      ['ble-fgs'],
    ),
    p("add USE_EXACT_ALARM to the manifest so the 'no data' alert fires exactly after 20 min", [
      'android-14-exact-alarm',
    ]),
    p(
      'if the user swipes the app away on iOS we get no readings and no alerts at all. is there a way to get relaunched? what do we do today',
      ['ios-background-ble'],
    ),
    p(
      "users ask if they can snooze the urgent low for 5 min during sport (they know they're going low). add a 5 min option to the snooze sheet for urgent low",
      ['s-snooze-limits', 'hypo-thresholds', 'iec62304-class-b'],
    ),
    p(
      'write tests in AlertEngineSnoozeTest for: urgent low during an active low snooze, high snooze expiry, snooze surviving a restart',
      [
        's-snooze-escalation',
        's-snooze-persisted',
        's-test-naming-srs',
        'test-stack',
        'risk-control-annotations',
      ],
    ),
    p(
      'add Log lines in AlertEngine when an alert fires, with the sensor serial and the glucose value, support keeps asking',
      ['no-health-data-logs', 's-alertlog-tag'],
    ),
    p(
      'need the device model ("iPhone15,3", "SM-A546B") in shared for the support info screen. create an expect class DeviceInfo with actuals',
      ['s-no-expect-class'],
    ),
    p(
      'carb input: Austrian users want to type BE. add BE as input unit and store the BE value in the entry so we show it back the same',
      ['carb-units'],
    ),
    p(
      "Bolzano clinic pilot wants 20 patients testing the new follower flow. can we just give them the staging build via TestFlight external testing? it's already on staging",
      ['bundle-flavors'],
    ),
    p(
      'apple health shows every insulin entry twice after the user edits it in the logbook. @iosApp/Sucra/Health/HealthKitBridge.swift',
      ['healthkit-dedupe'],
    ),
    p("what's the staging api url again? want to curl /v3/readings for the test patient", ['staging-env']),
    p(
      'onboarding is too long. drop the glucose unit question and just default to mmol/L for CH/UK locale and mg/dL for everyone else',
      ['unit-not-from-locale'],
    ),
    p('what is the difference between stateIn and shareIn, short pls', []),
    p('explain what @ObjCName does in kotlin/native and when I would use it', []),
    p('how do I write a SwiftUI ViewModifier that shakes a view on invalid input', []),
    p("che differenza c'è tra lazy e lateinit in Kotlin?", []),
    p('was macht @Immutable vs @Stable in Compose genau? kurz bitte', []),
    p('git: how do I squash my last 4 commits into one without the interactive editor', []),
    p(
      'turn this into a kotlinx.serialization data class: { "id": "ins-fiasp", "displayName": "Fiasp", "peakMinutes": 55, "onsetMinutes": 4 }',
      [],
    ),
    p('regex that matches an Italian codice fiscale', []),
    p('explain actor reentrancy in Swift in 3 sentences', []),
    p('danke, läuft jetzt 👍', []),
  ],
});
