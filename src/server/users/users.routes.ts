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
import { recordAccountAct, recordAccountEdit } from '../audit/account-entries';
import { hashPassword } from '../accounts/password';
import { assertAcceptablePassword } from '../accounts/password-policy';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/app-error';
import { assertGivableArea, findManagedUser, USER_NOT_FOUND } from './managed-accounts';
import { ERROR_RESPONSES } from '../http/error-responses';
import { findUserById, insertUser, toPublicUser, updateUser } from '../accounts/accounts.repo';
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
    // The account and its log entry commit together (docs/activity-log.md).
    const user = await db
      .transaction()
      .execute(async (trx) => {
        const created = await insertUser(trx, { ...fields, wilayahKerja, passwordHash });
        await recordAccountAct(trx, request, 'akun_dibuat', { ...created, status_akun: 'aktif' }, 'after');
        return created;
      })
      .catch(rethrowEmailTaken);
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
      const row = await withAnAdminKept(db, databaseKind, async (trx) => {
        const old = await findUserById(trx, id);
        const updated = await updateUser(trx, id, { ...fields, wilayahKerja, passwordHash });
        if (old && updated) await recordAccountEdit(trx, request, old, updated, passwordHash !== undefined);
        return updated;
      })
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
    const before = await findManagedUser(db, request.user, request.params.id);
    // Approving an account that is active already changes nothing, says the same and logs nothing.
    const row = await db.transaction().execute(async (trx) => {
      const approved = await approveUser(trx, request.params.id);
      if (approved && before.status_akun !== 'aktif') await recordAccountAct(trx, request, 'akun_disetujui', approved, 'after');
      return approved;
    });
    if (!row) throw notFound(USER_NOT_FOUND);
    return { message: 'Akun berhasil disetujui dan sekarang dapat login.', user: toPublicUser(row) };
  });

  app.post('/users/:id/tolak', { schema: { params: idParams, response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const { id } = request.params;
    const account = await findManagedUser(db, request.user, id);
    const rejected = await db.transaction().execute(async (trx) => {
      const deleted = await deleteWaitingUser(trx, id);
      if (deleted) await recordAccountAct(trx, request, 'akun_ditolak', account, 'before');
      return deleted;
    });
    if (rejected) return { message: 'Pendaftaran ditolak dan akun dihapus.' };
    // Tolak is not a way round Hapus and its last-Admin rule.
    throw conflict('Hanya pendaftaran yang menunggu persetujuan yang dapat ditolak. Gunakan Hapus untuk akun yang sudah aktif.');
  });

  app.delete('/users/:id', { schema: { params: idParams, response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } }, async (request) => {
    const { id } = request.params;
    if (id === request.user.id) throw conflict('Anda tidak dapat menghapus akun Anda sendiri.');
    const account = await findManagedUser(db, request.user, id);
    const deleted = await withAnAdminKept(db, databaseKind, async (trx) => {
      const gone = await deleteUser(trx, id);
      if (gone) await recordAccountAct(trx, request, 'akun_dihapus', account, 'before');
      return gone;
    }).catch(
      rethrowNoAdminLeft('Admin terakhir tidak dapat dihapus.'),
    );
    if (!deleted) throw notFound(USER_NOT_FOUND);
    return { message: 'Pengguna berhasil dihapus.' };
  });
}
