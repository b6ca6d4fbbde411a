/**
 * Build statuses as a CI/CD provider reports them to GitHub: commit statuses, check runs (in
 * check suites) and deployments with their statuses. Vercel, for one, posts a commit status and a
 * deployment per build. Kept in memory, per host; the REST routes, the GraphQL `Commit` fields
 * and the host's helpers all read and write this one store.
 */

export type StatusState = 'error' | 'failure' | 'pending' | 'success';
export type CheckStatus = 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
export type CheckConclusion = 'action_required' | 'cancelled' | 'failure' | 'neutral' | 'success' | 'skipped' | 'stale' | 'timed_out';
export type DeploymentStatusState = 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success';

const STATUS_STATES: readonly StatusState[] = ['error', 'failure', 'pending', 'success'];
const CHECK_STATUSES: readonly CheckStatus[] = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const CHECK_CONCLUSIONS: readonly CheckConclusion[] = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
];
const DEPLOYMENT_STATES: readonly DeploymentStatusState[] = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'];

export interface CommitStatus {
  id: number;
  sha: string;
  state: StatusState;
  targetUrl: string | null;
  description: string | null;
  context: string;
  createdAt: Date;
  updatedAt: Date;
  creator: string;
}

export interface CheckRunOutput {
  title: string | null;
  summary: string | null;
  text: string | null;
}

export interface CheckRun {
  id: number;
  suiteId: number;
  headSha: string;
  name: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  detailsUrl: string | null;
  externalId: string;
  startedAt: Date | null;
  completedAt: Date | null;
  output: CheckRunOutput;
  creator: string;
}

/** GitHub groups check runs per app and commit; here each signed-in account is an app. */
export interface CheckSuite {
  id: number;
  headSha: string;
  app: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface Deployment {
  id: number;
  sha: string;
  ref: string;
  task: string;
  payload: unknown;
  environment: string;
  originalEnvironment: string;
  description: string;
  transientEnvironment: boolean;
  productionEnvironment: boolean;
  createdAt: Date;
  updatedAt: Date;
  creator: string;
}

export interface DeploymentStatus {
  id: number;
  deploymentId: number;
  state: DeploymentStatusState;
  description: string;
  environment: string;
  environmentUrl: string;
  logUrl: string;
  createdAt: Date;
  updatedAt: Date;
  creator: string;
}

/** A request GitHub would refuse with a 4xx; `errors` is its `errors` list, when it gives one. */
export class RequestRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

const invalid = (detail: string) => new RequestRefusedError(422, `Invalid request.\n\n${detail}`);

function optionalString(body: Body, key: string): string | null | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string') return value;
  throw invalid(`For '${key}', ${JSON.stringify(value)} is not a string or null.`);
}

function requiredString(body: Body, key: string): string {
  const value = optionalString(body, key);
  if (value === undefined || value === null) throw invalid(`"${key}" wasn't supplied.`);
  return value;
}

function oneOf<T extends string>(body: Body, key: string, allowed: readonly T[]): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(`For '${key}', ${JSON.stringify(value)} is not one of ${allowed.join(', ')}.`);
}

function optionalDate(body: Body, key: string): Date | undefined {
  const value = optionalString(body, key);
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid(`For '${key}', ${JSON.stringify(value)} is not a timestamp.`);
  return date;
}

function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  throw invalid(`For '${key}', ${JSON.stringify(value)} is not a boolean.`);
}

/** The combined state GitHub reports: failure beats pending beats success; no status at all is pending. */
export function combinedState(latest: readonly CommitStatus[]): StatusState {
  if (latest.some(({ state }) => state === 'error' || state === 'failure')) return 'failure';
  if (!latest.length || latest.some(({ state }) => state === 'pending')) return 'pending';
  return 'success';
}

/** A check suite's conclusion: the gravest of its runs', once every run has completed. */
const CONCLUSION_ORDER: readonly CheckConclusion[] = [
  'action_required',
  'cancelled',
  'timed_out',
  'failure',
  'stale',
  'neutral',
  'success',
  'skipped',
];

export class BuildStatuses {
  private nextId = 1;
  private readonly statuses: CommitStatus[] = [];
  private readonly suites: CheckSuite[] = [];
  private readonly runs: CheckRun[] = [];
  private readonly deployments: Deployment[] = [];
  private readonly deploymentStatuses: DeploymentStatus[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  // Commit statuses

  createStatus(sha: string, body: Body, creator: string): CommitStatus {
    const state = oneOf(body, 'state', STATUS_STATES);
    if (!state) throw invalid(`"state" wasn't supplied.`);
    const now = this.now();
    const status: CommitStatus = {
      id: this.id(),
      sha,
      state,
      targetUrl: optionalString(body, 'target_url') ?? null,
      description: optionalString(body, 'description') ?? null,
      context: optionalString(body, 'context') || 'default',
      createdAt: now,
      updatedAt: now,
      creator,
    };
    this.statuses.push(status);
    return status;
  }

  /** Every status of a commit, newest first. */
  statusesFor(sha: string): CommitStatus[] {
    return this.statuses.filter((status) => status.sha === sha).reverse();
  }

  /** The newest status of each context, in the order the contexts first reported. */
  latestStatusesFor(sha: string): CommitStatus[] {
    const latest = new Map<string, CommitStatus>();
    for (const status of this.statuses) if (status.sha === sha) latest.set(status.context, status);
    return [...latest.values()];
  }

  // Check runs

  createCheckRun(headSha: string, body: Body, creator: string): CheckRun {
    const name = requiredString(body, 'name');
    let suite = this.suites.find((candidate) => candidate.headSha === headSha && candidate.app === creator);
    const now = this.now();
    if (!suite) {
      suite = { id: this.id(), headSha, app: creator, createdAt: now, updatedAt: now };
      this.suites.push(suite);
    }
    const run: CheckRun = {
      id: this.id(),
      suiteId: suite.id,
      headSha,
      name,
      status: 'queued',
      conclusion: null,
      detailsUrl: null,
      externalId: '',
      startedAt: now,
      completedAt: null,
      output: { title: null, summary: null, text: null },
      creator,
    };
    this.applyCheckRun(run, body);
    this.runs.push(run);
    return run;
  }

  updateCheckRun(id: number, body: Body): CheckRun {
    const run = this.checkRun(id);
    if (!run) throw new RequestRefusedError(404, 'Not Found');
    if (body.name !== undefined) run.name = requiredString(body, 'name');
    this.applyCheckRun(run, body);
    return run;
  }

  checkRun(id: number): CheckRun | undefined {
    return this.runs.find((run) => run.id === id);
  }

  /** A commit's check runs, newest first; `latest` keeps only the newest run of each name, as GitHub does by default. */
  checkRunsFor(sha: string, filter: 'latest' | 'all' = 'latest'): CheckRun[] {
    const runs = this.runs.filter((run) => run.headSha === sha).reverse();
    if (filter === 'all') return runs;
    const seen = new Set<string>();
    return runs.filter(({ name }) => !seen.has(name) && seen.add(name));
  }

  checkSuitesFor(sha: string): CheckSuite[] {
    return this.suites.filter((suite) => suite.headSha === sha);
  }

  runsOfSuite(suiteId: number): CheckRun[] {
    return this.runs.filter((run) => run.suiteId === suiteId);
  }

  suiteState(suiteId: number): { status: CheckStatus; conclusion: CheckConclusion | null } {
    const runs = this.runsOfSuite(suiteId);
    if (runs.some(({ status }) => status !== 'completed')) {
      return { status: runs.some(({ status }) => status === 'in_progress') ? 'in_progress' : 'queued', conclusion: null };
    }
    const conclusion = CONCLUSION_ORDER.find((candidate) => runs.some((run) => run.conclusion === candidate)) ?? null;
    return { status: 'completed', conclusion };
  }

  // Deployments

  createDeployment(sha: string, ref: string, body: Body, creator: string): Deployment {
    const environment = optionalString(body, 'environment') || 'production';
    const payload = body.payload;
    const now = this.now();
    const deployment: Deployment = {
      id: this.id(),
      sha,
      ref,
      task: optionalString(body, 'task') || 'deploy',
      // GitHub takes the payload as an object or as a string of JSON.
      payload: typeof payload === 'string' ? parseJsonOr(payload) : (payload ?? {}),
      environment,
      originalEnvironment: environment,
      description: optionalString(body, 'description') ?? '',
      transientEnvironment: optionalBoolean(body, 'transient_environment') ?? false,
      productionEnvironment: optionalBoolean(body, 'production_environment') ?? environment === 'production',
      createdAt: now,
      updatedAt: now,
      creator,
    };
    this.deployments.push(deployment);
    return deployment;
  }

  deployment(id: number): Deployment | undefined {
    return this.deployments.find((deployment) => deployment.id === id);
  }

  /** Deployments, newest first, filtered as `GET /deployments` filters them. */
  listDeployments(
    filter: { sha?: string | null; ref?: string | null; task?: string | null; environment?: string | null } = {},
  ): Deployment[] {
    return this.deployments
      .filter(
        (deployment) =>
          (!filter.sha || deployment.sha === filter.sha) &&
          (!filter.ref || deployment.ref === filter.ref) &&
          (!filter.task || deployment.task === filter.task) &&
          (!filter.environment || deployment.environment === filter.environment),
      )
      .reverse();
  }

  createDeploymentStatus(deploymentId: number, body: Body, creator: string): DeploymentStatus {
    const deployment = this.deployment(deploymentId);
    if (!deployment) throw new RequestRefusedError(404, 'Not Found');
    const state = oneOf(body, 'state', DEPLOYMENT_STATES);
    if (!state) throw invalid(`"state" wasn't supplied.`);
    const environment = optionalString(body, 'environment');
    if (environment) deployment.environment = environment;
    const now = this.now();
    const status: DeploymentStatus = {
      id: this.id(),
      deploymentId,
      state,
      description: optionalString(body, 'description') ?? '',
      environment: deployment.environment,
      environmentUrl: optionalString(body, 'environment_url') ?? '',
      // `log_url` is the newer name of `target_url`; GitHub reports the one given under both.
      logUrl: optionalString(body, 'log_url') ?? optionalString(body, 'target_url') ?? '',
      createdAt: now,
      updatedAt: now,
      creator,
    };
    deployment.updatedAt = now;
    // A successful deployment retires the earlier ones to its environment that are neither
    // production nor transient, unless asked not to (GitHub's `auto_inactive`).
    if (state === 'success' && optionalBoolean(body, 'auto_inactive') !== false) {
      for (const earlier of this.deployments) {
        if (earlier.id === deploymentId || earlier.environment !== deployment.environment) continue;
        if (earlier.productionEnvironment || earlier.transientEnvironment) continue;
        if (this.latestDeploymentStatus(earlier.id)?.state !== 'success') continue;
        this.deploymentStatuses.push({
          ...status,
          id: this.id(),
          deploymentId: earlier.id,
          state: 'inactive',
          environmentUrl: '',
          logUrl: '',
        });
      }
    }
    this.deploymentStatuses.push(status);
    return status;
  }

  /** A deployment's statuses, newest first. */
  deploymentStatusesFor(deploymentId: number): DeploymentStatus[] {
    return this.deploymentStatuses.filter((status) => status.deploymentId === deploymentId).reverse();
  }

  latestDeploymentStatus(deploymentId: number): DeploymentStatus | undefined {
    return this.deploymentStatusesFor(deploymentId)[0];
  }

  private applyCheckRun(run: CheckRun, body: Body): void {
    const status = oneOf(body, 'status', CHECK_STATUSES);
    const conclusion = oneOf(body, 'conclusion', CHECK_CONCLUSIONS);
    const detailsUrl = optionalString(body, 'details_url');
    const externalId = optionalString(body, 'external_id');
    const startedAt = optionalDate(body, 'started_at');
    const completedAt = optionalDate(body, 'completed_at');
    const output = body.output;
    if (output !== undefined && (typeof output !== 'object' || output === null))
      throw invalid(`For 'output', ${JSON.stringify(output)} is not an object.`);
    if (status === 'completed' && !conclusion && !run.conclusion) throw invalid(`"conclusion" wasn't supplied.`);
    if (detailsUrl !== undefined) run.detailsUrl = detailsUrl;
    if (externalId !== undefined) run.externalId = externalId ?? '';
    if (startedAt) run.startedAt = startedAt;
    if (status) run.status = status;
    if (status && status !== 'completed') {
      run.conclusion = null;
      run.completedAt = null;
    }
    // A conclusion completes the run, as on GitHub.
    if (conclusion) {
      run.conclusion = conclusion;
      run.status = 'completed';
    }
    if (run.status === 'completed') run.completedAt = completedAt ?? run.completedAt ?? this.now();
    if (output) {
      const given = output as Body;
      run.output = {
        title: optionalString(given, 'title') ?? run.output.title,
        summary: optionalString(given, 'summary') ?? run.output.summary,
        text: optionalString(given, 'text') ?? run.output.text,
      };
    }
    const suite = this.suites.find(({ id }) => id === run.suiteId);
    if (suite) suite.updatedAt = this.now();
  }

  private id(): number {
    const id = this.nextId;
    this.nextId += 1;
    return id;
  }
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
