// A Brazilian payments fintech: PIX via the BACEN SPI/DICT, boleto, Open Finance Brasil, Pix Automático, on Kotlin +
// Spring Boot 3 in AWS sa-east-1 under LGPD. The team writes mostly in Brazilian Portuguese.
// Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'kotlin-pix-br',
  stack:
    'Kotlin 2.0 on Java 21 (Spring Boot 3.3, Spring MVC + virtual threads, jOOQ 3.19), PostgreSQL 16 (RDS), Amazon MSK (Kafka 3.6, Avro), ElastiCache Redis 7, BACEN SPI via ICOM (ISO 20022) + DICT API, Open Finance Brasil (FAPI-BR), Celcoin boleto API, EKS + Helm + ArgoCD, Terraform + Atlantis, GitHub Actions, Gradle Kotlin DSL, JUnit 5 + Kotest + MockK + Testcontainers',
  memories: [
    m('java17', 'fact', 'os serviços rodam em java 17 (temurin), kotlin 1.8 e spring boot 2.7', {
      fact: 'services | runtime | Java 17',
      age: 600,
      tags: ['java', 'kotlin', 'spring-boot'],
    }),
    m(
      'java21',
      'decision',
      'Migramos tudo pra Java 21 (Temurin) + Kotlin 2.0 + Spring Boot 3.3. Virtual threads ligadas (spring.threads.virtual.enabled=true), então código bloqueante normal no Spring MVC.',
      {
        fact: 'services | runtime | Java 21',
        supersedes: 'java17',
        age: 260,
        canonical: true,
        reason:
          'Spring Boot 2.7 saiu de suporte e virtual threads resolveram o gargalo de thread pool no spi-connector',
        tags: ['java', 'kotlin', 'spring-boot', 'virtual-threads'],
      },
    ),
    m(
      'no-webflux',
      'convention',
      'Nada de WebFlux/Reactor em serviço novo: Spring MVC + virtual threads. Coroutines só onde já existem (services/webhooks-dispatcher).',
      {
        tags: ['webflux', 'coroutines', 'spring-mvc'],
      },
    ),
    m(
      'orm-jpa',
      'fact',
      'persistência com spring data jpa / hibernate, entidades em */domain/entity, repositórios JpaRepository',
      {
        fact: 'persistence | uses | JPA',
        age: 540,
        tags: ['jpa', 'hibernate', 'persistence'],
      },
    ),
    m(
      'orm-jooq',
      'decision',
      'Código novo usa jOOQ 3.19 com classes geradas do schema (task generateJooq, roda as migrations Flyway num Postgres do Testcontainers). JPA só continua no módulo legado de onboarding; no ledger nada de JPA.',
      {
        fact: 'persistence | uses | jOOQ',
        supersedes: 'orm-jpa',
        age: 240,
        reason: 'controle fino de SQL e de lock (SELECT ... FOR UPDATE SKIP LOCKED) no ledger',
        tags: ['jooq', 'persistence', 'sql'],
      },
    ),
    m(
      'flyway',
      'convention',
      'Migrations Flyway em src/main/resources/db/migration, nome V<yyyyMMddHHmm>__descricao.sql. Nunca editar migration já aplicada. CREATE INDEX CONCURRENTLY vai em arquivo separado com executeInTransaction=false no .conf.',
      {
        tags: ['flyway', 'migrations', 'postgres'],
      },
    ),
    m(
      'postgres',
      'fact',
      'RDS PostgreSQL 16 Multi-AZ em sa-east-1: instância pix-prod (bancos pix, boleto, openfinance) e ledger-prod separada (db.r6g.2xlarge). Homologação: pix-hml.',
      {
        tags: ['postgres', 'rds', 'database'],
      },
    ),
    m(
      'kafka-selfhosted',
      'fact',
      'kafka 2.8 self-hosted em EC2 (3 brokers + zookeeper), o Rafael cuida na mão',
      {
        fact: 'kafka | hosted_on | EC2 self-hosted',
        age: 500,
        tags: ['kafka', 'ec2'],
      },
    ),
    m(
      'kafka-msk',
      'decision',
      'Kafka agora é Amazon MSK 3.6 (KRaft) com autenticação IAM (aws-msk-iam-auth, SASL_SSL + AWS_MSK_IAM). Cluster msk-pix-prod, 6 brokers em 3 AZs de sa-east-1.',
      {
        fact: 'kafka | hosted_on | Amazon MSK',
        supersedes: 'kafka-selfhosted',
        age: 280,
        tags: ['kafka', 'msk', 'iam'],
      },
    ),
    m(
      'kafka-topics',
      'convention',
      'Tópicos: pix.<entidade>.<evento>.v<N> (ex: pix.pagamento.liquidado.v1, pix.devolucao.solicitada.v1). Chave = endToEndId. Payload Avro, schemas em schemas/avro/ registrados no Schema Registry com compatibilidade BACKWARD.',
      {
        files: ['schemas/avro'],
        tags: ['kafka', 'naming', 'avro', 'schema-registry'],
      },
    ),
    m(
      'kafka-idempotent',
      'constraint',
      'Consumer tem que ser idempotente por (endToEndId, tipo do evento): é at-least-once e o spi-connector republica as mensagens pendentes depois de reconectar na ICOM.',
      {
        tags: ['kafka', 'idempotent', 'consumer'],
      },
    ),
    m(
      'outbox',
      'convention',
      'Evento de domínio vai pra tabela outbox na mesma transação do negócio; o OutboxRelay (scheduler a cada 200 ms, SELECT ... FOR UPDATE SKIP LOCKED) publica no Kafka. Nunca kafkaTemplate.send() direto dentro da transação.',
      {
        files: ['libs/outbox'],
        tags: ['outbox', 'kafka', 'transactions'],
      },
    ),
    m(
      'redis-usage',
      'fact',
      'ElastiCache Redis 7 (cluster mode) só pra rate limit, lock distribuído curto e cache de configuração. Não é fonte de verdade de nada.',
      {
        tags: ['redis', 'elasticache', 'cache'],
      },
    ),
    m(
      'dict-cache',
      'decision',
      'consulta de chave no DICT fica em cache no redis por 5 min (chave -> dados da conta) pra economizar ficha',
      {
        age: 420,
        files: ['services/dict-client'],
        tags: ['dict', 'cache', 'redis'],
      },
    ),
    m(
      'dict-no-cache',
      'constraint',
      'Não cacheia mais consulta ao DICT: cada iniciação de Pix consulta na hora (dados têm que estar atualizados e o balde de fichas conta por usuário final). O cache Redis do dict-client foi removido.',
      {
        supersedes: 'dict-cache',
        age: 150,
        files: ['services/dict-client'],
        tags: ['dict', 'cache', 'compliance'],
      },
    ),
    m(
      'dict-rate-limit',
      'constraint',
      'DICT anti-scraping: consulta de chave só quando o usuário está de fato iniciando um pagamento. Nunca em lote, pré-carregamento ou pra "validar contatos da agenda". Consulta sem pagamento gasta ficha do balde do usuário e do participante; balde zerado = a gente fica bloqueado.',
      {
        canonical: true,
        reaffirm: 10,
        tags: ['dict', 'rate-limit', 'anti-scraping', 'compliance'],
      },
    ),
    m(
      'dict-api',
      'fact',
      'DICT: API REST do BACEN com payload XML (não JSON), mTLS com certificado ICP-Brasil, acesso via RSFN (https://dict.pi.rsfn.net.br:16522/api/v2/). Cliente em services/dict-client.',
      {
        files: ['services/dict-client'],
        tags: ['dict', 'bacen', 'xml', 'mtls'],
      },
    ),
    m(
      'chaves-tipos',
      'fact',
      'Tipos de chave Pix: CPF, CNPJ, e-mail, celular (E.164, +55DDNNNNNNNNN) e EVP (UUID gerado pelo DICT, não pela gente). PF até 5 chaves por conta, PJ até 20.',
      {
        tags: ['chave-pix', 'dict', 'evp'],
      },
    ),
    m(
      'spi-icom',
      'fact',
      'SPI: mensagens ISO 20022 (pacs.008 pagamento, pacs.002 status, pacs.004 devolução, camt.060 consulta de saldo) trocadas pela ICOM via RSFN. Tudo passa pelo services/spi-connector; nenhum outro serviço fala com a ICOM.',
      {
        canonical: true,
        files: ['services/spi-connector'],
        tags: ['spi', 'icom', 'iso20022', 'pacs'],
      },
    ),
    m(
      'ispb',
      'fact',
      'Nosso ISPB é 38172946 (Tucano Pagamentos S.A., instituição de pagamento, participante direto do SPI, com conta PI no BACEN).',
      {
        tags: ['ispb', 'spi', 'bacen'],
      },
    ),
    m(
      'e2e-format',
      'constraint',
      'endToEndId = "E" + ISPB do pagador (8) + yyyyMMddHHmm em UTC + 11 caracteres alfanuméricos aleatórios = 32 chars. Gerado só pelo EndToEndIdGenerator em libs/iso20022.',
      {
        files: ['libs/iso20022/src/main/kotlin/br/com/tucano/iso20022/EndToEndIdGenerator.kt'],
        tags: ['end-to-end-id', 'spi', 'iso20022'],
      },
    ),
    m('e2e-claim', 'fact', 'endToEndId a gente gera com UUID.randomUUID() sem traço mesmo, o SPI aceita', {
      disputes: 'e2e-format',
      tags: ['end-to-end-id'],
    }),
    m(
      'txid',
      'constraint',
      'txid de cobrança (cob/cobv): 26 a 35 caracteres [a-zA-Z0-9]. No QR estático o txid é opcional, até 25 chars ou "***".',
      {
        tags: ['txid', 'cob', 'qr-code'],
      },
    ),
    m(
      'brcode',
      'fact',
      'BR Code = EMV QRCPS-MPM: merchant account info no ID 26 com GUI br.gov.bcb.pix, CRC16-CCITT (poly 0x1021, init 0xFFFF) no campo 63. QR dinâmico leva a URL do location no 26.25, sem "https://". Código em services/pix-payments/qrcode/.',
      {
        files: ['services/pix-payments/src/main/kotlin/br/com/tucano/pix/qrcode'],
        tags: ['qr-code', 'brcode', 'emv', 'crc16'],
      },
    ),
    m(
      'cob-api',
      'convention',
      'Nossa API de cobrança segue a API Pix do BACEN (v2.8): PUT /cob/{txid}, POST /cob, /cobv, PUT /pix/{e2eid}/devolucao/{id}. Mesmos nomes de campo (camelCase) e erros no formato problem+json da especificação.',
      {
        files: ['services/pix-payments/src/main/resources/openapi/api-pix.yaml'],
        tags: ['api-pix', 'cob', 'cobv', 'openapi'],
      },
    ),
    m(
      'devolucao-90d',
      'constraint',
      'Devolução (pacs.004) pode ser solicitada até 90 dias depois da liquidação do Pix original. Depois disso, só acordo por fora (TED/Pix novo), não devolução.',
      {
        tags: ['devolucao', 'pacs004', 'prazo'],
      },
    ),
    m('devolucao-claim', 'fact', 'devolução de pix dá pra fazer até 1 ano depois, não tem prazo curto', {
      disputes: 'devolucao-90d',
      tags: ['devolucao'],
    }),
    m(
      'med',
      'fact',
      'MED (Mecanismo Especial de Devolução): o pagador registra fraude, abre-se notificação de infração no DICT; o recebedor faz bloqueio cautelar do valor e, se a infração for aceita, devolve via pacs.004 com código FR01. Fluxo em services/pix-payments/med/.',
      {
        files: ['services/pix-payments/src/main/kotlin/br/com/tucano/pix/med'],
        tags: ['med', 'fraude', 'devolucao', 'dict'],
      },
    ),
    m(
      'bloqueio-cautelar',
      'constraint',
      'Bloqueio cautelar: o recebedor pode reter um Pix recebido suspeito por até 72h, avisando o cliente na hora (push + e-mail) e registrando o motivo. Passou de 72h sem conclusão da análise, libera.',
      {
        tags: ['bloqueio-cautelar', 'fraude', 'med'],
      },
    ),
    m(
      'pix-noturno',
      'constraint',
      'Pix noturno (20h–6h, horário de Brasília): limite padrão de R$ 1.000 por transação pra PF. Redução pedida pelo cliente vale na hora; aumento só depois de no mínimo 24h e no máximo 48h. Regra no LimitesService.',
      {
        files: ['services/pix-payments/src/main/kotlin/br/com/tucano/pix/limites/LimitesService.kt'],
        tags: ['limites', 'noturno', 'seguranca'],
      },
    ),
    m(
      'tz-sp',
      'convention',
      'Datas gravadas em UTC (timestamptz). Regra de negócio (noturno, dia útil, vencimento de boleto) sempre com ZoneId.of("America/Sao_Paulo"), nunca offset -03:00 hardcoded. Dia útil vem do calendário de feriados bancários em libs/calendario.',
      {
        files: ['libs/calendario'],
        tags: ['timezone', 'utc', 'dia-util', 'feriados'],
      },
    ),
    m(
      'incident-noturno',
      'incident',
      'Ago 2025: o limite noturno foi calculado em UTC e a janela virou 17h–3h de Brasília; ~2.300 clientes tiveram Pix acima de R$ 1.000 recusado à tarde. Correção no LimitesService + LimitesNoturnoTest com horários de fronteira.',
      {
        files: ['services/pix-payments/src/test/kotlin/br/com/tucano/pix/limites/LimitesNoturnoTest.kt'],
        tags: ['incident', 'timezone', 'limites', 'noturno'],
      },
    ),
    m(
      'money',
      'convention',
      'Valor no domínio é Money(centavos: Long) de libs/money. BigDecimal só na borda: XML do SPI (2 casas) e JSON da API Pix ("valor": "123.45" como string). Nunca Double/Float.',
      {
        files: ['libs/money'],
        tags: ['money', 'centavos', 'bigdecimal'],
      },
    ),
    m('idem-redis', 'fact', 'idempotency key guardada no redis com SETNX e TTL de 24h', {
      age: 460,
      tags: ['idempotency', 'redis'],
    }),
    m(
      'idempotency',
      'constraint',
      'Todo POST que movimenta dinheiro (/v1/pagamentos, /v1/devolucoes, /v1/boletos/pagamento) exige header Idempotency-Key. A chave fica na tabela idempotency_keys no Postgres (unique por cliente + chave, TTL 24h), junto com o hash do request e a resposta.',
      {
        supersedes: 'idem-redis',
        age: 180,
        canonical: true,
        files: ['libs/idempotency'],
        tags: ['idempotency', 'postgres', 'api'],
      },
    ),
    m(
      'incident-redis-failover',
      'incident',
      'Mar 2025: failover do ElastiCache perdeu as idempotency keys e ~40 pagamentos foram debitados duas vezes no ledger. Foi isso que levou a idempotência pro Postgres.',
      {
        tags: ['incident', 'redis', 'idempotency', 'ledger'],
      },
    ),
    m(
      'ledger-double-entry',
      'constraint',
      'Todo movimento de saldo passa pelo ledger em partidas dobradas (débito + crédito somando zero, na mesma transação). Ninguém faz UPDATE em saldo; saldo é derivado dos lançamentos (com snapshot diário).',
      {
        canonical: true,
        reaffirm: 5,
        files: ['services/ledger'],
        tags: ['ledger', 'double-entry', 'saldo'],
      },
    ),
    m(
      'ledger-append-only',
      'convention',
      'ledger.lancamentos é append-only: correção é estorno (lançamento reverso) com referencia_id apontando pro original. Sem UPDATE/DELETE, tem trigger que bloqueia.',
      {
        files: ['services/ledger/src/main/resources/db/migration'],
        tags: ['ledger', 'append-only', 'estorno'],
      },
    ),
    m(
      'incident-dup-pix',
      'incident',
      'Nov 2024: timeout esperando o pacs.002 e o spi-connector reenviou o pacs.008 com endToEndId novo → Pix duplicado pra 312 recebedores. Desde então: timeout = status PENDENTE, consulta de status no SPI antes de qualquer reenvio, e reenvio sempre com o mesmo endToEndId.',
      {
        files: ['services/spi-connector/src/main/kotlin/br/com/tucano/spi/adapters/out/IcomClient.kt'],
        tags: ['incident', 'spi', 'timeout', 'duplicidade'],
      },
    ),
    m(
      'spi-timeout',
      'constraint',
      'Como recebedor a gente responde o pacs.002 rápido: SLO interno p99 < 1,5 s da chegada do pacs.008 até o aceite. Nenhuma chamada síncrona com timeout > 300 ms nesse caminho (antifraude incluso).',
      {
        tags: ['spi', 'slo', 'latencia', 'recebimento'],
      },
    ),
    m(
      'antifraude-rules',
      'decision',
      'antifraude = regras fixas dentro do pix-payments (valor, horário, conta nova), em kotlin mesmo',
      {
        age: 480,
        tags: ['antifraude', 'regras'],
      },
    ),
    m(
      'antifraude-motor',
      'decision',
      'Antifraude agora é o serviço fraud-score (XGBoost + regras), chamado via gRPC no pagamento de saída e no recebimento; timeout 300 ms, se estourar aplica FallbackRules.kt em vez de bloquear tudo. Marcações de fraude do DICT entram como feature.',
      {
        fact: 'antifraude | implemented_by | fraud-score service',
        supersedes: 'antifraude-rules',
        age: 170,
        files: ['services/pix-payments/src/main/kotlin/br/com/tucano/pix/antifraude'],
        tags: ['antifraude', 'fraud-score', 'grpc'],
      },
    ),
    m(
      'lgpd-logs',
      'constraint',
      'LGPD: nunca logar CPF/CNPJ completo, nome, chave Pix, telefone ou e-mail. Usar Mascara.cpf() (***.456.789-**) e Mascara.chave(). Vale pra qualquer nível de log, inclusive DEBUG.',
      {
        canonical: true,
        files: ['libs/lgpd/src/main/kotlin/br/com/tucano/lgpd/Mascara.kt'],
        tags: ['lgpd', 'logs', 'pii', 'cpf'],
      },
    ),
    m('cpf-log-claim', 'fact', 'pode logar o cpf inteiro em DEBUG, em prod o debug tá desligado mesmo', {
      disputes: 'lgpd-logs',
      tags: ['lgpd', 'logs'],
    }),
    m(
      'lgpd-retencao',
      'constraint',
      'Pedido de exclusão LGPD: dados de transação e cadastro ficam 10 anos (Circular BCB 3.978, PLD/FT), não apaga. Anonimiza só o que não é obrigação legal (marketing, preferências, device). Fluxo em services/privacy/.',
      {
        files: ['services/privacy'],
        tags: ['lgpd', 'retencao', 'exclusao', 'pld'],
      },
    ),
    m(
      'pld-coaf',
      'constraint',
      'Comunicação de operação suspeita ao COAF (SISCOAF) é feita pelo Compliance; o sistema só sinaliza no tópico pld.alerta.gerado.v1. Nunca avisar o cliente de que foi comunicado (vedado por lei).',
      {
        tags: ['pld', 'coaf', 'compliance'],
      },
    ),
    m(
      'data-residency',
      'constraint',
      'Dados de cliente só em sa-east-1. Única exceção: cópia cifrada de backup em us-east-1 (comunicada ao BACEN conforme Res. CMN 4.893). Nada de serviço novo fora de sa-east-1 sem falar com o Jurídico.',
      {
        canonical: true,
        tags: ['data-residency', 'aws', 'sa-east-1', 'compliance'],
      },
    ),
    m('hosting-ecs', 'fact', 'serviços rodam em ECS Fargate, task definitions no repo infra-ecs', {
      fact: 'services | run_on | ECS Fargate',
      age: 520,
      tags: ['ecs', 'fargate'],
    }),
    m(
      'hosting-eks',
      'decision',
      'Tudo roda no EKS 1.30 (cluster eks-pix-prod em sa-east-1). Helm charts em deploy/helm/<serviço>, deploy via ArgoCD (GitOps, repo pix-gitops). Namespaces pix-prod e pix-hml.',
      {
        fact: 'services | run_on | EKS',
        supersedes: 'hosting-ecs',
        age: 230,
        files: ['deploy/helm'],
        tags: ['eks', 'kubernetes', 'helm', 'argocd'],
      },
    ),
    m(
      'no-kubectl',
      'convention',
      'Em pix-prod nada de kubectl edit/scale/apply na mão: tudo via PR no pix-gitops, senão o ArgoCD reverte (selfHeal ligado).',
      {
        tags: ['kubernetes', 'argocd', 'gitops', 'prod'],
      },
    ),
    m(
      'terraform',
      'convention',
      'Infra AWS em infra/terraform (módulos por domínio), plan/apply via Atlantis no PR. Nada criado pelo console.',
      {
        files: ['infra/terraform'],
        tags: ['terraform', 'atlantis', 'iac', 'aws'],
      },
    ),
    m(
      'secrets-manager',
      'convention',
      'Segredo (senha de banco, token de parceiro, senha de .pfx) só no AWS Secrets Manager (pix/<env>/<serviço>/...), injetado via External Secrets Operator. Nunca em application*.yml, values.yaml, .env commitado ou no Slack. Vazou? Rotaciona na hora.',
      {
        canonical: true,
        tags: ['secrets', 'secrets-manager', 'external-secrets'],
      },
    ),
    m(
      'db-rotation',
      'note',
      'As senhas do RDS são rotacionadas pelo Secrets Manager a cada 30 dias (lambda de rotação) e a app pega a nova via External Secrets em até 1h (refreshInterval). Se cair conexão logo depois da rotação, é o refresh, não senha errada.',
      {
        tags: ['rds', 'password', 'rotation', 'secrets-manager'],
      },
    ),
    m(
      'placeholder-local',
      'note',
      'No application-local.yml a senha do datasource cai no default "changeme" quando DB_PASSWORD não tá setada. É só placeholder pro docker-compose local, não é senha de verdade; o compose sobe o postgres com essa mesma senha.',
      {
        files: ['services/pix-payments/src/main/resources/application-local.yml', 'docker-compose.yml'],
        tags: ['local', 'placeholder', 'password'],
      },
    ),
    m(
      'mtls-icp',
      'constraint',
      'Certificados ICP-Brasil: RSFN/ICOM e DICT usam o certificado SPB da instituição; Open Finance usa BRCAC (transporte mTLS) e BRSEAL (assinatura). Chave privada só no CloudHSM/Secrets Manager, nunca dentro da imagem ou em disco.',
      {
        tags: ['icp-brasil', 'mtls', 'certificados', 'open-finance'],
      },
    ),
    m(
      'of-role',
      'fact',
      'Open Finance Brasil: somos detentora de conta pra iniciação de pagamento (Pix via ITP). services/openfinance implementa a API de pagamentos e consentimentos, perfil de segurança FAPI-BR (FAPI 1 Advanced, PAR obrigatório).',
      {
        files: ['services/openfinance'],
        tags: ['open-finance', 'itp', 'fapi'],
      },
    ),
    m('of-v3', 'fact', 'open finance pagamentos na v3 (consents v3), endpoints /open-banking/payments/v3/', {
      age: 400,
      tags: ['open-finance', 'api-version'],
    }),
    m(
      'of-v4',
      'decision',
      'API de pagamentos Open Finance migrada pra v4 (/open-banking/payments/v4/pix/payments); v3 desligada no prazo do cronograma. Consentimento e pagamento separados, status RCVD/ACCP/ACSC/RJCT.',
      {
        fact: 'open finance payments api | version | v4',
        supersedes: 'of-v3',
        age: 140,
        files: ['services/openfinance'],
        tags: ['open-finance', 'api-version', 'pagamentos'],
      },
    ),
    m(
      'of-jws',
      'constraint',
      'Respostas da API de pagamentos Open Finance vão assinadas (JWS PS256 com a chave BRSEAL) e a gente valida a assinatura das requisições do iniciador. Nunca desligar a validação, nem em hml.',
      {
        tags: ['open-finance', 'jws', 'assinatura', 'fapi'],
      },
    ),
    m(
      'boleto',
      'fact',
      'Boleto: emissão e registro pela API da Celcoin (o banco parceiro registra na Nova Plataforma de Cobrança da CIP). Linha digitável 47 posições, código de barras 44. Módulo services/boleto.',
      {
        files: ['services/boleto'],
        tags: ['boleto', 'celcoin', 'cip'],
      },
    ),
    m(
      'boleto-fator-old',
      'fact',
      'fator de vencimento do boleto = dias desde 07/10/1997 (data base), 4 dígitos',
      {
        age: 700,
        tags: ['boleto', 'fator-vencimento'],
      },
    ),
    m(
      'boleto-fator-2025',
      'fact',
      'Fator de vencimento reiniciou: chegou a 9999 em 21/02/2025 e a partir de 22/02/2025 volta pra 1000. FatorVencimento.kt trata o novo ciclo; teste com datas de 2025 e 2026.',
      {
        supersedes: 'boleto-fator-old',
        age: 200,
        files: ['services/boleto/src/main/kotlin/br/com/tucano/boleto/FatorVencimento.kt'],
        tags: ['boleto', 'fator-vencimento', 'linha-digitavel'],
      },
    ),
    m(
      'boleto-pagamento',
      'fact',
      'Pagamento de boleto de terceiros também via Celcoin, só em dia útil até 20h; fora disso vira agendamento pro próximo dia útil.',
      {
        tags: ['boleto', 'pagamento-contas', 'dia-util'],
      },
    ),
    m(
      'pix-automatico',
      'fact',
      'Pix Automático (desde 16/06/2025): recorrência autorizada pelo pagador, a cobrança é agendada de 2 a 10 dias antes do vencimento. Módulo services/pix-automatico, jornadas de autorização 1 a 4 do manual.',
      {
        files: ['services/pix-automatico'],
        tags: ['pix-automatico', 'recorrencia'],
      },
    ),
    m(
      'webhooks',
      'fact',
      'Webhooks pros lojistas saem do services/webhooks-dispatcher (coroutines + Ktor client), um webhook por Pix recebido num cob/cobv.',
      {
        files: ['services/webhooks-dispatcher'],
        tags: ['webhooks', 'lojista', 'coroutines'],
      },
    ),
    m(
      'api-style',
      'convention',
      'API própria (/v1/...): JSON camelCase, erros em application/problem+json (RFC 7807) com "type" apontando pra docs.tucano.com.br/erros/<codigo>. Controller só mapeia; regra fica no caso de uso.',
      {
        tags: ['api', 'problem-details', 'rest'],
      },
    ),
    m(
      'hexagonal',
      'convention',
      'Estrutura dos serviços: domain/ (sem Spring), application/ (casos de uso), adapters/in (REST, consumer Kafka) e adapters/out (jOOQ, clientes HTTP/gRPC). Pacote base br.com.tucano.<serviço>.',
      {
        tags: ['arquitetura', 'hexagonal', 'pacotes'],
      },
    ),
    m(
      'gradle-catalog',
      'convention',
      'Gradle Kotlin DSL, dependência só via version catalog gradle/libs.versions.toml; convention plugins em build-logic/. Nada de versão hardcoded no build.gradle.kts.',
      {
        files: ['gradle/libs.versions.toml', 'build-logic'],
        tags: ['gradle', 'dependencies', 'version-catalog'],
      },
    ),
    m(
      'ktlint-detekt',
      'convention',
      'Lint: ktlint via Spotless + detekt com config/detekt.yml; o CI quebra com qualquer issue. Roda ./gradlew spotlessApply antes do push. @Suppress só com comentário explicando.',
      {
        files: ['config/detekt.yml'],
        tags: ['ktlint', 'detekt', 'lint', 'ci'],
      },
    ),
    m(
      'tests',
      'convention',
      'Testes: JUnit 5 + Kotest assertions + MockK. Integração com Testcontainers (postgres:16-alpine, confluentinc/cp-kafka:7.6) e @SpringBootTest só em *IT.kt. Nada de H2.',
      {
        tags: ['tests', 'junit5', 'mockk', 'testcontainers'],
      },
    ),
    m(
      'tests-no-bacen',
      'constraint',
      'CI nunca fala com a homologação do BACEN (SPI/DICT) nem com o sandbox da Celcoin: usa o spi-simulator (imagem interna, docker compose up spi-simulator) e WireMock pros parceiros. Homologação do BACEN só no roteiro manual com o Compliance.',
      {
        files: ['docker-compose.yml', 'services/spi-connector/src/test'],
        tags: ['tests', 'homologacao', 'simulador', 'wiremock'],
      },
    ),
    m('ci-jenkins', 'fact', 'CI no jenkins (jenkins.tucano.internal), Jenkinsfile em cada repo', {
      fact: 'ci | runs_on | Jenkins',
      age: 480,
      tags: ['ci', 'jenkins'],
    }),
    m(
      'ci-gha',
      'decision',
      'CI no GitHub Actions (.github/workflows/ci.yml) com runners self-hosted no EKS (actions-runner-controller). Jenkins desligado.',
      {
        fact: 'ci | runs_on | GitHub Actions',
        supersedes: 'ci-jenkins',
        age: 210,
        files: ['.github/workflows'],
        tags: ['ci', 'github-actions'],
      },
    ),
    m(
      'deploy-freeze',
      'constraint',
      'Sem deploy em prod: sexta depois das 15h, véspera de feriado, 5º dia útil do mês (pico de salário) e da Black Friday até a segunda seguinte.',
      {
        reaffirm: 3,
        tags: ['deploy', 'freeze', 'prod'],
      },
    ),
    m(
      'observability',
      'fact',
      'Observabilidade: OpenTelemetry Java agent → Grafana (Tempo, Loki, Mimir) self-hosted no EKS em sa-east-1. O dashboard "SPI - Liquidação" é o principal do plantão.',
      {
        tags: ['observability', 'opentelemetry', 'grafana'],
      },
    ),
    m(
      'logs-mdc',
      'convention',
      'Logs em JSON (logstash-logback-encoder) com MDC endToEndId, txid, idempotencyKey e traceId. Mensagem em português, sem dado pessoal.',
      {
        tags: ['logs', 'mdc', 'logback'],
      },
    ),
    m(
      'metrics-naming',
      'convention',
      'Métricas Micrometer: prefixo pix_, snake_case, unidade no sufixo (pix_liquidacao_duracao_seconds, pix_valor_recebido_centavos_total).',
      {
        tags: ['metrics', 'micrometer', 'naming'],
      },
    ),
    m(
      'saldo-pi',
      'fact',
      'A conta PI no BACEN precisa de saldo pra liquidar Pix de saída; a tesouraria aporta via STR. O spi-connector consulta o saldo com camt.060 a cada 1 min.',
      {
        tags: ['conta-pi', 'saldo', 'tesouraria', 'spi'],
      },
    ),
    m(
      'owners',
      'fact',
      'Donos: Rafael Moreira (spi-connector, DICT), Juliana Castro (ledger), Thiago Nunes (Open Finance), Camila Rocha (boleto e Pix Automático), Bruno Lima (plataforma/EKS). Compliance/PLD: Dra. Fernanda Alves.',
      {
        tags: ['owners', 'time'],
      },
    ),
    m(
      'pref-pt-br',
      'preference',
      'commit e PR em português tá ok, mas nome de classe/método/variável em inglês, exceto termo de domínio Pix sem tradução boa (devolucao, cobranca, chave, txid)',
      {},
    ),
    m(
      'pref-pr-small',
      'preference',
      'PR pequeno, até ~400 linhas. Mexeu em ledger ou spi-connector precisa de 2 aprovações, uma da Juliana ou do Rafael.',
      {},
    ),
    m('vpn-note', 'note', 'homologação do BACEN só pela VPN antiga (OpenVPN, perfil tucano-rsfn-hml)', {
      age: 680,
      tags: ['vpn', 'homologacao'],
    }),
    m(
      'dst-br',
      'fact',
      'Brasil não tem horário de verão desde 2019 (Decreto 9.772), mas não assume offset fixo: usa America/Sao_Paulo do tzdata, a regra pode voltar.',
      {
        tags: ['timezone', 'horario-de-verao'],
      },
    ),
    m('cand-graalvm', 'decision', 'Compilar os serviços com GraalVM native image pra subir mais rápido.', {
      candidate: true,
      tags: ['graalvm', 'native'],
    }),
    m('cand-webflux', 'decision', 'Migrar o spi-connector pra WebFlux + coroutines.', {
      candidate: true,
      tags: ['webflux', 'coroutines', 'spi'],
    }),
    m('cand-cockroach', 'decision', 'Trocar o Postgres do ledger por CockroachDB.', {
      candidate: true,
      tags: ['ledger', 'cockroachdb'],
    }),
    m(
      'secret-hml-db',
      'note',
      'a senha do banco de homologação (usuário pix_app no pix-hml) é Hml#Pix2024!rds9, se não funcionar pergunta pro Bruno',
      {
        secret: 'Hml#Pix2024!rds9',
      },
    ),
    m(
      'secret-yaml-kafka',
      'note',
      'application-hml.yml (cluster de hml ainda com SCRAM):\nspring:\n  kafka:\n    properties:\n      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="pix-payments" password="kfk-Hml-7731-Tucano";',
      {
        secret: 'kfk-Hml-7731-Tucano',
      },
    ),
    m(
      'secret-celcoin',
      'note',
      'o token do Celcoin sandbox (client_secret): cc_sbx_4f8a2d9e71b34c06a5e2f1d8c7b9a036',
      {
        secret: 'cc_sbx_4f8a2d9e71b34c06a5e2f1d8c7b9a036',
      },
    ),
    m(
      'secret-jdbc',
      'note',
      'reconciliação roda com jdbc:postgresql://ledger-prod.c8x2k.sa-east-1.rds.amazonaws.com:5432/ledger?user=ledger_rw&password=Ldg2025$xPq7Wm',
      {
        secret: 'Ldg2025$xPq7Wm',
      },
    ),
    m(
      'secret-aws',
      'note',
      '.env do script de backfill:\nAWS_ACCESS_KEY_ID=AKIAQ7X3TUC4PIXBKFL2\nAWS_SECRET_ACCESS_KEY=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\nAWS_REGION=sa-east-1',
      {
        secret: 'wJ8rXtU2fK9mPq4Lz7Vn3Bc6Yh1Sd5Ge0Aa2Ff8T',
      },
    ),
    m(
      'secret-gh-pat',
      'note',
      'token do GitHub pro bot de release: ghp_R7kLm2Qx9VtW4pZs8NbY3cJd6Hf1Ga5Ue0Oi',
      {
        secret: 'ghp_R7kLm2Qx9VtW4pZs8NbY3cJd6Hf1Ga5Ue0Oi',
      },
    ),
    m(
      'secret-pfx',
      'note',
      'senha do .pfx do certificado ICP-Brasil de homologação da RSFN (tucano-hml-rsfn.pfx): Icp#Hml-2025vK8 — vence em 09/2026',
      {
        secret: 'Icp#Hml-2025vK8',
      },
    ),
    m(
      'secret-slack',
      'note',
      'alerta do plantão Pix: https://hooks.slack.com/services/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',
      {
        secret: 'Gk3mR8vT2xQ9wL5nZ7pY1sJc',
      },
    ),
    m('secret-redis', 'note', 'AUTH token do Redis de prod (ElastiCache): rdsAUTH-9xK2mP7qL4vT8wZ3nB6y', {
      secret: 'rdsAUTH-9xK2mP7qL4vT8wZ3nB6y',
    }),
    m(
      'secret-zenvia',
      'note',
      'o token da Zenvia pro SMS de OTP é zv_live_8Fq2Lm7Xr4Tp9Wk3Nc6Yd1Hs5, tá no plano pago',
      {
        secret: 'zv_live_8Fq2Lm7Xr4Tp9Wk3Nc6Yd1Hs5',
      },
    ),
  ],
  sessions: [
    {
      id: 'pix-session-1',
      age: 7,
      turns: [
        said(
          'bom dia! o suporte abriu um ticket: lojista fez duas devoluções parciais do mesmo Pix e a soma passou do valor original. dá uma olhada no services/pix-payments/.../devolucao/DevolucaoService.kt',
        ),
        replied(
          'Olhei: o DevolucaoService valida só o valor da devolução atual contra o valor original, não soma as devoluções anteriores. E não tem lock, então duas requisições simultâneas passam.',
        ),
        said(
          'pois é. regra: devolução parcial pode, várias até, mas a soma das devoluções nunca passa do valor original do Pix. valida no DevolucaoService com SELECT ... FOR UPDATE no pix original, beleza?',
          {
            key: 's-devolucao-soma',
            type: 'constraint',
          },
        ),
        replied(
          'Beleza. Vou somar as devoluções com status diferente de REJEITADA dentro da mesma transação com lock no pix_recebido.',
        ),
        said('isso. e o teste de concorrência?'),
        replied('Escrevi um DevolucaoConcorrenciaIT com duas threads; com o lock só uma passa.'),
        said(
          'outra coisa, lojista tá criando cob sem expiração e fica QR vivo pra sempre. a partir de agora: se não mandar calendario.expiracao, default 3600s, máximo 86400. prazo maior que isso é cobv com vencimento',
          {
            key: 's-cob-expiracao',
            type: 'convention',
          },
        ),
        replied('Ok, default 3600 e validação com erro problem+json se vier acima de 86400.'),
        said('tá, e o webhook que a Camila comentou? tem lojista reclamando que não recebe'),
        replied(
          'Hoje o webhooks-dispatcher tenta uma vez e desiste. Sugiro retry com backoff. Quer que eu use Resilience4j?',
        ),
        said(
          'webhook pro lojista: até 5 tentativas com backoff (1min, 5min, 15min, 1h, 6h), assinatura HMAC-SHA256 no header X-Tucano-Signature com o segredo do lojista. depois da 5ª marca FALHOU e o lojista reprocessa pelo painel. pode ser no próprio dispatcher, sem resilience4j',
          {
            key: 's-webhook-retry',
            type: 'convention',
          },
        ),
        replied('Feito com um agendamento em tabela webhook_tentativas e coroutines no dispatcher.'),
        said('pra testar no hml usei isso aqui, funcionou:'),
        said(
          'curl -H "Authorization: Bearer eyJhbGciOiJQUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJsb2ppc3RhLTQ0MjEiLCJleHAiOjE3NjAwMDAwMDB9.VHVjYW5vSG1sU2lnbmF0dXJlWFl6OTg3" https://api-hml.tucano.com.br/v1/cob',
          {
            secret:
              'eyJhbGciOiJQUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJsb2ppc3RhLTQ0MjEiLCJleHAiOjE3NjAwMDAwMDB9.VHVjYW5vSG1sU2lnbmF0dXJlWFl6OTg3',
          },
        ),
        replied('Valeu, o formato da resposta bate com o CobResponse.'),
        said(
          'tesouraria pediu uma coisa: ontem o saldo da conta PI ficou baixo e a folha de uma empresa cliente travou no meio',
        ),
        replied('Quer que eu bloqueie qualquer Pix de saída quando o saldo estiver baixo?'),
        said(
          'não, só lote. se o saldo da conta PI cair abaixo de R$ 2 milhões: alerta pra tesouraria e segura os pagamentos em lote (folha, fornecedores) até o aporte. Pix individual continua normal.',
          {
            key: 's-saldo-pi-alerta',
            type: 'constraint',
          },
        ),
        replied('Vou ler o último camt.060 no PagamentoLoteService e publicar pix.conta-pi.saldo-baixo.v1.'),
        said('e o Pix por aproximação, o produto quer ligar só pra uns clientes primeiro'),
        replied('Podemos usar LaunchDarkly, tem SDK Kotlin bom.'),
        said(
          'feature flag é com Unleash self-hosted no EKS (unleash.tucano.internal), nada de LaunchDarkly, dado de cliente não sai do país. vamos de Unleash',
          {
            key: 's-feature-flags',
            type: 'decision',
          },
        ),
        replied('Ok, flag pix-aproximacao com strategy por userId no Unleash.'),
        said(
          'ah, e pro pessoal parar de perguntar: a gente não oferece Pix Saque nem Pix Troco, e não vai ter esse ano, não temos rede de lojistas pra isso.',
          {
            key: 's-pix-saque',
            type: 'fact',
          },
        ),
        replied('Anotado.'),
        said('show, faz um resumo pro PR'),
        replied(
          'Resumo: soma de devoluções limitada ao valor original com lock, expiração default do cob, retry de webhook com HMAC, bloqueio de lote com saldo PI baixo, flag do Pix por aproximação no Unleash.',
        ),
        said('perfeito, manda pro hml'),
      ],
    },
  ],
  prompts: [
    p('cria um endpoint PUT /cob/{txid} no services/pix-payments seguindo a API Pix do BACEN', [
      'cob-api',
      'txid',
      's-cob-expiracao',
      'hexagonal',
    ]),
    p('o pagamento de saída deu timeout esperando o pacs.002, posso reenviar o pacs.008?', [
      'incident-dup-pix',
      'e2e-format',
      'spi-icom',
    ]),
    p('como a gente gera o endToEndId mesmo?', ['e2e-format', 'e2e-claim']),
    p('adiciona um consumer do tópico pix.pagamento.liquidado.v1 pra atualizar o extrato do app', [
      'kafka-topics',
      'kafka-idempotent',
    ]),
    p('cliente reclamou que um Pix de R$ 1.500 às 18h foi recusado por limite noturno', [
      'pix-noturno',
      'tz-sp',
      'incident-noturno',
    ]),
    p('cliente quer aumentar o limite noturno pra 5 mil agora, dá pra valer na hora no LimitesService?', [
      'pix-noturno',
    ]),
    p(
      'preciso mostrar quais contatos da agenda do usuário têm chave Pix, dá pra consultar no DICT em lote?',
      ['dict-rate-limit', 'dict-api'],
    ),
    p('bora colocar cache no Redis pras consultas de chave no dict-client, tá lento demais', [
      'dict-no-cache',
      'dict-rate-limit',
    ]),
    p('loga o CPF do pagador no PagamentoService pra eu debugar esse caso', [
      'lgpd-logs',
      'cpf-log-claim',
      'logs-mdc',
    ]),
    p('cliente pediu exclusão dos dados pela LGPD, posso apagar as transações dele?', ['lgpd-retencao']),
    p('nova migration pra adicionar coluna motivo_bloqueio na tabela pix_recebido', ['flyway', 'orm-jooq']),
    p('cria um índice na tabela lancamentos por conta_id, tá fazendo seq scan', ['flyway']),
    p('atualiza o saldo direto com UPDATE contas SET saldo = saldo - :valor, é mais simples', [
      'ledger-double-entry',
      'ledger-append-only',
    ]),
    p('lançamento errado no ledger, dá pra dar DELETE nele?', ['ledger-append-only', 'ledger-double-entry']),
    p('usa Double pro valor no PixRequest, é mais simples', ['money']),
    p('o JSON da API de cob tá saindo "valor": 123.4 em vez de "123.40"', ['money', 'cob-api']),
    p('POST /v1/pagamentos sem Idempotency-Key, o que a gente devolve?', ['idempotency', 'api-style']),
    p('dá pra guardar a idempotency key no Redis com SETNX? seria mais rápido', [
      'idempotency',
      'incident-redis-failover',
      'redis-usage',
    ]),
    p('qual versão do Java e do Spring Boot a gente usa hoje?', ['java21']),
    p('vamos fazer o serviço novo de extrato com WebFlux?', ['java21', 'no-webflux']),
    p('cria o repositório de devolução usando Spring Data JPA', ['orm-jooq', 'hexagonal']),
    p('implementa devolução parcial no DevolucaoService', [
      's-devolucao-soma',
      'devolucao-90d',
      'idempotency',
      'ledger-double-entry',
    ]),
    p('cliente quer devolver um Pix de 5 meses atrás, dá?', ['devolucao-90d', 'devolucao-claim']),
    p('chegou uma notificação de infração do MED, o que o sistema tem que fazer?', [
      'med',
      'bloqueio-cautelar',
    ]),
    p('bloqueio cautelar: por quanto tempo posso segurar o dinheiro?', ['bloqueio-cautelar']),
    p('chama o fraud-score no fluxo de recebimento antes de responder o pacs.002, com timeout de 2s', [
      'spi-timeout',
      'antifraude-motor',
    ]),
    p('o fraud-score caiu, a gente tá bloqueando todos os Pix de saída?', ['antifraude-motor']),
    p('a gente ainda tem aquelas regras de antifraude hardcoded no pix-payments?', ['antifraude-motor']),
    p('gera o QR Code dinâmico pro cob, payload BR Code', ['brcode', 'cob-api']),
    p('CRC do QR estático tá dando inválido no app do Itaú', ['brcode']),
    p('txid com 40 caracteres tá sendo rejeitado no PUT /cob', ['txid']),
    p('boleto com vencimento em 2026 tá saindo com fator errado na linha digitável', [
      'boleto-fator-2025',
      'boleto',
    ]),
    p('como funciona o fator de vencimento do boleto?', ['boleto-fator-2025']),
    p('cliente pagou um boleto às 22h, o que acontece?', ['boleto-pagamento', 'tz-sp']),
    p('quem registra o boleto na CIP?', ['boleto']),
    p('Pix Automático: o lojista quer cobrar no próprio dia do vencimento, pode?', ['pix-automatico']),
    p('webhook pro lojista falhou, quantas vezes a gente tenta de novo?', ['s-webhook-retry', 'webhooks']),
    p('como o lojista valida que o webhook veio mesmo da gente?', ['s-webhook-retry']),
    p('cob sem expiração definida, qual o default?', ['s-cob-expiracao']),
    p('lojista quer um cob com validade de 3 dias', ['s-cob-expiracao', 'cob-api']),
    p('saldo da conta PI tá baixo, o que fazer com a folha de pagamento agendada?', [
      's-saldo-pi-alerta',
      'saldo-pi',
    ]),
    p('feature flag pro Pix por aproximação, qual ferramenta a gente usa?', ['s-feature-flags']),
    p('a gente vai oferecer Pix Saque?', ['s-pix-saque']),
    p('onde coloco a senha do banco novo do serviço de extrato?', ['secrets-manager']),
    p('app perdeu conexão com o RDS hoje às 3h, será senha errada?', ['db-rotation', 'secrets-manager']),
    p('DB_PASSWORD changeme no application-local.yml é problema de segurança?', ['placeholder-local']),
    p('commitei o token da Celcoin no values.yaml sem querer, e agora?', ['secrets-manager']),
    p('coloca o .pfx da RSFN dentro da imagem Docker do spi-connector pra simplificar', [
      'mtls-icp',
      'secrets-manager',
    ]),
    p('o pix-payments pode mandar pacs.008 direto pra ICOM? economiza um hop', ['spi-icom']),
    p('qual o nosso ISPB?', ['ispb']),
    p('Open Finance: implementa o endpoint de consulta de status de pagamento', [
      'of-v4',
      'of-role',
      'of-jws',
    ]),
    p('desliga a validação de JWS no openfinance em hml, tá atrapalhando o teste', ['of-jws']),
    p('a gente ainda tá na v3 da API de pagamentos do Open Finance?', ['of-v4']),
    p('certificado BRCAC ou BRSEAL, qual uso pra assinar a resposta?', ['mtls-icp', 'of-jws']),
    p('sobe um bucket S3 em us-east-1 pros relatórios de cliente, sai mais barato', [
      'data-residency',
      'terraform',
    ]),
    p('cria o bucket S3 pelo console rapidinho, depois a gente arruma', ['terraform']),
    p('dá um kubectl scale no pix-payments em prod, tá lento', ['no-kubectl', 'hosting-eks']),
    p('onde ficam os Helm charts?', ['hosting-eks']),
    p('a gente ainda usa ECS?', ['hosting-eks']),
    p('deploy hoje, sexta 16h, do fix do boleto, beleza?', ['deploy-freeze']),
    p('hoje é 5º dia útil, posso subir a versão nova do ledger?', ['deploy-freeze']),
    p('CI quebrou no detekt com LongMethod no DevolucaoService', ['ktlint-detekt']),
    p('adiciona a lib resilience4j no build.gradle.kts do spi-connector', ['gradle-catalog']),
    p('teste de integração do repositório de cobrança com H2 pra ficar rápido', ['tests']),
    p('bora rodar o teste do fluxo de pagamento contra a homologação do BACEN no CI', ['tests-no-bacen']),
    p('como eu rodo o spi-simulator local?', ['tests-no-bacen']),
    p('cria um Jenkinsfile pro serviço novo', ['ci-gha']),
    p('adiciona job de teste de integração no .github/workflows/ci.yml', ['ci-gha', 'tests']),
    p('cria tópico novo pra evento de chave Pix registrada', ['kafka-topics', 'kafka-msk', 'terraform']),
    p('consumer não conecta no MSK, erro de SASL authentication failed', ['kafka-msk']),
    p('kafkaTemplate.send() dentro do @Transactional do pagamento, pode?', ['outbox']),
    p('evento duplicado depois que o spi-connector reconectou na ICOM', ['kafka-idempotent', 'spi-icom']),
    p('métrica nova pro tempo de resposta do DICT', ['metrics-naming', 'observability']),
    p('onde eu vejo os traces de um Pix específico?', ['observability', 'logs-mdc']),
    p('coloca o endToEndId no log do consumer', ['logs-mdc']),
    p('quem cuida do ledger?', ['owners']),
    p('commit em português tá ok?', ['pref-pt-br']),
    p('PR de 900 linhas no spi-connector, quem precisa aprovar?', ['pref-pr-small']),
    p('cadastro de chave celular: qual formato do número?', ['chaves-tipos']),
    p('cliente PJ quer cadastrar a 21ª chave', ['chaves-tipos']),
    p('registro de chave aleatória (EVP): a gente gera o UUID?', ['chaves-tipos', 'dict-api']),
    p('como calculo o vencimento do boleto considerando feriado?', ['tz-sp']),
    p('usa ZoneOffset.of("-03:00") no cálculo do horário noturno', ['tz-sp', 'dst-br', 'incident-noturno']),
    p('ainda tem horário de verão no Brasil?', ['dst-br']),
    p('cliente suspeito de lavagem, manda e-mail avisando que a conta foi reportada ao COAF', ['pld-coaf']),
    p('onde o sistema sinaliza operação suspeita?', ['pld-coaf']),
    p('teste de unidade pro EndToEndIdGenerator', ['e2e-format', 'tests']),
    p('erro de validação na API própria: qual formato de resposta?', ['api-style']),
    p('a regra de negócio do pagamento pode ficar no controller?', ['hexagonal', 'api-style']),
    p('SELECT FOR UPDATE SKIP LOCKED no relay do outbox, como escrevo?', ['outbox', 'orm-jooq']),
    p('o Redis pode ser fonte de verdade pro status do pagamento?', ['redis-usage']),
    p('p99 de aceite de Pix recebido tá em 3s, o que eu olho?', [
      'spi-timeout',
      'antifraude-motor',
      'observability',
    ]),
    p('a resposta do DICT vem em XML ou JSON?', ['dict-api']),
    p('cliente recebeu Pix de golpe e o pagador abriu MED, como a gente devolve?', [
      'med',
      'bloqueio-cautelar',
    ]),
    p('add a Micrometer counter for rejected pacs.008 in spi-connector', ['metrics-naming', 'spi-icom']),
    p('write a Testcontainers IT for the LedgerRepository', ['tests', 'orm-jooq', 'ledger-append-only']),
    p('where is the Avro schema for pix.devolucao.solicitada.v1?', ['kafka-topics']),
    p('can we run the ledger on Aurora Serverless in us-east-1?', ['data-residency', 'postgres']),
    p(
      '@services/spi-connector/src/main/kotlin/br/com/tucano/spi/adapters/out/IcomClient.kt adiciona retry no envio do pacs.008',
      ['incident-dup-pix', 'e2e-format', 'spi-icom'],
    ),
    p(
      '@services/ledger/src/main/kotlin/br/com/tucano/ledger/adapters/out/LancamentoRepository.kt implementa estorno',
      ['ledger-append-only', 'ledger-double-entry', 'orm-jooq'],
    ),
    p('valor no XML do pacs.008 tá saindo com 3 casas decimais', ['money']),
    p('no dispatcher de webhook novo posso usar coroutines?', ['no-webflux', 'webhooks']),
    p('a Camila pediu pra agendar a cobrança do Pix Automático 1 dia antes do vencimento', [
      'pix-automatico',
    ]),
    p('boleto de terceiro pago no sábado, o que acontece?', ['boleto-pagamento']),
    p('qual o namespace de homologação no cluster?', ['hosting-eks']),
    p('quem consulta o saldo da conta PI e de quanto em quanto tempo?', ['saldo-pi']),
    p('adiciona a marcação de fraude do DICT como feature no modelo de antifraude', ['antifraude-motor']),
    p('nova chamada HTTP pra Celcoin: onde fica o client no módulo boleto?', ['hexagonal', 'boleto']),
    p('tá, e o que muda no recebimento quando o cliente marca fraude via MED no app de outro banco?', [
      'med',
      'bloqueio-cautelar',
    ]),
    p('cria o consumer de pix.devolucao.solicitada.v1 no ledger pra lançar o estorno', [
      'kafka-idempotent',
      'ledger-double-entry',
      'ledger-append-only',
    ]),
    p('gera a linha digitável do boleto a partir do código de barras', ['boleto', 'boleto-fator-2025']),
    p('endpoint pra listar devoluções de um Pix: GET /pix/{e2eid}/devolucao', ['cob-api', 'api-style']),
    p('a mensagem de log pode ser em inglês?', ['logs-mdc']),
    p('consentimento do Open Finance expirou e o iniciador mandou o pagamento mesmo assim', [
      'of-v4',
      'of-role',
    ]),
    p('qual a diferença entre data class e value class em Kotlin?', []),
    p('valeu!', []),
    p('como faço rebase interativo?', []),
    p('explica sealed interface vs sealed class', []),
    p('beleza, pode mandar o commit', []),
    p('what is the difference between let, run and apply?', []),
    p('resume o diff pra mim', []),
    p('ok, segue', []),
    p('como funciona o G1 garbage collector no geral?', []),
    p('regex pra validar CEP?', []),
    p('tá funcionando agora, brigado', []),
    p('como escrevo um teste parametrizado no JUnit 5?', []),
    p('explica o padrão strategy com um exemplo simples', []),
    p('what does @JvmStatic do?', []),
    p('qual a diferença entre inline e crossinline?', []),
  ],
});
