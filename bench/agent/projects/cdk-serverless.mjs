// TixLoop, a serverless event-ticketing backend: TypeScript AWS CDK v2 (several stacks per stage, cdk-nag), Lambda on Node 20
// with esbuild + Powertools, HTTP API + Cognito, DynamoDB single table, EventBridge/SQS, Step Functions checkout, S3 +
// CloudFront signed URLs, Stripe, SES, LocalStack + Vitest, GitHub Actions OIDC into dev/staging/prod.
// Held-out scenario: written blind, labelled by hand without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'cdk-serverless',
  stack:
    'pnpm 9 workspace (Node 20): infra/ = AWS CDK v2 TypeScript app (aws-cdk-lib, one cdk Stage per env with TixData/TixAuth/TixApi/TixCheckout/TixTickets/TixNotify/TixObservability stacks + TixCert in us-east-1, cdk-nag AwsSolutionsChecks), Lambda nodejs20.x arm64 via NodejsFunction/esbuild, Powertools for AWS Lambda (TypeScript) v2 (logger, tracer, metrics, idempotency, parameters, batch) with middy, API Gateway HTTP API + Cognito JWT authorizer, DynamoDB single table tix-main (GSI1/GSI2, streams), EventBridge custom bus + SQS with DLQs, Step Functions Standard checkout, S3 + CloudFront (OAC, signed URLs) for ticket PDFs, KMS-signed QR JWTs, Stripe (Connect Express), SES v2 + React Email, zod contracts, Vitest + LocalStack Pro, GitHub Actions with OIDC into dev/staging/prod accounts (eu-west-1)',
  memories: [
    // --- what changed over time -------------------------------------------------------------------------------
    m(
      'test-jest',
      'fact',
      'Tests: Jest 29 + ts-jest, one jest.config.js at the root with projects for infra and packages/*. AWS SDK calls are mocked with aws-sdk-client-mock. `pnpm test` runs everything incl. the CDK tests. Slow because ts-jest type-checks each file, but it works.',
      {
        fact: 'tixloop-backend | test_runner | Jest 29 + ts-jest',
        age: 610,
        files: ['jest.config.js'],
        tags: ['jest', 'testing'],
      },
    ),
    m(
      'test-vitest',
      'convention',
      'Test runner is Vitest (vitest.workspace.ts with three projects: unit, int, infra). Unit tests sit next to the code as *.test.ts and mock the SDK with aws-sdk-client-mock + the aws-sdk-client-mock-vitest matchers; integration tests are *.int.test.ts and talk to LocalStack (`pnpm test:int`, start `docker compose up localstack` first); CDK assertion tests live in infra/test. Use vi.fn / vi.mock / vi.useFakeTimers — there is no jest global anywhere anymore.',
      {
        fact: 'tixloop-backend | test_runner | Vitest',
        supersedes: 'test-jest',
        age: 290,
        reaffirm: 20,
        files: ['vitest.workspace.ts', 'docker-compose.yml'],
        tags: ['vitest', 'testing', 'localstack'],
        reason:
          'ts-jest needed 6+ minutes in CI and the ESM build of Powertools kept breaking the jest transform',
      },
    ),
    m(
      'api-rest-v1',
      'fact',
      'Public API = API Gateway REST API (v1) "tix-api" in infra/lib/api-stack.ts: RestApi + LambdaIntegration per method, CognitoUserPoolsAuthorizer, request validators with JSON schema models, usage plans + API keys for resellers.',
      {
        fact: 'tix-api | api_type | API Gateway REST API v1',
        age: 590,
        files: ['infra/lib/api-stack.ts'],
        tags: ['api-gateway', 'rest-api', 'cognito'],
      },
    ),
    m(
      'api-http-v2',
      'decision',
      'The public API is an API Gateway HTTP API (aws-cdk-lib/aws-apigatewayv2 + aws-apigatewayv2-authorizers). HttpJwtAuthorizer against the Cognito pool (issuer https://cognito-idp.eu-west-1.amazonaws.com/<poolId>, audience = the web and mobile app client ids). Payload format 2.0 everywhere, so handlers are typed APIGatewayProxyEventV2WithJWTAuthorizer. HTTP APIs have no request validators/models — validation is zod inside the handler. Every route is one entry in infra/lib/api/routes.ts (method, path, handler, auth). The REST API was deleted at the March cutover, there is no v1 code path left.',
      {
        fact: 'tix-api | api_type | API Gateway HTTP API (v2)',
        supersedes: 'api-rest-v1',
        age: 400,
        reaffirm: 30,
        canonical: true,
        files: ['infra/lib/api/api-stack.ts', 'infra/lib/api/routes.ts'],
        tags: ['api-gateway', 'http-api', 'cognito', 'jwt'],
        reason:
          'about 70% cheaper at on-sale peaks, lower latency, and the JWT authorizer replaced custom glue',
      },
    ),
    m(
      'ci-iam-user-keys',
      'fact',
      'GitHub Actions deploys as IAM user gh-deployer (one per account); AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY are repo secrets fed into aws-actions/configure-aws-credentials. Siobhán rotates them by hand every 90 days.',
      {
        age: 560,
        files: ['.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'iam'],
      },
    ),
    m(
      'deploy-oidc',
      'decision',
      'No long-lived AWS keys in CI. Each account (dev 210987654321, staging 324354657687, prod 435465768798) has the GitHub OIDC provider and a GitHubDeployRole trusting repo:tixloop/tixloop-backend with sub conditions — dev: refs/heads/main and pull_request, staging: environment:staging, prod: environment:production only. Workflows need `permissions: id-token: write` and configure-aws-credentials with role-to-assume; the role can do nothing except assume the cdk-tixcdk-* bootstrap roles. The gh-deployer users are deleted — AWS keys showing up in a workflow or environment secret is a bug, not a fix.',
      {
        fact: 'tixloop-backend | ci_aws_auth | GitHub OIDC role per account',
        supersedes: 'ci-iam-user-keys',
        age: 330,
        reaffirm: 15,
        canonical: true,
        files: ['.github/workflows/deploy.yml', 'infra/lib/bootstrap/github-oidc-stack.ts'],
        tags: ['ci', 'github-actions', 'oidc', 'iam', 'security'],
        reason: 'audit finding + a near-miss where a deploy key was pasted in a public gist',
      },
    ),
    m(
      'logging-console',
      'convention',
      'Logging: call log() from packages/core/src/log.ts — it JSON.stringifies { level, msg, ...ctx } into console.log. Pass context.awsRequestId yourself as requestId.',
      {
        age: 520,
        files: ['packages/core/src/log.ts'],
        tags: ['logging'],
      },
    ),
    m(
      'logging-powertools',
      'convention',
      'Logs, traces and metrics go through Powertools for AWS Lambda v2: the shared logger/tracer/metrics instances in packages/core/src/observability.ts, wired by our withTix() middy wrapper (injectLambdaContext, captureLambdaHandler, logMetrics). Structured context goes in the second argument — logger.info("seat hold created", { eventId, holdId }) — never string concatenation. POWERTOOLS_SERVICE_NAME is derived from the construct id by TixFunction, POWERTOOLS_LOG_LEVEL=DEBUG only on dev. packages/core/src/log.ts was deleted.',
      {
        supersedes: 'logging-console',
        age: 350,
        reaffirm: 40,
        files: ['packages/core/src/observability.ts', 'packages/core/src/http/with-tix.ts'],
        tags: ['logging', 'powertools', 'tracing', 'middy'],
      },
    ),
    m(
      'checkout-lambda-chain',
      'fact',
      'Checkout: POST /orders → create-order lambda holds the seats and creates the Stripe PaymentIntent; when the webhook says paid, it invokes issue-tickets asynchronously (InvocationType Event). A cron lambda releases stale holds every 5 min.',
      {
        age: 480,
        files: ['packages/functions/src/orders/create-order.ts'],
        tags: ['checkout', 'lambda', 'stripe'],
      },
    ),
    m(
      'checkout-sfn',
      'decision',
      'Checkout is a Step Functions STANDARD workflow (infra/lib/checkout/checkout-state-machine.ts): ReserveSeats → CreatePaymentIntent → AwaitPayment (.waitForTaskToken, timeout = hold time) → IssueTickets → PublishConfirmation (email is async, via the bus). Everything after ReserveSeats has a Catch into ReleaseSeats + CancelPaymentIntent. The Stripe webhook resumes the execution with SendTaskSuccess/SendTaskFailure using the task token stored on the ORDER item. Execution name = orderId, so a double submit dies with ExecutionAlreadyExists instead of charging twice. Lambdas never invoke other lambdas directly.',
      {
        supersedes: 'checkout-lambda-chain',
        age: 260,
        reaffirm: 25,
        canonical: true,
        files: ['infra/lib/checkout/checkout-state-machine.ts', 'packages/functions/src/checkout/'],
        tags: ['checkout', 'step-functions', 'stripe', 'saga'],
        reason:
          'the lambda chain silently lost paid orders when issue-tickets failed; no compensation, no visibility',
      },
    ),
    m(
      'tickets-s3-presigned',
      'fact',
      'Ticket PDFs live at s3://tix-tickets-<stage>/orders/<orderId>/<ticketId>.pdf; GET /tickets/{id}/pdf answers with an S3 presigned GET URL (getSignedUrl from @aws-sdk/s3-request-presigner, 15 minutes).',
      {
        age: 460,
        files: ['packages/functions/src/tickets/get-ticket-pdf.ts'],
        tags: ['tickets', 's3', 'presigned-url'],
      },
    ),
    m(
      'tickets-cloudfront-signed',
      'decision',
      'Ticket downloads go through CloudFront (tickets.tixloop.app), never S3 presigned URLs. The bucket is private behind OAC; behaviour /t/* requires the trusted key group tickets-signers-<stage>. The handler signs with getSignedUrl from @aws-sdk/cloudfront-signer, 10 min expiry; keyPairId comes from stage config, the private key PEM from Secrets Manager tix/<stage>/cloudfront-signing-key. Emails never contain a signed URL — they link to the app, which asks the API for a fresh one. Rotation: add the new public key to the group, deploy, switch the secret, drop the old key a day later.',
      {
        supersedes: 'tickets-s3-presigned',
        age: 230,
        reaffirm: 30,
        files: [
          'infra/lib/tickets/tickets-stack.ts',
          'packages/functions/src/tickets/get-ticket-pdf.handler.ts',
        ],
        tags: ['tickets', 'cloudfront', 'signed-url', 's3'],
        reason:
          'presigned links exposed bucket + region, could not be cached or geo-restricted, and got forwarded around',
      },
    ),
    m(
      'email-sendgrid',
      'fact',
      'Transactional emails via SendGrid dynamic templates (ids d-… managed in the SendGrid UI); API key in SSM /tix/sendgrid-key.',
      {
        age: 540,
        tags: ['email', 'sendgrid'],
      },
    ),
    m(
      'email-ses',
      'decision',
      'Transactional mail is SES v2 (SESv2Client SendEmailCommand) from no-reply@mail.tixloop.app — Easy DKIM, custom MAIL FROM bounce.mail.tixloop.app. Templates are React Email components in packages/emails, rendered to HTML in the notifications consumer (no SES stored templates). Every send passes ConfigurationSetName tix-<stage> so bounces/complaints go to SNS → suppression handler. The SendGrid account is closed, there are no d-… templates anymore.',
      {
        supersedes: 'email-sendgrid',
        age: 320,
        files: [
          'infra/lib/notify/notify-stack.ts',
          'packages/emails/src/',
          'packages/functions/src/notify/send-email.handler.ts',
        ],
        tags: ['email', 'ses', 'react-email'],
        reason: 'cost, and keeping customer data inside our own AWS accounts',
      },
    ),
    m(
      'idempotency-custom',
      'convention',
      'Idempotent handlers write IDEMPOTENCY#<key> into tix-main with a conditional put (attribute_not_exists(PK)) before doing the work and delete it if the work fails.',
      {
        age: 420,
        tags: ['idempotency', 'dynamodb'],
      },
    ),
    m(
      'idempotency-powertools',
      'convention',
      'Idempotency = @aws-lambda-powertools/idempotency with DynamoDBPersistenceLayer on its own table tix-idempotency-<stage> (key id, ttl attribute expiration, expiresAfterSeconds 3600). HTTP handlers use eventKeyJmesPath \'headers."idempotency-key"\' — POST /orders rejects requests without an Idempotency-Key header. Queue/bus consumers wrap the per-record function with makeIdempotent keyed on the event id, not the whole batch. No hand-rolled conditional-put locks.',
      {
        supersedes: 'idempotency-custom',
        age: 240,
        files: ['packages/core/src/idempotency.ts', 'infra/lib/data/data-stack.ts'],
        tags: ['idempotency', 'powertools', 'dynamodb'],
      },
    ),
    m(
      'runtime-node18-x86',
      'fact',
      'Every function: Runtime.NODEJS_18_X, x86_64, 512 MB, 10 s timeout unless stated otherwise.',
      {
        fact: 'tixloop | lambda_runtime | nodejs18.x x86_64',
        age: 440,
        tags: ['lambda', 'runtime'],
      },
    ),
    m(
      'runtime-node20-arm',
      'convention',
      'Function defaults live in TixFunction (infra/lib/constructs/tix-function.ts), a NodejsFunction wrapper: NODEJS_20_X, ARM_64, 1024 MB, 10 s for API handlers / 60 s for queue consumers, tracing ACTIVE, its own LogGroup with stage retention, standard alarms. Exception: ticket-renderer stays X86_64 because @resvg/resvg-js is bundled via nodeModules with the linux-x64 binary. New functions use TixFunction, not a bare NodejsFunction.',
      {
        fact: 'tixloop | lambda_runtime | nodejs20.x arm64',
        supersedes: 'runtime-node18-x86',
        age: 210,
        reaffirm: 35,
        files: ['infra/lib/constructs/tix-function.ts'],
        tags: ['lambda', 'runtime', 'graviton', 'cdk'],
        reason: 'Graviton is ~20% cheaper and Node 18 hit end of support',
      },
    ),
    m(
      'serverless-framework-legacy',
      'note',
      'legacy/promo-codes is still the old Serverless Framework v3 service (serverless.yml, node16) that validates promo codes. Nobody touched it since 2022; deploy with `npx sls deploy -s prod` from a laptop with admin creds.',
      {
        age: 700,
        files: ['legacy/promo-codes/serverless.yml'],
        tags: ['serverless-framework', 'promo-codes', 'legacy'],
      },
    ),
    m(
      'promo-codes',
      'fact',
      'Promo codes live in the main app now: PROMO#<CODE> / META items in tix-main (discount, currency, maxUses, usedCount, validUntil), checked and counted inside the ReserveSeats step (packages/core/src/checkout/promo.ts). legacy/promo-codes and its Serverless Framework stack were deleted in TIX-880.',
      {
        supersedes: 'serverless-framework-legacy',
        age: 180,
        files: ['packages/core/src/checkout/promo.ts'],
        tags: ['promo-codes', 'checkout', 'dynamodb'],
      },
    ),

    // --- contested, nobody settled these ----------------------------------------------------------------------
    m(
      'seat-hold-10',
      'constraint',
      'Seat hold = 10 minutes from ReserveSeats. HOLD_SECONDS in packages/core/src/checkout/constants.ts drives the hold expiresAt, the AwaitPayment timeout and the PaymentIntent cancel. Daniela signed off on 10 because 3DS/OTP challenges on Indian cards regularly take several minutes.',
      {
        age: 250,
        files: ['packages/core/src/checkout/constants.ts'],
        tags: ['checkout', 'seat-hold', 'payments'],
      },
    ),
    m(
      'seat-hold-7',
      'decision',
      'holds are 7 min now, all events. during the Tarkan drop half the arena sat in holds nobody paid for, 10 min is too generous for bots. checkout countdown in the apps already shows 7:00',
      {
        age: 60,
        disputes: 'seat-hold-10',
        files: ['packages/core/src/checkout/constants.ts'],
        tags: ['checkout', 'seat-hold', 'on-sale'],
      },
    ),
    m(
      'sqs-max-receive-5',
      'convention',
      'SQS consumers: maxReceiveCount 5 before a message moves to the DLQ, DLQ retention 14 days.',
      {
        age: 300,
        files: ['infra/lib/constructs/tix-queue.ts'],
        tags: ['sqs', 'dlq', 'retries'],
      },
    ),
    m(
      'sqs-max-receive-3',
      'decision',
      'Redrive after 3 receives, not 5. With 6 min visibility, 5 attempts meant half an hour before the DLQ alarm fired while customers waited for tickets that were never coming. 3 + the alarm is enough, retries for flaky Stripe calls happen inside the handler anyway.',
      {
        age: 90,
        disputes: 'sqs-max-receive-5',
        files: ['infra/lib/constructs/tix-queue.ts'],
        tags: ['sqs', 'dlq', 'retries', 'alarms'],
      },
    ),
    m(
      'nag-suppress-inline',
      'convention',
      'Accepted cdk-nag findings are suppressed right on the construct: NagSuppressions.addResourceSuppressions(construct, [{ id: "AwsSolutions-…", reason: "…" }]). Reason must be a real sentence; applyToChildren only when there is no other way.',
      {
        age: 280,
        tags: ['cdk-nag', 'cdk', 'security'],
      },
    ),
    m(
      'nag-suppress-central',
      'decision',
      'All cdk-nag suppressions go into infra/lib/nag/suppressions.ts — one function per stack using addResourceSuppressionsByPath — so Siobhán can review every accepted risk in one file for the SOC 2 evidence. Inline suppressions in construct code get bounced in review.',
      {
        age: 70,
        disputes: 'nag-suppress-inline',
        files: ['infra/lib/nag/suppressions.ts'],
        tags: ['cdk-nag', 'cdk', 'security', 'soc2'],
      },
    ),
    m(
      'refund-48h',
      'constraint',
      'Self-service refunds (POST /orders/{id}/refund) are allowed until 48h before doors open; after that only the organizer can refund via the admin API. The handler answers 409 REFUND_WINDOW_CLOSED.',
      {
        age: 270,
        files: ['packages/functions/src/orders/refund-order.handler.ts'],
        tags: ['refunds', 'orders', 'policy'],
      },
    ),
    m(
      'refund-7d',
      'decision',
      "From the autumn season on, customers can self-refund only until 7 days before the event — organizers complained that late refunds left seats they couldn't resell. Arjun is supposed to change the constant when legal updates the policy page.",
      {
        age: 45,
        disputes: 'refund-48h',
        files: ['packages/functions/src/orders/refund-order.handler.ts'],
        tags: ['refunds', 'orders', 'policy'],
      },
    ),
    m(
      'ddb-on-demand',
      'constraint',
      'tix-main stays PAY_PER_REQUEST in every stage. On-sales go from zero to thousands of writes/s within seconds; provisioned autoscaling reacts in minutes and we throttled hard during the 2023 on-sale. Do not switch billing mode.',
      {
        age: 310,
        files: ['infra/lib/data/data-stack.ts'],
        tags: ['dynamodb', 'capacity', 'cost'],
      },
    ),
    m(
      'ddb-provisioned-prod',
      'decision',
      'prod tix-main goes to PROVISIONED with autoscaling (min 200 WCU / 400 RCU, target 70%) plus scheduled scaling actions 30 min before announced on-sales. Arjun ran the numbers, on-demand was ~4x the cost for our steady traffic. dev/staging stay on-demand.',
      {
        age: 50,
        disputes: 'ddb-on-demand',
        files: ['infra/lib/data/data-stack.ts'],
        tags: ['dynamodb', 'capacity', 'cost'],
      },
    ),

    // --- repo, CDK app --------------------------------------------------------------------------------------
    m(
      'repo-layout',
      'fact',
      'pnpm 9 workspace, Node 20 (.nvmrc): infra/ (CDK app, entry infra/bin/tixloop.ts), packages/functions (handlers, src/<context>/<verb-noun>.handler.ts), packages/core (domain logic, repos, http helpers, observability), packages/contracts (zod schemas for API + events, generates openapi.yaml), packages/emails (React Email). Imports via @tixloop/* path aliases. Lint/format is Biome.',
      {
        fact: 'tixloop-backend | package_manager | pnpm 9 workspaces',
        age: 640,
        reaffirm: 30,
        canonical: true,
        files: ['pnpm-workspace.yaml', 'infra/bin/tixloop.ts', 'tsconfig.base.json'],
        tags: ['monorepo', 'pnpm', 'architecture'],
      },
    ),
    m(
      'stacks-layout',
      'fact',
      'One cdk Stage per environment (infra/lib/tixloop-stage.ts) with stacks TixData (tix-main, idempotency table, buckets), TixAuth (Cognito), TixApi (HTTP API + routes), TixCheckout (state machine + lambdas), TixTickets (renderer, CloudFront, signing), TixNotify (SES, email queue), TixObservability (dashboards, alarms) — plus TixCert in us-east-1 for the CloudFront certificates. Stage chosen with -c stage=dev|staging|prod; settings per stage in infra/config/<stage>.ts.',
      {
        age: 500,
        reaffirm: 20,
        files: ['infra/lib/tixloop-stage.ts', 'infra/config/'],
        tags: ['cdk', 'stacks', 'architecture'],
      },
    ),
    m(
      'cross-stack-ssm',
      'constraint',
      'No CfnOutput exports / Fn::ImportValue between our own stacks (no passing constructs across stacks either, that creates exports too). The producer writes an SSM parameter /tix/<stage>/<stack>/<name>, the consumer reads it with ssm.StringParameter.valueForStringParameter. Twice we were stuck with "Export … cannot be updated as it is in use by …" and needed a three-step deploy. Only exception: the us-east-1 cert (crossRegionReferences).',
      {
        age: 380,
        files: ['infra/lib/shared/params.ts'],
        tags: ['cdk', 'cloudformation', 'ssm', 'stacks'],
      },
    ),
    m(
      'cdk-nag-on',
      'constraint',
      'cdk-nag AwsSolutionsChecks is applied to the whole app in infra/bin/tixloop.ts (Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }))). `pnpm cdk synth` fails on any unsuppressed error, so every PR adding resources must be nag-clean. Removing or commenting the aspect to "get synth green" is not an option.',
      {
        age: 470,
        reaffirm: 25,
        files: ['infra/bin/tixloop.ts'],
        tags: ['cdk-nag', 'cdk', 'security'],
      },
    ),
    m(
      'cdk-bootstrap',
      'fact',
      'All accounts are bootstrapped with a custom qualifier: `cdk bootstrap --qualifier tixcdk --cloudformation-execution-policies …`. cdk.json sets "@aws-cdk/core:bootstrapQualifier": "tixcdk". If you see "/cdk-bootstrap/hnb659fds/version not found", something ran without the repo cdk.json (wrong cwd, or a scratch app) — do NOT re-bootstrap with the default qualifier.',
      {
        age: 430,
        files: ['cdk.json'],
        tags: ['cdk', 'bootstrap'],
      },
    ),
    m(
      'cdk-versions',
      'constraint',
      'aws-cdk-lib and the aws-cdk CLI are pinned to the same exact version (no ^/~) in infra/package.json and moved together by the Renovate "cdk" group. No *-alpha construct libraries in infra code; @aws-cdk/integ-tests-alpha is allowed in tests only.',
      {
        age: 300,
        files: ['infra/package.json', 'renovate.json'],
        tags: ['cdk', 'dependencies'],
      },
    ),
    m(
      'cdk-tests-assertions',
      'convention',
      'Infra tests: Template.fromStack + hasResourceProperties / resourceCountIs / Match.objectLike, plus one test per stack that applies AwsSolutionsChecks and asserts no error Annotations. No whole-template toMatchSnapshot — asset hashes changed it on every PR and nobody read the diffs.',
      {
        age: 280,
        files: ['infra/test/'],
        tags: ['cdk', 'testing', 'assertions'],
      },
    ),
    m(
      'esbuild-bundling',
      'convention',
      "Bundling is configured once in TixFunction: format ESM, target node20, minify, sourceMap with NODE_OPTIONS=--enable-source-maps, externalModules ['@aws-sdk/*'] (use the SDK v3 in the runtime), a createRequire banner for the few CJS deps. nodeModules only for packages with native binaries. No Lambda layers, Powertools is bundled.",
      {
        age: 330,
        files: ['infra/lib/constructs/tix-function.ts'],
        tags: ['esbuild', 'bundling', 'lambda'],
      },
    ),
    m(
      'no-vpc',
      'decision',
      'Lambdas run outside any VPC. There is no RDS/ElastiCache; everything is IAM-authenticated AWS APIs plus Stripe over the internet, and NAT gateways in 3 accounts x 3 AZs cost ~€300/month for nothing. If something truly needs a VPC, talk to Siobhán before adding one.',
      {
        age: 410,
        tags: ['lambda', 'vpc', 'networking', 'cost'],
      },
    ),

    // --- DynamoDB -------------------------------------------------------------------------------------------
    m(
      'ddb-single-table',
      'fact',
      'tix-main is a single table with string PK/SK. Entities: EVENT#<eventId> / META, EVENT#<eventId> / SEAT#<section>#<row>#<seat>, ORDER#<orderId> / META, ORDER#<orderId> / TICKET#<ticketId>, USER#<sub> / PROFILE. GSI1 (GSI1PK = USER#<sub>, GSI1SK = ORDER#<createdAt>) serves "my orders"; GSI2 (GSI2PK = CITY#<city>#<yyyy-mm>, GSI2SK = <startsAt>#<eventId>) serves the event listing. Every item carries entityType. Access patterns are listed in packages/core/src/db/ACCESS_PATTERNS.md — a new pattern means updating that file in the same PR.',
      {
        fact: 'tixloop | primary_table | tix-main (single table, GSI1/GSI2)',
        age: 520,
        reaffirm: 20,
        canonical: true,
        files: [
          'packages/core/src/db/keys.ts',
          'packages/core/src/db/ACCESS_PATTERNS.md',
          'infra/lib/data/data-stack.ts',
        ],
        tags: ['dynamodb', 'single-table', 'gsi', 'data-model'],
      },
    ),
    m(
      'ddb-repositories',
      'convention',
      'Handlers never touch DynamoDBDocumentClient directly — they call the repos in packages/core/src/db/repos (eventsRepo, seatsRepo, ordersRepo, ticketsRepo). Repos own key building (keys.ts), condition expressions and TransactWriteItems. Unit tests of handlers mock the repo, not the SDK.',
      {
        age: 400,
        files: ['packages/core/src/db/repos/'],
        tags: ['dynamodb', 'repositories', 'architecture'],
      },
    ),
    m(
      'ddb-no-scan',
      'constraint',
      'No Scan on tix-main in any request path — not even for "small" admin lists, the table has millions of SEAT# items. If an access pattern is missing, add a GSI (mind the one-GSI-per-deploy rule). Organizer reporting uses the nightly export + Athena, not live queries.',
      {
        age: 440,
        reaffirm: 60,
        tags: ['dynamodb', 'performance', 'cost'],
      },
    ),
    m(
      'ddb-gsi-one-per-deploy',
      'note',
      'CloudFormation adds or removes only ONE GSI per table update ("Cannot perform more than one GSI creation or deletion in a single update"). Two new GSIs = two PRs / two deploys through all stages. Changing a GSI key schema is delete + create, so the index is missing in between: ship code that doesn\'t depend on it first.',
      {
        age: 190,
        files: ['infra/lib/data/data-stack.ts'],
        tags: ['dynamodb', 'gsi', 'cloudformation'],
      },
    ),
    m(
      'ddb-streams-router',
      'convention',
      'tix-main has a stream (NEW_AND_OLD_IMAGES). The stream-router lambda (packages/functions/src/streams/router.handler.ts) turns ORDER# and TICKET# state transitions into bus events (Order.Paid, Ticket.Issued, Order.Refunded, …). API handlers do not call PutEvents for entity state changes: write the item, the router publishes. Event source mapping filter criteria keep SEAT# churn out of the router.',
      {
        age: 300,
        files: ['packages/functions/src/streams/router.handler.ts', 'infra/lib/data/stream-router.ts'],
        tags: ['dynamodb', 'streams', 'eventbridge', 'outbox'],
      },
    ),
    m(
      'ddb-ttl-lag',
      'fact',
      "Seat holds carry the TTL attribute expiresAt (epoch seconds). DynamoDB TTL deletes lazily — it can take up to 48 h — so anything reading seats must treat a hold with expiresAt < now as free, and ReserveSeats' condition allows overwriting an expired hold.",
      {
        age: 270,
        files: ['packages/core/src/db/repos/seats-repo.ts'],
        tags: ['dynamodb', 'ttl', 'seat-hold'],
      },
    ),
    m(
      'max-tickets-per-order',
      'constraint',
      'Max 8 tickets per order (anti-scalping; also keeps ReserveSeats far below the 100-item TransactWriteItems limit). Organizers can lower it per event (maxPerOrder on EVENT META), never raise it above 8 — corporate/group bookings go through the organizer bulk-issue admin endpoint instead.',
      {
        age: 340,
        files: ['packages/contracts/src/api/orders.ts'],
        tags: ['orders', 'checkout', 'anti-scalping'],
      },
    ),

    // --- events & queues ------------------------------------------------------------------------------------
    m(
      'eventbridge-bus',
      'fact',
      'Custom bus tix-core-<stage>; sources tix.orders, tix.tickets, tix.events, tix.payments. Archive with 30-day retention for replays. Rules and targets are defined in the consuming stack, not in the stack that owns the bus.',
      {
        fact: 'tixloop | event_bus | tix-core-<stage>',
        age: 350,
        files: ['infra/lib/data/bus.ts'],
        tags: ['eventbridge', 'events'],
      },
    ),
    m(
      'event-envelope',
      'convention',
      'Bus event detail = { specVersion: 1, id (ULID), occurredAt (ISO UTC), data }. Each detail-type has a zod schema in packages/contracts/src/events/<source>.ts. detail-type is Entity.PastTense ("Order.Paid"). Breaking change = a new detail-type ("Order.Paid.v2") published side by side until all consumers moved.',
      {
        age: 290,
        files: ['packages/contracts/src/events/'],
        tags: ['eventbridge', 'events', 'contracts', 'zod'],
      },
    ),
    m(
      'sqs-dlq',
      'convention',
      'Every queue is a TixQueue: own DLQ, SSE-SQS, enforceSSL, visibility timeout derived from the consumer timeout. Consumers use Powertools BatchProcessor + processPartialResponse with reportBatchItemFailures, batchSize 10. DLQ ApproximateNumberOfMessagesVisible > 0 raises an alarm to #tix-alerts.',
      {
        age: 320,
        reaffirm: 40,
        files: ['infra/lib/constructs/tix-queue.ts', 'packages/core/src/batch.ts'],
        tags: ['sqs', 'dlq', 'powertools', 'alarms'],
      },
    ),

    // --- API, auth ------------------------------------------------------------------------------------------
    m(
      'cognito-pool',
      'fact',
      'Cognito: one user pool tix-users-<stage> (email sign-in), app clients web (PKCE, no secret) and mobile, groups organizer / staff / admin. Custom attribute custom:organizerId; a pre-token-generation trigger copies it into the access token. Hosted UI on auth.tixloop.app.',
      {
        age: 380,
        files: ['infra/lib/auth/auth-stack.ts'],
        tags: ['cognito', 'auth'],
      },
    ),
    m(
      'authz-groups',
      'convention',
      'The JWT authorizer only authenticates. Authorization happens in code: requireGroup(event, "organizer") and requireOrganizerOf(event, eventId) from packages/core/src/http/auth.ts, reading event.requestContext.authorizer.jwt.claims. Never trust an organizerId / userId sent in the body or query.',
      {
        age: 300,
        files: ['packages/core/src/http/auth.ts'],
        tags: ['auth', 'authorization', 'cognito', 'api'],
      },
    ),
    m(
      'api-errors',
      'convention',
      'Errors: throw the HttpError subclasses from packages/core/src/http/errors.ts (BadRequest, NotFound, Forbidden, Conflict…). withTix() turns them into application/problem+json (type, title, status, detail, instance = requestId). Anything unexpected becomes a bare 500 without internals.',
      {
        age: 270,
        files: ['packages/core/src/http/errors.ts'],
        tags: ['api', 'errors', 'problem-json'],
      },
    ),
    m(
      'validation-zod',
      'convention',
      'Bodies and query strings are validated with the zod schemas from @tixloop/contracts via parseBody(event, Schema) / parseQuery. The same schemas generate packages/contracts/openapi.yaml — never edit openapi.yaml by hand, run `pnpm contracts:gen`.',
      {
        age: 260,
        files: ['packages/contracts/src/api/', 'packages/core/src/http/parse.ts'],
        tags: ['api', 'validation', 'zod', 'openapi'],
      },
    ),
    m(
      'partner-api',
      'fact',
      'Reseller API under /partner/v1/* (BoletoMX, Biletinial…). HTTP APIs have no usage plans or API keys, so a Lambda REQUEST authorizer (partner-authorizer) checks the x-partner-key header against the SHA-256 hash on PARTNER#<id> items, result cache 300 s (a revoked/rotated key keeps working up to 5 min). Per-partner rate limits are a token bucket item in tix-main, limits per partner in PARTNER META.',
      {
        age: 230,
        files: ['packages/functions/src/partner/partner-authorizer.handler.ts'],
        tags: ['api', 'partners', 'authorizer', 'rate-limit'],
      },
    ),
    m(
      'waf-cloudfront-api',
      'fact',
      'WAFv2 cannot be associated with an HTTP API, so api.tixloop.app is a CloudFront distribution in front of the HTTP API carrying the web ACL (AWS managed common rules + Bot Control + rate rule 300 req / 5 min per IP on /orders). disableExecuteApiEndpoint is true so nobody can go around the WAF.',
      {
        age: 200,
        files: ['infra/lib/api/api-edge.ts'],
        tags: ['waf', 'cloudfront', 'api-gateway', 'security'],
      },
    ),

    // --- payments -------------------------------------------------------------------------------------------
    m(
      'money-minor-units',
      'convention',
      'Money is always integer minor units + ISO currency: { amount: 149900, currency: "INR" }. No floats, no toFixed, no conversion — an event is priced in its venue currency (EUR, TRY, MXN, INR). Format only at the edge (emails/PDF) with formatMoney() from packages/core/src/money.ts, which uses Intl.NumberFormat with the venue locale.',
      {
        age: 350,
        files: ['packages/core/src/money.ts'],
        tags: ['money', 'payments', 'currency'],
      },
    ),
    m(
      'stripe-webhook',
      'convention',
      'Stripe webhook = POST /webhooks/stripe (no JWT authorizer). Verify with stripe.webhooks.constructEvent on the RAW body: HTTP API hands it over base64 when isBase64Encoded, so decode it and do not JSON.parse before verifying or every signature fails. Signing secret comes from Secrets Manager tix/<stage>/stripe (field webhookSecret). Answer 200 fast; real work = SendTaskSuccess/Failure or a message on the payments queue.',
      {
        age: 240,
        reaffirm: 20,
        files: ['packages/functions/src/payments/stripe-webhook.handler.ts'],
        tags: ['stripe', 'webhooks', 'payments'],
      },
    ),
    m(
      'secrets-manager',
      'constraint',
      'Secrets (Stripe keys, webhook secret, CloudFront private key, partner credentials) live only in Secrets Manager under tix/<stage>/…, fetched with Powertools Parameters getSecret({ maxAge: 300 }) so warm invocations hit the cache. Never in Lambda environment variables, cdk.context.json, SSM String parameters or the repo. Each function gets grantRead on exactly the secret it needs.',
      {
        age: 420,
        reaffirm: 30,
        files: ['packages/core/src/secrets.ts'],
        tags: ['secrets', 'security', 'powertools'],
      },
    ),
    m(
      'platform-fee',
      'fact',
      "Organizers are Stripe Connect Express accounts; we charge application_fee_amount = 5% + a fixed per-ticket fee that depends on the currency (table in packages/core/src/payments/fees.ts). Payouts are entirely Stripe's job.",
      {
        age: 330,
        files: ['packages/core/src/payments/fees.ts'],
        tags: ['stripe', 'connect', 'fees', 'business'],
      },
    ),
    m(
      'stripe-test-mode',
      'convention',
      'Tests never call real Stripe. Unit: mock the client exported from packages/core/src/payments/stripe.ts. Int: the stripe-mock container (port 12111) from docker-compose. Manual checks on dev: Stripe test mode, 4242 4242 4242 4242, and 4000 0027 6000 3184 for 3DS.',
      {
        age: 230,
        files: ['packages/core/src/payments/stripe.ts', 'docker-compose.yml'],
        tags: ['stripe', 'testing'],
      },
    ),

    // --- tickets --------------------------------------------------------------------------------------------
    m(
      'tickets-qr-jwt',
      'fact',
      'Each ticket QR is a compact JWT (ES256, kid = key version) with ticketId, eventId, seat, version, validFrom. The signing key is an asymmetric KMS key (ECC_NIST_P256, alias/tix-ticket-signing-<stage>): the issuer lambda calls kms:Sign, the private key never leaves KMS. Scanners verify offline with the public keys.',
      {
        age: 310,
        files: ['packages/core/src/tickets/qr-token.ts'],
        tags: ['tickets', 'qr', 'kms', 'jwt'],
      },
    ),
    m(
      'ticket-renderer',
      'fact',
      'ticket-renderer consumes Ticket.Issued from its queue, renders the PDF with pdf-lib + resvg and writes s3://tix-tickets-<stage>/t/<orderId>/<ticketId>.pdf. To regenerate: replay the event from the archive or call POST /admin/tickets/{id}/render.',
      {
        age: 220,
        files: ['packages/functions/src/tickets/render-ticket.handler.ts'],
        tags: ['tickets', 'pdf', 's3'],
      },
    ),
    m(
      'cloudfront-oac',
      'constraint',
      'Buckets: BlockPublicAccess.BLOCK_ALL, enforceSSL, S3-managed encryption (KMS only on the exports bucket), server access logs to the logs bucket. CloudFront reaches S3 through Origin Access Control (S3BucketOrigin.withOriginAccessControl) — no OAI, no public-read ACLs, no website endpoint.',
      {
        age: 250,
        files: ['infra/lib/tickets/tickets-stack.ts'],
        tags: ['s3', 'cloudfront', 'security'],
      },
    ),

    // --- operations ------------------------------------------------------------------------------------------
    m(
      'reserved-concurrency',
      'constraint',
      'Prod account concurrency limit is 3000. The checkout functions have 300 reserved in total (TixCheckout). Do not put reservedConcurrentExecutions on any other function without asking Siobhán — it eats the unreserved pool the API needs during on-sales. To slow a consumer down use maxConcurrency on the SQS event source instead.',
      {
        age: 180,
        files: ['infra/lib/checkout/checkout-stack.ts'],
        tags: ['lambda', 'concurrency', 'on-sale'],
      },
    ),
    m(
      'no-pii-logs',
      'constraint',
      "No PII in logs, traces or metrics: no emails, names, phone numbers, card data, full JWTs or addresses. Log userSub, orderId, requestId. The logger has a redaction formatter for email/phone keys but do not lean on it — just don't pass customer objects. X-Ray annotations: ids only.",
      {
        age: 450,
        reaffirm: 20,
        canonical: true,
        files: ['packages/core/src/observability.ts'],
        tags: ['logging', 'pii', 'gdpr', 'security'],
      },
    ),
    m(
      'metrics-cardinality',
      'convention',
      'Powertools metrics: namespace "Tixloop", dimensions service + stage only. Never eventId/orderId/userId/partnerId as a dimension — each unique combination is a billed custom metric. Ids go into metrics.addMetadata, per-event sales numbers come from the export/Athena.',
      {
        age: 210,
        tags: ['metrics', 'powertools', 'cloudwatch', 'cost'],
      },
    ),
    m(
      'gha-workflows',
      'fact',
      'ci.yml on every PR: pnpm install --frozen-lockfile, biome check, tsc -b, vitest unit + infra, LocalStack int tests as a service container, `cdk synth -c stage=staging` (nag runs here), cdk diff against staging posted as a PR comment. deploy.yml: merge to main → dev; tag v* → staging; prod = same tag via workflow_dispatch in the "production" environment (required reviewer Siobhán or Arjun).',
      {
        age: 300,
        reaffirm: 10,
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['ci', 'github-actions', 'deploy'],
      },
    ),
    m(
      'sso-access',
      'fact',
      'Humans use IAM Identity Center (aws sso login --profile tix-dev|tix-staging|tix-prod). dev: PowerUser; staging: ReadOnly; prod: ReadOnly only, no deploy rights. Every prod change — hotfixes too — goes through a tag + deploy.yml. Hotfix: branch from the last tag, PR into main, tag vX.Y.Z+1, deploy staging then prod.',
      {
        age: 260,
        files: ['docs/aws-config.example'],
        tags: ['aws', 'sso', 'access', 'hotfix'],
      },
    ),

    // --- testing ---------------------------------------------------------------------------------------------
    m(
      'localstack',
      'fact',
      'Integration tests run against LocalStack Pro (docker-compose.yml service localstack, :4566) — Pro because we need Step Functions and Cognito emulation. Set LOCALSTACK_AUTH_TOKEN in your shell from 1Password (vault "tix-dev", personal token). Resources are created by test/int/setup/bootstrap.ts (tables, queues, bus, state machine from the ASL) — we do NOT cdklocal-deploy the whole app, too slow.',
      {
        fact: 'tixloop-backend | integration_test_env | LocalStack Pro',
        age: 260,
        reaffirm: 15,
        files: ['docker-compose.yml', 'test/int/setup/bootstrap.ts'],
        tags: ['localstack', 'testing', 'docker'],
      },
    ),
    m(
      'int-test-isolation',
      'convention',
      'Int tests: every file calls makeTestEnv() which creates its own table/queue names with a random suffix and deletes them in afterAll; no fixtures shared between files (vitest runs int files in parallel forks). Never sleep() for async effects — use the waitFor() polling helper with a timeout.',
      {
        age: 220,
        files: ['test/int/setup/make-test-env.ts'],
        tags: ['testing', 'localstack', 'vitest'],
      },
    ),
    m(
      'ses-sandbox',
      'fact',
      'SES: prod is out of the sandbox (50k/day, 14/s). dev and staging are still in the sandbox, so only verified identities receive mail ("MessageRejected: Email address is not verified"). Tests use success@simulator.amazonses.com / bounce@simulator.amazonses.com; to get real mails on staging, verify your own address in that account.',
      {
        age: 240,
        tags: ['ses', 'email', 'testing'],
      },
    ),

    // --- domain & misc ---------------------------------------------------------------------------------------
    m(
      'timezones',
      'convention',
      "Event times are stored as UTC ISO strings + the venue's IANA zone (venueTz: Europe/Istanbul, America/Mexico_City, Asia/Kolkata, Europe/Dublin…). Emails and PDFs format in venueTz — never the Lambda's UTC, never the buyer's zone. Helpers in packages/core/src/time.ts (date-fns-tz).",
      {
        age: 310,
        files: ['packages/core/src/time.ts'],
        tags: ['timezones', 'dates', 'events'],
      },
    ),
    m(
      'gdpr-deletion',
      'constraint',
      'Account deletion (DELETE /me) runs the user-erasure Step Functions workflow: Cognito user deleted immediately, USER# items deleted, orders and invoices anonymized (email/name → "deleted-<hash>") but kept 10 years for tax. Must complete within 30 days of the request. Never hard-delete ORDER# items.',
      {
        age: 200,
        files: ['infra/lib/auth/user-erasure.ts'],
        tags: ['gdpr', 'privacy', 'orders'],
      },
    ),
    m(
      'team',
      'fact',
      'Team: Siobhán Byrne (Dublin) tech lead, CDK/infra, prod approver; Arjun Rao (Pune) payments + checkout, prod approver; Priya Iyer (Bengaluru) testing, LocalStack, CI; Emre Aydın (İzmir) tickets, CloudFront, scanner integration; Daniela Ortega (Guadalajara) API, Cognito, partners and product liaison.',
      {
        age: 150,
        tags: ['team', 'contacts'],
      },
    ),
    m(
      'frontend-repo',
      'fact',
      'The customer web app is a separate repo (tixloop/tix-web, Next.js on Vercel), the organizer dashboard is tixloop/tix-organizer. Both consume @tixloop/contracts from GitHub Packages. UI bugs are not fixed in this repo.',
      {
        age: 280,
        tags: ['frontend', 'repos', 'contracts'],
      },
    ),
    m(
      'scanner-app',
      'fact',
      'Door scanner app = React Native, repo tixloop/tix-scanner (Emre). It pulls public keys from GET /scanner/keys and the revocation list from GET /scanner/revocations every 5 min and validates QR codes offline. Devices sign in as Cognito group staff.',
      {
        age: 190,
        files: ['packages/functions/src/scanner/'],
        tags: ['scanner', 'tickets', 'qr', 'mobile'],
      },
    ),
    m(
      'marketing-site',
      'note',
      "www.tixloop.app (marketing site) is WordPress on Lightsail with its own CloudFront distribution, run by the agency in Guadalajara (contact through Daniela). Not in CDK, not on our on-call. If www is down it's theirs.",
      {
        age: 160,
        tags: ['marketing', 'cloudfront', 'wordpress'],
      },
    ),
    m(
      'analytics-export',
      'fact',
      'Nightly DynamoDB export-to-S3 (PITR export, not a scan) into s3://tix-exports-<stage>; Glue table + Athena workgroup tix-reports. Organizer CSV reports are Athena queries run by the reports lambda — data up to 24 h old by design, organizers were told so.',
      {
        age: 210,
        files: ['infra/lib/data/exports.ts', 'packages/functions/src/reports/'],
        tags: ['dynamodb', 'athena', 'reports', 'analytics'],
      },
    ),
    m(
      'cdk-v1-migration',
      'note',
      'CDK v1 → v2 migration done (Oct 2022): every @aws-cdk/aws-* import replaced by aws-cdk-lib, constructs v10. Branches older than that will not merge, rebase by hand.',
      {
        age: 720,
        tags: ['cdk', 'migration', 'legacy'],
      },
    ),

    // --- look sensitive but are not --------------------------------------------------------------------------
    m(
      'cf-key-id',
      'fact',
      'CloudFront public key ids for the ticket signers (the Key-Pair-Id query param, public by nature): prod K2JCJMDEHXQW5F, staging K1R9VQ3ZP6TLAW, dev KQ7M2XW4B8ND3V. They belong in infra/config/<stage>.ts; only the matching private PEM is secret.',
      {
        age: 120,
        files: ['infra/config/prod.ts', 'infra/config/staging.ts'],
        tags: ['cloudfront', 'signed-url', 'config'],
      },
    ),
    m(
      'stripe-pk',
      'fact',
      "Publishable keys are meant to be public, the apps ship them. Test: pk_test_51NxTixLoopQ8rA2bC4dE6fG8hJ0kL2mN4pQ6rS8tU0vW2xY4zA6bC8dE0fG2hJ4k00AbCdEfGh; the live one is in tix-web's Vercel env. GET /config returns the right one per stage so the apps don't hardcode it.",
      {
        age: 110,
        files: ['packages/functions/src/config/get-config.handler.ts'],
        tags: ['stripe', 'config', 'frontend'],
      },
    ),
    m(
      'bus-arn',
      'note',
      "for the partner team's cross-account rule: staging bus is arn:aws:events:eu-west-1:324354657687:event-bus/tix-core-staging, resource policy lets account 556677889900 create rules on it, only for source tix.orders",
      {
        age: 95,
        files: ['infra/lib/data/bus.ts'],
        tags: ['eventbridge', 'cross-account', 'partners'],
      },
    ),

    // --- unreviewed agent proposals ------------------------------------------------------------------------
    m(
      'cand-admin-scan',
      'convention',
      'The organizer admin event list is loaded with a Scan + FilterExpression on organizerId; the table is small enough for that.',
      { candidate: true, age: 10, tags: ['dynamodb', 'admin'] },
    ),
    m(
      'cand-stripe-env',
      'fact',
      'The Stripe secret key reaches the checkout lambdas as environment variable STRIPE_SECRET_KEY set in checkout-stack.ts.',
      { candidate: true, age: 14, tags: ['stripe', 'config'] },
    ),
    m(
      'cand-express-checkout',
      'decision',
      'The checkout state machine should be an EXPRESS workflow to reduce Step Functions cost.',
      { candidate: true, age: 20, tags: ['step-functions', 'checkout', 'cost'] },
    ),
    m(
      'cand-ddb-local',
      'convention',
      'Integration tests use amazon/dynamodb-local on port 8000 instead of LocalStack.',
      { candidate: true, age: 7, tags: ['testing', 'dynamodb'] },
    ),
    m('cand-hold-15', 'fact', 'Seat holds last 15 minutes before they are released.', {
      candidate: true,
      age: 4,
      tags: ['checkout', 'seat-hold'],
    }),

    // --- secret-bearing (the write must be refused) ------------------------------------------------------------
    m(
      'secret-legacy-iam',
      'note',
      'the finance reports PC in the Dublin office still runs on the old IAM user tix-legacy-reports (read-only on tix-exports-prod, never moved to SSO): AKIAZ7TQXLM3R4KD9P2W / 9sKf2Lq+W7xNv3Bm8cRt5Yh0Pj6Ue1Za4Gd9Ki2O. ping Siobhán before rotating, their Excel macros break lol',
      { secret: '9sKf2Lq+W7xNv3Bm8cRt5Yh0Pj6Ue1Za4Gd9Ki2O', age: 380 },
    ),
    m(
      'secret-stripe-rk',
      'note',
      "reconciliation script only reads charges + refunds so I gave it a restricted key instead of the full secret one (rk_test_51NxTixQ3kR8mVb2LpZ7wY4cH9sD1fJ6gT0eA5uK3nX8qW2rE7tY1iO4pS9dF6gH00Rk8vB3nM), it's in my .envrc until Arjun moves the script to a lambda",
      {
        secret: 'rk_test_51NxTixQ3kR8mVb2LpZ7wY4cH9sD1fJ6gT0eA5uK3nX8qW2rE7tY1iO4pS9dF6gH00Rk8vB3nM',
        age: 200,
      },
    ),
    m(
      'secret-cognito-tr',
      'note',
      "Staging'de organizer akışını denemek için test kullanıcısı organizer.qa@tixloop.dev, şifresi Kapadokya!Balon77 — MFA kapalı, lütfen Slack'e falan yapıştırmayın.",
      { secret: 'Kapadokya!Balon77', age: 170 },
    ),
    m(
      'secret-cf-passphrase',
      'fact',
      'Offline backup of the prod ticket-signing private key (the one behind K2JCJMDEHXQW5F) is on the shared drive as tickets-signer-prod.enc.pem, encrypted with a passphrase Emre chose. When openssl rsa -in asks for it, type: umbrella-Galata-9034-tide',
      { secret: 'umbrella-Galata-9034-tide', age: 115 },
    ),
    m(
      'secret-whsec',
      'note',
      'dev webhook endpoint in the Stripe dashboard got recreated yesterday so the signing secret changed — new one whsec_4fQ9kLmT2xZr8VbN6cWy1HdP3sJ7gA0e. put it in tix/dev/stripe by hand until the sync script is fixed',
      { secret: 'whsec_4fQ9kLmT2xZr8VbN6cWy1HdP3sJ7gA0e', age: 80 },
    ),
    m(
      'secret-ses-smtp',
      'note',
      'yaar old box-office PHP app abhi bhi SES SMTP se mail bhejta hai (email-smtp.eu-west-1.amazonaws.com:587), username AKIAZ7TQXLM3SMTP4X8K hai aur password BHk3pXo9Qm2Lr7VtYw4Zc8Nf1Gd6Js0Ae5Ku3Oi9Ny2R hai — kisi ko forward mat karna please, rotate karna hai next sprint',
      { secret: 'BHk3pXo9Qm2Lr7VtYw4Zc8Nf1Gd6Js0Ae5Ku3Oi9Ny2R', age: 150 },
    ),
    m(
      'secret-grafana-two',
      'note',
      'The k6 load-test runner in the perf account pushes results to Grafana Cloud as the service account tix-perf-writer. Its token, in case the GitHub secret gets wiped again: glsa_Tq8mW2vR5xK9pL3nB7cY1zD4fH6jS0eA_3c9f1b7e',
      { secret: 'glsa_Tq8mW2vR5xK9pL3nB7cY1zD4fH6jS0eA_3c9f1b7e', age: 100 },
    ),
    m(
      'secret-localstack',
      'note',
      "my personal LocalStack token expired, meanwhile I'm using the CI one: LOCALSTACK_AUTH_TOKEN=ls-VeKo7731-SaRu-4402-MiDe-9950duLa8b1e — Priya says everyone gets their own next sprint",
      { secret: 'ls-VeKo7731-SaRu-4402-MiDe-9950duLa8b1e', age: 40 },
    ),
    m(
      'secret-partner-es',
      'note',
      'Para probar la integración con BoletoMX en staging, la llave de API que nos mandaron es bmx_live_9hT4kQ2wZx7Lm3Rv8Np5Bc1Yd6 — ojo, es de su producción, no la usen en las pruebas de carga.',
      { secret: 'bmx_live_9hT4kQ2wZx7Lm3Rv8Np5Bc1Yd6', age: 65 },
    ),
  ],
  sessions: [
    {
      id: 'cdk-serverless-session-1',
      age: 3,
      turns: [
        said(
          'hey, picking up TIX-1412 today, ticket transfer. customer sends a ticket to a friend from the app. thinking POST /tickets/{ticketId}/transfer with { recipientEmail }, handler in packages/functions/src/tickets/',
        ),
        replied(
          'Sounds good. I will add the route to infra/lib/api/routes.ts with the JWT authorizer, a TransferTicketSchema in @tixloop/contracts and the handler. Should I look the recipient up by email in Cognito?',
        ),
        said(
          'yes, ListUsers with filter email = "..." on the pool. if nobody has an account with that mail → 404 RECIPIENT_NOT_FOUND. we don\'t create accounts or send invite mails on transfer — invite-by-email got abused for spam at my last job and Siobhán agreed, the friend signs up first',
          { key: 's-recipient-must-exist', type: 'constraint' },
        ),
        replied('Understood, no invites. What are the business rules for when a transfer is allowed?'),
        said(
          'one transfer per ticket, thats it, the recipient cant pass it on again. and it closes 24h before doors (doorsAt on EVENT META), after that whoever holds it goes in. whole point is killing the scalper chains on instagram',
          { key: 's-transfer-rules', type: 'constraint' },
        ),
        replied(
          'Got it: transferCount on the TICKET item, condition transferCount = 0 and now < doorsAt - 24h. For the failures I would return 400 with a message.',
        ),
        said(
          'not 400. business rule failures are 409 with a machine readable `code` in the problem+json — TRANSFER_ALREADY_USED, TRANSFER_WINDOW_CLOSED and so on. the app team translates the codes into es/tr/hi, they never show our detail text',
          { key: 's-error-codes', type: 'convention' },
        ),
        replied(
          'Ok, I will add a BusinessRuleViolation (409) with a code field to packages/core/src/http/errors.ts.',
        ),
        said(
          'btw file name: transfer-ticket.handler.ts, verb-noun in kebab case, and the export is just `handler`. your draft had ticketTransfer.ts with a named export, that breaks the entry lookup in TixFunction',
          { key: 's-handler-naming', type: 'convention' },
        ),
        replied(
          'Renamed to packages/functions/src/tickets/transfer-ticket.handler.ts exporting handler. What should happen to the QR code of the original ticket?',
        ),
        said(
          'old QR has to die. we reissue: same ticketId, version+1, new JWT signed via kms, new PDF, and the old jti goes on the revocation list behind /scanner/revocations. scanners refresh every 5 min so that is the window we accept',
          { key: 's-transfer-reissue', type: 'decision' },
        ),
        replied(
          'Makes sense; bumping version on the TICKET item lets the stream router pick it up. Should Ticket.Transferred carry the sender and recipient emails so the notifications consumer can mail both without a lookup?',
        ),
        said(
          "no emails in bus events, ids only — fromSub, toSub, ticketId, orderId. notifications looks the addresses up itself. events sit 30 days in the archive and partners get some of them cross-account, I don't want addresses lying around there",
          { key: 's-events-no-pii', type: 'constraint' },
        ),
        replied(
          'Ok, detail will be { ticketId, orderId, fromSub, toSub, version }. Shall I also write the React Email template for the recipient?',
        ),
        said('nah leave the template, I do it tomorrow with the design ppl'),
        replied('Leaving packages/emails alone. I added unit tests for the handler with ticketsRepo mocked.'),
        said(
          "good, but for a new write path that alone won't get approved — needs an int test on localstack that goes through the real ticketsRepo and the conditional write. transfer-ticket.int.test.ts next to the handler",
          { key: 's-int-test-required', type: 'convention' },
        ),
        replied(
          'Added transfer-ticket.int.test.ts with makeTestEnv(): happy path, second transfer → 409 TRANSFER_ALREADY_USED, and the 24h window using vi.setSystemTime.',
        ),
        said(
          'nice. if u want to poke the refund edge case by hand on dev, dev stripe key is sk_test_51NxTixE9r4W2q8Kz7Lm3Pv6Bn1Xc5Dy0Fh2Gj4Hk6Jl8Mn0Qp2Rs4Tu6Vw8Xy00qWeRtYuI, just dont commit it',
          { secret: 'sk_test_51NxTixE9r4W2q8Kz7Lm3Pv6Bn1Xc5Dy0Fh2Gj4Hk6Jl8Mn0Qp2Rs4Tu6Vw8Xy00qWeRtYuI' },
        ),
        replied(
          'Thanks, I will only use it in my shell for the manual check and not write it to any file or note.',
        ),
        said(
          'one more: this ships dark. anything new that customers see sits behind an AppConfig flag (app tixloop, profile features), read with getAppConfig from powertools parameters so it is cached — flag name tickets.transfer. Daniela flips it per market',
          { key: 's-feature-flag-appconfig', type: 'convention' },
        ),
        replied('Wrapped the handler: when isFeatureEnabled("tickets.transfer") is false it answers 404.'),
        said('also skip the cdk diff on this PR for now, staging is mid-deploy'),
        replied('Ok, not running it.'),
        said('cool, push to feat/TIX-1412-ticket-transfer, I open the PR after chai'),
      ],
    },
  ],
  prompts: [
    p(
      'add GET /events/{eventId}/seats?section=A that returns the free seats of one section for the seat picker. new handler + route pls',
      ['api-http-v2', 'ddb-single-table', 'ddb-repositories', 'ddb-ttl-lag', 's-handler-naming'],
    ),
    p(
      'write jest tests for packages/functions/src/checkout/release-seats.handler.ts — jest.mock the DynamoDBDocumentClient and assert the TransactWrite input',
      ['test-vitest', 'ddb-repositories'],
    ),
    p(
      'the new /organizer/payouts endpoint needs auth. add a CognitoUserPoolsAuthorizer on that resource in api-stack.ts so only organizers get in',
      ['api-http-v2', 'authz-groups'],
    ),
    p(
      'staging deploy job dies in the first step:\n```\nRun aws-actions/configure-aws-credentials@v4\nError: Credentials could not be loaded, please check your action inputs: Could not load credentials from any providers\n```\nshould I just add AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY to the staging environment secrets?',
      ['deploy-oidc'],
    ),
    p(
      'in packages/functions/src/orders/cancel-order.handler.ts add logging when the cancel fails — log the order and the customer email so support can search for it',
      ['logging-powertools', 'no-pii-logs'],
    ),
    p(
      'sometimes tickets never get issued after payment. as a fallback can the stripe webhook handler just invoke the issue-tickets lambda directly (InvocationType Event) when it sees payment_intent.succeeded?',
      ['checkout-sfn', 'stripe-webhook'],
    ),
    p(
      'customers complain the ticket link in the confirmation mail has expired when they open it. make GET /tickets/{id}/pdf return an S3 presigned url valid for 24h and put it in the email',
      ['tickets-cloudfront-signed'],
    ),
    p(
      '¿puedes agregar el correo de confirmación de reembolso? usa la plantilla de SendGrid que ya tenemos (d-8f2c1e…) y mándalo desde refund-order.handler.ts cuando termine el reembolso',
      ['email-ses'],
    ),
    p(
      'POST /orders gets double-clicked on slow phones and we create two orders. plan: write an IDEMPOTENCY#<hash of body> item with a conditional put before starting the state machine, ok?',
      ['idempotency-powertools', 'checkout-sfn'],
    ),
    p(
      "after I moved ticket-renderer onto the TixFunction defaults it crashes on every message:\n```\nRuntime.ImportModuleError: Error: Cannot find module '@resvg/resvg-js-linux-arm64-gnu'\nRequire stack:\n- /var/task/index.mjs\n```\nhow do I get the arm binary into the bundle?",
      ['runtime-node20-arm', 'esbuild-bundling'],
    ),
    p(
      'product wants a longer seat hold for the stand-up comedy tour in Mumbai, people pay with UPI and it takes time. where is the hold configured and what is it right now?',
      ['seat-hold-10', 'seat-hold-7'],
    ),
    p(
      'new queue for the notifications consumer — what maxReceiveCount and DLQ settings do I use? I was going to copy the numbers from the orders queue',
      ['sqs-max-receive-5', 'sqs-max-receive-3', 'sqs-dlq'],
    ),
    p(
      'synth is red on my PR:\n```\n[Error at /TixDev/TixTickets/RendererQueue/Resource] AwsSolutions-SQS3: The SQS queue is not used as a dead-letter queue (DLQ) and does not have a DLQ enabled. Consider adding a DLQ to the SQS queue.\n[Error at /TixDev/TixTickets/TicketsDistribution/Resource] AwsSolutions-CFR1: The CloudFront distribution may require Geo restrictions.\nFound errors\n```\njust suppress both so I can merge',
      ['cdk-nag-on', 'nag-suppress-inline', 'nag-suppress-central', 'sqs-dlq'],
    ),
    p(
      'support ticket: customer wants a refund 3 days before the concert, the app says REFUND_WINDOW_CLOSED. bug or correct?',
      ['refund-48h', 'refund-7d'],
    ),
    p(
      'Arjun asked me to put tix-main on provisioned capacity to cut the bill. what do I change in data-stack.ts and is there anything against it?',
      ['ddb-on-demand', 'ddb-provisioned-prod'],
    ),
    p(
      'TixData on staging rolled back:\n```\n12:41:07 | UPDATE_FAILED | AWS::DynamoDB::Table | MainTable\nResource handler returned message: "Cannot perform more than one GSI creation or deletion in a single update" (RequestToken: 8c1e…, HandlerErrorCode: InvalidRequest)\n```\nI added GSI3 for venue lookups and GSI4 for organizer lookups in the same PR',
      ['ddb-gsi-one-per-deploy', 'ddb-single-table'],
    ),
    p(
      'cdk deploy TixDev/TixData fails with\n```\nExport TixDev-TixData:ExportsOutputFnGetAttMainTable5B8F9A1CStreamArn3E2D7C41 cannot be updated as it is in use by TixDev-TixCheckout\n```\nI only passed props.table into the checkout stack to wire the stream',
      ['cross-stack-ssm'],
    ),
    p(
      "trying a scratch cdk app to test a construct and deploy says: SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been bootstrapped? Please run 'cdk bootstrap'. should I run cdk bootstrap on dev?",
      ['cdk-bootstrap'],
    ),
    p(
      'admin dashboard needs all events of one organizer. just do a Scan with FilterExpression organizerId = :o, it is a few hundred events at most',
      ['ddb-no-scan', 'ddb-single-table'],
    ),
    p(
      'organizers want live sales numbers in their CSV report instead of yesterday’s. can the reports lambda query tix-main directly?',
      ['analytics-export', 'ddb-no-scan'],
    ),
    p(
      'webhook verification fails on dev for every event: "StripeSignatureVerificationError: No signatures found matching the expected signature for payload". I do JSON.parse(event.body) and pass that to constructEvent',
      ['stripe-webhook'],
    ),
    p(
      'getSecret for the stripe key adds latency on cold start. put STRIPE_SECRET_KEY into the environment of the checkout lambdas in checkout-stack.ts instead',
      ['secrets-manager'],
    ),
    p(
      'ticket PDF says doors open 13:30 but the show in Mexico City opens 19:30 local. where do we format that?',
      ['timezones'],
    ),
    p(
      'add a CloudWatch metric "SeatsSold" with dimension eventId so organizers can see sales per event on a dashboard',
      ['metrics-cardinality', 'analytics-export'],
    ),
    p(
      'marketing wants promo code FESTIVAL20 (20% off) for the Dublin folk weekend. add it to the validate function in legacy/promo-codes',
      ['promo-codes'],
    ),
    p(
      'Oye, el /partner/v1/orders de staging le regresa 403 a BoletoMX desde que rotaron su llave hace rato, pero la llave nueva ya está guardada en su PARTNER#. ¿es bug del authorizer?',
      ['partner-api'],
    ),
    p(
      'Bilet transferinde alıcının hesabı yoksa ona davet e-postası gönderip hesabı otomatik oluşturalım mı? Daniela soruyor.',
      ['s-recipient-must-exist'],
    ),
    p(
      'in transfer-ticket.handler.ts publish a Ticket.Transferred event with PutEvents, include sender and recipient emails so the notifications lambda can send both mails without a lookup',
      ['s-events-no-pii', 'ddb-streams-router', 'event-envelope'],
    ),
    p(
      'at the Izmir gig yesterday the door scanner still accepted the old QR of a ticket that had been transferred an hour before. where should the invalidation happen?',
      ['s-transfer-reissue', 'scanner-app', 'tickets-qr-jwt'],
    ),
    p(
      'mobile team asks what the transfer endpoint returns when the ticket was already transferred, they need something they can translate',
      ['s-error-codes', 'api-errors'],
    ),
    p(
      'customer tried to transfer a ticket 6 hours before the show and the app refused. support thinks thats a bug, is it?',
      ['s-transfer-rules'],
    ),
    p(
      'start the waitlist for sold-out events: POST /events/{eventId}/waitlist stores the user, later we notify them when seats free up. should only be live in Mexico at first',
      [
        's-feature-flag-appconfig',
        'ddb-single-table',
        'ddb-repositories',
        's-int-test-required',
        's-handler-naming',
      ],
    ),
    p(
      'www.tixloop.app throws a CloudFront 502 since this morning, can you check the distribution in the tickets stack?',
      ['marketing-site'],
    ),
    p(
      'order confirmation mails on staging never arrive at my gmail, the notify lambda logs "MessageRejected: Email address is not verified. The following identities failed the check in region EU-WEST-1"',
      ['ses-sandbox'],
    ),
    p('which Key-Pair-Id does the signer use on staging? my signed urls come back 403 "MissingKey"', [
      'cf-key-id',
      'tickets-cloudfront-signed',
    ]),
    p(
      'pnpm test:int is flaky on my machine:\n```\n FAIL  packages/functions/src/orders/create-order.int.test.ts > create order > holds seats\nResourceInUseException: Table already exists: tix-main-test\n ❯ test/int/setup/tables.ts:22:5\n```\nrefund-order.int.test.ts creates the same table. should I move table creation into one globalSetup and share it, with a sleep(2000) after?',
      ['int-test-isolation'],
    ),
    p(
      'Step Functions cost doubled last month. flip the checkout state machine to EXPRESS, should be a one-liner',
      ['checkout-sfn'],
    ),
    p(
      'Ödeme akışı için testleri yazıyorum, dev ortamında gerçek Stripe test API’sine istek atsam sorun olur mu, yoksa mock mu kullanalım?',
      ['stripe-test-mode', 'test-vitest'],
    ),
    p(
      'what is the difference between Standard and Express workflows in Step Functions, in general? writing a blog post',
      [],
    ),
    p('rename `res` to `order` in get-order.handler.ts, it is used like 5 times', []),
    p('regex to validate a Mexican RFC for a persona física (13 chars)', []),
    p('explain Promise.allSettled vs Promise.all in two lines', []),
    p('perfect, that did it, thanks 🙏', []),
    p('what does `satisfies` actually do in TypeScript, I keep seeing it in routes.ts', []),
    p(
      'sort this by section, then row numerically, then seat: [{"s":"B","r":"10","n":3},{"s":"A","r":"2","n":11},{"s":"A","r":"10","n":1}]',
      [],
    ),
    p('git: how do I squash my last 4 commits into one before pushing', []),
  ],
});
