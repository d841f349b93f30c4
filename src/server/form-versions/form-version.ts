import { createHash } from 'node:crypto';
import type { Pertanyaan } from '../../shared/schemas/questionnaires';

/**
 * The version of a questionnaire's form: a hash of its questions exactly as the offline bundle
 * hands them out, so the device names the form it filled and the server finds its rules again.
 */
export function formVersionOf(questions: readonly Pertanyaan[]): string {
  return createHash('sha256').update(JSON.stringify(questions)).digest('base64url').slice(0, 22);
}
