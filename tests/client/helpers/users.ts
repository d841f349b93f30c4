import type { User } from '../../../src/shared/schemas/auth';

export const admin: User = { id: 1, nama: 'Ani Admin', email: 'ani@example.com', peran: 'Admin' };
export const surveyor: User = { id: 2, nama: 'Budi Surveyor', email: 'budi@example.com', peran: 'Surveyor' };
export const instansi: User = { id: 3, nama: 'Citra Instansi', email: 'citra@example.com', peran: 'Instansi' };

export const TOKEN = 'token-123';

/** A device on which this user signed in before: token and cached user in localStorage. */
export function storeSignedIn(user: User): void {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('sis:user', JSON.stringify(user));
}
