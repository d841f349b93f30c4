import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/client/lib/api-client';
import { errorMessage, serverReason } from '../../../src/client/lib/error-message';

const answer = (status: number, message?: string) => new ApiError(status, message ? { message, code: 'X' } : undefined);

describe('the one error-message policy', () => {
  it("shows the server's reason for a refusal and for an outage that says to try again", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 503, 507]) {
      expect(errorMessage(answer(status, 'Alasan server.'), 'Teks layar.')).toBe('Alasan server.');
    }
  });

  it("shows the screen's text for a 500, a proxy's page and an answer without a message", () => {
    expect(errorMessage(answer(500, 'Terjadi kesalahan pada server.'), 'Teks layar.')).toBe('Teks layar.');
    expect(errorMessage(answer(502), 'Teks layar.')).toBe('Teks layar.');
    expect(errorMessage(answer(403), 'Teks layar.')).toBe('Teks layar.');
  });

  it("shows the screen's own text for no answer at all, else its fallback", () => {
    expect(errorMessage(new NetworkError(), 'Pendaftaran gagal.', 'Terjadi kesalahan jaringan.')).toBe('Terjadi kesalahan jaringan.');
    expect(errorMessage(new NetworkError(), 'Gagal mengambil data survei.')).toBe('Gagal mengambil data survei.');
    expect(errorMessage(new TypeError('x'), 'Login gagal', 'Terjadi kesalahan saat login.')).toBe('Terjadi kesalahan saat login.');
  });

  it('gives the reason alone, for screens that show it under their own text', () => {
    expect(serverReason(answer(409, 'Sudah ada jawaban.'))).toBe('Sudah ada jawaban.');
    expect(serverReason(answer(500, 'x'))).toBeUndefined();
    expect(serverReason(new NetworkError())).toBeUndefined();
  });
});
