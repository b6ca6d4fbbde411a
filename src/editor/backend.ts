/**
 * The Git host the editor works with, as Sveltia CMS is configured (dist/admin/config.yml,
 * scripts/content/cms-config.ts): GitHub in production, a local stand-in for `npm run editor` and
 * the browser tests. The site's own parts of the editor (the checks before a save, the publish
 * status) read the repository with the staff member's own sign-in.
 */
import { parse } from 'yaml';
import type { EditorConfig } from './lib/field-labels.js';

export interface Backend {
  /** `owner/name`. */
  repo: string;
  branch: string;
  /** GitHub's REST API root (`https://api.github.com`, or a local host's `…/api/v3`). */
  rest: string;
  /** The site's public address, for links to the pages staff changed. */
  siteUrl: string;
}

/** The parts of config.yml the site's own editor code reads. */
export type EditorConfigFile = EditorConfig & { backend: { repo: string; branch?: string; api_root?: string }; site_url?: string };

let config: Promise<EditorConfigFile> | undefined;
let backend: Promise<Backend> | undefined;

/** /admin/config.yml, read once. */
export function getConfig(): Promise<EditorConfigFile> {
  config ??= fetch('/admin/config.yml')
    .then((response) => response.text())
    .then((text) => parse(text) as EditorConfigFile);
  return config;
}

/** The backend of /admin/config.yml. */
export function getBackend(): Promise<Backend> {
  backend ??= getConfig().then((config) => {
    const root = config.backend.api_root?.replace(/\/+$/, '');
    return {
      repo: config.backend.repo,
      branch: config.backend.branch ?? 'main',
      // Sveltia's own rule for a GitHub API root other than api.github.com (its github/api.js).
      rest: root ? `${root}/api/v3` : 'https://api.github.com',
      siteUrl: (config.site_url ?? location.origin).replace(/\/+$/, ''),
    };
  });
  return backend;
}

/**
 * The signed-in staff member's token, where Sveltia CMS keeps it (its `sveltia-cms.user` in local
 * storage, as Decap kept `decap-cms-user`); undefined before sign-in. The editor's browser test
 * (tests/build/editor.test.ts) signs in through the form and fails if this ever moves.
 */
export function getToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: string } | null;
    return user?.token || undefined;
  } catch {
    return undefined;
  }
}

export class HostError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HostError';
  }
}

/** A GET on the Git host's REST API with the staff member's token: JSON, or the raw text when asked. */
export async function hostGet<T>(path: string, { raw = false }: { raw?: boolean } = {}): Promise<T> {
  const { rest } = await getBackend();
  const token = getToken();
  if (!token) throw new HostError(401, 'not signed in');
  const response = await fetch(`${rest}${path}`, {
    headers: { Authorization: `token ${token}`, Accept: raw ? 'application/vnd.github.raw' : 'application/vnd.github+json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new HostError(response.status, `${response.status} ${path}`);
  return (raw ? await response.text() : await response.json()) as T;
}
