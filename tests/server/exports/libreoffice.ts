import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * LibreOffice headless as a second spreadsheet program: it opens a workbook, recalculates every
 * formula and saves it again, so a test can read what the formulas give, not what was cached.
 */

const run = promisify(execFile);

/** Whether `soffice` (Debian's libreoffice-calc) is on the PATH. */
export function hasLibreOffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

// By default LibreOffice keeps the values cached in an .xlsx file and recalculates nothing
// (Tools > Options > Calc > Formula, "Recalculation on file load": never). A profile of its own
// sets it to always (0), so every formula is computed from the cells it reads.
const ALWAYS_RECALCULATE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** The workbook after LibreOffice has opened it, recalculated every formula and saved it as .xlsx. */
export async function recalculated(workbook: Buffer): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-libreoffice-'));
  try {
    const profile = path.join(folder, 'profile');
    fs.mkdirSync(path.join(profile, 'user'), { recursive: true });
    fs.writeFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), ALWAYS_RECALCULATE);
    const input = path.join(folder, 'in', 'unduhan.xlsx');
    const output = path.join(folder, 'out');
    fs.mkdirSync(path.dirname(input));
    fs.writeFileSync(input, workbook);
    // A profile per run: two conversions at once would otherwise share (and lock) one.
    await run('soffice', [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--convert-to', 'xlsx', '--outdir', output, input], {
      timeout: 180_000,
    });
    return fs.readFileSync(path.join(output, 'unduhan.xlsx'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// CSV filter options (help.libreoffice.org, "CSV Filter Options"): comma, double quote, UTF-8,
// from line 1. Saving: token 12 at -1 writes every sheet to a file of its own. Opening: token 11
// trims spaces and token 13 evaluates formulas, the most eager import there is.
const SAVE_EVERY_SHEET = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
const EAGER_IMPORT = 'CSV:44,34,76,1,,0,false,true,false,false,true,,true';

/**
 * Every sheet of the workbook as LibreOffice saves it as CSV and then opens that CSV again (saved
 * back as .xlsx so it can be read), by sheet name: what a user who saved the download as CSV finds
 * when opening it.
 */
export async function savedAsCsvAndReopened(workbook: Buffer): Promise<Map<string, Buffer>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-libreoffice-csv-'));
  try {
    const profile = pathToFileURL(path.join(folder, 'profile')).href;
    const input = path.join(folder, 'unduhan.xlsx');
    const [csvFolder, reopenedFolder] = [path.join(folder, 'csv'), path.join(folder, 'reopened')];
    fs.writeFileSync(input, workbook);
    const soffice = (...args: string[]) => run('soffice', [`-env:UserInstallation=${profile}`, '--headless', ...args], { timeout: 180_000 });
    await soffice('--convert-to', SAVE_EVERY_SHEET, '--outdir', csvFolder, input);
    const csvFiles = fs.readdirSync(csvFolder).map((name) => path.join(csvFolder, name));
    await soffice(`--infilter=${EAGER_IMPORT}`, '--convert-to', 'xlsx', '--outdir', reopenedFolder, ...csvFiles);
    // "unduhan-Info.csv" came from the sheet "Info".
    return new Map(
      fs.readdirSync(reopenedFolder).map((name) => [name.replace(/^unduhan-/, '').replace(/\.xlsx$/, ''), fs.readFileSync(path.join(reopenedFolder, name))]),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
