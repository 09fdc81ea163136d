import { apartment } from './apartment';
import type { SpaceCheck } from './check';
import { circulation } from './circulation';
import { deadEndCorridor } from './deadEndCorridor';
import { lift } from './lift';
import { machineRoom } from './machineRoom';
import { office } from './office';
import { parkingBay } from './parkingBay';
import { ramp } from './ramp';
import { smokeLock } from './smokeLock';
import { staircase } from './staircase';
import { staircaseReach } from './staircaseReach';

/** Every check of a space, in the order its violations are reported. A new space rule: one file, one line here. */
export const spaceChecks: readonly SpaceCheck[] = [apartment, office, circulation, staircase, smokeLock, lift, machineRoom, ramp, parkingBay, staircaseReach, deadEndCorridor];
