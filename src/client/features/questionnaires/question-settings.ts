import { formatLimit, limitMessage } from '../../../shared/answer-rules';
import { ECONOMIC_ROLE_LABEL } from '../../../shared/economic-impact/economic-roles';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';

/** A question's settings in short words for the designer's list: "Opsional", "Antara 1 dan 30"... */
export function questionSettings(question: Pertanyaan, all: readonly Pertanyaan[]): string[] {
  const notes: string[] = [];
  if (!question.wajib) notes.push('Opsional');
  // "Jawaban harus antara 1 dan 30." -> "Antara 1 dan 30"; "Jawaban paling kecil 5." -> "Paling kecil 5".
  const limits = limitMessage(question)?.replace(/^Jawaban (harus )?/, '').replace(/\.$/, '');
  if (limits) notes.push(limits.charAt(0).toUpperCase() + limits.slice(1));
  if (question.batas_wajar !== null) notes.push(`Batas wajar ${formatLimit(question.tipe_jawaban, question.batas_wajar)}`);
  if (question.pilihan) notes.push(`${question.pilihan.length} pilihan`);
  if (question.peran_ekonomi) notes.push(`Dampak ekonomi: ${ECONOMIC_ROLE_LABEL[question.peran_ekonomi]}`);
  if (question.tampil_jika) {
    const condition = question.tampil_jika;
    const index = all.findIndex((other) => other.id === condition.pertanyaan_id);
    notes.push(`Tampil jika no. ${index + 1} dijawab "${condition.nilai}"`);
  }
  return notes;
}
