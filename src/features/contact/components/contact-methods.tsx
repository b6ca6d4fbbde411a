import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useShell } from '../../../components/layout/use-shell.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { ChipList } from '../../../components/ui/chip-list.js';
import { Container } from '../../../components/ui/container.js';
import { Icon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons.js';
import { IconFrame } from '../../../components/ui/icon-frame.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { mailtoHref, telHref } from '../../../lib/contact-links.js';
import { messengerLinks } from '../../../lib/messenger-links.js';
import { FIND_US_ID } from './find-us.js';

/** docs/decisions/pages-home-about-contact.md#contact: the ways to reach the dealer; the chat opens a messenger (docs/decisions/pages-home-about-contact.md#21). */
export function ContactMethods() {
  const { t } = useTranslation('contact');
  const { t: te } = useTranslation('enquiry');
  const { company } = useShell();
  // Telegram is the chat button (staff already work there: enquiries arrive in it); Viber and WhatsApp sit beside it.
  const links = messengerLinks(company.messengers, te('messengers.textGeneral'));
  const telegram = links.find((link) => link.id === 'telegram');
  const otherMessengers = links.filter((link) => link !== telegram);
  return (
    <Section aria-labelledby="contact-methods-title">
      <Container>
        <SectionTitle id="contact-methods-title">{t('methods.title')}</SectionTitle>
        <Grid>
          <Method icon={<PhoneIcon size={24} />} title={t('methods.phone.title')}>
            <p>
              <Big href={telHref(company.phone)}>{company.phone}</Big>
            </p>
            <p>{t('methods.phone.text')}</p>
          </Method>
          <Method icon={<MailIcon size={24} />} title={t('methods.email.title')}>
            <p>
              <Big href={mailtoHref(company.email)}>{company.email}</Big>
            </p>
            <p>{t('methods.email.text', { count: company.replyWithinHours })}</p>
          </Method>
          <Method icon={<ChatIcon size={24} />} title={t('methods.chat.title')}>
            <p>{t('methods.chat.text')}</p>
            {telegram && (
              <ButtonAnchor href={telegram.href} target="_blank" rel="noopener noreferrer">
                {t('methods.chat.button')}
              </ButtonAnchor>
            )}
            <Others aria-label={t('methods.chat.others')}>
              {otherMessengers.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={te('messengers.opensIn', { name: te(`messengers.${link.id}`) })}
                  >
                    {te(`messengers.${link.id}`)}
                  </a>
                </li>
              ))}
            </Others>
          </Method>
          <Method icon={<PinIcon size={24} />} title={t('methods.visit.title')}>
            <address>
              {company.address.street}, {company.address.postalCode} {company.address.city}
            </address>
            <a
              href={`#${FIND_US_ID}`}
              onClick={(event) => {
                if (scrollToId(FIND_US_ID)) event.preventDefault();
              }}
            >
              {t('methods.visit.link')}
            </a>
          </Method>
        </Grid>
      </Container>
    </Section>
  );
}

function Method({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Heading>
        <IconFrame $tone="calm">{icon}</IconFrame>
        <h3>{title}</h3>
      </Heading>
      {children}
    </li>
  );
}

const Grid = styled(CardGrid).attrs({ $columns: { md: 2, nav: 4 } })`
  margin-top: ${({ theme }) => theme.space.xl};
  > li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  address {
    font-style: normal;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Big = styled.a`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Others = styled(ChipList).attrs({ $gap: 'md' })`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** Here rather than in components/ui/icons-extra.tsx, which the header loads on every page. */
function ChatIcon({ size }: { size: number }) {
  return (
    <Icon size={size}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </Icon>
  );
}
