import { createRequire } from 'node:module';
import { parse as parseToml } from 'smol-toml';
import { DATABASE_IMAGES, DATABASE_SCHEMES, DEPENDENCIES, type StackPredicate } from './catalog.js';

/**
 * One piece of evidence the repository gives about its stack. Never derived from running project code:
 * every signal comes from reading a manifest, lockfile, config or CI file as text.
 */
export interface Signal {
  predicate: StackPredicate;
  /** Catalog id (`postgresql`, `fly.io`), or `<runtime>@<version>` for runtime versions (`node@20`). */
  id: string;
  /** Root-relative POSIX path of the file that says so. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** The directory the signal applies to ('' = the whole repository); a monorepo package's own folder. */
  dir: string;
  /**
   * strong: the project really uses it (a runtime dependency, a deploy config, a pinned version).
   * weak: a trace only (a dev-only dependency, a version range, a Procfile many platforms read). A weak
   * trace never confirms a claim, but it is enough to keep the code from calling a claim false.
   */
  strength: 'strong' | 'weak';
  /** What was seen, for evidence text (`dependency pg`, `flyctl deploy`). */
  what: string;
}

// The YAML parser is a large module that only a cache miss on a YAML file needs: it is required on first
// use (and cached by require), so a hook whose signals are cached never loads it, and the hook bundle
// does not carry it.
const requireHere = createRequire(import.meta.url);

function parseYaml(text: string): unknown {
  return (requireHere('yaml') as typeof import('yaml')).parse(text);
}

/** Reads one file's signals; `text` is the file's content, `file` its root-relative path. */
export type SignalReader = (file: string, text: string) => Signal[];

type Ecosystem = keyof typeof DEPENDENCIES;

/** 1-based line of the first match of `needle` at or after character `from`; 1 when absent. */
export function lineOf(text: string, needle: string | RegExp, from = 0): number {
  let at: number;
  if (typeof needle === 'string') at = text.indexOf(needle, from);
  else {
    const re = new RegExp(needle.source, needle.flags.includes('g') ? needle.flags : `${needle.flags}g`);
    re.lastIndex = from;
    at = re.exec(text)?.index ?? -1;
  }
  if (at < 0) return 1;
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function dirOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

// Test runners, linters and the language itself are dev tooling by nature: as dev dependencies they are
// strong evidence. A database driver only in devDependencies is usually a test helper: a trace only.
const DEV_NATURAL: ReadonlySet<StackPredicate> = new Set(['test_framework', 'linter', 'language']);

function depSignal(
  eco: Ecosystem,
  name: string,
  file: string,
  text: string,
  dev: boolean,
  out: Signal[],
): void {
  const meaning = DEPENDENCIES[eco][name.toLowerCase()];
  if (!meaning) return;
  out.push({
    predicate: meaning.predicate,
    id: meaning.id,
    file,
    line: lineOf(text, new RegExp(`["'\\s/=]${escapeRe(name)}["'\\s@=:<>~^!,;)\\[]`, 'i')),
    dir: dirOf(file),
    strength: dev && !DEV_NATURAL.has(meaning.predicate) ? 'weak' : 'strong',
    what: dev ? `dev dependency ${name}` : `dependency ${name}`,
  });
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function signal(
  file: string,
  text: string,
  predicate: StackPredicate,
  id: string,
  what: string,
  needle?: string | RegExp,
  strength: Signal['strength'] = 'strong',
  dir = dirOf(file),
): Signal {
  return { predicate, id, file, line: needle ? lineOf(text, needle) : 1, dir, strength, what };
}

/** The major (or major.minor for Go and Python) of a pinned version; null for ranges and aliases. */
export function pinnedVersion(runtime: string, raw: string): string | null {
  const s = raw.trim().replace(/^v/i, '');
  const m = /^(\d+)(?:\.(\d+))?(?:\.\d+)?(?:[-+][\w.]+)?$/.exec(s);
  if (!m) return null;
  const minorMatters = runtime === 'go' || runtime === 'python' || runtime === 'ruby';
  return minorMatters && m[2] !== undefined ? `${m[1]}.${m[2]}` : (m[1] ?? null);
}

/** The lowest major (or major.minor) a range admits (`>=18`, `^20.1`, `20.x`, `~3.11`); null when unclear. */
export function rangeFloor(runtime: string, raw: string): string | null {
  const m = /(?:>=?|\^|~=?|==)?\s*v?(\d+)(?:\.(\d+|x|\*))?/.exec(raw);
  if (!m) return null;
  const minorMatters = runtime === 'go' || runtime === 'python' || runtime === 'ruby';
  return minorMatters && m[2] !== undefined && /^\d+$/.test(m[2]) ? `${m[1]}.${m[2]}` : (m[1] ?? null);
}

function runtimeSignal(
  file: string,
  text: string,
  runtime: string,
  raw: string,
  what: string,
  needle: string | RegExp,
): Signal | null {
  const pinned = pinnedVersion(runtime, raw);
  if (pinned) return signal(file, text, 'runtime_version', `${runtime}@${pinned}`, what, needle);
  const floor = rangeFloor(runtime, raw);
  if (!floor) return null;
  // A range is a trace, not a pin: "Node 22" is compatible with ">=18", so it may not refute a claim.
  return signal(file, text, 'runtime_version', `${runtime}@${floor}+`, what, needle, 'weak');
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function readPackageJson(file: string, text: string): Signal[] {
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(pkg)) return [];
  const out: Signal[] = [];
  for (const [field, dev] of [
    ['dependencies', false],
    ['peerDependencies', true],
    ['optionalDependencies', true],
    ['devDependencies', true],
  ] as const) {
    const deps = pkg[field];
    if (!isRecord(deps)) continue;
    for (const name of Object.keys(deps)) depSignal('js', name, file, text, dev, out);
  }
  const engines = pkg.engines;
  if (isRecord(engines) && typeof engines.node === 'string') {
    const s = runtimeSignal(file, text, 'node', engines.node, `engines.node "${engines.node}"`, '"engines"');
    if (s) out.push(s);
  }
  if (typeof pkg.packageManager === 'string') {
    const pm = /^(npm|pnpm|yarn|bun)@/.exec(pkg.packageManager)?.[1];
    if (pm)
      out.push(
        signal(
          file,
          text,
          'package_manager',
          pm,
          `packageManager "${pkg.packageManager}"`,
          '"packageManager"',
        ),
      );
  }
  const scripts = pkg.scripts;
  if (isRecord(scripts) && typeof scripts.test === 'string') {
    const runner = /\b(vitest|jest|mocha|ava|node --test|playwright test|cypress run)\b/.exec(
      scripts.test,
    )?.[1];
    const id = runner === 'node --test' ? 'node-test' : runner?.split(' ')[0];
    if (id) out.push(signal(file, text, 'test_framework', id, `test script "${scripts.test}"`, '"test"'));
  }
  out.push(signal(file, text, 'language', 'javascript', 'package.json', undefined, 'weak'));
  return out;
}

/** Names of requirement strings (`psycopg2-binary>=2.9 ; python_version<"3.13"` → psycopg2-binary). */
function requirementName(spec: string): string | null {
  const m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(spec);
  return m?.[1] ? m[1].toLowerCase().replace(/_/g, '-') : null;
}

function readRequirements(file: string, text: string): Signal[] {
  const out: Signal[] = [];
  const dev = /dev|test|lint|ci/i.test(baseName(file));
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line || line.startsWith('-')) continue;
    const name = requirementName(line);
    if (name) depSignal('python', name, file, text, dev, out);
  }
  out.push(signal(file, text, 'package_manager', 'pip', baseName(file), undefined, 'strong'));
  out.push(signal(file, text, 'language', 'python', baseName(file)));
  return out;
}

function readPyproject(file: string, text: string): Signal[] {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  const out: Signal[] = [signal(file, text, 'language', 'python', 'pyproject.toml')];
  const project = isRecord(doc.project) ? doc.project : {};
  const tool = isRecord(doc.tool) ? doc.tool : {};
  const specs = (list: unknown, dev: boolean) => {
    if (!Array.isArray(list)) return;
    for (const s of list) {
      const name = typeof s === 'string' ? requirementName(s) : null;
      if (name) depSignal('python', name, file, text, dev, out);
    }
  };
  specs(project.dependencies, false);
  if (isRecord(project['optional-dependencies']))
    for (const list of Object.values(project['optional-dependencies'])) specs(list, true);
  if (isRecord(doc['dependency-groups']))
    for (const list of Object.values(doc['dependency-groups'])) specs(list, true);
  if (typeof project['requires-python'] === 'string') {
    const rp = project['requires-python'];
    const s = runtimeSignal(file, text, 'python', rp, `requires-python "${rp}"`, 'requires-python');
    if (s) out.push(s);
  }
  const poetry = isRecord(tool.poetry) ? tool.poetry : null;
  if (poetry) {
    out.push(signal(file, text, 'package_manager', 'poetry', '[tool.poetry]', '[tool.poetry'));
    const names = (table: unknown, dev: boolean) => {
      if (!isRecord(table)) return;
      for (const name of Object.keys(table))
        if (name !== 'python') depSignal('python', name, file, text, dev, out);
    };
    names(poetry.dependencies, false);
    names(poetry['dev-dependencies'], true);
    if (isRecord(poetry.group))
      for (const g of Object.values(poetry.group)) if (isRecord(g)) names(g.dependencies, true);
  }
  if (isRecord(tool.uv)) out.push(signal(file, text, 'package_manager', 'uv', '[tool.uv]', '[tool.uv'));
  if (isRecord(tool.pytest))
    out.push(signal(file, text, 'test_framework', 'pytest', '[tool.pytest]', '[tool.pytest'));
  if (isRecord(tool.ruff)) out.push(signal(file, text, 'linter', 'ruff', '[tool.ruff]', '[tool.ruff'));
  if (isRecord(tool.black)) out.push(signal(file, text, 'linter', 'black', '[tool.black]', '[tool.black'));
  if (isRecord(tool.pylint))
    out.push(signal(file, text, 'linter', 'pylint', '[tool.pylint]', '[tool.pylint'));
  return out;
}

function readGemfile(file: string, text: string): Signal[] {
  const out: Signal[] = [
    signal(file, text, 'package_manager', 'bundler', 'Gemfile'),
    signal(file, text, 'language', 'ruby', 'Gemfile'),
  ];
  let depth = 0;
  let devDepth = -1;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    if (/^group\b.*\bdo\b/.test(line)) {
      depth++;
      if (devDepth < 0 && !/:production\b/.test(line)) devDepth = depth;
      continue;
    }
    if (/\bdo\b(\s*\|.*\|)?$/.test(line)) depth++;
    if (line === 'end') {
      if (devDepth === depth) devDepth = -1;
      depth = Math.max(0, depth - 1);
      continue;
    }
    const gem = /^gem\s+["']([^"']+)["'](.*)$/.exec(line);
    if (gem?.[1]) {
      const dev = devDepth >= 0 || /group:\s*\[?\s*:(development|test)/.test(gem[2] ?? '');
      depSignal('ruby', gem[1], file, text, dev, out);
    }
    const ruby = /^ruby\s+["']([^"']+)["']/.exec(line);
    if (ruby?.[1]) {
      const s = runtimeSignal(file, text, 'ruby', ruby[1], `ruby "${ruby[1]}"`, /^ruby\s/m);
      if (s) out.push(s);
    }
  }
  return out;
}

function readGoMod(file: string, text: string): Signal[] {
  const out: Signal[] = [
    signal(file, text, 'package_manager', 'go-modules', 'go.mod'),
    signal(file, text, 'language', 'go', 'go.mod'),
  ];
  let inRequire = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const go = /^go\s+(\d+\.\d+)/.exec(line);
    if (go?.[1]) {
      const s = runtimeSignal(file, text, 'go', go[1], `go ${go[1]}`, /^go\s+\d/m);
      if (s) out.push(s);
    }
    if (/^require\s*\($/.test(line)) {
      inRequire = true;
      continue;
    }
    if (inRequire && line === ')') {
      inRequire = false;
      continue;
    }
    const req = inRequire ? /^(\S+)\s+v\S+(.*)$/.exec(line) : /^require\s+(\S+)\s+v\S+(.*)$/.exec(line);
    if (req?.[1]) depSignal('go', req[1], file, text, /\/\/\s*indirect/.test(req[2] ?? ''), out);
  }
  return out;
}

function readCargo(file: string, text: string): Signal[] {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  const out: Signal[] = [
    signal(file, text, 'package_manager', 'cargo', 'Cargo.toml'),
    signal(file, text, 'language', 'rust', 'Cargo.toml'),
  ];
  for (const [table, dev] of [
    ['dependencies', false],
    ['dev-dependencies', true],
  ] as const) {
    const deps = doc[table];
    if (isRecord(deps)) for (const name of Object.keys(deps)) depSignal('rust', name, file, text, dev, out);
  }
  const pkg = isRecord(doc.package) ? doc.package : {};
  if (typeof pkg['rust-version'] === 'string') {
    const s = runtimeSignal(file, text, 'rust', pkg['rust-version'], 'rust-version', 'rust-version');
    if (s) out.push(s);
  }
  return out;
}

function readComposer(file: string, text: string): Signal[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(doc)) return [];
  const out: Signal[] = [
    signal(file, text, 'package_manager', 'composer', 'composer.json'),
    signal(file, text, 'language', 'php', 'composer.json'),
  ];
  for (const [field, dev] of [
    ['require', false],
    ['require-dev', true],
  ] as const) {
    const deps = doc[field];
    if (!isRecord(deps)) continue;
    for (const [name, ver] of Object.entries(deps)) {
      if (name === 'php' && typeof ver === 'string') {
        const s = runtimeSignal(file, text, 'php', ver, `php "${ver}"`, '"php"');
        if (s) out.push(s);
      } else depSignal('php', name, file, text, dev, out);
    }
  }
  return out;
}

function readPom(file: string, text: string): Signal[] {
  const out: Signal[] = [
    signal(file, text, 'package_manager', 'maven', 'pom.xml'),
    signal(file, text, 'language', 'java', 'pom.xml', undefined, 'weak'),
  ];
  const body = text.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  for (const m of body.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
    const artifact = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(m[1] ?? '')?.[1];
    if (!artifact) continue;
    const dev = /<scope>\s*test\s*<\/scope>/.test(m[1] ?? '');
    depSignal('jvm', artifact, file, text, dev, out);
  }
  const jv = /<(?:java\.version|maven\.compiler\.release)>\s*(\d+)\s*</.exec(body);
  if (jv?.[1]) out.push(signal(file, text, 'runtime_version', `java@${jv[1]}`, `Java ${jv[1]}`, jv[0]));
  return out;
}

function readGradle(file: string, text: string): Signal[] {
  const out: Signal[] = [signal(file, text, 'package_manager', 'gradle', baseName(file))];
  if (file.endsWith('.kts') || /kotlin\(|org\.jetbrains\.kotlin/.test(text))
    out.push(signal(file, text, 'language', 'kotlin', baseName(file), undefined, 'weak'));
  else out.push(signal(file, text, 'language', 'java', baseName(file), undefined, 'weak'));
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\/\/.*/, '');
    const m = /\b(\w+)\s*\(?\s*["']([\w.-]+):([\w.-]+)(?::[^"']*)?["']/.exec(line);
    if (!m?.[1] || !m[3]) continue;
    depSignal('jvm', m[3], file, text, /^test/i.test(m[1]), out);
  }
  return out;
}

function readVersionFile(runtime: string): SignalReader {
  return (file, text) => {
    const raw = text.split('\n')[0]?.trim() ?? '';
    const s = runtimeSignal(
      file,
      text,
      runtime,
      raw.replace(/^(node|nodejs|python|ruby)-?/i, ''),
      `${baseName(file)} ${raw}`,
      raw,
    );
    return s ? [s] : [];
  };
}

const TOOL_VERSIONS: Readonly<Record<string, string>> = {
  nodejs: 'node',
  node: 'node',
  python: 'python',
  ruby: 'ruby',
  golang: 'go',
  go: 'go',
  rust: 'rust',
  php: 'php',
  java: 'java',
};

function readToolVersions(file: string, text: string): Signal[] {
  const out: Signal[] = [];
  for (const raw of text.split('\n')) {
    const [tool, ver] = raw.replace(/#.*/, '').trim().split(/\s+/);
    const runtime = tool ? TOOL_VERSIONS[tool] : undefined;
    if (!runtime || !ver) continue;
    const s = runtimeSignal(
      file,
      text,
      runtime,
      ver.replace(/^[a-z]+-/i, ''),
      `.tool-versions ${tool} ${ver}`,
      raw,
    );
    if (s) out.push(s);
  }
  return out;
}

function imageName(image: string): string {
  const noTag = image.split('@')[0]?.replace(/:[^/]*$/, '') ?? image;
  return noTag
    .replace(/^docker\.io\//, '')
    .replace(/^library\//, '')
    .toLowerCase();
}

function readCompose(file: string, text: string): Signal[] {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch {
    return [];
  }
  if (!isRecord(doc) || !isRecord(doc.services)) return [];
  const out: Signal[] = [];
  for (const [name, svc] of Object.entries(doc.services)) {
    if (!isRecord(svc) || typeof svc.image !== 'string') continue;
    const id = DATABASE_IMAGES[imageName(svc.image)];
    if (id) {
      out.push(
        signal(
          file,
          text,
          'uses_database',
          id,
          `service ${name} (${svc.image})`,
          `${svc.image}`,
          'strong',
          '',
        ),
      );
    }
  }
  return out;
}

function readEnvExample(file: string, text: string): Signal[] {
  const out: Signal[] = [];
  for (const raw of text.split('\n')) {
    const m =
      /^\s*(?:export\s+)?([A-Z0-9_]*(?:DATABASE|DB|POSTGRES|MYSQL|MONGO|REDIS)[A-Z0-9_]*URL)\s*=\s*["']?([a-z0-9+]+):\/\//i.exec(
        raw,
      );
    if (!m?.[2]) continue;
    const id = DATABASE_SCHEMES[m[2].toLowerCase()];
    if (id) out.push(signal(file, text, 'uses_database', id, `${m[1]} (${m[2]}://)`, raw, 'strong', ''));
  }
  return out;
}

function fixed(predicate: StackPredicate, id: string, strength: Signal['strength'] = 'strong'): SignalReader {
  // Deploy and CI configuration applies to the whole repository wherever it sits; a lockfile or a linter
  // config applies to its own package.
  const whole = predicate === 'deployment_platform' || predicate === 'ci';
  return (file, text) => [
    signal(file, text, predicate, id, baseName(file), undefined, strength, whole ? '' : dirOf(file)),
  ];
}

/** Deploy commands and actions in CI files (comments skipped: a commented-out deploy deploys nothing). */
const DEPLOY_STEPS: readonly [RegExp, string][] = [
  [/\bflyctl\s+deploy\b|\bfly\s+deploy\b|superfly\/flyctl-actions/, 'fly.io'],
  [
    /\bgit\s+push\s+(?:\S+\s+)?heroku\b|akhileshns\/heroku-deploy|\bheroku\s+container:(?:push|release)\b/,
    'heroku',
  ],
  [/\bvercel\s+(?:deploy|--prod)\b|amondnet\/vercel-action|\bvercel\s+build\b/, 'vercel'],
  [/\bnetlify\s+deploy\b|nwtgck\/actions-netlify/, 'netlify'],
  [/\bwrangler\s+(?:deploy|publish)\b|cloudflare\/wrangler-action/, 'cloudflare-workers'],
  [
    /\bkubectl\s+(?:apply|rollout|set\s+image)\b|\bhelm\s+(?:upgrade|install)\b|azure\/k8s-deploy/,
    'kubernetes',
  ],
  [/\bgcloud\s+app\s+deploy\b/, 'app-engine'],
  [/\bgcloud\s+run\s+deploy\b|google-github-actions\/deploy-cloudrun/, 'cloud-run'],
  [/\b(?:serverless|sls)\s+deploy\b/, 'aws-lambda'],
  [/\brailway\s+up\b/, 'railway'],
  [/\baws\s+ecs\s+update-service\b|aws-actions\/amazon-ecs-deploy-task-definition/, 'ecs'],
  [/\bdoctl\s+apps?\b/, 'digitalocean'],
  [/api\.render\.com\/deploy/, 'render'],
];

function readCi(ci: string): SignalReader {
  return (file, text) => {
    const out: Signal[] = [signal(file, text, 'ci', ci, baseName(file), undefined, 'strong', '')];
    const lines = text.split('\n');
    lines.forEach((raw, i) => {
      const line = raw.trimStart();
      if (line.startsWith('#') || line.startsWith('//')) return;
      for (const [re, id] of DEPLOY_STEPS) {
        const m = re.exec(line);
        if (m)
          out.push({
            predicate: 'deployment_platform',
            id,
            file,
            line: i + 1,
            dir: '',
            strength: 'strong',
            what: `deploy step "${m[0]}"`,
          });
      }
    });
    return out;
  };
}

function readAppJson(file: string, text: string): Signal[] {
  // app.json is Heroku's manifest, but other tools use the name too: only its Heroku keys count.
  const heroku = /"(buildpacks|formation|addons|stack)"\s*:/.test(text);
  return heroku
    ? [
        signal(
          file,
          text,
          'deployment_platform',
          'heroku',
          'app.json',
          /"(buildpacks|formation|addons|stack)"/,
          'strong',
          '',
        ),
      ]
    : [];
}

function readAppYaml(file: string, text: string): Signal[] {
  // Google App Engine's app.yaml declares a runtime; other app.yaml files (a Helm value file, say) do not.
  return /^runtime:\s*\S+/m.test(text)
    ? [signal(file, text, 'deployment_platform', 'app-engine', 'app.yaml', /^runtime:/m, 'strong', '')]
    : [];
}

function readK8s(file: string, text: string): Signal[] {
  return /^kind:\s*(Deployment|StatefulSet|DaemonSet|CronJob)\b/m.test(text) && /^apiVersion:/m.test(text)
    ? [
        signal(
          file,
          text,
          'deployment_platform',
          'kubernetes',
          `manifest ${baseName(file)}`,
          /^kind:/m,
          'strong',
          '',
        ),
      ]
    : [];
}

const TF_RESOURCES: readonly [RegExp, string][] = [
  [/^\s*resource\s+"heroku_(app|build|formation)"/m, 'heroku'],
  [/^\s*resource\s+"fly_(app|machine)"/m, 'fly.io'],
  [/^\s*resource\s+"vercel_(project|deployment)"/m, 'vercel'],
  [/^\s*resource\s+"netlify_site"/m, 'netlify'],
  [/^\s*resource\s+"render_(web_service|service)"/m, 'render'],
  [/^\s*resource\s+"digitalocean_app"/m, 'digitalocean'],
  [/^\s*resource\s+"google_cloud_run_(v2_)?service"/m, 'cloud-run'],
  [/^\s*resource\s+"google_app_engine_\w+"/m, 'app-engine'],
  [/^\s*resource\s+"aws_lambda_function"/m, 'aws-lambda'],
  [/^\s*resource\s+"aws_ecs_service"/m, 'ecs'],
  [/^\s*resource\s+"(kubernetes_deployment|helm_release)"/m, 'kubernetes'],
  [/^\s*resource\s+"cloudflare_workers?_script"/m, 'cloudflare-workers'],
];

const TF_DATABASES: readonly [RegExp, string][] = [
  [/^\s*engine\s*=\s*"(aurora-)?postgres(ql)?"/m, 'postgresql'],
  [/^\s*engine\s*=\s*"(aurora-)?mysql"/m, 'mysql'],
  [/^\s*engine\s*=\s*"mariadb"/m, 'mariadb'],
  [/^\s*database_version\s*=\s*"POSTGRES_/m, 'postgresql'],
  [/^\s*database_version\s*=\s*"MYSQL_/m, 'mysql'],
  [/^\s*resource\s+"aws_dynamodb_table"/m, 'dynamodb'],
];

function readTerraform(file: string, text: string): Signal[] {
  const body = text
    .replace(/(^|\s)(#|\/\/).*$/gm, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out: Signal[] = [];
  for (const [re, id] of TF_RESOURCES) {
    const m = re.exec(body);
    if (m)
      out.push(signal(file, body, 'deployment_platform', id, `terraform ${m[0].trim()}`, re, 'strong', ''));
  }
  for (const [re, id] of TF_DATABASES) {
    const m = re.exec(body);
    if (m) out.push(signal(file, body, 'uses_database', id, `terraform ${m[0].trim()}`, re, 'strong', ''));
  }
  return out;
}

function readFlyToml(file: string, text: string): Signal[] {
  return [signal(file, text, 'deployment_platform', 'fly.io', 'fly.toml', /^app\s*=/m, 'strong', '')];
}

/** Which reader handles a file, by its root-relative path; undefined when the file says nothing of the stack. */
export function readerFor(file: string): SignalReader | undefined {
  const name = baseName(file);
  const lower = name.toLowerCase();
  if (file.startsWith('.github/workflows/') && /\.ya?ml$/.test(lower)) return readCi('github-actions');
  if (file.startsWith('.circleci/') && /\.ya?ml$/.test(lower)) return readCi('circleci');
  if (file.startsWith('.buildkite/') && /\.ya?ml$/.test(lower)) return readCi('buildkite');
  if (/(^|\/)(k8s|kubernetes|manifests|deploy|deployment|charts|helm)\//.test(file) && /\.ya?ml$/.test(lower))
    return readK8s;
  if (lower.endsWith('.tf')) return readTerraform;
  if (/^requirements([-_.][\w.-]*)?\.(txt|in)$/.test(lower) || /^(dev|test)-requirements\.txt$/.test(lower))
    return readRequirements;
  if (/^(docker-)?compose([-.][\w.-]*)?\.ya?ml$/.test(lower)) return readCompose;
  if (/^\.env\.(example|sample|template|dist|defaults)$/.test(lower)) return readEnvExample;
  if (/^build\.gradle(\.kts)?$/.test(name)) return readGradle;
  if (/^(\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s)$/.test(lower)) return fixed('linter', 'eslint');
  if (/^biome\.jsonc?$/.test(lower)) return fixed('linter', 'biome');
  if (/^(\.prettierrc(\.\w+)?|prettier\.config\.[cm]?[jt]s)$/.test(lower)) return fixed('linter', 'prettier');
  if (/^jest\.config\.[cm]?[jt]s(on)?$/.test(lower)) return fixed('test_framework', 'jest');
  if (/^vitest\.(config|workspace)\.[cm]?[jt]s$/.test(lower)) return fixed('test_framework', 'vitest');
  if (/^playwright\.config\.[cm]?[jt]s$/.test(lower)) return fixed('test_framework', 'playwright');
  if (/^cypress\.config\.[cm]?[jt]s$/.test(lower)) return fixed('test_framework', 'cypress');
  if (/^(\.mocharc(\.\w+)?)$/.test(lower)) return fixed('test_framework', 'mocha');
  if (/^(ruff|\.ruff)\.toml$/.test(lower)) return fixed('linter', 'ruff');
  if (/^(wrangler\.(toml|jsonc?))$/.test(lower)) return fixed('deployment_platform', 'cloudflare-workers');
  if (/^tsconfig(\.[\w-]+)?\.json$/.test(lower)) return fixed('language', 'typescript');
  return READERS[name];
}

const READERS: Readonly<Record<string, SignalReader>> = {
  'package.json': readPackageJson,
  'package-lock.json': fixed('package_manager', 'npm'),
  'npm-shrinkwrap.json': fixed('package_manager', 'npm'),
  'pnpm-lock.yaml': fixed('package_manager', 'pnpm'),
  'pnpm-workspace.yaml': fixed('package_manager', 'pnpm'),
  'yarn.lock': fixed('package_manager', 'yarn'),
  '.yarnrc.yml': fixed('package_manager', 'yarn'),
  'bun.lockb': fixed('package_manager', 'bun'),
  'bun.lock': fixed('package_manager', 'bun'),
  'pyproject.toml': readPyproject,
  Pipfile: fixed('package_manager', 'pipenv'),
  'Pipfile.lock': fixed('package_manager', 'pipenv'),
  'poetry.lock': fixed('package_manager', 'poetry'),
  'uv.lock': fixed('package_manager', 'uv'),
  'pytest.ini': fixed('test_framework', 'pytest'),
  'conftest.py': fixed('test_framework', 'pytest'),
  '.flake8': fixed('linter', 'flake8'),
  '.pylintrc': fixed('linter', 'pylint'),
  Gemfile: readGemfile,
  'Gemfile.lock': fixed('package_manager', 'bundler'),
  '.rspec': fixed('test_framework', 'rspec'),
  '.rubocop.yml': fixed('linter', 'rubocop'),
  'go.mod': readGoMod,
  '.golangci.yml': fixed('linter', 'golangci-lint'),
  '.golangci.yaml': fixed('linter', 'golangci-lint'),
  'Cargo.toml': readCargo,
  'composer.json': readComposer,
  'phpunit.xml': fixed('test_framework', 'phpunit'),
  'phpunit.xml.dist': fixed('test_framework', 'phpunit'),
  'pom.xml': readPom,
  '.nvmrc': readVersionFile('node'),
  '.node-version': readVersionFile('node'),
  '.python-version': readVersionFile('python'),
  '.ruby-version': readVersionFile('ruby'),
  '.tool-versions': readToolVersions,
  'rust-toolchain': readVersionFile('rust'),
  'fly.toml': readFlyToml,
  // A Procfile is read by Heroku, but also by Dokku, Render and buildpack-based hosts: a trace only.
  Procfile: fixed('deployment_platform', 'heroku', 'weak'),
  'heroku.yml': fixed('deployment_platform', 'heroku'),
  'app.json': readAppJson,
  'vercel.json': fixed('deployment_platform', 'vercel'),
  'netlify.toml': fixed('deployment_platform', 'netlify'),
  'render.yaml': fixed('deployment_platform', 'render'),
  'railway.json': fixed('deployment_platform', 'railway'),
  'railway.toml': fixed('deployment_platform', 'railway'),
  'app.yaml': readAppYaml,
  'serverless.yml': fixed('deployment_platform', 'aws-lambda'),
  'serverless.yaml': fixed('deployment_platform', 'aws-lambda'),
  'Chart.yaml': fixed('deployment_platform', 'kubernetes'),
  'kustomization.yaml': fixed('deployment_platform', 'kubernetes'),
  '.gitlab-ci.yml': readCi('gitlab-ci'),
  Jenkinsfile: readCi('jenkins'),
  'azure-pipelines.yml': readCi('azure-pipelines'),
  'bitbucket-pipelines.yml': readCi('bitbucket-pipelines'),
  '.travis.yml': readCi('travis'),
};

/** Reads the signals of one file, or none when no reader handles it or the file cannot be parsed. */
export function readSignals(file: string, text: string): Signal[] {
  const reader = readerFor(file);
  if (!reader) return [];
  try {
    return reader(file, text);
  } catch {
    // A malformed manifest is the project's business, not a reason to fail a hook: it says nothing.
    return [];
  }
}
