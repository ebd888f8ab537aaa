import { type Connection, createConnection } from 'mysql2/promise';
import { galeraState, type GaleraState } from './galera';

/**
 * The readiness check's own connection to this process's MariaDB node, apart from the pool: its
 * questions must be answered by the node itself, at once. Through the pool they would be causal
 * reads (galera.ts), which wait for the whole cluster — and while a dead node is being evicted,
 * every node would look unready for those seconds and the load balancer would drain them all.
 * Opened on first use, opened again after any error.
 */
export class NodeProbe {
  private connection: Promise<Connection> | null = null;
  /** Whether the node runs Galera (`wsrep_on`); a single MariaDB reports wsrep status too, all OFF. */
  private galera: boolean | undefined;

  constructor(private readonly url: string) {}

  /** `null` on a MariaDB/MySQL that is no Galera node; throws when the node cannot be reached. */
  async state(): Promise<GaleraState | null> {
    try {
      const conn = await (this.connection ??= this.open());
      await conn.query('SELECT 1');
      if (this.galera === undefined) {
        const [rows] = (await conn.query(`SHOW VARIABLES LIKE 'wsrep_on'`)) as unknown as [Array<{ Value?: string }>];
        this.galera = rows[0]?.Value === 'ON';
      }
      if (!this.galera) return null;
      return await galeraState(async (sql) => (await conn.query(sql))[0] as never);
    } catch (error) {
      void this.close();
      throw error;
    }
  }

  private async open(): Promise<Connection> {
    const conn = await createConnection({ uri: this.url, connectTimeout: 2000 });
    // An idle connection whose node died says so as an 'error' event, which unheard would end the process.
    conn.on('error', () => void this.close());
    return conn;
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = null;
    if (pending)
      await pending.then(
        (c) => c.destroy(),
        () => undefined,
      );
  }
}
