import { Icon, type IconProps } from './icons.js';

export function HeartIcon({ filled = false, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...rest}>
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

/** Filled, not stroked. */
export function PlayIcon({ size = 28, ...rest }: IconProps) {
  return (
    <Icon size={size} stroke="none" {...rest}>
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </Icon>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
