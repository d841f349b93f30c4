import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DampakEkonomi } from '../../../src/shared/schemas/economic-impact';
import type { PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { send } from '../auth/support';
import { call } from '../economic-impact/support';
import { addRoleQuestions, type Answers, PENGUNJUNG_ROLES, putParameters, readReport, submitAnswers, type V2Role } from '../economic-impact/v2-support';
import { createEvent, createKuesioner, createPertanyaan, submit } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser, type TestContext } from '../helpers/test-app';
import { readImpactRegister, respondent } from '../impact-register/impact-register-support';

/**
 * docs/work-areas.md beyond the event routes themselves: questionnaires and questions, the
 * profile figures, the analysis, the economic report and its parameters, and the register with its
 * download each reach only the events inside the caller's work area, and answer 404 (as for a
 * missing one) outside it. Everything is built and read through the real app on both databases.
 */

const EVENT_NOT_FOUND = 'Event tidak ditemukan.';
const KUESIONER_NOT_FOUND = 'Kuesioner tidak ditemukan.';
const PERTANYAAN_NOT_FOUND = 'Pertanyaan tidak ditemukan.';

type Place = 'surabaya' | 'malang' | 'bandung' | 'placeless';
type Area = 'national' | 'jatim' | 'surabaya';
const PLACES: Place[] = ['surabaya', 'malang', 'bandung', 'placeless'];

/**
 * Each event: its place, a year and a category of its own (so the register's options tell them
 * apart), and its crowd (30 or more, so the report gives a figure).
 */
const PLANS: Record<Place, { wilayah?: string; tahun: number; kategori: string; respondents: number }> = {
  surabaya: { wilayah: '35.78', tahun: 2026, kategori: 'Renang Wilayah', respondents: 34 },
  malang: { wilayah: '35.73', tahun: 2025, kategori: 'Voli Wilayah', respondents: 32 },
  bandung: { wilayah: '32.73', tahun: 2024, kategori: 'Lari Wilayah', respondents: 31 },
  placeless: { tahun: 2023, kategori: 'Panahan Wilayah', respondents: 9 },
};
/** Where the roamer collected one response each, while it was still national. */
const ROAMER_IN: Place[] = ['surabaya', 'bandung'];

/** Which events each area sees: a province its regencies, a regency its own, national all. */
const SEES: Record<Area, Place[]> = {
  national: PLACES,
  jatim: ['surabaya', 'malang'],
  surabaya: ['surabaya'],
};

interface Built {
  eventId: number;
  kuesionerId: number;
  ids: Partial<Record<V2Role, number>>;
}

/** One respondent's answers as POST /api/jawaban takes them. */
const body = (built: Built, answers: Answers) => ({
  kuesionerId: built.kuesionerId,
  jawaban: Object.entries(answers).map(([role, value]) => ({ pertanyaan_id: built.ids[role as V2Role]!, isi_jawaban: String(value) })),
});

async function submitted(ctx: TestContext, surveyor: SignedInUser, built: Built, answers: Answers): Promise<void> {
  const response = await submit(ctx, surveyor, body(built, answers));
  expect(response.statusCode, response.body).toBe(201);
}

function expectNotFound(response: LightMyRequestResponse, message: string, label: string): void {
  expect({ label, status: response.statusCode, message: response.json().message }).toEqual({ label, status: 404, message });
}

/** A 2xx answer: 200 for a read, 200 or 201 for a write. */
function expectOk(response: LightMyRequestResponse, label: string): void {
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  expect({ label, ok, body: ok ? '' : response.body }).toEqual({ label, ok: true, body: '' });
}

describeOnEachDatabase('work areas reach questionnaires, figures, reports and the register', (ctx) => {
  const admins = {} as Record<Area, SignedInUser>;
  const instansi = {} as Record<Area, SignedInUser>;
  let collector: SignedInUser;
  let roamer: SignedInUser;
  const built = {} as Record<Place, Built>;
  /** A questionnaire in each event beside the surveyed one, with one question: what the write calls aim at. */
  const scratch = {} as Record<Place, { kuesionerId: number; pertanyaanId: number }>;

  const sees = (area: Area, place: Place) => SEES[area].includes(place);
  const idsOf = (places: readonly Place[]) => places.map((place) => built[place].eventId).sort((a, b) => a - b);

  beforeAll(async () => {
    for (const [area, wilayah_kerja] of [['national', null], ['jatim', '35'], ['surabaya', '35.78']] as const) {
      admins[area] = await ctx().createUser('Admin', { wilayah_kerja });
      instansi[area] = await ctx().createUser('Instansi', { wilayah_kerja });
    }
    collector = await ctx().createUser('Surveyor');
    // National while it collects in Surabaya and Bandung; narrowed to Surabaya afterwards.
    roamer = await ctx().createUser('Surveyor');

    for (const place of PLACES) {
      const plan = PLANS[place];
      const event = await createEvent(ctx(), admins.national, {
        nama_event: `Kejuaraan ${place}`,
        tanggal_mulai: `${plan.tahun}-05-01`,
        tanggal_selesai: `${plan.tahun}-05-02`,
        nama_kategori_baru: plan.kategori,
        ...(plan.wilayah ? { wilayah: plan.wilayah } : {}),
      });
      expect(event.wilayah).toBe(plan.wilayah ?? null);
      const kuesioner = await createKuesioner(ctx(), admins.national, event.id);
      built[place] = { eventId: event.id, kuesionerId: kuesioner.id, ids: await addRoleQuestions(ctx(), admins.national, kuesioner.id, PENGUNJUNG_ROLES) };
      const crowd = Array.from({ length: plan.respondents }, (_, i) => respondent(i));
      await submitAnswers(ctx(), collector, kuesioner.id, built[place].ids, crowd, `crowd-${event.id}`);
      // The placeless event keeps no parameters: a host area would give it a place.
      if (plan.wilayah) {
        await putParameters(ctx(), admins.national, event.id, {
          wilayah_tuan_rumah: [plan.wilayah],
          segmen: [{ kuesioner_id: kuesioner.id, kunjungan: 6_000, kunjungan_min: 5_000, kunjungan_maks: 7_000 }],
          belanja_penyelenggara_lokal: 10_000_000,
        });
      }
      const extra = await createKuesioner(ctx(), admins.national, event.id, 'Atlet');
      const question = await createPertanyaan(ctx(), admins.national, extra.id, 'Cabang apa yang Anda ikuti?', 'teks');
      scratch[place] = { kuesionerId: extra.id, pertanyaanId: question.id };
    }
    for (const place of ROAMER_IN) await submitted(ctx(), roamer, built[place], respondent(1));
    const narrowed = await call(ctx(), 'PUT', `/api/users/${roamer.user.id}`, admins.national, {
      nama: roamer.user.nama,
      email: roamer.user.email,
      peran: 'Surveyor',
      wilayah_kerja: '35.78',
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
  });

  describe('questionnaires and questions', () => {
    /** What the national Admin sees of an event's questionnaires and their questions: a refused write must leave it as it was. */
    async function designerState(place: Place) {
      const forms = (await call(ctx(), 'GET', `/api/events/${built[place].eventId}/kuesioner`, admins.national)).json() as { id: number }[];
      const questions: Record<number, PertanyaanDesigner[]> = {};
      for (const form of forms) questions[form.id] = (await call(ctx(), 'GET', `/api/kuesioner/${form.id}/pertanyaan`, admins.national)).json();
      return { forms, questions };
    }

    /**
     * Every questionnaire and question call an Admin makes, aimed at one event's scratch
     * questionnaire, in an order that works inside the area (the reorder before the set adds
     * questions, the deletes last), each with the 404 message it gets outside.
     */
    function writeCalls(place: Place): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; missing: string }[] {
      const { kuesionerId, pertanyaanId } = scratch[place];
      return [
        { method: 'POST', url: '/api/kuesioner', payload: { event_id: built[place].eventId, tipe_responden: 'Panitia' }, missing: EVENT_NOT_FOUND },
        { method: 'PUT', url: `/api/kuesioner/${kuesionerId}/target-sampel`, payload: { target_sampel: 77 }, missing: KUESIONER_NOT_FOUND },
        { method: 'PUT', url: `/api/kuesioner/${kuesionerId}/urutan`, payload: { pertanyaan_ids: [pertanyaanId] }, missing: KUESIONER_NOT_FOUND },
        { method: 'GET', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, missing: KUESIONER_NOT_FOUND },
        { method: 'POST', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, payload: {}, missing: KUESIONER_NOT_FOUND },
        { method: 'POST', url: `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi/perbarui`, missing: KUESIONER_NOT_FOUND },
        { method: 'POST', url: '/api/pertanyaan', payload: { kuesioner_id: kuesionerId, teks_pertanyaan: 'Berapa usia Anda?', tipe_jawaban: 'angka' }, missing: KUESIONER_NOT_FOUND },
        { method: 'PUT', url: `/api/pertanyaan/${pertanyaanId}`, payload: { teks_pertanyaan: 'Cabang olahraga apa?', tipe_jawaban: 'teks' }, missing: PERTANYAAN_NOT_FOUND },
        { method: 'DELETE', url: `/api/pertanyaan/${pertanyaanId}`, missing: PERTANYAAN_NOT_FOUND },
        { method: 'DELETE', url: `/api/kuesioner/${kuesionerId}`, missing: KUESIONER_NOT_FOUND },
      ];
    }

    it('reads: 404 outside the area as for a missing event or questionnaire, 200 inside', async () => {
      const readers: [string, SignedInUser, Area][] = [
        ['Admin national', admins.national, 'national'],
        ['Admin 35', admins.jatim, 'jatim'],
        ['Admin 35.78', admins.surabaya, 'surabaya'],
        ['Surveyor 35.78', roamer, 'surabaya'],
      ];
      for (const [who, user, area] of readers) {
        for (const place of PLACES) {
          const list = await call(ctx(), 'GET', `/api/events/${built[place].eventId}/kuesioner`, user);
          const questions = await call(ctx(), 'GET', `/api/kuesioner/${built[place].kuesionerId}/pertanyaan`, user);
          if (sees(area, place)) {
            expectOk(list, `${who} kuesioner ${place}`);
            expectOk(questions, `${who} pertanyaan ${place}`);
          } else {
            expectNotFound(list, EVENT_NOT_FOUND, `${who} kuesioner ${place}`);
            expectNotFound(questions, KUESIONER_NOT_FOUND, `${who} pertanyaan ${place}`);
          }
        }
      }
    });

    it('writes by a regional Admin outside its area: 404 as for a missing one, and nothing changes', async () => {
      for (const [who, admin, outside] of [
        ['Admin 35', admins.jatim, ['bandung', 'placeless']],
        ['Admin 35.78', admins.surabaya, ['malang', 'bandung', 'placeless']],
      ] as const) {
        for (const place of outside) {
          const before = await designerState(place);
          for (const { method, url, payload, missing } of writeCalls(place)) {
            // send() also checks that a refused call leaves every table's row count as it was.
            const response = await send(ctx(), { method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
            expectNotFound(response, missing, `${who} ${method} ${url} (${place})`);
          }
          expect(await designerState(place)).toEqual(before);
        }
      }
    });

    it('writes inside the area: each call does its work', async () => {
      for (const [who, admin, place] of [
        ['Admin 35', admins.jatim, 'malang'],
        ['Admin 35.78', admins.surabaya, 'surabaya'],
      ] as const) {
        for (const { method, url, payload } of writeCalls(place)) {
          expectOk(await call(ctx(), method, url, admin, payload), `${who} ${method} ${url}`);
        }
        // The scratch questionnaire was deleted last; the one added first is there.
        const forms = ((await call(ctx(), 'GET', `/api/events/${built[place].eventId}/kuesioner`, admin)).json() as { id: number; tipe_responden: string }[]).map((form) => form.tipe_responden);
        expect(forms).toEqual(['Penonton', 'Panitia']);
      }
    });
  });

  describe('GET /api/me/stats', () => {
    const stats = async (user: SignedInUser) => {
      const response = await call(ctx(), 'GET', '/api/me/stats', user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // Accepted responses per event: the collector's crowd and the roamer's one.
    const responses = Object.fromEntries(PLACES.map((place) => [place, PLANS[place].respondents + (ROAMER_IN.includes(place) ? 1 : 0)])) as Record<Place, number>;
    const responsesIn = (area: Area) => SEES[area].reduce((sum, place) => sum + responses[place], 0);

    it("counts for an Admin only its area's accounts, active events and their responses", async () => {
      // Accounts: the six Admins and Instansi, the collector (national) and the roamer (35.78).
      const accounts: Record<Area, number> = { national: 8, jatim: 5, surabaya: 3 };
      for (const area of ['national', 'jatim', 'surabaya'] as const) {
        const figures = await stats(admins[area]);
        const { total_pengguna, total_event_aktif, total_data_survei } = figures;
        expect({ area, total_pengguna, total_event_aktif, total_data_survei }).toEqual({
          area,
          total_pengguna: accounts[area],
          total_event_aktif: SEES[area].length,
          total_data_survei: responsesIn(area),
        });
        const listed = (await call(ctx(), 'GET', '/api/users', admins[area])).json() as unknown[];
        expect(figures.total_pengguna).toBe(listed.length);
      }
    });

    it("counts today's responses only inside the Admin's area", async () => {
      const before = Object.fromEntries(await Promise.all((['national', 'jatim', 'surabaya'] as const).map(async (area) => [area, (await stats(admins[area])).data_survei_hari_ini])));
      await submitted(ctx(), collector, built.malang, respondent(3));
      responses.malang += 1;
      for (const area of ['national', 'jatim', 'surabaya'] as const) {
        expect({ area, added: (await stats(admins[area])).data_survei_hari_ini - before[area] }).toEqual({ area, added: sees(area, 'malang') ? 1 : 0 });
      }
    });

    it("keeps a Surveyor's figures its own, and only for events inside its area", async () => {
      // The collector's crowds, and the one more in Malang of the test before: every event, placeless included.
      const crowds = PLACES.reduce((sum, place) => sum + PLANS[place].respondents, 0);
      expect(await stats(collector)).toEqual({ total_survei: crowds + 1, total_event: 4 });
      // The roamer collected in Surabaya and Bandung while national; its area is now Surabaya.
      expect(await stats(roamer)).toEqual({ total_survei: 1, total_event: 1 });
    });
  });

  describe('analysis, the economic report and its parameters', () => {
    const viewers = (): [string, SignedInUser, Area][] =>
      (['national', 'jatim', 'surabaya'] as const).flatMap((area) => [
        [`Admin ${area}`, admins[area], area] as [string, SignedInUser, Area],
        [`Instansi ${area}`, instansi[area], area] as [string, SignedInUser, Area],
      ]);

    it('read: 404 outside the area, 200 inside, for every Admin and Instansi', async () => {
      for (const [who, user, area] of viewers()) {
        for (const place of PLACES) {
          for (const path of ['analisis', 'dampak-ekonomi', 'parameter-ekonomi']) {
            const response = await call(ctx(), 'GET', `/api/events/${built[place].eventId}/${path}`, user);
            const label = `${who} ${path} ${place}`;
            if (sees(area, place)) expectOk(response, label);
            else expectNotFound(response, EVENT_NOT_FOUND, label);
          }
        }
      }
    });

    it('PUT parameter-ekonomi: 404 outside the area with the parameters unchanged, 200 inside', async () => {
      for (const area of ['national', 'jatim', 'surabaya'] as const) {
        for (const place of PLACES) {
          // The placeless event has no host area to save, and saving one would give it a place.
          if (area === 'national' && place === 'placeless') continue;
          const url = `/api/events/${built[place].eventId}/parameter-ekonomi`;
          const stored = (await call(ctx(), 'GET', url, admins.national)).json();
          // A valid change (the placeless event's a host area too, which would also give it a place).
          const host = stored.wilayah_tuan_rumah.length > 0 ? stored.wilayah_tuan_rumah : ['35.78'];
          const changed = { ...stored, wilayah_tuan_rumah: host, belanja_penyelenggara_lokal: 12_000_000 };
          const response = await call(ctx(), 'PUT', url, admins[area], changed);
          const label = `Admin ${area} PUT ${place}`;
          if (sees(area, place)) {
            expectOk(response, label);
            // Put back, so the figures the register is checked against stay as built.
            await putParameters(ctx(), admins.national, built[place].eventId, stored);
          } else {
            expectNotFound(response, EVENT_NOT_FOUND, label);
            expect((await call(ctx(), 'GET', url, admins.national)).json()).toEqual(stored);
          }
        }
      }
    });
  });

  describe('the register GET /api/dampak-ekonomi and its download', () => {
    it('lists, charts and offers only the events inside the area, whoever read it before', async () => {
      // The national Admin reads first, so every event's report is in the cache when the others read.
      for (const area of ['national', 'jatim', 'surabaya'] as const) {
        for (const user of [admins[area], instansi[area]]) {
          const register = await readImpactRegister(ctx(), user, 'per_halaman=100');
          const seen = SEES[area];
          expect({ area, rows: register.data.map((row) => row.event_id).sort((a, b) => a - b), total: register.total }).toEqual({ area, rows: idsOf(seen), total: seen.length });
          expect(register.grafik.every((point) => idsOf(seen).includes(point.event_id))).toBe(true);
          expect(register.tahun_tersedia).toEqual(seen.map((place) => PLANS[place].tahun).sort((a, b) => b - a));
          expect(register.kategori_tersedia.map((kategori) => kategori.nama).sort()).toEqual(seen.map((place) => PLANS[place].kategori).sort());
        }
      }
    });

    it("gives a provincial Instansi totals equal to the sum of its own events' reports", async () => {
      const viewer = instansi.jatim;
      const reports: DampakEkonomi[] = [];
      for (const place of SEES.jatim) reports.push(await readReport(ctx(), viewer, built[place].eventId));
      const totals = reports.map((report) => report.total);
      // Not a sum of nothing: each of its events has a figure.
      expect(reports.map((report) => report.kekurangan)).toEqual([[], []]);
      expect(totals.every((total) => total !== null)).toBe(true);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const register = await readImpactRegister(ctx(), viewer, 'per_halaman=100');
      const rows = register.data;
      expect(rows).toHaveLength(totals.length);
      expect(sum(rows.map((row) => row.dampak_langsung!))).toBeCloseTo(sum(totals.map((total) => total!.dampak_langsung)), 2);
      expect(sum(rows.map((row) => row.tingkat!.provinsi.nilai))).toBeCloseTo(sum(totals.map((total) => total!.tingkat.provinsi.nilai)), 2);
      expect(sum(rows.map((row) => row.tingkat!.nasional.nilai))).toBeCloseTo(sum(totals.map((total) => total!.tingkat.nasional.nilai)), 2);
      expect(sum(rows.map((row) => row.n!))).toBe(sum(totals.map((total) => total!.n)));
      expect(sum(register.grafik.map((point) => point.dampak_langsung))).toBeCloseTo(sum(totals.map((total) => total!.dampak_langsung)), 2);
      // And smaller than the national one, which also holds Bandung's figure.
      const national = await readImpactRegister(ctx(), instansi.national, 'per_halaman=100');
      expect(national.data.length).toBeGreaterThan(rows.length);
    });

    it('downloads only the rows inside the area', async () => {
      for (const area of ['national', 'jatim', 'surabaya'] as const) {
        const response = await call(ctx(), 'GET', '/api/dampak-ekonomi/download', instansi[area]);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Daftar Dampak Ekonomi')!;
        const ids = Array.from({ length: sheet.rowCount - 1 }, (_, r) => Number(sheet.getRow(r + 2).getCell(1).value)).sort((a, b) => a - b);
        expect({ area, ids }).toEqual({ area, ids: idsOf(SEES[area]) });
      }
    });
  });
});
