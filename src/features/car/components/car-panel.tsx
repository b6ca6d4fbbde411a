import { useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronIcon } from '../../../components/ui/icons-extra.js';
import { media } from '../../../styles/theme.js';

interface CarPanelProps {
  id: string;
  title: string;
  /** What the section comes to, under its title while closed (and the button's description). */
  headline: string;
  /** The visitor is about to open it (pointer over, focus) or opens it: the section's code starts loading. */
  onIntent?: () => void;
  /**
   * `on-open`: the body renders at the first opening and stays (a calculator keeps what was
   * typed when closed again). `always`: it is in the pre-rendered HTML, hidden until opened,
   * and printed open (the detailed specs).
   */
  body?: 'on-open' | 'always';
  children: ReactNode;
}

/**
 * A collapsed section of the car page (issue 23): its heading is a button that shows and
 * hides the body (aria-expanded, aria-controls), and the headline result says what is
 * inside without opening it. A link to the section (`#leasing`) opens it.
 */
export function CarPanel({ id, title, headline, onIntent, body = 'on-open', children }: CarPanelProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = (next: boolean) => {
    if (next) onIntent?.();
    setOpen(next);
    setOpened(true);
  };

  useEffect(() => {
    if (window.location.hash === `#${id}`) show(true);
    // Only the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const printed = body === 'always';
  return (
    <Panel id={id} aria-labelledby={`${id}-title`} data-print={printed ? undefined : 'hide'}>
      <Head>
        <h2 id={`${id}-title`}>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            aria-describedby={`${id}-headline`}
            onClick={() => show(!open)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            data-print={printed ? 'text' : undefined}
          >
            <span>{title}</span>
            <ChevronIcon size={22} />
          </Toggle>
        </h2>
        <Headline id={`${id}-headline`} data-print="hide">
          {headline}
        </Headline>
      </Head>
      <Body id={`${id}-body`} hidden={!open} data-print={printed ? 'expand' : undefined}>
        {(opened || printed) && children}
      </Body>
    </Panel>
  );
}

// Doubled class: the panels' titles are smaller than the page's other h2s, whatever the rule order.
const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  ${media.up('sm')} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
  && h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Head = styled.div`
  position: relative;
  padding-bottom: ${({ theme }) => theme.space.md};
`;

// Its ::after covers the headline under the title, which opens the panel too.
const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Headline = styled.p`
  margin: 0;
  padding-right: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Body = styled.div`
  padding-bottom: ${({ theme }) => theme.space.lg};
`;
