import { beforeAll, expect, it } from 'vitest';
import { createImpactReports } from '../../../src/server/economic-impact/report-cache';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';
import { confirm, correct, createReviewEvent, ORDINARY, type ReviewEvent, succeeded, TYPO } from '../review/support';
import { call } from './support';
import { type Answers, submitAnswers, times } from './v2-support';

/**
 * The report cache keeps an event's profiles and, after a review (void, restore, correction,
 * confirmation) or new responses, reads only the responses that changed (report-cache.ts). After
 * each such change, the app's report and review flags must equal what a cache that never saw the
 * event computes from every profile read anew.
 */

const SPREAD: Answers[] = Array.from({ length: 12 }, (_, i) => ({
  ...ORDINARY,
  belanja_makan_minum: 60_000 + i * 17_000,
  ...(i % 3 === 0 ? { belanja_oleh_oleh: 45_000 } : {}),
}));

describeOnEachDatabase('economic-impact report cache after reviews', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let fixture: ReviewEvent;
  let sent = 0;

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    fixture = await createReviewEvent(ctx(), admin, surveyor, 'cache', [...times(20, ORDINARY), ...SPREAD, TYPO, TYPO]);
  });

  /** The app's report and flags, then the same worked out from nothing (no stored result either). */
  async function expectSameAsFromScratch() {
    const eventId = fixture.event.id;
    const cached = await ctx().app.impactReports.report(eventId);
    const cachedFlags = await ctx().app.impactReports.waitingForReview(eventId);
    await ctx().db.deleteFrom('hasil_dampak').where('event_id', '=', eventId).execute();
    const scratch = createImpactReports(ctx().db, ctx().kind, ctx().app.config.reportTimeZone);
    const fresh = await scratch.report(eventId);
    expect({ ...cached, dihitung_pada: undefined }).toEqual({ ...fresh, dihitung_pada: undefined });
    expect([...cachedFlags]).toEqual([...(await scratch.waitingForReview(eventId))]);
    return fresh;
  }

  const setStatus = async (id: number, status: 'dibatalkan' | 'diterima') => {
    const answer = await call(ctx(), 'PATCH', `/api/respons/${id}`, admin, status === 'dibatalkan' ? { status, alasan: 'Data ganda' } : { status });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  const send = (respondents: Answers[]) => {
    sent += 1;
    // The event's required choice answered as createReviewEvent answers it.
    const tiket = [{ pertanyaan_id: fixture.tiket.id, isi_jawaban: 'Reguler' }];
    return submitAnswers(ctx(), surveyor, fixture.kuesioner.id, fixture.roles, respondents, `cache-more-${sent}`, tiket);
  };

  it('follows voids and restores', async () => {
    const before = await expectSameAsFromScratch();
    expect(before.segmen[0].perlu_diperiksa).toBeGreaterThan(0);
    await setStatus(fixture.ids[3], 'dibatalkan');
    await setStatus(fixture.ids[25], 'dibatalkan');
    const voided = await expectSameAsFromScratch();
    expect(voided.segmen[0].n).toBe(before.segmen[0].n - 2);
    await setStatus(fixture.ids[3], 'diterima');
    expect((await expectSameAsFromScratch()).segmen[0].n).toBe(before.segmen[0].n - 1);
  });

  it('follows corrections and confirmations', async () => {
    const typo = fixture.ids[fixture.ids.length - 1];
    const stored = await ctx().db.selectFrom('respons').select('versi').where('id', '=', typo).executeTakeFirstOrThrow();
    await succeeded(correct(ctx(), admin, typo, fixture.roles.belanja_akomodasi!, { nilai: '500000', alasan: 'Salah ketik nol', versi: stored.versi }));
    const corrected = await expectSameAsFromScratch();
    await succeeded(confirm(ctx(), admin, fixture.ids[fixture.ids.length - 2], { catatan: 'Sudah dicek ke responden' }));
    expect((await expectSameAsFromScratch()).segmen[0].perlu_diperiksa).toBe(corrected.segmen[0].perlu_diperiksa - 1);
  });

  it('follows new responses arriving beside a review', async () => {
    await send(SPREAD.slice(0, 4));
    await expectSameAsFromScratch();
    await Promise.all([send([TYPO, ORDINARY]), setStatus(fixture.ids[25], 'diterima'), setStatus(fixture.ids[7], 'dibatalkan')]);
    await expectSameAsFromScratch();
  });
});
