import { useId } from 'react';
import { ProgressTrack } from '../../ui/progress-bar';

/**
 * "5 dari 12 terjawab" with a bar, held just under the sticky top bar (44 px buttons, their
 * padding and its border) while the questions scroll by, so the surveyor always sees how far along
 * the respondent is. Not a live region: every answer would be read out.
 */
export function AnswerProgress({ answered, total }: { answered: number; total: number }) {
  const id = useId();
  return (
    <div className="sticky top-[61px] z-10 -mx-4 flex flex-col gap-1 border-b border-slate-200 bg-white px-4 py-2">
      <p id={id} className="text-sm font-semibold text-slate-800 tabular-nums">
        {`${answered} dari ${total} terjawab`}
      </p>
      <ProgressTrack value={answered} max={total} aria-labelledby={id} />
    </div>
  );
}
