/** What every part of one host shares: where it is, its repository, its accounts and its build statuses. */
import type { BuildStatuses } from './build-statuses.js';
import type { GitRepo } from './git-repo.js';
import type { Accounts, GitHubJson, HostAddress } from './github-json.js';
import type { WorkingCopy } from './working-copy.js';

export interface CommitEvent {
  sha: string;
  message: string;
  /** The paths the commit added, changed or deleted. */
  files: string[];
}

/** A `repository_dispatch` event, which Sveltia's «Publish changes» button sends to have the site rebuilt. */
export interface DispatchEvent {
  eventType: string;
  clientPayload: unknown;
  sender: string;
}

export interface HostContext {
  address: HostAddress;
  repo: GitRepo;
  workingCopy: WorkingCopy;
  accounts: Accounts;
  json: GitHubJson;
  builds: BuildStatuses;
  afterCommit(event: CommitEvent): void;
  afterDispatch(event: DispatchEvent): void;
}
