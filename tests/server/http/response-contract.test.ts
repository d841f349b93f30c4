import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '../../../src/shared/schemas/auth';
import { ERROR_RESPONSES } from '../../../src/server/http/error-responses';
import { registerResponseContract, ROUTES_WITHOUT_JSON_ANSWER } from '../../../src/server/http/response-contract';
import { startTestApp, type TestContext } from '../helpers/test-app';

/** Every API route declares the JSON it answers with (http/response-contract.ts). */

async function registering(add: (app: FastifyInstance) => void): Promise<void> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseContract(app);
  try {
    add(app);
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('the response contract', () => {
  let context: TestContext;
  beforeAll(async () => {
    // With the bench routes, so the allowlist's every entry is a real route.
    context = await startTestApp('sqlite', (config) => ({ ...config, benchRoutes: true }));
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.dispose();
  });

  it('holds for every route of the app: it starts, and each route it lets through is one it registers', () => {
    for (const name of ROUTES_WITHOUT_JSON_ANSWER) {
      const [method, url] = name.split(' ');
      expect(context.app.hasRoute({ method: method as 'GET', url }), name).toBe(true);
    }
  });

  it('refuses an API route registered without a response schema, naming it', async () => {
    await expect(registering((app) => app.get('/api/tanpa-skema', async () => ({ message: 'x' })))).rejects.toThrow(
      'GET /api/tanpa-skema declares no response schema',
    );
  });

  it('refuses a route that declares only its error answers', async () => {
    await expect(
      registering((app) => app.post('/api/hanya-galat', { schema: { response: ERROR_RESPONSES } }, async () => ({ message: 'x' }))),
    ).rejects.toThrow('POST /api/hanya-galat declares no response schema');
  });

  it('takes a route with its success answer declared, and leaves routes outside the API alone', async () => {
    await expect(
      registering((app) => {
        app.get('/api/dengan-skema', { schema: { response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } }, async () => ({ message: 'x' }));
        app.get('/halaman', async () => 'bukan API');
      }),
    ).resolves.toBeUndefined();
  });
});
