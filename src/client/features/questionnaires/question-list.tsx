import type { PertanyaanDesigner } from '../../../shared/schemas/questionnaires';
import { IconButton } from '../../ui/icon-button';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../ui/icons';
import { ANSWER_TYPES } from './answer-types';
import { questionSettings } from './question-settings';

interface QuestionListProps {
  /** In the form's order. */
  questions: readonly PertanyaanDesigner[];
  onEdit: (pertanyaan: PertanyaanDesigner) => void;
  onDelete: (pertanyaan: PertanyaanDesigner) => void;
  /** Moves the question at `index` one place up (-1) or down (+1). */
  onMove: (index: number, step: -1 | 1) => void;
  moving: boolean;
}

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium [&_svg]:size-3.5';

export function QuestionList({ questions, onEdit, onDelete, onMove, moving }: QuestionListProps) {
  if (questions.length === 0) return <p className="text-sm text-slate-700">Belum ada pertanyaan.</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-200">
      {questions.map((pertanyaan, index) => {
        const type = ANSWER_TYPES[pertanyaan.tipe_jawaban];
        const number = index + 1;
        const answered = pertanyaan.jumlah_jawaban > 0;
        return (
          <li key={pertanyaan.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 gap-3">
              <span className="w-6 shrink-0 pt-0.5 text-right font-semibold text-slate-600">{number}.</span>
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-900">{pertanyaan.teks_pertanyaan}</p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <p className={`${BADGE} bg-slate-100 text-slate-700`}>
                    {type.icon}
                    {type.label}
                  </p>
                  {questionSettings(pertanyaan, questions).map((note) => (
                    <span key={note} className={`${BADGE} bg-blue-50 text-blue-900`}>
                      {note}
                    </span>
                  ))}
                  <span className={`${BADGE} ${answered ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-600'}`}>
                    {pertanyaan.jumlah_jawaban} jawaban
                  </span>
                </div>
              </div>
            </div>
            <div className="flex shrink-0 gap-1.5 pl-9 sm:pl-0">
              <IconButton label={`Pindahkan pertanyaan ${number} ke atas`} disabled={moving || index === 0} onClick={() => onMove(index, -1)}>
                <ArrowUpIcon />
              </IconButton>
              <IconButton
                label={`Pindahkan pertanyaan ${number} ke bawah`}
                disabled={moving || index === questions.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ArrowDownIcon />
              </IconButton>
              <IconButton label={`Ubah pertanyaan ${number}`} onClick={() => onEdit(pertanyaan)}>
                <PencilIcon />
              </IconButton>
              <IconButton
                label={`Hapus pertanyaan ${number}`}
                tone="danger"
                disabled={answered}
                title={answered ? 'Sudah memiliki jawaban, jadi tidak dapat dihapus' : undefined}
                onClick={() => onDelete(pertanyaan)}
              >
                <TrashIcon />
              </IconButton>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
