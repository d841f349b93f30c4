import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VersiFormulir } from '../../../shared/schemas/form-versions';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';
import { SkeletonRows } from '../../ui/loading-state';
import { formVersionsQuery } from './api/list-form-versions';
import { useWithdrawFormVersion } from './api/withdraw-form-version';
import { DesignerPanel } from './designer-panel';
import { FailureAlert } from './failure-alert';
import { FormVersionItem } from './form-version-item';
import { WithdrawVersionDialog } from './withdraw-version-dialog';

/**
 * The versions of the chosen type's form that phones received, and the withdrawal of one whose
 * rules should no longer count (docs/screens.md#questionnaire-designer; docs/api.md, "Form versions").
 */
export function FormVersionsPanel({ kuesioner }: { kuesioner: Kuesioner }) {
  const versions = useQuery(formVersionsQuery(kuesioner.id));
  const withdraw = useWithdrawFormVersion(kuesioner.id);
  const [withdrawing, setWithdrawing] = useState<VersiFormulir | null>(null);

  function confirmWithdraw() {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.versi, { onSettled: () => setWithdrawing(null) });
  }

  return (
    <DesignerPanel title={`Versi Formulir untuk ${kuesioner.tipe_responden}`}>
      <p className="text-sm text-slate-700">
        Setiap kali aplikasi surveyor mengunduh kuesioner ini untuk dipakai offline, formulirnya dicatat sebagai satu versi. Survei yang
        diisi dengan versi lama dinilai dengan aturan versi itu bila versi itu memang diunduh oleh akun surveyor yang mengirimnya (pada
        sesi login itu atau sesi sebelumnya yang sudah berakhir), berisi pertanyaan, sempat berlaku paling sedikit 10 menit, diganti belum
        lebih dari 30 hari yang lalu, dan tidak ditarik. Data seperti itu bertanda &ldquo;Versi formulir lama&rdquo; di Data Survei.
      </p>
      {withdraw.isSuccess && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {withdraw.data.message}
        </p>
      )}
      {withdraw.isError && <FailureAlert text="Gagal menarik versi formulir." error={withdraw.error} />}
      {versions.isPending && <SkeletonRows rows={2} label="Memuat versi formulir..." />}
      {versions.isError && <Failure boxed>{errorMessage(versions.error, 'Gagal mengambil versi formulir.')}</Failure>}
      {versions.data &&
        (versions.data.data.length === 0 ? (
          <p className="text-sm text-slate-700">Belum ada versi yang dibagikan ke aplikasi surveyor.</p>
        ) : (
          <ul aria-label="Versi formulir, terbaru lebih dulu" className="flex flex-col divide-y divide-slate-200">
            {versions.data.data.map((version) => (
              <FormVersionItem
                key={version.versi}
                version={version}
                busy={withdraw.isPending}
                onWithdraw={(chosen) => {
                  withdraw.reset();
                  setWithdrawing(chosen);
                }}
              />
            ))}
          </ul>
        ))}
      <WithdrawVersionDialog version={withdrawing} busy={withdraw.isPending} onConfirm={confirmWithdraw} onCancel={() => setWithdrawing(null)} />
    </DesignerPanel>
  );
}
