// A Lithuanian pharmacy chain's backend: e-prescriptions through e.sveikata (ESPBI IS), reimbursed medicines and VLK
// price lists, FMD pack verification, fiscal receipts, loyalty cards, Paysera/Montonio e-shop payments, GDPR for health
// data. ASP.NET Core 8 minimal APIs, EF Core + PostgreSQL, MassTransit + RabbitMQ, Hangfire. Mostly in Lithuanian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'dotnet-pharmacy-lt',
  stack:
    'C# 12 / .NET 8 (ASP.NET Core minimal APIs), EF Core 8 + Npgsql (PostgreSQL 16), MassTransit 8 + RabbitMQ, Hangfire, Firely SDK (HL7 FHIR R4) for ESPBI IS, Polly, FluentValidation, SignalR, Redis, OpenTelemetry + Grafana, xUnit + Testcontainers + WireMock.Net, GitLab CI, Kubernetes (Rancher, on-prem)',
  memories: [
    m(
      'sln-layout',
      'fact',
      "Solution'as Vaistine.sln: src/Vaistine.Api (minimal API), src/Vaistine.Domain, src/Vaistine.Infrastructure (EF Core, tiekėjų ir mokėjimų integracijos), src/Vaistine.Espbi (e.sveikatos klientas), src/Vaistine.Contracts (MassTransit žinutės), src/Vaistine.Worker (Hangfire + consumeriai), src/Vaistine.Fiscal (kasos aparatų tiltas), tests/Vaistine.UnitTests ir tests/Vaistine.IntegrationTests.",
      {
        files: ['Vaistine.sln', 'src'],
        tags: ['solution', 'struktura', 'projektai'],
      },
    ),
    m('net6', 'fact', 'visi projektai target net6.0, docker image mcr.microsoft.com/dotnet/aspnet:6.0', {
      age: 520,
      files: ['Directory.Build.props'],
      tags: ['dotnet', 'net6', 'docker'],
    }),
    m(
      'net8',
      'constraint',
      'Visi projektai – net8.0 (LTS). TargetFramework, Nullable=enable ir TreatWarningsAsErrors nustatyti Directory.Build.props, atskiruose .csproj jų nekartoti. Runtime image: mcr.microsoft.com/dotnet/aspnet:8.0-jammy-chiseled.',
      {
        fact: 'Vaistine | target_framework | net8.0',
        supersedes: 'net6',
        age: 200,
        files: ['Directory.Build.props', 'src/Vaistine.Api/Dockerfile'],
        tags: ['dotnet', 'net8', 'docker', 'build'],
      },
    ),
    m(
      'controllers',
      'convention',
      'API – MVC controlleriai src/Vaistine.Api/Controllers/, [ApiController] + AutoMapper profiliai DTO mapinimui',
      {
        age: 430,
        files: ['src/Vaistine.Api/Controllers'],
        tags: ['api', 'controllers', 'automapper'],
      },
    ),
    m(
      'minimal-api',
      'decision',
      'Perėjom nuo MVC controllerių prie minimal API. Kiekviena feature turi src/Vaistine.Api/Features/<Feature>/<Feature>Endpoints.cs su app.MapGroup("/api/v1/<feature>"), atsakymai per TypedResults. Controllerių nebeliko, AutoMapper išmestas – DTO mapinam rankiniu būdu (static ToDto()).',
      {
        supersedes: 'controllers',
        age: 160,
        files: ['src/Vaistine.Api/Features'],
        reason: 'mažiau magijos, AOT-friendly, greitesnis startas',
        tags: ['api', 'minimal-api', 'endpoints'],
      },
    ),
    m(
      'validation',
      'convention',
      'Validacija – FluentValidation, prijungta per endpoint filtrą ValidationFilter<TRequest> (.AddEndpointFilter<ValidationFilter<T>>()). Validatoriai šalia endpointo: Features/<Feature>/<Request>Validator.cs. Klaidų tekstai vartotojui – lietuviškai.',
      {
        files: ['src/Vaistine.Api/Common/ValidationFilter.cs'],
        tags: ['validacija', 'fluentvalidation', 'api'],
      },
    ),
    m(
      'problem-details',
      'convention',
      'Visos klaidos grąžinamos kaip ProblemDetails (RFC 7807), type = https://errors.vaistine.lt/<kodas>. Jokių exception stack trace atsakymuose; globalus IExceptionHandler src/Vaistine.Api/Common/GlobalExceptionHandler.cs.',
      {
        files: ['src/Vaistine.Api/Common/GlobalExceptionHandler.cs'],
        tags: ['klaidos', 'problemdetails', 'api'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'API po /api/v1. Kasų POS klientai atnaujinami lėtai (kai kurios vaistinės po kelias savaites), todėl breaking change = /api/v2, o v1 palaikom mažiausiai 6 mėn.',
      {
        tags: ['api', 'versijavimas', 'pos'],
      },
    ),
    m(
      'efcore-naming',
      'convention',
      'EF Core 8 + Npgsql, snake_case per UseSnakeCaseNamingConvention(). Entity konfigūracijos – IEntityTypeConfiguration<T> klasėse src/Vaistine.Infrastructure/Persistence/Configurations/, jokių data anotacijų domeno klasėse.',
      {
        files: ['src/Vaistine.Infrastructure/Persistence/Configurations'],
        tags: ['efcore', 'npgsql', 'naming', 'postgres'],
      },
    ),
    m(
      'migrations',
      'convention',
      "Migracijos: `dotnet ef migrations add <Pavadinimas> -p src/Vaistine.Infrastructure -s src/Vaistine.Api`. Prod'e ir staging'e jas taiko atskiras migrate job'as (efbundle) prieš deploy. Niekada Database.Migrate() Program.cs'e.",
      {
        files: ['src/Vaistine.Infrastructure/Persistence/Migrations'],
        tags: ['efcore', 'migracijos', 'deploy'],
      },
    ),
    m(
      'ef-queries',
      'constraint',
      'Lazy loading išjungtas. Skaitymo užklausoms – AsNoTracking() arba projekcija į DTO; jokio .ToList() prieš .Where(). Didelėms ataskaitoms – AsAsyncEnumerable, ne viską į atmintį.',
      {
        tags: ['efcore', 'performance', 'uzklausos'],
      },
    ),
    m(
      'xmin-concurrency',
      'convention',
      'Likučiams ir užsakymams concurrency token – Postgres xmin (IsRowVersion() ant uint xmin). DbUpdateConcurrencyException verčiam į 409 Conflict su ProblemDetails.',
      {
        files: ['src/Vaistine.Infrastructure/Persistence/Configurations/LikutisConfiguration.cs'],
        tags: ['efcore', 'concurrency', 'xmin', 'likuciai'],
      },
    ),
    m(
      'pharmacy-context',
      'constraint',
      "Kiekvienas request'as vyksta konkrečios vaistinės kontekste: VaistineId iš darbuotojo claim'o (POS klientai dar siunčia X-Vaistine-Id, jis turi sutapti su claim'u). EF global query filter filtruoja pagal VaistineId visas vaistinės lenteles; IgnoreQueryFilters() – tik centrinėms ataskaitoms.",
      {
        canonical: true,
        files: ['src/Vaistine.Infrastructure/Persistence/VaistineDbContext.cs'],
        tags: ['multi-tenant', 'vaistine', 'efcore', 'saugumas'],
      },
    ),
    m(
      'money-decimal',
      'constraint',
      'Pinigai – tik decimal (DB numeric(12,2)), valiuta EUR. Money value object src/Vaistine.Domain/Common/Money.cs. Niekada double/float kainoms, priemokoms ar PVM.',
      {
        files: ['src/Vaistine.Domain/Common/Money.cs'],
        tags: ['pinigai', 'decimal', 'kainos'],
      },
    ),
    m(
      'time-utc',
      'convention',
      'DB: timestamptz UTC (DateTimeOffset). Europe/Vilnius – tik UI, kvituose ir ataskaitose. Recepto išrašymo/galiojimo datos ir kainyno galiojimo datos – DateOnly (date stulpelis).',
      {
        tags: ['laikas', 'utc', 'timezone', 'dateonly'],
      },
    ),
    m(
      'mq-azure',
      'fact',
      'eventai eina per azure service bus (namespace vaistine-prod), topic per evento tipa',
      {
        age: 600,
        tags: ['azure-service-bus', 'eventai'],
      },
    ),
    m(
      'mq-rabbit',
      'decision',
      'Žinučių brokeris – RabbitMQ 3.13 (quorum queues) per MassTransit 8. Nuo Azure Service Bus atsisakėm: viskas on-prem, nes sveikatos duomenys turi likti mūsų DC Vilniuje.',
      {
        fact: 'message broker | is | RabbitMQ',
        supersedes: 'mq-azure',
        age: 250,
        reason: 'sveikatos duomenys negali palikti savo DC',
        tags: ['rabbitmq', 'masstransit', 'eventai'],
      },
    ),
    m(
      'outbox',
      'constraint',
      'Eventai publikuojami tik per MassTransit EF Core transactional outbox (AddEntityFrameworkOutbox<VaistineDbContext>) toje pačioje transakcijoje kaip duomenų pakeitimas. Jokio IBus.Publish / IPublishEndpoint tiesiai iš endpointo be outbox.',
      {
        canonical: true,
        files: ['src/Vaistine.Infrastructure/Messaging/MessagingExtensions.cs'],
        tags: ['outbox', 'masstransit', 'transakcijos'],
      },
    ),
    m(
      'event-contracts',
      'convention',
      "Žinučių kontraktai – record'ai projekte src/Vaistine.Contracts, vardai angliškai praeities laiku (PrescriptionDispensed, StockReserved, OrderPaid). Versijuojam namespace'u (Contracts.V1, V2); paskelbto kontrakto niekada nekeičiam.",
      {
        files: ['src/Vaistine.Contracts'],
        tags: ['masstransit', 'kontraktai', 'naming'],
      },
    ),
    m(
      'consumer-idempotent',
      'constraint',
      'Consumeriai turi būti idempotentiški: MassTransit inbox (InboxState lentelė) dedup pagal MessageId, plius verslo raktas (pvz. išdavimo Id). Retry: UseMessageRetry(r => r.Intervals(1s, 5s, 30s)) + delayed redelivery 5/15/60 min.',
      {
        tags: ['masstransit', 'idempotentiskumas', 'retry'],
      },
    ),
    m(
      'masstransit-license',
      'constraint',
      'MassTransit v9 – komercinė licencija. Laikomės 8.x; major versijos nekelti be architektūrinio sprendimo (Directory.Packages.props pinina 8.*).',
      {
        files: ['Directory.Packages.props'],
        tags: ['masstransit', 'licencija', 'priklausomybes'],
      },
    ),
    m(
      'hangfire',
      'fact',
      "Hangfire su PostgreSQL storage (schema hangfire) veikia Vaistine.Worker. Recurring job'ai registruojami src/Vaistine.Worker/Jobs/RecurringJobs.cs, laiko juosta Europe/Vilnius. Dashboard /hangfire – tik per VPN ir su Admin role.",
      {
        files: ['src/Vaistine.Worker/Jobs/RecurringJobs.cs'],
        tags: ['hangfire', 'jobs', 'worker'],
      },
    ),
    m(
      'vlk-import-xls',
      'fact',
      'VLK kompensuojamųjų vaistų kainynas importuojamas iš Excel (.xlsx) – farmacijos skyrius kas mėnesį jį ranka įkelia per admin UI',
      {
        age: 480,
        tags: ['vlk', 'kainynas', 'importas'],
      },
    ),
    m(
      'vlk-import-api',
      'decision',
      "VLK kainynas importuojamas automatiškai: Hangfire job'as VlkKainynoImportJob kasdien 05:30 parsisiunčia XML iš VLK, nauja kainyno versija aktyvuojama nuo jos galiojimo datos (ne nuo importo momento).",
      {
        supersedes: 'vlk-import-xls',
        age: 130,
        files: ['src/Vaistine.Worker/Jobs/VlkKainynoImportJob.cs'],
        tags: ['vlk', 'kainynas', 'importas', 'hangfire'],
      },
    ),
    m(
      'vlk-versions',
      'constraint',
      'Visos kainyno versijos saugomos (vlk_kainyno_versija + vlk_kainyno_eilute). Išdavimo priemoka ir kompensuojama suma visada skaičiuojamos pagal versiją, galiojusią išdavimo dieną. Senų versijų netrinam – VLK patikrinimai prašo kelerių metų senumo duomenų.',
      {
        tags: ['vlk', 'kainynas', 'versijos', 'auditas'],
      },
    ),
    m(
      'npakid',
      'constraint',
      'Vaisto tapatybė sistemoje – NPAKID (VVKT registro pakuotės ID), ne GTIN ir ne mūsų SKU. GTIN gali pasikeisti, NPAKID – ne. VLK kainyno susiejimas su produktais – tik per NPAKID.',
      {
        fact: 'vaisto pakuote | identifikuojama_pagal | NPAKID',
        tags: ['npakid', 'produktai', 'vvkt', 'kainynas'],
      },
    ),
    m(
      'product-catalog',
      'fact',
      'Produktų katalogas sinchronizuojamas su VVKT vaistinių preparatų registru (NPAKID, ATC kodas, receptinis/nereceptinis, bendrinis pavadinimas). Nereceptinės prekės (kosmetika, papildai) turi tik mūsų SKU.',
      {
        tags: ['katalogas', 'vvkt', 'atc', 'produktai'],
      },
    ),
    m(
      'reimb-rates',
      'fact',
      'Kompensavimo lygiai: 100 %, 90 %, 80 %, 50 % – priklauso nuo ligos kodo (TLK-10-AM) ir paciento kategorijos, ateina su e-receptu. Kompensuojama nuo bazinės kainos; pacientas moka priemoką = mažmeninė kaina − kompensuojama suma.',
      {
        tags: ['kompensavimas', 'priemoka', 'vlk'],
      },
    ),
    m(
      'priemoka-calc',
      'constraint',
      'Priemoka ir kompensuojama suma skaičiuojamos TIK src/Vaistine.Domain/Reimbursement/PriemokosSkaiciuokle.cs. Nei UI, nei POS, nei ataskaitose neperskaičiuoti – imti išsaugotas reikšmes.',
      {
        canonical: true,
        files: ['src/Vaistine.Domain/Reimbursement/PriemokosSkaiciuokle.cs'],
        tags: ['priemoka', 'kompensavimas', 'skaiciavimas'],
      },
    ),
    m(
      'priemoka-75',
      'fact',
      'Pacientams nuo 75 m. ir asmenims su nustatytu neįgalumu VLK apmoka priemoką tik už pigiausią bendrinio pavadinimo grupės vaistą. ESPBI grąžina požymį priemokaKompensuojama; jei pacientas renkasi brangesnį – priemoką moka pats.',
      {
        tags: ['priemoka', 'kompensavimas', 'senjorai', 'espbi'],
      },
    ),
    m('priemoka-claim', 'fact', 'pacientams virs 75 metu priemoka visada 0 eur, nesvarbu koks vaistas', {
      disputes: 'priemoka-75',
      tags: ['priemoka', 'senjorai'],
    }),
    m(
      'pvm-rates',
      'fact',
      'PVM: kompensuojamiesiems vaistams ir kompensuojamosioms MPP – 5 %, visoms kitoms prekėms (nekompensuojami vaistai, kosmetika, papildai) – 21 %. Tarifas imamas iš produkto PvmGrupe, ne kietai kode.',
      {
        tags: ['pvm', 'mokesciai', 'kainos'],
      },
    ),
    m(
      'pvm-claim',
      'fact',
      'visiems vaistams (ir nereceptiniams) taikomas 5% pvm, 21% tik kosmetikai ir papildams',
      {
        disputes: 'pvm-rates',
        tags: ['pvm', 'mokesciai'],
      },
    ),
    m(
      'espbi-soap',
      'fact',
      'e.sveikatos (ESPBI IS) integracija – SOAP per WCF connected service, klientas src/Vaistine.Espbi/Soap/',
      {
        age: 560,
        files: ['src/Vaistine.Espbi/Soap'],
        tags: ['espbi', 'soap', 'e-receptas'],
      },
    ),
    m(
      'espbi-fhir',
      'decision',
      'ESPBI IS integracija – HL7 FHIR R4 REST API (MedicationRequest skaitymui, MedicationDispense išdavimo registracijai), Firely SDK. Klientas src/Vaistine.Espbi/Fhir/EspbiFhirClient.cs.',
      {
        fact: 'ESPBI integracija | protokolas | HL7 FHIR R4',
        supersedes: 'espbi-soap',
        age: 220,
        files: ['src/Vaistine.Espbi/Fhir/EspbiFhirClient.cs'],
        tags: ['espbi', 'fhir', 'e-receptas', 'e.sveikata'],
      },
    ),
    m(
      'espbi-auth',
      'constraint',
      "Išdavimas ESPBI registruojamas konkretaus vaistininko vardu: token'as gaunamas per vaistininko e.sveikatos specialisto prisijungimą, ne per sisteminį paskyrą. Sisteminiu service account'u leidžiama tik skaityti žinynus ir kainynus.",
      {
        tags: ['espbi', 'autentifikacija', 'vaistininkas'],
      },
    ),
    m(
      'espbi-resilience',
      'constraint',
      'ESPBI limitas ~10 užklausų/s įstaigai. HttpClient su Polly (Microsoft.Extensions.Http.Resilience): retry 3 kartus su jitter, circuit breaker 30 s, timeout 10 s. Receptų paieškos rezultatų nekešuoti ilgiau nei 5 min.',
      {
        files: ['src/Vaistine.Espbi/EspbiServiceCollectionExtensions.cs'],
        tags: ['espbi', 'polly', 'retry', 'rate-limit'],
      },
    ),
    m(
      'espbi-test-env',
      'constraint',
      'Integraciniai testai ir lokalus darbas – tik prieš testinę e.sveikatos aplinką arba WireMock. Testiniai pacientai (fiktyvūs asmens kodai) – tests/fixtures/espbi/testiniai-pacientai.json. Prieš prod ESPBI jokių testų.',
      {
        files: ['tests/fixtures/espbi'],
        tags: ['espbi', 'testai', 'aplinkos'],
      },
    ),
    m(
      'dispense-flow',
      'fact',
      'Išdavimo srautas: receptų paieška pagal asmens kodą -> vaistininkas pasirenka -> FMD skenavimas/decommission -> kasa (fiskalinis kvitas) -> MedicationDispense į ESPBI -> PrescriptionDispensed eventas. Jei ESPBI registracija nepavyksta, išdavimas lieka būsenoje LaukiaRegistracijos ir EspbiRegistracijosRetryJob bando iš naujo.',
      {
        files: ['src/Vaistine.Api/Features/Isdavimas'],
        tags: ['isdavimas', 'e-receptas', 'espbi', 'srautas'],
      },
    ),
    m(
      'dispense-deadline',
      'constraint',
      'Išdavimas ESPBI turi būti užregistruotas ne vėliau kaip iki kitos darbo dienos 12:00. Jei vėliau – VLK gali atsisakyti kompensuoti; LaukiaRegistracijos įrašai senesni nei 4 val. kelia alertą.',
      {
        tags: ['isdavimas', 'espbi', 'terminas', 'vlk'],
      },
    ),
    m(
      'dispense-partial',
      'fact',
      'Receptą galima išduoti dalimis: kiekvienas išdavimas – atskiras MedicationDispense su išduotu kiekiu, likutis skaičiuojamas ESPBI pusėje. Receptas uždaromas, kai išduotas visas kiekis arba baigiasi galiojimas.',
      {
        tags: ['isdavimas', 'dalinis', 'e-receptas'],
      },
    ),
    m('partial-claim', 'fact', 'kompensuojamo recepto dalimis isduoti negalima, tik visas kiekis is karto', {
      disputes: 'dispense-partial',
      tags: ['isdavimas', 'dalinis', 'kompensavimas'],
    }),
    m(
      'espbi-offline',
      'constraint',
      'Kai ESPBI nepasiekiamas, išduodama pagal atsarginę tvarką (popierinis receptas): įrašas su požymiu PopierinisReceptas=true, o ESPBI registracija atliekama vėliau. /health/ready ESPBI netikrina – ESPBI gedimas neturi išjungti kasų.',
      {
        tags: ['espbi', 'offline', 'health-check', 'isdavimas'],
      },
    ),
    m(
      'fmd',
      'constraint',
      "FMD: kiekviena receptinio vaisto pakuotė skenuojama (GS1 DataMatrix: GTIN, serijos Nr., partija, galiojimas) ir išduodant decommission'inama per LMVO (NMVS). Jei NMVS grąžina alertą – pakuotės neparduoti, perkelti į karantiną ir pranešti vadovui.",
      {
        files: ['src/Vaistine.Infrastructure/Fmd'],
        tags: ['fmd', 'nmvs', 'lmvo', 'datamatrix', 'verifikacija'],
      },
    ),
    m(
      'narcotics',
      'constraint',
      'Narkotiniai ir psichotropiniai vaistai (II–III sąrašai): tik su specialiu receptu, kiekvienas išdavimas įrašomas į narkotiniu_apskaitos_zurnalas; jų nerezervuojam internetu ir nerodom e-parduotuvėje.',
      {
        tags: ['narkotiniai', 'psichotropiniai', 'apskaita', 'e-shop'],
      },
    ),
    m(
      'eshop-otc',
      'constraint',
      'E-parduotuvėje (nuotolinė prekyba) parduodami tik nereceptiniai vaistai ir kitos prekės. Receptinius galima tik rezervuoti atsiėmimui vaistinėje – apmokama vietoje per kasą.',
      {
        canonical: true,
        tags: ['e-shop', 'nereceptiniai', 'rezervacija'],
      },
    ),
    m(
      'stock',
      'fact',
      'Likučiai vedami partijomis (serija + galiojimo data). Nurašymas FEFO: pirmiausia išduodama partija, kurios galiojimas baigiasi anksčiausiai.',
      {
        tags: ['likuciai', 'partijos', 'fefo'],
      },
    ),
    m(
      'stock-reservation',
      'constraint',
      "E-shop rezervacija galioja 48 h, po to Hangfire job'as ReservationExpiryJob ją atlaisvina. Rezervacija – per StockReserved eventą, likučio eilutė saugoma su xmin concurrency.",
      {
        files: ['src/Vaistine.Worker/Jobs/ReservationExpiryJob.cs'],
        tags: ['rezervacija', 'likuciai', 'hangfire'],
      },
    ),
    m(
      'suppliers',
      'fact',
      'Didmenininkai: Tamro, Limedika, Entafarma. Jų kainoraščiai importuojami naktį 02:00, užsakymai siunčiami per jų API/EDI adapterius src/Vaistine.Infrastructure/Suppliers/<Tiekejas>/.',
      {
        files: ['src/Vaistine.Infrastructure/Suppliers'],
        tags: ['tiekejai', 'didmena', 'edi'],
      },
    ),
    m(
      'payments-paysera',
      'fact',
      'e-shop mokejimai tik per Paysera (bank linkai + korteles), callback /api/v1/payments/paysera/callback',
      {
        age: 400,
        tags: ['mokejimai', 'paysera', 'e-shop'],
      },
    ),
    m(
      'payments-montonio',
      'decision',
      "E-parduotuvės mokėjimai: Montonio – pagrindinis (bank linkai, kortelės, Apple/Google Pay); Paysera palikta tik kaip atsarginis bank link'ų tiekėjas. Tiekėjas pasirenkamas konfigūracija Payments:DefaultProvider, abu įgyvendina IPaymentProvider.",
      {
        supersedes: 'payments-paysera',
        age: 100,
        files: ['src/Vaistine.Infrastructure/Payments'],
        tags: ['mokejimai', 'montonio', 'paysera', 'e-shop'],
      },
    ),
    m(
      'payment-callback',
      'constraint',
      "Užsakymo būseną į Apmoketas keičia TIK patikrintas callback/webhook (Montonio – JWT parašas, Paysera – ss2 parašas), ne redirect'as į sėkmės puslapį. Callbackai idempotentiški pagal užsakymo UUID.",
      {
        tags: ['mokejimai', 'webhook', 'idempotentiskumas', 'saugumas'],
      },
    ),
    m(
      'montonio-jwt',
      'fact',
      "Montonio užsakymo token'as – JWT HS256, pasirašytas su secret key; webhook payload'as irgi JWT, tikrinamas tuo pačiu raktu. docker-compose.yml raktas paduodamas kaip ${MONTONIO_SECRET_KEY}.",
      {
        files: ['src/Vaistine.Infrastructure/Payments/Montonio', 'docker-compose.yml'],
        tags: ['montonio', 'jwt', 'mokejimai'],
      },
    ),
    m(
      'returns',
      'constraint',
      'Vaistų grąžinti negalima (išskyrus broką ar neteisingai išduotą prekę – tada tik vadovo patvirtinimu). Kitas e-shop prekes – 14 d. nuotolinės prekybos grąžinimas, pinigai grąžinami per tą patį mokėjimo tiekėją.',
      {
        tags: ['grazinimai', 'e-shop', 'mokejimai'],
      },
    ),
    m(
      'fiscal',
      'fact',
      'Kiekviena vaistinė turi VMI įregistruotą kasos aparatą. Kvitus siunčiam per src/Vaistine.Fiscal (FiscalBridge) į aparato tvarkyklę; kvito Nr. ir kasos Nr. saugomi pardavimo įraše. Duomenis į VMI i.EKA perduoda pats kasos aparatas.',
      {
        files: ['src/Vaistine.Fiscal'],
        tags: ['fiskalinis', 'kvitas', 'kasa', 'vmi'],
      },
    ),
    m(
      'fiscal-first',
      'constraint',
      'Pardavimas laikomas įvykusiu tik gavus fiskalinio kvito numerį. Be jo – jokios MedicationDispense registracijos ESPBI ir jokių lojalumo taškų.',
      {
        tags: ['fiskalinis', 'kvitas', 'isdavimas', 'lojalumas'],
      },
    ),
    m(
      'receipt-lines',
      'convention',
      'Kvite kompensuojamo vaisto eilutėje: mažmeninė kaina, kompensuojama suma ir priemoka atskirai. Paciento asmens kodo ir diagnozės kvite NESPAUSDINTI.',
      {
        files: ['src/Vaistine.Fiscal/KvitoFormatavimas.cs'],
        tags: ['kvitas', 'kompensavimas', 'privatumas'],
      },
    ),
    m(
      'loyalty-earn',
      'fact',
      'lojalumo kortele: 1 taskas uz kiekviena isleista euru, 100 tasku = 1 eur nuolaida',
      {
        age: 380,
        tags: ['lojalumas', 'taskai'],
      },
    ),
    m(
      'loyalty-earn-v2',
      'decision',
      'Lojalumo taškai nuo rugsėjo: 1 tšk./1 EUR standartinėms kortelėms, 2 tšk./1 EUR Auksinėms; 100 tšk. = 1 EUR nuolaida. Taškai galioja 12 mėn. nuo sukaupimo (LojalumoTaskuGaliojimoJob naikina pasibaigusius).',
      {
        supersedes: 'loyalty-earn',
        age: 60,
        files: ['src/Vaistine.Domain/Loyalty'],
        tags: ['lojalumas', 'taskai', 'kortele'],
      },
    ),
    m(
      'loyalty-no-rx',
      'constraint',
      'Lojalumo nuolaidos ir taškai NETAIKOMI receptiniams ir kompensuojamiesiems vaistams (Farmacijos įstatymas draudžia skatinti jų vartojimą). Taškai kaupiami ir nuolaida taikoma tik nereceptinėms prekėms.',
      {
        canonical: true,
        tags: ['lojalumas', 'receptiniai', 'teise'],
      },
    ),
    m(
      'loyalty-pii',
      'constraint',
      'Lojalumo programa nesiejama su sveikatos duomenimis: marketingui jokių pirkimų istorijų su vaistų pavadinimais ar ATC kodais. Segmentacija – tik pagal nereceptinių prekių kategorijas.',
      {
        tags: ['lojalumas', 'bdar', 'marketingas', 'privatumas'],
      },
    ),
    m(
      'gdpr-health',
      'constraint',
      'Receptų ir išdavimų duomenys – specialios kategorijos duomenys (BDAR 9 str.). Prieiga tik vaistininkams savo vaistinės kontekste; kiekvienas paciento duomenų peržiūrėjimas rašomas į audit_log. Išdavimo įrašai saugomi 10 metų, po to nuasmeninami.',
      {
        canonical: true,
        tags: ['bdar', 'gdpr', 'sveikatos-duomenys', 'auditas'],
      },
    ),
    m(
      'asmens-kodas',
      'constraint',
      'Asmens kodas DB saugomas užšifruotas (ASP.NET Data Protection, stulpelis asmens_kodas_enc) ir atskiras HMAC-SHA256 stulpelis asmens_kodas_hash paieškai. Loguose ir klaidose maskuojamas: 3851201****.',
      {
        files: ['src/Vaistine.Infrastructure/Persistence/AsmensKodasConverter.cs'],
        tags: ['asmens-kodas', 'sifravimas', 'bdar', 'privatumas'],
      },
    ),
    m(
      'ak-claim',
      'fact',
      'pacientai.asmens_kodas yra plain varchar(11), paieskai taip greiciau, sifruojami tik backupai',
      {
        disputes: 'asmens-kodas',
        tags: ['asmens-kodas', 'pacientai'],
      },
    ),
    m(
      'audit-log',
      'convention',
      'audit_log: kas (darbuotojo Id), kada, kurią vaistinę, kokį pacientą/receptą žiūrėjo ar keitė. Rašo AuditEndpointFilter visiems /api/v1/receptai ir /api/v1/isdavimai endpointams. Įrašai niekada netrinami ir neredaguojami.',
      {
        files: ['src/Vaistine.Api/Common/AuditEndpointFilter.cs'],
        tags: ['auditas', 'bdar', 'api'],
      },
    ),
    m('logging-serilog', 'fact', 'logai – Serilog i failus /var/log/vaistine ir i Seq (seq.vaistine.local)', {
      age: 450,
      tags: ['logai', 'serilog', 'seq'],
    }),
    m(
      'logging-otel',
      'convention',
      "Logai, metrikos ir trace'ai – OpenTelemetry į Grafana (Loki, Tempo, Prometheus). Serilog lieka tik kaip ILogger provideris su JSON išvestimi į stdout. Loguose draudžiama: asmens kodai (nemaskuoti), paciento vardas kartu su vaisto pavadinimu, diagnozės.",
      {
        supersedes: 'logging-serilog',
        age: 120,
        files: ['src/Vaistine.Api/Program.cs'],
        tags: ['logai', 'opentelemetry', 'grafana', 'privatumas'],
      },
    ),
    m(
      'auth-entra',
      'fact',
      "Darbuotojai jungiasi per Entra ID (OpenID Connect). Rolės: Vaistininkas, VaistininkoPadejejas, VaistinesVadovas, CentrinisAdmin. POS klientas gauna token'ą per device code flow.",
      {
        tags: ['autentifikacija', 'entra-id', 'roles'],
      },
    ),
    m(
      'roles-rx',
      'constraint',
      'Receptinius vaistus išduoti gali tik rolė Vaistininkas su galiojančia licencija (darbuotojas.licencija_galioja_iki >= šiandien). VaistininkoPadejejas – tik nereceptines prekes. Tikrinama policy "GaliIsduotiReceptinius".',
      {
        files: ['src/Vaistine.Api/Auth/Policies.cs'],
        tags: ['roles', 'autorizacija', 'receptiniai', 'licencija'],
      },
    ),
    m(
      'pos-client',
      'fact',
      'Kasos programa – WPF POS klientas (atskiras repo vaistine-pos), kalba su API per HTTP ir SignalR hub\'ą /hubs/likuciai (grupė "vaistine-{id}") likučių pokyčiams.',
      {
        files: ['src/Vaistine.Api/Hubs/LikuciuHub.cs'],
        tags: ['pos', 'signalr', 'kasa'],
      },
    ),
    m(
      'caching',
      'convention',
      'IDistributedCache su Redis. Kainyno eilutės kešuojamos su raktu, kuriame yra kainyno versijos Nr. (vlk:{versija}:{npakid}) – pasikeitus versijai, kešas invaliduojasi savaime. Jokio asmens duomenų kešavimo.',
      {
        tags: ['cache', 'redis', 'kainynas'],
      },
    ),
    m(
      'vlk-monthly-report',
      'fact',
      'Kas mėnesį VLK teikiama kompensuojamųjų vaistų išdavimo ataskaita ir sąskaita: Hangfire VlkMenesineAtaskaitaJob 1 d. 03:00, įtraukia tik išdavimus su ESPBI būsena Registruota. Terminas – iki 10 d.',
      {
        files: ['src/Vaistine.Worker/Jobs/VlkMenesineAtaskaitaJob.cs'],
        tags: ['vlk', 'ataskaita', 'hangfire', 'kompensavimas'],
      },
    ),
    m(
      'tests',
      'convention',
      'Testai: xUnit + FluentAssertions + NSubstitute. Integraciniai – Testcontainers (PostgreSQL, RabbitMQ) ir WebApplicationFactory<Program>. ESPBI mockinamas WireMock.Net su įrašytais FHIR atsakymais tests/fixtures/espbi/.',
      {
        files: ['tests/Vaistine.IntegrationTests', 'tests/fixtures/espbi'],
        tags: ['testai', 'xunit', 'testcontainers', 'wiremock'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): build -> test -> docker -> deploy-staging (automatiškai iš main) -> deploy-prod (rankinis). Runneriai – Kubernetes executor mūsų klasteryje.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'Prod deploy tik darbo dienomis 09:00–15:00, niekada penktadienį po 12:00 ir niekada paskutinę mėnesio darbo dieną bei pirmas 2 mėnesio dienas (VLK ataskaitos).',
      {
        tags: ['deploy', 'prod', 'freeze'],
      },
    ),
    m(
      'incident-vlk-dubliai',
      'incident',
      '2025 m. spalis: po RabbitMQ klasterio restarto PrescriptionDispensed consumeris antrą kartą apdorojo ~1 900 žinučių ir įrašė dublikatus į VLK mėnesio ataskaitą; VLK grąžino sąskaitą taisyti. Nuo tada – MassTransit inbox ir unikalus indeksas vlk_ataskaitos_eilute(isdavimo_id).',
      {
        files: ['src/Vaistine.Worker/Consumers/PrescriptionDispensedConsumer.cs'],
        tags: ['incidentas', 'vlk', 'rabbitmq', 'dublikatai'],
      },
    ),
    m(
      'deploy-claim',
      'note',
      'i prod galima deployint bet kada, jei MR patvirtino du zmones ir staging zalias',
      {
        disputes: 'deploy-window',
        tags: ['deploy', 'prod'],
      },
    ),
    m(
      'k8s',
      'fact',
      "Kubernetes on-prem (Vilniaus DC, Rancher), namespace'ai vaistine-prod ir vaistine-staging. Helm chart'as deploy/helm/vaistine, values per aplinką deploy/helm/values-<env>.yaml.",
      {
        files: ['deploy/helm'],
        tags: ['kubernetes', 'helm', 'rancher'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Slaptažodžiai ir raktai – tik Vault (kv/vaistine/<servisas>), į podus per Vault agent injector. Lokaliai – `dotnet user-secrets`. appsettings.*.json repo\'je laikomi tik placeholder\'iai, pvz. "Password=<slaptažodis>".',
      {
        canonical: true,
        files: ['src/Vaistine.Api/appsettings.Development.json'],
        tags: ['slaptazodziai', 'vault', 'konfiguracija'],
      },
    ),
    m(
      'ui-lang',
      'convention',
      "Vartotojui rodomi tekstai – lietuviškai (Resources/Messages.lt.resx). Logai, kodo komentarai, commit'ai ir PR aprašymai – angliškai.",
      {
        files: ['src/Vaistine.Api/Resources'],
        tags: ['kalba', 'lokalizacija', 'resx'],
      },
    ),
    m(
      'domain-naming',
      'convention',
      'Infrastruktūra ir bendri dalykai kode – angliškai, bet domeno terminai, kurių niekas nesupranta išversti, paliekami lietuviškai BE diakritikų: Priemoka, KompensavimoLygis, VlkKainynas, Isdavimas. Diakritikų identifikatoriuose nenaudoti.',
      {
        tags: ['naming', 'kodas', 'domenas'],
      },
    ),
    m(
      'health-checks',
      'fact',
      '/health/live ir /health/ready: ready tikrina PostgreSQL, RabbitMQ ir Redis. ESPBI, VLK ir mokėjimų tiekėjai – tik /health/deps (informacinis, ne readiness).',
      {
        tags: ['health-check', 'kubernetes', 'monitoring'],
      },
    ),
    m(
      'owners',
      'fact',
      'Atsakingi: e-receptai/ESPBI – Rūta Kazlauskienė; VLK, kompensavimas, priemokos – Mantas Petrauskas; e-shop ir mokėjimai – Tomas Jankauskas; kasos/fiskalizacija – Darius Vaitkus; infrastruktūra – Ieva Stankevičiūtė.',
      {
        tags: ['komanda', 'atsakingi'],
      },
    ),
    m(
      'pref-lt-chat',
      'preference',
      'su manim gali rasyt lietuviskai, bet commit message ir PR aprasymai angliskai',
      {},
    ),
    m('pref-small-mr', 'preference', 'MR iki ~400 eilučių; migracijos su duomenų backfill – atskiru MR', {}),
    m('note-vpn', 'note', 'staging pasiekiamas tik per sena FortiClient profili VAISTINE-OLD', {
      age: 600,
      tags: ['vpn', 'staging'],
    }),
    m(
      'note-npgsql-legacy',
      'note',
      'Npgsql 6 timestamp pakeitimai lauzia datas – Program.cs ijungtas AppContext.SetSwitch("Npgsql.EnableLegacyTimestampBehavior", true)',
      {
        age: 510,
        files: ['src/Vaistine.Api/Program.cs'],
        tags: ['npgsql', 'timestamp'],
      },
    ),
    m(
      'note-espbi-cert-renew',
      'note',
      'ESPBI testinės aplinkos sertifikatas atnaujinamas kas metus per RC (Registrų centrą), paskutinį kartą – kovą',
      {
        age: 470,
        tags: ['espbi', 'sertifikatas'],
      },
    ),
    m('cand-wolverine', 'decision', 'Pereiti nuo MassTransit prie Wolverine, kad išvengtume v9 licencijos.', {
      candidate: true,
      tags: ['masstransit', 'wolverine'],
    }),
    m('cand-marten', 'decision', 'Išdavimus saugoti kaip event stream su Marten (event sourcing).', {
      candidate: true,
      tags: ['marten', 'event-sourcing', 'isdavimas'],
    }),
    m('cand-aot', 'decision', 'Vaistine.Api kompiliuoti su Native AOT, kad greičiau startuotų podai.', {
      candidate: true,
      tags: ['aot', 'performance'],
    }),
    m('cand-sms-reminder', 'decision', 'Siųsti SMS priminimą likus 2 val. iki rezervacijos pabaigos.', {
      candidate: true,
      tags: ['rezervacija', 'sms'],
    }),
    m('cand-interactions-llm', 'decision', 'Vaistų sąveikų patikrinimą išdavimo metu daryti per LLM API.', {
      candidate: true,
      tags: ['saveikos', 'llm', 'isdavimas'],
    }),
    m(
      'secret-pg-json',
      'note',
      'prod appsettings fragmentas:\n"ConnectionStrings": { "Default": "Host=pg-prod.vaistine.local;Database=vaistine;Username=vaistine_app;Password=Vaist1n3!Pg2024" }',
      {
        secret: 'Vaist1n3!Pg2024',
      },
    ),
    m(
      'secret-rabbit-uri',
      'note',
      "worker'is prod'e jungiasi amqp://vaistine_svc:Rb7kLq2WmZx9@rabbitmq.vaistine.local:5672/prod",
      {
        secret: 'Rb7kLq2WmZx9',
      },
    ),
    m(
      'secret-paysera',
      'note',
      'Paysera projekto 184522 slaptažodis (sign_password) yra 7c1e9a4b2f8d6e3a5b0c9d8e7f6a1b2c – Tomas turi prieigą prie savitarnos',
      {
        secret: '7c1e9a4b2f8d6e3a5b0c9d8e7f6a1b2c',
      },
    ),
    m(
      'secret-montonio-env',
      'note',
      'prod .env mokėjimams:\nMONTONIO_ACCESS_KEY=6f2b0c1e-4a7d-4b8e-9c3f-2d5e8a1b7c40\nMONTONIO_SECRET_KEY=mnt_sk_9Hq2Lx7Vb4Rt8Kp3Wz6Ny1Cd5',
      {
        secret: 'mnt_sk_9Hq2Lx7Vb4Rt8Kp3Wz6Ny1Cd5',
      },
    ),
    m(
      'secret-espbi-pfx',
      'note',
      'espbi prod sertifikato (vaistine-espbi.pfx) slaptazodis: Espb1-Cert#8842Vln, galioja iki 2026-11',
      {
        secret: 'Espb1-Cert#8842Vln',
      },
    ),
    m(
      'secret-hangfire-yaml',
      'note',
      'deploy/helm/values-prod.yaml (senas, prieš Vault):\nhangfireDashboard:\n  user: admin\n  password: "Hf-Dash!2291qqV"',
      {
        secret: 'Hf-Dash!2291qqV',
      },
    ),
    m(
      'secret-fiscal-pem',
      'note',
      'FiscalBridge kvitų pasirašymo raktas:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGp8Vx3Kq2Lm9Rt7Wz4Nb6Yc1Hd5Fs8Jk0Ae3Qw2Ur9oAoGCCqGSM49\n-----END EC PRIVATE KEY-----',
      {
        secret: 'MHcCAQEEIGp8Vx3Kq2Lm9Rt7Wz4Nb6Yc1Hd5Fs8Jk0Ae3Qw2Ur9oAoGCCqGSM49',
      },
    ),
    m(
      'secret-jwt-key',
      'note',
      'POS token\'u pasirasymui appsettings.Production.json: "Jwt": { "Issuer": "vaistine-api", "SigningKey": "q8Zt3Vn6Lr1Xw5Ks9Bd2Hf7Jm4Pc0YeT" }',
      {
        secret: 'q8Zt3Vn6Lr1Xw5Ks9Bd2Hf7Jm4Pc0YeT',
      },
    ),
    m(
      'secret-montonio-webhook',
      'note',
      "Montonio staging webhook'ų tikrinimo raktas (kitas nei prod): whk_stg_4Rt8Yp2Lq6Wz9Xc3Vb7N",
      {
        secret: 'whk_stg_4Rt8Yp2Lq6Wz9Xc3Vb7N',
      },
    ),
    m(
      'secret-gitlab-token',
      'note',
      "helm chart'ų registry deploy token: gldt-Wm3Rk8Tz1Qx6Lp9Vb2Nc5Hd (user gitlab+deploy-token-17)",
      {
        secret: 'gldt-Wm3Rk8Tz1Qx6Lp9Vb2Nc5Hd',
      },
    ),
  ],
  sessions: [
    {
      id: 'vaistine-session-1',
      age: 7,
      turns: [
        said(
          "labas, šiandien taisom priemokos apvalinimo bug'ą. pažiūrėk src/Vaistine.Domain/Reimbursement/PriemokosSkaiciuokle.cs – pacientai skundžiasi 1 cento skirtumu tarp kvito ir e.sveikatos",
        ),
        replied(
          'Pažiūrėjau: dabar kompensuojama suma sumuojama neapvalinta per visas eilutes ir apvalinama tik gale, todėl atskirų eilučių priemokos kartais skiriasi 0,01 EUR.',
        ),
        said(
          'VLK taisyklė tokia: kompensuojama suma apvalinama iki cento KIEKVIENAI recepto eilutei atskirai (AwayFromZero), priemoka = mažmeninė kaina − jau apvalinta kompensuojama suma. sumuojant nieko nebeapvalinam.',
          {
            key: 's-round-per-line',
            type: 'constraint',
          },
        ),
        replied(
          'Aišku. Dar galėčiau perkelti visą apvalinimą į Money tipą ir padaryti MidpointRounding konfigūruojamą.',
        ),
        said('ne, Money šitam MR neliesk'),
        replied('Gerai, keičiu tik skaičiuoklę.'),
        said('kiek ten dabar testų yra?'),
        replied('14 unit testų PriemokosSkaiciuokleTests, visi su 2024 m. kainyno pavyzdžiais.'),
        said(
          "nuo šiol kiekvienam kompensavimo bug'ui – regresinis testas su realaus, bet nuasmeninto išdavimo duomenimis tests/Vaistine.UnitTests/Reimbursement/Regresija/, failo vardas = Jira raktas, pvz VST-1423.json",
          {
            key: 's-regression-tests',
            type: 'convention',
          },
        ),
        replied('Pridėjau VST-1423.json ir testą, kuris perskaito visus failus iš Regresija/.'),
        said(
          'dar: prie kiekvienos išdavimo eilutės turi būti išsaugotas kainyno versijos id (isdavimo_eilute.vlk_kainyno_versija_id), auditas to prašė',
          {
            key: 's-version-on-line',
            type: 'constraint',
          },
        ),
        replied('Pridėsiu stulpelį ir migraciją. Ar užpildyti senus įrašus pagal išdavimo datą?'),
        said('taip, backfill pagal isdavimo data, atskira migracija'),
        replied('Padaryta: AddVlkVersionToDispenseLine ir BackfillVlkVersionOnDispenseLine.'),
        said('testinei e.sveikatai reiks rakto, stai: EspbiTest__ClientSecret=est-7Kq9Wz2Lm5Rx8Vb3Nd4', {
          secret: 'est-7Kq9Wz2Lm5Rx8Vb3Nd4',
        }),
        replied(
          'Ačiū, įdėjau į dotnet user-secrets lokaliai, į repo nekeliu. Geriau jį vėliau pakeisti, nes jis dabar pokalbyje.',
        ),
        said('ok, aciu'),
      ],
    },
    {
      id: 'vaistine-session-2',
      age: 2,
      turns: [
        said(
          "montonio webhook'as kartais ateina du kartus ir užsakymas pažymimas apmokėtu dukart – klientui išsiunčiam du laiškus",
        ),
        replied(
          'Callback handleris neturi idempotentiškumo patikros – kiekvienas kvietimas publikuoja OrderPaid iš naujo.',
        ),
        said(
          'taip, tvarkom. ir dar: laiškus ir SMS klientams siunčia tik Notifications consumeris pagal OrderPaid eventą, ne pats callback handleris ar endpointas',
          {
            key: 's-notifications-via-event',
            type: 'convention',
          },
        ),
        replied(
          'Pertvarkiau: handleris tik atnaujina būseną ir per outbox publikuoja OrderPaid; laišką siunčia OrderPaidNotificationConsumer.',
        ),
        said('ok. kita tema – rezervacijos. kiek dabar laikom?'),
        replied('48 valandas, po to ReservationExpiryJob atlaisvina.'),
        said(
          'keičiam: receptinių vaistų rezervacija galioja iki kitos darbo dienos vaistinės uždarymo, nereceptinių – 48 h kaip buvo. darbo laikas imamas iš vaistines_darbo_laikas lentelės',
          {
            key: 's-rx-reservation',
            type: 'decision',
          },
        ),
        replied('Suprantu. Galiu iškart pridėti ir SMS priminimą likus 2 val. iki rezervacijos pabaigos.'),
        said('hmm, del SMS dar pagalvosiu'),
        replied('Gerai, nedarau.'),
        said("o koks to job'o intervalas?"),
        replied('Kas 15 min.'),
        said(
          "palik. beje, visi nauji Hangfire job'ai turi turėti [DisableConcurrentExecution(600)] ir [AutomaticRetry(Attempts = 3)], o recurring job ID – kebab-case lietuviškai be diakritikų, pvz rezervaciju-galiojimas",
          {
            key: 's-hangfire-attrs',
            type: 'convention',
          },
        ),
        replied(
          "Pritaikiau ReservationExpiryJob ir pervadinau ID į rezervaciju-galiojimas. Ar perdaryti ir senus job'us?",
        ),
        said('ne dabar'),
        replied('Ok.'),
      ],
    },
  ],
  prompts: [
    p(
      'sveiki, reikia naujo endpointo receptų paieškai pagal asmens kodą, dėk į src/Vaistine.Api/Features/Receptai/',
      ['minimal-api', 'espbi-fhir', 'espbi-auth', 'asmens-kodas', 'audit-log', 'pharmacy-context'],
    ),
    p('priemoka kvite skiriasi 0,01 € nuo to, ką rodo e.sveikata, gal gali pažiūrėt?', [
      's-round-per-line',
      'priemoka-calc',
      'money-decimal',
    ]),
    p('parasyk regresini testa VST-1502 bugui (neteisinga kompensuojama suma 80% receptui)', [
      's-regression-tests',
      'tests',
      'priemoka-calc',
    ]),
    p('pridėk naują stulpelį isdavimo_eilute lentelei ir migraciją', [
      'migrations',
      'efcore-naming',
      'pref-small-mr',
    ]),
    p(
      'kokią kainyno versiją naudot, jei receptas išduodamas 1 d., o naujas kainynas įsigalioja tą pačią dieną?',
      ['vlk-versions', 'vlk-import-api', 's-version-on-line'],
    ),
    p("VLK kainyno importas šiąnakt nukrito su XmlException, kur tas job'as?", [
      'vlk-import-api',
      'hangfire',
    ]),
    p("farmacijos skyrius klausia, ar dar reikia kas mėnesį įkelti kainyno Excel'į", ['vlk-import-api']),
    p('75 metų pacientė perka brangesnį analogą – kiek ji moka priemokos?', [
      'priemoka-75',
      'priemoka-claim',
      'reimb-rates',
    ]),
    p('koks PVM tarifas nereceptiniam ibuprofenui?', ['pvm-rates', 'pvm-claim']),
    p('pacientas nori tik pusę pakuočių iš kompensuojamo recepto, ar galim išduoti dalį?', [
      'dispense-partial',
      'partial-claim',
    ]),
    p(
      'Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.\n   at Vaistine.Espbi.Fhir.EspbiFhirClient.SearchMedicationRequestsAsync — kasos stovi!',
      ['espbi-resilience', 'espbi-offline', 'health-checks'],
    ),
    p('e.sveikata neveikia jau valandą, ką daryti vaistinėse su kompensuojamais receptais?', [
      'espbi-offline',
      'dispense-deadline',
    ]),
    p('išdavimų su būsena LaukiaRegistracijos susikaupė 300, nuo vakar. ar tai problema?', [
      'dispense-deadline',
      'dispense-flow',
    ]),
    p(
      "registruojant MedicationDispense naudok sisteminį service account'ą, paprasčiau nei vaistininko token'as",
      ['espbi-auth'],
    ),
    p('integraciniams testams gal galim naudoti prod ESPBI su mano asmens kodu?', [
      'espbi-test-env',
      'tests',
    ]),
    p('NMVS grąžino alertą skenuojant pakuotę, ką sistema turi daryti?', ['fmd']),
    p('pridėk DataMatrix parsinimą POS skenavimui, GTIN + serija + partija + galiojimas', ['fmd', 'npakid']),
    p('ar galima parduoti tramadolį e-parduotuvėje su rezervacija?', ['narcotics', 'eshop-otc']),
    p('norim leisti pirkti receptinius vaistus internetu su pristatymu, kas reikia padaryt?', [
      'eshop-otc',
      's-rx-reservation',
    ]),
    p('receptinio vaisto rezervacija dingo po 48 h, nors klientas buvo sakęs, kad atvyks rytoj ryte', [
      's-rx-reservation',
      'stock-reservation',
    ]),
    p("naujas hangfire job'as pasibaigusiems lojalumo taškams nurašyti", [
      's-hangfire-attrs',
      'hangfire',
      'loyalty-earn-v2',
    ]),
    p('kiek taškų gauna Auksinės kortelės turėtojas už 30 € pirkinį?', ['loyalty-earn-v2', 'loyalty-no-rx']),
    p('kodėl lojalumo nuolaida nepritaikoma kompensuojamam vaistui kasoje? klientas piktas', [
      'loyalty-no-rx',
    ]),
    p('marketingas nori segmento "pirko vaistus nuo diabeto per 6 mėn" naujienlaiškiui', [
      'loyalty-pii',
      'gdpr-health',
    ]),
    p("montonio webhook'as ateina du kartus, klientas gauna du patvirtinimo laiškus", [
      'payment-callback',
      's-notifications-via-event',
      'consumer-idempotent',
    ]),
    p("po sėkmingo apmokėjimo redirect'o pažymėk užsakymą apmokėtu, kad klientas iškart matytų", [
      'payment-callback',
    ]),
    p('kaip patikrinti Montonio webhook parašą? src/Vaistine.Infrastructure/Payments/Montonio/', [
      'montonio-jwt',
      'payment-callback',
    ]),
    p("pridėk Apple Pay e-shop'e", ['payments-montonio']),
    p('ar Paysera dar naudojam?', ['payments-montonio']),
    p(
      'klientas nori grąžinti neatidarytą vitaminų pakuotę ir nereceptinius lašus, pirkta internetu prieš savaitę',
      ['returns'],
    ),
    p('kvitas kompensuojamam vaistui turi rodyti kompensaciją – kaip dabar formuojama eilutė?', [
      'receipt-lines',
      'fiscal',
    ]),
    p('ar galima spausdinti paciento asmens kodą kvite, kad būtų aišku kam išduota?', [
      'receipt-lines',
      'asmens-kodas',
    ]),
    p(
      'kasos aparatas neatsakė ir negavom kvito nr, bet ESPBI išdavimas jau nusiųstas. kaip taip gali būti?',
      ['fiscal-first', 'dispense-flow', 'fiscal'],
    ),
    p('kas siunčia duomenis į i.EKA – mes ar kasa?', ['fiscal']),
    p('užsakymo patvirtinimo SMS siųsk tiesiai iš PaymentsEndpoints po statuso pakeitimo', [
      's-notifications-via-event',
      'outbox',
    ]),
    p('publikuok StockReserved iš rezervacijos endpointo per IPublishEndpoint', [
      'outbox',
      'event-contracts',
    ]),
    p('reikia pridėti lauką prie PrescriptionDispensed kontrakto – vaistininko licencijos nr', [
      'event-contracts',
    ]),
    p('consumeris PrescriptionDispensedConsumer du kartus sukūrė VLK eilutę po rabbit restarto', [
      'consumer-idempotent',
      'incident-vlk-dubliai',
    ]),
    p('atnaujink MassTransit į naujausią versiją', ['masstransit-license']),
    p('ar dar turim Azure Service Bus prenumeratą?', ['mq-rabbit']),
    p('perrašyk UsersController į naują stilių', ['minimal-api', 'validation']),
    p('pridėk AutoMapper profilį naujam DTO', ['minimal-api']),
    p('validacijos klaida grąžina 500 su stack trace vietoj normalaus atsakymo', [
      'problem-details',
      'validation',
    ]),
    p('pos klientai nuluš, jei pakeisim /api/v1/likuciai atsakymo formatą?', [
      'api-versioning',
      'pos-client',
    ]),
    p('DbUpdateConcurrencyException kai dvi kasos vienu metu parduoda paskutinę pakuotę', [
      'xmin-concurrency',
      'stock',
    ]),
    p('kuria partiją nurašyti išduodant, jei yra trys su skirtingu galiojimu?', ['stock']),
    p('vaistininkė iš Kauno mato Vilniaus vaistinės likučius, bug?', ['pharmacy-context']),
    p('centrinei ataskaitai reikia visų vaistinių pardavimų, filtras neleidžia', [
      'pharmacy-context',
      'ef-queries',
    ]),
    p('mėnesio VLK ataskaita užtrunka 40 min ir suvalgo 6 GB atminties', [
      'ef-queries',
      'vlk-monthly-report',
    ]),
    p('kada generuojama VLK mėnesinė ataskaita ir kas į ją patenka?', ['vlk-monthly-report']),
    p('loguose matau pilnus asmens kodus iš EspbiFhirClient', ['logging-otel', 'asmens-kodas']),
    p("kur rasti logus? Seq'e nieko nėra nuo birželio", ['logging-otel']),
    p('paieška pagal asmens kodą lėta, galim tiesiog pridėti indeksą ant asmens_kodas stulpelio?', [
      'asmens-kodas',
      'ak-claim',
    ]),
    p('pacientas prašo ištrinti visus jo duomenis pagal BDAR 17 str.', ['gdpr-health', 'asmens-kodas']),
    p('vaistininko padėjėja nori išduoti receptinį vaistą, sistema neleidžia – ar teisingai?', ['roles-rx']),
    p('vaistininkės licencija baigėsi vakar, ar ji dar gali išdavinėti?', ['roles-rx']),
    p("kaip POS klientas gauna token'ą?", ['auth-entra', 'pos-client']),
    p('likučių pokyčiai neateina į kasą realiu laiku', ['pos-client']),
    p("kešuokim receptų paieškos rezultatus Redis'e valandai", ['espbi-resilience', 'caching']),
    p('kainyno kešas rodo senas kainas po naujos versijos įsigaliojimo', ['caching', 'vlk-versions']),
    p('Tamro kainoraštis neimportuotas šiąnakt', ['suppliers']),
    p('koks produkto raktas jungiant su VLK kainynu – GTIN ar mūsų SKU?', ['npakid']),
    p('pridėk ATC kodą prie produkto kortelės UI', ['product-catalog', 'ui-lang']),
    p('Hangfire dashboard neatsidaro iš namų', ['hangfire']),
    p("deploy'inam hotfix'ą į prod penktadienį 14 val?", ['deploy-window', 'deploy-claim']),
    p("kur dėti naują ESPBI client secret'ą prod'ui?", ['secrets-vault', 'k8s']),
    p('appsettings.Development.json – kokį connection string ten palikti?', ['secrets-vault']),
    p('kokia .NET versija naujam projektui Vaistine.Reports?', ['net8', 'sln-layout']),
    p(
      "System.InvalidCastException: Cannot write DateTime with Kind=Unspecified to PostgreSQL type 'timestamp with time zone'",
      ['time-utc'],
    ),
    p('recepto galiojimo data DB rodoma diena anksčiau', ['time-utc']),
    p('kaip pavadinti klasę, kuri skaičiuoja kompensavimo lygį? KompensavimoLygisSkaičiuoklė?', [
      'domain-naming',
    ]),
    p('klaidos pranešimas vartotojui angliškai "Invalid personal code", reikia pataisyt', [
      'ui-lang',
      'validation',
    ]),
    p('parašyk integracinį testą išdavimo endpointui su RabbitMQ', ['tests', 'espbi-test-env']),
    p('kas atsakingas už fiskalizaciją?', ['owners']),
    p('readiness probe krenta, kai Montonio API lėtas', ['health-checks']),
    p('ačiū, viskas veikia', []),
    p('kuo skiriasi record ir record struct C#?', []),
    p('paaiškink trumpai kas yra IAsyncEnumerable', []),
    p('ok, commitink', []),
    p("kaip git'e atšaukti paskutinį commit'ą, bet palikti pakeitimus?", []),
    p('regex lietuviškam mobilaus telefono numeriui +370 6xx xxxxx', []),
    p('kas geriau – Span<T> ar Memory<T> async metode?', []),
    p('apibendrink šiandienos pakeitimus', []),
  ],
});
