import { formatNumber } from '../../../shared/format-number';
import type { ImpactRegisterResponse, UrutImpactRegister } from '../../../shared/schemas/impact-register';
import { PrintHeader } from '../../components/print/print-header';
import type { ListSort } from '../../lib/list-params';
import { Pager } from '../../ui/pager';
import { LIST_PANEL } from '../../ui/table-style';
import { MixedVersionsNotice } from './mixed-versions-notice';
import { ImpactRegisterChart } from './impact-register-chart';
import { ImpactRegisterNotes } from './impact-register-notes';
import { IMPACT_REGISTER_TITLE } from './impact-register-title';
import { ImpactRegisterTable } from './impact-register-table';

interface ImpactRegisterResultsProps {
  page: ImpactRegisterResponse;
  /** The next page or filter is on its way: the old rows stay, dimmed. */
  busy: boolean;
  sort: ListSort<UrutImpactRegister>;
  onSort: (key: UrutImpactRegister) => void;
  onPage: (halaman: number) => void;
}

/**
 * A page of the register: the running header for paper, the versions note, the chart of every
 * filtered event, the page's rows, the pager and how to read it all.
 */
export function ImpactRegisterResults({ page, busy, sort, onSort, onPage }: ImpactRegisterResultsProps) {
  const pages = Math.max(Math.ceil(page.total / page.per_halaman), 1);
  const latest = Math.max(...page.versi_metode, ...page.data.map((row) => row.versi_metode));
  const first = (page.halaman - 1) * page.per_halaman + 1;
  const last = first + page.data.length - 1;
  return (
    <div aria-busy={busy || undefined} className={`flex flex-col gap-4 ${busy ? 'opacity-60' : ''}`}>
      <PrintHeader title={IMPACT_REGISTER_TITLE} versiMetode={latest} timeZone={page.zona_waktu} />
      <MixedVersionsNotice versions={page.versi_metode} rows={page.data} />
      <ImpactRegisterChart points={page.grafik} />
      <div className={LIST_PANEL}>
        <p className="px-4 py-3 text-sm text-slate-700" aria-live="polite">
          Menampilkan {formatNumber(first)}–{formatNumber(last)} dari {formatNumber(page.total)} event
          <span className="text-slate-600"> · halaman {formatNumber(page.halaman)} dari {formatNumber(pages)}</span>
        </p>
        <ImpactRegisterTable rows={page.data} zone={page.zona_waktu} latestVersion={latest} sort={sort} onSort={onSort} />
      </div>
      <div className="print:hidden">
        <Pager page={page.halaman} pages={pages} label="Halaman daftar dampak ekonomi" busy={busy} onPage={onPage} />
      </div>
      <ImpactRegisterNotes versiMetode={latest} />
    </div>
  );
}
