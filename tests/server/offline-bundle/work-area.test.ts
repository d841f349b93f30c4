import { expect, it } from 'vitest';
import { createEvent, createKuesioner } from '../helpers/api-fixtures';
import { describeOnEachDatabase, type SignedInUser } from '../helpers/test-app';

/**
 * Issue 38, item 3: the offline bundle holds only the active events inside the caller's work area
 * (docs/work-areas.md), and its version (the ETag) differs per area, so a bundle a phone cached for
 * one area is never answered 304 for another's account.
 */

describeOnEachDatabase('GET /api/offline-bundle and work areas', (ctx) => {
  async function bundleOf(user: SignedInUser, ifNoneMatch?: string) {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/offline-bundle',
      headers: { ...user.auth, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
    return { response, ids: response.statusCode === 200 ? (response.json().events as { id: number }[]).map((event) => event.id) : [] };
  }

  it('holds only the events inside the area; a national account gets every one, placeless included', async () => {
    const admin = await ctx().createUser('Admin');
    const surabaya = await createEvent(ctx(), admin, { wilayah: '35.78' });
    const malang = await createEvent(ctx(), admin, { wilayah: '35.73' });
    const bandung = await createEvent(ctx(), admin, { wilayah: '32.73' });
    const placeless = await createEvent(ctx(), admin, { wilayah: null });
    for (const event of [surabaya, malang, bandung, placeless]) await createKuesioner(ctx(), admin, event.id);
    const mine = [surabaya, malang, bandung, placeless].map((event) => event.id);

    const cases: [string | null, number[]][] = [
      ['35', [surabaya.id, malang.id]],
      ['35.78', [surabaya.id]],
      ['32', [bandung.id]],
      ['11', []],
      [null, mine],
    ];
    for (const [area, expected] of cases) {
      const surveyor = await ctx().createUser('Surveyor', { wilayah_kerja: area });
      const { response, ids } = await bundleOf(surveyor);
      expect(response.statusCode, response.body).toBe(200);
      // Events of other tests in this database may be there for a national account: only ours are compared.
      expect(ids.filter((id) => mine.includes(id)).sort(), String(area)).toEqual([...expected].sort());
    }
    // A regional Admin collects (tests a form) within its area too.
    const regionalAdmin = await ctx().createUser('Admin', { wilayah_kerja: '35.73' });
    expect((await bundleOf(regionalAdmin)).ids).toEqual([malang.id]);
  });

  it('gives each area its own version: an ETag cached for one area is a 200 for another, a 304 for the same', async () => {
    // Two areas with no event at all: the same (empty) content, yet not the same bundle.
    const aceh = await ctx().createUser('Surveyor', { wilayah_kerja: '11' });
    const bali = await ctx().createUser('Surveyor', { wilayah_kerja: '51' });
    const first = await bundleOf(aceh);
    const second = await bundleOf(bali);
    expect(first.ids).toEqual([]);
    expect(second.ids).toEqual([]);
    expect(first.response.headers.etag).not.toBe(second.response.headers.etag);
    expect(first.response.json().version).not.toBe(second.response.json().version);

    // The phone is shared: Bali's account sends the version cached for Aceh and gets its own bundle.
    const crossed = await bundleOf(bali, first.response.headers.etag as string);
    expect(crossed.response.statusCode).toBe(200);
    expect(crossed.response.headers.etag).toBe(second.response.headers.etag);
    const acehAgain = await ctx().createUser('Surveyor', { wilayah_kerja: '11' });
    expect((await bundleOf(acehAgain, first.response.headers.etag as string)).response.statusCode).toBe(304);
  });
});
