import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { DampakEkonomi } from '../../src/shared/schemas/economic-impact';
import { cleanUpAll, type ServerProcess } from '../reliability/helpers/server-process';
import { hasLibreOffice, recalculated } from '../server/exports/libreoffice';
import { getJson, loginToken, sendJson, startBenchServer } from './lib/bench-server';
import { type BenchDatabase, benchDatabases } from './lib/databases';
import { downloadToFile, sheetRowCounts } from './lib/download';
import { economicParameters, seedEconomicEvent, seedEconomicRespondents, seedEconomicUsers, segmentCounts } from './lib/economic-workload';
import { emit } from './lib/emit';
import { median } from './lib/percentile';
import { peakRssMegabytes, resetPeakRss, rssMegabytes } from './lib/proc-stats';
import { scaled } from './lib/scale';
import { withDatabase } from './lib/seed-direct';

/**
 * The .xlsx download of an event with 20,000 responses over three segments carrying the economic
 * question set, its parameters set through the API: the data sheets with the region names beside
 * the codes, and the economic-impact sheets (the headline, Hitung Ulang's formulas, the roles,
 * one Penanda Dampak row per counted response). The first download computes the report as well;
 * the next ones find it cached. Where LibreOffice is installed, the file is recalculated in it and
 * Hitung Ulang's direct impact compared with the API's (`recalc_check`).
 */

const RESPONSES = scaled(20_000, 600);
const DOWNLOADS = scaled(3, 1);
const DATA_SHEETS = 3;
const REPORT_SHEETS = 5;

/** The file's sheets: three data sheets, the five report sheets, Info; every counted response flagged. */
async function fileCheck(file: string, report: DampakEkonomi): Promise<string> {
  const rows = await sheetRowCounts(file);
  if (rows.length !== DATA_SHEETS + REPORT_SHEETS + 1) return `mismatch: ${rows.length} sheets`;
  const dataRows = rows.slice(0, DATA_SHEETS).reduce((sum, count) => sum + count - 1, 0);
  if (dataRows !== RESPONSES) return `mismatch: ${dataRows} data rows`;
  const counted = report.segmen.filter((segmen) => segmen.dihitung).reduce((sum, segmen) => sum + segmen.n + segmen.tanpa_asal, 0);
  const flagRows = rows[DATA_SHEETS + REPORT_SHEETS - 1] - 1;
  return flagRows === counted ? 'ok' : `mismatch: ${flagRows} flag rows for ${counted} counted responses`;
}

/** LibreOffice's recalculated direct impact against the API's, or why it was not checked. */
async function recalcCheck(file: string, report: DampakEkonomi): Promise<string> {
  if (!hasLibreOffice()) return 'skipped: soffice not installed';
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await recalculated(fs.readFileSync(file))) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Hitung Ulang');
  const rows = sheet ? Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1)) : [];
  const value = rows.find((row) => row.getCell(1).value === 'Dampak ekonomi langsung')?.getCell(2).value;
  const result = value && typeof value === 'object' && 'result' in value ? Number(value.result) : Number.NaN;
  const apart = Math.abs(result - (report.total?.dampak_langsung ?? Number.NaN));
  return apart <= 1 ? 'ok' : `mismatch: recalculated ${result}, API ${report.total?.dampak_langsung}`;
}

async function benchDownloads(database: BenchDatabase, server: ServerProcess, token: string, eventId: number, folder: string): Promise<void> {
  const pid = server.child.pid as number;
  const file = path.join(folder, `dampak-${RESPONSES}.xlsx`);
  const url = `/api/events/${eventId}/hasil-survei/download`;
  resetPeakRss(pid);
  const before = rssMegabytes(pid);
  // The first download asks for a report nobody has computed yet.
  const first = await downloadToFile(server, url, token, file);
  const report = await getJson<DampakEkonomi>(server, `/api/events/${eventId}/dampak-ekonomi`, token);
  const seconds: number[] = [];
  for (let i = 0; i < DOWNLOADS; i += 1) seconds.push(await downloadToFile(server, url, token, file));
  emit('economic-export', `${database.kind} n=${RESPONSES}`, {
    first_seconds: first,
    seconds: median(seconds),
    megabytes: fs.statSync(file).size / 1024 / 1024,
    peak_rss_growth_mb: peakRssMegabytes(pid) - before,
    downloads: DOWNLOADS,
    check: await fileCheck(file, report),
    recalc_check: await recalcCheck(file, report),
  });
  fs.rmSync(file);
}

async function benchDatabase(database: BenchDatabase): Promise<void> {
  const target = await database.fresh();
  const { users, event } = await withDatabase(target, async (db, handle) => {
    const seededUsers = await seedEconomicUsers(db);
    const seededEvent = await seedEconomicEvent(db, `Festival Unduhan ${RESPONSES} Responden`);
    await seedEconomicRespondents(handle, seededEvent, seededUsers.surveyorId, `unduhan-${RESPONSES}`, RESPONSES);
    return { users: seededUsers, event: seededEvent };
  });
  const server = await startBenchServer(target);
  try {
    const admin = await loginToken(server, users.adminEmail);
    await sendJson(server, 'PUT', `/api/events/${event.eventId}/parameter-ekonomi`, admin, economicParameters(event, segmentCounts(RESPONSES)));
    await benchDownloads(database, server, admin, event.eventId, target.dataDir);
  } finally {
    await server.stop();
  }
}

const { databases, stop } = await benchDatabases();
try {
  for (const database of databases) await benchDatabase(database);
} finally {
  await cleanUpAll();
  stop();
}
