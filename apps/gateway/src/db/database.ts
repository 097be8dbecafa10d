// One database interface over two engines: PGlite (PostgreSQL in WASM, persisted in a data
// directory: the default, no server needed) and a real PostgreSQL when a URL is configured.
// Both speak the same SQL; keep statements to what PostgreSQL 15 and PGlite (18) both accept.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  /** Runs one statement with $1… parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /**
   * Runs fn inside one database transaction: committed when fn resolves, rolled back when it
   * throws. On PostgreSQL a serialization failure or deadlock is retried a few times, so callers
   * must keep fn free of side effects outside the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a notification channel (NOTIFY, sent at commit). On PGlite notifications arrive
   * in-process as the notifying statement or transaction commits; on PostgreSQL one connection
   * of the database listens, and is reopened when lost. Answers the unsubscribe.
   */
  listen(channel: string, listener: NotificationListener): () => void;
  /** The PostgreSQL pool's connections now (null on PGlite, which has none). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (the pool is at its maximum and all are in use). */
  waiting: number;
}

export interface NotificationListener {
  /** Each notification's payload, in commit order. */
  onNotification(payload: string): void;
  /**
   * True once notifications sent from now on will arrive; false when they may not (the connection
   * listening was lost: until it is back and listening again, some may be missed).
   */
  onListening(listening: boolean): void;
}

export interface DatabaseConfig {
  /** postgres://… — when set, PostgreSQL is used. */
  url?: string;
  /** PostgreSQL schema to work in (created when missing); tests use one per run. */
  schema?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL (DATABASE_POOL_MAX; default 10). */
  maxConnections?: number;
  /** How long opening a PostgreSQL connection may take before it fails (ms; default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout for the gateway's connections (ms; 0 = none, the default). */
  statementTimeoutMs?: number;
  /**
   * Told when a connection fails outside any query (an idle pool connection losing its server,
   * the listening connection lost): the process goes on, and the next query reconnects.
   */
  onError?: (error: Error, connection: 'pool' | 'listener') => void;
}

/** Opening a PostgreSQL connection fails after this long unless DATABASE_CONNECT_TIMEOUT_MS says otherwise. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const INT8 = 20;
const RETRYABLE = new Set(['40001', '40P01']);

/** A serialization failure or deadlock: the work rolled back and may be run again. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code !== undefined && RETRYABLE.has(code);
}
/** How many times a transaction (or one retried statement) is tried in all. */
export const MAX_ATTEMPTS = 5;

/** int8 columns (sums of pesewas, counts) come back as numbers; larger than 2^53 is a fault. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`int8 value out of safe range: ${text}`);
  return value;
}

export function isSafeSchemaName(name: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(name);
}

export async function openDatabase(config: DatabaseConfig = {}): Promise<Database> {
  return config.url ? openPostgres(config.url, config) : openPglite(config);
}

async function openPglite(config: DatabaseConfig): Promise<Database> {
  if (config.dataDir) mkdirSync(dirname(config.dataDir), { recursive: true });
  return wrapPglite(await createPglite(config.dataDir ? { dataDir: config.dataDir } : {}));
}

/** A PGlite instance with the same value parsing as our PostgreSQL pool. */
export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  const db = new PGlite({
    ...options,
    parsers: { [INT8]: parseInt8, [pgliteTypes.NUMERIC]: (text: string) => text },
  });
  await db.waitReady;
  return db;
}

/** Wraps an open PGlite instance (also used by tests that clone a migrated template). */
export function wrapPglite(db: PGlite): Database {
  return {
    dialect: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return result.rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    poolStats: () => null,
    listen(channel: string, listener: NotificationListener) {
      let closed = false;
      const stop = db.listen(channel, (payload) => listener.onNotification(payload));
      void stop.then(
        () => {
          if (!closed) listener.onListening(true);
        },
        () => listener.onListening(false),
      );
      return () => {
        closed = true;
        void stop.then((unlisten) => unlisten()).catch(() => {});
      };
    },
    close: () => db.close(),
  };
}

/** At most this many distinct statements are prepared per pool; any further run unprepared. */
const MAX_PREPARED = 1000;

/**
 * Each statement with parameters becomes a named prepared statement, parsed and planned once per
 * connection rather than on every call (PostgreSQL only; PGlite runs in-process). Statement texts
 * are the code's own constants, so their number is bounded; MAX_PREPARED caps it anyway.
 */
function preparedStatements(): (text: string, values: unknown[]) => pg.QueryConfig {
  const names = new Map<string, string>();
  return (text, values) => {
    let name = names.get(text);
    if (name === undefined && values.length > 0 && names.size < MAX_PREPARED) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

async function openPostgres(url: string, config: DatabaseConfig): Promise<Database> {
  const schema = config.schema;
  if (schema !== undefined && !isSafeSchemaName(schema)) throw new Error(`unsafe schema name: ${schema}`);
  const typeParsers = {
    getTypeParser: (oid: number, format?: string) =>
      oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as 'text'),
  };
  const connectionTimeoutMillis = config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const timeouts = {
    connectionTimeoutMillis,
    ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}),
  };
  if (schema) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: config.maxConnections ?? 10,
    ...timeouts,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects. The
  // operator hears of it (a database restarting, a network cut) through onError.
  pool.on('error', (error) => config.onError?.(error, 'pool'));
  const statement = preparedStatements();
  const listenedTo = new WeakMap<pg.PoolClient, number>();
  /**
   * A connection of the pool, listening to every channel listened to: a session that notifies a
   * channel it listens to gets its own notifications before its statement (or COMMIT) answers, so
   * this process hears its own changes before it goes on (the listening connection hears them
   * too, a moment later; other processes hear them only that way).
   */
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (listenedTo.get(client) === notifications.version()) return client;
    try {
      if (!listenedTo.has(client)) client.on('notification', notifications.deliver);
      for (const channel of notifications.channels()) await client.query(`LISTEN ${channel}`);
      listenedTo.set(client, notifications.version());
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
  const notifications = listeningConnection(
    () =>
      new pg.Client({
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
      }),
    (error) => config.onError?.(error, 'listener'),
  );

  return {
    dialect: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const client = await connect();
      try {
        const result = await client.query(statement(sql, [...params]));
        return result.rows as Row[];
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt++) {
        const client = await connect();
        try {
          await client.query('BEGIN');
          const value = await fn({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              const result = await client.query(statement(sql, [...params]));
              return result.rows as Row[];
            },
            async exec(sql: string) {
              await client.query(sql);
            },
          });
          await client.query('COMMIT');
          return value;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          if (isRetryable(error) && attempt < MAX_ATTEMPTS) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    listen(channel: string, listener: NotificationListener) {
      return notifications.add(channel, listener);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_MS = 1000;

/**
 * The one connection per database that listens (PostgreSQL): opened with the first listener,
 * reopened RELISTEN_MS after it is lost (each listener told it is not listening meanwhile).
 */
function listeningConnection(connect: () => pg.Client, onError: (error: Error) => void) {
  const channels = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** Moves when a channel is added: pool connections listen to every channel again. */
  let version = 0;

  const everyListener = () => [...channels.values()].flatMap((set) => [...set]);

  function deliver(message: pg.Notification) {
    for (const listener of channels.get(message.channel) ?? [])
      listener.onNotification(message.payload ?? '');
  }

  function lost(from: pg.Client) {
    if (client !== from) return;
    client = null;
    listening = false;
    from.removeAllListeners('notification');
    from.on('error', () => {});
    void from.end().catch(() => {});
    for (const listener of everyListener()) listener.onListening(false);
    if (!closed && channels.size > 0) retry = setTimeout(open, RELISTEN_MS).unref();
  }

  function open() {
    retry = null;
    if (closed || client) return;
    const next = connect();
    client = next;
    next.on('error', (error) => {
      // Revocations from other instances wait until it is back: worth a log line.
      if (client === next) onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', deliver);
    void (async () => {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      listening = true;
      for (const listener of everyListener()) listener.onListening(true);
    })().catch((error: unknown) => {
      if (client === next) onError(error instanceof Error ? error : new Error(String(error)));
      lost(next);
    });
  }

  return {
    deliver,
    channels: () => [...channels.keys()],
    version: () => version,
    add(channel: string, listener: NotificationListener): () => void {
      if (!isSafeSchemaName(channel)) throw new Error(`unsafe channel name: ${channel}`);
      const set = channels.get(channel) ?? new Set<NotificationListener>();
      channels.set(channel, set.add(listener));
      version = channels.size;
      const current = client;
      if (!current) open();
      else {
        // Queued behind the connection's own LISTENs when it is still opening (which then tells
        // every listener); on an open one, this listener is told once its channel is listened to.
        void current.query(`LISTEN ${channel}`).then(
          () => {
            if (client === current && listening) listener.onListening(true);
          },
          () => lost(current),
        );
      }
      return () => {
        set.delete(listener);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      if (last) await last.end().catch(() => {});
    },
  };
}
