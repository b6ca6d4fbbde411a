/**
 * YouTube links as the content gives them (watch, short, embed or youtu.be) turned
 * into the privacy-friendly embed that loads only after the visitor asks for it
 * (docs/decisions/pages-shell.md#24).
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

/** A link as a URL and its host without `www.` or `m.`, or null when it is not a URL. */
function parseLink(link: string): { url: URL; host: string } | null {
  try {
    const url = new URL(link);
    return { url, host: url.hostname.replace(/^www\.|^m\./, '') };
  } catch {
    return null;
  }
}

export function youtubeId(link: string): string | null {
  const parsed = parseLink(link);
  if (!parsed) return null;
  const { url, host } = parsed;
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = url.pathname.match(/^\/(?:shorts|embed|live)\/([^/?#]+)/)?.[1];
  }
  return id && ID.test(id) ? id : null;
}

export function youtubeEmbedUrl(link: string, { autoplay = true } = {}): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1${autoplay ? '&autoplay=1' : ''}` : null;
}

/** The words of a YouTube search link (the content's stand-in where no video is sourced), or null. */
export function youtubeSearchQuery(link: string): string | null {
  const parsed = parseLink(link);
  if (!parsed) return null;
  const { url, host } = parsed;
  if (host !== 'youtube.com' || url.pathname !== '/results') return null;
  const query = url.searchParams.get('search_query')?.trim();
  return query ? query : null;
}

/** What a car's video link is: a video to embed, a search to link to, or nothing usable. */
export type CarVideo =
  { kind: 'video'; id: string; embedUrl: string; watchUrl: string } | { kind: 'search'; query: string; url: string } | null;

export function carVideo(link: string): CarVideo {
  const id = youtubeId(link);
  if (id) return { kind: 'video', id, embedUrl: youtubeEmbedUrl(link)!, watchUrl: `https://www.youtube.com/watch?v=${id}` };
  const query = youtubeSearchQuery(link);
  return query ? { kind: 'search', query, url: link } : null;
}
