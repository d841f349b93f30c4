import { describe, expect, it } from 'vitest';
import { sheetNames } from '../../../src/server/exports/sheet-names';

describe('sheetNames', () => {
  it('keeps valid names as they are', () => {
    expect(sheetNames(['Pengunjung', 'Atlet'])).toEqual(['Pengunjung', 'Atlet']);
  });

  it('replaces the characters Excel refuses with "-"', () => {
    expect(sheetNames(['Atlet/Official [Tim]?', 'a:b\\c*d'])).toEqual(['Atlet-Official -Tim-', 'a-b-c-d']);
  });

  it('cuts names to 31 characters without splitting an emoji', () => {
    expect(sheetNames(['Pedagang kaki lima di sekitar lokasi acara'])).toEqual(['Pedagang kaki lima di sekitar l']);
    const [name] = sheetNames([`${'a'.repeat(30)}😀`]);
    expect(name).toBe('a'.repeat(30));
  });

  it('numbers repeats, compared without case, and keeps them within 31 characters', () => {
    expect(
      sheetNames([
        'Pedagang kaki lima di sekitar lokasi utama',
        'Pedagang kaki lima di sekitar lokasi lain',
        'Tamu',
        'Tamu?',
        'TAMU*',
      ]),
    ).toEqual(['Pedagang kaki lima di sekitar l', 'Pedagang kaki lima di sekit (2)', 'Tamu', 'Tamu-', 'TAMU- (2)']);
    expect(sheetNames(['Tamu:', 'Tamu/'])).toEqual(['Tamu-', 'Tamu- (2)']);
  });

  it('avoids empty names, edge apostrophes and the reserved "History"', () => {
    expect(sheetNames(['???', "'Panitia'", 'history', '   '])).toEqual(['-', 'Panitia', 'history (2)', 'Responden']);
  });

  it("gives way to the workbook's own sheet names, compared without case", () => {
    expect(sheetNames(['Dampak Ekonomi', 'penanda dampak', 'Asumsi & Sumber', 'Penonton'], ['Dampak Ekonomi', 'Asumsi & Sumber', 'Penanda Dampak'])).toEqual([
      'Dampak Ekonomi (2)',
      'penanda dampak (2)',
      'Asumsi & Sumber (2)',
      'Penonton',
    ]);
  });
});
