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
export const API_CONTRACT_FINGERPRINT = '4c272739ca64c86c4d82a7f3eb100ddf14d758165b367931007aaa8d34f161b6';
