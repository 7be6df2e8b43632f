/**
 * Which file says what about the stack: every file name a signal reader understands, mapped to its reader
 * (the readers themselves live in `signal-readers/`, one module per family: manifests, runtime versions,
 * databases, deploy and CI).
 */
import { baseName, fixed, type Signal, type SignalReader } from './signal-readers/core.js';
import { readCompose, readEnvExample } from './signal-readers/databases.js';
import {
  readAppJson,
  readAppYaml,
  readCi,
  readFlyToml,
  readK8s,
  readTerraform,
} from './signal-readers/deploy.js';
import {
  readCargo,
  readComposer,
  readGemfile,
  readGoMod,
  readGradle,
  readPackageJson,
  readPom,
  readPyproject,
  readRequirements,
} from './signal-readers/manifests.js';
import { readToolVersions, readVersionFile } from './signal-readers/versions.js';

export {
  lineOf,
  pinnedVersion,
  rangeFloor,
  type Signal,
  type SignalReader,
} from './signal-readers/core.js';

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
