/**
 * Where Tab (or Shift+Tab) moves the focus inside a modal with `count` focusable controls,
 * from the one at `current` (-1 when the focus is elsewhere): it wraps at both ends, so the
 * focus never leaves the dialog. Answers -1 when there is nothing to focus.
 */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `container`: moves the focus itself and answers whether it did. */
export function trapTab(container: HTMLElement, backwards: boolean): boolean {
  const controls = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const current = controls.indexOf(document.activeElement as HTMLElement);
  const next = nextFocusIndex(current, controls.length, backwards);
  if (next < 0) return false;
  controls[next].focus();
  return true;
}
