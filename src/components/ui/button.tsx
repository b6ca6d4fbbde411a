import { css, styled } from 'styled-components';
import { Link } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onDark';

const base = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.accent};
          color: ${theme.color.onAccent};
          &:hover {
            background: ${theme.color.accentHover};
            color: ${theme.color.onAccent};
          }
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.color.primary};
          border-color: ${theme.color.primary};
          &:hover {
            background: ${theme.color.primary};
            color: ${theme.color.onPrimary};
          }
        `;
      case 'onDark':
        return css`
          background: transparent;
          color: ${theme.color.onHero};
          border-color: ${theme.color.onHero};
          &:hover {
            background: ${theme.color.onHero};
            color: ${theme.color.heroFrom};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.text};
          &:hover {
            background: ${theme.color.surface};
            color: ${theme.color.text};
          }
        `;
    }
  }}
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${base}
  /* A main action that does nothing now looks it (a form's Send after "may have arrived"): greyed, no pointer, no hover. */
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary' &&
    css`
      &:disabled,
      &:disabled:hover {
        background: ${theme.color.border};
        color: ${theme.color.textMuted};
        cursor: not-allowed;
      }
    `}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${base}
`;

export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${base}
`;
