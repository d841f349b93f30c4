import { madeOnce } from './made-once';

const thousands = madeOnce(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));

/** "Rp 1.500.000": Rupiah with Indonesian thousand separators and no decimals. */
export function formatRupiah(value: number): string {
  return `Rp ${thousands().format(value)}`;
}

/**
 * What a nominal field stores from whatever was typed or pasted: digits only, no leading zeros
 * ("Rp 01.500" -> "1500"); empty stays empty so "required" can still be told.
 */
export function nominalDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** The digits as the field shows them: "1500000" -> "1.500.000". */
export function formatThousands(digits: string): string {
  return digits === '' ? '' : thousands().format(Number(digits));
}
