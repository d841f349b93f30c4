import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceDb } from '../../../../src/client/offline/runtime';
import { json } from '../../helpers/fake-api';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn } from '../../helpers/users';
import { openForm, settingsBundle, stubScrollIntoView, stubServer } from './survey-fixtures';

const BANNER = 'Semua pertanyaan wajib dijawab dengan benar. Periksa isian yang ditandai.';
const accept = () => json(201, { message: 'ok', id: 1, duplicate: false });

async function openPenonton() {
  const view = await openForm();
  await view.user.selectOptions(screen.getByLabelText('Pilih Event'), 'Maraton Kota');
  await view.user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Penonton');
  await screen.findByLabelText('1. Asal kota?');
  return view;
}

/** What the form brought into view: the block of a question, with its number and text. */
const scrolledTo = (scroll: ReturnType<typeof stubScrollIntoView>) =>
  scroll.mock.contexts.map((element) => (element as HTMLElement).querySelector('legend, label')?.textContent);

describe('survey form: guiding the surveyor to what is missing', () => {
  let scroll: ReturnType<typeof stubScrollIntoView>;
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
    storeSignedIn();
    scroll = stubScrollIntoView();
  });

  it('clears each error as its answer becomes valid, and the summary banner with the last one', async () => {
    stubServer(accept);
    const { user } = await openPenonton();
    await user.type(screen.getByLabelText('1. Asal kota?'), 'Bandung');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(BANNER);

    await user.type(screen.getByLabelText('2. Berapa malam?'), '2');
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(2);
    expect(screen.getByLabelText('2. Berapa malam?').getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText('3. Pengeluaran? (Rupiah)'), '50000');
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(1);
    expect(screen.getByText(BANNER)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    expect(screen.queryByText('Pertanyaan ini wajib dijawab.')).toBeNull();
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves focus and scroll to the first wrong question in question order, again on every refused submit', async () => {
    stubServer(accept);
    const { user } = await openPenonton();
    await user.type(screen.getByLabelText('3. Pengeluaran? (Rupiah)'), '50000');
    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(document.activeElement).toBe(screen.getByLabelText('1. Asal kota?'));
    expect(scrolledTo(scroll)).toEqual(['1. Asal kota?']);

    await user.type(screen.getByLabelText('1. Asal kota?'), 'Bandung');
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(document.activeElement).toBe(screen.getByLabelText('2. Berapa malam?'));
    expect(scrolledTo(scroll)).toEqual(['1. Asal kota?', '2. Berapa malam?']);
    expect(await deviceDb().outbox.count()).toBe(0);
  });

  it('focuses the first option of a wrong choice question', async () => {
    stubServer(accept, settingsBundle);
    const { user } = renderApp('/input-survei');
    await screen.findByRole('option', { name: 'Mandalika Run' });
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Mandalika Run');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Wisatawan');
    const tiket = await screen.findByRole('group', { name: /^1\. Kategori tiket\?/ });
    await user.click(screen.getByRole('button', { name: 'Kirim Jawaban' }));
    expect(document.activeElement).toBe(within(tiket).getByRole('radio', { name: 'Reguler' }));
    expect(scroll.mock.contexts).toEqual([tiket]);
  });

  it('counts the answered questions among those shown: "0 dari 4 terjawab", then "1 dari 4 terjawab"', async () => {
    stubServer(accept);
    const { user } = await openPenonton();
    expect(screen.getByText('0 dari 4 terjawab')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '0 dari 4 terjawab' });
    expect(bar.getAttribute('value')).toBe('0');
    expect(bar.getAttribute('max')).toBe('4');

    await user.type(screen.getByLabelText('1. Asal kota?'), 'Bandung');
    expect(screen.getByText('1 dari 4 terjawab')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '1 dari 4 terjawab' }).getAttribute('value')).toBe('1');
    await user.clear(screen.getByLabelText('1. Asal kota?'));
    expect(screen.getByText('0 dari 4 terjawab')).toBeTruthy();
  });

  it('counts a question shown by an answer, and stops counting it once hidden', async () => {
    stubServer(accept, settingsBundle);
    const { user } = renderApp('/input-survei');
    await screen.findByRole('option', { name: 'Mandalika Run' });
    await user.selectOptions(screen.getByLabelText('Pilih Event'), 'Mandalika Run');
    await user.selectOptions(await screen.findByLabelText('Pilih Tipe Responden'), 'Wisatawan');
    expect(await screen.findByText('0 dari 5 terjawab')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Ya' }));
    expect(screen.getByText('1 dari 6 terjawab')).toBeTruthy();
    await user.type(screen.getByLabelText('4. Berapa malam?'), '2');
    expect(screen.getByText('2 dari 6 terjawab')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Tidak' }));
    expect(screen.getByText('1 dari 5 terjawab')).toBeTruthy();
  });

  it('gives the questions 16 px semibold labels and a full-width, tall, large submit button', async () => {
    stubServer(accept);
    await openPenonton();
    expect(screen.getByText('1. Asal kota?').className).toContain('text-base');
    expect(screen.getByText('1. Asal kota?').className).toContain('font-semibold');
    expect(screen.getByText('4. Puas?').className).toContain('text-base');
    const submit = screen.getByRole('button', { name: 'Kirim Jawaban' });
    expect(submit.className.split(' ')).toEqual(expect.arrayContaining(['w-full', 'min-h-13!', 'text-lg!']));
  });
});
