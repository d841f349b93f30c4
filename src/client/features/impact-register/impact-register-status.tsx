import { STATUS_DAMPAK_LABEL } from '../../../shared/economic-impact/impact-register-words';
import { formatNumber } from '../../../shared/format-number';
import type { ImpactRegisterRow, StatusDampak } from '../../../shared/schemas/impact-register';
import { Badge, type BadgeTone } from '../../ui/badge';

const TONE: Record<StatusDampak, BadgeTone> = { lengkap: 'green', belum_lengkap: 'slate', menunggu_pemeriksaan: 'amber' };

/** The answers above the fence, in the words of the review queue. */
export const waitingText = (count: number) => `${formatNumber(count)} jawaban menunggu pemeriksaan`;

/** The status badge, what an incomplete report lacks, and how many answers wait for review. */
export function ImpactRegisterStatus({ row }: { row: ImpactRegisterRow }) {

  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap">
        <Badge tone={TONE[row.status]}>{STATUS_DAMPAK_LABEL[row.status]}</Badge>
      </span>
      {row.status === 'belum_lengkap' && row.kekurangan.length > 0 && (
        <ul aria-label="Yang masih kurang" className="list-disc pl-4 text-xs text-slate-700">
          {row.kekurangan.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {row.perlu_diperiksa > 0 && <p className="text-xs text-amber-900">{waitingText(row.perlu_diperiksa)}</p>}
    </div>
  );
}
