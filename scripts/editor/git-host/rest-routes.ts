/**
 * The REST endpoints: those Sveltia's GitHub backend calls (the signed-in user, the collaborator
 * check, the file tree, blobs, `repository_dispatch`) and those a CI/CD provider posts build
 * results to (commit statuses, check runs, deployments).
 */
import { BuildApi } from './build-api.js';
import { RequestRefusedError } from './build-statuses.js';
import { isBinary } from './git-repo.js';
import type { HostContext } from './host-context.js';
import { Router, type Handler, type Reply, type RestRequest } from './router.js';

const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  json: body,
  ...(headers && { headers }),
});
const notFound = (): Reply => json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });

/** A created resource answers 201 with its address in `Location`, as GitHub does. */
const created = (body: Record<string, unknown>): Reply =>
  json(201, body, typeof body.url === 'string' ? { Location: body.url } : undefined);

const bodyOf = (request: RestRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

const numberParam = (request: RestRequest, name: string): number => {
  const value = Number(request.params[name]);
  if (!Number.isSafeInteger(value)) throw new RequestRefusedError(404, 'Not Found');
  return value;
};

/** Base64 in lines of 60 characters, each ending with a line feed, as GitHub sends a blob's content. */
const wrappedBase64 = (content: Buffer): string => (content.toString('base64').match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('');

export function restRoutes(host: HostContext): Router {
  const builds = new BuildApi(host);
  const { json: shapes, repo, address } = host;

  /** Only the one repository exists; any other owner/name is GitHub's 404. */
  const inRepo =
    (handler: Handler): Handler =>
    (request) =>
      request.params.owner?.toLowerCase() === address.owner.toLowerCase() &&
      request.params.repo?.toLowerCase() === address.repo.toLowerCase()
        ? handler(request)
        : notFound();

  const router = new Router();

  // Signing in: Sveltia reads id, login, name, email, avatar_url and html_url.
  router.add('GET', '/user', (request) => json(200, shapes.user(request.account)));
  router.add('GET', '/users/:login', (request) => {
    const account = host.accounts.byLogin(request.params.login ?? '');
    return account ? json(200, shapes.user(account)) : notFound();
  });

  router.add(
    'GET',
    '/repos/:owner/:repo',
    inRepo(() => json(200, shapes.repository())),
  );

  // Sveltia's access check: 204 for a collaborator, 404 for anyone else. Every account here may write.
  router.add(
    'GET',
    '/repos/:owner/:repo/collaborators/:username',
    inRepo((request) => (host.accounts.byLogin(request.params.username ?? '') ? { status: 204 } : notFound())),
  );

  // The file list: `tree_sha` may be a commit SHA or a branch name; any `recursive` value recurses.
  router.add(
    'GET',
    '/repos/:owner/:repo/git/trees/:sha',
    inRepo(async (request) => {
      const tree = await repo.resolveTree(request.params.sha ?? '');
      const entries = tree && (await repo.lsTree(tree, request.query.has('recursive')));
      if (!tree || !entries) return notFound();
      return json(200, {
        sha: tree,
        url: `${shapes.repoApiUrl}/git/trees/${tree}`,
        tree: entries.map(({ path, mode, type, oid, size }) => ({
          path,
          mode,
          type,
          sha: oid,
          ...(type === 'blob' && { size }),
          ...(type !== 'commit' && { url: `${shapes.repoApiUrl}/git/${type}s/${oid}` }),
        })),
        truncated: false,
      });
    }),
  );

  // Blobs: base64 JSON by default; the bytes themselves for `Accept: application/vnd.github.raw`.
  // Sveltia tells an image from an SVG by `Content-Type: application/octet-stream`.
  router.add(
    'GET',
    '/repos/:owner/:repo/git/blobs/:sha',
    inRepo(async (request) => {
      const sha = request.params.sha ?? '';
      const object = /^[0-9a-f]{4,40}$/.test(sha) ? await repo.object(sha) : null;
      if (object?.type !== 'blob') return notFound();
      if (/\.raw\b/.test(request.headers.accept ?? '')) {
        return {
          status: 200,
          raw: object.content,
          headers: {
            'Content-Type': isBinary(object.content) ? 'application/octet-stream' : 'text/plain; charset=utf-8',
            'X-GitHub-Media-Type': 'github.v3; param=raw',
          },
        };
      }
      return json(200, {
        sha: object.oid,
        node_id: Buffer.from(`04:Blob${object.oid}`).toString('base64'),
        size: object.size,
        url: `${shapes.repoApiUrl}/git/blobs/${object.oid}`,
        content: wrappedBase64(object.content),
        encoding: 'base64',
      });
    }),
  );

  // Sveltia's «Publish changes» button, for a site whose last commit was not built.
  router.add(
    'POST',
    '/repos/:owner/:repo/dispatches',
    inRepo((request) => {
      const body = bodyOf(request);
      if (typeof body.event_type !== 'string' || !body.event_type) {
        throw new RequestRefusedError(422, `Invalid request.\n\n"event_type" wasn't supplied.`);
      }
      host.afterDispatch({ eventType: body.event_type, clientPayload: body.client_payload ?? null, sender: request.account.login });
      return { status: 204 };
    }),
  );

  // Commit statuses.
  router.add(
    'POST',
    '/repos/:owner/:repo/statuses/:sha',
    inRepo(async (request) => created(await builds.createStatus(request.params.sha ?? '', bodyOf(request), request.account.login))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/commits/:ref/status',
    inRepo(async (request) => json(200, await builds.combinedStatus(request.params.ref ?? ''))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/commits/:ref/statuses',
    inRepo(async (request) => json(200, await builds.listStatuses(request.params.ref ?? ''))),
  );
  // The older address of the same list.
  router.add(
    'GET',
    '/repos/:owner/:repo/statuses/:ref',
    inRepo(async (request) => json(200, await builds.listStatuses(request.params.ref ?? ''))),
  );

  // Check runs.
  router.add(
    'POST',
    '/repos/:owner/:repo/check-runs',
    inRepo(async (request) => created(await builds.createCheckRun(bodyOf(request), request.account.login))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/check-runs/:id',
    inRepo((request) => json(200, builds.checkRun(numberParam(request, 'id')))),
  );
  router.add(
    'PATCH',
    '/repos/:owner/:repo/check-runs/:id',
    inRepo((request) => json(200, builds.updateCheckRun(numberParam(request, 'id'), bodyOf(request)))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/commits/:ref/check-runs',
    inRepo(async (request) => json(200, await builds.checkRunsFor(request.params.ref ?? '', request.query))),
  );

  // Deployments and their statuses.
  router.add(
    'POST',
    '/repos/:owner/:repo/deployments',
    inRepo(async (request) => created(await builds.createDeployment(bodyOf(request), request.account.login))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/deployments',
    inRepo((request) => json(200, builds.listDeployments(request.query))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/deployments/:id',
    inRepo((request) => json(200, builds.deployment(numberParam(request, 'id')))),
  );
  router.add(
    'POST',
    '/repos/:owner/:repo/deployments/:id/statuses',
    inRepo((request) => created(builds.createDeploymentStatus(numberParam(request, 'id'), bodyOf(request), request.account.login))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/deployments/:id/statuses',
    inRepo((request) => json(200, builds.deploymentStatuses(numberParam(request, 'id')))),
  );
  router.add(
    'GET',
    '/repos/:owner/:repo/deployments/:id/statuses/:statusId',
    inRepo((request) => json(200, builds.deploymentStatus(numberParam(request, 'id'), numberParam(request, 'statusId')))),
  );

  return router;
}
