import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiplierSection } from '../../../../src/client/features/economic-impact/report/multiplier-section';
import type { DampakEkonomi } from '../../../../src/shared/schemas/economic-impact';
import { SOURCED, V1_PENGGANDA } from './parameter-fixtures';

/**
 * The report's multiplier section (issue 27 item 2): jobs as pekerja-tahun, never "orang"; the
 * source in its structured parts; a stored set that needs updating named, and none of its figures.
 */

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
};
const withMultipliers: Total = {
  ...direct,
  output: 1_440_000_000,
  pendapatan: 225_000_000,
  nilai_tambah: 405_000_000,
  tenaga_kerja: 11.25,
  sumber_pengganda: 'Tabel input-output BPS',
};

const section = () => within(screen.getByRole('region', { name: 'Efek pengganda' }));

describe('the report: Efek pengganda', () => {
  it('gives jobs as pekerja-tahun (setara penuh waktu) and the source in its parts', () => {
    render(<MultiplierSection total={withMultipliers} parameter={{ pengganda: SOURCED, pengganda_perlu_diperbarui: false }} />);
    const view = section();
    expect(view.getByText('11,3 pekerja-tahun (setara penuh waktu)')).toBeTruthy();
    expect(view.getByText('Pendapatan rumah tangga')).toBeTruthy();
    expect(view.getByText('Rp 1.440.000.000')).toBeTruthy();
    expect(view.getByText('Sumber pengganda: Tabel input-output BPS 2016, provinsi, tipe I')).toBeTruthy();
    expect(view.queryByText(/orang/)).toBeNull();
  });

  it("names the table's year once when the source's text already has it", () => {
    const pengganda = { ...SOURCED, sumber: 'Tabel Input-Output BPS 2016 Nusa Tenggara Barat', cakupan_tabel: 'kabupaten_kota', tipe: 'II' };
    render(<MultiplierSection total={withMultipliers} parameter={{ pengganda, pengganda_perlu_diperbarui: false }} />);
    expect(section().getByText('Sumber pengganda: Tabel Input-Output BPS 2016 Nusa Tenggara Barat, kabupaten/kota, tipe II')).toBeTruthy();
  });

  it("reads the report's source until the parameters are read", () => {
    render(<MultiplierSection total={withMultipliers} />);
    expect(section().getByText('Sumber pengganda: Tabel input-output BPS')).toBeTruthy();
  });

  it('says a stored set that needs updating is not used, and shows no multiplied figure', () => {
    render(<MultiplierSection total={direct} parameter={{ pengganda: V1_PENGGANDA, pengganda_perlu_diperbarui: true }} />);
    const view = section();
    expect(view.getByText('Angka pengganda perlu diperbarui.')).toBeTruthy();
    expect(view.getByText(/jadi tidak dipakai: laporan ini hanya menampilkan dampak langsung sampai Admin memperbaruinya\./)).toBeTruthy();
    expect(view.queryByText(/^Sumber pengganda/)).toBeNull();
    expect(view.queryByText('Output')).toBeNull();
  });

  it('stops at the direct impact without multipliers', () => {
    render(<MultiplierSection total={direct} parameter={{ pengganda: null, pengganda_perlu_diperbarui: false }} />);
    expect(section().getByText('Belum ada angka pengganda yang bersumber jelas, jadi laporan ini hanya menampilkan dampak langsung.')).toBeTruthy();
  });
});
