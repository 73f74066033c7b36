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
