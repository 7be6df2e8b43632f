// A German Mittelstand manufacturer's ERP integration platform: SAP Business One, DATEV exports, XRechnung/ZUGFeRD,
// Azure Service Bus + Hangfire on .NET 8 in Germany West Central. The team writes mostly in German.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dotnet-erp-de',
  stack:
    '.NET 8 (ASP.NET Core Minimal APIs, EF Core 8, Razor Pages admin), SQL Server / Azure SQL, Azure Service Bus Premium, Hangfire 1.8, SAP Business One 10 Service Layer, DATEV Buchungsdatenservice (EXTF 700), XRechnung 3.0 / ZUGFeRD 2.3 via ZUGFeRD-csharp, Entra ID (Microsoft.Identity.Web), Azure App Service in Germany West Central, Bicep, Azure DevOps Pipelines, xUnit + Testcontainers + Verify',
  memories: [
    m(
      'hosting-onprem',
      'fact',
      'Die Integrationsdienste laufen als Windows-Dienste auf der VM HOF-APP01 im Serverraum Tuttlingen (Windows Server 2016), die API hängt im IIS.',
      {
        fact: 'erp integration | hosted_on | HOF-APP01',
        age: 700,
        tags: ['hosting', 'on-prem', 'iis'],
      },
    ),
    m(
      'hosting-azure',
      'decision',
      'Wir sind komplett nach Azure umgezogen: API und Worker laufen als App Service (Linux, Plan P1v3) in Germany West Central, Ressourcengruppen rg-hof-erp-{dev,stg,prod}-gwc. HOF-APP01 ist abgeschaltet.',
      {
        fact: 'erp integration | hosted_on | Azure App Service Germany West Central',
        supersedes: 'hosting-onprem',
        age: 340,
        canonical: true,
        reason: 'Hardware von HOF-APP01 am Ende, kein Admin mehr vor Ort in Tuttlingen',
        tags: ['hosting', 'azure', 'app-service', 'germany-west-central'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Alle Kunden-, Mitarbeiter- und Buchungsdaten bleiben in Deutschland: nur Region Germany West Central (Geo-Backup nach Germany North ist ok). Keine Ressourcen in West Europe oder US-Regionen, und keine SaaS-Tools für Logs/Fehlertracking ohne AVV und EU-Hosting.',
      {
        canonical: true,
        reaffirm: 12,
        tags: ['dsgvo', 'data-residency', 'azure', 'compliance'],
      },
    ),
    m('dotnet6', 'fact', 'alle projekte targeten net6.0, LangVersion 10, global.json pinnt SDK 6.0.4xx', {
      age: 620,
      files: ['global.json'],
      tags: ['dotnet', 'sdk'],
    }),
    m(
      'dotnet8',
      'decision',
      'Migration auf .NET 8 (LTS) ist durch: TargetFramework net8.0 zentral in Directory.Build.props, C# 12, global.json pinnt SDK 8.0.4xx. Kein Projekt mehr auf net6.0, .NET 6 ist seit Nov 2024 out of support.',
      {
        fact: 'runtime | version | .NET 8',
        supersedes: 'dotnet6',
        age: 300,
        files: ['Directory.Build.props', 'global.json'],
        tags: ['dotnet', 'net8', 'sdk'],
      },
    ),
    m(
      'orm-dapper',
      'fact',
      'Datenzugriff über Dapper + Stored Procedures (dbo.usp_*), Repositories in src/Hofmann.Erp.Data/.',
      {
        fact: 'data access | uses | Dapper',
        age: 580,
        files: ['src/Hofmann.Erp.Data'],
        tags: ['dapper', 'stored-procedures', 'data-access'],
      },
    ),
    m(
      'orm-efcore',
      'decision',
      'Neuer Code nutzt EF Core 8 (ErpDbContext in src/Hofmann.Erp.Infrastructure/Persistence/). Dapper nur noch für die read-only Reporting-Queries unter src/Hofmann.Erp.Infrastructure/Reporting/. Keine neuen Stored Procedures mehr anlegen.',
      {
        fact: 'data access | uses | EF Core 8',
        supersedes: 'orm-dapper',
        age: 290,
        files: ['src/Hofmann.Erp.Infrastructure/Persistence', 'src/Hofmann.Erp.Infrastructure/Reporting'],
        reason: 'Migrations versioniert im Repo statt SP-Skripte auf dem Server',
        tags: ['efcore', 'dapper', 'data-access'],
      },
    ),
    m(
      'ef-migrations',
      'convention',
      'EF-Migrations: `dotnet ef migrations add <Name> -p src/Hofmann.Erp.Infrastructure -s src/Hofmann.Erp.Api --context ErpDbContext`. Nie Database.Migrate() beim App-Start; die Pipeline erzeugt `dotnet ef migrations script --idempotent` und spielt das Skript im Release ein.',
      {
        files: ['src/Hofmann.Erp.Infrastructure/Persistence/Migrations', 'azure-pipelines.yml'],
        tags: ['efcore', 'migrations', 'deploy'],
      },
    ),
    m(
      'sql-server',
      'fact',
      'Azure SQL Database: sql-hof-erp-prod-gwc / DB ErpProd (General Purpose, 8 vCores Gen5, Compat-Level 160). Staging ist ErpStaging auf sql-hof-erp-stg-gwc, gleiche Größe halbiert.',
      {
        tags: ['sql-server', 'azure-sql', 'database'],
      },
    ),
    m(
      'sql-mi-auth',
      'convention',
      'In Prod und Staging gibt es kein SQL-Passwort im Connection String: Authentication=Active Directory Managed Identity. Das "Password=__SET_IN_USER_SECRETS__" in appsettings.Development.json ist nur ein Platzhalter, kein echtes Passwort; lokal kommt es aus dotnet user-secrets.',
      {
        files: ['src/Hofmann.Erp.Api/appsettings.Development.json'],
        tags: ['sql-server', 'managed-identity', 'connection-string', 'secrets'],
      },
    ),
    m(
      'keyvault',
      'convention',
      'Secrets (DATEV Client-Secret, SMTP, SFTP-Kennwörter, Service-Bus-Keys, DHL-API-Key) nur in Key Vault kv-hof-erp-{env}-gwc, eingebunden per Key-Vault-Referenz in den App Settings + Managed Identity. Lokal: dotnet user-secrets. Nie in appsettings*.json, nie in azure-pipelines.yml, nie in ein Ticket.',
      {
        canonical: true,
        files: ['infra/bicep/modules/keyvault.bicep'],
        tags: ['secrets', 'keyvault', 'user-secrets'],
      },
    ),
    m(
      'msg-rabbitmq',
      'fact',
      'Events zwischen den Diensten laufen über RabbitMQ 3.8 auf HOF-MQ01, Client ist MassTransit 7.',
      {
        fact: 'messaging | broker | RabbitMQ',
        age: 560,
        tags: ['rabbitmq', 'masstransit', 'messaging'],
      },
    ),
    m(
      'msg-servicebus',
      'decision',
      'Messaging läuft über Azure Service Bus Premium (sb-hof-erp-prod-gwc), direkt mit Azure.Messaging.ServiceBus 7.x, kein MassTransit mehr. Premium wegen Private Endpoint im VNet.',
      {
        fact: 'messaging | broker | Azure Service Bus',
        supersedes: 'msg-rabbitmq',
        age: 320,
        reason: 'Private Endpoint nur mit Premium, RabbitMQ-VM fiel mit HOF-APP01 weg',
        tags: ['servicebus', 'messaging', 'azure'],
      },
    ),
    m(
      'sb-naming',
      'convention',
      'Topic-Namen: erp.<domain>.<event>.v<N>, z.B. erp.sales.order-released.v1, erp.finance.invoice-posted.v1. Subscriptions heißen nach dem Konsumenten (sub-datev-export, sub-einvoice, sub-portal). Payload JSON camelCase, Schema in contracts/*.schema.json.',
      {
        files: ['contracts'],
        tags: ['servicebus', 'naming', 'topics', 'json-schema'],
      },
    ),
    m(
      'sb-sessions',
      'constraint',
      'Alles, was pro Auftrag geordnet sein muss (Auftragsstatus, Lieferungen, Rechnung zum Auftrag), läuft über Session-enabled Subscriptions mit SessionId = DocEntry des Kundenauftrags. Ohne Sessions gibt Service Bus keine Reihenfolge-Garantie.',
      {
        files: ['src/Hofmann.Erp.Worker/Messaging'],
        tags: ['servicebus', 'sessions', 'ordering'],
      },
    ),
    m(
      'sb-order-claim',
      'fact',
      'service bus topics liefern eh FIFO, sessions brauchen wir eigentlich nicht',
      {
        disputes: 'sb-sessions',
        tags: ['servicebus', 'ordering'],
      },
    ),
    m(
      'sb-idempotent',
      'constraint',
      'Consumer müssen idempotent sein: MessageId = fachlicher Schlüssel (z.B. invoice-{DocEntry}-{Version}), verarbeitete IDs landen in dbo.InboxMessages. Service Bus ist at-least-once, nach Lock-Timeout kommt dieselbe Message nochmal.',
      {
        tags: ['servicebus', 'idempotent', 'inbox'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Events nie direkt aus dem Request-Handler publishen: in dbo.OutboxMessages in derselben EF-Transaktion schreiben, der OutboxDispatcher (BackgroundService im Worker) sendet alle 5 s an Service Bus.',
      {
        files: ['src/Hofmann.Erp.Worker/Messaging/OutboxDispatcher.cs'],
        tags: ['outbox', 'servicebus', 'efcore'],
      },
    ),
    m(
      'jobs-taskscheduler',
      'fact',
      'nächtliche exporte (DATEV, preislisten) sind konsolen-apps, gestartet von der windows-aufgabenplanung auf HOF-APP01',
      {
        age: 540,
        tags: ['jobs', 'task-scheduler'],
      },
    ),
    m(
      'jobs-hangfire',
      'decision',
      'Geplante und Hintergrund-Jobs laufen über Hangfire 1.8 (SQL-Server-Storage, Schema "hangfire") im Worker-App-Service app-hof-erp-worker-{env}-gwc. Recurring Jobs werden in src/Hofmann.Erp.Worker/Jobs/RecurringJobsRegistration.cs registriert.',
      {
        fact: 'background jobs | run_on | Hangfire',
        supersedes: 'jobs-taskscheduler',
        age: 310,
        files: ['src/Hofmann.Erp.Worker/Jobs'],
        tags: ['hangfire', 'jobs', 'worker'],
      },
    ),
    m(
      'hangfire-queues',
      'convention',
      'Hangfire-Queues: critical, default, datev, einvoice. DATEV-Jobs nur in Queue "datev", die hat genau 1 Worker (parallele Uploads zum selben Mandanten gehen bei DATEV schief).',
      {
        files: ['src/Hofmann.Erp.Worker/Program.cs'],
        tags: ['hangfire', 'queues', 'datev'],
      },
    ),
    m(
      'hangfire-tz',
      'convention',
      'Recurring Jobs immer mit TimeZone Europe/Berlin (RecurringJobOptions.TimeZone) und keine Cron-Zeiten zwischen 02:00 und 03:00 – die Stunde gibt es am Umstellungstag im März nicht und im Oktober doppelt.',
      {
        files: ['src/Hofmann.Erp.Worker/Jobs/RecurringJobsRegistration.cs'],
        tags: ['hangfire', 'cron', 'timezone', 'dst'],
      },
    ),
    m(
      'incident-dst-hangfire',
      'incident',
      'März 2025: der DATEV-Nachtexport stand auf 02:30 und lief am Tag der Sommerzeitumstellung gar nicht; das Steuerbüro hat die Freitagsbuchungen erst am Dienstag gesehen. Seitdem läuft er um 03:15.',
      {
        tags: ['incident', 'hangfire', 'dst', 'datev'],
      },
    ),
    m(
      'hangfire-dashboard',
      'fact',
      'Hangfire Dashboard unter /hangfire im Worker, nur für die Entra-App-Rolle Erp.Ops (DashboardAuthorizationFilter prüft die Rolle). Basic Auth gibt es dafür nicht mehr.',
      {
        files: ['src/Hofmann.Erp.Worker/Hosting/HangfireDashboardAuth.cs'],
        tags: ['hangfire', 'dashboard', 'auth'],
      },
    ),
    m(
      'auth-adfs',
      'fact',
      'Login für Admin-UI und API über ADFS 2019 (WS-Federation), Relying Party "HOF-ERP".',
      {
        fact: 'authentication | provider | ADFS',
        age: 500,
        tags: ['auth', 'adfs'],
      },
    ),
    m(
      'auth-entra',
      'decision',
      'Authentifizierung über Entra ID (Tenant hofmann-antriebe.de) mit Microsoft.Identity.Web. API: JWT Bearer, Audience api://hof-erp-api; Berechtigungen über App-Rollen Erp.Reader, Erp.Finance, Erp.Ops, Erp.Admin. ADFS ist abgeschaltet.',
      {
        fact: 'authentication | provider | Entra ID',
        supersedes: 'auth-adfs',
        age: 260,
        canonical: true,
        tags: ['auth', 'entra-id', 'jwt', 'roles'],
      },
    ),
    m(
      'auth-roles',
      'constraint',
      'Alles, was Buchungen oder Rechnungen auslöst (DATEV-Export starten, Rechnung erneut senden, Storno anstoßen), braucht die App-Rolle Erp.Finance. Über die Policy "FinanceOnly" am Endpoint (RequireAuthorization), nicht per if im Handler.',
      {
        files: ['src/Hofmann.Erp.Api/Program.cs'],
        tags: ['auth', 'roles', 'finance', 'authorization'],
      },
    ),
    m(
      'sb1-di-api',
      'fact',
      'SAP Business One wird über die DI API angesprochen (COM, SAPbobsCOM, 32-bit) direkt auf HOF-APP01.',
      {
        fact: 'sap b1 | accessed_via | DI API',
        age: 520,
        tags: ['sap-b1', 'di-api'],
      },
    ),
    m(
      'sb1-service-layer',
      'decision',
      'SAP Business One 10.0 FP 2405 (HANA) sprechen wir nur noch über den Service Layer an (REST/OData v4, https://b1sl.hofmann.local:50000/b1s/v2/). Client: src/Hofmann.Erp.Integrations.SapB1/ServiceLayerClient.cs. Die DI API ist komplett raus.',
      {
        fact: 'sap b1 | accessed_via | Service Layer',
        supersedes: 'sb1-di-api',
        age: 270,
        files: ['src/Hofmann.Erp.Integrations.SapB1/ServiceLayerClient.cs'],
        reason: 'DI API braucht Windows + COM, geht im Linux App Service nicht',
        tags: ['sap-b1', 'service-layer', 'odata'],
      },
    ),
    m(
      'sb1-no-db-write',
      'constraint',
      'Niemals direkt in die B1-Tabellen (OINV, ORDR, OCRD, …) schreiben – nicht supportet, unser SAP-Partner lehnt dann jeden Support ab. Lesen über die freigegebenen Views im Schema HOF_REPORTING ist ok.',
      {
        canonical: true,
        reaffirm: 20,
        tags: ['sap-b1', 'database', 'support'],
      },
    ),
    m(
      'sb1-sessions',
      'constraint',
      'Service Layer: max. 4 parallele Sessions für den Integrations-User (Indirect-Access-Lizenz). ServiceLayerClient begrenzt mit SemaphoreSlim(4); die B1SESSION läuft nach 30 min Leerlauf ab, bei 401 einmal neu einloggen und wiederholen.',
      {
        files: ['src/Hofmann.Erp.Integrations.SapB1/ServiceLayerClient.cs'],
        tags: ['sap-b1', 'service-layer', 'sessions', 'license'],
      },
    ),
    m(
      'sb1-udf',
      'convention',
      'Eigene Felder in B1 nur als UDF mit Präfix U_HOF_ (z.B. U_HOF_LeitwegId am Geschäftspartner, U_HOF_ExportBatch an OINV). Anlage über das Customizing-Skript in tools/b1-udfs/, nicht von Hand im B1-Client.',
      {
        files: ['tools/b1-udfs'],
        tags: ['sap-b1', 'udf', 'customizing'],
      },
    ),
    m(
      'sb1-paging',
      'note',
      'Service Layer liefert per Default nur 20 Datensätze pro Seite. Header "Prefer: odata.maxpagesize=500" setzen und @odata.nextLink folgen.',
      {
        files: ['src/Hofmann.Erp.Integrations.SapB1/ServiceLayerClient.cs'],
        tags: ['sap-b1', 'service-layer', 'paging', 'odata'],
      },
    ),
    m(
      'datev-smb',
      'fact',
      'DATEV-Export: Buchungsstapel als EXTF-CSV nach \\\\hof-fs01\\datev\\export, das Steuerbüro lädt die Dateien manuell in DATEV Unternehmen online hoch.',
      {
        fact: 'datev export | delivered_via | file share',
        age: 480,
        tags: ['datev', 'export', 'smb'],
      },
    ),
    m(
      'datev-api',
      'decision',
      'DATEV-Export läuft jetzt direkt über die DATEV-API Buchungsdatenservice (accounting:extf-files) mit OAuth2/OIDC unserer DATEV-App "Hofmann ERP Connect". Weiter EXTF-Format 700, Kategorie 21 (Buchungsstapel), ein Stapel pro Tag und Buchungskreis. Code in src/Hofmann.Erp.Integrations.Datev/.',
      {
        fact: 'datev export | delivered_via | DATEV Buchungsdatenservice API',
        supersedes: 'datev-smb',
        age: 200,
        canonical: true,
        files: ['src/Hofmann.Erp.Integrations.Datev'],
        reason: 'manueller Upload im Steuerbüro war fehleranfällig und tagelang verzögert',
        tags: ['datev', 'export', 'api', 'extf'],
      },
    ),
    m(
      'datev-skr03',
      'fact',
      'Kontenrahmen SKR03, Sachkontenlänge 4. Debitoren 10000–69999, Kreditoren 70000–99999. Erlöse 19 % auf 8400, 7 % auf 8300, innergemeinschaftliche Lieferung 8125, Ausfuhr Drittland 8120.',
      {
        tags: ['datev', 'skr03', 'konten'],
      },
    ),
    m(
      'datev-extf',
      'convention',
      'EXTF-Datei: Header-Zeile mit Formatversion 700, Kategorie 21, Berater/Mandant aus der Config, Sachkontenlänge 4, WJ-Beginn 0101. Encoding Windows-1252 (nicht UTF-8!), Trennzeichen Semikolon, Dezimalkomma, Datum TTMM. Writer: src/Hofmann.Erp.Integrations.Datev/Extf/DatevExtfWriter.cs.',
      {
        files: ['src/Hofmann.Erp.Integrations.Datev/Extf/DatevExtfWriter.cs'],
        tags: ['datev', 'extf', 'encoding', 'csv'],
      },
    ),
    m(
      'datev-belegfeld',
      'convention',
      'Belegfeld 1 = B1-Rechnungsnummer (DocNum, nicht DocEntry), max. 36 Zeichen, nur A-Z 0-9 $ & % * + - /. Buchungstext max. 60 Zeichen, der Writer schneidet ab.',
      {
        files: ['src/Hofmann.Erp.Integrations.Datev/Extf/DatevExtfWriter.cs'],
        tags: ['datev', 'extf', 'belegfeld'],
      },
    ),
    m(
      'datev-idempotent',
      'constraint',
      'Ein DATEV-Stapel pro (Buchungskreis, Buchungsdatum). ExportBatchId = SHA-256 über die enthaltenen DocEntries. Steht die ID in dbo.DatevExportBatches schon auf Uploaded, wird nicht nochmal hochgeladen.',
      {
        files: ['src/Hofmann.Erp.Integrations.Datev/DatevExportJob.cs'],
        tags: ['datev', 'idempotent', 'export'],
      },
    ),
    m(
      'incident-datev-dup',
      'incident',
      'Feb 2026: Hangfire hat den DATEV-Upload nach einem HTTP-Timeout automatisch wiederholt, der Stapel kam beim Steuerbüro doppelt an (~380 Buchungen doppelt). Seitdem [AutomaticRetry(Attempts = 0)] am DatevExportJob und vor dem Upload Abgleich über ExportBatchId + DATEV-Jobstatus.',
      {
        files: ['src/Hofmann.Erp.Integrations.Datev/DatevExportJob.cs'],
        tags: ['incident', 'datev', 'hangfire', 'retry', 'duplicates'],
      },
    ),
    m(
      'gobd-immutable',
      'constraint',
      'GoBD: ein exportierter Buchungsstapel wird nie geändert oder gelöscht. Korrekturen nur über Storno + Neubuchung in B1, die im nächsten Stapel mitkommen. dbo.DatevExportBatches ist append-only, kein UPDATE/DELETE.',
      {
        canonical: true,
        tags: ['gobd', 'datev', 'compliance', 'append-only'],
      },
    ),
    m(
      'gobd-10y',
      'constraint',
      'Buchungsbelege (Rechnungs-PDF, E-Rechnungs-XML, EXTF-Dateien) 10 Jahre revisionssicher aufbewahren: Blob-Container "archive" mit Immutability-Policy 3650 Tage.',
      {
        age: 450,
        tags: ['gobd', 'retention', 'archive'],
      },
    ),
    m(
      'gobd-8y',
      'constraint',
      'Seit dem Bürokratieentlastungsgesetz IV (ab 1.1.2025) gilt für Buchungsbelege 8 statt 10 Jahre. Container "archive" hat jetzt Immutability-Policy 2922 Tage. Handelsbriefe und Jahresabschlüsse bleiben 10 Jahre im Container "archive-10y".',
      {
        supersedes: 'gobd-10y',
        age: 120,
        files: ['infra/bicep/modules/storage.bicep'],
        tags: ['gobd', 'retention', 'archive', 'bilanz'],
      },
    ),
    m(
      'einv-timeline',
      'fact',
      'E-Rechnungspflicht B2B: Empfangen müssen wir seit 1.1.2025 können. Versenden ist für uns (Vorjahresumsatz > 800.000 €) ab 1.1.2027 Pflicht, bis dahin darf PDF mit Zustimmung des Kunden raus. Öffentliche Auftraggeber (B2G) bekommen schon heute nur XRechnung.',
      {
        canonical: true,
        tags: ['e-rechnung', 'xrechnung', 'compliance', 'b2b'],
      },
    ),
    m(
      'einv-claim',
      'fact',
      'ab 01.01.2025 dürfen wir an geschäftskunden keine PDF-rechnungen mehr schicken, nur noch xrechnung',
      {
        disputes: 'einv-timeline',
        tags: ['e-rechnung', 'xrechnung'],
      },
    ),
    m(
      'einv-itext',
      'decision',
      'ZUGFeRD 2.1 (Profil COMFORT) bauen wir selbst: XML per XmlSerializer, PDF/A-3 mit iText 7 und eingebetteter factur-x.xml.',
      {
        age: 430,
        tags: ['zugferd', 'itext', 'pdf'],
      },
    ),
    m(
      'einv-lib',
      'decision',
      'E-Rechnungen werden mit ZUGFeRD-csharp (s2industries.ZUGFeRD 17.x) erzeugt: B2B als ZUGFeRD 2.3 Profil EN 16931 (PDF/A-3 + factur-x.xml), B2G als XRechnung 3.0 UBL. Der eigene iText-Code ist gelöscht. Code in src/Hofmann.Erp.EInvoicing/.',
      {
        fact: 'e-invoices | generated_with | ZUGFeRD-csharp',
        supersedes: 'einv-itext',
        age: 230,
        files: ['src/Hofmann.Erp.EInvoicing'],
        reason: 'iText AGPL-Lizenz und selbstgebautes XML fiel ständig durch die Validierung',
        tags: ['zugferd', 'xrechnung', 'e-rechnung', 'library'],
      },
    ),
    m(
      'kosit-validate',
      'constraint',
      'Jede ausgehende XRechnung/ZUGFeRD-XML wird vor dem Versand gegen den KoSIT-Validator (1.5.x, Konfiguration XRechnung 3.0.2) geprüft. Ergebnis reject = Rechnung geht nicht raus, Status ValidationFailed im Admin-UI. Kein Override.',
      {
        canonical: true,
        files: ['src/Hofmann.Erp.EInvoicing/Validation/KositValidatorClient.cs'],
        tags: ['xrechnung', 'validation', 'kosit'],
      },
    ),
    m(
      'note-kosit-sidecar',
      'note',
      'KoSIT-Validator läuft als eigener Container (Java 17, Daemon-Modus) unter http://kosit-validator:8080 als Sidecar im Worker-App-Service. lokal: docker compose -f docker-compose.dev.yml up kosit',
      {
        files: ['docker-compose.dev.yml'],
        tags: ['kosit', 'validation', 'docker'],
      },
    ),
    m(
      'leitweg-id',
      'constraint',
      'B2G: ohne Leitweg-ID keine XRechnung. Sie kommt aus dem UDF U_HOF_LeitwegId am Geschäftspartner und gehört in BT-10 (Buyer reference). Fehlt sie, Rechnung nicht erzeugen, sondern eine Klärungsaufgabe für die Buchhaltung anlegen.',
      {
        tags: ['xrechnung', 'leitweg-id', 'b2g'],
      },
    ),
    m(
      'einv-rounding',
      'constraint',
      'Rechnungsbeträge: Positionsnetto auf 2 Stellen mit MidpointRounding.AwayFromZero, USt pro Steuersatz auf die Summe der Nettobeträge rechnen, nicht pro Position runden und summieren. Rechnung in src/Hofmann.Erp.EInvoicing/InvoiceTotalsCalculator.cs.',
      {
        files: ['src/Hofmann.Erp.EInvoicing/InvoiceTotalsCalculator.cs'],
        tags: ['rounding', 'ust', 'xrechnung', 'decimal'],
      },
    ),
    m(
      'incident-rounding',
      'incident',
      'Okt 2025: ~140 XRechnungen an die Stadt Freiburg abgelehnt (BR-CO-15 / BR-S-09), weil wir USt pro Position gerundet und dann summiert haben, 1 Cent Differenz. Fix im InvoiceTotalsCalculator, Regressionstest tests/Hofmann.Erp.UnitTests/EInvoicing/TotalsCalculatorTests.cs.',
      {
        files: ['tests/Hofmann.Erp.UnitTests/EInvoicing/TotalsCalculatorTests.cs'],
        tags: ['incident', 'rounding', 'xrechnung', 'b2g'],
      },
    ),
    m(
      'einv-inbound',
      'fact',
      'Eingangsrechnungen: Postfach eingangsrechnung@hofmann-antriebe.de, ein Hangfire-Job pollt alle 5 min über Microsoft Graph, erkennt XRechnung/ZUGFeRD und legt einen Entwurf der Eingangsrechnung (OPCH-Draft) in B1 an. Reines PDF geht als Aufgabe an die Buchhaltung.',
      {
        files: ['src/Hofmann.Erp.Worker/Jobs/InboundInvoicePollJob.cs'],
        tags: ['e-rechnung', 'eingangsrechnung', 'graph', 'sap-b1'],
      },
    ),
    m(
      'einv-send',
      'fact',
      'Versand Ausgangsrechnungen per E-Mail von rechnung@hofmann-antriebe.de über Microsoft Graph sendMail (Application Permission Mail.Send, per Application Access Policy auf dieses Postfach eingeschränkt). B2G-Upload ins ZRE/OZG-RE machen wir bisher manuell.',
      {
        files: ['src/Hofmann.Erp.EInvoicing/Delivery/InvoiceMailer.cs'],
        tags: ['e-rechnung', 'versand', 'graph', 'mail'],
      },
    ),
    m(
      'invoice-numbers',
      'constraint',
      'Rechnungsnummern vergibt ausschließlich SAP B1 (Nummernkreis-Serie je Werk). Wir erzeugen nie eigene Rechnungs- oder Gutschriftsnummern, sonst Lücken/Dubletten im Nummernkreis (GoBD).',
      {
        tags: ['gobd', 'invoice', 'numbering', 'sap-b1'],
      },
    ),
    m(
      'money-decimal',
      'convention',
      'Geldbeträge: decimal in C#, decimal(19,4) in SQL, Währung immer mitführen (ISO 4217). Kein double/float im Betragspfad.',
      {
        tags: ['decimal', 'money', 'sql-server'],
      },
    ),
    m(
      'dates',
      'convention',
      'Zeitpunkte als DateTimeOffset in UTC (SQL datetimeoffset(3)). Fachliche Daten wie Belegdatum, Leistungsdatum, Fälligkeit sind DateOnly (SQL date) – deutsche Kalendertage, keine Zeitpunkte, nie über UTC umrechnen.',
      {
        tags: ['dates', 'timezone', 'dateonly', 'utc'],
      },
    ),
    m(
      'belegdatum-claim',
      'fact',
      'belegdatum kommt vom service layer als utc timestamp, einfach .UtcDateTime.Date nehmen und fertig',
      {
        disputes: 'dates',
        files: ['src/Hofmann.Erp.Integrations.SapB1/Mapping/DocumentMapper.cs'],
        tags: ['dates', 'sap-b1'],
      },
    ),
    m(
      'minimal-apis',
      'convention',
      'API: Minimal APIs, ein Ordner pro Feature unter src/Hofmann.Erp.Api/Features/<Feature>/ mit Endpoints.cs (MapGroup("/api/v1/<feature>")), Request/Response-Records und Validator (FluentValidation 11). Keine Controller mehr anlegen.',
      {
        files: ['src/Hofmann.Erp.Api/Features'],
        tags: ['api', 'minimal-api', 'fluentvalidation'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'Öffentliche Routen liegen unter /api/v1; Kundenportal und Shopware-Connector hängen dran. Breaking Changes = /api/v2, v1 bleibt mindestens 6 Monate parallel.',
      {
        tags: ['api', 'versioning', 'portal'],
      },
    ),
    m(
      'problem-details',
      'convention',
      'Fehlerantworten immer als RFC 7807 ProblemDetails (TypedResults.Problem / ValidationProblem), title auf Deutsch fürs Portal, maschinenlesbarer errorCode als Extension.',
      {
        tags: ['api', 'problem-details', 'errors'],
      },
    ),
    m(
      'result-pattern',
      'convention',
      'Fachliche Fehler als ErrorOr<T> (ErrorOr 2.x) zurückgeben, keine Exceptions für Validierung oder "nicht gefunden". Exceptions nur bei echten Infrastrukturfehlern.',
      {
        tags: ['errors', 'erroror', 'domain'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logging: Serilog mit Message-Templates (keine String-Interpolation), Sink Application Insights (appi-hof-erp-{env}-gwc). Keine personenbezogenen Daten loggen – keine Namen, E-Mails, Adressen, IBANs, nur IDs (CardCode, DocEntry).',
      {
        tags: ['logging', 'serilog', 'dsgvo', 'app-insights'],
      },
    ),
    m(
      'app-insights-sampling',
      'note',
      'adaptive sampling in app insights ist im worker aus (sonst fehlen job-traces), in der api an mit 5 items/s',
      {
        inferred: true,
        files: ['src/Hofmann.Erp.Worker/Program.cs'],
        tags: ['app-insights', 'sampling', 'telemetry'],
      },
    ),
    m(
      'betriebsrat',
      'constraint',
      'Betriebsvereinbarung IT (BV 2023/04): keine Auswertungen, die Leistung oder Verhalten einzelner Mitarbeiter messen (z.B. Picks pro Lagermitarbeiter und Stunde). Neue Auswertungen mit Personenbezug nur nach Zustimmung des Betriebsrats.',
      {
        canonical: true,
        tags: ['betriebsrat', 'reporting', 'dsgvo', 'compliance'],
      },
    ),
    m(
      'central-packages',
      'convention',
      'NuGet: Central Package Management über Directory.Packages.props, in den .csproj nur <PackageReference Include="…" /> ohne Version. Pakete nur von nuget.org oder unserem Azure-Artifacts-Feed hof-erp.',
      {
        files: ['Directory.Packages.props', 'nuget.config'],
        tags: ['nuget', 'packages', 'dependencies'],
      },
    ),
    m(
      'warnings',
      'convention',
      '<Nullable>enable</Nullable> und <TreatWarningsAsErrors>true</TreatWarningsAsErrors> in Directory.Build.props. Kein #pragma warning disable ohne Kommentar, warum.',
      {
        files: ['Directory.Build.props'],
        tags: ['nullable', 'warnings', 'build'],
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      'Integrationstests (tests/Hofmann.Erp.IntegrationTests) mit xUnit + Testcontainers.MsSql (mcr.microsoft.com/mssql/server:2022-latest) und WebApplicationFactory<Program>. Kein LocalDB, kein EF InMemory-Provider.',
      {
        files: ['tests/Hofmann.Erp.IntegrationTests'],
        tags: ['tests', 'xunit', 'testcontainers'],
      },
    ),
    m(
      'tests-no-sap',
      'constraint',
      'Tests rufen nie das echte B1-Testsystem oder die DATEV-Sandbox auf. Dafür gibt es WireMock.Net-Stubs in tests/Stubs/ServiceLayer und tests/Stubs/Datev.',
      {
        files: ['tests/Stubs'],
        tags: ['tests', 'wiremock', 'sap-b1', 'datev'],
      },
    ),
    m(
      'tests-snapshot',
      'convention',
      'Erzeugte XML (XRechnung, ZUGFeRD) und EXTF-Dateien werden mit Verify.Xunit gesnapshottet; *.verified.xml / *.verified.csv liegen neben dem Test und werden im PR mit reviewt.',
      {
        tags: ['tests', 'verify', 'snapshot'],
      },
    ),
    m(
      'ci-azdo',
      'fact',
      'CI/CD: Azure DevOps, azure-pipelines.yml im Root. Stages: build (dotnet build -c Release, dotnet test) → publish → deploy-dev (automatisch) → deploy-stg (automatisch nach main) → deploy-prod (manuelle Freigabe durch Markus oder Svenja).',
      {
        files: ['azure-pipelines.yml'],
        tags: ['ci', 'azure-devops', 'pipeline'],
      },
    ),
    m(
      'ci-format',
      'convention',
      'dotnet format --verify-no-changes läuft im Build-Stage, die .editorconfig im Root ist maßgeblich. CSharpier nutzen wir nicht.',
      {
        files: ['.editorconfig', 'azure-pipelines.yml'],
        tags: ['ci', 'format', 'editorconfig'],
      },
    ),
    m(
      'deploy-slots',
      'convention',
      'Prod-Deploy immer in den Staging-Slot des App Service und dann Slot-Swap, nie direkt in den Production-Slot. Im Staging-Slot ist der Hangfire-Server per Slot-Setting Hangfire__ServerEnabled=false aus (sticky), sonst laufen Jobs doppelt.',
      {
        tags: ['deploy', 'app-service', 'slots', 'hangfire'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Kein Prod-Deploy in den ersten drei Arbeitstagen des Monats (Monatsabschluss Buchhaltung) und nicht zwischen 20.12. und 10.01. (Jahresabschluss/Inventur).',
      {
        reaffirm: 6,
        tags: ['deploy', 'freeze', 'prod', 'monatsabschluss'],
      },
    ),
    m(
      'env-names',
      'fact',
      'Umgebungen dev, stg, prod. Namensschema <typ>-hof-erp-<env>-gwc, z.B. app-hof-erp-api-prod-gwc, app-hof-erp-worker-prod-gwc, sb-hof-erp-prod-gwc, kv-hof-erp-prod-gwc, stherpprodgwc (Storage).',
      {
        tags: ['azure', 'naming', 'environments'],
      },
    ),
    m(
      'bicep',
      'convention',
      'Infrastruktur nur per Bicep (infra/bicep/main.bicep + Module in infra/bicep/modules/), Deployment über die Pipeline mit what-if-Schritt. Nichts im Portal klicken – der nächste Deploy überschreibt es.',
      {
        files: ['infra/bicep'],
        tags: ['bicep', 'iac', 'azure'],
      },
    ),
    m(
      'owners',
      'fact',
      'Zuständig: Markus Brandt (Tech Lead, API/Infra), Svenja Krüger (DATEV, Finanzen, E-Rechnung), Timo Yilmaz (SAP-B1-Anbindung, EDI), Katrin Vogel (Betrieb/Azure). Fachlich Buchhaltung: Frau Maier.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'steuerbuero',
      'fact',
      'Steuerberater: Brenner & Partner in Rottweil. DATEV Beraternummer 4711208, Mandant 10457 (Hofmann Antriebstechnik GmbH), Wirtschaftsjahr = Kalenderjahr. Buchungskreise 1000 (Werk VS-Schwenningen) und 2000 (Werk Tuttlingen).',
      {
        tags: ['datev', 'steuerbuero', 'mandant'],
      },
    ),
    m(
      'edi-orders',
      'fact',
      'Kundenaufträge von Großkunden (Würth Industrie Service, Bosch Rexroth) kommen als EDIFACT ORDERS D.96A über das SFTP-Postfach beim EDI-Dienstleister. Parser in src/Hofmann.Erp.Integrations.Edi/ (EdiFabric), legt Kundenaufträge (ORDR) per Service Layer an. Neue Partner brauchen ein Mapping in Edi/Partners/.',
      {
        files: ['src/Hofmann.Erp.Integrations.Edi'],
        tags: ['edi', 'edifact', 'orders', 'sftp'],
      },
    ),
    m(
      'shipping',
      'fact',
      'Versand: DHL Parcel DE Shipping API v2 für Pakete, DB Schenker für Paletten per EDIFACT IFTMIN. Lieferscheinnummer = B1-DocNum der Lieferung (ODLN). Code: src/Hofmann.Erp.Integrations.Shipping/.',
      {
        files: ['src/Hofmann.Erp.Integrations.Shipping'],
        tags: ['shipping', 'dhl', 'schenker'],
      },
    ),
    m(
      'ustid-check',
      'constraint',
      'Vor jeder steuerfreien innergemeinschaftlichen Lieferung (Konto 8125) muss die USt-IdNr. des Kunden qualifiziert über das BZSt-eVatR-Verfahren bestätigt sein, nicht älter als 30 Tage (Ergebnis im UDF U_HOF_UstIdCheck). Sonst mit 19 % fakturieren.',
      {
        tags: ['ust', 'ustid', 'eu', 'compliance'],
      },
    ),
    m(
      'skonto',
      'fact',
      'Zahlungsbedingungen kommen aus B1 (OCTG): Standard 14 Tage 2 % Skonto, 30 Tage netto. In der XRechnung steht Skonto in BT-20 im Format "#SKONTO#TAGE=14#PROZENT=2.00#".',
      {
        tags: ['skonto', 'zahlungsbedingungen', 'xrechnung'],
      },
    ),
    m(
      'ui-admin',
      'fact',
      'Admin-UI: Razor Pages in src/Hofmann.Erp.Admin, Bootstrap 5. UI-Texte deutsch in Resources/*.resx (kein Hardcoding im .cshtml). Zeigt Export-Batches, Rechnungsstatus, fehlgeschlagene Jobs.',
      {
        files: ['src/Hofmann.Erp.Admin'],
        tags: ['admin-ui', 'razor-pages', 'resx'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'Code, Bezeichner, Commit-Messages und Kommentare bitte auf Englisch, auch wenn wir hier deutsch schreiben. Fachbegriffe ohne gute Übersetzung (Skonto, LeitwegId, Buchungsstapel) dürfen deutsch bleiben.',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'PRs unter ~400 geänderten Zeilen halten, sonst splitten. Bei Änderungen an Datev/ oder EInvoicing/ immer Svenja als Reviewerin.',
      {},
    ),
    m(
      'vpn-note',
      'note',
      'b1-server in tuttlingen nur über das alte forticlient-profil "HOF-TUT" erreichbar',
      {
        age: 650,
        tags: ['vpn', 'sap-b1'],
      },
    ),
    m(
      'note-pw-rotation',
      'note',
      'Das Kennwort vom B1-Integrationsuser läuft alle 90 Tage ab (B1-Kennwortrichtlinie). Timo setzt ein neues und trägt es als Secret b1-sl-password im Key Vault ein, danach Worker neu starten. Das Kennwort selbst nie hier oder im Ticket notieren.',
      {
        tags: ['sap-b1', 'password', 'rotation', 'keyvault'],
      },
    ),
    m('cand-blazor', 'decision', 'Admin-UI von Razor Pages auf Blazor Server umstellen.', {
      candidate: true,
      tags: ['admin-ui', 'blazor'],
    }),
    m(
      'cand-peppol',
      'decision',
      'XRechnungen an Behörden über einen Peppol-Access-Point schicken statt manuell ins ZRE hochzuladen.',
      {
        candidate: true,
        tags: ['xrechnung', 'peppol', 'b2g'],
      },
    ),
    m('cand-masstransit', 'decision', 'MassTransit auf Service Bus wieder einführen, für Sagas.', {
      candidate: true,
      tags: ['masstransit', 'servicebus'],
    }),
    m(
      'secret-stg-conn',
      'note',
      'appsettings.Staging.json (alt, vor Managed Identity):\n"ConnectionStrings": { "Erp": "Server=tcp:sql-hof-erp-stg-gwc.database.windows.net,1433;Initial Catalog=ErpStaging;User ID=erp_app;Password=Hf!Stg-2024#Kx91;Encrypt=True;" }',
      {
        secret: 'Hf!Stg-2024#Kx91',
      },
    ),
    m(
      'secret-b1-pw',
      'note',
      'Das Passwort für den Service-Layer-User "manager" auf dem B1-Testsystem ist B1-Test!Werk7x – bitte nicht ändern, die Testdaten-Skripte hängen dran.',
      {
        secret: 'B1-Test!Werk7x',
      },
    ),
    m(
      'secret-datev-client',
      'note',
      'der API-Key von DATEV (Client-Secret unserer Sandbox-App "Hofmann ERP Connect"): dVt-sbx-9fK2mQ7rLx4Pz8WnE3',
      {
        secret: 'dVt-sbx-9fK2mQ7rLx4Pz8WnE3',
      },
    ),
    m(
      'secret-sb-key',
      'note',
      '.env für lokale Tests gegen den echten Bus:\nSERVICEBUS_CONNECTION=Endpoint=sb://sb-hof-erp-stg-gwc.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=q8Zr3nV1xL0kP7mT2wY5aB9cD4eF6gH8jK1lM3nO5pQ=',
      {
        secret: 'q8Zr3nV1xL0kP7mT2wY5aB9cD4eF6gH8jK1lM3nO5pQ=',
      },
    ),
    m(
      'secret-azdo-pat',
      'note',
      'PAT für den Self-hosted Build-Agent (dev.azure.com/hofmann-antriebe): 7kq3vz2m9hplw4rtn8cj5yd6bfgxsae1uoi2aq7vz2m9hplw4rb',
      {
        secret: '7kq3vz2m9hplw4rtn8cj5yd6bfgxsae1uoi2aq7vz2m9hplw4rb',
      },
    ),
    m(
      'secret-sftp',
      'note',
      'SFTP-Zugang beim EDI-Dienstleister: Benutzer hofmann_edi, Kennwort Edi$Sftp-88qWz, Host sftp.edi-partner.example',
      {
        secret: 'Edi$Sftp-88qWz',
      },
    ),
    m(
      'secret-entra-secret',
      'note',
      'appsettings.json vom Admin (nur lokal):\n"AzureAd": { "TenantId": "hofmann-antriebe.de", "ClientId": "5b1e2c7a-0f3d-4e8b-9a61-2d4c8e7f1a90", "ClientSecret": "Vh48Q~Lm2pX7rT9wK3nB6yF1dZ0sA5gJ8cE4uHq" }',
      {
        secret: 'Vh48Q~Lm2pX7rT9wK3nB6yF1dZ0sA5gJ8cE4uHq',
      },
    ),
    m(
      'secret-teams-webhook',
      'note',
      'Alarme an den Teams-Kanal "ERP Betrieb": https://hofmannantriebe.webhook.office.com/webhookb2/3f9c1a2e@8d7b/IncomingWebhook/a41f0c9e7b3d4f25b8e6c1d2a9f07e34/5e2b8c4d',
      {
        secret: 'a41f0c9e7b3d4f25b8e6c1d2a9f07e34',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'SMTP-Fallback für rechnung@hofmann-antriebe.de, App-Kennwort: kzrwqpxmtvbnhjls (falls Graph mal zickt)',
      {
        secret: 'kzrwqpxmtvbnhjls',
      },
    ),
    m(
      'secret-storage',
      'note',
      'Archiv-Export lokal testen: DefaultEndpointsProtocol=https;AccountName=stherpstggwc;AccountKey=Zm9vYmFyU3RvcmFnZUtleTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejA=;EndpointSuffix=core.windows.net',
      {
        secret: 'Zm9vYmFyU3RvcmFnZUtleTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejA=',
      },
    ),
  ],
  sessions: [
    {
      id: 'erp-session-1',
      age: 6,
      turns: [
        said(
          'moin! Frau Maier hat ein Ticket aufgemacht, die Proforma-Rechnungen für die Schweiz tauchen im DATEV-Stapel auf. schau dir mal src/Hofmann.Erp.Integrations.Datev/DatevExportJob.cs an',
        ),
        replied(
          'Der Job nimmt alle OINV-Belege des Tages; Proformas sind in B1 als eigene Belegserie angelegt, werden aber nicht herausgefiltert.',
        ),
        said(
          'ok also Proforma-Rechnungen sind keine Rechnungen im Sinne vom UStG. die gehen NICHT in den DATEV-Export und kriegen auch keine XRechnung/ZUGFeRD, nur ein PDF für den Zoll. bitte so umsetzen',
          {
            key: 's-proforma',
            type: 'decision',
          },
        ),
        replied(
          'Verstanden. Ich filtere die Proforma-Serie im DatevExportJob und im EInvoice-Consumer heraus und erzeuge dafür nur das PDF.',
        ),
        said('wie erkennen wir die Serie eigentlich, hardcoded?'),
        replied(
          'Aktuell gar nicht. Die Serie heißt in B1 "PRO" (Series 112). Ich würde sie in die Config legen.',
        ),
        said('ja, in die Config, Datev:ExcludedSeries. passt'),
        replied('Erledigt, mit Default [112] in appsettings.json.'),
        said(
          'nächstes Thema, die Buchhaltung wundert sich dass Belege von kurz vor Mitternacht mal im Stapel sind und mal nicht. Regel ab jetzt: der DATEV-Export nimmt nur Belege bis Vortag 23:59 deutscher Zeit, alles danach kommt in den nächsten Stapel. fertig.',
          {
            key: 's-export-cutoff',
            type: 'constraint',
          },
        ),
        replied(
          'Ich setze den Cutoff als DateOnly des Vortags in Europe/Berlin und filtere auf DocDate <= cutoff. Soll ich zusätzlich die Stapel auf Wochenbasis bündeln?',
        ),
        said('nee, lass das mal, bleibt pro Tag.'),
        replied('Ok, bleibt bei einem Stapel pro Tag und Buchungskreis.'),
        said(
          'Gutschriften übrigens: die erzeugen wir als eigenes Dokument mit Rechnungsart 381 (Credit note) und Referenz auf die Originalrechnung in BT-25. keine negativen Rechnungen mit 380 mehr, das hat die Stadt Freiburg auch schon bemängelt',
          {
            key: 's-credit-note',
            type: 'convention',
          },
        ),
        replied(
          'Ich passe den XRechnungBuilder an: ORIN-Belege werden zu TypeCode 381 mit BT-25 = DocNum der Basisrechnung.',
        ),
        said('hier die Staging-Config, falls du sie brauchst, die alte stand noch im Wiki:'),
        said(
          '"Datev": { "ClientId": "hof-erp-connect-stg", "ClientSecret": "Dt2!stgQ7mWx-p4Lr9Zk", "Environment": "sandbox" }',
          {
            secret: 'Dt2!stgQ7mWx-p4Lr9Zk',
          },
        ),
        replied(
          'Danke, ich brauche es nicht im Code – das gehört in den Key Vault; das Wiki sollte man bereinigen und das Secret rotieren.',
        ),
        said(
          'jaja mach ich nachher. was anderes: wir wollen den ZUGFeRD-Versand nur für ein paar Kunden anschalten erstmal',
        ),
        replied(
          'Da bieten sich Feature Flags an. LaunchDarkly hätte ein gutes SDK, oder Azure App Configuration.',
        ),
        said(
          'Feature Flags machen wir mit Azure App Configuration (appcs-hof-erp-gwc) und Microsoft.FeatureManagement, kein LaunchDarkly – das hostet in den USA. Filter pro CardCode über einen eigenen CustomerFilter.',
          {
            key: 's-feature-flags',
            type: 'decision',
          },
        ),
        replied('Ok, ich lege das Flag EInvoicing.ZugferdDelivery mit einem CustomerFilter an.'),
        said('und der health check vom worker zeigt grün obwohl der Service Layer down war letzte Woche'),
        replied('Der Worker hat nur /health, das prüft nichts außer dass der Prozess lebt.'),
        said(
          'Health-Checks bitte so: /health/live ohne Abhängigkeiten, /health/ready prüft SQL, Service Bus und Service Layer. Der App-Service-Health-Check zeigt auf /health/ready. gilt für API und Worker.',
          {
            key: 's-health',
            type: 'convention',
          },
        ),
        replied(
          'Umgesetzt mit AspNetCore.HealthChecks.SqlServer, .AzureServiceBus und einem eigenen ServiceLayerHealthCheck.',
        ),
        said('ach und die PDFs im Mailanhang heißen aktuell invoice_1234.pdf, die Kunden finden das doof'),
        replied('Was wäre das gewünschte Format?'),
        said(
          'Dateiname: Rechnung_<DocNum>_<CardCode>.pdf, das XML <DocNum>.xml. Gutschriften Gutschrift_<DocNum>_<CardCode>.pdf.',
          {
            key: 's-pdf-name',
            type: 'convention',
          },
        ),
        replied('Angepasst im InvoiceMailer, mit Test.'),
        said('top, danke. mach mal ne kurze Zusammenfassung für den PR'),
        replied(
          'Zusammenfassung: Proforma-Serie aus DATEV/E-Rechnung ausgeschlossen, Cutoff Vortag 23:59, Gutschriften als 381 mit BT-25, Feature Flag für ZUGFeRD-Versand, Health-Checks live/ready, neue Dateinamen.',
        ),
        said('passt, ab nach stg damit'),
      ],
    },
  ],
  prompts: [
    p(
      'kannst du in src/Hofmann.Erp.Api/Features/Invoices/Endpoints.cs einen GET /api/v1/invoices/{docEntry}/xml ergänzen, der die XRechnung als Download zurückgibt?',
      ['minimal-apis', 'einv-lib', 'problem-details', 'result-pattern'],
    ),
    p(
      'Der DATEV-Export ist heute Nacht zweimal gelaufen und das Steuerbüro hat doppelte Buchungen. Was ist da los? DatevExportJob.cs',
      ['incident-datev-dup', 'datev-idempotent', 'gobd-immutable', 'hangfire-queues'],
    ),
    p('wie kommt der DATEV-Export aktuell eigentlich zum Steuerbüro?', ['datev-api', 'steuerbuero']),
    p(
      'Die Stadt Freiburg lehnt unsere XRechnung wieder mit BR-CO-15 ab, 1 Cent Differenz bei der Steuer. fix pls',
      ['einv-rounding', 'incident-rounding', 'kosit-validate'],
    ),
    p('neue Spalte ShippedAt an der Tabelle Deliveries, mach mal bitte die Migration dazu', [
      'ef-migrations',
      'dates',
      'orm-efcore',
    ]),
    p('Müssen wir ab sofort allen Geschäftskunden XRechnungen schicken oder reicht noch PDF?', [
      'einv-timeline',
      'einv-claim',
    ]),
    p('schreib mir einen Integrationstest für den InvoicePostedConsumer', [
      'tests-testcontainers',
      'tests-no-sap',
      'sb-idempotent',
    ]),
    p('wo trag ich das neue Client-Secret für die DATEV-App ein?', ['keyvault']),
    p('Hangfire-Job für den Preislisten-Export anlegen, jeden Tag um 2:30 Uhr', [
      'jobs-hangfire',
      'hangfire-tz',
      'incident-dst-hangfire',
      'hangfire-queues',
    ]),
    p('warum kommen die Statusupdates für Auftrag 48211 in falscher Reihenfolge im Portal an?', [
      'sb-sessions',
      'sb-order-claim',
    ]),
    p(
      'Der Lagerleiter will in der neuen Lagerauswertung pro Mitarbeiter die Picks pro Stunde sehen, kannst du das einbauen?',
      ['betriebsrat'],
    ),
    p(
      'ich will schnell ein UPDATE auf OINV machen um U_HOF_ExportBatch nachzutragen, geht viel schneller als über den Service Layer',
      ['sb1-no-db-write', 'sb1-udf', 'sb1-service-layer'],
    ),
    p('ServiceLayerClient.GetOpenOrdersAsync liefert nur 20 Aufträge, obwohl es über 300 offene gibt', [
      'sb1-paging',
    ]),
    p('wir kriegen vom Service Layer immer wieder 401 nach ner halben Stunde, dann geht nix mehr', [
      'sb1-sessions',
    ]),
    p('Sind wir eigentlich noch auf RabbitMQ?', ['msg-servicebus']),
    p('neues Event, wenn eine Lieferung gebucht wurde – wie nenne ich das Topic und wie publish ich das?', [
      'sb-naming',
      'outbox',
    ]),
    p(
      'ich publish das InvoicePosted-Event einfach direkt im Handler nach SaveChangesAsync, ist doch einfacher oder?',
      ['outbox'],
    ),
    p('log mal die komplette Kundenadresse und E-Mail im InvoiceMailer, damit wir sehen was rausgeht', [
      'logging',
    ]),
    p('Was soll die API zurückgeben, wenn beim Erzeugen der XRechnung die Leitweg-ID fehlt?', [
      'leitweg-id',
      'problem-details',
      'result-pattern',
    ]),
    p('XRechnung fürs Landratsamt Tuttlingen erzeugen, beim Kunden ist aber keine Leitweg-ID gepflegt', [
      'leitweg-id',
      'einv-lib',
    ]),
    p('kann ich heute nach prod deployen? ist der 2. Arbeitstag im Monat', ['deploy-freeze', 'deploy-slots']),
    p('deploy den Hotfix direkt in den Production-Slot, der Swap dauert zu lang', ['deploy-slots']),
    p('nach dem letzten Slot-Swap liefen alle Recurring Jobs doppelt, warum?', [
      'deploy-slots',
      'jobs-hangfire',
    ]),
    p('lass uns die Azure Function für den PDF-Render in West Europe anlegen, da ist es billiger', [
      'data-residency',
      'hosting-azure',
    ]),
    p('können wir Sentry.io fürs Fehlertracking nehmen?', ['data-residency', 'logging']),
    p('füg bitte Polly 8 als Paket hinzu für Retries beim Service Layer', [
      'central-packages',
      'sb1-sessions',
    ]),
    p('Build bricht mit CS8618 non-nullable property ab, kann ich das nicht einfach abschalten?', [
      'warnings',
    ]),
    p('Pipeline-Stage build schlägt fehl: dotnet format meldet whitespace errors', ['ci-format', 'ci-azdo']),
    p(
      'Storno einer bereits exportierten Rechnung – kann ich den Eintrag in DatevExportBatches einfach löschen und neu exportieren?',
      ['gobd-immutable', 'datev-idempotent'],
    ),
    p('Wie lange müssen wir die XML-Dateien der E-Rechnungen aufheben?', ['gobd-8y']),
    p('Immutability-Policy vom Container archive in infra/bicep/modules/storage.bicep anpassen', [
      'gobd-8y',
      'bicep',
    ]),
    p('beim Steuerbüro sind die Umlaute in der EXTF-Datei kaputt (Ã¼ statt ü)', ['datev-extf']),
    p('Buchungstext kommt bei DATEV abgeschnitten an, warum?', ['datev-belegfeld']),
    p('Auf welches Erlöskonto buchen wir eine Lieferung an einen Unternehmer in Österreich?', [
      'datev-skr03',
      'ustid-check',
    ]),
    p('Lieferung an Kunde in Frankreich ohne USt, bitte die Rechnung dafür erzeugen', [
      'ustid-check',
      'datev-skr03',
      'einv-lib',
    ]),
    p('Welche Rolle brauche ich, um den DATEV-Export manuell anzustoßen?', ['auth-roles', 'auth-entra']),
    p('neuer Endpoint POST /api/v1/invoices/{id}/resend – bitte mit Berechtigungsprüfung', [
      'auth-roles',
      'minimal-apis',
      'auth-entra',
    ]),
    p('Login über ADFS klappt auf stg nicht mehr, weißt du was?', ['auth-entra']),
    p('Hangfire-Dashboard gibt mir 403, ich bin doch Entwickler', ['hangfire-dashboard', 'auth-entra']),
    p('ich brauch Basic Auth fürs Hangfire Dashboard auf staging, kannst du das einbauen?', [
      'hangfire-dashboard',
    ]),
    p('welche .NET-Version nutzen wir aktuell?', ['dotnet8']),
    p('neues Klassenbibliothek-Projekt Hofmann.Erp.Integrations.Customs anlegen', [
      'dotnet8',
      'central-packages',
      'warnings',
    ]),
    p('Repository für Kundenstammdaten mit Dapper und einer Stored Procedure usp_GetCustomer bauen', [
      'orm-efcore',
    ]),
    p('Reporting-Query für Umsatz pro Kunde und Monat, ziemlich großer Join über B1-Daten', [
      'orm-efcore',
      'sb1-no-db-write',
    ]),
    p('Betrag in InvoiceLine als double, reicht doch, oder?', ['money-decimal', 'einv-rounding']),
    p(
      'Belegdatum kommt im Service-Layer-JSON als "2026-03-31T00:00:00Z" – wie mappe ich das in DocumentMapper.cs?',
      ['dates', 'belegdatum-claim'],
    ),
    p('EDI-ORDERS von Würth werden nicht verarbeitet, die Datei liegt noch im SFTP', ['edi-orders']),
    p('DHL-Paketlabel erzeugen, wenn die Lieferung gebucht wird', ['shipping']),
    p('Skonto fehlt in der ZUGFeRD-Rechnung, Kunde hat sich beschwert', ['skonto', 'einv-lib']),
    p('eine Eingangsrechnung kam als reines PDF, was passiert damit eigentlich?', ['einv-inbound']),
    p('Rechnungsmail geht nicht raus: Graph antwortet 403 ErrorAccessDenied bei sendMail', ['einv-send']),
    p('können wir die Gutschriftsnummer nicht selbst in unserer DB hochzählen? SAP ist so langsam', [
      'invoice-numbers',
      's-credit-note',
    ]),
    p('Gutschrift als XRechnung erzeugen – wie?', [
      's-credit-note',
      'einv-lib',
      'kosit-validate',
      'invoice-numbers',
    ]),
    p('Proforma-Rechnung für den Zoll Schweiz – muss die auch per DATEV exportiert werden?', ['s-proforma']),
    p('Beleg von gestern 23:50 fehlt im DATEV-Stapel von heute Nacht, Bug?', ['s-export-cutoff']),
    p('Feature Flag für den neuen ZUGFeRD-Versand einbauen', ['s-feature-flags']),
    p('Health-Check-Endpoint für den Worker bauen', ['s-health']),
    p('Dateiname der Rechnungs-PDF im Mailanhang anpassen', ['s-pdf-name']),
    p('wie starte ich den KoSIT-Validator lokal?', ['note-kosit-sidecar']),
    p('Validator sagt reject, kann ich die Rechnung trotzdem rausschicken? Kunde wartet', ['kosit-validate']),
    p('neue Bicep-Ressource für eine zweite Service-Bus-Queue', ['bicep', 'env-names', 'msg-servicebus']),
    p('ich hab im Portal schnell ein App Setting am Worker geändert, passt das so?', ['bicep']),
    p('wie heißt nochmal der Key Vault in prod?', ['env-names', 'keyvault']),
    p('Wer kümmert sich bei uns um die SAP-Anbindung?', ['owners']),
    p('welche Berater- und Mandantennummer kommt in den EXTF-Header?', ['steuerbuero', 'datev-extf']),
    p('Connection String für lokale Entwicklung – welches Passwort nehm ich da?', [
      'sql-mi-auth',
      'keyvault',
    ]),
    p('das Kennwort vom B1-Integrationsuser ist abgelaufen, Worker kann sich nicht mehr anmelden', [
      'note-pw-rotation',
      'keyvault',
    ]),
    p('Test für den DatevExtfWriter bitte, mit Beispieldaten', [
      'tests-snapshot',
      'datev-extf',
      'datev-belegfeld',
    ]),
    p('kann der Integrationstest nicht direkt gegen das B1-Testsystem laufen? wär realistischer', [
      'tests-no-sap',
    ]),
    p('kann ich für die Unit-Tests vom InvoiceService den EF InMemory-Provider nehmen?', [
      'tests-testcontainers',
    ]),
    p('App Insights zeigt nicht alle Traces vom Hangfire-Job, warum fehlen da welche?', [
      'app-insights-sampling',
      'logging',
    ]),
    p('_logger.LogInformation($"Invoice {invoice.DocNum} sent to {customer.Email}") – passt das?', [
      'logging',
    ]),
    p('UI-Text für den neuen Button "Erneut senden" im Admin hinzufügen', ['ui-admin']),
    p('sollen wir das Admin-UI auf Blazor umbauen?', ['ui-admin']),
    p('commit message auf deutsch okay?', ['pref-english-code']),
    p('mein PR hat 1200 Zeilen, passt das so?', ['pref-small-prs']),
    p('leg einen neuen InvoicesController mit [ApiController] an', ['minimal-apis']),
    p('Validierung für CreateOrderRequest schreiben', ['minimal-apis', 'problem-details']),
    p('Exception werfen, wenn der Kunde nicht gefunden wird, oder?', ['result-pattern', 'problem-details']),
    p('im Response von /api/v1/orders das Feld customerName in buyerName umbenennen', ['api-versioning']),
    p('Message wird nach Lock-Timeout nochmal verarbeitet und die Lieferung doppelt angelegt', [
      'sb-idempotent',
    ]),
    p('MassTransit einbauen fürs Saga-Handling?', ['msg-servicebus']),
    p('DATEV-Job parallelisieren, dauert zu lang bei zwei Buchungskreisen', [
      'hangfire-queues',
      'datev-idempotent',
    ]),
    p('Mach mir eine Auswertung, wie viele Buchungen jeder Lagermitarbeiter pro Schicht gemacht hat', [
      'betriebsrat',
    ]),
    p('Status von einem alten DATEV-Batch per UPDATE auf Pending zurücksetzen, dann läuft er nochmal', [
      'gobd-immutable',
      'datev-idempotent',
    ]),
    p('Wie rechne ich die USt-Summe in der Rechnung korrekt?', ['einv-rounding']),
    p('BT-10 ist leer in der erzeugten XRechnung', ['leitweg-id']),
    p('iText-Lizenz – nutzen wir das noch irgendwo?', ['einv-lib']),
    p('welche ZUGFeRD-Version und welches Profil nehmen wir für B2B?', ['einv-lib']),
    p('Wie lange bewahren wir Rechnungen auf?', ['gobd-8y']),
    p('DocEntry oder DocNum in Belegfeld 1?', ['datev-belegfeld']),
    p('SQL-Timeouts auf ErpProd seit heute morgen, wo schau ich zuerst?', ['sql-server', 'logging']),
    p('Wo läuft eigentlich die API? Noch auf HOF-APP01?', ['hosting-azure']),
    p('Windows-Aufgabe in der Aufgabenplanung für den neuen Export anlegen', ['jobs-hangfire']),
    p('Cron für den Monatsabschluss-Job am 1. um 02:00', [
      'hangfire-tz',
      'incident-dst-hangfire',
      'jobs-hangfire',
    ]),
    p('Database.Migrate() in Program.cs beim Start aufrufen, dann sparen wir uns das Skript', [
      'ef-migrations',
    ]),
    p('stored procedure für den Bestandsabgleich schreiben', ['orm-efcore']),
    p('USt-IdNr.-Prüfung für einen Kunden in Italien, wie läuft das bei uns?', ['ustid-check']),
    p('Bosch Rexroth schickt ab nächstem Monat auch ORDERS per EDI, was muss ich tun?', ['edi-orders']),
    p('Swagger lokal aufrufen: welche Audience braucht das Token?', ['auth-entra']),
    p(
      'the XRechnung builder throws a NullReferenceException on invoices without delivery date, see src/Hofmann.Erp.EInvoicing/XRechnungBuilder.cs',
      ['einv-lib', 'dates'],
    ),
    p('add retry with exponential backoff to ServiceLayerClient', ['sb1-sessions', 'central-packages']),
    p('where do secrets go for the new SFTP connection to the EDI provider?', ['keyvault', 'edi-orders']),
    p('@azure-pipelines.yml add a stage that runs the integration tests', [
      'ci-azdo',
      'tests-testcontainers',
    ]),
    p('write unit tests for InvoiceTotalsCalculator', [
      'einv-rounding',
      'incident-rounding',
      'money-decimal',
    ]),
    p('Portal zeigt das Fälligkeitsdatum einen Tag zu früh an', ['dates']),
    p('wo konfigurier ich den API-Key für DHL?', ['keyvault', 'shipping']),
    p('B1-UDF für die Zolltarifnummer am Artikel anlegen', ['sb1-udf']),
    p('XRechnung für Behörden automatisch ins ZRE hochladen statt manuell', ['einv-send', 'kosit-validate']),
    p('neue Hangfire-Queue für Versand-Jobs anlegen?', ['hangfire-queues']),
    p('welchen Kontenrahmen haben wir nochmal?', ['datev-skr03']),
    p('Rechnung an Kunde in der Schweiz – welches Erlöskonto?', ['datev-skr03']),
    p('Service Bus Premium ist teuer, können wir zurück auf Standard?', ['msg-servicebus']),
    p('das Portal-Team will ein Event, sobald eine Rechnung bezahlt wurde', ['sb-naming', 'outbox']),
    p('Release-Pipeline: wer muss den prod-Deploy freigeben?', ['ci-azdo']),
    p('Verify meldet nach dem Update von ZUGFeRD-csharp Unterschiede in den .verified.xml', [
      'tests-snapshot',
      'einv-lib',
    ]),
    p('Aufbewahrung der Jahresabschluss-PDFs – welcher Container?', ['gobd-8y']),
    p('welche Zeitzone für die Timestamps in dbo.OutboxMessages?', ['dates', 'outbox']),
    p('#pragma warning disable CS0618 für den alten SAPbobsCOM-Kram reinmachen', [
      'warnings',
      'sb1-service-layer',
    ]),
    p('Rechnung an die Bundeswehr: was muss da alles rein?', ['leitweg-id', 'einv-lib', 'kosit-validate']),
    p('Export für Buchungskreis 2000 (Werk Tuttlingen) fehlt heute komplett bei DATEV', [
      'datev-api',
      'datev-idempotent',
      'steuerbuero',
    ]),
    p('Was ist der Unterschied zwischen IEnumerable und IQueryable?', []),
    p('danke dir!', []),
    p('wie squashe ich die letzten drei Commits?', []),
    p('erklär mir kurz record struct vs record class', []),
    p('passt, merge', []),
    p('What does ConfigureAwait(false) actually do?', []),
    p('mach mal ne Zusammenfassung vom Diff', []),
    p('ok, weiter', []),
    p('wie funktioniert async/await intern in C#?', []),
    p('Unterschied zwischen Span<T> und Memory<T>?', []),
    p('LINQ GroupBy mit mehreren Keys, wie war die Syntax?', []),
    p('super, läuft jetzt 👍', []),
    p('wie schreibe ich eine xUnit-Theory mit MemberData?', []),
    p('was bedeutet nochmal HTTP 409?', []),
    p('regex für eine deutsche Postleitzahl?', []),
  ],
});
