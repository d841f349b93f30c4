export const profileKeys = {
  stats: ['profile', 'stats'] as const,
};
