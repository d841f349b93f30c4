import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageNamed, ROOT, section } from './doc-pages';

/**
 * docs/architecture.md's layer map, "The layers": a block where a line at the margin opens a
 * folder (`src/client   the React app`) and a line indented by two names one of its entries
 * (`  lib/       what several features share`). An entry written as a pattern (`<domain>/`) names
 * the folders listed after it, separated by commas.
 */
function layerMap(): Map<string, Set<string>> {
  const block = /```\n([\s\S]*?)```/.exec(section(pageNamed('docs/architecture.md'), 'The layers'));
  if (!block) throw new Error('docs/architecture.md: "The layers" has no map');
  const map = new Map<string, Set<string>>();
  let folder = new Set<string>();
  let listing: string | null = null;
  const endListing = () => {
    if (listing !== null) for (const name of listed(listing)) folder.add(name);
    listing = null;
  };
  for (const line of block[1].split('\n')) {
    const top = /^(\S+)\s/.exec(line);
    const entry = /^ {2}(\S+)(.*)$/.exec(line);
    if (top || entry) endListing();
    if (top) {
      folder = new Set();
      map.set(top[1].replace(/\/$/, ''), folder);
    } else if (entry?.[1].startsWith('<')) {
      listing = entry[2];
    } else if (entry) {
      folder.add(entry[1].replace(/\/$/, ''));
    } else if (listing !== null) {
      listing += ` ${line}`;
    }
  }
  endListing();
  return map;
}

/** The folder names of a listing, each without what the map says of it in brackets. */
const listed = (text: string) =>
  text
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[\w-]+$/.test(name));

const foldersOf = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("docs/architecture.md's layer map", () => {
  const map = layerMap();

  it.each(['src/client', 'src/server'])('names every top-level folder of %s', (folder) => {
    const named = map.get(folder) ?? new Set();
    expect(foldersOf(folder).filter((name) => !named.has(name))).toEqual([]);
  });

  it('names every folder of src/', () => {
    expect(foldersOf('src').filter((name) => !map.has(`src/${name}`))).toEqual([]);
  });

  it('names only folders and files that exist', () => {
    const missing = Array.from(map).flatMap(([folder, entries]) =>
      [folder, ...Array.from(entries, (entry) => `${folder}/${entry}`)].filter((named) => !fs.existsSync(path.join(ROOT, named))),
    );
    expect(missing).toEqual([]);
  });
});
