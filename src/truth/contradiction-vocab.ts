/**
 * Vocabulary of the contradiction detectors: negators, change and replacement cues, and the tables of
 * mutually exclusive values, units and number words. Shared by the clause aligner (contradiction-clauses.ts)
 * and the claim reader (contradiction-claims-read.ts).
 * Over 500 lines as a table: word lists and value groups, plus one small splitter (`splitAtConnectives`).
 */
// ---------------------------------------------------------------------------------------------------------
// Vocabulary tables
// ---------------------------------------------------------------------------------------------------------

/** Words that negate the clause they appear in. Apostrophes are already stripped by splitWords. */
export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'shouldnt',
  'mustnt',
  'neednt',
  'couldnt',
  'wouldnt',
  'hasnt',
  'havent',
  'hadnt',
  // "nobody runs terraform apply from a laptop"
  'nobody',
  'noone',
  'avoid',
  'avoids',
  'avoided',
  'avoiding',
  'forbid',
  'forbids',
  'forbidden',
  'disallow',
  'disallowed',
  'banned',
  'anymore',
  'deprecate',
  'deprecated',
]);
/** `no more than`, `not only`, `don't forget`: negator followed by these does not negate the statement. */
export const NEGATOR_EXCEPTIONS = new Set([
  'more',
  'less',
  'fewer',
  'later',
  'earlier',
  'sooner',
  'matter',
  'doubt',
  'only',
  'just',
  'necessarily',
  'forget',
  'hesitate',
]);
/** `stop doing X` negates X. */
export const STOP_VERBS = new Set(['stop', 'stops', 'stopped', 'stopping']);
/** A negated clause with a comparison states a bound ("don't cache for more than 5 min"), not a ban. */
export const BOUND_WORDS = new Set([
  'more',
  'less',
  'fewer',
  'above',
  'below',
  'over',
  'under',
  'than',
  'exceed',
  'exceeds',
  'beyond',
  'least',
  'most',
]);
/** Clause boundaries spelled as words: a negation before them does not reach past them. */
export const CONJUNCTIONS = new Set([
  'but',
  'however',
  'although',
  'though',
  'whereas',
  'while',
  'unless',
  'except',
  'because',
  'since',
  'otherwise',
]);
/** `prefer Y over X`: X is rejected. */
export const PREFER_WORDS = new Set(['prefer', 'prefers', 'preferred', 'preferring']);
/** Verbs of change: `from X` after them names the old value. */
export const CHANGE_WORDS = new Set([
  'switch',
  'switched',
  'switching',
  'switches',
  'migrate',
  'migrated',
  'migrating',
  'migrates',
  'move',
  'moved',
  'moving',
  'moves',
  'change',
  'changed',
  'changing',
  'went',
  'convert',
  'converted',
]);
/** Change verbs that say nothing about the topic; `change`/`convert` often are the topic, so they stay. */
const SWITCH_WORDS = [
  'switch',
  'switched',
  'switching',
  'switches',
  'migrate',
  'migrated',
  'migrating',
  'migrates',
  'moved',
];
/** `replaced X with Y` / `X was replaced by Y`. */
export const REPLACE_WORDS = new Set(['replace', 'replaces', 'replaced', 'replacing']);
/** Skipped before the thing a cue points at. */
export const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'our',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'any',
  'all',
  'my',
  'your',
]);
/** Skipped before a passive cue (`X was replaced by`). */
export const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'been',
  'be',
  'being',
  'has',
  'have',
  'had',
  'got',
]);
/**
 * Words that carry the stance or the change but not the topic: they are dropped from content comparisons so
 * that "Use X" lines up with "Avoid X" and "We switched to X for Y" with "We use Z for Y".
 */
export const NOISE_WORDS = new Set([
  'use',
  'uses',
  'used',
  'using',
  'prefer',
  'prefers',
  'preferred',
  'always',
  'need',
  'needs',
  'still',
  'currently',
  'also',
  'longer',
  'instead',
  'rather',
  'stop',
  'stops',
  'stopped',
  'stopping',
  ...SWITCH_WORDS,
  ...REPLACE_WORDS,
  ...NEGATORS,
]);

/**
 * Mutually exclusive values for one slot. Each group lists alternatives; each alternative lists its spellings
 * (the first is canonical, multi-word spellings are matched as phrases). Two different alternatives of one
 * group in the same slot are a value change; two spellings of one alternative are not.
 */
const VALUE_GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  datastore: [
    ['postgres', 'postgresql', 'pg', 'psql', 'postgre'],
    ['mysql'],
    ['mariadb'],
    ['sqlite', 'sqlite3'],
    ['mongodb', 'mongo'],
    ['dynamodb', 'dynamo'],
    ['redis'],
    ['valkey'],
    ['memcached'],
    ['cassandra'],
    ['cockroachdb'],
    ['mssql', 'sql server'],
    ['oracle'],
    ['clickhouse'],
    ['rds', 'aws rds', 'amazon rds'],
    ['cloudsql', 'cloud sql', 'google cloud sql'],
    ['supabase'],
    ['planetscale'],
    ['firestore'],
    ['neo4j'],
    ['duckdb'],
  ],
  package_manager: [['npm'], ['pnpm'], ['yarn'], ['bun']],
  python_packaging: [['pip'], ['poetry'], ['pipenv'], ['uv'], ['conda'], ['pdm']],
  test_runner: [
    ['jest'],
    ['vitest'],
    ['mocha'],
    ['jasmine'],
    ['karma'],
    ['ava'],
    ['pytest'],
    ['unittest'],
    ['catch2'],
    ['googletest', 'gtest'],
    ['rspec'],
    ['minitest'],
    ['phpunit'],
    ['pest'],
    ['xunit'],
    ['nunit'],
    ['mstest'],
    ['junit'],
    ['testng'],
    ['kotest'],
  ],
  browser_testing: [
    ['playwright'],
    ['cypress'],
    ['puppeteer'],
    ['selenium'],
    ['webdriverio'],
    ['spectron'],
    ['testcafe'],
    ['nightwatch'],
    ['wallaby'],
  ],
  bundler: [
    ['webpack'],
    ['vite'],
    ['rollup'],
    ['esbuild'],
    ['parcel'],
    ['turbopack'],
    ['rspack'],
    ['tsup'],
    ['laravel mix'],
    ['webpack encore'],
  ],
  monorepo_tool: [['nx'], ['turborepo', 'turbo'], ['lerna'], ['rush']],
  logger: [['winston'], ['pino'], ['bunyan'], ['log4js']],
  language: [
    ['typescript', 'ts'],
    ['javascript', 'js'],
    ['python'],
    ['go', 'golang'],
    ['rust'],
    ['java'],
    ['kotlin'],
    ['scala'],
    ['ruby'],
    ['php'],
    ['elixir'],
    ['swift'],
    ['csharp'],
    ['dart'],
  ],
  runtime: [['node', 'nodejs', 'node js'], ['deno'], ['bun']],
  ui_framework: [
    ['react', 'reactjs', 'react js'],
    ['react native'],
    ['vue', 'vuejs', 'vue js'],
    ['angular'],
    ['svelte'],
    ['solidjs', 'solid js'],
    ['preact'],
    ['flutter'],
    ['swiftui'],
  ],
  web_framework: [['nextjs', 'next js'], ['nuxt'], ['remix'], ['astro'], ['gatsby'], ['sveltekit']],
  server_framework: [
    ['express', 'expressjs'],
    ['fastify'],
    ['koa'],
    ['hono'],
    ['nestjs'],
    ['django'],
    ['flask'],
    ['fastapi'],
    ['rails'],
    ['laravel'],
    ['spring boot'],
    ['quarkus'],
    ['micronaut'],
    ['ktor'],
    ['axum'],
    ['actix', 'actix web'],
    ['symfony'],
    ['sinatra'],
    ['hapi'],
  ],
  orm: [
    ['prisma'],
    ['drizzle'],
    ['typeorm'],
    ['sequelize'],
    ['knex'],
    ['sqlalchemy'],
    ['kysely'],
    ['gorm'],
    ['sqlc'],
    ['hibernate'],
    ['jooq'],
    ['doctrine'],
    ['eloquent'],
    ['ef core', 'entity framework', 'entity framework core', 'efcore'],
    ['dapper'],
    ['mikro orm', 'mikroorm'],
  ],
  styling: [
    ['tailwind', 'tailwindcss'],
    ['bootstrap'],
    ['styled components'],
    ['css modules'],
    ['sass', 'scss'],
  ],
  state_management: [['redux'], ['zustand'], ['mobx'], ['jotai'], ['recoil']],
  linter: [['eslint'], ['biome'], ['tslint'], ['oxlint'], ['ruff'], ['flake8'], ['pylint']],
  formatter: [['prettier'], ['biome'], ['black'], ['dprint'], ['ruff']],
  ci: [
    ['github actions', 'gha'],
    ['gitlab ci'],
    ['circleci'],
    ['jenkins'],
    ['travis', 'travis ci'],
    ['buildkite'],
    ['azure pipelines', 'azure devops'],
    ['bitbucket pipelines'],
    ['bitrise'],
    ['teamcity'],
    ['codemagic'],
    ['atlantis'],
  ],
  cloud: [
    ['aws', 'amazon web services'],
    ['gcp', 'google cloud', 'google cloud platform'],
    ['azure'],
    ['vercel'],
    ['netlify'],
    ['heroku'],
    ['flyio', 'fly io'],
    ['cloudflare', 'cloudflare pages', 'cloudflare workers'],
    ['digitalocean'],
    ['render'],
    ['railway'],
    ['hetzner'],
    ['linode'],
  ],
  orchestration: [
    ['kubernetes', 'k8s', 'eks', 'gke', 'aks', 'k3s'],
    ['ecs'],
    ['nomad'],
    ['fargate'],
    ['docker swarm'],
    ['cloud run'],
    ['azure container apps', 'container apps'],
    ['app runner'],
  ],
  email_provider: [
    ['sendgrid'],
    ['postmark'],
    ['mailgun'],
    ['ses', 'amazon ses', 'aws ses'],
    ['mailchimp', 'mandrill'],
    ['resend'],
    ['brevo', 'sendinblue'],
    ['mailjet'],
    ['sparkpost'],
  ],
  // Vendors a team picks one of for a job: SMS, card payments, PDFs, logs, content, consent, ads, images,
  // translations, pipelines, MQTT brokers (secret stores, warehouses, deploy tools and job runners are below).
  // "Agora" (video) is left out: Portuguese for "now".
  sms_provider: [['twilio'], ['vonage', 'nexmo'], ['messagebird'], ['infobip'], ['sinch'], ['plivo']],
  payment_provider: [
    ['stripe', 'stripe terminal'],
    ['adyen'],
    ['braintree'],
    ['paypal'],
    ['moneris'],
    ['mollie'],
    ['worldpay'],
    ['razorpay'],
    ['paystack'],
    ['flutterwave'],
    ['mercado pago', 'mercadopago'],
    ['easypay'],
  ],
  pdf_rendering: [
    ['wkhtmltopdf', 'snappy', 'knpsnappybundle'],
    ['chromicpdf'],
    ['gotenberg'],
    ['weasyprint'],
    ['dompdf'],
    ['pdfkit'],
  ],
  log_management: [
    ['loki'],
    ['papertrail'],
    ['logtail', 'better stack'],
    ['splunk'],
    ['graylog'],
    ['cloudwatch'],
  ],
  cms: [['contentful'], ['sanity'], ['storyblok'], ['strapi'], ['prismic'], ['directus'], ['hygraph']],
  consent_platform: [['onetrust'], ['sourcepoint'], ['cookiebot'], ['usercentrics'], ['didomi']],
  ad_mediation: [['ironsource'], ['applovin', 'applovin max'], ['admob']],
  image_loading: [['glide'], ['coil'], ['picasso'], ['fresco']],
  ui_state: [['livedata'], ['stateflow']],

  translation_platform: [['weblate'], ['crowdin'], ['lokalise'], ['transifex']],
  data_orchestration: [['airflow'], ['dagster'], ['prefect'], ['luigi']],
  mqtt_broker: [['mosquitto'], ['emqx'], ['hivemq'], ['vernemq'], ['aws iot core', 'iot core']],
  feature_flags: [['launchdarkly'], ['unleash'], ['flagsmith'], ['growthbook'], ['configcat']],
  auth_provider: [
    ['auth0'],
    ['cognito'],
    ['okta'],
    ['keycloak'],
    ['clerk'],
    ['nextauth', 'next auth', 'authjs'],
    ['firebase auth'],
    ['supabase auth'],
    ['entra id', 'microsoft entra', 'azure ad', 'azure active directory'],
    ['workos'],
    ['fusionauth'],
  ],
  // Redis is a broker too (Celery, Sidekiq, BullMQ run on it): "Celery uses Redis as broker" vs "… RabbitMQ".
  queue: [
    ['rabbitmq'],
    ['kafka'],
    ['sqs'],
    ['nats'],
    ['redis'],
    ['redpanda'],
    ['activemq'],
    ['pulsar'],
    ['azure service bus', 'service bus'],
    ['kinesis'],
  ],
  search_engine: [['elasticsearch'], ['opensearch'], ['meilisearch'], ['algolia'], ['typesense']],
  error_tracking: [
    ['sentry'],
    ['datadog'],
    ['new relic', 'newrelic'],
    ['honeycomb'],
    ['rollbar'],
    ['bugsnag'],
    ['glitchtip'],
    ['crashlytics', 'firebase crashlytics'],
    ['appsignal'],
    ['airbrake'],
    ['raygun'],
  ],
  api_style: [['rest'], ['graphql'], ['grpc'], ['trpc']],
  module_system: [
    ['esm', 'es modules'],
    ['commonjs', 'cjs'],
  ],
  date_library: [['moment', 'momentjs'], ['dayjs', 'day js'], ['date fns', 'datefns'], ['luxon']],
  http_client: [['axios'], ['ky'], ['superagent']],
  code_host: [['github'], ['gitlab'], ['bitbucket']],
  infrastructure_as_code: [['terraform'], ['pulumi'], ['cloudformation'], ['cdk']],
  validation: [['zod'], ['yup'], ['joi'], ['valibot']],
  object_storage: [
    ['s3', 'amazon s3', 'aws s3'],
    ['gcs', 'google cloud storage'],
    ['r2', 'cloudflare r2'],
  ],
  toggle: [
    ['enabled', 'enable', 'enables', 'enabling'],
    ['disabled', 'disable', 'disables', 'disabling'],
  ],
  boolean: [['true'], ['false']],
  indentation: [
    ['tabs', 'tab'],
    ['spaces', 'space'],
  ],
  quotes: [['single'], ['double']],
  naming_style: [
    ['camelcase', 'camel'],
    ['snakecase', 'snake'],
    ['kebabcase', 'kebab'],
    ['pascalcase', 'pascal'],
  ],
  visibility: [['public'], ['private']],
  permission: [
    ['allowed', 'allow', 'allows'],
    ['denied', 'deny', 'denies', 'blocked', 'block', 'blocks'],
  ],
  execution: [
    ['sync', 'synchronous', 'synchronously'],
    ['async', 'asynchronous', 'asynchronously'],
  ],
  requirement: [['required', 'mandatory'], ['optional']],
  sort_order: [
    ['ascending', 'asc'],
    ['descending', 'desc'],
  ],
  theme: [['light'], ['dark']],
  letter_case: [['lowercase'], ['uppercase']],
  direction: [
    ['increase', 'increased', 'increases'],
    ['decrease', 'decreased', 'decreases'],
  ],
  inclusion: [
    ['include', 'included', 'includes'],
    ['exclude', 'excluded', 'excludes'],
  ],
  timing: [['before'], ['after']],
  rendering_side: [
    ['client', 'clientside'],
    ['server', 'serverside'],
  ],
  mutability: [['mutable'], ['immutable']],
  repo_layout: [['monorepo'], ['polyrepo']],
  protocol: [['http'], ['https']],
  typing: [['static'], ['dynamic']],
  strictness: [['strict'], ['loose', 'lenient']],
  path_style: [['relative'], ['absolute']],
  rounding: [
    ['half up', 'round half up'],
    ['half even', 'bankers', 'bankers rounding', 'round half even'],
    ['half down'],
    ['truncate', 'truncated', 'truncation'],
  ],
  timezone: [
    ['utc', 'gmt'],
    ['local time', 'server local time', 'server time'],
  ],
  trigger: [
    ['manual', 'manually', 'by hand'],
    ['automatic', 'automatically', 'auto'],
  ],
  // Units of measure a quantity is kept in: "weights are stored in kilograms" vs "… in pounds".
  mass_unit: [
    ['kilograms', 'kilogram', 'kg', 'kgs', 'kilos'],
    ['pounds', 'pound', 'lb', 'lbs'],
    ['grams', 'gram'],
    ['ounces', 'ounce', 'oz'],
  ],
  length_unit: [
    ['metres', 'metre', 'meters', 'meter'],
    ['kilometres', 'kilometre', 'kilometers', 'kilometer', 'km'],
    ['miles', 'mile'],
    ['feet', 'foot', 'ft'],
    ['inches', 'inch'],
  ],
  temperature_unit: [['celsius'], ['fahrenheit'], ['kelvin']],
  measurement_system: [['metric'], ['imperial']],
  jwt_algorithm: [['hs256'], ['rs256'], ['es256'], ['eddsa']],
  // How amounts are stored: "integer cents in a bigint" vs "numeric(10,2) in euros" vs "a float".
  number_type: [
    ['integer', 'bigint', 'int64', 'int'],
    ['numeric', 'decimal', 'bigdecimal'],
    ['float', 'float64', 'double precision'],
  ],
  password_hash: [['bcrypt'], ['argon2', 'argon2id', 'argon2i'], ['scrypt'], ['pbkdf2'], ['md5'], ['sha1']],
  warehouse: [['snowflake'], ['bigquery'], ['redshift'], ['databricks'], ['synapse']],
  secret_store: [
    ['vault', 'hashicorp vault'],
    ['secrets manager', 'aws secrets manager'],
    ['doppler'],
    ['1password'],
    ['sops'],
    ['infisical'],
    ['azure key vault', 'key vault'],
    ['secret manager', 'gcp secret manager', 'google secret manager'],
  ],
  git_hooks: [['husky'], ['lefthook'], ['pre commit', 'precommit']],
  dependency_bot: [['dependabot'], ['renovate']],
  docs_generator: [['docusaurus'], ['astro'], ['mkdocs'], ['vitepress'], ['sphinx'], ['gitbook']],
  deploy_tool: [['capistrano'], ['kamal'], ['ansible'], ['laravel forge'], ['envoyer']],
  // The job libraries run on a broker, so "Celery on Redis" names one of each, not two brokers. Not "bull": a
  // word, and Bull Board is no queue.
  job_runner: [
    ['sidekiq'],
    ['goodjob', 'good job'],
    ['resque'],
    ['delayed job'],
    ['celery'],
    ['bullmq'],
    ['oban'],
    ['hangfire'],
    ['dramatiq'],
  ],
  default_branch: [['master'], ['main'], ['trunk']],
  weekday: [
    ['monday', 'mondays'],
    ['tuesday', 'tuesdays'],
    ['wednesday', 'wednesdays'],
    ['thursday', 'thursdays'],
    ['friday', 'fridays'],
    ['saturday', 'saturdays'],
    ['sunday', 'sundays'],
  ],
  image_cdn: [['cloudinary'], ['imgix'], ['cloudflare images']],
  base_image: [['alpine'], ['debian', 'debian slim'], ['distroless'], ['ubuntu'], ['amazon linux']],
  managed_kubernetes: [['gke'], ['eks'], ['aks'], ['doks']],
};

/** The alternative a spelling names and the groups of exclusive values it belongs to. */
export interface ValueInfo {
  canon: string;
  groups: string[];
}

/** Spelling (one or more space-joined words) → the alternative it names and the groups it belongs to. */
export const VALUE_SPELLINGS: ReadonlyMap<string, ValueInfo> = (() => {
  const map = new Map<string, ValueInfo>();
  for (const [group, alternatives] of Object.entries(VALUE_GROUPS)) {
    for (const spellings of alternatives) {
      const canon = spellings[0] ?? '';
      for (const spelling of spellings) {
        const known = map.get(spelling);
        if (known === undefined) map.set(spelling, { canon, groups: [group] });
        else if (!known.groups.includes(group)) known.groups.push(group);
      }
    }
  }
  return map;
})();
/** Longest multi-word value spelling. */
export const MAX_PHRASE_WORDS = 3;

/** A unit: its dimension and its scale to the dimension's base unit. */
export interface Unit {
  dim: string;
  scale: number;
}
/**
 * Time units in the other languages teams write memories in (read only right after a number, so "5 dana" and
 * "48 sati" compare as "5 days" and "48 hours" do): Croatian/Serbian/Bosnian, Slovenian, Czech, Slovak, Polish,
 * German, Dutch, the Nordic languages, Finnish, Spanish, Portuguese, French, Italian, Turkish, Indonesian, Hungarian.
 */
const FOREIGN_SECONDS =
  'sekund sekunde sekundi sekundy sekunden sekunder segundos segundo secondes seconde secondi sekuntia saniye detik másodperc';
const FOREIGN_MINUTES =
  'minuta minuti minut minuty minuten minutos minuto minuuttia minuutti minutter minuter dakika menit perc percet';
const FOREIGN_HOURS =
  'sat sata sati ura ure ur hodin hodiny hodina godzin godziny godzina stunde stunden std horas hora heures heure ore uur timer timmar timme tuntia tunti saat jam óra órát órán';
const FOREIGN_DAYS =
  'dan dana dni dní dnů dny dnevi tag tage tagen días dias día dia jours jour giorni giorno dagen dag dage dager dagar päivää päivä gün hari nap napig napot';
const FOREIGN_WEEKS =
  'tjedan tjedna tjedana nedelja nedelje nedelj teden tedne tednov týden týdny týdnů tydzień tygodnie tygodni woche wochen semanas semana semaines semaine settimane settimana weken uke uker vecka veckor viikkoa viikko hafta minggu hét hetet';
const units = (words: string, unit: Unit): [string, Unit][] => words.split(' ').map((u) => [u, unit]);

/** Unit spellings; quantities of one dimension compare by value (`1 minute` = `60 seconds`). */
export const UNITS: ReadonlyMap<string, Unit> = new Map([
  ...['ms', 'msec', 'millisecond', 'milliseconds'].map((u): [string, Unit] => [u, { dim: 'time', scale: 1 }]),
  ...['s', 'sec', 'secs', 'second', 'seconds'].map((u): [string, Unit] => [u, { dim: 'time', scale: 1e3 }]),
  ...['min', 'mins', 'minute', 'minutes'].map((u): [string, Unit] => [u, { dim: 'time', scale: 6e4 }]),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((u): [string, Unit] => [u, { dim: 'time', scale: 3.6e6 }]),
  ...['d', 'day', 'days'].map((u): [string, Unit] => [u, { dim: 'time', scale: 8.64e7 }]),
  ...['week', 'weeks'].map((u): [string, Unit] => [u, { dim: 'time', scale: 6.048e8 }]),
  ...units(FOREIGN_SECONDS, { dim: 'time', scale: 1e3 }),
  ...units(FOREIGN_MINUTES, { dim: 'time', scale: 6e4 }),
  ...units(FOREIGN_HOURS, { dim: 'time', scale: 3.6e6 }),
  ...units(FOREIGN_DAYS, { dim: 'time', scale: 8.64e7 }),
  ...units(FOREIGN_WEEKS, { dim: 'time', scale: 6.048e8 }),
  ...['b', 'byte', 'bytes'].map((u): [string, Unit] => [u, { dim: 'size', scale: 1 }]),
  ...['kb', 'kib'].map((u): [string, Unit] => [u, { dim: 'size', scale: 1024 }]),
  ...['mb', 'mib'].map((u): [string, Unit] => [u, { dim: 'size', scale: 1024 ** 2 }]),
  ...['gb', 'gib'].map((u): [string, Unit] => [u, { dim: 'size', scale: 1024 ** 3 }]),
  ...['tb', 'tib'].map((u): [string, Unit] => [u, { dim: 'size', scale: 1024 ** 4 }]),
  ...['k'].map((u): [string, Unit] => [u, { dim: 'count', scale: 1e3 }]),
  ...['percent'].map((u): [string, Unit] => [u, { dim: 'percent', scale: 1 }]),
]);
/** Number words read as numbers. */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ['zero', '0'],
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['nine', '9'],
  ['ten', '10'],
  ['eleven', '11'],
  ['twelve', '12'],
  ['twenty', '20'],
  ['thirty', '30'],
  ['sixty', '60'],
  ['hundred', '100'],
]);
/** A number or version with an optional glued unit (`30s`, `v1.2`). */
export const NUMBER_RE = /^v?(\d+(?:\.\d+)*)([a-z]*)$/;
/** A name with a glued version (`node18`, `python3.12`). */
export const NAMED_VERSION_RE = /^([a-z]+)(\d+(?:\.\d+)*)$/;
/** A chunk that is an identifier (`update_all`, `minSdkVersion`), a path or backticked code. */
export const CODE_CHUNK_RE = /[\p{L}\p{N}][._/\\:-][\p{L}\p{N}]|\p{L}_\p{L}|\p{Ll}\p{Lu}|`/u;
/**
 * Clause boundaries: punctuation that ends a statement (not the dot in `Fly.io`, nor the colon of a setting
 * and its number: `max_attempts: 3`), dashes.
 */
export const CLAUSE_SPLIT_RE =
  /[;!?()[\]{}\n]+|[.,](?=\s|$)|:(?=\s|$)(?!\s+\d)|\s[-–—]+\s|(?<!\d)[–—]|[–—](?!\d)/u;

/**
 * Splits a clause's words at connectives from `conjunctions`, so a negation or a change cue does not reach
 * past them; `in favo(u)r of Y` starts a new (positive) sub-clause. Code words are never connectives.
 */
export function splitAtConnectives<W extends { raw: string; code: boolean }>(
  words: readonly W[],
  conjunctions: ReadonlySet<string>,
): W[][] {
  const out: W[][] = [];
  let current: W[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as W;
    const favour =
      !w.code && w.raw === 'in' && /^favou?r$/.test(words[i + 1]?.raw ?? '') && words[i + 2]?.raw === 'of';
    if ((!w.code && conjunctions.has(w.raw)) || favour) {
      if (current.length > 0) out.push(current);
      current = [];
      if (favour) i += 2;
      continue;
    }
    current.push(w);
  }
  if (current.length > 0) out.push(current);
  return out;
}
