import { waitFor } from '@testing-library/dom';

// The 3-D Secure challenge the Adyen look-alike puts on the shop's page: a frame and a hidden form
// that posts the challenge request into it. jsdom submits no form, so the test makes the requests the
// browser would (the form's post to the issuer, the shopper's answer, the issuer's redirect to Adyen's
// notification page) and delivers the notification page's message to the page, as the browser would:
// only if the page is the one it names.

/** The forms the page submitted (jsdom navigates none: it only says so, as a console error). */
const submitted = new WeakSet<HTMLFormElement>();

/** In this test file, a form's submit() is recorded instead of jsdom's "not implemented". */
export function recordFormSubmits(): void {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.add(this);
    });
  });
  afterEach(() => spy?.mockRestore());
}

export interface ChallengeOnPage {
  holder: HTMLElement;
  frame: HTMLIFrameElement;
  form: HTMLFormElement;
}

/** The challenge the Drop-in put in `container`, once it is there and its form was submitted. */
export function challengeOnPage(container: ParentNode): Promise<ChallengeOnPage> {
  return waitFor(() => {
    const holder = container.querySelector<HTMLElement>('.adyen-checkout__threeds2__challenge');
    const frame = holder?.querySelector('iframe');
    const form = holder?.querySelector('form');
    if (!holder || !frame || !form) throw new Error('no 3-D Secure challenge on the page yet');
    if (!submitted.has(form)) throw new Error('the challenge request was not posted');
    return { holder, frame, form };
  });
}

const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The issuer's page for the challenge in `container`, as the form's post opens it in the frame. */
export async function issuerPage(
  container: ParentNode,
): Promise<{ status: number; doc: Document; url: string }> {
  const { form } = await challengeOnPage(container);
  const creq = (form.elements.namedItem('creq') as HTMLInputElement).value;
  const answer = await fetch(form.action, formPost({ creq }));
  const doc = new DOMParser().parseFromString(await answer.text(), 'text/html');
  return { status: answer.status, doc, url: form.action };
}

/** Answers the challenge in `container` with `code`, and delivers Adyen's notification to the page. */
export async function answerChallengeOnPage(container: ParentNode, code: string): Promise<void> {
  const { doc, url } = await issuerPage(container);
  const answerForm = doc.querySelector('form');
  if (!answerForm) throw new Error('the issuer shows no form');
  const id = (answerForm.querySelector('input[name="threeDSServerTransID"]') as HTMLInputElement).value;
  const notification = await fetch(
    new URL(answerForm.getAttribute('action')!, url).href,
    formPost({ threeDSServerTransID: id, code }),
  );
  const page = await notification.text();
  const posted = /parent\.postMessage\((.*), ("[^"]*")\);/.exec(page);
  if (!posted) throw new Error(`the notification page posts no message: ${page}`);
  const [data, target] = [JSON.parse(posted[1]!) as unknown, JSON.parse(posted[2]!) as string];
  if (target !== window.location.origin) return;
  window.dispatchEvent(new MessageEvent('message', { data, origin: new URL(notification.url).origin }));
}
