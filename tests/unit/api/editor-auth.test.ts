/**
 * The staff editor's GitHub sign-in (api/_lib/editor-auth.ts), behind a real local HTTP server
 * through the same dispatcher as the local host, against a fake GitHub OAuth server on
 * 127.0.0.1 that answers as github.com does: a token for the code it issued, an error otherwise.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEditorAuthHandler,
  decapMessage,
  editorAuthConfig,
  handshakePage,
  STATE_COOKIE,
  tokenFrom,
  type EditorAuthConfig,
} from '../../../api/_lib/editor-auth.js';
import { createApiRouter } from '../../../server/api-router.js';

const CLIENT = { id: 'Iv1.test-client', secret: 'test-secret', code: 'code-from-github', token: 'gho_test_token' };

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

/** github.com's token endpoint, as far as the exchange goes; it records what it was sent. */
const exchanges: Record<string, string>[] = [];
let githubDown = false;
const github = createServer((req, res) => {
  void (async () => {
    if (req.method !== 'POST' || req.url !== '/login/oauth/access_token') {
      res.statusCode = 404;
      return res.end();
    }
    const sent = JSON.parse(await bodyOf(req)) as Record<string, string>;
    exchanges.push(sent);
    if (githubDown) {
      res.statusCode = 500;
      return res.end();
    }
    res.setHeader('Content-Type', 'application/json');
    const valid = sent.client_id === CLIENT.id && sent.client_secret === CLIENT.secret && sent.code === CLIENT.code;
    res.end(
      JSON.stringify(
        valid
          ? { access_token: CLIENT.token, token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
      ),
    );
  })();
});

let config: EditorAuthConfig | null;
let site: string;
const host = createServer((req, res) => void createApiRouter({ '/api/editor-auth': createEditorAuthHandler(() => config) })(req, res));

beforeAll(async () => {
  config = { clientId: CLIENT.id, clientSecret: CLIENT.secret, githubBase: await listen(github) };
  site = await listen(host);
});
afterAll(() => {
  github.close();
  host.close();
});

/** The first step, as the editor's popup takes it: the redirect to GitHub and the state cookie. */
async function start() {
  const response = await fetch(`${site}/api/editor-auth?provider=github&site_id=ev-dealer.example&scope=repo`, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  const cookie = response.headers.get('set-cookie') ?? '';
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' };
}
const callback = (query: Record<string, string>, cookie?: string) =>
  fetch(`${site}/api/editor-auth?${new URLSearchParams(query)}`, { headers: cookie ? { cookie } : {} });
/** The message the page hands to the editor window. */
const handed = (html: string) =>
  JSON.parse(/<script type="application\/json" id="editor-auth-result">(.*?)<\/script>/.exec(html)![1]!) as string;

describe('the editor sign-in with GitHub', () => {
  it('sends the staff member to GitHub with the app, the scope, its own callback and a fresh state it keeps in a cookie', async () => {
    const { response, location, cookie, state } = await start();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${config!.githubBase}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      scope: 'repo',
      redirect_uri: `${site}/api/editor-auth`,
    });
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toContain(`${STATE_COOKIE}=${state};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await start()).state).not.toBe(state);
  });

  it("exchanges GitHub's code for a token and hands it to the editor window by the site's own script", async () => {
    const { state } = await start();
    const response = await callback({ code: CLIENT.code, state }, `${STATE_COOKIE}=${state}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(exchanges.at(-1)).toEqual({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      code: CLIENT.code,
      redirect_uri: `${site}/api/editor-auth`,
    });
    const html = await response.text();
    expect(handed(html)).toBe(`authorization:github:success:{"token":"${CLIENT.token}","provider":"github"}`);
    expect(html).toContain('<script src="/admin/auth-handshake.js"></script>');
    // The state is used once.
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${STATE_COOKIE}=; .*Max-Age=0`));
  });

  it('refuses a callback whose state is not the one this browser started, without asking GitHub', async () => {
    const { state } = await start();
    const before = exchanges.length;
    for (const cookie of [undefined, `${STATE_COOKIE}=someone-elses-state`]) {
      const response = await callback({ code: CLIENT.code, state }, cookie);
      expect(response.status).toBe(400);
      expect(handed(await response.text())).toMatch(/^authorization:github:error:.*not the one this browser started/);
    }
    expect(exchanges.length).toBe(before);
  });

  it("passes on GitHub's refusal and GitHub being down as an error the editor shows", async () => {
    const { state } = await start();
    const refused = await callback({ code: 'stale-code', state }, `${STATE_COOKIE}=${state}`);
    expect(refused.status).toBe(502);
    expect(handed(await refused.text())).toContain('The code passed is incorrect or expired.');

    githubDown = true;
    const down = await callback({ code: CLIENT.code, state }, `${STATE_COOKIE}=${state}`);
    githubDown = false;
    expect(down.status).toBe(502);
    expect(handed(await down.text())).toMatch(/^authorization:github:error:.*HTTP 500/);
  });

  it('says so when the sign-in is not set up, and answers anything but GET with 405 in JSON', async () => {
    const saved = config;
    config = null;
    const unset = await callback({});
    config = saved;
    expect(unset.status).toBe(503);
    expect(handed(await unset.text())).toMatch(/^authorization:github:error:.*not set up/);

    const post = await fetch(`${site}/api/editor-auth`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ ok: false, code: 'method_not_allowed' });
  });

  it('reads its app from the environment, and escapes what it embeds', () => {
    expect(editorAuthConfig({})).toBeNull();
    expect(editorAuthConfig({ GITHUB_OAUTH_CLIENT_ID: 'a', GITHUB_OAUTH_CLIENT_SECRET: 'b' })).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      githubBase: 'https://github.com',
    });
    expect(tokenFrom({ error: 'access_denied' })).toEqual({ ok: false, message: expect.stringContaining('access_denied') });
    expect(decapMessage({ ok: false, message: '</script>' })).toBe('authorization:github:error:{"message":"</script>"}');
    const page = handshakePage({ ok: false, message: '</script><script>alert(1)</script>' });
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(handed(page)).toContain('</script><script>alert(1)</script>');
  });
});
