import type { DrainReport, SyncEngine } from './sync-engine';

/** Rejects a Background Sync event's work, so that the browser schedules another try. */
export class SyncNotFinished extends Error {
  constructor(readonly report: DrainReport) {
    super(`${report.waiting} survei masih menunggu dikirim`);
  }
}

/**
 * A Background Sync event's work: drain the outbox once, and fail while surveys that a later try
 * could send may still wait: something stood in the way (no network, the server busy, its disk
 * full or its database away, an error of the device), or another drainer (an open page) held the
 * queue, whose outcome this event cannot know. Only a rejected event makes the browser try again
 * by itself, with the app closed; a try with nothing left to send costs one look at the queue.
 * Surveys that wait for their user to log in again are no reason to retry: a retry could not send
 * them either.
 */
export async function drainForBackgroundSync(engine: Pick<SyncEngine, 'drain'>): Promise<DrainReport> {
  const report = await engine.drain();
  if (!report.ran || report.troubled) throw new SyncNotFinished(report);
  return report;
}
