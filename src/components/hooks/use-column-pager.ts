import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './scroll.js';

/** Which columns a sideways-scrolling box shows whole, counted from 1. */
export interface ColumnsInView {
  from: number;
  to: number;
}

export interface ColumnPager {
  /** The scrolling box. */
  box: RefObject<HTMLDivElement>;
  inView: ColumnsInView;
  /** Scrolls one column back (-1) or on (1). */
  step: (by: -1 | 1) => void;
}

/**
 * Pages a table's columns in a box that scrolls sideways (the comparison on a phone): which columns
 * are in view, kept as the visitor swipes, and a step of one column for the buttons that say so.
 * `columns` finds the pageable columns' cells in the box (the row of car names); a cell counts as in
 * view when it is whole beside whatever sticks at the box's left edge (`stuckWidth`).
 */
export function useColumnPager(
  count: number,
  columns: (box: HTMLDivElement) => readonly HTMLElement[],
  stuckWidth: (box: HTMLDivElement) => number,
): ColumnPager {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState<ColumnsInView>({ from: 1, to: Math.min(2, count) });

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const left = element.getBoundingClientRect().left + stuckWidth(element);
    const right = element.getBoundingClientRect().left + element.clientWidth;
    const whole = columns(element)
      .map((cell, index) => ({ index, rect: cell.getBoundingClientRect() }))
      // A pixel of slack: snapping leaves sub-pixel offsets.
      .filter(({ rect }) => rect.left >= left - 1 && rect.right <= right + 1)
      .map(({ index }) => index + 1);
    if (whole.length === 0) return;
    const next = { from: Math.min(...whole), to: Math.max(...whole) };
    setInView((last) => (last.from === next.from && last.to === next.to ? last : next));
  }, [columns, stuckWidth]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    // Where there is no ResizeObserver (an old browser, jsdom), the count follows the scrolling alone.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      resized?.disconnect();
    };
  }, [measure, count]);

  const step = useCallback(
    (by: -1 | 1) => {
      const element = box.current;
      const cell = element && columns(element)[0];
      if (!element || !cell) return;
      element.scrollBy({ left: by * cell.getBoundingClientRect().width, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [columns],
  );

  return { box, inView, step };
}
