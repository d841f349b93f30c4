import { useMemo, useState } from 'react';
import { formatNumber } from '../../../shared/format-number';
import type { ManagedUser } from '../../../shared/schemas/users';
import { RoleBadge } from '../../components/role-badge';
import { WorkAreaName } from '../../components/work-area/area-name';
import { EmailText } from '../../ui/email-text';
import { Failure } from '../../ui/failure';
import { FormModal } from '../../ui/form-modal';
import { InlineLoading } from '../../ui/loading-state';
import { SearchField } from '../../ui/search-field';
import { searchCandidates } from './team-candidates';

/** Rows drawn at once; a search narrows a longer list. */
const SHOWN = 100;

interface AddMembersModalProps {
  /** Who may be added (team-candidates.ts); undefined while the accounts load. */
  candidates: readonly ManagedUser[] | undefined;
  failed: boolean;
  onAdd: (users: ManagedUser[]) => void;
  onClose: () => void;
}

/** "Tambah Anggota": several Surveyors or Admins ticked at once, found by name or email. */
export function AddMembersModal({ candidates, failed, onAdd, onClose }: AddMembersModalProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const found = useMemo(() => (candidates ? searchCandidates(candidates, search) : []), [candidates, search]);

  function toggle(id: number, on: boolean) {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    const picked = (candidates ?? []).filter((user) => chosen.has(user.id));
    if (picked.length === 0) {
      setError('Pilih setidaknya satu orang.');
      return;
    }
    onAdd(picked);
  }

  function content() {
    if (failed) return <Failure boxed>Gagal mengambil data pengguna.</Failure>;
    if (!candidates) return <InlineLoading>Memuat data pengguna...</InlineLoading>;
    if (candidates.length === 0) {
      return <p>Tidak ada Surveyor atau Admin aktif lain yang wilayah kerjanya mencakup tempat event ini.</p>;
    }
    return (
      <>
        <SearchField label="Cari Surveyor atau Admin" value={search} onChange={setSearch} placeholder="Nama atau email" />
        <p role="status" className="text-sm text-slate-700">
          {found.length === 0
            ? 'Tidak ada pengguna yang cocok dengan pencarian Anda.'
            : found.length > SHOWN
              ? `Menampilkan ${SHOWN} dari ${formatNumber(found.length)} orang. Persempit dengan pencarian.`
              : `${formatNumber(found.length)} orang dapat ditambahkan.`}
          {chosen.size > 0 && ` Dipilih: ${formatNumber(chosen.size)}.`}
        </p>
        {found.length > 0 && (
          <fieldset>
            <legend className="sr-only">
              Pilih anggota
            </legend>
            <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
              {found.slice(0, SHOWN).map((user) => (
                <li key={user.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-blue-700">
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0"
                      checked={chosen.has(user.id)}
                      onChange={(event) => toggle(user.id, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold break-words text-slate-900">{user.nama}</span>
                      <span className="block text-sm text-slate-700">
                        <EmailText email={user.email} />
                      </span>
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <RoleBadge peran={user.peran} />
                        <WorkAreaName area={user.wilayah_kerja} />
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </>
    );
  }

  return (
    <FormModal title="Tambah Anggota" wide submitLabel="Tambahkan" busyLabel="Menambahkan..." busy={false} onSubmit={submit} onCancel={onClose}>
      {error && <Failure boxed>{error}</Failure>}
      {content()}
    </FormModal>
  );
}
