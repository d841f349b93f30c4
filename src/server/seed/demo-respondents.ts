import type { PeranEkonomi } from '../../shared/economic-impact/economic-roles';
import type { JenisSegmen } from '../../shared/schemas/economic-impact';
import { LUAR_NEGERI } from '../../shared/wilayah/wilayah-list';

/**
 * The demo's economic-impact respondents, drawn from a story told in exact counts (how many live in
 * the host area, came for something else, would have come anyway, left a question blank), so the
 * shares the report shows are the story's and not a dice roll's. Pure: the same story and
 * generator give the same answers on every machine and database.
 */

/** Where a segment's respondents live, by how far they travelled. */
export interface RegionPools {
  /** The host area's regencies/cities: the locals. */
  host: readonly string[];
  /** Neighbours within an hour in the same province: day trips, and the routine commuters. */
  near: readonly string[];
  /** The rest of the host's province. */
  province: readonly string[];
  /** Other provinces. */
  elsewhere: readonly string[];
}

/** How many of a segment's respondents come from where: the counts add up to its responses. */
export interface OriginCounts {
  host: number;
  /** From a neighbour, but there 4 or more times a month for work or school: local by the rule. */
  commuter: number;
  near: number;
  province: number;
  elsewhere: number;
  abroad: number;
  /** Left the origin question blank: outside the sample (`tanpa_asal`). */
  blank: number;
}

export interface SegmentStory {
  tipe_responden: string;
  jenis: JenisSegmen;
  /** Admissions; absent: not known yet, so the segment has no parameters and the report is incomplete. */
  kunjungan?: number;
  kunjungan_min?: number;
  kunjungan_maks?: number;
  origins: OriginCounts;
  /** Among the non-locals: the event was not the main reason (alasan_utama Tidak). */
  casual: number;
  /** Among the non-locals who came for it: would have come in the same 12 months anyway (tetap_datang Ya). */
  switchers: number;
  /** Respondents who left this question blank, chosen among those it would have made additional where it can. */
  blank: Partial<Record<PeranEkonomi, number>>;
  /** Participants stay for their part of a multi-day event; spectators come for a day or a few. */
  attendance: 'participant' | 'spectator';
  /** One visitor's accommodation amount was typed with three zeros too many (Rp 360.000.000 for one night at Rp 360.000). */
  typo: boolean;
  /** The generator's seed: a constant, so the story does not depend on database ids. */
  seed: number;
}

export type Answers = Partial<Record<PeranEkonomi, string>>;
type Origin = keyof OriginCounts;
type Random = () => number;

const ACCOMMODATION = ['Hotel', 'Homestay atau penginapan', 'Rumah kerabat atau teman', 'Villa'] as const;
/** A room or unit per night, in Rupiah, by kind (a big city's prices of 2026, roughly). */
const NIGHTLY: Record<(typeof ACCOMMODATION)[number], [number, number]> = {
  Hotel: [300_000, 650_000],
  'Homestay atau penginapan': [150_000, 300_000],
  'Rumah kerabat atau teman': [0, 0],
  Villa: [900_000, 1_300_000],
};
const TYPO_FACTOR = 1_000;

const between = (random: Random, [low, high]: [number, number]) => low + random() * (high - low);
/** An amount as people say it: a multiple of Rp 5.000. */
const rupiah = (value: number) => Math.round(value / 5_000) * 5_000;
const pick = <T>(items: readonly T[], random: Random) => items[Math.floor(random() * items.length)];

function shuffled<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Days attended: one at a one-day event. At a longer one participants stay from their first match
 * to their last; spectators who live close come back on several days, travellers mostly for one or
 * two (the finals' weekend).
 */
function daysAttended(story: SegmentStory, origin: Origin, eventDays: number, random: Random): number {
  if (eventDays === 1) return 1;
  const half = Math.ceil(eventDays / 2);
  if (story.attendance === 'participant') return half + Math.floor(random() * (eventDays - half + 1));
  const roll = random();
  if (origin === 'province' || origin === 'elsewhere' || origin === 'abroad') return roll < 0.6 ? 1 : roll < 0.9 ? 2 : Math.min(3, eventDays);
  if (roll < 0.45) return 1;
  if (roll < 0.7) return 2;
  if (roll < 0.85) return Math.min(3, eventDays);
  return Math.min(eventDays, 4 + Math.floor(random() * Math.max(1, eventDays - 3)));
}

/** Nights in the host area: locals and neighbours go home; the farther, the longer the stay. */
function nightsStayed(origin: Origin, days: number, random: Random): number {
  if (origin === 'host' || origin === 'commuter' || origin === 'near' || origin === 'blank') return 0;
  if (origin === 'province') return random() < 0.5 ? 0 : days;
  if (origin === 'elsewhere') return days + (random() < 0.7 ? 0 : 1);
  return days + 1;
}

function groupSize(story: SegmentStory, origin: Origin, random: Random): number {
  if (story.jenis === 'peserta') return random() < 0.8 ? 1 : 2;
  // Spectators from other provinces and abroad travelled as couples, families or supporters' groups.
  if (origin === 'elsewhere' || origin === 'abroad') return 2 + Math.floor(random() * 3);
  const roll = random();
  return roll < 0.35 ? 1 : roll < 0.65 ? 2 : roll < 0.8 ? 3 : roll < 0.95 ? 4 : 5;
}

/** One respondent's spending in the host area for the group, by role. */
function spending(story: SegmentStory, origin: Origin, people: number, days: number, nights: number, stay: string, random: Random): Answers {
  const local = origin === 'host' || origin === 'commuter' || origin === 'blank';
  // Those who go home come back on each day they attend; those who stay are there a day more than their nights.
  const daysThere = Math.max(days, nights + 1);
  const [low, high] = NIGHTLY[stay as keyof typeof NIGHTLY] ?? [0, 0];
  // Spectators take a room for every two of their group; most participants share one with a team-mate.
  const units = stay === 'Villa' ? 1 : story.jenis === 'peserta' ? (random() < 0.6 ? 0.5 : 1) : Math.ceil(people / 2);
  const sometimes = (chance: number, range: [number, number]) => (random() < chance ? rupiah(between(random, range)) : 0);
  return {
    belanja_akomodasi: String(nights === 0 ? 0 : rupiah(nights * units * between(random, [low, high]))),
    belanja_makan_minum: String(rupiah(people * daysThere * between(random, [40_000, 110_000]))),
    belanja_transportasi: String(rupiah(daysThere * between(random, local ? [10_000, 40_000] : [25_000, 100_000]))),
    belanja_oleh_oleh: String(sometimes(local ? 0.25 : origin === 'near' ? 0.4 : 0.75, local ? [20_000, 100_000] : [50_000, 300_000])),
    belanja_hiburan: String(people * sometimes(local ? 0.2 : 0.35, [20_000, 120_000])),
    belanja_lainnya: String(sometimes(0.15, [10_000, 50_000])),
  };
}

function regionOf(origin: Origin, pools: RegionPools, random: Random): string | undefined {
  switch (origin) {
    case 'host':
      return pick(pools.host, random);
    case 'commuter':
    case 'near':
      return pick(pools.near, random);
    case 'province':
      return pick(pools.province, random);
    case 'elsewhere':
      return pick(pools.elsewhere, random);
    case 'abroad':
      return LUAR_NEGERI;
    case 'blank':
      return undefined;
  }
}

/** Draws `count` distinct positions of `among` (fewer when it has fewer). */
const chooseFrom = (among: number[], count: number, random: Random) => new Set(shuffled([...among], random).slice(0, count));

/** Every respondent's answers by role, in the order they were interviewed. */
export function storyRespondents(story: SegmentStory, pools: RegionPools, eventDays: number, random: Random): Answers[] {
  const origins = shuffled(
    (Object.keys(story.origins) as Origin[]).flatMap((origin) => Array.from({ length: story.origins[origin] }, () => origin)),
    random,
  );
  const indices = origins.map((_, index) => index);
  const nonLocal = indices.filter((index) => !['host', 'commuter', 'blank'].includes(origins[index]));
  const [casual, switchers] = (() => {
    if (story.jenis === 'peserta') return [new Set<number>(), new Set<number>()];
    const order = shuffled([...nonLocal], random);
    return [new Set(order.slice(0, story.casual)), new Set(order.slice(story.casual, story.casual + story.switchers))];
  })();
  // A blank reason or counterfactual is left by someone it would have made additional, to show
  // that a blank never does; other blanks fall on anyone who answered where they live.
  const wouldCount = nonLocal.filter((index) => !casual.has(index) && !switchers.has(index));
  // The typo is a visitor from farther in the province who stayed a night in a hotel and counts.
  const typist = story.typo ? wouldCount.find((index) => origins[index] === 'province') : undefined;
  const answered = indices.filter((index) => origins[index] !== 'blank' && index !== typist);
  const blanks = new Map(
    (Object.entries(story.blank) as [PeranEkonomi, number][]).map(([role, count]) => [
      role,
      chooseFrom((role === 'alasan_utama' || role === 'tetap_datang' ? wouldCount : answered).filter((index) => index !== typist), count, random),
    ]),
  );

  return origins.map((origin, index) => {
    const days = daysAttended(story, origin, eventDays, random);
    // Whoever left the head count blank is counted alone, so their spending was their own.
    const people = blanks.get('jumlah_ditanggung')?.has(index) ? 1 : groupSize(story, origin, random);
    const nights = index === typist ? 1 : nightsStayed(origin, days, random);
    const stayed = index === typist ? 'Hotel' : pick(people >= 3 ? ACCOMMODATION : ACCOMMODATION.slice(0, 3), random);
    const stay = nights === 0 ? 'Tidak menginap' : stayed;
    const answers: Answers = {
      asal: regionOf(origin, pools, random),
      rutin: origin === 'commuter' ? 'Ya' : 'Tidak',
      alasan_utama: casual.has(index) ? 'Tidak' : 'Ya',
      tetap_datang: switchers.has(index) ? 'Ya' : 'Tidak',
      hari_hadir: String(days),
      malam_menginap: String(nights),
      jenis_akomodasi: stay,
      jumlah_ditanggung: String(people),
      ...spending(story, origin, people, days, nights, stay, random),
    };
    if (index === typist) answers.belanja_akomodasi = String(Number(answers.belanja_akomodasi) * TYPO_FACTOR);
    for (const [role, who] of blanks) if (who.has(index)) delete answers[role];
    return answers;
  });
}
