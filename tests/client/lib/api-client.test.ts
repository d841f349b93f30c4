import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, apiRequest } from '../../../src/client/lib/api-client';
import { json, networkFailure, stubApi } from '../helpers/fake-api';

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and returns the parsed answer', async () => {
    localStorage.setItem('token', 'abc');
    const calls = stubApi({ 'POST /api/things': () => json(201, { id: 1 }) });

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 1 });
    expect(calls[0].headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer abc' });
    expect(calls[0].body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token', async () => {
    const calls = stubApi({ 'GET /api/health': () => json(200, { status: 'ok' }) });

    await apiRequest('/api/health');

    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('turns an error answer into an ApiError with status, message, code and fields', async () => {
    stubApi({
      'POST /api/register': () =>
        json(400, { message: 'Nama wajib diisi.', code: 'VALIDATION_ERROR', fields: { nama: 'Nama wajib diisi.' } }),
    });

    const error = await apiRequest('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Nama wajib diisi.',
      serverMessage: 'Nama wajib diisi.',
      code: 'VALIDATION_ERROR',
      fields: { nama: 'Nama wajib diisi.' },
    });
  });

  it('keeps serverMessage empty when something other than the API answered', async () => {
    stubApi({ 'GET /api/me': () => new Response('<html>Bad Gateway</html>', { status: 502 }) });

    const error = await apiRequest('/api/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('tells a failed connection apart as a NetworkError', async () => {
    stubApi({ 'GET /api/me': networkFailure });

    await expect(apiRequest('/api/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it('treats a 200 page that is not JSON (a captive portal) as no answer from the API', async () => {
    stubApi({ 'GET /api/me': () => new Response('<html>Login Wi-Fi</html>', { status: 200 }) });

    await expect(apiRequest('/api/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it('returns undefined for an empty successful answer', async () => {
    stubApi({ 'DELETE /api/things/1': () => new Response(null, { status: 204 }) });

    await expect(apiRequest('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('gives the answer as sent, "__proto__" keys included', async () => {
    stubApi({ 'GET /api/counts': () => new Response('{"jumlah":{"__proto__":2,"Lari":1},"versi":3}', { status: 200 }) });

    const answer = await apiRequest<{ jumlah: Record<string, number> }>('/api/counts');

    expect(Object.keys(answer.jumlah)).toEqual(['__proto__', 'Lari']);
    expect(answer).toHaveProperty('versi', 3);
  });
});
