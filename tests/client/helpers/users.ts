import { deviceDb } from '../../../src/client/offline/runtime';
import { saveSession } from '../../../src/client/offline/session-store';
import type { User } from '../../../src/shared/schemas/auth';

export const admin: User = { id: 1, nama: 'Ani Admin', email: 'ani@example.com', peran: 'Admin', wilayah_kerja: null };
export const surveyor: User = { id: 2, nama: 'Budi Surveyor', email: 'budi@example.com', peran: 'Surveyor', wilayah_kerja: null };
export const instansi: User = { id: 3, nama: 'Citra Instansi', email: 'citra@example.com', peran: 'Instansi', wilayah_kerja: null };

/** Users as GET /api/users lists them: an account is active unless it says otherwise. */
export const listed = (users: readonly User[]) => users.map((user) => ({ status_akun: 'aktif', ...user }));

export const TOKEN = 'token-123';

/** A device on which this user signed in before: the token in localStorage. */
export function storeSignedIn(): void {
  localStorage.setItem('token', TOKEN);
}

/** The same, with the user saved on the device as a sign-in saves it: the app can open offline. */
export async function signedInOnDevice(user: User): Promise<void> {
  storeSignedIn();
  await saveSession(deviceDb(), user, TOKEN);
}
