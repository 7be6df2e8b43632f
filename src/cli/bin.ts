#!/usr/bin/env node
// Hooks run on every prompt of an agent session: they take a fast path that loads neither commander
// nor the other commands, only what a hook needs.
const argv = process.argv.slice(2);
if (argv[0] === 'hook') {
  const { hookMain } = await import('../hooks/main.js');
  process.exitCode = await hookMain(argv.slice(1));
} else {
  const [{ allCommands }, { processIo }, { runCli }] = await Promise.all([
    import('./commands.js'),
    import('./io.js'),
    import('./program.js'),
  ]);
  process.exitCode = await runCli(argv, processIo(), allCommands);
}
