// A Lisbon public-transport ticketing backend: Navegante passes on NFC cards, SIBS/MB WAY payments, Autenticação.gov
// login (Cartão de Cidadão / Chave Móvel Digital), validator uploads, GTFS feeds and AT-certified invoicing (SAF-T PT).
// Mostly in European Portuguese. Held-out scenario: written blind, labelled without running spool.
import { m, p, project, replied, said } from '../dsl.mjs';

export default project({
  name: 'django-transit-pt',
  stack:
    'Python 3.12, Django 5.1 + Django REST Framework 3.15, PostgreSQL 16 + PostGIS, Celery 5.4 (RabbitMQ broker, Redis results), SIBS Gateway (MB WAY, Multibanco, cartões), Autenticação.gov (CC / CMD via SAML 2.0), validadores NFC Calypso, GTFS + GTFS-Realtime, AT webservices + SAF-T PT 1.04_01, Kubernetes on-prem, GitLab CI, pytest-django',
  memories: [
    m(
      'django-42',
      'fact',
      'Estamos em Django 4.2 LTS com DRF 3.14; requirements/base.txt tem as versões fixadas.',
      {
        age: 460,
        files: ['requirements/base.txt'],
        tags: ['django', 'versoes'],
      },
    ),
    m(
      'django-51',
      'fact',
      'Atualizámos para Django 5.1 + DRF 3.15 (requirements/base.txt, lock com pip-tools em requirements/base.lock). Os campos GeneratedField passaram a ser usados em passes.validade_fim.',
      {
        fact: 'django | versao | 5.1',
        supersedes: 'django-42',
        age: 80,
        files: ['requirements/base.txt', 'requirements/base.lock'],
        tags: ['django', 'drf', 'versoes'],
      },
    ),
    m(
      'estrutura-apps',
      'convention',
      'Uma app Django por domínio em apps/: contas, cartoes, passes, bilhetes, pagamentos, faturacao, validacoes, gtfs. Lógica de negócio em services.py de cada app; views/serializers só validam e chamam os services. Nada de lógica em signals.',
      {
        canonical: true,
        files: ['apps'],
        tags: ['estrutura', 'services', 'django'],
      },
    ),
    m(
      'nomes-pt',
      'convention',
      'Modelos e campos de domínio em português (Passe, Carregamento, Validacao, Fatura, data_inicio), sem acentos nos identificadores. Código de infraestrutura e libs internas em inglês. Não misturar no mesmo modelo.',
      {
        tags: ['naming', 'modelos', 'idioma'],
      },
    ),
    m(
      'navegante-tipos',
      'fact',
      'Tipos de passe Navegante no catálogo (apps/passes/catalogo.py): Metropolitano 40 €, Municipal 30 €, Família 80 € (todo o agregado), +65 20 €, Sub23 e Sub18/Navegante 12 gratuitos com perfil validado. Preços em cêntimos no modelo TipoPasse.',
      {
        files: ['apps/passes/catalogo.py'],
        tags: ['navegante', 'passes', 'precos'],
      },
    ),
    m(
      'navegante-municipal',
      'fact',
      'O Navegante Municipal (30 €) só é válido na rede do município escolhido no carregamento; o código INE do município fica em passes.municipio_ine (Lisboa = 1106).',
      {
        files: ['apps/passes/models.py'],
        tags: ['navegante', 'municipal', 'ine'],
      },
    ),
    m(
      'navegante-metropolitano',
      'fact',
      'O Navegante Metropolitano (40 €) é válido em todos os operadores dos 18 municípios da AML; não tem campo de município.',
      {
        tags: ['navegante', 'metropolitano', 'aml'],
      },
    ),
    m(
      'sub23-desconto',
      'fact',
      'passe sub23 tem 25% de desconto sobre o Metropolitano para estudantes até 23 anos com declaração da escola',
      {
        age: 600,
        tags: ['sub23', 'descontos', 'passes'],
      },
    ),
    m(
      'sub23-gratis',
      'decision',
      'O Navegante Sub23 passou a gratuito para estudantes do ensino superior até aos 23 anos (inclusive). Continua a exigir perfil validado com declaração de matrícula anual; carregamento de 0 € mas gera documento (fatura a zero não, gera talão de carregamento). Regras em apps/passes/perfis.py.',
      {
        supersedes: 'sub23-desconto',
        age: 220,
        files: ['apps/passes/perfis.py'],
        tags: ['sub23', 'gratuito', 'perfis', 'passes'],
      },
    ),
    m(
      'perfil-validacao',
      'constraint',
      'Perfis com desconto/gratuitidade (+65, Sub23, Sub18, Social+) só ficam ativos depois de um operador de backoffice aprovar os documentos. O perfil expira: Sub23 a 31 de outubro de cada ano letivo, +65 nunca, Social+ após 12 meses.',
      {
        files: ['apps/passes/perfis.py'],
        tags: ['perfis', 'backoffice', 'descontos'],
      },
    ),
    m(
      'carregamento-janela',
      'constraint',
      'O passe mensal do mês seguinte pode ser carregado a partir do dia 20 do mês anterior; o passe do mês corrente pode ser carregado até ao último dia. Os passes são sempre por mês civil, nunca 30 dias corridos.',
      {
        canonical: true,
        reaffirm: 9,
        files: ['apps/passes/services.py'],
        tags: ['passes', 'carregamento', 'mes-civil'],
      },
    ),
    m(
      'dia-servico-4h',
      'constraint',
      'O dia de serviço termina às 04:00 (Europe/Lisbon): uma validação às 02:30 de 1 de março conta ainda para o passe de fevereiro. Usar sempre validacoes.utils.dia_servico(ts), nunca ts.date().',
      {
        files: ['apps/validacoes/utils.py'],
        tags: ['dia-servico', 'timezone', 'validacoes', 'passes'],
      },
    ),
    m(
      'dia-servico-claim',
      'fact',
      'a validade do passe acaba à meia-noite do último dia do mês, quem viaja de madrugada no dia 1 já precisa do passe novo',
      {
        disputes: 'dia-servico-4h',
        tags: ['dia-servico', 'passes', 'validade'],
      },
    ),
    m(
      'tz-lisbon',
      'convention',
      'USE_TZ = True, tudo em UTC na base de dados; TIME_ZONE = "Europe/Lisbon" só para apresentação e para calcular o mês civil/dia de serviço. Açores não entra (só rede AML).',
      {
        files: ['config/settings/base.py'],
        tags: ['timezone', 'utc', 'django'],
      },
    ),
    m(
      'cartao-calypso',
      'fact',
      'Cartões Navegante são Calypso (Rev 3); o número visível é o "número de série" de 10 dígitos, o UID NFC fica em cartoes.uid_hex. Cartões Zapping antigos MIFARE foram retirados.',
      {
        files: ['apps/cartoes/models.py'],
        tags: ['cartoes', 'calypso', 'nfc'],
      },
    ),
    m(
      'cartao-emissao',
      'fact',
      'Emissão do cartão Navegante personalizado: 7 € (normal, 10 dias úteis) ou 12 € (urgente, 1 dia útil). Pedido online com foto e CC, produção no fornecedor via ficheiro SFTP diário às 18:00.',
      {
        files: ['apps/cartoes/emissao.py'],
        tags: ['cartoes', 'emissao', 'precos'],
      },
    ),
    m(
      'iva-transporte',
      'constraint',
      'Transporte de passageiros tem IVA à taxa reduzida de 6% (Lista I, verba 2.14 do CIVA). Os preços do catálogo já incluem IVA; o IVA é desagregado na fatura.',
      {
        canonical: true,
        files: ['apps/faturacao/iva.py'],
        tags: ['iva', 'taxas', 'faturacao'],
      },
    ),
    m(
      'iva-cartao-23',
      'fact',
      'a emissão do cartão (7 €/12 €) não é transporte, é uma prestação de serviço normal: IVA 23%',
      {
        files: ['apps/faturacao/iva.py'],
        tags: ['iva', 'cartoes', 'emissao'],
      },
    ),
    m(
      'iva-cartao-6',
      'fact',
      'Segundo o parecer da contabilidade (Rui), o custo do cartão é acessório do transporte e segue a taxa do transporte, 6%.',
      {
        disputes: 'iva-cartao-23',
        files: ['apps/faturacao/iva.py'],
        tags: ['iva', 'cartoes', 'emissao'],
      },
    ),
    m(
      'at-certificado',
      'constraint',
      'Somos software certificado pela AT (certificado n.º 2871/AT). Qualquer alteração a faturacao/assinatura.py, numeração ou SAF-T tem de ser revista pela Joana antes do merge, porque pode invalidar a certificação.',
      {
        canonical: true,
        reaffirm: 14,
        files: ['apps/faturacao/assinatura.py'],
        tags: ['at', 'certificacao', 'faturacao', 'review'],
      },
    ),
    m(
      'at-hash',
      'fact',
      'Cada documento é assinado com RSA-SHA1 sobre "InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;HashAnterior" (GrossTotal com 2 casas e ponto). O documento impresso mostra os caracteres 1, 11, 21 e 31 do hash seguidos de "-Processado por programa certificado n.º 2871/AT".',
      {
        files: ['apps/faturacao/assinatura.py'],
        tags: ['at', 'hash', 'assinatura', 'faturacao'],
      },
    ),
    m(
      'at-imutavel',
      'constraint',
      'Documentos fiscais emitidos nunca se alteram nem apagam. Erros corrigem-se com nota de crédito que referencia a fatura original. O modelo Fatura tem save() a rejeitar updates depois de emitida e há trigger na BD.',
      {
        files: ['apps/faturacao/models.py'],
        tags: ['faturacao', 'imutavel', 'notas-credito'],
      },
    ),
    m(
      'atcud',
      'constraint',
      'ATCUD obrigatório em todos os documentos: "<código de validação da série>-<número sequencial>", ex. ATCUD:JF7H2KLM-1523. As séries são comunicadas à AT (webservice de séries) antes do primeiro documento; série nova por ano e por tipo (FS, FT, NC).',
      {
        files: ['apps/faturacao/series.py'],
        tags: ['atcud', 'series', 'at', 'faturacao'],
      },
    ),
    m(
      'fatura-simplificada',
      'fact',
      'Vendas na app e nas máquinas a consumidores finais geram Fatura Simplificada (FS) até 1000 €; acima ou se o cliente for empresa com NIF, Fatura (FT). Sem NIF: "Consumidor final" com NIF 999999990.',
      {
        files: ['apps/faturacao/services.py'],
        tags: ['faturacao', 'fatura-simplificada', 'nif'],
      },
    ),
    m(
      'nif-validacao',
      'convention',
      'NIF validado com o dígito de controlo (apps/faturacao/nif.py: validar_nif). NIFs estrangeiros ficam com país e sem validação de dígito.',
      {
        files: ['apps/faturacao/nif.py'],
        tags: ['nif', 'validacao', 'faturacao'],
      },
    ),
    m(
      'saft-dia-12',
      'constraint',
      'o SAF-T de faturação do mês tem de ser submetido à AT até dia 12 do mês seguinte',
      {
        age: 520,
        tags: ['saft', 'at', 'prazos'],
      },
    ),
    m(
      'saft-dia-5',
      'constraint',
      'SAF-T PT de faturação mensal submetido até ao dia 5 do mês seguinte (prazo atual). O Celery beat gera e envia no dia 2 às 03:00 (faturacao.tasks.enviar_saft_mensal); se falhar, alerta no canal #faturacao e há 3 dias de margem.',
      {
        supersedes: 'saft-dia-12',
        age: 150,
        files: ['apps/faturacao/tasks.py'],
        tags: ['saft', 'at', 'prazos', 'celery'],
      },
    ),
    m(
      'saft-versao',
      'fact',
      'SAF-T PT versão 1.04_01, XSD em apps/faturacao/saft/SAFTPT1.04_01.xsd; o XML gerado é validado contra o XSD no teste tests/faturacao/test_saft.py.',
      {
        fact: 'saf-t | versao | 1.04_01',
        files: ['apps/faturacao/saft', 'tests/faturacao/test_saft.py'],
        tags: ['saft', 'xsd', 'testes'],
      },
    ),
    m(
      'saft-comando',
      'fact',
      'Gerar SAF-T à mão: python manage.py gerar_saft --ano 2025 --mes 3 --saida /tmp/saft.xml. Só corre em produção com a role fiscal.',
      {
        files: ['apps/faturacao/management/commands/gerar_saft.py'],
        tags: ['saft', 'management-command'],
      },
    ),
    m(
      'at-credenciais-nota',
      'note',
      'A senha do subutilizador da AT para os webservices (séries e comunicação) está no Vault em secret/bilhetica/at e roda a cada 6 meses; nunca a pôr em settings nem em variáveis do GitLab.',
      {
        tags: ['at', 'credenciais', 'vault'],
      },
    ),
    m(
      'pagamentos-easypay',
      'fact',
      'pagamentos MB WAY e referências multibanco passam pela easypay (API v2), webhook em /api/pagamentos/easypay/notificacao/',
      {
        age: 540,
        files: ['apps/pagamentos/easypay'],
        tags: ['pagamentos', 'easypay', 'mbway'],
      },
    ),
    m(
      'pagamentos-sibs',
      'decision',
      'Deixámos a easypay e integrámos diretamente com o SIBS Gateway (MB WAY, Referência Multibanco, cartões 3DS). Cliente em apps/pagamentos/sibs/. Motivo: comissão por transação ~40% mais baixa ao nosso volume e liquidação D+1.',
      {
        fact: 'pagamentos | gateway | SIBS Gateway',
        supersedes: 'pagamentos-easypay',
        age: 260,
        canonical: true,
        files: ['apps/pagamentos/sibs'],
        reason: 'comissões e liquidação D+1',
        tags: ['pagamentos', 'sibs', 'mbway', 'multibanco'],
      },
    ),
    m(
      'mbway-expira',
      'fact',
      'Pedido MB WAY expira ao fim de 4 minutos se o cliente não aceitar na app do banco; o estado fica PENDENTE até à notificação da SIBS ou até o polling (pagamentos.tasks.verificar_pendentes, a cada 60 s) marcar EXPIRADO.',
      {
        files: ['apps/pagamentos/sibs/mbway.py', 'apps/pagamentos/tasks.py'],
        tags: ['mbway', 'expiracao', 'pagamentos'],
      },
    ),
    m(
      'ref-mb-prazo',
      'fact',
      'Referências Multibanco para empresas (passes em lote) têm validade de 3 dias; montante mínimo 1 €, máximo 99 999,99 €.',
      {
        files: ['apps/pagamentos/sibs/multibanco.py'],
        tags: ['multibanco', 'referencias', 'empresas'],
      },
    ),
    m(
      'sibs-webhook',
      'constraint',
      'As notificações da SIBS chegam cifradas (AES-GCM, headers X-Initialization-Vector e X-Authentication-Tag, chave de webhook do merchant). Decifrar em apps/pagamentos/sibs/webhook.py, responder 200 com {"statusCode":"200","statusMsg":"Success","notificationID":...} e processar no Celery. Idempotente pelo notificationID.',
      {
        files: ['apps/pagamentos/sibs/webhook.py'],
        tags: ['sibs', 'webhook', 'aes-gcm', 'idempotente'],
      },
    ),
    m(
      'pagamento-antes-carregamento',
      'constraint',
      'Um carregamento só é escrito no cartão/conta depois de o pagamento estar CONFIRMADO pela SIBS. Nunca carregar de forma otimista com pagamento PENDENTE, mesmo em MB WAY.',
      {
        canonical: true,
        files: ['apps/passes/services.py', 'apps/pagamentos/services.py'],
        tags: ['pagamentos', 'carregamento', 'mbway'],
      },
    ),
    m(
      'dinheiro-centimos',
      'convention',
      'Valores monetários em cêntimos (IntegerField / BigIntegerField, sufixo _cent). Decimal só no cálculo do IVA e no SAF-T (2 casas). Nada de float.',
      {
        tags: ['dinheiro', 'centimos', 'decimal'],
      },
    ),
    m(
      'reembolsos',
      'convention',
      'Reembolsos: MB WAY e cartão via API de refund da SIBS sobre a transação original; Multibanco por transferência manual do backoffice com IBAN. Sempre acompanhados de nota de crédito.',
      {
        files: ['apps/pagamentos/reembolsos.py'],
        tags: ['reembolsos', 'sibs', 'notas-credito'],
      },
    ),
    m(
      'auth-gov-saml',
      'fact',
      'Login com Cartão de Cidadão / Chave Móvel Digital via Autenticação.gov em SAML 2.0 (djangosaml2, config em config/saml/). Pedimos os atributos NIC, NomeCompleto e NIF; o NIC liga ao utilizador existente.',
      {
        fact: 'login cidadao | protocolo | SAML 2.0 Autenticação.gov',
        files: ['config/saml', 'apps/contas/saml.py'],
        tags: ['autenticacao-gov', 'cmd', 'cartao-cidadao', 'saml', 'login'],
      },
    ),
    m(
      'auth-gov-dados',
      'constraint',
      'Do Autenticação.gov só guardamos NIC (hash SHA-256 com pepper) e NIF; o nome completo só é usado para pré-preencher o perfil. Não pedir atributos a mais (morada, data de nascimento) sem parecer do DPO.',
      {
        files: ['apps/contas/saml.py'],
        tags: ['rgpd', 'autenticacao-gov', 'dados-pessoais'],
      },
    ),
    m(
      'auth-app-jwt',
      'fact',
      'A app móvel autentica com JWT (djangorestframework-simplejwt): access 15 min, refresh 30 dias com rotação e blacklist.',
      {
        tags: ['jwt', 'app', 'autenticacao'],
      },
    ),
    m(
      'rgpd-validacoes',
      'constraint',
      'Validações ligadas a um cartão personalizado são dados pessoais (padrões de deslocação). Retenção 12 meses com ligação ao cartão; depois disso anonimizar (cartao_id = NULL, manter estatística por paragem/hora). Tarefa validacoes.tasks.anonimizar_antigas corre todas as noites.',
      {
        canonical: true,
        files: ['apps/validacoes/tasks.py'],
        tags: ['rgpd', 'validacoes', 'retencao', 'anonimizacao'],
      },
    ),
    m(
      'logs-pii',
      'convention',
      'Nos logs nada de NIF, NIC, nome, email ou número de telemóvel completo (MB WAY). Usar apps.core.mascarar (912***678). Logging estruturado JSON com request_id.',
      {
        tags: ['logs', 'rgpd', 'pii'],
      },
    ),
    m(
      'validadores-upload',
      'fact',
      'Validadores NFC enviam as validações em lote por HTTPS para POST /api/v1/validacoes/lote/ (mTLS, certificado por validador). Cada validação traz validador_id + seq; a combinação é única na tabela, reenvios são ignorados.',
      {
        files: ['apps/validacoes/api.py'],
        tags: ['validadores', 'nfc', 'mtls', 'idempotente'],
      },
    ),
    m(
      'validadores-bus-60',
      'fact',
      'Validadores a bordo dos autocarros enviam o lote a cada 60 s (4G), ou quando voltam a ter rede.',
      {
        tags: ['validadores', 'autocarros', 'lotes'],
      },
    ),
    m('validadores-metro-10', 'fact', 'Torniquetes das estações enviam o lote a cada 10 s pela rede fixa.', {
      tags: ['validadores', 'metro', 'torniquetes', 'lotes'],
    }),
    m(
      'validacao-offline',
      'constraint',
      'A decisão de abrir/validar é sempre local no validador (offline-first, < 300 ms). O backend nunca está no caminho síncrono da validação; o backend só recebe, reconcilia e atualiza listas.',
      {
        canonical: true,
        tags: ['validadores', 'offline', 'latencia'],
      },
    ),
    m(
      'lista-negra-15',
      'fact',
      'A lista negra (cartões cancelados/perdidos) é publicada a cada 15 minutos como ficheiro delta assinado em /api/v1/validadores/lista-negra/?desde=<versao>; os validadores fazem pull.',
      {
        files: ['apps/cartoes/lista_negra.py'],
        tags: ['lista-negra', 'validadores', 'cartoes'],
      },
    ),
    m(
      'lista-negra-claim',
      'fact',
      'os validadores dos autocarros só atualizam a lista negra uma vez por noite na recolha ao parque, por isso um cartão cancelado continua a funcionar até ao dia seguinte',
      {
        disputes: 'lista-negra-15',
        tags: ['lista-negra', 'validadores', 'autocarros'],
      },
    ),
    m(
      'cartao-perdido',
      'fact',
      'Cartão perdido: o cliente cancela na app ou na loja, o cartão entra na lista negra e o passe ativo é transferido para o cartão novo sem custo de carregamento (só paga a emissão).',
      {
        files: ['apps/cartoes/services.py'],
        tags: ['cartoes', 'perda', 'lista-negra', 'passes'],
      },
    ),
    m(
      'gtfs-export',
      'fact',
      'GTFS estático gerado todas as noites às 02:15 a partir do planeamento (apps/gtfs/export.py) e publicado em https://dados.bilhetica.example/gtfs/gtfs.zip; validado com o gtfs-validator da MobilityData antes de publicar.',
      {
        files: ['apps/gtfs/export.py'],
        tags: ['gtfs', 'exportacao', 'dados-abertos'],
      },
    ),
    m(
      'gtfs-rt',
      'fact',
      'GTFS-Realtime (VehiclePositions e TripUpdates) em protobuf, atualizado a cada 20 s a partir do SAE (AVL) dos autocarros; servido em /gtfs-rt/vehicle-positions.pb com cache de 15 s.',
      {
        files: ['apps/gtfs/realtime.py'],
        tags: ['gtfs-rt', 'protobuf', 'sae', 'tempo-real'],
      },
    ),
    m(
      'gtfs-ids',
      'constraint',
      'stop_id e route_id no GTFS são estáveis e nunca se reutilizam: paragens desativadas ficam na tabela com ativa=False. Apps de terceiros (Google, Moovit) dependem disto.',
      {
        files: ['apps/gtfs/models.py'],
        tags: ['gtfs', 'ids', 'paragens'],
      },
    ),
    m(
      'postgis-paragens',
      'fact',
      'Paragens com PointField (SRID 4326) em gtfs.Paragem, índice GiST; pesquisa "paragens perto de mim" com dwithin em metros usando geography=True.',
      {
        files: ['apps/gtfs/models.py'],
        tags: ['postgis', 'paragens', 'geo'],
      },
    ),
    m(
      'broker-redis',
      'fact',
      'Celery usa Redis como broker e result backend (redis://redis-bilhetica:6379/0).',
      {
        age: 380,
        files: ['bilhetica/celery.py'],
        tags: ['celery', 'redis', 'broker'],
      },
    ),
    m(
      'broker-rabbitmq',
      'decision',
      'Broker do Celery passou para RabbitMQ (quorum queues); Redis fica só como result backend e cache. Motivo: perdemos tarefas de faturação quando o Redis reiniciou e com o visibility_timeout havia tarefas executadas duas vezes.',
      {
        fact: 'celery | broker | RabbitMQ',
        supersedes: 'broker-redis',
        age: 130,
        files: ['bilhetica/celery.py', 'config/settings/base.py'],
        reason: 'tarefas perdidas/duplicadas com Redis',
        tags: ['celery', 'rabbitmq', 'broker'],
      },
    ),
    m(
      'celery-filas',
      'fact',
      'Filas Celery: default, pagamentos (prioridade, 8 workers), faturacao (1 worker, concurrency=1 para manter a ordem da cadeia de hash), validacoes (16 workers), gtfs. Rotas em CELERY_TASK_ROUTES em config/settings/base.py.',
      {
        files: ['config/settings/base.py'],
        tags: ['celery', 'filas', 'workers'],
      },
    ),
    m(
      'celery-tasks-ids',
      'convention',
      'Tarefas Celery recebem só IDs (int/uuid), nunca instâncias de modelos nem dados pessoais. acks_late=True e idempotentes; usar transaction.on_commit para as enfileirar a partir de services.',
      {
        tags: ['celery', 'tarefas', 'idempotente', 'on-commit'],
      },
    ),
    m(
      'faturacao-sequencial',
      'constraint',
      'A emissão de documentos fiscais é sequencial por série: SELECT ... FOR UPDATE na SerieDocumento dentro da transação, numeração sem buracos, e o hash depende do documento anterior da mesma série. Não paralelizar a emissão.',
      {
        files: ['apps/faturacao/services.py', 'apps/faturacao/series.py'],
        tags: ['faturacao', 'series', 'concorrencia', 'hash'],
      },
    ),
    m(
      'comunicacao-at',
      'fact',
      'Faturas são comunicadas à AT por SAF-T mensal, não por webservice em tempo real (decisão de 2023, volume ~1,2 M documentos/mês quase todos FS). O webservice só é usado para registar séries (ATCUD).',
      {
        tags: ['at', 'comunicacao', 'saft', 'webservice'],
      },
    ),
    m(
      'api-versionamento',
      'convention',
      'API pública em /api/v1/ com DRF routers; mudanças incompatíveis só em /api/v2/. Paginação CursorPagination por defeito (page_size 50). Erros no formato {"codigo": "...", "mensagem": "..."}.',
      {
        files: ['config/urls.py', 'apps/core/api.py'],
        tags: ['api', 'drf', 'versionamento', 'paginacao'],
      },
    ),
    m(
      'api-throttling',
      'fact',
      'Throttling DRF: anónimos 60/min, utilizadores autenticados 600/min, validadores sem limite (mTLS). Redis como cache do throttling.',
      {
        files: ['config/settings/base.py'],
        tags: ['api', 'throttling', 'drf'],
      },
    ),
    m(
      'testes-pytest',
      'convention',
      'Testes com pytest-django e factory_boy (tests/factories.py); nada de fixtures JSON. Chamadas à SIBS e à AT mockadas com responses/respx; nunca bater no sandbox SIBS a partir dos testes.',
      {
        files: ['tests/factories.py', 'pytest.ini'],
        tags: ['testes', 'pytest', 'factory-boy', 'mocks'],
      },
    ),
    m(
      'testes-freezegun',
      'convention',
      'Testes que dependem de datas (mês civil, dia de serviço, prazos SAF-T) usam time_machine com tz Europe/Lisbon e cobrem sempre a mudança de hora de março e outubro.',
      {
        tags: ['testes', 'datas', 'dst', 'timezone'],
      },
    ),
    m(
      'ci-gitlab',
      'fact',
      'GitLab CI (.gitlab-ci.yml): ruff check + ruff format --check, mypy (django-stubs) em apps/faturacao e apps/pagamentos, pytest com Postgres 16 + PostGIS em serviço, makemigrations --check. Deploy para staging automático a partir de main, produção manual com tag.',
      {
        files: ['.gitlab-ci.yml'],
        tags: ['ci', 'gitlab', 'ruff', 'mypy'],
      },
    ),
    m(
      'migracoes',
      'constraint',
      'Migrações em tabelas grandes (validacoes tem ~2 mil milhões de linhas, particionada por mês) só com operações concorrentes: AddIndexConcurrently com atomic = False, sem defaults que reescrevam a tabela. Nunca migrar validacoes entre as 06:00 e as 21:00.',
      {
        files: ['apps/validacoes/migrations'],
        tags: ['migracoes', 'postgres', 'validacoes', 'locks'],
      },
    ),
    m(
      'validacoes-particoes',
      'fact',
      'Tabela validacoes_validacao particionada por mês (pg_partman, premake 3). Consultas devem ter filtro por data para fazer partition pruning.',
      {
        tags: ['validacoes', 'particoes', 'postgres', 'pg_partman'],
      },
    ),
    m(
      'k8s',
      'fact',
      'Produção em Kubernetes on-prem (datacenter em Carnaxide), deploy com Helm chart em deploy/helm/bilhetica. Segredos vêm do Vault via external-secrets, nunca em values.yaml.',
      {
        files: ['deploy/helm/bilhetica'],
        tags: ['kubernetes', 'helm', 'vault', 'deploy'],
      },
    ),
    m(
      'settings-split',
      'convention',
      'Settings divididos em config/settings/{base,dev,staging,prod}.py; tudo o que é segredo vem de os.environ via django-environ. .env só para dev e está no .gitignore.',
      {
        files: ['config/settings'],
        tags: ['settings', 'env', 'segredos'],
      },
    ),
    m(
      'app-apple-wallet-nao',
      'decision',
      'Não há passe virtual no telemóvel (HCE/Wallet) por agora: os validadores Calypso não suportam e a AML não aprovou. O cartão físico é o único suporte do passe.',
      {
        tags: ['wallet', 'hce', 'app', 'passes'],
      },
    ),
    m(
      'bilhete-ocasional-qr',
      'fact',
      'Bilhetes ocasionais comprados na app são QR codes assinados (Ed25519) com validade de 60 min após a primeira validação; o validador verifica a assinatura offline com a chave pública distribuída junto com a lista negra.',
      {
        files: ['apps/bilhetes/qr.py'],
        tags: ['bilhetes', 'qr', 'assinatura', 'ocasional'],
      },
    ),
    m(
      'zapping',
      'fact',
      'Zapping (saldo pré-pago) no cartão: carregamentos de 3 € a 40 €, débito por viagem feito pelo validador; o backend só reconcilia o saldo a partir das validações.',
      {
        tags: ['zapping', 'saldo', 'cartoes'],
      },
    ),
    m(
      'incidente-fim-mes',
      'incident',
      'Out 2024: na noite de 31/10 para 1/11 milhares de validações entre as 00:00 e as 04:00 foram marcadas como "passe expirado" na reconciliação porque o código usava ts.date(). Origem da regra do dia de serviço e do helper dia_servico.',
      {
        files: ['apps/validacoes/utils.py'],
        tags: ['incidente', 'dia-servico', 'validacoes'],
      },
    ),
    m(
      'incidente-hash',
      'incident',
      'Fev 2025: dois workers na fila faturacao emitiram FS em paralelo e a cadeia de hash ficou partida na série FS 2025/A; foi preciso abrir série nova e comunicar à AT. Por isso concurrency=1 nessa fila.',
      {
        tags: ['incidente', 'faturacao', 'hash', 'celery'],
      },
    ),
    m(
      'incidente-mbway-duplo',
      'incident',
      'Jan 2026: clientes com dois passes carregados para o mesmo mês depois de carregarem duas vezes no botão "Pagar com MB WAY". Agora há idempotency key por intenção de carregamento (carregamentos.intencao_id único).',
      {
        files: ['apps/passes/services.py'],
        tags: ['incidente', 'mbway', 'duplicados', 'idempotente'],
      },
    ),
    m(
      'observabilidade',
      'fact',
      'Métricas Prometheus via django-prometheus, dashboards Grafana "Bilhética – Pagamentos" e "Validadores"; erros no Sentry self-hosted.',
      {
        tags: ['observabilidade', 'prometheus', 'grafana', 'sentry'],
      },
    ),
    m(
      'backoffice-admin',
      'convention',
      'O backoffice é o Django admin personalizado (apps/*/admin.py) para as lojas e o apoio ao cliente. Ações que mexem em dinheiro ou documentos fiscais não aparecem no admin: passam por services com registo em auditoria.',
      {
        tags: ['admin', 'backoffice', 'auditoria'],
      },
    ),
    m(
      'pref-pt-commits',
      'preference',
      'mensagens de commit em português, no imperativo ("Adiciona validação do NIF"), e MRs pequenos',
      {},
    ),
    m(
      'pref-type-hints',
      'preference',
      'type hints em tudo o que é novo; em faturacao e pagamentos o mypy é obrigatório no CI',
      {},
    ),
    m(
      'nota-sandbox-sibs',
      'note',
      'Sandbox SIBS: MB WAY de teste aceita o telemóvel 351#911234567 e fica sempre pendente durante 30 s antes de confirmar; usar isto para testar a expiração.',
      {
        tags: ['sibs', 'sandbox', 'mbway', 'testes'],
      },
    ),
    m(
      'nota-vpn-operador',
      'note',
      'o servidor SFTP do fornecedor de cartões só é acessível pela VPN IPsec antiga "Cartoes-Fornecedor"',
      {
        age: 700,
        tags: ['sftp', 'vpn', 'cartoes'],
      },
    ),
    m(
      'nota-english-gtfs',
      'note',
      'GTFS feed consumers (Google Transit, Moovit, Citymapper) want feed_info.txt with a contact email and version; bump feed_version on every export, Google rejects identical versions with different content.',
      {
        files: ['apps/gtfs/export.py'],
        tags: ['gtfs', 'feed-info', 'google'],
      },
    ),
    m('cand-fastapi', 'decision', 'Migrar a API dos validadores para FastAPI para ganhar desempenho.', {
      candidate: true,
      tags: ['fastapi', 'validadores'],
    }),
    m('cand-kafka', 'decision', 'Substituir o Celery por Kafka para as validações.', {
      candidate: true,
      tags: ['kafka', 'celery', 'validacoes'],
    }),
    m(
      'cand-carregamento-otimista',
      'decision',
      'Carregar o passe logo que o pedido MB WAY é criado, para o cliente não esperar.',
      {
        candidate: true,
        tags: ['mbway', 'carregamento'],
      },
    ),
    m('cand-wallet', 'decision', 'Add Apple Wallet / Google Wallet Navegante passes via HCE.', {
      candidate: true,
      tags: ['wallet', 'hce'],
    }),
    m(
      'secret-sibs',
      'note',
      'token do SIBS Gateway para produção: Authorization: Bearer 0276b80f4b0a4e3c9f1d7a2e5c8b6d4f.eyJ0ZXJtaW5hbElkIjo1MjM0fQ, clientId 7c3e9a1b-2f4d-4e6a-8b0c-1d2e3f4a5b6c',
      {
        secret: '0276b80f4b0a4e3c9f1d7a2e5c8b6d4f.eyJ0ZXJtaW5hbElkIjo1MjM0fQ',
      },
    ),
    m(
      'secret-at',
      'note',
      'Subutilizador AT 509876543/3 com senha Bilh3tic@AT2025! para o webservice de séries',
      {
        secret: 'Bilh3tic@AT2025!',
      },
    ),
    m(
      'secret-db',
      'note',
      'DATABASE_URL de staging: postgis://bilhetica:Vq7#nR2kLz9pWm4x@pg-staging.bilhetica.internal:5432/bilhetica',
      {
        secret: 'Vq7#nR2kLz9pWm4x',
      },
    ),
    m(
      'secret-django-key',
      'note',
      'prod settings override: DJANGO_SECRET_KEY="k8$z!q2w@r7t^y(u)i0p-3a9s_d6f1g4h8j2l5;x7c0v"',
      {
        secret: 'k8$z!q2w@r7t^y(u)i0p-3a9s_d6f1g4h8j2l5;x7c0v',
      },
    ),
  ],
  sessions: [
    {
      id: 'transit-sessao-faturacao',
      age: 10,
      turns: [
        said(
          'bom dia. o apoio ao cliente queixa-se que o PDF da fatura reenviado por email não bate certo com o original. vê apps/faturacao/pdf.py',
        ),
        replied(
          'O PDF é regenerado a cada pedido a partir do template atual; se o template mudou desde a emissão, o documento sai diferente.',
        ),
        said(
          'pois. a partir de agora o PDF é gerado uma única vez no momento da emissão e guardado no MinIO, bucket faturas-pdf, chave <serie>/<numero>.pdf. reenvios usam sempre esse ficheiro, nunca se regenera.',
          {
            key: 's-pdf-unico',
            type: 'decision',
          },
        ),
        replied('Combinado. Vou gerar o PDF na task pos_emissao e guardar o caminho em Fatura.pdf_key.'),
        said('e os clientes pedem para pôr o NIF depois de já terem a fatura simplificada'),
        replied('Posso adicionar um botão na app para editar o NIF da FS emitida.'),
        said(
          'não! depois de emitida não se mexe. o NIF tem de ser pedido no ecrã de pagamento, antes de emitir; se o cliente se esquecer, azar, não há segunda via com NIF.',
          {
            key: 's-nif-antes',
            type: 'constraint',
          },
        ),
        replied(
          'Percebido. Removo a ideia e acrescento o campo NIF opcional no passo de pagamento da app, validado com validar_nif.',
        ),
        said(
          'já agora, para testares o webhook no sandbox a chave de decifra é a 8Jq2Vx7LmN4pR9tZ3cW6yB1eH5kF0sAd, está no meu .env',
          {
            secret: '8Jq2Vx7LmN4pR9tZ3cW6yB1eH5kF0sAd',
          },
        ),
        replied(
          'Obrigado, mas vou usar a chave do Vault de staging através do external-secrets em vez de a copiar.',
        ),
        said('ok. corre os testes de faturação'),
        replied('pytest tests/faturacao: 188 passed.'),
        said('fixe, abre o MR e marca a Joana'),
      ],
    },
    {
      id: 'transit-sessao-validadores',
      age: 6,
      turns: [
        said(
          'o fornecedor dos validadores novos diz que às vezes manda lotes de 5000 validações depois de um dia sem rede',
        ),
        replied(
          'O endpoint POST /api/v1/validacoes/lote/ não tem limite; um lote desses demora ~40 s a processar dentro do request.',
        ),
        said(
          'limite: no máximo 500 validações ou 1 MB por lote. acima disso respondemos 413 e o validador parte o lote. está no contrato de interface v3 com eles.',
          {
            key: 's-lote-max',
            type: 'constraint',
          },
        ),
        replied('Adicionado no serializer do lote e no nginx (client_max_body_size 1m para essa rota).'),
        said('e as validações que chegam muito atrasadas? tivemos um autocarro parado na oficina 2 semanas'),
        replied('Hoje entram normalmente e a repartição de receitas do mês fechado é recalculada.'),
        said(
          'não pode ser. validações com mais de 7 dias de atraso são aceites mas ficam com tardia=True e não entram numa repartição de receitas que já esteja fechada.',
          {
            key: 's-validacao-tardia',
            type: 'convention',
          },
        ),
        replied('Ok, campo tardia no modelo Validacao e filtro no cálculo da repartição.'),
        replied('Também podíamos pedir ao fornecedor para comprimir os lotes com gzip.'),
        said('hmm vê com eles primeiro, não sei se o firmware suporta'),
        said('quanto tempo demora agora um lote de 500?'),
        replied('Cerca de 1,8 s com bulk_create e ignore_conflicts.'),
        said('ótimo, obrigado'),
      ],
    },
    {
      id: 'transit-sessao-passes',
      age: 3,
      turns: [
        said(
          'preciso de mexer no Navegante Família, o fluxo de carregamento está confuso em apps/passes/familia.py',
        ),
        replied('Hoje cada membro do agregado carrega o seu passe separadamente e paga 40 € ou 30 € cada.'),
        said(
          'errado. no Família há um único pagamento de 80 € para o agregado todo, e o passe fica carregado no cartão de cada membro. o agregado é definido pelo titular com os NIFs dos membros e validado no backoffice.',
          {
            key: 's-familia',
            type: 'fact',
          },
        ),
        replied('Vou criar CarregamentoFamilia com um pagamento e N carregamentos filhos, um por cartão.'),
        said('outra coisa, o marketing quer lembrar as pessoas de carregar o passe'),
        replied('Posso mandar email e SMS a todos os clientes no dia 20.'),
        said(
          'só push na app, via FCM. dia 25 às 10:00, apenas para quem tem passe ativo no mês corrente e ainda não carregou o seguinte. sem SMS.',
          {
            key: 's-lembrete-push',
            type: 'decision',
          },
        ),
        replied(
          'Certo: task passes.tasks.lembrete_carregamento no Celery beat, cron 0 10 25 * * Europe/Lisbon.',
        ),
        said('isso, e respeita quem desligou as notificações na app'),
        replied('Filtro por preferencias.notificacoes_push = True.'),
        said('ok bora'),
      ],
    },
    {
      id: 'transit-session-gtfs',
      age: 1,
      turns: [
        said('hey, Google flagged our GTFS feed, shapes look weird on route 728'),
        replied(
          'shapes.txt for 728 is built from AVL traces of the last week; one bus took a detour during works.',
        ),
        said(
          'shapes must come from the planning tool (the route geometry the planners draw), never from AVL traces. AVL is only for realtime.',
          {
            key: 's-gtfs-shapes',
            type: 'convention',
          },
        ),
        replied('Switching apps/gtfs/export.py to read shapes from planeamento.Percurso.geometria.'),
        said(
          'also we need service alerts. ops will type them in the admin and we publish GTFS-RT Alerts at /gtfs-rt/alerts.pb',
          {
            key: 's-gtfs-alerts',
            type: 'decision',
          },
        ),
        replied(
          'I will add an Alerta model with informed_entity (route/stop), active_period and pt/en texts.',
        ),
        said('should we also push alerts to Twitter?'),
        replied('Could be done with a Celery task, but it is outside this ticket.'),
        said('yeah leave it'),
      ],
    },
  ],
  prompts: [
    p('que gateway de pagamentos usamos agora para o MB WAY?', ['pagamentos-sibs']),
    p('o webhook da SIBS está a dar 400 em staging, apps/pagamentos/sibs/webhook.py', ['sibs-webhook']),
    p('implementa o pagamento por MB WAY no carregamento do passe na app', [
      'pagamentos-sibs',
      'mbway-expira',
      'pagamento-antes-carregamento',
      'incidente-mbway-duplo',
      'estrutura-apps',
    ]),
    p(
      'o produto quer que o passe fique carregado logo que o cliente carrega em "Pagar com MB WAY", para não esperar',
      ['pagamento-antes-carregamento', 'mbway-expira'],
    ),
    p('cliente carregou duas vezes no botão de pagar e ficou com dois carregamentos de março', [
      'incidente-mbway-duplo',
      'pagamento-antes-carregamento',
    ]),
    p('como testo a expiração do MB WAY no sandbox?', ['nota-sandbox-sibs', 'mbway-expira', 'testes-pytest']),
    p('o pedido MB WAY fica PENDENTE para sempre quando a notificação da SIBS não chega', [
      'mbway-expira',
      'sibs-webhook',
    ]),
    p(
      'empresa quer comprar 200 passes Metropolitano com referência multibanco, quanto tempo tem para pagar?',
      ['ref-mb-prazo', 'navegante-tipos'],
    ),
    p('faz o reembolso de um passe pago por MB WAY que foi carregado por engano', [
      'reembolsos',
      'at-imutavel',
    ]),
    p('ainda temos código da easypay? apps/pagamentos/easypay', ['pagamentos-sibs']),
    p('adiciona um campo desconto_pct ao modelo Carregamento, pode ser FloatField?', ['dinheiro-centimos']),
    p('quanto custa o Navegante Municipal e o Metropolitano? preciso para a página de preços', [
      'navegante-tipos',
      'navegante-municipal',
      'navegante-metropolitano',
    ]),
    p('o sub23 ainda tem desconto de 25%?', ['sub23-gratis']),
    p('como funciona agora o passe Sub23? um estudante de 22 anos pergunta se paga', [
      'sub23-gratis',
      'perfil-validacao',
    ]),
    p('os perfis sub23 aprovados em setembro continuam ativos em novembro?', [
      'perfil-validacao',
      'sub23-gratis',
    ]),
    p('implementa a aprovação de documentos do perfil +65 no backoffice', [
      'perfil-validacao',
      'backoffice-admin',
    ]),
    p('um cliente tentou carregar o passe de abril a 15 de março e deu erro, está certo?', [
      'carregamento-janela',
    ]),
    p('o passe de fevereiro devia durar 30 dias a contar da data de carregamento, não?', [
      'carregamento-janela',
    ]),
    p('a reconciliação marcou como inválidas as validações da madrugada de 1 de abril', [
      'dia-servico-4h',
      'dia-servico-claim',
      'incidente-fim-mes',
    ]),
    p('quando é que termina a validade do passe mensal? à meia-noite ou às 4h?', [
      'dia-servico-4h',
      'dia-servico-claim',
    ]),
    p('escreve a função que verifica se um passe está válido para uma validação, apps/passes/services.py', [
      'dia-servico-4h',
      'dia-servico-claim',
      'carregamento-janela',
      'navegante-municipal',
      'tz-lisbon',
    ]),
    p('testes para dia_servico() em apps/validacoes/utils.py, inclui a mudança de hora', [
      'dia-servico-4h',
      'testes-freezegun',
      'incidente-fim-mes',
      'tz-lisbon',
    ]),
    p('guardar data_validacao como DateTimeField naive em hora de Lisboa, dá jeito para os relatórios', [
      'tz-lisbon',
    ]),
    p('que taxa de IVA aplica a um passe Navegante?', ['iva-transporte']),
    p('qual é a taxa de IVA da emissão do cartão de 7 €? apps/faturacao/iva.py', [
      'iva-cartao-23',
      'iva-cartao-6',
    ]),
    p('faz a fatura do pedido de cartão urgente (12 €) com o IVA desagregado', [
      'cartao-emissao',
      'iva-cartao-23',
      'iva-cartao-6',
      'dinheiro-centimos',
    ]),
    p('preciso de mudar o formato do hash em apps/faturacao/assinatura.py para SHA-256', [
      'at-certificado',
      'at-hash',
    ]),
    p('o PDF da fatura simplificada não mostra os 4 caracteres do hash', ['at-hash', 's-pdf-unico']),
    p('um operador emitiu uma fatura com o valor errado, dá para corrigir diretamente na base de dados?', [
      'at-imutavel',
      'reembolsos',
    ]),
    p('o admin deixa editar faturas emitidas?? apps/faturacao/admin.py', ['at-imutavel', 'backoffice-admin']),
    p('cria a série FS para 2026 e o ATCUD', ['atcud', 'at-credenciais-nota']),
    p('onde está a senha do webservice da AT? preciso para registar a série nova', ['at-credenciais-nota']),
    p('ATCUD está a sair como "ATCUD:0-1523" nas faturas de janeiro', ['atcud']),
    p('cliente empresa pede fatura com NIF de uma compra de 1500 € em passes', [
      'fatura-simplificada',
      'nif-validacao',
    ]),
    p('o cliente quer acrescentar o NIF à fatura simplificada de ontem', ['s-nif-antes', 'at-imutavel']),
    p('adiciona o campo NIF ao ecrã de pagamento da app', [
      's-nif-antes',
      'nif-validacao',
      'fatura-simplificada',
    ]),
    p('o validar_nif rejeita um NIF espanhol', ['nif-validacao']),
    p('até quando temos de submeter o SAF-T de março?', ['saft-dia-5']),
    p('o envio do SAF-T de fevereiro falhou, como o gero à mão?', ['saft-comando', 'saft-dia-5']),
    p('test_saft.py falha na validação do XSD depois de acrescentar o campo ATCUD', ['saft-versao', 'atcud']),
    p('devíamos comunicar as faturas em tempo real pelo webservice da AT?', ['comunicacao-at']),
    p('as FS estão a demorar a ser emitidas, posso pôr mais workers na fila faturacao?', [
      'celery-filas',
      'faturacao-sequencial',
      'incidente-hash',
    ]),
    p('emitir_documento() às vezes dá números repetidos na série, apps/faturacao/series.py', [
      'faturacao-sequencial',
      'atcud',
    ]),
    p('o cliente pediu o PDF da fatura de novo por email, de onde vem?', ['s-pdf-unico']),
    p('mudámos o logo no template da fatura, regenera os PDFs antigos', ['s-pdf-unico', 'at-imutavel']),
    p(
      'login com Chave Móvel Digital está a falhar com "InvalidSignature" depois da renovação do certificado',
      ['auth-gov-saml'],
    ),
    p('quero pedir também a morada ao Autenticação.gov para preencher a ficha do cliente', [
      'auth-gov-dados',
      'auth-gov-saml',
    ]),
    p('como ligamos o utilizador do cartão de cidadão a uma conta existente?', [
      'auth-gov-saml',
      'auth-gov-dados',
    ]),
    p('token da app expira muito rápido, os utilizadores queixam-se de fazer login', ['auth-app-jwt']),
    p('o endpoint de lote dos validadores está a dar timeout com lotes grandes', [
      's-lote-max',
      'validadores-upload',
    ]),
    p('validador reenvia o mesmo lote três vezes, temos duplicados?', ['validadores-upload']),
    p('de quanto em quanto tempo os torniquetes do metro mandam as validações?', ['validadores-metro-10']),
    p('os autocarros mandam validações com que frequência? o dashboard mostra atrasos de 1 minuto', [
      'validadores-bus-60',
      'observabilidade',
    ]),
    p('validações de um autocarro que esteve 2 semanas na oficina chegaram hoje, o que fazemos com elas?', [
      's-validacao-tardia',
    ]),
    p('o cálculo da repartição de receitas de janeiro mudou depois de fechado', ['s-validacao-tardia']),
    p('podemos fazer o validador perguntar ao backend se o cartão é válido antes de abrir o torniquete?', [
      'validacao-offline',
      'lista-negra-15',
    ]),
    p('cartão cancelado ontem ainda funciona hoje no autocarro 758, porquê?', [
      'lista-negra-15',
      'lista-negra-claim',
    ]),
    p('cliente perdeu o cartão com o passe de maio carregado', [
      'cartao-perdido',
      'cartao-emissao',
      'lista-negra-15',
    ]),
    p('gera o delta da lista negra, apps/cartoes/lista_negra.py', ['lista-negra-15', 'lista-negra-claim']),
    p('queremos guardar o histórico de validações por cartão para sempre para estatística', [
      'rgpd-validacoes',
    ]),
    p('a task anonimizar_antigas está a demorar 5 horas', ['rgpd-validacoes', 'validacoes-particoes']),
    p('query de validações por paragem do último mês está lenta', [
      'validacoes-particoes',
      'postgis-paragens',
    ]),
    p('adiciona um índice em validacoes_validacao (paragem_id, criado_em)', [
      'migracoes',
      'validacoes-particoes',
    ]),
    p('migração para acrescentar a coluna tardia BOOLEAN NOT NULL DEFAULT false em validacoes', [
      'migracoes',
      's-validacao-tardia',
    ]),
    p('@apps/gtfs/export.py google rejeitou o feed porque a versão é igual', [
      'nota-english-gtfs',
      'gtfs-export',
    ]),
    p('the shapes for route 728 in the GTFS look wrong again', ['s-gtfs-shapes', 'gtfs-export']),
    p('a paragem 060123 foi desativada, posso apagar e reutilizar o stop_id para a nova?', ['gtfs-ids']),
    p('add GTFS-RT service alerts for the Alameda works', ['s-gtfs-alerts', 'gtfs-rt']),
    p('vehicle positions feed is 40 seconds behind, apps/gtfs/realtime.py', ['gtfs-rt']),
    p('endpoint de paragens perto de mim num raio de 300 m', ['postgis-paragens', 'api-versionamento']),
    p('que broker usa o Celery agora?', ['broker-rabbitmq']),
    p('as tarefas de faturação desaparecem quando o Redis reinicia', ['broker-rabbitmq', 'celery-filas']),
    p('nova task Celery para enviar o recibo por email, recebe o objeto Carregamento', [
      'celery-tasks-ids',
      'logs-pii',
      'estrutura-apps',
    ]),
    p('implementa o lembrete de carregamento do passe', ['s-lembrete-push', 'celery-tasks-ids']),
    p('o marketing quer mandar SMS a lembrar o carregamento', ['s-lembrete-push']),
    p('refaz o fluxo do Navegante Família em apps/passes/familia.py', [
      's-familia',
      'navegante-tipos',
      'pagamento-antes-carregamento',
    ]),
    p('quanto custa o Família e pode ter pessoas de moradas diferentes?', ['s-familia', 'navegante-tipos']),
    p('adiciona o passe ao Apple Wallet', ['app-apple-wallet-nao']),
    p('o QR do bilhete ocasional é rejeitado no validador depois de 45 minutos', ['bilhete-ocasional-qr']),
    p('reconciliação do saldo Zapping dá diferença de 1,50 € num cartão', ['zapping', 'dinheiro-centimos']),
    p('como o validador sabe a chave pública para os QR?', ['bilhete-ocasional-qr', 'lista-negra-15']),
    p('pedido de cartão personalizado: quanto tempo demora a produção normal?', ['cartao-emissao']),
    p('o ficheiro para o fornecedor de cartões não foi enviado ontem às 18h', [
      'cartao-emissao',
      'nota-vpn-operador',
    ]),
    p('onde guardo o uid do cartão? apps/cartoes/models.py', ['cartao-calypso']),
    p('nova view DRF para listar carregamentos do utilizador', [
      'api-versionamento',
      'estrutura-apps',
      'auth-app-jwt',
    ]),
    p('preciso de mudar o formato da resposta de /api/v1/passes/ e a app antiga ainda o usa', [
      'api-versionamento',
    ]),
    p('o rate limit está a bloquear os validadores de Loures', ['api-throttling', 'validadores-upload']),
    p('mete a lógica de emissão de fatura num post_save signal do Carregamento', [
      'estrutura-apps',
      'faturacao-sequencial',
    ]),
    p('novo modelo para pedidos de reembolso, como lhe chamo?', ['nomes-pt', 'reembolsos']),
    p('escreve testes para o cliente SIBS, apps/pagamentos/sibs/mbway.py', [
      'testes-pytest',
      'pagamentos-sibs',
      'mbway-expira',
    ]),
    p('factory para um Passe Metropolitano ativo', ['testes-pytest', 'navegante-metropolitano']),
    p('pipeline do gitlab falha em makemigrations --check', ['ci-gitlab']),
    p('mypy falha em apps/faturacao/services.py por falta de type hints', ['ci-gitlab', 'pref-type-hints']),
    p('que versão de Django estamos a usar?', ['django-51']),
    p('atualiza o djangorestframework para a última versão', ['django-51']),
    p('onde ponho a nova chave da API do fornecedor de validadores?', ['settings-split', 'k8s']),
    p('deploy para produção desta branch', ['ci-gitlab', 'k8s']),
    p('log com o número de telemóvel do MB WAY quando o pagamento falha, para o apoio ao cliente', [
      'logs-pii',
    ]),
    p('o dashboard de pagamentos no Grafana não mostra os MB WAY expirados', [
      'observabilidade',
      'mbway-expira',
    ]),
    p('escreve a mensagem de commit para esta alteração', ['pref-pt-commits']),
    p('renomeia a variável `x` para `total_cent` nesta função', []),
    p('qual é a diferença entre select_related e prefetch_related?', []),
    p('explica-me o que faz o F() do Django', []),
    p('obrigado!', []),
    p('como faço squash dos últimos 3 commits?', []),
    p('o que é um context manager em Python?', []),
    p('formata este ficheiro', []),
    p('regex para validar um código postal português tipo 1000-001', []),
    p('ok, faz merge', []),
    p('what is the difference between a list and a tuple in python?', []),
    p('traduz este docstring para inglês', []),
    p('hmm não funcionou, tenta outra vez', []),
    p('como funciona o @property?', []),
    p('ordena os imports deste ficheiro', []),
    p('explica o GIL em poucas palavras', []),
    p('escreve um resumo do diff', []),
    p('quick one: dataclass vs NamedTuple?', []),
    p('corrige o typo "pagamneto" na mensagem de erro', []),
    p('como uso o enumerate com índice a começar em 1?', []),
    p('tá bom assim, obrigado', []),
  ],
});
