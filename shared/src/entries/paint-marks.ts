// `shared/paint-marks`: the user-timing marks a page sets when it paints what a traveller waited for
// (the first result row, the first order), read by the lab (e2e/bench). Bundled by the pages that set
// them, not loaded with the `shared` singleton on every page.
export { PAINT_MARKS, type PaintMarkName } from '../ui/paint-marks';
export { usePaintMark } from '../ui/use-paint-mark';
