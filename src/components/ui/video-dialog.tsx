import { Dialog } from './dialog.js';
import { PictureFrame } from './picture-frame.js';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  embedUrl: string;
  title: string;
  closeLabel: string;
}

/** The player itself: loaded with this module on the first click, never before (docs/decisions/pages-shell.md#24). */
export default function VideoDialog({ open, onClose, embedUrl, title, closeLabel }: VideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={closeLabel} size="wide">
      <PictureFrame as="div" $ratio="16 / 9" $tone="video">
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </PictureFrame>
    </Dialog>
  );
}
