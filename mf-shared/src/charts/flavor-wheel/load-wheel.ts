import type { WheelNode } from './wheel-tree';

export const FLAVOR_WHEEL_CREDIT = "SCA · World Coffee Research, Coffee Taster's Flavor Wheel (2016)";

let cached: Promise<WheelNode[]> | null = null;

/** The SCA 2016 wheel, fetched as a separate chunk the first time a wheel is shown. */
export function loadFlavorWheel(): Promise<WheelNode[]> {
  cached ??= import(/* webpackChunkName: "flavor-wheel-data" */ './wheel-data')
    .then((m) => m.FLAVOR_WHEEL)
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}
