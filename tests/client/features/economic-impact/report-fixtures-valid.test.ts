import { describe, expect, it } from 'vitest';
import { dampakEkonomiSchema } from '../../../../src/shared/schemas/economic-impact';
import { fullReport, incompleteReport, withMultipliers } from './economic-impact-fixtures';
import { V2_REPORTS } from './report-v2-fixtures';

describe('the report fixtures', () => {
  it.each(Object.entries({ fullReport, incompleteReport, withMultipliers, ...V2_REPORTS }))(
    '%s is an answer the server could give (dampakEkonomiSchema)',
    (_name, report) => {
      expect(dampakEkonomiSchema.safeParse(report).error).toBeUndefined();
    },
  );
});
