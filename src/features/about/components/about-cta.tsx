import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { CtaBand } from '../../../components/ui/cta-band.js';
import { contactFormHref, paths } from '../../../lib/paths.js';

/** docs/decisions/pages-home-about-contact.md#about: the call to action; its main button reaches the contact page's form. */
export function AboutCta() {
  const { t } = useTranslation('about');
  const lang = useLang();
  return (
    <CtaBand id="about-cta" title={t('cta.title')} text={t('cta.text')}>
      <ButtonLink to={contactFormHref(lang)}>{t('cta.contact')}</ButtonLink>
      <ButtonLink to={paths.catalog(lang)} $variant="onDark">
        {t('cta.catalog')}
      </ButtonLink>
    </CtaBand>
  );
}
