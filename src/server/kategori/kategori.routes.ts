import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kategoriListSchema, kategoriQuerySchema } from '../../shared/schemas/events';
import { requireAuth } from '../auth/guards';
import { ERROR_RESPONSES } from '../http/error-responses';
import { searchKategori } from './kategori.repo';

/** Category search for the event form: case-insensitive contains, at most 20, by name. */
export async function kategoriRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/kategori-olahraga',
    { onRequest: requireAuth(), schema: { querystring: kategoriQuerySchema, response: { 200: kategoriListSchema, ...ERROR_RESPONSES } } },
    async (request) => searchKategori(app.db, request.query.q),
  );
}
