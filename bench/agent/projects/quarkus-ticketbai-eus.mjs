// A Basque retail cooperative's point-of-sale and invoicing backend: TicketBAI signed and chained invoices,
// Bizkaia's Batuz/LROE, Gipuzkoa submission, SEPA direct debits, member shares and bilingual receipts. Mostly Basque.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'quarkus-ticketbai-eus',
  stack:
    'Java 21, Quarkus 3.15 LTS (Quarkus REST, Hibernate ORM with Panache, SmallRye Reactive Messaging, SmallRye Fault Tolerance), PostgreSQL 16, Kafka + Apicurio Registry (Avro), Debezium outbox, TicketBAI (XAdES-EPES via EU DSS, Izenpe certificates), Batuz LROE, SEPA pain.008/pain.001, Keycloak, Qute, Mandrel native store agent, Maven, GitLab CI, OpenShift on-prem, JUnit 5 + RestAssured + WireMock',
  memories: [
    m(
      'orm-reactive',
      'fact',
      'Hibernate Reactive + Panache reactive erabiltzen dugu; endpoint guztiek Uni<> itzultzen dute eta dena Mutiny-rekin kateatzen da.',
      {
        fact: 'persistence | api | Hibernate Reactive',
        age: 650,
        tags: ['hibernate-reactive', 'mutiny', 'persistence'],
      },
    ),
    m(
      'orm-virtual',
      'decision',
      'Hibernate Reactive kendu dugu. Orain Hibernate ORM blokeatzailea + Panache, eta REST endpointetan @RunOnVirtualThread (Java 21eko hari birtualak). Arrazoia: XAdES sinadura eta JDBC blokeatzaileak dira, eta Mutiny kateak debugatzea ezinezkoa zen. Kode berrian ez sartu Uni<>/Multi<> (Kafka kanaletan izan ezik).',
      {
        fact: 'persistence | api | Hibernate ORM + virtual threads',
        supersedes: 'orm-reactive',
        age: 390,
        canonical: true,
        reason: 'sinadura eta JDBC blokeatzaileak; Mutiny kateak ulertezinak',
        tags: ['hibernate', 'panache', 'virtual-threads', 'java21'],
      },
    ),
    m(
      'panache-repo',
      'convention',
      'Panache repository patroia: InvoiceRepository implements PanacheRepository<Invoice>. Ez erabili active record-a (Invoice.find() estatikoak, PanacheEntity). Entitateak <modulua>/domain paketean, repoak <modulua>/persistence paketean.',
      {
        tags: ['panache', 'repository', 'hibernate'],
      },
    ),
    m(
      'panache-params',
      'convention',
      'Panache kontsultak beti parametro izendunekin: find("serie = :serie and number > :n", Parameters.with("serie", s).and("n", n)). Inoiz ez string-kateaketarik, ezta barne-tresnetan ere.',
      {
        tags: ['panache', 'sql-injection', 'queries'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Flyway migrazioak modulu bakoitzean: src/main/resources/db/migration/<schema>/V{yyyyMMddHHmm}__deskribapena.sql. Prod-en aplikatutako migrazio bat ez da inoiz aldatzen, beste bat idatzi. migrate-at-start dev/test-en bakarrik; prod-en GitLab-eko "db-migrate" job-ak exekutatzen ditu.',
      {
        files: ['tbai-core/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'postgres'],
      },
    ),
    m(
      'db-schemas',
      'fact',
      'PostgreSQL 16 (Patroni klusterra Arrasateko datu-zentroan). Schema bat modulu bakoitzeko: pos, tbai, batuz, members, sepa. Modulu batek ez ditu beste baten taulak zuzenean irakurtzen: REST edo Kafka bidez.',
      {
        tags: ['postgres', 'schemas', 'modules'],
      },
    ),
    m(
      'money-bigdecimal',
      'constraint',
      'Zenbateko guztiak BigDecimal, scale 2, RoundingMode.HALF_UP; DBan numeric(12,2). double/float debekatuta faktura-bidean (Sonar arau batek blokeatzen du). BigDecimal-ak compareTo()-rekin konparatu, ez equals()-ekin (2.0 vs 2.00).',
      {
        canonical: true,
        reaffirm: 10,
        tags: ['bigdecimal', 'money', 'rounding'],
      },
    ),
    m(
      'bez-breakdown',
      'constraint',
      'BEZ banakapena (DesgloseIVA) tasa bakoitzeko: lerroak BEZ barne batu tasaka, oinarria = totala / (1 + tasa), kuota = totala - oinarria, tasa bakoitzeko behin bakarrik biribilduta. Lerroetan ez biribildu. Horrela tiketeko totala beti bat dator XMLko ImporteTotalFactura-rekin.',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/tax/VatBreakdown.java'],
        tags: ['bez', 'iva', 'desglose', 'rounding'],
      },
    ),
    m(
      'bez-line-claim',
      'fact',
      'ojo: BEZa lerroz lerro kalkulatu eta biribildu behar da, gero batu; Haciendak lerroko kuota begiratzen du',
      {
        disputes: 'bez-breakdown',
        tags: ['bez', 'rounding'],
      },
    ),
    m(
      'iva-food-0',
      'fact',
      'oinarrizko elikagaiak (ogia, esnea, gazta, arrautzak, fruta, barazkiak) %0 BEZ eta olioa/pasta %5; TaxCategory.SUPER_REDUCED_0 eta REDUCED_5 konstanteak',
      {
        age: 520,
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/tax/TaxCategory.java'],
        tags: ['bez', 'iva', 'food'],
      },
    ),
    m(
      'iva-food-4',
      'constraint',
      'Aldi baterako BEZ jaitsierak amaitu dira: 2025eko urtarrilaren 1etik oinarrizko elikagaiak berriz %4 eta olioak/pasta %10. Tasak ez dira konstanteak: TaxRateService.rateFor(category, salmentaData) tax_rate_periods taulatik. Katalogoko produktuek kategoria bakarrik dute, ez tasa.',
      {
        fact: 'oinarrizko elikagaiak | BEZ | %4',
        supersedes: 'iva-food-0',
        age: 200,
        canonical: true,
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/tax/TaxRateService.java'],
        reason: 'jaitsiera ofizialki amaitu zen; tasa salmenta-datak zehazten du',
        tags: ['bez', 'iva', 'food', 'tax-rate'],
      },
    ),
    m(
      'rectif-rate',
      'constraint',
      'Faktura zuzentzaile batek (R1-R5) jatorrizko fakturaren dataren araberako BEZ tasa erabiltzen du, ez gaurkoa. 2024ko abenduan saldutako ogi baten itzulketa %0rekin doa.',
      {
        tags: ['bez', 'rectificativa', 'r5', 'tax-rate'],
      },
    ),
    m(
      'tbai-overview',
      'fact',
      'TicketBAI: tiket/faktura bakoitzeko XML bat ticketBai.xsd 1.2 eskemaren arabera, XAdES-EPES enveloped sinadurarekin, aurreko fakturarekin kateatuta, eta TBAI identifikatzailea + QR kodea tiketean inprimatuta. Kode guztia tbai-core moduluan.',
      {
        files: ['tbai-core'],
        tags: ['ticketbai', 'xml', 'xades'],
      },
    ),
    m(
      'tbai-chain',
      'constraint',
      'Katea serie bakoitzeko da. EncadenamientoFacturaAnterior = aurreko fakturaren SerieFactura, NumFactura, FechaExpedicionFactura eta SignatureValue-ren lehen 100 karaktereak. ChainService-k tbai_chain_state errenkada SELECT ... FOR UPDATE blokeatzen du, faktura txertatu eta egoera eguneratzen du transakzio berean. Katea inoiz ez "konpondu" eskuz DBan.',
      {
        canonical: true,
        reaffirm: 6,
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/chain/ChainService.java'],
        tags: ['ticketbai', 'chain', 'encadenamiento', 'signature'],
      },
    ),
    m(
      'serie-convention',
      'convention',
      'Seriea = {dendaKodea}{TPV}-{urtea}, adib. DON03T2-2025. Zenbakia urtero 1etik hasten da. Serie berriaren lehen fakturak ez du EncadenamientoFacturaAnterior blokerik.',
      {
        tags: ['ticketbai', 'serie', 'numbering'],
      },
    ),
    m(
      'tbai-id',
      'fact',
      'TBAI identifikatzailea: TBAI-{IFZ}-{ddMMyy}-{SignatureValue-ren lehen 13 karaktereak}-{CRC-8, 3 digitu}, 39 karaktere guztira. TbaiIdentifier.java; CRC-8 polinomioa 0x07, hasierako balioa 0x00.',
      {
        files: [
          'tbai-core/src/main/java/eus/auzokoop/tbai/id/TbaiIdentifier.java',
          'tbai-core/src/main/java/eus/auzokoop/tbai/id/Crc8.java',
        ],
        tags: ['ticketbai', 'identifier', 'crc8'],
      },
    ),
    m(
      'tbai-qr',
      'constraint',
      'QR URLa lurraldearen araberakoa: Gipuzkoa https://tbai.egoitza.gipuzkoa.eus/qr/?id=..&s=..&nf=..&i=..&cr=.. eta Bizkaia https://batuz.eus/QRTBAI/?id=.. Parametroak UTF-8 URL-encode, eta cr = URL osoaren CRC-8 (cr gabe). Zuzenketa-maila M, gutxienez 30×30 mm paperean.',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/qr/TbaiQr.java'],
        tags: ['ticketbai', 'qr', 'crc8', 'receipt'],
      },
    ),
    m(
      'xades-lib-old',
      'fact',
      'sinadura xades4j-rekin egiten da (XadesSigner.java), BouncyCastle provider-arekin',
      {
        age: 560,
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/sign/XadesSigner.java'],
        tags: ['xades', 'xades4j', 'signature'],
      },
    ),
    m(
      'xades-dss',
      'decision',
      'Sinadurarako xades4j-tik EU DSS 6.x-ra (dss-xades) pasa gara: xades4j ez dago mantenduta eta SignaturePolicyIdentifier-aren hash-arekin arazoak zituen. Sinadura-politika (URL + SHA-256 hash) lurraldearen arabera application.properties-en: tbai.gipuzkoa.policy.* eta tbai.bizkaia.policy.*.',
      {
        supersedes: 'xades-lib-old',
        age: 270,
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/sign/XadesSigner.java'],
        reason: 'xades4j mantentze gabe; politika-hash akatsak',
        tags: ['xades', 'dss', 'signature', 'policy'],
      },
    ),
    m(
      'signed-bytes',
      'constraint',
      'Sinatutako XMLa byte gordinetan gorde (tbai.invoices.signed_xml, bytea) eta byte horiek bidali. Sinatu ondoren ez pretty-print, ez JAXB-rekin berriz marshall, ez XML formatter-ik, ez String-era eta atzera: sinadura apurtzen da.',
      {
        canonical: true,
        tags: ['xades', 'signature', 'xml', 'bytes'],
      },
    ),
    m(
      'cert-izenpe',
      'fact',
      'Sinadura-ziurtagiriak Izenpe-renak dira (entitate-ziurtagiria), .p12, bat enpresa bakoitzeko. Vault-en: secret/auzokoop/tbai/gipuzkoa eta secret/auzokoop/tbai/bizkaia. store-agent-ek abiatzean kargatzen ditu eta memorian bakarrik mantentzen ditu.',
      {
        tags: ['izenpe', 'certificate', 'p12', 'vault'],
      },
    ),
    m(
      'cert-expiry',
      'constraint',
      'Ziurtagiri bat iraungitzeko 45 egun falta direnean CertExpiryJob-ek alerta bidaltzen du #tbai-alertak kanalera. Ziurtagiria berritzean ez da katea berrabiarazi behar; kateak jarraitzen du.',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/sign/CertExpiryJob.java'],
        tags: ['certificate', 'expiry', 'alerts', 'chain'],
      },
    ),
    m(
      'entities',
      'fact',
      'Bi enpresa ditugu: Auzo Koop. E. (IFZ F20512345, Gipuzkoako Foru Aldundia) eta Auzo Bizkaia Koop. E. (F48734561, Bizkaiko Foru Aldundia, Batuz). Denda bakoitza enpresa batena da (stores.company_id).',
      {
        tags: ['companies', 'nif', 'gipuzkoa', 'bizkaia'],
      },
    ),
    m(
      'territory',
      'constraint',
      'Lurraldea (GIPUZKOA/BIZKAIA) enpresaren egoitza fiskalaren arabera erabakitzen da, ez dendaren helbidearen arabera: Ondarroako denda Bizkaian dago baina Auzo Koop. E.-rena da, beraz Gipuzkoara doa. Erabili store.company().territory(), inoiz ez store.address().province().',
      {
        canonical: true,
        files: ['pos-backend/src/main/java/eus/auzokoop/pos/store/Store.java'],
        tags: ['territory', 'gipuzkoa', 'bizkaia', 'companies'],
      },
    ),
    m(
      'gipuzkoa-submit',
      'fact',
      'Gipuzkoa: faktura bakoitza TicketBAI alta-zerbitzura bidaltzen da banan-banan (POST, mTLS ziurtagiri berarekin), tbai-gipuzkoa moduluan. Erantzunean Estado: 00 = jasoa, 01 = baztertua, eta ResultadosValidacion akats-kodeekin. Baliogabetzeak (anulazioak) beste endpoint batera.',
      {
        files: ['tbai-gipuzkoa/src/main/java/eus/auzokoop/tbai/gipuzkoa/GipuzkoaClient.java'],
        tags: ['gipuzkoa', 'submission', 'mtls', 'ticketbai'],
      },
    ),
    m(
      'bizkaia-lroe',
      'fact',
      'Bizkaia: TicketBAI fakturak ez dira banan bidaltzen, LROE-ren bidez baizik (Batuz), 240 eredua (pertsona juridikoak), 1.1 atala "sarrerak software garantearekin". Gorputza gzip-eko XMLa; goiburuak eus-bizkaia-n3-version, eus-bizkaia-n3-content-type eta eus-bizkaia-n3-data (JSON: inte.nif, drs.mode="240", drs.ejer). Gehienez 1000 faktura bidalketa bakoitzeko.',
      {
        canonical: true,
        files: ['batuz-lroe/src/main/java/eus/auzokoop/batuz/LroeClient.java'],
        tags: ['batuz', 'lroe', 'bizkaia', '240'],
      },
    ),
    m(
      'lroe-140-claim',
      'fact',
      'Bizkaian LROE 140 ereduarekin bidali behar da, 240a pertsona fisikoentzat da',
      {
        disputes: 'bizkaia-lroe',
        tags: ['batuz', 'lroe'],
      },
    ),
    m(
      'lroe-response',
      'convention',
      'LROE erantzuna goiburuetan dator: eus-bizkaia-n3-tipo-respuesta (Correcto / Parcialmente correcto / Incorrecto), eus-bizkaia-n3-identificativo eta eus-bizkaia-n3-codigo-respuesta. "Parcialmente correcto" bada, gorputzeko erregistroak banan begiratu eta baztertuak bakarrik berbidali; onartuak berriz bidaltzeak "registro duplicado" ematen du.',
      {
        files: ['batuz-lroe/src/main/java/eus/auzokoop/batuz/LroeResponseParser.java'],
        tags: ['batuz', 'lroe', 'response', 'retry'],
      },
    ),
    m(
      'lroe-gastuak',
      'fact',
      'Bizkaiko enpresak hornitzaileen fakturak ere LROE-n erregistratu behar ditu (240, 2. atala, gastuak). batuz-expenses job-ak hilero bidaltzen ditu ERPko kontabilitate-datuekin.',
      {
        files: ['batuz-lroe/src/main/java/eus/auzokoop/batuz/expenses'],
        tags: ['batuz', 'lroe', 'gastuak', 'suppliers'],
      },
    ),
    m(
      'gipuzkoa-no-lroe',
      'fact',
      'Gipuzkoan ez dago LROE-rik. Ez kopiatu batuz-lroe moduluko logika tbai-gipuzkoa-ra; Gipuzkoako kodeak fakturak eta anulazioak bakarrik bidaltzen ditu.',
      {
        tags: ['gipuzkoa', 'lroe'],
      },
    ),
    m(
      'araba',
      'fact',
      'Araban ez dugu dendarik eta ez dago tbai-araba modulurik. Territory enum-ean ARABA badago, baina ez erabili.',
      {
        tags: ['araba', 'territory'],
      },
    ),
    m(
      'verifactu',
      'fact',
      'VeriFactu (Estatuko sistema) ez zaigu aplikatzen: foru-lurraldeetan TicketBAI da. Ez gehitu VeriFactu eremurik edo liburutegirik.',
      {
        tags: ['verifactu', 'ticketbai'],
      },
    ),
    m(
      'software-garante',
      'constraint',
      'XMLko Software blokea: LicenciaTBAI lurraldearen araberakoa (Gipuzkoako eta Bizkaiko lizentziak ezberdinak dira, application.properties-en), EntidadDesarrolladora NIF + Nombre "Auzo Koop. Informatika", Version = pos-backend-en Maven bertsioa (build-ean automatikoki). Ez idatzi bertsioa eskuz.',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/xml/SoftwareBlock.java'],
        tags: ['ticketbai', 'software-garante', 'licencia', 'version'],
      },
    ),
    m(
      'device-serial',
      'convention',
      'NumSerieDispositivo = TPVaren serie zenbakia (tpv_devices.serial), ez ostalari-izena ezta IP-a ere.',
      {
        tags: ['ticketbai', 'tpv', 'device'],
      },
    ),
    m(
      'anulacion',
      'constraint',
      'Faktura bat ez da inoiz ezabatzen ezta aldatzen ere. Akats teknikoa (adib. tiket bikoiztua) → AnulaTicketBai. Bezeroak produktua itzultzen badu edo zenbatekoa okerra bada → faktura zuzentzailea (R1-R5); tiketentzat (faktura erraztuak) R5.',
      {
        canonical: true,
        tags: ['anulacion', 'rectificativa', 'r5', 'ticketbai'],
      },
    ),
    m(
      'anul-role',
      'constraint',
      'Anulazioak eta R5 zuzentzaileak denda-arduraduna rolak bakarrik egin ditzake, kutxazainak ez. Bakoitza audit_log-ean (nork, noiz, zergatik).',
      {
        tags: ['roles', 'keycloak', 'anulacion', 'audit'],
      },
    ),
    m(
      'simplified-limit',
      'fact',
      'Txikizkako salmentan faktura erraztua (tiketa) 3.000 € arte BEZ barne. Hortik gora, edo bezeroak IFZa eskatzen badu, faktura osoa: tiket bat faktura oso bihurtzeko F3 mota (erraztuen ordezko faktura), ez zuzentzailea.',
      {
        tags: ['factura-simplificada', 'f3', 'invoice'],
      },
    ),
    m(
      'full-invoice-ids',
      'convention',
      'Faktura osoko hartzailea: Espainiako IFZa letra-kontrolarekin balioztatu; atzerritarrak IDOtro-rekin: IDType 02 (EBZ-IFZ / NIF-IVA) edo 03 (pasaportea) eta herrialde-kodea.',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/xml/Recipient.java'],
        tags: ['nif', 'idotro', 'invoice', 'recipient'],
      },
    ),
    m(
      'store-agent',
      'decision',
      'Sinadura dendan bertan egiten da: store-agent (Quarkus native, Mandrel) denda bakoitzeko mini-PCan. TPVek hari eskatzen diote sinatzeko eta TBAI id + QR jasotzen dute; Ogasunerako bidalketa zentrala da (pos-backend). Arrazoia: sarea erortzen denean ere tiketa QRarekin inprimatu behar da.',
      {
        canonical: true,
        files: ['store-agent'],
        reason: 'sarerik gabe ere tiketa QRarekin',
        tags: ['store-agent', 'signature', 'offline', 'native'],
      },
    ),
    m(
      'agent-offline',
      'constraint',
      'Sarerik gabe store-agent-ek sinatzen jarraitzen du eta sinatutako fakturak bere H2 fitxategian gordetzen ditu ordenan; konexioa itzultzean Kafka-ra bidaltzen ditu ordena berean. Inoiz ez utzi tiket bat "gero sinatzeko".',
      {
        files: ['store-agent/src/main/java/eus/auzokoop/agent/OfflineQueue.java'],
        tags: ['store-agent', 'offline', 'kafka', 'ordering'],
      },
    ),
    m(
      'native-image',
      'note',
      'store-agent native: DSS eta BouncyCastle-k reflection eta resource konfigurazioa behar dute (store-agent/src/main/resources/META-INF/native-image/). Native build-a CI-n ~12 min; lokalean -Dquarkus.native.container-build=true.',
      {
        files: ['store-agent/src/main/resources/META-INF/native-image'],
        tags: ['native', 'graalvm', 'mandrel', 'bouncycastle'],
      },
    ),
    m(
      'agent-rollout',
      'convention',
      'store-agent eguneraketak gauez (22:00–06:00), lehenik pilotu taldeko 3 dendetan (Donostia-Gros, Tolosa, Getxo), 48 ordu itxaron, gero gainerakoak. Inoiz ez denda guztiak batera.',
      {
        tags: ['store-agent', 'rollout', 'deploy'],
      },
    ),
    m(
      'ntp',
      'constraint',
      'store-agent-ek ez du sinatzen erlojua NTP-rekin 2 minutu baino gehiago desbideratuta badago; TPVak "Erlojua gaizki / Reloj incorrecto" erakusten du. chrony derrigorrezkoa mini-PC guztietan.',
      {
        files: ['store-agent/src/main/java/eus/auzokoop/agent/ClockGuard.java'],
        tags: ['ntp', 'clock', 'store-agent'],
      },
    ),
    m(
      'incident-clock',
      'incident',
      '2025eko martxoa: Zarauzko mini-PCaren erlojua 2 egun aurreratuta zegoen (BIOS pila); FechaExpedicion etorkizunean eta Gipuzkoak 212 tiket baztertu zituen. Ondorioz ClockGuard gehitu genuen store-agent-en.',
      {
        tags: ['incident', 'clock', 'rejections', 'gipuzkoa'],
      },
    ),
    m(
      'incident-chain-fork',
      'incident',
      '2024ko azaroa: Donostia-Antiguan bi TPVk serie bera zuten (mini-PCaren irudia konfigurazioarekin batera klonatu zen). Bi kate paralelo sortu ziren eta Gipuzkoak kateatze-akatsekin baztertu zituen. Orain store-agent-ek esleitzen du seriea TPVaren serie zenbakiaren arabera, eta chain_conflicts taulak detektatzen du.',
      {
        tags: ['incident', 'chain', 'serie', 'tpv'],
      },
    ),
    m(
      'incident-prettyprint',
      'incident',
      '2024ko ekaina: Bizkaiko LROE bidalketan XMLa gzip aurretik JAXB-rekin berriz serializatzen genuen (formatted output) eta sinadura baliogabe geratu zen; ~300 tiket baztertuta. Ikus signed-bytes.',
      {
        files: ['batuz-lroe/src/main/java/eus/auzokoop/batuz/LroePayloadBuilder.java'],
        tags: ['incident', 'signature', 'lroe', 'jaxb'],
      },
    ),
    m(
      'date-format',
      'fact',
      'FechaExpedicionFactura dd-MM-yyyy eta HoraExpedicionFactura HH:mm:ss, ordu lokalean (Europe/Madrid). DBan timestamptz UTC; bihurketa XMLa eraikitzean bakarrik (TbaiDates.java).',
      {
        files: ['tbai-core/src/main/java/eus/auzokoop/tbai/xml/TbaiDates.java'],
        tags: ['dates', 'timezone', 'ticketbai'],
      },
    ),
    m(
      'tbai-utc-claim',
      'fact',
      'HoraExpedicionFactura UTC-n joan behar da, zerbitzariak UTC-n daude eta Ogasunak bihurtzen du',
      {
        disputes: 'date-format',
        tags: ['dates', 'timezone'],
      },
    ),
    m(
      'db-utc',
      'convention',
      'Denbora-zigilu guztiak DBan timestamptz UTC. Java-n Instant edo OffsetDateTime; LocalDateTime ez erabili entitateetan.',
      {
        tags: ['timezone', 'utc', 'jpa'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Topic izenak <domeinua>.<entitatea>.v<N>: pos.sales.v1, tbai.signed.v1, tbai.submission-results.v1, members.purchases.v1, catalog.products.v1.',
      {
        tags: ['kafka', 'topics', 'naming'],
      },
    ),
    m(
      'kafka-key',
      'constraint',
      'tbai.signed.v1-en mezu-gakoa seriea da, beti. Beste gako batekin (adib. denda) serie bateko fakturak partizio ezberdinetara joan daitezke eta Ogasunera ordenaz kanpo iristen dira. Partizio kopurua aldatzeak ere ordena hausten du trantsizioan.',
      {
        canonical: true,
        tags: ['kafka', 'ordering', 'partition-key', 'chain'],
      },
    ),
    m(
      'avro',
      'convention',
      'Kafka mezuak Avro dira, Apicurio Registry-n; eskemak schemas/avro/ karpetan, bateragarritasuna BACKWARD. Eremu berriak beti default balioarekin.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'avro', 'apicurio', 'schemas'],
      },
    ),
    m(
      'outbox',
      'decision',
      'Transactional outbox: faktura + outbox errenkada transakzio berean, eta Debezium-ek Kafka-ra eramaten ditu. Ez deitu Emitter.send() @Transactional metodo baten barruan.',
      {
        reason: 'DB eta Kafka koherente mantentzeko',
        tags: ['outbox', 'debezium', 'kafka', 'transactions'],
      },
    ),
    m(
      'idempotent-consumers',
      'constraint',
      'Kafka kontsumitzaile guztiak idempotenteak dira (serie, zenbakia) gakoarekin: store-agent-ek berbidaltzen du konexioa itzultzean eta Debezium-ek ere bikoiztu dezake.',
      {
        tags: ['kafka', 'idempotent', 'duplicates'],
      },
    ),
    m(
      'kafka-consumer-groups',
      'convention',
      'Kontsumitzaile taldeak: <zerbitzua>-<topic-laburra>, adib. tbai-submitter-signed. Ez partekatu talde-izenik zerbitzuen artean.',
      {
        tags: ['kafka', 'consumer-group', 'naming'],
      },
    ),
    m(
      'members',
      'fact',
      'Kontsumo-kooperatiba gara: ~38.000 bazkide. Bazkide-txartela (barra-kodea edo app-eko QR) kutxan eskaneatzen da; erosketak members.purchases.v1-era doaz eta itzulkina kalkulatzeko erabiltzen dira.',
      {
        tags: ['members', 'bazkideak', 'loyalty'],
      },
    ),
    m(
      'share-60',
      'fact',
      'bazkide berriaren derrigorrezko kapital ekarpena 60 €, behin ordaindua alta egitean',
      {
        age: 610,
        tags: ['members', 'capital', 'shares'],
      },
    ),
    m(
      'share-90',
      'constraint',
      'Batzar Nagusiak onartuta (2025eko maiatza): bazkide berrien derrigorrezko ekarpena 90 €; lehengo bazkideek ez dute osatu behar. 3 zatitan ordain daiteke SEPA zordunketaz (30 € × 3 hilabete). Zenbatekoa members.share_policy taulan, ez kodean.',
      {
        supersedes: 'share-60',
        age: 160,
        canonical: true,
        files: ['members/src/main/java/eus/auzokoop/members/ShareContributionService.java'],
        reason: 'Batzar Nagusiaren erabakia',
        tags: ['members', 'capital', 'shares', 'sepa'],
      },
    ),
    m(
      'voluntary-shares',
      'fact',
      'Borondatezko kapital ekarpenak: gehienez 6.000 € bazkideko. Urteko interesa Batzar Nagusiak finkatzen du (2025: %1,5) eta interesei %19ko atxikipena aplikatzen zaie.',
      {
        tags: ['members', 'capital', 'interest', 'withholding'],
      },
    ),
    m(
      'itzulkina',
      'fact',
      'Itzulkin kooperatiboa urtean behin kalkulatzen da bazkidearen erosketen arabera (Kontseilu Errektoreak finkatzen du ehunekoa, azkena %1,2). EZ da deskontua: tiketaren totala eta BEZ oinarria ez dira aldatzen. Bazkidearen itzulkin-saldoan pilatzen da.',
      {
        canonical: true,
        files: ['members/src/main/java/eus/auzokoop/members/ItzulkinaCalculator.java'],
        tags: ['itzulkina', 'members', 'rebate'],
      },
    ),
    m(
      'itzulkina-discount-claim',
      'fact',
      'bazkideek %1eko deskontua dute kutxan, tiketean lerro negatibo bezala agertu behar du',
      {
        disputes: 'itzulkina',
        tags: ['itzulkina', 'discount'],
      },
    ),
    m(
      'itzulkina-payout',
      'fact',
      'Urtarrilean itzulkina kapital sozialera gehitzen da edo transferentziaz (pain.001) ordaintzen zaio bazkideari, bazkidearen aukeraren arabera (members.rebate_preference).',
      {
        files: ['sepa/src/main/java/eus/auzokoop/sepa/Pain001Writer.java'],
        tags: ['itzulkina', 'pain001', 'sepa'],
      },
    ),
    m(
      'member-leave',
      'constraint',
      'Bazkide baten baja: kapital ekarpenaren itzulketa Kontseilu Errektoreak onartu behar du eta gehienez 5 urteko epean egiten da (Euskadiko Kooperatiben 11/2019 Legea). Ez itzuli automatikoki baja eskatzean.',
      {
        tags: ['members', 'baja', 'capital', 'legal'],
      },
    ),
    m(
      'gdpr-dni',
      'constraint',
      'NAN/DNI, IBAN eta bazkide-izenak ez dira inoiz logetan agertzen; maskaratu (***4567A, ES** **** **** **** **** 1234). Bazkideen datuen atzipen guztiak audit_log-ean.',
      {
        canonical: true,
        tags: ['gdpr', 'dni', 'iban', 'privacy', 'logging'],
      },
    ),
    m(
      'sepa-core',
      'fact',
      'Zordunketak SEPA CORE, pain.008.001.02 (Pain008Writer.java), Laboral Kutxarako. Hartzekodunaren identifikatzailea: ES + 2 kontrol-digitu + 000 + IFZ.',
      {
        files: ['sepa/src/main/java/eus/auzokoop/sepa/Pain008Writer.java'],
        tags: ['sepa', 'pain008', 'direct-debit', 'creditor-id'],
      },
    ),
    m(
      'sepa-mandate',
      'convention',
      'Agindu-erreferentzia (UMR) = AK-{bazkideZenbakia}-{sekuentzia}. Sinadura-data gorde beti. 36 hilabetez erabili gabeko agindua iraungita dago: berria sinatu behar da.',
      {
        files: ['sepa/src/main/java/eus/auzokoop/sepa/MandateService.java'],
        tags: ['sepa', 'mandate', 'umr'],
      },
    ),
    m(
      'sepa-rcur',
      'convention',
      'SequenceType beti RCUR, lehen zordunketan ere: 2016az geroztik FRST ez da derrigorrezkoa eta Laboral Kutxak onartzen du.',
      {
        tags: ['sepa', 'sequence-type', 'rcur'],
      },
    ),
    m('sepa-frst-claim', 'fact', 'lehen zordunketak FRST izan behar du, bestela bankuak itzuli egiten du', {
      disputes: 'sepa-rcur',
      tags: ['sepa', 'frst'],
    }),
    m(
      'sepa-returns',
      'constraint',
      'Itzulketak (pain.002 / camt.054) ReturnsProcessor.java-n: AC04 (kontua itxita) eta MD01 (agindurik ez) → ez saiatu berriro, bazkideari jakinarazi; AM04 (saldo nahikorik ez) → 7 egun barru behin berriro. Beste kodeak → administraziora.',
      {
        files: ['sepa/src/main/java/eus/auzokoop/sepa/ReturnsProcessor.java'],
        tags: ['sepa', 'returns', 'r-transactions'],
      },
    ),
    m(
      'sepa-dates',
      'fact',
      'pain.008 fitxategia Laboral Kutxara kobrantza-data baino 2 lanegun lehenago igo behar da (TARGET2 egutegia, ez Euskadiko jaiegunak).',
      {
        tags: ['sepa', 'dates', 'target2'],
      },
    ),
    m(
      'sepa-upload',
      'fact',
      'pain.008 fitxategia oraindik eskuz igotzen da Laboral Kutxaren enpresa-atarira (administrazioak, Nereak). Sistemak sortu eta MinIO-ko sepa-out bucket-ean uzten du.',
      {
        tags: ['sepa', 'upload', 'laboral-kutxa'],
      },
    ),
    m(
      'receipts-bilingual',
      'convention',
      'Tiketak elebidunak: euskara lehenik, gaztelania ondoren ("Guztira / Total", "BEZ barne / IVA incluido"). Bazkideak hizkuntza bakarra aukeratu badu (members.language), hizkuntza hori bakarrik. Qute txantiloiak receipts/src/main/resources/templates/receipt/.',
      {
        files: ['receipts/src/main/resources/templates/receipt'],
        tags: ['receipt', 'euskara', 'bilingual', 'qute'],
      },
    ),
    m(
      'receipt-legal',
      'constraint',
      'Tiketean derrigorrez: enpresaren izena eta IFZa, seriea + zenbakia, data eta ordua, BEZ banakapena tasaka, TBAI identifikatzailea testuan eta QRa. Ez kendu lerro hauetako bat ere diseinuagatik.',
      {
        files: ['receipts/src/main/resources/templates/receipt/tiketa.txt'],
        tags: ['receipt', 'legal', 'ticketbai'],
      },
    ),
    m(
      'printer-codepage',
      'note',
      'Epson TM-T20III inprimagailuak CP858 codepage-arekin (€ ikurra eta ñ/á ondo): ESC t 19. UTF-8 zuzenean bidaliz gero "?" ateratzen da.',
      {
        files: ['store-agent/src/main/java/eus/auzokoop/agent/print/EscPosPrinter.java'],
        tags: ['printer', 'escpos', 'codepage'],
      },
    ),
    m(
      'incident-qr-small',
      'incident',
      '2024ko uztaila: txantiloi-aldaketa batean QRa 18 mm-ra txikitu zen Bergarako dendan; bezeroen app-ek ezin zuten irakurri eta Ogasunaren ikuskapen batean ohartarazpena jaso genuen. Gutxienez 30 mm.',
      {
        tags: ['incident', 'qr', 'receipt'],
      },
    ),
    m(
      'quarkus-version',
      'fact',
      'Quarkus 3.15 LTS, Java 21 (Temurin), Maven multi-module. Quarkus BOM-aren bertsioa parent pom.xml-an bakarrik; moduluetan ez jarri bertsiorik.',
      {
        files: ['pom.xml'],
        tags: ['quarkus', 'maven', 'java21'],
      },
    ),
    m(
      'rest-conventions',
      'convention',
      'REST: Quarkus REST (RESTEasy Reactive), /api/v1. DTOak Java record-ak Hibernate Validator anotazioekin; erroreak RFC 7807 (application/problem+json) ExceptionMapper bakar batetik (ProblemMapper.java).',
      {
        tags: ['rest', 'dto', 'problem-json', 'validation'],
      },
    ),
    m(
      'error-messages',
      'convention',
      'TPVan ikusten diren errore-mezuak euskaraz eta gaztelaniaz: messages_eu.properties eta messages_es.properties. Kodean gakoa bakarrik, inoiz ez testu gogorra.',
      {
        files: ['pos-backend/src/main/resources/messages'],
        tags: ['i18n', 'euskara', 'messages'],
      },
    ),
    m(
      'keycloak',
      'fact',
      'Langileen autentifikazioa Keycloak-ekin (realm auzokoop, OIDC). Rolak: kutxazaina, denda-arduraduna, administrazioa, informatika. TPV eta store-agent bakoitzak bere client_credentials bezeroa du.',
      {
        tags: ['keycloak', 'oidc', 'roles'],
      },
    ),
    m(
      'config',
      'convention',
      'Konfigurazioa application.properties + profilak (%dev, %test, %prod). Sekretuak ${ALDAGAIA} bidez Vault-etik (quarkus-vault), adib. quarkus.datasource.password=${DB_PASSWORD}. %dev-en Dev Services-ek sortzen du datu-basea quarkus/quarkus erabiltzailearekin.',
      {
        files: ['pos-backend/src/main/resources/application.properties'],
        tags: ['config', 'profiles', 'vault', 'placeholders'],
      },
    ),
    m(
      'vault',
      'convention',
      'Sekretu guztiak Vault-en daude, secret/auzokoop/<modulua>/<ingurunea>. Ez inoiz application.properties-en, ez git-en, ez Slack-en. Ziurtagirien pasahitzak ere hor. Pasahitzen bat behar baduzu, eskatu Aneri edo Unairi.',
      {
        canonical: true,
        tags: ['vault', 'secrets', 'passwords'],
      },
    ),
    m(
      'tests',
      'convention',
      'JUnit 5 + @QuarkusTest + RestAssured; Dev Services (Postgres, Kafka, Apicurio) testetan. ./mvnw verify; integrazio-testak *IT.java.',
      {
        tags: ['tests', 'junit', 'quarkus-test', 'dev-services'],
      },
    ),
    m(
      'tests-no-hacienda',
      'constraint',
      'CI-k ez die inoiz deitzen Foru Aldundien proba-inguruneei (ziurtagiri errealak behar dira eta eguneko kuota dute). WireMock stub-ak: tbai-gipuzkoa/src/test/resources/wiremock eta batuz-lroe/src/test/resources/wiremock.',
      {
        files: ['tbai-gipuzkoa/src/test/resources/wiremock', 'batuz-lroe/src/test/resources/wiremock'],
        tags: ['tests', 'wiremock', 'ci', 'hacienda'],
      },
    ),
    m(
      'xsd-validation',
      'convention',
      'XML guztiak XSD-aren kontra balioztatzen dira sinatu aurretik (ticketBai.xsd, Anula_ticketBai.xsd, LROE eskemak). Testetan golden file-ak tbai-core/src/test/resources/golden/.',
      {
        files: ['tbai-core/src/main/resources/xsd', 'tbai-core/src/test/resources/golden'],
        tags: ['xsd', 'validation', 'golden-files'],
      },
    ),
    m(
      'golden-files',
      'convention',
      'Golden file-ak -Dgolden.update=true-rekin bakarrik eguneratu, eta MRan diff-a azaldu. Inoiz ez eskuz editatu.',
      {
        files: ['tbai-core/src/test/resources/golden'],
        tags: ['tests', 'golden-files'],
      },
    ),
    m(
      'jaxb-gen',
      'convention',
      'XSDtik sortutako klaseak jaxb-maven-plugin-ek sortzen ditu tbai-core/target/generated-sources-en. Ez editatu eta ez commitatu. Klase-izenak Ogasunaren XSDkoak dira (Cabecera, Sujetos, Factura, HuellaTBAI), ez itzuli.',
      {
        files: ['tbai-core/pom.xml'],
        tags: ['jaxb', 'xsd', 'codegen'],
      },
    ),
    m(
      'prepro',
      'fact',
      'Proba-inguruneak: Gipuzkoako TicketBAI aurreprodukzioa eta Batuz-en LROE proba-ingurunea, Izenpe-ren proba-ziurtagiriekin bakarrik. Eskuz probatzeko "pre" namespace-tik, ez zure ordenagailutik (IP zerrenda).',
      {
        tags: ['prepro', 'testing', 'gipuzkoa', 'batuz'],
      },
    ),
    m(
      'vpn-note',
      'note',
      'pre-ingurunera sartzeko FortiClient profila "AUZO-PRE" erabili, erabiltzailea zure LDAPekoa',
      {
        age: 700,
        tags: ['vpn', 'pre'],
      },
    ),
    m(
      'pre-access',
      'fact',
      'VPNa kendu da. pre-ko DBra eta zerbitzuetara: oc login pre klusterrean eta oc port-forward (scripts/pre-db.sh). Prod-eko DBra irakurtzeko rol bakarra, eta atzipenak erregistratuta.',
      {
        supersedes: 'vpn-note',
        age: 140,
        files: ['scripts/pre-db.sh'],
        tags: ['openshift', 'pre', 'database', 'access'],
      },
    ),
    m(
      'deploy',
      'fact',
      'OpenShift on-prem (Arrasateko datu-zentroa). GitLab CI: build → test → native (store-agent) → deploy-pre → deploy-prod (eskuz onartuta). Helm chart-ak deploy/helm/<zerbitzua>.',
      {
        files: ['.gitlab-ci.yml', 'deploy/helm'],
        tags: ['deploy', 'openshift', 'gitlab-ci', 'helm'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Ez da prod-era deploy-rik egiten larunbatetan (dendak beteta), hilaren azken 2 lanegunetan (LROE eta SEPA itxierak), ezta abenduaren 15etik urtarrilaren 7ra (Gabonak). Ostiraletan 13:00ak arte bakarrik.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'logging',
      'convention',
      'JSON logak (quarkus-logging-json), MDC-n serie, invoiceNumber eta storeCode. Inoiz ez logeatu sinatutako XML osoa edo ziurtagiriaren pasahitza.',
      {
        tags: ['logging', 'json', 'mdc'],
      },
    ),
    m(
      'metrics',
      'convention',
      'Micrometer + Prometheus, izenak auzokoop_ aurrizkiarekin eta snake_case: auzokoop_tbai_pending_submissions, auzokoop_tbai_rejections_total. Grafana dashboard-a: "TicketBAI bidalketak".',
      {
        tags: ['metrics', 'prometheus', 'grafana', 'naming'],
      },
    ),
    m(
      'alerts',
      'constraint',
      'Alerta #tbai-alertak kanalera: bidali gabeko fakturak > 100 edo zaharrenak 4 ordu baino gehiago. Barne-araua: faktura bat ez da 4 ordu baino gehiago egoten bidali gabe.',
      {
        tags: ['alerts', 'ticketbai', 'submission'],
      },
    ),
    m(
      'submit-retry',
      'convention',
      'Bidalketa-akats teknikoak (5xx, timeout, konexioa) → @Retry + backoff esponentziala (SmallRye Fault Tolerance). Negozio-akatsak (baztertua, balidazioa) → ez saiatu berriro: tbai_rejections taulara eta administraziora.',
      {
        files: ['tbai-gipuzkoa/src/main/java/eus/auzokoop/tbai/gipuzkoa/SubmissionService.java'],
        tags: ['retry', 'fault-tolerance', 'submission'],
      },
    ),
    m(
      'rejection-handling',
      'constraint',
      'Baztertutako faktura bat ez da berriz sinatzen zenbaki berarekin, ezta ezabatzen ere. Informatikak eta administrazioak batera aztertzen dute (Ane + Nerea) eta zuzenketa-bidalketa egiten da.',
      {
        tags: ['rejections', 'ticketbai', 'process'],
      },
    ),
    m(
      'tbai-submission-state',
      'fact',
      'Bidalketa-egoerak (tbai.invoices.submission_status): PENDING → SENT → ACCEPTED / REJECTED; Bizkaian LROE_BATCHED tartean.',
      {
        tags: ['ticketbai', 'submission', 'status'],
      },
    ),
    m(
      'lroe-batch-schedule',
      'fact',
      'BatuzBatchJob-ek (@Scheduled, 15 minuturo) Bizkaiko PENDING fakturak loteetan biltzen ditu eta LROE-ra bidaltzen.',
      {
        files: ['batuz-lroe/src/main/java/eus/auzokoop/batuz/BatuzBatchJob.java'],
        tags: ['batuz', 'lroe', 'scheduler'],
      },
    ),
    m(
      'archive',
      'constraint',
      'Sinatutako XMLak eta Ogasunaren erantzunak 6 urtez gordetzen dira (Merkataritza Kodea) MinIO-ko tbai-artxiboa bucket-ean, object lock-arekin (WORM). Ez ezabatu inoiz ezer.',
      {
        tags: ['archive', 'minio', 'retention', 'worm'],
      },
    ),
    m(
      'owners',
      'fact',
      'Arduradunak: tbai-core eta sinadura Ane Etxeberria; Batuz/LROE Iker Goikoetxea; bazkideak eta SEPA Maite Zubizarreta; store-agent eta TPVak Unai Aranburu; administrazioa/kontabilitatea Nerea Olaizola.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'Commit mezuak euskaraz, kodeko identifikadoreak ingelesez. Domeinuko hitzak (bazkidea, itzulkina, seriea) eta Ogasunaren terminoak (DesgloseIVA, HuellaTBAI) bere horretan.',
      {},
    ),
    m('pref-mr', 'preference', 'MR txikiak, ~400 lerro gehienez; tbai-core-n 2 onarpen, bat Anerena.', {}),
    m(
      'catalog',
      'fact',
      'Produktu-katalogoa ERPtik (Odoo) dator catalog.products.v1 topic-aren bidez. Produktu bakoitzak tax_category du (GENERAL, REDUCED, SUPER_REDUCED), ez tasa zuzenean.',
      {
        tags: ['catalog', 'odoo', 'tax-category'],
      },
    ),
    m(
      'card-payments',
      'fact',
      'Txartel-ordainketak Redsys datafono fisikoetan egiten dira, TPVetik kanpo; gure backend-ak ordainketa-mota eta zenbatekoa bakarrik jasotzen ditu. Ez dugu txartel-daturik ikusten (PCI).',
      {
        tags: ['payments', 'cards', 'redsys', 'pci'],
      },
    ),
    m(
      'gift-cards',
      'constraint',
      'Opari-txartelak bonu anitzak dira: saltzean ez dago BEZik eta ez da TicketBAI fakturarik sortzen ("OPARI" erregistroa bakarrik); trukatzean fakturatzen da, produktu bakoitzaren BEZarekin.',
      {
        tags: ['gift-cards', 'bez', 'ticketbai'],
      },
    ),
    m(
      'inferred-es-ui',
      'fact',
      'Bizkaiko denda gehienetako kutxazainek TPVko interfazea gaztelaniaz nahiago dutela dirudi (laguntza-txarteletan hori ikusten da).',
      {
        inferred: true,
        tags: ['tpv', 'i18n', 'bizkaia'],
      },
    ),
    m(
      'member-app-receipts',
      'fact',
      'Bazkideek tiket digitala ikus dezakete app-ean (PDF, QR berarekin). Tiket digitala ez da faktura berria, jatorrizkoaren kopia baizik; members-ek tbai.signed.v1-etik jasotzen ditu.',
      {
        tags: ['members', 'app', 'receipt', 'pdf'],
      },
    ),
    m(
      'store-codes',
      'convention',
      'Denda-kodeak 3 letra + 2 digitu: DON01 (Donostia-Gros), DON03 (Antiguako), TOL01, BER01, ZAR01, GET01 (Getxo), OND01 (Ondarroa).',
      {
        tags: ['stores', 'codes'],
      },
    ),
    m(
      'cand-reactive',
      'decision',
      'Itzuli Hibernate Reactive-ra TicketBAI bidalketen errendimendua hobetzeko.',
      {
        candidate: true,
        tags: ['hibernate-reactive'],
      },
    ),
    m('cand-verifactu', 'decision', 'Prestatu VeriFactu modulua ere, badaezpada.', {
      candidate: true,
      tags: ['verifactu'],
    }),
    m('cand-central-sign', 'decision', 'Sinadura pos-backend-en zentralizatu eta store-agent kendu.', {
      candidate: true,
      tags: ['store-agent', 'signature'],
    }),
    m('cand-ebics', 'decision', 'Automatizatu pain.008 igoera EBICS bidez Laboral Kutxarekin.', {
      candidate: true,
      tags: ['sepa', 'ebics'],
    }),
    m(
      'secret-p12-gip',
      'note',
      'Gipuzkoako Izenpe ziurtagiriaren (.p12) pasahitza: Izp#Gip-2291-kWq8. Ez bidali posta bidez.',
      {
        secret: 'Izp#Gip-2291-kWq8',
      },
    ),
    m(
      'secret-p12-bizk',
      'note',
      'La contraseña del certificado de Bizkaia (auzo-bizkaia-2026.p12) es Btz$Bizk-7740pQ, la tiene Iker también',
      {
        secret: 'Btz$Bizk-7740pQ',
      },
    ),
    m('secret-db-prod', 'note', '%prod.quarkus.datasource.password=Pg_Auzo!Prod-5527xR', {
      secret: 'Pg_Auzo!Prod-5527xR',
    }),
    m(
      'secret-jdbc-pre',
      'note',
      'pre-ko datu-basea: jdbc:postgresql://pg-pre.auzokoop.lan:5432/pos?user=pos_app&password=Pr3Pos#Auzo88',
      {
        secret: 'Pr3Pos#Auzo88',
      },
    ),
    m(
      'secret-keycloak',
      'note',
      'store-agent-en keycloak bezeroaren gakoa (pre): quarkus.oidc-client.credentials.secret=8f3kQz2LmV9xRt4WbN7pYc1DsH6jGa0E',
      {
        secret: '8f3kQz2LmV9xRt4WbN7pYc1DsH6jGa0E',
      },
    ),
    m(
      'secret-kafka-jaas',
      'note',
      'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="tbai-submitter" password="kFk-Tb41-Prod!x93";',
      {
        secret: 'kFk-Tb41-Prod!x93',
      },
    ),
    m(
      'secret-laboral',
      'note',
      'Laboral Kutxaren enpresa-atarian: erabiltzailea ADM0042, pasahitza Lk-Koop!2025aa (Nerearena, ez aldatu)',
      {
        secret: 'Lk-Koop!2025aa',
      },
    ),
    m(
      'secret-minio',
      'note',
      'artxiboko minio-a:\nMINIO_ROOT_USER=tbai-artxiboa\nMINIO_ROOT_PASSWORD=m1n10-Artx!2025-zzK',
      {
        secret: 'm1n10-Artx!2025-zzK',
      },
    ),
    m(
      'secret-sftp-yaml',
      'note',
      'apiVersion: v1\nkind: Secret\nmetadata:\n  name: sepa-sftp\nstringData:\n  SEPA_SFTP_USER: auzokoop\n  SEPA_SFTP_PASSWORD: Sft9!LabKx-31qZ',
      {
        secret: 'Sft9!LabKx-31qZ',
      },
    ),
    m('secret-gitlab', 'note', 'renovate bot-aren gakoa gitlab.auzokoop.lan-en: glpat-Kz8vQ2mN4xT7rLp9WbY3', {
      secret: 'glpat-Kz8vQ2mN4xT7rLp9WbY3',
    }),
  ],
  sessions: [
    {
      id: 'tbai-session-1',
      age: 7,
      turns: [
        said(
          'egun on. Iker naiz. Batuz-eko bidalketak motel doaz, begiratu batuz-lroe/src/main/java/eus/auzokoop/batuz/BatuzBatchJob.java mesedez',
        ),
        replied(
          'BatuzBatchJob 15 minuturo exekutatzen da eta 1000 fakturako loteak egiten ditu; azken bidalketa batzuek 60 s-ko timeout-a jo dute goizeko 11:00 inguruan.',
        ),
        said(
          'bale, aurrerantzean LROE loteak 500 fakturakoak, ez 1000. Batuzek timeout ematen du 1000rekin puntako orduetan.',
          {
            key: 's-lroe-batch',
            type: 'decision',
          },
        ),
        replied(
          'BATCH_SIZE 500era jaitsi dut eta konfiguragarri utzi batuz.lroe.batch-size propietatearekin.',
        ),
        said('zenbat faktura daude orain zain?'),
        replied('412 faktura LROE_BATCHED egoeran, zaharrena duela 2 ordukoa.'),
        said(
          'store-agent-ek 2000 tiket baino gehiago baditu bidali gabe, TPVak salmentak blokeatu behar ditu eta denda-arduradunari abisatu. Ez dugu nahi egun osoko tiketak mini-PC batean bakarrik.',
          {
            key: 's-agent-queue-limit',
            type: 'constraint',
          },
        ),
        replied('OfflineQueue-n muga bat gehituko dut eta TPVari QUEUE_FULL egoera bidali.'),
        said(
          'tiketaren oinean: "Eskerrik asko! / ¡Gracias!" eta, bazkidea bada, bere itzulkin-saldoa. Besterik ez, publizitaterik ez.',
          {
            key: 's-receipt-footer',
            type: 'convention',
          },
        ),
        replied('tiketa.txt txantiloiaren oina aldatu dut; saldoa members zerbitzutik dator.'),
        said(
          'produktuaren izena euskaraz falta bada, gaztelaniazkoa erabili bi lerroetan; inoiz ez utzi hutsik',
          {
            key: 's-eu-fallback',
            type: 'convention',
          },
        ),
        replied('Ados, Qute txantiloian nameEu ?: nameEs erabiltzen dut.'),
        said(
          'hona Vault token-a pre-n probatzeko: hvs.CAESIGx8Kq2mPz7VtR4wLn9BdY3hF6sJc1aE5uT0oI2kM7jGh4KHIHZzLmJ6UzVxN3hQ',
          {
            secret: 'hvs.CAESIGx8Kq2mPz7VtR4wLn9BdY3hF6sJc1aE5uT0oI2kM7jGh4KHIHZzLmJ6UzVxN3hQ',
          },
        ),
        replied('Eskerrik asko; ez dut repoan ez konfigurazioan gordeko, saio honetarako bakarrik.'),
        said(
          'R5 zuzentzaileetan jatorrizko tiketaren QRa eskaneatu behar da kutxan; zenbakia eskuz idaztea ez dugu onartzen, akats gehiegi.',
          {
            key: 's-r5-scan',
            type: 'constraint',
          },
        ),
        replied(
          'TPVaren R5 fluxuan eskuzko sarrera desgaituko dut; QRtik serie eta zenbakia ateratzen dira.',
        ),
        said(
          'Maiterekin hitz egin dut: SEPA itzulketen jakinarazpenak bazkideari posta elektronikoz eta app-ean, ez SMS bidez.',
          {
            key: 's-sepa-notify',
            type: 'convention',
          },
        ),
        replied('ReturnsProcessor-ek orain NotificationService.email + push erabiltzen ditu.'),
        said('ondo, idatzi MRaren deskribapena'),
        replied(
          'Laburpena: LROE loteak 500era, store-agent ilara-muga 2000, tiketaren oin berria, euskarazko izenaren ordezkoa, R5 QR bidez bakarrik, SEPA itzulketen jakinarazpenak email + app.',
        ),
        said('primeran, milesker'),
      ],
    },
  ],
  prompts: [
    p(
      'gehitu R5 faktura zuzentzailea itzulketetarako tbai-core/src/main/java/eus/auzokoop/tbai/xml/TicketBaiBuilder.java-n',
      ['anulacion', 'rectif-rate', 'tbai-chain', 'anul-role', 'xsd-validation', 's-r5-scan'],
    ),
    p('katea apurtuta dago DON03T2-2025 seriean, Gipuzkoak fakturak baztertzen ditu', [
      'tbai-chain',
      'incident-chain-fork',
      'serie-convention',
      'rejection-handling',
    ]),
    p('zergatik ez dabil sinadura LROE-n? gzip aurretik XMLa formateatzen dut irakurgarriagoa izateko', [
      'signed-bytes',
      'incident-prettyprint',
      'bizkaia-lroe',
    ]),
    p('TBAI identifikatzailearen CRC-a gaizki ateratzen da, 3 digitu behar ditu', ['tbai-id']),
    p('QR-a ez du irakurtzen Ogasunaren app-ak, tiket berrian txikiagoa egin dugu lekua aurrezteko', [
      'tbai-qr',
      'incident-qr-small',
      'receipt-legal',
    ]),
    p('QR URLa Bizkaiko dendetarako, @tbai-core/src/main/java/eus/auzokoop/tbai/qr/TbaiQr.java', [
      'tbai-qr',
      'territory',
      'entities',
    ]),
    p('eztabil qr-a bizkaiko tiketetan, gipuzkoako url-a agertzen da', ['tbai-qr', 'territory']),
    p('Ondarroako dendako fakturak Batuzera bidaltzen ari gara, ondo dago?', [
      'territory',
      'entities',
      'store-codes',
    ]),
    p('nola bidali Bizkaiko fakturak? zein da TicketBAI alta-rako endpoint-a?', [
      'bizkaia-lroe',
      'lroe-140-claim',
      'gipuzkoa-submit',
    ]),
    p('ze pasatzen da lroe-rekin, 140 ala 240?', ['bizkaia-lroe', 'lroe-140-claim']),
    p('LROE erantzunak "Parcialmente correcto" dio, dena berriz bidali?', ['lroe-response']),
    p('eus-bizkaia-n3-data goiburua nola eraiki 2025 ekitaldirako', ['bizkaia-lroe', 'lroe-140-claim']),
    p('LROE-k timeout ematen du bidalketa handiekin', [
      's-lroe-batch',
      'bizkaia-lroe',
      'lroe-batch-schedule',
    ]),
    p('hornitzaileen fakturak Gipuzkoan ere LROE-ra bidali behar ditugu?', [
      'gipuzkoa-no-lroe',
      'lroe-gastuak',
    ]),
    p('Bizkaiko hornitzaileen fakturak ez dira LROE-ra iritsi martxoan', ['lroe-gastuak']),
    p('sortu tbai-araba modulua Gasteizko denda berrirako', ['araba', 'territory', 'entities']),
    p('VeriFactu-rako prestatu behar dugu sistema? 2026an derrigorrezkoa omen da', ['verifactu']),
    p('BEZ banakapena 0,01 € desfasatuta dago tiketaren eta XMLaren artean', [
      'bez-breakdown',
      'bez-line-claim',
      'money-bigdecimal',
    ]),
    p('ogiaren BEZa %0 ageri da oraindik tiketetan', ['iva-food-4']),
    p('itzulketa bat: 2024ko abenduan erositako esnea, ze BEZ?', ['rectif-rate', 'iva-food-4', 'anulacion']),
    p('jarri BEZ tasa konstante bat TaxRates.java-n produktu kategoria bakoitzeko', [
      'iva-food-4',
      'catalog',
    ]),
    p('double erabil dezaket hemen? BigDecimal oso motela da', ['money-bigdecimal']),
    p('assertEquals(new BigDecimal("2.0"), total) huts egiten du baina balioa berdina da', [
      'money-bigdecimal',
    ]),
    p('xades4j eguneratu 2.x-ra', ['xades-dss']),
    p('sinadura-politikaren hash-a gaizki Bizkaiko fakturetan, Batuzek baztertu', ['xades-dss', 'territory']),
    p('store-agent native build-ak huts egiten du: ClassNotFoundException org.bouncycastle...', [
      'native-image',
    ]),
    p('Gipuzkoako ziurtagiria datorren hilean iraungitzen da, katea berrabiarazi behar dugu?', [
      'cert-expiry',
      'cert-izenpe',
    ]),
    p('non dago Gipuzkoako ziurtagiriaren pasahitza?', ['vault', 'cert-izenpe']),
    p('contrasena del p12 de bizkaia??', ['vault', 'cert-izenpe']),
    p('sarea erori da Tolosan, TPVak tiketak QR gabe inprimatu eta gero sinatu ditzake?', [
      'agent-offline',
      'store-agent',
    ]),
    p('store-agent-ek 2500 tiket ditu bidali gabe Bergaran', [
      's-agent-queue-limit',
      'agent-offline',
      'alerts',
    ]),
    p('store-agent eguneratu denda guztietan gaur arratsaldean', ['agent-rollout', 'deploy-freeze']),
    p('Getxoko denda berrian store-agent instalatu', ['store-agent', 'agent-rollout', 'ntp', 'cert-izenpe']),
    p('Zarauzko TPVak "Erlojua gaizki" dio eta ez du tiketik ateratzen', ['ntp', 'incident-clock']),
    p('TPV berri bat gehitu Getxoko dendan', [
      'serie-convention',
      'device-serial',
      'incident-chain-fork',
      'store-codes',
      'keycloak',
    ]),
    p('mini-PC berria Donostiako dendarako, beste baten irudia klonatu dezaket?', [
      'incident-chain-fork',
      'serie-convention',
    ]),
    p('NumSerieDispositivo-n hostname-a jarri dut', ['device-serial']),
    p('FechaExpedicionFactura zein formatutan?', ['date-format', 'tbai-utc-claim']),
    p('HoraExpedicion ordubete atzeratuta ateratzen da udan', ['date-format', 'tbai-utc-claim', 'db-utc']),
    p('entitatean LocalDateTime erabili dut createdAt-erako, ondo?', ['db-utc']),
    p('tbai.signed.v1-en gakoa denda kodea jarri dut, ondo?', ['kafka-key', 'kafka-topics']),
    p('tbai.signed.v1 topic-aren partizioak 12tik 24ra igo', ['kafka-key', 'kafka-topics']),
    p('topic berria behar dut bazkideen altetarako', ['kafka-topics', 'avro']),
    p('Avro eskeman eremu berri bat gehitu: loyaltyCardId', ['avro']),
    p('Emitter.send() deitzen dut createInvoice() barruan, @Transactional-ekin', ['outbox']),
    p('kontsumitzaileak faktura bera bi aldiz prozesatu du', [
      'idempotent-consumers',
      'outbox',
      'agent-offline',
    ]),
    p('kontsumitzaile talde berria submitter-erako', ['kafka-consumer-groups']),
    p('Uni<Invoice> itzuli behar du endpoint berriak?', ['orm-virtual']),
    p('Hibernate Reactive-ra itzuli beharko genuke, azkarragoa da', ['orm-virtual']),
    p('InvoiceRepository-n Invoice.find() estatikoa erabili dezaket?', ['panache-repo']),
    p('kontsulta hau ondo dago? find("serie = \'" + serie + "\'")', ['panache-params']),
    p('migrazio berria: tbai.invoices taulan zutabe bat gehitu', ['flyway', 'db-schemas']),
    p('V202501101200 migrazioan akats bat dago eta prod-en dago jada, aldatu', ['flyway']),
    p('members moduluak tbai.invoices zuzenean irakur dezake bazkidearen tiketak erakusteko?', [
      'db-schemas',
      'member-app-receipts',
    ]),
    p('tiketaren txantiloian gaztelania lehenik jarri', ['receipts-bilingual']),
    p('tiketean IFZa kendu, lekua irabazteko', ['receipt-legal']),
    p('ñ eta € ikurra "?" bezala ateratzen dira inprimagailuan', ['printer-codepage']),
    p('bazkideak euskara bakarrik aukeratu du baina tiketa elebiduna ateratzen zaio', ['receipts-bilingual']),
    p('produktuaren izena euskaraz hutsik dago tiketean', ['s-eu-fallback', 'receipts-bilingual', 'catalog']),
    p('tiketaren oinean promozio bat jarri nahi du marketinak', ['s-receipt-footer', 'receipt-legal']),
    p('bezero batek faktura osoa eskatu du 45 €-ko tiket batentzat', [
      'simplified-limit',
      'full-invoice-ids',
    ]),
    p('frantziar bezero batek faktura nahi du pasaportearekin', ['full-invoice-ids', 'simplified-limit']),
    p('3.500 €-ko salmenta bat kutxan, tiketa nahikoa?', ['simplified-limit']),
    p('tiket bikoiztu bat ezabatu DBtik', ['anulacion', 'anul-role']),
    p('oye, la factura rectificativa para devoluciones es R1 o R5?', ['anulacion']),
    p('kutxazainak anulazioak egin ditzake?', ['anul-role']),
    p('R5: kutxazainak jatorrizko tiketaren zenbakia eskuz idatz dezake?', [
      's-r5-scan',
      'anul-role',
      'anulacion',
    ]),
    p('anulazioa bidali Bizkaiko faktura bati', ['anulacion', 'bizkaia-lroe', 'anul-role']),
    p('faktura baztertu bat berriz sinatu zenbaki berarekin', ['rejection-handling', 'tbai-chain']),
    p('Gipuzkoak 01 egoera itzultzen du faktura batentzat, zer egin?', [
      'gipuzkoa-submit',
      'submit-retry',
      'rejection-handling',
    ]),
    p('timeout bat Gipuzkoako endpoint-ean, @Retry gehitu', ['submit-retry']),
    p('chain_state taula eskuz eguneratu katea konpontzeko', ['tbai-chain', 'rejection-handling']),
    p('SignatureValue-ren zenbat karaktere sartzen dira kateatzean?', ['tbai-chain']),
    p('seriearen izena aldatu urte berrian', ['serie-convention']),
    p('urte berrian zenbakiak 1etik hasten dira, katea ere berria da?', ['serie-convention', 'tbai-chain']),
    p('faktura bat SENT egoeran geratu da 6 orduz', ['tbai-submission-state', 'alerts', 'submit-retry']),
    p('zeintzuk dira bidalketa-egoerak?', ['tbai-submission-state']),
    p('Batuzera bidaltzen duen job-a ez da exekutatzen', ['lroe-batch-schedule', 'bizkaia-lroe']),
    p('alerta gehitu bidali gabeko fakturentzat', ['alerts', 'metrics']),
    p('metrika berria LROE bidalketa baztertuetarako', ['metrics']),
    p('sinatutako XML osoa logeatu debug egiteko', ['logging']),
    p('IBANa logetan agertzen da SEPA prozesuan', ['gdpr-dni', 'logging']),
    p('bazkide baten DNIa ikusi dut log batean', ['gdpr-dni']),
    p('bazkide berriaren derrigorrezko ekarpena 60 € da, ezta?', ['share-90']),
    p('bazkide berrien ekarpena 3 zatitan kobratzeko zordunketak sortu', [
      'share-90',
      'sepa-core',
      'sepa-mandate',
      'sepa-rcur',
      'sepa-frst-claim',
    ]),
    p('lehen zordunketa FRST ala RCUR?', ['sepa-rcur', 'sepa-frst-claim']),
    p('AM04 itzulketa bat jaso dugu, zer egin?', ['sepa-returns']),
    p('MD01 itzulketak automatikoki berriro bidali', ['sepa-returns', 'sepa-mandate']),
    p('AC04 itzulketa: bidali SMS bat bazkideari', ['s-sepa-notify', 'sepa-returns']),
    p('pain.008 fitxategia noiz igo behar da Laboral Kutxara?', ['sepa-dates', 'sepa-upload']),
    p('automatizatu pain.008 igoera, Nerea eskuz egiten ari da', ['sepa-upload', 'sepa-dates']),
    p('hartzekodunaren identifikatzailea nola kalkulatu', ['sepa-core']),
    p('bazkide batek 2019ko agindua du eta 2021etik ez da erabili', ['sepa-mandate']),
    p('itzulkina kutxan deskontu gisa aplikatu', ['itzulkina', 'itzulkina-discount-claim']),
    p(
      'itzulkinaren kalkulua 2025erako, members/src/main/java/eus/auzokoop/members/ItzulkinaCalculator.java',
      ['itzulkina', 'members', 'itzulkina-payout'],
    ),
    p('itzulkina transferentziaz nahi duten bazkideak', ['itzulkina-payout', 'itzulkina']),
    p('bazkide batek baja eman du, itzuli kapitala gaur', ['member-leave']),
    p('borondatezko ekarpena 10.000 €-koa', ['voluntary-shares']),
    p('interesak kalkulatu borondatezko ekarpenei', ['voluntary-shares']),
    p('bazkide-txartela eskaneatzean erosketa ez da erregistratzen', ['members', 'kafka-topics']),
    p('opari-txartel baten salmenta TicketBAI faktura bezala bidali', ['gift-cards']),
    p('txartel-ordainketaren datuak gorde faktura taulan', ['card-payments']),
    p('endpoint berria: GET /api/v1/bazkideak/{id}/tiketak', [
      'rest-conventions',
      'member-app-receipts',
      'gdpr-dni',
      'keycloak',
    ]),
    p('tiket digitala bazkidearen app-ean faktura berri bat da?', ['member-app-receipts']),
    p('erroreak JSON formatuan itzuli, orain HTML ateratzen da', ['rest-conventions']),
    p('errore-mezu berria TPVrako: "stock-ik ez"', ['error-messages']),
    p('Bizkaiko dendetan TPVaren interfazea gaztelaniaz jarri', ['inferred-es-ui', 'error-messages']),
    p('rol berria: denda-arduradunaren laguntzailea', ['keycloak', 'anul-role']),
    p('konfigurazio aldagai berria Batuz URLrako', ['config']),
    p('DB pasahitza application.properties-en jarri dut prod profilerako', ['vault', 'config']),
    p('nola konektatu pre-ko DBra?', ['pre-access']),
    p('testak Gipuzkoako aurreprodukzioaren kontra exekutatu CI-n', ['tests-no-hacienda', 'prepro']),
    p('WireMock stub berria LROE "Incorrecto" erantzunerako', [
      'tests-no-hacienda',
      'lroe-response',
      'tests',
    ]),
    p('golden file-a eguneratu behar da, eskuz aldatu dut', ['golden-files']),
    p('generated-sources-eko Factura klasea editatu', ['jaxb-gen']),
    p('XSD balidazioa kendu, motela da', ['xsd-validation']),
    p('klasea Factura → Invoice berrizendatu', ['jaxb-gen']),
    p('deploy prod-era larunbat goizean', ['deploy-freeze', 'deploy']),
    p('urtarrilaren 3an deploy txiki bat egin dezakegu?', ['deploy-freeze']),
    p('hilaren azken egunean hotfix bat Batuz-erako', ['deploy-freeze', 'deploy']),
    p('nork daki Batuz-ez?', ['owners']),
    p('nor arduratzen da SEPAz?', ['owners']),
    p('commit mezua idatzi aldaketa hauentzat', ['pref-commits']),
    p('MR hau 1200 lerrokoa da, onartu dezakegu?', ['pref-mr']),
    p('Quarkus 3.20-ra eguneratu', ['quarkus-version', 'native-image']),
    p('quarkus-kafka-client bertsioa jarri tbai-gipuzkoa/pom.xml-n', ['quarkus-version']),
    p('Software blokean Version eskuz jarri 2.4.0', ['software-garante']),
    p('zein LicenciaTBAI erabili Bizkaiko fakturetan?', ['software-garante', 'territory']),
    p('artxiboko bucket-a garbitu, 2018ko XMLak', ['archive']),
    p('produktu-katalogoa nondik dator?', ['catalog']),
    p('denda kodea Ondarroarako?', ['store-codes']),
    p('centralizar la firma en el backend y quitar el store-agent', ['store-agent', 'agent-offline']),
    p('Gipuzkoako bezeroari bidali faktura LROE bidez', ['gipuzkoa-no-lroe', 'gipuzkoa-submit', 'territory']),
    p('sortu ekarpenaren zordunketa bazkide berrientzat, 90 € behin', [
      'share-90',
      'sepa-core',
      'sepa-mandate',
      'sepa-rcur',
    ]),
    p('azaldu nola dabilen TicketBAI gure sisteman, berria naiz taldean', [
      'tbai-overview',
      'store-agent',
      'tbai-chain',
      'territory',
      'gipuzkoa-submit',
      'bizkaia-lroe',
    ]),
    p('anulacion bat egin behar dut baina botoia ez zait agertzen TPVan', ['anul-role', 'keycloak']),
    p('eskerrik asko!', []),
    p('zer da record bat Javan?', []),
    p('bale, egin commit', []),
    p('nola egin git rebase interaktiboa?', []),
    p('azaldu Optional vs null orokorrean', []),
    p('zein da ArrayList eta LinkedList arteko aldea?', []),
    p('milesker, orain badabil', []),
    p('nola funtzionatzen dute Java 21eko hari birtualek orokorrean?', []),
    p('zer da sealed interface bat?', []),
    p('bash: nola bilatu testu bat fitxategi guztietan', []),
    p('kafe bat hartzera noa', []),
    p('que diferencia hay entre equals y hashCode?', []),
    p('zein da Stream.toList() eta Collectors.toList() arteko aldea', []),
    p('ondo, hurrengoa', []),
    p('nola ezabatu docker irudi zaharrak', []),
    p('idatzi switch pattern matching adibide bat', []),
    p('gabon, bihar jarraituko dugu', []),
    p('maven-en nola saltatu testak behin bakarrik', []),
  ],
});
