import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../../../src/client/offline/runtime';
import type { OfflineBundle } from '../../../../src/shared/schemas/offline-bundle';
import { type ApiCall, json, networkFailure } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn } from '../../helpers/users';
import { type Question, stubScrollIntoView, stubServer } from './survey-fixtures';

/**
 * At entry on the phone: a nominal answer grouped and in words as it is typed, and an amount above
 * the question's soft limit (batas_wajar) asked about before it is taken, the confirmation sent
 * with the answer (dikonfirmasi_surveyor).
 */

const TITLE = 'Jumlah ini di atas batas wajar. Apakah sudah benar?';
const CONFIRMED = 'Jumlah di atas batas wajar ini sudah Anda konfirmasi.';

const plain = { wajib: true, min: null, maks: null, pilihan: null, tampil_jika: null, peran_ekonomi: null, batas_wajar: null };
const questions: Question[] = [
  { ...plain, id: 51, kuesioner_id: 23, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', urutan: 1 },
  { ...plain, id: 52, kuesioner_id: 23, teks_pertanyaan: 'Belanja hari ini?', tipe_jawaban: 'nominal', urutan: 2, maks: 1_000_000_000_000, batas_wajar: 5_000_000 },
  { ...plain, id: 53, kuesioner_id: 23, teks_pertanyaan: 'Belanja oleh-oleh?', tipe_jawaban: 'nominal', urutan: 3 },
];
const limitBundle: OfflineBundle = {
  version: 'v-limit',
  events: [
    {
      id: 13,
      nama_event: 'Festival Lari',
      lokasi: 'Solo',
      tanggal_mulai: '2026-07-01',
      tanggal_selesai: '2026-07-01',
      status: 'aktif',
      kuesioner: [{ id: 23, event_id: 13, tipe_responden: 'Wisatawan', nama_kuesioner: 'Kuesioner untuk Wisatawan', target_sampel: null, versi_formulir: 'form-23-v1', pertanyaan: questions }],
    },
  ],
};

const accept = () => json(201, { message: 'ok', id: 9, duplicate: false });
const belanja = () => screen.getByLabelText<HTMLInputElement>('2. Belanja hari ini? (Rupiah)');
const oleh = () => screen.getByLabelText<HTMLInputElement>('3. Belanja oleh-oleh? (Rupiah)');
const panel = () => screen.queryByRole('group', { name: TITLE });
const posted = (calls: ApiCall[]) => calls.find((call) => call.path === '/api/jawaban')?.body as { jawaban: unknown[] } | undefined;
/** What the screen reader reads after the field's name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function openLimitForm(post: (call: ApiCall) => Response | Promise<Response> = accept) {
  const calls = stubServer(post, limitBundle);
  const view = renderApp('/input-survei');
  await screen.findByRole('option', { name: 'Festival Lari' });
  await view.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Festival Lari');
  await view.user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Wisatawan');
  await view.user.type(await screen.findByLabelText('1. Asal kota?'), 'Solo');
  await view.user.type(oleh(), '150000');
  return { ...view, calls };
}

describe('survey form: amounts in words and the soft limit', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    storeSignedIn();
    stubScrollIntoView();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a nominal amount grouped and in words as it is typed, announced politely', async () => {
    const { user } = await openLimitForm();
    const block = belanja().closest<HTMLElement>('[data-question-id]');
    const words = within(block as HTMLElement).getByTestId('terbilang');
    expect(words.getAttribute('aria-live')).toBe('polite');
    expect(words.textContent).toBe('');

    await user.type(belanja(), '2500000');
    expect(belanja().value).toBe('2.500.000');
    expect(words.textContent).toBe('dua juta lima ratus ribu rupiah');
    expect(description(belanja())).toBe('dua juta lima ratus ribu rupiah');
    await user.type(belanja(), '000');
    expect(belanja().value).toBe('2.500.000.000');
    expect(words.textContent).toBe('dua miliar lima ratus juta rupiah');
    await user.clear(belanja());
    await user.type(belanja(), '999999999999999');
    expect(words.textContent).toBe(
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan rupiah',
    );
    await user.clear(belanja());
    expect(words.textContent).toBe('');
    expect(belanja().getAttribute('aria-describedby')).toBeNull();
  });

  it('asks when the surveyor moves on from an amount above the limit: "Ubah" goes back, "Ya, benar" submits with the flag', async () => {
    const { user, calls } = await openLimitForm();
    await user.type(belanja(), '2500000000');
    // Never while typing.
    expect(panel()).toBeNull();
    await user.tab();

    const asked = panel() as HTMLElement;
    expect(asked).toBeTruthy();
    expect(within(asked).getByText('Rp 2.500.000.000')).toBeTruthy();
    expect(within(asked).getByText('dua miliar lima ratus juta rupiah')).toBeTruthy();
    expect(within(asked).getByText('Batas wajar: Rp 5.000.000')).toBeTruthy();

    await user.click(within(asked).getByRole('button', { name: 'Ubah' }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(belanja());

    await user.tab();
    await user.click(within(panel() as HTMLElement).getByRole('button', { name: 'Ya, benar' }));
    expect(panel()).toBeNull();
    const note = screen.getByText(CONFIRMED);
    expect(document.activeElement).toBe(note);

    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    expect(posted(calls)?.jawaban).toEqual([
      { pertanyaan_id: 51, isi_jawaban: 'Solo' },
      { pertanyaan_id: 52, isi_jawaban: '2500000000', dikonfirmasi_surveyor: true },
      { pertanyaan_id: 53, isi_jawaban: '150000' },
    ]);
  });

  it('holds the submit on an amount above the limit, focuses the question, and sends once confirmed', async () => {
    const { user, calls } = await openLimitForm();
    await user.type(belanja(), '2500000000');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    const asked = panel() as HTMLElement;
    expect(asked).toBeTruthy();
    expect(document.activeElement).toBe(asked);
    expect(posted(calls)).toBeUndefined();
    expect(await deviceDb().outbox.count()).toBe(0);

    await user.click(within(asked).getByRole('button', { name: 'Ya, benar' }));
    await screen.findByText('Jawaban terkirim ke server.');
    expect(posted(calls)?.jawaban).toContainEqual({ pertanyaan_id: 52, isi_jawaban: '2500000000', dikonfirmasi_surveyor: true });
  });

  it('asks again when a confirmed amount changes', async () => {
    const { user, calls } = await openLimitForm();
    await user.type(belanja(), '2500000000');
    await user.tab();
    await user.click(within(panel() as HTMLElement).getByRole('button', { name: 'Ya, benar' }));
    expect(screen.getByText(CONFIRMED)).toBeTruthy();

    await user.type(belanja(), '0');
    expect(screen.queryByText(CONFIRMED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(within(panel() as HTMLElement).getByText('Rp 25.000.000.000')).toBeTruthy();
    expect(posted(calls)).toBeUndefined();

    // "Ubah" from a held submit: back to the field, and the next press asks again.
    await user.click(screen.getByRole('button', { name: 'Ubah' }));
    expect(document.activeElement).toBe(belanja());
    expect(posted(calls)).toBeUndefined();
    await user.clear(belanja());
    await user.type(belanja(), '3000000');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    expect(posted(calls)?.jawaban).toContainEqual({ pertanyaan_id: 52, isi_jawaban: '3000000' });
  });

  it('does not ask below the limit, at the limit, above the hard maximum (an error) or on a question without one', async () => {
    const { user, calls } = await openLimitForm();
    await user.type(belanja(), '2000000000000');
    await user.tab();
    expect(panel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(screen.getByText('Jawaban paling besar Rp 1.000.000.000.000.')).toBeTruthy();
    expect(panel()).toBeNull();
    await user.clear(belanja());
    await user.type(belanja(), '5000000');
    await user.tab();
    await user.clear(oleh());
    await user.type(oleh(), '900000000000');
    await user.tab();
    expect(panel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    expect(posted(calls)?.jawaban).toEqual([
      { pertanyaan_id: 51, isi_jawaban: 'Solo' },
      { pertanyaan_id: 52, isi_jawaban: '5000000' },
      { pertanyaan_id: 53, isi_jawaban: '900000000000' },
    ]);
  });

  it('keeps the confirmation in the draft after a reload and in the outbox when offline', async () => {
    const first = await openLimitForm(() => networkFailure());
    await first.user.type(belanja(), '2500000000');
    await first.user.tab();
    await first.user.click(within(panel() as HTMLElement).getByRole('button', { name: 'Ya, benar' }));
    await waitFor(async () => expect((await deviceDb().drafts.toArray())[0]?.dikonfirmasi).toEqual({ 52: '2500000000' }));
    first.unmount();

    const { user } = renderApp('/input-survei');
    expect(await screen.findByText(CONFIRMED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
    const [item] = await deviceDb().outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', jawaban: expect.arrayContaining([{ pertanyaan_id: 52, isi_jawaban: '2500000000', dikonfirmasi_surveyor: true }]) });
  });
});
