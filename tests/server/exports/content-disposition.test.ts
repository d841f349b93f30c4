import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/server/exports/content-disposition';

describe('attachmentDisposition', () => {
  it('names the file after the event, in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('Festival Lari Nusantara 2026', 7)).toBe(
      `attachment; filename="hasil-survei-festival-lari-nusantara-2026.xlsx"; filename*=UTF-8''hasil-survei-festival-lari-nusantara-2026.xlsx`,
    );
  });

  it('drops accents from the ASCII name and keeps them, encoded, in filename*', () => {
    expect(attachmentDisposition("Lomba Renang Dépok – Jawa Barat (Putra's)", 7)).toBe(
      `attachment; filename="hasil-survei-lomba-renang-depok-jawa-barat-putra-s.xlsx"; ` +
        `filename*=UTF-8''hasil-survei-lomba-renang-d%C3%A9pok-jawa-barat-putra-s.xlsx`,
    );
  });

  it('falls back to the event id when no Latin letter is left', () => {
    expect(attachmentDisposition('東京マラソン', 42)).toBe(
      `attachment; filename="hasil-survei-event-42.xlsx"; filename*=UTF-8''hasil-survei-${encodeURIComponent('東京マラソン')}.xlsx`,
    );
  });

  it('never lets quotes, slashes or line breaks into the header', () => {
    const header = attachmentDisposition('a"b/c\\d\r\ne', 1);
    expect(header).toBe(`attachment; filename="hasil-survei-a-b-c-d-e.xlsx"; filename*=UTF-8''hasil-survei-a-b-c-d-e.xlsx`);
  });

  it('keeps long names readable but short', () => {
    const header = attachmentDisposition('Kejuaraan '.repeat(20), 1);
    const ascii = /filename="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(ascii.length).toBeLessThanOrEqual('hasil-survei-.xlsx'.length + 80);
    expect(ascii).toMatch(/^hasil-survei-kejuaraan-(kejuaraan-)*kejuaraan\.xlsx$/);
  });
});
