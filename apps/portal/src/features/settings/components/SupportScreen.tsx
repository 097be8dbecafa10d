// /settings/support (spec §2): WhatsApp Us, Email Us, Call Us, FAQs and Chat.
import { Card, Link } from '@savewin/ui';

import { externalLinks } from '../../../shared/externalLinks';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';

const contacts = {
  whatsApp: 'https://wa.me/233302000000',
  email: 'mailto:support@savewin.com.gh',
  phone: 'tel:+233302000000',
} as const;

export function SupportScreen() {
  return (
    <>
      <h1>Support</h1>
      <div className={layout.tiles}>
        <Card as="div">
          <Link href={contacts.whatsApp} isExternal>
            WhatsApp Us
          </Link>
        </Card>
        <Card as="div">
          <Link href={contacts.email}>Email Us</Link>
        </Card>
        <Card as="div">
          <Link href={contacts.phone}>Call Us</Link>
        </Card>
        <Card as="div">
          <Link href={externalLinks.faqs} isExternal>
            FAQs
          </Link>
        </Card>
        <Card as="div">
          <Link href={paths.chat.getHref()}>Chat</Link>
        </Card>
      </div>
    </>
  );
}
