import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../shared/api-error';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerRequestSchema,
  updateMeRequestSchema,
  userSchema,
} from '../../shared/schemas/auth';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, conflict, unauthorized } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  toPublicUser,
  updateUser,
} from '../accounts/accounts.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/password';
import { assertAcceptablePassword } from '../accounts/password-policy';
import { endSession, sweepExpiredSessions } from '../accounts/sessions.repo';
import { requireAuth } from './guards';
import { assertKnownWorkArea } from '../work-areas/area-codes';
import { registerWithInvite, usableInvite } from '../membership/enrol';
import { nowIso } from '../db/now';
import { addressBudget } from './address-budget';
import { admitSelfRegistration, insertFirstAdmin } from './first-admin';
import { rateLimitByAddressAndEmail, rateLimitByUser } from './rate-limit';
import { issueToken } from './tokens';
import { recordSignInAttempt } from '../audit/sign-in-entry';
import { accountTarget } from '../audit/account-entries';
import { changedFields } from '../audit/changed-fields';
import { recordActivity } from '../audit/record-activity';
import { recordRegistration } from './registration-entry';

const REGISTERED_MESSAGE = 'Pendaftaran berhasil. Silakan login.';
const ACCOUNT_PENDING_MESSAGE =
  'Akun Anda menunggu persetujuan Admin. Silakan login kembali setelah Admin menyetujui pendaftaran Anda.';
/** Said only to the account's owner (the current password checked first), and less than "taken". */
const EMAIL_UNAVAILABLE_MESSAGE = 'Email ini tidak dapat digunakan. Gunakan email lain.';
const CURRENT_PASSWORD_REQUIRED = 'Password saat ini wajib diisi untuk mengubah email.';
const CURRENT_PASSWORD_WRONG = 'Password saat ini salah.';

/** docs/api.md#auth: register, login, logout, and the signed-in user's own profile and password. */
export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, hashLimiter } = app;
  const loginBudget = addressBudget(config.rateLimits.loginPerAddress);
  const registerBudget = addressBudget(config.rateLimits.registerPerAddress);

  app.post(
    '/register',
    {
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: rateLimitByAddressAndEmail(config.rateLimits.register) },
      ...registerBudget,
    },
    async (request, reply) => {
      const { nama, email, password, peran, kodePenyiapan, wilayah_kerja, kode_undangan } = request.body;
      assertAcceptablePassword(password, email, 'password');
      if (kode_undangan) {
        // The invite is the approval (docs/event-teams.md): checked before the hash, so a spent
        // code costs nothing; a taken email then creates nothing and spends no use.
        await usableInvite(db, kode_undangan, nowIso());
        const passwordHash = await hashLimiter.run(request.ip, () => hashPassword(password));
        await registerWithInvite(db, request, kode_undangan, { nama, email, passwordHash }, nowIso()).catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
        });
        return reply.status(201).send({ message: REGISTERED_MESSAGE, menunggu_persetujuan: false });
      }
      assertKnownWorkArea(wilayah_kerja);
      // Refused or admitted before the hash: an Admin needs the setup code while none exists,
      // and an Admin's approval after that (first-admin.ts).
      const admission = await admitSelfRegistration(app, peran, kodePenyiapan);
      // Hashed whether or not the email is taken, and the same answer either way: neither the
      // answer nor its time tells whether an account exists. A taken email creates nothing.
      const passwordHash = await hashLimiter.run(request.ip, () => hashPassword(password));
      try {
        const newUser = { nama, email, peran, passwordHash, wilayahKerja: wilayah_kerja } as const;
        // The account and its log entry commit together (docs/activity-log.md).
        await db.transaction().execute(async (trx) => {
          const created = admission === 'first-admin' ? await insertFirstAdmin(app, newUser, trx) : await insertUser(trx, { ...newUser, statusAkun: admission });
          await recordRegistration(trx, request, created.id);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // A first Admin that lost the race to another claim waits after all; its login then says so.
      return reply.status(201).send({ message: REGISTERED_MESSAGE, menunggu_persetujuan: admission === 'menunggu' });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: rateLimitByAddressAndEmail(config.rateLimits.login) },
      ...loginBudget,
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(db, email);
      // Unknown email and wrong password cost the same time and give the same answer.
      const stored = row?.password_hash ?? (await dummyPasswordHash());
      const valid = await hashLimiter.run(request.ip, () => verifyPassword(password, stored));
      await recordSignInAttempt(db, request, { email, account: row, passwordValid: valid });
      if (!row || !valid) {
        throw new AppError(401, 'UNAUTHORIZED', 'Email atau password salah.');
      }
      // Told only to someone who knows the password: it reveals nothing to a stranger.
      if (row.status_akun !== 'aktif') throw new AppError(403, ERROR_CODES.accountPending, ACCOUNT_PENDING_MESSAGE);
      await sweepExpiredSessions(db);
      return { token: await issueToken(app, row), user: toPublicUser(row) };
    },
  );

  app.post(
    '/logout',
    { onRequest: requireAuth(), schema: { response: { 200: messageResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await endSession(db, request.sessionId);
      return { message: 'Anda telah keluar.' };
    },
  );

  // The token is checked on request, before any body is read or validated.
  app.get(
    '/me',
    { onRequest: requireAuth(), schema: { response: { 200: userSchema, ...ERROR_RESPONSES } } },
    async (request) => request.user,
  );

  app.put(
    '/me',
    {
      onRequest: requireAuth(),
      schema: { body: updateMeRequestSchema, response: { 200: userSchema, ...ERROR_RESPONSES } },
      // Only an email change checks the password, so only those count.
      config: { rateLimit: rateLimitByUser(config.rateLimits.login, (request) => emailChanges(request.body, request.user.email)) },
    },
    async (request) => {
      const { nama, email, password_sekarang: currentPassword } = request.body;
      if (email !== request.user.email) {
        if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED, { password_sekarang: CURRENT_PASSWORD_REQUIRED });
        const current = await findUserById(db, request.user.id);
        if (!current) throw unauthorized();
        if (!(await hashLimiter.run(request.ip, () => verifyPassword(currentPassword, current.password_hash)))) {
          throw badRequest(CURRENT_PASSWORD_WRONG, { password_sekarang: CURRENT_PASSWORD_WRONG });
        }
      }
      try {
        // The change and its log entry commit together; a change of nothing leaves no entry.
        const row = await db.transaction().execute(async (trx) => {
          const before = await findUserById(trx, request.user.id);
          const after = await updateUser(trx, request.user.id, { nama, email });
          if (!before || !after) throw unauthorized();
          const changes = changedFields(before, after, ['nama', 'email']);
          if (changes) await recordActivity(trx, request, { action: 'profil_diubah', target: accountTarget(after), ...changes });
          return after;
        });
        return toPublicUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_UNAVAILABLE_MESSAGE);
        throw error;
      }
    },
  );

  app.put(
    '/me/password',
    {
      onRequest: requireAuth(),
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: rateLimitByUser(config.rateLimits.login) },
    },
    async (request) => {
      const current = await findUserById(db, request.user.id);
      if (!current) throw unauthorized();
      if (!(await hashLimiter.run(request.ip, () => verifyPassword(request.body.oldPassword, current.password_hash)))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Password lama salah.', {
          oldPassword: 'Password lama salah.',
        });
      }
      assertAcceptablePassword(request.body.newPassword, current.email, 'newPassword');
      const passwordHash = await hashLimiter.run(request.ip, () => hashPassword(request.body.newPassword));
      // Every session of the user ends, this one too; this device gets a new one in the answer.
      const token = await db.transaction().execute(async (trx) => {
        const row = await updateUser(trx, current.id, { passwordHash });
        if (!row) throw unauthorized();
        const issued = await issueToken(app, row, trx);
        // Who changed it and when; never the password or its hash (docs/activity-log.md).
        await recordActivity(trx, request, { action: 'password_diubah', target: accountTarget(row) });
        return issued;
      });
      return { message: 'Password berhasil diubah.', token };
    },
  );
}

function emailChanges(body: unknown, currentEmail: string): boolean {
  return (body as { email?: unknown }).email !== currentEmail;
}
