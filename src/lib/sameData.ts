/**
 * Whether two pieces of plain JSON data (a backend's answers) are the same, in content and order.
 * A reducer keeps what it has for an answer that says nothing new, so nothing drawn from it renders
 * again: the served page's listing, asked for again as the app starts, is the common case.
 */
export const sameData = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
