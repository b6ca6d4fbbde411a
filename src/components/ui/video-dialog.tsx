import { styled } from 'styled-components';
import { Dialog } from './dialog.js';

interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  embedUrl: string;
  title: string;
  closeLabel: string;
}

/** The player itself: loaded with this module on the first click, never before (DECISIONS 24). */
export default function VideoDialog({ open, onClose, embedUrl, title, closeLabel }: VideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={closeLabel} size="wide">
      <Frame>
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
    </Dialog>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.color.video};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
