import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

function areaOf(file: string): string {
  const [top, second] = path.relative(CLIENT, file).split(path.sep);
  return top === 'features' ? `features/${second}` : top;
}

// DESIGN.md: a feature never imports another feature; shared code flows ui/lib -> features -> app.
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

  it('keeps lib and ui free of features and app', () => {
    const upward = files
      .filter((file) => ['lib', 'ui'].includes(areaOf(file)))
      .flatMap((file) =>
        importedAreas(file)
          .filter((area) => area === 'app' || area.startsWith('features/'))
          .map((area) => `${path.relative(CLIENT, file)} -> ${area}`),
      );
    expect(upward).toEqual([]);
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
