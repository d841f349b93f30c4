import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../../../src/client/offline/runtime';
import { json, stubApi } from '../../helpers/fake-api';
import { waitingSurvey } from '../../helpers/outbox-items';
import { renderApp } from '../../helpers/render-app';
import { storeSignedIn, surveyor } from '../../helpers/users';

/** The sending engine starts with the app: its requests never answer, so the queue stays as seeded. */
const neverAnswers = () => new Promise<Response>(() => {});

function openDashboard() {
  storeSignedIn();
  stubApi({
    'GET /api/me': () => json(200, surveyor),
    'POST /api/jawaban': neverAnswers,
    'POST /api/jawaban/batch': neverAnswers,
  });
  return renderApp('/dashboard-surveyor');
}

const queueCard = () => screen.findByRole('region', { name: 'Survei di perangkat ini' });

describe('Surveyor dashboard: surveys waiting on the device (issue 16, item 7)', () => {
  beforeEach(async () => {
    await Promise.all(deviceDb().tables.map((table) => table.clear()));
  });

  it("counts this surveyor's waiting surveys and leads to the queue", async () => {
    await deviceDb().outbox.bulkAdd([
      waitingSurvey('a'),
      waitingSurvey('b'),
      waitingSurvey('c'),
      // Someone else's on the same phone, and one the server refused: not waiting to be sent.
      waitingSurvey('d', { userId: 99 }),
      waitingSurvey('e', { status: 'failed' }),
    ]);
    openDashboard();

    const card = await queueCard();
    await vi.waitFor(() => expect(card.textContent).toContain('3 survei menunggu dikirim'));
    expect(within(card).getByRole('link', { name: 'Lihat antrean' }).getAttribute('href')).toBe('/input-survei#antrean');
  });

  it('says all were sent when nothing waits, and counts a survey saved later', async () => {
    openDashboard();

    const card = await queueCard();
    expect(await within(card).findByText('Semua survei sudah terkirim.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();

    await deviceDb().outbox.add(waitingSurvey('baru'));

    await vi.waitFor(() => expect(card.textContent).toContain('1 survei menunggu dikirim'));
  });

  it('reads the device, so it counts offline too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await deviceDb().outbox.bulkAdd([waitingSurvey('a'), waitingSurvey('b')]);
    openDashboard();

    const card = await queueCard();
    await vi.waitFor(() => expect(card.textContent).toContain('2 survei menunggu dikirim'));
  });
});
