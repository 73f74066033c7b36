/**
 * Set on #root, with the path, once the HTML shell's picker has put that route's prerendered
 * picture there (tooling/shellTemplates.ts). The picker also makes #root inert, so nothing in the
 * picture can be focused or typed into before React has taken it over; the app lifts both then
 * (src/main.tsx), hydrating the picture when its first render matches it.
 */
export const prerenderedAttribute = 'data-prerendered';

/**
 * Where the shell's boot script leaves the answers it asked for before the app's code arrived
 * (a product address's product), on `window`, by the request's full URL: the app takes each once
 * (src/services/earlyAnswers.ts).
 */
export const earlyAnswersGlobal = '__storefrontEarlyAnswers';

/** The id of the served document's script element that carries its page's data (JSON) for the store. */
export const prerenderedPageId = 'prerendered-page';

/**
 * Marks the head elements the served document has for its page (title, description, canonical…):
 * React takes over those that match its first render; the app drops the rest when it renders the
 * page anew (another market's visitor), so no page ever has two descriptions.
 */
export const servedHeadAttribute = 'data-served-head';
