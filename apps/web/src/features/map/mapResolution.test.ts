import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, labelFadeMilliseconds, mapPixelRatio } from './mapResolution';

describe('map resolution', () => {
  it('tells software renderers from graphics cards by the renderer names browsers report', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });

  it('draws at half the device pixel ratio when light, or automatically on a software renderer', () => {
    expect(mapPixelRatio('auto', 1, true)).toBe(0.5);
    expect(mapPixelRatio('auto', 2, false)).toBe(2);
    expect(mapPixelRatio('sharp', 1, true)).toBe(1);
    expect(mapPixelRatio('light', 2, false)).toBe(1);
  });

  it('lets labels appear at once when drawn light (a fade redraws every frame), and fade as MapLibre does otherwise', () => {
    expect(labelFadeMilliseconds('auto', true)).toBe(0);
    expect(labelFadeMilliseconds('light', false)).toBe(0);
    expect(labelFadeMilliseconds('auto', false)).toBe(300);
    expect(labelFadeMilliseconds('sharp', true)).toBe(300);
  });
});
