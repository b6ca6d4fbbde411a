import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { EnquiryCar } from '../../../components/hooks/use-enquiry-dialog.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { messengerLinks } from '../../../lib/messenger-links.js';
import { paths } from '../../../lib/paths.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { absoluteUrl } from '../../../lib/shell.js';
import { Chip, ChipList } from '../../../components/ui/chip-list.js';

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
      <ChipList>
        {messengerLinks(company.messengers, text).map((link) => (
          <li key={link.id}>
            <MessengerChip
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('messengers.opensIn', { name: t(`messengers.${link.id}`) })}
            >
              {t(`messengers.${link.id}`)}
            </MessengerChip>
          </li>
        ))}
      </ChipList>
    </Box>
  );
}

const Box = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const MessengerChip = styled(Chip)`
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;
