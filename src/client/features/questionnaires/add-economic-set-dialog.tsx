import { useState } from 'react';
import type { JenisSegmen } from '../../../shared/schemas/economic-impact';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

const KINDS: { jenis: JenisSegmen; label: string; description: string }[] = [
  {
    jenis: 'pengunjung',
    label: 'Pengunjung',
    description: 'Penonton dan pengunjung lain: 14 pertanyaan, termasuk apakah acara ini alasan utama datang dan apakah mereka tetap akan berkunjung tanpa acara ini.',
  },
  {
    jenis: 'peserta',
    label: 'Peserta',
    description: 'Atlet, ofisial, kru dan media, yang datang karena acara ini ada: 12 pertanyaan, tanpa kedua pertanyaan itu.',
  },
];

interface AddEconomicSetDialogProps {
  /** The questionnaire's kind in the event's parameters: chosen to begin with. */
  initial: JenisSegmen;
  onConfirm: (jenis: JenisSegmen) => void;
  onCancel: () => void;
}

/** Asks which kind of respondent the ready-made set is for, the parameters' kind preselected. */
export function AddEconomicSetDialog({ initial, onConfirm, onCancel }: AddEconomicSetDialogProps) {
  const [jenis, setJenis] = useState<JenisSegmen>(initial);
  return (
    <Modal
      open
      title="Tambahkan Pertanyaan Dampak Ekonomi"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Batal
          </Button>
          <Button onClick={() => onConfirm(jenis)}>Tambahkan</Button>
        </>
      }
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Responden tipe ini adalah</legend>
        {KINDS.map((kind) => (
          <label key={kind.jenis} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-blue-700">
            <input
              type="radio"
              name="jenis-segmen"
              value={kind.jenis}
              className="mt-1 size-5 shrink-0"
              checked={jenis === kind.jenis}
              onChange={() => setJenis(kind.jenis)}
              data-autofocus={kind.jenis === initial || undefined}
            />
            <span>
              <span className="block font-medium text-slate-900">{kind.label}</span>
              <span className="block text-sm text-slate-700">{kind.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-slate-600">Pilihan awal mengikuti jenis segmen di parameter Dampak Ekonomi.</p>
    </Modal>
  );
}
