import { useId } from 'react';
import { formatNumber } from '../../../shared/format-number';
import type { VersiFormulir } from '../../../shared/schemas/form-versions';
import { formatDateTime } from '../../lib/format-date-time';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { isWithdrawable, standingOf } from './version-standing';

interface FormVersionItemProps {
  version: VersiFormulir;
  busy: boolean;
  onWithdraw: (version: VersiFormulir) => void;
}

/** One version as the Admin weighs it: what it counts for, when it was handed out, what it judged. */
export function FormVersionItem({ version, busy, onWithdraw }: FormVersionItemProps) {
  const headingId = useId();
  const standing = standingOf(version);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Versi <code className="rounded bg-slate-100 px-1 font-normal break-all">{version.versi}</code>
        </h3>
        <Badge tone={standing.tone}>{standing.label}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-slate-600">Jumlah pertanyaan</dt>
        <dd className="text-slate-900">{formatNumber(version.jumlah_pertanyaan)}</dd>
        <dt className="text-slate-600">Pertama dibagikan</dt>
        <dd className="text-slate-900">{formatDateTime(version.pertama_dibagikan)}</dd>
        <dt className="text-slate-600">Terakhir dibagikan</dt>
        <dd className="text-slate-900">{formatDateTime(version.terakhir_dibagikan)}</dd>
        <dt className="text-slate-600">Data yang dinilai dengannya</dt>
        <dd className="text-slate-900">{formatNumber(version.jumlah_respons)}</dd>
        {version.ditarik_pada !== null && (
          <>
            <dt className="text-slate-600">Ditarik oleh</dt>
            <dd className="break-words text-slate-900">
              {version.ditarik_oleh && `${version.ditarik_oleh}, `}
              {formatDateTime(version.ditarik_pada)}
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm text-slate-700">{standing.meaning}</p>
      {isWithdrawable(version) && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          aria-label={`Tarik versi ${version.versi}`}
          onClick={() => onWithdraw(version)}
        >
          Tarik versi
        </Button>
      )}
    </li>
  );
}
