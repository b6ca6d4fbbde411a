/**
 * A local stand-in for GitHub's API, backed by a real git working copy, for the staff editor
 * (Sveltia CMS with its GitHub backend) in browser tests and in `npm run editor`. Configure the
 * editor with `backend: { name: github, repo: <owner>/<repo>, branch, api_root: <url>,
 * auth_methods: [token] }` and sign in with one of `users`' tokens: each save becomes a commit in
 * the working copy. A test, or a script standing in for Vercel, reports the build of a commit
 * through the same REST endpoints a CI/CD provider uses, or through the helpers here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BuildApi,
  type CheckRunBody,
  type CheckRunUpdate,
  type DeploymentBody,
  type DeploymentStatusBody,
  type StatusBody,
} from './build-api.js';
import { BuildStatuses } from './build-statuses.js';
import { GitRepo } from './git-repo.js';
import { Accounts, GitHubJson, type HostAddress, type HostUser } from './github-json.js';
import type { CommitEvent, DispatchEvent, HostContext } from './host-context.js';
import { restRoutes } from './rest-routes.js';
import { createRequestHandler, type RequestLogEntry } from './server.js';
import { WorkingCopy } from './working-copy.js';

export type { CheckRunBody, CheckRunUpdate, DeploymentBody, DeploymentStatusBody, StatusBody } from './build-api.js';
export type { CommitEvent, DispatchEvent } from './host-context.js';
export type { HostUser } from './github-json.js';
export type { RequestLogEntry } from './server.js';

export interface GitHostOptions {
  /** The working copy; commits land on `branch`, which has to be checked out there. */
  repoDir: string;
  owner: string;
  repo: string;
  /** Default: the branch checked out in `repoDir`. */
  branch?: string;
  /** Personal access tokens and the accounts they sign in as. */
  users: Record<string, HostUser>;
  /** Default: a free port. */
  port?: number;
  host?: '127.0.0.1';
  /** After each commit (not awaited by the editor's save); `whenIdle()` waits for it. */
  onCommit?: (commit: CommitEvent) => void | Promise<void>;
  /** After Sveltia's «Publish changes» (`POST /repos/{owner}/{repo}/dispatches`). */
  onDispatch?: (event: DispatchEvent) => void | Promise<void>;
  /** Each request as it is answered, for a log. */
  onRequest?: (entry: RequestLogEntry) => void;
}

type Json = Record<string, unknown>;

export interface GitHost {
  /** The `api_root` to configure: REST is under `<url>/api/v3`, GraphQL at `<url>/api/graphql`. */
  readonly url: string;
  readonly owner: string;
  readonly repo: string;
  readonly branch: string;
  /** The top of the working tree. */
  readonly repoDir: string;
  /** Every request answered so far, oldest first. */
  readonly requests: readonly RequestLogEntry[];
  /** Every `repository_dispatch` received so far. */
  readonly dispatches: readonly DispatchEvent[];
  close(): Promise<void>;
  /** The branch's head commit. */
  head(): Promise<string>;
  /** Resolves once every `onCommit` and `onDispatch` call has finished. */
  whenIdle(): Promise<void>;
  /** Build results, as a CI/CD provider posts them (`as`: the login posting, by default the first user's). */
  setStatus(sha: string, body: StatusBody, as?: string): Promise<Json>;
  combinedStatus(ref: string): Promise<Json>;
  statuses(ref: string): Promise<Json[]>;
  createCheckRun(body: CheckRunBody, as?: string): Promise<Json>;
  updateCheckRun(id: number, body: CheckRunUpdate): Json;
  checkRuns(ref: string): Promise<Json>;
  createDeployment(body: DeploymentBody, as?: string): Promise<Json>;
  setDeploymentStatus(id: number, body: DeploymentStatusBody, as?: string): Json;
  deployments(filter?: { sha?: string; ref?: string; environment?: string; task?: string }): Json[];
  deploymentStatuses(id: number): Json[];
}

export async function startGitHost(options: GitHostOptions): Promise<GitHost> {
  const accounts = new Accounts(options.users);
  const repo = await GitRepo.open(options.repoDir);
  const branch = options.branch ?? (await repo.checkedOutBranch()) ?? 'main';
  if (!(await repo.branchHead(branch))) {
    repo.close();
    throw new Error(`The repository at ${repo.dir} has no branch "${branch}" with a commit on it.`);
  }

  const requests: RequestLogEntry[] = [];
  const dispatches: DispatchEvent[] = [];
  const pending = new Set<Promise<void>>();
  // A callback's failure is reported, never passed on to the editor's save.
  const runCallback = (name: string, callback: (() => void | Promise<void>) | undefined) => {
    if (!callback) return;
    const run = Promise.resolve()
      .then(callback)
      .catch((error: unknown) => console.error(`[git-host] ${name} failed:`, error))
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  const address: HostAddress = { owner: options.owner, repo: options.repo, branch, webUrl: '', apiUrl: '' };
  const host: HostContext = {
    address,
    repo,
    workingCopy: new WorkingCopy(repo),
    accounts,
    json: new GitHubJson(address, accounts),
    builds: new BuildStatuses(),
    afterCommit: (event) => runCallback('onCommit', options.onCommit && (() => options.onCommit?.(event))),
    afterDispatch: (event) => {
      dispatches.push(event);
      runCallback('onDispatch', options.onDispatch && (() => options.onDispatch?.(event)));
    },
  };

  const handler = createRequestHandler(host, restRoutes(host), (entry) => {
    requests.push(entry);
    options.onRequest?.(entry);
  });
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  address.webUrl = url;
  address.apiUrl = `${url}/api/v3`;

  const builds = new BuildApi(host);
  const creator = (as?: string) => (as ? (accounts.byLogin(as)?.login ?? as) : accounts.first().login);

  return {
    url,
    owner: options.owner,
    repo: options.repo,
    branch,
    repoDir: repo.dir,
    requests,
    dispatches,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      repo.close();
    },
    async head() {
      const head = await repo.branchHeadNow(branch);
      if (!head) throw new Error(`The branch ${branch} has gone.`);
      return head;
    },
    async whenIdle() {
      while (pending.size) await Promise.all(pending);
    },
    setStatus: (sha, body, as) => builds.createStatus(sha, { ...body }, creator(as)),
    combinedStatus: (ref) => builds.combinedStatus(ref),
    statuses: (ref) => builds.listStatuses(ref),
    createCheckRun: (body, as) => builds.createCheckRun({ ...body }, creator(as)),
    updateCheckRun: (id, body) => builds.updateCheckRun(id, { ...body }),
    checkRuns: (ref) => builds.checkRunsFor(ref),
    createDeployment: (body, as) => builds.createDeployment({ ...body }, creator(as)),
    setDeploymentStatus: (id, body, as) => builds.createDeploymentStatus(id, { ...body }, creator(as)),
    deployments: (filter = {}) => builds.listDeployments(new URLSearchParams(filter)),
    deploymentStatuses: (id) => builds.deploymentStatuses(id),
  };
}
