// /settings/support (spec §2): WhatsApp Us, Email Us, Call Us, FAQs and Chat.
import { externalLinks } from '../../../shared/externalLinks';
import { paths } from '../../../shared/paths';
import { TextLink } from '../../../shared/ui-pending/actions';
import { Card } from '../../../shared/ui-pending/display';

const contacts = {
  whatsApp: 'https://wa.me/233302000000',
  email: 'mailto:support@savewin.com.gh',
  phone: 'tel:+233302000000',
} as const;

export function SupportScreen() {
  return (
    <>
      <h1>Support</h1>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
        <Card as="div">
          <TextLink href={contacts.whatsApp} target="_blank" rel="noreferrer">
            WhatsApp Us
          </TextLink>
        </Card>
        <Card as="div">
          <TextLink href={contacts.email}>Email Us</TextLink>
        </Card>
        <Card as="div">
          <TextLink href={contacts.phone}>Call Us</TextLink>
        </Card>
        <Card as="div">
          <TextLink href={externalLinks.faqs} target="_blank" rel="noreferrer">
            FAQs
          </TextLink>
        </Card>
        <Card as="div">
          <TextLink href={paths.chat.getHref()}>Chat</TextLink>
        </Card>
      </div>
    </>
  );
}
