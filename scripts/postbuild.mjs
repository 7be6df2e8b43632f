// After tsc: make the CLI executable (tsc drops the mode bit) and bundle the hook entry. Hooks run on every
// session start and prompt, and most of their time is Node loading ~60 small modules; one bundled file,
// compiled through V8's code cache, starts ~80 ms faster. The native modules stay external.
import { chmodSync, existsSync } from 'node:fs';
import { build } from 'esbuild';

const dist = new URL('../dist/', import.meta.url);
const bin = new URL('cli/bin.js', dist);
if (existsSync(bin)) chmodSync(bin, 0o755);

await build({
  entryPoints: [new URL('hooks/main.js', dist).pathname],
  // CommonJS so bin.js can compile it through V8's code cache (vm.Script), which ES modules cannot use.
  outfile: new URL('hook-bundle.cjs', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['better-sqlite3', 'sqlite-vec'],
  define: { 'import.meta.url': '__spoolModuleUrl' },
  banner: { js: "const __spoolModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
  minifySyntax: true,
  plugins: [englishOnlyZod()],
  logLevel: 'error',
});

/**
 * zod re-exports every locale's error messages (`z.locales`, ~375 KB of the ~1 MB bundle), and a
 * namespace import keeps them all. Hooks only ever use the default English messages, so the bundle's
 * locales module exports just that one; the module-based CLI, MCP server and library keep them all.
 */
function englishOnlyZod() {
  return {
    name: 'english-only-zod',
    setup(b) {
      b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        args.importer.includes(`${'node_modules'}/zod/`)
          ? { path: new URL('../locales/en.js', `file://${args.importer}`).pathname, namespace: 'zod-en' }
          : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'zod-en' }, (args) => ({
        contents: `export { default as en } from ${JSON.stringify(args.path)};`,
        resolveDir: '/',
      }));
    },
  };
}
