import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../../styles/theme.js';
import { CarBlock } from './car-page-parts.js';

/** On a section's placeholder until its body has loaded (browser tests wait for it to go). */
export const PENDING_SECTION_ATTRIBUTE = 'data-section-pending';

/** How far below the screen a section starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '800px 0px';

interface OnDemandSectionProps {
  id: string;
  title: string;
  intro?: string;
  /** The space the section takes once loaded (measured), in one column and in two from 1024 px, so little moves when it arrives. */
  reserve: { phone: number; wide: number };
  /** The section's body: a lazy component, rendered once the section nears the screen. */
  children: ReactNode;
}

/**
 * A car page section whose code loads on demand (issue 9): its heading is in the
 * pre-rendered HTML, its body is fetched as its own chunk when the visitor scrolls
 * near it, into space kept for it.
 */
export function OnDemandSection({ id, title, intro, reserve, children }: OnDemandSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = <Reserved $reserve={reserve} aria-hidden="true" {...{ [PENDING_SECTION_ATTRIBUTE]: '' }} />;
  return (
    // Calculators and charts are for the screen: the printed spec sheet leaves them out.
    <CarBlock ref={ref} id={id} aria-labelledby={`${id}-title`} data-print="hide">
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <Intro>{intro}</Intro>}
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </CarBlock>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Reserved = styled.div<{ $reserve: { phone: number; wide: number } }>`
  min-height: ${({ $reserve }) => $reserve.phone}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ${media.up('lg')} {
    min-height: ${({ $reserve }) => $reserve.wide}px;
  }
`;
