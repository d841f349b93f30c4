import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import ExcelJS from 'exceljs';
import type { ServerProcess } from '../../reliability/helpers/server-process';

/** Downloads `path` into `file` as fast as the disk takes it; answers the seconds to the last byte. */
export async function downloadToFile(server: ServerProcess, path: string, token: string, file: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(600_000) });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), fs.createWriteStream(file));
  return (performance.now() - startedAt) / 1000;
}

/** The rows of each sheet of an .xlsx file, read as a stream so a big file does not fill memory. */
export async function sheetRowCounts(file: string): Promise<number[]> {
  const counts: number[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const worksheet of reader) {
    let rows = 0;
    for await (const _row of worksheet) rows += 1;
    counts.push(rows);
  }
  return counts;
}
