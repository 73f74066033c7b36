import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { whereIndexProblems } from './whereIndex';

// The project documents itself: README.md and the files under docs/. Their links must lead
// somewhere, their anchors must exist, and the code's citations of a docs section must name one
// that is there. A document the repository does not hold is never cited.

const repoRoot = join(__dirname, '../..');

/** What the checker reads: repository-relative paths with forward slashes. */
interface Repo {
  /** The documents to check, by path. */
  documents: ReadonlyMap<string, string>;
  /** Source files to scan for citations of the docs, by path. */
  sources: ReadonlyMap<string, string>;
  /** Whether a file or folder is there. */
  exists(path: string): boolean;
  /** A markdown file's text (for the anchors of a link's target), or undefined. */
  readMarkdown(path: string): string | undefined;
}

/**
 * What neither a document nor the code may cite: documents and trackers outside the repository. The
 * phrases are written apart here, so that a search of the tree for them finds this rule only by its
 * pattern and the tree stays clean of them.
 */
const specPoint = ['spec', 'point'].join(' ');
const architectureFile = ['ARCHITECTURE', 'md'].join('.');
const forbidden: { pattern: RegExp; name: string }[] = [
  { pattern: new RegExp(architectureFile.replace('.', '\\.')), name: architectureFile },
  { pattern: new RegExp(`${specPoint}s?\\b`, 'i'), name: `"${specPoint}"` },
  { pattern: /\bissue #?\d+/i, name: 'an issue number' },
];

/** The lines of a markdown text outside fenced code blocks, with their line numbers. */
function proseLines(markdown: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = null;
    } else if (opening) {
      fence = opening[1]!;
    } else {
      lines.push({ line, number: index + 1 });
    }
  });
  return lines;
}

/** GitHub's anchor for a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown text defines: explicit `<a id>`/`name` and one per heading. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(markdown)) {
    for (const match of line.matchAll(/<a\s+[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The link targets of a markdown text (inline links, images and reference definitions). */
function linksOf(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  for (const { line, number } of proseLines(markdown)) {
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1]!, line: number });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose);
    if (definition) links.push({ target: definition[1]!, line: number });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** A link's target as a repository path (or the linking file itself) and its anchor. */
function resolveLink(from: string, target: string): { path: string; anchor: string | null } {
  const hash = target.indexOf('#');
  const filePart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const file = decodeURIComponent(filePart.split('?')[0]!);
  if (file === '') return { path: from, anchor };
  const path = file.startsWith('/')
    ? posix.normalize(file.slice(1))
    : posix.normalize(posix.join(posix.dirname(from), file));
  return { path: path.replace(/\/$/, ''), anchor };
}

/** A code citation of a docs section: `docs/<path>.md`, usually with `#<anchor>`. */
const citation = /(?<![\w./-])docs\/([\w./-]+?\.md)(?:#([\p{L}\p{N}_-]+))?/gu;

/** Everything wrong with the documents' links and the code's citations, one line each. */
function docProblems(repo: Repo): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsIn = (path: string) => {
    if (!anchorCache.has(path)) {
      const text = repo.documents.get(path) ?? repo.readMarkdown(path);
      anchorCache.set(path, text === undefined ? null : anchorsOf(text));
    }
    return anchorCache.get(path)!;
  };
  const checkTarget = (where: string, what: string, path: string, anchor: string | null) => {
    if (!repo.exists(path)) {
      problems.push(`${where}: ${what} names ${path}, which does not exist`);
      return;
    }
    if (anchor === null || !path.endsWith('.md')) return;
    const anchors = anchorsIn(path);
    if (anchors && !anchors.has(anchor)) {
      problems.push(`${where}: ${what} names #${anchor}, which ${path} does not define`);
    }
  };

  for (const [path, text] of repo.documents) {
    for (const { target, line } of linksOf(text)) {
      if (isExternal(target)) continue;
      const resolved = resolveLink(path, target);
      checkTarget(`${path}:${line}`, `the link (${target})`, resolved.path, resolved.anchor);
    }
    text.split('\n').forEach((line, index) => {
      for (const { pattern, name } of forbidden) {
        if (pattern.test(line)) problems.push(`${path}:${index + 1}: mentions ${name}`);
      }
    });
  }

  for (const [path, text] of repo.sources) {
    text.split('\n').forEach((line, index) => {
      for (const { pattern, name } of forbidden) {
        if (pattern.test(line)) problems.push(`${path}:${index + 1}: mentions ${name}`);
      }
      for (const match of line.matchAll(citation)) {
        checkTarget(`${path}:${index + 1}`, `the citation ${match[0]}`, `docs/${match[1]}`, match[2] ?? null);
      }
    });
  }
  return problems;
}

// ---- The repository as it is ----

const sourceFolders = ['src', 'mock-server', 'test', 'bench', 'tooling'];
const sourceFile = /\.(ts|tsx|js|mjs|cjs)$/;

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const absolute = join(repoRoot, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return entry.isFile() && keep(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

function repository(): Repo {
  const documentPaths = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];
  const sourcePaths = sourceFolders.flatMap((folder) => filesUnder(folder, (name) => sourceFile.test(name)));
  return {
    documents: new Map(documentPaths.map((path) => [path, read(path)])),
    sources: new Map(sourcePaths.map((path) => [path, read(path)])),
    exists: (path) => path !== '' && !path.startsWith('..') && existsSync(join(repoRoot, path)),
    readMarkdown: (path) =>
      path.endsWith('.md') && existsSync(join(repoRoot, path)) ? read(path) : undefined,
  };
}

// ---- Tests ----

/** A repository in memory: its files by path. */
function memoryRepo(documents: Record<string, string>, sources: Record<string, string> = {}): Repo {
  const files = new Map(Object.entries({ ...documents, ...sources }));
  const folders = new Set(
    [...files.keys()].flatMap((path) =>
      path
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    documents: new Map(Object.entries(documents)),
    sources: new Map(Object.entries(sources)),
    exists: (path) => files.has(path) || folders.has(path),
    readMarkdown: (path) => files.get(path),
  };
}

/**
 * The examples build every docs path from `docs`, so that this file, which the citation scan reads
 * too, cites nothing itself; the link examples live in a folder of another name.
 */
const docs = 'docs';
const cite = (file: string, anchor?: string) => `// see ${docs}/${file}${anchor ? `#${anchor}` : ''}.`;

describe('the docs checker', () => {
  it('reads headings as GitHub anchors them, and explicit anchors as written', () => {
    expect(headingSlug('Cart and discount codes')).toBe('cart-and-discount-codes');
    expect(headingSlug('Calling a backend: `callApi`')).toBe('calling-a-backend-callapi');
    expect(headingSlug('How: `npm run bench`')).toBe('how-npm-run-bench');
    expect(headingSlug('Tokens, refresh, session end and logout')).toBe(
      'tokens-refresh-session-end-and-logout',
    );
    expect(headingSlug('Favourites (wishlist)')).toBe('favourites-wishlist');
    expect(headingSlug('Företagsinformation & användare')).toBe('företagsinformation--användare');
    const anchors = anchorsOf(
      '<a id="cart-codes"></a>\n\n## Codes\n\n## Codes\n\n```md\n## Not a heading\n```\n',
    );
    expect([...anchors].sort()).toEqual(['cart-codes', 'codes', 'codes-1']);
  });

  it('finds links outside code, and not inside it', () => {
    const text = [
      'See [the rules](guide/rules.md#cart) and ![logo](img/logo.png "Logo").',
      'Not this: `[x](nowhere.md)`; but [`code` as text](#code).',
      '```',
      '[y](nowhere-either.md)',
      '```',
      '[ref]: other.md#part',
    ].join('\n');
    expect(linksOf(text)).toEqual([
      { target: 'guide/rules.md#cart', line: 1 },
      { target: 'img/logo.png', line: 1 },
      { target: '#code', line: 2 },
      { target: 'other.md#part', line: 6 },
    ]);
  });

  it('passes documents whose links and anchors all exist', () => {
    const repo = memoryRepo({
      'README.md':
        '# Shop\n\n[Rules](guide/rules.md), [cart](guide/rules.md#cart), [top](#shop), [site](https://example.com)',
      'guide/rules.md':
        '# Rules\n\n<a id="cart"></a>\n\n## The cart\n\nBack to [the README](../README.md#shop); [same file](#the-cart).',
    });
    expect(docProblems(repo)).toEqual([]);
  });

  it('reports a link to a missing file, a missing anchor and a mention of a document the repository lacks', () => {
    const repo = memoryRepo({
      'README.md': `# Shop\n\n[Gone](guide/gone.md) and [no anchor](guide/rules.md#nowhere), see ${architectureFile}`,
      'guide/rules.md': `# Rules\n\nAs ${specPoint} 4 says, [here](#missing).`,
    });
    expect(docProblems(repo)).toEqual([
      'README.md:3: the link (guide/gone.md) names guide/gone.md, which does not exist',
      'README.md:3: the link (guide/rules.md#nowhere) names #nowhere, which guide/rules.md does not define',
      `README.md:3: mentions ${architectureFile}`,
      'guide/rules.md:3: the link (#missing) names #missing, which guide/rules.md does not define',
      `guide/rules.md:3: mentions "${specPoint}"`,
    ]);
  });

  it('passes code citations whose file and anchor exist, and reports those whose file or anchor does not, and outside documents or issues the code cites', () => {
    const repo = memoryRepo(
      { [`${docs}/rules.md`]: '<a id="cart"></a>\n\n## Cart prices\n' },
      {
        'src/a.ts': cite('rules.md', 'cart'),
        'src/b.ts': cite('rules.md', 'checkout'),
        'mock-server/c.ts': cite('rules.md', 'cart-prices'),
        'test/d.test.ts': `const x = 1;\n${cite('gone.md', 'cart')}`,
        'bench/e.ts': cite('rules.md'),
        'src/f.ts': `// As ${specPoint} 4 says.`,
        'mock-server/g.ts': `// The search waits 400 ms (${['issue', '10'].join(' ')}).`,
      },
    );
    expect(docProblems(repo)).toEqual([
      `src/b.ts:1: the citation ${docs}/rules.md#checkout names #checkout, which ${docs}/rules.md does not define`,
      `test/d.test.ts:2: the citation ${docs}/gone.md#cart names ${docs}/gone.md, which does not exist`,
      `src/f.ts:1: mentions "${specPoint}"`,
      'mock-server/g.ts:1: mentions an issue number',
    ]);
  });
});

describe('the documentation', () => {
  const repo = repository();

  it('holds the README and the docs folder', () => {
    expect([...repo.documents.keys()]).toEqual(expect.arrayContaining(['README.md', 'docs/rules.md']));
    expect(repo.sources.size).toBeGreaterThan(100);
  });

  it('lists every explicit anchor of a docs file in that file’s contents', () => {
    const unlisted = [...repo.documents]
      .filter(([path]) => path.startsWith('docs/'))
      .flatMap(([path, text]) =>
        [...text.matchAll(/<a\s+id="([^"]+)"/g)]
          .map((match) => match[1]!)
          .filter((id) => !text.includes(`](#${id})`))
          .map((id) => `${path}#${id}`),
      );
    expect(unlisted).toEqual([]);
  });

  it('links only to files and anchors that exist, names no outside document, and is cited only where it has the anchor', () => {
    expect(docProblems(repo)).toEqual([]);
  });

  it('answers "where does it live" with files that exist and functions declared in them', () => {
    const architecture = 'docs/architecture.md';
    const readSource = (path: string) => (existsSync(join(repoRoot, path)) ? read(path) : undefined);
    expect(whereIndexProblems(architecture, repo.documents.get(architecture)!, readSource)).toEqual([]);
  });
});
