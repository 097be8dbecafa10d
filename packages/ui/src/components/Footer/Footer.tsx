// The page footer: the current year and the provider's external links.
import { Link } from 'react-aria-components';

import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** Defaults to this year; stories pin it. */
  year?: number;
  /** Company name after the year. */
  owner?: string;
  /** Address of the About us page. */
  aboutUsHref: string;
  /** Address of the company's site. */
  companyHref: string;
  /** Address of the products page. */
  productsHref: string;
}

/** The page footer: company links and the copyright year. */
export function Footer({
  year = new Date().getFullYear(),
  owner = 'SAVE & WIN',
  aboutUsHref,
  companyHref,
  productsHref,
}: FooterProps) {
  const links: FooterLink[] = [
    { label: 'About Us', href: aboutUsHref },
    { label: 'Company', href: companyHref },
    { label: 'Products', href: productsHref },
  ];
  return (
    <footer className={styles.root}>
      <p className={styles.copy}>{`© ${year} ${owner}`}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
