import { useId, useState } from 'react';
import type { TeamImportResult } from '../../../shared/schemas/teams';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmailText } from '../../ui/email-text';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import { copyText } from './copy-text';
import { IMPORT_STATUS_WORDS } from './import-words';

type Row = TeamImportResult['hasil'][number];

/** Name, email and what to hand over, one person a line, to paste into a message or a sheet. */
const handOutText = (rows: readonly Row[]) =>
  rows
    .filter((row) => row.password_sekali || row.tautan)
    .map((row) => [row.nama, row.email, row.password_sekali ?? row.tautan].join('\t'))
    .join('\n');

/**
 * What became of every line. First passwords and personal links are in this answer only: the
 * screen says so before the table, and offers them all at once to copy.
 */
export function ImportResults({ result }: { result: TeamImportResult }) {
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const handOut = handOutText(result.hasil);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        Hasil Impor
      </h3>
      <p role="status" className="text-slate-800">
        {result.message}
      </p>
      {handOut && (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <strong>Password awal dan tautan undangan di bawah hanya ditampilkan sekali.</strong> Salin atau catat sekarang
            dan serahkan kepada masing-masing orang; setelah halaman ini ditinggalkan, semuanya tidak dapat dilihat lagi.
          </p>
          <Button variant="secondary" className="shrink-0" onClick={() => void copyText(handOut).then(setCopied)}>
            Salin semua
          </Button>
        </div>
      )}
      {copied !== null && (
        <p role="status" className="text-sm text-slate-800">
          {copied ? 'Nama, email dan password/tautan disalin.' : 'Tidak dapat menyalin otomatis. Salin dari tabel di bawah.'}
        </p>
      )}
      <div className="-mx-4 sm:-mx-5">
        <table className={`${TABLE} lg:table-fixed`}>
          <caption className="sr-only">Hasil impor per baris</caption>
          <thead className={THEAD}>
            <tr>
              <th scope="col" className={`${TH} w-20`}>
                Baris
              </th>
              <th scope="col" className={TH}>
                Nama
              </th>
              <th scope="col" className={`${TH} w-44`}>
                Status
              </th>
              <th scope="col" className={TH}>
                Untuk diserahkan / Alasan
              </th>
            </tr>
          </thead>
          <tbody className={TBODY}>
            {result.hasil.map((row) => (
              <ResultRow key={row.baris} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ResultRow({ row }: { row: Row }) {
  const status = IMPORT_STATUS_WORDS[row.status];
  return (
    <tr className={TR}>
      <td className={`order-1 text-slate-700 ${TD}`}>
        <span className={CARD_LABEL}>Baris </span>
        {row.baris}
      </td>
      <td className={`order-2 min-w-0 flex-1 ${TD}`}>
        <span className="font-semibold break-words text-slate-900">{row.nama || '–'}</span>
        <p className="text-slate-700">
          <EmailText email={row.email} />
        </p>
      </td>
      <td className={`order-3 ${TD}`}>
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td className={`order-4 w-full min-w-0 lg:w-auto ${TD}`}>
        <HandOut row={row} />
      </td>
    </tr>
  );
}

function HandOut({ row }: { row: Row }) {
  if (row.password_sekali) {
    return (
      <p>
        <span className="text-slate-700">Password awal: </span>
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base break-all text-slate-900">{row.password_sekali}</code>
      </p>
    );
  }
  if (row.tautan) {
    return (
      <p>
        <span className="text-slate-700">Tautan undangan: </span>
        <span className="font-mono break-all text-slate-900">{row.tautan}</span>
      </p>
    );
  }
  if (row.alasan) return <p className="text-red-800">{row.alasan}</p>;
  return null;
}
