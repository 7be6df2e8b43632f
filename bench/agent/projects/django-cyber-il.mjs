// An Israeli B2B cybersecurity SaaS ("Shomer"): external attack-surface scanning and detections for business
// customers. Django 5 + DRF with row-level tenancy on PostgreSQL 16, Celery, ClickHouse for events, Kafka (MSK),
// a React/TypeScript console, Kubernetes (EKS) in eu-central-1, SOC2. The team writes mostly in Hebrew, with
// English technical terms and some memories and prompts fully in English.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-cyber-il',
  stack:
    'Python 3.12, Django 5.1 + DRF, Celery 5 (RabbitMQ broker), PostgreSQL 16 (RDS, row-level security, pgbouncer), ClickHouse 24 (Altinity operator), Kafka (Amazon MSK) + Avro, React 18 + TypeScript + Vite console, Kubernetes (EKS 1.30, ArgoCD, Karpenter) in AWS eu-central-1, pytest-django, Datadog, SOC2 Type II',
  memories: [
    m(
      'tenancy-schemas',
      'fact',
      'הטננסי שלנו מבוסס django-tenants: schema נפרד בפוסטגרס לכל לקוח, וה-shared apps יושבים ב-public. ה-routing לפי subdomain (acme.shomer.io).',
      {
        fact: 'tenancy | implemented_as | schema per tenant (django-tenants)',
        age: 620,
        tags: ['tenancy', 'django-tenants', 'postgres', 'schemas'],
      },
    ),
    m(
      'tenancy-rls',
      'decision',
      "עברנו מ-django-tenants ל-row-level tenancy: לכל טבלה של לקוח יש עמודת tenant_id ו-RLS policy בפוסטגרס על current_setting('app.tenant_id'). הסיבה: migrate על 1,400 schemas לקח שלוש שעות וחסם כל deploy. הקוד ב-shomer/tenancy/.",
      {
        fact: 'tenancy | implemented_as | tenant_id column + Postgres RLS',
        supersedes: 'tenancy-schemas',
        age: 280,
        canonical: true,
        files: ['shomer/tenancy'],
        reason: 'migrations across 1,400 schemas took three hours',
        tags: ['tenancy', 'rls', 'postgres', 'multi-tenant'],
      },
    ),
    m(
      'tenant-context',
      'constraint',
      'כל request וכל Celery task חייבים לרוץ בתוך tenant_context(tenant) מ-shomer/tenancy/context.py, שעושה SET LOCAL app.tenant_id. שימו לב: query בלי context לא זורק error, הוא פשוט מחזיר 0 שורות בגלל ה-RLS.',
      {
        reaffirm: 5,
        files: ['shomer/tenancy/context.py'],
        tags: ['tenancy', 'rls', 'context', 'celery'],
      },
    ),
    m(
      'tenant-manager',
      'convention',
      'Models של לקוח יורשים מ-TenantModel (FK ל-Tenant + TenantManager). גישה cross-tenant רק דרך Model.unscoped, ורק בקוד שתחת shomer/ops/ — וכל שימוש כזה עובר review של נועה.',
      {
        files: ['shomer/tenancy/models.py', 'shomer/ops'],
        tags: ['tenancy', 'models', 'managers', 'django'],
      },
    ),
    m(
      'rls-worker-bypass',
      'fact',
      'ה-Celery workers מתחברים לפוסטגרס כ-app_worker שיש לו BYPASSRLS, ככה ה-aggregations הליליים רצים על כל הטננטים בבת אחת בלי tenant_context.',
      {
        tags: ['rls', 'celery', 'postgres', 'roles'],
      },
    ),
    m(
      'rls-no-bypass',
      'constraint',
      'No application role has BYPASSRLS: not app_web, not app_worker. Cross-tenant jobs iterate Tenant.objects.active() and open a tenant_context per tenant. Only the migrator role owns the tables.',
      {
        disputes: 'rls-worker-bypass',
        files: ['deploy/sql/roles.sql'],
        tags: ['rls', 'postgres', 'roles', 'celery'],
      },
    ),
    m(
      'pgbouncer-setlocal',
      'constraint',
      'יש pgbouncer ב-transaction pooling מול הפוסטגרס, לכן רק SET LOCAL בתוך transaction (ATOMIC_REQUESTS=True) — אף פעם לא SET רגיל ברמת ה-session. אחרת ה-tenant_id נשאר על ה-connection ועובר ל-request הבא.',
      {
        files: ['shomer/tenancy/context.py', 'shomer/settings/base.py'],
        tags: ['pgbouncer', 'postgres', 'tenancy', 'set-local'],
      },
    ),
    m(
      'incident-tenant-leak',
      'incident',
      'מרץ 2025: ה-export job עשה SET app.tenant_id (בלי LOCAL) דרך cursor ידני, ודרך pgbouncer לקוח אחד ראה 14 assets של לקוח אחר בקונסול במשך כ-20 דקות. דיווחנו ללקוחות תוך 72 שעות. מאז יש tests/tenancy/test_no_leak.py שרץ ב-CI מול pgbouncer אמיתי.',
      {
        age: 330,
        files: ['tests/tenancy/test_no_leak.py'],
        tags: ['incident', 'tenancy', 'pgbouncer', 'data-leak'],
      },
    ),
    m('pg-14', 'fact', 'RDS PostgreSQL 14.7 על db.r6g.2xlarge, בלי read replica.', {
      fact: 'postgres | version | 14',
      age: 560,
      tags: ['postgres', 'rds'],
    }),
    m(
      'pg-16',
      'fact',
      'הפוסטגרס שודרג ל-16 על RDS (נובמבר 2025). יש read replica לדוחות (DATABASE_REPLICA_URL, router ב-shomer/db/routers.py) ו-pgbouncer מול ה-writer.',
      {
        fact: 'postgres | version | 16',
        supersedes: 'pg-14',
        age: 150,
        files: ['shomer/db/routers.py'],
        tags: ['postgres', 'rds', 'replica', 'upgrade'],
      },
    ),
    m(
      'django-migrations',
      'convention',
      'Django migrations: index חדש על טבלה גדולה (assets, findings, audit_log) רק עם AddIndexConcurrently ו-atomic = False במיגרציה. בלי RunPython שעובר על כל השורות — backfill עושים ב-Celery task ב-batches של 5k.',
      {
        files: ['shomer'],
        tags: ['migrations', 'django', 'postgres', 'index'],
      },
    ),
    m('celery-redis', 'fact', 'Celery: ה-broker וה-result backend שניהם Redis (ElastiCache).', {
      fact: 'celery | broker | Redis',
      age: 500,
      tags: ['celery', 'redis', 'broker'],
    }),
    m(
      'celery-rabbitmq',
      'decision',
      'העברנו את ה-broker של Celery ל-RabbitMQ (Amazon MQ) עם quorum queues. Redis נשאר רק ל-cache ול-results. הסיבה: ב-failover של ElastiCache איבדנו scan tasks שכבר נלקחו מהתור.',
      {
        fact: 'celery | broker | RabbitMQ (Amazon MQ)',
        supersedes: 'celery-redis',
        age: 210,
        files: ['shomer/celery.py'],
        reason: 'lost in-flight tasks on Redis failover',
        tags: ['celery', 'rabbitmq', 'broker'],
      },
    ),
    m(
      'celery-tasks',
      'convention',
      'Celery tasks: acks_late=True, idempotent, ומקבלים tenant_id ו-IDs — לא model instances. משתמשים ב-decorator @tenant_task מ-shomer/tasks/base.py, שפותח את ה-tenant_context לפני שה-task רץ.',
      {
        files: ['shomer/tasks/base.py'],
        tags: ['celery', 'tasks', 'tenancy', 'idempotent'],
      },
    ),
    m(
      'celery-queues',
      'fact',
      'Queues: scans (ארוכים, soft_time_limit=2h, concurrency 4 לכל pod), enrichment, notifications, default. Celery beat רץ ב-replica אחת בלבד וה-schedule ב-django-celery-beat.',
      {
        files: ['shomer/celery.py', 'deploy/charts/worker'],
        tags: ['celery', 'queues', 'beat', 'scans'],
      },
    ),
    m(
      'events-es',
      'fact',
      'detections ו-asset change events נשמרים ב-Elasticsearch 7, אינדקס לכל tenant לכל חודש (events-<tenant>-YYYY.MM).',
      {
        fact: 'events | stored_in | Elasticsearch',
        age: 680,
        tags: ['events', 'elasticsearch'],
      },
    ),
    m(
      'events-clickhouse',
      'decision',
      'כל ה-events עברו לקליקהאוס (Altinity operator על EKS). הטבלה events_local היא ReplicatedReplacingMergeTree(ingested_at), PARTITION BY toYYYYMM(event_time), ORDER BY (tenant_id, event_type, event_time, event_id); קוראים דרך ה-Distributed table events. ה-Elasticsearch כובה.',
      {
        fact: 'events | stored_in | ClickHouse',
        supersedes: 'events-es',
        age: 330,
        files: ['clickhouse/migrations', 'shomer/analytics/ch.py'],
        reason: 'storage cost and aggregation speed',
        tags: ['clickhouse', 'events', 'elasticsearch', 'schema'],
      },
    ),
    m(
      'ch-tenant-filter',
      'constraint',
      'בקליקהאוס אין לנו RLS: כל query חייב WHERE tenant_id = {tenant_id:UUID} עם parameter binding דרך shomer/analytics/ch.py. אסור לבנות SQL לקליקהאוס עם f-strings או format.',
      {
        files: ['shomer/analytics/ch.py'],
        tags: ['clickhouse', 'tenancy', 'sql-injection', 'queries'],
      },
    ),
    m(
      'ch-batch-inserts',
      'constraint',
      'Insert לקליקהאוס רק ב-batches, דרך ה-ingest consumer שקורא מ-Kafka ועושה flush כל 5 שניות או 50k שורות (services/ingest/). לא עושים insert מתוך Django request או מ-Celery task בודד.',
      {
        files: ['services/ingest'],
        tags: ['clickhouse', 'ingest', 'kafka', 'batching'],
      },
    ),
    m(
      'ch-async-insert-claim',
      'fact',
      'for small tables (ui_events, the audit mirror, enrichment results) it is fine to insert straight from Django/Celery with async_insert=1, wait_for_async_insert=0 — ClickHouse batches it server-side.',
      {
        disputes: 'ch-batch-inserts',
        tags: ['clickhouse', 'async-insert'],
      },
    ),
    m(
      'incident-ch-parts',
      'incident',
      'אפריל 2025: ה-enrichment worker עשה insert לכל event בנפרד, קליקהאוס החזיר "Too many parts (300)" וה-ingestion נתקע. ה-ingest lag הגיע לשעתיים ועשר דקות ולקוחות לא קיבלו alerts.',
      {
        files: ['shomer/enrichment/tasks.py'],
        tags: ['incident', 'clickhouse', 'ingest', 'too-many-parts'],
      },
    ),
    m(
      'ch-ttl',
      'fact',
      'TTL בטבלת events: event_time + toIntervalDay(retention_days). retention_days נכתב בכל שורה לפי התוכנית של ה-tenant: 90 ל-standard, 395 ל-enterprise.',
      {
        tags: ['clickhouse', 'ttl', 'retention'],
      },
    ),
    m(
      'ch-migrations',
      'convention',
      "שינויי schema בקליקהאוס: קבצי SQL ב-clickhouse/migrations/NNNN_name.sql. כל CREATE/ALTER עם ON CLUSTER '{cluster}', ולכל טבלה שתיים: <name>_local ו-Distributed מעליה.",
      {
        files: ['clickhouse/migrations'],
        tags: ['clickhouse', 'migrations', 'schema', 'cluster'],
      },
    ),
    m(
      'note-ch-final',
      'note',
      'FINAL על events איטי נורא (מעל 30 שניות לטננט גדול). במקום FINAL: argMax(col, ingested_at) עם GROUP BY event_id.',
      {
        tags: ['clickhouse', 'performance', 'final'],
      },
    ),
    m(
      'kafka-msk',
      'fact',
      'Kafka = Amazon MSK 3.6, שלושה brokers, auth ב-IAM דרך IRSA של ה-pod. ל-detections ול-scan-results יש 24 partitions, retention שלושה ימים.',
      {
        tags: ['kafka', 'msk', 'iam', 'partitions'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'שמות topics: shomer.<env>.<stream>, למשל shomer.prod.scan-results. ה-key תמיד tenant_id (שומר סדר per tenant). ה-payloads ב-Avro, ה-schemas ב-schemas/avro/ ורשומים ב-Glue Schema Registry.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-dedupe',
      'constraint',
      'ה-consumers הם at-least-once: כל event נושא event_id (UUIDv7), והטבלאות בקליקהאוס הן ReplacingMergeTree לפי event_id, כדי ש-replay או rebalance לא יכפילו שורות.',
      {
        files: ['services/ingest'],
        tags: ['kafka', 'idempotent', 'dedupe', 'clickhouse'],
      },
    ),
    m(
      'uuid7',
      'convention',
      'IDs חדשים הם UUIDv7 (uuid_utils.uuid7), לא uuid4 — בשביל locality ב-btree ובסדר בקליקהאוס. כל model חדש: id = models.UUIDField(primary_key=True, default=uuid7, editable=False).',
      {
        tags: ['uuid', 'ids', 'models'],
      },
    ),
    m(
      'drf-viewsets',
      'convention',
      'DRF: ViewSets + routers תחת shomer/api/v1/, serializers נפרדים לקריאה ולכתיבה, ו-CursorPagination בכל list endpoint. אין offset pagination — הטבלאות גדולות מדי.',
      {
        files: ['shomer/api/v1'],
        tags: ['drf', 'api', 'pagination', 'viewsets'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      '/api/v1/ הוא ה-API הציבורי (API keys, ה-SDKs וה-Terraform provider של הלקוחות) — שינוי שובר הולך ל-/api/v2/. /api/console/ פנימי לקונסול ומשתנה יחד איתו.',
      {
        tags: ['api', 'versioning', 'public-api'],
      },
    ),
    m(
      'api-keys',
      'convention',
      'Customer API keys: prefix shm_live_ או shm_test_, נשמרים רק כ-sha256 במודל ApiKey, ובקונסול מציגים רק את 8 התווים הראשונים. לכל key יש scopes (scans:write, findings:read וכו׳).',
      {
        files: ['shomer/apikeys/models.py'],
        tags: ['api-keys', 'auth', 'hashing', 'scopes'],
      },
    ),
    m(
      'api-throttling',
      'fact',
      'Throttling: ScopedRateThrottle מעל Redis, 600/min לכל API key. POST /api/v1/scans מוגבל ל-30/min.',
      {
        files: ['shomer/settings/base.py'],
        tags: ['api', 'throttling', 'rate-limit'],
      },
    ),
    m(
      'not-found-cross-tenant',
      'convention',
      'אובייקט של tenant אחר מחזיר 404, לא 403, כדי לא לחשוף שה-ID קיים. ה-RLS כבר דואג לזה ב-get_object — אל תעקפו אותו עם unscoped.',
      {
        tags: ['api', 'tenancy', '404', 'security'],
      },
    ),
    m(
      'auth-jwt',
      'fact',
      'הקונסול מתחבר עם simplejwt: access token ל-60 דקות, refresh ל-7 ימים, שניהם ב-localStorage.',
      {
        fact: 'console auth | mechanism | simplejwt in localStorage',
        age: 470,
        tags: ['auth', 'jwt', 'console'],
      },
    ),
    m(
      'auth-oidc-session',
      'decision',
      'הקונסול עבר ל-session cookie (HttpOnly, Secure, SameSite=Lax) עם CSRF, והלוגין דרך OIDC לכל tenant (ה-Okta או ה-Entra ID של הלקוח, mozilla-django-oidc). אין יותר JWT ב-localStorage — הפנטסט של 2025 הראה XSS → גניבת טוקן.',
      {
        fact: 'console auth | mechanism | OIDC + HttpOnly session cookie',
        supersedes: 'auth-jwt',
        age: 160,
        files: ['shomer/auth/oidc.py', 'console/src/api/client.ts'],
        reason: 'pentest 2025: XSS led to token theft from localStorage',
        tags: ['auth', 'oidc', 'sso', 'session', 'console'],
      },
    ),
    m(
      'scim',
      'fact',
      'SCIM 2.0 ב-/scim/v2/ לכל tenant (django-scim2). deprovision = is_active=False וביטול של ה-sessions וה-API keys של המשתמש — אף פעם לא מוחקים user, בגלל ה-audit.',
      {
        files: ['shomer/scim'],
        tags: ['scim', 'sso', 'users', 'provisioning'],
      },
    ),
    m(
      'rbac',
      'convention',
      'Roles לכל tenant: owner, admin, analyst, viewer. ה-permissions ב-shomer/rbac/permissions.py, וב-views משתמשים ב-HasTenantRole("analyst") — לא בבדיקות is_staff או is_superuser.',
      {
        files: ['shomer/rbac/permissions.py'],
        tags: ['rbac', 'permissions', 'drf', 'roles'],
      },
    ),
    m(
      'mssp',
      'fact',
      'MSSP partners: tenant אב רואה child tenants רק דרך TenantRelationship ו-switch מפורש של ה-context (header X-Shomer-Tenant) — אף פעם לא query אחד על כמה tenants.',
      {
        files: ['shomer/tenancy/mssp.py'],
        tags: ['mssp', 'tenancy', 'partners'],
      },
    ),
    m(
      'audit-log',
      'constraint',
      'כל פעולה של משתמש (login, שינוי policy, יצירה או ביטול של API key, export, שינוי role) נרשמת דרך audit.record() מ-shomer/audit/. הטבלה append-only: אין update ואין delete, וה-auditor של SOC2 בודק את זה.',
      {
        reaffirm: 20,
        files: ['shomer/audit'],
        tags: ['audit', 'soc2', 'compliance', 'append-only'],
      },
    ),
    m(
      'audit-retention',
      'constraint',
      'Audit logs: 13 חודשים בפוסטגרס, ובנוסף export יומי ל-S3 bucket shomer-audit-euc1 עם Object Lock (compliance mode) לשבע שנים. לא מוחקים שורות ידנית, גם לא כדי לפנות מקום.',
      {
        tags: ['audit', 'retention', 's3', 'soc2'],
      },
    ),
    m(
      'audit-retention-claim',
      'fact',
      'SOC2 דורש רק 90 יום של audit logs, אז אפשר למחוק מה-DB כל מה שישן יותר',
      {
        disputes: 'audit-retention',
        tags: ['audit', 'retention', 'soc2'],
      },
    ),
    m(
      'soc2-change-mgmt',
      'constraint',
      'SOC2 change management: כל שינוי ל-main עובר PR עם approve של מישהו שהוא לא הכותב, ו-CI ירוק. אין push ישיר, גם לא ב-hotfix — ה-branch protection נבדק באודיט.',
      {
        tags: ['soc2', 'change-management', 'git', 'review'],
      },
    ),
    m(
      'soc2-prod-access',
      'constraint',
      'גישה לפרוד (kubectl exec, psql, clickhouse-client) רק דרך Teleport, עם JIT approval ו-session recording. אין kubeconfig קבוע על לפטופים.',
      {
        tags: ['soc2', 'access', 'teleport', 'kubernetes', 'prod'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Customer data (events, assets, findings) stays in eu-central-1 because of the DPAs with our EU customers. No DB dumps to laptops or to other regions; debug on staging with synthetic tenants (make seed-staging).',
      {
        tags: ['data-residency', 'gdpr', 'dpa', 'aws'],
      },
    ),
    m(
      'secrets-eso',
      'convention',
      'סודות יושבים ב-AWS Secrets Manager (shomer/<env>/<service>) ומסונכרנים ל-k8s עם External Secrets Operator (ExternalSecret ב-deploy/charts/<svc>/templates/). אין סיסמאות ב-values.yaml ואין kubectl create secret ידני.',
      {
        files: ['deploy/charts'],
        tags: ['secrets', 'external-secrets', 'kubernetes', 'aws'],
      },
    ),
    m(
      'deploy-helm-ci',
      'fact',
      'Deploy: GitHub Actions מריץ helm upgrade --install ישירות על ה-EKS אחרי כל merge ל-main.',
      {
        fact: 'deploys | driven_by | helm from GitHub Actions',
        age: 430,
        files: ['.github/workflows/deploy.yml'],
        tags: ['deploy', 'helm', 'github-actions'],
      },
    ),
    m(
      'deploy-argocd',
      'decision',
      'עברנו ל-GitOps עם ArgoCD (ApplicationSet לכל env). ה-CI רק בונה image ל-ECR ופותח PR ל-repo shomer-deploy עם ה-tag החדש; prod מסתנכרן אחרי merge. אין helm upgrade ידני.',
      {
        fact: 'deploys | driven_by | ArgoCD GitOps',
        supersedes: 'deploy-helm-ci',
        age: 200,
        reason: 'drift between clusters and no audit trail for manual helm runs',
        tags: ['deploy', 'argocd', 'gitops', 'helm'],
      },
    ),
    m(
      'eks',
      'fact',
      'EKS 1.30 ב-eu-central-1 עם Karpenter. namespaces: shomer-prod ו-shomer-staging. הקליקהאוס על node pool ייעודי (r6i.4xlarge).',
      {
        tags: ['kubernetes', 'eks', 'karpenter', 'aws'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'אין deploy לפרוד בשישי-שבת ובערבי חג. ביום חמישי אחרי 15:00 רק hotfix, ועם אישור של ה-on-call.',
      {
        reaffirm: 9,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m('frontend-cra', 'fact', 'הקונסול בנוי על create-react-app עם redux ו-redux-saga.', {
      fact: 'console | build_tool | create-react-app',
      age: 540,
      files: ['console'],
      tags: ['console', 'react', 'cra', 'redux'],
    }),
    m(
      'frontend-vite',
      'decision',
      'הקונסול (console/) עבר ל-Vite + React 18 + TypeScript, וה-server state ב-TanStack Query. redux-saga הוסר לגמרי. pnpm בלבד, בלי npm או yarn.',
      {
        fact: 'console | build_tool | Vite',
        supersedes: 'frontend-cra',
        age: 240,
        files: ['console/vite.config.ts', 'console/package.json'],
        tags: ['console', 'react', 'vite', 'tanstack-query', 'pnpm'],
      },
    ),
    m(
      'console-api-client',
      'convention',
      'ה-API client של הקונסול generated: drf-spectacular → openapi-typescript (pnpm gen:api כותב ל-console/src/api/schema.d.ts). לא כותבים types ידנית ל-endpoints.',
      {
        files: ['console/src/api/schema.d.ts', 'console/package.json'],
        tags: ['console', 'openapi', 'typescript', 'codegen'],
      },
    ),
    m(
      'console-english',
      'convention',
      'The console UI is English-only (our customers are in the EU and US). All strings go through i18next keys in console/src/locales/en.json; no Hebrew in the UI, not even in error messages.',
      {
        files: ['console/src/locales/en.json'],
        tags: ['console', 'i18n', 'ui'],
      },
    ),
    m(
      'note-spectacular',
      'note',
      'drf-spectacular מנחש לא נכון כשיש custom @action — תוסיפו @extend_schema עם responses, אחרת ה-types שנוצרים בקונסול יוצאים any.',
      {
        tags: ['drf-spectacular', 'openapi', 'drf'],
      },
    ),
    m(
      'scanners',
      'fact',
      'External attack surface scans: nuclei ו-naabu רצים כ-Kubernetes Jobs זמניים שה-Celery task run_scan יוצר (shomer/scans/runner.py). התוצאות נכתבות ל-topic shomer.prod.scan-results.',
      {
        files: ['shomer/scans/runner.py'],
        tags: ['scans', 'nuclei', 'kubernetes', 'celery'],
      },
    ),
    m(
      'scan-ownership',
      'constraint',
      'סורקים רק assets שה-tenant אימת עליהם בעלות (DNS TXT shomer-verify=<token> או קובץ ב-/.well-known/shomer-verify). סריקה של domain לא מאומת אסורה, גם אם הלקוח מבקש — חשיפה משפטית לפי חוק המחשבים.',
      {
        canonical: true,
        files: ['shomer/assets/verification.py', 'shomer/scans/runner.py'],
        tags: ['scans', 'verification', 'legal', 'assets'],
      },
    ),
    m(
      'scan-egress',
      'fact',
      'ה-scanners יוצאים משני Elastic IPs קבועים של NAT, שמפורסמים ב-docs כדי שלקוחות יעשו להם allowlist. אסור להחליף את ה-NAT gateways בלי הודעה ללקוחות 30 יום מראש.',
      {
        files: ['infra/terraform/network.tf'],
        tags: ['scans', 'nat', 'egress', 'allowlist'],
      },
    ),
    m(
      'enrichment',
      'fact',
      'Enrichment דרך VirusTotal (premium, 1000 req/min) ו-AbuseIPDB. התוצאות ב-cache ב-Redis ל-24 שעות לפי IOC.',
      {
        files: ['shomer/enrichment'],
        tags: ['enrichment', 'virustotal', 'abuseipdb', 'cache'],
      },
    ),
    m(
      'webhooks',
      'convention',
      'Webhooks ללקוחות: חתימת HMAC-SHA256 ב-header X-Shomer-Signature עם secret לכל endpoint, retry exponential עד 5 פעמים. אחרי 20 כישלונות רצופים ה-endpoint מושבת ונשלח מייל ל-admin של ה-tenant.',
      {
        files: ['shomer/notifications/webhooks.py'],
        tags: ['webhooks', 'hmac', 'notifications', 'retry'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags ב-Unleash (self-hosted), per tenant. שם flag: <team>-<feature> ב-kebab-case, למשל ingest-dns-history. מוחקים flag תוך חודש מה-rollout המלא.',
      {
        tags: ['feature-flags', 'unleash'],
      },
    ),
    m(
      'logging',
      'convention',
      'structlog JSON עם tenant_id ו-request_id bound. אסור ללוגג tokens, API keys, Authorization headers או raw event payloads — יש בהם PII של הלקוחות של הלקוחות שלנו.',
      {
        files: ['shomer/logging.py'],
        tags: ['logging', 'structlog', 'pii'],
      },
    ),
    m(
      'oncall',
      'convention',
      'On-call: PagerDuty rotation shomer-backend. ב-Datadog יש monitor על ingest lag: מעל 60 שניות warning ל-Slack #ingest, מעל 5 דקות page. runbooks ב-docs/runbooks/.',
      {
        files: ['docs/runbooks'],
        tags: ['oncall', 'pagerduty', 'datadog', 'ingest'],
      },
    ),
    m(
      'pytest-tenants',
      'convention',
      'Tests: pytest-django + factory_boy. כל test שנוגע ב-DB מקבל את ה-fixtures tenant ו-other_tenant מ-tests/conftest.py, ולכל endpoint חדש חובה test שמוודא ש-other_tenant מקבל 404.',
      {
        files: ['tests/conftest.py'],
        tags: ['tests', 'pytest', 'tenancy', 'factory-boy'],
      },
    ),
    m(
      'deps-pip-tools',
      'convention',
      'Dependencies: requirements/*.in → pip-compile --generate-hashes ל-requirements/*.txt. dependency חדש צריך אישור ב-#backend ובדיקת license (SOC2 vendor management).',
      {
        files: ['requirements'],
        tags: ['dependencies', 'pip-tools', 'soc2', 'license'],
      },
    ),
    m(
      'timestamps-utc',
      'convention',
      "כל ה-timestamps ב-UTC (timestamptz בפוסטגרס, DateTime64(3, 'UTC') בקליקהאוס). הקונסול ממיר לפי ה-timezone שבפרופיל של המשתמש, ברירת מחדל UTC — לא Asia/Jerusalem.",
      {
        files: ['console/src/lib/time.ts'],
        tags: ['timezone', 'utc', 'console'],
      },
    ),
    m(
      'severity-enum',
      'fact',
      'severity: info, low, medium, high, critical. בקליקהאוס נשמר כ-UInt8 (0–4), וב-API כ-string.',
      {
        files: ['shomer/findings/enums.py'],
        tags: ['severity', 'findings', 'clickhouse', 'api'],
      },
    ),
    m(
      'owners',
      'fact',
      'Owners: tenancy ו-auth — נועה לוי; ingest והקליקהאוס — איתי כהן; scanners — יוסי מזרחי; הקונסול — מאיה פרידמן; infra ו-SOC2 — דנה שפירא.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'קוד, comments, commit messages ותיאורי PR באנגלית. בצ׳אט מדברים עברית, זה בסדר.',
      {},
    ),
    m('pref-code-first', 'preference', 'איתי מעדיף תשובות קצרות: קודם הקוד, ואחר כך הסבר של 2-3 שורות.', {}),
    m('vpn-staging', 'note', 'גישה ל-staging דרך ה-OpenVPN של המשרד (shomer-office.ovpn), השרת בהרצליה.', {
      age: 650,
      tags: ['staging', 'vpn'],
    }),
    m('cand-temporal', 'decision', 'Replace Celery with Temporal for the long-running scan workflows.', {
      candidate: true,
      tags: ['celery', 'temporal', 'scans'],
    }),
    m('cand-ninja', 'decision', 'להעביר את ה-endpoints החדשים ל-django-ninja במקום DRF.', {
      candidate: true,
      tags: ['drf', 'django-ninja', 'api'],
    }),
    m(
      'cand-ch-rowpolicy',
      'decision',
      'Use ClickHouse row policies per tenant instead of adding WHERE tenant_id in application code.',
      {
        candidate: true,
        tags: ['clickhouse', 'tenancy', 'row-policy'],
      },
    ),
    m(
      'password-policy',
      'convention',
      'מדיניות סיסמאות ל-local accounts (tenants בלי SSO): מינימום 12 תווים, בדיקה מול HaveIBeenPwned, MFA חובה (TOTP או WebAuthn), ונעילה אחרי 10 ניסיונות כושלים.',
      {
        files: ['shomer/auth/validators.py'],
        tags: ['auth', 'passwords', 'mfa'],
      },
    ),
    m(
      'helm-values-placeholder',
      'note',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder, not a template
      'ב-deploy/charts/ingest/values.yaml הסיסמה מופיעה רק כ-reference: clickhouse.password: ${CLICKHOUSE_PASSWORD}, שמגיע מה-ExternalSecret ingest-clickhouse. זה לא סוד, אל תמחקו את זה.',
      {
        files: ['deploy/charts/ingest/values.yaml'],
        tags: ['helm', 'clickhouse', 'external-secrets'],
      },
    ),
    m(
      'api-docs-example',
      'note',
      'ה-quickstart ב-docs/public/quickstart.md: curl -H "X-Shomer-Api-Key: <your-api-key>" https://api.shomer.io/api/v1/assets — ה-placeholder נשאר כמו שהוא.',
      {
        files: ['docs/public/quickstart.md'],
        tags: ['docs', 'api', 'quickstart'],
      },
    ),
    m(
      'secret-pg-readonly',
      'note',
      'הסיסמה של היוזר reporting_ro בפוסטגרס של staging היא Rp7#kQz!Lm29wX, ואם היא לא עובדת תשאלו את דנה',
      {
        secret: 'Rp7#kQz!Lm29wX',
      },
    ),
    m(
      'secret-django-key',
      'note',
      '.env של staging:\nDJANGO_SETTINGS_MODULE=shomer.settings.staging\nDJANGO_SECRET_KEY=2wacuvcl#+!2k5=!$_xk=9i9c*k^-00g*2_$6*ahcd*t8r6*^o\nALLOWED_HOSTS=.staging.shomer.io',
      {
        secret: '2wacuvcl#+!2k5=!$_xk=9i9c*k^-00g*2_$6*ahcd*t8r6*^o',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'ה-replica לדוחות: DATABASE_REPLICA_URL=postgres://shomer_app:Vb8nQ2xLm7RkT4@shomer-prod-ro.cluster-cx7q2m.eu-central-1.rds.amazonaws.com:5432/shomer',
      {
        secret: 'Vb8nQ2xLm7RkT4',
      },
    ),
    m(
      'secret-ch-cli',
      'note',
      'לדיבוג של ingest: clickhouse-client --host ch-shomer-prod.internal --secure --user ingest_rw --password \'Ch9!hZ2qXv#4Lp\' --query "SELECT count() FROM events"',
      {
        secret: 'Ch9!hZ2qXv#4Lp',
      },
    ),
    m(
      'secret-kubectl-redis',
      'note',
      'kubectl -n shomer-staging create secret generic redis-auth --from-literal=REDIS_PASSWORD=Rds-St4g-9QmW2xKp',
      {
        secret: 'Rds-St4g-9QmW2xKp',
      },
    ),
    m(
      'secret-kafka-yaml',
      'note',
      'הגדרות Kafka ל-consumer מקומי מול MSK staging:\nkafka:\n  bootstrap: b-1.shomer-stg.x8k2.c3.kafka.eu-central-1.amazonaws.com:9096\n  sasl_mechanism: SCRAM-SHA-512\n  username: ingest-stg\n  password: Kf7zN3qW9xLm2Rt5',
      {
        secret: 'Kf7zN3qW9xLm2Rt5',
      },
    ),
    m(
      'secret-okta-json',
      'note',
      'ה-OIDC app שלנו ב-Okta (dev): {"client_id": "0oa9x7k2mQ4zR8vT5d7", "client_secret": "elXIu-1yBStiKd1ESDYP52pToI-OZvC_npOq-uIF", "issuer": "https://shomer-dev.okta.com"}',
      {
        secret: 'elXIu-1yBStiKd1ESDYP52pToI-OZvC_npOq-uIF',
      },
    ),
    m(
      'secret-pagerduty',
      'note',
      'ה-routing key של PagerDuty ל-shomer-backend הוא c8a7034317101d01d15ec329fefec55d — משתמשים בו ב-alertmanager וב-Datadog',
      {
        secret: 'c8a7034317101d01d15ec329fefec55d',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'והטוקן של ה-release bot ב-GitHub (כתיבה ל-repo shomer-deploy) הוא ghp_FU5wRNz1K2ahDsvk8Wi0tHs0BbxI9Co6TfW1',
      {
        secret: 'ghp_FU5wRNz1K2ahDsvk8Wi0tHs0BbxI9Co6TfW1',
      },
    ),
    m(
      'secret-aws',
      'note',
      'CI user for the ECR push: AWS_ACCESS_KEY_ID=AKIALG5FZDXYCMIY7M84 AWS_SECRET_ACCESS_KEY=ZQCVDqe6T25Y+S8T2KJBXKHt4UPKnFZTuuNjkcqm (eu-central-1)',
      {
        secret: 'ZQCVDqe6T25Y+S8T2KJBXKHt4UPKnFZTuuNjkcqm',
      },
    ),
    m(
      'secret-sentry-cli',
      'note',
      'source maps של הקונסול: sentry-cli sourcemaps upload --org shomer --project console --auth-token sntrys_kKcYoBFypIgYFIoEE8u7jUSftixVzED99oOWDOrDidI7YoRc ./dist',
      {
        secret: 'sntrys_kKcYoBFypIgYFIoEE8u7jUSftixVzED99oOWDOrDidI7YoRc',
      },
    ),
    m(
      'secret-vt-docker',
      'note',
      'להרצה מקומית של ה-enrichment: docker run --rm -e VT_API_KEY=b6b7d68edc0488604e0c29ab47d76f47e16e0b057f3a14402763b3c33f2557cc shomer/enrichment:dev',
      {
        secret: 'b6b7d68edc0488604e0c29ab47d76f47e16e0b057f3a14402763b3c33f2557cc',
      },
    ),
    m(
      'secret-api-curl',
      'note',
      'reproduced the customer ticket with their own key: curl -H "X-Shomer-Api-Key: shm_live_ZQHVk2EQbugXnJcitnN1o1fzTTNVRROg" "https://api.shomer.io/api/v1/findings?severity=critical"',
      {
        secret: 'shm_live_ZQHVk2EQbugXnJcitnN1o1fzTTNVRROg',
      },
    ),
  ],
  sessions: [
    {
      id: 'il-session-1',
      age: 6,
      turns: [
        said('בוקר. צריך להוסיף export של detections מהקונסול, לקוחות enterprise מבקשים את זה כבר חודשיים'),
        replied(
          'There is no export endpoint yet. Detections are read from ClickHouse through shomer/analytics/ch.py, and the console list uses /api/console/detections with cursor pagination.',
        ),
        said(
          'ה-export תמיד async: Celery task שכותב קובץ ל-S3 ושולח למשתמש מייל כשהוא מוכן. אף פעם לא streaming מתוך ה-request.',
          {
            key: 's-export-async',
            type: 'decision',
          },
        ),
        replied(
          'OK. I will add POST /api/console/exports that creates an Export row and enqueues the task, returning 202.',
        ),
        said('רק CSV ו-JSONL. בלי xlsx — לא רוצים openpyxl ב-image.', {
          key: 's-export-formats',
          type: 'decision',
        }),
        replied('Format is a choice field with csv and jsonl only.'),
        said('ויש תקרה של מיליון שורות ל-export. מעבר לזה מחזירים 422 ומבקשים מהמשתמש לצמצם את ה-filters.', {
          key: 's-export-row-cap',
          type: 'constraint',
        }),
        replied(
          'I will run a count() with the same filters first and reject above 1,000,000 before enqueuing.',
        ),
        said('מה קורה היום אם query מהקונסול לקליקהאוס רץ יותר מדי זמן?'),
        replied(
          'Nothing stops it: the console queries use the same ingest_rw user as the ingest service, with no max_execution_time.',
        ),
        said(
          'אז ככה: queries מהקונסול לקליקהאוס רק עם היוזר console_ro, עם readonly=1 ו-max_execution_time=30. ה-ingest_rw רק ל-ingest.',
          {
            key: 's-console-ch-user',
            type: 'constraint',
          },
        ),
        replied(
          'Added a second client in shomer/analytics/ch.py bound to CLICKHOUSE_CONSOLE_URL with those settings.',
        ),
        said(
          'הנה ה-URL של staging שהשתמשתי בו: clickhouse://console_ro:Cr0-St4g!8vQz@ch-staging.shomer.internal:9440/default',
          {
            secret: 'Cr0-St4g!8vQz',
          },
        ),
        replied(
          'Thanks. I will not put it in code or settings; the staging chart reads it from the ExternalSecret.',
        ),
        said(
          'הלינק במייל: presigned URL תקף ל-15 דקות בלבד. הלינק במייל מוביל לדף בקונסול שמייצר URL חדש אחרי login.',
          {
            key: 's-presigned-ttl',
            type: 'constraint',
          },
        ),
        replied(
          'The email links to /exports/<id>; the page calls /api/console/exports/<id>/download which signs for 900 s.',
        ),
        said('ותעשה escape לתאים שמתחילים ב-= + - @ — CSV injection. הפנטסטרים תפסו את זה אצל מתחרה.', {
          key: 's-csv-injection',
          type: 'constraint',
        }),
        replied('Added a sanitize_cell() helper that prefixes those cells with a single quote, with tests.'),
        said(
          'ושם ל-task: <app>.<verb>_<noun>, למשל exports.generate_detections_csv. לא ה-default names של celery.',
          {
            key: 's-task-naming',
            type: 'convention',
          },
        ),
        replied('Renamed it to exports.generate_detections_export with name= on the decorator.'),
      ],
    },
    {
      id: 'il-session-2',
      age: 3,
      turns: [
        said('היי, מתחילים היום את האינטגרציה עם Jira Cloud — findings נפתחים כ-tickets'),
        replied(
          'There is an integrations app with Slack and Teams; each integration stores per-tenant credentials in IntegrationCredential (encrypted with the KMS key).',
        ),
        said(
          'רק OAuth 2.0 (3LO) מול Atlassian. לא מבקשים מהמשתמשים API tokens אישיים, אנחנו לא רוצים לשמור כאלה.',
          {
            key: 's-jira-oauth',
            type: 'decision',
          },
        ),
        replied(
          'OK, I will reuse the OAuth flow from the Slack integration with Atlassian endpoints and refresh-token rotation.',
        ),
        said(
          'כל קריאת HTTP יוצאת לכתובת שהלקוח נתן (webhooks, Jira Data Center, Slack) עוברת דרך ה-egress proxy (smokescreen) ב-shomer/net/outbound.py. לא requests.get ישיר — SSRF.',
          {
            key: 's-outbound-proxy',
            type: 'constraint',
          },
        ),
        replied('The Jira client will use outbound.session() instead of a plain requests.Session.'),
        said('and for outgoing webhooks: 10 second timeout, and never follow redirects', {
          key: 's-webhook-timeout',
          type: 'constraint',
        }),
        replied(
          'Set timeout=10 and allow_redirects=False in shomer/notifications/webhooks.py; a 3xx counts as a failure.',
        ),
        said("what's Atlassian's rate limit btw?"),
        replied(
          'Cloud REST APIs are cost-based per app and tenant; on 429 they send Retry-After, which the client will honour.',
        ),
        said(
          'נושא אחר: לקוח אחד הריץ 40 סריקות ביחד ותקע את ה-queue של scans לכולם. מהיום מקסימום 3 סריקות במקביל לכל tenant, השאר מחכות בתור.',
          {
            key: 's-scan-concurrency',
            type: 'constraint',
          },
        ),
        replied(
          'I will add a per-tenant semaphore in Redis around run_scan and re-queue with a countdown when it is full.',
        ),
        said('רוצה לשמור את ה-mapping של finding ↔ issue בקליקהאוס?'),
        replied('I was going to propose a small ClickHouse table for it, yes.'),
        said('לא, זה Postgres. ובאופן כללי — טבלה חדשה בקליקהאוס רק אחרי design doc קצר ואישור של איתי.', {
          key: 's-ch-new-table',
          type: 'convention',
        }),
        replied('Moved it to a JiraIssueLink TenantModel in Postgres.'),
        said(
          'here are the creds of the Atlassian dev app I set up: ATLASSIAN_CLIENT_ID=q7RkZ2xW9mLp4TvB ATLASSIAN_CLIENT_SECRET=ATOAKWo7FuTRBhy7vEnStEB2FWLDE7IZpv5BYhd8G8uEDEbix6YoZRfGhFuTPXOV',
          {
            secret: 'ATOAKWo7FuTRBhy7vEnStEB2FWLDE7IZpv5BYhd8G8uEDEbix6YoZRfGhFuTPXOV',
          },
        ),
        replied(
          'Got it working locally; I left them out of the repo and asked Dana to add them under shomer/staging/jira.',
        ),
        said(
          'אגב dependabot פתח PR ל-requests 2.32. לא עושים auto-merge: dependabot PRs מתמזגים רק אחרי CI ירוק ושמישהו קרא את ה-changelog.',
          {
            key: 's-dependabot',
            type: 'convention',
          },
        ),
        replied('Understood, I disabled the auto-merge workflow I had drafted.'),
      ],
    },
  ],
  prompts: [
    p('תוסיף endpoint חדש ב-shomer/api/v1/ שמחזיר את רשימת ה-assets של ה-tenant', [
      'drf-viewsets',
      'tenant-manager',
      'tenant-context',
      'not-found-cross-tenant',
      'pytest-tenants',
    ]),
    p(
      'the nightly exposure aggregation in shomer/risk/tasks.py returns 0 rows for every tenant since the deploy, why?',
      ['tenant-context', 'celery-tasks', 'rls-no-bypass', 'rls-worker-bypass'],
    ),
    p(
      'למה לקוח אחד ראה assets של לקוח אחר? מסתכל על shomer/exports/jobs.py, יש שם cursor.execute("SET app.tenant_id = %s")',
      ['pgbouncer-setlocal', 'incident-tenant-leak', 'tenant-context'],
    ),
    p('תכתוב query לקליקהאוס שסופר detections לפי severity בשבעה ימים האחרונים, בשביל הדשבורד', [
      'ch-tenant-filter',
      'severity-enum',
      's-console-ch-user',
      'note-ch-final',
    ]),
    p(
      'insert each enrichment result into ClickHouse right after the VT lookup in shomer/enrichment/tasks.py',
      ['ch-batch-inserts', 'ch-async-insert-claim', 'incident-ch-parts'],
    ),
    p('צריך טבלה חדשה בקליקהאוס ל-DNS resolution history', [
      's-ch-new-table',
      'ch-migrations',
      'ch-ttl',
      'events-clickhouse',
    ]),
    p('הוסף export של detections מהקונסול', [
      's-export-async',
      's-export-formats',
      's-export-row-cap',
      's-presigned-ttl',
      's-csv-injection',
      'audit-log',
    ]),
    p('export של 3M שורות נכשל עם 422, אפשר פשוט להעלות את הלימיט?', ['s-export-row-cap']),
    p('where do we store events now, still elasticsearch?', ['events-clickhouse']),
    p('אנחנו עדיין עם schema לכל tenant? אני צריך להוסיף טבלה חדשה של notes לכל הלקוחות', [
      'tenancy-rls',
      'tenant-manager',
      'django-migrations',
    ]),
    p('celery task נעלם אחרי restart של ה-broker, איך זה יכול לקרות?', ['celery-rabbitmq', 'celery-tasks']),
    p('write a celery task that recalculates the exposure score for one tenant', [
      'celery-tasks',
      'celery-queues',
      's-task-naming',
      'tenant-context',
    ]),
    p('kubectl create secret for the new VirusTotal key in shomer-prod', ['secrets-eso', 'soc2-prod-access']),
    p('ה-ArgoCD תקוע, תעשה helm upgrade ידני לפרוד בינתיים', [
      'deploy-argocd',
      'soc2-change-mgmt',
      'soc2-prod-access',
    ]),
    p("deploy the ingest fix to prod now, it's Friday 11:00 but Itay wants it out", ['deploy-freeze']),
    p('push the hotfix straight to main, no time for a review', ['soc2-change-mgmt']),
    p('אני צריך dump של ה-assets של לקוח מסוים ללפטופ כדי לדבג', ['data-residency', 'soc2-prod-access']),
    p('console: keep the auth token in localStorage so the session survives new tabs', ['auth-oidc-session']),
    p('a new customer wants SSO with their Entra ID, what do I need to set up?', [
      'auth-oidc-session',
      'scim',
    ]),
    p('user that was deprovisioned in Okta still shows up as active in the users list', ['scim']),
    p('הוסף role חדש "auditor" שיכול רק לקרוא audit logs', ['rbac', 'audit-log']),
    p("an MSSP partner wants one dashboard with all their child tenants' detections", [
      'mssp',
      'ch-tenant-filter',
    ]),
    p('תמחק שורות מ-audit_log שישנות מ-90 יום, הטבלה תופסת 400GB', [
      'audit-retention',
      'audit-retention-claim',
      'audit-log',
    ]),
    p('add POST /api/v1/scans so customers can trigger a scan from their CI', [
      'scan-ownership',
      'api-throttling',
      's-scan-concurrency',
      'api-keys',
      'drf-viewsets',
    ]),
    p('לקוח מבקש שנסרוק domain שעוד לא אימת, הוא לחוץ בזמן. אפשר לדלג על האימות הפעם?', ['scan-ownership']),
    p('the scan-results consumer writes duplicate findings into ClickHouse after a rebalance', [
      'kafka-dedupe',
      'uuid7',
    ]),
    p('create a kafka topic for asset change events', ['kafka-topics', 'kafka-msk']),
    p("send a webhook to the customer's URL when a critical finding fires", [
      'webhooks',
      's-outbound-proxy',
      's-webhook-timeout',
      'severity-enum',
    ]),
    p('Jira integration: let the user just paste a personal API token, it is simpler', [
      's-jira-oauth',
      's-outbound-proxy',
    ]),
    p('add an index on findings(tenant_id, created_at) in postgres', ['django-migrations']),
    p('log the full request body and headers when the API returns 500, in shomer/api/middleware.py', [
      'logging',
    ]),
    p('למה ה-types בקונסול לא תואמים ל-API? console/src/api/schema.d.ts מראה any ל-/findings/{id}/triage', [
      'console-api-client',
      'note-spectacular',
    ]),
    p('להוסיף תרגום לעברית לקונסול', ['console-english']),
    p('how do I run the console locally, is it still `npm start`?', ['frontend-vite']),
    p('add python-jose to requirements for parsing the Atlassian JWTs', ['deps-pip-tools']),
    p('dependabot bumped django 5.1.4 → 5.1.6, אפשר למזג?', ['s-dependabot', 'soc2-change-mgmt']),
    p('ה-ingest lag עומד על 7 דקות, מי מקבל page?', ['oncall']),
    p('timestamps in the console are 3 hours off for a user in Tel Aviv', ['timestamps-utc']),
    p('who owns the ClickHouse ingest?', ['owners']),
    p('I moved the scanners to a new NAT gateway and now customer firewalls block us', ['scan-egress']),
    p('add the new Finding model with its ID field', ['uuid7', 'tenant-manager']),
    p('write the cross-tenant test for @tests/api/test_assets_api.py', [
      'pytest-tenants',
      'not-found-cross-tenant',
    ]),
    p('לקוח אחד הריץ 40 סריקות ושאר הלקוחות מחכים שעה, מה עושים?', ['s-scan-concurrency', 'celery-queues']),
    p('query על events עם FINAL לוקח 40 שניות, איך מאיצים?', ['note-ch-final']),
    p("what's the difference between select_related and prefetch_related?", []),
    p('תודה, עובד', []),
    p('git cherry-pick of a range of commits, what is the syntax?', []),
    p("explain Python's match statement with a class pattern", []),
    p('תסכם לי את ה-diff', []),
    p('מה ההבדל בין type ל-interface ב-TypeScript?', []),
  ],
});
