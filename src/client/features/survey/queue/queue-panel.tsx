import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteRefusedSurvey, exportUnsentSurveys, retrySurvey } from '../../../offline/device-queue';
import { syncEngine } from '../../../offline/runtime';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AnswersDialog } from './answers-dialog';
import { downloadJson } from './download-json';
import { formatDateTime } from '../../../lib/format-date-time';
import { QueueItemRow } from './queue-item-row';
import type { useOutbox } from './use-outbox';
import { useSentNotice } from './use-sent-notice';
import { useUnsentSurveys } from '../../../components/unsent-surveys/use-unsent-surveys';

/** What waits on this phone, and the means to push it, save it elsewhere, or drop a refused one. */
export function QueuePanel({ userId, outbox }: { userId: number; outbox: ReturnType<typeof useOutbox> }) {
  const { pending, sentCount, lastSyncAt } = outbox;
  const surveys = useUnsentSurveys(userId, 'oldest-first');
  const [sending, setSending] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const online = useOnlineStatus();
  const offlineReasonId = useId();
  const sentNotice = useSentNotice();
  const failed = surveys?.filter(({ item }) => item.status === 'failed').length ?? 0;
  const openedSurvey = surveys?.find(({ item }) => item.idempotencyKey === opened) ?? null;

  async function sendNow() {
    setSending(true);
    try {
      await syncEngine().drain();
    } finally {
      setSending(false);
    }
  }

  async function exportItems() {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    downloadJson(`antrean-survei-${stamp}.json`, await exportUnsentSurveys(userId));
  }

  return (
    <section id="antrean" aria-labelledby="antrean-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="antrean-title" className="text-lg font-bold text-slate-900">
        Antrean Data
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-700">Menunggu dikirim</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="pending-count">{pending}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Gagal</dt>
          <dd className="text-xl font-bold text-slate-900">{failed}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Terkirim (24 jam terakhir)</dt>
          <dd className="text-xl font-bold text-slate-900">{sentCount ?? 0}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Sinkron terakhir</dt>
          <dd className="font-medium text-slate-900">{lastSyncAt ? formatDateTime(lastSyncAt) : 'Belum pernah'}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Jawaban yang sudah diterima server langsung dihapus dari perangkat ini; hanya catatan pengirimannya yang disimpan
        selama 24 jam.{' '}
        <Link to="/riwayat-survei" className="font-medium text-blue-700 underline">
          Lihat semua survei yang sudah terkirim di Riwayat Survei Saya
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => void sendNow()}
          disabled={sending || pending === 0 || !online}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          {sending ? 'Mengirim...' : 'Kirim sekarang'}
        </Button>
        <Button variant="secondary" onClick={() => void exportItems()} disabled={!surveys?.length}>
          Ekspor JSON
        </Button>
      </div>
      {!online && (
        <p id={offlineReasonId} className="mt-2 text-sm text-amber-900">
          Tidak ada koneksi internet. Data akan dikirim otomatis saat koneksi kembali.
        </p>
      )}
      {/* Always in the page: a live region that appears with its text is often not read out. */}
      <p role="status" className="mt-2 text-sm font-semibold text-green-800 empty:hidden">
        {sentNotice}
      </p>
      {surveys && surveys.length > 0 && (
        <ul className="mt-3">
          {surveys.map((survey) => (
            <QueueItemRow
              key={survey.item.idempotencyKey}
              survey={survey}
              onOpen={() => setOpened(survey.item.idempotencyKey)}
              onRetry={() => void retrySurvey(survey.item.idempotencyKey)}
              onDelete={() => setToDelete(survey.item.idempotencyKey)}
            />
          ))}
        </ul>
      )}
      <AnswersDialog survey={openedSurvey} onClose={() => setOpened(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus data ini?"
        message="Data survei yang gagal ini akan dihapus dari perangkat dan tidak dapat dikembalikan. Ekspor terlebih dahulu bila masih diperlukan."
        confirmLabel="Hapus"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteRefusedSurvey(toDelete);
          setToDelete(null);
        }}
      />
    </section>
  );
}
