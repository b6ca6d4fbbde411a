/**
 * Every design token of the site. Colours are chosen for WCAG AA contrast on their backgrounds.
 * A see-through colour is written #rrggbbaa, its last pair the opacity × 255 (#0c0d0f59 is the
 * ink at 35 %): the shortest form, and every page's first load carries these.
 */
export const theme = {
  color: {
    text: '#131416',
    textMuted: '#52565c',
    background: '#ffffff',
    surface: '#f4f4f2',
    surfaceRaised: '#ffffff',
    border: '#d9d9d4',
    /** Ink: links, chosen options, outlines of second actions; the site is monochrome but for `accent`. */
    primary: '#16181b',
    primaryHover: '#3a3f45',
    onPrimary: '#ffffff',
    /** The one accent: the main action of a screen (Button's primary variant), 4.7:1 under white text. */
    accent: '#2f6fde',
    accentHover: '#2155b8',
    onAccent: '#ffffff',
    danger: '#b91c1c',
    dangerSurface: '#fef2f2',
    success: '#047857',
    successSurface: '#ecfdf5',
    /** Between good and poor (a range factor of 0.8-1): amber text on a pale ground. */
    warning: '#92400e',
    warningSurface: '#fffbeb',
    /** Information that is not a warning (a car on order): indigo on a pale ground, 9:1. */
    calm: '#3730a3',
    calmSurface: '#eef2ff',
    calmBorder: '#c7d2fe',
    /**
     * The focus ring: at least 3:1 against the ground it is drawn on (WCAG 1.4.11). Dark orange on the light
     * grounds (5.2:1 on white, 4.7:1 on the muted grey); amber where the ground is dark (6.7:1 or more on the
     * hero's and footer's navy), which the dark sections (heroes, footer, call-to-action bands) set as --focus-ring.
     */
    focus: '#c2410c',
    focusOnDark: '#fbbf24',
    heroFrom: '#0c0d0f',
    heroTo: '#202328',
    onHero: '#ffffff',
    onHeroMuted: '#d4d6da',
    /** A thin outline on the hero's dark ground (the about page's figures). */
    heroLine: '#ffffff2e',
    footer: '#0c0d0f',
    footerCard: '#1b1d21',
    onFooter: '#e5e7eb',
    onFooterMuted: '#a9b4c4',
    onFooterHover: '#ffffff',
    /** Behind a brand logo, which is drawn for a light background. */
    logoBackground: '#ffffff',
    /** The header over a scrolled page: blurred, and opaque enough that no text reads through (walk 18). */
    headerGlass: '#ffffffeb',
    /** A white disc over a picture (the save button). */
    overlayLight: '#ffffffeb',
    /** Darkens a picture under a play button, and under its caption. */
    mediaOverlay: '#0c0d0f59',
    mediaCaption: '#0c0d0fbf',
    onMedia: '#ffffff',
    /** Behind a video player. */
    video: '#000000',
    /** Behind an open dialog. */
    backdrop: '#0c0d0fb8',
    /** News category badges (docs/decisions/pages-news.md#categories: a fixed colour per category), white text on each, 5.5:1 or more. */
    newsCategory: { 'new-models': '#0b5cad', technology: '#6d28d9', luxury: '#92400e', articles: '#047857' },
    /** The light in the hero's corner. */
    heroGlow: '#ffffff17',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: 'clamp(2rem, 5vw + 1rem, 3.5rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 8vw, 5.5rem)',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px #0c0d0f0f, 0 8px 24px #0c0d0f0f',
    header: '0 1px 0 #0c0d0f14',
    dialog: '0 20px 60px #0c0d0f59',
    play: '0 8px 24px #00000059',
  },
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
    /** A page's bar of actions fixed at the bottom of a phone's screen (the car page's), without the safe-area inset. */
    bottomBarHeight: '4rem',
  },
  /**
   * Breakpoints in px. `nav` is where the header shows its links (the brands menu among them),
   * language switch and phone number in one row instead of the menu button: the width the
   * Russian header (the longest strings) needs, 1,085 px measured in Manrope and in its
   * metric-matched stand-in alike (index.html, docs/design.md#type), with a little room.
   * tests/e2e/layout.spec.ts fails if the strings grow past it.
   */
  breakpoint: { xs: 360, sm: 640, md: 768, lg: 1024, nav: 1100 },
  zIndex: { header: 50, menu: 60, bottomBar: 45, backToTop: 40, skipLink: 100 },
  motion: { fast: '150ms', normal: '250ms' },
} as const;

export type Theme = typeof theme;

/** `${media.up('lg')} { ... }` */
export const media = {
  up: (bp: keyof Theme['breakpoint']) => `@media (min-width: ${theme.breakpoint[bp]}px)`,
  down: (bp: keyof Theme['breakpoint']) => `@media (max-width: ${theme.breakpoint[bp] - 0.02}px)`,
};
