import fs from 'node:fs';
import path from 'node:path';
import { anchorsOf, codeSpans, type DocPage, linkTargets, pageNamed, plainProse, ROOT } from './doc-pages';

/**
 * The rule a page of the docs cites the repository by
 * (docs/architecture.md, "Keeping the docs true"):
 * - a path in code (`src/server/app.ts`, `tests/e2e/`) is written from the repository's root, or
 *   with `src/`, `src/client/` or `src/server/` left off (`shared/answer-rules.ts`, `lib/api-client.ts`,
 *   `db/derived/`), and exists there: a file that moves breaks its citation;
 * - a bare file name (`answers.repo.ts`) is a file at the root or in a folder the same page cites;
 * - a path in plain words starts at the root (`src/...`, `tests/...`, `docs/...`), links are
 *   relative to their page, and an anchor (`api.md#health`) is a heading of its page.
 * Parts written as a pattern (`src/server/<domain>/`, `tests/client/{app,lib}`) are checked up
 * to the pattern.
 */
export const PATH_ROOTS = ['', 'src', 'src/client', 'src/server'];

/** What a build or a running server makes: never in the repository. */
const GENERATED = ['dist/', 'dist-server/', 'data/', './data', 'node_modules/'];
/** Spans shaped like paths that are not files: a time zone, a file under DATA_DIR. */
const NOT_PATHS = new Set(['Asia/Jakarta', 'DATA_DIR/jwt-secret']);
const FILE_NAME = /\.(ts|tsx|mjs|js|json|md|html|css|yml|yaml)$/;
const PATH_SHAPE = /^[\w.@-]+(\/[\w.@-]*)*$/;
const PATTERN_START = /[<{*]/;
/** Paths named in plain words: from a top-level folder of the repository. */
const PLAIN_PATH = /(?<![\w./-])((?:src|tests|scripts|sw|docs|public|\.ci)\/[\w.@/-]*)(#[\w-]+)?/g;

export interface Citation {
  page: string;
  cited: string;
  problem: string;
}

const exists = (relative: string) => fs.existsSync(path.join(ROOT, relative));

/** Where a path in code resolves: the first of the roots it exists under, or null. */
export const resolveCodePath = (cited: string) =>
  PATH_ROOTS.map((root) => path.posix.join(root, cited)).find((candidate) => exists(candidate)) ?? null;

/** A span as a path to check, or null when it names none (an API path, a value, a pattern's tail). */
function pathOfSpan(span: string): string | null {
  if (span.startsWith('/') || NOT_PATHS.has(span) || GENERATED.some((prefix) => span.startsWith(prefix))) return null;
  const pattern = span.search(PATTERN_START);
  if (pattern >= 0) {
    const head = span.slice(0, span.lastIndexOf('/', pattern) + 1);
    return head && PATH_SHAPE.test(head) ? head : null;
  }
  if (!PATH_SHAPE.test(span)) return null;
  return span.includes('/') || FILE_NAME.test(span) ? span : null;
}

/** A heading anchor missing from the page it points at, or null. */
function missingAnchor(target: string, anchor: string | undefined): string | null {
  if (!anchor || !target.endsWith('.md')) return null;
  return anchorsOf(pageNamed(target)).has(anchor.slice(1)) ? null : `no heading for ${anchor} in ${target}`;
}

/** Every citation of a page that breaks the rule above. */
export function brokenCitations(page: DocPage): Citation[] {
  const problems: Citation[] = [];
  const report = (cited: string, problem: string) => problems.push({ page: page.name, cited, problem });
  const folders = new Set<string>(['']);
  const bareNames: string[] = [];

  for (const span of codeSpans(page)) {
    if (/^[\w.@/-]+\/\s*\n\s*[\w.@/-]+$/.test(span)) {
      report(span, 'a path broken over two lines');
      continue;
    }
    const cited = pathOfSpan(span);
    if (cited === null) continue;
    if (!cited.includes('/')) {
      bareNames.push(cited);
      continue;
    }
    const found = resolveCodePath(cited);
    if (found === null) report(cited, `not found from ${PATH_ROOTS.map((root) => (root ? `${root}/` : 'the root')).join(', ')}`);
    else folders.add(fs.statSync(path.join(ROOT, found)).isDirectory() ? found : path.posix.dirname(found));
  }

  const plain = [plainProse(page), ...page.fenced].join('\n');
  for (const [, written, anchor] of plain.matchAll(PLAIN_PATH)) {
    const cited = written.replace(/[.:]+$/, '');
    if (!exists(cited)) report(cited, 'not found from the root');
    else {
      folders.add(fs.statSync(path.join(ROOT, cited)).isDirectory() ? cited : path.posix.dirname(cited));
      const problem = missingAnchor(cited, anchor);
      if (problem) report(`${cited}${anchor}`, problem);
    }
  }

  for (const link of linkTargets(page)) {
    const [target, anchor] = link.split(/(?=#)/);
    const file = target === '#' || target.startsWith('#') ? page.name : path.posix.join(path.posix.dirname(page.name), target);
    const linkAnchor = target.startsWith('#') ? target : anchor;
    if (!exists(file)) report(link, 'the link leads nowhere');
    else {
      const problem = missingAnchor(file, linkAnchor);
      if (problem) report(link, problem);
    }
  }

  for (const name of bareNames) {
    if (!Array.from(folders).some((folder) => exists(path.posix.join(folder, name)))) {
      report(name, 'in no folder this page cites (cite it with its folder)');
    }
  }
  return problems;
}

/** Headings of a page, as written: a code comment may cite one by its words. */
const headingsOf = (page: DocPage) => Array.from(page.prose.matchAll(/^#{1,6} (.+)$/gm), (match) => match[1].trim());

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(path.join(ROOT, folder))) return [];
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Every citation of a docs page from the code (`src/`, `sw/`, `scripts/`, `tests/`) that leads
 * nowhere: a page that does not exist, an anchor (`docs/api.md#health`) or a heading named in
 * quotes (`docs/architecture.md, "Which way imports go"`, its first words are enough) that the
 * page does not have.
 */
export function brokenDocCitationsInCode(): Citation[] {
  const problems: Citation[] = [];
  for (const file of ['src', 'sw', 'scripts', 'tests'].flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [cited, page, anchor, heading] of text.matchAll(/\b(docs\/[\w-]+\.md)(#[\w-]+)?(?:,\s*(?:\/\/|\*)?\s*"([^"\n]+)")?/g)) {
      if (!exists(page)) {
        problems.push({ page: file, cited, problem: 'no such page' });
        continue;
      }
      const problem = missingAnchor(page, anchor);
      if (problem) problems.push({ page: file, cited, problem });
      if (heading && !headingsOf(pageNamed(page)).some((written) => written.startsWith(heading))) {
        problems.push({ page: file, cited, problem: `no heading "${heading}" in ${page}` });
      }
    }
  }
  return problems;
}
