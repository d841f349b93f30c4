import { type ReactNode, useId, useState } from 'react';
import type { ResponsItem, ResponsJawaban } from '../../../shared/schemas/responses';
import { type WilayahList, wilayahLabel } from '../../../shared/wilayah/wilayah-list';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ChangeStatusModal } from './change-status-modal';
import { formatZoneTime } from '../../lib/format-date-time';
import { DELETED_SURVEYOR, formatAnswer } from './format-response';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

interface ResponseDetailDialogProps {
  item: ResponsItem;
  zone: string;
  /** Only Admin voids and restores; Instansi reads. */
  isAdmin: boolean;
  onChanged: (item: ResponsItem) => void;
  onClose: () => void;
}

/** One response whole: its answers, times, surveyor, status with who changed it and why, and its history. */
export function ResponseDetailDialog({ item, zone, isAdmin, onChanged, onClose }: ResponseDetailDialogProps) {
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const voided = item.status === 'dibatalkan';
  const wilayah = useWilayahList(item.jawaban.some((answer) => answer.tipe_jawaban === 'wilayah'));

  return (
    <Modal
      open
      wide
      title={`Data Survei #${item.id}`}
      onClose={onClose}
      footer={
        <>
          {/* One element whatever the status, so focus comes back to it when the form closes. */}
          {isAdmin && (
            <Button
              variant={voided ? 'primary' : 'danger'}
              onClick={() => {
                setNotice(null);
                setChanging(true);
              }}
            >
              {voided ? 'Pulihkan data ini' : 'Batalkan data ini'}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {notice && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
            {notice}
          </p>
        )}
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
          <Row term="Status">
            <StatusBadge status={item.status} />
          </Row>
          <Row term="Tipe responden">{item.tipe_responden}</Row>
          <Row term="Surveyor">{item.surveyor?.nama ?? DELETED_SURVEYOR}</Row>
          <Row term="Waktu pengisian">{formatZoneTime(item.diisi_pada, zone)}</Row>
          <Row term="Diterima server">{formatZoneTime(item.diterima_pada, zone)}</Row>
          {item.waktu_perangkat_diragukan !== undefined && (
            <Row term="Jam perangkat diragukan">
              <span className="text-amber-800">
                Perangkat mencatat waktu pengisian {formatZoneTime(item.waktu_perangkat_diragukan, zone)}, yang tidak mungkin benar. Waktu pengisian di
                atas adalah waktu server menerima data ini.
              </span>
            </Row>
          )}
          {item.status_diubah_pada && (
            <Row term={voided ? 'Dibatalkan' : 'Dipulihkan'}>
              oleh {item.status_diubah_oleh}, {formatZoneTime(item.status_diubah_pada, zone)}
            </Row>
          )}
          {item.status_diubah_pada && item.alasan_status && (
            <Row term={voided ? 'Alasan' : 'Catatan'}>{item.alasan_status}</Row>
          )}
        </dl>
        <Answers jawaban={item.jawaban} wilayah={wilayah.list} />
        <StatusHistory responsId={item.id} zone={zone} />
      </div>
      {changing && (
        <ChangeStatusModal
          item={item}
          onCancel={() => setChanging(false)}
          onDone={({ message, respons }) => {
            setChanging(false);
            setNotice(message);
            onChanged(respons);
          }}
        />
      )}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mb-1 break-words text-slate-900 sm:mb-0">{children}</dd>
    </div>
  );
}

function Answers({ jawaban, wilayah }: { jawaban: readonly ResponsJawaban[]; wilayah: WilayahList | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Jawaban
      </h3>
      {jawaban.length === 0 ? (
        <p className="text-sm">Tidak ada jawaban yang diisi.</p>
      ) : (
        <dl aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200 text-sm">
          {jawaban.map((answer) => (
            <div key={answer.pertanyaan_id} className="py-2">
              <dt className="text-slate-600">{answer.teks_pertanyaan}</dt>
              <dd className="font-medium break-words whitespace-pre-line text-slate-900">{answerText(answer, wilayah)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** A region reads by name once the list is there; its code stays beside it, as stored. */
function answerText(answer: ResponsJawaban, wilayah: WilayahList | undefined): string {
  if (answer.tipe_jawaban !== 'wilayah' || !wilayah) return formatAnswer(answer);
  const name = wilayahLabel(wilayah, answer.isi_jawaban);
  return name === answer.isi_jawaban ? name : `${name} (${answer.isi_jawaban})`;
}
