import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';

/** Renders its children once the placeholder comes near the viewport (keeps first load light). */
export function WhenVisible({
  children,
  minHeight,
  margin = '300px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <Box ref={ref} mih={visible ? undefined : minHeight}>
      {visible ? children : null}
    </Box>
  );
}
