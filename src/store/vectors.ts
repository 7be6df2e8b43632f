import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';

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
  /** Many upserts in one transaction. */
  upsertMany(items: { rid: number; vector: Float32Array }[]): void;
  remove(rid: number): void;
  /** Active records without a vector, in row order after `afterRid` (a cursor, so a backfill is linear). */
  missing(limit: number, afterRid?: number): { rid: number; text: string }[];
  count(): number;
  search(vector: Float32Array, k: number): VectorNeighbour[];
}

/** Loads sqlite-vec into a connection. */
export function loadVectorExtension(db: Database.Database): void {
  // Required on first use, not imported: most processes (every hook) never touch vectors.
  const sqliteVec = createRequire(import.meta.url)('sqlite-vec') as typeof import('sqlite-vec');
  sqliteVec.load(db);
}

// Above this many vectors, exact vec0 KNN costs tens of milliseconds on a small machine; a sign-bit
// (binary-quantised) scan picks a shortlist in a few, and sqlite-vec re-scores it exactly.
const EXACT_LIMIT = 8000;
const SHORTLIST = 160;
const COARSE_KEEP = 4000;

/**
 * Opens the vector index on a projection connection (tables are created on first `ensure`). sqlite-vec
 * is loaded on the first vector operation, so stores without vectors never pay for it.
 */
export function openVectorIndex(db: Database.Database): VectorIndex {
  let loaded = false;
  let popcount: Uint8Array | undefined;
  const ext = () => {
    if (!loaded) {
      loadVectorExtension(db);
      loaded = true;
    }
  };
  let codes:
    | {
        rids: Int32Array;
        bits: Uint32Array;
        coarse: Uint32Array;
        words: number;
        version: string;
        count: number;
      }
    | undefined;

  const meta = (key: string) =>
    db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
  const setMeta = (key: string, value: string) =>
    db.prepare('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run(key, value);
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
      // Copy: a Buffer's offset into its pool need not be 4-byte aligned for a Uint32Array view.
      const u = new Uint32Array(words);
      new Uint8Array(u.buffer).set(code.subarray(0, words * 4));
      bits.set(u, i * words);
    });
    // The first two words of every code, contiguous: the coarse pass then reads memory sequentially.
    const cw = Math.min(2, words);
    const coarse = new Uint32Array(rows.length * cw);
    for (let i = 0; i < rows.length; i++)
      for (let w = 0; w < cw; w++) coarse[i * cw + w] = bits[i * words + w]!;
    codes = { rids, bits, coarse, words, version, count: rows.length };
    return codes;
  }

  const index: VectorIndex = {
    info() {
      const embedder = meta('vector_embedder');
      const dims = Number(meta('vector_dimensions'));
      return embedder && dims > 0 ? { embedder, dimensions: dims } : undefined;
    },
    ensure(embedder, dimensions) {
      ext();
      const cur = index.info();
      if (cur && cur.embedder === embedder && cur.dimensions === dimensions && hasTable()) return;
      db.exec('DROP TABLE IF EXISTS vectors; DROP TABLE IF EXISTS vector_codes;');
      db.exec(
        `CREATE VIRTUAL TABLE vectors USING vec0(embedding float[${dimensions}] distance_metric=cosine)`,
      );
      db.exec('CREATE TABLE vector_codes (rid INTEGER PRIMARY KEY, code BLOB NOT NULL, vec BLOB NOT NULL)');
      setMeta('vector_embedder', embedder);
      setMeta('vector_dimensions', String(dimensions));
      bump();
    },
    upsert(rid, vector) {
      index.upsertMany([{ rid, vector }]);
    },
    upsertMany(items) {
      if (items.length === 0) return;
      ext();
      const del = db.prepare('DELETE FROM vectors WHERE rowid = ?');
      const ins = db.prepare('INSERT INTO vectors(rowid, embedding) VALUES (?, ?)');
      const code = db.prepare('INSERT OR REPLACE INTO vector_codes(rid, code, vec) VALUES (?, ?, ?)');
      db.transaction(() => {
        for (const { rid, vector } of items) {
          const bits = signBits(vector, Math.ceil(vector.length / 32));
          del.run(BigInt(rid));
          ins.run(BigInt(rid), vector);
          code.run(
            rid,
            Buffer.from(bits.buffer),
            Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength),
          );
        }
        bump();
      })();
    },
    remove(rid) {
      if (!hasTable()) return;
      ext();
      db.prepare('DELETE FROM vectors WHERE rowid = ?').run(BigInt(rid));
      db.prepare('DELETE FROM vector_codes WHERE rid = ?').run(rid);
      bump();
    },
    missing(limit, afterRid = 0) {
      const base = "SELECT r.rid, r.doc FROM records r WHERE r.state != 'archived' AND r.rid > ?";
      const sql = hasTable()
        ? `${base} AND NOT EXISTS (SELECT 1 FROM vector_codes v WHERE v.rid = r.rid) ORDER BY r.rid LIMIT ${limit}`
        : `${base} ORDER BY r.rid LIMIT ${limit}`;
      return (db.prepare(sql).all(afterRid) as { rid: number; doc: string }[]).map((r) => {
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
      ext();
      const c = loadCodes(info.dimensions);
      const n = c.count;
      if (n === 0) return [];
      if (n <= EXACT_LIMIT) {
        const rows = db
          .prepare('SELECT rowid AS rid, distance FROM vectors WHERE embedding MATCH ? AND k = ?')
          .all(vector, Math.min(k, n)) as { rid: number; distance: number }[];
        return rows.map((r) => ({ rid: Number(r.rid), similarity: 1 - r.distance }));
      }
      const q = signBits(vector, c.words);
      const bits = c.bits;
      const words = c.words;
      popcount ??= popcount16();
      const table = popcount;
      // Stage 1: the first 64 sign bits of every vector (a coarse LSH), keeping the closest few thousand.
      const coarseWords = Math.min(2, words);
      const cbits = c.coarse;
      const coarse = new Uint16Array(n);
      for (let i = 0, off = 0; i < n; i++, off += coarseWords) {
        let d = 0;
        for (let w = 0; w < coarseWords; w++) {
          const x = cbits[off + w]! ^ q[w]!;
          d += table[x & 0xffff]! + table[x >>> 16]!;
        }
        coarse[i] = d;
      }
      const stage1 =
        n > COARSE_KEEP * 2 ? nearest(coarse, COARSE_KEEP) : Array.from({ length: n }, (_, i) => i);
      // Stage 2: all sign bits of the survivors.
      const dist = new Uint16Array(stage1.length);
      for (let j = 0; j < stage1.length; j++) {
        let d = 0;
        const off = stage1[j]! * words;
        for (let w = 0; w < words; w++) {
          const x = bits[off + w]! ^ q[w]!;
          d += table[x & 0xffff]! + table[x >>> 16]!;
        }
        dist[j] = d;
      }
      const shortlist = Math.min(stage1.length, Math.max(SHORTLIST, k * 4));
      const top = nearest(dist, shortlist).map((j) => c.rids[stage1[j]!] ?? 0);
      // Stage 3: exact cosine on the shortlist from the stored floats (unit vectors, so a dot product).
      const rows = db
        .prepare(`SELECT rid, vec FROM vector_codes WHERE rid IN (${top.join(',')})`)
        .raw()
        .all() as [number, Buffer][];
      const scored: VectorNeighbour[] = [];
      for (const [rid, buf] of rows) {
        const v = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += v[i]! * vector[i]!;
        scored.push({ rid, similarity: dot });
      }
      return scored.sort((a, b) => b.similarity - a.similarity).slice(0, k);
    },
  };
  return index;
}

/**
 * Bits set in every 16-bit value: two table reads count a 32-bit word, faster than bit tricks in V8.
 * Built on the first large search, not at load: most processes never search vectors.
 */
function popcount16(): Uint8Array {
  const t = new Uint8Array(65536);
  for (let i = 1; i < 65536; i++) t[i] = (t[i >> 1] ?? 0) + (i & 1);
  return t;
}

/** The `n` indexes with the smallest distances (a counting sort: distances are small integers). */
function nearest(dist: Uint16Array, n: number): number[] {
  let max = 0;
  for (const d of dist) if (d > max) max = d;
  const counts = new Uint32Array(max + 2);
  for (const d of dist) counts[d + 1]!++;
  // Find the distance cut-off that admits at least n items, then collect in one pass.
  let cut = 0;
  let acc = 0;
  while (cut <= max && acc + (counts[cut + 1] ?? 0) < n) {
    acc += counts[cut + 1] ?? 0;
    cut++;
  }
  // Everything strictly inside the cut-off first, then ties at the cut-off until the quota is met: a tie
  // early in the array must not crowd out a closer vector later in it.
  const out: number[] = [];
  for (let i = 0; i < dist.length; i++) if (dist[i]! < cut) out.push(i);
  for (let i = 0; i < dist.length && out.length < n; i++) if (dist[i] === cut) out.push(i);
  return out;
}
