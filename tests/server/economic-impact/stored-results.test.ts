import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { REPORT_REVISION } from '../../../src/shared/economic-impact/calculate';
import { type DampakEkonomi, dampakEkonomiSchema } from '../../../src/shared/schemas/economic-impact';
import { describeOnEachDatabase, type SignedInUser, type TestContext, testAppConfig } from '../helpers/test-app';
import { addResponse, type BuiltEvent, buildEvent } from '../impact-register/impact-register-support';

/**
 * Stored results (hasil_dampak): each report computed is kept with the state of the data it was
 * computed on, so a restarted server (a new app on the same database, with nothing in memory)
 * answers an unchanged event from it without running the bootstrap; a change recomputes only its
 * event; an older method's result is replaced and the report says so; a damaged row is computed
 * again, never a 500.
 */

describeOnEachDatabase('stored economic-impact results', (ctx) => {
  let admin: SignedInUser;
  let surveyor: SignedInUser;
  let first: BuiltEvent;
  let second: BuiltEvent;
  const restarted: FastifyInstance[] = [];

  beforeAll(async () => {
    admin = await ctx().createUser('Admin');
    surveyor = await ctx().createUser('Surveyor');
    first = await buildEvent(ctx(), admin, surveyor, { nama: 'Tersimpan Satu', tanggal_mulai: '2026-03-01', kategori: 'Lari', host: ['52.71'], respondents: 40 });
    second = await buildEvent(ctx(), admin, surveyor, { nama: 'Tersimpan Dua', tanggal_mulai: '2026-04-01', kategori: 'Lari', host: ['52.71'], respondents: 35 });
  });

  afterAll(async () => {
    for (const app of restarted) await app.close();
  });

  /** A new server on the same database: nothing in its memory. */
  async function restart(context: TestContext): Promise<FastifyInstance> {
    const app = await buildApp({ config: testAppConfig(context.database), database: context.database.handle });
    await app.ready();
    restarted.push(app);
    return app;
  }

  async function reportFrom(app: FastifyInstance, eventId: number): Promise<DampakEkonomi> {
    const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}/dampak-ekonomi`, headers: surveyor.auth });
    expect(response.statusCode, response.body).toBe(200);
    return dampakEkonomiSchema.parse(response.json());
  }

  const storedRow = (eventId: number) => ctx().db.selectFrom('hasil_dampak').selectAll().where('event_id', '=', eventId).executeTakeFirst();

  it('keeps each computed report with its state and method version', async () => {
    const report = await reportFrom(ctx().app, first.eventId);
    await reportFrom(ctx().app, second.eventId);
    const row = await storedRow(first.eventId);
    expect(row).toMatchObject({ versi_metode: 2, dihitung_pada: report.dihitung_pada });
    expect(JSON.parse(row!.isi)).toEqual(report);
    expect(row!.sidik).toContain('|');
  });

  it('answers an unchanged event after a restart from the stored report, without computing it again', async () => {
    const before = await storedRow(first.eventId);
    const original = await reportFrom(ctx().app, first.eventId);
    // A marker only the stored row carries: a computation would write its own time instead.
    const marked = { ...original, dihitung_pada: '2020-01-02T03:04:05.000Z' };
    await ctx().db.updateTable('hasil_dampak').set({ isi: JSON.stringify(marked) }).where('event_id', '=', first.eventId).execute();

    const app = await restart(ctx());
    const answered = await reportFrom(app, first.eventId);
    expect(answered).toEqual(marked);
    const after = await storedRow(first.eventId);
    expect(after).toEqual({ ...before, isi: JSON.stringify(marked) });

    // Put back as computed: the same report, the computation's own time, and still not rewritten.
    await ctx().db.updateTable('hasil_dampak').set({ isi: before!.isi }).where('event_id', '=', first.eventId).execute();
    const again = await reportFrom(await restart(ctx()), first.eventId);
    expect(again).toEqual(original);
    expect(again.dihitung_pada).toBe(before!.dihitung_pada);
    expect(await storedRow(first.eventId)).toEqual(before);
  });

  it('recomputes only the event that got a new response', async () => {
    const firstBefore = await storedRow(first.eventId);
    const secondBefore = await storedRow(second.eventId);
    const nBefore = (await reportFrom(ctx().app, first.eventId)).total!.n;
    await addResponse(ctx(), surveyor, first, 'tersimpan-baru');

    const app = await restart(ctx());
    const changed = await reportFrom(app, first.eventId);
    expect(changed.total!.n).toBe(nBefore + 1);
    const firstAfter = await storedRow(first.eventId);
    expect(firstAfter!.sidik).not.toBe(firstBefore!.sidik);
    expect(firstAfter!.dihitung_pada).toBe(changed.dihitung_pada);
    expect(changed.dihitung_pada > firstBefore!.dihitung_pada).toBe(true);

    const unchanged = await reportFrom(app, second.eventId);
    expect(unchanged.dihitung_pada).toBe(secondBefore!.dihitung_pada);
    expect(await storedRow(second.eventId)).toEqual(secondBefore);
  });

  it('replaces a result an older method computed, and the new report says which it replaced', async () => {
    const current = await storedRow(second.eventId);
    // A version-1 row of the very same state: only its method version makes it stale.
    const v1 = { versi_metode: 1, isi: JSON.stringify({ lengkap: true, total: { dampak_langsung: 1 } }), dihitung_pada: '2026-01-05T08:00:00.000Z' };
    await ctx().db.updateTable('hasil_dampak').set(v1).where('event_id', '=', second.eventId).execute();

    const replaced = await reportFrom(await restart(ctx()), second.eventId);
    expect(replaced.metode.versi_metode).toBe(2);
    expect(replaced.versi_sebelumnya).toEqual({ versi_metode: 1, dihitung_pada: '2026-01-05T08:00:00.000Z' });
    expect(replaced.dihitung_pada > current!.dihitung_pada).toBe(true);
    const row = await storedRow(second.eventId);
    expect(row).toMatchObject({ versi_metode: 2, sidik: current!.sidik, dihitung_pada: replaced.dihitung_pada });

    // Stored with the report, the word stays while the data is unchanged, after a restart too...
    expect((await reportFrom(await restart(ctx()), second.eventId)).versi_sebelumnya).toEqual(replaced.versi_sebelumnya);
    // ...and goes once the data changes.
    await addResponse(ctx(), surveyor, second, 'tersimpan-v1');
    const next = await reportFrom(ctx().app, second.eventId);
    expect(next.versi_sebelumnya ?? null).toBeNull();
  });

  it('computes again a result stored by an earlier revision of the report, within the same method version', async () => {
    const current = await storedRow(first.eventId);
    expect(current!.sidik.startsWith(`r${REPORT_REVISION}|`)).toBe(true);
    // The same state and method version, stored before a fix of the figures or words: its revision tells.
    const earlier = { sidik: current!.sidik.replace(/^r\d+\|/, `r${REPORT_REVISION - 1}|`), isi: JSON.stringify({ ...JSON.parse(current!.isi), dihitung_pada: '2020-01-02T03:04:05.000Z' }) };
    await ctx().db.updateTable('hasil_dampak').set(earlier).where('event_id', '=', first.eventId).execute();
    const report = await reportFrom(await restart(ctx()), first.eventId);
    expect(report.dihitung_pada > current!.dihitung_pada).toBe(true);
    expect(await storedRow(first.eventId)).toMatchObject({ sidik: current!.sidik, dihitung_pada: report.dihitung_pada });
  });

  it('computes again, never a 500, when the stored report no longer reads', async () => {
    for (const isi of ['{rusak', JSON.stringify({ lengkap: 'ya' }), 'null']) {
      const before = await storedRow(first.eventId);
      await ctx().db.updateTable('hasil_dampak').set({ isi }).where('event_id', '=', first.eventId).execute();
      const report = await reportFrom(await restart(ctx()), first.eventId);
      expect(report.lengkap).toBe(true);
      expect(report.dihitung_pada > before!.dihitung_pada).toBe(true);
      const row = await storedRow(first.eventId);
      expect(JSON.parse(row!.isi)).toEqual(report);
      expect(row!.sidik).toBe(before!.sidik);
    }
  });

  it('lets two servers compute the same event at once', async () => {
    await ctx().db.deleteFrom('hasil_dampak').execute();
    const [one, two] = [await restart(ctx()), await restart(ctx())];
    const reports = await Promise.all([reportFrom(one, first.eventId), reportFrom(two, first.eventId), reportFrom(one, second.eventId), reportFrom(two, second.eventId)]);
    expect(reports.every((report) => report.lengkap)).toBe(true);
    const rows = await ctx().db.selectFrom('hasil_dampak').select('event_id').orderBy('event_id').execute();
    expect(rows.map((row) => row.event_id)).toEqual([first.eventId, second.eventId].sort((a, b) => a - b));
  });
});
