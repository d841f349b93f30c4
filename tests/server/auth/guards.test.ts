import { expect, it } from 'vitest';
import { requireAuth } from '../../../src/server/auth/guards';
import { describeOnEachDatabase, errorBody } from '../helpers/test-app';

/** auth/guards.ts on its own: two routes of the test's, one for any signed-in user, one for Admin. */

describeOnEachDatabase(
  'requireAuth (the one authenticate step)',
  (ctx) => {
    const call = (url: string, authorization?: string, payload?: string) =>
      ctx().app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: payload ?? '{}',
      });

    it('lets a signed-in user in, with the user read fresh on the request', async () => {
      const surveyor = await ctx().createUser('Surveyor');
      const response = await call('/uji/siapa-saja', surveyor.auth.authorization);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(surveyor.user);
    });

    it('refuses a request without a bearer token with the login message', async () => {
      for (const authorization of [undefined, 'Basic abc', 'Bearer']) {
        const response = await call('/uji/siapa-saja', authorization);
        expect(response.statusCode).toBe(401);
        expect(errorBody(response).message).toBe('Anda perlu login terlebih dahulu.');
      }
    });

    it('refuses a forged token, and one whose user is gone or changed password since', async () => {
      const surveyor = await ctx().createUser('Surveyor');
      const [header, payload] = surveyor.token.split('.');
      expect((await call('/uji/siapa-saja', `Bearer ${header}.${payload}.tandatangan-palsu`)).statusCode).toBe(401);

      await ctx().db.updateTable('users').set({ token_version: 2 }).where('id', '=', surveyor.user.id).execute();
      expect((await call('/uji/siapa-saja', surveyor.auth.authorization)).statusCode).toBe(401);

      const removed = await ctx().createUser('Instansi');
      await ctx().db.deleteFrom('users').where('id', '=', removed.user.id).execute();
      expect((await call('/uji/siapa-saja', removed.auth.authorization)).statusCode).toBe(401);
    });

    it('refuses another role with 403 and lets the named role in', async () => {
      const instansi = await ctx().createUser('Instansi');
      const admin = await ctx().createUser('Admin');
      expect((await call('/uji/admin', instansi.auth.authorization)).statusCode).toBe(403);
      expect((await call('/uji/admin', admin.auth.authorization)).statusCode).toBe(200);
    });

    it('answers the refusal before the body is read: a malformed body from a refused caller is 401/403, not 400', async () => {
      const instansi = await ctx().createUser('Instansi');
      expect((await call('/uji/admin', undefined, '{"rusak": ')).statusCode).toBe(401);
      expect((await call('/uji/admin', instansi.auth.authorization, '{"rusak": ')).statusCode).toBe(403);
    });
  },
  undefined,
  (app) => {
    app.post('/uji/siapa-saja', { onRequest: requireAuth() }, async (request) => request.user);
    app.post('/uji/admin', { onRequest: requireAuth('Admin') }, async (request) => request.user);
  },
);
