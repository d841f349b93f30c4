import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { caughtUp } from '../../../src/server/exports/zip-backpressure';

/** exports/zip-backpressure.ts: when the sheet writer may go on, and when it must stop. */

/** A stream whose buffer is full: its writer has been told to wait for 'drain'. */
function fullStream(): PassThrough {
  const stream = new PassThrough({ highWaterMark: 4 });
  stream.write(Buffer.alloc(16));
  expect(stream.writableNeedDrain).toBe(true);
  return stream;
}

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  // Two turns: enough for an already settled promise's callbacks, nothing to do with time.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('caughtUp', () => {
  it('lets the writer go on at once while the zip input has room', async () => {
    await expect(caughtUp(new PassThrough(), new PassThrough())).resolves.toBe(true);
  });

  it('holds the writer while the zip input is full, and lets it go once it drains', async () => {
    const input = fullStream();
    const waiting = caughtUp(input, new PassThrough());
    expect(await settledYet(waiting)).toBe(false);
    input.read();
    await expect(waiting).resolves.toBe(true);
  });

  it('stops the writer when the download is gone, before or while it waits', async () => {
    const gone = new PassThrough();
    gone.destroy();
    await expect(caughtUp(fullStream(), gone)).resolves.toBe(false);

    const output = new PassThrough();
    const waiting = caughtUp(fullStream(), output);
    expect(await settledYet(waiting)).toBe(false);
    output.destroy();
    await expect(waiting).resolves.toBe(false);
  });

  it('leaves no listener behind on either stream', async () => {
    const input = fullStream();
    const output = new PassThrough();
    const waiting = caughtUp(input, output);
    input.read();
    await waiting;
    expect(input.listenerCount('drain')).toBe(0);
    expect(output.listenerCount('close')).toBe(0);
  });
});
