// The footer (spec §2): the current year and the About Us, Company and Products links.
import { externalLinks } from '../../../shared/externalLinks';
import { TextLink } from '../../../shared/ui-pending';

import * as styles from './layout.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <span>© {new Date().getFullYear()} SAVE &amp; WIN</span>
      <TextLink href={externalLinks.aboutUs} target="_blank" rel="noreferrer">
        About Us
      </TextLink>
      <TextLink href={externalLinks.company} target="_blank" rel="noreferrer">
        Company
      </TextLink>
      <TextLink href={externalLinks.products} target="_blank" rel="noreferrer">
        Products
      </TextLink>
    </footer>
  );
}
