import { useId, useMemo, useState } from 'react';
import { formatNumber } from '../../../shared/format-number';
import type { Team } from '../../../shared/schemas/teams';
import type { ManagedUser } from '../../../shared/schemas/users';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Failure } from '../../ui/failure';
import { PlusIcon } from '../../ui/icons';
import { LIST_PANEL } from '../../ui/table-style';
import { AddMembersModal } from './add-members-modal';
import { useTeamCandidates } from './api/get-team-candidates';
import { useSaveTeam } from './api/save-team';
import { teamCandidates } from './team-candidates';
import { checkTeam, type DraftMember, draftOf, isChanged, type TeamDraft } from './team-draft';
import { TeamMembersTable } from './team-members-table';

interface TeamEditorProps {
  eventId: number;
  /** The event's place (a regency code), which a member's work area must reach. */
  place: string | null;
  /** The team as the server holds it. */
  team: Team;
}

function without(errors: Record<number, string>, userId: number): Record<number, string> {
  const rest = { ...errors };
  delete rest[userId];
  return rest;
}

interface Editing {
  /** The server's team the draft started from. */
  opened: Team;
  draft: TeamDraft;
}

/**
 * "Anggota Tim": whether only members may collect, and the members with their targets, edited
 * here and saved together with "Simpan Tim" (PUT sends the whole team, docs/event-teams.md).
 */
export function TeamEditor({ eventId, place, team }: TeamEditorProps) {
  const headingId = useId();
  const hintId = useId();
  const [editing, setEditing] = useState<Editing>(() => ({ opened: team, draft: draftOf(team) }));
  const [targetErrors, setTargetErrors] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [adding, setAdding] = useState(false);
  const save = useSaveTeam(eventId);
  const accounts = useTeamCandidates();
  const { draft, opened } = editing;
  const changed = isChanged(draft, opened);

  // The server's team moved on (an import, someone joining by invite) while nothing was edited
  // here: show it. With edits pending, the save keeps whoever joined meanwhile (team-draft.ts).
  if (editing.opened !== team && !changed) setEditing({ opened: team, draft: draftOf(team) });

  const onTeam = useMemo(() => new Set(draft.anggota.map((member) => member.user_id)), [draft.anggota]);
  const candidates = useMemo(() => accounts.data && teamCandidates(accounts.data, place, onTeam), [accounts.data, place, onTeam]);

  function edit(change: (draft: TeamDraft) => TeamDraft) {
    setSaved(false);
    setInvalid(null);
    save.reset();
    setEditing((current) => ({ ...current, draft: change(current.draft) }));
  }

  function setTarget(userId: number, target: string) {
    setTargetErrors((current) => without(current, userId));
    edit((current) => ({
      ...current,
      anggota: current.anggota.map((member) => (member.user_id === userId ? { ...member, target } : member)),
    }));
  }

  function remove(member: DraftMember) {
    setTargetErrors((current) => without(current, member.user_id));
    edit((current) => ({ ...current, anggota: current.anggota.filter((row) => row.user_id !== member.user_id) }));
  }

  function add(users: ManagedUser[]) {
    setAdding(false);
    const added = users.map((user) => ({ user_id: user.id, nama: user.nama, email: user.email, target: '', jumlah_respons: null }));
    edit((current) => ({ ...current, anggota: [...current.anggota, ...added] }));
  }

  function submit() {
    const check = checkTeam(draft, opened, opened);
    if (!check.success) {
      setTargetErrors(check.targetErrors);
      setInvalid(check.message ?? 'Periksa kembali target yang ditandai.');
      return;
    }
    save.mutate(
      (current) => {
        const final = checkTeam(draft, opened, current);
        if (!final.success) throw new Error(final.message ?? 'Target tidak valid.');
        return final.save;
      },
      {
        onSuccess: (team) => {
          setEditing({ opened: team, draft: draftOf(team) });
          setSaved(true);
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className={`${LIST_PANEL} flex flex-col gap-4 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Anggota Tim ({formatNumber(draft.anggota.length)})
        </h2>
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={save.isPending}>
          <PlusIcon />
          Tambah Anggota
        </Button>
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            className="size-5 shrink-0"
            checked={draft.wajib}
            aria-describedby={hintId}
            disabled={save.isPending}
            onChange={(event) => {
              const wajib = event.target.checked;
              edit((current) => ({ ...current, wajib }));
            }}
          />
          Hanya anggota tim yang boleh mengisi
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {draft.wajib
            ? 'Hanya anggota tim di bawah yang mendapat formulir event ini di Input Survei dan dapat mengirim jawaban.'
            : 'Semua Surveyor yang dapat melihat event ini boleh mengisi. Daftar tim dipakai untuk target di Progres Lapangan.'}
        </p>
        {draft.wajib && draft.anggota.length === 0 && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Belum ada anggota: tidak ada yang dapat mengisi survei event ini.
          </p>
        )}
      </div>
      {draft.anggota.length === 0 ? (
        <p className="text-slate-700">Belum ada anggota tim.</p>
      ) : (
        <div className="-mx-4 sm:-mx-5">
          <TeamMembersTable
            members={draft.anggota}
            errors={targetErrors}
            disabled={save.isPending}
            onTarget={setTarget}
            onRemove={remove}
          />
        </div>
      )}
      {(invalid || save.isError) && (
        <Failure boxed>{invalid ?? errorMessage(save.error, 'Gagal menyimpan tim survei.')}</Failure>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-slate-700">
          {changed ? 'Ada perubahan yang belum disimpan.' : saved ? 'Tim survei disimpan.' : ''}
        </p>
        <Button onClick={submit} disabled={save.isPending || !changed} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Menyimpan...' : 'Simpan Tim'}
        </Button>
      </div>
      {adding && (
        <AddMembersModal candidates={candidates} failed={accounts.isError} onAdd={add} onClose={() => setAdding(false)} />
      )}
    </section>
  );
}
