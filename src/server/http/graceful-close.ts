import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/api-error';
import { AppError } from './app-error';

/**
 * While the server shuts down: requests in flight finish, their answers close the connection
 * (a kept-alive socket would hold the exit for the keep-alive timeout), and a new request gets an
 * Indonesian 503 that the surveyor's phone treats as "try again later".
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError(
      503,
      ERROR_CODES.unavailable,
      'Server sedang dimulai ulang. Data Anda aman; silakan coba lagi sebentar lagi.',
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
