import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ServerProcess } from '../../reliability/helpers/server-process';

/** Downloads `path` into `file` as fast as the disk takes it; answers the seconds to the last byte. */
export async function downloadToFile(server: ServerProcess, path: string, token: string, file: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(600_000) });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), fs.createWriteStream(file));
  return (performance.now() - startedAt) / 1000;
}

/**
 * The rows of each sheet of an .xlsx file, in the order of their numbers, read as a stream so a big
 * file does not fill memory. ExcelJS's streaming reader was used here first: it reads the zip front
 * to back, and now and then (twice in four full runs, never on the same file again) it lost the
 * workbook entry of a 160 MB sheet and threw. This reads the zip's directory at its end instead,
 * then inflates each sheet on its own and counts its row elements.
 */
export async function sheetRowCounts(file: string): Promise<number[]> {
  const sheets = zipEntries(file)
    .map((entry) => ({ entry, number: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.name)?.[1]) }))
    .filter(({ number }) => Number.isInteger(number))
    .sort((a, b) => a.number - b.number);
  const counts: number[] = [];
  for (const { entry } of sheets) counts.push(await countRows(file, entry));
  return counts;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const DEFLATE = 8;

/** The entries of the zip's central directory (a plain zip: an .xlsx under 4 GB needs no zip64). */
function zipEntries(file: string): ZipEntry[] {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    // The end record is the last 22 bytes, unless a comment follows it (up to 64 KiB).
    const tail = Buffer.alloc(Math.min(size, END_RECORD_SIZE + 0xffff));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    let end = tail.length - END_RECORD_SIZE;
    while (end >= 0 && tail.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
    if (end < 0) throw new Error(`${file}: not a zip file (no end of central directory)`);
    const directory = Buffer.alloc(tail.readUInt32LE(end + 12));
    fs.readSync(fd, directory, 0, directory.length, tail.readUInt32LE(end + 16));
    const entries: ZipEntry[] = [];
    for (let at = 0; at < directory.length && directory.readUInt32LE(at) === DIRECTORY_ENTRY; ) {
      const nameLength = directory.readUInt16LE(at + 28);
      entries.push({
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return entries;
  } finally {
    fs.closeSync(fd);
  }
}

/** How many `<row` elements one sheet holds, inflated as it is read. */
async function countRows(file: string, entry: ZipEntry): Promise<number> {
  const header = Buffer.alloc(30);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, header.length, entry.localHeaderOffset);
  } finally {
    fs.closeSync(fd);
  }
  const start = entry.localHeaderOffset + header.length + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = fs.createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  const content = entry.method === DEFLATE ? raw.pipe(zlib.createInflateRaw()) : raw;
  let rows = 0;
  // A tag may be cut between two chunks: keep the last few characters for the next one.
  let carry = '';
  for await (const chunk of content) {
    const text = carry + (chunk as Buffer).toString('latin1');
    rows += text.match(/<row[\s>]/g)?.length ?? 0;
    carry = text.slice(-4);
  }
  return rows;
}
