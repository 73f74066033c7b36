/** The text an element shows on screen, as axe-core counts it: aria-hidden text counts, hidden text does not. */
export function visibleTextOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const style = getComputedStyle(node as Element);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * WCAG 2.5.3, label in name (axe-core's `label-content-name-mismatch`): a control's accessible name
 * contains the text it shows, so a person who says what they see can operate it by voice.
 */
export function expectLabelInName(element: Element): void {
  const visible = visibleTextOf(element).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(element).toHaveAccessibleName(expect.stringMatching(new RegExp(visible, 'i')));
}
