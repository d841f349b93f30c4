import { expect } from 'vitest';
import type { PeranEkonomi } from '../../../src/shared/economic-impact/economic-roles';
import type { BatchItem, BatchJawabanResponse } from '../../../src/shared/schemas/answers';
import type { ParameterEkonomiInput } from '../../../src/shared/schemas/economic-impact';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan, TipeJawaban } from '../../../src/shared/schemas/questionnaires';
import { api, type E2eUser } from './api';

/** Kota Surakarta (Jawa Tengah) hosts. */
export const HOST = '33.72';

/**
 * Where the non-local respondents live, in turn: Kota Semarang is in the host's own province (new
 * money for the regency, not for the province), LN is abroad, and the eleven provinces are more
 * than the origin chart names one by one.
 */
export const ORIGINS = ['32.73', '33.74', '35.78', '31.71', 'LN', '51.71', '32.73', '12.71', '73.71', '64.72', '18.71', '61.71', '34.71', '35.78'];

/** The roles the questionnaires ask, with their answer types; written through the API, not the designer. */
const QUESTIONS: [PeranEkonomi, TipeJawaban][] = [
  ['asal', 'wilayah'],
  ['rutin', 'ya_tidak'],
  ['alasan_utama', 'ya_tidak'],
  ['tetap_datang', 'ya_tidak'],
  ['hari_hadir', 'angka'],
  ['malam_menginap', 'angka'],
  ['jenis_akomodasi', 'pilihan'],
  ['jumlah_ditanggung', 'angka'],
  ['belanja_makan_minum', 'nominal'],
  ['belanja_akomodasi', 'nominal'],
];
const AKOMODASI = ['Tidak menginap', 'Hotel', 'Homestay atau penginapan', 'Villa', 'Rumah kerabat atau teman', 'Lainnya'];

/**
 * Penonton and Atlet are counted; Ofisial, with 12 responses, is not. One Penonton answer is a
 * typo (Rp 25.000.000 for a meal among answers of about Rp 300.000): above the fence, it waits
 * for review.
 */
export const SEGMENTS = [
  { tipe: 'Penonton', jenis: 'pengunjung', n: 120, kunjungan: 12_000, min: 10_000, maks: 14_000 },
  { tipe: 'Atlet', jenis: 'peserta', n: 35, kunjungan: 700, min: null, maks: null },
  { tipe: 'Ofisial', jenis: 'peserta', n: 12, kunjungan: 90, min: null, maks: null },
] as const;
export type Tipe = (typeof SEGMENTS)[number]['tipe'];
const TYPO_AT = 7;

function answers(tipe: Tipe, i: number): Partial<Record<PeranEkonomi, string>> {
  const local = i % 4 === 0;
  const nights = local ? 0 : i % 3;
  return {
    asal: local ? HOST : ORIGINS[i % ORIGINS.length],
    rutin: 'Tidak',
    alasan_utama: i % 5 === 2 ? 'Tidak' : 'Ya',
    tetap_datang: i % 6 === 3 ? 'Ya' : 'Tidak',
    hari_hadir: '1',
    malam_menginap: String(nights),
    jenis_akomodasi: nights === 0 ? 'Tidak menginap' : i % 2 === 0 ? 'Hotel' : 'Rumah kerabat atau teman',
    jumlah_ditanggung: String(1 + (i % 3)),
    belanja_makan_minum: tipe === 'Penonton' && i === TYPO_AT ? '25000000' : String(150_000 + 25_000 * (i % 7)),
    belanja_akomodasi: local ? '0' : String(200_000 * (i % 4)),
  };
}

export interface ReportEvent {
  event: Event;
  kuesioner: Map<Tipe, Kuesioner>;
  /** The event's parameters, with changes. */
  parameters(changes?: Partial<ParameterEkonomiInput>): ParameterEkonomiInput;
  saveParameters(changes?: Partial<ParameterEkonomiInput>): Promise<unknown>;
}

/**
 * One event ready for its economic-impact report: three questionnaires with every economic role,
 * their responses sent by a surveyor, and the Admin's parameters (Kota Surakarta hosts).
 */
export async function seedReportEvent(appUrl: string, admin: E2eUser, surveyor: E2eUser, nama = 'Solo 10K'): Promise<ReportEvent> {
  const { event } = await api<{ event: Event }>(appUrl, 'POST', '/api/events', {
    token: admin.token,
    body: { nama_event: nama, lokasi: 'Surakarta', tanggal_mulai: '2026-09-06', tanggal_selesai: '2026-09-06' },
  });
  const kuesioner = new Map<Tipe, Kuesioner>();
  for (const { tipe, n } of SEGMENTS) {
    const form = await api<Kuesioner>(appUrl, 'POST', '/api/kuesioner', {
      token: admin.token,
      body: { event_id: event.id, tipe_responden: tipe, nama_kuesioner: `Kuesioner untuk ${tipe}` },
    });
    kuesioner.set(tipe, form);
    const byRole = new Map<PeranEkonomi, Pertanyaan>();
    for (const [peran_ekonomi, tipe_jawaban] of QUESTIONS) {
      byRole.set(
        peran_ekonomi,
        await api<Pertanyaan>(appUrl, 'POST', '/api/pertanyaan', {
          token: admin.token,
          body: {
            kuesioner_id: form.id,
            teks_pertanyaan: `Pertanyaan ${peran_ekonomi}`,
            tipe_jawaban,
            peran_ekonomi,
            ...(tipe_jawaban === 'pilihan' ? { pilihan: AKOMODASI } : {}),
          },
        }),
      );
    }
    const items: BatchItem[] = Array.from({ length: n }, (_, i) => ({
      kuesionerId: form.id,
      idempotencyKey: `report-${tipe.toLowerCase()}-${String(i).padStart(3, '0')}`,
      diisiPada: new Date(Date.UTC(2026, 8, 6, 2, i)).toISOString(),
      jawaban: Object.entries(answers(tipe, i)).map(([role, isi_jawaban]) => ({
        pertanyaan_id: byRole.get(role as PeranEkonomi)!.id,
        isi_jawaban,
      })),
    }));
    // The batch call takes at most 100 items.
    for (let start = 0; start < items.length; start += 100) {
      const { results } = await api<BatchJawabanResponse>(appUrl, 'POST', '/api/jawaban/batch', {
        token: surveyor.token,
        body: { items: items.slice(start, start + 100) },
      });
      expect(results.filter((result) => result.status !== 'created')).toEqual([]);
    }
  }
  const parameters = (changes: Partial<ParameterEkonomiInput> = {}): ParameterEkonomiInput => ({
    wilayah_tuan_rumah: [HOST],
    segmen: SEGMENTS.map((segment) => ({
      kuesioner_id: kuesioner.get(segment.tipe)!.id,
      kunjungan: segment.kunjungan,
      kunjungan_min: segment.min,
      kunjungan_maks: segment.maks,
      jenis: segment.jenis,
    })),
    belanja_penyelenggara_lokal: 150_000_000,
    dana_dari_lokal: 40_000_000,
    margin_ritel: 0.25,
    pengganda: null,
    ...changes,
  });
  const saveParameters = (changes: Partial<ParameterEkonomiInput> = {}) =>
    api(appUrl, 'PUT', `/api/events/${event.id}/parameter-ekonomi`, { token: admin.token, body: parameters(changes) });
  await saveParameters();
  return { event, kuesioner, parameters, saveParameters };
}
