import type { StatusVersi } from '../../shared/schemas/form-versions';
import type { RecordedVersion } from './form-versions.repo';

/**
 * How long a version must have stayed the form after its first hand-out before a survey filled on
 * it is judged by its own rules: ten minutes. A version the offline bundle handed out while the
 * Admin was still building the form (a question added, its limits set a minute later) is replaced
 * within minutes; one that reached the field stays for hours. The proof is the server's own: the
 * version was handed out again at least this long after its first hand-out (docs/api.md, "Form
 * versions").
 */
export const SETTLE_MS = 10 * 60 * 1000;

/**
 * What a recorded version counts for, once it is no longer the form: `berlaku`, its rules judge
 * what was filled on it; `kosong`, a form without questions, judges nothing (it would skip every
 * required question); `terlalu_singkat`, not proven the form for SETTLE_MS, judges nothing;
 * `ditarik`, withdrawn by an Admin: the form as it is now judges, without requiring a question the
 * version did not ask, so a phone that collected on it keeps its survey.
 */
export function standingOf(version: Pick<RecordedVersion, 'kosong' | 'dicatat_pada' | 'terakhir_dibagikan' | 'ditarik_pada'>): StatusVersi {
  if (version.kosong) return 'kosong';
  if (Date.parse(version.terakhir_dibagikan) - Date.parse(version.dicatat_pada) < SETTLE_MS) return 'terlalu_singkat';
  if (version.ditarik_pada !== null) return 'ditarik';
  return 'berlaku';
}
