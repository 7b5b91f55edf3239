import { ICON_PATHS, type IconName } from './icon-paths';
import { ICON_SIZES, type IconSize } from './ui-constants';

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** A meaningful icon gets a label; a decorative one (beside text) has none and is hidden. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 'md', label, className }: IconProps) {
  const pixels = ICON_SIZES[size];
  return (
    <svg
      width={pixels}
      height={pixels}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
