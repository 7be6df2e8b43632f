// A Barcelona-area energy cooperative: members, supply contracts, collective self-consumption, distributor
// readings, invoicing with 2.0TD periods and VeriFactu, SEPA and member assemblies. Mostly written in Catalan.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'laravel-energy-coop-ca',
  stack:
    'PHP 8.3, Laravel 11 + Livewire 3, MySQL 8, Redis + Horizon, Pest 3 + Larastan, spatie/laravel-pdf (Browsershot), brick/money, Datadis API, distributor ATR files (F1, P5D, C1/C2/M1) over SFTP, OMIE + ESIOS prices, SEPA pain.008 / pain.002, AEAT VeriFactu, Laravel Forge on Hetzner, GitHub Actions',
  memories: [
    m(
      'laravel10-kernel',
      'convention',
      'Les tasques programades es defineixen a app/Console/Kernel.php (mètode schedule) i els middleware globals a app/Http/Kernel.php.',
      {
        files: ['app/Console/Kernel.php', 'app/Http/Kernel.php'],
        age: 620,
        tags: ['laravel', 'scheduler', 'middleware'],
      },
    ),
    m(
      'laravel11-skeleton',
      'decision',
      "Hem migrat a Laravel 11 amb l'estructura nova (slim): ja no hi ha app/Console/Kernel.php ni app/Http/Kernel.php. El scheduler va a routes/console.php (Schedule::job(...)->dailyAt(...)), middleware i excepcions a bootstrap/app.php. No torneu a crear els Kernel encara que la doc d'algun paquet ho digui.",
      {
        fact: 'scheduler | defined_in | routes/console.php',
        supersedes: 'laravel10-kernel',
        age: 250,
        files: ['routes/console.php', 'bootstrap/app.php'],
        tags: ['laravel', 'laravel11', 'scheduler', 'middleware'],
      },
    ),
    m(
      'queue-database',
      'fact',
      'cues amb el driver database (taula jobs) i un worker amb supervisor: php artisan queue:work --tries=3 --timeout=120',
      {
        fact: 'queues | driver | database',
        age: 560,
        tags: ['queues', 'supervisor'],
      },
    ),
    m(
      'queue-horizon',
      'decision',
      "Vam passar les cues de database a Redis + Horizon. Cues: default, lectures, facturacio, sepa, verifactu, mail. Supervisors a config/horizon.php; la cua facturacio té maxProcesses = 1 expressament (numeració correlativa, vegeu l'incident de gener). Motiu del canvi: la taula jobs bloquejava MySQL durant el tancament de mes.",
      {
        fact: 'queues | driver | Redis + Horizon',
        supersedes: 'queue-database',
        age: 300,
        canonical: true,
        files: ['config/horizon.php'],
        reason: 'la taula jobs bloquejava MySQL al tancament',
        tags: ['queues', 'horizon', 'redis'],
      },
    ),
    m('stale-php81', 'fact', 'producció va amb PHP 8.1 i MySQL 5.7: res de JSON_TABLE ni CTEs recursives', {
      age: 820,
      tags: ['php', 'mysql', 'producció'],
    }),
    m(
      'stale-envoyer',
      'fact',
      "deploys amb Laravel Envoyer, projecte 'energia-comuna', zero-downtime amb symlinks",
      {
        age: 650,
        tags: ['deploy', 'envoyer'],
      },
    ),
    m(
      'iee-05',
      'fact',
      'IEE (impost elèctric) al 0,5% mentre duri la rebaixa del govern, el tenim a config/tarifes.php',
      {
        fact: 'IEE | rate | 0,5%',
        age: 700,
        files: ['config/tarifes.php'],
        tags: ['iee', 'impostos'],
      },
    ),
    m(
      'iee-511',
      'fact',
      "L'IEE torna a ser el 5,11269632% des de juliol de 2024, amb el mínim d'1 €/MWh (ús domèstic) o 0,5 €/MWh (no domèstic). Ara viu a la taula tax_rates amb vigències, ja no a config. Per a consums d'abans de juliol 2024 s'aplica el tipus d'aquell moment: mai hardcodejar el percentatge.",
      {
        fact: 'IEE | rate | 5,11269632%',
        supersedes: 'iee-05',
        age: 420,
        files: ['database/seeders/TaxRatesSeeder.php'],
        tags: ['iee', 'impostos', 'vigencia'],
      },
    ),
    m(
      'datadis-corbes',
      'fact',
      'Les corbes horàries dels socis les baixem de Datadis (get-consumption-data) cada nit amb el job FetchDatadisConsumption, i amb això facturem.',
      {
        fact: 'billing curves | source | Datadis',
        age: 520,
        files: ['app/Jobs/FetchDatadisConsumption.php'],
        tags: ['datadis', 'corbes', 'lectures'],
      },
    ),
    m(
      'livewire2-defer',
      'convention',
      'als formularis Livewire feu servir wire:model.defer per no fer una request a cada tecla; els events amb $this->emit()',
      {
        age: 540,
        tags: ['livewire', 'formularis'],
      },
    ),
    m(
      'pdf-dompdf',
      'fact',
      'els PDFs de factura es fan amb barryvdh/laravel-dompdf, plantilla resources/views/pdf/factura.blade.php',
      {
        age: 480,
        files: ['resources/views/pdf/factura.blade.php'],
        tags: ['pdf', 'dompdf', 'factures'],
      },
    ),
    m(
      'factures-estimades',
      'decision',
      'si el dia 5 no ha arribat la lectura del mes, fem factura estimada amb la mitjana dels últims 3 mesos i regularitzem quan arribi',
      {
        age: 450,
        tags: ['facturacio', 'lectures', 'estimades'],
      },
    ),
    m(
      'cups-format',
      'constraint',
      "CUPS: 'ES' + 4 dígits de distribuïdora + 12 dígits + 2 lletres de control, i opcionalment 2 caràcters de frontera (p. ex. '0F'). Es valida amb App\\Rules\\ValidCups (control mòdul 529). Es guarda en majúscules i sense espais; per comparar CUPS entre fitxers, només els 20 primers caràcters.",
      {
        files: ['app/Rules/ValidCups.php'],
        reaffirm: 15,
        tags: ['cups', 'validacio', 'contractes'],
      },
    ),
    m(
      'nif-validacio',
      'convention',
      'DNI/NIE/NIF amb App\\Rules\\ValidNif (lletra de control, NIE X/Y/Z). Hi ha socis que són persones jurídiques: comunitats de propietaris (H), associacions (G), cooperatives (F), ajuntaments (P). El titular del contracte pot no ser el soci (un llogater, per exemple): camps titular_nif i soci_id separats.',
      {
        files: ['app/Rules/ValidNif.php'],
        tags: ['nif', 'validacio', 'socis', 'contractes'],
      },
    ),
    m(
      'periodes-20td',
      'fact',
      'Peatges 2.0TD a la península: P1 punta 10–14 h i 18–22 h, P2 pla 8–10 h, 14–18 h i 22–24 h, P3 vall 0–8 h; caps de setmana i festius, P3 tot el dia. Potència en 2 períodes: P1 (punta + pla) i P2 (vall). Lògica a app/Tarifes/Periodes20TD.php.',
      {
        files: ['app/Tarifes/Periodes20TD.php'],
        tags: ['2.0td', 'periodes', 'p1', 'p2', 'p3', 'peatges'],
      },
    ),
    m(
      'periodes-30td',
      'fact',
      "3.0TD (més de 15 kW: pimes, alguna comunitat de veïns) té 6 períodes d'energia i de potència que depenen del mes (temporada alta, mitja-alta, mitja, baixa). Classe pròpia app/Tarifes/Periodes30TD.php, no reaprofiteu la de 2.0TD.",
      {
        files: ['app/Tarifes/Periodes30TD.php'],
        tags: ['3.0td', 'periodes', 'peatges'],
      },
    ),
    m(
      'festius-nacionals',
      'constraint',
      "Per als períodes de 2.0TD només són P3 tot el dia: dissabtes, diumenges i els festius d'àmbit nacional de data fixa i no substituïbles (taula festius_peatges, la carreguem cada any). Els festius autonòmics o locals (Diada, Sant Joan, Sant Esteve, la Mercè) NO compten, i el Divendres Sant tampoc (no té data fixa).",
      {
        files: ['database/seeders/FestiusPeatgesSeeder.php'],
        tags: ['festius', 'periodes', '2.0td', 'p3'],
      },
    ),
    m(
      'festius-claim',
      'fact',
      'a Catalunya la Diada i Sant Joan també compten com a P3 tot el dia, cal afegir-los a festius_peatges',
      {
        disputes: 'festius-nacionals',
        tags: ['festius', 'p3'],
      },
    ),
    m(
      'hores-corba',
      'constraint',
      "Corbes horàries: els fitxers de les distribuïdores numeren les hores 1..24 (23 el dia del canvi d'hora de març, 25 el d'octubre) i l'hora N és l'interval [N-1, N) en hora local. A readings_hourly guardem starts_at en UTC. Mai fer data + (hora - 1) hores en Europe/Madrid.",
      {
        files: ['app/Atr/Imports/P5dImporter.php'],
        tags: ['corbes', 'hores', 'canvi-hora', 'utc'],
      },
    ),
    m(
      'datadis-24h',
      'note',
      "compte: Datadis retorna time '01:00' per a la primera hora i '24:00' per a l'última (és final d'interval). Carbon::parse('2025/03/31 24:00') peta o salta de dia; feu servir DatadisTime::toUtcStart().",
      {
        files: ['app/Datadis/DatadisTime.php'],
        tags: ['datadis', 'dates', 'carbon'],
      },
    ),
    m(
      'datadis-limits',
      'constraint',
      "Datadis: no repetir la mateixa consulta de consums (CUPS + rang) en menys de 24 h; si no, torna 429 'Se ha superado el límite de peticiones' i a vegades bloqueja l'usuari tot el dia. Els jobs de Datadis porten ShouldBeUnique per CUPS i el middleware RateLimited('datadis').",
      {
        files: ['app/Jobs/Datadis'],
        tags: ['datadis', 'rate-limit', 'jobs'],
      },
    ),
    m(
      'datadis-auth',
      'fact',
      'Datadis: login a /nikola-auth/tokens/login amb el NIF de la coop + contrasenya; torna un JWT que guardem a Redis (clau datadis:token, 12 h). Les consultes es fan com a autoritzats (authorizedNif = NIF del titular que ens ha donat permís a Datadis).',
      {
        files: ['app/Datadis/DatadisClient.php'],
        tags: ['datadis', 'auth', 'token'],
      },
    ),
    m(
      'autoconsum-cau',
      'fact',
      "Cada instal·lació d'autoconsum col·lectiu té un CAU (Codi d'Autoconsum Unificat: CUPS de la instal·lació + 'A' + 3 dígits). Participants a autoconsum_participants (cau, cups, coeficient, valid_from, valid_to). Ara en tenim 14, la majoria a cobertes d'escoles i naus.",
      {
        tags: ['autoconsum', 'cau', 'participants'],
      },
    ),
    m(
      'coef-suma',
      'constraint',
      "La suma dels coeficients β d'un CAU ha de ser exactament 1,000000 (6 decimals). Si per arrodoniment no quadra, la diferència s'ajusta al participant amb el coeficient més gran, no es reparteix. Columna DECIMAL(7,6), mai float ni double.",
      {
        canonical: true,
        files: ['app/Autoconsum/Coeficients.php'],
        tags: ['autoconsum', 'coeficients', 'arrodoniment'],
      },
    ),
    m(
      'coef-fitxer',
      'convention',
      'Fitxer de coeficients per a la distribuïdora: .txt, una línia per CUPS en format CUPS;0,123456 (coma decimal, sense capçalera), nom <CAU>_<ANY>.txt. Per a coeficients horaris: una línia per CUPS i hora, 8760 hores (8784 en any de traspàs). Generador a app/Autoconsum/CoeficientsExporter.php.',
      {
        files: ['app/Autoconsum/CoeficientsExporter.php'],
        tags: ['autoconsum', 'coeficients', 'fitxer', 'distribuidora'],
      },
    ),
    m(
      'coef-4mesos',
      'constraint',
      "Coeficients de repartiment d'un autoconsum col·lectiu: com a màxim un canvi cada 4 mesos per CAU. La distribuïdora rebutja el fitxer si n'hi ha un de vigent de fa menys de 4 mesos, així que el backoffice bloqueja el botó 'Enviar coeficients' i mostra la data del pròxim canvi permès.",
      {
        tags: ['autoconsum', 'coeficients', 'distribuidora'],
      },
    ),
    m(
      'coef-mensual-claim',
      'fact',
      "amb la normativa nova ja es poden canviar els coeficients cada mes, s'ha acabat el límit dels 4 mesos",
      {
        disputes: 'coef-4mesos',
        tags: ['autoconsum', 'coeficients'],
      },
    ),
    m(
      'compensacio',
      'constraint',
      "Compensació simplificada d'excedents: l'import compensat no pot superar el terme d'energia del mes — la part d'energia de la factura mai surt negativa. L'excedent que sobra es perd (no tenim bateria virtual, ho va decidir l'assemblea del 2024). App\\Facturacio\\Compensacio.",
      {
        files: ['app/Facturacio/Compensacio.php'],
        tags: ['autoconsum', 'excedents', 'compensacio', 'facturacio'],
      },
    ),
    m(
      'no-recalcular',
      'constraint',
      "Per facturar fem servir l'energia autoconsumida i els excedents que venen al P5D/F1 de la distribuïdora, mai el nostre càlcul coeficient × generació. El nostre càlcul només serveix per a la simulació de l'àrea de socis i per a l'informe mensual de discrepàncies.",
      {
        tags: ['autoconsum', 'facturacio', 'p5d', 'repartiment'],
      },
    ),
    m(
      'pdf-browsershot',
      'decision',
      "Vam canviar dompdf per spatie/laravel-pdf amb Browsershot (Chromium headless al contenidor del worker). Dompdf no suportava flex/grid i el QR de VeriFactu sortia borrós. Els PDFs es generen en un job, mai dins d'una request.",
      {
        supersedes: 'pdf-dompdf',
        age: 180,
        files: ['resources/views/pdf/factura.blade.php', 'app/Facturacio/Pdf'],
        reason: 'dompdf sense flex/grid, QR borrós',
        tags: ['pdf', 'browsershot', 'factures'],
      },
    ),
    m(
      'livewire3-model',
      'convention',
      "Livewire 3: wire:model ja és diferit per defecte. wire:model.live només quan cal validació en viu, i sempre amb .debounce.500ms. Res d'emit(): ara és $this->dispatch(). Components a app/Livewire/, vistes a resources/views/livewire/.",
      {
        supersedes: 'livewire2-defer',
        age: 260,
        files: ['app/Livewire', 'resources/views/livewire'],
        tags: ['livewire', 'livewire3', 'formularis'],
      },
    ),
    m(
      'p5d-corbes',
      'decision',
      "Ara facturem amb les corbes que envien les distribuïdores en fitxers P5D per SFTP (app/Atr/Imports/P5dImporter.php). Datadis només es fa servir a l'àrea de socis: històric d'abans de l'alta i simulacions d'autoconsum. Vam deixar de facturar amb Datadis perquè arribava amb dies de retard i en una reclamació no és la font oficial.",
      {
        fact: 'billing curves | source | distributor P5D files',
        supersedes: 'datadis-corbes',
        age: 205,
        canonical: true,
        files: ['app/Atr/Imports/P5dImporter.php'],
        reason: 'Datadis amb retard i no oficial',
        tags: ['p5d', 'corbes', 'lectures', 'datadis', 'sftp'],
      },
    ),
    m(
      'lectura-real',
      'decision',
      "Ja no fem factures estimades. Si no ha arribat la lectura real (F1/P5D), l'esborrany queda en estat esperant_lectura i no s'emet; si passen 60 dies s'avisa el soci i s'obre una reclamació a la distribuïdora. Ho vam canviar perquè les regularitzacions generaven moltes rectificatives i queixes a l'assemblea.",
      {
        supersedes: 'factures-estimades',
        age: 160,
        reason: 'massa rectificatives per regularització',
        tags: ['facturacio', 'lectures', 'estimades'],
      },
    ),
    m(
      'f1-atr',
      'fact',
      "Les factures ATR de la distribuïdora (fitxers F1, XML format CNMC) arriben per SFTP i les importa F1Importer: peatges, càrrecs i lloguer de comptador que repercutim al soci. Si arriba un F1 rectificador, la factura del soci afectada s'ha de rectificar.",
      {
        files: ['app/Atr/Imports/F1Importer.php'],
        tags: ['f1', 'atr', 'distribuidora', 'peatges'],
      },
    ),
    m(
      'atr-switching',
      'fact',
      "Canvis de comercialitzadora i modificacions: fitxers ATR C1 (canvi sense modificacions), C2 (canvi amb canvi de potència o de titular), A3 (alta nova), M1 (modificació contractual), B1 (baixa). Es generen a app/Atr/Switching/, el pas 01 surt per SFTP; les respostes pas 02 (acceptació o rebuig) i pas 05 (activació) s'importen amb el mateix cron que els P5D.",
      {
        files: ['app/Atr/Switching'],
        tags: ['atr', 'switching', 'c1', 'c2', 'm1', 'distribuidora'],
      },
    ),
    m(
      'alta-activacio',
      'fact',
      "Un contracte es factura des de la data d'activació que ve al pas 05 de la distribuïdora, no des del dia que el soci signa l'alta a la web.",
      {
        tags: ['contractes', 'alta', 'facturacio', 'atr'],
      },
    ),
    m(
      'preu-indexat',
      'fact',
      'Tarifa indexada: preu = preu OMIE del mercat diari + ajustos del sistema (REE) + peatges i càrrecs del període + marge de la coop (taula tarifa_indexada_params). Preus OMIE descarregats cada dia a les 14:30 pel job FetchOmiePrices.',
      {
        files: ['app/Jobs/FetchOmiePrices.php'],
        tags: ['indexada', 'omie', 'preus', 'tarifes'],
      },
    ),
    m(
      'pvpc-comparativa',
      'fact',
      "La comparativa amb el PVPC de l'àrea de socis tira d'ESIOS (indicador 1001, PVPC 2.0TD) via App\\Esios\\EsiosClient. És només informativa: nosaltres no podem oferir PVPC, això només ho fan les comercialitzadores de referència.",
      {
        files: ['app/Esios/EsiosClient.php'],
        tags: ['pvpc', 'esios', 'comparativa', 'area-socis'],
      },
    ),
    m(
      'tarifa-fixa',
      'fact',
      "La tarifa 'Generació Comuna' (preus fixos per període P1/P2/P3, revisats cada trimestre pel consell rector) la tenen ~80% dels contractes. Preus a tarifa_preus, sempre amb vigència.",
      {
        tags: ['tarifes', 'preus', 'periodes'],
      },
    ),
    m(
      'imports-centims',
      'convention',
      'Diners: imports de factura en cèntims (int) amb brick/money; preus unitaris (€/kWh, €/kW dia) DECIMAL(12,6). Arrodonim a cèntims per línia de factura (HALF_UP), no només al total.',
      {
        tags: ['diners', 'arrodoniment', 'facturacio'],
      },
    ),
    m(
      'energia-wh',
      'convention',
      'Energia a la BD sempre en Wh com a enter (readings_hourly.consum_wh, excedent_wh); potència en W. Es passa a kWh només a la vista i al PDF.',
      {
        tags: ['unitats', 'lectures', 'wh', 'kwh'],
      },
    ),
    m(
      'impostos-vigencia',
      'constraint',
      "Impostos, peatges i càrrecs tenen vigència (valid_from / valid_to) a tax_rates i peatges_carrecs. La factura aplica el valor vigent a cada dia del període i prorrateja si canvia a mig període (TaxResolver::forPeriod). Res de config('tarifes.iva') a pèl.",
      {
        files: ['app/Facturacio/TaxResolver.php'],
        tags: ['impostos', 'vigencia', 'peatges', 'facturacio'],
      },
    ),
    m(
      'base-impostos',
      'constraint',
      "Base de l'IEE = terme de potència + terme d'energia (després de la compensació d'excedents). El lloguer de comptador NO entra a la base de l'IEE. L'IVA s'aplica sobre tot, IEE i lloguer inclosos. Ordre de càlcul a app/Facturacio/CalculadoraImpostos.php.",
      {
        files: ['app/Facturacio/CalculadoraImpostos.php'],
        tags: ['iee', 'iva', 'impostos', 'facturacio'],
      },
    ),
    m(
      'iva-21',
      'fact',
      "IVA del subministrament elèctric: 21% per a tothom des de l'1/1/2025 (la rebaixa al 10% es va acabar el 31/12/2024).",
      {
        tags: ['iva', 'impostos'],
      },
    ),
    m(
      'factures-immutables',
      'constraint',
      "Una factura emesa (status issued) no es modifica ni s'esborra mai. Per corregir-la: factura rectificativa (sèrie R) per diferències o per substitució. L'InvoiceObserver llança excepció si algú fa update d'un camp fiscal d'una factura emesa.",
      {
        canonical: true,
        files: ['app/Observers/InvoiceObserver.php'],
        tags: ['factures', 'rectificatives', 'immutables'],
      },
    ),
    m(
      'series',
      'convention',
      "Sèries: F2026-000123 per a ordinàries, R2026-000045 per a rectificatives. Numeració correlativa sense salts dins de cada any. El número s'assigna només quan la factura passa a issued (InvoiceNumberer amb SELECT ... FOR UPDATE), mai als esborranys.",
      {
        files: ['app/Facturacio/InvoiceNumberer.php'],
        tags: ['factures', 'series', 'numeracio'],
      },
    ),
    m(
      'verifactu-2026',
      'fact',
      "VeriFactu és obligatori per a nosaltres a partir de l'1 de gener de 2026 (som contribuents de l'Impost de Societats).",
      {
        fact: 'VeriFactu | mandatory_from | 2026-01-01',
        age: 330,
        tags: ['verifactu', 'aeat', 'terminis'],
      },
    ),
    m(
      'verifactu-abast',
      'fact',
      'VeriFactu ens aplica: no estem al SII (facturem molt menys de 6 M€ i no ens hi vam apuntar voluntàriament) i som a Catalunya, o sigui res de TicketBAI ni Batuz.',
      {
        tags: ['verifactu', 'sii', 'ticketbai', 'aeat'],
      },
    ),
    m(
      'sii-claim',
      'fact',
      "com que portem el llibre d'emeses al SII estem exempts de VeriFactu, no cal fer res",
      {
        disputes: 'verifactu-abast',
        tags: ['verifactu', 'sii'],
      },
    ),
    m(
      'verifactu-hash',
      'constraint',
      "VeriFactu: cada registre d'alta o d'anul·lació porta l'empremta (Huella, SHA-256) encadenada amb la del registre anterior del mateix emissor. Es calcula a app/Verifactu/Huella.php amb els camps exactament en l'ordre i format de l'especificació (dates dd-mm-aaaa, imports amb punt decimal). Un registre ja enviat no es regenera mai; els errors es corregeixen amb un registre nou (esmena o anul·lació).",
      {
        files: ['app/Verifactu/Huella.php'],
        tags: ['verifactu', 'huella', 'hash', 'aeat'],
      },
    ),
    m(
      'verifactu-qr',
      'convention',
      "Tota factura PDF porta el QR tributari (URL de cotejo de l'AEAT amb nif, numserie, fecha i importe) i la llegenda 'VERI*FACTU'. Component Blade <x-factura.qr-verifactu />, mida mínima 30×30 mm.",
      {
        files: ['resources/views/components/factura/qr-verifactu.blade.php'],
        tags: ['verifactu', 'qr', 'pdf', 'factures'],
      },
    ),
    m(
      'verifactu-enviament',
      'constraint',
      "L'enviament a l'AEAT el fa el job SendVerifactuBatch (cua verifactu): màxim 1000 registres per petició i respectant el TiempoEsperaEnvio que torna l'AEAT (60 s per defecte) entre enviaments. Si l'AEAT no respon, els registres queden pending i es reintenten; la factura al soci s'emet igualment.",
      {
        files: ['app/Jobs/SendVerifactuBatch.php'],
        tags: ['verifactu', 'aeat', 'jobs', 'enviament'],
      },
    ),
    m(
      'sepa-pain008',
      'fact',
      "Remeses SEPA: fitxer pain.008.001.02 esquema CORE generat per App\\Sepa\\RemesaBuilder; l'identificador de creditor (ICS) és a config/sepa.php. Una remesa per data de cobrament, es puja al banc per EBICS (Caixa d'Enginyers).",
      {
        files: ['app/Sepa/RemesaBuilder.php', 'config/sepa.php'],
        tags: ['sepa', 'remeses', 'pain008', 'banc'],
      },
    ),
    m(
      'sepa-mandat',
      'constraint',
      "Cada rebut domiciliat necessita un mandat amb referència única (MND-<soci_id>-<n>) i data de signatura. Si el soci canvia d'IBAN → mandat nou, i el primer rebut amb el mandat nou va com a FRST. Els mandats no es reaprofiten ni s'editen (taula sepa_mandates).",
      {
        files: ['app/Models/SepaMandate.php'],
        tags: ['sepa', 'mandats', 'iban'],
      },
    ),
    m(
      'sepa-d2',
      'constraint',
      "El banc (Caixa d'Enginyers) vol la remesa SEPA Core com a mínim 2 dies hàbils TARGET abans de la data de cobrament, tant FRST com RCUR. RemesaScheduler calcula la data d'enviament a partir del venciment.",
      {
        files: ['app/Sepa/RemesaScheduler.php'],
        tags: ['sepa', 'terminis', 'banc'],
      },
    ),
    m(
      'sepa-frst-claim',
      'fact',
      "ojo: els primers rebuts d'un mandat (FRST) necessiten 5 dies hàbils d'antelació, només els RCUR van a 2",
      {
        disputes: 'sepa-d2',
        tags: ['sepa', 'terminis'],
      },
    ),
    m(
      'sepa-retorns',
      'fact',
      "Retorns: arriben al fitxer pain.002 del banc; codis típics AM04 (sense fons), MD01 (sense mandat), MD06 (el soci ho reclama, fins a 8 setmanes), AC04 (compte tancat). Després de 2 retorns seguits el soci passa a 'gestió de cobrament' i se li envia carta; res automàtic més enllà d'això.",
      {
        files: ['app/Sepa/RetornsImporter.php'],
        tags: ['sepa', 'retorns', 'pain002', 'cobraments'],
      },
    ),
    m(
      'tall-subministrament',
      'constraint',
      'Mai iniciar des del codi una sol·licitud de suspensió de subministrament per impagament. Ho decideix la comissió de cobraments (cal mirar si és consumidor vulnerable o si hi ha informe de serveis socials); el sistema només crea una tasca al backoffice.',
      {
        tags: ['impagaments', 'tall', 'cobraments', 'vulnerables'],
      },
    ),
    m(
      'capital-social',
      'fact',
      'Alta de soci: aportació obligatòria al capital social de 100 € (una per soci, no per contracte), per SEPA o targeta. No porta IVA i no és una factura: es registra a capital_contributions. Es retorna a la baixa segons estatuts, en un termini màxim de 5 anys.',
      {
        tags: ['socis', 'capital-social', 'alta', 'baixa'],
      },
    ),
    m(
      'aportacions-voluntaries',
      'fact',
      "Aportacions voluntàries al capital: mínim 500 €, interès fixat per l'assemblea (2% el 2025), per finançar les plantes FV. Retenció d'IRPF del 19% sobre els interessos; el certificat anual per a la renda es genera al febrer.",
      {
        tags: ['socis', 'capital-social', 'interessos', 'irpf'],
      },
    ),
    m(
      'assemblea-delegacions',
      'constraint',
      "Un soci, un vot. Vot delegat: cada soci pot portar com a màxim 2 delegacions (art. 24 dels estatuts) i s'han de registrar abans de les 24 h prèvies a l'assemblea. Validació a App\\Actions\\Assemblees\\RegistrarDelegacio.",
      {
        files: ['app/Actions/Assemblees/RegistrarDelegacio.php'],
        tags: ['assemblea', 'vot', 'delegacions'],
      },
    ),
    m(
      'vot-secret',
      'constraint',
      "Votacions telemàtiques: el vot és secret. La taula ballots NO té member_id; qui ha votat es guarda a vote_receipts (member_id, votacio_id) dins la mateixa transacció. Res de joins, logs, timestamps exactes ni IDs seqüencials que permetin lligar soci i vot (ballots.id és UUID v4 i created_at arrodonit a l'hora).",
      {
        canonical: true,
        files: ['app/Models/Ballot.php', 'app/Actions/Assemblees/EmetreVot.php'],
        tags: ['assemblea', 'vot', 'secret', 'privacitat'],
      },
    ),
    m(
      'convocatoria',
      'fact',
      "Assemblea general ordinària un cop l'any (juny). La convocatòria amb l'ordre del dia s'envia amb 15 dies d'antelació per correu i surt a l'àrea de socis; acords per majoria simple dels vots emesos, modificació d'estatuts per 2/3.",
      {
        tags: ['assemblea', 'convocatoria', 'estatuts'],
      },
    ),
    m(
      'livewire-apps',
      'convention',
      "Backoffice (treballadors) i àrea de socis són dues 'apps' separades: app/Livewire/Backoffice i app/Livewire/Socis, layouts diferents, guards staff i web. Un component de socis sempre carrega dades a través de la policy del soci autenticat, mai per id de la URL sense comprovar.",
      {
        files: ['app/Livewire/Backoffice', 'app/Livewire/Socis'],
        tags: ['livewire', 'backoffice', 'area-socis', 'guards'],
      },
    ),
    m(
      'policies',
      'convention',
      "Autorització amb Policies (app/Policies) i Gate::before només per al rol admin. Res de if ($user->role === 'facturacio') als components ni a les vistes: @can / $this->authorize().",
      {
        files: ['app/Policies'],
        tags: ['autoritzacio', 'policies', 'rols'],
      },
    ),
    m(
      'actions',
      'convention',
      'Lògica de domini a app/Actions/<Domini>/ (EmetreFactura, AltaSoci, GenerarRemesa...), una classe amb un sol mètode handle(). Controllers, components Livewire i jobs només criden accions.',
      {
        files: ['app/Actions'],
        tags: ['arquitectura', 'actions'],
      },
    ),
    m(
      'pest',
      'convention',
      'Tests amb Pest 3: tests/Feature i tests/Unit, contra MySQL de test (no SQLite: fem servir JSON i columnes generades). Http::preventStrayRequests() a Pest.php; respostes fake de Datadis, ESIOS, OMIE i AEAT a tests/Fixtures/. Pint (preset laravel) i Larastan nivell 6 a CI, i el baseline no creix.',
      {
        files: ['tests/Pest.php', 'tests/Fixtures', 'phpstan.neon'],
        tags: ['pest', 'tests', 'larastan', 'pint', 'ci'],
      },
    ),
    m(
      'deploy-forge',
      'fact',
      'Producció: servidors a Hetzner (Falkenstein) gestionats amb Laravel Forge: un de web, un de worker (Horizon com a daemon de Forge) i MySQL 8 a part. PHP 8.3. Deploy automàtic de main quan passa el CI de GitHub Actions; el script de deploy fa migrate --force i horizon:terminate.',
      {
        fact: 'production | deployed_with | Laravel Forge',
        tags: ['deploy', 'forge', 'hetzner', 'producció'],
      },
    ),
    m(
      'scheduler',
      'fact',
      'Tasques programades (routes/console.php): 02:00 import SFTP de P5D/F1/passos 02 i 05, 06:00 ESIOS, 14:30 OMIE, el dia 1 a les 03:00 tancament de lectures i esborranys de factura, cada minut SendVerifactuBatch. Tot amb ->onOneServer() perquè el scheduler corre als dos servidors.',
      {
        files: ['routes/console.php'],
        tags: ['scheduler', 'cron', 'jobs'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      "config/app.php timezone = 'UTC'. Les dates de negoci (data de factura, període de consum, venciment SEPA) són dates Europe/Madrid. Convertir només a la vora: vistes, PDFs i exports.",
      {
        files: ['config/app.php'],
        tags: ['timezone', 'utc', 'dates'],
      },
    ),
    m(
      'failed-jobs',
      'convention',
      "Jobs idempotents (facturació i SEPA amb ShouldBeUnique i clau d'idempotència a BD). A producció mai horizon:clear ni queue:flush: els failed jobs es miren un per un i es reintenten amb php artisan queue:retry <uuid>.",
      {
        tags: ['jobs', 'horizon', 'idempotencia', 'producció'],
      },
    ),
    m(
      'incident-numeracio',
      'incident',
      "Gener 2026: dos processos de la cua facturacio van emetre factures alhora i la sèrie F2026 va quedar amb un número duplicat (F2026-000871 dues vegades) i un salt. D'aquí el maxProcesses=1 a facturacio i el lock FOR UPDATE a InvoiceNumberer.",
      {
        files: ['app/Facturacio/InvoiceNumberer.php', 'config/horizon.php'],
        tags: ['incident', 'numeracio', 'series', 'horizon'],
      },
    ),
    m(
      'incident-canvi-hora',
      'incident',
      "Octubre 2025: el P5D del dia del canvi d'hora portava 25 hores i l'importador va trepitjar l'hora 3 repetida: unes 2.300 factures amb una hora de menys. Regularitzat amb rectificatives. Test a tests/Unit/Lectures/CanviHoraTest.php.",
      {
        files: ['tests/Unit/Lectures/CanviHoraTest.php'],
        tags: ['incident', 'canvi-hora', 'p5d', 'lectures'],
      },
    ),
    m(
      'incident-remesa-doble',
      'incident',
      "Maig 2025: la remesa del mes es va pujar dues vegades al banc (el job es va reintentar després d'un timeout de pujada) i es va cobrar dos cops a 3.100 socis. Ara cada remesa té estat i hash del fitxer, i abans de pujar es comprova al banc si ja hi és.",
      {
        files: ['app/Sepa/RemesaUploader.php'],
        tags: ['incident', 'sepa', 'remeses', 'duplicats'],
      },
    ),
    m(
      'mailgun',
      'fact',
      "Correus transaccionals per Mailgun (regió EU) a la cua mail. Les convocatòries d'assemblea s'envien en lots de 500 amb throttle per no cremar la reputació del domini.",
      {
        tags: ['email', 'mailgun', 'cues'],
      },
    ),
    m(
      's3-factures',
      'fact',
      'Els PDFs de factures van a S3 (bucket ecomuna-factures, eu-west-3) amb clau factures/{any}/{serie}/{numero}.pdf. Es descarreguen amb URL signada de 10 minuts; el bucket no és públic.',
      {
        tags: ['s3', 'pdf', 'factures', 'storage'],
      },
    ),
    m(
      'rgpd-logs',
      'constraint',
      "RGPD: res de DNI, IBAN complet, CUPS ni adreça als logs, a Sentry o a Slack. Feu servir Mask::iban() (****1332) i Mask::cups(). L'IBAN es guarda xifrat a BD (cast encrypted).",
      {
        files: ['app/Support/Mask.php'],
        tags: ['rgpd', 'logs', 'privacitat', 'sentry'],
      },
    ),
    m(
      'owners',
      'fact',
      'Qui porta què: Núria Puig — facturació i VeriFactu; Marc Soler — ATR, lectures, Datadis; Laia Ferrer — àrea de socis i assemblees; Pau Vidal — infra, Horizon i SEPA. Criteri de negoci: en Jordi Casals (consell rector).',
      {
        tags: ['equip', 'owners'],
      },
    ),
    m(
      'pref-idioma',
      'preference',
      'Noms de domini en català (Soci, Factura, Remesa, Assemblea), la resta del codi en anglès. Commits en català o anglès, però amb prefix feat:/fix:/chore:.',
      {},
    ),
    m(
      'pref-pr',
      'preference',
      "PRs petites; si toqueu app/Facturacio o app/Verifactu, que ho revisi algú de facturació (la Núria) encara que sigui un canvi d'una línia.",
      {},
    ),
    m(
      'verifactu-2027',
      'fact',
      "Ajornament de VeriFactu: el RDL 15/2025 mou l'obligació per a societats de l'1/1/2026 a l'1/1/2027. Decisió de la coop: igualment el posem en producció en mode voluntari el juliol de 2026, per no anar amb presses al desembre.",
      {
        fact: 'VeriFactu | mandatory_from | 2027-01-01',
        supersedes: 'verifactu-2026',
        age: 95,
        tags: ['verifactu', 'aeat', 'terminis'],
      },
    ),
    m(
      'inferred-ufd-utc',
      'fact',
      "Sembla que els P5D d'UFD (Naturgy) venen amb les hores en hora d'hivern tot l'any en lloc d'hora local — per confirmar al proper canvi d'hora.",
      {
        inferred: true,
        fact: 'UFD P5D hours | expressed_in | winter time all year',
        tags: ['p5d', 'ufd', 'canvi-hora'],
      },
    ),
    m(
      'env-example',
      'note',
      ".env.example no porta cap valor real: APP_KEY buit (php artisan key:generate), DATADIS_PASSWORD=, ESIOS_TOKEN=, AEAT_CERT_PASSWORD=. Els valors de veritat són al Bitwarden de la coop, col·lecció 'Plataforma'.",
      {
        files: ['.env.example'],
        tags: ['secrets', 'env', 'onboarding'],
      },
    ),
    m(
      'iban-proves',
      'note',
      "Per a proves de SEPA feu servir IBANs de test com ES91 2100 0418 4502 0005 1332 (l'exemple públic de tota la vida). Mai IBANs reals de socis als fixtures ni als seeders.",
      {
        tags: ['sepa', 'tests', 'iban', 'seeders'],
      },
    ),
    m(
      'cert-caducitat',
      'note',
      "El certificat de segell per a l'AEAT caduca el març de 2027. La contrasenya la té la Núria i és al Bitwarden, no al repo ni a l'.env de ningú.",
      {
        tags: ['verifactu', 'certificat', 'aeat', 'secrets'],
      },
    ),
    m('cand-filament', 'decision', 'Substituir el backoffice fet amb Livewire per Filament 3.', {
      candidate: true,
      tags: ['filament', 'backoffice'],
    }),
    m(
      'cand-octane',
      'decision',
      "Posar Laravel Octane (FrankenPHP) a l'àrea de socis per baixar la latència.",
      {
        candidate: true,
        tags: ['octane', 'rendiment'],
      },
    ),
    m(
      'cand-coef-auto',
      'decision',
      "Recalcular automàticament cada mes els coeficients d'autoconsum segons el consum real de cada participant i enviar-los a la distribuïdora.",
      {
        candidate: true,
        tags: ['autoconsum', 'coeficients'],
      },
    ),
    m(
      'cand-postgres',
      'decision',
      'Migrar de MySQL a PostgreSQL per tenir tipus range per a les vigències.',
      {
        candidate: true,
        tags: ['postgres', 'mysql', 'vigencia'],
      },
    ),
    m(
      'secret-app-key',
      'note',
      '.env de producció (no el pugeu enlloc):\nAPP_ENV=production\nAPP_KEY=base64:3Jq9vXk2L7mPz8RtYw4N1cB6dF0gH5sA2eU9iO7rT3k=\nAPP_URL=https://socis.energiacomuna.cat',
      {
        secret: 'base64:3Jq9vXk2L7mPz8RtYw4N1cB6dF0gH5sA2eU9iO7rT3k=',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'per connectar a la BD de prod des del bastió: DB_URL=mysql://coop_app:Vall3s!Sol-4471@10.0.3.12:3306/energia',
      {
        secret: 'Vall3s!Sol-4471',
      },
    ),
    m(
      'secret-datadis',
      'note',
      "L'usuari de Datadis de la coop és el NIF F65432109 i la contrasenya Dd!Coop2025#kW — no la canvieu sense avisar, que la fa servir el job de l'àrea de socis.",
      {
        secret: 'Dd!Coop2025#kW',
      },
    ),
    m(
      'secret-esios',
      'note',
      "token d'ESIOS per a la comparativa PVPC (header x-api-key): 8f2c6a1e9b7d4f3a0c5e8b2d6f9a1c4e7b0d3f6a9c2e5b8d1f4a7c0e3b6d9f2a",
      {
        secret: '8f2c6a1e9b7d4f3a0c5e8b2d6f9a1c4e7b0d3f6a9c2e5b8d1f4a7c0e3b6d9f2a',
      },
    ),
    m(
      'secret-cert',
      'note',
      "Certificat de segell per enviar a l'AEAT: storage/app/certs/segell-coop.p12, contrasenya Segell#AEAT-9931x",
      {
        secret: 'Segell#AEAT-9931x',
      },
    ),
    m(
      'secret-sftp-yaml',
      'note',
      'config/distribuidores.yaml de producció:\nedistribucion:\n  host: sftp.edistribucion.example\n  port: 22\n  user: R2-999_ecomuna\n  password: eD1st!Sftp-7720qa\n  path: /salida/P5D',
      {
        secret: 'eD1st!Sftp-7720qa',
      },
    ),
    m(
      'secret-redis',
      'note',
      'REDIS_HOST=10.0.3.20\nREDIS_PASSWORD=rEd1s-H0r1z0n-Pr0d-8812\nREDIS_PORT=6379',
      {
        secret: 'rEd1s-H0r1z0n-Pr0d-8812',
      },
    ),
    m(
      'secret-aws',
      'note',
      'Claus del bucket de factures (usuari IAM factures-writer): AWS_ACCESS_KEY_ID=AKIA4QZ7XK2LMN9PRT3V AWS_SECRET_ACCESS_KEY=w9Jr+Kq2mZ7xV4pLn8tB1cY6dF3gH0sA5eU2iO9r',
      {
        secret: 'w9Jr+Kq2mZ7xV4pLn8tB1cY6dF3gH0sA5eU2iO9r',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'La contraseña SMTP de Mailgun (postmaster@mg.energiacomuna.cat) es Mg-Smtp!44xQ9z, por si hay que probar desde local.',
      {
        secret: 'Mg-Smtp!44xQ9z',
      },
    ),
    m(
      'secret-ghp',
      'note',
      'el workflow de deploy fa servir el PAT ghp_R7kQ2mXv9LpT4wZ8nB3cY6dF1gH5sJ0aE2uK per clonar el paquet privat coop/sepa-tools',
      {
        secret: 'ghp_R7kQ2mXv9LpT4wZ8nB3cY6dF1gH5sJ0aE2uK',
      },
    ),
  ],
  sessions: [
    {
      id: 'sessio-autoconsum-1',
      age: 5,
      turns: [
        said(
          "bon dia! avui toca autoconsum. mira't app/Autoconsum/CoeficientsExporter.php, que l'Escola Can Puig vol coeficients horaris",
        ),
        replied("L'exporter només genera coeficients estàtics: una línia CUPS;coeficient per participant."),
        said(
          "ok. a partir d'ara tots els autoconsums nous van amb coeficients horaris variables; els estàtics només es mantenen per als CAU que ja existeixen, no en creem cap més",
          {
            key: 's-coef-horaris',
            type: 'decision',
          },
        ),
        replied(
          "Afegeixo el mode horari a l'exporter (8760/8784 línies per CUPS) i un camp tipus_coeficients a autoconsum_instalacions.",
        ),
        said('com calcules els coeficients horaris per defecte?'),
        replied(
          'Proposo partir del perfil de consum de cada participant dels últims 12 mesos i normalitzar hora a hora.',
        ),
        said(
          "vale, però només com a proposta al backoffice, que ho validi el grup de l'autoconsum abans d'enviar res",
        ),
        replied("D'acord, queda com a esborrany amb estat pendent_validacio."),
        said(
          "per cert, la indexada: des de l'1 d'octubre de 2025 l'OMIE publica preus quart-horaris. Com que de gairebé tots els socis només tenim corba horària, el preu horari de la indexada és la mitjana simple dels 4 quarts d'hora.",
          {
            key: 's-omie-quarts',
            type: 'decision',
          },
        ),
        replied(
          'Canvio FetchOmiePrices perquè guardi els 96 quarts i afegeixo un accessor que fa la mitjana per hora.',
        ),
        said('i quan tinguem corba quart-horària?'),
        replied(
          'Llavors es podria ponderar per quart; ara mateix no hi ha cap CUPS amb corba quart-horària a readings.',
        ),
        said('ok, ho deixem així'),
        said(
          "una altra cosa: els esborranys de factura de més de 500 € o amb total negatiu es queden en revisió manual, no s'emeten amb el lot del dia 1",
          {
            key: 's-revisio-manual',
            type: 'constraint',
          },
        ),
        replied("Afegeixo l'estat revisio_manual i el filtre a EmetreLotFactures."),
        said(
          "per provar el lot contra staging, aquí tens la línia de l'.env: DB_PASSWORD=St4g!ng-Coop_5521",
          {
            secret: 'St4g!ng-Coop_5521',
          },
        ),
        replied(
          'No la necessito: els tests de Pest fan servir la BD de test local. Si aquesta és la contrasenya real de staging, val la pena rotar-la.',
        ),
        said('sí, ja ho diré al Pau'),
        said(
          "les remeses: a partir d'ara el cobrament és sempre el dia 5 de cada mes, o el següent dia hàbil si cau en cap de setmana o festiu",
          {
            key: 's-remesa-dia5',
            type: 'decision',
          },
        ),
        replied(
          "RemesaScheduler: venciment = dia 5 o el següent hàbil TARGET, i la data d'enviament es calcula cap enrere amb l'antelació del banc.",
        ),
        said(
          "perfecte. i l'assemblea: l'ordinària d'enguany és el dissabte 13 de juny a Granollers, i la votació telemàtica està oberta del 6 al 12 de juny",
          {
            key: 's-assemblea-2026',
            type: 'fact',
          },
        ),
        replied("Ho poso a la configuració de l'assemblea 2026 a l'àrea de socis."),
        said(
          "les delegacions de vot també s'han de poder fer des de l'àrea de socis, no només en paper. El soci que delega confirma amb un codi que li arriba per SMS",
          {
            key: 's-delegacio-sms',
            type: 'decision',
          },
        ),
        replied('Afegeixo un component Livewire a app/Livewire/Socis/Delegacio amb OTP per SMS.'),
        said('genial, fes la PR i que la revisi la Laia'),
      ],
    },
  ],
  prompts: [
    p(
      "l'exporter de coeficients genera 0,333333 tres vegades i la distribuïdora ens rebutja el fitxer perquè no suma 1 @app/Autoconsum/CoeficientsExporter.php",
      ['coef-suma', 'coef-fitxer'],
    ),
    p("afegeix un participant nou a l'autoconsum de l'Escola Can Puig", [
      'autoconsum-cau',
      'coef-suma',
      'coef-4mesos',
      'coef-mensual-claim',
      's-coef-horaris',
      'cups-format',
    ]),
    p("el botó d'enviar coeficients està desactivat per al CAU de la nau de Mollet, per què?", [
      'coef-4mesos',
      'coef-mensual-claim',
    ]),
    p("genera el fitxer de coeficients horaris per a l'autoconsum nou de Mollet", [
      'coef-fitxer',
      's-coef-horaris',
      'coef-suma',
      'autoconsum-cau',
    ]),
    p(
      "l'AMPA vol un autoconsum amb coeficients estàtics, que diuen que és més fàcil d'entendre. el podem donar d'alta així?",
      ['s-coef-horaris'],
    ),
    p('afegeix el camp tipus_coeficients a autoconsum_instalacions', ['s-coef-horaris', 'autoconsum-cau']),
    p("la factura de la Montse surt amb el terme d'energia en negatiu per culpa dels excedents", [
      'compensacio',
      'no-recalcular',
    ]),
    p(
      "calcula l'energia autoconsumida de cada participant multiplicant el coeficient per la generació de l'inversor i posa-ho a la factura",
      ['no-recalcular', 'compensacio'],
    ),
    p("fes l'informe de discrepàncies entre el que diu la distribuïdora i el nostre repartiment", [
      'no-recalcular',
      'autoconsum-cau',
      'p5d-corbes',
    ]),
    p("baixa d'un soci que participa en un autoconsum: què passa amb el seu coeficient?", [
      'coef-suma',
      'coef-4mesos',
      'coef-mensual-claim',
      'capital-social',
    ]),
    p("d'on traiem les corbes per facturar ara, Datadis o els fitxers de la distribuïdora?", ['p5d-corbes']),
    p("el job FetchDatadisConsumption peta amb 429 'Se ha superado el límite de peticiones'", [
      'datadis-limits',
      'datadis-auth',
    ]),
    p("InvalidFormatException: Could not parse '2025/10/26 24:00' parsejant la resposta de Datadis", [
      'datadis-24h',
      'hores-corba',
    ]),
    p("importa el P5D d'i-DE del 26 d'octubre, que porta 25 hores", [
      'hores-corba',
      'incident-canvi-hora',
      'p5d-corbes',
      'tz-utc',
    ]),
    p("els P5D d'UFD semblen desquadrats una hora a l'estiu, mira-ho", ['inferred-ufd-utc', 'hores-corba']),
    p("afegeix la simulació d'autoconsum a l'àrea de socis amb l'històric de Datadis", [
      'p5d-corbes',
      'datadis-limits',
      'datadis-auth',
      'no-recalcular',
      'livewire-apps',
    ]),
    p('el token de Datadis caduca a mitja execució del job nocturn', ['datadis-auth']),
    p("valida el CUPS al formulari d'alta, ara s'hi pot posar qualsevol cosa", ['cups-format']),
    p("tenim el mateix CUPS duplicat: un acaba en 0F i l'altre no", ['cups-format']),
    p("ValidNif rebutja el NIF d'una comunitat de propietaris (H08123456)", ['nif-validacio']),
    p('un llogater vol contractar la llum però el soci és el propietari del pis, com ho muntem?', [
      'nif-validacio',
      'capital-social',
    ]),
    p('una factura 2.0TD té consum en P1 un dissabte, això no pot ser', [
      'periodes-20td',
      'festius-nacionals',
      'festius-claim',
    ]),
    p('afegeix la Diada i Sant Joan a festius_peatges', ['festius-nacionals', 'festius-claim']),
    p('carrega els festius de 2027 per als peatges', ['festius-nacionals', 'festius-claim']),
    p("l'11 de setembre cau en dijous, la factura de setembre l'ha de tractar com a P3?", [
      'festius-nacionals',
      'festius-claim',
      'periodes-20td',
    ]),
    p('tenim un soci nou amb 3.0TD i el càlcul de períodes li surt com si fos 2.0', [
      'periodes-30td',
      'periodes-20td',
    ]),
    p("quin IEE hem d'aplicar a una factura amb consum de juny de 2024?", ['iee-511', 'impostos-vigencia']),
    p("l'IEE està hardcodejat a 5.11269632 a @app/Facturacio/CalculadoraImpostos.php, treu-lo d'allà", [
      'iee-511',
      'impostos-vigencia',
      'base-impostos',
    ]),
    p("i ara fes el mateix per a l'IVA", ['iva-21', 'impostos-vigencia']),
    p("la taula tax_rates té un forat entre juny i juliol del 2024 per a l'IEE", [
      'iee-511',
      'impostos-vigencia',
    ]),
    p("el lloguer del comptador està sumant a la base de l'impost elèctric", ['base-impostos']),
    p("l'IVA de la llum ara és el 10 o el 21?", ['iva-21']),
    p("els peatges canvien l'1 d'abril però el període de la factura va del 15/3 al 14/4, com ho calculem?", [
      'impostos-vigencia',
      'f1-atr',
    ]),
    p('el total de la factura difereix 1 cèntim del que calcula el soci amb el seu excel', [
      'imports-centims',
    ]),
    p('guardem els kWh com a float a readings_hourly?', ['energia-wh']),
    p("afegeix l'energia reactiva a les lectures horàries", ['energia-wh', 'hores-corba']),
    p("la Núria diu que la F2026-000312 té l'adreça malament, la pots editar directament a la BD?", [
      'factures-immutables',
      'series',
    ]),
    p('fes una rectificativa per substitució de la F2026-000312', [
      'factures-immutables',
      'series',
      'verifactu-hash',
      'verifactu-enviament',
    ]),
    p("assigna el número de factura quan es crea l'esborrany, així el soci el veu abans", [
      'series',
      'incident-numeracio',
    ]),
    p('puc pujar els processos de la cua facturacio a 4? el tancament va lentíssim', [
      'queue-horizon',
      'incident-numeracio',
      'series',
    ]),
    p('el tancament de mes triga 3 hores, com ho podem accelerar?', [
      'queue-horizon',
      'incident-numeracio',
      'scheduler',
    ]),
    p("no ha arribat la lectura de 40 contractes d'e-distribución, fem factura estimada?", ['lectura-real']),
    p("han passat 70 dies sense lectura per a un CUPS, què s'ha de fer?", ['lectura-real']),
    p("l'F1 de gener d'UFD ha arribat rectificat, què passa amb les factures dels socis?", [
      'f1-atr',
      'factures-immutables',
      'series',
    ]),
    p("la factura d'un soci nou compta des del dia que va signar a la web?", ['alta-activacio']),
    p('genera el C2 per a un canvi de potència i de titular', [
      'atr-switching',
      'nif-validacio',
      'cups-format',
    ]),
    p("el pas 02 d'un C1 ha vingut amb rebuig, on es processa això?", ['atr-switching']),
    p('afegeix el QR de VeriFactu al PDF de la factura', [
      'verifactu-qr',
      'pdf-browsershot',
      'verifactu-2027',
    ]),
    p('el QR surt borrós al PDF', ['verifactu-qr', 'pdf-browsershot']),
    p('el PDF de la factura es trenca amb el grid nou, sembla que dompdf no ho suporta', ['pdf-browsershot']),
    p("genera el PDF directament al controller quan el soci clica 'Descarregar'", [
      'pdf-browsershot',
      's3-factures',
    ]),
    p('implementa el càlcul de la huella del registre de VeriFactu', ['verifactu-hash']),
    p("la huella que calculem no coincideix amb la de l'AEAT, les dates les passem en Y-m-d", [
      'verifactu-hash',
    ]),
    p("regenera els registres VeriFactu de la setmana passada que tenien l'import malament", [
      'verifactu-hash',
      'factures-immutables',
    ]),
    p("l'AEAT ens torna error perquè enviem 5000 registres de cop", ['verifactu-enviament']),
    p("SendVerifactuBatch s'executa cada minut però l'AEAT ens diu que esperem", [
      'verifactu-enviament',
      'scheduler',
    ]),
    p('¿desde cuándo es obligatorio VeriFactu para nosotros?', [
      'verifactu-2027',
      'verifactu-abast',
      'sii-claim',
    ]),
    p('ens aplica TicketBAI?', ['verifactu-abast']),
    p('en Jordi diu que com que estem al SII no cal VeriFactu, té raó?', ['verifactu-abast', 'sii-claim']),
    p('activa VeriFactu a producció', [
      'verifactu-2027',
      'verifactu-enviament',
      'verifactu-hash',
      'cert-caducitat',
    ]),
    p("si l'AEAT està caiguda, podem emetre factures igualment?", ['verifactu-enviament']),
    p("on és el certificat per signar els enviaments a l'AEAT i quina contrasenya té?", [
      'cert-caducitat',
      'env-example',
    ]),
    p('genera la remesa SEPA de juliol', [
      'sepa-pain008',
      'sepa-mandat',
      'sepa-d2',
      'sepa-frst-claim',
      's-remesa-dia5',
      'incident-remesa-doble',
    ]),
    p("quan hem d'enviar la remesa al banc si el cobrament és el dia 5?", [
      'sepa-d2',
      'sepa-frst-claim',
      's-remesa-dia5',
    ]),
    p("posa el cobrament de la remesa d'agost el dia 15", ['s-remesa-dia5']),
    p("un soci ha canviat d'IBAN, actualitza-li el mandat", ['sepa-mandat']),
    p('el banc ens ha retornat 40 rebuts amb MD06, què fem?', ['sepa-retorns']),
    p('després de 3 retorns, talla-li el subministrament automàticament', [
      'tall-subministrament',
      'sepa-retorns',
    ]),
    p('importa el pain.002 de retorns del banc', ['sepa-retorns', 'sepa-pain008']),
    p('el job de pujar la remesa ha fet timeout, el torno a llançar?', [
      'incident-remesa-doble',
      'failed-jobs',
    ]),
    p('la remesa de maig es va cobrar dues vegades? he vist una queixa antiga al fòrum', [
      'incident-remesa-doble',
    ]),
    p('quin IBAN faig servir als tests de la remesa?', ['iban-proves']),
    p('el seeder de socis fa servir IBANs reals copiats de producció', ['iban-proves', 'rgpd-logs']),
    p("alta de soci: cobra l'aportació de capital amb IVA", ['capital-social']),
    p('un soci es dona de baixa, quan li tornem els 100 €?', ['capital-social']),
    p("genera el certificat d'interessos de les aportacions voluntàries per a la renda", [
      'aportacions-voluntaries',
    ]),
    p('quin interès paguem a les aportacions voluntàries?', ['aportacions-voluntaries']),
    p("fes la pantalla de votació telemàtica per a l'assemblea", [
      'vot-secret',
      's-assemblea-2026',
      'livewire-apps',
      'livewire3-model',
    ]),
    p('afegeix member_id a ballots per poder comprovar qui ha votat què si hi ha una impugnació', [
      'vot-secret',
    ]),
    p('un soci vol delegar el vot a la seva veïna, que ja en porta dos', [
      'assemblea-delegacions',
      's-delegacio-sms',
    ]),
    p("fes el formulari de delegació de vot a l'àrea de socis", [
      'assemblea-delegacions',
      's-delegacio-sms',
      'livewire-apps',
      'livewire3-model',
    ]),
    p("quan s'obre la votació telemàtica d'enguany?", ['s-assemblea-2026']),
    p("envia la convocatòria de l'assemblea a tots els socis", [
      'convocatoria',
      'mailgun',
      's-assemblea-2026',
    ]),
    p('quina majoria cal per modificar els estatuts?', ['convocatoria']),
    p('el formulari de contracte fa una request a cada tecla que escrius', ['livewire3-model']),
    p('Method App\\Livewire\\Socis\\Factures::emit does not exist', ['livewire3-model']),
    p(
      "el component de factures de l'àrea de socis ensenya factures d'altres socis si canvies l'id a la URL!!",
      ['livewire-apps', 'policies'],
    ),
    p("amaga el botó d'emetre si l'usuari no és de facturació", ['policies']),
    p("on poso la lògica d'emetre el lot de factures?", ['actions', 'queue-horizon', 's-revisio-manual']),
    p("emet les factures del lot d'avui", [
      's-revisio-manual',
      'series',
      'factures-immutables',
      'queue-horizon',
    ]),
    p('hi ha un esborrany de 1.200 € que no ha sortit amb el lot, per què?', ['s-revisio-manual']),
    p('afegeix tests per a Compensacio', ['pest', 'compensacio', 'imports-centims']),
    p('el test de Datadis fa una petició real a datadis.es, arregla-ho', ['pest']),
    p('fem servir SQLite en memòria per als tests, que aniran més ràpids', ['pest']),
    p('larastan es queixa de 40 errors nous, els poso al baseline i llestos?', ['pest']),
    p('on poso el scheduler? no trobo app/Console/Kernel.php', ['laravel11-skeleton', 'scheduler']),
    p('afegeix un middleware global per forçar HTTPS', ['laravel11-skeleton']),
    p('programa el job de preus OMIE a les 14:30', [
      'scheduler',
      'laravel11-skeleton',
      'preu-indexat',
      's-omie-quarts',
    ]),
    p("el preu de la indexada d'octubre no quadra, l'OMIE ara dona 96 valors al dia", [
      's-omie-quarts',
      'preu-indexat',
    ]),
    p("mostra la comparativa amb el PVPC a l'àrea de socis", ['pvpc-comparativa', 'periodes-20td']),
    p('podem oferir PVPC als socis que ho demanen?', ['pvpc-comparativa']),
    p('actualitza els preus de Generació Comuna per al tercer trimestre', [
      'tarifa-fixa',
      'impostos-vigencia',
    ]),
    p('write a migration adding valid_from/valid_to to tarifa_preus', ['impostos-vigencia', 'tarifa-fixa']),
    p('fes horizon:clear a prod, que hi ha 2000 failed jobs de mail', ['failed-jobs']),
    p('reintenta els jobs fallits de la cua sepa', ['failed-jobs', 'incident-remesa-doble']),
    p('el job de facturación se queda colgado en Horizon, ¿cómo lo reinicio sin perder nada?', [
      'failed-jobs',
      'queue-horizon',
    ]),
    p('¿por qué la cola facturacio solo tiene un proceso en Horizon?', [
      'queue-horizon',
      'incident-numeracio',
    ]),
    p("el tancament del dia 1 s'ha executat dues vegades, tenim dos servidors", [
      'scheduler',
      'deploy-forge',
      'failed-jobs',
    ]),
    p('com despleguem ara, encara amb Envoyer?', ['deploy-forge']),
    p('quina versió de PHP i MySQL hi ha a prod? puc fer servir JSON_TABLE?', ['deploy-forge']),
    p('les cues encara van per base de dades?', ['queue-horizon']),
    p('afegeix una cua nova per a les notificacions push', ['queue-horizon']),
    p('log the full SEPA payload when the bank rejects a remesa, I need to debug it', ['rgpd-logs']),
    p('posa el DNI del soci al missatge de Sentry, així el trobem més ràpid', ['rgpd-logs']),
    p("on guardo la clau nova de l'API d'ESIOS?", ['env-example']),
    p("company nou: com configuro l'.env en local?", ['env-example']),
    p("la data de venciment de la remesa surt un dia abans a l'export", ['tz-utc', 's-remesa-dia5']),
    p("la data de factura surt el 31 en lloc de l'1 al PDF", ['tz-utc']),
    p("el soci vol veure la seva corba horària en kWh a l'àrea de socis", [
      'energia-wh',
      'p5d-corbes',
      'hores-corba',
      'tz-utc',
    ]),
    p("quant tarda a arribar el P5D? un soci vol veure el consum d'ahir", ['p5d-corbes', 'scheduler']),
    p('qui porta el tema de Datadis?', ['owners']),
    p('qui ha de revisar la PR de VeriFactu?', ['pref-pr', 'owners']),
    p('fes el commit', ['pref-idioma']),
    p('com anomeno la classe nova de remeses, SepaBatch o Remesa?', ['pref-idioma']),
    p("fes públic el bucket de factures, que als socis no els funciona l'enllaç", ['s3-factures']),
    p('passem el backoffice a Filament?', ['livewire-apps']),
    p('quina diferència hi ha entre firstOrCreate i updateOrCreate?', []),
    p('gràcies!', []),
    p('com faig squash dels últims 3 commits?', []),
    p("explica'm com funciona l'eager loading en general", []),
    p('regex per validar un codi postal espanyol', []),
    p('vale, ja funciona', []),
    p("què vol dir l'error 419 de Laravel?", []),
    p('¿cómo se hace un left join con Eloquent?', []),
    p('fes-me un resum del diff', []),
    p('perfecte, merci', []),
  ],
});
