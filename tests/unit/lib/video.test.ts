import { describe, expect, it } from 'vitest';
import { carVideo, youtubeEmbedUrl, youtubeId, youtubeSearchQuery } from '../../../src/lib/video.js';

describe('YouTube links (docs/decisions/pages-catalogue-and-car.md#car-page: watch, short and embed links)', () => {
  it('reads the id of every link form', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=ueEtzLhdePg')).toBe('ueEtzLhdePg');
    expect(youtubeId('https://youtu.be/ueEtzLhdePg?t=10')).toBe('ueEtzLhdePg');
    expect(youtubeId('https://www.youtube.com/shorts/ueEtzLhdePg')).toBe('ueEtzLhdePg');
    expect(youtubeId('https://www.youtube.com/embed/ueEtzLhdePg')).toBe('ueEtzLhdePg');
    expect(youtubeId('https://m.youtube.com/watch?v=ueEtzLhdePg&list=x')).toBe('ueEtzLhdePg');
  });

  it('gives null for anything else', () => {
    expect(youtubeId('https://www.youtube.com/results?search_query=zeekr')).toBeNull();
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('embeds through youtube-nocookie', () => {
    expect(youtubeEmbedUrl('https://youtu.be/ueEtzLhdePg')).toBe(
      'https://www.youtube-nocookie.com/embed/ueEtzLhdePg?rel=0&modestbranding=1&autoplay=1',
    );
    expect(youtubeEmbedUrl('https://example.com')).toBeNull();
  });
});

describe('YouTube search links (the stand-in where no video is sourced)', () => {
  it('reads the words of a search', () => {
    expect(youtubeSearchQuery('https://www.youtube.com/results?search_query=Zeekr+001+review')).toBe('Zeekr 001 review');
    expect(youtubeSearchQuery('https://m.youtube.com/results?search_query=%D0%BE%D0%B1%D0%B7%D0%BE%D1%80')).toBe('обзор');
  });

  it('gives null for anything else', () => {
    expect(youtubeSearchQuery('https://www.youtube.com/results?search_query=+')).toBeNull();
    expect(youtubeSearchQuery('https://www.youtube.com/watch?v=ueEtzLhdePg')).toBeNull();
    expect(youtubeSearchQuery('https://www.google.com/results?search_query=zeekr')).toBeNull();
    expect(youtubeSearchQuery('not a url')).toBeNull();
  });
});

describe('carVideo', () => {
  const video = {
    kind: 'video',
    id: 'ueEtzLhdePg',
    embedUrl: 'https://www.youtube-nocookie.com/embed/ueEtzLhdePg?rel=0&modestbranding=1&autoplay=1',
    watchUrl: 'https://www.youtube.com/watch?v=ueEtzLhdePg',
  };

  it('embeds a watch, youtu.be, shorts or embed link through youtube-nocookie', () => {
    expect(carVideo('https://www.youtube.com/watch?v=ueEtzLhdePg')).toEqual(video);
    expect(carVideo('https://youtu.be/ueEtzLhdePg')).toEqual(video);
    expect(carVideo('https://www.youtube.com/shorts/ueEtzLhdePg')).toEqual(video);
    expect(carVideo('https://www.youtube.com/embed/ueEtzLhdePg')).toEqual(video);
  });

  it('links to a search with its words', () => {
    const link = 'https://www.youtube.com/results?search_query=Avatr+06+review';
    expect(carVideo(link)).toEqual({ kind: 'search', query: 'Avatr 06 review', url: link });
  });

  it('gives null for anything else', () => {
    expect(carVideo('https://vimeo.com/123')).toBeNull();
    expect(carVideo('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(carVideo('not a url')).toBeNull();
  });
});
