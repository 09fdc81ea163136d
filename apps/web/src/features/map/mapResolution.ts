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

/** Whether the map is drawn light: `auto` is light on a software renderer and sharp elsewhere. */
function isLightDrawing(resolution: MapResolution, softwareRendering: boolean): boolean {
  return resolution === 'light' || (resolution === 'auto' && softwareRendering);
}

/** The canvas's pixels per CSS pixel: half the device's when the map is drawn light. */
export function mapPixelRatio(resolution: MapResolution, devicePixelRatio: number, softwareRendering: boolean): number {
  return isLightDrawing(resolution, softwareRendering) ? devicePixelRatio / 2 : devicePixelRatio;
}

/**
 * How long labels fade in and out (MapLibre's `fadeDuration`, 300 ms by default) when drawn light: not at all. A fade
 * redraws the map on every animation frame until it ends, and each tile that arrives starts one; in software WebGL
 * that is a dozen frames of about 0.1-0.4 s of CPU each per load. Labels then appear at once instead.
 */
export function labelFadeMilliseconds(resolution: MapResolution, softwareRendering: boolean): number {
  return isLightDrawing(resolution, softwareRendering) ? 0 : 300;
}

let lastRenderer: string | null = null;

/** The renderer a WebGL context reports (the unmasked name where the browser gives it). */
function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

/** The WebGL renderer that draws on `canvas` (the map's own context; none is created here), remembered for the panel. */
export function rendererOf(canvas: HTMLCanvasElement): string {
  // getContext of the type the map already made returns that context
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return '';
  lastRenderer = rendererName(gl);
  return lastRenderer;
}

/**
 * Whether this browser draws WebGL in software, known before a map is made (its fade is a constructor option): the
 * renderer of the last map, else of a throwaway context that is released at once.
 */
export function probeSoftwareRendering(): boolean {
  if (lastRenderer === null) {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const renderer = rendererName(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareRenderer(renderer);
  }
  return isSoftwareRenderer(lastRenderer);
}

/** Whether the last map drawn in this page was drawn in software (null before any map). */
export function softwareRenderingSeen(): boolean | null {
  return lastRenderer === null ? null : isSoftwareRenderer(lastRenderer);
}
