/**
 * Zoom and pan of a map as pure arithmetic on its viewBox: the SVG redraws itself crisply at any zoom,
 * nothing is measured during render, and the server and the browser agree on the first frame.
 */

/** Spec §7: zoom limits 1 to 8. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** Each 'Zoom in' doubles: 1, 2, 4, 8. */
export const ZOOM_STEP = 2;

export interface MapFrameSize {
  width: number;
  height: number;
}

export interface MapView {
  zoom: number;
  /** The point of the full drawing shown at the middle of the view, in viewBox units. */
  centerX: number;
  centerY: number;
}

/** Reads "0 0 {width} {height}", the only viewBox shape the map data uses. */
export function frameOfViewBox(viewBox: string): MapFrameSize {
  const [, , width, height] = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!width || !height) throw new Error(`Unusable viewBox "${viewBox}"`);
  return { width, height };
}

export function initialView(frame: MapFrameSize): MapView {
  return { zoom: MIN_ZOOM, centerX: frame.width / 2, centerY: frame.height / 2 };
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** Keeps the view inside the drawing: at zoom 1 it is the whole frame, and no zoom shows empty margins. */
function clampView(view: MapView, frame: MapFrameSize): MapView {
  const zoom = clampZoom(view.zoom);
  const halfWidth = frame.width / zoom / 2;
  const halfHeight = frame.height / zoom / 2;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    zoom,
    centerX: clamp(view.centerX, halfWidth, frame.width - halfWidth),
    centerY: clamp(view.centerY, halfHeight, frame.height - halfHeight),
  };
}

/** Multiplies the zoom by `factor` around the current centre. */
export function zoomView(view: MapView, factor: number, frame: MapFrameSize): MapView {
  return clampView({ ...view, zoom: view.zoom * factor }, frame);
}

/** Moves the view by a distance in viewBox units (a drag to the right moves the drawing right). */
export function panView(view: MapView, deltaX: number, deltaY: number, frame: MapFrameSize): MapView {
  return clampView({ ...view, centerX: view.centerX - deltaX, centerY: view.centerY - deltaY }, frame);
}

export function centerViewOn(view: MapView, x: number, y: number, frame: MapFrameSize): MapView {
  return clampView({ ...view, centerX: x, centerY: y }, frame);
}

export function visibleBox(view: MapView, frame: MapFrameSize) {
  const width = frame.width / view.zoom;
  const height = frame.height / view.zoom;
  return { x: view.centerX - width / 2, y: view.centerY - height / 2, width, height };
}

export function viewBoxOf(view: MapView, frame: MapFrameSize): string {
  const box = visibleBox(view, frame);
  const round = (value: number) => Math.round(value * 100) / 100;
  return `${round(box.x)} ${round(box.y)} ${round(box.width)} ${round(box.height)}`;
}
