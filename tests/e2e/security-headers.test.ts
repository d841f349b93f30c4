import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import type { Kuesioner, Pertanyaan } from '../../src/shared/schemas/questionnaires';
import { api, createAdmin, createUserAs, type E2eUser } from './harness/api';
import { type RunningApp, startApp } from './harness/app-server';
import { type BrowserSession, openBrowser } from './harness/browser';
import { DESKTOP, saveScreenshot } from './harness/screenshots';

/**
 * The security headers and the Content-Security-Policy in a real browser (issue 6): every main
 * screen of every role is visited with a listener for CSP violations (the document's
 * `securitypolicyviolation` event, recorded by an init script, and Chromium's console messages),
 * and none may occur. Pages and /api answers carry the headers SECURITY.md promises. Texts typed
 * as HTML (an event name with an onerror image and a script, a respondent type, questions and an
 * answer) are shown as literal text on the event list, the detail, the designer, the survey form,
 * the dashboards and the analysis, and never run: window.__pwned stays undefined.
 */

const chromiumPath = inject('chromiumPath');

const HOSTILE_EVENT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const HOSTILE_LOKASI = '<b onmouseover="window.__pwned=3">Solo</b>';
const HOSTILE_DESKRIPSI = '<iframe src="javascript:window.__pwned=4"></iframe>Deskripsi';
const HOSTILE_SPONSOR = '<svg onload="window.__pwned=5"></svg>Sponsor';
const HOSTILE_TIPE = '<i onclick="window.__pwned=6">Penonton</i>';
const HOSTILE_TEKS_QUESTION = '<img src=y onerror="window.__pwned=7">Dari kota mana?';
const HOSTILE_YA_TIDAK_QUESTION = '<script>window.__pwned=8</script>Puas?';
const HOSTILE_ANSWER = '<img src=z onerror="window.__pwned=9">Solo';
/** Elements the hostile texts would create if they were ever parsed as HTML. */
const INJECTED = 'img[src="x"], img[src="y"], img[src="z"], svg[onload], iframe[src^="javascript"], b[onmouseover], i[onclick], script:not([src])';

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; sample: string; source: string }[];
    __pwned?: unknown;
  }
}

/** Runs before any script of every document: records each CSP violation the browser reports. */
function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push({
      directive: event.violatedDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      source: `${event.sourceFile}:${event.lineNumber}`,
    });
  });
}

interface Seeded {
  event: Event;
  kuesioner: Kuesioner;
}

/** The hostile event with a questionnaire of two questions and one answered survey, all through the API. */
async function seedHostileSurvey(baseUrl: string, admin: E2eUser): Promise<Seeded> {
  const { event } = await api<{ event: Event }>(baseUrl, 'POST', '/api/events', {
    token: admin.token,
    body: {
      nama_event: HOSTILE_EVENT,
      lokasi: HOSTILE_LOKASI,
      tanggal_mulai: '2026-08-01',
      tanggal_selesai: '2026-08-02',
      deskripsi: HOSTILE_DESKRIPSI,
      jumlah_peserta: 300,
      skala_event: 'Lokal',
      nama_kategori_baru: '<u>Lari</u>',
      sponsors: [HOSTILE_SPONSOR],
    },
  });
  const kuesioner = await api<Kuesioner>(baseUrl, 'POST', '/api/kuesioner', {
    token: admin.token,
    body: { event_id: event.id, tipe_responden: HOSTILE_TIPE },
  });
  const questions: Pertanyaan[] = [];
  for (const [teks_pertanyaan, tipe_jawaban] of [
    [HOSTILE_TEKS_QUESTION, 'teks'],
    [HOSTILE_YA_TIDAK_QUESTION, 'ya_tidak'],
  ]) {
    questions.push(await api<Pertanyaan>(baseUrl, 'POST', '/api/pertanyaan', { token: admin.token, body: { kuesioner_id: kuesioner.id, teks_pertanyaan, tipe_jawaban } }));
  }
  await api(baseUrl, 'POST', '/api/jawaban', {
    token: admin.token,
    body: {
      kuesionerId: kuesioner.id,
      jawaban: [
        { pertanyaan_id: questions[0].id, isi_jawaban: HOSTILE_ANSWER },
        { pertanyaan_id: questions[1].id, isi_jawaban: 'Ya' },
      ],
    },
  });
  return { event, kuesioner };
}

function expectPageHeaders(headers: Record<string, string>, where: string) {
  const csp = headers['content-security-policy'];
  expect(csp, `${where}: Content-Security-Policy`).toBeDefined();
  expect(csp).toContain("default-src 'self'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${where}: scripts only from the app itself`).toBe("'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('same-origin');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

function expectApiHeaders(headers: Record<string, string>, where: string) {
  expect(headers['cache-control'], `${where}: Cache-Control`).toBe('no-store');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('same-origin');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

describe.skipIf(!chromiumPath)('security headers, Content-Security-Policy and HTML shown as text, in Chromium', () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let page: Page;
  let admin: E2eUser;
  let surveyor: E2eUser;
  let instansi: E2eUser;
  let seeded: Seeded;
  /** CSP and Permissions-Policy messages Chromium wrote to the console, with the screen they came from. */
  const consoleCsp: string[] = [];
  /** Every /api answer the browser received. */
  const apiAnswers: { url: string; status: number; headers: Record<string, string> }[] = [];
  const documents: { url: string; fromServiceWorker: boolean; headers: Record<string, string> }[] = [];
  const screens: string[] = [];
  let currentScreen = 'start';

  beforeAll(async () => {
    app = await startApp();
    admin = await createAdmin(app.url);
    surveyor = await createUserAs(app.url, admin, { nama: 'Sari Surveyor', email: 'sari@contoh.id', peran: 'Surveyor', password: 'kebun-mangga-02' });
    instansi = await createUserAs(app.url, admin, { nama: 'Dinas Olahraga', email: 'dinas@contoh.id', peran: 'Instansi', password: 'kebun-mangga-03' });
    seeded = await seedHostileSurvey(app.url, admin);

    browser = await openBrowser(DESKTOP);
    await browser.context.addInitScript(recordCspViolations);
    page = await browser.context.newPage();
    page.on('console', (message) => {
      // The Permissions-Policy's own warnings too (a feature Chromium does not know).
      if (/content.security.policy|permissions.policy/i.test(message.text())) consoleCsp.push(`${currentScreen}: ${message.text()}`);
    });
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== app.url) return;
      if (url.pathname.startsWith('/api/')) apiAnswers.push({ url: `${response.request().method()} ${url.pathname}`, status: response.status(), headers: response.headers() });
      if (response.request().resourceType() === 'document') {
        documents.push({ url: url.pathname, fromServiceWorker: response.fromServiceWorker(), headers: response.headers() });
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The screen is drawn: no CSP violation so far, nothing injected, nothing ran. */
  async function expectCleanScreen(name: string) {
    await page.waitForLoadState('load');
    const violations = await page.evaluate(() => window.__cspViolations);
    expect(violations, `${name}: the init script ran in this document`).toBeDefined();
    expect(violations, `${name}: CSP violations`).toEqual([]);
    expect(consoleCsp, `${name}: CSP messages in the console`).toEqual([]);
    expect(await page.evaluate(() => window.__pwned), `${name}: no hostile text ran`).toBeUndefined();
    expect(await page.locator(INJECTED).count(), `${name}: no element made from a text`).toBe(0);
    screens.push(name);
  }

  async function visit(path: string, name: string, ready: () => Promise<unknown>) {
    currentScreen = name;
    await page.goto(`${app.url}${path}`);
    await ready();
    await expectCleanScreen(name);
  }

  async function logIn(user: E2eUser, dashboard: string) {
    currentScreen = `login as ${user.email}`;
    await page.goto(`${app.url}/login`);
    // A test that failed while signed in leaves a session: /login then leads to its dashboard.
    const email = page.getByLabel('Email');
    const keluar = page.getByRole('button', { name: 'Keluar' });
    await email.or(keluar).first().waitFor();
    if (await keluar.isVisible()) {
      await keluar.click();
      await page.waitForURL('**/login');
    }
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`**${dashboard}`);
  }

  async function logOut(dashboard: string) {
    await page.goto(`${app.url}${dashboard}`);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/login');
  }

  /** The literal text is on screen, as text. */
  async function expectLiteral(text: string, where: string) {
    await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { message: `${where}: ${text}` }).toBe(true);
  }

  async function optionTexts(label: string): Promise<string[]> {
    return page.getByLabel(label).locator('option').allTextContents();
  }

  it('serves pages and /api answers with the security headers (straight from the server)', async () => {
    for (const path of ['/', '/login', '/kelola-event', '/hasil-analisis/1']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(200);
      expectPageHeaders(Object.fromEntries(response.headers), `GET ${path}`);
    }
    const calls: [string, RequestInit][] = [
      ['/api/health', {}],
      ['/api/events', { headers: { authorization: `Bearer ${admin.token}` } }],
      ['/api/events', {}],
      ['/api/tidak-ada', {}],
      ['/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"x@y.id","password":"salah-sekali"}' }],
      [`/api/events/${seeded.event.id}/hasil-survei/download`, { headers: { authorization: `Bearer ${admin.token}` } }],
    ];
    for (const [path, init] of calls) {
      const response = await fetch(`${app.url}${path}`, init);
      await response.arrayBuffer();
      expectApiHeaders(Object.fromEntries(response.headers), `${init.method ?? 'GET'} ${path} (${response.status})`);
    }
  });

  it('public screens: landing, login, register, credits, without a CSP violation', async () => {
    await visit('/', 'landing', () => page.getByRole('heading', { name: 'Sport Impact Smart Nation' }).waitFor());
    await visit('/login', 'login', () => page.getByRole('button', { name: 'Login', exact: true }).waitFor());
    await visit('/register', 'register', () => page.getByLabel('Nama Lengkap').waitFor());
    await visit('/credits', 'credits', () => page.getByRole('heading', { name: 'Development Credits' }).waitFor());
  });

  it('Admin screens show the HTML texts as text and run none of them', async () => {
    const { event } = seeded;
    await logIn(admin, '/dashboard-admin');
    await visit('/dashboard-admin', 'admin dashboard', () => page.getByRole('navigation', { name: 'Menu admin' }).waitFor());

    await visit('/kelola-event', 'kelola-event', () => page.getByRole('link', { name: HOSTILE_EVENT }).waitFor());
    await expectLiteral(HOSTILE_EVENT, 'event list');
    await expectLiteral(HOSTILE_LOKASI, 'event list');

    await visit(`/kelola-event/${event.id}`, 'event detail', () => page.getByRole('heading', { level: 1, name: HOSTILE_EVENT }).waitFor());
    for (const text of [HOSTILE_EVENT, HOSTILE_LOKASI, HOSTILE_DESKRIPSI, HOSTILE_SPONSOR, '<u>Lari</u>']) await expectLiteral(text, 'event detail');
    await saveScreenshot(page, 'security-event-detail');

    await visit('/kelola-pengguna', 'kelola-pengguna', () => page.getByRole('button', { name: 'Edit Sari Surveyor' }).waitFor());

    currentScreen = 'designer';
    await page.goto(`${app.url}/input-survei`);
    await page.getByLabel('Pilih Event').waitFor();
    expect(await optionTexts('Pilih Event')).toContain(HOSTILE_EVENT);
    await page.getByLabel('Pilih Event').selectOption({ label: HOSTILE_EVENT });
    const types = page.getByRole('region', { name: 'Tipe Responden' });
    await types.getByRole('button', { name: HOSTILE_TIPE, exact: true }).click();
    const questions = page.getByRole('region', { name: `Pertanyaan untuk ${HOSTILE_TIPE}` });
    await questions.getByText(HOSTILE_TEKS_QUESTION, { exact: true }).waitFor();
    await expectLiteral(HOSTILE_YA_TIDAK_QUESTION, 'designer');
    await expectLiteral(HOSTILE_TIPE, 'designer');
    await saveScreenshot(page, 'security-designer');
    await expectCleanScreen('designer');

    await visit('/profile', 'admin profile', () => page.getByRole('region', { name: 'Statistik Kinerja' }).getByText('Total Pengguna').waitFor());

    await visit(`/hasil-analisis/${event.id}`, 'analysis (Admin)', () => page.getByRole('heading', { level: 1, name: HOSTILE_EVENT }).waitFor());
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    await expectLiteral(HOSTILE_TEKS_QUESTION, 'analysis');
    await expectLiteral(HOSTILE_YA_TIDAK_QUESTION, 'analysis');
    await page.getByRole('heading', { level: 2, name: `Analisis untuk: ${HOSTILE_TIPE} (1 Responden)` }).waitFor();
    // The text answer is drawn on the canvas; its accessible description carries it verbatim.
    await page.getByRole('img', { name: `Diagram batang. ${HOSTILE_ANSWER}: 1`, exact: true }).waitFor();
    const drawn = await page.locator('canvas').evaluateAll((canvases) => canvases.map((canvas) => (canvas as HTMLCanvasElement).width));
    expect(drawn.every((width) => width > 0)).toBe(true);
    await saveScreenshot(page, 'security-analysis');
    await expectCleanScreen('analysis (Admin), charts drawn');
    await logOut('/dashboard-admin');
  });

  it('Surveyor screens: dashboard, survey form with the HTML texts as labels, profile', async () => {
    await logIn(surveyor, '/dashboard-surveyor');
    await visit('/dashboard-surveyor', 'surveyor dashboard', () => page.getByText('Selamat datang, Sari Surveyor').waitFor());

    currentScreen = 'survey form';
    await page.goto(`${app.url}/input-survei`);
    await page.getByLabel('Pilih Event').waitFor();
    await expect.poll(() => optionTexts('Pilih Event')).toContain(HOSTILE_EVENT);
    await page.getByLabel('Pilih Event').selectOption({ label: HOSTILE_EVENT });
    await expect.poll(() => optionTexts('Pilih Tipe Responden')).toContain(HOSTILE_TIPE);
    await page.getByLabel('Pilih Tipe Responden').selectOption({ label: HOSTILE_TIPE });
    await page.getByLabel(`1. ${HOSTILE_TEKS_QUESTION}`, { exact: true }).waitFor();
    await expectLiteral(`2. ${HOSTILE_YA_TIDAK_QUESTION}`, 'survey form');
    await saveScreenshot(page, 'security-survey-form');
    await expectCleanScreen('survey form');

    await visit('/profile', 'surveyor profile', () => page.getByRole('region', { name: 'Statistik Kinerja' }).waitFor());
    await logOut('/dashboard-surveyor');
  });

  it('Instansi screens: dashboard with the event card, analysis with charts, profile', async () => {
    await logIn(instansi, '/dashboard-instansi');
    await visit('/dashboard-instansi', 'instansi dashboard', () => page.getByRole('list', { name: 'Daftar event' }).getByRole('heading', { name: HOSTILE_EVENT }).waitFor());
    await expectLiteral(HOSTILE_EVENT, 'instansi dashboard');

    await visit(`/hasil-analisis/${seeded.event.id}`, 'analysis (Instansi)', () => page.getByRole('heading', { level: 1, name: HOSTILE_EVENT }).waitFor());
    await expect.poll(() => page.locator('canvas').count()).toBe(2);
    await page.getByRole('img', { name: `Diagram batang. ${HOSTILE_ANSWER}: 1`, exact: true }).waitFor();
    await expectCleanScreen('analysis (Instansi), charts drawn');

    await visit('/profile', 'instansi profile', () => page.getByRole('region', { name: 'Data akun' }).getByText('Dinas Olahraga').waitFor());
    await logOut('/dashboard-instansi');
  });

  it('every document and /api answer the browser received carried the headers', () => {
    expect(screens.length, `screens visited: ${screens.join(', ')}`).toBeGreaterThanOrEqual(17);
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) expectPageHeaders(document.headers, `document ${document.url}${document.fromServiceWorker ? ' (service worker)' : ''}`);
    expect(apiAnswers.length).toBeGreaterThan(10);
    for (const answer of apiAnswers) expectApiHeaders(answer.headers, `${answer.url} (${answer.status})`);
    console.log(
      `[security-headers] ${screens.length} screens without a CSP violation; ${documents.length} documents ` +
        `(${documents.filter((d) => d.fromServiceWorker).length} from the service worker) and ${apiAnswers.length} /api answers with the headers`,
    );
  });
});
