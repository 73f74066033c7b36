// The shell's evaluation is one task on a slow phone: the theme and the combined boot slices are made
// on first use instead, which the browser's boot does in tasks of their own (src/main.tsx).

describe('what the shell does not do while it is evaluated', () => {
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
});
