// A Python 3.12 FastAPI service that serves fraud/credit-risk models: Pydantic v2, SQLAlchemy 2 + Alembic,
// Celery + Redis, PyTorch models from the MLflow registry, GCP (Cloud Run, GCS, BigQuery, Vertex feature store).
// Held-out scenario: written after spool's matching was tuned, labelled without looking at its output.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'fastapi-ml',
  stack:
    'Python 3.12, FastAPI + Pydantic v2, SQLAlchemy 2 + Alembic (Cloud SQL Postgres), Celery + Redis, PyTorch, MLflow, pytest, GCP (Cloud Run, GCS, BigQuery, Vertex AI Feature Store)',
  memories: [
    m(
      'pm-pip',
      'fact',
      'Python dependencies are pinned in requirements.txt, compiled from requirements.in with pip-compile, and installed with pip install -r.',
      {
        fact: 'kestrel-scoring | package_manager | pip-tools',
        age: 520,
      },
    ),
    m(
      'pm-uv',
      'decision',
      'pip-tools is gone; uv manages the project now. Dependencies are declared in pyproject.toml and locked in uv.lock: add one with `uv add <pkg>` (or `uv add --dev`), install with `uv sync --frozen`, run tools with `uv run`. Do not recreate requirements*.txt.',
      {
        fact: 'kestrel-scoring | package_manager | uv',
        supersedes: 'pm-pip',
        age: 215,
        reaffirm: 18,
        files: ['pyproject.toml', 'uv.lock'],
        tags: ['uv', 'dependencies', 'packaging'],
        reason: 'pip-compile took six minutes on Cloud Build and kept losing the CPU-only torch index',
        canonical: true,
      },
    ),
    m(
      'py-version',
      'fact',
      'Python 3.12 everywhere: .python-version, requires-python = ">=3.12,<3.13" in pyproject.toml and the python:3.12-slim base image. The code uses PEP 695 generics and `type` aliases, so nothing can be made 3.11-compatible.',
      {
        files: ['.python-version', 'pyproject.toml', 'Dockerfile'],
        tags: ['python', 'version'],
      },
    ),
    m(
      'db-cloudsql',
      'fact',
      'Operational data (prediction_log, batch_jobs, api_clients, model metadata) lives in Cloud SQL for PostgreSQL 15, database scoring, reached through SQLAlchemy 2.0 async on asyncpg.',
      {
        fact: 'kestrel-scoring | uses_database | PostgreSQL (Cloud SQL)',
        age: 390,
        reaffirm: 21,
        tags: ['postgres', 'cloud-sql', 'sqlalchemy'],
      },
    ),
    m(
      'deploy-gke',
      'fact',
      'scoring-api runs as a Deployment on the GKE Autopilot cluster ml-prod behind an Ingress with a managed certificate.',
      {
        fact: 'kestrel-scoring | deployment_platform | GKE Autopilot',
        age: 440,
      },
    ),
    m(
      'deploy-cloudrun',
      'decision',
      'We took scoring-api off GKE. The API is a Cloud Run service in europe-west4 (min-instances 2, concurrency 8, 4 vCPU / 8 GiB) defined in deploy/cloudrun/service.yaml; the Celery workers are a second Cloud Run service, scoring-worker, with CPU always allocated.',
      {
        fact: 'kestrel-scoring | deployment_platform | Cloud Run',
        supersedes: 'deploy-gke',
        age: 245,
        files: ['deploy/cloudrun/service.yaml', 'deploy/cloudrun/worker.yaml'],
        tags: ['cloud-run', 'gcp', 'deploy'],
        reason: 'the cluster cost more than the rest of the ML platform for a service that idles at night',
      },
    ),
    m(
      'auth-idtoken',
      'fact',
      'Callers authenticate with Google-signed ID tokens: each internal client calls with its own service account, and verify_caller() checks the audience (the Cloud Run URL) and that the token email is in the api_clients table.',
      {
        fact: 'kestrel-scoring | auth_method | Google ID tokens (service accounts)',
        age: 300,
        files: ['src/kestrel_scoring/api/security.py'],
        tags: ['auth', 'service-accounts', 'id-token'],
      },
    ),
    m(
      'pydantic-v1',
      'convention',
      'Response schemas set `class Config: orm_mode = True` and validate input with @validator.',
      {
        age: 470,
        tags: ['pydantic'],
      },
    ),
    m(
      'pydantic-v2',
      'convention',
      'Every schema is Pydantic v2 now: model_config = ConfigDict(from_attributes=True, extra="forbid"), @field_validator / @model_validator, .model_dump() and .model_validate() instead of .dict() / .from_orm(). Importing pydantic.v1 is blocked by ruff’s banned-api rule.',
      {
        supersedes: 'pydantic-v1',
        age: 190,
        files: ['src/kestrel_scoring/schemas', 'pyproject.toml'],
        tags: ['pydantic', 'validation', 'schemas'],
      },
    ),
    m(
      'model-baked',
      'fact',
      'Model weights are copied into the Docker image under /models during the build and loaded from there at startup.',
      {
        age: 400,
        tags: ['models', 'docker'],
      },
    ),
    m(
      'model-registry',
      'decision',
      'Weights stopped shipping inside the image. At startup ModelRegistry.load("fraud-risk") resolves the MLflow alias models:/fraud-risk@champion, downloads the artifact from gs://kestrel-mlflow-artifacts and caches it in /tmp/models. Putting a model live means moving the champion alias in MLflow, not a redeploy.',
      {
        supersedes: 'model-baked',
        age: 170,
        files: ['src/kestrel_scoring/ml/registry.py'],
        tags: ['mlflow', 'models', 'registry'],
        reason: 'images had grown to 6 GB and every retrain needed a full release',
        canonical: true,
      },
    ),
    m(
      'torch-load',
      'constraint',
      'Checkpoints are loaded only with torch.load(path, map_location="cpu", weights_only=True) into a model class defined in src/kestrel_scoring/ml/architectures/; full pickled models (torch.save(model)) are rejected in review.',
      {
        files: ['src/kestrel_scoring/ml/loader.py', 'src/kestrel_scoring/ml/architectures'],
        tags: ['pytorch', 'security', 'pickle'],
        reason: 'unpickling runs arbitrary code and data scientists can write to the artifact bucket',
      },
    ),
    m(
      'incident-event-loop',
      'incident',
      'Incident 2026-02: p99 of POST /v1/score went from 120 ms to 9 s under partner load because model.forward ran directly inside an async def endpoint and blocked the event loop. Inference goes through Predictor.apredict (run_in_threadpool under the hood), and torch.set_num_threads(2) is set in the lifespan.',
      {
        files: ['src/kestrel_scoring/api/routes/score.py', 'src/kestrel_scoring/ml/predictor.py'],
        tags: ['latency', 'asyncio', 'incident', 'pytorch'],
      },
    ),
    m(
      'inference-mode',
      'convention',
      'Predictor calls model.eval() once after loading and runs every forward pass inside torch.inference_mode(); the API process never trains, calls .backward() or keeps autograd state.',
      {
        files: ['src/kestrel_scoring/ml/predictor.py'],
        tags: ['pytorch', 'inference'],
      },
    ),
    m(
      'lifespan-deps',
      'convention',
      'The predictors, the async engine and the Redis pool are created in the lifespan() handler of main.py, stored on app.state and handed to routes through dependencies in api/deps.py (get_predictor, get_session, get_redis). No module-level clients and no @app.on_event hooks.',
      {
        files: ['src/kestrel_scoring/main.py', 'src/kestrel_scoring/api/deps.py'],
        tags: ['fastapi', 'lifespan', 'dependency-injection'],
      },
    ),
    m(
      'alembic',
      'convention',
      'Schema changes are Alembic revisions in migrations/versions: generate with `uv run alembic revision --autogenerate -m "..."`, then read and fix the file by hand, since autogenerate misses server defaults and enum value changes. One revision per PR; a merged revision is never edited.',
      {
        files: ['migrations/versions', 'alembic.ini', 'migrations/env.py'],
        tags: ['alembic', 'migrations', 'database'],
      },
    ),
    m(
      'alembic-deploy',
      'workflow',
      'The app does not migrate on startup. The Cloud Build deploy step runs `alembic upgrade head` as the Cloud Run job scoring-migrate before traffic moves to the new revision, so a revision has to work with the code of the previous release.',
      {
        files: ['cloudbuild.yaml'],
        tags: ['alembic', 'deploy', 'cloud-build'],
      },
    ),
    m(
      'incident-alembic-heads',
      'incident',
      'Incident 2026-04: the production deploy stopped at scoring-migrate with "Multiple head revisions are present" after two PRs branched off the same down_revision. CI now fails when `alembic heads` prints more than one line; resolve with `alembic merge heads`, never by editing down_revision of a merged file.',
      {
        files: ['migrations/versions', '.github/workflows/ci.yml'],
        tags: ['alembic', 'incident', 'deploy'],
      },
    ),
    m(
      'sqlalchemy-style',
      'convention',
      'SQLAlchemy 2.0 style only: models declare Mapped[...] with mapped_column(), queries are select(...) run with await session.scalars() / session.execute(); session.query() is not used. One AsyncSession per request from Depends(get_session), committed by the route, never by a repository function.',
      {
        files: ['src/kestrel_scoring/db/models.py', 'src/kestrel_scoring/db/repo.py'],
        tags: ['sqlalchemy', 'orm', 'async'],
      },
    ),
    m(
      'prediction-log',
      'fact',
      'Each scoring call writes a prediction_log row (request_id, client_id, model_name, model_version, features_hash, score, decision, latency_ms, shadow) and the export_predictions beat task copies the previous day into BigQuery table ml_monitoring.predictions, which feeds the drift dashboards.',
      {
        files: ['src/kestrel_scoring/db/models.py', 'src/kestrel_scoring/worker/tasks/export.py'],
        tags: ['monitoring', 'drift', 'bigquery', 'prediction-log'],
      },
    ),
    m(
      'bigquery-cost',
      'constraint',
      'BigQuery jobs started from our code must filter on the partition column (event_date) and pass QueryJobConfig(maximum_bytes_billed=50 * 1024**3); an unfiltered scan of features.transactions costs about $40 and ran three times an hour once.',
      {
        files: ['src/kestrel_scoring/features/bq.py'],
        tags: ['bigquery', 'cost', 'gcp'],
      },
    ),
    m(
      'feature-store',
      'fact',
      'Online features come from Vertex AI Feature Store (feature view customer_risk_v3) through FeatureClient.fetch(customer_id); the same definitions are materialised offline in the BigQuery dataset features for training.',
      {
        files: ['src/kestrel_scoring/features/client.py'],
        tags: ['feature-store', 'vertex-ai', 'features'],
      },
    ),
    m(
      'feature-parity',
      'constraint',
      'Training and serving compute features with the same code: transformations live in libs/kestrel_features and are imported by both the training pipeline and the API. Never re-implement a feature inside an endpoint.',
      {
        files: ['libs/kestrel_features'],
        tags: ['features', 'training-serving-skew'],
        reason:
          'a hand-ported days_since_last_txn in the API dropped production AUC from 0.91 to 0.78 for two weeks',
        canonical: true,
      },
    ),
    m(
      'feature-timeout',
      'convention',
      'FeatureClient.fetch has a 150 ms timeout. On timeout or a missing entity the endpoint scores with the fallback values in features/defaults.py and returns degraded: true instead of an error.',
      {
        files: ['src/kestrel_scoring/features/client.py', 'src/kestrel_scoring/features/defaults.py'],
        tags: ['feature-store', 'timeouts', 'fallback'],
      },
    ),
    m(
      'celery-broker',
      'fact',
      'Celery (app in kestrel_scoring/worker/celery_app.py) uses Memorystore Redis as broker (db 1) and result backend (db 2). Queues: default, batch_scoring and retraining; periodic jobs are declared in beat_schedule in the same file.',
      {
        files: ['src/kestrel_scoring/worker/celery_app.py'],
        tags: ['celery', 'redis', 'queues'],
      },
    ),
    m(
      'celery-acks-late',
      'decision',
      'Celery tasks are configured with acks_late=True and task_reject_on_worker_lost=True, so a task whose worker dies mid-run (deploy, OOM) gets redelivered. Consequence: every task body must be safe to run twice.',
      {
        files: ['src/kestrel_scoring/worker/celery_app.py'],
        tags: ['celery', 'reliability', 'idempotency'],
      },
    ),
    m(
      'celery-acks-early',
      'fact',
      'Our Celery tasks acknowledge the message as soon as a worker receives it (acks_late is left at its default); if a worker dies the task is lost and the nightly reconcile_jobs task resubmits it.',
      {
        files: ['src/kestrel_scoring/worker/celery_app.py'],
        tags: ['celery', 'reliability'],
        disputes: 'celery-acks-late',
      },
    ),
    m(
      'celery-task-args',
      'convention',
      'Celery task arguments are IDs and plain JSON values only (task_serializer="json", pickle is disabled): never pass ORM objects, DataFrames or tensors; the task loads what it needs itself.',
      {
        tags: ['celery', 'serialization'],
      },
    ),
    m(
      'batch-scoring',
      'fact',
      'Batch scoring: a client uploads parquet to gs://kestrel-batch-in/<client_id>/, POST /v1/batches enqueues batch_score_file on the batch_scoring queue, results land in gs://kestrel-batch-out/<batch_id>/ and the status in batch_jobs.',
      {
        files: ['src/kestrel_scoring/api/routes/batches.py', 'src/kestrel_scoring/worker/tasks/batch.py'],
        tags: ['batch', 'gcs', 'celery'],
      },
    ),
    m(
      'thresholds',
      'decision',
      'fraud-risk declines at a score of 0.82 and sends 0.60–0.82 to manual review. The cut-offs live in config/thresholds.yaml, owned by the risk team; any change needs their sign-off in #risk-models.',
      {
        files: ['config/thresholds.yaml'],
        tags: ['thresholds', 'risk', 'decision'],
      },
    ),
    m(
      'thresholds-card',
      'fact',
      'The decline threshold for fraud-risk is 0.85, according to the model card docs/models/fraud-risk.md.',
      {
        files: ['docs/models/fraud-risk.md'],
        tags: ['thresholds', 'model-card'],
        disputes: 'thresholds',
      },
    ),
    m(
      'score-contract',
      'constraint',
      'The POST /v1/score response (score, decision, model_version, reasons[], degraded) is consumed by loan-origination and the partner SDK: within /v1 fields may be added but never renamed, retyped or removed.',
      {
        files: ['src/kestrel_scoring/schemas/score.py'],
        tags: ['api', 'contract', 'versioning'],
      },
    ),
    m(
      'reason-codes',
      'fact',
      'reasons[] holds the top three SHAP contributions of a request mapped to adverse-action reason codes from config/reason_codes.yaml; every decline must carry at least one reason for the consumer-credit regulator.',
      {
        files: ['config/reason_codes.yaml', 'src/kestrel_scoring/ml/explain.py'],
        tags: ['shap', 'explainability', 'compliance'],
      },
    ),
    m(
      'pii-logging',
      'constraint',
      'Requests contain national ID numbers and dates of birth: request bodies and feature vectors are never logged, prediction_log keeps only features_hash, and the structlog redaction processor masks every field listed in PII_FIELDS.',
      {
        files: ['src/kestrel_scoring/logging.py'],
        tags: ['pii', 'logging', 'gdpr'],
      },
    ),
    m(
      'logging-structlog',
      'convention',
      'Logging goes through structlog as JSON on stdout (Cloud Logging parses it). Bind request_id and model_version, log events as logger.info("score_computed", latency_ms=...): no f-string messages and no print().',
      {
        files: ['src/kestrel_scoring/logging.py'],
        tags: ['logging', 'structlog'],
      },
    ),
    m(
      'observability',
      'fact',
      'Traces go to Cloud Trace via opentelemetry-instrumentation-fastapi; request latency and the score histogram are OpenTelemetry metrics exported to Cloud Monitoring, dashboard "scoring-api / latency & drift".',
      {
        tags: ['tracing', 'metrics', 'opentelemetry'],
      },
    ),
    m(
      'pytest-layout',
      'convention',
      'Tests live in tests/unit and tests/integration; integration tests carry @pytest.mark.integration and need `docker compose up -d db redis`. Reuse the fixtures in tests/conftest.py (client, db_session, fake_predictor, tiny_model) rather than building new ones.',
      {
        files: ['tests/conftest.py', 'tests/unit', 'tests/integration'],
        tags: ['pytest', 'tests', 'fixtures'],
      },
    ),
    m(
      'tests-no-real-models',
      'constraint',
      'Tests never pull a model from MLflow or GCS: use the tiny_model fixture (a two-layer stub saved in tests/fixtures/tiny_model.pt) or fake_predictor.',
      {
        files: ['tests/fixtures/tiny_model.pt', 'tests/conftest.py'],
        tags: ['tests', 'mlflow', 'fixtures'],
        reason: 'CI has no GCP credentials and the real fraud-risk artifact is 1.4 GB',
      },
    ),
    m(
      'tests-async',
      'decision',
      'API tests run with pytest-asyncio in auto mode and httpx.AsyncClient(transport=ASGITransport(app)); FastAPI’s TestClient is not used because it runs its own loop and hid the blocking-inference bug.',
      {
        files: ['tests/conftest.py'],
        tags: ['pytest', 'asyncio', 'httpx', 'tests'],
      },
    ),
    m(
      'lint-types',
      'convention',
      '`make lint` runs ruff check, ruff format --check and mypy --strict on src/; the same hooks run in pre-commit and CI. A `# type: ignore` needs an error code and a comment saying why.',
      {
        files: ['Makefile', '.pre-commit-config.yaml', 'pyproject.toml'],
        tags: ['ruff', 'mypy', 'lint'],
      },
    ),
    m(
      'pref-pathlib',
      'preference',
      'Please use pathlib instead of os.path, and give every function a return annotation even when it is None.',
    ),
    m(
      'pref-parametrize',
      'preference',
      'For table-style tests I want pytest.mark.parametrize with readable ids=, not a loop over cases inside one test function.',
    ),
    m(
      'docker-image',
      'fact',
      'The Dockerfile is multi-stage: uv sync --frozen --no-dev builds /app/.venv in the builder, and the runtime stage (python:3.12-slim, uid 10001) runs gunicorn -k uvicorn.workers.UvicornWorker -w 2 -b :8080 kestrel_scoring.main:app.',
      {
        files: ['Dockerfile'],
        tags: ['docker', 'gunicorn', 'uvicorn'],
      },
    ),
    m(
      'torch-cpu',
      'constraint',
      'Only the CPU build of torch is installed, from the pytorch-cpu index declared under [tool.uv.sources] in pyproject.toml; the default CUDA wheels add about 4 GB and the service has no GPU.',
      {
        files: ['pyproject.toml'],
        tags: ['pytorch', 'docker', 'image-size'],
      },
    ),
    m(
      'incident-oom',
      'incident',
      'Incident 2025-12: Cloud Run restarted scoring-api instances with "Memory limit of 8 GiB exceeded" after gunicorn was raised to 4 workers, each holding its own copy of the fraud and churn models (~1.6 GB apiece). Stay at 2 workers per instance and scale with instances.',
      {
        files: ['Dockerfile', 'deploy/cloudrun/service.yaml'],
        tags: ['memory', 'oom', 'gunicorn', 'incident'],
      },
    ),
    m(
      'settings',
      'convention',
      'Configuration is one pydantic-settings class, Settings in src/kestrel_scoring/config.py, read from KS_-prefixed environment variables and injected with get_settings(); nothing else reads os.environ.',
      {
        files: ['src/kestrel_scoring/config.py'],
        tags: ['config', 'pydantic-settings', 'env'],
      },
    ),
    m(
      'secret-manager',
      'constraint',
      'Credentials (DB password, bureau API key, MLflow token) live in Secret Manager and reach Cloud Run as secret-backed env vars; they never go into .env files, cloudbuild.yaml or service.yaml literals.',
      {
        tags: ['secrets', 'secret-manager', 'gcp'],
      },
    ),
    m(
      'local-dev',
      'workflow',
      'Running locally: `docker compose up -d db redis mlflow`, `uv run alembic upgrade head`, then `uv run fastapi dev src/kestrel_scoring/main.py`. Set KS_MODEL_SOURCE=local to load the checkpoints in ./models instead of asking MLflow.',
      {
        files: ['docker-compose.yml', '.env.example'],
        tags: ['local', 'docker-compose'],
      },
    ),
    m(
      'release',
      'workflow',
      'Merging to main deploys to staging through a Cloud Build trigger. Production is promoted by pushing a tag vYYYY.MM.DD.N; Cloud Run then shifts traffic 10% → 50% → 100% while the canary check watches 5xx rate and p99 latency.',
      {
        files: ['cloudbuild.yaml'],
        tags: ['release', 'canary', 'cloud-build'],
      },
    ),
    m(
      'shadow-models',
      'decision',
      'A new model version runs in shadow first: the challenger alias scores every request in a background task, its results go only to prediction_log with shadow=true, and after two weeks of shadow data the risk team decides whether it becomes champion.',
      {
        files: ['src/kestrel_scoring/ml/shadow.py'],
        tags: ['mlflow', 'shadow', 'rollout', 'models'],
        reason: 'v9 looked better offline and approved 3% more fraud in its first week live',
      },
    ),
    m(
      'mlflow-naming',
      'convention',
      'Registered models are named <domain>-<target> in kebab-case (fraud-risk, churn-90d). Every training run logs git_sha, feature_view_version and the training snapshot date as tags, or the registry refuses the version in the promote step.',
      {
        tags: ['mlflow', 'naming', 'training'],
      },
    ),
    m(
      'note-legacy-predict',
      'note',
      'The unversioned POST /predict route is only called by the collections team’s old Zapier flow; it goes away when they switch to /v1/score in Q3.',
      {
        files: ['src/kestrel_scoring/api/routes/legacy.py'],
        tags: ['legacy', 'deprecation'],
      },
    ),
    m(
      'note-gpu',
      'note',
      'There is no GPU quota in europe-west4 for this project; retraining runs as Vertex AI custom jobs in us-central1 on n1-standard-8 + T4, which the data-residency review allowed because training data is pseudonymised.',
      {
        tags: ['gpu', 'vertex-ai', 'training'],
      },
    ),
    m(
      'bureau-client',
      'fact',
      'Credit bureau data comes from the CrediCheck partner API through BureauClient (src/kestrel_scoring/integrations/bureau.py); its quota is 20 requests per second and each call is billed, so responses are cached per customer for 24 hours in Redis.',
      {
        fact: 'kestrel-scoring | bureau_cache_ttl | 24h',
        inferred: true,
        files: ['src/kestrel_scoring/integrations/bureau.py'],
        tags: ['bureau', 'integration', 'cache'],
      },
    ),
    m(
      'cand-triton',
      'decision',
      'Serve the models through NVIDIA Triton Inference Server instead of in-process PyTorch.',
      {
        candidate: true,
        tags: ['triton', 'serving'],
      },
    ),
    m(
      'cand-feature-cache',
      'convention',
      'Cache online feature vectors in Redis for 60 seconds per customer to save Feature Store calls.',
      {
        candidate: true,
        tags: ['redis', 'cache', 'features'],
      },
    ),
    m('cand-flask', 'fact', 'The HTTP layer is built with Flask-RESTX and marshmallow schemas.', {
      candidate: true,
      tags: ['flask'],
    }),
    m(
      'secret-redis',
      'fact',
      'prod Memorystore for celery: redis://default:vR7kQ2mZ9xLp4TnW8sYc@10.40.0.3:6379/1',
      { secret: 'vR7kQ2mZ9xLp4TnW8sYc' },
    ),
    m(
      'secret-gcp-key',
      'note',
      'BigQuery API key used by the drift notebook: AIzaSyC7m2Lq9XvR4tP8wK1nZ6bJ3hF0dG5sYeU',
      { secret: 'AIzaSyC7m2Lq9XvR4tP8wK1nZ6bJ3hF0dG5sYeU' },
    ),
    m('secret-mlflow', 'note', 'MLflow tracking server, ci-bot account: password is Mlf0w-Ci!9wQz7Rt2Kp', {
      secret: 'Mlf0w-Ci!9wQz7Rt2Kp',
    }),
  ],
  sessions: [
    {
      id: 'fastapi-ml-session-1',
      age: 5,
      turns: [
        said(
          'We decided POST /v1/batches takes a client-supplied batch_id and, if that id was already submitted, returns the existing job instead of scoring the file again.',
          { key: 's-batch-idem', type: 'decision' },
        ),
        replied(
          'Understood. I will add a unique constraint on batch_jobs(client_id, batch_id) and handle the conflict in the route.',
        ),
        said(
          'Never cast model inputs to float64; the models were trained on float32 tensors and scores drift in the fourth decimal otherwise.',
          { key: 's-float32', type: 'constraint' },
        ),
        said(
          'the staging db url is postgresql+asyncpg://scoring:Stg-P4ss-2026xQ@10.20.0.7/scoring if you need it',
          {
            secret: 'Stg-P4ss-2026xQ',
          },
        ),
        replied('Should I also switch the bureau calls from requests to something async while I am here?'),
        said(
          "Yes, let's use one shared httpx.AsyncClient created in the lifespan for the bureau API and any other outbound calls, no requests library.",
          { key: 's-httpx', type: 'decision' },
        ),
        said(
          'Our convention is that new tables get a UUIDv7 primary key called id plus created_at and updated_at timestamptz columns from TimestampMixin.',
          { key: 's-uuid7', type: 'convention' },
        ),
        said('ok great, thanks'),
      ],
    },
  ],
  prompts: [
    p('add a nullable `channel` column to prediction_log', ['alembic', 'prediction-log']),
    p(
      "deploy to prod failed at the migrate step: Multiple head revisions are present for given argument 'head'. help",
      ['incident-alembic-heads', 'alembic'],
    ),
    p('create a table for the chargeback labels we get back from partners (request_id, label, reported_at)', [
      'alembic',
      's-uuid7',
      'sqlalchemy-style',
    ]),
    p('pip install shap and add it to requirements.txt pls', ['pm-uv']),
    p(
      '@src/kestrel_scoring/api/routes/score.py p99 is like 8s under load but the model alone takes 40ms, whats going on',
      ['incident-event-loop', 'feature-timeout'],
    ),
    p('risk wants fraud-risk v14 live by tomorrow, how do i ship it', ['model-registry', 'shadow-models']),
    p('DS team sent the churn checkpoint as churn_full.pt, write the loader for it', [
      'torch-load',
      'model-registry',
    ]),
    p('add a risk_band field to the score response and rename `score` to `probability` while ur at it', [
      'score-contract',
    ]),
    p('can you change the decline cutoff to 0.8', ['thresholds', 'thresholds-card']),
    p('compliance asks why application 88121 was declined with nothing explaining it', ['reason-codes']),
    p('log the incoming payload in the score endpoint so i can see what the partners actually send', [
      'pii-logging',
      'logging-structlog',
    ]),
    p('write unit tests for Predictor.predict', ['tests-no-real-models', 'pytest-layout']),
    p('add a test for POST /v1/batches using TestClient', ['tests-async', 'pytest-layout', 's-batch-idem']),
    p(
      'add avg_ticket_90d as a feature, just compute it in the score endpoint from the bigquery transactions',
      ['feature-parity', 'bigquery-cost', 'feature-store'],
    ),
    p('AUC on the monitoring dashboard is way below the offline eval, any idea?', ['feature-parity']),
    p('the retraining task got killed halfway by a deploy and nobody reran it', [
      'celery-acks-late',
      'celery-acks-early',
    ]),
    p('write a celery task that rescores a customer when their features change, just pass the Customer in', [
      'celery-task-args',
      'celery-broker',
      'celery-acks-late',
      'celery-acks-early',
    ]),
    p('instances keep restarting with memory limit exceeded since I set gunicorn workers to 4', [
      'incident-oom',
      'docker-image',
    ]),
    p('why is our docker image 7gb??', ['torch-cpu', 'model-registry']),
    p('where does this run? i need to bump the min instances', ['deploy-cloudrun']),
    p('how do I run the api locally without downloading the real models', ['local-dev']),
    p('what does it take to get a change into production', ['release', 'alembic-deploy']),
    p('payments-svc gets 401 from /v1/score with a valid token, how are callers supposed to auth', [
      'auth-idtoken',
    ]),
    p('pls port @src/kestrel_scoring/schemas/batch.py, its still on orm_mode and .dict()', ['pydantic-v2']),
    p('add a client for the credit bureau api, base url and api key from env vars', [
      's-httpx',
      'settings',
      'secret-manager',
      'bureau-client',
    ]),
    p('mypy spits out 40 errors in features/, can i just slap type: ignore on them', ['lint-types']),
    p('partner resubmitted the same batch and got billed twice for it', ['s-batch-idem', 'batch-scoring']),
    p('scores from the api differ from the notebook in the 4th decimal', ['s-float32', 'feature-parity']),
    p('whats the difference between a generator expression and a list comprehension', []),
    p('explain this regex: ^[A-Z]{2}\\d{6}$', []),
    p('rename df2 to something that says what it is', []),
    p('thanks, looks good', []),
  ],
});
