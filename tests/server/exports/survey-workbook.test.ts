import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type SurveySheet, writeSurveyWorkbook } from '../../../src/server/exports/survey-workbook';

const PAGES = 40;
const ROWS_PER_PAGE = 500;

/** A sheet of PAGES pages of hardly compressible rows, counting how many pages were asked for. */
function countingSheet(): { sheet: SurveySheet; pulled: () => number } {
  let pulled = 0;
  async function* pages() {
    for (let page = 0; page < PAGES; page += 1) {
      pulled += 1;
      yield Array.from({ length: ROWS_PER_PAGE }, () => ({
        diisiPada: '2026-11-20T08:00:00.000Z',
        surveyor: 'Siti',
        answers: [{ isi_jawaban: randomBytes(48).toString('hex'), nilai_angka: null }],
      }));
    }
  }
  const sheet: SurveySheet = {
    tipeResponden: 'Pengunjung',
    questions: [{ teks_pertanyaan: 'Kode', tipe_jawaban: 'teks' }],
    pages: pages(),
  };
  return { sheet, pulled: () => pulled };
}

/**
 * Resolves once the writer is held: `output`'s buffer is full (nobody reads it) and `pulled` has
 * not moved over several checks. A writer that ignores backpressure never holds: it reads every
 * page, and the test then sees all of them.
 */
async function whenHeld(output: PassThrough, pulled: () => number, deadline = Date.now() + 20_000): Promise<void> {
  let last = -1;
  let unchanged = 0;
  while (unchanged < 5 && pulled() < PAGES) {
    if (Date.now() > deadline) throw new Error(`the writer never settled (${pulled()} pages read)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    unchanged = output.writableNeedDrain && pulled() === last ? unchanged + 1 : 0;
    last = pulled();
  }
}

describe('writeSurveyWorkbook', () => {
  it('reads the next page only as fast as the file is read', async () => {
    const { sheet, pulled } = countingSheet();
    const output = new PassThrough();
    const done = writeSurveyWorkbook(output, [sheet]);
    await whenHeld(output, pulled);
    // Nobody reads yet: a few pages fill the bounded buffers between the sheet and `output` (9 with
    // the zip's buffer at 64 KB, however fast the machine), then the writer waits. Without
    // backpressure, or with archiver's default 1 MB buffer, all 40 are read.
    expect(pulled()).toBeLessThan(PAGES / 2);

    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await done;
    expect(pulled()).toBe(PAGES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].actualRowCount).toBe(1 + PAGES * ROWS_PER_PAGE);
  });

  it('stops, without error, when the reader goes away', async () => {
    const { sheet, pulled } = countingSheet();
    const output = new PassThrough();
    const done = writeSurveyWorkbook(output, [sheet]);
    await whenHeld(output, pulled);
    output.destroy();
    await expect(done).resolves.toBeUndefined();
    expect(pulled()).toBeLessThan(PAGES);
  });
});
