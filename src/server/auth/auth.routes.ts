import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  updateMeRequestSchema,
  userSchema,
} from '../../shared/schemas/auth';
import { isUniqueViolation } from '../db/errors';
import { AppError, conflict, unauthorized } from '../http/app-error';
import { ERROR_RESPONSES } from '../http/error-responses';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  toPublicUser,
  updateUser,
} from '../users/users.repo';
import { requireAuth } from './guards';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { addressBudget } from './address-budget';
import { assertMayClaimFirstAdmin, insertFirstAdmin } from './first-admin';
import { rateLimitByAddressAndEmail } from './rate-limit';
import { issueToken } from './tokens';

export const EMAIL_TAKEN_MESSAGE = 'Email sudah terdaftar. Gunakan email lain.';

/** Spec section 7: register, login, and the signed-in user's own profile and password. */
export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, hashLimiter } = app;
  const loginBudget = addressBudget(config.rateLimits.loginPerAddress);
  const registerBudget = addressBudget(config.rateLimits.registerPerAddress);

  app.post(
    '/register',
    {
      schema: { body: registerRequestSchema },
      config: { rateLimit: rateLimitByAddressAndEmail(config.rateLimits.register) },
      ...registerBudget,
    },
    async (request, reply) => {
      const { nama, email, password, peran, kodePenyiapan } = request.body;
      assertAcceptablePassword(password, email, 'password');
      const firstAdmin = peran === 'Admin' && !config.allowAdminRegistration;
      if (firstAdmin) await assertMayClaimFirstAdmin(app, request, kodePenyiapan);
      try {
        const passwordHash = await hashLimiter.run(request.ip, () => hashPassword(password));
        const newUser = { nama, email, peran, passwordHash };
        const user = firstAdmin ? await insertFirstAdmin(app, newUser) : await insertUser(db, newUser);
        return reply.status(201).send({ message: 'Pendaftaran berhasil. Silakan login.', user });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
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
      if (!row || !valid) {
        throw new AppError(401, 'UNAUTHORIZED', 'Email atau password salah.');
      }
      return { token: issueToken(app, row), user: toPublicUser(row) };
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
    { onRequest: requireAuth(), schema: { body: updateMeRequestSchema } },
    async (request) => {
      try {
        const row = await updateUser(db, request.user.id, request.body);
        if (!row) throw unauthorized();
        return toPublicUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },
  );

  app.put(
    '/me/password',
    { onRequest: requireAuth(), schema: { body: changePasswordRequestSchema } },
    async (request) => {
      const current = await findUserById(db, request.user.id);
      if (!current) throw unauthorized();
      if (!(await hashLimiter.run(request.ip, () => verifyPassword(request.body.oldPassword, current.password_hash)))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Password lama salah.', {
          oldPassword: 'Password lama salah.',
        });
      }
      assertAcceptablePassword(request.body.newPassword, current.email, 'newPassword');
      const row = await updateUser(db, current.id, {
        passwordHash: await hashLimiter.run(request.ip, () => hashPassword(request.body.newPassword)),
      });
      if (!row) throw unauthorized();
      return { message: 'Password berhasil diubah.', token: issueToken(app, row) };
    },
  );
}
