import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

describe('SIS_BENCH_ROUTES', () => {
  it('is off unless the environment turns it on', () => {
    expect(loadConfig({}).benchRoutes).toBe(false);
    expect(loadConfig({ SIS_BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
    expect(() => loadConfig({ SIS_BENCH_ROUTES: 'kadang' })).toThrow(/SIS_BENCH_ROUTES/);
  });
});

describeOnEachDatabase('without SIS_BENCH_ROUTES', (ctx) => {
  it('has no ceiling route', async () => {
    const surveyor = await ctx().createUser('Surveyor');
    const response = await ctx().app.inject({ method: 'POST', url: '/api/bench/ceiling', headers: surveyor.auth, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describeOnEachDatabase(
  'POST /api/bench/ceiling with SIS_BENCH_ROUTES',
  (ctx) => {
    let surveyor: SignedInUser;

    it('answers 204 to a signed-in collector and stores nothing', async () => {
      surveyor = await ctx().createUser('Surveyor');
      const before = await ctx().tableCounts();
      const response = await ctx().app.inject({ method: 'POST', url: '/api/bench/ceiling', headers: surveyor.auth, payload: { kuesionerId: 1, jawaban: [] } });
      expect(response.statusCode).toBe(204);
      expect(await ctx().tableCounts()).toEqual(before);
    });

    it('checks the token like every route: none is 401, an Instansi is 403', async () => {
      expect((await ctx().app.inject({ method: 'POST', url: '/api/bench/ceiling', payload: {} })).statusCode).toBe(401);
      const instansi = await ctx().createUser('Instansi');
      expect((await ctx().app.inject({ method: 'POST', url: '/api/bench/ceiling', headers: instansi.auth, payload: {} })).statusCode).toBe(403);
    });
  },
  (config) => ({ ...config, benchRoutes: true }),
);
