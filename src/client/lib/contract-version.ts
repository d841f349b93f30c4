import { API_CONTRACT_VERSION } from '../../shared/api-contract';
import type { HealthResponse } from '../../shared/schemas/health';
import { apiRequest } from './api-client';
import { offerUpdate } from './service-worker';

/**
 * Asks the server once per start which version of the contract it speaks (GET /api/health,
 * docs/api.md#health). The screens read the API's answers without checking them again
 * (api-client.ts), so a server of another version offers the update banner instead. Offline, or
 * when the server cannot say, nothing happens.
 */
export async function checkContractVersion(): Promise<void> {
  if (!navigator.onLine) return;
  const health = await apiRequest<HealthResponse>('/api/health').catch(() => null);
  if (health && health.versi_kontrak !== API_CONTRACT_VERSION) offerUpdate();
}
