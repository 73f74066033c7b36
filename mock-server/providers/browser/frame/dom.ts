// The one way the form makes its elements, so every section builds its DOM the same way.

export type ElementMaker = (
  tag: string,
  attrs?: Record<string, string>,
  children?: (Node | string)[],
) => HTMLElement;

export function elementMaker(doc: Document): ElementMaker {
  return (tag, attrs = {}, children = []) => {
    const node = doc.createElement(tag);
    for (const key of Object.keys(attrs)) node.setAttribute(key, attrs[key]!);
    for (const child of children) node.append(child);
    return node;
  };
}
