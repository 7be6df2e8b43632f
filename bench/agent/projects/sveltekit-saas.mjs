// Crewplan, a shift-scheduling SaaS for small teams: SvelteKit 2 / Svelte 5 runes, TypeScript, Supabase, Drizzle, Stripe, Cloudflare.
// Held-out scenario (round H): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'sveltekit-saas',
  stack:
    'SvelteKit 2 / Svelte 5 (runes), TypeScript, Supabase (Postgres, Auth, RLS, Storage, Edge Functions), Drizzle ORM, Tailwind + shadcn-svelte, Vitest + Playwright, Stripe Billing, Cloudflare Pages',
  memories: [
    m('pm-pnpm', 'fact', 'pnpm everywhere (pnpm i, pnpm dev). Only pnpm-lock.yaml is committed.', {
      fact: 'crewplan | package_manager | pnpm',
      age: 400,
      files: ['pnpm-lock.yaml'],
      tags: ['pnpm', 'dependencies'],
    }),
    m(
      'node-version',
      'fact',
      '.nvmrc pins Node 20 and the GitHub Actions setup-node step reads it from there.',
      {
        fact: 'crewplan | node_version | 20',
        age: 330,
        files: ['.nvmrc'],
      },
    ),
    m(
      'framework',
      'fact',
      'The app is SvelteKit 2 on Svelte 5 with runes mode forced on for the whole project (compilerOptions.runes = true in svelte.config.js), so legacy `export let` and `$:` do not compile in our components.',
      {
        fact: 'crewplan | framework | SvelteKit 2 + Svelte 5',
        age: 210,
        reaffirm: 20,
        files: ['svelte.config.js'],
        tags: ['svelte5', 'runes', 'sveltekit'],
      },
    ),
    m(
      'deploy-vercel',
      'fact',
      'Crewplan is deployed on Vercel with @sveltejs/adapter-vercel; every PR gets a preview URL and main goes to app.crewplan.app.',
      {
        fact: 'crewplan | deployment_platform | Vercel',
        age: 420,
        tags: ['deploy', 'vercel', 'preview'],
      },
    ),
    m(
      'deploy-cloudflare',
      'decision',
      'Hosting is Cloudflare Pages now: @sveltejs/adapter-cloudflare, bindings and vars in wrangler.toml, and the deploy job in CI runs `wrangler pages deploy .svelte-kit/cloudflare` on every push. PRs get previews at <hash>.crewplan-app.pages.dev; main is app.crewplan.app. Nobody deploys from a laptop.',
      {
        fact: 'crewplan | deployment_platform | Cloudflare Pages',
        supersedes: 'deploy-vercel',
        age: 160,
        reaffirm: 12,
        files: ['wrangler.toml', 'svelte.config.js', '.github/workflows/deploy.yml'],
        tags: ['deploy', 'cloudflare', 'preview', 'wrangler'],
        reason:
          'the bandwidth bill tripled after the Lisbon bakery chain onboarded, and cold starts hurt the schedule page',
        canonical: true,
      },
    ),
    m(
      'cf-runtime',
      'constraint',
      'Server code runs in workerd, not Node. We have compatibility_flags = ["nodejs_compat"], but anything with native bindings or fs (bcrypt, sharp, argon2, pdfkit with fonts from disk) will not work; use Web Crypto (crypto.subtle) and fetch-based SDKs. Bindings come from event.platform.env, typed in src/app.d.ts.',
      {
        files: ['wrangler.toml', 'src/app.d.ts'],
        tags: ['cloudflare', 'workers', 'runtime', 'node-compat'],
      },
    ),
    m(
      'supabase-project',
      'fact',
      'Supabase projects: crewplan-prod and crewplan-staging, both in eu-central-1 (Frankfurt). Local dev runs the whole stack in Docker with `supabase start`.',
      {
        fact: 'crewplan-prod | region | eu-central-1',
        age: 380,
        tags: ['supabase', 'region', 'gdpr'],
      },
    ),
    m(
      'db-postgres',
      'fact',
      'Database is the Supabase-managed Postgres 15. All app tables are in the public schema; auth.users is Supabase’s and we only reference it from public.profiles (id = auth.users.id).',
      {
        fact: 'crewplan | database | Supabase Postgres 15',
        age: 280,
        reaffirm: 30,
        tags: ['postgres', 'supabase', 'schema'],
      },
    ),
    m(
      'data-supabase-js',
      'convention',
      'Load functions read and write through supabase-js: locals.supabase.from("shifts").select("*, profiles(*)") etc., typed with the generated Database type from src/lib/database.types.ts.',
      {
        age: 350,
        files: ['src/lib/database.types.ts'],
        tags: ['supabase-js', 'queries', 'postgrest'],
      },
    ),
    m(
      'data-drizzle',
      'decision',
      'Server-side queries use Drizzle ORM. Schema in src/lib/server/db/schema.ts, client in src/lib/server/db/index.ts (postgres-js over the Supavisor transaction pooler, port 6543, prepare: false). supabase-js is kept for auth, storage and realtime only; no new .from() queries.',
      {
        fact: 'crewplan | orm | Drizzle',
        supersedes: 'data-supabase-js',
        age: 190,
        reaffirm: 45,
        files: ['src/lib/server/db/schema.ts', 'src/lib/server/db/index.ts'],
        tags: ['drizzle', 'orm', 'queries', 'pooler'],
        reason:
          'the week view needed joins across shifts, assignments and availability and the PostgREST embeds turned into N+1 calls',
      },
    ),
    m(
      'drizzle-rls',
      'constraint',
      'Careful: Drizzle connects as the postgres role, which BYPASSES row level security. Every tenant query on the server must go through the scoped helpers in src/lib/server/db/scoped.ts (forOrg(orgId).shifts.list(...) and friends), which add the org_id filter and check membership. A bare db.select().from(shifts) fails review.',
      {
        files: ['src/lib/server/db/scoped.ts', 'src/lib/server/db/index.ts'],
        tags: ['drizzle', 'rls', 'multi-tenant', 'security'],
        canonical: true,
      },
    ),
    m(
      'migrations',
      'workflow',
      'Schema changes are hand-written SQL: `supabase migration new <name>`, write the DDL plus its RLS policies, `supabase db reset` locally, then `pnpm db:pull` (drizzle-kit introspect) to regenerate schema.ts. drizzle-kit push/generate are never run against any remote database; CI applies migrations with `supabase db push` after merge to main.',
      {
        files: ['supabase/migrations', 'drizzle.config.ts', 'src/lib/server/db/schema.ts'],
        tags: ['migrations', 'supabase-cli', 'drizzle-kit', 'schema'],
      },
    ),
    m(
      'gen-types',
      'workflow',
      'After any migration run pnpm gen:types (supabase gen types typescript --local > src/lib/database.types.ts) and commit the result; CI regenerates it and fails on a diff.',
      { files: ['src/lib/database.types.ts'], tags: ['types', 'supabase-cli', 'ci'] },
    ),
    m(
      'rls-every-table',
      'constraint',
      "Every table in public gets `enable row level security` and its policies in the same migration that creates it. Tenant tables have an org_id column, and policies call public.is_org_member(org_id) or public.has_org_role(org_id, 'manager') from the rls_helpers migration instead of repeating joins.",
      {
        files: ['supabase/migrations'],
        tags: ['rls', 'policies', 'multi-tenant', 'security'],
        canonical: true,
      },
    ),
    m(
      'rls-incident',
      'incident',
      'time_off_requests shipped without RLS enabled. For three days any signed-in user could read other orgs’ sick-leave notes through the REST endpoint. Since then scripts/check-rls.sql runs in CI and fails if a public table has relrowsecurity = false.',
      {
        files: ['scripts/check-rls.sql'],
        tags: ['rls', 'incident', 'security', 'gdpr'],
      },
    ),
    m(
      'rls-recursion',
      'constraint',
      'A policy on org_members must not query org_members itself; Postgres answers with "infinite recursion detected in policy for relation org_members". Go through is_org_member(), which is security definer and so skips RLS inside.',
      { tags: ['rls', 'policies', 'postgres'] },
    ),
    m(
      'rpc-security',
      'convention',
      "Postgres functions we call with supabase.rpc or from Drizzle are security invoker. security definer only for the RLS helpers, and then always with `set search_path = ''` and schema-qualified names.",
      { files: ['supabase/migrations'], tags: ['postgres', 'functions', 'security'] },
    ),
    m(
      'auth-ssr',
      'convention',
      'Auth goes through @supabase/ssr: createServerClient in src/hooks.server.ts with the cookies getAll/setAll methods, stored on event.locals.supabase. On the server only trust locals.safeGetSession(), which calls auth.getUser(); getSession() alone reads an unverified cookie.',
      {
        files: ['src/hooks.server.ts', 'src/app.d.ts'],
        tags: ['auth', 'supabase-ssr', 'cookies', 'session'],
      },
    ),
    m(
      'auth-guard',
      'convention',
      'Redirect-to-login lives in the authGuard handle in src/hooks.server.ts (everything under /app) and the org membership check in src/routes/(app)/app/[orgSlug]/+layout.server.ts. Do not guard routes from +page.svelte.',
      {
        files: ['src/hooks.server.ts', 'src/routes/(app)/app/[orgSlug]/+layout.server.ts'],
        tags: ['auth', 'routing', 'hooks'],
      },
    ),
    m(
      'auth-magiclink',
      'decision',
      'Sign-in is passwordless: magic links only, via supabase.auth.signInWithOtp({ email }).',
      { age: 370, tags: ['auth', 'login', 'magic-link'] },
    ),
    m(
      'auth-password-google',
      'decision',
      'We dropped the magic link login. The sign-in page offers email + password and "Continue with Google" (Supabase OAuth); /auth/callback/+server.ts exchanges the code with exchangeCodeForSession. Password reset mails still go through Supabase Auth.',
      {
        supersedes: 'auth-magiclink',
        age: 120,
        files: ['src/routes/(auth)/login/+page.svelte', 'src/routes/(auth)/auth/callback/+server.ts'],
        tags: ['auth', 'login', 'oauth', 'google'],
        reason: 'clinic customers’ mail scanners opened the links first and burned the one-time token',
      },
    ),
    m(
      'state-stores',
      'convention',
      'State shared across components lives in writable/derived stores in src/lib/stores/ (scheduleStore, selectedWeek) and is read with the $ prefix.',
      { age: 380, files: ['src/lib/stores'], tags: ['stores', 'state'] },
    ),
    m(
      'state-runes',
      'convention',
      'Shared reactive state is a class with $state / $derived fields in a .svelte.ts module under src/lib/state/ (e.g. ScheduleEditor in schedule-editor.svelte.ts), created per page and handed down with setContext/getContext. No new svelte/store code; the few remaining stores get migrated when touched.',
      {
        supersedes: 'state-stores',
        age: 200,
        files: ['src/lib/state'],
        tags: ['runes', 'state', 'context', 'svelte5'],
      },
    ),
    m(
      'runes-props',
      'convention',
      'Components declare `let { shift, onsave, children }: Props = $props()` with a Props interface. Events are callback props (onsave, onchange), not createEventDispatcher; content is rendered with {@render children()} rather than <slot />.',
      { tags: ['runes', 'props', 'components', 'svelte5'] },
    ),
    m(
      'effect-avoid',
      'preference',
      'I really prefer $derived over $effect. $effect is for the outside world (DOM measurements, timers, realtime channels); if an effect writes to $state, leave a comment saying why it can’t be derived.',
      { tags: ['runes', 'effect'] },
    ),
    m(
      'global-state-ssr',
      'constraint',
      'Never keep user-specific data in module-level $state or stores in anything the server imports. A Worker isolate serves many requests, so module state leaks between users. Per-request data goes in event.locals, load data, or a context set in the layout.',
      {
        files: ['src/lib/state'],
        tags: ['ssr', 'state', 'security', 'workers'],
        reason: 'during a load test one manager briefly saw another org’s name in the header',
      },
    ),
    m(
      'forms-superforms',
      'convention',
      'Forms: sveltekit-superforms v2 + zod adapter. Schema in src/lib/schemas/<thing>.ts, superValidate(zod(schema)) in load and in the form action, superForm(data.form) with use:enhance on the client. User input goes through form actions, not fetch() to a +server.ts.',
      {
        files: ['src/lib/schemas'],
        tags: ['forms', 'superforms', 'zod', 'validation'],
      },
    ),
    m(
      'shadcn',
      'fact',
      'UI primitives come from shadcn-svelte (bits-ui underneath), added with `pnpm dlx shadcn-svelte@latest add <name>` into src/lib/components/ui and edited in place.',
      {
        fact: 'crewplan | component_library | shadcn-svelte',
        age: 310,
        files: ['src/lib/components/ui', 'components.json'],
        tags: ['shadcn-svelte', 'bits-ui', 'components'],
      },
    ),
    m(
      'tailwind',
      'convention',
      'Tailwind with the shadcn theme variables from src/app.css: write bg-primary, text-muted-foreground, border-destructive, never raw palette colours like bg-blue-600 or hex values. Merge classes with cn() from $lib/utils.',
      {
        files: ['src/app.css', 'tailwind.config.ts', 'src/lib/utils.ts'],
        tags: ['tailwind', 'theme', 'css'],
      },
    ),
    m(
      'icons',
      'convention',
      'lucide-svelte icons are imported one by one from their own path (lucide-svelte/icons/calendar-days), not from the package root.',
      { tags: ['icons', 'bundle-size'] },
    ),
    m(
      'tests-jsdom',
      'decision',
      'Component tests: Vitest + jsdom + @testing-library/svelte, run with pnpm test:unit.',
      { age: 300, files: ['vite.config.ts'], tags: ['vitest', 'jsdom', 'testing-library', 'tests'] },
    ),
    m(
      'tests-browser',
      'decision',
      'Component tests run in a real Chromium through Vitest browser mode (@vitest/browser, playwright provider) using render() from vitest-browser-svelte. Name them *.svelte.test.ts next to the component. Plain logic tests stay in the "server" project of vitest.workspace.ts, which runs on node.',
      {
        supersedes: 'tests-jsdom',
        age: 90,
        files: ['vitest.workspace.ts'],
        tags: ['vitest', 'browser-mode', 'component-tests', 'tests'],
        reason:
          'bits-ui focus trapping and runes timing behaved differently in the fake DOM, so tests passed while the real popovers were broken',
      },
    ),
    m(
      'e2e',
      'fact',
      'Playwright specs are in tests/e2e. Global setup runs `supabase db reset` (loads supabase/seed.sql) and logs in as owner@demo.test, manager@demo.test and staff@demo.test, saving storageState files in tests/e2e/.auth/.',
      {
        files: ['tests/e2e', 'playwright.config.ts', 'supabase/seed.sql'],
        tags: ['playwright', 'e2e', 'tests', 'seed'],
      },
    ),
    m(
      'e2e-parallel',
      'convention',
      'Each e2e spec makes its own org with the createTestOrg() fixture so specs run fully parallel; no page.waitForTimeout, wait for a response or an expect(...).toBeVisible() instead.',
      { files: ['tests/e2e/fixtures.ts'], tags: ['playwright', 'e2e', 'flaky'] },
    ),
    m(
      'stripe-billing',
      'fact',
      'Billing is Stripe: per-seat subscriptions on three plans (Starter, Team, Business), bought through Stripe Checkout and managed in the Customer Portal. organizations.stripe_customer_id links the two.',
      {
        fact: 'crewplan | billing_provider | Stripe',
        age: 350,
        reaffirm: 40,
        tags: ['stripe', 'billing', 'subscriptions'],
      },
    ),
    m(
      'stripe-webhooks',
      'convention',
      'The Stripe webhook is src/routes/api/stripe/webhook/+server.ts. Verify with `await stripe.webhooks.constructEventAsync(await request.text(), sig, secret, undefined, Stripe.createSubtleCryptoProvider())`, since the sync constructEvent throws on Workers. Events handled: checkout.session.completed, customer.subscription.updated/deleted, invoice.payment_failed. Idempotent on event.id via the stripe_events table.',
      {
        files: ['src/routes/api/stripe/webhook/+server.ts'],
        tags: ['stripe', 'webhooks', 'workers', 'idempotency'],
      },
    ),
    m(
      'stripe-source-of-truth',
      'decision',
      'What an org is entitled to comes from our subscriptions table, which the webhook keeps in sync. Load functions and guards never call the Stripe API to find out the plan or status.',
      {
        files: ['src/lib/server/billing/entitlements.ts'],
        tags: ['stripe', 'billing', 'entitlements'],
        reason:
          'a Stripe call in the app layout added ~400 ms to every navigation and hit rate limits on Monday mornings',
      },
    ),
    m(
      'seat-count',
      'constraint',
      'Seats billed = active members except those with the viewer role. syncSeats() in src/lib/server/billing/seats.ts updates the subscription quantity with proration_behavior: "create_prorations" whenever someone joins, leaves or changes role; call it, don’t update quantities yourself.',
      { files: ['src/lib/server/billing/seats.ts'], tags: ['stripe', 'seats', 'billing'] },
    ),
    m(
      'starter-seats',
      'fact',
      'Starter is capped at 10 active members; inviting the 11th opens the upgrade dialog.',
      { age: 200, tags: ['plans', 'limits', 'billing'] },
    ),
    m(
      'starter-seats-15',
      'decision',
      'With the new pricing page, Starter goes up to 15 members. PLAN_LIMITS in src/lib/billing/plans.ts is the place to read it from.',
      {
        disputes: 'starter-seats',
        age: 60,
        files: ['src/lib/billing/plans.ts'],
        tags: ['plans', 'limits', 'billing', 'pricing'],
      },
    ),
    m(
      'trial-14',
      'decision',
      'New orgs get a 14-day Team trial without a card. The end date is organizations.trial_ends_at and the "trial ends soon" banner shows from day 10.',
      { age: 250, tags: ['trial', 'billing', 'onboarding'] },
    ),
    m(
      'trial-card',
      'decision',
      'Trials start in Stripe Checkout with subscription_data.trial_period_days = 7 and payment_method_collection: "always", so a card is on file before the trial begins.',
      { disputes: 'trial-14', age: 45, tags: ['trial', 'stripe', 'checkout'] },
    ),
    m(
      'tz-local',
      'decision',
      'shifts.start_at / end_at are `timestamp` (no time zone) holding the location’s wall-clock time, so the grid can show them without converting.',
      { age: 360, tags: ['timezones', 'shifts', 'schema'] },
    ),
    m(
      'dst-incident',
      'incident',
      'Night shifts across the March DST switch showed an hour short, and the payroll export paid 7 h for an 8 h shift. Durations are computed from instants (ends_at - starts_at), never by subtracting local clock hours.',
      { age: 240, tags: ['timezones', 'dst', 'incident', 'payroll'] },
    ),
    m(
      'tz-utc',
      'decision',
      'We no longer store wall-clock times. Shifts have starts_at / ends_at as timestamptz (UTC) and every location has an IANA zone in locations.timezone. Convert only at the edges with the helpers in src/lib/format/datetime.ts, always into the LOCATION’s zone, not the viewer’s browser zone.',
      {
        supersedes: 'tz-local',
        age: 230,
        files: ['src/lib/format/datetime.ts'],
        tags: ['timezones', 'shifts', 'schema', 'dst'],
        canonical: true,
      },
    ),
    m(
      'week-start-monday',
      'convention',
      'Schedule weeks start on Monday (ISO weeks) for every org, and payroll periods follow the same weeks.',
      { age: 290, tags: ['weeks', 'calendar', 'payroll'] },
    ),
    m(
      'week-start-org',
      'decision',
      'The first day of the week is per org: organizations.week_starts_on (0 = Sunday … 6 = Saturday), defaulting to Sunday for US orgs and Monday elsewhere.',
      { disputes: 'week-start-monday', age: 70, tags: ['weeks', 'calendar', 'settings'] },
    ),
    m(
      'realtime',
      'fact',
      'The week grid listens to Supabase Realtime postgres_changes on shifts filtered by location_id, so two managers see each other’s edits live. Subscribe inside $effect and removeChannel in its teardown.',
      {
        files: ['src/lib/components/schedule/WeekGrid.svelte'],
        tags: ['realtime', 'supabase', 'schedule'],
      },
    ),
    m(
      'storage',
      'convention',
      'Supabase Storage buckets: avatars (public) and documents (private; path <org_id>/<user_id>/<file>). Storage policies check the first folder segment with is_org_member. Private files are only handed out as createSignedUrl links with a 60 s expiry.',
      { tags: ['storage', 'uploads', 'rls', 'signed-url'] },
    ),
    m(
      'upload-limits',
      'constraint',
      'Uploads: max 10 MB, PDF/JPEG/PNG/WebP only. Check it in the form schema and also set file_size_limit and allowed_mime_types on the bucket, because the client check can be skipped.',
      { files: ['src/lib/schemas/upload.ts'], tags: ['storage', 'uploads', 'validation'] },
    ),
    m(
      'edge-functions',
      'fact',
      'Supabase Edge Functions (Deno) in supabase/functions: send-email, weekly-digest (pg_cron + pg_net, Mondays 06:00 UTC) and export-timesheets. Deploy with `supabase functions deploy <name>`; they import via npm:/jsr: specifiers and share code through supabase/functions/_shared, not through our pnpm packages.',
      {
        files: ['supabase/functions'],
        tags: ['edge-functions', 'deno', 'cron'],
      },
    ),
    m(
      'email-postmark',
      'fact',
      'Transactional mail (invites, reminders) is sent by Postmark, server "crewplan-transactional", templates edited in the Postmark UI.',
      {
        fact: 'crewplan | email_provider | Postmark',
        age: 330,
        tags: ['email', 'postmark'],
      },
    ),
    m(
      'email-resend',
      'decision',
      'All outgoing mail goes through the send-email edge function, which calls Resend. Templates are MJML in supabase/functions/_shared/emails, compiled to HTML by pnpm emails:build. Supabase Auth uses Resend as custom SMTP too.',
      {
        fact: 'crewplan | email_provider | Resend',
        supersedes: 'email-postmark',
        age: 140,
        reaffirm: 30,
        files: ['supabase/functions/send-email', 'supabase/functions/_shared/emails'],
        tags: ['email', 'resend', 'edge-functions'],
      },
    ),
    m(
      'roles',
      'fact',
      'Org roles are owner, admin, manager, staff and viewer. Managers edit schedules only for locations listed for them in location_managers; staff see published shifts plus their own availability and time off; only the owner sees billing.',
      { tags: ['roles', 'permissions', 'rls'], canonical: true },
    ),
    m(
      'published-shifts',
      'constraint',
      "Staff must never see draft shifts. The shifts select policy only lets staff read rows where status = 'published'; publishWeek in the schedule page actions flips the status and sends the notifications exactly once.",
      {
        files: ['src/routes/(app)/app/[orgSlug]/schedule/+page.server.ts'],
        tags: ['shifts', 'rls', 'publish'],
      },
    ),
    m(
      'swaps',
      'fact',
      'Shift swap flow: staff A creates a shift_swap_requests row, staff B accepts, a manager of that location approves. Only approve_swap() (one transaction in Postgres) changes shifts.assignee_id.',
      { tags: ['swaps', 'shifts', 'postgres'] },
    ),
    m(
      'invites',
      'workflow',
      'Invitations: an owner or admin enters an email, we store a SHA-256 hash of a random token in org_invitations (expires after 7 days) and send the link through send-email; /invite/[token] accepts it and calls syncSeats().',
      {
        files: ['src/routes/(auth)/invite/[token]/+page.server.ts'],
        tags: ['invites', 'onboarding', 'email'],
      },
    ),
    m(
      'timesheet-export',
      'fact',
      'The payroll export is made by the export-timesheets edge function: DATEV format for German customers, plain CSV for everyone else, saved to the documents bucket, download link valid 24 h.',
      { tags: ['payroll', 'export', 'datev', 'edge-functions'] },
    ),
    m(
      'i18n',
      'fact',
      "UI text uses Paraglide JS (inlang). Locales are en, de and pt, messages in messages/{en,de,pt}.json, used as `import * as m from '$lib/paraglide/messages'`. The vite plugin compiles them.",
      { files: ['messages', 'project.inlang/settings.json'], tags: ['i18n', 'paraglide', 'translations'] },
    ),
    m(
      'i18n-keys',
      'convention',
      'Message keys are snake_case and start with the feature (swap_approve_title, schedule_publish_button). New keys go into all three locale files in the same PR; the inlang lint in CI flags missing ones.',
      { files: ['messages'], tags: ['i18n', 'translations'] },
    ),
    m(
      'dates-format',
      'convention',
      'Dates and times are rendered only through src/lib/format/datetime.ts (Intl.DateTimeFormat with an explicit timeZone and the user’s locale). A bare toLocaleString() renders in UTC on the Worker and in the browser’s zone on the client.',
      { files: ['src/lib/format/datetime.ts'], tags: ['dates', 'formatting', 'timezones', 'hydration'] },
    ),
    m(
      'hydration-incident',
      'incident',
      'Hydration mismatches on the schedule page: the "today" column highlight and the "starts in 2 h" labels disagreed between the Worker (UTC) and the browser. Fix: the load returns serverNow and the page renders from that, switching to the live clock in $effect after mount.',
      {
        files: ['src/routes/(app)/app/[orgSlug]/schedule/+page.svelte'],
        tags: ['hydration', 'ssr', 'incident', 'timezones'],
      },
    ),
    m(
      'env-vars',
      'convention',
      "Secrets are read in server-only files (hooks.server.ts, +page.server.ts, +server.ts, src/lib/server/**) via `import { env } from '$env/dynamic/private'`, e.g. env.STRIPE_SECRET_KEY. On Cloudflare they are runtime secrets, and $env/static/private would inline them into the build. .env.example only contains placeholders like SUPABASE_SERVICE_ROLE_KEY=<from 1Password>.",
      {
        files: ['.env.example', 'src/lib/server'],
        tags: ['env', 'configuration', 'secrets'],
      },
    ),
    m(
      'anon-key-public',
      'fact',
      'PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are public by design. The anon key is shipped in the browser bundle and sits in wrangler.toml [vars]; RLS is what protects the data, not hiding that key. The one that must never reach the browser is the service_role key.',
      { files: ['wrangler.toml'], tags: ['supabase', 'anon-key', 'env'] },
    ),
    m(
      'secret-storage',
      'fact',
      'Where the real secrets live: production ones are Cloudflare secrets (`wrangler pages secret put STRIPE_SECRET_KEY`), and every value is also in the 1Password vault "Crewplan – Prod". For local dev run `op inject -i .env.tpl -o .env` (Stripe test mode keys, local Supabase keys). Marta grants vault access.',
      { files: ['.env.tpl'], tags: ['secrets', '1password', 'env', 'onboarding'] },
    ),
    m(
      'service-role-usage',
      'constraint',
      'The service_role client (createAdminClient in src/lib/server/supabase-admin.ts) is allowed in exactly three places: the Stripe webhook, invitation acceptance and edge functions. Never in a load function that returns data to a user.',
      {
        age: 230,
        files: ['src/lib/server/supabase-admin.ts'],
        tags: ['service-role', 'security', 'rls'],
      },
    ),
    m(
      'admin-service-role',
      'decision',
      'The internal support pages under /admin load with the service-role client, because support needs to look across orgs; access is gated by the is_staff claim in app_metadata.',
      {
        disputes: 'service-role-usage',
        age: 35,
        files: ['src/routes/admin'],
        tags: ['admin', 'support', 'service-role'],
      },
    ),
    m(
      'sentry',
      'fact',
      '@sentry/sveltekit reports errors: handleErrorWithSentry in hooks.client.ts and hooks.server.ts, initCloudflareSentryHandle first in the server sequence. Source maps are uploaded by the CI deploy job.',
      {
        files: ['src/hooks.client.ts', 'src/hooks.server.ts'],
        tags: ['sentry', 'errors', 'monitoring'],
      },
    ),
    m(
      'posthog',
      'fact',
      'Product analytics: PostHog EU cloud, initialised in the root +layout.ts only in the browser and only after cookie consent.',
      {
        fact: 'crewplan | product_analytics | PostHog',
        age: 305,
        tags: ['analytics', 'posthog', 'consent'],
      },
    ),
    m(
      'ci',
      'workflow',
      'CI (.github/workflows/ci.yml): pnpm check (svelte-check), pnpm lint, pnpm test:unit, supabase start + pnpm test:e2e, then scripts/check-rls.sql. Everything green before merge; we squash-merge.',
      { files: ['.github/workflows/ci.yml'], tags: ['ci', 'github-actions'] },
    ),
    m(
      'pr-rules',
      'workflow',
      'PR titles are Conventional Commits (feat:, fix:, chore:) because release-please writes the changelog from them. At most one migration per PR.',
      { tags: ['pull-requests', 'release-please', 'review'] },
    ),
    m(
      'load-functions',
      'convention',
      'Anything that touches the database is loaded in +page.server.ts / +layout.server.ts; universal +page.ts is only for client-safe data. Return plain serialisable objects (no class instances), and stream slow non-critical data by returning the promise and using {#await}.',
      { tags: ['load', 'sveltekit', 'ssr', 'streaming'] },
    ),
    m(
      'ssr-keep',
      'decision',
      'SSR stays on for every route, the app included. Hydration problems are fixed at the source, never papered over with `export const ssr = false`.',
      {
        tags: ['ssr', 'hydration', 'sveltekit'],
        reason: 'shared schedule links are opened on slow phones in kitchens and must paint without JS',
      },
    ),
    m(
      'route-groups',
      'fact',
      'Route layout: (marketing) public pages (prerendered), (auth) login/signup/callback/invite, (app)/app/[orgSlug]/... the product itself, api/ for webhooks and cron endpoints.',
      { files: ['src/routes'], tags: ['routing', 'sveltekit'] },
    ),
    m(
      'perf-grid',
      'constraint',
      'The week grid has to render 600 staff × 7 days in under 300 ms on a mid-range laptop: rows are virtualised with @tanstack/svelte-virtual and cells must not each create their own $derived over the full shift list.',
      {
        files: ['src/lib/components/schedule/WeekGrid.svelte'],
        tags: ['performance', 'schedule', 'virtualization'],
      },
    ),
    m(
      'pref-ts-strict',
      'preference',
      'No `any` in new code. Use `satisfies` for config objects and `import type` for types.',
      { tags: ['typescript', 'style'] },
    ),
    m(
      'note-big-customer',
      'note',
      'Biggest customer is Padaria Nova (Lisbon bakery chain, 34 locations, ~600 staff). Check schedule performance against their shape with pnpm seed:large before shipping grid changes.',
      { tags: ['customers', 'performance', 'seed'] },
    ),
    m(
      'note-friday',
      'note',
      'Informal rule since the billing outage: no production deploys after 14:00 CET on Fridays.',
      { tags: ['deploy', 'release'] },
    ),
    m(
      'cand-stores',
      'decision',
      'Keep the schedule editor selection in a svelte/store writable so plain TS modules can subscribe to it.',
      {
        candidate: true,
        tags: ['stores', 'state'],
      },
    ),
    m(
      'cand-ssr-false',
      'convention',
      'Put export const ssr = false in src/routes/(app)/+layout.ts to get rid of the hydration warnings in the app.',
      {
        candidate: true,
        tags: ['ssr', 'hydration'],
      },
    ),
    m(
      'cand-disable-rls',
      'decision',
      'Disable RLS on shifts and filter by org_id in the app; the policies make the week query slow.',
      {
        candidate: true,
        tags: ['rls', 'performance'],
      },
    ),
    m('cand-prisma', 'fact', 'The schema and migrations are managed with Prisma.', {
      candidate: true,
      tags: ['prisma', 'migrations'],
    }),
    m(
      'secret-service-role',
      'note',
      'to run the backfill script against staging put this in .env.local:\nPUBLIC_SUPABASE_URL=https://kqwzrtbnvlpxhmsd.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd3pydGJudmxweGhtc2QiLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzE2MjM5MDIyLCJleHAiOjIwMzE4MTUwMjJ9.i6BtYnxtOTX7RRB4Lg6r5PS2Jl_efRtvk7LdTjWdKYo',
      {
        secret:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd3pydGJudmxweGhtc2QiLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzE2MjM5MDIyLCJleHAiOjIwMzE4MTUwMjJ9.i6BtYnxtOTX7RRB4Lg6r5PS2Jl_efRtvk7LdTjWdKYo',
      },
    ),
    m(
      'secret-db-url',
      'fact',
      'Drizzle Studio against prod (read-only work only!): DATABASE_URL=postgresql://postgres.kqwzrtbnvlpxhmsd:hP4xN8qLz2Vw7RkT@aws-0-eu-central-1.pooler.supabase.com:6543/postgres',
      { secret: 'hP4xN8qLz2Vw7RkT' },
    ),
    m(
      'secret-stripe-rk',
      'note',
      'For the MRR dashboard Tomás made a restricted Stripe key (read-only on subscriptions and invoices, nothing else), and for now that one is rk_live_51NcQ8vLq2XbT9mZeKf7YpWd3HsJ0aGu4Cn6Qe1Rt8Vy5Bx2Mk9Pz3LwA7sD until we set up the Metabase secret properly.',
      { secret: 'rk_live_51NcQ8vLq2XbT9mZeKf7YpWd3HsJ0aGu4Cn6Qe1Rt8Vy5Bx2Mk9Pz3LwA7sD' },
    ),
    m(
      'secret-whsec',
      'convention',
      "Temporary while debugging staging webhooks, in src/routes/api/stripe/webhook/+server.ts:\nconst STRIPE_WEBHOOK_SECRET = 'whsec_8Kd2Lq9XvT4mNp7RzW3bY6cF1hJ5sG0aEu';",
      { secret: 'whsec_8Kd2Lq9XvT4mNp7RzW3bY6cF1hJ5sG0aEu' },
    ),
    m(
      'secret-nolabel',
      'note',
      'keep this somewhere safe: sk_live_51PfT3kHq8Wz2XnR6vLm9CdYb4Js7Ge1Ua0Fo5Ki3Nt8Qp',
      {
        secret: 'sk_live_51PfT3kHq8Wz2XnR6vLm9CdYb4Js7Ge1Ua0Fo5Ki3Nt8Qp',
      },
    ),
    m(
      'secret-qa-password',
      'note',
      'what is the login for the shared Supabase dashboard account (ops@crewplan.app)?\nPlum-Harbor-4417-kite',
      { secret: 'Plum-Harbor-4417-kite' },
    ),
    m(
      'secret-foreign',
      'fact',
      'A chave da API do Resend em produção é re_Hq4tZ8mN_3vKpW9xLcY2bR7dFj6sGe1A, não partilhem fora da equipa.',
      { secret: 're_Hq4tZ8mN_3vKpW9xLcY2bR7dFj6sGe1A' },
    ),
  ],
  sessions: [
    {
      id: 'sveltekit-saas-session-1',
      age: 3,
      turns: [
        said('morning! picking up the time-off approval thing today'),
        replied(
          'Good morning. I can see TimeOffList.svelte and the time_off_requests table. Want me to start with the approve/deny form actions?',
        ),
        said(
          "yes. one rule first: approving time off that overlaps a published shift of the same person is blocked unless a manager ticks override, and that check lives in the approve_time_off() function, the UI check alone isn't enough",
          { key: 's-timeoff-overlap', type: 'constraint' },
        ),
        replied(
          'Understood. I will add the overlap check to approve_time_off() and show an "Override" checkbox to managers.',
        ),
        said(
          "also every approve or deny writes a row to audit_log (actor_id, action, entity, entity_id, org_id). two clinic customers need it for compliance so from now on that's the rule for all time-off state changes",
          { key: 's-audit-log', type: 'decision' },
        ),
        replied('Should the employee get an email as soon as their request is decided?'),
        said(
          "yes but not at night. nothing goes out between 22:00 and 07:00 in the recipient's location timezone, queue it for 7. that applies to every notification we send, not just this one",
          { key: 's-notify-quiet', type: 'decision' },
        ),
        said(
          'oh and CI keeps failing on supabase link, this is the access token it should use sbp_9711ca39df28250e5e6896364a0328fb38c1d5df',
          { secret: 'sbp_9711ca39df28250e5e6896364a0328fb38c1d5df' },
        ),
        replied(
          'I would rather not put that in the repo. I can make ci.yml read SUPABASE_ACCESS_TOKEN from the GitHub Actions secrets instead, OK?',
        ),
        said(
          "yep. and please don't add index.ts barrel files in src/lib/components, import straight from the .svelte file. the barrels dragged the whole ui folder into the worker bundle last time",
          { key: 's-no-barrel', type: 'convention' },
        ),
        replied('Got it, direct imports only. Starting on the migration now.'),
        said('cool, ping me when the tests pass'),
      ],
    },
  ],
  prompts: [
    p(
      'staff hit request swap and get {"code":"42501","message":"new row violates row-level security policy for table \\"shift_swap_requests\\""}',
      ['rls-every-table', 'swaps'],
    ),
    p(
      'added a policy so members can see their teammates and now every query says: infinite recursion detected in policy for relation "org_members"',
      ['rls-recursion'],
    ),
    p('how do I get a vercel preview link for my branch to show the PM?', ['deploy-cloudflare']),
    p('create a writable store for the selected week so the toolbar and the grid stay in sync', [
      'state-runes',
    ]),
    p(
      "@src/routes/(app)/app/[orgSlug]/schedule/+page.server.ts load the week with locals.supabase.from('shifts').select('*, profiles(*)')",
      ['data-drizzle', 'drizzle-rls'],
    ),
    p('write a component test for ShiftCard.svelte with testing-library and jsdom', ['tests-browser']),
    p('send the invite mail through postmark like the other emails', ['email-resend', 'invites']),
    p('just store the shift start as the local time so the grid doesnt have to convert anything', ['tz-utc']),
    p('add a "send me a magic link" option under the password field on the login page', [
      'auth-password-google',
    ]),
    p(
      '[svelte] hydration_mismatch on /app/padaria-nova/schedule, the today column is highlighted on tuesday and then jumps to wednesday',
      ['hydration-incident', 'dates-format'],
    ),
    p('shift says 8:00 on my laptop but the manager in porto sees 7:00??', ['tz-utc', 'dates-format']),
    p(
      'stripe webhook 500s in prod: Error: SubtleCryptoProvider cannot be used in a synchronous context. Use `await constructEventAsync(...)`',
      ['stripe-webhooks', 'cf-runtime'],
    ),
    p('how many people can a starter org invite before we show the upgrade thing', [
      'starter-seats',
      'starter-seats-15',
    ]),
    p('building the trial countdown banner, how long is the trial and do they already have a card on file?', [
      'trial-14',
      'trial-card',
    ]),
    p('US customers want the payroll export to run Sunday to Saturday', [
      'week-start-monday',
      'week-start-org',
      'timesheet-export',
    ]),
    p(
      'support wants a page in /admin listing every org with its shifts this week, which supabase client should that use',
      ['service-role-usage', 'admin-service-role'],
    ),
    p('let users upload a profile picture in settings', ['storage', 'upload-limits']),
    p('new table for shift templates (name, start time, length, location)', [
      'migrations',
      'rls-every-table',
      'gen-types',
    ]),
    p('can i just drizzle-kit push to staging to try the new column', ['migrations']),
    p("import { STRIPE_SECRET_KEY } from '$env/static/private' in src/lib/server/billing/checkout.ts", [
      'env-vars',
    ]),
    p('a customer emailed that our supabase key is visible in the page source, is that a problem', [
      'anon-key-public',
    ]),
    p('where do i get stripe keys for running locally', ['secret-storage']),
    p(
      'the availability settings form should show errors under each field and keep what they typed after submit',
      ['forms-superforms'],
    ),
    p('staff can see next weeks rota before the manager has published it!!', ['published-shifts', 'roles']),
    p('drag and drop in the grid breaks after hydration, can we set ssr = false on that page', ['ssr-keep']),
    p('the grid is super laggy with the bakery data', ['perf-grid', 'note-big-customer']),
    p('in the org layout load call stripe.subscriptions.retrieve to check if they are still paying', [
      'stripe-source-of-truth',
    ]),
    p('add the portuguese strings for the swap approval dialog', ['i18n', 'i18n-keys']),
    p('should approving a vacation be allowed if the person is already on the published rota that day?', [
      's-timeoff-overlap',
    ]),
    p('send the shift reminder at 5am so the early bakers see it before they leave home', ['s-notify-quiet']),
    p('add a deny button with an optional reason to the time off list', ['s-audit-log', 'roles']),
    p('create src/lib/components/schedule/index.ts that re-exports all the schedule components', [
      's-no-barrel',
    ]),
    p(
      'i put the current user in a $state in src/lib/state/user.svelte.ts and someone in the load test saw another persons name in the header',
      ['global-state-ssr'],
    ),
    p('playwright test for the swap flow pls: staff A requests, staff B accepts, manager approves', [
      'e2e',
      'e2e-parallel',
      'swaps',
    ]),
    p('ShiftEditor needs to tell the parent when it saved, add a createEventDispatcher with a save event', [
      'runes-props',
    ]),
    p('whats the difference between $state.raw and $state again', []),
    p('rename `tmp` to something more descriptive in this function', []),
    p("fix the typo in the footer, it says 'Copyrigth'", []),
    p('regex for a portuguese postal code like 1234-567?', []),
    p('thx, looks good 👍', []),
  ],
});
