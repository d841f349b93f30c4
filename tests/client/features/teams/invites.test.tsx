import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../helpers/fake-api';
import { makeInvite, openTeam, sent } from './team-fixtures';

const ACTIVE = makeInvite();
const SPENT = [
  makeInvite({ kode: 'BBBBCCCCDDDDEEEE', status: 'kedaluwarsa', jumlah_penggunaan: 0 }),
  makeInvite({ kode: 'CCCCDDDDEEEEFFFF', status: 'habis', jumlah_penggunaan: 20 }),
  makeInvite({ kode: 'DDDDEEEEFFFFGGGG', status: 'dicabut' }),
];

const invitesList = () => screen.findByRole('list', { name: 'Daftar undangan' });
const itemOf = (code: string) => screen.getByText(code).closest('li') as HTMLElement;

/** The device's date `days` from today, as a date field holds it. */
function localDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

describe('Undangan on the team screen', () => {
  it('lists each code in fours with its state in words, its end date and its uses; only a working one can be handed out', async () => {
    openTeam({ 'GET /api/events/1/undangan': () => json(200, [ACTIVE, ...SPENT]) });
    await invitesList();

    const active = itemOf('ABCD-EFGH-JKMN-PQRS');
    expect(within(active).getByText('Aktif')).toBeTruthy();
    expect(active.textContent).toContain('Berlaku sampai 10 Desember 2026');
    expect(active.textContent).toContain('3 / 20');
    for (const name of ['Salin Tautan', 'Tampilkan QR', 'Cetak QR', 'Cabut']) {
      expect(within(active).getByRole('button', { name: new RegExp(`^${name} ABCD-EFGH-JKMN-PQRS$`) })).toBeTruthy();
    }
    const states = [
      ['BBBB-CCCC-DDDD-EEEE', 'Kedaluwarsa'],
      ['CCCC-DDDD-EEEE-FFFF', 'Habis'],
      ['DDDD-EEEE-FFFF-GGGG', 'Dicabut'],
    ];
    for (const [code, words] of states) {
      expect(within(itemOf(code)).getByText(words)).toBeTruthy();
      expect(within(itemOf(code)).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('makes a code valid for a few days by default, then shows its QR at once', async () => {
    const created = makeInvite({ kode: 'NEWC0DE2345678AB', jumlah_penggunaan: 0, maks_penggunaan: 35 });
    const { user, calls } = openTeam({ 'POST /api/events/1/undangan': () => json(201, created) });
    await screen.findByText('Belum ada undangan untuk event ini.');

    await user.click(screen.getByRole('button', { name: 'Buat Undangan' }));
    const form = screen.getByRole('dialog', { name: 'Buat Undangan' });
    expect((within(form).getByLabelText('Berlaku sampai') as HTMLInputElement).value).toBe(localDateIn(3));
    const uses = within(form).getByLabelText('Batas penggunaan');
    await user.clear(uses);
    await user.type(uses, '35');
    await user.click(within(form).getByRole('button', { name: 'Buat' }));

    const qr = await screen.findByRole('dialog', { name: 'QR Undangan' });
    expect(sent(calls, 'POST', '/api/events/1/undangan')[0].body).toEqual({ berlaku_sampai: localDateIn(3), maks_penggunaan: 35 });
    const image = within(qr).getByRole('img', { name: 'QR undangan NEWC-0DE2-3456-78AB' });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qr_svg)}`);
    expect(within(qr).getByText('NEWC-0DE2-3456-78AB')).toBeTruthy();
    expect(within(qr).getByText(created.tautan)).toBeTruthy();
    expect(within(qr).getByText('Surabaya Marathon')).toBeTruthy();
  });

  it('checks the use limit with the shared rules, and shows the server’s refusal under its field', async () => {
    const message = 'Tanggal berlaku tidak boleh sebelum hari ini.';
    const { user, calls } = openTeam({
      'POST /api/events/1/undangan': () => json(400, { message, code: 'VALIDATION_ERROR', fields: { berlaku_sampai: message } }),
    });
    await screen.findByText('Belum ada undangan untuk event ini.');
    await user.click(screen.getByRole('button', { name: 'Buat Undangan' }));
    const form = screen.getByRole('dialog', { name: 'Buat Undangan' });

    await user.clear(within(form).getByLabelText('Batas penggunaan'));
    await user.type(within(form).getByLabelText('Batas penggunaan'), '1001');
    await user.click(within(form).getByRole('button', { name: 'Buat' }));
    expect(within(form).getByText('Batas penggunaan paling banyak 1000.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/events/1/undangan')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Batas penggunaan'));
    await user.type(within(form).getByLabelText('Batas penggunaan'), '10');
    await user.click(within(form).getByRole('button', { name: 'Buat' }));
    const date = within(form).getByLabelText('Berlaku sampai');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('copies the link', async () => {
    const { user } = openTeam({ 'GET /api/events/1/undangan': () => json(200, [ACTIVE]) });
    await invitesList();

    await user.click(screen.getByRole('button', { name: 'Salin Tautan ABCD-EFGH-JKMN-PQRS' }));

    expect(await screen.findByText('Tautan ABCD-EFGH-JKMN-PQRS disalin.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ACTIVE.tautan);
  });

  it('prints one sheet with the event’s name, the QR and the code, once the QR is drawn', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openTeam({ 'GET /api/events/1/undangan': () => json(200, [ACTIVE]) });
    await invitesList();

    await user.click(screen.getByRole('button', { name: 'Cetak QR ABCD-EFGH-JKMN-PQRS' }));

    const sheet = screen.getByText('Pindai kode QR ini dengan kamera ponsel untuk bergabung sebagai surveyor.').parentElement as HTMLElement;
    expect(within(sheet).getByText('Surabaya Marathon')).toBeTruthy();
    expect(within(sheet).getByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    expect(sheet.className).toContain('print:flex');
    // The screen's page is left off the paper meanwhile.
    expect(screen.getByRole('heading', { name: 'Tim Survei', level: 1 }).closest('.print\\:hidden')).not.toBeNull();
    expect(print).not.toHaveBeenCalled();

    fireEvent.load(within(sheet).getByRole('img', { name: 'QR undangan ABCD-EFGH-JKMN-PQRS' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(screen.queryByText(/Pindai kode QR ini/)).toBeNull());
    expect(screen.getByRole('heading', { name: 'Tim Survei', level: 1 }).closest('.print\\:hidden')).toBeNull();
  });

  it('revokes a code only after a confirmation', async () => {
    let list = [ACTIVE];
    const { user, calls } = openTeam({
      'GET /api/events/1/undangan': () => json(200, list),
      'DELETE /api/undangan/ABCDEFGHJKMNPQRS': () => {
        list = [{ ...ACTIVE, status: 'dicabut' }];
        return json(200, { message: 'Kode undangan dicabut. Kode ini tidak dapat dipakai lagi.' });
      },
    });
    await invitesList();

    await user.click(screen.getByRole('button', { name: 'Cabut ABCD-EFGH-JKMN-PQRS' }));
    const confirm = screen.getByRole('dialog', { name: 'Cabut Undangan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(sent(calls, 'DELETE', '/api/undangan/ABCDEFGHJKMNPQRS')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cabut ABCD-EFGH-JKMN-PQRS' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cabut Undangan?' })).getByRole('button', { name: 'Ya, cabut' }));

    const done = await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(done.textContent).toContain('Kode undangan dicabut. Kode ini tidak dapat dipakai lagi.');
    await waitFor(() => expect(within(itemOf('ABCD-EFGH-JKMN-PQRS')).getByText('Dicabut')).toBeTruthy());
  });
});
