import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { FormCard } from './form-card';
import { FormMessages } from './form-messages';

export function ChangePasswordCard() {
  const [changed, setChanged] = useState<{ message: string; count: number } | null>(null);
  return (
    <FormCard title="Ubah Password">
      <div className="flex flex-col gap-4">
        <FormMessages error={null} success={changed?.message ?? null} />
        {/* A new form after each change: the typed passwords must not stay on screen. */}
        <ChangePasswordForm
          key={changed?.count ?? 0}
          onChanged={(message) => setChanged((previous) => ({ message, count: (previous?.count ?? 0) + 1 }))}
        />
      </div>
    </FormCard>
  );
}
