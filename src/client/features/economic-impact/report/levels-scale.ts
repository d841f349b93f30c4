import type { TingkatDampak } from '../../../../shared/schemas/economic-impact';

/** Where on a 0..100 line a level's figure and its interval's ends lie. */
export interface LevelBar {
  zero: number;
  value: number;
  low: number;
  high: number;
}

/**
 * One scale for the three levels, so their bars compare: from the lowest figure (or zero) to the
 * highest (or zero). A negative host-area figure draws leftwards from zero.
 */
export function levelBars(tingkat: TingkatDampak): Record<keyof TingkatDampak, LevelBar> {
  const levels = Object.values(tingkat);
  const min = Math.min(0, ...levels.flatMap((level) => [level.nilai, level.interval[0]]));
  const max = Math.max(0, ...levels.flatMap((level) => [level.nilai, level.interval[1]]));
  const span = max - min;
  const at = (value: number) => (span === 0 ? 0 : ((value - min) / span) * 100);
  const bar = ({ nilai, interval }: TingkatDampak[keyof TingkatDampak]): LevelBar => ({
    zero: at(0),
    value: at(nilai),
    low: at(interval[0]),
    high: at(interval[1]),
  });
  return { kabupaten_kota: bar(tingkat.kabupaten_kota), provinsi: bar(tingkat.provinsi), nasional: bar(tingkat.nasional) };
}
