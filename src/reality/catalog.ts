/**
 * What the reality check knows about stacks: the values a project can use for each stack predicate, the
 * words people write for them, and the dependency names that reveal them. Pure data plus lookups; the
 * detectors (signals.ts) and the claim reader (claims.ts) both read it, so a value added here is at once
 * detectable in code and recognisable in a memory.
 */

/** The stack predicates the reality check understands (the fact predicates of issue 14). */
export const STACK_PREDICATES = [
  'uses_database',
  'deployment_platform',
  'package_manager',
  'uses_framework',
  'test_framework',
  'auth_method',
  'language',
  'runtime_version',
  'linter',
  'ci',
] as const;

/** One of {@link STACK_PREDICATES}. */
export type StackPredicate = (typeof STACK_PREDICATES)[number];

/**
 * Predicates where a project normally has one value per family (one primary SQL database, one deploy
 * target, one JS package manager…). Only these can be contradicted by the code; for the others (a project
 * may use several frameworks or auth libraries at once) the code can confirm a claim but never refute it.
 */
export const EXCLUSIVE_PREDICATES: ReadonlySet<StackPredicate> = new Set<StackPredicate>([
  'uses_database',
  'deployment_platform',
  'package_manager',
  'test_framework',
  'runtime_version',
  'linter',
  'ci',
]);

/** A value of a stack predicate. */
export interface StackValue {
  /** Canonical id, lowercase (`postgresql`, `fly.io`). */
  id: string;
  predicate: StackPredicate;
  /** Human name used in evidence (`PostgreSQL`, `Fly.io`). */
  name: string;
  /**
   * Values exclude each other only inside one family: pnpm and Poetry are both package managers but a
   * repository can use both; Jest and pytest are both test runners of different languages.
   */
  family: string;
  /** Lowercase words and phrases a memory may use for it (whole-word matches). */
  aliases: readonly string[];
}

function v(
  predicate: StackPredicate,
  family: string,
  id: string,
  name: string,
  aliases: readonly string[] = [],
): StackValue {
  return { id, predicate, name, family, aliases: [id, name.toLowerCase(), ...aliases] };
}

/** Every value the reality check knows. */
export const STACK_VALUES: readonly StackValue[] = [
  // Databases. Primary stores exclude each other only when the claimed one has no trace at all; caches and
  // search engines are families of their own: Redis next to Postgres contradicts nothing.
  v('uses_database', 'primary', 'postgresql', 'PostgreSQL', ['postgres', 'pg', 'psql', 'pgsql']),
  v('uses_database', 'primary', 'mysql', 'MySQL'),
  v('uses_database', 'primary', 'mariadb', 'MariaDB'),
  v('uses_database', 'primary', 'sqlite', 'SQLite', ['sqlite3']),
  v('uses_database', 'primary', 'sqlserver', 'SQL Server', ['mssql', 'sql server', 'microsoft sql server']),
  v('uses_database', 'primary', 'oracle', 'Oracle', ['oracle db', 'oracle database']),
  v('uses_database', 'primary', 'cockroachdb', 'CockroachDB', ['cockroach']),
  v('uses_database', 'primary', 'mongodb', 'MongoDB', ['mongo']),
  v('uses_database', 'primary', 'dynamodb', 'DynamoDB', ['dynamo']),
  v('uses_database', 'primary', 'couchdb', 'CouchDB'),
  v('uses_database', 'primary', 'firestore', 'Firestore'),
  v('uses_database', 'primary', 'cassandra', 'Cassandra'),
  v('uses_database', 'cache', 'redis', 'Redis'),
  v('uses_database', 'cache', 'memcached', 'Memcached'),
  v('uses_database', 'search', 'elasticsearch', 'Elasticsearch', ['elastic', 'opensearch']),
  // Deployment platforms.
  v('deployment_platform', 'deploy', 'fly.io', 'Fly.io', ['fly', 'flyio', 'flyctl']),
  v('deployment_platform', 'deploy', 'heroku', 'Heroku'),
  v('deployment_platform', 'deploy', 'vercel', 'Vercel'),
  v('deployment_platform', 'deploy', 'netlify', 'Netlify'),
  v('deployment_platform', 'deploy', 'render', 'Render', ['render.com']),
  v('deployment_platform', 'deploy', 'railway', 'Railway'),
  v('deployment_platform', 'deploy', 'app-engine', 'Google App Engine', ['app engine', 'gae']),
  v('deployment_platform', 'deploy', 'aws-lambda', 'AWS Lambda', ['lambda', 'serverless']),
  // Not "workers" or "Cloudflare" alone: background workers and Cloudflare's CDN are not this platform.
  v('deployment_platform', 'deploy', 'cloudflare-workers', 'Cloudflare Workers', ['wrangler', 'workers.dev']),
  v('deployment_platform', 'deploy', 'kubernetes', 'Kubernetes', ['k8s', 'kubectl', 'helm']),
  v('deployment_platform', 'deploy', 'digitalocean', 'DigitalOcean', ['digital ocean', 'doctl']),
  v('deployment_platform', 'deploy', 'cloud-run', 'Google Cloud Run', ['cloud run']),
  v('deployment_platform', 'deploy', 'ecs', 'AWS ECS', ['ecs', 'fargate']),
  // Package managers, one family per ecosystem.
  v('package_manager', 'js', 'npm', 'npm'),
  v('package_manager', 'js', 'pnpm', 'pnpm'),
  v('package_manager', 'js', 'yarn', 'Yarn'),
  v('package_manager', 'js', 'bun', 'Bun'),
  v('package_manager', 'python', 'pip', 'pip', ['requirements.txt']),
  v('package_manager', 'python', 'poetry', 'Poetry'),
  v('package_manager', 'python', 'uv', 'uv'),
  v('package_manager', 'python', 'pipenv', 'Pipenv'),
  v('package_manager', 'ruby', 'bundler', 'Bundler', ['bundle']),
  v('package_manager', 'go', 'go-modules', 'Go modules', ['go mod', 'go modules']),
  v('package_manager', 'rust', 'cargo', 'Cargo'),
  v('package_manager', 'php', 'composer', 'Composer'),
  v('package_manager', 'jvm', 'maven', 'Maven', ['mvn']),
  v('package_manager', 'jvm', 'gradle', 'Gradle'),
  // Frameworks (multi-valued: confirmed or unknown, never contradicted).
  v('uses_framework', 'web-js', 'express', 'Express', ['express.js', 'expressjs']),
  v('uses_framework', 'web-js', 'fastify', 'Fastify'),
  v('uses_framework', 'web-js', 'koa', 'Koa'),
  v('uses_framework', 'web-js', 'hono', 'Hono'),
  v('uses_framework', 'web-js', 'nestjs', 'NestJS', ['nest']),
  v('uses_framework', 'web-js', 'next.js', 'Next.js', ['nextjs', 'next']),
  v('uses_framework', 'web-js', 'nuxt', 'Nuxt'),
  v('uses_framework', 'web-js', 'remix', 'Remix'),
  v('uses_framework', 'web-js', 'sveltekit', 'SvelteKit'),
  v('uses_framework', 'ui-js', 'react', 'React'),
  v('uses_framework', 'ui-js', 'vue', 'Vue', ['vue.js', 'vuejs']),
  v('uses_framework', 'ui-js', 'svelte', 'Svelte'),
  v('uses_framework', 'ui-js', 'angular', 'Angular'),
  v('uses_framework', 'ui-js', 'react-native', 'React Native'),
  v('uses_framework', 'web-py', 'django', 'Django'),
  v('uses_framework', 'web-py', 'flask', 'Flask'),
  v('uses_framework', 'web-py', 'fastapi', 'FastAPI'),
  v('uses_framework', 'web-rb', 'rails', 'Ruby on Rails', ['rails', 'ror']),
  v('uses_framework', 'web-rb', 'sinatra', 'Sinatra'),
  v('uses_framework', 'web-go', 'gin', 'Gin'),
  v('uses_framework', 'web-go', 'echo', 'Echo'),
  v('uses_framework', 'web-go', 'fiber', 'Fiber'),
  v('uses_framework', 'web-go', 'chi', 'chi'),
  v('uses_framework', 'web-rs', 'axum', 'Axum'),
  v('uses_framework', 'web-rs', 'actix-web', 'Actix Web', ['actix']),
  v('uses_framework', 'web-rs', 'rocket', 'Rocket'),
  v('uses_framework', 'web-php', 'laravel', 'Laravel'),
  v('uses_framework', 'web-php', 'symfony', 'Symfony'),
  v('uses_framework', 'web-jvm', 'spring-boot', 'Spring Boot', ['spring']),
  v('uses_framework', 'orm', 'prisma', 'Prisma'),
  v('uses_framework', 'orm', 'drizzle', 'Drizzle', ['drizzle-orm']),
  v('uses_framework', 'orm', 'typeorm', 'TypeORM'),
  v('uses_framework', 'orm', 'sequelize', 'Sequelize'),
  v('uses_framework', 'orm', 'sqlalchemy', 'SQLAlchemy'),
  // Test runners.
  v('test_framework', 'js', 'jest', 'Jest'),
  v('test_framework', 'js', 'vitest', 'Vitest'),
  v('test_framework', 'js', 'mocha', 'Mocha'),
  v('test_framework', 'js', 'ava', 'AVA'),
  v('test_framework', 'js', 'node-test', 'node:test', ['node --test', 'node test runner']),
  v('test_framework', 'e2e', 'playwright', 'Playwright'),
  v('test_framework', 'e2e', 'cypress', 'Cypress'),
  v('test_framework', 'python', 'pytest', 'pytest', ['py.test']),
  v('test_framework', 'python', 'unittest', 'unittest'),
  v('test_framework', 'ruby', 'rspec', 'RSpec'),
  v('test_framework', 'ruby', 'minitest', 'Minitest'),
  v('test_framework', 'jvm', 'junit', 'JUnit'),
  v('test_framework', 'php', 'phpunit', 'PHPUnit'),
  // Auth.
  v('auth_method', 'auth', 'auth0', 'Auth0'),
  v('auth_method', 'auth', 'clerk', 'Clerk'),
  v('auth_method', 'auth', 'next-auth', 'NextAuth', ['nextauth', 'auth.js', 'authjs']),
  v('auth_method', 'auth', 'passport', 'Passport', ['passport.js']),
  v('auth_method', 'auth', 'devise', 'Devise'),
  v('auth_method', 'auth', 'firebase-auth', 'Firebase Auth', ['firebase authentication']),
  v('auth_method', 'auth', 'supabase-auth', 'Supabase Auth'),
  v('auth_method', 'auth', 'cognito', 'Amazon Cognito', ['cognito']),
  v('auth_method', 'auth', 'keycloak', 'Keycloak'),
  v('auth_method', 'auth', 'lucia', 'Lucia'),
  // Languages.
  v('language', 'lang', 'typescript', 'TypeScript', ['ts']),
  v('language', 'lang', 'javascript', 'JavaScript', ['js']),
  v('language', 'lang', 'python', 'Python'),
  v('language', 'lang', 'ruby', 'Ruby'),
  v('language', 'lang', 'go', 'Go', ['golang']),
  v('language', 'lang', 'rust', 'Rust'),
  v('language', 'lang', 'php', 'PHP'),
  v('language', 'lang', 'java', 'Java'),
  v('language', 'lang', 'kotlin', 'Kotlin'),
  // Linters and formatters.
  v('linter', 'js', 'eslint', 'ESLint'),
  v('linter', 'js', 'biome', 'Biome'),
  v('linter', 'js', 'oxlint', 'oxlint'),
  v('linter', 'js', 'standard', 'standard', ['standardjs']),
  v('linter', 'js-format', 'prettier', 'Prettier'),
  v('linter', 'python', 'ruff', 'Ruff'),
  v('linter', 'python', 'flake8', 'flake8'),
  v('linter', 'python', 'pylint', 'Pylint'),
  v('linter', 'python-format', 'black', 'Black'),
  v('linter', 'ruby', 'rubocop', 'RuboCop'),
  v('linter', 'go', 'golangci-lint', 'golangci-lint', ['golangci']),
  v('linter', 'rust', 'clippy', 'Clippy'),
  // CI systems.
  v('ci', 'ci', 'github-actions', 'GitHub Actions', ['gha', 'actions']),
  v('ci', 'ci', 'gitlab-ci', 'GitLab CI', ['gitlab']),
  v('ci', 'ci', 'circleci', 'CircleCI', ['circle']),
  v('ci', 'ci', 'jenkins', 'Jenkins'),
  v('ci', 'ci', 'azure-pipelines', 'Azure Pipelines'),
  v('ci', 'ci', 'bitbucket-pipelines', 'Bitbucket Pipelines'),
  v('ci', 'ci', 'travis', 'Travis CI', ['travis']),
  v('ci', 'ci', 'buildkite', 'Buildkite'),
];

// Nested by predicate: looked up for every signal a verdict weighs, so no key string is built per lookup.
const BY_ID: ReadonlyMap<StackPredicate, ReadonlyMap<string, StackValue>> = new Map(
  STACK_PREDICATES.map((p) => [
    p,
    new Map(STACK_VALUES.filter((x) => x.predicate === p).map((x) => [x.id, x])),
  ]),
);

/** The catalog entry of `id` under `predicate`, if known. */
export function stackValue(predicate: StackPredicate, id: string): StackValue | undefined {
  return BY_ID.get(predicate)?.get(id);
}

/** A dependency name's meaning: which value it reveals (`pg` → PostgreSQL). */
export interface DependencyMeaning {
  predicate: StackPredicate;
  id: string;
}

function dep(predicate: StackPredicate, id: string): DependencyMeaning {
  return { predicate, id };
}

const PG = dep('uses_database', 'postgresql');
const MYSQL = dep('uses_database', 'mysql');
const MONGO = dep('uses_database', 'mongodb');
const SQLITE = dep('uses_database', 'sqlite');
const REDIS = dep('uses_database', 'redis');

/**
 * Dependency names per ecosystem. Names are compared lowercased; Go modules by path, Maven/Gradle by
 * artifact id. Drivers and ORMs-with-one-engine reveal databases; an ORM that speaks many engines reveals
 * only itself.
 */
export const DEPENDENCIES: Readonly<
  Record<'js' | 'python' | 'ruby' | 'go' | 'rust' | 'php' | 'jvm', Record<string, DependencyMeaning>>
> = {
  js: {
    pg: PG,
    postgres: PG,
    'pg-promise': PG,
    '@neondatabase/serverless': PG,
    '@vercel/postgres': PG,
    mysql: MYSQL,
    mysql2: MYSQL,
    mariadb: dep('uses_database', 'mariadb'),
    mongodb: MONGO,
    mongoose: MONGO,
    sqlite3: SQLITE,
    'better-sqlite3': SQLITE,
    tedious: dep('uses_database', 'sqlserver'),
    mssql: dep('uses_database', 'sqlserver'),
    oracledb: dep('uses_database', 'oracle'),
    redis: REDIS,
    ioredis: REDIS,
    '@aws-sdk/client-dynamodb': dep('uses_database', 'dynamodb'),
    '@elastic/elasticsearch': dep('uses_database', 'elasticsearch'),
    express: dep('uses_framework', 'express'),
    fastify: dep('uses_framework', 'fastify'),
    koa: dep('uses_framework', 'koa'),
    hono: dep('uses_framework', 'hono'),
    '@nestjs/core': dep('uses_framework', 'nestjs'),
    next: dep('uses_framework', 'next.js'),
    nuxt: dep('uses_framework', 'nuxt'),
    '@remix-run/node': dep('uses_framework', 'remix'),
    '@sveltejs/kit': dep('uses_framework', 'sveltekit'),
    react: dep('uses_framework', 'react'),
    'react-native': dep('uses_framework', 'react-native'),
    vue: dep('uses_framework', 'vue'),
    svelte: dep('uses_framework', 'svelte'),
    '@angular/core': dep('uses_framework', 'angular'),
    prisma: dep('uses_framework', 'prisma'),
    '@prisma/client': dep('uses_framework', 'prisma'),
    'drizzle-orm': dep('uses_framework', 'drizzle'),
    typeorm: dep('uses_framework', 'typeorm'),
    sequelize: dep('uses_framework', 'sequelize'),
    jest: dep('test_framework', 'jest'),
    vitest: dep('test_framework', 'vitest'),
    mocha: dep('test_framework', 'mocha'),
    ava: dep('test_framework', 'ava'),
    '@playwright/test': dep('test_framework', 'playwright'),
    cypress: dep('test_framework', 'cypress'),
    '@auth0/nextjs-auth0': dep('auth_method', 'auth0'),
    'auth0-js': dep('auth_method', 'auth0'),
    '@auth0/auth0-react': dep('auth_method', 'auth0'),
    '@clerk/nextjs': dep('auth_method', 'clerk'),
    '@clerk/clerk-sdk-node': dep('auth_method', 'clerk'),
    '@clerk/express': dep('auth_method', 'clerk'),
    'next-auth': dep('auth_method', 'next-auth'),
    '@auth/core': dep('auth_method', 'next-auth'),
    passport: dep('auth_method', 'passport'),
    'firebase-admin': dep('auth_method', 'firebase-auth'),
    '@supabase/auth-js': dep('auth_method', 'supabase-auth'),
    'amazon-cognito-identity-js': dep('auth_method', 'cognito'),
    'keycloak-connect': dep('auth_method', 'keycloak'),
    lucia: dep('auth_method', 'lucia'),
    eslint: dep('linter', 'eslint'),
    '@biomejs/biome': dep('linter', 'biome'),
    oxlint: dep('linter', 'oxlint'),
    standard: dep('linter', 'standard'),
    prettier: dep('linter', 'prettier'),
    typescript: dep('language', 'typescript'),
    vercel: dep('deployment_platform', 'vercel'),
    netlify: dep('deployment_platform', 'netlify'),
    'netlify-cli': dep('deployment_platform', 'netlify'),
    wrangler: dep('deployment_platform', 'cloudflare-workers'),
    serverless: dep('deployment_platform', 'aws-lambda'),
  },
  python: {
    psycopg2: PG,
    'psycopg2-binary': PG,
    psycopg: PG,
    asyncpg: PG,
    mysqlclient: MYSQL,
    pymysql: MYSQL,
    'mysql-connector-python': MYSQL,
    aiomysql: MYSQL,
    pymongo: MONGO,
    motor: MONGO,
    mongoengine: MONGO,
    redis: REDIS,
    elasticsearch: dep('uses_database', 'elasticsearch'),
    django: dep('uses_framework', 'django'),
    flask: dep('uses_framework', 'flask'),
    fastapi: dep('uses_framework', 'fastapi'),
    sqlalchemy: dep('uses_framework', 'sqlalchemy'),
    pytest: dep('test_framework', 'pytest'),
    ruff: dep('linter', 'ruff'),
    flake8: dep('linter', 'flake8'),
    pylint: dep('linter', 'pylint'),
    black: dep('linter', 'black'),
  },
  ruby: {
    pg: PG,
    mysql2: MYSQL,
    sqlite3: SQLITE,
    mongoid: MONGO,
    redis: REDIS,
    rails: dep('uses_framework', 'rails'),
    sinatra: dep('uses_framework', 'sinatra'),
    'rspec-rails': dep('test_framework', 'rspec'),
    rspec: dep('test_framework', 'rspec'),
    minitest: dep('test_framework', 'minitest'),
    devise: dep('auth_method', 'devise'),
    rubocop: dep('linter', 'rubocop'),
  },
  go: {
    'github.com/jackc/pgx': PG,
    'github.com/jackc/pgx/v4': PG,
    'github.com/jackc/pgx/v5': PG,
    'github.com/lib/pq': PG,
    'github.com/go-sql-driver/mysql': MYSQL,
    'go.mongodb.org/mongo-driver': MONGO,
    'github.com/mattn/go-sqlite3': SQLITE,
    'modernc.org/sqlite': SQLITE,
    'github.com/redis/go-redis/v9': REDIS,
    'github.com/go-redis/redis/v8': REDIS,
    'github.com/gin-gonic/gin': dep('uses_framework', 'gin'),
    'github.com/labstack/echo/v4': dep('uses_framework', 'echo'),
    'github.com/gofiber/fiber/v2': dep('uses_framework', 'fiber'),
    'github.com/go-chi/chi/v5': dep('uses_framework', 'chi'),
  },
  rust: {
    'tokio-postgres': PG,
    postgres: PG,
    mysql: MYSQL,
    mysql_async: MYSQL,
    rusqlite: SQLITE,
    mongodb: MONGO,
    redis: REDIS,
    axum: dep('uses_framework', 'axum'),
    'actix-web': dep('uses_framework', 'actix-web'),
    rocket: dep('uses_framework', 'rocket'),
  },
  php: {
    'laravel/framework': dep('uses_framework', 'laravel'),
    'symfony/framework-bundle': dep('uses_framework', 'symfony'),
    'phpunit/phpunit': dep('test_framework', 'phpunit'),
    'predis/predis': REDIS,
    'mongodb/mongodb': MONGO,
  },
  jvm: {
    postgresql: PG,
    'mysql-connector-java': MYSQL,
    'mysql-connector-j': MYSQL,
    'mariadb-java-client': dep('uses_database', 'mariadb'),
    'mongodb-driver-sync': MONGO,
    'spring-boot-starter-data-mongodb': MONGO,
    'spring-boot-starter': dep('uses_framework', 'spring-boot'),
    'spring-boot-starter-web': dep('uses_framework', 'spring-boot'),
    'junit-jupiter': dep('test_framework', 'junit'),
    junit: dep('test_framework', 'junit'),
    'spring-boot-starter-data-redis': REDIS,
  },
};

/** Container images that reveal a database (`postgres:16-alpine` → PostgreSQL). Matched on the image name. */
export const DATABASE_IMAGES: Readonly<Record<string, string>> = {
  postgres: 'postgresql',
  postgis: 'postgresql',
  'bitnami/postgresql': 'postgresql',
  'timescale/timescaledb': 'postgresql',
  mysql: 'mysql',
  'bitnami/mysql': 'mysql',
  mariadb: 'mariadb',
  mongo: 'mongodb',
  'bitnami/mongodb': 'mongodb',
  redis: 'redis',
  'bitnami/redis': 'redis',
  valkey: 'redis',
  memcached: 'memcached',
  'mcr.microsoft.com/mssql/server': 'sqlserver',
  'cockroachdb/cockroach': 'cockroachdb',
  'amazon/dynamodb-local': 'dynamodb',
  elasticsearch: 'elasticsearch',
  'docker.elastic.co/elasticsearch/elasticsearch': 'elasticsearch',
  'opensearchproject/opensearch': 'elasticsearch',
  cassandra: 'cassandra',
};

/** URL schemes of DATABASE_URL-like variables. */
export const DATABASE_SCHEMES: Readonly<Record<string, string>> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mysql2: 'mysql',
  mariadb: 'mariadb',
  mongodb: 'mongodb',
  'mongodb+srv': 'mongodb',
  sqlite: 'sqlite',
  file: 'sqlite',
  redis: 'redis',
  rediss: 'redis',
  sqlserver: 'sqlserver',
  mssql: 'sqlserver',
  cockroachdb: 'cockroachdb',
};
