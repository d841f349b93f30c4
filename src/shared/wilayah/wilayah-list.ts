/**
 * Indonesia's regencies and cities (kabupaten/kota) with their official codes, and abroad. The
 * list itself is the idn-area-data package's CSV, read by the server from the package and bundled
 * into its own chunk for the client: never typed by hand.
 */

/** The stored answer of a respondent from abroad. */
export const LUAR_NEGERI = 'LN';
export const LUAR_NEGERI_NAMA = 'Luar Negeri';

export interface Wilayah {
  /** Official code, e.g. "52.02", or LN. */
  kode: string;
  /** In normal case, e.g. "Kabupaten Lombok Tengah". */
  nama: string;
  /** Province name, e.g. "Nusa Tenggara Barat"; empty for LN. */
  provinsi: string;
}

export interface WilayahList {
  all: readonly Wilayah[];
  byCode: ReadonlyMap<string, Wilayah>;
}

/** A stored wilayah answer looks like this; whether the code exists is the list's to say. */
export const WILAYAH_CODE_PATTERN = /^(\d{2}\.\d{2}|LN)$/;

const SMALL_WORDS = new Set(['dan', 'di']);

/** "KABUPATEN LOMBOK TENGAH" -> "Kabupaten Lombok Tengah"; a name already in mixed case is kept. */
export function normalCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Rows of a simple CSV with a header line (the package's files quote nothing). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index], value.trim()])));
}

/** Builds the list from the package's regencies.csv and provinces.csv; abroad comes last. */
export function parseWilayahList(regenciesCsv: string, provincesCsv: string): WilayahList {
  const provinces = new Map(csvRows(provincesCsv).map((row) => [row.code, normalCase(row.name)]));
  const all: Wilayah[] = csvRows(regenciesCsv).map((row) => ({
    kode: row.code,
    nama: normalCase(row.name),
    provinsi: provinces.get(row.province_code) ?? '',
  }));
  all.push({ kode: LUAR_NEGERI, nama: LUAR_NEGERI_NAMA, provinsi: '' });
  return { all, byCode: new Map(all.map((wilayah) => [wilayah.kode, wilayah])) };
}

/** How a code reads in a report: its name, or the code itself when the list does not know it. */
export function wilayahLabel(list: WilayahList, kode: string): string {
  const wilayah = list.byCode.get(kode);
  if (!wilayah) return kode;
  return wilayah.provinsi ? `${wilayah.nama}, ${wilayah.provinsi}` : wilayah.nama;
}

const fold = (text: string) => text.toLocaleLowerCase('id').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The regencies whose name or province contains every word typed ("lombok" finds the four
 * Lombok regencies, "kota bandung" the city), names that start with the search first.
 */
export function searchWilayah(list: WilayahList, query: string, limit = 20): Wilayah[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = list.all.filter((wilayah) => {
    const haystack = fold(`${wilayah.nama} ${wilayah.provinsi} ${wilayah.kode}`);
    return words.every((word) => haystack.includes(word));
  });
  const bare = (nama: string) => fold(nama).replace(/^(kabupaten|kota) /, '');
  const first = words[0];
  const rank = (wilayah: Wilayah) => (bare(wilayah.nama).startsWith(first) || fold(wilayah.nama).startsWith(first) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.nama.localeCompare(b.nama, 'id')).slice(0, limit);
}
