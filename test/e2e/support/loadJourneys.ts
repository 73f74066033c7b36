import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Journey } from './journey';

/** Imports every `*.journey.ts` in `dir` (sorted by file name), keeping those whose name contains a filter. */
export async function loadJourneys(dir: string, filters: string[]): Promise<Journey[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.journey.ts')).sort();
  const journeys: Journey[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown };
    const journey = module.default;
    if (!isJourney(journey))
      throw new Error(`${file} must \`export default { name: string, run: (ctx) => Promise<void> }\``);
    if (filters.length === 0 || filters.some((filter) => journey.name.includes(filter)))
      journeys.push(journey);
  }
  return journeys;
}

function isJourney(value: unknown): value is Journey {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Journey>;
  return typeof candidate.name === 'string' && typeof candidate.run === 'function';
}
