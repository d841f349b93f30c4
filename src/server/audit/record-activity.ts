import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AksiLog, JenisTarget } from '../../shared/activity-log-actions';
import type { User } from '../../shared/schemas/auth';
import type { Database } from '../db/schema';
import { appendEntry, eventPlace, withLogLock } from './audit.repo';

/** Who acted: an account as it is at the time (a copy is kept, so the entry outlives it). */
export type ActivityActor = Pick<User, 'id' | 'nama' | 'email' | 'peran' | 'wilayah_kerja'>;

export interface ActivityTarget {
  kind: JenisTarget;
  /** The target's id; null when it has no numeric one (an invite code: name it instead). */
  id: number | null;
  name: string | null;
  /**
   * The place that decides which regional Admins see the entry: an account's work area. Left out,
   * it is the place of `eventId`'s event (read now, so give it when the event is already deleted).
   */
  area?: string | null;
}

/** The changed fields by their API names, before and after; never a password or its hash. */
export type ChangedFields = Record<string, unknown>;

export interface ActivityInput {
  action: AksiLog;
  target: ActivityTarget;
  before?: ChangedFields | null;
  after?: ChangedFields | null;
  /** The event the target belongs to (the event itself for an event): the log's event filter. */
  eventId?: number | null;
  /** Who acted when it is not `request.user`: the account signing in; null when nobody is known. */
  actor?: ActivityActor | null;
}

const asJson = (fields: ChangedFields | null | undefined) => (fields ? JSON.stringify(fields) : null);

/**
 * Appends one entry to the activity log (docs/activity-log.md, "Recording an action"). Pass the
 * transaction of the change when there is one, and call this last in it: the change and its entry
 * then commit together or not at all, and the log's lock is held only until the commit.
 */
export async function recordActivity(db: Kysely<Database>, request: FastifyRequest, input: ActivityInput): Promise<void> {
  await withLogLock(db, request.server.databaseKind, async (trx) => {
    const actor = input.actor !== undefined ? input.actor : ((request.user as ActivityActor | undefined) ?? null);
    const eventId = input.eventId ?? null;
    let area = input.target.area;
    if (area === undefined) area = eventId === null ? null : await eventPlace(trx, eventId);
    await appendEntry(trx, {
      pelaku_id: actor?.id ?? null,
      pelaku_nama: actor?.nama ?? null,
      pelaku_email: actor?.email ?? null,
      pelaku_peran: actor?.peran ?? null,
      pelaku_wilayah: actor?.wilayah_kerja ?? null,
      alamat: request.ip,
      aksi: input.action,
      target_jenis: input.target.kind,
      target_id: input.target.id,
      target_nama: input.target.name,
      event_id: eventId,
      wilayah: area,
      sebelum: asJson(input.before),
      sesudah: asJson(input.after),
    });
  });
}
