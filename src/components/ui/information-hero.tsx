import { useTranslation } from 'react-i18next';
import { useLang } from '../layout/use-lang.js';
import { paths } from '../../lib/paths.js';
import { PageHero } from './page-hero.js';

/** The hero of a page inside the information hub (its tools, the guides index): breadcrumbs through the hub. */
export function InformationHero({ title, text }: { title: string; text: string }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <PageHero
      crumbs={[
        { label: t('breadcrumbs.home'), href: paths.home(lang) },
        { label: t('footer.informationHub'), href: paths.information(lang) },
        { label: title },
      ]}
      title={title}
      text={text}
    />
  );
}
