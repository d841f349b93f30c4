import { describe, expect, it } from 'vitest';
import { brokenCitations, brokenDocCitationsInCode } from './cited-paths';
import { docPages } from './doc-pages';

describe('docs: every path, link and anchor they cite exists', () => {
  it.each(docPages().map((page) => [page.name, page] as const))('%s', (_name, page) => {
    expect(brokenCitations(page)).toEqual([]);
  });
});

describe('code: every docs page, anchor and heading a comment cites exists', () => {
  it('in src/, sw/, scripts/ and tests/', () => {
    expect(brokenDocCitationsInCode()).toEqual([]);
  });
});
