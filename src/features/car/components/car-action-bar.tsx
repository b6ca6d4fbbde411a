import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGlobalStyle, styled } from 'styled-components';
import { useEnquiryDialog, type EnquiryCar } from '../../../components/hooks/use-enquiry-dialog.js';
import { BACK_TO_TOP_ID } from '../../../components/layout/back-to-top-place.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Button } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { Icon, PhoneIcon, type IconProps } from '../../../components/ui/icons.js';
import { telHref } from '../../../lib/contact-links.js';
import { messengerLinks } from '../../../lib/messenger-links.js';
import { paths } from '../../../lib/paths.js';
import { absoluteUrl } from '../../../lib/shell.js';
import { media, theme } from '../../../styles/theme.js';
import { CAR_ACTIONS_ID } from './car-page-parts.js';

/** A paper plane: a message sent (the messenger chat). Here, not with the shared icons, so only this idle-loaded chunk carries it. */
const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21.5 3.5 2.5 10.8l7.2 2.7 2.8 7.2z" />
    <path d="m21.5 3.5-11.8 10" />
  </Icon>
);

/** On the bar: `shown` while it is up. */
const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/**
 * Call, enquiry and a messenger chat at the bottom of a phone's screen (issue 23), once the
 * heading's own actions have scrolled out of view; gone again while the footer (which has
 * every contact) is in view, and never on a desktop, whose header keeps the phone and an
 * enquiry in view. It lives at the end of the page (the page keeps room for it), is a
 * labelled region that nothing announces as it comes and goes, and two intersection
 * observers drive it, not the scroll.
 */
export default function CarActionBar({ car }: { car: EnquiryCar }) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const { t: te } = useTranslation('enquiry');
  const { company, siteUrl } = useShell();
  const enquiry = useEnquiryDialog();
  const [wanted, setWanted] = useState(false);
  // Focus inside keeps it up, so a keyboard never loses its place to the footer's arrival.
  const [focused, setFocused] = useState(false);
  const shown = wanted || focused;

  useEffect(() => {
    const actions = document.getElementById(CAR_ACTIONS_ID);
    const footer = [...document.querySelectorAll('footer')].find((element) => !element.closest('main'));
    if (!actions || !('IntersectionObserver' in window)) return;
    let past = false;
    let footerInView = false;
    const update = () => setWanted(past && !footerInView);
    const actionsObserver = new IntersectionObserver(
      ([entry]) => {
        // Out of view above the screen (under the sticky header), not below it.
        past = !entry!.isIntersecting && entry!.boundingClientRect.top < (entry!.rootBounds?.top ?? 0);
        update();
      },
      { rootMargin: `-${theme.layout.headerHeight} 0px 0px 0px` },
    );
    actionsObserver.observe(actions);
    const footerObserver = new IntersectionObserver(([entry]) => {
      footerInView = entry!.isIntersecting;
      update();
    });
    if (footer) footerObserver.observe(footer);
    return () => {
      actionsObserver.disconnect();
      footerObserver.disconnect();
    };
  }, []);

  const messenger = messengerLinks(
    company.messengers,
    te('messengers.textCar', { car: car.name, url: absoluteUrl(siteUrl, paths.car(lang, car.slug)) }),
  )[0]!;
  const messengerName = te(`messengers.${messenger.id}`);

  return (
    <>
      <RaiseBackToTop />
      <Bar
        aria-label={t('actionBar.label')}
        data-print="hide"
        {...{ [BOTTOM_BAR_ATTRIBUTE]: shown ? 'shown' : 'hidden' }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <Row>
          <Small href={telHref(company.phone)}>
            <PhoneIcon size={20} />
            {t('call')}
          </Small>
          <Small
            href={messenger.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={te('messengers.opensIn', { name: messengerName })}
          >
            <SendIcon size={20} />
            {messengerName}
          </Small>
          <Enquire type="button" aria-haspopup="dialog" onClick={() => enquiry.open(car)}>
            {tc('car.requestInfo')}
          </Enquire>
        </Row>
        {enquiry.note}
      </Bar>
    </>
  );
}

/** While the bar is up, the shell's back-to-top button rises above it, by a transform (which moves nothing else). */
const RaiseBackToTop = createGlobalStyle`
  #${BACK_TO_TOP_ID} {
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  ${media.down('lg')} {
    body:has([${BOTTOM_BAR_ATTRIBUTE}='shown']) #${BACK_TO_TOP_ID} {
      transform: translateY(calc(-1 * (${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom))));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    #${BACK_TO_TOP_ID} {
      transition: none;
    }
  }
`;

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomBar};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.header};
  transition:
    transform ${({ theme }) => theme.motion.normal},
    visibility 0s linear ${({ theme }) => theme.motion.normal};
  &[${BOTTOM_BAR_ATTRIBUTE}='hidden'] {
    transform: translateY(calc(100% + 12px));
    visibility: hidden;
  }
  &[${BOTTOM_BAR_ATTRIBUTE}='shown'] {
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[${BOTTOM_BAR_ATTRIBUTE}='shown'] {
      transition: none;
    }
  }
  ${media.up('lg')} {
    display: none;
  }
`;

const Row = styled(Container)`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.bottomBarHeight};
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

/** An icon over a short word, the way a phone's tab bar is. */
const Small = styled.a`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 2px;
  min-width: 64px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  line-height: 1.1;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Enquire = styled(Button)`
  min-height: 48px;
  padding-left: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
`;
