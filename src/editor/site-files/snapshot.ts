/**
 * The repository's files as the build would read them, loaded from the Git host with the staff
 * member's sign-in: the text of every file under content/, and the names of the files under
 * public/ (a photo's existence is all the checks ask). Blobs are kept by their hash, so a
 * refresh after a save reads only what changed.
 */
import { getBackend, hostGet } from '../backend.js';

interface TreeEntry {
  path: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

/** Path from the repository's root → text ('' for a file under public/). */
export type Snapshot = ReadonlyMap<string, string>;

const texts = new Map<string, string>();
let latest: { at: number; snapshot: Promise<Snapshot> } | undefined;

/** How long a snapshot stands for the repository: a staff member's own saves refresh it anyway. */
const FRESH_MS = 15_000;

const isContent = (path: string) => path.startsWith('content/') && /\.(ya?ml|md)$/.test(path);

async function load(): Promise<Snapshot> {
  const { repo, branch } = await getBackend();
  const tree = await hostGet<{ tree: TreeEntry[] }>(`/repos/${repo}/git/trees/${encodeURIComponent(branch)}?recursive=1`);
  const blobs = tree.tree.filter((entry) => entry.type === 'blob');
  const missing = blobs.filter((entry) => isContent(entry.path) && !texts.has(entry.sha));
  // A few requests at a time: GitHub's API limits how many run at once.
  for (let start = 0; start < missing.length; start += 8) {
    await Promise.all(
      missing.slice(start, start + 8).map(async (entry) => {
        texts.set(entry.sha, await hostGet<string>(`/repos/${repo}/git/blobs/${entry.sha}`, { raw: true }));
      }),
    );
  }
  const snapshot = new Map<string, string>();
  for (const entry of blobs) {
    if (isContent(entry.path)) snapshot.set(entry.path, texts.get(entry.sha)!);
    else if (entry.path.startsWith('public/')) snapshot.set(entry.path, '');
  }
  return snapshot;
}

/** The repository's files, at most FRESH_MS old; `fresh` reads the branch again (after a save). */
export function getSnapshot({ fresh = false }: { fresh?: boolean } = {}): Promise<Snapshot> {
  if (!latest || fresh || Date.now() - latest.at > FRESH_MS) {
    const snapshot = load();
    latest = { at: Date.now(), snapshot };
    // A failed read is not kept: the next check tries again.
    snapshot.catch(() => {
      if (latest?.snapshot === snapshot) latest = undefined;
    });
  }
  return latest.snapshot;
}
