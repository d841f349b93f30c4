import type { ReactNode } from 'react';
import type { TipeJawaban } from '../../../shared/schemas/questionnaires';
import { CheckCircleIcon, CoinsIcon, HashIcon, ListIcon, MapPinIcon, TextIcon } from '../../ui/icons';

/** How each answer type is named and marked in the designer. */
export const ANSWER_TYPES: Record<TipeJawaban, { label: string; icon: ReactNode }> = {
  teks: { label: 'Teks', icon: <TextIcon /> },
  angka: { label: 'Angka', icon: <HashIcon /> },
  nominal: { label: 'Nominal (Rupiah)', icon: <CoinsIcon /> },
  ya_tidak: { label: 'Ya / Tidak', icon: <CheckCircleIcon /> },
  pilihan: { label: 'Pilihan Ganda', icon: <ListIcon /> },
  wilayah: { label: 'Wilayah (Kabupaten/Kota)', icon: <MapPinIcon /> },
};
