/**
 * The version of the API's contract: the shapes of src/shared/schemas that the client and the
 * server were built with. The server states it in GET /api/health; a client that finds another
 * number offers its update banner once per start (docs/api.md#health). Bump it whenever a shared
 * schema changes; tests/shared/api-contract.test.ts fails until you do.
 */
export const API_CONTRACT_VERSION = 2;

/**
 * What the schemas looked like at this version: a SHA-256 of their JSON Schema by export name
 * (not by file), recorded by the test above so that it can tell a changed schema from an
 * unchanged one.
 */
export const API_CONTRACT_FINGERPRINT = '5bba11f9b5a0437089b97b7b5fbc8942df8d466b18652c0b7fe0963dd00adaad';
