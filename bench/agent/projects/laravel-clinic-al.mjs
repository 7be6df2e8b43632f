// An Albanian private clinic network: bookings, doctor schedules, e-prescriptions, SMS reminders and fiscal invoices
// (DPT, NIVF/NSLF) on Laravel 11, mostly written in Albanian.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export const laravelClinicAl = project({
  name: 'laravel-clinic-al',
  stack:
    'PHP 8.3, Laravel 11, MySQL 8, Redis + Laravel Horizon, Livewire 3 + Alpine + Tailwind (admin), Sanctum (mobile API), Pest 3, Larastan, Pint, Envoyer + Forge on DigitalOcean, SMS gateway lokal, fiskalizimi DPT (SOAP)',
  memories: [
    m(
      'queue-database',
      'fact',
      'queue-t punojne me QUEUE_CONNECTION=database, tabela jobs, 2 worker-a me supervisor ne serverin app-1',
      {
        files: ['config/queue.php'],
        age: 540,
        tags: ['queue', 'database', 'supervisor'],
      },
    ),
    m(
      'queue-horizon',
      'decision',
      "Kaluam queue-t nga driver-i database në Redis + Laravel Horizon. Arsyeja: tabela jobs bllokohej kur fiskalizimi dhe SMS-të vinin njëkohësisht në mëngjes dhe s'kishim asnjë pamje të dështimeve. Supervisor tani nis vetëm `php artisan horizon`.",
      {
        fact: 'queues | driver | Redis + Horizon',
        supersedes: 'queue-database',
        age: 230,
        canonical: true,
        files: ['config/horizon.php', 'config/queue.php'],
        reason: 'bllokime në tabelën jobs, pa monitorim',
        tags: ['horizon', 'redis', 'queue'],
      },
    ),
    m(
      'horizon-queues',
      'convention',
      'Queue-t: default, sms, fiskalizim, pdf, import. Supervisor-i "fiskalizim" ka processes=1 (rendi i faturave ka rëndësi), "sms" maxProcesses 4. Job-et e fiskalizimit: tries 5, backoff [30, 120, 600, 1800].',
      {
        files: ['config/horizon.php', 'app/Jobs/FiskalizoFaturen.php'],
        tags: ['horizon', 'queue', 'fiskalizim', 'sms'],
      },
    ),
    m(
      'horizon-auth',
      'fact',
      '/horizon hapet vetem per rolin admin, gate viewHorizon ne app/Providers/HorizonServiceProvider.php. ne prod kerkon edhe VPN-in e zyres',
      {
        files: ['app/Providers/HorizonServiceProvider.php'],
        tags: ['horizon', 'auth', 'admin'],
      },
    ),
    m(
      'fisk-flow',
      'fact',
      "Fiskalizimi: para se fatura t'i jepet pacientit, ne llogarisim NSLF (IIC) vetë: nënshkrim RSA-SHA256 i stringut NIPT|data|nr fature|kodi njësisë|kodi TCR|kodi softit|totali, pastaj MD5. E dërgojmë te DPT me SOAP (RegisterInvoiceRequest) dhe marrim NIVF (FIC, UUID). Të dyja printohen në faturë.",
      {
        fact: 'fatura | fiskalizohet_ne | DPT (NSLF + NIVF)',
        canonical: true,
        files: ['app/Services/Fiskalizimi/InvoiceSigner.php', 'app/Services/Fiskalizimi/DptClient.php'],
        tags: ['fiskalizim', 'nslf', 'nivf', 'dpt', 'fatura'],
      },
    ),
    m(
      'fisk-soap-client',
      'fact',
      "klienti SOAP eshte yni, ne app/Services/Fiskalizimi/. XML nenshkruhet me robrichards/xmlseclibs (enveloped signature, exc-c14n). nuk perdorim paketa te gateshme nga github, asnjera s'ishte e mirembajtur",
      {
        files: ['app/Services/Fiskalizimi', 'composer.json'],
        tags: ['fiskalizim', 'soap', 'xml', 'xmlseclibs'],
      },
    ),
    m(
      'fisk-offline',
      'constraint',
      'Nëse DPT nuk përgjigjet (timeout 5s), fatura lëshohet me NSLF dhe me shënimin "pa NIVF" dhe duhet dërguar te DPT brenda 48 orëve (IsSubseqDeliv = true). Job-i RiderguFaturatOffline kontrollon çdo 15 min. Pas 48 orësh është shkelje, jo thjesht vonesë.',
      {
        files: ['app/Jobs/RiderguFaturatOffline.php', 'app/Services/Fiskalizimi/DptClient.php'],
        reaffirm: 14,
        tags: ['fiskalizim', 'offline', 'dpt', '48-ore'],
      },
    ),
    m(
      'fisk-cert',
      'convention',
      'Certifikata .p12 e fiskalizimit (një për NIPT) NUK futet në git. Rruga vjen nga FISCAL_CERT_PATH (storage/app/certs/), fjalëkalimi nga FISCAL_CERT_PASSWORD në .env të Envoyer-it.',
      {
        files: ['config/fiskalizimi.php', '.env.example'],
        tags: ['fiskalizim', 'certifikata', 'p12', 'secrets'],
      },
    ),
    m(
      'incident-cert-expired',
      'incident',
      "Shkurt: certifikata e fiskalizimit skadoi të shtunën, asnjë faturë s'u fiskalizua deri të hënën (~600 fatura offline, disa përtej 48 orëve). Tani komanda fisk:cert-check del në schedule çdo ditë dhe lajmëron 30 ditë para skadimit.",
      {
        files: ['app/Console/Commands/CheckFiscalCert.php', 'routes/console.php'],
        tags: ['incident', 'fiskalizim', 'certifikata'],
      },
    ),
    m(
      'fisk-serial',
      'constraint',
      'Faturat për një TCR fiskalizohen në rend, një nga një: job-i përdor middleware WithoutOverlapping("tcr:{kodi}") dhe numri i faturës merret me lockForUpdate te tabela invoice_sequences. Mos e paralelizo queue-n fiskalizim.',
      {
        files: ['app/Jobs/FiskalizoFaturen.php', 'app/Models/InvoiceSequence.php'],
        tags: ['fiskalizim', 'rend', 'tcr', 'queue'],
      },
    ),
    m(
      'invoice-number',
      'fact',
      'numri i fatures: {rendor}/{viti}/{kodi TCR}, p.sh. 1842/2026/vx123ab456. rendori fillon nga 1 me 1 janar per cdo TCR (cdo klinike ka TCR-ne e vet)',
      {
        fact: 'invoice number | format | rendor/viti/TCR',
        files: ['app/Models/InvoiceSequence.php'],
        tags: ['fatura', 'numerim', 'tcr'],
      },
    ),
    m(
      'vat-exempt',
      'fact',
      'Shërbimet mjekësore (vizita, ekografi, analiza) janë të përjashtuara nga TVSH. Në XML-në e faturës artikujt dalin me ExemptFromVAT dhe VATRate bosh; vetëm produktet që shiten në recepsion (kremra, suplemente) kanë TVSH 20%.',
      {
        files: ['app/Services/Fiskalizimi/InvoiceXmlBuilder.php'],
        tags: ['tvsh', 'fatura', 'fiskalizim'],
      },
    ),
    m(
      'fisk-test-env',
      'fact',
      "ambienti test i DPT-se perdoret nga staging dhe lokalisht; FISCAL_ENV=test. ne test NIVF kthehet por fatura s'ka vlere. kurre mos e lidh staging me endpoint-in prod",
      {
        files: ['config/fiskalizimi.php'],
        tags: ['fiskalizim', 'staging', 'test'],
      },
    ),
    m(
      'fisk-qr',
      'fact',
      'Fatura PDF ka QR me URL-në e verifikimit të DPT-së (iic, tin, crtd, ord, bu, cr, sw, prc). Pa QR fatura nuk pranohet nga sigurimet private.',
      {
        files: ['resources/views/pdf/fatura.blade.php'],
        tags: ['fatura', 'qr', 'pdf', 'fiskalizim'],
      },
    ),
    m(
      'money',
      'convention',
      "shumat ruhen si decimal(12,2) ne lekë (ALL), llogaritjet me brick/math BigDecimal, asnjëherë float. monedha tjetër s'ka.",
      {
        tags: ['money', 'lek', 'decimal'],
      },
    ),
    m(
      'sms-twilio',
      'fact',
      'SMS kujtesat dergohen me Twilio, numer amerikan, app/Notifications/KujtesaTakimi.php me kanalin twilio',
      {
        files: ['app/Notifications/KujtesaTakimi.php'],
        age: 470,
        tags: ['sms', 'twilio'],
      },
    ),
    m(
      'sms-local-gateway',
      'decision',
      'Hoqëm Twilio-n. SMS-të dalin nga gateway-i lokal (HTTP API, sender ID alfanumerik "VITA KLINIK"), kanali ynë app/Notifications/Channels/SmsAlChannel.php. Twilio s\'na lejonte sender ID te operatorët shqiptarë dhe kushtonte 3x më shumë.',
      {
        fact: 'sms | sent_via | gateway lokal',
        supersedes: 'sms-twilio',
        age: 190,
        files: ['app/Notifications/Channels/SmsAlChannel.php', 'config/services.php'],
        reason: 'sender ID + kosto',
        tags: ['sms', 'gateway', 'twilio'],
      },
    ),
    m(
      'sms-gsm7',
      'constraint',
      'Tekstet e SMS-ve pa ë dhe ç: Str::transliterate / helper sms_ascii() përpara dërgimit. Me një ë të vetme mesazhi kalon në UCS-2, 70 karaktere për segment dhe fatura e SMS-ve dyfishohet.',
      {
        files: ['app/Support/helpers.php', 'app/Notifications/Channels/SmsAlChannel.php'],
        tags: ['sms', 'gsm7', 'unicode', 'kosto'],
      },
    ),
    m(
      'sms-quiet-hours',
      'constraint',
      'Asnje SMS nga ora 21:00 deri 08:00 (ora e Tiranes). Nese kujtesa bie ne ate interval, shtyhet ne 08:00. Vlen edhe per SMS-te manuale nga recepsioni.',
      {
        files: ['app/Notifications/Channels/SmsAlChannel.php'],
        tags: ['sms', 'orari', 'timezone'],
      },
    ),
    m(
      'incident-sms-night',
      'incident',
      'Tetor: pas ndryshimit të orës (DST) kujtesat u nisën në 03:10 natën për ~900 pacientë, se scheduled_at ishte ruajtur në UTC dhe krahasohej me now() lokal. Ankesa te drejtoria. Fix: gjithçka krahasohet me Carbon në UTC, test për ditët e DST.',
      {
        files: ['app/Jobs/DergoKujtesat.php', 'tests/Feature/KujtesatDstTest.php'],
        tags: ['incident', 'sms', 'dst', 'timezone'],
      },
    ),
    m('sms-remind-24-2', 'fact', 'kujtesat: nje SMS 24 ore para takimit dhe nje tjeter 2 ore para', {
      files: ['app/Jobs/DergoKujtesat.php'],
      age: 330,
      tags: ['sms', 'kujtese', 'takime'],
    }),
    m(
      'sms-remind-evening',
      'fact',
      'Kujtesa SMS dërgohet një herë: ditën para takimit në orën 18:00, me link për konfirmim/anulim. Për takimet e rezervuara në të njëjtën ditë nuk dërgohet kujtesë.',
      {
        supersedes: 'sms-remind-24-2',
        age: 70,
        files: ['app/Jobs/DergoKujtesat.php', 'routes/console.php'],
        tags: ['sms', 'kujtese', 'takime'],
      },
    ),
    m(
      'sms-consent',
      'constraint',
      'Para çdo SMS kontrollo patients.sms_consent. Pacienti që ka shkruar STOP te gateway-i (webhook /webhooks/sms/inbound) merr sms_consent=false automatikisht.',
      {
        files: ['app/Http/Controllers/Webhooks/SmsInboundController.php', 'app/Models/Patient.php'],
        tags: ['sms', 'pelqim', 'opt-out'],
      },
    ),
    m(
      'timezone',
      'convention',
      "app.timezone mbetet 'UTC', databaza UTC. Konvertimi në Europe/Tirane bëhet vetëm në UI, PDF dhe SMS (->timezone('Europe/Tirane')). Datat shfaqen d.m.Y, ora H:i.",
      {
        files: ['config/app.php'],
        tags: ['timezone', 'utc', 'tirane', 'data'],
      },
    ),
    m(
      'schedules',
      'fact',
      'Oraret e mjekeve: doctor_schedules (doctor_id, clinic_id, weekday, starts_at, ends_at), perjashtimet (pushime, kongrese) ne schedule_exceptions. Slotet gjenerohen ne fluturim nga App\\Services\\Oraret\\SlotGenerator, nuk ruhen ne db.',
      {
        files: ['app/Services/Oraret/SlotGenerator.php', 'app/Models/DoctorSchedule.php'],
        tags: ['oraret', 'slotet', 'mjeket'],
      },
    ),
    m('slot-15', 'fact', 'cdo slot eshte 15 minuta, konstante SLOT_MINUTES ne SlotGenerator', {
      files: ['app/Services/Oraret/SlotGenerator.php'],
      age: 400,
      tags: ['slotet', 'oraret'],
    }),
    m(
      'slot-per-specialty',
      'fact',
      'Kohëzgjatja e slotit vjen nga specialties.slot_minutes (kardiologji 30, pediatri 20, ekografi 20, stomatologji 45, default 20) dhe mund të mbishkruhet për mjekun te doctors.slot_minutes.',
      {
        supersedes: 'slot-15',
        age: 120,
        files: ['app/Services/Oraret/SlotGenerator.php', 'app/Models/Specialty.php'],
        tags: ['slotet', 'oraret', 'specialitete'],
      },
    ),
    m(
      'booking-lock',
      'constraint',
      'Rezervimi i slotit: index unik (doctor_id, starts_at) ku status != anuluar (kolonë e gjeneruar active_slot) + transaksion. Asnjëherë mos kontrollo "a është i lirë" me një SELECT dhe pastaj INSERT pa lock.',
      {
        files: ['app/Actions/Takime/RezervoTakim.php', 'database/migrations'],
        canonical: true,
        tags: ['rezervim', 'double-booking', 'mysql', 'concurrency'],
      },
    ),
    m(
      'incident-double-booking',
      'incident',
      'Maj: dy pacientë u rezervuan te Dr. Leka në të njëjtin slot (njëri nga app-i, tjetri nga recepsioni) sepse RezervoTakim bënte exists() e pastaj create(). Që atëherë index-i unik + testi tests/Feature/RezervimParaleliTest.php.',
      {
        files: ['tests/Feature/RezervimParaleliTest.php'],
        tags: ['incident', 'rezervim', 'double-booking'],
      },
    ),
    m(
      'booking-hold',
      'fact',
      'kur pacienti zgjedh nje slot ne app, slot-i mbahet 10 min me Cache::lock("slot:{doctor}:{start}") ne redis, derisa te plotesoje te dhenat. lock-u lirohet ne anulim ose skadim',
      {
        files: ['app/Actions/Takime/MbajSlotin.php'],
        tags: ['rezervim', 'redis', 'lock'],
      },
    ),
    m(
      'cancel-2h',
      'constraint',
      'pacienti mund ta anulojë takimin vetë deri 2 orë para. pas kësaj vetëm recepsioni',
      {
        files: ['app/Policies/AppointmentPolicy.php'],
        age: 350,
        tags: ['anulim', 'takime', 'policy'],
      },
    ),
    m(
      'cancel-12h',
      'constraint',
      'Rregull i ri nga drejtoria: anulimi nga pacienti (app ose link SMS) lejohet deri 12 orë para takimit. Më vonë vetëm nga recepsioni me telefon, dhe shënohet si anulim i vonë.',
      {
        supersedes: 'cancel-2h',
        age: 50,
        files: ['app/Policies/AppointmentPolicy.php'],
        tags: ['anulim', 'takime', 'policy'],
      },
    ),
    m(
      'no-show',
      'convention',
      'pas 3 mosparaqitjesh (status nuk_erdhi) brenda 12 muajve, pacienti shenohet requires_prepayment dhe app-i nuk e lejon te rezervoje pa paguar paradhenien',
      {
        files: ['app/Models/Patient.php', 'app/Actions/Takime/RezervoTakim.php'],
        tags: ['no-show', 'paradhenie', 'takime'],
      },
    ),
    m(
      'appointment-status',
      'fact',
      "AppointmentStatus është enum PHP (backed string): rezervuar, konfirmuar, ne_pritje, ne_vizite, perfunduar, nuk_erdhi, anuluar. Kalimet vetëm përmes metodave në App\\Actions\\Takime, jo $appointment->update(['status' => ...]).",
      {
        files: ['app/Enums/AppointmentStatus.php', 'app/Actions/Takime'],
        tags: ['takime', 'enum', 'status'],
      },
    ),
    m(
      'multi-clinic',
      'convention',
      'Rrjeti ka 4 klinika (Tiranë, Durrës, Vlorë, Shkodër). Çdo model klinik ka clinic_id dhe trait-in BelongsToClinic me global scope sipas klinikës së përdoruesit. withoutGlobalScope vetëm në raportet e drejtorisë.',
      {
        files: ['app/Models/Concerns/BelongsToClinic.php'],
        tags: ['multi-tenant', 'klinika', 'scope'],
      },
    ),
    m(
      'prescription-model',
      'fact',
      'Recetat elektronike: prescriptions (patient_id, doctor_id, appointment_id, uuid, signed_at) + prescription_items (drug_id, doza, frekuenca, kohezgjatja_dite, sasia). PDF-ja me QR gjenerohet pas nenshkrimit.',
      {
        files: ['app/Models/Prescription.php', 'app/Models/PrescriptionItem.php'],
        tags: ['receta', 'e-receta', 'modele'],
      },
    ),
    m(
      'prescription-immutable',
      'constraint',
      'Receta e nënshkruar (signed_at jo null) nuk ndryshohet më. Korrigjimi = anulim me arsye (cancelled_reason) + recetë e re që lidhet me replaces_id. Observer-i hedh exception nëse dikush provon update.',
      {
        files: ['app/Observers/PrescriptionObserver.php'],
        canonical: true,
        tags: ['receta', 'immutable', 'audit'],
      },
    ),
    m(
      'prescription-sign-pin',
      'fact',
      'mjeku e nenshkruan recetën me PIN-in e vet 6 shifror (hash bcrypt ne doctors.signing_pin), jo me fjalekalimin e llogarise. 3 PIN te gabuar = bllokim 15 min',
      {
        files: ['app/Actions/Receta/NenshkruajRecetën.php'],
        tags: ['receta', 'nenshkrim', 'pin'],
      },
    ),
    m(
      'prescription-verify',
      'fact',
      'farmacia e verifikon recetën duke skanuar QR-në: /verifiko/{uuid} tregon barnat, dozat, mjekun dhe statusin (e vlefshme / e anuluar / e përdorur). Nuk tregon diagnozën as numrin personal të plotë.',
      {
        files: ['app/Http/Controllers/VerifikoRecetenController.php', 'routes/web.php'],
        tags: ['receta', 'qr', 'farmaci', 'privatesi'],
      },
    ),
    m(
      'narcotics',
      'constraint',
      "Barnat narkotike dhe psikotrope (drugs.controlled = true) nuk lëshohen me recetë elektronike te ne: kërkojnë formularin e posaçëm në letër. UI i fsheh, por edhe validimi në backend duhet t'i refuzojë.",
      {
        files: ['app/Http/Requests/StorePrescriptionRequest.php', 'app/Models/Drug.php'],
        tags: ['receta', 'narkotike', 'validim'],
      },
    ),
    m(
      'drug-catalog',
      'fact',
      'Katalogu i barnave (drugs) importohet nga lista e barnave te regjistruara te AKBPM, excel mujor, me komanden drugs:import storage/app/imports/akbpm.xlsx. Barnat qe dalin nga lista shenohen inactive, nuk fshihen.',
      {
        files: ['app/Console/Commands/ImportDrugs.php'],
        tags: ['barnat', 'akbpm', 'import'],
      },
    ),
    m(
      'doctor-license',
      'constraint',
      'Mjeku pa licencë aktive nga Urdhri i Mjekëve (doctors.license_valid_until >= sot) nuk mund të nënshkruajë receta as të ketë orar të hapur për rezervim.',
      {
        files: ['app/Models/Doctor.php', 'app/Actions/Receta/NenshkruajRecetën.php'],
        tags: ['mjeket', 'licence', 'receta'],
      },
    ),
    m(
      'nid-format',
      'convention',
      'numri personal (NID): shkronje + 8 shifra + shkronje, p.sh. J45807123K, ruhet me shkronja te medha. rregulli i validimit App\\Rules\\NumriPersonal. per te huajt lejohet pasaporta me passport_country',
      {
        files: ['app/Rules/NumriPersonal.php'],
        tags: ['nid', 'numri-personal', 'validim', 'pacientet'],
      },
    ),
    m(
      'nid-encrypted',
      'constraint',
      'Numri personal, diagnozat (diagnoses.pershkrimi) dhe shënimet klinike ruhen të enkriptuara me cast-in encrypted të Laravel-it. Kërkimi sipas NID bëhet me kolonën nid_hash (HMAC-SHA256 me çelës të veçantë BLIND_INDEX_KEY), kurrë me LIKE mbi kolonën e enkriptuar.',
      {
        files: ['app/Models/Patient.php', 'app/Models/Diagnosis.php'],
        reaffirm: 10,
        tags: ['enkriptim', 'nid', 'blind-index', 'privatesi'],
      },
    ),
    m(
      'data-law',
      'fact',
      'Te dhenat shendetesore jane kategori e ndjeshme sipas ligjit per mbrojtjen e te dhenave personale (ligji i ri 124/2024, i perafruar me GDPR). Autoriteti eshte Komisioneri (IDP). Shkelje me te dhena pacientesh raportohet brenda 72 oreve - lajmero Besen menjehere.',
      {
        tags: ['gdpr', 'ligji', 'privatesi', 'idp'],
      },
    ),
    m(
      'audit-log',
      'convention',
      'Çdo hapje e kartelës së pacientit (show, PDF, eksport) shkruhet në patient_access_logs: user_id, patient_id, veprimi, ip, arsyeja. Middleware LogPatientAccess te routet /pacientet/{patient}/*. Livewire komponentet e thërrasin manualisht AccessLogger::log().',
      {
        files: ['app/Http/Middleware/LogPatientAccess.php', 'app/Support/AccessLogger.php'],
        tags: ['audit', 'log', 'privatesi', 'pacientet'],
      },
    ),
    m(
      'retention',
      'constraint',
      'Kartelat mjekesore dhe recetat nuk fshihen kurre nga app-i (ruajtje minimum 10 vjet sipas vendimit te drejtorise). "Fshirja" e pacientit = anonimizim i kontaktit (telefon, email) dhe sms_consent false; faturat ruhen per tatimet.',
      {
        files: ['app/Actions/Pacientet/AnonimizoPacientin.php'],
        tags: ['ruajtje', 'gdpr', 'fshirje', 'pacientet'],
      },
    ),
    m(
      'roles',
      'convention',
      'Rolet me spatie/laravel-permission: admin, drejtor, mjek, infermier, recepsion, financa. Kontrollet me Policy + $this->authorize(), jo if ($user->hasRole(...)) nëpër kontrollera.',
      {
        files: ['app/Policies', 'database/seeders/RoleSeeder.php'],
        tags: ['role', 'permission', 'policy', 'spatie'],
      },
    ),
    m(
      'reception-no-clinical',
      'constraint',
      'Recepsioni dhe financa nuk shohin diagnoza, shënime klinike apo receta: vetëm të dhëna kontakti, takime dhe fatura. Mjeku sheh vetëm pacientët që ka pasur në takim (ose të referuar tek ai).',
      {
        files: ['app/Policies/PatientPolicy.php', 'app/Policies/DiagnosisPolicy.php'],
        tags: ['role', 'privatesi', 'recepsion', 'policy'],
      },
    ),
    m('2fa-sms', 'fact', 'stafi hyn me email + fjalekalim + kod SMS (2FA) qe dergohet nga i njejti gateway', {
      age: 380,
      tags: ['2fa', 'auth', 'sms'],
    }),
    m(
      '2fa-totp',
      'decision',
      "E ndërruam 2FA-në e stafit nga kodi SMS në TOTP (Google Authenticator / Authy) me Laravel Fortify. SMS-të vonoheshin në mëngjes dhe recepsionistet s'hynin dot. Kodet rezervë printohen një herë.",
      {
        supersedes: '2fa-sms',
        age: 160,
        files: ['config/fortify.php', 'app/Providers/FortifyServiceProvider.php'],
        reason: 'vonesa e SMS-ve në orët e pikut',
        tags: ['2fa', 'totp', 'fortify', 'auth'],
      },
    ),
    m(
      'livewire-2',
      'fact',
      'admin panel ne Livewire 2, komponentet ne app/Http/Livewire, emit() per eventet',
      {
        files: ['app/Http/Livewire'],
        age: 450,
        tags: ['livewire', 'admin'],
      },
    ),
    m(
      'livewire-3',
      'decision',
      'Admin-i u kalua në Livewire 3: komponentet në app/Livewire/Admin, $this->dispatch() në vend të emit(), wire:model është deferred by default (wire:model.live vetëm ku duhet). Asnjë komponent i ri në sintaksën e vjetër.',
      {
        supersedes: 'livewire-2',
        age: 200,
        files: ['app/Livewire/Admin'],
        tags: ['livewire', 'admin', 'upgrade'],
      },
    ),
    m(
      'livewire-conventions',
      'convention',
      'Livewire: tabelat e mëdha (pacientët, faturat) me paginim në server, kurrë ->get() i të gjithave. Property-t publike nuk mbajnë modele me të dhëna të ndjeshme (NID, diagnoza) se shkojnë në HTML snapshot - mbaj vetëm id dhe #[Locked].',
      {
        files: ['app/Livewire/Admin'],
        tags: ['livewire', 'privatesi', 'performance'],
      },
    ),
    m(
      'laravel11-structure',
      'convention',
      'Struktura e Laravel 11: middleware, exceptions dhe routing konfigurohen në bootstrap/app.php. Nuk ka app/Http/Kernel.php as app/Console/Kernel.php - mos i rikrijo.',
      {
        files: ['bootstrap/app.php'],
        tags: ['laravel11', 'struktura', 'middleware'],
      },
    ),
    m(
      'scheduler',
      'fact',
      'schedule-i ne routes/console.php: kujtesat sms 18:00, riderguar faturat offline cdo 15 min, fisk:cert-check 07:00, drugs:import diten e 2 te muajit, horizon:snapshot cdo 5 min. cron-i ne serverin worker vetem (onOneServer)',
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'laravel11'],
      },
    ),
    m(
      'api-sanctum',
      'fact',
      'app-i mobil (Flutter) perdor /api/v1 me Sanctum personal access tokens, abilities: pacient:*. token skadon pas 30 ditesh pa perdorim. stafi nuk perdor API-ne',
      {
        files: ['routes/api.php', 'config/sanctum.php'],
        tags: ['api', 'sanctum', 'mobile'],
      },
    ),
    m(
      'api-resources',
      'convention',
      'API kthen gjithmonë JsonResource (app/Http/Resources), asnjëherë model direkt. Ndryshim që prish app-in mobil = /api/v2, se versionet e vjetra të app-it mbeten në telefona për muaj.',
      {
        files: ['app/Http/Resources'],
        tags: ['api', 'resources', 'versionim'],
      },
    ),
    m(
      'form-requests',
      'convention',
      'validimi ne FormRequest (app/Http/Requests), mesazhet e validimit ne shqip nga lang/sq/validation.php. jo $request->validate() inline ne kontroller',
      {
        files: ['app/Http/Requests', 'lang/sq/validation.php'],
        tags: ['validim', 'form-request'],
      },
    ),
    m('php-82', 'fact', 'serverat jane me PHP 8.2 (ondrej ppa), composer.json require php ^8.2', {
      files: ['composer.json'],
      age: 420,
      tags: ['php', 'versioni'],
    }),
    m(
      'php-83',
      'fact',
      'PHP 8.3 kudo (Forge, CI, Docker lokal); composer.json kërkon ^8.3. Klasat DTO janë readonly class, konstantet me tip (const string), statuset me enum.',
      {
        supersedes: 'php-82',
        age: 110,
        files: ['composer.json'],
        tags: ['php', 'versioni', 'dto', 'enum'],
      },
    ),
    m(
      'tests-pest',
      'convention',
      "Testet me Pest 3, RefreshDatabase mbi MySQL 8 (edhe ne CI, service container). Jo SQLite: kemi kolona te gjeneruara, JSON dhe index-in unik me active_slot qe sqlite s'i mbulon njesoj.",
      {
        files: ['tests/Pest.php', 'phpunit.xml', '.github/workflows/ci.yml'],
        tags: ['pest', 'teste', 'mysql'],
      },
    ),
    m(
      'tests-sqlite-claim',
      'fact',
      'testet mund te ecin me sqlite :memory: pa problem, jane 4x me te shpejta, thjesht ndrysho DB_CONNECTION ne phpunit.xml',
      {
        disputes: 'tests-pest',
        files: ['phpunit.xml'],
        tags: ['teste', 'sqlite'],
      },
    ),
    m(
      'tests-fakes',
      'constraint',
      'Testet nuk flasin kurrë me DPT-në (as test), me gateway-in SMS apo me Mailgun. Http::fake() + FakeDptClient (tests/Fakes) i lidhur në container; Http::preventStrayRequests() në Pest.php.',
      {
        files: ['tests/Fakes/FakeDptClient.php', 'tests/Pest.php'],
        tags: ['teste', 'fakes', 'fiskalizim', 'sms'],
      },
    ),
    m(
      'ci-actions',
      'fact',
      'GitHub Actions: pint --test, larastan (phpstan level 6), pest --parallel. PR nuk bashkohet pa CI jeshil. pas merge ne main Envoyer-i merr deploy hook-un automatikisht per staging, prod manualisht',
      {
        files: ['.github/workflows/ci.yml', 'phpstan.neon'],
        tags: ['ci', 'pint', 'larastan', 'github-actions'],
      },
    ),
    m(
      'envoyer-deploy',
      'fact',
      'Deploy me Envoyer (zero-downtime, releases/ + symlink current) në 2 droplet-e app (app-1, app-2) dhe 1 worker (horizon + scheduler). Serverat provizionohen me Forge. .env menaxhohet te Envoyer "Manage Environment", jo me dorë në server.',
      {
        fact: 'deploy | tool | Envoyer',
        files: ['envoy.blade.php'],
        tags: ['deploy', 'envoyer', 'forge', 'digitalocean'],
      },
    ),
    m(
      'deploy-hooks',
      'convention',
      'Hook-et e Envoyer pas "Activate New Release": php artisan migrate --force (vetëm në app-1), optimize, horizon:terminate në worker, livewire:upgrade s\'duhet më. Migrimet duhet të jenë backward compatible me release-in e mëparshëm.',
      {
        files: ['database/migrations'],
        tags: ['deploy', 'migrime', 'envoyer', 'horizon'],
      },
    ),
    m('do-ams3', 'fact', 'droplet-et dhe managed mysql jane ne DigitalOcean ams3', {
      age: 390,
      tags: ['digitalocean', 'infra', 'regjioni'],
    }),
    m(
      'do-fra1',
      'fact',
      'Gjithçka në DigitalOcean fra1: droplet-et app-1/app-2/worker-1, Managed MySQL 8 (1 primary + 1 standby), Managed Redis (Valkey), Spaces bucket vita-klinika-docs për PDF-të. Rrjeti privat VPC 10.114.0.0/20.',
      {
        supersedes: 'do-ams3',
        age: 140,
        tags: ['digitalocean', 'infra', 'mysql', 'redis', 'spaces'],
      },
    ),
    m(
      'backups',
      'fact',
      'Backup: DO Managed MySQL ben backup ditor (7 dite) + ne bejme mysqldump te enkriptuar me age cdo nate ne Spaces (bucket vita-backups, 90 dite). restore-i testohet cdo muaj ne staging.',
      {
        tags: ['backup', 'mysql', 'spaces'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      "Mos bëj deploy në prod 07:30-13:00 (piku i klinikave, recepsioni s'duhet të humbasë sesionin) as të premten pas 15:00. Hotfix-et jashtë këtij orari vetëm me OK të Arbenit.",
      {
        tags: ['deploy', 'orari', 'prod'],
      },
    ),
    m(
      'collation',
      'convention',
      'tabelat ne utf8mb4_0900_ai_ci qe kerkimi "Celiku" te gjeje "Çeliku" dhe "Shkembi" te gjeje "Shkëmbi". mos perdor utf8mb4_bin ne kolonat e emrave',
      {
        files: ['config/database.php'],
        tags: ['mysql', 'collation', 'kerkim', 'diakritike'],
      },
    ),
    m(
      'patient-search',
      'convention',
      'Kërkimi i pacientit në recepsion: emër + mbiemër (LIKE prefix mbi kolonat e pa-enkriptuara) ose NID i plotë (nid_hash) ose telefoni (phone_hash). Datëlindja shfaqet për të dalluar emrat e njëjtë. Asnjë kërkim me NID të pjesshëm.',
      {
        files: ['app/Livewire/Admin/KerkoPacient.php'],
        tags: ['kerkim', 'pacientet', 'nid', 'blind-index'],
      },
    ),
    m(
      'pdf-dompdf',
      'fact',
      'PDF (faturat, recetat) me barryvdh/laravel-dompdf, view-t ne resources/views/pdf',
      {
        files: ['resources/views/pdf'],
        age: 360,
        tags: ['pdf', 'dompdf'],
      },
    ),
    m(
      'pdf-browsershot',
      'fact',
      'PDF-të gjenerohen me spatie/laravel-pdf (Browsershot, Chromium headless në worker-1) në queue-n pdf; view-t Blade me Tailwind në resources/views/pdf. Ruhen në Spaces, jo në disk lokal.',
      {
        supersedes: 'pdf-dompdf',
        age: 90,
        files: ['resources/views/pdf', 'app/Jobs/GjeneroPdf.php'],
        tags: ['pdf', 'browsershot', 'spaces', 'queue'],
      },
    ),
    m(
      'lang-sq',
      'convention',
      'UI dhe mesazhet per pacientet ne shqip standard me ë dhe ç (lang/sq/*.php, lang/sq.json), locale sq, fallback en. perjashtim vetem SMS-te qe shkojne pa diakritike.',
      {
        files: ['lang/sq', 'lang/sq.json'],
        tags: ['i18n', 'shqip', 'lang'],
      },
    ),
    m(
      'insurance-export',
      'fact',
      "Sigurimet private (Sigal, Albsig, Eurosig) faturohen ne fund te muajit: eksport excel me maatwebsite/excel, nje fletë per siguracion, me NIVF-ne e cdo fature. pa NIVF s'e pranojne.",
      {
        files: ['app/Exports/SiguracionExport.php'],
        tags: ['sigurime', 'excel', 'eksport', 'fatura'],
      },
    ),
    m(
      'log-pii',
      'constraint',
      'Në log-e (dhe në Sentry) nuk shkon NID, diagnoza, emri i barnave të pacientit apo teksti i SMS-ve. Log-o id-të. Sentry ka send_default_pii=false dhe before_send që pastron request body te /pacientet dhe /receta.',
      {
        files: ['config/sentry.php', 'config/logging.php'],
        tags: ['log', 'sentry', 'privatesi'],
      },
    ),
    m(
      'owners',
      'fact',
      'kush merret me cfare: fiskalizimi + faturat Dritan Gjoka, rezervimet + SMS Elira Kola, recetat + kartela Klodian Shehu, infra/deploy Arben Hoxha, Besa Marku eshte DPO (mbrojtja e te dhenave).',
      {
        tags: ['owners', 'ekipi'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'commit messages dhe komentet ne kod ne anglisht, edhe pse flasim shqip',
      {},
    ),
    m('pref-small-prs', 'preference', 'PR te vegjel, max ~300 rreshta, pervec migrimeve te gjeneruara', {}),
    m(
      'fisk-offline-claim',
      'fact',
      "faturat offline mund t'i dergojme te DPT deri ne fund te muajit, s'ka nxitim",
      {
        disputes: 'fisk-offline',
        tags: ['fiskalizim', 'offline'],
      },
    ),
    m(
      'sms-unicode-claim',
      'fact',
      "gateway i ri i SMS e mban unicode-in pa kosto shtese, mund t'i dergojme SMS-te me ë dhe ç",
      {
        disputes: 'sms-gsm7',
        tags: ['sms', 'unicode'],
      },
    ),
    m(
      'nid-plain-claim',
      'fact',
      "numri personal s'ka pse te jete i enkriptuar, eshte ne karten e identitetit, e ngadaleson kerkimin kot",
      {
        disputes: 'nid-encrypted',
        files: ['app/Models/Patient.php'],
        tags: ['nid', 'enkriptim'],
      },
    ),
    m(
      'prescription-edit-claim',
      'fact',
      'mjeku mund ta editoje recetën brenda 24 oreve pas nenshkrimit, keshtu e kerkuan mjeket',
      {
        disputes: 'prescription-immutable',
        tags: ['receta', 'editim'],
      },
    ),
    m(
      'inferred-staging-fisk',
      'fact',
      'staging duket se perdor te njejtin NIPT test dhe TCR test per te 4 klinikat',
      {
        inferred: true,
        files: ['config/fiskalizimi.php'],
        tags: ['staging', 'fiskalizim', 'tcr'],
      },
    ),
    m(
      'inferred-sms-segments',
      'fact',
      'gateway-i me sa duket i pret mesazhet mbi 3 segmente (459 karaktere GSM7) pa dhene gabim',
      {
        inferred: true,
        tags: ['sms', 'gateway', 'segmente'],
      },
    ),
    m('cand-filament', 'decision', 'Ta zëvendësojmë admin-in Livewire me Filament 3.', {
      candidate: true,
      tags: ['admin', 'filament', 'livewire'],
    }),
    m('cand-whatsapp', 'decision', 'Kujtesat të dërgohen me WhatsApp Business në vend të SMS-ve.', {
      candidate: true,
      tags: ['sms', 'whatsapp', 'kujtese'],
    }),
    m('cand-octane', 'decision', 'Të kalojmë në Laravel Octane me FrankenPHP për performancë.', {
      candidate: true,
      tags: ['octane', 'performance'],
    }),
    m(
      'secret-db-prod',
      'note',
      'fjalëkalimi i user-it vita_app në MySQL prod është Vk7#pR2m!Qz9Lw4x - mos e ndaj në chat',
      {
        secret: 'Vk7#pR2m!Qz9Lw4x',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'per raportet ne metabase: mysql://raporte_ro:Tn8qW3vKx5Ls2Rp7@private-db-vita-do-user-1482.b.db.ondigitalocean.com:25060/vita_prod?ssl-mode=REQUIRED',
      {
        secret: 'Tn8qW3vKx5Ls2Rp7',
      },
    ),
    m(
      'secret-redis',
      'note',
      'REDIS_PASSWORD=AVNS_h3Xk9Qm2Lr7TzWb5Np8 (managed valkey ne fra1), REDIS_PORT=25061',
      {
        secret: 'AVNS_h3Xk9Qm2Lr7TzWb5Np8',
      },
    ),
    m(
      'secret-sms-key',
      'note',
      'api key i gateway-it SMS: sk_al_9f3b71c0e28d4a6b95f1c7e03d8a2b64, username VITAKLINIK',
      {
        secret: 'sk_al_9f3b71c0e28d4a6b95f1c7e03d8a2b64',
      },
    ),
    m(
      'secret-p12',
      'note',
      'certifikata e fiskalizimit per NIPT L91234567K: storage/app/certs/vita-2026.p12, password-i: Fk!2026#Vita-p12xQ, skadon 14.02.2027',
      {
        secret: 'Fk!2026#Vita-p12xQ',
      },
    ),
    m(
      'secret-envoyer-hook',
      'note',
      'deploy hook i Envoyer per staging (e perdor github action): https://envoyer.io/deploy/kR8vT3mQx7Lp2WzN9bYc4HfJ6sDa1GuE5iOo',
      {
        secret: 'kR8vT3mQx7Lp2WzN9bYc4HfJ6sDa1GuE5iOo',
      },
    ),
    m(
      'secret-spaces',
      'note',
      'Spaces key për backup-et:\nDO_SPACES_KEY=DO00QX7LKM4TZ9WBRP2H\nDO_SPACES_SECRET=vF3kP9xQ2mL7wR4tZ8nB1cY6hJ5sD0aG2eU7iO3mN8r',
      {
        secret: 'vF3kP9xQ2mL7wR4tZ8nB1cY6hJ5sD0aG2eU7iO3mN8r',
      },
    ),
    m(
      'secret-mailgun',
      'note',
      'mailgun (EU) api key: key-4e8a1c9f7b03d62e5a8c1f4b9d7e02a6, domain mg.vita-klinika.al',
      {
        secret: 'key-4e8a1c9f7b03d62e5a8c1f4b9d7e02a6',
      },
    ),
    m(
      'secret-app-key',
      'note',
      'APP_KEY i prod (nese rikrijohet worker-i nga e para): base64:Qm3vX8kL2pR7wT9zN4yB6cJ1hF5dS0aG8eU3iO7mKq4=',
      {
        secret: 'base64:Qm3vX8kL2pR7wT9zN4yB6cJ1hF5dS0aG8eU3iO7mKq4=',
      },
    ),
    m(
      'secret-blind-index',
      'note',
      "BLIND_INDEX_KEY qe perdoret per nid_hash: 9c4e2a71f8b05d36c1e9a7f42b08d5c3e6a1f97b2d40c85e13a6f9d27b0c4e81 - po ta humbim s'kerkojme dot me pacientet sipas NID",
      {
        secret: '9c4e2a71f8b05d36c1e9a7f42b08d5c3e6a1f97b2d40c85e13a6f9d27b0c4e81',
      },
    ),
    m(
      'secret-pos',
      'note',
      'Terminali POS online (ecommerce i bankës) merchant id 000471293, secret-i i nënshkrimit: mSk_7Hq2Vx9Lp4Rz8Tw3Nb6',
      {
        secret: 'mSk_7Hq2Vx9Lp4Rz8Tw3Nb6',
      },
    ),
    m(
      'secret-forge-token',
      'note',
      'Forge API token (per skriptin qe rinis php-fpm): eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIxIiwianRpIjoiNGU3YTljMmYxYjhkIn0.Vt8mQ2xK7pL9wR3zN6bY4cH1jF5sD',
      {
        secret:
          'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIxIiwianRpIjoiNGU3YTljMmYxYjhkIn0.Vt8mQ2xK7pL9wR3zN6bY4cH1jF5sD',
      },
    ),
  ],
  sessions: [
    {
      id: 'vita-session-1',
      age: 24,
      turns: [
        said(
          'mirëmëngjes. shiko pak app/Services/Oraret/SlotGenerator.php, ekografitë po rezervohen pasdite dhe pacientët vijnë pa qenë esëll',
        ),
        replied(
          'SlotGenerator nuk ka asnjë kufizim sipas llojit të shërbimit; slotet e ekografisë dalin gjatë gjithë orarit të mjekut.',
        ),
        said(
          'ekografia abdominale jepet vetem deri ne 12:00, pacienti duhet te jete esell. pas dreke asnje slot per ate sherbim',
          {
            key: 's-eko-morning',
            type: 'constraint',
          },
        ),
        replied(
          'Shtova services.latest_start_time dhe SlotGenerator i filtron slotet për ekografinë abdominale pas 12:00.',
        ),
        said('ok. po kur anulon dikush, slot-i thjesht mbetet bosh?'),
        replied('Po, kthehet i lirë por askush nuk njoftohet.'),
        said(
          'do bejme liste pritjeje: kur anulohet nje takim, i pari ne liste merr SMS dhe ka 30 minuta ta pranoje, pastaj i kalon tjetrit',
          {
            key: 's-waitlist',
            type: 'decision',
          },
        ),
        replied(
          'Krijova waitlist_entries dhe job-in OfroSlotinTeLiruar me delay 30 min për kalimin te tjetri.',
        ),
        said(
          'provoje me kete: curl -X POST https://api.smsgateway.al/v2/send -H "X-Api-Key: sk_al_2d7c95e1a04b4f38b6e9c1a7f30d58e2" -d "to=355691234567&from=VITA KLINIK&text=test"',
          {
            secret: 'sk_al_2d7c95e1a04b4f38b6e9c1a7f30d58e2',
          },
        ),
        replied(
          'Gateway-i u përgjigj me status queued dhe message_id; formati i numrit me 355 pa + është i saktë.',
        ),
        said(
          'edhe dicka: mjeket nuk e ndryshojne orarin vete nga paneli. ndryshimet i ben vetem koordinatorja e klinikes, se perndryshe na prishen takimet e rezervuara',
          {
            key: 's-schedule-coordinator',
            type: 'convention',
          },
        ),
        replied(
          'Hoqa butonin e editimit të orarit nga paneli i mjekut dhe shtova permission-in oraret.ndrysho vetëm për koordinator.',
        ),
        said('rregull, faleminderit'),
      ],
    },
    {
      id: 'vita-session-2',
      age: 17,
      turns: [
        said("Dritani thotë që dje mbetën 12 fatura pa NIVF dhe s'e mori vesh njeri deri sot"),
        replied('RiderguFaturatOffline i ka provuar, por DPT ktheu timeout; asnjë alarm nuk del nga job-i.'),
        said(
          "nese nje fature mbetet pa NIVF mbi 6 ore, njoftim ne slack #financa dhe email te Dritani. s'presim afatin e 48 oreve",
          {
            key: 's-fisk-alert',
            type: 'convention',
          },
        ),
        replied(
          'Shtova komandën fisk:alert-pending në schedule çdo 30 min që njofton Slack dhe dërgon email.',
        ),
        said(
          'ja webhook-u i kanalit: https://hooks.slack.com/services/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',
          {
            secret: 'qW8rT3yU6iO9pA2sD5fG7hJk',
          },
        ),
        replied('E vendosa si LOG_SLACK_FINANCA_URL në .env të Envoyer-it, jo në kod.'),
        said('recepsioni ne Durres po "anulon" fatura nga paneli, si e ben kjo?'),
        replied('Butoni Anulo i vendos status=anuluar në db, por te DPT fatura mbetet e fiskalizuar.'),
        said(
          "fatura e fiskalizuar s'anulohet kurre. behet fature korrigjuese me shuma negative qe i referohet NIVF-se se fatures origjinale (CorrectiveInv). hiqe ate buton",
          {
            key: 's-corrective-invoice',
            type: 'decision',
          },
        ),
        replied(
          'Hoqa butonin dhe shtova veprimin "Faturë korrigjuese" që krijon faturën me referencë te IIC/NIVF origjinale.',
        ),
        said('shume mire'),
      ],
    },
    {
      id: 'vita-session-3',
      age: 10,
      turns: [
        said('Klodiani do qe te shtojme kontrollin e alergjive te recetat'),
        replied('patient_allergies ekziston, por forma e recetës nuk e lexon fare.'),
        said(
          "para nenshkrimit kontrollo alergjite e pacientit kunder substances aktive te cdo bari. nese ka perputhje, mjeku duhet ta konfirmoje me arsye te shkruar, perndryshe s'nenshkruhet",
          {
            key: 's-allergy-check',
            type: 'constraint',
          },
        ),
        replied('Shtova AllergyChecker në NenshkruajRecetën dhe fushën allergy_override_reason.'),
        said('sa barna mund te kete nje recete tani?'),
        replied('Nuk ka kufi në kod.'),
        said('max 5 barna per recete. antibiotiket max 10 dite, me shume duhet arsyetim', {
          key: 's-rx-limits',
          type: 'constraint',
        }),
        replied('Shtova rregullat te StorePrescriptionRequest me mesazhe në shqip.'),
        said('ok, e shoh neser ne staging'),
      ],
    },
    {
      id: 'vita-session-4',
      age: 5,
      turns: [
        said('Elira do nje dump te prod ne staging qe te testoje listen e pritjes me te dhena reale'),
        replied('Mund të bëj restore të backup-it të fundit nga Spaces në staging.'),
        said(
          "jo. staging s'merr kurre te dhena reale pacientesh. vetem seederat ose dump i anonimizuar me php artisan db:anonymize qe i ndryshon emrat, NID, telefonat dhe diagnozat",
          {
            key: 's-staging-anon',
            type: 'constraint',
          },
        ),
        replied('Në rregull, po e bëj me db:anonymize dhe e ngarkoj në staging.'),
        said('horizon-i dje ne mengjes kishte 2000 job-e ne sms dhe fiskalizimi priste'),
        replied(
          'Të dy supervisor-ët janë në të njëjtin worker; queue fiskalizim pati wait time deri 11 min.',
        ),
        said(
          'vendos waits ne horizon: nese fiskalizim pret mbi 120 sekonda njoftim ne slack #alerts. sms mund te presin',
          {
            key: 's-queue-wait',
            type: 'convention',
          },
        ),
        replied(
          'Vendosa waits redis:fiskalizim => 120 në config/horizon.php dhe Horizon::routeSlackNotificationsTo te #alerts.',
        ),
        said('faleminderit'),
      ],
    },
  ],
  prompts: [
    p('shto nje job qe dergon SMS pacientit kur rezultati i analizave eshte gati', [
      'sms-local-gateway',
      'sms-gsm7',
      'sms-quiet-hours',
      'sms-consent',
      'horizon-queues',
    ]),
    p(
      'kujtesat po dalin me "Takimi juaj ne klinikÃ«" me karaktere te cuditshme dhe gateway-i na faturon 2 segmente',
      ['sms-gsm7', 'sms-unicode-claim'],
    ),
    p("a mundemi t'i dergojme SMS-te me ë dhe ç tani? duken me profesionale", [
      'sms-gsm7',
      'sms-unicode-claim',
    ]),
    p('nje paciente u ankua qe mori SMS ne 22:30 nga recepsioni', ['sms-quiet-hours', 'timezone']),
    p('ndrysho kujtesat qe te dalin edhe 2 ore para takimit', [
      'sms-remind-evening',
      'sms-quiet-hours',
      'scheduler',
    ]),
    p('pacienti shkroi STOP por vazhdon te marre kujtesa', ['sms-consent']),
    p('app/Notifications/KujtesaTakimi.php ende ka kanalin twilio, a duhet?', ['sms-local-gateway']),
    p('bëj listën e pritjes: kur anulohet takimi, njofto të parin në listë', [
      's-waitlist',
      'sms-local-gateway',
      'sms-quiet-hours',
      'horizon-queues',
    ]),
    p('SMS-te dalin me nje ore vonese pas ndryshimit te ores ne mars, shiko DergoKujtesat', [
      'incident-sms-night',
      'timezone',
      'sms-remind-evening',
    ]),
    p('shkruaj fiskalizimin per faturat e produkteve te recepsionit (kremrat)', [
      'fisk-flow',
      'vat-exempt',
      'fisk-serial',
      'money',
    ]),
    p('DPT po kthen timeout qe nga mengjesi, cfare ndodh me faturat?', [
      'fisk-offline',
      'fisk-offline-claim',
      's-fisk-alert',
    ]),
    p('a ka problem nese faturat offline i dergojme te gjitha ne fund te muajit bashke?', [
      'fisk-offline',
      'fisk-offline-claim',
    ]),
    p('dy fatura dolen me te njejtin numer rendor ne Vlore, si ndodhi?', [
      'fisk-serial',
      'invoice-number',
      'horizon-queues',
    ]),
    p('shto nje supervisor te dyte per queue fiskalizim se po vonohet', [
      'fisk-serial',
      'horizon-queues',
      's-queue-wait',
    ]),
    p('numri i fatures ne janar nisi nga 2398 ne vend te 1', ['invoice-number', 'fisk-serial']),
    p('recepsioni do butonin "anulo faturen" mbrapsht', ['s-corrective-invoice', 'fisk-flow']),
    p('ku e vendos certifikaten e re .p12 qe na dergoi DPT?', ['fisk-cert', 'incident-cert-expired']),
    p('certifikata skadon muajin tjeter, a do na lajmeroje dikush?', ['incident-cert-expired', 'scheduler']),
    p('InvoiceSigner kthen NSLF te gabuar, DPT thote "IIC signature invalid"', [
      'fisk-flow',
      'fisk-soap-client',
    ]),
    p('a ka ndonje paketë composer për fiskalizimin shqiptar që ta përdorim në vend të kodit tonë?', [
      'fisk-soap-client',
    ]),
    p('lidhe staging me DPT prod vetem per nje test te shpejte', ['fisk-test-env', 'inferred-staging-fisk']),
    p('sigurimi Sigal refuzoi eksportin e muajit, thone mungon dicka', ['insurance-export', 'fisk-qr']),
    p("fatura PDF s'ka QR kodin, resources/views/pdf/fatura.blade.php", ['fisk-qr', 'pdf-browsershot']),
    p('shto TVSH 20% te vizitat e kardiologjise', ['vat-exempt']),
    p('llogaritja e totalit te fatures del 4999.999999 ne vend te 5000', ['money']),
    p('dy pacientë u rezervuan në të njëjtin orar te Dr. Hoxha sot, shiko RezervoTakim', [
      'booking-lock',
      'incident-double-booking',
      'booking-hold',
    ]),
    p('shto endpoint-in POST /api/v1/takime per app-in mobil', [
      'api-sanctum',
      'api-resources',
      'form-requests',
      'booking-lock',
      'booking-hold',
    ]),
    p('slotet e stomatologjise dalin 20 minuta, duhet te jene me te gjata', [
      'slot-per-specialty',
      'schedules',
    ]),
    p('shto nje pushim per Dr. Leka 10-20 gusht', ['schedules', 's-schedule-coordinator']),
    p('mjeket duan te ndryshojne orarin vete nga paneli, shto nje buton', [
      's-schedule-coordinator',
      'roles',
    ]),
    p('pse nuk dalin slote pasdite per ekografi abdominale?', ['s-eko-morning', 'slot-per-specialty']),
    p('pacienti do te anuloje 5 ore para takimit nga app-i dhe merr error', ['cancel-12h']),
    p('ndrysho statusin e takimit ne "nuk_erdhi" me nje query te shpejte per te gjitha takimet e djeshme', [
      'appointment-status',
      'no-show',
    ]),
    p('pacienti nuk rezervon dot nga app-i, thote "kerkohet paradhenie"', ['no-show']),
    p('raporti i drejtorise duhet te tregoje takimet e te 4 klinikave bashke', ['multi-clinic', 'roles']),
    p('recepsionistja ne Shkoder sheh pacientet e Tiranes ne kerkim', ['multi-clinic', 'patient-search']),
    p('shto rregullin e validimit per numrin personal te forma e pacientit', ['nid-format', 'form-requests']),
    p('kërkimi sipas numrit personal është shumë i ngadaltë, hiqe enkriptimin nga kolona nid', [
      'nid-encrypted',
      'nid-plain-claim',
      'patient-search',
    ]),
    p('recepsioni do te kerkoje pacientin me 4 shifrat e fundit te NID', ['patient-search', 'nid-encrypted']),
    p('kerkimi "Celiku" nuk e gjen "Çeliku"', ['collation']),
    p('shto kolonen diagnoza_kryesore te tabela e pacienteve ne admin', [
      'nid-encrypted',
      'livewire-conventions',
      'reception-no-clinical',
    ]),
    p('recepsioni duhet te shohe edhe recetat e fundit te pacientit', ['reception-no-clinical', 'roles']),
    p('kush e hapi karteln e pacientit 4821 javen e kaluar? duhet per nje ankese', ['audit-log', 'data-law']),
    p('shto nje Livewire komponent qe tregon historikun e vizitave te pacientit', [
      'livewire-3',
      'livewire-conventions',
      'audit-log',
      'reception-no-clinical',
    ]),
    p('nje pacient kerkon qe te fshihen te gjitha te dhenat e tij', ['retention', 'data-law']),
    p('laptopi i nje recepsionisteje u vodh me sesion te hapur ne admin, cfare bejme?', [
      'data-law',
      'owners',
    ]),
    p('mjeku do te ndryshoje dozen ne nje recete qe e nenshkroi para 1 ore', [
      'prescription-immutable',
      'prescription-edit-claim',
    ]),
    p('shto mundesine qe mjeku ta editoje recetën brenda dites', [
      'prescription-immutable',
      'prescription-edit-claim',
    ]),
    p('farmacia thotë që QR e recetës tregon numrin personal të plotë të pacientit', [
      'prescription-verify',
      'nid-encrypted',
    ]),
    p('shto diazepam ne formen e recetes, mjeket po e kerkojne', ['narcotics']),
    p('kalo queue-t ne horizon, a jemi ende me database driver?', ['queue-horizon']),
    p('krijo tabelen e re per recetat e syzeve, ngjashem me recetat e barnave', [
      'prescription-model',
      'prescription-immutable',
      'multi-clinic',
    ]),
    p('shkruaj nenshkrimin e recetes me PIN ne app/Actions/Receta/NenshkruajRecetën.php', [
      'prescription-sign-pin',
      'doctor-license',
      's-allergy-check',
      'prescription-immutable',
    ]),
    p('mjeku shtoi 7 barna ne nje recete dhe amoksicilinen per 14 dite, a lejohet?', ['s-rx-limits']),
    p('pacienti ka alergji nga penicilina por receta me amoksicilinë u nënshkrua pa asnjë paralajmërim', [
      's-allergy-check',
    ]),
    p('Dr. Kola s\'po nenshkruan dot receta qe nga dje, thote "licenca"', ['doctor-license']),
    p('importo listen e re te barnave nga AKBPM qe erdhi sot', ['drug-catalog', 'horizon-queues']),
    p('nje bar u hoq nga lista e AKBPM, fshije nga tabela drugs', ['drug-catalog', 'prescription-immutable']),
    p('PDF e recetes del bosh kur e gjenerojme nga queue', ['pdf-browsershot', 'horizon-queues']),
    p('kalo gjenerimin e PDF-ve ne dompdf se chromium ha shume memorie ne worker', ['pdf-browsershot']),
    p('shto middleware-in LogPatientAccess ne app/Http/Kernel.php', ['laravel11-structure', 'audit-log']),
    p('ku e shtoj komanden e re qe te ekzekutohet cdo nate?', ['scheduler', 'laravel11-structure']),
    p('shto 2FA me SMS per mjeket qe hyjne nga shtepia', ['2fa-totp']),
    p('komponenti i ri Livewire perdor $this->emit("saved") dhe s\'punon', ['livewire-3']),
    p('tabela e faturave ne admin ngarkon 40 sekonda', ['livewire-conventions']),
    p('horizon dashboard jep 403 ne prod', ['horizon-auth', 'roles']),
    p('queue fiskalizim kishte 10 min wait sot ne mengjes, a na lajmeron dikush per kete?', [
      's-queue-wait',
      'horizon-queues',
      'fisk-serial',
    ]),
    p('shkruaj teste per RezervoTakim', ['tests-pest', 'tests-fakes', 'booking-lock']),
    p('testet jane shume te ngadalta, kalo ne sqlite in-memory', ['tests-pest', 'tests-sqlite-claim']),
    p('testi i fiskalizimit po dergon kerkesa te DPT test ne CI', ['tests-fakes', 'fisk-test-env']),
    p('larastan po deshton me 40 gabime pas upgrade-it, a mund ta ul nivelin ne 4?', ['ci-actions']),
    p('bej deploy hotfix-in ne prod tani, ora 10:30', ['deploy-window', 'envoyer-deploy']),
    p('migrimi qe riemeron kolonen patients.tel ne phone, si ta bej pa downtime?', ['deploy-hooks']),
    p('ku duhet ta shtoj variablen e re SMS_SENDER ne prod?', ['envoyer-deploy', 'sms-local-gateway']),
    p('me duhet nje kopje e databazes prod ne staging per testim', ['s-staging-anon', 'backups', 'data-law']),
    p('rikthe databazen ne gjendjen e djeshme ne nje server te ri', ['backups', 'do-fra1']),
    p('ne cilin regjion jane serverat? na pyet auditi', ['do-fra1', 'data-law']),
    p('log-o request body te /receta qe te shohim pse deshton validimi', ['log-pii', 'form-requests']),
    p('add a readonly DTO for the appointment payload, whats our PHP version?', ['php-83']),
    p('hiq fushen "telefoni" nga response i /api/v1/pacienti, app-i mobil s\'e perdor', ['api-resources']),
    p('kush merret me fiskalizimin? dua te pyes per faturat korrigjuese', ['owners']),
    p('ekspor excel per sigurimet, shto kolonen e NIVF', ['insurance-export', 'fisk-flow']),
    p('mesazhet e validimit dalin ne anglisht te forma e pacientit', ['form-requests', 'lang-sq']),
    p('sa karaktere mund te kete nje SMS para se te ndahet ne dy?', ['sms-gsm7', 'inferred-sms-segments']),
    p('cili eshte ndryshimi midis whereHas dhe withWhereHas?', []),
    p('faleminderit, tani punon', []),
    p('si ta bej squash 3 commit-et e fundit?', []),
    p('explain the difference between Laravel queues and events in general', []),
    p('ok bëje commit', []),
    p('shpjegome si funksionon eager loading ne Eloquent', []),
    p('regex per numer celulari shqiptar si 069 123 4567?', []),
  ],
});

export default laravelClinicAl;
