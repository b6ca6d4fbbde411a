import { createGlobalStyle } from 'styled-components';

/** The class of every icon's frame (components/ui/icons.tsx): the line style, once here rather than as five attributes on each icon of a page. */
export const ICON_CLASS = 'icon';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  img, svg { max-width: 100%; height: auto; display: block; }
  .${ICON_CLASS} { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  button { font: inherit; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  /* A form sent before its code arrived, held by the page's loader (lib/enquiry/held-submit.ts): its Send shows that it is on its way. */
  form[aria-busy='true'] [type='submit'] { opacity: 0.7; cursor: progress; }
  form[aria-busy='true'] [type='submit']::after { content: ' …'; }
  :focus-visible { outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus}); outline-offset: 2px; }
  /*
   * Motion off: every animation (the styled-components keyframes included) and every transition
   * ends at once, and CSS scrolling jumps (scroll.ts does the same for script). Not "none": an
   * animation that fills forwards still ends where it should, and one driven by scrolling (the
   * comparison's row of names) keeps following it. An endless one would need
   * animation-iteration-count too: none is endless, and pages.spec.ts would say so.
   */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
