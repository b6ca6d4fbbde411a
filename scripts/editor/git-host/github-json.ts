/**
 * The accounts the host knows (by token) and the JSON GitHub's REST API answers with, field for
 * field as docs.github.com shows it, so a client reads the same shapes here as from GitHub.
 */
import type { CheckRun, CheckSuite, CommitStatus, Deployment, DeploymentStatus } from './build-statuses.js';
import { combinedState } from './build-statuses.js';

export interface HostUser {
  login: string;
  name: string;
  email: string;
}

export interface Account extends HostUser {
  /** GitHub's numeric user id (`databaseId` in GraphQL). */
  id: number;
}

export class Accounts {
  private readonly tokens = new Map<string, Account>();
  private readonly logins = new Map<string, Account>();

  constructor(users: Record<string, HostUser>) {
    for (const [token, user] of Object.entries(users)) {
      if (!token || !user.login) throw new Error('Each user needs a token and a login.');
      const key = user.login.toLowerCase();
      const account = this.logins.get(key) ?? { ...user, id: this.logins.size + 1 };
      this.logins.set(key, account);
      this.tokens.set(token, account);
    }
    if (!this.tokens.size) throw new Error('The git host needs at least one user.');
  }

  byToken(token: string): Account | undefined {
    return this.tokens.get(token);
  }

  byLogin(login: string): Account | undefined {
    return this.logins.get(login.toLowerCase());
  }

  byEmail(email: string): Account | undefined {
    return [...this.logins.values()].find((account) => account.email.toLowerCase() === email.toLowerCase());
  }

  byId(id: number): Account | undefined {
    return [...this.logins.values()].find((account) => account.id === id);
  }

  first(): Account {
    return [...this.logins.values()][0] as Account;
  }
}

export interface HostAddress {
  owner: string;
  repo: string;
  branch: string;
  /** The host's root, which stands for both github.com and api.github.com. */
  webUrl: string;
  /** Where the REST API is: `<webUrl>/api/v3`, as on GitHub Enterprise Server. */
  apiUrl: string;
}

/** GitHub's timestamps: ISO 8601 in UTC, whole seconds. */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** GitHub's legacy global node ids: base64 of `0<type length>:<Type><id>`. */
export const nodeId = (type: string, id: number | string): string => Buffer.from(`0${type.length}:${type}${id}`).toString('base64');

/** The id the repository's owner is given when no account has its login. */
const OWNER_ID = 1000;

export class GitHubJson {
  constructor(
    private readonly address: HostAddress,
    private readonly accounts: Accounts,
  ) {}

  get repoApiUrl(): string {
    return `${this.address.apiUrl}/repos/${this.address.owner}/${this.address.repo}`;
  }

  get repoWebUrl(): string {
    return `${this.address.webUrl}/${this.address.owner}/${this.address.repo}`;
  }

  avatarUrl(id: number): string {
    return `${this.address.webUrl}/avatars/u/${id}?v=4`;
  }

  simpleUser(login: string): Record<string, unknown> {
    const account = this.accounts.byLogin(login);
    const id = account?.id ?? OWNER_ID;
    const url = `${this.address.apiUrl}/users/${login}`;
    return {
      login,
      id,
      node_id: nodeId('User', id),
      avatar_url: this.avatarUrl(id),
      gravatar_id: '',
      url,
      html_url: `${this.address.webUrl}/${login}`,
      followers_url: `${url}/followers`,
      following_url: `${url}/following{/other_user}`,
      gists_url: `${url}/gists{/gist_id}`,
      starred_url: `${url}/starred{/owner}{/repo}`,
      subscriptions_url: `${url}/subscriptions`,
      organizations_url: `${url}/orgs`,
      repos_url: `${url}/repos`,
      events_url: `${url}/events{/privacy}`,
      received_events_url: `${url}/received_events`,
      type: 'User',
      user_view_type: 'public',
      site_admin: false,
    };
  }

  /** `GET /user`: the signed-in account. */
  user(account: Account): Record<string, unknown> {
    const created = isoSeconds(new Date(0));
    return {
      ...this.simpleUser(account.login),
      name: account.name,
      company: null,
      blog: '',
      location: null,
      email: account.email,
      hireable: null,
      bio: null,
      twitter_username: null,
      notification_email: account.email,
      public_repos: 0,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: created,
      updated_at: created,
    };
  }

  repository(): Record<string, unknown> {
    const { owner, repo, branch } = this.address;
    return {
      id: 1,
      node_id: nodeId('Repository', 1),
      name: repo,
      full_name: `${owner}/${repo}`,
      private: true,
      owner: this.simpleUser(owner),
      html_url: this.repoWebUrl,
      description: null,
      fork: false,
      url: this.repoApiUrl,
      statuses_url: `${this.repoApiUrl}/statuses/{sha}`,
      deployments_url: `${this.repoApiUrl}/deployments`,
      default_branch: branch,
      visibility: 'private',
      permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
    };
  }

  status(status: CommitStatus): Record<string, unknown> {
    return {
      url: `${this.repoApiUrl}/statuses/${status.sha}`,
      avatar_url: this.avatarUrl(this.accounts.byLogin(status.creator)?.id ?? OWNER_ID),
      id: status.id,
      node_id: nodeId('StatusContext', status.id),
      state: status.state,
      description: status.description,
      target_url: status.targetUrl,
      context: status.context,
      created_at: isoSeconds(status.createdAt),
      updated_at: isoSeconds(status.updatedAt),
      creator: this.simpleUser(status.creator),
    };
  }

  /** `GET /commits/{ref}/status`: the newest status of each context and their combined state. */
  combinedStatus(sha: string, latest: CommitStatus[]): Record<string, unknown> {
    const statuses = latest.map((status) => {
      // The combined view leaves the creator out.
      const { creator: _creator, ...rest } = this.status(status);
      return rest;
    });
    return {
      state: combinedState(latest),
      statuses,
      sha,
      total_count: statuses.length,
      repository: this.repository(),
      commit_url: `${this.repoApiUrl}/commits/${sha}`,
      url: `${this.repoApiUrl}/commits/${sha}/status`,
    };
  }

  checkSuiteRef(suite: CheckSuite): Record<string, unknown> {
    return { id: suite.id };
  }

  checkRun(run: CheckRun): Record<string, unknown> {
    return {
      id: run.id,
      head_sha: run.headSha,
      node_id: nodeId('CheckRun', run.id),
      external_id: run.externalId,
      url: `${this.repoApiUrl}/check-runs/${run.id}`,
      html_url: `${this.repoWebUrl}/runs/${run.id}`,
      details_url: run.detailsUrl,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.startedAt && isoSeconds(run.startedAt),
      completed_at: run.completedAt && isoSeconds(run.completedAt),
      output: {
        title: run.output.title,
        summary: run.output.summary,
        text: run.output.text,
        annotations_count: 0,
        annotations_url: `${this.repoApiUrl}/check-runs/${run.id}/annotations`,
      },
      name: run.name,
      check_suite: { id: run.suiteId },
      app: this.app(run.creator),
      pull_requests: [],
    };
  }

  /** Each account that posts check runs stands for a GitHub App of its own. */
  app(login: string): Record<string, unknown> {
    const id = this.accounts.byLogin(login)?.id ?? OWNER_ID;
    return { id, slug: login, node_id: nodeId('App', id), name: login, owner: this.simpleUser(login) };
  }

  deployment(deployment: Deployment): Record<string, unknown> {
    const url = `${this.repoApiUrl}/deployments/${deployment.id}`;
    return {
      url,
      id: deployment.id,
      node_id: nodeId('Deployment', deployment.id),
      sha: deployment.sha,
      ref: deployment.ref,
      task: deployment.task,
      payload: deployment.payload,
      original_environment: deployment.originalEnvironment,
      environment: deployment.environment,
      description: deployment.description,
      creator: this.simpleUser(deployment.creator),
      created_at: isoSeconds(deployment.createdAt),
      updated_at: isoSeconds(deployment.updatedAt),
      statuses_url: `${url}/statuses`,
      repository_url: this.repoApiUrl,
      transient_environment: deployment.transientEnvironment,
      production_environment: deployment.productionEnvironment,
    };
  }

  deploymentStatus(status: DeploymentStatus): Record<string, unknown> {
    const deploymentUrl = `${this.repoApiUrl}/deployments/${status.deploymentId}`;
    return {
      url: `${deploymentUrl}/statuses/${status.id}`,
      id: status.id,
      node_id: nodeId('DeploymentStatus', status.id),
      state: status.state,
      creator: this.simpleUser(status.creator),
      description: status.description,
      environment: status.environment,
      target_url: status.logUrl,
      created_at: isoSeconds(status.createdAt),
      updated_at: isoSeconds(status.updatedAt),
      deployment_url: deploymentUrl,
      repository_url: this.repoApiUrl,
      environment_url: status.environmentUrl,
      log_url: status.logUrl,
    };
  }
}
