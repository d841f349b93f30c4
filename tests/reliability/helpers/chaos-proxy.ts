import http from 'node:http';
import { seededRandom } from '../../../src/shared/random/random-source';
import { badGateway, forwardTo, listenWholeRequests, reply, type UpstreamAnswer } from './proxy-parts';

/**
 * A loopback HTTP proxy in front of the real server that misbehaves like a venue's network and
 * the reverse proxies on the way, decided per request by a seeded PRNG (the same seed gives the
 * same sequence of decisions; which request gets which depends on arrival order):
 *
 * - drop:     the connection is cut before the request reaches the server;
 * - delay:    forwarded after a short wait (well within the client's timeout);
 * - stall:    held past the client's timeout, then forwarded anyway: the server commits a request
 *             the client has already given up on;
 * - 502:      a gateway error, the server never sees the request;
 * - lose:     forwarded, the server's whole answer received (so it committed), then the client's
 *             connection is cut: the answer is lost;
 * - truncate: forwarded, then only the head and half the body of the answer reach the client;
 * - 413:      only on /api/jawaban/batch: a proxy with a smaller body limit refuses the batch, so
 *             the client falls back to one request per survey.
 *
 * The target port is switchable, so a restarted server may listen on a new port. While no server
 * listens the proxy answers 502, as a real gateway does ("upstream" in the figures).
 */

export const FAULT_KINDS = ['drop', 'delay', 'stall', '502', 'lose', 'truncate', '413'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Share of requests per fault kind; the rest pass untouched. */
export type FaultRates = Record<FaultKind, number>;

export interface ChaosProxy {
  url: string;
  /** Where requests go; change it when the server comes back on another port. */
  setTarget(port: number | undefined): void;
  faults: Record<FaultKind | 'upstream', number>;
  requests: number;
  /** Answers lost on the way back although the server had answered 2xx: it committed, the client never knew. */
  lostAfterCommit: number;
  /** Requests handed to the server whose answer has not come back yet. */
  inFlightUpstream(): number;
  close(): Promise<void>;
}

export async function startChaosProxy(options: { seed: number; rates: FaultRates; clientTimeoutMs: number }): Promise<ChaosProxy> {
  const random = seededRandom(options.seed);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const faults = Object.fromEntries([...FAULT_KINDS, 'upstream'].map((kind) => [kind, 0])) as ChaosProxy['faults'];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let targetPort: number | undefined;
  let inFlight = 0;
  let closed = false;
  let requests = 0;
  let lostAfterCommit = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function choose(isBatch: boolean): FaultKind | undefined {
    const draw = random();
    let edge = 0;
    for (const kind of FAULT_KINDS) {
      edge += options.rates[kind];
      if (draw < edge) return kind === '413' && !isBatch ? undefined : kind;
    }
    return undefined;
  }

  function forward(request: http.IncomingMessage, body: Buffer): Promise<UpstreamAnswer> {
    const port = targetPort;
    if (port === undefined || closed) return Promise.reject(new Error('no upstream'));
    inFlight += 1;
    return forwardTo(agent, port, request, body, 60_000).finally(() => {
      inFlight -= 1;
    });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): Promise<void> {
    requests += 1;
    const fault = choose(request.url === '/api/jawaban/batch');
    // Counted where it takes effect: a lost answer only when there was an answer to lose.
    if (fault && fault !== 'lose' && fault !== 'truncate') faults[fault] += 1;
    switch (fault) {
      case 'drop':
        request.socket.destroy();
        return;
      case '502':
        badGateway(response);
        return;
      case '413': {
        const text = JSON.stringify({ message: 'Request entity too large', code: 'PAYLOAD_TOO_LARGE' });
        response.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text);
        return;
      }
      case 'delay':
        await sleep(50 + Math.floor(random() * 600));
        break;
      case 'stall':
        await sleep(options.clientTimeoutMs + 300);
        break;
      default:
        break;
    }
    if (closed) {
      request.socket.destroy();
      return;
    }
    let answer: UpstreamAnswer;
    try {
      answer = await forward(request, body);
    } catch {
      faults.upstream += 1;
      badGateway(response);
      return;
    }
    if (fault === 'lose') {
      faults.lose += 1;
      if (answer.status >= 200 && answer.status < 300) lostAfterCommit += 1;
      request.socket.destroy();
    } else if (fault === 'truncate') {
      if (response.socket?.destroyed) return;
      faults.truncate += 1;
      response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      response.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => request.socket.destroy());
    } else {
      reply(response, answer);
    }
  }

  const { server, url } = await listenWholeRequests(handle);

  return {
    url,
    setTarget(next) {
      targetPort = next;
    },
    faults,
    get requests() {
      return requests;
    },
    get lostAfterCommit() {
      return lostAfterCommit;
    },
    inFlightUpstream: () => inFlight,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
