import type { EventStatus } from '../../../../shared/schemas/events';

/**
 * Query keys of the event screens. Every key starts with "events", the prefix the Instansi
 * dashboard and the analysis page also use for their event queries, so one invalidation after a
 * change refreshes every screen that shows events.
 */
export const eventKeys = {
  all: ['events'] as const,
  list: (status: EventStatus) => ['events', 'list', status] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
};

export const kategoriKeys = {
  search: (term: string) => ['kategori-olahraga', term] as const,
};
