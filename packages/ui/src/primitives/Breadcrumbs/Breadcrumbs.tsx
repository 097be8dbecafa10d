import {
  Breadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components';

import { Link } from '../Link/Link';

import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<
  RACBreadcrumbsProps<BreadcrumbItem>,
  'children' | 'items' | 'className'
> {
  /** The trail from the first page to the current one (the last item is the current page). */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}

/** Where the customer is: Home plus the current page (spec §2 top bar). The last item is current. */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb', ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel}>
      <RACBreadcrumbs {...props} items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                {isCurrent ? (
                  <Link className={styles.current}>{item.label}</Link>
                ) : (
                  <>
                    <Link href={item.href}>{item.label}</Link>
                    <svg className={styles.separator} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                      <path d="M6 4l4 4-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                    </svg>
                  </>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
