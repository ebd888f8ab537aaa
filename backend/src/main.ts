import { ConfigError, loadConfig } from './core/config/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './core/seed/demo-accounts';
import { createApp } from './app';
import { installGracefulShutdown } from './core/runtime/graceful-shutdown';
import { registerSqliteServer } from './ops/sqlite-servers';
import { applyRuntimeTuning } from './core/runtime/tuning';

async function main(): Promise<void> {
  applyRuntimeTuning();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  // A restore must not replace the file under a running server (ops/sqlite-servers.ts).
  if (config.database.type === 'sqlite') registerSqliteServer(config.database.path);
  installGracefulShutdown(app, config.shutdown);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const db = config.database.type === 'sqlite' ? `SQLite ${config.database.path}` : 'MariaDB/MySQL';
  console.info(
    `\nBeanTrail is running at http://localhost:${config.port} (English: http://localhost:${config.port}/en) — ${db}, ${config.mode} mode`,
  );
  if (config.mode === 'demo') {
    console.info(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.user_id).join(', ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
