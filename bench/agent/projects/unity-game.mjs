// Tidepool Tiles (Kelpworks): a casual tile-matching puzzle game with weekly live events, Unity 6 / C#, URP, Addressables + CCD, Input System, UniTask, VContainer, PlayFab + an ASP.NET Core live-ops service, Firebase/Adjust, AppLovin MAX, Unity IAP, GameCI on GitHub Actions.
// Held-out scenario (round G): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'unity-game',
  stack:
    'Unity 6 (6000.0 LTS) / C# 9, URP 17, Addressables + Unity Cloud Content Delivery, Input System, UniTask, VContainer, ScriptableObject configs, Unity Localization, PlayFab + ASP.NET Core 8 live-ops service (Postgres, Azure Container Apps), Firebase Analytics/Crashlytics + Adjust, AppLovin MAX, Unity IAP, GameCI on GitHub Actions + Fastlane',
  memories: [
    // ---------------------------------------------------------------- overview / engine
    m(
      'project-overview',
      'fact',
      'Tidepool Tiles is a casual tile-matching puzzle (match-3 with a rising/falling tide mechanic), ~1,800 levels plus a weekly live event. Bundle id com.kelpworks.tidepool on both stores. Scene flow is Boot -> Meta (the harbor map) -> Game (the board); Boot holds the RootLifetimeScope and never unloads.',
      {
        fact: 'tidepool | bundle_id | com.kelpworks.tidepool',
        age: 540,
        reaffirm: 20,
        canonical: true,
        files: ['Assets/Scenes/Boot.unity', 'Assets/Scenes/Meta.unity', 'Assets/Scenes/Game.unity'],
        tags: ['overview', 'scenes'],
      },
    ),
    m('unity-2022', 'fact', 'We are on Unity 2022.3.21f1 LTS, Android + iOS modules.', {
      fact: 'tidepool | unity_version | 2022.3.21f1',
      age: 530,
      tags: ['unity-version', 'editor'],
    }),
    m(
      'unity-6',
      'fact',
      'Editor is 6000.0.41f1 (Unity 6 LTS). ProjectSettings/ProjectVersion.txt is the source of truth, install that exact version from the Hub with Android Build Support + iOS Build Support. Do NOT open the project with an older editor: the upgrade reserialized the URP assets and the renderer data, and opening it in 2022.3 leaves everything magenta and half the Volume profiles broken.',
      {
        supersedes: 'unity-2022',
        fact: 'tidepool | unity_version | 6000.0.41f1',
        age: 95,
        reaffirm: 8,
        files: ['ProjectSettings/ProjectVersion.txt'],
        tags: ['unity-version', 'editor', 'upgrade'],
        canonical: true,
      },
    ),
    m(
      'asmdefs',
      'convention',
      'Assembly layout: Tidepool.Core (noEngineReferences = true: board rules, economy math, save model), Tidepool.Services, Tidepool.Game, Tidepool.Meta, Tidepool.UI, Tidepool.Editor (Editor only). Core may not reference UnityEngine or any other Tidepool assembly; the others reference Core, never the other way round. A new folder under Assets/Scripts gets an asmdef or goes into an existing one, no loose scripts in Assembly-CSharp.',
      {
        age: 470,
        files: ['Assets/Scripts/Core/Tidepool.Core.asmdef', 'Assets/Scripts'],
        tags: ['asmdef', 'architecture', 'compile-times'],
      },
    ),
    m(
      'board-logic-pure',
      'decision',
      'The board simulation (BoardModel, MatchFinder, CascadeSolver, BoosterRules) is plain C# in Tidepool.Core and emits a list of BoardEvents; BoardView/TileView only replay those events with tweens. Randomness comes from the seeded Xorshift128 in Core/Random, seeded per level attempt. No UnityEngine.Random, no Time.deltaTime, no float timing in Core.',
      {
        age: 450,
        files: ['Assets/Scripts/Core/Board', 'Assets/Scripts/Core/Random/Xorshift128.cs'],
        tags: ['board', 'determinism', 'architecture'],
        reason:
          'the same code replays event runs on the server to validate scores, so it has to be deterministic',
        canonical: true,
      },
    ),

    // ---------------------------------------------------------------- DI
    m(
      'di-zenject',
      'decision',
      'DI is Zenject (Extenject 9.2). ProjectContext prefab lives in Assets/Resources/ProjectContext.prefab, one SceneContext per scene, bindings in MonoInstallers under Assets/Scripts/Installers (e.g. ShopInstaller, AudioInstaller). Use [Inject] fields.',
      {
        age: 560,
        files: ['Assets/Scripts/Installers', 'Assets/Resources/ProjectContext.prefab'],
        tags: ['di', 'zenject'],
      },
    ),
    m(
      'di-vcontainer',
      'decision',
      'Switched DI to VContainer 1.16 and deleted the Extenject installers. RootLifetimeScope (prefab in Boot) registers app-wide services; MetaLifetimeScope / GameLifetimeScope are children per scene. Register in Configure(IContainerBuilder): builder.Register<ShopService>(Lifetime.Singleton).AsImplementedInterfaces(); plain C# loops use builder.RegisterEntryPoint<T>() (IStartable/ITickable) instead of MonoBehaviour Update. MonoBehaviours get dependencies by [Inject] on a Construct(...) method, not on fields.',
      {
        supersedes: 'di-zenject',
        fact: 'tidepool | di_container | VContainer',
        age: 330,
        reaffirm: 30,
        files: ['Assets/Scripts/Bootstrap/RootLifetimeScope.cs', 'Assets/Scripts/Game/GameLifetimeScope.cs'],
        tags: ['di', 'vcontainer', 'architecture'],
        reason:
          'Zenject reflection baking was slow on IL2CPP and added ~400ms to cold start on low-end Android',
      },
    ),
    m(
      'no-find',
      'constraint',
      'No GameObject.Find, FindObjectOfType / FindAnyObjectByType or Camera.main lookups in runtime code, and no static Instance singletons. Get things from the container or from serialized references. The only static is ServerTime, for historical reasons.',
      {
        age: 320,
        tags: ['di', 'singletons', 'code-review'],
      },
    ),

    // ---------------------------------------------------------------- async
    m(
      'async-coroutines',
      'convention',
      'Multi-step flows (login, loading the map, waiting for a tween) are coroutines on the owning MonoBehaviour. PlayFab calls are wrapped as `yield return new WaitUntil(() => done)` with the callback setting done.',
      {
        age: 500,
        tags: ['async', 'coroutines'],
      },
    ),
    m(
      'async-unitask',
      'convention',
      'Anything that waits returns UniTask / UniTask<T>. Every async method takes a CancellationToken: MonoBehaviours pass this.GetCancellationTokenOnDestroy(), services take the lifetime scope token. No async void (except where Unity forces it, and then wrap the body in try/catch); fire-and-forget is `.Forget()`. PlayFab callback APIs are awaited through the PlayFabAsync extensions (UniTaskCompletionSource under the hood) in Assets/Scripts/Services/PlayFab/PlayFabAsync.cs.',
      {
        supersedes: 'async-coroutines',
        age: 300,
        files: ['Assets/Scripts/Services/PlayFab/PlayFabAsync.cs'],
        tags: ['async', 'unitask', 'cancellation'],
      },
    ),

    // ---------------------------------------------------------------- assets
    m(
      'assets-resources',
      'fact',
      'Level JSONs, booster icons and the event banners are in Assets/Resources and get loaded with Resources.Load<T>("Levels/level_0001") etc.',
      {
        age: 455,
        files: ['Assets/Resources'],
        tags: ['assets', 'resources'],
      },
    ),
    m(
      'assets-addressables',
      'decision',
      "Content is loaded through IAssetProvider (wraps Addressables.LoadAssetAsync / InstantiateAsync, keeps the handles so the owner can Release them when a screen closes). Groups: Core_Local (ships in the build: UI, tiles, first 60 levels), Levels_Remote (label 'levels'), Events_Remote (one label per event, e.g. 'event_lighthouse'). Nothing new goes into a Resources folder; the last leftovers are being moved as we touch them.",
      {
        supersedes: 'assets-resources',
        age: 270,
        files: ['Assets/Scripts/Services/Assets/IAssetProvider.cs', 'Assets/AddressableAssetsData'],
        tags: ['addressables', 'assets', 'memory'],
        reason: 'Resources bloated the base build and everything in it stays in memory indexing',
      },
    ),
    m(
      'cdn-ccd',
      'fact',
      'Remote bundles are hosted on Unity Cloud Content Delivery: one bucket per platform and environment (tidepool-android-dev, tidepool-android-prod, tidepool-ios-...). Dev clients read the "latest" badge, prod reads "live". The Addressables profile variable CCD_BUCKET builds the RemoteLoadPath.',
      {
        fact: 'tidepool | remote_content_host | Unity Cloud Content Delivery',
        age: 260,
        reaffirm: 40,
        tags: ['addressables', 'ccd', 'cdn'],
      },
    ),
    m(
      'incident-addressables-catalog',
      'incident',
      'Release 3.2 content update (Nov): the update was built from a fresh Addressables build instead of against the addressables_content_state.bin of the shipped 3.2 binary. Installed clients pulled a catalog pointing at bundles with different hashes and hung at 97% on the loading screen for ~6h until we re-promoted the old badge. Since then the content state file of every store build is committed under Assets/AddressableAssetsData/<Platform>/ and tagged with the release.',
      {
        age: 230,
        files: [
          'Assets/AddressableAssetsData/Android/addressables_content_state.bin',
          'Assets/AddressableAssetsData/iOS/addressables_content_state.bin',
        ],
        tags: ['addressables', 'incident', 'content-update', 'loading'],
      },
    ),
    m(
      'addr-content-update',
      'workflow',
      'Remote content hotfix (level fixes, event art) without a store release: 1) check out the release tag (e.g. v3.8.0) 2) make the change 3) Tidepool > Addressables > Build Content Update, pick the committed content state of that release 4) upload with `tools/ccd/upload.sh android prod` (and ios) 5) smoke test on a prod build against the "staging-live" badge 6) move the "live" badge. Never run "New Build" for a content update.',
      {
        age: 225,
        files: ['tools/ccd/upload.sh', 'Assets/Scripts/Editor/Addressables/ContentUpdateMenu.cs'],
        tags: ['addressables', 'content-update', 'hotfix', 'ccd'],
      },
    ),
    m(
      'level-format',
      'fact',
      "Levels are authored by the level designers (Mara, Kenji) in the Level Editor window (Tidepool > Level Editor, UI Toolkit) and exported as Assets/Levels/Data/level_0001.json ... level_1800.json, addressable with label 'levels'. The grid string format is rows top to bottom, '.' empty, 'X' blocked, letters for colors. Don't hand-edit exported JSON; fix the level in the editor and re-export.",
      {
        age: 420,
        files: ['Assets/Levels/Data', 'Assets/Scripts/Editor/LevelEditor'],
        tags: ['levels', 'level-editor', 'content'],
      },
    ),

    // ---------------------------------------------------------------- input
    m(
      'input-legacy',
      'convention',
      'Taps and swipes on the board: BoardInput.Update() polls Input.GetMouseButtonDown(0) in the editor and Input.touches on device, swipe threshold 40px.',
      {
        age: 440,
        files: ['Assets/Scripts/Game/Input/BoardInput.cs'],
        tags: ['input', 'touch'],
      },
    ),
    m(
      'input-system',
      'convention',
      'Active Input Handling is set to "Input System Package (New)" only, so anything touching UnityEngine.Input throws. Board gestures come from the Board action map in Assets/Settings/Input/TidepoolControls.inputactions (C# class generated to Assets/Scripts/Game/Input/TidepoolControls.cs): Point + Press for taps, swipe is Press + Delta with a 0.35 inch threshold (DPI-scaled, not pixels). EnhancedTouch only for the two-finger pinch on the map. UI uses InputSystemUIInputModule.',
      {
        supersedes: 'input-legacy',
        age: 250,
        files: [
          'Assets/Settings/Input/TidepoolControls.inputactions',
          'Assets/Scripts/Game/Input/BoardInput.cs',
        ],
        tags: ['input', 'input-system', 'touch'],
      },
    ),

    // ---------------------------------------------------------------- configs
    m(
      'so-configs',
      'convention',
      'Balancing lives in ScriptableObjects under Assets/Configs (GameConfig, EconomyConfig, BoosterConfig, EventConfig...), created via [CreateAssetMenu(menuName = "Tidepool/Config/...")]. They are read-only at runtime: never assign to a config field from game code, in the editor that writes straight into the .asset and shows up in git. Anything mutable gets copied into a runtime model (EconomyState etc.) at boot.',
      {
        age: 410,
        files: ['Assets/Configs'],
        tags: ['scriptableobject', 'config', 'balancing'],
        canonical: true,
      },
    ),
    m(
      'remote-overrides',
      'fact',
      'Live balancing: RemoteConfigService fetches PlayFab Title Data key "economy_overrides" (JSON) at boot and merges it over the EconomyConfig values into EconomyState. So what you see in the .asset is only the default; on device the title data wins. In the editor, Tidepool > Remote Config > Use Local Only skips the fetch.',
      {
        age: 300,
        files: ['Assets/Scripts/Services/Config/RemoteConfigService.cs'],
        tags: ['playfab', 'title-data', 'config', 'balancing'],
      },
    ),
    m(
      'env-configs',
      'fact',
      'Environment selection: BuildEnvironment ScriptableObjects Assets/Configs/Env/Env_Dev.asset and Env_Prod.asset hold the PlayFab title id (dev 5E1A7, prod 9C4D2), the live-ops base URL and the CCD badge. CI picks one with -tidepoolEnv prod; the title ids are public and ship in the client.',
      {
        age: 380,
        files: ['Assets/Configs/Env/Env_Dev.asset', 'Assets/Configs/Env/Env_Prod.asset'],
        tags: ['environments', 'playfab', 'ci'],
      },
    ),
    m(
      'hearts-30',
      'decision',
      'Lives: max 5 hearts, one refills every 30 minutes (EconomyConfig.heartRefillSeconds = 1800). Losing a level costs a heart, quitting mid-level counts as a loss.',
      {
        age: 350,
        files: ['Assets/Configs/EconomyConfig.asset'],
        tags: ['economy', 'hearts', 'balancing'],
      },
    ),
    m(
      'hearts-20',
      'fact',
      'heart refill is 20 min since the March balancing pass (Lena signed off), 5 max. the store listing screenshots say "new life every 20 minutes" too',
      {
        disputes: 'hearts-30',
        age: 150,
        tags: ['economy', 'hearts', 'balancing'],
      },
    ),

    // ---------------------------------------------------------------- backend
    m(
      'playfab-login',
      'fact',
      'Backend is PlayFab. First launch does LoginWithCustomID with a GUID we keep in the iOS Keychain / Android Keystore-backed storage (so it survives reinstall on iOS, not on Android); the account is then linked to Game Center / Google Play Games when the player agrees. Moving to a new phone only restores progress if that link exists.',
      {
        fact: 'tidepool | backend | PlayFab',
        age: 330,
        reaffirm: 25,
        files: ['Assets/Scripts/Services/Auth/LoginFlow.cs'],
        tags: ['playfab', 'login', 'accounts'],
      },
    ),
    m(
      'economy-currencies',
      'constraint',
      'Currencies are PlayFab virtual currencies: CO (coins, soft) and GM (gems, hard). The client never adds currency itself: every grant goes through a CloudScript (Azure Functions, services/cloudscript) function such as GrantLevelReward or GrantPurchase, and the client updates its wallet from the response.',
      {
        age: 315,
        files: ['services/cloudscript', 'Assets/Scripts/Services/Economy/WalletService.cs'],
        tags: ['economy', 'playfab', 'cloudscript', 'cheating'],
      },
    ),
    m(
      'liveops-service',
      'fact',
      'services/liveops is our own ASP.NET Core 8 minimal API (EF Core + Postgres): GET /v1/events/active, POST /v1/events/{id}/scores, POST /v1/events/{id}/claims. Deployed to Azure Container Apps app ca-tidepool-liveops (westeurope) by .github/workflows/liveops.yml. Auth: the client sends the PlayFab session ticket, the service validates it with AuthenticateSessionTicket.',
      {
        fact: 'liveops-service | hosted_on | Azure Container Apps',
        age: 350,
        files: ['services/liveops', '.github/workflows/liveops.yml'],
        tags: ['liveops', 'aspnet', 'backend', 'azure'],
      },
    ),
    m(
      'liveops-schema',
      'convention',
      'Event definitions are JSON in services/liveops/Events/*.json, validated against events.schema.json in the service tests. C# DTOs live only in the shared LiveOps.Contracts project (netstandard2.1); `dotnet build services/LiveOps.Contracts -c Release -p:CopyToUnity=true` drops the dll into Assets/Plugins/LiveOps/. New event type = schema + contract record + an IEventModeHandler in Assets/Scripts/Meta/Events. Never redeclare DTOs by hand on the Unity side.',
      {
        age: 280,
        files: [
          'services/liveops/Events',
          'services/LiveOps.Contracts',
          'Assets/Plugins/LiveOps',
          'Assets/Scripts/Meta/Events',
        ],
        tags: ['liveops', 'events', 'contracts', 'dto'],
      },
    ),
    m(
      'score-validation',
      'constraint',
      'Event scores are not trusted: the client submits seed + move list, the live-ops service replays it with the same Tidepool.Core.dll (built for netstandard2.1) and rejects mismatches. Anything in Core therefore has to compile outside Unity and give identical results on server and device.',
      {
        age: 275,
        files: ['services/liveops/Validation/ReplayValidator.cs', 'Assets/Scripts/Core'],
        tags: ['liveops', 'anti-cheat', 'determinism', 'events'],
      },
    ),
    m(
      'incident-double-grant',
      'incident',
      'Spring Tide event, 2025-04: the claim call timed out on flaky mobile networks, the client retried, and the chest was granted 2 to 5 times. ~14k players got extra gems; we did not claw back, just fixed it.',
      {
        age: 240,
        tags: ['incident', 'liveops', 'rewards', 'retries'],
      },
    ),
    m(
      'idempotent-grants',
      'decision',
      "Every reward claim carries a grantId (Guid) created once when the reward becomes claimable and persisted in the save, reused on every retry. CloudScript and the live-ops service store grantIds and return the original result for duplicates. Don't generate the id inside the retry loop.",
      {
        age: 236,
        files: ['Assets/Scripts/Services/Rewards/RewardClaimer.cs', 'services/liveops/Claims'],
        tags: ['rewards', 'idempotency', 'liveops', 'retries'],
        reason: 'the Spring Tide double grants',
      },
    ),
    m(
      'live-events-calendar',
      'fact',
      'Events rotate weekly, Thursday 10:00 UTC. All event times come from the server in UTC and the client compares them against ServerTime.Now (device clock + offset from PlayFab GetTime at login, refreshed on resume). Never use DateTime.Now / device time for anything with a timer.',
      {
        age: 210,
        files: ['Assets/Scripts/Services/Time/ServerTime.cs'],
        tags: ['liveops', 'events', 'time', 'cheating'],
      },
    ),

    // ---------------------------------------------------------------- save
    m(
      'save-system',
      'decision',
      'Progress is a SaveData JSON (Newtonsoft) at Application.persistentDataPath/save_v{N}.json, plus a copy in PlayFab UserData key "progress" with a revision counter. On conflict the save with the higher maxLevel wins, ties go to the newer revision. PlayerPrefs only holds device settings (music, sfx, haptics, language).',
      {
        age: 400,
        files: ['Assets/Scripts/Core/Save/SaveData.cs', 'Assets/Scripts/Services/Save/SaveService.cs'],
        tags: ['save', 'persistence', 'playfab', 'cloud-save'],
      },
    ),
    m(
      'save-migrations',
      'convention',
      'Changing SaveData: bump SaveData.CurrentVersion and add an ISaveMigration (Core/Save/Migrations/Migration_0012_*.cs) with an EditMode test that loads a fixture save of the previous version. Never rename a JSON field without [JsonProperty("oldName")], old saves are in the wild forever.',
      {
        age: 330,
        files: ['Assets/Scripts/Core/Save/Migrations', 'Assets/Tests/EditMode/Save'],
        tags: ['save', 'migrations', 'tests'],
      },
    ),
    m(
      'incident-anr-save',
      'incident',
      'ANR spike in 3.6 (0.62% user-perceived ANR, Play flagged us): SaveService wrote the whole ~2 MB save synchronously in OnApplicationPause on the main thread. Saves are now serialized on a worker with UniTask.RunOnThreadPool, debounced to 2s, and the save has a 256 KB budget (trim the event history).',
      {
        age: 185,
        files: ['Assets/Scripts/Services/Save/SaveService.cs'],
        tags: ['incident', 'anr', 'save', 'performance'],
      },
    ),

    // ---------------------------------------------------------------- IAP
    m(
      'iap-unity',
      'fact',
      'Purchases use Unity IAP 4.12 (com.unity.purchasing) with the catalog defined in Assets/Configs/IAPCatalog.asset and mirrored by hand in Play Console and App Store Connect.',
      {
        fact: 'tidepool | iap_package | Unity IAP 4.12',
        age: 380,
        files: ['Assets/Configs/IAPCatalog.asset'],
        tags: ['iap', 'purchasing'],
      },
    ),
    m(
      'iap-validation',
      'constraint',
      'ProcessPurchase never grants anything: it returns PurchaseProcessingResult.Pending, sends the receipt to CloudScript GrantPurchase (which calls ValidateGooglePlayPurchase / ValidateIOSReceipt and grants the bundle), and only on success calls ConfirmPendingPurchase. Unconfirmed purchases are retried on next launch, so the grant must be idempotent on the transaction id.',
      {
        age: 360,
        files: ['Assets/Scripts/Services/IAP/PurchaseService.cs', 'services/cloudscript/GrantPurchase.cs'],
        tags: ['iap', 'receipt-validation', 'economy'],
        canonical: true,
      },
    ),
    m(
      'iap-product-ids',
      'convention',
      'Product ids: com.kelpworks.tidepool.<kind>_<variant>, e.g. gems_tier1 .. gems_tier6, starter_pack_v2, no_ads. An id is never reused once it was created in a store (App Store Connect refuses deleted ids forever), so a changed offer gets a new suffix (_v3).',
      {
        age: 340,
        tags: ['iap', 'naming', 'app-store'],
      },
    ),

    // ---------------------------------------------------------------- ads
    m(
      'ads-ironsource',
      'decision',
      'Ad mediation is ironSource LevelPlay 7.x; IronSourceAdsService wraps rewarded and interstitial, banners are not used.',
      {
        fact: 'tidepool | ads_mediation | ironSource LevelPlay',
        age: 390,
        tags: ['ads', 'mediation'],
      },
    ),
    m(
      'ads-max',
      'decision',
      "Mediation is AppLovin MAX (LevelPlay SDK removed in 3.4). AdsService talks only to MaxSdk; networks (AdMob, Unity Ads, Meta AN, Mintegral, Pangle) are added with the AppLovin Integration Manager and the adapter versions are pinned in Assets/MaxSdk/Mediation/*/Editor/Dependencies.xml, resolved with EDM4U. Don't let the Integration Manager auto-upgrade adapters in a release branch.",
      {
        supersedes: 'ads-ironsource',
        fact: 'tidepool | ads_mediation | AppLovin MAX',
        age: 130,
        reaffirm: 12,
        files: ['Assets/Scripts/Services/Ads/AdsService.cs', 'Assets/MaxSdk/Mediation'],
        tags: ['ads', 'mediation', 'applovin'],
      },
    ),
    m(
      'rewarded-ads',
      'convention',
      'Rewarded ads grant only from OnAdReceivedRewardEvent (never from the hidden/closed callback, which also fires when the user skips), and the grant goes through RewardClaimer with a grantId like every other reward.',
      {
        age: 125,
        files: ['Assets/Scripts/Services/Ads/AdsService.cs'],
        tags: ['ads', 'rewarded', 'rewards'],
      },
    ),
    m(
      'ads-interstitial-3',
      'decision',
      'Interstitial cadence: after every 3rd completed level, at least 90 s after the previous ad, never after a failed level and never for payers (anyone with a purchase).',
      {
        age: 205,
        files: ['Assets/Configs/AdsConfig.asset'],
        tags: ['ads', 'interstitial', 'monetization'],
      },
    ),
    m(
      'ads-interstitial-lvl15',
      'decision',
      'No interstitials before level 15. From 15 on: one every 5 completed levels, cooldown 4 minutes. (Product call after D1 retention dipped in the interstitial A/B test.)',
      {
        disputes: 'ads-interstitial-3',
        age: 88,
        files: ['Assets/Configs/AdsConfig.asset'],
        tags: ['ads', 'interstitial', 'monetization', 'retention'],
      },
    ),
    m(
      'ads-test-mode',
      'workflow',
      'Checking adapters on a device: add your GAID/IDFA as a test device in the MAX dashboard, then in a dev build open the debug menu (5 taps on the version label in Settings) > Ads > Mediation Debugger, which calls MaxSdk.ShowMediationDebugger(). Never click real ads on a prod build from the office.',
      {
        age: 120,
        tags: ['ads', 'debugging', 'applovin'],
      },
    ),
    m(
      'admob-app-id',
      'fact',
      'AdMob app ids (these are public, they end up in AndroidManifest.xml and Info.plist): Android ca-app-pub-7204815936620418~3391027745, iOS ca-app-pub-7204815936620418~9182734460. Enter them in AppLovin Integration Manager > Google Ad Manager / AdMob.',
      {
        age: 118,
        tags: ['ads', 'admob', 'config'],
      },
    ),
    m(
      'att-consent',
      'constraint',
      "Consent order on first launch: in EEA/UK the Google UMP form (via MAX's Terms & Privacy Policy flow) before ads init; on iOS the ATT system prompt only after the tutorial (level 6), preceded by our own explainer screen. Adjust and MAX initialize with whatever the player chose; nothing tracking-related fires before that.",
      {
        age: 170,
        files: ['Assets/Scripts/Services/Privacy/ConsentFlow.cs'],
        tags: ['privacy', 'att', 'gdpr', 'consent', 'ads'],
      },
    ),

    // ---------------------------------------------------------------- analytics / crashes
    m(
      'analytics-wrapper',
      'convention',
      "All analytics go through IAnalytics (AnalyticsService fans out to Firebase Analytics and Adjust). Event names snake_case, max 40 chars, max 25 params, no player names/emails. Level funnel: level_start, level_complete, level_fail with level_id, attempt, moves_left, boosters_used. Don't call FirebaseAnalytics.LogEvent directly.",
      {
        fact: 'tidepool | analytics | Firebase Analytics + Adjust',
        age: 290,
        reaffirm: 45,
        files: ['Assets/Scripts/Services/Analytics/AnalyticsService.cs'],
        tags: ['analytics', 'firebase', 'adjust'],
      },
    ),
    m(
      'tracking-plan',
      'workflow',
      "new analytics events go into the tracking plan sheet (Drive > Tidepool > BI > Tracking Plan) BEFORE they ship, otherwise Priya's BigQuery views drop them. ping #bi when you add one",
      {
        age: 260,
        tags: ['analytics', 'bi', 'process'],
      },
    ),
    m(
      'crash-reporting',
      'fact',
      'Crashes go to Firebase Crashlytics; the CI job uploads IL2CPP symbols (symbols.zip for Android, dSYMs from the Xcode archive). Unity Cloud Diagnostics is switched off.',
      {
        fact: 'tidepool | crash_reporting | Firebase Crashlytics',
        age: 300,
        reaffirm: 15,
        tags: ['crashlytics', 'crashes', 'il2cpp'],
      },
    ),
    m(
      'logging',
      'convention',
      'Use Log.Info/Log.Warn/Log.Error (Tidepool.Core.Logging) with a category, not Debug.Log. The Log methods are [Conditional("TIDEPOOL_LOG")], defined only in dev builds, so release builds strip them; Log.Error also records a non-fatal in Crashlytics.',
      {
        age: 285,
        files: ['Assets/Scripts/Core/Logging/Log.cs'],
        tags: ['logging', 'crashlytics'],
      },
    ),

    // ---------------------------------------------------------------- rendering / perf
    m(
      'urp-settings',
      'fact',
      'Rendering is URP with two pipeline assets, URP_High and URP_Low (Assets/Settings/Rendering), picked by DeviceTier at boot. No HDR, no MSAA, post-processing only bloom on High. Everything is sprites + a few particle effects.',
      {
        fact: 'tidepool | render_pipeline | URP',
        age: 320,
        files: ['Assets/Settings/Rendering/URP_High.asset', 'Assets/Settings/Rendering/URP_Low.asset'],
        tags: ['urp', 'rendering', 'device-tier'],
      },
    ),
    m(
      'perf-fps-60',
      'constraint',
      'Frame rate: Application.targetFrameRate = 60 on every device, QualitySettings.vSyncCount = 0, set once in Bootstrapper. A puzzle game that runs at 30 feels broken when you swipe.',
      {
        age: 215,
        files: ['Assets/Scripts/Bootstrap/Bootstrapper.cs'],
        tags: ['performance', 'frame-rate'],
      },
    ),
    m(
      'perf-fps-30',
      'constraint',
      'Low tier devices (DeviceTier.Low: < 4 GB RAM or Mali-G52 class GPU) run at 30 fps to stop thermal throttling; FrameRateService.Boost() bumps to 60 only while cascades and swipes animate, then drops back after 2 s idle.',
      {
        disputes: 'perf-fps-60',
        age: 80,
        files: ['Assets/Scripts/Services/Performance/FrameRateService.cs'],
        tags: ['performance', 'frame-rate', 'device-tier', 'thermal'],
      },
    ),
    m(
      'mem-budget-350',
      'constraint',
      "Memory budget: peak resident memory under 350 MB on the reference low-end device (Galaxy A12, 3 GB), measured with the Memory Profiler after playing 20 levels + opening the event. Above that Android kills us when the player switches to the ad's store page.",
      {
        age: 245,
        tags: ['performance', 'memory', 'android', 'low-end'],
      },
    ),
    m(
      'mem-budget-500',
      'constraint',
      "We budget 500 MB total memory on the min-spec Android phones; QA's A12 test plan fails the build only above that.",
      {
        disputes: 'mem-budget-350',
        age: 105,
        tags: ['performance', 'memory', 'android', 'qa'],
      },
    ),
    m(
      'object-pooling',
      'convention',
      'Tiles, VFX and floating score texts come from pools (TilePool / VfxPool on top of UnityEngine.Pool.ObjectPool<T>). No Instantiate/Destroy during a cascade.',
      {
        age: 395,
        files: ['Assets/Scripts/Game/Pooling/TilePool.cs'],
        tags: ['performance', 'pooling', 'gc'],
      },
    ),
    m(
      'code-style',
      'convention',
      'C# style: .editorconfig at repo root; private fields _camelCase, [SerializeField] private instead of public fields, one class per file named like the file. In hot paths (Update, cascade replay, anything per-tile) no LINQ, no closures capturing locals, no string concatenation; use ListPool<T>.Get() / the pooled collections in Core.',
      {
        age: 480,
        files: ['.editorconfig'],
        tags: ['code-style', 'gc', 'performance'],
      },
    ),
    m(
      'il2cpp-settings',
      'fact',
      'Both platforms build with IL2CPP, Managed Stripping Level High. Android ships ARM64 only (ARMv7 dropped in 3.0), target API 34.',
      {
        fact: 'tidepool | android_abi | ARM64 only',
        age: 345,
        tags: ['il2cpp', 'android', 'build-settings'],
      },
    ),
    m(
      'link-xml',
      'incident',
      'Release-only crash in 3.3: JsonSerializationException "Unable to find a constructor" for the event DTOs, because High stripping removed their constructors (works in editor and dev builds, which don\'t strip as much). Fix and rule: every class Newtonsoft deserializes is [Preserve] or its assembly is listed in Assets/link.xml (LiveOps.Contracts is there). Smoke test a stripped release build before tagging.',
      {
        age: 215,
        files: ['Assets/link.xml'],
        tags: ['il2cpp', 'stripping', 'newtonsoft', 'incident'],
      },
    ),
    m(
      'minsdk',
      'constraint',
      'Android minSdk 24, iOS 15.0 minimum. Raising either needs a product sign-off because it cuts installs in the markets where we buy cheap UA (ID, PH, BR).',
      {
        age: 335,
        tags: ['android', 'ios', 'min-sdk', 'platforms'],
      },
    ),

    // ---------------------------------------------------------------- UI / content
    m(
      'ui-router',
      'fact',
      'Screens are prefabs under Assets/Prefabs/UI/Screens opened with UIRouter.Push<TScreen>(args) (Assets/Scripts/UI/Navigation/UIRouter.cs); they are Addressables, loaded on demand. Popups never open directly: they go through PopupQueue.Enqueue so two popups never stack, priority decides the order (rewards > offers > news).',
      {
        age: 360,
        files: ['Assets/Scripts/UI/Navigation/UIRouter.cs', 'Assets/Scripts/UI/Navigation/PopupQueue.cs'],
        tags: ['ui', 'navigation', 'popups'],
      },
    ),
    m(
      'localization',
      'convention',
      'Texts come from Unity Localization string tables (UI, Events, Tutorial, Store) in Assets/Localization/Tables, keys lowercase dotted like reward_popup.claim_double. No literal text in TMP components; use LocalizeStringEvent or LocalizedString in code. Translators get the CSV export, 12 languages, English is the source.',
      {
        age: 345,
        files: ['Assets/Localization/Tables'],
        tags: ['localization', 'l10n', 'text'],
      },
    ),
    m(
      'lfs',
      'convention',
      'Binary art and audio are in Git LFS (*.png *.psd *.wav *.ogg *.fbx *.ttf, see .gitattributes). Before editing Meta.unity or Game.unity run `git lfs lock Assets/Scenes/Game.unity`; scene conflicts are not merged by hand, the later change is redone on top.',
      {
        age: 510,
        files: ['.gitattributes', 'Assets/Scenes'],
        tags: ['git', 'lfs', 'scenes', 'merge'],
      },
    ),
    m(
      'yaml-merge',
      'workflow',
      'For prefab/asset conflicts use UnityYAMLMerge: `git config --local include.path ../tools/git/unityyamlmerge.gitconfig` once, then `git mergetool`. Works for most prefab conflicts, scenes still follow the lock rule.',
      {
        age: 505,
        files: ['tools/git/unityyamlmerge.gitconfig'],
        tags: ['git', 'merge', 'prefabs'],
      },
    ),
    m(
      'tests',
      'convention',
      'EditMode tests (NUnit) for everything in Core: Assets/Tests/EditMode, asmdef Tidepool.Core.Tests. Every new blocker or booster needs a CascadeSolver test using the BoardFixture string notation ("RGB.X/..."). PlayMode tests are only the smoke suite (boot -> map -> play level 1). CI runs both with game-ci/unity-test-runner@v4 on every PR.',
      {
        age: 375,
        files: ['Assets/Tests/EditMode', 'Assets/Tests/PlayMode'],
        tags: ['tests', 'nunit', 'ci'],
      },
    ),
    m(
      'branching',
      'convention',
      'Trunk based: short feature branches off main, squash merge, one approving review + green checks. Commit and PR titles start with the Jira key (TT-1234: ...). release/x.y branches only get cherry-picked fixes.',
      {
        age: 490,
        tags: ['git', 'process', 'jira'],
      },
    ),

    // ---------------------------------------------------------------- CI / release
    m(
      'ci-cloudbuild',
      'fact',
      'Builds run on Unity Cloud Build, targets android-prod / ios-prod / android-dev, webhooks post results to #builds.',
      {
        age: 420,
        tags: ['ci', 'cloud-build'],
      },
    ),
    m(
      'ci-gameci',
      'decision',
      'We left Unity Build Automation. .github/workflows/build.yml uses game-ci/unity-builder@v4 with the Library folder cached per platform; Android builds on ubuntu-latest, iOS exports the Xcode project on ubuntu and then archives on our self-hosted Mac mini (runner label macos-kelp) with `bundle exec fastlane ios beta`. Unity license comes from the UNITY_LICENSE/UNITY_EMAIL/UNITY_PASSWORD repo secrets. Tag v*.*.* for store builds; main builds dev.',
      {
        supersedes: 'ci-cloudbuild',
        age: 160,
        files: ['.github/workflows/build.yml', 'fastlane/Fastfile'],
        tags: ['ci', 'gameci', 'github-actions', 'fastlane'],
        reason: 'build minutes cost and 40+ min queue times before releases',
      },
    ),
    m(
      'keystore-location',
      'convention',
      'The Android upload keystore is never committed. CI writes it from the ANDROID_KEYSTORE_BASE64 secret and passes ANDROID_KEYSTORE_PASS / ANDROID_KEYALIAS_PASS to unity-builder; the same values are in 1Password under "Tidepool release signing". Locally you only need it for release builds: enter it in Publishing Settings, Unity does not persist the passwords.',
      {
        age: 155,
        files: ['.github/workflows/build.yml'],
        tags: ['android', 'signing', 'keystore', 'ci'],
      },
    ),
    m(
      'playfab-secret-placeholder',
      'convention',
      'tools/playfab-sync (title data + catalog upload) reads the developer secret from the environment only: `PLAYFAB_SECRET: ${{ secrets.PLAYFAB_SECRET_PROD }}` in titledata.yml, `PLAYFAB_SECRET=${PLAYFAB_SECRET}` in .env.example. Prod title data is changed through that workflow (with a PR), not from laptops. The Unity client never holds a secret key, only the title id.',
      {
        age: 150,
        files: ['tools/playfab-sync', '.github/workflows/titledata.yml', 'tools/playfab-sync/.env.example'],
        tags: ['playfab', 'secrets', 'title-data', 'ci'],
      },
    ),
    m(
      'versioning',
      'workflow',
      "bundleVersion (PlayerSettings) is the marketing version x.y.z and is bumped by hand in the release branch. versionCode / CFBundleVersion are set by CI to GITHUB_RUN_NUMBER + 10000 (offset because the Cloud Build numbers had reached 9xxx). Don't touch them locally.",
      {
        age: 158,
        files: ['ProjectSettings/ProjectSettings.asset'],
        tags: ['versioning', 'release', 'ci'],
      },
    ),
    m(
      'release-train',
      'workflow',
      'Release every second Tuesday. release/x.y cut the Monday before, QA signs off on the dev env with prod content. Play staged rollout 5% -> 20% -> 50% -> 100% over ~6 days, halted if crash-free users < 99.5% or user-perceived ANR > 0.47%; iOS goes out as phased release. A halted rollout gets a x.y.z+1 hotfix, we never roll forward with a known crash.',
      {
        age: 140,
        tags: ['release', 'rollout', 'anr', 'crashlytics'],
      },
    ),

    // ---------------------------------------------------------------- preferences / notes
    m(
      'pref-pr-video',
      'preference',
      "For anything visual put a short screen recording (or a gif) in the PR, reviewers won't approve UI changes from screenshots. Also keep PRs under ~400 changed lines when possible, prefab diffs excluded.",
      {
        age: 265,
        tags: ['process', 'code-review'],
      },
    ),
    m(
      'pref-explicit-types',
      'preference',
      'Tomasz prefers explicit types over var when the type is a Unity object or a UniTask, so you can see at a glance what needs disposing/awaiting. var is fine for obvious `new` expressions.',
      {
        age: 230,
        tags: ['code-style'],
      },
    ),
    m(
      'note-spine',
      'note',
      "Characters (Pip the otter, the harbor master) are Spine 4.1 exports. spine-unity must stay on the 4.1 runtime, the artists' Spine editor is 4.1 and 4.2 runtime won't read their exports. Don't accept the upgrade prompt.",
      {
        age: 440,
        files: ['Assets/ThirdParty/Spine'],
        tags: ['spine', 'animation', 'art'],
      },
    ),
    m(
      'note-legacy-events',
      'note',
      'Assets/Legacy/Events2023 is only there because the Halloween 2023 event bundle (still re-run every October) references its prefabs. Leave it alone until the event is rebuilt.',
      {
        age: 380,
        files: ['Assets/Legacy/Events2023'],
        tags: ['legacy', 'events'],
      },
    ),
    m(
      'note-audio',
      'note',
      'Audio import: music Streaming + Vorbis q60, SFX Decompress On Load + ADPCM. Mixer groups Music/SFX/UI in Assets/Audio/Main.mixer, the settings sliders drive exposed params MusicVol/SfxVol (dB, -80 = off).',
      {
        age: 310,
        files: ['Assets/Audio/Main.mixer'],
        tags: ['audio'],
      },
    ),
    m(
      'note-mac-mini',
      'note',
      'the build mac mini (kelp-mini-02) sits in the Lisbon office rack. if the iOS job hangs on "waiting for a runner" it\'s usually asleep after a macOS update, ask Rui to wake it',
      {
        age: 100,
        tags: ['ci', 'ios', 'infra'],
      },
    ),
    m(
      'device-tier',
      'fact',
      'DeviceTier is decided once at boot in DeviceTierService from SystemInfo.systemMemorySize and a GPU name denylist (Assets/Configs/DeviceTierConfig.asset); the Low tier gets URP_Low, half-res particle textures and no background animation on the map.',
      {
        age: 200,
        files: [
          'Assets/Scripts/Services/Performance/DeviceTierService.cs',
          'Assets/Configs/DeviceTierConfig.asset',
        ],
        tags: ['performance', 'device-tier'],
      },
    ),

    // ---------------------------------------------------------------- candidates (agent-proposed, unreviewed)
    m(
      'cand-dotween-all',
      'convention',
      'Use DOTween sequences for all board and UI animations and drop the Animator controllers entirely.',
      {
        candidate: true,
        tags: ['animation', 'dotween'],
      },
    ),
    m(
      'cand-playerprefs-wallet',
      'decision',
      'Keep the coin and gem balances in PlayerPrefs so the wallet works offline and sync to PlayFab later.',
      {
        candidate: true,
        tags: ['economy', 'playerprefs', 'offline'],
      },
    ),
    m(
      'cand-audio-singleton',
      'convention',
      'AudioManager should be a static singleton (AudioManager.Instance) so any script can play a click sound without injection.',
      {
        candidate: true,
        tags: ['audio', 'singletons'],
      },
    ),
    m('cand-photon', 'fact', 'Team events will use Photon Fusion for the shared team progress bar.', {
      candidate: true,
      tags: ['multiplayer', 'events'],
    }),

    // ---------------------------------------------------------------- leaked credentials (must be refused)
    m(
      'secret-adjust-prose',
      'note',
      'marketing asked me to write it down somewhere: the S2S token Adjust gave us for the server-side purchase callbacks, the one that goes into the liveops config and NOT into the client, is 7f3a9c2e1b5d8f4a6c0e2b9d7f1a3c5e — rotate it if this ever leaks',
      {
        secret: '7f3a9c2e1b5d8f4a6c0e2b9d7f1a3c5e',
        tags: ['adjust', 'analytics'],
      },
    ),
    m(
      'secret-keystore',
      'fact',
      'Release signing: keystore tidepool-release.keystore, alias "tidepool". Keystore pass and key pass are the same: Kelp!Tide#2023rls',
      {
        secret: 'Kelp!Tide#2023rls',
        tags: ['android', 'signing'],
      },
    ),
    m(
      'secret-play-json',
      'note',
      'Play Console service account for fastlane supply (paste into fastlane/play-key.json): { "type": "service_account", "project_id": "tidepool-prod-41a2", "private_key_id": "4c1e8f0a7b2d93e6c5f1a08b7d4e2c9f61a3b5d7", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDR3kzq7Xv2hLp9wTcM4fYb8sQ1nGk5JvRe0aUo\\n-----END PRIVATE KEY-----\\n", "client_email": "fastlane-supply@tidepool-prod-41a2.iam.gserviceaccount.com" }',
      {
        secret: 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDR3kzq7Xv2hLp9wTcM4fYb8sQ1nGk5JvRe0aUo',
        tags: ['fastlane', 'google-play'],
      },
    ),
    m(
      'secret-playfab-const',
      'note',
      'temp hack in Assets/Scripts/Editor/TitleDataUploader.cs until playfab-sync handles catalogs: `public static class PlayFabAdminKeys { public const string TitleId = "9C4D2"; public const string DeveloperSecretKey = "K7P3XQ9ZW1M4RB8NYT6JH2DF5CVE0GSALU3OIK9QW7ERT2"; }` (editor only, not in the build)',
      {
        secret: 'K7P3XQ9ZW1M4RB8NYT6JH2DF5CVE0GSALU3OIK9QW7ERT2',
        files: ['Assets/Scripts/Editor/TitleDataUploader.cs'],
        tags: ['playfab', 'editor'],
      },
    ),
    m(
      'secret-liveops-env',
      'fact',
      'services/liveops/.env on the staging box: ConnectionStrings__LiveOps=Host=tidepool-liveops-stg.postgres.database.azure.com;Database=liveops;Username=liveops_app;Password=Qv8!rT2mLx#47ops;SslMode=Require',
      {
        secret: 'Qv8!rT2mLx#47ops',
        files: ['services/liveops/.env'],
        tags: ['liveops', 'postgres', 'staging'],
      },
    ),
    m(
      'secret-runner-pat',
      'note',
      'kelp-mini-02 runner re-registration, expires march: ghp_R4nX8kT2vL9qW3zP7mB1cY5dH6jF0sG2aE8u',
      {
        secret: 'ghp_R4nX8kT2vL9qW3zP7mB1cY5dH6jF0sG2aE8u',
        tags: ['ci', 'runner'],
      },
    ),
    m(
      'secret-pt-vnc',
      'note',
      'Acesso VNC ao Mac mini de build: utilizador ci, a palavra-passe é Marea_2024!kelp — não partilhem fora da equipa, por favor.',
      {
        secret: 'Marea_2024!kelp',
        tags: ['ci', 'infra'],
      },
    ),
  ],
  sessions: [
    {
      id: 'unity-game-session-1',
      age: 3,
      turns: [
        said(
          'ok so im starting on the lighthouse rush event today. first thing: all event art goes into its own Events_Remote label, nothing event related in Core_Local anymore, the base build has to stay under 150 mb for UA',
          { key: 's-event-art-remote', type: 'constraint' },
        ),
        replied(
          'Understood. I can create an `event_lighthouse` label in Events_Remote and move the banner, the map decoration and the reward chest prefab there. Want me to also add a download size check to the build script?',
        ),
        said(
          'nah not now, maybe later. can u make the banner pulse a bit on the map tho, like a slow scale thing',
        ),
        replied(
          "Sure, a 1.0 -> 1.05 scale loop every 1.2 s with an ease-in-out. I'll put it on the banner prefab as a small component.",
        ),
        said(
          'also we decided in standup the event leaderboard comes from the liveops service, NOT playfab statistics. the playfab leaderboard reset versions were a nightmare last time',
          { key: 's-event-leaderboards', type: 'decision' },
        ),
        replied(
          'Got it. So the client should call something like GET /v1/events/{id}/leaderboard?top=100 on the live-ops service?',
        ),
        said('yeah something like that, jonas is adding it'),
        said(
          'and every event needs a kill switch: the client checks the `events_disabled` array in title data before it shows the event button or sends anything for that event id. no kill switch no merge',
          { key: 's-event-killswitch', type: 'convention' },
        ),
        said(
          'if u need to poke the staging api the admin token is lo_stg_9b2e7d41c8a05f36e1d4 just dont commit it lol',
          { secret: 'lo_stg_9b2e7d41c8a05f36e1d4' },
        ),
        replied(
          "I won't store or commit it. I'll read it from an environment variable if I need to call the staging API.",
        ),
        said(
          'one more rule: liveops calls go through LiveOpsClient with a 10s timeout, max 2 retries for GETs and claims (same grantId), and score submits are never retried automatically',
          { key: 's-liveops-retries', type: 'decision' },
        ),
        said('cool thx, thats it for now'),
      ],
    },
  ],
  prompts: [
    p('add a popup for the daily login streak reward, it should show when the map opens', [
      'ui-router',
      'idempotent-grants',
      'localization',
    ]),
    p('create a ShopInstaller (zenject) so ShopService and the offer timer get bound in the meta scene', [
      'di-vcontainer',
    ]),
    p('Resources.Load<TextAsset>("Levels/level_0420") returns null on device but it works in the editor??', [
      'assets-addressables',
      'level-format',
    ]),
    p(
      'getting this since i pulled main:\n\nInvalidOperationException: You are attempting to read Input using the UnityEngine.Input class, but you have switched active Input handling to Input System package in Player Settings.\nTidepool.Game.Input.BoardInput.Update () (at Assets/Scripts/Game/Input/BoardInput.cs:42)',
      ['input-system'],
    ),
    p('where do i change the cloud build config for the ios target, need xcode 16 for the new sdk', [
      'ci-gameci',
    ]),
    p(
      'i opened the project in 2022.3.21f1 cause thats what i had installed and now everything is pink and the renderer asset says missing, what do',
      ['unity-6'],
    ),
    p('ironsource rewarded video callback never fires on android 14, players dont get the coins', [
      'ads-max',
      'rewarded-ads',
    ]),
    p(
      '@Assets/Scripts/Services/Auth/LoginFlow.cs rewrite this, the yield return new WaitUntil stuff is ugly and leaks when the scene unloads',
      ['async-unitask'],
    ),
    p('QA says the galaxy a12 gets really hot after 10 min of play, can we cap the fps on weak phones', [
      'perf-fps-60',
      'perf-fps-30',
      'device-tier',
    ]),
    p(
      'memory profiler shows ~410MB resident on the A12 after 20 levels + event, is that ok or do i need to dig',
      ['mem-budget-350', 'mem-budget-500'],
    ),
    p('product asks in slack how often we show interstitials right now, what do i tell them', [
      'ads-interstitial-3',
      'ads-interstitial-lvl15',
    ]),
    p(
      'the hearts timer shows 30:00 but the QA test case says a life comes back every 20 min. which one is a bug',
      ['hearts-30', 'hearts-20', 'remote-overrides'],
    ),
    p("Game.unity conflicts with kenji's branch after the rebase, how do i resolve it", [
      'lfs',
      'yaml-merge',
    ]),
    p(
      'some players in spring tide say they got the chest 3-4 times after their wifi dropped, is that bug back??',
      ['idempotent-grants', 'incident-double-grant', 's-liveops-retries'],
    ),
    p('add a new event type "Treasure Dive" where players collect pearls for milestone rewards', [
      'liveops-schema',
      's-event-killswitch',
      's-event-art-remote',
    ]),
    p(
      'release apk only:\nJsonSerializationException: Unable to find a constructor to use for type Tidepool.LiveOps.Contracts.EventRewardDto. A class should either have a default constructor, one constructor with arguments or a constructor marked with the JsonConstructor attribute.\n  at Newtonsoft.Json.Serialization.JsonSerializerInternalReader.CreateNewObject',
      ['link-xml'],
    ),
    p('when the starter pack is bought just add 500 gems in ProcessPurchase and return Complete', [
      'iap-validation',
      'economy-currencies',
    ]),
    p('starter_pack_v2 got deleted in app store connect by mistake, can i recreate it with the same id?', [
      'iap-product-ids',
    ]),
    p(
      'level 1203 is impossible after the last balancing, mara fixed it. can we get it to players this week without a store release',
      ['addr-content-update', 'incident-addressables-catalog', 'level-format'],
    ),
    p("after yesterday's content push a bunch of players are stuck at 97% on the loading screen", [
      'incident-addressables-catalog',
      'addr-content-update',
    ]),
    p(
      '@Assets/Scripts/Core/Board/CascadeSolver.cs use UnityEngine.Random.Range for the refill colors, the current random thing is overkill',
      ['board-logic-pure', 'score-validation', 'asmdefs'],
    ),
    p('write tests for the new jellyfish blocker (it eats one adjacent tile per turn)', [
      'tests',
      'board-logic-pure',
    ]),
    p('tile drops get choppy on big cascades, deep profile shows GC.Alloc spikes in BoardView.PlayEvents', [
      'object-pooling',
      'code-style',
    ]),
    p(
      'i changed heartRefillSeconds in EconomyConfig during play mode to test and now git shows the asset as modified?? also the value on device is different from the asset anyway',
      ['so-configs', 'remote-overrides'],
    ),
    p('QA: tester switched to a new android phone, was on level 340, now starts at level 1', [
      'playfab-login',
      'save-system',
    ]),
    p('add streakDays and lastStreakClaimUtc to SaveData', ['save-migrations', 'save-system']),
    p('ATT popup shows up on the very first launch on iOS before anything else, is that intended?', [
      'att-consent',
    ]),
    p('ok 3.9 is ready, how do we get it out on android', ['release-train', 'versioning', 'ci-gameci']),
    p(
      'android job on CI fails: "Keystore was tampered with, or password was incorrect" at the signing step, nothing changed on our side',
      ['keystore-location', 'ci-gameci'],
    ),
    p(
      'need to push new title data to prod from my machine real quick, where do i get the secret key for playfab-sync',
      ['playfab-secret-placeholder'],
    ),
    p('the aab is suddenly ~40 MB bigger since the lighthouse merge, whats going on', [
      's-event-art-remote',
      'assets-addressables',
    ]),
    p('show top 100 for the lighthouse rush event, just use PlayFabClientAPI.GetLeaderboard', [
      's-event-leaderboards',
    ]),
    p('the event countdown is wrong for a user who set his phone clock forward a day', [
      'live-events-calendar',
    ]),
    p('ANR rate went to 0.55% in the 3.8 rollout, traces all point at SaveService.OnApplicationPause', [
      'incident-anr-save',
      'release-train',
    ]),
    p(
      'BoosterButton needs to play the click sound, just grab the AudioManager with FindObjectOfType in Start()',
      ['no-find', 'di-vcontainer'],
    ),
    p('whats the difference between a record struct and a readonly struct in c#', []),
    p('rename `tmp` in this method to something that makes sense', []),
    p('how does Span<T> avoid allocations', []),
    p('git command to undo my last commit but keep the changes staged?', []),
    p('ty that worked', []),
  ],
});
