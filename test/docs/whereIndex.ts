import { posix } from 'node:path';

/**
 * The "where does it live" index of docs/architecture.md names, row by row, the files that own a
 * thing and the functions in them. A row's links must lead to files (the docs-link check), and
 * every name in its last cell must be declared in one of the files the row links to, or the
 * group's own file (the link in the bold line above the table): a renamed function or a moved
 * file fails the tests instead of leaving the map wrong. Names in the other cells (cookies,
 * storage keys) must appear in those files as a word or a quoted string.
 */
export function whereIndexProblems(
  docPath: string,
  markdown: string,
  readSource: (path: string) => string | undefined,
): string[] {
  const section = sectionOf(markdown, 'where');
  if (section === null) return [`${docPath}: has no <a id="where"> section`];
  const problems: string[] = [];
  let groupFiles: string[] = [];
  let rows = 0;
  for (const { line, number } of section) {
    if (/^\*\*.*\*\*/.test(line.trim())) {
      groupFiles = linkedFiles(docPath, line);
      continue;
    }
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    const rowFiles = linkedFiles(docPath, line);
    if (rowFiles.length === 0) continue; // the table's header
    rows += 1;
    const texts = [...rowFiles, ...groupFiles].map((path) => ({ path, text: readSource(path) }));
    for (const missing of texts.filter((file) => file.text === undefined)) {
      problems.push(`${docPath}:${number}: ${missing.path} does not exist`);
    }
    const last = cells.at(-1) ?? '';
    for (const name of identifiersIn(last)) {
      if (!texts.some((file) => file.text !== undefined && declares(file.text, name))) {
        problems.push(`${docPath}:${number}: \`${name}\` is declared in none of ${rowFiles.join(', ')}`);
      }
    }
    for (const name of cells.slice(0, -1).flatMap(namesIn)) {
      if (!texts.some((file) => file.text !== undefined && mentions(file.text, name))) {
        problems.push(
          `${docPath}:${number}: \`${name}\` appears in none of ${[...rowFiles, ...groupFiles].join(', ')}`,
        );
      }
    }
  }
  if (rows === 0) problems.push(`${docPath}: the "where" section has no rows`);
  return problems;
}

/** The lines from `<a id="…">` up to the next explicit anchor, with their line numbers. */
function sectionOf(markdown: string, id: string): { line: string; number: number }[] | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.includes(`<a id="${id}"></a>`));
  if (start === -1) return null;
  const section: { line: string; number: number }[] = [];
  for (let index = start + 1; index < lines.length && !/<a id="/.test(lines[index]!); index += 1) {
    section.push({ line: lines[index]!, number: index + 1 });
  }
  return section;
}

/** The repository paths of the source files a line links to (not documents). */
function linkedFiles(docPath: string, line: string): string[] {
  return [...line.matchAll(/\]\(([^)#\s]+)\)/g)]
    .map((match) => posix.normalize(posix.join(posix.dirname(docPath), match[1]!)))
    .filter((path) => !path.endsWith('.md'));
}

/** Code names in a cell: backticked identifiers (file names and other code are passed over). */
function identifiersIn(cell: string): string[] {
  return namesIn(cell).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** Backticked words in a cell outside its links' texts. */
function namesIn(cell: string): string[] {
  const outsideLinks = cell.replace(/\[[^\]]*\]\([^)]*\)/g, '');
  return [...outsideLinks.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1]!.split(/,\s*/));
}

function declares(text: string, name: string): boolean {
  return new RegExp(`\\b(function\\*?|const|let|class|interface|type)\\s+${name}\\b`).test(text);
}

function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`(\\b${escaped}\\b)|('${escaped}')`).test(text);
}
