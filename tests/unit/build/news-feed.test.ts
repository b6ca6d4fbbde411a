import { describe, expect, it } from 'vitest';
import { getArticlesIn, getSiteUrl } from '../../../content/index.js';
import { newsFeed, newsFeedXml, rfc822Date, type NewsFeed } from '../../../scripts/build/news-feed.js';
import { escapeXml } from '../../../scripts/build/xml.js';
import { LANGS } from '../../../shared/lang.js';

const feed: NewsFeed = {
  lang: 'ru',
  title: 'ЭлектроМоторс: новости & статьи',
  description: 'Статьи дилера «для покупателей» — о зарядке',
  link: 'https://ev.example.by/news',
  selfUrl: 'https://ev.example.by/news/rss.xml',
  items: [
    {
      slug: 'older',
      title: 'Зарядка 10–80 % за 11 минут',
      link: 'https://ev.example.by/news/technology/older',
      description: 'Мощность < 100 кВт и "пиковые" 480 кВт',
      category: 'Технологии',
      date: '2024-02-29',
    },
    {
      slug: 'b-same-day',
      title: "Zeekr 7X: what's new",
      link: 'https://ev.example.by/news/new-models/b-same-day?ref=rss&lang=ru',
      description: 'Two',
      category: 'Новые модели',
      date: '2026-05-20',
    },
    {
      slug: 'a-same-day',
      title: 'Li Auto L9',
      link: 'https://ev.example.by/news/luxury/a-same-day',
      description: 'One',
      category: 'Премиум',
      date: '2026-05-20',
    },
  ],
};

describe('rfc822Date', () => {
  it('writes an article’s day as the start of that day in Minsk, with its weekday', () => {
    expect(rfc822Date('2026-05-20')).toBe('Wed, 20 May 2026 00:00:00 +0300');
    expect(rfc822Date('2024-02-29')).toBe('Thu, 29 Feb 2024 00:00:00 +0300');
    expect(rfc822Date('2026-01-01')).toBe('Thu, 01 Jan 2026 00:00:00 +0300');
    expect(rfc822Date('2025-12-31')).toBe('Wed, 31 Dec 2025 00:00:00 +0300');
  });

  it('refuses anything but YYYY-MM-DD', () => {
    expect(() => rfc822Date('20.05.2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters, keeps Cyrillic and typography, drops what XML cannot carry', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(escapeXml('«Ёлка» — 10\u00a0%…')).toBe('«Ёлка» — 10\u00a0%…');
    expect(escapeXml('bell\u0007 tab\t')).toBe('bell tab\t');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('newsFeedXml', () => {
  it('writes an RSS 2.0 channel with its items newest first (the same day by slug), every text escaped', () => {
    expect(newsFeedXml(feed)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>ЭлектроМоторс: новости &amp; статьи</title>
    <link>https://ev.example.by/news</link>
    <description>Статьи дилера «для покупателей» — о зарядке</description>
    <language>ru</language>
    <pubDate>Wed, 20 May 2026 00:00:00 +0300</pubDate>
    <lastBuildDate>Wed, 20 May 2026 00:00:00 +0300</lastBuildDate>
    <atom:link href="https://ev.example.by/news/rss.xml" rel="self" type="application/rss+xml"/>
    <item>
      <title>Li Auto L9</title>
      <link>https://ev.example.by/news/luxury/a-same-day</link>
      <guid isPermaLink="true">https://ev.example.by/news/luxury/a-same-day</guid>
      <pubDate>Wed, 20 May 2026 00:00:00 +0300</pubDate>
      <description>One</description>
      <category>Премиум</category>
    </item>
    <item>
      <title>Zeekr 7X: what&apos;s new</title>
      <link>https://ev.example.by/news/new-models/b-same-day?ref=rss&amp;lang=ru</link>
      <guid isPermaLink="true">https://ev.example.by/news/new-models/b-same-day?ref=rss&amp;lang=ru</guid>
      <pubDate>Wed, 20 May 2026 00:00:00 +0300</pubDate>
      <description>Two</description>
      <category>Новые модели</category>
    </item>
    <item>
      <title>Зарядка 10–80 % за 11 минут</title>
      <link>https://ev.example.by/news/technology/older</link>
      <guid isPermaLink="true">https://ev.example.by/news/technology/older</guid>
      <pubDate>Thu, 29 Feb 2024 00:00:00 +0300</pubDate>
      <description>Мощность &lt; 100 кВт и &quot;пиковые&quot; 480 кВт</description>
      <category>Технологии</category>
    </item>
  </channel>
</rss>
`);
  });

  it('gives a channel without articles no date rather than the build’s', () => {
    const xml = newsFeedXml({ ...feed, items: [] });
    expect(xml).not.toMatch(/<item>|<pubDate>|<lastBuildDate>/);
    expect(xml).toContain('<atom:link href="https://ev.example.by/news/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});

describe('newsFeed (from the content)', () => {
  it.each(LANGS)('%s: one item per article of the language, each linking its page on the site', (lang) => {
    const data = newsFeed(lang);
    const articles = getArticlesIn(lang);
    expect(data.lang).toBe(lang);
    expect(data.items.map((item) => item.slug).sort()).toEqual(articles.map((article) => article.slug).sort());
    for (const item of data.items) expect(item.link.startsWith(`${getSiteUrl()}/`), item.link).toBe(true);
    expect(data.selfUrl).toBe(`${getSiteUrl()}${lang === 'ru' ? '' : '/en'}/news/rss.xml`);
  });
});
