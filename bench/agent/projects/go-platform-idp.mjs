// An internal developer platform team's monorepo: Go/Connect services, Backstage portal, EKS + Argo CD + Crossplane,
// Terraform, OpenTelemetry/Grafana, Vault, GitHub Actions reusable workflows, golden paths, SLOs and on-call.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-platform-idp',
  stack:
    'Go 1.23 (connect-go, buf, pgx v5 + sqlc, log/slog), Backstage (TypeScript, Node 20, yarn 4), Kubernetes (EKS 1.30) with Argo CD ApplicationSets, Crossplane v1.16, Karpenter, Terraform 1.8 on AWS Organizations, OpenTelemetry Collector + Grafana (Mimir, Loki, Tempo), HashiCorp Vault, GitHub Actions (reusable workflows, ARC runners), ko + cosign, Kyverno',
  memories: [
    m(
      'monorepo-layout',
      'fact',
      'Monorepo layout: services/<name>/ (Go services, one go.mod each), proto/ (buf module), gen/ (generated Go + TS), portal/ (Backstage app), platform/ (argocd, crossplane, policies, observability), infra/terraform/, templates/ (golden paths), docs/ (runbooks, ADRs, postmortems).',
      {
        files: ['services', 'proto', 'gen', 'portal', 'platform', 'infra/terraform', 'templates', 'docs'],
        tags: ['monorepo', 'layout'],
      },
    ),
    m('go-version-121', 'fact', 'all Go services build with go 1.21, go.mod says `go 1.21`.', {
      age: 420,
      tags: ['go', 'toolchain'],
    }),
    m(
      'go-version-123',
      'decision',
      'We moved every module from Go 1.21 to Go 1.23: go.mod has `go 1.23.0` plus a `toolchain go1.23.4` line, CI reads the version from go.mod (setup-go go-version-file). range-over-func iterators and the 1.22 loop-var semantics are allowed now.',
      {
        fact: 'go services | go version | 1.23',
        supersedes: 'go-version-121',
        age: 110,
        canonical: true,
        tags: ['go', 'toolchain', 'upgrade'],
      },
    ),
    m(
      'go-workspace',
      'convention',
      'go.work at the repo root is committed for local dev, but CI builds and tests every module with GOWORK=off, so a service can only use a sibling module (pkg/...) at a tagged version in its own go.mod. Bump with `go get github.com/acme/platform/pkg/telemetry@vX.Y.Z`.',
      {
        files: ['go.work'],
        reason: 'a service must never depend on an unreleased sibling',
        tags: ['go', 'workspace', 'modules', 'ci'],
      },
    ),
    m(
      'router-chi',
      'fact',
      'plain HTTP endpoints (healthz, webhooks) use go-chi/chi v5 routers in internal/httpserver.',
      {
        age: 440,
        files: ['services/platform-api/internal/httpserver'],
        tags: ['go', 'http', 'router'],
      },
    ),
    m(
      'router-servemux',
      'convention',
      'Non-Connect HTTP endpoints (healthz, readyz, GitHub webhooks) are registered on the stdlib http.ServeMux with Go 1.22 method patterns, e.g. mux.HandleFunc("GET /healthz", ...). No third-party routers.',
      {
        supersedes: 'router-chi',
        age: 170,
        tags: ['go', 'http', 'router', 'stdlib'],
      },
    ),
    m(
      'grpc-gateway-rest',
      'decision',
      'REST for browsers via grpc-gateway v2: google.api.http annotations in the protos, generated *.pb.gw.go served on :8080 next to gRPC on :9090.',
      {
        age: 520,
        files: ['proto'],
        tags: ['grpc', 'grpc-gateway', 'rest'],
      },
    ),
    m(
      'connect-rpc',
      'decision',
      'We dropped grpc-gateway and serve every API with connect-go on a single port (:8080, h2c). Browsers and Backstage plugins use the Connect protocol through the generated connect-es clients; gRPC clients still work on the same port. The google.api.http annotations and the *.pb.gw.go files were deleted.',
      {
        fact: 'platform APIs | served_with | connect-go',
        supersedes: 'grpc-gateway-rest',
        age: 210,
        canonical: true,
        reason: 'one port, one protocol stack, typed TS clients for the portal',
        tags: ['connect', 'grpc', 'grpc-gateway', 'api'],
      },
    ),
    m(
      'buf-lint',
      'convention',
      'proto/ is a buf v2 module (buf.yaml): lint STANDARD, breaking FILE against main in CI. Packages are acme.platform.<domain>.v1, one service per file, request/response messages named <Rpc>Request / <Rpc>Response.',
      {
        files: ['proto/buf.yaml', 'proto'],
        tags: ['buf', 'protobuf', 'lint', 'breaking'],
      },
    ),
    m(
      'buf-generate',
      'convention',
      'Generated code lives in gen/go and gen/ts and is committed. Regenerate with `make proto` (buf generate with buf.gen.yaml); never hand-edit anything under gen/, CI fails if `make proto` leaves a diff.',
      {
        files: ['gen', 'buf.gen.yaml', 'Makefile'],
        tags: ['buf', 'codegen', 'protobuf'],
      },
    ),
    m(
      'proto-versioning',
      'constraint',
      'Never change the number or type of an existing proto field and never reuse a number. Removing a field = delete it and add `reserved <n>; reserved "<name>";`. A real breaking change means a new v2 package alongside v1, not an edit of v1.',
      {
        canonical: true,
        files: ['proto'],
        tags: ['protobuf', 'compatibility', 'breaking'],
      },
    ),
    m(
      'connect-errors',
      'convention',
      'Handlers never return bare errors (they surface as CodeUnknown). Map domain errors with connect.NewError: ErrNotFound -> CodeNotFound, ErrConflict -> CodeAlreadyExists, validation -> CodeInvalidArgument, permission -> CodePermissionDenied. Helper: pkg/rpcerr.From(err).',
      {
        files: ['pkg/rpcerr'],
        tags: ['connect', 'errors', 'handlers'],
      },
    ),
    m(
      'logging-zap',
      'convention',
      'logging: uber-go/zap, zap.NewProduction(), pass *zap.SugaredLogger down.',
      {
        age: 460,
        tags: ['logging', 'zap'],
      },
    ),
    m(
      'logging-slog',
      'convention',
      'Logging is log/slog with the JSON handler from pkg/telemetry.NewLogger(); the otelslog bridge adds trace_id/span_id. Use slog.InfoContext(ctx, ...) so the trace ids are attached; keys are snake_case.',
      {
        supersedes: 'logging-zap',
        age: 190,
        files: ['pkg/telemetry'],
        tags: ['logging', 'slog', 'otel'],
      },
    ),
    m(
      'otel-setup',
      'fact',
      'pkg/telemetry.Init(ctx, serviceName) sets up OTel traces + metrics via OTLP gRPC to otel-collector.observability.svc:4317. The collector ships to Grafana Mimir (metrics), Loki (logs) and Tempo (traces). Connect handlers get spans through the otelconnect interceptor.',
      {
        files: ['pkg/telemetry'],
        tags: ['opentelemetry', 'otel', 'grafana', 'tempo', 'mimir', 'loki'],
      },
    ),
    m(
      'otel-sampling',
      'decision',
      'Traces use tail sampling in the gateway collector: keep 100% of traces with an error or latency > 2s, 10% of the rest. Services themselves always sample (ParentBased(AlwaysOn)); do not add head sampling in code.',
      {
        files: ['platform/observability/collector/gateway.yaml'],
        tags: ['otel', 'tracing', 'sampling', 'tempo'],
      },
    ),
    m(
      'otel-sampling-claim',
      'fact',
      'prod collector keeps every trace, no sampling at all — tempo has everything for 14 days',
      {
        disputes: 'otel-sampling',
        tags: ['otel', 'sampling', 'tempo'],
      },
    ),
    m(
      'metrics-cardinality',
      'constraint',
      'Metric attributes must be bounded: no user ids, emails, request ids, full URLs or git SHAs as labels. Mimir tenant limit is 1.5M active series for the whole platform tenant.',
      {
        tags: ['metrics', 'cardinality', 'mimir', 'labels'],
      },
    ),
    m(
      'incident-mimir-cardinality',
      'incident',
      'Feb 2025: a deploy_duration_seconds histogram with a `user` and `commit_sha` label pushed the platform tenant over its series limit; Mimir rejected ALL samples from plat-prod-euw1 for ~40 minutes and burn-rate alerts went blind. Fix: labels removed, collector now drops those attributes (transform processor) and CI runs a label lint on new instruments.',
      {
        tags: ['incident', 'metrics', 'cardinality', 'mimir'],
      },
    ),
    m(
      'grafana-dashboards-as-code',
      'convention',
      'Dashboards are code: platform/observability/dashboards/*.jsonnet (grafonnet), synced to Grafana by the dashboard job. Edits made in the Grafana UI are overwritten on the next sync, so change the jsonnet.',
      {
        files: ['platform/observability/dashboards'],
        tags: ['grafana', 'dashboards', 'jsonnet'],
      },
    ),
    m(
      'slo-files',
      'convention',
      'Each service defines its SLOs in services/<svc>/slo.yaml (sloth format). `make slo` generates the Prometheus recording + multiwindow burn-rate alert rules into platform/observability/rules/. Tier-1 default: 99.9% availability over 28 days.',
      {
        files: ['services/*/slo.yaml', 'platform/observability/rules'],
        tags: ['slo', 'sloth', 'alerts'],
      },
    ),
    m(
      'error-budget-policy',
      'constraint',
      'Error budget policy: if a service has spent its whole 28-day error budget, feature work on it stops until it is back under 100%; only reliability fixes and security patches ship. Applies to every service with an slo.yaml.',
      {
        reaffirm: 12,
        tags: ['slo', 'error-budget', 'policy'],
      },
    ),
    m(
      'error-budget-claim',
      'fact',
      'the budget freeze is only for tier-1 services, tier-2 ones like platform-api can keep shipping features',
      {
        disputes: 'error-budget-policy',
        tags: ['slo', 'error-budget'],
      },
    ),
    m(
      'paging-policy',
      'constraint',
      'Only SLO burn-rate alerts page (PagerDuty). Cause-based alerts (queue depth, CPU, pod restarts) go to Slack #platform-alerts as tickets, never to PagerDuty.',
      {
        canonical: true,
        tags: ['alerts', 'pagerduty', 'on-call', 'slo'],
      },
    ),
    m(
      'runbook-annotation',
      'constraint',
      'Every alert rule must have a runbook_url annotation pointing to docs/runbooks/<AlertName>.md, and that file must exist. `make check-alerts` (promtool + scripts/check_runbooks.go) fails CI otherwise.',
      {
        files: ['docs/runbooks', 'scripts/check_runbooks.go'],
        tags: ['runbooks', 'alerts', 'ci'],
      },
    ),
    m(
      'oncall-rotation',
      'fact',
      'On-call: PagerDuty schedule "platform-primary" + "platform-secondary", weekly rotation, handover Tuesdays 10:00 Europe/London in #platform-oncall with the handover doc.',
      {
        tags: ['on-call', 'pagerduty', 'rotation'],
      },
    ),
    m(
      'eks-clusters',
      'fact',
      'EKS 1.30 clusters: plat-dev, plat-staging (both eu-west-1), plat-prod-euw1 and plat-prod-use1. Cluster add-ons (CNI, CoreDNS, Karpenter, external-dns, Envoy Gateway) are Argo CD apps in platform/cluster-addons/.',
      {
        files: ['platform/cluster-addons'],
        tags: ['eks', 'kubernetes', 'clusters'],
      },
    ),
    m(
      'cluster-autoscaler',
      'fact',
      'node scaling: cluster-autoscaler on the managed node groups (m6i.xlarge), config in platform/cluster-addons/cluster-autoscaler/values.yaml',
      {
        age: 400,
        files: ['platform/cluster-addons/cluster-autoscaler'],
        tags: ['autoscaling', 'nodes', 'eks'],
      },
    ),
    m(
      'karpenter',
      'fact',
      'Nodes are provisioned by Karpenter v1 NodePools (platform/cluster-addons/karpenter/nodepools.yaml): general (spot + on-demand, c/m/r gen 6+), and on-demand-only "critical" for stateful and control workloads. Only the tiny bootstrap node group remains as a managed node group.',
      {
        supersedes: 'cluster-autoscaler',
        age: 150,
        files: ['platform/cluster-addons/karpenter'],
        tags: ['karpenter', 'autoscaling', 'nodes', 'spot'],
      },
    ),
    m(
      'note-karpenter-disrupt',
      'note',
      'long batch jobs get killed by karpenter consolidation (no OOM, just SIGTERM after node drain). put `karpenter.sh/do-not-disrupt: "true"` on the pod template, or schedule it on the critical nodepool.',
      {
        tags: ['karpenter', 'jobs', 'eviction'],
      },
    ),
    m(
      'argocd-app-of-apps',
      'fact',
      'Argo CD (argocd namespace on plat-prod-euw1 manages all clusters): root app-of-apps in platform/argocd/root/, one ApplicationSet per env with a git directory generator over services/*/deploy/overlays/<env>. A new service appears automatically once that overlay dir exists.',
      {
        files: ['platform/argocd'],
        tags: ['argocd', 'gitops', 'applicationset'],
      },
    ),
    m(
      'no-kubectl-apply',
      'constraint',
      'No kubectl apply/edit/scale against staging or prod, even in an incident. Argo CD runs with selfHeal so manual changes are reverted within minutes anyway. Change = PR to the overlay or platform/; for emergencies use the "hotfix" label which fast-tracks review.',
      {
        canonical: true,
        reaffirm: 6,
        tags: ['argocd', 'gitops', 'kubectl', 'prod'],
      },
    ),
    m(
      'argocd-sync-waves',
      'convention',
      'Sync waves: CRDs and XRDs wave -2, Crossplane compositions -1, claims and ExternalSecret/VaultStaticSecret 0, workloads 1, smoke-test hooks 2 (argocd.argoproj.io/sync-wave annotation).',
      {
        tags: ['argocd', 'sync-waves', 'crossplane'],
      },
    ),
    m(
      'note-argocd-ignore-replicas',
      'note',
      'apps with an HPA show OutOfSync forever on /spec/replicas — the ApplicationSet template has ignoreDifferences for Deployment /spec/replicas, make sure the Deployment manifest does not set replicas at all.',
      {
        files: ['platform/argocd/appsets'],
        tags: ['argocd', 'hpa', 'outofsync'],
      },
    ),
    m(
      'kustomize-overlays',
      'convention',
      'Service manifests: kustomize in services/<svc>/deploy/base + overlays/{dev,staging,prod-euw1,prod-use1}. Helm only for third-party charts (rendered by Argo CD from platform/cluster-addons). No Helm charts for our own services.',
      {
        files: ['services/*/deploy'],
        tags: ['kustomize', 'helm', 'manifests'],
      },
    ),
    m(
      'promotion-flow',
      'convention',
      'Promotion dev -> staging -> prod is a PR that bumps the image tag in deploy/overlays/<env>/kustomization.yaml. The `promote` workflow (gh workflow run promote.yml -f service=<svc> -f env=<env>) opens it; prod PRs need an approval from the owning team + a green staging soak of 24h.',
      {
        files: ['.github/workflows/promote.yml'],
        tags: ['promotion', 'release', 'gitops', 'kustomize'],
      },
    ),
    m(
      'prod-change-window',
      'constraint',
      'No prod promotions on Fridays after 15:00 UK time, on UK bank holidays, during an open SEV1/SEV2, or during the December freeze (from the 20th to 2 Jan).',
      {
        tags: ['prod', 'freeze', 'change-window', 'release'],
      },
    ),
    m(
      'crossplane-setup',
      'fact',
      'Crossplane v1.16 with provider-aws (upbound family providers). XRDs in platform/crossplane/apis/, compositions in platform/crossplane/compositions/. Teams request infra with namespaced claims: PostgreSQLInstance, Bucket, Queue, RedisCache.',
      {
        fact: 'per-app aws resources | provisioned_by | Crossplane claims',
        files: ['platform/crossplane'],
        tags: ['crossplane', 'xrd', 'composition', 'claims'],
      },
    ),
    m(
      'crossplane-patches',
      'convention',
      'compositions use the classic `spec.resources` list with patches (FromCompositeFieldPath / ToCompositeFieldPath).',
      {
        age: 360,
        files: ['platform/crossplane/compositions'],
        tags: ['crossplane', 'composition', 'patches'],
      },
    ),
    m(
      'crossplane-functions',
      'decision',
      'All compositions were rewritten from the old resources+patches mode to `mode: Pipeline` with composition functions: function-go-templating for the resources and function-auto-ready as the last step. New compositions must use the pipeline mode; `spec.resources` is deprecated here.',
      {
        supersedes: 'crossplane-patches',
        age: 130,
        files: ['platform/crossplane/compositions', 'platform/crossplane/functions.yaml'],
        tags: ['crossplane', 'composition', 'functions', 'pipeline'],
      },
    ),
    m(
      'terraform-vs-crossplane',
      'convention',
      'Split of ownership: Terraform owns the foundation (AWS accounts, VPCs, Transit Gateway, IAM baseline, the EKS clusters, Route53 zones). Crossplane owns per-application resources (RDS, S3 buckets, SQS, ElastiCache). Never manage the same resource from both.',
      {
        canonical: true,
        tags: ['terraform', 'crossplane', 'ownership', 'aws'],
      },
    ),
    m(
      'crossplane-s3-claim',
      'fact',
      'app buckets are still created in infra/terraform/app-buckets/, crossplane Bucket claim is not ready for prod',
      {
        disputes: 'terraform-vs-crossplane',
        files: ['infra/terraform/app-buckets'],
        tags: ['s3', 'terraform', 'crossplane'],
      },
    ),
    m(
      'crossplane-orphan',
      'constraint',
      'Prod data resources created by Crossplane (RDS, buckets) must have deletionPolicy: Orphan; the composition sets it when the claim has env=prod. Deleting a claim in prod must never delete data.',
      {
        files: ['platform/crossplane/compositions'],
        tags: ['crossplane', 'deletion', 'prod', 'data'],
      },
    ),
    m(
      'incident-appset-prune',
      'incident',
      'May 2025: renaming services/ledger-sync to services/ledger-syncer made the ApplicationSet drop the old Application; with prune on it deleted the namespace including its PostgreSQLInstance claim, and the staging RDS instance was gone. Fix: preserveResourcesOnDeletion: true on all ApplicationSets + Orphan policy for prod. Renames now go through the "move service" checklist in docs/runbooks/rename-service.md.',
      {
        files: ['platform/argocd/appsets', 'docs/runbooks/rename-service.md'],
        tags: ['incident', 'argocd', 'applicationset', 'crossplane', 'rename'],
      },
    ),
    m(
      'note-crossplane-trace',
      'note',
      'debug stuck claims with `crossplane beta trace postgresqlinstance/<name> -n <ns>` — it shows which managed resource is not Ready and the provider error. `kubectl get managed` lists everything.',
      {
        tags: ['crossplane', 'debugging', 'claims'],
      },
    ),
    m(
      'terraform-layout',
      'fact',
      'Terraform: infra/terraform/{accounts,network,eks,dns}/<env>/ root modules; state in S3 bucket acme-tfstate in the shared-services account with DynamoDB lock table tf-locks. Terraform 1.8 pinned via .terraform-version.',
      {
        files: ['infra/terraform', '.terraform-version'],
        tags: ['terraform', 'state', 'layout'],
      },
    ),
    m(
      'tf-atlantis',
      'fact',
      'terraform runs through atlantis: `atlantis plan` / `atlantis apply` as PR comments',
      {
        age: 410,
        tags: ['terraform', 'atlantis'],
      },
    ),
    m(
      'tf-gha-apply',
      'decision',
      'Atlantis is decommissioned. terraform plan now runs in reusable-tf-plan.yml on every PR touching infra/terraform (plan posted as a PR comment); apply only via reusable-tf-apply.yml on main with the GitHub environment approval (prod-infra requires 2 reviewers).',
      {
        supersedes: 'tf-atlantis',
        age: 140,
        files: ['.github/workflows/reusable-tf-plan.yml', '.github/workflows/reusable-tf-apply.yml'],
        reason: 'atlantis server was a single point of failure holding admin creds',
        tags: ['terraform', 'github-actions', 'apply'],
      },
    ),
    m(
      'tf-module-pins',
      'constraint',
      'Terraform modules from acme/terraform-modules are always pinned to a release tag (`?ref=v3.4.1`), never ref=main or a branch. Provider versions pinned with ~> in versions.tf.',
      {
        tags: ['terraform', 'modules', 'pinning'],
      },
    ),
    m(
      'aws-accounts',
      'fact',
      'AWS Organizations: accounts shared-services (ECR, tfstate, Route53), plat-dev, plat-staging, plat-prod, security (CloudTrail org trail, GuardDuty). Humans log in through IAM Identity Center (Okta).',
      {
        tags: ['aws', 'accounts', 'organizations', 'sso'],
      },
    ),
    m(
      'no-iam-users',
      'constraint',
      'No IAM users and no long-lived access keys. GitHub Actions assumes roles via OIDC (role gha-<repo>-<env>), pods use EKS Pod Identity, humans use Identity Center.',
      {
        canonical: true,
        tags: ['aws', 'iam', 'oidc', 'security'],
      },
    ),
    m(
      'vault-setup',
      'fact',
      'Vault Enterprise at https://vault.platform.internal; Kubernetes auth mount per cluster (auth/k8s-plat-prod-euw1 etc.), KV v2 at kv/<team>/<service>, database engine at database/.',
      {
        tags: ['vault', 'secrets'],
      },
    ),
    m(
      'vault-agent-injector',
      'convention',
      'secrets come into pods via the vault agent injector: annotate vault.hashicorp.com/agent-inject: "true" + agent-inject-secret-<file>',
      {
        age: 340,
        tags: ['vault', 'secrets', 'injector'],
      },
    ),
    m(
      'vault-secrets-operator',
      'convention',
      'We replaced the Vault agent injector with the Vault Secrets Operator: a VaultStaticSecret (KV) or VaultDynamicSecret (DB creds) in services/<svc>/deploy/base renders a normal k8s Secret that the pod mounts; rolloutRestartTargets restarts the Deployment on rotation. The agent-inject annotations are no longer supported on the clusters.',
      {
        supersedes: 'vault-agent-injector',
        age: 120,
        files: ['services/*/deploy/base'],
        tags: ['vault', 'secrets', 'vso', 'kubernetes'],
      },
    ),
    m(
      'vault-dynamic-db',
      'decision',
      'Service DB credentials are dynamic (Vault database engine, role <svc>-rw, TTL 1h, max 24h). Services must use pkg/dbx.NewPool which rebuilds the pgx pool when the mounted secret file changes; never cache the password in a global.',
      {
        files: ['pkg/dbx'],
        tags: ['vault', 'database', 'credentials', 'pgx'],
      },
    ),
    m(
      'local-dev-env',
      'note',
      'local dev: `cp .env.example .env`, then `vault login -method=oidc` and put VAULT_TOKEN=<your-vault-token> into .env; DATABASE_URL points at the docker compose postgres. .env is gitignored, never commit it.',
      {
        files: ['.env.example', 'docker-compose.yml'],
        tags: ['local-dev', 'vault', 'env'],
      },
    ),
    m(
      'gha-reusable',
      'fact',
      'CI is built from reusable workflows in .github/workflows/reusable-*.yml (reusable-go-ci.yml: lint+test+build with ko; reusable-portal-ci.yml; reusable-tf-plan.yml). A service workflow is ~15 lines: `uses: ./.github/workflows/reusable-go-ci.yml` with `with: service: <name>`, path filter on services/<name>/**.',
      {
        files: ['.github/workflows'],
        tags: ['github-actions', 'ci', 'reusable-workflows'],
      },
    ),
    m(
      'gha-pin-sha',
      'constraint',
      'Third-party GitHub Actions are pinned to a full commit SHA with the tag in a comment (`uses: actions/setup-go@<sha> # v5.0.2`). Renovate bumps them. Tags alone fail the zizmor check in CI.',
      {
        tags: ['github-actions', 'supply-chain', 'pinning'],
      },
    ),
    m(
      'gha-arc-runners',
      'fact',
      'Jobs run on self-hosted runners from actions-runner-controller in plat-dev, label `arc-platform` (they can reach vault and the clusters). GitHub-hosted ubuntu-latest only for jobs that need no internal access.',
      {
        tags: ['github-actions', 'runners', 'arc'],
      },
    ),
    m(
      'note-buf-bsr',
      'note',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder the scenario text quotes
      'buf generate in CI hits BSR rate limits for remote plugins when unauthenticated: pass `BUF_TOKEN: ${{ secrets.BUF_TOKEN }}` to the step (org secret already exists).',
      {
        tags: ['buf', 'ci', 'rate-limit'],
      },
    ),
    m(
      'go-lint',
      'convention',
      'golangci-lint with the root .golangci.yml (errcheck, govet, staticcheck, revive, gosec, errorlint, contextcheck, gofumpt). CI fails on any finding; //nolint needs the linter name and a reason.',
      {
        files: ['.golangci.yml'],
        tags: ['go', 'lint', 'golangci-lint'],
      },
    ),
    m(
      'go-tests',
      'convention',
      'Go tests: table-driven with t.Run, testify/require allowed, no testify/suite. Integration tests sit behind `//go:build integration` and use testcontainers-go (postgres, localstack); run with `make test-integration`.',
      {
        tags: ['go', 'tests', 'testcontainers'],
      },
    ),
    m(
      'go-ctx',
      'constraint',
      'Every function doing IO takes ctx context.Context as first parameter and passes it on. No context.Background()/TODO() inside request paths; only in main() and tests.',
      {
        tags: ['go', 'context'],
      },
    ),
    m(
      'go-errors',
      'convention',
      'errors: wrap with fmt.Errorf("load service %q: %w", name, err), sentinels in errors.go of the package, compare with errors.Is/As. github.com/pkg/errors is banned (depguard).',
      {
        tags: ['go', 'errors'],
      },
    ),
    m(
      'go-config',
      'convention',
      'Service config comes only from env vars, parsed with caarlos0/env into the Config struct in internal/config/config.go (defaults via envDefault tags). No viper, no config files in the image.',
      {
        files: ['services/*/internal/config/config.go'],
        tags: ['go', 'config', 'env'],
      },
    ),
    m(
      'go-deps',
      'convention',
      'Prefer the stdlib. A new third-party Go module needs a short note in #platform-arch and approval from a service owner; lodash-style helper libs (samber/lo etc.) are not accepted, use slices/maps/iter.',
      {
        tags: ['go', 'dependencies'],
      },
    ),
    m(
      'platform-api',
      'fact',
      'services/platform-api is the backend of the portal: environments, deployments, service ownership, scorecards. Protos in proto/acme/platform/v1/ (ServiceCatalogService, DeploymentService, EnvironmentService).',
      {
        files: ['services/platform-api', 'proto/acme/platform/v1'],
        tags: ['platform-api', 'connect', 'portal'],
      },
    ),
    m(
      'platform-db',
      'convention',
      'platform-api DB: Aurora PostgreSQL via pgx v5 + sqlc (queries in internal/db/queries/*.sql, `make sqlc`). Migrations with goose in services/platform-api/migrations/, forward-only, timestamped names; no ORM.',
      {
        files: ['services/platform-api/internal/db', 'services/platform-api/migrations'],
        tags: ['postgres', 'sqlc', 'goose', 'migrations', 'pgx'],
      },
    ),
    m(
      'images-ko',
      'convention',
      'Go service images are built with ko (no Dockerfiles), base image cgr.dev/chainguard/static, pushed to ECR in shared-services. Tags are the git SHA; `latest` is never used in manifests.',
      {
        files: ['.ko.yaml'],
        tags: ['ko', 'images', 'ecr', 'docker'],
      },
    ),
    m(
      'image-signing',
      'constraint',
      'Images are signed with cosign keyless (GitHub OIDC) in reusable-go-ci.yml. The Kyverno verifyImages policy in prod rejects unsigned images or images not from our ECR.',
      {
        files: ['platform/policies/verify-images.yaml'],
        tags: ['cosign', 'kyverno', 'supply-chain', 'images'],
      },
    ),
    m(
      'kyverno-policies',
      'fact',
      'Kyverno policies in platform/policies/: require cpu+memory requests and memory limits, runAsNonRoot, readOnlyRootFilesystem, no hostPath, no :latest tags. Enforce in staging/prod, audit in dev.',
      {
        files: ['platform/policies'],
        tags: ['kyverno', 'policies', 'security'],
      },
    ),
    m(
      'no-cpu-limits',
      'decision',
      'Resources: set cpu requests and memory request == memory limit, but no cpu limits (CFS throttling hurt p99 latency on platform-api). Sizing starts from the VPA recommendation on the Grafana "Workload sizing" dashboard.',
      {
        reason: 'cpu throttling on latency-sensitive services',
        tags: ['kubernetes', 'resources', 'cpu', 'limits'],
      },
    ),
    m(
      'cpu-limits-claim',
      'fact',
      'prod kyverno rejects deployments without resources.limits.cpu, so always set a cpu limit',
      {
        disputes: 'no-cpu-limits',
        tags: ['kyverno', 'resources', 'cpu'],
      },
    ),
    m(
      'gateway-api',
      'fact',
      'Ingress is Gateway API on Envoy Gateway: public traffic ALB -> envoy "public" Gateway, internal "internal" Gateway. Services expose an HTTPRoute (Connect and gRPC both ride it) in their base kustomization.',
      {
        tags: ['gateway-api', 'envoy', 'ingress', 'grpc'],
      },
    ),
    m(
      'dns-zones',
      'fact',
      'external-dns manages Route53: public zone platform.acme.dev, private zone platform.internal. Hostname convention <svc>.<env>.platform.internal (internal) and <svc>.platform.acme.dev (public, needs security review).',
      {
        tags: ['dns', 'route53', 'external-dns'],
      },
    ),
    m(
      'backstage-portal',
      'fact',
      'Backstage portal in portal/ (yarn 4 workspaces, Node 20), on the new backend system (createBackend in packages/backend/src/index.ts). Deployed like a service via portal/deploy/overlays.',
      {
        files: ['portal', 'portal/packages/backend/src/index.ts'],
        tags: ['backstage', 'portal', 'typescript'],
      },
    ),
    m(
      'catalog-info',
      'convention',
      'Every service has services/<svc>/catalog-info.yaml: kind Component, spec.owner group:<team>, spec.system, spec.lifecycle, and annotations argocd/app-name, pagerduty.com/service-id, grafana/dashboard-selector, backstage.io/techdocs-ref: dir:. Missing owner = catalog processing error.',
      {
        files: ['services/*/catalog-info.yaml'],
        tags: ['backstage', 'catalog', 'ownership'],
      },
    ),
    m(
      'portal-plugins',
      'convention',
      'Custom plugins live in portal/plugins/<name> (frontend) and <name>-backend. Frontend plugins call Go services with the generated connect-es clients from gen/ts through the backend proxy (/api/proxy/platform-api); no hand-written fetch wrappers.',
      {
        files: ['portal/plugins', 'gen/ts'],
        tags: ['backstage', 'plugins', 'connect', 'typescript'],
      },
    ),
    m(
      'cookiecutter-templates',
      'fact',
      'new services are generated with cookiecutter: `cookiecutter templates/cookiecutter-go-service`, then copy the output into services/',
      {
        age: 480,
        files: ['templates/cookiecutter-go-service'],
        tags: ['golden-path', 'cookiecutter', 'templates'],
      },
    ),
    m(
      'scaffolder-templates',
      'fact',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder the scenario text quotes
      'Golden paths are Backstage scaffolder templates: templates/<name>/template.yaml + skeleton/ (nunjucks, ${{ values.name }}). Current templates: go-connect-service, go-worker, backstage-plugin, tf-module. They are registered in the catalog via templates/all.yaml.',
      {
        supersedes: 'cookiecutter-templates',
        age: 200,
        files: ['templates'],
        tags: ['golden-path', 'scaffolder', 'backstage', 'templates'],
      },
    ),
    m(
      'scaffolder-publish',
      'convention',
      'Scaffolder templates never push to main: the last steps are publish:github:pull-request into the monorepo and catalog:register. The PR gets the "golden-path" label and goes through normal review.',
      {
        files: ['templates'],
        tags: ['scaffolder', 'golden-path', 'pull-request'],
      },
    ),
    m(
      'scaffolder-push-claim',
      'fact',
      'the go-worker template pushes the generated service directly to main with publish:github, no PR',
      {
        disputes: 'scaffolder-publish',
        files: ['templates/go-worker/template.yaml'],
        tags: ['scaffolder', 'golden-path'],
      },
    ),
    m(
      'techdocs',
      'convention',
      'TechDocs: each service has docs/ + mkdocs.yml next to catalog-info.yaml. Docs are built in CI (techdocs-cli generate + publish to the S3 bucket acme-techdocs) — the portal runs with techdocs.builder: external and never builds docs itself.',
      {
        files: ['services/*/mkdocs.yml'],
        tags: ['techdocs', 'backstage', 'docs'],
      },
    ),
    m(
      'portal-auth',
      'fact',
      'Portal sign-in is Okta OIDC; the sign-in resolver matches the Okta email to a User entity, which is ingested hourly by the Okta org provider. Someone who signs in before the next ingestion gets "unable to resolve user identity".',
      {
        files: ['portal/packages/backend/src/auth.ts'],
        tags: ['backstage', 'auth', 'okta'],
      },
    ),
    m(
      'portal-tests',
      'convention',
      'portal tests: jest via `yarn backstage-cli package test` with @backstage/test-utils (renderInTestApp, TestApiProvider); e2e in portal/packages/app/e2e-tests with playwright.',
      {
        tags: ['backstage', 'tests', 'jest', 'playwright'],
      },
    ),
    m(
      'portal-ts-style',
      'convention',
      'portal TypeScript is strict, no `any` (use unknown + narrowing), MUI components via @backstage/core-components first; lint with `yarn backstage-cli repo lint`, prettier @spotify/prettier-config.',
      {
        tags: ['typescript', 'backstage', 'lint'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'Feature flags: OpenFeature with flagd as a sidecar-less service; flag definitions in platform/flags/<service>.flagd.json, changes go through a PR like everything else. Go: openfeature go-sdk + flagd provider; portal: @openfeature/web-sdk.',
      {
        files: ['platform/flags'],
        tags: ['feature-flags', 'openfeature', 'flagd'],
      },
    ),
    m(
      'owners',
      'fact',
      'owners: platform-api + Go libs (pkg/) Priya Nair; Backstage portal + templates Tom Whitfield; clusters, Argo CD, Crossplane Marek Nowak; Terraform/AWS accounts Siobhan Kelly; observability stack + SLO tooling Daniel Osei.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-conventional-commits',
      'preference',
      'conventional commits pls (feat(platform-api): ..., fix(portal): ...), scope = service or area, imperative mood',
      {},
    ),
    m(
      'pref-fakes',
      'preference',
      'prefer small hand-written fakes over mockery/gomock generated mocks in Go tests',
      {},
    ),
    m(
      'pref-show-plan',
      'preference',
      'when you change infra, show me the terraform plan or the argocd diff output instead of describing what will happen',
      {},
    ),
    m(
      'stale-jenkins',
      'note',
      'the old portal v1 is still built by jenkins.acme.internal job portal-legacy',
      {
        age: 700,
        tags: ['jenkins', 'ci', 'legacy'],
      },
    ),
    m(
      'stale-grafana-cloud',
      'note',
      'we are trialling Grafana Cloud for logs, stack acmeplatform.grafana.net, loki push from the dev cluster only',
      {
        age: 610,
        tags: ['grafana', 'loki', 'trial'],
      },
    ),
    m('stale-spinnaker', 'fact', 'legacy services (billing-*, notify-*) deploy through Spinnaker pipelines', {
      age: 650,
      tags: ['spinnaker', 'deploy', 'legacy'],
    }),
    m(
      'cand-opentofu',
      'decision',
      'Migrate infra/terraform to OpenTofu because of the Terraform BSL license.',
      {
        candidate: true,
        tags: ['terraform', 'opentofu'],
      },
    ),
    m(
      'cand-cilium',
      'decision',
      'Replace aws-vpc-cni with Cilium in chaining mode to get network policies + Hubble.',
      {
        candidate: true,
        tags: ['cni', 'cilium', 'networking'],
      },
    ),
    m(
      'cand-otel-autoinstr',
      'decision',
      'Use the OpenTelemetry Operator eBPF auto-instrumentation for Go instead of calling pkg/telemetry.Init in each service.',
      {
        candidate: true,
        tags: ['otel', 'instrumentation'],
      },
    ),
    m('cand-slo-9995', 'decision', 'Raise the tier-1 availability SLO to 99.95%.', {
      candidate: true,
      tags: ['slo'],
    }),
    m(
      'cand-argo-rollouts',
      'decision',
      'All tier-1 services deploy as Argo Rollouts canaries with analysis on SLO metrics.',
      {
        candidate: true,
        tags: ['argo-rollouts', 'canary', 'release'],
      },
    ),
    m(
      'cand-new-frontend',
      'decision',
      'Migrate the portal app to the Backstage new frontend system (createApp from @backstage/frontend-defaults).',
      {
        candidate: true,
        tags: ['backstage', 'frontend'],
      },
    ),
    m(
      'secret-vault-token',
      'note',
      'for the DR drill I used the root token hvs.CAESIKq9Xv2LmPz8RtYw4NbJ7cUe5HdQ1sFa6oKiT0GhBqY2 on vault-dr, revoke it after the drill is documented',
      {
        secret: 'hvs.CAESIKq9Xv2LmPz8RtYw4NbJ7cUe5HdQ1sFa6oKiT0GhBqY2',
      },
    ),
    m(
      'secret-aws-keys',
      'note',
      'break-glass creds for the legacy sandbox account (still used by the cost export):\nAWS_ACCESS_KEY_ID=AKIA4XQ7PLM2RTNB8YVZ\nAWS_SECRET_ACCESS_KEY=q7Ls9vR2xW4kT8mN1pB6zY3cH5jD0fG2aE9uK4oI',
      {
        secret: 'q7Ls9vR2xW4kT8mN1pB6zY3cH5jD0fG2aE9uK4oI',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'staging platform-api db if the VSO secret is broken: postgres://platform_api:Pl4tf0rm-Api!2025x@aurora-platform.cluster-cx7k2.eu-west-1.rds.amazonaws.com:5432/platform',
      {
        secret: 'Pl4tf0rm-Api!2025x',
      },
    ),
    m(
      'secret-grafana-sa',
      'note',
      'dashboard sync job config: {"grafana_url": "https://grafana.platform.internal", "grafana_sa_token": "glsa_Xk29vLmQ8pR4tZ7wN3bY6cJ1hF5dS0aE_3f9c1a7b"}',
      {
        secret: 'glsa_Xk29vLmQ8pR4tZ7wN3bY6cJ1hF5dS0aE_3f9c1a7b',
      },
    ),
    m(
      'secret-gh-app-webhook',
      'note',
      'portal app-config.production.yaml github app block:\nintegrations:\n  github:\n    - host: github.com\n      apps:\n        - appId: 381234\n          webhookSecret: 9f2c7e1ab4d84e6f8a3b5c0d2e7f1a9b4c6d8e0f',
      {
        secret: '9f2c7e1ab4d84e6f8a3b5c0d2e7f1a9b4c6d8e0f',
      },
    ),
    m(
      'secret-deploy-key',
      'note',
      'argocd repo deploy key (read-only) for the monorepo:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDx9Kq2mT7vW3nR5pL8yZ4cJ6hB1dF0sAeU3kQ\n-----END OPENSSH PRIVATE KEY-----',
      {
        secret:
          'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACDx9Kq2mT7vW3nR5pL8yZ4cJ6hB1dF0sAeU3kQ',
      },
    ),
    m(
      'secret-pagerduty',
      'note',
      'The PagerDuty Events v2 routing key for platform-primary is R02F7K9XQ3M8PLZT4WN6VB1C5YHD2EA8, alertmanager uses it in the pagerduty receiver.',
      {
        secret: 'R02F7K9XQ3M8PLZT4WN6VB1C5YHD2EA8',
      },
    ),
    m(
      'secret-slack-webhook',
      'note',
      '#platform-alerts incoming webhook: https://hooks.slack.com/services/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',
      {
        secret: 'Zq8Xw2Lk5Rt9Vb3Nm7Yp1Hc4',
      },
    ),
    m(
      'secret-okta-client',
      'note',
      'portal prod env:\nAUTH_OKTA_CLIENT_ID=0oa9x2kq7TzLm4Np8697\nAUTH_OKTA_CLIENT_SECRET=kX9-2mPqR7vT4wZ8nB3cL6hJ1yF5dS0aG_eUwQ7r',
      {
        secret: 'kX9-2mPqR7vT4wZ8nB3cL6hJ1yF5dS0aG_eUwQ7r',
      },
    ),
    m(
      'secret-argocd-admin',
      'note',
      'if SSO is down the argocd break-glass admin password is Arg0-Br34kGl4ss!77q, it lives in the safe in 1Password too',
      {
        secret: 'Arg0-Br34kGl4ss!77q',
      },
    ),
  ],
  sessions: [
    {
      id: 'idp-session-1',
      age: 11,
      turns: [
        said(
          'hey, we need a golden path for queue workers. look at templates/go-connect-service and tell me what a go-worker template would need',
        ),
        replied(
          'go-connect-service has template.yaml, a skeleton with cmd/, internal/, deploy/base+overlays, catalog-info.yaml and a CI workflow calling reusable-go-ci.yml. A worker would drop the proto part and add a consumer loop.',
        ),
        said(
          'right. the go-worker skeleton has to ship slo.yaml and catalog-info.yaml from day one, and the template form makes owner a required field (OwnerPicker restricted to Group). no owner, no service.',
          {
            key: 's-worker-template',
            type: 'convention',
          },
        ),
        replied(
          'Added both files to the skeleton and made `owner` required with ui:field OwnerPicker, allowedKinds [Group].',
        ),
        said(
          'workers consume SQS, provisioned through the Crossplane Queue claim in the skeleton. we do not run MSK/Kafka and are not going to.',
          {
            key: 's-queue-sqs',
            type: 'decision',
          },
        ),
        replied(
          'Understood. Shall I also add an optional Kafka consumer variant behind a template parameter, for teams that might need it later?',
        ),
        said('let me look at the consumer loop you have first'),
        replied(
          'The loop long-polls ReceiveMessage with WaitTimeSeconds=20, processes up to 10 messages concurrently and deletes on success.',
        ),
        said(
          'ok. traces must survive the queue: producers put the W3C traceparent into the SQS message attributes and the consumer extracts it, pkg/telemetry/sqsprop has the propagator. one trace from the API call to the worker.',
          {
            key: 's-otel-propagation',
            type: 'convention',
          },
        ),
        replied(
          'Wired sqsprop.Inject in the producer helper and sqsprop.Extract in the consumer, the span is a child of the producer span.',
        ),
        said(
          'the template test keeps failing locally, it can not fetch from github. here is my token, use it for the dry run: ghp_7Rk2Lq9Xw4Mz8Tn1Vb5Cy3Hd6Jf0Pa2Ge4Us',
          {
            secret: 'ghp_7Rk2Lq9Xw4Mz8Tn1Vb5Cy3Hd6Jf0Pa2Ge4Us',
          },
        ),
        replied(
          'I used it only for the local dry run of the scaffolder; you may want to revoke it afterwards.',
        ),
        said(
          'every PR that touches a service gets a preview environment: namespace pr-<number> in plat-dev, created by the ApplicationSet pull request generator and deleted when the PR closes. the worker template needs the dev overlay to work there.',
          {
            key: 's-preview-envs',
            type: 'fact',
          },
        ),
        replied('The dev overlay now takes the namespace from the ApplicationSet, nothing hardcoded.'),
        said('cool. how big is the generated PR?'),
        replied('About 30 files, 900 lines, most of it the skeleton and the generated Queue claim.'),
        said(
          'fine for a template. oh and I was thinking maybe we auto-merge the template PR if CI is green?',
        ),
        replied('I can add an auto-merge step with gh pr merge --auto after publish:github:pull-request.'),
        said('hmm no, not now. leave it as is and let me write the description'),
      ],
    },
    {
      id: 'idp-session-2',
      age: 4,
      turns: [
        said(
          'morning. the platform-api burn alert fired twice overnight and the runbook link was a 404. can you check docs/runbooks/',
        ),
        replied(
          'PlatformApiErrorBudgetBurn points to docs/runbooks/PlatformApiErrorBudgetBurn.md but the file is called platform-api-burn.md. check_runbooks.go only validates URLs of the prometheus rule files, not the sloth-generated ones.',
        ),
        said(
          'rename the file and make the check cover generated rules too. and from now on runbooks follow docs/runbooks/_template.md: Summary, Impact, Dashboards, Diagnosis, Mitigation, Escalation. mitigation steps must be copy-pasteable commands, no prose like "restart the thing".',
          {
            key: 's-runbook-template',
            type: 'convention',
          },
        ),
        replied('Renamed, extended the check, and rewrote the runbook on the template.'),
        said('what did the traces show for the errors?'),
        replied(
          'Most failing spans are DeploymentService/ListDeployments waiting on the GitHub API; some calls hung for 90+ seconds before the client gave up.',
        ),
        said(
          'that is the bug. every outbound call — connect clients and plain http — needs a deadline. pkg/rpcclient sets 5s by default, use it, and no client without a timeout anywhere.',
          {
            key: 's-grpc-timeouts',
            type: 'constraint',
          },
        ),
        replied(
          'Switched the GitHub client to pkg/rpcclient.NewHTTPClient with the 5s default and ctx propagation.',
        ),
        said(
          'also alert rules: each one carries labels team and severity, severity is either page or ticket, and only the SLO burn alerts are page.',
          {
            key: 's-alert-labels',
            type: 'constraint',
          },
        ),
        replied(
          'Added the labels to all rules in platform/observability/rules. I could also set up auto-remediation with Argo Workflows that restarts platform-api when the burn alert fires.',
        ),
        said('no idea yet, not today'),
        replied('OK, leaving it out.'),
        said(
          'we will do a postmortem for this since it was a SEV2. postmortems for SEV1 and SEV2 are due within 5 working days, blameless, in docs/postmortems/YYYY-MM-DD-<slug>.md, reviewed in the thursday ops review.',
          {
            key: 's-postmortem',
            type: 'convention',
          },
        ),
        replied(
          'Created docs/postmortems/2025-06-03-platform-api-github-timeouts.md with the timeline from the alerts.',
        ),
        said('thanks. anything left in the diff?'),
        replied(
          'Only the dashboard panel for GitHub API latency, in platform/observability/dashboards/platform-api.jsonnet.',
        ),
        said('ok ship it'),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you quickly add a ListEnvironments rpc to the env service? proto/acme/platform/v1/environment.proto',
      ['buf-lint', 'buf-generate', 'proto-versioning', 'platform-api'],
    ),
    p(
      'buf breaking fails on my PR:\n  proto/acme/platform/v1/catalog.proto:41:3: Field "3" with name "owner" on message "Service" changed type from "string" to "message".\nI just wanted owner to be a struct now',
      ['proto-versioning', 'buf-lint'],
    ),
    p('where did the *.pb.gw.go files go?? scripts/list-services.sh curls /v1/services and gets 404 now', [
      'connect-rpc',
    ]),
    p(
      'portal shows `unknown: sql: no rows in result set` when a service does not exist, should be a 404. @services/platform-api/internal/server/catalog.go',
      ['connect-errors', 'go-errors'],
    ),
    p('add structured logs with the request id to services/deploy-watcher', ['logging-slog', 'otel-setup']),
    p('set up zap in services/cost-reporter/cmd/main.go so we get json logs', ['logging-slog']),
    p('services/audit-log/go.mod still says go 1.21, bump it', ['go-version-123', 'go-workspace']),
    p('can I use iterators (iter.Seq) in pkg/catalog or are we not there yet?', ['go-version-123']),
    p('add GET /healthz and /readyz to deploy-watcher, should I pull in chi for that', ['router-servemux']),
    p(
      'CI fails for cost-reporter: `module github.com/acme/platform/pkg/telemetry@latest found (v0.8.0), but does not contain package .../telemetry/sqsprop` — works fine on my laptop',
      ['go-workspace'],
    ),
    p('write integration tests for the sqlc queries in services/platform-api/internal/db', [
      'go-tests',
      'platform-db',
      'pref-fakes',
    ]),
    p('need a `tier` column on the services table in platform-api', ['platform-db']),
    p(
      'golangci-lint: internal/vault/client.go:88:5: comparing with == will fail on wrapped errors (errorlint). fix pls',
      ['go-lint', 'go-errors'],
    ),
    p("let's add viper to platform-api so we can read a config.yaml", ['go-config']),
    p('ok if I add github.com/samber/lo for Map/Filter helpers?', ['go-deps', 'go-version-123']),
    p('the portal hangs for ages when github is slow, platform-api never gives up on those calls', [
      's-grpc-timeouts',
      'go-ctx',
    ]),
    p("new Connect handlers in deploy-watcher don't show up in Tempo, what am I missing", [
      'otel-setup',
      'connect-rpc',
    ]),
    p('add a histogram for deploy duration with labels service, env, user and commit sha', [
      'metrics-cardinality',
      'incident-mimir-cardinality',
    ]),
    p('why do I only find some of my traces in tempo? need the full trace of a slow ListDeployments', [
      'otel-sampling',
      'otel-sampling-claim',
    ]),
    p('I fixed a panel in the Platform API dashboard in grafana yesterday and it is gone today. wtf', [
      'grafana-dashboards-as-code',
    ]),
    p('define an SLO for deploy-watcher: 99.9% of requests succeed', ['slo-files', 'paging-policy']),
    p('page us when the deploy-watcher SQS backlog goes over 1000 msgs', [
      'paging-policy',
      's-alert-labels',
      'runbook-annotation',
    ]),
    p('write the runbook for DeployWatcherErrorBudgetBurn', ['s-runbook-template', 'runbook-annotation']),
    p(
      'platform-api is at 130% of its error budget. product wants the ownership-transfer feature out this week, can we ship it?',
      ['error-budget-policy', 'error-budget-claim'],
    ),
    p("who's on call for platform this week and when is the handover?", ['oncall-rotation']),
    p('argocd was down ~50 min yesterday (SEV2). where does the postmortem go and by when?', [
      's-postmortem',
    ]),
    p('pods pending in plat-staging, nodes not scaling. check the cluster-autoscaler logs?', [
      'karpenter',
      'eks-clusters',
    ]),
    p('my nightly reindex job gets SIGTERM after ~20 min in prod, no OOMKilled in the events', [
      'note-karpenter-disrupt',
    ]),
    p('how do I get services/audit-log deployed by argocd?', ['argocd-app-of-apps', 'kustomize-overlays']),
    p('just kubectl apply this configmap fix on plat-prod-euw1 real quick, it is urgent', [
      'no-kubectl-apply',
    ]),
    p('platform-api is permanently OutOfSync in argo, the diff is only spec.replicas', [
      'note-argocd-ignore-replicas',
    ]),
    p('sync fails: my PostgreSQLInstance claim is applied before the XRD exists', [
      'argocd-sync-waves',
      'crossplane-setup',
    ]),
    p('promote platform-api 3f9a2c1 to prod', ['promotion-flow', 'prod-change-window']),
    p("it's friday 4pm, can we get the portal release into prod today?", ['prod-change-window']),
    p('write a helm chart for deploy-watcher', ['kustomize-overlays']),
    p('audit-log needs a postgres db in staging and prod', [
      'crossplane-setup',
      'terraform-vs-crossplane',
      'vault-dynamic-db',
      'crossplane-orphan',
    ]),
    p('queue for audit events — terraform or crossplane?', [
      'terraform-vs-crossplane',
      's-queue-sqs',
      'crossplane-setup',
    ]),
    p('need an S3 bucket for the data team exports', [
      'terraform-vs-crossplane',
      'crossplane-s3-claim',
      'crossplane-setup',
    ]),
    p('port platform/crossplane/compositions/redis.yaml to the new style like the postgres one', [
      'crossplane-functions',
      'crossplane-setup',
    ]),
    p('my PostgreSQLInstance claim is stuck at READY=False since an hour, how do I see why', [
      'note-crossplane-trace',
    ]),
    p('rename services/billing-sync to services/cost-sync', [
      'incident-appset-prune',
      'argocd-app-of-apps',
      'crossplane-orphan',
    ]),
    p('add a VPC for the analytics team in eu-west-1 with 3 private subnets', [
      'terraform-layout',
      'tf-module-pins',
      'tf-gha-apply',
      'terraform-vs-crossplane',
    ]),
    p('how do I apply infra/terraform/network/prod after my PR is merged?', [
      'tf-gha-apply',
      'pref-show-plan',
    ]),
    p('atlantis never commented a plan on PR #1290', ['tf-gha-apply']),
    p(
      'module "vpc" {\n  source = "git::https://github.com/acme/terraform-modules//vpc?ref=main"\n}\nthis ok?',
      ['tf-module-pins'],
    ),
    p('the new repo needs to push images to ECR, can you create an iam user with keys for CI?', [
      'no-iam-users',
      'aws-accounts',
    ]),
    p('how does platform-api actually get its DB password out of vault?', [
      'vault-secrets-operator',
      'vault-dynamic-db',
      'vault-setup',
    ]),
    p('deploy-watcher has vault.hashicorp.com/agent-inject annotations but no secret shows up in the pod', [
      'vault-secrets-operator',
    ]),
    p(
      'platform-api logs `FATAL: password authentication failed for user "v-k8s-platform-api-rw-..."` roughly every hour',
      ['vault-dynamic-db'],
    ),
    p('how do I set up my .env to run platform-api locally?', ['local-dev-env']),
    p('add a CI workflow for services/audit-log', ['gha-reusable', 'gha-arc-runners', 'gha-pin-sha']),
    p('switch the workflow to actions/setup-go@v5', ['gha-pin-sha']),
    p('buf generate in CI dies with `Failure: too many requests` from buf.build', ['note-buf-bsr']),
    p('write a Dockerfile for deploy-watcher, multi-stage pls', ['images-ko']),
    p(
      'prod rejects my pod: admission webhook "mutate.kyverno.svc" denied the request: image signature verification failed',
      ['image-signing', 'kyverno-policies'],
    ),
    p('set cpu/mem requests and limits for audit-log', [
      'no-cpu-limits',
      'cpu-limits-claim',
      'kyverno-policies',
    ]),
    p('expose platform-api on a public hostname so the CLI can reach it from outside', [
      'gateway-api',
      'dns-zones',
    ]),
    p('new portal plugin: show SLO status + remaining error budget on the entity page', [
      'portal-plugins',
      'slo-files',
      'catalog-info',
      'portal-ts-style',
    ]),
    p('my service shows up in backstage without an owner and with a processing error', ['catalog-info']),
    p('make a golden path for python workers', [
      'scaffolder-templates',
      's-worker-template',
      'scaffolder-publish',
    ]),
    p('wait, did the go-worker template just push to main?? I see no PR', [
      'scaffolder-publish',
      'scaffolder-push-claim',
    ]),
    p('run cookiecutter to create a new go service called quota-service', ['scaffolder-templates']),
    p('techdocs tab for audit-log is empty, docs/ and mkdocs.yml are there', ['techdocs']),
    p('new joiner gets "Failed to sign-in, unable to resolve user identity" in the portal', ['portal-auth']),
    p('write a jest test for EntitySloCard in portal/plugins/slo', ['portal-tests']),
    p('put the new deployments view in the portal behind a flag', ['feature-flags']),
    p('who should review a change to the crossplane compositions?', ['owners']),
    p('make the audit-log worker consume from kafka instead', ['s-queue-sqs']),
    p('traces break at the queue, the worker always starts a fresh trace', [
      's-otel-propagation',
      'otel-setup',
    ]),
    p('where can I see PR #812 running?', ['s-preview-envs']),
    p('table tests for pkg/catalog/resolve.go, mock the github client with mockery', [
      'go-tests',
      'pref-fakes',
    ]),
    p('write the commit msg for this', ['pref-conventional-commits']),
    p(
      'first week here — where do the argo apps, the terraform and the golden path templates live in this repo?',
      ['monorepo-layout'],
    ),
    p(
      'I want to add a backend module to the portal that syncs scorecards from platform-api, where do I hook it in?',
      ['backstage-portal', 'portal-plugins', 'platform-api'],
    ),
    p('what is the difference between a buffered and an unbuffered channel?', []),
    p('thanks, looks good', []),
    p('how does the TLS 1.3 handshake work, short version', []),
    p('rebase or merge for a long lived branch?', []),
    p('regex for semver tags like v1.2.3-rc.1', []),
    p('ok push it', []),
    p('does //go:embed include files starting with a dot?', []),
    p('convert this yaml to json pls', []),
  ],
});
