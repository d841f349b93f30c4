import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import type { VersionTimes } from '../form-versions/form-versions.repo';
import { OFFLINE_WINDOW_MS } from './collection-time';

/**
 * Which form a survey was filled on, so it is judged by that form's rules (answers.service.ts).
 * A device names the version it filled; the server takes the name only for a version it handed
 * out to this questionnaire that was still the form within the offline window: an older one no
 * phone can still be holding. A device that names none (an older app) is judged by the version
 * the server had handed out by its collection time, when that time is believed; else, and when
 * nothing fits, by the form as it is now.
 */

/** When `version` stopped being the form: the next recorded content, or the form's last change. */
function supersededAt(version: VersionTimes, versions: readonly VersionTimes[], diubahPada: string): string {
  const later = versions.filter((other) => other.berlaku_sejak > version.berlaku_sejak).map((other) => other.berlaku_sejak);
  return [diubahPada, ...later].reduce((earliest, time) => (time < earliest ? time : earliest));
}

export interface FormState {
  /** The current version (a hash of the questions as they are now). */
  versi: string;
  diubah_pada: string;
  /** The recorded versions, oldest content first. */
  versions: readonly VersionTimes[];
}

/** The named version when a phone may still hold it; undefined otherwise. */
export function namedVersion(form: FormState, versi: string | undefined, now: Date): VersionTimes | undefined {
  if (versi === undefined) return undefined;
  const version = form.versions.find((candidate) => candidate.versi === versi);
  if (!version) return undefined;
  if (version.versi === form.versi) return version;
  const until = Date.parse(supersededAt(version, form.versions, form.diubah_pada));
  return until >= now.getTime() - OFFLINE_WINDOW_MS ? version : undefined;
}

/** The newest version handed out at or before `diisiPada`, for a device that named none. */
export function versionAt(form: FormState, diisiPada: string): VersionTimes | undefined {
  if (form.diubah_pada <= diisiPada) return undefined;
  let found: VersionTimes | undefined;
  for (const version of form.versions) {
    if (Date.parse(version.dicatat_pada) <= Date.parse(diisiPada)) found = version;
  }
  return found;
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
