import { useId } from 'react';
import { formatNumber } from '../../../shared/format-number';
import { Badge } from '../../ui/badge';
import { EmailText } from '../../ui/email-text';
import { CONTROL_CLASS } from '../../ui/field';
import { IconButton } from '../../ui/icon-button';
import { TrashIcon } from '../../ui/icons';
import { CARD_LABEL, TABLE, TBODY, TD, TH, THEAD, TR } from '../../ui/table-style';
import type { DraftMember } from './team-draft';

interface TeamMembersTableProps {
  members: readonly DraftMember[];
  /** A target's message, by user id. */
  errors: Readonly<Record<number, string>>;
  disabled: boolean;
  onTarget: (userId: number, target: string) => void;
  onRemove: (member: DraftMember) => void;
}

/** The team's members with an editable target each; a card per member below lg, as the other lists. */
export function TeamMembersTable({ members, errors, disabled, onTarget, onRemove }: TeamMembersTableProps) {
  return (
    <table className={`${TABLE} lg:table-fixed`}>
      <caption className="sr-only">Anggota tim survei</caption>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={TH}>
            Nama
          </th>
          <th scope="col" className={`${TH} w-48`}>
            Target
          </th>
          <th scope="col" className={`${TH} w-40`}>
            Respons diterima
          </th>
          <th scope="col" className={`${TH} w-24 text-right`}>
            Aksi
          </th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {members.map((member) => (
          <MemberRow
            key={member.user_id}
            member={member}
            error={errors[member.user_id]}
            disabled={disabled}
            onTarget={(target) => onTarget(member.user_id, target)}
            onRemove={() => onRemove(member)}
          />
        ))}
      </tbody>
    </table>
  );
}

interface MemberRowProps {
  member: DraftMember;
  error: string | undefined;
  disabled: boolean;
  onTarget: (target: string) => void;
  onRemove: () => void;
}

function MemberRow({ member, error, disabled, onTarget, onRemove }: MemberRowProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <tr className={TR}>
      <td className={`order-1 min-w-0 flex-1 ${TD}`}>
        <span className="font-semibold break-words text-slate-900">{member.nama}</span>
        {member.jumlah_respons === null && (
          <span className="ml-2">
            <Badge tone="blue">Belum disimpan</Badge>
          </span>
        )}
        <p className="text-slate-700">
          <EmailText email={member.email} />
        </p>
      </td>
      <td className={`order-3 w-full sm:w-auto ${TD}`}>
        <label htmlFor={inputId} className={`${CARD_LABEL} block text-sm`}>
          Target
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Tanpa target"
          aria-label={`Target ${member.nama}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={member.target}
          disabled={disabled}
          onChange={(event) => onTarget(event.target.value)}
          className={`${CONTROL_CLASS} sm:max-w-40`}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
      <td className={`order-4 w-full text-slate-700 sm:w-auto ${TD}`}>
        <span className={CARD_LABEL}>Respons diterima: </span>
        {member.jumlah_respons === null ? '–' : formatNumber(member.jumlah_respons)}
      </td>
      <td className={`order-2 ${TD}`}>
        <div className="flex justify-end">
          <IconButton label={`Hapus ${member.nama} dari tim`} tone="danger" disabled={disabled} onClick={onRemove}>
            <TrashIcon />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}
