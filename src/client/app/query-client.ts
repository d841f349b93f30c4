import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      // A sign-in attempt offline should fail with a message, not wait silently for a network.
      mutations: { networkMode: 'always' },
    },
  });
}
