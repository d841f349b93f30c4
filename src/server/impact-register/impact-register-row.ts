import { hostProvincesOf } from '../../shared/economic-impact/respondent-rules';
import { VERSI_METODE } from '../../shared/economic-impact/calculate';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { ImpactRegisterRow, StatusDampak } from '../../shared/schemas/impact-register';
import { oneDecimal } from '../../shared/economic-impact/wire';
import { provinceName } from '../wilayah/wilayah';
import type { ImpactRegisterEvent } from './impact-register.repo';

/** Said in the row of an event whose report failed just now: the register still lists it. */
export const REPORT_FAILED = 'Angka dampak event ini gagal dihitung saat ini; coba lagi nanti.';

function statusOf(report: DampakEkonomi): StatusDampak {
  if (!report.lengkap || !report.total) return 'belum_lengkap';
  return report.total.perlu_diperiksa > 0 ? 'menunggu_pemeriksaan' : 'lengkap';
}

/** The host area's provinces, sorted. */
const hostProvinces = (parameters: Pick<ParameterEkonomi, 'wilayah_tuan_rumah'>) => [...hostProvincesOf(parameters.wilayah_tuan_rumah)].sort();

/**
 * One event's register row, every figure read from its own report (GET
 * /api/events/{id}/dampak-ekonomi) and its parameters, so the two never disagree
 * (docs/economic-impact-register.md says how each is made).
 */
export function impactRegisterRow(event: ImpactRegisterEvent, report: DampakEkonomi | null, parameters: ParameterEkonomi): ImpactRegisterRow {
  const total = report?.total ?? null;
  const provinsi = hostProvinces(parameters);
  // Per person from the additional visitors as shown (one decimal): none shown, no figure per person.
  const tambahan = total ? oneDecimal(total.corong.pengunjung_tambahan) : null;
  const danaPublik = parameters.dana_publik;
  return {
    event_id: event.id,
    nama_event: event.nama_event,
    tahun: Number(event.tanggal_mulai.slice(0, 4)),
    provinsi,
    nama_provinsi: provinsi.map(provinceName),
    kategori: event.kategori,
    kategori_id: event.kategori_id,
    status: report ? statusOf(report) : 'belum_lengkap',
    kekurangan: report ? report.kekurangan : [REPORT_FAILED],
    perlu_diperiksa: total?.perlu_diperiksa ?? report?.segmen.reduce((sum, segment) => sum + segment.perlu_diperiksa, 0) ?? 0,
    dampak_langsung: total?.dampak_langsung ?? null,
    interval: total?.interval ?? null,
    margin_galat_relatif: total?.margin_galat_relatif ?? null,
    tingkat: total?.tingkat ?? null,
    pengunjung_tambahan: tambahan,
    // No unique visitors at all (admissions of 0): no share, rather than a share of 0.
    porsi_tambahan: total && total.corong.pengunjung_unik > 0 ? total.corong.porsi_pengunjung_tambahan : null,
    rupiah_per_pengunjung_tambahan: total && tambahan !== null && tambahan > 0 ? Math.round(total.corong.belanja_pengunjung_tambahan / tambahan) : null,
    dana_publik: danaPublik,
    dampak_per_rupiah_publik: total && danaPublik ? total.dampak_langsung / danaPublik : null,
    n: total?.n ?? null,
    versi_metode: report?.metode.versi_metode ?? VERSI_METODE,
    dihitung_pada: report?.dihitung_pada ?? null,
  };
}
