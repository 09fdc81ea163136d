import { buildableArea } from './buildableArea';
import type { ModelCheck } from './check';
import { machineRoomOverLift } from './machineRoomOverLift';
import { maxHeight } from './maxHeight';
import { bicycleStorage, privateStorage } from './privateStorage';
import { frontDoorPavement } from './frontDoorPavement';
import { siteFunctions } from './siteFunctions';

/** Checks of the whole model that run after every floor's spaces, in the order their violations are reported. */
export const modelChecks: readonly ModelCheck[] = [machineRoomOverLift, siteFunctions, privateStorage, bicycleStorage, frontDoorPavement, maxHeight, buildableArea];
