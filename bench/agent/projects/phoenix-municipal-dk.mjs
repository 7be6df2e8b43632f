// A Danish municipality's citizen self-service platform: MitID login via NemLog-in, Digital Post (NgDP/SF1601),
// NemKonto payouts, CPR lookups through KOMBIT's Serviceplatformen, WCAG 2.1 AA. Mostly in Danish.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'phoenix-municipal-dk',
  stack:
    'Elixir 1.17 / OTP 27, Phoenix 1.7 + LiveView 1.0, Ecto + PostgreSQL 16, Oban Pro, samly (OIOSAML 3 / NemLog-in3), Tesla, Cloak.Ecto, ChromicPDF, DKFDS + esbuild, Gettext, ExUnit + Mox + Wallaby (axe-core), GitLab CI, Kubernetes hos Netic',
  memories: [
    m(
      'auth-nemid-saml',
      'fact',
      'Login kører via NemLog-in2 med NemID (nøglekort). SAML håndteres af samly i lib/borgerportal_web/auth/, SP-metadata ligger i priv/saml/.',
      {
        fact: 'borger login | uses | NemID via NemLog-in2',
        files: ['lib/borgerportal_web/auth', 'priv/saml'],
        age: 700,
        tags: ['nemid', 'saml', 'login'],
      },
    ),
    m(
      'auth-mitid',
      'decision',
      'NemID er lukket – borgerlogin er nu MitID via NemLog-in3 (OIOSAML 3.0.2). Vi bruger stadig samly, men med nye SP-metadata i priv/saml/nemlogin3/ og nyt FOCES-certifikat til signering. Den gamle NemLog-in2-konfiguration er slettet, lad være med at hente den tilbage fra historikken.',
      {
        fact: 'borger login | uses | MitID via NemLog-in3',
        supersedes: 'auth-nemid-saml',
        age: 420,
        canonical: true,
        files: ['lib/borgerportal_web/auth', 'priv/saml/nemlogin3'],
        reason: 'NemID udfaset, NemLog-in2 lukket',
        tags: ['mitid', 'nemlogin', 'saml', 'login', 'oiosaml'],
      },
    ),
    m(
      'nsis-level',
      'constraint',
      'Tjek altid NSIS-sikringsniveauet fra assertion (attributten https://data.gov.dk/concept/core/nsis/loa) – ikke bare at borgeren er logget ind. "Substantial" kræves til ansøgninger, udbetalinger og visning af sager; "Low" er kun ok til kvitteringsopslag uden persondata. Hooket er BorgerportalWeb.Auth.RequireLoa.',
      {
        canonical: true,
        files: ['lib/borgerportal_web/auth/require_loa.ex'],
        tags: ['nsis', 'mitid', 'loa', 'sikringsniveau'],
      },
    ),
    m(
      'session-timeout',
      'constraint',
      'Session udløber efter 30 min inaktivitet og max 8 timer i alt. LiveView viser en advarsel 2 min før (<.session_timeout_warning>) med en knap til at forlænge – WCAG 2.2.1 kræver at borgeren kan forlænge.',
      {
        files: ['lib/borgerportal_web/components/session_timeout.ex'],
        tags: ['session', 'timeout', 'wcag', 'login'],
      },
    ),
    m(
      'session-timeout-claim',
      'fact',
      'nemlogin kræver 15 min timeout, ikke 30 – står i tilslutningsaftalen',
      {
        disputes: 'session-timeout',
        tags: ['session', 'timeout', 'nemlogin'],
      },
    ),
    m(
      'cpr-encrypted',
      'constraint',
      "CPR-numre gemmes ALDRIG i klartekst. citizens.cpr_encrypted er et Cloak.Ecto-felt (AES-GCM, nøgle fra Vault), og til opslag bruger vi citizens.cpr_hash (HMAC-SHA256 med en separat nøgle). CPR må ikke stå i Logger, Sentry, Oban-args eller URL'er.",
      {
        canonical: true,
        reaffirm: 6,
        fact: 'cpr | stored_as | Cloak-encrypted + HMAC hash',
        files: ['lib/borgerportal/borgere/citizen.ex', 'lib/borgerportal/vault.ex'],
        tags: ['cpr', 'gdpr', 'persondata', 'cloak', 'kryptering'],
      },
    ),
    m(
      'cpr-plain-claim',
      'fact',
      'fyi på staging ligger cpr i klartekst i citizens.cpr, krypteringen gælder kun prod-backuppen',
      {
        disputes: 'cpr-encrypted',
        tags: ['cpr', 'staging'],
      },
    ),
    m(
      'cpr-logger-filter',
      'convention',
      'Logger har et filter (Borgerportal.Logger.CprRedactor, sat op i config/config.exs) der maskerer alt der ligner ddmmåå-xxxx til ******-****. Det er et sikkerhedsnet – ikke en undskyldning for at logge structs med persondata.',
      {
        files: ['lib/borgerportal/logger/cpr_redactor.ex', 'config/config.exs'],
        tags: ['cpr', 'logging', 'logger', 'persondata'],
      },
    ),
    m(
      'cpr-oban-args',
      'constraint',
      "Oban-jobs får kun citizen_id (UUID) og andre id'er i args – aldrig CPR, navn eller adresse. Args ligger i klartekst i oban_jobs og kan ses af alle i Oban Web.",
      {
        files: ['lib/borgerportal/workers'],
        tags: ['oban', 'cpr', 'persondata', 'workers'],
      },
    ),
    m(
      'audit-log-6m',
      'fact',
      'opslagsloggen (hvem har set hvilken borgers data) gemmes 6 mdr i audit_events, derefter sletter AuditPruner rækkerne',
      {
        files: ['lib/borgerportal/workers/audit_pruner.ex'],
        age: 520,
        tags: ['audit', 'logning', 'retention'],
      },
    ),
    m(
      'audit-log-2y',
      'constraint',
      'Efter DPO-gennemgangen i efteråret gemmes opslagsloggen i audit_events nu i 2 år (kommunens logningspolitik). AuditPruner er ændret tilsvarende, og tabellen er partitioneret pr. måned, så oprydning er DROP PARTITION i stedet for DELETE.',
      {
        supersedes: 'audit-log-6m',
        age: 140,
        files: ['lib/borgerportal/workers/audit_pruner.ex', 'priv/repo/migrations'],
        reason: 'DPO-gennemgang, kommunens logningspolitik',
        tags: ['audit', 'logning', 'retention', 'partition'],
      },
    ),
    m(
      'jobs-exq',
      'fact',
      'Baggrundsjobs kører i Exq på Redis (redis-sentinel i clusteret). Jobs ligger under lib/borgerportal/jobs/.',
      {
        fact: 'background jobs | run_on | Exq/Redis',
        files: ['lib/borgerportal/jobs'],
        age: 650,
        tags: ['exq', 'redis', 'jobs'],
      },
    ),
    m(
      'jobs-oban',
      'decision',
      "Vi er gået fra Exq til Oban (Pro) på Postgres, og Redis er helt ude af stakken. Workers ligger i lib/borgerportal/workers/, én fil pr. worker, og jobbet indsættes i samme Ecto.Multi som de data det handler om (Oban.insert/3 i multi'en).",
      {
        fact: 'background jobs | run_on | Oban',
        supersedes: 'jobs-exq',
        age: 380,
        canonical: true,
        files: ['lib/borgerportal/workers'],
        reason: 'transaktionel enqueue og én database mindre at drifte',
        tags: ['oban', 'jobs', 'workers', 'redis'],
      },
    ),
    m(
      'oban-queues',
      'fact',
      'Oban queues: default 10, digital_post 5, nemkonto 2, pdf 4, kombit 3, clamav 2. Konfig i config/runtime.exs. nemkonto er lav med vilje.',
      {
        files: ['config/runtime.exs'],
        tags: ['oban', 'queues', 'konfiguration'],
      },
    ),
    m(
      'oban-unique',
      'convention',
      'Workers der rammer eksterne systemer (Digital Post, NemKonto, SBSYS, Serviceplatformen) skal have unique: [period: :infinity, keys: [:idempotency_key]] og sende idempotency_key videre til modparten. Nøglen dannes når jobbet oprettes, ikke i perform/1.',
      {
        files: ['lib/borgerportal/workers'],
        tags: ['oban', 'idempotens', 'unique', 'workers'],
      },
    ),
    m(
      'oban-cron',
      'fact',
      'Oban.Plugins.Cron: JournalizeWorker hvert 10. minut, AuditPruner kl. 03:15, KommunekalenderSync kl. 04:00, ReminderWorker hverdage kl. 08:00 (Europe/Copenhagen).',
      {
        files: ['config/runtime.exs'],
        tags: ['oban', 'cron', 'schedule'],
      },
    ),
    m(
      'digitalpost-eboks',
      'fact',
      'Breve til borgerne sendes direkte gennem e-Boks REST API (Borgerportal.Eboks.Client) som PDF + metadata.',
      {
        fact: 'digital post | sent_via | e-Boks REST API',
        files: ['lib/borgerportal/eboks'],
        age: 600,
        tags: ['digital-post', 'eboks'],
      },
    ),
    m(
      'digitalpost-ngdp',
      'decision',
      'Digital Post går nu gennem NgDP via Serviceplatformens SF1601 (KOMBIT). Brevene sendes som MeMo-beskeder (MeMo 1.1 XML med PDF som hoveddokument) – klienten er Borgerportal.DigitalPost.SF1601 og forsendelsen sker i DigitalPostWorker. e-Boks-klienten er fjernet.',
      {
        fact: 'digital post | sent_via | SF1601 (NgDP)',
        supersedes: 'digitalpost-eboks',
        age: 300,
        files: ['lib/borgerportal/digital_post', 'lib/borgerportal/workers/digital_post_worker.ex'],
        reason: 'NgDP erstattede den gamle Digital Post-løsning',
        tags: ['digital-post', 'ngdp', 'memo', 'sf1601', 'kombit'],
      },
    ),
    m(
      'fjernprint',
      'constraint',
      'Borgere der er fritaget for Digital Post skal stadig have brevet – som fysisk post. Det klarer NgDP med fjernprint når vi sender med forsendelsestype "Digital Post med fjernprint". Vi må IKKE selv filtrere fritagne borgere fra.',
      {
        files: ['lib/borgerportal/digital_post/sf1601.ex'],
        tags: ['digital-post', 'fjernprint', 'fritagelse'],
      },
    ),
    m(
      'fjernprint-claim',
      'fact',
      'borgere der er fritaget for digital post får ikke noget fra os, de må selv henvende sig i borgerservice',
      {
        disputes: 'fjernprint',
        tags: ['digital-post', 'fritagelse'],
      },
    ),
    m(
      'memo-size',
      'constraint',
      'MeMo: hoveddokumentet skal være PDF/A-2b, og vi holder hele beskeden inkl. bilag under 20 MB. Større bilag sendes som link til selvbetjeningen, ikke vedhæftet.',
      {
        tags: ['memo', 'digital-post', 'pdf', 'bilag'],
      },
    ),
    m(
      'pdf-chromic',
      'fact',
      "PDF'er (afgørelser, kvitteringer, breve) laves med ChromicPDF fra HEEx-templates i lib/borgerportal/pdf/templates/ og konverteres til PDF/A-2b med ChromicPDF.print_to_pdfa/2. Chrome kører i samme pod.",
      {
        files: ['lib/borgerportal/pdf'],
        tags: ['pdf', 'chromicpdf', 'pdfa'],
      },
    ),
    m(
      'nemkonto-opus',
      'fact',
      'Udbetalinger til NemKonto: hver nat kl 02 laver vi en batchfil og lægger den på KMD Opus SFTP (Borgerportal.Udbetalinger.OpusBatch).',
      {
        fact: 'nemkonto payouts | sent_via | Opus batchfil',
        files: ['lib/borgerportal/udbetalinger/opus_batch.ex'],
        age: 560,
        tags: ['nemkonto', 'opus', 'udbetaling', 'sftp'],
      },
    ),
    m(
      'nemkonto-sp',
      'decision',
      'Vi har slukket for Opus-batchfilen. Udbetalinger går nu online via NemKonto-servicen på Serviceplatformen – hver udbetaling er ét NemKontoPayoutWorker-job, der først oprettes når sagen er godkendt. Status hentes tilbage med en forespørgsel, ikke via kvitteringsfil.',
      {
        fact: 'nemkonto payouts | sent_via | Serviceplatformen online',
        supersedes: 'nemkonto-opus',
        age: 200,
        files: ['lib/borgerportal/udbetalinger', 'lib/borgerportal/workers/nemkonto_payout_worker.ex'],
        reason: 'udbetaling samme dag i stedet for næste bankdag',
        tags: ['nemkonto', 'udbetaling', 'serviceplatformen', 'oban'],
      },
    ),
    m(
      'payout-4eyes',
      'constraint',
      'Udbetalinger over 50.000 kr. kræver godkendelse fra to forskellige sagsbehandlere (payout_approvals). Ingen admin-bypass, heller ikke i prod-seeds eller iex på en prod-node.',
      {
        canonical: true,
        files: ['lib/borgerportal/udbetalinger/approval.ex'],
        tags: ['udbetaling', 'godkendelse', 'fire-øjne'],
      },
    ),
    m(
      'money-ore',
      'convention',
      'Beløb er integer i øre (amount_ore) – aldrig float, og heller ikke Decimal i kroner. Formatering til "1.234,50 kr." sker kun i BorgerportalWeb.Format.kr/1.',
      {
        files: ['lib/borgerportal_web/format.ex'],
        tags: ['beløb', 'øre', 'kroner', 'formatering'],
      },
    ),
    m(
      'nemkonto-cpr-only',
      'fact',
      'NemKonto kræver CPR (eller CVR) på hver udbetaling. NemKontoPayoutWorker henter citizen via citizen_id og dekrypterer cpr_encrypted lige før kaldet – CPR går aldrig gennem jobbets args.',
      {
        files: ['lib/borgerportal/workers/nemkonto_payout_worker.ex'],
        tags: ['nemkonto', 'cpr', 'oban'],
      },
    ),
    m(
      'kombit-serviceplatform',
      'fact',
      'Alle KOMBIT-integrationer går gennem Serviceplatformen med et FOCES3-funktionscertifikat. Klienten ligger i lib/borgerportal/serviceplatformen/ (Tesla + vores egen WS-Security-signering i Serviceplatformen.WSSecurity). Certifikat og kæde kommer fra Vault.',
      {
        fact: 'kombit integrations | go_through | Serviceplatformen',
        files: ['lib/borgerportal/serviceplatformen'],
        tags: ['kombit', 'serviceplatformen', 'foces', 'soap'],
      },
    ),
    m(
      'kombit-cpr-lookup',
      'constraint',
      'CPR-opslag (navn, adresse, civilstand) går via SF1520 på Serviceplatformen. Svaret må caches max 24 timer i ETS (Borgerportal.CprCache) – det skrives ALDRIG til Postgres, vi er ikke en kopi af CPR-registret.',
      {
        files: ['lib/borgerportal/serviceplatformen/sf1520.ex', 'lib/borgerportal/cpr_cache.ex'],
        tags: ['cpr', 'sf1520', 'kombit', 'cache', 'persondata'],
      },
    ),
    m(
      'kombit-test-env',
      'fact',
      'Serviceplatformens testmiljø er exttest.serviceplatformen.dk. Kræver et separat FOCES-testcertifikat og en serviceaftale pr. service i Administrationsmodulet – uden aftale får man bare en SOAP-fault 403.',
      {
        tags: ['kombit', 'serviceplatformen', 'test', 'exttest'],
      },
    ),
    m(
      'kombit-rate',
      'constraint',
      'Serviceplatformen: max 10 samtidige kald pr. serviceaftale, ellers bliver vi throttlet for hele kommunen. Derfor er nemkonto- og kombit-køerne lave – skru ikke op uden at snakke med drift.',
      {
        tags: ['kombit', 'serviceplatformen', 'throttling', 'oban'],
      },
    ),
    m(
      'cpr-events',
      'fact',
      'Flytninger og dødsfald får vi som hændelser fra KOMBITs Beskedfordeler (abonnement), KombitEventConsumer. Ved dødsfald lukkes åbne sager IKKE automatisk – de markeres og sendes til manuel behandling hos sagsbehandleren.',
      {
        files: ['lib/borgerportal/kombit/event_consumer.ex'],
        tags: ['kombit', 'beskedfordeler', 'cpr', 'dødsfald', 'sager'],
      },
    ),
    m(
      'sbsys-journal',
      'constraint',
      "Alle ansøgninger og afgørelser skal journaliseres i SBSYS inden for 24 timer (JournalizeWorker via Borgerportal.Esdh.Sbsys). Er SBSYS nede, retry'er Oban – et journaliseringsjob må aldrig droppes eller discardes manuelt.",
      {
        files: ['lib/borgerportal/esdh', 'lib/borgerportal/workers/journalize_worker.ex'],
        tags: ['sbsys', 'esdh', 'journalisering', 'oban'],
      },
    ),
    m(
      'wcag-aa',
      'constraint',
      'Webtilgængelighedsloven: hele borgerdelen skal leve op til WCAG 2.1 AA (EN 301 549). Tilgængelighedserklæringen ligger på was.digst.dk og skal opdateres, når vi kender til afvigelser.',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['wcag', 'tilgængelighed', 'a11y', 'webtilgængelighed'],
      },
    ),
    m('wcag-a-claim', 'fact', 'wcag: vi skal kun leve op til niveau A, AA er en anbefaling', {
      disputes: 'wcag-aa',
      tags: ['wcag', 'a11y'],
    }),
    m(
      'a11y-axe',
      'convention',
      'Alle nye LiveViews får en Wallaby-test med axe-core (assert_accessible/1 fra test/support/a11y.ex). CI fejler på violations med impact serious eller critical.',
      {
        files: ['test/support/a11y.ex', 'test/borgerportal_web/features'],
        tags: ['a11y', 'axe', 'wallaby', 'tests'],
      },
    ),
    m(
      'a11y-liveview-focus',
      'convention',
      'Ved navigation (push_patch/push_navigate) og ved valideringsfejl flyttes fokus til <h1> eller til fejlresuméet (phx-hook "FocusOnMount"). Statusbeskeder annonceres via aria-live="polite" regionen i root.html.heex – ingen toasts der forsvinder efter 3 sek.',
      {
        files: [
          'assets/js/hooks/focus_on_mount.js',
          'lib/borgerportal_web/components/layouts/root.html.heex',
        ],
        tags: ['a11y', 'fokus', 'liveview', 'aria-live', 'skærmlæser'],
      },
    ),
    m(
      'a11y-forms',
      'convention',
      'Formularfelter altid via <.input> fra core_components: synlig label, fejl koblet på med aria-describedby og vist med tekst + ikon (ikke kun rød farve). Placeholder er aldrig label. Fejltekster på dansk i klart sprog.',
      {
        files: ['lib/borgerportal_web/components/core_components.ex'],
        tags: ['a11y', 'formularer', 'input', 'fejltekster'],
      },
    ),
    m(
      'incident-a11y-complaint',
      'incident',
      'Jan 2026: klage via Digitaliseringsstyrelsens tilsyn – ansøgning om enkeltydelse kunne ikke gennemføres med skærmlæser, fordi fejl kun blev vist med rød ramme og en toast. Rettet i core_components + fejlresumé øverst i formularen; se a11y-forms og a11y-liveview-focus.',
      {
        files: ['lib/borgerportal_web/live/ansoegning_live'],
        tags: ['incident', 'a11y', 'skærmlæser', 'formularer'],
      },
    ),
    m(
      'ui-bootstrap',
      'fact',
      'Frontend: Bootstrap 4 + jQuery (datepicker og modals), assets bygges med webpack.',
      {
        fact: 'borger frontend | design system | Bootstrap 4',
        files: ['assets'],
        age: 620,
        tags: ['bootstrap', 'jquery', 'webpack', 'frontend'],
      },
    ),
    m(
      'ui-dkfds',
      'decision',
      "Borgersiderne bruger nu Det Fælles Designsystem (DKFDS) – komponenterne er pakket ind som function components i lib/borgerportal_web/components/fds/. Webpack, jQuery og Bootstrap er ude; assets bygges med esbuild. Tailwind bruges kun i sagsbehandler-UI'et. Datovælger = FDS' egen dato-felt med tre inputs, ingen JS-datepicker.",
      {
        fact: 'borger frontend | design system | DKFDS',
        supersedes: 'ui-bootstrap',
        age: 260,
        files: ['lib/borgerportal_web/components/fds', 'assets'],
        reason: 'fælles offentligt designsystem, bedre tilgængelighed ud af boksen',
        tags: ['dkfds', 'designsystem', 'esbuild', 'frontend', 'tailwind'],
      },
    ),
    m(
      'forms-form-for',
      'convention',
      'formularer: form_for(@changeset, "#", [phx_change: :validate], fn f -> ...) med f |> text_input(:navn) osv.',
      {
        age: 540,
        tags: ['formularer', 'phoenix_html', 'changeset'],
      },
    ),
    m(
      'forms-to-form',
      'convention',
      'Fra Phoenix 1.7: formularer laves med to_form/1 og <.simple_form for={@form}>, felter med <.input field={@form[:navn]} />. Ingen form_for/Phoenix.HTML.Form-helpers i nye eller ændrede views. Validering med phx-change og phx-debounce="blur".',
      {
        supersedes: 'forms-form-for',
        age: 240,
        files: ['lib/borgerportal_web/live', 'lib/borgerportal_web/components/core_components.ex'],
        tags: ['formularer', 'to_form', 'liveview', 'phoenix'],
      },
    ),
    m(
      'liveview-auth',
      'convention',
      'Alle borger-LiveViews ligger i live_session :borger med on_mount {BorgerportalWeb.Auth, :require_citizen} (og RequireLoa). Det er ikke nok at tjekke current_citizen i mount/3 i det enkelte view.',
      {
        files: ['lib/borgerportal_web/router.ex', 'lib/borgerportal_web/auth.ex'],
        tags: ['liveview', 'auth', 'on_mount', 'router'],
      },
    ),
    m(
      'liveview-streams',
      'convention',
      'Lister (sager, beskeder, udbetalinger) bruger streams (stream/3 + phx-update="stream"), ikke et assign med hele listen – vi har ~18.000 samtidige sockets på ansøgningsdage.',
      {
        tags: ['liveview', 'streams', 'performance'],
      },
    ),
    m(
      'contexts',
      'convention',
      'Phoenix contexts: Borgerportal.Sager, Borgerportal.Borgere, Borgerportal.Udbetalinger, Borgerportal.Post. Web-laget kalder kun context-funktioner – aldrig Repo direkte fra en LiveView eller controller.',
      {
        files: ['lib/borgerportal'],
        tags: ['contexts', 'ecto', 'arkitektur'],
      },
    ),
    m(
      'naming-da-en',
      'convention',
      'Fagtermer på dansk (sag, afgørelse, ansøgning, udbetaling, bevilling), resten på engelsk. Ingen æøå i modul-, funktions- eller atomnavne: skriv ae/oe/aa (Afgoerelse, beregn_ydelse). Credo-checket Borgerportal.Credo.NoNonAsciiNames fanger det.',
      {
        tags: ['navngivning', 'credo', 'dansk'],
      },
    ),
    m(
      'timestamps',
      'convention',
      'Alle tidsstempler er :utc_datetime_usec (timestamps(type: :utc_datetime_usec)). Konvertering til Europe/Copenhagen sker kun ved visning i BorgerportalWeb.Format.dato/1 og i PDF-templates (tzdata).',
      {
        files: ['lib/borgerportal_web/format.ex'],
        tags: ['tid', 'utc', 'tidszone', 'ecto'],
      },
    ),
    m(
      'frister',
      'fact',
      'Sagsbehandlingsfrister regnes i hverdage. Helligdage og kommunens lukkedage (grundlovsdag, 24/12, 31/12) kommer fra Borgerportal.Kalender. Store bededag er afskaffet fra 2024 – den skal ikke tilbage i listen.',
      {
        files: ['lib/borgerportal/kalender.ex'],
        tags: ['frister', 'hverdage', 'helligdage', 'kalender'],
      },
    ),
    m(
      'case-status',
      'fact',
      'Sagsstatus: modtaget → under_behandling → afventer_borger → afgjort → lukket. State machine i Borgerportal.Sager.Status, overgange kun via Sager.transition/3 som også skriver audit_events.',
      {
        files: ['lib/borgerportal/sager/status.ex'],
        tags: ['sager', 'status', 'state-machine'],
      },
    ),
    m(
      'fuldmagt',
      'constraint',
      'Digital Fuldmagt: når en pårørende handler på vegne af en borger, skal både fuldmagtshaver og fuldmagtsgiver stå i audit_events, og vi må kun vise sager og breve, der er omfattet af fuldmagtens scope (fuldmagtsområder fra NemLog-in).',
      {
        files: ['lib/borgerportal_web/auth/fuldmagt.ex'],
        tags: ['fuldmagt', 'nemlogin', 'audit', 'adgang'],
      },
    ),
    m(
      'uploads',
      'convention',
      'Bilag: allow_upload med max 10 MB, kun pdf/jpg/png. Filer lander i MinIO-bucket quarantine og flyttes først til docs når ClamavWorker har scannet dem rene.',
      {
        files: [
          'lib/borgerportal_web/live/ansoegning_live/bilag_component.ex',
          'lib/borgerportal/workers/clamav_worker.ex',
        ],
        tags: ['upload', 'bilag', 'clamav', 'minio'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Al borgertekst via Gettext. msgid skrives på dansk, engelsk oversættelse i priv/gettext/en/LC_MESSAGES/. Dansk er default-locale; kør mix gettext.extract --merge før MR.',
      {
        files: ['priv/gettext'],
        tags: ['gettext', 'i18n', 'oversættelse'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags med FunWithFlags (Ecto-store). Navne i snake_case med område som prefix: post_, udbetaling_, login_, ansoegning_. Slet flaget i samme sprint som det er rullet helt ud.',
      {
        tags: ['feature-flags', 'fun_with_flags'],
      },
    ),
    m(
      'ecto-migrations',
      'convention',
      'Migrations i priv/repo/migrations. Ingen datamigrering i samme fil som skemaændringer. På store tabeller (audit_events, messages, sager) laves index concurrently med @disable_ddl_transaction true og @disable_migration_lock true.',
      {
        files: ['priv/repo/migrations'],
        tags: ['ecto', 'migrations', 'postgres', 'index'],
      },
    ),
    m(
      'db-pg',
      'fact',
      'PostgreSQL 16, managed hos Netic: primær + én read replica. Borgerportal.Repo.Replica bruges til rapporter og tunge lister til sagsbehandlere.',
      {
        fact: 'database | hosted_at | Netic managed Postgres 16',
        files: ['lib/borgerportal/repo.ex'],
        tags: ['postgres', 'replica', 'netic'],
      },
    ),
    m('db-pg-vm', 'fact', 'databasen er postgres 12 på kommunens egen VM db01.intern, backup via Veeam', {
      age: 680,
      tags: ['postgres', 'vm', 'backup'],
    }),
    m(
      'elixir-version',
      'fact',
      'Elixir 1.17 / OTP 27, styret af .tool-versions (mise eller asdf lokalt). Docker-imaget bygger fra hexpm/elixir med samme versioner.',
      {
        files: ['.tool-versions', 'Dockerfile'],
        tags: ['elixir', 'otp', 'version'],
      },
    ),
    m('elixir-old', 'fact', 'vi er på elixir 1.12 / OTP 24, kan ikke opgradere før samly understøtter det', {
      age: 710,
      tags: ['elixir', 'otp', 'version'],
    }),
    m(
      'ci',
      'fact',
      'GitLab CI: mix format --check-formatted, mix credo --strict, mix dialyzer, mix sobelow, mix test --partitions 4, Wallaby-tests i eget job. Deploy til test sker automatisk fra main, prod er et manuelt job.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'credo', 'dialyzer'],
      },
    ),
    m(
      'sobelow',
      'convention',
      'mix sobelow skal være grøn. Ignores kun i .sobelow-conf med en kommentar om hvorfor og hvem der har godkendt det.',
      {
        files: ['.sobelow-conf'],
        tags: ['sobelow', 'sikkerhed', 'ci'],
      },
    ),
    m(
      'tests-mox',
      'constraint',
      'Eksterne systemer (Serviceplatformen, NemLog-in, SBSYS, ClamAV) mockes med Mox mod deres behaviours (fx Borgerportal.Serviceplatformen.Behaviour). CI kalder aldrig exttest eller andre rigtige miljøer.',
      {
        files: ['test/support/mocks.ex'],
        tags: ['tests', 'mox', 'exttest', 'kombit'],
      },
    ),
    m(
      'tests-cpr-fake',
      'constraint',
      'Testdata må kun bruge CPR-numre fra testborgerlisten i test/support/testborgere.ex (KOMBITs testpersoner). Aldrig et rigtigt CPR – heller ikke dit eget – i tests, seeds eller fixtures.',
      {
        files: ['test/support/testborgere.ex', 'test/support/factory.ex'],
        tags: ['tests', 'cpr', 'testdata', 'factory'],
      },
    ),
    m(
      'cpr-validation',
      'fact',
      'CPR-validering: INGEN modulus 11 – der er udstedt gyldige CPR-numre uden modulus 11 siden 2007. Borgerportal.Cpr.valid?/1 tjekker kun 10 cifre og at de første 6 er en gyldig dato (århundrede ud fra 7. ciffer).',
      {
        files: ['lib/borgerportal/cpr.ex'],
        tags: ['cpr', 'validering', 'modulus11'],
      },
    ),
    m(
      'k8s',
      'fact',
      'Vi kører i Kubernetes hos Netic (dansk datacenter), namespaces borgerportal-test og borgerportal-prod, 3 pods i prod. Helm chart i deploy/chart, release bygges med mix release i Dockerfile.',
      {
        files: ['deploy/chart', 'Dockerfile'],
        tags: ['kubernetes', 'helm', 'netic', 'deploy'],
      },
    ),
    m(
      'clustering',
      'fact',
      'Noderne clustres med libcluster (Cluster.Strategy.Kubernetes.DNS via headless service borgerportal-headless). Phoenix.PubSub og Oban-notifikationer går over clusteret.',
      {
        files: ['lib/borgerportal/application.ex', 'deploy/chart/templates/service-headless.yaml'],
        tags: ['libcluster', 'pubsub', 'kubernetes', 'distribution'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Hemmeligheder (DB, FOCES-cert + password, Cloak-nøgler, SECRET_KEY_BASE, MinIO) kommer fra Vault via external-secrets og læses i config/runtime.exs. Aldrig i config/*.exs, values.yaml eller en committet .env.',
      {
        canonical: true,
        files: ['config/runtime.exs', 'deploy/chart'],
        tags: ['secrets', 'vault', 'konfiguration'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Persondata må ikke forlade EU/EØS. Ingen amerikansk-hostet SaaS til noget der kan indeholde borgerdata (derfor self-hosted Sentry og Loki). Ny leverandør = databehandleraftale først.',
      {
        tags: ['gdpr', 'persondata', 'leverandører', 'hosting'],
      },
    ),
    m(
      'sentry-scrub',
      'convention',
      'Sentry (self-hosted på sentry.fjordby.dk): before_send i Borgerportal.SentryFilter fjerner params, cookies, session og alt der ligner CPR. LiveView-assigns sendes aldrig med.',
      {
        files: ['lib/borgerportal/sentry_filter.ex'],
        tags: ['sentry', 'persondata', 'fejl'],
      },
    ),
    m(
      'observability',
      'fact',
      'Logs går til Loki, metrics til Prometheus via PromEx (plugins: Phoenix, LiveView, Oban, Ecto). Dashboards i Grafana under mappen "Borgerportal".',
      {
        files: ['lib/borgerportal/prom_ex.ex'],
        tags: ['observability', 'promex', 'grafana', 'loki'],
      },
    ),
    m(
      'rate-limit-login',
      'fact',
      'Hammer rate limiter på /auth/* (20 req/min pr. IP) og på kvitteringsopslag (5/min) i BorgerportalWeb.Plugs.RateLimit. Backend er Hammer.ETS pr. node.',
      {
        files: ['lib/borgerportal_web/plugs/rate_limit.ex'],
        tags: ['rate-limit', 'hammer', 'login'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Prod-deploy kun mandag–torsdag mellem 8 og 14, og aldrig på månedens sidste bankdag (udbetalingsdag) eller dagen før.',
      {
        tags: ['deploy', 'prod', 'udbetaling'],
      },
    ),
    m(
      'incident-cpr-log',
      'incident',
      'Marts 2025: en Logger.debug med inspect(%Citizen{}) endte i Loki i prod med CPR i klartekst (debug var slået til under fejlsøgning). Anmeldt til Datatilsynet som brud på persondatasikkerheden. Siden da: @derive {Inspect, except: [:cpr, :cpr_encrypted, :navn]} på Citizen + CprRedactor-filteret.',
      {
        files: ['lib/borgerportal/borgere/citizen.ex'],
        tags: ['incident', 'cpr', 'logging', 'datatilsynet'],
      },
    ),
    m(
      'incident-double-payout',
      'incident',
      "Okt 2025: NemKontoPayoutWorker fik timeout fra Serviceplatformen EFTER at udbetalingen var gået igennem, Oban retry'ede, og 14 borgere fik samme beløb to gange. Fix: payout.id sendes som transaktions-id, og workeren laver en statusforespørgsel før hvert retry.",
      {
        files: ['lib/borgerportal/workers/nemkonto_payout_worker.ex'],
        tags: ['incident', 'nemkonto', 'retry', 'dobbeltudbetaling'],
      },
    ),
    m(
      'owners',
      'fact',
      'Ansvar: login/MitID og Serviceplatformen – Mikkel Thorsen; udbetalinger/NemKonto – Sara Lund; Digital Post og PDF – Jonas Ravn; frontend og tilgængelighed – Freja Holm; drift er Netic + Bo fra kommunens IT.',
      {
        tags: ['ejere', 'team', 'ansvar'],
      },
    ),
    m('pref-commits', 'preference', 'commit-beskeder på engelsk, MR-beskrivelser må gerne være på dansk', {}),
    m(
      'pref-small-mrs',
      'preference',
      "små MR'er tak – helst under 300 linjer, og context-ændringer og LiveView i hver sin MR hvis det giver mening",
      {},
    ),
    m(
      'vpn-note',
      'note',
      'exttest kræver den gamle Cisco AnyConnect-profil "KOMBIT-TEST" fra IT-servicedesk',
      {
        age: 690,
        tags: ['vpn', 'exttest'],
      },
    ),
    m('cand-ash', 'decision', 'Flyt domænelaget (Sager, Udbetalinger) over på Ash Framework.', {
      candidate: true,
      tags: ['ash', 'arkitektur'],
    }),
    m(
      'cand-lvn',
      'decision',
      'Lav en borger-app med LiveView Native i stedet for kun den mobilvenlige web.',
      {
        candidate: true,
        tags: ['liveview-native', 'app'],
      },
    ),
    m('cand-no-replica', 'decision', 'Drop read replica og kør rapporterne om natten på primæren.', {
      candidate: true,
      tags: ['postgres', 'replica'],
    }),
    m(
      'secret-env-db',
      'note',
      '.env.prod til lokal fejlsøgning (IKKE commit):\nDATABASE_URL=ecto://borgerportal:Fj0rdby!Pg#2025@pg-prod.borgerportal.svc:5432/borgerportal\nPOOL_SIZE=20',
      {
        secret: 'Fj0rdby!Pg#2025',
      },
    ),
    m(
      'secret-foces-prose',
      'note',
      'Kodeordet til FOCES-testcertifikatet (foces-exttest.p12) er Kmb!T3st-Foces77 – skal bruges når du importerer det lokalt',
      {
        secret: 'Kmb!T3st-Foces77',
      },
    ),
    m(
      'secret-runtime-exs',
      'note',
      'midlertidigt i config/prod.exs indtil vault virker:\nconfig :borgerportal, BorgerportalWeb.Endpoint,\n  secret_key_base: "q8XvN2mLr5TzK0pWc7HyB4sJd9FgA1eU3oIbQ6nMtR8wZ2xCvL5kP0yE7hGjD4fS"',
      {
        secret: 'q8XvN2mLr5TzK0pWc7HyB4sJd9FgA1eU3oIbQ6nMtR8wZ2xCvL5kP0yE7hGjD4fS',
      },
    ),
    m(
      'secret-values-yaml',
      'note',
      'deploy/chart/values-prod.yaml (hotfix fredag):\nserviceplatformen:\n  endpoint: https://prod.serviceplatformen.dk\n  certPassword: "Sp-Pr0d!Cert#4410"',
      {
        secret: 'Sp-Pr0d!Cert#4410',
      },
    ),
    m(
      'secret-oban-key',
      'note',
      'Oban Pro repo lokalt: mix hex.repo add oban https://getoban.pro/repo --fingerprint SHA256:4/OSKi0NRF91QVVXlGAhb/BIMLnK8NHcx/EWs+aIWPc --auth-key 9b1f6c2e7d4a40f8a3c5e1b9d7f2a6c4',
      {
        secret: '9b1f6c2e7d4a40f8a3c5e1b9d7f2a6c4',
      },
    ),
    m(
      'secret-sentry-dsn',
      'note',
      'SENTRY_DSN=https://4f9c2a7e1b3d4e6f8a0b2c4d6e8f1a3b@sentry.fjordby.dk/7',
      {
        secret: '4f9c2a7e1b3d4e6f8a0b2c4d6e8f1a3b',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'smtp til kvitteringsmails: relay.fjordby.dk:587, bruger borgerportal-noreply, kode Nrply#Smtp-2291x',
      {
        secret: 'Nrply#Smtp-2291x',
      },
    ),
    m(
      'secret-minio',
      'note',
      'minio docs-bucket: access key BPDOCS7QK2LM9, secret key r7Tq2Wz9Lk4Xp8Vn3Bc6Hm1Jd5Fs0GaY',
      {
        secret: 'r7Tq2Wz9Lk4Xp8Vn3Bc6Hm1Jd5Fs0GaY',
      },
    ),
    m(
      'secret-cloak-key',
      'note',
      'Cloak-nøglen til cpr_encrypted på staging, hvis du skal dekryptere en testborger: CLOAK_KEY=3Jnb0hZiX5Rk9L2yqM7TfVw1uPcE8dAo4sGxKz6BHYI=',
      {
        secret: '3Jnb0hZiX5Rk9L2yqM7TfVw1uPcE8dAo4sGxKz6BHYI=',
      },
    ),
    m(
      'secret-psql-url',
      'note',
      'rapport-replikaen: psql "postgresql://rapport_ro:R4pp0rt-Ro!88@pg-replica.borgerportal.svc:5432/borgerportal?sslmode=require"',
      {
        secret: 'R4pp0rt-Ro!88',
      },
    ),
  ],
  sessions: [
    {
      id: 'kommune-session-1',
      age: 6,
      turns: [
        said(
          'godmorgen. vi skal have kladder på ansøgningen om enkeltydelse, kig lige på lib/borgerportal_web/live/ansoegning_live/form.ex først',
        ),
        replied(
          'Formen bruger to_form/1 og validerer på phx-change, men intet gemmes før submit. Der er ingen drafts-tabel endnu.',
        ),
        said(
          'ok. kladder gemmes automatisk i application_drafts ved phx-change, max hvert 30. sek pr. borger, og de slettes efter 30 dage. ingen manuel "gem kladde"-knap.',
          {
            key: 's-draft-autosave',
            type: 'decision',
          },
        ),
        replied(
          'Forstået. Jeg laver en Sager.save_draft/2 med throttling i socket-assigns og en DraftPruner i Oban Cron.',
        ),
        said('hvordan ser søgningen for sagsbehandlerne ud i dag?'),
        replied('SagsbehandlerLive.Search tager cpr som query-param (?cpr=...) og slår op på cpr_hash.'),
        said(
          'det skal væk. CPR må aldrig stå i en URL eller query-param, heller ikke internt hos sagsbehandlerne – det ender i access-logs og browserhistorik. søgning via phx-submit, og CPR holdes kun i socket-assigns.',
          {
            key: 's-no-cpr-url',
            type: 'constraint',
          },
        ),
        replied('Jeg flytter søgningen til en form med phx-submit og fjerner handle_params for cpr.'),
        said('fint. hvad sker der hvis SF1520 er langsom?'),
        replied('Der er ingen eksplicit timeout – Tesla-standarden bruges, så et kald kan hænge ret længe.'),
        said(
          'sæt timeout på alle Serviceplatform-kald til 15 sek. i Oban max 5 forsøg med eksponentiel backoff, derefter discard + alarm til Mikkel.',
          {
            key: 's-kombit-timeout',
            type: 'constraint',
          },
        ),
        replied('Tilføjet Tesla.Middleware.Timeout på 15_000 og max_attempts: 5 på kombit-workerne.'),
        said(
          'btw vi har fået 5 nye testborgere fra KOMBIT i exttest (bl.a. en med fuldmagt og en der er fritaget for digital post), jeg har lagt dem i test/support/testborgere.ex',
          {
            key: 's-testborger',
            type: 'fact',
          },
        ),
        replied('Godt, så kan fritagelses-casen testes. Skal factory bruge dem?'),
        said('ja, factoryen skal tage dem derfra. og når man handler på fuldmagt, hvad ser man så i dag?'),
        replied(
          'Det samme layout som borgeren selv. Der er ingen indikation af at man handler for en anden.',
        ),
        said(
          'på alle sider skal der være et banner øverst: "Du handler på vegne af <navn>" med link til at skifte tilbage til dig selv. banneret er en FDS-advarselsboks, ikke bare tekst.',
          {
            key: 's-fuldmagt-banner',
            type: 'convention',
          },
        ),
        replied('Jeg lægger den i app.html.heex styret af @acting_for assign fra Auth-hooket.'),
        said(
          'her er det jeg brugte mod exttest i går: curl -u bp-exttest:Xt7!kombit-Bp92 https://exttest.serviceplatformen.dk/service/CPR/PersonBaseDataExtended/5',
          {
            secret: 'Xt7!kombit-Bp92',
          },
        ),
        replied('Tak – svaret matcher det format SF1520-modulet forventer.'),
        said('nå ja, SBSYS-integrationen overtages af Sara fra 1. maj, Jonas har for meget med NgDP', {
          key: 's-sbsys-owner',
          type: 'fact',
        }),
        replied('Noteret.'),
        said('kan du køre testene?'),
        replied('Alle grønne undtagen én Wallaby-test: axe finder en manglende label på kladde-indikatoren.'),
        said('løs den, og skriv en opsummering til MR-beskrivelsen på dansk'),
        replied(
          'Opsummering: automatisk gemte kladder (30 sek, slettes efter 30 dage), CPR-søgning uden URL-parametre, 15 sek timeout og 5 retries mod Serviceplatformen, fuldmagtsbanner, nye testborgere i factory.',
        ),
        said('perfekt, tak'),
      ],
    },
  ],
  prompts: [
    p(
      'lav en ny LiveView til ansøgning om boligindskud i lib/borgerportal_web/live/boligindskud_live/ – den skal kræve MitID',
      [
        'liveview-auth',
        'auth-mitid',
        'nsis-level',
        'forms-to-form',
        'a11y-forms',
        'a11y-axe',
        's-draft-autosave',
      ],
    ),
    p(
      '@lib/borgerportal_web/live/udbetaling_live/show.ex viser beløbet som 123450, det skal jo være kroner',
      ['money-ore'],
    ),
    p('NemKontoPayoutWorker fejler med timeout igen i nat, kan du lige kigge på retry-logikken?', [
      'incident-double-payout',
      'oban-unique',
      'nemkonto-sp',
      's-kombit-timeout',
      'kombit-rate',
    ]),
    p('jeg skal bruge CPR i DigitalPostWorker, kan jeg ikke bare lægge det i args?', [
      'cpr-oban-args',
      'cpr-encrypted',
      'nemkonto-cpr-only',
    ]),
    p('er det ok med Logger.info("opretter sag for #{inspect(citizen)}") i lib/borgerportal/sager.ex?', [
      'incident-cpr-log',
      'cpr-encrypted',
      'cpr-logger-filter',
    ]),
    p('tilføj et telefonnummer-felt til ansøgningsformularen med placeholder "12 34 56 78" som label', [
      'a11y-forms',
      'forms-to-form',
      'i18n',
    ]),
    p('axe-testen fejler på color-contrast på knapperne i sagsoversigten, hvad gør vi', [
      'a11y-axe',
      'wcag-aa',
      'wcag-a-claim',
      'ui-dkfds',
    ]),
    p('hvilket WCAG-niveau skal vi egentlig overholde på borgersiderne?', ['wcag-aa', 'wcag-a-claim']),
    p('afgørelsen skal sendes som digital post – hvad gør vi med borgere der er fritaget?', [
      'digitalpost-ngdp',
      'fjernprint',
      'fjernprint-claim',
    ]),
    p('byg MeMo-beskeden til afslag på enkeltydelse med PDF og to bilag', [
      'digitalpost-ngdp',
      'pdf-chromic',
      'memo-size',
    ]),
    p('SF1601 afviser vores brev: "main document is not PDF/A compliant" ???', ['pdf-chromic', 'memo-size']),
    p('lav en migration med index på audit_events(citizen_id, inserted_at)', [
      'ecto-migrations',
      'audit-log-2y',
    ]),
    p('hvor længe gemmer vi egentlig opslagsloggen?', ['audit-log-2y']),
    p(
      'borgere klager over at de bliver logget ud midt i ansøgningen, skal timeouten ikke bare være 15 min som nemlogin siger?',
      ['session-timeout', 'session-timeout-claim', 's-draft-autosave'],
    ),
    p('hent adressen fra CPR når borgeren logger ind og gem den på citizens-tabellen', [
      'kombit-cpr-lookup',
      'kombit-serviceplatform',
      'cpr-encrypted',
    ]),
    p('kan vi ikke bare sætte nemkonto-køen op til 20? den hænger voldsomt bagud', [
      'oban-queues',
      'kombit-rate',
    ]),
    p('skriv tests til Borgerportal.Cpr.valid?/1', ['cpr-validation', 'tests-cpr-fake']),
    p('lib/borgerportal/cpr.ex afviser et CPR fra en borger der er født i 2010, modulus 11 fejler', [
      'cpr-validation',
    ]),
    p('lav en factory for Citizen i test/support/factory.ex', [
      'tests-cpr-fake',
      'cpr-encrypted',
      's-testborger',
    ]),
    p('kan vi køre SF1601-integrationstesten mod exttest i CI?', ['tests-mox', 'kombit-test-env']),
    p('deploy hotfixet til prod nu? den er 15:30 og det er sidste bankdag', ['deploy-window']),
    p('hvor skal password til det nye FOCES-certifikat ligge?', ['secrets-vault', 'kombit-serviceplatform']),
    p('self-hosted sentry er nede igen, kan vi ikke bare bruge sentry.io?', [
      'data-residency',
      'sentry-scrub',
    ]),
    p('vis borgerens beskeder i @lib/borgerportal_web/live/post_live/index.ex, der kan være flere tusinde', [
      'liveview-streams',
      'contexts',
    ]),
    p('er det fint at lave Repo.all(from s in Sag, where: ...) direkte i SagLive.Index?', ['contexts']),
    p('tilføj status "genoptaget" til sager', ['case-status', 'ecto-migrations']),
    p('beregn svarfristen som 10 hverdage fra modtagelsen', ['frister', 'timestamps']),
    p('tidspunktet på kvitteringen er en time forkert, lige efter sommertid', ['timestamps', 'pdf-chromic']),
    p('en pårørende med fuldmagt kan se ALLE borgerens sager selvom fuldmagten kun gælder pension – fix', [
      'fuldmagt',
      'liveview-auth',
      's-fuldmagt-banner',
    ]),
    p('SBSYS har været nede hele weekenden, hvad sker der med de ansøgninger der ikke er journaliseret?', [
      'sbsys-journal',
      'oban-cron',
    ]),
    p('borgerne vil gerne kunne uploade .docx som bilag', ['uploads']),
    p('lav en worker der sender påmindelse om manglende bilag via digital post', [
      'jobs-oban',
      'oban-unique',
      'cpr-oban-args',
      'digitalpost-ngdp',
      'oban-cron',
    ]),
    p('redis-forbindelsen fejler lokalt, skal jeg starte redis i docker compose?', ['jobs-oban']),
    p('omskriv @lib/borgerportal_web/live/profil_live/edit.ex fra form_for til den nye måde', [
      'forms-to-form',
      'a11y-forms',
    ]),
    p('skal vi hente et jquery datepicker-plugin til fødselsdato-feltet?', ['ui-dkfds', 'a11y-forms']),
    p('hvad sker der med en åben sag hvis borgeren dør?', ['cpr-events', 'case-status']),
    p('hvem ejer NemKonto-delen?', ['owners']),
    p('credo brokker sig over funktionen beregn_ydelse_førtidspension', ['naming-da-en', 'ci']),
    p('fejlbeskeden forsvinder efter 3 sek når man submitter, skærmlæseren når ikke at læse den', [
      'a11y-liveview-focus',
      'incident-a11y-complaint',
      'a11y-forms',
    ]),
    p('tilføj et feature flag til det nye kvitteringsflow', ['feature-flags']),
    p('sagsbehandlersøgning: lav det så man kan linke direkte til /sagsbehandler/soeg?cpr=...', [
      's-no-cpr-url',
      'cpr-encrypted',
      'audit-log-2y',
    ]),
    p('udbetaling på 72.000 kr blev godkendt af én sagsbehandler men går ikke videre, bug?', [
      'payout-4eyes',
      'nemkonto-sp',
    ]),
    p('lav et grafana-panel med antal fejlede digital post-forsendelser pr. time', [
      'observability',
      'digitalpost-ngdp',
    ]),
    p('hvilken timeout har vi mod serviceplatformen?', ['s-kombit-timeout']),
    p('lav engelsk oversættelse af kvitteringssiden', ['i18n']),
    p('login-endpointet bliver hamret af en bot fra én IP-range', ['rate-limit-login']),
    p('PubSub-beskeder når ikke frem til LiveViews på de andre pods efter sidste deploy', [
      'clustering',
      'k8s',
    ]),
    p('månedsrapport over udbetalinger til økonomiafdelingen – querien er tung', ['db-pg', 'money-ore']),
    p('kan du lave den der MeMo-generering som en Ash resource?', ['digitalpost-ngdp']),
    p('hvem tager sig af SBSYS-journaliseringen nu?', ['s-sbsys-owner', 'owners']),
    p('jeg skal lige tjekke CPR på en testborger direkte i staging-databasen, hvilken kolonne står det i?', [
      'cpr-encrypted',
      'cpr-plain-claim',
      'tests-cpr-fake',
    ]),
    p('sobelow klager over en XSS i raw/1 i kvitterings-templaten, kan jeg ikke bare ignorere den?', [
      'sobelow',
      'ci',
    ]),
    p('hvad er forskellen på GenServer.call og GenServer.cast?', []),
    p('tak!', []),
    p('commit det', []),
    p('forklar lige with-statements i Elixir generelt', []),
    p('hvordan rebaser jeg min branch på main?', []),
    p('what does the capture operator & do exactly?', []),
    p('super, det virker nu', []),
    p('regex for danske postnumre?', []),
    p("opsummer diff'et for mig", []),
  ],
});
