import { Head } from 'vite-react-ssg';
import { useTranslation } from 'react-i18next';
import { LANGS, otherLang, type Lang } from '../../../shared/lang.js';
import { localizePath } from '../../lib/paths.js';
import { absoluteUrl } from '../../lib/shell.js';
import { serializeJsonLd } from '../../lib/json-ld.js';
import type { HeadImage } from '../../lib/social-image.js';
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
  /** The preview image (social networks do not show SVG). */
  image?: HeadImage;
  /** A news article: `og:type` article, with its date. */
  article?: { publishedTime: string };
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
 * The tags of a link preview's picture, build time only (see Seo). An array, not a fragment:
 * react-helmet-async, which writes the head at build time, skips fragments.
 */
export function previewImageTags(siteUrl: string, image: HeadImage) {
  const url = absoluteUrl(siteUrl, image.src);
  return [
    <meta key="og:image" property="og:image" content={url} />,
    <meta key="og:image:type" property="og:image:type" content={image.type} />,
    <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={image.alt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={url} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={image.alt} />,
  ];
}

/**
 * Everything search engines and link previews read, in the pre-rendered HTML (docs/decisions/urls-and-languages.md#4).
 * In the browser, after a client-side navigation, only what the visitor's browser uses follows the page (title,
 * language, description, robots, canonical and alternates): link previews, keywords, feeds and structured data
 * are read by crawlers and readers from the HTML, which runs no script, so their tags and code stay out of the
 * browser bundle.
 */
// The build-only props are read in the build-only part alone: the browser's copy names none of them.
export function Seo({ title, description, path, noindex = false, ...built }: SeoProps) {
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
        ...(built.feeds ?? []).map((feed) => (
          <link key={feed.path} rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(siteUrl, feed.path)} />
        )),
        built.keywords && built.keywords.length > 0 && <meta key="keywords" name="keywords" content={built.keywords.join(', ')} />,
        <meta key="og:type" property="og:type" content={built.article ? 'article' : 'website'} />,
        built.article && <meta key="article:published_time" property="article:published_time" content={built.article.publishedTime} />,
        <meta key="og:site_name" property="og:site_name" content={t('site.name')} />,
        <meta key="og:title" property="og:title" content={title} />,
        <meta key="og:description" property="og:description" content={description} />,
        <meta key="og:url" property="og:url" content={url} />,
        <meta key="og:locale" property="og:locale" content={OG_LOCALE[lang]} />,
        <meta key="og:locale:alternate" property="og:locale:alternate" content={OG_LOCALE[otherLang(lang)]} />,
        ...(built.image ? previewImageTags(siteUrl, built.image) : [<meta key="twitter:card" name="twitter:card" content="summary" />]),
        <meta key="twitter:title" name="twitter:title" content={title} />,
        <meta key="twitter:description" name="twitter:description" content={description} />,
        ...(noindex
          ? []
          : [
              webPageJsonLd({
                type: built.pageType,
                url,
                name: title,
                lang,
                siteUrl,
                ...(built.aboutDealer && { mainEntity: { '@id': dealerId(siteUrl) } }),
              }),
              ...(built.jsonLd ?? []),
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
