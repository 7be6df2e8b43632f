// Hjul, a bike and e-scooter rental platform (SE/NO/PL): Elixir + Phoenix LiveView + Ash 3, Oban, PostGIS, MQTT to vehicles, Stripe/BLIK/Vipps, React Native rider app over JSON:API, Fly.io.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'elixir-ash-rentals',
  stack:
    'Elixir 1.17 / OTP 27, Phoenix 1.7 + LiveView 1.0, Ash Framework 3 (ash_postgres, ash_json_api, ash_authentication, ash_state_machine, ash_oban, ash_money), Oban 2.18, PostgreSQL 16 + PostGIS 3.4, EMQX MQTT via Tortoise311, Stripe (cards + BLIK) and Vipps ePayment, React Native (Expo) rider app over JSON:API, Fly.io, ExUnit + Mox + Wallaby, Credo + Dialyzer, GitHub Actions',
  memories: [
    // ---------------------------------------------------------------- toolchain
    m(
      'stack-versions',
      'fact',
      '.tool-versions pins elixir 1.17.3-otp-27 and erlang 27.1.2. Phoenix 1.7.14, LiveView 1.0.0-rc.7, Ash 3.4.x. Use asdf or mise, CI reads .tool-versions via erlef/setup-beam version-file.',
      {
        fact: 'hjul | elixir_version | 1.17.3',
        age: 260,
        reaffirm: 20,
        files: ['.tool-versions', 'mix.exs', '.github/workflows/ci.yml'],
        tags: ['versions', 'elixir'],
        canonical: true,
      },
    ),
    m(
      'ci-checks',
      'convention',
      'CI gate (all required): mix format --check-formatted, mix credo --strict, mix compile --warnings-as-errors, mix dialyzer, mix test. run `mix check` locally (ex_check) before pushing, it runs the same list.',
      {
        age: 250,
        files: ['.github/workflows/ci.yml', '.check.exs', '.credo.exs'],
        tags: ['ci', 'credo', 'dialyzer'],
      },
    ),
    m(
      'dialyzer-plt',
      'note',
      'dialyzer PLTs live in priv/plts (gitignored), CI caches them keyed on mix.lock hash + otp version. full dialyzer in CI takes ~14 min without cache',
      { age: 240, files: ['priv/plts', '.github/workflows/ci.yml'], tags: ['dialyzer', 'ci'] },
    ),
    m(
      'ci-postgis-service',
      'fact',
      'test job runs against the postgis/postgis:16-3.4 service container, not plain postgres — the migrations do CREATE EXTENSION postgis and fail on the vanilla image.',
      { age: 230, files: ['.github/workflows/ci.yml', 'priv/repo/migrations'], tags: ['ci', 'postgis'] },
    ),

    // ---------------------------------------------------------------- ash structure
    m(
      'ash-domains',
      'convention',
      'Domains: Rentals.Accounts, Rentals.Fleet, Rentals.Rides, Rentals.Billing, Rentals.Zones, Rentals.Ops. Resources sit in lib/rentals/<domain>/<resource>.ex, domain module in lib/rentals/<domain>.ex. Every resource is registered in its domain `resources do` block — if you forget, you get "no domain configured" at compile-ish time.',
      {
        age: 225,
        reaffirm: 30,
        canonical: true,
        files: ['lib/rentals/rides.ex', 'lib/rentals/fleet.ex', 'lib/rentals/billing.ex'],
        tags: ['ash', 'structure'],
      },
    ),
    m(
      'ash-code-interface',
      'convention',
      'web layer (LiveViews, controllers, channels) calls domain code interfaces only: Rentals.Rides.start_ride(vehicle_id, actor: rider). no Ash.Changeset.for_create / Ash.Query in lib/rentals_web. if the function doesnt exist, add a `define` in the domain.',
      { age: 220, files: ['lib/rentals/rides.ex', 'lib/rentals_web'], tags: ['ash', 'code-interface'] },
    ),
    m(
      'ash-no-repo',
      'constraint',
      'No Rentals.Repo calls outside the Ash data layer. Only exceptions: priv/repo/migrations, lib/rentals/reports/*.ex (raw SQL for the monthly city reports) and the telemetry pipeline bulk insert. Everything else goes through actions so policies apply.',
      { age: 215, files: ['lib/rentals/repo.ex', 'lib/rentals/reports'], tags: ['ash', 'ecto', 'policies'] },
    ),
    m(
      'ash-bypass-jobs',
      'convention',
      'in Oban workers just pass authorize?: false to the action calls, jobs are trusted code',
      { age: 210, files: ['lib/rentals/workers'], tags: ['ash', 'policies', 'oban'] },
    ),
    m(
      'ash-system-actor',
      'constraint',
      'We stopped using authorize?: false in background jobs (it silently skipped the field policies that hide rider phone numbers and we leaked them into an ops CSV). Workers now run as actor: Rentals.Actors.system(:worker_name), and policies have a `bypass actor_attribute_equals(:system?, true)` only where a job really needs it. authorize?: false is banned by a custom credo check (Rentals.Credo.NoAuthorizeFalse).',
      {
        supersedes: 'ash-bypass-jobs',
        age: 120,
        reaffirm: 15,
        files: ['lib/rentals/actors.ex', 'lib/rentals/credo/no_authorize_false.ex', 'lib/rentals/workers'],
        tags: ['ash', 'policies', 'oban', 'security'],
        reason: 'authorize?: false leaked phone numbers into the ops export',
      },
    ),
    m(
      'ash-policies-required',
      'constraint',
      'every resource must have a `policies do` block, even read-only ones. Resource without policies = PR rejected. Rider can only read own rides/payments (relates_to_actor_via(:rider)); ops staff are scoped to their city via actor.city_ids.',
      {
        age: 205,
        files: ['lib/rentals/rides/ride.ex', 'lib/rentals/accounts/user.ex'],
        tags: ['ash', 'policies', 'security'],
      },
    ),
    m(
      'ash3-upgrade',
      'fact',
      'Ash 2 → 3 migration landed in PR #611 (Ash.Api → Ash.Domain, Rentals.Api modules deleted, Flow removed). if you find old blog posts / snippets with `use Ash.Api` or `MyApi.read!` they are Ash 2 syntax and wont compile.',
      { age: 200, tags: ['ash', 'upgrade'] },
    ),
    m(
      'ash-codegen',
      'convention',
      'after changing attributes/identities/references run `mix ash.codegen <descriptive_name>` — it writes the migration + priv/resource_snapshots. commit both. never hand edit the snapshot json, and dont write migrations with `mix ecto.gen.migration` for resource tables.',
      { age: 195, files: ['priv/resource_snapshots', 'priv/repo/migrations'], tags: ['ash', 'migrations'] },
    ),
    m(
      'migrations-zero-downtime',
      'constraint',
      'migrations run as fly release_command while old machines still serve traffic, so: no rename/drop of a column in the same deploy that stops using it (expand → deploy → contract), indexes on big tables (rides, vehicle_positions, payments) with `create index(..., concurrently: true)` + @disable_ddl_transaction true + @disable_migration_lock true.',
      {
        age: 190,
        reaffirm: 40,
        files: ['priv/repo/migrations', 'fly.toml'],
        tags: ['migrations', 'postgres', 'deploy'],
      },
    ),

    // ---------------------------------------------------------------- money
    m(
      'money-decimal',
      'decision',
      'prices: `price_per_minute` :decimal column + `currency` string on Rentals.Fleet.Tariff. round half up to 2 places at the end of the ride.',
      { age: 280, files: ['lib/rentals/fleet/tariff.ex'], tags: ['money', 'pricing'] },
    ),
    m(
      'money-ash-money',
      'convention',
      'All amounts are AshMoney :money attributes (Money struct from ex_money, stored as money_with_currency composite type). Currencies in play: SEK, NOK, PLN (DKK coming with København). Never Decimal+string pairs, never floats, never add Money of different currencies — Money.add!/2 raises on purpose. Rounding only once, in Rentals.Billing.Calculator.final_amount/1, to the currency minor unit.',
      {
        supersedes: 'money-decimal',
        age: 170,
        canonical: true,
        files: ['lib/rentals/billing/calculator.ex', 'lib/rentals/fleet/tariff.ex', 'config/config.exs'],
        tags: ['money', 'pricing', 'ash_money'],
        reason:
          'decimal+string pairs got out of sync on the PLN launch, two cities billed in the wrong currency',
      },
    ),
    m(
      'tariff-unlock-fee',
      'fact',
      'tariffs per city: unlock fee + per-minute + pause-per-minute. current: Stockholm 10 kr unlock + 3.50 kr/min, Oslo 10 kr + 3.90 kr/min, Kraków 3 zł + 0.89 zł/min. defined in priv/seeds/tariffs.exs, editable by ops in the dashboard.',
      {
        age: 160,
        files: ['priv/seeds/tariffs.exs', 'lib/rentals/fleet/tariff.ex'],
        tags: ['pricing', 'cities'],
      },
    ),
    m(
      'vat-rates',
      'constraint',
      'VAT on rides: SE 6% (persontransport), NO 12%, PL 8%. Receipts (Rentals.Billing.Receipt) must show net, VAT and gross per line and the company org no. of the local entity (Hjul Sverige AB / Hjul Norge AS / Hjul Polska sp. z o.o.).',
      { age: 155, files: ['lib/rentals/billing/receipt.ex'], tags: ['vat', 'billing', 'receipts'] },
    ),

    // ---------------------------------------------------------------- rides & reservations
    m(
      'ride-state-machine',
      'decision',
      'Ride lifecycle is AshStateMachine on Rentals.Rides.Ride: reserved → unlocking → active ⇄ paused → ending → ended, plus cancelled and unlock_failed. transitions ONLY via the named actions (:start, :confirm_unlock, :pause, :resume, :request_end, :finish). never `Ash.Changeset.force_change_attribute(:state, ...)`.',
      {
        age: 185,
        reaffirm: 10,
        canonical: true,
        files: ['lib/rentals/rides/ride.ex'],
        tags: ['rides', 'state-machine', 'ash'],
      },
    ),
    m('reservation-15', 'decision', 'reservations hold a vehicle for 15 minutes for free, then they expire', {
      age: 270,
      files: ['lib/rentals/rides/reservation.ex'],
      tags: ['rides', 'reservation'],
    }),
    m(
      'reservation-10',
      'decision',
      'Reservation hold is 10 min free now (was 15 — ops saw too many scooters sitting reserved at Centralen during rush hour). after 10 min it expires via the AshOban trigger :expire_reservations; extending costs 1 unlock-fee equivalent for 10 more min, max one extension.',
      {
        supersedes: 'reservation-15',
        age: 95,
        files: ['lib/rentals/rides/reservation.ex'],
        tags: ['rides', 'reservation', 'pricing'],
        reason: 'vehicles blocked during rush hour',
      },
    ),
    m(
      'battery-thresholds',
      'decision',
      'battery: < 15% hidden from rider map (still visible in ops), < 8% cannot be unlocked (action validation in :start), ride in progress at 3% → app warns and vehicle goes into eco mode, we do not cut power mid ride.',
      {
        age: 150,
        files: ['lib/rentals/rides/ride.ex', 'lib/rentals/fleet/vehicle.ex'],
        tags: ['battery', 'fleet'],
      },
    ),
    m(
      'min-age',
      'constraint',
      'minimum age: scooters 18 everywhere (insurer requirement, not just the law), bikes 16. verified at signup: BankID via Signicat in SE/NO, Veriff document check in PL. no ride action without accounts.verified_at set.',
      {
        age: 145,
        files: ['lib/rentals/accounts/user.ex', 'lib/rentals/accounts/verification.ex'],
        tags: ['kyc', 'accounts', 'legal'],
      },
    ),

    // ---------------------------------------------------------------- iot / mqtt
    m(
      'mqtt-broker',
      'fact',
      'Vehicles talk to our EMQX cluster (mqtt.hjul.internal:8883, TLS, per-vehicle client certs). topics: `v1/veh/{imei}/cmd` (we publish), `v1/veh/{imei}/ack`, `v1/veh/{imei}/telemetry`. Elixir side is Tortoise311, connection supervised in lib/rentals/iot/connection.ex.',
      { age: 180, files: ['lib/rentals/iot/connection.ex', 'config/runtime.exs'], tags: ['mqtt', 'iot'] },
    ),
    m(
      'mqtt-commands',
      'constraint',
      'lock/unlock/alarm/speed_limit commands: QoS 1 and every payload carries a command_id (UUIDv7). firmware dedupes by command_id, so a retry MUST reuse the same id. wait for ack 8s, retry once, then ride → unlock_failed and the rider is not charged. never resend an unlock for a ride that is no longer in :unlocking.',
      {
        age: 175,
        reaffirm: 12,
        files: ['lib/rentals/iot/commander.ex', 'lib/rentals/rides/ride.ex'],
        tags: ['mqtt', 'iot', 'idempotency'],
      },
    ),
    m(
      'iot-vendors',
      'fact',
      'two IoT vendors: Okai ES400 scooters (battery in percent, speed in km/h*10) and the Omni OLB-3 box on the bikes (battery in millivolts, no speed). normalize in Rentals.IoT.Decoders.Okai / .Omni — nothing after the decoder should care which vendor it is.',
      {
        age: 165,
        files: ['lib/rentals/iot/decoders/okai.ex', 'lib/rentals/iot/decoders/omni.ex'],
        tags: ['iot', 'telemetry'],
      },
    ),
    m(
      'telemetry-pipeline',
      'decision',
      'telemetry ingestion = Broadway pipeline (lib/rentals/iot/telemetry_pipeline.ex) reading from the MQTT producer, batches of 500 / 1s, Repo.insert_all into vehicle_positions (daily partitions via pg_partman). not Ash actions — ~4k msgs/s at peak, ash per row was way too slow.',
      {
        age: 140,
        files: ['lib/rentals/iot/telemetry_pipeline.ex', 'priv/repo/migrations'],
        tags: ['telemetry', 'broadway', 'performance'],
      },
    ),
    m(
      'telemetry-retention',
      'constraint',
      'raw vehicle_positions partitions older than 30 days get dropped (pg_partman retention). ride routes linked to a rider are pseudonymised after 90 days (rider_id nulled, route simplified to 50 m). this is in our DPIA, dont extend it without asking Sigrid (DPO).',
      {
        age: 135,
        files: ['lib/rentals/workers/pseudonymise_routes.ex'],
        tags: ['gdpr', 'telemetry', 'retention'],
      },
    ),

    // ---------------------------------------------------------------- zones / postgis
    m(
      'zones-srid-3006',
      'decision',
      'parking zone geometries stored in SWEREF99 TM (SRID 3006) so distances are in meters directly',
      { age: 290, files: ['lib/rentals/zones/zone.ex'], tags: ['postgis', 'zones'] },
    ),
    m(
      'zones-srid-4326',
      'convention',
      'All geometries are SRID 4326 (geometry(MultiPolygon,4326) for zones, Point 4326 for positions). 3006 only ever worked for Sweden and broke the moment we added Oslo and Kraków. For distances/buffers cast to geography (ST_DWithin(a::geography, b::geography, 15)). Geo.PostGIS types in the Ash resource via AshGeo.',
      {
        supersedes: 'zones-srid-3006',
        age: 210,
        reaffirm: 45,
        files: ['lib/rentals/zones/zone.ex', 'lib/rentals/postgres_types.ex'],
        tags: ['postgis', 'zones', 'srid'],
        reason: 'multi-country',
      },
    ),
    m(
      'zone-types',
      'fact',
      'zone kinds: :operating_area (outside = cannot end ride), :parking (end here, no fee), :no_parking (cannot end), :slow (speed limit pushed over mqtt, 6 km/h default), :no_ride (vehicle brakes to 0). source of truth: priv/zones/<city>/*.geojson, imported with `mix rentals.zones.import oslo`.',
      {
        age: 130,
        files: ['priv/zones', 'lib/mix/tasks/rentals.zones.import.ex'],
        tags: ['zones', 'postgis'],
      },
    ),
    m(
      'end-ride-rules',
      'decision',
      'ending a ride: inside :parking → ok. inside operating area but not a parking zone → allowed with out-of-zone fee (25 SEK / 25 NOK / 10 PLN) in Stockholm and Kraków; Oslo is parking-zones-only, cannot end. :no_parking / outside operating area → :request_end is rejected with a reason the app shows.',
      {
        age: 125,
        files: ['lib/rentals/rides/changes/validate_end_location.ex'],
        tags: ['zones', 'rides', 'pricing'],
      },
    ),
    m(
      'gps-buffer-15',
      'decision',
      'GPS tolerance for end-of-ride zone checks is a 15 m buffer on the zone polygon. same everywhere, keeps it simple.',
      { age: 115, files: ['lib/rentals/rides/changes/validate_end_location.ex'], tags: ['zones', 'gps'] },
    ),
    m(
      'gps-buffer-oslo',
      'decision',
      'Oslo sentrum needs 30 m buffer, GPS bounces off the buildings around Karl Johan and riders get "cannot park here" while standing in the zone. made the buffer a per-city setting (cities.gps_buffer_m), oslo = 30.',
      {
        disputes: 'gps-buffer-15',
        age: 60,
        files: ['lib/rentals/rides/changes/validate_end_location.ex', 'lib/rentals/cities/city.ex'],
        tags: ['zones', 'gps', 'oslo'],
      },
    ),
    m(
      'cities',
      'fact',
      'live cities: stockholm, goteborg, oslo, bergen, krakow, warszawa, gdansk. each is a Rentals.Cities.City row with slug, timezone, currency, locale, gps_buffer_m. city slug is ascii (goteborg, krakow) — display names come from gettext.',
      { age: 120, reaffirm: 8, files: ['lib/rentals/cities/city.ex'], tags: ['cities'] },
    ),
    m(
      'timestamps',
      'convention',
      'timestamps are :utc_datetime_usec everywhere. convert to the city timezone only for display (receipts, ops dashboard) with DateTime.shift_zone!(dt, city.timezone) — tz database is `tz`, configured in config.exs. never NaiveDateTime.',
      { age: 110, files: ['config/config.exs'], tags: ['time', 'timezones'] },
    ),
    m(
      'stockholm-fleet-cap',
      'constraint',
      'Stockholms stad: tillståndet ger oss max 2 300 elsparkcyklar i innerstaden. Fleet.deploy_vehicle ska vägra om taket nås — böterna är per fordon och dag. Cyklar räknas inte.',
      {
        age: 105,
        files: ['lib/rentals/fleet/vehicle.ex', 'lib/rentals/fleet/validations/city_cap.ex'],
        tags: ['stockholm', 'fleet', 'legal'],
      },
    ),
    m(
      'oslo-mds-report',
      'fact',
      'Oslo kommune krever daglig rapportering via MDS (Mobility Data Specification) 2.0 — trips og status changes. Eksporten kjører som Oban-jobb Rentals.Workers.MdsExport kl 03:00 Europe/Oslo og må ikke inneholde rider_id.',
      { age: 100, files: ['lib/rentals/workers/mds_export.ex'], tags: ['oslo', 'mds', 'reporting'] },
    ),

    // ---------------------------------------------------------------- payments
    m(
      'payment-methods',
      'decision',
      'payment methods per country: cards (Stripe) everywhere, Apple/Google Pay via Stripe, BLIK only in PL, Vipps only in NO. Rentals.Billing.PaymentProvider behaviour with Stripe and Vipps implementations; pick via payment_method.kind.',
      {
        age: 160,
        files: ['lib/rentals/billing/payment_provider.ex'],
        tags: ['payments', 'stripe', 'vipps', 'blik'],
      },
    ),
    m(
      'preauth',
      'decision',
      'at ride start we pre-authorize 100 SEK / 100 NOK / 40 PLN (manual capture PaymentIntent, Vipps reserve). at ride end capture the final amount; if it is above the hold, capture the hold and charge the diff as a second off-session payment. cancel the hold on unlock_failed.',
      { age: 150, files: ['lib/rentals/billing/ride_payment.ex'], tags: ['payments', 'preauth'] },
    ),
    m(
      'blik-p24',
      'decision',
      'BLIK goes through Przelewy24 (their BLIK level 0 API), lib/rentals/billing/p24.ex',
      { age: 240, files: ['lib/rentals/billing/p24.ex'], tags: ['blik', 'payments'] },
    ),
    m(
      'blik-stripe',
      'decision',
      'BLIK jest teraz przez Stripe (payment_method_types: ["blik"]), Przelewy24 wyłączone i p24.ex usunięty. BLIK nie ma preautoryzacji, więc użytkownicy BLIK mają model portfela: doładowanie min. 20 zł, przejazd schodzi z salda.',
      {
        supersedes: 'blik-p24',
        age: 90,
        files: ['lib/rentals/billing/providers/stripe.ex', 'lib/rentals/billing/wallet.ex'],
        tags: ['blik', 'payments', 'wallet'],
        reason: 'one provider less, p24 settlement reports were a nightmare',
      },
    ),
    m(
      'stripe-webhooks',
      'constraint',
      "Stripe webhooks: POST /webhooks/stripe → RentalsWeb.StripeWebhookController. signature is checked against the raw body, which is why endpoint.ex uses body_reader: {RentalsWeb.CacheBodyReader, :read_body, []} for that path — don't move Plug.Parsers around. controller only verifies + enqueues Rentals.Workers.StripeEvent (unique by event id), all logic in the worker.",
      {
        age: 145,
        files: [
          'lib/rentals_web/controllers/stripe_webhook_controller.ex',
          'lib/rentals_web/endpoint.ex',
          'lib/rentals/workers/stripe_event.ex',
        ],
        tags: ['stripe', 'webhooks', 'oban'],
      },
    ),
    m(
      'vipps-api',
      'fact',
      'Vipps: ePayment API v1 (not the old eCom v2). test env apitest.vipps.no, needs Merchant-Serial-Number + Ocp-Apim-Subscription-Key headers. webhooks registered via Webhooks API, verified by HMAC in RentalsWeb.VippsWebhookController.',
      {
        age: 140,
        files: [
          'lib/rentals/billing/providers/vipps.ex',
          'lib/rentals_web/controllers/vipps_webhook_controller.ex',
        ],
        tags: ['vipps', 'payments'],
      },
    ),
    m(
      'payments-idempotency',
      'constraint',
      'every Stripe/Vipps call that creates or captures money sends an idempotency key derived from ride id + step ("ride:<id>:capture"). Oban retries WILL happen; double charges are the #1 support complaint we never want again.',
      {
        age: 130,
        reaffirm: 5,
        files: ['lib/rentals/billing/ride_payment.ex'],
        tags: ['payments', 'idempotency', 'oban'],
      },
    ),

    // ---------------------------------------------------------------- oban
    m(
      'oban-queues',
      'convention',
      'Oban queues: default 10, payments 5, iot 20, notifications 10, reports 2, mds 1. new worker → pick an existing queue, dont invent one without updating config/config.exs and the fly machine sizing. workers live in lib/rentals/workers/, named after what they do (CaptureRidePayment, not PaymentWorker2).',
      { age: 135, files: ['config/config.exs', 'lib/rentals/workers'], tags: ['oban', 'queues'] },
    ),
    m(
      'cron-quantum',
      'decision',
      'scheduled stuff runs with Quantum (Rentals.Scheduler) — expire reservations every minute, nightly reports.',
      { age: 300, files: ['lib/rentals/scheduler.ex'], tags: ['cron', 'scheduling'] },
    ),
    m(
      'ash-oban-triggers',
      'decision',
      'Scheduled work on resources = AshOban triggers declared in the resource (`oban do triggers do trigger :expire ...`), e.g. Reservation :expire_reservations, Ride :auto_end_abandoned. Non-resource cron (reports, MDS export) = Oban.Plugins.Cron in config. Quantum and Rentals.Scheduler are gone — removed because it ran on every node and expired reservations twice.',
      {
        supersedes: 'cron-quantum',
        age: 160,
        files: ['lib/rentals/rides/reservation.ex', 'config/config.exs'],
        tags: ['oban', 'ash_oban', 'scheduling'],
        reason: 'quantum ran on every fly machine',
      },
    ),
    m(
      'oban-testing-manual',
      'convention',
      'config/test.exs has `testing: :manual`. in tests assert_enqueued / perform_job(Worker, args) explicitly, dont rely on jobs running by themselves.',
      { age: 125, files: ['config/test.exs', 'test/support/data_case.ex'], tags: ['oban', 'testing'] },
    ),
    m(
      'oban-testing-inline',
      'convention',
      'switch oban to testing: :inline for the ride flow tests, otherwise every test has to manually perform 4 jobs and nobody does it right',
      {
        disputes: 'oban-testing-manual',
        age: 50,
        files: ['config/test.exs', 'test/rentals/rides'],
        tags: ['oban', 'testing'],
      },
    ),

    // ---------------------------------------------------------------- api / app
    m(
      'json-api',
      'convention',
      'rider app API = AshJsonApi under /api/v2, routes declared in each domain `json_api do routes do ...`. no hand-written JSON controllers for new endpoints. OpenAPI spec generated at /api/v2/open_api, the RN app generates its TS client from it (npm run gen:api in hjul-app).',
      {
        age: 170,
        reaffirm: 25,
        canonical: true,
        files: ['lib/rentals_web/router.ex', 'lib/rentals/rides.ex'],
        tags: ['json-api', 'api', 'app'],
      },
    ),
    m(
      'api-v1-legacy',
      'fact',
      '/api/v1 = old hand-written Phoenix controllers (lib/rentals_web/controllers/api/v1). kept only for app < 4.2 until 31.03 — bugfixes only, no features. ~6% of rides still come from v1 clients.',
      { age: 165, files: ['lib/rentals_web/controllers/api/v1'], tags: ['api', 'legacy'] },
    ),
    m(
      'api-field-case',
      'convention',
      'JSON:API attributes stay snake_case as Ash emits them; the app maps to camelCase in its generated client.',
      { age: 115, tags: ['json-api', 'api'] },
    ),
    m(
      'api-field-case-camel',
      'decision',
      'mobile wants camelCase in the API response (batteryLevel not battery_level), field names via json_api `field_names` in each resource. starting with Vehicle + Ride.',
      {
        disputes: 'api-field-case',
        age: 45,
        files: ['lib/rentals/fleet/vehicle.ex', 'lib/rentals/rides/ride.ex'],
        tags: ['json-api', 'api', 'app'],
      },
    ),
    m(
      'min-app-version',
      'fact',
      'force update: RentalsWeb.Plugs.MinAppVersion compares the X-Hjul-App-Version header to MIN_APP_VERSION (runtime env). returns 426 with code "app_update_required" and the app shows the store link.',
      { age: 100, files: ['lib/rentals_web/plugs/min_app_version.ex'], tags: ['api', 'app'] },
    ),
    m(
      'auth',
      'fact',
      'auth = AshAuthentication: riders log in with phone OTP (Twilio Verify) and get a bearer token, 30 day expiry, revocable (token resource stored). ops staff log into the dashboard with Google Workspace SSO (strategy :google), only @hjul.se / @hjul.no / @hjul.pl.',
      {
        age: 155,
        files: ['lib/rentals/accounts/user.ex', 'lib/rentals/accounts/token.ex'],
        tags: ['auth', 'ash_authentication'],
      },
    ),
    m(
      'push-expo',
      'fact',
      'push notifications go through Expo push (app is Expo), Rentals.Notifications.ExpoPush, sent from the notifications queue. receipts are checked 15 min later by a second job to prune dead tokens.',
      { age: 95, files: ['lib/rentals/notifications/expo_push.ex'], tags: ['push', 'notifications'] },
    ),

    // ---------------------------------------------------------------- liveview ops dashboard
    m(
      'ops-dashboard',
      'fact',
      'ops dashboard (city ops / mechanics) = LiveView under lib/rentals_web/live/ops/: FleetMapLive (MapLibre via JS hook assets/js/hooks/fleet_map.js), TasksLive (rebalancing/charging tasks), RideLive (support lookups). mounted at /ops behind :require_ops_staff on_mount.',
      {
        age: 150,
        files: ['lib/rentals_web/live/ops', 'assets/js/hooks/fleet_map.js'],
        tags: ['liveview', 'ops'],
      },
    ),
    m(
      'liveview-streams',
      'convention',
      'big lists in LiveView (vehicles, tasks, rides) use streams, not assigns. fleet map updates: subscribe to "fleet:<city_id>", coalesce positions and push_event to the map hook at most once per second — never one push per telemetry message, the Stockholm map has ~2k vehicles.',
      {
        age: 140,
        files: ['lib/rentals_web/live/ops/fleet_map_live.ex'],
        tags: ['liveview', 'performance', 'pubsub'],
      },
    ),
    m(
      'ash-phoenix-forms',
      'convention',
      'LiveView forms: AshPhoenix.Form.for_update/for_create + to_form, submit with AshPhoenix.Form.submit. no Ecto changesets in the web layer.',
      {
        age: 135,
        files: ['lib/rentals_web/live/ops/task_form_component.ex'],
        tags: ['liveview', 'forms', 'ash'],
      },
    ),
    m(
      'core-components',
      'convention',
      'ui building blocks in lib/rentals_web/components/core_components.ex (+ ops_components.ex). tailwind, heroicons. no Alpine, no extra JS frameworks — if something needs JS, write a hook in assets/js/hooks.',
      {
        age: 130,
        files: ['lib/rentals_web/components/core_components.ex', 'assets/js/hooks'],
        tags: ['liveview', 'ui'],
      },
    ),
    m(
      'maplibre-maptiler',
      'decision',
      'maps: MapLibre GL + MapTiler tiles. Mapbox was dropped over pricing (map loads in the ops dashboard). dont add mapbox-gl back.',
      {
        age: 145,
        files: ['assets/js/hooks/fleet_map.js', 'assets/package.json'],
        tags: ['maps', 'liveview'],
      },
    ),

    // ---------------------------------------------------------------- testing
    m(
      'mox-behaviours',
      'convention',
      'external stuff is behind behaviours + Mox: Rentals.IoT.Commander (CommanderMock), Rentals.Billing.PaymentProvider (PaymentProviderMock), Rentals.Notifications.Push (PushMock). mocks defined in test/support/mocks.ex, impl picked via Application.get_env in config/test.exs. no Mimic, no meck.',
      {
        age: 160,
        reaffirm: 30,
        files: ['test/support/mocks.ex', 'config/test.exs'],
        tags: ['testing', 'mox'],
      },
    ),
    m(
      'tests-async',
      'convention',
      'ExUnit: async: true by default with the Ecto SQL sandbox. only non-async tests: anything calling set_mox_global, Wallaby tests, and telemetry pipeline tests (Broadway).',
      { age: 150, files: ['test/support/data_case.ex', 'test/test_helper.exs'], tags: ['testing', 'exunit'] },
    ),
    m(
      'factories-exmachina',
      'convention',
      'test data: ExMachina factories in test/support/factory.ex (insert(:ride, ...))',
      { age: 250, files: ['test/support/factory.ex'], tags: ['testing', 'factories'] },
    ),
    m(
      'factories-ash-generator',
      'convention',
      'test data via Ash.Generator in test/support/generators.ex (generate(ride(state: :active))). ExMachina inserted rows behind Ash’s back (no policies, no changes, broken state machine states) so it was removed. if you need a new generator, add it there using the real create actions.',
      {
        supersedes: 'factories-exmachina',
        age: 175,
        files: ['test/support/generators.ex'],
        tags: ['testing', 'factories', 'ash'],
      },
    ),
    m(
      'wallaby',
      'fact',
      'Wallaby e2e only for the ops dashboard (test/rentals_web/features/). tagged @moduletag :browser, excluded by default; run `mix test --only browser`. CI job e2e installs chromedriver matching chrome 130 via browser-actions/setup-chrome.',
      {
        age: 140,
        files: ['test/rentals_web/features', 'test/test_helper.exs', '.github/workflows/ci.yml'],
        tags: ['testing', 'wallaby', 'e2e'],
      },
    ),

    // ---------------------------------------------------------------- deploy / infra
    m(
      'fly-apps',
      'fact',
      'fly apps: hjul-prod (primary region arn, second region waw), hjul-staging (arn only). deploy = GH Actions on push of a v* tag, `fly deploy --remote-only`, migrations via release_command `/app/bin/migrate`. DB is NOT fly postgres, its Crunchy Bridge in aws eu-north-1.',
      {
        age: 200,
        reaffirm: 18,
        files: ['fly.toml', 'fly.staging.toml', '.github/workflows/deploy.yml', 'rel/overlays/bin/migrate'],
        tags: ['fly', 'deploy', 'infra'],
      },
    ),
    m(
      'clustering',
      'fact',
      'nodes cluster with libcluster DNSPoll on hjul-prod.internal; Phoenix.PubSub is cluster-wide so fleet:<city> broadcasts reach LiveViews in both regions. Oban peer election via Oban.Peers.Postgres.',
      { age: 190, files: ['lib/rentals/application.ex', 'config/runtime.exs'], tags: ['fly', 'clustering'] },
    ),
    m(
      'deploy-windows',
      'constraint',
      'no prod deploys during commute peaks: 07:00–09:30 and 15:30–18:30 Europe/Stockholm, Mon–Fri. also nothing on Friday after 14:00. a deploy restarts the MQTT connections and ~every active ride gets a hiccup.',
      { age: 180, reaffirm: 7, tags: ['deploy', 'process'] },
    ),
    m(
      'secrets-runtime',
      'convention',
      'all secrets via `fly secrets set` and read in config/runtime.exs with System.fetch_env!/1. nothing secret in config/*.exs or committed .env files; .env.example lists the names only.',
      { age: 185, files: ['config/runtime.exs', '.env.example'], tags: ['config', 'secrets', 'fly'] },
    ),
    m(
      'staging-reset',
      'note',
      'staging db gets restored from an anonymised prod snapshot every monday 06:00, dont keep test data there you care about.',
      { age: 320, tags: ['staging', 'database'] },
    ),

    // ---------------------------------------------------------------- privacy / logging / i18n
    m(
      'logging-pii',
      'constraint',
      'logs: no phone numbers, emails, tokens or lat/lng together with a rider id. Logger metadata allowlist in config, filter_parameters includes "phone", "otp", "token". log vehicle imei and ride id, that is enough for support.',
      {
        age: 170,
        files: ['config/config.exs', 'lib/rentals_web/endpoint.ex'],
        tags: ['logging', 'gdpr', 'security'],
      },
    ),
    m(
      'gdpr-export-delete',
      'fact',
      'rider data export/delete = Rentals.Accounts.User actions :request_export and :anonymise (Oban job). rides and receipts are kept 7 years (bokföringslagen / regnskapsloven / ustawa o rachunkowości) but detached from personal data.',
      {
        age: 160,
        files: ['lib/rentals/accounts/user.ex', 'lib/rentals/workers/anonymise_user.ex'],
        tags: ['gdpr', 'accounts'],
      },
    ),
    m(
      'gettext',
      'convention',
      'i18n: Gettext, locales en (msgid source), sv, nb, pl. after adding strings run `mix gettext.extract --merge`; translations come back from Crowdin as PRs — dont hand edit priv/gettext/{sv,nb,pl}. ash error messages are translated through RentalsWeb.ErrorTranslator.',
      { age: 150, files: ['priv/gettext', 'lib/rentals_web/error_translator.ex'], tags: ['i18n', 'gettext'] },
    ),
    m(
      'team',
      'note',
      'owners: Magnus (iot/mqtt), Agnieszka (billing, BLIK, Vipps), Ingrid (ops dashboard), Tomasz (fly/infra), Sigrid (DPO). standup 09:15 on Meet, #hjul-dev on Slack.',
      { age: 110, tags: ['team'] },
    ),
    m(
      'credo-custom',
      'note',
      'custom credo checks live in lib/rentals/credo/: NoAuthorizeFalse, NoRepoInWeb, NoIOInspect. theyre in .credo.exs under `requires`.',
      { age: 105, files: ['lib/rentals/credo', '.credo.exs'], tags: ['credo'] },
    ),
    m('dialyzer-slow-old', 'note', 'dialyzer is disabled in CI for now because it takes 20+ min', {
      age: 330,
      tags: ['dialyzer', 'ci'],
    }),

    // ---------------------------------------------------------------- unreviewed agent proposals
    m('cand-horde', 'fact', 'Each vehicle has a GenServer registered in Horde that holds its live state.', {
      candidate: true,
      inferred: true,
      tags: ['iot', 'otp'],
    }),
    m(
      'cand-zone-ets-cache',
      'convention',
      'Cache parking zone polygons per city in ETS and do point-in-polygon checks in Elixir with topo.',
      { candidate: true, tags: ['zones', 'performance'] },
    ),
    m('cand-oban-pro', 'fact', 'The project uses Oban Pro workflows for the ride end pipeline.', {
      candidate: true,
      inferred: true,
      tags: ['oban'],
    }),

    // ---------------------------------------------------------------- secret-bearing inputs (writes must be refused)
    m(
      'secret-mqtt-service',
      'note',
      'backend service user for emqx (for local tunnel debugging):\nMQTT_USERNAME=rentals-backend\nMQTT_PASSWORD=tq8ZfW3nLx0pRv6Yb2Ke',
      { secret: 'tq8ZfW3nLx0pRv6Yb2Ke' },
    ),
    m(
      'secret-stripe-live',
      'fact',
      'stripe live secret key for the SE account (if the dashboard is down and you need curl): sk_live_51NqRt8HjKxLmP2aVbC9dEfGh3JkLmNoPqRsTuVwXyZ01aBcDeFgH',
      { secret: 'sk_live_51NqRt8HjKxLmP2aVbC9dEfGh3JkLmNoPqRsTuVwXyZ01aBcDeFgH' },
    ),
    m(
      'secret-vipps-test',
      'note',
      'Vipps testmiljø: client_id 7f3b2c1a-9d84-4e6f-b0a2-5c8d7e9f1a3b, client_secret er Kp9~xQ2vL.mN7_rT4wZ8yB3s — brukes bare mot apitest.vipps.no',
      { secret: 'Kp9~xQ2vL.mN7_rT4wZ8yB3s' },
    ),
    m(
      'secret-crunchy-db',
      'note',
      'read replica for the reports (Metabase uses it too): postgres://reports_ro:Hx4mV9qLz2TbN7wR@p.k3vq7x2mjfdzbhq4.db.postgresbridge.com:5432/hjul_prod?sslmode=require',
      { secret: 'Hx4mV9qLz2TbN7wR' },
    ),
    m(
      'secret-fly-deploy-token',
      'fact',
      'FLY_API_TOKEN in the deploy workflow is a deploy token scoped to hjul-prod: FlyV1 fm2_lJPECAAAAAAAA8nxxBBQm9ZqKdRsWvT3LcYpX7aN2eHuG4jF',
      { secret: 'fm2_lJPECAAAAAAAA8nxxBBQm9ZqKdRsWvT3LcYpX7aN2eHuG4jF' },
    ),
    m(
      'secret-twilio',
      'note',
      'Twilio Verify dla OTP: Account SID AC4f9e2b7c1d8a3e6f0b5c9d2a7e4f1b8c, auth token to 9c2e7f4a1b8d3e6c0f5a2b9d7e4c1a8f — nie commitować, tylko fly secrets',
      { secret: '9c2e7f4a1b8d3e6c0f5a2b9d7e4c1a8f' },
    ),
    m(
      'secret-maptiler',
      'fact',
      'tile style url for the ops map: https://api.maptiler.com/maps/streets-v2/style.json?key=Zr8KpQ3wXm7TnL2vBy5H',
      { secret: 'Zr8KpQ3wXm7TnL2vBy5H' },
    ),
    m(
      'secret-staging-ops-login',
      'note',
      'Inloggning till ops-dashboarden på staging utan Google SSO (fallback-konto): användare ops-demo@hjul.se, lösenord Ekorre!Kanel-47',
      { secret: 'Ekorre!Kanel-47' },
    ),
    m(
      'secret-expo-token',
      'note',
      'to send a test push from iex on staging you need EXPO_ACCESS_TOKEN=xB7mR2kQ9vLp4TnW8yZc3HfJ6sDg1A0e set, then Rentals.Notifications.ExpoPush.send(user, "test")',
      { secret: 'xB7mR2kQ9vLp4TnW8yZc3HfJ6sDg1A0e' },
    ),
    m(
      'secret-key-base',
      'note',
      'if LiveView sockets on staging keep reconnecting after a deploy its because SECRET_KEY_BASE changed, it should be q3Vn8LxT0pRz5KmW2bYc7HsJ4dFg9NaE6uQi1oPl3tXr8ZvM5kB2wC7yD0eA4fGh',
      { secret: 'q3Vn8LxT0pRz5KmW2bYc7HsJ4dFg9NaE6uQi1oPl3tXr8ZvM5kB2wC7yD0eA4fGh' },
    ),
  ],
  sessions: [
    {
      id: 'elixir-ash-rentals-session-1',
      age: 2,
      turns: [
        said(
          'morning. today: ride pause + the parking photo thing for poland. start with pause, the :pause/:resume actions exist in the state machine but nothing charges for it yet',
        ),
        replied(
          'I see :pause and :resume transitions in lib/rentals/rides/ride.ex but Rentals.Billing.Calculator ignores paused intervals entirely. Should paused minutes be free?',
        ),
        said(
          'no. paused time is billed at half the per-minute price, and a pause can last max 30 min — after that the ride ends automatically where it is, with the normal end-of-ride zone rules. product signed that off last week',
          { key: 's-pause-billing', type: 'decision' },
        ),
        replied(
          "OK. I'll add a pause_intervals embedded attribute on Ride, bill them in Calculator at tariff.pause_per_minute (defaulting to half), and an AshOban trigger :auto_end_long_pause that fires when paused_at is older than 30 minutes.",
        ),
        said('sounds right. whats the name of the tariff field again, pause_price or pause_per_minute?'),
        replied(
          'It is pause_per_minute on Rentals.Fleet.Tariff, a :money attribute, currently nil for all cities.',
        ),
        said('ok for now just fill it in the seeds as half of per_minute, ops can edit later'),
        replied(
          'Done in priv/seeds/tariffs.exs. Next: the pause command to the scooter — I was going to publish a lock over Tortoise311 directly from the :pause change.',
        ),
        said(
          'no no, never publish directly. every command to a vehicle goes through Rentals.IoT.Commander.send_command/3, it does the command_id, the ack wait and the telemetry events. the pause change just calls that',
          { key: 's-commander-only', type: 'convention' },
        ),
        replied(
          "Got it — I'll call Commander.send_command(vehicle, :lock, ride_id: ride.id) from an after_action in the :pause change and mock it with CommanderMock in tests.",
        ),
        said(
          'also dont broadcast from the change with Phoenix.PubSub.broadcast manually like RideLive does it now',
        ),
        replied('What should it use instead?'),
        said(
          'ride state changes are published by the Ash pubsub notifier on the resource (notifiers: [Ash.Notifier.PubSub], topic "ride:<id>" and "fleet:<city_id>"). the LiveViews and the app channel only subscribe. the manual broadcasts in ride_live.ex are leftovers, we remove them when we touch that file',
          { key: 's-ash-pubsub-notifier', type: 'convention' },
        ),
        replied(
          'Understood. I added the pub_sub block to Ride and removed the manual broadcast in lib/rentals_web/live/ops/ride_live.ex.',
        ),
        said('nice. tests are green?'),
        replied(
          'Unit tests pass. The integration test in test/rentals/iot/commander_integration_test.exs fails locally — it tries to connect to localhost:1883.',
        ),
        said(
          'yeah thats the real emqx. tests that need the emqx docker container are tagged @tag :mqtt and excluded in test_helper.exs, CI runs them in a separate job with the emqx service. tag it and move on',
          { key: 's-mqtt-test-tag', type: 'convention' },
        ),
        replied('Tagged. Now the parking photo for Poland — what exactly is required?'),
        said(
          'Kraków i Warszawa: zdjęcie zaparkowanej hulajnogi jest obowiązkowe przy zakończeniu przejazdu (wymóg z umowy z miastem). Zdjęcia trzymamy w buckecie Tigris hjul-parking-photos i kasujemy po 14 dniach. Inne miasta — opcjonalne.',
          { key: 's-parking-photo-pl', type: 'decision' },
        ),
        replied(
          "Clear: mandatory photo on :request_end in krakow and warszawa, optional elsewhere, stored in Tigris with a 14-day lifecycle rule. I'll add a photo_key argument and a validation that checks city.requires_end_photo.",
        ),
        said(
          'the bucket creds for local testing if u need them: AWS_ACCESS_KEY_ID=tid_KxWm4pRq9ZtLv AWS_SECRET_ACCESS_KEY=tsec_8Yh3NbQ2mVx7LpK5rT0wZc9JdF4sG6aE1uHi',
          { secret: 'tsec_8Yh3NbQ2mVx7LpK5rT0wZc9JdF4sG6aE1uHi' },
        ),
        replied(
          'Thanks — I will use the MinIO container from docker-compose for tests instead and only read the Tigris vars in runtime.exs.',
        ),
        said('good call. hmm the upload, presigned PUT from the app or through us?'),
        replied(
          'Presigned PUT keeps large images off our machines. I can add a :parking_photo_upload_url action returning a 5 minute URL.',
        ),
        said('yes presigned, 5 min is fine'),
        replied('Added. Anything else for Norway while I am in the end-ride code?'),
        said(
          'ja, husk: i Oslo er det nattforbud for sparkesykler mellom 23:00 og 05:00. da skal ikke :start være lov i det hele tatt for scootere i oslo (sykler er ok), og kjøreturer som pågår kl 23 får en push-varsel men blir ikke stoppet',
          { key: 's-oslo-night-ban', type: 'constraint' },
        ),
        replied(
          "I'll add a validation on :start using the city's timezone (Europe/Oslo), scooter-only, and a 22:55 Oban cron that pushes a warning to active Oslo scooter rides.",
        ),
        said(
          'and one more rule going forward: every new city-specific rule like that goes into the City record as a column/flag (requires_end_photo, night_ban_from/to), not `if city.slug == "oslo"` in the code. we have too many of those already',
          { key: 's-city-config-not-slug', type: 'convention' },
        ),
        replied(
          'Makes sense — I replaced the slug checks I added with night_ban_from/night_ban_to and requires_end_photo columns, migration via mix ash.codegen add_city_rules.',
        ),
        said(
          'oh and fyi from monday Agnieszka owns the wallet / BLIK stuff fully, Tomasz handed it over. any BLIK question → her',
          { key: 's-blik-owner', type: 'fact' },
        ),
        replied('Noted.'),
        said('ok push it as a draft PR, ill review after lunch. thanks!'),
        replied(
          'Draft PR #1043 opened: pause billing, Commander call, pubsub notifier, :mqtt tag, PL parking photo, Oslo night ban.',
        ),
      ],
    },
  ],
  prompts: [
    p(
      'add a "reserve" button to the vehicle sheet in the ops dashboard that holds a scooter for 15 minutes so mechanics can grab it',
      ['reservation-10', 'ash-code-interface', 'ash-oban-triggers'],
    ),
    p('write an Oban worker that captures the ride payment after the ride ends. lib/rentals/workers/', [
      'payments-idempotency',
      'preauth',
      'ash-system-actor',
      'oban-queues',
    ]),
    p(
      '** (Ash.Error.Forbidden) forbidden:\n\n Rentals.Accounts.User.read\n\n  No policy conditions applied to this request.\nin Rentals.Workers.AnonymiseUser.perform/1 — can i just add authorize?: false there',
      ['ash-system-actor', 'gdpr-export-delete'],
    ),
    p('add a `discount_pct` float column to tariffs for the student campaign', [
      'money-ash-money',
      'ash-codegen',
      'tariff-unlock-fee',
    ]),
    p(
      'the zone check in @lib/rentals/rides/changes/validate_end_location.ex uses ST_Contains on the raw geometry, riders near the edge get rejected. fix it',
      ['zones-srid-4326', 'gps-buffer-oslo', 'gps-buffer-15', 'end-ride-rules'],
    ),
    p(
      'riders in oslo complain they cant end the ride even tho theyre standing in a parking zone by Karl Johans gate',
      ['gps-buffer-oslo', 'gps-buffer-15', 'end-ride-rules'],
    ),
    p('import the new Bergen parking zones, got a shapefile from the kommune in EPSG:25832', [
      'zone-types',
      'zones-srid-4326',
    ]),
    p('new endpoint for the app: GET list of nearby vehicles with battery level, within 500m', [
      'json-api',
      'battery-thresholds',
      'zones-srid-4326',
      'api-field-case-camel',
      'api-field-case',
    ]),
    p('add `has_helmet` to the vehicle response in /api/v1/vehicles, the app team needs it asap', [
      'api-v1-legacy',
      'json-api',
    ]),
    p(
      'unlock sometimes happens twice on the scooter — the lock clicks open, closes, opens. logs show two cmd publishes 8s apart with different ids',
      ['mqtt-commands', 's-commander-only'],
    ),
    p('when a ride is paused send the lock command to the scooter, in the :pause change', [
      's-commander-only',
      'mqtt-commands',
      's-pause-billing',
    ]),
    p('how much should a 20 min pause cost? implement it in Rentals.Billing.Calculator', [
      's-pause-billing',
      'money-ash-money',
    ]),
    p(
      'ride_live.ex should update when the ride changes state — add a PubSub.broadcast in the :finish action',
      ['s-ash-pubsub-notifier', 'ride-state-machine'],
    ),
    p(
      'test/rentals/iot/commander_integration_test.exs fails in my machine: ** (Tortoise311.Connection) econnrefused localhost:1883',
      ['s-mqtt-test-tag'],
    ),
    p('implementuj wymagane zdjęcie parkingu przy zakończeniu przejazdu w Gdańsku', [
      's-parking-photo-pl',
      's-city-config-not-slug',
    ]),
    p('add `if city.slug == "bergen"` to disable pause in bergen, they don\'t want it', [
      's-city-config-not-slug',
      'cities',
    ]),
    p('kan du legge til at man ikke kan starte en tur med sparkesykkel i Oslo om natta? 23-05', [
      's-oslo-night-ban',
      's-city-config-not-slug',
      'timestamps',
    ]),
    p('who do i ask about BLIK top-ups failing with "insufficient balance" in the wallet?', [
      's-blik-owner',
      'blik-stripe',
    ]),
    p(
      'BLIK payment fails, trace goes into lib/rentals/billing/p24.ex line 88 — whats wrong with the p24 signature?',
      ['blik-stripe'],
    ),
    p('add BLIK as a payment option for riders in Stockholm', ['payment-methods', 'blik-stripe']),
    p(
      'stripe webhook returns 400 "No signatures found matching the expected signature" since i cleaned up endpoint.ex',
      ['stripe-webhooks'],
    ),
    p('add Logger.info with the rider phone and position when unlock fails so support can call them', [
      'logging-pii',
      'mqtt-commands',
    ]),
    p('extend vehicle_positions retention to 180 days, data team wants heatmaps', ['telemetry-retention']),
    p('the mds export for oslo — add rider_id to trips so we can join it in metabase', [
      'oslo-mds-report',
      'telemetry-retention',
    ]),
    p('deploy the hotfix to prod now, its 16:10 tuesday', ['deploy-windows', 'fly-apps']),
    p('rename column `battery` to `battery_pct` on vehicles', [
      'migrations-zero-downtime',
      'ash-codegen',
      'api-v1-legacy',
    ]),
    p('add an index on rides(vehicle_id, inserted_at), queries in the support view are slow', [
      'migrations-zero-downtime',
      'ash-codegen',
    ]),
    p(
      'the fleet map liveview freezes the browser in stockholm, FleetMapLive handle_info pushes on every position',
      ['liveview-streams', 'ops-dashboard'],
    ),
    p('new LiveView form to create a charging task for a mechanic, with vehicle select and due time', [
      'ash-phoenix-forms',
      'core-components',
      'ash-code-interface',
      'timestamps',
    ]),
    p('can we use mapbox-gl for the heatmap layer, it has a nicer heatmap api', ['maplibre-maptiler']),
    p('write tests for Rentals.Rides.start_ride — create a rider and an available scooter first', [
      'factories-ash-generator',
      'mox-behaviours',
      'tests-async',
      'ride-state-machine',
    ]),
    p('in the ride flow test the CaptureRidePayment job never runs and the assertion on ride.paid? fails', [
      'oban-testing-manual',
      'oban-testing-inline',
    ]),
    p('add a nightly job that expires unpaid wallet top-ups older than 24h — use Quantum like the others?', [
      'ash-oban-triggers',
      'oban-queues',
    ]),
    p(
      'Stockholm ops wants to deploy 300 more scooters to Södermalm next week, add them via the import script',
      ['stockholm-fleet-cap'],
    ),
    p('receipt PDF for Kraków shows 25% VAT, should be something else no?', ['vat-rates']),
    p('scooters with 10% battery are showing on the rider map, is that a bug?', ['battery-thresholds']),
    p('a rider in warszawa, 17 years old, wants to ride a scooter, support asks if we can whitelist him', [
      'min-age',
    ]),
    p(
      '== Compilation error in file lib/rentals/fleet/api.ex ==\n** (CompileError) module Ash.Api is not loaded and could not be found\nfound this snippet in a blog post',
      ['ash3-upgrade', 'ash-domains'],
    ),
    p('new resource Rentals.Fleet.DamageReport (riders report broken vehicles with a photo), wire it up', [
      'ash-domains',
      'ash-policies-required',
      'json-api',
      'ash-codegen',
    ]),
    p('where do I put the TIGRIS keys for the photo bucket, ok to add them to config/dev.exs?', [
      'secrets-runtime',
    ]),
    p('add swedish translation for the "cannot park here" error', ['gettext']),
    p('mix dialyzer takes forever locally, any tricks?', ['dialyzer-plt']),
    p('whats the difference between Enum and Stream in elixir', []),
    p('explain pattern matching on maps vs structs', []),
    p('thanks, works now', []),
    p('how do I write a GenServer that restarts on crash, quick example', []),
    p('regex to validate a UUID v4 in elixir', []),
    p('what does `with` do when a clause doesnt match and there is no else', []),
    p('rename the variable `v` to `vehicle` in lib/rentals/fleet/vehicle_helpers.ex, purely cosmetic', []),
    p('can you explain what a PostGIS GiST index is', []),
    p('fix the typo "recieved" in the moduledoc of lib/rentals/notifications/expo_push.ex', []),
    p('ok lgtm, merge it', []),
  ],
});
