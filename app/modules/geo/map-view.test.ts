import { describe, expect, it } from 'vitest';
import {
  centerViewOn,
  clampZoom,
  frameOfViewBox,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  viewBoxOf,
  ZOOM_STEP,
  zoomView,
} from './map-view';

const frame = { width: 800, height: 480 };

describe('map zoom and pan', () => {
  it('starts on the whole drawing', () => {
    expect(viewBoxOf(initialView(frame), frame)).toBe('0 0 800 480');
  });

  it('clamps the zoom to the spec limits 1 to 8', () => {
    expect([MIN_ZOOM, MAX_ZOOM]).toEqual([1, 8]);
    expect(clampZoom(0.25)).toBe(1);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(64)).toBe(8);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('zooms in by doubling around the centre and stops at 8', () => {
    let view = initialView(frame);
    const seen: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      view = zoomView(view, ZOOM_STEP, frame);
      seen.push(viewBoxOf(view, frame));
    }
    expect(seen).toEqual(['200 120 400 240', '300 180 200 120', '350 210 100 60', '350 210 100 60', '350 210 100 60']);
    expect(view.zoom).toBe(8);
  });

  it('zooming back out to 1 shows the whole drawing again, wherever the view had been moved', () => {
    let view = centerViewOn(zoomView(initialView(frame), 4, frame), 40, 40, frame);
    expect(viewBoxOf(view, frame)).toBe('0 0 200 120');
    view = zoomView(zoomView(zoomView(view, 1 / 2, frame), 1 / 2, frame), 1 / 2, frame);
    expect(view.zoom).toBe(1);
    expect(viewBoxOf(view, frame)).toBe('0 0 800 480');
  });

  it('pans with the drag and never past the edge of the drawing', () => {
    const zoomed = zoomView(initialView(frame), 2, frame);
    expect(viewBoxOf(panView(zoomed, 50, -20, frame), frame)).toBe('150 140 400 240');
    expect(viewBoxOf(panView(zoomed, 10_000, 10_000, frame), frame)).toBe('0 0 400 240');
    expect(viewBoxOf(panView(zoomed, -10_000, -10_000, frame), frame)).toBe('400 240 400 240');
    // At zoom 1 there is nowhere to go.
    expect(viewBoxOf(panView(initialView(frame), 100, 100, frame), frame)).toBe('0 0 800 480');
  });

  it('reads the frame from a viewBox', () => {
    expect(frameOfViewBox('0 0 690 590')).toEqual({ width: 690, height: 590 });
    expect(() => frameOfViewBox('0 0 0 0')).toThrow(/viewBox/);
  });
});
