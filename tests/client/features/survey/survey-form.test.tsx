import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWilayahList } from '../../../../src/client/lib/wilayah/load-wilayah-list';
import { deviceDb } from '../../../../src/client/offline/runtime';
import { deferred, json, networkFailure } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn, surveyor } from '../../helpers/users';
import { fillAll, openForm, settingsBundle, stubScrollIntoView, stubServer, TIKET } from './survey-fixtures';

describe('survey form for the surveyor', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    storeSignedIn();
    stubScrollIntoView();
  });
  afterEach(() => vi.restoreAllMocks());

  it('cascades event, respondent type and questions from the device, and resets on a new event', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    expect(screen.queryByLabelText('Pilih Tipe Responden')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await user.type(await screen.findByLabelText('1. Asal kota?'), 'Solo');

    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Voli Pantai');
    expect((screen.getByLabelText('Pilih Tipe Responden') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByLabelText('1. Asal kota?')).toBeNull();
    expect(screen.getByText('Event ini belum memiliki kuesioner.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(screen.getByLabelText('Pilih Tipe Responden'), 'Penonton');
    expect((await screen.findByLabelText<HTMLTextAreaElement>('1. Asal kota?')).value).toBe('');
  });

  it('takes digits only for angka and shows nominal as Rupiah while storing digits', async () => {
    const calls = stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await fillAll(user);
    const angka = screen.getByLabelText<HTMLInputElement>('2. Berapa malam?');
    await user.clear(angka);
    await user.type(angka, '1a2-');
    expect(angka.value).toBe('12');
    const nominal = screen.getByLabelText<HTMLInputElement>('3. Pengeluaran? (Rupiah)');
    await user.clear(nominal);
    await user.type(nominal, '0015000');
    expect(nominal.value).toBe('15.000');

    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    const post = calls.find((call) => call.path === '/api/jawaban');
    expect(post?.body).toMatchObject({
      kuesionerId: 20,
      jawaban: [
        { pertanyaan_id: 31, isi_jawaban: 'Bandung' },
        { pertanyaan_id: 32, isi_jawaban: '12' },
        { pertanyaan_id: 33, isi_jawaban: '15000' },
        { pertanyaan_id: 34, isi_jawaban: 'Ya' },
      ],
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires every question and keeps the answers when some are missing', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await user.type(await screen.findByLabelText('1. Asal kota?'), 'Bandung');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toMatch(/Semua pertanyaan wajib dijawab/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('Bandung');
    expect(await deviceDb().outbox.count()).toBe(0);
  });

  it('saves on the device when there is no network, says so, clears the answers and shows the queue', async () => {
    stubServer(() => networkFailure());
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('');
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('1'));
    const queue = screen.getByRole('region', { name: 'Antrean Data' });
    expect(within(queue).getByText('Menunggu')).toBeTruthy();
    const [item] = await deviceDb().outbox.toArray();
    // The version of the form it was filled on goes with it, so the server judges it by that form.
    expect(item).toMatchObject({ status: 'pending', userId: surveyor.id, kuesionerId: 20, namaEvent: 'Maraton Kota', versiFormulir: 'form-20-v1' });
  });

  it('says "queued" while the server has not confirmed the survey, then "sent" once it has, in the same dialog', async () => {
    const confirmation = deferred();
    stubServer(() => confirmation.answer);
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tersimpan di perangkat' });
    expect(dialog.textContent).toContain('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');
    const [waiting] = await deviceDb().outbox.toArray();
    expect(waiting).toMatchObject({ status: 'pending' });

    confirmation.release(json(201, { message: 'ok', id: 5, duplicate: false }));
    expect((await screen.findByRole('dialog', { name: 'Berhasil!' })).textContent).toContain('Jawaban terkirim ke server.');
    const [sent] = await deviceDb().outbox.toArray();
    expect(sent).toMatchObject({ status: 'sent', serverId: 5 });
    expect(sent).not.toHaveProperty('jawaban');
  });

  it('shows the server message when the server refuses, and keeps the survey in the queue', async () => {
    stubServer(() => json(400, { message: 'Pertanyaan "Puas?" wajib dijawab.', code: 'VALIDATION_ERROR' }));
    const { user } = await openForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText(/Jawaban ditolak server: Pertanyaan "Puas\?" wajib dijawab\./);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const queue = screen.getByRole('region', { name: 'Antrean Data' });
    expect(await within(await within(queue).findByRole('list')).findByText('Gagal')).toBeTruthy();
    expect((await deviceDb().outbox.toArray())[0].status).toBe('failed');
  });

  it('restores the draft after the page is opened again', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const first = await openForm();
    await first.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
    await first.user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
    await first.user.type(await screen.findByLabelText('1. Asal kota?'), 'Medan');
    await waitFor(async () => expect((await deviceDb().drafts.get(surveyor.id))?.answers).toEqual({ 31: 'Medan' }));
    first.unmount();

    await openForm();
    expect(await screen.findByText('Draf jawaban sebelumnya dipulihkan.')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLTextAreaElement>('1. Asal kota?')).value).toBe('Medan');
  });

  it('keeps the answers on screen and says why when the device refuses to store them', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }));
    const { user } = await openForm();
    await fillAll(user);
    vi.spyOn(deviceDb().outbox, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect((await screen.findByText(/ruang penyimpanan perangkat penuh/)).textContent).toMatch(/Jawaban tetap ada di layar/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Asal kota?').value).toBe('Bandung');
    expect(await deviceDb().outbox.count()).toBe(0);
  });
});

/** The numbered questions on screen, in order, as the surveyor reads them. */
function shownTitles(): string[] {
  return [...document.querySelectorAll('form legend, form label')]
    .map((element) => element.textContent ?? '')
    .filter((text) => /^\d+\. /.test(text));
}

/** The block of one question: its fieldset, or the div around its label. */
function questionBlock(title: RegExp): HTMLElement {
  const legend = screen.queryByRole('group', { name: title });
  if (legend) return legend;
  const label = screen.getAllByText(title, { selector: 'label' })[0];
  return label.parentElement as HTMLElement;
}

const radioNames = (container: HTMLElement) => within(container).queryAllByRole('radio').map((radio) => radio.parentElement?.textContent);

async function openSettingsForm() {
  const view = renderApp('/input-survei');
  await screen.findByRole('option', { name: 'Mandalika Run' });
  await view.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Mandalika Run');
  await view.user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Wisatawan');
  await screen.findByRole('group', { name: /^1\. Kategori tiket\?/ });
  return view;
}

/** The region search box, shown once the list has loaded. */
const regionSearch = () => screen.findByLabelText('2. Asal daerah?');

/** Types into the region search once the list has loaded, and picks the result whose name starts so. */
async function pickRegion(user: ReturnType<typeof renderApp>['user'], query: string, name: string) {
  await user.type(await regionSearch(), query);
  await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
}

describe('survey form: choices, regions, optional, limited and show-if questions', () => {
  // The region list is parsed once, before these tests (its first parse reads the whole CSV
  // chunk): each test then waits only for its own screen.
  beforeAll(async () => {
    await loadWilayahList();
  });
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    storeSignedIn();
    stubScrollIntoView();
  });

  it('numbers the shown questions, marks the optional ones and gives a search box only to a long choice', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    await openSettingsForm();

    expect(shownTitles()).toEqual([
      '1. Kategori tiket?',
      '2. Asal daerah?',
      '3. Menginap di hotel?',
      '4. Kendaraan?(opsional)',
      '5. Saran?(opsional)',
    ]);
    const tiket = questionBlock(/Kategori tiket/);
    expect(radioNames(tiket)).toEqual(TIKET);
    expect(within(tiket).getByRole('searchbox', { name: 'Cari pilihan' })).toBeTruthy();
    const kendaraan = questionBlock(/Kendaraan/);
    expect(radioNames(kendaraan)).toEqual(['Mobil', 'Motor', 'Bus']);
    expect(within(kendaraan).queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('searchbox', { name: 'Cari pilihan' })).toHaveLength(1);
    expect(screen.queryByText(/Isi harus antara/)).toBeNull();
  });

  it('filters a long choice by the search and keeps the chosen option in sight whatever is typed', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    const { user } = await openSettingsForm();
    const tiket = questionBlock(/Kategori tiket/);
    const search = within(tiket).getByRole('searchbox', { name: 'Cari pilihan' });

    await user.type(search, 'zzz');
    expect(radioNames(tiket)).toEqual([]);
    expect(within(tiket).getByText('Tidak ada pilihan yang cocok.')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'TRIBUN');
    expect(radioNames(tiket)).toEqual(['Tribun Utara', 'Tribun Selatan', 'Tribun Timur', 'Tribun Barat']);
    await user.click(within(tiket).getByRole('radio', { name: 'Tribun Timur' }));

    await user.clear(search);
    await user.type(search, 'vip');
    expect(radioNames(tiket)).toEqual(['VIP', 'VVIP', 'Tribun Timur']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(radioNames(tiket)).toEqual(['Tribun Timur']);
    expect(within(tiket).getByRole<HTMLInputElement>('radio', { name: 'Tribun Timur' }).checked).toBe(true);
    expect(within(tiket).queryByText('Tidak ada pilihan yang cocok.')).toBeNull();
  });

  it('shows a show-if question only for its answer, renumbers, and hints and checks its limits', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    const { user } = await openSettingsForm();
    expect(screen.queryByText(/Berapa malam\?/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    expect(shownTitles()).toEqual([
      '1. Kategori tiket?',
      '2. Asal daerah?',
      '3. Menginap di hotel?',
      '4. Berapa malam?',
      '5. Kendaraan?(opsional)',
      '6. Saran?(opsional)',
    ]);
    const malam = questionBlock(/^4\. Berapa malam\?/);
    expect(within(malam).getByText('Isi harus antara 1 dan 30.')).toBeTruthy();

    await user.type(screen.getByLabelText('4. Berapa malam?'), '31');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    const error = within(malam).getByText('Jawaban harus antara 1 dan 30.');
    expect(screen.getByLabelText('4. Berapa malam?').getAttribute('aria-describedby')).toBe(error.id);
    // The two required questions left empty; the optional ones are not asked for.
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(2);
    expect(within(questionBlock(/Kategori tiket/)).getByText('Pertanyaan ini wajib dijawab.')).toBeTruthy();
    expect(within(questionBlock(/Kendaraan/)).queryByText('Pertanyaan ini wajib dijawab.')).toBeNull();
    expect(within(questionBlock(/Saran/)).queryByText('Pertanyaan ini wajib dijawab.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/Semua pertanyaan wajib dijawab/);

    // A marked answer is checked again as it changes: the error goes once it is right.
    const nights = screen.getByLabelText('4. Berapa malam?');
    await user.clear(nights);
    await user.type(nights, '0');
    expect(within(malam).getByText('Jawaban harus antara 1 dan 30.')).toBeTruthy();
    await user.clear(nights);
    await user.type(nights, '30');
    expect(within(malam).queryByText('Jawaban harus antara 1 dan 30.')).toBeNull();
    expect(nights.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Festival' }));
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(1);

    await user.type(nights, '1');
    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    expect(screen.queryByLabelText('4. Berapa malam?')).toBeNull();
    expect(screen.queryByText('Jawaban harus antara 1 dan 30.')).toBeNull();
    expect(shownTitles()[3]).toBe('4. Kendaraan?(opsional)');

    await user.click(screen.getByRole('radio', { name: 'Bus' }));
    expect(shownTitles()).toEqual([
      '1. Kategori tiket?',
      '2. Asal daerah?',
      '3. Menginap di hotel?',
      '4. Kendaraan?(opsional)',
      '5. Nama perusahaan bus?',
      '6. Saran?(opsional)',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Mobil' }));
    expect(screen.queryByText(/Nama perusahaan bus\?/)).toBeNull();
    expect(await deviceDb().outbox.count()).toBe(0);
  });

  it('finds "Kabupaten Lombok Tengah" by typing "lombok" and sends 52.02, leaving out hidden and empty optional answers', async () => {
    const calls = stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    const { user } = await openSettingsForm();

    await user.click(screen.getByRole('radio', { name: 'VIP' }));
    await user.type(await regionSearch(), 'lombok');
    expect(screen.getByText('4 wilayah ditemukan.')).toBeTruthy();
    const asal = questionBlock(/^2\. Asal daerah\?/);
    const found = within(asal).getAllByRole('button').map((button) => button.textContent);
    expect(found).toContain('Kabupaten Lombok TengahNusa Tenggara Barat');
    await user.click(within(asal).getByRole('button', { name: /^Kabupaten Lombok Tengah/ }));
    expect(within(asal).getByText('Kabupaten Lombok Tengah, Nusa Tenggara Barat')).toBeTruthy();
    expect(within(asal).getByRole('button', { name: 'Ganti' })).toBeTruthy();
    expect(within(asal).queryByRole('searchbox')).toBeNull();

    // Answered, then hidden: the answer to "Berapa malam?" must not be sent.
    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    await user.type(screen.getByLabelText('4. Berapa malam?'), '3');
    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    await user.click(screen.getByRole('radio', { name: 'Motor' }));
    await user.type(screen.getByLabelText('5. Saran?(opsional)'), '   ');

    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban terkirim ke server.');
    const post = calls.find((call) => call.path === '/api/jawaban');
    expect(post?.body).toHaveProperty('jawaban', [
      { pertanyaan_id: 41, isi_jawaban: 'VIP' },
      { pertanyaan_id: 42, isi_jawaban: '52.02' },
      { pertanyaan_id: 43, isi_jawaban: 'Tidak' },
      { pertanyaan_id: 45, isi_jawaban: 'Motor' },
    ]);
  });

  it('changes a chosen region to abroad and keeps every shown answer in the outbox', async () => {
    stubServer(() => networkFailure(), settingsBundle);
    const { user } = await openSettingsForm();

    await user.click(within(questionBlock(/Kategori tiket/)).getByRole('radio', { name: 'Undangan' }));
    await pickRegion(user, 'kota mataram', 'Kota Mataram');
    const asal = questionBlock(/^2\. Asal daerah\?/);
    expect(within(asal).getByText('Kota Mataram, Nusa Tenggara Barat')).toBeTruthy();
    await user.click(within(asal).getByRole('button', { name: 'Ganti' }));
    await user.type(screen.getByLabelText('2. Asal daerah?'), 'qwxz');
    expect(within(asal).getByText('Tidak ada wilayah yang cocok.')).toBeTruthy();
    await user.click(within(asal).getByRole('button', { name: 'Luar negeri' }));
    expect(within(asal).getByText('Luar Negeri')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    await user.type(screen.getByLabelText('4. Berapa malam?'), '30');
    await user.click(screen.getByRole('radio', { name: 'Bus' }));
    await user.type(await screen.findByLabelText('6. Nama perusahaan bus?'), 'Damri');
    await user.type(screen.getByLabelText('7. Saran?(opsional)'), 'Tambah toilet');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await screen.findByText('Jawaban disimpan di perangkat ini dan akan dikirim otomatis saat ada koneksi.');

    const [item] = await deviceDb().outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', kuesionerId: 22, namaEvent: 'Mandalika Run', tipeResponden: 'Wisatawan' });
    expect(item.status === 'sent' ? null : item.jawaban).toEqual([
      { pertanyaan_id: 41, isi_jawaban: 'Undangan' },
      { pertanyaan_id: 42, isi_jawaban: 'LN' },
      { pertanyaan_id: 43, isi_jawaban: 'Ya' },
      { pertanyaan_id: 44, isi_jawaban: '30' },
      { pertanyaan_id: 45, isi_jawaban: 'Bus' },
      { pertanyaan_id: 46, isi_jawaban: 'Damri' },
      { pertanyaan_id: 47, isi_jawaban: 'Tambah toilet' },
    ]);
  });

  it('starts the searches afresh for the next respondent once a survey is saved', async () => {
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    const { user } = await openSettingsForm();
    const search = () => within(questionBlock(/Kategori tiket/)).getByRole<HTMLInputElement>('searchbox', { name: 'Cari pilihan' });

    await user.type(search(), 'pelajar');
    await user.click(screen.getByRole('radio', { name: 'Pelajar' }));
    await pickRegion(user, 'lombok', 'Kabupaten Lombok Utara');
    await user.click(within(questionBlock(/Asal daerah/)).getByRole('button', { name: 'Ganti' }));
    await user.type(screen.getByLabelText('2. Asal daerah?'), 'bima');
    await user.click(screen.getByRole('button', { name: /^Kota Bima/ }));
    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    expect(search().value).toBe('');
    expect(radioNames(questionBlock(/Kategori tiket/))).toEqual(TIKET);
    expect(screen.getByLabelText<HTMLInputElement>('2. Asal daerah?').value).toBe('');
    expect(within(questionBlock(/Asal daerah/)).queryByRole('button', { name: /^Kota Bima/ })).toBeNull();
  });

  it('refuses a restored answer that is no longer an option or a known region, and stores nothing', async () => {
    await deviceDb().drafts.put({
      userId: surveyor.id,
      eventId: 12,
      kuesionerId: 22,
      answers: { 41: 'Gold', 42: '99.99', 43: 'Tidak' },
      updatedAt: new Date().toISOString(),
    });
    stubServer(() => json(201, { message: 'ok', id: 1, duplicate: false }), settingsBundle);
    const { user } = renderApp('/input-survei');
    expect(await screen.findByText('Draf jawaban sebelumnya dipulihkan.')).toBeTruthy();
    await screen.findByRole('group', { name: /^1\. Kategori tiket\?/ });
    const asal = questionBlock(/^2\. Asal daerah\?/);
    await within(asal).findByRole('button', { name: 'Ganti' });

    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(within(questionBlock(/Kategori tiket/)).getByText('Jawaban harus salah satu pilihan yang tersedia.')).toBeTruthy();
    expect(within(asal).getByText('Jawaban berisi kode wilayah 99.99 yang tidak dikenal.')).toBeTruthy();
    expect(await deviceDb().outbox.count()).toBe(0);
  });
});
