import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, which every page's path is written from. */
export const ROOT = path.resolve(__dirname, '../../..');

/** One page of the docs, read once, split into what the checks read. */
export interface DocPage {
  /** From the root: "docs/api.md", "README.md". */
  name: string;
  text: string;
  /** The text outside fenced code blocks. */
  prose: string;
  /** The contents of the fenced code blocks. */
  fenced: string[];
}

const FENCE = /^```[^\n]*\n([\s\S]*?)^```\s*$/gm;

function readPage(name: string): DocPage {
  const text = fs.readFileSync(path.join(ROOT, name), 'utf8');
  return { name, text, prose: text.replace(FENCE, ''), fenced: Array.from(text.matchAll(FENCE), (match) => match[1]) };
}

/** Every page of docs/ and the README. */
export function docPages(): DocPage[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`);
  return [...docs, 'README.md'].map(readPage);
}

export const pageNamed = (name: string) => readPage(name);

/** Inline code spans of the prose, whitespace as written (a span may run over a line break). */
export const codeSpans = (page: DocPage) => Array.from(page.prose.matchAll(/`([^`]+)`/g), (match) => match[1]);

/** The prose with its code spans taken out: what is left is read as plain words. */
export const plainProse = (page: DocPage) => page.prose.replace(/`[^`]+`/g, ' ');

/** Link targets of the prose, `[text](target)`, addresses of other sites left out. */
export const linkTargets = (page: DocPage) =>
  Array.from(plainProse(page).matchAll(/\]\(([^)\s]+)\)/g), (match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingSlug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor a page offers, a repeated heading numbered as GitHub numbers it. */
export function anchorsOf(page: DocPage): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of page.prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The section under a heading (its text up to the next heading of the same or a higher level). */
export function section(page: DocPage, heading: string): string {
  const start = page.text.search(new RegExp(`^(#{1,6}) ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm'));
  if (start < 0) throw new Error(`${page.name} has no heading "${heading}"`);
  const level = /^#+/.exec(page.text.slice(start))![0].length;
  const rest = page.text.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** A page's words with every line break and indent as one space, so a phrase may span lines. */
export const flatText = (page: DocPage) => page.text.replace(/\s+/g, ' ');
