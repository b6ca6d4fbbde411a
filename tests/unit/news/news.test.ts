import { describe, expect, it } from 'vitest';
import {
  categoryFromQuery,
  categoryQuery,
  filterByCategory,
  newestFirst,
  readingMinutes,
  relatedArticles,
  shareLinks,
  type NewsCategory,
} from '../../../src/lib/news.js';

const article = (slug: string, category: NewsCategory, date: string) => ({ slug, category, date });

describe('reading time (docs/decisions/constants.md#news: words / 200, rounded up)', () => {
  it('rounds up to whole minutes', () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(999)).toBe(5);
    expect(readingMinutes(1000)).toBe(5);
  });

  it('is at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
  });
});

describe('related articles (Read Also)', () => {
  const articles = [
    article('a', 'technology', '2026-10-01'),
    article('b', 'technology', '2026-09-01'),
    article('c', 'technology', '2026-11-01'),
    article('d', 'luxury', '2026-11-15'),
    article('e', 'articles', '2026-08-01'),
  ];

  it('takes the same category first, newest first, never the article itself', () => {
    expect(relatedArticles(articles, articles[0]!).map((a) => a.slug)).toEqual(['c', 'b']);
  });

  it('tops up from other categories, newest first', () => {
    expect(relatedArticles(articles, articles[3]!).map((a) => a.slug)).toEqual(['c', 'a']);
    const twoTech = articles.filter((a) => a.slug !== 'b');
    expect(relatedArticles(twoTech, articles[0]!).map((a) => a.slug)).toEqual(['c', 'd']);
  });

  it('gives what there is when there are fewer than two others', () => {
    expect(relatedArticles([articles[0]!], articles[0]!)).toEqual([]);
    expect(relatedArticles(articles.slice(0, 2), articles[0]!).map((a) => a.slug)).toEqual(['b']);
  });
});

describe('the list', () => {
  it('sorts newest first, the same day by slug', () => {
    const list = [article('b', 'luxury', '2026-01-01'), article('a', 'luxury', '2026-01-01'), article('c', 'luxury', '2026-02-01')];
    expect(newestFirst(list).map((a) => a.slug)).toEqual(['c', 'a', 'b']);
  });

  it('filters by category; null is all', () => {
    const list = [article('a', 'luxury', '2026-01-01'), article('b', 'technology', '2026-01-01')];
    expect(filterByCategory(list, 'luxury').map((a) => a.slug)).toEqual(['a']);
    expect(filterByCategory(list, null)).toHaveLength(2);
    expect(filterByCategory(list, 'articles')).toEqual([]);
  });

  it('reads and writes the category query', () => {
    expect(categoryFromQuery('?category=technology')).toBe('technology');
    expect(categoryFromQuery('category=new-models&x=1')).toBe('new-models');
    expect(categoryFromQuery('?category=Polish')).toBeNull();
    expect(categoryFromQuery('')).toBeNull();
    expect(categoryQuery('luxury')).toBe('?category=luxury');
    expect(categoryQuery(null)).toBe('');
  });
});

describe('share links (docs/decisions/pages-news.md#article)', () => {
  const url = 'https://site.example/news/articles/charging-in-minsk';
  const title = 'Зарядка в Минске: цены & советы';
  const links = shareLinks(url, title);

  it('encodes the address and the title for each network', () => {
    expect(links.telegram).toBe(`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`);
    expect(links.vk).toBe(`https://vk.com/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
    expect(links.viber).toBe(`viber://forward?text=${encodeURIComponent(`${title} ${url}`)}`);
  });

  it('never lets the title break out of its parameter', () => {
    for (const link of Object.values(links)) {
      expect(link).not.toContain('&  ');
      expect(link).not.toMatch(/ /);
      expect(new URL(link.replace('viber://', 'https://viber/')).searchParams.get(link.includes('vk.com') ? 'title' : 'text')).toContain(
        title,
      );
    }
  });
});
