/**
 * The id of one YouTube video in a link as the content gives it: a watch, short, embed or
 * youtu.be link (docs/decisions/pages-catalogue-and-car.md#car-page). The content schema
 * accepts a car's video only where this finds an id, so a search or channel link is refused
 * at build time; the site embeds the same id (src/lib/video.ts).
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
