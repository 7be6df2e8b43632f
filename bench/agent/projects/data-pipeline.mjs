// A data pipeline: Airflow orchestrating dbt on Snowflake, Python ingestion jobs, Great Expectations checks.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'data-pipeline',
  stack: 'Python 3.11, Airflow 2.9, dbt Core on Snowflake, Fivetran, Great Expectations',
  memories: [
    m('wh-redshift', 'fact', 'The warehouse is Amazon Redshift.', {
      fact: 'warehouse | uses_database | Redshift',
      age: 640,
    }),
    m(
      'wh-snowflake',
      'decision',
      'We migrated the warehouse from Redshift to Snowflake because concurrency scaling on Redshift cost more than Snowflake warehouses.',
      {
        fact: 'warehouse | uses_database | Snowflake',
        supersedes: 'wh-redshift',
        age: 300,
        canonical: true,
        tags: ['snowflake', 'warehouse'],
      },
    ),
    m('airflow-mwaa', 'fact', 'Airflow runs on Amazon MWAA in eu-west-1.', {
      fact: 'airflow | deployment_platform | MWAA',
      age: 280,
      tags: ['airflow', 'mwaa'],
    }),
    m(
      'pm-pip',
      'fact',
      'Python deps are pinned in requirements.txt with pip-tools (requirements.in → requirements.txt).',
      {
        fact: 'pipeline | package_manager | pip-tools',
        age: 250,
      },
    ),
    m(
      'dbt-layers',
      'convention',
      'dbt models are layered staging (stg_), intermediate (int_) and marts (fct_/dim_); marts never select from staging of another source directly.',
      {
        files: ['dbt/models'],
        tags: ['dbt', 'models', 'layers'],
        canonical: true,
      },
    ),
    m(
      'dbt-incremental',
      'convention',
      'Fact tables over 10M rows are incremental models with a unique_key and an is_incremental() lookback of 3 days for late events.',
      {
        tags: ['dbt', 'incremental'],
      },
    ),
    m(
      'dbt-tests',
      'constraint',
      'Every model must have unique and not_null tests on its primary key in its schema.yml.',
      {
        tags: ['dbt', 'tests', 'schema'],
      },
    ),
    m(
      'timezone-utc',
      'convention',
      'All timestamps are stored as TIMESTAMP_NTZ in UTC; convert to local time only in the BI layer.',
      {
        tags: ['timezone', 'utc', 'timestamps'],
      },
    ),
    m(
      'idempotent-dags',
      'constraint',
      'DAG tasks must be idempotent for their logical date: reruns overwrite the partition for {{ ds }}, never append.',
      {
        files: ['dags'],
        tags: ['airflow', 'idempotent', 'backfill'],
      },
    ),
    m(
      'no-catchup',
      'convention',
      'New DAGs set catchup=False and max_active_runs=1 unless a backfill is planned.',
      {
        tags: ['airflow', 'catchup'],
      },
    ),
    m(
      'pii-masking',
      'constraint',
      'PII columns (email, phone, address) are masked with Snowflake masking policies; never copy them into marts unmasked.',
      {
        tags: ['pii', 'masking', 'gdpr'],
      },
    ),
    m(
      'fivetran',
      'fact',
      'Salesforce, HubSpot and Zendesk are loaded by Fivetran into RAW; our own Python jobs only ingest the product event stream.',
      {
        tags: ['fivetran', 'ingestion'],
      },
    ),
    m(
      'events-s3',
      'fact',
      'Product events land in s3://acme-events/raw/ as gzipped JSON lines partitioned by hour and are loaded with Snowpipe.',
      {
        tags: ['events', 's3', 'snowpipe'],
      },
    ),
    m(
      'incident-dupes',
      'incident',
      'Incident 2026-02: revenue doubled in the dashboard after a backfill appended to fct_orders; the model is now incremental with a unique_key.',
      {
        files: ['dbt/models/marts/fct_orders.sql'],
        tags: ['incident', 'backfill', 'duplicates'],
      },
    ),
    m(
      'ge-checks',
      'convention',
      'Great Expectations suites in great_expectations/ run after each load; a failed critical expectation stops downstream tasks.',
      {
        tags: ['great-expectations', 'data-quality'],
      },
    ),
    m(
      'sql-style',
      'convention',
      'SQL is formatted with sqlfluff (Snowflake dialect, lowercase keywords, trailing commas); CTEs over subqueries.',
      {
        files: ['.sqlfluff'],
        tags: ['sqlfluff', 'sql', 'style'],
      },
    ),
    m(
      'warehouse-sizes',
      'fact',
      'dbt runs on the TRANSFORM_WH (medium) warehouse; BI tools use REPORTING_WH (small) with auto-suspend after 60 seconds.',
      {
        tags: ['snowflake', 'warehouse', 'cost'],
      },
    ),
    m(
      'costs',
      'constraint',
      'Do not run full refreshes of fct_events during business hours; it takes TRANSFORM_WH for two hours.',
      {
        tags: ['full-refresh', 'cost'],
      },
    ),
    m(
      'revenue-def',
      'decision',
      'Revenue in marts is net of refunds and excludes tax; gross revenue is a separate column gross_revenue.',
      {
        files: ['dbt/models/marts/fct_orders.sql'],
        tags: ['revenue', 'metrics'],
      },
    ),
    m('revenue-gross-claim', 'fact', 'fct_orders.revenue includes tax.', {
      disputes: 'revenue-def',
      tags: ['revenue'],
    }),
    m('owners', 'fact', 'The finance marts are owned by Priya; product analytics marts by the growth team.', {
      tags: ['owners'],
    }),
    m(
      'airflow-connections',
      'convention',
      'Airflow connections and variables come from AWS Secrets Manager via the secrets backend; nothing in the Airflow UI.',
      {
        tags: ['airflow', 'connections', 'secrets-manager'],
      },
    ),
    m(
      'dag-naming',
      'convention',
      'DAG ids are <source>__<frequency>, e.g. events__hourly; one DAG file per DAG in dags/.',
      {
        files: ['dags'],
        tags: ['airflow', 'naming'],
      },
    ),
    m(
      'pref-small-models',
      'preference',
      'I prefer several small dbt models over one huge model with ten CTEs.',
      {},
    ),
    m('pref-docs', 'preference', 'Please add a description for every new column in schema.yml.', {}),
    m(
      'python-jobs',
      'convention',
      'Ingestion jobs are Python packages under ingest/ run with KubernetesPodOperator, typed with mypy and tested with pytest.',
      {
        files: ['ingest'],
        tags: ['python', 'ingestion', 'kubernetes'],
      },
    ),
    m('late-events', 'fact', 'Up to 2% of mobile events arrive more than 24 hours late.', {
      tags: ['events', 'late'],
    }),
    m(
      'bi-tool',
      'fact',
      'Dashboards are built in Looker; LookML lives in the separate looker-models repository.',
      { tags: ['looker', 'bi'] },
    ),
    m(
      'dbt-version',
      'fact',
      'dbt Core 1.8 with the dbt-snowflake adapter; packages are dbt_utils and dbt_expectations.',
      { tags: ['dbt', 'packages'] },
    ),
    m(
      'sources-freshness',
      'convention',
      'Every source has a freshness check in its sources.yml; warn after 6 hours, error after 24.',
      { tags: ['freshness', 'sources'] },
    ),
    m(
      'roles',
      'fact',
      'Snowflake roles: LOADER writes RAW, TRANSFORMER writes ANALYTICS, REPORTER reads marts only.',
      { tags: ['snowflake', 'roles', 'rbac'] },
    ),
    m(
      'currency-fx',
      'fact',
      'Order amounts are converted to EUR with the daily ECB rate from the fx_rates seed at order date.',
      { tags: ['currency', 'fx'] },
    ),
    m(
      'slack-alerts',
      'fact',
      'Airflow task failures post to the #data-alerts Slack channel via the on_failure_callback in dags/common/alerts.py.',
      { files: ['dags/common/alerts.py'], tags: ['alerts', 'slack'] },
    ),
    m(
      'retention',
      'constraint',
      'Raw event data older than 25 months must be deleted (privacy policy); a monthly task drops the old partitions.',
      { tags: ['retention', 'privacy'] },
    ),
    m('cand-dagster', 'decision', 'Move orchestration from Airflow to Dagster.', {
      candidate: true,
      tags: ['dagster', 'airflow'],
    }),
    m('cand-iceberg', 'decision', 'Store raw events as Iceberg tables.', {
      candidate: true,
      tags: ['iceberg', 'events'],
    }),
    m('cand-dbt-cloud', 'fact', 'Production dbt runs on dbt Cloud.', { candidate: true, tags: ['dbt'] }),
    m('secret-sf', 'note', 'snowflake://loader:L0ader-Pass-99@acme.eu-west-1/RAW', {
      secret: 'L0ader-Pass-99',
    }),
    m('secret-fivetran', 'note', 'Fivetran API secret: fvt_s3cr3t_8f7e6d5c4b3a2918', {
      secret: 'fvt_s3cr3t_8f7e6d5c4b3a2918',
    }),
    m(
      'secret-private-key',
      'note',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1bq2Zt7lQm9Qf0K3Yx8XgFz0v4pW9sH2xN5cD7eR1tL0kM3n\n-----END RSA PRIVATE KEY-----',
      {
        secret: 'MIIEowIBAAKCAQEA1bq2Zt7lQm9Qf0K3Yx8XgFz0v4pW9sH2xN5cD7eR1tL0kM3n',
      },
    ),
  ],
  sessions: [
    {
      id: 'pipeline-session-1',
      age: 11,
      turns: [
        said(
          'We decided to snapshot dim_customers daily with dbt snapshots so churn analysis can see plan changes.',
          {
            key: 's-snapshots',
            type: 'decision',
          },
        ),
        replied('I will add snapshots/customers_snapshot.sql.'),
        said('Never join events to orders on email, always on customer_id.', {
          key: 's-join-key',
          type: 'constraint',
        }),
        said("Let's use Elementary for dbt observability because it reads our existing test results.", {
          key: 's-elementary',
          type: 'decision',
        }),
        said('Hmm, also the daily revenue email goes out at 07:00 UTC.', {}),
      ],
    },
  ],
  prompts: [
    p('add a new mart fct_subscriptions from the stripe staging models', [
      'dbt-layers',
      'dbt-tests',
      'pref-docs',
    ]),
    p('write a model that joins events to orders', ['s-join-key', 'dbt-layers']),
    p('backfill fct_orders for january', ['idempotent-dags', 'incident-dupes', 'dbt-incremental']),
    p('revenue in the finance dashboard is higher than in stripe, does it include tax?', [
      'revenue-def',
      'revenue-gross-claim',
    ]),
    p('create a DAG that loads zendesk satisfaction ratings every day', [
      'dag-naming',
      'no-catchup',
      'idempotent-dags',
      'fivetran',
    ]),
    p('the events__hourly DAG appends duplicates when it retries', ['idempotent-dags']),
    p('add customer email to dim_customers so marketing can export it', ['pii-masking']),
    p('run a full refresh of fct_events now', ['costs']),
    p('make fct_page_views incremental, it has 400M rows', ['dbt-incremental', 'late-events']),
    p('add the snowflake connection for the new loader', ['airflow-connections']),
    p('lint the sql in dbt/models/marts', ['sql-style']),
    p('which warehouse are we on, redshift?', ['wh-snowflake']),
    p('where does airflow run', ['airflow-mwaa']),
    p('show plan history per customer for churn analysis', ['s-snapshots']),
    p('set up alerts when dbt tests fail', ['s-elementary', 'ge-checks']),
    p('convert event timestamps to Europe/Berlin in stg_events', ['timezone-utc']),
    p('who owns the finance marts?', ['owners']),
    p('pip install pandas in the ingest job', ['pm-pip', 'python-jobs']),
    p('thx', []),
    p('summarize what you did', []),
    p('delete raw events older than two years', ['retention']),
    p('give the reporting role access to the intermediate models', ['roles', 'dbt-layers']),
    p('@dbt/models/marts/fct_orders.sql add a discount column', [
      'revenue-def',
      'revenue-gross-claim',
      'dbt-tests',
      'pref-docs',
    ]),
    p('add a retry to the slack alert in dags/common/alerts.py', ['slack-alerts']),
  ],
});
