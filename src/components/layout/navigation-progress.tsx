import { useLocation, useNavigation } from 'react-router-dom';
import { styled } from 'styled-components';

/**
 * A thin bar at the top while the next page's code loads. Not for a change of the query alone (a
 * catalogue filter, a keystroke in its search): the page stays, and a bar flashing at every
 * keystroke cost the browser a restyle each time.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state === 'idle' || navigation.location?.pathname === pathname) return null;
  return <Bar aria-hidden="true" />;
}

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  height: 3px;
  width: 100%;
  background: linear-gradient(90deg, ${({ theme }) => theme.color.primary}, ${({ theme }) => theme.color.accent});
  transform-origin: left;
  animation: grow 1.2s ease-out forwards;
  @keyframes grow {
    from {
      transform: scaleX(0.1);
    }
    to {
      transform: scaleX(0.85);
    }
  }
`;
