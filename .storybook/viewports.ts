// Viewports offered in the toolbar and used by stories' `globals.viewport`. `narrow` is the 360 px
// Android phone most customers hold; the spec's narrow breakpoint is 480 px.
export const viewports = {
  narrow: { name: 'Narrow phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone: { name: 'Phone (412 px)', styles: { width: '412px', height: '860px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Story globals that render a story on the narrow phone: `globals: narrowViewport`. */
export const narrowViewport = { viewport: { value: 'narrow', isRotated: false } } as const;

export type ViewportName = keyof typeof viewports;

interface Size {
  width: number;
  height: number;
}

/** A toolbar viewport's size in pixels ('narrow' → 360 × 740); undefined for a name it lacks. */
export function sizeOf(name: ViewportName): Size;
export function sizeOf(name: string | undefined): Size | undefined;
export function sizeOf(name: string | undefined): Size | undefined {
  if (!name || !(name in viewports)) return undefined;
  const { width, height } = viewports[name as ViewportName].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}
