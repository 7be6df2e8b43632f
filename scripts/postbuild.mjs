// Makes the built CLI entry executable; tsc drops the mode bit.
import { chmodSync, existsSync } from 'node:fs';

const bin = new URL('../dist/cli/bin.js', import.meta.url);
if (existsSync(bin)) chmodSync(bin, 0o755);
