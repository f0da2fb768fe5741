import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import {
  centerViewOn,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  type MapFrameSize,
  panView,
  viewBoxOf,
  visibleBox,
  ZOOM_STEP,
  zoomView,
} from '../map-view';

/** A press that moves less than this (CSS px) is a click on a region, not a drag. */
const DRAG_THRESHOLD = 4;

/** Arrow keys move a zoomed-in view by this share of what is visible (the keyboard's drag). */
const KEY_PAN_SHARE = 0.2;
const KEY_PAN_DIRECTIONS: Record<string, readonly [x: number, y: number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  moved: boolean;
}

/**
 * Zoom buttons, drag-to-pan once zoomed in (arrow keys for the keyboard), and keyboard focus that brings
 * an off-screen region into view. Everything touching the DOM runs in event handlers, so the server render is the zoom-1 frame.
 */
export function useMapView(frame: MapFrameSize) {
  const [view, setView] = useState(() => initialView(frame));
  const drag = useRef<DragState | null>(null);
  // A drag that ends over a region must not also follow its link.
  const swallowNextClick = useRef(false);

  const zoomed = view.zoom > MIN_ZOOM;

  const svgProps = {
    viewBox: viewBoxOf(view, frame),
    // Touch panning only when there is something to pan to; at zoom 1 a swipe scrolls the page.
    style: { touchAction: zoomed ? 'none' : 'auto', cursor: zoomed ? 'grab' : undefined },
    onPointerDown(event: PointerEvent<SVGSVGElement>) {
      swallowNextClick.current = false;
      if (!zoomed || !event.isPrimary || event.button !== 0) return;
      const { pointerId, clientX, clientY } = event;
      drag.current = { pointerId, startX: clientX, startY: clientY, lastX: clientX, lastY: clientY, moved: false };
    },
    onPointerMove(event: PointerEvent<SVGSVGElement>) {
      const state = drag.current;
      if (!state || state.pointerId !== event.pointerId) return;
      if (!state.moved) {
        if (Math.hypot(event.clientX - state.startX, event.clientY - state.startY) < DRAG_THRESHOLD) return;
        state.moved = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      // The drawing is fitted (xMidYMid meet), so one CSS pixel is the larger of the two ratios.
      const rect = event.currentTarget.getBoundingClientRect();
      const box = visibleBox(view, frame);
      const unitsPerPixel = Math.max(box.width / rect.width, box.height / rect.height);
      const deltaX = (event.clientX - state.lastX) * unitsPerPixel;
      const deltaY = (event.clientY - state.lastY) * unitsPerPixel;
      state.lastX = event.clientX;
      state.lastY = event.clientY;
      setView((current) => panView(current, deltaX, deltaY, frame));
    },
    onPointerUp(event: PointerEvent<SVGSVGElement>) {
      if (drag.current?.pointerId !== event.pointerId) return;
      swallowNextClick.current = drag.current.moved;
      drag.current = null;
    },
    onPointerCancel() {
      drag.current = null;
    },
    onClickCapture(event: MouseEvent<SVGSVGElement>) {
      if (!swallowNextClick.current) return;
      swallowNextClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // With focus on a region of a zoomed-in map, the arrow keys pan it; at zoom 1 they scroll the page as usual.
    onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
      const direction = KEY_PAN_DIRECTIONS[event.key];
      if (!zoomed || !direction || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      const box = visibleBox(view, frame);
      const [x, y] = direction;
      setView((current) => panView(current, x * box.width * KEY_PAN_SHARE, y * box.height * KEY_PAN_SHARE, frame));
    },
    onFocus(event: FocusEvent<SVGSVGElement>) {
      const target = event.target;
      if (!zoomed || !(target instanceof SVGGraphicsElement) || !target.matches(':focus-visible')) return;
      const bounds = target.getBBox();
      const box = visibleBox(view, frame);
      const inView =
        bounds.x >= box.x &&
        bounds.y >= box.y &&
        bounds.x + bounds.width <= box.x + box.width &&
        bounds.y + bounds.height <= box.y + box.height;
      if (inView) return;
      setView((current) => centerViewOn(current, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, frame));
    },
  };

  return {
    zoom: view.zoom,
    svgProps,
    canZoomIn: view.zoom < MAX_ZOOM,
    canZoomOut: zoomed,
    zoomIn: () => setView((current) => zoomView(current, ZOOM_STEP, frame)),
    zoomOut: () => setView((current) => zoomView(current, 1 / ZOOM_STEP, frame)),
    reset: () => setView(initialView(frame)),
  };
}
