import { useId } from 'react';
import { formatNumber } from '../../../shared/format-number';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { TrashIcon } from '../../ui/icons';

interface RespondentTypeListProps {
  types: readonly Kuesioner[];
  selectedId: number | null;
  onSelect: (kuesioner: Kuesioner) => void;
  onDelete: (kuesioner: Kuesioner) => void;
}

/** Each type selects its questions; the chosen one is marked for sight and for screen readers. */
export function RespondentTypeList({ types, selectedId, onSelect, onDelete }: RespondentTypeListProps) {
  if (types.length === 0) return <p className="text-sm text-slate-700">Belum ada tipe responden untuk event ini.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {types.map((kuesioner) => (
        <RespondentTypeItem
          key={kuesioner.id}
          kuesioner={kuesioner}
          selected={kuesioner.id === selectedId}
          onSelect={onSelect}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

interface RespondentTypeItemProps {
  kuesioner: Kuesioner;
  selected: boolean;
  onSelect: (kuesioner: Kuesioner) => void;
  onDelete: (kuesioner: Kuesioner) => void;
}

function RespondentTypeItem({ kuesioner, selected, onSelect, onDelete }: RespondentTypeItemProps) {
  const targetId = useId();
  const target = kuesioner.target_sampel;
  return (
    <li className="flex items-start gap-2">
      <div className="flex flex-1 flex-col gap-1">
        {/* The button says the type alone; its target is said beside it, as its description. */}
        <button
          type="button"
          aria-pressed={selected}
          aria-describedby={targetId}
          onClick={() => onSelect(kuesioner)}
          className={`min-h-11 rounded-lg border px-3 py-2 text-left font-medium break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
            selected
              ? 'border-blue-700 bg-blue-50 text-blue-900'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          {kuesioner.tipe_responden}
        </button>
        <p id={targetId} className="px-3 text-sm text-slate-600">
          {target === null ? 'Tanpa target sampel' : `Target sampel: ${formatNumber(target)}`}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onDelete(kuesioner)}
        aria-label={`Hapus tipe responden ${kuesioner.tipe_responden}`}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <TrashIcon />
      </button>
    </li>
  );
}
