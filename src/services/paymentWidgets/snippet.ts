import type { ScriptLoader } from '../scriptLoader';

/**
 * Places a provider's HTML snippet in the container. Scripts in innerHTML never run, so the
 * snippet's loader script goes through the script loader, which injects it once per page; the
 * loaded script renders the snippet's container, now and whenever it is placed again.
 */
export async function placeSnippet(container: HTMLElement, html: string, scripts: ScriptLoader) {
  const template = container.ownerDocument.createElement('template');
  template.innerHTML = html;
  const sources = [...template.content.querySelectorAll('script')].map((script) => {
    script.remove();
    return script.getAttribute('src');
  });
  container.replaceChildren(template.content);
  for (const src of sources) if (src) await scripts.load(src);
}
