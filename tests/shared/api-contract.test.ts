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

/** Each exported schema as JSON Schema, as it reads a body (input) and as it gives one (output). */
async function contractFingerprint(): Promise<string> {
  const shapes: unknown[] = [];
  for (const module of CONTRACT_MODULES) {
    const exports = (await import(path.join(SHARED, module))) as Record<string, unknown>;
    for (const name of Object.keys(exports).sort()) {
      const schema = exports[name];
      if (!(schema instanceof z.ZodType)) continue;
      shapes.push([
        module,
        name,
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
        z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }),
      ]);
    }
  }
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
