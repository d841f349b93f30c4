import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Event } from '../../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../../src/shared/schemas/questionnaires';
import { settleHandedOutVersions } from '../form-versions/settled-versions';
import { answersFor, createEvent, createKuesioner, createPertanyaan, submit } from './api-fixtures';
import { type AreaWorld, expectStatus, inviteTo, PLACES, type PlaceKey } from './area-world';
import type { TestContext } from './test-app';

/**
 * What one call of the area matrix changes or spends, made for it in the call's place by the
 * national Admin (or, for responses, the national collector on the team): an event to delete, a
 * questionnaire with a version to withdraw, an invite to revoke... so a call that succeeds leaves
 * the shared fixtures of tests/server/helpers/area-world.ts as they were.
 */
export interface Fresh {
  event?: Event;
  kuesioner?: Kuesioner;
  pertanyaan?: Pertanyaan;
  responsId?: number;
  kode?: string;
  /** A version of `kuesioner` handed out, stood and replaced since: one an Admin may withdraw. */
  versi?: string;
}

export type FreshMaker = (ctx: TestContext, world: AreaWorld, place: PlaceKey) => Promise<Fresh>;

const placeOf = (place: PlaceKey) => (PLACES[place] ? { wilayah: PLACES[place] } : {});

export const freshEvent: FreshMaker = async (ctx, world, place) => ({ event: await createEvent(ctx, world.users.nationalAdmin, placeOf(place)) });

export const freshEventWithKuesioner: FreshMaker = async (ctx, world, place) => {
  const { event } = await freshEvent(ctx, world, place);
  if (!event) throw new Error('no event');
  return { event, kuesioner: await createKuesioner(ctx, world.users.nationalAdmin, event.id) };
};

/** A questionnaire of the place's event: its event keeps its team. */
export const freshKuesioner: FreshMaker = async (ctx, world, place) => ({
  kuesioner: await createKuesioner(ctx, world.users.nationalAdmin, world.places[place].survey.event.id, `Segmen ${randomUUID().slice(0, 8)}`),
});

export const freshPertanyaan: FreshMaker = async (ctx, world, place) => ({
  pertanyaan: await createPertanyaan(ctx, world.users.nationalAdmin, world.places[place].design.id, 'Pertanyaan sementara?', 'teks'),
});

/**
 * A questionnaire whose event has its economic host area set, as the ready-made question set
 * needs. Saving a host area gives a placeless event the host's regency (docs/work-areas.md): the
 * placeless one is put back without a place, as an event whose place was never set.
 */
export const freshHostKuesioner: FreshMaker = async (ctx, world, place) => {
  const fresh = await freshEventWithKuesioner(ctx, world, place);
  const eventId = fresh.event?.id ?? 0;
  const host = await ctx.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/parameter-ekonomi`,
    headers: world.users.nationalAdmin.auth,
    payload: { wilayah_tuan_rumah: [PLACES[place] ?? '52.71'] },
  });
  expectStatus(host, 200);
  if (PLACES[place] === null) await ctx.db.updateTable('events').set({ wilayah: null }).where('id', '=', eventId).execute();
  return fresh;
};

/** A response to the place's survey, collected by the national collector (a member of the required team). */
export const freshRespons: FreshMaker = async (ctx, world, place) => {
  const response = await submit(ctx, world.collector, answersFor(world.places[place].survey));
  expectStatus(response, 201);
  return { responsId: response.json().id };
};

/** A questionnaire of the place's event whose first form the collector's bundle handed out, that stood, and that changed since. */
export const freshReplacedVersion: FreshMaker = async (ctx, world, place) => {
  const admin = world.users.nationalAdmin;
  const { kuesioner } = await freshKuesioner(ctx, world, place);
  if (!kuesioner) throw new Error('no kuesioner');
  await createPertanyaan(ctx, admin, kuesioner.id, 'Asal kota?', 'teks');
  const bundle = await ctx.app.inject({ method: 'GET', url: '/api/offline-bundle', headers: world.collector.auth });
  expectStatus(bundle, 200);
  const forms = (bundle.json().events as { kuesioner: { id: number; versi_formulir: string }[] }[]).flatMap((event) => event.kuesioner);
  const versi = forms.find((form) => form.id === kuesioner.id)?.versi_formulir;
  expect(versi, 'the questionnaire is in the collector’s bundle').toBeDefined();
  // As if it had stood as the form in the field (tests/server/form-versions/settled-versions.ts).
  await settleHandedOutVersions(ctx.db);
  await createPertanyaan(ctx, admin, kuesioner.id, 'Berapa malam?', 'angka');
  return { kuesioner, versi };
};

/** An invite code to the place's event (for the placeless event, one made before its place was cleared). */
export const freshInvite: FreshMaker = async (ctx, world, place) => ({
  kode: await inviteTo(ctx, world.users.nationalAdmin, place, world.places[place].survey.event.id, 5),
});
