import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueSurvey, type NewOutboxItem } from '../../../../src/client/offline/outbox';
import { deviceDb } from '../../../../src/client/offline/runtime';
import { type ApiCall, json, networkFailure } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { signedInOnDevice, surveyor } from '../../helpers/users';
import { openForm, stubServer } from './survey-fixtures';

const OFFLINE_REASON = 'Tidak ada koneksi internet. Data akan dikirim otomatis saat koneksi kembali.';

const penonton: NewOutboxItem = {
  userId: surveyor.id,
  eventId: 10,
  kuesionerId: 20,
  namaEvent: 'Maraton Kota',
  tipeResponden: 'Penonton',
  jawaban: [
    { pertanyaan_id: 31, isi_jawaban: 'Bandung' },
    { pertanyaan_id: 32, isi_jawaban: '2' },
    { pertanyaan_id: 33, isi_jawaban: '1500000' },
    { pertanyaan_id: 34, isi_jawaban: 'Ya' },
  ],
};

/** A survey of a form the newest bundle no longer has. */
const pedagang: NewOutboxItem = {
  userId: surveyor.id,
  eventId: 10,
  kuesionerId: 99,
  namaEvent: 'Maraton Kota',
  tipeResponden: 'Pedagang',
  jawaban: [{ pertanyaan_id: 77, isi_jawaban: 'Bakso' }],
};

/** The server's answer to a batch: every item stored. */
function storeAll(call: ApiCall): Response {
  const { items } = call.body as { items: { idempotencyKey: string }[] };
  return json(200, { results: items.map((item, index) => ({ idempotencyKey: item.idempotencyKey, status: 'created', id: 100 + index })) });
}

/** Saves surveys straight into the outbox, as an earlier visit of the form would have. */
async function queue(...surveys: [NewOutboxItem, string][]) {
  for (const [survey, at] of surveys) await enqueueSurvey(deviceDb(), survey, new Date(at));
}

const queuePanel = () => screen.getByRole('region', { name: 'Antrean Data' });
const sendNow = () => within(queuePanel()).getByRole<HTMLButtonElement>('button', { name: 'Kirim sekarang' });
const sentNotice = () => within(queuePanel()).getByRole('status');

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('survey screen: connection, queue and sending', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    await signedInOnDevice(surveyor);
  });

  it('shows online or offline in words and flips without a reload', async () => {
    stubServer(() => networkFailure());
    await openForm();
    const status = screen.getByRole('status', { name: 'Status koneksi' });
    expect(status.textContent).toBe('Online');

    goOffline(true);
    expect(status.textContent).toBe('Offline: survei disimpan di perangkat dan dikirim otomatis saat koneksi kembali.');
    goOffline(false);
    expect(status.textContent).toBe('Online');
  });

  it('disables "Kirim sekarang" offline and says why, tied to the button', async () => {
    stubServer(() => networkFailure());
    await openForm();
    await queue([penonton, '2026-05-10T12:00:00Z']);
    await waitFor(() => expect(sendNow().disabled).toBe(false));
    expect(screen.queryByText(OFFLINE_REASON)).toBeNull();

    goOffline(true);
    expect(sendNow().disabled).toBe(true);
    const reason = within(queuePanel()).getByText(OFFLINE_REASON);
    expect(sendNow().getAttribute('aria-describedby')).toBe(reason.id);

    goOffline(false);
    expect(sendNow().disabled).toBe(false);
    expect(sendNow().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(OFFLINE_REASON)).toBeNull();
  });

  it('tells queued surveys apart by type, time and first answers, and opens one to read all its answers', async () => {
    stubServer(() => networkFailure());
    const { user } = await openForm();
    await queue([penonton, '2026-05-10T12:00:00Z'], [pedagang, '2026-05-11T12:00:00Z']);
    await waitFor(() => expect(within(queuePanel()).getAllByRole('listitem')).toHaveLength(2));

    const [first, second] = within(queuePanel()).getAllByRole('listitem');
    expect(within(first).getByText('Penonton')).toBeTruthy();
    expect(first.textContent).toContain('Diisi 10 Mei 2026');
    const preview = () => [...first.querySelectorAll('dl > div')].map((line) => line.textContent);
    await waitFor(() => expect(preview()).toEqual(['Asal kota? Bandung', 'Berapa malam? 2', 'Pengeluaran? Rp 1.500.000']));
    expect(within(second).getByText('Pedagang')).toBeTruthy();
    expect(second.textContent).toContain('Diisi 11 Mei 2026');
    expect([...second.querySelectorAll('dl > div')].map((line) => line.textContent)).toEqual(['Pertanyaan #77: Bakso']);

    await user.click(within(first).getByRole('button', { name: 'Lihat jawaban' }));
    const dialog = screen.getByRole('dialog', { name: 'Jawaban survei' });
    expect(within(dialog).getByText('Maraton Kota · Penonton')).toBeTruthy();
    expect(dialog.textContent).toContain('Diisi 10 Mei 2026');
    const terms = within(dialog).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(dialog).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Asal kota?', 'Berapa malam?', 'Pengeluaran?', 'Puas?']);
    expect(definitions).toEqual(['Bandung', '2', 'Rp 1.500.000', 'Ya']);
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "2 survei terkirim" after "Kirim sekarang" sent two', async () => {
    stubServer(storeAll);
    const { user } = await openForm();
    await queue([penonton, '2026-05-10T12:00:00Z'], [penonton, '2026-05-10T12:05:00Z']);
    await waitFor(() => expect(sendNow().disabled).toBe(false));
    expect(sentNotice().textContent).toBe('');

    await user.click(sendNow());
    await waitFor(() => expect(sentNotice().textContent).toBe('2 survei terkirim'));
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('0'));
  });

  it('says "2 survei terkirim" after the network came back and the queue went by itself', async () => {
    stubServer(storeAll);
    await openForm();
    await queue([penonton, '2026-05-10T12:00:00Z'], [pedagang, '2026-05-10T12:05:00Z']);
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('2'));

    goOffline(false);
    await waitFor(() => expect(sentNotice().textContent).toBe('2 survei terkirim'));
    expect(screen.getByTestId('pending-count').textContent).toBe('0');
  });

  it('says nothing of a press that sent nothing, and the item keeps its reason', async () => {
    stubServer(() => networkFailure());
    const { user } = await openForm();
    await queue([penonton, '2026-05-10T12:00:00Z']);
    await waitFor(() => expect(sendNow().disabled).toBe(false));

    await user.click(sendNow());
    expect(await within(queuePanel()).findByText('Belum terkirim: tidak ada koneksi ke server. Akan dicoba lagi otomatis.')).toBeTruthy();
    expect(sentNotice().textContent).toBe('');
    expect(screen.getByTestId('pending-count').textContent).toBe('1');
  });
});

describe('survey screen: the storage notice', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    await signedInOnDevice(surveyor);
  });

  function stubStorage(granted: boolean) {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => false, persist: async () => granted },
    });
    return () => Reflect.deleteProperty(navigator, 'storage');
  }

  it('tells what to do when the browser may delete the surveys', async () => {
    const restore = stubStorage(false);
    try {
      stubServer(() => networkFailure());
      renderApp('/input-survei');
      await screen.findByText('Penyimpanan perangkat: sementara. Browser dapat menghapus data bila ruang penuh; kirim data secepatnya.');
      const steps = screen.getByText('Agar data survei tidak hilang:').nextElementSibling as HTMLElement;
      expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
        'Kirim data setiap ada koneksi: tekan "Kirim sekarang" di Antrean Data.',
        'Jangan hapus data browser selama masih ada survei di antrean.',
        'Pasang aplikasi ini ke layar utama (menu browser, "Tambahkan ke layar utama") agar browser menyimpan datanya.',
        'Tidak bisa mengirim? Tekan "Ekspor JSON" di Antrean Data dan serahkan berkasnya ke admin.',
      ]);
    } finally {
      restore();
    }
  });

  it('says only that the storage is permanent when the browser agreed to keep it', async () => {
    const restore = stubStorage(true);
    try {
      stubServer(() => networkFailure());
      renderApp('/input-survei');
      await screen.findByText('Penyimpanan perangkat: permanen. Data survei tidak akan dihapus browser.');
      expect(screen.queryByText('Agar data survei tidak hilang:')).toBeNull();
    } finally {
      restore();
    }
  });
});
