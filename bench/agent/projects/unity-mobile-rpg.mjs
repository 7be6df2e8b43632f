// A mobile RPG studio: Unity 2022 LTS client with Addressables, a Go live-ops backend and its own economy service,
// Firebase, server-side IAP validation, Jenkins + Fastlane builds, localisation, save migrations, anti-cheat.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'unity-mobile-rpg',
  stack:
    'Unity 2022.3 LTS (C#, URP, IL2CPP, Addressables, UniTask, VContainer, Unity Localization, MessagePack-CSharp, CodeStage ACTk), Go 1.22 services (chi, pgx v5, sqlc, goose, Postgres 15, Redis 7), Firebase (Analytics, Crashlytics, Remote Config, FCM), Unity IAP + App Store Server API / Google Play Developer API, Jenkins + Fastlane, Crowdin, AWS (RDS, ElastiCache, S3 + CloudFront)',
  memories: [
    m('unity-2021', 'fact', 'project is on unity 2021.3.16f1', {
      age: 620,
      files: ['ProjectSettings/ProjectVersion.txt'],
      tags: ['unity', 'version'],
    }),
    m(
      'unity-version',
      'fact',
      "we're on 2022.3.34f1 LTS, pinned in ProjectSettings/ProjectVersion.txt. dont bump the patch version w/o telling #builds — jenkins agents have exactly that editor installed",
      {
        fact: 'unity editor | version | 2022.3.34f1',
        supersedes: 'unity-2021',
        age: 230,
        files: ['ProjectSettings/ProjectVersion.txt'],
        tags: ['unity', 'version', 'editor', 'jenkins'],
      },
    ),
    m(
      'resources-load',
      'convention',
      'prefabs load via Resources.Load from Assets/Resources/Prefabs/<Feature>/',
      {
        age: 540,
        files: ['Assets/Resources'],
        tags: ['resources', 'prefabs', 'loading'],
      },
    ),
    m(
      'addressables',
      'convention',
      'Nothing new goes into Resources/. everything loads through Addressables via AssetService.LoadAsync<T>(key) (wraps Addressables + refcount). ALWAYS AssetService.Release the handle when the owner is destroyed, otherwise bundles never unload and memory climbs every chapter. Resources/ is being drained.',
      {
        supersedes: 'resources-load',
        age: 300,
        canonical: true,
        files: ['Assets/Scripts/Core/Assets/AssetService.cs', 'Assets/AddressableAssetsData'],
        tags: ['addressables', 'assets', 'memory', 'loading'],
      },
    ),
    m(
      'addr-groups',
      'convention',
      "addressable groups: Core (local, shipped in build), Chapter_XX (remote), Seasonal_<event> (remote). label 'preload' = fetched on first boot screen. keep install size under 150MB for the play base module",
      {
        files: ['Assets/AddressableAssetsData/AssetGroups'],
        tags: ['addressables', 'groups', 'remote', 'download-size'],
      },
    ),
    m(
      'addr-cdn',
      'fact',
      "remote bundles served from cloudfront: cdn.ironfable.gg/bundles/{platform}/{contentVersion}/. jenkins 'publish-content' stage does the s3 sync + catalog upload.",
      {
        files: ['Jenkinsfile'],
        tags: ['addressables', 'cdn', 'cloudfront', 's3'],
      },
    ),
    m(
      'addr-content-update',
      'constraint',
      "content-only patches MUST be built with 'Update a Previous Build' against the addressables_content_state.bin of the LIVE release (archived as a jenkins artifact per version). Never do a clean/new build for a content patch — it changes every bundle hash and all players redownload everything.",
      {
        canonical: true,
        reaffirm: 15,
        files: ['Assets/Editor/Build/ContentUpdateBuild.cs'],
        tags: ['addressables', 'content-update', 'patch', 'bundles'],
      },
    ),
    m(
      'incident-redownload',
      'incident',
      'mar 2025, content patch 1.14.2 was built fresh instead of as a content update -> every player redownloaded ~1.3GB on launch, D1 retention dropped hard and the cloudfront bill was x6 that month.',
      {
        tags: ['incident', 'addressables', 'redownload', 'cdn'],
      },
    ),
    m(
      'unitask',
      'convention',
      'async code = UniTask. no new coroutines, no System.Threading.Tasks.Task in client code. pass a CancellationToken from the owner (this.GetCancellationTokenOnDestroy()) into every awaited call',
      {
        tags: ['unitask', 'async', 'coroutines', 'cancellation'],
      },
    ),
    m(
      'no-alloc-hot-path',
      'convention',
      'no LINQ, no boxing, no string concat in Update/LateUpdate/the battle tick. profile on a real low-end android (Galaxy A12) before merging anything that touches combat',
      {
        files: ['Assets/Scripts/Battle'],
        tags: ['performance', 'gc', 'linq', 'allocations'],
      },
    ),
    m(
      'perf-budget',
      'constraint',
      'perf budget: 60fps on iPhone 11, 30fps floor on Galaxy A12. battle: < 150 draw calls, texture mem < 600MB, managed heap growth 0 per battle. ASTC 6x6 textures both platforms.',
      {
        tags: ['performance', 'fps', 'memory', 'budget'],
      },
    ),
    m('min-spec-old', 'fact', 'min spec android 7.0 (api 24), ios 13', {
      age: 500,
      tags: ['min-spec', 'android', 'ios'],
    }),
    m(
      'min-spec',
      'fact',
      'min spec now: iOS 15+, Android 8.0 (API 26) with 3GB RAM, ARM64 only. targetSdk 34 (play requirement). devices below that can install an older build from the store but we dont support them.',
      {
        fact: 'android | min_sdk | 26',
        supersedes: 'min-spec-old',
        age: 140,
        files: ['ProjectSettings/ProjectSettings.asset'],
        tags: ['min-spec', 'android', 'ios', 'sdk'],
      },
    ),
    m('save-prefs', 'fact', "save game = json blob in PlayerPrefs key 'save_v1'", {
      age: 560,
      tags: ['save', 'playerprefs', 'json'],
    }),
    m(
      'save-format',
      'decision',
      'save = MessagePack (MessagePack-CSharp) binary at persistentDataPath/save/slot0.dat + a cloud copy on the backend. int schemaVersion is the first field. writes are atomic: write slot0.tmp then File.Replace with a .bak.',
      {
        fact: 'save game | format | MessagePack with schemaVersion',
        supersedes: 'save-prefs',
        age: 330,
        files: ['Assets/Scripts/Save/SaveData.cs', 'Assets/Scripts/Save/SaveService.cs'],
        reason: 'PlayerPrefs corrupted on android when killed mid-write',
        tags: ['save', 'messagepack', 'persistence'],
      },
    ),
    m(
      'save-migration',
      'convention',
      'save migrations: one class per step in Assets/Scripts/Save/Migrations/ (Migration_11_to_12.cs ...), implements ISaveMigration, registered in SaveMigrator. never edit a shipped migration, never skip a version. every step gets a fixture save of the old version in Tests/EditMode/SaveFixtures/',
      {
        files: ['Assets/Scripts/Save/Migrations', 'Tests/EditMode/SaveFixtures'],
        tags: ['save', 'migration', 'schema-version', 'tests'],
      },
    ),
    m(
      'save-conflict',
      'constraint',
      'cloud vs local save conflict: server copy wins if its progressVersion is higher. currency/inventory ALWAYS come from the server (economy service), the save never carries authoritative wallet data. never let a client upload overwrite server currency.',
      {
        files: ['Assets/Scripts/Save/CloudSaveSync.cs'],
        tags: ['save', 'cloud-save', 'conflict', 'currency'],
      },
    ),
    m(
      'currency-server-auth',
      'constraint',
      'gems + every IAP/reward grant are server-authoritative. client only displays what the economy service returns (optimistic UI allowed, reconciled on response). any client-side AddGems/AddGold that isnt a display update is a bug, reject in review.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['economy', 'currency', 'gems', 'server-authoritative', 'cheating'],
      },
    ),
    m(
      'playfab',
      'fact',
      'economy + inventory on PlayFab (catalog v1), grants via CloudScript functions in playfab/cloudscript/',
      {
        age: 460,
        files: ['playfab/cloudscript'],
        tags: ['playfab', 'economy', 'cloudscript'],
      },
    ),
    m(
      'economy-svc',
      'decision',
      'we left PlayFab. economy is our own Go service services/economy (wallets, inventory, catalog, grants, gacha) on Postgres. why: PlayFab cost at ~1M MAU + Economy v1 deprecation. the PlayFab title is read-only until the backfill check is signed off, dont write to it.',
      {
        fact: 'economy | runs_on | services/economy (Go)',
        supersedes: 'playfab',
        age: 210,
        files: ['services/economy'],
        reason: 'PlayFab pricing + Economy v1 deprecation',
        tags: ['economy', 'playfab', 'go', 'migration'],
      },
    ),
    m(
      'economy-ledger',
      'constraint',
      'wallet changes are rows in wallet_ledger (player_id, currency, delta, reason, idempotency_key UNIQUE). wallets.balance is a cache updated in the SAME tx as the ledger insert. no UPDATE wallets SET balance without a ledger row, ever.',
      {
        files: ['services/economy/db/queries/wallet.sql'],
        tags: ['economy', 'ledger', 'wallet', 'postgres'],
      },
    ),
    m(
      'idempotency-key',
      'convention',
      'every mutating client -> backend call carries an Idempotency-Key header: uuid made once per user action, persisted in the client PendingOps queue so retries reuse it. gateway caches the response 24h in redis.',
      {
        files: ['Assets/Scripts/Net/PendingOps.cs', 'services/gateway/middleware/idempotency.go'],
        tags: ['idempotency', 'retry', 'api', 'network'],
      },
    ),
    m(
      'iap-verifyreceipt',
      'fact',
      'ios receipts get validated against the verifyReceipt endpoint, retry on sandbox url when status 21007',
      {
        age: 380,
        tags: ['iap', 'ios', 'receipt'],
      },
    ),
    m(
      'iap-validation',
      'constraint',
      'IAP: client NEVER grants in the purchase callback. receipt -> POST /v1/iap/validate. iOS: App Store Server API, verify the JWS signedTransaction (x5c chain up to Apple Root CA G3). android: Play Developer API purchases.products.get, then acknowledge/consume within 3 days or google auto-refunds. grant keyed by transactionId / purchaseToken (unique). client calls ConfirmPendingPurchase only after the server says ok.',
      {
        supersedes: 'iap-verifyreceipt',
        age: 170,
        files: ['services/economy/iap', 'Assets/Scripts/Store/StoreController.cs'],
        tags: ['iap', 'receipt', 'validation', 'app-store', 'google-play'],
      },
    ),
    m(
      'iap-refunds',
      'fact',
      'refunds: App Store Server Notifications v2 (REFUND) + Google RTDN via pub/sub -> services/economy/iap/notifications. we claw back the gems, balance may go negative; negative balance = shop locked until positive.',
      {
        files: ['services/economy/iap/notifications'],
        tags: ['iap', 'refund', 'rtdn', 'notifications'],
      },
    ),
    m(
      'unity-iap',
      'fact',
      'Unity IAP 4.12 (com.unity.purchasing). codeless IAP button is banned, everything goes through our StoreController wrapper in Assets/Scripts/Store/',
      {
        files: ['Assets/Scripts/Store'],
        tags: ['iap', 'unity-iap', 'store'],
      },
    ),
    m(
      'firebase',
      'fact',
      'firebase sdk 12.x via EDM4U: Analytics, Crashlytics, Remote Config, FCM. google-services.json / GoogleService-Info.plist per env in Assets/Firebase/Config/{dev,prod}/, the build script copies the right one.',
      {
        files: ['Assets/Firebase/Config'],
        tags: ['firebase', 'crashlytics', 'analytics', 'config'],
      },
    ),
    m(
      'remote-config',
      'convention',
      'remote config keys snake_case w/ feature prefix (shop_, event_, ui_). every key has a default in RemoteConfigDefaults.asset. NO economy values in remote config (prices, drop rates, rewards) — those live in the economy catalog, server side.',
      {
        files: ['Assets/Settings/RemoteConfigDefaults.asset'],
        tags: ['remote-config', 'firebase', 'economy'],
      },
    ),
    m(
      'analytics-events',
      'convention',
      'analytics events: snake_case verb_object (level_complete, iap_purchase_success), max 40 chars (firebase limit), max 25 params. add every new event to Analytics/events.csv or the data team wont build the dashboard',
      {
        files: ['Analytics/events.csv', 'Assets/Scripts/Analytics/AnalyticsService.cs'],
        tags: ['analytics', 'firebase', 'events', 'naming'],
      },
    ),
    m(
      'consent',
      'constraint',
      'consent first: ATT prompt on iOS + UMP consent (GDPR) before analytics collection or any ad SDK init. SetAnalyticsCollectionEnabled(false) until the user answered. nothing gets logged on the splash before that.',
      {
        files: ['Assets/Scripts/Boot/ConsentFlow.cs'],
        tags: ['consent', 'gdpr', 'att', 'analytics', 'privacy'],
      },
    ),
    m(
      'loc-i2',
      'fact',
      'localisation = I2 Localization, terms synced from the google sheet "RPG Loc Master"',
      {
        age: 490,
        tags: ['localization', 'i2'],
      },
    ),
    m(
      'loc-unity',
      'decision',
      "switched from I2 to Unity Localization (com.unity.localization 1.4). string tables per feature (UI_Common, Shop, Quests, Items). translators work in Crowdin, jenkins job 'loc-import' pulls xliff back. keys are dot.case, e.g. shop.buy_button.label",
      {
        fact: 'localization | package | Unity Localization',
        supersedes: 'loc-i2',
        age: 250,
        files: ['Assets/Localization'],
        tags: ['localization', 'unity-localization', 'crowdin', 'string-tables'],
      },
    ),
    m(
      'loc-rules',
      'convention',
      'no string concat / string.Format for player-facing text — smart strings with named args ({gem_count}, not {0}), plurals through the smart-string plural formatter. TMP fallback fonts for CJK/Thai in Assets/Fonts/Fallbacks.',
      {
        tags: ['localization', 'smart-strings', 'plurals', 'fonts'],
      },
    ),
    m(
      'loc-languages',
      'fact',
      'we ship EN, DE, FR, ES-419, PT-BR, JA, KO, ZH-Hans, ZH-Hant, TH, ID, TR. RU was removed in 2022, do not add it back without sign-off from biz.',
      {
        tags: ['localization', 'languages'],
      },
    ),
    m(
      'loc-overflow',
      'note',
      'DE and PT-BR blow up button widths. TMP auto-size, min 18 on buttons. run a pseudo-loc build (jenkins param PSEUDO_LOC=1) before UI merges',
      {
        tags: ['localization', 'tmp', 'ui', 'pseudo-loc'],
      },
    ),
    m(
      'actk',
      'fact',
      'client anti-cheat = CodeStage Anti-Cheat Toolkit: Obscured types for currency display and combat stats, SpeedHackDetector, InjectionDetector on android. detections get reported to POST /v1/integrity/report, they are a signal only.',
      {
        files: ['Assets/Scripts/Security', 'Assets/Settings/AntiCheatConfig.asset'],
        tags: ['anti-cheat', 'actk', 'speedhack', 'integrity'],
      },
    ),
    m(
      'battle-validation',
      'constraint',
      'arena/PvP results get re-simulated server side by battle-sim workers (headless linux unity build) from seed + action log. PvE: plausibility check (clear time >= stage min, dmg <= cap from stats). rewards are only granted from the server result, never from what the client claims.',
      {
        files: ['services/battle-sim-dispatcher'],
        tags: ['anti-cheat', 'battle', 'validation', 'pvp', 'server-authoritative'],
      },
    ),
    m(
      'deterministic-sim',
      'constraint',
      'combat sim in Assets/Scripts/Battle/Sim/ must stay deterministic — fixed point (Sim.Math.FP), no float, no UnityEngine.Random, no Time.deltaTime, no Dictionary/HashSet iteration. rng = Sim.Xorshift seeded from the battle seed. same code runs in the headless validator, any drift = false cheat flags',
      {
        files: ['Assets/Scripts/Battle/Sim'],
        tags: ['determinism', 'battle', 'fixed-point', 'rng'],
      },
    ),
    m(
      'ban-policy',
      'constraint',
      'bans only through the ops tool, needs 2 independent signals (server validation fail + client detection, or 3 server fails in 24h). first offence = 7 day leaderboard ban, not account ban. NO automated bans.',
      {
        tags: ['anti-cheat', 'ban', 'ops', 'policy'],
      },
    ),
    m(
      'incident-xiaomi',
      'incident',
      'oct 2024: SpeedHackDetector false positives on xiaomi/MIUI battery saver (timer drift), the auto-ban script banned ~2.3k legit players. we refunded, killed auto bans, detector now uses coolDown 60 / interval 1 in AntiCheatConfig.asset',
      {
        files: ['Assets/Settings/AntiCheatConfig.asset'],
        tags: ['incident', 'anti-cheat', 'false-positive', 'ban'],
      },
    ),
    m(
      'gacha-rates',
      'constraint',
      "gacha rates come from the economy catalog (banner tables) and the in-game 'Rates' popup MUST be generated from the same table (JP/KR/CN disclosure rules + apple 3.1.1). hard pity 90, soft pity from 75. changing a rate = new banner id, never edit a live banner.",
      {
        files: ['services/economy/gacha', 'Assets/Scripts/Gacha/RatesPopup.cs'],
        tags: ['gacha', 'drop-rates', 'pity', 'compliance'],
      },
    ),
    m(
      'gacha-pity-claim',
      'fact',
      'pity is 80 now not 90, was lowered for the anniversary banner and we kept it',
      {
        disputes: 'gacha-rates',
        tags: ['gacha', 'pity'],
      },
    ),
    m(
      'gacha-server-roll',
      'constraint',
      'gacha rolls happen in the economy service only (crypto/rand). the client gets the result list and just plays the summon animation.',
      {
        files: ['services/economy/gacha/roll.go'],
        tags: ['gacha', 'rng', 'server-authoritative'],
      },
    ),
    m(
      'go-backend',
      'fact',
      'backend = go 1.22 monorepo under services/: gateway, economy, liveops (events, mail, news), leaderboard, battle-sim-dispatcher. chi router, pgx v5, Postgres 15 on RDS, Redis 7.',
      {
        files: ['services', 'go.work'],
        tags: ['go', 'backend', 'services'],
      },
    ),
    m(
      'go-sqlc',
      'convention',
      'sql lives in services/<svc>/db/queries/*.sql, `make sqlc` regenerates. no ORM, no hand rolled Scan() for new queries. migrations = goose in services/<svc>/db/migrations, never edited after merge',
      {
        files: ['services/economy/db', 'sqlc.yaml'],
        tags: ['go', 'sqlc', 'goose', 'migrations', 'postgres'],
      },
    ),
    m(
      'go-errors',
      'convention',
      'go errs: wrap with fmt.Errorf("doing x: %w", err), sentinel errors in errors.go per package, handlers write errors via apierr.Write(w, err) -> {code, message}. never leak pgx errors to the client',
      {
        files: ['services/pkg/apierr'],
        tags: ['go', 'errors', 'api'],
      },
    ),
    m(
      'api-compat',
      'convention',
      'client API is /v1. old clients stay alive for months, so never rename or change the meaning of an existing response field — add new fields or a new endpoint.',
      {
        tags: ['api', 'versioning', 'compatibility'],
      },
    ),
    m(
      'force-update',
      'fact',
      'force update: gateway reads min_client_version per platform from liveops config, older clients get HTTP 426 -> store popup. only bump it together with a release thats at 100% on BOTH stores',
      {
        files: ['services/gateway/middleware/minversion.go'],
        tags: ['force-update', 'min-version', 'gateway', 'release'],
      },
    ),
    m(
      'liveops-events',
      'fact',
      'live events are yaml in liveops/events/<season>/<event>.yaml (schedule, rewards, addressable label). CI validates the schema, liveops service hot-reloads them from s3.',
      {
        files: ['liveops/events'],
        tags: ['liveops', 'events', 'yaml'],
      },
    ),
    m(
      'event-times-utc',
      'convention',
      'event schedule times are UTC with explicit Z (2025-06-01T10:00:00Z), validator rejects offsets. client converts to the player local time for display.',
      {
        files: ['liveops/schema/event.schema.json'],
        tags: ['liveops', 'events', 'utc', 'timezone'],
      },
    ),
    m('event-times-pt', 'fact', 'fyi event yamls are in pacific time, carla and the LA ops team write them', {
      disputes: 'event-times-utc',
      tags: ['liveops', 'events', 'timezone'],
    }),
    m(
      'leaderboard',
      'fact',
      'leaderboards = redis sorted sets lb:{season}:{board}, snapshot to postgres at season end. ties broken by who got there first: score*1e10 + (MAX_TS - ts).',
      {
        files: ['services/leaderboard'],
        tags: ['leaderboard', 'redis', 'season'],
      },
    ),
    m(
      'push',
      'fact',
      'push = FCM on both platforms (APNs auth key uploaded in firebase). campaigns go out from the liveops mail service and respect quiet hours 22:00–08:00 in the player local tz.',
      {
        tags: ['push', 'fcm', 'notifications', 'quiet-hours'],
      },
    ),
    m(
      'jenkins',
      'fact',
      'jenkins at jenkins.ironfable.internal, mac mini agents mac-01..04 for ios, linux agents for android + the headless server build. pipeline = Jenkinsfile at repo root, unity runs batchmode -executeMethod BuildScripts.CI.Build',
      {
        files: ['Jenkinsfile', 'Assets/Editor/Build/BuildScripts.cs'],
        tags: ['jenkins', 'ci', 'build', 'agents'],
      },
    ),
    m(
      'fastlane',
      'fact',
      'fastlane/Fastfile lanes: ios beta (testflight), ios release, android internal, android release (staged rollout). uploads use the app store connect api key + play service account from jenkins credentials.',
      {
        files: ['fastlane/Fastfile'],
        tags: ['fastlane', 'testflight', 'play-console', 'release'],
      },
    ),
    m(
      'ios-signing-manual',
      'note',
      'ios signing: grab the dist cert + provisioning profile from the shared drive and import into the keychain on the mac agent',
      {
        age: 580,
        tags: ['ios', 'signing', 'certificates'],
      },
    ),
    m(
      'ios-signing-match',
      'convention',
      'iOS signing only through fastlane match (git repo ironfable/certs, readonly: true on CI). never import certs by hand on agents, never run match nuke without Priya.',
      {
        supersedes: 'ios-signing-manual',
        age: 260,
        files: ['fastlane/Matchfile'],
        tags: ['ios', 'signing', 'fastlane', 'match', 'certificates'],
      },
    ),
    m(
      'build-numbers',
      'convention',
      'version = marketing version in ProjectSettings (1.18.0). build number / versionCode = jenkins BUILD_NUMBER + 10000 (jenkins got reset once). versionCode must grow across ALL play tracks, internal included.',
      {
        files: ['Assets/Editor/Build/BuildVersion.cs'],
        tags: ['versioning', 'build-number', 'version-code', 'android'],
      },
    ),
    m(
      'staged-rollout',
      'convention',
      'android release = staged rollout 5% -> 20% -> 50% -> 100% over ~4 days, only move on if crashlytics crash-free users >= 99.5%. ios: phased release on.',
      {
        tags: ['release', 'rollout', 'crashlytics', 'play-console'],
      },
    ),
    m(
      'rollout-hotfix-claim',
      'fact',
      'hotfixes skip staged rollout on android, straight to 100% — rollout is only for feature releases',
      {
        disputes: 'staged-rollout',
        tags: ['release', 'rollout', 'hotfix'],
      },
    ),
    m(
      'crashlytics-symbols',
      'convention',
      'every store build uploads il2cpp symbols to crashlytics from jenkins (firebase crashlytics:symbols:upload), otherwise ios/android native stacks are unreadable',
      {
        files: ['Jenkinsfile'],
        tags: ['crashlytics', 'symbols', 'il2cpp', 'jenkins'],
      },
    ),
    m(
      'il2cpp',
      'fact',
      'IL2CPP both platforms, ARM64 only on android (armv7 dropped in 1.12). managed stripping Medium; reflection heavy stuff kept via Assets/link.xml',
      {
        files: ['Assets/link.xml'],
        tags: ['il2cpp', 'stripping', 'arm64'],
      },
    ),
    m(
      'messagepack-aot',
      'note',
      "messagepack on IL2CPP needs the generated resolvers — run 'Tools/Generate MessagePack Resolvers' (mpc) after touching any [MessagePackObject]. forgets = works in editor, crashes on device at load",
      {
        files: ['Assets/Scripts/Generated/MessagePackResolvers.cs'],
        tags: ['messagepack', 'il2cpp', 'aot', 'codegen'],
      },
    ),
    m(
      'git-lfs',
      'convention',
      'LFS for art/audio binaries (.gitattributes). UnityYAMLMerge set up as merge tool. scenes & big prefabs: lock before editing (git lfs lock Assets/Scenes/Battle.unity), one person at a time.',
      {
        files: ['.gitattributes'],
        tags: ['git', 'lfs', 'merge', 'scenes', 'locking'],
      },
    ),
    m(
      'di-vcontainer',
      'convention',
      'DI = VContainer, one LifetimeScope per scene + ProjectLifetimeScope. no new singletons / static Instance. FindObjectOfType is banned in runtime code.',
      {
        files: ['Assets/Scripts/Core/DI'],
        tags: ['di', 'vcontainer', 'singleton', 'architecture'],
      },
    ),
    m(
      'ui-prefabs',
      'convention',
      'UI: prefab variants of the bases in Assets/UI/Base/, max 2 variant levels. no gameplay logic wired through UnityEvents in the inspector, wire in code.',
      {
        files: ['Assets/UI/Base'],
        tags: ['ui', 'prefabs', 'variants'],
      },
    ),
    m(
      'tests-unity',
      'convention',
      'Unity Test Framework: EditMode tests for sim, save, economy client logic (Tests/EditMode). PlayMode only for smoke tests. EditMode runs on every PR in jenkins, PlayMode nightly.',
      {
        files: ['Tests/EditMode', 'Tests/PlayMode'],
        tags: ['tests', 'unity-test-framework', 'editmode'],
      },
    ),
    m(
      'shader-warmup',
      'note',
      'first battle hitch = shader compile. ShaderVariantCollection warmup runs on the loading screen (Assets/Settings/BattleShaders.shadervariants), re-record it when adding VFX shaders',
      {
        files: ['Assets/Settings/BattleShaders.shadervariants'],
        tags: ['shaders', 'hitch', 'warmup', 'performance'],
      },
    ),
    m(
      'release-freeze',
      'constraint',
      'code freeze wed 18:00 CET before the thursday release. after that only release blockers, cherry-picked onto release/x.y with Priya ok. no store submissions on fridays.',
      {
        tags: ['release', 'freeze', 'store-submission'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: client core Marek, battle sim Aiko, backend/economy Dev, build & release Priya, liveops Carla (LA), localisation Sofia',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-pr-titles',
      'preference',
      'PR titles `[CLIENT] ...` / `[SERVER] ...` / `[BUILD] ...` + RPG-xxxx ticket in body',
      {},
    ),
    m('pref-terse', 'preference', 'keep answers short, code first, i ask if i want the essay', {}),
    m('old-vpn', 'note', "jenkins only reachable via the office openvpn profile 'ironfable-office.ovpn'", {
      age: 700,
      tags: ['vpn', 'jenkins'],
    }),
    m('cand-unity6', 'decision', 'Upgrade the client to Unity 6 right after 1.20.', {
      candidate: true,
      tags: ['unity', 'upgrade'],
    }),
    m('cand-nakama', 'decision', 'Replace the Go liveops services with Nakama.', {
      candidate: true,
      tags: ['nakama', 'backend', 'liveops'],
    }),
    m(
      'cand-client-grant',
      'decision',
      'Grant starter pack gems on the client right after the store callback and reconcile with the server later, so the UI feels instant.',
      {
        candidate: true,
        tags: ['iap', 'gems', 'starter-pack'],
      },
    ),
    m(
      'match-env-placeholder',
      'note',
      "Fastfile reads ENV['MATCH_PASSWORD']. locally put it in fastlane/.env.default (gitignored); the committed fastlane/.env.example just has MATCH_PASSWORD=<ask-priya> and KEYSTORE_PASS=changeme",
      {
        files: ['fastlane/.env.example'],
        tags: ['fastlane', 'match', 'env'],
      },
    ),
    m(
      'release-creds-vault',
      'note',
      "reminder: keystore password, match password and store api keys live in the 1password vault 'Release' and in jenkins credentials (withCredentials binding). never in job config plaintext or the repo",
      {
        tags: ['credentials', 'keystore', '1password', 'jenkins'],
      },
    ),
    m(
      'save-bisect',
      'note',
      'save corruption regression came from a3f9c12e4b7d8e0f1a2b3c4d5e6f7a8b9c0d1e2f (atomic write removed by accident), bisected by Aiko, fixed in 1.16.1',
      {
        tags: ['save', 'regression', 'bisect'],
      },
    ),
    m(
      'firebase-ids',
      'note',
      'firebase project ironfable-prod, project number 483920174611, android app id 1:483920174611:android:9c1e0b7f3a2d5e68, ios bundle gg.ironfable.rpg — public identifiers, fine to hardcode in build scripts',
      {
        tags: ['firebase', 'ids', 'config'],
      },
    ),
    m(
      'apple-root-cert',
      'note',
      'Apple Root CA - G3 (public cert) for the JWS chain check is committed at services/economy/iap/certs/AppleRootCA-G3.cer, sha256 63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79',
      {
        files: ['services/economy/iap/certs'],
        tags: ['iap', 'apple', 'certificate', 'jws'],
      },
    ),
    m(
      'secret-keystore-gradle',
      'note',
      'android release signing (gradle.properties on the linux agent):\nRELEASE_STORE_FILE=/opt/keys/ironfable-release.keystore\nRELEASE_KEY_ALIAS=ironfable\nRELEASE_STORE_PASSWORD=Fbl3!Ks-2291xq',
      {
        secret: 'Fbl3!Ks-2291xq',
      },
    ),
    m(
      'secret-match-pw',
      'note',
      'match passphrase is Tr0ut-Ladder-77!mx if u need to decrypt the certs repo locally',
      {
        secret: 'Tr0ut-Ladder-77!mx',
      },
    ),
    m(
      'secret-asc-key',
      'note',
      'app store connect api key for fastlane (api_key.json):\n{"key_id": "7QX2K9LM4P", "issuer_id": "69a6de8f-3c21-47e3-e053-5b8c7c11a4d1", "key": "-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgR7vKx2Lm9Qp4Wz8nT3cY6hJ1fD5sA0bE7uG2iO4kN9mgCgYIKoZIzj0DAQehRANCAAT\\n-----END PRIVATE KEY-----"}',
      {
        secret:
          'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgR7vKx2Lm9Qp4Wz8nT3cY6hJ1fD5sA0bE7uG2iO4kN9mgCgYIKoZIzj0DAQehRANCAAT',
      },
    ),
    m(
      'secret-playfab',
      'note',
      'for the backfill script (read only title 8F2A1): curl -H "X-SecretKey: 5KQW7ZP3M9XJ2RT8BNC4DVL6HYF1GSE0A7UQ3KZ9XWP2MT5R8JNB" https://8F2A1.playfabapi.com/Server/GetUserInventory',
      {
        secret: '5KQW7ZP3M9XJ2RT8BNC4DVL6HYF1GSE0A7UQ3KZ9XWP2MT5R8JNB',
      },
    ),
    m(
      'secret-economy-dsn',
      'note',
      'ECONOMY_DB_DSN=postgres://economy:hX7#qP2mVz9!Lw@economy-prod.cluster-cx1ab2.eu-west-1.rds.amazonaws.com:5432/economy?sslmode=require',
      {
        secret: 'hX7#qP2mVz9!Lw',
      },
    ),
    m(
      'secret-redis-yaml',
      'note',
      'services/leaderboard/config.prod.yaml atm:\nredis:\n  addr: lb-prod.abc123.euw1.cache.amazonaws.com:6379\n  password: "Lb_R3dis_9921_pQz"\n  db: 0',
      {
        secret: 'Lb_R3dis_9921_pQz',
      },
    ),
    m(
      'secret-jenkins-token',
      'note',
      'trigger android builds from the cli: curl -X POST https://jenkins.ironfable.internal/job/client-android/buildWithParameters --user priya:11a7f3c9e2b84d5f6a0c1e9d3b7f2a8c4e',
      {
        secret: '11a7f3c9e2b84d5f6a0c1e9d3b7f2a8c4e',
      },
    ),
    m(
      'secret-discord',
      'note',
      'community bot posts patch notes to https://discord.com/api/webhooks/1187654321098765432/kQ9vX2mL7pR4tW8zN3bC6yF1dJ5sG0hEaT2uY6iO9pL3kJ8',
      {
        secret: 'kQ9vX2mL7pR4tW8zN3bC6yF1dJ5sG0hEaT2uY6iO9pL3kJ8',
      },
    ),
    m(
      'secret-apple-shared',
      'note',
      'old verifyReceipt app-specific shared secret (still used by the legacy sub check): 4f7c9a2e1b8d4c6fa3e5b7d9c1f2a4e6',
      {
        secret: '4f7c9a2e1b8d4c6fa3e5b7d9c1f2a4e6',
      },
    ),
    m(
      'secret-aws-ini',
      'note',
      '~/.aws/credentials on mac-02 for the cdn upload:\n[ironfable-cdn]\naws_access_key_id = AKIAQ3EXMPL7CDN4UPLD\naws_secret_access_key = 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',
      {
        secret: 'Hn4+Tq8Zr2Vw6Yx0Bp3Ls7Dk1Fm5Gj9Ce2Ua6WiQ',
      },
    ),
    m(
      'secret-hmac-b64',
      'note',
      'client<->gateway request signing key v3 (base64, rotated each major): HMAC_KEY_V3 = "Zm9yZ2VkLWtleS12My1pcm9uZmFibGUtOTkyMS1xYQ=="',
      {
        secret: 'Zm9yZ2VkLWtleS12My1pcm9uZmFibGUtOTkyMS1xYQ==',
      },
    ),
    m(
      'secret-firebase-ci',
      'note',
      'jenkins env for the symbols upload: FIREBASE_TOKEN=1//0gX7kLm2Qp9RtVw4Zb8Nc3Yd6Hf1Js5Ga0Ke2Ui7Po4Lr9Mt3Wq8',
      {
        secret: '1//0gX7kLm2Qp9RtVw4Zb8Nc3Yd6Hf1Js5Ga0Ke2Ui7Po4Lr9Mt3Wq8',
      },
    ),
  ],
  sessions: [
    {
      id: 'rpg-session-pets',
      age: 9,
      turns: [
        said('yo. need to add the pet system to the save, starting at Assets/Scripts/Save/SaveData.cs'),
        replied('SaveData is at schemaVersion 12. Do pets need levels and XP stored locally?'),
        said(
          'no — pets are server side inventory items in economy. the save only keeps cosmetic stuff like which pet follows you around. dont put pet levels/xp in the local save',
          {
            key: 's-pets-server',
            type: 'decision',
          },
        ),
        replied('OK. I will add ActivePetId and PetCosmetics to SaveData and a Migration_12_to_13.'),
        said(
          'also we bump schemaVersion max once per release. if 3 features touch the save in 1.19 they share one migration step',
          {
            key: 's-one-bump-per-release',
            type: 'convention',
          },
        ),
        replied(
          'Should I make the migrator tolerant, i.e. skip a migration that throws and continue with defaults?',
        ),
        said(
          "no. if a migration throws we keep the original as slot0.bak, send a crashlytics non-fatal and show the 'save recovery' dialog. never silently reset progress",
          {
            key: 's-migration-fail',
            type: 'constraint',
          },
        ),
        replied('Understood, I will wire SaveMigrator failures to SaveRecoveryDialog.'),
        said('hmm the editmode tests are slow today'),
        replied('The SaveFixtures tests deserialize 40 fixtures; most time is spent in resolver warm-up.'),
        said('whatever, leave it'),
        said(
          "pet names go into their own string table 'Pets'. translators need context so fill the comment field with the species + gender",
          {
            key: 's-pet-loc',
            type: 'convention',
          },
        ),
        replied('Created the Pets string table with comment metadata.'),
        said(
          'here is my crowdin token so u can test the pull: crowdin_pat = "9f4e2c7a1b3d5f8e0a6c2b4d7f9e1a3c5b8d0f2e4a6c8b1d3f5e7a9c2b4d6f8e0a1c3"',
          {
            secret: '9f4e2c7a1b3d5f8e0a6c2b4d7f9e1a3c5b8d0f2e4a6c8b1d3f5e7a9c2b4d6f8e0a1c3',
          },
        ),
        replied(
          'I will not store that token; the loc-import job already has Crowdin credentials configured.',
        ),
        said(
          'qa wants a debug menu w/ "give gems" + "skip stage". it has to be behind #if DEVELOPMENT_BUILD || UNITY_EDITOR, and the gateway rejects the /debug/* endpoints on prod no matter what the client sends',
          {
            key: 's-cheat-menu',
            type: 'constraint',
          },
        ),
        replied(
          'Added DebugMenu with the define guard; gateway route group /debug is only mounted when ENV != prod.',
        ),
        said('nice ty'),
      ],
    },
    {
      id: 'rpg-session-release',
      age: 3,
      turns: [
        said('ios nightly broke again on mac-03, can u look at the jenkins log'),
        replied('mac-03 ran Xcode 15.2; the build requires 15.4 for the new Firebase pods.'),
        said(
          'yeah all mac agents are on xcode 15.4 except mac-03 which is stuck on 15.2. dont pin ios jobs to mac-03',
          {
            key: 's-mac03',
            type: 'fact',
          },
        ),
        replied('Removed the mac-03 label from the ios-nightly job.'),
        replied('While we are here: should I bump the Android targetSdk to 35 now?'),
        said('nah not in 1.18. targetSdk 35 goes into 1.19, play deadline is aug 31 so that gives us time', {
          key: 's-target-35',
          type: 'decision',
        }),
        replied('OK, I will leave targetSdk at 34.'),
        said(
          'if the crashlytics symbol upload fails dont fail the build, mark it UNSTABLE and ping #builds. we lost a release slot once because of that',
          {
            key: 's-symbols-unstable',
            type: 'convention',
          },
        ),
        replied('Wrapped the upload step in catchError(buildResult: UNSTABLE) with a slack notify.'),
        said(
          "testflight 'what to test' notes get generated from the jira fixVersion, no more handwritten notes",
          {
            key: 's-testflight-notes',
            type: 'convention',
          },
        ),
        replied('Added a fastlane action that pulls the fixVersion issues into changelog for pilot.'),
        said('how long does the ios build take now?'),
        replied('About 41 minutes on mac-01, 55 on mac-04.'),
        said('ugh ok. thats all for today'),
      ],
    },
  ],
  prompts: [
    p('hey can u add a pet companion field to SaveData.cs, need it for 1.19', [
      'save-format',
      'save-migration',
      's-pets-server',
      's-one-bump-per-release',
    ]),
    p(
      'game crashes on device right at load after i added a field to PlayerProfile [MessagePackObject], editor is fine??',
      ['messagepack-aot', 'il2cpp'],
    ),
    p('load the boss prefab with Resources.Load in BossSpawner.cs pls', ['addressables']),
    p('memory keeps climbing every time we switch chapters, like +80MB each', [
      'addressables',
      'perf-budget',
    ]),
    p('ship the halloween skins as a content patch tonight, no store build', [
      'addr-content-update',
      'incident-redownload',
      'addr-groups',
    ]),
    p('players on 1.17 complain they had to download the whole game again after yesterdays patch', [
      'addr-content-update',
      'incident-redownload',
    ]),
    p('give the player 500 gems when they finish the tutorial, TutorialController.cs', [
      'currency-server-auth',
      'economy-ledger',
      'idempotency-key',
    ]),
    p('implement the starter pack purchase flow in @Assets/Scripts/Store/StoreController.cs', [
      'iap-validation',
      'unity-iap',
      'currency-server-auth',
      'idempotency-key',
    ]),
    p('do we still hit verifyReceipt for ios purchases?', ['iap-validation']),
    p('player got a refund from google but still has the gems lol', ['iap-refunds', 'iap-validation']),
    p("where's the cloudscript for daily login rewards? need to tweak the amounts", ['economy-svc']),
    p("write the query that fetches a player's inventory in services/economy", ['go-sqlc', 'economy-svc']),
    p('new endpoint POST /v1/mail/claim in liveops that grants the attached rewards', [
      'api-compat',
      'idempotency-key',
      'go-errors',
      'economy-ledger',
    ]),
    p('rename `rewards` to `items` in the /v1/events response, the name is confusing', [
      'api-compat',
      'force-update',
    ]),
    p('anniversary event yaml says start: 2025-06-01T10:00 — is that utc or what', [
      'event-times-utc',
      'event-times-pt',
      'liveops-events',
    ]),
    p('bump the SSR rate on the current banner from 0.6 to 0.8%, quick hotfix', ['gacha-rates']),
    p('the rates popup text for the new banner, pity counter shows wrong number', [
      'gacha-rates',
      'gacha-pity-claim',
    ]),
    p('roll the summon results on the client so the animation can start instantly', ['gacha-server-roll']),
    p('anticheat flagged 300 ppl for speedhack overnight, just ban them all', [
      'ban-policy',
      'incident-xiaomi',
      'actk',
    ]),
    p('someone is posting arena wins with a modded apk, how do they even get rewards', [
      'battle-validation',
      'deterministic-sim',
    ]),
    p('use UnityEngine.Random for crit rolls in Assets/Scripts/Battle/Sim/DamageCalc.cs', [
      'deterministic-sim',
    ]),
    p('add the german text for the new shop button, it says "Buy {0} gems"', [
      'loc-unity',
      'loc-rules',
      'loc-overflow',
    ]),
    p('where do the I2 terms live? i need to add a key', ['loc-unity']),
    p('marketing wants russian back in the language picker', ['loc-languages']),
    p('jenkins ios build fails at codesign, cert expired or smth', ['ios-signing-match', 'fastlane']),
    p('play console upload rejected: "Version code 10452 has already been used"', ['build-numbers']),
    p('push 1.18.1 to 100% on google play now, looks fine', ['staged-rollout', 'rollout-hotfix-claim']),
    p('crashlytics stacks for the last ios build are all unsymbolicated garbage', [
      'crashlytics-symbols',
      's-symbols-unstable',
    ]),
    p('guy with a 2GB android 7 phone says the game wont install, can we lower minSdk', ['min-spec']),
    p('can i log an analytics event on the splash screen, before the consent popup?', [
      'consent',
      'analytics-events',
    ]),
    p('make the skin gem price tweakable from remote config so design can A/B it', [
      'remote-config',
      'currency-server-auth',
    ]),
    p('merge conflict in Battle.unity AGAIN, how do we stop this', ['git-lfs']),
    p('combat stutters on the A12, UnitView.Update does enemies.Where(e => e.Alive).ToList()', [
      'no-alloc-hot-path',
      'perf-budget',
    ]),
    p('write the testflight notes for 1.19.0 build 10511', ['s-testflight-notes', 'fastlane']),
    p('add names for the 12 new pets so sofia can send them to translators', ['s-pet-loc', 'loc-unity']),
    p('which unity version do i install on my new laptop?', ['unity-version']),
    p("pls submit 1.18.2 to app store review, it's friday 5pm but marketing wants it", ['release-freeze']),
    p('Migration_12_to_13 throws on a few old saves, just catch it and start a fresh save', [
      's-migration-fail',
      'save-migration',
    ]),
    p('where do i put the match password for a local fastlane run?', [
      'match-env-placeholder',
      'release-creds-vault',
    ]),
    p('qa needs a button that gives 10k gems on the test builds', ['s-cheat-menu', 'currency-server-auth']),
    p('pin the ios nightly to mac-03, its the least busy agent', ['s-mac03']),
    p('bump targetSdkVersion to 35', ['s-target-35', 'min-spec']),
    p('thx!', []),
    p('whats the difference between struct and class in c# again', []),
    p('lgtm, merge it', []),
  ],
});
