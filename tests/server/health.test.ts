import { expect, it } from 'vitest';
import { API_CONTRACT_VERSION } from '../../src/shared/api-contract';
import { healthResponseSchema } from '../../src/shared/schemas/health';
import { describeOnEachDatabase } from './helpers/test-app';

describeOnEachDatabase('GET /api/health', (ctx) => {
  it('answers ok with the database kind in use', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx().kind, versi_kontrak: API_CONTRACT_VERSION });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('states the contract version the server was built with, for the client to compare once per start', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    const health = healthResponseSchema.parse(response.json());
    expect(health.versi_kontrak).toBe(API_CONTRACT_VERSION);
  });

  it('answers an unknown API path with a JSON 404 in Indonesian', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat yang diminta tidak ditemukan.', code: 'NOT_FOUND' });
  });
});
