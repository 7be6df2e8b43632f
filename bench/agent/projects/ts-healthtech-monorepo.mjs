// A US telehealth startup's TypeScript monorepo: NestJS API + BullMQ worker, Next.js patient web, Expo provider
// app, Twilio Video visits, Stripe copays, HIPAA (PHI, audit logs, BAA vendors), AWS via CDK.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'ts-healthtech-monorepo',
  stack:
    'TypeScript 5.4, pnpm workspaces + Turborepo, NestJS 10 (Prisma 5, PostgreSQL 15, BullMQ on Redis), Next.js 14 App Router, Expo SDK 50 / React Native, Twilio Video, Stripe, AWS (ECS Fargate, RDS, S3 + KMS, ElastiCache) via CDK v2, GitHub Actions, Jest + Playwright + Detox, Datadog',
  memories: [
    m(
      'pkg-yarn',
      'fact',
      'monorepo = yarn 1 workspaces + lerna (lerna.json for versioning). add deps w/ `yarn workspace api add <pkg>`',
      {
        fact: 'monorepo | package_manager | yarn',
        files: ['package.json', 'lerna.json'],
        age: 700,
        tags: ['yarn', 'lerna', 'monorepo', 'dependencies'],
      },
    ),
    m(
      'pkg-pnpm',
      'decision',
      'we are on pnpm 9 workspaces + Turborepo now (pnpm-workspace.yaml: apps/*, packages/*). yarn.lock and lerna.json are deleted. add deps per app: `pnpm --filter @bw/api add <pkg>`, root package.json only has tooling (turbo, eslint, prettier, husky). reason: yarn1 hoisting kept breaking metro and the prisma client generation',
      {
        fact: 'monorepo | package_manager | pnpm',
        supersedes: 'pkg-yarn',
        canonical: true,
        age: 410,
        files: ['pnpm-workspace.yaml', 'package.json', 'turbo.json'],
        reason: 'yarn 1 hoisting broke metro and prisma generate',
        tags: ['pnpm', 'turborepo', 'monorepo', 'dependencies'],
      },
    ),
    m(
      'repo-layout',
      'fact',
      'layout: apps/api (NestJS REST), apps/worker (BullMQ consumers, separate nest app, entry src/main.worker.ts), apps/web (Next 14 patient app), apps/provider (Expo provider app), packages/db (prisma), packages/shared (zod schemas, money, licensure, logging helpers), packages/ui (shadcn/tailwind components for web), infra/ (CDK). scope is @bw/*',
      {
        files: ['apps', 'packages', 'infra'],
        tags: ['monorepo', 'layout'],
      },
    ),
    m(
      'turbo-tasks',
      'convention',
      'turbo.json: build dependsOn ^build; lint, typecheck, test are cached. in CI always run affected only: `pnpm turbo run lint typecheck test --filter=...[origin/main]`. remote cache is our self hosted one on S3 (bucket bw-turbo-cache, TURBO_API set in GHA) — not vercel remote cache',
      {
        files: ['turbo.json', '.github/workflows/ci.yml'],
        tags: ['turborepo', 'ci', 'cache'],
      },
    ),
    m('node-18', 'fact', '.nvmrc is 18.19, all Dockerfiles FROM node:18-alpine', {
      fact: 'runtime | node_version | 18',
      files: ['.nvmrc'],
      age: 520,
      tags: ['node', 'docker'],
    }),
    m(
      'node-20',
      'convention',
      'Node 20 LTS everywhere. .nvmrc = 20.11, engines ">=20 <21", images FROM node:20-bookworm-slim — we dropped alpine bc prisma + openssl on musl was a constant headache. locally run `corepack enable` so the pnpm version comes from the packageManager field.',
      {
        fact: 'runtime | node_version | 20',
        supersedes: 'node-18',
        age: 180,
        files: ['.nvmrc', 'apps/api/Dockerfile', 'apps/web/Dockerfile', 'apps/worker/Dockerfile'],
        tags: ['node', 'docker', 'prisma', 'corepack'],
      },
    ),
    m(
      'shared-zod',
      'convention',
      'request/response shapes are zod schemas in packages/shared/src/schemas/*. api validates them w/ nestjs-zod (createZodDto), web + provider import the exact same schema. no new class-validator DTOs pls, the old ones get migrated when touched',
      {
        files: ['packages/shared/src/schemas'],
        tags: ['zod', 'validation', 'dto', 'nestjs'],
      },
    ),
    m(
      'nest-modules',
      'convention',
      'API feature modules live in apps/api/src/modules/<feature>/ with feature.module.ts, .controller.ts, .service.ts, .repository.ts. controllers never touch prisma directly — service -> repository. guards/interceptors/filters go in src/common.',
      {
        files: ['apps/api/src/modules', 'apps/api/src/common'],
        tags: ['nestjs', 'architecture', 'modules'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      "URI versioning, everything is under /v1 (app.enableVersioning({ type: VersioningType.URI })). provider app builds in the wild can be months old so v1 routes never break: add fields, don't rename/remove. breaking change = new /v2 route.",
      {
        tags: ['api', 'versioning', 'nestjs', 'mobile'],
      },
    ),
    m(
      'prisma-schema',
      'fact',
      'prisma schema is packages/db/prisma/schema.prisma, client re-exported from @bw/db (never import @prisma/client directly in apps). after editing run `pnpm --filter @bw/db generate` (turbo build does it too). Prisma 5.x on Postgres 15.',
      {
        files: ['packages/db/prisma/schema.prisma', 'packages/db/src/index.ts'],
        tags: ['prisma', 'postgres', 'schema'],
      },
    ),
    m(
      'prisma-migrate',
      'convention',
      'schema change = `pnpm --filter @bw/db prisma migrate dev --name <snake_case>` and commit the generated sql. NEVER `prisma db push` against anything shared. destructive stuff (rename/drop/not null) is expand -> backfill -> contract over 2 deploys, old tasks keep serving during the rolling deploy',
      {
        files: ['packages/db/prisma/migrations'],
        tags: ['prisma', 'migrations', 'expand-contract'],
      },
    ),
    m(
      'migrate-task',
      'decision',
      'Migrations in staging/prod run as a one-off ECS task (task def bw-db-migrate, command `prisma migrate deploy`) triggered by deploy.yml BEFORE the api/worker services get updated. If the task exits non-zero the deploy stops and nothing rolls.',
      {
        canonical: true,
        files: ['.github/workflows/deploy.yml', 'infra/lib/services-stack.ts'],
        tags: ['prisma', 'migrations', 'ecs', 'deploy'],
      },
    ),
    m(
      'migrate-on-boot-claim',
      'fact',
      'fyi the api container runs prisma migrate deploy in docker-entrypoint.sh on start, so migrations just apply when the new tasks boot',
      {
        disputes: 'migrate-task',
        files: ['apps/api/docker-entrypoint.sh'],
        tags: ['prisma', 'migrations', 'docker'],
      },
    ),
    m(
      'incident-connections',
      'incident',
      'Jan 2025 monday morning peak: api autoscaled to 14 tasks, each prisma client with connection_limit=10, plus the worker -> hit RDS max_connections, ~20 min of 502s and failed visit joins. fix: RDS Proxy in front of the cluster (endpoint bw-prod-proxy), DATABASE_URL points at the proxy, connection_limit=5 per task.',
      {
        files: ['infra/lib/data-stack.ts'],
        tags: ['incident', 'rds', 'rds-proxy', 'prisma', 'connections'],
      },
    ),
    m(
      'soft-delete',
      'constraint',
      'never hard-delete clinical rows (Patient, Visit, ClinicalNote, Prescription, Document). set deletedAt, the prisma extension in packages/db/src/extensions/softDelete.ts filters them out. records retention is 10y (strictest state we operate in)',
      {
        files: ['packages/db/src/extensions/softDelete.ts'],
        tags: ['prisma', 'soft-delete', 'retention', 'hipaa'],
      },
    ),
    m(
      'phi-field-encryption',
      'fact',
      'dob, ssn_last4, insurance memberId and ClinicalNote.body are encrypted at the app level (envelope encryption, KMS data keys) via encryptField/decryptField in packages/db/src/crypto.ts. theyre bytea columns so you cant WHERE/ORDER on them — lookups by dob use the dob_hash blind index (HMAC).',
      {
        files: ['packages/db/src/crypto.ts', 'packages/db/prisma/schema.prisma'],
        tags: ['encryption', 'kms', 'phi', 'prisma', 'blind-index'],
      },
    ),
    m(
      'no-phi-urls',
      'constraint',
      'No PHI in URLs or query strings, ever — ALB access logs, CloudFront logs and Datadog RUM all capture full urls. paths use opaque cuid ids; anything searchy (name, dob, phone) goes in a POST body.',
      {
        canonical: true,
        tags: ['phi', 'hipaa', 'urls', 'api'],
      },
    ),
    m(
      'auth-cognito',
      'fact',
      'auth = AWS Cognito, two user pools: bw-patients and bw-providers (providers pool enforces TOTP MFA). api verifies access tokens with aws-jwt-verify in JwtAuthGuard (apps/api/src/common/guards/jwt-auth.guard.ts). web uses next-auth v4 w/ the cognito provider, session lives in an httpOnly cookie.',
      {
        files: ['apps/api/src/common/guards/jwt-auth.guard.ts', 'apps/web/app/api/auth'],
        tags: ['auth', 'cognito', 'jwt', 'mfa', 'next-auth'],
      },
    ),
    m(
      'care-relationship',
      'constraint',
      "A provider may only read a patient's chart if they have a visit with that patient (scheduled, in progress, or ended < 30 days ago) or are the patient's assigned PCP. Enforced by PatientAccessGuard — every endpoint that takes a patientId must use it.",
      {
        files: ['apps/api/src/common/guards/patient-access.guard.ts'],
        tags: ['authorization', 'phi', 'providers', 'guard'],
      },
    ),
    m(
      'licensure',
      'constraint',
      'provider can only be booked if licensed in the state where the PATIENT physically is at visit time (asked at check-in, Visit.locationState), not their home address. use isLicensedFor(provider, state) from packages/shared/src/licensure.ts, both in booking and at check-in',
      {
        files: ['packages/shared/src/licensure.ts'],
        tags: ['licensure', 'booking', 'providers', 'compliance'],
      },
    ),
    m(
      'audit-log',
      'constraint',
      'Every read or write of PHI produces an audit event. In controllers: @AuditPhi(<resourceType>) on the handler (AuditInterceptor records actorId, action, resourceType, resourceId, ip). In workers: auditService.record(). audit_events is append-only, the app DB role has no UPDATE/DELETE grant on it.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['apps/api/src/common/audit', 'packages/db/prisma/schema.prisma'],
        tags: ['audit', 'hipaa', 'phi', 'interceptor'],
      },
    ),
    m(
      'audit-retention-1y',
      'fact',
      'audit_events older than 12 months are purged by the nightly cleanup job (apps/worker/src/jobs/cleanup.ts)',
      {
        fact: 'audit events | retention | 12 months',
        age: 360,
        files: ['apps/worker/src/jobs/cleanup.ts'],
        tags: ['audit', 'retention'],
      },
    ),
    m(
      'audit-retention-6y',
      'constraint',
      'outcome of the sept compliance review: audit events are kept 6 years. the 12-month purge in cleanup.ts is gone. after 13 months the audit-archive job exports rows to s3://bw-prod-audit-archive (Object Lock, compliance mode) and only then removes them from postgres. nothing else deletes audit rows.',
      {
        fact: 'audit events | retention | 6 years',
        supersedes: 'audit-retention-1y',
        age: 120,
        files: ['apps/worker/src/jobs/audit-archive.ts'],
        reason: 'HIPAA documentation retention (6 years)',
        tags: ['audit', 'retention', 'hipaa', 's3', 'object-lock'],
      },
    ),
    m(
      'min-necessary',
      'convention',
      'minimum necessary: prisma queries `select` only what the endpoint needs. no `include: { patient: true }` on list endpoints, dont ship the whole Patient row to the provider app when the screen needs name + photo',
      {
        tags: ['hipaa', 'prisma', 'phi', 'api'],
      },
    ),
    m(
      'baa-vendors',
      'constraint',
      'PHI can only go to vendors with a signed BAA: AWS, Twilio (Video + Programmable Messaging only), Datadog, Google Workspace. NOT covered: Stripe, SendGrid, Expo push, Slack, Vercel, LaunchDarkly, Linear, OpenAI. list is docs/compliance/baa-vendors.md. any new third party that could see user data needs a COMP ticket + sign-off from Dana (privacy officer) before the PR merges.',
      {
        canonical: true,
        reaffirm: 14,
        files: ['docs/compliance/baa-vendors.md'],
        tags: ['baa', 'hipaa', 'vendors', 'compliance'],
      },
    ),
    m(
      'phi-logging',
      'constraint',
      'no PHI in logs. pino logger with redact paths from packages/shared/src/logging/redact.ts (name, email, phone, dob, address, notes, *.body, authorization). log ids, not people.',
      {
        reaffirm: 3,
        files: ['packages/shared/src/logging/redact.ts'],
        tags: ['logging', 'phi', 'pino', 'redaction'],
      },
    ),
    m(
      'phi-logging-claim',
      'fact',
      'since datadog signed the BAA its fine to log patient email/phone at debug level, makes tracing support tickets way easier',
      {
        disputes: 'phi-logging',
        tags: ['logging', 'phi', 'datadog'],
      },
    ),
    m(
      's3-kms',
      'constraint',
      'PHI buckets (bw-<env>-documents, bw-<env>-intake-uploads) use SSE-KMS with the CMK alias/bw-<env>-phi. bucket policy denies non-TLS requests and PutObject without aws:kms. block public access on. presigned GET max 5 min, PUT max 10 min.',
      {
        files: ['infra/lib/data-stack.ts'],
        tags: ['s3', 'kms', 'encryption', 'phi', 'presigned-url'],
      },
    ),
    m(
      'analytics-ban',
      'constraint',
      'no tracking pixels / analytics on authenticated pages of apps/web — no GA, no Meta pixel, no Segment, no Hotjar (HHS OCR tracking-tech guidance). the marketing site is a different repo and the only place GA is allowed',
      {
        files: ['apps/web/app/layout.tsx'],
        tags: ['analytics', 'tracking', 'hipaa', 'web'],
      },
    ),
    m(
      'push-no-phi',
      'constraint',
      'Expo push notifications go through expo servers (no BAA). body must be generic ("You have a new message") — no names, no visit type, no specialty. deep link carries only the opaque id.',
      {
        files: ['apps/worker/src/notifications/push.ts'],
        tags: ['push', 'expo', 'phi', 'notifications'],
      },
    ),
    m(
      'sms-no-phi',
      'constraint',
      'sms + email templates (apps/worker/src/notifications/templates/*) must not contain provider name, specialty, visit reason, meds. "Reminder: you have a Brightwell appointment tomorrow at 3:00 PM ET. Reply STOP to opt out." is the ceiling. email goes via SendGrid dynamic templates (no BAA either) so email = "log in to see it" style',
      {
        files: ['apps/worker/src/notifications/templates'],
        tags: ['sms', 'email', 'sendgrid', 'twilio', 'phi', 'notifications'],
      },
    ),
    m(
      'incident-sms',
      'incident',
      'Feb 2025: follow-up reminder template interpolated {{visitType}}, patients got "your Behavioral Health follow-up" by SMS, at least 2 on shared family phones. risk assessment done, not reportable. since then templates.spec.ts snapshot-tests every template and fails on any variable besides date/time/tz.',
      {
        files: ['apps/worker/src/notifications/templates.spec.ts'],
        tags: ['incident', 'sms', 'phi', 'notifications'],
      },
    ),
    m(
      'jobs-cron',
      'fact',
      'reminders + stale visit cleanup are @Cron handlers (@nestjs/schedule) inside the api process, see apps/api/src/modules/scheduling/cron.service.ts',
      {
        age: 600,
        files: ['apps/api/src/modules/scheduling/cron.service.ts'],
        tags: ['cron', 'jobs', 'nestjs'],
      },
    ),
    m(
      'jobs-bullmq',
      'decision',
      'all background work goes through BullMQ in apps/worker. the api @Cron jobs fired once per task (3x reminder texts the day we went to 3 tasks...). repeatables are registered by the worker on boot in apps/worker/src/schedules.ts. queues: notifications, billing, visit-lifecycle, documents, audit-archive, prefix bw:<env>. ElastiCache Redis 7 w/ TLS + AUTH; bullmq connection needs maxRetriesPerRequest: null or the worker throws on boot',
      {
        supersedes: 'jobs-cron',
        age: 300,
        files: ['apps/worker/src/schedules.ts', 'apps/worker/src/queues.ts'],
        reason: 'cron ran once per api task',
        tags: ['bullmq', 'redis', 'jobs', 'worker', 'queues'],
      },
    ),
    m(
      'job-payload',
      'constraint',
      'job data = ids only ({ visitId }, { patientId }). no names, emails, phone numbers or note text in job payloads — redis is encrypted at rest but bull-board and failed-job dumps show payloads in plain text',
      {
        tags: ['bullmq', 'phi', 'jobs'],
      },
    ),
    m(
      'job-opts',
      'convention',
      'default job opts (apps/worker/src/queues.ts): attempts 5, exponential backoff 10s, removeOnComplete { count: 1000 }, removeOnFail { age: 7 days }. jobs must be idempotent — set a deterministic jobId for dedupe, e.g. reminder:<visitId>:24h',
      {
        files: ['apps/worker/src/queues.ts'],
        tags: ['bullmq', 'retries', 'idempotent', 'jobs'],
      },
    ),
    m(
      'twilio-eol',
      'decision',
      'Twilio announced Programmable Video EOL for Dec 2024. plan: move visits to Zoom Video SDK in Q3, feature freeze on the twilio video module until then.',
      {
        fact: 'video visits | provider | Zoom Video SDK',
        age: 430,
        tags: ['twilio', 'video', 'zoom', 'eol'],
      },
    ),
    m(
      'twilio-stay',
      'decision',
      'update on video: twilio reversed the EOL and is keeping Programmable Video. zoom spike is shelved, we stay on twilio group rooms. ok to build features in apps/api/src/modules/video again.',
      {
        fact: 'video visits | provider | Twilio Video',
        supersedes: 'twilio-eol',
        age: 330,
        files: ['apps/api/src/modules/video'],
        tags: ['twilio', 'video', 'zoom', 'eol'],
      },
    ),
    m(
      'twilio-rooms',
      'fact',
      'one visit = one Twilio Video group room, uniqueName = visit id, created lazily when the first participant joins. access tokens from POST /v1/visits/:id/video-token, ttl 1h, identity = user id (never the persons name). patients can join from 15 min before startsAt.',
      {
        files: ['apps/api/src/modules/video/video.service.ts'],
        tags: ['twilio', 'video', 'rooms', 'tokens'],
      },
    ),
    m(
      'twilio-recording',
      'constraint',
      'Recording is OFF for all rooms (recordParticipantsOnConnect: false). We have no consent flow and some states (CA, FL, WA...) require all-party consent.',
      {
        files: ['apps/api/src/modules/video/video.service.ts'],
        tags: ['twilio', 'recording', 'consent', 'compliance'],
      },
    ),
    m(
      'twilio-recording-claim',
      'fact',
      'visits are recorded, twilio composes them and they land in s3 for clinical QA review',
      {
        disputes: 'twilio-recording',
        tags: ['twilio', 'recording'],
      },
    ),
    m(
      'twilio-webhooks',
      'convention',
      'twilio status callbacks hit /v1/webhooks/twilio/*. validate X-Twilio-Signature with twilio.validateRequest against the FULL public url — behind the ALB host/proto differ, so build it from PUBLIC_API_URL, not req.url. answer 204 fast, do the work in the visit-lifecycle queue',
      {
        files: ['apps/api/src/modules/webhooks/twilio.controller.ts'],
        tags: ['twilio', 'webhooks', 'signature'],
      },
    ),
    m(
      'note-safari-audio',
      'note',
      "safari on iOS: remote audio stays muted until a user gesture. the 'Join visit' button click has to be what calls connect() — don't auto-join from a useEffect",
      {
        files: ['apps/web/app/(patient)/visits/[id]/room'],
        tags: ['twilio', 'safari', 'ios', 'audio', 'video'],
      },
    ),
    m(
      'stripe-model',
      'fact',
      'stripe: one Customer per patient Account (Account.stripeCustomerId). card saved with a SetupIntent at booking, copay charged off_session as a PaymentIntent. memberships = Stripe Subscriptions, price ids in packages/shared/src/billing/prices.ts. stripe apiVersion pinned in apps/api/src/modules/billing/stripe.client.ts',
      {
        files: ['apps/api/src/modules/billing', 'packages/shared/src/billing/prices.ts'],
        tags: ['stripe', 'billing', 'copay', 'subscriptions'],
      },
    ),
    m(
      'stripe-no-phi',
      'constraint',
      "Stripe doesn't sign a BAA; we rely on the HIPAA payment-processing exemption, which only holds if nothing clinical goes there. So: no diagnosis, visit reason, specialty or provider name in description, metadata, invoice items or receipt text. metadata = { accountId, visitId } only, line item text = 'Telehealth visit'.",
      {
        canonical: true,
        reaffirm: 21,
        files: ['apps/api/src/modules/billing'],
        tags: ['stripe', 'phi', 'hipaa', 'billing'],
      },
    ),
    m(
      'stripe-desc-claim',
      'fact',
      "billing: the invoice line should say the visit type (e.g. 'Dermatology consult') so patients recognize the charge, we get a ton of chargebacks otherwise",
      {
        disputes: 'stripe-no-phi',
        tags: ['stripe', 'billing', 'chargebacks'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'stripe webhooks -> /v1/webhooks/stripe with the raw body (rawBody: true in NestFactory.create), stripe.webhooks.constructEvent, insert event.id into stripe_events (unique), enqueue on the billing queue, return 200. duplicate event id = 200 and do nothing.',
      {
        files: ['apps/api/src/modules/webhooks/stripe.controller.ts'],
        tags: ['stripe', 'webhooks', 'idempotent'],
      },
    ),
    m(
      'incident-double-charge',
      'incident',
      'Oct 2024: ~40 patients got their copay charged twice. webhook handler did the work inline, took >10s, stripe retried, we charged again. all refunded. hence the stripe_events idempotency table + queue, and idempotencyKey "copay:<visitId>" on every PaymentIntent create.',
      {
        tags: ['incident', 'stripe', 'webhooks', 'idempotent', 'copay'],
      },
    ),
    m(
      'money-cents',
      'convention',
      "money is integer cents everywhere (Int in prisma, number in TS), currency 'usd'. no floats, no Decimal, no toFixed math. format only in the UI with formatCents() from packages/shared/src/money.ts",
      {
        files: ['packages/shared/src/money.ts'],
        tags: ['money', 'cents', 'billing', 'formatting'],
      },
    ),
    m(
      'web-app-router',
      'convention',
      "apps/web is App Router only. server components by default, 'use client' only on interactive leaves. patient data is fetched server side from the api (lib/api/server.ts forwards the session token). nothing PHI in localStorage/sessionStorage or a persisted react-query cache.",
      {
        files: ['apps/web/app', 'apps/web/lib/api/server.ts'],
        tags: ['nextjs', 'app-router', 'rsc', 'phi'],
      },
    ),
    m(
      'web-hosting',
      'fact',
      "web runs on ECS Fargate (next.config output: 'standalone') behind ALB + CloudFront — NOT vercel, we don't have a BAA with them. NEXT_PUBLIC_* are baked at build time so images are built per env.",
      {
        files: ['apps/web/next.config.mjs', 'apps/web/Dockerfile'],
        tags: ['nextjs', 'ecs', 'hosting', 'vercel'],
      },
    ),
    m('idle-30', 'constraint', 'patient web session: idle timeout 30 min, absolute 12h', {
      fact: 'session | idle_timeout | 30 min',
      age: 380,
      tags: ['session', 'timeout', 'auth'],
    }),
    m(
      'idle-15',
      'constraint',
      'after the pen test: idle timeout is 15 min on web AND the provider app (warning modal at 13), absolute session 8h. constants in packages/shared/src/auth/session.ts, dont hardcode them',
      {
        fact: 'session | idle_timeout | 15 min',
        supersedes: 'idle-30',
        age: 140,
        files: ['packages/shared/src/auth/session.ts'],
        tags: ['session', 'timeout', 'auth', 'pentest'],
      },
    ),
    m(
      'i18n',
      'convention',
      'patient-facing strings go through next-intl, apps/web/messages/en.json + es.json. no hardcoded english in apps/web components, eslint i18next/no-literal-string is on for apps/web/app',
      {
        files: ['apps/web/messages', 'apps/web/i18n.ts'],
        tags: ['i18n', 'next-intl', 'spanish', 'web'],
      },
    ),
    m(
      'a11y',
      'constraint',
      'patient web must meet WCAG 2.1 AA (contractual w/ two employer clients). e2e/a11y.spec.ts runs @axe-core/playwright on every route, serious/critical violations fail CI',
      {
        files: ['apps/web/e2e/a11y.spec.ts'],
        tags: ['accessibility', 'wcag', 'playwright', 'axe'],
      },
    ),
    m(
      'expo-setup',
      'fact',
      "apps/provider: Expo SDK 50, expo-router v3, EAS Build (eas.json profiles development / preview / production). bundle id com.brightwell.provider. needs a dev client because @twilio/video-react-native-sdk is native — Expo Go won't work.",
      {
        files: ['apps/provider/app.config.ts', 'apps/provider/eas.json'],
        tags: ['expo', 'react-native', 'eas', 'dev-client'],
      },
    ),
    m(
      'ota-on',
      'decision',
      'provider app js-only fixes ship via `eas update --branch production`, no store review needed',
      {
        age: 260,
        files: ['apps/provider/eas.json'],
        tags: ['expo', 'eas-update', 'ota', 'release'],
      },
    ),
    m(
      'ota-off',
      'decision',
      "EAS Update is switched off for the production channel (updates.enabled=false in the production build profile). The July OTA white-screened every provider at 8am and we couldn't roll back fast enough. Prod fixes go through a store build; the preview channel still gets OTAs for QA.",
      {
        supersedes: 'ota-on',
        age: 95,
        files: ['apps/provider/eas.json', 'apps/provider/app.config.ts'],
        reason: 'bad OTA white-screened all providers',
        tags: ['expo', 'eas-update', 'ota', 'release'],
      },
    ),
    m(
      'secure-store',
      'constraint',
      'provider app: tokens and anything PHI only in expo-secure-store (keychain/keystore). AsyncStorage / MMKV are for UI prefs only. chart + visit screens use usePreventScreenCapture() and blur on AppState background so the app switcher snapshot shows nothing',
      {
        files: ['apps/provider/lib/storage.ts', 'apps/provider/lib/auth.ts'],
        tags: ['react-native', 'secure-store', 'phi', 'storage', 'screen-capture'],
      },
    ),
    m(
      'cdk-layout',
      'fact',
      'infra/ = CDK v2 in TS. bin/app.ts, stacks: NetworkStack, DataStack (RDS + proxy, ElastiCache, S3, KMS), ServicesStack (ECS api/worker/web + ALB), ObservabilityStack (datadog forwarder, log groups, alarms). one AWS account per env (bw-dev, bw-staging, bw-prod), us-east-1, backups copied to us-west-2',
      {
        files: ['infra/bin/app.ts', 'infra/lib'],
        tags: ['cdk', 'aws', 'infra', 'ecs', 'rds'],
      },
    ),
    m(
      'cdk-deploy',
      'convention',
      'cdk deploy only from GitHub Actions (OIDC -> GhaDeployRole in each account). PRs that touch infra/ get a `cdk diff` comment from the bot. nobody runs cdk deploy against prod from a laptop, no exceptions.',
      {
        files: ['.github/workflows/deploy.yml', 'infra'],
        tags: ['cdk', 'deploy', 'oidc', 'github-actions'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'runtime secrets live in AWS Secrets Manager (bw/<env>/<service>) and get wired into the ECS task def `secrets` block by CDK. never in repo env files, never in GHA vars. local dev = .env.local filled from the 1Password "Eng - Dev" vault (sandbox creds only).',
      {
        canonical: true,
        files: ['infra/lib/services-stack.ts', '.env.example'],
        tags: ['secrets', 'secrets-manager', 'ecs', 'env'],
      },
    ),
    m(
      'prod-access',
      'constraint',
      'prod db access only via SSM Session Manager to the bastion, with break-glass approval in #access-requests (its logged). no pg_dump of prod, no prod data on laptops. period.',
      {
        tags: ['prod', 'access', 'database', 'hipaa', 'ssm'],
      },
    ),
    m(
      'staging-prod-copy',
      'fact',
      "staging db gets restored from last night's prod snapshot every morning so QA has realistic data",
      {
        age: 500,
        tags: ['staging', 'database', 'qa'],
      },
    ),
    m(
      'staging-synthetic',
      'constraint',
      "dev + staging only ever contain synthetic data, seeded from packages/db/seed (faker w/ fixed seed, ~500 patients). the nightly prod->staging restore was killed after the risk assessment — don't bring it back in any form, not even 'anonymized'.",
      {
        supersedes: 'staging-prod-copy',
        age: 230,
        files: ['packages/db/seed'],
        tags: ['staging', 'seed', 'synthetic-data', 'phi', 'hipaa'],
      },
    ),
    m(
      'gha-workflows',
      'fact',
      '.github/workflows: ci.yml (lint, typecheck, jest — affected only), e2e.yml (playwright on PRs touching apps/web or apps/api), mobile.yml (eas build + detox, nightly on macos-14), deploy.yml (main -> staging automatically, prod = manual approval on the "production" environment)',
      {
        files: ['.github/workflows'],
        tags: ['github-actions', 'ci', 'deploy'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'no prod deploys friday after 12pm ET, and none monday 7-11am ET (peak visit volume). hotfix outside the window needs the on-call lead to OK it in #deploys',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'jest-conventions',
      'convention',
      'unit tests: jest (next/jest preset in web, ts-jest in api/worker), *.spec.ts next to the code. api integration tests (test/**/*.int-spec.ts) hit a real postgres via testcontainers (test/utils/db.ts) — no sqlite, no mocked prisma client.',
      {
        files: ['apps/api/test/utils/db.ts', 'apps/api/jest.config.ts'],
        tags: ['jest', 'testing', 'testcontainers', 'prisma'],
      },
    ),
    m(
      'playwright',
      'convention',
      'playwright e2e lives in apps/web/e2e, runs against the docker-compose stack (api + pg + redis; twilio and stripe stubbed w/ msw when TEST_MODE=1). log in via the fixtures as seeded synthetic patients (patient1@example.test etc)',
      {
        files: ['apps/web/e2e', 'docker-compose.yml'],
        tags: ['playwright', 'e2e', 'testing', 'msw'],
      },
    ),
    m(
      'detox',
      'convention',
      "detox for apps/provider: testID = '<screen>.<element>', e.g. 'visitRoom.endCallButton'. runs nightly on the iOS simulator only, android detox is disabled (emulator on GHA too flaky). video is mocked via the TwilioVideoMock module in e2e builds.",
      {
        files: ['apps/provider/e2e', 'apps/provider/.detoxrc.js'],
        tags: ['detox', 'e2e', 'react-native', 'testing'],
      },
    ),
    m(
      'dd-setup',
      'fact',
      'datadog: agent as sidecar in every ECS task, dd-trace init in src/tracing.ts which must be the FIRST import in main.ts (api + worker). unified tags: service=bw-api | bw-worker | bw-web, env, version=git sha.',
      {
        files: ['apps/api/src/tracing.ts', 'apps/worker/src/tracing.ts'],
        tags: ['datadog', 'apm', 'tracing', 'observability'],
      },
    ),
    m('dd-sample-100', 'fact', 'APM: DD_TRACE_SAMPLE_RATE=1 on all services, we keep every trace', {
      fact: 'apm | sample_rate | 1.0',
      age: 450,
      tags: ['datadog', 'apm', 'sampling'],
    }),
    m(
      'dd-sample-10',
      'decision',
      'datadog bill came in ~3x budget in april. trace ingestion sample rate is now 0.1 for bw-api and bw-web, 1.0 only for bw-worker billing jobs; errors are always kept via a retention filter. set in CDK (ServicesStack env), not in app code',
      {
        fact: 'apm | sample_rate | 0.1',
        supersedes: 'dd-sample-100',
        age: 160,
        files: ['infra/lib/services-stack.ts'],
        reason: 'datadog cost',
        tags: ['datadog', 'apm', 'sampling', 'cost'],
      },
    ),
    m(
      'sentry',
      'fact',
      'error tracking: @sentry/nextjs in web, sentry-expo in the provider app, @sentry/node in api + worker',
      {
        age: 470,
        tags: ['sentry', 'errors', 'observability'],
      },
    ),
    m(
      'dd-errors',
      'decision',
      "Sentry's ripped out everywhere — our plan had no BAA and breadcrumbs were catching PHI. errors go to Datadog Error Tracking. web RUM on with session replay OFF and defaultPrivacyLevel 'mask'. provider app uses expo-datadog (@datadog/mobile-react-native).",
      {
        supersedes: 'sentry',
        age: 200,
        files: ['apps/web/lib/datadog.ts', 'apps/provider/lib/datadog.ts'],
        reason: 'no BAA, PHI in breadcrumbs',
        tags: ['datadog', 'sentry', 'errors', 'rum', 'baa'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: api + billing Marcus, patient web Priya, provider app Jake T., infra/cdk Ana, privacy officer Dana (not eng but loop her in on anything PHI/vendor)',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'date-tz',
      'convention',
      "appointments are UTC timestamptz (Visit.startsAt). display in the patient's tz (Account.timezone, IANA) on web and the device tz in the provider app. always print the tz abbrev next to the time (3:00 PM ET), patients cross state lines all the time",
      {
        tags: ['timezone', 'dates', 'appointments', 'utc'],
      },
    ),
    m(
      'pref-small-prs',
      'preference',
      "keep PRs small-ish (<400 lines) and don't mix a prisma migration with unrelated changes",
      {},
    ),
    m('cand-trpc', 'decision', 'Replace the REST api + generated client with tRPC for apps/web.', {
      candidate: true,
      tags: ['trpc', 'api'],
    }),
    m('cand-drizzle', 'decision', 'Move from Prisma to Drizzle ORM for more control over SQL.', {
      candidate: true,
      tags: ['drizzle', 'prisma', 'orm'],
    }),
    m(
      'secret-twilio-token',
      'note',
      'twilio prod account is AC3f9b21e7c4d85a06b1e2f3a4c5d6e7f8, auth token e4b7c19d2a83f6054c9d1e7a2b38f0d6 — thats only for the console/cli, the app itself uses api keys',
      {
        secret: 'e4b7c19d2a83f6054c9d1e7a2b38f0d6',
      },
    ),
    m(
      'secret-twilio-apikey',
      'note',
      '# staging video creds\nTWILIO_ACCOUNT_SID=AC71d0c2e9b84f3a5d6c7e8f9a0b1c2d3e\nTWILIO_API_KEY_SID=SK8d2e4f6a1b3c5d7e9f0a2b4c6d8e0f12\nTWILIO_API_KEY_SECRET=Vq7Lm2xR9pT4kW8nZ3cB6yH1sJ5dF0gA',
      {
        secret: 'Vq7Lm2xR9pT4kW8nZ3cB6yH1sJ5dF0gA',
      },
    ),
    m(
      'secret-stripe-rk',
      'note',
      "marcus for the reconciliation script use rk_live_51NqT8yH2eZvKYlo2C9xW4mRb7pLs0Qd3Fj6Ga1Uc8Nh5Vk2Ty9Ex4Mw7Pz0Rb3Jq6Sd — it's the restricted key, read only on charges + refunds. dont commit it lol",
      {
        secret: 'rk_live_51NqT8yH2eZvKYlo2C9xW4mRb7pLs0Qd3Fj6Ga1Uc8Nh5Vk2Ty9Ex4Mw7Pz0Rb3Jq6Sd',
      },
    ),
    m(
      'secret-stripe-whsec',
      'note',
      'staging stripe webhook endpoint (dashboard > developers > webhooks > bw-staging-api) signing secret: whsec_4kP9vR2mX7tL1qW8nZ5cY3bH6jD0sF2gTu',
      {
        secret: 'whsec_4kP9vR2mX7tL1qW8nZ5cY3bH6jD0sF2gTu',
      },
    ),
    m(
      'secret-dd-api',
      'note',
      "the ObservabilityStack forwarder was failing, temp fix in infra/lib/observability-stack.ts:\n  environment: {\n    DD_SITE: 'us5.datadoghq.com',\n    DD_API_KEY: 'a91c3e5f7b2d4068e1f3a5c7b9d2e4f6',\n  },",
      {
        secret: 'a91c3e5f7b2d4068e1f3a5c7b9d2e4f6',
      },
    ),
    m(
      'secret-dd-app',
      'note',
      'to dump all monitors: curl -s "https://api.us5.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: $DD_API_KEY" -H "DD-APPLICATION-KEY: 5e2a8c4f1b9d3e7a6c0f2b4d8e1a3c5f7b9d0e2a" | jq',
      {
        secret: '5e2a8c4f1b9d3e7a6c0f2b4d8e1a3c5f7b9d0e2a',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'DATABASE_URL="postgresql://bw_app:Hx8wQ2nLr5VpTz9mK3@bw-prod-proxy.proxy-c8x2kq1mzr4t.us-east-1.rds.amazonaws.com:5432/brightwell?schema=public&connection_limit=5"',
      {
        secret: 'Hx8wQ2nLr5VpTz9mK3',
      },
    ),
    m(
      'secret-expo-token',
      'note',
      'EXPO_TOKEN for the ci robot user (bw-ci-bot) is Yk3Fq8Rz1Lm6Tx9Wp2Vn5Hs7Jd4Bc0GaE8uQ2oN, scoped to the brightwell org',
      {
        secret: 'Yk3Fq8Rz1Lm6Tx9Wp2Vn5Hs7Jd4Bc0GaE8uQ2oN',
      },
    ),
    m(
      'secret-asc-p8',
      'note',
      'AuthKey_7X2K9QW4LM.p8 (App Store Connect API key for eas submit, issuer 69a6de7e-...):\n-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgR7uK2pXz9Lm4Wq1T\nv8Ny3Hc6Jd0Fs5Bg2Ea7Qr9KhRANCAATx4Mn8Pw2Lk6Vz1Rq3Yt9Hs5Jd7Bc0Fg2E\n-----END PRIVATE KEY-----',
      {
        secret:
          'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgR7uK2pXz9Lm4Wq1T\nv8Ny3Hc6Jd0Fs5Bg2Ea7Qr9KhRANCAATx4Mn8Pw2Lk6Vz1Rq3Yt9Hs5Jd7Bc0Fg2E',
      },
    ),
    m(
      'secret-sendgrid',
      'note',
      'sendgrid key for the worker (full access, we should scope it down at some point): 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',
      {
        secret: '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',
      },
    ),
    m(
      'secret-redis',
      'note',
      "if bull-board is down you can look at the queues directly from the bastion: redis-cli -h master.bw-prod-redis.x7k2qa.use1.cache.amazonaws.com -p 6379 --tls -a 'Rd7-bw-prod-Xq9mT2vLp8Kz4Nc6' --no-auth-warning",
      {
        secret: 'Rd7-bw-prod-Xq9mT2vLp8Kz4Nc6',
      },
    ),
  ],
  sessions: [
    {
      id: 'billing-session',
      age: 12,
      turns: [
        said(
          'hey. picking up the copay flow today, marcus is out. can u read apps/api/src/modules/billing/copay.service.ts and tell me when we actually charge',
        ),
        replied(
          'chargeCopay() is called from VisitsService.book() right after the SetupIntent succeeds, so the PaymentIntent is created and confirmed at booking time.',
        ),
        said(
          "yeah thats the bug product flagged. copay gets captured only once the visit is completed AND the provider signed the note. at booking we only save the card, nothing else. that's the rule going forward",
          { key: 's-copay-capture', type: 'decision' },
        ),
        replied(
          'Got it. I will move the charge into a billing-queue job triggered by the note.signed event and only run it when the visit status is COMPLETED.',
        ),
        said('how many visits are sitting in COMPLETED with no signed note rn? just curious'),
        replied(
          'I cannot query prod from here; the staging seed has 12, but that is synthetic data so it says nothing about prod.',
        ),
        said('fair. ok also while ur in there'),
        said(
          "late cancels: if the patient cancels less than 24h before startsAt, or just doesn't show up, we charge a flat $25 no-show fee (2500 cents). providers can waive it from the visit screen. clinical ops signed off on that last week, so build it into the cancel path",
          { key: 's-noshow-fee', type: 'decision' },
        ),
        replied(
          'Added NO_SHOW_FEE_CENTS = 2500 in packages/shared/src/billing/fees.ts and a waiveNoShowFee flag on the visit. The fee is charged through the billing queue with idempotencyKey noshow:<visitId>.',
        ),
        said('the copay.service.spec is failing on my machine, something about testcontainers'),
        replied(
          'Docker was not running when the suite started; testcontainers could not pull postgres:15. After starting Docker the suite passes.',
        ),
        said('lol ok. skip the e2e run for this branch, e2e env is broken today anyway'),
        replied('Understood, I only ran the unit and integration suites.'),
        said(
          "one more thing that bit us before — refunds. nobody calls stripe.refunds.create from a controller or a script. refunds always go through the RefundVisitJob on the billing queue so they're idempotent and audited. pls make the admin refund button enqueue that job",
          { key: 's-refund-queue', type: 'convention' },
        ),
        replied(
          'The admin controller now enqueues RefundVisitJob with jobId refund:<visitId>; the job records an audit event and passes idempotencyKey to Stripe.',
        ),
        said('does stripe tax need to be turned on for the membership prices?'),
        replied(
          'That depends on how the memberships and visits are classified; I do not see any tax config in the repo.',
        ),
        said(
          "right, asked our accountant: telehealth visits + memberships are medical services, not taxable in any state we operate in. so no Stripe Tax, no tax_behavior on prices, don't add it",
          { key: 's-stripe-tax', type: 'fact' },
        ),
        replied(
          'Noted, I left the prices without tax_behavior and removed the automatic_tax flag from the draft.',
        ),
        said('nice. write the PR description, keep it short'),
        replied(
          'feat(api): capture copay after signed note, $25 no-show fee (waivable), admin refunds via RefundVisitJob.',
        ),
      ],
    },
    {
      id: 'provider-app-session',
      age: 9,
      turns: [
        said(
          'morning!! provider app time. jake says the TestFlight build from last night is missing the new inbox tab, can you check apps/provider/eas.json and the mobile workflow',
        ),
        replied(
          'The production profile points at the main branch commit from 18:02; the inbox tab was merged at 19:40, so the nightly build simply predates it.',
        ),
        said(
          "ok makes sense. while we're here let's nail down how we ship: preview profile = internal distribution for QA, production profile = app store via `eas build --profile production --auto-submit`, and that ONLY runs from mobile.yml. nobody submits to the store from their laptop anymore, I had to clean up a build with a local .env in it last month",
          { key: 's-eas-submit', type: 'convention' },
        ),
        replied(
          'I added a workflow_dispatch trigger for production submits in mobile.yml and removed the submit script from apps/provider/package.json.',
        ),
        said(
          'here is the app specific password for the apple id the bot uses if eas asks for it: hqzt-vwpx-mkra-jfle',
          { secret: 'hqzt-vwpx-mkra-jfle' },
        ),
        replied(
          'EAS submit uses the App Store Connect API key from the EAS credentials, so the app-specific password is not needed; it should go into 1Password and not into the repo.',
        ),
        said(
          "k. next thing: the chart screen flashes empty when wifi drops mid visit. and to be clear the provider app must not keep patient charts on disk for offline use. no cache, no sqlite, nothing. offline = show the 'you're offline' banner and an empty state",
          { key: 's-no-offline-charts', type: 'constraint' },
        ),
        replied(
          'I removed the persistQueryClient setup for the chart queries and added an OfflineBanner that renders when NetInfo reports no connection.',
        ),
        said('whats the current min ios in app.config.ts?'),
        replied('ios.deploymentTarget is 15.1.'),
        said(
          "bump it. we're dropping iOS 15, min is 16.0 from the next release on — the twilio sdk update needs it and it's <2% of providers",
          { key: 's-min-ios', type: 'fact' },
        ),
        replied(
          'Set deploymentTarget to 16.0 via expo-build-properties and noted it in the release notes draft.',
        ),
        said('can you also make the end call button red, it looks disabled in dark mode'),
        replied('Changed it to the destructive color token; it is red in both themes now.'),
        said(
          "oh and jake wanted launchdarkly for the new chart layout. no — no BAA and the user context would have provider ids + patient counts. feature flags for the provider app come from our own GET /v1/config endpoint (flags table in postgres), flag names kebab-case like new-chart-layout. that's how we do flags from now on",
          { key: 's-feature-flags', type: 'convention' },
        ),
        replied(
          'I added a flags table, GET /v1/config returning { flags: Record<string, boolean> }, and a useFlag() hook in apps/provider/lib/flags.ts.',
        ),
        said('perfect. just for today leave the flag on for everyone in preview'),
        replied('Done, new-chart-layout defaults to true in the preview seed.'),
      ],
    },
    {
      id: 'infra-session',
      age: 6,
      turns: [
        said(
          "ok so long one, bear with me. we had the security questionnaire from the big employer client come back and ana is out until thursday so I'm doing the infra bits. they asked a bunch of stuff about key management and what we said in the call was that every environment has its own KMS keys and that PHI and non-PHI data use different keys, which honestly is only half true right now because staging and dev share alias/bw-phi from the old setup. so: separate CMKs per env AND per data class — alias/bw-<env>-phi and alias/bw-<env>-app — with rotation on, and nothing PHI is ever encrypted with the app key. can you start by looking at infra/lib/data-stack.ts and tell me what uses the shared key today",
          { key: 's-kms-per-env', type: 'decision' },
        ),
        replied(
          'In data-stack.ts the shared alias/bw-phi key is used by the dev and staging documents and intake buckets and by the staging RDS instance. Prod already has its own key. Re-encrypting RDS needs a snapshot copy with the new key and a restore.',
        ),
        said(
          'ugh the rds part. fine, staging is synthetic anyway so just rebuild it from the seed instead of snapshot dance',
        ),
        replied(
          'I changed the staging DatabaseInstance to use the new key; CDK will replace it and the seed job runs afterwards.',
        ),
        said(
          'they also asked about rate limiting + waf. we decided on the call: AWS WAF on the public ALB with the AWS managed common + known bad inputs rule groups, and a rate based rule of 300 requests per 5 min per IP on /v1/auth/*. put it in the ServicesStack',
          { key: 's-waf', type: 'decision' },
        ),
        replied(
          'Added a WebAcl in services-stack.ts with AWSManagedRulesCommonRuleSet, KnownBadInputs and a rate-based rule scoped to /v1/auth/ with limit 300.',
        ),
        said('will that block the playwright runs in staging? they log in a lot'),
        replied(
          'Playwright runs against the docker-compose stack, not staging, so the WAF is not in its path. Manual QA logging in repeatedly from one IP could hit it.',
        ),
        said('ok whatever, deal with it if qa complains'),
        said(
          'next: the questionnaire wants an inventory of where PHI lives. going forward every CDK resource that stores or processes PHI gets the tag data-classification=phi (everything else data-classification=internal), and theres an AWS Config rule that flags untagged buckets/dbs. add a helper tagPhi(construct) in infra/lib/tags.ts and use it',
          { key: 's-phi-tag', type: 'convention' },
        ),
        replied(
          'Added tagPhi/tagInternal in infra/lib/tags.ts, tagged the RDS cluster, proxy, documents/intake buckets, ElastiCache and the api/worker services, plus a Config managed rule required-tags.',
        ),
        said(
          'and logs. cloudwatch log groups default to never expire which is bad. retention for app log groups is 90 days, datadog log index 30 days. audit stuff is separate and not affected by this. set it in the ObservabilityStack so nobody creates a group without retention',
          { key: 's-log-retention', type: 'constraint' },
        ),
        replied(
          'All log groups are now created through createLogGroup() in observability-stack.ts with RetentionDays.THREE_MONTHS; the 30-day Datadog index retention has to be set in the Datadog UI, which I cannot change from here.',
        ),
        said("i'll do the datadog index by hand. what's the cdk diff look like"),
        replied(
          'New: 2 KMS keys per non-prod env, WebAcl + association, Config rule. Replaced: staging RDS instance. Modified: tags on 14 resources, retention on 6 log groups.',
        ),
        said("ok open the PR, don't merge, i want ana to look thursday"),
        replied('PR opened as draft with the cdk diff attached; not merged.'),
      ],
    },
    {
      id: 'web-intake-session',
      age: 3,
      turns: [
        said(
          "priya here. building the new patient intake flow in apps/web/app/(patient)/intake. product wanted to just embed a typeform lol. not happening — intake forms are built in-house with react-hook-form + the zod schemas from packages/shared, no third-party form builders (typeform, jotform, google forms), they'd all be getting PHI w/o a BAA",
          { key: 's-intake-forms', type: 'decision' },
        ),
        replied(
          'I created packages/shared/src/schemas/intake.ts with medicalHistory, allergies and medications sections and an IntakeForm client component using zodResolver.',
        ),
        said('how should submit work, server action?'),
        replied(
          'A server action would be the shortest path in the App Router, but it would write to the database from the Next.js server instead of going through the API.',
        ),
        said(
          "yeah no. we don't use server actions for anything PHI or billing — all writes go through the nest api so the audit interceptor + PatientAccessGuard see them. the form posts to /v1/intake via lib/api",
          { key: 's-no-server-actions', type: 'decision' },
        ),
        replied(
          'Changed it to call POST /v1/intake through the api client; the endpoint has @AuditPhi("intake").',
        ),
        said('the dob picker, which date lib is in the web app? i see moment in the lockfile'),
        replied(
          'moment comes in transitively via an old chart library; the app code itself imports both dayjs (2 files) and date-fns.',
        ),
        said(
          'ugh. date-fns + date-fns-tz only, in web and the provider app. no moment, no dayjs, no luxon. the 2 dayjs files get converted when somebody touches them',
          { key: 's-date-fns', type: 'convention' },
        ),
        replied(
          'Rewrote the DOB picker helpers with date-fns and converted the two dayjs files since they were in this flow.',
        ),
        said(
          'the spanish strings for the intake — can u just machine translate them for now so the PR is complete',
        ),
        replied('I added machine-translated es.json entries marked with a TODO so they are easy to find.'),
        said(
          "fine for the PR but fyi the rule is: any new patient-facing string needs en AND es, and the es copy has to be reviewed by Marisol (clinical ops) before the PR merges — add the 'needs-es-review' label. medical spanish from a machine has burned us before",
          { key: 's-es-review', type: 'convention' },
        ),
        replied('Added the needs-es-review label and tagged Marisol on the PR.'),
        said('cool. the a11y spec passes locally?'),
        replied(
          'Yes, axe reports no serious or critical violations on /intake; two moderate ones about landmark regions.',
        ),
        said("leave the moderate ones, we'll batch them. thanks!"),
      ],
    },
  ],
  prompts: [
    p(
      'add a cancel endpoint for visits in apps/api/src/modules/visits — if the patient cancels late they should get the fee',
      [
        'nest-modules',
        'shared-zod',
        's-noshow-fee',
        'money-cents',
        'stripe-model',
        'stripe-no-phi',
        'audit-log',
      ],
    ),
    p(
      "worker won't start locally: `Error: BullMQ: Your redis options maxRetriesPerRequest must be null.` ??",
      ['jobs-bullmq'],
    ),
    p('write the job that texts patients 24h before their appointment', [
      'jobs-bullmq',
      'job-payload',
      'job-opts',
      'sms-no-phi',
      'incident-sms',
      'date-tz',
    ]),
    p(
      '@apps/api/src/modules/webhooks/stripe.controller.ts handle invoice.payment_failed for memberships, email the patient',
      ['stripe-webhooks', 'stripe-model', 'incident-double-charge', 'job-payload', 'sms-no-phi'],
    ),
    p('wait are we charging the copay when they book? that seems off', ['s-copay-capture', 'stripe-model']),
    p(
      'patients keep disputing charges bc the statement just says Telehealth visit, can we put the visit reason on the stripe invoice line',
      ['stripe-no-phi', 'stripe-desc-claim', 'baa-vendors'],
    ),
    p('in JwtAuthGuard log the patients email when token verify fails so support can find them', [
      'phi-logging',
      'phi-logging-claim',
      'auth-cognito',
    ]),
    p('add preferredPharmacyId to the Patient model', ['prisma-schema', 'prisma-migrate', 'pref-small-prs']),
    p('rename Visit.reason to chiefComplaint, prod has like 2M visits', [
      'prisma-migrate',
      'migrate-task',
      'migrate-on-boot-claim',
      'api-versioning',
    ]),
    p('deploy to staging died at the db-migrate step, what happens now and how do i rerun', [
      'migrate-task',
      'migrate-on-boot-claim',
      'gha-workflows',
    ]),
    p('can i grab a pg_dump of prod to repro the chart loading bug on my machine', [
      'prod-access',
      'staging-synthetic',
    ]),
    p('add GA4 to the patient dashboard so product can see the booking funnel', [
      'analytics-ban',
      'baa-vendors',
      'no-phi-urls',
    ]),
    p(
      "new push notification when a provider replies: 'Dr. {lastName} sent you a message about your {topic}'",
      ['push-no-phi', 'baa-vendors'],
    ),
    p(
      'provider app shows a blank chart when the connection drops, cache the chart in mmkv so it still renders',
      ['s-no-offline-charts', 'secure-store'],
    ),
    p('put the refresh token in AsyncStorage in apps/provider/lib/auth.ts, secure store is slow on android', [
      'secure-store',
      'auth-cognito',
    ]),
    p('login crash fix for the provider app is merged, push it as an OTA to prod asap pls', [
      'ota-off',
      's-eas-submit',
    ]),
    p('how do i run the provider app on my phone, expo go just crashes', ['expo-setup']),
    p('write a detox test: provider ends the call from the visit room', ['detox', 'expo-setup']),
    p('add GET /v1/patients/search?name=&dob= for providers', [
      'no-phi-urls',
      'care-relationship',
      'min-necessary',
      'audit-log',
      'phi-field-encryption',
      'nest-modules',
    ]),
    p('let providers book follow ups for any of their patients no matter what state theyre in', [
      'licensure',
      'care-relationship',
    ]),
    p('clinical wants visits recorded for QA, turn recording on in video.service.ts', [
      'twilio-recording',
      'twilio-recording-claim',
      's3-kms',
      'baa-vendors',
    ]),
    p('twilio room-status callbacks get 403 in staging, signature validation fails. works w/ ngrok locally', [
      'twilio-webhooks',
    ]),
    p('should we kick off the zoom sdk migration this quarter? twilio video is going away right', [
      'twilio-stay',
    ]),
    p('patients on iphone cant hear the doctor until they tap somewhere on the page??', [
      'note-safari-audio',
      'twilio-rooms',
    ]),
    p('patients complain they get logged out while filling in the intake, bump the idle timeout to 30 min', [
      'idle-15',
    ]),
    p('new page apps/web/app/(patient)/visits/[id]/summary/page.tsx that shows the after visit summary', [
      'web-app-router',
      'i18n',
      'a11y',
      'date-tz',
      'audit-log',
    ]),
    p(
      'hey so product finally signed off on the insurance card upload step for intake, patient takes a photo of front + back, we need a bucket for it, a presigned upload url endpoint and the form step in the web app. can you scaffold all three? not sure which stack the bucket goes in',
      [
        's3-kms',
        'cdk-layout',
        's-kms-per-env',
        's-phi-tag',
        's-intake-forms',
        's-no-server-actions',
        'audit-log',
        'no-phi-urls',
      ],
    ),
    p('use a server action for the save card form in apps/web, simpler than going thru the api', [
      's-no-server-actions',
      'stripe-model',
    ]),
    p('spin up the web app on vercel real quick for the clinical advisory board demo', [
      'web-hosting',
      'baa-vendors',
      'staging-synthetic',
    ]),
    p('add sentry back to the provider app, dd error tracking for RN is garbage', [
      'dd-errors',
      'baa-vendors',
    ]),
    p('datadog is missing traces for like 90% of bw-api requests, is the agent broken?', [
      'dd-sample-10',
      'dd-setup',
    ]),
    p('i need to cdk deploy DataStack to prod from my laptop, the pipeline is stuck on the approval', [
      'cdk-deploy',
      'deploy-window',
    ]),
    p('where do I put the OPENAI_API_KEY for the visit summary drafting feature', [
      'secrets-manager',
      'baa-vendors',
    ]),
    p('add a cloudwatch log group for the new documents worker in infra', [
      's-log-retention',
      'cdk-layout',
      's-phi-tag',
    ]),
    p('audit_events is 400GB, write a migration that deletes everything older than a year', [
      'audit-retention-6y',
      'audit-log',
    ]),
    p('CI runs every test in the whole repo on each PR, 25 min. fix pls', ['turbo-tasks', 'gha-workflows']),
    p('docker build for the api fails: prisma cant find libssl.so.1.1', ['node-20', 'prisma-schema']),
    p('write integration tests for VisitsRepository, should i just mock prisma?', ['jest-conventions']),
    p('new feature flag for the redesigned inbox in the provider app', ['s-feature-flags']),
    p('refund visit ckx9v2 from the admin controller, stripe.refunds.create is right there', [
      's-refund-queue',
      'incident-double-charge',
      'audit-log',
    ]),
    p('turn on stripe tax for the membership prices before launch', ['s-stripe-tax', 'stripe-model']),
    p(
      'bump @twilio/video-react-native-sdk to the latest major in apps/provider, anything i need to change in app.config?',
      ['s-min-ios', 'expo-setup', 'pkg-pnpm'],
    ),
    p(
      'we are seeing credential stuffing on /v1/auth/login from a handful of IPs, what protection do we have and what should I add',
      ['s-waf', 'auth-cognito'],
    ),
    p('add the copy for the new billing history page, en is in the figma', ['i18n', 's-es-review']),
    p('ops made a bunch of test patients in prod by accident, write a script to delete them', [
      'soft-delete',
      'prod-access',
      'audit-log',
    ]),
    p(
      'api throws 502s / prisma P2024 timed out fetching a new connection every monday around 8am ET when it scales out',
      ['incident-connections'],
    ),
    p('where should a shared formatAppointmentTime() util live so both web and the provider app can use it', [
      'repo-layout',
      's-date-fns',
      'date-tz',
    ]),
    p('whats the difference between type and interface in typescript', []),
    p('thx that fixed it', []),
    p('how do i undo my last commit but keep the changes staged', []),
    p('regex for a US zip code, 5 digit or zip+4', []),
    p('explain the useEffect cleanup order in react 18 strict mode', []),
    p('lgtm, merge it', []),
    p('what does `satisfies` actually do in TS vs a type annotation', []),
  ],
});
