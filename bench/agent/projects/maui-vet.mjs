// A .NET 8 MAUI + Blazor Hybrid app for a chain of veterinary clinics in Sweden and Czechia (appointments, patients,
// vaccinations, controlled-drug prescriptions, invoicing): ASP.NET Core minimal API, EF Core on Azure SQL, offline
// sync to SQLite on clinic tablets, Azure AD B2C, Azure Service Bus, xUnit + bUnit + Playwright, GitHub Actions, Intune.
// Held-out scenario (round M): written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'maui-vet',
  stack:
    '.NET 8, .NET MAUI + Blazor Hybrid (BlazorWebView, shared Razor class library, MudBlazor), Blazor Server web host for reception PCs, ASP.NET Core 8 minimal API, EF Core 8 on Azure SQL, EF Core SQLite (SQLCipher) offline store on Android/iOS tablets, Azure AD B2C custom policies + MSAL.NET, Azure Service Bus, Azure Blob Storage, Azure Key Vault, OpenTelemetry + Azure Monitor, QuestPDF, FluentValidation, xUnit + bUnit + NSubstitute + Testcontainers + Playwright, GitHub Actions (OIDC to Azure), Intune LOB distribution',
  memories: [
    // --- solution & build ----------------------------------------------------------------------------------
    m(
      'sln-layout',
      'fact',
      'VetDesk.sln: src/VetDesk.App (MAUI host, only MauiProgram, platform code and MainPage with the BlazorWebView), src/VetDesk.UI (Razor class library, every page and component lives here), src/VetDesk.WebHost (the same UI as Blazor Server, for the reception PCs and for Playwright), src/VetDesk.Api (minimal API), src/VetDesk.Worker (Service Bus consumers, background jobs), src/VetDesk.Domain, src/VetDesk.Infrastructure (EF Core, SQL Server, blob, bus), src/VetDesk.Contracts (DTO records shared by app and api). Tests in tests/.',
      {
        age: 330,
        reaffirm: 35,
        files: ['VetDesk.sln', 'src/VetDesk.App/MauiProgram.cs', 'src/VetDesk.UI/VetDesk.UI.csproj'],
        tags: ['solution', 'structure'],
      },
    ),
    m(
      'central-packages',
      'convention',
      'nuget versions are ONLY in Directory.Packages.props (central package mgmt). in the csproj just <PackageReference Include="Polly" /> with no Version attr. if restore gives you NU1008 thats the reason',
      {
        files: ['Directory.Packages.props'],
        tags: ['nuget', 'build'],
      },
    ),
    m(
      'sdk-pin',
      'fact',
      'global.json pins the SDK to 8.0.404 (rollForward latestPatch). MAUI workload is pinned as well — CI does `dotnet workload restore` and then `dotnet workload update --from-rollback-file build/maui-rollback.json`. If you get workload errors locally (NETSDK1147, "workload version mismatch") run exactly that, do not update the workloads to latest on your own machine, then your build differs from CI.',
      {
        files: ['global.json', 'build/maui-rollback.json', '.github/workflows/ci.yml'],
        tags: ['sdk', 'maui-workload', 'build'],
      },
    ),
    // --- UI ------------------------------------------------------------------------------------------------
    m(
      'ui-xaml-mvvm',
      'decision',
      'Screens are XAML ContentPages with a ViewModel each (CommunityToolkit.Mvvm: [ObservableProperty], [RelayCommand]). ViewModels registered as transient in MauiProgram.cs, navigation through Shell routes registered in AppShell.xaml.cs.',
      {
        fact: 'vetdesk-app | ui_technology | XAML + MVVM',
        age: 560,
        files: ['src/VetDesk.App/Views', 'src/VetDesk.App/ViewModels', 'src/VetDesk.App/AppShell.xaml.cs'],
        tags: ['xaml', 'mvvm', 'ui'],
      },
    ),
    m(
      'ui-blazor',
      'decision',
      'All UI is Razor components in VetDesk.UI, rendered inside the BlazorWebView of MainPage.xaml. App.xaml and MainPage.xaml are the only XAML files. A new screen is a .razor page under VetDesk.UI/Pages with an @page route; state lives in the component or in a scoped service. No ViewModels, no Shell routes.',
      {
        fact: 'vetdesk-app | ui_technology | Blazor Hybrid (Razor components)',
        supersedes: 'ui-xaml-mvvm',
        age: 340,
        reaffirm: 20,
        files: ['src/VetDesk.UI/Pages', 'src/VetDesk.App/MainPage.xaml'],
        tags: ['blazor', 'blazor-hybrid', 'ui'],
        reason:
          'reception PCs needed the same screens in a browser, we could not maintain XAML and web twice',
        canonical: true,
      },
    ),
    m(
      'mudblazor',
      'fact',
      'Component library is MudBlazor 7. Theme in VetDesk.UI/Theme/TassaTheme.cs (brand green #2E7D5B). Dont pull Radzen or Syncfusion in because you want one nicer grid, ask first.',
      {
        files: ['src/VetDesk.UI/Theme/TassaTheme.cs'],
        tags: ['mudblazor', 'ui'],
      },
    ),
    m(
      'platform-abstractions',
      'convention',
      'Everything native (camera for wound photos, the Bluetooth chip reader, label printer, file picker, haptics) goes behind an interface in VetDesk.UI/Platform — ICameraService, IChipReader, ILabelPrinter. The MAUI implementations sit in VetDesk.App/Platforms/Android and /iOS, the WebHost registers a browser version or a stub. No #if ANDROID, MediaPicker or DeviceInfo inside .razor files: the same components also run on the WebHost where there is no MAUI at all.',
      {
        files: ['src/VetDesk.UI/Platform', 'src/VetDesk.App/Platforms'],
        tags: ['maui', 'platform', 'di'],
      },
    ),
    m(
      'main-thread',
      'constraint',
      "From Blazor into MAUI APIs that touch native UI (MediaPicker, Permissions, Launcher, Share) you must go through MainThread.InvokeOnMainThreadAsync. The other direction: when a service raises an event from a background thread (sync finished, connectivity changed) the component updates with `await InvokeAsync(StateHasChanged)`, never StateHasChanged() straight from the handler — on Android that's the 'current thread is not associated with the Dispatcher' crash.",
      {
        files: ['src/VetDesk.UI/Shared', 'src/VetDesk.App/Platforms/Android/AndroidCameraService.cs'],
        tags: ['threading', 'dispatcher', 'blazor'],
      },
    ),
    m(
      'chip-reader',
      'fact',
      'The microchip readers (Datamars RT100) pair as Bluetooth HID keyboard. They "type" the 15 digit ISO 11784/11785 number and then Enter — this is why the patient search field has autofocus and must get the focus back after each search. A chip number is exactly 15 digits; parse with ChipNumber.TryParse in Domain, dont write your own regex.',
      {
        files: [
          'src/VetDesk.Domain/Patients/ChipNumber.cs',
          'src/VetDesk.UI/Pages/Patients/PatientSearch.razor',
        ],
        tags: ['microchip', 'bluetooth', 'patients'],
      },
    ),
    m(
      'localization',
      'convention',
      'All UI text from resx: VetDesk.UI/Resources/SharedResources.resx (en) + .sv.resx + .cs.resx via IStringLocalizer<SharedResources>. Nothing hardcoded in razor, not even "OK" or "Avbryt". The culture is taken from the clinic the user works in (SE clinics sv-SE, BRN/OLO cs-CZ), NOT from the device locale — half the tablets are set to English.',
      {
        files: [
          'src/VetDesk.UI/Resources/SharedResources.resx',
          'src/VetDesk.UI/Resources/SharedResources.sv.resx',
        ],
        tags: ['localization', 'resx', 'i18n'],
      },
    ),

    // --- data / EF Core ------------------------------------------------------------------------------------
    m(
      'efcore',
      'fact',
      'EF Core 8 on Azure SQL (serverless in test, 8 vCore provisioned in prod). One VetDeskDbContext in VetDesk.Infrastructure/Persistence. Async all the way with the request CancellationToken passed to ToListAsync / SaveChangesAsync.',
      {
        fact: 'vetdesk-api | database | Azure SQL via EF Core 8',
        age: 500,
        reaffirm: 60,
        files: ['src/VetDesk.Infrastructure/Persistence/VetDeskDbContext.cs'],
        tags: ['efcore', 'sql-server'],
      },
    ),
    m(
      'ef-config',
      'convention',
      'Mapping = one IEntityTypeConfiguration<T> per entity in Persistence/Configurations (ApplyConfigurationsFromAssembly picks them up). No [Required]/[MaxLength]/[Column] attributes on domain classes, VetDesk.Domain has no reference to EF at all and it stays that way.',
      {
        files: ['src/VetDesk.Infrastructure/Persistence/Configurations'],
        tags: ['efcore', 'mapping'],
      },
    ),
    m(
      'migrate-on-startup',
      'convention',
      'The API runs `await db.Database.MigrateAsync()` in Program.cs at startup, so any deploy brings the schema up to date by itself. Just add the migration and deploy.',
      {
        age: 510,
        files: ['src/VetDesk.Api/Program.cs'],
        tags: ['efcore', 'migrations', 'deploy'],
      },
    ),
    m(
      'migrations-bundle',
      'decision',
      'No more migrating at API startup. Schema changes ship as an EF migration bundle (efbundle) built in deploy-api.yml and executed as its own step before the staging slot is swapped. Reason: in March two instances started at the same time and both tried to apply the same migration, prod was down 20 minutes. Because the old API version keeps running during the swap, every migration must be compatible with it: add columns nullable, backfill, tighten in a later release.',
      {
        supersedes: 'migrate-on-startup',
        age: 230,
        reaffirm: 40,
        files: ['.github/workflows/deploy-api.yml', 'src/VetDesk.Api/Program.cs'],
        tags: ['efcore', 'migrations', 'deploy', 'efbundle'],
      },
    ),
    m(
      'migrations-howto',
      'convention',
      'New migration: `dotnet ef migrations add AddRabiesBatchToVaccination -p src/VetDesk.Infrastructure -s src/VetDesk.Api`. Name it after what changes. Once merged to main a migration is never edited, write another one. For anything touching Visits or AuditEntries (millions of rows) look at `dotnet ef migrations script --idempotent` output first and post it in the PR.',
      {
        files: ['src/VetDesk.Infrastructure/Migrations'],
        tags: ['efcore', 'migrations'],
      },
    ),
    m(
      'clinic-filter',
      'constraint',
      'Visits, invoices, stock, the drug register and appointments belong to one clinic (ClinicId) and VetDeskDbContext puts a global query filter on them from ICurrentClinic. Owners and patients are chain-wide (an animal can be seen in Uppsala and Västerås). A nurse in Uppsala must never see the visits of Malmö. IgnoreQueryFilters() only in VetDesk.Api/Reporting and ChainAdmin endpoints, and such a PR needs Lina as reviewer.',
      {
        files: [
          'src/VetDesk.Infrastructure/Persistence/VetDeskDbContext.cs',
          'src/VetDesk.Api/Auth/CurrentClinic.cs',
        ],
        tags: ['multi-tenancy', 'query-filter', 'security'],
        reaffirm: 15,
        canonical: true,
      },
    ),
    m(
      'money',
      'convention',
      'Money is decimal(19,4) in SQL and the Money record (Amount, Currency) in Domain. SE clinics bill SEK, the Czech ones CZK — never add two Money with different currency, never double. Invoice lines keep 2 decimals; rounding to whole kronor/korun is done only on the invoice total (rounding line shown on the PDF).',
      {
        files: ['src/VetDesk.Domain/Common/Money.cs', 'src/VetDesk.Domain/Invoicing/InvoiceCalculator.cs'],
        tags: ['money', 'invoicing', 'currency'],
      },
    ),
    m(
      'personal-id',
      'constraint',
      "Owner national id (personnummer in SE, rodné číslo in CZ) is in Owners.NationalId with Always Encrypted (deterministic, so exact search works). It never goes into logs, traces, Service Bus messages or exports other than Fortnox customer sync. UI shows the last 4 digits; Reception and ClinicManager can click 'show'.",
      {
        files: ['src/VetDesk.Infrastructure/Persistence/Configurations/OwnerConfiguration.cs'],
        tags: ['gdpr', 'pii', 'always-encrypted'],
      },
    ),
    m(
      'audit',
      'constraint',
      'Clinical tables (Visits, Prescriptions, Vaccinations, DrugRegisterEntries, ClinicalNotes) are audited by AuditSaveChangesInterceptor, old + new values into AuditEntries. ExecuteUpdateAsync / ExecuteDeleteAsync / FromSql writes skip the interceptor, so they are not allowed on these tables. Load, change, SaveChanges — even for a one-off batch, do it in chunks.',
      {
        files: ['src/VetDesk.Infrastructure/Persistence/AuditSaveChangesInterceptor.cs'],
        tags: ['audit', 'efcore', 'compliance'],
      },
    ),
    m(
      'legacy-ids',
      'fact',
      'Owners and patients imported from the old practice system (VetSoft 6, import done in spring 2023) keep their old number in LegacyId nvarchar(20) with an index. Receptions still search by it, it is printed on the old vaccination cards people bring in.',
      {
        age: 545,
        files: ['src/VetDesk.Infrastructure/Persistence/Configurations/PatientConfiguration.cs'],
        tags: ['legacy', 'import', 'patients'],
      },
    ),

    // --- controlled drugs, prescriptions, stock -------------------------------------------------------------
    m(
      'cd-register',
      'constraint',
      'Drug register (DrugRegisterEntries) for narcotics / návykové látky is append only. No UPDATE, no DELETE, also not for ChainAdmin and not "just in the db". A wrong entry is fixed by a correction entry with CorrectsEntryId and a reason. Destruction of stock needs a second person signing (WitnessUserId), API returns 422 without it. Running balance per product and clinic can never go below zero.',
      {
        files: [
          'src/VetDesk.Domain/DrugRegister/DrugRegisterEntry.cs',
          'src/VetDesk.Api/Endpoints/DrugRegisterEndpoints.cs',
        ],
        tags: ['controlled-drugs', 'compliance', 'append-only'],
        reaffirm: 10,
        canonical: true,
      },
    ),
    m(
      'cd-mfa',
      'constraint',
      "Prescribing or dispensing narcotics class II-V needs a fresh MFA: token must have amr containing 'mfa' and auth_time not older than 15 minutes. Policy 'ControlledDrugs' in VetDesk.Api/Auth/Policies.cs. The tablet triggers the step-up through the B2C custom policy with prompt=login.",
      {
        files: ['src/VetDesk.Api/Auth/Policies.cs', 'src/VetDesk.App/Auth/StepUpAuthService.cs'],
        tags: ['controlled-drugs', 'mfa', 'auth'],
      },
    ),
    m(
      'eprescription',
      'fact',
      'Swedish prescriptions go electronically to E-hälsomyndigheten via VetDesk.Integrations/EPrescription (SOAP, client certificate). The Czech clinics print a paper prescription (QuestPDF, same template). So a CZ prescription has no EPrescriptionId, that is correct and not a bug.',
      {
        files: ['src/VetDesk.Integrations/EPrescription'],
        tags: ['prescriptions', 'integration', 'e-halsomyndigheten'],
      },
    ),
    m(
      'cd-retention-5y',
      'constraint',
      'Drug register entries and prescriptions older than 5 years are removed by RetentionJob (runs monthly in the Worker). 5 years is what Läkemedelsverket requires, there is no reason to keep longer and GDPR says we should not.',
      {
        files: ['src/VetDesk.Worker/Retention/RetentionJob.cs'],
        tags: ['retention', 'controlled-drugs', 'gdpr'],
      },
    ),
    m(
      'cd-retention-10y',
      'constraint',
      'For Brno and Olomouc the evidence of návykové látky has to be archived 10 years (ÚSKVBL inspection told us this in January). RetentionJob can not delete drug register rows of CZ clinics before 10 years. Honestly I would keep 10 years for every clinic, it is few MB.',
      {
        disputes: 'cd-retention-5y',
        files: ['src/VetDesk.Worker/Retention/RetentionJob.cs'],
        tags: ['retention', 'controlled-drugs', 'czech'],
      },
    ),

    // --- vaccinations, appointments ------------------------------------------------------------------------
    m(
      'vaccine-reminders',
      'fact',
      'Due dates for vaccinations are computed by VaccinationScheduler from VaccineProtocols (species + vaccine + country). Reminders 30 days and 7 days before due, sent as reminder-requested messages. IsDeceased patients get nothing — we had an owner get a reminder for a dead cat in 2023, never again.',
      {
        files: [
          'src/VetDesk.Domain/Vaccinations/VaccinationScheduler.cs',
          'src/VetDesk.Worker/Reminders/ReminderScheduler.cs',
        ],
        tags: ['vaccinations', 'reminders'],
      },
    ),
    m(
      'rabies-batch',
      'constraint',
      'Rabies vaccination cannot be saved without batch number, manufacturer and batch expiry. Goes into the EU pet passport and border control checks it. Required in the form AND in VaccinationValidator on the API (the tablet can be an old version).',
      {
        files: ['src/VetDesk.Api/Endpoints/Vaccinations/VaccinationValidator.cs'],
        tags: ['vaccinations', 'rabies', 'pet-passport'],
      },
    ),
    m(
      'dates-utc',
      'convention',
      "Timestamps in the database are UTC (datetime2, DateTime.Kind = Utc). Convert to the clinic's time zone only when displaying, via IClinicClock. Never DateTime.Now on the server.",
      {
        files: ['src/VetDesk.Domain/Common/IClinicClock.cs'],
        tags: ['datetime', 'utc', 'timezones'],
      },
    ),
    m(
      'appointments-local',
      'decision',
      "Appointments.StartsAt/EndsAt are stored as clinic local time (DateTimeOffset with the clinic's offset for that date), not UTC. After DST ended in October every booking made before the switch showed an hour off on the tablets. So for appointments: do not convert to UTC.",
      {
        disputes: 'dates-utc',
        files: ['src/VetDesk.Infrastructure/Persistence/Configurations/AppointmentConfiguration.cs'],
        tags: ['datetime', 'appointments', 'timezones'],
      },
    ),
    m(
      'weight-kg',
      'convention',
      'Patient weight is kilograms, decimal(7,3) (Weight.Kg). The vets think in kg and the dose calculator is mg/kg anyway.',
      {
        files: ['src/VetDesk.Domain/Patients/Weight.cs'],
        tags: ['weight', 'units', 'patients'],
      },
    ),
    m(
      'weight-grams',
      'decision',
      'Weights stored as whole grams (WeightGrams int) everywhere, server and tablet. Brno sees a lot of small exotics, 0.045 kg hamsters, and SQLite has no decimal so the tablet rounded them. Convert to kg only for display.',
      {
        disputes: 'weight-kg',
        files: ['src/VetDesk.Domain/Patients/Weight.cs', 'src/VetDesk.App/Data/LocalDbContext.cs'],
        tags: ['weight', 'units', 'sqlite'],
      },
    ),

    // --- offline sync ---------------------------------------------------------------------------------------
    m(
      'local-sqlite-net',
      'fact',
      'Offline data on the tablets is stored with sqlite-net-pcl: the Local* classes have [Table] and [PrimaryKey] attributes, SQLiteAsyncConnection is opened in LocalDatabase.cs and tables created with CreateTableAsync<T>().',
      {
        fact: 'vetdesk-app | local_store | sqlite-net-pcl',
        age: 470,
        files: ['src/VetDesk.App/Data/LocalDatabase.cs'],
        tags: ['sqlite', 'offline'],
      },
    ),
    m(
      'local-ef-sqlite',
      'fact',
      'The tablet store is EF Core SQLite: LocalDbContext in VetDesk.App/Data, own migrations in VetDesk.App/Data/Migrations, applied at app start with MigrateAsync (fine here, one user per device). Local entities have the same shape as the Contracts records plus sync columns (BaseRowVersion, SyncState).',
      {
        fact: 'vetdesk-app | local_store | EF Core SQLite',
        supersedes: 'local-sqlite-net',
        age: 260,
        files: ['src/VetDesk.App/Data/LocalDbContext.cs', 'src/VetDesk.App/Data/Migrations'],
        tags: ['sqlite', 'efcore', 'offline'],
      },
    ),
    m(
      'sync-outbox',
      'convention',
      'On the tablet a page never writes through the API. Writes go to LocalDbContext plus a PendingChange row (outbox) in the same SaveChanges, and SyncService pushes the outbox in order when there is network. Pages read from the local db. Exceptions are only things that cannot work offline (sending an e-prescription, card payment) — those call the API directly and the button is disabled while Connectivity says no internet.',
      {
        files: ['src/VetDesk.App/Sync/SyncService.cs', 'src/VetDesk.App/Data/PendingChange.cs'],
        tags: ['offline', 'sync', 'outbox'],
        reaffirm: 8,
        canonical: true,
      },
    ),
    m(
      'sync-lww',
      'decision',
      'Sync conflicts are resolved last-write-wins with UpdatedAt: whichever side has the later timestamp is kept.',
      {
        fact: 'vetdesk-sync | conflict_resolution | last write wins',
        age: 420,
        tags: ['sync', 'conflicts'],
      },
    ),
    m(
      'sync-conflicts',
      'decision',
      "We dropped last-write-wins. Each pushed row carries the server RowVersion it was based on (BaseRowVersion). If the row changed on the server meanwhile the API answers 409 Conflict with the current server row, and the tablet moves the change into the 'Needs review' list where the user picks. Tablet clocks could not be trusted — one Tab in Västerås was set to 2019.",
      {
        fact: 'vetdesk-sync | conflict_resolution | rowversion check, 409 + manual review',
        supersedes: 'sync-lww',
        age: 190,
        reaffirm: 30,
        files: ['src/VetDesk.Api/Sync/SyncEndpoints.cs', 'src/VetDesk.App/Sync/ConflictStore.cs'],
        tags: ['sync', 'conflicts', 'rowversion'],
      },
    ),
    m(
      'sync-ids',
      'constraint',
      'Anything that can be created on a tablet gets its Guid on the device from Guid7.New() (our helper, time ordered in the byte order SQL Server sorts uniqueidentifier by, so the clustered index does not fragment). No int identity keys on synced entities, and not Guid.NewGuid() either.',
      {
        files: ['src/VetDesk.Domain/Common/Guid7.cs'],
        tags: ['sync', 'ids', 'sql-server'],
      },
    ),
    m(
      'sync-background-5min',
      'decision',
      'SyncService runs every 5 minutes in the background (WorkManager periodic work on Android, BGAppRefreshTask on iOS) and immediately when connectivity comes back.',
      {
        files: ['src/VetDesk.App/Platforms/Android/SyncWorker.cs'],
        tags: ['sync', 'background'],
      },
    ),
    m(
      'sync-foreground-only',
      'decision',
      'no background sync. we sync on app resume, after every save if online, and with pull to refresh. Samsung battery optimisation killed the worker on the Tab Actives anyway and iOS basically never gave us BGTask time.',
      {
        disputes: 'sync-background-5min',
        files: ['src/VetDesk.App/Sync/SyncService.cs', 'src/VetDesk.App/App.xaml.cs'],
        tags: ['sync', 'battery', 'background'],
      },
    ),

    // --- auth ----------------------------------------------------------------------------------------------
    m(
      'auth-userflow',
      'fact',
      'Staff sign in with the Azure AD B2C built-in user flow B2C_1_susi_staff (email + password). MSAL.NET in the app, system browser, authority https://tassab2c.b2clogin.com/tfp/tassab2c.onmicrosoft.com/B2C_1_susi_staff.',
      {
        fact: 'vetdesk | sign_in_policy | B2C_1_susi_staff (user flow)',
        age: 430,
        files: ['src/VetDesk.App/appsettings.json'],
        tags: ['b2c', 'auth', 'msal'],
      },
    ),
    m(
      'auth-custom-policy',
      'decision',
      'Sign-in moved from the built-in user flow to the custom policy B2C_1A_VETDESK_SIGNIN (XML in infra/b2c/policies, TrustFrameworkExtensions). We needed TOTP MFA for controlled drugs and the ClinicIds claim, which the policy gets from a REST call to /api/internal/b2c/claims. Authority in config: https://tassab2c.b2clogin.com/tassab2c.onmicrosoft.com/B2C_1A_VETDESK_SIGNIN. Policies are deployed by infra/b2c/deploy-policies.ps1, never uploaded by hand in the portal.',
      {
        fact: 'vetdesk | sign_in_policy | B2C_1A_VETDESK_SIGNIN (custom policy)',
        supersedes: 'auth-userflow',
        age: 140,
        files: ['infra/b2c/policies', 'src/VetDesk.App/appsettings.json', 'src/VetDesk.Api/appsettings.json'],
        tags: ['b2c', 'auth', 'custom-policy', 'mfa'],
      },
    ),
    m(
      'roles',
      'fact',
      "App roles in the 'roles' claim: Vet, Nurse, Reception, ClinicManager, ChainAdmin. Only Vet prescribes. Nurse administers and records vaccinations. Reception does bookings and invoices. ChainAdmin sees all clinics. Policies in VetDesk.Api/Auth/Policies.cs, same names used in AuthorizeView in the UI.",
      {
        files: ['src/VetDesk.Api/Auth/Policies.cs', 'src/VetDesk.UI/Auth/PolicyNames.cs'],
        tags: ['auth', 'roles', 'authorization'],
      },
    ),
    // --- API -----------------------------------------------------------------------------------------------
    m(
      'api-controllers',
      'convention',
      'Endpoints are MVC controllers in VetDesk.Api/Controllers that inherit ApiControllerBase, with [Route("api/[controller]")] and services injected in the constructor.',
      {
        fact: 'vetdesk-api | endpoint_style | MVC controllers',
        age: 590,
        files: ['src/VetDesk.Api/Controllers'],
        tags: ['aspnetcore', 'controllers'],
      },
    ),
    m(
      'api-minimal',
      'convention',
      'The API is minimal APIs now, the last controller was removed in February — do not add new ones. One static class per feature in VetDesk.Api/Endpoints (e.g. AppointmentEndpoints.MapAppointments(this IEndpointRouteBuilder app)) using app.MapGroup("/api/v1/appointments"), handlers return TypedResults with Results<Ok<T>, NotFound, ValidationProblem>.',
      {
        fact: 'vetdesk-api | endpoint_style | minimal APIs (MapGroup + TypedResults)',
        supersedes: 'api-controllers',
        age: 370,
        reaffirm: 25,
        files: ['src/VetDesk.Api/Endpoints', 'src/VetDesk.Api/Program.cs'],
        tags: ['aspnetcore', 'minimal-api'],
      },
    ),
    m(
      'validation',
      'convention',
      'Validation = FluentValidation, validator class next to the endpoint, run by the ValidationFilter<T> endpoint filter. Errors return as ValidationProblem (problem+json). Dont throw for validation errors and dont put DataAnnotations on the Contracts records.',
      {
        files: ['src/VetDesk.Api/Infrastructure/ValidationFilter.cs'],
        tags: ['validation', 'fluentvalidation', 'problem-details'],
      },
    ),
    m(
      'api-compat',
      'constraint',
      'Tablets in the clinics can run an app version up to 60 days old (staged Intune rollout + people who never restart). So /api/v1 contracts only grow: a new optional field is fine, renaming or removing a field or changing its type is not. Breaking change = new /api/v2 route, v1 stays until the minimum supported app version is past it.',
      {
        files: ['src/VetDesk.Contracts'],
        tags: ['api', 'versioning', 'compatibility'],
      },
    ),
    m(
      'contracts',
      'convention',
      'Request/response DTOs are records in VetDesk.Contracts, shared with the app. Never return an EF entity from an endpoint (we leaked Owner.NationalId once that way).',
      {
        files: ['src/VetDesk.Contracts'],
        tags: ['dto', 'contracts'],
      },
    ),
    m(
      'mediatr',
      'convention',
      'Features go through MediatR: IRequest<T> command/query + handler in VetDesk.Api/Features/<Feature>/. The endpoint only does sender.Send(). Logging and transaction are pipeline behaviours. MediatR stays pinned at 12.x (the Apache licensed one).',
      {
        files: ['src/VetDesk.Api/Features', 'src/VetDesk.Api/Behaviors/TransactionBehavior.cs'],
        tags: ['mediatr', 'cqrs', 'architecture'],
      },
    ),
    m(
      'no-mediatr',
      'decision',
      'I dont want MediatR in new code in VetDesk.Api. Endpoint calls a service class (AppointmentService, InvoiceService) directly, one less indirection, F12 works, and MediatR has gone commercial so we would be stuck on 12 forever.',
      {
        disputes: 'mediatr',
        files: ['src/VetDesk.Api/Endpoints'],
        tags: ['mediatr', 'architecture'],
      },
    ),

    // --- messaging -----------------------------------------------------------------------------------------
    m(
      'reminders-storage-queue',
      'fact',
      "Reminder jobs (SMS and e-mail) go through the Azure Storage Queue 'reminders', which ReminderFunction (Azure Functions, consumption plan, repo folder functions/) reads.",
      {
        fact: 'vetdesk | messaging | Azure Storage Queues',
        age: 500,
        files: ['functions/ReminderFunction.cs'],
        tags: ['storage-queue', 'azure-functions', 'reminders'],
      },
    ),
    m(
      'service-bus',
      'fact',
      'Messaging is Azure Service Bus, namespace sb-vetdesk-prod (Standard). Topics appointment-events, vaccination-events, invoice-events; VetDesk.Worker has one subscription per handler (e.g. invoice-events/fortnox-export). Reminders are the reminder-requested queue using ScheduledEnqueueTime. Publish via IMessagePublisher, not ServiceBusSender directly.',
      {
        fact: 'vetdesk | messaging | Azure Service Bus',
        supersedes: 'reminders-storage-queue',
        age: 290,
        reaffirm: 45,
        files: [
          'src/VetDesk.Infrastructure/Messaging/ServiceBusPublisher.cs',
          'src/VetDesk.Worker/Program.cs',
        ],
        tags: ['service-bus', 'messaging'],
      },
    ),
    m(
      'bus-idempotent',
      'constraint',
      'Service Bus is at-least-once and the Worker DOES get duplicates (lock expires while Fortnox is slow). Every handler records MessageId + handler name in ProcessedMessages in the same transaction as its work and skips if already there. The queue duplicate detection is only a 10 min window, dont rely on it.',
      {
        files: ['src/VetDesk.Worker/Messaging/IdempotentHandler.cs'],
        tags: ['service-bus', 'idempotency'],
      },
    ),
    m(
      'sms-46elks',
      'fact',
      "SMS via 46elks for both countries, sender id 'Tassa'. Over 160 GSM chars it splits and costs double; Czech diacritics (ř, ů, č) force UCS-2 with 70 chars per part, so CZ reminder texts have to be really short.",
      {
        files: ['src/VetDesk.Infrastructure/Sms/FortySixElksClient.cs'],
        tags: ['sms', 'reminders', '46elks'],
      },
    ),

    // --- invoicing -----------------------------------------------------------------------------------------
    m(
      'invoice-final',
      'constraint',
      'A Finalized invoice is immutable — lines, totals, customer, everything. Corrections are a credit note (Invoice with Type = CreditNote pointing to the original). Fortnox rejects a changed invoice anyway.',
      {
        files: ['src/VetDesk.Domain/Invoicing/Invoice.cs'],
        tags: ['invoicing', 'immutability'],
      },
    ),
    m(
      'invoice-numbers',
      'convention',
      'Invoice number per clinic and year: {ClinicCode}-{yyyy}-{seq:D6}, e.g. UPP-2025-000412. Taken from InvoiceNumberSequences WITH (UPDLOCK) inside the finalize transaction — not when the draft is created, gaps in the series are a problem for the auditors.',
      {
        files: ['src/VetDesk.Infrastructure/Invoicing/InvoiceNumberGenerator.cs'],
        tags: ['invoicing', 'numbering'],
      },
    ),
    m(
      'accounting-export',
      'fact',
      'Nightly accounting export: SE clinics -> Fortnox API (subscription invoice-events/fortnox-export), CZ clinics -> Pohoda XML written to blob container pohoda-export, their accountant imports it manually.',
      {
        files: [
          'src/VetDesk.Worker/Accounting/FortnoxExportHandler.cs',
          'src/VetDesk.Worker/Accounting/PohodaExport.cs',
        ],
        tags: ['fortnox', 'pohoda', 'accounting'],
      },
    ),
    m(
      'questpdf',
      'note',
      'Invoice and prescription PDFs are QuestPDF documents in VetDesk.Api/Documents. We bought the Professional license in 2024 (over the Community revenue limit), set in Program.cs. Fonts are embedded (Noto Sans) because Czech characters came out as boxes with the default font.',
      {
        age: 360,
        files: ['src/VetDesk.Api/Documents', 'src/VetDesk.Api/Documents/Fonts'],
        tags: ['pdf', 'questpdf', 'invoicing'],
      },
    ),

    // --- files ---------------------------------------------------------------------------------------------
    m(
      'patient-files',
      'fact',
      "Photos and attachments (x-rays, lab PDFs) are in blob container 'patient-files' under {clinicCode}/{patientId}/{fileId}; the DB only has metadata (PatientFiles). The app uploads with a SAS URL from POST /api/v1/files/upload-url (10 min valid), never with an account key.",
      {
        files: ['src/VetDesk.Api/Endpoints/FileEndpoints.cs', 'src/VetDesk.App/Files/UploadService.cs'],
        tags: ['blob-storage', 'files', 'sas'],
      },
    ),

    // --- tests ---------------------------------------------------------------------------------------------
    m(
      'tests-api',
      'convention',
      'API integration tests: WebApplicationFactory<Program> + Testcontainers.MsSql, one container per xUnit collection and Respawn between tests. Not EF InMemory and not SQLite pretending to be SQL Server — the query filters, rowversion and UPDLOCK behave differently and we had green tests with broken prod twice.',
      {
        files: ['tests/VetDesk.Api.Tests/Infrastructure/ApiFactory.cs'],
        tags: ['testing', 'integration-tests', 'testcontainers'],
      },
    ),
    m(
      'tests-bunit',
      'convention',
      "Component tests are bUnit in tests/VetDesk.UI.Tests, inherit VetDeskTestContext (adds MudBlazor services, fake IStringLocalizer, JSInterop loose). Fakes with NSubstitute. Don't test MudBlazor's own rendering; find our elements by data-testid.",
      {
        files: ['tests/VetDesk.UI.Tests/VetDeskTestContext.cs'],
        tags: ['testing', 'bunit', 'blazor'],
      },
    ),
    m(
      'e2e-appium',
      'convention',
      'UI tests: Appium with UiAutomator2 in tests/VetDesk.UITests, running nightly against the Android emulator on the self-hosted Mac mini runner.',
      {
        fact: 'vetdesk | e2e_framework | Appium',
        age: 380,
        files: ['tests/VetDesk.UITests'],
        tags: ['testing', 'appium', 'e2e'],
      },
    ),
    m(
      'e2e-playwright',
      'convention',
      'End-to-end tests are Playwright (Microsoft.Playwright + xUnit) in tests/VetDesk.E2E, running against VetDesk.WebHost started with the E2E launch profile and a seeded SQL container. The UI is the same RCL so this covers the screens; native bits (camera, chip reader) are covered with bUnit + fakes. Locate by data-testid, never by text (three languages).',
      {
        fact: 'vetdesk | e2e_framework | Playwright against WebHost',
        supersedes: 'e2e-appium',
        age: 175,
        files: ['tests/VetDesk.E2E', '.github/workflows/e2e.yml'],
        tags: ['testing', 'playwright', 'e2e'],
      },
    ),
    m(
      'fluentassertions-pin',
      'constraint',
      'FluentAssertions stays on 7.x in Directory.Packages.props. v8 is a paid license for commercial use. Dependabot keeps opening the bump PR, just close it. (Maybe Shouldly one day, nothing decided.)',
      {
        files: ['Directory.Packages.props', '.github/dependabot.yml'],
        tags: ['testing', 'licensing', 'nuget'],
      },
    ),
    m(
      'test-naming',
      'convention',
      'Test method names: Scenario_Condition_Expected, e.g. Finalize_WhenInvoiceHasNoLines_ReturnsValidationProblem. AAA separated by empty lines, no "// Arrange" comments.',
      {
        tags: ['testing', 'naming'],
      },
    ),

    // --- CI/CD, distribution, config -----------------------------------------------------------------------
    m(
      'ci',
      'fact',
      '.github/workflows: ci.yml on PRs (build, unit, bUnit, API integration on ubuntu-latest; Android build on ubuntu, iOS build only on main on macos-14), e2e.yml (Playwright nightly + manual), deploy-api.yml (main -> test automatically, prod after approval on environment production), mobile-release.yml (on tags v*).',
      {
        files: [
          '.github/workflows/ci.yml',
          '.github/workflows/deploy-api.yml',
          '.github/workflows/mobile-release.yml',
        ],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'azure-oidc',
      'constraint',
      'GitHub -> Azure login uses OIDC federated credentials (azure/login with client-id, tenant-id, subscription-id, no secret). Do not add an AZURE_CREDENTIALS json or any service principal secret to the repo secrets.',
      {
        files: ['.github/workflows/deploy-api.yml'],
        tags: ['ci', 'azure', 'oidc', 'security'],
      },
    ),
    m(
      'secrets-kv',
      'constraint',
      'Secrets live in Key Vault (kv-vetdesk-test, kv-vetdesk-prod), read by managed identity in Api and Worker. Locally: dotnet user-secrets. appsettings*.json never contains a password, key or a connection string with credentials; SQL uses Entra auth (Authentication=Active Directory Default) outside of local dev.',
      {
        files: ['src/VetDesk.Api/appsettings.json', 'src/VetDesk.Worker/appsettings.json'],
        tags: ['secrets', 'key-vault', 'security'],
        reaffirm: 50,
        canonical: true,
      },
    ),
    m(
      'dist-appcenter',
      'fact',
      'Tablet builds reach the clinics through App Center distribution groups (clinic-pilot = Uppsala, then all-clinics). mobile-release.yml uploads AAB and IPA with appcenter-cli.',
      {
        fact: 'vetdesk-app | distribution | App Center',
        age: 450,
        files: ['.github/workflows/mobile-release.yml'],
        tags: ['distribution', 'app-center'],
      },
    ),
    m(
      'dist-intune',
      'decision',
      "App Center is retired (31 March 2025), so since February mobile-release.yml uploads the signed APK and the IPA to Intune as line-of-business apps (scripts/intune/Upload-LobApp.ps1, Graph API) and assigns them to 'VetDesk Pilot' (Uppsala) first, 'VetDesk All Clinics' 3 days later if no crash reports.",
      {
        fact: 'vetdesk-app | distribution | Intune LOB',
        supersedes: 'dist-appcenter',
        age: 110,
        reaffirm: 14,
        files: ['.github/workflows/mobile-release.yml', 'scripts/intune/Upload-LobApp.ps1'],
        tags: ['distribution', 'intune', 'mdm'],
      },
    ),
    m(
      'app-version',
      'convention',
      'ApplicationDisplayVersion comes from the git tag (v2.14.0 -> 2.14.0), ApplicationVersion = GitHub run number. Intune refuses an upload whose version code is not higher than the current one, so never edit ApplicationVersion by hand in the csproj.',
      {
        files: ['src/VetDesk.App/VetDesk.App.csproj', '.github/workflows/mobile-release.yml'],
        tags: ['versioning', 'release', 'intune'],
      },
    ),
    // --- observability -------------------------------------------------------------------------------------
    m(
      'appinsights-sdk',
      'convention',
      'Custom events with the Application Insights SDK: inject TelemetryClient and call telemetry.TrackEvent("InvoiceFinalized", properties).',
      {
        fact: 'vetdesk-api | telemetry | Application Insights SDK',
        age: 480,
        tags: ['telemetry', 'app-insights'],
      },
    ),
    m(
      'otel',
      'convention',
      "Observability in Api and Worker is OpenTelemetry exported to Azure Monitor (UseAzureMonitor() from Azure.Monitor.OpenTelemetry.AspNetCore). Logs through ILogger<T> with message templates, business counters through the Meter 'Tassa.VetDesk' (VetDeskMetrics.cs), spans through ActivitySource. TelemetryClient and the Microsoft.ApplicationInsights packages were removed in the .NET 8 upgrade, don't bring them back.",
      {
        fact: 'vetdesk-api | telemetry | OpenTelemetry + Azure Monitor',
        supersedes: 'appinsights-sdk',
        age: 150,
        files: ['src/VetDesk.Api/Program.cs', 'src/VetDesk.Infrastructure/Telemetry/VetDeskMetrics.cs'],
        tags: ['telemetry', 'opentelemetry', 'azure-monitor'],
      },
    ),
    m(
      'log-pii',
      'constraint',
      'No owner names, phone numbers, e-mails, national ids or free-text clinical notes in logs or traces — log ids (PatientId, VisitId, InvoiceId). The Log Analytics workspace is readable by the whole team and by our MSP.',
      {
        tags: ['logging', 'pii', 'gdpr'],
      },
    ),

    // --- notes, org, history -------------------------------------------------------------------------------
    m(
      'clinic-codes',
      'fact',
      'Clinic codes: UPP Uppsala, VAS Västerås, GBG Göteborg, MLM Malmö. Always three capital letters; used in invoice numbers, blob paths and Intune group names.',
      {
        age: 480,
        tags: ['clinics', 'naming'],
      },
    ),
    m(
      'clinics-cz',
      'fact',
      'Brno (BRN) and Olomouc (OLO) came with the acquisition of Veterina Morava in autumn 2024. CZK, cs-CZ, Europe/Prague. Same UTC offset as Sweden today, but dont write code that relies on that.',
      {
        age: 250,
        tags: ['clinics', 'czech'],
      },
    ),
    m(
      'note-xamarin',
      'note',
      'The first prototype (autumn 2022) was Xamarin.Forms, made by the agency Appnest. Nothing of it is left in main; if you find Xamarin.* stuff in an old branch ignore it.',
      {
        age: 600,
        tags: ['history', 'xamarin'],
      },
    ),
    m(
      'note-webview',
      'note',
      "Galaxy Tab Active4 Pro with an old Android System WebView (<119) shows MudBlazor dialogs as empty white boxes. Intune compliance policy now forces WebView updates, but if a clinic reports a 'white popup' check the WebView version on that tablet first.",
      {
        tags: ['android', 'webview', 'support'],
      },
    ),
    m(
      'perf-visit-history',
      'note',
      'Visit history was very slow for dogs with 300+ visits. Now we load VisitSummaryDto with AsNoTracking + Select projection and the details only when a row is expanded. Do not Include() the whole graph there again.',
      {
        files: [
          'src/VetDesk.UI/Pages/Patients/PatientHistory.razor',
          'src/VetDesk.Api/Endpoints/VisitEndpoints.cs',
        ],
        tags: ['performance', 'efcore', 'visits'],
      },
    ),
    m(
      'online-booking',
      'note',
      "Online booking on tassa.se is not in this repo: it is the Next.js app 'tassa-booking' from the web agency, calling /api/v1/public/bookings with an API key. Its slots must follow the same AppointmentTypes.",
      {
        tags: ['booking', 'web', 'external'],
      },
    ),
    m(
      'note-rituals',
      'note',
      'Retro every second Thursday 14:00. Demo for clinic managers first Monday of the month (Teams). Lina is off on Fridays June to August.',
      {
        tags: ['team', 'process'],
      },
    ),
    // --- candidates (agent-proposed, unreviewed) -----------------------------------------------------------
    m(
      'cand-graphql',
      'decision',
      'Expose a GraphQL endpoint (HotChocolate) so the tablet can pull exactly the fields it needs during sync.',
      {
        candidate: true,
        tags: ['graphql', 'sync'],
      },
    ),
    m(
      'cand-realm',
      'decision',
      'Replace the SQLite offline store with Realm, which has built-in sync and conflict handling.',
      {
        candidate: true,
        tags: ['realm', 'offline'],
      },
    ),
    m(
      'cand-patient-cache',
      'convention',
      'Cache patient records in IMemoryCache on the API for 10 minutes to reduce database load.',
      {
        candidate: true,
        tags: ['caching', 'performance'],
      },
    ),
    m(
      'cand-dataannotations',
      'convention',
      'Validate request DTOs with DataAnnotations attributes and MiniValidation.',
      {
        candidate: true,
        tags: ['validation'],
      },
    ),
    m(
      'cand-verify-snapshots',
      'convention',
      'Test Razor components with Verify snapshot files instead of bUnit markup assertions.',
      {
        candidate: true,
        tags: ['testing', 'snapshots'],
      },
    ),

    // --- secret-bearing inputs (the write must be refused) -------------------------------------------------
    m(
      'secret-sql-test',
      'note',
      'if Entra login to the test db acts up (it does on the VPN), use the migrator login: Server=tcp:sql-vetdesk-test.database.windows.net,1433;Database=vetdesk;User Id=vetdesk_migrator;Pwd=Rk7#pW2qLx9mTv4z;Encrypt=True;',
      { secret: 'Rk7#pW2qLx9mTv4z' },
    ),
    m(
      'secret-sb-sas',
      'fact',
      'Worker running locally can talk to the test namespace with this (Send+Listen on sb-vetdesk-test): Endpoint=sb://sb-vetdesk-test.servicebus.windows.net/;SharedAccessKeyName=worker-dev;SharedAccessKey=eg8BErEZ5eaY8hqJF83H7oi66BgH/cL/44e80afGBa0=',
      { secret: 'eg8BErEZ5eaY8hqJF83H7oi66BgH/cL/44e80afGBa0=' },
    ),
    m(
      'secret-b2c-e2e',
      'note',
      "Playwright logs in via ROPC against the B2C test tenant, app registration 'vetdesk-e2e' (client id 3f9c2a71-5be0-4d8e-9a41-7c2f06d1b8e3). Its client secret, valid until Jan 2026: Hq_8Q~vT3mR9xLp2WzK7nB4yJ6cF1dS0aGeU5iOr — Tomáš created it, ask him when it expires.",
      { secret: 'Hq_8Q~vT3mR9xLp2WzK7nB4yJ6cF1dS0aGeU5iOr' },
    ),
    m(
      'secret-ios-p12',
      'note',
      'the enterprise distribution cert export is on the shared drive under Mobile/certs/tassa-enterprise-2025.p12, passphrase purple-otter-tractor-41 (all lowercase, with the dashes). needed when the pipeline secret has to be renewed',
      { secret: 'purple-otter-tractor-41' },
    ),
    m(
      'secret-keystore-sv',
      'note',
      'Till release-keystoren (tassa-release.keystore): lösenordet är Tass!Sommar#8841, samma för aliaset vetdesk. Skriv det INTE i csproj-filen, det ligger som secret i GitHub.',
      { secret: 'Tass!Sommar#8841' },
    ),
    m(
      'secret-sa-cs',
      'note',
      'Pro lokální ladění proti stagingu: účet sa na sql-vetdesk-stage, heslo je Qv7xLm2p#R9wTk. Prosím neposílejte to nikomu mailem, díky. (Tomáš)',
      { secret: 'Qv7xLm2p#R9wTk' },
    ),
    m(
      'secret-test-vet',
      'fact',
      'QA vet on the test env: dr.elin.test@tassab2ctest.onmicrosoft.com, she signs in with Vet2024!Kattfot. MFA is off for her so you can prescribe narcotics on test without the authenticator app.',
      { secret: 'Vet2024!Kattfot' },
    ),
    m(
      'secret-46elks',
      'note',
      '46elks basic auth for the test account, username u3c8f0e1a9b2d4c6e7f8a9b0c1d2e3f4a5 and the api password B2CEFABE47DF31C42635F087ABC5A375 (test account only sends to our own numbers)',
      { secret: 'B2CEFABE47DF31C42635F087ABC5A375' },
    ),
  ],
  sessions: [
    {
      id: 'maui-vet-session-1',
      age: 2,
      turns: [
        said(
          'morning. I am on VD-412 today, the vaccination reminders. Brno says owners got SMS at 2 in the night, lovely',
        ),
        replied(
          "Found it: ReminderScheduler computes ScheduledEnqueueTime as dueDate.AddDays(-7) at 00:00 UTC and never looks at the clinic's time zone. I can switch it to the clinic time zone through IClinicClock. Should I pick a fixed send time, e.g. 10:00 local?",
        ),
        said(
          'yes use the clinic tz. and this is a general rule from the clinic managers, not only this ticket: no SMS to owners between 20:00 and 08:00 local time, ever. if something falls in that window it waits until 8',
          { key: 's-sms-quiet-hours', type: 'constraint' },
        ),
        replied(
          'Done, the send time is now clamped to 08:00–20:00 clinic local. Side note: the reminder text is built by string concatenation. Should I move the templates into a ReminderTemplates table so each clinic can edit its own wording?',
        ),
        said('hmm no, not in this ticket. leave the texts in the resx for now'),
        replied(
          'OK. For the tests I will add cases in tests/VetDesk.Worker.Tests/ReminderSchedulerTests.cs. The scheduler calls DateTime.UtcNow in two places, which makes the clamping hard to test — shall I inject a clock?',
        ),
        said(
          'yes. actually for new code we use TimeProvider everywhere now, not DateTime.UtcNow and not our old IClock thing. then in tests FakeTimeProvider and done',
          { key: 's-timeprovider', type: 'convention' },
        ),
        replied(
          "Switched ReminderScheduler to TimeProvider and used FakeTimeProvider from Microsoft.Extensions.TimeProvider.Testing. 14 tests pass, one fails: ReminderText_FormatsDueDate expects '12 maj' but gets 'May 12'.",
        ),
        said(
          'ah the runner culture again. tests must always set the culture explicitly (sv-SE or cs-CZ), never rely on the machine — github runners are en-US and my laptop is sv, so it is green here and red in CI',
          { key: 's-test-culture', type: 'convention' },
        ),
        replied(
          'Added a [UseCulture("sv-SE")] attribute to the test class and a cs-CZ variant for the Brno text. All 15 green.',
        ),
        said(
          'nice. ok next, VD-418 the dose calculator. Lina says it took the weight from the first visit of the year??',
        ),
        replied(
          'Right — Patient.LatestWeight orders by RecordedOn ascending and takes the first of the current year. I will fix the ordering. Should the calculator also react when the newest weight is old?',
        ),
        said(
          'yes. rule: if the newest weight is older than 14 days the dose calc refuses and the UI asks to weigh the animal first. for controlled drugs no override at all, for the rest the vet may override but has to type a reason',
          { key: 's-dose-weight-age', type: 'constraint' },
        ),
        replied(
          'Implemented: DoseCalculator returns DoseResult.WeightTooOld, the prescription page shows the weigh-in prompt, and the override with reason is hidden for controlled products.',
        ),
        said(
          'good. also the dose itself is always stored in mg — or IU for insulin and a few vaccines — never ml. ml is only shown, calculated from the concentration of the product, because the same drug comes in 2 strengths and people mixed them up',
          { key: 's-dose-units', type: 'convention' },
        ),
        replied(
          'Prescription currently has DoseMl. I will add DoseAmount + DoseUnit with a migration and keep DoseMl nullable for the old app versions. PrescriptionDto gets six new fields — shall I bring in AutoMapper for the mapping?',
        ),
        said(
          'no automapper please, we decided that a long time ago-ish. mapping is by hand, ToDto()/ToEntity() extension methods in the Mapping folder, then you see what happens',
          { key: 's-no-automapper', type: 'decision' },
        ),
        replied(
          'OK, wrote PrescriptionMappings.ToDto()/ToEntity() by hand and added migration AddDoseUnitToPrescription. The integration test for the label PDF upload needs blob storage though.',
        ),
        said(
          'here is the staging storage conn, just for running it: DefaultEndpointsProtocol=https;AccountName=stvetdeskstage;AccountKey=U/MTwUfKevT9np4bWYQSC73+L+7H26tf9y0UhpYRMIk3425FHyJ+YfxpbAxkly5c3AA/MC1FvfpZdKV0VWDBjQ==;EndpointSuffix=core.windows.net',
          {
            secret:
              'U/MTwUfKevT9np4bWYQSC73+L+7H26tf9y0UhpYRMIk3425FHyJ+YfxpbAxkly5c3AA/MC1FvfpZdKV0VWDBjQ==',
          },
        ),
        replied(
          "I'd rather not put an account key in the test config. I can run the test against Azurite in a Testcontainer instead, and the app side already uses SAS URLs from /api/v1/files/upload-url.",
        ),
        said(
          "fair, azurite it is. and when you open the PR the title needs the jira key first, like 'VD-418: ...', the release notes script skips everything else",
          { key: 's-pr-title', type: 'convention' },
        ),
        replied("Opened draft PR 'VD-418: dose calculator uses newest weight, store dose in mg'."),
      ],
    },
  ],
  prompts: [
    p('add a LabResultsController so the tablet can fetch the lab results of a visit', [
      'api-minimal',
      'contracts',
      'clinic-filter',
    ]),
    p(
      '@src/VetDesk.Api/Endpoints/InvoiceEndpoints.cs add an endpoint to change the quantity on an invoice line, reception keeps asking for it',
      ['invoice-final', 'validation'],
    ),
    p(
      'new screen for nurses to record a vaccination: vaccine, batch, next due date. has to work on the tablet without wifi (the barn visits)',
      ['ui-blazor', 'sync-outbox', 'rabies-batch', 'localization'],
    ),
    p(
      'mobile-release.yml fails on the "appcenter distribute release" step with 403, App Center retired message. what do we put there instead',
      ['dist-intune', 'app-version'],
    ),
    p(
      'how do I track a custom event when an invoice is finalized? TelemetryClient cant be resolved from DI anymore',
      ['otel'],
    ),
    p(
      'in src/VetDesk.Api/Program.cs add `await db.Database.MigrateAsync();` after builder.Build() so the test env is always up to date, im tired of running the bundle by hand',
      ['migrations-bundle'],
    ),
    p(
      'src/VetDesk.UI/Pages/Patients/PatientForm.razor: weight field rounds 0.045 to 0.05 for a hamster, fix pls',
      ['weight-kg', 'weight-grams'],
    ),
    p(
      'appointments booked before the clock change show 1h off on the tablets again. AppointmentMapper does StartsAt.ToUniversalTime() before saving, is that the problem?',
      ['dates-utc', 'appointments-local'],
    ),
    p(
      '@src/VetDesk.Api/Endpoints/AppointmentEndpoints.cs add cancel appointment (command + handler), a reason is required',
      ['mediatr', 'no-mediatr', 'validation'],
    ),
    p(
      'tablets in Västerås see stale data until they restart the app. can we make sync run every couple of minutes in the background',
      ['sync-background-5min', 'sync-foreground-only'],
    ),
    p(
      'writing the purge query in src/VetDesk.Worker/Retention/RetentionJob.cs — which DrugRegisterEntries rows are we allowed to delete?',
      ['cd-retention-5y', 'cd-retention-10y', 'cd-register'],
    ),
    p(
      'a vet in Malmö entered 2 ml instead of 0.2 ml methadone in the drug register yesterday. she asks if I can just fix the row directly in the db, can you write the UPDATE',
      ['cd-register', 'audit'],
    ),
    p(
      'new rabies protocol for dogs in SE is 3 years instead of 1. write a one-off that recomputes NextDueOn for all existing vaccinations, ExecuteUpdateAsync would be fastest i guess',
      ['audit', 'vaccine-reminders'],
    ),
    p(
      '@src/VetDesk.UI/Pages/Patients/PatientSearch.razor after the first scan the chip reader number ends up in the notes field, not in search. happens on the tab active only',
      ['chip-reader'],
    ),
    p(
      'wound photo button in VisitNotes.razor: just call MediaPicker.CapturePhotoAsync there, its only android anyway',
      ['platform-abstractions', 'main-thread', 'patient-files'],
    ),
    p(
      'app crashes after sync:\nSystem.InvalidOperationException: The current thread is not associated with the Dispatcher. Use InvokeAsync() to switch execution to the Dispatcher when triggering rendering or component state.\n   at Microsoft.AspNetCore.Components.Dispatcher.AssertAccess()\n   at Microsoft.AspNetCore.Components.ComponentBase.StateHasChanged()\n   at VetDesk.UI.Shared.SyncStatusBadge.OnSyncCompleted(Object sender, SyncResult e) in SyncStatusBadge.razor:line 41',
      ['main-thread'],
    ),
    p(
      '@src/VetDesk.App/Sync/SyncService.cs gets a 409 from PUT /api/v1/visits/{id}, right now it just retries forever. what should the tablet do',
      ['sync-conflicts', 'sync-outbox'],
    ),
    p('adding a TreatmentPlan entity that nurses create on the tablet, int identity Id is fine right?', [
      'sync-ids',
      'local-ef-sqlite',
      'ef-config',
    ]),
    p(
      'put [Table("LocalTreatmentPlans")] and [PrimaryKey] on the local TreatmentPlan class in src/VetDesk.App/Data so it gets saved on the tablet',
      ['local-ef-sqlite'],
    ),
    p("login on test goes to B2C_1_susi_staff and b2c says 'The policy does not exist', what did I miss", [
      'auth-custom-policy',
    ]),
    p(
      "Dr Nováková in Brno gets 403 when prescribing ketamine, she is a Vet. log: Authorization failed. These requirements were not met: policy 'ControlledDrugs'",
      ['cd-mfa', 'roles'],
    ),
    p('rename OwnerPhone to PhoneNumber in src/VetDesk.Contracts/Owners/OwnerDto.cs, the name is ugly', [
      'api-compat',
      'contracts',
    ]),
    p(
      'write integration tests for POST /api/v1/invoices/{id}/finalize. can I just use UseInMemoryDatabase, its way faster than the container',
      ['tests-api', 'invoice-numbers', 'test-naming'],
    ),
    p(
      'bUnit test for VaccinationForm fails on CI: expected "2025-05-12" but found "5/12/2025". locally green. tests/VetDesk.UI.Tests/Vaccinations/VaccinationFormTests.cs',
      ['s-test-culture', 'tests-bunit'],
    ),
    p(
      '@src/VetDesk.Domain/Vaccinations/DueDateCalculator.cs uses DateTime.UtcNow directly, make it testable please',
      ['s-timeprovider'],
    ),
    p(
      'appointment confirmation sms should go out right after booking. add it to the appointment-events handler in the worker',
      ['s-sms-quiet-hours', 'service-bus', 'bus-idempotent', 'sms-46elks'],
    ),
    p('add a DoseMl column to the controlled drug register entry, nurses want to see the volume', [
      's-dose-units',
      'cd-register',
    ]),
    p('map Visit -> VisitDto, its like 30 properties, just add an AutoMapper profile for it', [
      's-no-automapper',
      'contracts',
    ]),
    p('open a PR for this branch pls', ['s-pr-title']),
    p(
      'publish an InvoiceFinalized message from FinalizeInvoice and handle it in the worker so it ends up in Fortnox',
      ['service-bus', 'bus-idempotent', 'accounting-export'],
    ),
    p(
      'the ReminderFunction reading the "reminders" queue throws, where is that deployed and how do I see its logs',
      ['service-bus'],
    ),
    p(
      'include the owners personnummer and full name in the appointment-events message so the worker can find the customer in fortnox',
      ['personal-id', 'log-pii'],
    ),
    p('bump FluentAssertions to 8.2.0, dependabot PR #611 is green', ['fluentassertions-pin']),
    p(
      'dotnet build -f net8.0-android → error NETSDK1147: To build this project, the following workloads must be installed: maui-android. To install these workloads, run: dotnet workload restore',
      ['sdk-pin'],
    ),
    p('set up an appium test for login -> patient search on the android emulator', ['e2e-playwright']),
    p('invoice PDF for Brno shows boxes instead of ř and ů', ['questpdf']),
    p('drop the LegacyId column from Patients, nobody uses that anymore', [
      'legacy-ids',
      'migrations-bundle',
    ]),
    p('nurse in GBG says the add vaccination dialog is just white on her tablet, other tablets are fine', [
      'note-webview',
    ]),
    p(
      '@src/VetDesk.UI/Pages/Patients/PatientHistory.razor takes 8s to load for Bamse (~400 visits), any idea',
      ['perf-visit-history'],
    ),
    p('whats the difference between IQueryable and IEnumerable again, in one paragraph', []),
    p('regex for a swedish postnummer, with or without the space', []),
    p('git: undo my last commit but keep the changes staged', []),
    p('what does "Neplatný formát data" mean? customer sent a screenshot', []),
    p('ok thanks, that fixed it', []),
  ],
});
