import { afterAll, describe, expect, it } from 'vitest';
import { cleanUpAll, makeDataDir, startServer } from '../../reliability/helpers/server-process';

const CODE_LINE = /Belum ada Admin\. .* kode penyiapan ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/;
// A request a local proxy passed on, naming its client, and one that looks like a local browser
// (or a proxy that names nobody): the server cannot tell them apart, so both need the code.
const PROXIED = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
const LOCAL = { 'content-type': 'application/json' };

function registerAdmin(url: string, email: string, kodePenyiapan?: string, headers: Record<string, string> = PROXIED) {
  return fetch(`${url}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ nama: 'Admin Pertama', email, password: 'tiga-kucing-lompat', peran: 'Admin', kodePenyiapan }),
  });
}

describe('the setup code in the server log (real server as a child process)', () => {
  afterAll(async () => {
    await cleanUpAll();
  });

  it('is printed while no Admin exists, is needed for the first Admin from afar and from the server machine alike, and is not printed once one exists', { timeout: 120_000 }, async () => {
    const dataDir = makeDataDir('sis-setup-code-');
    const first = await startServer(dataDir);
    let code = '';
    await expect.poll(() => (code = CODE_LINE.exec(first.output())?.[1] ?? ''), { timeout: 10_000 }).not.toBe('');

    expect((await registerAdmin(first.url, 'jauh@uji.id')).status).toBe(403);
    expect((await registerAdmin(first.url, 'lokal@uji.id', undefined, LOCAL)).status).toBe(403);
    expect((await registerAdmin(first.url, 'jauh@uji.id', 'AAAA-BBBB-CCCC')).status).toBe(403);
    const claimed = await registerAdmin(first.url, 'jauh@uji.id', code);
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    expect(await first.stop()).toBe(true);

    const second = await startServer(dataDir);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(second.output()).not.toMatch(/Belum ada Admin/);
    expect((await registerAdmin(second.url, 'kedua@uji.id', code)).status).toBe(403);
    expect(await second.stop()).toBe(true);
  });
});
