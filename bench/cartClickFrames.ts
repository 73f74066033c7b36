import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/chromium';

/** What one '+' click on a cart line cost before the new quantity was on screen. */
export interface ClickFrame {
  /** Animation frames from the click until one that paints the new quantity (1: the very next). */
  frames: number;
  /** ms from the click event to that frame's callbacks (its style, layout and paint follow). */
  ms: number;
}

export interface CartClickResult {
  cpuSlowdown: number;
  clicks: ClickFrame[];
}

/**
 * In the page: waits for the next trusted click on the line's '+' button, then counts animation
 * frames until the line's quantity shows another value. React commits a discrete event's update before the browser's next
 * frame, so a shown quantity at the first frame callback is painted in that very frame.
 */
function watchNextClick(page: Page, label: string): Promise<ClickFrame> {
  // Source text, not a function: the bench runs through tsx, whose transform would wrap named
  // functions in a helper the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const selector = 'button[aria-label=' + JSON.stringify(${JSON.stringify(label)}) + ']';
    const quantity = () =>
      document.querySelector(selector)?.parentElement?.querySelector('[data-testid="cart-line-quantity"]')?.textContent;
    // Capture on the document: runs before React's own handler, so 'before' is the old value.
    const onClick = (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      document.removeEventListener('click', onClick, true);
      const before = quantity();
      let frames = 0;
      const check = () => {
        frames += 1;
        if (quantity() !== before) resolve({ frames, ms: performance.now() - event.timeStamp });
        else if (frames < 120) requestAnimationFrame(check);
        else reject(new Error('the quantity did not change within 120 frames'));
      };
      requestAnimationFrame(check);
    };
    document.addEventListener('click', onClick, true);
  })`);
}

/**
 * A browser benchmark of the cart's quantity change (docs/rules.md#cart-changes): a shopper's '+' clicks on the built app's
 * cart page, each measured in frames until the new quantity shows, at the given CPU slowdown
 * (4: Lighthouse's phone).
 */
export async function measureCartClicks(
  baseURL: string,
  { clicks = 10, cpuSlowdown = 4 } = {},
): Promise<CartClickResult> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    page.setDefaultTimeout(30_000);
    await page.goto(new URL('/produkt/klassisk-t-shirt', baseURL).href);
    await page.getByRole('button', { name: /^Lägg i varukorg/ }).click();
    await page.getByRole('button', { name: /^Varukorg, 1 / }).waitFor();
    await page.goto(new URL('/cart', baseURL).href);
    const increase = page.getByRole('button', { name: /^Öka antal, / }).first();
    await increase.waitFor();
    const label = (await increase.getAttribute('aria-label')) ?? '';
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const measured: ClickFrame[] = [];
    for (let click = 0; click < clicks; click += 1) {
      const watched = watchNextClick(page, label);
      await increase.click();
      measured.push(await watched);
      // The line is busy until the backend answers; the next click waits for it, as a shopper would.
      await page.waitForTimeout(300);
    }
    return { cpuSlowdown, clicks: measured };
  } finally {
    await browser.close();
  }
}
