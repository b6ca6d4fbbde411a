import { styled } from 'styled-components';
import { BoltIcon } from '../ui/icons.js';

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

/** The site's mark beside its name, in the header and on the not-found document. */
export function BrandMark() {
  return (
    <Mark aria-hidden="true">
      <BoltIcon size={18} />
    </Mark>
  );
}
