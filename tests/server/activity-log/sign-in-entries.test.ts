import { expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/accounts/password';
import { insertUser } from '../../../src/server/accounts/accounts.repo';
import { quickUser } from '../auth/support';
import { describeOnEachDatabase, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { entriesOf } from './support';

// docs/activity-log.md, "Signing in": a success is the account's own entry; each failure carries
// how many sign-ins failed in the last hour for that email and from that address.

function signIn(ctx: TestContext, email: string, password: string, address: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email, password } });
}

describeOnEachDatabase('Log Aktivitas: signing in', (ctx) => {
  it('records a success with the account as actor and target', async () => {
    const rina = await quickUser(ctx(), 'Surveyor', { nama: 'Rina', email: 'rina.masuk@uji.id', wilayah_kerja: '35.78' });
    const entries = await entriesOf(ctx(), async () => {
      expect((await signIn(ctx(), 'Rina.Masuk@uji.id', TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'login_berhasil',
      pelaku_id: rina.user.id,
      pelaku_nama: 'Rina',
      pelaku_email: 'rina.masuk@uji.id',
      pelaku_peran: 'Surveyor',
      pelaku_wilayah: '35.78',
      alamat: '198.51.100.1',
      target_jenis: 'akun',
      target_id: rina.user.id,
      target_nama: 'rina.masuk@uji.id',
      wilayah: '35.78',
      sebelum: null,
      sesudah: null,
    });
  });

  it('counts failures per email and per address over the last hour, whoever typed them', async () => {
    const budi = await quickUser(ctx(), 'Surveyor', { email: 'budi.masuk@uji.id', wilayah_kerja: '35.78' });
    const entries = await entriesOf(ctx(), async () => {
      for (const [email, address] of [
        ['budi.masuk@uji.id', '198.51.100.2'],
        ['budi.masuk@uji.id', '198.51.100.3'],
        ['tidak.ada@uji.id', '198.51.100.3'],
        ['budi.masuk@uji.id', '198.51.100.3'],
      ]) {
        expect((await signIn(ctx(), email, 'salah-sekali-99', address)).statusCode).toBe(401);
      }
    });

    expect(entries.map((entry) => [entry.aksi, entry.pelaku_id, entry.target_id, entry.target_nama, entry.alamat, entry.sesudah])).toEqual([
      ['login_gagal', null, budi.user.id, 'budi.masuk@uji.id', '198.51.100.2', { alasan: 'Password salah', gagal_email_1_jam: 1, gagal_alamat_1_jam: 1 }],
      ['login_gagal', null, budi.user.id, 'budi.masuk@uji.id', '198.51.100.3', { alasan: 'Password salah', gagal_email_1_jam: 2, gagal_alamat_1_jam: 1 }],
      ['login_gagal', null, null, 'tidak.ada@uji.id', '198.51.100.3', { alasan: 'Email tidak terdaftar', gagal_email_1_jam: 1, gagal_alamat_1_jam: 2 }],
      ['login_gagal', null, budi.user.id, 'budi.masuk@uji.id', '198.51.100.3', { alasan: 'Password salah', gagal_email_1_jam: 3, gagal_alamat_1_jam: 3 }],
    ]);
    // The known account's failures are in its area; an unknown email's in none.
    expect(entries.map((entry) => entry.wilayah)).toEqual(['35.78', '35.78', null, '35.78']);
  });

  it('counts failures that arrive at the same moment one by one', async () => {
    const entries = await entriesOf(ctx(), async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => signIn(ctx(), 'serbu@uji.id', 'salah-sekali-99', `198.51.100.${20 + index}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(401));
    });

    expect(entries.map((entry) => entry.sesudah?.gagal_email_1_jam).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('names the account as actor when the password was right but the account still waits', async () => {
    const waiting = await insertUser(ctx().db, { nama: 'Sari', email: 'sari.menunggu@uji.id', peran: 'Surveyor', passwordHash: await hashPassword(TEST_PASSWORD), statusAkun: 'menunggu' });
    const entries = await entriesOf(ctx(), async () => {
      expect((await signIn(ctx(), 'sari.menunggu@uji.id', TEST_PASSWORD, '198.51.100.9')).statusCode).toBe(403);
    });

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      aksi: 'login_gagal',
      pelaku_id: waiting.id,
      target_id: waiting.id,
      sesudah: { alasan: 'Akun menunggu persetujuan Admin', gagal_email_1_jam: 1, gagal_alamat_1_jam: 1 },
    });
  });
});
