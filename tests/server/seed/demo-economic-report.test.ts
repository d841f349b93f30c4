import { expect, it } from 'vitest';
import { withheldWarning } from '../../../src/shared/economic-impact/messages';
import type { DampakEkonomi, ParameterEkonomiTersimpan, SegmenDampak } from '../../../src/shared/schemas/economic-impact';
import type { Event } from '../../../src/shared/schemas/events';
import { DEMO_ECONOMIC_STORIES } from '../../../src/server/seed/demo-economic-stories';
import { DEMO_IMPACT_REGISTER_STORIES } from '../../../src/server/seed/demo-impact-register';
import { seedDemo } from '../../../src/server/seed/seed-demo';
import { wilayahList } from '../../../src/server/wilayah/wilayah';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';

/** The demo's Dampak Ekonomi reports as the API gives them, after `npm run seed:demo`. */

async function demoReport(ctx: TestContext, reader: SignedInUser, nama: string) {
  const row = await ctx.db.selectFrom('events').select('id').where('nama_event', '=', nama).executeTakeFirstOrThrow();
  const get = async <T>(url: string): Promise<T> => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: reader.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const [event, parameters, report] = await Promise.all([
    get<Event>(`/api/events/${row.id}`),
    get<ParameterEkonomiTersimpan>(`/api/events/${row.id}/parameter-ekonomi`),
    get<DampakEkonomi>(`/api/events/${row.id}/dampak-ekonomi`),
  ]);
  const segment = (tipe: string): SegmenDampak => {
    const found = report.segmen.find((candidate) => candidate.tipe_responden === tipe);
    if (!found) throw new Error(`no segment ${tipe}`);
    return found;
  };
  const questionTexts = async (tipe: string) =>
    (await get<{ teks_pertanyaan: string; peran_ekonomi: string | null }[]>(`/api/kuesioner/${segment(tipe).kuesioner_id}/pertanyaan`))
      .filter((question) => question.peran_ekonomi !== null)
      .map((question) => question.teks_pertanyaan);
  return { event, parameters, report, segment, questionTexts };
}

describeOnEachDatabase('the demo economic-impact reports', (ctx) => {
  it('tell the marathon story: a counted spectator and athlete segment, one too small, one answer waiting for review, sourced multipliers', async () => {
    await seedDemo(ctx().db, ctx().kind);
    const admin = await ctx().createUser('Admin');
    const { event, parameters, report, segment, questionTexts } = await demoReport(ctx(), admin, DEMO_ECONOMIC_STORIES[0].nama_event);

    // The host area is where the event is, and where its questions ask about.
    expect(parameters.wilayah_tuan_rumah).toEqual(['35.78']);
    const hostName = wilayahList().byCode.get('35.78')?.nama ?? '';
    expect(event.lokasi).toContain(hostName);
    const texts = await questionTexts('Pengunjung');
    expect(texts.filter((text) => text.includes(hostName)).length).toBeGreaterThanOrEqual(8);
    expect(texts.join(' ')).not.toContain('Pesisir');
    expect(parameters.pengganda_perlu_diperbarui).toBe(false);
    expect(parameters.dana_publik).toBe(900_000_000);

    expect(report).toMatchObject({ lengkap: true, kekurangan: [], metode: { versi_metode: 2, faktor_batas_wajar: 10 } });
    const spectators = segment('Pengunjung');
    expect(spectators).toMatchObject({ jenis: 'pengunjung', dihitung: true, n: 147, tanpa_asal: 3, perlu_diperiksa: 1, kunjungan: 12_000 });
    expect(spectators.porsi_lokal).toBeGreaterThanOrEqual(0.35);
    expect(spectators.porsi_lokal).toBeLessThanOrEqual(0.5);
    // A one-day event: everyone came for one day, so the unique visitors are the admissions.
    expect(spectators.pengunjung_unik).toBe(12_000);
    expect(spectators.batas_wajar_segmen).toBeGreaterThan(0);
    // From 100 responses the 99th percentile caps the largest answers too.
    expect(spectators.batas_pencilan).not.toBeNull();
    expect(spectators.dampak_langsung).toBeGreaterThan(0);

    expect(segment('Pelari')).toMatchObject({ jenis: 'peserta', dihitung: true, n: 45, perlu_diperiksa: 0, pengunjung_unik: 5_000 });
    const officials = segment('Ofisial');
    expect(officials).toMatchObject({ jenis: 'peserta', dihitung: false, n: 14, dampak_langsung: null });
    expect(officials.peringatan).toContain(withheldWarning(14, 30));
    // The demo's general questionnaires ask no economic questions: listed, not counted.
    expect(report.segmen.filter((candidate) => candidate.dihitung).map((candidate) => candidate.tipe_responden)).toEqual(['Pengunjung', 'Pelari']);

    const total = report.total;
    if (!total) throw new Error('the marathon report has no total');
    expect(total).toMatchObject({ n: 147 + 45, jumlah_segmen: 2, perlu_diperiksa: 1, belanja_penyelenggara_lokal: 1_850_000_000, dana_dari_lokal: 650_000_000 });
    expect(total.dampak_langsung).toBeGreaterThan(0);
    expect(total.interval[0]).toBeLessThan(total.dampak_langsung);
    expect(total.interval[1]).toBeGreaterThan(total.dampak_langsung);
    expect(total.margin_galat_relatif).toBeGreaterThan(0);
    // Both are rounded from the same unrounded retained spending: at most Rp 1 apart.
    expect(Math.abs((total.output ?? 0) - 1.62 * total.tertahan)).toBeLessThanOrEqual(1);
    expect(total.pendapatan).toBeLessThan(total.tertahan);
    expect(total.tenaga_kerja).toBeGreaterThan(0);
    expect(total.sumber_pengganda).toContain('Tabel Input-Output Jawa Timur 2016 (BPS)');
  });

  it('tell the championship story: six days, spectators who came on one or several, athletes who stayed, no multipliers', async () => {
    const admin = await ctx().createUser('Admin');
    const { event, parameters, report, segment } = await demoReport(ctx(), admin, DEMO_ECONOMIC_STORIES[1].nama_event);
    expect(parameters.wilayah_tuan_rumah).toEqual(['32.73']);
    expect(event.lokasi).toContain('Kota Bandung');
    expect(parameters.pengganda).toBeNull();

    expect(report.lengkap).toBe(true);
    const spectators = segment('Pengunjung');
    expect(spectators).toMatchObject({ jenis: 'pengunjung', dihitung: true, n: 110, perlu_diperiksa: 0 });
    // Several days each on average: fewer people than admissions.
    expect(spectators.pengunjung_unik).toBeLessThan(9_000);
    expect(spectators.pengunjung_unik).toBeGreaterThan(9_000 / 6);
    const athletes = segment('Atlet');
    expect(athletes).toMatchObject({ jenis: 'peserta', dihitung: true, n: 36 });
    // 1,450 athlete-days over 3 to 6 days each: about the 320 athletes registered.
    expect(athletes.pengunjung_unik).toBeGreaterThan(250);
    expect(athletes.pengunjung_unik).toBeLessThan(400);
    expect(report.total).toMatchObject({ perlu_diperiksa: 0, jumlah_segmen: 2 });
    expect(report.total?.output).toBeUndefined();
  });
});

describeOnEachDatabase('the register\'s demo events', (ctx) => {
  type Status = 'lengkap' | 'belum_lengkap' | 'menunggu_pemeriksaan';
  /** The register's status of a report: incomplete, complete but waiting for review, or complete. */
  const statusOf = (report: DampakEkonomi): Status =>
    !report.lengkap ? 'belum_lengkap' : (report.total?.perlu_diperiksa ?? 0) > 0 ? 'menunggu_pemeriksaan' : 'lengkap';

  it('are complete, incomplete or waiting for review as designed, every level and volume figure non-zero where complete', async () => {
    await seedDemo(ctx().db, ctx().kind);
    const reader = await ctx().createUser('Instansi');
    const statuses: Record<string, Status> = {};
    for (const story of [...DEMO_ECONOMIC_STORIES, ...DEMO_IMPACT_REGISTER_STORIES]) {
      const { report, parameters } = await demoReport(ctx(), reader, story.nama_event);
      statuses[story.nama_event] = statusOf(report);
      expect(parameters.dana_publik).toBe(story.parameters.dana_publik ?? null);
      if (!report.lengkap) continue;
      const total = report.total!;
      // An inter-province championship has nobody from abroad: nothing new for the nation, truthfully.
      const abroad = story.segments.some((segment) => segment.origins.abroad > 0);
      expect(total.tingkat.kabupaten_kota.nilai, story.nama_event).toBeGreaterThan(0);
      if (abroad) expect(total.tingkat.nasional.nilai, story.nama_event).toBeGreaterThan(0);
      else expect([total.tingkat.nasional.nilai, total.wisman], story.nama_event).toEqual([0, 0]);
      // Visitors from elsewhere in the host province are new to the host area, not to the province.
      expect(total.tingkat.provinsi.nilai, story.nama_event).toBeGreaterThan(total.tingkat.nasional.nilai);
      expect(total.tingkat.provinsi.nilai, story.nama_event).toBeLessThan(total.corong.belanja_pengunjung_tambahan);
      for (const tingkat of ['kabupaten_kota', 'provinsi', 'nasional'] as const) {
        const { nilai, interval } = total.tingkat[tingkat];
        expect(interval[0], `${story.nama_event} ${tingkat}`).toBeLessThanOrEqual(nilai);
        expect(interval[1], `${story.nama_event} ${tingkat}`).toBeGreaterThanOrEqual(nilai);
      }
      for (const key of ['malam_tambahan', 'pengunjung_luar', 'wisnus', 'rata_lama_menginap', 'porsi_akomodasi_komersial', ...(abroad ? (['wisman'] as const) : [])] as const) {
        expect(total[key], `${story.nama_event} ${key}`).toBeGreaterThan(0);
      }
      expect(total.porsi_akomodasi_komersial, story.nama_event).toBeLessThan(1);
      const origins = total.asal_pengunjung.map((asal) => asal.kode);
      if (abroad) expect(origins, story.nama_event).toContain('LN');
      expect(origins.length, story.nama_event).toBeGreaterThanOrEqual(4);
    }
    expect(statuses).toEqual({
      'Demo: Maraton Surabaya 2026': 'menunggu_pemeriksaan',
      'Demo: Kejuaraan Bulu Tangkis Antar Provinsi': 'lengkap',
      'Demo: Jelajah Sepeda Bali 2025': 'lengkap',
      'Demo: Kejuaraan Renang Antarklub Semarang 2025': 'lengkap',
      'Demo: Kejuaraan Pencak Silat Yogyakarta 2026': 'lengkap',
      'Demo: Piala Sepak Bola Pelajar Makassar 2026': 'belum_lengkap',
    });
    // The beach volleyball festival asks no economic questions at all: incomplete too.
    const festival = await demoReport(ctx(), reader, 'Demo: Festival Voli Pantai');
    expect(statusOf(festival.report)).toBe('belum_lengkap');
  });

  it('say what the football cup still lacks: its admissions', async () => {
    const reader = await ctx().createUser('Instansi');
    const { report, segment } = await demoReport(ctx(), reader, 'Demo: Piala Sepak Bola Pelajar Makassar 2026');
    expect(report.lengkap).toBe(false);
    expect(report.kekurangan.join(' ')).toMatch(/kunjungan/i);
    expect(segment('Penonton')).toMatchObject({ n: 40, kunjungan: null, dihitung: false });
  });

  it('hosts the cycling tour in two regencies of Bali, most visitors from abroad in the nation\'s figure', async () => {
    const reader = await ctx().createUser('Instansi');
    const { report, parameters } = await demoReport(ctx(), reader, 'Demo: Jelajah Sepeda Bali 2025');
    expect(parameters.wilayah_tuan_rumah).toEqual(['51.71', '51.03']);
    const total = report.total!;
    expect(total.asal_pengunjung.find((asal) => asal.kode === 'LN')?.nama).toBe('Luar Negeri');
    expect(total.asal_pengunjung.find((asal) => asal.kode === '51')?.nama).toBe('Bali');
    expect(total.wisman).toBeGreaterThan(0);
  });
});
