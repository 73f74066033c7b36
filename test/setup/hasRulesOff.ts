// jsdom matches every style rule against an element each time it computes the element's style,
// and its selector engine (nwsapi) parses a :has() argument anew at every match, then searches
// the element's subtree: for `:root:has(…)` (MUI's CssBaseline) the whole page, for every style
// computed up to the root, after every change of the page. Testing Library computes styles for
// every element it looks at and every ancestor of what it clicks, so in the screen tests these
// matches were a seventh of the CPU. MUI's :has() rules set only the color scheme and a native
// select's padding, which jsdom lays nothing out with and no test reads; the tests' emotion
// sheet leaves them out. (A :has() rule that hid or disabled something would be kept.)
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StyleSheet } = require('@emotion/sheet') as typeof import('@emotion/sheet');
  const insert = StyleSheet.prototype.insert;
  const readByTests = /(^|[{;\s])(display|visibility|pointer-events|content)\s*:/;
  StyleSheet.prototype.insert = function insertUnlessHas(
    this: InstanceType<typeof StyleSheet>,
    rule: string,
  ) {
    // A rule as stylis hands it over: a selector and its declarations, or an @media block of those.
    if (rule.includes(':has(') && !readByTests.test(rule)) return;
    insert.call(this, rule);
  };
}

export {};
