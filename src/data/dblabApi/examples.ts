/** Example values shared by the operations of the DBLab Engine API document (made-up, consistent with each other). */

export const snapshotId = 'dblab_pool/dataset_1@snapshot_20260720093000';
export const olderSnapshotId = 'dblab_pool/dataset_1@snapshot_20260719093000';

export const snapshot = {
  id: snapshotId,
  createdAt: '2026-07-20T09:30:04Z',
  dataStateAt: '2026-07-20T09:30:00Z',
  physicalSize: 1843200,
  logicalSize: 53687091200,
  pool: 'dblab_pool/dataset_1',
  numClones: 2,
  protected: false,
};

export const clone = {
  id: 'ci-run-4812',
  name: 'ci-run-4812',
  snapshot,
  protected: true,
  protectedTill: '2026-07-21T10:15:00Z',
  createdAt: '2026-07-20T10:15:00Z',
  status: { code: 'OK', message: 'Clone is ready to accept Postgres connections.' },
  db: {
    connStr: 'host=dblab.internal port=6001 user=ci_user dbname=postgres',
    host: 'dblab.internal',
    port: '6001',
    username: 'ci_user',
    password: '',
  },
  metadata: {
    cloneDiffSize: 4718592,
    logicalSize: 53687091200,
    cloningTime: 2,
    maxIdleMinutes: 120,
    protectionLeaseDurationMinutes: 1440,
    protectionMaxDurationMinutes: 10080,
  },
};

export const engine = {
  version: 'v4.1.3',
  edition: 'community',
  instanceID: 'd0g7s4mjkq8c73b1h2ng',
  startedAt: '2026-07-18T06:00:12Z',
  telemetry: true,
  disableConfigModification: false,
};

export const retrieving = {
  mode: 'logical',
  status: 'finished',
  lastRefresh: '2026-07-20T09:00:00Z',
  nextRefresh: '2026-07-21T09:00:00Z',
  alerts: [],
  activity: { source: [], target: [] },
};

export const instance = {
  status: { code: 'OK', message: 'Instance is ready' },
  engine,
  pools: [
    {
      name: 'dblab_pool/dataset_1',
      mode: 'zfs',
      dataStateAt: '2026-07-20T09:30:00Z',
      status: 'active',
      cloneList: ['ci-run-4812'],
      fileSystem: {
        mode: 'zfs',
        free: 412316860416,
        size: 536870912000,
        used: 124554051584,
        dataSize: 53687091200,
        usedBySnapshots: 1843200,
        usedByClones: 4718592,
        compressRatio: 2,
      },
    },
  ],
  cloning: {
    expectedCloningTime: 2,
    numClones: 1,
    clones: [clone],
    protectionLeaseDurationMinutes: 1440,
    protectionMaxDurationMinutes: 10080,
  },
  retrieving,
  provisioner: { dockerImage: 'postgresai/extended-postgres:18', containerConfig: { 'shm-size': '1gb' } },
};

export const unauthorized = { code: 'UNAUTHORIZED', message: 'Check your verification token.' };
export const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });
export const notFound = (message: string) => ({ code: 'NOT_FOUND', message });

export const branch = {
  name: 'feature-orders',
  parent: 'main',
  dataStateAt: '2026-07-20T09:30:00Z',
  snapshotID: snapshotId,
};

export const observationConfig = { observation_interval: 10, max_lock_duration: 10, max_duration: 3600 };

export const observationSession = {
  session_id: 3,
  started_at: '2026-07-20T10:16:00Z',
  finished_at: '2026-07-20T10:21:40Z',
  config: observationConfig,
  tags: { pipeline: '4812', branch: 'add-orders-index' },
  artifacts: ['log', 'summary'],
  result: { status: 'passed', intervals: [] },
};

export const config = {
  databaseContainer: { dockerImage: 'postgresai/extended-postgres:18' },
  retrieval: { refreshTimetable: '0 9 * * *' },
};
