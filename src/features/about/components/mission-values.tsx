import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { media } from '../../../styles/theme.js';
import type { CompanyValue } from '../lib/about-content.js';

/** docs/decisions/pages-home-about-contact.md#about: the mission, and the values behind it. */
export function MissionValues({ mission, values }: { mission: { title: string; text: string }; values: CompanyValue[] }) {
  const { t } = useTranslation('about');
  return (
    <Section $tone="muted" aria-labelledby="mission-title">
      <Layout>
        <div>
          <SectionTitle id="mission-title">{mission.title}</SectionTitle>
          <Mission>{mission.text}</Mission>
        </div>
        <div>
          <h3>{t('mission.valuesTitle')}</h3>
          <Values>
            {values.map((value) => (
              <li key={value.id}>
                <h4>{value.title}</h4>
                <p>{value.text}</p>
              </li>
            ))}
          </Values>
        </div>
      </Layout>
    </Section>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: 1fr 1.4fr;
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Mission = styled.p`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.6;
`;

const Values = styled(CardGrid).attrs({ $columns: { md: 2 }, $gap: 'md' })`
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
