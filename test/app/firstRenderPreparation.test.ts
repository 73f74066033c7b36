// The shell's evaluation is a long task on a slow phone: the theme and the combined boot slices are
// made on first use instead, which the browser's boot does in tasks of their own, with the first use
// of ICU (src/app/firstRenderPreparation.ts).

describe('the first render’s costly parts, made after the shell’s evaluation', () => {
  afterEach(() => jest.resetModules());

  it('makes no theme until asked, then one, the same every time', async () => {
    const actual = jest.requireActual<typeof import('@mui/material/styles')>('@mui/material/styles');
    const createTheme = jest.fn(actual.createTheme);
    jest.doMock('@mui/material/styles', () => ({ ...actual, createTheme }));
    await jest.isolateModulesAsync(async () => {
      const { appTheme } = await import('../../src/app/theme');
      expect(createTheme).not.toHaveBeenCalled();
      const theme = appTheme();
      expect(appTheme()).toBe(theme);
      expect(createTheme).toHaveBeenCalledTimes(1);
      expect(theme.palette.primary.main).toBe('#1d3b5a');
    });
  });

  it('combines the boot slices (running every reducer) only when first asked', async () => {
    const actual = jest.requireActual<typeof import('@reduxjs/toolkit')>('@reduxjs/toolkit');
    const combineSlices = jest.fn(actual.combineSlices);
    jest.doMock('@reduxjs/toolkit', () => ({ ...actual, combineSlices }));
    await jest.isolateModulesAsync(async () => {
      const { prepareBootSlices, rootReducer } = await import('../../src/app/rootReducer');
      expect(combineSlices).not.toHaveBeenCalled();
      const combined = prepareBootSlices();
      expect(prepareBootSlices()).toBe(combined);
      const state = rootReducer(undefined, { type: 'anything' });
      expect(state.cart).toBeDefined();
      expect(combineSlices).toHaveBeenCalledTimes(1);
    });
  });

  it('the boot makes each, and warms ICU, in a task of its own, in order', async () => {
    const styles = jest.requireActual<typeof import('@mui/material/styles')>('@mui/material/styles');
    const toolkit = jest.requireActual<typeof import('@reduxjs/toolkit')>('@reduxjs/toolkit');
    const done: string[] = [];
    jest.doMock('@mui/material/styles', () => ({
      ...styles,
      createTheme: (...args: Parameters<typeof styles.createTheme>) => {
        // Some of MUI's own modules make a default theme as they load: only the shop's counts.
        if (args[0]?.palette?.primary && 'main' in args[0].palette.primary) done.push('theme');
        return styles.createTheme(...args);
      },
    }));
    jest.doMock('@reduxjs/toolkit', () => ({
      ...toolkit,
      combineSlices: (...args: Parameters<typeof toolkit.combineSlices>) => {
        done.push('slices');
        return toolkit.combineSlices(...args);
      },
    }));
    const icu = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      done.push(`icu ${String(locales)}`);
      return [];
    });
    try {
      await jest.isolateModulesAsync(async () => {
        const { prepareFirstRender } = await import('../../src/app/firstRenderPreparation');
        const gates: (() => void)[] = [];
        const between = () => new Promise<void>((resolve) => gates.push(resolve));
        const prepared = prepareFirstRender(between, 'sv');
        const openGate = async () => {
          gates.shift()!();
          for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
        };
        expect(done).toEqual([]);
        await openGate();
        expect(done).toEqual(['slices']);
        await openGate();
        expect(done).toEqual(['slices', 'theme']);
        await openGate();
        expect(done).toEqual(['slices', 'theme', 'icu sv']);
        // And the store comes in a task after those.
        let finished = false;
        void prepared.then(() => (finished = true));
        await Promise.resolve();
        expect(finished).toBe(false);
        await openGate();
        expect(finished).toBe(true);
      });
    } finally {
      icu.mockRestore();
    }
  });
});
