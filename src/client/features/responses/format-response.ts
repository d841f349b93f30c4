import { formatNumber } from '../../../shared/format-number';
import { formatRupiah } from '../../../shared/format-rupiah';
import { zoneLabel } from '../../../shared/report-time-zone';
import type { ResponsJawaban, StatusRespons } from '../../../shared/schemas/responses';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(zone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(zone, format);
  }
  return format;
}

/**
 * "14 Jul 2026 08.30 WIB": an instant on the report zone's clock, not the device's, so a
 * supervisor abroad reads the same times as the field and as the date filter. Built from parts
 * because id-ID puts a comma between date and time.
 */
export function formatDateTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(dateTimeFormat(zone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year} ${part.hour}.${part.minute} ${zoneLabel(zone, ms)}`;
}

/** An answer as a reader expects it: numbers with thousand separators, nominal in Rupiah. */
export function formatAnswer({ tipe_jawaban, isi_jawaban }: Pick<ResponsJawaban, 'tipe_jawaban' | 'isi_jawaban'>): string {
  const number = Number(isi_jawaban);
  if (isi_jawaban.trim() === '' || !Number.isFinite(number)) return isi_jawaban;
  if (tipe_jawaban === 'nominal') return formatRupiah(number);
  if (tipe_jawaban === 'angka') return formatNumber(number);
  return isi_jawaban;
}

const PREVIEW_ANSWERS = 2;
const PREVIEW_CHARS = 60;

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The first answers, cut short, so a row tells responses apart without the full form. */
export function answerPreview(jawaban: readonly ResponsJawaban[]): { lines: string[]; more: number } {
  const lines = jawaban
    .slice(0, PREVIEW_ANSWERS)
    .map((answer) => shorten(`${answer.teks_pertanyaan}: ${formatAnswer(answer)}`, PREVIEW_CHARS));
  return { lines, more: Math.max(jawaban.length - PREVIEW_ANSWERS, 0) };
}

export const STATUS_LABEL: Record<StatusRespons, string> = { diterima: 'Diterima', dibatalkan: 'Dibatalkan' };

/** A deleted surveyor's responses stay, without a name to show. */
export const DELETED_SURVEYOR = 'Akun terhapus';
