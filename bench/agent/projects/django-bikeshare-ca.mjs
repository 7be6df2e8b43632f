// Un servei públic de bicicleta compartida de l'àrea de Barcelona: Django 5 + DRF, PostGIS, Celery, docks i e-bikes per
// MQTT, apps Kotlin/Swift, pagaments Redsys, T-mobilitat, RGPD i requisits de l'administració (ca/es, accessibilitat).
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-bikeshare-ca',
  stack:
    'Python 3.12 (Django 5.1, DRF 3.15, GeoDjango, drf-spectacular, django-modeltranslation), PostgreSQL 16 + PostGIS 3.4, Celery 5.4 + Redis 7, EMQX 5 (MQTT, paho-mqtt 2), Redsys TPV Virtual (REST), API T-mobilitat (ATM), VÀLid (AOC), app Android (Kotlin, Compose, Retrofit), app iOS (Swift, SwiftUI), Kubernetes + Helm al CPD, GitLab CI, pytest',
  memories: [
    m(
      'repo-estructura',
      'fact',
      'Estructura del backend: projecte Django a `bicimet/`, apps a `bicimet/apps/` (estacions, bicis, viatges, usuaris, pagaments, tarifes, telemetria, tmobilitat, incidencies, operacions, gbfs, notificacions) i settings a `bicimet/settings/{base,local,pre,pro}.py`.',
      {
        files: ['bicimet/apps', 'bicimet/settings'],
        tags: ['estructura', 'django', 'settings'],
      },
    ),
    m('django-42', 'fact', 'estem a Django 4.2 LTS, no pujar fins que DRF i modeltranslation ho suportin', {
      age: 480,
      tags: ['django', 'versio'],
    }),
    m(
      'django-51',
      'decision',
      'Hem passat de Django 4.2 a Django 5.1 (DRF 3.15, django-modeltranslation 0.19). Ja es poden fer servir `GeneratedField`, `db_default` i `Field.db_comment`; pytz està eliminat, tot amb `zoneinfo`.',
      {
        fact: 'backend | django_version | 5.1',
        supersedes: 'django-42',
        age: 140,
        canonical: true,
        tags: ['django', 'versio', 'upgrade'],
      },
    ),
    m(
      'postgis-srid',
      'convention',
      'Geometries: es guarden en SRID 4326 (`PointField(srid=4326, geography=True)`). Per a buffers o àrees en metres es transforma a EPSG:25831 (ETRS89 / UTM 31N). Mai calcular distàncies en graus.',
      {
        files: ['bicimet/apps/estacions/models.py'],
        tags: ['postgis', 'srid', 'geodjango', 'distancies'],
      },
    ),
    m(
      'estacio-model',
      'fact',
      "El model `Estacio` té `codi` (format `BCN-0142`, `HOS-0007`: prefix del municipi + número), `nom` traduïble, `ubicacio`, `capacitat` i els `ancoratges` com a FK inversa. El `codi` és l'identificador que fan servir els docks a MQTT.",
      {
        fact: 'estacio | identificada_per | codi',
        files: ['bicimet/apps/estacions/models.py'],
        tags: ['estacions', 'model', 'codi'],
      },
    ),
    m(
      'ancoratge-estats',
      'constraint',
      "Estats d'un ancoratge: `lliure`, `ocupat`, `reservat`, `avariat`, `bloquejat` (manteniment). Les transicions només les fa `AncoratgeStateMachine` a `bicimet/apps/estacions/estat.py`; mai `ancoratge.estat = ...` a mà, que es salta l'historial i la invalidació de cache.",
      {
        files: ['bicimet/apps/estacions/estat.py'],
        tags: ['ancoratges', 'estats', 'state-machine'],
      },
    ),
    m(
      'geo-cerca',
      'convention',
      "Estacions properes: `Estacio.objects.filter(ubicacio__dwithin=(punt, D(m=500))).annotate(distancia=Distance('ubicacio', punt)).order_by('distancia')`, aprofitant l'índex GiST. Mai filtrar ni ordenar distàncies en Python.",
      {
        files: ['bicimet/apps/estacions/views.py', 'bicimet/apps/estacions/queries.py'],
        tags: ['postgis', 'geodjango', 'estacions', 'gist'],
      },
    ),
    m(
      'mqtt-mosquitto',
      'fact',
      'broker mqtt: mosquitto 2.0 en una sola VM (mqtt.bicimet.cat:1883 intern, 8883 TLS), acl i passwords en fitxer',
      {
        age: 430,
        tags: ['mqtt', 'mosquitto', 'broker'],
      },
    ),
    m(
      'mqtt-emqx',
      'decision',
      "Hem migrat el broker de Mosquitto a un clúster EMQX 5 de 3 nodes (mqtt.bicimet.cat:8883, mTLS amb un certificat per estació; el port 1883 ja no existeix). El Mosquitto està apagat: l'autenticació i les ACL ara són a la base de dades interna d'EMQX, no en fitxers.",
      {
        fact: 'mqtt broker | is | EMQX 5 cluster',
        supersedes: 'mqtt-mosquitto',
        age: 130,
        reason: 'un sol node no aguantava les reconnexions massives',
        tags: ['mqtt', 'emqx', 'broker', 'mtls'],
      },
    ),
    m(
      'mqtt-topics',
      'convention',
      'Topics MQTT: `bicimet/v1/estacio/{codi}/ancoratge/{n}/estat` (QoS 1, retained) i `bicimet/v1/ebike/{bici_id}/telemetria` (QoS 0). Les ordres cap al dock (desbloqueig remot, reinici) van per `bicimet/v1/estacio/{codi}/cmd` amb QoS 1. Mai publicar amb wildcards.',
      {
        tags: ['mqtt', 'topics', 'qos'],
      },
    ),
    m(
      'mqtt-consumer',
      'fact',
      'El consumidor és el management command `python manage.py consumir_mqtt` (`bicimet/apps/telemetria/management/commands/consumir_mqtt.py`, paho-mqtt 2.x amb shared subscription `$share/backend/...`). No fa lògica: només XADD a un Redis stream, i les tasques Celery de les cues `estat` i `telemetria` ho persisteixen.',
      {
        files: ['bicimet/apps/telemetria/management/commands/consumir_mqtt.py'],
        tags: ['mqtt', 'paho', 'consumidor', 'redis-stream'],
      },
    ),
    m(
      'mqtt-dedup',
      'constraint',
      "Els docks reenvien els missatges no confirmats quan es reconnecten. Tot el que entra per MQTT s'ha de deduplicar per (`codi_estacio`, `seq`) — clau a Redis amb TTL de 24 h — abans de tocar la BD.",
      {
        files: ['bicimet/apps/telemetria/dedup.py'],
        tags: ['mqtt', 'dedup', 'idempotencia', 'reconnexio'],
      },
    ),
    m(
      'incident-tempesta-mqtt',
      'incident',
      "Nov 2024: després d'un tall de llum a l'Hospitalet, ~400 estacions es van reconnectar alhora i van reenviar tot el buffer; la cua `telemetria` va arribar a 2 milions de tasques i els desbloquejos trigaven minuts. Solució: jitter de reconnexió al firmware, dedup per `seq` i una cua `estat` separada amb workers propis per als canvis d'ancoratge.",
      {
        tags: ['incident', 'mqtt', 'celery', 'reconnexio'],
      },
    ),
    m(
      'telemetria-particions',
      'convention',
      "La taula `telemetria_ebike` està particionada per mes (pg_partman). Res de DELETE massius: les particions de més de 13 mesos es desenganxen i s'arxiven a l'S3 amb la tasca `arxivar_particions`.",
      {
        files: ['bicimet/apps/telemetria/models.py'],
        tags: ['telemetria', 'particions', 'postgres', 'pg_partman'],
      },
    ),
    m(
      'bateria-llindar',
      'constraint',
      "Una e-bike amb bateria per sota del 20% no es pot desbloquejar per a un viatge nou (l'API respon 409 amb `code: bateria_baixa`). Per sota del 10% es marca per recollida.",
      {
        files: ['bicimet/apps/viatges/serveis.py'],
        tags: ['ebike', 'bateria', 'desbloqueig'],
      },
    ),
    m(
      'bateria-claim',
      'fact',
      "ojo q el minim de bateria per treure una electrica es el 15%, ho vam baixar a l'estiu pq hi havia queixes",
      {
        disputes: 'bateria-llindar',
        tags: ['ebike', 'bateria'],
      },
    ),
    m(
      'celery-cues',
      'fact',
      "Celery 5.4 amb Redis `redis-broker` com a broker (db 0) i result backend (db 1). Cues: `default`, `estat` (canvis d'ancoratge, prioritat alta), `telemetria`, `pagaments`, `notificacions`. Cada cua té el seu Deployment de workers.",
      {
        files: ['bicimet/celery.py'],
        tags: ['celery', 'cues', 'redis'],
      },
    ),
    m(
      'celery-beat-settings',
      'fact',
      'les tasques periodiques estan a CELERY_BEAT_SCHEDULE dins settings/base.py',
      {
        age: 390,
        files: ['bicimet/settings/base.py'],
        tags: ['celery', 'beat', 'periodiques'],
      },
    ),
    m(
      'celery-beat-db',
      'convention',
      "Les tasques periòdiques viuen a django-celery-beat amb `DatabaseScheduler` i es creen amb una data migration a l'app que toca; operacions pot retocar-ne l'horari des de l'admin.",
      {
        supersedes: 'celery-beat-settings',
        age: 110,
        tags: ['celery', 'beat', 'periodiques', 'django-celery-beat'],
      },
    ),
    m(
      'celery-idempotent',
      'convention',
      "Tasques Celery: `acks_late=True`, idempotents, reben ids (mai instàncies de model) i es llancen amb `transaction.on_commit(lambda: tasca.delay(obj.id))` perquè l'objecte ja existeixi quan el worker el busqui.",
      {
        tags: ['celery', 'idempotencia', 'transaccions'],
      },
    ),
    m(
      'redsys-rest',
      'fact',
      'Pagaments amb el TPV Virtual de Redsys per REST (`/sis/rest/trataPeticionREST`) i inSite a les apps per captar la targeta. Signatura HMAC-SHA256 amb la clau derivada per comanda (3DES del `Ds_Merchant_Order` amb la clau del comerç). Codi a `bicimet/apps/pagaments/redsys/`.',
      {
        fact: 'pagaments | passarel·la | Redsys',
        files: ['bicimet/apps/pagaments/redsys'],
        tags: ['redsys', 'pagaments', 'tpv', 'signatura'],
      },
    ),
    m(
      'redsys-order',
      'constraint',
      "`Ds_Merchant_Order` té 12 caràcters i els 4 primers han de ser numèrics. El nostre format és `AAMM` + 8 alfanumèrics aleatoris (`pagaments/redsys/order.py`). Un número de comanda no es reutilitza mai, ni després d'un error o d'una denegació.",
      {
        files: ['bicimet/apps/pagaments/redsys/order.py'],
        tags: ['redsys', 'comanda', 'ds_order'],
      },
    ),
    m(
      'redsys-notificacio',
      'constraint',
      "La notificació online (POST de Redsys a `/api/v1/pagaments/redsys/notificacio/`) és l'única font de veritat d'un pagament. Primer es valida `Ds_Signature`, després `Ds_Response` (0000–0099 = autoritzat). El retorn de l'usuari per la URLOK no confirma res, només mostra una pantalla d'espera.",
      {
        canonical: true,
        reaffirm: 8,
        files: ['bicimet/apps/pagaments/views.py'],
        tags: ['redsys', 'notificacio', 'urlok', 'pagaments'],
      },
    ),
    m(
      'redsys-urlok-claim',
      'fact',
      "si l'usuari torna per la URLOK ja podem marcar el pagament com a fet, la notificacio a vegades triga massa",
      {
        disputes: 'redsys-notificacio',
        tags: ['redsys', 'urlok'],
      },
    ),
    m(
      'redsys-imports',
      'convention',
      "Imports: `Decimal` en euros dins del backend i, cap a Redsys, cèntims com a string (`Ds_Merchant_Amount='150'` = 1,50 €). Mai `float`. Moneda `978`.",
      {
        tags: ['redsys', 'imports', 'decimal'],
      },
    ),
    m(
      'incident-doble-cobrament',
      'incident',
      'Març 2025: alguns abonaments es van cobrar dues vegades perquè la vista de la URLOK i la notificació creaven cadascuna un `Pagament`. Ara només la notificació en crea, amb `select_for_update()` sobre la comanda i un constraint únic a `ds_order`.',
      {
        files: ['bicimet/apps/pagaments/views.py', 'bicimet/apps/pagaments/models.py'],
        tags: ['incident', 'redsys', 'doble-cobrament'],
      },
    ),
    m(
      'fianca-150',
      'decision',
      "a l'alta es cobra una fiança de 150 € per usuari, es retorna quan es dona de baixa",
      {
        age: 360,
        tags: ['fiança', 'pagaments', 'alta'],
      },
    ),
    m(
      'preautoritzacio',
      'decision',
      "Ja no cobrem la fiança de 150 € a l'alta. Als usuaris ocasionals (sense abonament) els fem una preautorització de 50 € en desbloquejar (`Ds_Merchant_TransactionType=1`) i la confirmació per l'import real en tancar el viatge (`TransactionType=2`). Si no es confirma en 7 dies, caduca sola.",
      {
        supersedes: 'fianca-150',
        age: 95,
        files: ['bicimet/apps/pagaments/preautoritzacio.py'],
        tags: ['redsys', 'preautoritzacio', 'ocasionals', 'pagaments'],
      },
    ),
    m(
      'tmobilitat-api',
      'fact',
      "T-mobilitat: l'usuari vincula el seu suport (targeta o mòbil) i en validem el perfil (T-Jove, T-16, tarifa social...) contra l'API de l'ATM amb OAuth2 client credentials. Client a `bicimet/apps/tmobilitat/client.py`, timeout de 3 s i reintents amb backoff.",
      {
        files: ['bicimet/apps/tmobilitat/client.py'],
        tags: ['t-mobilitat', 'atm', 'oauth2', 'integracio'],
      },
    ),
    m(
      'tmobilitat-hash',
      'constraint',
      "No guardem mai l'UID del suport T-mobilitat en clar: només `hmac_sha256(uid, TMOB_PEPPER)`. Tampoc als logs ni a Sentry (hi ha un `before_send` que el filtra).",
      {
        files: ['bicimet/apps/tmobilitat/models.py'],
        tags: ['t-mobilitat', 'rgpd', 'hash', 'logs'],
      },
    ),
    m(
      'tmobilitat-fake',
      'convention',
      'Els tests no criden mai la preproducció de T-mobilitat (cau sovint, sobretot els caps de setmana, i té límit de peticions): fake a `tests/fakes/tmobilitat.py` amb la fixture `tmob_fake`.',
      {
        files: ['tests/fakes/tmobilitat.py'],
        tags: ['t-mobilitat', 'tests', 'fakes'],
      },
    ),
    m(
      'rgpd-retencio',
      'constraint',
      "RGPD: les traces GPS dels viatges es pseudonimitzen als 30 dies (es desvinculen de l'usuari) i s'esborren als 12 mesos; ho fa la tasca nocturna `anonimitzar_viatges`. Les dades de cobrament es guarden 6 anys per obligació fiscal.",
      {
        canonical: true,
        files: ['bicimet/apps/viatges/tasks.py'],
        tags: ['rgpd', 'retencio', 'gps', 'anonimitzacio'],
      },
    ),
    m(
      'rgpd-claim',
      'fact',
      'Ojo: los recorridos GPS se tienen que guardar 5 años enteros por el contrato con el AMB, no se pueden borrar al año.',
      {
        disputes: 'rgpd-retencio',
        tags: ['rgpd', 'gps', 'retencio'],
      },
    ),
    m(
      'rgpd-drets',
      'convention',
      'Drets RGPD: accés i portabilitat amb `GET /api/v1/jo/dades/` (JSON descarregable); supressió amb `python manage.py suprimir_usuari <id>`, que anonimitza però no esborra els cobraments. Termini legal: un mes des de la sol·licitud.',
      {
        tags: ['rgpd', 'drets', 'exportacio', 'supressio'],
      },
    ),
    m(
      'dpd-revisio',
      'constraint',
      "Qualsevol camp nou amb dades personals (o una finalitat nova per a dades que ja tenim) s'ha de comunicar a la DPD abans del merge, perquè actualitzi el registre d'activitats de tractament. El MR porta l'etiqueta `rgpd`.",
      {
        tags: ['rgpd', 'dpd', 'dades-personals', 'merge-request'],
      },
    ),
    m('i18n-nomes-ca', 'convention', "tots els textos de la web i de l'API en català, sense traduccions", {
      age: 450,
      tags: ['i18n', 'idioma'],
    }),
    m(
      'i18n-bilingue',
      'constraint',
      "Tot el contingut públic (web, correus, notificacions, missatges de l'API) ha d'estar en català i en castellà, amb el català per defecte (`LANGUAGE_CODE='ca'`, `LANGUAGES` = ca, es, en). Els camps traduïbles dels models van amb django-modeltranslation (`nom_ca`, `nom_es`, `nom_en`).",
      {
        supersedes: 'i18n-nomes-ca',
        age: 160,
        canonical: true,
        tags: ['i18n', 'catala', 'castella', 'modeltranslation'],
      },
    ),
    m(
      'i18n-legal-claim',
      'fact',
      "els textos legals (condicions d'us, privacitat) nomes cal publicar-los en catala, el castella es opcional",
      {
        disputes: 'i18n-bilingue',
        tags: ['i18n', 'textos-legals'],
      },
    ),
    m(
      'traduccions',
      'convention',
      "Cadenes amb `gettext_lazy as _`; fitxers a `locale/{ca,es,en}/LC_MESSAGES/django.po`. `makemessages -l ca -l es -l en` i l'equip de comunicació revisa el .po abans de pujar a pro.",
      {
        files: ['locale'],
        tags: ['i18n', 'gettext', 'po'],
      },
    ),
    m(
      'accessibilitat',
      'constraint',
      "Web pública i apps: WCAG 2.1 AA (UNE-EN 301549), pel Reial decret 1112/2018. Cal mantenir la declaració d'accessibilitat a `/accessibilitat/` i el canal de queixes. Al mapa, l'estat de les estacions mai només per color: també icona i text.",
      {
        tags: ['accessibilitat', 'wcag', 'a11y', 'administracio'],
      },
    ),
    m(
      'noms-models',
      'convention',
      "Models, camps i rutes de l'API en català sense accents ni punt volat (`estacio`, `ancoratge`, `viatge`, `abonament`, `cella` mai `cel·la`). La resta del codi i els comentaris en anglès.",
      {
        tags: ['naming', 'models', 'api'],
      },
    ),
    m(
      'api-v1',
      'convention',
      'API DRF sota `/api/v1/`: ViewSets + routers, paginació per cursor (`CursorPagination`, ordenat per `-creat`), errors amb la forma `{"code": "...", "detail": "..."}`. Esquema OpenAPI amb drf-spectacular a `/api/schema/`.',
      {
        files: ['bicimet/api/urls.py'],
        tags: ['api', 'drf', 'openapi', 'paginacio'],
      },
    ),
    m(
      'api-compat',
      'constraint',
      'A les botigues hi ha versions velles de les apps (mínima suportada: 3.4 a Android i iOS). A `/api/v1` no es pot treure ni reanomenar cap camp ni canviar-ne el tipus; els camps nous sempre opcionals o amb valor per defecte. Un canvi trencador va a `/api/v2`.',
      {
        canonical: true,
        tags: ['api', 'compatibilitat', 'apps', 'versionat'],
      },
    ),
    m(
      'app-versio-minima',
      'fact',
      "Les apps envien `X-App-Version` i `X-App-Platform`; `MinAppVersionMiddleware` respon 426 si la versió és inferior a `APP_MIN_VERSION_ANDROID` / `APP_MIN_VERSION_IOS` (django-constance, editable des de l'admin).",
      {
        files: ['bicimet/middleware/app_version.py'],
        tags: ['apps', 'versio', 'middleware', 'constance'],
      },
    ),
    m(
      'clients-mobils',
      'fact',
      "Clients de l'API: app Android (Kotlin, Compose, Retrofit + kotlinx.serialization) al repo `bicimet-android` i app iOS (Swift, SwiftUI, URLSession + Codable) a `bicimet-ios`. Totes dues generen els models a partir de l'esquema OpenAPI de `/api/schema/`.",
      {
        tags: ['android', 'ios', 'kotlin', 'swift', 'openapi'],
      },
    ),
    m(
      'note-decimals-apps',
      'note',
      "compte: l'app iOS descodifica els imports com a `Decimal` des d'string; si l'API torna `1.5` (number) en lloc de `\"1.50\"` peta el Codable. Cal mantenir `COERCE_DECIMAL_TO_STRING=True` a DRF.",
      {
        tags: ['ios', 'decimal', 'drf', 'serialitzacio'],
      },
    ),
    m('auth-token', 'fact', 'les apps fan login amb DRF TokenAuthentication, un token fix per usuari', {
      age: 410,
      tags: ['auth', 'token', 'apps'],
    }),
    m(
      'auth-jwt',
      'decision',
      "Autenticació de les apps amb JWT (djangorestframework-simplejwt): access de 15 minuts i refresh de 30 dies amb rotació i blacklist. L'app ha de refrescar sola quan rep 401 `token_not_valid`. El backoffice web fa servir sessió de Django.",
      {
        supersedes: 'auth-token',
        age: 150,
        tags: ['auth', 'jwt', 'simplejwt', 'apps'],
      },
    ),
    m(
      'valid-tarifa-social',
      'fact',
      "La tarifa social demana identificació forta: l'usuari entra amb VÀLid (idCAT Mòbil, Cl@ve o certificat) per OIDC del Consorci AOC i comprovem el requisit a la Via Oberta. Integració a `bicimet/apps/usuaris/valid.py`.",
      {
        files: ['bicimet/apps/usuaris/valid.py'],
        tags: ['valid', 'aoc', 'idcat', 'tarifa-social'],
      },
    ),
    m(
      'tarifes-2024',
      'fact',
      'tarifes 2024: abonament anual 50 €, mecànica 30 primers minuts inclosos i 0,70 €/30 min després; elèctrica 0,35 € els 30 primers minuts',
      {
        age: 300,
        tags: ['tarifes', 'preus'],
      },
    ),
    m(
      'tarifes-2025',
      'fact',
      'Tarifes vigents: abonament anual 55 €; bici mecànica amb els 30 primers minuts inclosos i 0,75 € per fracció de 30 min després; elèctrica 0,40 € els 30 primers minuts i 0,90 € cada fracció següent. Durada màxima 2 h.',
      {
        supersedes: 'tarifes-2024',
        age: 70,
        tags: ['tarifes', 'preus', 'abonament'],
      },
    ),
    m(
      'tarifes-model',
      'convention',
      "Les tarifes no es hardcodegen: model `Tarifa` amb `vigent_des_de` / `vigent_fins`, i el preu d'un viatge sempre es calcula amb la tarifa vigent a l'inici del viatge (`bicimet/apps/tarifes/calcul.py::preu_viatge`).",
      {
        files: ['bicimet/apps/tarifes/calcul.py', 'bicimet/apps/tarifes/models.py'],
        tags: ['tarifes', 'model', 'calcul'],
      },
    ),
    m(
      'viatge-durada',
      'constraint',
      "Viatge de més de 2 hores: penalització de 4 € per hora addicional i avís a l'usuari. Més de 24 h: la bici passa a `perduda` i el compte queda bloquejat fins que atenció resol la incidència.",
      {
        tags: ['viatges', 'penalitzacio', 'durada'],
      },
    ),
    m(
      'tancament-estacio',
      'fact',
      "No hi ha free-floating: un viatge només es tanca quan un ancoratge informa `ocupat` amb el `bici_id` per MQTT. L'app no pot tancar viatges; si el dock no ho detecta, atenció el tanca des del backoffice.",
      {
        tags: ['viatges', 'tancament', 'ancoratges', 'mqtt'],
      },
    ),
    m(
      'reserva',
      'fact',
      "Reserves: un usuari pot reservar una bici 10 minuts i només té una reserva activa alhora; l'ancoratge passa a `reservat`. La caducitat la fa una tasca Celery amb `countdown=600`.",
      {
        files: ['bicimet/apps/viatges/reserves.py'],
        tags: ['reserves', 'ancoratges', 'celery'],
      },
    ),
    m(
      'zona-horaria',
      'convention',
      "`USE_TZ=True`, tot a la BD en UTC; `TIME_ZONE='Europe/Madrid'` només per mostrar. Informes diaris i rebuts es tallen per dia local (compte amb els dies de canvi d'hora, que tenen 23 o 25 h).",
      {
        tags: ['timezone', 'utc', 'informes'],
      },
    ),
    m(
      'tests-pytest',
      'convention',
      'Tests amb pytest + pytest-django + factory_boy (factories a `tests/factories/`), `pytest -n auto`. Res de fixtures JSON. Els tests corren contra PostGIS real (`postgis/postgis:16-3.4` com a service al CI), no SQLite.',
      {
        files: ['tests', 'pytest.ini'],
        tags: ['tests', 'pytest', 'factory_boy', 'postgis'],
      },
    ),
    m(
      'lint-ruff',
      'convention',
      'ruff (lint i format) i mypy amb django-stubs + djangorestframework-stubs; pre-commit obligatori. El CI falla amb qualsevol error de ruff o mypy.',
      {
        files: ['pyproject.toml', '.pre-commit-config.yaml'],
        tags: ['ruff', 'mypy', 'lint', 'ci'],
      },
    ),
    m(
      'deploy-k8s',
      'fact',
      'Desplegament: GitLab CI construeix la imatge, la puja al registry de GitLab i la desplega amb Helm (`deploy/helm/bicimet`) al clúster Kubernetes del CPD, namespaces `bicimet-pre` i `bicimet-pro`. Pre es desplega sol des de `main`; pro és un job manual sobre un tag.',
      {
        files: ['.gitlab-ci.yml', 'deploy/helm/bicimet'],
        tags: ['deploy', 'kubernetes', 'helm', 'gitlab-ci'],
      },
    ),
    m(
      'finestra-deploy',
      'constraint',
      "No es desplega a pro en hores punta: feiners de 7:00 a 10:00 i de 17:00 a 20:00, ni els dies marcats al calendari d'operacions (Mercè, Sant Jordi, vagues de transport).",
      {
        tags: ['deploy', 'pro', 'hores-punta'],
      },
    ),
    m(
      'deploy-claim',
      'fact',
      'es pot desplegar a pro quan vulguis, el rolling update de k8s no talla cap viatge',
      {
        disputes: 'finestra-deploy',
        tags: ['deploy', 'pro'],
      },
    ),
    m(
      'secrets-env',
      'convention',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder the scenario text quotes
      "Secrets només per variables d'entorn que venen de Sealed Secrets al clúster (`deploy/sealed/`). Al repo hi ha només `.env.example` amb valors de mostra, p. ex. `REDSYS_SECRET_KEY=${REDSYS_SECRET_KEY}` i `TMOB_CLIENT_SECRET=<el-teu-secret>`.",
      {
        files: ['.env.example', 'deploy/sealed'],
        tags: ['secrets', 'sealed-secrets', 'env'],
      },
    ),
    m(
      'gbfs-feed',
      'fact',
      "Publiquem GBFS 2.3 a `/gbfs/gbfs.json` (station_information, station_status, vehicle_types, system_pricing_plans) per a l'open data de l'AMB i apps de tercers. Ho genera `bicimet/apps/gbfs/`, amb cache de 30 s.",
      {
        files: ['bicimet/apps/gbfs'],
        tags: ['gbfs', 'open-data', 'feed'],
      },
    ),
    m(
      'gbfs-privacitat',
      'constraint',
      'El feed GBFS no pot exposar dades personals ni identificadors persistents de bici: el `vehicle_id` públic es rota després de cada viatge, mai el `bici_id` intern.',
      {
        files: ['bicimet/apps/gbfs'],
        tags: ['gbfs', 'privacitat', 'rgpd'],
      },
    ),
    m(
      'cache-mapa',
      'convention',
      "L'endpoint del mapa `/api/v1/estacions/estat/` es cacheja 15 s al Redis de cache (clau `estat_estacions:v2`) i s'invalida quan canvia un ancoratge. Les apps no poden fer polling més sovint de 15 s.",
      {
        tags: ['cache', 'redis', 'mapa', 'estacions'],
      },
    ),
    m(
      'redis-separats',
      'convention',
      'Dos Redis a pro: `redis-broker` (Celery, `maxmemory-policy noeviction`) i `redis-cache` (cache de Django, `allkeys-lru`). Mai posar cache al broker: amb LRU es perden tasques.',
      {
        tags: ['redis', 'celery', 'cache'],
      },
    ),
    m(
      'rebalanceig',
      'fact',
      "Rebalanceig: tasca cada 5 min (`bicimet/apps/operacions/rebalanceig.py`) que detecta estacions buides/plenes per franja horària i crea `OrdreRebalanceig` per a les furgonetes; l'app dels operaris les llegeix de `/api/v1/operacions/ordres/`.",
      {
        files: ['bicimet/apps/operacions/rebalanceig.py'],
        tags: ['rebalanceig', 'operacions', 'furgonetes'],
      },
    ),
    m(
      'notificacions-push',
      'fact',
      "Push amb FCM HTTP v1 per a Android i iOS (APNs a través de FCM) des de `bicimet/apps/notificacions/push.py`, sempre per la cua `notificacions`. Els correus surten per l'SMTP del CPD.",
      {
        files: ['bicimet/apps/notificacions/push.py'],
        tags: ['push', 'fcm', 'notificacions'],
      },
    ),
    m(
      'idioma-notificacions',
      'convention',
      "Notificacions i correus s'envien en l'idioma preferit de l'usuari (`Usuari.idioma`: ca/es/en), per defecte català; mai segons l'Accept-Language de la petició que ho dispara.",
      {
        tags: ['notificacions', 'i18n', 'idioma'],
      },
    ),
    m(
      'rebuts-series',
      'constraint',
      "Cada cobrament genera un rebut (factura simplificada) amb numeració correlativa per sèrie, sense salts: `A` abonaments, `V` viatges, `P` penalitzacions. El número s'assigna amb `select_for_update` sobre `SerieRebut` dins la mateixa transacció.",
      {
        files: ['bicimet/apps/pagaments/rebuts.py'],
        tags: ['rebuts', 'facturacio', 'numeracio'],
      },
    ),
    m(
      'incidencies',
      'fact',
      "Els usuaris reporten avaries des de l'app (`POST /api/v1/incidencies/`, foto opcional a l'S3). Una incidència sobre una bici la bloqueja (`bici.estat = 'revisio'`) fins que manteniment la tanca.",
      {
        files: ['bicimet/apps/incidencies'],
        tags: ['incidencies', 'avaries', 'manteniment'],
      },
    ),
    m(
      'owners',
      'fact',
      'Responsables: backend i API Jordi Puig; pagaments i Redsys Núria Vidal; MQTT i firmware dels docks Marc Ferrer; app Android Laia Soler; app iOS Pau Roca; DPD Montse Garriga; accessibilitat i textos Gemma Bosch.',
      {
        tags: ['owners', 'equip'],
      },
    ),
    m(
      'pref-commits',
      'preference',
      'missatges de commit i descripcions dels MR en català; codi i comentaris en anglès (menys els noms del domini)',
      {},
    ),
    m('pref-mr-petit', 'preference', 'MRs petits, un tema per MR; les migracions en un MR a part', {}),
    m('pref-resposta', 'preference', "respon-me en català, sisplau, encara que t'escrigui en castellà", {}),
    m(
      'note-emqx-dashboard',
      'note',
      "per veure quins docks estan connectats: dashboard d'EMQX a https://emqx.bicimet.internal:18083 (login LDAP) o `emqx ctl clients show <codi>` des d'un node",
      {
        tags: ['emqx', 'mqtt', 'debug'],
      },
    ),
    m(
      'note-postgis-index',
      'note',
      "si una consulta geo va lenta, comprova que el filtre sigui `dwithin` sobre el camp geography; `distance_lte` amb un `Transform` al mig no fa servir l'índex GiST i acaba en Seq Scan",
      {
        tags: ['postgis', 'gist', 'rendiment'],
      },
    ),
    m('stale-heroku', 'note', "l'entorn de proves està a Heroku (bicimet-staging.herokuapp.com)", {
      age: 700,
      tags: ['heroku', 'staging'],
    }),
    m('stale-vpn', 'note', 'per entrar a pre cal la VPN FortiClient amb el perfil AMB-DEV', {
      age: 620,
      tags: ['vpn', 'pre'],
    }),
    m('stale-sentry', 'fact', 'els errors van a un Sentry self-hosted a sentry.bicimet.internal', {
      age: 640,
      tags: ['sentry', 'errors'],
    }),
    m('cand-timescale', 'decision', 'Moure la telemetria de les e-bikes a TimescaleDB amb compressió.', {
      candidate: true,
      tags: ['telemetria', 'timescaledb'],
    }),
    m('cand-bizum', 'decision', 'Afegir Bizum com a mètode de pagament a través de Redsys.', {
      candidate: true,
      tags: ['bizum', 'redsys', 'pagaments'],
    }),
    m(
      'cand-free-floating',
      'decision',
      "Permetre tancar viatges d'e-bike fora d'estació dins de zones geofence definides per l'ajuntament.",
      {
        candidate: true,
        tags: ['free-floating', 'geofence', 'viatges'],
      },
    ),
    m('cand-gbfs3', 'decision', 'Migrar el feed a GBFS 3.0.', {
      candidate: true,
      tags: ['gbfs'],
    }),
    m(
      'cand-graphql',
      'decision',
      "Exposar una API GraphQL (strawberry) per a les apps en lloc de l'API REST.",
      {
        candidate: true,
        tags: ['graphql', 'api'],
      },
    ),
    m(
      'secret-redsys-clau',
      'note',
      'La clau secreta SHA-256 del TPV de pro (comerç 351234567, terminal 001) és Kx9pQ2mW7vR4tZ8nB3cL6hJ1yF5dS0aE, no la copieu enlloc més',
      {
        secret: 'Kx9pQ2mW7vR4tZ8nB3cL6hJ1yF5dS0aE',
      },
    ),
    m(
      'secret-django-key',
      'note',
      'valors de pro per si es perd el sealed secret:\nDJANGO_SECRET_KEY=q8n2vz-x4m7p!k3t9w@r6y1b5c0d8f2g4h7j9l\nDJANGO_ALLOWED_HOSTS=api.bicimet.cat',
      {
        secret: 'q8n2vz-x4m7p!k3t9w@r6y1b5c0d8f2g4h7j9l',
      },
    ),
    m(
      'secret-db-url',
      'note',
      'DATABASE_URL de pro: postgis://bicimet:B1c1M3t-Pr0!8842@db-pro.bicimet.internal:5432/bicimet',
      {
        secret: 'B1c1M3t-Pr0!8842',
      },
    ),
    m(
      'secret-mqtt-pass',
      'note',
      "la contrasenya de l'usuari mqtt `backend-consumer` a l'EMQX és Ancoratge#2025xQz (la mateixa a pre i pro, s'hauria de canviar)",
      {
        secret: 'Ancoratge#2025xQz',
      },
    ),
    m(
      'secret-tmob-json',
      'note',
      'credencials OAuth de T-mobilitat (pro): {"client_id": "bicimet-pro", "client_secret": "tmb_cs_4f8a2c9e7b1d3f5a6c8e0b2d4f6a8c1e", "token_url": "https://api.t-mobilitat.example/oauth/token"}',
      {
        secret: 'tmb_cs_4f8a2c9e7b1d3f5a6c8e0b2d4f6a8c1e',
      },
    ),
    m(
      'secret-fcm-key',
      'note',
      'service account de FCM (firebase-adminsdk), camp private_key:\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7b1c1m3tFcMk3yQz8Lp4Wn\n-----END PRIVATE KEY-----',
      {
        secret: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7b1c1m3tFcMk3yQz8Lp4Wn',
      },
    ),
    m(
      'secret-webhook-furgonetes',
      'note',
      "el webhook de l'empresa de furgonetes (FleetLogix) ve signat amb HMAC; el secret de signatura és whsec_fl_9Tq2Wm7Xr4Kp8Zn3Vb6Lc1Hd",
      {
        secret: 'whsec_fl_9Tq2Wm7Xr4Kp8Zn3Vb6Lc1Hd',
      },
    ),
    m(
      'secret-s3-backups',
      'note',
      "backups de la BD a l'Object Storage: access key 8f3a2b7c9d1e4f60a5b2c8d7e9f1a3b4 / secret key 2c9e7f1a3b5d8c0e4f6a2b9d7c1e3f5a (bucket bicimet-backups)",
      {
        secret: '2c9e7f1a3b5d8c0e4f6a2b9d7c1e3f5a',
      },
    ),
    m(
      'secret-admin-es',
      'note',
      'La contraseña del superusuario `admin` en pre es Pre-Bic1!Adm2025, cambiadla si la usáis para algo más que pruebas.',
      {
        secret: 'Pre-Bic1!Adm2025',
      },
    ),
    m(
      'secret-redis-url',
      'note',
      'CELERY_BROKER_URL=redis://:R3d1s-Br0k3r-77x@redis-broker.bicimet-pro.svc:6379/0',
      {
        secret: 'R3d1s-Br0k3r-77x',
      },
    ),
  ],
  sessions: [
    {
      id: 'bicimet-sessio-1',
      age: 9,
      turns: [
        said(
          "bon dia! avui toca la telemetria nova de les e-bikes. fes una ullada a `bicimet/apps/telemetria/` i explica'm com entra ara un missatge",
        ),
        replied(
          'El dock o la bici publica a bicimet/v1/ebike/{bici_id}/telemetria, consumir_mqtt ho posa al Redis stream i la tasca persistir_telemetria de la cua telemetria ho desa a telemetria_ebike.',
        ),
        said(
          "ok. primer una cosa de seguretat: cada estació només pot publicar i subscriure's als seus propis topics. ACL a EMQX amb el client_id = codi de l'estació, i les bicis igual amb el seu bici_id.",
          {
            key: 's-mqtt-acl',
            type: 'constraint',
          },
        ),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder the scenario text quotes
        replied("Afegeixo les regles d'ACL a EMQX amb el placeholder ${clientid} als topics."),
        said(
          "perfecte. el firmware nou envia la telemetria en CBOR, no en JSON, per estalviar dades de les SIM. el consumidor ha d'acceptar tots dos formats mentre hi hagi bicis amb el firmware vell.",
          {
            key: 's-telemetria-cbor',
            type: 'decision',
          },
        ),
        replied(
          "Detecto el format pel content type de MQTT 5 i, si no n'hi ha, pel primer byte. Faig servir cbor2.",
        ),
        said('quants missatges per segon tenim ara en hora punta?'),
        replied('Al Grafana es veuen uns 1.800 msg/s de telemetria a les 8:30.'),
        said(
          'les bicis envien posició cada 30 s quan estan en moviment i cada 5 min quan estan aturades. amb el firmware nou no canvia.',
          {
            key: 's-telemetria-freq',
            type: 'fact',
          },
        ),
        replied(
          "D'acord. Per cert, amb aquest volum potser valdria la pena moure la telemetria a InfluxDB en lloc de Postgres. Ho preparo?",
        ),
        said('mmm no sé, ja en parlarem'),
        replied('Cap problema, de moment ho deixo a Postgres.'),
        said(
          "per provar-ho contra l'EMQX de pre fes servir aquesta API key: key b1c1met_api, secret Xq7Lm2Pz9Rw4Tk8Vn3Bc6Hy1Jd5Fs0Ga",
          {
            secret: 'Xq7Lm2Pz9Rw4Tk8Vn3Bc6Hy1Jd5Fs0Ga',
          },
        ),
        replied(
          "Fet, he llistat els clients connectats a pre amb l'API de gestió: 212 docks i 35 bicis de prova.",
        ),
        said(
          "una altra: quan una e-bike baixa del 10% no s'avisa l'usuari; es crea una ordre de recollida per a operacions (OrdreRebalanceig de tipus `bateria`) i prou.",
          {
            key: 's-bateria-recollida',
            type: 'decision',
          },
        ),
        replied(
          'Creo la OrdreRebalanceig des de la tasca de telemetria quan el nivell creua el 10%, només una vegada per cicle de càrrega.',
        ),
        said('genial. passa els tests'),
        replied('Tots verds, 412 tests en 58 s.'),
        said('gràcies, ho reviso després de dinar'),
      ],
    },
    {
      id: 'bicimet-sessio-2',
      age: 3,
      turns: [
        said(
          'hola, atenció al client demana poder retornar diners quan un viatge falla. mira `bicimet/apps/pagaments/` a veure què tenim',
        ),
        replied(
          'Hi ha el client de Redsys amb autorització, preautorització i confirmació, però no hi ha cap flux de devolució (TransactionType=3).',
        ),
        said(
          "Les devolucions només les pot fer el personal d'atenció amb el permís `pagaments.fer_devolucio`, des del backoffice. Mai automàtiques, ni des de l'app.",
          {
            key: 's-devolucions',
            type: 'constraint',
          },
        ),
        replied(
          "Entesos. Podria afegir també una devolució automàtica quan un viatge dura menys d'un minut i la bici es reporta avariada; seria còmode per a l'usuari.",
        ),
        said('ara no, primer la manual'),
        replied("D'acord, només la manual amb el permís i registre a l'historial del pagament."),
        said(
          'otra cosa que nos pidió el ATM: si el usuario tiene la T-mobilitat vinculada con perfil T-Jove, el abono anual tiene un 25% de descuento.',
          {
            key: 's-tjove-descompte',
            type: 'decision',
          },
        ),
        replied(
          "Ho poso a tarifes/calcul.py com a descompte aplicat a l'abonament si el perfil validat de T-mobilitat és T-Jove i és vigent el dia de la compra.",
        ),
        said("quin perfil ens torna exactament l'API?"),
        replied('Retorna `perfil: "TJOVE"` amb `vigent_fins`, i per a la T-16 `"T16"`.'),
        said(
          "els errors de l'API: `detail` traduït segons l'Accept-Language (ca/es/en) i un `code` estable en anglès, tipus `battery_too_low`, que és el que fan servir les apps per decidir què mostrar. les apps no han de parsejar mai `detail`.",
          {
            key: 's-errors-api',
            type: 'convention',
          },
        ),
        replied(
          'Canvio els codis en català (`bateria_baixa`) per codis en anglès? Això trencaria les apps velles.',
        ),
        said('no, els codis que ja existeixen es queden; els nous en anglès'),
        replied('Fet: els existents es mantenen i els nous van en anglès.'),
        said(
          "i per l'accessibilitat de la web pública: axe-core dins dels tests de Playwright a totes les pàgines; qualsevol violació de nivell serious o critical trenca el CI.",
          {
            key: 's-a11y-axe',
            type: 'convention',
          },
        ),
        replied('Afegit @axe-core/playwright a web/e2e/ amb un helper `expectNoA11yViolations(page)`.'),
        said('molt bé, fem el MR'),
      ],
    },
  ],
  prompts: [
    p(
      "ei, pots afegir un endpoint per llistar les estacions a menys de 300 m d'un punt? `bicimet/apps/estacions/views.py`",
      ['geo-cerca', 'postgis-srid', 'api-v1'],
    ),
    p('la consulta de estacions properes tarda 2 s a pro, el EXPLAIN diu `Seq Scan on estacions_estacio`', [
      'note-postgis-index',
      'geo-cerca',
    ]),
    p("calcula l'àrea de cobertura de 200 m al voltant de cada estació per a l'informe d'operacions", [
      'postgis-srid',
    ]),
    p("afegeix un camp `altitud` a l'estació i exposa'l a l'API", ['api-compat', 'noms-models', 'api-v1']),
    p("@bicimet/apps/estacions/estat.py l'ancoratge 7 de BCN-0142 es queda en reservat per sempre", [
      'reserva',
      'ancoratge-estats',
    ]),
    p("quan arribi un error de sensor per mqtt, posa l'ancoratge com a avariat", [
      'ancoratge-estats',
      'mqtt-topics',
      'mqtt-consumer',
    ]),
    p(
      'consumir_mqtt peta en arrencar:\n  ConnectionRefusedError: [Errno 111] Connection refused\n  (mqtt.bicimet.cat:1883)',
      ['mqtt-emqx', 'note-emqx-dashboard'],
    ),
    p("donem d'alta 12 estacions noves a Cornellà, que cal configurar al broker?", [
      'mqtt-emqx',
      's-mqtt-acl',
      'mqtt-topics',
    ]),
    p('vull enviar una ordre de desbloqueig remot a un ancoratge des del backoffice', [
      'mqtt-topics',
      'ancoratge-estats',
    ]),
    p(
      "despres del tall de llum d'ahir tenim viatges duplicats i ancoratges que canvien d'estat dues vegades",
      ['mqtt-dedup', 'incident-tempesta-mqtt'],
    ),
    p('la cua telemetria té 300k tasques pendents i els desbloquejos van lentíssims', [
      'celery-cues',
      'incident-tempesta-mqtt',
    ]),
    p('afegeix `temperatura_bateria` al missatge de telemetria de les e-bikes i desa-la', [
      's-telemetria-cbor',
      'telemetria-particions',
    ]),
    p("cada quant envien posició les bicis? vull estimar quant creixerà la taula l'any que ve", [
      's-telemetria-freq',
      'telemetria-particions',
    ]),
    p('esborra la telemetria del 2023 que la BD ocupa massa', ['telemetria-particions']),
    p('un usuari es queixa que no ha pogut agafar una elèctrica amb el 17% de bateria, és un bug?', [
      'bateria-llindar',
      'bateria-claim',
    ]),
    p("quan una ebike baixa del 10% que fem, push a l'usuari?", ['s-bateria-recollida', 'bateria-llindar']),
    p('afegeix una tasca periòdica que recalculi el rebalanceig cada 3 minuts en hora punta', [
      'celery-beat-db',
      'rebalanceig',
    ]),
    p('posa la tasca nova `netejar_reserves` a CELERY_BEAT_SCHEDULE', ['celery-beat-db', 'reserva']),
    p('crea una tasca que enviï el rebut per correu quan es tanca el viatge', [
      'celery-idempotent',
      'celery-cues',
      'idioma-notificacions',
      'rebuts-series',
    ]),
    p(
      'la tasca tancar_viatge a vegades falla amb `Viatge.DoesNotExist: Viatge matching query does not exist.` just després de crear-lo',
      ['celery-idempotent'],
    ),
    p("implementa el pagament de l'abonament anual amb Redsys", [
      'redsys-rest',
      'redsys-order',
      'redsys-notificacio',
      'redsys-imports',
      'tarifes-2025',
    ]),
    p('Redsys ens torna SIS0051 en reintentar un pagament denegat', ['redsys-order']),
    p(
      "quan l'usuari torna a la URLOK ja podem activar l'abonament? la notificació triga uns segons i la gent s'impacienta",
      ['redsys-notificacio', 'redsys-urlok-claim', 'incident-doble-cobrament'],
    ),
    p("l'import que enviem a redsys surt com 1.5 i dona error SIS0018", ['redsys-imports']),
    p('tenim un usuari amb dos cobraments del mateix abonament, revisa bicimet/apps/pagaments/views.py', [
      'incident-doble-cobrament',
      'redsys-notificacio',
    ]),
    p('vull loguejar el payload sencer de la notificació de Redsys per depurar', ['redsys-notificacio']),
    p("cobra la fiança als usuaris nous quan es donin d'alta", ['preautoritzacio']),
    p('un usuari ocasional va tancar el viatge ahir però la preautorització segueix pendent', [
      'preautoritzacio',
    ]),
    p("fes una devolució automàtica si el viatge dura menys d'1 minut (bici avariada)", [
      's-devolucions',
      'incidencies',
    ]),
    p("calcula el preu d'un viatge de 75 minuts amb elèctrica", [
      'tarifes-model',
      'tarifes-2025',
      'viatge-durada',
    ]),
    p("l'any que ve l'abonament puja a 60 €, canvia-ho", ['tarifes-model']),
    p('un viatge porta 26 hores obert, què fem amb la bici i el compte?', ['viatge-durada']),
    p('endpoint nou per vincular la T-mobilitat a un usuari', [
      'tmobilitat-api',
      'tmobilitat-hash',
      'dpd-revisio',
    ]),
    p('els tests de tmobilitat fallen els caps de setmana amb 503 Service Unavailable', ['tmobilitat-fake']),
    p("guarda el numero de la targeta T-mobilitat a la taula d'usuaris per poder buscar per ell", [
      'tmobilitat-hash',
    ]),
    p("els usuaris amb T-Jove haurien de pagar menys l'abonament, no? implementa-ho", [
      's-tjove-descompte',
      'tmobilitat-api',
      'tarifes-model',
    ]),
    p('Oye, ¿cuánto tiempo guardamos los recorridos GPS? Nos lo pregunta el departamento legal', [
      'rgpd-retencio',
      'rgpd-claim',
    ]),
    p('un usuari ens demana per correu totes les seves dades, com li les donem?', ['rgpd-drets']),
    p("vull afegir la data de naixement a l'usuari per fer estadístiques d'edat", ['dpd-revisio']),
    p(
      'la tasca anonimitzar_viatges ha petat aquesta nit:\n  File "bicimet/apps/viatges/tasks.py", line 88, in anonimitzar_viatges\n  django.db.utils.IntegrityError: null value in column "usuari_id" violates not-null constraint',
      ['rgpd-retencio', 'celery-idempotent'],
    ),
    p("afegeix el missatge 'L'estació és plena' a l'API quan no queden ancoratges lliures", [
      'i18n-bilingue',
      'traduccions',
      's-errors-api',
    ]),
    p("publica les condicions d'ús noves a la web, de moment només les tenim en català", [
      'i18n-bilingue',
      'i18n-legal-claim',
    ]),
    p('vull un camp `descripcio` a Estacio que es pugui traduir', ['i18n-bilingue', 'noms-models']),
    p("els correus de confirmació surten en castellà a gent que té l'app en català", [
      'idioma-notificacions',
    ]),
    p("el mapa de la web mostra l'estat de les estacions només amb colors verd/vermell", [
      'accessibilitat',
      's-a11y-axe',
    ]),
    p('el CI ha fallat: `axe: color-contrast (serious)` a /abonaments/. Com ho arreglo?', [
      's-a11y-axe',
      'accessibilitat',
    ]),
    p(
      "l'app Android ensenya 'Battery too low' en anglès a tothom, els errors no haurien de venir traduïts?",
      ['s-errors-api', 'api-v1'],
    ),
    p('renombra el camp `capacitat` a `num_ancoratges` a la resposta de /estacions/', ['api-compat']),
    p("l'app iOS peta descodificant `preu` de la resposta de /viatges/ des de l'últim deploy", [
      'note-decimals-apps',
    ]),
    p('la 3.5 de les apps té un bug greu, obliga els usuaris a actualitzar', [
      'app-versio-minima',
      'api-compat',
    ]),
    p("l'app Android rep 401 cada quart d'hora i l'usuari ha de tornar a fer login", ['auth-jwt']),
    p("genera els models Kotlin per a l'endpoint nou de reserves", ['clients-mobils', 'api-v1']),
    p('implementa la tarifa social amb identificació idCAT', ['valid-tarifa-social', 'dpd-revisio']),
    p(
      "l'usuari diu que ha deixat la bici però el viatge segueix obert, afegim un botó a l'app per tancar-lo?",
      ['tancament-estacio'],
    ),
    p('deixa fer dues reserves alhora als usuaris amb abonament familiar', ['reserva']),
    p("l'informe diari de viatges del 30 de març només té 23 hores, és normal?", ['zona-horaria']),
    p('escriu tests per a bicimet/apps/tarifes/calcul.py', ['tests-pytest', 'tarifes-model', 'tarifes-2025']),
    p(
      'el CI diu\n  bicimet/apps/viatges/views.py:41: error: Need type annotation for "qs"  [var-annotated]',
      ['lint-ruff'],
    ),
    p('desplega el hotfix de pagaments a pro ara mateix (són les 18:10)', [
      'finestra-deploy',
      'deploy-claim',
      'deploy-k8s',
    ]),
    p('com es desplega a pre?', ['deploy-k8s']),
    p('on poso la clau secreta de Redsys per a pre?', ['secrets-env']),
    p('afegeix les tarifes al feed GBFS (system_pricing_plans)', ['gbfs-feed', 'tarifes-model']),
    p('una empresa vol el bici_id de cada bici al GBFS per fer-ne seguiment', ['gbfs-privacitat']),
    p("l'app fa polling de l'estat de les estacions cada 2 segons i el Redis va ofegat", [
      'cache-mapa',
      'redis-separats',
    ]),
    p('he posat CACHES a apuntar al mateix redis que celery per simplificar, ok?', ['redis-separats']),
    p('envia un push quan a la reserva li queden 2 minuts', [
      'notificacions-push',
      'idioma-notificacions',
      'reserva',
    ]),
    p('numera els rebuts de les penalitzacions', ['rebuts-series', 'viatge-durada']),
    p('un usuari reporta una bici amb el fre trencat, com queda bloquejada?', ['incidencies']),
    p('qui ha de revisar un canvi al client de Redsys?', ['owners']),
    p('escriu el missatge del commit', ['pref-commits']),
    p("prepara'm el MR amb la migració de `reserves` i el canvi de l'endpoint, tot junt", [
      'pref-mr-petit',
      'pref-commits',
    ]),
    p('¿Puedes revisar el serializer de viajes? bicimet/apps/viatges/serializers.py', [
      'api-v1',
      'noms-models',
      'pref-resposta',
    ]),
    p('afegir pagament amb Bizum', ['redsys-rest']),
    p('hauríem de pujar a Django 5 algun dia, no?', ['django-51']),
    p('fes servir pytz per passar les dates a hora local als informes', ['django-51', 'zona-horaria']),
    p("l'app dels operaris necessita les ordres de rebalanceig pendents ordenades per prioritat", [
      'rebalanceig',
      'api-v1',
    ]),
    p('soc nou, on és la lògica dels viatges i els settings de pre?', ['repo-estructura']),
    p('de qui és el codi HOS-0007 que surt als logs de mqtt?', ['estacio-model', 'mqtt-topics']),
    p('quina diferència hi ha entre select_related i prefetch_related?', []),
    p('gràcies!', []),
    p('com faig squash dels últims 3 commits?', []),
    p('¿qué diferencia hay entre un proceso y un hilo?', []),
    p('ok perfecte', []),
    p("explica'm què és un índex GiST, en general", []),
    p('resumeix el diff', []),
    p('regex per validar un NIE', []),
    p('merci, ja funciona', []),
  ],
});
