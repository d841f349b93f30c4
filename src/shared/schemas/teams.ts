import { z } from 'zod';
import './zod-config';
import { dateField } from './events';
import { idField } from './fields';

/** Event teams and invite codes (docs/event-teams.md, docs/api.md#teams-and-invites). */

export const MAX_TEAM_MEMBERS = 2000;
export const MAX_MEMBER_TARGET = 1_000_000;

const targetField = z
  .number({ error: 'Target harus berupa angka.' })
  .int('Target harus bilangan bulat.')
  .min(1, 'Target minimal 1.')
  .max(MAX_MEMBER_TARGET, 'Target terlalu besar.')
  .nullish()
  .transform((target) => target ?? null);

export const teamRequestSchema = z
  .object({
    wajib: z.boolean({ error: 'Wajib harus true atau false.' }),
    anggota: z
      .array(z.object({ user_id: idField, target: targetField }), { error: 'Anggota harus berupa daftar.' })
      .max(MAX_TEAM_MEMBERS, `Anggota tim paling banyak ${MAX_TEAM_MEMBERS}.`),
  })
  .refine((team) => new Set(team.anggota.map((member) => member.user_id)).size === team.anggota.length, {
    path: ['anggota'],
    message: 'Setiap pengguna hanya boleh disebut sekali.',
  });
export type TeamRequest = z.input<typeof teamRequestSchema>;

export const teamMemberSchema = z.object({
  user_id: z.number(),
  nama: z.string(),
  email: z.string(),
  target: z.number().nullable(),
  /** Accepted responses the member collected for this event. */
  jumlah_respons: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ wajib: z.boolean(), anggota: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

export const MAX_INVITE_USES = 1000;

export const createInviteRequestSchema = z.object({
  /** The last day the code works, in the report time zone. */
  berlaku_sampai: dateField('Berlaku sampai'),
  maks_penggunaan: z
    .number({ error: 'Batas penggunaan harus berupa angka.' })
    .int('Batas penggunaan harus bilangan bulat.')
    .min(1, 'Batas penggunaan minimal 1.')
    .max(MAX_INVITE_USES, `Batas penggunaan paling banyak ${MAX_INVITE_USES}.`),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const INVITE_STATUS = ['aktif', 'kedaluwarsa', 'habis', 'dicabut'] as const;
export type InviteStatus = (typeof INVITE_STATUS)[number];

export const inviteSchema = z.object({
  kode: z.string(),
  event_id: z.number(),
  /** The page that enrols with the code, on the app's own origin: https://…/gabung/{kode}. */
  tautan: z.string(),
  /** The link as a QR code, an SVG image to print or show. */
  qr_svg: z.string(),
  berlaku_sampai: z.string(),
  maks_penggunaan: z.number(),
  jumlah_penggunaan: z.number(),
  status: z.enum(INVITE_STATUS),
  dibuat_pada: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.array(inviteSchema);

/** What the invite page shows before anyone signs in: which event the code enrols on. */
export const inviteInfoSchema = z.object({
  kode: z.string(),
  event: z.object({ id: z.number(), nama_event: z.string(), lokasi: z.string(), tanggal_mulai: z.string(), tanggal_selesai: z.string() }),
  berlaku_sampai: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** A code as typed or scanned: letters and digits, dashes and spaces ignored, any case. */
export const inviteCodeParams = z.object({
  kode: z
    .string({ error: 'Kode undangan tidak valid.' })
    .max(64, 'Kode undangan tidak valid.')
    .transform((kode) => kode.replace(/[\s-]/g, '').toUpperCase())
    .refine((kode) => /^[0-9A-Z]{1,32}$/.test(kode), 'Kode undangan tidak valid.'),
});

export const joinInviteResponseSchema = z.object({ message: z.string(), event_id: z.number() });
export type JoinInviteResponse = z.infer<typeof joinInviteResponseSchema>;

export const TEAM_IMPORT_METHODS = ['password', 'undangan'] as const;

/** Surveyors added to a team from a spreadsheet's CSV (nama, email), with what to hand each. */
export const teamImportRequestSchema = z.object({
  csv: z.string({ error: 'Isi CSV wajib diisi.' }).min(1, 'Isi CSV wajib diisi.').max(500_000, 'Isi CSV terlalu besar (paling banyak 500 KB).'),
  cara: z.enum(TEAM_IMPORT_METHODS, { error: 'Cara harus "password" atau "undangan".' }),
});

export const teamImportResultSchema = z.object({
  message: z.string(),
  hasil: z.array(
    z.object({
      baris: z.number(),
      nama: z.string(),
      email: z.string(),
      /** dibuat: a new account; diundang: a personal invite made; ditambahkan: an existing account put on the team. */
      status: z.enum(['dibuat', 'diundang', 'ditambahkan', 'sudah_anggota', 'ditolak']),
      /** A new account's first password, shown only in this answer. */
      password_sekali: z.string().optional(),
      /** A personal single-use invite link, for 'undangan'. */
      tautan: z.string().optional(),
      alasan: z.string().optional(),
    }),
  ),
});
export type TeamImportResult = z.infer<typeof teamImportResultSchema>;
