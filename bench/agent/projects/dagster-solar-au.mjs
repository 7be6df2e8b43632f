// A rooftop-solar installer and virtual power plant's data platform: inverter telemetry, AEMO NEM market data,
// NEM12 metering, DNSP export limits, Dagster + dbt on Snowflake, Terraform on AWS Sydney.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dagster-solar-au',
  stack:
    'Python 3.12 (Dagster 1.9, dagster-dbt, polars, pydantic v2, httpx), dbt-core 1.8 + dbt-snowflake, Snowflake (AWS ap-southeast-2), Amazon MSK (Kafka 3.6) + Snowflake Kafka connector, SolarEdge / Fronius Solar.web / Enphase v4 APIs, AEMO NEMWeb + MMS data model, Great Expectations, Terraform 1.8 + Atlantis on AWS ap-southeast-2, GitHub Actions, Slack + PagerDuty',
  memories: [
    m(
      'orch-cron',
      'fact',
      'telemetry rollups + the nightly NEM price pull run as cron jobs on the ingest EC2 box (scripts/cron/*.sh, crontab in infra/ansible/roles/ingest/templates/crontab.j2)',
      {
        fact: 'pipelines | orchestrated_by | cron on EC2',
        files: ['scripts/cron'],
        age: 690,
        tags: ['cron', 'orchestration', 'ec2'],
      },
    ),
    m(
      'orch-dagster',
      'decision',
      'Originally everything ran as cron on the ingest EC2 box; now every pipeline is a Dagster asset. Four code locations under wattle/defs/: telemetry, market, metering, vpp. The cron box was decommissioned in Feb. Reason: no retries, no lineage and nobody noticed when the 2am NEM pull silently failed for a week.',
      {
        fact: 'pipelines | orchestrated_by | Dagster',
        supersedes: 'orch-cron',
        age: 380,
        canonical: true,
        files: ['wattle/defs'],
        reason: 'retries, lineage, visibility of failed runs',
        tags: ['dagster', 'cron', 'orchestration'],
      },
    ),
    m(
      'dagster-hosting-oss',
      'fact',
      'Dagster OSS self-hosted on ECS Fargate: dagster-webserver + dagster-daemon services, EcsRunLauncher, run storage in RDS Postgres (wattle-dagster-meta). Terraform in infra/terraform/modules/dagster_ecs.',
      {
        files: ['infra/terraform/modules/dagster_ecs'],
        age: 360,
        tags: ['dagster', 'ecs', 'hosting'],
      },
    ),
    m(
      'dagster-hosting-plus',
      'decision',
      'We no longer self-host the Dagster webserver/daemon. Moved to Dagster+ Hybrid: the control plane is Dagster+, the ECS agent and all run workers stay in our VPC in ap-southeast-2 (Serverless was ruled out, data must not leave Sydney). Branch deployments are created per PR. infra/terraform/modules/dagster_ecs was replaced by modules/dagster_agent.',
      {
        fact: 'dagster | hosted_on | Dagster+ Hybrid (ECS agent in ap-southeast-2)',
        supersedes: 'dagster-hosting-oss',
        age: 140,
        files: ['infra/terraform/modules/dagster_agent', 'dagster_cloud.yaml'],
        reason: 'less ops on the daemon, branch deployments; hybrid keeps data in Sydney',
        tags: ['dagster', 'dagster-plus', 'hybrid', 'ecs'],
      },
    ),
    m(
      'dagster-resources',
      'convention',
      'Dagster: all external clients are ConfigurableResource subclasses in wattle/resources/ (SnowflakeResource, SolarEdgeResource, FroniusResource, EnphaseResource, NemwebResource, SlackResource). Assets never read os.environ directly; config comes in via EnvVar("...") in the Definitions of each code location.',
      {
        files: ['wattle/resources'],
        tags: ['dagster', 'resources', 'config'],
      },
    ),
    m(
      'dagster-partitions-nem',
      'convention',
      'Market + metering assets are partitioned by NEM settlement day: DailyPartitionsDefinition(start_date="2021-10-01", timezone="Etc/GMT-10"). Etc/GMT-10 is UTC+10 (POSIX sign is inverted). Never Australia/Sydney for these partitions.',
      {
        files: ['wattle/defs/market/partitions.py', 'wattle/defs/metering/partitions.py'],
        tags: ['dagster', 'partitions', 'timezone', 'nem'],
      },
    ),
    m(
      'nem-time',
      'constraint',
      'All AEMO / NEM timestamps (SETTLEMENTDATE, INTERVAL_DATETIME, NEM12 interval dates) are NEM time = AEST, UTC+10 all year. No daylight saving, even though NSW/VIC/SA move their clocks. Convert with a fixed +10:00 offset, never with Australia/Sydney or Australia/Melbourne.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['nem', 'timezone', 'aest', 'dst'],
      },
    ),
    m(
      'nem-time-claim',
      'fact',
      'heads up: SETTLEMENTDATE in the dispatch files is Sydney local time, so during daylight saving it is AEDT (+11)',
      {
        disputes: 'nem-time',
        files: ['wattle/defs/market/nemweb_parse.py'],
        tags: ['nem', 'timezone'],
      },
    ),
    m(
      'interval-ending',
      'constraint',
      'AEMO labels an interval by its END: SETTLEMENTDATE 2025-03-01 00:05 covers 00:00-00:05. Our market tables store interval_start_utc + interval_end_utc; stg_aemo__dispatch_price derives start = SETTLEMENTDATE - 5 min before converting to UTC.',
      {
        files: ['dbt/models/staging/aemo/stg_aemo__dispatch_price.sql'],
        tags: ['nem', 'interval', 'aemo', 'dispatch'],
      },
    ),
    m(
      'market-day',
      'fact',
      'Two different "days" in the NEM: the market (bidding) day runs 04:00-04:00 NEM time; the settlement day since 5MS runs 00:00-24:00 NEM time. Our daily partitions and fct_* daily rollups follow the settlement day.',
      {
        tags: ['nem', 'market-day', 'settlement', 'partitions'],
      },
    ),
    m(
      'settlement-30',
      'fact',
      'spot price for settlement = time-weighted average of the six 5-min dispatch prices in each 30-min trading interval. fct_spot_price is at 30-min grain, keyed on trading interval.',
      {
        age: 700,
        files: ['dbt/models/marts/market/fct_spot_price.sql'],
        tags: ['nem', 'settlement', 'spot-price'],
      },
    ),
    m(
      'settlement-5',
      'fact',
      'We no longer average six dispatch prices into a 30-min trading price: with 5-minute settlement the dispatch price IS the settlement price. fct_spot_price was rebuilt at 5-min grain (288 rows per region per day); the old 30-min model is gone, anything needing half-hours aggregates downstream.',
      {
        fact: 'fct_spot_price | grain | 5 minutes',
        supersedes: 'settlement-30',
        age: 330,
        canonical: true,
        files: ['dbt/models/marts/market/fct_spot_price.sql'],
        tags: ['nem', '5ms', 'settlement', 'spot-price'],
      },
    ),
    m(
      'intervals-288',
      'constraint',
      'Because NEM time has no DST, a settlement day always has exactly 288 dispatch intervals (48 half-hours). Completeness checks on market tables should expect 288 per region per day. Customer-facing site data in local time is different: see local-tz reports.',
      {
        tags: ['nem', 'intervals', 'dst', 'quality'],
      },
    ),
    m(
      'nemweb-source',
      'fact',
      'AEMO market data comes from NEMWeb: /Reports/Current/DispatchIS_Reports (zipped CSV, new file every 5 min), /Reports/Current/P5_Reports for 5-min predispatch, /Reports/Current/PredispatchIS_Reports for 30-min predispatch. Files follow the MMS Data Model (DISPATCH.PRICE, DISPATCH.REGIONSUM, P5MIN.REGIONSOLUTION).',
      {
        files: ['wattle/resources/nemweb.py'],
        tags: ['aemo', 'nemweb', 'mms'],
      },
    ),
    m(
      'nemweb-sensor',
      'fact',
      'nemweb_dispatch_sensor (wattle/defs/market/sensors.py) polls the DispatchIS directory listing every 60 s, cursor = last processed file name (PUBLIC_DISPATCHIS_YYYYMMDDHHMM_<id>.zip), and requests a run for the matching 5-min partition of aemo_dispatch_raw.',
      {
        files: ['wattle/defs/market/sensors.py'],
        tags: ['dagster', 'sensor', 'nemweb', 'dispatch'],
      },
    ),
    m(
      'intervention-flag',
      'constraint',
      'DISPATCHPRICE can carry two rows per interval/region when AEMO intervenes (INTERVENTION = 0 and 1). For market price always take INTERVENTION = 0. Dedupe key in staging: (SETTLEMENTDATE, REGIONID, INTERVENTION), keep the latest LASTCHANGED.',
      {
        files: ['dbt/models/staging/aemo/stg_aemo__dispatch_price.sql'],
        tags: ['aemo', 'intervention', 'dispatch', 'dedupe'],
      },
    ),
    m(
      'incident-nemweb-dupe',
      'incident',
      'Jan 2025: AEMO republished a DispatchIS file after a correction and we loaded both; together with intervention rows this doubled ~40 intervals in fct_spot_price and the VPP revenue report for SA1 overstated the 17 Jan price spike by ~$31k. Fix: the dedupe in stg_aemo__dispatch_price + a unique test on (interval_end_nem, region_id).',
      {
        files: ['dbt/models/staging/aemo/stg_aemo__dispatch_price.sql'],
        tags: ['incident', 'aemo', 'duplicates', 'revenue'],
      },
    ),
    m(
      'regions',
      'fact',
      'NEM regions are NSW1, QLD1, VIC1, SA1, TAS1. We have customers in NSW1, QLD1, VIC1 and SA1 only (no TAS), region_id is the AEMO code as-is.',
      {
        tags: ['nem', 'regions'],
      },
    ),
    m(
      'price-cap-2425',
      'fact',
      'NEM market price cap FY2024-25 is $17,500/MWh, floor -$1,000/MWh. accepted_range test on fct_spot_price.rrp uses these.',
      {
        age: 320,
        files: ['dbt/models/marts/market/_market__models.yml'],
        tags: ['nem', 'price-cap', 'dbt-tests'],
      },
    ),
    m(
      'price-cap-2526',
      'fact',
      'The market price cap is no longer $17,500: from 1 July 2025 (FY2025-26) it is $20,300/MWh; floor stays -$1,000/MWh. The accepted_range test in dbt/models/marts/market/_market__models.yml reads the cap from var("nem_market_price_cap") so next July it is a one-line change.',
      {
        supersedes: 'price-cap-2425',
        age: 90,
        files: ['dbt/models/marts/market/_market__models.yml', 'dbt/dbt_project.yml'],
        tags: ['nem', 'price-cap', 'dbt-tests'],
      },
    ),
    m(
      'nmi-format',
      'convention',
      'NMI = 10 characters (alphanumeric, uppercase) + 1 checksum digit. Store nmi as 10 chars and nmi_checksum separately; validate with wattle/common/nmi.py::validate_nmi (AEMO checksum algorithm). Never strip leading letters (e.g. QB..., VCCC...), they are not always numeric.',
      {
        files: ['wattle/common/nmi.py'],
        tags: ['nmi', 'metering', 'validation'],
      },
    ),
    m(
      'nmi-pii',
      'constraint',
      'NMI + site address + customer name are personal information under the Privacy Act. They never go into Slack alerts, Dagster run logs or Sentry. Log site_id instead. Only the METERING and CUSTOMER schemas hold raw NMIs and only the PII_READER role can select them.',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['privacy', 'pii', 'nmi', 'logging'],
      },
    ),
    m(
      'site-id',
      'convention',
      'site_id is our surrogate key, format S + 7 digits (e.g. S0041327), issued by the CRM at install. All marts join on site_id, never on NMI or inverter serial (inverters get swapped under warranty).',
      {
        tags: ['site-id', 'keys', 'dbt'],
      },
    ),
    m(
      'nem12-source',
      'fact',
      'Interval meter data arrives as NEM12 CSV files from the metering data providers (Vector Metering, PLUS ES, Intellihub) on the SFTP drop sftp.wattle-energy.com.au, then synced to s3://wattle-meter-landing-prod/<mdp>/. Parsed by wattle/defs/metering/nem12_parser.py.',
      {
        files: ['wattle/defs/metering/nem12_parser.py'],
        tags: ['nem12', 'metering', 'mdp', 'sftp'],
      },
    ),
    m(
      'nem12-interval-length',
      'constraint',
      'NEM12: the number of values in a 300 record depends on the IntervalLength in the preceding 200 record: 30 -> 48 values, 15 -> 96, 5 -> 288. Never hardcode 48.',
      {
        files: ['wattle/defs/metering/nem12_parser.py'],
        tags: ['nem12', 'parser', 'interval-length'],
      },
    ),
    m(
      'incident-nem12',
      'incident',
      'May 2025: nem12_parser assumed 48 values per 300 record. 5-minute meters from Intellihub were truncated to the first 4 hours of each day, 1,212 customers got solar export credits for only part of the day. Regression test tests/metering/test_nem12_parser.py::test_5min_meter.',
      {
        files: ['tests/metering/test_nem12_parser.py'],
        tags: ['incident', 'nem12', 'billing'],
      },
    ),
    m(
      'nem12-channels',
      'fact',
      'NEM12 NMI suffixes we use: E1 = general import (consumption), B1 = export to grid (solar feed-in), E2 = controlled load. Quality flags A (actual), S (substituted), F (final substitute), E (estimate) live in the 400 records.',
      {
        tags: ['nem12', 'channels', 'suffix', 'quality-flag'],
      },
    ),
    m(
      'nem12-substitutions',
      'fact',
      'MDPs resend substituted/final reads for up to ~30 days, so a day of meter data is not final when it first arrives; newest file per (nmi, suffix, interval_date) wins, by the 200 record UpdateDateTime.',
      {
        tags: ['nem12', 'substitution', 'metering'],
      },
    ),
    m(
      'frmp-partner',
      'fact',
      'We are not a retailer. The FRMP for VPP customers is our retail partner Kookaburra Energy (participant id KOOKAE); MSATS standing data and NMI discovery go through their B2B gateway. We only read MSATS data, we never raise change requests ourselves.',
      {
        tags: ['msats', 'retailer', 'frmp', 'b2b'],
      },
    ),
    m(
      'dnsp-list',
      'fact',
      'DNSPs in our footprint: Ausgrid, Endeavour Energy, Essential Energy (NSW); Energex, Ergon (QLD); SA Power Networks (SA); CitiPower, Powercor, Jemena, AusNet, United Energy (VIC). dim_dnsp seed in dbt/seeds/dnsp.csv.',
      {
        files: ['dbt/seeds/dnsp.csv'],
        tags: ['dnsp', 'network', 'seeds'],
      },
    ),
    m(
      'export-limit-static',
      'fact',
      'export limit per site = dim_site.export_limit_kw, a static number from the connection agreement (5 kW per phase for most DNSPs, 1.5 kW for "zero/low export" areas).',
      {
        age: 420,
        files: ['dbt/models/marts/core/dim_site.sql'],
        tags: ['export-limit', 'dnsp', 'dim_site'],
      },
    ),
    m(
      'export-limit-dynamic',
      'decision',
      'Export limits are no longer a static column on dim_site. Since SAPN and Energex flexible exports, limits can change every 5 min, so we moved them to dim_site_export_limit (SCD2: site_id, limit_kw, source = connection_agreement | csip_aus, valid_from_utc, valid_to_utc). dim_site.export_limit_kw was dropped.',
      {
        fact: 'site export limit | stored_in | dim_site_export_limit (SCD2)',
        supersedes: 'export-limit-static',
        age: 160,
        files: ['dbt/models/marts/core/dim_site_export_limit.sql'],
        reason: 'flexible export limits change intraday',
        tags: ['export-limit', 'dnsp', 'csip-aus', 'scd2'],
      },
    ),
    m(
      'csip-aus',
      'fact',
      'Dynamic export limits come from the DNSP utility servers via CSIP-AUS (IEEE 2030.5). The gateway vendor pushes the active DERControl per site to us as a webhook; handler is services/csip-webhook/, it writes to Kafka topic dnsp.export_limit.v1.',
      {
        files: ['services/csip-webhook'],
        tags: ['csip-aus', 'ieee-2030-5', 'export-limit', 'kafka'],
      },
    ),
    m(
      'vpp-fleet',
      'fact',
      'VPP fleet: ~5,300 home batteries (Tesla Powerwall 2/3, Sungrow SBR, BYD HVM behind Fronius Gen24) across NSW1, QLD1, VIC1, SA1. Dispatch planning lives in wattle/defs/vpp/, the actual commands go out through the vendor APIs from services/vpp-dispatcher/.',
      {
        files: ['wattle/defs/vpp', 'services/vpp-dispatcher'],
        tags: ['vpp', 'battery', 'fleet'],
      },
    ),
    m(
      'vpp-soc-floor',
      'constraint',
      'Never plan a VPP discharge that takes a customer battery below 20% state of charge: that reserve is in the customer contract (backup). planner.py clamps per site, and dispatcher re-checks live SoC before sending.',
      {
        canonical: true,
        reaffirm: 3,
        files: ['wattle/defs/vpp/planner.py', 'services/vpp-dispatcher/guards.py'],
        tags: ['vpp', 'soc', 'battery', 'customer-contract'],
      },
    ),
    m('vpp-soc-claim', 'fact', 'min SoC for VPP events is 10%, the 20% thing was only for the pilot', {
      disputes: 'vpp-soc-floor',
      tags: ['vpp', 'soc'],
    }),
    m(
      'vpp-storm',
      'constraint',
      'When BoM has a severe thunderstorm or fire weather warning for the site postcode, the VPP SoC floor goes up to 50% for that site (storm reserve). Flag comes from the bom_warnings asset.',
      {
        files: ['wattle/defs/vpp/bom_warnings.py'],
        tags: ['vpp', 'soc', 'bom', 'weather'],
      },
    ),
    m(
      'vpp-export-clamp',
      'constraint',
      'A VPP discharge plan must never push site export above the active DNSP export limit for that interval (dim_site_export_limit, or the latest dnsp.export_limit.v1 message if newer). Exceeding it is a breach of the connection agreement.',
      {
        files: ['wattle/defs/vpp/planner.py'],
        tags: ['vpp', 'export-limit', 'dnsp', 'dispatch'],
      },
    ),
    m(
      'fcas',
      'fact',
      'The VPP is enrolled for contingency raise FCAS (R6, R60, R5M) via Kookaburra as the market participant. R1 (very fast) needs 50 ms metering at the site, only the Powerwall 3 sites qualify. Enablement comes back per 5-min interval in fcas_enablement.',
      {
        tags: ['fcas', 'vpp', 'contingency', 'nem'],
      },
    ),
    m(
      'kafka-msk',
      'fact',
      'Kafka is Amazon MSK 3.6 (cluster wattle-msk-prod, 3 brokers across ap-southeast-2a/2b/2c, SASL/SCRAM on 9096). Pollers in services/inverter-poller/ produce, Snowflake Kafka connector + services/csip-webhook consume/produce.',
      {
        tags: ['kafka', 'msk', 'aws'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'topic names: <domain>.<entity>.v<N>. raw vendor payloads telemetry.<vendor>.raw.v1 (solaredge|fronius|enphase), normalised readings telemetry.inverter_reading.v2. message key = site_id so one site stays on one partition. Avro, schemas registered in AWS Glue Schema Registry (registry wattle-prod), files in schemas/avro/.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'glue-schema-registry'],
      },
    ),
    m('kafka-key-claim', 'fact', 'telemetry.inverter_reading.v2 is keyed by inverter serial number', {
      disputes: 'kafka-topics',
      tags: ['kafka', 'key'],
    }),
    m(
      'kafka-retention-raw',
      'fact',
      'telemetry.solaredge.raw.v1 / telemetry.fronius.raw.v1 / telemetry.enphase.raw.v1: 12 partitions each, retention 3 days.',
      {
        tags: ['kafka', 'retention', 'partitions'],
      },
    ),
    m(
      'kafka-retention-norm',
      'fact',
      'telemetry.inverter_reading.v2: 24 partitions, retention 14 days (needed to replay into Snowflake after connector outages).',
      {
        tags: ['kafka', 'retention', 'partitions'],
      },
    ),
    m(
      'ingest-s3-snowpipe',
      'fact',
      'telemetry path into Snowflake: Kafka Connect S3 sink -> s3://wattle-telemetry-raw-prod/ (hourly parquet) -> Snowpipe auto-ingest into RAW.TELEMETRY.INVERTER_READING. ~20-70 min latency.',
      {
        age: 300,
        tags: ['snowpipe', 's3', 'kafka-connect', 'ingest'],
      },
    ),
    m(
      'ingest-streaming',
      'decision',
      'Moved telemetry ingest from the S3 sink + Snowpipe to the Snowflake Kafka connector with Snowpipe Streaming (snowflake.ingestion.method=SNOWPIPE_STREAMING), landing in RAW.TELEMETRY.INVERTER_READING_STREAM. Latency ~10 s instead of up to an hour, which the VPP planner needs. The S3 parquet copy stays only as the 90-day archive.',
      {
        fact: 'telemetry ingest | method | Snowpipe Streaming via Snowflake Kafka connector',
        supersedes: 'ingest-s3-snowpipe',
        age: 110,
        files: ['services/kafka-connect/snowflake-sink.json'],
        reason: 'VPP planner needs near-real-time telemetry',
        tags: ['snowpipe-streaming', 'kafka-connect', 'ingest', 'snowflake'],
      },
    ),
    m(
      'poll-solaredge',
      'fact',
      'services/inverter-poller polls SolarEdge every 15 min (site energy/power details, bulk up to 100 site ids per call).',
      {
        files: ['services/inverter-poller/vendors/solaredge.py'],
        tags: ['solaredge', 'polling', 'telemetry'],
      },
    ),
    m(
      'poll-fronius',
      'fact',
      'services/inverter-poller polls Fronius Solar.web every 5 min (flowdata + aggregated data per PV system).',
      {
        files: ['services/inverter-poller/vendors/fronius.py'],
        tags: ['fronius', 'polling', 'telemetry'],
      },
    ),
    m(
      'solaredge-limit',
      'constraint',
      'SolarEdge Monitoring API allows 300 requests per day per account key and per site, max 3 concurrent calls from one IP. That is why SolarEdge is polled at 15 min with bulk calls; do not add per-site calls in a loop. 429 -> back off until the next UTC day boundary for that key.',
      {
        files: ['services/inverter-poller/vendors/solaredge.py'],
        tags: ['solaredge', 'rate-limit', 'api'],
      },
    ),
    m(
      'fronius-api',
      'fact',
      'Fronius Solar.web Query API (SWQAPI): auth with AccessKeyId + AccessKeyValue headers, one key per installer account, PV systems listed via /pvsystems. Values come in Wh and W.',
      {
        files: ['services/inverter-poller/vendors/fronius.py'],
        tags: ['fronius', 'solarweb', 'api'],
      },
    ),
    m(
      'enphase-oauth',
      'fact',
      'Enphase Enlighten API v4: OAuth2 authorisation-code flow per installer account; access token lives 1 day, refresh token 1 month. Refresh runs in the enphase_token_refresh schedule (every 6 h) and writes the new pair to Secrets Manager wattle/prod/enphase/oauth.',
      {
        files: ['wattle/defs/telemetry/enphase_tokens.py', 'services/inverter-poller/vendors/enphase.py'],
        tags: ['enphase', 'oauth', 'tokens', 'secrets-manager'],
      },
    ),
    m(
      'cumulative-counters',
      'constraint',
      'Vendor energy values are lifetime cumulative counters (Wh). Interval energy = diff between consecutive readings per inverter. A negative diff means a counter reset (inverter replaced or firmware reset): treat the new value as the interval energy start, never as negative generation.',
      {
        files: ['dbt/models/intermediate/telemetry/int_inverter_energy_diffed.sql'],
        tags: ['telemetry', 'counters', 'energy', 'reset'],
      },
    ),
    m(
      'telemetry-units',
      'convention',
      'normalised telemetry units: power kW, energy kWh, both NUMBER(12,3); voltage V; SoC as a 0-100 percentage. Vendors send W/Wh (SolarEdge, Fronius) or mixed (Enphase), conversion only in the stg_ models, never in marts.',
      {
        tags: ['units', 'telemetry', 'kw', 'kwh'],
      },
    ),
    m(
      'ts-utc',
      'convention',
      'All timestamps stored in Snowflake are TIMESTAMP_NTZ in UTC with a _utc suffix (interval_start_utc). Market columns additionally keep the AEMO value as _nem (e.g. interval_end_nem). Account TIMEZONE parameter is UTC, do not rely on session timezone.',
      {
        tags: ['timezone', 'utc', 'snowflake', 'naming'],
      },
    ),
    m(
      'local-tz-reports',
      'convention',
      "Customer-facing numbers (app, monthly statements) are in the site's local time from dim_site.timezone (Australia/Sydney, Australia/Brisbane, Australia/Melbourne, Australia/Adelaide). Those days DO have DST: 23 or 25 hours, 92/100 quarter-hours. Adelaide is +9:30/+10:30.",
      {
        files: ['dbt/models/marts/customer'],
        tags: ['timezone', 'dst', 'customer', 'reports'],
      },
    ),
    m(
      'dbt-project',
      'fact',
      'dbt project lives in dbt/ (profile wattle_snowflake), loaded into Dagster with @dbt_assets in wattle/defs/dbt_assets.py from the manifest built at image build time. Layers: models/staging (views), models/intermediate (ephemeral or tables), models/marts (tables / incremental).',
      {
        files: ['dbt', 'wattle/defs/dbt_assets.py'],
        tags: ['dbt', 'dagster-dbt', 'layers'],
      },
    ),
    m(
      'dbt-naming',
      'convention',
      'dbt naming: stg_<source>__<entity> (double underscore), int_<domain>_<verb>, fct_ / dim_ in marts. One _<dir>__models.yml per folder with description + tests for every model. Sources declared in _<source>__sources.yml with freshness.',
      {
        tags: ['dbt', 'naming', 'conventions'],
      },
    ),
    m(
      'dbt-incr-telemetry',
      'convention',
      "fct_inverter_interval is incremental (merge, unique_key ['site_id','interval_start_utc']) with a 3-day lookback via var('telemetry_lookback_days', 3) because pollers backfill late vendor data.",
      {
        files: ['dbt/models/marts/telemetry/fct_inverter_interval.sql'],
        tags: ['dbt', 'incremental', 'lookback', 'telemetry'],
      },
    ),
    m(
      'dbt-incr-meter',
      'convention',
      "fct_meter_interval is incremental (merge, unique_key ['nmi','nmi_suffix','interval_start_utc']) with a 35-day lookback via var('meter_lookback_days', 35) because MDPs resend substitutions.",
      {
        files: ['dbt/models/marts/metering/fct_meter_interval.sql'],
        tags: ['dbt', 'incremental', 'lookback', 'nem12'],
      },
    ),
    m(
      'dbt-tests-vs-gx',
      'convention',
      'Split of checks: dbt tests for structure (unique, not_null, relationships, accepted_values, accepted_range). Great Expectations suites for distribution / completeness / business rules. Do not write business rules as singular dbt tests.',
      {
        tags: ['dbt-tests', 'great-expectations', 'quality'],
      },
    ),
    m(
      'gx-checks',
      'convention',
      'GX suites live in quality/expectations/<asset>.json and run as Dagster asset checks (wattle/defs/quality/gx_checks.py builds one @asset_check per suite). blocking=True for everything in marts: a failed check stops downstream assets.',
      {
        files: ['quality/expectations', 'wattle/defs/quality/gx_checks.py'],
        tags: ['great-expectations', 'asset-checks', 'dagster', 'quality'],
      },
    ),
    m(
      'gx-completeness-inverter',
      'constraint',
      'GX completeness rule for fct_inverter_interval: at least 95% of the expected 5-min intervals per active site per day.',
      {
        files: ['quality/expectations/fct_inverter_interval.json'],
        tags: ['great-expectations', 'completeness', 'telemetry'],
      },
    ),
    m(
      'gx-completeness-meter',
      'constraint',
      'GX completeness rule for fct_meter_interval: at least 99% of the expected intervals per NMI per day once the day is older than 3 days.',
      {
        files: ['quality/expectations/fct_meter_interval.json'],
        tags: ['great-expectations', 'completeness', 'nem12'],
      },
    ),
    m('wh-large', 'fact', 'dbt prod runs on TRANSFORM_WH sized LARGE, auto_suspend 60.', {
      age: 250,
      tags: ['snowflake', 'warehouse', 'dbt', 'cost'],
    }),
    m(
      'wh-medium',
      'decision',
      'dbt prod moved from a LARGE to a MEDIUM TRANSFORM_WH after we clustered fct_inverter_interval by (to_date(interval_start_utc), site_id). Full daily build still fits in ~25 min and credits dropped ~40%. Ask before sizing it back up; a one-off backfill gets TRANSFORM_BACKFILL_WH (XL, auto_suspend 60) instead.',
      {
        supersedes: 'wh-large',
        age: 70,
        files: ['infra/terraform/modules/snowflake_warehouses'],
        reason: 'Snowflake credit cost',
        tags: ['snowflake', 'warehouse', 'dbt', 'cost', 'clustering'],
      },
    ),
    m(
      'snowflake-rbac',
      'convention',
      'Snowflake roles: LOADER (writes RAW), TRANSFORMER (dbt, reads RAW writes ANALYTICS), REPORTER (reads ANALYTICS.MARTS only), PII_READER (METERING + CUSTOMER raw). Grants are managed in Terraform (snowflake provider) in infra/terraform/modules/snowflake_rbac, never by hand in the UI.',
      {
        files: ['infra/terraform/modules/snowflake_rbac'],
        tags: ['snowflake', 'rbac', 'roles', 'terraform'],
      },
    ),
    m(
      'snowflake-account',
      'fact',
      'Snowflake account is on AWS ap-southeast-2 (Sydney), Enterprise edition. Databases: RAW, ANALYTICS, ANALYTICS_DEV (per-dev schemas DBT_<initials>), CI (per-PR schemas).',
      {
        tags: ['snowflake', 'account', 'databases'],
      },
    ),
    m(
      'tf-layout',
      'fact',
      'Terraform 1.8 in infra/terraform: modules/ (msk, dagster_agent, snowflake_rbac, snowflake_warehouses, s3_landing, csip_webhook, vpc) and envs/staging + envs/prod. State in s3://wattle-tfstate-apse2 with the DynamoDB lock table wattle-tf-locks.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'aws', 'layout'],
      },
    ),
    m(
      'tf-atlantis',
      'convention',
      'Terraform changes go through Atlantis on the PR: atlantis plan runs automatically, `atlantis apply -p prod` only after an approving review. Nobody runs terraform apply against prod from a laptop.',
      {
        canonical: true,
        reaffirm: 21,
        files: ['atlantis.yaml'],
        tags: ['terraform', 'atlantis', 'prod', 'review'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Customer and meter data stays in ap-southeast-2. The only us-east-1 resources allowed are the ACM cert for CloudFront and IAM. No new services in other regions, no SaaS that processes customer data offshore without a privacy review.',
      {
        canonical: true,
        tags: ['data-residency', 'privacy', 'aws', 'region'],
      },
    ),
    m(
      'aws-accounts',
      'fact',
      'AWS accounts (Organizations): wattle-prod 491827364510, wattle-staging 305918274663, wattle-shared (ECR, Atlantis) 772031459128. SSO via IAM Identity Center, profile names wattle-prod-admin / wattle-staging-dev.',
      {
        tags: ['aws', 'accounts', 'sso'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Secrets live in AWS Secrets Manager under wattle/<env>/<service>/<name> and reach ECS tasks and the Dagster agent through the task definition secrets block. Never in dagster_cloud.yaml, never in profiles.yml, never in a committed .env.',
      {
        canonical: true,
        files: ['dagster_cloud.yaml', 'dbt/profiles.yml'],
        tags: ['secrets', 'secrets-manager', 'ecs'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions: .github/workflows/ci.yml runs ruff, mypy, pytest, sqlfluff and dbt build in slim CI; deploy.yml builds the image to ECR and pushes code locations to Dagster+ on merge to main.',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'dbt-slim-ci',
      'convention',
      'dbt in CI: `dbt build --select state:modified+ --defer --state prod-artifacts/` into schema CI.PR_<number>; prod manifest is downloaded from s3://wattle-dbt-artifacts/prod/manifest.json. The PR schema is dropped when the PR closes.',
      {
        files: ['.github/workflows/ci.yml'],
        tags: ['dbt', 'slim-ci', 'defer', 'ci'],
      },
    ),
    m(
      'sqlfluff',
      'convention',
      'SQL style: sqlfluff with the dbt templater, lowercase keywords, trailing commas, CTEs named after what they hold (no a/b/t1). config in dbt/.sqlfluff.',
      {
        files: ['dbt/.sqlfluff'],
        tags: ['sqlfluff', 'sql', 'style'],
      },
    ),
    m(
      'uv-python',
      'convention',
      'Python 3.12, deps with uv (`uv add`, uv.lock committed, images run `uv sync --frozen`). One workspace: wattle (dagster code), services/inverter-poller, services/vpp-dispatcher, services/csip-webhook as workspace members.',
      {
        files: ['pyproject.toml', 'uv.lock'],
        tags: ['uv', 'python', 'dependencies'],
      },
    ),
    m(
      'ruff-mypy',
      'convention',
      'ruff check + ruff format, mypy --strict on wattle/ and services/. Type everything that touches money or energy; no bare float for $/MWh in the VPP code, use Decimal.',
      {
        files: ['pyproject.toml'],
        tags: ['ruff', 'mypy', 'lint', 'decimal'],
      },
    ),
    m(
      'tests-no-vendor',
      'constraint',
      'Tests never call the real SolarEdge / Fronius / Enphase / NEMWeb endpoints. Use the recorded fixtures in tests/fixtures/<vendor>/ with respx, and tests/fixtures/nemweb/*.zip for AEMO files. The SolarEdge daily quota is shared with prod.',
      {
        files: ['tests/fixtures'],
        tags: ['tests', 'fixtures', 'respx', 'vendors'],
      },
    ),
    m(
      'dagster-tests',
      'convention',
      'Asset tests: materialize([...], resources={...}) with fake resources from tests/fakes/resources.py, and build_asset_context(partition_key=...) for partitioned assets. Never point tests at the ANALYTICS database.',
      {
        files: ['tests/fakes/resources.py'],
        tags: ['dagster', 'tests', 'pytest'],
      },
    ),
    m(
      'slack-alerts',
      'convention',
      'Pipeline alerts go to Slack #data-alerts through SlackResource.post_alert() (wattle/resources/slack.py), built from a run_failure_sensor + asset check failures. One message per failed run, threads for retries; no @channel.',
      {
        files: ['wattle/resources/slack.py', 'wattle/defs/alerts.py'],
        tags: ['slack', 'alerts', 'dagster'],
      },
    ),
    m(
      'slack-vpp-ops',
      'convention',
      'VPP dispatch failures and DNSP limit breaches go to #vpp-ops, not #data-alerts, so the ops roster sees them.',
      {
        files: ['wattle/defs/alerts.py'],
        tags: ['slack', 'alerts', 'vpp'],
      },
    ),
    m(
      'pagerduty-p1',
      'convention',
      'P1 = page via PagerDuty service "Wattle Data P1" (Events API v2): market data stale, VPP dispatcher down during an active event, CSIP webhook failing. Everything else is Slack only.',
      {
        files: ['wattle/resources/pagerduty.py'],
        tags: ['pagerduty', 'alerts', 'on-call'],
      },
    ),
    m(
      'staleness-dispatch',
      'constraint',
      'Freshness: aemo_dispatch_price must be no older than 15 min (3 missed intervals) or it is a P1.',
      {
        files: ['wattle/defs/market/freshness.py'],
        tags: ['freshness', 'aemo', 'dispatch', 'alerts'],
      },
    ),
    m(
      'staleness-p5min',
      'constraint',
      'Freshness: aemo_p5min_region_solution must be no older than 30 min or it is a P1.',
      {
        files: ['wattle/defs/market/freshness.py'],
        tags: ['freshness', 'aemo', 'p5min', 'alerts'],
      },
    ),
    m(
      'solcast',
      'fact',
      'Rooftop PV forecasts per site from Solcast (rooftop_sites endpoint, 30-min periods, P10/P50/P90), pulled hourly by the solcast_site_forecast asset. Site tilt/azimuth/capacity come from dim_site_pv_array.',
      {
        files: ['wattle/defs/vpp/solcast.py'],
        tags: ['solcast', 'forecast', 'pv'],
      },
    ),
    m(
      'vpp-revenue',
      'fact',
      'VPP revenue per event = discharged kWh x spot price for that 5-min interval in the site region (fct_spot_price), plus FCAS enablement revenue; customer share is 60% per the VPP contract, paid as bill credits via Kookaburra.',
      {
        files: ['dbt/models/marts/vpp/fct_vpp_event_revenue.sql'],
        tags: ['vpp', 'revenue', 'customer-credits'],
      },
    ),
    m(
      'vpp-revenue-dep',
      'fact',
      'fct_vpp_event_revenue is rebuilt whenever fct_spot_price changes, so a price correction means customer statements move.',
      {
        fact: 'fct_vpp_event_revenue | depends_on | fct_spot_price',
        inferred: true,
        tags: ['vpp', 'lineage', 'dbt'],
      },
    ),
    m(
      'planner-uses-solcast',
      'fact',
      'the VPP planner seems to use the Solcast P50 only, not P10, when estimating how much the battery will recharge before the evening peak.',
      {
        fact: 'vpp planner | uses | Solcast P50',
        inferred: true,
        files: ['wattle/defs/vpp/planner.py'],
        tags: ['vpp', 'solcast', 'planner'],
      },
    ),
    m(
      'money-aud',
      'convention',
      'Money is AUD, Decimal in Python, NUMBER(18,4) in Snowflake. Prices in $/MWh as AEMO publishes them; customer credits in cents only at the statement edge. GST (10%) added on the statement, never stored in facts.',
      {
        tags: ['money', 'aud', 'decimal', 'gst'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: market + metering pipelines Priya Raman, telemetry ingest + pollers Liam O\u2019Connor, VPP planner/dispatcher Hannah Nguyen, dbt marts + Snowflake Ben Kowalski, Terraform/platform Tom Fitzgerald.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-au-english',
      'preference',
      'Docs, comments and commit messages in Australian English (normalise, colour, licence as noun). Conventional commits: feat(market): ..., fix(vpp): ...',
      {},
    ),
    m(
      'stale-metabase',
      'note',
      'BI: Metabase on the t3.medium in the ops VPC, it reads ANALYTICS.MARTS with the REPORTER role',
      {
        age: 610,
        tags: ['metabase', 'bi'],
      },
    ),
    m(
      'crm-source',
      'fact',
      'Customer, site and install data comes from HubSpot (deals + custom objects "Site" and "Install") via Fivetran into RAW.HUBSPOT, synced every 30 min.',
      {
        tags: ['hubspot', 'fivetran', 'crm', 'sources'],
      },
    ),
    m(
      'bom-warnings',
      'fact',
      'BoM warnings come from the public warnings XML feeds on ftp.bom.gov.au (IDN/IDQ/IDV/IDS product ids per state), matched to sites by postcode -> forecast district lookup in dbt/seeds/postcode_district.csv.',
      {
        files: ['wattle/defs/vpp/bom_warnings.py', 'dbt/seeds/postcode_district.csv'],
        tags: ['bom', 'weather', 'warnings'],
      },
    ),
    m(
      'dispatcher-idempotent',
      'constraint',
      'vpp-dispatcher commands must be idempotent: command_id = uuid5(VPP_NS, f"{event_id}:{site_id}:{interval_start_utc}"). Vendor APIs (Tesla especially) time out and we retry; a duplicate discharge command is not harmless on a 5-min interval.',
      {
        files: ['services/vpp-dispatcher/commands.py'],
        tags: ['vpp', 'idempotent', 'dispatcher', 'retries'],
      },
    ),
    m(
      'cand-sqlmesh',
      'decision',
      'Migrate the dbt project to SQLMesh for virtual environments instead of slim CI.',
      {
        candidate: true,
        tags: ['dbt', 'sqlmesh'],
      },
    ),
    m('cand-fronius-push', 'decision', 'Replace Fronius polling with the Solar.web push service.', {
      candidate: true,
      tags: ['fronius', 'push', 'polling'],
    }),
    m(
      'cand-iceberg',
      'decision',
      'Store raw telemetry as Iceberg tables on S3 managed by Snowflake instead of native tables.',
      {
        candidate: true,
        tags: ['iceberg', 'snowflake', 'telemetry'],
      },
    ),
    m(
      'env-example',
      'note',
      '.env.example for local dagster dev: SNOWFLAKE_ACCOUNT=wattle-apse2, SNOWFLAKE_USER=<your okta email>, SNOWFLAKE_AUTHENTICATOR=externalbrowser, SOLAREDGE_API_KEY=<ask Liam for a sandbox key>, SLACK_WEBHOOK_URL=<leave empty locally>. Real values never go in the file.',
      {
        files: ['.env.example'],
        tags: ['env', 'local-dev', 'config'],
      },
    ),
    m(
      'password-rotation-policy',
      'note',
      'password policy reminder: human Snowflake users log in via Okta SSO only, no passwords; the only password-auth user left is the Fivetran one, its password is rotated every 90 days by Ben and stored in 1Password vault "Data Platform".',
      {
        tags: ['passwords', 'snowflake', 'sso', 'rotation'],
      },
    ),
    m(
      'manifest-hash',
      'note',
      'prod dbt artifacts are versioned: manifest.json for release 2025.11.3 has sha256 4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce, kept next to it in s3://wattle-dbt-artifacts/prod/ to check slim CI deferred to the right state.',
      {
        tags: ['dbt', 'manifest', 'slim-ci', 'checksum'],
      },
    ),
    m(
      'test-site',
      'note',
      'Test fixtures use the real-but-decommissioned demo site: SolarEdge site id 1843752, inverter serial 7E183A2C-91, NMI 4103987654 (checksum 2), site_id S0000017. Safe to use in tests and docs.',
      {
        files: ['tests/fixtures/solaredge'],
        tags: ['tests', 'fixtures', 'demo-site'],
      },
    ),
    m(
      'secret-snowflake-prose',
      'note',
      'the Snowflake password for the FIVETRAN_LOADER user is Kq7#vDw2!pZm9Lxe, Ben rotates it next on 1 Dec',
      {
        secret: 'Kq7#vDw2!pZm9Lxe',
      },
    ),
    m(
      'secret-solaredge-env',
      'note',
      'poller env for staging:\nSOLAREDGE_API_KEY=L4QLVQ1LOKCQX2193VSEICXW61NP6B1O\nSOLAREDGE_BULK_SIZE=100\nPOLL_INTERVAL_MIN=15',
      {
        secret: 'L4QLVQ1LOKCQX2193VSEICXW61NP6B1O',
      },
    ),
    m(
      'secret-enphase-yaml',
      'note',
      'enphase app config (services/inverter-poller/config/enphase.yaml):\nenphase:\n  client_id: 7f4c2a9e1b3d4f60a8c5e2d19b7f3a41\n  client_secret: 9d8e7f1a6b5c4d3e2f10a9b8c7d6e5f4\n  api_key: e3b1c9f2d87a4c6e9b0f1a2d3c4e5f67',
      {
        secret: '9d8e7f1a6b5c4d3e2f10a9b8c7d6e5f4',
      },
    ),
    m(
      'secret-fronius-json',
      'note',
      'Fronius Solar.web keys for the installer account (from the portal export): {"AccessKeyId": "FKIA3B7E1D4A9C2F5E8B0D6A", "AccessKeyValue": "c81e728d-9d4c-4f63-b2a1-7e5f0a3d9c64"}',
      {
        secret: 'c81e728d-9d4c-4f63-b2a1-7e5f0a3d9c64',
      },
    ),
    m(
      'secret-snowflake-url',
      'note',
      'quick SQLAlchemy url for the backfill notebook: snowflake://svc_backfill:Tr4nsf0rm-Bkf!2025@wattle-apse2/ANALYTICS/MARTS?warehouse=TRANSFORM_BACKFILL_WH&role=TRANSFORMER',
      {
        secret: 'Tr4nsf0rm-Bkf!2025',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'CI user for the legacy S3 sync (to be removed): aws_access_key_id = AKIAXE2RQ7M4P3LNV6WD\naws_secret_access_key = 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',
      {
        secret: 'wJ9rXk2vT8qLmN4bZ7cY1dF6hG3sK5pA0eU8iO2t',
      },
    ),
    m(
      'secret-slack-bot',
      'note',
      'alerts bot token for SlackResource: xoxb-4412876519-6029384756102-Qm3nV8xTz2LpR7wK9sYd4FhJ',
      {
        secret: 'xoxb-4412876519-6029384756102-Qm3nV8xTz2LpR7wK9sYd4FhJ',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'Atlantis pulls private terraform modules with the PAT ghp_R8vT2kX9mQ4zL7nW3bY6cH1dF5sJ0pA2eU4i (owner: Tom)',
      {
        secret: 'ghp_R8vT2kX9mQ4zL7nW3bY6cH1dF5sJ0pA2eU4i',
      },
    ),
    m(
      'secret-msk-scram',
      'note',
      'client.properties for kcat against prod MSK:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="inverter-poller" password="Msk-P0ll3r-aps2-7Hq";',
      {
        secret: 'Msk-P0ll3r-aps2-7Hq',
      },
    ),
    m(
      'secret-solcast',
      'note',
      'Solcast API key (Hobbyist was too small, this is the commercial one): 3Fz8kQ_Lp2vN7xWm9RtY4cBd6HsJ1gAe',
      {
        secret: '3Fz8kQ_Lp2vN7xWm9RtY4cBd6HsJ1gAe',
      },
    ),
    m(
      'secret-pagerduty',
      'note',
      'PagerDuty Events v2 routing key for "Wattle Data P1" is e93b7c2a4f1d48a6b05c9e8d7f6a3b21, put it in the resource config',
      {
        secret: 'e93b7c2a4f1d48a6b05c9e8d7f6a3b21',
      },
    ),
    m(
      'secret-sftp',
      'note',
      'Intellihub pushes NEM12 to the SFTP drop as user intellihub_nem12, the password they were given is Ih-Nem12!Sftp#884 (if they ask again, do not resend it over email)',
      {
        secret: 'Ih-Nem12!Sftp#884',
      },
    ),
  ],
  sessions: [
    {
      id: 'vpp-session-1',
      age: 11,
      turns: [
        said(
          'morning. BoM says 41 in western Sydney on thursday, ops want a VPP event 5-8pm. can you look at wattle/defs/vpp/planner.py and tell me how it picks intervals',
        ),
        replied(
          'The planner ranks the 5-min intervals in the event window by forecast price from aemo_p5min_region_solution and discharges in the top-ranked ones, subject to the SoC floor and the export limit clamp.',
        ),
        said(
          "ok. rule from now on: the planner only schedules discharge in intervals where the forecast RRP for the site's region is at least $300/MWh. below that it's not worth the battery cycles.",
          {
            key: 's-price-trigger',
            type: 'decision',
          },
        ),
        replied('Added a MIN_DISCHARGE_RRP = Decimal("300") threshold in planner.py and a unit test for it.'),
        said('how do opt outs work at the moment?'),
        replied(
          'The planner reads customer.event_opt_out when the plan is built; the dispatcher does not look at it again.',
        ),
        said(
          "that's a bug. customers can opt out in the app up to 30 min before the event starts, so the dispatcher has to re-read opt-outs right before it sends each command, not trust the plan.",
          {
            key: 's-opt-out',
            type: 'constraint',
          },
        ),
        replied(
          'I will add an opt-out check in services/vpp-dispatcher/guards.py next to the live SoC check.',
        ),
        said("also the SoC we show for Enphase sites in the planner looks weird, it's always behind"),
        replied('The Enphase SoC comes from the telemetry table, which is fed from the poller.'),
        said(
          "yeah Enphase telemetry lags about 15 min behind real time, it's batched on their side. so for anything during an event, use the live SoC from the battery vendor API in the dispatcher, never the telemetry table.",
          {
            key: 's-enphase-lag',
            type: 'fact',
          },
        ),
        replied('Understood, the dispatcher guard will call the vendor status endpoint for SoC.'),
        said(
          'this is the call I used to test it against the Tesla fleet api: curl -H "Authorization: Bearer eyJhbGciOiJFUzI1NiIsImtpZCI6IndhdHRsZS12cHAifQ.eyJzdWIiOiJ3YXR0bGUtdnBwIiwic2NwIjpbImVuZXJneV9jbWRzIl19.Xk3mZ9pQv2Lr8TnY4wBc6HdJ1sFa7Ge0" https://fleet-api.prd.na.vn.cloud.tesla.com/api/1/energy_sites/2252143/live_status',
          {
            secret:
              'eyJhbGciOiJFUzI1NiIsImtpZCI6IndhdHRsZS12cHAifQ.eyJzdWIiOiJ3YXR0bGUtdnBwIiwic2NwIjpbImVuZXJneV9jbWRzIl19.Xk3mZ9pQv2Lr8TnY4wBc6HdJ1sFa7Ge0',
          },
        ),
        replied('Thanks, the live_status payload has percentage_charged, I will map that to soc_pct.'),
        said(
          'and every command the dispatcher sends goes into RAW.VPP.DISPATCH_COMMAND_LOG (command_id, site_id, vendor, request, vendor status code, sent_at_utc). cloudwatch logs are not enough, we need it for the AEMO and customer disputes.',
          {
            key: 's-dispatch-log',
            type: 'convention',
          },
        ),
        replied(
          'Added the insert in services/vpp-dispatcher/commands.py after each vendor call, including failures.',
        ),
        said('nice. can you write up the MR description?'),
        replied(
          'Done: price trigger at $300/MWh, opt-out re-check before each command, live SoC from vendor APIs during events, dispatch command log table.',
        ),
        said('legend, thanks'),
      ],
    },
    {
      id: 'market-session-2',
      age: 4,
      turns: [
        said("g'day. the planner currently only reads P5MIN. what about prices more than an hour out?"),
        replied('Right now intervals beyond the P5MIN horizon get no price and are never scheduled.'),
        said(
          'use P5MIN for the next hour and the 30-min PREDISPATCH base case beyond that. only the base case, never the sensitivity runs, they are not forecasts.',
          {
            key: 's-predispatch',
            type: 'convention',
          },
        ),
        replied(
          'I will add aemo_predispatch_region_price as an asset reading PredispatchIS_Reports and filter to the base run.',
        ),
        said(
          'also: for customers on the wholesale-linked plan we curtail export to 0 kW whenever the dispatch price in their region goes below $0. the flag is dim_site.negative_price_curtail. that goes out as a temporary export limit, same path as a DNSP limit.',
          {
            key: 's-negative-price',
            type: 'decision',
          },
        ),
        replied('OK, the planner will emit a zero export limit for those sites in negative-price intervals.'),
        said('how far back does NEMWeb Current go? I need March 2024 for the backtest'),
        replied('The Current folders only keep recent files.'),
        said(
          'yep, Current is only the last couple of days. history comes from /Reports/Archive/ (daily zips of the 5-min files) and for anything older than ~a year from the MMSDM monthly archive.',
          {
            key: 's-nemweb-archive',
            type: 'fact',
          },
        ),
        replied('I will point the backfill asset at Archive and MMSDM depending on the date.'),
        said(
          'and backfills: anything over 30 partitions goes through the backfill job on TRANSFORM_BACKFILL_WH, with the dagster concurrency key snowflake_backfill limited to 4 runs. last time someone ran 400 partitions at once and starved the prod dbt build.',
          {
            key: 's-backfill',
            type: 'convention',
          },
        ),
        replied(
          'Added the tag and a pool limit of 4 in dagster_cloud.yaml, and documented it in docs/backfills.md.',
        ),
        said(
          'fyi we start installing in Tasmania from March: TasNetworks is the DNSP, region TAS1. nothing is set up for it yet.',
          {
            key: 's-tas-expansion',
            type: 'fact',
          },
        ),
        replied('Noted. The regions list and dbt/seeds/dnsp.csv have no TAS entries today.'),
        said('all good, ta'),
      ],
    },
  ],
  prompts: [
    p('add a dbt staging model for DISPATCHREGIONSUM from the DispatchIS files', [
      'dbt-naming',
      'interval-ending',
      'nem-time',
      'nem-time-claim',
      'intervention-flag',
      'ts-utc',
    ]),
    p(
      'fct_spot_price has 290 rows for SA1 on 2025-01-17, should be 288. dbt/models/marts/market/fct_spot_price.sql',
      ['intervals-288', 'incident-nemweb-dupe', 'intervention-flag', 'settlement-5'],
    ),
    p(
      "the dispatch price partition for 2025-10-05 looks shifted by an hour compared to what AEMO's dashboard shows",
      ['nem-time', 'nem-time-claim', 'dagster-partitions-nem', 'interval-ending', 'ts-utc'],
    ),
    p('@wattle/defs/market/partitions.py uses Australia/Sydney for the daily partitions, is that right?', [
      'dagster-partitions-nem',
      'nem-time',
      'nem-time-claim',
      'market-day',
    ]),
    p('write a pytest for nem12_parser with a 15-minute meter', [
      'nem12-interval-length',
      'incident-nem12',
      'tests-no-vendor',
      'test-site',
    ]),
    p(
      '@wattle/defs/metering/nem12_parser.py a PLUS ES file has two 200 records for the same NMI (E1 and B1) and the B1 one gets dropped',
      ['nem12-channels', 'nem12-interval-length'],
    ),
    p(
      'meter data for last week changed again in fct_meter_interval, is that expected or is something broken?',
      ['nem12-substitutions', 'dbt-incr-meter'],
    ),
    p(
      'add the landing prefix for NEM12 files from Active Stream, they are our new MDP for the QLD installs',
      ['nem12-source', 'tf-layout', 'tf-atlantis'],
    ),
    p('add a new Dagster resource for the Tesla Fleet API', [
      'dagster-resources',
      'secrets-manager',
      'vpp-fleet',
    ]),
    p(
      'SolarEdge is returning 429 since this morning. can we just poll each site individually every 5 mins so the data is fresher?',
      ['solaredge-limit', 'poll-solaredge'],
    ),
    p('negative generation in fct_inverter_interval for S0051234 on the day their inverter was swapped', [
      'cumulative-counters',
      'site-id',
    ]),
    p('refactor int_inverter_energy_diffed.sql to use lag() per site_id', ['cumulative-counters', 'site-id']),
    p('add the export limit to the site detail the VPP planner loads', [
      'export-limit-dynamic',
      'csip-aus',
      'vpp-export-clamp',
    ]),
    p('the planner wants to discharge S0039921 down to 12% tonight, is that allowed?', [
      'vpp-soc-floor',
      'vpp-soc-claim',
      'vpp-storm',
    ]),
    p(
      "there's a severe thunderstorm warning for western Sydney this arvo, make sure tonight's event respects it",
      ['vpp-storm', 'bom-warnings', 'vpp-soc-floor'],
    ),
    p('the bom_warnings asset matched a storm warning to the wrong sites, postcode 2770', ['bom-warnings']),
    p('new kafka topic for Sungrow battery telemetry', [
      'kafka-topics',
      'kafka-key-claim',
      'kafka-retention-raw',
    ]),
    p('write a kafka consumer for dnsp.export_limit.v1 in services/vpp-dispatcher', [
      'csip-aus',
      'kafka-topics',
      'kafka-key-claim',
      'vpp-export-clamp',
    ]),
    p('the snowflake kafka connector is lagging 40 mins and the planner is running on old data', [
      'ingest-streaming',
      'kafka-retention-norm',
    ]),
    p('where do the hourly telemetry parquet files land now?', ['ingest-streaming']),
    p('replay the last 10 days of telemetry into snowflake after the connector outage', [
      'kafka-retention-norm',
      'ingest-streaming',
      'dbt-incr-telemetry',
    ]),
    p('can you check the MSK broker disk usage? telemetry.inverter_reading.v2 is huge', [
      'kafka-retention-norm',
      'kafka-msk',
    ]),
    p('finance wants a half-hourly price view, can you add one', ['settlement-5', 'dbt-naming']),
    p('update the price cap test, the AEMC published the number for next FY', ['price-cap-2526']),
    p(
      'dbt test accepted_range_fct_spot_price_rrp failed on 2025-07-14 with rrp = 18600, is the data wrong?',
      ['price-cap-2526'],
    ),
    p("what's the market price cap at the moment?", ['price-cap-2526']),
    p('add a Great Expectations check that battery soc_pct stays between 0 and 100', [
      'dbt-tests-vs-gx',
      'gx-checks',
      'telemetry-units',
    ]),
    p('the completeness check on fct_inverter_interval keeps failing for Enphase sites', [
      'gx-completeness-inverter',
      'gx-checks',
      'enphase-oauth',
      's-enphase-lag',
    ]),
    p('loosen the fct_meter_interval completeness check, it fails every morning for yesterday', [
      'gx-completeness-meter',
      'nem12-substitutions',
    ]),
    p('why is the dbt build so slow, can I bump TRANSFORM_WH to large?', ['wh-medium']),
    p('backfill fct_inverter_interval from 2023-01-01', ['wh-medium', 'dbt-incr-telemetry', 's-backfill']),
    p('grant the new Sigma service account read access to the marts', [
      'snowflake-rbac',
      'tf-atlantis',
      'data-residency',
      'nmi-pii',
    ]),
    p('add an S3 bucket for the Solcast archive in us-west-2, storage is cheaper there', [
      'data-residency',
      'tf-layout',
      'tf-atlantis',
    ]),
    p('terraform plan shows drift on the snowflake grants, can I just apply from my laptop to fix it?', [
      'tf-atlantis',
      'snowflake-rbac',
    ]),
    p('where do I put the Tesla API client secret?', ['secrets-manager']),
    p('put the NMI in the slack alert when a NEM12 file fails validation so ops can find the customer', [
      'nmi-pii',
      'slack-alerts',
      'site-id',
    ]),
    p('set up a freshness alert for the P5MIN asset', ['staleness-p5min', 'pagerduty-p1', 'slack-alerts']),
    p('market data was 20 minutes stale at 6pm yesterday and nobody got paged', [
      'staleness-dispatch',
      'pagerduty-p1',
      'nemweb-sensor',
    ]),
    p(
      'vpp-dispatcher retried a Tesla command after a timeout and the battery got two discharge commands for the same interval',
      ['dispatcher-idempotent', 's-dispatch-log'],
    ),
    p('add a half-hourly VPP revenue rollup for the customer statements', [
      'vpp-revenue',
      'local-tz-reports',
      'money-aud',
      'settlement-5',
    ]),
    p('the statement for 5 Oct only has 23 hours of data for an Adelaide customer, bug?', [
      'local-tz-reports',
    ]),
    p('sqlfluff is complaining about my CTE names in int_vpp_event_sites.sql', ['sqlfluff']),
    p('dbt build in CI is building the whole project for a one-line change', ['dbt-slim-ci', 'ci-gha']),
    p('CI should verify that the deferred manifest really is the prod one', ['dbt-slim-ci', 'manifest-hash']),
    p('pip install solcast in the dagster image', ['uv-python']),
    p('mypy --strict errors in services/vpp-dispatcher/pricing.py, can I just cast the prices to float?', [
      'ruff-mypy',
      'money-aud',
    ]),
    p('write a test for the solaredge vendor module, hit the api once to record a real response', [
      'tests-no-vendor',
      'solaredge-limit',
      'test-site',
    ]),
    p('write an asset test for aemo_dispatch_raw for a single partition', [
      'dagster-tests',
      'tests-no-vendor',
      'dagster-partitions-nem',
    ]),
    p('are we still on cron for the NEM price pull?', ['orch-dagster']),
    p('how do I restart the dagster daemon?', ['dagster-hosting-plus']),
    p('add a new code location for the FCAS assets', [
      'orch-dagster',
      'dagster-hosting-plus',
      'dagster-resources',
    ]),
    p('the ECS agent task keeps getting OOM killed', ['dagster-hosting-plus', 'tf-layout']),
    p('who owns the metering pipelines?', ['owners']),
    p('which DNSPs do we have in Victoria?', ['dnsp-list']),
    p("we're starting installs in Hobart, what needs to change in the platform?", [
      's-tas-expansion',
      'regions',
      'dnsp-list',
    ]),
    p('add a dim_dnsp row for TasNetworks', ['dnsp-list', 's-tas-expansion']),
    p('can we submit the NMI standing data change in MSATS ourselves when a customer moves house?', [
      'frmp-partner',
    ]),
    p('Enphase calls started failing with 401 this morning', ['enphase-oauth', 'secrets-manager']),
    p(
      'move the enphase_token_refresh schedule to a sensor that refreshes when the token has less than 2h left',
      ['enphase-oauth', 'dagster-resources'],
    ),
    p('add Fronius Gen24 battery SoC to the poller', [
      'fronius-api',
      'poll-fronius',
      'telemetry-units',
      'kafka-topics',
    ]),
    p("ugh the fronius numbers in the marts look like they're 1000x too big", [
      'telemetry-units',
      'fronius-api',
    ]),
    p('the planner should bid R1 for every site too', ['fcas']),
    p('compute FCAS enablement revenue in fct_vpp_event_revenue', ['fcas', 'vpp-revenue', 'money-aud']),
    p('add a GST column to fct_vpp_event_revenue', ['money-aud']),
    p('join fct_meter_interval to dim_site on NMI for the export credits model', [
      'site-id',
      'nmi-pii',
      'nmi-format',
    ]),
    p('validate_nmi rejects QB07654321 but that is a real Energex NMI', ['nmi-format']),
    p('AEMO issued a price correction for last tuesday in QLD1, what else needs rerunning?', [
      'vpp-revenue-dep',
      'intervention-flag',
      'vpp-revenue',
    ]),
    p('the planner overestimates how much the batteries recharge on cloudy days', [
      'planner-uses-solcast',
      'solcast',
    ]),
    p('add a sensor for the P5MIN files', [
      'nemweb-sensor',
      'nemweb-source',
      's-predispatch',
      'staleness-p5min',
    ]),
    p('load 2019 dispatch prices for the backtest', [
      's-nemweb-archive',
      'dagster-partitions-nem',
      's-backfill',
    ]),
    p('Slack alert when a DNSP export limit is breached during an event', [
      'slack-vpp-ops',
      'vpp-export-clamp',
      'csip-aus',
    ]),
    p('the csip webhook returns 500 for some payloads', ['csip-aus', 'pagerduty-p1']),
    p('add the CSIP-AUS limit history to the customer app API', [
      'export-limit-dynamic',
      'local-tz-reports',
      'site-id',
    ]),
    p('add a negative price curtailment flag to the planner', [
      's-negative-price',
      'export-limit-dynamic',
      'vpp-export-clamp',
    ]),
    p('should the planner use the predispatch sensitivity runs as a risk band?', ['s-predispatch']),
    p('the opt-out button in the app, how does the dispatcher find out about it?', ['s-opt-out']),
    p('SoC for Enphase batteries in the planner is always ~15 min behind', ['s-enphase-lag']),
    p('just log every vendor response from the dispatcher to cloudwatch, simpler', ['s-dispatch-log']),
    p("only dispatch when the price is high enough, what's our threshold again?", ['s-price-trigger']),
    p('hey so um the planner thing from yesterday, can you make it also handle the 50% storm thing', [
      'vpp-storm',
      'bom-warnings',
    ]),
    p('add a HubSpot property battery_model to dim_site', ['crm-source', 'dbt-naming']),
    p("Fivetran's snowflake login failed, did the password expire?", [
      'password-rotation-policy',
      'crm-source',
    ]),
    p("local dagster dev can't connect to snowflake, which env vars do I need?", [
      'env-example',
      'snowflake-account',
    ]),
    p('what AWS account id is staging?', ['aws-accounts']),
    p('write the docstring for planner.clamp_discharge', [
      'vpp-soc-floor',
      'vpp-export-clamp',
      'pref-au-english',
    ]),
    p('write a commit message for this', ['pref-au-english']),
    p("I added dbt/models/marts/vpp/fct_vpp_event_sites.sql but it doesn't show up as an asset in dagster", [
      'dbt-project',
    ]),
    p('thanks mate', []),
    p('cheers, that fixed it', []),
    p("what's the difference between a CTE and a subquery performance-wise?", []),
    p('how do I rebase onto main without losing my local changes', []),
    p("explain python's functools.partial with an example", []),
    p('ok push it', []),
    p('regex for an australian mobile number', []),
    p('what does QUALIFY do in snowflake sql', []),
    p('summarise the diff', []),
    p('how do I make a markdown table', []),
    p('what is a good name for this variable, it holds a list of things', []),
  ],
});
