#!/usr/bin/env node
import { allCommands } from './commands.js';
import { processIo } from './io.js';
import { runCli } from './program.js';

const code = await runCli(process.argv.slice(2), processIo(), allCommands);
process.exitCode = code;
