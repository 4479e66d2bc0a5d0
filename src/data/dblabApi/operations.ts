/**
 * The 31 operations of the DBLab Engine API 4.1 contract (plus the 4.2-rc
 * additions it already carries), with our summaries, descriptions, examples
 * and the `dblab` CLI commands that call them.
 */
import * as ex from './examples';
import { ref, type SchemaName } from './schemas';
import type { ApiOperation, ApiParameter, ApiResponse, JsonSchema } from './types';

const json = (description: string, schema: JsonSchema, example: unknown): ApiResponse => ({
  description,
  content: { mediaType: 'application/json', schema, example },
});
const error = (description: string, example: unknown, schema: SchemaName = 'Error'): ApiResponse =>
  json(description, ref(schema), example);
const unauthorized = error('The `Verification-Token` header is missing or wrong.', ex.unauthorized);
const arrayOf = (name: SchemaName): JsonSchema => ({ type: 'array', items: ref(name) });

const cloneId: ApiParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'Clone ID.',
  example: 'ci-run-4812',
};
const snapshotIdParam: ApiParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '.*' },
  description: 'Snapshot ID. It contains `/` and `@`: URL-encode it (`%2F`, `%40`).',
  example: ex.snapshotId,
};
const branchName: ApiParameter = {
  name: 'branchName',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'Branch name.',
  example: 'feature-orders',
};

const rcNote = (version: string) =>
  `\n\n**4.2 release candidate.** This operation exists only in DBLab Engine ${version} and later release candidates; a 4.1 engine answers 404.`;

export const operations: readonly ApiOperation[] = [
  // Instance
  {
    method: 'get',
    path: '/status',
    operationId: 'status',
    tag: 'Instance',
    summary: 'Get instance status',
    description:
      'Returns the state of the whole engine in one answer: engine version and edition, every pool with its disk usage, the clones, the state of data retrieval, the clone container image and, in physical mode, replication. Monitoring scripts and dashboards usually start here.',
    authenticated: true,
    responses: {
      '200': json('The engine state.', ref('Instance'), ex.instance),
      '401': unauthorized,
    },
    cli: ['dblab instance status'],
  },
  {
    method: 'get',
    path: '/healthz',
    operationId: 'healthz',
    tag: 'Instance',
    summary: 'Check engine health',
    description:
      'Answers as long as the engine process runs, without a token, so load balancers, container health checks and uptime monitors can call it. The answer names the version, edition and instance ID, which is also how `dblab instance version` learns the engine version. A healthy answer says only that the process is up: for the state of pools, clones and retrieval, call `GET /status` with a token.',
    authenticated: false,
    responses: {
      '200': json('The engine is up.', ref('Engine'), {
        version: ex.engine.version,
        edition: ex.engine.edition,
        instanceID: ex.engine.instanceID,
      }),
    },
    cli: ['dblab instance version'],
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    tag: 'Instance',
    summary: 'Get Prometheus metrics',
    description:
      'Returns the engine’s metrics in the Prometheus text format, without a token, for a Prometheus server or an OpenTelemetry collector to scrape. Available since 4.1.0.\n\n' +
      'The metric names start with `dblab_`. They cover the instance (`dblab_instance_info`, uptime, a status code of 0 for OK, 1 for a warning and 2 for a problem, the retrieval status), the disk and pools (total, free and used bytes, space used by snapshots and by clones, the compression ratio), clones (count, count by status, the age of the oldest, diff sizes, protected clones), snapshots (count, count by pool, the age of the oldest, data lag), branches, datasets, physical replication (status, WAL lag, uptime) and the health of the collection itself (`dblab_scrape_success_timestamp`, `dblab_scrape_duration_seconds`, `dblab_scrape_errors_total`).',
    authenticated: false,
    responses: {
      '200': {
        description: 'Metrics in the Prometheus text exposition format.',
        content: {
          mediaType: 'text/plain',
          schema: { type: 'string' },
          example:
            '# HELP dblab_clones_total Number of clones.\n# TYPE dblab_clones_total gauge\ndblab_clones_total 1\n# HELP dblab_disk_free_bytes Free space of the pool.\n# TYPE dblab_disk_free_bytes gauge\ndblab_disk_free_bytes{pool="dblab_pool/dataset_1"} 412316860416\n',
        },
      },
    },
  },
  {
    method: 'get',
    path: '/instance/retrieval',
    operationId: 'instanceRetrieval',
    tag: 'Instance',
    summary: 'Get retrieval state',
    description:
      'Reports how the engine gets its data: the mode (logical or physical), the status, when the last full refresh finished and when the next one starts, alerts, and the queries running on the source and the target.',
    authenticated: true,
    responses: {
      '200': json('The retrieval state.', ref('Retrieving'), ex.retrieving),
      '401': error('The `Verification-Token` header is missing or wrong.', ex.unauthorized),
    },
  },
  {
    method: 'post',
    path: '/full-refresh',
    operationId: 'refresh',
    tag: 'Instance',
    summary: 'Start a full refresh',
    description:
      'Starts a full refresh of the data now, without waiting for the schedule: in logical mode the engine dumps and restores the source again and takes a new snapshot. Available since 4.0. Existing clones keep working on their snapshots. The answer comes at once; follow the refresh with `GET /instance/retrieval`, whose status changes while it runs and whose `lastRefresh` moves when it ends.',
    authenticated: true,
    responses: {
      '200': json('The refresh started.', ref('FullRefresh'), { status: 'OK', message: 'Full refresh started' }),
      '401': unauthorized,
    },
    cli: ['dblab instance full-refresh'],
  },
  // Snapshots
  {
    method: 'get',
    path: '/snapshots',
    operationId: 'snapshots',
    tag: 'Snapshots',
    summary: 'List snapshots',
    description:
      'Lists the snapshots of every pool, newest first. Pass `branch` to list only the snapshots of one branch. Each snapshot gives its ID, which you pass when you create or reset a clone, the point in time of its data, its size on disk and in data, its pool and how many clones use it. A snapshot that clones use cannot be deleted without `force`. In 4.2 release candidates the entries also carry protection and scheduled deletion.',
    authenticated: true,
    parameters: [
      {
        name: 'branch',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'List only the snapshots of this branch.',
        example: 'main',
      },
    ],
    responses: {
      '200': json('The snapshots.', arrayOf('Snapshot'), [ex.snapshot]),
      '401': unauthorized,
    },
    cli: ['dblab snapshot list'],
  },
  {
    method: 'post',
    path: '/snapshot',
    operationId: 'createSnapshot',
    tag: 'Snapshots',
    summary: 'Create a snapshot',
    description:
      'Takes a snapshot of a pool’s current data. Without a body, or without `poolName`, the engine uses the first available pool.',
    authenticated: true,
    requestBody: {
      required: false,
      description: 'The pool to snapshot.',
      schema: { type: 'object', properties: { poolName: { type: 'string', description: 'Pool name.' } } },
      example: { poolName: 'dblab_pool/dataset_1' },
    },
    responses: {
      '200': json('The new snapshot.', ref('Snapshot'), ex.snapshot),
      '400': error('The pool does not exist or cannot be snapshotted now.', ex.badRequest('pool not found')),
    },
    cli: ['dblab snapshot create'],
  },
  {
    method: 'delete',
    path: '/snapshot/{id}',
    operationId: 'deleteSnapshot',
    tag: 'Snapshots',
    summary: 'Delete a snapshot',
    description:
      'Deletes a snapshot. The engine refuses while clones or other datasets depend on it, unless `force` is true, which deletes those dependents too.',
    authenticated: true,
    parameters: [
      snapshotIdParam,
      {
        name: 'force',
        in: 'query',
        required: false,
        schema: { type: 'boolean' },
        description: 'Delete the snapshot even when clones or datasets depend on it.',
        example: false,
      },
    ],
    responses: {
      '200': json('The snapshot was deleted.', ref('ResponseStatus'), { status: 'OK', message: 'Deleted snapshot' }),
      '400': error(
        'The snapshot does not exist, or something depends on it.',
        ex.badRequest('snapshot has dependent clones'),
      ),
    },
    cli: ['dblab snapshot delete SNAPSHOT_ID'],
  },
  {
    method: 'patch',
    path: '/snapshot/{id}',
    operationId: 'updateSnapshot',
    tag: 'Snapshots',
    summary: 'Protect a snapshot or schedule its deletion',
    description:
      'Turns deletion protection of a snapshot on or off, for a number of minutes or forever, or schedules its deletion with `deleteAt`. A protected snapshot is also kept by count-based retention. `deleteAt` and `protected: true` cannot be sent together.' +
      rcNote('4.2.0-rc.1'),
    authenticated: true,
    since: '4.2.0-rc.1',
    parameters: [snapshotIdParam],
    requestBody: {
      required: true,
      description: 'The new protection or deletion settings.',
      schema: ref('UpdateSnapshot'),
      example: { protected: true, protectionDurationMinutes: 10080 },
    },
    responses: {
      '200': json('The snapshot with its new settings.', ref('Snapshot'), {
        ...ex.snapshot,
        protected: true,
        protectedTill: '2026-07-27T10:00:00Z',
      }),
      '400': error(
        'The settings are invalid, for example `deleteAt` together with `protected: true`.',
        ex.badRequest('deleteAt and protected cannot be set together'),
      ),
      '401': unauthorized,
    },
    cli: ['dblab snapshot update SNAPSHOT_ID --protected 7d'],
  },
  {
    method: 'get',
    path: '/branch/snapshot/{id}',
    operationId: 'getSnapshotDetails',
    tag: 'Snapshots',
    summary: 'Get snapshot details',
    description:
      'Returns one snapshot with its place in the branch history: its parent and children, the branches whose head it is, the root branch and the commit message.',
    authenticated: true,
    parameters: [{ ...snapshotIdParam, schema: { type: 'string' } }],
    responses: {
      '200': json('The snapshot.', ref('SnapshotDetails'), {
        id: ex.snapshotId,
        parent: ex.olderSnapshotId,
        child: '',
        branch: ['main'],
        root: 'main',
        dataStateAt: '2026-07-20T09:30:00Z',
        message: 'Nightly refresh',
      }),
      '400': error('The snapshot does not exist.', ex.badRequest('snapshot not found')),
    },
  },
  {
    method: 'post',
    path: '/branch/snapshot',
    operationId: 'commitClone',
    tag: 'Snapshots',
    summary: 'Commit a clone to a snapshot',
    description:
      'Takes a snapshot of a clone’s current state and adds it to the clone’s branch, as `git commit` would. The message is shown in the branch log. Available since 4.0.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The clone to snapshot and a message.',
      schema: {
        type: 'object',
        properties: {
          cloneID: { type: 'string', description: 'Clone to snapshot.' },
          message: { type: 'string', description: 'Message for the branch log.' },
        },
      },
      example: { cloneID: 'ci-run-4812', message: 'After the orders migration' },
    },
    responses: {
      '200': json(
        'The new snapshot.',
        { type: 'object', properties: { snapshotID: { type: 'string', description: 'ID of the new snapshot.' } } },
        { snapshotID: 'dblab_pool/branch/feature-orders/ci-run-4812@20260720103000' },
      ),
      '400': error('The clone does not exist.', ex.badRequest('clone not found')),
    },
    cli: ['dblab commit --clone-id CLONE_ID --message MESSAGE'],
  },
  // Clones
  {
    method: 'get',
    path: '/clones',
    operationId: 'listClones',
    tag: 'Clones',
    summary: 'List clones',
    description:
      'Lists every clone with its status, snapshot, connection details and protection. Each entry is the same object that `GET /clone/{id}` returns: the status code (OK, CREATING, RESETTING, DELETING, EXPORTING, FATAL or WARNING), the host, port and user to connect with, the size of the changes made in the clone, and when its protection lease ends. Scripts use it to find clones left behind by CI jobs.',
    authenticated: true,
    responses: {
      '200': json('The clones.', arrayOf('Clone'), [ex.clone]),
      '401': unauthorized,
    },
    cli: ['dblab clone list'],
  },
  {
    method: 'post',
    path: '/clone',
    operationId: 'createClone',
    tag: 'Clones',
    summary: 'Create a clone',
    description:
      'Creates a thin clone from a snapshot (the newest when none is named) or from a branch, with a database user of your choice. The answer comes at once with status `CREATING`; poll `GET /clone/{id}` until the status is `OK`. `protectionDurationMinutes` of 0 protects the clone forever; leaving it out gives the default lease.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The clone to create.',
      schema: ref('CreateClone'),
      example: {
        id: 'ci-run-4812',
        snapshot: { id: ex.snapshotId },
        protected: true,
        protectionDurationMinutes: 1440,
        db: { username: 'ci_user', password: 'choose-a-long-password', restricted: false },
      },
    },
    responses: {
      '201': json('The clone is being created.', ref('Clone'), {
        ...ex.clone,
        status: { code: 'CREATING', message: 'Clone is being created.' },
      }),
      '400': error(
        'The body is invalid, or the snapshot or branch does not exist.',
        ex.badRequest('missing DB username'),
      ),
      '401': unauthorized,
    },
    cli: ['dblab clone create --username USER --password PASSWORD --id CLONE_ID'],
  },
  {
    method: 'get',
    path: '/clone/{id}',
    operationId: 'getClone',
    tag: 'Clones',
    summary: 'Get a clone',
    description: 'Returns one clone: its status, the snapshot it runs on, how to connect, its size and its protection.',
    authenticated: true,
    parameters: [cloneId],
    responses: {
      '200': json('The clone.', ref('Clone'), ex.clone),
      '401': unauthorized,
      '404': error('No clone has this ID.', ex.notFound('clone not found')),
    },
    cli: ['dblab clone status CLONE_ID'],
  },
  {
    method: 'patch',
    path: '/clone/{id}',
    operationId: 'updateClone',
    tag: 'Clones',
    summary: 'Change clone protection',
    description:
      'Turns deletion protection of a clone on or off. With `protectionDurationMinutes` the protection is a lease that ends after that many minutes (0 means forever), within the engine’s maximum lease.',
    authenticated: true,
    parameters: [cloneId],
    requestBody: {
      required: true,
      description: 'The new protection settings.',
      schema: ref('UpdateClone'),
      example: { protected: true, protectionDurationMinutes: 120 },
    },
    responses: {
      '200': json('The clone with its new settings.', ref('Clone'), ex.clone),
      '401': unauthorized,
    },
    cli: ['dblab clone update CLONE_ID --protected 2h'],
  },
  {
    method: 'delete',
    path: '/clone/{id}',
    operationId: 'deleteClone',
    tag: 'Clones',
    summary: 'Delete a clone',
    description:
      'Stops the clone’s Postgres container and destroys its data. A protected clone cannot be deleted until its protection is turned off or ends.',
    authenticated: true,
    parameters: [cloneId],
    responses: {
      '200': { description: 'The clone is being deleted.' },
      '401': unauthorized,
      '404': error('No clone has this ID.', ex.notFound('clone not found')),
    },
    cli: ['dblab clone destroy CLONE_ID'],
  },
  {
    method: 'post',
    path: '/clone/{id}/reset',
    operationId: 'resetClone',
    tag: 'Clones',
    summary: 'Reset a clone',
    description:
      'Throws away every change made in the clone and restarts it on a snapshot: the one named by `snapshotID`, or the newest with `latest: true`. The clone keeps its ID, port and user, so connection strings stay valid.',
    authenticated: true,
    parameters: [cloneId],
    requestBody: {
      required: false,
      description: 'The snapshot to reset to.',
      schema: ref('ResetClone'),
      example: { latest: true },
    },
    responses: {
      '200': { description: 'The reset started; the clone status is `RESETTING` until it ends.' },
      '401': unauthorized,
    },
    cli: ['dblab clone reset CLONE_ID --latest'],
  },
  // Branches
  {
    method: 'get',
    path: '/branches',
    operationId: 'listBranches',
    tag: 'Branches',
    summary: 'List branches',
    description:
      'Lists every branch with its parent, its head snapshot and the point in time of its data. Every engine has the `main` branch, where the snapshots of data retrieval land; the other branches are the ones you created with `POST /branch` or `dblab branch NAME`. In 4.2 release candidates the entries also say whether a branch is protected and when it is due to be deleted. Pass a branch name to `GET /branch/{branchName}/log` for its history.',
    authenticated: true,
    responses: {
      '200': json('The branches.', arrayOf('Branch'), [
        { name: 'main', parent: '-', dataStateAt: '2026-07-20T09:30:00Z', snapshotID: ex.snapshotId },
        ex.branch,
      ]),
      '401': unauthorized,
    },
    cli: ['dblab branch'],
  },
  {
    method: 'post',
    path: '/branch',
    operationId: 'createBranch',
    tag: 'Branches',
    summary: 'Create a branch',
    description:
      'Creates a branch that starts at the head of another branch (`baseBranch`) or at a snapshot (`snapshotID`); send one of the two, not both.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The branch to create and where it starts.',
      schema: {
        type: 'object',
        properties: {
          branchName: { type: 'string', description: 'Name of the new branch.' },
          baseBranch: { type: 'string', description: 'Branch to start from.' },
          snapshotID: { type: 'string', description: 'Snapshot to start from.' },
        },
      },
      example: { branchName: 'feature-orders', baseBranch: 'main' },
    },
    responses: {
      '200': json(
        'The branch was created.',
        { type: 'object', properties: { name: { type: 'string', description: 'Name of the new branch.' } } },
        { name: 'feature-orders' },
      ),
      '400': error('The name is taken, or the base does not exist.', ex.badRequest('branch already exists')),
    },
    cli: ['dblab branch BRANCH_NAME --parent-branch main'],
  },
  {
    method: 'patch',
    path: '/branch/{branchName}',
    operationId: 'updateBranch',
    tag: 'Branches',
    summary: 'Protect a branch or schedule its deletion',
    description:
      'Turns deletion protection of a branch on or off, for a number of minutes or forever, or schedules its deletion with `deleteAt`. `deleteAt` and `protected: true` cannot be sent together.' +
      rcNote('4.2.0-rc.1'),
    authenticated: true,
    since: '4.2.0-rc.1',
    parameters: [branchName],
    requestBody: {
      required: true,
      description: 'The new protection or deletion settings.',
      schema: ref('UpdateBranch'),
      example: { deleteAt: '2026-08-01T00:00:00Z' },
    },
    responses: {
      '200': json('The branch with its new settings.', ref('UpdateBranchResponse'), {
        name: 'feature-orders',
        protected: false,
        deleteAt: '2026-08-01T00:00:00Z',
      }),
      '400': error('The settings are invalid.', ex.badRequest('deleteAt and protected cannot be set together')),
      '401': unauthorized,
    },
    cli: ['dblab branch BRANCH_NAME --protected 7d'],
  },
  {
    method: 'delete',
    path: '/branch/{branchName}',
    operationId: 'deleteBranch',
    tag: 'Branches',
    summary: 'Delete a branch',
    description:
      'Deletes a branch and its snapshots. The engine refuses to delete `main` and protected branches. Commit anything you want to keep to another branch first: the history of a deleted branch is gone. In 4.2 release candidates a branch can also be protected with `PATCH /branch/{branchName}`, or given a deletion time with `deleteAt` so that the engine removes it later by itself.',
    authenticated: true,
    parameters: [branchName],
    responses: {
      '200': json('The branch was deleted.', ref('ResponseStatus'), { status: 'OK', message: 'Deleted branch' }),
      '400': error(
        'The branch is `main`, is protected, or does not exist.',
        ex.badRequest('cannot delete the main branch'),
      ),
    },
    cli: ['dblab branch --delete BRANCH_NAME'],
  },
  {
    method: 'get',
    path: '/branch/{branchName}/log',
    operationId: 'branchLog',
    tag: 'Branches',
    summary: 'Get branch history',
    description:
      'Lists the snapshots of a branch from its head back to its start, with their commit messages, as `git log` does for commits. Each entry names its parent snapshot, so you can follow the history, and the point in time of its data. Use it to find the snapshot to go back to: pass its ID to `POST /clone/{id}/reset` to put a clone on that state, or to `POST /branch` as `snapshotID` to start a new branch there. The newest entry is the branch head, the snapshot that a clone created with `branch` starts from. Snapshots appear in the log when data retrieval adds them to `main` and when someone commits a clone to the branch with `POST /branch/snapshot` or `dblab commit`.',
    authenticated: true,
    parameters: [branchName],
    responses: {
      '200': json('The snapshots of the branch, newest first.', arrayOf('SnapshotDetails'), [
        {
          id: 'dblab_pool/branch/feature-orders/ci-run-4812@20260720103000',
          parent: ex.snapshotId,
          child: '',
          branch: ['feature-orders'],
          root: '',
          dataStateAt: '2026-07-20T09:30:00Z',
          message: 'After the orders migration',
        },
      ]),
    },
    cli: ['dblab log BRANCH_NAME'],
  },
  // Observation
  {
    method: 'post',
    path: '/observation/start',
    operationId: 'startObservation',
    tag: 'Observation',
    summary: 'Start observing a clone',
    description:
      'Starts a CI observation session on a clone: while your migration runs there, the engine samples the clone for long locks and for the total duration, within the limits you give. Experimental.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The clone and the limits.',
      schema: ref('StartObservationRequest'),
      example: {
        clone_id: 'ci-run-4812',
        config: ex.observationConfig,
        tags: { pipeline: '4812', branch: 'add-orders-index' },
        db_name: 'postgres',
      },
    },
    responses: {
      '200': json('The session started.', ref('ObservationSession'), {
        session_id: 3,
        started_at: '2026-07-20T10:16:00Z',
        config: ex.observationConfig,
        tags: { pipeline: '4812', branch: 'add-orders-index' },
      }),
      '404': error('No clone has this ID.', ex.notFound('clone not found')),
    },
    cli: ['dblab clone start-observation CLONE_ID'],
  },
  {
    method: 'post',
    path: '/observation/stop',
    operationId: 'stopObservation',
    tag: 'Observation',
    summary: 'Stop observing a clone',
    description:
      'Ends the observation session of a clone and returns its result: `passed` or `failed`, with the intervals that broke a limit. Send `overall_error: true` when the migration itself failed. Experimental.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The clone under observation.',
      schema: ref('StopObservationRequest'),
      example: { clone_id: 'ci-run-4812', overall_error: false },
    },
    responses: {
      '200': json('The finished session.', ref('ObservationSession'), ex.observationSession),
      '400': error('No session runs on this clone.', ex.badRequest('observation session not found')),
    },
    cli: ['dblab clone stop-observation CLONE_ID'],
  },
  {
    method: 'get',
    path: '/observation/summary/{clone_id}/{session_id}',
    operationId: 'summaryObservation',
    tag: 'Observation',
    summary: 'Get an observation summary',
    description:
      'Returns the summary of a finished observation session: duration, database size, locks, errors from the Postgres log, and the artifacts you can download. Experimental.',
    authenticated: true,
    parameters: [
      { ...cloneId, name: 'clone_id' },
      {
        name: 'session_id',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: 'Session ID.',
        example: '3',
      },
    ],
    responses: {
      '200': json('The summary.', ref('ObservationSummaryArtifact'), {
        session_id: 3,
        clone_id: 'ci-run-4812',
        duration: { total: '5m40s' },
        db_size: { total: '50 GiB' },
        locks: { total_intervals: 34, warning_intervals: 0 },
        log_errors: { total: 0 },
        artifact_types: ['log', 'summary'],
      }),
      '400': error('The clone or the session does not exist.', ex.badRequest('session not found')),
    },
    cli: ['dblab clone summary-observation --clone-id CLONE_ID --session-id SESSION_ID'],
  },
  {
    method: 'get',
    path: '/observation/download',
    operationId: 'downloadObservationArtifact',
    tag: 'Observation',
    summary: 'Download an observation artifact',
    description:
      'Downloads one artifact of an observation session, such as the Postgres log of the session, as a file. The summary of the session (`GET /observation/summary/{clone_id}/{session_id}`) lists the artifact types you can ask for. CI pipelines usually keep these files as build artifacts, so that a reviewer can see why a migration failed its checks. Experimental.',
    authenticated: true,
    parameters: [
      {
        name: 'artifact_type',
        in: 'query',
        required: true,
        schema: { type: 'string' },
        description: 'Artifact to download, one of the session’s `artifact_types`.',
        example: 'log',
      },
      { ...cloneId, in: 'query', name: 'clone_id' },
      {
        name: 'session_id',
        in: 'query',
        required: true,
        schema: { type: 'string' },
        description: 'Session ID.',
        example: '3',
      },
    ],
    responses: {
      '200': { description: 'The artifact file.' },
      '400': error('The artifact, clone or session does not exist.', ex.badRequest('artifact not found')),
    },
    cli: ['dblab clone download-artifact --clone-id CLONE_ID --session-id SESSION_ID --artifact-type log'],
  },
  // Admin
  {
    method: 'get',
    path: '/admin/config',
    operationId: 'getConfig',
    tag: 'Admin',
    summary: 'Get the configuration',
    description:
      'Returns the part of the engine configuration that the UI shows and edits, as JSON: among others the Postgres image and settings of clones, the source database and the schedule of data retrieval. The shape follows the configuration file, but only the editable sections are there. For the whole file, with every section and secrets masked, use `GET /admin/config.yaml`; to change these settings, send them back with `POST /admin/config`.',
    authenticated: true,
    responses: {
      '200': json('The editable configuration.', ref('Config'), ex.config),
      '401': unauthorized,
    },
  },
  {
    method: 'post',
    path: '/admin/config',
    operationId: 'setConfig',
    tag: 'Admin',
    summary: 'Change the configuration',
    description:
      'Changes the editable part of the configuration and applies it. The engine refuses when configuration changes are locked (`disableConfigModification`).',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'The new configuration.',
      schema: ref('Config'),
      example: ex.config,
    },
    responses: {
      '200': json('The configuration now in force.', ref('Config'), ex.config),
      '400': error(
        'The configuration is invalid or changes are locked.',
        ex.badRequest('config modification is disabled'),
      ),
      '401': unauthorized,
    },
  },
  {
    method: 'get',
    path: '/admin/config.yaml',
    operationId: 'getConfigYaml',
    tag: 'Admin',
    summary: 'Get the full configuration file',
    description:
      'Returns the whole configuration file in force (`server.yml`), as YAML, with secrets such as passwords and tokens masked. Unlike `GET /admin/config`, which returns only the part the UI edits, this is every section: server, pools, provisioning of clones, retrieval jobs, cloning limits, platform, webhooks and the rest. Use it to back up the settings of an engine, to compare two engines, or to see what a running engine uses after changes made through the UI.',
    authenticated: true,
    responses: {
      '200': {
        description: 'The configuration file.',
        content: {
          mediaType: 'application/yaml',
          schema: ref('Config'),
          example: { server: { port: 2345, verificationToken: '****' } },
        },
      },
      '401': unauthorized,
    },
  },
  {
    method: 'post',
    path: '/admin/test-db-source',
    operationId: 'testDbSource',
    tag: 'Admin',
    summary: 'Test the source connection',
    description:
      'Connects to a source database with the settings you send, before you save them, and reports whether the engine can reach it and read the listed databases.',
    authenticated: true,
    requestBody: {
      required: true,
      description: 'Connection to test.',
      schema: ref('Connection'),
      example: {
        host: 'source.db.internal',
        port: '5432',
        dbname: 'app',
        username: 'dblab_reader',
        password: 'choose-a-long-password',
        db_list: ['app'],
      },
    },
    responses: {
      '200': { description: 'The engine connected to the source.' },
      '400': error('The engine could not connect.', ex.badRequest('connection refused')),
      '401': unauthorized,
    },
  },
  {
    method: 'post',
    path: '/admin/ws-auth',
    operationId: 'getWebsocketToken',
    tag: 'Admin',
    summary: 'Get a websocket token',
    description:
      'Returns a one-time token for the websocket endpoints, such as the live engine log at `/instance/logs`, which take it in the `token` query parameter instead of the header.',
    authenticated: true,
    responses: {
      '200': json('The token.', ref('WSToken'), { token: 'f3b1c2d4e5a6b7c8' }),
      '400': error('The engine could not make a token.', ex.badRequest('cannot generate token')),
      '401': unauthorized,
    },
  },
];
