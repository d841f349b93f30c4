import { setupCodeOf } from '../../reliability/helpers/server-process';

/** Calls to the running app's API from the test process, to set up data quickly. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface E2eUser {
  token: string;
  email: string;
  password: string;
}

/**
 * The first Admin (allowed while none exists, with the setup code the server printed), then other
 * users created by that Admin.
 */
export async function createAdmin(baseUrl: string, email = 'admin@contoh.id', password = 'kebun-mangga-01'): Promise<E2eUser> {
  const kodePenyiapan = await setupCodeOf(baseUrl);
  await api(baseUrl, 'POST', '/api/register', { body: { nama: 'Admin Uji', email, password, peran: 'Admin', kodePenyiapan } });
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/login', { body: { email, password } });
  return { token, email, password };
}

export async function createUserAs(
  baseUrl: string,
  admin: E2eUser,
  user: { nama: string; email: string; peran: 'Admin' | 'Surveyor' | 'Instansi'; password: string },
): Promise<E2eUser> {
  await api(baseUrl, 'POST', '/api/users', { token: admin.token, body: user });
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/login', {
    body: { email: user.email, password: user.password },
  });
  return { token, email: user.email, password: user.password };
}
