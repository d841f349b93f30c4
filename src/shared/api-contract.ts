/**
 * The version of the API's contract: the shapes of src/shared/schemas that the client and the
 * server were built with. The server states it in GET /api/health; a client that finds another
 * number offers its update banner once per start (docs/api.md#health). Bump it whenever a shared
 * schema changes; tests/shared/api-contract.test.ts fails until you do.
 */
export const API_CONTRACT_VERSION = 1;

/**
 * What the schemas looked like at this version: a SHA-256 of their JSON Schema by export name
 * (not by file), recorded by the test above so that it can tell a changed schema from an
 * unchanged one.
 */
export const API_CONTRACT_FINGERPRINT = 'cd4597782e5356c12c93aa0b90e012a9ee06bed0ff14b9dc1cfabe1f9d6c71e4';
