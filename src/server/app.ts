import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../shared/api-error';
import './app-types';
import { activityLogRoutes } from './activity-log/activity-log.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { economicImpactRoutes } from './economic-impact/economic-impact.routes';
import { createImpactReports } from './economic-impact/report-cache';
import { answersRoutes } from './answers/answers.routes';
import { authRoutes } from './auth/auth.routes';
import { benchRoutes } from './bench/bench.routes';
import { createSetupCode } from './auth/first-admin';
import { createHashLimiter } from './auth/hash-limiter';
import { resolveJwtSecret } from './auth/jwt-secret';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { eventsRoutes } from './events/events.routes';
import { exportsRoutes } from './exports/exports.routes';
import { progressRoutes } from './responses/progress.routes';
import { responsesRoutes } from './responses/responses.routes';
import { reviewRoutes } from './responses/review.routes';
import { healthRoutes } from './health/health.routes';
import { createDatabaseState } from './health/database-state';
import { createOutageLog } from './http/outage-log';
import { registerClientFiles } from './http/client-files';
import { registerErrorHandling } from './http/error-handler';
import { registerGracefulClose } from './http/graceful-close';
import { registerPathGuard } from './http/path-guard';
import { registerResponseContract } from './http/response-contract';
import { answerClientError } from './http/client-errors';
import { registerJsonBodyParser } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { impactRegisterRoutes } from './impact-register/impact-register.routes';
import { kategoriRoutes } from './kategori/kategori.routes';
import { offlineBundleRoutes } from './offline-bundle/offline-bundle.routes';
import { formVersionsRoutes } from './form-versions/form-versions.routes';
import { questionnairesRoutes } from './questionnaires/questionnaires.routes';
import { statsRoutes } from './stats/stats.routes';
import { createUserLookup } from './users/user-lookup';
import { usersRoutes } from './users/users.routes';
import { invitesRoutes } from './teams/invites.routes';
import { teamsRoutes } from './teams/teams.routes';
import '../shared/zod-locale';

const API_ERROR_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const REQUEST_TIMEOUT_MS = 40_000;
const HEADERS_TIMEOUT_MS = 15_000;
// How often Node looks for requests past those deadlines (its default, 30 s, let a trickled body
// hold its socket for up to 150 s); a pass over the open connections is cheap.
const TIMEOUT_CHECK_EVERY_MS = 5_000;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
}

/** The whole server, every plugin and route registered here by explicit import. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // The proxies in front, counted from the server: never `true`, with which Fastify believes
    // the left-most X-Forwarded-For entry, written by the client itself, and every per-address
    // limit could be dodged.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Our own 503 while closing (http/graceful-close.ts), in Indonesian like every error.
    return503OnClosing: false,
    // A whole request, headers and body, must arrive within 40 s, so a client that trickles bytes
    // is cut off (with the check below, within 45 s) instead of holding a socket. A phone stops
    // waiting for its answer after 30 s (offline/sync-engine.ts), so a body still arriving after
    // that has no one left to answer (see also headersTimeout below).
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS },
    // A request Node refuses before it is one (headers too large or too slow) is answered in
    // Indonesian too.
    clientErrorHandler: answerClientError,
    // A path Fastify cannot even decode (broken percent-encoding) gets our error body too.
    // It runs before any hook, so it sets the API's headers itself.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .headers(API_ERROR_HEADERS)
        .send({ message: 'Alamat yang diminta tidak valid.', code: ERROR_CODES.validation });
    },
  });
  // The headers alone within 15 s: a client sending them a byte a second is closed long before
  // it could matter, while every other connection is served meanwhile (Node serves each socket
  // as its bytes arrive; none waits for another).
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outageLog = createOutageLog(app.log);
  // Every query of the app goes through the outage log's plugin: an answer ends an outage.
  const db = database.db.withPlugin(outageLog.plugin);
  app.decorate('db', db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate('userLookup', createUserLookup(db, database.kind));
  app.decorate('impactReports', createImpactReports(db, database.kind, config.reportTimeZone));
  app.decorate('databaseState', createDatabaseState(db, config.bodyLimitBytes));
  app.decorate('hashLimiter', createHashLimiter(config.hashing));
  app.decorate('firstAdminSetupCode', createSetupCode());
  app.decorateRequest('sessionId', '');

  registerErrorHandling(app, outageLog);
  registerGracefulClose(app);
  registerPathGuard(app);
  registerJsonBodyParser(app);
  registerResponseContract(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(fastifyJwt, {
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    sign: { algorithm: 'HS256', expiresIn: config.tokenLifetimeSeconds },
    // Verified tokens are remembered (up to their expiry): the session lookup in requireAuth still
    // refuses a revoked one on every request, so the cache only saves the signature check.
    // A token without an expiry would never end: every token the app signs carries one, so one
    // without it was signed elsewhere.
    verify: { algorithms: ['HS256'], cache: true, requiredClaims: ['exp'] },
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(kategoriRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api' });
  await app.register(questionnairesRoutes, { prefix: '/api' });
  await app.register(answersRoutes, { prefix: '/api' });
  await app.register(offlineBundleRoutes, { prefix: '/api' });
  await app.register(formVersionsRoutes, { prefix: '/api' });
  await app.register(analysisRoutes, { prefix: '/api' });
  await app.register(economicImpactRoutes, { prefix: '/api' });
  await app.register(impactRegisterRoutes, { prefix: '/api' });
  await app.register(exportsRoutes, { prefix: '/api' });
  await app.register(responsesRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(progressRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api' });
  await app.register(activityLogRoutes, { prefix: '/api' });
  await app.register(teamsRoutes, { prefix: '/api' });
  await app.register(invitesRoutes, { prefix: '/api' });
  if (config.benchRoutes) await app.register(benchRoutes, { prefix: '/api' });

  await registerClientFiles(app, config.clientDir);
  return app;
}
