import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { createUserRequestSchema, updateUserRequestSchema } from '../../shared/schemas/users';
import { EMAIL_TAKEN_MESSAGE } from '../auth/auth.routes';
import { requireAuth } from '../auth/guards';
import { hashPassword } from '../auth/password';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/app-error';
import {
  countAdmins,
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  toPublicUser,
  updateUser,
} from './users.repo';

const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
  throw error;
}

/** User management, Admin only (spec section 7). */
export async function usersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addHook('preHandler', requireAuth('Admin'));

  app.get('/users', async () => listUsers(db));

  app.post('/users', { schema: { body: createUserRequestSchema } }, async (request, reply) => {
    const { password, ...fields } = request.body;
    const user = await insertUser(db, { ...fields, passwordHash: await hashPassword(password) }).catch(
      rethrowEmailTaken,
    );
    return reply.status(201).send({ message: 'Pengguna berhasil ditambahkan.', user });
  });

  app.put(
    '/users/:id',
    { schema: { params: idParams, body: updateUserRequestSchema } },
    async (request) => {
      const { id } = request.params;
      const { password, ...fields } = request.body;
      const existing = await findUserById(db, id);
      if (!existing) throw notFound(USER_NOT_FOUND);
      if (existing.peran === 'Admin' && fields.peran !== 'Admin' && (await countAdmins(db)) <= 1) {
        throw conflict('Peran Admin terakhir tidak dapat diubah. Tetapkan Admin lain terlebih dahulu.');
      }
      const passwordHash = password ? await hashPassword(password) : undefined;
      const row = await updateUser(db, id, { ...fields, passwordHash }).catch(rethrowEmailTaken);
      if (!row) throw notFound(USER_NOT_FOUND);
      return { message: 'Pengguna berhasil diperbarui.', user: toPublicUser(row) };
    },
  );

  app.delete('/users/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    if (id === request.user.id) throw conflict('Anda tidak dapat menghapus akun Anda sendiri.');
    if (!(await deleteUser(db, id))) throw notFound(USER_NOT_FOUND);
    return { message: 'Pengguna berhasil dihapus.' };
  });
}
