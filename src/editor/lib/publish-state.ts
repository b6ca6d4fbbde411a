/**
 * Whether a save reached the site, from what the host reports on its commit (issue 38): Vercel
 * posts a commit status and a GitHub deployment for each build, other hosts a check run. Pure:
 * the reports come in, a verdict comes out (src/editor/publish-status.ts asks and shows it).
 */

/** GitHub's commit statuses (`GET /repos/{repo}/commits/{ref}/status`). */
export interface CommitStatus {
  state: 'pending' | 'success' | 'failure' | 'error';
  context: string;
  target_url?: string | null;
  description?: string | null;
}

/** GitHub's check runs (`GET /repos/{repo}/commits/{ref}/check-runs`). */
export interface CheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | string;
  conclusion?: string | null;
  details_url?: string | null;
  html_url?: string | null;
}

/** A GitHub deployment of the commit with its latest status (`GET /repos/{repo}/deployments/{id}/statuses`). */
export interface DeploymentReport {
  environment: string;
  state?: 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success' | string;
  log_url?: string | null;
  target_url?: string | null;
  environment_url?: string | null;
}

export interface HostReports {
  statuses: readonly CommitStatus[];
  checkRuns: readonly CheckRun[];
  deployments: readonly DeploymentReport[];
}

export type PublishVerdict =
  | { kind: 'waiting' }
  | { kind: 'silent' }
  | { kind: 'building'; by: string }
  | { kind: 'published'; by: string; url?: string }
  | { kind: 'failed'; by: string; log?: string };

/** How long a host may take to say it started: after that, staff are told nothing came. */
export const SILENCE_MS = 3 * 60_000;

type Signal = { state: 'pending' | 'success' | 'failure'; by: string; url?: string; site?: string };

const FAILED_CHECK = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);

function signals({ statuses, checkRuns, deployments }: HostReports): Signal[] {
  // A deployment is the host saying where the site went: when there is one, it decides.
  const deployed = deployments.filter((deployment) => deployment.state && deployment.state !== 'inactive');
  if (deployed.length)
    return deployed.map((deployment) => ({
      state:
        deployment.state === 'success' ? 'success' : deployment.state === 'error' || deployment.state === 'failure' ? 'failure' : 'pending',
      by: deployment.environment,
      url: deployment.log_url ?? deployment.target_url ?? undefined,
      site: deployment.environment_url ?? undefined,
    }));
  return [
    ...statuses.map((status): Signal => ({
      state: status.state === 'success' ? 'success' : status.state === 'pending' ? 'pending' : 'failure',
      by: status.context,
      url: status.target_url ?? undefined,
    })),
    ...checkRuns
      .filter((run) => run.conclusion !== 'skipped' && run.conclusion !== 'neutral')
      .map((run): Signal => ({
        state: run.status !== 'completed' ? 'pending' : FAILED_CHECK.has(run.conclusion ?? '') ? 'failure' : 'success',
        by: run.name,
        url: run.details_url ?? run.html_url ?? undefined,
      })),
  ];
}

/** The verdict on a commit, `elapsedMs` after it was saved. */
export function publishVerdict(reports: HostReports, elapsedMs: number): PublishVerdict {
  const all = signals(reports);
  const failed = all.find((signal) => signal.state === 'failure');
  if (failed) return { kind: 'failed', by: failed.by, ...(failed.url ? { log: failed.url } : {}) };
  const pending = all.find((signal) => signal.state === 'pending');
  if (pending) return { kind: 'building', by: pending.by };
  const done = all.find((signal) => signal.state === 'success');
  if (done) return { kind: 'published', by: done.by, ...(done.site ? { url: done.site } : {}) };
  return elapsedMs < SILENCE_MS ? { kind: 'waiting' } : { kind: 'silent' };
}

/** Whether the verdict can still change (keep asking). */
export const isSettled = (verdict: PublishVerdict) => verdict.kind === 'published' || verdict.kind === 'failed';
