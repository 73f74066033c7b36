/**
 * The packages every page boots with, in chunks of their own beside the app's shell chunk (a
 * `codeSplitting` group each, before the shell's own; the shop's and the floor's builds share them).
 * A module script is evaluated in one task with everything it imports, so one shell chunk was one
 * long task on a slow phone; the document's loader runs these chunks one after the other, each
 * once the one before has run (tooling/shellTemplates.ts), so each is a task of its own. Only what
 * the first load has (`$initial`): a lazy route's packages stay with the route.
 */
const packages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/** A `codeSplitting` group of Rolldown's, as these use it. */
interface PackageGroup {
  name: string;
  tags: '$initial'[];
  priority: number;
  test: RegExp;
}

export const bootPackageGroups: PackageGroup[] = [
  { name: 'react', tags: ['$initial'], priority: 40, test: packages('react|react-dom|scheduler') },
  // MUI's styling engine (emotion, MUI's system) apart from its components: together they were the
  // longest of the chunks.
  {
    name: 'styles',
    tags: ['$initial'],
    priority: 30,
    test: packages(
      '@mui[\\\\/](?:system|utils|styled-engine|private-theming)|@emotion[\\\\/][^\\\\/]+|stylis|react-is|prop-types|hoist-non-react-statics|clsx|@babel[\\\\/]runtime',
    ),
  },
  { name: 'mui', tags: ['$initial'], priority: 20, test: packages('@mui[\\\\/]material') },
  // The router, state, sagas' runtime and texts.
  { name: 'libs', tags: ['$initial'], priority: 10, test: /node_modules[\\/]/ },
];
