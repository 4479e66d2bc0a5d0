/**
 * The 39 schemas of the DBLab Engine API 4.1 contract, with our descriptions.
 * Field names, types, formats and required lists follow the engine's contract
 * (tests/unit/dblabApiContract.test.ts compares them with its structure).
 */
import type { JsonSchema } from './types';

/** A reference to another schema of this document. */
export const ref = (name: SchemaName): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const str = (description: string, format?: string): JsonSchema =>
  format ? { type: 'string', format, description } : { type: 'string', description };
const int = (description: string, format?: string): JsonSchema =>
  format ? { type: 'integer', format, description } : { type: 'integer', description };
const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
const time = (description: string): JsonSchema => str(description, 'date-time');
const minutes = (description: string): JsonSchema => ({ type: 'integer', format: 'int64', minimum: 0, description });
const list = (items: JsonSchema, description: string): JsonSchema => ({ type: 'array', items, description });
const obj = (description: string, properties: Record<string, JsonSchema>, required?: string[]): JsonSchema => ({
  type: 'object',
  description,
  properties,
  ...(required ? { required } : {}),
});
/** A free-form object: the contract names no fields. */
const freeForm = (description: string): JsonSchema => ({
  type: 'object',
  description,
  properties: {},
  additionalProperties: true,
});

const rc = '4.2.0-rc.1';

export const schemas = {
  Instance: obj('The state of the whole engine, as `GET /status` reports it.', {
    status: { ...ref('Status'), description: 'Overall status of the engine.' },
    engine: { ...ref('Engine'), description: 'Version, edition and identity of the engine.' },
    pools: list(ref('PoolEntry'), 'The storage pools (ZFS datasets or LVM volumes) the engine manages.'),
    cloning: { ...ref('Cloning'), description: 'Clone counts and protection settings.' },
    retrieving: { ...ref('Retrieving'), description: 'State of data retrieval (refresh).' },
    provisioner: { ...ref('Provisioner'), description: 'The Docker image and settings used for clone containers.' },
    synchronization: { ...ref('Synchronization'), description: 'Replication state in physical mode.' },
  }),
  Status: obj(
    'A status code with a human-readable message. For a clone the code is one of OK, CREATING, RESETTING, DELETING, EXPORTING, FATAL or WARNING.',
    {
      code: str('Machine-readable status code, such as `OK` or `CREATING`.'),
      message: str('What the code means in words.'),
    },
    ['code', 'message'],
  ),
  Engine: obj('Identity of the engine.', {
    version: str('Engine version string.'),
    edition: str('Edition: `community`, `standard` or `enterprise`.'),
    billingActive: str('Whether billing is active (Standard and Enterprise editions).'),
    instanceID: str('Random identifier of this installation.'),
    startedAt: time('When the engine process started.'),
    telemetry: bool('Whether anonymous telemetry is turned on.'),
    disableConfigModification: bool('Whether changing the configuration through the API is locked.'),
  }),
  PoolEntry: obj('One storage pool.', {
    name: str('Pool name.'),
    mode: str('Storage back end: `zfs` or `lvm`.'),
    dataStateAt: time('Point in time of the newest data in the pool.'),
    status: str('Pool status, such as `active`, `refreshing` or `empty`.'),
    cloneList: list(str('Clone ID.'), 'IDs of the clones that use this pool.'),
    fileSystem: { ...ref('FileSystem'), description: 'Disk usage of the pool.' },
  }),
  FileSystem: obj('Disk usage of a pool, in bytes.', {
    mode: str('Storage back end.'),
    free: int('Free space.', 'int64'),
    size: int('Total size.', 'int64'),
    used: int('Used space.', 'int64'),
    dataSize: int('Size of the data directory.', 'int64'),
    usedBySnapshots: int('Space held by snapshots.', 'int64'),
    usedByClones: int('Space held by the changes made in clones.', 'int64'),
    compressRatio: int('Compression ratio of the pool.', 'float64'),
  }),
  Cloning: obj('Clones of the engine.', {
    expectedCloningTime: int('Average time to create a clone, in seconds.', 'float64'),
    numClones: int('Number of clones.', 'int64'),
    clones: list(ref('Clone'), 'Every clone.'),
    protectionLeaseDurationMinutes: minutes('Default protection lease for a clone, in minutes.'),
    protectionMaxDurationMinutes: minutes('Longest protection lease allowed, in minutes.'),
  }),
  Retrieving: obj('State of data retrieval.', {
    mode: str('Retrieval mode: `logical` or `physical`.'),
    status: str('Retrieval status, such as `finished`, `refreshing` or `failed`.'),
    lastRefresh: time('When the last full refresh finished.'),
    nextRefresh: time('When the next scheduled refresh starts.'),
    alerts: list(str('Alert text.'), 'Problems the retrieval reported.'),
    activity: { ...ref('Activity'), description: 'Queries running on the source and the target during retrieval.' },
  }),
  Activity: obj('Database activity during retrieval.', {
    source: list(ref('PGActivityEvent'), 'Sessions on the source database.'),
    target: list(ref('PGActivityEvent'), 'Sessions on the engine’s own Postgres.'),
  }),
  PGActivityEvent: obj('One session from `pg_stat_activity`.', {
    user: str('Database user.'),
    query: str('Text of the running query.'),
    duration: { type: 'number', description: 'How long the query has run, in milliseconds.' },
    waitEventType: str('Wait event type, if the session waits.'),
    waitEvent: str('Wait event, if the session waits.'),
  }),
  Provisioner: obj('Clone container settings.', {
    dockerImage: str('Postgres image used for clones.'),
    containerConfig: freeForm('Extra Docker settings for clone containers, such as `shm-size`.'),
  }),
  Synchronization: obj('Replication from the source in physical mode.', {
    status: { ...ref('Status'), description: 'Replication status.' },
    startedAt: time('When replication started.'),
    lastReplayedLsn: str('Last WAL position replayed.'),
    lastReplayedLsnAt: time('Commit time of the last replayed transaction.'),
    replicationLag: str('Replication lag.'),
    replicationUptime: int('Seconds since replication started.'),
  }),
  Snapshot: obj('A snapshot: a read-only point-in-time copy of the data from which clones are made.', {
    id: str('Snapshot ID: the pool dataset name and the snapshot time.'),
    createdAt: time('When the snapshot was taken.'),
    dataStateAt: time('Point in time of the data in the snapshot.'),
    physicalSize: int('Space the snapshot takes on disk, in bytes.', 'int64'),
    logicalSize: int('Size of the data in the snapshot, in bytes.', 'int64'),
    pool: str('Pool that holds the snapshot.'),
    numClones: int('Number of clones made from this snapshot.', 'int'),
    protected: { ...bool('Whether the snapshot is protected from deletion.'), 'x-dblab-since': rc },
    protectedTill: { ...time('When the protection ends; absent when it never ends.'), 'x-dblab-since': rc },
    deleteAt: { ...time('When the engine deletes the snapshot.'), 'x-dblab-since': rc },
  }),
  Database: obj('How to connect to a clone.', {
    connStr: str('Connection string without the password.'),
    host: str('Host name or address of the clone.'),
    port: str('Port of the clone (from the 6000–6099 range by default).'),
    username: str('Database user created for the clone.'),
    password: str('Password of that user; empty in responses.'),
  }),
  Clone: obj('A thin clone: a writable Postgres instance on a snapshot.', {
    id: str('Clone ID.'),
    name: str('Clone name.'),
    snapshot: { ...ref('Snapshot'), description: 'The snapshot the clone was made from.' },
    protected: { type: 'boolean', default: false, description: 'Whether the clone is protected from deletion.' },
    protectedTill: time('When the protection lease ends; absent when protection never ends.'),
    deleteAt: time('When the engine deletes the clone as idle.'),
    createdAt: time('When the clone was created.'),
    status: {
      ...ref('Status'),
      description: 'Clone status: OK, CREATING, RESETTING, DELETING, EXPORTING, FATAL or WARNING.',
    },
    db: { ...ref('Database'), description: 'Connection details.' },
    metadata: { ...ref('CloneMetadata'), description: 'Sizes, timings and limits.' },
  }),
  CloneMetadata: obj('Sizes, timings and limits of a clone.', {
    cloneDiffSize: int('Bytes written in the clone since it was created.', 'int64'),
    logicalSize: int('Size of the clone’s data, in bytes.', 'int64'),
    cloningTime: int('Seconds it took to create the clone.', 'float64'),
    maxIdleMinutes: int(
      'Minutes without activity after which an unprotected clone is deleted; 0 turns this off.',
      'int64',
    ),
    protectionLeaseDurationMinutes: minutes('Default protection lease, in minutes.'),
    protectionMaxDurationMinutes: minutes('Longest protection lease allowed, in minutes.'),
  }),
  CreateClone: obj('What to clone and how to connect to it.', {
    id: str('Clone ID; the engine makes one up when absent.'),
    snapshot: obj('The snapshot to clone; the newest one when absent.', { id: str('Snapshot ID.') }),
    branch: str('Branch to clone from; the clone starts at the branch’s newest snapshot.'),
    protected: bool('Protect the clone from deletion.'),
    protectionDurationMinutes: minutes(
      'Length of the protection lease: 0 means forever; absent means the default lease.',
    ),
    db: obj('The database user to create in the clone.', {
      username: str('User name.'),
      password: str('Password.'),
      restricted: bool('Create a user without superuser rights.'),
      db_name: str('Database the restricted user may use.'),
    }),
  }),
  ResetClone: obj('What to reset a clone to: a snapshot ID, or the newest snapshot.', {
    snapshotID: str('Snapshot to reset to.'),
    latest: { type: 'boolean', default: false, description: 'Reset to the newest snapshot.' },
  }),
  UpdateClone: obj('New protection settings of a clone.', {
    protected: { type: 'boolean', default: false, description: 'Protect the clone from deletion.' },
    protectionDurationMinutes: minutes(
      'Length of the protection lease: 0 means forever; absent means the default lease.',
    ),
  }),
  UpdateSnapshot: {
    ...obj(
      'New protection or deletion settings of a snapshot (4.2 release candidates). `deleteAt` and `protected: true` cannot be sent together.',
      {
        protected: bool('Protect the snapshot from deletion and from count-based retention.'),
        protectionDurationMinutes: minutes('Length of the protection: 0 means forever.'),
        deleteAt: time('When the engine should delete the snapshot.'),
      },
    ),
    'x-dblab-since': rc,
  },
  UpdateBranch: {
    ...obj(
      'New protection or deletion settings of a branch (4.2 release candidates). `deleteAt` and `protected: true` cannot be sent together.',
      {
        protected: bool('Protect the branch from deletion.'),
        protectionDurationMinutes: minutes('Length of the protection: 0 means forever.'),
        deleteAt: time('When the engine should delete the branch.'),
      },
    ),
    'x-dblab-since': rc,
  },
  UpdateBranchResponse: {
    ...obj('A branch after its settings changed (4.2 release candidates).', {
      name: str('Branch name.'),
      protected: bool('Whether the branch is protected.'),
      protectedTill: time('When the protection ends; absent when it never ends.'),
      deleteAt: time('When the engine deletes the branch.'),
    }),
    'x-dblab-since': rc,
  },
  StartObservationRequest: obj('Which clone to observe and how.', {
    clone_id: str('Clone to observe.'),
    config: { ...ref('ObservationConfig'), description: 'Limits of the observation.' },
    tags: freeForm('Labels for the session, as key-value pairs of strings.'),
    db_name: str('Database to observe in the clone.'),
  }),
  ObservationConfig: obj('Limits of a CI observation session, in seconds.', {
    observation_interval: int('How often the observer samples the clone.', 'int64'),
    max_lock_duration: int('Longest acceptable lock held by the migration.', 'int64'),
    max_duration: int('Longest acceptable duration of the whole session.', 'int64'),
  }),
  ObservationSession: obj('A CI observation session.', {
    session_id: int('Session ID.', 'int64'),
    started_at: time('When the session started.'),
    finished_at: time('When the session finished.'),
    config: { ...ref('ObservationConfig'), description: 'Limits of the session.' },
    tags: freeForm('Labels of the session.'),
    artifacts: list(str('Artifact type.'), 'Artifacts collected, by type.'),
    result: { ...ref('ObservationResult'), description: 'Outcome, once the session stopped.' },
  }),
  ObservationResult: obj('Outcome of an observation session.', {
    status: str('`passed` or `failed`.'),
    intervals: list(ref('ObservationInterval'), 'Sampling intervals that raised a warning.'),
  }),
  ObservationInterval: obj('One sampling interval of an observation.', {
    started_at: time('When the interval started.'),
    duration: int('Length of the interval, in seconds.', 'int64'),
    warning: str('What went wrong in the interval.'),
  }),
  ObservationSummary: obj('Totals of an observation session.', {
    total_duration: int('Length of the session, in seconds.', 'float64'),
    total_intervals: int('Number of sampling intervals.', 'int'),
    warning_intervals: int('Intervals with a warning.', 'int'),
    checklist: { ...ref('ObservationChecklist'), description: 'Which checks passed.' },
  }),
  ObservationChecklist: obj('Checks of an observation session.', {
    overall_success: bool('All checks passed.'),
    session_duration_acceptable: bool('The session stayed within `max_duration`.'),
    no_long_dangerous_locks: bool('No lock was held longer than `max_lock_duration`.'),
  }),
  StopObservationRequest: obj('Which observation to stop.', {
    clone_id: str('Clone under observation.'),
    overall_error: bool('Mark the session as failed, for example when the migration itself failed.'),
  }),
  SummaryObservationRequest: obj('Which observation session to summarise.', {
    clone_id: str('Clone ID.'),
    session_id: str('Session ID.'),
  }),
  ObservationSummaryArtifact: obj('Summary of an observation session.', {
    session_id: int('Session ID.', 'int64'),
    clone_id: str('Clone ID.'),
    duration: freeForm('Duration figures of the session.'),
    db_size: freeForm('Database size figures.'),
    locks: freeForm('Locks seen during the session.'),
    log_errors: freeForm('Errors found in the Postgres log.'),
    artifact_types: list(str('Artifact type.'), 'Artifacts that can be downloaded.'),
  }),
  Error: obj('An error answer.', {
    code: str('Error code.'),
    message: str('What went wrong.'),
    detail: str('More about the error, when there is more.'),
    hint: str('How to fix it, when the engine knows.'),
  }),
  ResponseStatus: obj('Outcome of an action.', { status: str('`OK` on success.'), message: str('What happened.') }),
  Config: {
    type: 'object',
    description:
      'Engine configuration as the UI edits it: a projection of `server.yml`, with the sections the API may change.',
  },
  Connection: obj('Connection to a source database.', {
    host: str('Host name or address.'),
    port: str('Port.'),
    dbname: str('Database to connect to.'),
    username: str('User name.'),
    password: str('Password.'),
    db_list: list(str('Database name.'), 'Databases to check besides `dbname`.'),
  }),
  WSToken: obj('One-time token for a websocket endpoint.', {
    token: str('Token to pass in the `token` query parameter.'),
  }),
  Branch: obj('A branch: a named line of snapshots.', {
    name: str('Branch name.'),
    parent: str('Branch it was created from.'),
    dataStateAt: time('Point in time of the data at the branch head.'),
    snapshotID: str('Snapshot at the branch head.'),
    protected: { ...bool('Whether the branch is protected from deletion.'), 'x-dblab-since': rc },
    protectedTill: { ...time('When the protection ends; absent when it never ends.'), 'x-dblab-since': rc },
    deleteAt: { ...time('When the engine deletes the branch.'), 'x-dblab-since': rc },
  }),
  SnapshotDetails: obj('A snapshot in the history of branches.', {
    id: str('Snapshot ID.'),
    parent: str('Previous snapshot.'),
    child: str('Next snapshot, comma-separated when there are several.'),
    branch: list(str('Branch name.'), 'Branches whose head is this snapshot.'),
    root: str('Branch whose first snapshot this is.'),
    dataStateAt: time('Point in time of the data.'),
    message: str('Message given when the snapshot was committed.'),
  }),
  FullRefresh: obj('Answer to a full refresh request.', {
    status: str('`OK` when the refresh started.'),
    message: str('What happened.'),
  }),
} satisfies Record<string, JsonSchema>;

export type SchemaName =
  | 'Instance'
  | 'Status'
  | 'Engine'
  | 'PoolEntry'
  | 'FileSystem'
  | 'Cloning'
  | 'Retrieving'
  | 'Activity'
  | 'PGActivityEvent'
  | 'Provisioner'
  | 'Synchronization'
  | 'Snapshot'
  | 'Database'
  | 'Clone'
  | 'CloneMetadata'
  | 'CreateClone'
  | 'ResetClone'
  | 'UpdateClone'
  | 'UpdateSnapshot'
  | 'UpdateBranch'
  | 'UpdateBranchResponse'
  | 'StartObservationRequest'
  | 'ObservationConfig'
  | 'ObservationSession'
  | 'ObservationResult'
  | 'ObservationInterval'
  | 'ObservationSummary'
  | 'ObservationChecklist'
  | 'StopObservationRequest'
  | 'SummaryObservationRequest'
  | 'ObservationSummaryArtifact'
  | 'Error'
  | 'ResponseStatus'
  | 'Config'
  | 'Connection'
  | 'WSToken'
  | 'Branch'
  | 'SnapshotDetails'
  | 'FullRefresh';
