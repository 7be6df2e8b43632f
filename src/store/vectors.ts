import type Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

/** A nearest neighbour: record row id and cosine similarity. */
export interface VectorNeighbour {
  rid: number;
  similarity: number;
}

/** The vector side of the projection: float vectors in a sqlite-vec `vec0` table. */
export interface VectorIndex {
  /** The embedder id and dimensions the stored vectors were made with, if any. */
  info(): { embedder: string; dimensions: number } | undefined;
  /** Drops every vector when the embedder changed (they are not comparable across models). */
  ensure(embedder: string, dimensions: number): void;
  upsert(rid: number, vector: Float32Array): void;
  remove(rid: number): void;
  /** Active records that have no vector yet (for backfill). */
  missing(limit: number): { rid: number; text: string }[];
  count(): number;
  search(vector: Float32Array, k: number): VectorNeighbour[];
}

/** Loads sqlite-vec into a connection. */
export function loadVectorExtension(db: Database.Database): void {
  sqliteVec.load(db);
}

// Above this many vectors, exact vec0 KNN costs tens of milliseconds on a small machine; a sign-bit
// (binary-quantised) scan picks a shortlist in a few, and sqlite-vec re-scores it exactly.
const EXACT_LIMIT = 8000;
const SHORTLIST = 400;

/** Opens the vector index on a projection connection (tables are created on first `ensure`). */
export function openVectorIndex(db: Database.Database): VectorIndex {
  let codes: { rids: Int32Array; bits: Uint32Array; words: number; version: string } | undefined;

  const meta = (key: string) => db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
  const setMeta = (key: string, value: string) => db.prepare('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run(key, value);
  const hasTable = () => db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'vectors'").get() !== undefined;
  const bump = () => setMeta('vector_version', `${Date.now()}-${Math.random()}`);

  function signBits(v: Float32Array, words: number): Uint32Array {
    const out = new Uint32Array(words);
    for (let i = 0; i < v.length; i++) if ((v[i] ?? 0) > 0) out[i >>> 5]! |= 1 << (i & 31);
    return out;
  }

  function loadCodes(dimensions: number) {
    const version = meta('vector_version') ?? '';
    if (codes && codes.version === version) return codes;
    const words = Math.ceil(dimensions / 32);
    const rows = db.prepare('SELECT rid, code FROM vector_codes').raw().all() as [number, Buffer][];
    const rids = new Int32Array(rows.length);
    const bits = new Uint32Array(rows.length * words);
    rows.forEach(([rid, code], i) => {
      rids[i] = rid;
      bits.set(new Uint32Array(code.buffer, code.byteOffset, words), i * words);
    });
    codes = { rids, bits, words, version };
    return codes;
  }

  const index: VectorIndex = {
    info() {
      const embedder = meta('vector_embedder');
      const dims = Number(meta('vector_dimensions'));
      return embedder && dims > 0 ? { embedder, dimensions: dims } : undefined;
    },
    ensure(embedder, dimensions) {
      const cur = index.info();
      if (cur && cur.embedder === embedder && cur.dimensions === dimensions && hasTable()) return;
      db.exec('DROP TABLE IF EXISTS vectors; DROP TABLE IF EXISTS vector_codes;');
      db.exec(`CREATE VIRTUAL TABLE vectors USING vec0(embedding float[${dimensions}] distance_metric=cosine)`);
      db.exec('CREATE TABLE vector_codes (rid INTEGER PRIMARY KEY, code BLOB NOT NULL)');
      setMeta('vector_embedder', embedder);
      setMeta('vector_dimensions', String(dimensions));
      bump();
    },
    upsert(rid, vector) {
      const words = Math.ceil(vector.length / 32);
      const code = signBits(vector, words);
      db.transaction(() => {
        db.prepare('DELETE FROM vectors WHERE rowid = ?').run(BigInt(rid));
        db.prepare('INSERT INTO vectors(rowid, embedding) VALUES (?, ?)').run(BigInt(rid), vector);
        db.prepare('INSERT OR REPLACE INTO vector_codes(rid, code) VALUES (?, ?)').run(rid, Buffer.from(code.buffer));
        bump();
      })();
    },
    remove(rid) {
      if (!hasTable()) return;
      db.prepare('DELETE FROM vectors WHERE rowid = ?').run(BigInt(rid));
      db.prepare('DELETE FROM vector_codes WHERE rid = ?').run(rid);
      bump();
    },
    missing(limit) {
      const base = "SELECT r.rid, r.doc FROM records r WHERE r.state != 'archived'";
      const sql = hasTable() ? `${base} AND r.rid NOT IN (SELECT rid FROM vector_codes) LIMIT ${limit}` : `${base} LIMIT ${limit}`;
      return (db.prepare(sql).all() as { rid: number; doc: string }[]).map((r) => {
        const d = JSON.parse(r.doc) as { title?: string; content: string };
        return { rid: r.rid, text: d.title ? `${d.title}\n${d.content}` : d.content };
      });
    },
    count() {
      return hasTable() ? (db.prepare('SELECT count(*) FROM vector_codes').pluck().get() as number) : 0;
    },
    search(vector, k) {
      const info = index.info();
      if (!info || !hasTable() || info.dimensions !== vector.length) return [];
      const n = index.count();
      if (n === 0) return [];
      if (n <= EXACT_LIMIT) {
        const rows = db
          .prepare('SELECT rowid AS rid, distance FROM vectors WHERE embedding MATCH ? AND k = ?')
          .all(vector, Math.min(k, n)) as { rid: number; distance: number }[];
        return rows.map((r) => ({ rid: Number(r.rid), similarity: 1 - r.distance }));
      }
      const c = loadCodes(info.dimensions);
      const q = signBits(vector, c.words);
      const count = c.rids.length;
      const dist = new Uint16Array(count);
      for (let i = 0; i < count; i++) {
        let d = 0;
        const off = i * c.words;
        for (let w = 0; w < c.words; w++) d += popcount((c.bits[off + w] ?? 0) ^ (q[w] ?? 0));
        dist[i] = d;
      }
      const order = Array.from({ length: count }, (_, i) => i);
      const shortlist = Math.min(count, Math.max(SHORTLIST, k * 4));
      const top = partialSort(order, dist, shortlist).map((i) => c.rids[i] ?? 0);
      const rows = db
        .prepare(
          `SELECT rowid AS rid, vec_distance_cosine(embedding, ?) AS distance FROM vectors WHERE rowid IN (${top.join(',')}) ORDER BY distance LIMIT ?`,
        )
        .all(vector, k) as { rid: number; distance: number }[];
      return rows.map((r) => ({ rid: Number(r.rid), similarity: 1 - r.distance }));
    },
  };
  return index;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The `n` indexes with the smallest distances (counting sort: distances are small integers). */
function partialSort(order: number[], dist: Uint16Array, n: number): number[] {
  let max = 0;
  for (const d of dist) if (d > max) max = d;
  const buckets: number[][] = Array.from({ length: max + 1 }, () => []);
  for (const i of order) buckets[dist[i] ?? 0]!.push(i);
  const out: number[] = [];
  for (const b of buckets) {
    for (const i of b) {
      out.push(i);
      if (out.length >= n) return out;
    }
  }
  return out;
}
