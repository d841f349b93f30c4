import { expect, it } from 'vitest';
import { createEvent, createKuesioner, createSurvey, answersFor, eventInput, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

describeOnEachDatabase('events API', (ctx) => {
  let admin: SignedInUser;

  it('creates an event with a new category and ordered sponsors, and reads it back', async () => {
    admin = await ctx().createUser('Admin');
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.auth,
      payload: eventInput({
        nama_event: 'Jakarta Marathon',
        nama_kategori_baru: 'Atletik',
        sponsors: ['Bank A', ' ', 'Bank B', 'Bank A', 'Kopi C'],
        skala_event: undefined,
      }),
    });
    expect(created.statusCode).toBe(201);
    const { message, event } = created.json();
    expect(message).toBe('Event berhasil ditambahkan.');
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: admin.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: event.id,
      nama_event: 'Jakarta Marathon',
      lokasi: 'Jakarta',
      tanggal_mulai: '2026-05-01',
      tanggal_selesai: '2026-05-02',
      deskripsi: 'Lari 42 km',
      jumlah_peserta: 1500,
      skala_event: 'Lokal',
      nama_cabor: 'Atletik',
      sponsors: ['Bank A', 'Bank B', 'Kopi C'],
      status: 'aktif',
      jumlah_respons: 0,
    });
  });

  it('reuses an existing category of the same name whatever its case', async () => {
    const first = await createEvent(ctx(), admin, { nama_kategori_baru: 'Bulu Tangkis' });
    const second = await createEvent(ctx(), admin, { nama_kategori_baru: 'bulu tangkis' });
    expect(second.kategori_olahraga_id).toBe(first.kategori_olahraga_id);
    expect(second.nama_cabor).toBe('Bulu Tangkis');
  });

  it('prefers a picked category over a new name, and refuses an unknown category id', async () => {
    const existing = await createEvent(ctx(), admin, { nama_kategori_baru: 'Renang' });
    const picked = await createEvent(ctx(), admin, {
      kategori_olahraga_id: existing.kategori_olahraga_id,
      nama_kategori_baru: 'Diabaikan',
    });
    expect(picked.nama_cabor).toBe('Renang');
    const before = await ctx().tableCounts();
    const unknown = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.auth,
      payload: eventInput({ kategori_olahraga_id: 999999, nama_kategori_baru: undefined }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kategori olahraga tidak ditemukan.');
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('validates required fields, date order, participants and enums with Indonesian messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nama_event: '' }, 'Nama event wajib diisi.'],
      [{ lokasi: undefined }, 'Lokasi wajib diisi.'],
      [{ tanggal_mulai: '2026-02-30' }, 'Tanggal mulai bukan tanggal yang valid.'],
      [{ tanggal_selesai: '01-05-2026' }, 'Tanggal selesai harus berformat TTTT-BB-HH.'],
      [{ tanggal_mulai: '2026-05-03', tanggal_selesai: '2026-05-02' }, 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
      [{ jumlah_peserta: -1 }, 'Jumlah peserta tidak boleh negatif.'],
      [{ jumlah_peserta: 2.5 }, 'Jumlah peserta harus bilangan bulat.'],
      [{ jumlah_peserta: '100' }, 'Jumlah peserta harus berupa angka.'],
      [{ skala_event: 'Galaksi' }, 'Skala event harus Lokal, Nasional, atau Internasional.'],
      [{ status: 'selesai' }, 'Status harus "aktif" atau "diarsipkan".'],
      [{ sponsors: 'Bank A' }, 'Sponsor harus berupa daftar nama.'],
    ];
    const before = await ctx().tableCounts();
    for (const [override, message] of cases) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/events',
        headers: admin.auth,
        payload: { ...eventInput(), ...override },
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
    expect(await ctx().tableCounts()).toEqual(before);
  });

  it('lists by status, newest start date first, and all events without a status', async () => {
    const older = await createEvent(ctx(), admin, { tanggal_mulai: '2020-01-01', tanggal_selesai: '2020-01-02' });
    const newer = await createEvent(ctx(), admin, { tanggal_mulai: '2030-01-01', tanggal_selesai: '2030-01-02' });
    const archived = await createEvent(ctx(), admin, { status: 'diarsipkan', tanggal_mulai: '2031-01-01', tanggal_selesai: '2031-01-01' });

    const aktif = (await ctx().app.inject({ method: 'GET', url: '/api/events?status=aktif', headers: admin.auth })).json();
    const ids = aktif.map((event: { id: number }) => event.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(archived.id);
    const starts = aktif.map((event: { tanggal_mulai: string }) => event.tanggal_mulai);
    expect(starts).toEqual([...starts].sort().reverse());

    const diarsipkan = (await ctx().app.inject({ method: 'GET', url: '/api/events?status=diarsipkan', headers: admin.auth })).json();
    expect(diarsipkan.map((event: { id: number }) => event.id)).toEqual([archived.id]);

    const all = (await ctx().app.inject({ method: 'GET', url: '/api/events', headers: admin.auth })).json();
    expect(all[0].id).toBe(archived.id);
    expect(all.length).toBe(aktif.length + 1);

    const bad = await ctx().app.inject({ method: 'GET', url: '/api/events?status=selesai', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('updates every field and replaces the sponsors', async () => {
    const event = await createEvent(ctx(), admin);
    const response = await ctx().app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: admin.auth,
      payload: eventInput({
        nama_event: 'Nama Baru',
        deskripsi: '',
        jumlah_peserta: null,
        sponsors: ['Sponsor Tunggal'],
        skala_event: 'Internasional',
        nama_kategori_baru: 'Voli',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({
      nama_event: 'Nama Baru',
      deskripsi: null,
      jumlah_peserta: null,
      sponsors: ['Sponsor Tunggal'],
      skala_event: 'Internasional',
      nama_cabor: 'Voli',
    });
    const missing = await ctx().app.inject({ method: 'PUT', url: '/api/events/999999', headers: admin.auth, payload: eventInput() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event tidak ditemukan.');
  });

  it('keeps one consistent row when the same event is edited concurrently', async () => {
    const event = await createEvent(ctx(), admin);
    const edits = Array.from({ length: 8 }, (_, index) =>
      eventInput({ nama_event: `Edit ${index}`, sponsors: [`S${index}-a`, `S${index}-b`, `S${index}-c`] }),
    );
    const answers = await Promise.all(
      edits.map((payload) => ctx().app.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin.auth, payload })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const final = (await ctx().app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: admin.auth })).json();
    const index = Number(final.nama_event.replace('Edit ', ''));
    expect(final.sponsors).toEqual([`S${index}-a`, `S${index}-b`, `S${index}-c`]);
  });

  it('archives and activates with PATCH status', async () => {
    const event = await createEvent(ctx(), admin);
    const archive = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/status`,
      headers: admin.auth,
      payload: { status: 'diarsipkan' },
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.json()).toMatchObject({ message: 'Event berhasil diarsipkan.', event: { status: 'diarsipkan' } });
    const activate = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/status`,
      headers: admin.auth,
      payload: { status: 'aktif' },
    });
    expect(activate.json()).toMatchObject({ message: 'Event berhasil diaktifkan.', event: { status: 'aktif' } });
    const bad = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/status`,
      headers: admin.auth,
      payload: { status: 'hapus' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an event with its questionnaires and responses, and says how many went', async () => {
    const surveyor = await ctx().createUser('Surveyor');
    const survey = await createSurvey(ctx(), admin);
    await createKuesioner(ctx(), admin, survey.event.id, 'Pedagang');
    for (let index = 0; index < 3; index += 1) {
      expect((await submit(ctx(), surveyor, answersFor(survey))).statusCode).toBe(201);
    }
    const detail = (await ctx().app.inject({ method: 'GET', url: `/api/events/${survey.event.id}`, headers: admin.auth })).json();
    expect(detail.jumlah_respons).toBe(3);

    const before = await ctx().tableCounts();
    const response = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/events/${survey.event.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Event berhasil dihapus beserta 3 data survei.',
      jumlah_respons_terhapus: 3,
    });
    const after = await ctx().tableCounts();
    expect(after.events).toBe(before.events - 1);
    expect(after.kuesioner).toBe(before.kuesioner - 2);
    expect(after.pertanyaan).toBe(before.pertanyaan - 4);
    expect(after.respons).toBe(before.respons - 3);
    expect(after.jawaban).toBe(before.jawaban - 12);
    expect(after.event_sponsors).toBe(before.event_sponsors - 2);
    const again = await ctx().app.inject({ method: 'DELETE', url: `/api/events/${survey.event.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });
});

describeOnEachDatabase('GET /api/kategori-olahraga', (ctx) => {
  it('finds categories containing the text in any case, sorted, at most 20', async () => {
    const admin = await ctx().createUser('Admin');
    for (const name of ['Sepak Bola', 'Bola Basket', 'Bola Voli', 'Renang', '100% Lari_Cepat']) {
      await createEvent(ctx(), admin, { nama_kategori_baru: name });
    }
    for (let index = 0; index < 25; index += 1) {
      await createEvent(ctx(), admin, { nama_kategori_baru: `Olahraga ${String(index).padStart(2, '0')}` });
    }
    const search = async (q: string) =>
      (await ctx().app.inject({ method: 'GET', url: `/api/kategori-olahraga?q=${encodeURIComponent(q)}`, headers: admin.auth })).json();

    expect((await search('BOLA')).map((k: { nama_cabor: string }) => k.nama_cabor)).toEqual([
      'Bola Basket',
      'Bola Voli',
      'Sepak Bola',
    ]);
    expect((await search('%')).map((k: { nama_cabor: string }) => k.nama_cabor)).toEqual(['100% Lari_Cepat']);
    expect((await search('_')).map((k: { nama_cabor: string }) => k.nama_cabor)).toEqual(['100% Lari_Cepat']);
    expect(await search('olahraga')).toHaveLength(20);
    expect(await search('tidak ada')).toEqual([]);
    const all = (await ctx().app.inject({ method: 'GET', url: '/api/kategori-olahraga', headers: admin.auth })).json();
    expect(all).toHaveLength(20);
  });
});
