// The theme class on <html>: light, or dark when the system prefers it; follows changes live.
import { darkTheme, lightTheme } from '@savewin/ui';

export function applyTheme(): void {
  const root = document.documentElement;
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    const dark = query?.matches ?? false;
    root.classList.toggle(darkTheme, dark);
    root.classList.toggle(lightTheme, !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  query?.addEventListener?.('change', apply);
}
