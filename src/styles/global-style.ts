import { createGlobalStyle } from 'styled-components';

/** The class of every icon's frame (components/ui/icons.tsx): the line style, once here rather than as five attributes on each icon of a page. */
export const ICON_CLASS = 'icon';

/** The rules that need the theme's tokens; those that need none are in index.html's style, outside the pages' JavaScript. */
export const GlobalStyle = createGlobalStyle`
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  .${ICON_CLASS} { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  :focus-visible { outline: 3px solid var(--focus-ring, ${({ theme }) => theme.color.focus}); outline-offset: 2px; }
`;
