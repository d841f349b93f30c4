/**
 * Rupiah as the report writes it, written out here rather than with the app's formatters, so an
 * end-to-end test checks the screen against an independent reading of the API's figures.
 */

const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "Rp 1.234.567"; a negative amount with the minus sign U+2212 before "Rp". */
export const rupiah = (value: number) => `${value < 0 ? '\u2212' : ''}Rp ${thousands(String(Math.abs(value)))}`;

/** "Rp 1,10 miliar": three significant figures with juta, miliar or triliun (none below 1 juta). */
export function rupiahShort(value: number): string {
  const rounded = Number(Math.abs(value).toPrecision(3));
  const units: [number, string][] = [
    [12, 'triliun'],
    [9, 'miliar'],
    [6, 'juta'],
  ];
  const figures = String(Math.round(rounded)).length;
  const [exponent, word] = units.find(([size]) => figures > size) ?? [0, ''];
  const decimals = word ? Math.max(0, 3 - (figures - exponent)) : 0;
  const digits = (rounded / 10 ** exponent).toFixed(decimals).replace('.', ',');
  return `${value < 0 ? '\u2212' : ''}Rp ${word ? `${digits} ${word}` : thousands(digits)}`;
}

/** "rentang 90%"'s text for a positive interval: "Rp 0,84 – 1,41 miliar", and its lower end "Rp 0,84 miliar". */
export function rupiahRangeShort(lo: number, hi: number): { range: string; low: string } {
  const upper = rupiahShort(hi);
  const [, number, unit] = upper.split(' ');
  const decimals = number.split(',')[1]?.length ?? 0;
  const exponent = { juta: 6, miliar: 9, triliun: 12 }[unit as 'juta' | 'miliar' | 'triliun'];
  const low = (lo / 10 ** exponent).toFixed(decimals).replace('.', ',');
  return { range: `Rp ${low} – ${number} ${unit}`, low: `Rp ${low} ${unit}` };
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** "26 November 2026, 23.41 WIB": Jakarta (the default report time zone) is UTC+7 all year. */
export function jakartaTime(iso: string): string {
  const at = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}.${two(at.getUTCMinutes())} WIB`;
}
