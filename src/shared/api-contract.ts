/**
 * The version of the API's contract: the shapes of src/shared/schemas that the client and the
 * server were built with. The server states it in GET /api/health; a client that finds another
 * number offers its update banner once per start (docs/api.md#health). Bump it whenever a shared
 * schema changes; tests/shared/api-contract.test.ts fails until you do.
 */
export const API_CONTRACT_VERSION = 1;

/**
 * What the schemas looked like at this version: a SHA-256 of their JSON Schema, recorded by the
 * test above so that it can tell a changed schema from an unchanged one.
 */
export const API_CONTRACT_FINGERPRINT = '1780be9a450ce9898839bf864d7bf7ab95570be94f7a44a02ce388dca732c9f8';
