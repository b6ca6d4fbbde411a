import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../../components/layout/use-lang.js';
import { SourceCitation } from '../../../../components/ui/source-list.js';
import type { PriceOrigin } from '../../../../lib/car-money.js';
import { formatIsoDate } from '../../../../lib/dates.js';

/** Where the tariffs and prices a calculator uses come from, with the day they apply from. */
export function PriceOrigins({ origins }: { origins: PriceOrigin[] }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  return (
    <List>
      {origins.map((origin) => (
        <li key={origin.source.url}>
          {origin.name
            ? t('calc.networkFrom', { name: origin.name, date: formatIsoDate(origin.validFrom, lang) })
            : t('calc.validFrom', { date: formatIsoDate(origin.validFrom, lang) })}{' '}
          {origin.note && <>{origin.note} </>}
          {t('calc.source')} <SourceCitation source={origin.source} checkedLabel={(date) => t('sources.checked', { date })} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
