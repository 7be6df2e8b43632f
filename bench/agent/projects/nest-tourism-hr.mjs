// A Croatian holiday-apartment booking and host-management backend: eVisitor guest registration, fiskalizacija
// (ZKI/JIR, FINA certificate), boravišna pristojba, Booking.com/Airbnb channel sync, CorvusPay. Mostly in Croatian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'nest-tourism-hr',
  stack:
    'TypeScript, NestJS 10 + TypeORM 0.3 + PostgreSQL 16, BullMQ 5 + Redis 7, Next.js 14 (App Router, next-intl, TanStack Query) host dashboard, eVisitor web servis, fiskalizacija (CIS, FINA certifikat), CorvusPay, Channex channel manager + iCal, Postmark, Infobip, pnpm + Turborepo, Jest + Testcontainers, k3s na Hetzner Cloud, GitLab CI',
  memories: [
    m(
      'orm-sync',
      'convention',
      'TypeORM: synchronize: true u devu i na stagingu, shema se sama poravna s entitetima; migracije pišemo samo za produkciju.',
      {
        age: 520,
        files: ['apps/api/src/database/data-source.ts'],
        tags: ['typeorm', 'synchronize', 'migracije'],
      },
    ),
    m(
      'orm-migrations',
      'decision',
      'Više ne koristimo synchronize nigdje, ni lokalno. Sve promjene sheme idu kroz migracije: pnpm --filter api typeorm migration:generate src/database/migrations/<ImePromjene>, pregled SQL-a u MR-u, migrationsRun: false, migracije se pokreću kao zaseban Job prije deploya. Razlog: synchronize je na stagingu dropao i ponovno kreirao guests.document_number_enc i obrisao podatke 300 testnih gostiju.',
      {
        fact: 'schema changes | managed_by | TypeORM migrations',
        supersedes: 'orm-sync',
        age: 300,
        canonical: true,
        files: ['apps/api/src/database/migrations', 'apps/api/src/database/data-source.ts'],
        reason: 'synchronize je obrisao stupac s podacima na stagingu',
        tags: ['typeorm', 'migracije', 'synchronize'],
      },
    ),
    m(
      'naming-strategy',
      'convention',
      'Entiteti: SnakeNamingStrategy (typeorm-naming-strategies), tablice u množini na engleskom (reservations, guests, invoices, properties), entiteti u apps/api/src/modules/<domena>/entities/*.entity.ts. Primarni ključevi su uuid (gen_random_uuid()).',
      {
        files: ['apps/api/src/modules'],
        tags: ['typeorm', 'naming', 'entiteti'],
      },
    ),
    m(
      'queue-bull',
      'fact',
      'pozadinski jobovi: @nestjs/bull + bull 4, procesori su u apps/api/src/jobs/, vrte se u istom procesu kao API',
      {
        age: 450,
        files: ['apps/api/src/jobs'],
        tags: ['bull', 'queue', 'jobs'],
      },
    ),
    m(
      'queue-bullmq',
      'decision',
      'Prešli smo s Bull-a na BullMQ 5 (@nestjs/bullmq). Procesori više nisu u API procesu nego u zasebnoj aplikaciji apps/worker (NestJS standalone), API samo dodaje jobove. Stari apps/api/src/jobs je obrisan. Razlog: eVisitor i fiskalizacija su blokirali event loop API-ja u špici subotom.',
      {
        fact: 'background jobs | run_on | BullMQ in apps/worker',
        supersedes: 'queue-bull',
        age: 230,
        files: ['apps/worker/src/processors'],
        reason: 'jobovi su usporavali API u subotnjoj špici',
        tags: ['bullmq', 'queue', 'worker'],
      },
    ),
    m(
      'queues-list',
      'fact',
      'BullMQ queueovi: evisitor-prijava, evisitor-odjava, fiskalizacija, invoice-pdf, ical-sync, channel-push, email, sms, payouts. Imena su konstante u libs/common/src/queues.ts, nikad string literal u kodu.',
      {
        files: ['libs/common/src/queues.ts'],
        tags: ['bullmq', 'queue', 'naming'],
      },
    ),
    m(
      'fisk-retry',
      'constraint',
      'Queue fiskalizacija: attempts 20, exponential backoff od 30 s, ukupno mora stati u 48 h (rok za naknadnu dostavu računa). Nakon zadnjeg pokušaja job ide u dead-letter i šalje alarm, ne smije tiho nestati.',
      {
        files: ['apps/worker/src/processors/fiskalizacija.processor.ts'],
        tags: ['fiskalizacija', 'bullmq', 'retry', 'naknadna-dostava'],
      },
    ),
    m(
      'evisitor-retry',
      'constraint',
      'Queue evisitor-prijava: attempts 10, exponential backoff od 60 s. Nakon zadnjeg pokušaja job ide u dead-letter i šalje alarm.',
      {
        files: ['apps/worker/src/processors/evisitor-prijava.processor.ts'],
        tags: ['evisitor', 'bullmq', 'retry'],
      },
    ),
    m(
      'bullmq-conn',
      'constraint',
      'BullMQ Worker konekcija na Redis mora imati maxRetriesPerRequest: null (i enableReadyCheck: false), inače worker pukne pri reconnectu. Koristi createRedisConnection() iz libs/common/src/redis.ts, ne novi IORedis ručno.',
      {
        files: ['libs/common/src/redis.ts'],
        tags: ['bullmq', 'redis', 'ioredis'],
      },
    ),
    m(
      'evisitor-deadline',
      'constraint',
      'Gost mora biti prijavljen u eVisitor najkasnije 24 sata od dolaska, a odjavljen na dan odlaska. Za kasnu prijavu kazna ide domaćinu, ne nama, ali ugovor kaže da mi odgovaramo ako je do nas. Zato se prijava šalje čim domaćin potvrdi dolazak (check-in u dashboardu), ne batchom navečer.',
      {
        canonical: true,
        reaffirm: 5,
        tags: ['evisitor', 'prijava', 'rok', 'zakon'],
      },
    ),
    m(
      'evisitor-48h-claim',
      'fact',
      'rok za prijavu gosta u eVisitor je 48 sati od dolaska, ne treba žuriti s prijavom isti dan',
      {
        disputes: 'evisitor-deadline',
        tags: ['evisitor', 'rok'],
      },
    ),
    m(
      'evisitor-host-creds',
      'fact',
      'za eVisitor čuvamo korisničko ime i lozinku svakog domaćina (hosts.evisitor_username, hosts.evisitor_password_enc) i logiramo se kao on',
      {
        age: 480,
        files: ['apps/api/src/modules/hosts/entities/host.entity.ts'],
        tags: ['evisitor', 'credentials', 'hosts'],
      },
    ),
    m(
      'evisitor-agency',
      'decision',
      'Ne čuvamo više eVisitor lozinke domaćina. Domaćin nas u eVisitoru ovlasti kao agenciju (ovlaštenje za prijavu/odjavu gostiju), a mi šaljemo pod našim agencijskim korisnikom, s OIB-om domaćina i šifrom objekta. Stupci evisitor_username / evisitor_password_enc su obrisani migracijom 1717000000000-DropHostEvisitorCreds.',
      {
        fact: 'evisitor submissions | authenticated_as | agency user',
        supersedes: 'evisitor-host-creds',
        age: 260,
        canonical: true,
        files: ['libs/evisitor/src/evisitor.client.ts'],
        reason: 'ne želimo držati tuđe lozinke; domaćini su ih mijenjali i prijave su pucale',
        tags: ['evisitor', 'agencija', 'ovlaštenje', 'credentials'],
      },
    ),
    m(
      'evisitor-api',
      'fact',
      'eVisitor web servis (JSON preko HTTPS): POST Resources/AspNetFormsAuth/Authentication/Login → auth cookie; prijava preko ImportTourists, odjava preko CheckOutTourist, storno prijave CancelTouristCheckIn. Test okruženje https://www.evisitor.hr/testApi/. Klijent: libs/evisitor/src/evisitor.client.ts, cookie se obnavlja na 401.',
      {
        files: ['libs/evisitor/src/evisitor.client.ts'],
        tags: ['evisitor', 'api', 'importtourists'],
      },
    ),
    m(
      'evisitor-codebooks',
      'convention',
      'Šifrarnici eVisitora (države, vrste putnih isprava, kategorije plaćanja boravišne, razlozi boravka) dohvaćaju se tjedno (nedjelja 03:00) u tablicu evisitor_codebook. Nikad ne hardkodirati šifre u kodu ni u frontendu, dashboard ih čita preko GET /api/v1/evisitor/codebooks/:type.',
      {
        files: ['apps/worker/src/processors/evisitor-codebook.processor.ts'],
        tags: ['evisitor', 'šifrarnik', 'codebook'],
      },
    ),
    m(
      'evisitor-id',
      'constraint',
      'Svaka prijava gosta ima naš uuid (evisitor_registrations.id) koji šaljemo kao ID u ImportTourists. Na retry šaljemo ISTI ID, nikad novi, inače eVisitor napravi duplu prijavu i domaćin plati boravišnu dvaput.',
      {
        files: [
          'libs/evisitor/src/evisitor.client.ts',
          'apps/worker/src/processors/evisitor-prijava.processor.ts',
        ],
        tags: ['evisitor', 'idempotentnost', 'retry', 'duplikati'],
      },
    ),
    m(
      'evisitor-incident',
      'incident',
      'Kolovoz 2025: worker je 30 h slao prijave s isteklim auth cookiejem, eVisitor je vraćao 200 s HTML login stranicom pa smo to tretirali kao uspjeh. 214 gostiju prijavljeno kasno, dva domaćina u Makarskoj dobila opomenu turističke inspekcije. Fix: klijent provjerava Content-Type i tijelo odgovora, ne samo status; test libs/evisitor/src/evisitor.client.spec.ts.',
      {
        files: ['libs/evisitor/src/evisitor.client.spec.ts'],
        tags: ['incident', 'evisitor', 'auth', 'kasna-prijava'],
      },
    ),
    m(
      'evisitor-alert',
      'constraint',
      'Alarm (Slack #ops-alarmi + SMS dežurnom preko Infobipa) ako neka prijava u evisitor-prijava čeka duže od 6 h od check-ina.',
      {
        files: ['apps/worker/src/monitoring/evisitor-lag.monitor.ts'],
        tags: ['evisitor', 'alarm', 'monitoring'],
      },
    ),
    m(
      'guest-doc-gdpr',
      'constraint',
      'Broj putne isprave i datum rođenja gosta šifriraju se na razini aplikacije (AES-256-GCM, ključ iz Vaulta, kolone guests.document_number_enc / birth_date_enc, EncryptedColumnTransformer). Skenove osobnih i putovnica NE spremamo: OCR (MRZ) radi u browseru, na server dolaze samo polja. Podaci isprave brišu se 12 mjeseci nakon odlaska (job gdpr-purge).',
      {
        canonical: true,
        files: [
          'apps/api/src/modules/guests/entities/guest.entity.ts',
          'libs/common/src/crypto/encrypted-column.transformer.ts',
        ],
        tags: ['gdpr', 'gosti', 'isprave', 'šifriranje'],
      },
    ),
    m(
      'guest-doc-claim',
      'fact',
      'slike osobnih/putovnica spremamo u bucket guest-docs na Hetzner Object Storageu, trebaju nam za reklamacije s inspekcijom',
      {
        disputes: 'guest-doc-gdpr',
        tags: ['gosti', 'isprave', 's3'],
      },
    ),
    m(
      'oib',
      'convention',
      'OIB validacija (ISO 7064, MOD 11,10) je u libs/common/src/oib.ts (isValidOib). OIB domaćina je obavezan za eVisitor i za račune; DTO ga validira s @IsOib(). U testovima koristimo izmišljene ali ispravne OIB-ove 69435151530 i 83462109572.',
      {
        files: ['libs/common/src/oib.ts'],
        tags: ['oib', 'validacija', 'testovi'],
      },
    ),
    m(
      'facility-code',
      'fact',
      'Svaki smještajni objekt ima eVisitor šifru objekta i kategoriju (properties.evisitor_facility_code). Jedan domaćin može imati više objekata, a jedan objekt više jedinica (units). Prijava gosta ide na objekt, ne na jedinicu.',
      {
        tags: ['evisitor', 'objekt', 'properties'],
      },
    ),
    m(
      'fisk-when',
      'fact',
      'Fiskaliziraju se svi računi plaćeni karticom (CorvusPay) ili gotovinom (recepcija u Trogiru). Računi plaćeni virmanom (transakcijski račun, agencije) ne idu u fiskalizaciju 1.0. Logika je u libs/fiskal/src/fiskal.service.ts → requiresFiscalization(payment).',
      {
        files: ['libs/fiskal/src/fiskal.service.ts'],
        tags: ['fiskalizacija', 'računi', 'kartice'],
      },
    ),
    m(
      'fisk-zki',
      'fact',
      'ZKI (zaštitni kod izdavatelja) računamo lokalno prije slanja: RSA-SHA1 potpis stringa OIB + datumVrijeme (dd.MM.yyyy HH:mm:ss) + brojRačuna + oznakaPP + oznakaNU + ukupniIznos, pa MD5 hex tog potpisa (32 znaka). Kod: libs/fiskal/src/zki.ts. JIR vraća CIS Porezne u odgovoru na RacunZahtjev.',
      {
        files: ['libs/fiskal/src/zki.ts'],
        tags: ['fiskalizacija', 'zki', 'jir', 'cis'],
      },
    ),
    m(
      'fisk-no-jir',
      'constraint',
      'Ako CIS ne vrati JIR unutar 2 s, račun se izdaje samo sa ZKI-jem, a worker ga šalje ponovno s NakDost=true unutar 48 h. Checkout gosta nikad ne čeka JIR i nikad ne pada zbog CIS-a.',
      {
        canonical: true,
        files: ['libs/fiskal/src/fiskal.service.ts', 'apps/worker/src/processors/fiskalizacija.processor.ts'],
        tags: ['fiskalizacija', 'jir', 'timeout', 'naknadna-dostava'],
      },
    ),
    m(
      'fisk-numbering',
      'constraint',
      'Broj računa: <redni broj>/<oznaka poslovnog prostora>/<oznaka naplatnog uređaja>, npr. 1843/WEB1/1. Redni broj kreće od 1 svake kalendarske godine, po poslovnom prostoru, bez rupa. Generira se u istoj transakciji kao račun: SELECT ... FOR UPDATE na invoice_sequences. Nikad sekvenca u Postgresu (rupe kod rollbacka).',
      {
        files: ['apps/api/src/modules/invoices/invoice-number.service.ts'],
        tags: ['fiskalizacija', 'broj-računa', 'sekvenca'],
      },
    ),
    m(
      'fisk-immutable',
      'constraint',
      'Fiskalizirani račun se nikad ne mijenja ni briše. Ispravak ili povrat = storno račun (iste stavke s negativnim iznosima, novi broj, referenca na izvorni račun) koji se isto fiskalizira, pa po potrebi novi račun.',
      {
        canonical: true,
        files: ['apps/api/src/modules/invoices/invoices.service.ts'],
        tags: ['fiskalizacija', 'storno', 'računi'],
      },
    ),
    m(
      'fisk-cert',
      'fact',
      'Fiskalizacija koristi FINA aplikacijski certifikat (.p12). Demo: cistest.apis-it.hr:8449 s demo certifikatom, produkcija: cis.porezna-uprava.hr:8449. Certifikat i lozinka su u Vaultu (secret/domacin/fiskal), worker ih učitava pri startu.',
      {
        files: ['libs/fiskal/src/cis.client.ts'],
        tags: ['fiskalizacija', 'fina', 'certifikat', 'cis'],
      },
    ),
    m('cert-demo-expiry', 'fact', 'FINA demo certifikat za fiskalizaciju istječe 14.09.2026.', {
      tags: ['fina', 'certifikat', 'istek'],
    }),
    m('cert-prod-expiry', 'fact', 'FINA produkcijski certifikat za fiskalizaciju istječe 03.03.2027.', {
      tags: ['fina', 'certifikat', 'istek'],
    }),
    m(
      'fisk-2',
      'fact',
      'Fiskalizacija 2.0 od 1.1.2026.: B2B računi (agencije, tvrtke s OIB-om) idu kao eRačun (UBL 2.1, EN 16931) preko informacijskog posrednika i fiskaliziraju se tim putem. B2C računi gostima ostaju po starom (ZKI/JIR). Modul: libs/eracun, tip kupca odlučuje invoice.buyer_type.',
      {
        files: ['libs/eracun'],
        tags: ['fiskalizacija-2', 'eračun', 'ubl', 'b2b'],
      },
    ),
    m(
      'invoice-who',
      'fact',
      'Gostu račun izdajemo mi (Domaćin d.o.o., agencija) za cijeli boravak, PDV 13% na smještaj. Domaćinu isplaćujemo iznos umanjen za proviziju i izdajemo mu zaseban račun za proviziju s PDV-om 25%.',
      {
        tags: ['računi', 'pdv', 'provizija'],
      },
    ),
    m(
      'vat-rates',
      'fact',
      'PDV stope: smještaj 13%, provizija i servisna naknada platforme 25%. Boravišna pristojba nije u osnovici za PDV i ide kao zasebna stavka bez PDV-a.',
      {
        tags: ['pdv', 'porez', 'boravišna'],
      },
    ),
    m(
      'currency-hrk',
      'fact',
      'sve cijene su u kunama (HRK), stupci price_hrk, total_hrk; CorvusPay currency=HRK',
      {
        age: 900,
        tags: ['valuta', 'hrk'],
      },
    ),
    m(
      'currency-eur',
      'fact',
      'Od 1.1.2023. više nema kuna: sve je u EUR. Stupci *_hrk preimenovani su u *_eur (migracija 1672531200000-EuroSwitch), a fiksni tečaj 7,53450 koristi se samo u izvještajima za 2022. i starije.',
      {
        fact: 'currency | is | EUR',
        supersedes: 'currency-hrk',
        age: 700,
        tags: ['valuta', 'eur', 'hrk', 'tečaj'],
      },
    ),
    m(
      'money-cents',
      'convention',
      'Iznosi su u bazi integer centi (amount_cents, total_cents, bigint), nikad float ni numeric u eurima. Pretvorba u "123.45" string samo na rubu: CorvusPay, CIS XML i PDF. Helper libs/common/src/money.ts.',
      {
        files: ['libs/common/src/money.ts'],
        tags: ['novac', 'centi', 'iznosi'],
      },
    ),
    m(
      'money-numeric-claim',
      'fact',
      'iznosi u bazi su numeric(10,2) u eurima, dogovorili smo tako zbog izvještaja u Metabaseu',
      {
        disputes: 'money-cents',
        tags: ['novac', 'iznosi'],
      },
    ),
    m(
      'tax-hardcoded',
      'fact',
      'stope boravišne pristojbe su u apps/api/src/modules/tourist-tax/tourist-tax.constants.ts (Split 1,86 €, Trogir 1,60 €, Makarska 1,60 €, Hvar 1,86 € po osobi po noćenju u sezoni)',
      {
        age: 380,
        files: ['apps/api/src/modules/tourist-tax/tourist-tax.constants.ts'],
        tags: ['boravišna', 'stope', 'pristojba'],
      },
    ),
    m(
      'tax-table',
      'decision',
      'Stope boravišne pristojbe više nisu u kodu. Sad su u tablici tourist_tax_rates (municipality_code, season, amount_cents, valid_from, valid_to), jer općine mijenjaju iznose svake godine. Unos preko admin sučelja, izračun uzima stopu važeću na datum noćenja. tourist-tax.constants.ts je obrisan.',
      {
        fact: 'tourist tax rates | stored_in | tourist_tax_rates table',
        supersedes: 'tax-hardcoded',
        age: 150,
        files: ['apps/api/src/modules/tourist-tax/tourist-tax.service.ts'],
        reason: 'općine mijenjaju iznose svake godine',
        tags: ['boravišna', 'stope', 'pristojba', 'admin'],
      },
    ),
    m(
      'tax-children',
      'constraint',
      'Boravišna: djeca do 12 godina ne plaćaju, od 12 do 18 godina plaćaju 50%. Dob se računa na datum dolaska, ne na datum rezervacije.',
      {
        files: ['apps/api/src/modules/tourist-tax/tourist-tax.service.ts'],
        tags: ['boravišna', 'djeca', 'popust'],
      },
    ),
    m(
      'tax-pausal',
      'fact',
      'Domaćini u obiteljskom smještaju (privatni iznajmljivači) plaćaju boravišnu paušalno po krevetu godišnje. Za njih NE naplaćujemo boravišnu od gosta po noćenju. Flag hosts.tourist_tax_mode = PAUSAL | PER_NIGHT.',
      {
        tags: ['boravišna', 'paušal', 'domaćini'],
      },
    ),
    m(
      'tax-invoice-line',
      'convention',
      'Na računu gostu boravišna je zasebna stavka "Boravišna pristojba" (bez PDV-a), nikad ugrađena u cijenu noćenja.',
      {
        files: ['apps/api/src/modules/invoices/invoice-lines.builder.ts'],
        tags: ['boravišna', 'računi', 'stavke'],
      },
    ),
    m(
      'ical-all',
      'fact',
      'Booking.com i Airbnb kalendari se sinkroniziraju preko iCal-a: uvoz svakih 15 min (ical-sync), izvoz na /ical/:unitId.ics',
      {
        age: 420,
        files: ['apps/worker/src/processors/ical-sync.processor.ts'],
        tags: ['ical', 'booking', 'airbnb', 'sync'],
      },
    ),
    m(
      'channel-manager',
      'decision',
      'Booking.com više ne ide preko iCal-a. Od ožujka 2025. spojeni smo na Booking.com preko channel managera (Channex): rezervacije, izmjene i otkazivanja stižu webhookom na POST /api/v1/channel/webhooks/channex, a dostupnost i cijene guramo kroz queue channel-push. iCal je ostao samo za Airbnb i manje portale.',
      {
        fact: 'booking.com sync | via | Channex channel manager',
        supersedes: 'ical-all',
        age: 200,
        files: ['apps/api/src/modules/channel', 'apps/worker/src/processors/channel-push.processor.ts'],
        reason: 'iCal kasni i nema podatke o gostu ni cijenu',
        tags: ['channex', 'booking', 'channel-manager', 'ical'],
      },
    ),
    m('ical-airbnb-interval', 'fact', 'iCal uvoz za Airbnb kalendare vrti se svakih 15 min.', {
      files: ['apps/worker/src/processors/ical-sync.processor.ts'],
      tags: ['ical', 'airbnb', 'interval'],
    }),
    m(
      'ical-small-interval',
      'fact',
      'iCal uvoz za manje portale (Holidu, e-domizil, Novasol) vrti se svakih 60 min.',
      {
        files: ['apps/worker/src/processors/ical-sync.processor.ts'],
        tags: ['ical', 'portali', 'interval'],
      },
    ),
    m(
      'ical-no-guest',
      'fact',
      'iCal daje samo blokirane datume i UID, bez imena gosta, broja osoba i cijene. Rezervacija iz iCal-a kod nas je status BLOCK dok domaćin ne upiše gosta; BLOCK se ne prijavljuje u eVisitor i ne fakturira.',
      {
        tags: ['ical', 'rezervacije', 'block'],
      },
    ),
    m(
      'ical-dtend',
      'constraint',
      'U iCal-u je DTEND dan odlaska i isključiv (exclusive): noćenja = DTEND - DTSTART. Datumi su VALUE=DATE bez vremena i bez vremenske zone, ne pretvarati ih u UTC.',
      {
        files: ['libs/channel/src/ical/ical.parser.ts'],
        tags: ['ical', 'datumi', 'dtend'],
      },
    ),
    m(
      'overbooking-incident',
      'incident',
      'Srpanj 2024: overbooking u Vili Marija (Trogir), dvije rezervacije za 12.-19.7. jer je Airbnb iCal kasnio 15 min. Od tada nakon svake direktne rezervacije odmah ide channel-push i invalidacija iCal export cachea, a u bazi postoji EXCLUDE constraint na preklapanje.',
      {
        tags: ['incident', 'overbooking', 'ical'],
      },
    ),
    m(
      'exclude-constraint',
      'constraint',
      "reservations ima EXCLUDE USING gist (unit_id WITH =, daterange(check_in, check_out, '[)') WITH &&) WHERE status IN ('CONFIRMED','BLOCK'). Dvostruka rezervacija pada u bazi (23P01) i mapira se u 409 ConflictException; ne provjeravati dostupnost samo u kodu.",
      {
        files: ['apps/api/src/modules/reservations/reservations.service.ts'],
        tags: ['postgres', 'exclude', 'overbooking', 'rezervacije'],
      },
    ),
    m(
      'stay-dates',
      'convention',
      'check_in i check_out su PostgreSQL date (lokalni datum u Hrvatskoj), ne timestamptz. Vrijeme dolaska je zasebno polje arrival_time. Sve ostalo (created_at, paid_at...) je timestamptz u UTC, a dashboard prikazuje Europe/Zagreb.',
      {
        tags: ['datumi', 'timezone', 'rezervacije'],
      },
    ),
    m(
      'channex-webhook',
      'constraint',
      'Channex webhook je at-least-once i zna doći izvan redoslijeda: obrada je idempotentna po booking_revision_id, starija revizija od spremljene se ignorira. Endpoint odmah vraća 200 i samo stavlja job u queue, nikad ne radi obradu sinkrono.',
      {
        files: ['apps/api/src/modules/channel/channex-webhook.controller.ts'],
        tags: ['channex', 'webhook', 'idempotentnost'],
      },
    ),
    m(
      'channex-ari',
      'constraint',
      'Channex ARI (availability/rates) limit: 20 zahtjeva u minuti po propertyju. channel-push zato skuplja promjene 10 s i šalje ih kao jedan batch po propertyju; nikad slati update za svaki dan posebno.',
      {
        files: ['apps/worker/src/processors/channel-push.processor.ts'],
        tags: ['channex', 'rate-limit', 'ari'],
      },
    ),
    m('push-horizon', 'fact', 'channel-push šalje dostupnost i cijene samo za idućih 365 dana.', {
      fact: 'channel-push | horizon | 365 days',
      inferred: true,
      files: ['apps/worker/src/processors/channel-push.processor.ts'],
      tags: ['channex', 'ari', 'horizont'],
    }),
    m(
      'booking-commission',
      'fact',
      'Booking.com nam uzima 15% provizije, Airbnb 3% od domaćina (split-fee). Rezervacije s portala imaju reservations.channel i channel_commission_cents, provizija portala ne ulazi u naš račun gostu.',
      {
        tags: ['booking', 'airbnb', 'provizija'],
      },
    ),
    m(
      'corvus-flow',
      'fact',
      'CorvusPay: hosted checkout (form POST na https://wallet.corvuspay.com/checkout/), parametri potpisani HMAC-SHA256 tajnim ključem store-a (sortirani po imenu). Nakon plaćanja: redirect na success_url i server-to-server callback, oba s potpisom. Klijent u libs/corvuspay.',
      {
        files: ['libs/corvuspay/src/corvuspay.service.ts'],
        tags: ['corvuspay', 'plaćanje', 'hmac'],
      },
    ),
    m(
      'corvus-verify',
      'constraint',
      'Rezervacija se nikad ne označava plaćenom na temelju redirecta na success_url. Samo nakon callbacka s ispravnim potpisom ili nakon check_status API poziva. Redirect samo prikazuje "obrađujemo plaćanje".',
      {
        canonical: true,
        files: ['apps/api/src/modules/payments/corvuspay-callback.controller.ts'],
        tags: ['corvuspay', 'plaćanje', 'sigurnost', 'callback'],
      },
    ),
    m(
      'pci',
      'constraint',
      'Podaci kartice nikad ne prolaze kroz naš backend ni dashboard: samo CorvusPay hosted checkout i njihova tokenizacija. Nikakva polja za broj kartice u našim formama.',
      {
        tags: ['pci', 'kartice', 'corvuspay'],
      },
    ),
    m('deposit-20', 'decision', 'akontacija 20% kod rezervacije, ostatak gost plaća domaćinu na dolasku', {
      age: 340,
      files: ['apps/api/src/modules/payments/deposit.policy.ts'],
      tags: ['akontacija', 'plaćanje'],
    }),
    m(
      'deposit-30',
      'decision',
      'Akontacija je prije bila 20% uz plaćanje ostatka na dolasku; sad je 30% kod rezervacije, a ostatak naplaćujemo automatski 14 dana prije dolaska s tokenizirane kartice (CorvusPay card storage). Ako je rezervacija unutar 14 dana do dolaska, naplaćuje se 100% odmah. Nema više plaćanja domaćinu na licu mjesta.',
      {
        supersedes: 'deposit-20',
        age: 120,
        files: [
          'apps/api/src/modules/payments/deposit.policy.ts',
          'apps/worker/src/processors/balance-charge.processor.ts',
        ],
        reason: 'previše no-showova i gotovine mimo sustava',
        tags: ['akontacija', 'plaćanje', 'tokenizacija'],
      },
    ),
    m(
      'cancel-standard',
      'fact',
      'Standardna tarifa: besplatno otkazivanje do 30 dana prije dolaska, nakon toga akontacija se ne vraća.',
      {
        files: ['apps/api/src/modules/reservations/cancellation.policy.ts'],
        tags: ['otkazivanje', 'tarifa', 'povrat'],
      },
    ),
    m(
      'cancel-flex',
      'fact',
      'Flex tarifa: besplatno otkazivanje do 7 dana prije dolaska, nakon toga akontacija se ne vraća.',
      {
        files: ['apps/api/src/modules/reservations/cancellation.policy.ts'],
        tags: ['otkazivanje', 'tarifa', 'povrat'],
      },
    ),
    m(
      'refunds',
      'constraint',
      'Povrat novca samo kroz CorvusPay refund API iz payments modula (zapis u payments + storno račun). Nikad ručno u CorvusPay portalu, jer onda nemamo storno ni fiskalizaciju.',
      {
        files: ['apps/api/src/modules/payments/refunds.service.ts'],
        tags: ['povrat', 'refund', 'corvuspay', 'storno'],
      },
    ),
    m(
      'payouts',
      'fact',
      'Isplate domaćinima jednom mjesečno (5. u mjesecu) za boravke završene prošli mjesec: SEPA pain.001 preko Erste poslovnog API-ja, queue payouts. Iznos = plaćeno − naša provizija − provizija portala − boravišna (za PER_NIGHT domaćine boravišnu uplaćujemo mi).',
      {
        files: ['apps/worker/src/processors/payouts.processor.ts'],
        tags: ['isplate', 'sepa', 'domaćini'],
      },
    ),
    m(
      'season-min-stay',
      'fact',
      'Glavna sezona (15.7.-20.8.): minimalni boravak 7 noćenja, dolazak i odlazak subotom kod većine domaćina.',
      {
        tags: ['sezona', 'minimalni-boravak', 'cijene'],
      },
    ),
    m(
      'preseason-min-stay',
      'fact',
      'Predsezona (1.5.-30.6.): minimalni boravak 3 noćenja, dolazak bilo koji dan.',
      {
        tags: ['sezona', 'minimalni-boravak', 'cijene'],
      },
    ),
    m(
      'rates-model',
      'convention',
      'Cijene po jedinici i danu su u rate_days (unit_id, date, price_cents, min_stay, closed_to_arrival). Sezone u dashboardu su samo alat za masovni unos, izvor istine je rate_days.',
      {
        files: ['apps/api/src/modules/rates'],
        tags: ['cijene', 'rate_days', 'sezona'],
      },
    ),
    m(
      'nest-modules',
      'convention',
      'Jedan NestJS modul po domeni u apps/api/src/modules/<domena> (reservations, guests, invoices, evisitor, channel, payments, hosts, properties, rates, tourist-tax). Kontroler je tanak, logika u servisu, repozitoriji preko @InjectRepository. Cross-module pozivi samo preko exportanih servisa, nikad tuđi repozitorij.',
      {
        files: ['apps/api/src/modules'],
        tags: ['nestjs', 'moduli', 'arhitektura'],
      },
    ),
    m(
      'dto-validation',
      'convention',
      'Globalni ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }). DTO-ovi s class-validator dekoratorima u <modul>/dto/. Entitete nikad ne vraćamo direktno iz kontrolera, uvijek mapiramo u *ResponseDto.',
      {
        files: ['apps/api/src/main.ts'],
        tags: ['nestjs', 'dto', 'validacija', 'class-validator'],
      },
    ),
    m(
      'config-joi',
      'convention',
      'ConfigModule s Joi shemom u apps/api/src/config/env.validation.ts (worker ima svoju u apps/worker/src/config). Svaka nova env varijabla mora u shemu i u .env.example, inače app ne starta.',
      {
        files: ['apps/api/src/config/env.validation.ts', '.env.example'],
        tags: ['config', 'env', 'joi'],
      },
    ),
    m(
      'auth',
      'fact',
      'Auth: JWT access token 15 min + refresh token 30 dana u httpOnly cookieju (domena .domacin.hr), passport-jwt. Role: HOST, ADMIN, SUPPORT; @Roles() + RolesGuard.',
      {
        files: ['apps/api/src/modules/auth'],
        tags: ['auth', 'jwt', 'role'],
      },
    ),
    m(
      'host-scope',
      'constraint',
      'Svaki upit nad podacima domaćina mora filtrirati po host_id iz JWT-a: HostScopeGuard + forHost(hostId) helper na repozitorijima. Nikad host_id iz query parametra ili bodyja. SUPPORT vidi sve domaćine, ali samo read-only.',
      {
        canonical: true,
        reaffirm: 14,
        files: ['apps/api/src/common/guards/host-scope.guard.ts'],
        tags: ['multi-tenant', 'sigurnost', 'host_id'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST API je pod /api/v1. Dashboard i integracije partnera (agencije) ga koriste, pa breaking change znači /api/v2, ne mijenjanje v1.',
      {
        tags: ['api', 'verzije'],
      },
    ),
    m(
      'openapi-orval',
      'convention',
      'Swagger se generira iz @nestjs/swagger dekoratora (/api/docs-json). Dashboard ima generirani klijent (orval) u apps/host-dashboard/src/api/generated — nakon promjene DTO-a pokreni pnpm --filter host-dashboard gen:api, generirane datoteke se ne uređuju ručno.',
      {
        files: ['apps/host-dashboard/src/api/generated', 'apps/host-dashboard/orval.config.ts'],
        tags: ['openapi', 'orval', 'dashboard', 'swagger'],
      },
    ),
    m(
      'dashboard',
      'fact',
      'Host dashboard: Next.js 14 App Router u apps/host-dashboard, TanStack Query, shadcn/ui, next-intl (hr, en, de). Dashboard ne dira bazu: sve ide kroz API (nema Server Actions s TypeORM-om).',
      {
        files: ['apps/host-dashboard'],
        tags: ['nextjs', 'dashboard', 'frontend'],
      },
    ),
    m(
      'i18n-ui',
      'convention',
      'UI tekstovi u dashboardu samo preko next-intl poruka (apps/host-dashboard/messages/{hr,en,de}.json). Nikad hardkodirani hrvatski stringovi u komponentama; novi ključ mora biti u sve tri datoteke.',
      {
        files: ['apps/host-dashboard/messages'],
        tags: ['i18n', 'next-intl', 'prijevodi'],
      },
    ),
    m(
      'guest-locale',
      'convention',
      'Emailovi i SMS-ovi gostima idu na jeziku gosta (guests.locale: hr, en, de, it, sl, pl, cs), fallback en. Predlošci su u apps/worker/src/templates/<locale>/*.hbs.',
      {
        files: ['apps/worker/src/templates'],
        tags: ['i18n', 'email', 'gosti'],
      },
    ),
    m(
      'email-sms',
      'fact',
      'Email preko Postmarka (message stream "outbound", samo transakcijski), SMS preko Infobipa (sender "Domacin"). Marketing se ne šalje iz ovog sustava.',
      {
        tags: ['email', 'sms', 'postmark', 'infobip'],
      },
    ),
    m(
      'logging',
      'convention',
      'Logovi: nestjs-pino, JSON, s reservationId / hostId u kontekstu. Nikad ne logirati broj isprave, datum rođenja, telefon gosta ni cijeli CIS/eVisitor request (ima OIB i podatke gosta) — pino redact lista je u libs/common/src/logger.ts.',
      {
        files: ['libs/common/src/logger.ts'],
        tags: ['logging', 'pino', 'gdpr'],
      },
    ),
    m(
      'tests',
      'convention',
      'Jest: unit testovi *.spec.ts uz kod, e2e u apps/api/test/*.e2e-spec.ts na Testcontainers Postgresu (pravi Postgres, zbog EXCLUDE constrainta). eVisitor, CIS, CorvusPay i Channex se u testovima uvijek mockaju s nockom, CI nikad ne zove njihova test okruženja.',
      {
        files: ['apps/api/test', 'apps/api/jest.config.ts'],
        tags: ['testovi', 'jest', 'testcontainers', 'nock'],
      },
    ),
    m(
      'pnpm-turbo',
      'convention',
      'pnpm workspaces + Turborepo. Paket dodaješ s pnpm add <pkg> --filter <app>, pnpm-lock.yaml je commitan; npm i yarn se ne koriste. Zajednički kod u libs/* (evisitor, fiskal, eracun, corvuspay, channel, common).',
      {
        files: ['pnpm-workspace.yaml', 'turbo.json'],
        tags: ['pnpm', 'turborepo', 'monorepo'],
      },
    ),
    m(
      'lint',
      'convention',
      'ESLint (typescript-eslint strict) + Prettier, pokreće se u CI-ju i lefthook pre-commitu. Nema any bez komentara zašto.',
      {
        files: ['eslint.config.mjs', 'lefthook.yml'],
        tags: ['eslint', 'prettier', 'lint'],
      },
    ),
    m(
      'infra',
      'fact',
      'Produkcija: k3s klaster na Hetzner Cloudu (fsn1, 3 nodea), Postgres 16 preko CloudNativePG operatora (1 primary + 1 replika, backup u Hetzner Object Storage), Redis 7 kao StatefulSet. Helm chartovi u deploy/helm/<app>.',
      {
        files: ['deploy/helm'],
        tags: ['infra', 'hetzner', 'k3s', 'postgres'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): lint → test → build (Docker slike u GitLab registry) → migrate (Job) → deploy-staging → deploy-prod (ručno). Prod deploy radi helm upgrade iz CI-ja.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['gitlab', 'ci', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'U sezoni (15.6.-15.9.) nema prod deploya petkom ni subotom: subota je dan smjene gostiju, check-in/check-out, eVisitor i naplata su u špici. Hitni fix samo uz odobrenje Tomislava.',
      {
        reaffirm: 2,
        tags: ['deploy', 'freeze', 'sezona', 'prod'],
      },
    ),
    m(
      'secrets',
      'convention',
      'Tajne samo u Vaultu (secret/domacin/<app>), u klaster ih donosi External Secrets Operator. Nikad u values.yaml, u .env u repou ni u GitLab CI varijablama za prod.',
      {
        canonical: true,
        files: ['deploy/helm'],
        tags: ['tajne', 'vault', 'external-secrets'],
      },
    ),
    m(
      'owners',
      'fact',
      'Tko što drži: eVisitor i boravišna Ivana Kovačević, fiskalizacija i plaćanja Marko Babić, channel sync (Channex/iCal) Luka Perić, host dashboard Ana Jurić, infra Tomislav Horvat.',
      {
        tags: ['vlasnici', 'tim'],
      },
    ),
    m(
      'pref-english-code',
      'preference',
      'kod, komentari, imena varijabli i commit poruke na engleskom (conventional commits), iako pričamo na hrvatskom. Domenski pojmovi koji nemaju prijevod ostaju: boravisna, evisitor, zki, jir.',
      {},
    ),
    m(
      'pref-mr-size',
      'preference',
      'MR-ovi do ~400 linija, migracija ide u zaseban MR od koda koji je koristi',
      {},
    ),
    m(
      'stale-laravel-admin',
      'note',
      'stari admin na Laravelu (admin.domacin.hr) još služi za ručne ispravke računa i unos domaćina',
      {
        age: 720,
        tags: ['admin', 'laravel'],
      },
    ),
    m(
      'stale-fisk-printer',
      'note',
      'fiskalni printer Epson TM-T20 na recepciji u Trogiru spaja se preko starog print servera na 192.168.10.40',
      {
        age: 640,
        tags: ['printer', 'recepcija'],
      },
    ),
    m(
      'total-includes-tax',
      'fact',
      'reservations.total_cents izgleda uključuje boravišnu za PER_NIGHT domaćine, ali ne i proviziju portala.',
      {
        fact: 'reservations.total_cents | includes | tourist tax (PER_NIGHT)',
        inferred: true,
        files: ['apps/api/src/modules/reservations/entities/reservation.entity.ts'],
        tags: ['rezervacije', 'iznosi', 'boravišna'],
      },
    ),
    m('cand-drizzle', 'decision', 'Prebaciti se s TypeORM-a na Drizzle ORM.', {
      candidate: true,
      tags: ['typeorm', 'drizzle', 'orm'],
    }),
    m('cand-rentlio', 'decision', 'Replace Channex with Rentlio as the channel manager.', {
      candidate: true,
      tags: ['channex', 'rentlio', 'channel-manager'],
    }),
    m('cand-stripe', 'decision', 'Uvesti Stripe uz CorvusPay za kartice izvan EU (AmEx, američke kartice).', {
      candidate: true,
      tags: ['stripe', 'corvuspay', 'plaćanje'],
    }),
    m(
      'env-example',
      'note',
      '.env.example za lokalni razvoj: DATABASE_URL=postgresql://postgres:postgres@localhost:5432/domacin_dev, REDIS_URL=redis://localhost:6379, CORVUSPAY_SECRET_KEY=<iz Vaulta, pitaj Marka>, FISKAL_CERT_PASSWORD=<iz Vaulta>, EVISITOR_AGENCY_PASSWORD= (prazno, lokalno se koristi nock). Prave vrijednosti nikad u datoteku.',
      {
        files: ['.env.example'],
        tags: ['env', 'lokalno', 'config'],
      },
    ),
    m(
      'password-hashing',
      'convention',
      'Lozinke domaćina hashiramo s argon2id (memoryCost 19456, timeCost 2, parallelism 1), nikad bcrypt ni sha. Token za reset lozinke vrijedi 30 min i u bazi je samo njegov sha256 hash. Lozinka mora imati barem 12 znakova.',
      {
        files: ['apps/api/src/modules/auth/password.service.ts'],
        tags: ['lozinke', 'argon2', 'auth'],
      },
    ),
    m(
      'zki-example',
      'note',
      'Za testove libs/fiskal koristimo primjer iz CIS tehničke specifikacije: ZKI e4d909c290d0fb1ca068ffaddf22cbd0, JIR 6a1e5f3b-2c4d-4e8f-9a0b-1c2d3e4f5a6b. To nisu tajne, ZKI i JIR se ionako ispisuju na svakom računu.',
      {
        files: ['libs/fiskal/src/zki.spec.ts'],
        tags: ['fiskalizacija', 'zki', 'jir', 'testovi'],
      },
    ),
    m(
      'channex-ids',
      'note',
      'Channex ID-jevi za testni objekt "Vila Marija" na stagingu: property 0c8f6b1e-4a2d-4f7b-9e3c-5d1a2b3c4d5e, room type 9a7e3c15-2b4d-4c6f-8e1a-3f5b7d9c1e2a. Booking.com hotel id 10248731. Nisu tajni, smiju u fixture.',
      {
        files: ['apps/api/test/fixtures/channex'],
        tags: ['channex', 'fixture', 'staging'],
      },
    ),
    m(
      'secret-evisitor-prose',
      'note',
      'Lozinka za agencijskog korisnika u eVisitoru (DOMACIN_AGENCIJA) je Jadr4n!eVis#2025, nemojte je slati na Slack.',
      {
        secret: 'Jadr4n!eVis#2025',
      },
    ),
    m(
      'secret-corvus-env',
      'note',
      'staging env za plaćanja:\nCORVUSPAY_STORE_ID=21873\nCORVUSPAY_SECRET_KEY=b7Xq2mKp9sL4vTz8RwN3cYf6HdJ1gAe5\nCORVUSPAY_ENV=test',
      {
        secret: 'b7Xq2mKp9sL4vTz8RwN3cYf6HdJ1gAe5',
      },
    ),
    m(
      'secret-fiskal-yaml',
      'note',
      'values-prod.yaml za worker (privremeno, dok ne prebacimo u Vault):\nfiskal:\n  certPath: /certs/fina-prod.p12\n  certPassword: Fina#P12-Trg-2027\n  cisUrl: https://cis.porezna-uprava.hr:8449/FiskalizacijaService',
      {
        secret: 'Fina#P12-Trg-2027',
      },
    ),
    m(
      'secret-channex-json',
      'note',
      'config/channex.json sa stagea: {"channex": {"baseUrl": "https://app.channex.io/api/v1", "userApiKey": "uK8vX2nQ7rT4mZ9pL3wB6yC1dF5hJ0sA2eG4iK7o"}}',
      {
        secret: 'uK8vX2nQ7rT4mZ9pL3wB6yC1dF5hJ0sA2eG4iK7o',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'za ručni upit na produkciji: postgresql://domacin_app:Pg-Dom4c1n!Prod77@pg-rw.domacin.svc:5432/domacin',
      {
        secret: 'Pg-Dom4c1n!Prod77',
      },
    ),
    m('secret-glpat', 'note', 'renovate bot koristi token glpat-Zk3Lm9Xq2Rv7Tw4Yn8Bp na gitlab.domacin.hr', {
      secret: 'glpat-Zk3Lm9Xq2Rv7Tw4Yn8Bp',
    }),
    m(
      'secret-hcloud',
      'note',
      'Hetzner Cloud API token za hcloud CLI (projekt domacin-prod): 8fJk2LmQ9xTv4RnW7bYp3cHs6dZg1aEu5iOk0rMt2NyV8qXw4SjF6hDb9cLe3GuA',
      {
        secret: '8fJk2LmQ9xTv4RnW7bYp3cHs6dZg1aEu5iOk0rMt2NyV8qXw4SjF6hDb9cLe3GuA',
      },
    ),
    m(
      'secret-infobip',
      'note',
      'SMS test s curlom: -H "Authorization: App 4d9f2c7e1b8a6d3f5e0c9b2a7d4f1e8c-7a3b9c2d-1e5f-4a6b-8c9d-0e1f2a3b4c5d" https://xk4e2.api.infobip.com/sms/2/text/advanced',
      {
        secret: '4d9f2c7e1b8a6d3f5e0c9b2a7d4f1e8c-7a3b9c2d-1e5f-4a6b-8c9d-0e1f2a3b4c5d',
      },
    ),
    m(
      'secret-postmark',
      'note',
      'Postmark server token for the outbound stream is 3b8e1f47-9c2a-4d6e-b5f0-7a1c8d2e9f36 (header X-Postmark-Server-Token)',
      {
        secret: '3b8e1f47-9c2a-4d6e-b5f0-7a1c8d2e9f36',
      },
    ),
    m(
      'secret-jwt-env',
      'note',
      'api .env na stagingu:\nJWT_ACCESS_TTL=15m\nJWT_REFRESH_TTL=30d\nJWT_REFRESH_SECRET=9c4e7a1f3b8d2c6e5a0f9b4d7c1e8a3f6b2d5c9e7a4f1b8d',
      {
        secret: '9c4e7a1f3b8d2c6e5a0f9b4d7c1e8a3f6b2d5c9e7a4f1b8d',
      },
    ),
    m(
      'secret-s3-keys',
      'note',
      'Hetzner Object Storage za CNPG backupove: access key 7XQ2M9KPL4VTZ8RWN3CY, secret key Hq4nT8vX2mL9pK7wR3bZ6cY1dF5sJ0gA2eU4iO8t',
      {
        secret: 'Hq4nT8vX2mL9pK7wR3bZ6cY1dF5sJ0gA2eU4iO8t',
      },
    ),
    m(
      'secret-redis',
      'note',
      'redis lozinka na produkciji je Rd1s-D0macin-6379x, ako se worker ne može spojiti provjeri je li rotirana',
      {
        secret: 'Rd1s-D0macin-6379x',
      },
    ),
  ],
  sessions: [
    {
      id: 'fisk-session-1',
      age: 9,
      turns: [
        said(
          'jutro. Marko treba da se storno radi kad gost otkaže s povratom, pogledaj apps/api/src/modules/invoices/invoices.service.ts',
        ),
        replied(
          'Pogledao sam: refundsService.refund() trenutno samo zapiše povrat u payments i pozove CorvusPay refund, storno račun se ne kreira.',
        ),
        said(
          'ok, dogovor: kod otkazivanja s djelomičnim povratom storniramo cijeli originalni račun i izdajemo novi račun samo za zadržani iznos (akontaciju). ne radimo djelomični storno po stavkama.',
          {
            key: 's-cancel-storno',
            type: 'decision',
          },
        ),
        replied(
          'Razumijem. Dodajem createStornoAndReissue() u invoices.service.ts, oba računa idu u queue fiskalizacija.',
        ),
        said('jel imamo QR kod na PDF-u računa?'),
        replied('Nemamo, PDF ima samo ZKI i JIR kao tekst u podnožju.'),
        said(
          'svaki račun, i storno, mora imati QR kod za provjeru na stranici Porezne: JIR (ili ZKI ako JIR još nije stigao), datum i vrijeme izdavanja i iznos. to je zakonska obveza, bez toga račun nije ispravan.',
          {
            key: 's-qr',
            type: 'constraint',
          },
        ),
        replied(
          'Dodajem QR u apps/worker/src/pdf/invoice.template.ts preko paketa qrcode, s JIR-om ili ZKI-jem.',
        ),
        said('kako se zove poslovni prostor za web?'),
        replied('U konfiguraciji vidim samo WEB1.'),
        said(
          'da. web prodaja je poslovni prostor WEB1 s naplatnim uređajem 1, recepcija u Trogiru je TRG1 s uređajem 1. ako otvorimo Split, bit će SPL1 i mora se prvo prijaviti u ePoreznoj.',
          {
            key: 's-premises',
            type: 'fact',
          },
        ),
        replied('Zapisao sam to u libs/fiskal/src/premises.ts kao konstante s komentarom.'),
        said(
          'za lokalni test s demo CIS-om: certifikat je u ~/certs/fina-demo.p12, lozinka je FinaDemo!2026cert',
          {
            secret: 'FinaDemo!2026cert',
          },
        ),
        replied(
          'Hvala, učitavam ga lokalno preko FISKAL_CERT_PATH i FISKAL_CERT_PASSWORD, ništa od toga ne ide u repo.',
        ),
        said(
          'i alarm: ako ima više od 20 računa bez JIR-a starijih od sat vremena, poruka ide u #fiskal-alarmi. pojedinačni timeouti se ne javljaju nikome.',
          {
            key: 's-fisk-monitor',
            type: 'convention',
          },
        ),
        replied(
          'Dodao sam monitor u apps/worker/src/monitoring/missing-jir.monitor.ts, vrti se svakih 10 min.',
        ),
        said('super, hvala. napravi opis za MR'),
        replied(
          'Opis: storno + novi račun kod djelomičnog povrata, QR kod na svim računima, oznake poslovnih prostora, alarm za račune bez JIR-a.',
        ),
        said('može, mergeaj na staging'),
      ],
    },
    {
      id: 'evisitor-session-2',
      age: 3,
      turns: [
        said('bok, Ivana se žali da domaćini zaboravljaju odjaviti goste u eVisitoru. kako to sad radimo?'),
        replied('Odjavu šalje queue evisitor-odjava tek kad domaćin klikne "Odjava" u dashboardu.'),
        said(
          'mijenjamo: odjava u eVisitoru ide automatski na dan odlaska u 11:00 po našem vremenu, osim ako domaćin do tada ručno ne produži boravak. domaćin i dalje može ranije odjaviti ručno.',
          {
            key: 's-auto-checkout',
            type: 'decision',
          },
        ),
        replied(
          'Dodajem dnevni repeatable job u 11:00 Europe/Zagreb koji stavlja odjave za današnje odlaske u evisitor-odjava.',
        ),
        said(
          'Also, online check-in: guests get a link 3 days before arrival (email in their language) and fill in their document data themselves, the host only confirms on arrival. The form lives on checkin.domacin.hr as a separate route group in the dashboard app.',
          {
            key: 's-online-checkin',
            type: 'convention',
          },
        ),
        replied(
          'Got it. I will add app/(checkin)/[token]/page.tsx in apps/host-dashboard and a signed token per reservation.',
        ),
        said('što se dogodi kad Booking otkaže rezervaciju a gost je već prijavljen?'),
        replied(
          'Trenutno channex webhook postavi status CANCELLED i pokuša CancelTouristCheckIn u eVisitoru.',
        ),
        said(
          'ne smije tako. ako je gost već prijavljen (CHECKED_IN), otkazivanje s portala ne dira eVisitor prijavu nego ide na ručnu provjeru u support queue. CancelTouristCheckIn samo ako gost nikad nije stigao.',
          {
            key: 's-channex-cancel',
            type: 'constraint',
          },
        ),
        replied(
          'Ispravio sam channex-booking.handler.ts: za CHECKED_IN se kreira support ticket, eVisitor se ne dira.',
        ),
        said('još nešto, Ivana treba izvještaj boravišne za turističke zajednice'),
        replied('Trenutno postoji samo ručni export iz admina.'),
        said(
          'mjesečni izvještaj boravišne po općini generira se 1. u mjesecu: CSV po općini, kolone kao u eVisitor exportu, šalje se Ivani na mail, ne direktno turističkoj zajednici.',
          {
            key: 's-tax-report',
            type: 'convention',
          },
        ),
        replied(
          'Dodajem job tourist-tax-report u worker i CSV builder u apps/worker/src/reports/tourist-tax.csv.ts.',
        ),
        said('odlično, fala'),
      ],
    },
  ],
  prompts: [
    p('dodaj stupac arrival_flight na reservations', ['orm-migrations', 'naming-strategy', 'pref-mr-size']),
    p('zašto mi se lokalno ne kreira nova tablica? @apps/api/src/database/data-source.ts', [
      'orm-migrations',
    ]),
    p('napravi entitet i migraciju za cleaning_tasks (čišćenje apartmana između gostiju)', [
      'naming-strategy',
      'orm-migrations',
      'nest-modules',
    ]),
    p('novi processor koji šalje podsjetnik gostima dan prije dolaska', [
      'queue-bullmq',
      'queues-list',
      'guest-locale',
      'email-sms',
    ]),
    p('worker pada s "MaxRetriesPerRequestError" nakon restarta redisa', ['bullmq-conn']),
    p('di su nam jobovi? tražim apps/api/src/jobs i ne mogu ga naći', ['queue-bullmq']),
    p('jel još koristimo bull?', ['queue-bullmq']),
    p(
      'prijava u eVisitor se šalje odmah pri check-inu, možemo li to prebaciti u noćni batch da smanjimo broj poziva?',
      ['evisitor-deadline', 'evisitor-48h-claim'],
    ),
    p('eVisitor vraća 200 ali gost nije prijavljen?!', ['evisitor-incident', 'evisitor-api']),
    p('dodaj retry za evisitor-prijava kad eVisitor vrati 503', ['evisitor-retry', 'evisitor-id']),
    p('domaćin kaže da mu se isti gost pojavio dvaput u eVisitoru', ['evisitor-id', 'evisitor-retry']),
    p('novi domaćin želi da koristimo njegov eVisitor login, di to spremiti?', [
      'evisitor-agency',
      'secrets',
    ]),
    p('dodaj dropdown za vrstu putne isprave u online check-in formu', [
      'evisitor-codebooks',
      'i18n-ui',
      's-online-checkin',
    ]),
    p('prijava pada jer objekt nema šifru, di se ona upisuje?', ['facility-code', 'evisitor-api']),
    p('spremi sken putovnice uz gosta da imamo za inspekciju', ['guest-doc-gdpr', 'guest-doc-claim']),
    p('dodaj documentNumber u GuestResponseDto da ga domaćin vidi u dashboardu', [
      'guest-doc-gdpr',
      'dto-validation',
    ]),
    p('log the whole eVisitor request when ImportTourists fails so we can debug it', [
      'logging',
      'evisitor-api',
    ]),
    p('treba nam alarm kad prijava gosta predugo visi u queueu', ['evisitor-alert', 'queues-list']),
    p('validacija OIB-a u CreateHostDto', ['oib', 'dto-validation']),
    p('pišem test za isValidOib, trebaju mi par ispravnih OIB-ova', ['oib']),
    p('agencija plaća virmanom, moramo li taj račun fiskalizirati?', ['fisk-when', 'fisk-2']),
    p('ZKI nam ne odgovara onome iz primjera u specifikaciji, libs/fiskal/src/zki.ts', [
      'fisk-zki',
      'zki-example',
    ]),
    p('CIS je danas spor, checkout gostima visi i po 10 sekundi', ['fisk-no-jir']),
    p('fiskalizacija job je pao nakon 20 pokušaja, što sad?', [
      'fisk-retry',
      'fisk-no-jir',
      's-fisk-monitor',
    ]),
    p('prebaci generiranje broja računa na postgres sequence, jednostavnije je', ['fisk-numbering']),
    p('domaćin traži da mu promijenimo iznos na već izdanom računu 1843/WEB1/1', [
      'fisk-immutable',
      's-cancel-storno',
    ]),
    p('gost je otkazao 20 dana prije dolaska, standardna tarifa, napravi povrat', [
      'cancel-standard',
      'refunds',
      's-cancel-storno',
      'fisk-immutable',
    ]),
    p('otvaramo recepciju u Splitu, što sve treba za račune?', ['s-premises', 'fisk-numbering', 'fisk-cert']),
    p('kad istječe produkcijski FINA certifikat?', ['cert-prod-expiry']),
    p('demo CIS vraća grešku s certifikatom od jutros', ['cert-demo-expiry', 'fisk-cert']),
    p('agencija iz Beča traži račun, kako im ga šaljemo od ove godine?', ['fisk-2', 'fisk-when']),
    p('dodaj QR kod na PDF računa', ['s-qr']),
    p('alarm za račune koji nemaju JIR', ['s-fisk-monitor', 'fisk-no-jir']),
    p('koja je stopa PDV-a na našu proviziju?', ['vat-rates', 'invoice-who']),
    p('napravi račune domaćinima za proviziju za listopad', [
      'invoice-who',
      'vat-rates',
      'fisk-numbering',
      'money-cents',
    ]),
    p('stari izvještaj za 2022. pokazuje iznose u eurima, a trebali bi biti u kunama', ['currency-eur']),
    p('dodaj polje cleaningFee u CreateReservationDto, tip number u eurima', [
      'money-cents',
      'money-numeric-claim',
      'dto-validation',
    ]),
    p('Makarska diže boravišnu od 1.1., promijeni iznos', ['tax-table']),
    p('izračun boravišne za obitelj s djecom od 8 i 15 godina je kriv', ['tax-children', 'tax-table']),
    p('zašto gost kod domaćina Jure Matića uopće nema boravišnu na računu?', [
      'tax-pausal',
      'tax-invoice-line',
    ]),
    p('ugradi boravišnu u cijenu noćenja, da račun bude jednostavniji', ['tax-invoice-line', 'vat-rates']),
    p('treba mi mjesečni izvještaj boravišne za TZ Trogir', ['s-tax-report', 'tax-table', 'tax-pausal']),
    p('rezervacije s Bookinga kasne i po 15 min dok se pojave kod nas', [
      'channel-manager',
      'channex-webhook',
    ]),
    p('koliko često se vrti iCal uvoz za Airbnb?', ['ical-airbnb-interval']),
    p('Novasol kalendar se ne ažurira dovoljno brzo, domaćin se žali', ['ical-small-interval']),
    p('parser krivo računa broj noćenja iz .ics, jedan dan viška. libs/channel/src/ical/ical.parser.ts', [
      'ical-dtend',
    ]),
    p('rezervacija iz Airbnb iCal-a nema ime gosta, pošalji je svejedno u eVisitor', ['ical-no-guest']),
    p('opet imamo overbooking u Vili Marija!!', [
      'exclude-constraint',
      'overbooking-incident',
      'channel-manager',
      'ical-airbnb-interval',
    ]),
    p('u ReservationsService.create dodaj query koji provjeri preklapanja prije inserta', [
      'exclude-constraint',
    ]),
    p('check_in u dashboardu pokazuje dan ranije nego u bazi', ['stay-dates']),
    p('channex webhook ponekad dođe dvaput i rezervacija se duplicira', ['channex-webhook']),
    p('Channex vraća 429 kad domaćin promijeni cijene za cijelu sezonu', ['channex-ari', 'rates-model']),
    p('domaćin je otvorio kalendar za 2027. ali se ne vidi na Bookingu', ['push-horizon', 'channel-manager']),
    p('napiši fixture za test Channex webhooka', ['channex-ids', 'tests', 'channex-webhook']),
    p('Booking je otkazao rezervaciju, a gost je već bio prijavljen. što se dogodi?', ['s-channex-cancel']),
    p('obračun isplate domaćinu ne uzima u obzir proviziju Bookinga', ['payouts', 'booking-commission']),
    p('isplata domaćinima kasni, kad se to uopće šalje?', ['payouts']),
    p('na CorvusPay success_url odmah označi rezervaciju kao PAID', ['corvus-verify', 'corvus-flow']),
    p('callback od CorvusPaya pada na provjeri potpisa', ['corvus-flow']),
    p('add tests for the CorvusPay callback signature check', ['corvus-flow', 'tests']),
    p('dodaj formu za unos kartice u dashboard za ručnu naplatu', ['pci']),
    p('gost rezervira 10 dana prije dolaska, koliko naplaćujemo odmah?', ['deposit-30']),
    p('napravi job za automatsku naplatu ostatka iznosa', ['deposit-30', 'queue-bullmq', 'queues-list']),
    p('support je napravio povrat direktno u CorvusPay portalu, što sad?', ['refunds', 'fisk-immutable']),
    p('Flex tarifa, gost otkazuje 5 dana prije dolaska, vraćamo li akontaciju?', ['cancel-flex']),
    p('koji je minimalni boravak u srpnju?', ['season-min-stay']),
    p('domaćin želi dolaske bilo koji dan u lipnju, je li to dopušteno?', [
      'preseason-min-stay',
      'rates-model',
    ]),
    p('domaćin je u dashboardu postavio sezonu, ali cijene za svibanj su i dalje stare', ['rates-model']),
    p('novi endpoint GET /api/v1/properties/:id/occupancy za domaćina', [
      'nest-modules',
      'host-scope',
      'dto-validation',
    ]),
    p('dodaj hostId kao query param u GET /reservations da support može filtrirati', ['host-scope']),
    p('promijeni response /api/v1/reservations da total bude objekt {amount, currency}', [
      'api-versioning',
      'money-cents',
      'openapi-orval',
    ]),
    p('dashboard ne vidi novo polje arrivalTime iz API-ja', ['openapi-orval']),
    p('dodaj server action u dashboard koja direktno upisuje napomenu u bazu', ['dashboard']),
    p('dodaj tekst "Gost uspješno prijavljen" na toast u dashboardu', ['i18n-ui']),
    p('email potvrde rezervacije na talijanskom ne postoji, dodaj', ['guest-locale']),
    p('pošalji newsletter svim gostima iz 2024.', ['email-sms']),
    p('e2e test za kreiranje rezervacije', ['tests', 'exclude-constraint']),
    p('napiši test koji zove eVisitor test API da vidimo radi li prijava stvarno', ['tests', 'evisitor-api']),
    p('npm install date-fns u api', ['pnpm-turbo']),
    p('dodaj novu env varijablu EVISITOR_TIMEOUT_MS', ['config-joi', 'env-example']),
    p('lokalno ne mogu spojiti api na bazu, što mi treba u .env?', ['env-example', 'config-joi']),
    p('di stavim CorvusPay secret za produkciju?', ['secrets']),
    p('treba deployati hotfix za fiskalizaciju u subotu 19.7., može?', ['deploy-freeze', 'ci']),
    p('postgres replika zaostaje, di je to konfigurirano?', ['infra']),
    p('tko drži channel sync?', ['owners']),
    p('domaćine izbaci iz dashboarda svakih 15 minuta, može li access token trajati duže?', ['auth']),
    p('eslint se buni na any u apps/api/src/modules/channel/channex.mapper.ts, mogu li ga samo ugasiti?', [
      'lint',
    ]),
    p('koji hash koristimo za lozinke domaćina? treba mi za import starih korisnika', ['password-hashing']),
    p('link za reset lozinke istječe prebrzo, domaćini se žale', ['password-hashing']),
    p('domaćini stalno zaboravljaju odjaviti goste', ['s-auto-checkout', 'evisitor-deadline']),
    p('kad se gostu šalje link za online check-in?', ['s-online-checkin']),
    p('izvještaj prihoda po domaćinu: samo zbroji reservations.total_cents', [
      'total-includes-tax',
      'money-cents',
      'booking-commission',
    ]),
    p('napiši commit poruku za ovo', ['pref-english-code']),
    p('ovo ne radi', []),
    p('hvala!', []),
    p('super, radi sad', []),
    p('kako squashati zadnja 3 commita?', []),
    p('razlika između Promise.all i Promise.allSettled?', []),
    p('what does the satisfies operator do in TypeScript?', []),
    p('regex za hrvatski broj mobitela', []),
  ],
});
