import { randomInt } from 'node:crypto';

/**
 * Invite codes (docs/event-teams.md): 16 characters from an alphabet without look-alikes (no 0,
 * 1, I, L, O, U), about 78 bits of chance, so guessing one is hopeless even before the address
 * budget turns the guesser away. Stored plain, shown in groups of four for reading aloud.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;

export function newInviteCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** "ABCDEFGHJKMNPQRS" -> "ABCD-EFGH-JKMN-PQRS". */
export function groupedCode(kode: string): string {
  return kode.replace(/(.{4})(?=.)/g, '$1-');
}
