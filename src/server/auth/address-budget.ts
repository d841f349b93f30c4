import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/api-error';
import type { AddressBudgetRule } from '../config';
import { AppError } from '../http/app-error';
import { addressKey } from './client-address';

interface Window {
  used: number;
  endsAt: number;
}

// Forgotten windows are swept once the map holds this many addresses, so memory stays bounded.
const SWEEP_AT = 10_000;

/**
 * A budget of attempts per client address, beside the per address+email limit: that one keeps a
 * team at one venue from locking each other out, this one keeps one address from trying one
 * password over many emails, or registering without end. Kept in memory, per instance, like the
 * other limits.
 */
export function addressBudget(rule: AddressBudgetRule, isWrongGuess: (reply: FastifyReply) => boolean = (reply) => reply.statusCode === 401) {
  const windows = new Map<string, Window>();
  const charged = new WeakMap<FastifyRequest, Window>();

  function sweep(now: number) {
    if (windows.size < SWEEP_AT) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    /** Takes one attempt from the caller's budget, or refuses with 429 when none is left. */
    async onRequest(request: FastifyRequest): Promise<void> {
      const now = Date.now();
      const key = addressKey(request.ip);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        sweep(now);
        window = { used: 0, endsAt: now + rule.timeWindowMs };
        windows.set(key, window);
      }
      if (window.used >= rule.max) {
        const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
        throw new AppError(
          429,
          ERROR_CODES.rateLimited,
          `Terlalu banyak percobaan dari alamat jaringan ini. Silakan coba lagi dalam ${seconds} detik.`,
          undefined,
          seconds,
        );
      }
      window.used += 1;
      charged.set(request, window);
    },
    /**
     * Gives the attempt back unless it was a wrong guess (rule.refundSuccess): a login that
     * worked, or one turned away before any password was checked (a full hash queue, the
     * database away, another limit), is no guess, so a whole team signing in at the start of a
     * shift, or during an outage, costs nothing; every wrong password (401), and every attempt
     * still running, counts. Another kind of guess (an invite code) names its own wrong answer.
     */
    async onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const window = charged.get(request);
      // A window that has ended since is left alone: the attempt was counted in that one.
      if (rule.refundSuccess && window && !isWrongGuess(reply) && window.used > 0) window.used -= 1;
    },
  };
}
