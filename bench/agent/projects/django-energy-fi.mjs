// A Finnish electricity retailer's customer, metering and billing platform: Django + DRF, TimescaleDB meter
// readings, Celery on RabbitMQ, Fingrid Datahub, Suomi.fi login, Paytrail, Finvoice, Azure North Europe. The team
// writes mostly in Finnish. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-energy-fi',
  stack:
    'Python 3.12, Django 5.1 + Django REST Framework 3.15, PostgreSQL 16 (Azure Flexible Server) + TimescaleDB (self-hosted on AKS), Celery 5.4 + RabbitMQ 3.13, Redis, Fingrid Datahub, Suomi.fi-tunnistus (SAML), Paytrail Payment API, Finvoice 3.0 via Maventa, React 18 + Vite portal, AKS North Europe, Azure DevOps, pytest-django',
  memories: [
    m(
      'django-42',
      'fact',
      'projekti on Django 4.2 LTS + Python 3.10, DRF 3.14. Dockerfile FROM python:3.10-slim.',
      {
        fact: 'backend | framework | Django 4.2',
        age: 650,
        files: ['pyproject.toml', 'Dockerfile'],
        tags: ['django', 'python', 'version'],
      },
    ),
    m(
      'django-51',
      'convention',
      'Päivitettiin Django 5.1:een ja Python 3.12:een (DRF 3.15). pyproject.toml: requires-python = ">=3.12", Dockerfile FROM python:3.12-slim. Uusi koodi saa käyttää GeneratedFieldiä ja db_defaultia, Python 3.10 -yhteensopivuutta ei enää tarvita.',
      {
        fact: 'backend | framework | Django 5.1',
        supersedes: 'django-42',
        age: 210,
        files: ['pyproject.toml', 'Dockerfile'],
        tags: ['django', 'python', 'version', 'drf'],
      },
    ),
    m(
      'apps-layout',
      'fact',
      'Django-projekti on energia/ (settings energia/settings/{base,dev,staging,prod}.py), appit hakemistossa apps/: customers, contracts, metering, pricing, billing, payments, datahub, notifications, portal_api. OmaEnergia-portaalin frontend on frontend/portal.',
      {
        files: ['energia/settings', 'apps', 'frontend/portal'],
        tags: ['layout', 'django', 'apps'],
      },
    ),
    m(
      'readings-plain',
      'fact',
      'mittarilukemat on metering_meterreading-taulussa, PostgreSQL declarative partitioning kuukausittain, partitiot luodaan käsin komennolla manage.py create_reading_partitions.',
      {
        fact: 'meter readings | stored_in | plain partitioned PostgreSQL',
        age: 600,
        files: ['apps/metering/management/commands/create_reading_partitions.py'],
        tags: ['readings', 'partitioning', 'postgres'],
      },
    ),
    m(
      'tsdb-flex',
      'decision',
      'Lukemat siirrettiin TimescaleDB-hypertableen meter_readings, pyörii Azure Database for PostgreSQL Flexible Serverin timescaledb-extensiolla samassa kannassa kuin muu data.',
      {
        fact: 'meter readings | stored_in | TimescaleDB on Flexible Server',
        supersedes: 'readings-plain',
        age: 420,
        tags: ['readings', 'timescaledb', 'azure', 'flexible-server'],
      },
    ),
    m(
      'tsdb-selfhost',
      'decision',
      'Lukemakanta ajetaan nyt itse: timescale/timescaledb-ha:pg16 AKS:ssä (StatefulSet + Patroni, namespace readings-db). Syy: Flexible Serverin TimescaleDB on Apache-lisensoitu versio, siinä ei ole compressionia eikä continuous aggregateja. Asiakas-, sopimus- ja laskudata jää Flexible Serveriin (energia-prod-pg).',
      {
        fact: 'meter readings | stored_in | self-hosted TimescaleDB on AKS',
        supersedes: 'tsdb-flex',
        age: 240,
        canonical: true,
        files: ['deploy/helm/readings-db'],
        reason: 'Apache-licensed TimescaleDB on Flexible Server lacks compression and continuous aggregates',
        tags: ['readings', 'timescaledb', 'aks', 'compression'],
      },
    ),
    m(
      'db-router',
      'convention',
      'Kaksi kantaa: default (Flexible Server: asiakkaat, sopimukset, laskut) ja readings (TimescaleDB). metering-appin mallit ohjataan energia/db_router.py:n ReadingsRouterilla readings-kantaan. Ei ForeignKeytä kantojen yli, viitataan metering_point_id:llä (merkkijono).',
      {
        files: ['energia/db_router.py'],
        tags: ['database', 'router', 'readings', 'foreignkey'],
      },
    ),
    m(
      'readings-hypertable',
      'fact',
      'meter_readings: hypertable, aikasarake period_start (timestamptz UTC), chunk_time_interval 7 päivää, compression 30 päivän jälkeen, compress_segmentby = metering_point_id. resolution-sarake on PT15M tai PT1H, quantity_kwh numeric(12,3).',
      {
        files: ['apps/metering/migrations'],
        tags: ['timescaledb', 'hypertable', 'compression', 'readings'],
      },
    ),
    m(
      'readings-immutable',
      'constraint',
      'Lukemia ei koskaan UPDATEta. Datahubista tuleva korjaus tallennetaan uutena rivinä isommalla revision-numerolla, ja laskutus käyttää viimeisintä revisiota joka oli olemassa laskun muodostushetkellä. Hyvityslaskut perustuu revisioiden erotukseen.',
      {
        canonical: true,
        reaffirm: 10,
        files: ['apps/metering/models.py'],
        tags: ['readings', 'immutable', 'revision', 'corrections'],
      },
    ),
    m(
      'cont-aggs',
      'fact',
      'Continuous aggregatet readings_hourly ja readings_daily (refresh policy 30 min välein). Portaalin kulutusgraafit ja raportit luetaan niistä, ei raakataulusta meter_readings.',
      {
        files: ['apps/metering/migrations', 'apps/portal_api/views/consumption.py'],
        tags: ['timescaledb', 'continuous-aggregate', 'portal', 'performance'],
      },
    ),
    m(
      'mp-id',
      'convention',
      'Käyttöpaikkatunnus (metering point ID) on 18 merkkiä, alkaa 643, viimeisenä GS1-tarkiste. Tallennetaan aina merkkijonona (CharField max_length=18), ei koskaan int/bigint — etunollat ja tarkiste. Validointi apps/metering/validators.py.',
      {
        files: ['apps/metering/validators.py'],
        tags: ['metering-point', 'gsrn', 'validation'],
      },
    ),
    m(
      'metering-mix',
      'fact',
      'Kaikki mittarit ei vielä anna 15 min dataa: jakeluverkkoyhtiöt siirtyy varttimittaukseen porrastetusti 2026–2027. Osa käyttöpaikoista tulee yhä tuntilukemina (PT1H), joten metering- ja billing-koodin pitää tukea molempia.',
      {
        tags: ['readings', '15min', 'resolution', 'dso'],
      },
    ),
    m(
      'metering-mix-claim',
      'fact',
      'kaikki meidän asiakkaiden mittarit lähettää jo 15 min lukemat Datahubiin, tuntidatan käsittelyn voi poistaa',
      {
        disputes: 'metering-mix',
        tags: ['readings', '15min'],
      },
    ),
    m(
      'spot-hourly',
      'fact',
      'Pörssisähkön hinta on tuntihinta, 24 hintaa päivässä (23/25 DST-päivinä). malli pricing.SpotPrice(hour_start, price_eur_mwh).',
      {
        fact: 'spot price | granularity | 1 hour',
        age: 500,
        files: ['apps/pricing/models.py'],
        tags: ['spot', 'pricing', 'hourly'],
      },
    ),
    m(
      'spot-15min',
      'decision',
      'Nord Poolin day-ahead siirtyi 1.10.2025 15 min MTU:hun, joten pricing.SpotPrice on nyt vartin hinta (period_start, 96 hintaa päivässä, 92/100 DST-päivinä). Laskutus: 15 min lukema × saman vartin hinta. Jos käyttöpaikalta tulee vain tuntilukemia, käytetään tunnin neljän vartin keskihintaa (apps/pricing/services.py hourly_average()).',
      {
        fact: 'spot price | granularity | 15 minutes',
        supersedes: 'spot-hourly',
        age: 150,
        files: ['apps/pricing/models.py', 'apps/pricing/services.py'],
        tags: ['spot', 'pricing', '15min', 'mtu'],
      },
    ),
    m(
      'spot-source',
      'fact',
      'Spot-hinnat haetaan ENTSO-E Transparency Platformin API:sta (bidding zone FI, 10YFI-1--------U) Celery beat -taskilla pricing.tasks.fetch_spot_prices klo 14:15 Suomen aikaa, varalla Nord Poolin data-API. Token on Key Vaultissa nimellä entsoe-token.',
      {
        files: ['apps/pricing/tasks.py'],
        tags: ['spot', 'entso-e', 'celery-beat', 'nordpool'],
      },
    ),
    m(
      'spot-margin',
      'fact',
      'Pörssisähkösopimuksen energiahinta = spot (ALV 0) + marginaali c/kWh, päälle ALV. Negatiivinen spot-hinta välitetään asiakkaalle hyvityksenä, marginaali lisätään aina. Perusmaksu €/kk on oma rivinsä.',
      {
        tags: ['spot', 'margin', 'pricing', 'negative-price'],
      },
    ),
    m(
      'price-decimal',
      'constraint',
      'Raha ja hinnat aina Decimal, ei ikinä float. Sisäisesti c/kWh 4 desimaalia ja €/MWh 2 desimaalia; laskurivin euromäärä pyöristetään 2 desimaaliin ROUND_HALF_UP vasta rivitasolla (apps/billing/money.py).',
      {
        canonical: true,
        files: ['apps/billing/money.py'],
        tags: ['decimal', 'money', 'rounding', 'float'],
      },
    ),
    m(
      'vat-24',
      'constraint',
      'ALV 24 % kaikille laskuriveille, vakio VAT_RATE = Decimal("0.24") apps/billing/constants.py:ssä.',
      {
        age: 560,
        files: ['apps/billing/constants.py'],
        tags: ['vat', 'alv', 'billing'],
      },
    ),
    m(
      'vat-255',
      'constraint',
      'Yleinen ALV-kanta on 25,5 % 1.9.2024 alkaen. Kanta haetaan funktiolla billing.vat.rate_for(period) taulusta billing_vatrate, ei kovakoodattua vakiota — vanhat jaksot laskutetaan aina sen ajan kannalla.',
      {
        fact: 'vat | rate | 25.5%',
        supersedes: 'vat-24',
        age: 300,
        files: ['apps/billing/vat.py'],
        tags: ['vat', 'alv', 'billing', '25.5'],
      },
    ),
    m(
      'vat-period',
      'convention',
      'ALV-kanta määräytyy kulutusjakson (toimitusajankohdan) mukaan, ei laskun päivämäärän. Jos laskutusjakso menee kannan vaihtumisen yli, rivi jaetaan kahteen osaan.',
      {
        files: ['apps/billing/vat.py'],
        tags: ['vat', 'alv', 'period', 'billing'],
      },
    ),
    m('vat-period-claim', 'fact', 'ALV määräytyy laskun päiväyksen mukaan, kirjanpito haluaa sen niin', {
      disputes: 'vat-period',
      tags: ['vat', 'alv'],
    }),
    m(
      'no-electricity-tax',
      'constraint',
      'Me ollaan pelkkä sähkönmyyjä: sähkövero ja huoltovarmuusmaksu on verkkoyhtiön laskulla, ei meidän. Älä lisää sähköveroa myyntilaskulle äläkä portaalin hinta-arvioihin.',
      {
        tags: ['electricity-tax', 'sähkövero', 'billing', 'dso'],
      },
    ),
    m(
      'incident-vat-2024',
      'incident',
      'Syyskuu 2024: laskuajo valitsi ALV-kannan laskun päivän mukaan ja elokuun kulutus laskutettiin 25,5 %:lla. ~3 400 laskua hyvitettiin ja laskutettiin uudestaan. Siitä tuli billing.vat.rate_for(period) ja rivien jako.',
      {
        tags: ['incident', 'vat', 'billing'],
      },
    ),
    m(
      'billing-run',
      'fact',
      'Kuukausilaskutus ajetaan kuun 3. arkipäivänä (billing.tasks.run_monthly_billing, django-celery-beat), kun edellisen kuun lukemat on tullut Datahubista. Ajo pilkotaan yksi taski per sopimus billing-jonoon.',
      {
        files: ['apps/billing/tasks.py'],
        tags: ['billing', 'celery', 'monthly'],
      },
    ),
    m(
      'billing-idempotent',
      'constraint',
      'Laskuajon pitää olla idempotentti: billing_invoice UNIQUE(contract_id, period_start, period_end, kind). Taskin uudelleenajo ei saa tehdä tuplalaskua vaan palauttaa olemassa olevan laskun.',
      {
        files: ['apps/billing/models.py'],
        tags: ['billing', 'idempotent', 'celery'],
      },
    ),
    m(
      'incident-dup-invoices',
      'incident',
      'Helmikuu 2025: RabbitMQ:n consumer_timeout (30 min) katkaisi pitkän billing-taskin, Celery ajoi sen uudelleen ja 180 asiakasta sai tuplalaskun. Korjaus: UNIQUE-constraint laskuille, acks_late ja taskit pilkottu sopimuskohtaisiksi.',
      {
        tags: ['incident', 'billing', 'celery', 'rabbitmq', 'duplicates'],
      },
    ),
    m(
      'celery-redis',
      'fact',
      'Celeryn broker on Redis (Azure Cache for Redis), result backend samassa Redisissä.',
      {
        fact: 'celery | broker | Redis',
        age: 520,
        tags: ['celery', 'redis', 'broker'],
      },
    ),
    m(
      'celery-rabbitmq',
      'decision',
      'Celeryn broker on nyt RabbitMQ 3.13 (AKS:ssä, RabbitMQ Cluster Operator), Redis on vain result backend ja cache. Syy: Redis-brokerilla hävisi taskeja visibility_timeoutin takia.',
      {
        fact: 'celery | broker | RabbitMQ',
        supersedes: 'celery-redis',
        age: 330,
        reason: 'lost tasks with Redis visibility_timeout',
        tags: ['celery', 'rabbitmq', 'broker'],
      },
    ),
    m(
      'celery-queues',
      'convention',
      'Jonot: default, datahub, billing, notifications. billing-workerin concurrency 2, datahub 4. Kaikki taskit idempotentteja, acks_late=True ja task_reject_on_worker_lost=True.',
      {
        files: ['energia/celery.py'],
        tags: ['celery', 'queues', 'idempotent'],
      },
    ),
    m(
      'celery-eta',
      'constraint',
      'Älä käytä countdown/eta-arvoja jotka on yli 25 min, äläkä tee yli 25 min taskeja: RabbitMQ:n consumer_timeout on 30 min ja se katkaisee kanavan. Ajastukset django-celery-beatilla, pitkät työt pilkotaan.',
      {
        tags: ['celery', 'rabbitmq', 'eta', 'timeout'],
      },
    ),
    m(
      'beat-single',
      'constraint',
      'celery-beatia saa olla vain yksi replika, muuten ajastetut taskit (laskuajo!) ajetaan tuplana. Älä skaalaa celery-beat-deploymenttia äläkä lisää sille HPA:ta.',
      {
        files: ['deploy/helm/celery-beat'],
        tags: ['celery-beat', 'replicas', 'scheduling'],
      },
    ),
    m(
      'datahub-client',
      'fact',
      'Datahub-integraatio: apps/datahub/client.py. Sanomat (ebIX-pohjainen XML) kulkee Fingridin Datahubin viestirajapinnan kautta, autentikointi yrityssertifikaatilla (mTLS, sertti Key Vaultissa). Saapuvat sanomat käsitellään datahub-jonossa.',
      {
        fact: 'datahub | auth | mTLS certificate',
        files: ['apps/datahub/client.py'],
        tags: ['datahub', 'fingrid', 'mtls', 'xml'],
      },
    ),
    m(
      'datahub-xsd',
      'convention',
      'Kaikki saapuvat ja lähtevät Datahub-sanomat validoidaan XSD:tä vasten (apps/datahub/schemas/) lxml:llä ennen käsittelyä tai lähetystä.',
      {
        files: ['apps/datahub/schemas'],
        tags: ['datahub', 'xsd', 'lxml', 'validation'],
      },
    ),
    m(
      'datahub-tests',
      'constraint',
      'CI ei saa koskaan ottaa yhteyttä Datahubin testiympäristöön. Testeissä käytetään tallennettuja sanomia tests/fixtures/datahub/*.xml ja FakeDatahubClientia (tests/fakes/datahub.py).',
      {
        files: ['tests/fixtures/datahub', 'tests/fakes/datahub.py'],
        tags: ['datahub', 'tests', 'fakes', 'ci'],
      },
    ),
    m(
      'switch-notice',
      'fact',
      'Myyjänvaihto: uusi sopimus ilmoitetaan Datahubiin sopimusilmoituksella ja toimitus voi alkaa aikaisintaan 14 vrk ilmoituksesta (asiakkaan pyynnöstä myöhemmin). Muuttotapauksessa sopimus voi alkaa takautuvasti enintään 14 vrk.',
      {
        files: ['apps/datahub/handlers/contract.py'],
        tags: ['switch', 'myyjänvaihto', 'datahub', 'contracts'],
      },
    ),
    m(
      'switch-claim',
      'fact',
      'myyjänvaihto menee Datahubissa läpi jo seuraavana päivänä, 14 päivän sääntöä ei enää ole',
      {
        disputes: 'switch-notice',
        tags: ['switch', 'datahub'],
      },
    ),
    m(
      'auth-tupas',
      'fact',
      'Asiakasportaalin vahva tunnistus on TUPAS-pankkitunnukset, integraatio apps/portal_api/tupas.py.',
      {
        fact: 'strong authentication | via | TUPAS',
        age: 800,
        files: ['apps/portal_api/tupas.py'],
        tags: ['auth', 'tupas'],
      },
    ),
    m(
      'auth-suomifi',
      'decision',
      'Vahva tunnistus tehdään Suomi.fi-tunnistuksella (SAML 2.0, djangosaml2 + pysaml2). SP-metadata energia/saml/sp-metadata.xml, IdP-metadata haetaan DVV:ltä. Henkilötunnus tulee attribuutista nationalIdentificationNumber. TUPAS-koodi on poistettu.',
      {
        fact: 'strong authentication | via | Suomi.fi-tunnistus',
        supersedes: 'auth-tupas',
        age: 380,
        canonical: true,
        files: ['energia/saml', 'apps/portal_api/auth'],
        tags: ['auth', 'suomi.fi', 'saml', 'dvv'],
      },
    ),
    m(
      'auth-business',
      'fact',
      'Yritysasiakkaat kirjautuu sähköpostilla + salasanalla + TOTP:lla (django-otp). Suomi.fi-valtuuksia ei vielä käytetä.',
      {
        tags: ['auth', 'b2b', 'totp'],
      },
    ),
    m(
      'hetu',
      'constraint',
      'Henkilötunnusta ei saa ikinä kirjoittaa lokiin, Sentryyn eikä Celery-taskin argumentiksi. Tallennetaan vain salattuna customers.Person.hetu_encrypted (Fernet, avain Key Vaultissa) + hetu_hash (HMAC) hakua varten.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['apps/customers/models.py'],
        tags: ['hetu', 'pii', 'encryption', 'gdpr'],
      },
    ),
    m(
      'hetu-format',
      'constraint',
      'Hetun validointi tukee vuoden 2023 uusia välimerkkejä: 1900-luku "-", Y, X, W, V, U ja 2000-luku A, B, C, D, E, F; 1800-luku "+". Tarkistusmerkki mod 31. Toteutus apps/customers/validators.py — älä kopioi vanhaa regexiä netistä.',
      {
        files: ['apps/customers/validators.py'],
        tags: ['hetu', 'validation', 'välimerkki'],
      },
    ),
    m(
      'ytunnus',
      'fact',
      'Y-tunnus: 7 numeroa + tarkiste (1234567-8), painot 7, 9, 10, 5, 8, 4, 2. Yritysasiakkaan Y-tunnus menee Finvoicessa BuyerPartyIdentifier-kenttään.',
      {
        tags: ['y-tunnus', 'validation', 'b2b', 'finvoice'],
      },
    ),
    m(
      'payments-checkout',
      'fact',
      'Korttimaksut ja verkkopankkimaksut tulee Checkout Finlandin kautta (apps/payments/checkout.py).',
      {
        fact: 'online payments | provider | Checkout Finland',
        age: 700,
        files: ['apps/payments/checkout.py'],
        tags: ['payments', 'checkout-finland'],
      },
    ),
    m(
      'payments-paytrail',
      'decision',
      'Maksut tehdään Paytrailin Payment API:lla (POST /payments), koodi apps/payments/paytrail/. Pyynnöt allekirjoitetaan HMAC-SHA256:lla checkout-*-headereista + bodysta (signature-header). Checkout Finland -integraatio on poistettu.',
      {
        fact: 'online payments | provider | Paytrail',
        supersedes: 'payments-checkout',
        age: 400,
        files: ['apps/payments/paytrail'],
        tags: ['payments', 'paytrail', 'hmac'],
      },
    ),
    m(
      'paytrail-callback',
      'constraint',
      'Maksun tila päivitetään vain Paytrailin callback-URL:n perusteella, kun signature on tarkistettu. success-redirect on vain käyttäjän ohjaus takaisin, sitä ei saa käyttää laskun merkitsemiseen maksetuksi. Callback voi tulla monta kertaa → käsittely idempotentti checkout-stamp-kentän perusteella.',
      {
        files: ['apps/payments/paytrail/views.py'],
        tags: ['paytrail', 'callback', 'signature', 'idempotent'],
      },
    ),
    m(
      'paytrail-test',
      'fact',
      'Paytrailin testitunnukset (merchant 375917, secret SAIPPUAKAUPPIAS) on Paytrailin julkisesta dokumentaatiosta, ne saa olla energia/settings/dev.py:ssä. Tuotannon merchant secret on vain Key Vaultissa.',
      {
        files: ['energia/settings/dev.py'],
        tags: ['paytrail', 'test', 'credentials'],
      },
    ),
    m(
      'finvoice-2',
      'fact',
      'e-laskut Finvoice 2.01 -muodossa, lähetys Apixin kautta (apps/billing/apix.py).',
      {
        fact: 'e-invoice | format | Finvoice 2.01 via Apix',
        age: 460,
        files: ['apps/billing/apix.py'],
        tags: ['finvoice', 'einvoice', 'apix'],
      },
    ),
    m(
      'finvoice-3',
      'decision',
      'E-laskut on nyt Finvoice 3.0 ja operaattorina Maventa (REST API). XML generoidaan apps/billing/finvoice/ lxml:llä ja validoidaan Finvoice 3.0 XSD:tä vasten ennen lähetystä. Apix-integraatio poistettu.',
      {
        fact: 'e-invoice | format | Finvoice 3.0 via Maventa',
        supersedes: 'finvoice-2',
        age: 190,
        files: ['apps/billing/finvoice'],
        tags: ['finvoice', 'einvoice', 'maventa'],
      },
    ),
    m(
      'einvoice-consent',
      'constraint',
      'Kuluttajan verkkopankkiin saa lähettää e-laskun vain jos asiakkaalla on voimassa oleva e-laskun vastaanottoilmoitus (tulee Maventan kautta, taulu billing_einvoiceaddress). Muuten lasku menee sähköpostiin PDF:nä tai paperina Postin kautta.',
      {
        files: ['apps/billing/finvoice/sender.py'],
        tags: ['einvoice', 'consent', 'vastaanottoilmoitus', 'maventa'],
      },
    ),
    m(
      'reference-number',
      'convention',
      'Viitenumero generoidaan apps/billing/reference.py:ssä: asiakasnumero + laskun juokseva numero + 7-3-1-tarkiste. Finvoiceen ja virtuaaliviivakoodiin käytetään RF-viitettä (ISO 11649) samasta pohjasta.',
      {
        files: ['apps/billing/reference.py'],
        tags: ['viitenumero', 'reference', 'rf', 'billing'],
      },
    ),
    m(
      'dunning',
      'constraint',
      'Maksumuistutus aikaisintaan 14 päivää eräpäivän jälkeen. Kuluttajalta muistutusmaksu max 5 € ja samasta laskusta korkeintaan 3 maksullista muistutusta. Viivästyskorko (korkolaki) lasketaan apps/billing/interest.py:ssä.',
      {
        files: ['apps/billing/dunning.py', 'apps/billing/interest.py'],
        tags: ['dunning', 'muistutus', 'collections', 'consumer'],
      },
    ),
    m(
      'disconnect',
      'constraint',
      'Katkaisupyyntöä maksamattomasta laskusta ei saa lähettää verkkoyhtiölle ennen kuin eräpäivästä on kulunut 5 viikkoa ja katkaisuvaroitus on lähetetty vähintään 2 viikkoa aiemmin. Jos asiakas on ilmoittanut maksuvaikeuden syyksi sairauden tai työttömyyden, katkaisua ei tehdä ennen 2 kk. Katkaisut aina ihmisen hyväksyttäväksi adminissa, ei automaattisesti.',
      {
        canonical: true,
        files: ['apps/billing/disconnect.py'],
        tags: ['disconnect', 'katkaisu', 'collections', 'legal'],
      },
    ),
    m(
      'contract-types',
      'fact',
      'Sopimustyypit (contracts.Contract.product_code): PORSSI (spot + marginaali), KIINTEA_12 / KIINTEA_24 (määräaikainen kiinteä hinta), TOISTAISEKSI (muutettava hinta).',
      {
        files: ['apps/contracts/models.py'],
        tags: ['contracts', 'products', 'spot', 'fixed-price'],
      },
    ),
    m(
      'price-change-notice',
      'constraint',
      'Toistaiseksi voimassa olevan sopimuksen hinnanmuutoksesta pitää ilmoittaa asiakkaalle vähintään kuukausi ennen voimaantuloa ja kertoa muutoksen syy. Määräaikaisen sopimuksen hintaa ei saa muuttaa kesken kauden.',
      {
        tags: ['contracts', 'price-change', 'legal', 'notification'],
      },
    ),
    m(
      'tz',
      'convention',
      'Kannassa kaikki ajat timestamptz UTC (USE_TZ = True). Kulutuspäivä, laskutusjakso ja portaalin "päivä" lasketaan Europe/Helsinki-aikavyöhykkeessä (energia/timeutils.py). Datahubin aikaleimat muunnetaan UTC:ksi heti parsinnassa.',
      {
        files: ['energia/timeutils.py'],
        tags: ['timezone', 'utc', 'europe/helsinki'],
      },
    ),
    m(
      'dst',
      'constraint',
      'Älä oleta että vuorokaudessa on 24 tuntia tai 96 varttia: kesäaikaan siirtyessä 23 h / 92 varttia, syksyllä 25 h / 100 varttia. Päivän aikavälit rakennetaan Europe/Helsinki-päivän rajoista UTC:hen, ei range(24) / range(96).',
      {
        reaffirm: 20,
        tags: ['dst', 'timezone', 'quarter-hour', 'kesäaika'],
      },
    ),
    m(
      'tests-dst',
      'convention',
      'Kaikkeen mikä pilkkoo aikaa (laskutusjaksot, varttien indeksit, spot-hinnat) tehdään testit myös DST-päiville: fixturet tests/fixtures/dst/ ja freezegun.',
      {
        files: ['tests/fixtures/dst'],
        tags: ['tests', 'dst', 'freezegun'],
      },
    ),
    m(
      'pytest',
      'convention',
      'Testit pytest + pytest-django + factory_boy, ei Djangon TestCasea. Ajetaan pytest -n auto. readings-kantaa käyttävät testit: @pytest.mark.django_db(databases=["default", "readings"]).',
      {
        files: ['pytest.ini', 'tests/conftest.py'],
        tags: ['tests', 'pytest', 'factory_boy', 'readings'],
      },
    ),
    m(
      'drf-conventions',
      'convention',
      'DRF: ViewSetit apps/<app>/api/views.py, serializerit apps/<app>/api/serializers.py. Oletuksena IsAuthenticated + objektitason CustomerOwnsObject. Lukema- ja tapahtumalistat CursorPaginationilla (ei offsetia), page_size max 1000.',
      {
        tags: ['drf', 'api', 'pagination', 'permissions'],
      },
    ),
    m(
      'api-versioning',
      'convention',
      'REST-rajapinta on /api/v1/. Portaali ja mobiilisovellus käyttää sitä molemmat, joten rikkova muutos = /api/v2, v1:tä ei muuteta rikkovasti.',
      {
        tags: ['api', 'versioning'],
      },
    ),
    m(
      'api-throttle',
      'fact',
      'DRF-throttling: anon 30/min, user 300/min, kirjautumisella oma scope login 10/min (Redis-cache).',
      {
        files: ['energia/settings/base.py'],
        tags: ['drf', 'throttling', 'rate-limit'],
      },
    ),
    m(
      'portal-react',
      'fact',
      'OmaEnergia-portaali: React 18 + Vite + TypeScript + TanStack Query (frontend/portal), graafit Rechartsilla. Buildi tarjoillaan Azure Static Web Appsista, API-kutsut /api/v1:een.',
      {
        files: ['frontend/portal'],
        tags: ['portal', 'react', 'vite', 'frontend'],
      },
    ),
    m(
      'i18n',
      'convention',
      'Kaikki asiakkaalle näkyvät tekstit kolmella kielellä: fi, sv, en. Portaalissa frontend/portal/src/locales/{fi,sv,en}.json, Djangossa gettext (locale/). Ruotsi on pakollinen, pelkkä suomi ei riitä.',
      {
        files: ['frontend/portal/src/locales', 'locale'],
        tags: ['i18n', 'translations', 'swedish', 'portal'],
      },
    ),
    m(
      'number-format',
      'convention',
      'Numerot suomalaisittain: 1 234,56 € (välilyönti tuhaterottimena, desimaalipilkku), sähkön hinta c/kWh kahdella desimaalilla. Frontissa Intl.NumberFormat(locale), ei käsin toFixed()-juttuja.',
      {
        files: ['frontend/portal/src/lib/format.ts'],
        tags: ['format', 'numbers', 'portal', 'locale'],
      },
    ),
    m(
      'gdpr-retention',
      'constraint',
      'Säilytys: laskut ja tositteet 6 vuotta tilikauden päättymisestä (kirjanpitolaki). Kulutusdata poistetaan / anonymisoidaan kun sopimuksen päättymisestä on 6 vuotta (gdpr.tasks.purge_expired, ajetaan kerran kuussa). Ei säilytetä mitään "varmuuden vuoksi" pidempään.',
      {
        files: ['apps/gdpr/tasks.py'],
        tags: ['gdpr', 'retention', 'kirjanpitolaki'],
      },
    ),
    m(
      'pii-logging',
      'convention',
      'Lokit structlog JSON:na, mukaan customer_id ja metering_point_id — ei nimiä, osoitteita, sähköposteja eikä hetua. Sentryssä send_default_pii=False ja before_send-scrubber energia/sentry.py.',
      {
        files: ['energia/sentry.py', 'energia/logging.py'],
        tags: ['logging', 'pii', 'sentry', 'structlog'],
      },
    ),
    m(
      'deploy-appservice',
      'fact',
      'Django ajetaan Azure App Servicessä (Linux, P2v3), deploy az webapp deploy -komennolla pipelinesta.',
      {
        fact: 'backend | runs_on | Azure App Service',
        age: 610,
        tags: ['azure', 'app-service', 'deploy'],
      },
    ),
    m(
      'deploy-aks',
      'decision',
      'Kaikki ajetaan AKS:ssä (klusteri aks-energia-prod, North Europe): web (gunicorn + uvicorn worker), celery-workerit jonoittain ja celery-beat. Helm chartit deploy/helm/<komponentti>, deploy Azure DevOps -pipelinella.',
      {
        fact: 'backend | runs_on | AKS',
        supersedes: 'deploy-appservice',
        age: 270,
        files: ['deploy/helm'],
        tags: ['aks', 'helm', 'deploy', 'kubernetes'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'Tuotannossa ei kubectl editiä tai scalea käsin, kaikki muutokset helm-arvoihin PR:llä, muuten seuraava deploy ylikirjoittaa ne.',
      {
        tags: ['kubernetes', 'helm', 'prod'],
      },
    ),
    m(
      'region',
      'constraint',
      'Kaikki resurssit Azure North Europessa (Irlanti), varmuuskopiot geo-replikoituna West Europeen. Asiakasdataa ei EU:n ulkopuolelle, eikä US-regioneihin tai US-SaaS-palveluihin ilman DPA:ta ja juristin hyväksyntää.',
      {
        tags: ['azure', 'region', 'gdpr', 'data-residency'],
      },
    ),
    m(
      'secrets-keyvault',
      'convention',
      'Salasanat ja avaimet vain Azure Key Vaultissa (kv-energia-prod), podeille Secrets Store CSI driverilla. Ei helm-valuesiin, ei commitoituun .env:iin; .env.example:ssa vain placeholderit, esim. PAYTRAIL_SECRET_KEY=<Key Vaultista>.',
      {
        canonical: true,
        files: ['deploy/helm', '.env.example'],
        tags: ['secrets', 'key-vault', 'csi'],
      },
    ),
    m(
      'pw-rotation',
      'note',
      'Tietokantojen salasanat kierrätetään 90 päivän välein (Key Vaultin rotation policy + Azure Function). Kierron jälkeen web- ja celery-podit pitää rollata. Salasanaa ei kysytä Teamsissä, se katsotaan Key Vaultista.',
      {
        tags: ['secrets', 'rotation', 'database'],
      },
    ),
    m(
      'local-dev',
      'fact',
      'Lokaalisti docker compose up: postgres:16 (default), timescale/timescaledb-ha:pg16 (readings), rabbitmq:3.13-management, redis:7. .env.example:n DATABASE_URL=postgres://energia:energia@localhost:5432/energia on vain lokaali compose-kanta, ei salaisuus.',
      {
        files: ['docker-compose.yml', '.env.example'],
        tags: ['local', 'docker-compose', 'dev'],
      },
    ),
    m(
      'ci-azdo',
      'fact',
      'CI on Azure DevOps (azure-pipelines.yml): ruff check + ruff format --check + mypy → pytest (timescaledb-servicekontti) → docker build ja push energiafiacr.azurecr.io → deploy staging → prod manuaalisella hyväksynnällä.',
      {
        files: ['azure-pipelines.yml'],
        tags: ['ci', 'azure-devops', 'ruff', 'mypy'],
      },
    ),
    m(
      'deps',
      'convention',
      'Riippuvuudet: requirements/*.in → uv pip compile --generate-hashes → requirements/*.txt. Dockerfilessä vain pip install --require-hashes -r requirements/prod.txt, ei yksittäisiä pip installeja.',
      {
        files: ['requirements'],
        tags: ['dependencies', 'uv', 'pip'],
      },
    ),
    m(
      'migrations',
      'convention',
      'Django-migraatiot normaalisti, mutta readings-kannassa hypertablet ja continuous aggregatet tehdään RunSQL:llä samassa migraatiossa kuin taulu. meter_readingsiin ei tehdä data-migraatioita (miljardeja rivejä) vaan management command, joka käsittelee chunk kerrallaan.',
      {
        files: ['apps/metering/migrations'],
        tags: ['migrations', 'timescaledb', 'runsql'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Ei tuotantodeployta perjantaina klo 14 jälkeen eikä laskuajon aikana (kuun 1.–5. arkipäivä), paitsi Mikon hyväksymä hotfix.',
      {
        tags: ['deploy', 'freeze', 'prod', 'billing'],
      },
    ),
    m(
      'owners',
      'fact',
      'Vastuut: laskutus + maksut Mikko Virtanen, mittaus + Datahub Laura Nieminen, OmaEnergia-portaali Antti Korhonen, infra / AKS Sanna Mäkinen.',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'notifications',
      'fact',
      'Asiakasviestit: sähköpostit Azure Communication Services Emaililla, tekstiviestit LINK Mobilityn kautta. Templatet apps/notifications/templates/{fi,sv,en}/, lähetys notifications-jonossa.',
      {
        files: ['apps/notifications'],
        tags: ['notifications', 'email', 'sms'],
      },
    ),
    m(
      'pref-english',
      'preference',
      'koodi, kommentit ja commit-viestit englanniksi, vaikka jutellaan suomeksi',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'PR:t alle 400 riviä, ja readings-kannan migraatiot aina omaan PR:ään',
      {},
    ),
    m(
      'vpn-note',
      'note',
      'vanha laskutusjärjestelmä (EnerBill, Oracle) näkyy vain Cisco AnyConnect -profiililla "enerbill-legacy"',
      {
        age: 700,
        tags: ['vpn', 'legacy', 'oracle'],
      },
    ),
    m(
      'spot-publish-guess',
      'fact',
      'Nord Poolin day-ahead-hinnat julkaistaan luultavasti vähän ennen klo 14 Suomen aikaa?',
      {
        inferred: true,
        tags: ['spot', 'nordpool'],
      },
    ),
    m(
      'cand-htmx',
      'decision',
      'Portaali kirjoitetaan uudelleen Django-templateilla + HTMX:llä, React pois.',
      {
        candidate: true,
        tags: ['portal', 'htmx', 'react'],
      },
    ),
    m('cand-kafka', 'decision', 'Datahub-sanomat Kafkaan RabbitMQ:n sijaan.', {
      candidate: true,
      tags: ['kafka', 'rabbitmq', 'datahub'],
    }),
    m('cand-mobilepay', 'decision', 'MobilePay suoraan maksutavaksi Paytrailin ohi.', {
      candidate: true,
      tags: ['mobilepay', 'payments'],
    }),
    m(
      'cand-auto-disconnect',
      'decision',
      'Katkaisupyyntö lähtee verkkoyhtiölle automaattisesti kun eräpäivästä on 5 viikkoa.',
      {
        candidate: true,
        tags: ['disconnect', 'automation'],
      },
    ),
    m(
      'secret-staging-db',
      'note',
      'stagingin tietokannan salasana on Kwh-St4g!ng#2025, käyttäjä energia_app, host energia-staging-pg.postgres.database.azure.com',
      {
        secret: 'Kwh-St4g!ng#2025',
      },
    ),
    m(
      'secret-paytrail',
      'note',
      'Paytrailin API-avain (tuotannon merchant 695874 secret): pT7xQ2mVk9LrW4sZ8nB3',
      {
        secret: 'pT7xQ2mVk9LrW4sZ8nB3',
      },
    ),
    m(
      'secret-azure-storage',
      'note',
      '.env.prod:\nAZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=energiafiprod;AccountKey=h8Kq2Vx7Lm4Rp9Tz3Ws6Yb1Nc5Fd0Gj8Ae2Ui4Ko7PaQrSt3Uv6Wx9Yz1Ab4Cd7Ef0Gh2Ij5Kl8Mn==;EndpointSuffix=core.windows.net',
      {
        secret: 'h8Kq2Vx7Lm4Rp9Tz3Ws6Yb1Nc5Fd0Gj8Ae2Ui4Ko7PaQrSt3Uv6Wx9Yz1Ab4Cd7Ef0Gh2Ij5Kl8Mn==',
      },
    ),
    m(
      'secret-datahub-cert',
      'note',
      'Datahubin tuotantosertin (certs/datahub-prod.p12) vientisalasana on Dh!Cert-2025-Pq7x, vanhenee 2026-09',
      {
        secret: 'Dh!Cert-2025-Pq7x',
      },
    ),
    m(
      'secret-rabbit-prod',
      'note',
      'CELERY_BROKER_URL=amqp://celery:Rb7-Mq!prod2025@rabbitmq.energia-prod.svc:5672/prod',
      {
        secret: 'Rb7-Mq!prod2025',
      },
    ),
    m(
      'secret-maventa-yaml',
      'note',
      'deploy/helm/web/values-prod.yaml:\nmaventa:\n  company_id: 4f2a9c1e-7b3d-4e8a-9c6f-1d2e3f4a5b6c\n  api_key: "mvt_live_9Xk2Qw7Lp4Rz8Tn3Vb6Hs1Jd5"',
      {
        secret: 'mvt_live_9Xk2Qw7Lp4Rz8Tn3Vb6Hs1Jd5',
      },
    ),
    m(
      'secret-django-key',
      'note',
      'prodin DJANGO_SECRET_KEY on w9#kL2!vQ7@xR4$mZ8^pT3&nB6*sY1%c — älkää vaihtako, sessiot menee rikki',
      {
        secret: 'w9#kL2!vQ7@xR4$mZ8^pT3&nB6*sY1%c',
      },
    ),
    m(
      'secret-readings-url',
      'note',
      'raportointi lukee osoitteesta postgres://readings_ro:Ts-Rd0nly!9931@readings-db.readings-db.svc:5432/readings',
      {
        secret: 'Ts-Rd0nly!9931',
      },
    ),
    m(
      'secret-saml-key',
      'note',
      'Suomi.fi SAML -allekirjoitusavaimen (energia/saml/sp-signing.key) passphrase: Sfi-Sign#8823kQ',
      {
        secret: 'Sfi-Sign#8823kQ',
      },
    ),
    m(
      'secret-entsoe',
      'note',
      'ENTSO-E Transparency API:n security token on 3c7e9a1f-2b4d-4f6a-8c0e-5d9b7a3f1e2c',
      {
        secret: '3c7e9a1f-2b4d-4f6a-8c0e-5d9b7a3f1e2c',
      },
    ),
  ],
  sessions: [
    {
      id: 'fi-session-1',
      age: 7,
      turns: [
        said(
          'moi, asiakaspalvelu kyseli miks portaalin kulutusgraafi näyttää tyhjää lokakuun viimiselle sunnuntaille, katotko apps/portal_api/views/consumption.py',
        ),
        replied(
          'Katsoin: näkymä generoi päivän tunnit range(24):llä paikallisessa ajassa, joten 25 tunnin päivästä jää yksi tunti pois ja aikaväli menee vinoon.',
        ),
        said('joo no se pitää korjata. käytä timeutilsin päivärajoja.'),
        replied('Korjattu: aikaväli rakennetaan nyt Europe/Helsinki-päivän rajoista UTC:hen.'),
        said(
          'ja sovitaan nyt näin: portaalissa 15 min näkymä näytetään vain niille käyttöpaikoille joilta oikeasti tulee varttidataa, muille pelkkä tuntinäkymä. tuntidataa ei interpoloida varteiksi.',
          {
            key: 's-portal-resolution',
            type: 'decision',
          },
        ),
        replied('Selvä. Mistä käyttöpaikan resoluutio kannattaa lukea?'),
        said('eiks se tuu Datahubin käyttöpaikkatiedoista?'),
        replied(
          'Tulee: mittaustapa on käyttöpaikkasanomassa ja se tallennetaan jo metering_point.resolution-kenttään, mutta sitä ei käytetä missään.',
        ),
        said('hyvä, käytä sitä.'),
        said(
          'ja tiedoksi: Paytrail lopettaa vanhan E2-rajapinnan tuen vuoden lopussa. meillä on vielä apps/portal_api/legacy_payments.py joka käyttää sitä, se pitää poistaa ennen joulukuuta.',
          {
            key: 's-paytrail-e2',
            type: 'fact',
          },
        ),
        replied('Tarkistin: vain uusien asiakkaiden ensimmäinen ennakkomaksu menee vielä sitä kautta.'),
        said(
          'celery-taskien nimet: aina "<app>.tasks.<verbi>_<objekti>" ja eksplisiittinen name= dekoraattorissa, ettei funktion uudelleennimeäminen riko beat-scheduleja.',
          {
            key: 's-task-naming',
            type: 'convention',
          },
        ),
        replied('Lisäsin name= parametrit billing- ja datahub-taskeihin.'),
        said(
          'tässä stagingin RabbitMQ jos haluut testata: amqp://celery:St4g-Rbt!mq77@rabbit-staging.energia.internal:5672/staging',
          {
            secret: 'St4g-Rbt!mq77',
          },
        ),
        replied('Kiitos, testasin: billing-jono toimii stagingissa.'),
        said('salasanoja ei sit laiteta mihinkään tiedostoon, ne on Key Vaultissa'),
        replied('Joo, en lisännyt sitä mihinkään.'),
        said(
          'Päätettiin Mikon kanssa: kiinteähintaisten sopimusten hinnat tallennetaan aina ALV 0 -hintoina ja ALV lisätään vasta laskurivillä. verollisia hintoja ei enää contracts-tauluihin.',
          {
            key: 's-prices-vat0',
            type: 'decision',
          },
        ),
        replied(
          'Ymmärretty. contracts.PriceComponent.amount tulkitaan jatkossa verottomana; teen migraation joka muuntaa vanhat verolliset hinnat jakson kannalla.',
        ),
        said(
          'Datahub-sanomista vielä: jos XSD-validointi failaa, sanoma menee datahub_quarantine-tauluun eikä sitä retrytä automaattisesti. joku katsoo ne käsin adminissa.',
          {
            key: 's-datahub-quarantine',
            type: 'convention',
          },
        ),
        replied('Teen DatahubQuarantine-mallin ja admin-näkymän.'),
        said('voisko me muuten käyttää pydantic-xml:ää siihen parsintaan?'),
        replied('Voisi, mutta nykyinen lxml + XSD toimii ja on testattu. Suosittelen ettei vaihdeta nyt.'),
        said('okei, pidetään lxml + XSD, ei pydantic-xml:ää datahub-parsintaan', {
          key: 's-keep-lxml',
          type: 'decision',
        }),
        replied('Selvä.'),
        said(
          'vielä yks: laskuajon hälytykset menee Teams-kanavalle #laskutus-halytykset, ei sähköpostiin eikä Slackiin.',
          {
            key: 's-billing-alerts',
            type: 'convention',
          },
        ),
        replied('Päivitin alertmanagerin reitityksen deploy/helm/monitoring/alerts.yaml.'),
        said('kiitti, kirjotatko PR:n kuvauksen'),
        replied(
          'Yhteenveto: DST-korjaus kulutusgraafiin, resoluution mukainen 15 min näkymä, task name= -parametrit, ALV 0 -hinnat sopimuksille, Datahub-karanteeni, laskuajon hälytykset Teamsiin.',
        ),
        said('mergetään ja deployataan stagingiin'),
      ],
    },
  ],
  prompts: [
    p('apps/billing/services.py: laske ALV laskuriveille, jakso 15.8.–14.9.2024', [
      'vat-255',
      'vat-period',
      'vat-period-claim',
      'incident-vat-2024',
      'price-decimal',
    ]),
    p('mikä ALV-kanta meillä on nyt käytössä?', ['vat-255', 'vat-period', 'vat-period-claim']),
    p('VAT_RATE = Decimal("0.24") löytyy vielä apps/billing/constants.py:stä, voiko sen poistaa?', [
      'vat-255',
    ]),
    p('lisää sähkövero laskulle omaksi riviksi', ['no-electricity-tax']),
    p('portaalin hinta-arvio: näytä asiakkaalle kokonaishinta c/kWh kaikkine veroineen', [
      'no-electricity-tax',
      'spot-margin',
      'number-format',
      'vat-255',
    ]),
    p('pörssisähkön laskenta 15 min lukemille, @apps/pricing/services.py', [
      'spot-15min',
      'spot-margin',
      'price-decimal',
      'metering-mix',
      'metering-mix-claim',
    ]),
    p('käyttöpaikalta tulee vain tuntilukemia, miten spot-hinta sille lasketaan?', [
      'spot-15min',
      'metering-mix',
      'metering-mix-claim',
    ]),
    p('voidaanko tuntidatan käsittely poistaa metering-appista?', ['metering-mix', 'metering-mix-claim']),
    p('spot-hintojen haku failaa, mistä ne haetaan ja mihin aikaan?', ['spot-source']),
    p('SpotPrice-mallissa on hour_start, pitääkö sen olla niin?', ['spot-15min']),
    p('negatiivinen spot-hinta, pitäiskö laskurivi leikata nollaan?', ['spot-margin']),
    p('kirjoita migraatio joka lisää meter_readings-tauluun quality-sarakkeen', [
      'migrations',
      'readings-hypertable',
      'db-router',
      'tsdb-selfhost',
    ]),
    p('Datahubista tuli korjattu lukema, päivitä vanha rivi uudella arvolla', ['readings-immutable']),
    p('hyvityslasku korjatuista lukemista, miten erotus lasketaan?', ['readings-immutable']),
    p(
      'portaalin kulutusgraafi on hidas, apps/portal_api/views/consumption.py hakee suoraan meter_readingsista',
      ['cont-aggs', 's-portal-resolution'],
    ),
    p('näytetään 15 min resoluutio kaikille asiakkaille portaalissa, interpoloidaan tuntidata', [
      's-portal-resolution',
      'metering-mix',
      'metering-mix-claim',
    ]),
    p('onko meillä compression päällä lukemille?', ['tsdb-selfhost', 'readings-hypertable']),
    p('voitaisko lukemakanta siirtää takaisin Flexible Serveriin, olis helpompi ylläpitää', [
      'tsdb-selfhost',
    ]),
    p('lisää ForeignKey InvoiceRow → MeterReading', ['db-router']),
    p('käyttöpaikkatunnus BigIntegerFieldiksi, se on nopeampi', ['mp-id']),
    p('validoi metering point id portaalin lomakkeessa', ['mp-id']),
    p('laskuajo lähti tänään kahdesti, tuliko tuplalaskuja?', [
      'billing-idempotent',
      'beat-single',
      'incident-dup-invoices',
    ]),
    p('billing.tasks.run_monthly_billing kestää 45 min ja workeri katkeaa kesken', [
      'celery-eta',
      'incident-dup-invoices',
      'billing-run',
    ]),
    p('ajastetaan laskutustaski countdown=3600', ['celery-eta']),
    p('skaalataan celery beat 3 replikaan HA:n takia', ['beat-single']),
    p('uusi celery-taski joka lähettää maksumuistutukset', ['s-task-naming', 'celery-queues', 'dunning']),
    p('mikä on Celeryn broker nykyään?', ['celery-rabbitmq']),
    p('Redis-brokerin visibility_timeout pitäis nostaa', ['celery-rabbitmq']),
    p('Datahub-sanoma failaa XSD-validoinnissa, pitäiskö sitä retrytä?', [
      's-datahub-quarantine',
      'datahub-xsd',
    ]),
    p('voisko Datahub-parsinnan tehdä pydantic-xml:llä?', ['s-keep-lxml', 'datahub-xsd']),
    p('testataan Datahub-client CI:ssä oikeaa testiympäristöä vasten', ['datahub-tests']),
    p('kirjoita testi sopimusilmoituksen käsittelylle apps/datahub/handlers/contract.py', [
      'datahub-tests',
      'pytest',
      'switch-notice',
      'switch-claim',
    ]),
    p('asiakas haluaa sähköt meiltä huomisesta alkaen, onnistuuko?', ['switch-notice', 'switch-claim']),
    p('Suomi.fi-kirjautuminen ei palauta hetua', ['auth-suomifi', 'hetu']),
    p('TUPAS-integraatiossa virhe, apps/portal_api/tupas.py', ['auth-suomifi']),
    p('logitetaan hetu debuggausta varten kun SAML-vastaus failaa', ['hetu', 'pii-logging']),
    p('hetu-validaattori hylkää 010594Y9032', ['hetu-format']),
    p('yritysasiakkaiden kirjautuminen Suomi.fi-valtuuksilla', ['auth-business', 'auth-suomifi']),
    p('Y-tunnuksen tarkistus Finvoiceen', ['ytunnus', 'finvoice-3']),
    p('Paytrail-maksun paluu: merkitään lasku maksetuksi success-redirectissä', [
      'paytrail-callback',
      'payments-paytrail',
    ]),
    p('Paytrailin callback tulee kolme kertaa samasta maksusta', ['paytrail-callback']),
    p('legacy_payments.py — voiko sen poistaa?', ['s-paytrail-e2', 'payments-paytrail']),
    p('Paytrailin testitunnukset energia/settings/dev.py:hyn, onko ok?', [
      'paytrail-test',
      'secrets-keyvault',
    ]),
    p('Checkout Finlandin API palauttaa 401', ['payments-paytrail']),
    p('HMAC-allekirjoitus Paytrail-pyyntöön', ['payments-paytrail']),
    p('e-laskun lähetys asiakkaan verkkopankkiin, apps/billing/finvoice/sender.py', [
      'einvoice-consent',
      'finvoice-3',
    ]),
    p('mikä Finvoice-versio meillä on?', ['finvoice-3']),
    p('Apixin API-kutsu timeouttaa', ['finvoice-3']),
    p('viitenumeron generointi uudelle laskutyypille', ['reference-number']),
    p('maksumuistutus 7 päivän päästä eräpäivästä ja 10 € muistutusmaksu', ['dunning']),
    p('automatisoidaan katkaisupyyntö verkkoyhtiölle maksamattomista laskuista', ['disconnect']),
    p('hinnankorotus toistaiseksi voimassa oleviin sopimuksiin ensi viikosta', [
      'price-change-notice',
      'contract-types',
    ]),
    p('tallennetaanko kiinteähintaisen sopimuksen hinta ALV:n kanssa?', ['s-prices-vat0']),
    p('contracts.PriceComponent: uusi kenttä verolliselle hinnalle', ['s-prices-vat0']),
    p('laskutusjakso ja kulutuspäivä, missä aikavyöhykkeessä?', ['tz']),
    p('lokakuun viimeisen sunnuntain kulutuksesta puuttuu tunti', ['dst', 'tz', 'tests-dst']),
    p('range(24) päivän tunneille apps/metering/daily.py:ssä', ['dst']),
    p('kirjoita testi vartti-indeksille', ['tests-dst', 'dst', 'pytest']),
    p('DRF-näkymä lukemalistalle /api/v1/metering-points/{id}/readings/', [
      'drf-conventions',
      'db-router',
      'api-versioning',
    ]),
    p('muutetaan /api/v1/invoices vastauksen rakennetta mobiilia varten', ['api-versioning']),
    p('offset-paginaatio lukemille', ['drf-conventions']),
    p('kirjautumisyritysten rajoitus', ['api-throttle']),
    p('uusi näkymä OmaEnergia-portaaliin: laskuhistoria', ['portal-react', 'i18n', 'number-format']),
    p('lisää teksti "Lasku maksettu" InvoiceStatus-komponenttiin', ['i18n']),
    p('hinta näkyy 12.5 c/kWh, pitäis näkyä suomalaisittain', ['number-format']),
    p('poistetaan yli 10 vuotta vanhat kulutustiedot', ['gdpr-retention']),
    p('säilytetäänkö laskut 10 vuotta?', ['gdpr-retention']),
    p('Sentry näyttää asiakkaan nimen ja osoitteen', ['pii-logging']),
    p('az webapp deploy failaa pipelinessa', ['deploy-aks']),
    p('missä helm chartit on?', ['deploy-aks']),
    p('tuotannon web-pod OOMaa, nostan muistia kubectl editillä', ['no-kubectl', 'deploy-aks']),
    p('voidaanko käyttää US-regionin OpenAI-palvelua asiakasviestien luokitteluun?', ['region']),
    p('mistä saan tuotantokannan salasanan?', ['secrets-keyvault', 'pw-rotation']),
    p('lisää Maventan API-avain deploy/helm/web/values-prod.yaml:iin', ['secrets-keyvault']),
    p('salasanan kierron jälkeen celery ei saa yhteyttä kantaan', ['pw-rotation']),
    p('miten saan lokaalin ympäristön pystyyn?', ['local-dev']),
    p('CI failaa: black not found', ['ci-azdo']),
    p('pip install requests Dockerfileen', ['deps']),
    p('deployataan laskutusfix tuotantoon, tänään on kuun 2. arkipäivä', ['deploy-freeze']),
    p('perjantaina klo 16 deploy tuotantoon, ok?', ['deploy-freeze']),
    p('kuka vastaa Datahub-integraatiosta?', ['owners']),
    p('laskuajon hälytykset, minne ne pitäis mennä?', ['s-billing-alerts']),
    p('lisää alertti kun laskuajo epäonnistuu', ['s-billing-alerts', 'billing-run']),
    p('tekstiviesti asiakkaalle katkaisuvaroituksesta', ['notifications', 'disconnect', 'i18n']),
    p('uusi sähköpostitemplate maksumuistutukselle', ['notifications', 'i18n', 'dunning']),
    p('kirjoitetaanko commit-viestit suomeksi?', ['pref-english']),
    p('mikä Python-versio uuteen Dockerfileen?', ['django-51']),
    p('GeneratedField Contract-malliin, toimiiko meillä?', ['django-51']),
    p('lukemataulun partitiot pitää luoda ensi kuulle', ['tsdb-selfhost', 'readings-hypertable']),
    p('is our Celery broker Redis or RabbitMQ?', ['celery-rabbitmq']),
    p('write a DRF serializer for Contract with its price components', [
      'drf-conventions',
      's-prices-vat0',
      'price-decimal',
    ]),
    p('how do we handle the 25-hour day in billing?', ['dst', 'tz', 'tests-dst']),
    p('add a management command to backfill readings_daily', ['cont-aggs', 'migrations']),
    p('where do Datahub messages get validated?', ['datahub-xsd', 's-datahub-quarantine']),
    p('tee admin-näkymä karanteenissa oleville Datahub-sanomille', ['s-datahub-quarantine']),
    p('lasketaan laskurivi floatilla ja pyöristetään lopuksi', ['price-decimal']),
    p('laskun loppusumma heittää sentillä, pyöristysongelma?', ['price-decimal']),
    p('kiinteähintaisen sopimuksen hintaa pitää muuttaa kesken kauden', ['price-change-notice']),
    p('mitä sopimustyyppejä apps/contracts/models.py:ssä on?', ['contract-types']),
    p('uusi datahub-taski, miten se nimetään?', ['s-task-naming', 'celery-queues']),
    p('annetaan hetu Celery-taskille parametrina', ['hetu']),
    p('miten Person haetaan hetun perusteella?', ['hetu']),
    p("readings-testit failaa: Database queries to 'readings' are not allowed in this test", [
      'pytest',
      'db-router',
    ]),
    p('Datahubin sertifikaatti vanhenee, missä sitä käytetään?', ['datahub-client', 'secrets-keyvault']),
    p('ENTSO-E API palauttaa 401', ['spot-source']),
    p('RF-viite virtuaaliviivakoodiin', ['reference-number']),
    p('e-lasku vai paperi jos asiakkaalla ei ole vastaanottoilmoitusta?', ['einvoice-consent']),
    p('muuttotapauksessa sopimus takautuvasti 3 viikkoa, onnistuuko', ['switch-notice', 'switch-claim']),
    p('nostetaan portaalin API throttle 1000/min', ['api-throttle']),
    p('tallennetaanko mittarin aikaleimat Suomen aikaan?', ['tz']),
    p('uusi endpoint joka palauttaa käyttöpaikan resoluution portaalille', [
      's-portal-resolution',
      'drf-conventions',
      'api-versioning',
    ]),
    p('kannattaako compress_segmentby vaihtaa?', ['readings-hypertable']),
    p('kuinka usein GDPR-poistotaski ajetaan?', ['gdpr-retention']),
    p('miten portaali buildataan ja missä se hostataan?', ['portal-react']),
    p('Suomi.fi-kirjautuminen ei toimi stagingissa, metadata vanhentunut?', ['auth-suomifi']),
    p('luodaan uusi Azure Storage Account West US:iin varmuuskopioille', ['region']),
    p('@apps/billing/dunning.py lisää kolmas muistutus 10 € maksulla', ['dunning']),
    p('uuden asiakkaan sopimus pörssisähkölle, marginaali 0,49 c/kWh', [
      'contract-types',
      'spot-margin',
      'price-decimal',
    ]),
    p('tarvitaan uusi Django-app sähköauton latausdatalle, mihin se tehdään?', ['apps-layout', 'db-router']),
    p('tää PR on 900 riviä ja sisältää readings-kannan migraation, splittaanko?', ['pref-small-prs']),
    p('kiitos!', []),
    p('mikä ero on select_related ja prefetch_related?', []),
    p('miten squashaan kolme viimeistä committia?', []),
    p('selitä Pythonin dataclass vs NamedTuple', []),
    p('ok commitoi', []),
    p('what is the difference between asyncio.gather and TaskGroup?', []),
    p('kirjoita regex sähköpostiosoitteelle', []),
    p('tiivistä diffi PR-kuvaukseen', []),
    p('jees toimii', []),
    p('selitä PostgreSQL:n MVCC lyhyesti', []),
    p('React useMemo vs useCallback?', []),
    p('mitä HTTP 409 tarkoittaa?', []),
    p('vimissä: miten korvaan kaikki esiintymät?', []),
    p('explain the free-threaded build in Python 3.13 briefly', []),
    p('kiitti, hyvä', []),
  ],
});
