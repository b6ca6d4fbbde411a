/**
 * docs/decisions/urls-and-languages.md#slugs: lowercase and trim the name, whitespace to hyphens, drop
 * every non-word character except the hyphen, collapse repeated hyphens, trim edge
 * hyphens; a result shorter than 2 characters becomes `car-{id}`.
 */
export function carSlug(name: string, id: number): string {
  const slug = name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length < 2 ? `car-${id}` : slug;
}

/** docs/decisions/urls-and-languages.md#slugs: lowercase, every run of non-alphanumerics becomes one hyphen. */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
