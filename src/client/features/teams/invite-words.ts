import type { InviteStatus } from '../../../shared/schemas/teams';
import type { BadgeTone } from '../../ui/badge';

/** "ABCDEFGHJKMNPQRS" -> "ABCD-EFGH-JKMN-PQRS": read aloud and typed in fours (docs/event-teams.md). */
export const groupedCode = (kode: string): string => kode.replace(/(.{4})(?=.)/g, '$1-');

/** A code's state in words, with its badge colour. */
export const INVITE_STATUS_WORDS: Record<InviteStatus, { label: string; tone: BadgeTone }> = {
  aktif: { label: 'Aktif', tone: 'green' },
  kedaluwarsa: { label: 'Kedaluwarsa', tone: 'slate' },
  habis: { label: 'Habis', tone: 'amber' },
  dicabut: { label: 'Dicabut', tone: 'red' },
};

/**
 * The server's QR (an SVG document) as an image source: drawn by the browser as a picture, so
 * nothing in it can run, and it scales to any size without blurring.
 */
export const qrImageSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
