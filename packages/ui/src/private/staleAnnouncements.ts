// Story support, never part of the package's exports.
/**
 * react-aria announces a pending button through a live region on <body> that names the button for
 * 7 s. When the button leaves the page meanwhile (the form gives way to the next step, or the story
 * ends), the announcement names nothing and axe reports it. A flow's play function ends with this,
 * and every story starts with it (.storybook/preview.tsx).
 */
export function forgetStaleAnnouncements(): void {
  document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]').forEach((node) => {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
    if (!ids.some((id) => document.getElementById(id))) node.remove();
  });
}
