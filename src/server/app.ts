import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import './app-types';
import { authRoutes } from './auth/auth.routes';
import { resolveJwtSecret } from './auth/jwt-secret';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { healthRoutes } from './health/health.routes';
import { registerClientFiles } from './http/client-files';
import { registerErrorHandling } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { usersRoutes } from './users/users.routes';
import '../shared/zod-locale';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
}

/** The whole server, every plugin and route registered here by explicit import. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(fastifyJwt, {
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    sign: { algorithm: 'HS256', expiresIn: config.tokenLifetimeSeconds },
    verify: { algorithms: ['HS256'] },
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });

  await registerClientFiles(app, config.clientDir);
  return app;
}
