import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { CONTROL_CLASS } from '../../ui/field';
import { CloseIcon, PlusIcon } from '../../ui/icons';
import { addSponsor } from './event-form-values';

interface SponsorListFieldProps {
  sponsors: string[];
  onChange: (sponsors: string[]) => void;
  error?: string;
}

/** The sponsor names of an event: typed one at a time, each removable. */
export function SponsorListField({ sponsors, onChange, error }: SponsorListFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  function add() {
    const result = addSponsor(sponsors, typed);
    if (result.added) {
      onChange(result.sponsors);
      setTyped('');
      setNotice(null);
    } else if (result.reason === 'sudah-ada') {
      setNotice('Sponsor ini sudah ada di daftar.');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the sponsor; it must not submit the whole event form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const message = notice ?? error;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Sponsor
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Nama sponsor"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={CONTROL_CLASS}
        />
        <Button variant="secondary" onClick={add} aria-label="Tambah sponsor" className="shrink-0">
          <PlusIcon />
          <span className="hidden sm:inline">Tambah</span>
        </Button>
      </div>
      {message && (
        <p id={`${id}-message`} className="text-sm text-red-700">
          {message}
        </p>
      )}
      {sponsors.length > 0 && (
        <ul aria-label="Daftar sponsor" className="mt-1 flex flex-wrap gap-2">
          {sponsors.map((sponsor) => (
            <li
              key={sponsor}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {sponsor}
              <button
                type="button"
                onClick={() => onChange(sponsors.filter((name) => name !== sponsor))}
                aria-label={`Hapus sponsor ${sponsor}`}
                className="flex size-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 [&_svg]:size-4"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
