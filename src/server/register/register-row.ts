import { hostProvincesOf } from '../../shared/economic-impact/respondent-rules';
import type { DampakEkonomi, ParameterEkonomi } from '../../shared/schemas/economic-impact';
import type { RegisterRow, StatusDampak } from '../../shared/schemas/register';
import { provinceName } from '../wilayah/wilayah';
import type { RegisterEvent } from './register.repo';

/** People to one decimal, as the report gives them. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

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
export function registerRow(event: RegisterEvent, report: DampakEkonomi, parameters: ParameterEkonomi): RegisterRow {
  const { total } = report;
  const provinsi = hostProvinces(parameters);
  const tambahan = total?.corong.pengunjung_tambahan ?? null;
  const danaPublik = parameters.dana_publik;
  return {
    event_id: event.id,
    nama_event: event.nama_event,
    tahun: Number(event.tanggal_mulai.slice(0, 4)),
    provinsi,
    nama_provinsi: provinsi.map(provinceName),
    kategori: event.kategori,
    kategori_id: event.kategori_id,
    status: statusOf(report),
    kekurangan: report.kekurangan,
    perlu_diperiksa: total?.perlu_diperiksa ?? report.segmen.reduce((sum, segment) => sum + segment.perlu_diperiksa, 0),
    dampak_langsung: total?.dampak_langsung ?? null,
    interval: total?.interval ?? null,
    margin_galat_relatif: total?.margin_galat_relatif ?? null,
    tingkat: total?.tingkat ?? null,
    pengunjung_tambahan: tambahan === null ? null : oneDecimal(tambahan),
    porsi_tambahan: total ? total.corong.porsi_pengunjung_tambahan : null,
    rupiah_per_pengunjung_tambahan: total && tambahan !== null && tambahan > 0 ? Math.round(total.corong.belanja_pengunjung_tambahan / tambahan) : null,
    dana_publik: danaPublik,
    dampak_per_rupiah_publik: total && danaPublik ? total.dampak_langsung / danaPublik : null,
    n: total?.n ?? null,
    versi_metode: report.metode.versi_metode,
    dihitung_pada: report.dihitung_pada,
  };
}
