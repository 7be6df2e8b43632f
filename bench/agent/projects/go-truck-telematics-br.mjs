// A Brazilian truck-fleet telematics platform: MQTT ingestion from on-board units, a rules engine for alerts,
// CT-e/MDF-e fiscal documents (SEFAZ) and ANTT/RNTRC checks, a MapLibre dashboard and a Flutter driver app.
// Team in São Paulo, Curitiba and Recife; most of the text is informal Brazilian Portuguese.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'go-truck-telematics-br',
  stack:
    'Go 1.22 (EMQX MQTT ingestion, gRPC + grpc-gateway API, CEL rules engine), TimescaleDB + PostgreSQL (Cloud SQL), Redis (Memorystore), NATS JetStream, React 18 + TypeScript + MapLibre GL, Flutter driver app, ANTT/RNTRC + CT-e/MDF-e (SEFAZ), GCP (GKE, Cloud SQL), Terraform, Argo CD, GitHub Actions, testify + Testcontainers',
  memories: [
    m(
      'payload-json',
      'fact',
      'OBU manda telemetria em JSON ({"imei":..,"lat":..,"lng":..,"spd":..,"ts":"..."}), parser em internal/ingest/parse_json.go',
      {
        fact: 'obu payload | format | JSON',
        files: ['internal/ingest/parse_json.go'],
        age: 520,
        tags: ['obu', 'payload', 'json', 'ingest'],
      },
    ),
    m(
      'payload-proto',
      'decision',
      'Desde o firmware 5.x das OBUs o payload é protobuf (frota.obu.v3.Telemetry em proto/obu/v3/telemetry.proto), ~70% menor que o json e a conta de dados M2M caiu pela metade. o parse_json.go foi apagado em nov/24 qdo o último lote de rastreador foi atualizado, não tem mais caminho json.',
      {
        fact: 'obu payload | format | protobuf v3',
        supersedes: 'payload-json',
        age: 240,
        canonical: true,
        files: ['proto/obu/v3/telemetry.proto', 'internal/ingest/parse.go'],
        reason: 'custo de dados M2M',
        tags: ['obu', 'payload', 'protobuf', 'ingest', 'firmware'],
      },
    ),
    m(
      'mqtt-topics',
      'convention',
      'tópicos MQTT: frota/{tenant}/{imei}/tel (telemetria), frota/{tenant}/{imei}/evt (ignição, pânico, violação de baú), frota/{tenant}/{imei}/cmd (downlink pra OBU). a ACL do EMQX só deixa a OBU publicar/assinar no próprio imei.',
      {
        files: ['internal/mqtt/topics.go'],
        tags: ['mqtt', 'emqx', 'topics', 'acl', 'downlink'],
      },
    ),
    m(
      'mqtt-shared-sub',
      'constraint',
      'o ingest SEMPRE assina com shared subscription ($share/ingest/frota/+/+/tel). se assinar direto cada pod recebe tudo e a gente grava N vezes o mesmo ponto. o HPA do ingest depende disso.',
      {
        files: ['internal/mqtt/client.go'],
        tags: ['mqtt', 'emqx', 'shared-subscription', 'ingest', 'scaling'],
      },
    ),
    m(
      'mqtt-qos0',
      'fact',
      'telemetry publishes are QoS 0 with clean session. losing a point here and there is acceptable; only evt/ messages use QoS 1.',
      {
        fact: 'telemetry publish | qos | 0',
        age: 560,
        tags: ['mqtt', 'qos'],
      },
    ),
    m(
      'mqtt-qos1',
      'decision',
      'Telemetria agora é QoS 1 com sessão persistente (clean_start=false, session expiry 72h) pq cliente reclamou de buraco no trajeto qdo a carreta passa em área sem sinal. efeito colateral: o ingest recebe duplicata, ver dedup.',
      {
        fact: 'telemetry publish | qos | 1',
        supersedes: 'mqtt-qos0',
        age: 280,
        reason: 'buracos no trajeto em área sem sinal',
        tags: ['mqtt', 'qos', 'session', 'ingest'],
      },
    ),
    m(
      'obu-buffer',
      'fact',
      'a OBU guarda até 72h de pontos qdo fica sem sinal (BR-163 no MT, serra do mar no PR...) e despeja tudo em ordem de seq quando volta. ts_gps pode chegar com dias de atraso. o ingest NUNCA usa now() como timestamp do ponto, sempre o ts_gps do pacote.',
      {
        files: ['internal/ingest'],
        tags: ['obu', 'buffer', 'offline', 'timestamp', 'ingest'],
      },
    ),
    m(
      'dedup',
      'constraint',
      'Ingestion is at-least-once end to end (MQTT QoS 1 + JetStream redelivery). Writes to telemetria use INSERT ... ON CONFLICT (vehicle_id, ts_gps, seq) DO NOTHING. Never assume a point arrives exactly once.',
      {
        files: ['internal/ingest/writer.go'],
        tags: ['ingest', 'dedup', 'idempotent', 'timescaledb'],
      },
    ),
    m(
      'speed-units',
      'fact',
      'speed no proto v3 é uint32 em décimos de km/h (campo speed_dkmh): 873 = 87,3 km/h. conversão fica só em internal/telemetry/units.go, não espalhar /10 pelo código.',
      {
        fact: 'obu speed field | unit | 0.1 km/h',
        files: ['internal/telemetry/units.go', 'proto/obu/v3/telemetry.proto'],
        tags: ['speed', 'units', 'obu', 'protobuf'],
      },
    ),
    m(
      'speed-knots-claim',
      'fact',
      'cuidado q a velocidade q vem do rastreador é em nós (vem do NMEA), tem q multiplicar por 1.852 pra dar km/h',
      {
        fact: 'obu speed field | unit | knots',
        disputes: 'speed-units',
        tags: ['speed', 'units', 'obu'],
      },
    ),
    m(
      'imei-vehicle',
      'convention',
      'Never key anything by IMEI. OBUs get swapped (defeito, roubo, upgrade); the ingest maps imei -> vehicle_id through obu_installations (valid_from / valid_to) and telemetria stores vehicle_id. Dashboard and reports query by vehicle_id only.',
      {
        files: ['internal/ingest/resolver.go'],
        tags: ['imei', 'vehicle', 'obu', 'ingest'],
      },
    ),
    m(
      'emqx-note',
      'note',
      'EMQX 5.6, 3 nós no GKE (namespace mqtt), ~38 mil OBUs conectadas no pico. o dashboard do emqx não tem ingress: kubectl -n mqtt port-forward svc/emqx-dashboard 18083',
      {
        tags: ['emqx', 'mqtt', 'gke'],
      },
    ),
    m(
      'tsdb-hypertable',
      'fact',
      'telemetria é hypertable com chunk de 1 dia, compressão depois de 7 dias (segmentby vehicle_id, orderby ts_gps desc). ponto atrasado caindo em chunk comprimido funciona mas é lento (decompress), por isso backlog grande de OBU pesa no banco.',
      {
        files: ['db/migrations/telemetria'],
        tags: ['timescaledb', 'hypertable', 'compression', 'telemetria'],
      },
    ),
    m(
      'retention-raw-90',
      'fact',
      'retention policy: telemetria crua é dropada com 90 dias, só os continuous aggregates ficam.',
      {
        fact: 'telemetria raw | retention | 90 days',
        age: 450,
        tags: ['timescaledb', 'retention'],
      },
    ),
    m(
      'retention-raw-400',
      'decision',
      "a seguradora e a gerenciadora de risco pedem trajeto ponto a ponto de até 1 ano em caso de sinistro, então a retention da telemetria crua foi pra 400 dias (add_retention_policy('telemetria', INTERVAL '400 days')). o custo de disco a gente absorveu com a compressão.",
      {
        fact: 'telemetria raw | retention | 400 days',
        supersedes: 'retention-raw-90',
        age: 130,
        reason: 'sinistro: seguradora pede 1 ano de trajeto',
        files: ['db/migrations/telemetria'],
        tags: ['timescaledb', 'retention', 'sinistro'],
      },
    ),
    m(
      'cagg',
      'convention',
      'relatórios e gráficos do dashboard leem dos continuous aggregates telemetria_5min e telemetria_1h. nunca fazer time_bucket em cima da hypertable crua dentro de um endpoint, derruba o banco.',
      {
        files: ['db/migrations/telemetria', 'internal/reports'],
        tags: ['timescaledb', 'continuous-aggregate', 'reports'],
      },
    ),
    m(
      'tz-utc',
      'convention',
      'tudo timestamptz em UTC no banco. converte pra America/Sao_Paulo só na borda (dashboard, PDF). exceção: jornada do motorista usa o fuso da base dele (drivers.tz), motorista de Cuiabá é America/Cuiaba (-04). e não hardcoda -03 em lugar nenhum.',
      {
        reaffirm: 14,
        tags: ['timezone', 'utc', 'jornada', 'reports'],
      },
    ),
    m(
      'timescale-vm',
      'fact',
      'TimescaleDB NÃO está no Cloud SQL (o Cloud SQL não tem a extensão timescaledb). roda em 2 VMs GCE n2-highmem-16 com Patroni (primário + réplica) em southamerica-east1. o Cloud SQL (Postgres 15) é só o cadastro: tenants, veículos, motoristas, fiscal.',
      {
        tags: ['timescaledb', 'cloud-sql', 'gce', 'patroni'],
      },
    ),
    m(
      'sqlc',
      'convention',
      'SQL via sqlc: queries em db/queries/*.sql, código gerado em internal/store/dbgen (make sqlc). pgx/v5 pool. sem ORM, gorm foi vetado no começo do projeto.',
      {
        files: ['db/queries', 'internal/store/dbgen', 'sqlc.yaml'],
        tags: ['sqlc', 'pgx', 'sql'],
      },
    ),
    m(
      'migrations',
      'convention',
      'migrations com goose em db/migrations/{cadastro,telemetria}. nunca editar migration que já rodou em stg/prod, cria outra. create_hypertable e políticas de compressão vão na mesma migration da tabela.',
      {
        files: ['db/migrations'],
        tags: ['goose', 'migrations', 'timescaledb'],
      },
    ),
    m(
      'redis-last-position',
      'fact',
      'última posição de cada veículo fica no Redis (Memorystore) em HSET veh:last:{vehicle_id}, atualizada pelo ingest. o rpc GetFleetSnapshot lê daí. redis é só cache: se perder, o job cmd/lastpos-rebuild reconstrói da telemetria.',
      {
        files: ['internal/ingest/lastpos.go', 'cmd/lastpos-rebuild'],
        tags: ['redis', 'last-position', 'cache', 'dashboard'],
      },
    ),
    m(
      'last-pos-sql-claim',
      'fact',
      'a posição atual no mapa vem de um SELECT DISTINCT ON (vehicle_id) ... ORDER BY ts_gps DESC direto na telemetria',
      {
        disputes: 'redis-last-position',
        tags: ['last-position', 'dashboard', 'sql'],
      },
    ),
    m(
      'queue-redis-streams',
      'fact',
      'o ingest publica cada ponto num Redis Stream (XADD tel:stream) e o rules engine consome com XREADGROUP no consumer group rules.',
      {
        fact: 'internal event bus | implemented_with | Redis Streams',
        age: 600,
        tags: ['redis', 'streams', 'rules'],
      },
    ),
    m(
      'queue-nats',
      'decision',
      'Depois que a gente perdeu mensagem num failover do Memorystore, o Redis Streams saiu do caminho da telemetria. hoje é ingest -> NATS JetStream (stream TELEMETRIA, file storage, R3, max_age 72h) e o rules engine e o notifier consomem com durable pull consumer.',
      {
        fact: 'internal event bus | implemented_with | NATS JetStream',
        supersedes: 'queue-redis-streams',
        age: 300,
        reason: 'Redis Streams perdeu mensagens no failover',
        files: ['internal/bus'],
        tags: ['nats', 'jetstream', 'rules', 'notifier'],
      },
    ),
    m(
      'nats-subjects',
      'convention',
      'subjects: tel.<tenant>.<vehicle_id>, evt.<tenant>.<tipo>, alert.<tenant>.<severidade>, notify.<canal>. streams e consumers são declarados em deploy/nats/*.yaml (NACK), nunca js.AddStream / AddConsumer no código da aplicação.',
      {
        files: ['deploy/nats'],
        tags: ['nats', 'jetstream', 'subjects', 'naming'],
      },
    ),
    m(
      'nats-ack',
      'constraint',
      'JetStream consumers ack only after the DB transaction commits. AckWait 30s, MaxDeliver 5; after that the message goes to the DLQ subject dlq.<stream> via the advisory handler. Never AckNone, never ack before processing.',
      {
        files: ['internal/bus/consumer.go'],
        tags: ['nats', 'jetstream', 'ack', 'dlq'],
      },
    ),
    m(
      'rules-engine',
      'fact',
      'rules engine (cmd/rules, internal/rules): uma máquina de estado por veículo em memória (parado, em movimento, ocioso, fora de rota). regras por tenant na tabela rule_sets (Cloud SQL), recarregadas quando chega cfg.rules.updated no NATS.',
      {
        files: ['cmd/rules', 'internal/rules'],
        tags: ['rules', 'state-machine', 'alerts'],
      },
    ),
    m(
      'rules-cel',
      'decision',
      'Expressões de regra em CEL (cel-go), compiladas e type-checked quando a regra é salva no dashboard. nada de Lua/govaluate/expr: precisa ser sandbox e barato por ponto (~30k pontos/s no pico).',
      {
        files: ['internal/rules/cel.go'],
        reason: 'sandbox + custo por ponto',
        tags: ['rules', 'cel', 'alerts'],
      },
    ),
    m(
      'speed-limit-80',
      'constraint',
      'alerta de excesso de velocidade: 80 km/h fixo pra frota toda, sem tolerância.',
      {
        fact: 'speed alert | default_threshold | 80 km/h',
        age: 420,
        tags: ['speed', 'alerts', 'rules'],
      },
    ),
    m(
      'speed-limit-90',
      'constraint',
      'limite padrão de velocidade revisado: 90 km/h (máx do CTB pra caminhão em rodovia) + 7 km/h de tolerância de GPS, e só alerta depois de 30s contínuos acima. cada tenant pode sobrescrever no rule_sets (a Transvale usa 80 em pista simples).',
      {
        fact: 'speed alert | default_threshold | 90 km/h + 7 tolerance',
        supersedes: 'speed-limit-80',
        age: 110,
        files: ['internal/rules/speed.go'],
        tags: ['speed', 'alerts', 'rules', 'ctb'],
      },
    ),
    m(
      'stale-alerts',
      'constraint',
      'rules engine só gera alerta em tempo real pra ponto com ts_gps de até 15 min atrás. ponto mais velho (backlog de OBU) atualiza estado e relatório mas NÃO dispara whatsapp/push.',
      {
        reaffirm: 10,
        files: ['internal/rules/engine.go'],
        tags: ['alerts', 'backlog', 'rules', 'whatsapp'],
      },
    ),
    m(
      'incident-backlog',
      'incident',
      'jun/2024: a operadora caiu 6h no Sul, ~12 mil OBUs voltaram juntas despejando buffer e o rules engine mandou ~40 mil alertas velhos de velocidade no WhatsApp dos gestores. a Meta limitou nosso número por 24h. daí veio a regra dos 15 min.',
      {
        tags: ['incident', 'backlog', 'whatsapp', 'alerts'],
      },
    ),
    m(
      'alert-dedup',
      'convention',
      'dedup de alerta: chave alert:{vehicle_id}:{rule_id} no Redis com TTL = janela da regra (default 10 min). mesma regra + veículo dentro da janela só atualiza o alerta aberto, não notifica de novo.',
      {
        files: ['internal/rules/dedup.go'],
        tags: ['alerts', 'dedup', 'redis'],
      },
    ),
    m(
      'panic-button',
      'constraint',
      'Panic button (evt type PANIC) is P1: it skips dedup and quiet hours and must reach the gerenciadora de risco webhook + WhatsApp within 10 s end to end. Never batch it and never route it through the low-priority notify queue.',
      {
        files: ['internal/rules/panic.go', 'cmd/notifier'],
        tags: ['panic', 'alerts', 'gerenciadora', 'sla'],
      },
    ),
    m(
      'geofence',
      'fact',
      'cercas eletrônicas: polígonos no Cloud SQL (tabela geofences, PostGIS). o rules engine carrega em memória com índice rtree (tidwall/rtree) e recarrega no cfg.geofence.updated. entrada/saída tem histerese de 2 pontos pra não ficar piscando.',
      {
        files: ['internal/rules/geofence.go'],
        tags: ['geofence', 'cerca', 'postgis', 'rules'],
      },
    ),
    m(
      'jornada-lei',
      'constraint',
      'Lei 13.103/2015 (lei do motorista): máx 5h30 de direção contínua, com 30 min de descanso que pode ser fracionado; interjornada de 11h a cada 24h (pode fracionar, 8h ininterruptas); jornada de 8h + até 2h extras (4h se tiver convenção coletiva). o alerta de direção contínua usa 5h30.',
      {
        fact: 'direção contínua | max | 5h30',
        canonical: true,
        files: ['internal/rules/jornada.go'],
        tags: ['jornada', 'lei-do-motorista', 'alerts', 'compliance'],
      },
    ),
    m(
      'jornada-4h-claim',
      'fact',
      'lei do motorista: a cada 4h dirigindo tem q parar 30 min, é isso q o alerta tem q checar',
      {
        fact: 'direção contínua | max | 4h',
        disputes: 'jornada-lei',
        tags: ['jornada', 'lei-do-motorista'],
      },
    ),
    m(
      'jornada-source',
      'fact',
      'marcações de jornada (início, refeição, descanso, fim) vêm do app do motorista, que é a fonte de verdade legal. a telemetria (ignição + velocidade) só define o que é tempo de direção. se divergir vira inconsistência pro RH, o sistema não corrige sozinho.',
      {
        tags: ['jornada', 'driver-app', 'rh'],
      },
    ),
    m(
      'grpc-api',
      'fact',
      'API em cmd/api: gRPC (proto/frota/v1) + grpc-gateway expondo REST em /v1 pro dashboard e pro app. código gerado com buf generate em gen/go.',
      {
        files: ['cmd/api', 'proto/frota/v1', 'buf.gen.yaml'],
        tags: ['grpc', 'api', 'buf', 'grpc-gateway'],
      },
    ),
    m(
      'buf-breaking',
      'convention',
      'buf lint + buf breaking --against main rodam no CI. nunca renumerar nem reaproveitar field number: campo removido vira reserved (número E nome). mudança incompatível = pacote frota.v2, não mexe no v1.',
      {
        files: ['buf.yaml', 'proto'],
        tags: ['protobuf', 'buf', 'breaking-change', 'api'],
      },
    ),
    m(
      'tenant-isolation',
      'constraint',
      'Multi-tenant: toda tabela do Cloud SQL tem RLS por tenant_id (SET LOCAL app.tenant_id no começo da transação, em internal/store/tx.go). o tenant vem SEMPRE do claim do JWT, nunca de parâmetro ou corpo da request. na telemetria (sem RLS) todo WHERE filtra tenant_id.',
      {
        canonical: true,
        reaffirm: 5,
        files: ['internal/store/tx.go'],
        tags: ['tenant', 'rls', 'security', 'multi-tenant'],
      },
    ),
    m(
      'logging',
      'convention',
      'log/slog em JSON, sempre com tenant_id e vehicle_id. não logar payload inteiro da OBU nem XML fiscal completo (tem CPF/CNPJ, endereço), no máximo hash + tamanho.',
      {
        tags: ['logging', 'slog', 'lgpd'],
      },
    ),
    m(
      'lgpd',
      'constraint',
      'LGPD: CPF e CNH do motorista são criptografados na aplicação (envelope com Cloud KMS, internal/crypto) e mascarados em log e UI (***.456.789-**). posição identificada do motorista fora da jornada não aparece no dashboard.',
      {
        files: ['internal/crypto'],
        tags: ['lgpd', 'cpf', 'privacy', 'driver'],
      },
    ),
    m(
      'go-121',
      'fact',
      'go.mod em go 1.21; em teste table-driven com t.Parallel() lembrar do tc := tc senão a goroutine pega a última iteração.',
      {
        fact: 'go toolchain | version | 1.21',
        age: 500,
        tags: ['go', 'tests'],
      },
    ),
    m(
      'go-122',
      'convention',
      'Go 1.22 (go.mod e imagem golang:1.22-bookworm). com a semântica nova de loop var o tc := tc / v := v não precisa mais e o linter (copyloopvar) reclama. rota HTTP simples usa os padrões do net/http ("GET /healthz"), sem chi pra coisa nova.',
      {
        fact: 'go toolchain | version | 1.22',
        supersedes: 'go-121',
        age: 200,
        files: ['go.mod'],
        tags: ['go', 'loopvar', 'net-http'],
      },
    ),
    m(
      'golangci',
      'convention',
      'golangci-lint com o .golangci.yml da raiz (gofumpt, errcheck, errorlint, copyloopvar...). erro sempre embrulhado com fmt.Errorf("...: %w", err). CI falha em qualquer issue; //nolint só com justificativa no comentário.',
      {
        files: ['.golangci.yml'],
        tags: ['lint', 'golangci', 'gofumpt', 'ci'],
      },
    ),
    m(
      'tests-testcontainers',
      'convention',
      'testes: testify (require pra pré-condição, assert pro resto), table-driven. integração com testcontainers-go (timescale/timescaledb-ha:pg15, nats:2.10, redis:7) atrás da build tag integration: go test -tags=integration ./... — nada de banco de dev compartilhado.',
      {
        tags: ['tests', 'testify', 'testcontainers', 'integration'],
      },
    ),
    m(
      'tests-no-sefaz',
      'constraint',
      'CI never calls SEFAZ homologação or the ANTT webservice. Use internal/fiscal/sefaz/sefazfake and internal/antt/anttfake. Real homologação runs only by hand (make homolog-cte / make homolog-mdfe) with the test certificate.',
      {
        files: ['internal/fiscal/sefaz/sefazfake', 'internal/antt/anttfake'],
        tags: ['tests', 'sefaz', 'antt', 'fakes', 'ci'],
      },
    ),
    m('cte-300', 'fact', 'emissor de CT-e gera layout 3.00, XSDs em internal/fiscal/cte/schemas/v300.', {
      fact: 'CT-e | layout_version | 3.00',
      age: 650,
      files: ['internal/fiscal/cte/schemas/v300'],
      tags: ['cte', 'sefaz', 'layout'],
    }),
    m(
      'cte-400',
      'fact',
      'a SEFAZ desligou o layout 3.00 do CT-e, só aceita 4.00. os XSDs tão em internal/fiscal/cte/schemas/v400 e a pasta v300 foi apagada do repo.',
      {
        fact: 'CT-e | layout_version | 4.00',
        supersedes: 'cte-300',
        age: 380,
        files: ['internal/fiscal/cte/schemas/v400', 'internal/fiscal/cte/emit.go'],
        tags: ['cte', 'sefaz', 'layout', 'xsd'],
      },
    ),
    m(
      'mdfe-encerramento',
      'constraint',
      'MDF-e (layout 3.00, internal/fiscal/mdfe) tem que ser ENCERRADO (evento de encerramento) quando a viagem termina: com MDF-e aberto pra mesma placa a SEFAZ rejeita o próximo. o rules engine dispara o encerramento quando o veículo entra na cerca do destino final; se falhar vai pra fila de pendências fiscais no dashboard.',
      {
        files: ['internal/fiscal/mdfe/encerramento.go'],
        tags: ['mdfe', 'sefaz', 'encerramento', 'geofence'],
      },
    ),
    m('mdfe-auto-claim', 'fact', 'mdfe nao precisa encerrar na mão, dps de 30 dias a sefaz encerra sozinha', {
      disputes: 'mdfe-encerramento',
      tags: ['mdfe', 'sefaz', 'encerramento'],
    }),
    m(
      'sefaz-contingencia',
      'fact',
      'qdo a SEFAZ autorizadora cai o CT-e vai pra SVC (SVC-SP ou SVC-RS conforme a UF). o emissor consulta o status do serviço a cada 5 min e troca sozinho; a troca fica em fiscal_contingency_log. nunca emitir em contingência sem xJust.',
      {
        files: ['internal/fiscal/sefaz/status.go'],
        tags: ['sefaz', 'contingencia', 'svc', 'cte'],
      },
    ),
    m(
      'a1-cert',
      'constraint',
      'certificado A1 (.pfx) é um por CNPJ (matriz + cada filial). fica no Secret Manager (fiscal-a1-<cnpj>) e o serviço fiscal carrega no startup, troca = nova versão do secret + rollout. monitor alerta 30 dias antes de vencer. NUNCA commitar .pfx, nem em testdata.',
      {
        files: ['internal/fiscal/cert'],
        tags: ['a1', 'certificado', 'sefaz', 'secrets'],
      },
    ),
    m(
      'incident-cert',
      'incident',
      'mar/2025: o A1 da filial Curitiba venceu numa segunda de manhã e a emissão de CT-e da filial ficou parada ~5h até a Ju conseguir o pfx novo. daí nasceu o monitor de validade de 30 dias.',
      {
        tags: ['incident', 'a1', 'certificado', 'cte'],
      },
    ),
    m(
      'xml-signing',
      'convention',
      'assinatura XMLDSig do CT-e/MDF-e (RSA-SHA1 + C14N, como o schema da SEFAZ exige) só pelo internal/fiscal/xmlsig. depois de assinado NÃO pode reformatar/indentar/re-serializar o XML: qualquer espaço muda o digest e dá rejeição de assinatura.',
      {
        files: ['internal/fiscal/xmlsig'],
        tags: ['xmldsig', 'assinatura', 'cte', 'mdfe'],
      },
    ),
    m(
      'fiscal-numbering',
      'constraint',
      'numeração de CT-e/MDF-e é sequencial por CNPJ + série: aloca com SELECT ... FOR UPDATE na fiscal_sequences (Cloud SQL), nunca Redis INCR. número que pulou/queimou tem que ser inutilizado na SEFAZ (inutilização de numeração).',
      {
        files: ['internal/fiscal/numbering.go'],
        tags: ['cte', 'mdfe', 'numeracao', 'inutilizacao'],
      },
    ),
    m(
      'rntrc',
      'fact',
      'antes de emitir CT-e/MDF-e o serviço fiscal consulta o RNTRC do transportador (e do TAC subcontratado) no webservice da ANTT; situação tem que ser ATIVO. resultado fica em cache no Redis 24h (rntrc:{doc}), timeout 15s, e se a ANTT cair usa o cache vencido até 72h.',
      {
        files: ['internal/antt'],
        tags: ['antt', 'rntrc', 'tac', 'cache'],
      },
    ),
    m(
      'map-google',
      'fact',
      'mapa do dashboard: Google Maps JS via @react-google-maps/api, componente web/src/map/FleetMap.tsx.',
      {
        fact: 'dashboard map | library | Google Maps',
        age: 480,
        files: ['web/src/map/FleetMap.tsx'],
        tags: ['map', 'google-maps', 'dashboard'],
      },
    ),
    m(
      'map-maplibre',
      'decision',
      'a fatura do Google Maps chegou a ~US$ 9 mil/mês com a Transvale deixando o painel aberto o dia todo, então o FleetMap.tsx foi reescrito em MapLibre GL JS (react-map-gl/maplibre) com tiles vetoriais do MapTiler; estilo em web/src/map/style.json.',
      {
        fact: 'dashboard map | library | MapLibre GL',
        supersedes: 'map-google',
        age: 230,
        reason: 'custo do Google Maps',
        files: ['web/src/map/FleetMap.tsx', 'web/src/map/style.json'],
        tags: ['map', 'maplibre', 'maptiler', 'dashboard'],
      },
    ),
    m(
      'web-stack',
      'fact',
      'dashboard em web/: React 18 + TypeScript + Vite, TanStack Query pros dados da API, zustand pro estado do mapa/seleção, pnpm.',
      {
        files: ['web'],
        tags: ['react', 'typescript', 'vite', 'dashboard'],
      },
    ),
    m(
      'web-map-layers',
      'convention',
      'veículos no mapa = UMA source GeoJSON + symbol layer, atualizada com source.setData(). nunca um <Marker> React por veículo: com 5k+ veículos o browser morre.',
      {
        files: ['web/src/map'],
        tags: ['maplibre', 'map', 'performance', 'geojson'],
      },
    ),
    m(
      'web-realtime',
      'fact',
      'live positions reach the dashboard via SSE (GET /v1/stream/positions, served by cmd/live reading from NATS), throttled to 1 update per 5 s per vehicle.',
      {
        files: ['cmd/live', 'web/src/hooks/usePositionStream.ts'],
        tags: ['sse', 'realtime', 'dashboard', 'nats'],
      },
    ),
    m(
      'web-format',
      'convention',
      'formatação pt-BR sempre pelo web/src/lib/format.ts (Intl): data dd/MM/yyyy HH:mm, decimal com vírgula, R$ com Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }). placa aceita Mercosul (ABC1D23) e antiga (ABC-1234).',
      {
        files: ['web/src/lib/format.ts'],
        tags: ['format', 'pt-br', 'intl', 'placa'],
      },
    ),
    m(
      'flutter-app',
      'fact',
      'app do motorista em driver_app/: Flutter 3.22, Riverpod, drift (SQLite) pro offline, só Android (minSdk 24). distribuído pela Play Store (track interno) e pelo MDM dos clientes.',
      {
        files: ['driver_app'],
        tags: ['flutter', 'driver-app', 'android', 'riverpod'],
      },
    ),
    m(
      'flutter-offline',
      'constraint',
      'o app tem q funcionar 100% offline: marcação de jornada, checklist e comprovante de entrega (foto) gravam no drift e sincronizam qdo volta a rede. backend nunca rejeita marcação por ser antiga.',
      {
        files: ['driver_app/lib/sync'],
        tags: ['flutter', 'offline', 'drift', 'jornada'],
      },
    ),
    m(
      'gcp',
      'fact',
      'GCP: projetos frota-prod e frota-stg, região southamerica-east1. GKE Standard (frota-prod-gke), Cloud SQL Postgres 15 HA, Memorystore Redis, Artifact Registry, Secret Manager, Workload Identity em tudo.',
      {
        tags: ['gcp', 'gke', 'cloud-sql', 'infra'],
      },
    ),
    m(
      'terraform',
      'convention',
      'infra em infra/terraform (modules/ + envs/{stg,prod}), state no bucket GCS frota-tfstate. PR roda plan no Actions e comenta no PR; apply só pelo workflow depois de aprovado. nada de terraform apply local nem click-ops no console.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'gcp', 'infra', 'iac'],
      },
    ),
    m(
      'ci-cloudbuild',
      'fact',
      'CI roda no Cloud Build: cloudbuild.yaml na raiz, trigger em push na main e em PR.',
      {
        fact: 'ci | runs_on | Cloud Build',
        age: 540,
        files: ['cloudbuild.yaml'],
        tags: ['ci', 'cloud-build'],
      },
    ),
    m(
      'ci-gha',
      'fact',
      'o cloudbuild.yaml tá morto: trigger desligado em ago/24, o arquivo só não foi apagado ainda. CI é GitHub Actions (.github/workflows/go.yml, web.yml, driver-app.yml, terraform.yml) e as imagens vão pro Artifact Registry via OIDC, sem chave de SA.',
      {
        fact: 'ci | runs_on | GitHub Actions',
        supersedes: 'ci-cloudbuild',
        age: 260,
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions', 'artifact-registry'],
      },
    ),
    m(
      'deploy-helm-manual',
      'fact',
      'deploy de prod: helm upgrade --install rodado no step de deploy do Cloud Build, charts em deploy/charts.',
      {
        age: 470,
        files: ['deploy/charts'],
        tags: ['deploy', 'helm'],
      },
    ),
    m(
      'deploy-argocd',
      'decision',
      'Deploy is GitOps with Argo CD: app-of-apps in deploy/argocd, per-env values in deploy/envs/{stg,prod}. CI only opens a PR bumping the image tag, Argo syncs it. No helm upgrade and no kubectl apply/edit/scale by hand in prod (selfHeal reverts it anyway).',
      {
        fact: 'deploy | tool | Argo CD',
        supersedes: 'deploy-helm-manual',
        age: 250,
        canonical: true,
        files: ['deploy/argocd', 'deploy/envs'],
        tags: ['deploy', 'argocd', 'gitops', 'kubernetes'],
      },
    ),
    m(
      'secrets-mgmt',
      'convention',
      'segredo: GCP Secret Manager + External Secrets Operator (ExternalSecret no chart). nunca em values.yaml, .env commitado ou ConfigMap. pods usam Workload Identity, ninguém gera chave JSON de service account.',
      {
        canonical: true,
        files: ['deploy/envs'],
        tags: ['secrets', 'secret-manager', 'external-secrets', 'workload-identity'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'sem deploy em prod sexta depois das 15h e nem no último dia útil do mês (pico de emissão de CT-e/MDF-e no fechamento). hotfix fora da janela só com ok do Marcos.',
      {
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'bloqueio-remoto',
      'constraint',
      'comando de bloqueio de motor (cmd BLOCK) só sai com o veículo parado: speed 0 há pelo menos 60s. com o veículo em movimento a API devolve FailedPrecondition. exige dupla confirmação no dashboard e registro em audit_events. é responsabilidade civil, não existe flag pra pular.',
      {
        canonical: true,
        reaffirm: 3,
        files: ['internal/commands/block.go'],
        tags: ['bloqueio', 'downlink', 'safety', 'audit'],
      },
    ),
    m(
      'whatsapp',
      'fact',
      'notificações pros gestores via WhatsApp Business Cloud API (Meta), em cmd/notifier. só template aprovado (alerta_velocidade, alerta_panico, alerta_cerca...); texto livre só dentro da janela de 24h depois que o gestor responde.',
      {
        files: ['cmd/notifier'],
        tags: ['whatsapp', 'notifier', 'templates', 'meta'],
      },
    ),
    m(
      'owners',
      'fact',
      'donos: ingestão/MQTT/rules Thiago Andrade (SP); fiscal CT-e/MDF-e/ANTT Juliana "Ju" Kowalski (Curitiba); dashboard Rafael Cavalcanti (Recife); app do motorista Beatriz Nogueira (Recife); GCP/Terraform/Argo Marcos Tanaka (SP).',
      {
        tags: ['owners', 'team'],
      },
    ),
    m(
      'pref-lang',
      'preference',
      'pode falar cmg em pt, commit e PR em pt tb tá ok. mas identificador no código em inglês, tirando termo fiscal que não traduz (cte, mdfe, chaveAcesso, rntrc, cnpj).',
      {},
    ),
    m(
      'cand-clickhouse',
      'decision',
      'Move raw telemetria from TimescaleDB to ClickHouse to cut storage cost.',
      {
        candidate: true,
        tags: ['clickhouse', 'timescaledb', 'telemetria'],
      },
    ),
    m(
      'cand-bloqueio-auto',
      'decision',
      'rules engine manda bloqueio automático qdo o veículo sai da rota planejada.',
      {
        candidate: true,
        tags: ['bloqueio', 'rules', 'rota'],
      },
    ),
    m(
      'secret-mqtt-ingest',
      'note',
      '# config/ingest.stg.yaml\nmqtt:\n  broker: ssl://emqx-stg.frota.internal:8883\n  client_id_prefix: ingest-\n  username: svc-ingest\n  password: "eMqx_1ng3st#Stg77"',
      {
        secret: 'eMqx_1ng3st#Stg77',
      },
    ),
    m(
      'secret-pfx-matriz',
      'note',
      'Ju, a senha do A1 da matriz (transvale_matriz_2025.pfx) é Tr@nsv4le#2025! , deixei o arquivo no drive da fiscal. vence 14/08',
      {
        secret: 'Tr@nsv4le#2025!',
      },
    ),
    m(
      'secret-gcp-sa',
      'note',
      'chave da SA de deploy antiga (antes do workload identity), se precisar:\n{\n  "type": "service_account",\n  "project_id": "frota-stg",\n  "private_key_id": "4b7e2c91d0a8f3e6b5c4d2a1f0e9d8c7b6a5f4e3",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCx9Tq2Lm8vRkZpW3\\n...',
      {
        secret: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCx9Tq2Lm8vRkZpW3',
      },
    ),
    m(
      'secret-maptiler',
      'note',
      'web/.env.local pra rodar o mapa local:\nVITE_API_URL=https://api.stg.frota.app\nVITE_MAPTILER_KEY=q7WzR2kLp9XvN4bTm8Ys',
      {
        secret: 'q7WzR2kLp9XvN4bTm8Ys',
      },
    ),
    m(
      'secret-pg-url',
      'note',
      'DATABASE_URL=postgres://cadastro_app:Pg%40Cwb2291xK@10.61.0.3:5432/cadastro?sslmode=require  (cloud sql prod, ip privado)',
      {
        secret: 'Pg%40Cwb2291xK',
      },
    ),
    m(
      'secret-whatsapp',
      'note',
      'teste do template alerta_panico:\ncurl -X POST https://graph.facebook.com/v19.0/109283746512/messages -H "Authorization: Bearer EAAJx7ZBq2ZC9wBO1kLmZAq8ZCvT3sYp0ZBnR4ZCw6ZAhXyZBdE5ZCfGqL2ZAmN7uKcZBzZD" -H "Content-Type: application/json" -d @panico.json',
      {
        secret: 'EAAJx7ZBq2ZC9wBO1kLmZAq8ZCvT3sYp0ZBnR4ZCw6ZAhXyZBdE5ZCfGqL2ZAmN7uKcZBzZD',
      },
    ),
    m(
      'secret-redis',
      'note',
      "pra olhar o cache de última posição em prod: redis-cli -h 10.61.4.12 -p 6378 --tls -a 'Rd5-Frota!prd-0912' --no-auth-warning HGETALL veh:last:8812",
      {
        secret: 'Rd5-Frota!prd-0912',
      },
    ),
    m(
      'secret-nats-seed',
      'note',
      'notifier.creds (nats prod):\n-----BEGIN USER NKEY SEED-----\nSUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4\n------END USER NKEY SEED------',
      {
        secret: 'SUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4',
      },
    ),
    m(
      'secret-antt',
      'note',
      'webservice da ANTT (consulta RNTRC): o login é o CNPJ 12.345.678/0001-90 e a senha é antt@Rec2024ws. qm renova é a Ju',
      {
        secret: 'antt@Rec2024ws',
      },
    ),
    m(
      'secret-github-pat',
      'note',
      'argocd repo add https://github.com/rotaviva/frota-deploy.git --username rotaviva-bot --password github_pat_11AB7Y0QL0zR8mW3nK5v_Xp4TbQ9sJd2LhVc6GfN1aZuEyO8iRwK3mP7tH',
      {
        secret: 'github_pat_11AB7Y0QL0zR8mW3nK5v_Xp4TbQ9sJd2LhVc6GfN1aZuEyO8iRwK3mP7tH',
      },
    ),
    m(
      'secret-gmaps-android',
      'note',
      'driver_app/android/app/src/main/AndroidManifest.xml:\n<meta-data android:name="com.google.android.geo.API_KEY" android:value="AIzaSyD4kR9mZx2Lq7WvT1bN8pYc3HsJe6FgU0o"/>',
      {
        secret: 'AIzaSyD4kR9mZx2Lq7WvT1bN8pYc3HsJe6FgU0o',
      },
    ),
  ],
  sessions: [
    {
      id: 'ingest-rules-session',
      age: 12,
      turns: [
        said(
          'bom dia! tô olhando o grafana, o consumer do rules no stream TELEMETRIA tá com 40k msgs pendentes desde umas 7h',
        ),
        replied(
          'Olhei o consumer rules-engine: MaxAckPending está em 1000 e os 4 pods estão saturados esperando ack. O lag começou junto com um pico de reconexão de OBUs no PR.',
        ),
        said('pq o MaxAckPending tá em 1000? alguém mudou?'),
        replied(
          'Está assim desde a criação do consumer em deploy/nats/consumers/rules.yaml, ninguém alterou.',
        ),
        said('beleza, sobe pra 20000 só nesse deploy de hoje pra drenar, depois a gente vê com calma'),
        replied('Ajustei para 20000 no overlay de prod, só neste PR.'),
        said(
          'outra coisa, daqui pra frente: o consumer do rules tem q ser particionado por vehicle_id (subject transform em 16 partições, tel.*.<vehicle_id> cai sempre na mesma), pq a ordem dos pontos de um veículo importa pras máquinas de estado. nada de consumer único com worker pegando qualquer msg',
          {
            key: 's-ingest-partition',
            type: 'decision',
          },
        ),
        replied(
          'Entendido. Vou criar o subject mapping no NATS e um consumer por partição, com cada pod do rules assumindo um subconjunto fixo das 16.',
        ),
        said(
          'e ajusta o cálculo de km rodado no internal/reports/km.go, tá somando haversine por cima de tudo. já deixa registrado: o odômetro do CAN (SPN 917) é a fonte de verdade qdo o veículo tem CAN, odômetro por GPS só pra quem não tem. nunca somar distância de GPS em cima do CAN',
          {
            key: 's-odometer',
            type: 'constraint',
          },
        ),
        replied(
          'Feito: km.go usa a diferença do odometer_can quando has_can=true e só cai no haversine dos pontos válidos quando não há CAN.',
        ),
        said('vc consegue rodar os testes do internal/rules aí?'),
        replied('Rodei go test ./internal/rules/...: 212 testes passando.'),
        said(
          'e teste de regra sempre com trajeto real: fixture em internal/rules/testdata/trajetos/*.ndjson, anonimizado (sem placa, sem nome), nada de inventar ponto na mão no teste',
          {
            key: 's-rules-test',
            type: 'convention',
          },
        ),
        replied(
          'Ok. Converti os dois testes de cerca que tinham pontos inline para fixtures ndjson anonimizadas.',
        ),
        said(
          'se precisar olhar os clients conectados o dashboard do emqx de stg é admin / Emqx#Stg-4410, mas só pra olhar hein',
          {
            secret: 'Emqx#Stg-4410',
          },
        ),
        replied('Certo, não vou usar isso em nenhum arquivo nem config.'),
        said(
          'métrica nova: prefixo frota_, snake_case e unidade no final (_seconds, _total, _bytes). tipo frota_ingest_lag_seconds, frota_alerts_fired_total',
          {
            key: 's-metrics',
            type: 'convention',
          },
        ),
        replied(
          'Adicionei frota_ingest_lag_seconds e frota_rules_partition_lag_seconds seguindo esse padrão.',
        ),
        said('valeu, abre o PR'),
      ],
    },
    {
      id: 'fiscal-session',
      age: 25,
      turns: [
        said(
          'oi, a Ju pediu pra eu mexer na emissão do MDF-e, vc lê o internal/fiscal/mdfe/emit.go primeiro?',
        ),
        replied(
          'Li: emit.go monta o infMDFe, assina via xmlsig, envia para o MDFeRecepcaoSinc e grava o retorno em mdfe_documents.',
        ),
        said(
          'regra do time fiscal: qualquer mudança de layout ou schema fiscal tem que passar no validador XSD local (make xsd-check) E ser emitida uma vez em homologação pela Ju antes do merge. sem exceção, nem pra "só um campinho"',
          {
            key: 's-mdfe-homolog',
            type: 'constraint',
          },
        ),
        replied('Anotado. Vou rodar make xsd-check aqui e deixar o PR marcado como pendente de homologação.'),
        said('qual a diferença entre tpEmis 1 e 2 mesmo?'),
        replied(
          'tpEmis 1 é emissão normal; 2 é emissão em contingência. No MDF-e a contingência é offline e o documento precisa ser transmitido depois.',
        ),
        said(
          'ah e sobre chave de acesso: sempre gerar pelo pacote internal/fiscal/chave (ele calcula o DV módulo 11 e valida cUF/AAMM/CNPJ), ninguém concatena string na mão em outro lugar',
          {
            key: 's-chave-acesso',
            type: 'convention',
          },
        ),
        replied('Troquei a montagem manual da chave em mdfe/emit.go por chave.New(...).'),
        said('pode usar o CNPJ 99.999.999/0001-91 no fake hoje, é o que tá cadastrado no sefazfake'),
        replied('Usei nos testes de emit_test.go.'),
        said(
          'e os XML autorizados (procCTe / procMDFe) vão todos pro bucket gs://frota-fiscal-xml com retention lock de 5 anos, é obrigação legal guardar. nada de guardar só no postgres',
          {
            key: 's-xml-storage',
            type: 'decision',
          },
        ),
        replied('O procMDFe agora é gravado no bucket com o path {cnpj}/{aaaa}/{mm}/{chave}-procMDFe.xml.'),
        said(
          'última: cancelamento de CT-e só até 168h (7 dias) depois da autorização. passou disso é carta de correção ou CT-e de anulação/substituição, o backend tem q bloquear e o botão some',
          {
            key: 's-cte-cancel',
            type: 'constraint',
          },
        ),
        replied(
          'Adicionei a checagem de 168h em CancelCTe com FailedPrecondition e a flag can_cancel na resposta.',
        ),
        said('perfeito. roda o xsd-check aí e me fala'),
        replied('make xsd-check passou para MDF-e 3.00 e CT-e 4.00.'),
      ],
    },
    {
      id: 'dashboard-session',
      age: 6,
      turns: [
        said(
          'e aí, o mapa tá travando com a frota da Transvale (6k veículos) qdo abre o painel com cluster ligado, fica uns 3s congelado',
        ),
        replied(
          'O FleetMap calcula cluster no React com supercluster a cada update do SSE e recria o GeoJSON inteiro; é isso que trava a main thread.',
        ),
        said(
          'fica decidido entao: cluster só no MapLibre (source com cluster: true, clusterMaxZoom 14), tira o supercluster do React',
          {
            key: 's-map-cluster',
            type: 'decision',
          },
        ),
        replied('Removi o supercluster e passei cluster: true na source vehicles.'),
        said(
          'and while you are there: no more polling /v1/vehicles every 10s in the dashboard. anything live comes from the SSE stream, react-query only for the initial snapshot',
          {
            key: 's-dashboard-poll',
            type: 'decision',
          },
        ),
        replied(
          'Removed the refetchInterval; the query now only loads the snapshot and the SSE hook patches it.',
        ),
        said('vc pode trocar a cor do ícone de caminhão parado pra cinza? só isso por enquanto'),
        replied('Trocado para #9AA0A6 no style.json.'),
        said(
          'outra: os tiles tão saindo direto do maptiler com a key no bundle js, qqr um copia. a partir de agora tudo passa pelo nosso proxy tiles.frota.app (Cloud CDN na frente) e a key fica só no backend',
          {
            key: 's-tiles-proxy',
            type: 'decision',
          },
        ),
        replied(
          'Atualizei style.json para apontar para tiles.frota.app e removi VITE_MAPTILER_KEY do build.',
        ),
        said('qtos veículos a Transvale tem ativos hoje?'),
        replied('No snapshot de stg são 6.142 veículos ativos para o tenant transvale.'),
        said(
          'ah, e padrão pra horário no dashboard: sempre relativo na célula ("há 5 min") e absoluto no tooltip (12/03/2025 14:32), em toda tabela',
          {
            key: 's-date-display',
            type: 'convention',
          },
        ),
        replied('Criei <RelativeTime> em web/src/components e troquei nas tabelas de veículos e alertas.'),
        said('show, valeu'),
      ],
    },
    {
      id: 'driver-app-session',
      age: 3,
      turns: [
        said(
          'bora mexer no app do motorista. tem bug de marcação de jornada duplicada qdo volta o sinal, o RH reclamou de refeição aparecendo 2x',
        ),
        replied(
          'O sync reenvia a fila inteira quando o request dá timeout, e o backend deduplica por (driver_id, timestamp), que muda por milissegundos entre tentativas.',
        ),
        said(
          'entao a regra vai ser: cada marcação ganha um uuid v7 gerado no app na hora q o motorista aperta o botão, e o backend faz upsert por esse id. é assim q resolve duplicata, nunca por timestamp',
          {
            key: 's-app-idempotency',
            type: 'decision',
          },
        ),
        replied(
          'Adicionei o campo id (uuid v7) na tabela drift e o endpoint de marcações faz upsert por ele.',
        ),
        said(
          'e a API tem q recusar app abaixo da 3.8.0 (header X-App-Version) com 426, pq as versões antigas não mandam o uuid',
          {
            key: 's-app-min-version',
            type: 'constraint',
          },
        ),
        replied('Middleware de versão mínima adicionado no grpc-gateway, devolvendo 426 Upgrade Required.'),
        said('vc sabe se o drift suporta migration com default em coluna nova?'),
        replied('Sim, com m.addColumn e withDefault na coluna; ele gera o ALTER TABLE com DEFAULT.'),
        said(
          'regra de LGPD que o jurídico passou ontem: o app NÃO coleta localização em background fora da jornada. motorista encerrou a jornada, para o location stream',
          {
            key: 's-app-no-gps-bg',
            type: 'constraint',
          },
        ),
        replied(
          'O LocationService agora só inicia no início de jornada e é parado no evento de fim de jornada.',
        ),
        said('roda o flutter test aí rapidinho'),
        replied('flutter test: 148 testes passando.'),
        said(
          'sobre release do app: toda quinta vai pro internal track, sexta 20% e segunda 100% se crash-free > 99,5%. fora disso só hotfix',
          {
            key: 's-release-train',
            type: 'convention',
          },
        ),
        replied(
          'Entendido, configurei o workflow driver-app.yml para publicar no internal track às quintas.',
        ),
        said('ok manda ver'),
      ],
    },
  ],
  prompts: [
    p(
      'adiciona temperatura do baú refrigerado (sensor 1-wire da OBU) no proto de telemetria e grava na hypertable',
      ['payload-proto', 'buf-breaking', 'tsdb-hypertable', 'migrations'],
    ),
    p('o ingest tá gravando ponto duplicado qdo a OBU reconecta, olha internal/ingest/writer.go pfv', [
      'dedup',
      'mqtt-qos1',
      'obu-buffer',
    ]),
    p('escalei o ingest pra 3 pods e agora cada ponto aparece 3x no banco ??', ['mqtt-shared-sub', 'dedup']),
    p('cria uma regra de excesso de velocidade pra Transvale com limite próprio em pista simples', [
      'speed-limit-90',
      'rules-cel',
      'rules-engine',
      'speed-units',
      'speed-knots-claim',
    ]),
    p('pq o gestor da Transvale recebeu 300 alertas de velocidade de anteontem no whatsapp hj cedo??', [
      'stale-alerts',
      'incident-backlog',
      'obu-buffer',
      'alert-dedup',
    ]),
    p('implementa o alerta de direção contínua da lei do motorista em internal/rules/jornada.go', [
      'jornada-lei',
      'jornada-4h-claim',
      'jornada-source',
      'rules-engine',
    ]),
    p(
      'Rejeição 239: Cabeçalho - Versão do arquivo XML não suportada\n  at internal/fiscal/cte/emit.go:212\no que houve? corrige',
      ['cte-400', 's-mdfe-homolog'],
    ),
    p('gera a chave de acesso no fluxo novo de emissão em lote do MDF-e (internal/fiscal/mdfe/batch.go)', [
      's-chave-acesso',
      'fiscal-numbering',
    ]),
    p(
      'motorista travado: a sefaz rejeita MDF-e novo pq tem um aberto pra placa RKT4E21 desde semana passada',
      ['mdfe-encerramento', 'mdfe-auto-claim', 'geofence'],
    ),
    p(
      'tá dando "Assinatura difere do calculado" no CT-e desde q eu coloquei um xml.MarshalIndent pra logar bonitinho',
      ['xml-signing', 'logging'],
    ),
    p('o A1 da filial Recife vence mês q vem, como eu troco sem parar a emissão?', [
      'a1-cert',
      'secrets-mgmt',
      'incident-cert',
    ]),
    p('adiciona a consulta de RNTRC do TAC subcontratado antes de emitir o CT-e', [
      'rntrc',
      'tests-no-sefaz',
    ]),
    p('escreve teste de integração pro @internal/ingest/writer.go com timescale de verdade', [
      'tests-testcontainers',
      'tsdb-hypertable',
      'dedup',
    ]),
    p(
      'dá pra apontar o teste de emissão de CT-e pra homologação da SEFAZ-SP no CI? queria pegar rejeição real',
      ['tests-no-sefaz', 's-mdfe-homolog'],
    ),
    p('@web/src/map/FleetMap.tsx trava o browser com a frota da Transvale, uns 6k caminhões', [
      'web-map-layers',
      's-map-cluster',
      'web-realtime',
      's-dashboard-poll',
    ]),
    p('add a geofence layer to the dashboard map, polygons come from the API', [
      'map-maplibre',
      'geofence',
      'web-map-layers',
    ]),
    p('basemap is blank in prod but fine locally, console shows 403 from api.maptiler.com', [
      's-tiles-proxy',
      'map-maplibre',
    ]),
    p('na tela de lista de veículos mostra a última posição e a coluna "última comunicação" de cada um', [
      'redis-last-position',
      'last-pos-sql-claim',
      's-date-display',
      's-dashboard-poll',
    ]),
    p('relatório de km rodado por veículo no mês, em internal/reports/km.go', [
      's-odometer',
      'cagg',
      'tz-utc',
    ]),
    p('o relatório de jornada do motorista de Cuiabá tá com 1 hora de diferença, ué', [
      'tz-utc',
      'jornada-source',
    ]),
    p('cria o rpc ListAlerts com paginação por cursor', ['grpc-api', 'buf-breaking', 'tenant-isolation']),
    p('query nova em db/queries/trips.sql pra buscar viagens por período e placa', [
      'sqlc',
      'tenant-isolation',
      'tz-utc',
    ]),
    p('tem `tc := tc` em tudo quanto é teste table-driven, posso tirar?', ['go-122', 'golangci']),
    p('cadê o cloudbuild.yaml? preciso add um step pra buildar a imagem do notifier', [
      'ci-gha',
      'deploy-argocd',
    ]),
    p('faz o deploy do hotfix do notifier em prod agora, é sexta 17h mas o cliente tá xingando muito', [
      'deploy-freeze',
      'deploy-argocd',
    ]),
    p('roda um kubectl scale deploy/rules --replicas=6 em prod pra aguentar o backlog', [
      'deploy-argocd',
      's-ingest-partition',
    ]),
    p('onde eu coloco a senha do usuário mqtt novo do notifier?', ['secrets-mgmt']),
    p('preciso de um bucket novo pros PDFs de relatório em prod', ['terraform', 'gcp']),
    p('quanto tempo a gente guarda telemetria crua? a seguradora pediu o trajeto de 8 meses atrás', [
      'retention-raw-400',
    ]),
    p('o gestor quer bloquear o motor pelo dashboard com o caminhão andando na Régis, dá pra liberar isso?', [
      'bloqueio-remoto',
    ]),
    p('implementa o envio do comando BLOCK pra OBU em internal/commands/block.go', [
      'bloqueio-remoto',
      'mqtt-topics',
    ]),
    p('implementa o envio do alerta de pânico pro whatsapp e pra gerenciadora de risco', [
      'panic-button',
      'whatsapp',
      'alert-dedup',
    ]),
    p('loga o payload inteiro da OBU no parser pra eu debugar', ['logging', 'lgpd']),
    p(
      'app do motorista duplicando marcação de refeição dps q volta o sinal, driver_app/lib/sync/marcacoes.dart',
      ['s-app-idempotency', 'flutter-offline'],
    ),
    p('add a toggle so fleet managers can keep seeing the driver location after they clock out', [
      's-app-no-gps-bg',
      'lgpd',
    ]),
    p('sobe o app pra 3.9.0 e publica pra 100% hoje, é terça', ['s-release-train', 'flutter-app']),
    p('cria uma métrica de alertas disparados por regra no rules engine', ['s-metrics']),
    p('na tela de viagens o valor do frete tá saindo 1520.5, formata direito e a data de saída tb', [
      'web-format',
      'tz-utc',
    ]),
    p('o app velho 3.6 dos motoristas da filial Recife tá tomando 426 da API, libera pra eles', [
      's-app-min-version',
    ]),
    p('onde salvo o XML autorizado do MDF-e depois do retorno da sefaz?', ['s-xml-storage']),
    p('cliente quer cancelar um CT-e emitido faz 10 dias, implementa o botão de cancelar', ['s-cte-cancel']),
    p('a numeração do CT-e pulou do 1520 pro 1522 na série 1 da filial, e agora?', ['fiscal-numbering']),
    p('SEFAZ-PR fora do ar, todo CT-e dando timeout, o que a gente faz?', ['sefaz-contingencia']),
    p('novo consumer no nats pro notifier receber os alertas', ['queue-nats', 'nats-subjects', 'nats-ack']),
    p('o rules engine tá pegando ponto fora de ordem e a máquina de estado de "parado" fica doida', [
      's-ingest-partition',
      'obu-buffer',
      'rules-engine',
    ]),
    p('speed vindo 873 no parser da OBU, isso é 87,3 km/h ou tá em nó?', [
      'speed-units',
      'speed-knots-claim',
    ]),
    p('trocaram o rastreador do caminhão ABC1D23 e o histórico dele sumiu do dashboard', ['imei-vehicle']),
    p('escreve teste pra regra de entrada em cerca do rules engine', [
      's-rules-test',
      'geofence',
      'tests-testcontainers',
    ]),
    p('habilita a extensão timescaledb no cloud sql de stg pra eu testar uma query', ['timescale-vm']),
    p('who owns the fiscal integration?', ['owners']),
    p('qual a diferença entre context.WithTimeout e WithDeadline?', []),
    p('valeu!', []),
    p('como faço rebase interativo pra juntar os 3 últimos commits', []),
    p('commita aí', []),
    p('explain Go generics with a simple example', []),
    p('RWMutex vs Mutex em Go, qdo vale a pena?', []),
  ],
});
