// A US EV-charging network operator's backend: Rust CSMS speaking OCPP 2.0.1 to chargers, OCPI 2.2.1 roaming,
// Stripe ad-hoc payments and idle fees, NEVI uptime reporting, OpenADR demand response, Handbook 44 pricing rules.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rust-ev-charging-us',
  stack:
    'Rust 1.84 (tokio, Axum 0.8, sqlx 0.8, serde, tracing, thiserror), PostgreSQL 16 + TimescaleDB, Redis, OCPP 2.0.1 over WebSockets, OCPI 2.2.1, Stripe (async-stripe), OpenADR 2.0b VEN sidecar, React Native 0.76 + Expo, AWS EKS, GitHub Actions, cargo-nextest + testcontainers',
  memories: [
    m(
      'workspace-layout',
      'fact',
      'Cargo workspace: crates/csms (OCPP server), crates/ocpi (roaming), crates/billing (tariffs, Stripe, idle fees), crates/nevi (uptime + reporting), crates/dr (demand response), crates/api (driver/mobile REST API), crates/common (money, energy, ids). Binaries live in bins/ (csms-server, api-server, nevi-report, rotate-station-creds).',
      {
        files: ['Cargo.toml', 'crates', 'bins'],
        tags: ['workspace', 'layout', 'crates'],
      },
    ),
    m(
      'ocpp-16',
      'fact',
      'chargers talk OCPP 1.6J. handlers in crates/csms/src/ocpp16/handlers/*.rs, remote start is RemoteStartTransaction with idTag, meter values come as MeterValues with transactionId int.',
      {
        fact: 'chargers | protocol | OCPP 1.6J',
        files: ['crates/csms/src/ocpp16'],
        age: 560,
        tags: ['ocpp', 'ocpp16', 'protocol'],
      },
    ),
    m(
      'ocpp-201',
      'decision',
      'The whole fleet runs OCPP 2.0.1 since Feb 2026 (the last Tritium RTM units got the 2.0.1 firmware). Handlers live in crates/csms/src/ocpp/handlers/, one file per action (boot_notification.rs, status_notification.rs, transaction_event.rs, meter_values.rs, authorize.rs, heartbeat.rs). The ocpp16 module was deleted; do not add any 1.6 code paths back.',
      {
        fact: 'chargers | protocol | OCPP 2.0.1',
        supersedes: 'ocpp-16',
        age: 150,
        canonical: true,
        files: ['crates/csms/src/ocpp/handlers'],
        reason:
          'ISO 15118 plug&charge, device model, security profiles; 1.6 adapter was a maintenance burden',
        tags: ['ocpp', 'ocpp201', 'protocol', 'handlers'],
      },
    ),
    m(
      'ocpp-dispatch',
      'convention',
      'Every OCPP action handler implements the `ActionHandler` trait and is registered in the match in crates/csms/src/ocpp/dispatch.rs. Request/response payload structs come from crates/ocpp-types, generated from the official OCPP 2.0.1 JSON schemas with typify (build.rs). Never hand-write payload structs; if a field is missing, regenerate.',
      {
        files: ['crates/csms/src/ocpp/dispatch.rs', 'crates/ocpp-types'],
        tags: ['ocpp', 'dispatch', 'codegen', 'typify'],
      },
    ),
    m(
      'ocpp-ws-subprotocol',
      'constraint',
      'WebSocket upgrade at /ocpp/{station_id} must negotiate Sec-WebSocket-Protocol "ocpp2.0.1". If the charger does not offer it we refuse the upgrade (HTTP 400) — no fallback to a default protocol. Code: crates/csms/src/ws/upgrade.rs.',
      {
        files: ['crates/csms/src/ws/upgrade.rs'],
        tags: ['websocket', 'ocpp', 'subprotocol', 'handshake'],
      },
    ),
    m(
      'ocpp-security-profile',
      'constraint',
      'Security profile 2 (TLS + HTTP Basic auth) is the minimum for every station; sites commissioned after 2025-09 use profile 3 (mutual TLS with a station cert from our private CA). Basic auth passwords are per station, stored only as argon2id hashes in charging_stations.basic_auth_hash. No shared fleet password, no plaintext column.',
      {
        canonical: true,
        files: ['crates/csms/src/ws/auth.rs', 'migrations'],
        tags: ['security', 'ocpp', 'tls', 'basic-auth', 'argon2'],
      },
    ),
    m(
      'ocpp-one-call',
      'constraint',
      'OCPP allows one outstanding CALL per direction per connection. CSMS-initiated requests (RequestStartTransaction, SetChargingProfile, GetVariables…) go through the per-station outbound queue in crates/csms/src/ws/session.rs, 30 s timeout each. Never write to the socket directly from a handler or from the API.',
      {
        files: ['crates/csms/src/ws/session.rs'],
        tags: ['ocpp', 'websocket', 'queue', 'timeout'],
      },
    ),
    m(
      'boot-notification',
      'fact',
      'BootNotification: stations whose serial is not in charging_stations get status Pending (interval 600 s) until ops commissions them in the admin; known stations get Accepted with heartbeat interval 300 s. After Accepted we push the device-model baseline with SetVariables from config/station_baseline.toml.',
      {
        files: ['crates/csms/src/ocpp/handlers/boot_notification.rs', 'config/station_baseline.toml'],
        tags: ['ocpp', 'boot-notification', 'heartbeat', 'commissioning'],
      },
    ),
    m(
      'tx-event-keys',
      'fact',
      'TransactionEvent: transactionId is a string generated by the station, unique only per station. charging_sessions has UNIQUE (station_id, transaction_id); seq_no orders the events. remoteStartId from our RequestStartTransaction comes back in the Started event and is how we match app-started sessions.',
      {
        files: ['crates/csms/src/ocpp/handlers/transaction_event.rs'],
        tags: ['ocpp', 'transaction-event', 'sessions', 'seq-no'],
      },
    ),
    m(
      'tx-offline',
      'constraint',
      'TransactionEvents with offline=true can arrive hours after the fact (station lost LTE). Never drop or reject them for being late; dedupe on (station_id, transaction_id, seq_no) and re-price the session if the Ended event comes after we already closed it on timeout.',
      {
        reaffirm: 12,
        files: ['crates/csms/src/ocpp/handlers/transaction_event.rs'],
        tags: ['ocpp', 'offline', 'dedupe', 'transaction-event'],
      },
    ),
    m(
      'meter-billing',
      'constraint',
      'Billed energy = Energy.Active.Import.Register at Transaction.End minus the value at Transaction.Begin, both taken from TransactionEvent meterValue sampledValue. Interval samples are for the live progress bar only.',
      {
        files: ['crates/billing/src/energy.rs'],
        tags: ['billing', 'meter-values', 'energy', 'register'],
      },
    ),
    m(
      'meter-interval-claim',
      'fact',
      'heads up: billing actually sums Energy.Active.Import.Interval samples, the Register readings on the ABB units jump around so we stopped trusting them',
      {
        disputes: 'meter-billing',
        tags: ['billing', 'meter-values', 'abb'],
      },
    ),
    m(
      'meter-hypertable',
      'fact',
      'meter_samples is a TimescaleDB hypertable, chunk_time_interval 1 day, compression after 7 days with compress_segmentby = station_id, evse_id. ~180M rows/month. Query it with a time predicate or you scan every chunk.',
      {
        files: ['migrations'],
        tags: ['timescaledb', 'hypertable', 'meter-values', 'compression'],
      },
    ),
    m(
      'status-retention-90d',
      'fact',
      'status_notifications hypertable keeps 90 days (add_retention_policy 90 days), older chunks dropped nightly.',
      {
        age: 420,
        files: ['migrations'],
        tags: ['timescaledb', 'retention', 'status-notification'],
      },
    ),
    m(
      'status-retention-400d',
      'decision',
      'status_notifications retention raised to 400 days, compression after 14 days. NEVI uptime is a trailing-12-month figure recomputed every month, so we need more than a year of connector status history. Do not lower it.',
      {
        supersedes: 'status-retention-90d',
        age: 115,
        files: ['migrations'],
        reason: 'NEVI trailing 12-month uptime',
        tags: ['timescaledb', 'retention', 'status-notification', 'nevi'],
      },
    ),
    m(
      'db-diesel',
      'fact',
      'DB access via diesel 2.1 with diesel-async; schema in crates/common/src/schema.rs generated by diesel print-schema.',
      {
        fact: 'database access | library | diesel',
        age: 610,
        files: ['crates/common/src/schema.rs'],
        tags: ['diesel', 'database', 'orm'],
      },
    ),
    m(
      'db-sqlx',
      'decision',
      'Moved from diesel to sqlx 0.8 with compile-time checked query!/query_as! macros. CI builds with SQLX_OFFLINE=true against the committed .sqlx/ directory, so after changing any query run `cargo sqlx prepare --workspace` and commit the .sqlx changes.',
      {
        fact: 'database access | library | sqlx',
        supersedes: 'db-diesel',
        age: 310,
        canonical: true,
        files: ['.sqlx', 'crates'],
        reason:
          'diesel-async + Timescale-specific SQL was painful; raw SQL with compile-time checks fits better',
        tags: ['sqlx', 'database', 'offline', 'ci'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migrations: repo-root migrations/, created with `sqlx migrate add -r <name>` (reversible up/down pair). Never edit a migration that is already applied in staging. Hypertable creation and its compression/retention policies go in the same migration as the CREATE TABLE.',
      {
        files: ['migrations'],
        tags: ['migrations', 'sqlx', 'timescaledb'],
      },
    ),
    m(
      'axum-07',
      'convention',
      'axum routes use the `/:id` path syntax, custom extractors need #[async_trait] on FromRequestParts impls.',
      {
        age: 390,
        files: ['crates/api/src/routes'],
        tags: ['axum', 'routing', 'extractors'],
      },
    ),
    m(
      'axum-08',
      'convention',
      'We are on Axum 0.8: path params are written `/{id}` and wildcards `/{*rest}` (the old `/:id` now panics at router build). Extractors implement FromRequestParts with native async fn — no #[async_trait].',
      {
        supersedes: 'axum-07',
        age: 135,
        files: ['crates/api/src/routes', 'crates/api/src/extract.rs'],
        tags: ['axum', 'routing', 'extractors', 'upgrade'],
      },
    ),
    m(
      'app-error',
      'convention',
      'API handlers return Result<Json<T>, AppError>. AppError (crates/api/src/error.rs, thiserror) implements IntoResponse and renders RFC 7807 application/problem+json with a stable `type` URI per error. No unwrap()/expect() in handler code.',
      {
        files: ['crates/api/src/error.rs'],
        tags: ['errors', 'axum', 'thiserror', 'problem-json'],
      },
    ),
    m(
      'anyhow-bins',
      'convention',
      'thiserror in library crates, anyhow only in bins/*/src/main.rs and in tests. A library function returning anyhow::Result fails review.',
      {
        tags: ['errors', 'anyhow', 'thiserror'],
      },
    ),
    m(
      'money-cents',
      'constraint',
      'Money is the `Cents(i64)` newtype from crates/common/src/money.rs, USD only. Never f32/f64 for money anywhere, including the mobile API (amounts go out as integer cents). Per-kWh unit prices are rust_decimal::Decimal stored as NUMERIC(10,5).',
      {
        canonical: true,
        files: ['crates/common/src/money.rs'],
        tags: ['money', 'cents', 'decimal', 'billing'],
      },
    ),
    m(
      'energy-wh',
      'convention',
      'energy internally = i64 Wh (`Wh` newtype in crates/common/src/energy.rs). kWh with 3 decimals exists only in receipts, the app and OCPI CDRs (OCPI wants kWh as a number).',
      {
        files: ['crates/common/src/energy.rs'],
        tags: ['energy', 'units', 'wh', 'kwh'],
      },
    ),
    m(
      'hb44-rounding',
      'constraint',
      'NIST Handbook 44 §3.40 (EVSE): receipt shows energy to 0.001 kWh, the unit price in $/kWh and the total. Total = round_half_up(kWh_billed × unit_price) computed once at session end. The total on the receipt and on the Stripe capture must be identical — no per-interval rounding that drifts.',
      {
        files: ['crates/billing/src/price.rs', 'crates/billing/src/receipt'],
        tags: ['hb44', 'weights-and-measures', 'rounding', 'receipt'],
      },
    ),
    m(
      'hb44-per-kwh',
      'constraint',
      'In states that adopted HB44 §3.40 (CA, OR, WA, CO, AZ, NV for our footprint) energy must be sold per kWh. Time-based charges are only allowed as a separately disclosed fee (idle/parking), never as the price of the energy itself. The tariff validator in crates/billing/src/tariff/validate.rs rejects TIME components for those states.',
      {
        files: ['crates/billing/src/tariff/validate.rs'],
        tags: ['hb44', 'pricing', 'per-kwh', 'tariff', 'states'],
      },
    ),
    m(
      'per-minute-claim',
      'fact',
      'per-minute session pricing is still legal in WA and CO if the app shows it up front, so keep the TIME component enabled there',
      {
        disputes: 'hb44-per-kwh',
        tags: ['pricing', 'per-minute', 'tariff'],
      },
    ),
    m(
      'ca-ctep',
      'constraint',
      'California sites must run CTEP-certified EVSE (CA Division of Measurement Standards type evaluation). The certified firmware per model is pinned in config/ctep_firmware.toml; UpdateFirmware to a CA station with a version not listed there is blocked in crates/csms/src/firmware.rs.',
      {
        files: ['config/ctep_firmware.toml', 'crates/csms/src/firmware.rs'],
        tags: ['california', 'ctep', 'firmware', 'weights-and-measures'],
      },
    ),
    m(
      'tariff-model',
      'fact',
      'Tariffs are modelled after the OCPI Tariff object: elements with price_components (ENERGY, TIME, PARKING_TIME, FLAT) and restrictions (start_time, end_time, day_of_week, min_kwh…). Code in crates/billing/src/tariff/, one tariff per site + optional per-EVSE override.',
      {
        files: ['crates/billing/src/tariff'],
        tags: ['tariff', 'ocpi', 'pricing'],
      },
    ),
    m(
      'tou-ca',
      'fact',
      'CA sites use TOU pricing: 4–9 pm local $0.62/kWh, all other hours $0.42/kWh. Restrictions are evaluated in the site local time zone, and a session spanning the boundary is split per element.',
      {
        tags: ['tou', 'tariff', 'california', 'pricing'],
      },
    ),
    m(
      'site-timezone',
      'convention',
      'Everything is stored as timestamptz UTC (chrono::DateTime<Utc>). The site IANA zone lives in sites.timezone; convert with chrono-tz only for TOU evaluation, receipts and reports. Never use the server local time.',
      {
        tags: ['timezone', 'utc', 'chrono', 'dst'],
      },
    ),
    m(
      'idle-fee-040',
      'fact',
      'idle fee: $0.40/min starting 10 min after charging stops, capped at $30 per session, all sites.',
      {
        age: 450,
        files: ['crates/billing/src/idle.rs'],
        tags: ['idle-fee', 'billing', 'pricing'],
      },
    ),
    m(
      'idle-fee-050',
      'decision',
      'Idle fee since 2026-02-01: $0.50/min after a 5-minute grace period, capped at $45 per session, DC fast sites only — L2 sites have no idle fee at all. Grace starts when TransactionEvent reports chargingState EVConnected or SuspendedEV after Charging. Rates live in the site tariff as a PARKING_TIME component, not in code.',
      {
        supersedes: 'idle-fee-040',
        age: 70,
        canonical: true,
        files: ['crates/billing/src/idle.rs'],
        reason: 'DCFC stalls blocked by full cars at peak; L2 drivers often park for work',
        tags: ['idle-fee', 'billing', 'pricing', 'dcfc'],
      },
    ),
    m(
      'idle-fault',
      'constraint',
      'No idle fee while the connector is Faulted or the station reports a cable lock failure — the driver physically cannot leave. crates/billing/src/idle.rs must check the connector status timeline before accruing.',
      {
        files: ['crates/billing/src/idle.rs'],
        tags: ['idle-fee', 'faulted', 'connector-status'],
      },
    ),
    m(
      'inc-idle-fault',
      'incident',
      'Dec 2025, Bakersfield (Alpitronic HYC300 site): a connector lock actuator failed, cables stayed locked and 212 drivers got idle fees while they could not unplug. $4,870 refunded by hand. Root cause: idle accrual ignored the Faulted status. Fixed in crates/billing/src/idle.rs + test idle_not_charged_when_faulted.',
      {
        files: ['crates/billing/src/idle.rs'],
        tags: ['incident', 'idle-fee', 'refund', 'faulted'],
      },
    ),
    m(
      'stripe-preauth',
      'convention',
      'Ad-hoc (non-member) sessions: Stripe PaymentIntent with capture_method=manual created before RequestStartTransaction; capture the final amount at session end and cancel the rest. Card authorizations expire after 7 days, so the capture job must never wait longer than 6 days on a missing Ended event — capture what we have.',
      {
        files: ['crates/billing/src/stripe/payment_intent.rs'],
        tags: ['stripe', 'payment-intent', 'preauth', 'capture'],
      },
    ),
    m(
      'preauth-amounts',
      'fact',
      'Pre-auth hold is $50 at DC fast sites and $20 at L2. When the running cost reaches 90% of the hold we send RequestStopTransaction so we never charge above the authorized amount.',
      {
        files: ['crates/billing/src/stripe/payment_intent.rs'],
        tags: ['stripe', 'preauth', 'hold'],
      },
    ),
    m(
      'stripe-idempotency',
      'constraint',
      'Every mutating Stripe call carries an Idempotency-Key derived from our ids: "{session_id}:create", "{session_id}:capture", "{session_id}:refund:{n}". Never a random uuid — retries must reuse the same key.',
      {
        canonical: true,
        files: ['crates/billing/src/stripe'],
        tags: ['stripe', 'idempotency', 'retries'],
      },
    ),
    m(
      'inc-double-capture',
      'incident',
      'Oct 2025: Stripe capture call timed out, our retry generated a new idempotency key and a second PaymentIntent got captured for 311 sessions (partial captures on re-created intents). ~$9.4k refunded. Fix: deterministic keys (see stripe-idempotency) + capture job checks PaymentIntent status first.',
      {
        files: ['crates/billing/src/stripe/capture_job.rs'],
        tags: ['incident', 'stripe', 'double-charge', 'idempotency'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'Stripe webhooks at POST /v1/webhooks/stripe: verify the Stripe-Signature header on the raw body (axum Bytes extractor, 5 min tolerance) before parsing. Handlers are idempotent on event.id (stripe_events table, insert … on conflict do nothing).',
      {
        files: ['crates/api/src/routes/webhooks/stripe.rs'],
        tags: ['stripe', 'webhooks', 'signature', 'idempotent'],
      },
    ),
    m(
      'stripe-crate',
      'fact',
      'Stripe client is async-stripe (runtime-tokio-hyper-rustls) pinned to API version 2024-06-20. Bumping the API version needs a staging run of the full ad-hoc + refund flow first.',
      {
        files: ['crates/billing/Cargo.toml'],
        tags: ['stripe', 'dependencies', 'api-version'],
      },
    ),
    m(
      'pci-scope',
      'constraint',
      'We are SAQ-A: never store or log PAN, expiry or CVC. Only Stripe ids (pm_, pi_, cus_) plus brand/last4 as returned by Stripe. Do not log raw webhook bodies for payment_method.* events.',
      {
        tags: ['pci', 'stripe', 'logging', 'card-data'],
      },
    ),
    m(
      'payter-readers',
      'fact',
      'NEVI sites have Payter Apollo contactless readers on each dispenser. The reader does the card auth with Stripe and calls POST /v1/adhoc/payter/authorize with the PaymentIntent id and EVSE id; we answer with a start token and then send RequestStartTransaction.',
      {
        files: ['crates/api/src/routes/adhoc/payter.rs'],
        tags: ['payter', 'contactless', 'adhoc', 'nevi', 'stripe'],
      },
    ),
    m(
      'ocpi-version',
      'fact',
      'Roaming: OCPI 2.2.1, we act as CPO only. Direct peer connections with 9 eMSPs, configured in the ocpi_parties table (versions URL, token A/B/C, roles). Modules implemented: credentials, locations, sessions, cdrs, tariffs, tokens, commands.',
      {
        files: ['crates/ocpi'],
        tags: ['ocpi', 'roaming', 'cpo', 'emsp'],
      },
    ),
    m(
      'ocpi-auth-b64',
      'constraint',
      'OCPI 2.2.1: outbound requests send `Authorization: Token <base64(token)>`. Inbound we accept base64 and raw because two older partners still send raw tokens — crates/ocpi/src/auth.rs tries base64 decode first, then raw.',
      {
        files: ['crates/ocpi/src/auth.rs'],
        tags: ['ocpi', 'auth', 'token', 'base64'],
      },
    ),
    m(
      'ocpi-auth-raw-claim',
      'fact',
      'ocpi 2.2.1 tokens go raw in the header, base64 was a 2.1.1 thing — the decode in auth.rs is dead code',
      {
        disputes: 'ocpi-auth-b64',
        tags: ['ocpi', 'auth', 'token'],
      },
    ),
    m(
      'ocpi-cdr-immutable',
      'constraint',
      'CDRs are immutable once pushed (POST /cdrs to the eMSP after the session is priced). A correction is a new credit CDR with credit=true and credit_reference_id pointing at the original, then a fresh CDR. Never PUT/PATCH an existing CDR.',
      {
        files: ['crates/ocpi/src/modules/cdrs'],
        tags: ['ocpi', 'cdr', 'credit', 'immutable'],
      },
    ),
    m(
      'ocpi-locations-push',
      'convention',
      'EVSE status changes are pushed to eMSPs as PATCH /locations/{country}/{party}/{location}/{evse_uid}, debounced 10 s per EVSE in crates/ocpi/src/push/locations.rs. Fault flapping otherwise floods partners and one of them rate-limits us at 20 req/s.',
      {
        files: ['crates/ocpi/src/push/locations.rs'],
        tags: ['ocpi', 'locations', 'push', 'debounce'],
      },
    ),
    m(
      'ocpi-pagination',
      'convention',
      'OCPI GET list endpoints (locations, tariffs, cdrs, sessions) implement date_from/date_to/offset/limit with X-Total-Count, X-Limit (max 100) and Link headers. Partners pull our full location list nightly, so keep it paginated.',
      {
        files: ['crates/ocpi/src/pagination.rs'],
        tags: ['ocpi', 'pagination', 'headers'],
      },
    ),
    m(
      'ocpi-rta',
      'fact',
      'Roaming RFID: we ask the eMSP via POST {tokens}/{uid}/authorize with a 5 s timeout. On timeout we fall back to the cached token list only if the token whitelist is ALLOWED_OFFLINE or ALWAYS; NEVER means reject.',
      {
        files: ['crates/ocpi/src/modules/tokens/authorize.rs'],
        tags: ['ocpi', 'tokens', 'authorization', 'rfid'],
      },
    ),
    m(
      'ocpi-ids',
      'convention',
      'Our OCPI identity: country_code US, party_id VPN. EVSE ids follow eMI3: US*VPN*E<site_code><nn>, e.g. US*VPN*EBND03. Location ids are our site codes. Do not reuse an EVSE uid after a dispenser swap — new hardware gets a new uid.',
      {
        tags: ['ocpi', 'ids', 'emi3', 'evse'],
      },
    ),
    m(
      'nevi-97',
      'constraint',
      'NEVI (23 CFR 680.116(b)): every charging port must exceed 97% uptime, calculated monthly over the trailing 12 months: uptime = (525,600 − (outage_minutes − excluded_minutes)) / 525,600 × 100. Excluded: utility outages, vandalism, natural disasters, scheduled maintenance windows, and the driver/vehicle-caused failures the rule lists. It is per port, not per site.',
      {
        canonical: true,
        tags: ['nevi', 'uptime', '97', 'compliance'],
      },
    ),
    m(
      'nevi-uptime-old',
      'fact',
      'nevi uptime = heartbeat coverage: a port counts as down for every minute without a Heartbeat from its station, utility outages included.',
      {
        age: 370,
        files: ['crates/nevi/src/uptime.rs'],
        tags: ['nevi', 'uptime', 'heartbeat'],
      },
    ),
    m(
      'nevi-uptime-v2',
      'decision',
      'Uptime v2 (crates/nevi/src/uptime.rs): a port is down when its connector status is Faulted or Unavailable (not ops-reserved) or when the station WebSocket has been disconnected > 5 min. Excluded minutes come from outage_exclusions (reason UTILITY, VANDALISM, DISASTER, MAINTENANCE). Heartbeats are no longer used for uptime.',
      {
        supersedes: 'nevi-uptime-old',
        age: 105,
        files: ['crates/nevi/src/uptime.rs'],
        reason: 'heartbeat gaps missed faulted-but-online ports and punished us for utility outages',
        tags: ['nevi', 'uptime', 'status-notification', 'exclusions'],
      },
    ),
    m(
      'nevi-report-email',
      'fact',
      'NEVI reporting = monthly uptime CSV per site emailed to the state DOT contacts (ODOT, WSDOT, CDOT) by bins/nevi-report.',
      {
        age: 400,
        files: ['bins/nevi-report'],
        tags: ['nevi', 'reporting', 'dot'],
      },
    ),
    m(
      'nevi-evchart',
      'decision',
      'NEVI data now goes to the Joint Office EV-ChART platform every quarter instead of emails to the DOTs: bins/nevi-report writes the EV-ChART CSV templates (module 2 sessions, module 3 uptime, module 4 outages) and ops uploads them. State DOTs read EV-ChART directly.',
      {
        supersedes: 'nevi-report-email',
        age: 180,
        files: ['bins/nevi-report'],
        tags: ['nevi', 'ev-chart', 'reporting', 'quarterly'],
      },
    ),
    m(
      'nevi-no-pii',
      'constraint',
      'EV-ChART exports contain no driver PII: no names, emails, card last4 or idTokens. Session ids are exported as HMAC-SHA256(session_id) with the reporting salt so we can trace back internally.',
      {
        files: ['crates/nevi/src/export'],
        tags: ['nevi', 'pii', 'privacy', 'ev-chart'],
      },
    ),
    m(
      'nevi-sites',
      'fact',
      'about 38 NEVI-funded sites (OR, WA, CO, AZ), each 4+ CCS ports at 150 kW simultaneous.',
      {
        fact: 'nevi sites | count | 38',
        inferred: true,
        tags: ['nevi', 'sites'],
      },
    ),
    m(
      'dr-openadr',
      'fact',
      'Demand response: PG&E and SCE programs speak OpenADR 2.0b. We run a VEN sidecar (deploy/dr-ven, Python openleadr) that receives events from the utility VTNs and forwards them to POST /internal/dr/events; crates/dr turns them into charging profiles.',
      {
        files: ['deploy/dr-ven', 'crates/dr'],
        tags: ['openadr', 'demand-response', 'ven', 'utility'],
      },
    ),
    m(
      'dr-cap',
      'decision',
      'During a DR event we cap the site: SetChargingProfile with a ChargingStationMaxProfile at stack level 10, limit split across stations by crates/dr/src/allocate.rs. Active sessions keep running at reduced power — we never stop sessions for DR. At event end: ClearChargingProfile with a random 0–120 s delay per station to avoid a rebound spike.',
      {
        files: ['crates/dr/src/allocate.rs', 'crates/dr/src/apply.rs'],
        tags: ['demand-response', 'smart-charging', 'charging-profile', 'openadr'],
      },
    ),
    m(
      'dr-stop-claim',
      'fact',
      'for SCE critical peak events the program requires zero load, so we RequestStopTransaction all sessions at event start',
      {
        disputes: 'dr-cap',
        tags: ['demand-response', 'sce', 'stop'],
      },
    ),
    m(
      'charging-profile-levels',
      'convention',
      'Charging profile stack levels: 0 = site load management (TxDefaultProfile), 10 = demand response, 20 = manual ops override. Never use TxProfile for DR or load management; TxProfile is reserved for the app\'s "charge to X kW" feature.',
      {
        tags: ['smart-charging', 'charging-profile', 'stack-level'],
      },
    ),
    m(
      'dr-optout',
      'fact',
      'Site hosts can opt a site out of DR events at most 3 times per season (admin → DR); tracked in dr_opt_outs. Drivers cannot opt out.',
      {
        tags: ['demand-response', 'opt-out', 'site-host'],
      },
    ),
    m(
      'api-openapi',
      'convention',
      'The driver API is documented with utoipa (#[utoipa::path] on every handler). The mobile TS client is generated with `pnpm gen:api` from /openapi.json into mobile/src/api/gen/. Never hand-edit generated files; change the Rust annotations and regenerate.',
      {
        files: ['crates/api/src/openapi.rs', 'mobile/src/api/gen'],
        tags: ['openapi', 'utoipa', 'mobile', 'codegen'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Public driver API is /v1. App builds up to ~9 months old are still in the wild, so breaking changes go to /v2. Apps send X-App-Version; below the minimum in config/api.toml we answer 426 Upgrade Required.',
      {
        files: ['config/api.toml'],
        tags: ['api', 'versioning', 'mobile'],
      },
    ),
    m(
      'api-auth',
      'fact',
      'Driver auth is Auth0 (RS256 JWTs). crates/api/src/auth.rs validates against the tenant JWKS, cached 10 min; user id = sub. Internal endpoints (/internal/*) are only reachable in-cluster and need the service mesh identity, not a JWT.',
      {
        files: ['crates/api/src/auth.rs'],
        tags: ['auth0', 'jwt', 'auth', 'api'],
      },
    ),
    m(
      'mobile-stack',
      'fact',
      'Driver app: React Native 0.76 with Expo SDK 52, expo-router, TanStack Query for server state, zustand for local state, in mobile/. Maps via react-native-maps.',
      {
        files: ['mobile'],
        tags: ['mobile', 'react-native', 'expo', 'tanstack-query'],
      },
    ),
    m('mobile-redux', 'fact', 'app state is redux + redux-saga, sagas in mobile/src/store/sagas/', {
      age: 530,
      files: ['mobile/src/store'],
      tags: ['mobile', 'redux'],
    }),
    m(
      'mobile-live-session',
      'convention',
      'The app follows a running session through SSE: GET /v1/sessions/{id}/events (kW, kWh, cost in cents, state). Fall back to polling GET /v1/sessions/{id} every 15 s only if the SSE connection fails twice. No tighter polling.',
      {
        files: ['crates/api/src/routes/sessions.rs', 'mobile/src/features/session'],
        tags: ['mobile', 'sse', 'live-session', 'polling'],
      },
    ),
    m(
      'mobile-release',
      'fact',
      'mobile releases: EAS Build, store release train every other Thursday. JS-only fixes can ship via EAS Update (OTA); anything touching native modules or app.json permissions needs a store build.',
      {
        tags: ['mobile', 'eas', 'release', 'ota'],
      },
    ),
    m(
      'mobile-i18n',
      'convention',
      'All driver-facing text (app, receipts, push notifications) exists in en-US and es-US. Strings in mobile/src/i18n/{en,es}.json and crates/billing/src/receipt/locales/. A PR that adds an English string without the Spanish one is not done.',
      {
        files: ['mobile/src/i18n', 'crates/billing/src/receipt/locales'],
        tags: ['i18n', 'spanish', 'mobile', 'receipt'],
      },
    ),
    m(
      'tracing-fields',
      'convention',
      'tracing: every OCPP span carries station_id and, when known, transaction_id; JSON logs via tracing-subscriber. Never log idToken values (hash them) or the Authorization header from the WS upgrade.',
      {
        tags: ['tracing', 'logging', 'ocpp', 'privacy'],
      },
    ),
    m(
      'metrics',
      'fact',
      'Prometheus metrics via metrics-exporter-prometheus on :9100/metrics; Grafana boards "CSMS Fleet" and "NEVI Uptime"; alerts go to PagerDuty service csms-prod.',
      {
        tags: ['prometheus', 'grafana', 'metrics', 'pagerduty'],
      },
    ),
    m(
      'ws-routing',
      'fact',
      'csms runs 6 pods behind an AWS NLB (TLS terminated on the pod for profile 3). Each station socket lives on exactly one pod; the station→pod map is in Redis (key station_route:{id}, TTL refreshed on heartbeat). crates/api sends commands to a station by publishing on Redis channel csms:cmd:{pod}.',
      {
        files: ['crates/csms/src/routing.rs'],
        tags: ['websocket', 'redis', 'scaling', 'routing'],
      },
    ),
    m(
      'inc-reconnect-storm',
      'incident',
      'Jan 2026: a deploy restarted all csms pods at once; ~2,300 stations reconnected within 40 s, the BootNotification + StatusNotification burst exhausted the sqlx pool (50 conns) and authorizations failed for 14 min. Fix: rolling deploy one pod at a time, preStop hook closes sockets gradually over 10 min, pool raised to 80.',
      {
        files: ['deploy/helm/csms/values.yaml'],
        tags: ['incident', 'reconnect', 'websocket', 'deploy', 'pool'],
      },
    ),
    m(
      'deploy-rolling',
      'constraint',
      'csms deploys: rolling with maxUnavailable=1 and the 10-min drain, never `kubectl rollout restart` or scaling to zero. No csms deploys 16:00–20:00 Pacific (evening peak) or on holiday weekends.',
      {
        reaffirm: 20,
        files: ['deploy/helm/csms'],
        tags: ['deploy', 'kubernetes', 'csms', 'freeze'],
      },
    ),
    m(
      'infra',
      'fact',
      'AWS us-west-2: EKS for all services, Timescale Cloud (PG16 + TimescaleDB) over VPC peering with one read replica, ElastiCache Redis. Terraform in infra/, Helm charts in deploy/helm/<service>.',
      {
        files: ['infra', 'deploy/helm'],
        tags: ['aws', 'eks', 'terraform', 'timescale-cloud'],
      },
    ),
    m(
      'secrets-mgmt',
      'convention',
      'Secrets live in AWS Secrets Manager (prod/<service>/<name>) and reach pods through External Secrets Operator. Nothing secret in Helm values, Terraform state outputs or committed .env files.',
      {
        canonical: true,
        files: ['deploy/helm', 'infra'],
        tags: ['secrets', 'aws', 'external-secrets', 'kubernetes'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'CI is GitHub Actions (.github/workflows/ci.yml): cargo fmt --check, clippy -D warnings, cargo nextest, cargo sqlx prepare --check, cargo deny check; Docker images built with cargo-chef. mobile has its own workflow (lint, tsc, jest).',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'clippy', 'nextest'],
      },
    ),
    m(
      'ci-circle',
      'fact',
      'CI runs on CircleCI, config in .circleci/config.yml, just cargo test + docker build.',
      {
        age: 640,
        files: ['.circleci/config.yml'],
        tags: ['ci', 'circleci'],
      },
    ),
    m(
      'tests-db',
      'convention',
      'DB tests use #[sqlx::test(migrations = "../../migrations")] against a testcontainers timescale/timescaledb-ha:pg16 instance started once per nextest run. No mocks for SQL; hypertable behaviour must be tested for real.',
      {
        files: ['crates/common/src/testing.rs'],
        tags: ['tests', 'sqlx', 'testcontainers', 'timescaledb'],
      },
    ),
    m(
      'tests-sim',
      'convention',
      'OCPP flows are tested against our charger simulator crates/sim (speaks 2.0.1, can play vendor quirks) in tests/e2e/. Never point tests or scripts at real field stations; the Portland lab chargers are for manual testing only.',
      {
        files: ['crates/sim', 'tests/e2e'],
        tags: ['tests', 'simulator', 'ocpp', 'e2e'],
      },
    ),
    m(
      'clippy-unsafe',
      'convention',
      'Every crate has #![forbid(unsafe_code)]. `#[allow(clippy::…)]` needs a comment explaining why, otherwise it gets rejected in review.',
      {
        tags: ['clippy', 'unsafe', 'lint'],
      },
    ),
    m(
      'toolchain',
      'fact',
      'rust-toolchain.toml pins 1.84.0, edition 2021. cargo-deny bans openssl — use rustls everywhere (reqwest, sqlx, tokio-tungstenite).',
      {
        files: ['rust-toolchain.toml', 'deny.toml'],
        tags: ['toolchain', 'rustls', 'cargo-deny', 'openssl'],
      },
    ),
    m(
      'no-blocking',
      'constraint',
      'Never block the tokio runtime: argon2 verification, PDF receipt rendering and CSV export go through tokio::task::spawn_blocking. No std::sync::Mutex guard held across .await (use tokio::sync::Mutex or restructure).',
      {
        tags: ['tokio', 'async', 'blocking', 'argon2'],
      },
    ),
    m(
      'receipts',
      'fact',
      'Receipts: PDF rendered with typst templates in crates/billing/src/receipt/, emailed via Postmark. HB44 fields on every receipt: station/EVSE id, start/end (site local time), kWh (3 decimals), $/kWh, idle fee line if any, total.',
      {
        files: ['crates/billing/src/receipt'],
        tags: ['receipt', 'postmark', 'typst', 'hb44'],
      },
    ),
    m(
      'push-notifications',
      'fact',
      'Push notifications go through Expo push (expo-server-sdk over HTTP from crates/api/src/notify.rs): "charging complete", "idle fee starts in 2 min", "session stopped (fault)".',
      {
        files: ['crates/api/src/notify.rs'],
        tags: ['push', 'expo', 'notifications', 'mobile'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: CSMS/OCPP Marcus Reyes, OCPI + roaming partners Priya Natarajan, billing + Stripe Dana Whitfield, NEVI reporting + DR Tom Okafor, mobile app Jess Lindqvist.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'environments',
      'fact',
      'Environments: dev (docker compose), staging (Stripe test mode, 40 simulated stations + the Portland lab, wss://ocpp.staging.voltpath.io/ocpp/{id}) and prod (wss://ocpp.voltpath.io/ocpp/{id}).',
      {
        tags: ['environments', 'staging', 'prod'],
      },
    ),
    m(
      'fleet-models',
      'fact',
      'Fleet: Alpitronic HYC300, ABB Terra 184 and Tritium PKM150 at DC fast sites; Autel MaxiCharger AC at L2 sites. ~2,300 stations total.',
      {
        tags: ['fleet', 'hardware', 'alpitronic', 'abb', 'tritium'],
      },
    ),
    m(
      'quirk-abb-kwh',
      'note',
      'ABB Terra 184 fw 1.8.x sends Energy.Active.Import.Register in kWh but leaves unitOfMeasure empty (spec default is Wh). crates/csms/src/quirks.rs multiplies by 1000 for vendor ABB + fw 1.8.*. Any new vendor oddity goes in that quirk table, not in the handlers.',
      {
        files: ['crates/csms/src/quirks.rs'],
        tags: ['abb', 'quirks', 'meter-values', 'units'],
      },
    ),
    m(
      'quirk-tritium-reconnect',
      'note',
      'Tritium PKM150 drops the socket about every 24 h to reload its cert. A reconnect within 60 s is not an outage and must not open an incident or count against uptime.',
      {
        tags: ['tritium', 'quirks', 'reconnect', 'uptime'],
      },
    ),
    m(
      'remote-start',
      'constraint',
      "RequestStartTransaction from the app uses idToken type Central with the driver's app token and a fresh remoteStartId (stored on the pending session). Do not mark the session started on the RequestStart response — only on the TransactionEvent Started that carries our remoteStartId.",
      {
        files: ['crates/api/src/routes/sessions.rs', 'crates/csms/src/commands/start.rs'],
        tags: ['ocpp', 'remote-start', 'mobile', 'sessions'],
      },
    ),
    m(
      'local-auth-list',
      'fact',
      'RFID member cards: we push a full local authorization list (SendLocalList, updateType Full) nightly at 03:00 site time, max 2,000 entries per station, so members can charge while a station is offline.',
      {
        files: ['crates/csms/src/jobs/local_list.rs'],
        tags: ['rfid', 'local-auth-list', 'offline', 'ocpp'],
      },
    ),
    m(
      'inc-dst-uptime',
      'incident',
      'Nov 2025 DST fall-back: the monthly uptime job built month boundaries from naive local datetimes and counted the repeated 01:00–02:00 hour twice for a Portland outage, pushing two ports under 97% on paper. Fix: boundaries via chrono-tz in the site zone converted to UTC; test month_boundaries_dst in crates/nevi.',
      {
        files: ['crates/nevi/src/uptime.rs'],
        tags: ['incident', 'dst', 'nevi', 'uptime'],
      },
    ),
    m(
      'redis-not-truth',
      'constraint',
      'Redis holds routing, rate limits and short-lived caches only. Sessions, payments and status history are never read from Redis as the source of truth; if Redis is empty, everything must rebuild from Postgres.',
      {
        tags: ['redis', 'cache', 'source-of-truth'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags via LaunchDarkly (server-side Rust SDK in crates/common/src/flags.rs). Flag keys kebab-case, e.g. idle-fee-v2, dr-allocation-v2; remove the flag and its dead branch within 30 days of full rollout.',
      {
        files: ['crates/common/src/flags.rs'],
        tags: ['feature-flags', 'launchdarkly'],
      },
    ),
    m(
      'pw-rotation',
      'convention',
      'Station basic-auth passwords are rotated every 180 days by bins/rotate-station-creds: generates a random 40-char password, sends SetVariables SecurityCtrlr.BasicAuthPassword, stores only the argon2id hash once the station reconnects with it. Never print the generated password in logs.',
      {
        files: ['bins/rotate-station-creds'],
        tags: ['security', 'password', 'rotation', 'ocpp'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example for local dev: DATABASE_URL=postgres://postgres:postgres@localhost:5432/voltpath_dev, STRIPE_SECRET_KEY=sk_test_replace_me, AUTH0_CLIENT_SECRET=<from-1password>. Copy to .env and fill in your own test values; .env is gitignored.',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'stripe-key-location',
      'note',
      'The live Stripe secret key only exists in Secrets Manager under prod/billing/stripe-secret-key. Ask Dana for access; never paste it into Slack, a ticket or a test.',
      {
        tags: ['stripe', 'secrets', 'access'],
      },
    ),
    m(
      'pref-billing-example',
      'preference',
      'any PR that touches billing math gets a worked example in the description: kWh, unit price, idle minutes, expected total in cents',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'Keep PRs under ~500 changed lines (excluding .sqlx and generated code); conventional commit titles (feat(ocpi): …).',
      {},
    ),
    m(
      'grafana-old-board',
      'note',
      'the old "OCPP 1.6 Fleet" grafana board is still up but nothing writes to its metrics anymore',
      {
        age: 140,
        tags: ['grafana', 'ocpp16'],
      },
    ),
    m(
      'cand-ocpp21',
      'decision',
      'Move the CSMS to OCPP 2.1 to get bidirectional charging and local cost calculation on the dispensers.',
      {
        candidate: true,
        tags: ['ocpp', 'ocpp21', 'v2g'],
      },
    ),
    m(
      'cand-nats',
      'decision',
      'Replace Redis pub/sub command routing between api and csms pods with NATS JetStream.',
      {
        candidate: true,
        tags: ['nats', 'redis', 'routing'],
      },
    ),
    m('cand-l2-idle', 'decision', 'Charge an idle fee at L2 sites too, after 4 hours plugged in.', {
      candidate: true,
      tags: ['idle-fee', 'l2'],
    }),
    m(
      'cand-drop-timescale',
      'decision',
      'Move meter_samples out of TimescaleDB into ClickHouse for cheaper storage.',
      {
        candidate: true,
        tags: ['timescaledb', 'clickhouse', 'meter-values'],
      },
    ),
    m(
      'secret-env-stripe',
      'note',
      'prod billing env I used to replay the failed captures:\nSTRIPE_SECRET_KEY=sk_live_51NvQ2hLkT8sZpR4mXw9YbC3dE7fG1hJ6kL0nP2qR5sT8uV\nSTRIPE_API_VERSION=2024-06-20',
      {
        secret: 'sk_live_51NvQ2hLkT8sZpR4mXw9YbC3dE7fG1hJ6kL0nP2qR5sT8uV',
      },
    ),
    m(
      'secret-ocpi-yaml',
      'note',
      'partner config for the new eMSP (config/ocpi/partners/plugnet.yaml):\nparty_id: PNT\ncountry_code: US\nversions_url: https://ocpi.plugnet.example/versions\ntoken_c: "b7e4c2a9-5f13-4d8e-9a62-3c1f0d7e8b54"',
      {
        secret: 'b7e4c2a9-5f13-4d8e-9a62-3c1f0d7e8b54',
      },
    ),
    m(
      'secret-tsdb-url',
      'note',
      'reporting jobs connect with postgres://nevi_ro:Rp4#tQz8vLm2@voltpath-prod.a1b2c3.tsdb.cloud.timescale.com:34567/tsdb?sslmode=require',
      {
        secret: 'Rp4#tQz8vLm2',
      },
    ),
    m(
      'secret-staging-db',
      'note',
      'fyi the staging DB password is Stg-Volt#4471q (user csms_staging), in case the secrets sync is broken again',
      {
        secret: 'Stg-Volt#4471q',
      },
    ),
    m(
      'secret-pagerduty-json',
      'note',
      'alertmanager receiver config: {"receiver": "csms-prod", "pagerduty_configs": [{"routing_key": "R0a9f3c7d2e14b6a8c0d5e7f1a2b3c4d", "severity": "critical"}]}',
      {
        secret: 'R0a9f3c7d2e14b6a8c0d5e7f1a2b3c4d',
      },
    ),
    m(
      'secret-auth0-export',
      'note',
      'to run the api locally against the staging tenant: export AUTH0_DOMAIN=voltpath-staging.us.auth0.com && export AUTH0_CLIENT_SECRET=Qx7vN2pLw9kR4tYz8mB3cF6hJ1sD5gA0eU',
      {
        secret: 'Qx7vN2pLw9kR4tYz8mB3cF6hJ1sD5gA0eU',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'staging stripe webhook signing secret is whsec_4f8K2mQ9xT7bN3vL6pR1zW5yH0cJ8dA2 — the one in Secrets Manager is stale',
      {
        secret: 'whsec_4f8K2mQ9xT7bN3vL6pR1zW5yH0cJ8dA2',
      },
    ),
    m(
      'secret-lab-station',
      'note',
      'Portland lab ABB (station id PDX-LAB-01) basic auth: user PDX-LAB-01 / password Lab!Abb184-x93kQ, set by hand, rotation job skips lab stations',
      {
        secret: 'Lab!Abb184-x93kQ',
      },
    ),
    m(
      'secret-aws-ini',
      'note',
      '~/.aws/credentials for the nevi-report runner:\n[nevi-report]\naws_access_key_id = AKIAZ7Q4R2LXN8W3PV5K\naws_secret_access_key = k9Xz2Lq7Vb4Nw8Rt1Ym6Pd3Hs0Fg5Jc2Ae9Ku7T',
      {
        secret: 'k9Xz2Lq7Vb4Nw8Rt1Ym6Pd3Hs0Fg5Jc2Ae9Ku7T',
      },
    ),
  ],
  sessions: [
    {
      id: 'ev-session-1',
      age: 6,
      turns: [
        said(
          'morning. ops says the Bend site (OR-BND) shows 96.8% uptime for port 3 in the NEVI board but they swear it was a utility outage. can you look at crates/nevi/src/uptime.rs',
        ),
        replied(
          'The outage on 2026-03-11 (212 min) has no row in outage_exclusions, so it counts fully. With the exclusion the port would be at 97.2%.',
        ),
        said(
          'ok, ops will add it. but from now on an exclusion only counts once a second ops person approved it — outage_exclusions.approved_by must be set and differ from created_by, otherwise uptime.rs ignores the row.',
          {
            key: 's-exclusion-approval',
            type: 'constraint',
          },
        ),
        replied(
          'I will add approved_by/approved_at columns in a new migration and filter on approved_by IS NOT NULL AND approved_by <> created_by.',
        ),
        said('how long does the monthly uptime job take right now?'),
        replied('About 11 minutes for all ~9,000 ports, most of it is reading status_notifications.'),
        said(
          'that job and every other reporting query go to the read replica, not the primary. separate sqlx pool `reporting_pool`, max 10 connections. the OCPP hot path keeps the primary pool to itself.',
          {
            key: 's-reporting-replica',
            type: 'decision',
          },
        ),
        replied(
          'Added a reporting_pool in crates/common/src/db.rs reading REPORTING_DATABASE_URL and switched crates/nevi to it.',
        ),
        said(
          'here is the curl I used to pull their tariffs: curl -H "Authorization: Token ZDM5YjJmNGEtOGM3MS00ZTJhLWI1ZjAtNmExZDNjOWU3YjI4" https://ocpi.plugnet.example/2.2.1/tariffs',
          {
            secret: 'ZDM5YjJmNGEtOGM3MS00ZTJhLWI1ZjAtNmExZDNjOWU3YjI4',
          },
        ),
        replied(
          'Thanks. Their tariff objects use min_duration restrictions we do not model yet; I will note it.',
        ),
        said(
          'btw PlugNet goes live as our 10th OCPI partner on April 1. they only pull tariffs and locations, no push — so no PATCH locations to them.',
          {
            key: 's-plugnet',
            type: 'fact',
          },
        ),
        replied('Noted. I will set push_locations=false on their ocpi_parties row.'),
        said(
          'new stations get ids in the form <STATE>-<SITE>-<NN>, e.g. OR-BND-03, WA-ELN-11. no more vendor serials as station ids.',
          {
            key: 's-station-ids',
            type: 'convention',
          },
        ),
        replied('OK. Should the upgrade handler validate the format?'),
        said(
          'yes, reject the websocket upgrade if the id does not match, but only for stations commissioned after today',
        ),
        replied('Done in crates/csms/src/ws/upgrade.rs, behind the commissioned_at check.'),
        said(
          'also the Payter reader gives up after 8 seconds: POST /v1/adhoc/payter/authorize has to answer inside that or the driver sees "declined". so no slow calls in that handler.',
          {
            key: 's-payter-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'The handler currently does a synchronous Stripe retrieve; I will move it after the response and rely on the webhook.',
        ),
        said('good. what time is it in Bend right now, they close at 10?'),
        replied('It is 09:40 in Bend (America/Los_Angeles).'),
        said(
          'one more thing, for dates in new code we use chrono only. somebody pulled the `time` crate into crates/dr last week, please get rid of it.',
          {
            key: 's-chrono-only',
            type: 'convention',
          },
        ),
        replied(
          'Replaced time::OffsetDateTime with chrono::DateTime<Utc> in crates/dr and removed the dependency.',
        ),
        said(
          'and DR events from PG&E now come with a 30 min notice only. allocation has to be pushed to the stations within 5 minutes of receiving the event.',
          {
            key: 's-dr-5min',
            type: 'constraint',
          },
        ),
        replied(
          'The allocator runs in ~20 s for the largest site, so pushing within 5 minutes is fine. I will add a metric csms_dr_apply_seconds.',
        ),
        said('perfect, open the PR'),
      ],
    },
  ],
  prompts: [
    p('add a handler for NotifyEvent in crates/csms/src/ocpp/handlers/notify_event.rs', [
      'ocpp-201',
      'ocpp-dispatch',
    ]),
    p(
      'brand new Alpitronic at the Ellensburg site keeps getting Pending on BootNotification, never goes Accepted. see @crates/csms/src/ocpp/handlers/boot_notification.rs',
      ['boot-notification'],
    ),
    p(
      'SetChargingProfile for a station times out after 30s whenever ops is running a GetVariables on it at the same time. why?',
      ['ocpp-one-call'],
    ),
    p(
      'a Kempower unit offers Sec-WebSocket-Protocol "ocpp2.0" instead of "ocpp2.0.1". can we just accept that in upgrade.rs so it connects?',
      ['ocpp-ws-subprotocol', 'ocpp-201'],
    ),
    p(
      'support wants to look up station basic auth passwords when a site tech calls. add a column for it on charging_stations',
      ['ocpp-security-profile', 'pw-rotation'],
    ),
    p('write the query for active sessions per site in crates/api/src/routes/sites.rs', ['db-sqlx']),
    p(
      'CI broke on my branch:\nerror: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache\n  --> crates/billing/src/idle.rs:88:19',
      ['db-sqlx', 'ci-gha'],
    ),
    p('add a migration for outage_exclusions.approved_by + approved_at', [
      'migrations',
      's-exclusion-approval',
    ]),
    p(
      "thread 'main' panicked at crates/api/src/routes/mod.rs:41:10:\nPath segments must not start with `:`. For capture groups, use `{capture}`.",
      ['axum-08'],
    ),
    p('implement a FromRequestParts extractor for the X-App-Version header in crates/api/src/extract.rs', [
      'axum-08',
      'api-versioning',
    ]),
    p('GET /v1/stations/{id} should return a proper 404 when the station does not exist', ['app-error']),
    p('the app shows the session cost as $12.299999 lol', ['money-cents', 'hb44-rounding']),
    p(
      'driver email: receipt says 31.457 kWh × $0.48/kWh = $15.10 but the card was charged $15.09. which one is wrong and fix it',
      ['hb44-rounding', 'money-cents', 'pref-billing-example'],
    ),
    p('add per-minute pricing to the tariff seed for the new Colorado Springs site', [
      'hb44-per-kwh',
      'per-minute-claim',
      'tariff-model',
    ]),
    p(
      "alpitronic released fw 2.4.1, let's push UpdateFirmware to every HYC300 incl. the California ones tonight",
      ['ca-ctep'],
    ),
    p('whats the idle fee right now and when exactly does it start counting?', [
      'idle-fee-050',
      'idle-fault',
    ]),
    p('write a unit test for idle fee accrual at an L2 site', ['idle-fee-050']),
    p(
      'driver at Bakersfield got a $45 idle fee but says the cable was stuck in the car for 90 min. session 8f2c1e0a. @crates/billing/src/idle.rs',
      ['idle-fault', 'inc-idle-fault', 'idle-fee-050'],
    ),
    p('are we still charging 40 cents a minute for idle?', ['idle-fee-050']),
    p('capture job: if the Ended TransactionEvent never arrives, how long do we wait before capturing?', [
      'stripe-preauth',
      'tx-offline',
    ]),
    p('add retry with exponential backoff around the stripe capture call in capture_job.rs', [
      'stripe-idempotency',
      'inc-double-capture',
      'stripe-preauth',
    ]),
    p('support needs POST /internal/sessions/{id}/refund for partial refunds', [
      'stripe-idempotency',
      'api-auth',
      'money-cents',
    ]),
    p(
      'stripe webhook started failing with "No signatures found matching the expected signature for payload" after I changed the handler to take Json<Event>',
      ['stripe-webhooks'],
    ),
    p('can you log the full payment_method.attached webhook body? need it to debug the apple pay issue', [
      'pci-scope',
      'stripe-webhooks',
    ]),
    p('bump async-stripe to latest and move to the newest stripe api version', ['stripe-crate']),
    p(
      'payter authorize endpoint p99 is 9s in grafana and drivers at the NEVI sites see "declined" on the reader',
      ['s-payter-timeout', 'payter-readers'],
    ),
    p('hold was $50 but a session at WA-ELN cost $53.20, how is that possible', [
      'preauth-amounts',
      'stripe-preauth',
    ]),
    p('set up the OCPI connection for our new eMSP partner ChargeHub', [
      'ocpi-version',
      'ocpi-auth-b64',
      'ocpi-auth-raw-claim',
      'secrets-mgmt',
    ]),
    p(
      'partner says our Authorization header looks wrong: they get "Token YjdlNGMyYTkt..." and expected the plain uuid. who is right?',
      ['ocpi-auth-b64', 'ocpi-auth-raw-claim'],
    ),
    p(
      'a late offline TransactionEvent re-priced a session after we already pushed the CDR to the eMSP. how do I correct the CDR?',
      ['ocpi-cdr-immutable', 'tx-offline'],
    ),
    p('one eMSP returns 429 on our PATCH locations calls whenever a site has a fault storm', [
      'ocpi-locations-push',
    ]),
    p('implement GET /ocpi/cpo/2.2.1/tariffs', ['ocpi-pagination', 'tariff-model', 'ocpi-version']),
    p(
      'roaming RFID card got rejected at OR-BND while the eMSP api was down, their token whitelist is ALLOWED_OFFLINE',
      ['ocpi-rta'],
    ),
    p(
      'dispenser 3 at OR-BND was swapped for new hardware. can we keep the old EVSE uid so drivers keep their favourites in partner apps?',
      ['ocpi-ids'],
    ),
    p('make sure PlugNet gets our EVSE status updates pushed', ['s-plugnet', 'ocpi-locations-push']),
    p(
      'NEVI board: port WA-ELN-11 connector 2 is at 96.9%, the 3h outage on Mar 4 was a PSE utility outage. fix it?',
      ['nevi-97', 'nevi-uptime-v2', 's-exclusion-approval'],
    ),
    p('how do we calculate NEVI uptime these days, still from heartbeat gaps?', ['nevi-uptime-v2']),
    p('generate the Q1 2026 NEVI report', ['nevi-evchart', 'nevi-no-pii', 'nevi-97', 's-reporting-replica']),
    p('do we still email the monthly uptime csv to ODOT?', ['nevi-evchart']),
    p(
      'CDOT asked if we can include driver email in the sessions export so they can survey drivers. add it to module 2',
      ['nevi-no-pii'],
    ),
    p('status_notifications is 1.4TB, can we drop retention back to 90 days to save on timescale cloud?', [
      'status-retention-400d',
      'nevi-97',
    ]),
    p('the tritium at WA-ELN shows a short outage every single day on the uptime board', [
      'quirk-tritium-reconnect',
      'nevi-uptime-v2',
    ]),
    p('november uptime for the portland ports looks like it has an extra hour of outage', [
      'inc-dst-uptime',
      'site-timezone',
      'nevi-uptime-v2',
    ]),
    p('monthly uptime job makes the OCPP handlers slow on the primary db when it runs', [
      's-reporting-replica',
    ]),
    p('how many NEVI-funded sites do we operate?', ['nevi-sites']),
    p('SCE just sent a critical peak event for 4-8pm. what happens to the active sessions?', [
      'dr-cap',
      'dr-stop-claim',
    ]),
    p('write the code that clears the DR charging profile at event end in crates/dr/src/apply.rs', [
      'dr-cap',
      'charging-profile-levels',
    ]),
    p('PG&E event came in at 14:02 and the profiles reached the stations at 14:11. is that a problem?', [
      's-dr-5min',
      'dr-openadr',
    ]),
    p('site host at CA-FRS wants to opt out of tomorrows DR event, it would be the 4th time this summer', [
      'dr-optout',
    ]),
    p('use a TxProfile for the DR cap so it only limits the running session', [
      'charging-profile-levels',
      'dr-cap',
    ]),
    p('add the "limit my charge to 50 kW" option in the app and backend', [
      'charging-profile-levels',
      'api-openapi',
    ]),
    p('where does the OpenADR VEN run and how do the events get into our system?', ['dr-openadr']),
    p('I added idle_minutes to SessionDto, regen the TS client for mobile', ['api-openapi']),
    p('rename `cost` to `cost_cents` in the GET /v1/sessions/{id} response', [
      'api-versioning',
      'api-openapi',
      'money-cents',
    ]),
    p('mobile: show live kW and kWh on the charging screen while a session runs', [
      'mobile-live-session',
      'mobile-stack',
    ]),
    p('make mobile/src/features/session/useSession.ts poll every 2 seconds so the numbers feel live', [
      'mobile-live-session',
    ]),
    p('add a saga for the start-charging flow in the app', ['mobile-stack', 'remote-start']),
    p('what state management does the driver app use?', ['mobile-stack']),
    p('ship the map crash fix today as an OTA update pls', ['mobile-release']),
    p('add "Charging complete" + the total to the new receipt screen in the app', ['mobile-i18n']),
    p('the idle fee warning push should also go out in spanish', ['mobile-i18n', 'push-notifications']),
    p(
      'in the app the start button should flip to "charging" as soon as RequestStartTransaction returns Accepted',
      ['remote-start', 'tx-event-keys'],
    ),
    p(
      'ERROR duplicate key value violates unique constraint "charging_sessions_transaction_id_key" — two stations both sent transactionId "1"',
      ['tx-event-keys', 'migrations'],
    ),
    p(
      'TransactionEvent with offline=true from yesterday is being rejected as stale in transaction_event.rs',
      ['tx-offline'],
    ),
    p('billed kWh for every ABB Terra 184 session is ~1000x too small', [
      'quirk-abb-kwh',
      'meter-billing',
      'meter-interval-claim',
    ]),
    p('which meter value do we actually bill on, the register or the interval samples?', [
      'meter-billing',
      'meter-interval-claim',
    ]),
    p("querying meter_samples for one station's last 30 days takes 40 seconds", ['meter-hypertable']),
    p('add a continuous aggregate for hourly kWh per site on meter_samples', [
      'meter-hypertable',
      'migrations',
    ]),
    p('need to deploy the csms hotfix right now, its 5:30pm pacific', [
      'deploy-rolling',
      'inc-reconnect-storm',
    ]),
    p('can I just do kubectl rollout restart deploy/csms to pick up the new configmap?', [
      'deploy-rolling',
      'inc-reconnect-storm',
    ]),
    p(
      'api-server needs to send RequestStopTransaction to a station whose socket lives on another csms pod, how?',
      ['ws-routing', 'ocpp-one-call'],
    ),
    p('someone flushed redis in staging, station routes are gone. are we in trouble?', [
      'redis-not-truth',
      'ws-routing',
    ]),
    p('cache active session state in redis and have GET /v1/sessions read from there, postgres is slow', [
      'redis-not-truth',
    ]),
    p('where do I put the PlugNet OCPI token C?', ['secrets-mgmt', 'ocpi-version']),
    p('I need the live stripe key to test a refund locally', ['stripe-key-location', 'environments']),
    p('setting up my laptop, what goes into .env?', ['env-example', 'environments']),
    p('clippy fails with needless_borrow in crates/ocpi/src/push/cdrs.rs, can I just #[allow] it?', [
      'clippy-unsafe',
      'ci-gha',
    ]),
    p('turn on the native-tls feature of reqwest in crates/ocpi, one partner has an ancient TLS setup', [
      'toolchain',
    ]),
    p('ws auth: argon2 verify on every connect is making the reconnect burst worse', [
      'no-blocking',
      'ocpp-security-profile',
      'inc-reconnect-storm',
    ]),
    p('receipt PDF rendering — is it ok to call typst straight from the async handler?', [
      'no-blocking',
      'receipts',
    ]),
    p('warning: this `MutexGuard` is held across an `await` point\n  --> crates/dr/src/allocate.rs:57:13', [
      'no-blocking',
    ]),
    p('write an integration test: TransactionEvent Ended → session priced → CDR pushed to the eMSP', [
      'tests-sim',
      'tests-db',
      'ocpi-cdr-immutable',
    ]),
    p('point my new e2e test at the lab charger PDX-LAB-01 so we test with real hardware', ['tests-sim']),
    p('mock the sqlx pool in the nevi uptime tests so they run faster', ['tests-db']),
    p('circleci job is red on main, can you check', ['ci-gha']),
    p('add proper error handling to bins/nevi-report/src/main.rs', ['anyhow-bins']),
    p('switch crates/billing/src/tariff/validate.rs to anyhow, the error enum is getting long', [
      'anyhow-bins',
    ]),
    p('log the idToken in the Authorize handler so support can search by RFID uid', ['tracing-fields']),
    p('add a prometheus metric for how long DR profile application takes', ['metrics', 's-dr-5min']),
    p('who should review my OCPI tariffs PR?', ['owners']),
    p('add a feature flag for the new DR allocation algorithm', ['feature-flags']),
    p('idle-fee-v2 flag has been at 100% since february, clean it up', ['feature-flags', 'idle-fee-050']),
    p('member RFID cards work fine online but fail when a station is offline', ['local-auth-list']),
    p('SendLocalList fails for the CA-FRS stations, the site has 2,400 members', ['local-auth-list']),
    p('TOU: a session 15:40–16:30 in Fresno, how should that be priced?', [
      'tou-ca',
      'tariff-model',
      'site-timezone',
      'hb44-rounding',
    ]),
    p('convert session start/end to local time for the receipt', ['site-timezone', 'receipts']),
    p('new ABB arrives tomorrow, vendor serial is 5421007 — use that as station id?', [
      's-station-ids',
      'boot-notification',
    ]),
    p('replace time::OffsetDateTime in crates/nevi/src/export/module3.rs', ['s-chrono-only']),
    p('someone in sales asked if we still support OCPP 1.6 chargers', ['ocpp-201']),
    p('port the old RemoteStartTransaction 1.6 code back so three used Autel units we bought can connect', [
      'ocpp-201',
    ]),
    p('are we on diesel or sqlx?', ['db-sqlx']),
    p('add a panel for ws reconnects to the "OCPP 1.6 Fleet" grafana board', [
      'metrics',
      'grafana-old-board',
    ]),
    p('the Autel L2s send MeterValues with a weird unit, handle it inside transaction_event.rs', [
      'quirk-abb-kwh',
    ]),
    p('is it ok to store card brand + last4 on the session row for the receipt?', ['pci-scope']),
    p('PR for the TOU fix is ready, anything I should put in the description?', [
      'pref-billing-example',
      'pref-small-prs',
    ]),
    p('my OCPI PR is 1,400 lines, is that fine or should I split it', ['pref-small-prs']),
    p('does POST /internal/dr/events need a JWT? the VEN sidecar has none', ['api-auth', 'dr-openadr']),
    p('verify the Auth0 token on a new websocket endpoint for the app', ['api-auth']),
    p('api returns 426 Upgrade Required for my local dev build of the app', ['api-versioning']),
    p('which charger models do we run?', ['fleet-models']),
    p("what's the staging OCPP url for the simulator?", ['environments']),
    p('send a push when the idle fee is about to start', [
      'push-notifications',
      'idle-fee-050',
      'mobile-i18n',
    ]),
    p('terraform: add a second ElastiCache replica in us-west-2', ['infra']),
    p('add tokio-tungstenite with the native-tls feature to crates/sim', ['toolchain']),
    p('new NEVI site near Flagstaff: set up the tariff, idle fee and the payment readers', [
      'hb44-per-kwh',
      'idle-fee-050',
      'payter-readers',
      'tariff-model',
    ]),
    p('write an e2e test for the full ad-hoc flow: Payter authorize → start → Ended → capture', [
      'payter-readers',
      'stripe-preauth',
      'remote-start',
      'tests-sim',
      'stripe-idempotency',
    ]),
    p(
      'hey so um, quick one — the uptime job and the DR allocator both need site local month/day boundaries, where do I get the tz from',
      ['site-timezone', 's-chrono-only'],
    ),
    p('new station connected with id "OR-bnd-3" and the upgrade got rejected, is that expected?', [
      's-station-ids',
    ]),
    p('what happens if the 90% hold threshold hits during a DR-capped session?', [
      'preauth-amounts',
      'dr-cap',
      'dr-stop-claim',
    ]),
    p(
      'new crate for a fleet health checker: where does it go in the workspace and where does its binary live?',
      ['workspace-layout'],
    ),
    p('OCPI CDR total_energy — do I send Wh or kWh? our session struct only has energy_wh', ['energy-wh']),
    p('difference between impl Trait and dyn Trait in return position?', []),
    p('thanks, looks good', []),
    p("explain Pin like I'm five", []),
    p('how do I undo my last git commit but keep the changes staged', []),
    p('run cargo fmt', []),
    p('good name for a fn that merges two sorted vecs?', []),
    p('regex for US zip codes incl. ZIP+4', []),
    p('ok go ahead', []),
    p('summarize this diff for the PR', []),
    p('how does serde(untagged) pick the variant?', []),
    p('lol nvm, found it', []),
    p('convert this curl to httpie: curl -X POST -d @body.json localhost:8080/health', []),
    p('what does #[non_exhaustive] do exactly', []),
    p('shorter please', []),
    p('cargo build is slow on my mac, any general tips?', []),
    p('tokio::select! vs tokio::join!, when do I use which', []),
    p('rename foo to station_count in this snippet', []),
    p('what is a good crate for property testing in rust in general?', []),
  ],
});
