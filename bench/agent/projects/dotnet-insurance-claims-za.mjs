// A South African short-term (motor + home) insurance claims backend: .NET 8 minimal APIs, EF Core + PostgreSQL,
// MassTransit/RabbitMQ, POPIA, PayFast + DebiCheck premiums, assessor scheduling, loadshedding-aware notifications.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dotnet-insurance-claims-za',
  stack:
    '.NET 8 (C# 12, ASP.NET Core minimal APIs), EF Core 8 + Npgsql (Azure PostgreSQL Flexible Server 16), MassTransit 8 over RabbitMQ, Hangfire, FluentValidation, Serilog + OpenTelemetry, Azure Cache for Redis, xUnit + Testcontainers, AKS (South Africa North), GitHub Actions + Argo CD',
  memories: [
    m(
      'db-sqlserver',
      'fact',
      'claims db is SQL Server 2016 in the Midrand DC, EF6 + a pile of stored procs (usp_Claim_*). connection via the IZC-CLAIMS DSN.',
      {
        fact: 'claims database | runs_on | SQL Server 2016',
        age: 820,
        tags: ['database', 'sqlserver'],
      },
    ),
    m(
      'db-postgres',
      'decision',
      'Claims moved off the on-prem SQL Server to Azure Database for PostgreSQL Flexible Server 16 (South Africa North). EF Core 8 + Npgsql, snake_case names via EFCore.NamingConventions, ClaimsDbContext lives in src/Claims.Infrastructure/Persistence/. The stored procs were rewritten as C# handlers, none were ported.',
      {
        fact: 'claims database | runs_on | PostgreSQL 16',
        supersedes: 'db-sqlserver',
        age: 430,
        canonical: true,
        files: ['src/Claims.Infrastructure/Persistence'],
        reason: 'data centre exit and licence cost',
        tags: ['database', 'postgres', 'efcore', 'npgsql'],
      },
    ),
    m(
      'arch-mediatr',
      'decision',
      'Claims.Api: MVC controllers in Controllers/, every use case is a MediatR IRequest + handler under Application/.',
      {
        age: 560,
        files: ['src/Claims.Api/Controllers'],
        tags: ['architecture', 'mediatr', 'controllers'],
      },
    ),
    m(
      'arch-minimal',
      'decision',
      'Claims.Api is minimal APIs only. One static class per feature in src/Claims.Api/Endpoints/<Feature>Endpoints.cs with a MapXxxEndpoints(this IEndpointRouteBuilder) extension, grouped under MapGroup("/api/v1/..."). No MVC controllers and no MediatR: handlers are plain sealed classes registered in DI and injected straight into the endpoint delegate.',
      {
        supersedes: 'arch-mediatr',
        age: 310,
        canonical: true,
        files: ['src/Claims.Api/Endpoints', 'src/Claims.Api/Program.cs'],
        reason: 'MediatR went commercial and the indirection hid the call graph',
        tags: ['architecture', 'minimal-api', 'endpoints', 'mediatr'],
      },
    ),
    m(
      'ef-migrations',
      'convention',
      'EF migrations: `dotnet ef migrations add <Name> -p src/Claims.Infrastructure -s src/Claims.Api`, output in Persistence/Migrations. They are applied by the efbundle step in the deploy pipeline. Never call Database.Migrate() / EnsureCreated() at app startup — 4 pods racing on one migration locked the claims table once.',
      {
        files: ['src/Claims.Infrastructure/Persistence/Migrations'],
        tags: ['efcore', 'migrations', 'efbundle'],
      },
    ),
    m(
      'ef-no-lazy',
      'constraint',
      'No lazy-loading proxies (UseLazyLoadingProxies is banned). Load related data with explicit Include or, better, project to a DTO with Select. Read endpoints use AsNoTracking().',
      {
        tags: ['efcore', 'performance', 'n+1'],
      },
    ),
    m(
      'ef-json-text',
      'fact',
      'assessor notes and attachment metadata are text columns holding Newtonsoft-serialised json (ClaimNotesJson, AttachmentsJson).',
      {
        age: 480,
        tags: ['efcore', 'json', 'newtonsoft'],
      },
    ),
    m(
      'ef-jsonb',
      'decision',
      'Assessor notes and attachment metadata are jsonb now, mapped as owned types with OwnsMany(...).ToJson() (EF Core 8). System.Text.Json everywhere; Newtonsoft.Json was removed from all projects, do not add it back.',
      {
        supersedes: 'ef-json-text',
        age: 210,
        files: ['src/Claims.Infrastructure/Persistence/Configurations'],
        tags: ['efcore', 'jsonb', 'json', 'system.text.json'],
      },
    ),
    m(
      'npgsql-utc',
      'constraint',
      'timestamptz columns only accept UTC. Pass DateTimeOffset (or DateTime with Kind=Utc). Do NOT switch on Npgsql.EnableLegacyTimestampBehavior to make the "Kind=Unspecified" exception go away.',
      {
        tags: ['npgsql', 'timestamptz', 'utc', 'datetime'],
      },
    ),
    m(
      'dateonly',
      'convention',
      'Business dates (policy inception, date of loss, collection date) are DateOnly → postgres date. Event timestamps (registered_at, appointment start) are DateTimeOffset stored in UTC. No DateTime.Now in domain code, inject TimeProvider.',
      {
        tags: ['dateonly', 'datetime', 'timeprovider'],
      },
    ),
    m(
      'money-cents',
      'convention',
      'All money is ZAR in integer cents: `long AmountCents` in the DB and the Money record struct (src/Claims.Domain/Money.cs) in code. Never decimal rands, never double. Formatting as "R 1 234,56" happens only in notification/letter templates.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['src/Claims.Domain/Money.cs'],
        tags: ['money', 'zar', 'cents'],
      },
    ),
    m(
      'money-rand-claim',
      'fact',
      'heads up: claims.excess_amount and policies.basic_excess are numeric(12,2) in RAND not cents, the policy admin import writes them like that',
      {
        disputes: 'money-cents',
        files: ['src/Claims.Infrastructure/Persistence/Configurations/ClaimConfiguration.cs'],
        tags: ['money', 'excess', 'import'],
      },
    ),
    m(
      'vat-155',
      'decision',
      'Budget 2025: VAT goes to 15.5% from 1 May 2025. Added a VatRates seed row (0.155, effective 2025-05-01) in Billing.',
      {
        age: 390,
        tags: ['vat', 'sars', 'billing'],
      },
    ),
    m(
      'vat-15',
      'constraint',
      'VAT stays at 15%: the 15.5% increase was withdrawn before it took effect, and the 2025-05-01 row was deleted. Always read the rate from the vat_rates table by effective date (VatRateProvider), never hardcode 0.15 or 15m anywhere.',
      {
        supersedes: 'vat-155',
        age: 340,
        fact: 'VAT rate | is | 15%',
        files: ['src/Billing.Worker/Tax/VatRateProvider.cs'],
        tags: ['vat', 'sars', 'billing', 'tax'],
      },
    ),
    m(
      'vat-calc',
      'convention',
      'Premiums are VAT-inclusive. Extract VAT once per document total: vat = Math.Round(totalCents * 15 / 115m, MidpointRounding.AwayFromZero). Never round per line and sum.',
      {
        files: ['src/Billing.Worker/Tax'],
        tags: ['vat', 'rounding', 'premium', 'invoice'],
      },
    ),
    m(
      'incident-vat-rounding',
      'incident',
      'Q2 2025: premium tax invoices showed VAT 1–3c different from the FSCA/finance totals because VAT was rounded per line item. Finance had to reissue ~6 000 invoices. Fixed by rounding on the document total (see vat-calc).',
      {
        tags: ['incident', 'vat', 'rounding'],
      },
    ),
    m(
      'sa-id-luhn',
      'constraint',
      'SA ID number = 13 digits YYMMDD SSSS C A Z. Validate in src/Claims.Domain/Identity/SaIdNumber.cs: digits only, valid date (century: pick the one that is not in the future), C is 0 (citizen) or 1 (permanent resident), Z is the Luhn check digit. Gender is derived from SSSS (0000–4999 F, 5000–9999 M) — do not ask for it separately.',
      {
        canonical: true,
        files: ['src/Claims.Domain/Identity/SaIdNumber.cs'],
        tags: ['id-number', 'luhn', 'validation', 'identity'],
      },
    ),
    m(
      'sa-id-passport',
      'convention',
      'Foreign nationals register with passport number + issuing country (ISO alpha-2). IdentityDocument is a discriminated type (SaId | Passport); Luhn only applies to SaId. Never force a passport holder through SaIdNumber.',
      {
        files: ['src/Claims.Domain/Identity/IdentityDocument.cs'],
        tags: ['identity', 'passport', 'validation'],
      },
    ),
    m(
      'sa-id-example',
      'note',
      '8001015009087 is the well-known public example ID number (it passes Luhn), it is fine in docs and a handful of tests. It is not a customer and not sensitive.',
      {
        tags: ['id-number', 'tests'],
      },
    ),
    m(
      'pii-test-data',
      'constraint',
      'Test data is generated: tests/Fakes/SaIdGenerator.cs (Bogus) produces valid random ID numbers, cellphones and addresses. Never copy real policyholder data into fixtures, and prod database dumps never leave the prod Azure subscription — reproduce bugs with generated data.',
      {
        files: ['tests/Fakes/SaIdGenerator.cs'],
        tags: ['tests', 'popia', 'fixtures', 'pii'],
      },
    ),
    m(
      'popia-special',
      'constraint',
      "POPIA special personal information (health info from injury/third-party claims, criminal behaviour from SAPS reports, biometric) goes ONLY into the claim_sensitive table, whose columns are encrypted with the app's Data Protection key ring. Never in the jsonb notes, never in message payloads — events carry the claim id, consumers load what they need.",
      {
        canonical: true,
        files: ['src/Claims.Infrastructure/Persistence/Sensitive'],
        tags: ['popia', 'privacy', 'encryption', 'special-personal-information'],
      },
    ),
    m(
      'popia-logging',
      'constraint',
      'No PII in logs or traces. The Serilog destructuring policy (PiiMaskingPolicy) masks IdNumber, Passport, Cellphone, Email, BankAccount; Claims.Api never logs request/response bodies, not even at Debug.',
      {
        canonical: true,
        reaffirm: 12,
        files: ['src/Shared/Logging/PiiMaskingPolicy.cs'],
        tags: ['popia', 'logging', 'serilog', 'pii'],
      },
    ),
    m(
      'incident-popia-log',
      'incident',
      'Aug 2024: SaIdNumber.Parse threw ArgumentException($"Invalid ID {value}") and the full ID numbers landed in App Insights exception telemetry for ~11 000 requests. Had to do a breach assessment with the Information Officer. Since then exception messages never contain the raw value (use a masked form like 800101******7).',
      {
        files: ['src/Claims.Domain/Identity/SaIdNumber.cs'],
        tags: ['incident', 'popia', 'logging', 'id-number'],
      },
    ),
    m(
      'popia-retention',
      'constraint',
      'Claims are never hard-deleted. Records are kept 5 years after claim closure (regulatory record keeping), then RetentionSweepJob anonymises personal fields and keeps the financial rows. Shortening or extending that needs compliance sign-off.',
      {
        files: ['src/Reporting.Jobs/Retention/RetentionSweepJob.cs'],
        tags: ['popia', 'retention', 'anonymise'],
      },
    ),
    m(
      'popia-dsar',
      'fact',
      'Data subject access / correction requests come in via POST /api/v1/privacy/requests (staff only). The Information Officer (Nomsa, compliance) must answer within 30 days; the export bundles policy, claims and comms history but not SIU notes.',
      {
        files: ['src/Claims.Api/Endpoints/PrivacyEndpoints.cs'],
        tags: ['popia', 'dsar', 'privacy'],
      },
    ),
    m(
      'popia-marketing',
      'constraint',
      'Direct marketing (cross-sell, renewal offers) by SMS/WhatsApp needs explicit opt-in (POPIA s69) — check MarketingConsent before queueing. Claim status updates are service messages, not marketing, and do not need it.',
      {
        tags: ['popia', 'marketing', 'consent', 'notifications'],
      },
    ),
    m(
      'popia-residency',
      'constraint',
      'Personal information stays in South Africa North/West. No claim data to offshore SaaS (US LLM APIs, offshore analytics, a reinsurer SFTP abroad) without a section 72 transfer assessment signed off by compliance. Sentry is self-hosted in-region for that reason.',
      {
        tags: ['popia', 'cross-border', 'residency', 'compliance'],
      },
    ),
    m(
      'mt-rabbit',
      'fact',
      'Services talk over MassTransit 8 on RabbitMQ (3-node cluster in AKS, namespace messaging). All receive endpoints use quorum queues (SetQuorumQueue() in the endpoint configurator); classic mirrored queues are gone.',
      {
        fact: 'message bus | transport | RabbitMQ via MassTransit',
        tags: ['masstransit', 'rabbitmq', 'quorum-queues'],
      },
    ),
    m(
      'rabbit-version',
      'fact',
      'rabbitmq cluster looks like 3.12.x (from the mgmt UI footer), so no khepri / no 4.x features yet',
      {
        inferred: true,
        tags: ['rabbitmq', 'version'],
      },
    ),
    m(
      'mt-outbox',
      'constraint',
      'Publishing from APIs goes through the MassTransit EF Core transactional outbox (AddEntityFrameworkOutbox<ClaimsDbContext>(o => { o.UsePostgres(); o.UseBusOutbox(); })). Publish/Send before SaveChangesAsync and let the outbox deliver; never publish outside the DbContext transaction or we get events for claims that were rolled back.',
      {
        canonical: true,
        files: ['src/Claims.Api/Program.cs', 'src/Claims.Infrastructure/Messaging'],
        tags: ['masstransit', 'outbox', 'efcore', 'consistency'],
      },
    ),
    m(
      'mt-idempotent',
      'constraint',
      'Consumers must be idempotent. The outbox inbox dedupes on MessageId, but business keys still need a unique index (pf_payment_id, bank unpaid reference, claim number) because PayFast and the bank both resend.',
      {
        tags: ['masstransit', 'idempotent', 'consumers'],
      },
    ),
    m(
      'mt-retry',
      'convention',
      'Consumer retry: UseMessageRetry(r => r.Intervals(1s, 5s, 30s)) then UseDelayedRedelivery(5m, 30m, 2h); after that it lands in <queue>_error. Do not catch-and-swallow exceptions inside consumers and never configure unlimited retry.',
      {
        files: ['src/Shared/Messaging/RetryConfiguration.cs'],
        tags: ['masstransit', 'retry', 'error-queue'],
      },
    ),
    m(
      'mt-contracts',
      'convention',
      'Message contracts live in src/Claims.Contracts as records, events past tense (ClaimRegistered, AssessorAppointed, PremiumCollected), commands imperative. A published contract is never renamed or changed incompatibly — add ClaimRegisteredV2 and publish both during the overlap. Endpoint names: kebab-case with "claims-" prefix.',
      {
        files: ['src/Claims.Contracts'],
        tags: ['masstransit', 'contracts', 'naming', 'versioning'],
      },
    ),
    m(
      'claim-saga',
      'fact',
      'Claim lifecycle is a MassTransit state machine (src/Claims.Worker/Sagas/ClaimStateMachine.cs): Registered → Validated → AssessorAppointed → Assessed → Approved | Repudiated → Settled → Closed. Saga state persisted in claim_saga_state via EF with optimistic concurrency (xmin).',
      {
        files: ['src/Claims.Worker/Sagas/ClaimStateMachine.cs'],
        tags: ['saga', 'state-machine', 'masstransit', 'claims'],
      },
    ),
    m(
      'claim-number',
      'convention',
      'Customer-facing claim numbers: CLM-{yyyy}-{8 digits} from the postgres sequence claim_number_seq. Guids are internal ids only — never show them in SMS, letters or the app.',
      {
        tags: ['claims', 'numbering', 'sequence'],
      },
    ),
    m(
      'fnol-channels',
      'fact',
      'First notification of loss comes from 4 channels: customer app, call centre (Genesys agent desktop), WhatsApp bot, broker portal API. All of them end up as the same RegisterClaim command handled by RegisterClaimHandler.',
      {
        files: ['src/Claims.Api/Endpoints/FnolEndpoints.cs'],
        tags: ['fnol', 'channels', 'claims'],
      },
    ),
    m(
      'fnol-late',
      'constraint',
      'Policy wording says report within 30 days of the incident. Late claims get the LateNotification flag and go to a handler; the API must never auto-reject them.',
      {
        tags: ['fnol', 'late-notification', 'claims'],
      },
    ),
    m(
      'saps-case',
      'fact',
      'Theft, hijacking and break-in claims need a SAPS case number, written like "CAS 123/04/2025" (serial/month/year) plus the police station name. Validate loosely (stations format it inconsistently), store the raw value too.',
      {
        tags: ['saps', 'theft', 'validation'],
      },
    ),
    m(
      'excess',
      'fact',
      'Excess is deducted from the settlement: basic excess from the policy schedule + any additional excesses (young/inexperienced driver, non-DSP repairer, theft without tracking device). Logic in src/Claims.Domain/Settlement/ExcessCalculator.cs.',
      {
        files: ['src/Claims.Domain/Settlement/ExcessCalculator.cs'],
        tags: ['excess', 'settlement', 'motor'],
      },
    ),
    m(
      'excess-young',
      'fact',
      'Additional excess applies when the driver at the time of loss is under 25 or has held a licence for less than 2 years (whichever applies; they do not stack).',
      {
        files: ['src/Claims.Domain/Settlement/ExcessCalculator.cs'],
        tags: ['excess', 'young-driver', 'motor'],
      },
    ),
    m(
      'excess-young-claim',
      'fact',
      'young driver excess is under 21 on the 2024 product schedule, 25 was the old wording',
      {
        disputes: 'excess-young',
        tags: ['excess', 'young-driver'],
      },
    ),
    m(
      'dsp-repairers',
      'fact',
      'Motor repairs go to DSP (designated service provider) panel beaters, list in the dsp_repairers table per region. If the client insists on a non-DSP repairer, an extra excess applies and we pay max the DSP quote.',
      {
        tags: ['dsp', 'repairs', 'panel-beater', 'motor'],
      },
    ),
    m(
      'write-off',
      'fact',
      'A vehicle is a write-off when the assessed repair cost exceeds 70% of retail value. Then the claim switches to a total-loss settlement (retail value minus excess, minus outstanding finance paid to the bank) and the wreck goes to the salvage partner.',
      {
        tags: ['write-off', 'total-loss', 'motor', 'salvage'],
      },
    ),
    m(
      'transunion',
      'fact',
      'Vehicle values come from TransUnion Auto (lookup by M&M code + year + mileage) via ITransUnionClient in src/Claims.Infrastructure/TransUnion. Results cached 24h in Redis; the API bills per call.',
      {
        files: ['src/Claims.Infrastructure/TransUnion'],
        tags: ['transunion', 'vehicle-values', 'cache'],
      },
    ),
    m(
      'home-weather',
      'fact',
      'Home storm/hail/flood claims are checked against the SAWS weather event feed for the risk address (geocoded); no matching event → manual review, not rejection.',
      {
        tags: ['home', 'weather', 'saws', 'hail'],
      },
    ),
    m(
      'cat-events',
      'convention',
      'Big events (e.g. the KZN floods, Gauteng hail) get a CatEventCode created by claims ops in the admin screen; every affected claim must be tagged with it because reinsurance recoveries are calculated per cat event.',
      {
        tags: ['catastrophe', 'reinsurance', 'claims'],
      },
    ),
    m(
      'sasria',
      'fact',
      'Riot, strike, civil unrest and terrorism damage is SASRIA cover, not ours. ClaimType.SpecialRisk is routed by SasriaForwardingConsumer to SASRIA; we only administer, we never settle those from our own fund.',
      {
        files: ['src/Claims.Worker/Consumers/SasriaForwardingConsumer.cs'],
        tags: ['sasria', 'riot', 'special-risk'],
      },
    ),
    m(
      'fraud-rules',
      'fact',
      'Fraud scoring: src/Claims.Fraud runs RulesEngine workflows from rules/fraud/*.json (claim within 90 days of inception, same bank account on different claimants, repeat SAPS station, etc.). Score > 70 routes the claim to the SIU queue.',
      {
        files: ['src/Claims.Fraud', 'rules/fraud'],
        tags: ['fraud', 'siu', 'rules-engine'],
      },
    ),
    m(
      'siu-silent',
      'constraint',
      'When a claim is with SIU (special investigations) the customer, the broker and every notification see "Under review". Never expose SIU, fraud score or referral reason in customer/broker APIs or messages.',
      {
        tags: ['siu', 'fraud', 'notifications', 'broker'],
      },
    ),
    m(
      'repudiation-letter',
      'constraint',
      "Repudiation (rejection) must go to the client in writing within 15 days of the decision, with the reasons, the policy clause, the internal complaints route and the right to approach the Ombudsman for Short-term Insurance (OSTI) — at least 6 months to do so. Template: src/Claims.Worker/Letters/Repudiation.liquid. Don't skip any of those blocks.",
      {
        files: ['src/Claims.Worker/Letters'],
        tags: ['repudiation', 'ppr', 'osti', 'letters'],
      },
    ),
    m(
      'repudiation-codes',
      'convention',
      'Every repudiation uses a RepudiationReason enum value, each mapped to an FSCA conduct-report category in RepudiationReasonMap. No free-text-only reasons: an unmapped value makes the quarterly return fail.',
      {
        files: ['src/Claims.Domain/Claims/RepudiationReason.cs'],
        tags: ['repudiation', 'fsca', 'reporting'],
      },
    ),
    m(
      'payout-avs',
      'constraint',
      'Before any claim payout the bank account must pass AVS-R (account verification: account exists, open, accepts credits, holder ID matches the claimant or the approved payee). If bank details changed in the last 7 days, payment waits for a call-back verification. No override flag.',
      {
        canonical: true,
        files: ['src/Claims.Worker/Payouts/AccountVerification.cs'],
        tags: ['payout', 'avs', 'fraud', 'bank'],
      },
    ),
    m(
      'payout-eft',
      'fact',
      'Claim payouts go out as EFT in the bank H2H batch (twice daily, 10:00 and 14:00 SAST). Same-day cut-off for the 14:00 batch is 13:30. Batch builder: src/Claims.Worker/Payouts/EftBatchBuilder.cs.',
      {
        files: ['src/Claims.Worker/Payouts'],
        tags: ['payout', 'eft', 'bank'],
      },
    ),
    m(
      'assessor-outlook',
      'fact',
      'assessor availability is read from their outlook calendars through Microsoft Graph (calendarView), assessors block time in outlook',
      {
        age: 520,
        tags: ['assessors', 'calendar', 'graph'],
      },
    ),
    m(
      'assessor-slots',
      'decision',
      'Outlook/Graph sync was dropped. Assessor availability lives in our own assessor_slots table (Assessors.Api); assessors manage it in the Assessor PWA and bookings lock a slot with SELECT ... FOR UPDATE SKIP LOCKED.',
      {
        supersedes: 'assessor-outlook',
        age: 250,
        files: ['src/Assessors.Api'],
        reason: 'Graph throttling and assessors on personal phones without Outlook',
        tags: ['assessors', 'scheduling', 'slots'],
      },
    ),
    m(
      'assessor-hours',
      'fact',
      'Assessor visit slots: Mon–Fri 08:00–17:00, Sat 08:00–13:00 SAST, 90 min each. Region is picked from the risk address postal code → assessor panel mapping (assessor_regions).',
      {
        tags: ['assessors', 'scheduling', 'postal-code'],
      },
    ),
    m(
      'public-holidays',
      'constraint',
      'Business-day logic (assessor slots, collection dates, SLAs) uses the public_holidays table, seeded per year in a migration. A public holiday on a Sunday moves to Monday (Public Holidays Act). Do not call an external holiday API at runtime.',
      {
        files: ['src/Shared/Calendar/BusinessCalendar.cs'],
        tags: ['public-holidays', 'business-days', 'calendar'],
      },
    ),
    m(
      'assessor-sla',
      'constraint',
      'SLA: an assessor must be appointed within 48 business hours after the claim is Validated for motor, 72 for home. Breaches are reported in the monthly ops pack and in the FSCA turnaround figures.',
      {
        tags: ['assessors', 'sla', 'reporting'],
      },
    ),
    m(
      'sast-tz',
      'convention',
      'Store UTC, show SAST. Convert with TimeZoneInfo.FindSystemTimeZoneById("Africa/Johannesburg") (UTC+2, no DST) via the TimeProvider extension, not with a hardcoded AddHours(2) sprinkled around.',
      {
        files: ['src/Shared/Calendar/Sast.cs'],
        tags: ['timezone', 'sast', 'utc'],
      },
    ),
    m(
      'blob-media',
      'convention',
      'Claim media (photos, quotes, affidavits, assessor reports) go to Azure Blob container claim-media. The API only issues short-lived write SAS URLs (10 min) and stores metadata; it never streams file bodies. Max 15 MB per file, images get resized by the MediaProcessor function.',
      {
        files: ['src/Claims.Api/Endpoints/MediaEndpoints.cs'],
        tags: ['blob', 'uploads', 'media', 'sas'],
      },
    ),
    m(
      'assessor-exif',
      'constraint',
      'Assessor photos keep EXIF GPS/time internally (evidence), but the copy shared with panel beaters, salvage or the customer is stripped of EXIF first (POPIA: location of the insured home).',
      {
        tags: ['assessors', 'exif', 'popia', 'photos'],
      },
    ),
    m(
      'notif-channels',
      'fact',
      'Notifications.Worker sends WhatsApp through the Meta Cloud API and SMS through Clickatell; email via SendGrid. Channel order per message type is in NotificationRouting.cs: WhatsApp first, SMS fallback if not delivered in 10 min.',
      {
        files: ['src/Notifications.Worker/NotificationRouting.cs'],
        tags: ['notifications', 'whatsapp', 'sms', 'clickatell'],
      },
    ),
    m(
      'wa-templates',
      'constraint',
      'WhatsApp: outside the 24h customer-service window we can only send pre-approved templates (claim_status_update_v3, assessor_appointment_v2, ...). New template = Meta approval first (takes 1–3 days), so never ship code that depends on an unapproved template name.',
      {
        files: ['src/Notifications.Worker/WhatsApp/Templates.cs'],
        tags: ['whatsapp', 'templates', 'notifications'],
      },
    ),
    m(
      'esp-scrape',
      'fact',
      'loadshedding stage comes from loadshedding.eskom.co.za/LoadShedding/GetStatus (returns stage+1, subtract 1!)',
      {
        age: 610,
        tags: ['loadshedding', 'eskom'],
      },
    ),
    m(
      'esp-source',
      'decision',
      'Loadshedding status and per-area schedules come only from the EskomSePush business API (covers Eskom direct + City Power, Cape Town, Tshwane etc.). Scraping the Eskom GetStatus endpoint was removed — it was flaky and did not know municipal schedules.',
      {
        supersedes: 'esp-scrape',
        age: 290,
        files: ['src/Notifications.Worker/Loadshedding/EskomSePushClient.cs'],
        tags: ['loadshedding', 'eskomsepush', 'eskom'],
      },
    ),
    m(
      'loadshedding-defer',
      'constraint',
      "Loadshedding-aware sending: if the customer's area is in an active slot, WhatsApp/push are deferred until 30 min after the slot ends (towers and home wifi are down), capped at 4h total delay. SMS still goes immediately. Urgent messages (hijack/theft follow-up, assessor cancellation, payment failure) are never deferred.",
      {
        canonical: true,
        reaffirm: 15,
        files: ['src/Notifications.Worker/Loadshedding/DeferralPolicy.cs'],
        tags: ['loadshedding', 'notifications', 'deferral', 'whatsapp'],
      },
    ),
    m(
      'esp-cache',
      'constraint',
      'EskomSePush quota is 5 000 calls/day on our plan. Resolve area id once per address (stored on the risk address), cache area schedules in Redis for 1h and status for 5 min. Never call ESP per message.',
      {
        files: ['src/Notifications.Worker/Loadshedding'],
        tags: ['loadshedding', 'eskomsepush', 'quota', 'redis', 'cache'],
      },
    ),
    m(
      'incident-sms-flood',
      'incident',
      'Stage 6, Feb 2023: the ESP API was down for 3h, the deferral queue grew to ~40 000 messages and the releaser flushed them all at 02:10 once it came back. Customers were woken up, 300+ complaints. Fix: deferred messages respect quiet hours and are released at max 20/s.',
      {
        files: ['src/Notifications.Worker/Deferral/DeferralReleaser.cs'],
        tags: ['incident', 'loadshedding', 'notifications', 'quiet-hours'],
      },
    ),
    m(
      'quiet-hours',
      'constraint',
      'Non-urgent customer messages only Mon–Fri 08:00–20:00, Sat 09:00–13:00 SAST, never on Sundays or public holidays (we apply the CPA direct-marketing hours to all non-urgent comms). Messages outside the window wait in the deferral queue.',
      {
        files: ['src/Notifications.Worker/QuietHours.cs'],
        tags: ['notifications', 'quiet-hours', 'cpa'],
      },
    ),
    m(
      'quiet-hours-claim',
      'fact',
      'quiet hours are only 21:00-07:00, weekends are fine for claim status updates since they are not marketing',
      {
        disputes: 'quiet-hours',
        tags: ['notifications', 'quiet-hours'],
      },
    ),
    m(
      'sms-gsm7',
      'convention',
      'SMS templates (src/Notifications.Worker/Templates/sms/*.liquid, Fluid) must stay within 160 GSM-7 characters. Curly quotes, emoji and letters like ê/ë/ô switch the whole SMS to UCS-2 (70 chars/part) and double the cost. The TemplateLint test checks this.',
      {
        files: ['src/Notifications.Worker/Templates/sms'],
        tags: ['sms', 'gsm7', 'templates', 'cost'],
      },
    ),
    m(
      'notif-languages',
      'fact',
      'Templates exist in English, Afrikaans and isiZulu (templates/<channel>/<name>.<lang>.liquid). policyholders.preferred_language picks one; missing translation → English.',
      {
        tags: ['notifications', 'i18n', 'afrikaans', 'isizulu'],
      },
    ),
    m(
      'msisdn-e164',
      'convention',
      'Cellphone numbers are stored E.164 (+27821234567). Parse with libphonenumber-csharp, region "ZA", accept 082 123 4567 / 27821234567 / +27 82 …; reject non-mobile numbers for SMS/WhatsApp. No hand-written regex.',
      {
        files: ['src/Shared/Phone/MsisdnParser.cs'],
        tags: ['phone', 'msisdn', 'validation', 'e164'],
      },
    ),
    m(
      'payfast-itn',
      'constraint',
      'PayFast ITN (POST /api/v1/payments/payfast/itn, the only anonymous endpoint besides health): 1) verify the MD5 signature over the posted fields + passphrase, 2) check the source IP is in the PayFast ranges, 3) confirm the amount against our record, 4) server-side validate with PayFast /eng/query/validate. Then enqueue PaymentReceived via the outbox and return 200 fast — no processing inline.',
      {
        canonical: true,
        files: ['src/Billing.Api/PayFast/ItnEndpoint.cs'],
        tags: ['payfast', 'itn', 'payments', 'security'],
      },
    ),
    m(
      'payfast-subs',
      'fact',
      'Card premiums run as PayFast subscriptions (recurring billing, monthly frequency=3). We keep the subscription token per policy; amount changes at renewal go through the PayFast subscription update API, not cancel + recreate.',
      {
        files: ['src/Billing.Worker/PayFast'],
        tags: ['payfast', 'subscriptions', 'card', 'premium'],
      },
    ),
    m(
      'debit-naedo',
      'fact',
      'debit orders go as NAEDO through the bank host-to-host batch files, mandate = signed form scanned into the DMS',
      {
        age: 640,
        tags: ['debit-order', 'naedo', 'billing'],
      },
    ),
    m(
      'debicheck',
      'constraint',
      'Debit orders are DebiCheck only: an authenticated mandate (customer approves in their banking app / USSD) created through the sponsoring bank API before the first collection. No collection without status Authenticated; amount changes above the mandate max need a new authentication.',
      {
        supersedes: 'debit-naedo',
        age: 270,
        files: ['src/Billing.Worker/DebitOrders'],
        tags: ['debit-order', 'debicheck', 'mandate', 'billing'],
      },
    ),
    m(
      'collection-dates',
      'constraint',
      'Customers choose collection day 1st, 15th, 25th or last working day. If the date is a weekend/public holiday it moves to the NEXT business day, except "last working day" which moves back. Never collect before the chosen date.',
      {
        files: ['src/Billing.Worker/Collections/CollectionDateResolver.cs'],
        tags: ['debit-order', 'collection', 'business-days'],
      },
    ),
    m(
      'unpaid-codes',
      'fact',
      'Unpaid debit orders come back in the bank return file with reason codes (02 not provided for, 04 payment stopped, 08 account closed, ...). Mapping + next action (retry once on the 25th, or lapse letter) in src/Billing.Worker/Unpaids/ReturnCodes.cs.',
      {
        files: ['src/Billing.Worker/Unpaids/ReturnCodes.cs'],
        tags: ['debit-order', 'unpaids', 'billing'],
      },
    ),
    m(
      'lapse-date-of-loss',
      'constraint',
      'Cover is decided as at the date of loss, not today. Monthly policies have 15 days grace after a missed premium; if the loss happened after grace expired the policy was lapsed at that date, even if the arrears were paid later.',
      {
        files: ['src/Claims.Domain/Policies/CoverResolver.cs'],
        tags: ['lapse', 'grace-period', 'cover', 'premium'],
      },
    ),
    m(
      'incident-itn-dup',
      'incident',
      'Mar 2025: during a slow rolling deploy our ITN endpoint returned 502s, PayFast retried, and 412 policies got their premium receipted 2–3 times (customers saw credit balances). Fix: unique index on payments.pf_payment_id + inbox dedupe, and the ITN endpoint only validates + enqueues.',
      {
        files: ['src/Billing.Api/PayFast/ItnEndpoint.cs'],
        tags: ['incident', 'payfast', 'itn', 'duplicates'],
      },
    ),
    m(
      'billing-hangfire',
      'fact',
      'Billing.Worker schedules the collection run with Hangfire (Postgres storage, schema hangfire) — recurring job CollectionRunJob at 05:00 SAST, DisableConcurrentExecution on it. Dashboard /hangfire is behind Entra ID (role Billing.Ops).',
      {
        files: ['src/Billing.Worker/Collections/CollectionRunJob.cs'],
        tags: ['hangfire', 'billing', 'scheduling'],
      },
    ),
    m(
      'fsca-conduct',
      'fact',
      'Quarterly conduct-of-business return to the FSCA: claims received/paid/repudiated, repudiation ratio per reason category, turnaround times, complaints — per product line (motor, home, all-risk). Generated by src/Reporting.Jobs/Fsca/ConductReturnJob.cs from the reporting schema.',
      {
        files: ['src/Reporting.Jobs/Fsca'],
        tags: ['fsca', 'reporting', 'regulatory'],
      },
    ),
    m(
      'fsca-snapshot',
      'constraint',
      'FSCA figures must be reproducible: the job first freezes the quarter into fsca_snapshots (immutable, one row set per quarter + run id) and the return is built from the snapshot only. Re-running creates a new run id, never overwrites a submitted one.',
      {
        tags: ['fsca', 'reporting', 'snapshot', 'audit'],
      },
    ),
    m(
      'complaints-register',
      'fact',
      'Complaints (PPR) are logged in the complaints register (Complaints module in Claims.Api) with category, channel and resolution date; every complaint must be logged even if resolved on the call. Feeds the FSCA return.',
      {
        files: ['src/Claims.Api/Endpoints/ComplaintsEndpoints.cs'],
        tags: ['complaints', 'ppr', 'fsca'],
      },
    ),
    m(
      'reporting-readmodel',
      'decision',
      'Reporting reads from a separate reporting schema fed by a projection consumer (ReportingProjectionConsumer) from bus events; Metabase sits on top of it. No reports or dashboards on the OLTP tables.',
      {
        files: ['src/Reporting.Jobs/Projections'],
        reason: 'heavy report queries were locking claims during the day',
        tags: ['reporting', 'read-model', 'metabase'],
      },
    ),
    m(
      'fluentvalidation',
      'convention',
      'Request validation: FluentValidation validator next to the endpoint (RegisterClaimRequestValidator in the same folder), wired with .AddEndpointFilter<ValidationFilter<T>>(). Validation failures return Results.ValidationProblem (400) — no manual if-checks in handlers.',
      {
        files: ['src/Claims.Api/Validation/ValidationFilter.cs'],
        tags: ['validation', 'fluentvalidation', 'minimal-api'],
      },
    ),
    m(
      'problem-details',
      'convention',
      'Errors are RFC 7807 ProblemDetails with type https://errors.izinto.co.za/claims/<code>. Handlers return Result<T> for expected failures (not found, invalid state); exceptions are for bugs only, no throwing for control flow.',
      {
        tags: ['errors', 'problem-details', 'result'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Public API under /api/v1 with Asp.Versioning. The broker portal and the WhatsApp bot integrate against v1, so a breaking response/request change means a v2 route group, never editing v1 in place.',
      {
        tags: ['api', 'versioning', 'broker'],
      },
    ),
    m(
      'auth-entra',
      'fact',
      'Staff sign in with Entra ID (workforce tenant), customers with Azure AD B2C (app + web), brokers use client credentials with scope claims.broker. Assessors are B2B guests in the workforce tenant.',
      {
        tags: ['auth', 'entra', 'b2c', 'oauth'],
      },
    ),
    m(
      'auth-policies',
      'convention',
      'Authorization policies are defined once in src/Claims.Api/Auth/Policies.cs (ClaimsHandler, ClaimsManager, Assessor, Broker, Customer). Endpoints call .RequireAuthorization(Policies.X). AllowAnonymous only on the PayFast ITN and /health/*.',
      {
        files: ['src/Claims.Api/Auth/Policies.cs'],
        tags: ['auth', 'authorization', 'policies'],
      },
    ),
    m(
      'broker-rate-limit',
      'convention',
      'Broker API is rate-limited per client_id with AddRateLimiter (fixed window, 300 req/min, 429 with Retry-After). Limits per broker tier live in config BrokerLimits, not in code.',
      {
        files: ['src/Claims.Api/RateLimiting'],
        tags: ['rate-limit', 'broker', 'api'],
      },
    ),
    m(
      'build-props',
      'convention',
      'Directory.Build.props turns on <Nullable>enable</Nullable> and TreatWarningsAsErrors for all projects. Package versions only in Directory.Packages.props (central package management) — no Version= on PackageReference in csproj files.',
      {
        files: ['Directory.Build.props', 'Directory.Packages.props'],
        tags: ['msbuild', 'nullable', 'nuget', 'warnings'],
      },
    ),
    m(
      'no-automapper',
      'convention',
      'No AutoMapper/Mapster. DTO mapping is explicit static extension methods (ToDto/ToDomain) next to the DTO. DTOs are records with primary constructors.',
      {
        tags: ['mapping', 'dto', 'automapper'],
      },
    ),
    m(
      'tests-stack',
      'convention',
      'Tests: xUnit + FluentAssertions + NSubstitute. Integration tests use WebApplicationFactory with Testcontainers (postgres:16, rabbitmq:3.12) and the MassTransit test harness. No EF InMemory provider and no SQLite stand-ins — jsonb and sequences behave differently.',
      {
        files: ['tests/Claims.Tests.Integration'],
        tags: ['tests', 'xunit', 'testcontainers', 'integration'],
      },
    ),
    m(
      'fa-pin',
      'constraint',
      'FluentAssertions stays pinned at 6.12.x (v8 has a commercial licence we have not bought). Renovate has an ignore rule for it; do not bump it manually either.',
      {
        files: ['Directory.Packages.props', 'renovate.json'],
        tags: ['fluentassertions', 'licence', 'renovate'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions: build + test → efbundle artifact → docker build/push to ACR (acrizintoprod) → Argo CD syncs staging automatically. Prod is a PR to the gitops repo (izinto/platform-gitops) that needs 2 approvals; the efbundle runs as a pre-sync hook.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'argocd', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'No prod deploys during the month-end collection window (last 2 business days of the month + the 1st) and not after 15:00 on Fridays. Emergency fixes need the on-call manager on the PR.',
      {
        tags: ['deploy', 'freeze', 'prod', 'billing'],
      },
    ),
    m(
      'aks-regions',
      'fact',
      'Prod runs on AKS in South Africa North (Johannesburg); DR is South Africa West (Cape Town) with Postgres geo-redundant backup + a warm standby cluster. Failover runbook: docs/runbooks/dr-failover.md.',
      {
        tags: ['azure', 'aks', 'dr', 'regions'],
      },
    ),
    m(
      'secrets-kv',
      'convention',
      'Secrets live in Azure Key Vault (kv-claims-<env>), read at startup with AddAzureKeyVault + workload identity. Locally: dotnet user-secrets. appsettings*.json and helm values never contain a real secret.',
      {
        canonical: true,
        tags: ['secrets', 'keyvault', 'config'],
      },
    ),
    m(
      'appsettings-placeholder',
      'note',
      'appsettings.Development.json template for billing: "PayFast": { "MerchantId": "10000100", "MerchantKey": "<user-secrets>", "Passphrase": "${PAYFAST_PASSPHRASE}", "Sandbox": true } — 10000100 is the public PayFast sandbox merchant, the rest comes from user-secrets.',
      {
        files: ['src/Billing.Api/appsettings.Development.json'],
        tags: ['payfast', 'config', 'secrets', 'sandbox'],
      },
    ),
    m(
      'payfast-rotated',
      'note',
      'PayFast live passphrase was rotated in Jan after it got pasted in a Teams chat. The new one is only in Key Vault kv-claims-prod as PayFast--Passphrase; if you need it for debugging ask Pieter, do not copy it anywhere.',
      {
        tags: ['payfast', 'secrets', 'rotation'],
      },
    ),
    m(
      'observability',
      'fact',
      'Serilog → Seq locally, OpenTelemetry → Azure Monitor/App Insights in AKS. X-Correlation-Id from the edge is copied into MassTransit headers and the log scope. ActivitySource names "Izinto.Claims.*", metrics named claims_<thing>_<unit> (claims_registered_total).',
      {
        files: ['src/Shared/Observability'],
        tags: ['logging', 'opentelemetry', 'seq', 'metrics', 'tracing'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags via Microsoft.FeatureManagement + Azure App Configuration, named Claims.<Feature> (e.g. Claims.GeyserFastTrack). Remove the flag and the dead branch within 2 releases after it is 100% on.',
      {
        tags: ['feature-flags', 'config'],
      },
    ),
    m(
      'vehicle-reg',
      'fact',
      'Vehicle registration formats differ per province (GP "AB 12 CD GP", WC "CA 123-456", personalised plates). Store as entered plus a normalised uppercase no-space copy; do not validate with one regex.',
      {
        tags: ['vehicle', 'registration', 'validation'],
      },
    ),
    m(
      'postal-codes',
      'fact',
      'SA postal codes are 4 digits and can start with 0 (0181 Pretoria East, 0002). Always string, never int — the old import turned 0181 into 181 and broke the assessor region lookup.',
      {
        tags: ['postal-code', 'address', 'assessors'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: claims core + saga Thandi Nkosi, billing/PayFast/debit orders Pieter van der Merwe, notifications Sipho Dlamini, assessor app Ayesha Patel, reporting/FSCA Lindiwe Mokoena. Information Officer: Nomsa Khumalo.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-popia-line',
      'preference',
      'every PR description gets a "POPIA impact:" line, even if it is just "none"',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'keep PRs small, ~400 changed lines max, migrations in their own PR',
      {},
    ),
    m(
      'vpn-uat',
      'note',
      'UAT SQL box is only reachable over the FortiClient profile "IZC-UAT" (ask IT desk for access)',
      {
        age: 700,
        tags: ['vpn', 'uat'],
      },
    ),
    m(
      'cand-azure-sb',
      'decision',
      'Move the bus from RabbitMQ to Azure Service Bus to stop running the cluster ourselves.',
      {
        candidate: true,
        tags: ['masstransit', 'azure-service-bus', 'rabbitmq'],
      },
    ),
    m(
      'cand-ai-triage',
      'decision',
      'Use an LLM to triage FNOL free-text descriptions into claim types and suggested excess.',
      {
        candidate: true,
        tags: ['fnol', 'llm', 'triage'],
      },
    ),
    m(
      'secret-payfast-pass',
      'note',
      'PayFast live merchant 18822417, passphrase Jozi-Claims_2291!pf — needed to rebuild ITN signatures when debugging',
      {
        secret: 'Jozi-Claims_2291!pf',
      },
    ),
    m(
      'secret-pg-conn',
      'note',
      'prod read replica for ad-hoc queries: Host=pg-claims-prod-ro.postgres.database.azure.com;Database=claims;Username=claims_readonly;Password=Xk92!mzQ7rLp;SslMode=Require',
      {
        secret: 'Xk92!mzQ7rLp',
      },
    ),
    m(
      'secret-clickatell',
      'note',
      'Clickatell platform api key for the notifications-prod integration: kT3xH9qLmZ8vR2pW5yN7bC4dQe1s',
      {
        secret: 'kT3xH9qLmZ8vR2pW5yN7bC4dQe1s',
      },
    ),
    m(
      'secret-amqp',
      'note',
      'rabbit on staging: amqp://claims-svc:R4bb1t-St4g!ng-77@rabbitmq.messaging.svc.cluster.local:5672/claims',
      {
        secret: 'R4bb1t-St4g!ng-77',
      },
    ),
    m(
      'secret-esp-token',
      'note',
      'EskomSePush business token (header Token): 4A1C9F2E-7B3D4E8F-A2C61D09-5E7F3B21',
      {
        secret: '4A1C9F2E-7B3D4E8F-A2C61D09-5E7F3B21',
      },
    ),
    m(
      'secret-wa-token',
      'note',
      'Meta WhatsApp Cloud API permanent system-user token: EAAGm0PX4ZCpsBAKZBq7hR2xZCwLnT9vYb3ZBkQdE8fJ2sWZCuPzM1',
      {
        secret: 'EAAGm0PX4ZCpsBAKZBq7hR2xZCwLnT9vYb3ZBkQdE8fJ2sWZCuPzM1',
      },
    ),
    m(
      'secret-blob-key',
      'note',
      'storage account stclaimsmediaprod AccountKey=9fQm3Zt7Lw2Rk8Vb1Yp6Xn4Hc5Jd0Ge3Sa7Ku2Wq9Ti1Ol8Mv4Bx6Nz0Cr5Fy3Ph2Dg7Ej==',
      {
        secret: '9fQm3Zt7Lw2Rk8Vb1Yp6Xn4Hc5Jd0Ge3Sa7Ku2Wq9Ti1Ol8Mv4Bx6Nz0Cr5Fy3Ph2Dg7Ej==',
      },
    ),
    m(
      'secret-transunion-af',
      'note',
      'Die TransUnion Auto UAT gebruiker is izinto_uat en die wagwoord is Tu!Auto-Uat-4471 — moenie dit verander nie, die toetse hang daarvan af.',
      {
        secret: 'Tu!Auto-Uat-4471',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'the gitops bot pushes with ghp_R7kL2mQ9xV4tB8wN3zP6yH1cJ5dF0sG2aE4u, it needs repo scope on izinto/platform-gitops',
      {
        secret: 'ghp_R7kL2mQ9xV4tB8wN3zP6yH1cJ5dF0sG2aE4u',
      },
    ),
  ],
  sessions: [
    {
      id: 'claims-session-1',
      age: 6,
      turns: [
        said(
          'morning. ops want reminders for assessor visits, can you look at src/Notifications.Worker/Consumers/AssessorAppointedConsumer.cs first',
        ),
        replied(
          'It sends one assessor_appointment_v2 WhatsApp when the AssessorAppointed event arrives. There is no reminder scheduling at the moment.',
        ),
        said(
          "ok let's do exactly two reminders: a WhatsApp at 18:00 SAST the evening before, and an SMS 2 hours before the slot. nothing more, customers complained about spam before.",
          {
            key: 's-reminder-window',
            type: 'decision',
          },
        ),
        replied(
          'Understood. I will schedule both with MassTransit scheduled messages when the appointment is confirmed and cancel them if it is rebooked.',
        ),
        said('how does the deferral policy decide if an area is loadshedding right now?'),
        replied(
          'It looks up the cached EskomSePush area schedule for the risk address and checks whether now falls in an active slot.',
        ),
        said(
          "and if ESP is down or we've burnt the quota, assume there's no loadshedding and just send. we never hold messages indefinitely because of ESP.",
          {
            key: 's-esp-fallback',
            type: 'constraint',
          },
        ),
        replied('Added: an ESP failure or quota error returns NotLoadshedding and logs a warning metric.'),
        said(
          'also — if an assessor cancels less than 2h before the slot, rebook and tell the customer immediately, quiet hours or not.',
          {
            key: 's-assessor-cancel',
            type: 'constraint',
          },
        ),
        replied(
          'I will mark AssessorCancelledLate as urgent so it bypasses quiet hours and loadshedding deferral.',
        ),
        said('the reminder for Saturday slots, does the 18:00 one go out on Friday then?'),
        replied(
          'Yes, the evening-before reminder goes out on Friday 18:00, which is inside the weekday window.',
        ),
        said(
          'fyi burst geysers are our biggest home claim type by far. they go through the geyser fast-track: below R15 000 no assessor at all, a DSP plumber gets appointed straight away.',
          {
            key: 's-geyser',
            type: 'fact',
          },
        ),
        replied(
          'Noted. The reminder logic should skip fast-track geyser claims since there is no assessor visit.',
        ),
        said(
          'here is what I used to test the sms: curl -X POST https://platform.clickatell.com/messages -H "Authorization: Hq8vZ3kP1mT6wR9yL2nB5xC7dF4s" -d \'{"to":["27820000000"],"content":"test"}\'',
          {
            secret: 'Hq8vZ3kP1mT6wR9yL2nB5xC7dF4s',
          },
        ),
        replied('Thanks. The request shape matches what ClickatellClient sends.'),
        said(
          "when someone replies STOP on WhatsApp or SMS we store it in notification_preferences and honour it within 24h for everything that isn't mandatory. repudiation letters and legal notices still go out by email/post.",
          {
            key: 's-optout',
            type: 'convention',
          },
        ),
        replied(
          'I will add a StopKeywordConsumer and check notification_preferences before sending non-mandatory types.',
        ),
        said('tests for the reminder scheduling are slow, each test spins up postgres'),
        replied('Each test class currently creates its own Testcontainers instance.'),
        said(
          'share one postgres + rabbit container per test collection with an ICollectionFixture and reset the db with Respawn between tests. that is how we do integration tests from now on.',
          {
            key: 's-testcontainers',
            type: 'convention',
          },
        ),
        replied('Done: IntegrationCollection fixture added, tests went from 4m10s to 52s.'),
        said('lekker. write the PR description please'),
        replied(
          'Summary: two assessor reminders, ESP fallback, urgent late cancellations, geyser fast-track skip, STOP handling, shared Testcontainers. POPIA impact: opt-out preferences stored.',
        ),
        said('perfect, thanks'),
      ],
    },
  ],
  prompts: [
    p('add POST /api/v1/claims/{claimId}/documents so the customer can upload the SAPS affidavit', [
      'arch-minimal',
      'blob-media',
      'auth-policies',
    ]),
    p(
      'SaIdNumber.Parse accepts 8001015009088 which should fail the check digit?? src/Claims.Domain/Identity/SaIdNumber.cs',
      ['sa-id-luhn', 'incident-popia-log'],
    ),
    p(
      'write unit tests for the ID number validator — include a permanent resident and a foreigner on a passport',
      ['sa-id-luhn', 'sa-id-passport', 'pii-test-data', 'sa-id-example', 'tests-stack'],
    ),
    p(
      "System.ArgumentException: Cannot write DateTime with Kind=Unspecified to PostgreSQL type 'timestamp with time zone' at AssessorSlotRepository.AddAsync",
      ['npgsql-utc', 'sast-tz', 'dateonly'],
    ),
    p('ok', []),
    p('the VAT on the premium tax invoice is 2c off from what finance has again', [
      'vat-calc',
      'incident-vat-rounding',
      'money-cents',
    ]),
    p('if treasury changes the vat rate next budget, what do we have to touch?', ['vat-15', 'vat-calc']),
    p('is it 15.5% VAT now or did that get scrapped?', ['vat-15']),
    p('hook up the payfast ITN for the new annual-premium product', [
      'payfast-itn',
      'incident-itn-dup',
      'mt-idempotent',
      'mt-outbox',
    ]),
    p('policy POL-0077812 has its May premium receipted three times, what happened', [
      'incident-itn-dup',
      'payfast-itn',
      'mt-idempotent',
    ]),
    p('add a consumer for PaymentReceived that allocates the money to the policy account', [
      'mt-idempotent',
      'mt-retry',
      'mt-contracts',
      'money-cents',
    ]),
    p("business calls it 'lodging' now, rename the ClaimRegistered event to ClaimLodged", ['mt-contracts']),
    p(
      'publish ClaimApproved from the approve endpoint in src/Claims.Api/Endpoints/ClaimDecisionEndpoints.cs',
      ['mt-outbox', 'mt-contracts', 'arch-minimal'],
    ),
    p("customers shouldn't get WhatsApps while their suburb is loadshedding, how does that work today?", [
      'loadshedding-defer',
      'esp-source',
      'esp-cache',
      's-esp-fallback',
      'incident-sms-flood',
    ]),
    p('ESP gave us 429s the whole afternoon and the notification queue is growing', [
      'esp-cache',
      's-esp-fallback',
      'loadshedding-defer',
    ]),
    p('can we not just scrape the eskom site for the stage, the ESP subscription is expensive', [
      'esp-source',
    ]),
    p('send the customer a whatsapp when the assessor gets appointed', [
      'wa-templates',
      'notif-channels',
      'notif-languages',
      'quiet-hours',
      'quiet-hours-claim',
      'loadshedding-defer',
    ]),
    p('the hijacking follow-up message got held back for 3 hours during stage 4 yesterday!!', [
      'loadshedding-defer',
    ]),
    p('claim status SMS is billed as 2 parts, template is Templates/sms/claim_status.af.liquid', [
      'sms-gsm7',
      'notif-languages',
    ]),
    p(
      'normalise cell numbers on the FNOL request, people send 082 123 4567, 27821234567, +27 82 123 4567 all mixed',
      ['msisdn-e164', 'fluentvalidation'],
    ),
    p('we need isiXhosa versions of all the claim templates', [
      'notif-languages',
      'wa-templates',
      'sms-gsm7',
    ]),
    p('a client replied STOP on whatsapp last week and still got a renewal offer today', [
      's-optout',
      'popia-marketing',
    ]),
    p(
      'marketing wants to push a car insurance upsell on WhatsApp to everyone who had a home claim this year, sunday morning campaign',
      ['popia-marketing', 's-optout', 'wa-templates', 'quiet-hours', 'quiet-hours-claim'],
    ),
    p('log the whole FNOL request body in Claims.Api so we can see what the broker portal sends', [
      'popia-logging',
      'incident-popia-log',
    ]),
    p("third party's injury details from the hospital — where do we keep those", ['popia-special']),
    p('could we send the claim description to the OpenAI API to classify it?', [
      'popia-residency',
      'popia-special',
    ]),
    p('a policyholder emailed asking for everything we have on them. do we have something for that', [
      'popia-dsar',
    ]),
    p('write a job that deletes claims closed more than five years ago', ['popia-retention']),
    p('restore last night’s prod backup on my laptop so I can debug the excess calc', ['pii-test-data']),
    p('add the extra excess for drivers who got their licence less than 2 years ago', [
      'excess',
      'excess-young',
      'excess-young-claim',
      'money-cents',
    ]),
    p('young driver excess: under 25 or under 21? the schedule PDF and the code disagree', [
      'excess-young',
      'excess-young-claim',
    ]),
    p(
      'client took the bakkie to his own panelbeater in Polokwane instead of ours, what does that do to the payout',
      ['dsp-repairers', 'excess'],
    ),
    p('implement total loss detection from the assessor repair estimate', [
      'write-off',
      'transunion',
      'money-cents',
    ]),
    p('TransUnion lookups are slow and finance says the bill doubled, we call it on every claim view', [
      'transunion',
    ]),
    p('lots of hail claims from Centurion today, need to check the storm actually happened', [
      'home-weather',
      'cat-events',
    ]),
    p('open a cat event for the Eastern Cape floods and tag the affected home claims', ['cat-events']),
    p('shop front damaged in the looting last night, which flow does that claim go through', ['sasria']),
    p('new fraud rule: same bank account used by two unrelated claimants within 6 months', ['fraud-rules']),
    p('show SIU referral status on the claim tracker in the app so clients know why it is slow', [
      'siu-silent',
    ]),
    p('broker portal GET /claims/{id} should return the fraud score', ['siu-silent', 'api-versioning']),
    p('write the repudiation letter for claims where the policy had lapsed', [
      'repudiation-letter',
      'repudiation-codes',
      'lapse-date-of-loss',
    ]),
    p('and the afrikaans version of that letter?', ['repudiation-letter', 'notif-languages']),
    p('add repudiation reason "vehicle used for e-hailing, not declared"', [
      'repudiation-codes',
      'fsca-conduct',
    ]),
    p('client updated bank details yesterday and wants the claim paid today, manager approved', [
      'payout-avs',
      'payout-eft',
    ]),
    p('build the EFT payout batch for approved claims — src/Claims.Worker/Payouts/EftBatchBuilder.cs', [
      'payout-eft',
      'payout-avs',
      'money-cents',
    ]),
    p('AssessorAvailabilityService still calls graph calendarView, rip that out', ['assessor-slots']),
    p('endpoint returning free assessor slots for a postal code for the next 5 business days', [
      'assessor-slots',
      'assessor-hours',
      'public-holidays',
      'postal-codes',
      'sast-tz',
      'arch-minimal',
    ]),
    p('Freedom Day was on a Sunday and we booked assessor visits on the Monday, oops', ['public-holidays']),
    p('monthly report: how many motor claims missed the assessor appointment SLA', [
      'assessor-sla',
      'reporting-readmodel',
      'public-holidays',
    ]),
    p('assessors upload 25MB photos from the new Samsungs and the upload fails', ['blob-media']),
    p('email the assessor photos to the panel beater automatically', ['assessor-exif', 'blob-media']),
    p('register a claim from the whatsapp bot conversation', [
      'fnol-channels',
      'claim-number',
      'api-versioning',
    ]),
    p('client reports a theft 45 days after it happened, should the API just reject it?', ['fnol-late']),
    p('validate SAPS case numbers on theft claims, ops keep getting junk', ['saps-case', 'fluentvalidation']),
    p('the SMS says "your claim 3f2a9c1e-... has been registered", fix that', ['claim-number']),
    p('add a Reopened state to the claim state machine', ['claim-saga', 'mt-contracts']),
    p('migration: add excess_waived_amount to claims', ['ef-migrations', 'money-cents', 'money-rand-claim']),
    p('can we just call Database.Migrate() in Program.cs? the deploy step is annoying', ['ef-migrations']),
    p('GET /api/v1/claims is 4s on staging, looks like N+1 on documents', ['ef-no-lazy']),
    p('assessor notes should be stored as json instead of separate columns', ['ef-jsonb']),
    p('after the package cleanup Claims.Infrastructure wont compile, JsonConvert not found', ['ef-jsonb']),
    p('need a money type in the billing worker for premium amounts', ['money-cents']),
    p('excess_amount comes back as 2500.00 from the db but Money.FromCents expects 250000', [
      'money-cents',
      'money-rand-claim',
    ]),
    p('debit order run for the 25th — it falls on a Sunday this month', [
      'collection-dates',
      'public-holidays',
      'debicheck',
      'billing-hangfire',
    ]),
    p('new customer wants to pay by debit order, how do we set up the mandate', ['debicheck']),
    p('bank return file has reason code 04 on 300 policies, what should happen to them', ['unpaid-codes']),
    p('policy was in arrears when the accident happened but they paid up since. do we pay the claim?', [
      'lapse-date-of-loss',
    ]),
    p('move the collection run to 04:00', ['billing-hangfire', 'sast-tz']),
    p('customer wants to change their card premium amount at renewal', ['payfast-subs']),
    p('FSCA conduct return for Q3 is due, generate it', [
      'fsca-conduct',
      'fsca-snapshot',
      'reporting-readmodel',
    ]),
    p('finance re-ran the FSCA report and the repudiation numbers changed, why', ['fsca-snapshot']),
    p('log a complaint that came in through the broker portal', ['complaints-register', 'api-versioning']),
    p('metabase dashboard for claim turnaround by product', ['reporting-readmodel']),
    p('add validation on PUT /api/v1/policies/{id}/risk-address', [
      'fluentvalidation',
      'postal-codes',
      'problem-details',
    ]),
    p('return 404 problem details when the claim is not found instead of throwing KeyNotFoundException', [
      'problem-details',
    ]),
    p('rename policyRef to policyNumber in the broker claims response', ['api-versioning']),
    p('one broker hits us 5000x a minute polling claim status', ['broker-rate-limit']),
    p('new endpoint for assessors to mark an assessment complete, how do I secure it', [
      'auth-policies',
      'auth-entra',
    ]),
    p('customers can’t log in to the app since this morning — is that our side or B2C', ['auth-entra']),
    p('add AutoMapper for ClaimDto and PolicyDto, too much boilerplate', ['no-automapper']),
    p('warning CS8602 fails the build in ExcessCalculator, can I turn it off for that project', [
      'build-props',
    ]),
    p('add Polly 8 to Claims.Infrastructure.csproj', ['build-props']),
    p('integration test for the whole register claim flow, db + bus', [
      'tests-stack',
      's-testcontainers',
      'pii-test-data',
    ]),
    p('use the EF InMemory provider for the handler tests, testcontainers is too slow', [
      'tests-stack',
      's-testcontainers',
    ]),
    p('renovate opened a PR bumping FluentAssertions to 8.1, merge?', ['fa-pin']),
    p("push the ITN fix to prod now please, it's the 30th", ['deploy-freeze', 'ci-gha']),
    p('where in the pipeline do migrations get applied on prod?', ['ef-migrations', 'ci-gha']),
    p('DR test next week — which region do we fail over to', ['aks-regions']),
    p('where do I put the TransUnion UAT password for running locally', [
      'secrets-kv',
      'appsettings-placeholder',
    ]),
    p('appsettings.Production.json in billing has the payfast passphrase in it, is that a problem?', [
      'secrets-kv',
      'payfast-rotated',
    ]),
    p('consumer logs in Seq have no correlation id', ['observability']),
    p('add a metric for claims registered per channel', ['observability', 'fnol-channels']),
    p('put the geyser fast-track behind a feature flag', ['feature-flags', 's-geyser']),
    p('vehicle registration validation rejects Western Cape plates like CA 123-456', ['vehicle-reg']),
    p('postal code 0181 turns into 181 in the assessor region lookup', ['postal-codes']),
    p('who looks after the notifications worker?', ['owners']),
    p('write the PR description', ['pref-popia-line', 'pref-small-prs']),
    p('are we still on sql server?', ['db-postgres']),
    p('should the new handler be a MediatR request?', ['arch-minimal']),
    p('what is the difference between IQueryable and IEnumerable', []),
    p('thanks, looks good', []),
    p('record struct vs record class — when do I use which?', []),
    p('how does the Luhn check digit algorithm work in general?', []),
    p('sure, go ahead', []),
    p('lekker, merge it', []),
    p('burst geyser claim, plumber quote is R9 800 — do we still send an assessor?', ['s-geyser']),
    p('assessor cancelled an hour before the visit and the client only heard the next morning', [
      's-assessor-cancel',
      'loadshedding-defer',
      'quiet-hours',
      'quiet-hours-claim',
    ]),
    p('add the reminder for assessor visits, the one the evening before', [
      's-reminder-window',
      'wa-templates',
      'quiet-hours',
      'quiet-hours-claim',
      'loadshedding-defer',
    ]),
    p('ops want a third reminder 30 min before the assessor arrives', ['s-reminder-window']),
    p(
      'register claim endpoint: validate the ID number and cellphone, assign the claim number and publish ClaimRegistered',
      [
        'sa-id-luhn',
        'sa-id-passport',
        'msisdn-e164',
        'fluentvalidation',
        'claim-number',
        'mt-outbox',
        'mt-contracts',
        'arch-minimal',
      ],
    ),
    p('@src/Billing.Worker/Collections/CollectionRunJob.cs why did this run twice on the 1st', [
      'billing-hangfire',
    ]),
    p(
      '@src/Notifications.Worker/Deferral/DeferralReleaser.cs releases everything at once when the power is back',
      ['incident-sms-flood', 'loadshedding-defer', 'quiet-hours', 'quiet-hours-claim'],
    ),
    p('teh retry on the notifcation consumer keeps going forver', ['mt-retry']),
    p('claims-notification-requested_error has 12k messages in it', ['mt-retry', 'mt-rabbit']),
    p('can we switch the bus to azure service bus?', ['mt-rabbit']),
    p('new receive endpoint for the salvage consumer — quorum or classic queue?', [
      'mt-rabbit',
      'rabbit-version',
    ]),
    p('payout to a trust account, account holder is the trust not the insured', ['payout-avs']),
    p('attorney for the third party wants to upload the medical report to the claim', [
      'popia-special',
      'blob-media',
    ]),
    p('afrikaans sms has ê and ë in it, problem?', ['sms-gsm7']),
    p('DateTime.Now in ExcessCalculator.cs — fine or not?', ['dateonly', 'sast-tz']),
    p('claims reported just after midnight show the date of loss one day earlier', ['dateonly', 'sast-tz']),
    p('claim for own damage plus unrest damage on the same vehicle', ['sasria', 'excess']),
    p('assessor app shows all appointments 2 hours early', ['sast-tz', 'npgsql-utc']),
    p('make it so', []),
    p('explain what the MassTransit outbox buys us vs just calling Publish', ['mt-outbox']),
    p('what does POPIA section 72 mean for the reinsurer in London getting our claims export', [
      'popia-residency',
    ]),
    p('AddScoped vs AddTransient for an HttpClient wrapper?', []),
    p('hey', []),
    p('Kan jy asseblief die Afrikaanse SMS vir eis-status nagaan? Dit lyk te lank.', [
      'sms-gsm7',
      'notif-languages',
    ]),
    p('Ngiyabonga!', []),
    p('premium unpaid in May, accident 3 June, paid everything on the 20th — policy shows active, pay it?', [
      'lapse-date-of-loss',
    ]),
    p('is 8001015009087 a real person? it is all over the tests', ['sa-id-example', 'pii-test-data']),
    p('where is the EskomSePush token kept', ['secrets-kv']),
    p('Saturday assessor slots in Durban, how late can we book?', ['assessor-hours']),
    p('who is the information officer, need sign off for a data request', ['owners', 'popia-dsar']),
    p('refactor: pull the ITN signature check out of ItnEndpoint.cs into its own class + tests', [
      'payfast-itn',
      'tests-stack',
    ]),
    p('the ITN endpoint returns 401 from PayFast sandbox', [
      'payfast-itn',
      'auth-policies',
      'appsettings-placeholder',
    ]),
    p('PR is ~900 lines incl. a migration, ok to merge as one?', ['pref-small-prs']),
    p('add a health endpoint for k8s', ['auth-policies']),
    p('can you squash these commits for me', []),
    p('hmm nvm', []),
    p('SELECT FOR UPDATE SKIP LOCKED — double bookings still happen for the same assessor slot', [
      'assessor-slots',
    ]),
    p('show R 1 234,56 style amounts in the app api response', ['money-cents']),
    p('write a hypothesis... sorry, a property test for CollectionDateResolver', [
      'collection-dates',
      'public-holidays',
      'tests-stack',
    ]),
    p('add bank reference uniqueness so the unpaid file can be imported twice safely', [
      'mt-idempotent',
      'unpaid-codes',
      'ef-migrations',
    ]),
    p('the fraud score job and the outbox both touch claims, deadlock in prod logs', [
      'mt-outbox',
      'fraud-rules',
    ]),
    p('make the claim tracker return status text for each saga state', ['claim-saga', 'siu-silent']),
    p('is the home claim on hold when SAWS has no storm record for the address?', ['home-weather']),
  ],
});
