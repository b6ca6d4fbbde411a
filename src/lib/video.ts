/**
 * YouTube links as the content gives them (watch, short, embed or youtu.be) turned
 * into the privacy-friendly embed that loads only after the visitor asks for it
 * (docs/decisions/pages-shell.md#24).
 */
import { youtubeId } from '../../shared/youtube.js';

export { youtubeId };

export function youtubeEmbedUrl(link: string, { autoplay = true } = {}): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1${autoplay ? '&autoplay=1' : ''}` : null;
}

/** A car's video: one video to embed, or null when the link names none (the page then shows no video block). */
export type CarVideo = { id: string; embedUrl: string; watchUrl: string } | null;

export function carVideo(link: string | undefined): CarVideo {
  const id = link ? youtubeId(link) : null;
  return id ? { id, embedUrl: youtubeEmbedUrl(link!)!, watchUrl: `https://www.youtube.com/watch?v=${id}` } : null;
}
