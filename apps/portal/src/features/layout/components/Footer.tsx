// The footer (spec §2): the current year and the About Us, Company and Products links.
import { Footer as UIFooter } from '@savewin/ui';

import { externalLinks } from '../../../shared/externalLinks';

export function Footer() {
  return (
    <UIFooter
      owner="SAVE & WIN"
      aboutUsHref={externalLinks.aboutUs}
      companyHref={externalLinks.company}
      productsHref={externalLinks.products}
    />
  );
}
