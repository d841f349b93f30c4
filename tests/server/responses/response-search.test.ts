import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * The response table's search through its trigram index (migration 2026-11-24-006): SQLite's FTS5
 * table kept in step with respons by triggers, PostgreSQL's pg_trgm index. Whatever the index
 * narrows, the answer is exactly a substring match: short words, quotes and FTS operators are
 * plain text, and responses deleted with their event are never found again.
 */
describeOnEachDatabase('Data Survei: searching the answers', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;

  async function formWithText(namaEvent: string): Promise<{ eventId: number; kuesioner: Kuesioner; question: Pertanyaan }> {
    const event = await createEvent(ctx(), admin, { nama_event: namaEvent });
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    const added = await ctx().app.inject({
      method: 'POST',
      url: '/api/pertanyaan',
      headers: admin.auth,
      payload: { kuesioner_id: kuesioner.id, teks_pertanyaan: 'Kesan Anda?', tipe_jawaban: 'teks' },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { eventId: event.id, kuesioner, question: added.json() };
  }

  async function answer(form: { kuesioner: Kuesioner; question: Pertanyaan }, text: string): Promise<number> {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/jawaban',
      headers: { ...surveyor.auth, 'idempotency-key': randomUUID() },
      payload: { kuesionerId: form.kuesioner.id, jawaban: [{ pertanyaan_id: form.question.id, isi_jawaban: text }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function found(eventId: number, q: string): Promise<number[]> {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/respons?per_halaman=200&q=${encodeURIComponent(q)}`,
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.map((item: { id: number }) => item.id);
    expect(response.json().total).toBe(ids.length);
    return ids.sort((a: number, b: number) => a - b);
  }

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
  });

  it('finds a text anywhere in an answer, in any case, and short words too', async () => {
    const form = await formWithText('Festival Cari');
    const parkir = await answer(form, 'Parkiran PENUH sekali');
    const ok = await answer(form, 'ok');
    const both = await answer(form, 'Toilet ok, parkir sempit');
    expect(await found(form.eventId, 'kir')).toEqual([parkir, both]);
    expect(await found(form.eventId, 'penuh sekali')).toEqual([parkir]);
    expect(await found(form.eventId, 'ok')).toEqual([ok, both]);
    expect(await found(form.eventId, 'parkir sempit x')).toEqual([]);
  });

  it('reads quotes, wildcards and search operators as plain text', async () => {
    const form = await formWithText('Festival Tanda Baca');
    const quoted = await answer(form, 'Katanya "luar biasa" ramai');
    const star = await answer(form, 'nilai 5* dari panitia');
    const operators = await answer(form, 'panas AND macet - NOT ramai');
    const percent = await answer(form, 'diskon 50% tiket_vip');
    await answer(form, 'diskon 500 tiketXvip');
    expect(await found(form.eventId, '"luar biasa"')).toEqual([quoted]);
    expect(await found(form.eventId, 'a "l')).toEqual([quoted]);
    expect(await found(form.eventId, '5*')).toEqual([star]);
    expect(await found(form.eventId, 'and macet - not')).toEqual([operators]);
    expect(await found(form.eventId, '50%')).toEqual([percent]);
    expect(await found(form.eventId, 'tiket_vip')).toEqual([percent]);
  });

  it('never finds a response deleted with its event, and finds those stored after', async () => {
    const gone = await formWithText('Festival Dihapus');
    await answer(gone, 'jejak barongsai merah');
    const deleted = await ctx().app.inject({ method: 'DELETE', url: `/api/events/${gone.eventId}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kept = await formWithText('Festival Tetap');
    const again = await answer(kept, 'jejak barongsai merah');
    expect(await found(kept.eventId, 'barongsai')).toEqual([again]);
    if (ctx().kind === 'sqlite') {
      // FTS5 compares its index with the content table, and raises an error when they differ.
      await sql`insert into respons_cari (respons_cari) values ('integrity-check')`.execute(ctx().db);
      const { rows } = await sql<{ n: number }>`select count(*) as n from respons_cari where respons_cari match '"barongsai"'`.execute(ctx().db);
      expect(Number(rows[0].n)).toBe(1);
    }
  });

  it('has its trigram index on the database', async () => {
    if (ctx().kind === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'respons_cari'`.execute(ctx().db);
      expect(rows).toHaveLength(1);
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'respons_teks_cari_trgm'`.execute(ctx().db);
      expect(rows[0].indexdef).toContain('gin_trgm_ops');
    }
  });
});
