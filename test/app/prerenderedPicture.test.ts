import { prerenderedPageId, servedHeadAttribute } from '../../shared/prerenderedShell';
import { dropServedHead, prerenderedPageOf } from '../../src/app/prerenderedPicture';
import { norway } from '../support/fixtures';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const serve = (data: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = prerenderedPageId;
  script.textContent = data;
  document.body.append(script);
};

describe("the served page's data", () => {
  it('is read from its data block', () => {
    serve(JSON.stringify({ market: norway, markets: [norway] }));
    expect(prerenderedPageOf(document)).toEqual({ market: norway, markets: [norway] });
  });

  it.each(['', 'not json', 'null', '{"markets":[]}', '{"market":{},"markets":{}}'])(
    'is none when the block holds %p',
    (data) => {
      serve(data);
      expect(prerenderedPageOf(document)).toBeNull();
    },
  );

  it('is none without a block', () => expect(prerenderedPageOf(document)).toBeNull());
});

describe('the served head, when the page is rendered anew', () => {
  it("goes, and only it: the document's own elements stay", () => {
    document.head.innerHTML =
      `<meta charset="utf-8"><title ${servedHeadAttribute}>Sv</title>` +
      `<meta ${servedHeadAttribute} name="description" content="Sv"><link rel="icon" href="/favicon.svg">`;
    dropServedHead(document);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<link rel="icon" href="/favicon.svg">',
    ]);
  });
});
