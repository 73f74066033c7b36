/**
 * Places a provider's HTML snippet the way Klarna and QliroOne document it for pages that fetch the
 * snippet: the markup goes into the container, then every script element is made again, since a
 * script parsed from markup never runs. They run in document order: the snippet's inline bootstrap
 * defines the provider's queue and injects its loader, and an external script is waited for
 * before the next one runs, as the parser would. The snippet lives inside the container, so it
 * goes when the page removes the container.
 */
export async function placeSnippet(container: HTMLElement, html: string): Promise<void> {
  const doc = container.ownerDocument;
  container.innerHTML = html;
  for (const parsed of [...container.querySelectorAll('script')]) {
    const script = doc.createElement('script');
    for (const { name, value } of [...parsed.attributes]) script.setAttribute(name, value);
    script.text = parsed.text;
    if (!script.src) {
      parsed.replaceWith(script);
      continue;
    }
    script.async = false;
    await new Promise<void>((resolve, reject) => {
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${script.src}`));
      parsed.replaceWith(script);
    });
  }
}
