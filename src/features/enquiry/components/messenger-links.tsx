import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { EnquiryCar } from '../../../components/hooks/use-enquiry-dialog.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { messengerLinks } from '../../../lib/messenger-links.js';
import { paths } from '../../../lib/paths.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { absoluteUrl } from '../../../lib/shell.js';

/** Telegram, Viber and WhatsApp chats with the dealer, the car and its page named in the first message. */
export function MessengerLinks({ car }: { car?: EnquiryCar }) {
  const { t } = useTranslation('enquiry');
  const lang = useLang();
  const { company, siteUrl } = useShell();
  const text = car
    ? t('messengers.textCar', { car: car.name, url: absoluteUrl(siteUrl, paths.car(lang, car.slug)) })
    : t('messengers.textGeneral');
  return (
    <Box>
      <p>{t('messengers.title')}</p>
      <ul>
        {messengerLinks(company.messengers, text).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('messengers.opensIn', { name: t(`messengers.${link.id}`) })}
            >
              {t(`messengers.${link.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;
