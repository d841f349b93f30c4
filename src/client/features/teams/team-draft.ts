import { type Team, teamRequestSchema } from '../../../shared/schemas/teams';
import type { TeamSave } from './api/save-team';

/** A member row as the editor holds it: the target as typed. */
export interface DraftMember {
  user_id: number;
  nama: string;
  email: string;
  /** As typed; empty for no target. */
  target: string;
  /** Accepted responses; null for someone added here and not saved yet. */
  jumlah_respons: number | null;
}

export interface TeamDraft {
  wajib: boolean;
  anggota: DraftMember[];
}

export function draftOf(team: Team): TeamDraft {
  return {
    wajib: team.wajib,
    anggota: team.anggota.map((member) => ({ ...member, target: member.target === null ? '' : String(member.target) })),
  };
}

const shapeOf = (draft: TeamDraft) =>
  JSON.stringify([draft.wajib, draft.anggota.map((member) => [member.user_id, member.target.trim()])]);

/** Whether the editor holds something the server does not. */
export const isChanged = (draft: TeamDraft, saved: Team): boolean => shapeOf(draft) !== shapeOf(draftOf(saved));

/** A typed target: empty is none; anything else is handed to the shared schema to judge. */
function targetOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export type TeamCheck =
  | { success: true; save: TeamSave }
  | { success: false; targetErrors: Record<number, string>; message: string | null };

/**
 * The whole team to send (PUT replaces it): the editor's rows, then anyone on the team now (in
 * `current`, read just before the save) who was not when the editor opened (`opened`) and was not
 * added in it: a surveyor who joined by invite meanwhile stays. A removed member stays removed.
 * Targets are judged by the shared schema, with its messages.
 */
export function checkTeam(draft: TeamDraft, opened: Team, current: Team): TeamCheck {
  const openedIds = new Set(opened.anggota.map((member) => member.user_id));
  const draftIds = new Set(draft.anggota.map((member) => member.user_id));
  const joinedMeanwhile = current.anggota.filter((member) => !openedIds.has(member.user_id) && !draftIds.has(member.user_id));
  const request = {
    wajib: draft.wajib,
    anggota: [
      ...draft.anggota.map((member) => ({ user_id: member.user_id, target: targetOf(member.target) })),
      ...joinedMeanwhile.map((member) => ({ user_id: member.user_id, target: member.target })),
    ],
  };
  const result = teamRequestSchema.safeParse(request);
  if (result.success) return { success: true, save: result.data };
  const targetErrors: Record<number, string> = {};
  let message: string | null = null;
  for (const issue of result.error.issues) {
    const [list, index, field] = issue.path;
    const row = typeof index === 'number' ? draft.anggota[index] : undefined;
    if (list === 'anggota' && field === 'target' && row) targetErrors[row.user_id] ??= issue.message;
    else message ??= issue.message;
  }
  return { success: false, targetErrors, message };
}
