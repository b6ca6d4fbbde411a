import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';

/** docs/decisions/pages-services.md#maintenance: what is done after 6, 12 and 24 months, with the service interval in kilometres. */
export function MaintenanceSchedule({ months, interval }: { months: number[]; interval: { minKm: string; maxKm: string } }) {
  const { t } = useTranslation('maintenance');
  return (
    <Section $tone="muted" aria-labelledby="schedule-title">
      <Container>
        <SectionTitle id="schedule-title">{t('schedule.title')}</SectionTitle>
        <SectionIntro>{t('schedule.intro', interval)}</SectionIntro>
        <Schedule>
          {months.map((m) => {
            const key = `m${m}` as 'm6' | 'm12' | 'm24';
            return (
              <li key={m}>
                <h3>{t('schedule.after', { count: m })}</h3>
                <ul>
                  {t(`schedule.items.${key}.items`, { returnObjects: true }).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </Schedule>
      </Container>
    </Section>
  );
}

const Schedule = styled(CardGrid).attrs({ as: 'ol', $columns: { md: 3 } })`
  margin-top: ${({ theme }) => theme.space.xl};
  > li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
