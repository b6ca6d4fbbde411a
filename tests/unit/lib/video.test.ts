import { describe, expect, it } from 'vitest';
import { youtubeId as sharedYoutubeId } from '../../../shared/youtube.js';
import { carVideo, youtubeEmbedUrl, youtubeId } from '../../../src/lib/video.js';

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

describe('one parser for the content schema and the page', () => {
  it('is the same function', () => {
    expect(youtubeId).toBe(sharedYoutubeId);
  });
});

describe('carVideo', () => {
  const video = {
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

  it('gives null for a search (issue 24: a car links one video, never a search page), no link or anything else', () => {
    expect(carVideo('https://www.youtube.com/results?search_query=Avatr+06+review')).toBeNull();
    expect(carVideo(undefined)).toBeNull();
    expect(carVideo('https://vimeo.com/123')).toBeNull();
    expect(carVideo('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(carVideo('not a url')).toBeNull();
  });
});
