import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../helpers/fake-api';
import { admin, instansi } from '../../helpers/users';
import { makeDetail, makeList, makeRespons, openDataSurvei } from './responses-fixtures';

/** The version name as the offline bundle gives it (a hash of the questions, 22 characters). */
const VERSI = 'f3Kq9ZbT0xLmA7uVw2Rc4Q';
const older = makeRespons({ id: 104, versi_lama: VERSI });

/** The Data Survei page of event 1 with one response judged by an older form and one judged by the form as it is. */
function open(user: typeof admin) {
  return openDataSurvei(user, {
    list: () => json(200, makeList([older, makeRespons()])),
    more: {
      'GET /api/respons/104': () => json(200, makeDetail(older)),
      'GET /api/respons/104/riwayat': () => json(200, { data: [] }),
    },
  });
}

const rowOf = (id: number) => screen.getByRole('button', { name: `Lihat detail data #${id}`, hidden: true }).closest('tr') as HTMLElement;

/** The summary's value for `term`, as the reader sees it. */
const valueOf = (dialog: HTMLElement, term: string) =>
  [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('Data Survei: a response judged by an older form version', () => {
  it('is marked in its row, and the others are not', async () => {
    open(admin);

    await screen.findByRole('button', { name: 'Lihat detail data #104' });
    expect(within(rowOf(104)).getByText('Versi formulir lama')).toBeTruthy();
    expect(within(rowOf(101)).queryByText('Versi formulir lama')).toBeNull();
  });

  it('says in the detail which version judged it and that its rules were that form\'s, and where an Admin finds the versions', async () => {
    const { user } = open(admin);

    await user.click(await screen.findByRole('button', { name: 'Lihat detail data #104' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Survei #104' });
    expect(valueOf(dialog, 'Versi formulir')).toBe(
      'Versi formulir lama' +
        `Data ini diisi dengan versi formulir lama ${VERSI} yang dibagikan ke perangkat surveyor, bukan dengan formulir yang berlaku saat ` +
        'data ini diterima. Jawabannya diperiksa dengan aturan versi lama itu (batas nilai, pilihan jawaban, dan pertanyaan wajibnya); ' +
        'pertanyaan yang ditambahkan sesudahnya tidak diwajibkan. Bila versi itu sudah ditarik saat data ini diterima, aturan formulir ' +
        'sekarang yang dipakai, tanpa mewajibkan pertanyaan yang tidak wajib di versi itu.' +
        'Daftar versi kuesioner ini ada di Perancangan Kuesioner, panel Versi Formulir.',
    );
  });

  it('tells Instansi what the mark means, without pointing to the designer it cannot open', async () => {
    const { user } = open(instansi);

    await user.click(await screen.findByRole('button', { name: 'Lihat detail data #104' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Survei #104' });
    const value = valueOf(dialog, 'Versi formulir');
    expect(value).toContain(`versi formulir lama ${VERSI}`);
    expect(value).not.toContain('Perancangan Kuesioner');
  });

  it('has no such line for a response judged by the form as it was when it arrived', async () => {
    const { user } = open(admin);

    await user.click(await screen.findByRole('button', { name: 'Lihat detail data #101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Survei #101' });
    expect(valueOf(dialog, 'Tipe responden')).toBe('Penonton');
    expect(valueOf(dialog, 'Versi formulir')).toBeUndefined();
    expect(within(dialog).queryByText('Versi formulir lama')).toBeNull();
  });
});
