import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { CONTACT_FORM_ID } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';

/** The contact page's last section, under `contacts`: a word on the form beside it (`form`, the page's: the enquiry feature's form). */
export function ContactFormSection({ form }: { form: ReactNode }) {
  const { t } = useTranslation('contact');
  return (
    <Section id={CONTACT_FORM_ID} $tone="muted" aria-labelledby={`${CONTACT_FORM_ID}-title`}>
      <FormLayout>
        <div>
          <SectionTitle id={`${CONTACT_FORM_ID}-title`}>{t('form.title')}</SectionTitle>
          <SectionIntro>{t('form.intro')}</SectionIntro>
        </div>
        <FormBox>{form}</FormBox>
      </FormLayout>
    </Section>
  );
}

const FormLayout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: 1fr 1.4fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const FormBox = styled.div`
  /* The form is drawn on grey; the section already is, so it stands out as a white card. */
  form {
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;
