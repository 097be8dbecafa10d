// The money chart stays out of the page's first load: its code and its figures are asked for only
// once the browser is idle after the page has painted and the chart's place is near the screen,
// so on a cheap phone over mobile data it never competes with the balance card. Its place keeps
// its height meanwhile, and it sits below the page's own content, so nothing above it moves. A page
// whose list above the chart arrives on its own holds the chart back until it has: the empty place
// may then move (a list shorter than its placeholder), but nothing drawn in it does.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import * as styles from './insights.css';

const MoneyInsights = lazy(() => import('./MoneyInsights'));

/**
 * True once the browser has been idle and `target` has come within a screen of the viewport,
 * watched from when `isHeld` is false.
 */
function useIdleAndNear(target: React.RefObject<HTMLElement | null>, isHeld: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (ready || isHeld || !element) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        setReady(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setReady(true);
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(watch, { timeout: 2000 })
        : setTimeout(watch, 500);
    return () => {
      if (typeof cancelIdleCallback === 'function' && typeof requestIdleCallback === 'function') {
        cancelIdleCallback(idle as number);
      } else clearTimeout(idle as ReturnType<typeof setTimeout>);
      observer?.disconnect();
    };
  }, [ready, isHeld, target]);
  return ready;
}

export function LazyMoneyInsights({
  accountNumber,
  isHeld = false,
}: {
  accountNumber: string;
  /** While true, the chart waits (the list above it is still being read). */
  isHeld?: boolean;
}) {
  const place = useRef<HTMLDivElement>(null);
  const ready = useIdleAndNear(place, isHeld);
  return (
    <div ref={place} className={styles.place}>
      {ready ? (
        <Suspense fallback={null}>
          <MoneyInsights accountNumber={accountNumber} />
        </Suspense>
      ) : null}
    </div>
  );
}
