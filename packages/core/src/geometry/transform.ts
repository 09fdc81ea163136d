import type { Radians, RdPoint } from '../units/units';
import { rdPoint } from '../units/units';
import type { Vec2 } from './vec2';

/** Places a building's local frame in RD New: local (0,0) sits at `origin`, local x points along `rotate_z`. */
export interface Frame {
  readonly origin: RdPoint;
  readonly rotate_z: Radians;
}

/** Rotates a point counter-clockwise about the origin. */
export function rotateVec(p: Vec2, angle: Radians): Vec2 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** Local frame point to RD metres. */
export function localToRd(frame: Frame, p: Vec2): RdPoint {
  const r = rotateVec(p, frame.rotate_z);
  return rdPoint(frame.origin.x + r.x, frame.origin.y + r.y);
}

/** RD metres to a local frame point. */
export function rdToLocal(frame: Frame, p: RdPoint): Vec2 {
  return rotateVec({ x: p.x - frame.origin.x, y: p.y - frame.origin.y }, -frame.rotate_z as Radians);
}
