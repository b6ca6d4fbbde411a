import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { formatDecimal, formatNumber, formatPercent } from '../../../lib/format.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';

/** The hero's figures, the claims under the company facts that the hero shows (docs/decisions/company-facts.md#38). */
const STATS_CLAIMS = ['foundedYear', 'yearsOfExperience', 'customers', 'satisfactionPercent', 'rating', 'brands', 'locations'] as const;

/**
 * The hero's figures, every one from the company facts in content/company.yaml (docs/decisions/company-facts.md#5),
 * with a note naming those still examples (#38); the founding year is the hero's text.
 */
export function AboutStats() {
  const { t } = useTranslation('about');
  const lang = useLang();
  const { facts } = useShell().company;
  const stats = [
    { id: 'years', value: `${facts.yearsOfExperience}+`, label: t('stats.years', { count: facts.yearsOfExperience }) },
    { id: 'customers', value: `${formatNumber(facts.customers, lang)}+`, label: t('stats.customers', { count: facts.customers }) },
    { id: 'satisfaction', value: formatPercent(facts.satisfactionPercent, lang), label: t('stats.satisfaction') },
    { id: 'rating', value: formatDecimal(facts.rating.value, lang), label: t('stats.rating', { count: facts.rating.reviews }) },
    { id: 'brands', value: String(facts.brands), label: t('stats.brands', { count: facts.brands }) },
    { id: 'locations', value: String(facts.locations), label: t('stats.locations', { count: facts.locations }) },
  ];
  return (
    <>
      <Stats aria-label={t('stats.label')}>
        {stats.map((stat) => (
          <li key={stat.id}>
            <strong>{stat.value}</strong> <span>{stat.label}</span>
          </li>
        ))}
      </Stats>
      <StatsNote ids={STATS_CLAIMS} />
    </>
  );
}

/** Under the figures; its own colours and size over the hero's paragraph style. */
const StatsNote = styled(ExampleFactsNote)`
  && {
    margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Stats = styled(CardGrid).attrs({ $columns: { base: 2, md: 3, lg: 6 }, $gap: 'md' })`
  margin-bottom: ${({ theme }) => theme.space.xl};
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.heroLine};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: 1.2;
  }
  span {
    color: ${({ theme }) => theme.color.onHeroMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
