import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { CtaBand } from '../../../components/ui/cta-band.js';
import { paths } from '../../../lib/paths.js';

/** The brand page's call to action: contact us, or browse the whole catalogue. */
export function BrandCta({ name, hasModels }: { name: string; hasModels: boolean }) {
  const lang = useLang();
  const { t } = useTranslation('brand');
  return (
    <CtaBand
      id="brand-cta"
      title={hasModels ? t('cta.title', { name }) : t('cta.titleNone')}
      text={hasModels ? t('cta.text') : t('cta.textNone')}
    >
      <ButtonLink to={paths.contact(lang)}>{t('cta.contact')}</ButtonLink>
      <ButtonLink to={paths.catalog(lang)} $variant="onDark">
        {t('cta.catalog')}
      </ButtonLink>
    </CtaBand>
  );
}
