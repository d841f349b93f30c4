import { formatRupiah } from '../../../shared/format-rupiah';
import type { TipeJawaban } from '../../../shared/question-types';
import { wilayahLabel, type WilayahList } from '../../../shared/wilayah/wilayah-list';

/** One answer as a surveyor's lists show it; the question's text and type are unknown once its form left the device. */
export interface ShownAnswer {
  pertanyaanId: number;
  teks: string | null;
  tipe: TipeJawaban | null;
  isi: string;
}

/** Stored values made readable: digits as Rupiah, a region code as its name once the list is loaded. */
export function answerText(answer: Pick<ShownAnswer, 'tipe' | 'isi'>, wilayah: WilayahList | undefined): string {
  if (answer.tipe === 'nominal' && /^\d+$/.test(answer.isi)) return formatRupiah(Number(answer.isi));
  if (answer.tipe === 'wilayah' && wilayah) return wilayahLabel(wilayah, answer.isi);
  return answer.isi;
}
