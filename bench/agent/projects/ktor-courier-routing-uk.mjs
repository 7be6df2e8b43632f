// A UK same-day courier: dispatch + route optimisation on Ktor/Exposed/PostGIS, Kafka, an OR-Tools solver over gRPC,
// driver app API, proof-of-delivery photos, PAF lookups, CCZ/ULEZ zones and IR35-aware contractor payouts.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'ktor-courier-routing-uk',
  stack:
    'Kotlin 2.0 + Ktor 2.3 (Netty, kotlinx.serialization, Koin), Exposed DSL, PostgreSQL 16 + PostGIS 3.4 (RDS), Flyway, Kafka (MSK) + outbox, Python 3.11 OR-Tools solver over gRPC, self-hosted OSRM, Redis, S3, Android driver app API, Kotest + MockK + Testcontainers, GitHub Actions, EKS eu-west-2 + Argo CD',
  memories: [
    m(
      'stack-modules',
      'fact',
      'backend is one ktor 2.3 app split into gradle modules :dispatch :routing :driver-api :payouts :common. netty engine, kotlinx.serialization, koin for DI, jdk 21 temurin',
      {
        files: ['settings.gradle.kts', 'build-logic'],
        tags: ['ktor', 'gradle', 'modules', 'koin'],
      },
    ),
    m(
      'orm-ktorm',
      'fact',
      'db access is ktorm, entity interfaces in common/src/main/kotlin/db/entities, one Database object per module',
      {
        fact: 'db access | library | Ktorm',
        age: 540,
        files: ['common/src/main/kotlin/db/entities'],
        tags: ['ktorm', 'orm', 'db'],
      },
    ),
    m(
      'orm-exposed',
      'decision',
      'We moved off Ktorm to Exposed (DSL API) last spring. Ktorm had no sane PostGIS story and we were hand-writing half the geo queries as raw strings anyway; Exposed lets us register custom column types (GeographyPointColumnType in common/src/main/kotlin/db/postgis/). Table objects live in common/src/main/kotlin/db/tables/.',
      {
        fact: 'db access | library | Exposed DSL',
        supersedes: 'orm-ktorm',
        age: 310,
        canonical: true,
        reason: 'postgis column types',
        files: ['common/src/main/kotlin/db/tables', 'common/src/main/kotlin/db/postgis'],
        tags: ['exposed', 'ktorm', 'orm', 'postgis'],
      },
    ),
    m(
      'exposed-dsl-only',
      'convention',
      'exposed: DSL only, no DAO entities (IntEntity/LongEntity). the DAO lazy-loads behind your back and we had a proper N+1 on the driver manifest screen (1 query per stop, 300+ per request). queries live in *Repository classes, routes never touch tables directly',
      {
        files: ['dispatch/src/main/kotlin/jobs/JobRepository.kt'],
        tags: ['exposed', 'dao', 'repository', 'n+1'],
      },
    ),
    m(
      'tx-suspended',
      'constraint',
      'In route handlers and anything called from a coroutine use newSuspendedTransaction(Dispatchers.IO, db) { }. Plain transaction { } blocks the Netty event loop; under wave load that stalled every request on the pod for seconds.',
      {
        reaffirm: 12,
        files: ['common/src/main/kotlin/db/Tx.kt'],
        tags: ['exposed', 'coroutines', 'transaction', 'netty'],
      },
    ),
    m(
      'flyway',
      'convention',
      'migrations = flyway, common/src/main/resources/db/migration/V<yyyyMMddHHmm>__what.sql. never edit one thats been applied anywhere. SchemaUtils.create/createMissingTablesAndColumns is banned outside tests',
      {
        files: ['common/src/main/resources/db/migration'],
        tags: ['flyway', 'migrations', 'exposed'],
      },
    ),
    m(
      'postgis-rds',
      'fact',
      'RDS postgres 16.3 + postgis 3.4. pgrouting is NOT available (rds only had an old version), so no routing in the db: travel times come from osrm.',
      {
        fact: 'database | engine | PostgreSQL 16 + PostGIS 3.4',
        tags: ['postgis', 'rds', 'postgres', 'pgrouting'],
      },
    ),
    m(
      'srid-4326',
      'convention',
      'All geo columns are geography(Point,4326) / geometry(...,4326), lon/lat WGS84. Distances in metres via the geography cast or ST_DistanceSphere. Do not store eastings/northings (BNG 27700) anywhere.',
      {
        canonical: true,
        files: ['common/src/main/kotlin/db/postgis'],
        tags: ['postgis', 'srid', '4326', 'geography'],
      },
    ),
    m(
      'srid-zones-claim',
      'fact',
      'fyi zones.geom is in 27700 not 4326 — the ccz/ulez polygons came from the TfL shapefile in BNG and nobody ever reprojected them, so ST_Contains against a 4326 point needs ST_Transform',
      {
        disputes: 'srid-4326',
        files: ['common/src/main/resources/db/migration'],
        tags: ['postgis', 'srid', 'zones', 'ulez'],
      },
    ),
    m(
      'lonlat-order',
      'constraint',
      'ST_MakePoint(lon, lat): LONGITUDE FIRST. the driver app and the customer api both send {lat, lng}. always go through GeoPoint.toPostgis() in common, never build the point inline',
      {
        files: ['common/src/main/kotlin/geo/GeoPoint.kt'],
        tags: ['postgis', 'lat', 'lon', 'geopoint'],
      },
    ),
    m(
      'incident-latlon',
      'incident',
      'Aug 2025: a hand-written insert in the CSV bulk import swapped lat/lng, 212 Croydon drops landed in the Gulf of Aden and the solver happily planned 6,000 mile routes. nobody noticed till drivers phoned in. fix: import uses GeoPoint + a UK bounding box check (49.8..60.9 lat, -8.7..1.8 lon) that rejects the row.',
      {
        files: ['dispatch/src/main/kotlin/import/CsvJobParser.kt', 'common/src/main/kotlin/geo/UkBounds.kt'],
        tags: ['incident', 'lat', 'lon', 'import', 'csv'],
      },
    ),
    m(
      'solver-rest',
      'fact',
      'routing calls the python solver with POST /solve (json), client in routing/src/main/kotlin/solver/SolverClient.kt (ktor client cio)',
      {
        fact: 'solver | transport | REST JSON',
        age: 450,
        files: ['routing/src/main/kotlin/solver/SolverClient.kt'],
        tags: ['solver', 'rest', 'json'],
      },
    ),
    m(
      'solver-grpc',
      'decision',
      'We moved the solver call from REST/JSON to gRPC: proto in proto/solver/v1/solver.proto, grpc-kotlin stubs generated by the :proto module, python side uses grpcio. A 400-stop wave was a 6 MB JSON body and parsing alone took ~2 s on the python side.',
      {
        fact: 'solver | transport | gRPC',
        supersedes: 'solver-rest',
        age: 215,
        reason: 'payload size and parse time',
        files: ['proto/solver/v1/solver.proto', 'routing/src/main/kotlin/solver/GrpcSolverClient.kt'],
        tags: ['solver', 'grpc', 'proto', 'or-tools'],
      },
    ),
    m('solver-timeout-30', 'constraint', 'solver request timeout is 30s, then we give up and alert', {
      age: 390,
      files: ['routing/src/main/kotlin/solver/SolverClient.kt'],
      tags: ['solver', 'timeout'],
    }),
    m(
      'solver-timeout-8',
      'constraint',
      'Solve deadline: 8 s on the gRPC call, and the request sets time_limit_ms=6000 so OR-Tools returns its best-so-far before we cut it. DEADLINE_EXCEEDED -> fall back to GreedyInserter (routing/src/main/kotlin/fallback/GreedyInserter.kt), log solver_fallback_total.',
      {
        supersedes: 'solver-timeout-30',
        age: 96,
        files: [
          'routing/src/main/kotlin/solver/GrpcSolverClient.kt',
          'routing/src/main/kotlin/fallback/GreedyInserter.kt',
        ],
        tags: ['solver', 'timeout', 'deadline', 'fallback'],
      },
    ),
    m(
      'solver-model',
      'fact',
      'solver models each wave as CVRPTW with pickup&delivery pairs (AddPickupAndDelivery + same vehicle constraint). capacity dims: parcel count and volume in litres. vans ~ 3,500L, cargo bikes 180L. time windows are soft with a penalty of 40/min late except pharmacy jobs (hard)',
      {
        files: ['solver/courier_solver/model.py'],
        tags: ['solver', 'or-tools', 'cvrptw', 'capacity', 'time-windows'],
      },
    ),
    m(
      'proto-compat',
      'constraint',
      'solver.proto: add fields only. never renumber, never remove, never change a type — mark deprecated and reserve the number. ktor and the python solver deploy separately and the solver can lag a day behind. `buf breaking` runs in CI against main.',
      {
        canonical: true,
        files: ['proto/solver/v1/solver.proto', 'buf.yaml'],
        tags: ['proto', 'grpc', 'buf', 'compatibility'],
      },
    ),
    m(
      'osrm',
      'fact',
      'travel-time matrix comes from our own OSRM (car profile, GB extract from geofabrik, rebuilt every sunday 02:00). cargo bikes use a second OSRM on the bicycle profile. routing/src/main/kotlin/matrix/OsrmMatrixClient.kt',
      {
        files: ['routing/src/main/kotlin/matrix/OsrmMatrixClient.kt', 'infra/osrm'],
        tags: ['osrm', 'matrix', 'travel-time'],
      },
    ),
    m(
      'matrix-cache',
      'note',
      'osrm matrix cells cached in redis, key = h3 res9 origin:dest:hour-of-week bucket, ttl 7d. london at 17:00 on a thursday is not london at 10:00 on a sunday, the bucket is on purpose',
      {
        files: ['routing/src/main/kotlin/matrix/MatrixCache.kt'],
        tags: ['redis', 'cache', 'matrix', 'h3'],
      },
    ),
    m(
      'osrm-traffic-factor',
      'fact',
      'OSRM has no live traffic. We multiply durations by a per-borough hour-of-week factor from routing.traffic_factors (learned from last 8 weeks of actual vs planned). Central London peak factor is ~1.9.',
      {
        files: ['routing/src/main/kotlin/matrix/TrafficFactors.kt'],
        tags: ['osrm', 'traffic', 'matrix', 'eta'],
      },
    ),
    m(
      'kafka-ec2',
      'fact',
      'kafka = 3 brokers on ec2 we look after ourselves (2.8 + zookeeper), terraform in infra/kafka',
      {
        fact: 'kafka | hosted_on | self-managed EC2',
        age: 470,
        files: ['infra/kafka'],
        tags: ['kafka', 'ec2', 'zookeeper'],
      },
    ),
    m(
      'kafka-msk',
      'decision',
      'Kafka moved from our self-run EC2 brokers to Amazon MSK (3.6, KRaft, 3 AZs in eu-west-2) with SASL/SCRAM auth. Bootstrap servers come from SSM /courier/prod/kafka/bootstrap. Nobody wanted to be paged for zookeeper again.',
      {
        fact: 'kafka | hosted_on | Amazon MSK',
        supersedes: 'kafka-ec2',
        age: 250,
        reason: 'ops burden',
        files: ['infra/msk'],
        tags: ['kafka', 'msk', 'sasl', 'scram'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'topic names <domain>.<event>.v<n>: jobs.created.v1, jobs.status_changed.v2, driver.location.v2, pod.captured.v1, payouts.statement_ready.v1. key = job_id, except driver.location keyed by driver_id. payloads avro, schemas in schemas/avro/, registered in glue schema registry (BACKWARD compat)',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'topics', 'naming', 'avro'],
      },
    ),
    m(
      'kafka-outbox',
      'constraint',
      'Never produce to Kafka from inside a DB transaction. Write the event to the outbox table in the same transaction and let OutboxRelay (dispatch/src/main/kotlin/outbox/OutboxRelay.kt) publish it. During an MSK failover we committed jobs whose jobs.created events were never sent, and the solver never saw them.',
      {
        canonical: true,
        reaffirm: 20,
        files: ['dispatch/src/main/kotlin/outbox/OutboxRelay.kt'],
        tags: ['kafka', 'outbox', 'transaction', 'events'],
      },
    ),
    m(
      'kafka-consumers-idem',
      'convention',
      'consumers must be idempotent — outbox relay is at-least-once. dedupe on event_id (uuid v7) via processed_events table, 14d retention',
      {
        tags: ['kafka', 'idempotent', 'consumer', 'outbox'],
      },
    ),
    m(
      'driver-location',
      'fact',
      'driver app batches GPS and POSTs /driver/v2/locations every 15s on shift (60s when stationary >3 min). goes to kafka driver.location.v2; latest position also in redis GEO set drivers:live (GEOADD, 5 min expiry per member via sidecar zset)',
      {
        files: ['driver-api/src/main/kotlin/location/LocationRoutes.kt'],
        tags: ['driver-app', 'gps', 'location', 'redis', 'kafka'],
      },
    ),
    m(
      'driver-api-versions',
      'convention',
      "driver api is versioned in the path (/driver/v1, /driver/v2). drivers don't update their phones — old app builds hang around for weeks. v1 routes stay until play console shows <1% of sessions on app < 4.0. new fields: additive only, never rename json keys",
      {
        files: ['driver-api/src/main/kotlin/Routing.kt'],
        tags: ['driver-app', 'api', 'versioning', 'android'],
      },
    ),
    m(
      'driver-auth',
      'fact',
      'Driver login is phone number + SMS OTP (Twilio Verify). We then issue a 15-minute JWT access token and a 30-day refresh token bound to the device id. Drivers have no password at all, so there is nothing to reset or store.',
      {
        files: [
          'driver-api/src/main/kotlin/auth/OtpRoutes.kt',
          'driver-api/src/main/kotlin/auth/JwtIssuer.kt',
        ],
        tags: ['auth', 'otp', 'jwt', 'twilio', 'driver-app'],
      },
    ),
    m(
      'android-app',
      'fact',
      'the driver app is a separate repo (courier-driver-android, compose, min sdk 28). on launch it pulls /driver/v2/config (feature flags, gps interval, photo settings) so a lot of behaviour can change without a release',
      {
        fact: 'driver app | min_sdk | 28',
        inferred: true,
        tags: ['driver-app', 'android', 'config'],
      },
    ),
    m(
      'pod-photo-1080',
      'convention',
      'POD photos: app resizes to 1080px long edge, jpeg quality 85, uploads to s3 with a presigned PUT from POST /driver/v1/pod/upload-url',
      {
        age: 360,
        files: ['driver-api/src/main/kotlin/pod/PodUploadRoutes.kt'],
        tags: ['pod', 'photos', 's3', 'jpeg'],
      },
    ),
    m(
      'pod-photo-webp',
      'convention',
      'POD photos: 1600px long edge, webp q80, hard cap 400 KB. presigned PUT (10 min expiry) to s3://cx-pod-prod/{yyyy}/{mm}/{job_id}/{n}.webp from POST /driver/v2/pod/upload-url. max 4 photos per drop.',
      {
        supersedes: 'pod-photo-1080',
        age: 72,
        files: ['driver-api/src/main/kotlin/pod/PodUploadRoutes.kt'],
        tags: ['pod', 'photos', 's3', 'webp', 'presigned'],
      },
    ),
    m(
      'pod-retention',
      'constraint',
      'POD photos are personal data (faces, front doors, house numbers). Bucket is private, lifecycle rule deletes after 13 months. Customers only see them via a 5-minute signed GET from the tracking page or the merchant portal. Never make an object public, never email the raw S3 URL.',
      {
        canonical: true,
        files: ['infra/s3/pod-bucket.tf'],
        tags: ['pod', 'gdpr', 's3', 'retention', 'privacy'],
      },
    ),
    m(
      'pod-geofence',
      'constraint',
      'POD is only auto-accepted if the device is within 150 m of the drop (ST_DWithin on geography). outside that the app must send a reason code + photo and the job goes to the review queue, not DELIVERED straight away',
      {
        files: ['driver-api/src/main/kotlin/pod/PodService.kt'],
        tags: ['pod', 'geofence', 'postgis', 'review'],
      },
    ),
    m(
      'pod-signature',
      'fact',
      'signatures are captured as an svg path string (pod.signature_svg), not a bitmap. merchant portal renders it inline',
      {
        tags: ['pod', 'signature', 'svg'],
      },
    ),
    m(
      'paf-ideal',
      'fact',
      'address lookup goes through the Ideal Postcodes API (pay per lookup), wrapper in dispatch/src/main/kotlin/address/IdealPostcodesClient.kt',
      {
        fact: 'address lookup | provider | Ideal Postcodes API',
        age: 410,
        files: ['dispatch/src/main/kotlin/address/IdealPostcodesClient.kt'],
        tags: ['paf', 'postcode', 'address', 'ideal-postcodes'],
      },
    ),
    m(
      'paf-local',
      'decision',
      'We moved address lookup off the Ideal Postcodes API onto our own copy of Royal Mail PAF: the monthly PAF file (licensed through our reseller) is loaded into paf.addresses by jobs/paf-import on the 2nd of each month; lookups by postcode or UDPRN via dispatch/src/main/kotlin/address/PafRepository.kt. At ~60k lookups/day the per-lookup bill was silly and p95 was 400 ms.',
      {
        fact: 'address lookup | provider | local Royal Mail PAF copy',
        supersedes: 'paf-ideal',
        age: 165,
        reason: 'cost and latency',
        files: ['jobs/paf-import', 'dispatch/src/main/kotlin/address/PafRepository.kt'],
        tags: ['paf', 'royal-mail', 'postcode', 'address', 'udprn'],
      },
    ),
    m(
      'paf-licence',
      'constraint',
      "PAF licence terms: internal use + address capture only. customer-facing autocomplete may only return addresses for the full postcode the user typed, no partial-prefix browsing, no bulk/export endpoint, and the raw paf tables don't leave our VPC (no copying to analytics/snowflake).",
      {
        files: ['dispatch/src/main/kotlin/address/AddressRoutes.kt'],
        tags: ['paf', 'licence', 'royal-mail', 'compliance'],
      },
    ),
    m(
      'postcode-normalise',
      'convention',
      "postcodes stored upper case with exactly one space before the inward code ('SE1 7PB', 'W1A 1AA'). use PostcodeNormaliser in common, don't write another regex. we don't deliver to BFPO, GY, JE, IM or the highlands & islands surcharge areas (KW, HS, ZE) — reject at booking with OUT_OF_AREA",
      {
        files: ['common/src/main/kotlin/address/PostcodeNormaliser.kt'],
        tags: ['postcode', 'validation', 'address'],
      },
    ),
    m(
      'service-area',
      'fact',
      'we serve inside the M25 plus the Birmingham and Manchester hubs (B and M postcode areas + a 12 mile ring). service areas are rows in zones with type=SERVICE_AREA',
      {
        fact: 'service area | covers | M25 + Birmingham + Manchester',
        inferred: true,
        tags: ['zones', 'service-area', 'hubs'],
      },
    ),
    m(
      'ccz-15',
      'fact',
      'congestion charge is £15/day, mon-fri 07:00-18:00, weekends + bank hols 12:00-18:00',
      {
        age: 430,
        files: ['routing/src/main/kotlin/charges/CongestionCharge.kt'],
        tags: ['ccz', 'congestion-charge', 'tfl'],
      },
    ),
    m(
      'ccz-18',
      'fact',
      "Congestion charge: £18 per vehicle per day (Auto Pay rate, from 2 Jan 2026). Hours 07:00–18:00 Mon–Fri, 12:00–18:00 Sat/Sun and bank holidays, no charge between Christmas Day and New Year's Day inclusive. Amount lives in config charges.ccz.dailyPence=1800.",
      {
        supersedes: 'ccz-15',
        age: 58,
        files: [
          'routing/src/main/kotlin/charges/CongestionCharge.kt',
          'routing/src/main/resources/application.conf',
        ],
        tags: ['ccz', 'congestion-charge', 'tfl', 'charges'],
      },
    ),
    m(
      'ulez',
      'constraint',
      'ULEZ (whole of greater london since aug 2023): diesel vans need euro 6, petrol euro 4, otherwise £12.50/day. own fleet is all compliant. contractor vans are checked at onboarding (DVLA VES lookup + TfL checker) and stored as vehicles.ulez_compliant; re-checked every 30 days',
      {
        files: ['dispatch/src/main/kotlin/vehicles/VehicleCompliance.kt'],
        tags: ['ulez', 'tfl', 'vehicles', 'euro6', 'dvla'],
      },
    ),
    m(
      'ulez-claim',
      'fact',
      'euro 5 diesel vans are fine in the ulez as long as theyre under 3.5t, only HGVs need euro 6',
      {
        disputes: 'ulez',
        tags: ['ulez', 'vehicles'],
      },
    ),
    m(
      'zone-hard-forbid',
      'constraint',
      'A vehicle with ulez_compliant=false must never be routed inside the ULEZ polygon: the solver request marks ULEZ drops as incompatible for that vehicle (allowed_vehicles), it is NOT a soft penalty. CCZ, on the other hand, is a soft cost on the first stop inside the zone per day.',
      {
        files: [
          'routing/src/main/kotlin/solver/SolveRequestBuilder.kt',
          'solver/courier_solver/constraints.py',
        ],
        tags: ['ulez', 'ccz', 'solver', 'zones', 'constraints'],
      },
    ),
    m(
      'charges-reimburse',
      'decision',
      "contractor drivers: we reimburse CCZ when OUR plan took them into the zone (charges.zone_entries built from the planned route, not gps). ULEZ is never reimbursed — non-compliant vans just don't get ulez jobs. dart charge reimbursed same as ccz",
      {
        files: ['payouts/src/main/kotlin/charges/ZoneChargeReimbursement.kt'],
        tags: ['ccz', 'ulez', 'payouts', 'reimbursement'],
      },
    ),
    m(
      'sla-sameday',
      'constraint',
      'Same-day product: booked before 14:00 UK time -> delivered by 21:00 the same day; booked after 14:00 -> next working day by 21:00. URGENT product: collection within 90 min, delivery within 4 h, inside the M25 only. Cut-offs are evaluated in Europe/London, not UTC.',
      {
        files: ['dispatch/src/main/kotlin/booking/SlaCalculator.kt'],
        tags: ['sla', 'same-day', 'cutoff', 'booking'],
      },
    ),
    m(
      'sla-claim',
      'fact',
      'same day cutoff is 12 noon now, not 2pm — sales moved it when we took on the big B2C accounts',
      {
        disputes: 'sla-sameday',
        tags: ['sla', 'cutoff'],
      },
    ),
    m(
      'tz-london',
      'convention',
      'db timestamps are timestamptz in UTC. customers give time windows in UK local time, convert with ZoneId.of("Europe/London") at the edge (booking api + csv import). never LocalDateTime in a table, never ZoneOffset.UTC for customer windows — BST will get you',
      {
        tags: ['timezone', 'bst', 'utc', 'europe-london'],
      },
    ),
    m(
      'incident-bst',
      'incident',
      '26 Oct 2025 (clocks back): the merchant CSV import parsed window times as UTC. 340 jobs had windows an hour out, ~90 late deliveries and a very cross pharmacy chain. Fix in CsvJobParser (Europe/London) + CsvJobParserTest covers both changeover Sundays.',
      {
        files: [
          'dispatch/src/main/kotlin/import/CsvJobParser.kt',
          'dispatch/src/test/kotlin/import/CsvJobParserTest.kt',
        ],
        tags: ['incident', 'bst', 'timezone', 'csv', 'import'],
      },
    ),
    m(
      'money-pence',
      'convention',
      'Money is a Long number of pence everywhere (amount_pence, bigint in the db, `Pence` value class in common). No BigDecimal, no Double. VAT at 20% computed per line and rounded HALF_UP to the penny.',
      {
        canonical: true,
        files: ['common/src/main/kotlin/money/Pence.kt'],
        tags: ['money', 'pence', 'vat', 'rounding'],
      },
    ),
    m(
      'money-claim',
      'fact',
      'heads up payouts.statement_lines.amount is numeric(10,2) pounds not pence, gareth did it that way because the accountants read that table directly',
      {
        disputes: 'money-pence',
        files: ['payouts/src/main/kotlin/statements/StatementLinesTable.kt'],
        tags: ['money', 'payouts', 'statements'],
      },
    ),
    m(
      'self-billing',
      'constraint',
      'We self-bill contractor drivers: each driver has a signed HMRC self-billing agreement (contractors.self_billing_agreed_at, renewed every 12 months). No valid agreement -> excluded from the payout run and flagged in admin. If the driver is VAT registered (vat_number set) the self-billed invoice adds 20% VAT, otherwise no VAT line.',
      {
        files: ['payouts/src/main/kotlin/statements/SelfBillingInvoice.kt'],
        tags: ['payouts', 'self-billing', 'hmrc', 'vat'],
      },
    ),
    m(
      'ir35-sds',
      'constraint',
      "drivers who work through their own ltd company (PSC) are under the off-payroll rules and since we're a medium/large company WE make the status call: SdsService issues a status determination statement, stored as contractors.ir35_status (OUTSIDE/INSIDE) + sds_issued_at. PSC driver with no SDS on file = payout blocked. INSIDE => deemed employment payment with PAYE/NIC via payroll, not modulr",
      {
        files: ['payouts/src/main/kotlin/ir35/SdsService.kt', 'payouts/src/main/kotlin/ir35/Ir35Gate.kt'],
        tags: ['ir35', 'off-payroll', 'sds', 'payouts', 'hmrc'],
      },
    ),
    m(
      'ir35-claim',
      'fact',
      "ir35 is the driver's problem not ours, ltd co drivers sort their own status out. we just pay the invoice",
      {
        disputes: 'ir35-sds',
        tags: ['ir35', 'payouts'],
      },
    ),
    m(
      'sole-traders',
      'fact',
      "~80% of drivers are sole traders (not PSCs) so IR35 doesn't apply to them, but employment status still does (think Uber v Aslam). Product rule: we never assign shifts or rosters to contractors, they accept/decline offers, can substitute, and we don't penalise declines.",
      {
        tags: ['ir35', 'employment-status', 'contractors', 'offers'],
      },
    ),
    m(
      'payout-barclays',
      'fact',
      'contractor payouts run fridays 10:00, payouts job writes a BACS standard 18 file that finance uploads to barclays.net',
      {
        fact: 'payouts | rail | BACS file via Barclays',
        age: 340,
        files: ['payouts/src/main/kotlin/run/BacsFileWriter.kt'],
        tags: ['payouts', 'bacs', 'barclays'],
      },
    ),
    m(
      'payout-modulr',
      'decision',
      "We moved contractor payouts from the Friday BACS file to Modulr's Faster Payments API. The run is now Tuesday 06:00 and covers Mon–Sun of the previous week; drivers get money same morning. Client in payouts/src/main/kotlin/modulr/ModulrClient.kt, HMAC-signed requests.",
      {
        fact: 'payouts | rail | Modulr Faster Payments',
        supersedes: 'payout-barclays',
        age: 125,
        reason: 'drivers wanted faster pay, finance wanted no manual upload',
        files: ['payouts/src/main/kotlin/modulr/ModulrClient.kt', 'payouts/src/main/kotlin/run/PayoutRun.kt'],
        tags: ['payouts', 'modulr', 'faster-payments'],
      },
    ),
    m(
      'payout-idem',
      'constraint',
      'Payout run is idempotent on (driver_id, period_start). Modulr externalReference = payout_id. Never retry a payment POST with a new reference; on timeout GET the payment by externalReference first. The whole run holds pg_try_advisory_lock(4242).',
      {
        files: ['payouts/src/main/kotlin/run/PayoutRun.kt'],
        tags: ['payouts', 'idempotency', 'modulr', 'advisory-lock'],
      },
    ),
    m(
      'incident-double-pay',
      'incident',
      'feb 2026: payout pod got OOM-killed mid run, k8s restarted it and it paid 37 drivers twice (~£14.2k). half of it came back after awkward phone calls. root cause: no idempotency key + no lock. see payout-idem',
      {
        files: ['payouts/src/main/kotlin/run/PayoutRun.kt'],
        tags: ['incident', 'payouts', 'double-payment', 'modulr'],
      },
    ),
    m(
      'rate-cards',
      'fact',
      'driver pay: £2.10 per drop + 55p per loaded mile, URGENT x1.4, waiting time free for 10 min then 25p/min. cargo bike drops £2.40 flat. rate cards in payouts.rate_cards',
      {
        files: ['payouts/src/main/kotlin/rates/RateCardRepository.kt'],
        tags: ['payouts', 'rates', 'rate-card'],
      },
    ),
    m(
      'rate-card-append',
      'convention',
      'rate cards are append-only: insert a new row with effective_from, never UPDATE. statements are computed with the card valid at job completion time (DELIVERED/FAILED ts), so back-dated recalcs stay reproducible',
      {
        files: ['payouts/src/main/kotlin/rates/RateCardRepository.kt'],
        tags: ['payouts', 'rate-card', 'append-only'],
      },
    ),
    m(
      'loaded-miles',
      'note',
      'loaded miles for pay come from the OSRM route of the stop sequence the driver actually did, not the raw gps trace (gps is all over the place round the city of london / canary wharf towers)',
      {
        files: ['payouts/src/main/kotlin/rates/LoadedMiles.kt'],
        tags: ['payouts', 'miles', 'osrm', 'gps'],
      },
    ),
    m(
      'dispatch-waves',
      'fact',
      'batch waves: solver runs at 09:30, 12:00, 15:00 and 18:00 per hub (DispatchScheduler). between waves URGENT jobs go through incremental insertion against live routes',
      {
        files: ['dispatch/src/main/kotlin/waves/DispatchScheduler.kt'],
        tags: ['dispatch', 'waves', 'solver', 'scheduler'],
      },
    ),
    m(
      'frozen-stops',
      'constraint',
      "Once a driver has started a route, the stop they're driving to plus the next 2 are frozen. Re-optimisation may only reorder what comes after. Drivers lose it when the next stop flips under them mid-drive.",
      {
        reaffirm: 6,
        files: ['routing/src/main/kotlin/reopt/Reoptimiser.kt'],
        tags: ['reoptimisation', 'routes', 'driver-app', 'solver'],
      },
    ),
    m(
      'job-states',
      'fact',
      'job lifecycle CREATED -> ALLOCATED -> COLLECTED -> OUT_FOR_DELIVERY -> DELIVERED | FAILED -> (RETURNED). transitions only via JobStateMachine.transition(), never UPDATE jobs SET status directly — it writes the outbox event + audit row',
      {
        files: ['dispatch/src/main/kotlin/jobs/JobStateMachine.kt'],
        tags: ['jobs', 'state-machine', 'status'],
      },
    ),
    m(
      'failed-delivery',
      'fact',
      'failed delivery: standard gets 2 attempts then RETURNED to sender; safe place only if the recipient opted in on the tracking page. each attempt needs a reason code + photo of the door',
      {
        tags: ['jobs', 'failed-delivery', 'safe-place'],
      },
    ),
    m(
      'pharmacy-jobs',
      'constraint',
      'Pharmacy jobs (jobs.controlled = true): signed for by a named adult, never safe-placed, hard time window in the solver. Do NOT store a photo of ID — only the id_checked boolean and the age-band the driver ticked.',
      {
        files: ['dispatch/src/main/kotlin/jobs/PharmacyRules.kt'],
        tags: ['pharmacy', 'controlled', 'pod', 'gdpr'],
      },
    ),
    m(
      'customer-api',
      'fact',
      'B2B customers (shopify merchants, pharmacies, law firms) book via /api/v1/jobs with a per-account api key (header X-Api-Key, stored as sha256 only). webhooks job.status_changed are signed HMAC-SHA256 in X-Courier-Signature with the account webhook secret',
      {
        files: [
          'dispatch/src/main/kotlin/api/JobsApi.kt',
          'dispatch/src/main/kotlin/webhooks/WebhookSigner.kt',
        ],
        tags: ['api', 'webhooks', 'hmac', 'b2b'],
      },
    ),
    m(
      'webhook-retry',
      'convention',
      'outgoing webhooks: 8 retries exponential backoff capped at 6h total, then dead-letter (webhook_deliveries.status=DEAD) and an email to the account manager. never block the state transition on a webhook',
      {
        files: ['dispatch/src/main/kotlin/webhooks/WebhookDispatcher.kt'],
        tags: ['webhooks', 'retry', 'dead-letter'],
      },
    ),
    m(
      'tracking-page',
      'constraint',
      "recipient tracking = separate next.js app (repo courier-track) calling /public/v1/track/{token}. token is 22 chars random, NOT the job id. token dies 7 days after delivery. only show the driver's first name, and no live dot on the map until they're within 3 stops",
      {
        files: ['dispatch/src/main/kotlin/tracking/TrackingRoutes.kt'],
        tags: ['tracking', 'privacy', 'public-api'],
      },
    ),
    m(
      'offer-scoring',
      'decision',
      "job offer scoring = 0.7 * eta-to-pickup score + 0.3 * fairness (driver's earnings today vs hub median). no star ratings, no acceptance rate in the score — legal said penalising declines looks like control (employment status). offers via FCM data msg, expire after 45s, then next driver",
      {
        files: ['dispatch/src/main/kotlin/offers/OfferScorer.kt'],
        tags: ['offers', 'scoring', 'fcm', 'employment-status'],
      },
    ),
    m(
      'h3-drops',
      'fact',
      'jobs.drop_h3 (res 9) filled on insert via h3-java, used for heatmaps and the matrix cache key',
      {
        fact: 'jobs | indexed_by | h3 res 9 drop cell',
        inferred: true,
        tags: ['h3', 'jobs', 'heatmap'],
      },
    ),
    m(
      'tests-kotest',
      'convention',
      'Tests: Kotest FunSpec + MockK. Repository tests run against Testcontainers postgis/postgis:16-3.4 (shared container per module via a Kotest project config extension). Never H2: no PostGIS, and the dialect differences hid two bugs already.',
      {
        files: [
          'common/src/testFixtures/kotlin/PostgisContainer.kt',
          'dispatch/src/test/kotlin/ProjectConfig.kt',
        ],
        tags: ['kotest', 'mockk', 'testcontainers', 'postgis', 'tests'],
      },
    ),
    m(
      'tests-fake-solver',
      'convention',
      'routing tests use FakeSolver (in-process grpc server, routing/src/test/kotlin/fakes/FakeSolver.kt) — never call the real python solver from gradle tests. the solver has its own pytest suite under solver/tests',
      {
        files: ['routing/src/test/kotlin/fakes/FakeSolver.kt', 'solver/tests'],
        tags: ['tests', 'solver', 'grpc', 'fakes'],
      },
    ),
    m(
      'golden-instances',
      'constraint',
      'solver changes are checked against the golden instances in solver/tests/instances/ (anonymised real days: croydon-tue, manc-peak, brum-sat, city-urgent). a PR may not make total distance or late minutes >2% worse on any of them. `make bench` in solver/ prints the table, paste it in the PR',
      {
        files: ['solver/tests/instances', 'solver/Makefile'],
        tags: ['solver', 'golden', 'regression', 'benchmark'],
      },
    ),
    m(
      'tests-ktor',
      'convention',
      'route tests with testApplication { application { module(testKoinModules) } } — real routing/plugins, koin overrides for clients. dont start netty on a port in tests',
      {
        files: ['driver-api/src/test/kotlin/TestApp.kt'],
        tags: ['ktor', 'tests', 'testApplication', 'koin'],
      },
    ),
    m(
      'lint',
      'convention',
      './gradlew check runs ktlint + detekt + tests. detekt has a baseline file per module — fix the finding, dont add to the baseline. python solver: ruff + mypy',
      {
        files: ['config/detekt/detekt.yml'],
        tags: ['ktlint', 'detekt', 'lint', 'ci'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'CI is github actions (.github/workflows/backend.yml, solver.yml): build -> check -> jib image -> ECR. Argo CD auto-syncs staging from main; prod = PR bumping the image tag in the courier-deploy repo, needs 1 approval',
      {
        files: ['.github/workflows/backend.yml', '.github/workflows/solver.yml'],
        tags: ['ci', 'github-actions', 'argocd', 'ecr', 'jib'],
      },
    ),
    m(
      'eks',
      'fact',
      'EKS in eu-west-2. namespaces dispatch-staging / dispatch-prod. solver pods pinned to the c7i.4xlarge nodegroup (taint workload=solver:NoSchedule), 4 replicas, HPA on grpc in-flight requests',
      {
        files: ['deploy/helm/solver/values.yaml'],
        tags: ['eks', 'kubernetes', 'solver', 'hpa'],
      },
    ),
    m(
      'deploy-window',
      'constraint',
      'No prod deploys 15:30–19:30 on weekdays (same-day cut-off + the 15:00 and 18:00 waves) and nothing on Fridays after 14:00. A hotfix inside the window needs a thumbs-up from the on-call dispatch lead in #dispatch-ops.',
      {
        reaffirm: 3,
        tags: ['deploy', 'freeze', 'prod', 'release'],
      },
    ),
    m(
      'secrets-sm',
      'convention',
      'Secrets live in AWS Secrets Manager (courier/<env>/<service>) and reach pods via external-secrets. Never in application.conf, helm values, or the repo. Local dev reads .env.local (gitignored). If a key lands in git or slack it gets rotated, no discussion.',
      {
        canonical: true,
        files: ['deploy/helm', '.gitignore'],
        tags: ['secrets', 'aws', 'secrets-manager', 'external-secrets'],
      },
    ),
    m(
      'modulr-rotation',
      'note',
      'the modulr api key + hmac secret get rotated every 90 days by gareth; the new pair goes straight into secrets manager under courier/prod/payouts. dont ask for it in slack, he wont send it',
      {
        tags: ['modulr', 'secrets', 'rotation', 'payouts'],
      },
    ),
    m(
      'hocon',
      'convention',
      'config = application.conf (HOCON) per module with optional env overrides (the HOCON ?ENV substitution form), bound into a typed AppConfig data class at startup. no System.getenv() sprinkled through the code',
      {
        files: ['dispatch/src/main/resources/application.conf', 'common/src/main/kotlin/config/AppConfig.kt'],
        tags: ['config', 'hocon', 'env'],
      },
    ),
    m(
      'logging-pii',
      'constraint',
      'Logs: logback JSON with MDC request_id, job_id, driver_id. Never log recipient name, phone, email or address line — job_id is enough. PiiMasker in common/logging masks the usual suspects in exceptions too.',
      {
        files: ['common/src/main/kotlin/logging/PiiMasker.kt', 'dispatch/src/main/resources/logback.xml'],
        tags: ['logging', 'gdpr', 'pii', 'mdc'],
      },
    ),
    m(
      'metrics',
      'fact',
      'micrometer -> prometheus, grafana board "Dispatch Waves" + "Solver". solver exports its own metrics on :9102. alerts in deploy/alerts/*.yaml go to pagerduty rota dispatch-oncall',
      {
        files: ['deploy/alerts'],
        tags: ['metrics', 'prometheus', 'grafana', 'alerts'],
      },
    ),
    m(
      'bastion',
      'note',
      'no public db endpoint; staging/prod postgres only through SSM session manager port-forward on the bastion (scripts/db-tunnel.sh staging)',
      {
        age: 480,
        files: ['scripts/db-tunnel.sh'],
        tags: ['db', 'bastion', 'ssm', 'access'],
      },
    ),
    m(
      'owners',
      'note',
      'who owns what: routing + solver = Tunde & Priya, payouts = Gareth, driver api + android = Aisha, infra/eks = Callum, PAF import = Priya',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-british',
      'preference',
      'british spelling in anything user-facing please (colour, cancelled, kerbside, optimise). code identifiers i honestly dont care',
      {},
    ),
    m(
      'pref-small-prs',
      'preference',
      'small PRs, one gradle module per PR where you can, squash merge, conventional-ish titles (fix(routing): ...)',
      {},
    ),
    m(
      'cand-graphhopper',
      'decision',
      'Replace OSRM with GraphHopper so we get turn restrictions for vans and time-dependent routing.',
      {
        candidate: true,
        tags: ['osrm', 'graphhopper', 'matrix'],
      },
    ),
    m(
      'cand-kstreams',
      'decision',
      'Replace the outbox relay with Kafka Streams + Debezium CDC on the outbox table.',
      {
        candidate: true,
        tags: ['kafka', 'outbox', 'debezium'],
      },
    ),
    m(
      'cand-h3-zones',
      'decision',
      'Store CCZ/ULEZ zones as H3 res 10 cell sets instead of polygons and do zone checks by cell lookup.',
      {
        candidate: true,
        tags: ['zones', 'h3', 'ulez', 'ccz'],
      },
    ),
    m(
      'cand-auto-reassign',
      'decision',
      "Automatically reassign a driver's remaining stops to others when they are more than 20 min behind plan.",
      {
        candidate: true,
        tags: ['reoptimisation', 'dispatch'],
      },
    ),
    m(
      'secret-pg-staging',
      'note',
      'staging db for local poking (after the tunnel): postgresql://dispatch_rw:Bermondsey!Vans2291@localhost:6543/courier',
      {
        secret: 'Bermondsey!Vans2291',
      },
    ),
    m(
      'secret-aws',
      'note',
      'old CI user creds if the OIDC role breaks again: AWS_ACCESS_KEY_ID=AKIA4XQ7RZ2MBN5KD3LP AWS_SECRET_ACCESS_KEY=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',
      {
        secret: 'u7Rk2Wq9vLx3Zt8Nb5Hy1Jc6Pm0Fd4Sg/aQeTnYo',
      },
    ),
    m(
      'secret-msk-scram',
      'note',
      'msk scram user for the outbox relay is outbox-relay, password is Scr4m-0utb0x-Ldn-7741 (same in staging, yes i know)',
      {
        secret: 'Scr4m-0utb0x-Ldn-7741',
      },
    ),
    m(
      'secret-modulr',
      'note',
      'modulr sandbox creds for testing the payout run: api key 6f1c2e9a7b3d4f58a0e1c2b3 and hmac secret mdlr_hs_Q8zK3vW1pX7nR4tY9bL2',
      {
        secret: 'mdlr_hs_Q8zK3vW1pX7nR4tY9bL2',
      },
    ),
    m(
      'secret-slack-hook',
      'note',
      'solver fallback alerts post to https://hooks.slack.com/services/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',
      {
        secret: 'Lk9xQ2vTz8Wn4Rb7Yp1Mc5Hd',
      },
    ),
    m(
      'secret-twilio',
      'note',
      "twilio verify for driver OTP — account SID AC8e2f41c9d07b3a56e1f48c2d9a7b06e3, auth token 3c9f1a7e2b8d4f60a5c1e9b7d3f2a8c4. don't commit",
      {
        secret: '3c9f1a7e2b8d4f60a5c1e9b7d3f2a8c4',
      },
    ),
    m(
      'secret-fcm',
      'note',
      'old v1 app builds still get pushes via the FCM legacy server key AAAAq3Zt9Xk:APA91bH7rT2vLq8mWx4Nc9Zp1Ys6Kd3Fj0Gh5Bb2Vn7Mq, the v2 path uses the service account',
      {
        secret: 'AAAAq3Zt9Xk:APA91bH7rT2vLq8mWx4Nc9Zp1Ys6Kd3Fj0Gh5Bb2Vn7Mq',
      },
    ),
    m(
      'secret-jwt',
      'note',
      'driver-api JWT_SIGNING_SECRET on staging is kQ3!vN8r#Wz2mLp7xT5yB9cH so tokens from the staging app verify locally',
      {
        secret: 'kQ3!vN8r#Wz2mLp7xT5yB9cH',
      },
    ),
    m(
      'secret-tfl',
      'note',
      'TfL Unified API app_key for road disruption feed: 8d4f2a6c1e9b47d3a0f5c8e2b6d1a9f7 (free tier, 500 req/min)',
      {
        secret: '8d4f2a6c1e9b47d3a0f5c8e2b6d1a9f7',
      },
    ),
    m(
      'secret-grpc-tls',
      'note',
      'solver mTLS client key is deploy/certs/routing-client.key.enc, decrypt passphrase is Solv3r-mTLS-Peckham-09',
      {
        secret: 'Solv3r-mTLS-Peckham-09',
      },
    ),
    m(
      'secret-paf-sftp',
      'note',
      'paf reseller sftp: user cx_paf_monthly pw Rm-PAF#2026-Tq8z, host sftp.afd-reseller.example, file lands on the 1st',
      {
        secret: 'Rm-PAF#2026-Tq8z',
      },
    ),
    m(
      'secret-merchant-key',
      'note',
      'test merchant (Bloom & Wild-ish florist account 10442) api key for curl: cxk_live_7Hq2Lm9Zr4Vt1Wb8Nc3Xp6Ka',
      {
        secret: 'cxk_live_7Hq2Lm9Zr4Vt1Wb8Nc3Xp6Ka',
      },
    ),
  ],
  sessions: [
    {
      id: 'courier-session-1',
      age: 9,
      turns: [
        said(
          'morning. the cargo bike pilot in shoreditch is a mess, riders getting stuff they cant carry. can you look at how bikes are modelled in solver/courier_solver/model.py',
        ),
        replied(
          'Bikes are a vehicle type with a single volume dimension (180 L) plus the parcel count. There is no weight dimension and no per-parcel size check, so a 70 cm box fits as long as the litres add up.',
        ),
        said(
          'right. rule from ops: cargo bikes max 25kg total payload and no single parcel over 60cm on any side. weight goes in as a third capacity dim for bikes, oversize parcels are just incompatible with bike vehicles',
          {
            key: 's-bike-limits',
            type: 'constraint',
          },
        ),
        replied(
          'Understood. I will add weight_g to the Parcel message (new field number, nothing renumbered), a weight dimension for bikes and an allowed_vehicles filter for parcels with any side > 60 cm.',
        ),
        said(
          'also while youre in charges: dart charge. its £3.00 per crossing for our 2-axle vans (not the £2.50 car rate), pay-per-crossing, free 22:00-06:00. treat it like ccz — arc cost in the solver, reimbursed to contractors from the planned route',
          {
            key: 's-dart-charge',
            type: 'fact',
          },
        ),
        replied(
          'Added DartCharge next to CongestionCharge with dailyPence-style config charges.dart.crossingPence=300 and the night exemption.',
        ),
        said(
          'and before i forget — every Solve request passes random_seed = wave_id.hashCode(). reruns of a wave must give the same plan, debugging the 12:00 wave yesterday was impossible',
          {
            key: 's-solver-seed',
            type: 'convention',
          },
        ),
        replied(
          'OR-Tools with a fixed seed and a single search worker is deterministic; I will set num_search_workers=1 when a seed is given and document it in the proto.',
        ),
        said(
          'here is the grafana token i used to pull the fallback numbers, glsa_Rk8vQ2xT9mWz4Lp7Nb3Yc6Hd1Fs5Jg0_a7c3e9f1 — just use it to check the solver dashboard json',
          {
            secret: 'glsa_Rk8vQ2xT9mWz4Lp7Nb3Yc6Hd1Fs5Jg0_a7c3e9f1',
          },
        ),
        replied('Checked: fallback rate was 11% on the 18:00 Manchester wave yesterday, under 2% elsewhere.'),
        said(
          'ok. and zones: routing caches the polygons in memory, reload them when zones.changed.v1 comes in, not on the 10 min timer. ops edited the ulez boundary yesterday and it took ages to kick in',
          {
            key: 's-zone-reload',
            type: 'convention',
          },
        ),
        replied(
          'Replaced the scheduled refresh in ZoneCache with a consumer on zones.changed.v1 (deduped on event_id).',
        ),
        said(
          'last one. recipient-facing ETAs: solver eta + 10 min, shown as a 1-hour slot rounded to the quarter hour. never send the raw solver eta to customers, it makes us look late every time',
          {
            key: 's-eta-slot',
            type: 'decision',
          },
        ),
        replied(
          'Added EtaSlot.fromSolverEta() in dispatch/tracking and used it for the tracking page and SMS.',
        ),
        said('lovely, cheers. write that up for the PR'),
      ],
    },
  ],
  prompts: [
    p(
      'add a repo method to find all drops within 2km of a hub in dispatch/src/main/kotlin/jobs/JobRepository.kt',
      ['exposed-dsl-only', 'orm-exposed', 'srid-4326', 'lonlat-order', 'tx-suspended'],
    ),
    p('new flyway migration adding vehicles.max_weight_kg pls, and the Exposed table obj', [
      'flyway',
      'orm-exposed',
    ]),
    p('solver keeps timing out on the manc 18:00 wave, what actually happens then? can we bump it to 20s', [
      'solver-timeout-8',
      'dispatch-waves',
    ]),
    p('add a max_route_duration_min field to SolveRequest in proto/solver/v1/solver.proto', [
      'proto-compat',
      'solver-grpc',
    ]),
    p('routing/src/main/kotlin/charges/CongestionCharge.kt still has 1500 hardcoded is that right??', [
      'ccz-18',
      'hocon',
    ]),
    p('contractor van LD19 XKP is a euro 5 diesel transit, can it take the camden jobs tomorrow', [
      'ulez',
      'ulez-claim',
      'zone-hard-forbid',
    ]),
    p('SolveRequestBuilder just adds a cost for non compliant vans in ulez, fix it', [
      'zone-hard-forbid',
      'ulez',
      'solver-model',
    ]),
    p(
      'zone lookup returns nothing for a point thats deffo inside the ccz. query is ST_Contains(z.geom, ST_SetSRID(ST_MakePoint(:lat, :lon), 4326))',
      ['lonlat-order', 'srid-4326', 'srid-zones-claim', 'incident-latlon'],
    ),
    p('write a kotest for PostcodeNormaliser: "sw1a1aa", "  ec1v 9hq " and a jersey one', [
      'postcode-normalise',
      'tests-kotest',
    ]),
    p('merchant portal autocomplete should start suggesting addresses as soon as they type "SE1"', [
      'paf-licence',
      'paf-local',
    ]),
    p(
      'paf import failed this month (jobs/paf-import), where does the file even come from and who looks after it',
      ['paf-local', 'owners'],
    ),
    p('IdealPostcodesClient is still injected in AddressRoutes.kt, safe to delete?', ['paf-local']),
    p('bump ktorm to 4.1 in common/build.gradle.kts', ['orm-exposed']),
    p('publish a jobs.cancelled event when a merchant cancels, in JobService.cancel()', [
      'kafka-outbox',
      'kafka-topics',
      'job-states',
    ]),
    p('new consumer on pod.captured.v1 that emails the merchant the photos', [
      'kafka-consumers-idem',
      'kafka-topics',
      'pod-retention',
    ]),
    p('android team wants to rename `eta` to `etaUtc` in the manifest json, can you do the backend side', [
      'driver-api-versions',
    ]),
    p('add POST /driver/v2/breaks so drivers can log breaks + a test', ['driver-api-versions', 'tests-ktor']),
    p('driver says he forgot his password, how do we reset it from admin', ['driver-auth']),
    p('pod uploads failing from the new samsungs, photos are like 1.2MB', ['pod-photo-webp', 'android-app']),
    p('put a link to the POD photos in the "delivered" email to merchants', ['pod-retention']),
    p('driver marked delivered 600m from the address and its sat in review, why', ['pod-geofence']),
    p('the pharmacy chain wants a photo of the recipients ID for controlled drug drops', [
      'pharmacy-jobs',
      'pod-retention',
    ]),
    p('job booked 13:55 delivered 22:40, customer says SLA breach. check dispatch/.../SlaCalculator.kt', [
      'sla-sameday',
      'sla-claim',
      'tz-london',
    ]),
    p('march csv import: all the time windows are an hour out again', ['incident-bst', 'tz-london']),
    p('add total_pence to the finance export, reading from payouts.statement_lines', [
      'money-pence',
      'money-claim',
    ]),
    p('statement for a vat registered driver — how should vat be calculated on it', [
      'self-billing',
      'money-pence',
    ]),
    p("driver 8812 didn't get paid tuesday, admin shows 'no agreement'", ['self-billing', 'payout-modulr']),
    p(
      'new ltd co driver onboarded, payout blocked IR35_MISSING. can i just set ir35_status=OUTSIDE in the db to unblock him',
      ['ir35-sds', 'ir35-claim'],
    ),
    p('driver with ir35_status INSIDE — how does he actually get paid?', ['ir35-sds']),
    p('feature request: guaranteed minimum hours for drivers who do 5 days a week', [
      'sole-traders',
      'offer-scoring',
    ]),
    p('add acceptance rate to the offer score so flaky drivers get fewer offers', [
      'offer-scoring',
      'sole-traders',
    ]),
    p('payout run timed out half way on modulr, can i just rerun it', [
      'payout-idem',
      'incident-double-pay',
      'payout-modulr',
    ]),
    p('change per drop rate to £2.25 from next monday', ['rate-card-append', 'rate-cards']),
    p('waiting time on statement for job 4471920 looks wrong, 25 min wait paid 0', ['rate-cards']),
    p('driver disputes his miles, says his gps showed 48mi and we paid 41', ['loaded-miles']),
    p('reimburse ulez for contractor vans in the weekly statement', ['charges-reimburse']),
    p('add the dartford crossing to the route charges', ['s-dart-charge', 'charges-reimburse']),
    p('reoptimiser swapped the next stop for driver 233 while he was driving to it, why', ['frozen-stops']),
    p('implement auto reassignment when a driver is 30 min behind', ['frozen-stops', 'dispatch-waves']),
    p('quick sql to set 50 jobs to DELIVERED from the admin script, ok?', ['job-states', 'kafka-outbox']),
    p('add a RETURNED reason after failed attempts', ['failed-delivery', 'job-states']),
    p('big merchant wants webhooks retried for 48h instead', ['webhook-retry']),
    p('write a node snippet for merchants to verify our webhook signature', ['customer-api']),
    p('tracking page should show the van moving on the map as soon as its out for delivery', [
      'tracking-page',
    ]),
    p('use the job id in the tracking url instead of the token, support keeps asking', ['tracking-page']),
    p('osrm times in central london at 5pm are way too optimistic', [
      'osrm-traffic-factor',
      'osrm',
      'matrix-cache',
    ]),
    p('a cargo bike got 14 parcels today incl a 70cm box of wine lol', ['s-bike-limits', 'solver-model']),
    p('add a weight capacity dimension in solver/courier_solver/model.py', [
      'solver-model',
      's-bike-limits',
      'golden-instances',
    ]),
    p('my solver change makes croydon-tue 3% longer but late minutes drop a lot, ok to merge?', [
      'golden-instances',
    ]),
    p('rerunning the 12:00 wave gives a different plan every time, makes debugging hell', ['s-solver-seed']),
    p('ops edited the ulez polygon in admin but routing still uses the old one', ['s-zone-reload']),
    p('send the ETA to recipients in the out-for-delivery sms', ['s-eta-slot']),
    p('test for JobRepository.findByHub, can i use h2 its way faster', ['tests-kotest']),
    p('write a test for the GrpcSolverClient fallback path', [
      'tests-fake-solver',
      'solver-timeout-8',
      'tests-kotest',
    ]),
    p('route test for POST /driver/v2/locations', ['tests-ktor', 'driver-location']),
    p('detekt fails LongMethod on Reoptimiser.kt, just add it to the baseline?', ['lint']),
    p("why isn't my change on staging yet, merged 20 min ago", ['ci-gha']),
    p("deploy the payout fix to prod now, it's 4:45pm tuesday", ['deploy-window', 'ci-gha']),
    p('where do i put the new twilio messaging service sid and token', ['secrets-sm', 'hocon']),
    p('read the modulr base url + key from env in ModulrClient', ['hocon', 'secrets-sm']),
    p('log the full booking request body when validation fails, need it to debug the shopify plugin', [
      'logging-pii',
    ]),
    p('grafana alert when solver fallback rate > 10%', ['metrics', 'solver-timeout-8']),
    p('solver pods stuck Pending after the node upgrade', ['eks']),
    p('how do i get onto the prod db to check a job', ['bastion']),
    p('who should review a change to the PAF import', ['owners']),
    p('handler hangs under load: transaction { JobsTable.selectAll().where { ... } } inside a route', [
      'tx-suspended',
      'exposed-dsl-only',
    ]),
    p('manifest endpoint does ~300 queries per call, pls fix', ['exposed-dsl-only']),
    p('kafka producer for the payouts service, which bootstrap servers / auth?', ['kafka-msk', 'secrets-sm']),
    p('csv import rejected a row with lat -0.12 lng 51.5, bug?', ['incident-latlon', 'lonlat-order']),
    p('heatmap of failed deliveries by area for the ops review', ['h3-drops', 'failed-delivery']),
    p('booking for KW1 4YT gets OUT_OF_AREA and the merchant is fuming', [
      'postcode-normalise',
      'service-area',
    ]),
    p('we are opening a Leeds hub, what needs adding', ['service-area', 'dispatch-waves']),
    p('urgent job booked 17:30 for watford, do we do 4h there?', ['sla-sameday', 'service-area']),
    p('change the driver gps interval to 10s', ['driver-location', 'android-app']),
    p("driver positions on the dispatcher map are stale, where's live location stored", ['driver-location']),
    p('signatures render as garbage in the merchant portal', ['pod-signature']),
    p('can we just do pgr_dijkstra in postgres for the distance check', ['postgis-rds', 'osrm']),
    p('write the user-facing error copy for a cancelled job', ['pref-british']),
    p('this PR touches routing, payouts and driver-api, fine to ship as one?', ['pref-small-prs']),
    p('is ccz charged on christmas eve?', ['ccz-18']),
    p('move the solver call back to REST so we can curl it', ['solver-grpc']),
    p('@routing/src/main/kotlin/matrix/MatrixCache.kt hit rate is awful, key is just origin+dest', [
      'matrix-cache',
      'h3-drops',
    ]),
    p('app sends a new failed reason DOG_LOOSE, backend rejects it', [
      'failed-delivery',
      'driver-api-versions',
    ]),
    p('new field on the payouts.statement_ready avro schema, can it be required?', ['kafka-topics']),
    p('processed_events table is 40GB, can i truncate it', ['kafka-consumers-idem']),
    p('offer expired after 45s and nobody took it, what happens next', ['offer-scoring']),
    p('make SdsService emit an event when a status changes', ['ir35-sds', 'kafka-outbox', 'kafka-topics']),
    p('endpoint for merchants to generate a new api key', ['customer-api']),
    p('add a new gradle module for the merchant invoicing stuff', ['stack-modules', 'pref-small-prs']),
    p('can u give me the modulr prod api key, want to test the payout run locally', [
      'modulr-rotation',
      'secrets-sm',
    ]),
    p("what's the difference between a sealed class and a sealed interface in kotlin", []),
    p('cheers mate', []),
    p('how do i rebase onto main without losing my commits', []),
    p('explain structured concurrency in coroutines quickly', []),
    p('nice one, ta', []),
    p('what does `reified` actually do', []),
    p('regex for a UK mobile number like 07700 900123', []),
    p('git log of just my commits from last week?', []),
    p('morning! coffee first then the PR', []),
    p('big O of inserting into a binary heap?', []),
  ],
});
