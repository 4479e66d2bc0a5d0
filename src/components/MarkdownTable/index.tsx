import React, { startTransition, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * A Markdown table. Tables scroll sideways when they are wider than the
 * column; such a table joins the tab order, so keyboard users can scroll it
 * with the arrow keys (WCAG 2.1.1). Tables that fit stay out of the tab order.
 *
 * The width is read in an effect, after React has committed, not in a
 * layout effect: there it forced a layout of the whole page in the middle of
 * hydration. The state change is a transition, so it joins the other changes
 * that follow hydration in one render that React splits into time slices.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => {
      const wider = table.scrollWidth > table.clientWidth;
      startTransition(() => setScrolls(wider));
    };
    measure();
    // The table's box keeps the column's width; its rows grow with late fonts.
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    if (table.firstElementChild) observer.observe(table.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
