import { StyleSheet } from '@emotion/sheet';
import * as React from 'react';

// What the jest setup takes out of the screen tests' cost (test/setup/ownerStacksOff.ts and
// hasRulesOff.ts), and what it leaves as it is.

describe("the tests' emotion sheet", () => {
  const rulesOf = (sheet: StyleSheet) =>
    sheet.tags.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? []).map((rule) => rule.cssText));

  it('leaves out :has() rules that set nothing a test reads, and keeps every other rule', () => {
    const sheet = new StyleSheet({ key: 'probe', container: document.head, speedy: true });
    sheet.insert(':root:has(mui-ecs){color-scheme:light;}');
    sheet.insert('.a:has(> .b){padding-right:32px;}');
    sheet.insert('@media (prefers-color-scheme: dark){:root:not(:has(.mui-ecs)){color-scheme:dark;}}');
    sheet.insert('.a:has(> .c){display:none;}');
    sheet.insert('.d{padding:1px;}');
    expect(rulesOf(sheet)).toEqual([
      expect.stringMatching(/^\.a:has\(> \.c\) \{\s*display: none;\s*\}$/),
      expect.stringMatching(/^\.d \{\s*padding: 1px;\s*\}$/),
    ]);
    sheet.flush();
  });
});

describe("React's owner stacks", () => {
  it('are never taken: every element has the stack React gives past its cap', () => {
    const first = React.createElement('div') as unknown as { _debugStack?: unknown };
    const second = React.createElement('span') as unknown as { _debugStack?: unknown };
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(second._debugStack).toBe(first._debugStack);
  });
});
