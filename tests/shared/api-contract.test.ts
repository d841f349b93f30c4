import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CONTRACT_FINGERPRINT, API_CONTRACT_VERSION } from '../../src/shared/api-contract';

const SHARED = path.resolve(__dirname, '../../src/shared');

/** Every module that declares what crosses the wire: the schemas and the error body. */
const CONTRACT_MODULES = [
  ...fs
    .readdirSync(path.join(SHARED, 'schemas'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `schemas/${file}`),
  'api-error.ts',
].sort();

/**
 * Every exported schema by its export name, a re-export counted once. Module file names stay out
 * of it, so moving or renaming a module changes nothing here: only a schema's name or shape does.
 */
async function contractSchemas(): Promise<Map<string, z.ZodType>> {
  const schemas = new Map<string, z.ZodType>();
  for (const module of CONTRACT_MODULES) {
    const exports = (await import(path.join(SHARED, module))) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(exports)) {
      if (!(schema instanceof z.ZodType)) continue;
      const known = schemas.get(name);
      if (known && known !== schema) throw new Error(`Two shared schemas are named ${name}: one name, one shape.`);
      schemas.set(name, schema);
    }
  }
  return schemas;
}

/** Each schema as JSON Schema, as it reads a body (input) and as it gives one (output), by name. */
async function contractFingerprint(): Promise<string> {
  const schemas = await contractSchemas();
  const shapes = [...schemas.keys()].sort().map((name) => [
    name,
    z.toJSONSchema(schemas.get(name)!, { io: 'input', unrepresentable: 'any' }),
    z.toJSONSchema(schemas.get(name)!, { io: 'output', unrepresentable: 'any' }),
  ]);
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex');
}

describe('the API contract version', () => {
  it('is a positive whole number', () => {
    expect(Number.isInteger(API_CONTRACT_VERSION) && API_CONTRACT_VERSION > 0).toBe(true);
  });

  it('is bumped whenever a shared schema changes', async () => {
    const fingerprint = await contractFingerprint();
    expect(
      fingerprint,
      `The shared schemas changed. Raise API_CONTRACT_VERSION in src/shared/api-contract.ts by one ` +
        `(clients of the old contract then offer their update) and set API_CONTRACT_FINGERPRINT there ` +
        `to '${fingerprint}'.`,
    ).toBe(API_CONTRACT_FINGERPRINT);
  });
});
