import { startDeployment } from './harness';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await startDeployment();
  console.info(
    `cluster, three BeanTrail processes and HAProxy ready in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
