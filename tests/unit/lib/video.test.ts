import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from '../../../src/lib/video.js';

describe('YouTube links (spec 000: watch, short and embed links)', () => {
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
