/** Space left between the sticky stack and the question heading, in px. */
const GAP_PX = 8;

/** How far down the viewport the sticky stack reaches: `stickyBar` (stuck at its `top`) or else the navbar. */
function coveredHeight(stickyBar: HTMLElement | null): number {
  if (stickyBar) return (parseFloat(getComputedStyle(stickyBar).top) || 0) + stickyBar.offsetHeight;
  return document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
}

/**
 * Moves focus to a question's heading and scrolls it to just below the sticky
 * navbar and exam bar, so neither covers the question number and first lines
 * (a plain focus() stops as soon as the heading is in the viewport, under them).
 */
export function showQuestion(heading: HTMLElement | null, stickyBar: HTMLElement | null = null): void {
  if (!heading) return;
  heading.style.scrollMarginTop = `${coveredHeight(stickyBar) + GAP_PX}px`;
  heading.focus({preventScroll: true});
  heading.scrollIntoView({block: 'start'});
}
