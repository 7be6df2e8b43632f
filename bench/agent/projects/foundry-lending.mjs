// A DeFi lending protocol ("Orla"): Solidity 0.8 contracts built and tested with Foundry (unit, fuzz, invariant and
// fork tests, forge scripts), Chainlink oracles, UUPS proxies behind a Safe + timelock, a TypeScript liquidation keeper
// (viem, pm2 on a small VPS), a subgraph (The Graph, AssemblyScript), audits, Sepolia / Base Sepolia testnets and
// Ethereum + Base mainnet deployments. Small team, English with some Portuguese and Dutch.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'foundry-lending',
  stack:
    'Solidity 0.8.24, Foundry (forge build/test/script, fuzz + invariant + fork tests, forge snapshot, forge coverage), Soldeer dependencies, OpenZeppelin Contracts Upgradeable 5 (UUPS, ERC-7201 namespaced storage, AccessControl, TimelockController), openzeppelin-foundry-upgrades, Chainlink price feeds + L2 sequencer uptime feed, CreateX (CREATE2), Safe multisig + Transaction Builder, Slither, Bulloak; keeper bot in TypeScript (Node 20, pnpm, viem 2, @wagmi/cli codegen, vitest, anvil) on a Hetzner VPS with pm2, Flashbots Protect, Balancer flash loans; subgraph (The Graph, AssemblyScript, graph-cli, matchstick-as) on Subgraph Studio; GitHub Actions; Ethereum mainnet, Base, Sepolia, Base Sepolia',
  memories: [
    // --- repo & toolchain ----------------------------------------------------------------------------------
    m(
      'foundry-layout',
      'fact',
      'Monorepo: contracts/ is the Foundry project (foundry.toml, src/core = Pool + PoolConfigurator + PoolStorage, src/logic = SupplyLogic/BorrowLogic/LiquidationLogic/GenericLogic libraries, src/oracles, src/interest, src/tokens = OToken + DebtToken, src/periphery = FlashLiquidator, src/libraries = WadRayMath, PercentageMath, Errors), contracts/test, contracts/script, contracts/config/markets/<chainId>.json, contracts/deployments/<chainId>.json. keeper/ is the TS liquidation bot, subgraph/ the graph stuff, audits/ the reports.',
      {
        age: 420,
        reaffirm: 30,
        files: [
          'contracts/foundry.toml',
          'contracts/src/core/Pool.sol',
          'keeper/package.json',
          'subgraph/subgraph.yaml',
        ],
        tags: ['structure', 'foundry', 'monorepo'],
      },
    ),
    m(
      'solc-pin',
      'constraint',
      'Everything in contracts/src uses `pragma solidity 0.8.24;` — exact version, no caret. Tests and scripts can say ^0.8.24. foundry.toml has solc = "0.8.24" and optimizer_runs = 200. The auditors reviewed bytecode from exactly this compiler, so bumping solc or the optimizer runs is a protocol change, not a chore.',
      {
        files: ['contracts/foundry.toml'],
        tags: ['solc', 'compiler', 'audit'],
      },
    ),
    m(
      'evm-paris',
      'fact',
      'evm_version = "paris" in foundry.toml. Base did not support PUSH0 yet when we started, and we want the same bytecode on both chains.',
      {
        fact: 'orla-contracts | evm_version | paris',
        age: 480,
        files: ['contracts/foundry.toml'],
        tags: ['evm', 'compiler', 'base'],
      },
    ),
    m(
      'evm-cancun',
      'decision',
      'Moved evm_version to "cancun" for v1.3. Ethereum and Base both have Dencun since March 2024, and we wanted transient storage for the reentrancy guard (TransientReentrancyGuard in src/libraries, tstore/tload) — saves ~4.8k gas per supply/borrow. Sepolia and Base Sepolia are fine too. If a test dies with EvmError: NotActivated your local foundry.toml profile or an old anvil is still on paris/shanghai.',
      {
        fact: 'orla-contracts | evm_version | cancun',
        supersedes: 'evm-paris',
        age: 200,
        files: ['contracts/foundry.toml', 'contracts/src/libraries/TransientReentrancyGuard.sol'],
        tags: ['evm', 'compiler', 'transient-storage'],
      },
    ),
    m(
      'deps-submodules',
      'fact',
      'Solidity deps are git submodules under contracts/lib (forge install OpenZeppelin/openzeppelin-contracts-upgradeable@v5.0.2 --no-commit etc), remappings in contracts/remappings.txt. After cloning do `git submodule update --init --recursive`.',
      {
        fact: 'orla-contracts | dependency_manager | git submodules',
        age: 450,
        files: ['contracts/remappings.txt', '.gitmodules'],
        tags: ['dependencies', 'submodules'],
      },
    ),
    m(
      'deps-soldeer',
      'decision',
      "we dropped the submodules, deps are Soldeer now. [dependencies] in foundry.toml, soldeer.lock is committed, the contracts/dependencies/ folder is gitignored. `forge soldeer install` after clone, `forge soldeer install @openzeppelin-contracts-upgradeable~5.0.2` to add one. Don't `forge install` anything, there is no lib/ anymore. Remappings still in remappings.txt (@openzeppelin/contracts-upgradeable/=dependencies/@openzeppelin-contracts-upgradeable-5.0.2/...). OZ stays pinned at 5.0.2 until after the v1.4 audit.",
      {
        fact: 'orla-contracts | dependency_manager | soldeer',
        supersedes: 'deps-submodules',
        age: 160,
        files: ['contracts/foundry.toml', 'contracts/soldeer.lock', 'contracts/remappings.txt'],
        tags: ['dependencies', 'soldeer', 'openzeppelin'],
      },
    ),
    m(
      'contract-size',
      'constraint',
      'Pool is at ~23.9 KB deployed, EIP-170 limit is 24,576 bytes, so there is basically no room. New Pool logic goes into the external libraries in src/logic (they are linked, deployed separately by the deploy script), Pool only keeps the thin entry point. contracts.yml runs `forge build --sizes` and fails over the limit. Dont try to fix it by raising optimizer_runs or turning via_ir on, see solc pin.',
      {
        files: ['contracts/src/core/Pool.sol', 'contracts/src/logic', '.github/workflows/contracts.yml'],
        tags: ['contract-size', 'eip-170', 'libraries'],
      },
    ),
    m(
      'forge-fmt',
      'convention',
      'forge fmt with the [fmt] section in foundry.toml (line_length = 120, sort_imports = true, int_types = "long"). CI does `forge fmt --check`. Named imports only: import {IPool} from "../interfaces/IPool.sol";',
      {
        files: ['contracts/foundry.toml'],
        tags: ['formatting', 'style', 'ci'],
      },
    ),

    // --- upgradeability -------------------------------------------------------------------------------------
    m(
      'proxy-transparent',
      'decision',
      'Pool and PoolConfigurator sit behind TransparentUpgradeableProxy, one ProxyAdmin owned by the deployer EOA for now, will move to the multisig later.',
      {
        fact: 'orla-contracts | proxy_pattern | Transparent + ProxyAdmin',
        age: 520,
        files: ['contracts/script/Deploy.s.sol'],
        tags: ['proxy', 'upgradeability'],
      },
    ),
    m(
      'proxy-uups',
      'decision',
      'All upgradeable contracts (Pool, PoolConfigurator, OracleRouter, OToken/DebtToken implementations via the configurator) are UUPS: plain ERC1967Proxy, the implementation inherits UUPSUpgradeable and _authorizeUpgrade is onlyRole(UPGRADER_ROLE). UPGRADER_ROLE is held only by the TimelockController. No ProxyAdmin anywhere anymore. FlashLiquidator is NOT upgradeable on purpose (redeploy it).',
      {
        fact: 'orla-contracts | proxy_pattern | UUPS (ERC1967Proxy)',
        supersedes: 'proxy-transparent',
        age: 330,
        reaffirm: 20,
        files: [
          'contracts/src/core/Pool.sol',
          'contracts/src/core/PoolConfigurator.sol',
          'contracts/src/oracles/OracleRouter.sol',
        ],
        tags: ['proxy', 'uups', 'upgradeability'],
        reason:
          'OZ 5 removed the per-proxy admin pattern we used, and the audit flagged the EOA ProxyAdmin as a centralization risk',
        canonical: true,
      },
    ),
    m(
      'storage-7201',
      'constraint',
      'Storage of upgradeable contracts lives in ERC-7201 namespaced structs (PoolStorage.Layout at keccak256(abi.encode(uint256(keccak256("orla.storage.Pool")) - 1)) & ~bytes32(uint256(0xff))), accessed via _getPoolStorage(). New fields are appended at the END of the struct, never inserted, reordered, retyped or deleted (rename to __deprecated_x and leave it). No state variables declared directly in the contract, and no immutables that differ per chain. scripts/check-storage.sh diffs `forge inspect Pool storageLayout` against contracts/storage-layouts/*.json in CI.',
      {
        files: [
          'contracts/src/core/PoolStorage.sol',
          'contracts/storage-layouts',
          'contracts/scripts/check-storage.sh',
        ],
        tags: ['storage', 'erc-7201', 'upgradeability'],
        reaffirm: 12,
        canonical: true,
      },
    ),
    m(
      'initializers',
      'convention',
      'Implementation constructors only call _disableInitializers() (with /// @custom:oz-upgrades-unsafe-allow constructor). First deploy uses initialize(...) with the initializer modifier; anything an upgrade must set up goes into a reinitializer(N) function (initializeV3 etc) that the upgrade calls via upgradeToAndCall in the same tx — otherwise someone can front-run it.',
      {
        files: ['contracts/src/core/Pool.sol'],
        tags: ['upgradeability', 'initializer'],
      },
    ),
    m(
      'upgrade-validate',
      'convention',
      'Upgrade scripts validate with openzeppelin-foundry-upgrades: the new implementation has `/// @custom:oz-upgrades-from src/core/Pool.sol:Pool` pointing at the previous version (kept in contracts/src/legacy/PoolV1_3.sol), and the script calls Upgrades.validateUpgrade. Needs ffi = true, ast = true, build_info = true and extra_output = ["storageLayout"] — use FOUNDRY_PROFILE=upgrades, and `forge clean` first or it complains about stale build info.',
      {
        files: ['contracts/script/UpgradePool.s.sol', 'contracts/src/legacy', 'contracts/foundry.toml'],
        tags: ['upgradeability', 'openzeppelin', 'scripts'],
      },
    ),

    // --- oracles --------------------------------------------------------------------------------------------
    m(
      'oracle-adapter',
      'fact',
      'Prices: Pool asks OracleRouter.getAssetPrice(asset), which returns USD per 1 whole token as a wad (1e18). Each asset has a FeedConfig (aggregator, decimals, heartbeat) set by PoolConfigurator.setFeed; ChainlinkOracleAdapter normalises the answer from feed decimals to 18. decimals are read from the aggregator once in setFeed and stored, never assume 8.',
      {
        files: ['contracts/src/oracles/OracleRouter.sol', 'contracts/src/oracles/ChainlinkOracleAdapter.sol'],
        tags: ['oracle', 'chainlink', 'prices'],
      },
    ),
    m(
      'oracle-staleness-1h',
      'constraint',
      'Chainlink staleness check: MAX_STALENESS = 1 hours constant in ChainlinkOracleAdapter, if block.timestamp - updatedAt > 1h revert StalePrice. Same for every feed.',
      {
        fact: 'orla-oracles | staleness_rule | fixed 1h for all feeds',
        age: 400,
        files: ['contracts/src/oracles/ChainlinkOracleAdapter.sol'],
        tags: ['oracle', 'chainlink', 'staleness'],
      },
    ),
    m(
      'oracle-heartbeat',
      'constraint',
      'Staleness is per feed now: FeedConfig.heartbeat is the Chainlink heartbeat of that feed and the adapter reverts StalePrice when block.timestamp - updatedAt > heartbeat * 110 / 100. Look the heartbeat up on data.chain.link for the exact network (USDC/USD on mainnet is 86400, ETH/USD mainnet 3600, ETH/USD on Base 1200). Also answer <= 0 reverts InvalidPrice. The old 1h constant made USDC revert most of the day on mainnet.',
      {
        fact: 'orla-oracles | staleness_rule | per-feed heartbeat + 10%',
        supersedes: 'oracle-staleness-1h',
        age: 180,
        reaffirm: 25,
        files: [
          'contracts/src/oracles/ChainlinkOracleAdapter.sol',
          'contracts/config/markets/1.json',
          'contracts/config/markets/8453.json',
        ],
        tags: ['oracle', 'chainlink', 'staleness', 'heartbeat'],
      },
    ),
    m(
      'sequencer-feed',
      'constraint',
      'On Base every price read first checks the Chainlink L2 Sequencer Uptime Feed: answer 1 = down -> revert SequencerDown; if it came back less than GRACE_PERIOD (3600 s) ago, borrow and liquidate revert GracePeriodNotOver (repay and supply still work). On mainnet the adapter is deployed with sequencerFeed = address(0) and skips the check.',
      {
        files: ['contracts/src/oracles/ChainlinkOracleAdapter.sol'],
        tags: ['oracle', 'base', 'l2', 'sequencer'],
      },
    ),
    m(
      'sequencer-grace-30m',
      'fact',
      'the grace period on Base is 30 min, not 1h: config/markets/8453.json has "sequencerGracePeriod": 1800 and the adapter takes it from the constructor. Femke lowered it after the March outage because users could not borrow for an hour after a 5 min blip.',
      {
        disputes: 'sequencer-feed',
        files: ['contracts/config/markets/8453.json'],
        tags: ['oracle', 'base', 'sequencer'],
      },
    ),
    m(
      'oracle-wsteth',
      'fact',
      'wstETH is priced as wstETH->stETH rate times ETH/USD: on mainnet the rate is wstETH.stEthPerToken(), on Base the Chainlink "wstETH-stETH Exchange Rate" feed (heartbeat 86400). The stETH/USD feed is not used (stETH depegs in stress, we price at the redemption rate on purpose, decision by Femke and the risk review).',
      {
        files: ['contracts/src/oracles/WstEthOracleAdapter.sol'],
        tags: ['oracle', 'wsteth', 'lst'],
      },
    ),
    m(
      'oracle-no-spot',
      'constraint',
      'Never price anything from a DEX spot price (Uniswap slot0, reserves, balanceOf of a pool) — one flash loan moves it. A token without a Chainlink (or Chainlink-equivalent push) feed does not get listed as collateral, full stop.',
      {
        tags: ['oracle', 'security', 'manipulation'],
      },
    ),

    // --- protocol math & rules -------------------------------------------------------------------------------
    m(
      'units',
      'convention',
      'Units: token amounts in the asset native decimals, prices in wad (1e18), liquidity/borrow indexes and rates in ray (1e27, rates per second), every risk parameter in bps (10_000 = 100%, LTV 8000 = 80%). Use WadRayMath / PercentageMath, no ad-hoc `* 1e18 / x`.',
      {
        files: ['contracts/src/libraries/WadRayMath.sol', 'contracts/src/libraries/PercentageMath.sol'],
        tags: ['math', 'units', 'wad', 'ray'],
      },
    ),
    m(
      'rounding',
      'constraint',
      'Rounding always in favour of the protocol: OToken shares minted on supply round DOWN, shares burned on withdraw round UP, debt shares on borrow round UP, on repay DOWN. rayDiv/rayMul have Up/Down variants in WadRayMath, pick deliberately and leave a comment. A 1 wei difference against the user in a fuzz test is expected, 1 wei in favour of the user is a bug.',
      {
        files: [
          'contracts/src/libraries/WadRayMath.sol',
          'contracts/src/logic/SupplyLogic.sol',
          'contracts/src/logic/BorrowLogic.sol',
        ],
        tags: ['math', 'rounding', 'security'],
        reaffirm: 18,
        canonical: true,
      },
    ),
    m(
      'health-factor',
      'fact',
      'Health factor = sum(collateral USD * liquidationThreshold) / debt USD, as wad, computed in GenericLogic.calculateUserAccountData. Liquidatable when < 1e18. type(uint256).max when there is no debt. The keeper reads it with Pool.getUserAccountData(user).',
      {
        files: ['contracts/src/logic/GenericLogic.sol'],
        tags: ['health-factor', 'liquidation'],
      },
    ),
    m(
      'close-factor-50',
      'fact',
      'Close factor is 50%: one liquidate() call can repay at most half of the borrower debt in that asset, the rest needs another call (possibly by someone else).',
      {
        files: ['contracts/src/logic/LiquidationLogic.sol'],
        tags: ['liquidation', 'close-factor'],
      },
    ),
    m(
      'close-factor-full',
      'fact',
      'since v1.2 its not always 50%: LiquidationLogic allows 100% when HF < 0.95e18 (CLOSE_FACTOR_HF_THRESHOLD) or when the debt left after a 50% liquidation would be under $1,000 (MIN_LEFTOVER_BASE, anti-dust). The keeper sizing must take that into account or it leaves dust positions nobody liquidates.',
      {
        disputes: 'close-factor-50',
        files: ['contracts/src/logic/LiquidationLogic.sol', 'keeper/src/strategy/sizing.ts'],
        tags: ['liquidation', 'close-factor', 'dust'],
      },
    ),
    m(
      'interest-model',
      'fact',
      'Interest: one JumpRateModel per asset (src/interest/JumpRateModel.sol) with baseRate, slope1, slope2, optimalUtilization — all set in config/markets/<chainId>.json in bps per year and converted to ray per second by the configurator. Stables kink at 90%, WETH/wstETH at 45%, BTCs at 45%. The model is immutable per deployment: changing the curve = deploy a new model + setInterestRateModel.',
      {
        files: ['contracts/src/interest/JumpRateModel.sol', 'contracts/config/markets/1.json'],
        tags: ['interest', 'rates', 'risk'],
      },
    ),
    m(
      'token-decimals',
      'constraint',
      'Never assume 18 decimals. USDC/USDT have 6, WBTC and cbBTC 8, WETH/wstETH 18. ReserveData stores decimals at listing. In tests use MockERC20 with the decimals constructor param and test at least one 6-decimal market — most of our old bugs were 6 vs 18.',
      {
        files: ['contracts/test/mocks/MockERC20.sol', 'contracts/src/core/PoolStorage.sol'],
        tags: ['decimals', 'erc20', 'testing'],
      },
    ),
    m(
      'no-fot-tokens',
      'constraint',
      'No fee-on-transfer, rebasing or callback (ERC777-style) tokens as reserves. Accounting assumes amount sent == amount received. stETH itself is never listed — wstETH instead. USDT is fine but always via SafeERC20 (no bool return).',
      {
        tags: ['listing', 'erc20', 'security'],
      },
    ),
    m(
      'reentrancy',
      'convention',
      'Every external state-changing function of Pool and FlashLiquidator has nonReentrant (our TransientReentrancyGuard), follows checks-effects-interactions, and moves tokens with SafeERC20 only.',
      {
        files: ['contracts/src/libraries/TransientReentrancyGuard.sol', 'contracts/src/core/Pool.sol'],
        tags: ['security', 'reentrancy'],
      },
    ),
    m(
      'custom-errors',
      'convention',
      'Reverts are custom errors declared in src/libraries/Errors.sol (library Errors { error ZeroAmount(); error HealthFactorTooLow(uint256 hf); ... }) and used as `if (amount == 0) revert Errors.ZeroAmount();`. No require(cond, "string") in src — costs bytecode we dont have, and the keeper/frontend decode errors by selector.',
      {
        files: ['contracts/src/libraries/Errors.sol'],
        tags: ['errors', 'style', 'gas'],
      },
    ),
    m(
      'events-api',
      'constraint',
      'Events are public API: the subgraph, the keeper and the Dune dashboards decode them by signature. Never change an existing event (name, param types, order, which params are indexed) — that changes topic0 and the subgraph silently stops indexing it. Add a new event, keep emitting the old one until the subgraph is migrated. Every state change emits an event.',
      {
        files: ['contracts/src/interfaces/IPool.sol', 'subgraph/subgraph.yaml'],
        tags: ['events', 'subgraph', 'compatibility'],
        reaffirm: 40,
      },
    ),
    m(
      'access-roles',
      'fact',
      'Roles (AccessControl, defined in src/libraries/Roles.sol): DEFAULT_ADMIN_ROLE and UPGRADER_ROLE = TimelockController; RISK_ADMIN_ROLE = timelock too (the Safe proposes); GUARDIAN_ROLE = the 2/3 guardian Safe (pause only, can not unpause); EMERGENCY_ADMIN (unpause) = timelock. The deployer EOA renounces everything at the end of Deploy.s.sol on mainnets.',
      {
        files: ['contracts/src/libraries/Roles.sol', 'contracts/script/Deploy.s.sol'],
        tags: ['access-control', 'roles', 'governance'],
      },
    ),
    m(
      'pause-exit',
      'constraint',
      'Pausing (per market or global) blocks supply, borrow and withdraw of collateral — it must NEVER block repay or liquidate. Users have to be able to get out of debt and bad positions must still be liquidatable during an incident, auditors were very clear on this.',
      {
        files: ['contracts/src/core/Pool.sol', 'contracts/src/logic/ValidationLogic.sol'],
        tags: ['pause', 'emergency', 'liquidation'],
      },
    ),
    m(
      'dead-shares',
      'constraint',
      'First-depositor / share inflation protection: when a market is listed, ConfigureMarkets.s.sol supplies a seed amount (config seedAmount, ~$10 worth) and the resulting OToken shares go to 0x000000000000000000000000000000000000dEaD. Every new market gets it, including testnets. Dont remove it to "simplify" tests — BaseTest does the same seeding.',
      {
        files: ['contracts/script/ConfigureMarkets.s.sol', 'contracts/test/Base.t.sol'],
        tags: ['listing', 'security', 'inflation-attack'],
      },
    ),

    // --- tests ---------------------------------------------------------------------------------------------
    m(
      'test-layout',
      'convention',
      'Tests: contracts/test/unit/<Contract>/<function>.t.sol with a Bulloak .tree file next to it (`bulloak check` runs in CI), test/fuzz, test/invariant, test/fork. Contracts named Pool_Borrow_Unit_Test, functions test_RevertWhen_Paused, test_WhenCollateralIsEnough, testFuzz_Borrow(...). Everything inherits BaseTest (test/Base.t.sol): users via makeAddr, deploys through the same DeployLib the scripts use.',
      {
        files: ['contracts/test/Base.t.sol', 'contracts/test/unit'],
        tags: ['testing', 'naming', 'bulloak'],
      },
    ),
    m(
      'fuzz-runs-1000',
      'fact',
      'foundry.toml [fuzz] runs = 1000, [invariant] runs = 500 depth = 50. Same everywhere, local and CI.',
      {
        fact: 'orla-contracts | fuzz_runs | 1000 everywhere',
        age: 380,
        files: ['contracts/foundry.toml'],
        tags: ['testing', 'fuzzing'],
      },
    ),
    m(
      'fuzz-profiles',
      'fact',
      'Fuzz config is per profile now: default 256 fuzz runs / invariant 64 runs depth 32 (fast local loop), FOUNDRY_PROFILE=ci 10_000 runs / invariant 256 x 100 (PR checks), FOUNDRY_PROFILE=deep 100_000 / invariant 1000 x 200 (nightly only, takes ~2h, dont run it locally unless you are hunting something). fuzz seed fixed in ci so failures reproduce.',
      {
        fact: 'orla-contracts | fuzz_runs | per profile (256 / 10k ci / 100k deep)',
        supersedes: 'fuzz-runs-1000',
        age: 150,
        files: ['contracts/foundry.toml', '.github/workflows/contracts.yml', '.github/workflows/nightly.yml'],
        tags: ['testing', 'fuzzing', 'profiles'],
      },
    ),
    m(
      'invariants',
      'convention',
      'Invariant tests are handler-based: test/invariant/handlers/PoolHandler.sol (+ OracleHandler that moves prices within bounds), targetContract(handler) only, never the Pool directly. Inputs via bound(), not vm.assume (too many rejects). Ghost variables for sums. Current invariants: sum of OToken balances == totalSupply, total debt <= total supplied + reserves, no account with HF < 1 right after borrow/withdraw, liquidity index never decreases.',
      {
        files: [
          'contracts/test/invariant/PoolInvariants.t.sol',
          'contracts/test/invariant/handlers/PoolHandler.sol',
        ],
        tags: ['testing', 'invariants', 'fuzzing'],
      },
    ),
    m(
      'fork-pin',
      'convention',
      'Fork tests pin the block: vm.createSelectFork("mainnet", FORK_BLOCK_MAINNET) with the constants in test/fork/ForkConstants.sol (same for "base"). rpc_endpoints in foundry.toml map mainnet/base to the MAINNET_RPC_URL / BASE_RPC_URL env vars. Pinned = cached by foundry and reproducible; an unpinned fork test is flaky and burns our RPC quota.',
      {
        files: ['contracts/test/fork/ForkConstants.sol', 'contracts/foundry.toml'],
        tags: ['testing', 'fork-tests', 'rpc'],
      },
    ),
    m(
      'fork-latest-nightly',
      'decision',
      "For the nightly job the fork suite runs at the latest block (FORK_LATEST=1 makes ForkBase skip the pinned number). Tiago's point: pinned blocks would never have caught the USDC proxy upgrade or Chainlink swapping the aggregator behind the feed. So: don't pin blocks in new fork tests, read the block from ForkBase.",
      {
        disputes: 'fork-pin',
        files: ['contracts/test/fork/ForkBase.sol', '.github/workflows/nightly.yml'],
        tags: ['testing', 'fork-tests', 'nightly'],
      },
    ),
    m(
      'gas-snapshot',
      'convention',
      '.gas-snapshot is committed. contracts.yml runs `forge snapshot --check --tolerance 2` with the default profile. If you changed gas on purpose regenerate with `forge snapshot` (default profile, NOT ci — the fuzz run count changes the mean/median numbers) and commit it in the same PR with a line in the PR description why.',
      {
        files: ['contracts/.gas-snapshot', '.github/workflows/contracts.yml'],
        tags: ['gas', 'testing', 'ci'],
      },
    ),

    // --- chains & deployment --------------------------------------------------------------------------------
    m(
      'chains-goerli',
      'fact',
      'Testnets: Goerli (5) and Base Goerli (84531). Faucets are in the team Notion.',
      {
        fact: 'orla | testnets | Goerli + Base Goerli',
        age: 560,
        tags: ['testnet', 'chains'],
      },
    ),
    m(
      'chains',
      'fact',
      'Networks: Ethereum mainnet (1), Base (8453), Sepolia (11155111), Base Sepolia (84532). Goerli is dead, dont add it back anywhere. rpc_endpoints aliases in foundry.toml: mainnet, base, sepolia, base_sepolia. Config and deployment files are named by chain id.',
      {
        fact: 'orla | testnets | Sepolia + Base Sepolia',
        supersedes: 'chains-goerli',
        age: 300,
        files: ['contracts/foundry.toml', 'contracts/deployments'],
        tags: ['chains', 'testnet', 'mainnet'],
      },
    ),
    m(
      'deploy-scripts',
      'convention',
      'Deployment = forge scripts. script/Deploy.s.sol reads config/markets/<chainId>.json, deploys via DeployLib and writes every address to deployments/<chainId>.json with vm.writeJson. That file is generated, never edit it by hand — keeper and subgraph read their addresses from it. `forge script script/Deploy.s.sol --rpc-url base_sepolia --broadcast --verify --account orla-testnet`.',
      {
        files: ['contracts/script/Deploy.s.sol', 'contracts/script/DeployLib.sol', 'contracts/deployments'],
        tags: ['deploy', 'forge-script'],
      },
    ),
    m(
      'deployer-keystore',
      'constraint',
      'Keys for forge scripts live in the foundry keystore (`cast wallet import orla-testnet --interactive`) and scripts are run with --account <name> --sender <addr>. Never --private-key on the command line, never PRIVATE_KEY in .env or in vm.envUint — shell history and .env files leak. The testnet deployer only deploys testnets.',
      {
        files: ['contracts/script/Deploy.s.sol', 'contracts/.env.example'],
        tags: ['deploy', 'keys', 'security'],
      },
    ),
    m(
      'mainnet-safe',
      'constraint',
      'On Ethereum and Base nothing privileged is sent from an EOA. Upgrades, setFeed, risk params, new markets: the forge script (script/safe/*.s.sol) only builds a Safe Transaction Builder batch into script/safe/out/<chainId>-<name>.json; it is proposed to the 3/5 ops Safe, which calls timelock.schedule(); after the delay anyone executes. Every signer recomputes the safeTxHash with safe-tx-hashes-util and compares it with what the Ledger shows before signing. Implementations themselves may be deployed by the mainnet deployer EOA.',
      {
        files: ['contracts/script/safe', 'contracts/script/safe/ProposeUpgrade.s.sol'],
        tags: ['safe', 'multisig', 'governance', 'mainnet'],
        reaffirm: 9,
        canonical: true,
      },
    ),
    m(
      'timelock-48h',
      'fact',
      'TimelockController minDelay is 48h (172800) for upgrades and risk parameter changes. Guardian pause is the only thing that skips the timelock.',
      {
        files: ['contracts/script/Deploy.s.sol', 'contracts/config/markets/1.json'],
        tags: ['timelock', 'governance'],
      },
    ),
    m(
      'timelock-24h-base',
      'fact',
      'the timelock on Base is 24h, minDelay 86400 in config/markets/8453.json — Ruben set it like that at the Base launch so Femke can tune caps faster. Only mainnet has 48h.',
      {
        disputes: 'timelock-48h',
        files: ['contracts/config/markets/8453.json'],
        tags: ['timelock', 'governance', 'base'],
      },
    ),
    m(
      'verify-basescan',
      'convention',
      'Contract verification: ETHERSCAN_API_KEY for mainnet/Sepolia and a separate BASESCAN_API_KEY for Base/Base Sepolia, both wired in foundry.toml [etherscan] with the verifier url per chain.',
      {
        fact: 'orla | verification_keys | Etherscan + Basescan keys',
        age: 350,
        files: ['contracts/foundry.toml'],
        tags: ['verification', 'etherscan', 'basescan'],
      },
    ),
    m(
      'verify-v2',
      'convention',
      'Verification goes through the Etherscan API V2: ONE ETHERSCAN_API_KEY works for every chain (chainid param), the [etherscan] section just has `key = "$ETHERSCAN_API_KEY"` per alias. BASESCAN_API_KEY is gone from CI and .env.example. If forge says the V1 endpoint is deprecated, run foundryup, don\'t add a basescan url back. For a contract already deployed: forge verify-contract <addr> src/core/Pool.sol:Pool --chain base --watch (libraries need --libraries).',
      {
        fact: 'orla | verification_keys | single Etherscan V2 key',
        supersedes: 'verify-basescan',
        age: 90,
        reaffirm: 10,
        files: ['contracts/foundry.toml', 'contracts/.env.example'],
        tags: ['verification', 'etherscan', 'deploy'],
      },
    ),
    m(
      'create2',
      'fact',
      'Proxies are deployed with CreateX CREATE2 (salt = deployer prefix + "orla.pool.v1"), so they have the same address on Ethereum and Base: Pool proxy 0x4ad63063d5737db9ac3408b1a1b2f1a124974f80, OracleRouter 0x98fff0a75bec17645650c46a96a9b0f4d2bfaa7e. Base Pool proxy creation tx 0x34114dc0f3deebaa61e8706a23498b840f74abc32c0d65153a6e514064af7b09. Implementations are plain CREATE and differ per chain (see deployments/<chainId>.json).',
      {
        files: [
          'contracts/script/DeployLib.sol',
          'contracts/deployments/1.json',
          'contracts/deployments/8453.json',
        ],
        tags: ['create2', 'addresses', 'deploy'],
      },
    ),
    m(
      'safe-addresses',
      'fact',
      'Ops Safe (3/5, same address on both chains): 0x3977e7f7c0d237826082e00128bb7280f15b7957. Guardian Safe (2/3): 0x2091145b7f7fa042366cb2f1aa568ff25b401c4d. Timelock: 0xeb64d0091ec4071ca87bdebb38ddbab14a821d09. Ops signers: Ruben, Tiago, Femke, Joana and the external signer from Keyrock; guardian: Ruben, Tiago, Joana.',
      {
        files: ['contracts/config/markets/1.json', 'contracts/config/markets/8453.json'],
        tags: ['safe', 'multisig', 'addresses'],
      },
    ),
    m(
      'event-topics',
      'note',
      'For Dune / raw log filters: topic0 of LiquidationCall(address indexed collateralAsset, address indexed debtAsset, address indexed user, uint256 debtToCover, uint256 liquidatedCollateralAmount, address liquidator) is 0x1fc415bed5d26adc63e48cd2c2cf4aafe29cdbf2aef4800844e1ba744a85a66f, selector of liquidate(address,address,address,uint256) is 0x0a8ce27c. Keeper hot wallet (public): 0x7a794bdd7b0b12c230227ad5c0db08e507a69d64.',
      {
        files: ['contracts/src/interfaces/IPool.sol'],
        tags: ['events', 'dune', 'selectors'],
      },
    ),
    m(
      'risk-config',
      'convention',
      'Risk params (LTV, liquidation threshold, liquidation bonus, reserve factor, caps, rate model params, feed + heartbeat) live ONLY in config/markets/<chainId>.json, in bps. script/ConfigureMarkets.s.sol diffs config vs on-chain and emits the calls (testnet: broadcast directly; mainnets: Safe batch, see mainnet-safe). Never hardcode a parameter in Deploy.s.sol or in a test that should mirror prod — tests load the json too.',
      {
        files: ['contracts/config/markets', 'contracts/script/ConfigureMarkets.s.sol'],
        tags: ['risk', 'config', 'parameters'],
      },
    ),
    m(
      'caps',
      'constraint',
      'Every market has a supply cap AND a borrow cap, never 0 (0 means unlimited in the contract!). Caps are in whole tokens, not in wei: supplyCap 150 for cbBTC means 150 BTC, the contract multiplies by 10**decimals. New listings start at max ~$5M supply cap, Femke raises them in steps.',
      {
        files: ['contracts/src/logic/ValidationLogic.sol', 'contracts/config/markets'],
        tags: ['risk', 'caps', 'listing'],
      },
    ),

    // --- audits & security ----------------------------------------------------------------------------------
    m(
      'audits',
      'fact',
      'Audits in audits/: 2024-03 Spearbit (v1.0), 2024-09 Cantina competition (v1.2), 2025-02 Spearbit (v1.3, Base launch). v1.4 (e-mode + repayWithPermit) is in audit now with Spearbit, audited commit recorded in audits/README.md. Every deployed implementation must match an audited commit + fix review.',
      {
        files: ['audits/README.md'],
        tags: ['audit', 'security'],
      },
    ),
    m(
      'audit-freeze',
      'constraint',
      'release/v1.4 is frozen for the audit. In contracts/src on that branch only fixes for reported findings, one commit per finding named like "fix(SPB-M-03): round debt shares up in repay", no refactors, no renames, no forge fmt runs, no dependency bumps — the auditors review the diff and every unrelated line costs us review time. Other work goes to main.',
      {
        files: ['contracts/src', 'audits/README.md'],
        tags: ['audit', 'git', 'release'],
      },
    ),
    m(
      'known-issues',
      'note',
      'audits/known-issues.md lists the acknowledged findings: withdraw can leave 1-2 wei dust (L-02), admin roles are centralized behind the timelock (I-05), liquidation bonus can exceed the seized collateral on tiny positions (L-07). These are known and documented, dont "fix" them in passing; if you think one matters open a discussion first.',
      {
        files: ['audits/known-issues.md'],
        tags: ['audit', 'known-issues'],
      },
    ),
    m(
      'bug-bounty',
      'constraint',
      'Bug bounty on Immunefi covers the deployed mainnet/Base contracts. A vulnerability in deployed code is NEVER written up in a public GitHub issue, PR title or commit message before it is fixed on-chain — report to security@orla.fi / the private #sec channel, fix in the private fork (orla-security), disclose after.',
      {
        files: ['SECURITY.md'],
        tags: ['security', 'disclosure', 'bounty'],
      },
    ),

    // --- keeper ---------------------------------------------------------------------------------------------
    m(
      'keeper-ethers',
      'fact',
      'The keeper is an ethers v5 script (keeper/index.ts) run with ts-node, contract objects from the JSON ABIs copied into keeper/abis/.',
      {
        fact: 'orla-keeper | web3_library | ethers v5',
        age: 470,
        files: ['keeper/index.ts'],
        tags: ['keeper', 'ethers'],
      },
    ),
    m(
      'keeper-viem',
      'decision',
      'Keeper rewritten on viem 2 (Node 20, pnpm, compiled with tsc to dist/). ABIs are generated: `pnpm gen:abi` runs @wagmi/cli with the foundry plugin over contracts/out and writes keeper/src/abi/generated.ts (`as const`, which is what gives the typed readContract/simulateContract). Never hand-edit or paste ABIs; after a contract change do forge build then pnpm gen:abi.',
      {
        fact: 'orla-keeper | web3_library | viem 2',
        supersedes: 'keeper-ethers',
        age: 240,
        files: ['keeper/wagmi.config.ts', 'keeper/src/abi/generated.ts', 'keeper/package.json'],
        tags: ['keeper', 'viem', 'codegen'],
      },
    ),
    m(
      'keeper-do',
      'fact',
      'Keeper runs on a DigitalOcean droplet (keeper-ams3) as a systemd service orla-keeper.service, logs in journalctl.',
      {
        fact: 'orla-keeper | runs_on | DigitalOcean droplet + systemd',
        age: 430,
        tags: ['keeper', 'infra'],
      },
    ),
    m(
      'keeper-vps',
      'fact',
      'Keeper lives on keeper-01, a Hetzner CX22 in Falkenstein, under the user `keeper` in /opt/orla-keeper. pm2 with keeper/ecosystem.config.cjs: two processes, keeper-eth and keeper-base (same code, CHAIN env), plus pm2-logrotate. `pm2 logs keeper-base --lines 200`, restart one with `pm2 reload keeper-base`. Env file /etc/orla-keeper/keeper.env (chmod 600, not in git). The droplet is gone.',
      {
        fact: 'orla-keeper | runs_on | Hetzner VPS keeper-01 with pm2',
        supersedes: 'keeper-do',
        age: 210,
        reaffirm: 15,
        files: ['keeper/ecosystem.config.cjs'],
        tags: ['keeper', 'infra', 'pm2', 'vps'],
      },
    ),
    m(
      'keeper-flash',
      'fact',
      'Liquidations go through FlashLiquidator (contracts/src/periphery): Balancer V2 vault flash loan of the debt asset (0 fee), Pool.liquidate, swap the seized collateral back on Uniswap V3 with the path + minOut the bot computes, repay the loan, profit to the keeper treasury. The bot never holds inventory. The Balancer vault address is the same on both chains.',
      {
        files: ['contracts/src/periphery/FlashLiquidator.sol', 'keeper/src/tx/liquidate.ts'],
        tags: ['keeper', 'flash-loan', 'liquidation'],
      },
    ),
    m(
      'keeper-mev',
      'constraint',
      'Mainnet liquidation txs go ONLY through Flashbots Protect (https://rpc.flashbots.net/fast) — never the public mempool, we got sandwiched/frontrun in October 2024 and lost three liquidations in one day. Base has no public mempool to speak of (sequencer FIFO), there we send to our normal RPC and compete on priority fee.',
      {
        files: ['keeper/src/tx/send.ts', 'keeper/src/config.ts'],
        tags: ['keeper', 'mev', 'flashbots'],
        reaffirm: 22,
        canonical: true,
      },
    ),
    m(
      'keeper-min-profit',
      'fact',
      'The keeper only sends a liquidation when estimated profit after gas is above MIN_PROFIT_USD = 25 (keeper/src/config.ts). Below that it logs "skip: unprofitable" and moves on.',
      {
        files: ['keeper/src/config.ts', 'keeper/src/strategy/profit.ts'],
        tags: ['keeper', 'profit', 'liquidation'],
      },
    ),
    m(
      'keeper-bad-debt',
      'decision',
      'on Base we liquidate small underwater positions even at a small loss: MIN_PROFIT_USD=-5 in the base env. Bad debt sitting in the pool costs more than 5 bucks of gas, and on Base gas is nothing anyway. Only mainnet keeps the positive threshold.',
      {
        disputes: 'keeper-min-profit',
        files: ['keeper/src/config.ts', 'keeper/ecosystem.config.cjs'],
        tags: ['keeper', 'bad-debt', 'base'],
      },
    ),
    m(
      'keeper-bigint',
      'convention',
      'In the keeper all on-chain amounts are bigint end to end — no Number(), no parseFloat on wei, sorting with (a, b) => (a < b ? -1 : a > b ? 1 : 0). formatUnits only for logs and Telegram. Prices come from our OracleRouter (what the Pool sees), never from CoinGecko.',
      {
        files: ['keeper/src/strategy/sizing.ts', 'keeper/src/strategy/profit.ts'],
        tags: ['keeper', 'bigint', 'typescript'],
      },
    ),
    m(
      'keeper-hot-wallet',
      'constraint',
      'The keeper hot wallet keeps at most 0.5 ETH per chain (gas only, flash loans bring the capital). Top-ups come from the treasury Safe once a week, a low-balance alert fires under 0.1 ETH. If it needs more than that something is wrong, do not just send more.',
      {
        files: ['keeper/src/monitor/balance.ts'],
        tags: ['keeper', 'wallet', 'security'],
      },
    ),
    m(
      'keeper-alerts',
      'fact',
      'Keeper monitoring: Telegram bot posts to #orla-alerts (liquidations, failures, low balance), and each process pings a Better Stack heartbeat every 60s; no ping for 5 min pages whoever is on call. Grafana on keeper-01 (node exporter + the pm2 metrics) for the rest.',
      {
        files: ['keeper/src/monitor/telegram.ts', 'keeper/src/monitor/heartbeat.ts'],
        tags: ['keeper', 'monitoring', 'alerts'],
      },
    ),

    // --- subgraph -------------------------------------------------------------------------------------------
    m(
      'subgraph-hosted',
      'fact',
      'Subgraph is on The Graph hosted service: `graph deploy --product hosted-service orla-finance/orla-mainnet`, access token in the team 1Password.',
      {
        fact: 'orla-subgraph | hosting | hosted service',
        age: 500,
        files: ['subgraph/package.json'],
        tags: ['subgraph', 'the-graph'],
      },
    ),
    m(
      'subgraph-studio',
      'fact',
      'Hosted service is sunset; the subgraph is on Subgraph Studio and published to the decentralized network: orla-mainnet and orla-base (testnets orla-sepolia / orla-base-sepolia only in Studio, not published). networks.json holds address + startBlock per network (copied from deployments/<chainId>.json, startBlock = proxy creation block). Deploy: `pnpm build --network base && graph deploy orla-base --version-label v1.x.y`, then publish the new version from Studio.',
      {
        fact: 'orla-subgraph | hosting | Subgraph Studio / decentralized network',
        supersedes: 'subgraph-hosted',
        age: 260,
        files: ['subgraph/networks.json', 'subgraph/subgraph.yaml', 'subgraph/package.json'],
        tags: ['subgraph', 'the-graph', 'deploy'],
      },
    ),
    m(
      'subgraph-amounts',
      'convention',
      'In the subgraph, amounts are stored raw as BigInt together with the token decimals (Token entity). BigDecimal only for derived USD fields (amountUSD) computed from the oracle price event. Never go through toF64 / parseFloat in mappings.',
      {
        files: ['subgraph/schema.graphql', 'subgraph/src/mappings/pool.ts'],
        tags: ['subgraph', 'assemblyscript', 'math'],
      },
    ),
    m(
      'subgraph-ids',
      'convention',
      'Event entities (Supply, Borrow, Repay, LiquidationCall...) are @entity(immutable: true) with a Bytes id = event.transaction.hash.concatI32(event.logIndex.toI32()). Mutable state (Account, Position, Reserve) uses the address as Bytes id. No string ids built with + "-" +.',
      {
        files: ['subgraph/schema.graphql', 'subgraph/src/mappings'],
        tags: ['subgraph', 'schema', 'performance'],
      },
    ),
    m(
      'subgraph-abi-sync',
      'convention',
      'subgraph/abis/*.json are copied from contracts/out with `pnpm sync:abis` (never edited by hand), then `graph codegen`. If an event changes in Solidity the handler signature in subgraph.yaml must be updated in the same PR, otherwise it builds fine and just stops indexing. Matchstick tests in subgraph/tests, `graph test` (CI uses docker mode).',
      {
        files: ['subgraph/abis', 'subgraph/subgraph.yaml', 'subgraph/tests'],
        tags: ['subgraph', 'abi', 'codegen'],
      },
    ),

    // --- CI & process ---------------------------------------------------------------------------------------
    m(
      'ci',
      'fact',
      '.github/workflows: contracts.yml (forge build --sizes, FOUNDRY_PROFILE=ci forge test excluding test/fork, fmt check, snapshot check, bulloak check, slither, storage layout check), fork-tests.yml (only on main + manual, uses MAINNET_RPC_URL / BASE_RPC_URL secrets), nightly.yml (deep profile + fork suite), keeper.yml (tsc, eslint, vitest), subgraph.yml (codegen, build, graph test).',
      {
        files: [
          '.github/workflows/contracts.yml',
          '.github/workflows/nightly.yml',
          '.github/workflows/keeper.yml',
        ],
        tags: ['ci', 'github-actions'],
      },
    ),

    // --- neighbouring stuff (other repos, history) ---------------------------------------------------------
    m(
      'note-v4-hooks',
      'note',
      "Femke's Uniswap v4 hook experiment (dynamic fee based on a Chainlink vol feed) is in the separate orla-hooks repo. It also uses Foundry and its own deploy scripts, but nothing there is deployed or audited and it shares no code with this repo.",
      {
        age: 120,
        tags: ['uniswap-v4', 'hooks', 'other-repo'],
      },
    ),
    m(
      'note-gelato',
      'note',
      'In 2024 we tried Gelato Automate for a periodic accrueInterest + oracle-poke keeper. Cancelled after two months (costs, and nobody needs accrual poking since state updates lazily). The gelato/ folder in old branches can be ignored.',
      {
        age: 380,
        tags: ['history', 'gelato', 'automation'],
      },
    ),
    m(
      'note-points',
      'note',
      'The points campaign (season 1) is computed off-chain by Merkl from raw supply/borrow events, not from our subgraph. Questions about points go to Priya, not the contracts team.',
      {
        age: 70,
        tags: ['points', 'merkl', 'marketing'],
      },
    ),
    m(
      'note-token',
      'note',
      'The ORLA governance token, the vesting contracts and the Snapshot space are in orla-token (separate repo, different Foundry setup, separate audit by Zellic). This repo does not import the token.',
      {
        age: 140,
        tags: ['governance', 'token', 'other-repo'],
      },
    ),

    // --- candidates (agent-proposed, unreviewed) -------------------------------------------------------------
    m('cand-twap', 'decision', 'Add a Uniswap v3 TWAP as fallback oracle when the Chainlink feed is stale.', {
      candidate: true,
      tags: ['oracle', 'twap'],
    }),
    m(
      'cand-diamond',
      'decision',
      'Split the Pool into an EIP-2535 diamond to get around the 24KB contract size limit.',
      {
        candidate: true,
        tags: ['contract-size', 'diamond'],
      },
    ),
    m('cand-keeper-docker', 'decision', 'Run the keeper with docker compose instead of pm2 on the VPS.', {
      candidate: true,
      tags: ['keeper', 'docker'],
    }),
    m('cand-ponder', 'decision', 'Replace the subgraph with a Ponder indexer hosted on the keeper VPS.', {
      candidate: true,
      tags: ['subgraph', 'indexer'],
    }),

    // --- secret-bearing inputs (the write must be refused) ------------------------------------------------------
    m(
      'secret-deployer-pk',
      'note',
      'for the sepolia redeploy on thursday I used the old testnet deployer 0x5C1e...9aB2 whose key is 0x03a69792d38c543776129f0789ea04968001b94870ee147d7673affc2484af7e, import it with cast wallet import if you need to redo ConfigureMarkets',
      { secret: '0x03a69792d38c543776129f0789ea04968001b94870ee147d7673affc2484af7e' },
    ),
    m(
      'secret-alchemy-url',
      'fact',
      'BASE_RPC_URL for the fork tests = https://base-mainnet.g.alchemy.com/v2/OHgm2JJnm0XrqHTDIZHNyXFwKuQ62q37 (team app on the growth plan, so no more 429s in CI)',
      { secret: 'OHgm2JJnm0XrqHTDIZHNyXFwKuQ62q37' },
    ),
    m(
      'secret-etherscan',
      'note',
      'verification on base sepolia kept failing with "invalid api key" so I swapped in my personal etherscan key Q3AM2H4G3C4V9PI53C0YQ3VRIAS0KUHHQ2 in the CI secrets until someone rotates the team one',
      { secret: 'Q3AM2H4G3C4V9PI53C0YQ3VRIAS0KUHHQ2' },
    ),
    m(
      'secret-vps-pt',
      'note',
      'pra entrar no keeper-01 quando a chave ssh não funcionar: usuário keeper, a senha é Xv9#praia-Lm42q (depois eu troco, prometo). o ip tá no 1password',
      { secret: 'Xv9#praia-Lm42q' },
    ),
    m(
      'secret-seed',
      'note',
      'faucet wallet for base sepolia + sepolia (the one that funds test users in the e2e script): orbit velvet lunch crane tissue abandon rhythm ozone shuffle exact glimpse mandate — testnet only obviously',
      { secret: 'orbit velvet lunch crane tissue abandon rhythm ozone shuffle exact glimpse mandate' },
    ),
    m(
      'secret-tenderly',
      'fact',
      'Tenderly: project orla/protocol, simulations from the keeper use the access token tH7kQ2mVx9LpR4wZ8nB3cY6fJ1dS5aGe in the X-Access-Key header',
      { secret: 'tH7kQ2mVx9LpR4wZ8nB3cY6fJ1dS5aGe' },
    ),
    m(
      'secret-ledger-pin',
      'note',
      'Ik ben van 12 t/m 26 augustus weg. Mijn reserve-Ledger voor de ops Safe ligt in de kluis op kantoor, de pincode is 730418 — alleen gebruiken als er echt een upgrade of pause moet. (Ruben)',
      { secret: '730418' },
    ),
    m(
      'secret-grafana',
      'note',
      'grafana on the keeper box: https://keeper:Gr4f-9xLmq2Wt@grafana.keeper01.orla.fi/d/pm2 — bookmark that and you skip the login page',
      { secret: 'Gr4f-9xLmq2Wt' },
    ),
    m(
      'secret-telegram',
      'note',
      'The alerts bot token was revoked after it ended up in a screenshot. It is now 7312459081:AAH8IYDjxezUElwHKkre38zUeU-vx6vpYKcV, update keeper.env on keeper-01 if you redeploy.',
      { secret: '7312459081:AAH8IYDjxezUElwHKkre38zUeU-vx6vpYKcV' },
    ),
  ],
  sessions: [
    {
      id: 'foundry-lending-session-1',
      age: 3,
      turns: [
        said(
          'hoi. need a setReserveFactor(asset, bps) on PoolConfigurator, Femke wants the USDC reserve factor on base down to 10% before the campaign',
        ),
        replied(
          'ReserveConfig already has a reserveFactor field (uint16, bps) in PoolStorage, it is only set at listing. I can add PoolConfigurator.setReserveFactor(address asset, uint256 newFactor) that writes it and emits ReserveFactorChanged(asset, old, new). Is there an upper bound?',
        ),
        said(
          'yeah cap it at 50%, MAX_RESERVE_FACTOR = 5000, revert above. and thats a protocol-wide limit, not just for this setter — listing and every other path that writes the reserve factor checks against the same constant',
          { key: 's-reserve-factor-cap', type: 'constraint' },
        ),
        replied(
          'Added MAX_RESERVE_FACTOR = 5000 to src/libraries/Constants.sol and the check to both setReserveFactor and the listing path in _initReserve. Question: the reserve factor is used when interest accrues. Should the setter touch the indexes first?',
        ),
        said(
          'good catch. yes — anything that changes how interest is split or computed (reserve factor, rate model, caps dont matter) has to call _updateState(asset) before writing the new value. otherwise the new factor is applied to all interest since the last update, retroactively',
          { key: 's-accrue-before-param', type: 'constraint' },
        ),
        replied(
          'Done, setReserveFactor calls ReserveLogic.updateState first. I wrote test/unit/PoolConfigurator/setReserveFactor.t.sol. The access test fails: I used onlyOwner, and BaseTest has no owner.',
        ),
        said(
          'ja there is no owner in our contracts, OwnableUpgradeable is gone since v1.1. configurator setters are onlyRole(RISK_ADMIN_ROLE), upgrades UPGRADER_ROLE, pause GUARDIAN_ROLE. in tests prank as users.riskAdmin',
          { key: 's-roles-not-owner', type: 'convention' },
        ),
        replied(
          'Switched to onlyRole(Roles.RISK_ADMIN_ROLE) and the test to vm.prank(users.riskAdmin). The revert test uses vm.expectRevert(Errors.ReserveFactorTooHigh.selector).',
        ),
        said(
          'the error has args (uint256 given, uint256 max) so use abi.encodeWithSelector(Errors.ReserveFactorTooHigh.selector, 5001, 5000). with only the bare selector expectRevert still passes when the args are wrong, we had a test that was green for months checking nothing. thats how we write revert tests everywhere',
          { key: 's-expectrevert-args', type: 'convention' },
        ),
        replied('Updated. 9 tests pass. Do you want me to run the whole unit suite with -vvv?'),
        said('no just run setReserveFactor with -vvvv and paste me the trace of the revert case'),
        replied(
          'Trace: PoolConfigurator::setReserveFactor(USDC, 5001) -> [Revert] ReserveFactorTooHigh(5001, 5000). gas 11,842. Also: the .gas-snapshot check will fail, PoolConfigurator tests moved by ~3%.',
        ),
        said(
          'leave the snapshot alone in this PR, Tiago regenerates it tomorrow after his repay changes anyway',
        ),
        replied(
          'OK, not touching .gas-snapshot. The fork test for the Base USDC market needs BASE_RPC_URL, which is not set here.',
        ),
        said('use mine for now: https://base-mainnet.g.alchemy.com/v2/pK3vN8qWz2LxT7mR5cY9bF4hJ6dG1sAe', {
          secret: 'pK3vN8qWz2LxT7mR5cY9bF4hJ6dG1sAe',
        }),
        replied(
          "I won't write that URL into foundry.toml or a test file. I'll read it from the BASE_RPC_URL env var like the other fork tests; you can export it in your shell and I'll run the fork test from there.",
        ),
        said('fine. export done, run it'),
        replied(
          'Fork test passes on the pinned block: USDC reserve factor 1000 after the update, indexes updated in the same tx.',
        ),
      ],
    },
    {
      id: 'foundry-lending-session-2',
      age: 1,
      turns: [
        said(
          'oi! keeper-base is missing liquidations since yesterday night, pm2 logs full of `HTTP request failed. Status: 429` and some `nonce too low`. dá uma olhada?',
        ),
        replied(
          'The 429s come from https://mainnet.base.org: keeper/src/config.ts uses it as the third transport in fallback() and viem fell back to it after Alchemy timed out. The positions scan does multicall batches of 500.',
        ),
        said(
          'tira o public rpc dali. the keeper must only talk to our alchemy + quicknode, never mainnet.base.org or any public endpoint — they rate limit and the pending nonce they return is garbage',
          { key: 's-no-public-rpc', type: 'constraint' },
        ),
        replied(
          'Removed it; the transport is now fallback([alchemy, quicknode], { rank: true }). About the nonce errors: send.ts lets viem fetch the nonce with blockTag pending for every tx. When two liquidations are found in the same block they get the same nonce.',
        ),
        said(
          'right, thats the bug. nonces are ours: one NonceManager per chain+signer in src/tx/nonce.ts, initialised once from the chain at boot, incremented locally, resynced only after a dropped/replaced tx. viem doesnt get to pick the nonce',
          { key: 's-nonce-manager', type: 'convention' },
        ),
        replied(
          'Implemented NonceManager with a mutex around reserve/confirm and passed the nonce explicitly to writeContract. Looking at the failed txs: two liquidations reverted on-chain with HealthFactorNotBelowThreshold because someone repaid first.',
        ),
        said(
          'ugh. every liquidation goes through simulateContract against the latest block right before sending, and if the sim reverts we drop it, no tx. paying gas for reverts is the one thing that drains the hot wallet',
          { key: 's-simulate-first', type: 'convention' },
        ),
        replied(
          'Added simulateContract before writeContract in liquidate.ts; a revert logs "skip: sim reverted" with the error name.',
        ),
        said('for now also put the multicall batch size on base down to 150, we see if alchemy is happy'),
        replied(
          'Set MULTICALL_BATCH_SIZE=150 for base in ecosystem.config.cjs. vitest green. Want me to deploy to keeper-01?',
        ),
        said('yes but restart only keeper-base, keeper-eth is fine and it has a pending liquidation queued'),
        replied('I will pull main on keeper-01, build and pm2 reload keeper-base only.'),
        said(
          'não, from main no. the VPS only runs tagged releases: tag keeper-vX.Y.Z on main, then on the box `git fetch --tags && git checkout keeper-v0.9.4`, pnpm i --frozen-lockfile, pnpm build, reload. so we always know what code is running',
          { key: 's-keeper-deploy-tags', type: 'convention' },
        ),
        replied(
          'Tagged keeper-v0.9.4, checked it out on keeper-01, built and ran pm2 reload keeper-base. Heartbeat is back in Better Stack and the first scan completed without 429s.',
        ),
        said('valeu 🙏'),
      ],
    },
  ],
  prompts: [
    p(
      'add `mapping(address => uint256) lastLiquidationBlock` to the pool state, put it at the top of PoolStorage so its easy to find',
      ['storage-7201', 'upgrade-validate'],
    ),
    p(
      'forge script script/Deploy.s.sol --rpc-url base_sepolia --broadcast --private-key $PK\nError: No associated wallet for addresses: [0x5c1e...]. Unlocked wallets: []\nhow do I pass the key properly',
      ['deployer-keystore', 'deploy-scripts'],
    ),
    p(
      'v1.4 passed the fix review. write the script to upgrade the Pool on Base mainnet to the new implementation',
      ['mainnet-safe', 'upgrade-validate', 'proxy-uups', 'initializers', 'timelock-48h', 'timelock-24h-base'],
    ),
    p(
      'ChainlinkOracleAdapter keeps reverting StalePrice for USDC in the mainnet fork test, lets just bump MAX_STALENESS to 2 hours',
      ['oracle-heartbeat'],
    ),
    p(
      'list cbBTC as collateral on Base: LTV 73%, LT 78%, bonus 7.5%. add it to contracts/config/markets/8453.json and do whatever else is needed',
      ['risk-config', 'caps', 'dead-shares', 'units', 'token-decimals', 'mainnet-safe'],
    ),
    p(
      'in IPool.sol rename the `liquidator` param of LiquidationCall to `caller` and make debtToCover indexed, easier to filter on dune',
      ['events-api', 'subgraph-abi-sync'],
    ),
    p(
      'keeper: write computeRepayAmount(position) in keeper/src/strategy/sizing.ts, how much debt can we repay in one call',
      ['close-factor-50', 'close-factor-full', 'keeper-bigint', 'health-factor'],
    ),
    p(
      'pm2 logs keeper-base:\nHTTP request failed.\nStatus: 429\nURL: https://mainnet.base.org\nRequest body: {"method":"eth_call",...}\nadd mainnet.base.org as extra fallback with retryCount 5?',
      ['s-no-public-rpc'],
    ),
    p(
      'keeper-eth sent two liquidations in block 21904412 and the second one failed with "nonce too low". can you fix send.ts',
      ['s-nonce-manager', 'keeper-mev'],
    ),
    p(
      'we paid 0.03 ETH gas yesterday for a liquidation that reverted with HealthFactorNotBelowThreshold(1003140000000000000). how do we stop that',
      ['s-simulate-first', 'keeper-mev'],
    ),
    p('deploy the keeper fix we merged this morning to the vps', ['keeper-vps', 's-keeper-deploy-tags']),
    p(
      'flashbots protect is slow, switch keeper-eth to the normal alchemy rpc and just bump the priority fee',
      ['keeper-mev'],
    ),
    p('subgraph: add a LiquidationCall entity with debtToCover and the USD value as BigDecimal', [
      'subgraph-amounts',
      'subgraph-ids',
      'subgraph-abi-sync',
    ]),
    p(
      'graph deploy --product hosted-service orla-finance/orla-base\n✖ Failed to deploy: the hosted service has been sunset',
      ['subgraph-studio'],
    ),
    p(
      'forge install OpenZeppelin/openzeppelin-contracts@v5.0.2 → "lib/ does not exist". how do I add OZ utils to the project',
      ['deps-soldeer'],
    ),
    p(
      'PoolSupply.t.sol fails right after I pulled main:\n[FAIL. Reason: EvmError: NotActivated] test_Supply_WhenAmountIsValid()\nwhat changed?',
      ['evm-cancun'],
    ),
    p('write an invariant test: total USDC debt never exceeds what was supplied plus reserves', [
      'invariants',
      'test-layout',
      'token-decimals',
    ]),
    p('how many fuzz runs do we use on PR checks? my testFuzz_RayMulUp passes locally but fails in CI', [
      'fuzz-profiles',
    ]),
    p('add a fork test on Base for a wstETH liquidation against the real chainlink feeds', [
      'fork-pin',
      'fork-latest-nightly',
      'oracle-wsteth',
      'sequencer-feed',
      'test-layout',
    ]),
    p(
      'contracts.yml red:\nforge snapshot --check --tolerance 2\nDiff in "Pool_Borrow_Unit_Test::test_WhenCollateralIsEnough()": consumed "(gas: 241310)" gas, expected "(gas: 229847)" gas\nI did change borrow on purpose. what now',
      ['gas-snapshot'],
    ),
    p(
      'adding repayWithPermit to Pool and now: Warning: Contract code size is 24812 bytes and exceeds 24576 bytes. can we just turn via_ir on?',
      ['contract-size', 'solc-pin'],
    ),
    p(
      'verify the new OracleRouter implementation on basescan, forge verify-contract wants a BASESCAN_API_KEY',
      ['verify-v2'],
    ),
    p(
      'Spearbit reported SPB-M-04 on the v1.4 branch: first depositor can inflate the share price of a freshly listed market. fix it',
      ['audit-freeze', 'dead-shares', 'rounding', 'known-issues'],
    ),
    p('add require(amount > 0, "ZERO_AMOUNT") at the top of borrow in BorrowLogic', [
      'custom-errors',
      'contract-size',
    ]),
    p('testFuzz_SupplyWithdrawRoundtrip: user gets back 1 wei less than supplied for USDC. bug?', [
      'rounding',
      'known-issues',
    ]),
    p('incident on Base — make the guardian pause stop everything, including repay and liquidations', [
      'pause-exit',
      'access-roles',
    ]),
    p(
      'Base sequencer was down for 12 min this morning and users say borrow reverted GracePeriodNotOver for a long time after. how long is that window exactly',
      ['sequencer-feed', 'sequencer-grace-30m'],
    ),
    p('queued a borrow cap change on base via the safe today at 10:00, when can it be executed?', [
      'timelock-48h',
      'timelock-24h-base',
      'mainnet-safe',
    ]),
    p('test for setReserveFactor that it reverts above the max', [
      's-reserve-factor-cap',
      's-expectrevert-args',
      'test-layout',
    ]),
    p('change the USDC rate curve on Base: kink to 92%, slope2 to 60%', [
      'interest-model',
      'risk-config',
      's-accrue-before-param',
      'mainnet-safe',
    ]),
    p('add a setter in PoolConfigurator to change the oracle of a market, onlyOwner is fine for that', [
      's-roles-not-owner',
      'access-roles',
    ]),
    p('list wstETH on mainnet and price it with the chainlink stETH/USD feed, that one exists already', [
      'oracle-wsteth',
      'no-fot-tokens',
    ]),
    p('theres no chainlink feed for AERO on base, just read the price from the aerodrome pool reserves', [
      'oracle-no-spot',
    ]),
    p(
      'o keeper-base parou de mandar alerta no telegram desde ontem mas o better stack não reclamou nada. onde eu olho?',
      ['keeper-alerts', 'keeper-vps'],
    ),
    p(
      'kun je een verse testnet deploy doen op sepolia en base sepolia en daarna de subgraph erop laten wijzen?',
      ['deploy-scripts', 'deployer-keystore', 'chains', 'subgraph-studio', 'dead-shares'],
    ),
    p(
      "keeper tsc: Type 'readonly [...]' is not assignable... after I pasted the new Pool ABI into src/abi/pool.ts. what am I doing wrong",
      ['keeper-viem'],
    ),
    p('new contract RewardsController, upgradeable like the pool. set up the skeleton + deploy script', [
      'proxy-uups',
      'initializers',
      'storage-7201',
      'deploy-scripts',
    ]),
    p(
      'found a reentrancy path in FlashLiquidator on mainnet, write a github issue with the details so we track it',
      ['bug-bounty'],
    ),
    p("what's the topic0 of our LiquidationCall event, Priya's dune query needs it", ['event-topics']),
    p('deploy the Pool to goerli for the hackathon team', ['chains']),
    p('what does delegatecall do differently from call, two sentences', []),
    p('regex in typescript to check a string is a 0x address (40 hex)', []),
    p('git: squash my last 4 commits into one', []),
    p('o que é gwei mesmo? explica rápido', []),
    p('bash one-liner to count lines of solidity under contracts/src', []),
    p('wat is het verschil tussen memory en calldata voor een array parameter?', []),
    p('convert 0x1bc16d674ec80000 to decimal', []),
    p('thanks, merged 👍', []),
  ],
});
