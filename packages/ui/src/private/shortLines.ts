// Finds rendered text whose line is shorter than its type: wrapped, such text's lines overlap
// (the h1 'SAVE & WIN Account' was 32 px type on a 24 px line at 360 px). Used by the
// story check in .storybook/lineHeight.setup.ts, which runs it after every story.
export interface Collision {
  text: string;
  fontSize: number;
  lineHeight: number;
}

/** Half a pixel of rounding (rem steps at the default 16 px size are whole pixels anyway). */
const TOLERANCE = 0.5;

function isRendered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false; // visually hidden text (screen readers only)
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0;
}

/** The line-height of `element` in px, or null when it is `normal` (the font's own, never short). */
function lineHeightOf(style: CSSStyleDeclaration): number | null {
  if (style.lineHeight === 'normal') return null;
  const px = Number.parseFloat(style.lineHeight);
  return Number.isFinite(px) ? px : null;
}

function check(element: Element, text: string, found: Collision[]): void {
  if (!isRendered(element)) return;
  const style = getComputedStyle(element);
  const fontSize = Number.parseFloat(style.fontSize);
  const lineHeight = lineHeightOf(style);
  if (lineHeight === null || !Number.isFinite(fontSize)) return;
  if (lineHeight + TOLERANCE < fontSize) {
    found.push({ text: text.trim().slice(0, 40), fontSize, lineHeight });
  }
}

/** Every element holding visible text directly, and every field showing a value or placeholder. */
export function findShortLines(root: ParentNode): Collision[] {
  const found: Collision[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || seen.has(parent) || text.trim() === '') continue;
    if (parent.closest('script, style, svg, noscript')) continue;
    seen.add(parent);
    check(parent, text, found);
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const shown = field.value || field.placeholder;
    if (shown && field.type !== 'hidden' && field.type !== 'checkbox' && field.type !== 'radio') {
      check(field, shown, found);
    }
  }
  return found;
}
