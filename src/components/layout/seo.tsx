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

/** An RSS feed a page points feed readers to: `<link rel="alternate" type="application/rss+xml">`. */
export interface FeedLink {
  /** The feed's name, in the page's language. */
  title: string;
  /** Site path of the feed's file, e.g. `/en/news/rss.xml`. */
  path: string;
}

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
  /** RSS feeds of what the page lists (the news pages' feed of their language). */
  feeds?: readonly FeedLink[];
}

/**
 * Everything search engines and link previews read, in the pre-rendered HTML (docs/decisions/urls-and-languages.md#4).
 * In the browser, after a client-side navigation, only what the visitor's browser uses follows the page (title,
 * language, description, robots, canonical and alternates): link previews and structured data are read by
 * crawlers from the HTML, which runs no script, so their tags and code stay out of the browser bundle.
 */
export function Seo({ title, description, path, noindex = false, image, jsonLd, feeds = [] }: SeoProps) {
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
      {feeds.map((feed) => (
        <link key={feed.path} rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(siteUrl, feed.path)} />
      ))}
      {/* An array, not a fragment: react-helmet-async, which writes the head at build time, skips fragments. */}
      {import.meta.env.SSR && [
        <meta key="og:type" property="og:type" content="website" />,
        <meta key="og:site_name" property="og:site_name" content={t('site.name')} />,
        <meta key="og:title" property="og:title" content={title} />,
        <meta key="og:description" property="og:description" content={description} />,
        <meta key="og:url" property="og:url" content={url} />,
        image && <meta key="og:image" property="og:image" content={absoluteUrl(siteUrl, image)} />,
        <meta key="og:locale" property="og:locale" content={OG_LOCALE[lang]} />,
        <meta key="og:locale:alternate" property="og:locale:alternate" content={OG_LOCALE[otherLang(lang)]} />,
        <meta key="twitter:card" name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />,
        <meta key="twitter:title" name="twitter:title" content={title} />,
        <meta key="twitter:description" name="twitter:description" content={description} />,
        jsonLd && (
          <script key="ld" type="application/ld+json">
            {serializeJsonLd(jsonLd)}
          </script>
        ),
      ]}
    </Head>
  );
}
