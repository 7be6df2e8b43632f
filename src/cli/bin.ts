#!/usr/bin/env node
// Hooks run on every prompt of an agent session: they take a fast path that loads neither commander
// nor the other commands, only what a hook needs.
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
// `--help` is answered by commander, never by the hook runner (which would run the hook, or print `{}`).
if (argv[0] === 'hook' && !argv.includes('--help') && !argv.includes('-h')) {
  // The bundled hook entry (made by the build) loads faster than the module graph; fall back to the modules.
  const { loadHookBundle } = await import('./hook-loader.js');
  const bundle = loadHookBundle(fileURLToPath(new URL('../hook-bundle.cjs', import.meta.url)));
  const { hookMain } = bundle ? bundle.entry : await import('../hooks/main.js');
  process.exitCode = await hookMain(argv.slice(1));
  bundle?.saveCache();
} else {
  const [{ allCommands }, { processIo }, { runCli }] = await Promise.all([
    import('./commands.js'),
    import('./io.js'),
    import('./program.js'),
  ]);
  process.exitCode = await runCli(argv, processIo(), allCommands);
}
