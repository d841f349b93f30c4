import { limitMessage } from '../../../shared/answer-rules';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';

/** A question's settings in short words for the designer's list: "Opsional", "Antara 1 dan 30"... */
export function questionSettings(question: Pertanyaan, all: readonly Pertanyaan[]): string[] {
  const notes: string[] = [];
  if (!question.wajib) notes.push('Opsional');
  const limits = limitMessage(question, 'Jawaban');
  if (limits) notes.push(limits.replace(/^Jawaban /, '').replace(/\.$/, ''));
  if (question.pilihan) notes.push(`${question.pilihan.length} pilihan`);
  if (question.tampil_jika) {
    const condition = question.tampil_jika;
    const index = all.findIndex((other) => other.id === condition.pertanyaan_id);
    notes.push(`Tampil jika no. ${index + 1} dijawab "${condition.nilai}"`);
  }
  return notes;
}
