import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrate } from './db';
import { DataDirInUseError } from './db/data-dir-lock';
import { installGracefulStop } from './graceful-stop';
import { seed } from './seed';
import { loadAllTenants } from './tenants/load-tenants';

/** Start-up: migrate, seed the demo world (idempotent), listen; close cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const db = await createDb(config);
  const applied = await migrate(db);
  await seed(db, {
    tenants: loadAllTenants(config.tenantsDir),
    codePepper: config.codePepper,
    dataKey: config.dataKey,
  });
  const app = await buildApp({ db, config });
  app.log.info({ driver: db.driver, migrations: applied }, 'database ready');
  installGracefulStop(app, db, config.shutdownTimeoutMs);
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(
    `Benefit Store API listening on ${shown} (api ${shown}/api/v1, docs ${shown}/api/docs, db ${db.driver})`,
  );
}

main().catch((err) => {
  // A held data directory or an unsafe setting is an expected situation: the message says what
  // to do, no stack.
  console.error(err instanceof DataDirInUseError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
