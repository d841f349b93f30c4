import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/api-error';
import type { RateLimitRule } from '../config';
import { AppError } from '../http/app-error';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
}

function tooManyAttempts(_request: FastifyRequest, context: { after: string; ttl: number }): AppError {
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Terlalu banyak percobaan. Silakan coba lagi dalam ${Math.max(1, Math.ceil(context.ttl / 1000))} detik.`,
  );
}

/**
 * Route-level limit for login and register, keyed by address and email: surveyors at one venue
 * share an address, so the address alone would lock out a whole team. Runs after validation so the
 * email is known.
 */
export function rateLimitByAddressAndEmail(rule: RateLimitRule) {
  return {
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
    errorResponseBuilder: tooManyAttempts,
  };
}

/**
 * Route-level limit for a signed-in user's tries of their own password (a password change, an
 * email change), keyed by the user: a stolen token must not let anyone guess the password at
 * leisure. Runs after the token and the body are checked; only the requests `tries` picks count.
 */
export function rateLimitByUser(rule: RateLimitRule, tries: (request: FastifyRequest) => boolean = () => true) {
  return {
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user|${request.user.id}`,
    allowList: (request: FastifyRequest) => !tries(request),
    errorResponseBuilder: tooManyAttempts,
  };
}
