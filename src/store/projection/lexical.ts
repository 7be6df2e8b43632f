import { MAX_VARIANT_SCAN, mayInflect, pickVariants, variantPrefix } from '../../core/inflection.js';
import { addTagFilter, type ProjectionContext } from './context.js';
import type { LexicalHit, Projection } from './types.js';

/** Full-text access to records: BM25 candidates, rare-term doclists and document frequencies. */
export type LexicalQueries = Pick<Projection, 'lexical' | 'rareRows' | 'docFreq' | 'variants'>;

/**
 * Prepares the lexical queries over `ctx`. This is a recall hot path: the vocabulary lookup is prepared
 * once here, and the ranked queries, which vary with the filter and limit, through the shared cache.
 */
export function createLexicalQueries(ctx: ProjectionContext): LexicalQueries {
  const { prep, dfCache, dfFloor, recordCount } = ctx;
  const vocab = ctx.db.prepare('SELECT doc FROM fts_vocab WHERE term = ?').pluck();
  const docFreq = (term: string): number => {
    let n = dfCache.get(term);
    if (n === undefined) {
      n = (vocab.get(foldDiacritics(term)) as number | undefined) ?? 0;
      // Zero is never cached: the term may be written a moment later and must then be found.
      if (n > 0) dfCache.set(term, n);
    }
    return n;
  };
  const vocabRange = ctx.db.prepare(
    `SELECT term, doc FROM fts_vocab WHERE term >= ? AND term < ? LIMIT ${MAX_VARIANT_SCAN}`,
  );
  return {
    docFreq,
    variants(term, held = false) {
      const folded = foldDiacritics(term);
      if (!mayInflect(folded) || (!held && docFreq(term) > 0)) return [];
      const prefix = variantPrefix(folded);
      return pickVariants(
        folded,
        vocabRange.all(prefix, `${prefix}\uffff`) as { term: string; doc: number }[],
      );
    },
    rareRows(term, cap) {
      const known = dfCache.get(term) ?? dfFloor.get(term);
      if (known !== undefined && known > cap) return undefined;
      const n = Math.max(1, Math.floor(cap));
      const rows = prep(`SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ${n + 1}`)
        .pluck()
        .all(`"${term.replace(/"/g, '""')}"`) as number[];
      if (rows.length <= n) return rows;
      dfFloor.set(term, rows.length);
      return undefined;
    },
    lexical(tokens, limit, filter, postingsBudget) {
      // Ranking cost is ~0.3 µs per posting. A term found in more than ~15% of records has an IDF too low
      // to move BM25 much, so the default budget follows the store's size (1,500 to 6,000 postings).
      const budget = postingsBudget ?? Math.min(6000, Math.max(1500, Math.round(0.15 * recordCount())));
      const byDf = tokens.map((t) => ({ t, df: docFreq(t) })).filter((x) => x.df > 0);
      if (byDf.length === 0) return [];
      byDf.sort((a, b) => a.df - b.df);
      const kept: string[] = [];
      let postings = 0;
      for (const x of byDf) {
        if (kept.length > 0 && postings + x.df > budget) break;
        kept.push(x.t);
        postings += x.df;
      }
      const match = kept.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
      const where: string[] = [];
      const params: unknown[] = [match];
      if (!filter.includeArchived) where.push("r.state != 'archived'");
      if (filter.states?.length) {
        where.push(`r.state IN (${filter.states.map(() => '?').join(',')})`);
        params.push(...filter.states);
      }
      if (filter.memoryTypes?.length) {
        where.push(`r.memory_type IN (${filter.memoryTypes.map(() => '?').join(',')})`);
        params.push(...filter.memoryTypes);
      }
      addTagFilter(filter, where, params);
      // The inner query ranks inside the FTS table and overfetches; the outer one filters. Ranking by
      // bm25() in ORDER BY is ~35% faster than the table's `rank` column configured with the same weights
      // (measured at 10,000 records), for the same order.
      const inner = Math.max(limit * 3, limit + 50);
      const cond = where.length ? where.join(' AND ') : '1';
      const sql = `SELECT f.rowid AS rid, -f.score AS bm25, (r.rid IS NOT NULL AND ${cond}) AS ok FROM (
          SELECT rowid, bm25(fts, 4.0, 1.0, 2.0, 2.0) AS score FROM fts WHERE fts MATCH ? ORDER BY score LIMIT ${inner}
        ) f LEFT JOIN records r ON r.rid = f.rowid ORDER BY f.score`;
      // The filter's placeholders come before MATCH's in this statement's text.
      const rows = prep(sql).all(...params.slice(1), params[0]) as (LexicalHit & { ok: number })[];
      let hits: LexicalHit[] = rows
        .filter((h) => h.ok)
        .slice(0, limit)
        .map(({ rid, bm25 }) => ({ rid, bm25 }));
      if (hits.length < limit && rows.length === inner) {
        // The ranked window was full but filters removed too many: fall back to the exhaustive query.
        const full = `SELECT f.rowid AS rid, -bm25(fts, 4.0, 1.0, 2.0, 2.0) AS bm25 FROM fts f JOIN records r ON r.rid = f.rowid
          WHERE fts MATCH ? AND ${cond} ORDER BY bm25 DESC LIMIT ${limit}`;
        hits = prep(full).all(...params) as LexicalHit[];
      }
      return hits;
    },
  };
}

const NON_ASCII_RE = /[^\x00-\x7f]/;
const COMBINING_MARK_RE = /[\u0300-\u036f]/g;

/**
 * A term as the FTS vocabulary holds it. The index's tokenizer (`unicode61 remove_diacritics 2`) stores
 * `café` as `cafe` and folds MATCH terms itself, but the vocabulary lookup is a plain comparison: unfolded,
 * an accented query term had no document frequency and was dropped from the query. Latin combining marks
 * only, as that tokenizer folds; other scripts' marks are part of their letters.
 */
function foldDiacritics(term: string): string {
  return NON_ASCII_RE.test(term)
    ? term.normalize('NFD').replace(COMBINING_MARK_RE, '').normalize('NFC')
    : term;
}
