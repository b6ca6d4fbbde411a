import type { OpeningHours as Hours } from '../../../../content/schema.js';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { HoursTable } from '../../../components/ui/hours-table.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { mailtoHref, telHref } from '../../../lib/contact-links.js';
import { contactFormHref } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';

interface ContactBlockProps {
  title: string;
  text: string;
  button: string;
  /** Labels of what is shown: the phone (a hotline), the e-mail, the hours. */
  labels: { phone: string; email?: string; hours?: string };
  /** The department's hours, when the page names them (the service centre keeps its own, docs/decisions/company-facts.md#5). */
  hours?: Hours;
}

/** Who to call on a service page, and the button to the contact form. */
export function ContactBlock({ title, text, button, labels, hours }: ContactBlockProps) {
  const lang = useLang();
  const { company } = useShell();
  const { t } = useTranslation('services');
  return (
    <Section aria-labelledby="service-contact-title">
      <Container>
        <SectionTitle id="service-contact-title">{title}</SectionTitle>
        <SectionIntro>{text}</SectionIntro>
        <Grid>
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </div>
          {labels.email && (
            <div>
              <dt>{labels.email}</dt>
              <dd>
                <a href={mailtoHref(company.email)}>{company.email}</a>
              </dd>
            </div>
          )}
          {labels.hours && hours && (
            <div>
              <dt>{labels.hours}</dt>
              <dd>
                <HoursTable hours={hours} />
              </dd>
            </div>
          )}
        </Grid>
        <ButtonLink to={contactFormHref(lang)}>{button}</ButtonLink>
        <Note>{t('contact.reply', { count: company.replyWithinHours })}</Note>
      </Container>
    </Section>
  );
}

const Grid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0;
  ${media.up('md')} {
    grid-template-columns: repeat(3, max-content);
    column-gap: ${({ theme }) => theme.space.xxl};
  }
  /* The labels and values of the block, not those of the hours table inside. */
  > div > dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  > div > dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
