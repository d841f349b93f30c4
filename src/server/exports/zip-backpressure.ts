import type { EventEmitter } from 'node:events';
import type { Worksheet } from 'exceljs';

/** A writable stream of Node or of readable-stream 2, as far as waiting for it goes. */
interface DrainableStream extends EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

const needsDrain = (stream: DrainableStream) =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/**
 * The stream the zip reads a streamed sheet from. ExcelJS 4.4 hands each sheet to archiver through
 * a PassThrough (archiver-utils' normalizeInputSource) and keeps writing into it whatever it
 * answers, so when the zip falls behind (a slow download, or zlib waiting for a turn of the event
 * loop that synchronous SQLite reads never give) the whole sheet would pile up there. This reaches
 * into the library: tests/server/exports/survey-workbook.test.ts fails if an upgrade moves it.
 */
export function sheetZipInput(worksheet: Worksheet): DrainableStream | undefined {
  const input = (worksheet as unknown as { stream?: { pipes?: DrainableStream[] } }).stream?.pipes?.[0];
  return input && typeof input.once === 'function' ? input : undefined;
}

/**
 * Resolves once `input` has taken everything written to it, and with false as soon as the reader
 * (`output`) has gone away, so a download nobody reads any more holds nothing.
 */
export function caughtUp(
  input: DrainableStream,
  output: DrainableStream & { destroyed: boolean },
): Promise<boolean> {
  if (output.destroyed) return Promise.resolve(false);
  if (!needsDrain(input)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = () => {
      input.off('drain', settle);
      output.off('close', settle);
      resolve(!output.destroyed);
    };
    input.on('drain', settle);
    output.on('close', settle);
  });
}
