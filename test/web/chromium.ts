import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';

/** How the browser tests start Chromium: which binary, with which flags and environment. */
export interface ChromiumLaunch {
  /** Where the binary came from, for the test's failure messages. */
  source: 'env' | 'system' | 'npm';
  executablePath: string;
  args: string[];
  /** Extra environment for the browser process (fontconfig for the npm build); empty for the others. */
  env: Record<string, string>;
}

/** Debian's package, used when present (CI images and developers who have it). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const SYSTEM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Flags of the package's serverless set that a desktop browser does not run with: `--single-process` (needed
 * only under Lambda's seccomp) crashes the whole browser when a context closes, and the others switch off
 * web security, which would let the dashboard tests pass on pages a real browser would block.
 */
const SERVERLESS_ONLY = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
]);

interface SparticuzChromium {
  args: string[];
  executablePath(input?: string): Promise<string>;
}

/**
 * Finds a Chromium for the browser tests without apt and without any download:
 * `SPOOL_CHROMIUM=<path>` names a binary, `SPOOL_CHROMIUM=npm` forces the devDependency `@sparticuz/chromium`
 * (so that path stays tested on machines that also have Debian's), otherwise `/usr/bin/chromium` when present,
 * else the devDependency. Its brotli-packed binary is unpacked once into `node_modules/.cache/` (not the shared
 * /tmp, where another version may sit).
 */
export async function findChromium(
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChromiumLaunch> {
  const wanted = env.SPOOL_CHROMIUM;
  if (wanted && wanted !== 'npm') {
    if (!existsSync(wanted)) {
      throw new Error(
        `SPOOL_CHROMIUM=${wanted} does not exist: unset it to use ${SYSTEM_CHROMIUM} or the npm build`,
      );
    }
    return { source: 'env', executablePath: wanted, args: SYSTEM_ARGS, env: {} };
  }
  if (wanted !== 'npm' && existsSync(SYSTEM_CHROMIUM)) {
    return { source: 'system', executablePath: SYSTEM_CHROMIUM, args: SYSTEM_ARGS, env: {} };
  }
  return npmChromium(cwd);
}

/** The devDependency ships one build: headless Chromium for x86-64 Linux. */
export const NPM_CHROMIUM_PLATFORM = process.platform === 'linux' && process.arch === 'x64';

async function npmChromium(cwd: string): Promise<ChromiumLaunch> {
  if (!NPM_CHROMIUM_PLATFORM) {
    throw new Error(
      `no Chromium: @sparticuz/chromium only has an x86-64 Linux build (this is ${process.platform}-${process.arch}); set SPOOL_CHROMIUM to a Chrome or Chromium binary`,
    );
  }
  let sparticuz: SparticuzChromium;
  let version: string;
  try {
    const entry = createRequire(join(cwd, 'package.json')).resolve('@sparticuz/chromium');
    const pkg = join(entry.slice(0, entry.lastIndexOf(`${sep}build${sep}`)), 'package.json');
    version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    sparticuz = ((await import('@sparticuz/chromium')) as { default: SparticuzChromium }).default;
  } catch (cause) {
    throw new Error(
      `no Chromium: ${SYSTEM_CHROMIUM} is absent and the devDependency @sparticuz/chromium is not installed — run npm install`,
      { cause },
    );
  }
  const dir = join(cwd, 'node_modules', '.cache', `spool-chromium-${version}`);
  if (!existsSync(join(dir, '.unpacked'))) await unpack(sparticuz, dir, version);
  return {
    source: 'npm',
    executablePath: join(dir, 'chromium'),
    args: sparticuz.args.filter((a) => !SERVERLESS_ONLY.has(a)),
    env: { FONTCONFIG_FILE: join(dir, 'fonts-spool.conf') },
  };
}

/**
 * Unpacks into a staging folder renamed into place when complete, so test files starting Chromium at the same
 * time never see (or delete) each other's half-written binary.
 */
async function unpack(sparticuz: SparticuzChromium, dir: string, version: string): Promise<void> {
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package unpacks into os.tmpdir(), which reads TMPDIR on every call: point it at staging for this call.
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await sparticuz.executablePath();
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  // Its bundled fonts.conf names /tmp/fonts; ours names the unpacked fonts and keeps the system's when there are any.
  writeFileSync(
    join(staging, 'fonts-spool.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${join(dir, 'fonts')}</dir>`,
      `  <cachedir>${join(dir, 'fonts-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  writeFileSync(join(staging, '.unpacked'), `${version}\n`);
  // A folder without the marker is an unpack that died before this point (older layout): replace it.
  if (existsSync(dir) && !existsSync(join(dir, '.unpacked'))) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(staging, dir);
  } catch (cause) {
    rmSync(staging, { recursive: true, force: true });
    // Another process finished first: its copy is as good as ours.
    if (!existsSync(join(dir, '.unpacked'))) throw cause;
  }
}
