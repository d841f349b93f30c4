import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { RecordedVersion } from '../form-versions/form-versions.repo';
import { standingOf } from '../form-versions/version-standing';
import { OFFLINE_WINDOW_MS } from './collection-time';

/**
 * Which form a survey is judged by (answers.service.ts; docs/api.md, "Form versions"). A device
 * names the version it filled (a device that names none, an older app, is taken to have filled the
 * newest version handed to it by its collection time, when that time is believed). An older
 * version than the form as it is now judges the survey only when
 * - the offline bundle handed it to the session sending the survey (or to an ended session of the
 *   same user: a phone keeps its queue over Keluar and a new sign-in), not merely to anyone;
 * - it has questions: a form handed out before the Admin added any would skip every required one;
 * - it stayed the form for SETTLE_MS after its first hand-out (form-versions/version-standing.ts):
 *   not a form still being built, its limits set a minute later;
 * - it was replaced within the offline window: no phone can still be holding an older one;
 * - an Admin has not withdrawn it. A withdrawn one gives way to the form as it is now, except that
 *   a question it did not ask (or asked as optional) is not required: the phone never showed it,
 *   and the survey collected on it is not lost.
 * Anything else is judged by the form as it is now. A survey judged by an older version is stored
 * with it (respons.versi_lama), so review and the download show it.
 */

export interface FormState {
  /** The current version (a hash of the questions as they are now). */
  versi: string;
  diubah_pada: string;
  /** The recorded versions, oldest content first. */
  versions: readonly RecordedVersion[];
  /** The versions handed to the submitting session (or an ended one of its user): version -> first hand-out. */
  handedOut: ReadonlyMap<string, string>;
}

/** What a survey is judged by. */
export type Basis =
  /** The form as it is now. */
  | { kind: 'current' }
  /** An older version's rules, for what it asked (rulesAsFilled). */
  | { kind: 'older'; versi: string }
  /** A withdrawn version: today's rules, not requiring what it did not ask (rulesAsAsked). */
  | { kind: 'withdrawn'; versi: string };

const CURRENT: Basis = { kind: 'current' };

/** When `version` stopped being the form: the next recorded content, or the form's last change. */
function supersededAt(version: RecordedVersion, versions: readonly RecordedVersion[], diubahPada: string): string {
  const later = versions.filter((other) => other.berlaku_sejak > version.berlaku_sejak).map((other) => other.berlaku_sejak);
  return [diubahPada, ...later].reduce((earliest, time) => (time < earliest ? time : earliest));
}

/** When the named version was first handed out: to this session when it was, else to anyone. */
export function handedOutAt(form: FormState, versi: string): string | undefined {
  return form.handedOut.get(versi) ?? form.versions.find((version) => version.versi === versi)?.dicatat_pada;
}

/** For a device that named none: the newest version handed to this session at or before `diisiPada`. */
export function versionAt(form: FormState, diisiPada: string): string | undefined {
  if (form.diubah_pada <= diisiPada) return undefined;
  let found: { versi: string; at: number } | undefined;
  for (const [versi, at] of form.handedOut) {
    const time = Date.parse(at);
    if (time <= Date.parse(diisiPada) && (!found || time > found.at)) found = { versi, at: time };
  }
  return found?.versi;
}

/** What a survey filled on `versi` (undefined: not known) is judged by, by the rules above. */
export function basisFor(form: FormState, versi: string | undefined, now: Date): Basis {
  if (versi === undefined || versi === form.versi || !form.handedOut.has(versi)) return CURRENT;
  const version = form.versions.find((candidate) => candidate.versi === versi);
  if (!version) return CURRENT;
  if (Date.parse(supersededAt(version, form.versions, form.diubah_pada)) < now.getTime() - OFFLINE_WINDOW_MS) return CURRENT;
  const standing = standingOf(version);
  if (standing === 'berlaku') return { kind: 'older', versi };
  if (standing === 'ditarik') return { kind: 'withdrawn', versi };
  return CURRENT;
}

/**
 * The questions as they are now, with the rules of the form that was filled: a question of the
 * same type keeps the rules it had then (a rule that never changed is the same either way); a
 * question of another type now is judged as it is now; a question added since was not asked, so
 * it is not required.
 */
export function rulesAsFilled(current: readonly Pertanyaan[], filled: readonly Pertanyaan[]): Pertanyaan[] {
  const then = new Map(filled.map((question) => [question.id, question]));
  return current.map((question) => {
    const old = then.get(question.id);
    if (!old) return { ...question, wajib: false };
    if (old.tipe_jawaban !== question.tipe_jawaban) return question;
    return { ...question, wajib: old.wajib, min: old.min, maks: old.maks, pilihan: old.pilihan, tampil_jika: old.tampil_jika };
  });
}

/**
 * The questions as they are now, every rule as it is now, but required only where the withdrawn
 * version that was filled asked the question as required too: its limits no longer count, and the
 * survey is not refused for a question the phone never showed.
 */
export function rulesAsAsked(current: readonly Pertanyaan[], filled: readonly Pertanyaan[]): Pertanyaan[] {
  const then = new Map(filled.map((question) => [question.id, question]));
  return current.map((question) => (then.get(question.id)?.wajib === true ? question : { ...question, wajib: false }));
}
