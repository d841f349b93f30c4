import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kategoriQuerySchema } from '../../shared/schemas/events';
import { requireAuth } from '../auth/guards';
import { searchKategori } from './kategori.repo';

/** Category search for the event form: case-insensitive contains, at most 20, by name. */
export async function kategoriRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/kategori-olahraga',
    { onRequest: requireAuth(), schema: { querystring: kategoriQuerySchema } },
    async (request) => searchKategori(app.db, request.query.q),
  );
}
