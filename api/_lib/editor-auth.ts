/**
 * Sign-in to the staff editor with GitHub (docs/editor.md, "Production"): the OAuth code exchange
 * Decap CMS's GitHub backend needs from a server. Decap opens /api/editor-auth in a popup; it
 * redirects to GitHub's consent page with a random state, which it also keeps in a cookie; GitHub
 * sends the staff member back with a code; the code becomes a token, and the page hands it to the
 * editor window by postMessage (public/admin/auth-handshake.js), on the site's own origin only.
 */
import { randomBytes } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';

export const AUTH_PATH = '/api/editor-auth';
export const STATE_COOKIE = 'editor_oauth_state';
/** Write access to the repository's content: what committing a save needs. */
export const GITHUB_SCOPE = 'repo';

export interface EditorAuthConfig {
  clientId: string;
  clientSecret: string;
  /** GitHub's web origin: https://github.com, or a fake one in tests. */
  githubBase: string;
}

/** The app's credentials from the environment, or null when the editor's sign-in is not set up. */
export function editorAuthConfig(env: NodeJS.ProcessEnv = process.env): EditorAuthConfig | null {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, githubBase: (env.GITHUB_OAUTH_BASE ?? 'https://github.com').replace(/\/$/, '') };
}

/** What the popup hands to the editor, in Decap's words: `authorization:github:<success|error>:<json>`. */
export type AuthResult = { ok: true; token: string } | { ok: false; message: string };

export function decapMessage(result: AuthResult): string {
  return result.ok
    ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: result.message })}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The popup's page: the message as data (a JSON block runs nothing), and the site's own script that
 * posts it to the editor window, so the page needs no inline script under the site's CSP.
 */
export function handshakePage(result: AuthResult): string {
  const data = JSON.stringify(decapMessage(result)).replace(/</g, '\\u003c');
  const text = result.ok ? 'Вход выполнен, окно закроется само. / Signed in: this window closes itself.' : result.message;
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Вход в редактор / Editor sign-in</title></head>
<body>
<p>${escapeHtml(text)}</p>
<script type="application/json" id="editor-auth-result">${data}</script>
<script src="/admin/auth-handshake.js"></script>
</body>
</html>
`;
}

function sendPage(res: VercelResponse, status: number, result: AuthResult): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.end(handshakePage(result));
}

/** The callback's own address, which GitHub checks against the OAuth app's callback URL. */
function callbackUrl(req: VercelRequest): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  const proto = req.headers['x-forwarded-proto'] ?? (/^(localhost|127\.0\.0\.1)(:\d+)?$/.test(String(host)) ? 'http' : 'https');
  return `${String(proto).split(',')[0]}://${String(host).split(',')[0]}${AUTH_PATH}`;
}

/** GitHub's answer to the code exchange: a token, or why not. */
export function tokenFrom(body: unknown): AuthResult {
  const answer = (body ?? {}) as { access_token?: unknown; error?: unknown; error_description?: unknown };
  if (typeof answer.access_token === 'string' && answer.access_token) return { ok: true, token: answer.access_token };
  const why =
    typeof answer.error_description === 'string' ? answer.error_description : typeof answer.error === 'string' ? answer.error : 'no token';
  return { ok: false, message: `GitHub did not sign you in: ${why}. Close this window and try again.` };
}

export function createEditorAuthHandler(config: () => EditorAuthConfig | null = editorAuthConfig) {
  return async function editorAuth(req: VercelRequest, res: VercelResponse): Promise<void> {
    if (req.method !== 'GET') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ ok: false, code: 'method_not_allowed', error: 'Use GET' }));
      return;
    }
    const app = config();
    if (!app)
      return sendPage(res, 503, { ok: false, message: 'The editor sign-in is not set up on this site (docs/editor.md, "Production").' });

    const code = typeof req.query.code === 'string' ? req.query.code : undefined;
    if (!code) {
      // The first visit: to GitHub's consent page, with a state only this browser knows.
      const state = randomBytes(16).toString('hex');
      const authorize = new URL(`${app.githubBase}/login/oauth/authorize`);
      authorize.search = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: callbackUrl(req),
        scope: GITHUB_SCOPE,
        state,
      }).toString();
      res.statusCode = 302;
      res.setHeader('Location', authorize.toString());
      res.setHeader('Set-Cookie', `${STATE_COOKIE}=${state}; Path=${AUTH_PATH}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`);
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }

    const state = typeof req.query.state === 'string' ? req.query.state : '';
    if (!state || state !== req.cookies[STATE_COOKIE]) {
      return sendPage(res, 400, {
        ok: false,
        message: 'This sign-in link is not the one this browser started. Close this window and sign in again.',
      });
    }
    // The state is used once.
    res.setHeader('Set-Cookie', `${STATE_COOKIE}=; Path=${AUTH_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    try {
      const answer = await fetch(`${app.githubBase}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: callbackUrl(req) }),
        signal: AbortSignal.timeout(10_000),
      });
      const result = tokenFrom(answer.ok ? await answer.json() : { error: `HTTP ${answer.status}` });
      return sendPage(res, result.ok ? 200 : 502, result);
    } catch {
      return sendPage(res, 502, { ok: false, message: 'GitHub did not answer. Close this window and try again.' });
    }
  };
}
