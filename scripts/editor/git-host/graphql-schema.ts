/**
 * The part of GitHub's GraphQL schema (docs.github.com/graphql/reference) that Sveltia's GitHub
 * backend queries, with GitHub's type, field and argument names and nullability, so aliases,
 * fragments (`... on Commit`) and variables resolve as they do against GitHub.
 */
import { buildSchema } from 'graphql';

const SDL = /* GraphQL */ `
  scalar Base64String
  scalar DateTime
  scalar GitObjectID
  scalar GitTimestamp
  scalar URI

  interface Node {
    id: ID!
  }

  interface Actor {
    avatarUrl(size: Int): URI!
    login: String!
    url: URI!
  }

  interface RepositoryOwner {
    id: ID!
    login: String!
    avatarUrl(size: Int): URI!
    url: URI!
  }

  interface GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    commitResourcePath: URI!
    repository: Repository!
  }

  type Query {
    repository(owner: String!, name: String!, followRenames: Boolean = true): Repository
    viewer: User!
  }

  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }

  enum RepositoryPermission {
    ADMIN
    MAINTAIN
    WRITE
    TRIAGE
    READ
  }

  type Repository implements Node {
    id: ID!
    databaseId: Int
    name: String!
    nameWithOwner: String!
    owner: RepositoryOwner!
    url: URI!
    isPrivate: Boolean!
    viewerPermission: RepositoryPermission
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }

  type User implements Node & Actor & RepositoryOwner {
    id: ID!
    databaseId: Int
    login: String!
    name: String
    email: String!
    avatarUrl(size: Int): URI!
    url: URI!
  }

  type Ref implements Node {
    id: ID!
    name: String!
    prefix: String!
    target: GitObject
    repository: Repository!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type GitActor {
    name: String
    email: String
    date: GitTimestamp
    avatarUrl(size: Int): URI!
    user: User
  }

  type Commit implements Node & GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    commitResourcePath: URI!
    url: URI!
    repository: Repository!
    message: String!
    messageHeadline: String!
    messageBody: String!
    committedDate: DateTime!
    authoredDate: DateTime!
    author: GitActor
    committer: GitActor
    parents(first: Int, last: Int, after: String, before: String): CommitConnection!
    tree: Tree!
    file(path: String!): TreeEntry
    history(
      first: Int
      last: Int
      after: String
      before: String
      path: String
      since: GitTimestamp
      until: GitTimestamp
    ): CommitHistoryConnection!
    status: Status
    deployments(
      first: Int
      last: Int
      after: String
      before: String
      environments: [String!]
      orderBy: DeploymentOrder = { field: CREATED_AT, direction: ASC }
    ): DeploymentConnection
    checkSuites(first: Int, last: Int, after: String, before: String, filterBy: CheckSuiteFilter): CheckSuiteConnection
  }

  type CommitEdge {
    cursor: String!
    node: Commit
  }

  type CommitConnection {
    edges: [CommitEdge]
    nodes: [Commit]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type CommitHistoryConnection {
    edges: [CommitEdge]
    nodes: [Commit]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type Blob implements Node & GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    commitResourcePath: URI!
    repository: Repository!
    byteSize: Int!
    isBinary: Boolean
    isTruncated: Boolean!
    text: String
  }

  type Tree implements Node & GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    commitResourcePath: URI!
    repository: Repository!
    entries: [TreeEntry!]
  }

  type TreeEntry {
    name: String!
    path: String
    oid: GitObjectID!
    mode: Int!
    type: String!
    size: Int!
    extension: String
    isGenerated: Boolean!
    object: GitObject
    repository: Repository!
  }

  enum StatusState {
    EXPECTED
    ERROR
    FAILURE
    PENDING
    SUCCESS
  }

  type Status implements Node {
    id: ID!
    state: StatusState!
    contexts: [StatusContext!]!
    context(name: String!): StatusContext
    commit: Commit
  }

  type StatusContext implements Node {
    id: ID!
    context: String!
    state: StatusState!
    targetUrl: URI
    description: String
    createdAt: DateTime!
    creator: Actor
    avatarUrl(size: Int): URI
    commit: Commit
  }

  enum OrderDirection {
    ASC
    DESC
  }

  enum DeploymentOrderField {
    CREATED_AT
  }

  input DeploymentOrder {
    field: DeploymentOrderField!
    direction: OrderDirection!
  }

  enum DeploymentState {
    ABANDONED
    ACTIVE
    DESTROYED
    ERROR
    FAILURE
    INACTIVE
    PENDING
    QUEUED
    IN_PROGRESS
    WAITING
  }

  enum DeploymentStatusState {
    ERROR
    FAILURE
    INACTIVE
    PENDING
    SUCCESS
    QUEUED
    IN_PROGRESS
    WAITING
  }

  type Deployment implements Node {
    id: ID!
    databaseId: Int
    environment: String
    originalEnvironment: String
    latestEnvironment: String
    description: String
    task: String
    payload: String
    commitOid: String!
    commit: Commit
    ref: Ref
    state: DeploymentState
    latestStatus: DeploymentStatus
    statuses(first: Int, last: Int, after: String, before: String): DeploymentStatusConnection
    creator: Actor!
    createdAt: DateTime!
    updatedAt: DateTime!
    repository: Repository!
  }

  type DeploymentEdge {
    cursor: String!
    node: Deployment
  }

  type DeploymentConnection {
    edges: [DeploymentEdge]
    nodes: [Deployment]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type DeploymentStatus implements Node {
    id: ID!
    state: DeploymentStatusState!
    description: String
    environment: String
    environmentUrl: URI
    logUrl: URI
    createdAt: DateTime!
    updatedAt: DateTime!
    creator: Actor!
    deployment: Deployment!
  }

  type DeploymentStatusEdge {
    cursor: String!
    node: DeploymentStatus
  }

  type DeploymentStatusConnection {
    edges: [DeploymentStatusEdge]
    nodes: [DeploymentStatus]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  enum CheckStatusState {
    COMPLETED
    IN_PROGRESS
    PENDING
    QUEUED
    REQUESTED
    WAITING
  }

  enum CheckConclusionState {
    ACTION_REQUIRED
    CANCELLED
    FAILURE
    NEUTRAL
    SKIPPED
    STALE
    STARTUP_FAILURE
    SUCCESS
    TIMED_OUT
  }

  enum CheckRunType {
    ALL
    LATEST
  }

  input CheckSuiteFilter {
    appId: Int
    checkName: String
  }

  input CheckRunFilter {
    appId: Int
    checkName: String
    checkType: CheckRunType
    status: CheckStatusState
  }

  type App implements Node {
    id: ID!
    databaseId: Int
    name: String!
    slug: String!
  }

  type CheckSuite implements Node {
    id: ID!
    databaseId: Int
    status: CheckStatusState!
    conclusion: CheckConclusionState
    app: App
    commit: Commit!
    createdAt: DateTime!
    updatedAt: DateTime!
    url: URI!
    checkRuns(first: Int, last: Int, after: String, before: String, filterBy: CheckRunFilter): CheckRunConnection
  }

  type CheckSuiteEdge {
    cursor: String!
    node: CheckSuite
  }

  type CheckSuiteConnection {
    edges: [CheckSuiteEdge]
    nodes: [CheckSuite]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  type CheckRun implements Node {
    id: ID!
    databaseId: Int
    name: String!
    status: CheckStatusState!
    conclusion: CheckConclusionState
    detailsUrl: URI
    externalId: String
    startedAt: DateTime
    completedAt: DateTime
    summary: String
    title: String
    text: String
    url: URI!
    permalink: URI!
    checkSuite: CheckSuite!
  }

  type CheckRunEdge {
    cursor: String!
    node: CheckRun
  }

  type CheckRunConnection {
    edges: [CheckRunEdge]
    nodes: [CheckRun]
    pageInfo: PageInfo!
    totalCount: Int!
  }

  input CommittableBranch {
    branchName: String
    id: ID
    repositoryNameWithOwner: String
  }

  input FileAddition {
    contents: Base64String!
    path: String!
  }

  input FileDeletion {
    path: String!
  }

  input FileChanges {
    additions: [FileAddition!] = []
    deletions: [FileDeletion!] = []
  }

  input CommitMessage {
    body: String
    headline: String!
  }

  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    clientMutationId: String
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
  }

  type CreateCommitOnBranchPayload {
    clientMutationId: String
    commit: Commit
    ref: Ref
  }
`;

export const schema = buildSchema(SDL);
