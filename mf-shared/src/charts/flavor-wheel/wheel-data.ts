// Loaded only through loadFlavorWheel() (its own chunk), so the wheel's tree is not part of the
// first page load. Source: /work/shared/data/flavor-wheel (SCA / World Coffee Research 2016),
// trimmed to name, colour and children; Korean names from contracts (the FLVR seed's table).
import { FLAVOR_WHEEL_KR } from '@beantrail/contracts';
import source from './scaa-2016-wheel.json';
import { buildWheelTree, type WheelNode, type WheelSourceNode } from './wheel-tree';

export const FLAVOR_WHEEL: WheelNode[] = buildWheelTree(source as WheelSourceNode[], FLAVOR_WHEEL_KR);
