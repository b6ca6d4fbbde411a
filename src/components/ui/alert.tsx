import { styled } from 'styled-components';

export type AlertTone = 'success' | 'danger';

/**
 * A message box: a sent form (success) or a failure that tells the visitor what to do
 * next (danger). The caller gives the role: `status` for news, `alert` for a failure.
 */
export const Alert = styled.div<{ $tone: AlertTone }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.successSurface : theme.color.dangerSurface)};
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  font-weight: 600;
  a {
    color: inherit;
  }
`;
