import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/fields';
import { messageResponseSchema } from '../../shared/schemas/auth';
import {
  createUserRequestSchema,
  managedUserListSchema,
  updateUserRequestSchema,
  userMutationResponseSchema,
} from '../../shared/schemas/users';
import { requireAuth } from '../auth/guards';
import { hashPassword } from '../accounts/password';
import { assertAcceptablePassword } from '../accounts/password-policy';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/app-error';
import { assertGivableArea, findManagedUser, USER_NOT_FOUND } from './managed-accounts';
import { ERROR_RESPONSES } from '../http/error-responses';
import { insertUser, toPublicUser, updateUser } from '../accounts/accounts.repo';
import { approveUser, deleteUser, deleteWaitingUser, listUsers, NoAdminLeftError, withAnAdminKept } from './users.repo';

/** An Admin creating or editing a user learns that the email is taken: only an Admin can ask. */
const EMAIL_TAKEN_MESSAGE = 'Email sudah terdaftar. Gunakan email lain.';

function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
  throw error;
}

function rethrowNoAdminLeft(message: string) {
  return (error: unknown): never => {
    if (error instanceof NoAdminLeftError) throw conflict(message);
    throw error;
  };
}

/**
 * User management, Admin only (docs/api.md#users), and the approval of self-registered accounts:
 * Setujui lets a waiting account sign in; Tolak deletes it (it never signed in and owns nothing).
 * An Admin with a work area manages only the accounts inside it (docs/work-areas.md).
 */
export async function usersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, databaseKind, hashLimiter } = app;
  // Before the body is read: a caller who may not manage users learns nothing about the payload.
  app.addHook('onRequest', requireAuth('Admin'));

  app.get('/users', { schema: { response: { 200: managedUserListSchema, ...ERROR_RESPONSES } } }, async (request) => listUsers(db, request.user));

  app.post('/users', { schema: { body: createUserRequestSchema, response: { 201: userMutationResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { password, wilayah_kerja, ...fields } = request.body;
    // Not named: the Admin's own area, so a regional Admin's new account stays in reach.
    const wilayahKerja = wilayah_kerja === undefined ? request.user.wilayah_kerja : wilayah_kerja;
    assertGivableArea(request.user, wilayahKerja);
    assertAcceptablePassword(password, fields.email, 'password');
    const passwordHash = await hashLimiter.run(request.ip, () => hashPassword(password));
    const user = await insertUser(db, { ...fields, wilayahKerja, passwordHash }).catch(
      rethrowEmailTaken,
    );
    return reply.status(201).send({ message: 'Pengguna berhasil ditambahkan.', user });
  });

  app.put(
    '/users/:id',
    { schema: { params: idParams, body: updateUserRequestSchema, response: { 200: userMutationResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { id } = request.params;
      const { password, wilayah_kerja: wilayahKerja, ...fields } = request.body;
      const before = await findManagedUser(db, request.user, id);
      if (wilayahKerja !== undefined) assertGivableArea(request.user, wilayahKerja);
      if (password) assertAcceptablePassword(password, fields.email, 'password');
      // Hashed before the transaction, so the Admin rows are not locked while scrypt runs.
      const passwordHash = password ? await hashLimiter.run(request.ip, () => hashPassword(password)) : undefined;
      const demoted = before.peran === 'Admin' && fields.peran !== 'Admin';
      const row = await withAnAdminKept(db, databaseKind, (trx) =>
        updateUser(trx, id, { ...fields, wilayahKerja, passwordHash }),
      )
        .catch(
          rethrowNoAdminLeft(
            demoted
              ? 'Peran Admin terakhir tidak dapat diubah. Tetapkan Admin lain terlebih dahulu.'
              : 'Admin nasional terakhir tidak dapat diberi wilayah kerja. Tetapkan Admin nasional lain terlebih dahulu.',
          ),
        )
        .catch(rethrowEmailTaken);
      if (!row) throw notFound(USER_NOT_FOUND);
      return { message: 'Pengguna berhasil diperbarui.', user: toPublicUser(row) };
    },
  );

  app.post('/users/:id/setujui', { schema: { params: idParams, response: { 200: userMutationResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    await findManagedUser(db, request.user, request.params.id);
    // Approving an account that is active already changes nothing and says the same.
    const row = await approveUser(db, request.params.id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return { message: 'Akun berhasil disetujui dan sekarang dapat login.', user: toPublicUser(row) };
  });

  app.post('/users/:id/tolak', { schema: { params: idParams, response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const { id } = request.params;
    await findManagedUser(db, request.user, id);
    if (await deleteWaitingUser(db, id)) return { message: 'Pendaftaran ditolak dan akun dihapus.' };
    // Tolak is not a way round Hapus and its last-Admin rule.
    throw conflict('Hanya pendaftaran yang menunggu persetujuan yang dapat ditolak. Gunakan Hapus untuk akun yang sudah aktif.');
  });

  app.delete('/users/:id', { schema: { params: idParams, response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const { id } = request.params;
    if (id === request.user.id) throw conflict('Anda tidak dapat menghapus akun Anda sendiri.');
    await findManagedUser(db, request.user, id);
    const deleted = await withAnAdminKept(db, databaseKind, (trx) => deleteUser(trx, id)).catch(
      rethrowNoAdminLeft('Admin terakhir tidak dapat dihapus.'),
    );
    if (!deleted) throw notFound(USER_NOT_FOUND);
    return { message: 'Pengguna berhasil dihapus.' };
  });
}
