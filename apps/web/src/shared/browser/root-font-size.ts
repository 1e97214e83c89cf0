/** Spec 2/9: the root font size is the width divided by 10, capped at 50 px. */
export const rootFontSizeCap = 50;

export function rootFontSize(width: number): number {
  return Math.min(width / 10, rootFontSizeCap);
}

export function applyRootFontSize(): void {
  const width = document.documentElement.clientWidth || window.innerWidth;
  document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}
