// jest-fixed-jsdom brings fetch, Request and streams; jsdom still lacks these browser APIs.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
