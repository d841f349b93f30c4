/**
 * Runs inside the app's page during the drain benchmark: the app's own offline modules, bundled on
 * their own and evaluated in the page, so surveys enter the device's outbox exactly as the form
 * puts them there (enqueueSurvey: a fresh idempotency key each), with no hook in production code.
 */
import { openOfflineDb } from '../../../src/client/offline/offline-db';
import { countPending, enqueueSurvey, type NewOutboxItem } from '../../../src/client/offline/outbox';

export interface PageOutbox {
  enqueue(count: number, survey: NewOutboxItem): Promise<number>;
  countPending(userId: number): Promise<number>;
}

const db = openOfflineDb();

const pageOutbox: PageOutbox = {
  async enqueue(count, survey) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) await enqueueSurvey(db, survey);
    return performance.now() - started;
  },
  countPending: (userId) => countPending(db, userId),
};

(globalThis as unknown as { sisBenchOutbox: PageOutbox }).sisBenchOutbox = pageOutbox;
