// An intraday power trading desk: M7/XBID continuous trading gateways, wind/solar forecasts, risk limits, REMIT.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'power-trading-desk',
  stack:
    'Python 3.12 (FastAPI, polars/pandas, pydantic v2), EPEX M7 + Nord Pool intraday APIs, LightGBM, Dagster, Kafka, TimescaleDB, React 18 + Vite, Kubernetes (RKE2 on-prem), GitLab CI, pytest + hypothesis',
  memories: [
    m(
      'orch-airflow',
      'fact',
      'forecast + settlement jobs run on airflow 2.6, dags live in dags/forecast_*.py',
      {
        fact: 'pipelines | orchestrated_by | Airflow',
        files: ['dags'],
        age: 720,
        tags: ['airflow', 'orchestration'],
      },
    ),
    m(
      'orch-dagster',
      'decision',
      'We moved all pipelines off Airflow to Dagster 1.7 (code locations under pipelines/, one per domain: forecast, settlement, backtest). Reason: we needed asset lineage per forecast vintage and Airflow had no notion of it.',
      {
        fact: 'pipelines | orchestrated_by | Dagster',
        supersedes: 'orch-airflow',
        age: 330,
        canonical: true,
        files: ['pipelines'],
        reason: 'asset lineage per forecast vintage',
        tags: ['dagster', 'airflow', 'orchestration'],
      },
    ),
    m(
      'mtu-60',
      'fact',
      'on XBID we trade hourly products cross-border; quarter-hours only exist locally in DE, so services/orders/products.py models a product as (area, hour).',
      {
        files: ['services/orders/products.py'],
        age: 610,
        tags: ['products', 'xbid', 'mtu'],
      },
    ),
    m(
      'mtu-15',
      'fact',
      'Since the SIDC 15-minute MTU go-live (Oct 2025) every intraday product we trade is a quarter-hour. Products are keyed by delivery_start (UTC) + 15 min duration; quarter index runs 1..96, 1..92 on the spring DST day and 1..100 in autumn.',
      {
        fact: 'intraday products | granularity | 15 minutes',
        supersedes: 'mtu-60',
        age: 190,
        canonical: true,
        files: ['services/orders/products.py'],
        tags: ['products', 'mtu', '15min', 'xbid'],
      },
    ),
    m(
      'dst-days',
      'constraint',
      'Never assume 24h / 96 quarters per delivery day. DST days have 23h (92 qh) or 25h (100 qh). Build delivery-day indexes in UTC from the Europe/Berlin day boundaries, do not do range(96).',
      {
        reaffirm: 4,
        tags: ['dst', 'timezone', 'cet', 'cest', 'quarter-hour'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'all timestamps in TimescaleDB are timestamptz in UTC (delivery_start, delivery_end, event_ts). convert to Europe/Berlin only at the edge: UI and PDF reports.',
      {
        tags: ['timezone', 'utc', 'timescaledb'],
      },
    ),
    m(
      'ts-cet-claim',
      'fact',
      'achtung: orderbook.delivery_start ist naive lokale zeit (Europe/Berlin), nicht UTC – so kommt es aus dem M7 feed und wir speichern es 1:1',
      {
        disputes: 'ts-utc',
        files: ['services/gateway/m7/mapping.py'],
        tags: ['timezone', 'orderbook'],
      },
    ),
    m(
      'forecast-sklearn',
      'decision',
      'wind forecast = sklearn GradientBoostingRegressor per park, features from DWD ICON-D2 (wind speed 100m, direction, air density).',
      {
        files: ['pipelines/forecast/wind/model.py'],
        age: 480,
        tags: ['forecast', 'wind', 'sklearn'],
      },
    ),
    m(
      'forecast-lgbm',
      'decision',
      'Wind forecast switched from sklearn GBR to LightGBM 4.3 with quantile objective, one model each for P10/P50/P90. Training went from ~40 min to 3 min per refit.',
      {
        fact: 'wind forecast | model | LightGBM',
        supersedes: 'forecast-sklearn',
        age: 240,
        files: ['pipelines/forecast/wind/model.py'],
        reason: 'training time and native quantile loss',
        tags: ['forecast', 'wind', 'lightgbm', 'quantile'],
      },
    ),
    m(
      'solar-model',
      'fact',
      'solar forecast: LightGBM per PV cluster (7 clusters), target normalised by pvlib clear-sky output; code in pipelines/forecast/solar/.',
      {
        files: ['pipelines/forecast/solar'],
        tags: ['forecast', 'solar', 'pvlib'],
      },
    ),
    m(
      'forecast-vintage',
      'convention',
      'Forecasts are append-only: every run writes a new vintage with issued_at into forecast.wind_vintages / forecast.solar_vintages. Never UPDATE an existing vintage, backtests depend on them.',
      {
        tags: ['forecast', 'vintage', 'timescaledb', 'backtest'],
      },
    ),
    m(
      'no-leakage',
      'constraint',
      'Features til forecast-modellerne må kun bruge data med issued_at <= tidspunktet forecastet laves på. Ingen "fremtidige" NWP-kørsler i træning, ellers får vi leakage og backtesten lyver.',
      {
        files: ['pipelines/forecast/wind/features.py', 'pipelines/forecast/solar/features.py'],
        tags: ['forecast', 'leakage', 'features'],
      },
    ),
    m('ts-chunk-7d', 'fact', 'orderbook_deltas hypertable uses chunk_time_interval 7 days, no compression.', {
      files: ['services/orderbook/migrations'],
      age: 400,
      tags: ['timescaledb', 'hypertable'],
    }),
    m(
      'ts-chunk-1d',
      'decision',
      'orderbook_deltas hypertable: chunk_time_interval 1 day, compression after 3 days, compress_segmentby = contract_id. inserts peak ~40k rows/s since 15-min products, a 7d chunk was >60GB and blew the shared_buffers.',
      {
        supersedes: 'ts-chunk-7d',
        age: 150,
        files: ['services/orderbook/migrations'],
        tags: ['timescaledb', 'hypertable', 'compression', 'chunk'],
      },
    ),
    m(
      'pyd-v1',
      'convention',
      'pydantic schemas: class Config: orm_mode = True, use @validator for field checks.',
      {
        age: 560,
        tags: ['pydantic'],
      },
    ),
    m(
      'pyd-v2',
      'convention',
      'Pydantic v2 only: model_config = ConfigDict(from_attributes=True, frozen=True) and @field_validator / @model_validator. No `from pydantic.v1 import` shims anywhere.',
      {
        supersedes: 'pyd-v1',
        age: 220,
        tags: ['pydantic', 'schemas'],
      },
    ),
    m(
      'risk-limit-150',
      'constraint',
      'max net open position per delivery quarter in DE-LU is 150 MW, NL 60 MW.',
      {
        age: 300,
        files: ['services/risk/limits.yaml'],
        tags: ['risk', 'limits', 'position'],
      },
    ),
    m(
      'risk-limit-200',
      'constraint',
      'Net open position limit per delivery quarter: DE-LU 200 MW, NL 80 MW, DK1 60 MW (risk committee, March 2026). Limits live in services/risk/limits.yaml.',
      {
        supersedes: 'risk-limit-150',
        age: 55,
        files: ['services/risk/limits.yaml'],
        tags: ['risk', 'limits', 'position'],
      },
    ),
    m(
      'risk-pretrade',
      'constraint',
      'Every order, including manual ones from the trader UI, passes services/risk/pretrade.py check_limits() before it goes to the exchange gateway. Breach = hard reject, never just a warning. No bypass flag.',
      {
        canonical: true,
        reaffirm: 9,
        files: ['services/risk/pretrade.py'],
        tags: ['risk', 'pretrade', 'orders'],
      },
    ),
    m(
      'kill-switch',
      'fact',
      'kill switch button (ui/src/components/KillSwitch.tsx) -> POST /api/v1/risk/halt -> gateway sends mass cancel for all own orders on M7 and Nord Pool and stops all strategies.',
      {
        files: ['ui/src/components/KillSwitch.tsx', 'services/risk/api/halt.py'],
        tags: ['kill-switch', 'risk', 'ui'],
      },
    ),
    m(
      'remit-t1',
      'constraint',
      'REMIT: EPEX and Nord Pool report our orders and trades on their platforms to ACER as RRM. We only report OTC/bilateral trades ourselves, via Equias, by T+1 working day.',
      {
        tags: ['remit', 'acer', 'reporting', 'compliance'],
      },
    ),
    m(
      'remit-1h-claim',
      'fact',
      'remit: all trades incl. exchange ones have to be reported by us within 1 hour after execution',
      {
        disputes: 'remit-t1',
        tags: ['remit', 'reporting'],
      },
    ),
    m(
      'remit-insider',
      'constraint',
      'Inside information: an unavailability of our own plants must be published as UMM before anyone trades on it. services/orders/umm_guard.py blocks all strategies for the affected area while an unpublished outage flag is set.',
      {
        files: ['services/orders/umm_guard.py'],
        tags: ['remit', 'umm', 'insider', 'compliance'],
      },
    ),
    m(
      'gate-closure',
      'fact',
      'Gate closure: XBID cross-border 60 min before delivery start; DE across the four TSO areas 30 min; inside one control area 5 min.',
      {
        tags: ['gate-closure', 'xbid', 'de'],
      },
    ),
    m('gate-claim', 'fact', 'de continuous closes 30min before delivery, no exceptions', {
      disputes: 'gate-closure',
      tags: ['gate-closure'],
    }),
    m(
      'm7-api',
      'fact',
      'EPEX connection is the M7 Trading API (AMQP over RabbitMQ, M7 6.x). Client lives in services/gateway/m7/, login via client certificate per member account.',
      {
        fact: 'epex gateway | protocol | M7 AMQP',
        files: ['services/gateway/m7'],
        tags: ['m7', 'epex', 'gateway', 'amqp'],
      },
    ),
    m(
      'np-api',
      'fact',
      'Nord Pool Intraday via their STOMP-over-websocket trading API; client in services/gateway/nordpool/, token refresh every 50 min.',
      {
        files: ['services/gateway/nordpool'],
        tags: ['nordpool', 'gateway', 'websocket'],
      },
    ),
    m(
      'm7-rate-limit',
      'constraint',
      'M7 allows 25 order actions/s per member account; gateway token bucket is set to 20/s in services/gateway/m7/throttle.py. Mass cancel counts as one action, single cancels each count.',
      {
        files: ['services/gateway/m7/throttle.py'],
        tags: ['m7', 'throttling', 'rate-limit'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'kafka topic names: <domain>.<entity>.v<N>, e.g. orderbook.deltas.v2, orders.executions.v1. message key = contract_id. payloads are protobuf, .proto files in proto/.',
      {
        files: ['proto'],
        tags: ['kafka', 'naming', 'protobuf'],
      },
    ),
    m(
      'kafka-partitions',
      'fact',
      'orderbook.deltas.v2 has 48 partitions, retention 7 days; orders.executions.v1 has 12 partitions, retention 30 days, compacted? no — delete policy.',
      {
        tags: ['kafka', 'partitions', 'retention'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Kafka consumers must be idempotent on (contract_id, revision_no): the M7 gateway replays deltas from the last snapshot after every reconnect.',
      {
        tags: ['kafka', 'idempotent', 'reconnect', 'orderbook'],
      },
    ),
    m(
      'incident-dst-2024',
      'incident',
      'Oct 2024 DST end: wind pipeline built the day index with range(96) in local time, forecast was shifted by one hour after 02:00 and the desk ended up ~180 MW long for 02:00-03:00. Fix: index built in UTC, regression test tests/property/test_delivery_day.py.',
      {
        files: ['tests/property/test_delivery_day.py'],
        tags: ['incident', 'dst', 'forecast'],
      },
    ),
    m(
      'incident-dup-orders',
      'incident',
      'Nov 2025: after an M7 reconnect the gateway resent pending orders with fresh random clientOrderIds, we got doubled orders in the book (~70 MW extra exposure for 4 min). Since then clientOrderId is deterministic.',
      {
        files: ['services/gateway/m7/session.py'],
        tags: ['incident', 'reconnect', 'duplicates', 'orders'],
      },
    ),
    m(
      'client-order-id',
      'convention',
      'clientOrderId = uuid5(ORDER_NS, f"{strategy_id}:{contract_id}:{seq}") from services/orders/ids.py. never uuid4 for anything that goes to the exchange.',
      {
        files: ['services/orders/ids.py'],
        tags: ['orders', 'uuid', 'idempotent'],
      },
    ),
    m(
      'polars-pipelines',
      'decision',
      'New pipeline code uses polars 1.x (lazy frames). pandas only at the boundary where LightGBM / sklearn want a DataFrame.',
      {
        files: ['pipelines'],
        reason: 'memory on the 15-min feature tables',
        tags: ['polars', 'pandas', 'pipelines'],
      },
    ),
    m(
      'units-mw',
      'convention',
      'units: power in MW, energy in MWh, price EUR/MWh. order quantity on a quarter-hour product is MW (1 MW for 15 min = 0.25 MWh) — do not divide by 4 when sending.',
      {
        tags: ['units', 'mw', 'mwh', 'orders'],
      },
    ),
    m(
      'price-decimals',
      'constraint',
      'Prices and quantities in the order path are Decimal, never float. Price tick 0.01 EUR/MWh, quantity tick 0.1 MW. Quantize in services/orders/ before handing to the gateway.',
      {
        files: ['services/orders'],
        tags: ['decimal', 'price', 'orders'],
      },
    ),
    m('price-cap', 'fact', 'SIDC continuous harmonised price limits are -9999 / +9999 EUR/MWh.', {
      tags: ['price', 'limits', 'sidc'],
    }),
    m(
      'ui-stack',
      'fact',
      'trader UI: React 18 + TypeScript + Vite, AG Grid for the ladder/blotter, zustand for state. in ui/.',
      {
        files: ['ui'],
        tags: ['ui', 'react', 'ag-grid'],
      },
    ),
    m('ui-redux', 'fact', 'ui state management is redux toolkit, slices in ui/src/store/.', {
      age: 520,
      files: ['ui/src/store'],
      tags: ['ui', 'redux'],
    }),
    m(
      'ui-ws',
      'convention',
      'UI gets live order book via websocket from services/ui-gateway, throttled server-side to 4 updates/s per contract. Never poll the REST API for book data.',
      {
        files: ['services/ui-gateway', 'ui/src/hooks/useOrderBook.ts'],
        tags: ['ui', 'websocket', 'orderbook'],
      },
    ),
    m(
      'ui-tz',
      'convention',
      'UI shows delivery times in Europe/Berlin with a CET/CEST badge in the header. on the 25h day the repeated hour is labelled 02A / 02B (quarters 02A:00 … 02B:45), like EPEX does.',
      {
        files: ['ui/src/lib/time.ts'],
        tags: ['ui', 'timezone', 'dst', 'cet'],
      },
    ),
    m(
      'note-ag-grid',
      'note',
      'ag grid flicker in the ladder: happens if rowData is replaced. use getRowId={contract_id+side+price} and applyTransactionAsync.',
      {
        files: ['ui/src/components/OrderBookLadder.tsx'],
        tags: ['ag-grid', 'ui', 'flicker'],
      },
    ),
    m(
      'ui-tests',
      'convention',
      'ui tests: vitest + testing-library for components, playwright e2e against the mock ui-gateway (ui/e2e/mock-server.ts). no e2e against sim.',
      {
        files: ['ui/e2e'],
        tags: ['ui', 'vitest', 'playwright', 'tests'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'GitLab CI (.gitlab-ci.yml): lint -> test -> build -> deploy-sim -> deploy-prod (manual). runners are the kubernetes executor on the on-prem cluster.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci'],
      },
    ),
    m(
      'ci-ruff',
      'convention',
      'ruff check + ruff format (black was removed), mypy --strict for services/. CI fails on either.',
      {
        files: ['pyproject.toml'],
        tags: ['ruff', 'mypy', 'lint', 'ci'],
      },
    ),
    m(
      'uv-lock',
      'convention',
      'Python deps via uv: `uv add <pkg>` per package, uv.lock committed. no pip install in Dockerfiles, images run `uv sync --frozen`.',
      {
        files: ['uv.lock', 'pyproject.toml'],
        tags: ['uv', 'dependencies', 'python'],
      },
    ),
    m(
      'tests-hypothesis',
      'convention',
      'Anything that slices time (delivery days, quarter index, DST) gets hypothesis property tests in tests/property/. CI profile sets deadline=None and max_examples=300.',
      {
        files: ['tests/property', 'tests/conftest.py'],
        tags: ['hypothesis', 'pytest', 'property-tests'],
      },
    ),
    m(
      'tests-no-real-exchange',
      'constraint',
      'CI tests never talk to the EPEX or Nord Pool simulation environments. Use the fakes in tests/fakes/m7_fake.py and tests/fakes/nordpool_fake.py.',
      {
        files: ['tests/fakes'],
        tags: ['tests', 'fakes', 'simulation'],
      },
    ),
    m(
      'sim-env',
      'fact',
      'EPEX simulation (M7 SIMU) is reset every monday 06:00 CET, all orders gone. our sim deployment runs in namespace intraday-sim.',
      {
        tags: ['simulation', 'epex'],
      },
    ),
    m(
      'k8s',
      'fact',
      'on-prem kubernetes (RKE2), two DCs (Aarhus + Hamburg). namespaces intraday-prod / intraday-sim. helm charts in deploy/helm/<service>.',
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'helm', 'deploy'],
      },
    ),
    m(
      'k8s-secrets',
      'convention',
      'Secrets only via the Vault agent injector (path secret/intraday/<service>). Never in helm values, never in a committed .env.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['secrets', 'vault', 'kubernetes'],
      },
    ),
    m(
      'no-kubectl-edit',
      'convention',
      'In intraday-prod niemals kubectl edit oder kubectl scale von Hand – alles über helm und einen MR, sonst überschreibt der nächste Deploy es.',
      {
        tags: ['kubernetes', 'helm', 'prod'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'no prod deploys on friday after 14:00 and never on the DST switch weekends (last sunday of march / october).',
      {
        tags: ['deploy', 'freeze', 'prod', 'dst'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: gateways + orders Jonas Weber, forecast pipelines Mette Kjærgaard, trader UI Aylin Demir, risk service Henrik Sørensen.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'autotrader-strategies',
      'fact',
      'strategies live in services/autotrader/strategies/, subclass Strategy and implement on_orderbook() and on_forecast_update(); registered in strategies/__init__.py.',
      {
        files: ['services/autotrader/strategies'],
        tags: ['autotrader', 'strategy'],
      },
    ),
    m(
      'position-source',
      'constraint',
      'Position truth = executions from the exchange (orders.executions.v1). Never derive position from our own order acks or the order table.',
      {
        tags: ['position', 'executions', 'risk'],
      },
    ),
    m(
      'imbalance-price',
      'fact',
      'reBAP (German imbalance price) is published on netztransparenz.de roughly 20 working days later; until then settlement uses our provisional estimate from pipelines/settlement/rebap_estimate.py.',
      {
        files: ['pipelines/settlement/rebap_estimate.py'],
        tags: ['rebap', 'imbalance', 'settlement'],
      },
    ),
    m(
      'fastapi-conventions',
      'convention',
      'FastAPI: routers in app/api/<resource>.py per service, response_model always set, async endpoints use asyncpg (no sync SQLAlchemy sessions in async routes).',
      {
        tags: ['fastapi', 'api', 'asyncpg'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST lives under /api/v1. the UI and the autotrader both consume it, so breaking changes mean /api/v2, not editing v1.',
      {
        tags: ['api', 'versioning'],
      },
    ),
    m(
      'db-migrations',
      'convention',
      'DB migrations: alembic per service in services/<svc>/migrations; hypertables created with op.execute("SELECT create_hypertable(...)") in the same revision as the table.',
      {
        tags: ['alembic', 'migrations', 'timescaledb'],
      },
    ),
    m(
      'dagster-partitions',
      'convention',
      'Dagster assets are partitioned by delivery day: TimeWindowPartitionsDefinition(cron_schedule="0 0 * * *", timezone="Europe/Berlin"). no UTC daily partitions.',
      {
        files: ['pipelines/forecast/partitions.py'],
        tags: ['dagster', 'partitions', 'timezone'],
      },
    ),
    m(
      'dagster-schedules',
      'fact',
      'intraday forecast refresh runs every 15 min at :05/:20/:35/:50 with latest SCADA + newest ICON-D2 run; full retrain nightly 01:30.',
      {
        tags: ['dagster', 'schedule', 'forecast'],
      },
    ),
    m(
      'weather-source',
      'fact',
      'NWP inputs: DWD ICON-D2 from opendata.dwd.de and ECMWF IFS via Meteomatics. raw GRIB goes to MinIO bucket nwp-raw.',
      {
        tags: ['nwp', 'weather', 'icon-d2', 'ecmwf'],
      },
    ),
    m(
      'scada-feed',
      'fact',
      'live park SCADA comes through the OPC UA bridge into kafka scada.measurements.v1 at 1-min resolution, ~2.1 GW wind + 650 MW PV.',
      {
        tags: ['scada', 'kafka', 'wind', 'solar'],
      },
    ),
    m(
      'curtailment',
      'fact',
      'Redispatch 2.0 curtailments from the TSOs arrive as XML via the connector and must be subtracted from the forecast before it reaches the autotrader.',
      {
        tags: ['redispatch', 'curtailment', 'forecast'],
      },
    ),
    m(
      'backtest',
      'convention',
      'backtests: pipelines/backtest replays orderbook_deltas from TimescaleDB with the forecast vintage that was live at the time. fee assumption 0.085 EUR/MWh per side.',
      {
        files: ['pipelines/backtest'],
        tags: ['backtest', 'replay'],
      },
    ),
    m(
      'logging',
      'convention',
      'structlog JSON logs with contract_id and client_order_id bound. never log the raw M7 message, it carries member ID + trader login.',
      {
        tags: ['logging', 'structlog', 'm7'],
      },
    ),
    m(
      'metrics',
      'fact',
      'Prometheus + Grafana; gateway dashboard "Intraday Gateway". metrics exported from services/*/app/metrics.py.',
      {
        tags: ['prometheus', 'grafana', 'metrics'],
      },
    ),
    m(
      'heartbeat',
      'constraint',
      'If the M7 heartbeat is lost > 10 s the exchange cancel-on-disconnect kicks in. Gateway must mark all open orders as UNKNOWN until the recovery snapshot arrives, not as cancelled.',
      {
        files: ['services/gateway/m7/session.py'],
        tags: ['m7', 'heartbeat', 'cancel-on-disconnect', 'reconnect'],
      },
    ),
    m(
      'delivery-areas',
      'fact',
      'we trade DE-LU (all four german TSO areas), NL and DK1 on EPEX; DK1/DK2 on Nord Pool.',
      {
        tags: ['areas', 'de', 'nl', 'dk'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'commit messages and code comments in english pls, even if we chat in german/danish',
      {},
    ),
    m('pref-small-mrs', 'preference', 'keep MRs under ~400 changed lines, split otherwise', {}),
    m('vpn-note', 'note', 'sim env only reachable over the old cisco vpn profile "EPEX-SIMU"', {
      age: 640,
      tags: ['vpn', 'simulation'],
    }),
    m(
      'cand-polars-everywhere',
      'decision',
      'Replace pandas with polars in all services too, not just pipelines.',
      {
        candidate: true,
        tags: ['polars', 'pandas'],
      },
    ),
    m('cand-redpanda', 'decision', 'Move from Kafka to Redpanda to cut broker latency.', {
      candidate: true,
      tags: ['kafka', 'redpanda'],
    }),
    m(
      'cand-autoclose',
      'decision',
      'The autotrader closes any open position automatically 5 min before gate closure.',
      {
        candidate: true,
        tags: ['autotrader', 'gate-closure'],
      },
    ),
    m(
      'secret-m7-env',
      'note',
      'sim gateway env for local runs:\nM7_USER=UTLDE_TRD07\nM7_PASSWORD=Tr4d3r!Simu#2291\nM7_AMQP_HOST=simu-amqp.epexspot.example',
      {
        secret: 'Tr4d3r!Simu#2291',
      },
    ),
    m(
      'secret-np-de',
      'note',
      'Das Passwort für den Nord Pool Testaccount (dk1-desk) ist Np-Test!24xQv9 – bitte nicht ändern, hängt am Sim-Deployment.',
      {
        secret: 'Np-Test!24xQv9',
      },
    ),
    m(
      'secret-tsdb-dk',
      'note',
      'adgangskoden til timescale prod (bruger market_ro) er Tsdb#Kbh-7731pL, spørg Henrik hvis den er roteret',
      {
        secret: 'Tsdb#Kbh-7731pL',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'backtest reads from postgresql://trader_rw:Wq8pLz2r9VtE@timescale-prod.intraday.svc:5432/market',
      {
        secret: 'Wq8pLz2r9VtE',
      },
    ),
    m(
      'secret-glpat',
      'note',
      'renovate bot uses the token glpat-xY7k2Mq9RtLpW3vZ8nB4 on gitlab.intraday.local',
      {
        secret: 'glpat-xY7k2Mq9RtLpW3vZ8nB4',
      },
    ),
    m(
      'secret-pfx',
      'note',
      'the prod M7 client cert is certs/epex-prod-utlde.pfx, export password Kx7!mPq2#Wn9zR, expires 2026-11',
      {
        secret: 'Kx7!mPq2#Wn9zR',
      },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="orders-svc" password="kAfK4-0rd3rs-Pr0d-55q";',
      {
        secret: 'kAfK4-0rd3rs-Pr0d-55q',
      },
    ),
    m(
      'secret-slack',
      'note',
      'desk alerts webhook: https://hooks.slack.com/services/T02ABCDEF/B05GHIJKL/xY9zQw3RtUv8Lm2NpK4sJd7F',
      {
        secret: 'xY9zQw3RtUv8Lm2NpK4sJd7F',
      },
    ),
    m(
      'secret-meteomatics',
      'note',
      'meteomatics login for the ECMWF pulls: user utl_intraday / pw Wz3!rT8qLmY6',
      {
        secret: 'Wz3!rT8qLmY6',
      },
    ),
    m(
      'secret-equias',
      'note',
      'equias REMIT upload uses api key eq_live_7f3a9c2e41b84d6fa0c5e9d2b17c3f88 (header X-Api-Key)',
      {
        secret: 'eq_live_7f3a9c2e41b84d6fa0c5e9d2b17c3f88',
      },
    ),
  ],
  sessions: [
    {
      id: 'desk-session-1',
      age: 8,
      turns: [
        said(
          'morning. risk wants an hourly position view in the blotter, can you look at services/risk/positions.py first',
        ),
        replied(
          'Looked at it: positions are aggregated per contract_id from orders.executions.v1. There is no hourly aggregation yet.',
        ),
        said(
          "ok so let's aggregate positions per quarter-hour only and have the hourly view be a sum in the UI. we don't store hourly aggregates anywhere.",
          {
            key: 's-quarter-agg',
            type: 'decision',
          },
        ),
        replied(
          'Understood. I will keep the table per quarter and add a selector in ui/src/components/Blotter.tsx that sums four quarters.',
        ),
        said('how does the blotter currently group rows?'),
        replied('By area then delivery_start, using AG Grid row grouping on the client.'),
        said('right. for now just hardcode DE-LU in the selector, we can add the others later'),
        replied('Done, the selector defaults to DE-LU.'),
        said(
          'btw Vi har fået DK2-adgang på Nord Pool fra 1. juni, så DK2 skal med i risk-limits og i positionsvisningen.',
          {
            key: 's-dk2',
            type: 'fact',
          },
        ),
        replied('Noted. limits.yaml has no DK2 entry yet; I will add a placeholder and flag it to risk.'),
        said(
          'the autotrader must not act on a forecast older than 20 minutes. if the newest vintage is older, the strategy pauses itself.',
          {
            key: 's-forecast-lock',
            type: 'constraint',
          },
        ),
        replied('I will add a staleness check in Strategy.on_forecast_update using issued_at.'),
        said('hmm i am looking at the grafana board, the forecast job took 14 min at 09:20'),
        replied('That would be close to the 20 minute threshold. Should the check also emit a metric?'),
        said(
          'yes. and metric names: always prefix intraday_, snake_case, unit as suffix like _mw or _eur. e.g. intraday_open_position_mw',
          {
            key: 's-metrics-name',
            type: 'convention',
          },
        ),
        replied('Added intraday_forecast_age_seconds and intraday_open_position_mw.'),
        said(
          'here is the curl I used against the nordpool test api: curl -H "Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1dGxfZGsxIiwiZXhwIjoxNzQ4MzIwMDAwfQ.Qm9vZ3VzU2lnbmF0dXJlWFl6MTIz" https://intraday-test.example/api/v1/positions',
          {
            secret:
              'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1dGxfZGsxIiwiZXhwIjoxNzQ4MzIwMDAwfQ.Qm9vZ3VzU2lnbmF0dXJlWFl6MTIz',
          },
        ),
        replied('Thanks, the response shape matches what nordpool/positions.py expects.'),
        said(
          'Ab jetzt gilt: wenn der M7-Reconnect länger als 30 Sekunden dauert, gehen alle Strategien in den Pause-Modus und warten auf manuelle Freigabe.',
          {
            key: 's-cod-timeout',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a reconnect timer in services/gateway/m7/session.py that publishes a PAUSE_ALL event after 30 s.',
        ),
        said('where do the orderbook replay fixtures go?'),
        replied('There is no fixed place yet; some are in tests/data, some inline.'),
        said(
          'put them in tests/fixtures/orderbook/ as zstd parquet, max 5 MB per file. bigger ones get sampled down.',
          {
            key: 's-replay-fixtures',
            type: 'convention',
          },
        ),
        replied('Moved the two existing fixtures there and converted them to zstd parquet.'),
        said(
          "we talked with Mette yesterday — we'll keep forecast features in TimescaleDB tables, no feast or other feature store. too much infra for 3 models.",
          {
            key: 's-feature-store',
            type: 'decision',
          },
        ),
        replied('OK, I will not add the feast dependency from the draft MR.'),
        said(
          'gateway alerts go to the desk on-call phone via the alertmanager route intraday-oncall, not to slack. slack is only for pipeline stuff.',
          {
            key: 's-alert-routing',
            type: 'convention',
          },
        ),
        replied('Updated deploy/helm/gateway/alerts.yaml to route to intraday-oncall.'),
        said('cool thanks, that was a lot. can you summarize the changes for the MR description?'),
        replied(
          'Summary: quarter-level positions with hourly UI sum, DK2 placeholder limit, forecast staleness pause, metrics, reconnect pause, fixtures moved, alert routing.',
        ),
        said('perfect, ship it to sim'),
      ],
    },
  ],
  prompts: [
    p(
      'add a new strategy in services/autotrader/strategies/ that closes the wind forecast delta in the last hour before gate closure',
      ['autotrader-strategies', 'gate-closure', 'gate-claim', 'risk-pretrade', 's-forecast-lock'],
    ),
    p(
      'the wind forecast asset gives 96 rows for 2026-10-25, should be 100. pipelines/forecast/wind/assets.py',
      ['dst-days', 'incident-dst-2024', 'dagster-partitions', 'ts-utc'],
    ),
    p(
      "UserWarning: Valid config keys have changed in V2: * 'orm_mode' has been renamed to 'from_attributes'\n  services/orders/schemas.py:14 — fix pls",
      ['pyd-v2'],
    ),
    p('update the pretrade limit check to the new risk committee numbers', [
      'risk-limit-200',
      'risk-pretrade',
      's-dk2',
    ]),
    p('Warum sehen wir nach dem Reconnect doppelte Orders? siehe services/gateway/m7/session.py', [
      'incident-dup-orders',
      'client-order-id',
      'kafka-idempotent',
      'heartbeat',
    ]),
    p('write a hypothesis test for quarter_index() in services/orders/products.py', [
      'tests-hypothesis',
      'dst-days',
      'mtu-15',
    ]),
    p('add a kafka consumer that updates positions from executions', [
      'kafka-topics',
      'kafka-idempotent',
      'position-source',
      's-quarter-agg',
    ]),
    p('we need a new topic for the redispatch curtailment signals', ['kafka-topics', 'curtailment']),
    p('inserts into orderbook_deltas are slow again, check the hypertable settings', ['ts-chunk-1d']),
    p('@ui/src/components/OrderBookLadder.tsx show the delivery time column in local time', [
      'ui-tz',
      'ts-utc',
      'ts-cet-claim',
    ]),
    p('the ladder flickers on every book update, super annoying for the traders', ['note-ag-grid', 'ui-ws']),
    p('retrain the wind model so it outputs P10/P50/P90', [
      'forecast-lgbm',
      'no-leakage',
      'forecast-vintage',
    ]),
    p('add ECMWF total cloud cover as a feature to the solar model', [
      'solar-model',
      'weather-source',
      'no-leakage',
      's-feature-store',
    ]),
    p('can we point the integration tests at EPEX SIMU so we test real acks?', ['tests-no-real-exchange']),
    p("deploy the gateway hotfix to prod, it's friday 16:30 but traders want it", [
      'deploy-freeze',
      'no-kubectl-edit',
    ]),
    p('where do I put the password for the new DK2 nord pool account?', ['k8s-secrets']),
    p('do we have to report our EPEX continuous trades to ACER ourselves?', ['remit-t1', 'remit-1h-claim']),
    p(
      'the autotrader kept trading DK1 while our Esbjerg unit was tripped and before the UMM went out, how is that possible',
      ['remit-insider'],
    ),
    p('add GET /positions/hourly for the risk team in services/risk', [
      's-quarter-agg',
      'fastapi-conventions',
      'api-versioning',
    ]),
    p('port the last leftover airflow dag dags/imbalance_price.py', [
      'orch-dagster',
      'dagster-partitions',
      'imbalance-price',
    ]),
    p('kan du lave en prometheus metric for åben position pr. kvarter?', [
      's-metrics-name',
      'metrics',
      's-quarter-agg',
    ]),
    p('add an alert when the M7 heartbeat is lost', ['heartbeat', 'metrics', 's-alert-routing']),
    p(
      'M7 rejects "throttling limit exceeded" when the kill switch cancels, see services/gateway/m7/throttle.py',
      ['m7-rate-limit', 'kill-switch'],
    ),
    p('pip install pyarrow in the forecast image', ['uv-lock']),
    p('refactor pipelines/forecast/wind/features.py from pandas to polars', [
      'polars-pipelines',
      'no-leakage',
    ]),
    p('order price arrives at the gateway as 87.12999999999 and M7 rejects it', ['price-decimals']),
    p('quarter-hour order quantity looks 4x too big compared to what the trader typed', [
      'units-mw',
      'mtu-15',
    ]),
    p('backtest the new spread strategy over Q1 2026', ['backtest', 'forecast-vintage']),
    p('who owns the forecast pipelines?', ['owners']),
    p('are we still on airflow?', ['orch-dagster']),
    p("what's the highest price I can send on continuous?", ['price-cap']),
    p('add an alembic migration for a trades hypertable in services/orders', [
      'db-migrations',
      'ts-utc',
      'ts-chunk-1d',
    ]),
    p('tests/property/test_delivery_day.py fails in CI with hypothesis DeadlineExceeded, flaky', [
      'tests-hypothesis',
    ]),
    p('log the complete M7 order message so I can debug the rejects', ['logging']),
    p('CI lint stage complains: black not found', ['ci-ruff', 'ci-gitlab']),
    p('write a vitest for the KillSwitch component', ['ui-tests', 'kill-switch']),
    p('the orderbook replay fixture I made is 40MB, where does it go?', ['s-replay-fixtures']),
    p('forecast job is slow today, let the strategy keep trading on a 35 min old forecast', [
      's-forecast-lock',
      'dagster-schedules',
    ]),
    p('M7 reconnect took 45 s this morning, strategies kept running. is that ok?', [
      's-cod-timeout',
      'heartbeat',
    ]),
    p('subscribe the nord pool gateway to the DK2 orderbook', ['np-api', 's-dk2']),
    p('what is the difference between functools.cache and lru_cache?', []),
    p('thanks!', []),
    p('how do I squash my last three commits?', []),
    p('was ist der Unterschied zwischen asyncio.gather und TaskGroup?', []),
    p('ok commit that', []),
    p('explain polars lazy vs eager in general', []),
    p('how does a token bucket rate limiter work in general?', []),
    p('summarize the diff for me', []),
    p('tak, det virker nu', []),
    p('regex for ISO 8601 week dates like 2026-W14?', []),
  ],
});
