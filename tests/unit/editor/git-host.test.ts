/**
 * The local GitHub stand-in behind the staff editor (scripts/editor/git-host/), driven as
 * Sveltia CMS 0.221.1's GitHub backend drives GitHub: the same REST paths and headers, and its
 * GraphQL queries copied from its source (src/lib/services/backends/git/github/*.js), against a
 * throwaway git repository. Saves must be real commits of exactly the changed paths; build
 * statuses posted by REST must read back by REST and through Sveltia's deployment query.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHost, type CommitEvent, type DispatchEvent, type GitHost } from '../../../scripts/editor/git-host/index.js';

const OWNER = 'dealer';
const REPO = 'site';
const BRANCH = 'main';
const STAFF = { token: 'ghp_staff', login: 'staff', name: 'Staff Member', email: 'staff@example.com' };
const BOT = { token: 'ghp_builder', login: 'builder', name: 'Build Bot', email: 'bot@example.com' };

// A PNG header, NUL bytes and every other byte value: what must survive base64 and the disk untouched.
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);
const UPLOAD = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7919) % 256));

let dir: string;
let host: GitHost;
let commits: CommitEvent[];
let dispatched: DispatchEvent[];

const gitEnv = () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Dev One',
    GIT_AUTHOR_EMAIL: 'dev@example.com',
    GIT_COMMITTER_NAME: 'Dev One',
    GIT_COMMITTER_EMAIL: 'dev@example.com',
  };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[name];
  return env;
};
const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, env: gitEnv(), encoding: 'utf8' }).trim();
const gitBytes = (...args: string[]): Buffer => execFileSync('git', args, { cwd: dir, env: gitEnv() });
const write = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
};
const read = (path: string) => readFileSync(join(dir, path));

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'git-host-'));
  git('init', '--quiet', '--initial-branch', BRANCH);
  write('content/cars/alpha.yaml', 'name: Alpha\nprice: 100\n');
  write('content/cars/beta.yaml', 'name: Beta\nprice: 200\n');
  write('public/images/photo.png', PHOTO);
  write('README.md', '# Site\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'First commit');
  write('content/cars/beta.yaml', 'name: Beta\nprice: 250\n');
  git('commit', '--quiet', '-am', 'Beta costs more');
  commits = [];
  dispatched = [];
  host = await startGitHost({
    repoDir: dir,
    owner: OWNER,
    repo: REPO,
    branch: BRANCH,
    users: { [STAFF.token]: STAFF, [BOT.token]: BOT },
    onCommit: (commit) => void commits.push(commit),
    onDispatch: (event) => void dispatched.push(event),
  });
});

afterEach(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---- The client side, as Sveltia writes it (src/lib/services/backends/git/shared/api.js, github/api.js) ----

interface ApiOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  token?: string;
}

/** `fetchAPI`: `<api_root>/api/v3` + path, `Authorization: token <token>`, JSON in and out. */
function fetchAPI(path: string, { method = 'GET', headers = {}, body, token = STAFF.token }: ApiOptions = {}): Promise<Response> {
  return fetch(`${host.url}/api/v3${path}`, {
    method,
    cache: 'no-cache',
    headers: {
      Accept: 'application/json',
      ...headers,
      Authorization: `token ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

// GraphQL answers are read by path, as Sveltia reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

interface GraphQLResult {
  data?: Data | null;
  errors?: { type?: string; message: string; path?: string[] }[];
}

/** `fetchGraphQL`: line breaks folded, `$owner`, `$repo` and `$branch` filled in when the query uses them. */
async function fetchGraphQL(query: string, variables: Record<string, unknown> = {}, token = STAFF.token): Promise<GraphQLResult> {
  const folded = query.replace(/\n\s*/g, ' ');
  for (const [key, value] of Object.entries({ owner: OWNER, repo: REPO, branch: BRANCH })) {
    if (folded.includes(`$${key}`)) variables[key] ??= value;
  }
  const response = await fetch(`${host.url}/api/graphql`, {
    method: 'POST',
    cache: 'no-cache',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `token ${token}` },
    body: JSON.stringify({ query: folded, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLResult;
}

/** `buildAliasedQuery` (github/graphql.js). */
const buildAliasedQuery = (fragments: string[], alias: string, { useBranch = false } = {}) => `
    query($owner: String!, $repo: String!${useBranch ? ', $branch: String!' : ''}) {
      repository(owner: $owner, name: $repo) {
        ${fragments.map((fragment, index) => `${alias}_${index}: ${fragment}`).join('\n')}
      }
    }
  `;

// The queries, copied from Sveltia's source.

/** github/repository.js */
const FETCH_DEFAULT_BRANCH_NAME_QUERY = `
  query($owner: String!, $repo: String!) {
    repository(owner: $owner, name: $repo) {
      defaultBranchRef {
        name
      }
    }
  }
`;

/** github/commits.js */
const FETCH_LAST_COMMIT_QUERY = `
  query($owner: String!, $repo: String!, $branch: String!) {
    repository(owner: $owner, name: $repo) {
      ref(qualifiedName: $branch) {
        target {
          ... on Commit {
            history(first: 1) {
              nodes {
                oid
                message
              }
            }
          }
        }
      }
    }
  }
`;

/** github/files.js: getFileContentsFragment */
const fileContentsFragment = (sha: string) => `object(oid: ${JSON.stringify(sha)}) { ... on Blob { text isTruncated } }`;

/** github/files.js: getFileMetadataFragment */
const fileMetadataFragment = (path: string) => `
  ref(qualifiedName: $branch) {
    target {
      ... on Commit {
        history(first: 1, path: ${JSON.stringify(path)}) {
          nodes {
            author {
              name
              email
              user {
                id: databaseId
                login
              }
            }
            committedDate
          }
        }
      }
    }
  }
`;

/** github/commits.js: fetchFileCommits */
const fileCommitsFragment = (path: string) => `
      ref(qualifiedName: $branch) {
        target {
          ... on Commit {
            history(first: 100, path: ${JSON.stringify(path)}) {
              nodes {
                oid
                author {
                  name
                  email
                  avatarUrl
                  user { login }
                }
                committedDate
              }
            }
          }
        }
      }
    `;

/** github/deployment.js: fetchBranchHeadSHA */
const FETCH_BRANCH_HEAD_QUERY = `
      query($owner: String!, $repo: String!, $branch: String!) {
        repository(owner: $owner, name: $repo) {
          ref(qualifiedName: $branch) {
            target {
              ... on Commit {
                oid
              }
            }
          }
        }
      }
    `;

/** github/deployment.js: the three SOURCES selections, asked for together (collectTogether). */
const DEPLOYMENT_SELECTION = [
  'status { contexts { context state targetUrl description } }',
  `deployments(
      last: 10
      orderBy: { field: CREATED_AT, direction: ASC }
    ) {
      nodes {
        environment
        latestStatus {
          state
          environmentUrl
          description
        }
      }
    }`,
  `checkSuites(last: 10) {
      nodes {
        checkRuns(last: 20) {
          nodes {
            name
            status
            conclusion
            detailsUrl
            summary
          }
        }
      }
    }`,
].join('\n');
const deploymentFragment = (sha: string) => `object(oid: ${JSON.stringify(sha)}) { ... on Commit { ${DEPLOYMENT_SELECTION} } }`;

/** github/commits.js: createCommit, with `file_<index>` asking back each added file's new SHA. */
function commitMutation(paths: string[]): string {
  const fileShaQuery = paths.map((path, index) => `file_${index}: file(path: ${JSON.stringify(path)}) { oid }`).join(' ');
  return `
    mutation($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) {
        commit {
          oid
          committedDate
          ${fileShaQuery}
        }
      }
    }
  `;
}

interface Save {
  additions?: { path: string; contents: Buffer | string }[];
  deletions?: string[];
  expectedHeadOid?: string;
  message?: string;
  token?: string;
}

/** A save as `commitChanges` sends it: base64 additions, deletions, the head the data was loaded at. */
async function save({ additions = [], deletions = [], expectedHeadOid, message = 'Update Car “alpha”', token }: Save = {}) {
  const input = {
    branch: { repositoryNameWithOwner: `${OWNER}/${REPO}`, branchName: BRANCH },
    expectedHeadOid: expectedHeadOid ?? git('rev-parse', BRANCH),
    fileChanges: {
      additions: additions.map(({ path, contents }) => ({ path, contents: Buffer.from(contents).toString('base64') })),
      deletions: deletions.map((path) => ({ path })),
    },
    message: { headline: message },
  };
  return fetchGraphQL(commitMutation(additions.map(({ path }) => path)), { input }, token);
}

// ---- Signing in ----

describe('signing in with a token', () => {
  it("answers GET /user with the token's account, in GitHub's user shape", async () => {
    const response = await fetchAPI('/user');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const user = await response.json();
    expect(user).toMatchObject({ login: STAFF.login, name: STAFF.name, email: STAFF.email, type: 'User' });
    expect(user.id).toEqual(expect.any(Number));
    expect(user.avatar_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    // The avatar is served by the host itself, so the editor needs no network for it.
    expect((await fetch(user.avatar_url)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('accepts the Bearer scheme as GitHub does', async () => {
    const response = await fetch(`${host.url}/api/v3/user`, { headers: { Authorization: `Bearer ${BOT.token}` } });
    expect((await response.json()).login).toBe(BOT.login);
  });

  it('refuses a wrong token with 401 Bad credentials, on REST and on GraphQL', async () => {
    const rest = await fetchAPI('/user', { token: 'ghp_wrong' });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ message: 'Bad credentials', status: '401' });
    const graphql = await fetch(`${host.url}/api/graphql`, {
      method: 'POST',
      headers: { Authorization: 'token ghp_wrong', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: FETCH_DEFAULT_BRANCH_NAME_QUERY }),
    });
    expect(graphql.status).toBe(401);
    expect((await graphql.json()).message).toBe('Bad credentials');
  });

  it('refuses a request without a token with 401', async () => {
    const response = await fetch(`${host.url}/api/v3/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Requires authentication' });
  });

  it('lets a page on another origin through CORS, preflight included', async () => {
    const preflight = await fetch(`${host.url}/api/graphql`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept']) expect(allowed).toContain(header);
    const answer = await fetchAPI('/user', { headers: { Origin: 'http://localhost:4173' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("answers Sveltia's collaborator check with 204 for an account and 404 for anyone else", async () => {
    const headers = { Accept: 'application/json' };
    expect((await fetchAPI(`/repos/${OWNER}/${REPO}/collaborators/${STAFF.login}`, { headers })).status).toBe(204);
    expect((await fetchAPI(`/repos/${OWNER}/${REPO}/collaborators/stranger`, { headers })).status).toBe(404);
  });

  it("answers an unknown route or repository with GitHub's 404 JSON", async () => {
    for (const path of ['/nothing/here', `/repos/${OWNER}/other/git/trees/${BRANCH}`]) {
      const response = await fetchAPI(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Not Found', status: '404' });
    }
  });
});

// ---- Loading the site data ----

describe('loading the site data as Sveltia does', () => {
  it('names the configured branch as the default and its git head as the last commit', async () => {
    const branch = await fetchGraphQL(FETCH_DEFAULT_BRANCH_NAME_QUERY);
    expect(branch.data?.repository.defaultBranchRef.name).toBe(BRANCH);
    const last = await fetchGraphQL(FETCH_LAST_COMMIT_QUERY);
    expect(last.data?.repository.ref.target.history.nodes).toEqual([
      { oid: git('rev-parse', BRANCH), message: git('log', '-1', '--format=%B') },
    ]);
    const head = await fetchGraphQL(FETCH_BRANCH_HEAD_QUERY);
    expect(head.data?.repository.ref.target.oid).toBe(git('rev-parse', BRANCH));
  });

  it("lists the tree at a commit or a branch with git's blob SHAs and sizes", async () => {
    const expected = git('ls-tree', '-r', '-l', BRANCH)
      .split('\n')
      .map((line) => {
        const [meta = '', path] = line.split('\t');
        const [, , sha, size] = meta.split(/\s+/);
        return { path, sha, size: Number(size) };
      });
    for (const ref of [git('rev-parse', BRANCH), BRANCH]) {
      const response = await fetchAPI(`/repos/${OWNER}/${REPO}/git/trees/${ref}?recursive=1`);
      const { tree, truncated } = await response.json();
      expect(truncated).toBe(false);
      const blobs = tree
        .filter(({ type }: { type: string }) => type === 'blob')
        .map(({ path, sha, size }: Record<string, unknown>) => ({ path, sha, size }));
      expect(blobs).toEqual(expected);
    }
  });

  it('reads file contents in aliased batches; a binary file has no text', async () => {
    const paths = ['content/cars/alpha.yaml', 'content/cars/beta.yaml', 'public/images/photo.png'];
    const shas = paths.map((path) => git('rev-parse', `${BRANCH}:${path}`));
    const result = await fetchGraphQL(buildAliasedQuery(shas.map(fileContentsFragment), 'content'));
    expect(result.errors).toBeUndefined();
    const repository = result.data?.repository;
    expect(repository.content_0).toEqual({ text: read(paths[0]!).toString('utf8'), isTruncated: false });
    expect(repository.content_1).toEqual({ text: read(paths[1]!).toString('utf8'), isTruncated: false });
    expect(repository.content_2).toEqual({ text: null, isTruncated: false });
  });

  it('cuts a text over 512 KB off in GraphQL, as GitHub does, and hands it whole by REST', async () => {
    const big = `${'x'.repeat(99)}\n`.repeat(6000);
    write('content/big.md', big);
    git('add', 'content/big.md');
    git('commit', '--quiet', '-m', 'A long article');
    const sha = git('rev-parse', `${BRANCH}:content/big.md`);
    const result = await fetchGraphQL(buildAliasedQuery([fileContentsFragment(sha)], 'content'));
    expect(result.data?.repository.content_0.isTruncated).toBe(true);
    // What Sveltia's fetchBlobText does next.
    const response = await fetchAPI(`/repos/${OWNER}/${REPO}/git/blobs/${sha}`, { headers: { Accept: 'application/vnd.github.raw' } });
    expect(await response.text()).toBe(big);
  });

  it("gives each file's last commit with its author, the author's account and the date", async () => {
    const paths = ['content/cars/alpha.yaml', 'content/cars/beta.yaml'];
    const result = await fetchGraphQL(buildAliasedQuery(paths.map(fileMetadataFragment), 'commit', { useBranch: true }));
    expect(result.errors).toBeUndefined();
    paths.forEach((path, index) => {
      const [node] = (result.data as Data).repository[`commit_${index}`].target.history.nodes;
      const [name, email, date] = git('log', '-1', '--format=%an%n%ae%n%cI', '--', path).split('\n');
      expect(node.author).toEqual({ name, email, user: null });
      expect(new Date(node.committedDate).getTime()).toBe(new Date(date!).getTime());
    });
  });

  it("finds every file's last commit as `git log -1 -- <path>` does, through a merge too", async () => {
    git('checkout', '--quiet', '-b', 'side');
    write('content/cars/gamma.yaml', 'name: Gamma\n');
    git('add', '.');
    git('commit', '--quiet', '-m', 'Gamma, on a branch');
    git('checkout', '--quiet', BRANCH);
    write('content/cars/alpha.yaml', 'name: Alpha\nprice: 105\n');
    git('commit', '--quiet', '-am', 'Alpha, meanwhile');
    git('merge', '--quiet', '--no-edit', 'side');
    // Every file, and a folder: Sveltia's metadata fragment, asking for the commit's SHA as well.
    const paths = [...git('ls-files').split('\n'), 'content/cars'];
    const fragments = paths.map((path) => fileMetadataFragment(path).replace('nodes {', 'nodes { oid'));
    const result = await fetchGraphQL(buildAliasedQuery(fragments, 'commit', { useBranch: true }));
    const found = paths.map((_, index) => result.data?.repository[`commit_${index}`].target.history.nodes[0].oid);
    expect(found).toEqual(paths.map((path) => git('log', '-1', '--format=%H', '--', path)));
  });

  it("lists a file's history for Sveltia's revision list, linking commits to accounts by e-mail", async () => {
    await save({ additions: [{ path: 'content/cars/beta.yaml', contents: 'name: Beta\nprice: 300\n' }] });
    const result = await fetchGraphQL(buildAliasedQuery([fileCommitsFragment('content/cars/beta.yaml')], 'history', { useBranch: true }));
    const nodes = result.data?.repository.history_0.target.history.nodes;
    expect(nodes.map(({ oid }: { oid: string }) => oid)).toEqual(git('log', '--format=%H', '--', 'content/cars/beta.yaml').split('\n'));
    expect(nodes[0].author).toMatchObject({ name: STAFF.name, email: STAFF.email, user: { login: STAFF.login } });
    expect(nodes[0].author.avatarUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/avatars\//);
  });

  it('downloads a blob byte-exact: a binary one as application/octet-stream, a text one as text', async () => {
    const raw = { Accept: 'application/vnd.github.raw' };
    const photo = await fetchAPI(`/repos/${OWNER}/${REPO}/git/blobs/${git('rev-parse', `${BRANCH}:public/images/photo.png`)}`, {
      headers: raw,
    });
    expect(photo.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PHOTO)).toBe(true);
    const text = await fetchAPI(`/repos/${OWNER}/${REPO}/git/blobs/${git('rev-parse', `${BRANCH}:README.md`)}`, { headers: raw });
    expect(text.headers.get('content-type')).not.toBe('application/octet-stream');
    expect(await text.text()).toBe('# Site\n');
    // Without the raw media type, GitHub's JSON with base64 content.
    const json = await (await fetchAPI(`/repos/${OWNER}/${REPO}/git/blobs/${git('rev-parse', `${BRANCH}:README.md`)}`)).json();
    expect(json).toMatchObject({ encoding: 'base64', size: 7 });
    expect(Buffer.from(json.content, 'base64').toString('utf8')).toBe('# Site\n');
  });

  it("reports an unknown repository as GitHub's NOT_FOUND error", async () => {
    const result = await fetchGraphQL(FETCH_DEFAULT_BRANCH_NAME_QUERY, { repo: 'elsewhere' });
    expect(result.data).toEqual({ repository: null });
    expect(result.errors?.[0]).toMatchObject({
      type: 'NOT_FOUND',
      path: ['repository'],
      message: "Could not resolve to a Repository with the name 'dealer/elsewhere'.",
    });
  });
});

// ---- Saving ----

describe('saving', () => {
  it('makes a save a git commit by the signed-in account of exactly the changed paths', async () => {
    const before = git('rev-parse', BRANCH);
    const result = await save({
      additions: [
        { path: 'public/images/uploads/new photo.jpg', contents: UPLOAD },
        { path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 110\nphotos:\n  side: /images/uploads/new photo.jpg\n' },
      ],
      deletions: ['content/cars/beta.yaml'],
      message: 'Update Car “alpha” +2',
    });
    expect(result.errors).toBeUndefined();
    const commit = result.data?.createCommitOnBranch.commit;
    expect(commit.oid).toBe(git('rev-parse', BRANCH));
    expect(git('rev-parse', `${BRANCH}^`)).toBe(before);
    expect(git('log', '-1', '--format=%an <%ae>|%s')).toBe(`${STAFF.name} <${STAFF.email}>|Update Car “alpha” +2`);
    expect(git('show', '--name-status', '--format=', '-z', BRANCH).split('\0').filter(Boolean)).toEqual([
      'M',
      'content/cars/alpha.yaml',
      'D',
      'content/cars/beta.yaml',
      'A',
      'public/images/uploads/new photo.jpg',
    ]);
    // The new SHAs Sveltia records, as git has them.
    expect(commit.file_0.oid).toBe(git('rev-parse', `${BRANCH}:public/images/uploads/new photo.jpg`));
    expect(commit.file_1.oid).toBe(git('rev-parse', `${BRANCH}:content/cars/alpha.yaml`));
    expect(new Date(commit.committedDate).getTime()).toBe(new Date(git('log', '-1', '--format=%cI')).getTime());
    // The upload, byte for byte, on disk and in git; the working tree is clean.
    expect(read('public/images/uploads/new photo.jpg').equals(UPLOAD)).toBe(true);
    expect(gitBytes('cat-file', 'blob', `${BRANCH}:public/images/uploads/new photo.jpg`).equals(UPLOAD)).toBe(true);
    expect(git('status', '--porcelain')).toBe('');
  });

  it("leaves a developer's other uncommitted work as it was", async () => {
    write('README.md', '# Site\n\nStaged edit.\n');
    git('add', 'README.md');
    write('README.md', '# Site\n\nStaged edit.\nAnd an unstaged one.\n');
    write('content/cars/beta.yaml', 'name: Beta\nprice: 999\n');
    write('notes.txt', 'untracked\n');
    const statusBefore = git('status', '--porcelain');
    const stagedBefore = git('diff', '--cached');

    const result = await save({ additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 120\n' }] });

    expect(result.errors).toBeUndefined();
    expect(git('show', '--name-only', '--format=', BRANCH)).toBe('content/cars/alpha.yaml');
    expect(git('status', '--porcelain')).toBe(statusBefore);
    expect(git('diff', '--cached')).toBe(stagedBefore);
    expect(read('README.md').toString()).toBe('# Site\n\nStaged edit.\nAnd an unstaged one.\n');
    expect(read('content/cars/beta.yaml').toString()).toBe('name: Beta\nprice: 999\n');
    expect(read('notes.txt').toString()).toBe('untracked\n');
  });

  it('refuses a save on a head that has moved, as GitHub does, and changes nothing', async () => {
    const loadedAt = git('rev-parse', BRANCH);
    write('README.md', '# Site, by someone else\n');
    git('commit', '--quiet', '-am', 'Someone else');
    const head = git('rev-parse', BRANCH);

    const result = await save({
      expectedHeadOid: loadedAt,
      additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 1\n' }],
    });

    expect(result.data).toEqual({ createCommitOnBranch: null });
    expect(result.errors).toEqual([
      expect.objectContaining({
        type: 'STALE_DATA',
        path: ['createCommitOnBranch'],
        message: `Expected branch to point to "${loadedAt}" but it did not.  Pull and try again.`,
      }),
    ]);
    expect(git('rev-parse', BRANCH)).toBe(head);
    expect(read('content/cars/alpha.yaml').toString()).toBe('name: Alpha\nprice: 100\n');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('commits two saves made at once one after the other: the second, on the old head, is stale', async () => {
    const head = git('rev-parse', BRANCH);
    const results = await Promise.all([
      save({ expectedHeadOid: head, additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 1\n' }] }),
      save({ expectedHeadOid: head, additions: [{ path: 'content/cars/beta.yaml', contents: 'name: Beta\nprice: 2\n' }] }),
    ]);
    expect(results.filter(({ errors }) => !errors)).toHaveLength(1);
    expect(results.filter(({ errors }) => errors?.[0]?.type === 'STALE_DATA')).toHaveLength(1);
    expect(git('rev-list', '--count', `${head}..${BRANCH}`)).toBe('1');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('refuses to overwrite a file with uncommitted changes, and leaves it alone', async () => {
    write('content/cars/alpha.yaml', 'name: Alpha\nprice: 100\n# a developer is editing this\n');
    const result = await save({ additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 130\n' }] });
    expect(result.errors?.[0]).toMatchObject({ type: 'UNPROCESSABLE', message: expect.stringContaining('content/cars/alpha.yaml') });
    expect(read('content/cars/alpha.yaml').toString()).toContain('a developer is editing this');
    expect(commits).toEqual([]);
  });

  it("refuses to delete a file the head does not have, in GitHub's words", async () => {
    const head = git('rev-parse', BRANCH);
    const result = await save({ deletions: ['content/cars/gamma.yaml'] });
    expect(result.errors?.[0]).toMatchObject({
      type: 'UNPROCESSABLE',
      message: `A path was requested for deletion which does not exist as of commit oid \`${head}\`.`,
    });
  });

  it('refuses a path that leads out of the working tree or into .git', async () => {
    for (const path of ['../outside.txt', '.git/config', 'content/../../x', '/etc/passwd']) {
      const result = await save({ additions: [{ path, contents: 'x' }] });
      expect(result.errors?.[0]?.type).toBe('UNPROCESSABLE');
    }
    expect(git('rev-list', '--count', BRANCH)).toBe('2');
  });

  it('tells onCommit of each commit: its SHA, message and paths', async () => {
    const result = await save({
      additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 140\n' }],
      deletions: ['README.md'],
    });
    await host.whenIdle();
    expect(commits).toEqual([
      { sha: result.data?.createCommitOnBranch.commit.oid, message: 'Update Car “alpha”', files: ['content/cars/alpha.yaml', 'README.md'] },
    ]);
  });
});

// ---- Build statuses ----

describe('build statuses, as a CI/CD provider posts them and Sveltia reads them', () => {
  const repoPath = `/repos/${OWNER}/${REPO}`;
  const readDeployments = async (sha: string) => {
    const result = await fetchGraphQL(buildAliasedQuery([deploymentFragment(sha)], 'commit'));
    expect(result.errors).toBeUndefined();
    return result.data?.repository.commit_0;
  };

  it('keeps commit statuses: REST lists and combines them, GraphQL gives the newest of each context', async () => {
    const sha = git('rev-parse', BRANCH);
    expect((await readDeployments(sha)).status).toBeNull();
    const pending = await fetchAPI(`${repoPath}/statuses/${sha}`, {
      method: 'POST',
      token: BOT.token,
      body: { state: 'pending', context: 'Vercel', description: 'Building', target_url: 'https://vercel.example/build/1' },
    });
    expect(pending.status).toBe(201);
    expect(pending.headers.get('location')).toMatch(new RegExp(`/statuses/${sha}$`));
    expect(await pending.json()).toMatchObject({ state: 'pending', context: 'Vercel', creator: { login: BOT.login } });
    await fetchAPI(`${repoPath}/statuses/${sha}`, {
      method: 'POST',
      token: BOT.token,
      body: { state: 'success', context: 'Vercel', description: 'Deployment has completed', target_url: 'https://site.example' },
    });

    const combined = await (await fetchAPI(`${repoPath}/commits/${BRANCH}/status`)).json();
    expect(combined).toMatchObject({ state: 'success', sha, total_count: 1, statuses: [{ context: 'Vercel', state: 'success' }] });
    const listed = await (await fetchAPI(`${repoPath}/commits/${sha}/statuses`)).json();
    expect(listed.map(({ state }: { state: string }) => state)).toEqual(['success', 'pending']);
    expect((await readDeployments(sha)).status.contexts).toEqual([
      { context: 'Vercel', state: 'SUCCESS', targetUrl: 'https://site.example', description: 'Deployment has completed' },
    ]);
  });

  it('combines statuses as GitHub does: any failure fails, any pending is pending', async () => {
    const sha = git('rev-parse', BRANCH);
    await host.setStatus(sha, { state: 'success', context: 'a' });
    await host.setStatus(sha, { state: 'pending', context: 'b' });
    expect((await host.combinedStatus(sha)).state).toBe('pending');
    await host.setStatus(sha, { state: 'error', context: 'c' });
    expect((await host.combinedStatus(sha)).state).toBe('failure');
  });

  it('refuses a status for a commit the repository does not have with 422', async () => {
    const response = await fetchAPI(`${repoPath}/statuses/${'0'.repeat(40)}`, { method: 'POST', body: { state: 'success' } });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(`No commit found for SHA: ${'0'.repeat(40)}`);
    const invalid = await fetchAPI(`${repoPath}/statuses/${git('rev-parse', BRANCH)}`, { method: 'POST', body: { state: 'done' } });
    expect(invalid.status).toBe(422);
  });

  it('keeps check runs: created, updated and listed by REST, read in their suites by GraphQL', async () => {
    const sha = git('rev-parse', BRANCH);
    const created = await fetchAPI(`${repoPath}/check-runs`, {
      method: 'POST',
      token: BOT.token,
      body: { name: 'Cloudflare Pages', head_sha: sha, status: 'in_progress', details_url: 'https://dash.example/1' },
    });
    expect(created.status).toBe(201);
    const run = await created.json();
    expect(run).toMatchObject({ name: 'Cloudflare Pages', head_sha: sha, status: 'in_progress', conclusion: null });
    expect((await readDeployments(sha)).checkSuites.nodes[0].checkRuns.nodes[0]).toMatchObject({ status: 'IN_PROGRESS', conclusion: null });

    const updated = await fetchAPI(`${repoPath}/check-runs/${run.id}`, {
      method: 'PATCH',
      token: BOT.token,
      body: { conclusion: 'success', output: { title: 'Deployed', summary: 'Preview: https://preview.site.example' } },
    });
    expect(await updated.json()).toMatchObject({ status: 'completed', conclusion: 'success', output: { title: 'Deployed' } });
    const listed = await (await fetchAPI(`${repoPath}/commits/${BRANCH}/check-runs`)).json();
    expect(listed).toMatchObject({ total_count: 1, check_runs: [{ id: run.id, conclusion: 'success' }] });
    expect((await readDeployments(sha)).checkSuites.nodes).toEqual([
      {
        checkRuns: {
          nodes: [
            {
              name: 'Cloudflare Pages',
              status: 'COMPLETED',
              conclusion: 'SUCCESS',
              detailsUrl: 'https://dash.example/1',
              summary: 'Preview: https://preview.site.example',
            },
          ],
        },
      },
    ]);
  });

  it('keeps deployments and their statuses: REST lists them, GraphQL gives each its latest status', async () => {
    const sha = git('rev-parse', BRANCH);
    const created = await fetchAPI(`${repoPath}/deployments`, {
      method: 'POST',
      token: BOT.token,
      body: { ref: sha, environment: 'Production', required_contexts: [], description: 'Vercel build' },
    });
    expect(created.status).toBe(201);
    const deployment = await created.json();
    expect(deployment).toMatchObject({ sha, ref: sha, environment: 'Production', task: 'deploy' });
    const statusesUrl = `${repoPath}/deployments/${deployment.id}/statuses`;
    await fetchAPI(statusesUrl, { method: 'POST', token: BOT.token, body: { state: 'in_progress' } });
    expect((await readDeployments(sha)).deployments.nodes).toEqual([
      { environment: 'Production', latestStatus: { state: 'IN_PROGRESS', environmentUrl: null, description: null } },
    ]);
    const success = await fetchAPI(statusesUrl, {
      method: 'POST',
      token: BOT.token,
      body: {
        state: 'success',
        environment_url: 'https://site.example',
        log_url: 'https://vercel.example/1',
        description: 'Deployment finished',
      },
    });
    expect(success.status).toBe(201);
    expect(await success.json()).toMatchObject({
      state: 'success',
      environment_url: 'https://site.example',
      target_url: 'https://vercel.example/1',
    });

    const listed = await (await fetchAPI(`${repoPath}/deployments?sha=${sha}&environment=Production`)).json();
    expect(listed.map(({ id }: { id: number }) => id)).toEqual([deployment.id]);
    expect(await (await fetchAPI(`${repoPath}/deployments?environment=Preview`)).json()).toEqual([]);
    const statuses = await (await fetchAPI(statusesUrl)).json();
    expect(statuses.map(({ state }: { state: string }) => state)).toEqual(['success', 'in_progress']);
    expect((await readDeployments(sha)).deployments.nodes).toEqual([
      {
        environment: 'Production',
        latestStatus: { state: 'SUCCESS', environmentUrl: 'https://site.example', description: 'Deployment finished' },
      },
    ]);
  });

  it("refuses a deployment while the commit's checks have not passed, unless required_contexts says which count", async () => {
    const sha = git('rev-parse', BRANCH);
    await host.setStatus(sha, { state: 'pending', context: 'tests' });
    const refused = await fetchAPI(`${repoPath}/deployments`, { method: 'POST', body: { ref: BRANCH } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(`Conflict: Commit status checks failed for ${BRANCH}.`);
    const allowed = await fetchAPI(`${repoPath}/deployments`, { method: 'POST', body: { ref: BRANCH, required_contexts: [] } });
    expect(allowed.status).toBe(201);
    expect((await allowed.json()).sha).toBe(sha);
  });

  it("offers the same records through the host's helpers, for a test or a stand-in for Vercel", async () => {
    const result = await save({ additions: [{ path: 'content/cars/alpha.yaml', contents: 'name: Alpha\nprice: 150\n' }] });
    const sha = result.data?.createCommitOnBranch.commit.oid as string;
    await host.setStatus(sha, { state: 'success', context: 'Vercel', target_url: 'https://site.example' });
    const deployment = await host.createDeployment({ ref: sha, environment: 'Production', required_contexts: [] });
    host.setDeploymentStatus(deployment.id as number, { state: 'success', environment_url: 'https://site.example' });
    const run = await host.createCheckRun({ name: 'build', head_sha: sha, status: 'queued' });
    host.updateCheckRun(run.id as number, { conclusion: 'failure' });

    const commit = await readDeployments(sha);
    expect(commit.status.contexts[0]).toMatchObject({ context: 'Vercel', state: 'SUCCESS' });
    expect(commit.deployments.nodes[0].latestStatus).toMatchObject({ state: 'SUCCESS', environmentUrl: 'https://site.example' });
    expect(commit.checkSuites.nodes[0].checkRuns.nodes[0]).toMatchObject({ name: 'build', conclusion: 'FAILURE' });
    expect(host.deployments({ sha })).toHaveLength(1);
    expect((await host.checkRuns(BRANCH)).total_count).toBe(1);
  });

  it("records Sveltia's «Publish changes» dispatch and tells onDispatch", async () => {
    const response = await fetchAPI(`${repoPath}/dispatches`, { method: 'POST', body: { event_type: 'sveltia-cms-publish' } });
    expect(response.status).toBe(204);
    await host.whenIdle();
    expect(dispatched).toEqual([{ eventType: 'sveltia-cms-publish', clientPayload: null, sender: STAFF.login }]);
    expect(host.dispatches).toEqual(dispatched);
  });
});
