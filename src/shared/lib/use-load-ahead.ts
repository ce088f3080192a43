import { type RefObject, useEffect } from 'react';
import { LOAD_AHEAD_PX } from './use-paged-list';

/**
 * Calls `onNearEnd` when the end of `ref`'s element comes within LOAD_AHEAD_PX of the bottom
 * of the window (scrolling, resizing, or a list still shorter than the screen). The paged list
 * throttles what this asks for.
 */
export function useLoadAhead(ref: RefObject<HTMLElement | null>, onNearEnd: () => void, itemCount: number) {
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = ref.current;
        if (el && el.getBoundingClientRect().bottom <= window.innerHeight + LOAD_AHEAD_PX) onNearEnd();
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, onNearEnd, itemCount]);
}
