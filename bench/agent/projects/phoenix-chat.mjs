// Parley, a team-chat product: Elixir 1.16 / OTP 26, Phoenix 1.7 + LiveView, Ecto + PostgreSQL 15, Oban,
// Phoenix PubSub/Presence over an Erlang cluster on Fly.io, S3 attachments, a React Native app on Phoenix Channels,
// ExUnit + Mox, Credo/Dialyzer, Sentry.
// Held-out scenario (round C): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'phoenix-chat',
  stack:
    'Elixir 1.16 / OTP 26, Phoenix 1.7 + LiveView 0.20, Ecto + PostgreSQL 15 (Crunchy Bridge), Oban, Phoenix PubSub + Presence, Fly.io, S3 + CloudFront, React Native client over Phoenix Channels, ExUnit + Mox + ExMachina, Credo, Dialyzer, Sentry',
  memories: [
    // ---------------------------------------------------------------- platform & infra
    m(
      'stack-versions',
      'fact',
      'Elixir 1.16.2 and Erlang/OTP 26.2 are pinned in .tool-versions (asdf); the Dockerfile builder uses the matching hexpm/elixir image. Phoenix 1.7.12, LiveView 0.20.x.',
      {
        fact: 'parley | elixir_version | 1.16',
        age: 330,
        reaffirm: 40,
        files: ['.tool-versions', 'mix.exs', 'Dockerfile'],
        tags: ['elixir', 'otp', 'versions'],
      },
    ),
    m(
      'db-postgres',
      'fact',
      'Postgres 15 on Crunchy Bridge (primary in us-east, read replica in eu-central). Chat.Repo talks to the primary; Chat.Repo.Replica is only used by search and the export jobs.',
      {
        fact: 'parley | uses_database | PostgreSQL 15 (Crunchy Bridge)',
        age: 280,
        files: ['lib/chat/repo.ex', 'lib/chat/repo/replica.ex', 'config/runtime.exs'],
        tags: ['postgres', 'ecto', 'replica'],
      },
    ),
    m(
      'deploy-k8s',
      'fact',
      'prod = EKS cluster "platform-prod", namespace parley, 3 replicas of the release behind an ALB. Nodes find each other with libcluster Cluster.Strategy.Kubernetes.DNS through the headless service parley-headless. Helm chart lives in deploy/helm/parley.',
      {
        fact: 'parley | deployment_platform | Kubernetes (EKS)',
        age: 430,
        files: ['deploy/helm/parley/values.yaml'],
        tags: ['kubernetes', 'eks', 'deploy'],
      },
    ),
    m(
      'deploy-fly',
      'decision',
      "Production is the Fly.io app parley-prod (machines in iad and fra, shared-cpu-4x / 4GB), staging is parley-staging. fly.toml sits at the repo root. Nodes cluster over Fly's private 6PN network with dns_cluster (DNS_CLUSTER_QUERY=parley-prod.internal), RELEASE_DISTRIBUTION=name using the machine's IPv6. Everything in deploy/helm is dead, don't touch it.",
      {
        fact: 'parley | deployment_platform | Fly.io',
        supersedes: 'deploy-k8s',
        age: 190,
        reaffirm: 12,
        files: ['fly.toml', 'rel/env.sh.eex', 'config/runtime.exs'],
        tags: ['fly', 'deploy', 'clustering'],
        reason:
          'the EKS control plane + NAT gateways cost more than the app itself and nobody wanted to own the Helm charts',
        canonical: true,
      },
    ),
    m(
      'fly-cluster-pubsub',
      'fact',
      'PubSub uses the default PG adapter, i.e. it only fans out across nodes that are actually connected in the Erlang cluster. When clustering breaks, a message only reaches people whose socket/LiveView lives on the same machine as the sender. First thing to check: `fly ssh console` → `bin/chat remote` → `Node.list()`.',
      {
        age: 150,
        files: ['lib/chat/application.ex', 'rel/env.sh.eex'],
        tags: ['pubsub', 'clustering', 'debugging'],
      },
    ),
    m(
      'db-pool',
      'constraint',
      'POOL_SIZE is 15 per machine. Crunchy plan caps us at 200 connections total and we run up to 8 machines plus Oban\'s own notifier connection, migrations and the replica. Don\'t raise POOL_SIZE to fix "connection not available" — find the slow query/long transaction first (usually something holding a checkout while doing HTTP).',
      {
        age: 120,
        files: ['config/runtime.exs', 'fly.toml'],
        tags: ['ecto', 'pool', 'postgres', 'connections'],
      },
    ),
    m(
      'release-flow',
      'fact',
      'Merge to main → GitHub Actions deploys parley-staging. Prod goes out via the manual "Deploy prod" workflow (workflow_dispatch), which runs `fly deploy --app parley-prod --strategy bluegreen`; machines must pass the /health check before traffic flips.',
      {
        age: 160,
        files: ['.github/workflows/deploy.yml', 'fly.toml'],
        tags: ['deploy', 'release', 'ci'],
      },
    ),
    m(
      'migrations-release',
      'decision',
      'Migrations run on deploy: fly.toml has `release_command = "/app/bin/migrate"` (Chat.Release.migrate/0). If a migration fails the deploy stops before any machine is replaced, which is exactly what we want.',
      {
        age: 175,
        files: ['fly.toml', 'lib/chat/release.ex'],
        tags: ['migrations', 'deploy', 'fly'],
      },
    ),
    m(
      'migrations-manual',
      'constraint',
      'deploys should NOT run migrations. Migrations get applied by hand by whoever is on call — `fly ssh console -a parley-prod -C "/app/bin/migrate"` — after the migration has been reviewed, and the code must work with both the old and new schema. The messages index build locked writes for 4 minutes last time a deploy did it automatically.',
      {
        age: 70,
        files: ['fly.toml', 'lib/chat/release.ex'],
        tags: ['migrations', 'deploy', 'on-call'],
        disputes: 'migrations-release',
      },
    ),
    m(
      'migrations-safe',
      'convention',
      'messages, reactions and memberships are huge (messages ~400M rows). Migrations on them: indexes with `concurrently: true` plus @disable_ddl_transaction true and @disable_migration_lock true; new columns nullable without a default, backfilled by an Oban job in batches; never rename a column (add, dual-write, drop in a later release). excellent_migrations runs in CI and will flag the rest.',
      {
        age: 140,
        reaffirm: 30,
        files: ['priv/repo/migrations', '.github/workflows/ci.yml'],
        tags: ['migrations', 'postgres', 'ecto', 'large-tables'],
      },
    ),
    m(
      'ci',
      'fact',
      'CI = GitHub Actions (.github/workflows/ci.yml) with a postgres:15 service container; deps/_build cached on the mix.lock hash, PLTs cached separately.',
      {
        age: 210,
        files: ['.github/workflows/ci.yml'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'secrets-fly',
      'constraint',
      'All runtime config is read from env vars in config/runtime.exs. Credentials (DB url, AWS keys, APNs .p8, FCM service account, Postmark token, secret_key_base) are set with `fly secrets set` per app. Nothing secret goes into config/*.exs, fly.toml or a committed .env.',
      {
        age: 185,
        files: ['config/runtime.exs', 'fly.toml', '.env.example'],
        tags: ['secrets', 'config', 'fly'],
      },
    ),
    m(
      'sentry',
      'fact',
      'Errors → Sentry (sentry 10.x): Sentry.LoggerHandler catches crashes, Sentry.PlugCapture + PlugContext in the endpoint/router, and Oban job failures are reported via the Oban integration (capture_errors: true). environment_name comes from FLY_APP_NAME.',
      {
        age: 170,
        files: ['config/config.exs', 'config/runtime.exs', 'lib/chat_web/endpoint.ex'],
        tags: ['sentry', 'errors', 'observability'],
      },
    ),
    m(
      'telemetry',
      'fact',
      'PromEx serves /metrics (scraped by Grafana Cloud) with the Phoenix, LiveView, Ecto, Oban and BEAM plugins. LiveDashboard is mounted at /admin/dashboard behind basic auth.',
      {
        age: 200,
        files: ['lib/chat/prom_ex.ex', 'lib/chat_web/router.ex'],
        tags: ['metrics', 'promex', 'grafana', 'live-dashboard'],
      },
    ),
    m(
      'logging-metadata',
      'constraint',
      "Never log message bodies, attachment URLs/keys or email addresses: that's customer content under our DPA, and logs go to a third party. Logger metadata is request_id, user_id, workspace_id, room_id — log ids, not content.",
      {
        age: 230,
        reaffirm: 25,
        files: ['config/config.exs', 'lib/chat_web/channels/room_channel.ex'],
        tags: ['logging', 'privacy', 'dpa'],
      },
    ),

    // ---------------------------------------------------------------- background jobs
    m(
      'jobs-exq',
      'fact',
      'Background work goes through Exq on the Redis instance (queues: default, push, mailers). Workers live in lib/chat/jobs/ and implement perform/n.',
      {
        fact: 'parley | job_queue | Exq',
        age: 470,
        files: ['lib/chat/jobs', 'config/config.exs'],
        tags: ['exq', 'redis', 'jobs'],
      },
    ),
    m(
      'jobs-oban',
      'decision',
      'Exq is history, Oban now. Jobs are rows in Postgres, so enqueue them inside the same Ecto.Multi / transaction as the data they depend on (Oban.insert/3 on the multi). Workers in lib/chat/workers/, queues in config/config.exs: default 10, push 20, media 5, mailers 5, search 3. Redis is gone from the stack entirely.',
      {
        fact: 'parley | job_queue | Oban',
        supersedes: 'jobs-exq',
        age: 300,
        reaffirm: 15,
        files: ['lib/chat/workers', 'config/config.exs'],
        tags: ['oban', 'jobs', 'postgres'],
        reason:
          'Redis evicted keys under memory pressure and we silently lost jobs; and we kept enqueuing jobs for rows whose transaction then rolled back',
      },
    ),
    m(
      'oban-args',
      'convention',
      'Oban args round-trip through JSON: pass ids and plain values only, and match string keys in perform/1 (`%Oban.Job{args: %{"message_id" => id}}`). No structs, no atoms as values. A job has to tolerate the row being gone by the time it runs (return :ok / {:cancel, reason}, don\'t crash).',
      {
        age: 280,
        files: ['lib/chat/workers'],
        tags: ['oban', 'jobs', 'serialization'],
      },
    ),
    m(
      'oban-plugins',
      'fact',
      'Oban plugins: Pruner (completed/discarded jobs kept 7 days), Lifeline (rescues executing jobs orphaned for 30 min), Cron — DigestWorker at 07:00 UTC, RetentionWorker at 03:30 UTC, StaleDeviceTokenWorker Sundays.',
      {
        age: 250,
        files: ['config/config.exs'],
        tags: ['oban', 'cron', 'scheduling'],
      },
    ),
    m(
      'oban-testing',
      'convention',
      'config/test.exs has `testing: :manual` for Oban. In tests use Oban.Testing: assert_enqueued/refute_enqueued for "did we schedule it", perform_job/3 to run a worker. Don\'t switch to :inline to make a test pass.',
      {
        age: 240,
        files: ['config/test.exs', 'test/support/data_case.ex'],
        tags: ['oban', 'testing', 'exunit'],
      },
    ),
    m(
      'push-retries-3',
      'constraint',
      "Chat.Workers.PushNotification has max_attempts: 3. A mention push that shows up 40 minutes late is worse than no push — people get pinged about a conversation that's over. After 3 failures let it be discarded.",
      {
        age: 110,
        files: ['lib/chat/workers/push_notification.ex'],
        tags: ['push', 'oban', 'retries'],
      },
    ),
    m(
      'push-retries-20',
      'constraint',
      'push jobs must never be dropped. max_attempts 20 on the push worker with the default backoff — APNs/FCM incidents can last over an hour and enterprise customers rely on DM/mention pushes arriving at all.',
      {
        age: 60,
        files: ['lib/chat/workers/push_notification.ex'],
        tags: ['push', 'oban', 'retries'],
        disputes: 'push-retries-3',
      },
    ),

    // ---------------------------------------------------------------- domain / data model
    m(
      'tenancy',
      'constraint',
      'Multi-tenant by workspace. Every workspace-owned table has workspace_id NOT NULL and its indexes lead with workspace_id. Context functions take the %Chat.Scope{user, workspace} as the first argument and filter on it; no query against rooms/messages/attachments/memberships may go out without a workspace_id condition.',
      {
        age: 260,
        reaffirm: 8,
        files: ['lib/chat/scope.ex', 'lib/chat/messaging.ex', 'lib/chat/rooms.ex'],
        tags: ['tenancy', 'security', 'ecto', 'workspaces'],
        reason: 'we shipped a cross-workspace leak in the first search endpoint',
        canonical: true,
      },
    ),
    m(
      'contexts-boundary',
      'convention',
      'lib/chat_web never calls Chat.Repo. LiveViews, controllers and channels go through the contexts (Chat.Accounts, Chat.Workspaces, Chat.Rooms, Chat.Messaging, Chat.Attachments, Chat.Search) — even for a one-line lookup, so scoping and authorization live in one place.',
      {
        age: 270,
        files: ['lib/chat_web', 'lib/chat'],
        tags: ['contexts', 'architecture', 'repo'],
      },
    ),
    m(
      'contexts-repo-reads',
      'convention',
      'Direct Repo reads from a LiveView are fine for trivial read-only stuff in mount (a count, a get by id you already authorized). Wrapping every single query in a context function is ceremony; writes still go through contexts.',
      {
        age: 90,
        files: ['lib/chat_web/live'],
        tags: ['contexts', 'liveview', 'repo'],
        disputes: 'contexts-boundary',
      },
    ),
    m(
      'ids-uuid',
      'convention',
      'Schemas `use Chat.Schema`, not Ecto.Schema directly: it sets @primary_key {:id, :binary_id, autogenerate: true} (UUIDv7, so ids sort by time), @foreign_key_type :binary_id and @timestamps_opts [type: :utc_datetime_usec].',
      {
        age: 290,
        files: ['lib/chat/schema.ex'],
        tags: ['ecto', 'schema', 'uuid', 'timestamps'],
      },
    ),
    m(
      'timestamps-usec',
      'constraint',
      'Message ordering relies on microsecond timestamps (inserted_at is utc_datetime_usec) with id as the tie-breaker. Any new datetime column is :utc_datetime_usec too — second precision shuffled messages posted in the same second.',
      {
        age: 285,
        files: ['lib/chat/messaging/message.ex', 'priv/repo/migrations'],
        tags: ['ecto', 'timestamps', 'ordering'],
      },
    ),
    m(
      'workspace-roles',
      'fact',
      "Workspace roles: owner, admin, member, guest. Guests only see rooms they've been explicitly added to (never public rooms, never the member directory). All permission checks go through Chat.Policy.authorize(action, scope, resource) — sidebar, search and channel join included.",
      {
        age: 220,
        files: ['lib/chat/policy.ex', 'lib/chat/rooms.ex'],
        tags: ['authorization', 'roles', 'guests'],
      },
    ),
    m(
      'dm-rooms',
      'fact',
      'DMs are rooms with kind: :dm and exactly two memberships, looked up by dm_key (the two user ids sorted and joined). Group DMs are kind: :group_dm, max 9 people. Public/private channels are kind: :channel.',
      {
        age: 215,
        files: ['lib/chat/rooms.ex', 'lib/chat/rooms/room.ex'],
        tags: ['rooms', 'dm', 'data-model'],
      },
    ),
    m(
      'threads',
      'fact',
      'Threads: messages.parent_id points at the root message. Replies are not inserted into the room stream — the root gets reply_count and last_reply_at bumped and the thread opens in the ThreadPanel live component on the right.',
      {
        age: 160,
        files: ['lib/chat_web/live/room_live/thread_panel.ex', 'lib/chat/messaging.ex'],
        tags: ['threads', 'messages', 'liveview'],
      },
    ),
    m(
      'unread-counts',
      'fact',
      "Unread state = memberships.last_read_message_id. Per-room unread is computed with a query (messages after that id, excluding your own and thread replies); the iOS/Android badge number in the push payload comes from Chat.Messaging.unread_total/1, which only counts rooms that aren't muted.",
      {
        age: 135,
        files: ['lib/chat/messaging.ex', 'lib/chat/workers/push_notification.ex'],
        tags: ['unread', 'badges', 'push'],
      },
    ),
    m(
      'message-edit-15m',
      'decision',
      "Editing a message is allowed for 15 minutes after it was sent; after that update_message/3 returns {:error, :edit_window_expired}. Admins can delete anyone's message but can't edit it.",
      {
        age: 125,
        files: ['lib/chat/messaging.ex'],
        tags: ['messages', 'editing', 'product'],
      },
    ),
    m(
      'message-edit-anytime',
      'decision',
      'Authors can edit their own messages whenever they want. We show "(edited)" and keep every previous body in message_revisions so admins can audit it.',
      {
        age: 55,
        files: ['lib/chat/messaging.ex', 'lib/chat/messaging/message_revision.ex'],
        tags: ['messages', 'editing', 'product'],
        disputes: 'message-edit-15m',
      },
    ),
    m(
      'mentions-format',
      'convention',
      'Mentions are stored in the body as tokens — <@user_id>, <#room_id>, <!here>, <!channel> — and turned into names only at render time (ChatWeb.MessageComponents.render_body/1 on web, the same token parser in the app). Never write display names into bodies; people rename themselves.',
      {
        age: 205,
        files: ['lib/chat/messaging/mentions.ex', 'lib/chat_web/components/message_components.ex'],
        tags: ['mentions', 'messages', 'rendering'],
      },
    ),
    m(
      'markdown-sanitize',
      'constraint',
      'User content is rendered as Markdown with Earmark and then passed through HtmlSanitizeEx (our Chat.Sanitizer scrubber) — all inside render_body/1. raw/1 on anything user-supplied anywhere else is a review blocker.',
      {
        age: 200,
        reaffirm: 35,
        files: ['lib/chat_web/components/message_components.ex', 'lib/chat/sanitizer.ex'],
        tags: ['xss', 'security', 'markdown', 'heex'],
        canonical: true,
      },
    ),
    m(
      'search-fts',
      'fact',
      'Search is Postgres full-text: messages.search_vector is a generated tsvector column (simple config + unaccent) with a GIN index, queried with websearch_to_tsquery on Chat.Repo.Replica. Chat.Search.search_messages/3 is the only entry point; it restricts to rooms the caller is a member of in the current workspace.',
      {
        age: 145,
        files: ['lib/chat/search.ex', 'priv/repo/migrations'],
        tags: ['search', 'full-text', 'postgres'],
      },
    ),
    m(
      'retention',
      'fact',
      'Free workspaces: history older than 90 days is hidden from the UI and search (not deleted). Paid plans keep everything; Enterprise can configure retention, which RetentionWorker enforces by hard-deleting nightly unless the workspace has legal_hold = true.',
      {
        age: 190,
        files: ['lib/chat/workers/retention_worker.ex', 'lib/chat/workspaces/workspace.ex'],
        tags: ['retention', 'billing', 'compliance'],
      },
    ),
    m(
      'gdpr-delete',
      'constraint',
      'Account deletion goes through Chat.Accounts.delete_user/2: anonymise (name "Deleted user", email replaced by a hash), revoke tokens and device tokens, remove memberships. Messages stay unless a workspace admin asks for a purge. Never Repo.delete a user — the FKs cascade into messages and threads fall apart.',
      {
        age: 165,
        files: ['lib/chat/accounts.ex'],
        tags: ['gdpr', 'accounts', 'deletion'],
      },
    ),
    m(
      'rate-limit',
      'constraint',
      'Sending is rate limited per user per room (Hammer, ETS backend: 10 messages / 10 s), checked in Chat.Messaging.create_message/3 before insert. The channel replies {:error, %{reason: "rate_limited", retry_after: ms}}. Limits are per node — good enough.',
      {
        age: 130,
        files: ['lib/chat/messaging.ex', 'lib/chat_web/channels/room_channel.ex'],
        tags: ['rate-limit', 'hammer', 'abuse'],
      },
    ),
    m(
      'feature-flags',
      'convention',
      'Feature flags = FunWithFlags (Ecto persistence, PubSub cache busting). Flag names snake_case; roll out per workspace with a group or actor: FunWithFlags.enabled?(:threads_v2, for: workspace). Chat.Workspaces.Workspace implements the Actor protocol.',
      {
        age: 115,
        files: ['lib/chat/workspaces/workspace.ex', 'config/config.exs'],
        tags: ['feature-flags', 'rollout'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Every user-facing string goes through Gettext (ChatWeb.Gettext, one domain per area: "chat", "settings", "errors"). Locales: en, de, fr, ja. After adding strings run `mix gettext.extract --merge` and commit the .po changes.',
      {
        age: 225,
        files: ['priv/gettext', 'lib/chat_web/gettext.ex'],
        tags: ['gettext', 'i18n', 'translations'],
      },
    ),
    m(
      'email',
      'fact',
      'Transactional mail: Swoosh with the Postmark adapter, sent from Oban (mailers queue) — never deliver inline in a request. Templates are Phoenix.Swoosh views in lib/chat_web/emails, each with an html and text version.',
      {
        fact: 'parley | email_provider | Postmark',
        age: 235,
        files: ['lib/chat/mailer.ex', 'lib/chat_web/emails'],
        tags: ['email', 'swoosh', 'postmark'],
      },
    ),
    m(
      'http-req',
      'convention',
      "Outbound HTTP uses Req (Finch pool Chat.Finch). HTTPoison and Tesla were removed; don't add them back.",
      {
        age: 180,
        files: ['mix.exs', 'lib/chat/application.ex'],
        tags: ['http', 'req', 'dependencies'],
      },
    ),
    m(
      'link-previews',
      'fact',
      'Link unfurls are done by Chat.Workers.LinkPreview (default queue): Req with a 3 s receive timeout and 1 MB body cap, private/loopback IPs are refused (SSRF), results cached in link_previews by URL hash for 7 days, then broadcast as message:updated.',
      {
        age: 105,
        files: ['lib/chat/workers/link_preview.ex', 'lib/chat/link_previews.ex'],
        tags: ['unfurl', 'link-preview', 'ssrf'],
      },
    ),

    // ---------------------------------------------------------------- realtime / web
    m(
      'pubsub-from-context',
      'convention',
      'Broadcasting is the context\'s job, after the transaction commits: Chat.Messaging.create_message/3 broadcasts {:message_created, msg} on "room:<id>". LiveViews and channels only subscribe and forward; they never broadcast domain events themselves, otherwise web and mobile drift apart.',
      {
        age: 255,
        files: [
          'lib/chat/messaging.ex',
          'lib/chat_web/channels/room_channel.ex',
          'lib/chat_web/live/room_live/show.ex',
        ],
        tags: ['pubsub', 'broadcast', 'architecture'],
      },
    ),
    m(
      'presence',
      'fact',
      'ChatWeb.Presence tracks each socket on "presence:workspace:<id>" with metas {device: web|ios|android, status, online_at}. Multiple devices = multiple metas; a user is online if any meta exists. Status "away" is set client-side after 10 min idle.',
      {
        age: 245,
        files: ['lib/chat_web/presence.ex'],
        tags: ['presence', 'realtime'],
      },
    ),
    m(
      'presence-scope',
      'constraint',
      "Don't subscribe a LiveView to the whole workspace presence topic: in 5k-member workspaces every join/leave diff hits every open tab. RoomLive subscribes only to presence of the current room's members (Chat.Presence.Scoped).",
      {
        age: 95,
        files: ['lib/chat_web/live/room_live/show.ex', 'lib/chat_web/presence.ex'],
        tags: ['presence', 'performance', 'liveview'],
      },
    ),
    m(
      'liveview-streams',
      'convention',
      'Room message lists are LiveView streams (stream(socket, :messages, ...), dom id "messages-<id>"), with a limit of 200 kept in the DOM. Don\'t keep message lists in assigns — big rooms pushed the LiveView process past a gigabyte.',
      {
        age: 180,
        files: ['lib/chat_web/live/room_live/show.ex', 'lib/chat_web/live/room_live/show.html.heex'],
        tags: ['liveview', 'streams', 'memory'],
      },
    ),
    m(
      'components',
      'convention',
      'UI = function components (core_components.ex + chat_components.ex + message_components.ex) with Tailwind. Only reach for a LiveComponent when the thing really owns state (thread panel, composer). We had ~40 stateful components re-rendering on every incoming message once.',
      {
        age: 175,
        files: ['lib/chat_web/components'],
        tags: ['liveview', 'components', 'heex'],
      },
    ),
    m(
      'js-hooks',
      'convention',
      'Client-side behaviour = Phoenix.LiveView.JS commands first, phx-hook second (hooks in assets/js/hooks/, registered in app.js). No Alpine, no jQuery, no extra npm UI libs.',
      {
        age: 170,
        files: ['assets/js/app.js', 'assets/js/hooks'],
        tags: ['liveview', 'javascript', 'hooks'],
      },
    ),
    m(
      'web-auth',
      'fact',
      'Web login is the phx.gen.auth code (Chat.Accounts, ChatWeb.UserAuth, users_tokens) plus Google/Microsoft SSO through Ueberauth for workspaces that turn it on. LiveViews are protected with on_mount {ChatWeb.UserAuth, :ensure_authenticated} inside live_session blocks.',
      {
        age: 265,
        files: ['lib/chat_web/user_auth.ex', 'lib/chat_web/router.ex'],
        tags: ['auth', 'sso', 'liveview'],
      },
    ),
    m(
      'msg-dedup',
      'constraint',
      'Every message carries a client-generated client_id (UUID). messages has a unique index on (room_id, client_id) and create_message/3 inserts with on_conflict: :nothing, returning the already stored row — so resending the same payload is harmless. Never drop client_id from a send path, web composer included.',
      {
        age: 150,
        reaffirm: 10,
        files: ['lib/chat/messaging.ex', 'lib/chat_web/channels/room_channel.ex', 'priv/repo/migrations'],
        tags: ['idempotency', 'messages', 'mobile'],
        reason: 'flaky mobile networks resend on reconnect and people saw their message posted 2-3 times',
        canonical: true,
      },
    ),

    // ---------------------------------------------------------------- mobile / channels
    m(
      'rn-client',
      'fact',
      'The mobile app (repo parley-mobile) is React Native with the `phoenix` npm client. Unsent messages sit in an outbox in SQLite and are replayed when the socket reconnects.',
      {
        fact: 'parley-mobile | framework | React Native',
        age: 320,
        tags: ['mobile', 'react-native', 'offline'],
      },
    ),
    m(
      'channel-protocol',
      'fact',
      'Mobile joins "room:<room_id>" on /socket (serializer V2). Client→server: new_msg (reply {:ok, %{message: ...}}), edit_msg, mark_read. Server→client: message:created, message:updated, message:deleted, typing. Payload shapes are in docs/channels.md and ChatWeb.MessageJSON.',
      {
        age: 240,
        files: [
          'lib/chat_web/channels/room_channel.ex',
          'lib/chat_web/channels/user_socket.ex',
          'docs/channels.md',
        ],
        tags: ['channels', 'mobile', 'protocol'],
      },
    ),
    m(
      'channel-compat',
      'constraint',
      'Channel events and payloads are a contract with app builds that live in the wild for months. Adding fields is fine; renaming or removing an event/field is not. Breaking changes = a new event name, old one kept until min_app_version passes the release that dropped it.',
      {
        age: 235,
        files: ['lib/chat_web/channels', 'lib/chat_web/controllers/api'],
        tags: ['channels', 'mobile', 'compatibility', 'api'],
      },
    ),
    m(
      'min-app-version',
      'fact',
      'UserSocket.connect/3 refuses clients whose app_version param is below config :chat, :min_app_version (4.2.0 at the moment) with {:error, %{reason: "upgrade_required"}}; the app then shows the force-update screen.',
      {
        age: 100,
        files: ['lib/chat_web/channels/user_socket.ex', 'config/runtime.exs'],
        tags: ['mobile', 'versioning', 'socket'],
      },
    ),
    m(
      'auth-guardian',
      'fact',
      'Mobile auth: POST /api/login returns a Guardian JWT (HS512, 30 day ttl); the app passes it as params.token to /socket and as Bearer to /api.',
      {
        fact: 'parley | mobile_auth | Guardian JWT',
        age: 380,
        files: ['lib/chat_web/guardian.ex', 'lib/chat_web/channels/user_socket.ex'],
        tags: ['auth', 'jwt', 'mobile'],
      },
    ),
    m(
      'auth-phx-token',
      'decision',
      'as of March the apps authenticate with Phoenix.Token: POST /api/session gives a 15-minute access token (Phoenix.Token.sign with salt "mobile access") plus a 60-day refresh token stored hashed in users_tokens (context "mobile_refresh"). UserSocket.connect verifies with max_age: 900; the app refreshes via POST /api/session/refresh and reconnects. Guardian has been removed from deps.',
      {
        fact: 'parley | mobile_auth | Phoenix.Token + refresh tokens',
        supersedes: 'auth-guardian',
        age: 85,
        files: [
          'lib/chat_web/channels/user_socket.ex',
          'lib/chat_web/controllers/api/session_controller.ex',
          'lib/chat/accounts.ex',
        ],
        tags: ['auth', 'mobile', 'tokens', 'socket'],
        reason: '30-day JWTs could not be revoked when a phone was lost',
      },
    ),
    m(
      'pagination-offset',
      'fact',
      'GET /api/rooms/:id/messages?page=N returns 50 messages per page, newest first (limit/offset).',
      {
        age: 350,
        files: ['lib/chat_web/controllers/api/message_controller.ex'],
        tags: ['api', 'pagination'],
      },
    ),
    m(
      'pagination-cursor',
      'decision',
      'Message history is keyset-paginated: clients pass before=<cursor> (base64 of inserted_at+id of the oldest message they have) and get 50 older messages ordered by (inserted_at desc, id desc) off the messages_room_id_inserted_at_id_index. The page param is rejected with 400. LiveView infinite scroll uses the same Chat.Messaging.list_before/3.',
      {
        supersedes: 'pagination-offset',
        age: 120,
        files: ['lib/chat_web/controllers/api/message_controller.ex', 'lib/chat/messaging.ex'],
        tags: ['api', 'pagination', 'performance'],
        reason:
          'new messages arriving shifted the pages (dupes/gaps in the app) and deep pages in big rooms took seconds',
      },
    ),
    m(
      'push-providers',
      'fact',
      'Push is sent with Pigeon: APNs with token auth (.p8 key) for iOS, FCM HTTP v1 with a service account for Android. Device tokens live in device_tokens; a 410 from APNs or UNREGISTERED from FCM means delete the token, not retry.',
      {
        fact: 'parley | push_provider | Pigeon (APNs + FCM)',
        age: 210,
        files: [
          'lib/chat/push.ex',
          'lib/chat/push/apns.ex',
          'lib/chat/push/fcm.ex',
          'lib/chat/workers/push_notification.ex',
        ],
        tags: ['push', 'apns', 'fcm', 'mobile'],
      },
    ),
    m(
      'notification-rules',
      'fact',
      'Who gets a push: DMs, @mentions of you, and <!here>/<!channel> only in rooms under 50 members. Skipped if the room is muted (memberships.muted_until), if the user is in their DND window (users.dnd_start/dnd_end in their timezone), or if they have an active web/desktop presence.',
      {
        age: 155,
        files: ['lib/chat/notifications.ex'],
        tags: ['push', 'notifications', 'mentions', 'dnd'],
      },
    ),

    // ---------------------------------------------------------------- uploads
    m(
      'uploads-proxy',
      'fact',
      'Attachments: clients POST multipart to /api/uploads, Plug.Upload spools to /tmp and ExAws.S3.upload streams the file to the parley-uploads-prod bucket.',
      {
        age: 410,
        files: ['lib/chat_web/controllers/api/upload_controller.ex'],
        tags: ['uploads', 's3', 'exaws'],
      },
    ),
    m(
      'uploads-presigned',
      'decision',
      'we ditched pushing file bytes through our servers. Web uses allow_upload(:attachments, external: &presign_upload/2) and the app calls POST /api/attachments/presign; both upload straight to S3 with a presigned POST (10 min expiry, content-length-range up to 25 MB). We only create the attachments row after the client confirms the upload finished (Chat.Attachments.confirm/2).',
      {
        supersedes: 'uploads-proxy',
        age: 140,
        reaffirm: 20,
        files: [
          'lib/chat/attachments.ex',
          'lib/chat_web/live/room_live/composer.ex',
          'lib/chat_web/controllers/api/attachment_controller.ex',
        ],
        tags: ['uploads', 's3', 'liveview', 'presigned'],
        reason: "big video uploads held BEAM memory and hit Fly's proxy timeout",
      },
    ),
    m(
      's3-layout',
      'convention',
      'Object keys: workspaces/<workspace_id>/attachments/<attachment_uuid>/<sanitized filename>. The bucket is private; downloads are CloudFront signed URLs valid for 1 hour, minted per request by Chat.Attachments.url/2. Never store or hand out raw S3 URLs.',
      {
        age: 135,
        files: ['lib/chat/attachments.ex'],
        tags: ['s3', 'cloudfront', 'uploads'],
      },
    ),
    m(
      'thumbnails',
      'fact',
      'After confirm, Chat.Workers.Thumbnail (media queue) builds 320/960 px previews with the Image library (libvips); HEIC from iPhones is converted to JPEG and EXIF is stripped.',
      {
        age: 125,
        files: ['lib/chat/workers/thumbnail.ex'],
        tags: ['images', 'thumbnails', 'oban', 'libvips'],
      },
    ),

    // ---------------------------------------------------------------- testing & quality
    m(
      'test-mock-lib',
      'convention',
      'To stub APNs/S3/HTTP in tests we use the `mock` library: with_mock Pigeon.APNS, [push: fn _ -> ... end] do ... end.',
      {
        age: 400,
        files: ['test/chat/push_test.exs'],
        tags: ['testing', 'mocking'],
      },
    ),
    m(
      'test-mox',
      'convention',
      'Moved off :mock onto Mox. Each external integration sits behind a behaviour (Chat.Push.Provider, Chat.Storage, Chat.LinkPreviews.Fetcher, Chat.Mailer.Adapter); the implementation is picked with Application.compile_env and config/test.exs points at the mocks defined in test/support/mocks.ex. Expectations with expect/3 + verify_on_exit!.',
      {
        supersedes: 'test-mock-lib',
        age: 195,
        files: ['test/support/mocks.ex', 'config/test.exs'],
        tags: ['testing', 'mox', 'behaviours'],
        reason:
          'with_mock patches modules globally, so every test using it had to be async: false and the suite took 11 minutes',
      },
    ),
    m(
      'test-async',
      'convention',
      "Test modules are async: true on the Ecto SQL sandbox. If a test spawns processes that touch the DB (LiveView, channel, Task), allow them with Ecto.Adapters.SQL.Sandbox.allow/3 or start the owner with shared: not tags[:async] via Chat.DataCase.setup_sandbox/1 — don't just flip the module to async: false.",
      {
        age: 190,
        files: ['test/support/data_case.ex', 'test/support/conn_case.ex', 'test/support/channel_case.ex'],
        tags: ['testing', 'exunit', 'sandbox'],
      },
    ),
    m(
      'factories',
      'convention',
      "Test data comes from ExMachina factories in test/support/factory.ex (insert(:message, room: room, workspace: ws)). Don't add the generator-style *Fixtures modules.",
      {
        age: 185,
        files: ['test/support/factory.ex'],
        tags: ['testing', 'ex_machina', 'factories'],
      },
    ),
    m(
      'quality-gates',
      'convention',
      'CI gates: mix format --check-formatted, mix credo --strict, mix dialyzer, mix test --warnings-as-errors. Public functions in lib/chat need @spec. New .dialyzer_ignore.exs entries need a comment explaining why; prefer fixing the spec.',
      {
        age: 220,
        files: ['.credo.exs', '.dialyzer_ignore.exs', 'mix.exs', '.github/workflows/ci.yml'],
        tags: ['credo', 'dialyzer', 'lint', 'ci'],
      },
    ),
    m(
      'elixir-style',
      'convention',
      'Context functions return {:ok, _} / {:error, _} and callers chain them with `with`; bang functions (get!, insert!) only in seeds, scripts and tests. Pipes start with a bare value.',
      {
        age: 275,
        tags: ['elixir', 'style'],
      },
    ),

    // ---------------------------------------------------------------- notes (some stale)
    m(
      'note-slack-import',
      'note',
      'mix chat.import_slack was a one-off for the Acme migration. Nobody maintains it; assume it is broken since the attachments rework.',
      {
        age: 390,
        files: ['lib/mix/tasks/chat.import_slack.ex'],
        tags: ['slack', 'import', 'legacy'],
      },
    ),
    m(
      'note-hackney-pool',
      'note',
      'ExAws was timing out under load (hackney pool checkout) — bumped the :s3 hackney pool to 50.',
      {
        age: 455,
        files: ['config/config.exs'],
        tags: ['exaws', 'hackney', 's3'],
      },
    ),
    m(
      'note-lv-upgrade',
      'note',
      'LiveView 1.0 upgrade is blocked on live_select; revisit when they cut a compatible release.',
      {
        age: 310,
        files: ['mix.exs'],
        tags: ['liveview', 'upgrade', 'dependencies'],
      },
    ),
    m(
      'note-desktop',
      'note',
      'The Electron desktop app is just the web app in a shell (repo parley-desktop); it identifies itself to Presence as device: web.',
      {
        age: 260,
        tags: ['desktop', 'electron', 'presence'],
      },
    ),

    // ---------------------------------------------------------------- unreviewed agent proposals
    m(
      'cand-redis-pubsub',
      'decision',
      'Switch Phoenix.PubSub to the Redis adapter (phoenix_pubsub_redis) so broadcasts reach every machine without relying on Erlang clustering.',
      {
        candidate: true,
        tags: ['pubsub', 'redis'],
      },
    ),
    m(
      'cand-absinthe',
      'decision',
      'Expose a GraphQL API with Absinthe for the mobile app instead of the REST endpoints.',
      {
        candidate: true,
        tags: ['graphql', 'absinthe', 'mobile'],
      },
    ),
    m(
      'cand-membership-cache',
      'convention',
      "Cache room memberships in a per-room GenServer so channel joins don't hit the database.",
      {
        candidate: true,
        tags: ['genserver', 'cache', 'memberships'],
      },
    ),
    m('cand-offset-search', 'fact', 'Search results are paginated with LIMIT/OFFSET, 20 per page.', {
      candidate: true,
      inferred: true,
      tags: ['search', 'pagination'],
    }),

    // ---------------------------------------------------------------- secret-bearing inputs (writes must be refused)
    m(
      'secret-db-url',
      'fact',
      'prod DATABASE_URL in case fly secrets is acting up: postgres://application:Jx4vQ9mTz2RwLp7K8sNd@p.4kzq7xyv3fbcdm2q.db.postgresbridge.com:5432/parley_prod?sslmode=require',
      { secret: 'Jx4vQ9mTz2RwLp7K8sNd' },
    ),
    m(
      'secret-dashboard',
      'note',
      'LiveDashboard on prod (/admin/dashboard) — user is ops, the password is Tr0mb0ne-Quasar-58!',
      { secret: 'Tr0mb0ne-Quasar-58!' },
    ),
    m(
      'secret-aws',
      'note',
      'for running scripts/backfill_thumbnails.exs locally put this in .env:\nAWS_ACCESS_KEY_ID=AKIAU7XQ3RZ5NWJ2KD4P\nAWS_SECRET_ACCESS_KEY=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\nAWS_REGION=us-east-1',
      { secret: 'q8Zr1vN7kXc2Lw9Tj4Ye6Hb0Sm3Pa5UfGd8RtKo1' },
    ),
    m(
      'secret-keybase',
      'fact',
      'staging endpoint config (config/staging.exs):\nconfig :chat, ChatWeb.Endpoint,\n  url: [host: "staging.parley.chat", port: 443],\n  secret_key_base: "tTEoT5COIKNGThytSaD4J2dRFWBTGvb5ivijncVSSp4R213H13yYynLtJn0bXIy1"',
      { secret: 'tTEoT5COIKNGThytSaD4J2dRFWBTGvb5ivijncVSSp4R213H13yYynLtJn0bXIy1' },
    ),
    m(
      'secret-postmark',
      'note',
      'POSTMARK_API_KEY=3c99972c-d510-4ba5-a314-408c4de3ac25  (server token for the "parley-transactional" server)',
      { secret: '3c99972c-d510-4ba5-a314-408c4de3ac25' },
    ),
    m(
      'secret-gh-token',
      'fact',
      'CI pulls the private parley_ui git dependency with the bot token ghp_R7mK2xQ9vT4LwN8pZ3sY6cJ1hB5dF0gA2eUi',
      { secret: 'ghp_R7mK2xQ9vT4LwN8pZ3sY6cJ1hB5dF0gA2eUi' },
    ),
  ],
  sessions: [
    {
      id: 'phoenix-chat-session-1',
      age: 4,
      turns: [
        said(
          'typing indicators: ephemeral broadcasts on the room topic only, nothing gets persisted, and the client throttles to one "typing" event every 3 seconds. the server just relays it with broadcast_from.',
          { key: 's-typing', type: 'decision' },
        ),
        replied(
          'Got it. Should I also keep the last typing timestamp per user in an ETS table so a LiveView that reconnects can restore the "X is typing" state?',
        ),
        said(
          'another thing — topic names. it\'s "room:<uuid>" for rooms and "user:<uuid>" for anything per-user (unread, notifications). if you need a new prefix add it to ChatWeb.Topics first, no string-building topics inline.',
          { key: 's-topics', type: 'convention' },
        ),
        replied("Makes sense, I'll route the subscribe/broadcast calls through ChatWeb.Topics helpers."),
        said(
          'if you want to poke at staging data the url is postgres://parley:Saxl76jZKMNoAVjY@parley-staging-db.flycast:5432/parley_staging',
          { secret: 'Saxl76jZKMNoAVjY' },
        ),
        said(
          'we decided deleting a message is a soft delete: set deleted_at, blank the body and attachments, keep the row so thread replies and reactions still point somewhere, then broadcast message:deleted.',
          { key: 's-soft-delete', type: 'decision' },
        ),
        said(
          'message bodies max out at 8000 characters. validate_length in Message.changeset and reject it in the channel too, with reason "too_long".',
          { key: 's-msg-limit', type: 'decision' },
        ),
        said('ok thanks'),
        said(
          'and please never do HTTP calls from inside a channel or LiveView process (unfurls, push, webhooks). it blocks the socket for everyone in that process — enqueue an oban job instead.',
          { key: 's-no-http-in-process', type: 'constraint' },
        ),
        replied(
          'Understood, I\'ll move the webhook call in RoomChannel.handle_in("new_msg") into an Oban worker.',
        ),
      ],
    },
  ],
  prompts: [
    p('messages show up twice in the room after my phone reconnects from airplane mode', [
      'msg-dedup',
      'rn-client',
    ]),
    p('add a `pinned_at` column to messages + migration', ['migrations-safe', 'timestamps-usec']),
    p('pls write an oban worker that sends the daily digest email', [
      'jobs-oban',
      'oban-args',
      'email',
      'oban-plugins',
    ]),
    p(
      'test/chat_web/live/room_live_test.exs fails randomly:\n** (DBConnection.OwnershipError) cannot find owner for #PID<0.812.0>',
      ['test-async'],
    ),
    p(
      'test that posting a message with a url enqueues the preview job. mock Req with with_mock so it doesnt hit the network',
      ['oban-testing', 'test-mox', 'factories'],
    ),
    p('kubectl get pods -n parley shows nothing?? is prod down', ['deploy-fly']),
    p('set up redis + exq so we can run the thumbnail generation in the background', [
      'jobs-oban',
      'thumbnails',
    ]),
    p(
      'people uploading 200mb screen recordings crash the app, logs show ** (exit) timeout in Plug.Parsers.MULTIPART',
      ['uploads-presigned'],
    ),
    p('implement drag and drop attachments in lib/chat_web/live/room_live/composer.ex', [
      'uploads-presigned',
      's3-layout',
      'js-hooks',
    ]),
    p('ios users get kicked out of the socket with invalid_token after ~15 min in background', [
      'auth-phx-token',
    ]),
    p('rename the `new_msg` event to `message:create` so its consistent with the others', [
      'channel-compat',
      'channel-protocol',
      'min-app-version',
    ]),
    p(
      'in RoomLive.Show mount i just need the member count, ok to do Repo.aggregate(Membership, :count) right there?',
      ['contexts-boundary', 'contexts-repo-reads'],
    ),
    p('opening #general (300k msgs) takes 10s and the liveview pid sits at 1.2gb in observer', [
      'liveview-streams',
      'pagination-cursor',
    ]),
    p(
      'android team says GET /api/rooms/:id/messages?page=3 suddenly returns 400, what do they send instead',
      ['pagination-cursor'],
    ),
    p('add message editing to the mobile api', [
      'message-edit-15m',
      'message-edit-anytime',
      'channel-protocol',
      'pubsub-from-context',
    ]),
    p(
      'mention pushes from yesterdays APNs outage never arrived, the jobs are just sitting there as discarded',
      ['push-retries-3', 'push-retries-20', 'push-providers'],
    ),
    p(
      'after we scaled to 4 machines some users only see new messages after a refresh. others get them instantly',
      ['fly-cluster-pubsub', 'deploy-fly'],
    ),
    p('URGENT customer says they see a channel from a different company in search results', [
      'tenancy',
      'search-fts',
    ]),
    p('in the thread panel just do raw(Earmark.as_html!(msg.body)) so markdown renders', [
      'markdown-sanitize',
      'mentions-format',
    ]),
    p(
      '@lib/chat_web/channels/room_channel.ex when a url is posted fetch the og:title and send it along with the message',
      ['link-previews', 's-no-http-in-process', 'jobs-oban'],
    ),
    p('add "X is typing..." to the room liveview', ['s-typing', 's-topics', 'i18n']),
    p(
      'dialyzer: Function join/2 has no local return in lib/chat/rooms.ex, can i just add it to the ignore file',
      ['quality-gates'],
    ),
    p('new table message_bookmarks (user, message, note)', ['ids-uuid', 'timestamps-usec', 'tenancy']),
    p('user emailed asking to delete their account, can i just Repo.delete the user row from iex', [
      'gdpr-delete',
    ]),
    p('add a client-side dropdown for pinned messages in the room header', ['js-hooks', 'components']),
    p(
      '** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms — bump POOL_SIZE to 60?',
      ['db-pool'],
    ),
    p('send a push when someone uses @here in a room', [
      'notification-rules',
      'mentions-format',
      'push-providers',
      'push-retries-3',
      'push-retries-20',
    ]),
    p(
      'prod deploy failed: release_command exited 1, (Postgrex.Error) ERROR 55P03 (lock_not_available) canceling statement due to lock timeout',
      ['migrations-release', 'migrations-manual', 'migrations-safe'],
    ),
    p('someone pasted a 2mb log file into #eng and the room is unusable, pls cap it', ['s-msg-limit']),
    p('delete message button: just Repo.delete the message and broadcast from the liveview', [
      's-soft-delete',
      'pubsub-from-context',
      'contexts-boundary',
    ]),
    p('where do i put the APNs .p8 key for staging? thinking config/staging.exs', [
      'secrets-fly',
      'push-providers',
    ]),
    p(
      'member list in the sidebar is super laggy for the big customer workspace, every open tab pegs a cpu core',
      ['presence-scope', 'presence'],
    ),
    p('log the message body in handle_in so i can debug the emoji encoding bug', ['logging-metadata']),
    p('iOS badge says 3 but the app shows 0 unread', ['unread-counts']),
    p('guests can see #general and #random in the sidebar, they shouldnt', ['workspace-roles']),
    p('whats the difference between Enum.reduce and Enum.reduce_while', []),
    p('write a regex to validate hex colors like #fff or #a1b2c3', []),
    p('how do i squash my last 3 commits', []),
    p('thanks, that fixed it', []),
    p('rename the variable `x` in this function to something meaningful', []),
  ],
});
