// A B2B team-scheduling / time-off SaaS: Next.js 15 App Router, tRPC, Prisma on Neon, Clerk organisations, Stripe
// per-seat billing, Inngest jobs, Resend e-mail, Vercel, pnpm/Turborepo monorepo.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nextjs-trpc-saas',
  stack:
    'TypeScript, Next.js 15 (App Router, RSC), tRPC v11 + React Query, Prisma 5 + PostgreSQL (Neon), Clerk (Organizations), Stripe Billing + Stripe Tax, Inngest, Resend + React Email, shadcn/ui + Tailwind, Vercel, pnpm 9 + Turborepo, Vitest + Playwright, Biome, GitHub Actions',
  memories: [
    m(
      'mono-layout',
      'fact',
      'pnpm + Turborepo monorepo: apps/web (Next.js 15 App Router), packages/api (tRPC routers and services), packages/db (Prisma schema + client), packages/ui (shadcn components), packages/emails (React Email templates), packages/config (tsconfig base, tailwind preset). Package scope is @crewday/*.',
      {
        files: ['turbo.json', 'pnpm-workspace.yaml'],
        tags: ['monorepo', 'turborepo', 'pnpm', 'layout'],
      },
    ),
    m(
      'pnpm-only',
      'convention',
      'pnpm 9 only (corepack, packageManager field in the root package.json). Add deps to the workspace that uses them: `pnpm --filter @crewday/web add <pkg>`; the root only gets tooling. Internal deps are "workspace:*". pnpm-lock.yaml is committed and CI runs `pnpm install --frozen-lockfile`.',
      {
        files: ['package.json', 'pnpm-lock.yaml'],
        tags: ['pnpm', 'dependencies', 'monorepo'],
      },
    ),
    m('node-18', 'fact', 'runtime is node 18 (.nvmrc = 18.19), vercel project node version 18.x', {
      age: 430,
      files: ['.nvmrc'],
      tags: ['node', 'runtime', 'vercel'],
    }),
    m(
      'node-20',
      'constraint',
      'Node 20 LTS everywhere: .nvmrc 20.11, "engines": { "node": ">=20 <21" }, Vercel project set to 20.x. Local, CI and Vercel must match — the Prisma engine binary target depends on it.',
      {
        supersedes: 'node-18',
        age: 140,
        files: ['.nvmrc', 'package.json'],
        tags: ['node', 'runtime', 'vercel', 'ci'],
      },
    ),
    m(
      'lint-eslint',
      'convention',
      'lint = eslint (next/core-web-vitals + @typescript-eslint) plus prettier, shared configs in packages/config/eslint',
      {
        age: 330,
        files: ['packages/config/eslint'],
        tags: ['eslint', 'prettier', 'lint'],
      },
    ),
    m(
      'lint-biome',
      'convention',
      'Biome 1.9 does lint + format for the whole repo (biome.json at the root). `pnpm lint` runs `biome check .`, `pnpm format` runs `biome format --write .`. ESLint and Prettier were removed — do not add their configs back.',
      {
        supersedes: 'lint-eslint',
        age: 95,
        files: ['biome.json'],
        tags: ['biome', 'lint', 'format'],
      },
    ),
    m(
      'app-router',
      'decision',
      'Next.js 15 App Router only, the pages/ directory is gone. Route groups: app/(marketing) for the public site, app/(app)/[orgSlug]/... for the product. app/api/* is reserved for webhooks, the Inngest handler, the tRPC handler and the iCal feed — no ad-hoc REST endpoints.',
      {
        files: ['apps/web/src/app'],
        tags: ['nextjs', 'app-router', 'routing'],
      },
    ),
    m(
      'rsc-default',
      'convention',
      'Server Components by default; "use client" only on leaf interactive components (forms, calendar grid, dialogs). Pages prefetch with the server tRPC helper and wrap children in <HydrateClient>. No data fetching in useEffect.',
      {
        files: ['apps/web/src/app'],
        tags: ['rsc', 'server-components', 'nextjs'],
      },
    ),
    m(
      'trpc-wiring',
      'fact',
      'tRPC v11 wiring: server-side caller + prefetch helpers + HydrateClient in apps/web/src/trpc/server.ts (context built from headers()), React Query client in apps/web/src/trpc/react.tsx (`api.timeOff.list.useQuery()`), fetch handler at app/api/trpc/[trpc]/route.ts.',
      {
        files: ['apps/web/src/trpc/server.ts', 'apps/web/src/trpc/react.tsx'],
        tags: ['trpc', 'react-query', 'rsc'],
      },
    ),
    m(
      'trpc-routers',
      'convention',
      'One router per domain in packages/api/src/routers/<domain>.ts (timeOff, schedule, members, policies, teams, billing, holidays), merged in packages/api/src/root.ts. Procedure names are plain verbs: list, byId, create, update, approve, reject, cancel.',
      {
        files: ['packages/api/src/routers', 'packages/api/src/root.ts'],
        tags: ['trpc', 'routers', 'naming'],
      },
    ),
    m(
      'org-procedure',
      'constraint',
      'Anything that reads or writes tenant data is built on orgProcedure from packages/api/src/trpc.ts: it requires a Clerk session with an active orgId and puts ctx.org and ctx.member on the context. managerProcedure adds the org:timeoff:approve permission check. publicProcedure is only for the marketing contact form and the invite lookup.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['packages/api/src/trpc.ts'],
        tags: ['trpc', 'auth', 'tenancy', 'clerk'],
      },
    ),
    m(
      'zod-schemas',
      'convention',
      'Procedure inputs are zod schemas in packages/api/src/schemas/<domain>.ts, exported so the forms in apps/web reuse them with zodResolver. Never copy a schema into the web app.',
      {
        files: ['packages/api/src/schemas'],
        tags: ['zod', 'validation', 'forms'],
      },
    ),
    m(
      'superjson',
      'fact',
      'tRPC transformer is superjson so Date, Prisma.Decimal and Map survive the wire. It has to be set on both the server and the client links (httpBatchStreamLink) — forgetting it on one side gives you strings instead of Dates.',
      {
        tags: ['trpc', 'superjson', 'serialization'],
      },
    ),
    m(
      'no-server-actions',
      'decision',
      'No Server Actions for mutations. Every mutation goes through tRPC so auth, org scoping, rate limits and the audit log stay in one middleware chain.',
      {
        reason: 'one place for auth, tenancy and audit',
        tags: ['server-actions', 'trpc', 'mutations'],
      },
    ),
    m(
      'server-actions-claim',
      'fact',
      'the settings pages (org name, logo upload) use server actions in app/(app)/[orgSlug]/settings/actions.ts, not tRPC',
      {
        disputes: 'no-server-actions',
        files: ['apps/web/src/app/(app)/[orgSlug]/settings/actions.ts'],
        tags: ['server-actions', 'settings'],
      },
    ),
    m(
      'trpc-errors',
      'convention',
      'Throw TRPCError with a real code. Prisma P2002 (unique) -> CONFLICT and P2025 (record not found) -> NOT_FOUND are mapped by the middleware in packages/api/src/middleware/prisma-errors.ts. Messages shown to users are plain English sentences, never SQL or stack traces.',
      {
        files: ['packages/api/src/middleware/prisma-errors.ts'],
        tags: ['trpc', 'errors', 'prisma'],
      },
    ),
    m(
      'db-supabase',
      'fact',
      'postgres runs on supabase (project crewday-prod, eu-west-2); we only use it as plain postgres, not supabase auth or storage',
      {
        age: 520,
        tags: ['postgres', 'supabase', 'hosting'],
      },
    ),
    m(
      'db-neon',
      'decision',
      'We moved Postgres from Supabase to Neon (aws-eu-central-1). Neon branching gives every Vercel preview its own database through the Neon integration. The Supabase project is shut down.',
      {
        fact: 'postgres | hosted_on | Neon',
        supersedes: 'db-supabase',
        age: 210,
        reason: 'database branch per preview deployment',
        tags: ['postgres', 'neon', 'hosting', 'preview'],
      },
    ),
    m(
      'prisma-schema',
      'fact',
      'Prisma 5 schema in packages/db/prisma/schema.prisma; the generated client is re-exported from @crewday/db (packages/db/src/index.ts) as a singleton `db` with the tenant extension applied.',
      {
        fact: 'prisma schema | located_in | packages/db/prisma/schema.prisma',
        files: ['packages/db/prisma/schema.prisma', 'packages/db/src/index.ts'],
        tags: ['prisma', 'schema'],
      },
    ),
    m(
      'db-urls',
      'constraint',
      'DATABASE_URL is the pooled Neon URL (-pooler host, ?pgbouncer=true&connection_limit=1 for serverless). DIRECT_URL is the unpooled URL, used only by prisma migrate (schema.prisma: directUrl = env("DIRECT_URL")). The app never connects through DIRECT_URL.',
      {
        files: ['packages/db/prisma/schema.prisma'],
        tags: ['prisma', 'neon', 'pooling', 'pgbouncer'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migrations: `pnpm --filter @crewday/db db:migrate --name <change>` locally (prisma migrate dev). Preview and prod apply them with `prisma migrate deploy` in the GitHub Actions deploy job, never inside `next build`. Never `prisma db push` against a shared branch; never edit a migration folder after it is merged.',
      {
        files: ['packages/db/prisma/migrations', '.github/workflows/deploy.yml'],
        tags: ['prisma', 'migrations', 'deploy'],
      },
    ),
    m(
      'tenant-scope',
      'constraint',
      'Every tenant table has organizationId (the Clerk org id) and a composite index that starts with it. App code queries through db.forOrg(ctx.org.id) — the Prisma client extension in packages/db/src/tenant.ts injects the where clause. $queryRaw must filter on organization_id by hand.',
      {
        canonical: true,
        files: ['packages/db/src/tenant.ts'],
        tags: ['tenancy', 'prisma', 'security'],
      },
    ),
    m(
      'soft-delete',
      'convention',
      'Member, TimeOffRequest and Policy are soft-deleted (deletedAt). The tenant extension hides deleted rows; db.$unscoped exists only for admin scripts in packages/db/scripts.',
      {
        files: ['packages/db/src/tenant.ts'],
        tags: ['prisma', 'soft-delete'],
      },
    ),
    m(
      'ids',
      'convention',
      'Primary keys are cuid strings (@default(cuid())). Clerk ids (user_…, org_…) are stored as-is in clerkUserId / organizationId and are never our primary key.',
      {
        tags: ['prisma', 'ids', 'clerk'],
      },
    ),
    m(
      'dates-storage',
      'constraint',
      'Time-off start and end are calendar dates: @db.Date columns, passed around as "YYYY-MM-DD" strings through the PlainDate helpers in packages/api/src/lib/dates.ts. Never `new Date("2025-03-01")` for them — it shifts a day for everyone west of UTC. Shifts are timestamptz in UTC plus Location.timezone (IANA name).',
      {
        files: ['packages/api/src/lib/dates.ts'],
        tags: ['dates', 'timezone', 'time-off', 'shifts'],
      },
    ),
    m(
      'tz-claim',
      'fact',
      'time-off requests store startsAt/endsAt as DateTime at 00:00 UTC, the UI converts them into the member timezone',
      {
        disputes: 'dates-storage',
        tags: ['dates', 'timezone', 'time-off'],
      },
    ),
    m(
      'leave-ledger',
      'constraint',
      'Leave balances come from the append-only LeaveLedgerEntry table (kinds: accrual, usage, adjustment, carryover, expiry). Never UPDATE or DELETE ledger rows — corrections are new adjustment entries. Member.balanceCache is only written by packages/api/src/services/balance.ts.',
      {
        canonical: true,
        files: ['packages/api/src/services/balance.ts'],
        tags: ['ledger', 'balance', 'time-off'],
      },
    ),
    m(
      'decimal-balances',
      'constraint',
      'Balances and durations are Decimal(6,2) in days (hours for hourly policies). Do the math with Prisma.Decimal (decimal.js), never JS numbers — 0.5 + 0.1 float drift already reached a customer once.',
      {
        tags: ['decimal', 'balance', 'prisma'],
      },
    ),
    m(
      'half-days',
      'fact',
      'Requests are full days or half days (AM/PM). Policy.durationUnit is "days" or "hours"; hourly policies are behind the hourly-leave feature flag.',
      {
        tags: ['time-off', 'half-day', 'policy'],
      },
    ),
    m(
      'working-days',
      'fact',
      "A request's duration counts working days only: the member's WorkSchedule (Mon–Fri unless configured) minus public holidays of the member's Location. Logic in packages/api/src/services/duration.ts.",
      {
        files: ['packages/api/src/services/duration.ts'],
        tags: ['duration', 'holidays', 'time-off'],
      },
    ),
    m(
      'holidays',
      'fact',
      'Public holidays come from the Nager.Date API, cached per country/subdivision/year in HolidayCalendar. The Inngest function holidays/calendar.refresh runs on Jan 2 and whenever an org adds a location.',
      {
        tags: ['holidays', 'inngest', 'nager'],
      },
    ),
    m(
      'approval-chain',
      'fact',
      'Approval: a request goes to the team manager; if the manager is the requester or is away that day, it escalates to the org admins. Policies with autoApprove=true (e.g. "Work from home") skip approval.',
      {
        tags: ['approval', 'workflow', 'time-off'],
      },
    ),
    m(
      'min-staffing',
      'constraint',
      'Minimum staffing: Team.maxConcurrentAbsences is checked in timeOff.create AND again inside the approve transaction (isolationLevel Serializable, retried on P2034). Two managers approving at the same moment broke it once.',
      {
        files: ['packages/api/src/routers/timeOff.ts'],
        tags: ['staffing', 'approval', 'transactions'],
      },
    ),
    m(
      'auth-nextauth',
      'fact',
      'auth is next-auth v4 with the prisma adapter, sessions in the Session table, google + email magic link providers',
      {
        age: 610,
        tags: ['auth', 'next-auth'],
      },
    ),
    m(
      'clerk-orgs',
      'decision',
      'Auth is Clerk. Clerk Organizations are our tenants: the active org comes from auth().orgId, the URL carries the org slug (app/(app)/[orgSlug]) and clerkMiddleware in apps/web/src/middleware.ts keeps them in sync through organizationSyncOptions.',
      {
        fact: 'tenant | modelled_as | Clerk Organization',
        supersedes: 'auth-nextauth',
        age: 260,
        files: ['apps/web/src/middleware.ts'],
        tags: ['clerk', 'auth', 'organizations', 'tenancy'],
      },
    ),
    m(
      'clerk-roles',
      'fact',
      'Clerk roles: org:admin, org:manager (custom), org:member. Custom permissions: org:timeoff:approve, org:billing:manage, org:policies:edit. Check permissions with has({ permission }), not role names, both in procedures and in the UI.',
      {
        tags: ['clerk', 'roles', 'permissions'],
      },
    ),
    m(
      'clerk-webhooks',
      'constraint',
      'Clerk users, organizations and memberships are mirrored into Postgres from Clerk webhooks at app/api/webhooks/clerk/route.ts; the svix signature is verified against env.CLERK_WEBHOOK_SIGNING_SECRET on the raw body. Never call clerkClient in a request path to list members — read our Member table.',
      {
        files: ['apps/web/src/app/api/webhooks/clerk/route.ts'],
        tags: ['clerk', 'webhooks', 'svix', 'sync'],
      },
    ),
    m(
      'middleware-edge',
      'constraint',
      'apps/web/src/middleware.ts runs on the Edge runtime: it must not import @crewday/db, Prisma or anything from @crewday/api. Only clerkMiddleware, org sync and redirects.',
      {
        files: ['apps/web/src/middleware.ts'],
        tags: ['middleware', 'edge', 'prisma'],
      },
    ),
    m(
      'stripe-seats',
      'decision',
      'Per-seat pricing: plans Starter / Team / Business, monthly or yearly. The subscription item quantity is the number of billable seats. Price ids per environment live in packages/api/src/billing/plans.ts and nowhere else.',
      {
        files: ['packages/api/src/billing/plans.ts'],
        tags: ['stripe', 'billing', 'seats', 'pricing'],
      },
    ),
    m(
      'seat-definition',
      'constraint',
      'A billable seat = an active member (invitation accepted, not deactivated). Pending invitations and calendar-only guests are free. countBillableSeats() in packages/api/src/billing/seats.ts is the only implementation.',
      {
        files: ['packages/api/src/billing/seats.ts'],
        tags: ['stripe', 'seats', 'billing'],
      },
    ),
    m(
      'seat-pending-claim',
      'fact',
      'fyi pending invites count as seats the moment the invite is sent, otherwise people invite 300 and only pay later',
      {
        disputes: 'seat-definition',
        tags: ['seats', 'invites', 'billing'],
      },
    ),
    m(
      'proration-create',
      'decision',
      'seat changes use proration_behavior create_prorations; the prorated amount shows up on the next regular invoice',
      {
        age: 280,
        files: ['packages/api/src/billing/seats.ts'],
        tags: ['stripe', 'proration', 'seats'],
      },
    ),
    m(
      'proration-invoice',
      'decision',
      'Seat increases are invoiced immediately now: subscriptions.update with proration_behavior "always_invoice" and payment_behavior "pending_if_incomplete". We switched away from create_prorations because customers were surprised by big catch-up lines on the renewal invoice.',
      {
        supersedes: 'proration-create',
        age: 75,
        files: ['packages/api/src/billing/seats.ts'],
        reason: 'surprise catch-up lines on renewal invoices',
        tags: ['stripe', 'proration', 'seats', 'invoice'],
      },
    ),
    m(
      'stripe-webhook-route',
      'constraint',
      'Stripe webhook handler: app/api/webhooks/stripe/route.ts with `export const runtime = "nodejs"`. Read the raw body with await req.text() and verify with stripe.webhooks.constructEvent(body, sig, env.STRIPE_WEBHOOK_SECRET). Never req.json() first — re-serialised JSON fails the signature check.',
      {
        files: ['apps/web/src/app/api/webhooks/stripe/route.ts'],
        tags: ['stripe', 'webhooks', 'signature'],
      },
    ),
    m(
      'stripe-idempotent',
      'constraint',
      'Stripe delivers at least once and out of order. Store event.id in StripeEvent (unique) and skip duplicates; for subscription events compare event.created with Subscription.stripeUpdatedAt and ignore older ones.',
      {
        tags: ['stripe', 'webhooks', 'idempotency'],
      },
    ),
    m(
      'stripe-truth',
      'constraint',
      'Billing state in our DB (plan, status, quantity, currentPeriodEnd) is written ONLY from webhooks. The checkout success page shows "processing" and polls billing.status — never trust the redirect.',
      {
        canonical: true,
        tags: ['stripe', 'billing', 'checkout', 'webhooks'],
      },
    ),
    m(
      'stripe-inngest',
      'decision',
      'The Stripe route only verifies the signature, records the event id and sends stripe/event.received to Inngest. All handling (subscription sync, entitlements, receipts) runs in apps/web/src/inngest/functions/stripe-*.ts, so the route answers in well under a second.',
      {
        files: ['apps/web/src/inngest/functions'],
        tags: ['stripe', 'inngest', 'webhooks'],
      },
    ),
    m(
      'stripe-inline-claim',
      'note',
      'customer.subscription.updated is handled directly in the webhook route (syncSubscription), only the invoice emails go through inngest',
      {
        disputes: 'stripe-inngest',
        files: ['apps/web/src/app/api/webhooks/stripe/route.ts'],
        tags: ['stripe', 'webhooks'],
      },
    ),
    m(
      'stripe-api-version',
      'constraint',
      'The Stripe SDK apiVersion is pinned in packages/api/src/billing/stripe.ts. Bumping it means bumping the webhook endpoint API version in the dashboard in the same release, otherwise event payload shapes differ.',
      {
        files: ['packages/api/src/billing/stripe.ts'],
        tags: ['stripe', 'sdk', 'versioning'],
      },
    ),
    m(
      'stripe-tax',
      'fact',
      'Stripe Tax with automatic_tax enabled; Checkout collects the billing address and tax_id (EU VAT reverse charge for B2B). The customer portal lets admins edit their VAT id.',
      {
        tags: ['stripe', 'tax', 'vat'],
      },
    ),
    m(
      'dunning',
      'constraint',
      'invoice.payment_failed -> subscription past_due. The org keeps full access for a 7-day grace period, then goes read-only (calendar visible, no new requests). Never delete data for non-payment.',
      {
        tags: ['stripe', 'dunning', 'billing', 'entitlements'],
      },
    ),
    m('trial-30', 'fact', '30 day free trial, no credit card needed', {
      age: 360,
      tags: ['trial', 'billing'],
    }),
    m(
      'trial-14',
      'decision',
      'Trial: 14 days on the Team plan, card collected at checkout (subscription_data.trial_period_days: 14, payment_method_collection: "always").',
      {
        supersedes: 'trial-30',
        age: 55,
        tags: ['trial', 'billing', 'stripe', 'checkout'],
      },
    ),
    m(
      'seat-sync',
      'fact',
      'Seat quantity sync: Clerk organizationMembership.created/deleted -> Inngest billing/seats.sync, debounced 5 minutes per org (debounce key event.data.orgId), then a single subscriptions.update.',
      {
        files: ['apps/web/src/inngest/functions/billing-seats-sync.ts'],
        tags: ['stripe', 'seats', 'inngest', 'clerk'],
      },
    ),
    m(
      'incident-seat-storm',
      'incident',
      'Jan 2026: a customer bulk-invited 400 people via CSV import; seat sync ran once per membership event without debounce and sent 400 subscriptions.update calls with always_invoice — they received 400 tiny invoices. Fix: billing/seats.sync is debounced per org and does a single update; support voided the invoices.',
      {
        files: ['apps/web/src/inngest/functions/billing-seats-sync.ts'],
        tags: ['incident', 'stripe', 'seats', 'inngest'],
      },
    ),
    m(
      'stripe-testing',
      'note',
      'local webhooks: `stripe listen --forward-to localhost:3000/api/webhooks/stripe` and put the printed whsec_… into .env.local. Proration scenarios are tested with Stripe test clocks (scripts/stripe-test-clock.ts).',
      {
        files: ['scripts/stripe-test-clock.ts'],
        tags: ['stripe', 'testing', 'webhooks', 'local'],
      },
    ),
    m(
      'stripe-mock-ci',
      'constraint',
      'CI never calls Stripe test mode: unit and integration tests go to the stripe-mock container (docker-compose.test.yml, port 12111). Only the nightly billing e2e uses real test mode.',
      {
        files: ['docker-compose.test.yml'],
        tags: ['stripe', 'testing', 'ci'],
      },
    ),
    m(
      'cron-vercel',
      'fact',
      'monthly accrual + reminder jobs are vercel cron jobs (vercel.json crons -> /api/cron/accrual and /api/cron/reminders), protected with the CRON_SECRET header',
      {
        age: 440,
        files: ['vercel.json'],
        tags: ['cron', 'vercel', 'accrual'],
      },
    ),
    m(
      'cron-inngest',
      'decision',
      'Scheduled work runs as Inngest cron functions (leave/accrual.monthly, reminders/pending-approvals.daily). The vercel.json crons and the /api/cron routes were deleted.',
      {
        supersedes: 'cron-vercel',
        age: 170,
        files: ['apps/web/src/inngest/functions'],
        tags: ['cron', 'inngest', 'accrual', 'reminders'],
      },
    ),
    m(
      'inngest-setup',
      'fact',
      'Inngest client id "crewday" in apps/web/src/inngest/client.ts; functions in apps/web/src/inngest/functions/, all registered in serve() at app/api/inngest/route.ts. Local dev server: `pnpm dlx inngest-cli@latest dev`.',
      {
        files: ['apps/web/src/inngest/client.ts', 'apps/web/src/app/api/inngest/route.ts'],
        tags: ['inngest', 'background-jobs'],
      },
    ),
    m(
      'inngest-steps',
      'convention',
      'Inngest functions: every side effect (DB write, Stripe call, e-mail) sits in its own step.run with a stable name. Nothing with side effects outside a step — the function body re-executes for every step.',
      {
        tags: ['inngest', 'steps', 'idempotency'],
      },
    ),
    m(
      'inngest-events',
      'convention',
      'Event names are "<domain>/<noun>.<verb>", e.g. timeoff/request.approved, billing/seats.sync. Always send an id for dedupe (e.g. `approved-${requestId}`) and put orgId in data.',
      {
        tags: ['inngest', 'events', 'naming'],
      },
    ),
    m(
      'inngest-concurrency',
      'constraint',
      'leave/balance.recompute has concurrency { key: "event.data.memberId", limit: 1 }. Parallel runs once wrote double carryover entries.',
      {
        files: ['apps/web/src/inngest/functions/leave-balance-recompute.ts'],
        tags: ['inngest', 'concurrency', 'balance'],
      },
    ),
    m(
      'accrual-tz',
      'fact',
      "Monthly accrual fires on the 1st at 01:00 UTC but books each entry on the org-local date (Organization.timezone), so Pacific orgs don't get last month's date.",
      {
        tags: ['accrual', 'timezone', 'inngest'],
      },
    ),
    m(
      'email-resend',
      'fact',
      'Transactional e-mail goes through Resend. Templates are React Email components in packages/emails/src/*.tsx. Sender "Crewday <notifications@mail.crewday.app>", reply-to the approving manager where it makes sense.',
      {
        files: ['packages/emails/src'],
        tags: ['email', 'resend', 'react-email'],
      },
    ),
    m(
      'email-via-inngest',
      'constraint',
      'Never send e-mail inside a tRPC mutation or a webhook route. Emit an event; an Inngest function sends through Resend inside a step (retries, no duplicates).',
      {
        tags: ['email', 'inngest', 'resend'],
      },
    ),
    m('email-preview', 'note', '`pnpm --filter @crewday/emails dev` opens the React Email preview on :3001', {
      files: ['packages/emails'],
      tags: ['email', 'preview'],
    }),
    m(
      'email-health',
      'constraint',
      'Sick-leave e-mails never include the reason text or attachments (doctor notes) — only "<name> is out sick from … to …".',
      {
        tags: ['email', 'sick-leave', 'privacy'],
      },
    ),
    m(
      'vercel-envs',
      'fact',
      'Vercel: main -> production (app.crewday.app); every PR gets a preview deployment with its own Neon branch. Functions run in fra1, next to Neon eu-central-1 — keep them co-located.',
      {
        tags: ['vercel', 'preview', 'neon', 'region'],
      },
    ),
    m(
      'env-validation',
      'convention',
      'All env vars are declared and validated in apps/web/src/env.ts (@t3-oss/env-nextjs). A new var goes there and into .env.example with a placeholder such as STRIPE_SECRET_KEY=sk_test_<your-key>; the build fails on anything missing.',
      {
        files: ['apps/web/src/env.ts', '.env.example'],
        tags: ['env', 'config', 'validation'],
      },
    ),
    m(
      'secrets-vercel',
      'convention',
      'Real secrets live only in Vercel project env vars (and GitHub Actions secrets for CI). Locally: `vercel env pull .env.local`. Never commit .env* files; never paste keys into issues, PRs or chat.',
      {
        canonical: true,
        tags: ['secrets', 'vercel', 'env'],
      },
    ),
    m(
      'prisma-edge',
      'constraint',
      'No Edge runtime for anything that touches Prisma: route handlers importing @crewday/db must `export const runtime = "nodejs"`.',
      {
        tags: ['prisma', 'edge', 'runtime'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'GitHub Actions: ci.yml runs biome, typecheck, vitest and playwright via `turbo run … --affected`; deploy.yml runs prisma migrate deploy and then promotes on Vercel. Turbo remote cache on Vercel (TURBO_TOKEN in Actions secrets).',
      {
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'turborepo'],
      },
    ),
    m(
      'vitest',
      'convention',
      'Vitest: unit tests co-located as *.test.ts. Router tests call createCaller with a fake Clerk auth context (packages/api/test/context.ts) against the docker Postgres on port 5433 (docker-compose.test.yml), reset per file with prisma migrate reset --force --skip-seed.',
      {
        files: ['packages/api/test/context.ts', 'vitest.workspace.ts'],
        tags: ['vitest', 'tests', 'trpc'],
      },
    ),
    m(
      'playwright',
      'convention',
      'Playwright e2e lives in apps/web/e2e. Auth through @clerk/testing (setupClerkTestingToken), seeded org "Acme QA" from packages/db/prisma/seed-e2e.ts. CI runs it against `next build && next start` inside the job, not against a deployment.',
      {
        files: ['apps/web/e2e', 'packages/db/prisma/seed-e2e.ts'],
        tags: ['playwright', 'e2e', 'tests', 'clerk'],
      },
    ),
    m(
      'e2e-preview-claim',
      'fact',
      'e2e runs against the vercel preview url of the PR (PLAYWRIGHT_BASE_URL comes from the deployment_status event)',
      {
        disputes: 'playwright',
        tags: ['playwright', 'e2e', 'preview'],
      },
    ),
    m(
      'test-data',
      'convention',
      'Test factories in packages/db/test/factories.ts (buildOrg, buildMember, buildTeam, buildRequest, buildPolicy). No raw db.*.create calls in tests.',
      {
        files: ['packages/db/test/factories.ts'],
        tags: ['tests', 'factories'],
      },
    ),
    m(
      'ui-package',
      'fact',
      'packages/ui holds shadcn/ui components (Radix + Tailwind), imported as @crewday/ui/<component>. New ones: run the shadcn CLI inside packages/ui, then add the entry to its package.json "exports".',
      {
        files: ['packages/ui', 'packages/ui/package.json'],
        tags: ['ui', 'shadcn', 'components'],
      },
    ),
    m(
      'tailwind',
      'convention',
      'Tailwind CSS 3.4 with the shared preset packages/config/tailwind-preset.ts. No CSS modules, no styled-components. Merge classes with cn() from @crewday/ui/lib/utils.',
      {
        files: ['packages/config/tailwind-preset.ts'],
        tags: ['tailwind', 'css', 'ui'],
      },
    ),
    m(
      'calendar-grid',
      'fact',
      'The team calendar (apps/web/src/components/calendar/TeamCalendar.tsx) is our own grid virtualised with @tanstack/react-virtual (rows and columns). FullCalendar was dropped because resource views need the premium licence.',
      {
        files: ['apps/web/src/components/calendar/TeamCalendar.tsx'],
        tags: ['calendar', 'ui', 'virtualization'],
      },
    ),
    m(
      'date-fns',
      'convention',
      'Dates in the UI: date-fns v3 + @date-fns/tz. No moment, no dayjs. Format with the org locale (en-US or en-GB, which also decides the week start) from useOrgSettings().',
      {
        tags: ['dates', 'date-fns', 'ui', 'locale'],
      },
    ),
    m(
      'a11y',
      'constraint',
      'The calendar and the request dialog must be fully keyboard-navigable and pass axe checks in Playwright (@axe-core/playwright). Public-sector customers have WCAG 2.1 AA in the contract.',
      {
        tags: ['a11y', 'wcag', 'playwright', 'ui'],
      },
    ),
    m(
      'forms',
      'convention',
      'Forms: react-hook-form + zodResolver with the shared schema, submit through the tRPC mutation, feedback via sonner toasts. Optimistic updates only for cancel, never for create or approve.',
      {
        tags: ['forms', 'react-hook-form', 'ui'],
      },
    ),
    m(
      'health-data',
      'constraint',
      'Sick-leave reasons and doctor notes are health data (GDPR art. 9): visible only to the requester, their manager and org admins; never logged, never sent to Sentry or PostHog; purged 90 days after the absence ends by privacy/sick-notes.purge.',
      {
        canonical: true,
        tags: ['gdpr', 'privacy', 'sick-leave', 'health-data'],
      },
    ),
    m(
      'gdpr-delete',
      'constraint',
      'A removed member is anonymised after 30 days (name -> "Former member", e-mail hashed) by privacy/member.anonymise; their ledger entries stay because the org needs them for payroll history.',
      {
        tags: ['gdpr', 'privacy', 'members'],
      },
    ),
    m(
      'logging',
      'convention',
      'Server logs go through the pino logger from @crewday/api/logger with orgId and requestId bound. No request bodies, no e-mail addresses, no absence reasons in logs.',
      {
        tags: ['logging', 'pino', 'privacy'],
      },
    ),
    m(
      'sentry',
      'fact',
      '@sentry/nextjs on client, server and edge. beforeSend in sentry.server.config.ts strips request data and the user e-mail.',
      {
        files: ['apps/web/sentry.server.config.ts'],
        tags: ['sentry', 'errors', 'privacy'],
      },
    ),
    m(
      'rate-limit',
      'fact',
      'Upstash Ratelimit (sliding window) guards the public endpoints: invite acceptance, the iCal feed and the contact form. Helper in packages/api/src/lib/ratelimit.ts.',
      {
        files: ['packages/api/src/lib/ratelimit.ts'],
        tags: ['rate-limit', 'upstash', 'security'],
      },
    ),
    m(
      'ical-feed',
      'fact',
      "Per-user iCal feed at /api/ical/[token]: the token is 32 random bytes and only its sha256 is stored (CalendarFeedToken). The feed lists absences of the user's own teams, without reasons.",
      {
        files: ['apps/web/src/app/api/ical/[token]/route.ts'],
        tags: ['ical', 'calendar', 'tokens'],
      },
    ),
    m(
      'audit-log',
      'convention',
      'Approve/reject/cancel, policy edits and balance adjustments write an AuditEvent (actorId, action, targetId, diff JSON) in the same transaction as the change.',
      {
        tags: ['audit', 'approval', 'compliance'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'Feature flags are PostHog flags evaluated per org (posthog-node on the server). Current ones: hourly-leave, shift-swaps, slack-notifications.',
      {
        tags: ['feature-flags', 'posthog'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: billing/Stripe Priya Natarajan, time-off engine + policies Tom Becker, web app/UI Lea Marchetti, infra (Vercel, Neon, CI) Sam Okafor',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-conventional',
      'convention',
      'Conventional commits with the package as scope, e.g. fix(api): …, feat(web): …. No changesets.',
      {
        tags: ['git', 'commits'],
      },
    ),
    m('storybook', 'note', 'storybook for packages/ui runs on :6006 (pnpm --filter @crewday/ui storybook)', {
      age: 470,
      tags: ['storybook', 'ui'],
    }),
    m(
      'note-turbo-pin',
      'note',
      'turbo 1.10.x has a cache key bug with env vars, pinned to 1.9.9 until fixed',
      {
        age: 540,
        tags: ['turborepo', 'cache'],
      },
    ),
    m(
      'note-prisma-binary',
      'note',
      'on vercel add binaryTargets = ["native", "rhel-openssl-1.0.x"] to the generator or prisma crashes at runtime',
      {
        age: 500,
        files: ['packages/db/prisma/schema.prisma'],
        tags: ['prisma', 'vercel'],
      },
    ),
    m('cand-drizzle', 'decision', 'Replace Prisma with Drizzle to get smaller cold starts on Vercel.', {
      candidate: true,
      tags: ['prisma', 'drizzle', 'orm'],
    }),
    m('cand-edge-trpc', 'decision', 'Run the tRPC handler on the Edge runtime for lower latency.', {
      candidate: true,
      tags: ['trpc', 'edge'],
    }),
    m(
      'cand-slack',
      'decision',
      'Post approval requests to Slack with approve/reject buttons through a Slack app.',
      {
        candidate: true,
        tags: ['slack', 'approval'],
      },
    ),
    m('cand-next-intl', 'decision', 'Add next-intl and ship German and French UI translations.', {
      candidate: true,
      tags: ['i18n', 'next-intl'],
    }),
    m('cand-refund-removals', 'decision', 'Refund removed seats immediately with prorated credit notes.', {
      candidate: true,
      tags: ['stripe', 'seats', 'refunds'],
    }),
    m(
      'secret-neon-url',
      'note',
      'if vercel env pull is broken, the prod direct url is postgresql://crewday_owner:npg_Xr8Tq2LmVb4K@ep-quiet-forest-a2b3c4.eu-central-1.aws.neon.tech/crewday?sslmode=require',
      {
        secret: 'npg_Xr8Tq2LmVb4K',
      },
    ),
    m(
      'secret-stripe-live',
      'note',
      'prod billing env for the backfill script:\nSTRIPE_SECRET_KEY=sk_live_51NzR7aKc3Yx9QvT2mLpW8dF0hJ4sB6nE1gU5oI7rZ\nSTRIPE_PRICE_TEAM_MONTHLY=price_1PqTeamMonthly',
      {
        secret: 'sk_live_51NzR7aKc3Yx9QvT2mLpW8dF0hJ4sB6nE1gU5oI7rZ',
      },
    ),
    m(
      'secret-whsec',
      'note',
      'signing secret of the prod stripe webhook endpoint is whsec_Jk4Lm9Pq2Rs7Tv3Wx8Yz1Ab6Cd5Ef0Gh',
      {
        secret: 'whsec_Jk4Lm9Pq2Rs7Tv3Wx8Yz1Ab6Cd5Ef0Gh',
      },
    ),
    m(
      'secret-clerk-json',
      'note',
      'clerk prod keys from the dashboard: {"publishableKey": "pk_live_Y2xlcmsuY3Jld2RheS5hcHAk", "secretKey": "sk_live_Hn3Qv8Zr2Lx5Wm9Tb4Kc7Pd1Fs6Gj0Ya"}',
      {
        secret: 'sk_live_Hn3Qv8Zr2Lx5Wm9Tb4Kc7Pd1Fs6Gj0Ya',
      },
    ),
    m(
      'secret-resend',
      'note',
      'Resend API key for the marketing domain is re_9aB3kLmN_7QwErTyUiOpAsDfGhJkLzXc, Lea has the dashboard login',
      {
        secret: 're_9aB3kLmN_7QwErTyUiOpAsDfGhJkLzXc',
      },
    ),
    m(
      'secret-inngest',
      'note',
      'INNGEST_EVENT_KEY=evk_prod_4fR8tY2uI6oP0aS3dF7gH1jK\nINNGEST_SIGNING_KEY=signkey-prod-8f3a1c9e7b2d4f6a0c5e8b1d3f7a9c2e',
      {
        secret: 'signkey-prod-8f3a1c9e7b2d4f6a0c5e8b1d3f7a9c2e',
      },
    ),
    m(
      'secret-upstash-yaml',
      'note',
      'upstash config used by the load test (loadtest/config.yaml):\nredis:\n  url: https://eu1-brave-gnu-38211.upstash.io\n  token: "AZKxASQgNzRmYTk2ZDItZjE3Ny00YjQ1LTgxOTQtM2E2ZjE4ZDc0NGI1"',
      {
        secret: 'AZKxASQgNzRmYTk2ZDItZjE3Ny00YjQ1LTgxOTQtM2E2ZjE4ZDc0NGI1',
      },
    ),
    m(
      'secret-github-app',
      'note',
      'release bot GitHub App private key (app id 912345):\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAv3kQ8sLm2Zr7Tx9Wc4Np1Hd6Yb0Fj5Ke8Qa3Ru7Vs2Mx\n-----END RSA PRIVATE KEY-----',
      {
        secret: 'MIIEowIBAAKCAQEAv3kQ8sLm2Zr7Tx9Wc4Np1Hd6Yb0Fj5Ke8Qa3Ru7Vs2Mx',
      },
    ),
    m(
      'secret-qa-password',
      'note',
      'the Acme QA admin on staging is qa-admin@acme-qa.test and the password is Qa!Crewd4y-Staging77, dont change it, playwright nightly uses it',
      {
        secret: 'Qa!Crewd4y-Staging77',
      },
    ),
  ],
  sessions: [
    {
      id: 'crewday-session-1',
      age: 6,
      turns: [
        said(
          'hey, picking up the carryover work today. can you look at packages/api/src/services/balance.ts and tell me how year-end is handled right now?',
        ),
        replied(
          'There is no year-end step yet: accrual entries keep adding up and nothing expires. The ledger enum already has "carryover" and "expiry" but nothing writes them.',
        ),
        said(
          'ok. rule from product: unused days carry over up to a cap of 5 days, and carried-over days expire 3 months into the new leave year. both get written as carryover / expiry ledger entries.',
          {
            key: 's-carryover-cap',
            type: 'constraint',
          },
        ),
        replied(
          'Got it. I could also make the cap configurable per policy and add a "use carried-over days first" toggle to the request dialog.',
        ),
        said('let me think about the UI part, just do the backend for now'),
        replied('OK. I will add leave/yearend.process as an Inngest cron that fans out per org.'),
        said(
          "careful: the leave year doesn't start in january for everyone. it's per org, Organization.leaveYearStartMonth — most UK customers use april.",
          {
            key: 's-leave-year',
            type: 'fact',
          },
        ),
        replied(
          'Noted, the function computes each org boundary from leaveYearStartMonth in the org timezone.',
        ),
        said('how long does the api test suite take locally for you?'),
        replied('About 40 seconds for packages/api, mostly the Postgres resets between files.'),
        said(
          'fine. anything that changes balances gets a ledger snapshot test in packages/api/test/ledger/, one scenario per file, named after the scenario (carryover-capped.test.ts etc).',
          {
            key: 's-ledger-tests',
            type: 'convention',
          },
        ),
        replied('Will do. Should I also backfill carryover entries for last year for existing orgs?'),
        said('no backfill. hmm, what does a member see when a request would push the balance negative?'),
        replied('Nothing — timeOff.create currently lets balances go negative silently.'),
        said(
          'negative balances only if the policy has allowNegative=true, and then at most -5 days. otherwise reject with BAD_REQUEST and a readable message.',
          {
            key: 's-negative-balance',
            type: 'constraint',
          },
        ),
        replied(
          'Added the check in timeOff.create and timeOff.approve. I would also suggest a weekly digest to managers listing members close to the limit.',
        ),
        said(
          'here is the staging key in case you need to click through the admin: CLERK_SECRET_KEY=sk_test_R3kP9wLm2QxV7tYb5NcH8jFd4sGa6Ze1',
          {
            secret: 'sk_test_R3kP9wLm2QxV7tYb5NcH8jFd4sGa6Ze1',
          },
        ),
        replied(
          'Thanks, I only used it for the local run. It is in the chat now, so you may want to rotate it.',
        ),
        said('yeah will do. summarise the PR for me pls'),
        replied(
          'Carryover and expiry ledger entries via leave/yearend.process, per-org leave year start, negative balance rules, ledger snapshot tests.',
        ),
      ],
    },
    {
      id: 'crewday-session-2',
      age: 3,
      turns: [
        said(
          'stripe webhook on previews keeps returning 400 "No signatures found matching the expected signature for payload". route is apps/web/src/app/api/webhooks/stripe/route.ts',
        ),
        replied(
          'The handler does await req.json() and then JSON.stringify for constructEvent; the re-serialised body differs from the raw payload. Switching to await req.text() fixes it.',
        ),
        said('yep do that'),
        replied('Done. The previews are also using the production endpoint secret, which will never match.'),
        said(
          'all preview deployments share ONE Stripe test-mode webhook endpoint pointing at the stable alias preview.crewday.app. we do not create an endpoint per PR.',
          {
            key: 's-preview-webhook',
            type: 'decision',
          },
        ),
        replied(
          'Understood. Should I add a script that registers a webhook endpoint for every PR automatically?',
        ),
        said('no'),
        replied('OK.'),
        said('next thing, yearly plans. a yearly customer adds seats in month 4, what happens today?'),
        replied(
          'With always_invoice they get charged the prorated remainder of the year immediately, which can be a large invoice.',
        ),
        said(
          'for yearly plans we do NOT invoice immediately: added seats are collected in a quarterly true-up invoice. monthly plans keep always_invoice.',
          {
            key: 's-yearly-trueup',
            type: 'decision',
          },
        ),
        replied(
          'I can build that as an Inngest cron billing/trueup.quarterly that compares the max seats in the quarter with the subscription quantity.',
        ),
        said('sounds plausible but check with Priya before you build the cron'),
        replied(
          'Will do. Separate thing: the entitlement check in the sidebar reads the plan from Clerk publicMetadata.',
        ),
        said(
          "that's wrong. entitlements come from our Subscription table through getEntitlements(orgId) in packages/api/src/billing/entitlements.ts. clerk metadata is not a source of truth for anything billing-related.",
          {
            key: 's-entitlements',
            type: 'constraint',
          },
        ),
        replied(
          'Changed the sidebar and the orgProcedure middleware to use getEntitlements and removed the publicMetadata read.',
        ),
        said('cool. lunch, back in 30'),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you quickly add a tRPC procedure that lists the pending requests a manager has to approve? put it in packages/api/src/routers/timeOff.ts',
      ['trpc-routers', 'org-procedure', 'clerk-roles', 'tenant-scope', 'approval-chain'],
    ),
    p(
      'StripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?\n  at apps/web/src/app/api/webhooks/stripe/route.ts:18 — only on preview',
      ['stripe-webhook-route', 's-preview-webhook'],
    ),
    p('add a halfDayPeriod enum column (AM/PM) to TimeOffRequest + migration', [
      'migrations',
      'prisma-schema',
      'half-days',
    ]),
    p('balance for one member in Acme shows 12.299999999 days, pls fix', [
      'decimal-balances',
      'leave-ledger',
    ]),
    p(
      'customer in Denver says a request for Mar 3 shows up as Mar 2 on the team calendar. their EU colleagues see it fine',
      ['dates-storage', 'tz-claim', 'date-fns'],
    ),
    p('if a monthly Team customer adds 3 seats, are they charged right away or at renewal?', [
      'proration-invoice',
      'stripe-seats',
      's-yearly-trueup',
    ]),
    p('write the inngest fn that updates the stripe quantity when someone leaves the org', [
      'seat-sync',
      'seat-definition',
      'incident-seat-storm',
      'inngest-steps',
      'inngest-events',
      'inngest-setup',
    ]),
    p('do pending invites count toward seats?', ['seat-definition', 'seat-pending-claim']),
    p('we need an email to the requester when their leave gets approved', [
      'email-via-inngest',
      'email-resend',
      'inngest-events',
    ]),
    p('HR wants the sick leave approval email to include the reason, can you add it to the template?', [
      'email-health',
      'health-data',
    ]),
    p('add the stripe package to packages/api', ['pnpm-only']),
    p(
      "vercel build fails:\n❌ Invalid environment variables: { RESEND_API_KEY: [ 'Required' ] }\nworks locally",
      ['env-validation', 'secrets-vercel'],
    ),
    p('I need the prod DB connection string to look at a customer ledger, where do I get it?', [
      'secrets-vercel',
      'db-urls',
    ]),
    p(
      'Error: PrismaClient is unable to run in Vercel Edge Functions or Edge Middleware. — coming from apps/web/src/middleware.ts after I imported getEntitlements',
      ['middleware-edge', 'prisma-edge', 's-entitlements'],
    ),
    p('write a playwright test for the request time-off dialog', [
      'playwright',
      'a11y',
      'forms',
      'test-data',
    ]),
    p('which URL does the e2e job in CI hit?', ['playwright', 'e2e-preview-claim']),
    p('make the org name form in settings a server action, tRPC is overkill for one field', [
      'no-server-actions',
      'server-actions-claim',
    ]),
    p('add a "days left" column to the team members table for managers', [
      'leave-ledger',
      'decimal-balances',
      'rsc-default',
      'trpc-wiring',
    ]),
    p('two managers approved overlapping requests again and the support team dropped below min staffing', [
      'min-staffing',
    ]),
    p('year-end carryover for a UK customer ran on Jan 1, it should have been April', [
      's-leave-year',
      's-carryover-cap',
    ]),
    p('write the test for carried-over days expiring', [
      's-ledger-tests',
      's-carryover-cap',
      'leave-ledger',
      'test-data',
      'vitest',
    ]),
    p('a member requested 8 days with 3 left and it just went through?? bug or feature', [
      's-negative-balance',
    ]),
    p('add an "hours" option to the policy form', ['half-days', 'feature-flags', 'forms', 'zod-schemas']),
    p('where does monthly accrual actually run? vercel.json has no crons', ['cron-inngest', 'accrual-tz']),
    p('accrual entries for our Auckland customer are dated the last day of the previous month', [
      'accrual-tz',
      'dates-storage',
    ]),
    p('recompute balances sometimes writes two carryover rows for the same member', [
      'inngest-concurrency',
      'leave-ledger',
    ]),
    p('which node version should the new self-hosted runner use?', ['node-20']),
    p('eslint complains about unused vars in packages/ui, where is the config', ['lint-biome']),
    p('run prettier on the whole repo pls', ['lint-biome']),
    p('apply the new migration to production', ['migrations', 'db-urls']),
    p('prisma migrate dev fails with `prepared statement "s0" already exists`', ['db-urls']),
    p('raw SQL for the absence heatmap: count absences per weekday over the last 12 months', [
      'tenant-scope',
      'soft-delete',
    ]),
    p('notify the team channel in slack when a request is submitted', [
      'feature-flags',
      'inngest-events',
      'inngest-steps',
    ]),
    p("a customer's card failed yesterday and now they can't even open the calendar", [
      'dunning',
      's-entitlements',
    ]),
    p('the checkout success page should switch the org to Team right away so they can use it', [
      'stripe-truth',
      'stripe-inngest',
    ]),
    p('handle customer.subscription.deleted', [
      'stripe-inngest',
      'stripe-inline-claim',
      'stripe-idempotent',
      'stripe-truth',
    ]),
    p('bump the stripe node sdk to the latest major', ['stripe-api-version', 'pnpm-only']),
    p('add an EU VAT number field on our billing settings page', ['stripe-tax']),
    p('how do I check whether an org is allowed to use shift swaps?', ['s-entitlements', 'feature-flags']),
    p('show an "upgrade" badge in the sidebar — just read the plan from clerk publicMetadata', [
      's-entitlements',
    ]),
    p('how long is the trial again?', ['trial-14']),
    p('set up stripe webhooks on my laptop', ['stripe-testing']),
    p('integration test for billing.changePlan that hits stripe test mode from CI', [
      'stripe-mock-ci',
      'vitest',
    ]),
    p('annual customer added 40 seats in month 4 and got a huge invoice on the spot, they are pretty angry', [
      's-yearly-trueup',
      'proration-invoice',
    ]),
    p('need a shadcn Combobox for the member picker', ['ui-package', 'tailwind']),
    p('@apps/web/src/components/calendar/TeamCalendar.tsx is super laggy with 600 members', [
      'calendar-grid',
    ]),
    p('format dates in the request list like "Mon, 3 Mar"', ['date-fns']),
    p('can we pull in moment-timezone? I know its API better', ['date-fns']),
    p('the iCal feed of one user shows absences from a different team', ['ical-feed', 'tenant-scope']),
    p('log the full input of timeOff.create when it throws so support can see what was sent', [
      'logging',
      'health-data',
    ]),
    p('sentry events show user emails in the breadcrumbs', ['sentry', 'logging']),
    p('someone who left an org two months ago asks us to delete all their data', [
      'gdpr-delete',
      'health-data',
    ]),
    p('admins adjusting someone balance by hand should leave a trace', ['audit-log', 'leave-ledger']),
    p('invite accept endpoint got hammered by a bot last night', ['rate-limit']),
    p('handle the clerk organization.deleted webhook', ['clerk-webhooks', 'clerk-orgs', 'soft-delete']),
    p(
      'members page calls clerkClient.organizations.getOrganizationMembershipList on every render, it takes 2s',
      ['clerk-webhooks'],
    ),
    p("only admins should see the billing page — I'll check role === 'org:admin'", ['clerk-roles']),
    p("switching org in the OrganizationSwitcher doesn't change the slug in the URL", ['clerk-orgs']),
    p('where do I put the zod input for the new shift swap procedure?', ['zod-schemas', 'trpc-routers']),
    p('startDate arrives as a string on the client after the query, not a Date', [
      'superjson',
      'trpc-wiring',
    ]),
    p('creating two policies with the same name gives a 500 instead of a nice error', ['trpc-errors']),
    p('prefetch the requests list on the server for /[orgSlug]/requests', [
      'rsc-default',
      'trpc-wiring',
      'app-router',
    ]),
    p('holidays for Bavaria are missing for 2026', ['holidays', 'working-days']),
    p('a Friday–Monday request counts 4 days, should be 2', ['working-days']),
    p('who approves if the manager is on leave themselves?', ['approval-chain']),
    p('who owns billing?', ['owners']),
    p('commit msg for this?', ['pref-conventional']),
    p('do preview deploys share the prod database?', ['vercel-envs', 'db-neon']),
    p('are we still on supabase?', ['db-neon']),
    p('CI runs every test on every PR, can we only test the packages that changed', ['ci-gha']),
    p('write a factory for Team in the test helpers', ['test-data']),
    p('new email: daily reminder to managers about pending approvals', [
      'email-resend',
      'email-via-inngest',
      'cron-inngest',
    ]),
    p('how do I preview the reminder email locally', ['email-preview']),
    p('stripe sent invoice.paid twice and the customer got two receipts', [
      'stripe-idempotent',
      'inngest-events',
      'email-via-inngest',
    ]),
    p('the stripe webhook route times out on vercel for big subscription updates', [
      'stripe-inngest',
      'stripe-inline-claim',
    ]),
    p('add a REST endpoint app/api/hr/export for the HR system integration', [
      'app-router',
      'org-procedure',
      'prisma-edge',
    ]),
    p(
      'PrismaClientInitializationError: Prisma Client could not locate the Query Engine for runtime "rhel-openssl-3.0.x" — on the vercel deploy',
      ['node-20', 'prisma-schema'],
    ),
    p('why did `pnpm i next` in the repo root add next to the root package.json?', [
      'pnpm-only',
      'mono-layout',
    ]),
    p('thanks, looks good', []),
    p("what's the difference between useMemo and useCallback", []),
    p('rebase or merge for feature branches, in general?', []),
    p('explain React Suspense boundaries like I am five', []),
    p('ok ship it', []),
    p('regex for an email address that is not terrible?', []),
    p('how do CSS container queries work', []),
    p('summarize what we did today', []),
  ],
});
