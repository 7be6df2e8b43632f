// A C# / .NET 8 warehouse-inventory system: ASP.NET Core minimal APIs, EF Core 8 on Azure SQL, MassTransit on
// Azure Service Bus, a Blazor Server admin UI, xUnit + FluentAssertions + Testcontainers, Azure Container Apps
// provisioned with Bicep, GitHub Actions, Serilog + OpenTelemetry into Application Insights.
// Held-out scenario (round C): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dotnet-inventory',
  stack:
    'C# 12 / .NET 8, ASP.NET Core minimal APIs, EF Core 8 (Azure SQL), MassTransit 8 on Azure Service Bus, Blazor Server + MudBlazor, xUnit + FluentAssertions + Testcontainers, Azure Container Apps, Bicep, GitHub Actions, Serilog + OpenTelemetry (Application Insights)',
  memories: [
    // --- superseded pairs -------------------------------------------------------------------------------
    m(
      'api-controllers',
      'convention',
      'HTTP endpoints are MVC controllers in src/Inventory.Api/Controllers, one per aggregate (StockController, LocationsController, ...), all deriving from ApiControllerBase with [ApiController] and attribute routing.',
      {
        age: 540,
        files: ['src/Inventory.Api/Controllers'],
        tags: ['aspnetcore', 'controllers', 'api'],
      },
    ),
    m(
      'api-minimal',
      'decision',
      'We ditched the controllers. Endpoints are minimal APIs grouped by feature: src/Inventory.Api/Features/<Feature>/ holds <Feature>Endpoints.cs (a static Map<Feature>(this RouteGroupBuilder) extension), the request/response records and the validator, and Program.cs maps every group under app.MapGroup("/api/v{version:apiVersion}"). Handlers return TypedResults with an explicit Results<Ok<T>, NotFound, ...> return type so the OpenAPI doc is right.',
      {
        supersedes: 'api-controllers',
        age: 260,
        reaffirm: 30,
        files: ['src/Inventory.Api/Program.cs', 'src/Inventory.Api/Features'],
        tags: ['minimal-api', 'aspnetcore', 'endpoints', 'vertical-slices'],
        reason: 'controllers had turned into 900-line files shared by three teams',
      },
    ),
    m(
      'data-dapper',
      'fact',
      'Data access is Dapper over SqlConnection: hand-written SQL lives in the *Repository classes in src/Inventory.Infrastructure/Data and stock changes go through the usp_AdjustStock stored procedure.',
      {
        fact: 'inventory-svc | data_access | Dapper',
        age: 610,
        files: ['src/Inventory.Infrastructure/Data'],
        tags: ['dapper', 'sql'],
      },
    ),
    m(
      'data-efcore',
      'decision',
      'Moved off Dapper onto EF Core 8 (Microsoft.EntityFrameworkCore.SqlServer). InventoryDbContext in src/Inventory.Infrastructure/Persistence is the only road to the database; the usp_* procs were dropped in the DropLegacyProcs migration. If you really need SQL, use FromSql/ExecuteSql with an interpolated FormattableString (parameterised), never string concatenation and never a second data-access library.',
      {
        fact: 'inventory-svc | data_access | EF Core 8',
        supersedes: 'data-dapper',
        age: 330,
        reaffirm: 12,
        canonical: true,
        files: ['src/Inventory.Infrastructure/Persistence/InventoryDbContext.cs'],
        tags: ['efcore', 'sql-server', 'data-access'],
      },
    ),
    m(
      'bus-rabbitmq',
      'fact',
      'MassTransit runs on RabbitMQ (the rabbitmq-ha release in the messaging namespace of the cluster); exchanges and queues come from MassTransit’s default topology.',
      {
        fact: 'inventory-svc | message_broker | RabbitMQ',
        age: 480,
        tags: ['rabbitmq', 'masstransit'],
      },
    ),
    m(
      'bus-asb',
      'decision',
      'RabbitMQ is history, the bus is Azure Service Bus now (Premium namespace sb-inventory-prod) through MassTransit.Azure.ServiceBus.Core: one topic per message type, one queue per receive endpoint with its subscriptions. The app identity only has Data Sender/Receiver, so MassTransit can’t create entities: ConfigureConsumeTopology = false and every topic, queue and subscription is declared in infra/modules/servicebus.bicep. A new consumer or message type does nothing until the Bicep is updated and deployed.',
      {
        fact: 'inventory-svc | message_broker | Azure Service Bus',
        supersedes: 'bus-rabbitmq',
        age: 200,
        reaffirm: 25,
        canonical: true,
        files: ['src/Inventory.Worker/Program.cs', 'infra/modules/servicebus.bicep'],
        tags: ['azure-service-bus', 'masstransit', 'messaging', 'topology'],
        reason: 'nobody wanted to keep operating RabbitMQ ourselves once we left AKS',
      },
    ),
    m(
      'deploy-aks',
      'fact',
      'inventory-api and inventory-worker run on the shared AKS cluster aks-platform-weu and are deployed with the Helm chart in deploy/helm/inventory.',
      {
        fact: 'inventory-svc | hosting | AKS',
        age: 500,
        files: ['deploy/helm/inventory'],
        tags: ['aks', 'kubernetes', 'helm'],
      },
    ),
    m(
      'deploy-aca',
      'decision',
      'As of March both apps run on Azure Container Apps, environment cae-inventory-prod (West Europe), one for staging too (cae-inventory-stg). Everything about them — image, env vars, secrets, scale rules, probes — is in infra/modules/containerapps.bicep; the helm folder is deleted and there is no kubectl access to anything of ours. Logs: Log Analytics workspace log-inventory-prod / Application Insights.',
      {
        fact: 'inventory-svc | hosting | Azure Container Apps',
        supersedes: 'deploy-aks',
        age: 215,
        reaffirm: 20,
        files: ['infra/modules/containerapps.bicep'],
        tags: ['container-apps', 'azure', 'deploy'],
        reason: 'the platform team decommissioned the shared AKS cluster',
      },
    ),
    m(
      'tests-inmemory',
      'convention',
      'Integration tests replace SQL Server with the EF Core InMemory provider: CustomWebApplicationFactory calls UseInMemoryDatabase(Guid.NewGuid().ToString()) so every test gets a fresh store.',
      {
        age: 420,
        files: ['tests/Inventory.IntegrationTests/CustomWebApplicationFactory.cs'],
        tags: ['tests', 'efcore'],
      },
    ),
    m(
      'tests-testcontainers',
      'decision',
      'Integration tests run against a real SQL Server 2022 now. InventoryApiFactory (WebApplicationFactory<Program>, IAsyncLifetime) starts mcr.microsoft.com/mssql/server:2022-latest with Testcontainers.MsSql once per xUnit collection ("api"), applies the migrations, and Respawn resets the tables before each test. Needs a working Docker daemon — fine on ubuntu-latest runners, not on the windows ones.',
      {
        supersedes: 'tests-inmemory',
        age: 150,
        reaffirm: 9,
        files: ['tests/Inventory.IntegrationTests/InventoryApiFactory.cs'],
        tags: ['testcontainers', 'xunit', 'integration-tests', 'sql-server'],
        reason:
          'the fake provider ignored rowversion and filtered unique indexes, so two concurrency bugs reached prod',
      },
    ),
    m(
      'mediatr',
      'convention',
      'Endpoints dispatch through MediatR: inject ISender, call Send(new ReceiveGoodsCommand(...)); handlers implement IRequestHandler<TRequest, TResponse> and validation runs as an IPipelineBehavior.',
      {
        age: 450,
        tags: ['mediatr', 'cqrs'],
      },
    ),
    m(
      'handlers-direct',
      'decision',
      'No mediator in the middle anymore. Each feature has a plain sealed handler class (ReceiveGoodsHandler, ReserveStockHandler, ...) registered scoped and injected straight into the endpoint delegate; validation is FluentValidation run by the generic ValidationFilter<TRequest> endpoint filter. Don’t bring back IRequest/ISender-style plumbing.',
      {
        supersedes: 'mediatr',
        age: 170,
        files: ['src/Inventory.Api/Features', 'src/Inventory.Api/Common/ValidationFilter.cs'],
        tags: ['handlers', 'fluentvalidation', 'endpoint-filter'],
        reason: 'the indirection made stack traces unreadable and the licence change was the last straw',
      },
    ),

    // --- disputes ---------------------------------------------------------------------------------------
    m(
      'qty-decimal',
      'decision',
      'Quantities are decimal(18,3) end to end (StockLevel.OnHand/Reserved, StockMovement.Quantity, every DTO), because cable, rope and bulk granulate are sold by the metre or kilo. Don’t model a quantity as int.',
      {
        age: 235,
        files: ['src/Inventory.Domain/Stock/StockLevel.cs', 'src/Inventory.Domain/Stock/StockMovement.cs'],
        tags: ['quantity', 'domain', 'decimal'],
      },
    ),
    m(
      'qty-int',
      'convention',
      'quantities are whole numbers of the SKU’s base unit, int in C# and in SQL. stuff sold by length/weight is stocked in mm / grams so fractions never happen — if a PR introduces a decimal quantity, that’s a bug. (Tomasz)',
      {
        age: 118,
        disputes: 'qty-decimal',
        files: ['src/Inventory.Domain/Stock/StockLevel.cs'],
        tags: ['quantity', 'domain', 'units'],
      },
    ),
    m(
      'migrate-on-startup',
      'fact',
      'Program.cs runs await db.Database.MigrateAsync() at startup when Database:MigrateOnStartup is true; it’s true in appsettings.Staging.json and appsettings.Production.json so a deploy brings its schema along.',
      {
        age: 190,
        files: ['src/Inventory.Api/Program.cs', 'src/Inventory.Api/appsettings.Production.json'],
        tags: ['efcore', 'migrations', 'deploy'],
      },
    ),
    m(
      'migrate-bundle',
      'constraint',
      'The app never migrates its own database. deploy.yml builds an EF migrations bundle (dotnet ef migrations bundle --self-contained -r linux-x64) and runs ./efbundle against the target DB in its own job before the new Container Apps revision gets traffic. The runtime identity deliberately has no db_ddladmin.',
      {
        age: 96,
        disputes: 'migrate-on-startup',
        files: ['.github/workflows/deploy.yml'],
        tags: ['efcore', 'migrations', 'deploy', 'github-actions'],
        reason: 'two replicas starting together raced on __EFMigrationsHistory',
      },
    ),
    m(
      'reservation-ttl-15',
      'fact',
      'A reservation for an unpaid order lapses after 15 minutes: ReserveStockConsumer schedules a ReservationExpired message 15 min out (ScheduleSend on the Service Bus scheduler) and ReservationExpiredConsumer releases whatever is still held.',
      {
        age: 160,
        files: ['src/Inventory.Worker/Consumers/ReserveStockConsumer.cs'],
        tags: ['reservations', 'scheduling', 'masstransit'],
      },
    ),
    m(
      'reservation-ttl-60',
      'decision',
      'Reservations are held 60 minutes, not 15 — ops asked for it because of bank-transfer checkouts (INV-812). Reservation:HoldMinutes = 60 in appsettings.json.',
      {
        age: 72,
        disputes: 'reservation-ttl-15',
        files: ['src/Inventory.Worker/appsettings.json'],
        tags: ['reservations', 'config'],
      },
    ),
    m(
      'warnings-as-errors',
      'constraint',
      'Directory.Build.props turns on <Nullable>enable</Nullable> and <TreatWarningsAsErrors>true</TreatWarningsAsErrors> for every project. A PR that adds a warning fails CI; no #pragma warning disable without a comment explaining why.',
      {
        age: 280,
        files: ['Directory.Build.props'],
        tags: ['build', 'warnings', 'nullable'],
      },
    ),
    m(
      'warnings-nullable-soft',
      'convention',
      'Nullable warnings stay warnings: Directory.Build.props lists CS8600;CS8602;CS8603;CS8604 in WarningsNotAsErrors because Inventory.Infrastructure still carries a few hundred from the old code. Don’t block a PR on them — fix them when you touch the file.',
      {
        age: 140,
        disputes: 'warnings-as-errors',
        files: ['Directory.Build.props'],
        tags: ['build', 'warnings', 'nullable'],
      },
    ),

    // --- domain -----------------------------------------------------------------------------------------
    m(
      'stock-ledger',
      'decision',
      'Stock is a ledger. Nothing updates a quantity in place: every change appends a StockMovement row (SkuId, LocationId, Quantity delta, MovementType, ReasonCode, CorrelationId, OccurredAt) and the StockLevels row for that SKU/location is updated in the same SaveChanges as a projection. To fix a wrong number you post a correcting movement, you never edit or delete movements.',
      {
        age: 470,
        reaffirm: 14,
        canonical: true,
        files: [
          'src/Inventory.Domain/Stock/StockMovement.cs',
          'src/Inventory.Domain/Stock/StockLevel.cs',
          'src/Inventory.Infrastructure/Persistence/Configurations/StockMovementConfiguration.cs',
        ],
        tags: ['stock', 'ledger', 'audit', 'domain'],
        reason: 'auditors and the finance close need to reconstruct stock at any past date',
      },
    ),
    m(
      'idempotency',
      'constraint',
      'Anything that changes stock has to be safe to run twice. Consumers rely on the MassTransit EF Core inbox (InboxState, keyed by MessageId + consumer) — never turn it off for an endpoint. HTTP POST/PUT that move stock require an Idempotency-Key header; IdempotencyFilter stores key + response hash in dbo.IdempotencyKeys for 24h and replays the first response.',
      {
        age: 300,
        reaffirm: 6,
        canonical: true,
        files: ['src/Inventory.Api/Common/IdempotencyFilter.cs', 'src/Inventory.Worker/Program.cs'],
        tags: ['idempotency', 'inbox', 'at-least-once', 'retries'],
        reason:
          'Service Bus is at-least-once; in January a redelivered PurchaseOrderReceived doubled a whole delivery at DC2',
      },
    ),
    m(
      'outbox',
      'decision',
      'Integration events go out through MassTransit’s transactional outbox: AddEntityFrameworkOutbox<InventoryDbContext>(o => { o.UseSqlServer(); o.UseBusOutbox(); }). Publish via IPublishEndpoint before SaveChangesAsync and the message is committed with the data; the delivery service sends it afterwards. Don’t publish after the commit or with a separately resolved bus.',
      {
        age: 290,
        files: ['src/Inventory.Infrastructure/DependencyInjection.cs'],
        tags: ['outbox', 'masstransit', 'events', 'consistency'],
      },
    ),
    m(
      'rowversion',
      'constraint',
      'StockLevel carries a rowversion (RowVersion, IsRowVersion()) as its concurrency token. Two writers on the same SKU/location → DbUpdateConcurrencyException for the loser. Don’t “fix” it with UPDLOCK/serializable hints or by catching and ignoring; in consumers let the retry policy re-run the message, in HTTP handlers return 409.',
      {
        age: 275,
        files: ['src/Inventory.Infrastructure/Persistence/Configurations/StockLevelConfiguration.cs'],
        tags: ['concurrency', 'efcore', 'rowversion', 'optimistic-locking'],
      },
    ),
    m(
      'negative-stock',
      'constraint',
      'Available (OnHand − Reserved) can never go below zero. StockLevel.Reserve/Pick/TransferOut return Result.Failure(StockErrors.Insufficient) instead of going negative, and the API maps that to 409 Conflict. The only path that may reduce OnHand without a matching order is a supervisor adjustment.',
      {
        age: 260,
        files: ['src/Inventory.Domain/Stock/StockLevel.cs', 'src/Inventory.Domain/Stock/StockErrors.cs'],
        tags: ['stock', 'invariants', 'domain'],
      },
    ),
    m(
      'sku-format',
      'fact',
      'SKU = three-letter upper-case category + dash + six digits, e.g. HWD-004512, FOD-000031. The Sku value object (Inventory.Domain/Catalog/Sku.cs) parses and upper-cases; leading zeros matter. Barcodes (EAN/UPC) are a separate table, never the SKU.',
      {
        age: 560,
        files: ['src/Inventory.Domain/Catalog/Sku.cs'],
        tags: ['sku', 'catalog', 'validation'],
      },
    ),
    m(
      'location-codes',
      'fact',
      'location codes: <warehouse>-<zone>-<aisle>-<bay>-<level>, e.g. DC1-A-12-03-B. each warehouse also has virtual locations RECEIVING, QUARANTINE and IN-TRANSIT.',
      {
        age: 455,
        files: ['src/Inventory.Domain/Locations/LocationCode.cs'],
        tags: ['locations', 'warehouse'],
      },
    ),
    m(
      'auth-entra',
      'fact',
      'API auth is Entra ID bearer tokens via Microsoft.Identity.Web. Scopes Inventory.Read / Inventory.Write for apps; the admin UI signs users in with OIDC and calls the API on their behalf. App roles: Warehouse.Operator, Warehouse.Supervisor, Inventory.Admin. Policies are defined in AuthorizationPolicies.cs and applied with .RequireAuthorization("...") on the route group.',
      {
        fact: 'inventory-svc | auth_method | Entra ID JWT bearer',
        age: 340,
        files: ['src/Inventory.Api/Auth/AuthorizationPolicies.cs'],
        tags: ['auth', 'entra-id', 'authorization'],
      },
    ),
    m(
      'adjustments-approval',
      'constraint',
      'Manual stock adjustments: anything over 50 units or €1,000 of value per line needs the Warehouse.Supervisor role and a ReasonCode (DAMAGED, LOST, FOUND, COUNT_CORRECTION...); smaller ones Warehouse.Operator can post. Every adjustment writes an AuditEntry with the user’s oid.',
      {
        age: 250,
        reaffirm: 40,
        files: ['src/Inventory.Api/Features/Adjustments/PostAdjustmentHandler.cs'],
        tags: ['adjustments', 'authorization', 'audit', 'compliance'],
      },
    ),
    m(
      'audit-log',
      'fact',
      'dbo.AuditEntries is written by AuditSaveChangesInterceptor for every change to StockLevel, Sku and Location entities (who, when, old/new values as JSON). It’s append-only; the app login has no DELETE on it.',
      {
        age: 240,
        files: ['src/Inventory.Infrastructure/Persistence/Interceptors/AuditSaveChangesInterceptor.cs'],
        tags: ['audit', 'efcore', 'interceptor'],
      },
    ),
    m(
      'cycle-count',
      'fact',
      'Cycle counts: CycleCountScheduler picks locations nightly by ABC class (A weekly, B monthly, C quarterly). If counted vs. system differs by more than 2% the task goes to Recount with a different operator, and only the second count can post a COUNT_CORRECTION adjustment.',
      {
        age: 205,
        files: ['src/Inventory.Worker/Jobs/CycleCountScheduler.cs'],
        tags: ['cycle-count', 'warehouse', 'jobs'],
      },
    ),
    m(
      'fefo',
      'decision',
      'Pick allocation: FEFO (earliest ExpiryDate first) for lot-tracked SKUs, FIFO by receipt date for everything else, ties broken by walking distance. Lives in PickAllocator; quarantined lots are never allocated.',
      {
        age: 230,
        files: ['src/Inventory.Domain/Picking/PickAllocator.cs'],
        tags: ['picking', 'allocation', 'fefo', 'lots'],
      },
    ),
    m(
      'lot-tracking',
      'fact',
      'Lot tracking is on for the FOD and PHA categories: their movements must carry LotNumber and ExpiryDate and stock is kept per (SKU, location, lot). Other categories leave both null.',
      {
        age: 225,
        files: ['src/Inventory.Domain/Stock/Lot.cs'],
        tags: ['lots', 'expiry', 'food', 'pharma'],
      },
    ),
    m(
      'low-stock',
      'fact',
      'Each SKU/warehouse has a ReorderPoint. When Available drops below it the handler publishes LowStockDetected; purchasing-svc consumes it, and LowStockEmailConsumer sends the buyer an email through SendGrid.',
      {
        age: 180,
        files: ['src/Inventory.Worker/Consumers/LowStockEmailConsumer.cs'],
        tags: ['reorder', 'events', 'email', 'sendgrid'],
      },
    ),
    m(
      'asn-intake',
      'fact',
      'Suppliers’ EDI 856 ASNs are translated by the Logic App la-edi-inbound, which POSTs them to /api/v1/asns; receiving at the dock matches scans against the open ASN lines.',
      {
        age: 310,
        files: ['src/Inventory.Api/Features/Asns'],
        tags: ['asn', 'edi', 'receiving', 'integration'],
      },
    ),
    m(
      'erp-export',
      'fact',
      'ErpExportJob in Inventory.Worker pushes the day’s stock valuation and movements to Business Central at 02:00 UTC through its OData API (BusinessCentralClient).',
      {
        age: 430,
        files: ['src/Inventory.Worker/Jobs/ErpExportJob.cs'],
        tags: ['erp', 'business-central', 'jobs'],
      },
    ),

    // --- persistence --------------------------------------------------------------------------------------
    m(
      'azure-sql',
      'fact',
      'Database: Azure SQL Database sqldb-inventory on server sql-inventory-prod (Business Critical, 8 vCores, West Europe), read replica enabled (ApplicationIntent=ReadOnly).',
      {
        fact: 'inventory-svc | database | Azure SQL Database',
        age: 390,
        reaffirm: 35,
        tags: ['azure-sql', 'database'],
      },
    ),
    m(
      'ef-config',
      'convention',
      'Mapping is done in IEntityTypeConfiguration<T> classes in Inventory.Infrastructure/Persistence/Configurations, picked up by ApplyConfigurationsFromAssembly. No data annotations on domain types. Enums are stored as strings (HasConversion<string>()) with a max length.',
      {
        age: 320,
        files: ['src/Inventory.Infrastructure/Persistence/Configurations'],
        tags: ['efcore', 'mapping', 'conventions'],
      },
    ),
    m(
      'ef-migrations',
      'convention',
      'Add migrations from the repo root: dotnet ef migrations add <PascalCaseName> -p src/Inventory.Infrastructure -s src/Inventory.Api -o Persistence/Migrations. Never edit a migration that is already on main; check the generated SQL with `dotnet ef migrations script --idempotent` before pushing.',
      {
        age: 315,
        files: ['src/Inventory.Infrastructure/Persistence/Migrations'],
        tags: ['efcore', 'migrations'],
      },
    ),
    m(
      'ef-readonly',
      'convention',
      'reads: AsNoTracking() and project straight into the response record with Select — don’t load entities just to map them. no lazy loading (proxies aren’t installed), use Include or a projection.',
      {
        age: 300,
        tags: ['efcore', 'performance', 'queries'],
      },
    ),
    m(
      'movements-partitioned',
      'fact',
      'StockMovements is ~420M rows, partitioned monthly on OccurredAt with a clustered columnstore index. Every query against it must bound OccurredAt, and schema changes to it need a DBA look (a non-nullable column with a default rewrites every partition).',
      {
        age: 160,
        reaffirm: 22,
        files: ['src/Inventory.Infrastructure/Persistence/Configurations/StockMovementConfiguration.cs'],
        tags: ['sql-server', 'partitioning', 'performance', 'stock-movements'],
      },
    ),
    m(
      'keyset-paging',
      'convention',
      'List endpoints page with a cursor (keyset), not Skip/Take: ?cursor=<opaque base64 of the last (OccurredAt, Id)>&limit=, limit capped at 200, response carries nextCursor.',
      {
        age: 210,
        files: ['src/Inventory.Api/Common/Paging/CursorPage.cs'],
        tags: ['pagination', 'api', 'performance'],
      },
    ),
    m(
      'archive-filter',
      'convention',
      'Skus and Locations are never hard-deleted. Deleting means setting IsArchived = true; a global query filter hides archived rows, so admin reports that need them call IgnoreQueryFilters().',
      {
        age: 270,
        files: ['src/Inventory.Infrastructure/Persistence/InventoryDbContext.cs'],
        tags: ['soft-delete', 'efcore', 'query-filter'],
      },
    ),

    // --- messaging ------------------------------------------------------------------------------------
    m(
      'worker-consumers',
      'fact',
      'src/Inventory.Worker hosts all MassTransit consumers (ReserveStockConsumer, ReleaseReservationConsumer, PurchaseOrderReceivedConsumer, ShipmentDispatchedConsumer, ...) plus the scheduled jobs (cycle counts, ERP export) on Quartz. The API itself consumes nothing.',
      {
        age: 195,
        files: ['src/Inventory.Worker'],
        tags: ['worker', 'consumers', 'quartz', 'jobs'],
      },
    ),
    m(
      'consumer-retry',
      'convention',
      'Consumers never swallow exceptions. The bus config gives every endpoint UseMessageRetry (1s, 5s, 15s, only for SqlException transient errors and DbUpdateConcurrencyException) and then UseDelayedRedelivery (5, 15, 60 min); after that the message lands in the <queue>_error queue and alerts #inv-alerts.',
      {
        age: 185,
        files: ['src/Inventory.Worker/Messaging/BusConfiguration.cs'],
        tags: ['masstransit', 'retry', 'error-handling'],
      },
    ),
    m(
      'contracts',
      'convention',
      'Message contracts are records in the Inventory.Contracts project, namespace Inventory.Contracts.V1, published as a NuGet package to our GitHub Packages feed because orders-svc and purchasing-svc reference it. Changes must be additive (new nullable/optional properties); renaming or removing a property means a V2 message side by side. Bump the package version in the same PR.',
      {
        age: 285,
        files: ['src/Inventory.Contracts'],
        tags: ['contracts', 'messaging', 'nuget', 'versioning'],
      },
    ),
    m(
      'mt-pin',
      'constraint',
      'Stay on MassTransit 8.x. v9 needs a commercial licence we haven’t bought — Dependabot ignores it, don’t merge a bump by hand.',
      {
        age: 85,
        files: ['Directory.Packages.props', '.github/dependabot.yml'],
        tags: ['masstransit', 'licensing', 'dependencies'],
      },
    ),

    // --- api ------------------------------------------------------------------------------------------
    m(
      'problem-details',
      'convention',
      'Errors leave the API as RFC 7807 ProblemDetails only (AddProblemDetails + InventoryExceptionHandler : IExceptionHandler). Map Result failures with ToProblem(): NotFound → 404, Insufficient/Conflict → 409, validation → 400 ValidationProblem. No plain-string error bodies.',
      {
        age: 245,
        files: [
          'src/Inventory.Api/Common/ResultExtensions.cs',
          'src/Inventory.Api/Common/InventoryExceptionHandler.cs',
        ],
        tags: ['errors', 'problem-details', 'api'],
      },
    ),
    m(
      'api-versioning',
      'constraint',
      'The Zebra handheld scanners run a MAUI app that’s updated maybe twice a year, and it binds /api/v1 by property name (camelCase). So in v1 you can add fields but not rename, retype or remove them — anything breaking goes in v2 (Asp.Versioning).',
      {
        age: 255,
        reaffirm: 50,
        files: ['src/Inventory.Api/Features/Stock/StockLevelResponse.cs'],
        tags: ['api', 'versioning', 'scanners', 'contract'],
      },
    ),
    m(
      'options-pattern',
      'convention',
      'Config is bound to options classes: services.AddOptions<T>().BindConfiguration("Section").ValidateDataAnnotations().ValidateOnStart(), consumed via IOptions<T>. Nobody reads IConfiguration["..."] inside a service.',
      {
        age: 235,
        files: ['src/Inventory.Api/Program.cs'],
        tags: ['configuration', 'options'],
      },
    ),
    m(
      'http-resilience',
      'convention',
      'Outbound HTTP = typed client registered with AddHttpClient<T>() + AddStandardResilienceHandler() (Microsoft.Extensions.Http.Resilience). No new HttpClient(), no hand-rolled retry loops or Polly policies on top.',
      {
        age: 130,
        files: ['src/Inventory.Infrastructure/DependencyInjection.cs'],
        tags: ['http', 'resilience', 'polly'],
      },
    ),
    m(
      'time-provider',
      'convention',
      'Inject TimeProvider for the current time (never DateTime.Now/UtcNow or DateTimeOffset.UtcNow directly). Timestamps are DateTimeOffset in UTC; the admin UI converts to the warehouse’s time zone for display. Tests use FakeTimeProvider.',
      {
        age: 175,
        tags: ['time', 'testing', 'conventions'],
      },
    ),

    // --- code style / build ------------------------------------------------------------------------------
    m(
      'central-packages',
      'convention',
      'Central Package Management: versions live only in Directory.Packages.props. A csproj has <PackageReference Include="..."/> with no Version — note that `dotnet add package` writes a Version into the csproj, move it.',
      {
        age: 350,
        files: ['Directory.Packages.props'],
        tags: ['nuget', 'dependencies', 'build'],
      },
    ),
    m(
      'sdk-version',
      'fact',
      'global.json pins the .NET 8 SDK (8.0.404, rollForward latestFeature); every project targets net8.0. No preview SDKs in CI.',
      {
        fact: 'inventory-svc | dotnet_version | .NET 8',
        age: 200,
        files: ['global.json'],
        tags: ['dotnet', 'sdk'],
      },
    ),
    m(
      'csharp-style',
      'convention',
      'Style is whatever .editorconfig says and CI enforces it with `dotnet format --verify-no-changes`. In short: file-scoped namespaces, primary constructors for DI, classes sealed unless designed for inheritance, var when the type is obvious, Async suffix on async methods.',
      {
        age: 330,
        files: ['.editorconfig'],
        tags: ['style', 'dotnet-format', 'csharp'],
      },
    ),
    m(
      'log-templates',
      'convention',
      'Log with message templates, not interpolation: logger.LogInformation("Reserved {Quantity} of {Sku} for {OrderId}", ...). On hot paths (allocation, consumers) use [LoggerMessage] source-generated methods in a static partial Log class next to the code.',
      {
        age: 220,
        tags: ['logging', 'serilog', 'performance'],
      },
    ),
    m(
      'serilog',
      'fact',
      'Serilog is wired in Program.cs (builder.Services.AddSerilog) reading the Serilog section of appsettings; it writes compact JSON to stdout and forwards to Application Insights through the OpenTelemetry sink, so logs for prod are in the appi-inventory-prod traces table.',
      {
        age: 205,
        files: ['src/Inventory.Api/Program.cs', 'src/Inventory.Worker/Program.cs'],
        tags: ['serilog', 'logging', 'app-insights'],
      },
    ),
    m(
      'otel',
      'fact',
      'OpenTelemetry via Azure.Monitor.OpenTelemetry.AspNetCore (UseAzureMonitor). Custom spans come from the ActivitySource "Inventory" (InventoryTelemetry.ActivitySource) and metrics from the Meter "Inventory.Stock"; MassTransit’s own source is added so traces cross the bus.',
      {
        age: 200,
        files: ['src/Inventory.Infrastructure/Telemetry/InventoryTelemetry.cs'],
        tags: ['opentelemetry', 'tracing', 'metrics'],
      },
    ),
    m(
      'health-checks',
      'fact',
      'Probes: /health/live (process only) and /health/ready (SQL + Service Bus). Container Apps liveness/readiness point at them; don’t put external dependencies in live or a SQL blip restarts every replica.',
      {
        age: 190,
        files: ['src/Inventory.Api/Health'],
        tags: ['health-checks', 'probes', 'container-apps'],
      },
    ),

    // --- testing ------------------------------------------------------------------------------------------
    m(
      'test-style',
      'convention',
      'xUnit tests named Method_Scenario_Expected (Reserve_WhenAvailableIsShort_ReturnsInsufficient), one test class per unit under test, assertions with FluentAssertions (.Should()), never Assert.*. Unit tests in tests/Inventory.UnitTests mirror the src folder structure.',
      {
        age: 345,
        files: ['tests/Inventory.UnitTests'],
        tags: ['xunit', 'fluentassertions', 'tests', 'naming'],
      },
    ),
    m(
      'fa-pin',
      'constraint',
      'FluentAssertions is pinned to 7.x in Directory.Packages.props. 8.0 went commercial (Xceed licence), don’t bump it.',
      {
        age: 90,
        files: ['Directory.Packages.props'],
        tags: ['fluentassertions', 'licensing', 'dependencies'],
      },
    ),
    m(
      'mt-harness',
      'convention',
      'Consumer tests use AddMassTransitTestHarness in the factory, which swaps Service Bus for the in-memory transport; assert with harness.Consumed.Any<T>() / Published.Any<T>(). No test talks to a real namespace.',
      {
        age: 145,
        files: ['tests/Inventory.IntegrationTests/InventoryApiFactory.cs'],
        tags: ['masstransit', 'tests', 'test-harness'],
      },
    ),

    // --- infra / delivery -------------------------------------------------------------------------------
    m(
      'aca-scaling',
      'fact',
      'inventory-api: min 2 / max 10 replicas, HTTP scaler at 80 concurrent requests. inventory-worker: min 1 / max 6, KEDA azure-servicebus scaler on the reserve-stock queue (messageCount 200). Values are parameters in infra/env/prod.bicepparam.',
      {
        age: 120,
        files: ['infra/modules/containerapps.bicep', 'infra/env/prod.bicepparam'],
        tags: ['scaling', 'keda', 'container-apps'],
      },
    ),
    m(
      'bicep',
      'convention',
      'All Azure resources are Bicep: infra/main.bicep + modules in infra/modules, per-environment values in infra/env/<env>.bicepparam. PRs get a what-if comment, merge to main deploys. Never click-ops in the portal — the next deploy reverts it anyway.',
      {
        age: 205,
        files: ['infra/main.bicep', 'infra/modules', 'infra/env'],
        tags: ['bicep', 'iac', 'azure'],
      },
    ),
    m(
      'key-vault',
      'constraint',
      'Secrets live in Key Vault kv-inventory-prod / kv-inventory-stg and reach the container apps as Key Vault-referenced secrets (declared in containerapps.bicep, read via managed identity). Never in appsettings*.json, bicepparam files or GitHub variables. Locally: dotnet user-secrets.',
      {
        age: 240,
        reaffirm: 15,
        files: ['infra/modules/containerapps.bicep', 'infra/modules/keyvault.bicep'],
        tags: ['secrets', 'key-vault', 'security'],
      },
    ),
    m(
      'managed-identity',
      'decision',
      'In Azure the apps reach SQL and Service Bus with their user-assigned managed identity (id-inventory-prod): the SQL connection string uses Authentication=Active Directory Default, no User ID/Password. Humans query prod with their own Entra account through the read replica, via PIM for db_datareader.',
      {
        age: 180,
        files: ['src/Inventory.Api/appsettings.Production.json'],
        tags: ['managed-identity', 'azure-sql', 'security'],
      },
    ),
    m(
      'gha-pipeline',
      'fact',
      '.github/workflows/ci.yml: restore, build, unit + integration tests, dotnet format check on every PR (ubuntu-latest). deploy.yml on main: build image, push to acrinventory, deploy staging, then prod behind the "production" environment approval. Azure login is OIDC federated — there is no client secret in the repo.',
      {
        age: 175,
        files: ['.github/workflows/ci.yml', '.github/workflows/deploy.yml'],
        tags: ['github-actions', 'ci', 'deploy'],
      },
    ),
    m(
      'pr-conventions',
      'convention',
      'Trunk-based. Branch names INV-<ticket>-short-desc, PR title "INV-123: what changed", squash-merge only. One reviewer from #inv-platform minimum, two if it touches infra/ or Migrations/.',
      {
        age: 360,
        tags: ['git', 'pull-requests', 'process'],
      },
    ),
    m(
      'docker-chiseled',
      'fact',
      'Images are built from src/Inventory.Api/Dockerfile and src/Inventory.Worker/Dockerfile on mcr.microsoft.com/dotnet/aspnet:8.0-jammy-chiseled: non-root, listens on 8080, and there is no shell, so `az containerapp exec` into it gets you nothing. For poking around, use the debug console revision with the -debug image tag.',
      {
        age: 155,
        files: ['src/Inventory.Api/Dockerfile', 'src/Inventory.Worker/Dockerfile'],
        tags: ['docker', 'chiseled', 'images'],
      },
    ),
    m(
      'local-dev',
      'fact',
      'Local: `docker compose up -d sql azurite`, then run Inventory.Api and Inventory.Worker (launchSettings "Local"). appsettings.Development.json sets Bus:Transport = InMemory, so nothing needs a Service Bus namespace; Auth:DevBypass lets you call the API with a fake Supervisor user.',
      {
        age: 165,
        files: ['docker-compose.yml', 'src/Inventory.Api/appsettings.Development.json'],
        tags: ['local-dev', 'docker-compose'],
      },
    ),
    m(
      'feature-flags',
      'fact',
      'Feature flags come from Azure App Configuration (appcs-inventory) through Microsoft.FeatureManagement; names are Inventory.<Feature>, checked with IFeatureManager or [FeatureGate] on endpoint groups.',
      {
        age: 110,
        tags: ['feature-flags', 'app-configuration'],
      },
    ),

    // --- admin ui -----------------------------------------------------------------------------------------
    m(
      'blazor-admin',
      'fact',
      'The admin UI is src/Inventory.Admin, Blazor Web App with interactive server rendering (.NET 8), deployed as its own container app. It talks to the API through typed clients in Inventory.Admin/Api (InventoryApiClient) with the signed-in user’s token.',
      {
        age: 260,
        files: ['src/Inventory.Admin'],
        tags: ['blazor', 'admin-ui'],
      },
    ),
    m(
      'admin-no-db',
      'constraint',
      'Inventory.Admin must not reference Inventory.Infrastructure or open a DbContext. Every read and write goes through the API, otherwise the ledger rules, idempotency and audit get bypassed.',
      {
        age: 255,
        files: ['src/Inventory.Admin/Inventory.Admin.csproj'],
        tags: ['blazor', 'architecture', 'admin-ui'],
      },
    ),
    m(
      'mudblazor',
      'convention',
      'UI components are MudBlazor only (MudDataGrid for tables, with ServerData for anything paged). Please don’t pull in a second component library or Bootstrap JS.',
      {
        age: 250,
        files: ['src/Inventory.Admin/Components'],
        tags: ['mudblazor', 'blazor', 'ui'],
      },
    ),

    // --- notes --------------------------------------------------------------------------------------------
    m(
      'note-dc3',
      'note',
      'DC3 (Rotterdam) goes live in Q3. Warehouse code DC3, same Europe/Amsterdam time zone as DC1; its zones are lettered R–W so they never clash with DC1/DC2 in reports.',
      {
        age: 60,
        tags: ['warehouses', 'dc3', 'rollout'],
      },
    ),
    m(
      'note-oncall',
      'note',
      'On-call rota for inventory is in PagerDuty under "Inventory Platform"; alerts from Application Insights go to #inv-alerts.',
      {
        age: 400,
        tags: ['on-call', 'alerts'],
      },
    ),

    // --- unreviewed agent proposals -----------------------------------------------------------------------
    m(
      'cand-redis',
      'decision',
      'Cache GET /api/v1/stock responses in Azure Cache for Redis for 30 seconds to take load off SQL.',
      {
        candidate: true,
        tags: ['redis', 'cache'],
      },
    ),
    m(
      'cand-automapper',
      'convention',
      'Use AutoMapper profiles for entity → DTO mapping instead of hand-written Select projections.',
      {
        candidate: true,
        tags: ['automapper', 'mapping'],
      },
    ),
    m(
      'cand-graphql',
      'decision',
      'Expose a HotChocolate GraphQL endpoint at /graphql so the admin UI can fetch stock and movements in one round trip.',
      {
        candidate: true,
        tags: ['graphql', 'hotchocolate'],
      },
    ),
    m('cand-cosmos', 'fact', 'Stock movements are stored in Cosmos DB, partitioned by SKU.', {
      candidate: true,
      tags: ['cosmos-db'],
    }),

    // --- secret-bearing inputs (must be refused) --------------------------------------------------------
    m(
      'secret-sql-reporting',
      'fact',
      'Power BI refresh still uses the old SQL login: Server=tcp:sql-inventory-prod.database.windows.net,1433;Initial Catalog=sqldb-inventory;User ID=rpt_reader;Password=Hq4!vZ8m#Tq2Lw9e;Encrypt=True;',
      { secret: 'Hq4!vZ8m#Tq2Lw9e' },
    ),
    m(
      'secret-sb',
      'note',
      'sb root conn string for the replay script: Endpoint=sb://sb-inventory-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=DYemQlMHGOB7S0SAEJ583B8goKYIahANxQAQQSTw2zE=',
      { secret: 'DYemQlMHGOB7S0SAEJ583B8goKYIahANxQAQQSTw2zE=' },
    ),
    m('secret-sa-dev', 'note', 'the sa password on the shared dev SQL box (sqldev01) is Wh4rf-Dev!2024kP', {
      secret: 'Wh4rf-Dev!2024kP',
    }),
    m(
      'secret-sendgrid',
      'fact',
      'low-stock mailer .env:\nSENDGRID_FROM=inventory-alerts@harbourline.eu\nSENDGRID_API_KEY=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',
      { secret: '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' },
    ),
    m(
      'secret-entra',
      'fact',
      'admin UI app registration, for local testing against staging:\nAzureAd:\n  TenantId: 18a067aa-eed2-4bfe-8304-f4b318399a3f\n  ClientId: c26393cc-79a9-491a-af3f-534834a7e203\n  ClientSecret: B3N8Q~.N3RkMaWMxOsCioRBhi2zaLNF2TJuxUwEw',
      { secret: 'B3N8Q~.N3RkMaWMxOsCioRBhi2zaLNF2TJuxUwEw' },
    ),
    m(
      'secret-nuget-pat',
      'convention',
      'To restore Inventory.Contracts locally put this in your user nuget.config under packageSourceCredentials/github: <add key="Username" value="harbourline-ci" /> <add key="ClearTextPassword" value="ghp_AbzGhSv4LjlL0qXC5uXJNSx2Z0eF76Liy9WW" />',
      { secret: 'ghp_AbzGhSv4LjlL0qXC5uXJNSx2Z0eF76Liy9WW' },
    ),
  ],
  sessions: [
    {
      id: 'dotnet-inventory-session-1',
      age: 4,
      turns: [
        said(
          'For DC-to-DC transfers we agreed on two movements: TransferOut at the source when the truck is dispatched, TransferIn at the destination when it is received. In between the quantity sits in the destination warehouse’s IN-TRANSIT location, so it never counts as available anywhere.',
          { key: 's-transfer-two-step', type: 'decision' },
        ),
        replied(
          'Got it. I will add TransferOut/TransferIn movement types and have the dispatch handler post to DC2-IN-TRANSIT.',
        ),
        said(
          'also barcodes: always normalise to GTIN-14 (left-pad with zeros) before you store or look one up. the scanners send a mix of EAN-13, UPC-A and GTIN-14 for the same product',
          { key: 's-gtin-normalize', type: 'convention' },
        ),
        replied(
          'Would it make sense to turn the StockLevels projection into an indexed view so SQL Server maintains it for us instead of the handlers?',
        ),
        said(
          'Bulk updates and deletes use EF Core’s ExecuteUpdateAsync / ExecuteDeleteAsync. We removed EFCore.BulkExtensions over its licence, don’t add it back.',
          { key: 's-ef-bulk', type: 'decision' },
        ),
        said(
          'if you want to test the export against staging blob: DefaultEndpointsProtocol=https;AccountName=stinventorystg;AccountKey=W1tKOYSZ7K/joxJN7sMgpXS+9fsQ5n7tiJwdwjVdnVoiRaUyTUF4xiWtO8BQMRtpn+eD6wXFbqxmcSg5O3/LTg==;EndpointSuffix=core.windows.net',
          {
            secret:
              'W1tKOYSZ7K/joxJN7sMgpXS+9fsQ5n7tiJwdwjVdnVoiRaUyTUF4xiWtO8BQMRtpn+eD6wXFbqxmcSg5O3/LTg==',
          },
        ),
        said(
          'Every async method takes a CancellationToken as its last parameter and passes it all the way down — EF calls, HttpClient, ToListAsync, everything. No CancellationToken.None in production code.',
          { key: 's-cancellation-token', type: 'convention' },
        ),
        replied('ok, I will thread the token through the transfer handlers as well.'),
        said(
          'One more: every event we publish carries the WarehouseId and copies the CorrelationId from the incoming request or message, so we can follow one order across the services.',
          { key: 's-correlation', type: 'convention' },
        ),
        said('cool, thanks'),
      ],
    },
  ],
  prompts: [
    p('why is the stock count wrong after a retry? DC2 shows double the received qty for PO-44817', [
      'idempotency',
      'stock-ledger',
    ]),
    p('add an endpoint to move stock between two bins in the same warehouse', [
      'api-minimal',
      'handlers-direct',
      'stock-ledger',
      'idempotency',
      'negative-stock',
    ]),
    p('EF is way too slow for the movement history report, can we just add Dapper back for that one query', [
      'data-efcore',
      'movements-partitioned',
      'ef-readonly',
    ]),
    p("write an xunit test that two concurrent reservations of the last unit don't both succeed", [
      'tests-testcontainers',
      'rowversion',
      'negative-stock',
      'test-style',
    ]),
    p(
      'tests/Inventory.IntegrationTests fail on the runner: System.ArgumentException: Docker is either not running or misconfigured. worked yesterday when i switched the job to windows-latest',
      ['tests-testcontainers', 'gha-pipeline'],
    ),
    p('dependabot has 14 PRs open, can you just bump everything to latest in one go', [
      'central-packages',
      'fa-pin',
      'mt-pin',
    ]),
    p('where does inventory-worker actually run and how do i raise its max replicas', [
      'deploy-aca',
      'aca-scaling',
      'bicep',
    ]),
    p('how do i tail prod logs for inventory-api? kubectl says no context found', ['deploy-aca', 'serilog']),
    p('add a nullable SupplierLotRef column to StockMovements', [
      'ef-migrations',
      'ef-config',
      'movements-partitioned',
    ]),
    p(
      "staging deploy: inventory-api revision crash loops, SqlException: There is already an object named 'StockReservations' in the database. at Program.<Main>$",
      ['migrate-on-startup', 'migrate-bundle', 'ef-migrations'],
    ),
    p('@src/Inventory.Api/Features/Receiving/ReceiveGoodsRequest.cs should Quantity be int or decimal here', [
      'qty-decimal',
      'qty-int',
    ]),
    p(
      'customer service says reserved items go back on sale while customers are still paying by bank transfer',
      ['reservation-ttl-15', 'reservation-ttl-60'],
    ),
    p('CS8602 is failing the build in Inventory.Infrastructure, can i just turn that warning off', [
      'warnings-as-errors',
      'warnings-nullable-soft',
    ]),
    p('put the sendgrid api key in appsettings.Development.json so the low stock mails work locally', [
      'key-vault',
      'options-pattern',
      'low-stock',
    ]),
    p('whats the connection string for prod sql, need to run a quick query on reservations', [
      'managed-identity',
      'azure-sql',
    ]),
    p('renamed QtyAvailable to Available in StockLevelResponse and now the handhelds show 0 everywhere??', [
      'api-versioning',
    ]),
    p("add GET /api/v1/skus/{sku}/movements that returns a sku's movement history, paged", [
      'api-minimal',
      'keyset-paging',
      'movements-partitioned',
      'ef-readonly',
    ]),
    p(
      'admin ui: new page showing stock per location. just inject InventoryDbContext into the component, its quicker',
      ['blazor-admin', 'admin-no-db', 'mudblazor'],
    ),
    p("how should ReserveStockHandler respond when there isn't enough available", [
      'negative-stock',
      'problem-details',
    ]),
    p(
      "System.InvalidOperationException: Unable to resolve service for type 'MediatR.ISender' while attempting to activate 'Inventory.Api.Features.Picking.PickEndpoints'",
      ['handlers-direct'],
    ),
    p(
      'ReserveStockConsumer throws DbUpdateConcurrencyException a lot under load, should i catch it and log a warning',
      ['rowversion', 'consumer-retry'],
    ),
    p('publish a StockAdjusted event after the adjustment is saved', [
      'outbox',
      'contracts',
      'bus-asb',
      's-correlation',
    ]),
    p('add AvailableQuantity to the StockReservationFailed message, orders-svc wants it', ['contracts']),
    p(
      'i added TransferDispatchedConsumer, registered it in the worker, deployed to stg — it never receives anything and there are no errors',
      ['bus-asb', 'bicep'],
    ),
    p(
      'picker got sent to a pallet expiring 2026-03 while one expiring 2025-11 was in the next bay. allocation bug?',
      ['fefo', 'lot-tracking'],
    ),
    p('shift lead gets 403 posting an adjustment of 80 units for damaged goods, she is an operator', [
      'adjustments-approval',
      'auth-entra',
    ]),
    p('validation rejects sku "hwd-4512" from the import, is that right', ['sku-format']),
    p('barcode lookup returns 404 for some products even though the barcode is in the table', [
      's-gtin-normalize',
    ]),
    p('implement the DC1 -> DC2 transfer endpoints', [
      's-transfer-two-step',
      'stock-ledger',
      'idempotency',
      'api-minimal',
      'handlers-direct',
    ]),
    p('write a job that deletes stock movements older than 7 years in batches', [
      's-ef-bulk',
      'movements-partitioned',
      'stock-ledger',
      'worker-consumers',
    ]),
    p('CycleCountSchedulerTests is flaky around midnight, it uses DateTime.Now somewhere. fix pls', [
      'time-provider',
    ]),
    p('make GetStockLevelsHandler properly async', ['s-cancellation-token', 'ef-readonly']),
    p('ci fails on the format step, what style do we follow', ['csharp-style']),
    p('cycle count on DC1-A-12 came back 7% under, can i just post the correction', [
      'cycle-count',
      'adjustments-approval',
    ]),
    p('need a new secret for the ASN webhook signature in the api container app, where does it go', [
      'key-vault',
      'bicep',
    ]),
    p('whats the difference between IEnumerable and IQueryable', []),
    p('write a regex that validates a UK postcode', []),
    p('rename tmp and x2 in this loop to something readable', []),
    p('what does ConfigureAwait(false) actually do', []),
    p('thanks, that works', []),
  ],
});
