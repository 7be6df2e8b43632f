import { indexTokens } from '../../core/tokenize.js';
import type { VaultNote } from '../vault-note.js';
import type { ProjectionContext } from './context.js';
import type { Projection } from './types.js';

/** The vault notes index: which files are indexed (for rescans), their text for search, their documents. */
export type NoteIndex = Pick<
  Projection,
  'noteStamps' | 'upsertNote' | 'deleteNote' | 'notesLexical' | 'getNote' | 'listNotes'
>;

/** Builds the vault notes index over `ctx` (notes are rare: statements go through the shared cache). */
export function createNoteIndex(ctx: ProjectionContext): NoteIndex {
  const { db, prep } = ctx;
  // A contentless table forgets a row when told what it held, so BM25's row count and average length stay those of
  // the notes indexed (as for records: see apply.ts).
  const forget = (nid: number, note: VaultNote) =>
    prep(
      "INSERT INTO notes_fts(notes_fts, rowid, title, body, tags, refs) VALUES('delete', ?, ?, ?, ?, ?)",
    ).run(nid, ...noteColumns(note));
  return {
    noteStamps() {
      const rows = prep('SELECT path, mtime, size FROM notes').all() as {
        path: string;
        mtime: number;
        size: number;
      }[];
      return new Map(rows.map((r) => [r.path, { mtime: r.mtime, size: r.size }]));
    },
    upsertNote(note, mtime, size) {
      db.transaction(() => {
        const row = prep('SELECT nid, doc FROM notes WHERE path = ?').get(note.path) as
          | { nid: number; doc: string }
          | undefined;
        const old = row?.nid;
        if (row !== undefined) {
          forget(row.nid, JSON.parse(row.doc) as VaultNote);
          prep('UPDATE notes SET mtime = ?, size = ?, doc = ? WHERE nid = ?').run(
            mtime,
            size,
            JSON.stringify(note),
            old,
          );
        }
        const nid =
          old ??
          Number(
            db
              .prepare('INSERT INTO notes(path, mtime, size, doc) VALUES (?, ?, ?, ?)')
              .run(note.path, mtime, size, JSON.stringify(note)).lastInsertRowid,
          );
        prep('INSERT INTO notes_fts(rowid, title, body, tags, refs) VALUES (?, ?, ?, ?, ?)').run(
          nid,
          ...noteColumns(note),
        );
      }).immediate();
    },
    deleteNote(path) {
      db.transaction(() => {
        const row = prep('SELECT nid, doc FROM notes WHERE path = ?').get(path) as
          | { nid: number; doc: string }
          | undefined;
        if (row === undefined) return;
        forget(row.nid, JSON.parse(row.doc) as VaultNote);
        prep('DELETE FROM notes WHERE nid = ?').run(row.nid);
      }).immediate();
    },
    notesLexical(tokens, limit) {
      // Most projects have no vault: an FTS query costs ~0.1 ms of every recall, this check microseconds.
      if (tokens.length === 0 || !prep('SELECT EXISTS (SELECT 1 FROM notes)').pluck().get()) return [];
      const match = tokens.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
      return prep(
        `SELECT rowid AS nid, -bm25(notes_fts, 4.0, 1.0, 2.0, 2.0) AS bm25 FROM notes_fts WHERE notes_fts MATCH ? ORDER BY bm25 DESC LIMIT ${limit}`,
      ).all(match) as { nid: number; bm25: number }[];
    },
    getNote(nid) {
      const doc = prep('SELECT doc FROM notes WHERE nid = ?').pluck().get(nid) as string | undefined;
      return doc ? (JSON.parse(doc) as VaultNote) : undefined;
    },
    listNotes() {
      return (prep('SELECT doc FROM notes ORDER BY path').pluck().all() as string[]).map(
        (d) => JSON.parse(d) as VaultNote,
      );
    },
  };
}

/** The full-text columns of a note: title, body, tags, and its path as its references. */
function noteColumns(note: VaultNote): [string, string, string, string] {
  return [
    indexTokens(note.title).join(' '),
    indexTokens(note.content).join(' '),
    indexTokens(note.tags.join(' ')).join(' '),
    indexTokens(note.path).join(' '),
  ];
}
