/**
 * `node:url` for the staff editor's browser bundle. content/files.ts finds the project's root
 * from its own file's path; in the bundle every module sits at the in-memory repository's root,
 * where src/editor/site-files/memory-fs.ts holds the files.
 */
export function fileURLToPath(_url: string | URL): string {
  return '/content/files.ts';
}

export function pathToFileURL(path: string): URL {
  return new URL(`file://${path}`);
}

export default { fileURLToPath, pathToFileURL };
