import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Connection pool occupancy as node-postgres reports it. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The server's Prometheus metrics, on a registry of its own (no process-global state). */
export interface ServerMetrics {
  /** Records one finished HTTP request; `route` is the route pattern, never the raw path (bounded labels). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Ledger lines this server pushed to PostgreSQL (inserted, not the skipped duplicates). */
  eventsAppended(n: number): void;
  /** Ledger lines pulled from PostgreSQL into working copies. */
  eventsPulled(n: number): void;
  /**
   * One request's look at PostgreSQL for a source (new lines, retrieval history): read, or skipped because
   * the change notices said nothing changed.
   */
  copyRead(source: 'lines' | 'usage', skipped: boolean): void;
  /** The exposition text for `/metrics`. */
  text(): Promise<string>;
  /** Content-Type of {@link ServerMetrics.text}. */
  readonly contentType: string;
}

// Recall should sit around 10 ms: fine buckets below 50 ms, coarse ones for slow writes and rebuilds.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Creates the metrics; `poolStats` is read at scrape time, `openProjects` too. */
export function createMetrics(source: {
  poolStats: () => PoolStats;
  openProjects: () => number;
}): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'spool_server_' });
  const latency = new Histogram({
    name: 'spool_http_request_duration_seconds',
    help: 'HTTP request latency by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const appended = new Counter({
    name: 'spool_events_appended_total',
    help: 'Ledger events this server appended to PostgreSQL',
    registers: [registry],
  });
  const pulled = new Counter({
    name: 'spool_events_pulled_total',
    help: 'Ledger events pulled from PostgreSQL into working copies',
    registers: [registry],
  });
  const reads = new Counter({
    name: 'spool_working_copy_reads_total',
    help: 'Reads of PostgreSQL before a request by source (lines, usage) and outcome (read, or skipped: no change notice)',
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
  });
  const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(source.poolStats()));
      },
    });
  pool('spool_pg_pool_total', 'PostgreSQL pool connections (open)', (s) => s.total);
  pool('spool_pg_pool_idle', 'PostgreSQL pool connections idle', (s) => s.idle);
  pool('spool_pg_pool_waiting', 'Queries waiting for a PostgreSQL pool connection', (s) => s.waiting);
  new Gauge({
    name: 'spool_open_projects',
    help: 'Working copies open in this server',
    registers: [registry],
    collect() {
      this.set(source.openProjects());
    },
  });
  return {
    observeRequest: (route, method, status, seconds) =>
      latency.observe({ route, method, status: String(status) }, seconds),
    eventsAppended: (n) => {
      if (n > 0) appended.inc(n);
    },
    eventsPulled: (n) => {
      if (n > 0) pulled.inc(n);
    },
    copyRead: (source, skipped) => reads.inc({ source, outcome: skipped ? 'skipped' : 'read' }),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
