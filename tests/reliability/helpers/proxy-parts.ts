import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the loopback proxies of the reliability tests (chaos-proxy.ts, round-robin-proxy.ts) share:
 * a request read whole, sent on whole, and its answer read whole before it is passed back (a
 * survey is small).
 */

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer']);

export interface UpstreamAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Sends `request` with `body` to the server on `port`; rejects with the socket's error as it came. */
export function forwardTo(
  agent: http.Agent,
  port: number,
  request: http.IncomingMessage,
  body: Buffer,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const headers = { ...withoutHopByHop(request.headers), host: `127.0.0.1:${port}`, 'content-length': String(body.length) };
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 502, headers: withoutHopByHop(response.headers), body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer cut short')));
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Passes an answer back, unless the client has gone. */
export function reply(response: http.ServerResponse, answer: UpstreamAnswer): void {
  if (response.destroyed || response.socket?.destroyed) return;
  response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  response.end(answer.body);
}

export function badGateway(response: http.ServerResponse): void {
  const body = Buffer.from(JSON.stringify({ message: 'Bad gateway', code: 'BAD_GATEWAY' }));
  reply(response, { status: 502, headers: { 'content-type': 'application/json' }, body });
}

/**
 * A server on a free loopback port that hands `handle` each request with its whole body; a
 * handler that throws cuts the client's connection, as a crashed proxy would.
 */
export async function listenWholeRequests(
  handle: (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) => Promise<void>,
): Promise<{ server: http.Server; url: string }> {
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
  return { server, url: `http://127.0.0.1:${port}` };
}
