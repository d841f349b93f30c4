import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ResponsItem } from '../../../shared/schemas/responses';
import type { ResponsDetail } from '../../../shared/schemas/review';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { responsesQueries } from '../../lib/api/responses-queries';
import { errorMessage } from '../../lib/error-message';
import { formatZoneTime } from '../../lib/format-date-time';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { Button } from '../../ui/button';
import { InlineLoading } from '../../ui/loading-state';
import { Modal } from '../../ui/modal';
import { ChangeStatusModal } from './change-status-modal';
import { ConfirmModal } from './confirm-modal';
import { OlderVersionNote } from './older-version-mark';
import { CorrectionModal } from './correction-modal';
import { DELETED_SURVEYOR } from './format-response';
import { ResponseAnswers } from './response-answers';
import { ReviewHistory } from './review-history';
import { ReviewState } from './review-state';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';
import { Failure } from '../../ui/failure';

interface ResponseDetailDialogProps {
  item: ResponsItem;
  zone: string;
  /** Only Admin voids, restores, confirms and corrects; Instansi reads. */
  isAdmin: boolean;
  onChanged: (item: ResponsItem) => void;
  onClose: () => void;
}

type Action = 'status' | 'konfirmasi' | 'koreksi';

/**
 * One response whole: its answers, times, surveyor, status with who changed it and why, its
 * review state, and the history of its status, corrections and confirmations.
 */
export function ResponseDetailDialog({ item, zone, isAdmin, onChanged, onClose }: ResponseDetailDialogProps) {
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A confirmation takes its own button away: focus then goes to the message instead.
  const [focusNotice, setFocusNotice] = useState(false);
  const detail = useQuery(responsesQueries.detail(item.id));
  const voided = item.status === 'dibatalkan';
  const wilayah = useWilayahList(item.jawaban.some((answer) => answer.tipe_jawaban === 'wilayah'));
  const reviewable = isAdmin && !voided && detail.data !== undefined;

  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice]);

  function open(next: Action) {
    setNotice(null);
    setFocusNotice(false);
    setAction(next);
  }

  function done(message: string, respons: ResponsItem, moveFocus = false) {
    setAction(null);
    setNotice(message);
    setFocusNotice(moveFocus);
    onChanged(respons);
  }

  return (
    <Modal
      open
      wide
      title={`Data Survei #${item.id}`}
      onClose={onClose}
      footer={
        <>
          {reviewable && detail.data.pemeriksaan.perlu_diperiksa && <Button onClick={() => open('konfirmasi')}>Konfirmasi</Button>}
          {reviewable && (
            <Button variant="secondary" onClick={() => open('koreksi')}>
              Koreksi jawaban
            </Button>
          )}
          {/* One element whatever the status, so focus comes back to it when the form closes. */}
          {isAdmin && (
            <Button variant={voided ? 'primary' : 'danger'} onClick={() => open('status')}>
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
          <p
            ref={noticeRef}
            role="status"
            tabIndex={-1}
            className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 focus:outline-2 focus:outline-green-700"
          >
            {notice}
          </p>
        )}
        {/* First: it is why a reviewer opened this response. */}
        {detail.data && <ReviewState pemeriksaan={detail.data.pemeriksaan} zone={zone} />}
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
          {item.versi_lama !== undefined && (
            <Row term="Versi formulir">
              <OlderVersionNote versi={item.versi_lama} isAdmin={isAdmin} />
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
        <ResponseAnswers jawaban={item.jawaban} wilayah={wilayah.list} />
        <StatusHistory responsId={item.id} zone={zone} />
        <ReviewPart detail={detail} wilayah={wilayah.list} />
      </div>
      {action === 'status' && (
        <ChangeStatusModal item={item} onCancel={() => setAction(null)} onDone={({ message, respons }) => done(message, respons)} />
      )}
      {action === 'konfirmasi' && detail.data && (
        <ConfirmModal
          responsId={item.id}
          versi={detail.data.versi}
          reason={detail.data.pemeriksaan.alasan}
          onCancel={() => setAction(null)}
          onDone={({ message, respons }) => done(message, respons, true)}
        />
      )}
      {action === 'koreksi' && detail.data && (
        <CorrectionModal respons={detail.data} onCancel={() => setAction(null)} onDone={({ message, respons }) => done(message, respons)} />
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

/** The corrections and confirmations, read with the response's review state (GET /api/respons/{id}). */
function ReviewPart({
  detail,
  wilayah,
}: {
  detail: { data?: ResponsDetail; isPending: boolean; isError: boolean; error: Error | null };
  wilayah: WilayahList | undefined;
}) {
  if (detail.isPending) return <InlineLoading className="text-sm">Memuat riwayat koreksi...</InlineLoading>;
  if (detail.isError) {
    return (
      <Failure className="text-sm">
        {errorMessage(detail.error, 'Gagal mengambil riwayat koreksi.')}
      </Failure>
    );
  }
  return detail.data ? <ReviewHistory respons={detail.data} wilayah={wilayah} /> : null;
}
