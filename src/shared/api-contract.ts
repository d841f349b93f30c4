/**
 * The version of the API's contract: the shapes of src/shared/schemas that the client and the
 * server were built with. The server states it in GET /api/health; a client that finds another
 * number offers its update banner once per start (docs/api.md#health). Bump it whenever a shared
 * schema changes; tests/shared/api-contract.test.ts fails until you do.
 */
export const API_CONTRACT_VERSION = 3;

/**
 * What the schemas looked like at this version: a SHA-256 of their JSON Schema by export name
 * (not by file), recorded by the test above so that it can tell a changed schema from an
 * unchanged one.
 */
export const API_CONTRACT_FINGERPRINT = 'adb3e4b973caebeee855379819d7be7d32ee32ea77440991a4f63db29dccddab';
