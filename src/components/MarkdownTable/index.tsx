import React, { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * A Markdown table. Tables scroll sideways when they are wider than the
 * column; such a table joins the tab order, so keyboard users can scroll it
 * with the arrow keys (WCAG 2.1.1). Tables that fit stay out of the tab order.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth);
    measure();
    // The table's box keeps the column's width; its rows grow with late fonts.
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    if (table.firstElementChild) observer.observe(table.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
