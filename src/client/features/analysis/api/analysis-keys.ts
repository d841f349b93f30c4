/**
 * Query keys of the analysis page. The event's own key has the "events" prefix of the event
 * screens, so a renamed event shows its new name here too.
 */
export const analysisKeys = {
  result: (eventId: number) => ['analisis', eventId] as const,
  event: (eventId: number) => ['events', 'detail', eventId] as const,
};
