// Story globals shared by the stories of primitives and components:
//   export const Narrow: Story = { globals: narrowGlobals };
//   export const Dark: Story = { globals: darkGlobals };
//   export const Desktop: Story = { globals: desktopGlobals };
// (Every story also runs in the dark theme as a test; a Dark story shows it in the docs.)
export const narrowGlobals = { viewport: { value: 'narrow', isRotated: false } } as const;
export const darkGlobals = { theme: 'dark' } as const;
/** The 1280 px desktop (Chromatic's wide mode), for a story whose layout changes with the width. */
export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } } as const;

/** How many lines the text of `element` takes (a large amount must take one). */
export function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set(
    Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top)),
  ).size;
}
