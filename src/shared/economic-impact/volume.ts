import type { Prepared } from './method';

/**
 * Step 11 of docs/economic-impact-method.md on one segment's sample: the shares and sums the
 * volume figures are made of. People and nights are these times the unique visitors (wire.ts);
 * the averages keep their sums and counts so the event's total can pool its segments, each
 * respondent weighted by the visitors it stands for.
 */
export interface Volume {
  /** Shares of the sample: not local; not local and from abroad (BPS "wisman"). */
  nonLocalShare: number;
  foreignShare: number;
  /** Σ additional_i × m_i / n: additional visitor nights per respondent. */
  additionalNightsPerRespondent: number;
  /** Nights of the non-local respondents who stayed (m_i ≥ 1), and how many they are. */
  stayNights: number;
  stayers: number;
  /** Respondents who stayed (m_i ≥ 1) and answered the accommodation question; of them, commercial. */
  lodgingAnswered: number;
  lodgingCommercial: number;
  /** Each province of origin (LN abroad) of the non-local respondents, as a share of the sample. */
  provinceShares: Map<string, number>;
}

export function volumeOf(data: Prepared): Volume {
  const { n } = data;
  let nonLocal = 0;
  let foreign = 0;
  let additionalNights = 0;
  let stayNights = 0;
  let stayers = 0;
  let lodgingAnswered = 0;
  let lodgingCommercial = 0;
  const provinces = new Map<string, number>();
  for (let i = 0; i < n; i += 1) {
    const nights = data.nights[i];
    if (data.additional[i]) additionalNights += nights;
    if (nights >= 1 && data.lodging[i] >= 0) {
      lodgingAnswered += 1;
      lodgingCommercial += data.lodging[i];
    }
    if (data.local[i]) continue;
    nonLocal += 1;
    foreign += data.foreign[i];
    provinces.set(data.provinces[i], (provinces.get(data.provinces[i]) ?? 0) + 1);
    if (nights >= 1) {
      stayNights += nights;
      stayers += 1;
    }
  }
  const share = (count: number) => (n > 0 ? count / n : 0);
  return {
    nonLocalShare: share(nonLocal),
    foreignShare: share(foreign),
    additionalNightsPerRespondent: share(additionalNights),
    stayNights,
    stayers,
    lodgingAnswered,
    lodgingCommercial,
    provinceShares: new Map(Array.from(provinces, ([province, count]) => [province, share(count)])),
  };
}
