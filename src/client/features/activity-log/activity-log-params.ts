import { AKSI_LOG, type AksiLog } from '../../../shared/activity-log-actions';
import { readDay } from '../../lib/list-params';
import { parseIdParam } from '../../lib/parse-id-param';

/**
 * The log's filters live in the address under the API's own names, so a reload or a shared link
 * shows the same entries; anything unreadable (a hand-edited link) counts as absent.
 */
export const FILTER_KEYS = ['pelaku_id', 'aksi', 'event_id', 'dari', 'sampai'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ActivityLogFilter {
  pelaku_id?: number;
  aksi?: AksiLog;
  event_id?: number;
  /** YYYY-MM-DD in the report time zone. */
  dari?: string;
  sampai?: string;
}

export function readFilter(params: URLSearchParams): ActivityLogFilter {
  return {
    pelaku_id: parseIdParam(params.get('pelaku_id') ?? undefined) ?? undefined,
    aksi: AKSI_LOG.find((aksi) => aksi === params.get('aksi')),
    event_id: parseIdParam(params.get('event_id') ?? undefined) ?? undefined,
    dari: readDay(params.get('dari')) ?? undefined,
    sampai: readDay(params.get('sampai')) ?? undefined,
  };
}

export const hasFilter = (filter: ActivityLogFilter) => FILTER_KEYS.some((key) => filter[key] !== undefined);

/** "?aksi=login_gagal&halaman=2": the set values only, in a fixed order (one cache entry per filter). */
export function queryString(filter: ActivityLogFilter & { halaman?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && !(key === 'halaman' && value === 1)) params.set(key, String(value));
  }
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}
