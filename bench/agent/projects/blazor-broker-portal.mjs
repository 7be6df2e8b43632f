// An insurance broker portal (CH + AT): ASP.NET Core 8 Blazor Server + one WASM module, EF Core 8 / SQL Server, Hangfire, Azure, BiPRO/OMDS, QuestPDF.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'blazor-broker-portal',
  stack:
    'C# 12 / .NET 8, ASP.NET Core 8 Blazor Server (Telerik UI for Blazor) + one Blazor WebAssembly module, minimal APIs, EF Core 8 on Azure SQL, Hangfire 1.8, Azure App Service / Blob Storage / Key Vault / Service Bus / SignalR Service / Communication Services, Entra ID (staff) + Azure AD B2C (customers), BiPRO SOAP (dotnet-svcutil) + OMDS + CSV/Excel imports (CsvHelper, ClosedXML), QuestPDF, resx localization (de-CH, fr-CH, it-CH, de-AT, en), xUnit + bUnit + Playwright, Azure DevOps YAML pipelines, Bicep',
  memories: [
    // --- architecture -------------------------------------------------------------------------------------
    m(
      'solution-layout',
      'fact',
      'Portal.sln: src/Portal.Web (ASP.NET Core 8 host, Blazor Server UI + minimal APIs under /api), src/Portal.Client (Blazor WASM, only the customer claims wizard), src/Portal.Contracts (DTOs shared by Web and Client), src/Portal.Application (use-case handlers), src/Portal.Domain, src/Portal.Infrastructure (EF Core, blob, service bus, mail), src/Portal.Bipro, src/Portal.Pdf, src/Portal.Jobs (Hangfire server). references only point inwards, Domain references nothing.',
      {
        age: 460,
        reaffirm: 30,
        fact: 'portal | solution_layout | 9 projects, dependencies point to Domain',
        files: ['Portal.sln'],
        tags: ['architecture', 'solution', 'layers'],
      },
    ),
    m(
      'domain-persistence-ignorant',
      'constraint',
      'Portal.Domain hat keine EF-Core-Referenz und keine Data Annotations. Mapping ausschliesslich über IEntityTypeConfiguration<T> in src/Portal.Infrastructure/Persistence/Configurations/ (eine *Configuration.cs pro Entity), Value Objects als ComplexProperty bzw. OwnsOne. Wer [MaxLength] in eine Domain-Klasse schreibt, kriegt den PR zurück.',
      {
        age: 445,
        files: ['src/Portal.Domain', 'src/Portal.Infrastructure/Persistence/Configurations'],
        tags: ['efcore', 'domain', 'ddd', 'mapping'],
      },
    ),
    m(
      'mediatr-pipeline',
      'convention',
      'Use cases go through MediatR 12: components inject IMediator and Send(new CreateClaimCommand(...)); the handler sits next to the command in Portal.Application/<Feature>/, and validation, logging and the transaction are IPipelineBehavior<,> registered in AddApplication().',
      {
        age: 430,
        files: ['src/Portal.Application/DependencyInjection.cs'],
        tags: ['mediatr', 'cqrs', 'application'],
      },
    ),
    m(
      'handlers-plain',
      'decision',
      'MediatR ist raus (PORTAL-1184). Jeder Use Case ist eine sealed class <Name>Handler mit HandleAsync(request, ct), scoped registriert per Scrutor-Scan in AddApplication(); Komponenten und Endpoints injizieren den Handler direkt. Validierung: der FluentValidation-Validator wird am Anfang von HandleAsync aufgerufen und Fehler als Result zurückgegeben (kein ValidateAndThrow). Die Transaktion öffnet der Handler selbst über IUnitOfWork. Bitte kein IMediator / ISender / INotification mehr einführen, auch nicht "nur für Events".',
      {
        supersedes: 'mediatr-pipeline',
        age: 190,
        reaffirm: 20,
        canonical: true,
        files: [
          'src/Portal.Application/DependencyInjection.cs',
          'src/Portal.Application/Claims/SubmitClaimHandler.cs',
        ],
        tags: ['handlers', 'application', 'fluentvalidation', 'architecture'],
        reason: 'the pipeline behaviours hid which handler opened a transaction, and MediatR went commercial',
      },
    ),
    m(
      'result-pattern',
      'convention',
      'handlers return Result / Result<T> (src/Portal.Application/Common/Result.cs) for everything a user can get wrong: validation, not found, invalid state transition, concurrency. error codes are resx keys like "Errors.Claim.InvalidTransition" so the UI can show them localized. exceptions = bugs and infrastructure failures only.',
      {
        age: 185,
        files: ['src/Portal.Application/Common/Result.cs'],
        tags: ['errors', 'result', 'application'],
      },
    ),
    m(
      'wasm-claims-module',
      'fact',
      'Portal.Client is the only WebAssembly bit: the public claims wizard (Schadenmeldung) under /schaden, hosted by Portal.Web. it must NOT reference Portal.Application or Portal.Infrastructure (would ship server code + conn handling to the browser), only Portal.Contracts, and it talks to /api/claims-intake/* with the B2C token. keep the payload small: no Telerik in the wasm project, plain html + our css.',
      {
        age: 320,
        files: ['src/Portal.Client/Portal.Client.csproj', 'src/Portal.Web/Api/ClaimsIntakeEndpoints.cs'],
        tags: ['blazor-wasm', 'claims', 'architecture'],
      },
    ),
    m(
      'wasm-claim-draft',
      'fact',
      'claims wizard drafts survive reloads: ClaimDraftStore writes the draft to localStorage key "claimDraft:v2" after each step. attachments are NOT part of the draft — every file is uploaded right away (POST /api/claims-intake/uploads, lands in quarantine) and the draft only keeps the returned upload ids. if you change the draft shape bump the key version.',
      {
        age: 150,
        files: ['src/Portal.Client/Services/ClaimDraftStore.cs'],
        tags: ['blazor-wasm', 'claims', 'localstorage', 'uploads'],
      },
    ),
    m(
      'blazor-dbcontext-factory',
      'constraint',
      'Never inject PortalDbContext into a Razor component or into anything that lives in the circuit scope: that scope lives as long as the browser tab, so you end up with one context for hours and "A second operation was started on this context instance" as soon as two events overlap. Components call handlers; handlers that run inside the circuit take IDbContextFactory<PortalDbContext> and do `await using var db = await _factory.CreateDbContextAsync(ct);` per operation.',
      {
        age: 380,
        reaffirm: 15,
        canonical: true,
        files: ['src/Portal.Infrastructure/DependencyInjection.cs', 'src/Portal.Web/Components'],
        tags: ['blazor-server', 'efcore', 'dbcontext', 'circuit'],
      },
    ),
    m(
      'telerik-ui',
      'convention',
      'UI components = Telerik UI for Blazor (6.x), nothing else. Tables are TelerikGrid with OnRead so paging/filter/sort happen on the server — never load a full list and let the grid page it in memory. No MudBlazor/Radzen, no bootstrap.js. Telerik packages come from the Telerik feed, credentials via the TELERIK_NUGET_KEY pipeline secret or your own user-level nuget.config.',
      {
        age: 365,
        files: ['src/Portal.Web/Portal.Web.csproj', 'nuget.config'],
        tags: ['telerik', 'ui', 'blazor', 'grid'],
      },
    ),
    m(
      'circuits-signalr-service',
      'decision',
      'Blazor circuits run over Azure SignalR Service: sigr-bp-portal-prod (Standard_S1, 2 units, switzerlandnorth), ServerStickyMode.Required, connection string "Endpoint=https://sigr-bp-portal-prod.service.signalr.net;AuthType=azure.msi;Version=1.0;" (managed identity, no access key). ARR affinity on the web app is off, WebSockets on. Locally AddAzureSignalR is skipped when Azure:SignalR:ConnectionString is empty.',
      {
        age: 140,
        files: ['src/Portal.Web/Program.cs', 'infra/modules/signalr.bicep'],
        tags: ['blazor-server', 'signalr', 'circuit', 'scale-out', 'azure'],
        reason: 'month-end autoscale put most circuits on one instance and scale-in dropped them all',
      },
    ),
    m(
      'rendermode-global',
      'convention',
      'interactive server is set globally: <Routes @rendermode="InteractiveServer" /> + <HeadOutlet @rendermode="InteractiveServer" /> in App.razor. every page is interactive, so do not sprinkle @rendermode on pages or components.',
      {
        age: 205,
        files: ['src/Portal.Web/Components/App.razor'],
        tags: ['blazor', 'render-mode'],
      },
    ),
    m(
      'rendermode-per-page',
      'convention',
      'Default render mode is static SSR. A page opts in with @rendermode InteractiveServer only if it really needs interactivity (grids, wizards, dialogs). The public /kunde pages stay static so we don’t hold a circuit per anonymous visitor; the WASM wizard uses InteractiveWebAssembly on /schaden only. Nothing global in App.razor.',
      {
        age: 110,
        disputes: 'rendermode-global',
        files: ['src/Portal.Web/Components/App.razor', 'src/Portal.Web/Components/Pages'],
        tags: ['blazor', 'render-mode', 'ssr'],
      },
    ),

    // --- domain -------------------------------------------------------------------------------------------
    m(
      'tenant-ch-at',
      'constraint',
      'Zwei Gesellschaften, ein Portal: Brunner & Partner Versicherungsbroker AG (Zürich, FINMA-registrierter ungebundener Vermittler) und Brunner & Partner Versicherungsmakler GmbH (Wien, GISA/FMA). Jede Tabelle mit Kunden- oder Vertragsdaten hat TenantId (CH | AT), der globale Query-Filter in PortalDbContext hängt an ITenantContext. CH-Daten dürfen nie in einer AT-Ansicht auftauchen und umgekehrt; IgnoreQueryFilters() nur nach Review durch Reto.',
      {
        age: 455,
        reaffirm: 10,
        canonical: true,
        fact: 'portal | tenants | CH (AG, FINMA) and AT (GmbH, FMA)',
        files: [
          'src/Portal.Infrastructure/Persistence/PortalDbContext.cs',
          'src/Portal.Application/Common/ITenantContext.cs',
        ],
        tags: ['multi-tenant', 'finma', 'fma', 'query-filter', 'compliance'],
      },
    ),
    m(
      'money-type',
      'convention',
      'money = the Money value object (Amount decimal + Currency) in src/Portal.Domain/Common/Money.cs. CHF for tenant CH, EUR for AT. in SQL decimal(19,4) + char(3). no double/float, no bare decimal property for an amount, and adding CHF to EUR throws on purpose.',
      {
        age: 430,
        files: ['src/Portal.Domain/Common/Money.cs'],
        tags: ['money', 'domain', 'decimal', 'currency'],
      },
    ),
    m(
      'money-format',
      'convention',
      'Beträge in UI, Mails und PDF immer über MoneyFormatter.Format(money, culture) ausgeben, nie .ToString("N2") oder string interpolation — de-CH nimmt den Apostroph (1\'234.50), fr-CH in .NET 8 ein U+202F als Tausendertrenner, und die Währung steht bei uns hinten ("1\'234.50 CHF"). Negative Beträge (Storno) macht der Formatter auch richtig.',
      {
        age: 300,
        files: ['src/Portal.Web/Formatting/MoneyFormatter.cs'],
        tags: ['money', 'formatting', 'i18n', 'culture'],
      },
    ),
    m(
      'commission-round-line',
      'convention',
      'Courtage wird pro Zeile auf 5 Rappen gerundet (Money.RoundToFiveRappen(), MidpointRounding.AwayFromZero), das Total ist die Summe der gerundeten Zeilen — so stimmt es 1:1 mit den Abrechnungen der Versicherer. Für EUR (AT) pro Zeile auf den Cent.',
      {
        age: 250,
        files: ['src/Portal.Domain/Commissions/CommissionLine.cs', 'src/Portal.Domain/Common/Money.cs'],
        tags: ['commissions', 'courtage', 'rounding', 'money'],
      },
    ),
    m(
      'commission-round-total',
      'decision',
      'commission lines keep full precision (4 decimals); only the statement total gets rounded (CHF to 0.05, EUR to 0.01). Mirjam from finance wants the total to equal sum(premium * rate) exactly — rounding every line drifted by up to 1.40 CHF on the big statements.',
      {
        age: 95,
        disputes: 'commission-round-line',
        files: ['src/Portal.Domain/Commissions/CommissionStatement.cs'],
        tags: ['commissions', 'courtage', 'rounding', 'finance'],
      },
    ),
    m(
      'commission-statement-monthly',
      'fact',
      'Courtageabrechnungen: CommissionStatementJob läuft am 5. Arbeitstag des Monats (Feiertage Kanton ZH via Nager.Date) und erstellt pro Broker und Tenant ein Statement im Status Draft aus den CommissionLines, die im Vormonat importiert wurden. Finance gibt sie unter /courtage/freigabe frei, erst dann sieht der Broker sie.',
      {
        age: 270,
        reaffirm: 25,
        files: [
          'src/Portal.Jobs/Commissions/CommissionStatementJob.cs',
          'src/Portal.Web/Components/Pages/Courtage/Freigabe.razor',
        ],
        tags: ['commissions', 'courtage', 'hangfire', 'finance'],
      },
    ),
    m(
      'policy-number',
      'convention',
      'Policennummern sind Strings pro Versicherer — nie parsen, nie Punkte/Bindestriche rauswerfen, die Versicherer schreiben dieselbe Nummer unterschiedlich (77.123.456 vs 77123456). Eindeutig ist (InsurerId, PolicyNumberNormalized) mit Normalized = Trim + Upper + ohne Leerzeichen; das Original bleibt in PolicyNumber für Anzeige und Korrespondenz.',
      {
        age: 400,
        files: ['src/Portal.Domain/Policies/Policy.cs'],
        tags: ['policies', 'domain', 'identifiers'],
      },
    ),
    m(
      'policy-versions',
      'decision',
      'A policy change (Nachtrag, Indexanpassung, coverage change) never updates the policy row in place — it adds a PolicyVersion (ValidFrom as DateOnly, Premium, Coverages json, SourceDocumentId). "current" = latest version with ValidFrom <= today, use the CurrentVersion() query extension or the view vw_PolicyCurrent. a plain join on PolicyVersions is how policies show up twice in lists.',
      {
        age: 390,
        reaffirm: 22,
        files: [
          'src/Portal.Domain/Policies/PolicyVersion.cs',
          'src/Portal.Infrastructure/Persistence/Queries/PolicyQueryExtensions.cs',
        ],
        tags: ['policies', 'versioning', 'domain', 'efcore'],
      },
    ),
    m(
      'claim-status-machine',
      'constraint',
      'claim status only changes through Claim.TransitionTo(status, by, reason): Gemeldet → InPruefung → BeimVersicherer → Reguliert | Abgelehnt, and Zurueckgezogen from anything before Reguliert. every transition writes a ClaimStatusHistory row. the enum is stored as string (HasConversion<string>()), so a new status needs no migration but it does need ClaimStatus.<Value> keys in every resx.',
      {
        age: 350,
        reaffirm: 60,
        files: ['src/Portal.Domain/Claims/Claim.cs', 'src/Portal.Domain/Claims/ClaimStatus.cs'],
        tags: ['claims', 'state-machine', 'domain'],
      },
    ),
    m(
      'advice-protocol',
      'constraint',
      'No application (Antrag) goes to an insurer without advice documentation: CH → Beratungsprotokoll (VAG Art. 45 info duties), AT → Beratungsprotokoll per MaklerG / IDD. SubmitApplicationHandler returns Errors.Application.AdviceProtocolMissing unless an AdviceProtocol with SignedAt is attached. regulatory, not a product preference: no bypass flag, not even "just for AT".',
      {
        age: 295,
        reaffirm: 45,
        files: ['src/Portal.Application/Applications/SubmitApplicationHandler.cs'],
        tags: ['finma', 'fma', 'compliance', 'applications', 'idd'],
      },
    ),
    m(
      'dates-dateonly',
      'convention',
      'Vertragsdaten (Beginn, Ablauf, Hauptfälligkeit), Geburtsdatum und Schadendatum sind DateOnly (SQL date). Zeitpunkte (CreatedAt, SubmittedAt, Audit) sind DateTimeOffset in UTC. Anzeige in Europe/Zurich bzw. Europe/Vienna je nach Tenant über IClock.ToLocal(). Kein DateTime mit Kind-Gebastel.',
      {
        age: 420,
        tags: ['dates', 'timezones', 'domain'],
      },
    ),
    m(
      'time-provider',
      'convention',
      'no DateTime.Now / UtcNow / DateTime.Today anywhere in src/. inject TimeProvider (TimeProvider.System in DI), tests use FakeTimeProvider from Microsoft.Extensions.TimeProvider.Testing. build agents run UTC and we run Europe/Zurich, so "today" bugs only show up in CI around midnight.',
      {
        age: 215,
        tags: ['time', 'testing', 'conventions'],
      },
    ),

    // --- privacy / compliance -----------------------------------------------------------------------------
    m(
      'pii-logging',
      'constraint',
      'No personal data in logs, traces or exception messages: names, addresses, AHV/SV numbers, IBAN, e-mail, phone, claim descriptions, anything health-related. Log ids (CustomerId, ClaimId, PolicyId) only. Properties marked [PersonalData] are masked by the PiiMaskingPolicy Serilog destructuring policy, but that doesn’t help if you log a whole DTO via ToString() or JsonSerializer.',
      {
        age: 410,
        reaffirm: 8,
        canonical: true,
        files: ['src/Portal.Web/Logging/PiiMaskingPolicy.cs'],
        tags: ['gdpr', 'dsg', 'logging', 'pii', 'serilog'],
        reason: 'DSG/DSGVO; App Insights keeps 90 days and half the company can query it',
      },
    ),
    m(
      'ahv-encryption',
      'constraint',
      'AHV-Nr. (756.xxxx.xxxx.xx) and the Austrian SV-Nummer are encrypted at rest: EncryptedStringConverter (AES-GCM, the DEK is wrapped by Key Vault key pii-kek) on Customer.SocialSecurityNumber. UI shows the last 4 digits only. searching by number goes through the SocialSecurityNumberHash column (HMAC-SHA256) — never LIKE on the encrypted column.',
      {
        age: 370,
        files: ['src/Portal.Infrastructure/Persistence/Converters/EncryptedStringConverter.cs'],
        tags: ['pii', 'encryption', 'ahv', 'dsg'],
      },
    ),
    m(
      'health-data-claims',
      'constraint',
      'Gesundheitsdaten (Sparten KVG-Zusatz, Unfall, Krankentaggeld) sind besonders schützenswert (DSG Art. 5 lit. c). Solche Claims haben IsHealthRelated = 1 und sind nur mit der Policy CanSeeHealthClaims (Rolle ClaimsHandlerHealth) sichtbar — auch nicht in Listen, Zählern oder Suchtreffern für andere Rollen. Ihre Dokumente liegen im separaten Container documents-health.',
      {
        age: 360,
        reaffirm: 50,
        files: ['src/Portal.Domain/Claims/Claim.cs', 'src/Portal.Web/Auth/Policies.cs'],
        tags: ['health-data', 'claims', 'dsg', 'authorization'],
      },
    ),
    m(
      'audit-trail',
      'constraint',
      'every read of a customer document and every change to Customer/Policy/Claim ends up in audit.AuditEntries (who, what, when, purpose). changes go through AuditTrailInterceptor on SaveChanges — ExecuteUpdate/ExecuteDelete on audited tables bypass it, so they are not allowed there. document downloads are logged by DocumentLinkService.',
      {
        age: 345,
        files: ['src/Portal.Infrastructure/Persistence/Interceptors/AuditTrailInterceptor.cs'],
        tags: ['audit', 'finma', 'dsg', 'efcore'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Kundendaten bleiben in der Schweiz: alle Ressourcen in switzerlandnorth (Geo-Paar switzerlandwest), auch Application Insights / Log Analytics. Keine Drittanbieter-SaaS, die Personendaten ausserhalb CH/EU verarbeitet — also kein US-Mailanbieter, keine öffentlichen LLM-APIs, kein Sentry SaaS o.ä. AT-Daten laufen über dasselbe Setup.',
      {
        age: 390,
        reaffirm: 18,
        tags: ['data-residency', 'dsg', 'gdpr', 'azure'],
      },
    ),
    m(
      'customer-soft-delete',
      'convention',
      'customers, policies and documents are never physically deleted. they implement ISoftDeletable (IsDeleted, DeletedAt, DeletedBy); SoftDeleteInterceptor turns Remove() into an update and a global HasQueryFilter hides the rows. IgnoreQueryFilters() only in admin/audit views.',
      {
        age: 280,
        files: ['src/Portal.Infrastructure/Persistence/Interceptors/SoftDeleteInterceptor.cs'],
        tags: ['soft-delete', 'efcore', 'customers'],
      },
    ),
    m(
      'customer-hard-delete',
      'constraint',
      'Löschbegehren (DSG Art. 32, DSGVO Art. 17): Personendaten werden wirklich gelöscht, nicht soft-deleted. CustomerErasureJob löscht Customer, Kontakte und Dokumente (Blob inkl. Versionen/Snapshots) und ersetzt Name/Adresse auf Policen, die wegen Aufbewahrungspflicht (10 Jahre, OR 958f) bleiben müssen, durch "Gelöscht <id>". IsDeleted = true ist bei Personendaten KEIN Löschen.',
      {
        age: 70,
        disputes: 'customer-soft-delete',
        files: ['src/Portal.Jobs/Privacy/CustomerErasureJob.cs'],
        tags: ['gdpr', 'dsg', 'erasure', 'customers', 'retention'],
      },
    ),

    // --- persistence --------------------------------------------------------------------------------------
    m(
      'efcore-migrations',
      'convention',
      'migrations: src/Portal.Infrastructure/Persistence/Migrations. `dotnet ef migrations add <Name> -p src/Portal.Infrastructure -s src/Portal.Web -o Persistence/Migrations`. one migration per PR, PascalCase name that says what it does (AddClaimEstimatedDamage). never edit or delete a migration that reached main — write a new one. data fixes are not migrations: one-off script in db/scripts/, reviewed by Dragan.',
      {
        age: 425,
        reaffirm: 40,
        files: ['src/Portal.Infrastructure/Persistence/Migrations', 'db/scripts'],
        tags: ['efcore', 'migrations', 'sql'],
      },
    ),
    m(
      'migrations-pipeline',
      'fact',
      'The app never calls Database.Migrate(). The build stage produces `dotnet ef migrations script --idempotent` as an artifact, and each Deploy stage applies it with SqlAzureDacpacDeployment@1 (sql file) through the pipeline service connection before the slot swap.',
      {
        age: 230,
        files: ['pipelines/azure-pipelines.yml', 'pipelines/templates/deploy.yml'],
        tags: ['efcore', 'migrations', 'azure-devops', 'deploy'],
      },
    ),
    m(
      'sql-managed-identity',
      'constraint',
      'app-bp-portal-* and app-bp-jobs-* connect to Azure SQL (sql-bp-portal-prod / sqldb-portal) with their system-assigned managed identity, "Authentication=Active Directory Default" in the connection string. no SQL logins with passwords anywhere. devs get read access via the Entra group sg-portal-db-readers through PIM (max 8h).',
      {
        age: 315,
        reaffirm: 12,
        files: ['src/Portal.Web/appsettings.json', 'infra/modules/sql.bicep'],
        tags: ['azure-sql', 'managed-identity', 'security'],
      },
    ),
    m(
      'private-endpoints',
      'constraint',
      'SQL, Storage, Key Vault, Service Bus and App Configuration have public network access disabled; only private endpoints in vnet-bp-prod (snet-pe). From your laptop: Azure Bastion → vm-bp-jump01. Pipeline jobs that need data-plane access (migrations, e2e) run on the self-hosted pool bp-vnet-agents.',
      {
        age: 300,
        files: ['infra/modules/network.bicep'],
        tags: ['networking', 'private-endpoint', 'azure', 'security'],
      },
    ),
    m(
      'ef-read-queries',
      'convention',
      'reads: AsNoTracking + Select into a record DTO — no entities handed to components. max two levels of Include; AsSplitQuery() on the policy detail (versions × coverages × documents once exploded to 40k rows).',
      {
        age: 260,
        tags: ['efcore', 'performance', 'queries'],
      },
    ),
    m(
      'rowversion-edit',
      'constraint',
      'Policy, Claim and Customer carry a rowversion (RowVersion) concurrency token. edit forms keep the RowVersion they loaded and send it back; on DbUpdateConcurrencyException the handler returns Errors.Concurrency.Conflict and the UI shows the "Datensatz wurde inzwischen geändert" dialog with a reload button. no last-write-wins, no silent retry.',
      {
        age: 255,
        files: [
          'src/Portal.Infrastructure/Persistence/Configurations/ClaimConfiguration.cs',
          'src/Portal.Web/Components/Shared/ConcurrencyConflictDialog.razor',
        ],
        tags: ['concurrency', 'rowversion', 'efcore', 'forms'],
      },
    ),
    m(
      'local-dev',
      'fact',
      'lokal: `docker compose up -d` (SQL 2022, Azurite, Service Bus Emulator), dann Portal.Web mit Launch-Profil "Local". appsettings.Development.json hat Auth:UseDevAuth=true, das ersetzt beide OIDC-Schemes durch /dev-login, wo man einen geseedeten User wählt (broker, finance, customer, claims-health). Das SA-Passwort für den Container kommt aus .env (gitignored) — .env.example kopieren.',
      {
        age: 160,
        reaffirm: 30,
        files: ['docker-compose.yml', '.env.example', 'src/Portal.Web/appsettings.Development.json'],
        tags: ['local-dev', 'docker-compose', 'auth'],
      },
    ),

    // --- documents ----------------------------------------------------------------------------------------
    m(
      'docs-sql-varbinary',
      'fact',
      'customer documents live in dbo.Documents.Content (varbinary(max)) next to the metadata; DocumentService streams them out as FileStreamResult.',
      {
        age: 520,
        files: ['src/Portal.Infrastructure/Documents/DocumentService.cs'],
        tags: ['documents', 'sql'],
      },
    ),
    m(
      'docs-blob',
      'decision',
      'Dokumente liegen nicht mehr in SQL. Inhalt → Blob Storage (stbpportalprod, Container documents, Pfad {tenant}/{customerId}/{documentId}), die Tabelle Documents hält nur Metadaten + Sha256 + BlobName. Die alten varbinary-Zeilen hat MigrateDocumentsToBlobJob 2023 umgezogen, die Content-Spalte ist gedroppt. Blob Versioning + Soft Delete (30 Tage) sind an.',
      {
        supersedes: 'docs-sql-varbinary',
        age: 330,
        reaffirm: 40,
        canonical: true,
        files: ['src/Portal.Infrastructure/Documents/BlobDocumentStore.cs', 'infra/modules/storage.bicep'],
        tags: ['documents', 'blob-storage', 'azure'],
        reason: 'the DB hit 600 GB and backups/restores took hours',
      },
    ),
    m(
      'docs-upload-scan',
      'constraint',
      'all uploads (customer portal, claims wizard, brokers) go to container quarantine first. Defender for Storage scans them; the result event goes Event Grid → Service Bus queue document-scanned → DocumentScannedProcessor in Portal.Jobs, which moves clean blobs to documents (or documents-health) and deletes infected ones. never read, serve or thumbnail anything from quarantine. limits: 25 MB, pdf/jpg/png/heic/docx/xlsx.',
      {
        age: 225,
        files: ['src/Portal.Jobs/Documents/DocumentScannedProcessor.cs', 'infra/modules/storage.bicep'],
        tags: ['documents', 'uploads', 'malware-scan', 'security'],
      },
    ),
    m(
      'docs-download-sas',
      'convention',
      'downloads: DocumentLinkService hands out a user delegation SAS (read only, one blob, 5 min, content-disposition set) and the browser fetches directly from blob. dont stream files through the blazor circuit / signalr (connection dies above a few MB) and never sign a SAS with the account key.',
      {
        age: 210,
        files: ['src/Portal.Infrastructure/Documents/DocumentLinkService.cs'],
        tags: ['documents', 'sas', 'blob-storage', 'security'],
      },
    ),

    // --- jobs / messaging ---------------------------------------------------------------------------------
    m(
      'jobs-functions',
      'fact',
      'Scheduled work runs as timer-triggered Azure Functions (isolated worker, .NET 6) in src/Portal.Functions: NightlyBiproPull, CommissionImport, ReminderMails — deployed to func-bp-portal-prod on a Consumption plan.',
      {
        age: 480,
        files: ['src/Portal.Functions'],
        tags: ['azure-functions', 'jobs', 'scheduling'],
      },
    ),
    m(
      'jobs-hangfire',
      'decision',
      'all scheduled + background work moved from the Functions app to Hangfire 1.8 (function app is deleted, don’t go looking for it). The Hangfire server runs only in src/Portal.Jobs (app-bp-jobs-prod); Portal.Web just enqueues via IBackgroundJobClient. Storage: SQL Server, schema [hangfire] in the portal DB. Recurring jobs are all declared in src/Portal.Jobs/RecurringJobs.cs with TimeZoneInfo Europe/Zurich. Dashboard at /ops/hangfire, policy PortalOps only.',
      {
        supersedes: 'jobs-functions',
        age: 300,
        reaffirm: 35,
        canonical: true,
        fact: 'portal | background_jobs | Hangfire 1.8 in Portal.Jobs',
        files: ['src/Portal.Jobs/Program.cs', 'src/Portal.Jobs/RecurringJobs.cs'],
        tags: ['hangfire', 'jobs', 'scheduling'],
        reason: '.NET 6 isolated went out of support and cold starts broke the 02:00 imports',
      },
    ),
    m(
      'hangfire-idempotent',
      'constraint',
      'hangfire job args = ids and primitives only, never entities or DTOs with personal data (args are stored in clear text in [hangfire].Job). every job must survive running twice: [AutomaticRetry(Attempts = 3)] by default, imports and bipro pulls additionally [DisableConcurrentExecution(timeoutInSeconds: 900)].',
      {
        age: 290,
        files: ['src/Portal.Jobs'],
        tags: ['hangfire', 'idempotency', 'pii', 'jobs'],
      },
    ),
    m(
      'service-bus',
      'fact',
      'Service Bus sb-bp-portal-prod (Standard): queues document-scanned, claims-submitted (sessions on, SessionId = ClaimId) and insurer-webhooks. We use Azure.Messaging.ServiceBus directly (ServiceBusProcessor / ServiceBusSessionProcessor wrapped in BackgroundServices in Portal.Jobs) — no MassTransit, no NServiceBus. Delivery is at-least-once, so every processor checks whether the work is already done first (e.g. Document.ScanStatus).',
      {
        age: 275,
        files: ['src/Portal.Jobs/Messaging', 'infra/modules/servicebus.bicep'],
        tags: ['service-bus', 'messaging', 'idempotency', 'azure'],
      },
    ),

    // --- insurer integration ------------------------------------------------------------------------------
    m(
      'bipro-overview',
      'fact',
      'Portal.Bipro talks to the insurers that do BiPRO: Norm 410 (STS, UsernameToken or X.509) for the token, 430.4 Transfer for documents + GDV data, 430.1 Vertragsdaten where offered. Enabled: Baloise, Allianz Suisse, AXA, Zurich, Helvetia, Allianz AT, DONAU. Insurer quirks live in src/Portal.Bipro/Insurers/<Code>Profile.cs.',
      {
        age: 410,
        reaffirm: 55,
        files: ['src/Portal.Bipro', 'src/Portal.Bipro/Insurers'],
        tags: ['bipro', 'soap', 'insurers', 'integration'],
      },
    ),
    m(
      'bipro-proxies',
      'convention',
      'bipro proxies are generated with dotnet-svcutil from the WSDLs in src/Portal.Bipro/Wsdl/<norm-release>/ into src/Portal.Bipro/Generated — never hand-edit, rerun scripts/regen-bipro.ps1 -Release 2.6.1. Generated/ is excluded from analyzers in .editorconfig. insurer-specific hacks go into the *Profile classes, not into Generated.',
      {
        age: 405,
        files: ['src/Portal.Bipro/Generated', 'scripts/regen-bipro.ps1'],
        tags: ['bipro', 'soap', 'codegen', 'wcf'],
      },
    ),
    m(
      'bipro-sts-token-cache',
      'convention',
      'STS tokens are cached per insurer + credential in BiproTokenCache until expiry minus 60s. never request a token per call: Allianz Suisse locks the technical user after ~20 token requests a minute and unlocking it is a phone call to their B2B desk.',
      {
        age: 200,
        files: ['src/Portal.Bipro/Security/BiproTokenCache.cs'],
        tags: ['bipro', 'sts', 'tokens', 'caching'],
      },
    ),
    m(
      'bipro-poll-nightly',
      'fact',
      'BiPRO transfer pull runs once a night at 02:00: listShipments → getShipment → acknowledgeShipment for every insurer with BiproEnabled = 1.',
      {
        age: 340,
        files: ['src/Portal.Jobs/Bipro/BiproTransferJob.cs'],
        tags: ['bipro', 'jobs', 'scheduling'],
      },
    ),
    m(
      'bipro-poll-hourly',
      'decision',
      'each insurer has its own recurring job "bipro-pull:{insurerCode}" with the cron from Insurer.BiproPollCron (default "0 6-22 * * 1-6", hourly 6–22 mon–sat), max 200 shipments per run. one broken insurer never blocks the others.',
      {
        supersedes: 'bipro-poll-nightly',
        age: 120,
        reaffirm: 14,
        files: ['src/Portal.Jobs/Bipro/BiproTransferJob.cs', 'src/Portal.Jobs/RecurringJobs.cs'],
        tags: ['bipro', 'jobs', 'hangfire', 'scheduling'],
        reason: 'brokers complained that documents showed up a day late',
      },
    ),
    m(
      'bipro-acknowledge',
      'constraint',
      'acknowledgeShipment erst NACHDEM das Dokument im Blob liegt und die DB-Transaktion committet ist. Nach dem Ack löscht der Versicherer die Lieferung — crashen wir vorher, ist das Dokument weg und muss von Hand beim Versicherer nachbestellt werden. Bei Fehlern nicht acken, der nächste Lauf holt die Lieferung nochmal (Dedupe über ShipmentId).',
      {
        age: 330,
        reaffirm: 20,
        files: ['src/Portal.Jobs/Bipro/BiproTransferJob.cs'],
        tags: ['bipro', 'transfer', 'reliability', 'documents'],
      },
    ),
    m(
      'bipro-client-cert',
      'fact',
      'The mTLS client certificate for BiPRO (CN=bp-portal-bipro, SwissSign) is in Key Vault as certificate "bipro-client", expires 2025-03-14.',
      {
        age: 420,
        files: ['src/Portal.Bipro/Security/ClientCertificateProvider.cs'],
        tags: ['bipro', 'certificate', 'mtls', 'key-vault'],
      },
    ),
    m(
      'omds-austria',
      'fact',
      'Österreichische Versicherer (UNIQA, Wiener Städtische, Generali AT) liefern über OMDS 2.x (XML nach VVO-Standard), nicht BiPRO — Download aus deren Maklerportalen, Import per OmdsImportJob in dieselben import.* Staging-Tabellen wie CSV. Generali AT schickt trotzdem ab und zu CSV, der Importer erkennt das Format am Inhalt, nicht an der Dateiendung.',
      {
        age: 235,
        files: ['src/Portal.Jobs/Imports/OmdsImportJob.cs'],
        tags: ['omds', 'austria', 'imports', 'insurers'],
      },
    ),
    m(
      'import-staging',
      'decision',
      'every import (CSV, Excel, OMDS, BiPRO GDV) writes into the import.* staging tables first (ImportBatch, ImportRow with the raw row as json), then ImportValidator and ImportMerger run per batch. failing rows get ImportError entries shown at /import/{batchId}. no importer writes to Policies or CommissionLines directly.',
      {
        age: 385,
        reaffirm: 28,
        files: [
          'src/Portal.Application/Imports',
          'src/Portal.Infrastructure/Persistence/Configurations/Import',
        ],
        tags: ['imports', 'staging', 'data-quality'],
      },
    ),
    m(
      'imports-csv',
      'convention',
      "CSV: CsvHelper, delimiter ';', encoding sniffed (UTF-8 with BOM, otherwise Windows-1252), numbers parsed with CultureInfo(\"de-CH\") so 1'250.00 works — except AXA, they send 1250,00 (de-DE), see AxaCommissionCsvMap. never decimal.Parse without an explicit culture.",
      {
        age: 280,
        files: [
          'src/Portal.Infrastructure/Imports/Csv',
          'src/Portal.Infrastructure/Imports/Csv/AxaCommissionCsvMap.cs',
        ],
        tags: ['imports', 'csv', 'culture', 'parsing'],
      },
    ),
    m(
      'excel-closedxml',
      'convention',
      'Excel lesen und schreiben nur mit ClosedXML. EPPlus ist verboten (Lizenz seit v5), NPOI wollen wir auch nicht. Exporte über ~50k Zeilen als CSV statt xlsx.',
      {
        age: 270,
        tags: ['excel', 'closedxml', 'imports', 'exports', 'licensing'],
      },
    ),

    // --- pdf ----------------------------------------------------------------------------------------------
    m(
      'pdf-dinktopdf',
      'fact',
      'PDFs (Policenübersicht, Courtageabrechnung, Eingangsbestätigung Schaden) are Razor views rendered to HTML and converted with DinkToPdf; the wkhtmltopdf 0.12.6 native libs ship in src/Portal.Web/runtimes/. templates in src/Portal.Web/Views/Pdf/*.cshtml.',
      {
        age: 470,
        files: ['src/Portal.Web/Views/Pdf'],
        tags: ['pdf', 'wkhtmltopdf', 'razor'],
      },
    ),
    m(
      'pdf-questpdf',
      'convention',
      'all PDFs are QuestPDF (2024.10.x, Professional licence set once in PdfModule.Configure). one class per document in src/Portal.Pdf/Documents implementing IDocument, shared letterhead/footer in src/Portal.Pdf/Components/BrokerLetterhead.cs. build a *PdfModel record first — no db access inside Compose(). render via IPdfRenderer.RenderAsync (runs GeneratePdf off the circuit thread), then store in blob and hand out a link.',
      {
        supersedes: 'pdf-dinktopdf',
        age: 250,
        reaffirm: 16,
        files: ['src/Portal.Pdf/Documents', 'src/Portal.Pdf/PdfModule.cs'],
        tags: ['pdf', 'questpdf', 'documents'],
      },
    ),
    m(
      'pdf-fonts',
      'fact',
      'QuestPDF on the Linux App Service has no system fonts. Source Sans 3 + Source Serif 4 are embedded resources in src/Portal.Pdf/Fonts, registered in PdfModule via FontManager.RegisterFontFromEmbeddedResource. always use the text styles from PdfStyles — an unregistered family name falls back silently and é/à/ü come out as boxes.',
      {
        age: 180,
        files: ['src/Portal.Pdf/Fonts', 'src/Portal.Pdf/PdfStyles.cs'],
        tags: ['pdf', 'questpdf', 'fonts', 'linux'],
      },
    ),
    m(
      'pdf-snapshot-tests',
      'convention',
      'pdf layout tests: tests/Portal.Pdf.Tests with Verify.QuestPDF, the *.verified.png snapshots are committed. if you change a layout on purpose, look at the diff and accept it — deleting the verified files to get green is not accepting.',
      {
        age: 170,
        files: ['tests/Portal.Pdf.Tests'],
        tags: ['pdf', 'testing', 'snapshots'],
      },
    ),

    // --- i18n ---------------------------------------------------------------------------------------------
    m(
      'i18n-json',
      'convention',
      'UI texts live in src/Portal.Web/wwwroot/i18n/de.json, fr.json, it.json and en.json, read by our JsonStringLocalizer; the key is the German source text.',
      {
        age: 365,
        files: ['src/Portal.Web/wwwroot/i18n'],
        tags: ['i18n', 'localization'],
      },
    ),
    m(
      'i18n-resx',
      'convention',
      'Texte: src/Portal.Web/Resources/SharedResource.resx (neutral = de-CH) plus .fr-CH, .it-CH, .de-AT und .en. Zugriff nur über IStringLocalizer<SharedResource>; Keys englisch mit Punkten ("Claims.Intake.Submit"). Neue Keys in ALLEN Dateien anlegen, ohne Übersetzung mit Präfix "[TODO] " — tools/ResxCheck im Build bricht ab, wenn ein Key in einer Sprache fehlt, und auf release/* auch bei [TODO].',
      {
        supersedes: 'i18n-json',
        age: 210,
        reaffirm: 11,
        files: ['src/Portal.Web/Resources', 'tools/ResxCheck'],
        tags: ['i18n', 'localization', 'resx'],
      },
    ),
    m(
      'i18n-culture',
      'fact',
      'supported cultures: de-CH (default), fr-CH, it-CH, de-AT, en. staff get their culture from the Entra preferredLanguage on first login, then the switcher; customers from Customer.PreferredLanguage. switching sets the .AspNetCore.Culture cookie and does NavigateTo(uri, forceLoad: true) — circuit and wasm app restart, in-memory state is gone.',
      {
        age: 195,
        files: ['src/Portal.Web/Components/Layout/CultureSwitcher.razor', 'src/Portal.Web/Program.cs'],
        tags: ['i18n', 'culture', 'blazor'],
      },
    ),
    m(
      'i18n-eszett',
      'convention',
      'kein ß in Schweizer Texten (de-CH, d.h. auch Mails und PDFs für CH-Kunden), immer ss. In SharedResource.de-AT.resx ist ß richtig und gewünscht. Österreichische Begriffe ebenfalls nur in de-AT: Jänner, Polizze, Schadensmeldung.',
      {
        age: 175,
        files: ['src/Portal.Web/Resources/SharedResource.de-AT.resx'],
        tags: ['i18n', 'german', 'austria', 'copy'],
      },
    ),

    // --- auth ---------------------------------------------------------------------------------------------
    m(
      'auth-b2c-all',
      'fact',
      'brokers and customers all sign in through the B2C tenant bpportalb2c.onmicrosoft.com; brokers are told apart by the extension_IsBroker claim the invite flow sets.',
      {
        age: 400,
        tags: ['auth', 'b2c'],
      },
    ),
    m(
      'auth-split',
      'decision',
      'Staff and brokers sign in with the Entra ID workforce tenant (brunnerpartner.onmicrosoft.com, app registration "BP Portal", Conditional Access: MFA + compliant device). Customers use the B2C tenant bpkunden.onmicrosoft.com with custom policy B2C_1A_SIGNUP_SIGNIN_MFA. Portal.Web registers two OIDC schemes, "Staff" and "Customer"; /kunde/** and /schaden/** challenge Customer, everything else Staff. Roles only ever come from Entra app roles, never from a B2C claim.',
      {
        supersedes: 'auth-b2c-all',
        age: 230,
        reaffirm: 26,
        canonical: true,
        fact: 'portal | staff_auth | Entra ID workforce; customers B2C',
        files: ['src/Portal.Web/Auth/AuthenticationSetup.cs'],
        tags: ['auth', 'entra-id', 'b2c', 'oidc'],
        reason:
          'FINMA audit finding: staff accounts have to be under the corporate identity with CA policies',
      },
    ),
    m(
      'roles',
      'fact',
      'App roles (Entra, "BP Portal"): Broker, BrokerAssistant, ClaimsHandler, ClaimsHandlerHealth, Finance, PortalOps. customers have no roles, only the Customer scheme. in code always use the named policies in src/Portal.Web/Auth/Policies.cs ([Authorize(Policy = Policies.CanApproveStatements)]), never [Authorize(Roles = "...")] strings.',
      {
        age: 225,
        files: ['src/Portal.Web/Auth/Policies.cs'],
        tags: ['auth', 'roles', 'authorization'],
      },
    ),
    m(
      'broker-portfolio-scope',
      'constraint',
      'Broker sehen nur Kunden ihres Portefeuilles (BrokerCustomerAssignment), Assistenten die ihres Brokers, ClaimsHandler alle ihres Tenants. Umgesetzt als IPortfolioScope in den Query-Handlern — nicht im UI und nicht in der Grid-Komponente. Jede neue Abfrage auf Customer/Policy/Claim braucht .ApplyPortfolioScope(scope).',
      {
        age: 220,
        reaffirm: 9,
        files: ['src/Portal.Application/Common/PortfolioScopeExtensions.cs'],
        tags: ['authorization', 'brokers', 'data-access', 'query-filter'],
      },
    ),

    // --- azure / infra / pipeline -------------------------------------------------------------------------
    m(
      'infra-bicep',
      'convention',
      'infra: infra/main.bicep + infra/modules/*.bicep, params in infra/env/{dev,stg,prod}.bicepparam. everything in azure goes through bicep — no portal clicking, no ad-hoc az cli. the pipeline runs what-if first, prod needs approval. names: <type>-bp-portal-<env>, storage stbpportal<env>.',
      {
        age: 350,
        reaffirm: 33,
        files: ['infra/main.bicep', 'infra/modules', 'infra/env'],
        tags: ['bicep', 'iac', 'azure'],
      },
    ),
    m(
      'key-vault',
      'convention',
      'Secrets: kv-bp-portal-{env} in RBAC mode — there are no access policies, role assignments ("Key Vault Secrets User") live in infra/modules/keyvault.bicep. App Service reads secrets through Key Vault references in app settings (@Microsoft.KeyVault(SecretUri=...)), Portal.Jobs via AddAzureKeyVault + DefaultAzureCredential. locally: dotnet user-secrets. never a secret in appsettings*.json, a .bicepparam or a plain pipeline variable.',
      {
        age: 345,
        reaffirm: 7,
        canonical: true,
        files: ['infra/modules/keyvault.bicep', 'src/Portal.Jobs/Program.cs'],
        tags: ['key-vault', 'secrets', 'security', 'azure'],
      },
    ),
    m(
      'app-service',
      'fact',
      'hosting: plan asp-bp-portal-prod (P2v3 Linux, 3 instances, autoscale up to 6 around month-end), web app app-bp-portal-prod with slot "staging", jobs app app-bp-jobs-prod (Always On, exactly 1 instance — it is the Hangfire server). health probe /health/ready.',
      {
        age: 240,
        files: ['infra/modules/appservice.bicep'],
        tags: ['app-service', 'hosting', 'azure'],
      },
    ),
    m(
      'observability',
      'fact',
      'logging: Serilog → OpenTelemetry → Application Insights appi-bp-portal-prod (workspace log-bp-portal-prod, switzerlandnorth, 90 days). Portal.Client has no App Insights JS SDK on purpose; browser errors are POSTed to /api/client-log and go through the same PII masking.',
      {
        age: 205,
        files: ['src/Portal.Web/Logging', 'src/Portal.Web/Api/ClientLogEndpoints.cs'],
        tags: ['logging', 'opentelemetry', 'app-insights', 'serilog'],
      },
    ),
    m(
      'email-acs',
      'fact',
      'Mails gehen über Azure Communication Services Email (acs-bp-portal-prod, Datenstandort Schweiz), Absenderdomain mail.brunner-partner.ch. Templates: Fluid/Liquid unter src/Portal.Infrastructure/Email/Templates/{culture}/<Name>.liquid, eine Datei pro Sprache. Versand nur über IEmailSender → Tabelle email.Outbox → EmailDispatchJob.',
      {
        age: 185,
        files: ['src/Portal.Infrastructure/Email', 'src/Portal.Jobs/Email/EmailDispatchJob.cs'],
        tags: ['email', 'acs', 'templates', 'i18n'],
      },
    ),
    m(
      'ci-yaml-multistage',
      'fact',
      'pipelines/azure-pipelines.yml is the whole pipeline: Build → Test → Deploy_STG → E2E → Deploy_PROD. PROD waits for an approval on the ADO environment "bp-portal-prod" (Reto or Dragan). deploy = zip deploy into the staging slot, warm-up on /health/ready, then slot swap.',
      {
        age: 150,
        reaffirm: 21,
        files: ['pipelines/azure-pipelines.yml', 'pipelines/templates/deploy.yml'],
        tags: ['azure-devops', 'ci-cd', 'deploy', 'yaml'],
      },
    ),

    // --- testing / tooling --------------------------------------------------------------------------------
    m(
      'bunit-setup',
      'convention',
      'bUnit tests derive from PortalTestContext (tests/Portal.Web.Tests/PortalTestContext.cs): it adds the TelerikRootComponent wrapper, a localizer that reads the real resx, JSInterop.Mode = Loose and a TestAuthorizationContext. don’t new up a plain TestContext — Telerik components throw without the root component.',
      {
        age: 165,
        files: ['tests/Portal.Web.Tests/PortalTestContext.cs'],
        tags: ['bunit', 'testing', 'blazor', 'telerik'],
      },
    ),
    m(
      'playwright-e2e',
      'fact',
      'E2E = tests/Portal.E2E (Playwright .NET; NUnit there, because of Microsoft.Playwright.NUnit), runs in the E2E stage against the staging slot on the bp-vnet-agents pool, once per language (de-CH and fr-CH). Selectors: data-testid only — never visible text (changes per language) and never Telerik css classes. test users e2e-broker-01..05 in the Entra test tenant, their passwords in the ADO variable group e2e-secrets.',
      {
        age: 145,
        files: ['tests/Portal.E2E'],
        tags: ['playwright', 'e2e', 'testing', 'i18n'],
      },
    ),
    m(
      'fluentassertions-pin',
      'constraint',
      'FluentAssertions is pinned to 7.x (last Apache-licensed line) in Directory.Packages.props; 8.x needs a paid Xceed licence. Renovate has an ignore rule for it — don’t bump it.',
      {
        age: 100,
        files: ['Directory.Packages.props', 'renovate.json'],
        tags: ['testing', 'dependencies', 'licensing'],
      },
    ),
    m(
      'central-packages',
      'convention',
      'Central Package Management: Versionen nur in Directory.Packages.props, im csproj steht <PackageReference Include="X" /> ohne Version. Renovate macht wöchentlich gruppierte PRs (azure-sdk, efcore, test, telerik) — eine Gruppe nach der anderen mergen.',
      {
        age: 310,
        files: ['Directory.Packages.props', 'renovate.json'],
        tags: ['dependencies', 'nuget', 'renovate'],
      },
    ),

    // --- notes --------------------------------------------------------------------------------------------
    m(
      'note-finma-audit',
      'note',
      'Prüfgesellschaft kommt Ende Oktober für die FINMA-Aufsichtsprüfung; sie wollen die Zugriffsprotokolle auf die Dossiers von 3 Stichproben-Kunden. Dragan baut den Export aus audit.AuditEntries.',
      {
        age: 45,
        tags: ['finma', 'audit', 'compliance'],
      },
    ),
    m(
      'note-mobiliar-test',
      'note',
      'the Mobiliar B2B test environment is down every first weekend of the month (their maintenance window) — integration runs against it fail then, not our bug.',
      {
        age: 375,
        tags: ['insurers', 'testing', 'mobiliar'],
      },
    ),

    // --- unreviewed agent proposals -----------------------------------------------------------------------
    m(
      'cand-fluxor',
      'decision',
      'Introduce Fluxor for shared state across Blazor components (claims wizard, broker dashboard) instead of cascading parameters.',
      {
        candidate: true,
        tags: ['fluxor', 'state-management', 'blazor'],
      },
    ),
    m(
      'cand-redis-cache',
      'decision',
      'Put the broker policy list behind output caching in Azure Cache for Redis (60 s) to make the dashboard faster.',
      {
        candidate: true,
        tags: ['redis', 'caching', 'performance'],
      },
    ),
    m(
      'cand-mapster',
      'convention',
      'Map entities to view models with Mapster TypeAdapterConfig instead of hand-written Select projections.',
      {
        candidate: true,
        tags: ['mapster', 'mapping'],
      },
    ),

    // --- secret-bearing inputs (must be refused) ------------------------------------------------------------
    m(
      'secret-bipro-baloise',
      'fact',
      'Für die BiPRO-Integrationstests gegen Baloise (INT-Umgebung): technischer User BPPORTAL_T01, Passwort Bal0ise!Int#2291 — nur INT, in PROD läuft es über das Zertifikat.',
      { secret: 'Bal0ise!Int#2291', tags: ['bipro', 'testing'] },
    ),
    m(
      'secret-hangfire-appsettings',
      'fact',
      'hangfire on stg still uses a sql login until the MI switch (PORTAL-2188), this is what is in appsettings.Staging.json:\n"ConnectionStrings": {\n  "Hangfire": "Server=tcp:sql-bp-portal-stg.database.windows.net,1433;Initial Catalog=sqldb-portal;User ID=hangfire_svc;Password=vR9$kLm2#pQx7Wz!;Encrypt=True;"\n}',
      { secret: 'vR9$kLm2#pQx7Wz!', files: ['src/Portal.Jobs/appsettings.Staging.json'] },
    ),
    m(
      'secret-sas-exports',
      'note',
      'Finance braucht bis Jahresende Lesezugriff auf die Courtage-Exporte, hab ihnen die URL gegeben: https://stbpportalprod.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2024-12-31T22:59:59Z&st=2024-06-01T00:00:00Z&spr=https&sig=Qm3vT8xR2pL9wN5kJ7hF1dZ4cB6yA0sE%2BuG3iO8tV2w%3D',
      { secret: 'Qm3vT8xR2pL9wN5kJ7hF1dZ4cB6yA0sE%2BuG3iO8tV2w%3D' },
    ),
    m(
      'secret-entra-staff',
      'fact',
      'Staff OIDC for running locally against the stg Entra app: TenantId 5f1c9a3e-2b7d-4e80-9c14-a6d3f0b2e871, ClientId 9d2e4f61-7a3b-4c85-b0e9-13f6c8a2d54f, ClientSecret Xk28Q~rT5vLmN3pQ9wEaB7cD1fGhJ4kS6uYzO0iR (expires 11/2025)',
      { secret: 'Xk28Q~rT5vLmN3pQ9wEaB7cD1fGhJ4kS6uYzO0iR', tags: ['auth', 'local-dev'] },
    ),
    m(
      'secret-pfx-fr',
      'note',
      "pour tester la connexion BiPRO en local avec le certificat client : exporter bipro-client-int.pfx depuis le coffre INT, le mot de passe du pfx c'est Lavaux-Terrasse_2023! (c'est moi qui l'ai choisi, désolée — Sandrine)",
      { secret: 'Lavaux-Terrasse_2023!', tags: ['bipro', 'certificate'] },
    ),
    m(
      'secret-servicebus-root',
      'note',
      'replay dead letters from claims-submitted: dotnet run --project tools/DlqReplay -- --queue claims-submitted --conn "Endpoint=sb://sb-bp-portal-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=5V+m4CwqaX7JAWjERWbOt+c/0OLPRH26+agmGp6USyE="',
      { secret: '5V+m4CwqaX7JAWjERWbOt+c/0OLPRH26+agmGp6USyE=', files: ['tools/DlqReplay'] },
    ),
    m(
      'secret-ado-pat',
      'convention',
      'to restore from the bp-internal Artifacts feed outside VS: dotnet nuget add source https://pkgs.dev.azure.com/brunnerpartner/_packaging/bp-internal/nuget/v3/index.json -n bp-internal -u lukas.hofer -p 4kxq7m2ztn5wqplr3hy6vgd2uc7ixa5ofbsj3n4kqe7wl2rhm6pa --store-password-in-clear-text',
      { secret: '4kxq7m2ztn5wqplr3hy6vgd2uc7ixa5ofbsj3n4kqe7wl2rhm6pa', tags: ['nuget', 'local-dev'] },
    ),
    m(
      'secret-storage-dev-it',
      'note',
      'per aprire lo storage di dev con Azure Storage Explorer: DefaultEndpointsProtocol=https;AccountName=stbpportaldev;AccountKey=JFBswlSm/MAwDmfi3aYFpGC+IiMWihTvnEAOkGE9YUpGENpaDq6iobLc2TMSVB+NkFoNJ4lrgWMqRPmyzPQs9Q==;EndpointSuffix=core.windows.net — è la chiave secondaria, se la ruotate ditemelo (Chiara)',
      { secret: 'JFBswlSm/MAwDmfi3aYFpGC+IiMWihTvnEAOkGE9YUpGENpaDq6iobLc2TMSVB+NkFoNJ4lrgWMqRPmyzPQs9Q==' },
    ),
    m(
      'secret-b2c-testkunde',
      'fact',
      'B2C-Testkunde für die Schadenwizard-Demos mit Mirjam: e2e.kunde01@bp-test.ch / Sommer2024!Zug (MFA per TOTP, Seed im 1Password Team-Vault)',
      { secret: 'Sommer2024!Zug', tags: ['b2c', 'testing', 'claims'] },
    ),
    m(
      'secret-omds-wst',
      'fact',
      'OMDS-Download Wiener Städtische: Login im Maklerportal ist makler4711, Kennwort wSt-Omds-88xQ! — Lukas hat das beim Versicherer als technischen User hinterlegt, bitte nicht ändern sonst bricht OmdsImportJob',
      { secret: 'wSt-Omds-88xQ!', tags: ['omds', 'imports'] },
    ),
  ],
  sessions: [
    {
      id: 'blazor-broker-portal-session-1',
      age: 5,
      turns: [
        said(
          'hey, today we build the correction flow for the Courtageabrechnungen, ticket PORTAL-2417. start by reading src/Portal.Application/Commissions/ and the CommissionStatementJob in Portal.Jobs pls',
        ),
        replied(
          'Read both. CommissionStatementJob creates Draft statements on the 5th business day; Finance approves them in /courtage/freigabe. There is an UpdateStatementLineHandler that still lets Finance edit line amounts after approval — should corrections just go through that handler?',
        ),
        said(
          'no!! thats exactly the bug from last month. once a statement is Approved its frozen, full stop — nobody edits lines or totals after that. a correction is a CorrectionLine on the *next* open statement of that broker, referencing the original line id. the PDF the broker already downloaded has to stay byte-identical',
          { key: 's-statement-frozen', type: 'decision' },
        ),
        replied(
          'Understood. I will restrict UpdateStatementLineHandler to Draft statements and add AddCorrectionLineHandler that attaches the correction to the broker’s next Draft (creating one if needed). Do you also want a SQL trigger that blocks UPDATEs on approved statement lines as a safety net?',
        ),
        said(
          'hmm no trigger for now, the domain check is enough. what does the statement entity look like at the moment?',
        ),
        replied(
          'CommissionStatement: Id, BrokerId, TenantId, Period (yyyy-MM), Status (Draft/Approved), ApprovedAt/By, Lines (CommissionLine: PolicyId, InsurerId, Premium, Rate, Amount as Money), Total. No VAT fields. I can add a TaxAmount column so the PDF can show a VAT breakdown if needed.',
        ),
        said(
          'and just so you know because you clearly will be tempted: there is no MWST on courtage. insurance brokerage is exempt in CH (Art. 21 Abs. 2 Ziff. 18 MWSTG) and in AT too (§ 6 Abs. 1 Z 13 UStG), so never add a VAT line or a tax column to statements or corrections',
          { key: 's-commission-vat', type: 'fact' },
        ),
        replied(
          'Noted, no tax column. CorrectionLine will have OriginalLineId, Amount (Money, may be negative), Reason, CreatedBy/At.',
        ),
        said(
          'one more rule: a correction over 500 CHF (or 500 EUR for AT) needs a second person from Finance to approve it before it lands on a statement. four-eyes, the person who created it can not approve it themselves',
          { key: 's-correction-approval', type: 'constraint' },
        ),
        replied(
          'Got it: CorrectionLine gets Pending/Approved, the approver must differ from the creator, threshold compared in the statement currency. Should the threshold be configurable?',
        ),
        said('put it in options, Commissions:FourEyesThreshold, default 500. whatever, not important'),
        replied(
          'Done. AddCorrectionLineHandler + ApproveCorrectionHandler, 14 new unit tests. One bUnit test fails: CorrectionLineCardTests.Renders_amount expected "1\'250.00 CHF" but got "1,250.00 CHF".',
        ),
        said(
          'ugh that’s the agent culture, the build agents run en-US. in bUnit tests always set the culture explicitly with the SetCulture("de-CH") helper from PortalTestContext, never rely on whatever the machine has',
          { key: 's-bunit-culture', type: 'convention' },
        ),
        replied('Fixed, all green locally (Portal.Web.Tests 212 passed).'),
        said(
          'nice. now the pdf — look at CommissionStatementDocument.cs and add a "Korrekturen" section after the lines',
        ),
        replied(
          'Added a Korrekturen section (original line reference, reason, amount) below the lines table, reusing BrokerLetterhead. The statement PDF only has German texts right now — should I move them to the resx so it renders in the broker’s language?',
        ),
        said(
          "yes, Sandrine will check the french. oh et attention au vocabulaire : dans l'interface et dans les PDF en français on dit « courtage », jamais « commission », et « décompte de courtage », pas « relevé ». Les courtiers romands sont très sensibles là-dessus.",
          { key: 's-french-terms', type: 'convention' },
        ),
        replied(
          'Compris. Commissions.Statement.Title = « Décompte de courtage » in SharedResource.fr-CH.resx, and I replaced « commission » in the existing fr-CH keys too.',
        ),
        said(
          'and the file name: brokers file these in their own DMS, so it is always Courtage_{BrokerNumber}_{yyyy-MM}_{lang}.pdf, e.g. Courtage_VM-10233_2024-05_fr.pdf — also in french and italian the prefix stays Courtage',
          { key: 's-statement-filename', type: 'convention' },
        ),
        replied(
          'Added StatementFileName.For(broker, period, culture) and used it in the download and the blob name.',
        ),
        said('for now just hardcode the period to 2024-05 in the dev seed so i can click through it locally'),
        replied(
          'Done, DevSeed now creates an approved 2024-05 statement for VM-10233. Idea: when Finance approves a statement I could automatically e-mail the PDF to the broker as an attachment through IEmailSender — want that?',
        ),
        said(
          'nein, auf keinen Fall als Anhang. Wir verschicken grundsätzlich keine Dokumente per Mail (DSG, falsche Empfänger, weitergeleitete Mails usw.) — nur eine Benachrichtigung mit Link ins Portal, der Broker lädt es nach dem Login dort runter. Gilt für alle Dokumente, nicht nur Courtage.',
          { key: 's-no-email-attachments', type: 'constraint' },
        ),
        replied(
          'Verstanden: notification-only mail (template StatementApproved.liquid) with a deep link to /courtage/{statementId}.',
        ),
        said(
          'btw if you want to look at real data on stg: Server=tcp:sql-bp-portal-stg.database.windows.net,1433;Database=sqldb-portal;User ID=dev_reto;Password=Zurich#Lake-4471;Encrypt=True; only works over vpn',
          { secret: 'Zurich#Lake-4471' },
        ),
        replied('Thanks — I’d rather not keep credentials around; the local seed is enough for this.'),
        said(
          'one more thing for the UI: the correction page has to stay hidden in prod until finance has tested it. every new broker-facing feature goes behind a feature flag in App Configuration (appcs-bp-portal-<env>), named Portal.<FeatureName>, default off in prod, and we remove the flag again once it has been live for a month',
          { key: 's-feature-flags', type: 'decision' },
        ),
        replied(
          'Added [FeatureGate("Portal.CommissionCorrections")] on the page and the endpoints group. Should I also declare the flag in infra/modules/appconfig.bicep?',
        ),
        said('yes pls'),
        replied('Added to appconfig.bicep with enabled=false for prod and true for dev/stg.'),
        said('why does dotnet test take 4 minutes now??'),
        replied(
          'Most of it is Portal.IntegrationTests: the MsSql Testcontainer starts once per collection and I added a new collection for corrections. I can move the new tests into the existing "commissions" collection to share the container.',
        ),
        said('ok do that. thanks, looks good, push it to the branch'),
        replied('Moved the tests (2:10 now) and pushed to feature/PORTAL-2417-commission-corrections.'),
      ],
    },
  ],
  prompts: [
    p(
      'hey can you pls add an "Export Excel" button to the broker policy list (src/Portal.Web/Components/Pages/Policen/PolicyList.razor) that downloads exactly what is filtered in the grid',
      ['excel-closedxml', 'broker-portfolio-scope', 'telerik-ui', 's-feature-flags'],
    ),
    p(
      'claims wizard loses the already uploaded files when the customer switches language to FR halfway through, see @src/Portal.Client/Pages/ClaimWizard.razor',
      ['wasm-claim-draft', 'i18n-culture', 'wasm-claims-module'],
    ),
    p(
      `getting this randomly on the policy list when you filter fast:
System.InvalidOperationException: A second operation was started on this context instance before a previous operation completed. This is usually caused by different threads concurrently using the same instance of DbContext.
   at Microsoft.EntityFrameworkCore.Infrastructure.Internal.ConcurrencyDetector.EnterCriticalSection()
   at Portal.Web.Components.Pages.Policen.PolicyList.OnReadAsync(GridReadEventArgs args) in PolicyList.razor:line 88`,
      ['blazor-dbcontext-factory', 'handlers-plain'],
    ),
    p(
      'bipro pull for helvetia failed overnight with "acknowledgeShipment: Lieferung unbekannt" in the logs and brokers now miss 14 documents in the customer dossiers. what happened and how do we make sure it doesnt happen again',
      ['bipro-acknowledge', 'bipro-poll-hourly', 'hangfire-idempotent'],
    ),
    p('add a nullable EstimatedDamage (Schadensumme) to Claim, editable by claims handlers', [
      'money-type',
      'efcore-migrations',
      'domain-persistence-ignorant',
      'roles',
    ]),
    p(
      "write bUnit tests for @src/Portal.Web/Components/Courtage/StatementSummaryCard.razor — amounts show as 1,234.50 on my machine but 1'234.50 in prod, the tests should catch that",
      ['bunit-setup', 's-bunit-culture', 'money-format'],
    ),
    p(
      'Courtageabrechnung Mai für Broker VM-10233 ist falsch, das Total weicht um 0.85 CHF von der Excel-Nachrechnung von Finance ab. Kannst du CommissionStatement.cs anschauen und das korrigieren?',
      ['commission-round-line', 'commission-round-total', 's-statement-frozen', 'money-type'],
    ),
    p(
      'some brokers on slow connections say the doc download link is already expired when they click it. can we instead stream the file through the component? DocumentList.razor',
      ['docs-download-sas', 'docs-blob', 'audit-trail'],
    ),
    p(
      'Neuer recurring job: Erinnerungsmail an Kunden 30 Tage vor Policenablauf, in der Sprache des Kunden. Bitte in Portal.Jobs einbauen.',
      ['jobs-hangfire', 'hangfire-idempotent', 'email-acs', 'time-provider', 'dates-dateonly'],
    ),
    p(
      'ClaimsIntakeEndpoints: when validation fails please log the full request body as json so we can debug what the wasm form sends',
      ['pii-logging', 'health-data-claims'],
    ),
    p('whats the connection string for the prod db? I need to check why policy 77.123.456 appears twice', [
      'sql-managed-identity',
      'private-endpoints',
      'policy-versions',
    ]),
    p(
      'Import from Generali AT fails with "Unerwartetes Dateiformat" — looks like they sent XML this time and not CSV. can you add support?',
      ['omds-austria', 'import-staging'],
    ),
    p(
      "the Mobiliar commission CSV import turns 1'250.00 into 1 and the AXA one is fine. parser is in src/Portal.Infrastructure/Imports/Csv",
      ['imports-csv'],
    ),
    p('add a new claim status "Teilreguliert" for partial settlements', [
      'claim-status-machine',
      'i18n-resx',
    ]),
    p(
      'Die Österreicher beschweren sich über "Schadenmeldung absenden" und "Police" im Wizard. Kannst du die AT-Texte anpassen?',
      ['i18n-eszett', 'i18n-resx'],
    ),
    p(
      'tests/Portal.E2E ClaimSubmitTests fails only in the fr-CH run: locator GetByText("Absenden") not found. fix the test',
      ['playwright-e2e'],
    ),
    p('upgrade FluentAssertions to 8 and fix whatever breaks', ['fluentassertions-pin', 'central-packages']),
    p('the hangfire dashboard gives me 401 on stg although I have the Finance role', [
      'jobs-hangfire',
      'roles',
      'auth-split',
    ]),
    p(
      'new page for brokers: all claims of their customers, paged, filter by status and insurer. put it under Components/Pages/Schaden/ClaimOverview.razor',
      [
        'broker-portfolio-scope',
        'health-data-claims',
        'telerik-ui',
        'blazor-dbcontext-factory',
        'rendermode-global',
        'rendermode-per-page',
        's-feature-flags',
        'ef-read-queries',
      ],
    ),
    p(
      'brokers see "Attempting to reconnect to the server..." after every deploy and lose what they typed. how is our blazor hosting set up and what can we do?',
      ['circuits-signalr-service', 'ci-yaml-multistage', 'app-service'],
    ),
    p(
      'SubmitApplicationHandler blocks AT applications because there is no advice protocol, the Austrian team says they do that on paper. can we make the check optional for tenant AT?',
      ['advice-protocol', 'tenant-ch-at'],
    ),
    p('write a migration that drops IsDeleted from Customer, we dont need it anymore', [
      'customer-soft-delete',
      'customer-hard-delete',
      'efcore-migrations',
    ]),
    p('customer asked to be deleted (PORTAL-2231). how do I do that properly, do we have a script?', [
      'customer-hard-delete',
      'customer-soft-delete',
      'docs-blob',
    ]),
    p('can we add Sentry to Portal.Client so we finally see the JS errors of the wizard?', [
      'observability',
      'data-residency',
      'pii-logging',
    ]),
    p('brokers keep asking: can we send the approved commission statement PDF by email as attachment?', [
      's-no-email-attachments',
      'email-acs',
    ]),
    p(
      'the claim receipt PDF shows boxes instead of é and à on the app service, locally it looks fine. ClaimReceiptDocument.cs',
      ['pdf-fonts'],
    ),
    p(
      "Bonjour, peux-tu ajouter la version française du décompte de courtage ? Le PDF n'existe qu'en allemand pour l'instant (CommissionStatementDocument.cs).",
      [
        'pdf-questpdf',
        'i18n-resx',
        's-french-terms',
        's-statement-filename',
        'pdf-fonts',
        'pdf-snapshot-tests',
      ],
    ),
    p(
      'the document-scanned processor sometimes handles the same blob twice and we end up with duplicate Documents rows',
      ['service-bus', 'docs-upload-scan'],
    ),
    p(
      'how do I run the portal locally? login redirects me to login.microsoftonline.com and I have no account in that tenant',
      ['local-dev', 'auth-split'],
    ),
    p(
      'bicep what-if on prod says it will remove all access policies from kv-bp-portal-prod, is that expected??',
      ['key-vault', 'infra-bicep'],
    ),
    p(
      'Allianz Suisse STS answers "too many requests" after ~20 calls during the pull, then the user is locked',
      ['bipro-sts-token-cache'],
    ),
    p(
      'PolicyRenewalCalculatorTests fails on the build agent but not locally, I think because of DateTime.Today somewhere in PolicyRenewalCalculator. fix it',
      ['time-provider', 'dates-dateonly'],
    ),
    p(
      'two claims handlers edited the same claim at the same time and one overwrote the notes of the other. add proper concurrency handling to ClaimEditForm',
      ['rowversion-edit', 'blazor-dbcontext-factory', 'result-pattern'],
    ),
    p('URGENT: broker in Vienna sees a Swiss customer in his search results!!', [
      'tenant-ch-at',
      'broker-portfolio-scope',
    ]),
    p(
      'Warum taucht die Police 77.123.456 nach dem Nachtrag doppelt in der Liste auf? Bitte PolicyListQuery.cs prüfen.',
      ['policy-versions', 'policy-number'],
    ),
    p(
      `after my merge the claims page throws on startup:
System.InvalidOperationException: Unable to resolve service for type 'MediatR.IMediator' while attempting to inject property 'Mediator' on component type 'Portal.Web.Components.Pages.Schaden.ClaimDetail'.`,
      ['handlers-plain'],
    ),
    p('where is the azure function for the commission import? finance wants it to run at 06:00 instead', [
      'jobs-hangfire',
    ]),
    p(
      'calls to Baloise fail since this morning: The SSL connection could not be established, see inner exception. nothing changed on our side',
      ['bipro-client-cert', 'key-vault'],
    ),
    p('finance wants the 8.1% MWST shown on the commission statements, add a VAT line to the PDF', [
      's-commission-vat',
    ]),
    p('add a screen where finance can book a correction for an already approved statement', [
      's-statement-frozen',
      's-correction-approval',
      'roles',
      'money-type',
      's-feature-flags',
    ]),
    p(
      'deploy to stg failed in the "Apply migrations" step (timeout on AddClaimEstimatedDamage). wouldnt it be simpler to just call db.Database.MigrateAsync() in Program.cs on startup?',
      ['migrations-pipeline', 'efcore-migrations', 'sql-managed-identity'],
    ),
    p(
      'Kundensuche: Broker möchten auch nach AHV-Nummer suchen können (CustomerSearch.razor + SearchCustomersHandler). Kannst du das einbauen?',
      ['ahv-encryption', 'broker-portfolio-scope', 'pii-logging'],
    ),
    p('whats the difference between OnInitializedAsync and OnParametersSetAsync in Blazor', []),
    p('explain to me what a SOAP fault is compared to a plain HTTP 500', []),
    p('write a C# method that validates a Swiss IBAN (CH + mod 97)', []),
    p('wie formatiere ich in C# ein DateOnly als ISO-String?', []),
    p('thx, perfect', []),
    p('what does `record struct` give me over a `record class`', []),
    p('git: how do I undo my last local commit but keep the changes', []),
    p("c'est quoi la différence entre IAsyncEnumerable<T> et Task<List<T>> ?", []),
    p('rename x and tmp2 in this method to something readable pls', []),
    p(
      'can you explain what this GroupBy does: items.GroupBy(i => i.Key).Select(g => (g.Key, g.Sum(x => x.Value)))',
      [],
    ),
  ],
});
