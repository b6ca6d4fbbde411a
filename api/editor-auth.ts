/**
 * GET /api/editor-auth: the staff editor's sign-in with GitHub (api/_lib/editor-auth.ts,
 * docs/editor.md). Needs GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET of the dealer's
 * GitHub OAuth app, whose callback URL is https://<site>/api/editor-auth.
 */
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { createEditorAuthHandler } from './_lib/editor-auth.js';

const editorAuth = createEditorAuthHandler();

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  await editorAuth(req, res);
}
