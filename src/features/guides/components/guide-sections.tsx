import { formatTime } from '../../../lib/hours.js';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { SourceCitation } from '../../../components/ui/source-list.js';
import { Steps } from '../../../components/ui/steps.js';
import { Tiles } from '../../../components/ui/tiles.js';
import { formatIsoDate } from '../../../lib/dates.js';
import { media } from '../../../styles/theme.js';
import type { GuideSection, PriceRow } from '../lib/guide-content.js';
import { formatTariff } from '../lib/tariffs.js';

/** A guide's sections in order, each kind drawn its own way; each has an anchor for the contents list. */
export function GuideSections({ sections }: { sections: GuideSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Block key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} $warning={section.kind === 'warning'}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <SectionBody section={section} />
        </Block>
      ))}
    </>
  );
}

function SectionBody({ section }: { section: GuideSection }) {
  const { t } = useTranslation('guides');
  switch (section.kind) {
    case 'text':
      return section.paragraphs.map((paragraph) => <p key={paragraph.slice(0, 32)}>{paragraph}</p>);
    case 'cards':
      return (
        <>
          {section.intro && <p>{section.intro}</p>}
          <Tiles tiles={section.items} />
        </>
      );
    case 'steps':
      return <Steps steps={section.items} vertical />;
    case 'warning':
      return <p>{section.text}</p>;
    case 'scenarios':
      return (
        <Scenarios>
          {section.items.map((item) => (
            <div key={item.situation}>
              <dt>
                <span>{t('guide.situation')}: </span>
                {item.situation}
              </dt>
              <dd>
                <span>{t('guide.solution')}: </span>
                {item.solution}
              </dd>
            </div>
          ))}
        </Scenarios>
      );
    case 'prices':
      return <PriceTable section={section} />;
  }
}

/** One table per price list (each charging network, then the household tariffs), each with its day and source. */
function PriceTable({ section }: { section: Extract<GuideSection, { kind: 'prices' }> }) {
  const { t } = useTranslation('guides');
  const lang = useLang();
  const rate = (row: PriceRow) => {
    const price = formatTariff(row.byn, lang);
    if (row.per === 'kwh') return t('guide.prices.perKwh', { price });
    const fee = t('guide.prices.perMinute', { price, minutes: row.afterMinutes });
    const hours = row.hours && t('guide.prices.hours', { from: formatTime(row.hours.from), to: formatTime(row.hours.to) });
    return [fee, hours, row.at].filter(Boolean).join(', ');
  };
  return (
    <>
      {section.lists.map((list) => (
        <PriceList key={list.name ?? 'home'}>
          <Table>
            <caption>
              {t('guide.prices.caption', { name: list.name ?? t('guide.prices.home'), date: formatIsoDate(list.validFrom, lang) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('guide.prices.where')}</th>
                <th scope="col">{t('guide.prices.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.where}>
                  <th scope="row">{row.where}</th>
                  <td>{rate(row)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <SourceLine>
            {t('guide.prices.source')} <SourceCitation source={list.source} checkedLabel={(date) => t('guide.checked', { date })} />
          </SourceLine>
        </PriceList>
      ))}
      <p>{section.note}</p>
    </>
  );
}

const PriceList = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const SourceLine = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Block = styled.section<{ $warning: boolean }>`
  margin-top: ${({ theme }) => theme.space.xxl};
  scroll-margin-top: 80px;
  ${({ $warning, theme }) =>
    $warning
      ? `padding: ${theme.space.lg}; border-left: 4px solid ${theme.color.warning}; border-radius: ${theme.radius.md}; background: ${theme.color.warningSurface};`
      : ''}
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  > p {
    max-width: 70ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.6;
  }
`;

const Scenarios = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    text-transform: uppercase;
  }
`;

/**
 * The columns line up with the text above (no padding at the outer edges), and on a phone they
 * keep to a narrow gap: the Russian row names and tariffs fit 320 px («многотарифном» and
 * «0,2412 BYN» do not break).
 */
const Table = styled.table`
  width: 100%;
  max-width: 720px;
  border-collapse: collapse;
  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
    ${media.up('sm')} {
      padding-inline: ${({ theme }) => theme.space.md};
    }
  }
  tr > :first-child {
    padding-left: 0;
  }
  tr > :last-child {
    padding-right: 0;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: 600;
  }
  td {
    font-weight: 700;
  }
`;
