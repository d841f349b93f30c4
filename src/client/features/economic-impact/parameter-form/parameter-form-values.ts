import {
  CAKUPAN_TABEL,
  type JenisSegmen,
  type ParameterEkonomiInput,
  type ParameterEkonomiTersimpan,
  parameterEkonomiRequestSchema,
  TIPE_PENGGANDA,
} from '../../../../shared/schemas/economic-impact';
import type { Kuesioner } from '../../../../shared/schemas/questionnaires';

export interface SegmentValues {
  kunjungan: string;
  kunjungan_min: string;
  kunjungan_maks: string;
  jenis: JenisSegmen;
}

export const EMPTY_SEGMENT: SegmentValues = { kunjungan: '', kunjungan_min: '', kunjungan_maks: '', jenis: 'pengunjung' };

export const MULTIPLIER_FIELDS = ['output', 'pendapatan', 'nilai_tambah', 'tenaga_kerja_per_miliar'] as const;
export type MultiplierField = (typeof MULTIPLIER_FIELDS)[number];
export type Cakupan = (typeof CAKUPAN_TABEL)[number];
export type Tipe = (typeof TIPE_PENGGANDA)[number];

/** The multipliers as typed, with their structured source; '' where nothing is chosen yet. */
export type MultiplierValues = Record<MultiplierField, string> & {
  sumber: string;
  tahun_tabel: string;
  cakupan_tabel: Cakupan | '';
  tipe: Tipe | '';
};
export type MultiplierInput = keyof MultiplierValues;

/** What the inputs hold: digits for whole numbers, text for decimals (a comma or a point). */
export interface ParameterFormValues {
  wilayah_tuan_rumah: string[];
  /** By questionnaire id. */
  segmen: Record<number, SegmentValues>;
  belanja_penyelenggara_lokal: string;
  dana_dari_lokal: string;
  dana_publik: string;
  margin_ritel_persen: string;
  pakai_pengganda: boolean;
  pengganda: MultiplierValues;
}

/** Error messages by field: `segmen.{kuesioner id}.kunjungan`, `pengganda.sumber`, `margin_ritel`... */
export type ParameterErrors = Partial<Record<string, string>>;

const digits = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** 1.85 -> "1,85"; no float noise (0.07 * 100 reads 7). */
const decimal = (value: number) => String(Math.round(value * 10_000) / 10_000).replace('.', ',');
const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): T | '' =>
  options.find((option) => option === value) ?? '';

/**
 * The inputs from the stored parameters. A v1 multiplier set (no structured source, values out
 * of today's ranges) comes back as it was stored, for the Admin to correct.
 */
export function formValuesOf(parameters: ParameterEkonomiTersimpan, kuesioner: readonly Kuesioner[]): ParameterFormValues {
  const byId = new Map(parameters.segmen.map((segmen) => [segmen.kuesioner_id, segmen]));
  const { pengganda } = parameters;
  return {
    wilayah_tuan_rumah: [...parameters.wilayah_tuan_rumah],
    segmen: Object.fromEntries(
      kuesioner.map((item) => {
        const segmen = byId.get(item.id);
        return [
          item.id,
          {
            kunjungan: digits(segmen?.kunjungan),
            kunjungan_min: digits(segmen?.kunjungan_min),
            kunjungan_maks: digits(segmen?.kunjungan_maks),
            jenis: segmen?.jenis ?? 'pengunjung',
          },
        ];
      }),
    ),
    belanja_penyelenggara_lokal: digits(parameters.belanja_penyelenggara_lokal),
    dana_dari_lokal: digits(parameters.dana_dari_lokal),
    dana_publik: digits(parameters.dana_publik),
    margin_ritel_persen: decimal(parameters.margin_ritel * 100),
    pakai_pengganda: pengganda !== null,
    pengganda: {
      output: pengganda ? decimal(pengganda.output) : '',
      pendapatan: pengganda ? decimal(pengganda.pendapatan) : '',
      nilai_tambah: pengganda ? decimal(pengganda.nilai_tambah) : '',
      tenaga_kerja_per_miliar: pengganda ? decimal(pengganda.tenaga_kerja_per_miliar) : '',
      sumber: pengganda?.sumber ?? '',
      tahun_tabel: digits(pengganda?.tahun_tabel),
      cakupan_tabel: oneOf(CAKUPAN_TABEL, pengganda?.cakupan_tabel),
      tipe: oneOf(TIPE_PENGGANDA, pengganda?.tipe),
    },
  };
}

const wholeOrUndefined = (text: string) => (text === '' ? undefined : Number(text));
/** "1,85" and "1.85" are the same number; empty stays undefined so the schema asks for it. */
export const decimalOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));
const chosenOrUndefined = <T extends string>(value: T | '') => (value === '' ? undefined : value);

export type RequestBuild =
  | { ok: true; body: ParameterEkonomiInput; order: number[] }
  | { ok: false; errors: ParameterErrors };

const isBlank = (segment: SegmentValues) => segment.kunjungan === '' && segment.kunjungan_min === '' && segment.kunjungan_maks === '';

/**
 * The PUT body, checked with the schema the server uses; `order` says which questionnaire each
 * `segmen` index is, to put the server's messages back on the right inputs.
 */
export function requestOf(values: ParameterFormValues, kuesioner: readonly Kuesioner[]): RequestBuild {
  const errors: ParameterErrors = {};
  const order: number[] = [];
  const segmen: Record<string, unknown>[] = [];
  for (const item of kuesioner) {
    const typed = values.segmen[item.id];
    if (!typed || (isBlank(typed) && typed.jenis === 'pengunjung')) continue;
    if (typed.kunjungan === '') {
      // The kind is stored with the segment's admissions: a peserta segment without them would be lost.
      errors[`segmen.${item.id}.kunjungan`] = isBlank(typed)
        ? 'Isi jumlah kunjungan: jenis segmen Peserta disimpan bersama jumlah kunjungannya.'
        : 'Isi jumlah kunjungan, atau kosongkan batas bawah dan batas atasnya.';
      continue;
    }
    order.push(item.id);
    segmen.push({
      kuesioner_id: item.id,
      kunjungan: Number(typed.kunjungan),
      kunjungan_min: wholeOrUndefined(typed.kunjungan_min) ?? null,
      kunjungan_maks: wholeOrUndefined(typed.kunjungan_maks) ?? null,
      jenis: typed.jenis,
    });
  }

  const margin = decimalOrUndefined(values.margin_ritel_persen);
  if (margin === undefined || !Number.isFinite(margin) || margin < 0 || margin > 100) {
    errors.margin_ritel = 'Margin ritel harus antara 0 dan 100 persen.';
  }

  const typed = values.pengganda;
  const draft = {
    wilayah_tuan_rumah: values.wilayah_tuan_rumah,
    segmen,
    belanja_penyelenggara_lokal: wholeOrUndefined(values.belanja_penyelenggara_lokal) ?? 0,
    dana_dari_lokal: wholeOrUndefined(values.dana_dari_lokal) ?? 0,
    dana_publik: wholeOrUndefined(values.dana_publik) ?? null,
    // Percent on screen, a share on the wire; four decimals of a percent are plenty.
    margin_ritel: Math.round((margin ?? 0) * 10_000) / 1_000_000,
    pengganda: values.pakai_pengganda
      ? {
          output: decimalOrUndefined(typed.output),
          pendapatan: decimalOrUndefined(typed.pendapatan),
          nilai_tambah: decimalOrUndefined(typed.nilai_tambah),
          tenaga_kerja_per_miliar: decimalOrUndefined(typed.tenaga_kerja_per_miliar),
          sumber: typed.sumber,
          tahun_tabel: wholeOrUndefined(typed.tahun_tabel),
          cakupan_tabel: chosenOrUndefined(typed.cakupan_tabel),
          tipe: chosenOrUndefined(typed.tipe),
        }
      : null,
  };

  const checked = parameterEkonomiRequestSchema.safeParse(draft);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = errorKey(issue.path.map(String), order);
      errors[key] ??= issue.message;
    }
  }
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: checked.data, order };
}

/** The messages of the multipliers alone: what a stored v1 set must correct, shown as the form opens. */
export function multiplierErrors(values: ParameterFormValues, kuesioner: readonly Kuesioner[]): ParameterErrors {
  const built = requestOf(values, kuesioner);
  if (built.ok) return {};
  return Object.fromEntries(Object.entries(built.errors).filter(([key]) => key.startsWith('pengganda')));
}

/**
 * Where a message belongs on the form: `segmen.0.kunjungan` from the schema or the server names
 * the questionnaire by its place in the body; one region of the list is the list's message.
 */
export function errorKey(path: readonly string[], order: readonly number[]): string {
  const [head, second, third] = path;
  if (head === 'segmen' && second !== undefined && /^\d+$/.test(second)) {
    const id = order[Number(second)];
    return id === undefined ? 'segmen' : `segmen.${id}.${third ?? 'kunjungan'}`;
  }
  if (head === 'pengganda' && second !== undefined) return `pengganda.${second}`;
  return head ?? '_';
}

/** The server's `fields` ("segmen.1.kunjungan_maks": "..."), keyed like the form's own messages. */
export function serverErrors(fields: Record<string, string>, order: readonly number[]): ParameterErrors {
  const errors: ParameterErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    errors[errorKey(path.split('.'), order)] ??= message;
  }
  return errors;
}
