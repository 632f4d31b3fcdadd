import type { ReactNode } from 'react';
import { currentLocale, faqLink } from '@account/config';
import { paths, serviceMailAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import {
  ButtonLink,
  Card,
  Icon,
  PhoneLink,
  SectionHeader,
  theme,
  type IconName,
} from '@account/ui';
import { NS } from '../../../i18n';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(1) }}>
          <Icon name={icon} />
          {title}
        </span>
      }
    >
      {children}
    </Card>
  );
}

/** The FAQ: the shop's own page (a link out) or the content service's inside the frame. */
function FaqLink({ children }: { children: string }) {
  const faq = faqLink();
  return faq.external ? <a href={faq.to}>{children}</a> : <Link to={faq.to}>{children}</Link>;
}

/**
 * contacts (spec sections 2 and 6, flag contactForm): the country's service number and hours,
 * the service mail address of the shop's locale, the FAQ and the way to the form.
 */
export function ContactsPage() {
  const { t } = useTranslation(NS);
  const mail = serviceMailAddress(currentLocale());
  return (
    <>
      <SectionHeader
        title={t('contacts.title')}
        back={{ to: paths.home(), label: t('contacts.back') }}
      />
      <p css={{ maxWidth: theme.size.readable }}>{t('contacts.intro')}</p>
      <div
        css={{
          display: 'grid',
          gap: theme.space(2),
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        }}
      >
        <ContactCard icon="chat" title={t('contacts.formTitle')}>
          <p>{t('contacts.formText')}</p>
          <ButtonLink to={paths.service.contactForm()}>{t('contacts.formAction')}</ButtonLink>
        </ContactCard>
        <ContactCard icon="phone" title={t('contacts.phoneTitle')}>
          <p>
            {t('contacts.phoneText', { hours: t('service.hours', { ns: 'common' }) })} <PhoneLink />
          </p>
        </ContactCard>
        <ContactCard icon="mail" title={t('contacts.mailTitle')}>
          <p>
            {t('contacts.mailText')} <a href={`mailto:${mail}`}>{mail}</a>
          </p>
        </ContactCard>
        <ContactCard icon="help" title={t('contacts.faqTitle')}>
          <p>{t('contacts.faqText')}</p>
          <FaqLink>{t('contacts.faqAction')}</FaqLink>
        </ContactCard>
      </div>
    </>
  );
}
