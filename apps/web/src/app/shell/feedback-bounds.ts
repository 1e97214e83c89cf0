/**
 * Spec 9: the draggable feedback button stays within x ∈ [0, width − 102] and
 * y ∈ [0, height − 202] (or − 102). We use −202 everywhere: screens put their
 * main action in a bar at the bottom, and the customer-service button sits
 * there too, so the 100 px extra keeps the feedback button off both.
 */
export const feedbackRightMargin = 102;
export const feedbackBottomMargin = 202;

export interface Point {
  x: number;
  y: number;
}

export function clampFeedbackPosition(p: Point, screen: { width: number; height: number }): Point {
  const maxX = Math.max(0, screen.width - feedbackRightMargin);
  const maxY = Math.max(0, screen.height - feedbackBottomMargin);
  return { x: Math.min(Math.max(0, p.x), maxX), y: Math.min(Math.max(0, p.y), maxY) };
}

/** Where the button first appears: the lowest, rightmost place it may be. */
export function initialFeedbackPosition(screen: { width: number; height: number }): Point {
  return clampFeedbackPosition({ x: Number.POSITIVE_INFINITY, y: Number.POSITIVE_INFINITY }, screen);
}
