// `node bench/mcp.mjs [--records N] [--calls N]`: memory_recall round trips through a real MCP Client, over
// InMemoryTransport (in process) and over stdio (the built `spool mcp` binary). JSON on stdout, progress on
// stderr. Needs `npm run build` first.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { openSpool } from '../dist/index.js';
import { createMcpServer } from '../dist/mcp/server.js';
import { allTools } from '../dist/mcp/stdio.js';
import { exportLine, machine, makeQuery, prng, round, stats, time } from './lib.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('records', 10_000);
const CALLS = arg('calls', 300);
const WARMUP = 30;
const log = (m) => process.stderr.write(`bench:mcp: ${m}\n`);
const BIN = join(import.meta.dirname, '..', 'dist', 'cli', 'bin.js');

const base = mkdtempSync(join(tmpdir(), 'spool-bench-mcp-'));
const root = join(base, 'project');
const home = join(base, 'home');
const result = {
  benchmark: 'spool-mcp',
  machine: machine(),
  workload: { records: N, calls: CALLS, warmup: WARMUP, tool: 'memory_recall', args: '{query, limit: 10}' },
  results: {},
};

/** Times `CALLS` memory_recall round trips (after a warm-up), checking every answer. */
async function recallRoundTrips(client, rand) {
  const samples = [];
  let hits = 0;
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const query = makeQuery(rand);
    let r;
    const ms = await time(async () => {
      r = await client.callTool({ name: 'memory_recall', arguments: { query, limit: 10 } });
    });
    if (r.isError) throw new Error(`memory_recall failed: ${JSON.stringify(r.content)}`);
    if (i >= WARMUP) {
      samples.push(ms);
      if (r.structuredContent.result_count > 0) hits++;
    }
  }
  return { ...stats(samples), queries_with_results: hits };
}

/**
 * Every recall reads (and, through touches, rewrites) the reference tracker, whose size grows with the
 * records retrieved so far; each phase starts from an empty tracker so the transports are compared fairly.
 */
function resetTracker(spoolPaths) {
  const entries = trackerEntries(spoolPaths);
  rmSync(spoolPaths.trackerFile, { force: true });
  return entries;
}
function trackerEntries(spoolPaths) {
  if (!existsSync(spoolPaths.trackerFile)) return 0;
  try {
    return Object.keys(JSON.parse(readFileSync(spoolPaths.trackerFile, 'utf8')).records ?? {}).length;
  } catch {
    return 0;
  }
}

try {
  const rand = prng(42);
  const now = Date.now();
  const spool = openSpool({ root, home, warn: () => {} });
  log(`importing ${N} records`);
  const lines = [];
  for (let i = 0; i < N; i++) lines.push(exportLine(rand, i, now));
  const imported = (await spool.importJsonl(`${lines.join('\n')}\n`)).imported;
  result.workload.imported = imported;

  log('library recall (baseline, no MCP)');
  const direct = [];
  const qrand = prng(7);
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const q = makeQuery(qrand);
    const ms = await time(() => spool.recall({ query: q, limit: 10 }));
    if (i >= WARMUP) direct.push(ms);
  }
  await new Promise((r) => setTimeout(r, 50)); // let the last fire-and-forget touch land
  result.results.library_recall = {
    ...stats(direct),
    records: N,
    tracker_entries_after: resetTracker(spool.paths),
  };

  log('memory_recall over InMemoryTransport');
  const server = createMcpServer(spool, allTools);
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await Promise.all([server.connect(a), client.connect(b)]);
  // Listing makes the client validate each structuredContent against the outputSchema, as real clients do.
  const { tools } = await client.listTools();
  result.results.in_memory_recall = {
    ...(await recallRoundTrips(client, prng(7))),
    records: N,
    transport: 'InMemoryTransport',
    tools_listed: tools.length,
  };
  await client.close();
  await server.close();
  await spool.close();
  result.results.in_memory_recall.tracker_entries_after = resetTracker(spool.paths);

  log('memory_recall over stdio (spawned spool mcp)');
  let stdioClient;
  const startup = await time(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--root', root],
      env: { ...process.env, SPOOL_HOME: home },
      stderr: 'ignore',
    });
    stdioClient = new Client({ name: 'bench', version: '1.0.0' });
    await stdioClient.connect(transport);
    await stdioClient.listTools();
  });
  result.results.stdio_recall = {
    ...(await recallRoundTrips(stdioClient, prng(7))),
    records: N,
    transport: 'stdio (node dist/cli/bin.js mcp)',
    startup_to_tools_list_ms: round(startup),
  };
  await stdioClient.close();
  result.results.stdio_recall.tracker_entries_after = trackerEntries(spool.paths);
  result.results.peak_rss_mb = round(process.resourceUsage().maxRSS / 1024);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
