import { beforeAll, expect, it } from 'vitest';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import { type ImpactRegisterRow, URUT_IMPACT_REGISTER, type UrutImpactRegister } from '../../../src/shared/schemas/impact-register';
import { dataFingerprint, dataFingerprints } from '../../../src/server/economic-impact/report-state.repo';
import { expectApiError } from '../helpers/security-checks';
import { buildApp } from '../../../src/server/app';
import { describeOnEachDatabase, type SignedInUser, testAppConfig } from '../helpers/test-app';
import { call } from '../economic-impact/support';
import { addResponse, type BuiltEvent, buildEvent, type EventPlan, readImpactRegister, readReport } from './impact-register-support';

/**
 * GET /api/dampak-ekonomi (the register) through the real app on both databases: each row's
 * figures against the event's own report, read by the rules written out here (not by the code
 * under test); the filters, every sort key both ways, paging, roles and bad input.
 */

const PLANS = {
  mataram: { nama: 'Maraton Mataram', tanggal_mulai: '2026-05-01', kategori: 'Lari', host: ['52.71'], respondents: 40, dana_publik: 500_000_000 },
  surabaya: { nama: 'Festival Renang Surabaya', tanggal_mulai: '2025-08-10', kategori: 'Renang', host: ['35.78'], respondents: 36, outlier: true },
  kecil: { nama: 'Turnamen Bulu Tangkis', tanggal_mulai: '2026-02-01', kategori: 'Bulu Tangkis', host: ['52.71', '35.15'], respondents: 10, dana_publik: 100_000_000 },
  kosong: { nama: 'Lomba Sepeda 100% Tanpa Parameter', tanggal_mulai: '2024-03-03', kategori: 'Lari', host: [], respondents: 5 },
  jakarta: { nama: 'Liga Voli Jakarta', tanggal_mulai: '2026-09-09', kategori: 'Voli', host: ['31.71'], respondents: 45, dana_publik: 0 },
} satisfies Record<string, EventPlan>;
type Name = keyof typeof PLANS;

/** The register's rules, read plainly from the report and the parameters. */
function expectedFigures(report: DampakEkonomi, danaPublik: number | null) {
  const total = report.total;
  // The additional visitors as the report shows them, to one decimal: every figure per visitor divides by these.
  const tambahan = total ? Math.round(total.corong.pengunjung_tambahan * 10) / 10 : null;
  return {
    status: !report.lengkap ? 'belum_lengkap' : total!.perlu_diperiksa > 0 ? 'menunggu_pemeriksaan' : 'lengkap',
    kekurangan: report.kekurangan,
    perlu_diperiksa: total ? total.perlu_diperiksa : report.segmen.reduce((sum, segment) => sum + segment.perlu_diperiksa, 0),
    dampak_langsung: total?.dampak_langsung ?? null,
    interval: total?.interval ?? null,
    margin_galat_relatif: total?.margin_galat_relatif ?? null,
    tingkat: total?.tingkat ?? null,
    pengunjung_tambahan: tambahan,
    porsi_tambahan: total && total.corong.pengunjung_unik > 0 ? total.corong.pengunjung_tambahan / total.corong.pengunjung_unik : null,
    rupiah_per_pengunjung_tambahan: total && tambahan! > 0 ? Math.round(total.corong.belanja_pengunjung_tambahan / tambahan!) : null,
    dana_publik: danaPublik,
    dampak_per_rupiah_publik: total && danaPublik ? total.dampak_langsung / danaPublik : null,
    n: total?.n ?? null,
    versi_metode: report.metode.versi_metode,
    dihitung_pada: report.dihitung_pada,
  };
}

const SORT_FIGURE: Record<UrutImpactRegister, (row: ImpactRegisterRow) => number | string | null> = {
  nama_event: (row) => row.nama_event,
  tahun: (row) => row.tahun,
  dampak_langsung: (row) => row.dampak_langsung,
  tingkat_provinsi: (row) => row.tingkat?.provinsi.nilai ?? null,
  tingkat_nasional: (row) => row.tingkat?.nasional.nilai ?? null,
  pengunjung_tambahan: (row) => row.pengunjung_tambahan,
  porsi_tambahan: (row) => row.porsi_tambahan,
  rupiah_per_pengunjung_tambahan: (row) => row.rupiah_per_pengunjung_tambahan,
  dampak_per_rupiah_publik: (row) => row.dampak_per_rupiah_publik,
  margin_galat_relatif: (row) => row.margin_galat_relatif,
  n: (row) => row.n,
  dihitung_pada: (row) => row.dihitung_pada,
};

describeOnEachDatabase('the register GET /api/dampak-ekonomi', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let instansi: SignedInUser;
  const built = {} as Record<Name, BuiltEvent>;
  const idOf = (name: Name) => built[name].eventId;
  const nameOfId = (id: number) => (Object.keys(built) as Name[]).find((name) => built[name].eventId === id);
  const namesOf = (rows: readonly ImpactRegisterRow[]) => rows.map((row) => nameOfId(row.event_id));

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    instansi = await ctx().createUser('Instansi');
    for (const name of Object.keys(PLANS) as Name[]) built[name] = await buildEvent(ctx(), admin, surveyor, PLANS[name]);
  });

  it("gives each event the figures of its own report", async () => {
    const register = await readImpactRegister(ctx(), instansi, 'per_halaman=200');
    expect(register.total).toBe(5);
    for (const name of Object.keys(PLANS) as Name[]) {
      const row = register.data.find((candidate) => candidate.event_id === idOf(name))!;
      const report = await readReport(ctx(), instansi, idOf(name));
      const plan: EventPlan = PLANS[name];
      expect({ name, ...row }).toEqual({
        name,
        event_id: idOf(name),
        nama_event: plan.nama,
        tahun: Number(plan.tanggal_mulai.slice(0, 4)),
        provinsi: [...new Set(plan.host.map((kode) => kode.slice(0, 2)))].sort(),
        nama_provinsi: expect.any(Array),
        kategori: plan.kategori,
        kategori_id: built[name].kategoriId,
        ...expectedFigures(report, plan.dana_publik ?? null),
      });
    }
    const byName = (name: Name) => register.data.find((row) => row.event_id === idOf(name))!;
    expect(byName('mataram')).toMatchObject({ status: 'lengkap', nama_provinsi: ['Nusa Tenggara Barat'], n: 40, perlu_diperiksa: 0 });
    expect(byName('mataram').dampak_per_rupiah_publik).toBeGreaterThan(0);
    expect(byName('mataram').rupiah_per_pengunjung_tambahan).toBeGreaterThan(0);
    expect(byName('surabaya')).toMatchObject({ status: 'menunggu_pemeriksaan', perlu_diperiksa: 1, dana_publik: null, dampak_per_rupiah_publik: null });
    expect(byName('surabaya').dampak_langsung).not.toBeNull();
    expect(byName('kecil')).toMatchObject({ status: 'belum_lengkap', provinsi: ['35', '52'], nama_provinsi: ['Jawa Timur', 'Nusa Tenggara Barat'], dampak_langsung: null, n: null });
    expect(byName('kecil').kekurangan).toEqual(['Belum ada segmen lengkap dengan setidaknya 30 responden.']);
    expect(byName('kosong')).toMatchObject({ status: 'belum_lengkap', provinsi: [], nama_provinsi: [], tingkat: null });
    expect(byName('jakarta')).toMatchObject({ status: 'lengkap', dana_publik: 0, dampak_per_rupiah_publik: null });
    expect(register).toMatchObject({ versi_metode: [2], zona_waktu: 'Asia/Jakarta', tahun_tersedia: [2026, 2025, 2024], halaman: 1, per_halaman: 200 });
    // The category filter's options: each category an event has, once, A–Z.
    const categories = new Map((Object.keys(PLANS) as Name[]).map((name) => [built[name].kategoriId, PLANS[name].kategori]));
    expect(register.kategori_tersedia).toEqual(
      [...categories].map(([id, nama]) => ({ id, nama })).sort((a, b) => String(a.nama).localeCompare(String(b.nama))),
    );
  });

  it('filters by year, province, category and name', async () => {
    const names = async (query: string) => namesOf((await readImpactRegister(ctx(), admin, `per_halaman=200&urut=nama_event&arah=naik&${query}`)).data);
    expect(await names('tahun=2026')).toEqual(['jakarta', 'mataram', 'kecil']);
    expect(await names('tahun=2023')).toEqual([]);
    expect(await names('provinsi=35')).toEqual(['surabaya', 'kecil']);
    expect(await names('provinsi=52&tahun=2026')).toEqual(['mataram', 'kecil']);
    expect(await names(`kategori=${built.mataram.kategoriId}`)).toEqual(['kosong', 'mataram']);
    expect(await names('q=MATARAM')).toEqual(['mataram']);
    expect(await names('q=100%25')).toEqual(['kosong']);
    expect(await names('q=_')).toEqual([]);
    expect(await names(`q=a&kategori=${built.jakarta.kategoriId}&tahun=2026&provinsi=31`)).toEqual(['jakarta']);
    const empty = await readImpactRegister(ctx(), admin, 'tahun=2023');
    expect(empty).toMatchObject({ data: [], total: 0, versi_metode: [], tahun_tersedia: [2026, 2025, 2024] });
  });

  it('sorts by every figure both ways, events without it last, ties by name', async () => {
    for (const urut of URUT_IMPACT_REGISTER) {
      for (const arah of ['naik', 'turun'] as const) {
        const rows = (await readImpactRegister(ctx(), surveyor, `per_halaman=200&urut=${urut}&arah=${arah}`)).data;
        const figures = rows.map(SORT_FIGURE[urut]);
        const firstNull = figures.indexOf(null);
        const present = firstNull === -1 ? figures : figures.slice(0, firstNull);
        expect({ urut, arah, after: figures.slice(present.length).every((value) => value === null) }).toEqual({ urut, arah, after: true });
        for (let i = 1; i < rows.length; i += 1) {
          const [a, b] = [figures[i - 1], figures[i]];
          if (a === null || b === null || a === b) {
            if (a === b) expect(rows[i - 1].nama_event.localeCompare(rows[i].nama_event, 'id'), `${urut} ${arah} tie`).toBeLessThanOrEqual(0);
            continue;
          }
          const order = typeof a === 'string' ? a.localeCompare(b as string, 'id') : a - (b as number);
          expect(arah === 'naik' ? order < 0 : order > 0, `${urut} ${arah}: ${a} then ${b}`).toBe(true);
        }
      }
    }
    // The default: by year, newest first.
    expect(namesOf((await readImpactRegister(ctx(), surveyor)).data).slice(-2)).toEqual(['surabaya', 'kosong']);
    // Two incomplete events have no figure: both last, by name, in either direction.
    for (const arah of ['naik', 'turun']) {
      expect(namesOf((await readImpactRegister(ctx(), surveyor, `urut=dampak_langsung&arah=${arah}`)).data).slice(-2)).toEqual(['kosong', 'kecil']);
    }
  });

  it('pages like Data Survei', async () => {
    const whole = (await readImpactRegister(ctx(), admin, 'per_halaman=200&urut=nama_event&arah=naik')).data.map((row) => row.event_id);
    const pages: number[] = [];
    for (const halaman of [1, 2, 3]) {
      const page = await readImpactRegister(ctx(), admin, `per_halaman=2&halaman=${halaman}&urut=nama_event&arah=naik`);
      expect(page).toMatchObject({ total: 5, halaman, per_halaman: 2 });
      pages.push(...page.data.map((row) => row.event_id));
    }
    expect(pages).toEqual(whole);
    // The chart holds every filtered event with a figure, in the list's order, whatever the page.
    const all = (await readImpactRegister(ctx(), admin, 'per_halaman=200&urut=nama_event&arah=naik')).data;
    const charted = all.filter((row) => row.dampak_langsung !== null).map(({ event_id, nama_event, dampak_langsung, interval }) => ({ event_id, nama_event, dampak_langsung, interval }));
    expect(charted.length).toBeGreaterThan(2);
    expect((await readImpactRegister(ctx(), admin, 'per_halaman=2&halaman=3&urut=nama_event&arah=naik')).grafik).toEqual(charted);
    expect((await readImpactRegister(ctx(), admin, 'per_halaman=2&halaman=4')).data).toEqual([]);
    expect((await readImpactRegister(ctx(), admin)).per_halaman).toBe(50);
  });

  it('is read by every role, and by no one without signing in', async () => {
    for (const user of [admin, surveyor, instansi]) expect((await readImpactRegister(ctx(), user)).total).toBe(5);
    expectApiError(await call(ctx(), 'GET', '/api/dampak-ekonomi', null), 401);
    expectApiError(await call(ctx(), 'GET', '/api/dampak-ekonomi/download', null), 401);
  });

  it('refuses bad parameters with Indonesian field messages', async () => {
    const cases: [string, string, string][] = [
      ['tahun=abc', 'tahun', 'Tahun harus berupa bilangan bulat.'],
      ['tahun=1800', 'tahun', 'Tahun harus antara 1900 dan 2100.'],
      ['provinsi=3', 'provinsi', 'Provinsi harus berupa kode dua angka (misalnya 35).'],
      ['provinsi=ab', 'provinsi', 'Provinsi harus berupa kode dua angka (misalnya 35).'],
      ['kategori=0', 'kategori', 'Kategori olahraga harus antara 1 dan 2147483647.'],
      ['urut=roi', 'urut', 'Urutan tidak dikenal.'],
      ['arah=atas', 'arah', 'Arah urutan harus "naik" atau "turun".'],
      ['halaman=0', 'halaman', 'Halaman harus antara 1 dan 1000000.'],
      ['per_halaman=201', 'per_halaman', 'Jumlah per halaman harus antara 1 dan 200.'],
      [`q=${'a'.repeat(101)}`, 'q', 'Kata kunci paling banyak 100 karakter.'],
    ];
    for (const path of ['/api/dampak-ekonomi', '/api/dampak-ekonomi/download']) {
      for (const [query, field, message] of cases) {
        const body = expectApiError(await call(ctx(), 'GET', `${path}?${query}`, admin), 400, 'VALIDATION_ERROR');
        expect({ query, message: body.message, fields: body.fields }).toEqual({ query, message, fields: { [field]: message } });
      }
    }
  });

  it('recomputes only the event that got a new response', async () => {
    const before = new Map((await readImpactRegister(ctx(), admin, 'per_halaman=200')).data.map((row) => [row.event_id, row]));
    await addResponse(ctx(), surveyor, built.jakarta, 'daftar-baru');
    const after = (await readImpactRegister(ctx(), admin, 'per_halaman=200')).data;
    for (const row of after) {
      if (row.event_id === idOf('jakarta')) {
        expect(row.n).toBe(before.get(row.event_id)!.n! + 1);
        expect(row.dihitung_pada! > before.get(row.event_id)!.dihitung_pada!).toBe(true);
      } else {
        expect(row).toEqual(before.get(row.event_id));
      }
    }
    expect(after.find((row) => row.event_id === idOf('jakarta'))).toMatchObject(expectedFigures(await readReport(ctx(), admin, idOf('jakarta')), 0));
  });

  it('reads the same state of each event in one batch as the report reads alone, logs included', async () => {
    const [voided, restored] = await ctx()
      .db.selectFrom('respons')
      .select('id')
      .where('kuesioner_id', 'in', [built.mataram.kuesionerId, built.surabaya.kuesionerId])
      .orderBy('id')
      .limit(2)
      .execute();
    for (const [id, status] of [[voided.id, 'dibatalkan'], [restored.id, 'dibatalkan'], [restored.id, 'diterima']] as const) {
      const response = await ctx().app.inject({ method: 'PATCH', url: `/api/respons/${id}`, headers: admin.auth, payload: { status, alasan: 'Uji daftar' } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const ids = Object.values(built).map((event) => event.eventId);
    const batched = await dataFingerprints(ctx().db, ctx().kind, ids);
    for (const id of ids) expect({ id, state: batched.get(id) }).toEqual({ id, state: await dataFingerprint(ctx().db, id) });
    // The register and each report share one cache entry: the report is not computed again.
    const rows = (await readImpactRegister(ctx(), admin, 'per_halaman=200')).data;
    for (const row of rows) expect((await readReport(ctx(), admin, row.event_id)).dihitung_pada).toBe(row.dihitung_pada);
  });

  it("computes, for one province, the reports of that province's events only", async () => {
    await ctx().db.deleteFrom('hasil_dampak').execute();
    // A new server on the same database: nothing in its memory, nothing stored.
    const app = await buildApp({ config: testAppConfig(ctx().database), database: ctx().database.handle });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/dampak-ekonomi?provinsi=35&per_halaman=200', headers: admin.auth });
      expect(response.statusCode, response.body).toBe(200);
      const rows = await ctx().db.selectFrom('hasil_dampak').select('event_id').orderBy('event_id').execute();
      expect(rows.map((row) => nameOfId(row.event_id)).sort()).toEqual(['kecil', 'surabaya']);
    } finally {
      await app.close();
    }
  });
});
