import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** poppler-utils' pdftotext, which the print tests read PDFs with; undefined when not installed. */
export const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((candidate) => fs.existsSync(candidate));

/** How many pages a PDF file has (pdfinfo comes with pdftotext in poppler-utils). */
export function pdfPageCount(file: string): number {
  const info = execFileSync(path.join(path.dirname(PDFTOTEXT!), 'pdfinfo'), [file], { encoding: 'utf8' });
  const pages = /^Pages:\s+(\d+)/m.exec(info);
  if (!pages) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(pages[1]);
}

/** The text of each page of a PDF file, first page first, its spaces and line breaks made single spaces. */
export function pdfPages(file: string): string[] {
  return Array.from({ length: pdfPageCount(file) }, (_, index) => {
    const page = String(index + 1);
    const text = execFileSync(PDFTOTEXT!, ['-f', page, '-l', page, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
  });
}
