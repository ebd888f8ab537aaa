import { stopDeployment } from './harness';

export default async function globalTeardown(): Promise<void> {
  // CLUSTER_KEEP=1 leaves everything running to look at after a failure (stop it: galera.sh stop).
  if (process.env.CLUSTER_KEEP !== '1') await stopDeployment();
}
