// The raw read rate's server: a bare node:http server doing what an authenticated read needs and
// nothing else: the subscription key compared, the bearer credential looked up in the database
// (hashed as the gateway hashes it, the session and customer joined, revocation and expiry
// checked), then the read's own query (the unread notifications count), on a pool opened as the
// gateway opens its own. Started by bench/gateway/load.ts on the gateway's database, with the
// gateway's environment (DATA_DIR, DATABASE_URL, PORT).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

import { loadConfig } from '../../apps/gateway/src/config';
import { openDatabase } from '../../apps/gateway/src/db/database';

const config = loadConfig(process.env);
const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });

interface CredentialRow {
  kind: string;
  expires_at: Date;
  revoked_at: Date | null;
  stage: string;
  customer_number: string | null;
  deleted_at: Date | null;
}

async function customerOf(header: string | undefined): Promise<string | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
  if (!/^swa_[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = createHmac('sha256', config.tokenSecret).update(`token:${token}`).digest('base64url');
  const [row] = await db.query<CredentialRow>(
    `SELECT c.kind, c.expires_at, s.revoked_at, s.stage, l.customer_number, l.deleted_at
       FROM credentials c JOIN sessions s USING (session_id) JOIN leads l ON l.lead_id = s.lead_id
      WHERE c.token_hash = $1 AND c.kind = 'access'`,
    [hash],
  );
  if (!row || row.revoked_at || row.deleted_at || row.stage !== 'active') return null;
  if (row.expires_at.getTime() <= Date.now()) return null;
  return row.customer_number;
}

const server = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.url === '/') return answer(200, 'ready');
  if (!config.subscriptionKeys.includes(String(request.headers['ocp-apim-subscription-key']))) {
    return answer(401, { isSuccess: false, displayMessage: 'subscription key', result: null });
  }
  customerOf(request.headers.authorization)
    .then(async (customer) => {
      if (!customer) return answer(401, { isSuccess: false, displayMessage: 'credential', result: null });
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::bigint AS count FROM notifications WHERE customer_number = $1 AND read_at IS NULL`,
        [customer],
      );
      answer(200, { isSuccess: true, displayMessage: '', result: { count: Number(row?.count ?? 0) } });
    })
    .catch(() => answer(500, { isSuccess: false, displayMessage: 'fault', result: null }));
});
server.listen(config.port, config.host);

async function stop() {
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
