/**
 * Page data in the browser when vite-react-ssg has not set up its own loaders:
 * on the 404 page, which is rendered afresh rather than hydrated, a click to the
 * home page or the catalogue still needs that page's build-time data. It is read
 * from the same JSON files vite-react-ssg writes for client navigation.
 */
// window.__VITE_REACT_SSG_HASH__ is declared by vite-react-ssg and set in every page.
let manifest: Promise<Record<string, string>> | undefined;

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`Failed to fetch ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function fetchStaticLoaderData(request: Request, routeId: string): Promise<unknown> {
  manifest ??= fetchJson<Record<string, string>>(`/static-loader-data-manifest-${window.__VITE_REACT_SSG_HASH__}.json`);
  const file = (await manifest)[new URL(request.url).pathname];
  if (!file) return null;
  const data = await fetchJson<Record<string, unknown>>(`/${file}`);
  return data[routeId] ?? null;
}
