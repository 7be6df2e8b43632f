// An Icelandic fishing company's catch-reporting and quota backend: Fiskistofa electronic logbook, harbour weighing
// (hafnarvog / GAFL), aflamark transfers, veiðigjald, crew settlement in ISK, kennitala checks and Ísland.is login.
// Mostly in Icelandic. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'spring-fisheries-is',
  stack:
    'Kotlin 2.0 + Spring Boot 3.3 (WebMVC, Spring Security OAuth2/OIDC, Spring Data JPA + jOOQ), PostgreSQL 16 (áður Oracle 19c), Flyway, RabbitMQ, ShedLock, Fiskistofa REST API (rafræn afladagbók, aflamark), GAFL hafnarvog, Ísland.is innskráning, JUnit 5 + MockK + Testcontainers + WireMock, GitLab CI, OpenShift',
  memories: [
    m(
      'stack-modules',
      'fact',
      'bakendinn er eitt spring boot app, gradle kotlin dsl, modules :afladagbok :londun :kvoti :uppgjor :common. allt REST undir /api/v1, springdoc fyrir openapi',
      {
        files: ['settings.gradle.kts'],
        tags: ['spring-boot', 'gradle', 'modules'],
      },
    ),
    m('jdk17', 'fact', 'keyrum á java 17 (temurin) og spring boot 2.7, javax.* pakkar', {
      age: 560,
      files: ['build.gradle.kts'],
      tags: ['java', 'spring-boot', 'jdk'],
    }),
    m(
      'jdk21',
      'fact',
      'java 21 (temurin) + spring boot 3.3, jakarta.* alls staðar. virtual threads kveikt (spring.threads.virtual.enabled=true) svo engin þörf á eigin thread pool fyrir Fiskistofu köllin',
      {
        supersedes: 'jdk17',
        age: 140,
        files: ['build.gradle.kts', 'src/main/resources/application.yml'],
        tags: ['java', 'spring-boot', 'jdk', 'virtual-threads'],
      },
    ),
    m(
      'db-oracle',
      'fact',
      'gagnagrunnurinn er Oracle 19c hjá hýsingaraðilanum, schema AFLI, sequences fyrir öll id',
      {
        fact: 'database | engine | Oracle 19c',
        age: 640,
        tags: ['oracle', 'database'],
      },
    ),
    m(
      'db-postgres',
      'decision',
      'Við fluttum úr Oracle 19c yfir í PostgreSQL 16 síðasta haust (eftir fiskveiðiárslok). Ástæður: leyfiskostnaðurinn og að Testcontainers með Oracle XE tók 4 mín að ræsast í CI. Allt er í schema afli, id eru bigint identity, ekki sequences.',
      {
        fact: 'database | engine | PostgreSQL 16',
        supersedes: 'db-oracle',
        age: 290,
        canonical: true,
        reason: 'leyfiskostnaður og hraðari prófanir',
        tags: ['postgres', 'oracle', 'migration', 'database'],
      },
    ),
    m(
      'flyway',
      'convention',
      'flyway migrations í common/src/main/resources/db/migration, nafn V<yyyyMMdd_HHmm>__lysing.sql. aldrei breyta migration sem hefur keyrt á test eða prod, búa til nýja. ddl-auto=validate, aldrei update',
      {
        files: ['common/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'jpa'],
      },
    ),
    m(
      'jpa-jooq',
      'convention',
      'Spring Data JPA fyrir venjulegt CRUD (skip, áhöfn, samningar). jOOQ fyrir kvótastöðu og skýrslur (window functions, CTE). jOOQ kóðinn er generated úr flyway schema í build, ekki handskrifa töflunöfn sem strengi',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/jooq', 'build-logic/jooq-codegen.gradle.kts'],
        tags: ['jpa', 'jooq', 'sql'],
      },
    ),
    m(
      'logbook-soap',
      'fact',
      'rafræna afladagbókin er send Fiskistofu í gegnum SOAP þjónustuna þeirra, wsdl í afladagbok/src/main/resources/wsdl/afladagbok.wsdl, jaxws client generated í build',
      {
        fact: 'Fiskistofa logbook | transport | SOAP',
        age: 470,
        files: ['afladagbok/src/main/resources/wsdl/afladagbok.wsdl'],
        tags: ['fiskistofa', 'afladagbok', 'soap'],
      },
    ),
    m(
      'logbook-rest',
      'decision',
      'Fiskistofa lokaði gamla SOAP endpointinu fyrir rafræna afladagbók, svo við fluttum yfir í nýja REST API-ið þeirra (JSON, OAuth2 client credentials). Client: afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/fiskistofa/FiskistofaLogbookClient.kt. WSDL-ið og jaxws dótið var hent út.',
      {
        fact: 'Fiskistofa logbook | transport | REST + OAuth2',
        supersedes: 'logbook-soap',
        age: 200,
        files: ['afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/fiskistofa/FiskistofaLogbookClient.kt'],
        tags: ['fiskistofa', 'afladagbok', 'rest', 'oauth2'],
      },
    ),
    m(
      'fiskistofa-token',
      'fact',
      'Fiskistofa REST: client credentials token gildir í 60 mín. cachea tokenið (FiskistofaTokenProvider) og endurnýja 5 mín fyrir expiry — þeir rate-limita token endpointið harkalega (20 á klst)',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/fiskistofa/FiskistofaTokenProvider.kt'],
        tags: ['fiskistofa', 'oauth2', 'token', 'rate-limit'],
      },
    ),
    m(
      'logbook-before-landing',
      'constraint',
      'Rafrænni afladagbók veiðiferðarinnar þarf að vera skilað til Fiskistofu ÁÐUR en löndun hefst. londun-modulið hafnar því að opna löndun (LandingService.startLanding) ef dagbókin er ekki með status SENT.',
      {
        canonical: true,
        reaffirm: 11,
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/LandingService.kt'],
        tags: ['afladagbok', 'londun', 'fiskistofa', 'reglur'],
      },
    ),
    m(
      'logbook-claim',
      'fact',
      'nei það má skila afladagbókinni innan 24 tíma eftir löndun, hún þarf ekki að vera komin fyrir löndun',
      {
        disputes: 'logbook-before-landing',
        tags: ['afladagbok', 'londun'],
      },
    ),
    m(
      'haul-fields',
      'fact',
      'hvert hal í dagbókinni: upphaf og lok (UTC), staðsetning í gráðum með 4 aukastöfum, dýpi í metrum, veiðarfærakóði úr ref.veidarfaeri og áætlaður afli í kg per tegund. skipstjórinn slær inn í tablet appinu um borð, það sendir á /api/v1/dagbok/{ferdId}/hol',
      {
        files: ['afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/HalController.kt'],
        tags: ['afladagbok', 'hal', 'veidarfaeri'],
      },
    ),
    m(
      'species-codes',
      'convention',
      'fisktegundir alltaf með tegundanúmeri Fiskistofu (þorskur=1, ýsa=2, ufsi=3 ...) úr ref.tegundir, aldrei með nafni í kóða eða query. nöfnin eru bara fyrir UI',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/ref/Tegund.kt'],
        tags: ['tegundir', 'species', 'ref'],
      },
    ),
    m(
      'vessel-id',
      'convention',
      'skip eru auðkennd með skipaskrárnúmeri (skipaskrarnr, int, t.d. 2917). aldrei nafni eða kallmerki, þau breytast þegar skip er selt',
      {
        tags: ['skip', 'skipaskrarnumer', 'id'],
      },
    ),
    m(
      'fishing-year',
      'fact',
      'Fiskveiðiárið er 1. september til 31. ágúst. Fiskveiðiár 2025/2026 = 2025-09-01 .. 2026-08-31. Öll kvótastaða, úthlutun og geymsla er reiknuð per fiskveiðiár.',
      {
        canonical: true,
        tags: ['fiskveidiar', 'kvoti', 'dagsetningar'],
      },
    ),
    m(
      'fishing-year-claim',
      'fact',
      'kvótinn fylgir bara almanaksárinu, jan–des, það er einfaldast að group-a eftir year',
      {
        disputes: 'fishing-year',
        tags: ['fiskveidiar', 'kvoti'],
      },
    ),
    m(
      'fiskveidiar-helper',
      'convention',
      'alltaf FiskveidiAr.of(dagsetning) úr common til að finna fiskveiðiár. aldrei date.year, aldrei eigin if (month >= 9)',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/FiskveidiAr.kt'],
        tags: ['fiskveidiar', 'dagsetningar', 'helper'],
      },
    ),
    m(
      'incident-sept1',
      'incident',
      '1. sept 2025: kvótastaðan í appinu sýndi úthlutun síðasta fiskveiðiárs í ~6 tíma því KvotastadaQuery notaði LocalDate.year. útgerðarstjórinn hélt að ufsinn væri búinn og stoppaði skip. Lagað með FiskveidiAr.of() + próf fyrir 31.08/01.09.',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/KvotastadaQuery.kt'],
        tags: ['incident', 'fiskveidiar', 'kvotastada'],
      },
    ),
    m(
      'carryover-20',
      'constraint',
      'geymsla milli ára: má færa allt að 20% af óveiddu aflamarki yfir á næsta fiskveiðiár',
      {
        age: 420,
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/GeymslaService.kt'],
        tags: ['geymsla', 'aflamark', 'fiskveidiar'],
      },
    ),
    m(
      'carryover-15',
      'constraint',
      'Geymsla: allt að 15% af óveiddu aflamarki í botnfisktegundum færist yfir á næsta fiskveiðiár. Umframveiði allt að 5% dregst frá aflamarki næsta árs. Hlutföllin eru í ref.geymsla_reglur per tegund og fiskveiðiár, GeymslaService les þaðan.',
      {
        supersedes: 'carryover-20',
        age: 80,
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/GeymslaService.kt'],
        tags: ['geymsla', 'aflamark', 'umframveidi', 'fiskveidiar'],
      },
    ),
    m(
      'thorskigildi',
      'fact',
      'þorskígildisstuðlar (þíg) koma frá Fiskistofu fyrir hvert fiskveiðiár, tafla ref.thorskigildi(fiskveidiar, tegund, studull). aldrei harðkóða stuðla, þeir breytast á hverju ári (ýsa var 1,07 í fyrra minnir mig)',
      {
        fact: 'þorskígildisstuðlar | source | Fiskistofa per fiskveiðiár',
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/Thorskigildi.kt'],
        tags: ['thorskigildi', 'kvoti', 'ref'],
      },
    ),
    m(
      'aflamark-vs-hlutdeild',
      'fact',
      'Aflahlutdeild = varanleg % af heildarafla tegundar; aflamark = tonn innan fiskveiðiárs (hlutdeild × leyfilegur heildarafli). Flutningur aflahlutdeildar (varanlegur, þarf þinglýsingu) og flutningur aflamarks (innan árs) eru tvær ólíkar aðgerðir með ólík endpoint hjá Fiskistofu og ólíkar töflur hjá okkur.',
      {
        tags: ['aflamark', 'aflahlutdeild', 'flutningur'],
      },
    ),
    m(
      'quota-transfer',
      'constraint',
      'flutningur aflamarks: við sendum umsókn til Fiskistofu og færslan er PENDING þar til Fiskistofa staðfestir (webhook eða poll). ALDREI bóka flutning inn í kvótastöðu fyrr en staðfesting er komin',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/flutningur/FlutningurService.kt'],
        tags: ['flutningur', 'aflamark', 'fiskistofa', 'kvotastada'],
      },
    ),
    m(
      'krokaaflamark',
      'constraint',
      'Flutningur aflamarks á milli krókaaflamarksbáta og skipa í aflamarkskerfinu er ekki leyfður. QuotaTransferValidator has to reject it before anything is sent to Fiskistofa (they reject it anyway but only after 2 days).',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/flutningur/QuotaTransferValidator.kt'],
        tags: ['krokaaflamark', 'flutningur', 'validation'],
      },
    ),
    m(
      'veidiskylda',
      'constraint',
      'veiðiskylda: skip verður að veiða a.m.k. 50% af úthlutuðu aflamarki (í þíg) annað hvert fiskveiðiár, annars getur aflahlutdeildin fallið niður. VeidiskyldaService sendir viðvörun þegar skip er undir 60% í mars',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/VeidiskyldaService.kt'],
        tags: ['veidiskylda', 'aflamark', 'thorskigildi'],
      },
    ),
    m(
      'hlutdeild-cap',
      'constraint',
      'Hámarkshlutdeild: útgerðin með tengdum aðilum má ekki fara yfir 12% af heildarverðmæti aflahlutdeilda í þíg (og sérstök þök per tegund). KvotathakService keyrir áður en flutningur aflahlutdeildar er sendur.',
      {
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/KvotathakService.kt'],
        tags: ['aflahlutdeild', 'kvotathak', 'validation'],
      },
    ),
    m(
      'hafnarvog',
      'fact',
      'löndunartölurnar koma frá hafnarvoginni í gegnum GAFL sem vigtarnótur. GaflPoller sækir nýjar nótur á 15 mín fresti (londun/src/main/kotlin/is/brimfaxi/londun/gafl/GaflPoller.kt) og vistar í londun.vigtarnotur',
      {
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/gafl/GaflPoller.kt'],
        tags: ['hafnarvog', 'gafl', 'vigtarnota', 'londun'],
      },
    ),
    m(
      'weights-official',
      'constraint',
      'Kvótastaða er ALLTAF dregin af vigtaðri þyngd (vigtarnóta frá hafnarvog eða endurvigtun), aldrei af afladagbók. Afladagbókin er bara áætlun skipstjórans og getur munað 10-15%.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['kvoti/src/main/kotlin/is/brimfaxi/kvoti/KvotastadaQuery.kt'],
        tags: ['kvotastada', 'vigtarnota', 'afladagbok', 'hafnarvog'],
      },
    ),
    m('ice-fixed', 'convention', 'íshlutfall við endurvigtun: drögum fast 3% frá óslægðum afla', {
      age: 390,
      files: ['londun/src/main/kotlin/is/brimfaxi/londun/Endurvigtun.kt'],
      tags: ['endurvigtun', 'is', 'ishlutfall'],
    }),
    m(
      'ice-measured',
      'convention',
      'Hættum með föstu 3% ísfrádráttinn. Nú notum við mælt íshlutfall af endurvigtunarnótunni (reiturinn ishlutfall_pct frá vigtunarleyfishafa); ef það vantar fer nótan í handvinnslu, ekkert default.',
      {
        supersedes: 'ice-fixed',
        age: 110,
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/Endurvigtun.kt'],
        tags: ['endurvigtun', 'is', 'ishlutfall'],
      },
    ),
    m(
      'slaegt',
      'fact',
      'aflamark er talið í óslægðum afla. slægður afli umreiknaður með stuðlum úr ref.slaegingarstudlar (t.d. þorskur slægður × 1,16). vigtarnótan segir ástand: S / O',
      {
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/Slaeging.kt'],
        tags: ['slaeging', 'oslaegt', 'umreikningur'],
      },
    ),
    m(
      'vs-afli',
      'fact',
      'VS-afli: skip má landa hluta af afla sem VS-afla utan aflamarks (allt að 5%); 80% af söluverðmætinu fer í Verkefnasjóð sjávarútvegsins, 20% til útgerðar. merkt vs_afli=true á línunni í vigtarnótunni og dregst EKKI af kvótastöðu',
      {
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/VsAfli.kt'],
        tags: ['vs-afli', 'vigtarnota', 'kvotastada', 'uppgjor'],
      },
    ),
    m(
      'quota-calc',
      'fact',
      'kvótastaða per skip/tegund/fiskveiðiár = úthlutað aflamark + flutt til − flutt frá + geymsla frá fyrra ári − umframveiði fyrra árs − landaður afli (vigtað, óslægt, án VS). view afli.v_kvotastada, lesið með jOOQ í KvotastadaQuery',
      {
        files: [
          'kvoti/src/main/kotlin/is/brimfaxi/kvoti/KvotastadaQuery.kt',
          'common/src/main/resources/db/migration',
        ],
        tags: ['kvotastada', 'aflamark', 'jooq'],
      },
    ),
    m(
      'quota-negative',
      'constraint',
      'Ef kvótastaða fer undir núll eftir löndun er vigtarnótan SAMT skráð (hún er staðreynd, löndunin er búin). Kerfið býr til viðvörun og tillögu um flutning eða leigu. Aldrei hafna eða fresta skráningu vigtarnótu út af kvóta.',
      {
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/VigtarnotaService.kt'],
        tags: ['kvotastada', 'vigtarnota', 'umframveidi'],
      },
    ),
    m(
      'leiga',
      'fact',
      'kvótaleiga (leigt aflamark) skráð í kvoti.leigusamningar, verð í kr/kg heilum krónum. þorskur hefur verið ~340–360 kr/kg á leigumarkaðnum í vetur. leiga er flutningur aflamarks + greiðsla, sama Fiskistofu flæði',
      {
        tags: ['leiga', 'aflamark', 'isk', 'flutningur'],
      },
    ),
    m(
      'isk-long',
      'convention',
      'ISK upphæðir eru heilar krónur: Long í kotlin, bigint í grunni, dálkar heita *_kr. Enginn Double. BigDecimal má bara nota inni í útreikningi (kr/kg × kg) og námunda HALF_UP í heila krónu áður en vistað er.',
      {
        canonical: true,
        files: ['common/src/main/kotlin/is/brimfaxi/common/Kronur.kt'],
        tags: ['isk', 'kronur', 'money', 'rounding'],
      },
    ),
    m(
      'isk-claim',
      'fact',
      'uppgjor.skiptaverd.upphaed er numeric(14,2) því markaðsverðin frá RSF eru með aurum',
      {
        disputes: 'isk-long',
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/Skiptaverd.kt'],
        tags: ['isk', 'uppgjor', 'skiptaverd'],
      },
    ),
    m(
      'kg-units',
      'convention',
      'thyngd i grunni alltaf i kg sem heiltala (bigint, *_kg). tonn bara i UI og skyrslum, 3 aukastafir',
      {
        tags: ['kg', 'tonn', 'units'],
      },
    ),
    m(
      'rsf',
      'fact',
      'sölur á fiskmarkaði: uppboðsniðurstöður koma daglega frá Reiknistofu fiskmarkaða (RSF) sem XML, RsfImportJob kl 06:30. bein viðskipti (eigin vinnsla) skráð með verði úr verðlagsstofu-samningi',
      {
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/rsf/RsfImportJob.kt'],
        tags: ['rsf', 'fiskmarkadur', 'uppgjor', 'xml'],
      },
    ),
    m(
      'hlutaskipti',
      'constraint',
      'Hlutaskipti áhafnar: skiptaverðmæti = aflaverðmæti × skiptaverðshlutfall (ref.skiptaverd eftir skipi og söluleið). Hlutir reiknaðir í heilum krónum og summan VERÐUR að vera jöfn skiptaverðmætinu; krónuafgangur af námundun fer á skipstjórahlut.',
      {
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/Hlutaskipti.kt'],
        tags: ['hlutaskipti', 'uppgjor', 'ahofn', 'isk', 'rounding'],
      },
    ),
    m(
      'kennitala',
      'constraint',
      'kennitala: 10 tölustafir, geymd án bandstriks. vartala (9. stafur) = mod 11 með vogtölum 3,2,7,6,5,4,3,2 á fyrstu 8; 10. stafur er öldin (9 = 19xx, 0 = 20xx). fyrirtækjakt byrja á 4–7 (dagur + 40). nota Kennitala.parse() úr common, aldrei eigin regex',
      {
        canonical: true,
        files: ['common/src/main/kotlin/is/brimfaxi/common/Kennitala.kt'],
        tags: ['kennitala', 'validation', 'mod11'],
      },
    ),
    m(
      'kennitala-claim',
      'fact',
      'vartalan í kennitölu er bara luhn (mod 10) eins og á kortum, getum notað apache commons validator',
      {
        disputes: 'kennitala',
        tags: ['kennitala', 'validation'],
      },
    ),
    m(
      'kennitala-pii',
      'constraint',
      'Personal kennitölur (crew) are personal data: never in logs, never in URL paths or query strings (use the internal ahofn_id), masked in the UI as ******-1234. Company kennitölur are public and fine.',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/logging/KennitalaMasker.kt'],
        tags: ['kennitala', 'gdpr', 'persónuvernd', 'logging'],
      },
    ),
    m(
      'login-islykill',
      'fact',
      'innskráning með Íslykli eða rafrænum skilríkjum í gegnum gamla SAML innskráningarþjónustu island.is, SamlAuthFilter',
      {
        fact: 'login | provider | Íslykill SAML',
        age: 530,
        files: ['common/src/main/kotlin/is/brimfaxi/common/security/SamlAuthFilter.kt'],
        tags: ['login', 'islykill', 'saml'],
      },
    ),
    m(
      'login-islandis',
      'decision',
      'Íslykill var lagður niður, og við fluttum innskráningu yfir á Ísland.is innskráningarþjónustuna (OIDC, rafræn skilríki í síma eða Auðkennisappið). Spring Security oauth2Login, registration "islandis" í application.yml. SAML filterinn er farinn.',
      {
        fact: 'login | provider | Ísland.is OIDC',
        supersedes: 'login-islykill',
        age: 230,
        files: [
          'common/src/main/kotlin/is/brimfaxi/common/security/SecurityConfig.kt',
          'src/main/resources/application.yml',
        ],
        tags: ['login', 'islandis', 'oidc', 'rafraen-skilriki'],
      },
    ),
    m(
      'umbod',
      'constraint',
      'notendur skrá sig inn sem einstaklingar en vinna fyrir útgerð í gegnum umboð (delegation) á Ísland.is. actor claim segir hver er innskráður, nationalId í tokeninu er útgerðin. aðgangsstýring ALLTAF á kennitölu útgerðar, aldrei bara á notandann',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/security/UtgerdContext.kt'],
        tags: ['umbod', 'delegation', 'islandis', 'authz'],
      },
    ),
    m(
      'no-passwords',
      'fact',
      'við geymum engin lykilorð notenda, öll innskráning fer í gegnum Ísland.is. "gleymt lykilorð" er ekki til hjá okkur — vísa á island.is',
      {
        tags: ['login', 'lykilord', 'islandis'],
      },
    ),
    m(
      'gps-sensitive',
      'constraint',
      'staðsetningar hala (veiðislóð) eru viðskiptaleyndarmál útgerðarinnar. bara notendur með hlutverkið SKIPSTJORI eða UTGERD_ADMIN á viðkomandi skipi mega sjá þær í API; í skýrslum er bara tilkynningaskyldureitur (ICES reitur), ekki hnit',
      {
        files: ['afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/HalController.kt'],
        tags: ['gps', 'veidislod', 'authz', 'privacy'],
      },
    ),
    m(
      'veidigjald-hardcoded',
      'fact',
      'veiðigjaldið er reiknað í VeidigjaldCalculator, kr/kg per tegund harðkóðað í companion object (VEIDIGJALD_2024)',
      {
        age: 350,
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/VeidigjaldCalculator.kt'],
        tags: ['veidigjald', 'uppgjor'],
      },
    ),
    m(
      'veidigjald-table',
      'fact',
      'veiðigjald: kr/kg óslægðs afla per tegund og almanaksár í ref.veidigjald (uppfært í desember/janúar þegar reglugerðin kemur). VeidigjaldCalculator les þaðan; gjaldið miðast við löndunardag, ekki fiskveiðiár. þorskur 2026 = 28,28 kr/kg',
      {
        supersedes: 'veidigjald-hardcoded',
        age: 45,
        files: ['uppgjor/src/main/kotlin/is/brimfaxi/uppgjor/VeidigjaldCalculator.kt'],
        tags: ['veidigjald', 'uppgjor', 'ref'],
      },
    ),
    m(
      'batch-quartz',
      'fact',
      'tímasettar keyrslur (GAFL poll, RSF import, mánaðaruppgjör) eru Quartz jobs með JDBC jobstore, QRTZ_ töflurnar',
      {
        age: 440,
        tags: ['quartz', 'scheduler', 'batch'],
      },
    ),
    m(
      'batch-shedlock',
      'decision',
      'Hentum Quartz út. Tímasettar keyrslur eru nú @Scheduled + ShedLock (tafla afli.shedlock) svo bara einn pod keyri GaflPoller, RsfImportJob og uppgjörið í einu. QRTZ_ töflunum var droppað í V20250911_0900.',
      {
        supersedes: 'batch-quartz',
        age: 170,
        reason: 'Quartz clustering á Postgres var vesen og of mikið fyrir 6 jobs',
        files: ['common/src/main/kotlin/is/brimfaxi/common/scheduling/SchedulingConfig.kt'],
        tags: ['shedlock', 'scheduler', 'batch', 'quartz'],
      },
    ),
    m(
      'rabbit',
      'convention',
      'innri atburðir fara á RabbitMQ: topic exchange afli.events, routing keys <module>.<atburdur> (londun.skrad, dagbok.send, kvoti.breytt, flutningur.stadfestur). consumers idempotent á event_id, DLQ per queue',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/events'],
        tags: ['rabbitmq', 'events', 'idempotent'],
      },
    ),
    m(
      'fiskistofa-idem',
      'constraint',
      'Köll til Fiskistofu: retry með exponential backoff 5 sinnum, svo fer færslan í fiskistofa_villur til handvinnslu og póstur á kvotastjori@. Aldrei senda sömu dagbók tvisvar: idempotency á dagbokarnumer, og eftir timeout á að GET-a stöðuna fyrst áður en reynt er aftur.',
      {
        files: ['afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/fiskistofa/FiskistofaLogbookClient.kt'],
        tags: ['fiskistofa', 'retry', 'idempotency', 'afladagbok'],
      },
    ),
    m(
      'incident-triple-logbook',
      'incident',
      'jan 2026: Fiskistofa svaraði hægt, retry-ið í FiskistofaLogbookClient sendi sömu veiðiferð 3x og Fiskistofa skráði 3 veiðiferðir á togarann. tók viku að fá þá til að eyða tveimur. þaðan kemur GET-fyrst reglan',
      {
        files: ['afladagbok/src/main/kotlin/is/brimfaxi/afladagbok/fiskistofa/FiskistofaLogbookClient.kt'],
        tags: ['incident', 'fiskistofa', 'retry', 'afladagbok'],
      },
    ),
    m(
      'time-utc',
      'convention',
      'Ísland er á UTC allt árið, enginn sumartími. Samt: timestamptz í grunni og nota ZoneId.of("Atlantic/Reykjavik") beint, aldrei system default — podarnir á OpenShift eru stundum með TZ=Europe/Oslo úr base image',
      {
        tags: ['timezone', 'utc', 'reykjavik'],
      },
    ),
    m(
      'time-claim',
      'fact',
      'muna að löndunartímar færast um klukkutíma þegar sumartíminn byrjar í mars, GAFL skilar local time',
      {
        disputes: 'time-utc',
        tags: ['timezone', 'gafl'],
      },
    ),
    m(
      'strandveidar',
      'fact',
      "Strandveiðar (coastal handline season): May–August, fishing only Mon–Thu, max 14 h per trip and max 650 kg of þorskígildi landed per trip. Anything over that is confiscated (umframafli) — StrandveidiValidator flags the vigtarnóta line, don't block it.",
      {
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/StrandveidiValidator.kt'],
        tags: ['strandveidar', 'smabatar', 'validation'],
      },
    ),
    m(
      'medafli',
      'note',
      'meðafli: ef skip fær steinbít eða hlýra án aflamarks verður að leigja eða flytja aflamark innan 3 sólarhringa frá löndun, annars umframafli. kvoti.medafli_vidvaranir heldur utan um það',
      {
        tags: ['medafli', 'aflamark', 'leiga'],
      },
    ),
    m(
      'tests',
      'convention',
      'prófanir: JUnit 5 + MockK (springmockk), Testcontainers postgres:16-alpine með flyway migrations. ALDREI H2. @SpringBootTest bara í integrationTest source set, annars slice tests (@WebMvcTest, @DataJpaTest, @JooqTest)',
      {
        files: ['common/src/testFixtures/kotlin/is/brimfaxi/PostgresContainer.kt'],
        tags: ['tests', 'junit', 'testcontainers', 'mockk'],
      },
    ),
    m(
      'wiremock',
      'constraint',
      'Fiskistofa, GAFL og Ísland.is eru mockuð með WireMock í prófunum (stubs í src/test/resources/wiremock/<kerfi>/). CI má aldrei kalla á prófunarumhverfi Fiskistofu — þeir lokuðu á okkur í 2 daga síðast',
      {
        files: [
          'afladagbok/src/test/resources/wiremock/fiskistofa',
          'londun/src/test/resources/wiremock/gafl',
        ],
        tags: ['tests', 'wiremock', 'fiskistofa', 'gafl'],
      },
    ),
    m(
      'ci',
      'fact',
      'GitLab CI (.gitlab-ci.yml): build -> test -> sonar -> image -> deploy-test (sjálfkrafa af main) -> deploy-prod (manual, bara tag v*). OpenShift hjá hýsingaraðila, namespaces afli-test og afli-prod',
      {
        files: ['.gitlab-ci.yml', 'deploy/openshift'],
        tags: ['ci', 'gitlab', 'openshift', 'deploy'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Engin prod deploy 1.–3. hvers mánaðar (mánaðaruppgjör áhafna keyrir) og ekkert frá 25. ágúst til 3. september (fiskveiðiárslok, geymsla og ný úthlutun 1. sept).',
      {
        reaffirm: 2,
        tags: ['deploy', 'freeze', 'fiskveidiar', 'uppgjor'],
      },
    ),
    m(
      'secrets-vault',
      'convention',
      'Leyndarmál (lykilorð, client secrets, API lyklar, keystore lykilorð) fara í Vault undir secret/afli/<umhverfi>/<þjónusta> og inn í podana með Vault agent. Aldrei í application.yml, aldrei í git, aldrei í Teams. Local: application-local.yml sem er gitignored.',
      {
        canonical: true,
        files: ['deploy/openshift', '.gitignore'],
        tags: ['secrets', 'vault', 'lykilord'],
      },
    ),
    m(
      'db-rotation',
      'note',
      'lykilorð gagnagrunnsnotendanna á prod eru dynamic creds úr Vault og roteruð á 24 klst fresti. ef tenging deyr eftir rotation ekki restarta podnum, hikari nær í nýtt eftir max-lifetime (30 mín)',
      {
        tags: ['vault', 'lykilord', 'hikari', 'database'],
      },
    ),
    m(
      'logging',
      'constraint',
      'logback JSON með MDC skipaskrarnr, ferd_id, request_id. ekki logga kennitölur einstaklinga, nöfn áhafnar eða hnit hala. KennitalaMasker er á root appender en treystið ekki á hann',
      {
        files: ['src/main/resources/logback-spring.xml'],
        tags: ['logging', 'pii', 'kennitala', 'gps'],
      },
    ),
    m(
      'i18n',
      'convention',
      'UI/villutextar á íslensku (messages_is.properties) og ensku (messages_en.properties) fyrir erlendu áhafnarmeðlimina. default locale is_IS. Problem Details title/detail koma úr messages, ekki harðkóðað',
      {
        files: [
          'common/src/main/resources/messages_is.properties',
          'common/src/main/resources/messages_en.properties',
        ],
        tags: ['i18n', 'messages', 'problem-details'],
      },
    ),
    m(
      'incident-gafl-encoding',
      'incident',
      'okt 2025: GAFL byrjaði að skila gömlu CSV nótunum í ISO-8859-1 eftir uppfærslu hjá þeim, við lásum sem UTF-8 og "Þorskur" varð "Ãorskur", tegundamappingin brotnaði og 40 nótur fóru í handvinnslu. GaflCsvParser les nú charset úr Content-Type og fallback á windows-1252',
      {
        files: ['londun/src/main/kotlin/is/brimfaxi/londun/gafl/GaflCsvParser.kt'],
        tags: ['incident', 'gafl', 'encoding', 'csv'],
      },
    ),
    m(
      'api-conventions',
      'convention',
      'REST: /api/v1/<auðlind> í fleirtölu, villur sem Problem Details (RFC 9457) með type URI https://afli.brimfaxi.is/villur/<kóði>. paging með page/size (max 200). dagsetningar ISO-8601',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/web/ProblemHandler.kt'],
        tags: ['api', 'rest', 'problem-details', 'paging'],
      },
    ),
    m(
      'lint',
      'convention',
      'ktlint + detekt keyra í ./gradlew check. sonar quality gate á nýjum kóða (coverage 80%). ekki @Suppress nema með athugasemd um af hverju',
      {
        files: ['config/detekt.yml'],
        tags: ['ktlint', 'detekt', 'sonar', 'lint'],
      },
    ),
    m(
      'csv-export',
      'convention',
      'CSV exports for the accountants: semicolon separator, UTF-8 WITH BOM (otherwise Excel mangles þ/ð/æ), decimal comma, dates dd.MM.yyyy. ExportWriter in common does all of it.',
      {
        files: ['common/src/main/kotlin/is/brimfaxi/common/export/ExportWriter.kt'],
        tags: ['csv', 'export', 'excel', 'encoding'],
      },
    ),
    m(
      'owners',
      'note',
      'hver á hvað: Sigga = kvóti og uppgjör, Einar = Fiskistofu og GAFL tengingar, Þórdís = Ísland.is innskráning og umboð, Jónas = rekstur og OpenShift',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-english-commits',
      'preference',
      'commit skilaboð og comment í kóða á ensku takk, spjallið má vera á íslensku',
      {},
    ),
    m('pref-mr-size', 'preference', 'MR helst undir 400 linum og eitt module i einu ef haegt er', {}),
    m(
      'tablet-app',
      'fact',
      'The on-board tablet app (separate repo afli-tablet, React Native) works offline at sea and syncs when the vessel has satellite/4G. It sends hauls with a client-generated UUID so resends are safe.',
      {
        fact: 'tablet app | sync | offline-first with client UUIDs',
        inferred: true,
        tags: ['tablet', 'offline', 'sync', 'afladagbok'],
      },
    ),
    m(
      'ref-sync',
      'fact',
      'ref töflurnar (tegundir, veiðarfæri, hafnir, þíg stuðlar) eru sóttar frá Fiskistofu á hverri nóttu kl 03:00 (RefSyncJob). ekki breyta þeim handvirkt í grunni, næsta sync skrifar yfir',
      {
        fact: 'ref tables | synced_from | Fiskistofa nightly',
        inferred: true,
        files: ['common/src/main/kotlin/is/brimfaxi/common/ref/RefSyncJob.kt'],
        tags: ['ref', 'fiskistofa', 'sync'],
      },
    ),
    m(
      'harbours',
      'fact',
      'löndunarhafnir: aðallega Grindavík, Hafnarfjörður, Neskaupstaður og Dalvík. hafnarnúmer úr ref.hafnir',
      {
        fact: 'landing harbours | main | Grindavík, Hafnarfjörður, Neskaupstaður, Dalvík',
        inferred: true,
        tags: ['hafnir', 'londun'],
      },
    ),
    m('cand-kafka', 'decision', 'Skipta RabbitMQ út fyrir Kafka fyrir alla atburði.', {
      candidate: true,
      tags: ['kafka', 'rabbitmq'],
    }),
    m(
      'cand-auto-leiga',
      'decision',
      'Leigja sjálfkrafa aflamark á markaði þegar kvótastaða skips fer undir núll.',
      {
        candidate: true,
        tags: ['leiga', 'kvotastada'],
      },
    ),
    m('cand-graphql', 'decision', 'Expose kvótastaða through a GraphQL endpoint for the tablet app.', {
      candidate: true,
      tags: ['graphql', 'api', 'kvotastada'],
    }),
    m('cand-hlutaskipti-nightly', 'decision', 'Reikna hlutaskipti á hverri nóttu í stað mánaðarlega.', {
      candidate: true,
      tags: ['hlutaskipti', 'uppgjor'],
    }),
    m(
      'secret-pg-test',
      'note',
      'lykilorðið á test grunninn (notandi afli_app) er Hafnarfj0rdur!2291 ef þú þarft að tengjast beint',
      {
        secret: 'Hafnarfj0rdur!2291',
      },
    ),
    m(
      'secret-jdbc-prod',
      'note',
      'gamla prod tengingin áður en vault var komið: jdbc:postgresql://db-prod.afli.internal:5432/afli?user=afli_rw&password=Grandi#Kvoti77 — virkar enn held ég',
      {
        secret: 'Grandi#Kvoti77',
      },
    ),
    m(
      'secret-islandis-client',
      'note',
      'client secret fyrir islandis registration á test: IsIs-cs_7Tq9Wm2Lx8Rv4NzKp3 (client id @brimfaxi.is/afli-test)',
      {
        secret: 'IsIs-cs_7Tq9Wm2Lx8Rv4NzKp3',
      },
    ),
    m(
      'secret-fiskistofa-client',
      'note',
      'Fiskistofa prófunar-API: client_id brimfaxi-afli, client_secret fsk_cs_4b8e2a7d1c9f3e6a0b5d8c2e, token endpoint á auth-prof.fiskistofa.example',
      {
        secret: 'fsk_cs_4b8e2a7d1c9f3e6a0b5d8c2e',
      },
    ),
    m(
      'secret-rabbit',
      'note',
      'rabbitmq notandinn afli-events, lykilorð Ufsi-Rabb1t-2026 (sama á test og prod, já ég veit, á eftir að laga)',
      {
        secret: 'Ufsi-Rabb1t-2026',
      },
    ),
    m(
      'secret-gafl',
      'note',
      'GAFL vefþjónustan: notandi brimfaxi_ws og lykilorðið er Vigt!Hofn#4410. Einar fékk það frá hafnarstjóranum í síma',
      {
        secret: 'Vigt!Hofn#4410',
      },
    ),
    m(
      'secret-keystore',
      'note',
      'lykilorð á keystore-inu fyrir mTLS við Fiskistofu (certs/fiskistofa-client.p12): Thorskur.Ysa.Ufsi-88',
      {
        secret: 'Thorskur.Ysa.Ufsi-88',
      },
    ),
    m(
      'secret-teams-hook',
      'note',
      'viðvaranir um kvótastöðu fara á Teams rásina, webhook: https://brimfaxi.webhook.office.com/webhookb2/7d1e4c2a-9b3f@5e8a/IncomingWebhook/a3f9c1d7e2b84f60a5c1/Kx2Vq8Lm',
      {
        secret:
          'https://brimfaxi.webhook.office.com/webhookb2/7d1e4c2a-9b3f@5e8a/IncomingWebhook/a3f9c1d7e2b84f60a5c1/Kx2Vq8Lm',
      },
    ),
    m(
      'secret-rsf',
      'note',
      'API lykill frá Reiknistofu fiskmarkaða fyrir uppboðs-XML: rsf_live_9d2c7b4e1a6f3087c5e2 (fer í header X-RSF-Key)',
      {
        secret: 'rsf_live_9d2c7b4e1a6f3087c5e2',
      },
    ),
    m(
      'secret-vault-token',
      'note',
      'root tokenið á vault test instance-inu er hvs.CAESIBq7Zt2Xk9Lm4Wn8Rv1Yc5Pd3Hf6Jg0Qs, notið það bara til að setja upp policies',
      {
        secret: 'hvs.CAESIBq7Zt2Xk9Lm4Wn8Rv1Yc5Pd3Hf6Jg0Qs',
      },
    ),
    m(
      'secret-smtp',
      'note',
      'smtp fyrir kvotastjori@brimfaxi.is (viðvaranapóstar): smtp.office365.com:587, lykilorð Sild&Makrill2026',
      {
        secret: 'Sild&Makrill2026',
      },
    ),
    m(
      'secret-glpat',
      'note',
      'renovate botinn notar gitlab token glpat-Rq4Zx8Tn2Wv6Lm9Kp3Yc á gitlab.brimfaxi.is',
      {
        secret: 'glpat-Rq4Zx8Tn2Wv6Lm9Kp3Yc',
      },
    ),
  ],
  sessions: [
    {
      id: 'afli-session-1',
      age: 7,
      turns: [
        said(
          'góðan daginn. Sigga var að kvarta yfir meðaflaviðvörunum, geturðu kíkt á kvoti/src/main/kotlin/is/brimfaxi/kvoti/MedafliService.kt',
        ),
        replied(
          'MedafliService býr til viðvörun bara þegar kvótastaða tegundar fer undir núll. Það er engin viðvörun áður en hún klárast.',
        ),
        said(
          'ok nýja reglan: viðvörun til útgerðarstjóra þegar landaður meðafli tegundar er kominn yfir 80% af aflamarki skipsins í þeirri tegund, og aftur við 95%. bara einu sinni per þrep per fiskveiðiár',
          {
            key: 's-medafli-80',
            type: 'constraint',
          },
        ),
        replied(
          'Skil. Ég bæti við þrepum 80 og 95 í MedafliService og vista sent_threshold í medafli_vidvaranir svo sama þrep sé ekki sent tvisvar á sama fiskveiðiári.',
        ),
        said('hvernig eru vigtarnótur tengdar við veiðiferðir núna?'),
        replied(
          'Með skipaskrárnúmeri og nákvæmri löndunardagsetningu. Ef löndun nær yfir miðnætti paraðist nótan ekki.',
        ),
        said(
          'já einmitt það er bögginn. pörun: skipaskrarnr + löndunardagur ±2 dagar við lok veiðiferðar. ef fleiri en ein ferð passar fer nótan í handvirka pörun, aldrei giska',
          {
            key: 's-landing-match',
            type: 'decision',
          },
        ),
        replied(
          'Breytti LandingMatcher: leitar í ±2 daga glugga og skilar AMBIGUOUS ef fleiri en ein ferð passar.',
        ),
        said(
          'svo eitt enn: allir kvótaflutningar þurfa tvo samþykkjendur í kerfinu (ekki sami aðili og stofnaði) áður en umsóknin fer til Fiskistofu. allt í audit_log',
          {
            key: 's-four-eyes',
            type: 'constraint',
          },
        ),
        replied(
          'Bætti við APPROVED_1 / APPROVED_2 stöðum í FlutningurService og athugun á að samþykkjandi sé ekki stofnandi.',
        ),
        said(
          'here is the bearer token from the fiskistofa test portal if you want to try the transfer endpoint: eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJicmltZmF4aS1hZmxpIiwic2NvcGUiOiJhZmxhbWFyayJ9.c2lnbmF0dXJlLWZha2UtOTk4Nw',
          {
            secret:
              'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJicmltZmF4aS1hZmxpIiwic2NvcGUiOiJhZmxhbWFyayJ9.c2lnbmF0dXJlLWZha2UtOTk4Nw',
          },
        ),
        replied('Prófaði: endpointið skilar 202 og transferId, staðan er PENDING eins og búist var við.'),
        said(
          'flott. og í skýrslum til útgerðarinnar: tonn með 3 aukastöfum, íslenskt snið — punktur sem þúsundaskil og komma sem aukastafatákn (1.234,567 t). nota NumberFormats.tonn() ekki String.format',
          {
            key: 's-number-format',
            type: 'convention',
          },
        ),
        replied(
          'Bætti við NumberFormats.tonn() og kronur() í common og skipti út String.format í skýrslunum.',
        ),
        said('snilld, takk. settu þetta í MR lýsinguna'),
      ],
    },
  ],
  prompts: [
    p(
      'bættu við endpoint sem skilar kvótastöðu skips fyrir fiskveiðiár, kvoti/src/main/kotlin/is/brimfaxi/kvoti/KvotastadaController.kt',
      ['quota-calc', 'fishing-year', 'fiskveidiar-helper', 'jpa-jooq', 'umbod', 'api-conventions'],
    ),
    p('skrifaðu flyway migration sem bætir hafnarnúmeri við londun.vigtarnotur', ['flyway', 'harbours']),
    p('kvótastaðan sýnir 12 tonnum meira af þorski en Fiskistofa, erum við að nota dagbókartölurnar??', [
      'weights-official',
      'quota-calc',
      'vs-afli',
      'slaegt',
    ]),
    p('geturðu lagað KvotastadaQuery, hún groupar eftir date.year', [
      'fiskveidiar-helper',
      'fishing-year',
      'fishing-year-claim',
      'incident-sept1',
    ]),
    p('hvað má flytja mikið af óveiddum ufsa yfir á næsta fiskveiðiár?', ['carryover-15']),
    p('GeymslaService: skipið fór 7% fram yfir í ýsu, hvað á að gerast', ['carryover-15', 'quota-calc']),
    p('útfærðu flutning aflamarks frá skipi 2917 yfir á krókabátinn 7421 sem við eigum', [
      'krokaaflamark',
      'quota-transfer',
      's-four-eyes',
    ]),
    p('flutningurinn er samþykktur hjá okkur en sést ekki í kvótastöðunni, af hverju?', [
      'quota-transfer',
      's-four-eyes',
    ]),
    p('bæta við validation svo útgerðin fari ekki yfir þakið þegar við kaupum aflahlutdeild', [
      'hlutdeild-cap',
      'aflamark-vs-hlutdeild',
    ]),
    p('hvaða endpoint hjá fiskistofu nota ég til að flytja hlutdeild varanlega? er það sama og aflamark', [
      'aflamark-vs-hlutdeild',
    ]),
    p('the skipstjóri on 2917 cannot open the landing in the app, gets LOGBOOK_NOT_SENT', [
      'logbook-before-landing',
      'logbook-claim',
    ]),
    p('FiskistofaLogbookClient fær timeout af og til, bættu við retry', [
      'fiskistofa-idem',
      'incident-triple-logbook',
    ]),
    p('fáum 429 frá token endpointinu hjá fiskistofu í morgun', ['fiskistofa-token']),
    p('er wsdl-ið fyrir afladagbókina einhvers staðar? þarf að bæta við reit', ['logbook-rest']),
    p('nýr reitur í halinu: sjávarhiti í °C. backend + migration', ['haul-fields', 'tablet-app', 'flyway']),
    p('skrifaðu query sem sækir allan þorsk sem var landaður í janúar per skip', [
      'species-codes',
      'weights-official',
      'jpa-jooq',
      'kg-units',
    ]),
    p('skip var selt og fékk nýtt nafn og kallmerki, hvað þarf að uppfæra hjá okkur?', ['vessel-id']),
    p('reiknadu heildarafla i thorskigildum per skip fyrir fiskveidiarid', [
      'thorskigildi',
      'quota-calc',
      'ref-sync',
    ]),
    p('ýsustuðullinn í ref.thorskigildi er vitlaus, má ég bara update-a hann í grunninum?', [
      'ref-sync',
      'thorskigildi',
    ]),
    p('hvaða skip eru í hættu á að missa aflahlutdeild út af veiðiskyldu', ['veidiskylda', 'thorskigildi']),
    p('GaflPoller hefur ekki sott neinar notur sidan i gaer, thetta er ad stoppa uppgjorid', [
      'hafnarvog',
      'batch-shedlock',
      'owners',
    ]),
    p('GaflPoller keyrir á öllum 3 podunum og býr til tvítekningar í vigtarnotur', ['batch-shedlock']),
    p('endurvigtunarnótan er ekki með íshlutfall, nota bara 3% default?', ['ice-measured']),
    p('umreikningur úr slægðri ýsu í óslægða, hvar er það', ['slaegt']),
    p('við lönduðum VS afla en kvótastaðan lækkaði samt', ['vs-afli', 'quota-calc']),
    p('kvótastaðan fer í mínus við þessa löndun, á VigtarnotaService að hafna nótunni?', ['quota-negative']),
    p('bæta við kvótaleigusamningi, 40 tonn þorskur á 355 kr/kg', ['leiga', 'isk-long']),
    p('RsfImportJob hrundi í nótt, XML-ið er með nýjum reit', ['rsf']),
    p('reiknaðu skiptaverð og hlutaskipti fyrir togarann í mars', [
      'hlutaskipti',
      'isk-long',
      'isk-claim',
      'rsf',
    ]),
    p('hlutirnir summast í 1 kr minna en skiptaverðmætið, hvað er að', ['hlutaskipti']),
    p('validate the kennitala in the crew registration form', ['kennitala', 'kennitala-claim']),
    p('eigum við ekki bara að nota commons-validator fyrir kennitölur?', ['kennitala', 'kennitala-claim']),
    p('búa til GET /api/v1/ahofn/{kennitala} fyrir áhafnarlistann', ['kennitala-pii', 'api-conventions']),
    p('innskráningin virkar ekki á test, redirect_uri mismatch frá island.is', ['login-islandis']),
    p('notandi sér ekki skip útgerðarinnar þó hann sé með umboð', ['umbod']),
    p('skipstjórinn gleymdi lykilorðinu sínu, hvernig resetta ég það?', ['no-passwords']),
    p('markaðsdeildin vill endpoint með öllum hölum og hnitum síðustu 3 ára', ['gps-sensitive']),
    p('reikna veiðigjald fyrir löndun 28. desember', ['veidigjald-table']),
    p('veiðigjaldið er í companion object, á ég að bæta 2026 tölunum við þar?', ['veidigjald-table']),
    p('senda atburð þegar Fiskistofa staðfestir flutning', ['rabbit', 'quota-transfer']),
    p('consumerinn fyrir londun.skrad fær sama skilaboðið tvisvar', ['rabbit']),
    p('löndunartíminn sýnir klukkutíma vitlaust eftir síðasta deploy', ['time-utc', 'time-claim']),
    p('strandveiðibátur landaði 720 kg þíg, á að hafna nótunni?', ['strandveidar']),
    p('strandveiðar á föstudegi, þurfum við validation fyrir það', ['strandveidar']),
    p('steinbítur kom sem meðafli hjá 2917 og skipið á engan steinbítskvóta', [
      'medafli',
      's-medafli-80',
      'leiga',
    ]),
    p('meðaflaviðvörunin kom þrisvar sama daginn til útgerðarstjórans', ['s-medafli-80']),
    p('vigtarnóta paraðist ekki við veiðiferð, löndunin fór yfir miðnætti', ['s-landing-match']),
    p('skrifa próf fyrir KvotastadaQuery, má ég ekki bara nota H2 það er fljótara', ['tests']),
    p('integration test sem kallar á prófunar-API fiskistofu úr CI', ['wiremock', 'tests']),
    p('af hverju er breytingin min ekki komin a prod, mergeadi i gaer', ['ci']),
    p('deploy-a á prod núna? það er 2. mars', ['deploy-freeze', 'ci']),
    p('hvar set ég client secret fyrir nýja RSF aðganginn', ['secrets-vault']),
    p('db tengingin deyr á hverri nóttu, á ég að restarta podnum með cron?', ['db-rotation']),
    p('logga allt request body þegar áhafnarskráning feilar, þarf að debugga', ['logging', 'kennitala-pii']),
    p('villuskilaboð á ensku fyrir pólsku áhafnarmeðlimina', ['i18n']),
    p('GAFL nótur koma með "Ãorskur" og tegundamappingin feilar', ['incident-gafl-encoding']),
    p('nýtt endpoint sem listar vigtarnótur með paging', ['api-conventions']),
    p('detekt kvartar yfir LongParameterList, má ég bara setja @Suppress?', ['lint']),
    p('CSV export af löndunum fyrir endurskoðandann', ['csv-export']),
    p('hver á að reviewa breytingar á GAFL tengingunni?', ['owners']),
    p('skrifaðu commit message fyrir þetta', ['pref-english-commits']),
    p('MR með breytingum í kvoti og uppgjor, ~900 línur, í lagi?', ['pref-mr-size']),
    p('tablet appið sendir sama halið tvisvar þegar það nær sambandi aftur', ['tablet-app', 'haul-fields']),
    p('þarf ég sér thread pool fyrir fiskistofu köllin svo þau blokki ekki?', ['jdk21']),
    p('javax.validation eða jakarta.validation í nýja DTO-inu?', ['jdk21']),
    p('oracle hint /*+ INDEX */ í skýrslunni gerir ekkert lengur', ['db-postgres']),
    p('bæta við sequence fyrir nýju töfluna uppgjor.fradrattur', ['db-postgres', 'flyway']),
    p('skýrsla til útgerðarinnar: tonn per tegund per skip fyrir fiskveiðiárið', [
      's-number-format',
      'kg-units',
      'species-codes',
    ]),
    p('sami notandinn getur bæði stofnað og samþykkt flutning, er það í lagi?', ['s-four-eyes']),
    p('vantar Þórshöfn í löndunarhafnir, bæta henni við í grunninn?', ['harbours', 'ref-sync']),
    p('ný JPA entity fyrir leigusamninga', ['jpa-jooq', 'leiga', 'isk-long']),
    p('bæta við keyrslu sem sendir veiðiskylduviðvörun í mars', ['batch-shedlock', 'veidiskylda']),
    p('búa til quartz job fyrir ref sync', ['batch-shedlock', 'ref-sync']),
    p('a magn ad vera i tonnum med aukastofum eda kg i nyju toflunni?', ['kg-units']),
    p('umreikna ISK upphæð í evrur fyrir erlenda kaupandann á reikningnum', ['isk-long']),
    p('write a unit test for Kennitala.parse with a company kt', ['kennitala', 'tests']),
    p('add a new module for fuel consumption tracking per trip', ['stack-modules', 'pref-mr-size']),
    p('hvaða fiskveiðiár er 15. ágúst 2026?', ['fishing-year', 'fiskveidiar-helper']),
    p('fiskistofa svaraði 500 á dagbók í nótt, hvar sé ég það sem fór ekki í gegn', ['fiskistofa-idem']),
    p('export á hnitum hala í kml fyrir skipstjórann', ['gps-sensitive']),
    p('bæta uppboðsverði frá fiskmarkaði inn í skiptaverðsútreikninginn', ['hlutaskipti', 'rsf', 'isk-long']),
    p('láta viðvaranir um lága kvótastöðu fara á Teams, hvar geymi ég webhook slóðina', ['secrets-vault']),
    p('takk fyrir!', []),
    p('hver er munurinn á val og var í kotlin?', []),
    p('hvernig squasha ég síðustu 3 commits', []),
    p('snilld, þetta virkar', []),
    p('explain kotlin coroutines vs virtual threads in general', []),
    p('hvað gerir @Transactional(readOnly = true) svona almennt', []),
    p('góðan daginn!', []),
    p('hvernig cherry-picka ég commit úr annarri grein', []),
    p('regex fyrir íslensk símanúmer, 7 tölustafir', []),
    p('summarize this diff pls', []),
  ],
});
