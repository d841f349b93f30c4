import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiplierSection } from '../../../../src/client/features/economic-impact/report/multiplier-section';
import type { DampakEkonomi } from '../../../../src/shared/schemas/economic-impact';

/**
 * The report's multiplier section (issue 27 item 2): jobs as pekerja-tahun, never "orang"; the
 * source as the server cites its parts; a stored set that needs updating named, and none of its figures.
 */

/** How the server cites a structured source (src/shared/economic-impact/multipliers.ts). */
const SOURCE_LINE = 'Tabel input-output BPS (tabel 2016, cakupan provinsi, tipe I)';
type Total = NonNullable<DampakEkonomi['total']>;
const kategori = { akomodasi: 0, makan_minum: 0, transportasi: 0, oleh_oleh: 0, hiburan: 0, lainnya: 0 };
const corong = {
  kunjungan: 0,
  pengunjung_unik: 0,
  pengunjung_luar: 0,
  pengunjung_tambahan: 0,
  porsi_luar: 0,
  porsi_pengunjung_tambahan: 0,
  perputaran_kotor: 0,
  belanja_pengunjung_tambahan: 0,
};
const direct: Total = {
  dampak_langsung: 1_000_000_000,
  interval: [800_000_000, 1_200_000_000],
  perputaran_kotor: 2_000_000_000,
  belanja_penyelenggara_lokal: 0,
  dana_dari_lokal: 0,
  tertahan: 900_000_000,
  per_kategori: kategori,
  perputaran_per_kategori: kategori,
  corong,
  margin_galat_relatif: 0.2,
  n: 120,
  perlu_diperiksa: 0,
  jumlah_segmen: 1,
  malam_tambahan: null,
  pengunjung_luar: null,
  wisman: null,
  wisnus: null,
  rata_lama_menginap: null,
  porsi_akomodasi_komersial: null,
  tingkat: {
    kabupaten_kota: { nilai: 1_000_000_000, interval: [800_000_000, 1_200_000_000] },
    provinsi: { nilai: 0, interval: [0, 0] },
    nasional: { nilai: 0, interval: [0, 0] },
  },
  asal_pengunjung: [],
};
const withMultipliers: Total = {
  ...direct,
  output: 1_440_000_000,
  pendapatan: 225_000_000,
  nilai_tambah: 405_000_000,
  tenaga_kerja: 11.25,
  sumber_pengganda: SOURCE_LINE,
};

const section = () => within(screen.getByRole('region', { name: 'Efek pengganda' }));

describe('the report: Efek pengganda', () => {
  it('gives jobs as pekerja-tahun (setara penuh waktu), household income by name, and the structured source', () => {
    render(<MultiplierSection total={withMultipliers} penggandaPerluDiperbarui={false} />);
    const view = section();
    const lines = [...screen.getByRole('region', { name: 'Efek pengganda' }).querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(lines).toEqual([
      ['Output', 'Rp 1.440.000.000'],
      ['Pendapatan rumah tangga', 'Rp 225.000.000'],
      ['Nilai tambah', 'Rp 405.000.000'],
      ['Tenaga kerja', '11,3 pekerja-tahun (setara penuh waktu)'],
    ]);
    expect(view.getByText(`Sumber pengganda: ${SOURCE_LINE}`)).toBeTruthy();
    expect(view.queryByText(/orang/)).toBeNull();
  });

  it('says a stored set that needs updating is not used, and shows no multiplied figure', () => {
    render(<MultiplierSection total={direct} penggandaPerluDiperbarui />);
    const view = section();
    expect(view.getByText('Angka pengganda perlu diperbarui.')).toBeTruthy();
    expect(view.getByText(/jadi tidak dipakai: laporan ini hanya menampilkan dampak langsung sampai Admin memperbaruinya\./)).toBeTruthy();
    expect(view.queryByText(/^Sumber pengganda/)).toBeNull();
    expect(view.queryByText('Output')).toBeNull();
  });

  it('stops at the direct impact without multipliers', () => {
    render(<MultiplierSection total={direct} />);
    expect(section().getByText('Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.')).toBeTruthy();
  });
});
