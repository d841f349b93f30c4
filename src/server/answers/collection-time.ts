import { startOfDateInZone } from '../../shared/report-time-zone';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How long a phone may collect without reaching the server: a token lives 30 days, and a survey
 * older than that cannot have been collected by the phone now sending it without it having come
 * online (and sent it) meanwhile.
 */
export const OFFLINE_WINDOW_MS = 30 * DAY_MS;
/** How far a device clock may differ from the server's and still be believed. */
const CLOCK_SKEW_MS = 5 * MINUTE_MS;
/** How long before the event's first day (in the report time zone) a survey may be collected. */
const BEFORE_EVENT_MS = 7 * DAY_MS;

/** What bounds a believable collection time of one submission. */
export interface TimeBounds {
  now: Date;
  /** When the questionnaire was made. */
  kuesionerCreatedAt: string;
  /** The event's first day (YYYY-MM-DD) and the report time zone it is read in. */
  tanggalMulai: string;
  zone: string;
  /** When the form version the device names was first handed out, when it names a known one. */
  versionHandedOutAt?: string;
}

/** When a submission was collected, as the server takes it. */
export interface CollectionTime {
  /** The time stored: the device's when believed, else the receipt time. */
  diisiPada: string;
  /** The device's time was sent and believed: only then may it say which form was filled. */
  believed: boolean;
  /** The device's claim as sent, when it could not be believed (shown to the reviewer). */
  doubted: string | null;
}

/**
 * The device's collection time, believed only when it could be true: not in the future beyond the
 * clock skew, not older than the offline window, not before the questionnaire existed or the form
 * version it names was handed out, and not more than BEFORE_EVENT_MS before the event's first day.
 * A time that fails is not an error: the survey is kept, at the receipt time, with the claim marked.
 */
export function collectionTime(claimed: string | undefined, bounds: TimeBounds): CollectionTime {
  const received = bounds.now.toISOString();
  if (claimed === undefined) return { diisiPada: received, believed: false, doubted: null };
  const at = Date.parse(claimed);
  const now = bounds.now.getTime();
  const earliest = Math.max(
    now - OFFLINE_WINDOW_MS,
    Date.parse(bounds.kuesionerCreatedAt) - CLOCK_SKEW_MS,
    Date.parse(startOfDateInZone(bounds.tanggalMulai, bounds.zone)) - BEFORE_EVENT_MS,
    bounds.versionHandedOutAt === undefined ? -Infinity : Date.parse(bounds.versionHandedOutAt) - CLOCK_SKEW_MS,
  );
  const believable = Number.isFinite(at) && at <= now + CLOCK_SKEW_MS && at >= earliest;
  return believable
    ? { diisiPada: new Date(at).toISOString(), believed: true, doubted: null }
    : { diisiPada: received, believed: false, doubted: claimed };
}
