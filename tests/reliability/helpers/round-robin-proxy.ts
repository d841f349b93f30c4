import http from 'node:http';
import { badGateway, forwardTo, listenWholeRequests, reply, type UpstreamAnswer } from './proxy-parts';

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
 */

/** Errors meaning the request never reached a server: safe to try on another. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

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
    return forwardTo(agent, port, request, body, upstreamTimeoutMs)
      .catch((error: NodeJS.ErrnoException) => {
        throw NOT_CONNECTED.has(error.code ?? '') ? new RefusedError(error.code) : error;
      })
      .finally(() => {
        inFlight.set(port, (inFlight.get(port) ?? 1) - 1);
      });
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

  const { server, url } = await listenWholeRequests(handle);

  return {
    url,
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
