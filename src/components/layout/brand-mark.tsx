import { BoltIcon } from '../ui/icons.js';
import { IconFrame } from '../ui/icon-frame.js';

/** The site's mark beside its name, in the header and on the not-found document. */
export function BrandMark() {
  return (
    <IconFrame $size={32} $radius="sm" aria-hidden="true">
      <BoltIcon size={18} />
    </IconFrame>
  );
}
