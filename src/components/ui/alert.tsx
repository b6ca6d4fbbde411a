import { styled } from 'styled-components';

export type AlertTone = 'success' | 'danger' | 'warning';

const TONE_COLOUR = { success: 'success', danger: 'danger', warning: 'warning' } as const;
const TONE_SURFACE = { success: 'successSurface', danger: 'dangerSurface', warning: 'warningSurface' } as const;

/**
 * A message box: a sent form (success), a failure that tells the visitor what to do next
 * (danger), or a delay that needs nothing of them (warning: not sent yet, but kept). The
 * caller gives the role: `status` for news, `alert` for a failure.
 */
export const Alert = styled.div<{ $tone: AlertTone }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ $tone, theme }) => theme.color[TONE_COLOUR[$tone]]};
  background: ${({ $tone, theme }) => theme.color[TONE_SURFACE[$tone]]};
  color: ${({ $tone, theme }) => theme.color[TONE_COLOUR[$tone]]};
  font-weight: 600;
  a {
    color: inherit;
  }
`;
