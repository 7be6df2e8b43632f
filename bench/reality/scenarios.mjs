// Synthetic repositories for `npm run bench:reality`: each is a set of files as a real project would have
// them (manifests, lockfiles, CI, deploy configs) and memories people wrote about it, each labelled by
// meaning with what is true of this repository: `contradicted` (the memory's claim is no longer what the
// code shows), `confirmed` (the code backs it), `unknown` (the code cannot tell). Labels were written from
// the repository's content, not from running spool.

const json = (o) => `${JSON.stringify(o, null, 2)}\n`;
const pkg = (deps = {}, dev = {}, extra = {}) =>
  json({ name: 'app', version: '1.0.0', ...extra, dependencies: deps, devDependencies: dev });
const gha = (steps) =>
  `name: ci\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n${steps
    .map((s) => `      ${s}`)
    .join('\n')}\n`;

const C = 'contradicted';
const OK = 'confirmed';
const U = 'unknown';

/** @type {{ name: string, stack: string, files: Record<string,string>, memories: { text: string, fact?: {subject:string,predicate:string,object:string}, file_refs?: string[], expect: string, deploy?: boolean }[] }[]} */
export const SCENARIOS = [
  {
    name: 'node-heroku-to-fly',
    stack: 'node',
    files: {
      'package.json': pkg({ express: '^4.19.2', pg: '^8.11.3' }, { jest: '^29.7.0', eslint: '^9.0.0' }),
      'package-lock.json': '{}',
      'fly.toml': 'app = "orders-api"\nprimary_region = "fra"\n[http_service]\n  internal_port = 8080\n',
      '.github/workflows/deploy.yml': gha([
        '- uses: superfly/flyctl-actions/setup-flyctl@master',
        '- run: flyctl deploy --remote-only',
      ]),
      Dockerfile: 'FROM node:20-slim\nWORKDIR /app\nCOPY . .\nCMD ["node", "server.js"]\n',
    },
    memories: [
      {
        text: 'We deploy the orders API to Heroku; push to the heroku remote to release.',
        expect: C,
        deploy: true,
      },
      { text: 'Production runs on Fly.io in the fra region.', expect: OK, deploy: true },
      { text: 'Orders are stored in Postgres, one schema per tenant.', expect: OK },
      { text: 'Unit tests use Jest with the node environment.', expect: OK },
      { text: 'Always return money amounts as integer cents from the API.', expect: U },
      {
        text: 'app | deployment_platform | heroku',
        fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
        expect: C,
        deploy: true,
      },
    ],
  },
  {
    name: 'node-pnpm-monorepo',
    stack: 'node',
    files: {
      'package.json': pkg(
        {},
        { turbo: '^2.0.0', '@biomejs/biome': '^1.8.0' },
        { packageManager: 'pnpm@9.1.0' },
      ),
      'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
      'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n',
      'apps/web/package.json': pkg(
        { next: '14.2.3', react: '18.3.1', '@clerk/nextjs': '^5.0.0' },
        { vitest: '^1.6.0' },
      ),
      'apps/api/package.json': pkg(
        { fastify: '^4.27.0', 'drizzle-orm': '^0.30.0', postgres: '^3.4.4' },
        { vitest: '^1.6.0' },
      ),
      'apps/web/vercel.json': '{ "framework": "nextjs" }\n',
      '.github/workflows/ci.yml': gha([
        '- uses: pnpm/action-setup@v4',
        '- run: pnpm install --frozen-lockfile',
        '- run: pnpm test',
      ]),
    },
    memories: [
      { text: 'Use npm workspaces; run npm install at the root.', expect: C },
      { text: 'The monorepo uses pnpm workspaces.', expect: OK },
      { text: 'Lint and format with ESLint and Prettier.', expect: C },
      { text: 'Auth on the web app is handled by Clerk.', expect: OK },
      { text: 'The web app is deployed on Vercel.', expect: OK, deploy: true },
      { text: 'The API talks to Postgres through Drizzle.', expect: OK },
      { text: 'Tests use Jest with ts-jest.', expect: C },
      { text: 'Feature flags live in the flags table and are cached for 30 seconds.', expect: U },
    ],
  },
  {
    name: 'node-mysql-dev-only-pg',
    stack: 'node',
    files: {
      'package.json': pkg(
        { mysql2: '^3.9.0', koa: '^2.15.0' },
        { pg: '^8.11.0', mocha: '^10.4.0', 'pg-mem': '^2.8.0' },
      ),
      'yarn.lock': '# yarn lockfile v1\n',
      '.gitlab-ci.yml':
        'stages: [test, deploy]\ntest:\n  script:\n    - yarn install\n    - yarn test\ndeploy:\n  script:\n    - kubectl apply -f k8s/\n',
      'k8s/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: inventory\n',
    },
    memories: [
      { text: 'The inventory service keeps its data in MySQL 8.', expect: OK },
      { text: 'Our database is PostgreSQL.', expect: U },
      { text: 'Packages are installed with yarn (classic).', expect: OK },
      { text: 'CI runs on GitHub Actions.', expect: C },
      { text: 'We deploy inventory to Kubernetes with kubectl apply.', expect: OK, deploy: true },
      { text: 'We deploy inventory to Heroku.', expect: C, deploy: true },
      { text: 'Tests are written with Mocha and chai.', expect: OK },
    ],
  },
  {
    name: 'node-netlify-static',
    stack: 'node',
    files: {
      'package.json': pkg(
        { react: '^18.2.0' },
        { vite: '^5.2.0', vitest: '^1.6.0', eslint: '^8.57.0', prettier: '^3.2.5' },
        { engines: { node: '20.x' } },
      ),
      'package-lock.json': '{}',
      'netlify.toml': '[build]\n  command = "npm run build"\n  publish = "dist"\n',
      '.nvmrc': '20\n',
    },
    memories: [
      { text: 'The marketing site is hosted on Netlify.', expect: OK, deploy: true },
      { text: 'The site deploys to Vercel on every merge.', expect: C, deploy: true },
      { text: 'We are on Node 18 for the build.', expect: C },
      { text: 'Node 20 is the runtime we pin in .nvmrc.', expect: OK },
      { text: 'Code style is enforced with ESLint plus Prettier.', expect: OK },
      { text: 'Hero images must be under 200 KB.', expect: U },
    ],
  },
  {
    name: 'node-render-mongo',
    stack: 'node',
    files: {
      'package.json': pkg(
        { express: '^4.18.0', mongoose: '^8.3.0', passport: '^0.7.0' },
        { jest: '^29.0.0' },
      ),
      'package-lock.json': '{}',
      'render.yaml': 'services:\n  - type: web\n    name: notes-api\n    env: node\n',
      '.env.example': 'MONGODB_URL=mongodb://localhost:27017/notes\nSESSION_SECRET=changeme\n',
    },
    memories: [
      { text: 'The notes API is deployed on Render.', expect: OK, deploy: true },
      { text: 'Notes are stored in MongoDB via Mongoose.', expect: OK },
      { text: 'Notes live in a Postgres table with a JSONB body.', expect: C },
      { text: 'Login uses Passport with the local strategy.', expect: OK },
      { text: 'We use pnpm for installs.', expect: C },
      { text: 'We render notes to Markdown on the client.', expect: U },
    ],
  },
  {
    name: 'node-cloudflare-workers',
    stack: 'node',
    files: {
      'package.json': pkg(
        { hono: '^4.4.0' },
        { wrangler: '^3.60.0', vitest: '^1.6.0', typescript: '^5.4.0' },
      ),
      'bun.lockb': '',
      'wrangler.toml': 'name = "edge-router"\nmain = "src/index.ts"\ncompatibility_date = "2024-06-01"\n',
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
    },
    memories: [
      { text: 'The router runs on Cloudflare Workers and deploys with wrangler.', expect: OK, deploy: true },
      { text: 'We deploy the edge router to AWS Lambda via serverless.', expect: C, deploy: true },
      { text: 'Dependencies are managed with Bun.', expect: OK },
      { text: 'Install dependencies with npm ci.', expect: C },
      { text: 'Routes are declared with Hono.', expect: OK },
      { text: 'Cache responses for 60 seconds at the edge.', expect: U },
    ],
  },
  {
    name: 'node-railway-mid-migration',
    stack: 'node',
    files: {
      'package.json': pkg(
        { express: '^4.19.0', pg: '^8.11.0', mysql2: '^3.9.0', '@prisma/client': '^5.14.0' },
        { vitest: '^1.6.0' },
      ),
      'package-lock.json': '{}',
      'railway.json': '{ "build": { "builder": "NIXPACKS" } }\n',
      'docker-compose.yml':
        'services:\n  mysql:\n    image: mysql:8.0\n  postgres:\n    image: postgres:16\n',
    },
    memories: [
      { text: 'We are migrating from MySQL to Postgres; both drivers stay until the cutover.', expect: OK },
      { text: 'The billing database is MySQL.', expect: OK },
      { text: 'The app is hosted on Railway.', expect: OK, deploy: true },
      { text: 'Deploys go out through Render.', expect: C, deploy: true },
      { text: 'The database is MongoDB Atlas.', expect: C },
    ],
  },
  {
    name: 'node-aws-lambda-serverless',
    stack: 'node',
    files: {
      'package.json': pkg(
        { '@aws-sdk/client-dynamodb': '^3.590.0' },
        { serverless: '^3.38.0', jest: '^29.7.0' },
      ),
      'package-lock.json': '{}',
      'serverless.yml': 'service: thumbnails\nprovider:\n  name: aws\n  runtime: nodejs20.x\n',
      '.github/workflows/deploy.yml': gha(['- run: npm ci', '- run: npx serverless deploy --stage prod']),
    },
    memories: [
      {
        text: 'Thumbnails are generated in AWS Lambda functions deployed with the Serverless Framework.',
        expect: OK,
        deploy: true,
      },
      { text: 'Thumbnail metadata is kept in DynamoDB.', expect: OK },
      { text: 'The thumbnail service is deployed on Fly.io.', expect: C, deploy: true },
      { text: 'Resize to 320, 640 and 1280 pixels wide.', expect: U },
      { text: 'CI is on CircleCI.', expect: C },
    ],
  },
  {
    name: 'node-gke-helm',
    stack: 'node',
    files: {
      'package.json': pkg(
        { '@nestjs/core': '^10.3.0', typeorm: '^0.3.20', pg: '^8.11.0', redis: '^4.6.0' },
        { jest: '^29.7.0', eslint: '^8.57.0' },
      ),
      'package-lock.json': '{}',
      'charts/payments/Chart.yaml': 'apiVersion: v2\nname: payments\nversion: 0.4.1\n',
      'charts/payments/templates/deployment.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: payments\n',
      '.github/workflows/release.yml': gha(['- run: helm upgrade --install payments charts/payments']),
    },
    memories: [
      { text: 'Payments runs on Kubernetes (GKE) and is released with Helm.', expect: OK, deploy: true },
      { text: 'We deploy payments to Heroku with a Procfile.', expect: C, deploy: true },
      { text: 'NestJS is the backend framework.', expect: OK },
      { text: 'Idempotency keys are cached in Redis for 24 hours.', expect: OK },
      { text: 'Payments data is stored in MySQL.', expect: C },
      { text: 'Never log card numbers, even masked.', expect: U },
    ],
  },
  {
    name: 'node-commented-compose',
    stack: 'node',
    files: {
      'package.json': pkg({ fastify: '^4.0.0', pg: '^8.0.0' }, { vitest: '^1.0.0' }),
      'package-lock.json': '{}',
      'docker-compose.yml': 'services:\n  db:\n    image: postgres:15\n  # mongo:\n  #   image: mongo:7\n',
    },
    memories: [
      { text: 'Local development uses MongoDB from docker compose.', expect: C },
      { text: 'Local development runs Postgres 15 in docker compose.', expect: OK },
      { text: 'Tests run with Vitest in watch mode locally.', expect: OK },
      { text: 'Use mocha for the integration tests.', expect: C },
    ],
  },
  {
    name: 'node-dockerfile-next-to-fly',
    stack: 'node',
    files: {
      'package.json': pkg(
        { express: '^4.0.0', 'better-sqlite3': '^11.0.0' },
        { 'node:test': '0.0.0' },
        { scripts: { test: 'node --test' } },
      ),
      'package-lock.json': '{}',
      Dockerfile: 'FROM node:22\nCMD ["npm", "start"]\n',
      'docker-compose.dev.yml': 'services:\n  app:\n    build: .\n',
      'fly.toml': 'app = "tiny-wiki"\n',
    },
    memories: [
      { text: 'The wiki is deployed on Fly.io with a volume for the SQLite file.', expect: OK, deploy: true },
      { text: 'The wiki stores pages in SQLite.', expect: OK },
      { text: 'We host the wiki on DigitalOcean droplets.', expect: C, deploy: true },
      { text: 'Tests use the built-in node test runner.', expect: OK },
      { text: 'Tests use Jest snapshots.', expect: C },
    ],
  },
  {
    name: 'node-versions',
    stack: 'node',
    files: {
      'package.json': pkg({ express: '^4.0.0' }, { vitest: '^2.0.0' }, { engines: { node: '>=18' } }),
      'package-lock.json': '{}',
      '.tool-versions': 'nodejs 22.3.0\n',
    },
    memories: [
      { text: 'The service runs on Node 22.', expect: OK },
      { text: 'We still run Node 16 in production.', expect: C },
      { text: 'Prefer async/await over callbacks.', expect: U },
      { text: 'CI runs on Jenkins.', expect: U },
    ],
  },
  {
    name: 'py-django-heroku-to-render',
    stack: 'python',
    files: {
      'pyproject.toml':
        '[project]\nname = "shop"\nrequires-python = ">=3.12"\ndependencies = ["Django>=5.0", "psycopg[binary]>=3.1", "gunicorn"]\n\n[tool.poetry]\nname = "shop"\n\n[tool.pytest.ini_options]\nDJANGO_SETTINGS_MODULE = "shop.settings"\n\n[tool.ruff]\nline-length = 100\n',
      'poetry.lock': '# poetry lock\n',
      'render.yaml': 'services:\n  - type: web\n    name: shop\n    env: python\n',
      Procfile: 'web: gunicorn shop.wsgi\n',
      '.python-version': '3.12.3\n',
    },
    memories: [
      { text: 'The shop is deployed on Render.', expect: OK, deploy: true },
      { text: 'We deploy the shop to Fly.io.', expect: C, deploy: true },
      { text: 'Dependencies are managed with Poetry.', expect: OK },
      { text: 'Install dependencies with pipenv.', expect: C },
      { text: 'Lint with flake8 and format with black.', expect: C },
      { text: 'Ruff is our linter.', expect: OK },
      { text: 'The shop runs on Python 3.10.', expect: C },
      { text: 'Tests use pytest with pytest-django.', expect: OK },
      { text: 'Orders are stored in PostgreSQL.', expect: OK },
    ],
  },
  {
    name: 'py-fastapi-uv',
    stack: 'python',
    files: {
      'pyproject.toml':
        '[project]\nname = "ingest"\nrequires-python = ">=3.11"\ndependencies = ["fastapi", "asyncpg", "redis>=5"]\n\n[dependency-groups]\ndev = ["pytest", "mypy"]\n\n[tool.uv]\ndev-dependencies = []\n',
      'uv.lock': 'version = 1\n',
      '.github/workflows/ci.yml': gha(['- run: uv sync', '- run: uv run pytest']),
      'fly.toml': 'app = "ingest"\n',
    },
    memories: [
      { text: 'The ingest API is built with FastAPI.', expect: OK },
      { text: 'We use Flask for the ingest API.', expect: U },
      { text: 'Use uv to manage dependencies.', expect: OK },
      { text: 'Dependencies are pinned with pip-tools requirements files.', expect: U },
      { text: 'Events go to Postgres via asyncpg.', expect: OK },
      { text: 'Events are written to MongoDB.', expect: C },
      { text: 'The ingest service is hosted on Heroku.', expect: C, deploy: true },
      { text: 'Retry failed webhooks 5 times with backoff.', expect: U },
    ],
  },
  {
    name: 'py-flask-requirements',
    stack: 'python',
    files: {
      'requirements.txt': 'Flask==3.0.3\nSQLAlchemy==2.0.30\nPyMySQL==1.1.0\n',
      'requirements-dev.txt': 'pytest==8.2.0\npsycopg2-binary==2.9.9\nflake8==7.0.0\n',
      'app.yaml': 'runtime: python312\nentrypoint: gunicorn -b :$PORT main:app\n',
    },
    memories: [
      { text: 'The app is deployed on Google App Engine.', expect: OK, deploy: true },
      { text: 'We deploy to Heroku.', expect: C, deploy: true },
      { text: 'The database is MySQL (Cloud SQL).', expect: OK },
      { text: 'The database is PostgreSQL.', expect: U },
      { text: 'Lint with flake8.', expect: OK },
      { text: 'We manage dependencies with Poetry.', expect: C },
    ],
  },
  {
    name: 'py-data-pipeline',
    stack: 'python',
    files: {
      'pyproject.toml':
        '[project]\nname = "etl"\nrequires-python = ">=3.11,<3.13"\ndependencies = ["pandas", "sqlalchemy", "psycopg2-binary", "boto3"]\n[project.optional-dependencies]\ntest = ["pytest", "moto"]\n',
      'requirements.lock': '',
      '.python-version': '3.11\n',
      'infra/main.tf':
        'provider "aws" {\n  region = "eu-west-1"\n}\n\nresource "aws_db_instance" "warehouse" {\n  engine = "postgres"\n}\n\nresource "aws_ecs_service" "etl" {\n  name = "etl"\n}\n',
    },
    memories: [
      { text: 'The warehouse is Postgres on RDS.', expect: OK },
      { text: 'ETL jobs run as ECS tasks on Fargate.', expect: OK, deploy: true },
      { text: 'The warehouse database is Snowflake.', expect: U },
      { text: 'The warehouse runs on MySQL RDS.', expect: C },
      { text: 'We run Python 3.9 in the jobs.', expect: C },
      { text: 'Pipelines must be idempotent: re-running a day replaces that day.', expect: U },
    ],
  },
  {
    name: 'py-django-celery-k8s',
    stack: 'python',
    files: {
      'requirements.txt': 'Django==4.2.13\ncelery==5.4.0\nredis==5.0.4\npsycopg2==2.9.9\n',
      'requirements-test.txt': 'pytest==8.2.0\n',
      'k8s/web.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n',
      'k8s/worker.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: worker\n',
      '.gitlab-ci.yml': 'deploy:\n  script:\n    - kubectl apply -f k8s/\n',
      '.pylintrc': '[MASTER]\n',
    },
    memories: [
      { text: 'Web and workers run on our Kubernetes cluster.', expect: OK, deploy: true },
      { text: 'Workers are deployed to AWS Lambda.', expect: C, deploy: true },
      { text: 'Celery uses Redis as the broker.', expect: OK },
      { text: 'CI is GitLab CI.', expect: OK },
      { text: 'CI runs on GitHub Actions.', expect: C },
      { text: 'We lint with pylint.', expect: OK },
      { text: 'The primary database is MySQL.', expect: C },
    ],
  },
  {
    name: 'py-pipenv-legacy',
    stack: 'python',
    files: {
      Pipfile: '[packages]\nflask = "*"\npymongo = "*"\n',
      'Pipfile.lock': '{}',
      'requirements.txt': 'flask\npymongo\n',
      Procfile: 'web: gunicorn app:app\n',
      'app.json': '{ "name": "legacy", "buildpacks": [{ "url": "heroku/python" }] }\n',
    },
    memories: [
      { text: 'The legacy app runs on Heroku.', expect: OK, deploy: true },
      { text: 'Data lives in MongoDB.', expect: OK },
      { text: 'Data lives in Postgres.', expect: C },
      { text: 'We use Pipenv.', expect: OK },
      { text: 'Use the feature branch workflow and squash merges.', expect: U },
    ],
  },
  {
    name: 'py-monorepo-two-services',
    stack: 'python',
    files: {
      'services/search/pyproject.toml':
        '[project]\nname = "search"\ndependencies = ["fastapi", "elasticsearch>=8"]\n',
      'services/accounts/pyproject.toml':
        '[project]\nname = "accounts"\ndependencies = ["django", "psycopg>=3"]\n',
      'services/accounts/uv.lock': '',
      'services/search/uv.lock': '',
    },
    memories: [
      { text: 'Accounts stores users in Postgres.', file_refs: ['services/accounts/models.py'], expect: OK },
      {
        text: 'The accounts service uses MongoDB for user records.',
        file_refs: ['services/accounts/models.py'],
        expect: C,
      },
      {
        text: 'Search indexes documents in Elasticsearch.',
        file_refs: ['services/search/index.py'],
        expect: OK,
      },
      { text: 'Both services use uv.', expect: OK },
    ],
  },
  {
    name: 'py-tox-unittest',
    stack: 'python',
    files: {
      'pyproject.toml':
        '[project]\nname = "lib"\nrequires-python = ">=3.9"\ndependencies = []\n[tool.black]\nline-length = 88\n',
      'requirements-dev.txt': 'black\nmypy\n',
      '.github/workflows/test.yml': gha(['- run: python -m unittest discover']),
    },
    memories: [
      { text: 'Format code with Black.', expect: OK },
      { text: 'The library supports Python 3.9 and newer.', expect: OK },
      { text: 'CI runs on Travis CI.', expect: C },
      { text: 'Public functions need docstrings.', expect: U },
    ],
  },
  {
    name: 'rb-rails-heroku-to-kamal-k8s',
    stack: 'ruby',
    files: {
      Gemfile:
        "source 'https://rubygems.org'\nruby '3.3.1'\ngem 'rails', '~> 7.1'\ngem 'pg', '~> 1.5'\ngem 'devise'\ngem 'sidekiq'\ngem 'redis'\ngroup :development, :test do\n  gem 'rspec-rails'\n  gem 'rubocop', require: false\nend\n",
      'Gemfile.lock': 'GEM\n',
      '.ruby-version': '3.3.1\n',
      'config/deploy/production.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n',
      '.github/workflows/deploy.yml': gha([
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JavaScript
        '- run: kubectl set image deployment/web web=registry/app:${{ github.sha }}',
      ]),
    },
    memories: [
      { text: 'We deploy the Rails app to Heroku with git push heroku main.', expect: C, deploy: true },
      { text: 'The Rails app runs on Kubernetes.', expect: OK, deploy: true },
      { text: 'Authentication is Devise with confirmable.', expect: OK },
      { text: 'Specs are written in RSpec.', expect: OK },
      { text: 'Tests use Minitest.', expect: C },
      { text: 'We are on Ruby 3.1.', expect: C },
      { text: 'The database is PostgreSQL 16.', expect: OK },
      { text: 'Background jobs use Sidekiq with Redis.', expect: OK },
    ],
  },
  {
    name: 'rb-rails-mysql',
    stack: 'ruby',
    files: {
      Gemfile:
        "source 'https://rubygems.org'\ngem 'rails', '~> 7.0'\ngem 'mysql2'\ngroup :test do\n  gem 'sqlite3'\nend\n",
      'Gemfile.lock': 'GEM\n',
      '.circleci/config.yml': 'version: 2.1\njobs:\n  test:\n    steps:\n      - run: bin/rails test\n',
    },
    memories: [
      { text: 'Production data is in MySQL.', expect: OK },
      { text: 'Production data is in SQLite.', expect: U },
      { text: 'Production data is in PostgreSQL.', expect: C },
      { text: 'CI runs on CircleCI.', expect: OK },
      { text: 'CI runs on GitLab CI.', expect: C },
    ],
  },
  {
    name: 'rb-sinatra-fly',
    stack: 'ruby',
    files: {
      Gemfile:
        "source 'https://rubygems.org'\ngem 'sinatra'\ngem 'sequel'\ngem 'pg'\ngem 'minitest', group: :test\n",
      'Gemfile.lock': '',
      'fly.toml': 'app = "status-page"\n',
      Procfile: 'web: bundle exec rackup\n',
    },
    memories: [
      { text: 'The status page runs on Fly.io.', expect: OK, deploy: true },
      { text: 'The status page is hosted on Heroku.', expect: U, deploy: true },
      { text: 'Tests use Minitest.', expect: OK },
      { text: 'Tests use RSpec.', expect: C },
      { text: 'Incidents are stored in Postgres.', expect: OK },
    ],
  },
  {
    name: 'rb-gem-library',
    stack: 'ruby',
    files: {
      Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rspec'\ngem 'rubocop'\n",
      '.rubocop.yml': 'AllCops:\n  TargetRubyVersion: 3.2\n',
      '.rspec': '--require spec_helper\n',
      '.ruby-version': '3.2.4\n',
    },
    memories: [
      { text: 'Style is enforced with RuboCop.', expect: OK },
      { text: 'We target Ruby 3.2.', expect: OK },
      { text: 'We are still on Ruby 2.7.', expect: C },
      { text: 'Keep the public API backwards compatible within a major version.', expect: U },
    ],
  },
  {
    name: 'rb-rails-render-mongo',
    stack: 'ruby',
    files: {
      Gemfile: "source 'https://rubygems.org'\ngem 'rails', '~> 7.1'\ngem 'mongoid'\ngem 'devise'\n",
      'Gemfile.lock': '',
      'render.yaml': 'services:\n  - type: web\n    name: cms\n',
    },
    memories: [
      { text: 'The CMS stores content in MongoDB through Mongoid.', expect: OK },
      { text: 'The CMS database is MySQL.', expect: C },
      { text: 'The CMS is deployed to Render.', expect: OK, deploy: true },
      { text: 'The CMS deploys with Vercel.', expect: C, deploy: true },
    ],
  },
  {
    name: 'rb-rails-kamal',
    stack: 'ruby',
    files: {
      Gemfile:
        "source 'https://rubygems.org'\ngem 'rails', '~> 8.0'\ngem 'sqlite3'\ngem 'kamal', require: false\n",
      'Gemfile.lock': '',
      'config/deploy.yml': 'service: journal\nimage: me/journal\nservers:\n  - 192.0.2.10\n',
    },
    memories: [
      { text: 'The journal app deploys to our own server with Kamal.', expect: U, deploy: true },
      { text: 'The journal uses SQLite in production.', expect: OK },
      { text: 'The journal uses Postgres in production.', expect: C },
    ],
  },
  {
    name: 'go-service-gke',
    stack: 'go',
    files: {
      'go.mod':
        'module github.com/acme/ledger\n\ngo 1.22\n\nrequire (\n\tgithub.com/go-chi/chi/v5 v5.0.12\n\tgithub.com/jackc/pgx/v5 v5.6.0\n\tgithub.com/redis/go-redis/v9 v9.5.1\n)\n',
      'go.sum': '',
      '.golangci.yml': 'linters:\n  enable: [govet]\n',
      'deploy/ledger.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ledger\n',
      '.github/workflows/ci.yml': gha(['- run: go test ./...']),
    },
    memories: [
      { text: 'The ledger service stores entries in Postgres via pgx.', expect: OK },
      { text: 'The ledger stores entries in MySQL.', expect: C },
      { text: 'HTTP routing uses chi.', expect: OK },
      { text: 'We build with Go 1.20.', expect: C },
      { text: 'Go 1.22 is the toolchain.', expect: OK },
      { text: 'Lint with golangci-lint.', expect: OK },
      { text: 'The ledger runs on Kubernetes.', expect: OK, deploy: true },
      { text: 'Amounts are int64 minor units, never floats.', expect: U },
    ],
  },
  {
    name: 'go-cloud-run',
    stack: 'go',
    files: {
      'go.mod':
        'module example.com/thumbs\n\ngo 1.21\n\nrequire github.com/gin-gonic/gin v1.10.0\nrequire cloud.google.com/go/firestore v1.15.0\n',
      '.github/workflows/deploy.yml': gha(['- uses: google-github-actions/deploy-cloudrun@v2']),
    },
    memories: [
      { text: 'The thumbs service is deployed to Cloud Run.', expect: OK, deploy: true },
      { text: 'We deploy thumbs to App Engine.', expect: C, deploy: true },
      { text: 'The HTTP layer uses Gin.', expect: OK },
      { text: 'Go 1.21 is required.', expect: OK },
    ],
  },
  {
    name: 'go-cli-tool',
    stack: 'go',
    files: {
      'go.mod':
        'module github.com/acme/kit\n\ngo 1.23\n\nrequire (\n\tgithub.com/spf13/cobra v1.8.0\n\tmodernc.org/sqlite v1.29.0\n)\n',
      '.goreleaser.yaml': 'builds:\n  - env: [CGO_ENABLED=0]\n',
      '.github/workflows/release.yml': gha(['- uses: goreleaser/goreleaser-action@v5']),
    },
    memories: [
      { text: 'The CLI keeps its cache in SQLite (pure Go driver, no cgo).', expect: OK },
      { text: 'Releases are built by GitHub Actions.', expect: OK },
      { text: 'Releases are built on Jenkins.', expect: C },
      { text: 'Flags use cobra.', expect: U },
    ],
  },
  {
    name: 'go-mongo-fly-migration',
    stack: 'go',
    files: {
      'go.mod':
        'module example.com/feed\n\ngo 1.22\n\nrequire (\n\tgo.mongodb.org/mongo-driver v1.15.0\n\tgithub.com/labstack/echo/v4 v4.12.0\n)\n',
      'fly.toml': 'app = "feed"\n',
      'heroku.yml': 'build:\n  docker:\n    web: Dockerfile\n',
    },
    memories: [
      { text: 'The feed is hosted on Fly.io.', expect: OK, deploy: true },
      { text: 'The feed is hosted on Heroku.', expect: OK, deploy: true },
      { text: 'Feed items are stored in MongoDB.', expect: OK },
      { text: 'Feed items are stored in Cassandra.', expect: C },
    ],
  },
  {
    name: 'go-monorepo',
    stack: 'go',
    files: {
      'svc/orders/go.mod': 'module acme/orders\n\ngo 1.22\n\nrequire github.com/lib/pq v1.10.9\n',
      'svc/catalog/go.mod': 'module acme/catalog\n\ngo 1.22\n\nrequire go.mongodb.org/mongo-driver v1.15.0\n',
      '.gitlab-ci.yml': 'test:\n  script: go test ./...\n',
    },
    memories: [
      { text: 'Orders are stored in Postgres.', file_refs: ['svc/orders/store.go'], expect: OK },
      { text: 'The catalog is stored in Postgres.', file_refs: ['svc/catalog/store.go'], expect: C },
      { text: 'The catalog moved from MongoDB to Postgres.', file_refs: ['svc/catalog/store.go'], expect: C },
      { text: 'CI is GitLab CI.', expect: OK },
    ],
  },
  {
    name: 'go-terraform-lambda',
    stack: 'go',
    files: {
      'go.mod': 'module example.com/hooks\n\ngo 1.22\n\nrequire github.com/aws/aws-lambda-go v1.47.0\n',
      'terraform/main.tf':
        'resource "aws_lambda_function" "hooks" {\n  function_name = "hooks"\n  runtime = "provided.al2023"\n}\n\n# resource "heroku_app" "old" {}\nresource "aws_dynamodb_table" "events" {\n  name = "events"\n}\n',
    },
    memories: [
      {
        text: 'The webhook receiver is deployed as an AWS Lambda function via Terraform.',
        expect: OK,
        deploy: true,
      },
      { text: 'The webhook receiver is deployed on Heroku.', expect: C, deploy: true },
      { text: 'Events are stored in DynamoDB.', expect: OK },
      { text: 'Events are stored in Postgres.', expect: C },
    ],
  },
  {
    name: 'rs-axum-service',
    stack: 'rust',
    files: {
      'Cargo.toml':
        '[package]\nname = "quotes"\nversion = "0.1.0"\nedition = "2021"\nrust-version = "1.78"\n\n[dependencies]\naxum = "0.7"\ntokio-postgres = "0.7"\nredis = "0.25"\n\n[dev-dependencies]\nrusqlite = "0.31"\n',
      'Cargo.lock': '',
      'fly.toml': 'app = "quotes"\n',
      '.github/workflows/ci.yml': gha(['- run: cargo clippy -- -D warnings', '- run: cargo test']),
    },
    memories: [
      { text: 'The quotes API is written with Axum.', expect: OK },
      { text: 'Quotes are persisted in Postgres.', expect: OK },
      { text: 'Quotes are persisted in SQLite.', expect: U },
      { text: 'Quotes are persisted in MySQL.', expect: C },
      { text: 'The API is deployed to Fly.io.', expect: OK, deploy: true },
      { text: 'The API is deployed on Railway.', expect: C, deploy: true },
      { text: 'CI runs on GitHub Actions.', expect: OK },
    ],
  },
  {
    name: 'rs-cli',
    stack: 'rust',
    files: {
      'Cargo.toml':
        '[package]\nname = "grepx"\nversion = "1.2.0"\n\n[dependencies]\nclap = "4"\nregex = "1"\n',
      'rust-toolchain': '1.79.0\n',
      '.github/workflows/release.yml': gha(['- run: cargo build --release']),
    },
    memories: [
      { text: 'Argument parsing uses clap derive.', expect: U },
      { text: 'We build with Rust 1.79.', expect: OK },
      { text: 'CI is on CircleCI.', expect: C },
      { text: 'Releases must be reproducible.', expect: U },
    ],
  },
  {
    name: 'rs-actix-k8s',
    stack: 'rust',
    files: {
      'Cargo.toml': '[package]\nname = "gateway"\n\n[dependencies]\nactix-web = "4"\nmongodb = "2.8"\n',
      'k8s/gateway.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: gateway\n',
      Jenkinsfile:
        "pipeline { agent any\n stages { stage('deploy') { steps { sh 'kubectl apply -f k8s/' } } } }\n",
    },
    memories: [
      { text: 'The gateway runs on Kubernetes.', expect: OK, deploy: true },
      { text: 'The gateway is built with Actix Web.', expect: OK },
      { text: 'Sessions are stored in MongoDB.', expect: OK },
      { text: 'Sessions are stored in DynamoDB.', expect: C },
      { text: 'CI runs on Jenkins.', expect: OK },
      { text: 'CI runs on GitHub Actions.', expect: C },
    ],
  },
  {
    name: 'rs-workers-wasm',
    stack: 'rust',
    files: {
      'Cargo.toml': '[package]\nname = "edge"\n\n[dependencies]\nworker = "0.3"\n',
      'wrangler.toml': 'name = "edge"\nmain = "build/worker/shim.mjs"\n',
    },
    memories: [
      { text: 'The edge function deploys with wrangler to Cloudflare Workers.', expect: OK, deploy: true },
      { text: 'The edge function is deployed to Vercel Edge.', expect: C, deploy: true },
      { text: 'Keep the worker bundle under 1 MB.', expect: U },
    ],
  },
  {
    name: 'rs-rocket-sqlite',
    stack: 'rust',
    files: {
      'Cargo.toml': '[package]\nname = "pastebin"\n\n[dependencies]\nrocket = "0.5"\nrusqlite = "0.31"\n',
      'railway.toml': '[build]\nbuilder = "nixpacks"\n',
    },
    memories: [
      { text: 'The pastebin is deployed on Railway.', expect: OK, deploy: true },
      { text: 'Pastes are stored in SQLite.', expect: OK },
      { text: 'Pastes are stored in Redis.', expect: U },
      { text: 'Pastes are kept in Postgres.', expect: C },
    ],
  },
  {
    name: 'php-laravel',
    stack: 'php',
    files: {
      'composer.json': json({
        require: { php: '^8.2', 'laravel/framework': '^11.0' },
        'require-dev': { 'phpunit/phpunit': '^11.0' },
      }),
      '.env.example': 'APP_NAME=Laravel\nDATABASE_URL=mysql://root@127.0.0.1:3306/app\n',
      'phpunit.xml': '<phpunit/>\n',
    },
    memories: [
      { text: 'The app is a Laravel 11 project.', expect: OK },
      { text: 'Local development uses MySQL.', expect: OK },
      { text: 'The database is Postgres.', expect: C },
      { text: 'Tests use PHPUnit.', expect: OK },
    ],
  },
  {
    name: 'java-spring',
    stack: 'jvm',
    files: {
      'pom.xml':
        '<project>\n  <properties>\n    <java.version>21</java.version>\n  </properties>\n  <dependencies>\n    <dependency>\n      <groupId>org.springframework.boot</groupId>\n      <artifactId>spring-boot-starter-web</artifactId>\n    </dependency>\n    <dependency>\n      <groupId>org.postgresql</groupId>\n      <artifactId>postgresql</artifactId>\n    </dependency>\n    <dependency>\n      <groupId>com.h2database</groupId>\n      <artifactId>h2</artifactId>\n      <scope>test</scope>\n    </dependency>\n  </dependencies>\n</project>\n',
      'azure-pipelines.yml': 'trigger: [main]\nsteps:\n  - script: mvn -B verify\n',
    },
    memories: [
      { text: 'Builds use Maven.', expect: OK },
      { text: 'Builds use Gradle.', expect: C },
      { text: 'We run Java 21.', expect: OK },
      { text: 'We run Java 11.', expect: C },
      { text: 'The service stores data in PostgreSQL.', expect: OK },
      { text: 'CI runs on Azure Pipelines.', expect: OK },
    ],
  },
  {
    name: 'mixed-node-python',
    stack: 'node+python',
    files: {
      'web/package.json': pkg({ next: '14.0.0', react: '18.2.0' }, { jest: '^29.0.0' }),
      'web/package-lock.json': '{}',
      'ml/pyproject.toml':
        '[project]\nname = "ml"\ndependencies = ["torch", "pytest"]\n[tool.poetry]\nname = "ml"\n',
      'ml/poetry.lock': '',
      'vercel.json': '{}\n',
    },
    memories: [
      { text: 'The web front end uses npm.', expect: OK },
      { text: 'The ML code uses Poetry.', expect: OK },
      { text: 'The web front end uses yarn.', expect: C },
      { text: 'The front end is deployed on Vercel.', expect: OK, deploy: true },
      { text: 'Front-end tests use Jest.', expect: OK },
      { text: 'ML tests use pytest.', expect: OK },
    ],
  },
  {
    name: 'node-no-evidence',
    stack: 'node',
    files: {
      'package.json': pkg({ lodash: '^4.17.21' }, {}),
    },
    memories: [
      { text: 'We deploy to Heroku.', expect: U, deploy: true },
      { text: 'The database is Postgres.', expect: U },
      { text: 'Tests use Jest.', expect: U },
      { text: 'Prefer small pure functions.', expect: U },
    ],
  },
  {
    name: 'node-history-phrasing',
    stack: 'node',
    files: {
      'package.json': pkg({ pg: '^8.0.0', fastify: '^4.0.0' }, { vitest: '^2.0.0' }),
      'pnpm-lock.yaml': '',
      'render.yaml': 'services:\n  - type: web\n    name: catalog\n',
    },
    memories: [
      { text: 'The catalog started out on MongoDB.', expect: U },
      { text: 'We moved the catalog from MongoDB to Postgres last spring.', expect: OK },
      { text: 'Hosting went from DigitalOcean to Render.', expect: OK, deploy: true },
      { text: 'We no longer use Jest; everything runs on Vitest now.', expect: OK },
      { text: 'Should we move to Bun?', expect: U },
      { text: 'The catalog is hosted on DigitalOcean.', expect: C, deploy: true },
      { text: 'We use yarn workspaces.', expect: C },
    ],
  },
  {
    // Everyday phrasings a team writes about its stack, added after review (not used to tune the rules
    // they exercise): comparisons, environments, history told in the past tense, floors, third parties.
    name: 'node-everyday-phrasings',
    stack: 'node',
    files: {
      'package.json': pkg({ pg: '^8.11.0', express: '^4.19.0' }, { vitest: '^2.0.0', eslint: '^9.0.0' }),
      'package-lock.json': '{}',
      'fly.toml': 'app = "shop"\n',
      '.github/workflows/ci.yml': gha([
        '- run: npm ci',
        '- run: npm test',
        '- run: flyctl deploy --remote-only',
      ]),
      '.nvmrc': '20.11.0\n',
    },
    memories: [
      { text: 'We compared Heroku and Fly.io and chose Fly.io for its regions.', expect: OK, deploy: true },
      { text: 'Copy the Heroku config vars into Fly secrets before cutting over.', expect: U, deploy: true },
      { text: 'The Heroku bill was too high, so we left.', expect: U, deploy: true },
      { text: 'Heroku review apps were nice; we miss them.', expect: U },
      { text: 'The old MySQL dump is in the backups bucket.', expect: U },
      { text: 'Node 18 is the minimum supported version.', expect: U },
      { text: 'Our customers deploy our SDK to Vercel and Netlify.', expect: U },
      { text: 'Postgres was chosen for its JSONB support.', expect: OK },
      { text: 'Redis caches sessions for 15 minutes.', expect: U },
      { text: 'Jest mocks must be reset in afterEach.', expect: C },
      { text: 'Use pnpm for new scripts.', expect: C },
      { text: 'The app runs on Node 16.', expect: C },
      { text: 'We deploy by pushing to the heroku remote.', expect: C, deploy: true },
      { text: 'CI runs on CircleCI.', expect: C },
      { text: 'Lint with Biome before committing.', expect: C },
    ],
  },
  {
    // Memories about someone else's stack (customers, clients, upstream, a partner's team) next to claims
    // about the project itself: only the latter are the project's (issue 14 follow-up).
    name: 'node-third-party-stacks',
    stack: 'node',
    files: {
      'package.json': pkg({ pg: '^8.11.0', hono: '^4.0.0' }, { vitest: '^2.0.0' }),
      'package-lock.json': '{}',
      'fly.toml': 'app = "sdk-api"\n',
    },
    memories: [
      { text: 'Our customers deploy our SDK to Vercel.', expect: U, deploy: true },
      { text: "The client's team uses MySQL, so the export must stay ANSI SQL.", expect: U },
      { text: 'Upstream uses Yarn; run their scripts with yarn when vendoring.', expect: U },
      { text: 'Most of our clients still host on Heroku.', expect: U, deploy: true },
      { text: "Acme's team runs tests with Jest; send them fixtures in that format.", expect: U },
      { text: 'We help customers deploy to Netlify from the dashboard.', expect: U, deploy: true },
      { text: 'We deploy the API to Fly.io for our customers.', expect: OK, deploy: true },
      { text: 'Customer records are stored in Postgres.', expect: OK },
      { text: 'We store customers in MySQL.', expect: C },
      { text: 'The clients use Heroku, but our API is deployed on Render.', expect: C, deploy: true },
    ],
  },
  {
    name: 'py-third-party-stacks',
    stack: 'python',
    files: {
      'pyproject.toml':
        '[project]\nname = "billing"\nrequires-python = ">=3.12"\ndependencies = ["django>=5.0", "psycopg[binary]>=3.1"]\n',
      'uv.lock': 'version = 1\n',
      'render.yaml': 'services:\n  - type: web\n    name: billing\n    env: python\n',
    },
    memories: [
      { text: "The partner's stack runs on AWS Lambda; their webhooks retry for 24 hours.", expect: U },
      { text: 'Our users mostly deploy with Heroku.', expect: U, deploy: true },
      { text: 'Their team uses Poetry, so their lockfile looks different.', expect: U },
      { text: 'Billing is deployed on Render.', expect: OK, deploy: true },
      { text: 'We use Poetry for dependencies.', expect: C },
    ],
  },
];
