// Embedded Rust firmware + tooling for the Kestrel DU-250 e-bike drive unit: Embassy on an STM32G474 (20 kHz FOC, CAN-FD "KCAN" to BMS/display), A/B bootloader with ed25519 images, nRF52840 BLE companion, Tauri end-of-line station, HIL rig.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rust-ebike-firmware',
  stack:
    'Rust 1.83 stable, no_std / no alloc, Embassy (embassy-executor, embassy-stm32, embassy-nrf, embassy-sync, embassy-time pinned to one git rev), STM32G474RET6 drive unit (20 kHz FOC in a raw ADC1_2 interrupt, TIM1 + DRV8353RS, CORDIC, CCM SRAM), STM32U575 display (RTIC 1.1 being retired, slint), nRF52840 BLE companion (nrf-sdc + trouble-host), CAN-FD own protocol "KCAN" (FDCAN1 500k/2M), custom bootloader kboot (dual-bank A/B via SYSCFG_MEMRMP.FB_MODE, ed25519 via salty, YubiHSM 2 release signing), probe-rs + defmt, cargo xtask, Tauri 2 + Svelte end-of-line station (pcan-basic, Postgres), HIL rig with Magtrol dyno on a self-hosted GitHub Actions runner, EN 15194 / ISO 13849 PL c, EU (25 km/h pedelec) and US (class 3) variants',
  memories: [
    // --- toolchain, workspace, xtask ---------------------------------------------------------------------
    m(
      'toolchain-nightly',
      'fact',
      "rust-toolchain.toml pins nightly-2023-09-14 bc embassy-executor's task macro needs #![feature(type_alias_impl_trait)]. dont bump it casually, every nightly bump so far broke something in embassy",
      {
        fact: 'kestrel-fw | rust_toolchain | nightly-2023-09-14',
        age: 430,
        files: ['rust-toolchain.toml'],
        tags: ['toolchain', 'nightly', 'embassy'],
      },
    ),
    m(
      'toolchain-stable',
      'decision',
      'We moved the whole workspace from nightly to stable Rust as soon as embassy-executor 0.6 stopped needing TAIT. rust-toolchain.toml pins channel = "1.83.0", targets thumbv7em-none-eabihf (G474, nRF52840) + thumbv8m.main-none-eabihf (U575 display), components rust-src + llvm-tools. No #![feature] anywhere in the repo. A toolchain bump is its own PR and needs the HIL smoke suite green: the 1.81 -> 1.83 bump changed inlining in foc.rs and the ISR went from 21 to 26 µs.',
      {
        fact: 'kestrel-fw | rust_toolchain | stable 1.83.0',
        supersedes: 'toolchain-nightly',
        age: 190,
        reaffirm: 25,
        canonical: true,
        files: ['rust-toolchain.toml'],
        tags: ['toolchain', 'stable', 'rust'],
        reason: 'nightly breakage cost us most of two sprints in 2024',
      },
    ),
    m(
      'workspace-layout',
      'fact',
      'repo layout (kestrel-fw): crates/ = firmware libs (motor-ctrl, assist, kcan, bms-link, safety, calib-format, kboot-shared, units, ram-fn), apps/drive = drive unit binary (G474), apps/display = display unit (U575), apps/ble-companion = nRF52840, boot/kboot = bootloader, boards/g474-drive = BSP (pins, clocks, memory.x), tools/eol-station = Tauri factory tool, xtask/, hil/ = rig config + suites, docs/safety/ = safety case.',
      {
        reaffirm: 50,
        tags: ['workspace', 'layout', 'cargo'],
      },
    ),
    m(
      'cargo-target',
      'convention',
      "no build.target in the root .cargo/config.toml — the workspace also has xtask and tools/eol-station which build for the host. plain `cargo build` at the root only builds default-members (host stuff). firmware gets target + linker args from `cargo xtask build <app>`. if rust-analyzer shows can't-find-std errors in apps/drive, open apps/drive as its own folder, apps/drive/.cargo/config.toml sets the target there (same for apps/display, apps/ble-companion).",
      {
        files: ['.cargo/config.toml', 'apps/drive/.cargo/config.toml', 'Cargo.toml'],
        tags: ['cargo', 'rust-analyzer', 'target'],
      },
    ),
    m(
      'xtask',
      'convention',
      'Everything runs through cargo xtask: `cargo xtask build drive --variant eu --rev c`, `cargo xtask flash drive`, `cargo xtask sign`, `cargo xtask size`, `cargo xtask codegen`, `cargo xtask test host|target`, `cargo xtask hil <suite>`. No Makefile, no .sh/.ps1 scripts in the repo (line PCs are Windows, devs are on mac+linux). A new dev command = a new subcommand in xtask/src/ (clap + xshell).',
      {
        files: ['xtask/src/main.rs'],
        tags: ['xtask', 'tooling', 'build'],
        canonical: true,
      },
    ),
    m(
      'embassy-pin',
      'constraint',
      'embassy is pinned to ONE git rev for every embassy crate (executor, stm32, nrf, sync, time, futures) through [patch.crates-io] in the root Cargo.toml, currently rev 8c3e1f0. bump all of them together in one PR, never just one crate — mixed revs give you two copies of embassy-time-driver and a linker error about __embassy_time_schedule_wake that wastes an afternoon.',
      {
        fact: 'kestrel-fw | embassy_rev | 8c3e1f0',
        files: ['Cargo.toml'],
        tags: ['embassy', 'dependencies'],
      },
    ),

    // --- hardware, BSP, memory map -----------------------------------------------------------------------
    m(
      'mcu-g474',
      'fact',
      'Drive MCU: STM32G474RET6, Cortex-M4F @ 170 MHz (HSE 24 MHz -> PLL), 512 KB flash in dual-bank mode (DBANK=1, 2x256 KB, 2 KB pages), SRAM1 80 KB + SRAM2 16 KB + CCM SRAM 32 KB. Peripherals we lean on: TIM1 (PWM), ADC1/ADC2 injected, OPAMP1-3 as PGA for the shunts, COMP for hw OCP, CORDIC, FDCAN1, I2C3 (FRAM).',
      {
        fact: 'drive unit | mcu | STM32G474RET6',
        reaffirm: 60,
        tags: ['stm32g474', 'hardware'],
      },
    ),
    m(
      'bsp-pins',
      'convention',
      'pins/peripheral assignment only in boards/g474-drive/src/pins.rs, one fn per board revision chosen by cargo feature (`rev-b`, `rev-c`; rev-c is default). motor-ctrl / assist / apps never name a PA3 or a TIMx themselves, they get typed handles from the BSP. rev-b only exists on rig-01 and 3 prototypes, dont drop it yet.',
      {
        files: ['boards/g474-drive/src/pins.rs', 'boards/g474-drive/Cargo.toml'],
        tags: ['bsp', 'pins', 'board'],
      },
    ),
    m(
      'memory-map',
      'fact',
      'flash map, physical, per bank: 0x0800_0000 kboot 32K | 0x0800_8000 app slot A 208K | 0x0803_C000 calib page 16K. bank 2 at 0x0804_0000 mirrors it: kboot copy | slot B 208K | boot-state 16K. both slots are LINKED for 0x0800_8000 (boards/g474-drive/memory.x) because kboot remaps the active bank to the bottom before jumping.',
      {
        fact: 'g474-drive | app_slot_size | 208 KB',
        age: 228,
        files: ['boards/g474-drive/memory.x', 'boot/kboot/memory.x'],
        tags: ['flash', 'memory-map', 'kboot'],
      },
    ),
    m(
      'ccm-ram',
      'convention',
      "hot-path code (foc::step, svpwm::modulate, the ADC1_2 handler) runs from CCM SRAM: annotate with #[ram_fn] from crates/ram-fn, it lands in .ccmram_text and __pre_init in boards/g474-drive copies it. at 170 MHz flash is 4 wait states and the ART cache gets thrashed after every CAN burst; moving to CCM took ~4 µs off the loop. CCM is 32K, we're using 11K, don't put tables there that can live in flash.",
      {
        files: ['crates/ram-fn/src/lib.rs', 'boards/g474-drive/memory.x', 'boards/g474-drive/src/lib.rs'],
        tags: ['ccm', 'performance', 'foc', 'linker'],
      },
    ),

    // --- bootloader, signing ----------------------------------------------------------------------------
    m(
      'boot-copy',
      'decision',
      'kboot update path: staged image goes to slot B, gets verified, then copied page by page into slot A. the app always runs from A. boot-state tracks copy progress so a reset mid-copy resumes where it stopped.',
      {
        age: 370,
        files: ['boot/kboot/src/update.rs'],
        tags: ['kboot', 'bootloader', 'update'],
      },
    ),
    m(
      'boot-bank-swap',
      'decision',
      'kboot started out copying B over A on every update; we moved to a real A/B scheme on top of the G474 dual-bank flash. The new image is written to the inactive bank, and at boot kboot sets SYSCFG_MEMRMP.FB_MODE so the selected bank appears at 0x0800_0000, then jumps. Nothing gets copied, the previous image stays untouched for rollback. Active bank + attempt counter are append-only records in the boot-state page.',
      {
        supersedes: 'boot-copy',
        age: 235,
        reaffirm: 30,
        canonical: true,
        files: ['boot/kboot/src/slots.rs', 'boot/kboot/src/state.rs'],
        tags: ['kboot', 'bootloader', 'a-b', 'dual-bank'],
        reason:
          'a full copy took ~9 s and two Lisbon pilot bikes bricked when the battery was pulled mid-copy',
      },
    ),
    m(
      'kboot-frozen',
      'constraint',
      "kboot is never updated in the field. WRP option bytes protect the first 32K of both banks, RDP level 1 on shipped units. So the ImageHeader layout (crates/kboot-shared/src/header.rs, magic 0x4B53_5452 'KSTR', header v2) and the boot-state record format are frozen: new fields only go into the reserved bytes, and kboot 1.4 (what every customer bike runs) has to boot anything we build. Same for the memory map — no moving slots, no growing kboot.",
      {
        canonical: true,
        files: [
          'crates/kboot-shared/src/header.rs',
          'crates/kboot-shared/src/state.rs',
          'boot/kboot/memory.x',
        ],
        tags: ['kboot', 'field', 'compatibility'],
      },
    ),
    m(
      'sig-p256',
      'decision',
      'firmware images are signed ECDSA P-256, kboot verifies with the RustCrypto p256 crate against the pubkey compiled into kboot.',
      {
        age: 345,
        files: ['boot/kboot/src/verify.rs'],
        tags: ['signing', 'kboot', 'crypto'],
      },
    ),
    m(
      'sig-ed25519',
      'decision',
      'Image signature: ed25519 over header+payload, verified in kboot with salty (no_std, ~7 KB of code, ~18 ms on the G474). The 32-byte public key is baked into kboot at build time — keys/release.pub, or keys/dev.pub with `--features dev-key`. 64-byte sig at offset 0x40 of the ImageHeader.',
      {
        supersedes: 'sig-p256',
        age: 255,
        files: [
          'boot/kboot/src/verify.rs',
          'crates/kboot-shared/src/header.rs',
          'keys/release.pub',
          'keys/dev.pub',
        ],
        tags: ['signing', 'kboot', 'ed25519', 'crypto'],
        reason: 'p256 verify pulled in 38 KB and took 210 ms; kboot only has 32 KB',
      },
    ),
    m(
      'release-signing',
      'decision',
      'the release private key never leaves the YubiHSM 2 in sig-01 (fanless box in the Bilbao office rack). `cargo xtask sign --hsm` only works on that machine. release.yml builds the UNSIGNED .kimg, Tobias or Itziar sign it on sig-01 and upload. Dev boards (green dot on the MCU) run a kboot built with the dev key; keys/dev.pk8 is in the repo on purpose and is worthless on customer bikes. a dev-signed image on a customer-keyed board just stays in kboot (red LED 3x blinks = signature rejected).',
      {
        canonical: true,
        files: ['xtask/src/sign.rs', '.github/workflows/release.yml', 'keys/dev.pk8'],
        tags: ['signing', 'hsm', 'release', 'security'],
      },
    ),
    m(
      'secret-hsm-pass',
      'note',
      'sig-01: yubihsm-connector runs as a service, signer is auth key 0x0002, its password is gh0st-Marmot-Tide-07 . Itziar and me only pls, dont put it in xtask',
      {
        secret: 'gh0st-Marmot-Tide-07',
      },
    ),
    m(
      'boot-confirm',
      'convention',
      'a new image is on probation: kboot gives it 3 boot attempts, then falls back to the other bank. apps/drive calls kboot_shared::confirm() only after selftest passes (ADC offsets ok, KCAN heartbeats from BMS and display seen, DRV8353 fault register clear). any new init step that can fail goes BEFORE confirm(), never after — otherwise a broken image confirms itself and there is no way back.',
      {
        files: ['apps/drive/src/selftest.rs', 'crates/kboot-shared/src/state.rs', 'apps/drive/src/main.rs'],
        tags: ['kboot', 'rollback', 'selftest'],
      },
    ),
    m(
      'anti-rollback',
      'fact',
      'ImageHeader.sec_counter = anti-rollback. kboot refuses an image whose counter is below the one stored in boot-state. Only bumped for real security fixes (it is 3 now). Once bumped nobody can go back to an older release — not even us when a rollout goes wrong, so a bad release with a bumped counter can only be fixed forward.',
      {
        files: ['crates/kboot-shared/src/header.rs', 'xtask/src/sign.rs'],
        tags: ['kboot', 'security', 'rollback'],
      },
    ),
    m(
      'secret-pilot-pem',
      'note',
      'for the record, the pre-HSM pilot key (only trusted by the kboot on the 40 Lisbon pilot bikes, so we can still update them):\n-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIAvqynHAeRsfBODnF9IVJz66bi0B/snDr5WUDqhlkzow\n-----END PRIVATE KEY-----',
      {
        secret: 'MC4CAQAwBQYDK2VwBCIEIAvqynHAeRsfBODnF9IVJz66bi0B/snDr5WUDqhlkzow',
      },
    ),

    // --- motor control ----------------------------------------------------------------------------------
    m(
      'foc-rtic',
      'fact',
      'FOC current loop is an RTIC 1.1 hardware task `#[task(binds = ADC1_2, priority = 5, local = [foc])]` in apps/drive/src/rtic_app.rs; speed/assist loop is a software task at 1 kHz.',
      {
        age: 395,
        files: ['apps/drive/src/rtic_app.rs'],
        tags: ['foc', 'rtic', 'interrupt'],
      },
    ),
    m(
      'foc-isr',
      'constraint',
      'The 20 kHz current loop runs in a plain cortex-m-rt `#[interrupt] fn ADC1_2()` (injected end of sequence, JEOS) at NVIC priority 0, outside every Embassy executor. Period 50 µs, worst case measured 23.4 µs on rev C, keep it under 30. Inside that handler: no await, no defmt (a defmt frame over RTT is 3-6 µs), no critical_section::with, no panicking slice indexing. Math in crates/motor-ctrl/src/foc.rs, ISR shim in apps/drive/src/isr.rs.',
      {
        supersedes: 'foc-rtic',
        age: 215,
        reaffirm: 12,
        canonical: true,
        files: ['crates/motor-ctrl/src/foc.rs', 'apps/drive/src/isr.rs'],
        tags: ['foc', 'interrupt', 'realtime', 'motor'],
        reason: 'RTIC dispatch + resource locks added ~3 µs of jitter at 20 kHz',
      },
    ),
    m(
      'cordic',
      'convention',
      'sin/cos for Park / inverse Park go through the CORDIC peripheral (crates/motor-ctrl/src/cordic.rs, q1.31, PRECISION=6) — not libm, not micromath. libm sinf is ~1.1 µs at 170 MHz, CORDIC ~0.15 µs, and we need two per cycle. host builds use a libm fallback behind cfg(not(target_os = "none")) so tests still run.',
      {
        files: ['crates/motor-ctrl/src/cordic.rs'],
        tags: ['cordic', 'foc', 'performance'],
      },
    ),
    m(
      'pwm-timer',
      'fact',
      'TIM1 center-aligned mode 1, ARR = 4249 -> 20 kHz at 170 MHz, CH1-3 + CH1N-3N to the DRV8353RS, dead time ~250 ns (BDTR.DTG = 0x2B). OC4REF on TRGO2 triggers the ADC1/ADC2 injected conversions at the counter peak (low sides on). TIM1 belongs to motor-ctrl, nobody else touches it.',
      {
        fact: 'drive unit | pwm_frequency | 20 kHz (TIM1 center-aligned)',
        files: ['crates/motor-ctrl/src/pwm.rs'],
        tags: ['pwm', 'tim1', 'motor'],
      },
    ),
    m(
      'time-driver',
      'constraint',
      "embassy-stm32 must be built with `time-driver-tim2`. never `time-driver-any` — after a feature reshuffle it grabbed TIM1 and the motor PWM just silently didn't start; took Marek a full day. TIM2 is reserved for embassy-time on the drive.",
      {
        files: ['apps/drive/Cargo.toml'],
        tags: ['embassy', 'timers', 'tim2'],
      },
    ),
    m(
      'ocp-hw',
      'fact',
      'hw overcurrent: OPAMP1-3 outputs -> COMP1/2/4 with DAC3 thresholds (~60 A phase) -> TIM1 BKIN2. outputs go off in < 1 µs with no software involved. the software limit in limits.rs sits below that, so a BKIN2 trip always means something is really wrong (or a very nasty spike).',
      {
        files: ['crates/motor-ctrl/src/protection.rs'],
        tags: ['overcurrent', 'safety', 'comp'],
      },
    ),
    m(
      'current-limits',
      'constraint',
      'phase current limit 42 A peak. battery current: 15 A EU (250 W nominal, 36 V pack, max 600 W peak for 30 s), 20 A US. values come from crates/assist/src/variant.rs — never literals in foc.rs or limits.rs. raising any of them needs Marek and a thermal run on the rig (winding NTC below 120 °C after the 20 min hill profile).',
      {
        files: ['crates/assist/src/variant.rs', 'crates/motor-ctrl/src/limits.rs'],
        tags: ['current', 'limits', 'thermal'],
      },
    ),
    m(
      'fault-latch',
      'constraint',
      'Overcurrent and gate-driver faults LATCH. PWM stays off (MOE=0) until the rider power-cycles; motor-ctrl never retries on its own. The only other way out is a KCAN FaultReset from the dealer tool.',
      {
        files: ['crates/safety/src/faults.rs', 'crates/motor-ctrl/src/protection.rs'],
        tags: ['faults', 'safety', 'overcurrent'],
      },
    ),
    m(
      'hall-pll',
      'fact',
      'rotor angle = 3 hall sensors (TIM4 in hall/XOR mode) for startup and below ~80 erpm, above that a PLL on the hall edges interpolates between sector changes. sensorless flux observer was tried in 2024 and dropped: zero torque at standstill is a no-go for hill starts.',
      {
        fact: 'drive unit | rotor_angle | hall sensors + PLL interpolation',
        files: ['crates/motor-ctrl/src/angle.rs'],
        tags: ['hall', 'observer', 'motor'],
      },
    ),
    m(
      'current-offset',
      'fact',
      'shunt offsets are measured at every boot in selftest with PWM off (256 samples per phase). EOL only stores the per-phase gain. Allowed window 2048 ± 40 counts; outside it = broken amp or noise, selftest fails and the image does not confirm. no retries.',
      {
        files: ['apps/drive/src/selftest.rs', 'crates/motor-ctrl/src/current_sense.rs'],
        tags: ['adc', 'selftest', 'current-sense'],
      },
    ),
    m(
      'thermal',
      'fact',
      'thermal derating (thermal task, 10 Hz): winding NTC on ADC2_IN12 derates the current limit linearly from 110 °C to zero at 130 °C; MOSFET NTC 90 -> 105 °C. the lower of the two wins.',
      {
        files: ['apps/drive/src/tasks/thermal.rs'],
        tags: ['thermal', 'derating'],
      },
    ),

    // --- assist, legal, variants -------------------------------------------------------------------------
    m(
      'speed-limit-eu',
      'constraint',
      'EU pedelec (EN 15194): assist is zero at 25.0 km/h. crates/assist/src/limiter.rs fades assist linearly from 100 % at 23.0 km/h to 0 at 25.0. The cutoff is a const under cfg(feature = "variant-eu") — NOT a calib value, NOT a KCAN param, NOT settable from BLE or the dealer tool. Assist only while the cadence sensor sees pedalling (>= 2 pulses in 500 ms).',
      {
        canonical: true,
        reaffirm: 8,
        files: ['crates/assist/src/limiter.rs'],
        tags: ['legal', 'speed-limit', 'pedelec', 'en15194', 'safety'],
        reason:
          'above 25 km/h or with a configurable cutoff the bike is legally a moped (type approval, insurance, plate)',
      },
    ),
    m(
      'variants',
      'convention',
      'EU vs US is a compile-time choice: cargo features `variant-eu` / `variant-us` on apps/drive, exactly one (compile_error! otherwise). US = class 3: 28 mph cutoff (4506 in 0.01 km/h), 750 W, throttle allowed up to 20 mph. EOL writes the variant into the calib record and the firmware refuses to assist when calib variant != build variant. no runtime switch, no unlock, no "off-road mode".',
      {
        files: ['apps/drive/Cargo.toml', 'crates/assist/src/variant.rs'],
        tags: ['variants', 'eu', 'us', 'legal', 'features'],
      },
    ),
    m(
      'speed-units',
      'convention',
      'speed is u16 in 0.01 km/h everywhere in firmware and on the bus (2500 = 25.00 km/h), newtype units::Kmh100. mph only exists in the display UI and the phone app. no f32 speed outside motor-ctrl internals.',
      {
        files: ['crates/units/src/lib.rs'],
        tags: ['units', 'speed', 'kcan'],
      },
    ),
    m(
      'wheel-circ',
      'constraint',
      "wheel circumference lives in the calib record, set at EOL (1950-2350 mm). after that only the dealer tool can change it and only ±5 % from the EOL value. the phone app / BLE can't write it at all. bigger wheel setting than real = bike goes faster than it thinks = tuning.",
      {
        files: ['crates/calib-format/src/lib.rs', 'crates/assist/src/speed.rs'],
        tags: ['wheel', 'tuning', 'legal', 'calib'],
      },
    ),
    m(
      'tamper',
      'fact',
      'tuning detection (crates/assist/src/tamper.rs): cadence + torque say the rider is pedalling hard but wheel speed is 0 for > 8 s, or speed jumps > 15 km/h between two magnet pulses -> TAMPER flag, assist capped at 50 %, event logged. loose magnets trigger it too; dealers know.',
      {
        files: ['crates/assist/src/tamper.rs'],
        tags: ['tuning', 'tamper', 'speed-sensor'],
      },
    ),
    m(
      'torque-sensor',
      'fact',
      'torque sensor: magnetoelastic on the BB spindle, 0.5-4.5 V into ADC2_IN3 through a divider. zero drifts ~0.3 Nm per 10 °C so the zero gets re-learned at every stop (cadence 0 for 2 s). 2-point gain from EOL.',
      {
        files: ['crates/assist/src/torque.rs'],
        tags: ['torque-sensor', 'adc', 'assist'],
      },
    ),
    m(
      'secret-dealer-pin',
      'note',
      'el código de taller para entrar al menú de servicio de la pantalla es 407188. que NO salga en el manual ni en el README, los distribuidores lo reciben por email',
      {
        secret: '407188',
      },
    ),

    // --- functional safety ------------------------------------------------------------------------------
    m(
      'fusa-scope',
      'fact',
      'safety case: EN 15194:2017 + EN ISO 13849-1 thinking for the hazards "unintended assist" and "assist above the legal speed", target PL c. safety functions in docs/safety/sf-list.md: SF1 no assist without pedalling, SF2 speed cutoff, SF3 brake cutoff, SF4 overcurrent/overtemp. Aoife owns the safety case.',
      {
        files: ['docs/safety/sf-list.md'],
        tags: ['safety', 'en15194', 'iso13849'],
      },
    ),
    m(
      'fusa-review',
      'convention',
      'anything under crates/safety/, crates/assist/src/limiter.rs, crates/assist/src/variant.rs, apps/drive/src/isr.rs or apps/drive/src/brake.rs needs the `fusa` label, a review from Aoife and an entry in docs/safety/changes.md (which SF it touches + how it was tested). CODEOWNERS enforces the review; the changes.md entry is on you, no entry = no merge.',
      {
        files: ['docs/safety/changes.md', '.github/CODEOWNERS'],
        tags: ['safety', 'review', 'process'],
        canonical: true,
      },
    ),
    m(
      'brake-cutoff',
      'constraint',
      'brake -> assist torque zero within 20 ms. Two sources, either one wins: the hardwired brake line on PB12 (EXTI, active low, calls motor_ctrl::inhibit() directly from the EXTI handler) and the brake bit in display frame 0x330. The CAN bit alone is not a safety path (display can hang); the wire is.',
      {
        files: ['apps/drive/src/brake.rs', 'crates/motor-ctrl/src/inhibit.rs'],
        tags: ['brake', 'safety', 'sf3'],
      },
    ),
    m(
      'iwdg',
      'convention',
      "IWDG ~250 ms. fed ONLY by the supervisor task (apps/drive/src/tasks/supervisor.rs), and only if every registered task bumped its heartbeat within the last 100 ms. never feed it from the FOC ISR, a timer interrupt or the time driver: interrupts keep running when the executor is dead, that's exactly the failure we want to catch.",
      {
        files: ['apps/drive/src/tasks/supervisor.rs'],
        tags: ['watchdog', 'iwdg', 'safety'],
      },
    ),
    m(
      'panic-handler',
      'convention',
      'panic handler (apps/drive/src/panic.rs) order: 1) clear TIM1 BDTR.MOE, motor outputs off 2) write file:line into the .uninit panic record in SRAM2 3) defmt::error 4) SCB::sys_reset(). HardFault handler does the same MOE clear first. panic-probe only in the dev profile. next boot reports the stored panic into the event log.',
      {
        files: ['apps/drive/src/panic.rs'],
        tags: ['panic', 'safety', 'hardfault'],
      },
    ),
    m(
      'no-unwrap',
      'convention',
      "no unwrap()/expect() in firmware code outside main()'s init (before the executor starts). clippy::unwrap_used + expect_used are `deny` for crates/* and apps/* via [workspace.lints]. errors are small enums with #[derive(defmt::Format)], `?` up to the task and the task decides. no #[allow] to get around it, ask in review.",
      {
        files: ['Cargo.toml', 'clippy.toml'],
        tags: ['errors', 'clippy', 'style'],
      },
    ),

    // --- embassy, tasks, memory --------------------------------------------------------------------------
    m(
      'task-layout',
      'convention',
      'apps/drive: one embassy task per concern in apps/drive/src/tasks/ (kcan_rx, kcan_tx, assist, bms, supervisor, thermal, eventlog). between tasks: embassy_sync Channel / Signal / Watch with CriticalSectionRawMutex, statics via static_cell. the assist task runs at 1 kHz on an InterruptExecutor on the spare UCPD1 interrupt (prio 2), everything else on the thread-mode executor.',
      {
        files: ['apps/drive/src/main.rs', 'apps/drive/src/tasks/mod.rs'],
        tags: ['embassy', 'tasks', 'architecture'],
      },
    ),
    m(
      'isr-shared',
      'convention',
      'FOC ISR <-> tasks only through crates/motor-ctrl/src/shared.rs: setpoints in as atomics (f32 bits in AtomicU32), telemetry out as a seqlock snapshot the telemetry task copies. No Mutex<RefCell<_>> / critical_section in that path — a critical section masks ADC1_2 and shows up as current ripple on the scope.',
      {
        files: ['crates/motor-ctrl/src/shared.rs'],
        tags: ['foc', 'atomics', 'concurrency'],
      },
    ),
    m(
      'no-heap',
      'constraint',
      'Firmware is no_std WITHOUT alloc. no `extern crate alloc`, no embedded-alloc, no Box/Vec/String anywhere under crates/ or apps/. heapless::{Vec, String, Deque} with fixed capacity, static_cell for statics, buffers sized at compile time. a drive unit fragmenting its heap after 6 years on a bike is not something we can debug.',
      {
        canonical: true,
        files: ['Cargo.toml'],
        tags: ['no_std', 'heap', 'memory'],
      },
    ),
    m(
      'rtic-retire',
      'decision',
      'RTIC is being retired. apps/display still runs RTIC 1.1 for buttons/backlight/UART; no new #[task] in apps/display/src/rtic_app.rs, new code is embassy only. Priya ports the display to embassy-stm32 by 2025-Q3. dont spend time fixing RTIC warnings or bumping rtic, it goes away.',
      {
        files: ['apps/display/src/rtic_app.rs'],
        tags: ['rtic', 'embassy', 'display', 'migration'],
      },
    ),
    m(
      'secret-aws-keys',
      'workflow',
      'pulling old release artifacts locally: `aws configure --profile brisa-fw` with AKIA5RZQ3MXW7TNL2KPD / tJ8v+Qm2LxR5wZ9pK3cYb7Nd1Hs4GaEeTq6UoVi0, region eu-west-1, bucket s3://brisa-fw-releases',
      {
        secret: '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',
      },
    ),

    // --- KCAN, BMS ----------------------------------------------------------------------------------------
    m(
      'can-classic',
      'fact',
      'system bus: classic CAN 2.0B 500 kbit/s, 11-bit ids, 8-byte frames. node ids: drive 0x10, bms 0x20, display 0x30.',
      {
        fact: 'system bus | bitrate | classic CAN 500 kbit/s',
        age: 410,
        tags: ['can', 'kcan', 'bus'],
      },
    ),
    m(
      'kcan-fd',
      'fact',
      'We moved the system bus from classic CAN to CAN-FD when the G474 came in. FDCAN1, 500 kbit/s nominal / 2 Mbit/s data with BRS, sample point 80 % nominal / 75 % data, TDC on. frames up to 64 bytes. node ids unchanged (drive 0x10, bms 0x20, display 0x30, ble 0x40). 120 Ω termination at drive and display, none in the BMS.',
      {
        fact: 'system bus | bitrate | CAN-FD 500k nominal / 2M data, BRS',
        supersedes: 'can-classic',
        age: 285,
        reaffirm: 40,
        files: ['apps/drive/src/can.rs'],
        tags: ['can-fd', 'kcan', 'bus', 'fdcan'],
      },
    ),
    m(
      'kcan-od',
      'convention',
      'KCAN object dictionary = kcan/od.toml. crates/kcan/src/od_gen.rs is GENERATED by `cargo xtask codegen`, CI fails if it differs from a fresh run, never hand-edit it. cyclic frames: 0x1A0 drive telemetry, 0x220 BMS status, 0x330 display input. params on 0x600+node / 0x580+node like CANopen SDOs, but our own payload (LE, u16 index, u8 sub).',
      {
        files: ['kcan/od.toml', 'crates/kcan/src/od_gen.rs', 'xtask/src/codegen.rs'],
        tags: ['kcan', 'codegen', 'protocol'],
      },
    ),
    m(
      'kcan-compat',
      'constraint',
      "BMS (Voltaro firmware, not ours) and displays in the field lag behind the drive. KCAN changes are additive only: new ids, or new bytes at the END of a frame (FD lets frames grow). never reorder, rescale or reuse existing fields. protocol version = byte 1 of heartbeat 0x700+node, currently 4. we cannot change what the BMS sends — 0x220 is Voltaro's.",
      {
        files: ['kcan/od.toml', 'crates/kcan/src/lib.rs'],
        tags: ['kcan', 'compatibility', 'bms', 'display'],
        canonical: true,
      },
    ),
    m(
      'bms-timeout',
      'constraint',
      'no BMS status 0x220 for 300 ms -> assist off + fault BMS_LOST (BMS may have opened its FETs). recovers automatically after 5 good frames. DISCHARGE_INHIBIT flag in 0x220 -> assist off immediately, no ramp. a bench without a pack needs the BMS emulator (xtask hil has `--bms-sim` via PCAN), there is no firmware bypass.',
      {
        files: ['crates/bms-link/src/lib.rs', 'apps/drive/src/tasks/bms.rs'],
        tags: ['bms', 'kcan', 'safety', 'timeout'],
      },
    ),
    m(
      'bms-supplier',
      'fact',
      'BMS is a Voltaro BMS-48 (10s4p 36 V packs), closed firmware. speaks KCAN since their fw 3.2; packs with older Voltaro fw are not supported. questions go through their FAE ticket portal, turnaround ~1 week.',
      {
        fact: 'battery pack | bms | Voltaro BMS-48 (fw >= 3.2)',
        age: 300,
        tags: ['bms', 'supplier', 'voltaro'],
      },
    ),
    m(
      'secret-voltaro-registry',
      'convention',
      'voltaro\'s bms-sdk crate comes from their private cargo registry. add to ~/.cargo/credentials.toml (NOT the repo):\n[registries.voltaro]\ntoken = "Token 9aa6f8ad502e29c56055f9bfe74e36ca7306cff0"',
      {
        secret: '9aa6f8ad502e29c56055f9bfe74e36ca7306cff0',
      },
    ),
    m(
      'eventlog',
      'fact',
      'event log + odometer live in an I2C FRAM (FM24CL64B, 8 KB) on I2C3, not in MCU flash. event log = 256-entry ring of 24-byte records (fault, tamper, panic, BMS events), readable over KCAN by the dealer tool.',
      {
        files: ['apps/drive/src/tasks/eventlog.rs', 'crates/safety/src/events.rs'],
        tags: ['eventlog', 'fram', 'diagnostics'],
      },
    ),
    m(
      'odometer',
      'constraint',
      'odometer: FRAM only, written every 100 m plus on shutdown (BMS sleep frame). never in flash (wear, and the calib page is read-only after EOL). it must never go backwards — dealers, warranty and insurers read it.',
      {
        files: ['apps/drive/src/tasks/eventlog.rs'],
        tags: ['odometer', 'fram', 'persistence'],
      },
    ),

    // --- BLE companion -----------------------------------------------------------------------------------
    m(
      'ble-softdevice',
      'fact',
      'BLE companion (nRF52840): embassy-nrf + nrf-softdevice on S140 7.3.0 (flashed at 0x0, app at 0x27000).',
      {
        age: 335,
        files: ['apps/ble-companion/memory.x'],
        tags: ['ble', 'nrf52840', 'softdevice'],
      },
    ),
    m(
      'ble-trouble',
      'decision',
      'BLE companion: embassy-nrf + nrf-sdc (Nordic SoftDevice Controller, link-layer blob only) + trouble-host for GAP/GATT. The S140 and the MBR are gone, the app links at 0x0000_0000 (apps/ble-companion/memory.x). We moved off nrf-softdevice because it kept us on an old embassy and the MBR made our own DFU path messy.',
      {
        supersedes: 'ble-softdevice',
        age: 165,
        files: ['apps/ble-companion/Cargo.toml', 'apps/ble-companion/memory.x'],
        tags: ['ble', 'nrf52840', 'trouble', 'nrf-sdc'],
      },
    ),
    m(
      'ble-security',
      'constraint',
      'phone pairing = LE Secure Connections, 6-digit passkey shown on the display, MITM required. Just Works gets rejected. max 4 bonds, oldest evicted. every writable characteristic requires an encrypted + authenticated link, no exceptions for "harmless" ones like lights.',
      {
        files: ['apps/ble-companion/src/security.rs'],
        tags: ['ble', 'pairing', 'security'],
      },
    ),
    m(
      'ble-gatt-scope',
      'constraint',
      'what the phone may write over BLE: assist level (0-4), lights, ride mode (eco/tour/sport, all inside variant limits), clock. never speed cutoff, wheel circumference, current limits, variant. the companion forwards writes as KCAN params and the drive re-validates everything — the BLE module is not a trusted component.',
      {
        files: ['apps/ble-companion/src/gatt.rs', 'apps/drive/src/tasks/kcan_rx.rs'],
        tags: ['ble', 'gatt', 'safety', 'legal'],
      },
    ),
    m(
      'ble-dfu',
      'fact',
      'drive OTA: phone -> BLE (L2CAP CoC, MTU 247) -> companion buffers 4 KB -> KCAN block transfer (0x6xx, 62-byte chunks) -> apps/drive writes the inactive bank via kboot-shared. ~200 KB takes ~3.5 min. the DRIVE verifies the ed25519 signature before marking pending; the companion never looks at signatures (it has no key and is not trusted anyway).',
      {
        files: ['apps/ble-companion/src/dfu.rs', 'apps/drive/src/tasks/dfu.rs'],
        tags: ['ota', 'ble', 'dfu', 'kcan'],
      },
    ),
    m(
      'secret-ltk',
      'note',
      'the Eurobike demo bike is bonded to the stand iPad, LTK 0x7be1c94f02a8d35e6f19b27c40d8a5e3 EDIV 0x3c1a Rand 0x91ad04e2c7f3b856. if someone reflashes the companion we have to re-pair on site',
      {
        secret: '7be1c94f02a8d35e6f19b27c40d8a5e3',
      },
    ),

    // --- EOL station / factory ---------------------------------------------------------------------------
    m(
      'eol-python',
      'fact',
      'EOL calibration station = tools/eol/eol.py (python 3.8, PyQt5, python-can) on the line PCs in Águeda, talks to the DUT through PCAN-USB.',
      {
        age: 375,
        files: ['tools/eol/eol.py'],
        tags: ['eol', 'factory', 'python'],
      },
    ),
    m(
      'eol-windows',
      'fact',
      'line PCs in Águeda are Windows 10 IoT LTSC 2019, 8 GB RAM, no internet except the update host.',
      {
        age: 380,
        inferred: true,
        fact: 'eol line pc | os | Windows 10 IoT LTSC 2019',
        tags: ['eol', 'factory', 'windows'],
      },
    ),
    m(
      'eol-tauri',
      'decision',
      'tools/eol-station is Tauri 2 (Rust backend in src-tauri/, Svelte 5 frontend). CAN via PCAN-USB FD with the pcan-basic crate (PCANBasic.dll from the PEAK driver, Windows only). the calib record struct comes straight from crates/calib-format, so firmware and station can never disagree about the layout — that was the whole point of rewriting it.',
      {
        supersedes: 'eol-python',
        age: 205,
        reaffirm: 35,
        files: ['tools/eol-station/src-tauri/Cargo.toml', 'tools/eol-station/src-tauri/src/calib/mod.rs'],
        tags: ['eol', 'tauri', 'factory', 'calibration'],
      },
    ),
    m(
      'calib-format',
      'constraint',
      'calib record (crates/calib-format): #[repr(C)] + zerocopy, CRC32 (ISO-HDLC) over the whole record, CALIB_VERSION = 5. any field change bumps CALIB_VERSION and the firmware must keep reading ALL older versions (v3/v4 are on ~14k sold drive units, nobody recalibrates a sold bike). add fields at the end, keep a From<CalibV4> impl etc.',
      {
        canonical: true,
        files: ['crates/calib-format/src/lib.rs', 'crates/calib-format/src/legacy.rs'],
        tags: ['calibration', 'compatibility', 'eol', 'flash'],
      },
    ),
    m(
      'eol-steps',
      'fact',
      'EOL sequence (tools/eol-station/src-tauri/src/calib/): flash + confirm -> phase current gains (10 A reference from the Chroma load) -> hall offset angle (unloaded spin at 300 rpm) -> torque zero + 2-point gain with the 20 kg weight on the crank -> variant + serial -> 30 s run on the mini-dyno. results go to the factory Postgres.',
      {
        files: ['tools/eol-station/src-tauri/src/calib/steps.rs'],
        tags: ['eol', 'calibration', 'factory'],
      },
    ),
    m(
      'secret-eol-db',
      'fact',
      'station results DB (Águeda LAN only): DATABASE_URL=postgres://eol_writer:Rq7!vanTe_2291@10.40.2.15:5432/eol_prod',
      {
        secret: 'Rq7!vanTe_2291',
      },
    ),
    m(
      'eol-release',
      'workflow',
      'eol-station release: tag `eol-vX.Y.Z` -> .github/workflows/eol-release.yml (tauri-action) builds + signs the MSI for the Tauri updater, line PCs update themselves from updates.brisa.internal at next start. never during a shift — Joaquim wants releases Friday after 18:00 Lisbon time, or an explicit ok from him for a hotfix.',
      {
        files: ['.github/workflows/eol-release.yml', 'tools/eol-station/src-tauri/tauri.conf.json'],
        tags: ['eol', 'release', 'tauri', 'factory'],
      },
    ),
    m(
      'secret-tauri-key',
      'workflow',
      'if the updater signing step fails on CI its the secret, to test locally:\nexport TAURI_SIGNING_PRIVATE_KEY="dW50cnVzdGVkIGNvbW1lbnQ6IHJzaWduIGVuY3J5cHRlZCBzZWNyZXQga2V5ClJXUlRZMEl5SUp2YkFuRjRCbGZUSThjK3I0ZkpFUnE4VjRTazREcElrbnpDLzJTM1NSSjNHSmxLQkFGdmJ1eWVQMGtQNnVjTnF0MWlmY2JzQ0duWGp4UkZSWjNmbStGczhSZ3d1clpIb3VkSnR4czBldUVPVklaZTFtTExvdE1zMXRaUkJTTk1aVkNCcmJpUXBtZUlteExDT1dlVUdUYzQK"\n(password is empty, yes I know)',
      {
        secret:
          'dW50cnVzdGVkIGNvbW1lbnQ6IHJzaWduIGVuY3J5cHRlZCBzZWNyZXQga2V5ClJXUlRZMEl5SUp2YkFuRjRCbGZUSThjK3I0ZkpFUnE4VjRTazREcElrbnpDLzJTM1NSSjNHSmxLQkFGdmJ1eWVQMGtQNnVjTnF0MWlmY2JzQ0duWGp4UkZSWjNmbStGczhSZ3d1clpIb3VkSnR4czBldUVPVklaZTFtTExvdE1zMXRaUkJTTk1aVkNCcmJpUXBtZUlteExDT1dlVUdUYzQK',
      },
    ),
    m(
      'secret-pt-admin',
      'note',
      'a senha do administrador local dos PCs da linha é Bicla#Agueda19 — não mudem sem avisar o Joaquim, a equipa da noite usa-a',
      {
        secret: 'Bicla#Agueda19',
      },
    ),

    // --- HIL, CI, build -----------------------------------------------------------------------------------
    m(
      'hil-rig',
      'fact',
      'HIL rig-01 in the Bilbao lab: a drive unit on a Magtrol HD-715 hysteresis brake, EA-PSB 10060 bidirectional supply as battery + a Voltaro BMS in loopback, a PCAN FD box faking the display, torque sensor replaced by a DAC. self-hosted runner with label `hil-g474`, J-Link attached. suites in hil/suites/*.toml, runner code in xtask/src/hil/.',
      {
        fact: 'hil | rig | rig-01 (Magtrol dyno, self-hosted runner hil-g474)',
        reaffirm: 20,
        files: ['hil/suites', 'xtask/src/hil/mod.rs', '.github/workflows/hil.yml'],
        tags: ['hil', 'rig', 'ci'],
      },
    ),
    m(
      'hil-rules',
      'constraint',
      'rig-01 is ONE physical drive. every workflow that touches it uses `concurrency: { group: rig-01, cancel-in-progress: false }`. motor tests above 300 W only with the enclosure interlock closed: the suite reads the interlock GPIO and aborts. never patch that check out to debug remotely — if it reads open, the enclosure is open or the switch is broken, ask someone in the lab.',
      {
        files: ['.github/workflows/hil.yml', 'xtask/src/hil/interlock.rs'],
        tags: ['hil', 'safety', 'ci'],
        canonical: true,
      },
    ),
    m(
      'secret-dyno-web',
      'note',
      'la web del controlador del freno (Magtrol DSP7000) está en http://10.20.0.31 — usuario: admin / contraseña: Fren0Hist!2024. solo para cambiar perfiles, el rig lo controla xtask',
      {
        secret: 'Fren0Hist!2024',
      },
    ),
    m(
      'ci-pipeline',
      'convention',
      'ci.yml on every PR: cargo fmt --check, clippy -D warnings for thumbv7em (firmware) and host, cargo test for host crates, cargo deny check, `cargo xtask size`, codegen diff. hil.yml: `smoke` suite on PRs with the `hil` label, full suite nightly on main.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/hil.yml'],
        tags: ['ci', 'github-actions', 'clippy'],
      },
    ),
    m(
      'secret-slack-hook',
      'fact',
      'nightly HIL results go to #hil-rig through https://hooks.slack.com/services/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 (hardcoded in hil.yml until we sort out org secrets)',
      {
        secret: 'https://hooks.slack.com/services/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',
      },
    ),
    m(
      'size-budget',
      'constraint',
      'apps/drive release image must fit in 200 KB (slot is 208 KB, header 512 B, rest is margin for the next hotfix). `cargo xtask size` fails CI above that and prints the cargo-bloat top 20. ~181 KB today. over budget = trim (defmt strings, generics, core::fmt), the slot does not grow — memory map is frozen with kboot.',
      {
        files: ['xtask/src/size.rs', '.github/workflows/ci.yml'],
        tags: ['size', 'flash', 'ci'],
      },
    ),
    m(
      'profiles',
      'fact',
      'release profile: opt-level = "z", lto = "fat", codegen-units = 1, debug = 2 (only in the ELF, probe-rs/defmt need it, doesn\'t reach flash). override [profile.release.package.motor-ctrl] opt-level = 3. dev profile is opt-level 1 because at 0 the FOC loop doesn\'t fit in 50 µs.',
      {
        files: ['Cargo.toml'],
        tags: ['cargo', 'profiles', 'optimization'],
      },
    ),
    m(
      'probe-rs',
      'convention',
      'flash + logs: probe-rs (0.24+) as cargo runner `probe-rs run --chip STM32G474RETx`, or `cargo xtask flash drive`. ST-LINK V3 on dev boards, J-Link on the rig. defmt over RTT. openocd/gdb setups are not maintained anymore, dont add docs for them.',
      {
        files: ['apps/drive/.cargo/config.toml', 'xtask/src/flash.rs'],
        tags: ['probe-rs', 'flashing', 'defmt'],
      },
    ),
    m(
      'defmt-style',
      'convention',
      'logging is defmt only. derive defmt::Format on error/state types; no core::fmt Debug/Display in firmware (drags ~10 KB of formatting). in tasks running > 100 Hz log only on state changes. DEFMT_LOG is set per profile by xtask, not by hand in your shell.',
      {
        files: ['xtask/src/build.rs'],
        tags: ['defmt', 'logging', 'style'],
      },
    ),
    m(
      'defmt-release-on',
      'decision',
      'release builds keep defmt at `info` with defmt-rtt linked, so a service tech with a probe can read the live log on a returned unit. warn/error also go into the FRAM event log.',
      {
        files: ['xtask/src/build.rs', 'apps/drive/Cargo.toml'],
        tags: ['defmt', 'logging', 'release'],
      },
    ),
    m(
      'release-process',
      'workflow',
      'drive release: bump version in apps/drive/Cargo.toml (2.x semver), CHANGELOG.md entry, tag `drive-vX.Y.Z`. release.yml builds unsigned .kimg for eu+us × rev-c, signing on sig-01, then upload to s3://brisa-fw-releases/drive/. staged rollout in the fleet admin: dealer demo bikes (1 %) -> 10 % -> 100 % over two weeks.',
      {
        files: ['.github/workflows/release.yml', 'apps/drive/Cargo.toml', 'CHANGELOG.md'],
        tags: ['release', 'ota', 'process'],
      },
    ),
    m(
      'host-tests',
      'convention',
      'motor-ctrl, assist, kcan, calib-format are tested on the HOST: `cargo xtask test host` (cargo test on x86_64 with the `std` feature). defmt-test on target only for things that need silicon (CORDIC, flash writer, FDCAN) via `cargo xtask test target` with a dev board attached.',
      {
        files: ['xtask/src/test.rs'],
        tags: ['testing', 'host-tests', 'defmt-test'],
      },
    ),
    m(
      'pr-conventions',
      'workflow',
      'PR title `area: summary` (motor:, assist:, kcan:, kboot:, eol:, ble:, hil:, xtask:). squash merge. two approvals for boot/, crates/kboot-shared, crates/safety, crates/assist; one for the rest. commits + code comments in English even when the slack thread was in Spanish.',
      {
        tags: ['git', 'review', 'process'],
      },
    ),

    // --- preferences, notes ------------------------------------------------------------------------------
    m(
      'pref-newtype-units',
      'preference',
      'Marek: units go in the type, not the name — units::Amps(f32), Volts(f32), Rpm(i32), Kmh100(u16). no bare f32 in pub fns of motor-ctrl/assist, `set_limit(x: f32)` gets bounced.',
      {
        files: ['crates/units/src/lib.rs'],
        tags: ['style', 'units', 'api'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'Itziar: if a PR touches foc.rs it touches nothing else. refactors in their own PR, always.',
      {
        tags: ['review', 'git'],
      },
    ),
    m(
      'note-g431',
      'note',
      '2023 BOM review: looked at the STM32G431 to save ~1.10 €/unit. no dual bank, 128 KB flash -> no A/B images. dropped.',
      {
        age: 445,
        tags: ['mcu', 'bom', 'evaluation'],
      },
    ),
    m(
      'note-lead-time',
      'note',
      'STM32G474RET6 lead time was 40+ weeks, purchasing keeps a 3k unit buffer at the CM. ask Sonia before designing anything around a different package.',
      {
        age: 455,
        tags: ['mcu', 'supply'],
      },
    ),
    m(
      'note-dyno-noise',
      'note',
      'rig-01: when the Magtrol controller shares the mains strip with the DUT supply, ADC2 picks up ~50 counts of noise on phase B. ferrite on the sense harness + separate strip fixed it. if the phase B offset check fails ONLY on the rig, check that before touching code.',
      {
        files: ['hil/README.md'],
        tags: ['hil', 'noise', 'adc'],
      },
    ),
    m(
      'note-eurobike',
      'note',
      'eurobike 2024: the demo bikes ran 2.4.0 with the tour mode curve from Marek. fine, no issues.',
      {
        age: 260,
        tags: ['demo', 'events'],
      },
    ),

    // --- contradicting (later side) ------------------------------------------------------------------------
    m(
      'fault-autoretry',
      'decision',
      'overcurrent trips (BKIN2) auto-clear: after 500 ms with phase current back below 50 % of the limit, motor-ctrl re-enables MOE. max 3 retries per ride, the 4th latches. latching on every pothole spike had riders power-cycling in traffic (tickets DU-412, DU-431).',
      {
        disputes: 'fault-latch',
        files: ['crates/motor-ctrl/src/protection.rs', 'crates/safety/src/faults.rs'],
        tags: ['faults', 'overcurrent', 'safety'],
      },
    ),
    m(
      'display-alloc',
      'decision',
      'apps/display uses a heap: embedded-alloc LlffHeap, 64 KB in SRAM3, because slint needs alloc for the UI. any crate the display pulls in may allocate. size is set in apps/display/src/main.rs, high-water mark gets logged at shutdown.',
      {
        disputes: 'no-heap',
        files: ['apps/display/src/main.rs', 'apps/display/Cargo.toml'],
        tags: ['heap', 'display', 'slint', 'alloc'],
      },
    ),
    m(
      'defmt-release-off',
      'decision',
      'release = DEFMT_LOG=off and defmt-rtt not linked at all. nobody ever attaches a probe to a customer bike (RDP1 blocks debug access anyway) and it was ~14 KB of flash. field diagnostics = the FRAM event log read by the dealer tool, full stop.',
      {
        disputes: 'defmt-release-on',
        files: ['xtask/src/build.rs'],
        tags: ['defmt', 'logging', 'release', 'size'],
      },
    ),

    // --- candidates -----------------------------------------------------------------------------------------
    m(
      'cand-defmt-isr',
      'convention',
      'Add defmt::trace! calls in the ADC1_2 handler to print Id/Iq each cycle while debugging startup.',
      {
        candidate: true,
        tags: ['defmt', 'foc'],
      },
    ),
    m(
      'cand-speed-param',
      'decision',
      'Expose the assist cutoff speed as a KCAN parameter so dealers can adjust it per market.',
      {
        candidate: true,
        tags: ['speed-limit', 'kcan'],
      },
    ),
    m(
      'cand-unwrap-tasks',
      'convention',
      'unwrap() is acceptable inside embassy tasks because a panic resets the board anyway.',
      {
        candidate: true,
        tags: ['errors', 'embassy'],
      },
    ),
    m('cand-f64-pll', 'decision', 'Use f64 in the hall PLL to avoid precision loss at high erpm.', {
      candidate: true,
      tags: ['foc', 'float'],
    }),
  ],
  sessions: [
    {
      id: 'rust-ebike-firmware-session-1',
      age: 4,
      turns: [
        said(
          'hola! goal today: walk assist. display fw 1.9 sends the walk button state in 0x330, byte 3 bit 2. assist crate has nothing for it yet',
        ),
        replied(
          "Sounds good. There's no walk mode in crates/assist/src yet. I'd add a `WalkAssist` state in modes.rs that targets a fixed speed through the speed loop. One question: walk assist by definition works without pedalling, which collides with SF1 (no assist without pedalling). How do you want to handle that?",
        ),
        said(
          "it's the one allowed exception to SF1, EN 15194 permits it. rule is: walk assist max 6 km/h and only while the button is physically held. if 0x330 stops coming or the bit drops, walk assist ends right there. no latching, no tap-to-start, no 'walk mode' toggle",
          { key: 's-walk-6kmh', type: 'constraint' },
        ),
        replied(
          'Got it. I will put WALK_MAX_SPEED = Kmh100(600) next to the 25 km/h const in limiter.rs, valid for both variants.',
        ),
        said('ok. what happens with older displays that dont send the bit at all?'),
        replied(
          'Displays below fw 1.9 leave byte 3 at 0x00, so the bit would just read as "not pressed". But fw 1.7/1.8 reused bit 2 for the light button in some builds, according to the comment in od.toml.',
        ),
        said(
          'right, forgot that. then: walk assist is only enabled when the display heartbeat reports KCAN protocol >= 4. older displays never get walk assist, even if the bit looks set',
          { key: 's-walk-proto', type: 'decision' },
        ),
        replied(
          'Adding a protocol check on the display heartbeat in kcan_rx.rs before the walk bit is evaluated.',
        ),
        said('and what timeout do we use for 0x330 right now?'),
        replied(
          "In apps/drive/src/tasks/kcan_rx.rs it's an inline `Duration::from_millis(250)` for the display frame, and tasks/bms.rs has `Timer::after_millis(300)` inline for 0x220.",
        ),
        said(
          'ugh. ok, from now on every KCAN rx timeout is a named const in crates/kcan/src/timeouts.rs (DISPLAY_INPUT_TIMEOUT, BMS_STATUS_TIMEOUT, ...) with a doc comment saying which safety function depends on it. no inline durations in the tasks',
          { key: 's-kcan-timeouts', type: 'convention' },
        ),
        replied('Creating timeouts.rs, moving both values there and adding WALK_BUTTON_TIMEOUT = 150 ms.'),
        said('👍'),
        replied(
          'Draft is in modes.rs. I used embassy_time::Instant inside crates/assist to track when the walk bit was last seen — is that ok?',
        ),
        said(
          "nope. assist and motor-ctrl don't depend on embassy at all, they stay plain no_std libs with no executor or time driver. time comes in as a parameter (now: Micros) from the task that calls them. thats the only reason we can test them on the host",
          { key: 's-pure-core', type: 'constraint' },
        ),
        replied('Makes sense, I switched `WalkAssist::update` to take `now: Micros` from the assist task.'),
        said('for now just hardcode 6.0 in the test helper, we clean up the helpers later'),
        replied('Done. `cargo xtask test host -p assist`: 41 passed, 0 failed.'),
        said('nice. can you check the US build too, does throttle get in the way of walk?'),
        replied(
          'In the US build throttle.rs reads ADC2_IN4 and requests torque up to 20 mph, so both walk and throttle can produce a torque request at the same time. I also noticed throttle.rs is compiled into the EU image as well, it is only skipped at runtime with `if calib.variant == Variant::Us`.',
        ),
        said(
          'thats wrong, good catch. throttle must not exist in an EU image at all: throttle.rs and the ADC2_IN4 setup go behind #[cfg(feature = "variant-us")], not a runtime check. an auditor grepping the EU binary for throttle code should find nothing',
          { key: 's-throttle-cfg', type: 'constraint' },
        ),
        replied(
          'Moved behind the cfg. EU image is ~1.3 KB smaller now. For walk vs throttle priority I would let walk win while the button is held.',
        ),
        said('whatever is simpler for now, we revisit that with Marek next week'),
        said(
          'rig is free, run the hil smoke suite on your branch. if you want the rig dashboards, grafana user is hil-ro and the token is glsa_Kq8mZ2vR7xT4pL9wN3cY6bH1dJ5sF0gA_3e9c1b7d',
          { secret: 'glsa_Kq8mZ2vR7xT4pL9wN3cY6bH1dJ5sF0gA_3e9c1b7d' },
        ),
        replied(
          'Smoke suite: 17/18 passed. `walk_assist_release` failed: after releasing the button assist torque decays over ~90 ms instead of dropping to zero.',
        ),
        said(
          "that's the slew limiter. assist torque in limiter.rs is rate limited (40 Nm/s) but ONLY for normal changes like level switches. anything that's a safety stop — brake, walk release, BMS lost, speed cutoff, tamper — is a step straight to zero and bypasses the ramp",
          { key: 's-safety-step', type: 'decision' },
        ),
        replied(
          'Adding `Limiter::hard_stop()` which bypasses the slew limiter and routing walk release, brake and BMS loss through it.',
        ),
        said('is there a clippy lint for shadowed variables? modes.rs is confusing to read'),
        replied(
          'Yes: clippy::shadow_same, shadow_reuse and shadow_unrelated, all in the restriction group, so they are off unless you enable them explicitly.',
        ),
        said('meh, leave it. next: the display shows walk mode from 0x1A0, what rate is that going out at?'),
        replied('100 Hz, from kcan_tx.rs (10 ms ticker).'),
        said(
          "too much, the display's ui thread chokes and the voltaro BMS drops frames when the bus is that busy. 0x1A0 goes at 20 Hz, period. if the display needs something faster it gets its own small frame",
          { key: 's-telemetry-20hz', type: 'decision' },
        ),
        replied('Changed kcan_tx.rs to a 50 ms ticker for 0x1A0.'),
        said(
          'and please name the branch the way we do it: <initials>/<area>-<topic>, all lowercase, so this one is ig/assist-walk',
          { key: 's-branch-naming', type: 'convention' },
        ),
        replied(
          'Renamed the branch to ig/assist-walk and pushed. PR title: "assist: walk assist (6 km/h, held button only)".',
        ),
        said('walk touches SF1 so add the changes.md entry. mañana lo revisa Aoife, no lo mergees tú'),
        replied(
          'Added the docs/safety/changes.md entry (SF1 exception, tests + rig run) and left the PR as draft with the fusa label.',
        ),
        said('gracias! me voy, long day'),
      ],
    },
  ],
  prompts: [
    // toolchain / build
    p('hey can you bump rust-toolchain.toml to 1.85? clippy got a lint i want to use', ['toolchain-stable']),
    p(
      "rust-analyzer in vscode shows `can't find crate for std` on every file in apps/drive, cargo build from the root works fine",
      ['cargo-target'],
    ),
    p('write me a bash script that flashes all four dev boards on my desk one after another', [
      'xtask',
      'probe-rs',
    ]),
    p(
      'cargo xtask size\n   Compiling drive v2.7.0 (apps/drive)\n    Finished `release` profile [optimized + debuginfo] target(s) in 1m 02s\ndrive-eu-rev-c: 203.4 KiB > 200.0 KiB budget\ntop: core::fmt::write 9.8 KiB, drive::tasks::eventlog::export 6.1 KiB ...\nerror: size check FAILED\n\nwhat do i do, just bump the limit in xtask?',
      ['size-budget', 'profiles', 'defmt-style'],
    ),

    // motor control
    p(
      'the FOC loop jitters whenever the CAN bus is busy — on the scope ADC1_2 sometimes starts ~4 µs late and Iq gets ripple. @crates/motor-ctrl/src/shared.rs @apps/drive/src/isr.rs can you find why',
      ['foc-isr', 'isr-shared', 'ccm-ram'],
    ),
    p(
      'add a defmt::debug! in foc::step printing id, iq and the angle so i can see whats going on at startup',
      ['foc-isr', 'defmt-style'],
    ),
    p(
      'replace crates/motor-ctrl/src/cordic.rs with micromath sin/cos, the cordic init is annoying and its less code',
      ['cordic', 'foc-isr'],
    ),
    p(
      'add a new RTIC software task for a 1 kHz speed loop next to the FOC task, copy the pattern from rtic_app.rs',
      ['foc-isr', 'rtic-retire', 'task-layout'],
    ),
    p(
      'rig-01 only, my desk board is fine:\n0.000000 INFO  kestrel drive 2.6.1 (eu, rev-c)\n0.412733 INFO  selftest: adc offsets a=2051 b=2097 c=2046\n0.412760 ERROR selftest failed: OffsetOutOfRange { phase: B, raw: 2097 }\n└─ drive::selftest::run @ apps/drive/src/selftest.rs:88\nany idea? maybe widen the window to ±60',
      ['note-dyno-noise', 'current-offset'],
    ),
    p(
      "customer hit a curb, overcurrent trip, bike dead until he turned it off and on again. he's furious. make the overcurrent fault recover by itself",
      ['fault-latch', 'fault-autoretry', 'ocp-hw', 'fusa-review'],
    ),
    p(
      'switch embassy-stm32 to time-driver-any, time-driver-tim2 clashes with the encoder input I want on TIM2 for the new motor',
      ['time-driver', 'bsp-pins'],
    ),
    p(
      'IWDG reset roughly every 20 min on the rig, supervisor log says `hb missing: thermal` right before. quick fix: feed the watchdog from the TIM2 interrupt too so it stops resetting?',
      ['iwdg'],
    ),

    // assist / legal / safety
    p(
      'Dealers in Germany want the 25 km/h cutoff adjustable up to 25.5 because riders complain assist fades too early. add a KCAN param for it pls',
      ['speed-limit-eu', 'fusa-review'],
    ),
    p(
      'when I pull the brake lever the assist fades out over ~100 ms instead of dropping, see @crates/assist/src/limiter.rs. scope trace attached on the PR',
      ['s-safety-step', 'brake-cutoff'],
    ),
    p(
      'implement the throttle for the EU build as well, a few countries allow a throttle up to 6 km/h so we could reuse throttle.rs',
      ['s-throttle-cfg', 'variants', 's-walk-6kmh'],
    ),
    p('customer with an old display (fw 1.7) says walk assist does nothing since the 2.7 update, bug?', [
      's-walk-proto',
      'kcan-compat',
    ]),
    p(
      'in crates/assist/src/tamper.rs just use embassy_time::Instant::now() instead of passing timestamps around everywhere, cleaner',
      ['s-pure-core', 'host-tests'],
    ),
    p('make the app able to set wheel size in the ride settings, people keep asking for it in reviews', [
      'wheel-circ',
      'ble-gatt-scope',
    ]),

    // kcan / bms
    p('oye, ¿puedes añadir la temperatura de celdas al frame 0x220? la quiero mostrar en la pantalla', [
      'kcan-compat',
      'kcan-od',
    ]),
    p(
      'panicked at crates/kcan/src/od_gen.rs:1412:9:\nindex out of bounds: the len is 12 but the index is 12\nfix this pls, probably just needs a bounds check',
      ['kcan-od'],
    ),
    p('display team wants speed + assist level faster, can we send 0x1A0 at 100 Hz again', [
      's-telemetry-20hz',
    ]),
    p('@apps/drive/src/tasks/bms.rs has `Timer::after_millis(300)` inline — leave it or move it somewhere?', [
      's-kcan-timeouts',
      'bms-timeout',
    ]),
    p('setting up PCAN-View on my laptop to sniff the bike bus, which bitrate settings?', ['kcan-fd']),

    // boot / signing / ota
    p('sign 2.7.0-rc2 so i can flash it onto the Eurobike demo bikes tomorrow morning', [
      'release-signing',
      'release-process',
    ]),
    p(
      'flashed a release build from the GH artifacts onto my dev board and it just sits in kboot blinking red 3x. broken build?',
      ['release-signing', 'sig-ed25519'],
    ),
    p(
      'kboot idea: grow it to 48K so we can add USB DFU, and go back to copying into slot A so the app can be linked at a single address. thoughts before I start?',
      ['kboot-frozen', 'boot-bank-swap', 'memory-map'],
    ),
    p(
      'selftest fails on cold mornings (-5 °C) and the new image rolls back. can we call kboot_shared::confirm() first thing in main and run selftest after?',
      ['boot-confirm'],
    ),
    p('bump sec_counter to 4 in the 2.7.1 hotfix, its just the tamper false-positive fix', ['anti-rollback']),
    // ble / display / heap
    p(
      "someone pinged me that ble-companion doesn't build after the embassy bump: `nrf-softdevice v0.1.0 requires embassy-sync ^0.5` — do we need a new S140?",
      ['ble-trouble', 'embassy-pin'],
    ),
    p(
      'Android 14 pairing fails with "insufficient authentication" when writing the lights characteristic. can we allow Just Works for lights only?',
      ['ble-security'],
    ),
    p('add embedded-alloc to apps/drive so the event log export can build a Vec<u8>', [
      'no-heap',
      'display-alloc',
      'eventlog',
    ]),
    p('we want release builds to keep logging so we can debug returned units, set that up', [
      'defmt-release-on',
      'defmt-release-off',
    ]),
    p('write the odometer to the calib page every km so it survives a pulled battery', [
      'odometer',
      'eventlog',
    ]),

    // eol / factory
    p('I need a `pole_pairs` field in the calib record for the new 8-pole-pair motor', [
      'calib-format',
      'eol-tauri',
    ]),
    p('the fix for the CRC thing is merged, cut an eol-station release right now so the line picks it up', [
      'eol-release',
    ]),
    p('eol.py crashes on the new line PC, pip cant build PyQt5 on python 3.12', ['eol-tauri']),
    p(
      'Podes acrescentar ao eol-station um passo para testar a saída de 6 V da luz traseira? A linha quer verificar antes do dyno',
      ['eol-steps', 'eol-tauri'],
    ),

    // hil / process
    p(
      'interlock check keeps aborting the hil suite when I run it from home, enclosure is closed I swear. can i comment it out in xtask/src/hil/ just tonight',
      ['hil-rules'],
    ),
    p('create a branch for the thermal derating fix and open a draft PR', [
      's-branch-naming',
      'pr-conventions',
    ]),
    p('add #[allow(clippy::unwrap_used)] to apps/drive/src/tasks/thermal.rs, the ADC read cant fail anyway', [
      'no-unwrap',
    ]),

    // general, no memory needed
    p("what's the difference between Pin<&mut T> and &mut T, explain like I'm tired", []),
    p('rename `tmp` to `phase_current` in this snippet', []),
    p('write a quick python script that reads a csv of phase currents and plots the FFT', []),
    p('¿qué significa el error E0499 de rust?', []),
    p(
      'explain space vector modulation vs plain sinusoidal PWM, why is SVPWM better on DC bus utilisation',
      [],
    ),
    p('gracias, perfecto', []),
    p('how do I squash my last 3 commits locally', []),
    p('what does #[inline(always)] actually guarantee', []),
    p(
      'convert this C struct to Rust: typedef struct { uint16_t id; uint8_t len; uint8_t data[8]; } frame_t;',
      [],
    ),
    p('whats a good crate for parsing toml in a build.rs', []),
  ],
});
