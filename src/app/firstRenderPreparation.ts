import { prepareBootSlices } from './rootReducer';
import { appTheme } from './theme';

/**
 * What the first render needs that is costly to make, made ahead in tasks of its own after the
 * shell's evaluation (`between` is the browser's nextTask.ts), while the page's other scripts and
 * first answers are still on their way. Made as the shell was evaluated or in the first render,
 * each lengthened that task on a slow phone: the boot slices combined (every reducer's first run),
 * the theme, and the page's first use of the browser's ICU data, which react-intl's first render
 * pays otherwise (about 19 ms on a fast machine, whatever the locale; react-intl checks the
 * locale with `supportedLocalesOf` as it starts).
 */
export async function prepareFirstRender(between: () => Promise<void>, language: string): Promise<void> {
  await between();
  prepareBootSlices();
  await between();
  appTheme();
  await between();
  Intl.NumberFormat.supportedLocalesOf(language);
  await between();
}
