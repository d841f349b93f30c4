import { type FormEvent, useState } from 'react';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCreateKuesioner } from './api/create-kuesioner';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

const REQUIRED = 'Anda perlu mengisi nama tipe responden!';

interface AddRespondentTypeFormProps {
  eventId: number;
  onAdded: (kuesioner: Kuesioner) => void;
}

export function AddRespondentTypeForm({ eventId, onAdded }: AddRespondentTypeFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateKuesioner(eventId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const tipe = name.trim();
    if (tipe === '') {
      setError(REQUIRED);
      return;
    }
    create.mutate(tipe, {
      onSuccess: (kuesioner) => {
        setName('');
        onAdded(kuesioner);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {create.isError && (
        <Failure boxed>
          {errorMessage(create.error, 'Terjadi kesalahan saat menambah kuesioner.')}
        </Failure>
      )}
      <TextField
        label="Nama Tipe Responden"
        placeholder="Contoh: Penonton, Atlet, Pedagang"
        maxLength={100}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? 'Menambahkan...' : 'Tambah Tipe'}
      </Button>
    </form>
  );
}
