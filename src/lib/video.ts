/**
 * YouTube links as the content gives them (watch, short, embed or youtu.be) turned
 * into the privacy-friendly embed that loads only after the visitor asks for it
 * (DECISIONS 24).
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
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
