import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSaveEvent } from '../../../../src/client/features/events/api/use-save-event';
import { useCreatePertanyaan } from '../../../../src/client/features/questionnaires/api/create-pertanyaan';
import { eventQueries } from '../../../../src/client/lib/api/event-queries';
import { makeEvent } from '../../features/events/event-fixtures';
import { json, stubApi } from '../../helpers/fake-api';

/**
 * One cache for every view of an event: the event table, the Instansi list, the detail page, the
 * report and the designer read through lib/api/event-queries.ts, and a change made on any screen
 * leaves none of them showing what was there before.
 */

function primedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const views = [
    eventQueries.list('aktif').queryKey,
    eventQueries.list().queryKey,
    eventQueries.detail(7).queryKey,
    eventQueries.analysis(7).queryKey,
    eventQueries.kuesioner(7).queryKey,
    eventQueries.pertanyaan(3).queryKey,
  ];
  for (const key of views) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => views.filter((key) => client.getQueryState(key)?.isInvalidated).length;
  return { client, wrapper, stale, views };
}

describe('event queries', () => {
  it('an event edit leaves every view of events stale: table, Instansi list, detail, report, designer', async () => {
    stubApi({ 'PUT /api/events/7': () => json(200, { message: 'Event berhasil diperbarui.', event: makeEvent({ id: 7 }) }) });
    const { wrapper, stale, views } = primedClient();
    const { result } = renderHook(() => useSaveEvent(7), { wrapper });
    expect(stale()).toBe(0);
    await act(() => result.current.mutateAsync({ nama_event: 'Lari Pagi', lokasi: 'Mataram', tanggal_mulai: '2026-07-14', tanggal_selesai: '2026-07-19' }));
    await waitFor(() => expect(stale()).toBe(views.length));
  });

  it('a question added in the designer leaves the report and the designer stale too', async () => {
    stubApi({ 'POST /api/pertanyaan': () => json(201, {
        id: 9,
        kuesioner_id: 3,
        teks_pertanyaan: 'Asal kota?',
        tipe_jawaban: 'teks',
        urutan: 1,
        wajib: true,
        min: null,
        maks: null,
        pilihan: null,
        tampil_jika: null,
        peran_ekonomi: null,
      }) });
    const { wrapper, stale, views } = primedClient();
    const { result } = renderHook(() => useCreatePertanyaan(), { wrapper });
    await act(() => result.current.mutateAsync({ kuesioner_id: 3, teks_pertanyaan: 'Asal kota?', tipe_jawaban: 'teks', urutan: 1 }));
    await waitFor(() => expect(stale()).toBe(views.length));
  });

  it('shares one cache entry between screens that ask the same thing', () => {
    expect(eventQueries.list('aktif').queryKey).toEqual(eventQueries.list('aktif').queryKey);
    expect(eventQueries.list().queryKey).not.toEqual(eventQueries.list('aktif').queryKey);
    for (const options of [eventQueries.list(), eventQueries.detail(1), eventQueries.analysis(1), eventQueries.kuesioner(1), eventQueries.pertanyaan(1)]) {
      expect(options.queryKey[0]).toBe('events');
    }
  });
});
