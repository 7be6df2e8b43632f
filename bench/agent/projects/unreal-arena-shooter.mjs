// Voltline, Kestrel Forge's 4v4 hero arena shooter: UE 5.4 source build, C++ GAS + Blueprints, Linux dedicated servers on Agones, EOS/Steam, Perforce + Horde, PC/PS5/Xbox.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'unreal-arena-shooter',
  stack:
    'Unreal Engine 5.4.4 source build (C++20, Arena runtime module + ArenaEditor + ArenaOnline plugin), Gameplay Ability System (ASC on PlayerState, lag-compensated hitscan, predicted projectiles), custom CharacterMovementComponent saved moves, ReplicationGraph + push model (Iris off), Enhanced Input, CommonUI, Niagara, Wwise, Linux dedicated servers in Docker on Agones/GKE with PlayFab matchmaking, EOS (OSS v1 + EOSPlus: lobbies, RTC voice, Easy Anti-Cheat), Steamworks, Perforce Helix Core streams + UnrealGameSync + RoboMerge, Horde + BuildGraph + UBA, IoStore/pak signing, Win64/PS5/XSX (console NDA), Backtrace crash reporting, automation specs + functional tests + Gauntlet, Crowdin localisation',
  memories: [
    m(
      'game-overview',
      'fact',
      'Voltline: 4v4 hero arena shooter (modes Control + TDM, ranked from season 1), Kestrel Forge, Kraków, ~20 people. UE project = //Voltline/Main/Arena/Arena.uproject, runtime module Arena, editor module ArenaEditor, online stuff in Plugins/ArenaOnline. People: Marek Zieliński (tech director, GAS/gameplay), Aisha Bello (netcode, London), Asia Krawiec (build & release: P4, Horde), Oskar Nowicki (online/backend: EOS, PlayFab, Agones), Lena Vogel (lead tech designer, Berlin, owns the Blueprint side + tuning), Haruto Mori (tech art: Niagara, perf), Camila Reyes (QA automation, remote from CDMX), Zofia Lis (producer: loc, console submissions). Steam closed beta since May 2025; PS5 + Xbox Series at 1.0.',
      {
        fact: 'voltline | genre | 4v4 hero arena shooter',
        age: 420,
        reaffirm: 20,
        tags: ['overview', 'team', 'product'],
        canonical: true,
      },
    ),
    m(
      'engine-53',
      'fact',
      'engine = UE 5.3.2 from the Epic launcher, everyone on the same hotfix. dont open the project in a 5.4 preview, anything saved in 5.4 wont load back in 5.3.',
      { fact: 'voltline | engine_version | 5.3.2', age: 340, tags: ['engine', 'version', 'unreal'] },
    ),
    m(
      'module-layout',
      'fact',
      'Source/Arena/ layout: Abilities/ (ability classes, Tasks/, Executions/, AttributeSets/, Heroes/<Hero>/), Character/ (AArenaCharacter, UArenaCharacterMovementComponent), Weapons/, Net/ (lag comp, repgraph, net version), Game/ (GameMode, GameState, PlayerState, match flow), UI/ (CommonUI base classes). Online code is NOT in the module, it lives in Plugins/ArenaOnline. Tests: Source/ArenaTests (editor-only module). Server target: Source/ArenaServer.Target.cs.',
      {
        age: 380,
        files: ['Source/Arena/Arena.Build.cs', 'Source/ArenaServer.Target.cs'],
        tags: ['layout', 'modules', 'structure', 'cpp'],
      },
    ),
    m(
      'cpp-style',
      'convention',
      "C++: Epic coding standard + ours. Arena prefix on every type (AArenaWeapon, UArenaAbilitySystemComponent, FArenaHitConfirm), one class per file, file named after the class without the A/U/F letter (ArenaWeapon.h). TObjectPtr<> for UPROPERTY pointers, no `auto` except iterators/lambdas, forward declare in headers, IWYU enforced (bEnforceIWYU in Arena.Build.cs). Don't include Engine.h / EngineMinimal.h, ever.",
      { age: 370, files: ['Source/Arena/Arena.Build.cs'], tags: ['cpp', 'style', 'naming', 'iwyu'] },
    ),
    m(
      'asset-naming',
      'convention',
      "asset prefixes, the ArenaEditor content validator refuses the save otherwise: BP_ blueprint, WBP_ widget, ABP_ anim bp, AM_ montage, GA_ ability, GE_ effect, GC_ gameplay cue, NS_/NE_ niagara system/emitter, M_/MI_ material/instance, T_ texture with suffix (_D _N _ORM _M), SK_/SM_ meshes, IA_/IMC_ input, DA_ data asset, DT_ datatable, CT_ curve table, ST_ string table, L_ levels, FTEST_ functional test maps. PascalCase after the prefix, skin variants as suffix (MI_Vesper_Body_Neon). no spaces, no 'Copy', no '_final', no '_new'.",
      {
        age: 360,
        reaffirm: 40,
        files: ['Source/ArenaEditor/Validation/ArenaAssetNameValidator.cpp'],
        tags: ['assets', 'naming', 'content', 'validator'],
        canonical: true,
      },
    ),
    m(
      'content-layout',
      'convention',
      'everything under Content/Arena/, nothing at the Content/ root (marketplace packs get migrated into Content/Arena/ThirdParty/<Pack> and cleaned up). Feature folders: Heroes/<Hero>/ (Abilities, Cues, VFX, Meshes, Materials), Weapons/<Weapon>/, Maps/<Map>/, UI/, Input/, Data/, VFX/, Tests/. Content/Developers/<you> is your sandbox and is in DirectoriesToNeverCook: real content must never reference anything in Developers.',
      { age: 355, tags: ['content', 'folders', 'layout', 'assets'] },
    ),
    m(
      'asc-on-character',
      'fact',
      'ASC lives on AArenaCharacter: UArenaAbilitySystemComponent created in the ctor, replication mode Full, abilities granted in PossessedBy on the server.',
      { age: 350, files: ['Source/Arena/Character/ArenaCharacter.cpp'], tags: ['gas', 'asc', 'character'] },
    ),
    m(
      'p4-typemap',
      'constraint',
      "Typemap w P4: binary+l na .uasset, .umap, .fbx, .wav, .png — exclusive checkout. Nigdy 'Make Writable' na uassecie żeby edytować bez checkoutu: ktoś inny ma lock i jedno z was traci robotę, binarek się nie zmerguje. Jak edytor mówi że plik jest checked out przez kogoś innego, pingnij tę osobę, nie forsuj.",
      { age: 350, tags: ['perforce', 'p4', 'typemap', 'locking', 'assets'] },
    ),
    m(
      'enhanced-input',
      'convention',
      'Input is Enhanced Input only. Actions IA_* in Content/Arena/Input/Actions, contexts IMC_Default_KBM, IMC_Default_Gamepad, IMC_Spectator. Abilities bind via input tags: DA_InputConfig maps IA_ -> InputTag.Ability.Primary / .Secondary / .Ultimate etc, UArenaInputComponent::BindAbilityActions routes them into the ASC. No ActionMappings/AxisMappings in DefaultInput.ini, no BindAction by FName.',
      {
        age: 340,
        files: [
          'Content/Arena/Input/DA_InputConfig.uasset',
          'Source/Arena/Character/ArenaInputComponent.cpp',
          'Config/DefaultInput.ini',
        ],
        tags: ['input', 'enhanced-input', 'abilities'],
      },
    ),
    m(
      'build-jenkins',
      'fact',
      'build farm = Jenkins (jenkins.kestrelforge.internal). jobs: Voltline-CI compiles editor+game on every CL, Voltline-Nightly cooks and packages Win64. scripts are the .bat files in Build/Jenkins/.',
      { age: 330, files: ['Build/Jenkins/'], tags: ['ci', 'jenkins', 'build'] },
    ),
    m(
      'secret-jenkins-trigger',
      'note',
      'to kick a nightly by hand from a script (the UI button needs admin): curl -X POST "https://asia:110149dc646e05776b5c12df3c82ddd40a@jenkins.kestrelforge.internal/job/Voltline-Nightly/buildWithParameters?CL=41200" — that is my api token, ask before you use it',
      { secret: '110149dc646e05776b5c12df3c82ddd40a', age: 325, tags: ['ci', 'jenkins', 'build'] },
    ),
    m(
      'loc-text',
      'convention',
      'Player-facing text = FText only. C++: LOCTEXT with LOCTEXT_NAMESPACE "Arena.<Area>", or string tables ST_ in Content/Arena/Localization/StringTables. Format with FText::Format and named args ({Killer} eliminated {Victim}), numbers with FText::AsNumber. Never FString concatenation / Printf / FText::FromString for anything a player reads: it skips the gather and breaks Polish and German word order.',
      {
        age: 320,
        reaffirm: 35,
        tags: ['localisation', 'ftext', 'ui', 'strings'],
      },
    ),
    m(
      'cl-format',
      'convention',
      'CL description: first line `[Area] what changed` (Abilities, Net, Online, Weapons, UI, Build, Content, Server...), then a line on why, then `#jira VOLT-1234` and `#rb <reviewer>`. Swarm review is required for anything under Source/ or Plugins/. `#rb none` only for content-only CLs. Add `#robomerge Release-x.y` if it has to go down to a release stream.',
      { age: 320, reaffirm: 5, tags: ['perforce', 'changelist', 'review', 'process'] },
    ),
    m(
      'server-tick-30',
      'fact',
      'dedicated servers tick at 30Hz (NetServerMaxTickRate=30), clients send moves at 60',
      { fact: 'arenaserver | tick_rate | 30', age: 320, tags: ['server', 'netcode', 'tickrate'] },
    ),
    m(
      'hosting-playfab',
      'fact',
      'Dedicated servers are on PlayFab Multiplayer Servers: a Linux container build per CL uploaded by the nightly, regions NorthEurope, EastUS, BrazilSouth, standby 10/region. The PlayFab matchmaking queues ranked_4v4 and quick_4v4 request a server directly.',
      { fact: 'arenaserver | hosting | playfab mps', age: 310, tags: ['server', 'hosting', 'playfab'] },
    ),
    m(
      'gameplay-tags',
      'convention',
      'Gameplay tags: native tags in Source/Arena/ArenaGameplayTags.h/.cpp (UE_DECLARE_GAMEPLAY_TAG_EXTERN + UE_DEFINE_GAMEPLAY_TAG_COMMENT). Roots: Ability., InputTag., State., Status. (debuffs: Status.Stun, Status.Slow), Cooldown., Data. (SetByCaller magnitudes), Event., GameplayCue., Cheat. Designers may add leaf tags in Config/Tags/ArenaDesignTags.ini, but any tag C++ checks must be native, no RequestGameplayTag("...") string lookups in code.',
      {
        age: 310,
        files: [
          'Source/Arena/ArenaGameplayTags.h',
          'Source/Arena/ArenaGameplayTags.cpp',
          'Config/Tags/ArenaDesignTags.ini',
        ],
        tags: ['gas', 'gameplay-tags', 'tags'],
      },
    ),
    m(
      'attribute-sets',
      'fact',
      'AttributeSets (Source/Arena/Abilities/AttributeSets/): UArenaHealthSet (Health, MaxHealth, Shield, MaxShield, Overheal), UArenaCombatSet (meta attrs IncomingDamage / IncomingHealing, never replicated, consumed in PostGameplayEffectExecute), UArenaMovementSet (MoveSpeedMultiplier). PreAttributeChange only clamps what queries see, the real Health clamp is in PostGameplayEffectExecute. Replicated attrs use REPNOTIFY_Always + GAMEPLAYATTRIBUTE_REPNOTIFY in the OnRep.',
      {
        age: 300,
        files: [
          'Source/Arena/Abilities/AttributeSets/ArenaHealthSet.cpp',
          'Source/Arena/Abilities/AttributeSets/ArenaCombatSet.cpp',
        ],
        tags: ['gas', 'attributes', 'attributeset'],
      },
    ),
    m(
      'damage-pipeline',
      'convention',
      'ALL damage goes through a GE: GE_Damage_Generic (or a child) with SetByCaller Data.Damage, executed by UArenaDamageExecution (Source/Arena/Abilities/Executions/ArenaDamageExecution.cpp): falloff from CT_WeaponFalloff, headshot multiplier by Data.HitZone.Head, shield first then health, armor. Nobody calls SetHealth / SetNumericAttributeBase / ApplyModToAttribute for damage, not in C++ and not in BP. Kill credit, assists, hit markers, damage numbers and ult charge all hang off that execution — bypass it and they silently disappear.',
      {
        age: 290,
        reaffirm: 12,
        files: [
          'Source/Arena/Abilities/Executions/ArenaDamageExecution.cpp',
          'Content/Arena/Shared/Effects/GE_Damage_Generic.uasset',
        ],
        tags: ['gas', 'damage', 'gameplay-effect', 'execution', 'combat'],
        canonical: true,
      },
    ),
    m(
      'crash-sentry',
      'fact',
      'crash reporting: Sentry, sentry-unreal plugin 0.14 in Plugins/Sentry, project kestrelforge/voltline. DSN in DefaultEngine.ini [/Script/Sentry.SentrySettings]. symbols go up with sentry-cli at the end of the Jenkins nightly.',
      {
        age: 300,
        files: ['Plugins/Sentry/', 'Config/DefaultEngine.ini'],
        tags: ['crash', 'sentry', 'symbols'],
      },
    ),
    m(
      'secret-sentry-token',
      'note',
      'sentry-cli kept failing with 401 on the nightly agent, the org token had been rotated. new one is in the agent env now: SENTRY_AUTH_TOKEN=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 (same one works locally for debug-files upload)',
      {
        secret:
          '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',
        age: 295,
        tags: ['crash', 'sentry', 'ci', 'symbols'],
      },
    ),
    m(
      'p4-stream-dev',
      'fact',
      'Gameplay programmers work in //Voltline/Dev-Gameplay and copy up to //Voltline/Main every Tuesday after the smoke test. Designers and art submit straight to Main.',
      { age: 300, tags: ['perforce', 'streams', 'branching'] },
    ),
    m(
      'bp-boundaries',
      'convention',
      'C++ base / BP child split: gameplay logic lives in C++, BP children carry data, asset refs and cosmetic hooks (BlueprintImplementableEvent K2_On...). No logic in Level Blueprints (only the cinematics in L_FrontEnd). Tick is off by default in our base classes (PrimaryActorTick.bStartWithTickEnabled = false); a designer who needs tick asks first, usually a timer or an event does it.',
      { age: 330, reaffirm: 60, tags: ['blueprints', 'designers', 'architecture', 'tick'] },
    ),
    m(
      'console-nda',
      'constraint',
      'Console NDA: PS5/Xbox specific code only in Platforms/PS5/ and Platforms/XSX/ (and Engine/Platforms/...), restricted P4 paths, group kf-console. Nothing console-SDK goes into shared code, VOLT Jira (externals can read it, console bugs go to VOLTC), Backtrace attachments shared outside, Discord, forums, UDN posts from personal accounts, or anywhere public: no SDK headers or snippets, no devkit details, no TRC/XR text quoted. Shared code branches on UE_ARENA_CONSOLE (defined in Arena.Build.cs) or platform ini values, never #include of an SDK header outside Platforms/.',
      {
        age: 280,
        reaffirm: 40,
        files: ['Platforms/PS5/', 'Platforms/XSX/', 'Source/Arena/Arena.Build.cs'],
        tags: ['console', 'nda', 'ps5', 'xbox', 'security'],
        canonical: true,
      },
    ),
    m(
      'ability-policies',
      'convention',
      'UArenaGameplayAbility defaults: InstancingPolicy InstancedPerActor (NonInstanced is on its way out, PerExecution allocates on every use), NetExecutionPolicy LocalPredicted for anything triggered by player input, ServerInitiated for passives and event-triggered ults, ServerOnly for bot-only stuff. Our ActivationPolicy on the base class: OnInputTriggered / WhileInputActive / OnSpawn.',
      {
        age: 280,
        files: ['Source/Arena/Abilities/ArenaGameplayAbility.h'],
        tags: ['gas', 'abilities', 'prediction', 'instancing'],
      },
    ),
    m(
      'prediction-limits',
      'constraint',
      'what GAS predicts and what it doesnt: predicted = GEs applied inside ActivateAbility with the prediction key, montages via PlayMontageAndWait, cues, tags from those GEs. NOT predicted: GE removal, attribute changes outside a GE, anything after a WaitDelay / async callback (the prediction window is closed — open a new one with WaitNetSync or FScopedPredictionWindow), spawning actors. Damage is never predicted: server applies it, client only plays the hit-marker cue when the server confirms.',
      { age: 270, reaffirm: 25, tags: ['gas', 'prediction', 'netcode', 'abilities'] },
    ),
    m(
      'match-flow',
      'fact',
      'Match flow: AArenaGameMode (server) + AArenaGameState (replicated). Custom match states in Source/Arena/Game/ArenaMatchState.h: WarmUp (30 s) -> InProgress -> Overtime -> PostMatch -> LeavingMap. Modes are GameMode subclasses (BP_GM_Control, BP_GM_TDM) configured by DA_GameModeSettings_*; match length / score limit come from the DA, the [/Script/Arena.ArenaGameSettings] values in DefaultGame.ini are only PIE fallbacks. Match timer is replicated on the GameState (RemainingTime + ServerWorldTime).',
      {
        age: 270,
        files: [
          'Source/Arena/Game/ArenaGameMode.cpp',
          'Source/Arena/Game/ArenaGameState.cpp',
          'Source/Arena/Game/ArenaMatchState.h',
          'Config/DefaultGame.ini',
        ],
        tags: ['gamemode', 'match', 'gamestate', 'flow'],
      },
    ),
    m(
      'eos-oss',
      'fact',
      'Online = OnlineSubsystemEOS (OSS v1) with EOSPlus: Steam as the platform OSS on PC, native OSS on PS5/XSX. Lobbies, presence, voice and anti-cheat through EOS; Steam only for auth tickets, friends overlay, achievements. We do NOT use the OnlineServices (v2) plugins, all wrappers in Plugins/ArenaOnline assume the v1 interfaces.',
      {
        age: 270,
        files: ['Plugins/ArenaOnline/', 'Config/DefaultEngine.ini'],
        tags: ['online', 'eos', 'oss', 'steam'],
      },
    ),
    m(
      'weapon-data',
      'convention',
      "Weapon stats are data: UArenaWeaponDefinition data assets (DA_Weapon_<Name> in Content/Arena/Weapons/<Name>/), falloff curves in CT_WeaponFalloff (one row per weapon), per-weapon tuning in DT_WeaponTuning, recoil pattern in the DA. C++ only reads from the definition; a hardcoded damage / RPM / spread number in C++ doesn't pass review. Lena tunes all of it without an engineer.",
      {
        age: 280,
        files: [
          'Source/Arena/Weapons/ArenaWeaponDefinition.h',
          'Content/Arena/Data/Weapons/DT_WeaponTuning.uasset',
          'Content/Arena/Data/Weapons/CT_WeaponFalloff.uasset',
        ],
        tags: ['weapons', 'data', 'tuning', 'design'],
      },
    ),
    m(
      'live-coding',
      'constraint',
      "Live Coding yes, Hot Reload no (off for everyone via DefaultEditorPerProjectUserSettings.ini). Live Coding can't handle layout changes: new UPROPERTY/UFUNCTION, changed USTRUCT members, new UCLASS. close the editor and build from the IDE, otherwise you get REINST_ classes and BPs that 'could not be loaded because it derives from an invalid class' and you end up re-parenting by hand.",
      {
        age: 260,
        files: ['Config/DefaultEditorPerProjectUserSettings.ini'],
        tags: ['editor', 'live-coding', 'hot-reload', 'blueprints'],
      },
    ),
    m(
      'cooldowns',
      'convention',
      "cooldowns: one generic GE_Cooldown_Duration, SetByCaller Data.Cooldown + the ability's Cooldown.Ability.<Name> tag granted dynamically (UArenaGameplayAbility::GetCooldownTags / ApplyCooldown, Lyra style). seconds come from the hero's DA_Hero_<Name> ability entry, not hardcoded in C++ or in the GE. HUD gets the remaining time from UArenaAbilitySystemComponent::GetCooldownRemainingForTag.",
      {
        age: 260,
        files: [
          'Source/Arena/Abilities/ArenaGameplayAbility.cpp',
          'Source/Arena/Abilities/ArenaAbilitySystemComponent.cpp',
        ],
        tags: ['gas', 'cooldown', 'abilities', 'hud'],
      },
    ),
    m(
      'gameplay-cues',
      'convention',
      'Cosmetics only through GameplayCues: GC_ assets in Content/Arena/Heroes/<Hero>/Cues/ or Content/Arena/Shared/Cues/. Ability C++ never spawns Niagara or posts audio itself and never uses a multicast RPC for effects. Static cue notifies unless it has to persist (Actor cue). GameplayCueNotifyPaths in DefaultGame.ini only lists those folders so the cue manager doesnt scan the whole Content dir at startup.',
      { age: 250, files: ['Config/DefaultGame.ini'], tags: ['gas', 'gameplay-cue', 'vfx', 'audio'] },
    ),
    m(
      'niagara-effect-types',
      'constraint',
      'every NS_ needs an Effect Type: EFT_Weapon, EFT_Ability, EFT_Impact, EFT_Ambient (Content/Arena/VFX/EffectTypes/). scalability + significance culling live on the effect type; an NS without one gets flagged by the validator and on PS5 it is never culled. impacts/muzzle flashes spawn pooled (ENCPoolMethod::AutoRelease).',
      {
        age: 250,
        files: ['Content/Arena/VFX/EffectTypes/'],
        tags: ['niagara', 'vfx', 'performance', 'scalability'],
      },
    ),
    m(
      'ddc',
      'fact',
      'DDC: local Zen server (5.4 default) + Horde cloud DDC, namespace voltline.ddc, configured in Config/DefaultEngine.ini [StorageServers]. From home you need the VPN, otherwise the editor falls back to local only and the first open takes ~40 min of shader compiles.',
      { age: 260, files: ['Config/DefaultEngine.ini'], tags: ['ddc', 'zen', 'editor', 'shaders'] },
    ),
    m(
      'perf-targets',
      'constraint',
      'perf targets: PS5/XSX 60 fps locked (120 Hz mode = stretch goal), Series S 60 with dynamic res, PC min spec GTX 1660 1080p Medium 60. Game thread budget 8 ms on PS5 in a full 4v4 fight (stat unit), render thread 9 ms. A server hitch > 50 ms in the Gauntlet bot match fails the nightly.',
      { age: 250, reaffirm: 20, tags: ['performance', 'budget', 'console', 'fps'] },
    ),
    m(
      'automation-tests',
      'convention',
      'C++ tests live in Source/ArenaTests (editor-only module). Old ones IMPLEMENT_SIMPLE_AUTOMATION_TEST, new ones spec style (BEGIN_DEFINE_SPEC). Names Arena.<Area>.<What>, flags EAutomationTestFlags::EditorContext | EAutomationTestFlags::ProductFilter. Run: UnrealEditor-Cmd.exe Arena.uproject -ExecCmds="Automation RunTests Arena.;Quit" -unattended -nullrhi -nosplash -log. Horde Incremental runs Arena.* on every CL.',
      { age: 250, files: ['Source/ArenaTests/'], tags: ['tests', 'automation', 'spec', 'ci'] },
    ),
    m(
      'cvar-convention',
      'convention',
      'our cvars: prefix arena. (arena.LagComp.MaxRewindMs, arena.Debug.ShowHitboxes, arena.Feature.<Name> for feature flags), TAutoConsoleVariable / FAutoConsoleVariableRef in the .cpp that uses them, help text mandatory. anything that changes gameplay or shows hidden info = ECVF_Cheat so it is gone in Shipping. defaults that differ per platform go in the device profiles, not in code.',
      { age: 240, tags: ['cvars', 'config', 'cheats', 'convention'] },
    ),
    m(
      'asc-on-playerstate',
      'decision',
      'ASC started out on the character; we moved it to AArenaPlayerState so cooldowns, ult charge and passive GEs survive death and respawn. The character is only the avatar: InitAbilityActorInfo(PlayerState, Character) in PossessedBy (server) AND in OnRep_PlayerState (owning client). Miss the client one and the client has no avatar: local prediction quietly does nothing and every ability waits a round trip. Replication mode Mixed, PlayerState NetUpdateFrequency 100.',
      {
        supersedes: 'asc-on-character',
        age: 240,
        reaffirm: 30,
        fact: 'ability system component | owner | AArenaPlayerState',
        files: ['Source/Arena/Game/ArenaPlayerState.cpp', 'Source/Arena/Character/ArenaCharacter.cpp'],
        tags: ['gas', 'asc', 'playerstate', 'respawn', 'prediction'],
        reason: 'ult charge and cooldowns were reset on every death; respawn re-granted all abilities',
      },
    ),
    m(
      'cmc-saved-moves',
      'constraint',
      "Movement abilities (sprint, slide, dash, wall stuff) run in UArenaCharacterMovementComponent via FSavedMove_Arena + compressed flags (FLAG_Custom_0 sprint, _1 slide, _2 dash, _3 crouch-jump), NOT via GAS root motion tasks — root motion sources desync above ~120 ms and the client rubber-bands. GA_Dash only does cost/cooldown/cue and sets the flag, the CMC does the actual move. There are only 4 custom flags and they're all taken.",
      {
        age: 240,
        files: [
          'Source/Arena/Character/ArenaCharacterMovementComponent.cpp',
          'Source/Arena/Character/ArenaSavedMove.h',
        ],
        tags: ['movement', 'cmc', 'prediction', 'netcode', 'abilities'],
      },
    ),
    m(
      'steam-appids',
      'fact',
      'Steam AppID 2794410 (Voltline), playtest app 2794430, dedicated server tool app 2794440 (unused since we left PlayFab). SteamDevAppId=2794410 in DefaultEngine.ini; steam_appid.txt only in dev output, the BuildGraph Stage Steam node deletes it.',
      { age: 240, files: ['Config/DefaultEngine.ini'], tags: ['steam', 'appid', 'platform'] },
    ),
    m(
      'iris-off',
      'decision',
      'Iris stays OFF: net.Iris.UseIrisReplication=0 and bUseIris = false in Arena.Target.cs / ArenaServer.Target.cs. Aisha tried it on 5.4: the active-GE fast array lost deltas under packet loss and our ReplicationGraph has no Iris equivalent. Look again after 5.5, not before.',
      {
        age: 230,
        files: ['Source/Arena.Target.cs', 'Source/ArenaServer.Target.cs', 'Config/DefaultEngine.ini'],
        tags: ['netcode', 'iris', 'replication'],
        reason: 'FastArraySerializer deltas lost under packet loss; repgraph incompatible',
      },
    ),
    m(
      'repgraph',
      'fact',
      "ReplicationGraph: UArenaReplicationGraph (Source/Arena/Net/ArenaReplicationGraph.cpp), set via ReplicationDriverClassName in DefaultEngine.ini. Classes routed in InitGlobalActorClassSettings: characters -> spatial grid (cell 10000), PlayerStates + GameState always relevant, projectiles/turrets -> grid dynamic. A new replicated actor class that isn't mapped falls back to the default policy with an 'Unmapped class' warning and often isn't relevant to far clients: add it to ClassRepNodePolicies.",
      {
        age: 225,
        files: ['Source/Arena/Net/ArenaReplicationGraph.cpp', 'Config/DefaultEngine.ini'],
        tags: ['netcode', 'replication-graph', 'relevancy'],
      },
    ),
    m(
      'push-model',
      'convention',
      'Push model is on (net.IsPushModelEnabled=1). every replicated UPROPERTY in Arena classes: FDoRepLifetimeParams with bIsPushBased = true (+ Condition, e.g. COND_OwnerOnly) in GetLifetimeReplicatedProps, and MARK_PROPERTY_DIRTY_FROM_NAME(AArenaWeapon, AmmoInClip, this) at every write. forget the dirty mark and the value just never replicates, no warning, no error.',
      { age: 220, files: ['Config/DefaultEngine.ini'], tags: ['netcode', 'replication', 'push-model'] },
    ),
    m(
      'log-categories',
      'convention',
      'Logging: categories in Source/Arena/ArenaLogChannels.h (LogArena, LogArenaAbilities, LogArenaNet, LogArenaWeapons, LogArenaAntiCheat; LogArenaOnline in the plugin). no LogTemp and no GEngine->AddOnScreenDebugMessage in submitted code. per-tick logging is VeryVerbose. consoles have logging compiled out in Shipping (bUseLoggingInShipping = false), so anything we need from live goes to telemetry, not the log.',
      { age: 230, files: ['Source/Arena/ArenaLogChannels.h'], tags: ['logging', 'cpp', 'convention'] },
    ),
    m(
      'ugs',
      'fact',
      "UGS: designers and artists sync with 'Sync precompiled binaries': PCBs come from the Horde Editor Binaries job per CL, so they don't need Visual Studio. Engineers compile locally. A CL with code changes has a grey badge until its PCBs are built; a content person syncing to it before that gets 'modules are missing or built with a different engine version'.",
      { age: 230, tags: ['ugs', 'perforce', 'designers', 'editor', 'binaries'] },
    ),
    m(
      'cook-maps',
      'constraint',
      "Maps aren't picked up automatically: every shipping map goes in Config/DefaultGame.ini [/Script/UnrealEd.ProjectPackagingSettings] as +MapsToCook=(FilePath=\"/Game/Arena/Maps/Foundry/L_Foundry\") (sublevels too if they're streamed by name), and into DA_MapRegistry (Content/Arena/Data/) for the matchmaking map pool. Not in MapsToCook = the packaged server can't ServerTravel to it ('Failed to load package').",
      {
        age: 230,
        files: ['Config/DefaultGame.ini', 'Content/Arena/Data/DA_MapRegistry.uasset'],
        tags: ['cooking', 'maps', 'packaging', 'config'],
      },
    ),
    m(
      'pak-signing',
      'fact',
      'Pak/IoStore signing + encryption configured in Config/DefaultCrypto.ini (bEnablePakSigning, bEncryptPakIndex, bEncryptUAssetFiles=false). Real keys are injected on the Release agents from the Horde secret store; what is in DefaultCrypto.ini in P4 are dummy dev keys. Pak encryption is not there to stop dataminers, nothing really does, it is there because of the signing requirement.',
      {
        age: 220,
        files: ['Config/DefaultCrypto.ini'],
        tags: ['packaging', 'pak', 'iostore', 'encryption', 'signing'],
      },
    ),
    m(
      'secret-pak-aes',
      'note',
      'Horde secret store was down during the 0.8.2 hotfix so I packaged on my box. if it happens again, the real shipping key goes into your LOCAL DefaultCrypto.ini (don\'t submit, revert after): EncryptionKey=(Name="Voltline",Guid=00000000000000000000000000000000,Key="cEzadB3ZopQip+y2y4DBT8Iay9aPOIzVY213kO84+Y8=")',
      {
        secret: 'cEzadB3ZopQip+y2y4DBT8Iay9aPOIzVY213kO84+Y8=',
        age: 215,
        files: ['Config/DefaultCrypto.ini'],
        tags: ['packaging', 'pak', 'encryption', 'hotfix'],
      },
    ),
    m(
      'hitscan-lagcomp',
      'fact',
      "Hitscan: client traces locally for the predicted hit marker, sends ServerNotifyHit(FArenaHitConfirm {ShotId, ClientTimestamp, HitActor, HitBone, Origin, Dir}). Server: UArenaLagCompensationComponent rewinds the target's hit capsule history to ClientTimestamp (buffer 0.5 s at server tick), re-traces, and only applies damage if it confirms. Source/Arena/Net/ArenaLagCompensationComponent.cpp.",
      {
        age: 210,
        files: [
          'Source/Arena/Net/ArenaLagCompensationComponent.cpp',
          'Source/Arena/Weapons/ArenaHitscanWeapon.cpp',
        ],
        tags: ['netcode', 'lag-compensation', 'hitscan', 'weapons'],
      },
    ),
    m(
      'build-horde',
      'decision',
      'Build farm started out on Jenkins with .bat scripts; everything moved to Horde (horde.kestrelforge.internal) driven by BuildGraph, Jenkins is switched off. Horde templates: Incremental (per CL: editor + ArenaServer Linux compile + Arena.* tests), Nightly (cook + package Win64/PS5/XSX, Gauntlet), Editor Binaries (UGS PCBs), Release. UBA on all agents for C++ and shaders.',
      {
        supersedes: 'build-jenkins',
        age: 210,
        reaffirm: 18,
        fact: 'voltline | build_farm | horde + buildgraph',
        tags: ['ci', 'horde', 'build', 'uba'],
        reason:
          'Jenkins .bat jobs were unmaintainable; Horde gives UBA, PCBs for UGS and device pools for consoles',
      },
    ),
    m(
      'loc-pipeline',
      'fact',
      'Cultures: en (native), pl, de, fr, es-419, pt-BR, ja, ko, zh-Hans. Gather/export/import through the Localization Dashboard target Game (Config/Localization/Game_*.ini), run as a Horde nightly; PO files sync with the Crowdin project voltline via Tools/Loc/crowdin_sync.py. Content/Localization/Game/* is committed by the job (user kf_build), never by hand.',
      {
        age: 210,
        files: ['Config/Localization/', 'Tools/Loc/crowdin_sync.py'],
        tags: ['localisation', 'crowdin', 'pipeline'],
      },
    ),
    m(
      'projectiles',
      'fact',
      "Projectiles (rockets, Juno's drone bolts): the owning client spawns a fake cosmetic AArenaProjectile (bIsFake) right away, the server spawns the real one with the same ProjectileId; when it replicates the client hides the fake and blends. The fake never does damage. speed/gravity/radius from DA_Weapon_*.",
      {
        age: 200,
        files: ['Source/Arena/Weapons/ArenaProjectile.cpp'],
        tags: ['netcode', 'projectiles', 'prediction', 'weapons'],
      },
    ),
    m(
      'bp-hard-refs',
      'constraint',
      "hard refs: a 'Cast To BP_Hero_Vesper' in a shared BP loads Vesper's whole chain (meshes, NS_, sounds) everywhere that BP is loaded, including the server. Cast to the C++ class or use an interface, TSoftObjectPtr for optional cosmetics. check Size Map before submitting a shared BP — WBP_HUD was 410 MB once.",
      { age: 190, tags: ['blueprints', 'memory', 'references', 'assets'] },
    ),
    m(
      'eac',
      'fact',
      "Anti-cheat: Easy Anti-Cheat through the EOS Anti-Cheat interfaces, wrapped in UArenaAntiCheatSubsystem (Plugins/ArenaOnline). PC only. Shipping clients start through the EAC bootstrapper (start_protected_game.exe); Development and editor run unprotected with -noeac. The integrity catalog is generated by the BuildGraph 'EAC Hash' node after packaging — adding or repacking any file after that node and every client gets kicked with 'Untrusted system file'.",
      {
        age: 200,
        files: ['Plugins/ArenaOnline/Source/ArenaOnline/Private/AntiCheat/'],
        tags: ['anticheat', 'eac', 'eos', 'packaging'],
      },
    ),
    m(
      'server-authority',
      'constraint',
      "Server is authoritative for damage, ammo, cooldowns, ult charge, score and pickups. Every Server RPC validates in its _Implementation: ownership, rate (fire rate <= weapon RPM * 1.1, ShotId monotonic), range (hit distance <= MaxRange * 1.1). On failure: reject silently and report through UArenaCheatReporter (LogArenaAntiCheat + telemetry event anticheat.reject). Don't use WithValidation returning false: it kicks the client and the anti-cheat side wants the report, not the kick.",
      {
        age: 300,
        reaffirm: 10,
        tags: ['netcode', 'anticheat', 'rpc', 'security', 'server'],
        canonical: true,
      },
    ),
    m(
      'subsystems',
      'convention',
      'No singletons or static globals for game state. Subsystems: UGameInstanceSubsystem for session-lifetime services (party, voice, anticheat), UWorldSubsystem for per-map stuff (lag comp registry, spawn points), ULocalPlayerSubsystem for per-player UI/input. Server-only subsystems return false from ShouldCreateSubsystem on clients.',
      { age: 200, tags: ['architecture', 'subsystems', 'cpp'] },
    ),
    m(
      'series-s-mem',
      'constraint',
      "Series S to nasz sufit pamięci: ok. 7.2 GB dla gry. Pula streamingu tekstur r.Streaming.PoolSize=1400 w profilu XboxSeriesS (Platforms/XSX/Config/XSXDeviceProfiles.ini), nie podnosić bez Haruto. Po każdym nowym bohaterze albo mapie memreport -full na Series S. 'Texture streaming pool over budget' w buildzie Test = bug do naprawienia w assetach (mipy, LOD bias, rozdzielczość T_), nie w configu.",
      {
        age: 195,
        files: ['Platforms/XSX/Config/XSXDeviceProfiles.ini'],
        tags: ['xbox', 'series-s', 'memory', 'textures', 'budget'],
      },
    ),
    m(
      'eos-voice',
      'fact',
      'Voice: EOS RTC. Party voice = lobby RTC room (bEnableRTCRoom on lobby create in UArenaPartySubsystem), team voice = separate RTC room per team that the server creates named after the match id. Push-to-talk default on PC, open mic default on console. Voice has to honour the platform mute/block lists: UArenaVoiceSubsystem::RefreshBlockedUsers on every block-list change.',
      {
        age: 190,
        files: ['Plugins/ArenaOnline/Source/ArenaOnline/Private/Voice/ArenaVoiceSubsystem.cpp'],
        tags: ['voice', 'eos', 'rtc', 'lobby', 'online'],
      },
    ),
    m(
      'buildgraph',
      'convention',
      'All build logic is in Build/Graph/Voltline.xml. New step = new <Node> with proper Requires, not a shell step typed into a Horde template in the web UI. Options: -set:WithPS5=true -set:WithXSX=true -set:WithServer=true. Try it locally first: RunUAT BuildGraph -script=Build/Graph/Voltline.xml -target="<node>" -listonly.',
      { age: 200, files: ['Build/Graph/Voltline.xml'], tags: ['buildgraph', 'ci', 'horde', 'build'] },
    ),
    m(
      'ui-commonui',
      'convention',
      'UI = CommonUI. Screens are UCommonActivatableWidget pushed on the layer stack of UArenaPrimaryGameLayout (Game, GameMenu, Menu, Modal). Input via CommonUI action data (DT_CommonUIInputActions), button icons per platform from CommonInputBaseControllerData. No AddToViewport, no SetInputMode from widgets. HUD reads GAS attributes through UArenaAttributeWatcher delegates, never bindings that poll every tick.',
      {
        age: 190,
        files: ['Source/Arena/UI/ArenaPrimaryGameLayout.cpp', 'Content/Arena/UI/'],
        tags: ['ui', 'commonui', 'hud', 'widgets'],
      },
    ),
    m(
      'engine-54',
      'decision',
      "We moved off the launcher engine: Voltline builds against our own UE 5.4.4 source build in //Voltline/Main/Engine, with our patches listed in Engine/KF_PATCHES.md (GAS prediction-key fix, EOS voice crash backport, a CMC fix from 5.5). Arena.uproject has an empty EngineAssociation so UGS and GenerateProjectFiles use the in-tree engine. A launcher 5.4 will NOT work: different engine build, no console platform extensions, editor modules won't load.",
      {
        supersedes: 'engine-53',
        age: 190,
        reaffirm: 15,
        fact: 'voltline | engine_version | 5.4.4 source build',
        files: ['Arena.uproject', 'Engine/KF_PATCHES.md'],
        tags: ['engine', 'version', 'unreal', 'source-build'],
        reason: 'console platform extensions need a source build and we carry engine fixes',
      },
    ),
    m(
      'crossplay',
      'decision',
      'Crossplay on by default across PC/PS5/XSX. In ranked, controller and mouse players are separate pools by input device (last used device at queue time, UArenaInputDeviceSubsystem). Console players can turn crossplay off in settings (platform requirement) and then only match the same platform family.',
      { age: 180, tags: ['crossplay', 'matchmaking', 'console', 'online'] },
    ),
    m(
      'functional-tests',
      'convention',
      'Functional tests = maps in Content/Arena/Tests/Maps/ named FTEST_<Area>_<What>.umap with AFunctionalTest actors (or AArenaFunctionalTest, spawns a test pawn with an ASC and the hero abilities). They show up under Project.Functional Tests in the session frontend. Content/Arena/Tests is in DirectoriesToNeverCook.',
      {
        age: 180,
        files: ['Content/Arena/Tests/Maps/', 'Source/ArenaTests/ArenaFunctionalTest.h'],
        tags: ['tests', 'functional-tests', 'maps'],
      },
    ),
    m(
      'crash-backtrace',
      'decision',
      "Crashes go to Backtrace (kestrelforge.sp.backtrace.io, project voltline). CrashReportClient posts there via DataRouterUrl in [CrashReportClient] in Config/DefaultEngine.ini; consoles use Backtrace's PS5/XSX integrations. The Sentry plugin is removed from Plugins/.",
      {
        supersedes: 'crash-sentry',
        age: 170,
        reaffirm: 22,
        fact: 'voltline | crash_reporting | backtrace',
        files: ['Config/DefaultEngine.ini'],
        tags: ['crash', 'backtrace', 'reporting'],
        reason:
          "Sentry couldn't ingest console dumps for us; Backtrace has PS5/XSX support and callstack dedupe",
      },
    ),
    m(
      'headshot-175',
      'fact',
      "Headshot multiplier 1.75x for all hitscan, 2.5x for snipers (design doc 'Voltline Combat Pillars v3'). Applied in UArenaDamageExecution when the hit carries Data.HitZone.Head.",
      { age: 180, tags: ['balance', 'weapons', 'headshot', 'damage'] },
    ),
    m(
      'vfx-budget',
      'constraint',
      'VFX budget on console (Haruto): all Niagara together max 0.8 ms GPU in a 4v4 fight at 1440p on PS5, max 3000 live GPU particles per NS_, no light renderers on EFT_Impact. Overdraw checked in Shader Complexity: red over >20% of the frame = reject. 予算オーバーのエフェクトはマージしないでください、先にプロファイルを見せてね。',
      { age: 170, tags: ['vfx', 'niagara', 'performance', 'budget', 'gpu'] },
    ),
    m(
      'eos-sandboxes',
      'constraint',
      'EOS has three deployments: Dev, Stage, Live. Editor + Development builds -> Dev, Test -> Stage, Shipping -> Live, chosen by the -epicsandboxid / -epicdeploymentid args that BuildGraph writes into the launch config, NOT by editing [/Script/OnlineSubsystemEOS.EOSSettings] in DefaultEngine.ini. A Shipping build on Dev is a cert fail and shows players our internal test lobbies.',
      {
        age: 160,
        files: ['Build/Graph/Voltline.xml', 'Config/DefaultEngine.ini'],
        tags: ['eos', 'online', 'deployment', 'sandbox', 'shipping'],
      },
    ),
    m(
      'secret-eos-client',
      'fact',
      'EOS client for the dedicated server (needs the TrustedServer policy, the game client uses a different one), from [/Script/OnlineSubsystemEOS.EOSSettings] on the server config:\n+Artifacts=(ArtifactName="VoltlineServer",ClientId="xyza7891pLgrD1WF4iQTAYvvMW2o2MRc",ClientSecret="UDqT96UX6ZtYkdq-KwX_5Ej1ahxpPwtzH-mSilLlpFD",ProductId="...",SandboxId="...",DeploymentId="...")',
      { secret: 'UDqT96UX6ZtYkdq-KwX_5Ej1ahxpPwtzH-mSilLlpFD', age: 158, tags: ['eos', 'server', 'config'] },
    ),
    m(
      'server-tick-60',
      'decision',
      'Dedicated servers run NetServerMaxTickRate=60 ([/Script/OnlineSubsystemUtils.IpNetDriver] in Config/DefaultEngine.ini). Character NetUpdateFrequency 60, MinNetUpdateFrequency 30. One 4v4 match per server process, budget 1.5 vCPU per match.',
      {
        supersedes: 'server-tick-30',
        age: 160,
        reaffirm: 20,
        fact: 'arenaserver | tick_rate | 60',
        files: ['Config/DefaultEngine.ini'],
        tags: ['server', 'netcode', 'tickrate', 'performance'],
        reason: "hit-reg complaints in the beta; peeker's advantage too big at 30",
      },
    ),
    m(
      'symbols',
      'convention',
      "Every Test and Shipping build uploads symbols (PDBs, the Linux server .debug, console symbol files) to Backtrace in the BuildGraph 'Upload Symbols' node. A build whose symbol upload failed does not go to playtest. Don't strip/upload symbols by hand from the server image, the .debug goes to the symbol store and stays out of the image.",
      {
        age: 160,
        files: ['Build/Graph/Voltline.xml'],
        tags: ['symbols', 'crash', 'backtrace', 'buildgraph'],
      },
    ),
    m(
      'ability-bp-allowed',
      'convention',
      "designers can build a whole ability in Blueprint as long as it derives from UArenaGameplayAbility (GA_ prefix) and uses our ability tasks — that's how Kite's grapple and Brakk's barrier shipped in the beta. engineers only step in when a new ability task is needed.",
      { age: 150, tags: ['gas', 'abilities', 'blueprints', 'designers'] },
    ),
    m(
      'hosting-agones',
      'decision',
      'We moved dedicated servers from PlayFab MPS to our own Agones (1.41) on GKE: clusters europe-central2 (Warsaw), us-east4, southamerica-east1. Matchmaking stays on PlayFab: the match-found webhook calls our allocator (Services/Allocator, Go), which does a GameServerAllocation on the fleet of that region. Fleets + Helm charts in //Voltline/Infra/k8s/fleets/.',
      {
        supersedes: 'hosting-playfab',
        age: 150,
        reaffirm: 8,
        fact: 'arenaserver | hosting | agones on gke',
        files: ['//Voltline/Infra/k8s/fleets/', 'Services/Allocator/'],
        tags: ['server', 'hosting', 'agones', 'kubernetes', 'playfab'],
        reason: 'MPS cost at beta scale; we wanted a Warsaw region',
      },
    ),
    m(
      'server-memory',
      'constraint',
      'dedicated server pod limit is 2 GiB (fleet spec). server must not load cosmetics: NS_, sounds, widgets, skins — soft refs loaded only if !IsRunningDedicatedServer(), cosmetic asset bundles are client-only in the AssetManager settings. if it leaks, ArenaServer OOMs around 1.9 GB RSS during map travel.',
      { age: 150, tags: ['server', 'memory', 'assets', 'budget', 'agones'] },
    ),
    m(
      'network-version',
      'constraint',
      "Client and server must be the same CL: FNetworkVersion is overridden in Source/Arena/Net/ArenaNetVersion.cpp (GetLocalNetworkVersion = CL from Build.version). Mismatch -> server refuses with 'Outdated client' and the frontend shows UpdateRequired. -arenaignorenetversion exists only in Development.",
      {
        age: 150,
        files: ['Source/Arena/Net/ArenaNetVersion.cpp'],
        tags: ['netcode', 'version', 'server', 'deploy'],
      },
    ),
    m(
      'chunking',
      'convention',
      'Chunks via PrimaryAssetLabels: PAL_Chunk0_Frontend (menus, tutorial, first map) = chunk 0 for PS5 play-while-installing and Xbox intelligent delivery. Each map has its own PAL_ in its folder (PAL_Map_<Name>), heroes in PAL_Chunk1_Heroes. bGenerateChunks=true in DefaultGame.ini. An asset no label reaches ends up in chunk 0 and bloats the initial install.',
      { age: 150, files: ['Config/DefaultGame.ini'], tags: ['packaging', 'chunks', 'console', 'install'] },
    ),
    m(
      'secret-playfab-key',
      'fact',
      'allocator config for local testing: PlayFab title 7F3A2, the webhook verification uses the title secret key, X-SecretKey: ZYSOQXO6PI6CZ2DJHENXUHN37W1RXLIXNOPKW3YX7VFWEL6G5KLI (server side only!! never in a client build or in Config/)',
      {
        secret: 'ZYSOQXO6PI6CZ2DJHENXUHN37W1RXLIXNOPKW3YX7VFWEL6G5KLI',
        age: 145,
        tags: ['playfab', 'matchmaking', 'allocator'],
      },
    ),
    m(
      'agones-lifecycle',
      'convention',
      'ArenaServer <-> Agones: UArenaAgonesSubsystem (Plugins/ArenaOnline/Source/ArenaOnline/Private/Agones/) calls SDK Ready() only once the match map is loaded and the GameMode is WaitingToStart; Health() every 2 s from an FTSTicker — 3 missed in a row and Agones kills the pod, so never block the server game thread > 6 s (sync loads during travel!). Shutdown() after PostMatch + stats upload, hard cap 45 s. SetLabel (match id, queue, CL) before Ready.',
      {
        age: 140,
        files: ['Plugins/ArenaOnline/Source/ArenaOnline/Private/Agones/ArenaAgonesSubsystem.cpp'],
        tags: ['agones', 'server', 'lifecycle', 'kubernetes'],
      },
    ),
    m(
      'secret-k8s-token',
      'note',
      'kubectl from a laptop for the fleets: service account fleet-deployer in ns arena-fleets, my kubeconfig user section is\n  user:\n    token: eyJhbGciOiJSUzI1NiIsImtpZCI6IlFtM3ZJdDJ6YmFCM2RUWjh2Yjg5ODJQa2hUcThIZDZjaFhta2J6UlJrSkkifQ.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Iiwia3ViZXJuZXRlcy5pby9zZXJ2aWNlYWNjb3VudC9uYW1lc3BhY2UiOiJhcmVuYS1mbGVldHMiLCJrdWJlcm5ldGVzLmlvL3NlcnZpY2VhY2NvdW50L3NlcnZpY2UtYWNjb3VudC5uYW1lIjoiZmxlZXQtZGVwbG95ZXIiLCJzdWIiOiJzeXN0ZW06c2VydmljZWFjY291bnQ6YXJlbmEtZmxlZXRzOmZsZWV0LWRlcGxveWVyIn0.w_Ale0bAXejwod-6KfWuhWgI_glHxJBz7Vp3S_SGKjIWb5E82lo8htatOLmbMBkGd5QLgkYYWrVAKb6FiXKaVdImnH7cKdB_qlcO-VywU5muP4T82aIaY1bs1pkO50yc\ncopy that if gcloud auth is being a pain again (Oskar)',
      {
        secret:
          'eyJhbGciOiJSUzI1NiIsImtpZCI6IlFtM3ZJdDJ6YmFCM2RUWjh2Yjg5ODJQa2hUcThIZDZjaFhta2J6UlJrSkkifQ.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Iiwia3ViZXJuZXRlcy5pby9zZXJ2aWNlYWNjb3VudC9uYW1lc3BhY2UiOiJhcmVuYS1mbGVldHMiLCJrdWJlcm5ldGVzLmlvL3NlcnZpY2VhY2NvdW50L3NlcnZpY2UtYWNjb3VudC5uYW1lIjoiZmxlZXQtZGVwbG95ZXIiLCJzdWIiOiJzeXN0ZW06c2VydmljZWFjY291bnQ6YXJlbmEtZmxlZXRzOmZsZWV0LWRlcGxveWVyIn0.w_Ale0bAXejwod-6KfWuhWgI_glHxJBz7Vp3S_SGKjIWb5E82lo8htatOLmbMBkGd5QLgkYYWrVAKb6FiXKaVdImnH7cKdB_qlcO-VywU5muP4T82aIaY1bs1pkO50yc',
        age: 138,
        tags: ['kubernetes', 'agones', 'kubectl', 'infra'],
      },
    ),
    m(
      'server-image',
      'fact',
      "Server image: Build/Docker/ArenaServer.Dockerfile, base debian:12-slim, runs as uid 10001. Pushed by BuildGraph 'Publish Server Image' to europe-central2-docker.pkg.dev/kf-voltline/servers/arenaserver:<CL>. Rolling a fleet to a new build = PR in //Voltline/Infra changing image.tag in values-<region>.yaml (all three regions together, clients are CL-locked), Oskar or Asia approve.",
      {
        age: 135,
        files: [
          'Build/Docker/ArenaServer.Dockerfile',
          '//Voltline/Infra/k8s/fleets/values-europe-central2.yaml',
        ],
        tags: ['server', 'docker', 'deploy', 'agones', 'fleet'],
      },
    ),
    m(
      'gauntlet',
      'fact',
      'Gauntlet: Build/Gauntlet/ArenaGauntlet/ (C#). ArenaGauntlet.BotMatch = 1 ArenaServer + 8 bot clients (-arenabots) on L_Foundry for 10 min; fails on any ensure/crash, server RSS > 1.8 GB, or a server hitch > 50 ms. Runs in the Horde Nightly. Local: RunUAT RunUnreal -project=Arena -test=ArenaGauntlet.BotMatch -build=<staged build path>.',
      {
        age: 140,
        files: ['Build/Gauntlet/ArenaGauntlet/BotMatch.cs'],
        tags: ['gauntlet', 'tests', 'nightly', 'performance'],
      },
    ),
    m(
      'lagcomp-rewind-200',
      'constraint',
      "max lag comp rewind = 200 ms (arena.LagComp.MaxRewindMs=200). above that the shooter has to lead the target, otherwise somebody on 300 ping kills you around corners. Aisha's call, same as most competitive shooters do.",
      { age: 140, tags: ['netcode', 'lag-compensation', 'hitscan', 'cvars'] },
    ),
    m(
      'p4-main-trunk',
      'decision',
      'Everyone submits to //Voltline/Main. Big risky work goes behind an arena.Feature.* CVar flag, not into a branch. Release streams //Voltline/Release-<version> are cut from Main by Asia; fixes land in Main first and RoboMerge takes them down (#robomerge Release-0.9), never the other direction.',
      {
        supersedes: 'p4-stream-dev',
        age: 120,
        reaffirm: 14,
        tags: ['perforce', 'streams', 'branching', 'robomerge', 'release'],
        reason: 'the weekly copy-up cost a day of conflicts in .uassets that cannot be merged',
      },
    ),
    m(
      'secret-p4-horde',
      'note',
      "jak agent Horde zgubi ticket do P4 (błąd 'Perforce password (P4PASSWD) invalid or unset'): na agencie p4 -u svc_horde login, hasło Oscypek!Zakopane_91, potem p4 tickets żeby sprawdzić. Nie zmieniajcie tego hasła bez Asi, siedzi w 14 agentach.",
      { secret: 'Oscypek!Zakopane_91', age: 118, tags: ['perforce', 'horde', 'agents', 'ci'] },
    ),
    m(
      'console-cert',
      'fact',
      'Cert: first PS5 submission planned Feb 2026, Xbox right after. Zofia owns the TRC/XR checklist (restricted Confluence space). Fails we already hit in pre-checks: suspend/resume during a match (must go back to the main menu with an error, not crash), user sign-out mid-match, Shipping build writing log files.',
      { age: 110, tags: ['console', 'cert', 'ps5', 'xbox', 'release'] },
    ),
    m(
      'secret-steamcmd',
      'note',
      'steam upload from the Release agent: steamcmd +login kf_steambuild Kr4kow-Wawel-Smok +run_app_build ..\\Build\\Steam\\app_build_2794410.vdf +quit. Steam Guard for that account goes to the build@ mailbox, Asia has access.',
      { secret: 'Kr4kow-Wawel-Smok', age: 105, tags: ['steam', 'release', 'steamcmd', 'build'] },
    ),
    m(
      'flaky-quarantine',
      'convention',
      'Test flaky -> no lo borres ni lo desactives en el código: añade el nombre del test a Build/Automation/Quarantine.json con su ticket VOLT, BuildGraph lo pasa como lista de exclusión. Camila revisa la lista cada sprint y lo saca cuando está arreglado.',
      { age: 100, files: ['Build/Automation/Quarantine.json'], tags: ['tests', 'flaky', 'quarantine', 'ci'] },
    ),
    m(
      'playtest-lock',
      'fact',
      "Playtest wewnętrzny co czwartek 16:00 (czas Kraków). Main jest zablokowany od czwartku 12:00 do zielonego buildu playtestowego na Horde; odblokować może tylko Asia albo Marek. Submit w czasie locka tylko z '#playtestfix' w opisie CL i pingiem na #voltline-build.",
      { age: 90, reaffirm: 3, tags: ['perforce', 'playtest', 'process', 'lock'] },
    ),
    m(
      'secret-psn-qa',
      'note',
      'Cuentas de prueba PSN para QA (solo devkits, sandbox de desarrollo): kf_qa_03@kestrelforge.com / contraseña Tamal-Verde-2207. No la pongan en tickets de VOLT, usen VOLTC.',
      { secret: 'Tamal-Verde-2207', age: 85, tags: ['console', 'ps5', 'qa', 'accounts'] },
    ),
    m(
      'input-rebind',
      'fact',
      "Rebinding: UEnhancedInputUserSettings (bEnableUserSettings in DefaultInput.ini), mappable keys via Player Mappable Key Settings on the IA_ assets (name = the IA without prefix, e.g. 'Fire'). Saved per local player in our SaveGame slot, not GameUserSettings.ini. The system menu / back actions (IA_Menu, IA_Back) are not rebindable on controller — platform requirement.",
      { age: 80, files: ['Config/DefaultInput.ini'], tags: ['input', 'rebinding', 'settings', 'console'] },
    ),
    m(
      'headshot-2',
      'decision',
      'Lena nach Playtest 31: Headshot-Multiplikator 2.0x für Rifles und SMGs, pro Waffe in DT_WeaponTuning (Spalte HeadshotMultiplier). the combat pillars doc is not updated yet and Marek thinks 2.0 makes TTK too swingy and wants 1.75 back, so this is not settled.',
      {
        disputes: 'headshot-175',
        age: 55,
        files: ['Content/Arena/Data/Weapons/DT_WeaponTuning.uasset'],
        tags: ['balance', 'weapons', 'headshot', 'damage'],
      },
    ),
    m(
      'secret-devkit',
      'note',
      'Falls jemand das PS5-Devkit im Serverraum neu aufsetzen muss: Admin-Passwort fürs Devkit-Webinterface ist Brezel-Kf-8832. Bitte nicht in Slack posten, nur mündlich weitergeben.',
      { secret: 'Brezel-Kf-8832', age: 50, tags: ['console', 'ps5', 'devkit'] },
    ),
    m(
      'ability-cpp-only',
      'decision',
      "Marek: from now on any ability that moves the character, deals damage or spawns replicated actors needs a C++ class (UArenaGA_<Name> in Source/Arena/Abilities/Heroes/<Hero>/); BP children only for tuning and cosmetics. Two BP-only abilities shipped with broken prediction (Kite's grapple double-fires at 150 ms). Lena disagrees, she says it only needs better review.",
      {
        disputes: 'ability-bp-allowed',
        age: 45,
        files: ['Source/Arena/Abilities/Heroes/'],
        tags: ['gas', 'abilities', 'blueprints', 'prediction', 'cpp'],
      },
    ),
    m(
      'lagcomp-rewind-250',
      'decision',
      'after the LATAM beta weekend Marek bumped arena.LagComp.MaxRewindMs to 250 in the server config — São Paulo players were on the Virginia fleet at 180-220 ms and hitreg felt broken. Aisha has not signed off, she says regional fleets are the fix and not a bigger window.',
      {
        disputes: 'lagcomp-rewind-200',
        age: 40,
        tags: ['netcode', 'lag-compensation', 'hitscan', 'cvars', 'latam'],
      },
    ),
    m(
      'secret-slack-webhook',
      'note',
      'horde -> slack notifications for red nightlies post to #voltline-build via https://hooks.slack.com/services/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, it is in the Horde notification config, if you need it in a script take it from there',
      {
        secret: 'https://hooks.slack.com/services/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',
        age: 35,
        tags: ['slack', 'horde', 'notifications'],
      },
    ),
    m(
      'audio-wwise',
      'fact',
      'audio: Wwise 2023.1.4, project //Voltline/Main/Wwise/Voltline.wproj. soundbanks generated on Horde (Generate Soundbanks node), do not submit GeneratedSoundBanks by hand. gameplay sounds posted through UArenaAudioSubsystem, no MetaSounds in the game.',
      { age: 250, tags: ['audio', 'wwise', 'soundbanks'] },
    ),
    m(
      'linux-toolchain',
      'fact',
      "Linux server cross-compiles from Windows with toolchain v22_clang-16.0.6-centos7 (what 5.4 wants), LINUX_MULTIARCH_ROOT set on the agents. Building ArenaServer Linux locally needs the same toolchain installed, otherwise UBT says 'Linux SDK not found' / the Linux platform is greyed out.",
      { age: 185, files: ['Source/ArenaServer.Target.cs'], tags: ['linux', 'server', 'toolchain', 'build'] },
    ),
    m(
      'eos-sdk-version',
      'fact',
      'EOS SDK is 1.16.1 (Engine/Source/ThirdParty/EOSSDK), the one that shipped with the engine.',
      { age: 300, tags: ['eos', 'sdk', 'version'] },
    ),
    m(
      'devkits',
      'fact',
      'console room: 3 PS5 devkits (KF-PS5-01..03), 2 Series X dev kits and 1 Series S. book them in #devkits before taking one home.',
      { age: 260, tags: ['console', 'devkit', 'hardware'] },
    ),
    m(
      'cand-iris',
      'decision',
      'Enable Iris replication (net.Iris.UseIrisReplication=1) to reduce dedicated server CPU.',
      { candidate: true, age: 20, tags: ['netcode', 'iris', 'server'] },
    ),
    m(
      'cand-oss-v2',
      'decision',
      'Move lobbies and friends to the OnlineServicesEOS (v2) plugin since OSS v1 is deprecated.',
      { candidate: true, age: 18, tags: ['online', 'eos', 'oss'] },
    ),
    m(
      'cand-hotreload',
      'convention',
      'After adding a UPROPERTY in a header, press Compile in the editor (Hot Reload) to pick it up without restarting the editor.',
      { candidate: true, age: 15, tags: ['editor', 'hot-reload'] },
    ),
  ],
  sessions: [
    {
      id: 'unreal-arena-shooter-session-1',
      age: 3,
      turns: [
        said(
          "morning. today is vesper's blink, Phase Step. doc says 12 m range, 2 charges, 7 s per charge. I've got a shelved CL 48213 with the skeleton, unshelve it into a new CL pls",
        ),
        replied(
          'Unshelved 48213 into CL 48236. It contains Source/Arena/Abilities/Heroes/Vesper/ArenaGA_PhaseStep.h/.cpp (empty ActivateAbility) and GA_Vesper_PhaseStep as a BP child. For the movement itself: should it be a root motion task (ApplyRootMotionConstantForce) or a CMC move?',
        ),
        said(
          "cmc, root motion is exactly what rubber-bands. but we're out of custom flags, all four are taken. so: from now on every new movement state goes into the MoveState enum in FArenaNetworkMoveData and the four flags stay frozen as they are, nobody repurposes them",
          { key: 's-move-state-enum', type: 'convention' },
        ),
        replied(
          'OK. I added EArenaMoveState::Blink to the enum, the client writes MoveState + BlinkTarget (quantized FVector_NetQuantize10) into FArenaNetworkMoveData, and UArenaCharacterMovementComponent::PhysCustom handles the blink on both sides. How should the server treat the target the client sends?',
        ),
        said(
          "server sweeps the capsule from start to target itself, projects onto navmesh, and if the client target is more than MaxDistance*1.1 away or the sweep hits something it uses its own point and logs it to LogArenaAntiCheat. and tbh that's the rule for every teleport/blink style ability we'll ever have: the server computes the destination itself, the client target is only a hint",
          { key: 's-teleport-server-recompute', type: 'constraint' },
        ),
        replied(
          'Implemented in ServerValidateBlink(): capsule sweep + UNavigationSystemV1::ProjectPointToNavigation, fallback to the server point, report via UArenaCheatReporter. For the charges, I was going to add a UArenaVesperSet with Charges/MaxCharges, okay?',
        ),
        said(
          'no, no new attribute set per hero. we have 6 heroes and every one of them wants their own set. hero resources (charges, energy, heat) all go into UArenaResourceSet, one set for everybody, Lena and I agreed on that last week',
          { key: 's-resource-set', type: 'decision' },
        ),
        replied(
          'Moved it: UArenaResourceSet gets Charges and MaxCharges (Energy and Heat are already there), granted in AArenaPlayerState next to the health set. Should ActivateAbility decrement Charges?',
        ),
        said(
          'nope. cost is GE_Cost_Charge (-1 Charges) set as the CostGameplayEffectClass of the ability, and that is how every resource cost works: never subtract a resource in ActivateAbility by hand, CommitAbility has to do it or prediction cant roll it back',
          { key: 's-cost-ge', type: 'convention' },
        ),
        replied(
          'Done, CheckCost now also blocks activation at 0 charges. For the recharge I would give the ability a timer that adds a charge every 7 s.',
        ),
        said(
          'recharge = an infinite periodic GE, GE_Charge_Regen, granted on spawn. for now just hardcode 7s as the period in the GE, Lena will tune it later',
        ),
        replied(
          'GE_Charge_Regen added with Period 7.0 and +1 Charges clamped to MaxCharges. For the VFX I was going to spawn NS_Vesper_PhaseStep at the start and end position from the ability and send a multicast to the other clients.',
        ),
        said(
          "no multicast, GameplayCue GC_Vesper_PhaseStep executed from the ability so the owner gets it predicted. and the trail: enemies must never see it through walls. that's a competitive rule for all hero VFX, anything enemies can see never renders over geometry, no disable depth test, no custom depth/stencil tricks on it",
          { key: 's-vfx-no-xray', type: 'constraint' },
        ),
        replied(
          'GC_Vesper_PhaseStep (Static) created in Content/Arena/Heroes/Vesper/Cues/. I turned off "Disable Depth Test" on the trail material MI_Vesper_BlinkTrail, which had it on.',
        ),
        said(
          'what is the prediction window btw, like how far ahead can the client actually be before the server says no?',
        ),
        replied(
          "It isn't time-based: a prediction key is valid for the synchronous part of ActivateAbility. Once a task waits (WaitDelay, WaitTargetData without sync), the window is gone until you open a new one. How far the client is ahead just depends on its ping; the server validates when the key arrives.",
        ),
        said('ok cool. run the Arena.Abilities tests'),
        replied(
          'Arena.Abilities.*: 46 passed, 1 failed: Arena.Abilities.Cooldown.ChargesStackAfterRespawn (expected 2 charges, got 1).',
        ),
        said("ugh that one has been flaky since tuesday, ignore it for now, I'll ask Camila"),
        replied('OK, ignoring it for this session. Shall I add a functional test for Phase Step?'),
        said(
          "yes, FTEST_Ability_PhaseStep. and going forward no hero ability goes in without a functional test map that runs it at 0 ms and at 150 ms simulated lag. Kite's grapple would have been caught by that",
          { key: 's-ability-ftest-lag', type: 'convention' },
        ),
        replied(
          'Created Content/Arena/Tests/Maps/Abilities/FTEST_Ability_PhaseStep.umap with two AArenaFunctionalTest actors. How do I simulate the lag there?',
        ),
        said(
          'PktLag=150 PktLagVariance=20 on the test net driver, or the "Bad" NetEmulation profile from DefaultEngine.ini, whatever is easier',
        ),
        replied(
          'I used the Bad profile. Both tests pass: at 150 ms the client ends within 3 cm of the server position, no correction. For the UI: I put the name and description in ST_Abilities as PhaseStep_Name and PhaseStep_Desc.',
        ),
        said(
          'no, one ST_ per hero, ST_Hero_Vesper, and the keys are Hero.<Hero>.<Ability>.Name / .Desc / .Tooltip.<n>. no giant shared ST_Abilities, Crowdin gives us context per table',
          { key: 's-st-keys', type: 'convention' },
        ),
        replied(
          'Moved to ST_Hero_Vesper: Hero.Vesper.PhaseStep.Name, Hero.Vesper.PhaseStep.Desc, Hero.Vesper.PhaseStep.Tooltip.1. Should I run the loc gather locally?',
        ),
        said(
          "no, the nightly does it. oh and the gather job fails anyway since yesterday, the Crowdin token expired. if you need to run Tools/Loc/crowdin_sync.py locally here's the new one: e01172c68f28227f1ce34ef7843db534fae8facb6f9283feccb15a028fe651214072f5ad6dbe6a8e",
          { secret: 'e01172c68f28227f1ce34ef7843db534fae8facb6f9283feccb15a028fe651214072f5ad6dbe6a8e' },
        ),
        replied(
          "I'd rather not keep that anywhere: not in the repo, not in my notes. crowdin_sync.py already reads CROWDIN_TOKEN from the environment, so set it in your shell, and the Horde secret should be updated by Asia.",
        ),
        said('fair. the HUD wants charges, WBP_AbilitySlot already has pips right?'),
        replied(
          'Yes, WBP_AbilitySlot has a ChargesPanel; I bound it to UArenaResourceSet::Charges through UArenaAttributeWatcher, it updates on change rather than on tick.',
        ),
        said(
          "nice. submit in two CLs: framework first (ResourceSet, move data, cost GE), then the Vesper stuff. that's how we always do hero work, shared framework in its own CL so we can back out a hero without touching shared code",
          { key: 's-split-cl', type: 'convention' },
        ),
        replied(
          'Split into CL 48240 "[Abilities] ResourceSet charges, MoveState blink in network move data" and CL 48241 "[Abilities] Vesper Phase Step", both with #jira VOLT-2318. Who reviews?',
        ),
        said('#rb aisha on the framework one, she owns the move data. me on the vesper one. thx'),
        replied('Created Swarm reviews for 48240 (Aisha) and 48241 (you) and shelved both.'),
        said('dzięki, idę na obiad'),
      ],
    },
  ],
  prompts: [
    p(
      'Kannst du in DT_WeaponTuning den Headshot-Multiplikator für alle SMGs auf 2.0 setzen? Lena hat das nach dem letzten Playtest so gewollt.',
      ['headshot-2', 'headshot-175', 'weapon-data'],
    ),
    p(
      'since my refactor of AArenaCharacter::PossessedBy, abilities on the client only fire after a full round trip, no local prediction at all. server side is fine. @Source/Arena/Character/ArenaCharacter.cpp',
      ['asc-on-playerstate', 'prediction-limits'],
    ),
    p('add a replicated OverheatLevel float to AArenaWeapon, owner-only, the HUD will show it as a bar', [
      'push-model',
      'server-authority',
    ]),
    p(
      `Juno's turret doesn't show up for players on the far side of Skyharbor, close range it's fine. server log:
[2025.11.20-14.02.11:482][391]LogReplicationGraph: Warning: UArenaReplicationGraph::RouteAddNetworkActorToNodes: Unmapped class BP_Turret_Juno_C (Parent: AArenaDeployable). Using default policy.`,
      ['repgraph'],
    ),
    p(
      "implement Kite's wall-run: hold jump next to a wall, up to 1.5 s, keeps momentum. has to feel right at 150 ms ping, no rubber-banding",
      [
        'cmc-saved-moves',
        's-move-state-enum',
        's-ability-ftest-lag',
        'ability-cpp-only',
        'ability-bp-allowed',
      ],
    ),
    p(
      "Juno's heal drone should spend Energy every heal tick. can you add a UArenaJunoSet attribute set with Energy + MaxEnergy and subtract it in the ability?",
      ['s-resource-set', 's-cost-ge', 'attribute-sets'],
    ),
    p(
      "Cześć, dodaj proszę nową umiejętność dla Brakka: 'Wstrząs' – stun AoE w promieniu 4 m, 0.8 s, cooldown 10 s. Klasa C++ plus GA_ w BP, cue z efektem i tekst do UI.",
      [
        'ability-policies',
        'cooldowns',
        'gameplay-tags',
        'gameplay-cues',
        'ability-cpp-only',
        's-st-keys',
        's-ability-ftest-lag',
      ],
    ),
    p(
      'players report Vesper can end up inside the Foundry gate after a blink and then shoot through it. @Source/Arena/Abilities/Heroes/Vesper/ArenaGA_PhaseStep.cpp',
      ['s-teleport-server-recompute', 'server-authority'],
    ),
    p(
      "brazilian players keep saying their shots don't register. what's our max rewind for lag comp right now and should we just raise it?",
      ['lagcomp-rewind-200', 'lagcomp-rewind-250', 'hitscan-lagcomp', 'hosting-agones'],
    ),
    p('add a step to the nightly that uploads the Linux server .debug files to Sentry', [
      'crash-backtrace',
      'symbols',
      'buildgraph',
    ]),
    p('write a Jenkinsfile for a PS5 nightly package job', ['build-horde', 'buildgraph']),
    p(
      "new map Skyharbor (Content/Arena/Maps/Skyharbor/L_Skyharbor.umap). plays fine in PIE, but in the packaged build the server fails to travel to it: 'Failed to load package /Game/Arena/Maps/Skyharbor/L_Skyharbor'. what am I missing?",
      ['cook-maps', 'chunking'],
    ),
    p(
      `nightly gauntlet red since we added the announcer lines and Juno's ult NS_:
ArenaGauntlet.BotMatch: FAILED
  Server peak RSS 1.93 GB exceeds limit 1.80 GB
  Top allocations: NiagaraSystem 212 MB, SoundWave 184 MB, WidgetBlueprintGeneratedClass 61 MB`,
      ['server-memory', 'gauntlet', 'bp-hard-refs'],
    ),
    p(
      `agones keeps killing our pods in europe-central2 about 2 min into matches on Skyharbor. kubectl describe gs says "Unhealthy", and the last lines of the server log are
LogStreaming: Display: Flushing async loaders.
LogArenaOnline: Verbose: Agones Health ping skipped (game thread busy 7.8s)`,
      ['agones-lifecycle', 'hosting-agones'],
    ),
    p('deploy the new server build (CL 48311) to PlayFab for the weekend test', [
      'hosting-agones',
      'server-image',
      'network-version',
    ]),
    p(
      "Lena synced CL 48302 in UGS and now the editor won't open: 'The following modules are missing or built with a different engine version: Arena, ArenaEditor. Would you like to rebuild them now?' she doesn't have VS",
      ['ugs'],
    ),
    p(
      'new hire question: can I just install UE 5.4.4 from the Epic launcher instead of compiling the engine? takes forever',
      ['engine-54'],
    ),
    p(
      'HUD: show the remaining cooldown on each ability slot in WBP_AbilitySlot, as a radial + seconds text',
      ['cooldowns', 'ui-commonui', 'loc-text'],
    ),
    p(
      `review pls, small change in the tooltip + a quick self-damage for Brakk's overload:

+ FText Title = FText::FromString(FString::Printf(TEXT("%s (%d)"), *AbilityName, Charges));
...
+ void UArenaGA_BrakkOverload::ActivateAbility(...)
+ {
+     UArenaAbilitySystemComponent* ASC = GetArenaASC();
+     ASC->SetNumericAttributeBase(UArenaHealthSet::GetHealthAttribute(), ASC->GetNumericAttribute(UArenaHealthSet::GetHealthAttribute()) - 25.f);`,
      ['loc-text', 'damage-pipeline', 's-st-keys'],
    ),
    p('add a debug cvar that draws the rewound hit capsules when the server confirms a hit', [
      'cvar-convention',
      'hitscan-lagcomp',
    ]),
    p(
      'the match timer is a pain to reach from widgets, make a static singleton MatchClock that the UI can call directly',
      ['subsystems', 'match-flow', 'ui-commonui'],
    ),
    p(
      'PS5 GPU goes to 22 ms when four people spray the same concrete wall. NS_Impact_Concrete is the suspect, can you look at the asset setup?',
      ['niagara-effect-types', 'vfx-budget'],
    ),
    p(
      "design wants enemies to see Vesper's blink trail through walls for half a second so they know where she went. add a custom depth stencil pass on NS_Vesper_PhaseStep_Trail",
      ['s-vfx-no-xray'],
    ),
    p(
      "Na Series S w memreport mam 'Texture streaming pool over budget' na Skyharbor, build Test. Co z tym robimy, podnieść PoolSize?",
      ['series-s-mem'],
    ),
    p(
      'write automation specs for UArenaDamageExecution: falloff at range, headshot multiplier, shield absorbs before health',
      ['automation-tests', 'damage-pipeline', 'headshot-175', 'headshot-2', 'weapon-data'],
    ),
    p(
      'Arena.Weapons.Recoil.PatternLoops fails on horde every third run or so, just comment it out so the incremental goes green',
      ['flaky-quarantine'],
    ),
    p(
      "it's thursday 13:40 and I have the fix for the Foundry spawn exploit (spawn room door can be crossed during WarmUp). how do I get it into Main for today's playtest?",
      ['playtest-lock', 'cl-format'],
    ),
    p('starting the weapon system rework next sprint, can you set up a dev stream for it off Main?', [
      'p4-main-trunk',
      'cvar-convention',
    ]),
    p(
      "can't check out BP_Weapon_Rifle, it's exclusively locked by lena.vogel. can I just make it writable, edit, and submit later?",
      ['p4-typemap'],
    ),
    p(
      "the Steam playtest build (Shipping) lists our internal test lobbies in the server browser, players are joining QA lobbies. what's wrong?",
      ['eos-sandboxes'],
    ),
    p(
      "EAC kicks everyone with 'Untrusted system file' on the new playtest build. only difference from the last one is Zofia dropped a hotfix pak into the staged folder after packaging",
      ['eac'],
    ),
    p('add a friends list screen, use the OnlineServices v2 Social interface', ['eos-oss', 'ui-commonui']),
    p('server CPU is at 80% with 4v4s, just enable Iris, it is supposed to be way faster', [
      'iris-off',
      'repgraph',
    ]),
    p(
      'add PS5 activity card progress for the tutorial: send the UDS event straight from AArenaGameMode::OnTutorialStepCompleted, the sdk include is <np/np_uds.h> I think',
      ['console-nda'],
    ),
    p(
      'the level designer scripted the Foundry gate to open at 2:00 match time in the L_Foundry level blueprint. move it somewhere proper',
      ['bp-boundaries', 'match-flow'],
    ),
    p(
      "I added a UPROPERTY to AArenaWeapon, hit ctrl+alt+f11, and now BP_Weapon_Rifle says 'REINST_BP_Weapon_Rifle_C' and the details panel is empty. ??",
      ['live-coding'],
    ),
    p('what tick rate do our dedicated servers actually run at? someone on reddit says 30 Hz', [
      'server-tick-60',
    ]),
    p(
      "submit Juno's new ult. I also touched UArenaAbilitySystemComponent to add a GetAbilityLevelByTag helper it needs",
      ['s-split-cl', 'cl-format'],
    ),
    p(
      'add a "Ping" input (middle mouse on KBM, d-pad up on gamepad) that triggers the ping ability, rebindable',
      ['enhanced-input', 'input-rebind'],
    ),
    p(
      "hey, Haruto's doing a Neon skin for Vesper: new material instances for body + hair and a new emissive texture. what do we name them and where do they go?",
      ['asset-naming', 'content-layout'],
    ),
    p(
      'Source/Arena/Weapons is full of UE_LOG(LogTemp, Warning, ...) and GEngine->AddOnScreenDebugMessage from the recoil debugging, can you clean it up properly',
      ['log-categories'],
    ),
    p(
      'party voice: when players join a party lobby they should land in a voice channel automatically. also QA says on PS5 you can still hear someone you blocked in the system UI',
      ['eos-voice', 'eos-oss'],
    ),
    p(
      "someone datamined Vesper's unreleased skins out of the paks and posted them on twitter. flip bEncryptUAssetFiles on in DefaultCrypto.ini so it can't happen again",
      ['pak-signing'],
    ),
    p('explain FFastArraySerializer in two sentences', []),
    p("what's the difference between TArray::Add and Emplace, quick", []),
    p('regex that matches CL numbers written like "CL 48213" or "@48213"', []),
    p('dzięki, działa 👍', []),
    p('how do I convert an FVector direction to an FRotator?', []),
    p('jak w C++ sklampować floata do 0..1 bez FMath?', []),
    p('what does UPROPERTY(Transient) actually do', []),
    p('p4: how do I revert unchanged files in my default changelist', []),
    p('¿qué hace exactamente el keyword `mutable` en C++?', []),
  ],
});
