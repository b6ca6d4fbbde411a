/**
 * After a save, the editor says whether the site was rebuilt and published, or why not (issue
 * 38), in a panel of its own: it reads what the host reports on the saved commit, through the
 * staff member's own sign-in, until the build is done or has failed; a failed build links to its
 * log. On opening the editor, a last publish that failed or is still building is shown too.
 */
import { getBackend, hostGet } from './backend.js';
import {
  isSettled,
  publishVerdict,
  type CheckRun,
  type CommitStatus,
  type DeploymentReport,
  type HostReports,
  type PublishVerdict,
} from './lib/publish-state.js';
import { say } from './words.js';

const POLL_MS = 4_000;
/** A build longer than this is not waited for; the panel says what it last knew. */
const GIVE_UP_MS = 20 * 60_000;
/** The commit being watched, so a reload of the editor keeps watching it. */
const STORAGE_KEY = 'site-editor.publishing';

async function reportsFor(sha: string): Promise<HostReports> {
  const { repo } = await getBackend();
  const [combined, checks, deployments] = await Promise.all([
    hostGet<{ statuses: CommitStatus[] }>(`/repos/${repo}/commits/${sha}/status`).catch(() => ({ statuses: [] })),
    hostGet<{ check_runs: CheckRun[] }>(`/repos/${repo}/commits/${sha}/check-runs`).catch(() => ({ check_runs: [] })),
    hostGet<{ id: number; environment: string }[]>(`/repos/${repo}/deployments?sha=${sha}`).catch(() => []),
  ]);
  const reports = await Promise.all(
    deployments.map(async (deployment): Promise<DeploymentReport> => {
      const [latest] = await hostGet<Omit<DeploymentReport, 'environment'>[]>(`/repos/${repo}/deployments/${deployment.id}/statuses`).catch(
        () => [],
      );
      return { environment: deployment.environment, ...latest };
    }),
  );
  return { statuses: combined.statuses, checkRuns: checks.check_runs, deployments: reports };
}

let panel: HTMLElement | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const time = (date: Date) => date.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** How long «Готово» stays up: long enough to read, then the form is all the staff's again. */
const DONE_SHOWN_MS = 30_000;
let hideDone: ReturnType<typeof setTimeout> | undefined;

function hidePanel(): void {
  panel?.remove();
  panel = undefined;
}

/**
 * Shows the verdict in the panel, made on first use: a live region that screen readers announce.
 * It is kept small (a line or two, in the margin beside the form on a desk) so that it covers no
 * field while the site builds; only a failed build, which needs the staff's attention, says more.
 */
function show(verdict: PublishVerdict, siteUrl: string): void {
  if (!panel) {
    panel = element('section', { className: 'site-publish', role: 'status' });
    panel.setAttribute('aria-live', 'polite');
    panel.setAttribute('aria-label', say('publishTitle'));
    document.body.append(panel);
  }
  clearTimeout(hideDone);
  const lines: (Node | string)[] = [];
  switch (verdict.kind) {
    case 'waiting':
      lines.push(element('p', {}, say('publishWaiting')));
      break;
    case 'silent':
      lines.push(element('p', {}, say('publishSilent')));
      break;
    case 'building':
      lines.push(element('p', {}, say('publishBuilding')));
      break;
    case 'published':
      lines.push(
        element(
          'p',
          {},
          say('publishDone', { time: time(new Date()) }),
          ' ',
          element('a', { href: verdict.url ?? siteUrl, target: '_blank', rel: 'noopener' }, say('publishOpenSite')),
        ),
      );
      hideDone = setTimeout(hidePanel, DONE_SHOWN_MS);
      break;
    case 'failed':
      lines.push(
        element('h2', {}, say('publishTitle')),
        element('p', { className: 'site-publish__failed' }, say('publishFailed', { by: verdict.by })),
        element('p', {}, say('publishFailedWhat')),
        ...(verdict.log
          ? [element('p', {}, element('a', { href: verdict.log, target: '_blank', rel: 'noopener' }, say('publishLog')))]
          : []),
      );
      break;
  }
  const close = element('button', { type: 'button', className: 'site-button site-publish__close' }, say('publishClose'));
  close.addEventListener('click', hidePanel);
  panel.dataset.state = verdict.kind;
  panel.replaceChildren(element('div', { className: 'site-publish__text' }, ...lines), close);
}

let watching: string | undefined;

/** Watches a commit until the host says it is published or failed. */
async function watch(sha: string, savedAt: number): Promise<void> {
  watching = sha;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ sha, savedAt }));
  const { siteUrl } = await getBackend();
  for (;;) {
    if (watching !== sha) return;
    const verdict = publishVerdict(
      await reportsFor(sha).catch(() => ({ statuses: [], checkRuns: [], deployments: [] })),
      Date.now() - savedAt,
    );
    show(verdict, siteUrl);
    if (isSettled(verdict) || Date.now() - savedAt > GIVE_UP_MS) {
      sessionStorage.removeItem(STORAGE_KEY);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The branch's latest commit, which a save has just put there (GitHub's combined status of a branch names its commit). */
async function branchHead(): Promise<string> {
  const { repo, branch } = await getBackend();
  return (await hostGet<{ sha: string }>(`/repos/${repo}/commits/${encodeURIComponent(branch)}/status`)).sha;
}

/** After a save (Sveltia's postSave event): watch the commit it made. */
export async function watchSave(): Promise<void> {
  await watch(await branchHead(), Date.now());
}

/** On opening the editor: keep watching a save in progress, or say that the last publish failed or is building. */
export async function showLastPublish(): Promise<void> {
  const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { sha: string; savedAt: number } | null;
  if (kept) return watch(kept.sha, kept.savedAt);
  const sha = await branchHead();
  const verdict = publishVerdict(await reportsFor(sha), 0);
  if (verdict.kind === 'failed' || verdict.kind === 'building') await watch(sha, Date.now());
}
