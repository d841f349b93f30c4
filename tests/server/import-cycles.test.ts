import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '../../src/server');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The folder (or root file, as "config") of src/server that a path lies in. */
function areaOf(file: string): string {
  return path.relative(SERVER, file).split(path.sep)[0].replace(/\.ts$/, '');
}

/** Each area with the areas it imports, and for each such edge one import that makes it. */
function areaGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = areaOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (path.relative(SERVER, target).startsWith('..')) continue;
      const to = areaOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${path.relative(SERVER, file)} -> ${specifier}`);
    }
  }
  return graph;
}

/** Every group of areas that reach each other (Tarjan's strongly connected components, size > 1). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(area, Math.min(low.get(area)!, index.get(next)!));
      }
    }
    if (low.get(area) === index.get(area)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== area);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const area of [...graph.keys()].sort()) if (!index.has(area)) visit(area);
  return found;
}

// Imports between the server's folders run one way: a piece two folders share lives below both
// (docs/architecture.md, "Which way imports go"), so no folder reaches back up to one that uses it.
describe('server import cycles', () => {
  it('has no cycle between the folders of src/server', () => {
    const graph = areaGraph(sourceFiles(SERVER));
    const described = cycles(graph).map((group) =>
      group.flatMap((from) => group.flatMap((to) => graph.get(from)?.get(to) ?? [])),
    );
    expect(described).toEqual([]);
  });

  it('would catch two folders that import each other', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts -> ../b/y']])],
      ['b', new Map([['c', 'b/y.ts -> ../c/z']])],
      ['c', new Map([['a', 'c/z.ts -> ../a/x']])],
      ['d', new Map([['a', 'd/w.ts -> ../a/x']])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
