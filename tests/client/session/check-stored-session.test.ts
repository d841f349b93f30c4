import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkFailure, stubApi } from '../helpers/fake-api';
import { TOKEN, signedInOnDevice, surveyor } from '../helpers/users';

const DEVICE_SESSIONS = '../../../src/client/offline/signed-in-session';

/** The rejections nobody handled while `action` ran: Node reports them before the next macrotask. */
async function unhandledDuring(action: () => Promise<unknown>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listen);
  try {
    await action();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('unhandledRejection', listen);
  }
  return unhandled;
}

async function checkOffline(): Promise<{ user: unknown; unhandled: unknown[] }> {
  stubApi({ 'GET /api/me': networkFailure });
  const { checkStoredSession } = await import('../../../src/client/session/check-stored-session');
  let user: unknown;
  const unhandled = await unhandledDuring(async () => {
    user = await checkStoredSession();
  });
  return { user, unhandled };
}

describe('checkStoredSession offline', () => {
  afterEach(() => {
    vi.doUnmock(DEVICE_SESSIONS);
    vi.resetModules();
  });

  it('opens with the device\'s user and leaves no rejection unhandled', async () => {
    await signedInOnDevice(surveyor);
    vi.resetModules();

    const { user, unhandled } = await checkOffline();

    expect(user).toEqual(surveyor);
    expect(unhandled).toEqual([]);
  });

  it('keeps the token, says why, and leaves no rejection unhandled when the device database\'s code does not load', async () => {
    await signedInOnDevice(surveyor);
    vi.resetModules();
    vi.doMock(DEVICE_SESSIONS, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { user, unhandled } = await checkOffline();

    expect(user).toBeNull();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(logged.mock.calls[0][0]).toBe('Gagal menyimpan sesi di perangkat');
    expect(unhandled).toEqual([]);
  });
});
