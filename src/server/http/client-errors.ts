import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorBody, ERROR_CODES } from '../../shared/api-error';

/**
 * What a connection gets when Node rejects its request before Fastify sees one: headers too large
 * (431), headers or body too slow (408), or bytes that are not HTTP (400). The API's own error body
 * in Indonesian, like every other error, instead of Fastify's English default; then the socket
 * closes, as Node's own handling does.
 */
function answerFor(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { message: 'Header permintaan terlalu besar.', code: ERROR_CODES.payloadTooLarge } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { message: 'Permintaan terlalu lama dikirim. Silakan coba lagi.', code: ERROR_CODES.requestTimeout } };
  }
  return { status: 400, body: { message: 'Permintaan tidak valid.', code: ERROR_CODES.validation } };
}

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerFor(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
