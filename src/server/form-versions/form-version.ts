import { createHash } from 'node:crypto';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';

/**
 * A question as its version is hashed: without a soft limit it reads as it did before questions
 * could carry one (batas_wajar comes last), so the forms phones already hold keep their version.
 */
function hashed(question: Pertanyaan): Omit<Pertanyaan, 'batas_wajar'> & { batas_wajar?: number } {
  const { batas_wajar: batasWajar, ...rest } = question;
  return batasWajar === null ? rest : { ...rest, batas_wajar: batasWajar };
}

/**
 * The version of a questionnaire's form: a hash of its questions exactly as the offline bundle
 * hands them out, so the device names the form it filled and the server finds its rules again.
 */
export function formVersionOf(questions: readonly Pertanyaan[]): string {
  return createHash('sha256').update(JSON.stringify(questions.map(hashed))).digest('base64url').slice(0, 22);
}
