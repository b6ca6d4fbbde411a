import { Head } from 'vite-react-ssg';
import { useTranslation } from 'react-i18next';
import { LANGS, otherLang, type Lang } from '../../../shared/lang.js';
import { localizePath } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';
import { serializeJsonLd } from '../../lib/json-ld.js';
import { useLang } from './use-lang.js';
import { useShell } from './use-shell.js';

/** The Open Graph locale of each language. */
const OG_LOCALE: Record<Lang, string> = { ru: 'ru_BY', en: 'en_US' };

interface SeoProps {
  title: string;
  description: string;
  /** Language-neutral path of the page, e.g. `/catalog`; its two language versions are linked. */
  path: string;
  /** Error pages are not indexed and have no canonical. */
  noindex?: boolean;
  /** Site path of a PNG or JPEG preview image (social networks do not show SVG). */
  image?: string;
  /** schema.org data for this page. */
  jsonLd?: object;
}

/** Everything search engines and link previews read, in the pre-rendered HTML (docs/decisions/urls-and-languages.md#4). */
export function Seo({ title, description, path, noindex = false, image, jsonLd }: SeoProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const { siteUrl } = useShell();
  const url = absoluteUrl(siteUrl, localizePath(lang, path));
  return (
    <Head htmlAttributes={{ lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <meta name="robots" content="index, follow" />}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex && LANGS.map((l) => <link key={l} rel="alternate" hrefLang={l} href={absoluteUrl(siteUrl, localizePath(l, path))} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, localizePath('ru', path))} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absoluteUrl(siteUrl, image)} />}
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[otherLang(lang)]} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </Head>
  );
}
