import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../shared/database-kind';

/**
 * The whole data model, frozen in time. Typed as Kysely<any> as migrations must be; the one
 * dialect difference (how an id is generated) is kept in `idColumn`.
 */
export function initialMigration(kind: DatabaseKind) {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  const idColumn = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  // SQLite integers are 64-bit already; PostgreSQL needs bigint for Rupiah sums.
  const bigintType = kind === 'postgres' ? 'bigint' : 'integer';

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, idColumn)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('peran', 'text', (c) =>
          c.notNull().check(sql`peran in ('Admin', 'Surveyor', 'Instansi')`),
        )
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_email_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable('kategori_olahraga')
        .addColumn('id', idType, idColumn)
        .addColumn('nama_cabor', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('kategori_olahraga_nama_unique')
        .on('kategori_olahraga')
        .unique()
        .expression(sql`lower(nama_cabor)`)
        .execute();

      await db.schema
        .createTable('events')
        .addColumn('id', idType, idColumn)
        .addColumn('nama_event', 'text', (c) => c.notNull())
        .addColumn('lokasi', 'text', (c) => c.notNull())
        .addColumn('tanggal_mulai', 'text', (c) => c.notNull())
        .addColumn('tanggal_selesai', 'text', (c) => c.notNull())
        .addColumn('deskripsi', 'text')
        .addColumn('jumlah_peserta', 'integer', (c) => c.check(sql`jumlah_peserta >= 0`))
        .addColumn('skala_event', 'text', (c) =>
          c
            .notNull()
            .defaultTo('Lokal')
            .check(sql`skala_event in ('Lokal', 'Nasional', 'Internasional')`),
        )
        .addColumn('kategori_olahraga_id', 'integer', (c) =>
          c.references('kategori_olahraga.id').onDelete('set null'),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('aktif')
            .check(sql`status in ('aktif', 'diarsipkan')`),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('events_dates_ordered', sql`tanggal_selesai >= tanggal_mulai`)
        .execute();
      await db.schema
        .createIndex('events_status_start')
        .on('events')
        .columns(['status', 'tanggal_mulai'])
        .execute();

      await db.schema
        .createTable('event_sponsors')
        .addColumn('id', idType, idColumn)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('urutan', 'integer', (c) => c.notNull())
        .addColumn('nama_sponsor', 'text', (c) => c.notNull())
        .addUniqueConstraint('event_sponsors_order_unique', ['event_id', 'urutan'])
        .execute();

      await db.schema
        .createTable('kuesioner')
        .addColumn('id', idType, idColumn)
        .addColumn('event_id', 'integer', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('tipe_responden', 'text', (c) => c.notNull())
        .addColumn('nama_kuesioner', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('kuesioner_event_tipe_unique')
        .on('kuesioner')
        .unique()
        .columns(['event_id'])
        .expression(sql`lower(tipe_responden)`)
        .execute();

      await db.schema
        .createTable('pertanyaan')
        .addColumn('id', idType, idColumn)
        .addColumn('kuesioner_id', 'integer', (c) =>
          c.notNull().references('kuesioner.id').onDelete('cascade'),
        )
        .addColumn('teks_pertanyaan', 'text', (c) => c.notNull())
        .addColumn('tipe_jawaban', 'text', (c) =>
          c.notNull().check(sql`tipe_jawaban in ('teks', 'angka', 'nominal', 'ya_tidak')`),
        )
        .addColumn('urutan', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pertanyaan_kuesioner_order')
        .on('pertanyaan')
        .columns(['kuesioner_id', 'urutan'])
        .execute();

      // Collected data is never removed as a side effect: a questionnaire or question that has
      // answers cannot be deleted (no ON DELETE action), whoever tries. Deleting an event removes
      // its responses explicitly first, in one transaction.
      await db.schema
        .createTable('respons')
        .addColumn('id', idType, idColumn)
        .addColumn('kuesioner_id', 'integer', (c) => c.notNull().references('kuesioner.id'))
        .addColumn('surveyor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('diisi_pada', 'text', (c) => c.notNull())
        .addColumn('diterima_pada', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('respons_kuesioner')
        .on('respons')
        .columns(['kuesioner_id', 'id'])
        .execute();
      await db.schema.createIndex('respons_surveyor').on('respons').column('surveyor_id').execute();

      await db.schema
        .createTable('jawaban')
        .addColumn('id', idType, idColumn)
        .addColumn('respons_id', 'integer', (c) =>
          c.notNull().references('respons.id').onDelete('cascade'),
        )
        .addColumn('pertanyaan_id', 'integer', (c) => c.notNull().references('pertanyaan.id'))
        .addColumn('isi_jawaban', 'text', (c) => c.notNull())
        .addColumn('nilai_angka', bigintType)
        .addUniqueConstraint('jawaban_respons_pertanyaan_unique', ['respons_id', 'pertanyaan_id'])
        .execute();
      await db.schema
        .createIndex('jawaban_pertanyaan_value')
        .on('jawaban')
        .columns(['pertanyaan_id', 'isi_jawaban'])
        .execute();
    },
  };
}
