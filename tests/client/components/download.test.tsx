import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dispositionFilename } from '../../../src/client/lib/disposition-filename';
import { downloadSurveyResults } from '../../../src/client/lib/download-survey-results';
import { DownloadButton } from '../../../src/client/components/download-button';
import { json, networkFailure, stubApi } from '../helpers/fake-api';
import { TOKEN, storeSignedIn } from '../helpers/users';

const PATH = 'GET /api/events/7/hasil-survei/download';

function xlsx(disposition?: string): Response {
  return new Response('PK', {
    status: 200,
    headers: disposition ? { 'Content-Disposition': disposition } : {},
  });
}

describe('file name from Content-Disposition', () => {
  it("prefers the UTF-8 filename* and decodes it", () => {
    expect(
      dispositionFilename(
        `attachment; filename="hasil-survei-liga-sepeda.xlsx"; filename*=UTF-8''hasil-survei-liga-s%C3%A9peda.xlsx`,
        'cadangan.xlsx',
      ),
    ).toBe('hasil-survei-liga-sépeda.xlsx');
  });

  it('reads a quoted or bare filename when there is no filename*', () => {
    expect(dispositionFilename('attachment; filename="hasil \\"a\\".xlsx"', 'x')).toBe('hasil "a".xlsx');
    expect(dispositionFilename('attachment; filename=hasil.xlsx', 'x')).toBe('hasil.xlsx');
  });

  it('falls back when the header is missing, empty or broken', () => {
    expect(dispositionFilename(null, 'cadangan.xlsx')).toBe('cadangan.xlsx');
    expect(dispositionFilename('attachment', 'cadangan.xlsx')).toBe('cadangan.xlsx');
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A`, 'cadangan.xlsx')).toBe('cadangan.xlsx');
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A; filename="a.xlsx"`, 'x')).toBe('a.xlsx');
  });
});

describe('downloadSurveyResults', () => {
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    saved = [];
    storeSignedIn();
    // jsdom has no blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = vi.fn(() => 'blob:hasil');
        static revokeObjectURL = vi.fn();
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it('fetches with the bearer token and saves the file under the name the server gives', async () => {
    const calls = stubApi({
      [PATH]: () => xlsx(`attachment; filename="a.xlsx"; filename*=UTF-8''hasil-survei-lomba.xlsx`),
    });

    await downloadSurveyResults(7, 'cadangan.xlsx');

    expect(calls[0].headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(saved).toEqual([{ href: 'blob:hasil', download: 'hasil-survei-lomba.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server gives none', async () => {
    stubApi({ [PATH]: () => xlsx() });

    await downloadSurveyResults(7, 'cadangan.xlsx');

    expect(saved[0].download).toBe('cadangan.xlsx');
  });

  it('says there is no survey data on 404', async () => {
    stubApi({ [PATH]: () => json(404, { message: 'Event tidak ditemukan.', code: 'NOT_FOUND' }) });

    await expect(downloadSurveyResults(7, 'x.xlsx')).rejects.toThrow(
      'Tidak ada data survei yang ditemukan untuk event ini.',
    );
  });

  it("gives the server's message for other failures, else \"Gagal mengunduh file.\"", async () => {
    stubApi({ [PATH]: () => json(403, { message: 'Akses ditolak.', code: 'FORBIDDEN' }) });
    await expect(downloadSurveyResults(7, 'x.xlsx')).rejects.toThrow('Akses ditolak.');

    stubApi({ [PATH]: () => new Response('Bad Gateway', { status: 502 }) });
    await expect(downloadSurveyResults(7, 'x.xlsx')).rejects.toThrow('Gagal mengunduh file.');

    stubApi({ [PATH]: networkFailure });
    await expect(downloadSurveyResults(7, 'x.xlsx')).rejects.toThrow('Gagal mengunduh file.');
    expect(saved).toEqual([]);
  });

  it('DownloadButton shows a failure in an "Oops..." dialog', async () => {
    stubApi({ [PATH]: () => json(404, { message: 'x', code: 'NOT_FOUND' }) });
    const user = userEvent.setup();
    render(<DownloadButton eventId={7} eventName="Lomba Lari" iconOnly />);

    await user.click(screen.getByRole('button', { name: 'Download hasil survei Lomba Lari' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Tidak ada data survei yang ditemukan untuk event ini.');
  });
});
