import { type BoundFunctions, type queries, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The status that says `text`, once one does. A bare `findByRole('status')` takes the first
 * status on screen, which may still be a loading line ("Memuat riwayat...") beside where the
 * message will be, and a busy machine makes that likelier.
 */
export function findStatus(scope: BoundFunctions<typeof queries>, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const status = scope.getAllByRole('status').find((element) => element.textContent === text);
    expect(status, `a status saying "${text}"`).toBeDefined();
    return status as HTMLElement;
  });
}
