import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import { hostProvincesOf } from '../../shared/economic-impact/respondent-rules';
import type { ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { ImpactRegisterChartPoint, ImpactRegisterQuery, ImpactRegisterRow, UrutImpactRegister } from '../../shared/schemas/impact-register';
import type { Database } from '../db/schema';
import type { ImpactReports } from '../economic-impact/report-cache';
import type { Viewer } from '../work-areas/area-rule';
import { eventImpacts } from './impact-reports';
import { listImpactRegisterEvents } from './impact-register.repo';
import { impactRegisterRow } from './impact-register-row';

/** The figure each sort key reads; null sorts last in either direction. */
const SORT_VALUE: Record<UrutImpactRegister, (row: ImpactRegisterRow) => number | string | null> = {
  nama_event: (row) => row.nama_event,
  tahun: (row) => row.tahun,
  dampak_langsung: (row) => row.dampak_langsung,
  tingkat_provinsi: (row) => row.tingkat?.provinsi.nilai ?? null,
  tingkat_nasional: (row) => row.tingkat?.nasional.nilai ?? null,
  pengunjung_tambahan: (row) => row.pengunjung_tambahan,
  porsi_tambahan: (row) => row.porsi_tambahan,
  rupiah_per_pengunjung_tambahan: (row) => row.rupiah_per_pengunjung_tambahan,
  dampak_per_rupiah_publik: (row) => row.dampak_per_rupiah_publik,
  margin_galat_relatif: (row) => row.margin_galat_relatif,
  n: (row) => row.n,
  dihitung_pada: (row) => row.dihitung_pada,
};

const names = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

const compareValues = (a: number | string, b: number | string) =>
  typeof a === 'string' && typeof b === 'string' ? names.compare(a, b) : (a as number) - (b as number);

/** The sort: by the key in its direction, rows without the figure last, ties by name then id. */
export function sortRows(rows: ImpactRegisterRow[], urut: UrutImpactRegister, arah: ImpactRegisterQuery['arah']): ImpactRegisterRow[] {
  const valueOf = SORT_VALUE[urut];
  const sign = arah === 'naik' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = compareValues(x, y);
      if (order !== 0) return sign * order;
    }
    return names.compare(a.nama_event, b.nama_event) || a.event_id - b.event_id;
  });
}

/**
 * Every event inside the viewer's work area that the filters keep, sorted, each with its figures
 * from its own report: the reports are asked for all at once (eventImpacts), so the register
 * reads every event's state in a few queries and computes only the events whose data changed.
 * The reports are cached per event, never per viewer, and an event outside the area is left out
 * here, before any is read: one viewer's answer cannot carry another area's figures.
 */
export async function impactRegisterRows(
  db: Kysely<Database>,
  kind: DatabaseKind,
  impactReports: ImpactReports,
  query: ImpactRegisterQuery,
  viewer: Viewer,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ImpactRegisterRow[]> {
  const events = await listImpactRegisterEvents(db, query, viewer);
  // The province lives in the parameters: events outside it are left before any report is read.
  const { provinsi } = query;
  const inProvince = provinsi === undefined ? undefined : (parameters: ParameterEkonomi) => hostProvincesOf(parameters.wilayah_tuan_rumah).has(provinsi);
  const impacts = await eventImpacts(db, kind, impactReports, events, inProvince);
  const rows = events.flatMap((event) => {
    const impact = impacts.get(event.id);
    if (!impact) return [];
    if (impact.failure) log.error({ err: impact.failure, eventId: event.id }, 'economic-impact report failed in the register');
    return [impactRegisterRow(event, impact.report, impact.parameters)];
  });
  return sortRows(rows, query.urut, query.arah);
}

/** The method versions among the rows, ascending: more than one means they are not comparable. */
export const versionsOf = (rows: readonly ImpactRegisterRow[]) => [...new Set(rows.map((row) => row.versi_metode))].sort((a, b) => a - b);

/** The chart's points: every row with a figure, in the rows' order. */
export const chartPoints = (rows: readonly ImpactRegisterRow[]): ImpactRegisterChartPoint[] =>
  rows.flatMap(({ event_id, nama_event, dampak_langsung, interval }) =>
    dampak_langsung === null || interval === null ? [] : [{ event_id, nama_event, dampak_langsung, interval }],
  );
