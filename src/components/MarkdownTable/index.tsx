import React, { startTransition, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * A Markdown table. Tables scroll sideways when they are wider than the
 * column; such a table joins the tab order, so keyboard users can scroll it
 * with the arrow keys (WCAG 2.1.1). Tables that fit stay out of the tab order.
 *
 * The width is read in a ResizeObserver callback, which the browser calls
 * after layout: reading it while React commits would force a layout of the
 * whole page in the middle of hydration. The state change is a transition, so
 * it never makes React render the page in one block.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    // Called once when observing starts, then whenever the table's box or its rows change size (late fonts).
    const observer = new ResizeObserver(() => {
      const wider = table.scrollWidth > table.clientWidth;
      startTransition(() => setScrolls(wider));
    });
    observer.observe(table);
    if (table.firstElementChild) observer.observe(table.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
