import { Head } from 'vite-react-ssg';
import { useTranslation } from 'react-i18next';
import { LANGS, otherLang, type Lang } from '../../../shared/lang.js';
import { localizePath } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';
import { serializeJsonLd } from '../../lib/json-ld.js';
import { dealerId, webPageJsonLd, type WebPageType } from '../../lib/structured-data.js';
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
  /** What a search engine may match the page by, in its language. */
  keywords?: readonly string[];
  /** The kind of page, for its schema.org WebPage node. */
  pageType?: WebPageType;
  /** The page is about the dealer: its WebPage names the dealer's node as its subject. */
  aboutDealer?: boolean;
  /** schema.org data of the page's subject, beside its WebPage node. */
  jsonLd?: readonly object[];
  /** RSS feeds of what the page lists (the news pages' feed of their language). */
  feeds?: readonly FeedLink[];
}

/**
 * Everything search engines and link previews read, in the pre-rendered HTML (docs/decisions/urls-and-languages.md#4).
 * In the browser, after a client-side navigation, only what the visitor's browser uses follows the page (title,
 * language, description, robots, canonical and alternates): link previews and structured data are read by
 * crawlers from the HTML, which runs no script, so their tags and code stay out of the browser bundle.
 */
export function Seo({
  title,
  description,
  path,
  noindex = false,
  image,
  keywords,
  pageType,
  aboutDealer,
  jsonLd = [],
  feeds = [],
}: SeoProps) {
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
      {/* An array, not a fragment: react-helmet-async, which writes the head at build time, skips fragments. */}
      {import.meta.env.SSR && [
        // Feed readers, like crawlers, read the pre-rendered head.
        ...feeds.map((feed) => (
          <link key={feed.path} rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(siteUrl, feed.path)} />
        )),
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
        keywords && keywords.length > 0 && <meta key="keywords" name="keywords" content={keywords.join(', ')} />,
        ...(noindex
          ? []
          : [
              webPageJsonLd({
                type: pageType,
                url,
                name: title,
                description,
                lang,
                siteUrl,
                ...(aboutDealer && { mainEntity: { '@id': dealerId(siteUrl) } }),
              }),
              ...jsonLd,
            ]
        ).map((data, index) => (
          <script key={`ld-${index}`} type="application/ld+json">
            {serializeJsonLd(data)}
          </script>
        )),
      ]}
    </Head>
  );
}
