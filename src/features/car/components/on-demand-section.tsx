import { Suspense, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../../styles/theme.js';
import { CarPanel } from './car-panel.js';

/** On a section's placeholder until its body has loaded (browser tests wait for it to go). */
export const PENDING_SECTION_ATTRIBUTE = 'data-section-pending';

interface OnDemandSectionProps {
  id: string;
  title: string;
  /** The result the section opens with, said while it is closed. */
  headline: string;
  intro?: string;
  /** Starts loading the section's code (the lazy component's own import), so it is there when opened. */
  load: () => Promise<unknown>;
  /** The space the section takes once loaded (measured), in one column and in two from 1024 px, so little moves when it arrives. */
  reserve: { phone: number; wide: number };
  /** The section's body: a lazy component, rendered once the panel is opened. */
  children: ReactNode;
}

/**
 * A car page section whose code loads on demand (issues 9 and 23): a closed panel with its
 * title and headline result in the pre-rendered HTML; its code is fetched as its own chunk
 * when the visitor reaches for it (pointer over, focus) or opens it, into space kept for it.
 * Calculators and charts are for the screen: the printed spec sheet leaves them out.
 */
export function OnDemandSection({ id, title, headline, intro, load, reserve, children }: OnDemandSectionProps) {
  const placeholder = <Reserved $reserve={reserve} aria-hidden="true" {...{ [PENDING_SECTION_ATTRIBUTE]: '' }} />;
  return (
    <CarPanel id={id} title={title} headline={headline} onIntent={() => void load()}>
      {intro && <Intro>{intro}</Intro>}
      <Suspense fallback={placeholder}>{children}</Suspense>
    </CarPanel>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  margin-top: 0;
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
