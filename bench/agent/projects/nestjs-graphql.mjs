// A TypeScript NestJS 10 B2B scheduling and booking platform ("Slotline": clinics, salons and repair shops take bookings through an embeddable widget): GraphQL API (Apollo, code-first), Prisma on Cloud SQL PostgreSQL, BullMQ on Memorystore Redis, Jest, pnpm + Nx monorepo, Google Cloud Run.
// Held-out scenario (round E): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nestjs-graphql',
  stack:
    'TypeScript, Node 20, NestJS 10, GraphQL (Apollo Server 4, code-first via @nestjs/graphql), Prisma 5, PostgreSQL 15 (Cloud SQL), BullMQ on Redis (Memorystore), Jest 29 + @swc/jest, pnpm + Nx monorepo, Next.js dashboard + Preact widget, WorkOS AuthKit, Stripe Billing, Postmark, Twilio, Google Cloud Run (Cloud Build, Artifact Registry, Secret Manager)',
  memories: [
    m(
      'typeorm',
      'decision',
      'DB access goes through TypeORM 0.3. Entities live next to their module (apps/api/src/**/entities/*.entity.ts), repositories are injected with @InjectRepository(Booking). Migrations: `pnpm typeorm migration:generate src/migrations/<Name>` then `pnpm typeorm migration:run`.',
      {
        age: 640,
        files: ['apps/api/src/data-source.ts', 'apps/api/src/migrations'],
        tags: ['typeorm', 'orm', 'database'],
      },
    ),
    m(
      'gql-schema-first',
      'decision',
      'GraphQL is schema-first. SDL files sit beside the resolvers (apps/api/src/booking/booking.graphql etc.), `pnpm gql:gen` runs the GraphQLDefinitionsFactory and regenerates apps/api/src/graphql.ts; resolvers implement those generated classes. Edit the .graphql first, then regenerate.',
      {
        age: 600,
        files: [
          'apps/api/src/booking/booking.graphql',
          'apps/api/src/graphql.ts',
          'apps/api/generate-typings.ts',
        ],
        tags: ['graphql', 'sdl', 'schema'],
      },
    ),
    m(
      'turborepo',
      'decision',
      'Monorepo tasks go through Turborepo. turbo.json pipeline: build depends on ^build, test and lint depend on build; remote cache on Vercel. Run a single app with `pnpm turbo run test --filter=api`.',
      {
        age: 560,
        files: ['turbo.json'],
        tags: ['monorepo', 'turborepo', 'ci'],
      },
    ),
    m(
      'gke',
      'decision',
      'Prod runs on GKE Autopilot, cluster slotline-prod. Helm chart in deploy/helm/slotline (api + worker deployments, HPA on CPU), Argo CD syncs it from the slotline-deploy repo.',
      {
        age: 530,
        fact: 'slotline | runs_on | GKE Autopilot (Helm + Argo CD)',
        files: ['deploy/helm/slotline/values.yaml'],
        tags: ['gke', 'kubernetes', 'helm', 'deploy'],
      },
    ),
    m(
      'auth-jwt',
      'decision',
      'We do auth ourselves: POST /auth/login checks the bcrypt hash in users.password_hash (cost 12), returns an HS256 access JWT (15 min) and sets a refresh token cookie (httpOnly, 30 days, rotated on use). JwtAuthGuard (passport-jwt) protects the GraphQL endpoint.',
      {
        age: 500,
        files: ['apps/api/src/auth/auth.controller.ts', 'apps/api/src/auth/jwt.strategy.ts'],
        tags: ['auth', 'jwt', 'passport'],
      },
    ),
    m(
      'db-postgres',
      'fact',
      'Cloud SQL for PostgreSQL 15, instance slotline-prod-pg (db-custom-4-16384, HA with a standby in another zone), database slotline. Staging is slotline-stg-pg, same version, much smaller. Extensions enabled: btree_gist, pg_trgm, citext.',
      {
        age: 500,
        reaffirm: 45,
        fact: 'slotline | database | PostgreSQL 15 (Cloud SQL)',
        files: ['libs/db/prisma/schema.prisma'],
        tags: ['postgres', 'cloud-sql', 'database'],
      },
    ),
    m(
      'bull-v3',
      'decision',
      "Background jobs: Bull via @nestjs/bull. Each feature module registers its queue with BullModule.registerQueue({ name: 'notifications' }); consumers are classes decorated @Processor('notifications') with one @Process('send-reminder') method per job type.",
      {
        age: 480,
        files: ['apps/api/src/notifications/notifications.processor.ts'],
        tags: ['bull', 'queues', 'jobs'],
      },
    ),
    m(
      'gcp-region',
      'fact',
      'Everything in prod is in europe-west3 (Frankfurt). We promised EU data residency to the clinic customers, so nothing that stores customer data goes into a us-* region, including logs buckets and exports.',
      {
        age: 460,
        fact: 'slotline | gcp_region | europe-west3',
        tags: ['gcp', 'region', 'gdpr'],
      },
    ),
    m(
      'gql-code-first',
      'decision',
      "The GraphQL schema is generated from TypeScript: @ObjectType / @InputType / @Field classes live next to each resolver (booking.model.ts, create-booking.input.ts, booking.resolver.ts). GraphQLModule has autoSchemaFile: 'apps/api/schema.gql' and sortSchema: true; the file gets rewritten on boot and is committed so the schema diff shows up in review. Nobody edits schema.gql by hand.",
      {
        supersedes: 'gql-schema-first',
        age: 450,
        reaffirm: 40,
        canonical: true,
        files: ['apps/api/src/app.module.ts', 'apps/api/schema.gql', 'apps/api/src/booking/booking.model.ts'],
        tags: ['graphql', 'code-first', 'schema'],
        reason:
          'the SDL and the TS classes drifted apart every other week and the generated typings had no validation decorators',
      },
    ),
    m(
      'pagination-offset',
      'convention',
      'List queries take skip and take args (take defaults to 50, max 200) and return a { items, total } object type, e.g. BookingList.',
      {
        age: 420,
        tags: ['graphql', 'pagination'],
      },
    ),
    m(
      'pnpm-version',
      'fact',
      'pnpm 8.15 through corepack: root package.json has "packageManager": "pnpm@8.15.4", lockfile v6. Run `corepack enable` once and let it pick the version.',
      {
        age: 410,
        fact: 'slotline | package_manager | pnpm 8.15',
        files: ['package.json', 'pnpm-lock.yaml'],
        tags: ['pnpm', 'tooling'],
      },
    ),
    m(
      'stack-overview',
      'fact',
      'Layout: apps/api (NestJS GraphQL API), apps/worker (BullMQ processors, a Nest application context plus a tiny /healthz server), apps/dashboard (Next.js 14 staff dashboard), apps/widget (Preact booking widget that customers embed with a script tag), libs/db (Prisma schema, client, migrations), libs/domain (availability, booking state machine, policies), libs/queues (queue names + job payload types), libs/config (env schema, plans, logger), libs/testing (factories, helpers). Import libs by alias: @slotline/db, @slotline/domain, @slotline/queues, @slotline/config, @slotline/testing.',
      {
        age: 400,
        reaffirm: 15,
        canonical: true,
        files: ['tsconfig.base.json', 'apps', 'libs'],
        tags: ['monorepo', 'architecture', 'layout'],
      },
    ),
    m(
      'node-version',
      'fact',
      'Node 20 LTS: .nvmrc 20.11, engines ">=20 <21", Docker base image node:20-bookworm-slim. No Node 22-only APIs.',
      {
        age: 390,
        reaffirm: 21,
        fact: 'slotline | node_version | 20 LTS',
        files: ['.nvmrc', 'apps/api/Dockerfile'],
        tags: ['node', 'version'],
      },
    ),
    m(
      'nest-version',
      'fact',
      'apps/api is NestJS 10.3 on the Express adapter (not Fastify), @nestjs/graphql 12 with @nestjs/apollo. Keep the @nestjs/* packages on the same minor; mismatched versions gave us "Nest can\'t resolve dependencies of the GraphQLModule" after a partial Renovate bump.',
      {
        age: 380,
        reaffirm: 30,
        files: ['apps/api/package.json'],
        tags: ['nestjs', 'version'],
      },
    ),
    m(
      'redis-memorystore',
      'fact',
      'Redis is Memorystore for Redis 7.0, Standard tier, reached over the serverless VPC connector slotline-vpc-cx. In-transit TLS is on, so the port is 6378 and the URL scheme is rediss://.',
      {
        age: 350,
        fact: 'slotline | redis | Memorystore for Redis 7.0',
        tags: ['redis', 'memorystore', 'gcp'],
      },
    ),
    m(
      'prisma',
      'decision',
      'Data access is Prisma 5, nothing else. One schema at libs/db/prisma/schema.prisma, migrations in libs/db/prisma/migrations, and the client is exported from @slotline/db as PrismaService (extends PrismaClient, connects in onModuleInit). No repository classes wrapped around it unless a query is genuinely complex; services use prisma directly.',
      {
        supersedes: 'typeorm',
        age: 340,
        reaffirm: 12,
        canonical: true,
        fact: 'slotline | orm | Prisma 5',
        files: ['libs/db/prisma/schema.prisma', 'libs/db/src/prisma.service.ts'],
        tags: ['prisma', 'orm', 'database'],
        reason:
          'lazy relations and the entity sync flag burned us twice; Prisma types flow straight into the resolvers',
      },
    ),
    m(
      'sms-twilio',
      'fact',
      'SMS reminders go out through a Twilio Messaging Service; alphanumeric sender "Slotline" in DE and AT, a pooled long code everywhere else. Per-org opt-out lives in organizations.sms_enabled.',
      {
        age: 340,
        fact: 'slotline | sms_provider | Twilio',
        tags: ['sms', 'twilio', 'notifications'],
      },
    ),
    m(
      'apollo-version',
      'fact',
      'GraphQL server is Apollo Server 4 via ApolloDriver. Introspection is off in prod; the Apollo Sandbox landing page only renders when NODE_ENV !== production. The old playground is disabled.',
      {
        age: 320,
        fact: 'slotline-api | graphql_server | Apollo Server 4',
        files: ['apps/api/src/app.module.ts'],
        tags: ['apollo', 'graphql'],
      },
    ),
    m(
      'nx-monorepo',
      'decision',
      'Tasks run through nx now. CI: `pnpm nx affected -t lint test build`; locally `pnpm nx test api`, `pnpm nx serve api`, `pnpm nx run api:e2e`. Each app/lib has a project.json; Nx Cloud does remote caching and spreads CI over 3 agents.',
      {
        supersedes: 'turborepo',
        age: 300,
        reaffirm: 11,
        files: ['nx.json', 'apps/api/project.json'],
        tags: ['nx', 'monorepo', 'ci'],
        reason: 'we wanted module boundary lint rules, and the cache kept skipping the prisma generate step',
      },
    ),
    m(
      'email-postmark',
      'fact',
      'Transactional email is Postmark, templates by alias (booking-confirmed, booking-reminder, booking-cancelled, waitlist-offer), one template per locale. Bookings always use the "outbound" message stream.',
      {
        age: 300,
        reaffirm: 60,
        fact: 'slotline | transactional_email | Postmark',
        tags: ['email', 'postmark', 'notifications'],
      },
    ),
    m(
      'nx-boundaries',
      'constraint',
      "@nx/enforce-module-boundaries is an error. Apps never import from another app (no '../../api/src/...' from the worker), libs tagged type:data can't import type:domain. If the worker needs something that lives in apps/api, move it into a lib first. Don't reach across project roots with relative paths; use the @slotline/* aliases.",
      {
        age: 290,
        files: ['eslint.config.js', 'tsconfig.base.json'],
        tags: ['nx', 'eslint', 'architecture'],
      },
    ),
    m(
      'gql-errors-throw',
      'convention',
      'Domain errors are thrown. Subclass DomainError (libs/domain/src/errors) with a code, and GqlExceptionFilter turns it into a GraphQLError with extensions.code (SLOT_UNAVAILABLE, OUTSIDE_CANCELLATION_WINDOW, HOLD_EXPIRED...). The dashboard and the widget switch on extensions.code, so keep the codes stable.',
      {
        age: 280,
        files: ['libs/domain/src/errors', 'apps/api/src/common/filters/gql-exception.filter.ts'],
        tags: ['graphql', 'errors'],
      },
    ),
    m(
      'cloudrun',
      'decision',
      'Off Kubernetes. slotline-api and slotline-worker are Cloud Run services in europe-west3, declared in deploy/cloudrun/api.yaml and deploy/cloudrun/worker.yaml and rolled out by Cloud Build (cloudbuild.yaml) with `gcloud run services replace`. Images go to europe-west3-docker.pkg.dev/slotline-prod/app. CPU/memory/instances are set in those yaml files.',
      {
        supersedes: 'gke',
        age: 270,
        reaffirm: 9,
        fact: 'slotline | runs_on | Cloud Run',
        files: ['deploy/cloudrun/api.yaml', 'deploy/cloudrun/worker.yaml', 'cloudbuild.yaml'],
        tags: ['cloud-run', 'deploy', 'gcp'],
        reason: 'running a cluster for two services cost more in ops time than it saved',
      },
    ),
    m(
      'cancel-window',
      'constraint',
      'Customers can cancel or reschedule from the widget until 24 hours before startsAt. After that only org staff can. Enforced in BookingPolicy.canCustomerCancel.',
      {
        age: 260,
        files: ['libs/domain/src/booking/booking.policy.ts'],
        tags: ['booking', 'cancellation', 'policy'],
      },
    ),
    m(
      'bullmq',
      'decision',
      'We moved from bull to BullMQ (@nestjs/bullmq 10, bullmq 5). Processors extend WorkerHost and switch on job.name inside process(); all of them live in apps/worker. apps/api only has producers (@InjectQueue). Queue names and payload types come from @slotline/queues (QUEUES.notifications, JOBS.sendReminder, ...), never string literals.',
      {
        supersedes: 'bull-v3',
        age: 250,
        reaffirm: 25,
        fact: 'slotline | job_queue | BullMQ 5',
        files: ['libs/queues/src/index.ts', 'apps/worker/src'],
        tags: ['bullmq', 'queues', 'jobs'],
      },
    ),
    m(
      'timezones',
      'convention',
      "Instants are timestamptz in UTC. Opening hours and availability rules are local wall-clock times in the location's IANA zone (locations.time_zone, e.g. Europe/Vienna) and get expanded per day with Luxon in libs/domain/src/availability. No native Date arithmetic and no date-fns in availability code.",
      {
        age: 245,
        canonical: true,
        files: ['libs/domain/src/availability', 'libs/db/prisma/schema.prisma'],
        tags: ['time', 'timezone', 'luxon', 'availability'],
      },
    ),
    m(
      'inc-dst',
      'incident',
      "DST last March: opening hours were stored as UTC offsets, so from 31 March every Berlin and Vienna location showed slots shifted by an hour, and 112 customers turned up early or late that week. That's why rules are wall-clock + zone now and why the availability tests have fixtures on both DST switch days.",
      {
        age: 240,
        files: ['libs/domain/src/availability/__fixtures__'],
        tags: ['incident', 'time', 'dst'],
      },
    ),
    m(
      'pagination-connections',
      'decision',
      'Lists are Relay-style connections: first/after (plus last/before where the UI needs it) and an XConnection type { edges { cursor node } pageInfo totalCount }. Cursors are opaque base64 of (startsAt, id) for bookings and (createdAt, id) for everything else; build them with paginate() from apps/api/src/common/pagination. first is capped at 100.',
      {
        supersedes: 'pagination-offset',
        age: 230,
        reaffirm: 20,
        files: ['apps/api/src/common/pagination/paginate.ts'],
        tags: ['graphql', 'pagination', 'relay'],
        reason:
          'paging by offset skipped and duplicated bookings whenever new ones came in, and COUNT(*) on bookings got slow',
      },
    ),
    m(
      'exclusion-constraint',
      'constraint',
      "Double bookings are prevented by Postgres, not by application code. bookings has EXCLUDE USING gist (resource_id WITH =, tstzrange(blocked_from, blocked_to, '[)') WITH &&) WHERE (status IN ('HELD','CONFIRMED')), named bookings_no_overlap, added by hand in migration 20240611_booking_overlap. schema.prisma can't express it. Don't 'clean up' that migration and don't swap it for a findFirst-then-create check, that races.",
      {
        age: 225,
        canonical: true,
        files: ['libs/db/prisma/migrations/20240611_booking_overlap/migration.sql'],
        tags: ['postgres', 'booking', 'concurrency', 'constraint'],
      },
    ),
    m(
      'buffers',
      'fact',
      'Services have bufferBeforeMinutes / bufferAfterMinutes (cleaning, paperwork). A booking stores startsAt/endsAt (what the customer sees) and blockedFrom/blockedTo (with the buffers); availability and the overlap constraint use the blocked range.',
      {
        age: 220,
        files: ['libs/db/prisma/schema.prisma', 'libs/domain/src/availability'],
        tags: ['booking', 'availability', 'services'],
      },
    ),
    m(
      'overlap-error-mapping',
      'fact',
      'When bookings_no_overlap fires, Prisma throws PrismaClientUnknownRequestError (SQLSTATE 23P01 in the message), not a PrismaClientKnownRequestError with P2002. isOverlapViolation(err) in libs/db/src/errors.ts recognises it; BookingService is supposed to catch it and turn it into the slot-unavailable outcome.',
      {
        age: 215,
        files: ['libs/db/src/errors.ts', 'apps/api/src/booking/booking.service.ts'],
        tags: ['prisma', 'errors', 'booking'],
      },
    ),
    m(
      'tenant-scoping',
      'constraint',
      'Every tenant table has organizationId and every query filters on it. Use prisma.forOrg(orgId), the client extension in libs/db/src/tenant.ts that adds organizationId to where/data for tenant models. The bare client is only allowed for cross-org jobs under apps/worker/src/admin. $queryRaw / $executeRaw get no help from the extension: put the organization_id filter in the SQL yourself.',
      {
        age: 210,
        canonical: true,
        files: ['libs/db/src/tenant.ts'],
        tags: ['tenancy', 'prisma', 'security'],
      },
    ),
    m(
      'org-from-context',
      'fact',
      "The current org is the org_id claim of the access token. OrgContextInterceptor puts it on req.org and resolvers read it with @CurrentOrg(). An organizationId coming in as an argument or input field is never used for authorization; if an input has one, it's a bug.",
      {
        age: 205,
        files: [
          'apps/api/src/common/org-context.interceptor.ts',
          'apps/api/src/common/decorators/current-org.decorator.ts',
        ],
        tags: ['tenancy', 'auth', 'graphql'],
      },
    ),
    m(
      'hold-ttl-10',
      'fact',
      'Widget holds last 10 minutes: createHold inserts a HELD booking with heldUntil = now + 10 min and enqueues expire-hold with delay 600000. If the customer confirms in time the booking goes CONFIRMED, otherwise the job flips it to EXPIRED.',
      {
        age: 200,
        files: ['apps/api/src/booking/hold.service.ts'],
        tags: ['booking', 'holds', 'widget'],
      },
    ),
    m(
      'booking-status',
      'convention',
      'Booking status only changes through BookingStateMachine (HELD -> CONFIRMED -> COMPLETED | NO_SHOW, HELD -> EXPIRED, CONFIRMED -> CANCELLED; a reschedule is CANCELLED + a new CONFIRMED linked by rescheduledFromId). It emits booking.* domain events, and the notifications and outgoing-webhook queues hang off those. prisma.booking.update({ data: { status } }) skips all of it.',
      {
        age: 195,
        files: ['libs/domain/src/booking/booking.state-machine.ts'],
        tags: ['booking', 'state-machine', 'events'],
      },
    ),
    m(
      'dataloader',
      'convention',
      "Any @ResolveField that needs the database uses a request-scoped DataLoader from LoadersFactory (apps/api/src/common/loaders), created per request in the GraphQL context(). Don't inject PrismaService into a field resolver and query per parent object.",
      {
        age: 190,
        files: ['apps/api/src/common/loaders/loaders.factory.ts'],
        tags: ['graphql', 'dataloader', 'performance'],
      },
    ),
    m(
      'inc-n-plus-one',
      'incident',
      'feb: the dashboard week calendar of a 40-staff clinic group ran ~1,900 SQL queries per request because Booking.customer and Booking.service resolved one row at a time. p95 8s, Cloud SQL CPU at 100% all morning. Loaders added for customer/service/resource/location, and calendar.e2e-spec.ts now asserts the query count (< 10).',
      {
        age: 185,
        files: ['apps/api/src/calendar/calendar.resolver.ts', 'apps/api/test/calendar.e2e-spec.ts'],
        tags: ['incident', 'performance', 'graphql', 'dataloader'],
      },
    ),
    m(
      'auth-workos',
      'decision',
      "Staff log in with WorkOS AuthKit: SAML/OIDC SSO for the clinic groups that have an IdP, magic link for everyone else. The API only verifies WorkOS access tokens against their JWKS (jose createRemoteJWKSet) in AccessTokenGuard; org_id and role come from the claims. We don't store passwords and there is no login endpoint of ours anymore.",
      {
        supersedes: 'auth-jwt',
        age: 180,
        reaffirm: 5,
        fact: 'slotline | auth_provider | WorkOS AuthKit',
        files: ['apps/api/src/auth/access-token.guard.ts'],
        tags: ['auth', 'workos', 'sso'],
      },
    ),
    m(
      'roles',
      'convention',
      "Authorization: @Roles('OWNER', 'ADMIN') + RolesGuard on resolvers; default for a new mutation is ADMIN. STAFF users may only see and change bookings where they are the resource, and that rule lives in BookingPolicy, not in individual resolvers.",
      {
        age: 175,
        files: ['apps/api/src/auth/roles.guard.ts', 'libs/domain/src/booking/booking.policy.ts'],
        tags: ['auth', 'roles', 'authorization'],
      },
    ),
    m(
      'widget-auth',
      'constraint',
      "The public widget has no logged-in user. It sends the location publishable key (pk_live_... / pk_test_...) in the x-slotline-key header and WidgetKeyGuard resolves org + location from it. Only resolvers marked @PublicWidget() accept that key: publicAvailability, createHold, confirmBooking, cancelBookingByToken. Nothing marked @PublicWidget may return another customer's data.",
      {
        age: 170,
        files: ['apps/api/src/widget/widget-key.guard.ts', 'apps/api/src/widget/public-widget.decorator.ts'],
        tags: ['widget', 'auth', 'security'],
      },
    ),
    m(
      'schema-breaking',
      'constraint',
      'api:schema-check runs graphql-inspector diff of apps/api/schema.gql against origin/main and breaking changes fail CI. The widget is embedded on ~2,300 customer sites and their CDNs cache our bundle, so old widget builds keep calling old fields for weeks. To remove or rename a field: add deprecationReason, wait 90 days, check field usage in Apollo Studio, then remove.',
      {
        age: 165,
        files: ['apps/api/schema.gql', 'apps/api/project.json'],
        tags: ['graphql', 'schema', 'ci', 'widget'],
      },
    ),
    m(
      'nullability',
      'convention',
      'Fields are non-null unless there is a reason; nullable means writing { nullable: true } explicitly. Lists are [T!]!. Mutations take exactly one `input` argument and return a payload type.',
      {
        age: 160,
        tags: ['graphql', 'schema', 'conventions'],
      },
    ),
    m(
      'validation-pipe',
      'convention',
      'Global ValidationPipe with whitelist, forbidNonWhitelisted and transform. Every @InputType field needs a class-validator decorator (@IsUUID, @IsString, @ValidateNested...), otherwise the request is rejected with "property x should not exist".',
      {
        age: 155,
        files: ['apps/api/src/main.ts'],
        tags: ['validation', 'graphql'],
      },
    ),
    m(
      'e2e-testcontainers',
      'decision',
      'e2e tests bring their own Postgres and Redis with Testcontainers in globalSetup (apps/api/test/global-setup.ts), run prisma migrate deploy once, and each spec file starts with await resetDb(). No shared database, no docker compose needed.',
      {
        age: 150,
        files: ['apps/api/test/global-setup.ts', 'apps/api/test/jest-e2e.config.ts'],
        tags: ['tests', 'e2e', 'testcontainers'],
      },
    ),
    m(
      'gql-errors-union',
      'decision',
      'Expected failures are part of the schema. createBooking returns CreateBookingResult = BookingCreated | SlotUnavailable | ValidationFailed (createUnionType, resolveType on __typename) and new mutations do the same. Throwing is for bugs and auth failures only.',
      {
        age: 140,
        files: ['apps/api/src/booking/create-booking.result.ts'],
        tags: ['graphql', 'errors', 'unions'],
        disputes: 'gql-errors-throw',
      },
    ),
    m(
      'migrations-workflow',
      'workflow',
      'New migration: change libs/db/prisma/schema.prisma, run `pnpm nx run db:migrate-dev --name add_something` (prisma migrate dev against the local compose postgres), read the generated SQL, commit schema + migration folder together. Never migrate dev against staging or prod.',
      {
        age: 135,
        files: ['libs/db/project.json', 'libs/db/prisma/migrations'],
        tags: ['prisma', 'migrations', 'workflow'],
      },
    ),
    m(
      'migrations-expand-contract',
      'constraint',
      'Cloud Build runs the slotline-migrate Cloud Run Job (prisma migrate deploy) before the new revision gets traffic, so the old revision is still serving against the new schema. New columns are nullable or have a default; backfill in a worker job; NOT NULL in a later release; drop a column two releases after the code stopped reading it. Prisma turns a rename into drop + add: never ship that.',
      {
        age: 130,
        files: ['cloudbuild.yaml', 'libs/db/prisma/migrations'],
        tags: ['migrations', 'deploy', 'zero-downtime'],
      },
    ),
    m(
      'connection-limit',
      'constraint',
      'DATABASE_URL on Cloud Run carries connection_limit=5&pool_timeout=10. The api can scale to 40 instances and the worker to 4, Cloud SQL max_connections is 250, and without the limit every Prisma client opens num_cpus*2+1 connections. If you raise max instances, do the arithmetic first.',
      {
        age: 125,
        files: ['deploy/cloudrun/api.yaml', 'deploy/cloudrun/worker.yaml'],
        tags: ['prisma', 'cloud-sql', 'cloud-run', 'connections'],
      },
    ),
    m(
      'prisma-binary-targets',
      'note',
      'the prisma generator has binaryTargets = ["native", "debian-openssl-3.0.x"] because the images are bookworm-slim. if anyone moves an image to alpine, add linux-musl-openssl-3.0.x or the app dies on boot unable to find the query engine.',
      {
        age: 120,
        files: ['libs/db/prisma/schema.prisma', 'apps/api/Dockerfile'],
        tags: ['prisma', 'docker'],
      },
    ),
    m(
      'ids-uuid',
      'convention',
      'Primary keys: String @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid. Tables and columns are snake_case in Postgres (@@map / @map), camelCase in Prisma and GraphQL. Every tenant model gets organizationId plus @@index([organizationId, ...]).',
      {
        age: 115,
        files: ['libs/db/prisma/schema.prisma'],
        tags: ['prisma', 'schema', 'naming'],
      },
    ),
    m(
      'cancel-window-org',
      'decision',
      'cancellation cutoff is a per-service setting now: services.cancellation_cutoff_minutes, default 720 (12h), 0 means customers can cancel any time. staff can always cancel regardless.',
      {
        age: 110,
        files: ['libs/db/prisma/schema.prisma', 'libs/domain/src/booking/booking.policy.ts'],
        tags: ['booking', 'cancellation', 'services'],
        disputes: 'cancel-window',
      },
    ),
    m(
      'clock-injection',
      'convention',
      'Domain code asks the Clock provider for now (libs/domain/src/clock.ts). No Date.now(), new Date() or DateTime.now() in services or policies; tests bind FixedClock instead of fake timers.',
      {
        age: 105,
        files: ['libs/domain/src/clock.ts', 'libs/testing/src/fixed-clock.ts'],
        tags: ['time', 'testing', 'di'],
      },
    ),
    m(
      'scalars',
      'convention',
      'Timestamps go over the wire as the DateTime scalar (ISO 8601, always UTC with Z). A calendar day is LocalDate (YYYY-MM-DD) and an opening-hours time is LocalTime (HH:mm); both are custom scalars in apps/api/src/common/scalars. The client formats in the location zone it gets from Location.timeZone.',
      {
        age: 100,
        files: ['apps/api/src/common/scalars'],
        tags: ['graphql', 'scalars', 'time'],
      },
    ),
    m(
      'queue-conventions',
      'convention',
      'Job payloads are small JSON with ids only, never Prisma objects. Use a deterministic jobId when something must happen once (`reminder:${bookingId}:24h`). Default job options: attempts 5, exponential backoff from 5s, removeOnComplete { count: 1000 }, removeOnFail { age: 604800 }. Handlers must survive running twice.',
      {
        age: 95,
        files: ['libs/queues/src/defaults.ts'],
        tags: ['bullmq', 'queues', 'idempotency'],
      },
    ),
    m(
      'hold-ttl-5',
      'decision',
      'HOLD_TTL_MINUTES = 5 in libs/domain/src/booking/constants.ts. Almost no one needed longer, and 10-minute holds were locking up the popular Monday morning slots at the physio chains.',
      {
        age: 90,
        files: ['libs/domain/src/booking/constants.ts'],
        tags: ['booking', 'holds', 'widget'],
        disputes: 'hold-ttl-10',
      },
    ),
    m(
      'inc-dup-sms',
      'incident',
      'Oct incident: ~600 customers got 2–4 copies of the reminder SMS. send-reminder called Twilio, then failed on a Prisma update after it and BullMQ retried the whole thing. Fix: a reminders row (unique booking_id + kind) is inserted before the provider call and the handler returns early when it already exists. Same pattern for any notification job.',
      {
        age: 88,
        files: ['apps/worker/src/notifications/send-reminder.handler.ts'],
        tags: ['incident', 'sms', 'idempotency', 'bullmq'],
      },
    ),
    m(
      'redis-noeviction',
      'constraint',
      'Two Redis instances: slotline-queues (maxmemory-policy noeviction, BullMQ only, REDIS_QUEUE_URL) and slotline-cache (allkeys-lru, throttler + cache, REDIS_CACHE_URL). BullMQ must never run on an evicting Redis.',
      {
        age: 85,
        files: ['libs/config/src/env.ts'],
        tags: ['redis', 'bullmq', 'memorystore'],
      },
    ),
    m(
      'inc-redis-eviction',
      'incident',
      'We used to share one Redis for cache and queues under allkeys-lru. A traffic spike made it evict BullMQ keys: delayed expire-hold jobs disappeared, some jobs failed with "Missing lock", and about 80 slots stayed HELD for hours until someone noticed. Hence the split.',
      {
        age: 84,
        tags: ['incident', 'redis', 'bullmq', 'holds'],
      },
    ),
    m(
      'worker-cloudrun',
      'fact',
      'slotline-worker on Cloud Run runs with --no-cpu-throttling (CPU always allocated), min-instances 1, max 4, and only listens on $PORT for /healthz because Cloud Run wants a listener. With CPU throttling on, the worker gets no CPU between requests and delayed jobs fire late or not at all.',
      {
        age: 80,
        files: ['deploy/cloudrun/worker.yaml', 'apps/worker/src/main.ts'],
        tags: ['cloud-run', 'worker', 'bullmq'],
      },
    ),
    m(
      'calendar-sync-concurrency',
      'note',
      'calendar-sync worker concurrency stays at 3. Google Calendar quota is per project and at 10 we got 403 rateLimitExceeded for every org at once.',
      {
        age: 78,
        files: ['apps/worker/src/calendar-sync/calendar-sync.processor.ts'],
        tags: ['google-calendar', 'bullmq', 'quota'],
      },
    ),
    m(
      'calendar-watch',
      'note',
      "Google Calendar sync relies on push watch channels, which expire after 7 days at most. The repeatable renew-calendar-watches job runs every 6h and renews anything expiring within 48h. When a staff member says their Google events stopped blocking slots, look at calendar_watches.expires_at and the job's failures first.",
      {
        age: 75,
        files: ['apps/worker/src/calendar-sync/renew-watches.handler.ts'],
        tags: ['google-calendar', 'sync'],
      },
    ),
    m(
      'e2e-compose-db',
      'convention',
      'e2e runs against the docker compose postgres on localhost:5433 (db slotline_test); in CI it is a service container. Every jest worker uses its own schema: DATABASE_URL gets ?schema=test_${JEST_WORKER_ID}. Testcontainers was too slow on the CI runners.',
      {
        age: 70,
        files: ['docker-compose.yml', 'apps/api/test/setup-env.ts', '.github/workflows/ci.yml'],
        tags: ['tests', 'e2e', 'postgres'],
        disputes: 'e2e-testcontainers',
      },
    ),
    m(
      'cloudrun-timeouts',
      'constraint',
      'slotline-api: concurrency 80, request timeout 30s, startup CPU boost, min-instances 2. Anything that may take more than a few seconds (CSV exports, bulk reschedule, imports) becomes a BullMQ job plus a status query the client polls; no long requests.',
      {
        age: 66,
        files: ['deploy/cloudrun/api.yaml'],
        tags: ['cloud-run', 'timeouts', 'performance'],
      },
    ),
    m(
      'inc-cold-start',
      'incident',
      'cold starts were 7–9s: unbundled node_modules plus the Prisma engine. We now bundle apps/api with the Nx webpack executor (only @prisma/client and the engine stay external), startup CPU boost is on and min-instances is 2. Watch the bundle size when adding deps.',
      {
        age: 62,
        files: ['apps/api/webpack.config.js', 'deploy/cloudrun/api.yaml'],
        tags: ['incident', 'cloud-run', 'cold-start'],
      },
    ),
    m(
      'data-export',
      'fact',
      'CSV/XLSX exports are built by the export worker, written to gs://slotline-exports-prod (lifecycle deletes after 7 days) and handed out as V4 signed URLs valid 15 minutes. The requestExport mutation returns an Export with status the dashboard polls.',
      {
        age: 60,
        files: ['apps/worker/src/exports', 'apps/api/src/exports/export.resolver.ts'],
        tags: ['exports', 'gcs', 'bullmq'],
      },
    ),
    m(
      'release-flow',
      'workflow',
      'Merging to main deploys to staging (Cloud Build trigger). Prod: push a tag like v2025.06.12.1, Cloud Build deploys the new revision with --no-traffic, run `pnpm nx e2e smoke --configuration=prod` against the tagged revision URL, then `gcloud run services update-traffic slotline-api --to-latest` (same for worker). Rollback = update-traffic back to the previous revision.',
      {
        age: 58,
        files: ['cloudbuild.yaml', 'cloudbuild.prod.yaml'],
        tags: ['deploy', 'release', 'cloud-run'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Runtime secrets come from Secret Manager, mounted as env vars with secretKeyRef in deploy/cloudrun/*.yaml. A new variable goes in three places: the zod schema in libs/config/src/env.ts (the app refuses to boot if it fails), .env.example, and the service yaml. Feature code reads config through AppConfigService, never process.env.',
      {
        age: 55,
        files: ['libs/config/src/env.ts', '.env.example', 'deploy/cloudrun/api.yaml'],
        tags: ['config', 'secrets', 'env'],
      },
    ),
    m(
      'stripe-billing',
      'fact',
      'Orgs pay us through Stripe Billing, one subscription item per location; price IDs live in libs/config/src/plans.ts. Stripe webhooks hit a plain REST controller (apps/api/src/billing/stripe-webhook.controller.ts, POST /webhooks/stripe) outside GraphQL. Signature checks need the raw body: main.ts creates the app with { rawBody: true } and the controller passes req.rawBody to constructEvent; a JSON-parsed body will never verify.',
      {
        age: 52,
        files: ['apps/api/src/billing/stripe-webhook.controller.ts', 'apps/api/src/main.ts'],
        tags: ['stripe', 'billing', 'webhooks'],
      },
    ),
    m(
      'logging-pino',
      'convention',
      "Logging is nestjs-pino: JSON to stdout, and Cloud Logging reads the severity field. Structured fields first, message second: this.logger.info({ bookingId, orgId }, 'hold expired'). No console.log anywhere in apps/.",
      {
        age: 50,
        files: ['libs/config/src/logger.ts'],
        tags: ['logging', 'pino'],
      },
    ),
    m(
      'no-pii-logs',
      'constraint',
      'No customer PII in logs, traces or Sentry: no names, emails, phone numbers, booking notes (clinics put health info in there). Log ids. The pino redact list in libs/config/src/logger.ts covers req.body.variables.input.customer.*; extend it when you add fields. The DPA we signed with the clinic groups requires this.',
      {
        age: 48,
        files: ['libs/config/src/logger.ts'],
        tags: ['gdpr', 'logging', 'privacy', 'security'],
      },
    ),
    m(
      'throttler',
      'fact',
      '@nestjs/throttler with Redis storage on the slotline-cache instance; default limit 100 requests/min per client. GqlThrottlerGuard takes the client IP from X-Forwarded-For because everything arrives through the Cloud Run front end.',
      {
        age: 45,
        files: ['apps/api/src/common/guards/gql-throttler.guard.ts'],
        tags: ['rate-limit', 'throttler', 'redis'],
      },
    ),
    m(
      'complexity-limit',
      'constraint',
      'Queries are cost-limited by a graphql-query-complexity plugin: maxComplexity 1000, max depth 8. A connection field costs first × (child cost), so first: 100 on bookings with nested customer and service gets rejected with QUERY_TOO_COMPLEX. Intended; fetch less.',
      {
        age: 42,
        files: ['apps/api/src/common/plugins/complexity.plugin.ts'],
        tags: ['graphql', 'performance', 'security'],
      },
    ),
    m(
      'no-subscriptions',
      'decision',
      "No GraphQL subscriptions. We don't want long-lived websockets pinned to Cloud Run instances; the dashboard calendar polls calendarUpdates(since:) every 20s and that's plenty. Don't add graphql-ws.",
      {
        age: 40,
        tags: ['graphql', 'subscriptions', 'cloud-run'],
      },
    ),
    m(
      'jest-setup',
      'convention',
      'Jest 29 with @swc/jest (ts-jest was too slow). Unit specs sit next to the code as *.spec.ts; e2e specs are apps/api/test/*.e2e-spec.ts and run with `pnpm nx run api:e2e`. In unit tests mock Prisma with mockDeep<PrismaService>() from jest-mock-extended.',
      {
        age: 38,
        files: ['jest.preset.js', 'apps/api/jest.config.ts'],
        tags: ['tests', 'jest'],
      },
    ),
    m(
      'test-factories',
      'convention',
      'Test data comes from libs/testing factories (createOrgWithLocation, buildService, createBooking, widgetKeyFor(location)...), not hand-written prisma.create calls with twenty fields.',
      {
        age: 35,
        files: ['libs/testing/src/factories'],
        tags: ['tests', 'factories'],
      },
    ),
    m(
      'eslint-floating',
      'convention',
      '@typescript-eslint/no-floating-promises is an error. `await this.queue.add(...)`, always. An un-awaited add once swallowed a Redis connection error and a whole afternoon of confirmation emails was never enqueued, with nothing in the logs.',
      {
        age: 32,
        files: ['eslint.config.js'],
        tags: ['eslint', 'bullmq', 'async'],
      },
    ),
    m(
      'pref-explicit-types',
      'preference',
      'Explicit return types on exported functions and public service methods please. Inferred is fine for private helpers.',
      {
        age: 30,
        tags: ['typescript', 'style'],
      },
    ),
    m(
      'pref-no-barrels',
      'preference',
      "no index.ts barrels inside apps/. they gave us circular imports between Nest modules (provider undefined at boot, the classic 'Nest can't resolve dependencies of X (?)'). each lib has exactly one public index.ts and that's it.",
      {
        age: 28,
        tags: ['typescript', 'style', 'nestjs'],
      },
    ),
    m(
      'pref-prs',
      'preference',
      'Smaller PRs, ideally under ~400 lines not counting schema.gql and migrations. Refactors and features in separate PRs.',
      {
        age: 25,
        tags: ['process', 'review'],
      },
    ),
    m(
      'cand-mercurius',
      'decision',
      'Switch the GraphQL driver to Mercurius on the Fastify adapter to cut latency.',
      {
        candidate: true,
        tags: ['graphql', 'performance'],
      },
    ),
    m('cand-drizzle', 'fact', 'The data layer uses Drizzle ORM; migrations are generated with drizzle-kit.', {
      candidate: true,
      tags: ['orm', 'database'],
    }),
    m(
      'cand-uuidv7',
      'convention',
      'Generate primary keys in the application with uuidv7() instead of gen_random_uuid().',
      {
        candidate: true,
        tags: ['ids', 'prisma'],
      },
    ),
    m(
      'cand-federation',
      'decision',
      'Split the API into Apollo Federation subgraphs (bookings, billing, identity) behind Apollo Router.',
      {
        candidate: true,
        tags: ['graphql', 'federation', 'architecture'],
      },
    ),
    m(
      'secret-db-ro',
      'workflow',
      'to look at prod data read-only: start cloud-sql-proxy on 5433 and use DATABASE_URL="postgresql://slotline_ro:Hq3vT9xLm2Wk7pRz@127.0.0.1:5433/slotline?sslmode=disable"',
      { age: 140, secret: 'Hq3vT9xLm2Wk7pRz' },
    ),
    m(
      'secret-workos',
      'fact',
      'WorkOS staging env: client id client_01HQ7ZKX3M9V2D8R6T4WBN5JPA, api key sk_test_a2V5XzAxSFE3WktYNE05VjJEOFI2VDRXQk41SlBCLHpRdDdrTTJ2cEw5 (same in 1password, just faster to grab here)',
      { age: 170, secret: 'sk_test_a2V5XzAxSFE3WktYNE05VjJEOFI2VDRXQk41SlBCLHpRdDdrTTJ2cEw5' },
    ),
    m(
      'secret-redis-yaml',
      'note',
      'temporary override in worker.yaml while we debug the queue instance, remove after:\n        - name: REDIS_QUEUE_URL\n          value: rediss://default:c7Fp2Kw9XzQ4mLr8Vt1N@10.18.0.4:6378/0',
      { age: 86, secret: 'c7Fp2Kw9XzQ4mLr8Vt1N' },
    ),
    m(
      'secret-twilio',
      'convention',
      'Local SMS testing uses the Twilio test subaccount, put this in apps/worker/.twilio.json: {"accountSid": "AC3f9b2e7d41c8a06e5b9d2f7c1a4e8b03", "authToken": "8d41e7b2c9f05a36e1d7b4c29f8a0e57", "from": "+15005550006"}',
      { age: 300, secret: '8d41e7b2c9f05a36e1d7b4c29f8a0e57' },
    ),
    m(
      'secret-slack-hook',
      'note',
      'Cloud Build posts deploy results to #deploys through the incoming webhook https://hooks.slack.com/services/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, in case the notifier config gets lost again.',
      { age: 57, secret: 'https://hooks.slack.com/services/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' },
    ),
    m(
      'secret-npm',
      'constraint',
      'The private @slotline-ui package needs auth; .npmrc on the build machines must contain //registry.npmjs.org/:_authToken=npm_4Xq9LmT2vRk7Wz8NpYc3Hb6Jd1Fs0GaE5uQi or pnpm install 404s.',
      { age: 210, secret: 'npm_4Xq9LmT2vRk7Wz8NpYc3Hb6Jd1Fs0GaE5uQi' },
    ),
  ],
  sessions: [
    {
      id: 'nestjs-graphql-session-1',
      age: 3,
      turns: [
        said(
          'ok starting the waitlist thing today. waitlist entries are per service + location, NOT per staff member. product was super clear on that, customers dont care who treats them they care about the slot',
          { key: 's-waitlist-scope', type: 'decision' },
        ),
        replied(
          'Makes sense. I would add a WaitlistEntry model with serviceId, locationId, customerId and a preferred date range, and when a booking is cancelled the worker offers the freed slot to the oldest matching entry. Want me to start with the Prisma model?',
        ),
        said(
          'yes. oh and for the status column dont use a prisma enum, we do plain text + a CHECK constraint in the migration for new status columns now. ALTER TYPE ... ADD VALUE inside the migration transaction bit us',
          { key: 's-no-pg-enums', type: 'convention' },
        ),
        replied(
          'Got it, status will be a String in schema.prisma with a CHECK (status IN (...)) added to the generated migration SQL, and a TS union type in libs/domain. Should I also move the throttler storage to its own Redis DB index while I am touching the widget module?',
        ),
        said('nah leave the throttler alone for now'),
        said(
          'but every new mutation the widget can call gets an explicit @Throttle({ default: { limit: 10, ttl: 60_000 } }), the global 100/min is way too loose for public unauthenticated stuff',
          { key: 's-widget-throttle', type: 'constraint' },
        ),
        replied('Okay, joinWaitlist and leaveWaitlist will carry @Throttle with 10 per minute.'),
        said(
          'if u want to push the schema to studio to check field usage the key is APOLLO_KEY=service:slotline-graph:Kx8vQ2mR7tLz4WnP9cYb3H',
          { secret: 'service:slotline-graph:Kx8vQ2mR7tLz4WnP9cYb3H' },
        ),
        said(
          "also rollout: per-org flags live in the org_features table, check with featureService.isEnabled(orgId, 'waitlist'). no env var flags for customer facing features, we need to turn them on per clinic",
          { key: 's-org-features', type: 'convention' },
        ),
        replied(
          'Understood. I will gate the waitlist resolvers and the offer job on featureService.isEnabled(orgId, "waitlist").',
        ),
        said('can you also look why waitlist.service.spec is flaky on ci, passes locally every time'),
        said('ok cool, ship it'),
      ],
    },
  ],
  prompts: [
    p(
      'add a nullable `internalNote` field to type Booking in booking.graphql, staff need it for the front desk',
      ['gql-code-first', 'nullability', 'migrations-expand-contract'],
    ),
    p(
      "pnpm typeorm migration:generate src/migrations/AddWaitlist\n> Error: Cannot find module 'typeorm/cli.js'\nwtf, did someone remove typeorm?",
      ['prisma', 'migrations-workflow'],
    ),
    p('pnpm turbo run test --filter=api -> "turbo: command not found". how do i run only the api tests', [
      'nx-monorepo',
      'jest-setup',
    ]),
    p(
      'Invalid `prisma.booking.create()` invocation in\n/app/apps/api/src/booking/booking.service.ts:88:32\n\nError occurred during query execution:\nConnectorError(ConnectorError { user_facing_error: None, kind: QueryError(PostgresError { code: "23P01", message: "conflicting key value violates exclusion constraint \\"bookings_no_overlap\\"", severity: "ERROR" }) })\n\nwidget users get a generic 500 "Internal server error" when two people grab the same slot. what should the widget get instead',
      ['overlap-error-mapping', 'exclusion-constraint', 'gql-errors-throw', 'gql-errors-union'],
    ),
    p('add page + limit args to the customers query, the dashboard table wants page numbers 1 2 3 ...', [
      'pagination-connections',
    ]),
    p('wheres the helm values for the api? need to bump memory to 2Gi, it OOMs on the big exports', [
      'cloudrun',
    ]),
    p(
      "@apps/worker/src/notifications/reminder.processor.ts the @Process('send-reminder') method never gets called, jobs just sit in waiting forever",
      ['bullmq'],
    ),
    p(
      'seeded a new staff user with a bcrypt password in the db but login still says invalid credentials. where does the api compare the hash?',
      ['auth-workos'],
    ),
    p(
      'implement getAvailableSlots(serviceId, locationId, day) in libs/domain/src/availability. 15 min grid inside opening hours, minus existing bookings',
      ['timezones', 'buffers', 'clock-injection'],
    ),
    p(
      'customer from vienna booked 9:00 in the widget, confirmation mail says 10:00. which one is right?? this is the second ticket this week',
      ['timezones', 'inc-dst', 'scalars'],
    ),
    p(
      'since we bumped slotline-api max instances to 60 the logs are full of\nPrismaClientInitializationError: FATAL: sorry, too many clients already',
      ['connection-limit'],
    ),
    p(
      'switched apps/api/Dockerfile to node:20-alpine to shrink the image, now it crashes on boot:\nPrismaClientInitializationError: Prisma Client could not locate the Query Engine for runtime "linux-musl-openssl-3.0.x".',
      ['prisma-binary-targets'],
    ),
    p('write e2e tests for the createHold mutation (happy path + slot already taken)', [
      'e2e-testcontainers',
      'e2e-compose-db',
      'widget-auth',
      'test-factories',
    ]),
    p('PM asks: how long is a slot reserved for a customer after they click it in the widget?', [
      'hold-ttl-10',
      'hold-ttl-5',
    ]),
    p(
      'support ticket: customer tries to cancel 6 hours before the appointment from the widget and gets OUTSIDE_CANCELLATION_WINDOW. is that working as intended',
      ['cancel-window', 'cancel-window-org'],
    ),
    p(
      'the week view in the dashboard is crawling again for the big orgs, p95 ~6s. pls look at @apps/api/src/calendar/calendar.resolver.ts',
      ['dataloader', 'inc-n-plus-one'],
    ),
    p('exporting all bookings for 2024 as csv gives a 504 for the larger clinics', [
      'cloudrun-timeouts',
      'data-export',
    ]),
    p(
      'can we make the calendar update live when somebody books? thinking a graphql subscription on bookingCreated',
      ['no-subscriptions'],
    ),
    p('Booking.time has been deprecated forever, just delete it from booking.model.ts', ['schema-breaking']),
    p('need a new env var GOOGLE_PLACES_KEY for address autocomplete on locations, where does it go', [
      'secrets-manager',
    ]),
    p('send the customer an sms when staff moves their appointment to another time', [
      'booking-status',
      'queue-conventions',
      'inc-dup-sms',
    ]),
    p(
      'Error: Missing lock for job 48213. moveToFinished\n    at Scripts.finishedErrors (node_modules/bullmq/dist/cjs/classes/scripts.js:271)\nalso a bunch of holds from saturday are still HELD',
      ['redis-noeviction', 'inc-redis-eviction'],
    ),
    p(
      'add rescheduleBookingByToken so customers can move their appointment from the link in the confirmation email (widget side)',
      ['widget-auth', 's-widget-throttle', 'booking-status', 'cancel-window', 'cancel-window-org'],
    ),
    p('create the WaitlistEntry prisma model + the graphql object type', [
      's-waitlist-scope',
      's-no-pg-enums',
      'tenant-scoping',
      'ids-uuid',
    ]),
    p("let's only turn the waitlist on for physio-berlin first, ok to add WAITLIST_ENABLED to the env?", [
      's-org-features',
    ]),
    p(
      'when a reminder sms fails, log the customers email and phone so support can search for it in cloud logging',
      ['no-pii-logs', 'logging-pino'],
    ),
    p(
      'utilization report: booked minutes per resource per week. prisma groupBy cant do this so im writing $queryRaw, any gotchas?',
      ['tenant-scoping', 'timezones'],
    ),
    p(
      "the worker needs BookingPolicy from apps/api/src/booking, can i just import it with '../../../api/src/booking/booking.policy'",
      ['nx-boundaries'],
    ),
    p(
      'delayed jobs on the worker fire way late, sometimes 10+ min. started after someone cleaned up worker.yaml last week',
      ['worker-cloudrun'],
    ),
    p('a physio says her private google calendar appointments stopped blocking her slots since tuesday', [
      'calendar-watch',
    ]),
    p(
      'StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?\nstarted after i added a global body parser in main.ts',
      ['stripe-billing'],
    ),
    p('hotfix is merged to main, how do i get it to prod today', ['release-flow']),
    p(
      'updateService(input: { organizationId, serviceId, name }) — fine to use input.organizationId in the where clause?',
      ['org-from-context', 'tenant-scoping'],
    ),
    p('first request after every deploy takes like 8 seconds, can we do something about it', [
      'inc-cold-start',
      'cloudrun-timeouts',
    ]),
    p(
      'some booking confirmation emails just never arrive. nothing in sentry, nothing in the logs, postmark activity has no trace of them either',
      ['eslint-floating', 'redis-noeviction'],
    ),
    p('whats the difference between `interface` and `type` in typescript, when do i pick which', []),
    p('write a regex that validates E.164 phone numbers', []),
    p("fix the typo 'recieve' in README.md", []),
    p('Promise.allSettled vs Promise.all, quick explanation pls', []),
    p('perfect that fixed it, thx', []),
  ],
});
