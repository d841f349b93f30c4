import type { FastifyInstance } from 'fastify';

/**
 * How much of a body refused for its size is still read (and thrown away) after the 413. A client
 * that is still sending when the server decides (a phone's fetch sends the whole body before it
 * reads) would otherwise see the connection cut (EPIPE) instead of the answer, and try again
 * forever. A bigger body is cut off: reading it would only cost the server.
 */
const REFUSED_BODY_READ_LIMIT = 16 * 1024 * 1024;

/**
 * The client sends a JSON content type on every call, also on a DELETE with no body (docs/api.md,
 * "Conventions"): an empty JSON body means "no body" instead of an error. Anything else goes through
 * Fastify's own parser, which guards against prototype poisoning.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: a text/plain body is refused (415), not read as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
  readRefusedBodyToItsEnd(app);
}

/**
 * Fastify answers a body over the limit at once and closes the connection, which resets it while
 * the client may still be writing. Instead the connection stays open and Node reads the rest of
 * the body, up to REFUSED_BODY_READ_LIMIT, so the client's upload ends and it reads the 413.
 */
function readRefusedBodyToItsEnd(app: FastifyInstance): void {
  app.addHook('onError', async (request, reply, error) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE' || request.raw.complete) return;
    if (Number(request.headers['content-length']) > REFUSED_BODY_READ_LIMIT) return;
    reply.removeHeader('connection');
    let read = 0;
    request.raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > REFUSED_BODY_READ_LIMIT) request.raw.destroy();
    });
  });
}
