import type { Kysely } from 'kysely';
import { multiplierWarnings, usableMultipliers } from '../../shared/economic-impact/multipliers';
import {
  DEFAULT_PARAMETER_EKONOMI,
  type ParameterEkonomi,
  type ParameterEkonomiTersimpan,
  storedParameterEkonomiSchema,
} from '../../shared/schemas/economic-impact';
import type { DatabaseKind } from '../../shared/database-kind';
import { isAnyOf } from '../db/any-of';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';

/**
 * What an event's economic-impact report is set up with: its parameters (parameter_ekonomi) and
 * its length in days. Below both the report (economic-impact/) and the questionnaire's ready-made
 * set (questionnaires/), which names the host area and the length.
 */

export interface StoredParameters {
  /** What the calculation reads: the multipliers only when usable today. */
  parameters: ParameterEkonomi;
  /** What GET answers: the multipliers as stored, with whether they need updating. */
  stored: ParameterEkonomiTersimpan;
  diubah_pada: string;
}

/** The event's parameters as stored, or the page's defaults when none were set. */
export async function readParameters(db: Kysely<Database>, eventId: number): Promise<StoredParameters> {
  const row = await db.selectFrom('parameter_ekonomi').select(['isi', 'diubah_pada']).where('event_id', '=', eventId).executeTakeFirst();
  return storedParametersOf(row);
}

/** The parameters of these events (the page's defaults where none were set), in one query. */
export async function readParametersOf(db: Kysely<Database>, kind: DatabaseKind, eventIds: readonly number[]): Promise<Map<number, StoredParameters>> {
  const rows = eventIds.length === 0
    ? []
    : await db.selectFrom('parameter_ekonomi').select(['event_id', 'isi', 'diubah_pada']).where(isAnyOf(kind, 'event_id', eventIds)).execute();
  const byEvent = new Map(rows.map((row) => [row.event_id, row]));
  return new Map(eventIds.map((eventId) => [eventId, storedParametersOf(byEvent.get(eventId))]));
}

/** One parameter_ekonomi row as the calculation and GET read it: the single and the batched reads' one mapping. */
function storedParametersOf(row: { isi: string; diubah_pada: string } | undefined): StoredParameters {
  const raw = row ? storedParameterEkonomiSchema.parse(JSON.parse(row.isi)) : DEFAULT_PARAMETER_EKONOMI;
  const pengganda = usableMultipliers(raw.pengganda);
  return {
    parameters: { ...raw, pengganda },
    stored: {
      ...raw,
      pengganda_perlu_diperbarui: raw.pengganda !== null && pengganda === null,
      peringatan: multiplierWarnings(pengganda),
    },
    diubah_pada: row?.diubah_pada ?? '',
  };
}

export async function writeParameters(db: Kysely<Database>, eventId: number, parameters: ParameterEkonomi): Promise<void> {
  const values = { event_id: eventId, isi: JSON.stringify(parameters), diubah_pada: nowIso() };
  await db
    .insertInto('parameter_ekonomi')
    .values(values)
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ isi: values.isi, diubah_pada: values.diubah_pada }))
    .execute();
  // An event with no place of its own takes its host area's first regency (docs/work-areas.md).
  const [firstHost] = parameters.wilayah_tuan_rumah;
  if (firstHost) await db.updateTable('events').set({ wilayah: firstHost }).where('id', '=', eventId).where('wilayah', 'is', null).execute();
}

/** L, the event's length in days (tanggal_selesai − tanggal_mulai + 1), from its calendar dates. */
export async function readEventDays(db: Kysely<Database>, eventId: number): Promise<number> {
  const event = await db.selectFrom('events').select(['tanggal_mulai', 'tanggal_selesai']).where('id', '=', eventId).executeTakeFirstOrThrow();
  return eventDaysOf(event);
}

export function eventDaysOf(event: { tanggal_mulai: string; tanggal_selesai: string }): number {
  const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return day(event.tanggal_selesai) - day(event.tanggal_mulai) + 1;
}
