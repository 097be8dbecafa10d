// A dialog whose module stays out of its page's first load: react-aria's modal code (about 20 kB
// brotli) is fetched the first time the customer presses or types anywhere on the page, well
// before the dialog can be wanted, and at the latest when it opens. Once open, it stays mounted
// so it closes and hands focus back as designed.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

export function lazyDialog<P extends { isOpen: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = lazy(load);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    if (props.isOpen && !wanted) setWanted(true);
    useEffect(() => {
      const preload = () => void load();
      const options = { capture: true, once: true } as const;
      document.addEventListener('pointerdown', preload, options);
      document.addEventListener('keydown', preload, options);
      return () => {
        document.removeEventListener('pointerdown', preload, options);
        document.removeEventListener('keydown', preload, options);
      };
    }, []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
