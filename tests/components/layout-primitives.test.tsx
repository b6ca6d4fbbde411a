import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CardGrid } from '../../src/components/ui/card-grid.js';
import { Chip, ChipList } from '../../src/components/ui/chip-list.js';
import { IconFrame } from '../../src/components/ui/icon-frame.js';
import { PictureFrame, PictureFrameFill } from '../../src/components/ui/picture-frame.js';
import { theme } from '../../src/styles/theme.js';
import { ROUTER_FUTURE } from './render.js';

/** A declaration as it stands in that CSS. */
const decl = (text: string) => text.replace(/\s+/g, '');

const renderInTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** The CSS styled-components wrote for an element's classes, without white space (it minifies its output). */
function cssOf(element: Element): string {
  const sheet = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const rules = [...element.classList].flatMap((name) => {
    const found: string[] = [];
    // A rule for the class, or a media block holding one.
    const pattern = new RegExp(`(@media[^{]*\\{)?\\.${name}[^{]*\\{[^}]*\\}\\}?`, 'g');
    for (const match of sheet.matchAll(pattern)) found.push(match[0]);
    return found;
  });
  return rules.join('\n').replace(/\s+/g, '');
}

describe('CardGrid', () => {
  it('is a list of its cards, one column until a breakpoint gives more', () => {
    renderInTheme(
      <CardGrid aria-label="Team" $columns={{ md: 2, nav: 4 }}>
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Team' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const css = cssOf(list);
    expect(css).toContain(decl(`gap: ${theme.space.lg}`));
    expect(css).toMatch(/@media\(min-width:768px\)\{\.[\w-]+\{grid-template-columns:repeat\(2,minmax\(0,1fr\)\)/);
    expect(css).toMatch(
      new RegExp(`@media\\(min-width:${theme.breakpoint.nav}px\\)\\{\\.[\\w-]+\\{grid-template-columns:repeat\\(4,minmax\\(0,1fr\\)\\)`),
    );
    expect(css).not.toContain(decl('min-width: 640px'));
  });

  it('fits as many columns as its minimum width allows, with the gap it is given', () => {
    renderInTheme(
      <CardGrid aria-label="Cars" $min={270} $gap="sm">
        <li>Car</li>
      </CardGrid>,
    );
    const css = cssOf(screen.getByRole('list', { name: 'Cars' }));
    expect(css).toContain(decl('grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr))'));
    expect(css).toContain(decl(`gap: ${theme.space.sm}`));
  });

  it('can be another list element', () => {
    renderInTheme(
      <CardGrid as="ol" aria-label="Steps">
        <li>First</li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
  });
});

describe('ChipList', () => {
  it('is a list whose chips are links, inside the site through the router', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ThemeProvider theme={theme}>
              <ChipList aria-label="Cars in this article">
                <li>
                  <Chip as={Link} to="/cars/zeekr-001">
                    Zeekr 001
                  </Chip>
                </li>
                <li>
                  <Chip href="https://t.me/example">Telegram</Chip>
                </li>
              </ChipList>
            </ThemeProvider>
          ),
        },
      ],
      { future: ROUTER_FUTURE },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Zeekr 001' })).toHaveAttribute('href', '/cars/zeekr-001');
    const chip = screen.getByRole('link', { name: 'Telegram' });
    expect(cssOf(chip)).toContain(decl('min-height: 44px'));
    expect(cssOf(chip)).toContain(decl(`border-radius: ${theme.radius.pill}`));
  });
});

describe('IconFrame', () => {
  it('sizes and colours the frame by its props', () => {
    renderInTheme(
      <IconFrame data-testid="frame" $size={40} $radius="pill" $tone="calm">
        <svg aria-hidden="true" />
      </IconFrame>,
    );
    const css = cssOf(screen.getByTestId('frame'));
    expect(css).toContain(decl('width: 40px'));
    expect(css).toContain(decl(`border-radius: ${theme.radius.pill}`));
    expect(css).toContain(decl(`background: ${theme.color.calmSurface}`));
    expect(css).toContain(decl(`color: ${theme.color.primary}`));
  });

  it('pads the icon when it has no size', () => {
    renderInTheme(<IconFrame data-testid="frame" />);
    const css = cssOf(screen.getByTestId('frame'));
    expect(css).toContain(decl(`padding: ${theme.space.sm}`));
    expect(css).toContain(decl(`background: ${theme.color.primary}`));
    expect(css).not.toContain(decl('width:'));
  });
});

describe('PictureFrame', () => {
  it('keeps a 3:2 shape by default and its picture keeps its alt text', () => {
    renderInTheme(
      <PictureFrame data-testid="frame">
        <img src="/images/cars/zeekr-001/front.svg" alt="Zeekr 001, front" />
      </PictureFrame>,
    );
    expect(cssOf(screen.getByTestId('frame'))).toContain(decl('aspect-ratio: 3 / 2'));
    expect(screen.getByRole('img', { name: 'Zeekr 001, front' })).toBeInTheDocument();
  });

  it('takes another shape, ground and rounded corners that clip', () => {
    renderInTheme(
      <PictureFrame data-testid="frame" as="div" $ratio="4 / 3" $tone="calmSurface" $radius="lg">
        <PictureFrameFill>Map</PictureFrameFill>
      </PictureFrame>,
    );
    const frame = screen.getByTestId('frame');
    expect(frame.tagName).toBe('DIV');
    const css = cssOf(frame);
    expect(css).toContain(decl('aspect-ratio: 4 / 3'));
    expect(css).toContain(decl(`background: ${theme.color.calmSurface}`));
    expect(css).toContain(decl('overflow: hidden'));
  });
});
