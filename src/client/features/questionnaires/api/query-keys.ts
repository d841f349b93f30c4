export const questionnaireKeys = {
  activeEvents: ['questionnaires', 'events', 'aktif'] as const,
  kuesioner: (eventId: number) => ['questionnaires', 'kuesioner', eventId] as const,
  pertanyaan: (kuesionerId: number) => ['questionnaires', 'pertanyaan', kuesionerId] as const,
};
