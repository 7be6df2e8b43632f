// A Riga B2B accounting and invoicing SaaS: VID EDS VAT and payroll reports, e-adrese, Smart-ID/eParaksts, SEPA, PEPPOL.
// Held-out scenario: written blind, labelled without running spool. Mostly in Latvian.
import { m, p, project, replied, said } from '../dsl.mjs';

export const djangoAccountingLv = project({
  name: 'django-accounting-lv',
  stack:
    'Python 3.12, Django 5.1 + Django REST Framework, Celery 5 + Redis, PostgreSQL 16, HTMX + Alpine.js (django-htmx), WeasyPrint, lxml/xmlschema, VID EDS API, VRAA e-adrese, Smart-ID (SK ID Solutions) + eParaksts (LVRTC), EU DSS signer sidecar, SEPA pain.001 / camt.053, PEPPOL BIS 3.0 via Storecove, pytest-django + factory_boy, k3s (DEAC, Rīga), GitLab CI',
  memories: [
    m(
      'django-42',
      'fact',
      'projekts ir uz Django 4.2 LTS un Python 3.11, settings vienā failā bilance/settings.py',
      {
        age: 640,
        tags: ['django', 'python', 'settings'],
      },
    ),
    m(
      'django-5',
      'fact',
      'Django 5.1 + Python 3.12. Settings sadalīti config/settings/base.py, dev.py, prod.py; vides mainīgie caur django-environ (.env tikai lokāli, nav repo).',
      {
        fact: 'backend | framework | Django 5.1',
        supersedes: 'django-42',
        age: 260,
        files: ['config/settings/base.py', 'config/settings/prod.py'],
        tags: ['django', 'python', 'settings', 'environ'],
      },
    ),
    m(
      'apps-layout',
      'fact',
      'Django apps: apps/core (Company, lietotāji, validatori), apps/invoices, apps/ledger (grāmatojumi, kontu plāns), apps/vat (PVN likmes, deklarācija), apps/payroll (algas, DDZ), apps/vid_eds, apps/eadrese, apps/banking (SEPA, camt), apps/peppol, apps/signing (Smart-ID, eParaksts), apps/reports.',
      {
        files: ['apps'],
        tags: ['layout', 'django-apps'],
      },
    ),
    m(
      'tenancy',
      'constraint',
      'Multi-tenancy ir pa rindām: katram biznesa modelim ir company FK. Skatos VIENMĒR Model.objects.for_company(request.company), nekad .objects.all() vai .get(pk=...) bez company. request.company uzstāda apps/core/middleware.py CompanyMiddleware no sesijas.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['apps/core/middleware.py', 'apps/core/managers.py'],
        tags: ['tenancy', 'company', 'security', 'querysets'],
      },
    ),
    m(
      'tenancy-tests',
      'convention',
      'testos vienmer izveidot divus uznemumus (company_a, company_b fixtures conftest.py) un parbaudit ka B dati neparadas A skatam. tā jau 2x noķērām noplūdes',
      {
        files: ['tests/conftest.py'],
        tags: ['tests', 'tenancy', 'pytest'],
      },
    ),
    m(
      'money-decimal',
      'constraint',
      'Summas tikai Decimal (DecimalField max_digits=14, decimal_places=2), nekad float. Noapaļošana ROUND_HALF_UP līdz centiem. PVN rēķinā aprēķina no kopsummas katrai likmei, nevis pa rindām un tad summējot — citādi centu starpības ar EDS.',
      {
        canonical: true,
        files: ['apps/vat/calc.py'],
        tags: ['decimal', 'rounding', 'vat', 'money'],
      },
    ),
    m(
      'pvn-likmes',
      'fact',
      'PVN likmes: 21% standarta, 12% samazinātā (zāles un medicīniskās ierīces, zīdaiņu pārtika, naktsmītņu pakalpojumi, siltumenerģija mājsaimniecībām, periodika), 5% svaigiem augļiem, ogām un dārzeņiem, 0% ES piegādēm un eksportam.',
      {
        files: ['apps/vat/rates.py'],
        tags: ['vat', 'pvn', 'rates'],
      },
    ),
    m(
      'vat-rates-dated',
      'convention',
      'PVN likmes glabājas tabulā VatRate ar valid_from / valid_to un kategoriju. Kodā nekad nehardkodēt 21 vai Decimal("0.21"), vienmēr VatRate.for_date(category, invoice.supply_date).',
      {
        files: ['apps/vat/models.py'],
        tags: ['vat', 'rates', 'hardcode'],
      },
    ),
    m(
      'apgriezta-pvn',
      'fact',
      'Apgrieztā PVN maksāšana (PVN likuma 143. pants): būvniecības pakalpojumi, kokmateriāli, metāllūžņi, mobilie telefoni / planšetes / klēpjdatori, graudaugi u.c. Rēķinā PVN 0, teksts "Nodokļa apgrieztā maksāšana" un pircēja PVN numurs obligāts; deklarācijā savā rindā.',
      {
        files: ['apps/vat/reverse_charge.py'],
        tags: ['vat', 'reverse-charge', 'apgrieztā-maksāšana', 'construction'],
      },
    ),
    m(
      'rekinu-numuri',
      'constraint',
      'Rēķinu numerācija: katrai sērijai uzņēmumā secīgi bez pārrāvumiem. Numuru piešķir tikai izrakstot (DRAFT -> ISSUED) InvoiceSeries.next_number() ar select_for_update. Izrakstītu rēķinu nedrīkst dzēst vai labot — tikai kredītrēķins.',
      {
        canonical: true,
        files: ['apps/invoices/services/issue.py', 'apps/invoices/models.py'],
        tags: ['invoices', 'numbering', 'credit-note'],
      },
    ),
    m(
      'kreditrekins',
      'fact',
      'kredītrēķins = Invoice ar kind=CREDIT_NOTE, summas negatīvas, original_invoice FK uz labojamo rēķinu. savā sērijā (parasti "KR").',
      {
        files: ['apps/invoices/models.py'],
        tags: ['invoices', 'credit-note', 'kredītrēķins'],
      },
    ),
    m(
      'rekviziti',
      'fact',
      'Rekvizīti: reģistrācijas numurs 11 cipari (uzņēmumi sākas ar 4 vai 5, piem. 40103xxxxxx), PVN maksātāja numurs = "LV" + reģ. nr. Validatori apps/core/validators.py: validate_reg_no, validate_vat_no. ES klientiem PVN numuru pārbaudām VIES (ar kešu 24h).',
      {
        files: ['apps/core/validators.py'],
        tags: ['validation', 'vat-number', 'registration-number', 'vies'],
      },
    ),
    m(
      'personas-kods',
      'fact',
      'personas kods 11 cipari. vecajiem DDMMGG-XNNNN, no tiem var izvilkt dzimšanas datumu. jaunie (no 2017. g. 1. jūlija) sākas ar 32 un datumu NESATUR — nemēģināt parsēt datumu, dzimšanas datumu prasām atsevišķi.',
      {
        files: ['apps/core/validators.py', 'apps/payroll/models.py'],
        tags: ['personas-kods', 'validation', 'payroll'],
      },
    ),
    m(
      'personas-kods-sifrets',
      'constraint',
      'Darbinieku personas kodi glabājas šifrēti (apps/core/fields.py EncryptedCharField, Fernet, atslēga FIELD_ENCRYPTION_KEY). Meklēšanai ir pk_hash kolonna (HMAC). Logos, Sentry un admin sarakstos personas kodu nerādīt.',
      {
        files: ['apps/core/fields.py'],
        tags: ['personas-kods', 'encryption', 'gdpr', 'logging'],
      },
    ),
    m(
      'eds-manual',
      'decision',
      'PVN deklarāciju un DDZ ģenerējam kā XML, lietotājs to lejupielādē un pats ielādē EDS. Mēs EDS tieši nesaucam.',
      {
        age: 590,
        tags: ['eds', 'vid', 'xml'],
      },
    ),
    m(
      'eds-api',
      'decision',
      'Pārgājām no XML lejupielādes uz tiešu iesniegšanu caur VID EDS API. Klients EDS-ā piešķir pilnvarojumu mūsu uzņēmumam, iesniedzam ar mūsu API sertifikātu. Klients: apps/vid_eds/client.py (EdsClient), dokumenta statusu pollējam, kamēr VID atbild "Pieņemts" vai "Noraidīts".',
      {
        fact: 'VAT and payroll reports | submitted_via | VID EDS API',
        supersedes: 'eds-manual',
        age: 300,
        canonical: true,
        files: ['apps/vid_eds/client.py'],
        reason: 'klienti kļūdījās ar augšupielādi un kavēja termiņus',
        tags: ['eds', 'vid', 'api', 'pilnvarojums'],
      },
    ),
    m(
      'eds-xsd',
      'convention',
      'Katru EDS XML pirms sūtīšanas validējam pret XSD (apps/vid_eds/xsd/, versijas mapē pēc VID publicēšanas datuma) ar xmlschema. Ja XSD validācija krīt, nesūtām un rādām kļūdu lietotājam.',
      {
        files: ['apps/vid_eds/xsd', 'apps/vid_eds/validation.py'],
        tags: ['eds', 'xsd', 'xml', 'validation'],
      },
    ),
    m(
      'eds-rate-limit',
      'constraint',
      'EDS API ir limits uz sertifikātu. Visi EDS izsaukumi tikai caur Celery rindu "eds" (rate_limit="30/m", viens workers ar concurrency=2). Nesaukt EdsClient tieši no view.',
      {
        files: ['apps/vid_eds/tasks.py', 'config/celery.py'],
        tags: ['eds', 'celery', 'rate-limit'],
      },
    ),
    m(
      'pvn-termins',
      'fact',
      'PVN deklarācija jāiesniedz līdz nākamā mēneša 20. datumam (mēneša periods) vai līdz 20. datumam pēc ceturkšņa beigām (ceturkšņa periods). Ja 20. ir brīvdiena — nākamā darba diena.',
      {
        tags: ['vat', 'pvn', 'deadline', 'eds'],
      },
    ),
    m('pvn-termins-claim', 'fact', 'pvn deklarācijas termiņš ir 15. datums, ne 20.', {
      disputes: 'pvn-termins',
      tags: ['vat', 'pvn', 'deadline'],
    }),
    m(
      'pvn1-pielikums',
      'fact',
      'PVN 1 pielikums: I daļā (priekšnodoklis) un II daļā (izsniegtie rēķini) darījumi no 150 EUR (bez PVN) katrs atsevišķi ar partnera PVN numuru un dokumenta nr.; zem 150 EUR summāri vienā rindā. III daļa ES darījumiem. Ģenerators apps/vat/pvn1.py.',
      {
        files: ['apps/vat/pvn1.py'],
        tags: ['vat', 'pvn1', 'eds', 'declaration'],
      },
    ),
    m(
      'ddz',
      'fact',
      'Darba devēja ziņojums (DDZ) par iepriekšējo mēnesi līdz 17. datumam: ienākumi, IIN un VSAOI pa darbiniekiem. Ģenerē apps/payroll/reports/ddz.py, sūta caur EDS API.',
      {
        files: ['apps/payroll/reports/ddz.py'],
        tags: ['payroll', 'ddz', 'eds', 'deadline'],
      },
    ),
    m(
      'zinas-par-darbiniekiem',
      'constraint',
      '"Ziņas par darba ņēmējiem" (darba attiecību sākums) jāiesniedz VID ne vēlāk kā dienu pirms darba sākuma. Ja darbinieku pievieno ar sākuma datumu šodien vai pagātnē — bloķējam un prasām apstiprinājumu ar brīdinājumu par sodu.',
      {
        files: ['apps/payroll/services/hire.py'],
        tags: ['payroll', 'employees', 'vid', 'deadline'],
      },
    ),
    m(
      'vsaoi',
      'fact',
      'VSAOI kopā 34,09%: darba devēja daļa 23,59%, darba ņēmēja 10,5%. Likmes glabājas apps/payroll/tax_tables.py ar spēkā esamības datumiem.',
      {
        files: ['apps/payroll/tax_tables.py'],
        tags: ['payroll', 'vsaoi', 'social-tax'],
      },
    ),
    m('vsaoi-claim', 'fact', 'darba devēja vsaoi ir 24.09%, tabulā kļūda', {
      disputes: 'vsaoi',
      tags: ['payroll', 'vsaoi'],
    }),
    m(
      'iin-old',
      'constraint',
      'IIN progresīvais: 20% līdz 20 004 EUR gadā, 23% līdz 78 100 EUR, 31% virs tā',
      {
        age: 520,
        files: ['apps/payroll/tax_tables.py'],
        tags: ['payroll', 'iin', 'income-tax'],
      },
    ),
    m(
      'iin-2025',
      'constraint',
      'No 2025. gada 1. janvāra IIN mainījās: 25,5% ienākumiem līdz 105 300 EUR gadā (8 775 EUR mēnesī), 33% virs tā. Mēneša aprēķinā lietojam mēneša slieksni, gada pārrēķinu dara VID. Tabulas apps/payroll/tax_tables.py ar valid_from=2025-01-01.',
      {
        fact: 'IIN | rates | 25.5% / 33%',
        supersedes: 'iin-old',
        age: 230,
        files: ['apps/payroll/tax_tables.py'],
        tags: ['payroll', 'iin', 'income-tax', '2025'],
      },
    ),
    m(
      'neapliekamais-diff',
      'fact',
      'neapliekamais minimums ir diferencēts, VID prognozētais katram darbiniekam, to ņemam no algas nodokļa grāmatiņas datiem EDS',
      {
        age: 500,
        tags: ['payroll', 'neapliekamais-minimums'],
      },
    ),
    m(
      'neapliekamais-510',
      'fact',
      'Neapliekamais minimums ir vienāds visiem — 510 EUR mēnesī. Piemēro tikai tad, ja darbinieks algas nodokļa grāmatiņu (elektroniski EDS) iesniedzis tieši mums; citādi IIN no pirmā eiro.',
      {
        supersedes: 'neapliekamais-diff',
        age: 225,
        files: ['apps/payroll/tax_tables.py', 'apps/payroll/calc.py'],
        tags: ['payroll', 'neapliekamais-minimums', 'algas-grāmatiņa'],
      },
    ),
    m(
      'slimibas-lapa',
      'fact',
      'slimības lapa A: 1. diena netiek apmaksāta, 2.–3. dienu darba devējs maksā 75%, 4.–10. dienu 80% no vidējās izpeļņas; no 11. dienas maksā VSAA (mums tikai jāatzīmē DDZ). apps/payroll/calc/sick_leave.py',
      {
        files: ['apps/payroll/calc/sick_leave.py'],
        tags: ['payroll', 'sick-leave', 'slimības-lapa'],
      },
    ),
    m(
      'payroll-lock',
      'constraint',
      'Pēc algas izmaksas (PayrollRun.status = PAID) aprēķinu vairs nelabo. Kļūdas labo ar korekciju nākamā mēneša aprēķinā un, ja vajag, precizētu DDZ. Nekādu "reopen" pogu.',
      {
        files: ['apps/payroll/models.py'],
        tags: ['payroll', 'lock', 'corrections'],
      },
    ),
    m(
      'atvalinajums',
      'fact',
      'atvaļinājuma naudu rēķina pēc vidējās izpeļņas par pēdējiem 6 mēnešiem (Darba likuma 75. p.), jāizmaksā ne vēlāk kā dienu pirms atvaļinājuma — tāpēc atvaļinājuma izmaksa ir atsevišķs PayrollRun ar kind=VACATION.',
      {
        files: ['apps/payroll/calc/vacation.py'],
        tags: ['payroll', 'vacation', 'average-earnings'],
      },
    ),
    m(
      'fidavista',
      'fact',
      'bankas izrakstus importējam FiDAViSta XML formātā (visas LV bankas), parseris apps/banking/fidavista.py',
      {
        age: 560,
        files: ['apps/banking/fidavista.py'],
        tags: ['banking', 'fidavista', 'statements'],
      },
    ),
    m(
      'camt053',
      'decision',
      'Bankas pamazām atsakās no FiDAViSta, tāpēc pārgājām uz ISO 20022 camt.053 (001.02 un 001.08) visām bankām — Swedbank, SEB, Citadele, Luminor. Parseris apps/banking/camt053.py, fidavista.py izdzēsts. Importē gan failu augšupielādi, gan automātisko ielādi.',
      {
        fact: 'bank statements | format | camt.053',
        supersedes: 'fidavista',
        age: 280,
        files: ['apps/banking/camt053.py'],
        tags: ['banking', 'camt053', 'iso20022', 'statements'],
      },
    ),
    m(
      'camt-dedupe',
      'constraint',
      'Vienu un to pašu izrakstu klienti importē vairākas reizes (arī pārklājošus periodus). Ierakstus dedublicējam pēc (bank_account, AcctSvcrRef); ja AcctSvcrRef nav — (bank_account, NtryRef, BookgDt, Amt). Unique constraint uz BankTransaction.',
      {
        files: ['apps/banking/models.py', 'apps/banking/camt053.py'],
        tags: ['banking', 'camt053', 'dedupe', 'import'],
      },
    ),
    m(
      'camt-dedupe-claim',
      'fact',
      'AcctSvcrRef bankas reāli nedod, dublikātus vajag noteikt pēc summa + datums + partnera IBAN',
      {
        disputes: 'camt-dedupe',
        tags: ['banking', 'dedupe'],
      },
    ),
    m(
      'bank-matching',
      'fact',
      'Maksājumu sasaiste ar rēķiniem apps/banking/matching.py secībā: 1) RF atsauce (CdtrRefInf), 2) rēķina numurs maksājuma mērķī (Ustrd, regex pa sērijām), 3) summa + klienta IBAN. Rezultāts BankMatch ar confidence (HIGH/MEDIUM/LOW).',
      {
        files: ['apps/banking/matching.py'],
        tags: ['banking', 'matching', 'reconciliation'],
      },
    ),
    m(
      'rf-atsauce',
      'convention',
      'katram rēķinam ģenerējam RF kreditora atsauci (ISO 11649) no rēķina numura — apps/invoices/reference.py. Drukājam PDF pie rekvizītiem un PEPPOL PaymentID laukā.',
      {
        files: ['apps/invoices/reference.py'],
        tags: ['invoices', 'rf-reference', 'iso11649', 'payments'],
      },
    ),
    m(
      'pain001-03',
      'fact',
      'maksājumu uzdevumi: SEPA pain.001.001.03, ģenerators apps/banking/sepa/pain001.py',
      {
        age: 480,
        files: ['apps/banking/sepa/pain001.py'],
        tags: ['sepa', 'pain001', 'payments'],
      },
    ),
    m(
      'pain001-09',
      'decision',
      'Pārejam uz pain.001.001.09 (EPC 2023 rulebook, strukturētās adreses PstlAdr ar TwnNm + Ctry obligāti). Vecā .03 versija vairs netiek ģenerēta, banku testi iziet uz .09. Ģenerators apps/banking/sepa/pain001.py, XSD apps/banking/sepa/xsd/pain.001.001.09.xsd.',
      {
        fact: 'payment files | format | pain.001.001.09',
        supersedes: 'pain001-03',
        age: 150,
        files: ['apps/banking/sepa/pain001.py'],
        tags: ['sepa', 'pain001', 'payments', 'iso20022'],
      },
    ),
    m(
      'sepa-simboli',
      'constraint',
      'pain.001 vārdos un maksājuma mērķī tikai EPC Latin simboli. Garumzīmes un mīkstinājumus transliterējam (ā->a, č->c, ģ->g, š->s, ž->z), citādi Luminor noraida visu failu. Ustrd max 140 zīmes. apps/banking/sepa/charset.py',
      {
        files: ['apps/banking/sepa/charset.py'],
        tags: ['sepa', 'charset', 'transliteration', 'luminor'],
      },
    ),
    m(
      'sepa-batch',
      'fact',
      'algu maksājumi iet atsevišķā PmtInf blokā ar CtgyPurp=SALA (bankas tos nerāda kopējā izrakstā pa vienam), piegādātāju maksājumi ar SUPP. Vienā failā var būt abi.',
      {
        tags: ['sepa', 'payroll', 'salary', 'pain001'],
      },
    ),
    m(
      'iban',
      'convention',
      'IBAN validācija ar schwifty (apps/core/validators.py validate_iban). LV IBAN ir 21 zīme: LVkk + 4 burti bankas kods + 13 zīmes. UI rāda grupās pa 4, DB glabā bez atstarpēm.',
      {
        files: ['apps/core/validators.py'],
        tags: ['iban', 'validation', 'banking'],
      },
    ),
    m(
      'peppol',
      'fact',
      'E-rēķini: PEPPOL BIS Billing 3.0 (UBL 2.1) caur piekļuves punktu Storecove (REST API). Sūtīšana apps/peppol/send.py, saņemšana ar Storecove webhook apps/peppol/webhooks.py -> PurchaseInvoice melnraksts.',
      {
        files: ['apps/peppol'],
        tags: ['peppol', 'e-invoice', 'ubl', 'storecove'],
      },
    ),
    m(
      'peppol-termins',
      'fact',
      'Pēc Grāmatvedības likuma grozījumiem B2B e-rēķini strukturētā formā obligāti no 2026. gada 1. janvāra; B2G jau no 2025. gada. Tāpēc PEPPOL ir default visiem LV klientiem ar PEPPOL ID.',
      {
        tags: ['peppol', 'e-invoice', 'law', 'deadline'],
      },
    ),
    m(
      'peppol-termins-claim',
      'fact',
      'e-rēķinu obligātums B2B atlikts līdz 2028. gadam, nav jāsteidzas ar peppol default',
      {
        disputes: 'peppol-termins',
        tags: ['peppol', 'e-invoice', 'deadline'],
      },
    ),
    m(
      'peppol-validacija',
      'constraint',
      'Pirms sūtīšanas UBL validējam ar PEPPOL BIS 3.0 schematron (apps/peppol/schematron/, atjaunot ar katru OpenPEPPOL release). Ja ir fatal kļūdas — nesūtām, rēķins paliek statusā PEPPOL_ERROR un lietotājs redz kļūdu tekstu.',
      {
        files: ['apps/peppol/schematron', 'apps/peppol/validate.py'],
        tags: ['peppol', 'schematron', 'validation'],
      },
    ),
    m(
      'peppol-id',
      'fact',
      'LV uzņēmumu PEPPOL dalībnieka ID: shēma 0218 + reģistrācijas numurs (piem. 0218:40103123456). Pirms sūtīšanas SMP lookup caur Storecove /discovery; ja nav atrasts — saņēmējs nav PEPPOL tīklā.',
      {
        tags: ['peppol', 'participant-id', 'smp'],
      },
    ),
    m(
      'eadrese',
      'fact',
      'e-adrese (VRAA oficiālā elektroniskā adrese): apps/eadrese/ saņem VID un citu iestāžu ziņas klientu vārdā (ar klienta pilnvaru). Celery beat pollē ik 15 min, ziņas rādām "Ienākošie" sadaļā un paziņojam e-pastā.',
      {
        files: ['apps/eadrese'],
        tags: ['e-adrese', 'vraa', 'notifications'],
      },
    ),
    m(
      'eadrese-nesutit',
      'constraint',
      'Caur e-adresi klienta vārdā mēs neko nesūtām automātiski. Tikai lasām. Atbildes sūtīšana iespējama tikai manuāli, pēc lietotāja apstiprinājuma ar Smart-ID/eParaksts.',
      {
        tags: ['e-adrese', 'security', 'consent'],
      },
    ),
    m(
      'smartid-v2',
      'fact',
      'Smart-ID parakstīšana caur SK ID Solutions RP API v2, apps/signing/smartid.py, lietotājam rādām 4 ciparu verifikācijas kodu',
      {
        age: 420,
        files: ['apps/signing/smartid.py'],
        tags: ['smart-id', 'signing', 'sk-id'],
      },
    ),
    m(
      'smartid-v3',
      'fact',
      'Smart-ID ir uz RP API v3: autentifikācija ar dinamisko saiti / QR kodu (device link flow), parakstīšana ar notification flow un verifikācijas kodu. Sesijas statusu pollējam ar timeoutMs=30000. v2 klients izdzēsts. Kods apps/signing/smartid/.',
      {
        supersedes: 'smartid-v2',
        age: 120,
        files: ['apps/signing/smartid'],
        tags: ['smart-id', 'signing', 'sk-id', 'qr'],
      },
    ),
    m(
      'eparaksts',
      'fact',
      'eParaksts mobile (LVRTC): OIDC autentifikācija + eParaksts signing API, redirect flow. Callback URL katrai videi jāreģistrē pie LVRTC (dev/stage/prod atsevišķi klienti). apps/signing/eparaksts.py',
      {
        files: ['apps/signing/eparaksts.py'],
        tags: ['eparaksts', 'lvrtc', 'signing', 'oidc'],
      },
    ),
    m(
      'edoc',
      'fact',
      'parakstītie dokumenti ir .edoc konteineri (ASiC-E ar XAdES parakstu), kā Latvijā pieņemts. Klientam dodam lejupielādēt .edoc, nevis PDF ar iegultu parakstu.',
      {
        tags: ['edoc', 'asic-e', 'xades', 'signing'],
      },
    ),
    m('pyasice', 'decision', '.edoc konteinerus veidojam turpat Django procesā ar pyasice bibliotēku', {
      age: 380,
      files: ['apps/signing/container.py'],
      tags: ['edoc', 'pyasice', 'signing'],
    }),
    m(
      'dss-signer',
      'decision',
      'Atteicāmies no pyasice — nevarēja uztaisīt XAdES-BASELINE-LT (OCSP + laikspiedols), un eParaksts validators tādus brīdināja. Tagad .edoc būvē EU DSS sidecar serviss services/dss-signer (Java, REST: /container/prepare, /container/finalize), Django to sauc ar apps/signing/dss_client.py.',
      {
        fact: 'edoc containers | built_by | EU DSS sidecar',
        supersedes: 'pyasice',
        age: 140,
        files: ['services/dss-signer', 'apps/signing/dss_client.py'],
        reason: 'LT level ar OCSP un laikspiedolu',
        tags: ['edoc', 'dss', 'signing', 'xades'],
      },
    ),
    m(
      'jquery',
      'fact',
      'frontends: Django templates + jQuery 3 + Bootstrap 4, formas sūta AJAX uz DRF /api/ endpointiem',
      {
        age: 610,
        tags: ['frontend', 'jquery', 'bootstrap'],
      },
    ),
    m(
      'htmx',
      'decision',
      'Frontendu pārrakstījām no jQuery uz HTMX + Alpine.js (django-htmx), Bootstrap 5. Parciāļi templates/<app>/partials/_*.html; ja request.htmx, skats atgriež tikai parciāli, citādi pilnu lapu. hx-boost ieslēgts base.html. jQuery vairs nepievienot.',
      {
        fact: 'frontend | built_with | HTMX + Alpine.js',
        supersedes: 'jquery',
        age: 270,
        canonical: true,
        files: ['templates/base.html', 'templates'],
        tags: ['frontend', 'htmx', 'alpine', 'templates'],
      },
    ),
    m(
      'htmx-csrf',
      'convention',
      'CSRF HTMX pieprasījumiem: hx-headers=\'{"X-CSRFToken": "{{ csrf_token }}"}\' uz <body> base.html. Nekad @csrf_exempt, lai "salabotu" 403.',
      {
        files: ['templates/base.html'],
        tags: ['htmx', 'csrf', 'security'],
      },
    ),
    m(
      'htmx-oob',
      'note',
      'ja pēc rindas saglabāšanas jāatjauno arī rēķina kopsumma: atgriežam rindu + kopsummas bloku ar hx-swap-oob="true" (templates/invoices/partials/_totals.html), nevis pārlādējam visu tabulu',
      {
        files: ['templates/invoices/partials/_totals.html'],
        tags: ['htmx', 'oob', 'invoices'],
      },
    ),
    m(
      'drf-api',
      'convention',
      'DRF tikai publiskajam API /api/v1/ (klientu integrācijas, mobilā lietotne). HTMX lapas ir parasti Django views ar formām, nevis DRF. Publiskajā API breaking change = /api/v2/.',
      {
        files: ['apps/api'],
        tags: ['drf', 'api', 'versioning'],
      },
    ),
    m(
      'celery-rabbit',
      'fact',
      'celery brokeris ir RabbitMQ (bilance-rabbitmq), results ar django-celery-results',
      {
        age: 450,
        tags: ['celery', 'rabbitmq'],
      },
    ),
    m(
      'celery-redis',
      'fact',
      'Celery brokeris un result backend ir Redis 7 (DB 1; DB 0 ir kešs). Rindas: default, eds, bank, pdf, peppol. visibility_timeout = 7200 s. Beat grafiks config/celery.py (django-celery-beat nelietojam).',
      {
        supersedes: 'celery-rabbit',
        age: 200,
        files: ['config/celery.py'],
        tags: ['celery', 'redis', 'queues'],
      },
    ),
    m(
      'celery-idempotent',
      'constraint',
      'Celery uzdevumi idempotenti: argumentos tikai ID (nekad modeļa objekti), acks_late=True, pirms blakusefekta pārbaudām statusu DB. Retry notiek un notiks.',
      {
        tags: ['celery', 'idempotent', 'tasks'],
      },
    ),
    m('pdf-reportlab', 'fact', 'rēķinu PDF zīmējam ar reportlab, apps/invoices/pdf.py', {
      age: 430,
      files: ['apps/invoices/pdf.py'],
      tags: ['pdf', 'reportlab', 'invoices'],
    }),
    m(
      'pdf-weasyprint',
      'fact',
      'Rēķinu un aktu PDF ģenerē WeasyPrint no HTML šabloniem templates/invoices/pdf/*.html, Celery rindā "pdf". Fonti (Inter + DejaVu ar ā č ē ģ ī ķ ļ ņ š ū ž) iebūvēti docker image /usr/share/fonts/bilance; bez tiem garumzīmes pazūd.',
      {
        supersedes: 'pdf-reportlab',
        age: 185,
        files: ['templates/invoices/pdf', 'apps/invoices/pdf.py', 'Dockerfile'],
        tags: ['pdf', 'weasyprint', 'fonts', 'invoices'],
      },
    ),
    m(
      'ledger',
      'fact',
      'Divkāršais ieraksts: JournalEntry + JournalLine (account, debit, credit). Katram JournalEntry debets = kredīts, to pārbauda deferrable constraint trigeris DB (migrācija ledger/0012). Grāmatojumus veido tikai apps/ledger/posting.py post_entry().',
      {
        files: ['apps/ledger/posting.py', 'apps/ledger/models.py'],
        tags: ['ledger', 'double-entry', 'posting'],
      },
    ),
    m(
      'kontu-plans',
      'fact',
      'kontu plāns pēc LV standarta parauga: 2310 pircēju parādi, 2610 nauda bankā, 5310 parādi piegādātājiem, 5710 PVN norēķini (5721 priekšnodoklis / 5722 aprēķinātais), 6110 ieņēmumi, 7110 pašizmaksa. Katram klientam kopija, var pievienot apakškontus.',
      {
        files: ['apps/ledger/fixtures_chart.py'],
        tags: ['ledger', 'chart-of-accounts', 'kontu-plāns'],
      },
    ),
    m(
      'slegts-periods',
      'constraint',
      'Slēgtā periodā (ClosedPeriod uzņēmumam) nedrīkst neko grāmatot, labot vai dzēst — ne rēķinus, ne bankas sasaistes. post_entry() met PeriodClosedError. Labojumi tikai tekošajā periodā ar atsauci.',
      {
        files: ['apps/ledger/posting.py'],
        tags: ['ledger', 'closed-period', 'corrections'],
      },
    ),
    m(
      'valutas-kurss',
      'convention',
      'Ārvalstu valūtas darījumus pārrēķinām EUR pēc ECB kursa (Latvijas Banka publicē ECB kursus) darījuma dienā; ja tai dienā nav kursa (brīvdiena) — pēdējais iepriekšējais. Kursi CurrencyRate tabulā, ielāde Celery beat darba dienās 17:30.',
      {
        files: ['apps/core/fx.py'],
        tags: ['fx', 'currency', 'ecb', 'eur'],
      },
    ),
    m(
      'i18n',
      'convention',
      'UI divās valodās, latviešu noklusētā. msgid angliski ar gettext_lazy as _, tulkojumi locale/lv/LC_MESSAGES/django.po. Rēķina PDF valodu nosaka klienta kartīte (lv/en), nevis lietotāja UI valoda.',
      {
        files: ['locale/lv/LC_MESSAGES/django.po'],
        tags: ['i18n', 'translations', 'gettext'],
      },
    ),
    m(
      'formati-ui',
      'convention',
      'Datumi UI un PDF latviski dd.mm.gggg. (ar punktu beigās tekstā), summas ar komatu un atstarpi: 1 234,56 €. Formatēšana tikai caur apps/core/templatetags/lv_format.py filtriem, ne f-string.',
      {
        files: ['apps/core/templatetags/lv_format.py'],
        tags: ['formatting', 'dates', 'numbers', 'ui'],
      },
    ),
    m(
      'tests',
      'convention',
      'Testi: pytest-django + factory_boy (tests/factories/), nekādas JSON fixtures. Ārējie API (EDS, Storecove, Smart-ID, eParaksts, e-adrese) — responses mocks vai VCR kasetes tests/cassettes/. CI nekad nesauc reālu EDS testa vidi.',
      {
        files: ['tests/factories', 'tests/cassettes'],
        tags: ['tests', 'pytest', 'factory-boy', 'vcr'],
      },
    ),
    m(
      'ruff',
      'convention',
      'ruff check + ruff format, mypy ar django-stubs un djangorestframework-stubs. pre-commit obligāts, CI krīt uz abiem.',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Migrācijas pēc merge main zarā nelabojam, taisām jaunu. Datu migrācijas atsevišķā failā ar RunPython + reverse. Indeksi lielām tabulām (invoices_invoice, banking_banktransaction, ledger_journalline) ar AddIndexConcurrently un atomic = False.',
      {
        tags: ['migrations', 'django', 'postgres', 'indexes'],
      },
    ),
    m(
      'hosting',
      'fact',
      'Hostings: k3s klasteris DEAC datu centrā Rīgā (klientu dati paliek Latvijā — tas ir līgumos). Namespaces bilance-prod / bilance-stage, Helm charts deploy/helm/bilance. Postgres 16 ar Patroni (3 mezgli), backupi pgBackRest uz otru DC.',
      {
        files: ['deploy/helm/bilance'],
        tags: ['hosting', 'k3s', 'deac', 'data-residency', 'postgres'],
      },
    ),
    m(
      'secrets',
      'convention',
      'Noslēpumi tikai caur Sealed Secrets (deploy/secrets/<env>/*.sealed.yaml, kubeseal). Nekad plain tekstā values.yaml, settings vai .env repo. Lokāli .env ir .gitignore.',
      {
        canonical: true,
        files: ['deploy/secrets'],
        tags: ['secrets', 'sealed-secrets', 'kubernetes'],
      },
    ),
    m('ci-jenkins', 'fact', 'CI ir Jenkins (Jenkinsfile), deploy ar ansible playbookiem', {
      age: 540,
      files: ['Jenkinsfile'],
      tags: ['ci', 'jenkins'],
    }),
    m(
      'ci-gitlab',
      'fact',
      'Jenkins ir izslēgts, viss pārcelts uz GitLab CI (.gitlab-ci.yml): lint -> test -> build -> deploy-stage (automātiski no main) -> deploy-prod (manuāls, tikai no taga vX.Y.Z).',
      {
        supersedes: 'ci-jenkins',
        age: 330,
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Prod izlaidumi NE no 15. līdz 20. datumam (DDZ un PVN termiņi, klienti masveidā iesniedz), ne piektdienās pēc 15:00 un ne pēdējā darba dienā pirms gada pārskatu termiņa.',
      {
        reaffirm: 3,
        tags: ['deploy', 'freeze', 'prod', 'deadlines'],
      },
    ),
    m(
      'owners',
      'fact',
      'atbildīgie: VID EDS + algas Jānis Bērziņš, rēķini + PEPPOL Līga Ozoliņa, banka (SEPA/camt) Mārtiņš Kalniņš, frontends/HTMX Ieva Liepiņa, infra Artūrs Krūmiņš, parakstīšana Dmitrijs Petrovs.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'audit-log',
      'constraint',
      'Visām izmaiņām rēķinos, grāmatojumos, algās un bankas sasaistēs jābūt audit trail (django-auditlog, reģistrēts apps/*/apps.py ready()). Jaunu modeli grāmatvedības datiem bez auditlog.register() nepieņemam code review.',
      {
        tags: ['audit', 'auditlog', 'compliance'],
      },
    ),
    m(
      'glabasana',
      'constraint',
      'Ja klients aizver kontu: lietotāju personas dati anonimizējami 30 dienās, bet grāmatvedības dokumenti (rēķini, grāmatojumi, DDZ, PVN deklarācijas) glabājas likumā noteikto termiņu un klientam jādod pilns eksports (ZIP ar XML + PDF). Nekad CASCADE dzēst Company.',
      {
        files: ['apps/core/services/close_account.py'],
        tags: ['gdpr', 'retention', 'account-closure', 'export'],
      },
    ),
    m(
      'avansa-rekins',
      'fact',
      'Avansa rēķins nav grāmatvedības attaisnojuma dokuments ieņēmumiem, bet PVN no avansa jāaprēķina brīdī, kad nauda saņemta. Tāpēc bankas sasaiste ar avansa rēķinu veido PVN grāmatojumu (apps/vat/advance.py), gala rēķinā avanss atskaitās.',
      {
        files: ['apps/vat/advance.py'],
        tags: ['vat', 'advance', 'avanss', 'invoices'],
      },
    ),
    m(
      'apgriezta-claim',
      'fact',
      'būvniecībai apgrieztā PVN vairs nav, no 2024. liekam parasto 21% būvdarbu rēķinos',
      {
        disputes: 'apgriezta-pvn',
        tags: ['vat', 'reverse-charge', 'construction'],
      },
    ),
    m(
      'numuri-claim',
      'fact',
      'ja rēķins vēl nav nosūtīts klientam, to drīkst izdzēst un numuru izmantot nākamajam rēķinam',
      {
        disputes: 'rekinu-numuri',
        tags: ['invoices', 'numbering'],
      },
    ),
    m(
      'incident-eds-dubult',
      'incident',
      '2025. g. martā: EDS API atbildēja ar timeout, Celery retry iesniedza PVN deklarāciju vēlreiz, 37 klientiem EDS-ā parādījās precizētas deklarācijas. Labojums: pirms katra retry EdsClient.find_by_external_id() pārbauda, vai dokuments jau ir EDS; katram iesniegumam ir mūsu external_id.',
      {
        files: ['apps/vid_eds/tasks.py', 'apps/vid_eds/client.py'],
        tags: ['incident', 'eds', 'celery', 'retry', 'duplicates'],
      },
    ),
    m(
      'incident-numuri',
      'incident',
      '2024. g. novembrī divi paralēli "Izrakstīt" klikšķi (HTMX dubultklikšķis) dabūja vienu un to pašu rēķina numuru. Labojums: unique (company, series, number) + select_for_update uz InvoiceSeries + hx-disabled-elt uz pogas.',
      {
        files: ['apps/invoices/services/issue.py', 'templates/invoices/partials/_issue_button.html'],
        tags: ['incident', 'invoices', 'numbering', 'htmx', 'race-condition'],
      },
    ),
    m(
      'incident-luminor',
      'incident',
      'Luminor noraidīja algu maksājumu failu 40 darbiniekiem, jo vienā vārdā bija "Ķēniņš" — fails bija pain.001 ar UTF-8 garumzīmēm. Alga kavējās 1 dienu. Pēc tam sepa/charset.py transliterācija + tests ar visiem LV burtiem.',
      {
        files: ['apps/banking/sepa/charset.py'],
        tags: ['incident', 'sepa', 'luminor', 'charset', 'payroll'],
      },
    ),
    m(
      'pref-valoda',
      'preference',
      'komentāri kodā un commit ziņas angliski, UI teksti un klientu dokumentācija latviski',
      {},
    ),
    m(
      'pref-mr',
      'preference',
      'MR nosaukumā Jira atslēga (BIL-123), MR ne lielāks par ~400 rindām, migrācijas atsevišķā commitā',
      {},
    ),
    m('cand-react', 'decision', 'Pārrakstīt rēķinu redaktoru uz React, HTMX kļūst par sarežģītu.', {
      candidate: true,
      tags: ['frontend', 'react', 'htmx'],
    }),
    m(
      'cand-django-tenants',
      'decision',
      'Pāriet uz django-tenants (atsevišķa Postgres shēma katram klientam).',
      {
        candidate: true,
        tags: ['tenancy', 'django-tenants', 'postgres'],
      },
    ),
    m(
      'cand-auto-eds',
      'decision',
      'Automātiski iesniegt PVN deklarāciju 19. datumā, ja lietotājs to nav izdarījis.',
      {
        candidate: true,
        tags: ['eds', 'vat', 'automation'],
      },
    ),
    m(
      'infer-eds-test',
      'fact',
      'VID EDS testa vide tiek atiestatīta katru nedēļu, tur iesniegtie dokumenti pazūd.',
      {
        inferred: true,
        tags: ['eds', 'test-environment'],
      },
    ),
    m(
      'infer-cert-expiry',
      'fact',
      'mūsu EDS API sertifikāts derīgs līdz 2026. gada oktobrim, atjaunošana jāsāk laicīgi.',
      {
        inferred: true,
        tags: ['eds', 'certificate', 'expiry'],
      },
    ),
    m(
      'secret-eds-test',
      'note',
      'EDS testa vides lietotājs ir BILANCE_TEST01, parole ir Vd9#kQ2mLx7pTzE4 — nemainīt, pie tā piesaistīti VCR ieraksti',
      {
        secret: 'Vd9#kQ2mLx7pTzE4',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'prod replika atskaitēm:\nDATABASE_URL=postgres://bilance_ro:pG7xK2qLm9Wv4RtS@pg-replica.bilance.internal:5432/bilance',
      {
        secret: 'pG7xK2qLm9Wv4RtS',
      },
    ),
    m(
      'secret-storecove',
      'note',
      'Storecove API atslēga (sandbox): sc_sbx_4f8a2c9e7b1d46a3958e0c2f7a6b1d93, headeris Authorization: Bearer',
      {
        secret: 'sc_sbx_4f8a2c9e7b1d46a3958e0c2f7a6b1d93',
      },
    ),
    m(
      'secret-eparaksts',
      'note',
      'eParaksts stage klients: client_id=bilance-stage-7731 client_secret=Ep4r-Qx8mZ2vL9kT7wNc3Rb6',
      {
        secret: 'Ep4r-Qx8mZ2vL9kT7wNc3Rb6',
      },
    ),
    m(
      'secret-p12',
      'note',
      'EDS API sertifikāts ir certs/eds-api-prod.p12, .p12 faila parole: Zk8!wQ3rT6yPm2Hd (Jānim ir oriģināls)',
      {
        secret: 'Zk8!wQ3rT6yPm2Hd',
      },
    ),
    m(
      'secret-django-key',
      'note',
      "stage settings: SECRET_KEY='k3#v9q!x2m_@lp8z$w7r^t4b&n6c*h0e-j5s+f1y=dgua'",
      {
        secret: 'k3#v9q!x2m_@lp8z$w7r^t4b&n6c*h0e-j5s+f1y=dgua',
      },
    ),
    m(
      'secret-postmark',
      'note',
      'Postmark servera tokens (SMTP lietotājs un parole ir tas pats): 7c2e9f14-3b8a-4d6e-a1f5-92c0b7d3e864',
      {
        secret: '7c2e9f14-3b8a-4d6e-a1f5-92c0b7d3e864',
      },
    ),
    m(
      'secret-gitlab-token',
      'note',
      'k3s pull secret izmanto gitlab deploy token bilance-deployer / gldt-Hq7xT2mKp9LzR4wVn8Yc',
      {
        secret: 'gldt-Hq7xT2mKp9LzR4wVn8Yc',
      },
    ),
    m(
      'secret-eadrese',
      'note',
      'e-adreses integrācijas (VRAA testa vide) klienta noslēpums: Ea7-mP3qX9zL2vR8tK4w, sertifikāta parole tā pati',
      {
        secret: 'Ea7-mP3qX9zL2vR8tK4w',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'CELERY_BROKER_URL=redis://:R3d1s-Bil4nce-9xQvT@redis.bilance-prod.svc:6379/1',
      {
        secret: 'R3d1s-Bil4nce-9xQvT',
      },
    ),
    m(
      'secret-swedbank',
      'note',
      'Swedbank testa internetbankas lietotājs bilance_test, parole: Sw3d!B4nk-2025qZ (camt.053 paraugu lejupielādei)',
      {
        secret: 'Sw3d!B4nk-2025qZ',
      },
    ),
    m(
      'secret-s3',
      'note',
      'backupu S3 (DEAC object storage) piekļuve: access key BLCBK9Q2XM7LZ4, secret key wT5pN8xK2qR7mL4vZ9bY3cF6hJ1dG0sA, bucket bilance-pgbackrest',
      {
        secret: 'wT5pN8xK2qR7mL4vZ9bY3cF6hJ1dG0sA',
      },
    ),
  ],
  sessions: [
    {
      id: 'bilance-session-1',
      age: 15,
      turns: [
        said('čau, paskaties lūdzu apps/invoices/services/credit_note.py, klienti sūdzas par kredītrēķiniem'),
        replied(
          'Paskatījos: create_credit_note() nokopē sākotnējā rēķina rindas ar negatīvām summām, bet lauks reason nav obligāts un PDF šablonā atsauce uz sākotnējo rēķinu netiek drukāta.',
        ),
        said(
          'jā, tas ir tas. kredītrēķinam VIENMĒR jābūt atsaucei uz sākotnējo rēķinu (numurs + datums) un iemeslam, gan PDF, gan PEPPOL (BillingReference). bez iemesla neļaujam izrakstīt',
          {
            key: 's-kreditrekins-iemesls',
            type: 'constraint',
          },
        ),
        replied(
          'Padarīšu reason obligātu formā un modelī (clean()), pievienošu atsauci templates/invoices/pdf/credit_note.html un BillingReference/InvoiceDocumentReference UBL ģeneratorā.',
        ),
        said('super. cik ilgi tagad ģenerējas PDF vidēji?'),
        replied('Pēc Grafana: ~1,2 s rēķinam ar 20 rindām, rindā "pdf" pašlaik nav aiztures.'),
        said('ok normāli'),
        said(
          'Ieva jautāja par React rēķinu redaktoram. nē. paliekam pie HTMX + Alpine, nekādu SPA, nekādu npm build soli. ja kaut kas sarežģīts, tad Alpine komponents',
          {
            key: 's-no-spa',
            type: 'decision',
          },
        ),
        replied(
          'Sapratu, rindu redaktoru taisīšu ar HTMX parciāļiem un mazu Alpine komponentu atlaižu aprēķinam.',
        ),
        said(
          'un vēl: ja saņēmējs nav PEPPOL tīklā (SMP neatrod), tad sūtām PDF e-pastā kā līdz šim un rēķinam atzīmējam delivery_channel=EMAIL, lai atskaitē redzams. nekādas kļūdas lietotājam',
          {
            key: 's-peppol-fallback',
            type: 'decision',
          },
        ),
        replied(
          'Pievienošu fallback apps/peppol/send.py: ja discovery neatrod dalībnieku, izsauc send_invoice_email un uzstāda delivery_channel.',
        ),
        said('paldies, MR kad gatavs'),
      ],
    },
    {
      id: 'bilance-session-2',
      age: 10,
      turns: [
        said('Mārtiņš te. matching.py sasaista pārāk daudz nepareizi, grāmatvede dusmīga'),
        replied(
          'Pašlaik match_transaction() automātiski apstiprina arī MEDIUM confidence (summa + klienta IBAN bez atsauces), tāpēc viena klienta vairāki vienādi rēķini tiek sajaukti.',
        ),
        said(
          'tad tā: automātiski sasaistām TIKAI ja summa sakrīt līdz centam UN ir RF atsauce vai rēķina numurs mērķī. viss pārējais iet uz manuālo rindu "Jāsasaista", pat ja ir tikai viens kandidāts',
          {
            key: 's-bank-auto-match',
            type: 'decision',
          },
        ),
        replied(
          'Ok, auto_confirm būs tikai HIGH; MEDIUM un LOW izveidos BankMatch ar status=SUGGESTED manuālajai rindai.',
        ),
        said('kāds šobrīd ir manuālās rindas apjoms?'),
        replied(
          'Prod datos ~6% no pagājušā mēneša ienākošajiem maksājumiem būtu MEDIUM, tātad nonāktu rindā.',
        ),
        said('pieņemami'),
        said(
          'lai testētu ar īstu izrakstu, šeit citadeles sandbox: curl -u bilance_sbx:Ct4d-9xQm2LpW7vR https://api-sandbox.citadele.lv/v1/accounts/LV80PARX0000000000001/statements?format=camt053',
          {
            secret: 'Ct4d-9xQm2LpW7vR',
          },
        ),
        replied(
          'Paldies, bet paroli sesijā neglabāšu; kaseti tests/cassettes/citadele_camt053.yaml ierakstīšu ar nomaskētu autorizāciju.',
        ),
        said('labi, pareizi'),
      ],
    },
    {
      id: 'bilance-session-3',
      age: 6,
      turns: [
        said(
          'sveiki, Jānis. par EDS iesniegšanu — produkts grib pogu "iesniegt visas" grāmatvežiem ar 40 klientiem',
        ),
        replied(
          'Tehniski varam ielikt batch uzdevumu rindā "eds". Vai jāsaglabā pašreizējais apstiprinājuma solis katrai deklarācijai?',
        ),
        said(
          'jā. pirms jebkura iesniegšanas EDS lietotājs redz kopsavilkumu (summas pa rindām, starpība pret iepriekšējo periodu) un apstiprina ar Smart-ID vai eParaksts. "iesniegt visas" drīkst, bet ar vienu apstiprinājumu par sarakstu, ko viņš redz. automātiski bez cilvēka — nekad',
          {
            key: 's-eds-apstiprinajums',
            type: 'constraint',
          },
        ),
        replied(
          'Sapratu. Batch skatā rādīšu tabulu ar visām deklarācijām, vienu Smart-ID apstiprinājumu, un tikai tad liksim uzdevumus rindā.',
        ),
        said('cik ilgi iesniegšana 40 deklarācijām aizņemtu ar limitu?'),
        replied('Ar 30/min un statusa pollēšanu ~3–4 minūtes.'),
        said('ok'),
        said(
          'vēl viens: neliekam Celery uzdevumiem countdown vai eta ilgāku par stundu — ar redis visibility_timeout tie izpildās dubulti. ja kaut kas jādara pēc dienām, tad ieraksts DB un beat to paņem',
          {
            key: 's-celery-countdown',
            type: 'convention',
          },
        ),
        replied(
          'Pārtaisīšu atgādinājumu plānošanu no apply_async(countdown=...) uz ScheduledAction tabulu, ko beat pārbauda ik 5 minūtes.',
        ),
        said('un fyi, no nākamā mēneša algas un DDZ pārņem Kristīne Ozola, es pāreju uz EDS/PVN pilnībā', {
          key: 's-algas-atbildiga',
          type: 'fact',
        }),
        replied('Pieņemts zināšanai.'),
      ],
    },
    {
      id: 'bilance-session-4',
      age: 2,
      turns: [
        said('Dmitrijs. divpusējie akti: otra puse paraksta ar eParaksts un mēs saņemam divus .edoc failus'),
        replied(
          'Jā, dss_client.finalize() vienmēr izveido jaunu konteineru; otrās puses paraksts netiek pievienots esošajam.',
        ),
        said(
          'vajag lai otrais parakstītājs pievieno parakstu ESOŠAJAM .edoc konteineram (DSS extend/add signature), vienam dokumentam viens konteiners ar visiem parakstiem',
          {
            key: 's-edoc-viens-konteiners',
            type: 'convention',
          },
        ),
        replied(
          'Pievienošu /container/add-signature izsaukumu dss-signer klientā un SignedDocument modelī glabāšu vienu konteinera failu ar parakstītāju sarakstu.',
        ),
        said('stage db, ja vajag pārbaudīt: parole ir Stg-pQ8zW3xL6vN2kR, lietotājs bilance_stage', {
          secret: 'Stg-pQ8zW3xL6vN2kR',
        }),
        replied(
          'Paldies, bet paroli neizmantošu no sarunas; stage datus pārbaudīšu ar esošo read-only piekļuvi caur kubectl port-forward un Sealed Secret.',
          {},
        ),
        said('ok, nu labi'),
        said(
          'starp citu algās: dienas likmi neattaisnotiem kavējumiem un daļējam mēnesim rēķinām pēc darba dienām konkrētajā mēnesī (pēc darba dienu kalendāra ar svētku dienām), nevis /30',
          {
            key: 's-dienas-likme',
            type: 'convention',
          },
        ),
        replied(
          'Pārbaudīšu apps/payroll/calc.py: tur tagad ir monthly_salary / 30. Nomainīšu uz WorkCalendar.working_days(month).',
        ),
        said('paldies 👍'),
      ],
    },
  ],
  prompts: [
    p(
      'uztaisi rēķina izrakstīšanas servisu apps/invoices/services/issue.py, lai piešķir numuru un maina statusu uz ISSUED',
      ['rekinu-numuri', 'numuri-claim', 'incident-numuri', 'audit-log', 'tenancy'],
    ),
    p('klients izrakstīja rēķinu ar kļūdainu summu, vajag pogu "Labot" izrakstītam rēķinam', [
      'rekinu-numuri',
      'kreditrekins',
      's-kreditrekins-iemesls',
      'numuri-claim',
    ]),
    p('kredītrēķina PDF nerāda, kuru rēķinu tas labo', [
      's-kreditrekins-iemesls',
      'kreditrekins',
      'pdf-weasyprint',
    ]),
    p('pievieno kredītrēķiniem PEPPOL sūtīšanu', [
      'peppol',
      's-kreditrekins-iemesls',
      'peppol-validacija',
      'kreditrekins',
    ]),
    p('PVN summa rēķinā atšķiras par 1 centu no tā, ko rāda EDS. apps/vat/calc.py', ['money-decimal']),
    p('pievieno 12% likmi naktsmītņu pakalpojumiem rēķina rindā', ['vat-rates-dated', 'pvn-likmes']),
    p('būvniecības firmas rēķinā PVN jāraksta 21% vai apgrieztā maksāšana?', [
      'apgriezta-pvn',
      'apgriezta-claim',
    ]),
    p('implementē apgriezto PVN rēķina formā — ja prece ir klēpjdators un pircējs ir PVN maksātājs', [
      'apgriezta-pvn',
      'apgriezta-claim',
      'rekviziti',
    ]),
    p('validate_vat_no atļauj LV ar 10 cipariem, salabo', ['rekviziti']),
    p('rēķina summa ir USD, kā pārrēķināt grāmatojumam?', ['valutas-kurss', 'ledger']),
    p('avansa rēķinam ienāca maksājums, vai jāgrāmato PVN?', ['avansa-rekins', 'bank-matching']),
    p('PDF rēķinā "Ķēniņš" rāda kā kvadrātiņus', ['pdf-weasyprint']),
    p('rēķina PDF pārāk lēns, reportlab zīmē 3 sekundes', ['pdf-weasyprint']),
    p('datums rēķinā ir 2025-03-04, grāmatvede grib latviskā formātā; summa 1234.5', ['formati-ui', 'i18n']),
    p('angļu klientam rēķins iznāk latviski, lai gan lietotājs strādā angliski', ['i18n']),
    p('uzraksti jaunu rēķina rindas redaktoru ar React komponentu', ['s-no-spa', 'htmx']),
    p('pēc rindas saglabāšanas kopsumma nemainās, kamēr nepārlādē lapu', ['htmx-oob', 'htmx']),
    p('HTMX POST dod 403 CSRF, var uzlikt csrf_exempt?', ['htmx-csrf']),
    p('dubultklikšķis uz "Izrakstīt" joprojām sūta divus pieprasījumus', [
      'incident-numuri',
      'rekinu-numuri',
      'htmx',
    ]),
    p('pievieno jQuery datepicker rēķina formai', ['htmx', 's-no-spa']),
    p('uztaisi jaunu skatu klientu sarakstam ar filtriem', ['htmx', 'tenancy', 'drf-api']),
    p('klients redz cita uzņēmuma rēķinus pēc uzņēmuma pārslēgšanas!!', ['tenancy', 'tenancy-tests']),
    p('uzraksti testu rēķinu saraksta skatam', ['tests', 'tenancy-tests']),
    p('publiskajā API pārsaukt lauku total uz total_amount', ['drf-api']),
    p('implementē PVN deklarācijas iesniegšanu EDS apps/vid_eds/', [
      'eds-api',
      'eds-xsd',
      'eds-rate-limit',
      'incident-eds-dubult',
      's-eds-apstiprinajums',
      'celery-idempotent',
    ]),
    p('poga "Iesniegt visas" grāmatvedim ar daudziem klientiem', [
      's-eds-apstiprinajums',
      'eds-rate-limit',
      'eds-api',
    ]),
    p('vai varam iesniegt PVN deklarāciju automātiski, ja klients aizmirst?', [
      's-eds-apstiprinajums',
      'pvn-termins',
    ]),
    p('lietotāji prasa lejupielādēt XML un pašiem ielādēt EDS kā agrāk', ['eds-api', 'eds-xsd']),
    p('EdsClient timeout pēc 30s un celery retry — vai nav risks iesniegt divreiz?', [
      'incident-eds-dubult',
      'celery-idempotent',
      'eds-rate-limit',
    ]),
    p('EDS atbild 429 Too Many Requests ap 19. datumu', ['eds-rate-limit', 'pvn-termins']),
    p('VID publicēja jaunu PVN deklarācijas XSD, kā to ielikt?', ['eds-xsd']),
    p('kāds ir PVN deklarācijas termiņš mēneša periodam? atgādinājumu e-pastam', [
      'pvn-termins',
      'pvn-termins-claim',
    ]),
    p('uzģenerē PVN 1 pielikuma II daļu — rēķini zem 150 eiro parādās katrs atsevišķi', ['pvn1-pielikums']),
    p('EDS testa vidē vakar iesniegtā deklarācija pazudusi', ['infer-eds-test', 'tests']),
    p('kad beidzas mūsu EDS API sertifikāts?', ['infer-cert-expiry']),
    p('DDZ ģenerators: pievieno slimības lapas A dienas', ['ddz', 'slimibas-lapa']),
    p('aprēķini IIN darbiniekam ar 9000 EUR mēnešalgu', [
      'iin-2025',
      'neapliekamais-510',
      'vsaoi',
      'vsaoi-claim',
    ]),
    p('apps/payroll/tax_tables.py vēl ir 20% un 23%, salabo uz aktuālajām likmēm', ['iin-2025']),
    p('darbiniekam neapliekamais minimums netiek piemērots, lai gan viņš to prasa', ['neapliekamais-510']),
    p('grāmatvede saka, ka darba devēja VSAOI likme mums ir nepareiza', ['vsaoi', 'vsaoi-claim']),
    p('pievienoju jaunu darbinieku, kurš sāk strādāt šodien — sistēma bloķē, kāpēc?', [
      'zinas-par-darbiniekiem',
    ]),
    p('algas jau izmaksātas, bet atklājām kļūdu piemaksā — atver PayrollRun labošanai', [
      'payroll-lock',
      'ddz',
    ]),
    p('aprēķini algu par pusmēnesi darbiniekam, kas sāka 15. datumā', [
      's-dienas-likme',
      'iin-2025',
      'neapliekamais-510',
    ]),
    p('atvaļinājuma nauda jāizmaksā kopā ar algu mēneša beigās?', ['atvalinajums']),
    p('darbinieka dzimšanas datumu ņem no personas koda, bet kodam 32xxxx iznāk 1932. gads', [
      'personas-kods',
    ]),
    p('pievieno personas kodu darbinieku saraksta tabulai adminā', ['personas-kods-sifrets']),
    p('meklēšana pēc personas koda nedarbojas ar WHERE personal_code = ...', ['personas-kods-sifrets']),
    p('kurš tagad atbild par algām un DDZ?', ['owners', 's-algas-atbildiga']),
    p('ģenerē algu maksājumu failu bankai', ['pain001-09', 'sepa-batch', 'sepa-simboli', 'iban']),
    p('Luminor noraida maksājumu failu: "Invalid character in Nm"', ['sepa-simboli', 'incident-luminor']),
    p('banka saka pain.001 faila versija novecojusi', ['pain001-09']),
    p('importē SEB bankas izrakstu, kas ir FiDAViSta formātā', ['camt053']),
    p('camt.053 imports izveido dublikātus, ja klients ielādē to pašu mēnesi otrreiz', [
      'camt-dedupe',
      'camt-dedupe-claim',
    ]),
    p('apps/banking/camt053.py: Luminor izrakstā dažiem ierakstiem nav AcctSvcrRef', [
      'camt-dedupe',
      'camt-dedupe-claim',
    ]),
    p('maksājums ar pareizu summu, bet bez atsauces sasaistījās ar nepareizu rēķinu', [
      's-bank-auto-match',
      'bank-matching',
    ]),
    p('uzlabo matching.py, lai atpazīst rēķina numuru "Rek. Nr. BL-2025/0142" maksājuma mērķī', [
      'bank-matching',
      'rf-atsauce',
      's-bank-auto-match',
    ]),
    p('kā tiek ģenerēta RF atsauce rēķinam?', ['rf-atsauce']),
    p('pievieno e-adreses ziņu sūtīšanu — atbildēt VID no mūsu sistēmas automātiski', [
      'eadrese-nesutit',
      'eadrese',
    ]),
    p('integrē Smart-ID parakstīšanu aktiem', ['smartid-v3', 'edoc', 'dss-signer']),
    p('Smart-ID klients met 404 uz /v2/signature/etsi', ['smartid-v3']),
    p('eParaksts callback strādā dev, bet stage atgriež invalid redirect_uri', ['eparaksts']),
    p('otra puse parakstīja aktu ar eParaksts un mums tagad ir divi .edoc faili', [
      's-edoc-viens-konteiners',
      'dss-signer',
      'edoc',
    ]),
    p('eParaksts validators brīdina, ka paraksts nav LT līmenī', ['dss-signer', 'edoc']),
    p('nosūti rēķinu klientam caur PEPPOL, ja tam ir PEPPOL ID', [
      'peppol',
      'peppol-id',
      'peppol-validacija',
      's-peppol-fallback',
    ]),
    p('klients nav PEPPOL tīklā un lietotājs redz kļūdu "participant not found"', [
      's-peppol-fallback',
      'peppol-id',
    ]),
    p('vai B2B e-rēķini jau ir obligāti? produkts grib zināt, vai PEPPOL likt default', [
      'peppol-termins',
      'peppol-termins-claim',
    ]),
    p('schematron kļūda BR-CO-15 bet rēķins izskatās ok, vai var sūtīt tāpat?', [
      'peppol-validacija',
      'money-decimal',
    ]),
    p('grāmatojums pagājušajā ceturksnī jālabo, bet post_entry met PeriodClosedError', [
      'slegts-periods',
      'ledger',
    ]),
    p('uztaisi grāmatojumu no izrakstīta rēķina: pircēju parādi pret ieņēmumiem un PVN', [
      'ledger',
      'kontu-plans',
      'money-decimal',
    ]),
    p('jauns modelis FixedAsset pamatlīdzekļiem — ko neaizmirst?', [
      'audit-log',
      'tenancy',
      'migrations',
      'money-decimal',
    ]),
    p('klients aizver kontu, izdzēs viņa uzņēmumu ar visiem datiem', ['glabasana']),
    p('pievieno indeksu banking_banktransaction uz booking_date', ['migrations']),
    p('Celery uzdevums atgādinājumam pēc 14 dienām ar countdown izpildās divreiz', [
      's-celery-countdown',
      'celery-redis',
    ]),
    p('padod Invoice objektu Celery uzdevumam send_invoice_email', ['celery-idempotent']),
    p('kur konfigurēts celery brokeris? lokāli prasa rabbitmq', ['celery-redis']),
    p('kur likt Storecove API atslēgu prod videi?', ['secrets']),
    p('izlaid hotfix prod 18. datumā, klienti gaida', ['deploy-freeze', 'ci-gitlab']),
    p('kā palaist deploy uz prod? Jenkins job vairs neatveras', ['ci-gitlab']),
    p('vai klientu datus varam turēt AWS Frankfurtē jaunajam atskaišu servisam?', ['hosting']),
    p('CI lint solis krīt uz mypy django-stubs', ['ruff']),
    p('lokāli settings.py nav atrodams, kur ir DEBUG?', ['django-5']),
    p('uztaisi jaunu Django app gada pārskatiem, kur to likt?', ['apps-layout', 'django-5', 'audit-log']),
    p('uzraksti MR aprakstu banku sasaistes izmaiņām', ['pref-valoda', 'pref-mr']),
    p('kā Django 5 strādā GeneratedField?', []),
    p('paldies, strādā!', []),
    p('kā apvienot pēdējos trīs commitus?', []),
    p('explain select_for_update skip_locked in postgres in general', []),
    p('regex latviešu mobilā tālruņa numuram +371 2xxxxxxx', []),
    p('ok, sapludini', []),
    p('kāda ir atšķirība starp hx-swap outerHTML un innerHTML?', []),
  ],
});

export default djangoAccountingLv;
