import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return <Skip href={`#${MAIN_CONTENT_ID}`}>{t('a11y.skipToContent')}</Skip>;
}

const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  &:focus {
    top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
