/**
 * Package manifests: dependencies, languages and package managers from package.json, requirements files,
 * pyproject.toml, Gemfile, go.mod, Cargo.toml, composer.json, pom.xml and build.gradle.
 */
import { parse as parseToml } from 'smol-toml';
import { baseName, depSignal, isRecord, runtimeSignal, type Signal, signal } from './core.js';

/**
 * package.json: dependencies (peer, optional and dev ones as traces), the Node engine, the package manager
 * and the test runner.
 */
export function readPackageJson(file: string, text: string): Signal[] {
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

/** pip requirements files: one dependency per line. */
export function readRequirements(file: string, text: string): Signal[] {
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

/** pyproject.toml: PEP 621, Poetry and tool sections. */
export function readPyproject(file: string, text: string): Signal[] {
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

/** Gemfile: gems (test/development groups as traces) and the Ruby version. */
export function readGemfile(file: string, text: string): Signal[] {
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

/** go.mod: the Go version and required modules. */
export function readGoMod(file: string, text: string): Signal[] {
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

/** Cargo.toml: crates and the `rust-version`. */
export function readCargo(file: string, text: string): Signal[] {
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

/** composer.json: PHP packages and the PHP version. */
export function readComposer(file: string, text: string): Signal[] {
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

/** pom.xml: Maven dependencies. */
export function readPom(file: string, text: string): Signal[] {
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

/** build.gradle(.kts): Gradle, Java or Kotlin, and dependencies. */
export function readGradle(file: string, text: string): Signal[] {
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
