// A Swedish clinic-booking SaaS: Rails 7.2 + Hotwire, PostgreSQL, Sidekiq, BankID login, Swish and Klarna payments,
// 1177 Vårdguiden via Inera, Fortnox export, hosted in Sweden. The team writes mostly in Swedish.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'rails-healthcare-se',
  stack:
    'Ruby 3.3 (Rails 7.2, Hotwire: Turbo + Stimulus, importmap, tailwindcss-rails), PostgreSQL 16, Sidekiq 7 + Redis 7, acts_as_tenant, BankID RP API v6, Swish Commerce API v2, Klarna Payments, Inera NTjP (riv:crm:scheduling) for 1177, Fortnox API v3, 46elks SMS, Kubernetes at Elastx (Stockholm), GitHub Actions, RSpec + Capybara/Cuprite',
  memories: [
    m('ruby-31', 'fact', 'vi kör ruby 3.1.4 och rails 7.0, .ruby-version ligger i roten', {
      fact: 'backend | runs_on | Ruby 3.1 + Rails 7.0',
      files: ['.ruby-version', 'Gemfile'],
      age: 700,
      tags: ['ruby', 'rails', 'upgrade'],
    }),
    m(
      'ruby-33',
      'decision',
      'Uppgraderingen är klar: Ruby 3.3.5 med YJIT påslaget (RUBY_YJIT_ENABLE=1) och Rails 7.2 med config.load_defaults 7.2 – inga gamla new_framework_defaults kvar. Nytt skrivs med 7.2-API:er (normalizes, generates_token_for, params.expect).',
      {
        fact: 'backend | runs_on | Ruby 3.3 + Rails 7.2',
        supersedes: 'ruby-31',
        age: 250,
        canonical: true,
        files: ['.ruby-version', 'Gemfile', 'config/application.rb'],
        tags: ['ruby', 'rails', 'upgrade', 'yjit'],
      },
    ),
    m(
      'heroku-eu',
      'fact',
      'appen ligger på Heroku (EU, Dublin) med Heroku Postgres standard-0 och Heroku Redis',
      {
        fact: 'hosting | provider | Heroku EU',
        age: 800,
        tags: ['hosting', 'heroku'],
      },
    ),
    m(
      'hosting-elastx',
      'decision',
      'Vi har flyttat från Heroku till Elastx i Stockholm (Kubernetes + DBaaS). Patientdata omfattas av patientdatalagen och vår DPIA kräver att data och backuper ligger i Sverige hos en svensk leverantör – inga amerikanska molnbolag i datavägen.',
      {
        fact: 'hosting | provider | Elastx (Stockholm)',
        supersedes: 'heroku-eu',
        age: 420,
        canonical: true,
        reason: 'Schrems II, patientdatalagen och kundernas upphandlingskrav',
        tags: ['hosting', 'elastx', 'gdpr', 'patientdatalagen'],
      },
    ),
    m(
      'delayed-job',
      'fact',
      'bakgrundsjobb kör på delayed_job med postgres som kö, en worker-dyno på heroku',
      {
        age: 600,
        tags: ['jobs', 'delayed_job'],
      },
    ),
    m(
      'sidekiq',
      'decision',
      'Bakgrundsjobb kör på Sidekiq 7 + Redis 7 (hos Elastx). ActiveJob-adapter :sidekiq, köerna critical, default och low. Sidekiq Web UI ligger bakom /admin/sidekiq och är bara öppen för rollen support.',
      {
        fact: 'background jobs | run_on | Sidekiq 7',
        supersedes: 'delayed-job',
        age: 350,
        files: ['config/sidekiq.yml', 'config/initializers/sidekiq.rb'],
        tags: ['sidekiq', 'redis', 'jobs'],
      },
    ),
    m(
      'webpacker',
      'fact',
      'frontend: webpacker 5 + en react-komponent för bokningskalendern i app/javascript/packs/booking.jsx',
      {
        files: ['app/javascript/packs'],
        age: 560,
        tags: ['frontend', 'webpacker', 'react'],
      },
    ),
    m(
      'importmap',
      'decision',
      'Hotwire hela vägen: Turbo + Stimulus via importmap-rails, ingen node, ingen webpacker eller jsbundling. Bokningskalendern är omskriven till Turbo Frames (app/views/bookings/_calendar.html.erb) + calendar_controller.js.',
      {
        supersedes: 'webpacker',
        age: 300,
        files: ['config/importmap.rb', 'app/views/bookings/_calendar.html.erb'],
        reason: 'react-widgeten var tung och ingen i teamet ville äga den',
        tags: ['frontend', 'hotwire', 'importmap', 'turbo', 'stimulus'],
      },
    ),
    m('pg-14', 'fact', 'postgres 14 på heroku, inga read replicas', {
      fact: 'database | engine | PostgreSQL 14',
      age: 500,
      tags: ['postgres', 'database'],
    }),
    m(
      'pg-16',
      'decision',
      'PostgreSQL 16 på Elastx DBaaS: primary + en read replica. Rails multi-db med primary och primary_replica i config/database.yml.',
      {
        fact: 'database | engine | PostgreSQL 16',
        supersedes: 'pg-14',
        age: 230,
        files: ['config/database.yml'],
        tags: ['postgres', 'database', 'replica'],
      },
    ),
    m('staff-password', 'fact', 'personal loggar in med e-post + lösenord (devise) och en TOTP-kod', {
      age: 500,
      tags: ['auth', 'staff', 'devise'],
    }),
    m(
      'staff-login',
      'decision',
      'Personal loggar in med BankID, eller med SITHS-kort via Ineras IdP (SAML) på regionklinikerna. Lösenordsinloggning för personal är borttagen sedan 2024; devise används bara för sessionshanteringen.',
      {
        supersedes: 'staff-password',
        age: 260,
        files: ['app/controllers/staff/sessions_controller.rb'],
        tags: ['auth', 'staff', 'bankid', 'siths', 'saml'],
      },
    ),
    m(
      'bankid-v5',
      'fact',
      'BankID RP API v5.1: POST /rp/v5.1/auth med personalNumber, statisk QR-kod från autoStartToken',
      {
        fact: 'bankid integration | api_version | RP v5.1',
        age: 520,
        tags: ['bankid', 'auth'],
      },
    ),
    m(
      'bankid-v6',
      'decision',
      'BankID RP API v6.0: /rp/v6.0/auth utan personnummer, animerad QR – qrStartToken + qrStartSecret ger en ny HMAC-SHA256-kod varje sekund (Bankid::QrCode). /collect pollas varannan sekund. v5.1 är avstängt hos BankID.',
      {
        fact: 'bankid integration | api_version | RP v6.0',
        supersedes: 'bankid-v5',
        age: 200,
        canonical: true,
        files: ['app/services/bankid'],
        tags: ['bankid', 'auth', 'qr'],
      },
    ),
    m(
      'bankid-flow',
      'fact',
      'BankID-flödet: Bankid::AuthService i app/services/bankid/, Stimulus-controllern bankid_controller.js pollar /bankid/collect och byter QR via Turbo Stream. RP-certifikatet (.p12) monteras från k8s-secreten bankid-rp-cert.',
      {
        files: ['app/services/bankid', 'app/javascript/controllers/bankid_controller.js'],
        tags: ['bankid', 'auth', 'turbo'],
      },
    ),
    m(
      'bankid-test',
      'fact',
      'I dev och staging används BankIDs testmiljö (appapi2.test.bankid.com) med testcertifikatet FPTestcert från BankIDs dokumentation. Lösenordet "qwerty123" till det certet är publikt och står i deras docs – ingen hemlighet. Testpersonnummer skapas på demo.bankid.com.',
      {
        tags: ['bankid', 'test', 'staging'],
      },
    ),
    m(
      'pnr-encrypted',
      'constraint',
      'Personnummer lagras krypterat med Active Record Encryption (encrypts :personal_number, deterministic: true så att vi kan söka). Fullt pnr får aldrig hamna i loggar, Sentry, URL:er eller Sidekiq-argument – använd patient.id eller maskat 19850101-****.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['app/models/patient.rb'],
        tags: ['personnummer', 'encryption', 'gdpr', 'logging'],
      },
    ),
    m(
      'pnr-claim',
      'fact',
      'personnumret ligger i klartext i patients.ssn, det är lugnt eftersom disken är krypterad hos elastx',
      {
        disputes: 'pnr-encrypted',
        tags: ['personnummer', 'database'],
      },
    ),
    m(
      'pnr-format',
      'convention',
      'Personnummer normaliseras till 12 siffror (YYYYMMDDNNNN) med Luhn-kontroll i value objectet PersonalNumber (app/models/personal_number.rb). Samordningsnummer (dag + 60) är giltiga. Vid BankID-inloggning tas pnr från completionData.user.personalNumber – patienten skriver aldrig in det själv.',
      {
        files: ['app/models/personal_number.rb'],
        tags: ['personnummer', 'validation', 'bankid'],
      },
    ),
    m(
      'pdl-access-log',
      'constraint',
      'Patientdatalagen: varje gång personal öppnar en patient, en bokningsdetalj eller en anteckning loggas det i access_logs (concern LogsPatientAccess, AccessLog.record!). Loggarna sparas i 10 år, är append-only och kan inte raderas av klinikadmin.',
      {
        files: ['app/models/access_log.rb', 'app/controllers/concerns/logs_patient_access.rb'],
        tags: ['patientdatalagen', 'audit', 'access-log', 'compliance'],
      },
    ),
    m(
      'pdl-log-claim',
      'fact',
      'access_logs kan vi väl rensa efter 6 månader, det räcker för loggkontrollen',
      {
        disputes: 'pdl-access-log',
        tags: ['access-log', 'retention'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'All persondata och patientdata (DB, backuper, loggar, Redis/Sidekiq, filer) stannar i Sverige. Inga amerikanska SaaS-tjänster som kan få persondata: inget Datadog, ingen Sentry SaaS, ingen Google Analytics på inloggade sidor.',
      {
        canonical: true,
        reaffirm: 14,
        tags: ['gdpr', 'data-residency', 'patientdatalagen', 'saas'],
      },
    ),
    m(
      'sentry-selfhosted',
      'fact',
      'Fel går till vår self-hostade Sentry (sentry.vardbokning.internal hos Elastx). send_default_pii = false och before_send filtrerar bort personal_number och telefonnummer.',
      {
        files: ['config/initializers/sentry.rb'],
        tags: ['sentry', 'errors', 'monitoring'],
      },
    ),
    m(
      'no-health-in-sms',
      'constraint',
      'SMS och mejl får aldrig innehålla vårdtyp, diagnos eller behandlartitel som avslöjar något (t.ex. "psykolog", "STI-mottagning", "abort"). Bara klinikens visningsnamn, datum, tid och länk till inloggat läge.',
      {
        files: ['app/views/booking_mailer', 'config/locales/sms.sv.yml'],
        tags: ['sms', 'email', 'privacy', 'patientdatalagen'],
      },
    ),
    m(
      'mail',
      'fact',
      'Transaktionsmejl via Mailjet (EU, DPA signerat) från ApplicationMailer, mallar i app/views/*_mailer/. Marknadsutskick gör vi inte alls.',
      {
        files: ['app/mailers'],
        tags: ['email', 'mailjet', 'mailer'],
      },
    ),
    m('sms-twilio', 'fact', 'sms-påminnelser går via twilio, TwilioSmsClient i app/services/', {
      fact: 'sms | provider | Twilio',
      age: 460,
      tags: ['sms', 'twilio'],
    }),
    m(
      'sms-46elks',
      'decision',
      'SMS går via 46elks (svensk leverantör, data stannar i Sverige), klient Sms::ElksClient. Avsändarnamn per klinik, max 11 tecken (clinics.sms_sender).',
      {
        fact: 'sms | provider | 46elks',
        supersedes: 'sms-twilio',
        age: 170,
        files: ['app/services/sms/elks_client.rb'],
        reason: 'Twilio är amerikanskt och telefonnummer + tider räknas som patientdata',
        tags: ['sms', '46elks', 'data-residency'],
      },
    ),
    m(
      'reminders',
      'fact',
      'Påminnelse-SMS skickas 24 h före besöket: ReminderJob schemaläggs när bokningen skapas (set(wait_until:)) och en sidekiq-cron-sweep var 15:e minut fångar missade. reminder_sent_at sätts när 46elks svarar 200.',
      {
        files: ['app/jobs/reminder_job.rb'],
        tags: ['sms', 'reminders', 'sidekiq'],
      },
    ),
    m(
      'swish-v1',
      'fact',
      'Swish via Commerce API v1: POST /api/v1/paymentrequests, id:t tas från Location-headern',
      {
        age: 480,
        tags: ['swish', 'payments'],
      },
    ),
    m(
      'swish-v2',
      'decision',
      'Swish Commerce API v2: PUT /swish-cpcapi/api/v2/paymentrequests/{instructionUUID}, där vi själva genererar UUID:t (32 hex, versaler, utan bindestreck) och sparar det innan anropet. Klient Swish::Client i app/services/swish/.',
      {
        fact: 'swish integration | api_version | v2',
        supersedes: 'swish-v1',
        age: 160,
        files: ['app/services/swish/client.rb'],
        tags: ['swish', 'payments', 'idempotent'],
      },
    ),
    m(
      'swish-cert',
      'fact',
      'Varje klinik har eget Swish-handelsnummer (123xxxxxxx) men vi är teknisk leverantör (TL), så det är vårt TL-certifikat (.p12) som används för alla kliniker. Klinikens nummer skickas som payeeAlias.',
      {
        tags: ['swish', 'certificate', 'payments'],
      },
    ),
    m(
      'swish-callback',
      'constraint',
      'Swish-callbacken (SwishCallbacksController) kan komma flera gånger, sent eller inte alls. Den ska vara idempotent på instruction_uuid och alltid verifiera status med GET mot Swish innan bokningen markeras betald; PollSwishPaymentJob tar över om callbacken uteblir.',
      {
        files: ['app/controllers/swish_callbacks_controller.rb', 'app/jobs/poll_swish_payment_job.rb'],
        tags: ['swish', 'callback', 'idempotent', 'payments'],
      },
    ),
    m(
      'swish-refunds',
      'fact',
      'Swish-återbetalning via PUT /api/v2/refunds/{instructionUUID} med originalPaymentReference, går bara inom 13 månader. Klarna-återköp via POST /ordermanagement/v1/orders/{id}/refunds.',
      {
        files: ['app/services/payments/refund_service.rb'],
        tags: ['swish', 'klarna', 'refunds'],
      },
    ),
    m(
      'klarna',
      'fact',
      'Klarna Payments används för större belopp (tandvård, estetik). Sessionen skapas server-side (Klarna::SessionService), widgeten ger authorization_token, sedan create order. order_lines ska ha tax_rate i hundradelar (2500 = 25 %, 0 för momsfri vård).',
      {
        files: ['app/services/klarna'],
        tags: ['klarna', 'payments'],
      },
    ),
    m(
      'money-ore',
      'convention',
      'Belopp lagras i öre som integer via money-rails (Money.new(49_900, "SEK")). Aldrig Float i modeller eller beräkningar. Swish vill ha amount som sträng "499.00", Klarna i öre – konvertering görs bara i klientklasserna.',
      {
        tags: ['money', 'ore', 'payments'],
      },
    ),
    m(
      'vat-exempt',
      'fact',
      'Vård är momsfri, så vanliga patientavgifter har 0 % moms. Estetiska behandlingar utan medicinskt syfte (botox, fillers) är momspliktiga med 25 %. Momssatsen sätts per tjänst i services.vat_rate – räkna aldrig fram moms från kliniktyp.',
      {
        files: ['app/models/service.rb'],
        tags: ['moms', 'vat', 'tax'],
      },
    ),
    m(
      'vat-claim',
      'fact',
      'all vård är momsfri, även det estetiska, så vi behöver ingen moms alls i klarna-orderraderna',
      {
        disputes: 'vat-exempt',
        tags: ['moms', 'vat', 'klarna'],
      },
    ),
    m(
      'efrikort',
      'fact',
      'Regionanslutna kliniker: betalda patientavgifter räknas mot högkostnadsskyddet och rapporteras till e-Frikort (Inera) av EfrikortReportJob. Privata kliniker utan regionavtal rapporterar inte.',
      {
        files: ['app/jobs/efrikort_report_job.rb'],
        tags: ['inera', 'efrikort', 'hogkostnadsskydd'],
      },
    ),
    m(
      'inera-scheduling',
      'fact',
      'Bokningar syns och kan göras i 1177 via Ineras tjänsteplattform (NTjP) med tjänstekontrakten i riv:crm:scheduling (GetAvailableTimeslots, MakeBooking, CancelBooking, GetSubjectOfCareSchedule). Vi är producent; koden i app/integrations/inera/, anrop med SITHS-funktionscertifikat.',
      {
        fact: '1177 integration | via | Inera NTjP riv:crm:scheduling',
        files: ['app/integrations/inera'],
        tags: ['1177', 'inera', 'ntjp', 'soap'],
      },
    ),
    m(
      'siths-cert',
      'fact',
      'SITHS-funktionscertifikatet för NTjP ligger i k8s-secreten inera-siths och går ut 2026-09. Johan beställer nytt via Inera två månader innan.',
      {
        tags: ['siths', 'inera', 'certificate'],
      },
    ),
    m(
      'booking-lock',
      'constraint',
      'Alla bokningar – egna, från 1177 (MakeBooking) och från receptionen – går genom Booking::Create. Den tar pg_advisory_xact_lock på (practitioner_id, starts_at), och det finns ett unikt partiellt index på bookings(practitioner_id, starts_at) för status <> cancelled. Skriv aldrig direkt till Slot eller Booking utanför servicen.',
      {
        canonical: true,
        files: ['app/services/booking/create.rb'],
        tags: ['booking', 'locking', 'double-booking', '1177'],
      },
    ),
    m(
      'incident-double-booking',
      'incident',
      'Mars 2025: två patienter fick samma tid hos en tandläkare i Uppsala – 1177-MakeBooking uppdaterade Slot direkt utan lås samtidigt som en webbokning. Fix: allt via Booking::Create + det unika indexet. Regressionstest spec/services/booking/create_concurrency_spec.rb.',
      {
        files: ['spec/services/booking/create_concurrency_spec.rb'],
        tags: ['incident', 'double-booking', '1177', 'booking'],
      },
    ),
    m(
      'tz',
      'convention',
      'Tider lagras som timestamptz i UTC, config.time_zone = "Stockholm". Slotar genereras i lokal tid från klinikens öppettider, så sommartidsdygnen (23 och 25 h) måste hanteras – räkna aldrig med 24 * 60 minuter per dygn.',
      {
        tags: ['timezone', 'dst', 'utc', 'slots'],
      },
    ),
    m(
      'slots',
      'fact',
      'SlotGenerator (app/services/scheduling/slot_generator.rb) skapar slotar 8 veckor framåt varje natt 01:00 från schedule_templates. Slotar är bokningsbara intervall per behandlare, inte rader per minut.',
      {
        files: ['app/services/scheduling/slot_generator.rb'],
        tags: ['slots', 'scheduling'],
      },
    ),
    m(
      'multi-tenant',
      'constraint',
      'Multi-tenant per klinik med acts_as_tenant (current_tenant = Clinic, sätts från subdomänen klinik.vardbokning.se). Alla modeller med patientdata har acts_as_tenant :clinic. ActsAsTenant.without_tenant bara i support-rake-tasks, aldrig i controllers eller jobb.',
      {
        canonical: true,
        files: ['app/controllers/application_controller.rb'],
        tags: ['multi-tenant', 'acts_as_tenant', 'clinic'],
      },
    ),
    m(
      'incident-tenant-leak',
      'incident',
      'Okt 2024: en CSV-export i Sidekiq körde utan tenant och en klinik i Malmö fick med bokningar från en annan klinik. Fix: ApplicationJob sätter ActsAsTenant.current_tenant från argumentet clinic_id, och jobb utan clinic_id raisar.',
      {
        files: ['app/jobs/application_job.rb'],
        tags: ['incident', 'multi-tenant', 'sidekiq', 'export'],
      },
    ),
    m(
      'sidekiq-jobs',
      'convention',
      'Jobb ärver från ApplicationJob; argument bara id:n (aldrig AR-objekt, aldrig pnr eller telefonnummer) och alltid clinic_id först. Köer: critical (Swish, Klarna, BankID), default, low (Fortnox, rapporter).',
      {
        files: ['app/jobs'],
        tags: ['sidekiq', 'jobs', 'queues'],
      },
    ),
    m(
      'sidekiq-retries',
      'convention',
      'Alla jobb ska tåla att köras flera gånger. Mot externa API:er sidekiq_options retry: 10; efter sista retryn hamnar jobbet i Dead och larmet i #drift-larm går.',
      {
        tags: ['sidekiq', 'retries', 'idempotent'],
      },
    ),
    m(
      'sidekiq-replicas',
      'fact',
      'sidekiq-critical kör nog 2 repliker med concurrency 5, vanliga sidekiq 3 repliker',
      {
        fact: 'sidekiq-critical | replicas | ~2',
        inferred: true,
        tags: ['sidekiq', 'kubernetes'],
      },
    ),
    m(
      'fortnox-sie',
      'fact',
      'bokföring: vi genererar en SIE4-fil per klinik och månad som ekonomerna läser in i Fortnox för hand',
      {
        age: 540,
        tags: ['fortnox', 'sie', 'accounting'],
      },
    ),
    m(
      'fortnox-api',
      'decision',
      'Bokföringen går via Fortnox API v3 (OAuth2, en koppling per klinik, tokens krypterade i fortnox_connections). FortnoxExportJob 02:15 skapar en verifikation per klinik och dag: 3001 försäljning 25 %, 3004 momsfri vård, 1580 fordran Swish/Klarna.',
      {
        fact: 'accounting export | via | Fortnox API v3',
        supersedes: 'fortnox-sie',
        age: 220,
        files: ['app/jobs/fortnox_export_job.rb', 'app/services/fortnox'],
        tags: ['fortnox', 'accounting', 'oauth2'],
      },
    ),
    m(
      'fortnox-rate',
      'constraint',
      'Fortnox tillåter 25 anrop per 5 sekunder per klient; Fortnox::Client har throttling. Kör aldrig två exportjobb parallellt för samma klinik (sidekiq-unique-jobs, lock: :until_executed).',
      {
        files: ['app/services/fortnox/client.rb'],
        tags: ['fortnox', 'rate-limit', 'sidekiq'],
      },
    ),
    m(
      'hotwire',
      'convention',
      'Ny interaktivitet = Turbo Frames/Streams + en Stimulus-controller i app/javascript/controllers/, pinnad via bin/importmap. Inga SPA-ramverk, inga npm-paket.',
      {
        files: ['app/javascript/controllers'],
        tags: ['hotwire', 'stimulus', 'turbo', 'frontend'],
      },
    ),
    m(
      'tailwind',
      'fact',
      'CSS: Tailwind via tailwindcss-rails (standalone-binär), app/assets/stylesheets/application.tailwind.css och config/tailwind.config.js.',
      {
        files: ['config/tailwind.config.js'],
        tags: ['tailwind', 'css', 'frontend'],
      },
    ),
    m(
      'a11y',
      'constraint',
      'Patientsidorna ska klara WCAG 2.1 AA (DOS-lagen gäller för regionklinikerna). axe-core-rspec körs i alla system specs under spec/system/patient/.',
      {
        files: ['spec/system/patient'],
        tags: ['accessibility', 'wcag', 'a11y'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Alla texter via I18n: config/locales/sv.yml är huvudspråk, nycklarna på engelska (booking.confirm.title). Inga hårdkodade svenska strängar i vyer eller mailers.',
      {
        files: ['config/locales'],
        tags: ['i18n', 'translations'],
      },
    ),
    m(
      'rspec',
      'convention',
      'RSpec + factory_bot. System specs med Capybara + Cuprite. Externa API:er (BankID, Swish, Klarna, Fortnox, Inera, 46elks) stubbas med WebMock/VCR (spec/cassettes) – inga riktiga anrop i CI, inte heller mot deras testmiljöer.',
      {
        files: ['spec', 'spec/cassettes'],
        tags: ['rspec', 'tests', 'vcr', 'webmock'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: rubocop + brakeman + bundle-audit → rspec (4 parallella noder) → bygg image till vår Harbor (harbor.vardbokning.internal) → staging deployas automatiskt från main → prod manuellt via workflow_dispatch.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'rubocop',
      'convention',
      'rubocop-rails-omakase + rubocop-rspec. Ingen ny rubocop:disable utan kommentar om varför; brakeman-varningar fixas, de läggs inte i brakeman.ignore.',
      {
        files: ['.rubocop.yml', 'config/brakeman.ignore'],
        tags: ['rubocop', 'brakeman', 'lint'],
      },
    ),
    m(
      'migrations',
      'convention',
      'strong_migrations är på. Index skapas med algorithm: :concurrently + disable_ddl_transaction!. Kolumner tas bort i två steg: först self.ignored_columns och deploy, sedan migrationen.',
      {
        files: ['db/migrate'],
        tags: ['migrations', 'postgres', 'strong_migrations'],
      },
    ),
    m(
      'k8s',
      'fact',
      'Elastx Kubernetes (Stockholm, två AZ). Namespaces vardbokning-prod och vardbokning-staging. Helm chart i deploy/chart; deployments web (puma), sidekiq och sidekiq-critical. Migrationer körs som pre-upgrade hook-jobb.',
      {
        files: ['deploy/chart'],
        tags: ['kubernetes', 'elastx', 'helm'],
      },
    ),
    m(
      'k8s-secrets',
      'convention',
      'Hemligheter via External Secrets Operator från Vault (kv/vardbokning/<env>/). Aldrig i values.yaml, aldrig i incheckad .env, och Rails credentials används inte för prod – bara development.yml.enc lokalt.',
      {
        canonical: true,
        files: ['deploy/chart/templates/externalsecret.yaml'],
        tags: ['secrets', 'vault', 'kubernetes'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example har bara platshållare: DATABASE_URL=postgres://vard:password@localhost:5432/vardbokning_dev, SWISH_CERT_PASSWORD=changeme, FORTNOX_CLIENT_SECRET=xxx. Det är inga riktiga lösenord; riktiga värden kommer från Vault.',
      {
        files: ['.env.example'],
        tags: ['env', 'placeholders', 'config'],
      },
    ),
    m(
      'db-dynamic-creds',
      'note',
      'DB-lösenorden i prod och staging är dynamiska: Vaults database secrets engine skapar användare med 24 h TTL och External Secrets roterar dem. Ingen ska hårdkoda eller spara undan ett DB-lösenord – det slutar funka nästa dag ändå. Läsåtkomst för felsökning: vault read database/creds/vardbokning-ro.',
      {
        tags: ['secrets', 'vault', 'database', 'rotation'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Ingen prod-deploy måndag 07–09 (då öppnar klinikerna tidboken) och inte fredag efter 14. Under influensavaccinationen (okt–nov) bara hotfixar.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'session-timeout',
      'constraint',
      'Personal loggas ut efter 20 min inaktivitet, patienter efter 15 min. Oavsett aktivitet krävs ny BankID-inloggning efter 8 h.',
      {
        files: ['config/initializers/session_store.rb'],
        tags: ['session', 'timeout', 'security', 'auth'],
      },
    ),
    m(
      'bankid-session-claim',
      'fact',
      'en bankid-inloggning för personal håller hela dagen, inaktivitets-timeouten gäller bara patienter',
      {
        disputes: 'session-timeout',
        tags: ['session', 'bankid', 'staff'],
      },
    ),
    m(
      'roles',
      'fact',
      'Roller: patient, receptionist, practitioner, clinic_admin och support (vi). Pundit-policies i app/policies/. Support ser aldrig anteckningar utan nödåtkomst (break-glass), som kräver motivering och loggas extra i access_logs.',
      {
        files: ['app/policies'],
        tags: ['roles', 'pundit', 'authorization', 'break-glass'],
      },
    ),
    m(
      'guardian',
      'constraint',
      'Vårdnadshavare kan boka och se bokningar för barn under 13 år (relationen i guardianships, från folkbokföringen). Från 13 år bokar barnet själv med BankID och föräldern ser inte längre barnets bokningar – samma gräns som 1177.',
      {
        files: ['app/models/guardianship.rb', 'app/policies/booking_policy.rb'],
        tags: ['guardian', 'children', 'privacy'],
      },
    ),
    m(
      'noshow-fee',
      'constraint',
      'Avgift för uteblivet besök får bara tas ut om patienten fick påminnelse (reminder_sent_at satt) och klinikens taxa har no_show_fee. Den debiteras via faktura, aldrig som automatisk Swish- eller Klarna-dragning.',
      {
        tags: ['no-show', 'fees', 'payments'],
      },
    ),
    m(
      'cancel-24h',
      'constraint',
      'avbokning är gratis fram till 24 h innan, konstant Booking::CANCEL_CUTOFF = 24.hours',
      {
        files: ['app/models/booking.rb'],
        age: 380,
        tags: ['cancellation', 'booking'],
      },
    ),
    m(
      'cancel-per-clinic',
      'decision',
      'Avbokningsgränsen är per klinik: clinics.cancellation_cutoff_hours (default 24, tandvård ofta 48). Booking::CANCEL_CUTOFF är borttagen – använd booking.cancellable? som läser klinikens värde.',
      {
        supersedes: 'cancel-24h',
        age: 140,
        files: ['app/models/booking.rb', 'app/models/clinic.rb'],
        tags: ['cancellation', 'booking', 'clinic'],
      },
    ),
    m(
      'read-replica',
      'convention',
      'Tunga rapporter, statistik och Fortnox-exporten läser från replikan (ActiveRecord::Base.connected_to(role: :reading)). Bokningsflödet, BankID och betalningar läser alltid från primary – replikan kan ligga några sekunder efter.',
      {
        tags: ['postgres', 'replica', 'reports'],
      },
    ),
    m(
      'api-v1',
      'fact',
      'Publikt REST-API för klinikernas egna journalsystem under /api/v1 (jsonapi-serializer), auth med API-nyckel per klinik (hashad i api_keys). Breaking changes = /api/v2, v1 ändras inte.',
      {
        files: ['app/controllers/api/v1'],
        tags: ['api', 'versioning'],
      },
    ),
    m(
      'flipper',
      'fact',
      'Feature flags med Flipper (ActiveRecord-adapter), styrs per klinik: Flipper.enable_actor(:new_checkout, clinic). UI på /admin/flipper för support.',
      {
        tags: ['feature-flags', 'flipper'],
      },
    ),
    m(
      'backup',
      'fact',
      'Backup: pgBackRest till Elastx object storage (i Sverige), full backup varje natt, WAL kontinuerligt, retention 35 dagar. Återläsningstest första måndagen varje månad.',
      {
        tags: ['backup', 'postgres', 'pitr'],
      },
    ),
    m(
      'owners',
      'fact',
      'Ägare: BankID och inloggning Erik Lindqvist, betalningar (Swish/Klarna) Sara Nilsson, 1177/Inera Johan Berg, Fortnox och rapporter Aisha Mohammed, infra Oskar Ek.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'bankid-outage',
      'incident',
      'Dec 2024: BankID hade störning i ~40 min en måndagsmorgon och ingen kunde logga in. Beslut efteråt: inget lösenords-fallback; vi visar driftbanner (StatusBanner) och receptionen bokar åt patienten via telefon.',
      {
        tags: ['incident', 'bankid', 'outage'],
      },
    ),
    m(
      'note-cuprite',
      'note',
      'Cuprite-specar flakar på Turbo Stream-uppdateringar: använd expect(page).to have_css(..., wait: 5), aldrig sleep.',
      {
        files: ['spec/system'],
        tags: ['cuprite', 'flaky', 'tests', 'turbo'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'kod, commits och PR-beskrivningar på engelska, även om vi snackar svenska',
      {},
    ),
    m('pref-prs', 'preference', 'små PR:er, max ~400 rader, annars dela upp', {}),
    m('vpn-note', 'note', 'staging nås bara via wireguard-profilen wg-heroku-staging.conf, fråga Oskar', {
      age: 700,
      tags: ['vpn', 'staging'],
    }),
    m('cand-solid-queue', 'decision', 'Byt Sidekiq mot Solid Queue så slipper vi Redis.', {
      candidate: true,
      tags: ['sidekiq', 'solid-queue'],
    }),
    m('cand-rn-app', 'decision', 'Bygg en egen patientapp i React Native.', {
      candidate: true,
      tags: ['mobile', 'react-native'],
    }),
    m('cand-drop-klarna', 'decision', 'Ta bort Klarna och kör bara Swish och kort.', {
      candidate: true,
      tags: ['klarna', 'payments'],
    }),
    m(
      'secret-staging-db',
      'note',
      'lösenordet till staging-databasen är Stg#Vard-8842qL (user vard_app), fråga Oskar om det slutar funka',
      {
        secret: 'Stg#Vard-8842qL',
      },
    ),
    m(
      'secret-fortnox',
      'note',
      'API-nyckeln för Fortnox (client secret för vår integration): fX9k2LmQ7vRt4WpZbN3c',
      {
        secret: 'fX9k2LmQ7vRt4WpZbN3c',
      },
    ),
    m(
      'secret-swish-p12',
      'note',
      'Swish prod-certet certs/swish_tl_prod.p12 har lösenordet Sw1sh!Prod-2025#kQ, gäller till 2027-03',
      {
        secret: 'Sw1sh!Prod-2025#kQ',
      },
    ),
    m(
      'secret-klarna',
      'note',
      'Klarna live i .env.production:\nKLARNA_API_USERNAME=PK12345_8f3a2b1c9d0e\nKLARNA_API_PASSWORD=klarna_live_api_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5',
      {
        secret: 'klarna_live_api_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'rapportscriptet kör mot postgres://vard_report:Pq7zW2xR9mLk4@pg-replica.vardbokning.internal:5432/vardbokning',
      {
        secret: 'Pq7zW2xR9mLk4',
      },
    ),
    m(
      'secret-46elks',
      'note',
      '46elks API: användare u4f2a9c1e7b3d5f8a0c2e4b6d8f0a1c3, lösen 9D2F7A1C4E8B6D0F3A5C7E9B1D3F5A7C',
      {
        secret: '9D2F7A1C4E8B6D0F3A5C7E9B1D3F5A7C',
      },
    ),
    m('secret-redis', 'note', 'REDIS_URL=redis://:R3d1s-Sidekiq-Sthlm77@redis-prod.vardbokning.svc:6379/0', {
      secret: 'R3d1s-Sidekiq-Sthlm77',
    }),
    m(
      'secret-inera-yaml',
      'note',
      'config/inera.yml på prod ser ut så här:\ninera:\n  siths_cert: certs/siths_func_vardbokning.p12\n  siths_cert_password: "S1ths-Func!2024-vB"',
      {
        secret: 'S1ths-Func!2024-vB',
      },
    ),
    m(
      'secret-github',
      'note',
      'GitHub-token för Harbor-pushen i Actions: ghp_4fK9mQ2xL7vRt8WpZ3nB6yJ1cH5sD0aE2gUq',
      {
        secret: 'ghp_4fK9mQ2xL7vRt8WpZ3nB6yJ1cH5sD0aE2gUq',
      },
    ),
    m(
      'secret-mailjet',
      'note',
      'Mailjet: MJ_APIKEY_PUBLIC=3b7e… och MJ_APIKEY_PRIVATE=8c1f4e7a2b9d6c3f0e5a8b1d4c7f2e9a',
      {
        secret: '8c1f4e7a2b9d6c3f0e5a8b1d4c7f2e9a',
      },
    ),
  ],
  sessions: [
    {
      id: 'vard-session-1',
      age: 6,
      turns: [
        said(
          'hej! kliniken i Lund klagar på att behandlarna får bokningar direkt efter varandra utan tid att städa rummet. kolla app/services/booking/create.rb',
        ),
        replied(
          'Booking::Create kollar bara att slotten är ledig; det finns ingen buffert mellan bokningar.',
        ),
        said(
          'ok, regel: mellan två bokningar hos samma behandlare ska det alltid vara minst clinic.buffer_minutes ledigt (default 5). det räknas i SlotGenerator, inte i frontend',
          {
            key: 's-buffer',
            type: 'constraint',
          },
        ),
        replied(
          'Uppfattat, jag lägger in bufferten i SlotGenerator och en spec i spec/services/scheduling/.',
        ),
        said('hur många kliniker har egna öppettider på lördagar förresten?'),
        replied('37 av 212 kliniker har schedule_templates med weekday 6.'),
        said('okej, intressant. vi tar det sen'),
        replied('Noterat.'),
        said(
          'Swish: om betalningen inte är PAID inom 3 minuter släpps den reserverade tiden och blir bokningsbar igen',
          {
            key: 's-swish-hold',
            type: 'constraint',
          },
        ),
        replied('Jag lägger ReleaseUnpaidBookingJob med wait: 3.minutes i critical-kön.'),
        said(
          'nice. sen väntelistan: när en tid avbokas får första personen på väntelistan ett SMS och har 30 min på sig att ta tiden, sen går frågan vidare till nästa',
          {
            key: 's-waitlist',
            type: 'decision',
          },
        ),
        replied('Ska SMS:et säga vilken behandlare det gäller?'),
        said('nej, bara klinik, datum och tid som vanligt'),
        replied('Okej, jag återanvänder den neutrala SMS-mallen.'),
        said('hmm rspec failar lokalt, spec/system/patient/booking_spec.rb timeoutar på bankid-steget'),
        replied(
          'VCR-kassetten för bankid collect saknades efter v6-bytet; jag lade till en ny i spec/cassettes/bankid/.',
        ),
        said(
          'tack. här är curlen jag testade Fortnox-sandboxen med: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ2YXJkYm9rbmluZyIsImV4cCI6MTc1MDAwMDAwMH0.Rm9ydG5veFNpZ25hdHVyZVh5ejc4OQ" https://api.fortnox.se/3/vouchers',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ2YXJkYm9rbmluZyIsImV4cCI6MTc1MDAwMDAwMH0.Rm9ydG5veFNpZ25hdHVyZVh5ejc4OQ',
          },
        ),
        replied('Tack, svaret har samma format som Fortnox::VoucherMapper förväntar sig.'),
        said(
          'klinikadmins ska kunna exportera access-loggen som CSV för sin egen klinik, men bara från rapportsidan i admin – inte via API:t',
          {
            key: 's-accesslog-export',
            type: 'decision',
          },
        ),
        replied(
          'Jag lägger exporten i Admin::AccessLogsController med en Pundit-policy för clinic_admin och kör den som jobb i low-kön.',
        ),
        said(
          'patientsidorna ska finnas på svenska, engelska och arabiska från och med nu. arabiska med dir="rtl" i layouten, ar.yml i config/locales',
          {
            key: 's-locales',
            type: 'decision',
          },
        ),
        replied('Lägger till ar.yml och sätter dir utifrån I18n.locale i application-layouten.'),
        said(
          'och om BankID-felen går över 5 % under 10 minuter ska det larma i #drift-larm och jouren pagas via Opsgenie',
          {
            key: 's-bankid-alerts',
            type: 'convention',
          },
        ),
        replied('Larmregeln ligger nu i deploy/chart/templates/prometheusrule-bankid.yaml.'),
        said('grymt, kan du pusha och deploya till staging?'),
        replied('Pushat till main, staging-deployen rullar i Actions.'),
        said('tack!'),
      ],
    },
  ],
  prompts: [
    p('vilken Ruby-version kör vi nu?', ['ruby-33']),
    p('lägg till en ny modell Referral med rails g model, den hör till en patient', [
      'multi-tenant',
      'migrations',
    ]),
    p('kan jag lägga till en gem i Gemfile som kräver rails < 7.1?', ['ruby-33']),
    p('är vi fortfarande på heroku?', ['hosting-elastx']),
    p('kan vi skicka loggarna till Datadog? det vore så smidigt', ['data-residency', 'hosting-elastx']),
    p('skicka felen till sentry.io istället för vår egen, den är så seg', [
      'data-residency',
      'sentry-selfhosted',
    ]),
    p('lägg in Google Analytics på bokningssidorna för inloggade patienter', ['data-residency']),
    p('skapa ett bakgrundsjobb som mejlar kvitto efter betalning', [
      'sidekiq-jobs',
      'sidekiq-retries',
      'no-health-in-sms',
      'mail',
    ]),
    p('finns Delayed::Job kvar nånstans eller kan jag ta bort gemet?', ['sidekiq']),
    p('vilken kö ska Klarna-capture-jobbet gå i?', ['sidekiq-jobs', 'klarna']),
    p('ExportJob får ett helt Patient-objekt som argument, är det okej?', ['sidekiq-jobs', 'pnr-encrypted']),
    p('npm install fullcalendar för bokningsvyn', ['importmap', 'hotwire']),
    p('lägg till en dropdown som filtrerar behandlare utan sidladdning', ['hotwire']),
    p('var ligger react-komponenten för bokningskalendern?', ['importmap']),
    p('vilken postgres-version kör vi i prod?', ['pg-16']),
    p('månadsrapporten är seg och belastar primary', ['read-replica', 'pg-16']),
    p('läs slotten från replikan i Booking::Create för att avlasta primary', [
      'read-replica',
      'booking-lock',
    ]),
    p('lägg till lösenordsinloggning för personal som fallback', ['staff-login', 'bankid-outage']),
    p('hur loggar personalen på regionklinikerna in?', ['staff-login']),
    p('BankID svarar 404 på /rp/v5.1/auth', ['bankid-v6']),
    p('QR-koden för BankID slutar funka efter 30 sekunder', ['bankid-v6', 'bankid-flow']),
    p('hur testar jag BankID-inloggningen lokalt?', ['bankid-test', 'bankid-flow']),
    p('vad är lösenordet till BankID-testcertet?', ['bankid-test']),
    p('logga personnumret när BankID collect failar så vi kan felsöka', ['pnr-encrypted']),
    p('lägg till sök på personnummer i receptionsvyn', ['pnr-encrypted', 'pnr-format', 'pdl-access-log']),
    p('personnumret ligger väl i klartext? jag vill köra en snabb SQL-query på det', [
      'pnr-encrypted',
      'pnr-claim',
    ]),
    p('validera samordningsnummer i PersonalNumber', ['pnr-format']),
    p('patienten ska kunna skriva in sitt personnummer innan BankID startar', ['pnr-format', 'bankid-v6']),
    p('receptionisten öppnar en bokning – behöver vi logga det?', ['pdl-access-log']),
    p('rensa access_logs äldre än 6 månader, tabellen är 400 GB', ['pdl-access-log', 'pdl-log-claim']),
    p('ändra SMS-mallen till "Påminnelse: din tid hos psykolog Anna imorgon 10:00"', [
      'no-health-in-sms',
      'reminders',
    ]),
    p('byt sms-leverantör till twilio, de har bättre API', ['sms-46elks', 'data-residency']),
    p('påminnelser skickas inte för bokningar som görs samma dag', ['reminders']),
    p('avsändarnamnet i SMS:et blir avklippt för Tandläkarhuset Södermalm', ['sms-46elks']),
    p('implementera Swish-betalning för en ny klinik', [
      'swish-v2',
      'swish-cert',
      'swish-callback',
      'money-ore',
    ]),
    p('Swish returnerar 405 på POST /api/v1/paymentrequests', ['swish-v2']),
    p('swish-callbacken kom två gånger och patienten fick två kvitton', [
      'swish-callback',
      'sidekiq-retries',
    ]),
    p('gör en återbetalning av en Swish-betalning från januari 2024', ['swish-refunds']),
    p('Klarna avvisar order_lines med tax_rate: 25', ['klarna', 'vat-exempt']),
    p('ska vi ha moms på botox-behandlingar i Klarna-ordern?', ['vat-exempt', 'vat-claim', 'klarna']),
    p('jag sparar beloppet som Float 499.5 i Payment-modellen, ok?', ['money-ore']),
    p('rapportera patientavgiften till högkostnadsskyddet för en privat klinik', ['efrikort']),
    p('MakeBooking från 1177 failar med SOAP-fault om certifikat', ['inera-scheduling', 'siths-cert']),
    p('implementera CancelBooking från 1177', ['inera-scheduling', 'booking-lock', 'cancel-per-clinic']),
    p('SITHS-certet går ut snart, vad gör vi?', ['siths-cert']),
    p('två patienter har fått samma tid hos samma tandläkare igen!!', [
      'booking-lock',
      'incident-double-booking',
    ]),
    p('receptionen vill kunna skriva akuttider direkt i Slot-tabellen', ['booking-lock']),
    p('slotarna är en timme fel efter bytet till sommartid', ['tz', 'slots']),
    p('generera slotar 12 veckor framåt i stället för 8', ['slots']),
    p('lägg till ett scope på Booking som hämtar dagens bokningar', ['multi-tenant', 'tz']),
    p('exportjobbet i Sidekiq hittar inga bokningar, current_tenant är nil', [
      'multi-tenant',
      'incident-tenant-leak',
      'sidekiq-jobs',
    ]),
    p('support vill se bokningar för alla kliniker på en gång i admin', ['multi-tenant', 'roles']),
    p('Fortnox-exporten får 429 Too Many Requests', ['fortnox-rate']),
    p('bygg en SIE4-export per klinik och månad', ['fortnox-api']),
    p('vilka konton bokförs Swish-betalningar på i Fortnox?', ['fortnox-api']),
    p('kör Fortnox-exporten för alla kliniker parallellt så går det fortare', ['fortnox-rate']),
    p('Fortnox-token har gått ut för en klinik, exporten failar', ['fortnox-api']),
    p('lägg till dark mode i tailwind-konfigen', ['tailwind']),
    p('knappen "Boka" saknar synlig fokusmarkering', ['a11y']),
    p('skriv en system spec för bokningsflödet för patienter', ['rspec', 'a11y', 'note-cuprite']),
    p('specen ska anropa Swish MSS-testmiljön på riktigt så vi vet att det funkar', ['rspec']),
    p('lägg in sleep 2 i spec/system/booking_spec.rb för att vänta på turbo stream', ['note-cuprite']),
    p('hårdkoda "Din bokning är bekräftad" i app/views/bookings/show.html.erb', ['i18n']),
    p('lägg till arabiska i språkväljaren', ['s-locales', 'i18n']),
    p('brakeman hittar en SQL injection-varning, kan jag lägga den i ignore-filen?', ['rubocop']),
    p('lägg till index på bookings(starts_at)', ['migrations']),
    p('ta bort kolumnen patients.legacy_phone', ['migrations']),
    p('var lägger jag Fortnox client secret för staging?', ['k8s-secrets']),
    p('lägg SWISH_CERT_PASSWORD i deploy/chart/values.yaml', ['k8s-secrets']),
    p('kan jag använda rails credentials för prod-hemligheterna?', ['k8s-secrets']),
    p('vad ska DATABASE_URL vara för lokal utveckling?', ['env-example']),
    p('jag behöver prod-DB-lösenordet för en snabb query', ['db-dynamic-creds', 'k8s-secrets']),
    p('deploya hotfixen till prod nu, klockan är 07:45 på måndag', ['deploy-window', 'ci']),
    p('det är fredag 15:30, kan jag deploya den nya väntelistan?', ['deploy-window']),
    p('hur deployar vi till prod?', ['ci', 'k8s']),
    p('personalen blir utloggad hela tiden, kan vi höja timeouten till 2 h?', [
      'session-timeout',
      'bankid-session-claim',
    ]),
    p('implementera auto-logout för patienter', ['session-timeout']),
    p('support vill läsa en journalanteckning för att felsöka ett ärende', ['roles', 'pdl-access-log']),
    p('lägg till rollen economist som bara ser Fortnox-exporten', ['roles']),
    p('en mamma vill se sin 15-årings bokningar', ['guardian']),
    p('boka tid åt ett barn under 13 via vårdnadshavaren', ['guardian']),
    p('ta ut no-show-avgiften automatiskt via Swish', ['noshow-fee']),
    p('patienten vill avboka 30 h innan hos en tandklinik men systemet säger nej', ['cancel-per-clinic']),
    p('var är Booking::CANCEL_CUTOFF definierad?', ['cancel-per-clinic']),
    p('i /api/v1/bookings: lägg till referral_source och ta bort notes', ['api-v1']),
    p('aktivera nya checkouten för en enda klinik', ['flipper']),
    p('hur återställer vi databasen till igår 14:00?', ['backup']),
    p('vem äger 1177-integrationen?', ['owners']),
    p('BankID är nere, vad gör vi?', ['bankid-outage', 's-bankid-alerts']),
    p('lägg en buffert på 10 min efter varje tandläkarbesök', ['s-buffer', 'slots']),
    p('räkna bufferten i Stimulus-controllern för kalendern i stället', ['s-buffer']),
    p('swish-betalningar som hänger – hur länge hålls tiden?', ['s-swish-hold', 'swish-callback']),
    p('implementera väntelistan', ['s-waitlist', 'no-health-in-sms', 'sms-46elks', 'booking-lock']),
    p('exportera access-loggen via API:t för en klinik', ['s-accesslog-export', 'api-v1', 'pdl-access-log']),
    p('sätt upp larm för BankID-fel', ['s-bankid-alerts']),
    p('vart går bankid-larmen?', ['s-bankid-alerts']),
    p('skriv commit-meddelandet för det här', ['pref-english']),
    p('PR:en blev 900 rader, är det okej?', ['pref-prs']),
    p('@app/services/swish/client.rb lägg till timeout och retry', ['swish-v2', 'swish-callback']),
    p('@app/integrations/inera/make_booking.rb skriv om så den går via Booking::Create', [
      'booking-lock',
      'inera-scheduling',
      'incident-double-booking',
    ]),
    p('@config/database.yml lägg till replikan', ['pg-16', 'read-replica']),
    p('hmm, varför ligger det en TwilioSmsClient kvar i app/services?', ['sms-46elks']),
    p('okej så, hur många repliker kör sidekiq-critical?', ['sidekiq-replicas', 'k8s']),
    p('e-postkvittot: ta med behandlingens namn och behandlarens titel', ['no-health-in-sms', 'mail']),
    p('Sidekiq Web UI – vem har åtkomst?', ['sidekiq', 'roles']),
    p('kan vi byta till Solid Queue?', ['sidekiq']),
    p('quick q: which queue does the BankID polling job use?', ['sidekiq-jobs']),
    p('lägg till tjänsten "Hudvårdskonsultation" i seeds, med eller utan moms?', ['vat-exempt', 'vat-claim']),
    p('hur kommer jag åt staging-databasen?', ['db-dynamic-creds', 'k8s']),
    p('bygg en webhook för Mailjet-bounces', ['mail']),
    p('varför körs ReminderJob två gånger för samma bokning?', ['reminders', 'sidekiq-retries']),
    p('Klarna-betalning för ett vanligt läkarbesök på 250 kr, funkar det?', ['klarna']),
    p('lägg till ett fält "orsak" på avbokning i admin, typ, eh, valfritt', ['i18n', 'migrations']),
    p('bokningsbekräftelse på arabiska ser konstig ut, texten går åt fel håll', ['s-locales']),
    p('Bankid::QrCode ger fel kod, verkar som HMAC:en räknas fel', ['bankid-v6']),
    p('hur funkar Swish med klinikens eget handelsnummer?', ['swish-cert']),
    p('ny endpoint i /api/v1 som returnerar patientens personnummer', ['api-v1', 'pnr-encrypted']),
    p('lägg till ett jobb som skickar bokningar till en annan klinik vid flytt', [
      'multi-tenant',
      'sidekiq-jobs',
      'incident-tenant-leak',
    ]),
    p('uppdatera rails till 7.2.2, några gotchas?', ['ruby-33']),
    p('var ska jag lägga den nya stimulus-controllern för väntelistan?', ['hotwire']),
    p('tack, det funkar nu!', []),
    p('vad är skillnaden mellan include och extend i Ruby?', []),
    p('hur squashar jag mina senaste tre commits?', []),
    p('förklara Turbo Frames kontra Turbo Streams, generellt', []),
    p('ok, committa', []),
    p('regex för svenska postnummer "123 45"?', []),
    p('sammanfatta diffen', []),
    p('what is the difference between find_each and each?', []),
    p('snyggt, tack 🙌', []),
    p('hur funkar frozen_string_literal?', []),
    p('how do I undo git add', []),
    p('vad betyder N+1-problem?', []),
  ],
});
