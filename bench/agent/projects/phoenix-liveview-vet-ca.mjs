// A Canadian veterinary clinic network: booking, medical records, pharmacy/controlled-drug logs and invoicing on
// Phoenix LiveView (Ecto, Oban, Stripe Terminal, Twilio SMS reminders, GST/HST/PST by province, X-rays on S3).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'phoenix-liveview-vet-ca',
  stack:
    'Elixir 1.17 / OTP 27, Phoenix 1.7 + LiveView 1.0, Ecto 3.12, PostgreSQL 16 (Crunchy Bridge, ca-central-1), Oban Pro, Stripe Terminal (WisePOS E), Twilio Messaging, ExAws S3 (ca-central-1), ChromicPDF, Fly.io (yyz), Tailwind, ExUnit + Wallaby, GitHub Actions',
  memories: [
    m(
      'hosting-heroku',
      'fact',
      'the app runs on Heroku (us-east), 2x standard-2x dynos, Heroku Postgres standard-2. deploys by git push heroku main.',
      {
        fact: 'vetnet app | hosted_on | Heroku',
        age: 720,
        tags: ['hosting', 'heroku', 'deploy'],
      },
    ),
    m(
      'hosting-fly',
      'decision',
      'We moved off Heroku to Fly.io, primary region yyz (Toronto), standby machines in yul (Montreal). Reason: medical records and client PII have to stay in Canada and Heroku had no Canadian region. fly.toml is at the repo root, app name vetnet-prod.',
      {
        fact: 'vetnet app | hosted_on | Fly.io yyz',
        supersedes: 'hosting-heroku',
        age: 310,
        canonical: true,
        files: ['fly.toml'],
        reason: 'Canadian data residency',
        tags: ['hosting', 'fly', 'deploy', 'residency'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'All client PII, medical records, X-rays and backups stay in Canada: Postgres in ca-central-1, S3 buckets in ca-central-1, Fly machines in yyz/yul only. Do not add any SaaS that stores records outside Canada (this already killed the Sentry US plan, we use the self-hosted GlitchTip in yyz).',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['residency', 'pipeda', 'privacy', 's3', 'postgres'],
      },
    ),
    m(
      'db-crunchy',
      'fact',
      'Postgres 16 is on Crunchy Bridge (ca-central-1), not Fly Postgres. The app connects through the private network with DATABASE_URL set via fly secrets; pool_size 20 per machine in config/runtime.exs.',
      {
        fact: 'database | hosted_on | Crunchy Bridge ca-central-1',
        files: ['config/runtime.exs'],
        tags: ['postgres', 'database', 'crunchy', 'pool'],
      },
    ),
    m(
      'secrets-fly',
      'convention',
      'Secrets (Stripe, Twilio, AWS, DB password) are only set with `fly secrets set` and read in config/runtime.exs via System.fetch_env!/1. Never put a key or password in config/*.exs, .env.example or a commit, and never paste one into a PR description.',
      {
        files: ['config/runtime.exs'],
        tags: ['secrets', 'fly', 'config'],
      },
    ),
    m(
      'elixir-115',
      'fact',
      'we are on Elixir 1.15.7 / OTP 26.1, pinned in .tool-versions and the Dockerfile builder image.',
      {
        age: 430,
        files: ['.tool-versions', 'Dockerfile'],
        tags: ['elixir', 'otp', 'versions'],
      },
    ),
    m(
      'elixir-117',
      'fact',
      'Elixir 1.17.3 / OTP 27.1 now (.tool-versions, Dockerfile uses hexpm/elixir:1.17.3-erlang-27.1.2-debian-bookworm). Upgrade done to get the type warnings and the faster dialyzer PLTs.',
      {
        fact: 'elixir | version | 1.17.3',
        supersedes: 'elixir-115',
        age: 70,
        files: ['.tool-versions', 'Dockerfile'],
        tags: ['elixir', 'otp', 'versions', 'docker'],
      },
    ),
    m(
      'patient-client-naming',
      'convention',
      'Naming: a "patient" is the animal, a "client" is the owner (person or household). Never call the owner "patient" or "customer" in code, schema or UI. Vetnet.Records.Patient belongs_to Vetnet.Accounts.Client.',
      {
        canonical: true,
        tags: ['naming', 'patient', 'client', 'schema'],
      },
    ),
    m(
      'contexts',
      'convention',
      'LiveViews and controllers never call Repo directly. Everything goes through contexts: Vetnet.Scheduling, Vetnet.Records, Vetnet.Billing, Vetnet.Pharmacy, Vetnet.Imaging, Vetnet.Messaging. Context functions take the current %Scope{} (staff + clinic) as first argument.',
      {
        files: ['lib/vetnet'],
        reaffirm: 20,
        tags: ['contexts', 'liveview', 'repo', 'scope'],
      },
    ),
    m(
      'scope-clinic',
      'constraint',
      'Every query on clinic-owned data (appointments, invoices, records, drug logs) is filtered by scope.clinic_id. Staff can only see other clinics of the same hospital group if they have the :group_admin role. A missing clinic filter is treated as a data breach, not a bug.',
      {
        canonical: true,
        tags: ['multi-tenant', 'clinic', 'scope', 'privacy'],
      },
    ),
    m(
      'lv-streams',
      'convention',
      'Long lists in LiveView (day calendar, client search results, invoice list, drug log) use streams (stream/3, stream_insert) not plain assigns, otherwise the LV process holds thousands of rows per connected receptionist.',
      {
        files: ['lib/vetnet_web/live'],
        tags: ['liveview', 'streams', 'memory'],
      },
    ),
    m(
      'lv-components',
      'convention',
      'UI pieces are function components in lib/vetnet_web/components/ (core_components.ex + one file per domain). Only use a LiveComponent when it needs its own state/events, e.g. the SOAP editor.',
      {
        files: ['lib/vetnet_web/components'],
        tags: ['liveview', 'components'],
      },
    ),
    m(
      'lv-pubsub-schedule',
      'fact',
      'Schedule changes are broadcast on Phoenix.PubSub topic "clinic:<clinic_id>:schedule" from Vetnet.Scheduling after commit; the DayCalendarLive and the front-desk board subscribe in mount when connected?(socket).',
      {
        files: ['lib/vetnet/scheduling.ex', 'lib/vetnet_web/live/day_calendar_live.ex'],
        tags: ['pubsub', 'liveview', 'calendar', 'scheduling'],
      },
    ),
    m(
      'time-utc',
      'constraint',
      'Appointment times are stored as :utc_datetime_usec (UTC). Render in the clinic time zone from clinics.time_zone. We have clinics in America/Toronto, America/Vancouver, America/Edmonton, America/Halifax, America/Regina (no DST) and America/St_Johns (UTC-3:30), so never hardcode offsets or assume whole hours.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['timezone', 'utc', 'scheduling', 'dst'],
      },
    ),
    m(
      'booking-slots',
      'fact',
      'Booking grid uses 15-minute slots; appointment_types.duration_min is always a multiple of 15 (wellness 30, surgery drop-off 15, dental 120).',
      {
        files: ['lib/vetnet/scheduling/slots.ex'],
        tags: ['scheduling', 'slots', 'booking'],
      },
    ),
    m(
      'booking-exclusion',
      'constraint',
      "Double booking is prevented in the database: appointments has an EXCLUDE USING gist (vet_id WITH =, during WITH &&) WHERE status <> 'cancelled' (btree_gist). Handle the exclusion violation in the changeset with exclusion_constraint/3, do not add app-level locking.",
      {
        files: ['lib/vetnet/scheduling/appointment.ex', 'priv/repo/migrations'],
        tags: ['scheduling', 'postgres', 'exclusion', 'double-booking'],
      },
    ),
    m(
      'incident-double-booking',
      'incident',
      'Feb 2024: two receptionists booked the same vet at 10:30 in TOR01 within a second; app-level availability check raced. That is why the gist exclusion constraint on appointments exists.',
      {
        tags: ['incident', 'scheduling', 'double-booking'],
      },
    ),
    m(
      'booking-online',
      'fact',
      'Public online booking lives at /book/:clinic_slug (OnlineBookingLive), no login; client is matched by phone + email and new clients are created as unverified until the front desk confirms.',
      {
        files: ['lib/vetnet_web/live/online_booking_live.ex'],
        tags: ['booking', 'online', 'clients'],
      },
    ),
    m(
      'soap-signed',
      'constraint',
      'Medical records are SOAP notes. Once a note is signed (signed_at set, signed_by_id = the DVM) it is immutable; corrections are addenda (record_addenda) with their own author and timestamp. Never allow update on a signed note, not even for admins.',
      {
        canonical: true,
        files: ['lib/vetnet/records/soap_note.ex'],
        tags: ['records', 'soap', 'immutable', 'addenda'],
      },
    ),
    m(
      'records-access-log',
      'constraint',
      'Every time staff open a patient record (RecordLive.Show mount) we write a record_access_log row (staff_id, patient_id, clinic_id, at). Required for privacy audits; do it in the context, not in the LiveView.',
      {
        files: ['lib/vetnet/records.ex', 'lib/vetnet_web/live/record_live/show.ex'],
        tags: ['records', 'audit', 'privacy'],
      },
    ),
    m(
      'records-retention',
      'constraint',
      'Medical records and X-rays are kept at least 7 years after the last visit, for all provinces (longest provincial requirement rounded up). No hard deletes on patients: deceased/transferred patients are archived with archived_at.',
      {
        tags: ['records', 'retention', 'delete', 'archive'],
      },
    ),
    m(
      'records-retention-claim',
      'fact',
      'records only need to be kept 5 years after last visit in Ontario per CVO, so the purge job can delete older ones for ON clinics',
      {
        disputes: 'records-retention',
        tags: ['records', 'retention', 'ontario'],
      },
    ),
    m(
      'weights-grams',
      'convention',
      'Patient weights are stored as integer grams (patients.weight_g, weight_history). Display kg with one decimal; show lb only if client.unit_pref = :imperial. Dose calculations always take kg from Vetnet.Records.weight_kg/1.',
      {
        tags: ['weights', 'units', 'dosing'],
      },
    ),
    m(
      'dose-calc',
      'constraint',
      "Drug dose calculator (Vetnet.Pharmacy.Dose) works in mg/kg with Decimal, never float; result rounded to the product's dispensable unit (tablet fraction 1/4, mL 0.1). A dose above the formulary max_mg_per_kg needs an explicit DVM override with a reason.",
      {
        files: ['lib/vetnet/pharmacy/dose.ex'],
        tags: ['pharmacy', 'dosing', 'decimal'],
      },
    ),
    m(
      'cd-log',
      'constraint',
      'Controlled drugs (ketamine, hydromorphone, methadone, butorphanol, midazolam, diazepam, phenobarbital): every receipt, dispense, administration and wastage writes a row to controlled_drug_log with running balance per bottle. Wastage needs a second staff witness. The log is append-only; corrections are new reversal rows. Health Canada (CDSA / Narcotic Control Regulations) inspections read this.',
      {
        canonical: true,
        reaffirm: 15,
        files: ['lib/vetnet/pharmacy/controlled_log.ex'],
        tags: ['controlled-drugs', 'pharmacy', 'audit', 'compliance'],
      },
    ),
    m(
      'cd-trigger',
      'fact',
      'controlled_drug_log has a BEFORE UPDATE OR DELETE trigger that raises (migration priv/repo/migrations/20240611140000_controlled_log_immutable.exs). Tests that need to clean it rely on the sandbox rollback, never on Repo.delete_all.',
      {
        files: ['priv/repo/migrations/20240611140000_controlled_log_immutable.exs'],
        tags: ['controlled-drugs', 'postgres', 'trigger'],
      },
    ),
    m(
      'cd-reconcile',
      'fact',
      "Weekly controlled-drug count: Oban cron Vetnet.Pharmacy.Workers.CountReminder fans out per clinic Monday 07:00 local time; discrepancies > 0 create a task for the clinic's designated DVM and email the medical director.",
      {
        files: ['lib/vetnet/pharmacy/workers/count_reminder.ex'],
        tags: ['controlled-drugs', 'oban', 'reconciliation'],
      },
    ),
    m(
      'oban-queues',
      'fact',
      'Oban queues (config/config.exs): default 10, sms 5, imaging 3, billing 5, exports 1, pharmacy 2. Oban Pro with the Smart engine, global_limit on sms = 20 across all machines.',
      {
        files: ['config/config.exs'],
        tags: ['oban', 'queues', 'config'],
      },
    ),
    m(
      'oban-args',
      'convention',
      'Oban job args are string-keyed maps with ids only (e.g. %{"appointment_id" => id}). Never put structs, phone numbers, names or medical info in args: they show up in Oban Web and in the oban_jobs table for 14 days.',
      {
        tags: ['oban', 'jobs', 'privacy', 'pii'],
      },
    ),
    m(
      'oban-cron-utc',
      'fact',
      'Oban cron expressions run in UTC. Anything "at 07:00 clinic time" is a UTC cron that fans out per clinic and schedules with scheduled_at computed from clinics.time_zone.',
      {
        files: ['config/config.exs'],
        tags: ['oban', 'cron', 'timezone'],
      },
    ),
    m(
      'oban-unique',
      'convention',
      'Workers that talk to external APIs (Twilio, Stripe, IDEXX) declare unique: [period: 300, keys: [...]] and are idempotent: retrying must never send a second SMS or charge twice.',
      {
        tags: ['oban', 'idempotent', 'unique', 'retries'],
      },
    ),
    m(
      'sms-twilio',
      'fact',
      'SMS via a Twilio Messaging Service; each clinic has its own Canadian toll-free number (verified) in the messaging service sender pool. Inbound replies hit POST /webhooks/twilio/sms, signature checked with the X-Twilio-Signature header.',
      {
        files: ['lib/vetnet/messaging/twilio.ex', 'lib/vetnet_web/controllers/twilio_webhook_controller.ex'],
        tags: ['sms', 'twilio', 'webhooks'],
      },
    ),
    m(
      'sms-reminder-48h',
      'fact',
      'appointment reminder SMS goes out 48h before the appointment, one message only.',
      {
        age: 450,
        tags: ['sms', 'reminders'],
      },
    ),
    m(
      'sms-reminder-schedule',
      'decision',
      'Appointment reminders: first SMS 72h before, second 24h before asking to reply C to confirm or R to reschedule. Confirmed appointments get a check mark on the calendar. Same-day bookings get no reminder. Vetnet.Messaging.Workers.AppointmentReminder.',
      {
        supersedes: 'sms-reminder-48h',
        age: 120,
        files: ['lib/vetnet/messaging/workers/appointment_reminder.ex'],
        reason: 'no-show rate dropped from 9% to 5% in the NS pilot',
        tags: ['sms', 'reminders', 'no-show'],
      },
    ),
    m(
      'sms-quiet-hours',
      'constraint',
      "No SMS to clients before 09:00 or after 20:00 in the clinic's local time. Jobs that would fire in quiet hours get snoozed to 09:00 next morning.",
      {
        reaffirm: 30,
        tags: ['sms', 'quiet-hours', 'timezone'],
      },
    ),
    m(
      'incident-sms-newfoundland',
      'incident',
      "Sep 2025: reminders for the St. John's clinic went out at 06:30 local because quiet hours were computed with a whole-hour offset. Fixed by using Timex/tz with clinics.time_zone everywhere; test in test/vetnet/messaging/quiet_hours_test.exs.",
      {
        files: ['test/vetnet/messaging/quiet_hours_test.exs'],
        tags: ['incident', 'sms', 'timezone', 'newfoundland'],
      },
    ),
    m(
      'sms-casl',
      'constraint',
      'CASL: appointment and vaccine reminders are transactional and OK without express consent. Anything promotional (dental month, food promos) needs clients.marketing_consent_at set and must include clinic name, address and an unsubscribe. STOP replies set sms_opt_out_at and we never message that number again.',
      {
        canonical: true,
        tags: ['sms', 'casl', 'consent', 'marketing'],
      },
    ),
    m(
      'i18n-fr',
      'constraint',
      'Everything client-facing (SMS, emails, invoices, online booking) exists in English and French via gettext (priv/gettext/fr_CA). Quebec clinics default to French; client.locale overrides.',
      {
        files: ['priv/gettext'],
        tags: ['i18n', 'french', 'quebec', 'gettext'],
      },
    ),
    m(
      'pay-moneris',
      'fact',
      'card-present payments go through Moneris Go terminals (semi-integrated over the cloud API), adapter in lib/vetnet/payments/moneris.ex.',
      {
        age: 600,
        files: ['lib/vetnet/payments/moneris.ex'],
        tags: ['payments', 'moneris', 'terminal'],
      },
    ),
    m(
      'pay-stripe-terminal',
      'decision',
      'All clinics take card-present payments with Stripe Terminal (BBPOS WisePOS E, server-driven integration). Each clinic is a Stripe Terminal Location, readers are registered per front desk. The Moneris adapter is deprecated and should be deleted.',
      {
        fact: 'card-present payments | provider | Stripe Terminal',
        supersedes: 'pay-moneris',
        age: 200,
        files: ['lib/vetnet/payments/stripe_terminal.ex'],
        reason: 'one provider for online deposits and in-clinic payments, Interac support on WisePOS E',
        tags: ['payments', 'stripe', 'terminal'],
      },
    ),
    m(
      'moneris-quebec-claim',
      'fact',
      "the 4 Quebec clinics are still on Moneris until their contract ends Dec 2026, don't remove the Moneris adapter yet",
      {
        disputes: 'pay-stripe-terminal',
        files: ['lib/vetnet/payments/moneris.ex'],
        tags: ['payments', 'moneris', 'quebec'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'Stripe webhooks: POST /webhooks/stripe verifies the signature with Stripe.Webhook.construct_event, inserts the event id into stripe_events (unique) and enqueues Vetnet.Billing.Workers.StripeEvent in the billing queue. Duplicate event id = 200 and do nothing.',
      {
        files: ['lib/vetnet_web/controllers/stripe_webhook_controller.ex'],
        tags: ['stripe', 'webhooks', 'idempotent', 'billing'],
      },
    ),
    m(
      'money-cents',
      'convention',
      'Money is integer cents in :bigint columns with a currency column (always "CAD" for now). No floats, no Decimal in the DB for money. Formatting via Vetnet.Money.format/2 which is locale-aware (1 234,56 $ in fr-CA).',
      {
        tags: ['money', 'cents', 'billing', 'i18n'],
      },
    ),
    m(
      'tax-by-clinic',
      'constraint',
      "Sales tax is determined by the province of the clinic where the service or product is supplied, not the client's address. Vetnet.Billing.Tax.rates_for(clinic, invoice_date) is the only place rates live.",
      {
        canonical: true,
        files: ['lib/vetnet/billing/tax.ex'],
        tags: ['tax', 'gst', 'hst', 'pst', 'province'],
      },
    ),
    m(
      'tax-rates',
      'fact',
      'Current rates in tax.ex: ON HST 13%; NB, NL, PE HST 15%; AB GST 5%; BC GST 5% + PST 7% on goods only (food, toys, OTC products), professional vet services are PST-exempt in BC; QC GST 5% + QST 9.975%; SK GST 5% + PST 6%; MB GST 5% + RST 7%.',
      {
        files: ['lib/vetnet/billing/tax.ex'],
        tags: ['tax', 'gst', 'hst', 'pst', 'qst', 'rates'],
      },
    ),
    m('tax-ns-15', 'fact', 'Nova Scotia HST is 15%.', {
      age: 400,
      files: ['lib/vetnet/billing/tax.ex'],
      tags: ['tax', 'hst', 'nova-scotia'],
    }),
    m(
      'tax-ns-14',
      'fact',
      'Nova Scotia HST dropped to 14% on 2025-04-01. tax.ex keeps both rows with valid_from so invoices dated before April 2025 (reprints, credit notes) still use 15%. Rate is picked by invoice date, not by today.',
      {
        fact: 'Nova Scotia HST | rate | 14% from 2025-04-01',
        supersedes: 'tax-ns-15',
        age: 95,
        files: ['lib/vetnet/billing/tax.ex'],
        tags: ['tax', 'hst', 'nova-scotia', 'valid-from'],
      },
    ),
    m(
      'tax-round-line',
      'convention',
      'Tax is computed per invoice line and rounded half-up to the cent per line, then summed. Credit notes reverse line by line.',
      {
        files: ['lib/vetnet/billing/tax.ex'],
        tags: ['tax', 'rounding', 'invoices'],
      },
    ),
    m(
      'tax-round-total-claim',
      'fact',
      'our accountant (Linda) says tax has to be calculated on the invoice subtotal per tax type and rounded once, per-line rounding makes us off by a cent vs the CRA return',
      {
        disputes: 'tax-round-line',
        tags: ['tax', 'rounding', 'invoices', 'accounting'],
      },
    ),
    m(
      'invoice-numbering',
      'constraint',
      'Invoice numbers are gapless per clinic: <PROV>-<CLINIC>-<seq 6 digits>, e.g. ON-TOR01-004211. Generated inside the finalize transaction with SELECT ... FOR UPDATE on invoice_sequences. Drafts have no number; a voided invoice keeps its number.',
      {
        files: ['lib/vetnet/billing/invoice_number.ex'],
        tags: ['invoices', 'numbering', 'billing'],
      },
    ),
    m(
      'invoice-registration',
      'constraint',
      "Every invoice must show the legal entity's GST/HST registration number (BN + RT0001); Quebec invoices also show the QST number. They come from legal_entities, not from clinics.",
      {
        tags: ['invoices', 'gst', 'qst', 'compliance'],
      },
    ),
    m(
      'pdf-wkhtml',
      'fact',
      'invoice and rabies certificate PDFs are rendered with wkhtmltopdf through pdf_generator.',
      {
        age: 520,
        tags: ['pdf', 'invoices'],
      },
    ),
    m(
      'pdf-chromic',
      'decision',
      'PDFs (invoices, estimates, rabies certificates, discharge instructions) are rendered with ChromicPDF (headless Chrome in the release image), templates in lib/vetnet_web/pdf/. wkhtmltopdf is gone.',
      {
        supersedes: 'pdf-wkhtml',
        age: 260,
        files: ['lib/vetnet_web/pdf'],
        reason: 'wkhtmltopdf is unmaintained and broke on French accents in headers',
        tags: ['pdf', 'chromic', 'invoices'],
      },
    ),
    m(
      'estimates',
      'fact',
      'Treatment estimates (Vetnet.Billing.Estimate) have low/high ranges per line; client signs on the tablet; accepted estimate converts into invoice draft lines. Deposit for surgery = 50% of the low estimate, taken via Stripe.',
      {
        files: ['lib/vetnet/billing/estimate.ex'],
        tags: ['estimates', 'billing', 'deposit', 'stripe'],
      },
    ),
    m(
      'imaging-s3',
      'fact',
      'X-rays and ultrasound studies are DICOM files in S3 bucket vetnet-imaging-prod (ca-central-1), key clinics/<clinic_id>/patients/<patient_id>/<study_instance_uid>/<sop_uid>.dcm. Metadata in imaging_studies.',
      {
        fact: 'x-ray images | stored_in | s3://vetnet-imaging-prod',
        files: ['lib/vetnet/imaging.ex'],
        tags: ['imaging', 's3', 'dicom', 'xray'],
      },
    ),
    m(
      'imaging-presign',
      'constraint',
      'Imaging bucket is private (block public access on). Viewer gets presigned GET URLs valid 300 seconds, generated per request; never store a presigned URL in the DB or send it by SMS/email.',
      {
        files: ['lib/vetnet/imaging.ex'],
        tags: ['imaging', 's3', 'presigned', 'privacy'],
      },
    ),
    m(
      'invoice-link-7d',
      'fact',
      'Emailed invoice PDFs are links to /i/:token (signed Phoenix.Token), valid 7 days, the controller streams the PDF from the vetnet-documents-prod bucket.',
      {
        files: ['lib/vetnet_web/controllers/invoice_link_controller.ex'],
        tags: ['invoices', 'email', 'token', 's3'],
      },
    ),
    m(
      'imaging-upload',
      'decision',
      'Browser uploads of studies use LiveView external uploads (allow_upload with external: &presign_upload/2) straight to S3, max 500 MB per file, 20 files per study. Clinic DR panels push through the Orthanc box in each clinic instead.',
      {
        files: ['lib/vetnet_web/live/imaging_live/upload.ex'],
        tags: ['imaging', 'uploads', 'liveview', 's3'],
      },
    ),
    m(
      'imaging-thumbs',
      'fact',
      'Thumbnails: Oban imaging queue runs Vetnet.Imaging.Workers.Thumbnail, shells out to dcmj2pnm (dcmtk, installed in the Dockerfile runner stage) and writes a 512px JPEG next to the .dcm with suffix .thumb.jpg.',
      {
        files: ['lib/vetnet/imaging/workers/thumbnail.ex', 'Dockerfile'],
        tags: ['imaging', 'thumbnails', 'oban', 'dcmtk'],
      },
    ),
    m(
      'idexx-poll',
      'fact',
      'IDEXX VetConnect PLUS lab results poller runs every 5 minutes per clinic (Vetnet.Labs.Workers.IdexxPoll).',
      {
        files: ['lib/vetnet/labs/workers/idexx_poll.ex'],
        tags: ['labs', 'idexx', 'oban'],
      },
    ),
    m(
      'antech-poll',
      'fact',
      'Antech results poller runs every 15 minutes per clinic (Vetnet.Labs.Workers.AntechPoll); only the 6 BC/AB clinics use Antech.',
      {
        files: ['lib/vetnet/labs/workers/antech_poll.ex'],
        tags: ['labs', 'antech', 'oban'],
      },
    ),
    m(
      'auth-password',
      'fact',
      'staff log in with email + password (phx.gen.auth, bcrypt), sessions 14 days.',
      {
        age: 500,
        tags: ['auth', 'staff', 'login'],
      },
    ),
    m(
      'auth-entra',
      'decision',
      'Staff login is Microsoft Entra ID OIDC only (all clinics are on M365), via the openid_connect lib in lib/vetnet_web/auth/. Password login is disabled except for the break-glass admin account whose credentials are in the sealed envelope at HQ. Session max 12h, re-auth for controlled-drug wastage witness.',
      {
        supersedes: 'auth-password',
        age: 160,
        files: ['lib/vetnet_web/auth'],
        tags: ['auth', 'sso', 'entra', 'oidc', 'staff'],
      },
    ),
    m(
      'client-portal-auth',
      'fact',
      'Clients (pet owners) log in to the portal with magic links by email or a 6-digit SMS code, no passwords stored for clients at all.',
      {
        tags: ['auth', 'clients', 'portal', 'magic-link'],
      },
    ),
    m(
      'roles',
      'fact',
      'Staff roles: :receptionist, :technician, :dvm, :practice_manager, :group_admin. Only :dvm can sign SOAP notes and prescribe; technicians can administer controlled drugs under a DVM order.',
      {
        files: ['lib/vetnet/accounts/roles.ex'],
        tags: ['roles', 'permissions', 'auth'],
      },
    ),
    m(
      'tests-sandbox',
      'convention',
      'Tests: DataCase/ConnCase with Ecto sandbox async: true; Oban in testing: :manual and assert with Oban.Testing assert_enqueued/perform_job. External APIs are behaviours mocked with Mox (Vetnet.Messaging.SMSMock, Vetnet.Payments.TerminalMock).',
      {
        files: ['test/support'],
        tags: ['tests', 'exunit', 'mox', 'oban'],
      },
    ),
    m(
      'tests-factories',
      'convention',
      'Test data via ExMachina factories in test/support/factory.ex; always build a clinic first and pass it explicitly, do not rely on a global default clinic.',
      {
        files: ['test/support/factory.ex'],
        tags: ['tests', 'factories', 'exmachina'],
      },
    ),
    m(
      'tests-wallaby',
      'fact',
      'Browser tests with Wallaby + chromedriver live in test/features/, tagged @moduletag :feature and excluded by default; CI runs them in a separate job.',
      {
        files: ['test/features'],
        tags: ['tests', 'wallaby', 'e2e'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions (.github/workflows/ci.yml): mix format --check-formatted, mix credo --strict, mix sobelow --config, mix dialyzer (PLTs cached by OTP+Elixir version), mix test --partitions 4, then feature tests. Deploy job runs fly deploy on main.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions', 'credo', 'dialyzer'],
      },
    ),
    m(
      'migrations-safe',
      'constraint',
      'Migrations must not lock hot tables (appointments, invoices, controlled_drug_log) during clinic hours: indexes with create index(..., concurrently: true) and @disable_ddl_transaction/@disable_migration_lock, column adds without defaults that rewrite. Release migrations run from the fly release_command (/app/bin/migrate).',
      {
        files: ['priv/repo/migrations', 'fly.toml'],
        tags: ['migrations', 'postgres', 'locks', 'deploy'],
      },
    ),
    m(
      'flags',
      'fact',
      'Per-clinic feature rollout with FunWithFlags (Ecto persistence + PubSub cache bust); group gate "clinic:<slug>". UI at /admin/flags for group_admin only.',
      {
        tags: ['feature-flags', 'rollout'],
      },
    ),
    m(
      'clinics-footprint',
      'fact',
      '38 clinics: 17 in ON, 7 in BC, 5 in AB, 4 in QC, 3 in NS, 1 in NL, 1 in SK. HQ and the support team are in Toronto.',
      {
        tags: ['clinics', 'provinces'],
      },
    ),
    m(
      'vaccine-reminders',
      'fact',
      'Vaccine/wellness due reminders: monthly Oban job on the 1st computes patients due in the next 30 days from patient_reminders.due_on and sends SMS or email by client.contact_pref.',
      {
        files: ['lib/vetnet/messaging/workers/due_reminders.ex'],
        tags: ['reminders', 'vaccines', 'sms', 'oban'],
      },
    ),
    m(
      'rabies-cert',
      'fact',
      'Rabies certificates are generated from the vaccination record (lot number, expiry, manufacturer, DVM licence number) as a signed PDF; certificate number is per clinic like invoice numbers but a separate sequence.',
      {
        tags: ['rabies', 'certificates', 'pdf', 'vaccines'],
      },
    ),
    m(
      'logging-pii',
      'convention',
      'Logger metadata: request_id, clinic_id, staff_id. Never log client names, phone numbers, emails or note contents. Phone numbers in logs are masked with Vetnet.Redact.phone/1 (+1 416 ***-**12).',
      {
        tags: ['logging', 'pii', 'privacy'],
      },
    ),
    m(
      'glitchtip',
      'fact',
      'Errors go to self-hosted GlitchTip (Sentry-compatible) at errors.vetnet.internal in yyz via the sentry hex package; before_send scrubs params named like *name*, *phone*, *email*, *note*.',
      {
        tags: ['errors', 'glitchtip', 'sentry', 'privacy'],
      },
    ),
    m(
      'insurance-trupanion',
      'fact',
      'Trupanion direct pay at checkout: front desk submits the invoice from InvoiceLive via Vetnet.Insurance.Trupanion; the approved amount becomes a payment line of method :insurance, client pays the rest.',
      {
        files: ['lib/vetnet/insurance/trupanion.ex'],
        tags: ['insurance', 'trupanion', 'payments', 'invoices'],
      },
    ),
    m(
      'accounting-export',
      'fact',
      'Nightly export of finalized invoices and payments to QuickBooks Online per legal entity, Oban exports queue, Vetnet.Billing.Workers.QboExport. Journal per clinic as a class.',
      {
        files: ['lib/vetnet/billing/workers/qbo_export.ex'],
        tags: ['accounting', 'quickbooks', 'export', 'oban'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      'keep PRs small and reviewable (< 400 lines), migrations in their own PR when they touch appointments or invoices',
      {},
    ),
    m(
      'pref-typespecs',
      'preference',
      'public context functions get @spec and @doc, even small ones; dialyzer runs in CI anyway',
      {},
    ),
    m(
      'note-gigalixir',
      'note',
      'staging used to be on Gigalixir, gigalixir CLI + ps:migrate for migrations',
      {
        age: 680,
        tags: ['staging', 'gigalixir'],
      },
    ),
    m(
      'note-stripe-cli',
      'note',
      'to test the terminal flow locally: stripe listen --forward-to localhost:4000/webhooks/stripe and use the simulated WisePOS E reader (Stripe.Terminal.Reader create with registration_code simulated-wpe).',
      {
        tags: ['stripe', 'terminal', 'local-dev'],
      },
    ),
    m(
      'note-lv-upload-timeout',
      'note',
      'big DICOM uploads failing at ~60 s: that was the Fly proxy idle timeout on the LV socket, not S3. external uploads go browser -> S3 directly so they are not affected; only old in-LV uploads were.',
      {
        tags: ['imaging', 'uploads', 'fly', 'timeout'],
      },
    ),
    m(
      'note-password-policy',
      'note',
      'break-glass admin password is rotated every 90 days by the practice manager at HQ and never stored in the repo, in 1Password or in Slack; ask Priya if you need it.',
      {
        tags: ['auth', 'passwords', 'break-glass'],
      },
    ),
    m(
      'cand-liveview-native',
      'decision',
      'Build the tech tablet app with LiveView Native instead of the responsive web UI.',
      {
        candidate: true,
        tags: ['liveview-native', 'mobile'],
      },
    ),
    m('cand-ash', 'decision', 'Rewrite the Billing context on Ash Framework resources.', {
      candidate: true,
      tags: ['ash', 'billing'],
    }),
    m(
      'cand-whatsapp',
      'decision',
      'Send appointment reminders over WhatsApp when the client has it, SMS as fallback.',
      {
        candidate: true,
        tags: ['reminders', 'whatsapp', 'sms'],
      },
    ),
    m(
      'cand-soft-delete-notes',
      'decision',
      'Let DVMs delete unsigned SOAP drafts older than 30 days automatically.',
      {
        candidate: true,
        tags: ['records', 'soap', 'drafts'],
      },
    ),
    m(
      'secret-stripe',
      'note',
      'for the terminal sandbox use STRIPE_SECRET_KEY=sk_test_51PqV3kLm8Z2xTnR4a9YbWcD7eFgHjK2mN5pQ8sT1uV4wX7yZ0aB3cE6fG9hJ2kL',
      {
        secret: 'sk_test_51PqV3kLm8Z2xTnR4a9YbWcD7eFgHjK2mN5pQ8sT1uV4wX7yZ0aB3cE6fG9hJ2kL',
      },
    ),
    m(
      'secret-twilio',
      'note',
      'twilio prod auth token is 3f9c1a7be04d52e8a6b1c9d0f7e2a4b8, account sid AC5e2d8f1a9b3c47d6e0f1a2b3c4d5e6f7 — needed for the inbound webhook signature check',
      {
        secret: '3f9c1a7be04d52e8a6b1c9d0f7e2a4b8',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'read replica for reporting: postgres://vetnet_report:Kx9!vQ2mTz7wLp4r@p.r7x2kq.db.postgresbridge.com:5432/vetnet',
      {
        secret: 'Kx9!vQ2mTz7wLp4r',
      },
    ),
    m(
      'secret-aws',
      'note',
      'imaging uploader IAM user: AWS_ACCESS_KEY_ID=AKIA4VETNETQ7XR2M3PL AWS_SECRET_ACCESS_KEY=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',
      {
        secret: 'wJa7Rq2+vX9kLm3Np8sT4yB6cD1eF5gH0jK2lM7n',
      },
    ),
  ],
  sessions: [
    {
      id: 'vet-session-billing',
      age: 11,
      turns: [
        said(
          'hey, picking up the surgery deposit ticket. can you look at lib/vetnet/billing/estimate.ex and tell me how deposits are taken right now?',
        ),
        replied(
          'Deposits are created as a Stripe PaymentIntent for 50% of the low estimate when the estimate is accepted; the PaymentIntent id is stored on estimates.deposit_intent_id. There is no refund path yet.',
        ),
        said(
          'ok. when a surgery is cancelled the deposit goes back to the original card through a Stripe refund on that payment intent. never cash, never store credit, even if the client asks at the desk.',
          {
            key: 's-deposit-refund',
            type: 'decision',
          },
        ),
        replied(
          'Understood. I will add Vetnet.Billing.refund_deposit/2 that refunds the stored PaymentIntent and records a negative payment line.',
        ),
        said('what happens today if the estimate is accepted but nobody books the surgery?'),
        replied(
          'Nothing, the estimate stays accepted forever. I could add a nightly job that auto-cancels and refunds after 60 days.',
        ),
        said('hmm not now, let me ask the practice managers first'),
        said(
          'but estimates themselves expire 30 days after they are issued. an expired estimate cannot be accepted anymore, the vet has to re-issue it with current prices.',
          {
            key: 's-estimate-expiry',
            type: 'constraint',
          },
        ),
        replied('Adding valid_until = issued_on + 30 days and a check in accept_estimate/2.'),
        said(
          'also for voids: an invoice can only be voided on the same business day it was finalized. after that it needs a credit note that references the original invoice number.',
          {
            key: 's-invoice-void',
            type: 'convention',
          },
        ),
        replied(
          'OK. void_invoice/2 will compare finalized_at in the clinic time zone with today; otherwise it returns {:error, :credit_note_required}.',
        ),
        said(
          'btw if you need to hit the sandbox, the webhook secret in my .env is whsec_9fK2mQ7vX1rT4yP8zL3nB6cD0aE5gH2j',
          {
            secret: 'whsec_9fK2mQ7vX1rT4yP8zL3nB6cD0aE5gH2j',
          },
        ),
        replied(
          'Thanks, I will use stripe listen locally instead so the secret is generated for the session.',
        ),
        said('cool. run the billing tests pls'),
        replied('mix test test/vetnet/billing: 214 tests, 0 failures.'),
        said('nice, push it'),
      ],
    },
    {
      id: 'vet-session-pharmacy',
      age: 6,
      turns: [
        said(
          'morning. the Halifax clinic had a miscounted ketamine bottle last week, I want to tighten the dispense flow. see lib/vetnet/pharmacy/controlled_log.ex',
        ),
        replied(
          'The dispense flow picks the bottle from a dropdown. The log row records bottle_id, quantity_ml and the running balance.',
        ),
        said(
          'from now on the tech has to scan the bottle QR label before any controlled-drug dispense or wastage. no dropdown selection for controlled drugs anymore.',
          {
            key: 's-cd-scan',
            type: 'convention',
          },
        ),
        replied(
          'I will replace the dropdown with the barcode scanner hook (phx-hook="BottleScanner") for controlled products only.',
        ),
        said(
          'and if a count discrepancy turns out to be a loss or theft, Health Canada has to get the loss/theft report within 10 days of discovery. the app should create the report draft and a deadline task for the medical director.',
          {
            key: 's-cd-loss-report',
            type: 'constraint',
          },
        ),
        replied(
          'Should I also auto-lock the bottle so nobody can dispense from it until the discrepancy is resolved?',
        ),
        said('let me think about the locking, the techs will hate that during surgery'),
        replied('OK, leaving it out.'),
        said('what does the count reminder email look like currently?'),
        replied('Plain text: clinic name, list of bottles with expected balance, link to /pharmacy/counts.'),
        said('fine. add the bottle lot number to it'),
        replied('Done, lot_number is now in the email table.'),
        said('ok thanks'),
      ],
    },
    {
      id: 'vet-session-scheduling',
      age: 4,
      turns: [
        said('quick one about the waitlist feature, product wants it for the Vancouver clinics first'),
        replied('There is a waitlist_entries table but nothing uses it. How should a freed slot be offered?'),
        said(
          'when an appointment is cancelled we text the first 3 clients on the waitlist for that vet and appointment type. first one to reply YES gets the slot, the others get a "sorry, taken" message.',
          {
            key: 's-waitlist',
            type: 'decision',
          },
        ),
        replied(
          'I will add Vetnet.Scheduling.Workers.WaitlistOffer in the sms queue, with quiet hours respected.',
        ),
        said("yes. and it's behind the flag waitlist_offers, only clinic:van01 and clinic:van02 for now"),
        replied('Flag added with a group gate for those two clinics.'),
        said('the french version of the reminder is two SMS segments, that costs double. can we shorten it?'),
        replied(
          'Accents push it to UCS-2 with 70 characters per segment. I can strip the clinic address from the French template.',
        ),
        said(
          'yeah. rule for all SMS templates: max 2 segments in either language, check it in the template test.',
          {
            key: 's-sms-segments',
            type: 'constraint',
          },
        ),
        replied(
          'Added a test in test/vetnet/messaging/templates_test.exs that renders every template in en and fr_CA and asserts segments <= 2.',
        ),
        said('also maybe we should send the waitlist thing by email too?'),
        replied('It could, but an email offer is slower and the first reply wins. Want it anyway?'),
        said('nah skip it'),
      ],
    },
    {
      id: 'vet-session-infra',
      age: 2,
      turns: [
        said(
          'I need a realistic dataset to reproduce the slow invoice list, can I just pg_dump prod into my local db?',
        ),
        replied('That would copy client PII and medical records onto a laptop.'),
        said(
          'right. rule: prod data never goes to staging or a dev machine unless it went through mix vetnet.anonymize first (names, phones, emails, addresses, note bodies scrambled).',
          {
            key: 's-anonymize',
            type: 'constraint',
          },
        ),
        replied('OK. I can run the anonymized weekly dump that staging uses instead.'),
        said(
          'yes, staging is the fly app vetnet-staging in yyz, deploys from the staging branch and gets the anonymized dump restored every Sunday night.',
          {
            key: 's-staging',
            type: 'fact',
          },
        ),
        replied(
          'I pulled the latest anonymized dump. The invoice list query does a seq scan on invoice_lines.',
        ),
        said('add the index then, concurrently'),
        replied(
          'Added a migration with create index(:invoice_lines, [:invoice_id], concurrently: true) and @disable_ddl_transaction.',
        ),
        said("should we move to Fly Postgres while we're at it?"),
        replied('Possible, but Crunchy Bridge gives you the managed backups in ca-central-1 already.'),
        said('yeah forget it'),
      ],
    },
  ],
  prompts: [
    p(
      'add a "no-show" status to appointments and show it on the day calendar, see lib/vetnet_web/live/day_calendar_live.ex',
      ['booking-exclusion', 'lv-pubsub-schedule', 'lv-streams', 'contexts'],
    ),
    p(
      'the reminder worker sends the 24h SMS at 3am for the Regina clinic, lib/vetnet/messaging/workers/appointment_reminder.ex',
      ['sms-reminder-schedule', 'sms-quiet-hours', 'time-utc', 'incident-sms-newfoundland', 'oban-cron-utc'],
    ),
    p('when do appointment reminder texts go out now? a client says she only got one', [
      'sms-reminder-schedule',
    ]),
    p('where are we hosted now? need it for the privacy impact assessment', [
      'hosting-fly',
      'data-residency',
      'db-crunchy',
    ]),
    p('can we add Sentry SaaS (sentry.io) for the frontend JS errors? way easier than our glitchtip', [
      'data-residency',
      'glitchtip',
    ]),
    p('write the migration to add a notes column to controlled_drug_log', [
      'cd-log',
      'cd-trigger',
      'migrations-safe',
    ]),
    p(
      'a tech entered 2 mL instead of 0.2 mL of hydromorphone, how do I fix that row in controlled_drug_log?',
      ['cd-log', 'cd-trigger'],
    ),
    p('implement the wastage flow in lib/vetnet/pharmacy/controlled_log.ex, needs a witness', [
      'cd-log',
      'auth-entra',
      's-cd-scan',
      'roles',
    ]),
    p('we found 5 mL of ketamine missing at HFX01 and it looks like theft, what does the app need to do?', [
      's-cd-loss-report',
      'cd-log',
      'cd-reconcile',
    ]),
    p('the Monday controlled drug count email went out at 2am Halifax time, why', [
      'cd-reconcile',
      'oban-cron-utc',
      'time-utc',
    ]),
    p('NS invoice from March 2025 reprinted with 14% HST, accountant flagged it. lib/vetnet/billing/tax.ex', [
      'tax-ns-14',
      'tax-by-clinic',
    ]),
    p('what is the HST rate for the Nova Scotia clinics?', ['tax-ns-14']),
    p('client lives in Alberta but had surgery at our Toronto clinic, which tax applies?', [
      'tax-by-clinic',
      'tax-rates',
    ]),
    p('add PST to pet food sold in the Vancouver clinics, right now only GST is charged', [
      'tax-rates',
      'tax-by-clinic',
    ]),
    p(
      'the invoice total is off by one cent compared to what accounting expects, can you check the tax rounding',
      ['tax-round-line', 'tax-round-total-claim', 'money-cents'],
    ),
    p('write a property test for Vetnet.Billing.Tax.compute/2 with random line amounts', [
      'tax-round-line',
      'tax-round-total-claim',
      'tax-rates',
      'money-cents',
      'tests-sandbox',
    ]),
    p('add Quebec QST to the invoice PDF footer', [
      'invoice-registration',
      'tax-rates',
      'pdf-chromic',
      'i18n-fr',
    ]),
    p('what do we use to render PDFs now?', ['pdf-chromic']),
    p('discharge instructions PDF: the é in "Québec" renders as garbage in the header', [
      'pdf-chromic',
      'i18n-fr',
    ]),
    p(
      'finalize_invoice/2 sometimes produces a duplicate invoice number under load, lib/vetnet/billing/invoice_number.ex',
      ['invoice-numbering'],
    ),
    p('client wants us to delete invoice ON-TOR01-004211 because it was a mistake from last week', [
      'invoice-numbering',
      's-invoice-void',
    ]),
    p('add a void button to InvoiceLive', ['s-invoice-void', 'invoice-numbering', 'contexts']),
    p('surgery got cancelled, client wants the $400 deposit back in cash at the desk', [
      's-deposit-refund',
      'estimates',
    ]),
    p('implement accept_estimate/2, the client signs on the tablet', [
      'estimates',
      's-estimate-expiry',
      'contexts',
    ]),
    p('client came back after 6 weeks with the old estimate and wants to accept it', ['s-estimate-expiry']),
    p('which card terminal provider are we on now?', ['pay-stripe-terminal', 'moneris-quebec-claim']),
    p('can I delete lib/vetnet/payments/moneris.ex? nothing should be calling it anymore', [
      'pay-stripe-terminal',
      'moneris-quebec-claim',
    ]),
    p('register a new WisePOS E reader for the new Kelowna clinic front desk', ['pay-stripe-terminal']),
    p('how do I test the terminal payment flow on my laptop?', ['note-stripe-cli', 'pay-stripe-terminal']),
    p('we got the same stripe payment_intent.succeeded event twice and the invoice got two payments', [
      'stripe-webhooks',
      'oban-unique',
    ]),
    p('@lib/vetnet_web/controllers/stripe_webhook_controller.ex handle charge.refunded', [
      'stripe-webhooks',
      's-deposit-refund',
    ]),
    p('show amounts as "1 234,56 $" for french clients on the portal', ['money-cents', 'i18n-fr']),
    p('add a discount_pct field on invoice lines, should it be a float?', ['money-cents']),
    p('Trupanion approved only part of the claim, how should the remaining balance show up?', [
      'insurance-trupanion',
    ]),
    p('QuickBooks export failed last night for the BC entity, where does that job live?', [
      'accounting-export',
      'oban-queues',
    ]),
    p('add the patient weight chart to the record page, show lb for US-style clients', ['weights-grams']),
    p('dose calculator returns 0.30000000000000004 mL for a cat, lib/vetnet/pharmacy/dose.ex', [
      'dose-calc',
      'weights-grams',
    ]),
    p(
      'the vet wants to give more than the formulary max dose of meloxicam, can we just disable the check for DVMs',
      ['dose-calc', 'roles'],
    ),
    p("dr. Chen needs to fix a typo in yesterday's signed SOAP note", ['soap-signed']),
    p('add an "edit" button on signed notes for practice managers', ['soap-signed', 'roles']),
    p('build the addendum form as a LiveComponent in the SOAP editor', ['soap-signed', 'lv-components']),
    p('can a technician sign the SOAP note if the vet is in surgery?', ['roles', 'soap-signed']),
    p('RecordLive.Show loads the patient in mount, where should the access log insert go?', [
      'records-access-log',
      'contexts',
    ]),
    p('write a purge job that deletes patients with no visit in the last 5 years', [
      'records-retention',
      'records-retention-claim',
    ]),
    p('how long do we keep x-rays for patients who passed away?', [
      'records-retention',
      'records-retention-claim',
    ]),
    p("the owner of Milo wants his account deleted, does that delete the cat's records too?", [
      'records-retention',
      'patient-client-naming',
    ]),
    p('rename Customer to Client in lib/vetnet/accounts/customer.ex, someone used the wrong word', [
      'patient-client-naming',
    ]),
    p('add a `patients` search to the front desk that finds owners by phone', [
      'patient-client-naming',
      'lv-streams',
      'scope-clinic',
    ]),
    p('the client search list gets slow and the LV process uses 300MB for receptionists at TOR01', [
      'lv-streams',
    ]),
    p('a receptionist at VAN02 could see invoices from TOR01 in the search, how??', [
      'scope-clinic',
      'contexts',
    ]),
    p('write Vetnet.Billing.list_invoices/2 for the invoice list page', [
      'contexts',
      'scope-clinic',
      'pref-typespecs',
    ]),
    p('x-ray viewer: generate the image URL for the DICOM viewer in lib/vetnet/imaging.ex', [
      'imaging-s3',
      'imaging-presign',
    ]),
    p('can we email the x-ray link to the referral specialist?', ['imaging-presign', 'invoice-link-7d']),
    p("store the presigned url on imaging_studies so we don't regenerate it every time", ['imaging-presign']),
    p('upload of a 700MB CT series fails in the browser, @lib/vetnet_web/live/imaging_live/upload.ex', [
      'imaging-upload',
      'note-lv-upload-timeout',
    ]),
    p('thumbnails are not generated for new studies since the last deploy, dcmj2pnm: not found', [
      'imaging-thumbs',
    ]),
    p('where exactly do the DICOM files end up in S3?', ['imaging-s3']),
    p('make the invoice email link valid for 30 days instead', ['invoice-link-7d']),
    p('IDEXX results show up late, how often do we poll?', ['idexx-poll']),
    p('the Calgary clinic says Antech results take up to 15 min, can we poll faster?', ['antech-poll']),
    p('new worker to pull Antech radiology reports, which queue and how do I make it safe to retry?', [
      'antech-poll',
      'oban-queues',
      'oban-unique',
      'oban-args',
    ]),
    p('write the Oban worker that sends the vaccine due SMS, args are the client and the list of pets', [
      'oban-args',
      'vaccine-reminders',
      'sms-quiet-hours',
      'oban-unique',
      'sms-casl',
    ]),
    p('marketing wants to text all clients about dental month in February', [
      'sms-casl',
      'sms-quiet-hours',
      'i18n-fr',
    ]),
    p('someone replied STOP and then called the clinic asking why they still get reminders', [
      'sms-casl',
      'sms-twilio',
    ]),
    p('the twilio inbound webhook returns 403 for every message since we moved the domain', ['sms-twilio']),
    p('implement the "R to reschedule" reply handling', ['sms-reminder-schedule', 'sms-twilio']),
    p('add the French translation for the new waitlist SMS', ['i18n-fr', 's-sms-segments', 's-waitlist']),
    p('write a new reminder template for post-op check, english + french', ['i18n-fr', 's-sms-segments']),
    p('the sms queue is backing up, 4k jobs waiting. limits?', ['oban-queues']),
    p('implement the waitlist offer for cancelled appointments', [
      's-waitlist',
      'sms-quiet-hours',
      'flags',
      'oban-unique',
    ]),
    p('enable the waitlist for the Toronto clinics too', ['s-waitlist', 'flags']),
    p('how do I roll out a feature only to a couple of clinics?', ['flags']),
    p('online booking lets a new client book a dental cleaning for 45 minutes, is that right?', [
      'booking-slots',
      'booking-online',
    ]),
    p('two bookings for Dr. Patel at 10:30 again?? I thought that was impossible', [
      'booking-exclusion',
      'incident-double-booking',
    ]),
    p('add a GenServer lock around create_appointment to stop double bookings', [
      'booking-exclusion',
      'incident-double-booking',
    ]),
    p(
      'changeset error: ** (Ecto.ConstraintError) constraint error when attempting to insert struct: appointments_no_overlap (exclusion_constraint)',
      ['booking-exclusion'],
    ),
    p("front desk board doesn't refresh when someone else books an appointment", ['lv-pubsub-schedule']),
    p("show appointment times for the St. John's clinic, they're off by 30 minutes", [
      'time-utc',
      'incident-sms-newfoundland',
    ]),
    p('should appointments.starts_at be naive_datetime? the receptionists think in local time', ['time-utc']),
    p("write a test for the quiet hours snooze in Regina and St. John's", [
      'sms-quiet-hours',
      'incident-sms-newfoundland',
      'time-utc',
      'tests-sandbox',
    ]),
    p('set up mox for the twilio client in the reminder worker test', ['tests-sandbox', 'sms-twilio']),
    p(
      'my test for controlled_log fails with "controlled_drug_log is append-only" when I try to clean up in on_exit',
      ['cd-trigger', 'tests-sandbox'],
    ),
    p('factory for an invoice with 3 lines, test/support/factory.ex', ['tests-factories', 'money-cents']),
    p("the wallaby tests don't run locally when I do mix test", ['tests-wallaby']),
    p('CI fails on mix credo --strict: "Modules should have a @moduledoc tag"', ['ci-gha']),
    p('dialyzer takes 12 minutes in CI, is the PLT cached?', ['ci-gha', 'elixir-117']),
    p('what elixir/OTP version do we run in prod?', ['elixir-117']),
    p('bump the Dockerfile base image to the latest elixir patch', [
      'elixir-117',
      'imaging-thumbs',
      'pdf-chromic',
    ]),
    p('add an index on appointments (clinic_id, starts_at)', ['migrations-safe']),
    p("migration: add a NOT NULL column `source` with default 'desk' to invoices", [
      'migrations-safe',
      'pref-small-prs',
    ]),
    p('how do migrations run on deploy?', ['migrations-safe', 'hosting-fly']),
    p('I need prod data locally to reproduce the slow invoice list', ['s-anonymize', 's-staging']),
    p('deploy my branch to staging', ['s-staging']),
    p('add STRIPE_TERMINAL_LOCATION_VAN03 to config', ['secrets-fly', 'pay-stripe-terminal']),
    p('where do I put the new IDEXX API key?', ['secrets-fly']),
    p('DB pool timeouts on the yyz machines during morning rush', ['db-crunchy', 'hosting-fly']),
    p('can we use Fly Postgres instead of Crunchy? one less vendor', ['db-crunchy', 'data-residency']),
    p("staff login: how does it work now? new hire at MTL01 can't get in", ['auth-entra']),
    p('add a "forgot password" link on the staff login page', ['auth-entra']),
    p('I need the break-glass admin password to fix a locked-out account', [
      'note-password-policy',
      'auth-entra',
    ]),
    p("client portal: add login with password for clients who don't like magic links", [
      'client-portal-auth',
    ]),
    p('log the phone number when twilio rejects a message so support can call the client', ['logging-pii']),
    p('add Logger.info with the client name in the booking flow for debugging', ['logging-pii']),
    p("the glitchtip event shows the full SOAP note text in params, that shouldn't happen", [
      'glitchtip',
      'logging-pii',
    ]),
    p('rabies certificate number: reuse the invoice sequence?', ['rabies-cert', 'invoice-numbering']),
    p('vaccine due reminders went out twice on the 1st', ['vaccine-reminders', 'oban-unique']),
    p('how many clinics do we have per province? need it for the tax config review', [
      'clinics-footprint',
      'tax-rates',
    ]),
    p('scan-to-dispense for controlled drugs, the BottleScanner hook is not firing in Safari', ['s-cd-scan']),
    p('the practice manager wants a page listing all controlled drug movements for a bottle', [
      'cd-log',
      'lv-streams',
      'scope-clinic',
    ]),
    p('add a deposit line to the estimate for dental procedures', ['estimates', 'money-cents']),
    p('refund_deposit/2 should go through Oban? lib/vetnet/billing.ex', [
      's-deposit-refund',
      'oban-unique',
      'oban-queues',
    ]),
    p('hey can you write the PR description for the waitlist stuff', ['s-waitlist']),
    p('do we still deploy with git push heroku?', ['hosting-fly', 'ci-gha']),
    p("what's the SMS reminder timing we settled on after the NS pilot", ['sms-reminder-schedule']),
    p('make the day calendar component a function component in components/schedule.ex', ['lv-components']),
    p('rename the variable `appt` to `appointment` in this function', []),
    p('what is the difference between Enum and Stream in elixir?', []),
    p('explain `with` vs `case` in Elixir', []),
    p('thanks, looks good', []),
    p('write a commit message for these changes', []),
    p('how do I rebase onto main without losing my changes?', []),
    p('fix the typo in the heex template: "Appointmnet"', []),
    p('what does the pin operator ^ do in a match?', []),
    p('convert this list of maps into a map keyed by id', []),
    p('why is my tailwind class bg-emerald-600 not applied', []),
    p('explain GenServer.call timeouts in general', []),
    p('sort these imports alphabetically', []),
    p('ok merge it', []),
    p('regex to validate a Canadian postal code like M5V 2T6', []),
    p('how do pattern matching guards work with `when is_map/1`?', []),
    p('quick one: how do I write a heex `:for` with an index?', []),
    p('summarize what this function does', []),
    p('make this test name more descriptive', []),
    p("what's a good name for a function that formats a duration like 1h 30m?", []),
    p('can you explain what Phoenix.LiveView.JS.push does?', []),
    p("hmm that didn't work, try again", []),
  ],
});
