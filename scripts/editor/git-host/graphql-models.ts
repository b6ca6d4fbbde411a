/**
 * The objects behind the GraphQL schema. graphql-js's default resolver reads a field from its
 * object, calling it when it is a method, and picks an interface's type from `__typename`; so
 * each GitHub type is a class here, and a field costs git work only when a query asks for it.
 */
import type { GitObject } from './cat-file.js';
import type { CheckRun, CheckSuite, CommitStatus, Deployment, DeploymentStatus } from './build-statuses.js';
import { combinedState } from './build-statuses.js';
import { isBinary, isSafeRevision, type CommitObject, type Signature, type TreeEntry } from './git-repo.js';
import { isoSeconds, nodeId, type Account } from './github-json.js';
import type { HostContext } from './host-context.js';
import { CommitRefusedError } from './working-copy.js';

export interface RequestContext {
  host: HostContext;
  viewer: Account;
}

/** An error GitHub reports with a `type` (NOT_FOUND, STALE_DATA …) beside its message. */
export class TypedGraphQLError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const MAX_PAGE = 100;

/** Like GitHub, every connection needs `first` or `last`, at most 100. */
function checkPage({ first, last }: PageArgs, connection: string): void {
  if (first == null && last == null) {
    throw new TypedGraphQLError(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`,
    );
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw new TypedGraphQLError(
        'EXCESSIVE_PAGINATION',
        `Requesting ${value} records on the \`${connection}\` connection exceeds the \`${name}\` limit of ${MAX_PAGE} records.`,
      );
    }
  }
}

const cursorOf = (index: number): string => Buffer.from(`cursor:v2:${index}`).toString('base64');

function indexOf(cursor: string): number {
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new TypedGraphQLError('INVALID_CURSOR_ARGUMENTS', `\`${cursor}\` does not appear to be a valid cursor.`);
  return Number(match[1]);
}

/** A connection (`nodes`, `edges`, `pageInfo`, `totalCount`) over a list already in memory. */
function paginate<T>(items: T[], args: PageArgs, connection: string) {
  checkPage(args, connection);
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? Math.min(items.length, indexOf(args.before)) : items.length;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  const edges = items.slice(start, end).map((node, i) => ({ node, cursor: cursorOf(start + i) }));
  return {
    edges,
    nodes: edges.map(({ node }) => node),
    totalCount: items.length,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A git time stamp in its author's own time zone: `2024-05-01T12:00:00+03:00`. */
function gitTimestamp({ date, offset }: Signature): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${local}${offset.slice(0, 3)}:${offset.slice(3, 5)}`;
}

const upper = (value: string): string => value.toUpperCase();
const orNull = (value: string | null | undefined): string | null => value || null;

export class UserModel {
  readonly __typename = 'User';

  constructor(
    private readonly host: HostContext,
    private readonly account: Account,
  ) {}

  get id() {
    return nodeId('User', this.account.id);
  }
  get databaseId() {
    return this.account.id;
  }
  get login() {
    return this.account.login;
  }
  get name() {
    return this.account.name;
  }
  get email() {
    return this.account.email;
  }
  avatarUrl() {
    return this.host.json.avatarUrl(this.account.id);
  }
  get url() {
    return `${this.host.address.webUrl}/${this.account.login}`;
  }
}

/** An account by login; a login no account has (the repository's owner, say) still gets a profile. */
function userModel(host: HostContext, login: string): UserModel {
  return new UserModel(host, host.accounts.byLogin(login) ?? { login, name: login, email: '', id: 1000 });
}

export class RepositoryModel {
  readonly __typename = 'Repository';
  readonly databaseId = 1;
  readonly isPrivate = true;
  readonly viewerPermission = 'ADMIN';

  constructor(private readonly host: HostContext) {}

  get id() {
    return nodeId('Repository', 1);
  }
  get name() {
    return this.host.address.repo;
  }
  get nameWithOwner() {
    return `${this.host.address.owner}/${this.host.address.repo}`;
  }
  get url() {
    return this.host.json.repoWebUrl;
  }
  owner() {
    return userModel(this.host, this.host.address.owner);
  }
  defaultBranchRef() {
    return new RefModel(this.host, `refs/heads/${this.host.address.branch}`);
  }

  /** GitHub tries the name as given, then as a branch, then as a tag. */
  async ref({ qualifiedName }: { qualifiedName: string }) {
    const candidates = qualifiedName.startsWith('refs/') ? [qualifiedName] : [`refs/heads/${qualifiedName}`, `refs/tags/${qualifiedName}`];
    for (const name of candidates) if (await this.host.repo.resolveCommit(name)) return new RefModel(this.host, name);
    return null;
  }

  /** By oid, or by a rev-parse expression such as `main:content/company.yaml`. */
  async object({ oid, expression }: { oid?: string | null; expression?: string | null }) {
    const spec = oid ?? expression;
    if (!spec || (oid && !/^[0-9a-f]{4,40}$/.test(oid))) return null;
    return objectModel(this.host, await this.host.repo.object(spec));
  }
}

export class RefModel {
  readonly __typename = 'Ref';

  constructor(
    private readonly host: HostContext,
    private readonly qualifiedName: string,
  ) {}

  get id() {
    return nodeId('Ref', this.qualifiedName);
  }
  get name() {
    return this.qualifiedName.replace(/^refs\/(heads|tags)\//, '');
  }
  get prefix() {
    return /^refs\/(heads|tags)\//.exec(this.qualifiedName)?.[0] ?? 'refs/';
  }
  async target() {
    const oid = await this.host.repo.resolveCommit(this.qualifiedName);
    return oid ? new CommitModel(this.host, oid) : null;
  }
  repository() {
    return new RepositoryModel(this.host);
  }
}

function objectModel(host: HostContext, object: GitObject | null): BlobModel | TreeModel | CommitModel | null {
  switch (object?.type) {
    case 'blob':
      return new BlobModel(host, object);
    case 'tree':
      return new TreeModel(host, object.oid, '');
    case 'commit':
      return new CommitModel(host, object.oid);
    default:
      return null;
  }
}

abstract class GitObjectModel {
  constructor(
    protected readonly host: HostContext,
    readonly oid: string,
  ) {}

  get id() {
    return nodeId('GitObject', this.oid);
  }
  get abbreviatedOid() {
    return this.oid.slice(0, 7);
  }
  get commitUrl() {
    return `${this.host.json.repoWebUrl}/commit/${this.oid}`;
  }
  get commitResourcePath() {
    return `/${this.host.address.owner}/${this.host.address.repo}/commit/${this.oid}`;
  }
  repository() {
    return new RepositoryModel(this.host);
  }
}

/** GitHub cuts `Blob.text` off at 512 KB and says so with `isTruncated`; Sveltia then reads the blob by REST. */
const TEXT_LIMIT = 512 * 1024;

export class BlobModel extends GitObjectModel {
  readonly __typename = 'Blob';

  constructor(
    host: HostContext,
    private readonly object: GitObject,
  ) {
    super(host, object.oid);
  }

  get byteSize() {
    return this.object.size;
  }
  get isBinary() {
    return isBinary(this.object.content);
  }
  get isTruncated() {
    return this.object.size > TEXT_LIMIT;
  }
  get text() {
    return this.isBinary ? null : this.object.content.subarray(0, TEXT_LIMIT).toString('utf8');
  }
}

export class TreeModel extends GitObjectModel {
  readonly __typename = 'Tree';

  constructor(
    host: HostContext,
    oid: string,
    private readonly path: string,
  ) {
    super(host, oid);
  }

  async entries() {
    const entries = (await this.host.repo.lsTree(this.oid, false)) ?? [];
    return entries.map((entry) => new TreeEntryModel(this.host, { ...entry, path: this.path ? `${this.path}/${entry.path}` : entry.path }));
  }
}

export class TreeEntryModel {
  readonly isGenerated = false;

  constructor(
    private readonly host: HostContext,
    private readonly entry: TreeEntry,
  ) {}

  get name() {
    return this.entry.path.split('/').at(-1) ?? '';
  }
  get path() {
    return this.entry.path;
  }
  get oid() {
    return this.entry.oid;
  }
  /** GitHub gives the mode as a number: 33188 for git's 100644. */
  get mode() {
    return Number.parseInt(this.entry.mode, 8);
  }
  get type() {
    return this.entry.type;
  }
  get size() {
    return this.entry.size ?? 0;
  }
  get extension() {
    return /\.[^./]+$/.exec(this.name)?.[0] ?? null;
  }
  async object() {
    if (this.entry.type === 'tree') return new TreeModel(this.host, this.entry.oid, this.entry.path);
    return objectModel(this.host, await this.host.repo.object(this.entry.oid));
  }
  repository() {
    return new RepositoryModel(this.host);
  }
}

export class GitActorModel {
  constructor(
    private readonly host: HostContext,
    private readonly signature: Signature,
  ) {}

  get name() {
    return this.signature.name;
  }
  get email() {
    return this.signature.email;
  }
  get date() {
    return gitTimestamp(this.signature);
  }
  avatarUrl() {
    return this.host.json.avatarUrl(this.host.accounts.byEmail(this.signature.email)?.id ?? 0);
  }
  /** The account whose e-mail address wrote the commit, as GitHub links them; null for anyone else. */
  user() {
    const account = this.host.accounts.byEmail(this.signature.email);
    return account ? new UserModel(this.host, account) : null;
  }
}

interface HistoryArgs extends PageArgs {
  path?: string | null;
  since?: string | null;
  until?: string | null;
}

export class CommitModel extends GitObjectModel {
  readonly __typename = 'Commit';
  private loaded: Promise<CommitObject> | undefined;

  private info(): Promise<CommitObject> {
    this.loaded ??= this.host.repo.commit(this.oid).then((commit) => {
      if (!commit) throw new Error(`No commit ${this.oid} in the repository.`);
      return commit;
    });
    return this.loaded;
  }

  get url() {
    return this.commitUrl;
  }
  async message() {
    return (await this.info()).message;
  }
  async messageHeadline() {
    return (await this.info()).message.split('\n')[0] ?? '';
  }
  async messageBody() {
    const message = (await this.info()).message;
    const split = message.indexOf('\n');
    return split < 0 ? '' : message.slice(split + 1).replace(/^\n+/, '');
  }
  async committedDate() {
    return isoSeconds((await this.info()).committer.date);
  }
  async authoredDate() {
    return isoSeconds((await this.info()).author.date);
  }
  async author() {
    return new GitActorModel(this.host, (await this.info()).author);
  }
  async committer() {
    return new GitActorModel(this.host, (await this.info()).committer);
  }
  async parents(args: PageArgs) {
    const { parents } = await this.info();
    return paginate(
      parents.map((oid) => new CommitModel(this.host, oid)),
      args,
      'parents',
    );
  }
  async tree() {
    return new TreeModel(this.host, (await this.info()).tree, '');
  }
  async file({ path }: { path: string }) {
    const entry = await this.host.repo.entry(this.oid, path);
    return entry ? new TreeEntryModel(this.host, entry) : null;
  }

  /**
   * `git log` from this commit, a page at a time. GitHub's cursor for history is `<oid> <index>`,
   * which is also what `after` takes back.
   */
  async history({ first, last, after, path, since, until }: HistoryArgs) {
    checkPage({ first, last }, 'history');
    if (first == null) throw new TypedGraphQLError('UNPROCESSABLE', 'Paginating `history` backwards with `last` is not supported.');
    let skip = 0;
    if (after) {
      const match = /^[0-9a-f]{40} (\d+)$/.exec(after);
      if (!match) throw new TypedGraphQLError('INVALID_CURSOR_ARGUMENTS', `\`${after}\` does not appear to be a valid cursor.`);
      skip = Number(match[1]) + 1;
    }
    const { repo } = this.host;
    const query = { path: path || undefined, since: since || undefined, until: until || undefined };
    // A file's last commit, which Sveltia asks for every file at once, shares one walk with the others'.
    const lastOnly = first === 1 && !skip && !!query.path && !query.since && !query.until;
    // Otherwise one more than asked for tells whether there is a next page.
    const oids = lastOnly
      ? [await repo.lastCommitFor(this.oid, query.path ?? '')].filter((oid) => oid !== null)
      : await repo.history(this.oid, query, skip, first + 1);
    const edges = oids.slice(0, first).map((oid, i) => ({ node: new CommitModel(this.host, oid), cursor: `${this.oid} ${skip + i}` }));
    return {
      edges,
      nodes: edges.map(({ node }) => node),
      totalCount: () => repo.historyCount(this.oid, query),
      pageInfo: async () => ({
        hasNextPage: lastOnly ? (await repo.history(this.oid, query, 0, 2)).length > 1 : oids.length > first,
        hasPreviousPage: skip > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      }),
    };
  }

  /** The commit statuses: null until one has been posted, as on GitHub. */
  status() {
    const latest = this.host.builds.latestStatusesFor(this.oid);
    return latest.length ? new StatusModel(this.host, this.oid, latest) : null;
  }

  deployments({ environments, orderBy, ...page }: PageArgs & { environments?: string[] | null; orderBy?: { direction: string } | null }) {
    const list = this.host.builds
      .listDeployments({ sha: this.oid })
      .reverse()
      .filter((deployment) => !environments?.length || environments.includes(deployment.environment));
    if (orderBy?.direction === 'DESC') list.reverse();
    return paginate(
      list.map((deployment) => new DeploymentModel(this.host, deployment)),
      page,
      'deployments',
    );
  }

  checkSuites({ filterBy, ...page }: PageArgs & { filterBy?: { appId?: number | null; checkName?: string | null } | null }) {
    const { builds, accounts } = this.host;
    const suites = builds
      .checkSuitesFor(this.oid)
      .filter((suite) => !filterBy?.appId || accounts.byLogin(suite.app)?.id === filterBy.appId)
      .filter((suite) => !filterBy?.checkName || builds.runsOfSuite(suite.id).some((run) => run.name === filterBy.checkName));
    return paginate(
      suites.map((suite) => new CheckSuiteModel(this.host, suite)),
      page,
      'checkSuites',
    );
  }
}

export class StatusModel {
  constructor(
    private readonly host: HostContext,
    private readonly sha: string,
    private readonly latest: CommitStatus[],
  ) {}

  get id() {
    return nodeId('Status', this.sha);
  }
  get state() {
    return upper(combinedState(this.latest));
  }
  contexts() {
    return this.latest.map((status) => new StatusContextModel(this.host, status));
  }
  context({ name }: { name: string }) {
    const status = this.latest.find(({ context }) => context === name);
    return status ? new StatusContextModel(this.host, status) : null;
  }
  commit() {
    return new CommitModel(this.host, this.sha);
  }
}

export class StatusContextModel {
  constructor(
    private readonly host: HostContext,
    private readonly status: CommitStatus,
  ) {}

  get id() {
    return nodeId('StatusContext', this.status.id);
  }
  get context() {
    return this.status.context;
  }
  get state() {
    return upper(this.status.state);
  }
  get targetUrl() {
    return this.status.targetUrl;
  }
  get description() {
    return this.status.description;
  }
  get createdAt() {
    return isoSeconds(this.status.createdAt);
  }
  creator() {
    return userModel(this.host, this.status.creator);
  }
  avatarUrl() {
    return this.creator().avatarUrl();
  }
  commit() {
    return new CommitModel(this.host, this.status.sha);
  }
}

/** A deployment's state, from its newest status. */
const DEPLOYMENT_STATE: Record<DeploymentStatus['state'], string> = {
  success: 'ACTIVE',
  inactive: 'INACTIVE',
  error: 'ERROR',
  failure: 'FAILURE',
  pending: 'PENDING',
  queued: 'QUEUED',
  in_progress: 'IN_PROGRESS',
};

export class DeploymentModel {
  constructor(
    private readonly host: HostContext,
    private readonly deployment: Deployment,
  ) {}

  get id() {
    return nodeId('Deployment', this.deployment.id);
  }
  get databaseId() {
    return this.deployment.id;
  }
  get environment() {
    return this.deployment.environment;
  }
  get originalEnvironment() {
    return this.deployment.originalEnvironment;
  }
  get latestEnvironment() {
    return this.deployment.environment;
  }
  get description() {
    return this.deployment.description;
  }
  get task() {
    return this.deployment.task;
  }
  get payload() {
    return JSON.stringify(this.deployment.payload);
  }
  get commitOid() {
    return this.deployment.sha;
  }
  commit() {
    return new CommitModel(this.host, this.deployment.sha);
  }
  /** The branch or tag it was made from; null when it was made from a SHA. */
  ref() {
    const { ref, sha } = this.deployment;
    return sha.startsWith(ref) || !isSafeRevision(ref) ? null : new RepositoryModel(this.host).ref({ qualifiedName: ref });
  }
  get state() {
    const latest = this.host.builds.latestDeploymentStatus(this.deployment.id);
    return latest ? DEPLOYMENT_STATE[latest.state] : 'PENDING';
  }
  latestStatus() {
    const latest = this.host.builds.latestDeploymentStatus(this.deployment.id);
    return latest ? new DeploymentStatusModel(this.host, latest) : null;
  }
  statuses(page: PageArgs) {
    const statuses = this.host.builds.deploymentStatusesFor(this.deployment.id).reverse();
    return paginate(
      statuses.map((status) => new DeploymentStatusModel(this.host, status)),
      page,
      'statuses',
    );
  }
  creator() {
    return userModel(this.host, this.deployment.creator);
  }
  get createdAt() {
    return isoSeconds(this.deployment.createdAt);
  }
  get updatedAt() {
    return isoSeconds(this.deployment.updatedAt);
  }
  repository() {
    return new RepositoryModel(this.host);
  }
}

export class DeploymentStatusModel {
  constructor(
    private readonly host: HostContext,
    private readonly status: DeploymentStatus,
  ) {}

  get id() {
    return nodeId('DeploymentStatus', this.status.id);
  }
  get state() {
    return upper(this.status.state);
  }
  get description() {
    return orNull(this.status.description);
  }
  get environment() {
    return this.status.environment;
  }
  get environmentUrl() {
    return orNull(this.status.environmentUrl);
  }
  get logUrl() {
    return orNull(this.status.logUrl);
  }
  get createdAt() {
    return isoSeconds(this.status.createdAt);
  }
  get updatedAt() {
    return isoSeconds(this.status.updatedAt);
  }
  creator() {
    return userModel(this.host, this.status.creator);
  }
  deployment() {
    const deployment = this.host.builds.deployment(this.status.deploymentId);
    return deployment ? new DeploymentModel(this.host, deployment) : null;
  }
}

export class AppModel {
  readonly __typename = 'App';

  constructor(private readonly account: Account) {}

  get id() {
    return nodeId('App', this.account.id);
  }
  get databaseId() {
    return this.account.id;
  }
  get name() {
    return this.account.login;
  }
  get slug() {
    return this.account.login;
  }
}

export class CheckSuiteModel {
  constructor(
    private readonly host: HostContext,
    private readonly suite: CheckSuite,
  ) {}

  get id() {
    return nodeId('CheckSuite', this.suite.id);
  }
  get databaseId() {
    return this.suite.id;
  }
  get status() {
    return upper(this.host.builds.suiteState(this.suite.id).status);
  }
  get conclusion() {
    const { conclusion } = this.host.builds.suiteState(this.suite.id);
    return conclusion && upper(conclusion);
  }
  app() {
    const account = this.host.accounts.byLogin(this.suite.app);
    return account ? new AppModel(account) : null;
  }
  commit() {
    return new CommitModel(this.host, this.suite.headSha);
  }
  get createdAt() {
    return isoSeconds(this.suite.createdAt);
  }
  get updatedAt() {
    return isoSeconds(this.suite.updatedAt);
  }
  get url() {
    return `${this.host.json.repoWebUrl}/commit/${this.suite.headSha}/checks?check_suite_id=${this.suite.id}`;
  }
  checkRuns({
    filterBy,
    ...page
  }: PageArgs & { filterBy?: { checkName?: string | null; status?: string | null; checkType?: string | null } | null }) {
    let runs = this.host.builds
      .runsOfSuite(this.suite.id)
      .filter((run) => !filterBy?.checkName || run.name === filterBy.checkName)
      .filter((run) => !filterBy?.status || upper(run.status) === filterBy.status);
    // LATEST keeps the newest run of each name.
    if (filterBy?.checkType === 'LATEST') runs = runs.filter((run, i) => !runs.slice(i + 1).some((later) => later.name === run.name));
    return paginate(
      runs.map((run) => new CheckRunModel(this.host, run)),
      page,
      'checkRuns',
    );
  }
}

export class CheckRunModel {
  constructor(
    private readonly host: HostContext,
    private readonly run: CheckRun,
  ) {}

  get id() {
    return nodeId('CheckRun', this.run.id);
  }
  get databaseId() {
    return this.run.id;
  }
  get name() {
    return this.run.name;
  }
  get status() {
    return upper(this.run.status);
  }
  get conclusion() {
    return this.run.conclusion && upper(this.run.conclusion);
  }
  get detailsUrl() {
    return this.run.detailsUrl;
  }
  get externalId() {
    return this.run.externalId;
  }
  get startedAt() {
    return this.run.startedAt && isoSeconds(this.run.startedAt);
  }
  get completedAt() {
    return this.run.completedAt && isoSeconds(this.run.completedAt);
  }
  get summary() {
    return this.run.output.summary;
  }
  get title() {
    return this.run.output.title;
  }
  get text() {
    return this.run.output.text;
  }
  get url() {
    return `${this.host.json.repoWebUrl}/runs/${this.run.id}`;
  }
  get permalink() {
    return this.url;
  }
  checkSuite() {
    const suite = this.host.builds.checkSuitesFor(this.run.headSha).find(({ id }) => id === this.run.suiteId);
    return suite && new CheckSuiteModel(this.host, suite);
  }
}

interface CreateCommitOnBranchInput {
  branch: { branchName?: string | null; id?: string | null; repositoryNameWithOwner?: string | null };
  clientMutationId?: string | null;
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[] | null; deletions?: { path: string }[] | null } | null;
  message: { headline: string; body?: string | null };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The root fields: `repository`, `viewer` and the `createCommitOnBranch` mutation. */
export const rootValue = {
  repository({ owner, name }: { owner: string; name: string }, { host }: RequestContext) {
    const { address } = host;
    if (owner.toLowerCase() !== address.owner.toLowerCase() || name.toLowerCase() !== address.repo.toLowerCase()) {
      throw new TypedGraphQLError('NOT_FOUND', `Could not resolve to a Repository with the name '${owner}/${name}'.`);
    }
    return new RepositoryModel(host);
  },

  viewer(_args: unknown, { host, viewer }: RequestContext) {
    return new UserModel(host, viewer);
  },

  /**
   * A commit of base64 additions and deletions on top of `expectedHeadOid`, made in the working
   * copy, authored by the signed-in account. A head that has moved is refused as GitHub refuses it.
   */
  async createCommitOnBranch({ input }: { input: CreateCommitOnBranchInput }, { host, viewer }: RequestContext) {
    const { address } = host;
    const nameWithOwner = input.branch.repositoryNameWithOwner;
    if (!nameWithOwner || nameWithOwner.toLowerCase() !== `${address.owner}/${address.repo}`.toLowerCase()) {
      throw new TypedGraphQLError('NOT_FOUND', `Could not resolve to a Repository with the name '${nameWithOwner ?? ''}'.`);
    }
    const branch = (input.branch.branchName ?? '').replace(/^refs\/heads\//, '');
    const additions = (input.fileChanges?.additions ?? []).map(({ path, contents }) => {
      const text = contents.replace(/[\r\n]/g, '');
      if (!BASE64.test(text)) throw new TypedGraphQLError('UNPROCESSABLE', `The contents of "${path}" are not valid Base64.`);
      return { path, contents: Buffer.from(text, 'base64') };
    });
    const deletions = (input.fileChanges?.deletions ?? []).map(({ path }) => path);
    const message = input.message.body ? `${input.message.headline}\n\n${input.message.body}` : input.message.headline;
    let oid: string;
    try {
      oid = await host.workingCopy.commit({
        branch,
        expectedHeadOid: input.expectedHeadOid,
        additions,
        deletions,
        message,
        author: { name: viewer.name || viewer.login, email: viewer.email },
      });
    } catch (error) {
      if (error instanceof CommitRefusedError) throw new TypedGraphQLError(error.type, error.message);
      throw error;
    }
    host.afterCommit({ sha: oid, message, files: [...additions.map(({ path }) => path), ...deletions] });
    return {
      clientMutationId: input.clientMutationId ?? null,
      commit: new CommitModel(host, oid),
      ref: new RefModel(host, `refs/heads/${branch}`),
    };
  },
};
