import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BATAS_MAX,
  createPertanyaanRequestSchema,
  pertanyaanDefinitionSchema,
  urutanRequestSchema,
} from '../../src/shared/schemas/questionnaires';

/**
 * shared/schemas/questionnaires.ts: what an Admin may send for a question (POST /api/pertanyaan,
 * PUT /api/pertanyaan/{id}) and for the order (PUT /api/kuesioner/{id}/urutan). The messages are
 * what the designer shows, so each is pinned with the field it marks.
 */

/** Every issue as [field, message], or the parsed value when there is none. */
function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a refusal, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const DEFAULTS = { wajib: true, min: null, maks: null, batas_wajar: null, pilihan: null, tampil_jika: null, peran_ekonomi: null };

describe('pertanyaanDefinitionSchema: defaults', () => {
  it('fills in what is left out: required, no limits, no options, no show-if', () => {
    expect(pertanyaanDefinitionSchema.parse({ teks_pertanyaan: '  Usia  ', tipe_jawaban: 'angka' })).toEqual({
      teks_pertanyaan: 'Usia',
      tipe_jawaban: 'angka',
      ...DEFAULTS,
    });
    expect(pertanyaanDefinitionSchema.parse({ teks_pertanyaan: 'Usia', tipe_jawaban: 'angka', min: null, maks: null, tampil_jika: null })).toEqual({
      teks_pertanyaan: 'Usia',
      tipe_jawaban: 'angka',
      ...DEFAULTS,
    });
  });

  it('keeps what is given: optional, limits (equal ones too), trimmed options, a trimmed show-if value', () => {
    expect(
      pertanyaanDefinitionSchema.parse({ teks_pertanyaan: 'Malam', tipe_jawaban: 'angka', wajib: false, min: -5, maks: -5 }),
    ).toEqual({ teks_pertanyaan: 'Malam', tipe_jawaban: 'angka', ...DEFAULTS, wajib: false, min: -5, maks: -5 });
    expect(pertanyaanDefinitionSchema.parse({ teks_pertanyaan: 'Biaya', tipe_jawaban: 'nominal', maks: BATAS_MAX })).toEqual({
      teks_pertanyaan: 'Biaya',
      tipe_jawaban: 'nominal',
      ...DEFAULTS,
      maks: 999_999_999_999_999,
    });
    expect(
      pertanyaanDefinitionSchema.parse({
        teks_pertanyaan: 'Tribun',
        tipe_jawaban: 'pilihan',
        pilihan: [' VIP ', 'Reguler'],
        tampil_jika: { pertanyaan_id: 3, nilai: ' Ya ' },
      }),
    ).toEqual({ teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan', ...DEFAULTS, pilihan: ['VIP', 'Reguler'], tampil_jika: { pertanyaan_id: 3, nilai: 'Ya' } });
  });

  it('stores an empty option list of a type without options as none', () => {
    expect(pertanyaanDefinitionSchema.parse({ teks_pertanyaan: 'Asal', tipe_jawaban: 'wilayah', pilihan: [] })).toEqual({
      teks_pertanyaan: 'Asal',
      tipe_jawaban: 'wilayah',
      ...DEFAULTS,
    });
  });
});

describe('pertanyaanDefinitionSchema: refusals', () => {
  const base = { teks_pertanyaan: 'Pertanyaan', tipe_jawaban: 'angka' };

  it('refuses an empty, too long or NUL question text and an unknown type', () => {
    expect(issuesOf(pertanyaanDefinitionSchema, {})).toEqual([
      ['teks_pertanyaan', 'Teks pertanyaan tidak boleh kosong'],
      ['tipe_jawaban', 'Tipe jawaban harus teks, angka, nominal, ya_tidak, pilihan, atau wilayah.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, teks_pertanyaan: '   ' })).toEqual([
      ['teks_pertanyaan', 'Teks pertanyaan tidak boleh kosong'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, teks_pertanyaan: 'x'.repeat(501) })).toEqual([
      ['teks_pertanyaan', 'Teks pertanyaan paling banyak 500 karakter.'],
    ]);
    expect(pertanyaanDefinitionSchema.parse({ ...base, teks_pertanyaan: 'x'.repeat(500) }).teks_pertanyaan).toHaveLength(500);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, teks_pertanyaan: 'a\u0000b' })).toEqual([
      ['teks_pertanyaan', 'Teks pertanyaan berisi karakter yang tidak diizinkan.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, tipe_jawaban: 'pilihan_ganda' })).toEqual([
      ['tipe_jawaban', 'Tipe jawaban harus teks, angka, nominal, ya_tidak, pilihan, atau wilayah.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, wajib: 'ya' })).toEqual([['wajib', 'Wajib harus berupa true atau false.']]);
  });

  it('refuses limits that are not whole numbers within 15 digits', () => {
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, min: '5' })).toEqual([['min', 'Batas minimal harus berupa angka.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, min: 1.5 })).toEqual([['min', 'Batas minimal harus bilangan bulat.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, min: -1_000_000_000_000_000 })).toEqual([['min', 'Batas minimal terlalu kecil.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, maks: 1_000_000_000_000_000 })).toEqual([['maks', 'Batas maksimal terlalu besar.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, maks: 'banyak' })).toEqual([['maks', 'Batas maksimal harus berupa angka.']]);
  });

  it('refuses limits on types without numbers, crossed limits and negative nominal limits', () => {
    for (const tipe_jawaban of ['teks', 'ya_tidak', 'wilayah']) {
      expect(issuesOf(pertanyaanDefinitionSchema, { ...base, tipe_jawaban, maks: 10 }), tipe_jawaban).toEqual([
        ['min', 'Batas minimal dan maksimal hanya untuk pertanyaan angka atau nominal.'],
      ]);
    }
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, min: 31, maks: 30 })).toEqual([
      ['min', 'Batas minimal tidak boleh lebih besar dari batas maksimal.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, tipe_jawaban: 'nominal', min: -1 })).toEqual([
      ['min', 'Batas nominal tidak boleh negatif.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, tipe_jawaban: 'nominal', min: 5, maks: -1 })).toEqual([
      ['min', 'Batas minimal tidak boleh lebih besar dari batas maksimal.'],
      ['min', 'Batas nominal tidak boleh negatif.'],
    ]);
  });

  it('refuses options on other types, fewer than 2 or more than 50, and repeated ones in any case', () => {
    const pilihan = { teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan' };
    expect(issuesOf(pertanyaanDefinitionSchema, { ...base, tipe_jawaban: 'ya_tidak', pilihan: ['Ya', 'Tidak'] })).toEqual([
      ['pilihan', 'Daftar pilihan hanya untuk pertanyaan bertipe pilihan.'],
    ]);
    const tooFew = [['pilihan', 'Pertanyaan pilihan perlu 2 sampai 50 pilihan jawaban.']];
    expect(issuesOf(pertanyaanDefinitionSchema, pilihan)).toEqual(tooFew);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: ['VIP'] })).toEqual(tooFew);
    const fifty = Array.from({ length: 50 }, (_, index) => `Pilihan ${index + 1}`);
    expect(pertanyaanDefinitionSchema.parse({ ...pilihan, pilihan: fifty }).pilihan).toHaveLength(50);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: [...fifty, 'Pilihan 51'] })).toEqual([
      ['pilihan', 'Paling banyak 50 pilihan.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: ['VIP', 'Reguler', ' vip '] })).toEqual([
      ['pilihan', 'Pilihan "vip" tercantum lebih dari sekali.'],
    ]);
  });

  it('refuses an option that is empty, too long, holds a NUL or is not text, and a list that is not a list', () => {
    const pilihan = { teks_pertanyaan: 'Tribun', tipe_jawaban: 'pilihan' };
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: ['VIP', '  '] })).toEqual([['pilihan.1', 'Pilihan jawaban tidak boleh kosong.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: ['VIP', 'x'.repeat(101)] })).toEqual([
      ['pilihan.1', 'Pilihan jawaban paling banyak 100 karakter.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: ['V\u0000IP', 'Reguler'] })).toEqual([
      ['pilihan.0', 'Pilihan jawaban berisi karakter yang tidak diizinkan.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: [5, 'Reguler'] })).toEqual([['pilihan.0', 'Setiap pilihan harus berupa teks.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, { ...pilihan, pilihan: 'VIP, Reguler' })).toEqual([['pilihan', 'Pilihan harus berupa daftar teks.']]);
  });

  it('refuses a show-if without a question id or a value', () => {
    const withShowIf = (tampil_jika: unknown) => ({ ...base, tampil_jika });
    expect(issuesOf(pertanyaanDefinitionSchema, withShowIf('Ya'))).toEqual([['tampil_jika', 'Syarat tampil harus berisi pertanyaan_id dan nilai.']]);
    expect(issuesOf(pertanyaanDefinitionSchema, withShowIf({ pertanyaan_id: 3, nilai: ' ' }))).toEqual([
      ['tampil_jika.nilai', 'Nilai syarat tampil wajib diisi.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, withShowIf({ pertanyaan_id: 3, nilai: true }))).toEqual([
      ['tampil_jika.nilai', 'Nilai syarat tampil harus berupa teks.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, withShowIf({ pertanyaan_id: '3', nilai: 'Ya' }))).toEqual([
      ['tampil_jika.pertanyaan_id', 'ID harus berupa angka.'],
    ]);
    expect(issuesOf(pertanyaanDefinitionSchema, withShowIf({ pertanyaan_id: 0, nilai: 'Ya' }))).toEqual([
      ['tampil_jika.pertanyaan_id', 'ID tidak valid.'],
    ]);
  });
});

describe('createPertanyaanRequestSchema', () => {
  it('takes the definition with its questionnaire, and a place only when given', () => {
    expect(createPertanyaanRequestSchema.parse({ kuesioner_id: 4, teks_pertanyaan: 'Asal daerah', tipe_jawaban: 'wilayah' })).toStrictEqual({
      kuesioner_id: 4,
      urutan: undefined,
      teks_pertanyaan: 'Asal daerah',
      tipe_jawaban: 'wilayah',
      ...DEFAULTS,
    });
    expect(
      createPertanyaanRequestSchema.parse({ kuesioner_id: 4, urutan: 2, teks_pertanyaan: 'Biaya', tipe_jawaban: 'nominal', wajib: false, min: 0 }),
    ).toStrictEqual({ kuesioner_id: 4, urutan: 2, teks_pertanyaan: 'Biaya', tipe_jawaban: 'nominal', ...DEFAULTS, wajib: false, min: 0 });
  });

  it('refuses a missing questionnaire, a bad place, and the same rules between fields', () => {
    const base = { kuesioner_id: 4, teks_pertanyaan: 'Usia', tipe_jawaban: 'angka' };
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, kuesioner_id: undefined })).toEqual([['kuesioner_id', 'ID harus berupa angka.']]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, urutan: 0 })).toEqual([['urutan', 'Urutan minimal 1.']]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, urutan: 1.5 })).toEqual([['urutan', 'Urutan harus bilangan bulat.']]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, urutan: 10_001 })).toEqual([['urutan', 'Urutan terlalu besar.']]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, urutan: '2' })).toEqual([['urutan', 'Urutan harus berupa angka.']]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, tipe_jawaban: 'teks', min: 1 })).toEqual([
      ['min', 'Batas minimal dan maksimal hanya untuk pertanyaan angka atau nominal.'],
    ]);
    expect(issuesOf(createPertanyaanRequestSchema, { ...base, tipe_jawaban: 'pilihan', pilihan: ['VIP'] })).toEqual([
      ['pilihan', 'Pertanyaan pilihan perlu 2 sampai 50 pilihan jawaban.'],
    ]);
  });
});

describe('urutanRequestSchema', () => {
  it('takes every question id once, in the new order', () => {
    expect(urutanRequestSchema.parse({ pertanyaan_ids: [3, 1, 2] })).toEqual({ pertanyaan_ids: [3, 1, 2] });
    expect(urutanRequestSchema.parse({ pertanyaan_ids: Array.from({ length: 500 }, (_, i) => i + 1) }).pertanyaan_ids).toHaveLength(500);
  });

  it('refuses no list, an empty one, a repeated id, a bad id and more than 500', () => {
    const notAList = [['pertanyaan_ids', 'pertanyaan_ids harus berupa daftar ID pertanyaan.']];
    expect(issuesOf(urutanRequestSchema, {})).toEqual(notAList);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: '3,1,2' })).toEqual(notAList);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: [] })).toEqual([['pertanyaan_ids', 'pertanyaan_ids tidak boleh kosong.']]);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: [1, 2, 1] })).toEqual([
      ['pertanyaan_ids', 'Setiap pertanyaan hanya boleh disebut sekali.'],
    ]);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: [1, 0] })).toEqual([['pertanyaan_ids.1', 'ID tidak valid.']]);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: [1, '2'] })).toEqual([['pertanyaan_ids.1', 'ID harus berupa angka.']]);
    expect(issuesOf(urutanRequestSchema, { pertanyaan_ids: Array.from({ length: 501 }, (_, i) => i + 1) })).toEqual([
      ['pertanyaan_ids', 'Terlalu banyak pertanyaan.'],
    ]);
  });
});
