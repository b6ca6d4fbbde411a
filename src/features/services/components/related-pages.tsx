import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { media } from '../../../styles/theme.js';

export interface RelatedPage {
  href: string;
  title: string;
  text: string;
}

/** Spec 001: the related-information block at the end of a service page, three cards each leading to another page. */
export function RelatedPages({ title, pages }: { title: string; pages: RelatedPage[] }) {
  const { t } = useTranslation('services');
  return (
    <Section $tone="muted" aria-labelledby="related-title">
      <Container>
        <SectionTitle id="related-title">{title}</SectionTitle>
        <Grid>
          {pages.map((page) => (
            <li key={page.href}>
              <Link to={page.href}>
                <strong>{page.title}</strong>
                <span>{page.text}</span>
                <More aria-hidden="true">{t('related.more')} →</More>
              </Link>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    height: 100%;
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover strong {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.color.primary} !important;
  font-weight: 600;
`;
