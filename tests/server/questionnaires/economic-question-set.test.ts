import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { EconomicSetStatus, Kuesioner, Pertanyaan, PertanyaanDesigner } from '../../../src/shared/schemas/questionnaires';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { expectApiError } from '../helpers/security-checks';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { answersOf, call, type Respondent, ROLE_TYPES, ROLES, type Role, roleQuestions, UNKNOWN_ID } from '../economic-impact/support';

/**
 * The ready-made economic question set, version 2, through the real API on both databases: the
 * questions name the host area (region names from idn-area-data, never the event's free-text
 * lokasi), the action waits for the host area, the counterfactual asks about 12 months,
 * hari_hadir is bounded by the event's length, spending has a soft limit and a hard maximum, a
 * peserta segment gets the shorter set, and older wording is brought up to date only where no one
 * has answered yet.
 */

const HOST_AREA_FIRST =
  'Wilayah tuan rumah event ini belum ditetapkan. Tetapkan terlebih dahulu di halaman Dampak Ekonomi agar pertanyaan dampak ekonomi menyebut wilayah yang benar.';

/** The page's wording of the set, for a host area named `w` (what the set must read, written out). */
const wording = (w: string): Record<Role, string> => ({
  asal: 'Di kabupaten/kota mana Anda tinggal sehari-hari?',
  rutin: `Apakah Anda datang ke ${w} 4 kali atau lebih dalam sebulan untuk bekerja atau sekolah?`,
  alasan_utama: `Apakah acara ini alasan utama Anda datang ke ${w} pada perjalanan ini?`,
  tetap_datang: `Seandainya acara ini tidak diadakan, apakah Anda tetap akan berkunjung ke ${w} dalam 12 bulan ini?`,
  hari_hadir: 'Berapa hari Anda menghadiri acara ini?',
  malam_menginap: `Berapa malam Anda menginap di ${w} pada perjalanan ini? Isi 0 bila tidak menginap.`,
  jenis_akomodasi: 'Di mana Anda menginap?',
  jumlah_ditanggung: 'Pengeluaran di bawah ini untuk berapa orang, termasuk Anda?',
  belanja_akomodasi: `Selama perjalanan ini, berapa pengeluaran Anda untuk penginapan di ${w}? Isi 0 bila tidak ada.`,
  belanja_makan_minum: `Selama perjalanan ini, berapa pengeluaran Anda untuk makan dan minum di ${w}? Isi 0 bila tidak ada.`,
  belanja_transportasi: `Selama perjalanan ini, berapa pengeluaran Anda untuk transportasi selama di sana (tidak termasuk perjalanan ke sana) di ${w}? Isi 0 bila tidak ada.`,
  belanja_oleh_oleh: `Selama perjalanan ini, berapa pengeluaran Anda untuk oleh-oleh dan belanja barang di ${w}? Isi 0 bila tidak ada.`,
  belanja_hiburan: `Selama perjalanan ini, berapa pengeluaran Anda untuk hiburan dan wisata di ${w}? Isi 0 bila tidak ada.`,
  belanja_lainnya: `Selama perjalanan ini, berapa pengeluaran Anda untuk keperluan lain (tidak termasuk tiket acara) di ${w}? Isi 0 bila tidak ada.`,
});
const SPENDING: Role[] = ['belanja_akomodasi', 'belanja_makan_minum', 'belanja_transportasi', 'belanja_oleh_oleh', 'belanja_hiburan', 'belanja_lainnya'];
const VISITOR: Respondent = {
  asal: '31.71',
  rutin: 'Tidak',
  alasan_utama: 'Ya',
  tetap_datang: 'Tidak',
  hari_hadir: 1,
  malam_menginap: 1,
  jenis_akomodasi: 1,
  jumlah_ditanggung: 1,
  belanja: [500_000, 200_000, 50_000, 0, 0, 0],
};
const PESERTA_ROLES = ROLES.filter((role) => role !== 'alasan_utama' && role !== 'tetap_datang');

describeOnEachDatabase('The ready-made economic question set, version 2', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let instansi: SignedInUser;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    instansi = await ctx().createUser('Instansi');
  });

  const addSet = (kuesionerId: number, body?: unknown, user: SignedInUser | null = admin) =>
    call(ctx(), 'POST', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, user, body);
  const statusOf = async (kuesionerId: number): Promise<EconomicSetStatus> => {
    const response = await call(ctx(), 'GET', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const reword = (kuesionerId: number, user: SignedInUser | null = admin) =>
    call(ctx(), 'POST', `/api/kuesioner/${kuesionerId}/pertanyaan-ekonomi/perbarui`, user);
  const list = async (kuesionerId: number): Promise<PertanyaanDesigner[]> => {
    const response = await call(ctx(), 'GET', `/api/kuesioner/${kuesionerId}/pertanyaan`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const setParameters = async (eventId: number, wilayah: string[], segmen: unknown[] = []) => {
    const response = await call(ctx(), 'PUT', `/api/events/${eventId}/parameter-ekonomi`, admin, { wilayah_tuan_rumah: wilayah, segmen });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** An event at a venue whose lokasi names no region, with one questionnaire. */
  const newEvent = async (dates: Partial<Pick<Event, 'tanggal_mulai' | 'tanggal_selesai'>> = {}) => {
    const event = await createEvent(ctx(), admin, { lokasi: 'Stadion Gelora Lokasi Bebas', ...dates });
    const kuesioner = await createKuesioner(ctx(), admin, event.id);
    return { event, kuesioner };
  };
  const added = async (response: LightMyRequestResponse): Promise<PertanyaanDesigner[]> => {
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { pertanyaan: PertanyaanDesigner[] }).pertanyaan;
  };
  const byRole = (questions: readonly Pertanyaan[]) => new Map(questions.map((question) => [question.peran_ekonomi, question]));

  /** A refused call: its status and message, and not a row changed anywhere. */
  async function expectRefused(send: () => Promise<LightMyRequestResponse>, status: number, message: string) {
    const before = await ctx().tableCounts();
    const body = expectApiError(await send(), status);
    expect(body.message).toBe(message);
    expect(await ctx().tableCounts(), 'a refused call stores nothing').toEqual(before);
    return body;
  }

  describe('the host area in the questions', () => {
    it('one region: every question reads as the page words it, with "Kota Surabaya", never the lokasi', async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['35.78']);
      const questions = await added(await addSet(kuesioner.id));
      expect(questions.map((question) => question.peran_ekonomi)).toEqual(ROLES);
      const expected = wording('Kota Surabaya');
      for (const question of questions) {
        const role = question.peran_ekonomi as Role;
        expect(question.teks_pertanyaan, role).toBe(expected[role]);
        expect(question.tipe_jawaban, role).toBe(ROLE_TYPES[role]);
        expect(question.teks_pertanyaan, role).not.toContain(event.lokasi);
      }
    });

    it('two regions: "Kota Surabaya dan Kabupaten Sidoarjo", in the order the parameters list them', async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['35.78', '35.15']);
      const questions = byRole(await added(await addSet(kuesioner.id)));
      const expected = wording('Kota Surabaya dan Kabupaten Sidoarjo');
      for (const role of ROLES) expect(questions.get(role)?.teks_pertanyaan, role).toBe(expected[role]);
      expect(questions.get('tetap_datang')?.teks_pertanyaan).toBe(
        'Seandainya acara ini tidak diadakan, apakah Anda tetap akan berkunjung ke Kota Surabaya dan Kabupaten Sidoarjo dalam 12 bulan ini?',
      );
    });

    it('three regions: "A, B dan C"', async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['35.15', '35.78', '35.73']);
      const questions = byRole(await added(await addSet(kuesioner.id)));
      expect(questions.get('rutin')?.teks_pertanyaan).toBe(wording('Kabupaten Sidoarjo, Kota Surabaya dan Kota Malang').rutin);
    });

    it('before the host area is set: 409 in Indonesian, nothing stored, and the status says there is none yet', async () => {
      const { kuesioner } = await newEvent();
      await expectRefused(() => addSet(kuesioner.id), 409, HOST_AREA_FIRST);
      await expectRefused(() => addSet(kuesioner.id, { jenis: 'peserta' }), 409, HOST_AREA_FIRST);
      expect(await list(kuesioner.id)).toEqual([]);
      expect(await statusOf(kuesioner.id)).toEqual({ wilayah: null, lama_hari: null, jenis: 'pengunjung', berbeda: [] });
    });

    it('the status names the host area and the event length once set', async () => {
      const { event, kuesioner } = await newEvent({ tanggal_mulai: '2026-08-30', tanggal_selesai: '2026-09-02' });
      await setParameters(event.id, ['35.78', '35.15']);
      expect(await statusOf(kuesioner.id)).toEqual({
        wilayah: 'Kota Surabaya dan Kabupaten Sidoarjo',
        lama_hari: 4,
        jenis: 'pengunjung',
        berbeda: [],
      });
    });
  });

  describe('bounds', () => {
    it.each([
      ['a one-day event', '2026-05-01', '2026-05-01', 1],
      ['a three-day event', '2026-05-01', '2026-05-03', 3],
      ['an event across a month end', '2026-01-30', '2026-02-02', 4],
    ])('hari_hadir is 1 to the event length in days: %s', async (_name, tanggal_mulai, tanggal_selesai, days) => {
      const { event, kuesioner } = await newEvent({ tanggal_mulai, tanggal_selesai });
      await setParameters(event.id, ['52.71']);
      const hari = byRole(await added(await addSet(kuesioner.id))).get('hari_hadir');
      expect([hari?.min, hari?.maks]).toEqual([1, days]);
    });

    it('an answer of more days than the event has is refused at submission, its length accepted', async () => {
      const { event, kuesioner } = await newEvent({ tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-01' });
      await setParameters(event.id, ['52.71']);
      await added(await addSet(kuesioner.id));
      const questions = await roleQuestions(ctx(), admin, kuesioner.id);
      const send = (hari_hadir: number) =>
        call(ctx(), 'POST', '/api/jawaban', surveyor, { kuesionerId: kuesioner.id, jawaban: answersOf(questions, { ...VISITOR, hari_hadir }) });
      const refused = expectApiError(await send(2), 400);
      expect(refused.message).toMatch(/harus tepat 1\.$/);
      const accepted = await send(1);
      expect(accepted.statusCode, accepted.body).toBe(201);
    });

    it('spending: a hard maximum of Rp 1.000.000.000, a soft limit of Rp 10.000.000 for accommodation and Rp 5.000.000 for the rest', async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['52.71']);
      const questions = byRole(await added(await addSet(kuesioner.id)));
      for (const role of SPENDING) {
        const question = questions.get(role);
        expect([question?.min, question?.maks, question?.batas_wajar], role).toEqual([
          null,
          1_000_000_000,
          role === 'belanja_akomodasi' ? 10_000_000 : 5_000_000,
        ]);
      }
      for (const role of ROLES.filter((other) => !SPENDING.includes(other))) expect(questions.get(role)?.batas_wajar, role).toBeNull();
    });
  });

  describe('a peserta segment', () => {
    it("gets 12 questions without alasan_utama and tetap_datang when the parameters call it peserta", async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['52.71'], [{ kuesioner_id: kuesioner.id, kunjungan: 300, jenis: 'peserta' }]);
      expect((await statusOf(kuesioner.id)).jenis).toBe('peserta');
      const questions = await added(await addSet(kuesioner.id));
      expect(questions.map((question) => question.peran_ekonomi)).toEqual(PESERTA_ROLES);
    });

    it('the body chooses the kind over the parameters, both ways', async () => {
      const { event, kuesioner } = await newEvent();
      const other = await createKuesioner(ctx(), admin, event.id, 'Atlet');
      await setParameters(event.id, ['52.71'], [{ kuesioner_id: other.id, kunjungan: 300, jenis: 'peserta' }]);
      expect((await added(await addSet(kuesioner.id, { jenis: 'peserta' }))).map((question) => question.peran_ekonomi)).toEqual(PESERTA_ROLES);
      expect((await added(await addSet(other.id, { jenis: 'pengunjung' }))).map((question) => question.peran_ekonomi)).toEqual(ROLES);
    });

    it('an unknown kind: 400 in Indonesian, nothing stored', async () => {
      const { event, kuesioner } = await newEvent();
      await setParameters(event.id, ['52.71']);
      const body = await expectRefused(() => addSet(kuesioner.id, { jenis: 'atlet' }), 400, 'Jenis segmen harus "pengunjung" atau "peserta".');
      expect(body.fields?.jenis).toBe('Jenis segmen harus "pengunjung" atau "peserta".');
    });
  });

  describe('questionnaires that carry an older set', () => {
    /** Role questions as version 1 wrote them for lokasi "Mataram", all optional so a response may answer some. */
    async function olderSet(kuesionerId: number): Promise<Map<Role, Pertanyaan>> {
      const older: [Role, Record<string, unknown>][] = [
        ['asal', { teks_pertanyaan: 'Di kabupaten/kota mana Anda tinggal sehari-hari?', tipe_jawaban: 'wilayah' }],
        ['tetap_datang', { teks_pertanyaan: 'Seandainya acara ini tidak diadakan, apakah Anda tetap akan datang ke Mataram pada waktu ini?', tipe_jawaban: 'ya_tidak' }],
        ['alasan_utama', { teks_pertanyaan: 'Apakah acara ini alasan utama Anda datang ke Mataram pada perjalanan ini?', tipe_jawaban: 'ya_tidak' }],
        ['hari_hadir', { teks_pertanyaan: 'Berapa hari Anda menghadiri acara ini?', tipe_jawaban: 'angka', min: 1, maks: 60 }],
        ['belanja_makan_minum', { teks_pertanyaan: 'Selama perjalanan ini, berapa pengeluaran Anda untuk makan dan minum di Mataram? Isi 0 bila tidak ada.', tipe_jawaban: 'nominal' }],
      ];
      const made = new Map<Role, Pertanyaan>();
      for (const [role, fields] of older) {
        const response = await call(ctx(), 'POST', '/api/pertanyaan', admin, { kuesioner_id: kuesionerId, wajib: false, peran_ekonomi: role, ...fields });
        expect(response.statusCode, response.body).toBe(201);
        made.set(role, response.json());
      }
      return made;
    }

    it('adding the set keeps the older questions as they are and adds only the missing roles', async () => {
      const { event, kuesioner } = await newEvent();
      const older = await olderSet(kuesioner.id);
      await setParameters(event.id, ['52.71']);
      const questions = await added(await addSet(kuesioner.id));
      expect(questions.slice(0, older.size)).toEqual([...older.values()].map((question) => ({ ...question, jumlah_jawaban: 0, pilihan_terjawab: [] })));
      expect(questions).toHaveLength(ROLES.length);
    });

    it('the update rewords and rebounds the unanswered ones in one call, leaves the answered one, and says so', async () => {
      const { event, kuesioner } = await newEvent({ tanggal_mulai: '2026-05-01', tanggal_selesai: '2026-05-02' });
      const older = await olderSet(kuesioner.id);
      await setParameters(event.id, ['52.71']);
      const tetap = older.get('tetap_datang') as Pertanyaan;
      const answered = await call(ctx(), 'POST', '/api/jawaban', surveyor, {
        kuesionerId: kuesioner.id,
        jawaban: [{ pertanyaan_id: tetap.id, isi_jawaban: 'Ya' }],
      });
      expect(answered.statusCode, answered.body).toBe(201);

      const expected = wording('Kota Mataram');
      const status = await statusOf(kuesioner.id);
      expect(status.berbeda).toEqual(
        (['tetap_datang', 'alasan_utama', 'hari_hadir', 'belanja_makan_minum'] as Role[]).map((role) => ({
          id: older.get(role)?.id,
          peran_ekonomi: role,
          teks_pertanyaan: older.get(role)?.teks_pertanyaan,
          teks_baru: expected[role],
          jumlah_jawaban: role === 'tetap_datang' ? 1 : 0,
        })),
      );

      const before = await list(kuesioner.id);
      const response = await reword(kuesioner.id);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { message: string; diperbarui: number; dipertahankan: number; pertanyaan: PertanyaanDesigner[] };
      expect(body).toMatchObject({ message: '3 pertanyaan diperbarui. 1 pertanyaan sudah dijawab, tidak diubah.', diperbarui: 3, dipertahankan: 1 });
      expect(body.pertanyaan).toEqual(await list(kuesioner.id));

      const after = byRole(body.pertanyaan);
      const beforeByRole = byRole(before);
      // The answered question and the one already worded as version 2 are untouched.
      expect(after.get('tetap_datang')).toEqual(beforeByRole.get('tetap_datang'));
      expect(after.get('asal')).toEqual(beforeByRole.get('asal'));
      // The others read as version 2 with its bounds, and keep what the Admin set otherwise.
      expect(after.get('alasan_utama')).toEqual({ ...beforeByRole.get('alasan_utama'), teks_pertanyaan: expected.alasan_utama });
      expect(after.get('hari_hadir')).toEqual({ ...beforeByRole.get('hari_hadir'), teks_pertanyaan: expected.hari_hadir, maks: 2 });
      expect(after.get('belanja_makan_minum')).toEqual({
        ...beforeByRole.get('belanja_makan_minum'),
        teks_pertanyaan: expected.belanja_makan_minum,
        maks: 1_000_000_000,
        batas_wajar: 5_000_000,
      });
      expect([...after.values()].every((question) => question.wajib === false)).toBe(true);

      // Again: only the answered question still differs, and nothing changes.
      const counts = await ctx().tableCounts();
      const again = await reword(kuesioner.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        message: 'Tidak ada pertanyaan yang diperbarui. 1 pertanyaan sudah dijawab, tidak diubah.',
        diperbarui: 0,
        dipertahankan: 1,
      });
      expect(await list(kuesioner.id)).toEqual(body.pertanyaan);
      expect(await ctx().tableCounts()).toEqual(counts);
      expect((await statusOf(kuesioner.id)).berbeda.map((question) => question.peran_ekonomi)).toEqual(['tetap_datang']);
    });

    it('the update hands phones the new form: the offline bundle carries the new wording under a new version', async () => {
      const { event, kuesioner } = await newEvent();
      await olderSet(kuesioner.id);
      await setParameters(event.id, ['52.71']);
      const bundled = async () => {
        const response = await call(ctx(), 'GET', '/api/offline-bundle', surveyor);
        expect(response.statusCode, response.body).toBe(200);
        const events = response.json().events as { id: number; kuesioner: { id: number; versi_formulir: string; pertanyaan: Pertanyaan[] }[] }[];
        return events.find((candidate) => candidate.id === event.id)?.kuesioner.find((candidate) => candidate.id === kuesioner.id);
      };
      const first = await bundled();
      expect((await reword(kuesioner.id)).statusCode).toBe(200);
      const second = await bundled();
      expect(second?.versi_formulir).not.toBe(first?.versi_formulir);
      expect(second?.pertanyaan.find((question) => question.peran_ekonomi === 'tetap_datang')?.teks_pertanyaan).toBe(wording('Kota Mataram').tetap_datang);
    });

    it('the update waits for the host area too: 409, nothing changed', async () => {
      const { kuesioner } = await newEvent();
      await olderSet(kuesioner.id);
      await expectRefused(() => reword(kuesioner.id), 409, HOST_AREA_FIRST);
    });
  });

  describe('who may call', () => {
    let kuesioner: Kuesioner;
    beforeAll(async () => {
      const made = await newEvent();
      kuesioner = made.kuesioner;
      await setParameters(made.event.id, ['52.71']);
    });

    it('Admin only: 403 Surveyor and Instansi, 401 without a token, 404 for an unknown questionnaire; nothing stored', async () => {
      const calls = [
        (user: SignedInUser | null) => call(ctx(), 'GET', `/api/kuesioner/${kuesioner.id}/pertanyaan-ekonomi`, user),
        (user: SignedInUser | null) => addSet(kuesioner.id, { jenis: 'pengunjung' }, user),
        (user: SignedInUser | null) => reword(kuesioner.id, user),
      ];
      for (const send of calls) {
        for (const [user, status] of [
          [surveyor, 403],
          [instansi, 403],
          [null, 401],
        ] as const) {
          const before = await ctx().tableCounts();
          expectApiError(await send(user), status, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
          expect(await ctx().tableCounts()).toEqual(before);
        }
      }
      expectApiError(await call(ctx(), 'GET', `/api/kuesioner/${UNKNOWN_ID}/pertanyaan-ekonomi`, admin), 404);
      await expectRefused(() => reword(UNKNOWN_ID), 404, 'Kuesioner tidak ditemukan.');
      await expectRefused(() => addSet(UNKNOWN_ID), 404, 'Kuesioner tidak ditemukan.');
      expect(await list(kuesioner.id)).toEqual([]);
    });
  });
});
