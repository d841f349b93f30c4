import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkFailure, stubApi } from '../../helpers/fake-api';
import { signedInOnDevice, surveyor } from '../../helpers/users';

const AUTH_SCHEMAS = '../../../../src/shared/schemas/auth';

/** The rejections nobody handled while `action` ran, and a little after. */
async function unhandledDuring(action: () => Promise<unknown>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listen);
  try {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off('unhandledRejection', listen);
  }
  return unhandled;
}

describe('checkStoredSession offline, with the schema chunk not cached', () => {
  afterEach(() => {
    vi.doUnmock(AUTH_SCHEMAS);
    vi.resetModules();
  });

  it('opens with the device\'s user and leaves no rejection unhandled when the request and the import both fail', async () => {
    await signedInOnDevice(surveyor);
    stubApi({ 'GET /api/me': networkFailure });
    vi.resetModules();
    vi.doMock(AUTH_SCHEMAS, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { checkStoredSession } = await import('../../../../src/client/lib/session/check-stored-session');

    let user: unknown;
    const unhandled = await unhandledDuring(async () => {
      user = await checkStoredSession();
    });

    expect(user).toEqual(surveyor);
    expect(unhandled).toEqual([]);
  });
});
