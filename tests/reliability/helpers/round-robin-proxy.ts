import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback load balancer in front of several server instances, as small as one can be while
 * behaving like the real ones (nginx's defaults, HAProxy's `redispatch`):
 *
 * - each request goes to the next instance in turn, skipping one that refused a connection less
 *   than `downForMs` ago (unless every one did);
 * - a connection refused (nothing listens: the instance is down or restarting) is tried on the
 *   next instance at once: the request never reached any server, so nothing can be doubled;
 * - any other failure once the request was handed over (the connection reset mid-request by a
 *   killed instance, no answer within `upstreamTimeoutMs`) answers 502 and is NOT replayed: the
 *   instance may have committed it, and only the client, with its idempotency key, may send it
 *   again. nginx does the same for a POST (`proxy_next_upstream` never repeats non-idempotent
 *   requests).
 *
 * Bodies are read whole before forwarding and answers whole before replying (a survey is small).
 */

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer']);
/** Errors meaning the request never reached a server: safe to try on another. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

interface UpstreamAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

export interface TargetFigures {
  /** Answers (any status) the instance gave. */
  answered: number;
  /** Connections the instance refused. */
  refused: number;
  /** Requests handed over that never got an answer (reset, timeout): each answered 502. */
  failedMidRequest: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Per target port. */
  figures(): Map<number, TargetFigures>;
  /** Requests handed to this target whose answer has not come back yet. */
  inFlight(port: number): number;
  /** Requests that found every instance refusing (answered 502). */
  noInstance: number;
  /** Requests moved to another instance after a refused connection. */
  redispatched: number;
  requests: number;
  close(): Promise<void>;
}

class RefusedError extends Error {}

export async function startRoundRobinProxy(
  targets: number[],
  { upstreamTimeoutMs = 30_000, downForMs = 1_000 } = {},
): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const figures = new Map<number, TargetFigures>(targets.map((port) => [port, { answered: 0, refused: 0, failedMidRequest: 0 }]));
  const inFlight = new Map<number, number>(targets.map((port) => [port, 0]));
  const downUntil = new Map<number, number>();
  let next = 0;
  let requests = 0;
  let noInstance = 0;
  let redispatched = 0;

  /** This request's order of targets: the next one in turn first, refusing ones last. */
  function order(): number[] {
    const start = next;
    next = (next + 1) % targets.length;
    const turn = targets.map((_, i) => targets[(start + i) % targets.length]);
    const now = Date.now();
    return [...turn.filter((port) => (downUntil.get(port) ?? 0) <= now), ...turn.filter((port) => (downUntil.get(port) ?? 0) > now)];
  }

  function forward(port: number, request: http.IncomingMessage, body: Buffer): Promise<UpstreamAnswer> {
    inFlight.set(port, (inFlight.get(port) ?? 0) + 1);
    return new Promise<UpstreamAnswer>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...request.headers, host: `127.0.0.1:${port}`, 'content-length': String(body.length) };
      for (const name of HOP_BY_HOP) delete headers[name];
      const upstream = http.request(
        { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent, timeout: upstreamTimeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const kept: http.OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
            }
            resolve({ status: response.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
          });
          response.on('error', reject);
          response.on('aborted', () => reject(new Error('answer cut short')));
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
      upstream.on('error', (error: NodeJS.ErrnoException) => reject(NOT_CONNECTED.has(error.code ?? '') ? new RefusedError(error.code) : error));
      upstream.end(body);
    }).finally(() => {
      inFlight.set(port, (inFlight.get(port) ?? 1) - 1);
    });
  }

  function reply(response: http.ServerResponse, answer: UpstreamAnswer): void {
    if (response.destroyed || response.socket?.destroyed) return;
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  }

  function badGateway(response: http.ServerResponse): void {
    const body = Buffer.from(JSON.stringify({ message: 'Bad gateway', code: 'BAD_GATEWAY' }));
    reply(response, { status: 502, headers: { 'content-type': 'application/json' }, body });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): Promise<void> {
    requests += 1;
    const ports = order();
    for (const [attempt, port] of ports.entries()) {
      const figure = figures.get(port) as TargetFigures;
      try {
        const answer = await forward(port, request, body);
        figure.answered += 1;
        reply(response, answer);
        return;
      } catch (error) {
        if (error instanceof RefusedError) {
          figure.refused += 1;
          downUntil.set(port, Date.now() + downForMs);
          if (attempt < ports.length - 1) redispatched += 1;
          continue;
        }
        figure.failedMidRequest += 1;
        badGateway(response);
        return;
      }
    }
    noInstance += 1;
    badGateway(response);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks)).catch(() => request.socket.destroy());
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    figures: () => new Map([...figures].map(([target, figure]) => [target, { ...figure }])),
    inFlight: (target) => inFlight.get(target) ?? 0,
    get noInstance() {
      return noInstance;
    },
    get redispatched() {
      return redispatched;
    },
    get requests() {
      return requests;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
