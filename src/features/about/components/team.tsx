import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { ExampleNote } from '../../../components/ui/example-note.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { initials, type TeamMember } from '../lib/about-content.js';

/** docs/decisions/pages-home-about-contact.md#about: the team, in both languages (docs/decisions/pages-home-about-contact.md#20). Initials stand in for photos. */
export function Team({ members, isExample }: { members: TeamMember[]; isExample: boolean }) {
  const { t } = useTranslation('about');
  return (
    <Section aria-labelledby="team-title">
      <Container>
        <SectionTitle id="team-title">{t('team.title')}</SectionTitle>
        <SectionIntro>{t('team.intro')}</SectionIntro>
        {isExample && <ExampleNote>{t('examples.team')}</ExampleNote>}
        <Grid>
          {members.map((member) => (
            <li key={member.id}>
              <Card aria-labelledby={`team-${member.id}`}>
                <Avatar aria-hidden="true">{initials(member.name)}</Avatar>
                <h3 id={`team-${member.id}`}>{member.name}</h3>
                <Position>{member.position}</Position>
                <Meta>
                  {member.specialization} · {t('team.experience', { count: member.experienceYears })}
                </Meta>
                <p>{member.description}</p>
                <h4>{t('team.achievements')}</h4>
                <ul>
                  {member.achievements.map((achievement) => (
                    <li key={achievement}>{achievement}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled(CardGrid).attrs({ $columns: { md: 2, nav: 4 } })`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Card = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  h4 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.calmSurface};
  color: ${({ theme }) => theme.color.calm};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

const Position = styled.div`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`;

const Meta = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
