import pg from 'pg';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotification(payload: string): void;
  /**
   * The channel is listened to again (the first time, or after a lost connection): notifications
   * sent while it was not may have been missed, so whatever they maintain is read again here.
   * Until this resolves, the channel still counts as not listened to.
   */
  onListening(): Promise<void>;
  /** The connection is lost: notifications may be missed from now until `onListening`. */
  onLost(): void;
}

export interface ChannelListener {
  /** Whether notifications are being received now (the last `onListening` resolved, nothing lost since). */
  readonly listening: boolean;
  /** Resolves once the channel is first listened to (or rejects if the first attempt fails). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = [100, 200, 500, 1000];

/**
 * LISTEN on one channel over a connection of its own (a pooled one cannot hold a LISTEN), kept up:
 * when the connection is lost — the database restarted, a failover, an administrator — it is made
 * again, every second at most, for as long as the listener is open.
 */
export function listenToChannel(connectionString: string, channel: string, handlers: ChannelHandlers, log: (error: Error) => void): ChannelListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  let firstDone = false;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    if (listening) {
      listening = false;
      handlers.onLost();
    }
    from.end().catch(() => {});
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retryTimer) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      await handlers.onListening();
      if (client !== next) return;
      listening = true;
      attempt = 0;
      if (!firstDone) {
        firstDone = true;
        resolveReady();
      }
    } catch (error) {
      if (!firstDone) {
        firstDone = true;
        rejectReady(error as Error);
      }
      log(error as Error);
      lost(next);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
