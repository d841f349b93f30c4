import SqliteDatabase from 'better-sqlite3';

/** What the SQLite file itself holds, read with better-sqlite3 directly, not through the server. */

export interface StoredResponse {
  id: number;
  idempotencyKey: string;
  kuesionerId: number;
  surveyorId: number | null;
  /** pertanyaan_id -> isi_jawaban */
  answers: Map<number, string>;
}

export interface FileSnapshot {
  /** 'wal' when the server put the file in WAL mode (the mode is kept in the file itself). */
  journalMode: string;
  integrity: string[];
  foreignKeyProblems: number;
  /** Rows per idempotency key: exactly once means 1 everywhere. */
  copiesByKey: Map<string, number>;
  byKey: Map<string, StoredResponse>;
  responses: number;
  answers: number;
}

export function readSqliteFile(file: string): FileSnapshot {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const journalMode = sqlite.pragma('journal_mode', { simple: true }) as string;
    const integrity = (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    const foreignKeyProblems = (sqlite.pragma('foreign_key_check') as unknown[]).length;
    const copies = sqlite
      .prepare('select idempotency_key as key, count(*) as n from respons group by idempotency_key')
      .all() as { key: string; n: number }[];
    const rows = sqlite
      .prepare(
        `select r.id, r.idempotency_key, r.kuesioner_id, r.surveyor_id, j.pertanyaan_id, j.isi_jawaban
           from respons r left join jawaban j on j.respons_id = r.id
          order by r.id, j.pertanyaan_id`,
      )
      .all() as {
      id: number;
      idempotency_key: string;
      kuesioner_id: number;
      surveyor_id: number | null;
      pertanyaan_id: number | null;
      isi_jawaban: string | null;
    }[];
    const byKey = new Map<string, StoredResponse>();
    for (const row of rows) {
      let stored = byKey.get(row.idempotency_key);
      if (!stored) {
        stored = {
          id: row.id,
          idempotencyKey: row.idempotency_key,
          kuesionerId: row.kuesioner_id,
          surveyorId: row.surveyor_id,
          answers: new Map(),
        };
        byKey.set(row.idempotency_key, stored);
      }
      if (row.pertanyaan_id !== null && row.isi_jawaban !== null) stored.answers.set(row.pertanyaan_id, row.isi_jawaban);
    }
    const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      journalMode,
      integrity,
      foreignKeyProblems,
      copiesByKey: new Map(copies.map((row) => [row.key, row.n])),
      byKey,
      responses: count('respons'),
      answers: count('jawaban'),
    };
  } finally {
    sqlite.close();
  }
}
