import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';

import { cx } from '../../private/cx';

import * as styles from './Link.css';

export { linkVariants } from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** Inline links sit in running text (underlined); standalone links stand on their own line. */
  variant?: (typeof styles.linkVariants)[number];
  /**
   * An outside site (FAQs, About Us): opens in a new tab, safely, and says so to screen readers.
   */
  isExternal?: boolean;
}

/**
 * A link on react-aria's Link. In-app paths go through the router when the app wraps the tree in
 * react-aria's RouterProvider (the portal does), so `href="/settings"` navigates without a reload.
 */
export function Link({ variant = 'inline', isExternal = false, className, children, ...props }: LinkProps) {
  return (
    <RACLink
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      className={composeRenderProps(className, (name) => cx(styles.link({ variant }), name))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal ? (
            <>
              <svg className={styles.externalIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={styles.visuallyHidden}> (opens in a new tab)</span>
            </>
          ) : null}
        </>
      ))}
    </RACLink>
  );
}
