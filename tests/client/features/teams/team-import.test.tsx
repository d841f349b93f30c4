import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamImportResult } from '../../../../src/shared/schemas/teams';
import { json } from '../../helpers/fake-api';
import { openTeam, sent } from './team-fixtures';

const PATH = '/api/events/1/tim/impor';

const RESULT: TeamImportResult = {
  message: '4 dari 5 orang diproses.',
  hasil: [
    { baris: 1, nama: 'Rina Baru', email: 'rina@example.com', status: 'dibuat', password_sekali: 'kuda-laut-9182' },
    { baris: 2, nama: 'Sari Baru', email: 'sari@example.com', status: 'diundang', tautan: 'https://sis.example.id/gabung/PRIBADI234567ABCD' },
    { baris: 3, nama: 'Eko Jatim', email: 'eko@example.com', status: 'ditambahkan' },
    { baris: 4, nama: 'Dewi Lapangan', email: 'dewi@example.com', status: 'sudah_anggota' },
    { baris: 5, nama: 'Hana Instansi', email: 'hana@example.com', status: 'ditolak', alasan: 'Email ini milik akun Instansi.' },
  ],
};

const section = () => screen.getByRole('region', { name: 'Impor dari CSV' });
const rowOf = (line: number) => within(screen.getByRole('table', { name: 'Hasil impor per baris' })).getAllByRole('row')[line];

describe('Impor dari CSV on the team screen', () => {
  it('sends the list with the chosen way, then tells line by line what became of it, first passwords and links said to be shown once', async () => {
    const { user, calls } = openTeam({ [`POST ${PATH}`]: () => json(200, RESULT) });
    await screen.findByRole('heading', { name: 'Impor dari CSV' });
    const csv = 'nama,email\nRina Baru,rina@example.com\nSari Baru;sari@example.com';

    await user.type(within(section()).getByLabelText('Daftar nama dan email'), csv);
    await user.click(within(section()).getByRole('radio', { name: /Kirim tautan undangan pribadi/ }));
    await user.click(within(section()).getByRole('button', { name: 'Impor' }));

    expect(await within(section()).findByText('4 dari 5 orang diproses.')).toBeTruthy();
    expect(sent(calls, 'POST', PATH)[0].body).toEqual({ csv, cara: 'undangan' });
    expect(within(section()).getByText('Password awal dan tautan undangan di bawah hanya ditampilkan sekali.')).toBeTruthy();
    const expected = [
      ['Akun dibuat', 'kuda-laut-9182'],
      ['Undangan dibuat', 'https://sis.example.id/gabung/PRIBADI234567ABCD'],
      ['Ditambahkan ke tim', null],
      ['Sudah anggota', null],
      ['Ditolak', 'Email ini milik akun Instansi.'],
    ] as const;
    expected.forEach(([status, handOut], index) => {
      const row = rowOf(index + 1);
      expect(within(row).getByText(status)).toBeTruthy();
      if (handOut) expect(within(row).getByText(handOut)).toBeTruthy();
    });
    // The list is done: the box is empty for the next one.
    expect((within(section()).getByLabelText('Daftar nama dan email') as HTMLTextAreaElement).value).toBe('');

    await user.click(within(section()).getByRole('button', { name: 'Salin semua' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Rina Baru\trina@example.com\tkuda-laut-9182\nSari Baru\tsari@example.com\thttps://sis.example.id/gabung/PRIBADI234567ABCD',
    );
  });

  it('creates accounts with first passwords unless told otherwise, and reads a chosen .csv file into the box', async () => {
    const { user, calls } = openTeam({ [`POST ${PATH}`]: () => json(200, { message: '0 dari 0 orang diproses.', hasil: [] }) });
    await screen.findByRole('heading', { name: 'Impor dari CSV' });
    const content = 'Tono,tono@example.com\n';

    await user.upload(within(section()).getByLabelText('Pilih berkas CSV (opsional)'), new File([content], 'tim.csv', { type: 'text/csv' }));
    await waitFor(() => expect((within(section()).getByLabelText('Daftar nama dan email') as HTMLTextAreaElement).value).toBe(content));
    await user.click(within(section()).getByRole('button', { name: 'Impor' }));

    await waitFor(() => expect(sent(calls, 'POST', PATH)[0]?.body).toEqual({ csv: content, cara: 'password' }));
  });

  it('asks for a list before sending, and shows the server’s refusal', async () => {
    const { user, calls } = openTeam({
      [`POST ${PATH}`]: () =>
        json(400, { message: 'Paling banyak 200 orang sekali impor.', code: 'VALIDATION_ERROR', fields: { csv: 'Paling banyak 200 orang sekali impor.' } }),
    });
    await screen.findByRole('heading', { name: 'Impor dari CSV' });

    await user.click(within(section()).getByRole('button', { name: 'Impor' }));
    expect(within(section()).getByText('Isi CSV wajib diisi.')).toBeTruthy();
    expect(sent(calls, 'POST', PATH)).toHaveLength(0);

    await user.type(within(section()).getByLabelText('Daftar nama dan email'), 'Banyak,orang@example.com');
    await user.click(within(section()).getByRole('button', { name: 'Impor' }));
    expect((await within(section()).findByRole('alert')).textContent).toBe('Paling banyak 200 orang sekali impor.');
    expect(within(section()).getByLabelText('Daftar nama dan email').getAttribute('aria-invalid')).toBe('true');
  });
});
