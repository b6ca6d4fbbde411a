/**
 * The build status endpoints' behaviour, shared by the REST routes and the host's helpers: refs
 * resolved against the repository, GitHub's refusals, GitHub's JSON.
 */
import { RequestRefusedError } from './build-statuses.js';
import { isFullOid } from './git-repo.js';
import type { HostContext } from './host-context.js';

type Body = Record<string, unknown>;
type Json = Record<string, unknown>;

/** The bodies GitHub's REST API takes for these endpoints (docs.github.com/rest), as the host's helpers take them too. */
export interface StatusBody {
  state: 'error' | 'failure' | 'pending' | 'success';
  target_url?: string | null;
  description?: string | null;
  context?: string;
}

export interface CheckRunBody {
  name: string;
  head_sha: string;
  details_url?: string;
  external_id?: string;
  status?: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  started_at?: string;
  conclusion?: 'action_required' | 'cancelled' | 'failure' | 'neutral' | 'success' | 'skipped' | 'stale' | 'timed_out';
  completed_at?: string;
  output?: { title?: string; summary?: string; text?: string };
}

export type CheckRunUpdate = Partial<Omit<CheckRunBody, 'head_sha'>>;

export interface DeploymentBody {
  ref: string;
  task?: string;
  auto_merge?: boolean;
  required_contexts?: string[];
  payload?: unknown;
  environment?: string;
  description?: string | null;
  transient_environment?: boolean;
  production_environment?: boolean;
}

export interface DeploymentStatusBody {
  state: 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success';
  target_url?: string;
  log_url?: string;
  description?: string;
  environment?: string;
  environment_url?: string;
  auto_inactive?: boolean;
}

/** Conclusions that let a required check pass when a deployment is created. */
const PASSING_CONCLUSIONS = new Set(['success', 'neutral', 'skipped']);

export class BuildApi {
  constructor(private readonly host: HostContext) {}

  /** `POST /repos/{owner}/{repo}/statuses/{sha}` */
  async createStatus(sha: string, body: Body, creator: string): Promise<Json> {
    const commit = await this.commitBySha(sha);
    return this.host.json.status(this.host.builds.createStatus(commit, body, creator));
  }

  /** `GET /repos/{owner}/{repo}/commits/{ref}/status` */
  async combinedStatus(ref: string): Promise<Json> {
    const sha = await this.commitByRef(ref);
    return this.host.json.combinedStatus(sha, this.host.builds.latestStatusesFor(sha));
  }

  /** `GET /repos/{owner}/{repo}/commits/{ref}/statuses` */
  async listStatuses(ref: string): Promise<Json[]> {
    const sha = await this.commitByRef(ref);
    return this.host.builds.statusesFor(sha).map((status) => this.host.json.status(status));
  }

  /** `POST /repos/{owner}/{repo}/check-runs` */
  async createCheckRun(body: Body, creator: string): Promise<Json> {
    const headSha = body.head_sha;
    if (typeof headSha !== 'string') throw new RequestRefusedError(422, `Invalid request.\n\n"head_sha" wasn't supplied.`);
    const sha = await this.commitBySha(headSha);
    return this.host.json.checkRun(this.host.builds.createCheckRun(sha, body, creator));
  }

  /** `PATCH /repos/{owner}/{repo}/check-runs/{id}` */
  updateCheckRun(id: number, body: Body): Json {
    return this.host.json.checkRun(this.host.builds.updateCheckRun(id, body));
  }

  /** `GET /repos/{owner}/{repo}/check-runs/{id}` */
  checkRun(id: number): Json {
    const run = this.host.builds.checkRun(id);
    if (!run) throw new RequestRefusedError(404, 'Not Found');
    return this.host.json.checkRun(run);
  }

  /** `GET /repos/{owner}/{repo}/commits/{ref}/check-runs` */
  async checkRunsFor(ref: string, query: URLSearchParams = new URLSearchParams()): Promise<Json> {
    const sha = await this.commitByRef(ref);
    const runs = this.host.builds
      .checkRunsFor(sha, query.get('filter') === 'all' ? 'all' : 'latest')
      .filter((run) => !query.get('check_name') || run.name === query.get('check_name'))
      .filter((run) => !query.get('status') || run.status === query.get('status'));
    return { total_count: runs.length, check_runs: runs.map((run) => this.host.json.checkRun(run)) };
  }

  /** `POST /repos/{owner}/{repo}/deployments` */
  async createDeployment(body: Body, creator: string): Promise<Json> {
    const ref = body.ref;
    if (typeof ref !== 'string') throw new RequestRefusedError(422, `Invalid request.\n\n"ref" wasn't supplied.`);
    const sha = await this.host.repo.resolveCommit(ref);
    if (!sha) throw new RequestRefusedError(422, `No ref found for: ${ref}`);
    this.checkRequiredContexts(sha, ref, body.required_contexts);
    return this.host.json.deployment(this.host.builds.createDeployment(sha, ref, body, creator));
  }

  /** `GET /repos/{owner}/{repo}/deployments?sha=&ref=&task=&environment=` */
  listDeployments(query: URLSearchParams = new URLSearchParams()): Json[] {
    const filter = { sha: query.get('sha'), ref: query.get('ref'), task: query.get('task'), environment: query.get('environment') };
    return this.host.builds.listDeployments(filter).map((deployment) => this.host.json.deployment(deployment));
  }

  /** `GET /repos/{owner}/{repo}/deployments/{id}` */
  deployment(id: number): Json {
    const deployment = this.host.builds.deployment(id);
    if (!deployment) throw new RequestRefusedError(404, 'Not Found');
    return this.host.json.deployment(deployment);
  }

  /** `POST /repos/{owner}/{repo}/deployments/{id}/statuses` */
  createDeploymentStatus(id: number, body: Body, creator: string): Json {
    return this.host.json.deploymentStatus(this.host.builds.createDeploymentStatus(id, body, creator));
  }

  /** `GET /repos/{owner}/{repo}/deployments/{id}/statuses` */
  deploymentStatuses(id: number): Json[] {
    if (!this.host.builds.deployment(id)) throw new RequestRefusedError(404, 'Not Found');
    return this.host.builds.deploymentStatusesFor(id).map((status) => this.host.json.deploymentStatus(status));
  }

  /** `GET /repos/{owner}/{repo}/deployments/{id}/statuses/{status_id}` */
  deploymentStatus(id: number, statusId: number): Json {
    const status = this.host.builds.deploymentStatusesFor(id).find((candidate) => candidate.id === statusId);
    if (!status) throw new RequestRefusedError(404, 'Not Found');
    return this.host.json.deploymentStatus(status);
  }

  /** A status or a check run is posted against a commit's full SHA. */
  private async commitBySha(sha: string): Promise<string> {
    const commit = isFullOid(sha) ? await this.host.repo.resolveCommit(sha) : null;
    if (!commit) throw new RequestRefusedError(422, `No commit found for SHA: ${sha}`);
    return commit;
  }

  /** `{ref}` in a path is a SHA, a branch or a tag. */
  private async commitByRef(ref: string): Promise<string> {
    const commit = await this.host.repo.resolveCommit(ref);
    if (!commit) throw new RequestRefusedError(422, `No commit found for SHA: ${ref}`);
    return commit;
  }

  /**
   * GitHub creates a deployment only once the commit's checks pass: every context, unless
   * `required_contexts` lists the ones that count (Vercel sends an empty list).
   */
  private checkRequiredContexts(sha: string, ref: string, required: unknown): void {
    const checks = [
      ...this.host.builds.latestStatusesFor(sha).map(({ context, state }) => ({ context, state, passed: state === 'success' })),
      ...this.host.builds.checkRunsFor(sha).map(({ name, status, conclusion }) => ({
        context: name,
        state: conclusion ?? status,
        passed: status === 'completed' && PASSING_CONCLUSIONS.has(conclusion ?? ''),
      })),
    ];
    const counted = Array.isArray(required) ? checks.filter(({ context }) => required.includes(context)) : checks;
    const missing = Array.isArray(required) ? required.filter((context) => !checks.some((check) => check.context === context)) : [];
    const failing = [
      ...counted.filter(({ passed }) => !passed).map(({ context, state }) => ({ context, state })),
      ...missing.map((context) => ({ context, state: 'missing' })),
    ];
    if (failing.length) {
      throw new RequestRefusedError(409, `Conflict: Commit status checks failed for ${ref}.`, [
        { contexts: failing, resource: 'Deployment', field: 'required_contexts', code: 'invalid' },
      ]);
    }
  }
}
