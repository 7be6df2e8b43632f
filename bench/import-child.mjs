// Imports a JSONL file (streamed, as `spool import` does) in a fresh process and reports its own time and peak memory as JSON.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { openSpool } from '../dist/index.js';

const [root, home, file] = process.argv.slice(2);
const spool = openSpool({ root, home, warn: () => {} });
const t = performance.now();
const cpu0 = process.cpuUsage();
const elu0 = performance.eventLoopUtilization();
const r = await spool.importJsonl(
  createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  }),
);
const ms = performance.now() - t;
const cpu = process.cpuUsage(cpu0);
const elu = performance.eventLoopUtilization(elu0);
await spool.close();
process.stdout.write(
  JSON.stringify({
    imported: r.imported,
    errors: r.errors.length,
    ms,
    // All threads' CPU, and the main thread's busy time: together they show which side limits the import.
    cpu_ms: (cpu.user + cpu.system) / 1000,
    main_busy_ms: elu.active,
    peak_rss_mb: process.resourceUsage().maxRSS / 1024,
  }),
);
