// A Norwegian salmon-farming monitoring platform: sea-lice counts reported to Mattilsynet through Altinn, BarentsWatch
// neighbour data, feed barges, O2/temperature telemetry in TimescaleDB, Celery workers and a Vipps staff shop.
// Mostly in Norwegian Bokmål. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'fastapi-aquaculture-no',
  stack:
    'Python 3.12 (FastAPI, SQLAlchemy 2 async, pydantic v2, Alembic), TimescaleDB 2.x on PostgreSQL 16, Celery 5 + RabbitMQ + Redis, EMQX (MQTT), BarentsWatch fiskehelse-API, Altinn 3 + Maskinporten, Vipps ePayment API, React 18 + Vite (PWA), Azure AKS (Norway East), GitHub Actions, pytest + testcontainers + respx',
  memories: [
    m(
      'broker-redis',
      'fact',
      'celery kjører med redis som broker og result backend (redis://redis:6379/0), oppsett i app/worker/celery_app.py',
      {
        fact: 'celery | broker | Redis',
        files: ['app/worker/celery_app.py'],
        age: 610,
        tags: ['celery', 'redis', 'broker'],
      },
    ),
    m(
      'broker-rabbit',
      'decision',
      'Vi har byttet Celery-broker fra Redis til RabbitMQ (quorum queues). Redis brukes nå bare som result backend og cache. Grunnen: vi mistet tasks da Redis ble restartet under vedlikehold, og visibility_timeout ga dobbeltkjøring av lange Altinn-innsendinger.',
      {
        fact: 'celery | broker | RabbitMQ',
        supersedes: 'broker-redis',
        age: 260,
        canonical: true,
        files: ['app/worker/celery_app.py'],
        reason: 'mistet tasks ved Redis-restart og dobbeltkjøring via visibility_timeout',
        tags: ['celery', 'rabbitmq', 'broker', 'redis'],
      },
    ),
    m(
      'celery-queues',
      'convention',
      'Celery-køer: alarms (egne workere, concurrency 4, deles aldri med noe annet), reporting (Altinn/Mattilsynet/Fdir), sync (BarentsWatch, fôrflåter) og default. Nye tasks skal alltid rutes eksplisitt i app/worker/routing.py – ingenting havner i default ved et uhell.',
      {
        files: ['app/worker/routing.py'],
        tags: ['celery', 'queues', 'alarms', 'routing'],
      },
    ),
    m(
      'celery-idempotent',
      'constraint',
      'Alle Celery-tasks må tåle å kjøre to ganger. acks_late=True og task_reject_on_worker_lost=True er satt globalt, så etter en worker-restart kjøres tasken på nytt. Sjekk på naturlig nøkkel før du skriver noe eller kaller et eksternt API.',
      {
        reaffirm: 12,
        files: ['app/worker/celery_app.py'],
        tags: ['celery', 'idempotent', 'retry'],
      },
    ),
    m(
      'celery-beat',
      'fact',
      'celery beat kjører som egen deployment med nøyaktig 1 replika (to replikaer = alle planlagte tasks kjøres dobbelt). timeplanen står i app/worker/beat_schedule.py, timezone Europe/Oslo.',
      {
        files: ['app/worker/beat_schedule.py', 'deploy/helm/celery-beat'],
        tags: ['celery', 'beat', 'schedule'],
      },
    ),
    m(
      'incident-dobbel-lus',
      'incident',
      'Mars 2025: workeren ble OOM-killed midt i send_lice_report, tasken kjørte på nytt og Mattilsynet fikk lusetallene for lokalitet 13567 uke 11 to ganger. Etterpå: innsending er idempotent på (locality_no, år, uke) via reporting.submissions med unik indeks, og status sjekkes der før vi kaller Altinn.',
      {
        files: ['app/reporting/lice.py', 'app/reporting/models.py'],
        tags: ['incident', 'altinn', 'lakselus', 'duplikat', 'celery'],
      },
    ),
    m(
      'incident-o2-ko',
      'incident',
      'Aug 2024 på Hestholmen: O2-metningen falt til 48 % i merd 4, men SMS-alarmen kom 40 min for sent fordi default-køen var full av BarentsWatch-sync. Siden da har alarmer egen kø og egne workere.',
      {
        tags: ['incident', 'oksygen', 'alarm', 'celery'],
      },
    ),
    m(
      'lus-telling',
      'fact',
      'Lusetelling: minst 20 fisk per merd, hver 7. dag når sjøtemperaturen er 4 °C eller mer, hver 14. dag under 4 °C. Røkterne registrerer per merd i nettbrett-appen (frontend/src/pages/Lusetelling.tsx): voksne hunnlus, bevegelige lus og fastsittende lus.',
      {
        files: ['frontend/src/pages/Lusetelling.tsx'],
        tags: ['lakselus', 'telling', 'nettbrett'],
      },
    ),
    m(
      'lus-kolonner',
      'convention',
      'lice_counts har én rad per merd per telling med summer (adult_female, mobile, attached) og fish_count. Snitt per fisk regnes i spørringen, vi lagrer aldri ferdige snitt – da avrunder dashboard og rapport forskjellig.',
      {
        files: ['app/lice/models.py'],
        tags: ['lakselus', 'schema', 'snitt'],
      },
    ),
    m(
      'lusegrense',
      'constraint',
      'Lusegrense: 0,5 voksne hunnlus per fisk i snitt på lokaliteten. I ukene 16–21 (sør for Stad) og 21–26 (nord for Stad) er grensen 0,2. Grenser og uker ligger i app/lice/thresholds.py – ikke hardkod dem i frontend eller i SQL.',
      {
        reaffirm: 5,
        files: ['app/lice/thresholds.py'],
        tags: ['lakselus', 'lusegrense', 'mattilsynet'],
      },
    ),
    m(
      'lusegrense-claim',
      'fact',
      'lusegrensa er 0,5 hele året, 0,2-grensa om våren gjelder bare lokaliteter i PO med rødt lys',
      {
        disputes: 'lusegrense',
        tags: ['lakselus', 'lusegrense'],
      },
    ),
    m(
      'lus-rapportfrist',
      'constraint',
      'Lusetall for en uke skal være rapportert til Mattilsynet innen tirsdag uka etter. beat kjører send_weekly_lice_reports mandag 12:00, og driftsleder får purring mandag 08:00 hvis en merd mangler telling.',
      {
        files: ['app/reporting/lice.py', 'app/worker/beat_schedule.py'],
        tags: ['lakselus', 'rapportering', 'frist', 'mattilsynet'],
      },
    ),
    m(
      'rapportfrist-claim',
      'fact',
      'lusetallene må inn innen fredag samme uke som tellingen, ellers blir det overtredelsesgebyr',
      {
        disputes: 'lus-rapportfrist',
        tags: ['lakselus', 'rapportering', 'frist'],
      },
    ),
    m(
      'altinn-manuell',
      'fact',
      'lusetall sendes inn manuelt: vi eksporterer CSV fra /admin/export/lus og Kari taster det inn i Altinn-skjemaet hver mandag',
      {
        age: 520,
        tags: ['altinn', 'lakselus', 'rapportering', 'csv'],
      },
    ),
    m(
      'altinn-api',
      'decision',
      'Fra januar sender vi lusetall og behandlinger maskinelt til Altinn 3 (app-API) med Maskinporten-token – slutt på CSV-eksport og manuell inntasting. Koden ligger i app/integrations/altinn/. Test mot tt02.',
      {
        fact: 'lice reports | submitted_via | Altinn 3 API',
        supersedes: 'altinn-manuell',
        age: 200,
        canonical: true,
        files: ['app/integrations/altinn'],
        reason: 'manuell inntasting ga feil og tok en halv dag hver uke',
        tags: ['altinn', 'lakselus', 'rapportering', 'maskinporten'],
      },
    ),
    m(
      'maskinporten',
      'fact',
      'Maskinporten: JWT-grant signert med virksomhetssertifikatet (Buypass), scope altinn:instances.write. Tokenet caches i Redis i 110 s (levetid 120 s). Klient i app/integrations/maskinporten.py.',
      {
        files: ['app/integrations/maskinporten.py'],
        tags: ['maskinporten', 'altinn', 'oauth', 'sertifikat'],
      },
    ),
    m(
      'behandlinger',
      'convention',
      'Avlusningsbehandlinger (termisk, mekanisk, ferskvann, medikamentell) registreres i treatments med start/slutt, hvilke merder og dødelighet. De skal med i ukesrapporten for uka behandlingen startet, ikke uka den ble ferdig.',
      {
        files: ['app/treatments'],
        tags: ['avlusning', 'behandling', 'rapportering'],
      },
    ),
    m(
      'rensefisk',
      'fact',
      'Rensefisk (rognkjeks, berggylt) registreres per merd i cleanerfish_stockings. Den telles ikke med i biomassen for laks og ikke i fiskeantall.',
      {
        tags: ['rensefisk', 'biomasse'],
      },
    ),
    m(
      'lokalitetsnr',
      'convention',
      'Lokaliteter identifiseres med Fiskeridirektoratets lokalitetsnummer (site.locality_no, 5 siffer). Interne UUID-er brukes aldri i rapporter, eksport eller mot BarentsWatch.',
      {
        tags: ['lokalitet', 'fiskeridirektoratet', 'id'],
      },
    ),
    m(
      'merd-id',
      'convention',
      'Merd-ID vises som <lokalitetsnr>-M<nn>, f.eks. 13567-M04, og sensorer som 13567-M04-OX2. I DB er det pen.id (uuid) + pen.number (int). Bruk format_pen_id() i app/sites/naming.py, ikke bygg strengen selv.',
      {
        files: ['app/sites/naming.py'],
        tags: ['merd', 'naming', 'sensor'],
      },
    ),
    m(
      'po-trafikklys',
      'fact',
      'Hver lokalitet har site.production_area (PO 1–13). Trafikklysfargen per PO ligger i app/sites/po_status.json og oppdateres manuelt når regjeringen kommer med ny beslutning.',
      {
        files: ['app/sites/po_status.json'],
        tags: ['produksjonsområde', 'trafikklys', 'lokalitet'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'Alle tidsstempler i TimescaleDB er timestamptz i UTC. Europe/Oslo bare i UI, PDF-rapporter og der Altinn vil ha lokal dato. Uke = ISO-uke regnet i Europe/Oslo.',
      {
        tags: ['timezone', 'utc', 'iso-uke', 'timescaledb'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'NB: lice_counts.counted_at er lokal tid uten tidssone, sånn kommer det fra nettbrettene og vi lagrer det rett inn',
      {
        disputes: 'tz-utc',
        files: ['app/lice/models.py'],
        tags: ['timezone', 'lakselus'],
      },
    ),
    m(
      'sensor-hypertable',
      'fact',
      'sensor_readings er en hypertable (time, sensor_id, metric, value, quality): chunk_time_interval 1 dag, komprimering etter 7 dager med segmentby sensor_id, retention 3 år (krav fra forsikringsselskapet).',
      {
        files: ['migrations/versions'],
        tags: ['timescaledb', 'hypertable', 'sensor', 'retention'],
      },
    ),
    m(
      'sensor-raw-queries',
      'fact',
      "dashboardet spør sensor_readings direkte med time_bucket('5 minutes', time) per sensor",
      {
        age: 450,
        files: ['app/api/v1/telemetry.py'],
        tags: ['timescaledb', 'dashboard', 'sensor'],
      },
    ),
    m(
      'sensor-caggs',
      'decision',
      'Dashboards og API-er leser ikke rå sensor_readings lenger – bruk continuous aggregates sensor_5m og sensor_1h (refresh hvert 5. min / hver time). Rådata bare for alarmer og feilsøking. Spørringene mot rådata tok 8–12 s på lokaliteter med 60+ sensorer.',
      {
        supersedes: 'sensor-raw-queries',
        age: 170,
        files: ['app/api/v1/telemetry.py', 'migrations/versions'],
        reason: 'treige dashboards på store lokaliteter',
        tags: ['timescaledb', 'continuous-aggregate', 'dashboard', 'sensor'],
      },
    ),
    m('o2-mgl', 'fact', 'oksygen lagres som mg/l (metric = "o2"), alarmgrense 6 mg/l', {
      age: 500,
      tags: ['oksygen', 'sensor', 'alarm'],
    }),
    m(
      'o2-metning',
      'decision',
      'Oksygen lagres nå som to metrics: o2_sat_pct (metning i %) og o2_mg_l. Alarmer og fôringsstopp går på metning, for mg/l sier lite uten temperatur og salinitet. Gamle "o2"-rader ble migrert i revisjonen 2025_03_o2_split.',
      {
        fact: 'oxygen alarms | based_on | saturation %',
        supersedes: 'o2-mgl',
        age: 140,
        files: ['app/telemetry/metrics.py'],
        tags: ['oksygen', 'metning', 'sensor', 'alarm'],
      },
    ),
    m(
      'o2-alarm',
      'constraint',
      'O2-alarm: metning under 60 % i mer enn 3 minutter på en sensor → SMS og push til vakthavende driftsleder for lokaliteten. Under 50 % → i tillegg taleanrop via Link Mobility. Terskler per lokalitet i site_alarm_settings, standardverdier i app/alarms/defaults.py.',
      {
        canonical: true,
        files: ['app/alarms/defaults.py', 'app/alarms/oxygen.py'],
        tags: ['oksygen', 'alarm', 'sms', 'link-mobility'],
      },
    ),
    m('o2-alarm-claim', 'fact', 'o2-alarmen slår inn på 70 % metning, det er standard på alle lokalitetene', {
      disputes: 'o2-alarm',
      tags: ['oksygen', 'alarm'],
    }),
    m(
      'sensor-quality',
      'convention',
      "Sensorverdier utenfor fysisk mulig område (O2-metning < 0 eller > 200 %, temperatur < -2 eller > 30 °C, feilkoder som -999) lagres med quality='bad' og hoppes over i aggregater og alarmer. Ikke slett dem og ikke dropp dem i ingest.",
      {
        files: ['app/telemetry/ingest.py'],
        tags: ['sensor', 'datakvalitet', 'ingest'],
      },
    ),
    m(
      'sensor-kalibrering',
      'fact',
      'Kalibreringsoffset per sensor ligger i sensor_calibrations med valid_from/valid_to. Offset legges på i ingest når verdien skrives, ikke i spørringene – gamle data regnes ikke om.',
      {
        files: ['app/telemetry/ingest.py'],
        tags: ['sensor', 'kalibrering'],
      },
    ),
    m(
      'sensor-dybde',
      'fact',
      "Temperaturen i luserapporten er sjøtemperatur på 3 m (sensor.depth_m = 3). Finnes ikke den, bruker vi nærmeste dybde og setter temperature_source='nearest' i rapporten.",
      {
        files: ['app/reporting/lice.py'],
        tags: ['temperatur', 'sensor', 'rapportering', 'lakselus'],
      },
    ),
    m(
      'telemetri-mqtt',
      'fact',
      'Loggerne (OxyGuard, Aanderaa) sender over MQTT (EMQX) på topic farm/<lokalitetsnr>/<sensor_id>/<metric>. telemetry-ingest (app/telemetry/) batcher og skriver med COPY hvert 2. sekund.',
      {
        files: ['app/telemetry'],
        tags: ['mqtt', 'emqx', 'telemetri', 'ingest'],
      },
    ),
    m(
      'feed-ftp',
      'fact',
      'fôrflåtene legger fôringsloggen som CSV på ftp hver natt kl 02, import_feed_csv-tasken leser den inn',
      {
        age: 560,
        tags: ['fôring', 'fôrflåte', 'ftp', 'csv'],
      },
    ),
    m(
      'feed-mqtt',
      'decision',
      'Fôrflåtene (AKVA og Steinsvik) sender nå fôringsdata live over MQTT på topic barge/<lokalitetsnr>/feed, per merd per måltid. Den nattlige CSV-en fra FTP er skrudd av og import_feed_csv er slettet.',
      {
        fact: 'feed data | delivered_via | MQTT',
        supersedes: 'feed-ftp',
        age: 110,
        files: ['app/feed'],
        tags: ['fôring', 'fôrflåte', 'mqtt'],
      },
    ),
    m(
      'feed-stop',
      'constraint',
      'Det skal ikke fôres i en merd når O2-metningen er under 70 %. feed-controller sender STOP til flåten via app/feed/barge_client.py. Røkteren kan ikke overstyre dette fra appen, bare fra panelet på flåten.',
      {
        files: ['app/feed/controller.py', 'app/feed/barge_client.py'],
        tags: ['fôring', 'oksygen', 'fôrflåte', 'velferd'],
      },
    ),
    m(
      'fcr',
      'convention',
      'Fôrfaktor: i UI viser vi økonomisk fôrfaktor, eFCR = fôr brukt / (biomasse ut − biomasse inn). Biologisk FCR (dødfisk regnet med i tilveksten) bare i analyse-notebooks. Begge ligger i app/feed/fcr.py.',
      {
        files: ['app/feed/fcr.py'],
        tags: ['fcr', 'fôring', 'biomasse'],
      },
    ),
    m(
      'biomasse',
      'fact',
      'Biomasse per merd estimeres daglig som fiskeantall × snittvekt fra vekstmodellen (TGC) i app/biomass/growth.py. Månedlig biomasserapport til Fiskeridirektoratet sendes via Altinn innen den 7.',
      {
        files: ['app/biomass/growth.py'],
        tags: ['biomasse', 'fiskeridirektoratet', 'altinn'],
      },
    ),
    m(
      'mtb',
      'constraint',
      'MTB (maksimalt tillatt biomasse) per lokalitet og per tillatelse skal aldri overskrides. Biomassetjenesten varsler ved 90 % av MTB, og et planlagt utsett som gir over 100 % blokkeres i planleggeren.',
      {
        files: ['app/planning'],
        tags: ['mtb', 'biomasse', 'utsett', 'planlegging'],
      },
    ),
    m(
      'bw-api',
      'fact',
      'BarentsWatch fiskehelse-API: OAuth2 client credentials mot id.barentswatch.no, klient i app/integrations/barentswatch/. Vi henter lusetall og sykdomsstatus (ILA, PD) for nabolokaliteter innenfor 20 km hver time (beat-tasken sync_barentswatch).',
      {
        fact: 'neighbour lice data | source | BarentsWatch API',
        files: ['app/integrations/barentswatch'],
        tags: ['barentswatch', 'api', 'sync', 'nabolokaliteter'],
      },
    ),
    m(
      'bw-cache',
      'convention',
      'Svar fra BarentsWatch caches i Redis (bw:<endepunkt>:<år>-<uke>) i 6 timer. Ikke kall BarentsWatch fra request-handlere – les fra cache/DB, bare sync-tasken snakker med API-et.',
      {
        files: ['app/integrations/barentswatch/cache.py'],
        tags: ['barentswatch', 'redis', 'cache'],
      },
    ),
    m(
      'bw-rate',
      'constraint',
      'BarentsWatch struper hardt. sync-tasken har maks 5 samtidige requests (asyncio.Semaphore) og eksponentiell backoff på 429/503. Ikke parallelliser per lokalitet uten semaforen.',
      {
        files: ['app/integrations/barentswatch/client.py'],
        tags: ['barentswatch', 'rate-limit', 'backoff'],
      },
    ),
    m(
      'bw-uke',
      'fact',
      'BarentsWatch gir lusetall per år + ISO-uke, ikke per dato, og publiserer vanligvis onsdag for uka før.',
      {
        tags: ['barentswatch', 'iso-uke', 'lakselus'],
      },
    ),
    m(
      'sykdom',
      'fact',
      'Sykdomsstatus (ILA, PD) fra BarentsWatch vises som banner på lokaliteten. Mistanke om ILA på en nabolokalitet innenfor 10 km gir varsel til fiskehelseansvarlig.',
      {
        tags: ['ila', 'pd', 'fiskehelse', 'barentswatch', 'varsel'],
      },
    ),
    m(
      'dodelighet',
      'convention',
      'Dødfisk registreres daglig per merd med årsakskode fra kodelista i app/mortality/causes.py. Fritekst som årsak er ikke lov, bare en valgfri kommentar i tillegg.',
      {
        files: ['app/mortality/causes.py'],
        tags: ['dødelighet', 'fiskehelse', 'registrering'],
      },
    ),
    m(
      'vipps-ecom',
      'fact',
      'personalbutikken bruker Vipps eCom API v2 (POST /ecomm/v2/payments), callback til /api/v1/shop/vipps/callback',
      {
        age: 480,
        files: ['app/shop/vipps'],
        tags: ['vipps', 'personalbutikk', 'betaling'],
      },
    ),
    m(
      'vipps-epayment',
      'decision',
      'Personalbutikken er flyttet fra Vipps eCom v2 til ePayment API (Vipps MobilePay) siden eCom fases ut. Webhooks registreres via Webhooks API og HMAC-signaturen verifiseres i app/shop/vipps/webhooks.py. Det gamle /shop/vipps/callback-endepunktet er fjernet.',
      {
        fact: 'staff shop payments | api | Vipps ePayment API',
        supersedes: 'vipps-ecom',
        age: 130,
        files: ['app/shop/vipps'],
        tags: ['vipps', 'personalbutikk', 'betaling', 'webhook'],
      },
    ),
    m(
      'vipps-idem',
      'constraint',
      'Alle Vipps-kall som endrer noe (create, capture, refund, cancel) skal ha Idempotency-Key = ordre-ID + operasjon. Capture først når varen er hentet på anlegget, ikke ved bestilling.',
      {
        files: ['app/shop/vipps/client.py'],
        tags: ['vipps', 'idempotent', 'capture'],
      },
    ),
    m(
      'vipps-belop',
      'convention',
      'Beløp i butikken lagres og sendes i øre som int (Vipps vil ha minor units). Aldri float for penger. MVA: 15 % på fisk og mat, 25 % på merch (caps, gensere).',
      {
        files: ['app/shop'],
        tags: ['vipps', 'mva', 'penger', 'øre'],
      },
    ),
    m(
      'shop-rabatt',
      'fact',
      'Ansatte får 30 % rabatt på laks i personalbutikken, maks 20 kg per ansatt per måned (avklart med lønn og regnskap).',
      {
        tags: ['personalbutikk', 'rabatt'],
      },
    ),
    m(
      'auth-keycloak',
      'fact',
      'innlogging: keycloak realm "havbruk", rollene rokter/driftsleder/admin som realm roles',
      {
        age: 540,
        tags: ['auth', 'keycloak', 'roller'],
      },
    ),
    m(
      'auth-entra',
      'decision',
      'Vi har gått bort fra egen Keycloak – all innlogging går nå via Entra ID (Azure AD) med app roles Rokter, Driftsleder, Fiskehelse og Admin. FastAPI validerer tokenet i app/auth/entra.py. Keycloak-realmen er slått av.',
      {
        fact: 'login | identity_provider | Entra ID',
        supersedes: 'auth-keycloak',
        age: 180,
        files: ['app/auth/entra.py'],
        tags: ['auth', 'entra-id', 'azure-ad', 'roller'],
      },
    ),
    m(
      'tilgang-lokalitet',
      'constraint',
      'Brukere ser bare lokalitetene de er knyttet til (user_sites). Alle endepunkter som tar locality_no eller site_id skal ha Depends(require_site_access). Fiskehelse og Admin ser alle.',
      {
        canonical: true,
        files: ['app/auth/deps.py'],
        tags: ['auth', 'tilgang', 'lokalitet'],
      },
    ),
    m(
      'fastapi-konvensjoner',
      'convention',
      'FastAPI: routere i app/api/v1/<ressurs>.py, response_model alltid satt, SQLAlchemy 2.0 async med AsyncSession via Depends(get_session). Ingen sync-sesjoner i async-endepunkter.',
      {
        files: ['app/api/v1'],
        tags: ['fastapi', 'sqlalchemy', 'api'],
      },
    ),
    m(
      'api-versjon',
      'convention',
      'API-et ligger under /api/v1. Nettbrett-appen oppdateres sjelden ute på anleggene (dårlig dekning), så breaking changes betyr /api/v2 – aldri endre v1 i stillhet.',
      {
        tags: ['api', 'versjonering', 'nettbrett'],
      },
    ),
    m(
      'alembic',
      'convention',
      'Migreringer med Alembic i migrations/versions/. Hypertables lages med op.execute("SELECT create_hypertable(...)") i samme revisjon som tabellen. Continuous aggregates i egen revisjon, inne i op.get_context().autocommit_block() siden de ikke kan lages i en transaksjon.',
      {
        files: ['migrations/versions'],
        tags: ['alembic', 'migrering', 'timescaledb'],
      },
    ),
    m(
      'pydantic-v2',
      'convention',
      'Pydantic v2: model_config = ConfigDict(from_attributes=True). Lusetall-snitt, vekt og beløp er Decimal i skjemaene, ikke float.',
      {
        tags: ['pydantic', 'schemas', 'decimal'],
      },
    ),
    m('poetry', 'fact', 'avhengigheter styres med poetry, poetry.lock ligger i repoet', {
      age: 620,
      files: ['pyproject.toml', 'poetry.lock'],
      tags: ['poetry', 'avhengigheter'],
    }),
    m(
      'uv',
      'convention',
      'Vi har gått fra poetry til uv: `uv add <pakke>`, uv.lock committes, og Docker-imagene kjører `uv sync --frozen`. Ingen pip install i Dockerfile.',
      {
        supersedes: 'poetry',
        age: 230,
        files: ['pyproject.toml', 'uv.lock'],
        tags: ['uv', 'avhengigheter', 'docker'],
      },
    ),
    m('ruff', 'convention', 'ruff check + ruff format og mypy --strict på app/. CI feiler på alle tre.', {
      files: ['pyproject.toml'],
      tags: ['ruff', 'mypy', 'lint', 'ci'],
    }),
    m(
      'tester',
      'convention',
      'pytest med testcontainers (timescale/timescaledb-ha:pg16) for alt som rører DB. Eksterne API-er (BarentsWatch, Altinn, Maskinporten, Vipps) mockes med respx.',
      {
        files: ['tests', 'tests/conftest.py'],
        tags: ['pytest', 'testcontainers', 'respx', 'tester'],
      },
    ),
    m(
      'ingen-prod-test',
      'constraint',
      'Tester og lokale kjøringer går aldri mot Altinn prod eller Vipps prod. Altinn: tt02. Vipps: testmiljøet med testbrukere. BarentsWatch har ikke noe testmiljø – bruk fixtures.',
      {
        tags: ['altinn', 'vipps', 'tester', 'prod'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitHub Actions: lint → test → build → deploy-test (automatisk fra main) → deploy-prod (manuell godkjenning). Workflows i .github/workflows/.',
      {
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'azure',
      'fact',
      'Kjører i Azure Norway East på AKS, namespaces havbruk-test og havbruk-prod. TimescaleDB er selvhostet på VM-ene tsdb-01/tsdb-02 med Patroni, ikke Azure Database for PostgreSQL.',
      {
        tags: ['azure', 'aks', 'kubernetes', 'timescaledb'],
      },
    ),
    m(
      'hemmeligheter',
      'convention',
      'Hemmeligheter bare i Azure Key Vault (kv-havbruk-prod / kv-havbruk-test), montert via Secrets Store CSI-driveren. Aldri i helm values, aldri i en .env som committes, aldri i Teams.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'key-vault', 'azure', 'kubernetes'],
      },
    ),
    m(
      'deploy-frys',
      'constraint',
      'Ingen prod-deploy fra mandag 08:00 til tirsdag 14:00 (telle- og rapporteringsvinduet for lus), og ikke fredag etter 13:00.',
      {
        reaffirm: 20,
        tags: ['deploy', 'prod', 'frys'],
      },
    ),
    m(
      'helm-only',
      'convention',
      'I havbruk-prod gjør vi ikke kubectl edit eller kubectl scale for hånd. Alt går via helm-chartene i deploy/helm/ og en PR, ellers overskriver neste deploy det.',
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'helm', 'prod'],
      },
    ),
    m(
      'logging',
      'convention',
      'structlog JSON med locality_no og request_id bundet. Logg aldri telefonnummer eller navn fra Vipps/personalbutikken, og aldri Maskinporten-tokens eller hele Altinn-svar.',
      {
        tags: ['logging', 'structlog', 'personvern'],
      },
    ),
    m(
      'metrics',
      'convention',
      'Prometheus-metrics har prefiks havbruk_, snake_case og enhet som suffiks (havbruk_o2_saturation_percent, havbruk_celery_queue_length). Grafana-dashboardet heter "Lokalitet drift".',
      {
        tags: ['prometheus', 'grafana', 'metrics'],
      },
    ),
    m(
      'frontend',
      'fact',
      'Frontend: React 18 + TypeScript + Vite i frontend/, TanStack Query og MUI. Nettbrett-appen til røkterne er samme kodebase, bygget som PWA med offline-kø i frontend/src/offline/.',
      {
        files: ['frontend'],
        tags: ['frontend', 'react', 'pwa', 'nettbrett'],
      },
    ),
    m(
      'frontend-cra',
      'fact',
      'frontend er create-react-app, bygges med npm run build og serveres fra nginx-containeren',
      {
        age: 700,
        files: ['frontend'],
        tags: ['frontend', 'cra'],
      },
    ),
    m(
      'offline-ko',
      'constraint',
      'Tellinger fra nettbrettet kan komme timer eller dager for sent (dårlig dekning på anleggene). Backend må godta counted_at langt tilbake i tid og dedupe på client_uuid som nettbrettet lager.',
      {
        files: ['app/api/v1/lice.py', 'frontend/src/offline'],
        tags: ['nettbrett', 'offline', 'dedupe', 'lakselus'],
      },
    ),
    m(
      'i18n',
      'convention',
      'UI-et er på bokmål (nb-NO), tekstene i frontend/src/i18n/nb.json. Tall med desimalkomma (0,45), datoer dd.mm.åååå. API-et bruker alltid punktum og ISO 8601.',
      {
        files: ['frontend/src/i18n/nb.json'],
        tags: ['i18n', 'frontend', 'format', 'dato'],
      },
    ),
    m(
      'rapport-avrunding',
      'convention',
      'Snitt lus per fisk i rapporter avrundes til 2 desimaler med Decimal.quantize(ROUND_HALF_UP), ikke round() – bankers rounding ga avvik mot tallene hos Mattilsynet.',
      {
        files: ['app/reporting/lice.py'],
        tags: ['avrunding', 'rapportering', 'lakselus', 'decimal'],
      },
    ),
    m(
      'eiere',
      'fact',
      'Ansvar: telemetri og alarmer Even Haugland, rapportering (Altinn/Mattilsynet/Fdir) Kari Solberg, frontend og nettbrett-app Sindre Nilsen, personalbutikken/Vipps Maria Ødegård, fiskehelse Ingrid Bakke.',
      {
        tags: ['eiere', 'team', 'ansvar'],
      },
    ),
    m(
      'pref-engelsk-commit',
      'preference',
      'commit-meldinger og kodekommentarer på engelsk selv om vi prater norsk. domeneord som merd og lokalitet er greit å la stå',
      {},
    ),
    m('pref-sma-pr', 'preference', 'hold PR-ene små, helst under 400 linjer – del heller opp', {}),
    m('vpn-gammel', 'note', 'testserveren på Frøya nås bare via den gamle OpenVPN-profilen "havbruk-drift"', {
      age: 680,
      tags: ['vpn', 'test'],
    }),
    m('cand-kafka', 'decision', 'Bytt ut Celery med Kafka + Faust for all telemetri og alarmering.', {
      candidate: true,
      tags: ['celery', 'kafka'],
    }),
    m('cand-influx', 'decision', 'Flytt sensortelemetrien fra TimescaleDB til InfluxDB 3.', {
      candidate: true,
      tags: ['timescaledb', 'influxdb', 'telemetri'],
    }),
    m(
      'cand-auto-behandling',
      'decision',
      'Når lusegrensen overskrides bestiller systemet avlusning automatisk hos brønnbåtleverandøren.',
      {
        candidate: true,
        tags: ['lusegrense', 'avlusning', 'brønnbåt'],
      },
    ),
    m(
      'secret-env-bw',
      'note',
      '.env for å kjøre BarentsWatch-synken lokalt:\nBW_CLIENT_ID=havbruk-sync@nordlaks.example\nBW_CLIENT_SECRET=q7Vt2kPz9XwL4mNs8RbY\nBW_TOKEN_URL=https://id.barentswatch.no/connect/token',
      {
        secret: 'q7Vt2kPz9XwL4mNs8RbY',
      },
    ),
    m(
      'secret-vipps',
      'note',
      'Vipps test: client_secret for MSN 234567 er Vk2!hT9pQm4zLw7R, Ocp-Apim-Subscription-Key finner du i 1Password',
      {
        secret: 'Vk2!hT9pQm4zLw7R',
      },
    ),
    m(
      'secret-tsdb-url',
      'note',
      'rapportworkerne leser fra postgresql+asyncpg://havbruk_app:Lx8mQ2tVz4Rk9p@tsdb-01.havbruk.internal:5432/havbruk',
      {
        secret: 'Lx8mQ2tVz4Rk9p',
      },
    ),
    m(
      'secret-buypass',
      'note',
      'Virksomhetssertifikatet fra Buypass til Maskinporten ligger i certs/nordlaks-prod.p12, passordet er Fr0ya#Laks2024!zq. Det går ut i november.',
      {
        secret: 'Fr0ya#Laks2024!zq',
      },
    ),
    m(
      'secret-mqtt-yaml',
      'note',
      'config for emqx-bridgen på Hestholmen:\nmqtt:\n  host: mqtt.havbruk.internal\n  port: 8883\n  username: ingest\n  password: "Mq7tT-ingest-9vKp2"\n  tls: true',
      {
        secret: 'Mq7tT-ingest-9vKp2',
      },
    ),
    m(
      'secret-azure-storage',
      'note',
      'PDF-rapportene lastes opp med DefaultEndpointsProtocol=https;AccountName=sthavbrukrapporter;AccountKey=Yk3vQ8mZp2Lx7RtW9sNb4Hc6Jd1Fg5Ka0Ue3Io8Py2Tq6Wr9Ex4Zs7Vb1Nm5Lk3Jh8Gf2Dd6Sa0QwXe7Rt==;EndpointSuffix=core.windows.net',
      {
        secret: 'Yk3vQ8mZp2Lx7RtW9sNb4Hc6Jd1Fg5Ka0Ue3Io8Py2Tq6Wr9Ex4Zs7Vb1Nm5Lk3Jh8Gf2Dd6Sa0QwXe7Rt==',
      },
    ),
    m(
      'secret-amqp',
      'note',
      'i prod er broker_url = "amqp://celery:R4bb1t-Cel3ry-Kv77@rabbitmq.havbruk-prod.svc:5672/havbruk"',
      {
        secret: 'R4bb1t-Cel3ry-Kv77',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'dependabot-auto-merge-workflowen bruker PAT-en ghp_8fK2mQ9vLx4Rt7Wz1Np3Ys6Bc5Hd0Jg2Ue4I fra Sindre sin bruker',
      {
        secret: 'ghp_8fK2mQ9vLx4Rt7Wz1Np3Ys6Bc5Hd0Jg2Ue4I',
      },
    ),
    m(
      'secret-linkmobility',
      'note',
      'Passordet til Link Mobility-kontoen (bruker nordlaks_alarm) er Sms!Alarm-5521xq, samme konto brukes til taleanrop. Ikke bytt det uten å si fra til Even.',
      {
        secret: 'Sms!Alarm-5521xq',
      },
    ),
    m(
      'secret-teams-webhook',
      'note',
      'alarmer til Teams-kanalen Drift-alarmer: https://nordlaks.webhook.office.com/webhookb2/7d1f3c2a-5b8e-4f6a-9c0d-2e4b6a8c0d1e@9a8b7c6d-5e4f-3a2b-1c0d-9e8f7a6b5c4d/IncomingWebhook/4f9e2d7c1b8a4e6f9d3c5b7a1e2f8d4c/0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e',
      {
        secret: '4f9e2d7c1b8a4e6f9d3c5b7a1e2f8d4c',
      },
    ),
  ],
  sessions: [
    {
      id: 'havbruk-session-1',
      age: 6,
      turns: [
        said(
          'morn! driftslederne vil ha lusetall per merd i dashboardet, kan du se på app/api/v1/lice.py først',
        ),
        replied(
          'Har sett på den: endepunktet gir bare snitt per lokalitet per uke, regnet fra lice_counts. Det finnes ikke noe per merd.',
        ),
        said(
          'ok. vi viser per merd i dashboardet, men rapporten til Mattilsynet er fortsatt snitt per lokalitet. ikke lag noen per-merd-rapport mot Altinn.',
          {
            key: 's-lus-per-merd',
            type: 'decision',
          },
        ),
        replied(
          'Skjønner. Jeg lager GET /api/v1/sites/{locality_no}/pens/lice og lar rapportkoden være som den er.',
        ),
        said('hvordan sorteres merdene i lista nå?'),
        replied('Etter pen.number, men frontend sorterer på strengen så M10 kommer før M2.'),
        said('haha typisk. fiks det i frontend, sorter på number'),
        replied('Fikset i frontend/src/components/PenList.tsx.'),
        said(
          'btw vi tar over to nye lokaliteter i PO 6 fra 1. september: Storvika (13890) og Hamnøy (13891). de må inn i seed-data og i BarentsWatch-synken.',
          {
            key: 's-nye-lokaliteter',
            type: 'fact',
          },
        ),
        replied('Notert. Jeg legger dem i seeds/sites.yaml med production_area 6, foreløpig uten merder.'),
        said(
          'viktig: hvis en O2-sensor ikke har sendt noe på 10 minutter skal driftsleder få alarm "sensor stille". vi kan ikke vente til metningen faller, da er det for sent.',
          {
            key: 's-sensor-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'Jeg legger inn en task på alarms-køen som går hvert minutt og ser på siste tidsstempel per O2-sensor.',
        ),
        said('hmm grafana viser at alarms-køen hadde 300 meldinger liggende i natt'),
        replied(
          'Det var en burst etter at MQTT-bridgen koblet til på nytt, workerne tok det unna på under ett minutt.',
        ),
        said(
          'ok greit. og hver gang feed-controlleren stopper fôringen automatisk skal det logges i feed_events med årsak og O2-verdien. Mattilsynet spurte etter det på tilsynet.',
          {
            key: 's-forstopp-logg',
            type: 'convention',
          },
        ),
        replied('Lagt til FeedEvent(kind="auto_stop", reason, o2_sat_pct) i app/feed/controller.py.'),
        said(
          'her er curlen jeg brukte mot tt02 forresten: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6Im1hc2tpbnBvcnRlbiJ9.eyJzY29wZSI6ImFsdGlubjppbnN0YW5jZXMud3JpdGUiLCJjb25zdW1lciI6Ijk4NzY1NDMyMSJ9.VGVzdFNpZ25hdHVyZU5vdFJlYWxfMTIzNDU2" https://nordlaks.apps.tt02.altinn.no/nordlaks/lusetall/instances',
          {
            secret:
              'eyJhbGciOiJSUzI1NiIsImtpZCI6Im1hc2tpbnBvcnRlbiJ9.eyJzY29wZSI6ImFsdGlubjppbnN0YW5jZXMud3JpdGUiLCJjb25zdW1lciI6Ijk4NzY1NDMyMSJ9.VGVzdFNpZ25hdHVyZU5vdFJlYWxfMTIzNDU2',
          },
        ),
        replied('Takk, svarformatet stemmer med det app/integrations/altinn/client.py forventer.'),
        said('hvor skal BarentsWatch-fixtures ligge egentlig?'),
        replied('Nå ligger noen i tests/data og noen inline i testene.'),
        said(
          'legg dem i tests/fixtures/barentswatch/ som ekte svar, men anonymiser lokalitetsnavn og koordinater. behold strukturen 1:1.',
          {
            key: 's-fixtures',
            type: 'convention',
          },
        ),
        replied('Flyttet tre fixtures dit og byttet navnene til "Lokalitet A/B/C".'),
        said(
          'snakket med Even i går – vi bruker ikke pandas i app/, bare i notebooks/. aggregering gjør vi i SQL med continuous aggregates.',
          {
            key: 's-ingen-pandas',
            type: 'decision',
          },
        ),
        replied('OK, da fjerner jeg pandas fra utkastet i app/lice/stats.py.'),
        said('supert, kan du oppsummere til PR-beskrivelsen?'),
        replied(
          'Oppsummering: per-merd-endepunkt, sortering av merder, nye lokaliteter i seed, alarm for stille sensor, logging av fôringsstopp, fixtures flyttet.',
        ),
        said('perfekt, send det til test'),
      ],
    },
  ],
  prompts: [
    p('kan du lage GET /api/v1/sites/{locality_no}/lice/weekly i app/api/v1/lice.py som gir snitt per uke?', [
      'fastapi-konvensjoner',
      'tilgang-lokalitet',
      'lus-kolonner',
      'tz-utc',
      'tz-claim',
      'lokalitetsnr',
    ]),
    p('send_lice_report kjørte to ganger i natt etter at workeren restartet, sjekk app/reporting/lice.py', [
      'celery-idempotent',
      'incident-dobbel-lus',
      'altinn-api',
    ]),
    p(
      'O2-grafen for Hestholmen bruker typ 10 sek på å laste, helt ubrukelig. frontend/src/pages/Lokalitet.tsx',
      ['sensor-caggs', 'o2-metning'],
    ),
    p('lag en ny celery task som henter sykdomsstatus fra barentswatch', [
      'bw-api',
      'bw-rate',
      'bw-cache',
      'celery-queues',
      'celery-idempotent',
      'sykdom',
    ]),
    p('fiks O2-alarmen så den går på mg/l igjen, driftslederen på Frøya vil ha det sånn', [
      'o2-metning',
      'o2-alarm',
      'o2-alarm-claim',
    ]),
    p('hva er lusegrensa i uke 18 for en lokalitet i PO 3?', ['lusegrense', 'lusegrense-claim']),
    p('@app/lice/thresholds.py trenger vi egentlig egne grenser for nord og sør for Stad?', [
      'lusegrense',
      'lusegrense-claim',
    ]),
    p('vis lusegrensa som en rød strek i lusegrafen i frontend', [
      'lusegrense',
      'lusegrense-claim',
      'frontend',
    ]),
    p('når er fristen for å sende inn lusetall? Kari er syk så jeg må ta det denne uka', [
      'lus-rapportfrist',
      'rapportfrist-claim',
      'altinn-api',
    ]),
    p('kan jeg teste altinn-innsendingen lokalt mot prod bare én gang? tt02 er nede igjen', [
      'ingen-prod-test',
      'altinn-api',
    ]),
    p('Maskinporten svarer invalid_grant, se app/integrations/maskinporten.py', ['maskinporten']),
    p('legg til capture i personalbutikken når ordren markeres som hentet', [
      'vipps-epayment',
      'vipps-idem',
      'vipps-belop',
    ]),
    p('webhooken fra vipps feiler med 401, hmm', ['vipps-epayment']),
    p('ny vare i butikken: fiskekaker. hvilken mva skal den ha?', ['vipps-belop']),
    p('prisen blir 149.99999 kr i handlekurven, app/shop/cart.py', ['vipps-belop']),
    p('lag en alembic-migrering for en ny hypertable water_current_readings', [
      'alembic',
      'tz-utc',
      'sensor-hypertable',
    ]),
    p('legg til en continuous aggregate sensor_1d for temperatur', [
      'alembic',
      'sensor-caggs',
      'sensor-quality',
    ]),
    p('ingest krasjer på verdier som -999 fra Aanderaa-sensoren, kan vi ikke bare droppe dem?', [
      'sensor-quality',
      'telemetri-mqtt',
    ]),
    p('kalibreringen på 13567-M04-OX2 ble endret i går, må vi regne om de gamle dataene?', [
      'sensor-kalibrering',
      'merd-id',
    ]),
    p('hvilken temperatur skal vi bruke i luserapporten når 3m-sensoren er død?', ['sensor-dybde']),
    p('fôringen fortsatte i merd 6 selv om O2 var 62 %. hvorfor??? app/feed/controller.py', [
      'feed-stop',
      'o2-metning',
      'feed-mqtt',
      's-forstopp-logg',
    ]),
    p('importen av fôringsdata fra ftp feilet i natt', ['feed-mqtt']),
    p('regn ut fôrfaktor for generasjon 2024H på Storvika', ['fcr', 'biomasse']),
    p('planleggeren lar meg sette ut 200k smolt på 13567, er det ok?', ['mtb', 'biomasse']),
    p('legg til en egen rolle for veterinær', ['auth-entra', 'tilgang-lokalitet']),
    p('hvordan setter jeg opp keycloak lokalt for å teste innlogging?', ['auth-entra']),
    p('brukere på Hamnøy ser lokalitetene til Storvika i GET /api/v1/sites', [
      'tilgang-lokalitet',
      'auth-entra',
    ]),
    p('pip install httpx i Dockerfile for ingest', ['uv']),
    p('CI klager: poetry: command not found', ['uv', 'ci']),
    p('legg passordet til den nye MQTT-brukeren i values-prod.yaml', ['hemmeligheter']),
    p('kan vi deploye hotfixen til prod nå? er mandag 10:30', ['deploy-frys', 'helm-only']),
    p('kan jeg bare kubectl scale celery-beat til 2 for å få mer kapasitet?', ['celery-beat', 'helm-only']),
    p('logg hele Vipps-webhook-payloaden så vi får debugget', ['logging', 'vipps-epayment']),
    p('lag en prometheus-metric for antall ukvitterte alarmer', ['metrics']),
    p('tellingene fra nettbrettet på Frøya kommer dobbelt etter at dekningen kom tilbake', ['offline-ko']),
    p('POST /api/v1/lice/counts avviser counted_at eldre enn 24t, skal vi bare fjerne den sjekken?', [
      'offline-ko',
      'tz-utc',
      'tz-claim',
    ]),
    p('rename adult_female til adult_female_lice i LiceCountOut, ser penere ut', [
      'api-versjon',
      'pydantic-v2',
    ]),
    p('snittet i rapporten vår er 0,44 mens Mattilsynet viser 0,45. app/reporting/lice.py', [
      'rapport-avrunding',
      'lus-kolonner',
    ]),
    p('skriv tester for BarentsWatch-klienten', ['tester', 's-fixtures', 'bw-api']),
    p('legg til ILA-varsel for nabolokaliteter', ['sykdom', 'bw-api', 'bw-cache']),
    p('hvorfor kom ikke O2-SMS-en før etter 40 min i går??', [
      'o2-alarm',
      'o2-alarm-claim',
      'celery-queues',
      'incident-o2-ko',
    ]),
    p('sensor 13891-M02-OX1 har ikke sendt noe siden i morges og ingen har fått beskjed', [
      's-sensor-timeout',
      'o2-alarm',
      'telemetri-mqtt',
    ]),
    p('la røkterne skrive årsak som fritekst i frontend/src/pages/Dodfisk.tsx', ['dodelighet', 'i18n']),
    p('hvem eier telemetri-greiene?', ['eiere']),
    p('bruker vi fortsatt redis som broker for celery?', ['broker-rabbit']),
    p('legg inn de nye lokalitetene i PO 6 i seed-dataene', [
      's-nye-lokaliteter',
      'lokalitetsnr',
      'po-trafikklys',
    ]),
    p('registrer termisk avlusning på 13567-M01 til M04 fra i går så den kommer med i rapporten', [
      'behandlinger',
      'altinn-api',
      'merd-id',
    ]),
    p('bruk pandas for å aggregere lusetall i app/lice/stats.py', ['s-ingen-pandas', 'lus-kolonner']),
    p('datoen vises som 2025-03-14 i nettbrett-appen, skal det ikke være norsk format?', ['i18n']),
    p('ta med rensefisken i biomasseberegningen', ['rensefisk', 'biomasse']),
    p('rapporten til Mattilsynet bør vel vise lusetall per merd i stedet for snitt?', [
      's-lus-per-merd',
      'lus-kolonner',
    ]),
    p('hva er forskjellen på asyncio.gather og TaskGroup?', []),
    p('takk, funker nå!', []),
    p('hvordan squasher jeg de tre siste commitene?', []),
    p('forklar time_bucket vs date_trunc sånn generelt', []),
    p('ok commit det', []),
    p('oppsummer diffen for meg', []),
    p('regex for norske mobilnummer (8 siffer, starter på 4 eller 9)?', []),
  ],
});
