#!/usr/bin/env node
import { processIo } from './io.js';
import { allCommands } from './commands.js';
import { runCli } from './program.js';

const code = await runCli(process.argv.slice(2), processIo(), allCommands);
process.exitCode = code;
