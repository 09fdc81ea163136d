/**
 * How sharp the map is drawn. A browser without a graphics card (a remote desktop, a virtual machine, a locked-down
 * office laptop) draws WebGL on the CPU: a frame of the search map at full resolution then costs about 0.4 s of CPU,
 * and a map that is loading tiles draws a dozen. At half resolution (a quarter of the pixels) the map stays usable
 * there; on a graphics card the full resolution costs nothing noticeable.
 */
export type MapResolution = 'auto' | 'sharp' | 'light';

export const MAP_RESOLUTIONS: readonly MapResolution[] = ['auto', 'sharp', 'light'];

/** Whether a WebGL renderer name is a software renderer (SwiftShader, Mesa's llvmpipe or softpipe, Windows' WARP). */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver|microsoft basic/i.test(renderer);
}

/** The canvas's pixels per CSS pixel: `auto` is light on a software renderer and sharp elsewhere. */
export function mapPixelRatio(resolution: MapResolution, devicePixelRatio: number, softwareRendering: boolean): number {
  const light = resolution === 'light' || (resolution === 'auto' && softwareRendering);
  return light ? devicePixelRatio / 2 : devicePixelRatio;
}

let lastRenderer: string | null = null;

/** The WebGL renderer that draws on `canvas` (the map's own context; none is created here), remembered for the panel. */
export function rendererOf(canvas: HTMLCanvasElement): string {
  // getContext of the type the map already made returns that context
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return '';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  lastRenderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return lastRenderer;
}

/** Whether the last map drawn in this page was drawn in software (null before any map). */
export function softwareRenderingSeen(): boolean | null {
  return lastRenderer === null ? null : isSoftwareRenderer(lastRenderer);
}
