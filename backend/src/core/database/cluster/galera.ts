import type { DataSource } from 'typeorm';

/** One node's view of its Galera cluster, as its status variables say it. */
export interface GaleraState {
  /** `wsrep_ready`: the node accepts queries. */
  ready: boolean;
  /** `wsrep_local_state_comment`: Synced, Donor/Desynced, Joining, Joined… */
  state: string;
  /** `wsrep_cluster_status`: Primary, or non-Primary when the node has lost its quorum. */
  clusterStatus: string;
  clusterSize: number;
}

type Rows = Array<{ Variable_name?: string; Value?: string; variable_name?: string; value?: string }>;
const toMap = (rows: Rows) =>
  new Map(rows.map((r) => [String(r.Variable_name ?? r.variable_name), String(r.Value ?? r.value ?? '')]));

/** Whether this MariaDB server is a Galera node (`wsrep_on`); false on SQLite and on a single MariaDB/MySQL. */
export async function isGaleraNode(ds: DataSource): Promise<boolean> {
  if (ds.options.type !== 'mysql' && ds.options.type !== 'mariadb') return false;
  const vars = toMap(await ds.query(`SHOW VARIABLES LIKE 'wsrep_on'`));
  return vars.get('wsrep_on') === 'ON';
}

/** The node's Galera state; null when it is no Galera node. */
export async function galeraState(query: (sql: string) => Promise<Rows>): Promise<GaleraState | null> {
  const status = toMap(
    await query(
      `SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_ready', 'wsrep_local_state_comment', 'wsrep_cluster_status', 'wsrep_cluster_size')`,
    ),
  );
  if (!status.has('wsrep_ready')) return null;
  return {
    ready: status.get('wsrep_ready') === 'ON',
    state: status.get('wsrep_local_state_comment') ?? '',
    clusterStatus: status.get('wsrep_cluster_status') ?? '',
    clusterSize: Number(status.get('wsrep_cluster_size') ?? 0),
  };
}

/** A node fit to serve: ready, Synced, in the primary component. */
export function galeraServing(state: GaleraState): boolean {
  return state.ready && state.state === 'Synced' && state.clusterStatus === 'Primary';
}

/**
 * Causal reads on a Galera node: a write acknowledged by one node is applied on the others a moment
 * later, so a session made through node 1 could be unknown to node 2 for that moment, and a retried
 * transaction could read a row older than the conflict that refused it. `wsrep_sync_wait = 1` makes
 * each read (and each START TRANSACTION) first wait until this node has applied every write the
 * cluster had committed when it was issued. Set once on each pooled connection, the first time the
 * pool hands it out: mysql2 runs a connection's commands in order, so it precedes the caller's query.
 */
export function enableCausalReads(ds: DataSource): void {
  type Conn = { query: (sql: string, cb: (error: unknown) => void) => void; __causal?: true };
  const driver = ds.driver as unknown as { prepareDbConnection: (c: Conn) => Conn };
  const prepare = driver.prepareDbConnection.bind(driver);
  driver.prepareDbConnection = (connection) => {
    const prepared = prepare(connection);
    if (!prepared.__causal) {
      prepared.__causal = true;
      // An error here (the node left the cluster) fails the caller's own query next, with the real
      // cause; the connection tries again the next time it is handed out.
      prepared.query('SET SESSION wsrep_sync_wait = 1', (error) => {
        if (error) delete prepared.__causal;
      });
    }
    return prepared;
  };
}
