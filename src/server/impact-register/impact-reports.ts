import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../shared/database-kind';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { Database } from '../db/schema';
import { type ImpactReports, stateOf } from '../economic-impact/report-cache';
import { dataFingerprints } from '../economic-impact/report-state.repo';
import { readStoredResults } from '../economic-impact/stored-results.repo';
import { eventDaysOf, readParametersOf } from '../economic-parameters/economic-parameters.repo';

/** An event as the register has read it: its dates give its length in days. */
export interface ReportedEvent {
  id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
}

/**
 * One event's report and the parameters it was computed with; `report` null, with the `failure`,
 * when it could not be computed: one event's failure does not take down a list of all of them.
 */
export interface EventImpact {
  report: DampakEkonomi | null;
  failure?: unknown;
  parameters: ParameterEkonomi;
}

/**
 * The reports of many events (the register), their states read in a few queries for all of them
 * rather than a few per event; each event is answered from the same cache as its own report
 * (ImpactReports.report), and only the events `keep` keeps, by their parameters, are read further.
 */
export async function eventImpacts(
  db: Kysely<Database>,
  kind: DatabaseKind,
  impactReports: ImpactReports,
  allEvents: readonly ReportedEvent[],
  keep?: (parameters: ParameterEkonomi) => boolean,
): Promise<Map<number, EventImpact>> {
  const allIds = allEvents.map((event) => event.id);
  const parameters = await readParametersOf(db, kind, allIds);
  // Only the events kept are read further, and computed where they must be.
  const events = keep ? allEvents.filter((event) => keep(parameters.get(event.id)!.parameters)) : allEvents;
  const fingerprints = await dataFingerprints(db, kind, events.map((event) => event.id));
  const entries = events.map((event) => {
    const state = stateOf(fingerprints.get(event.id)!, eventDaysOf(event), parameters.get(event.id)!.parameters);
    return { id: event.id, state, report: impactReports.atState(event.id, state) };
  });
  const unanswered = entries.filter(({ report }) => !report.started).map(({ id }) => id);
  const stored = await readStoredResults(db, kind, unanswered);
  // The events to compute are computed one after the other: at once, every one's profiles
  // would be in memory together, and each would wait for all the others' bootstraps. Each
  // one's data is read while the one before it is computed (on PostgreSQL the reading is the
  // database's work, beside the bootstrap's): at most two events are read or computed at once.
  let previous: Promise<unknown> = Promise.resolve();
  let beforePrevious: Promise<unknown> = Promise.resolve();
  const results = entries.map(({ id, report }) => {
    if (report.started || report.isCurrent(stored.get(id))) return report.result(stored.get(id));
    const read = beforePrevious.then(() => report.load());
    // A failed read fails its event only once the one before is done, so the order holds.
    const ready = Promise.allSettled([previous, read]).then(([, outcome]) => {
      if (outcome.status === 'rejected') throw outcome.reason;
    });
    const result = report.result(stored.get(id), ready);
    beforePrevious = previous;
    previous = result.catch(() => undefined);
    return result;
  });
  const settled = await Promise.allSettled(results);
  return new Map(
    entries.map(({ id, state }, index) => {
      const outcome = settled[index];
      const impact: EventImpact =
        outcome.status === 'fulfilled'
          ? { report: outcome.value, parameters: state.parameters }
          : { report: null, failure: outcome.reason, parameters: state.parameters };
      return [id, impact];
    }),
  );
}
