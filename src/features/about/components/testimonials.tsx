import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { ExampleNote } from '../../../components/ui/example-note.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { paths } from '../../../lib/paths.js';
import type { Testimonial } from '../lib/about-content.js';

const MAX_RATING = 5;

/** docs/decisions/pages-home-about-contact.md#about: customers' words, each with the car they bought (a link to its page). */
export function Testimonials({ items, isExample }: { items: Testimonial[]; isExample: boolean }) {
  const { t } = useTranslation('about');
  const lang = useLang();
  return (
    <Section $tone="muted" aria-labelledby="testimonials-title">
      <Container>
        <SectionTitle id="testimonials-title">{t('testimonials.title')}</SectionTitle>
        {isExample && <ExampleNote>{t('examples.testimonials')}</ExampleNote>}
        <Grid>
          {items.map((item) => (
            <li key={item.id}>
              <Card>
                <Stars role="img" aria-label={t('testimonials.rating', { rating: item.rating })}>
                  {'★'.repeat(item.rating)}
                  <span aria-hidden="true">{'★'.repeat(MAX_RATING - item.rating)}</span>
                </Stars>
                <blockquote>
                  <p>{item.text}</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>, {item.location}
                  <br />
                  {t('testimonials.car')} <Link to={paths.car(lang, item.car.slug)}>{item.car.name}</Link>
                </figcaption>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled(CardGrid).attrs({ $columns: { lg: 3 } })`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  blockquote {
    flex: 1;
    margin: 0;
  }
  p {
    margin: 0;
  }
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 2px;
  span {
    color: ${({ theme }) => theme.color.border};
  }
`;
