import { formatNumber } from '../../../shared/format-number';
import type { RegisterRow, StatusDampak } from '../../../shared/schemas/register';
import { Badge, type BadgeTone } from '../../ui/badge';

const STATUS: Record<StatusDampak, { label: string; tone: BadgeTone }> = {
  lengkap: { label: 'Lengkap', tone: 'green' },
  belum_lengkap: { label: 'Belum lengkap', tone: 'slate' },
  menunggu_pemeriksaan: { label: 'Menunggu pemeriksaan', tone: 'amber' },
};

/** The answers above the fence, in the words of the review queue. */
export const waitingText = (count: number) => `${formatNumber(count)} jawaban menunggu pemeriksaan`;

/** The status badge, what an incomplete report lacks, and how many answers wait for review. */
export function RegisterStatus({ row }: { row: RegisterRow }) {
  const { label, tone } = STATUS[row.status];
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap">
        <Badge tone={tone}>{label}</Badge>
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
