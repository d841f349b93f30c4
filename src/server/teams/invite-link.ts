import type { FastifyRequest } from 'fastify';

/**
 * The page that enrols with a code, on the origin the Admin reached the app by (behind a proxy,
 * the forwarded one when TRUST_PROXY allows): the link a phone scans must lead back here.
 */
export function inviteLink(request: FastifyRequest, kode: string): string {
  return `${request.protocol}://${request.host}/gabung/${kode}`;
}
