import { describe, expect, it } from 'vitest';
import { percentile } from '../../../src/shared/economic-impact/percentile';
import { SPENDING_ROLES } from '../../../src/shared/economic-impact/economic-roles';
import { seededRandom } from '../../../src/shared/random/random-source';
import { LUAR_NEGERI } from '../../../src/shared/wilayah/wilayah-list';
import { DEMO_ECONOMIC_STORIES } from '../../../src/server/seed/demo-economic-stories';
import { DEMO_EVENTS } from '../../../src/server/seed/demo-data';
import { DEMO_IMPACT_REGISTER_EVENTS, DEMO_IMPACT_REGISTER_STORIES } from '../../../src/server/seed/demo-impact-register';
import { type Answers, storyRespondents } from '../../../src/server/seed/demo-respondents';
import { eventDays } from '../../../src/server/seed/seed-demo-economic';
import { wilayahList } from '../../../src/server/wilayah/wilayah';

/**
 * The demo's economic-impact story, read straight from what the seed would store: the figures the
 * report shows are only as true as these answers, whatever the calculation makes of them.
 */

const eventOf = (nama: string) => {
  const event = [...DEMO_EVENTS, ...DEMO_IMPACT_REGISTER_EVENTS].find((candidate) => candidate.nama_event === nama);
  if (!event) throw new Error(`no demo event ${nama}`);
  return event;
};
const perPerson = (answers: Answers) =>
  SPENDING_ROLES.reduce((sum, role) => sum + Number(answers[role] ?? 0), 0) / Math.max(1, Number(answers.jumlah_ditanggung ?? 1));
const province = (kode: string) => kode.slice(0, 2);

const stories = [...DEMO_ECONOMIC_STORIES, ...DEMO_IMPACT_REGISTER_STORIES].map((story) => {
  const days = eventDays(eventOf(story.nama_event));
  const segments = story.segments.map((segment) => ({
    segment,
    respondents: storyRespondents(segment, story.pools, days, seededRandom(segment.seed)),
  }));
  return { story, days, segments };
});

describe('the demo economic-impact story', () => {
  it('draws the same answers every time', () => {
    for (const { story, days, segments } of stories) {
      for (const { segment, respondents } of segments) {
        expect(storyRespondents(segment, story.pools, days, seededRandom(segment.seed))).toEqual(respondents);
      }
    }
  });

  it('holds its host area where the event is, with real region codes', () => {
    const list = wilayahList();
    expect(stories.map(({ days }) => days)).toEqual([1, 6, 2, 4, 4, 3]);
    for (const { story, segments } of stories) {
      const lokasi = eventOf(story.nama_event).lokasi;
      for (const kode of story.parameters.wilayah_tuan_rumah) expect(lokasi).toContain(list.byCode.get(kode)?.nama);
      for (const { respondents } of segments) {
        for (const { asal } of respondents) if (asal !== undefined) expect(list.byCode.has(asal), asal).toBe(true);
      }
    }
  });

  it('has respondents attend within the event, and nights agree with where they slept', () => {
    for (const { days, segments } of stories) {
      const attended = segments.flatMap(({ respondents }) => respondents.flatMap(({ hari_hadir }) => (hari_hadir ? [Number(hari_hadir)] : [])));
      expect(Math.min(...attended)).toBe(1);
      expect(Math.max(...attended)).toBe(days);
      for (const { respondents } of segments) {
        for (const answers of respondents) {
          if (answers.malam_menginap === undefined) continue;
          expect(answers.jenis_akomodasi === 'Tidak menginap', JSON.stringify(answers)).toBe(answers.malam_menginap === '0');
          if (answers.malam_menginap === '0') expect(answers.belanja_akomodasi).toBe('0');
        }
      }
    }
  });

  it('has realistic shares of locals, casual visitors and time-switchers, and visitors from other provinces and abroad', () => {
    for (const { story, segments } of stories) {
      const host = new Set(story.parameters.wilayah_tuan_rumah);
      const hostProvinces = new Set(story.parameters.wilayah_tuan_rumah.map(province));
      for (const { segment, respondents } of segments) {
        const sample = respondents.filter((answers) => answers.asal !== undefined);
        const local = (answers: Answers) => host.has(answers.asal ?? '') || answers.rutin === 'Ya';
        const nonLocal = sample.filter((answers) => !local(answers));
        expect(sample.length - nonLocal.length).toBe(segment.origins.host + segment.origins.commuter);
        expect(sample.some((answers) => answers.asal !== LUAR_NEGERI && !hostProvinces.has(province(answers.asal ?? '')))).toBe(true);
        if (segment.jenis === 'peserta') continue;
        const share = (sample.length - nonLocal.length) / sample.length;
        expect(share).toBeGreaterThanOrEqual(0.35);
        expect(share).toBeLessThanOrEqual(0.5);
        const casual = nonLocal.filter((answers) => answers.alasan_utama === 'Tidak').length / nonLocal.length;
        const switchers = nonLocal.filter((answers) => answers.tetap_datang === 'Ya').length / nonLocal.length;
        expect(casual).toBeGreaterThanOrEqual(0.1);
        expect(casual).toBeLessThanOrEqual(0.15);
        expect(switchers).toBeGreaterThanOrEqual(0.1);
        expect(switchers).toBeLessThanOrEqual(0.2);
        // A blank reason or counterfactual is left by a non-local who came for the event.
        for (const answers of respondents.filter((candidate) => !candidate.alasan_utama || !candidate.tetap_datang)) {
          expect(local(answers)).toBe(false);
        }
      }
    }
    const first = stories[0].segments.flatMap(({ respondents }) => respondents);
    expect(first.filter((answers) => answers.asal === LUAR_NEGERI).length).toBeGreaterThanOrEqual(3);
    expect(stories[0].segments[0].respondents.filter((answers) => answers.asal === undefined)).toHaveLength(3);
  });

  it('has exactly one answer above ten times its segment median: the mistyped accommodation', () => {
    const flagged = stories.flatMap(({ segments }) =>
      segments.flatMap(({ segment, respondents }) => {
        const spending = respondents.filter((answers) => answers.asal !== undefined).map(perPerson);
        const positive = spending.filter((value) => value > 0).sort((a, b) => a - b);
        const fence = 10 * percentile(positive, 0.5);
        return respondents.filter((answers) => answers.asal !== undefined && perPerson(answers) > fence).map((answers) => ({ segment, answers, fence }));
      }),
    );
    expect(flagged).toHaveLength(1);
    const [{ segment, answers, fence }] = flagged;
    expect(segment.tipe_responden).toBe('Pengunjung');
    expect(answers.belanja_akomodasi).toBe('360000000');
    expect(Number(answers.belanja_akomodasi) / 1_000).toBeLessThan(fence);
    expect(Number(answers.belanja_akomodasi)).toBeLessThanOrEqual(1_000_000_000);
  });

  it('has segments of each kind and size the report tells apart', () => {
    const [marathon] = stories;
    expect(marathon.segments.map(({ segment, respondents }) => [segment.tipe_responden, segment.jenis, respondents.length])).toEqual([
      ['Pengunjung', 'pengunjung', 150],
      ['Pelari', 'peserta', 45],
      ['Ofisial', 'peserta', 14],
    ]);
    const pengganda = marathon.story.parameters.pengganda;
    expect(pengganda).toMatchObject({ tahun_tabel: 2016, cakupan_tabel: 'provinsi', tipe: 'I' });
    expect(marathon.story.parameters.dana_publik).toBeGreaterThan(0);
  });
});

describe('the register\'s demo events', () => {
  const register = stories.filter(({ story }) => DEMO_IMPACT_REGISTER_STORIES.includes(story));

  it('span two years, several provinces and sports, one host area of two regencies, one without admissions', () => {
    const events = [...DEMO_EVENTS, ...DEMO_IMPACT_REGISTER_EVENTS];
    expect(new Set(events.map((event) => event.tanggal_mulai.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    expect(new Set(events.map((event) => event.nama_kategori_baru)).size).toBeGreaterThanOrEqual(3);
    const hosts = [...DEMO_ECONOMIC_STORIES, ...DEMO_IMPACT_REGISTER_STORIES].map((story) => story.parameters.wilayah_tuan_rumah);
    expect(new Set(hosts.flat().map(province)).size).toBeGreaterThanOrEqual(3);
    expect(hosts.filter((host) => host.length === 2)).toHaveLength(1);
    expect(register.filter(({ story }) => story.segments.some((segment) => segment.kunjungan === undefined))).toHaveLength(1);
    expect(register.filter(({ story }) => story.parameters.dana_publik != null).length).toBeGreaterThan(0);
    expect(register.filter(({ story }) => story.parameters.dana_publik == null).length).toBeGreaterThan(0);
  });

  it('have visitors from the host province, other provinces and abroad, with nights and accommodation answered', () => {
    for (const { story, segments } of register) {
      const hostProvinces = new Set(story.parameters.wilayah_tuan_rumah.map(province));
      const host = new Set(story.parameters.wilayah_tuan_rumah);
      const everyone = segments.flatMap(({ respondents }) => respondents);
      const from = (test: (asal: string) => boolean) => everyone.filter((answers) => answers.asal !== undefined && test(answers.asal));
      expect(from((asal) => !host.has(asal) && hostProvinces.has(province(asal))).length, story.nama_event).toBeGreaterThan(0);
      expect(from((asal) => asal !== LUAR_NEGERI && !hostProvinces.has(province(asal))).length, story.nama_event).toBeGreaterThan(0);
      expect(from((asal) => asal === LUAR_NEGERI).length, story.nama_event).toBeGreaterThan(0);
      for (const answers of everyone) {
        expect(answers.malam_menginap).toBeDefined();
        expect(answers.jenis_akomodasi).toBeDefined();
      }
      expect(everyone.filter((answers) => Number(answers.malam_menginap) > 0).length).toBeGreaterThan(0);
    }
  });
});
