import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openOfflineDb } from '../../src/client/offline/offline-db';

const CLIENT = path.resolve(__dirname, '../../src/client');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every client file with the client folders its imports reach (features as features/<name>). */
function importedAreas(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((specifier) => {
    const [top, second] = path.relative(CLIENT, path.resolve(path.dirname(file), specifier)).split(path.sep);
    return top === 'features' ? `features/${second}` : top;
  });
}

const SRC = path.resolve(CLIENT, '..');

/** What a file imports by relative path, as paths under src/ ("client/lib/api/event-queries", "shared/roles"). */
function importedPaths(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    path.relative(SRC, path.resolve(path.dirname(file), m[1])).split(path.sep).join('/'),
  );
}

function areaOf(file: string): string {
  const [top, second] = path.relative(CLIENT, file).split(path.sep);
  return top === 'features' ? `features/${second}` : top;
}

// A feature never imports another feature; shared code flows ui/lib/session -> components -> features -> app.
describe('client import boundaries', () => {
  const files = sourceFiles(CLIENT);

  it('keeps each feature to itself', () => {
    const crossings = files.flatMap((file) =>
      importedAreas(file)
        .filter((area) => areaOf(file).startsWith('features/') && area.startsWith('features/'))
        .filter((area) => area !== areaOf(file))
        .map((area) => `${path.relative(CLIENT, file)} -> ${area}`),
    );
    expect(crossings).toEqual([]);
  });

  it('keeps lib, session, ui and components free of features and app', () => {
    const upward = files
      .filter((file) => ['lib', 'session', 'ui', 'components'].includes(areaOf(file)))
      .flatMap((file) =>
        importedAreas(file)
          .filter((area) => area === 'app' || area.startsWith('features/') || (area === 'components' && areaOf(file) !== 'components'))
          .map((area) => `${path.relative(CLIENT, file)} -> ${area}`),
      );
    expect(upward).toEqual([]);
  });

  // ui/ holds primitives that know nothing of the domain; a widget that names events, surveys or
  // roles, reads the session or calls the API is a component (components/) or a feature's own.
  it('keeps ui to primitives', () => {
    const allowed = (imported: string) =>
      imported.startsWith('client/ui/') ||
      /^client\/lib\/(list-params|paginate|use-[\w-]+)$/.test(imported) ||
      /^shared\/format-[\w-]+$/.test(imported);
    const domain = files
      .filter((file) => areaOf(file) === 'ui')
      .flatMap((file) =>
        importedPaths(file)
          .filter((imported) => !allowed(imported))
          .map((imported) => `${path.relative(CLIENT, file)} -> ${imported}`),
      );
    expect(domain).toEqual([]);
  });

  it('keeps features out of app', () => {
    const upward = files
      .filter((file) => areaOf(file).startsWith('features/'))
      .flatMap((file) =>
        importedAreas(file)
          .filter((area) => area === 'app')
          .map((area) => `${path.relative(CLIENT, file)} -> ${area}`),
      );
    expect(upward).toEqual([]);
  });
});

/**
 * The outbox behind one door: only src/client/offline (and the service worker, which imports it)
 * touches the device database. Elsewhere no file imports Dexie itself, holds the database (the
 * names that give it out), or reaches a table, a transaction or the table list on something
 * named like a database; screens read through offline's queries (with useLiveQuery) and act
 * through its actions.
 */
describe('the device database behind src/client/offline', () => {
  const tables = openOfflineDb('import-boundaries').tables.map((table) => table.name);
  const members = [...tables, 'table', 'tables', 'transaction'].join('|');
  const rules: [string, RegExp][] = [
    ['imports dexie', /from\s+['"]dexie['"]/],
    ['holds the database', /\b(?:deviceDb|openOfflineDb|OfflineDb)\b/],
    ['reaches a table', new RegExp(String.raw`\b\w*(?:db|Db)(?:\(\))?\s*\.\s*(?:${members})\b`)],
  ];

  it('knows the tables it guards', () => {
    expect(tables).toEqual(expect.arrayContaining(['outbox', 'drafts', 'sessions', 'pertanyaan', 'meta']));
  });

  it('is not reached from outside src/client/offline', () => {
    const reaches = sourceFiles(CLIENT)
      .filter((file) => areaOf(file) !== 'offline')
      .flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return rules.filter(([, rule]) => rule.test(source)).map(([name]) => `${path.relative(CLIENT, file)} ${name}`);
      });
    expect(reaches).toEqual([]);
  });

  it('would catch a screen that reads the outbox itself', () => {
    const screen = "const n = await deviceDb().outbox.where('[userId+status]').count();";
    expect(rules.filter(([, rule]) => rule.test(screen)).map(([name]) => name)).toEqual(['holds the database', 'reaches a table']);
    expect(rules.some(([, rule]) => rule.test('const db = useDb(); db.drafts.put(draft);'))).toBe(true);
    expect(rules.some(([, rule]) => rule.test("import Dexie from 'dexie';"))).toBe(true);
  });
});
