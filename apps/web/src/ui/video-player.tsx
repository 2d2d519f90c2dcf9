import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
} from 'media-chrome/react';

/**
 * media-chrome gives its captions toggle role button with aria-checked, which ARIA allows only on
 * a switch-like role: it is announced as the switch it is.
 */
const asSwitch = (element: HTMLElement | null) => element?.setAttribute('role', 'switch');

export interface VideoPlayerProps {
  src: string;
  /** Names the video for assistive technology. */
  title: string;
  /** A WebVTT file of captions, shown from the start where the clip has one. */
  captionsUrl?: string | null;
  onPlay?: () => void;
}

/** A 16:9 video with media-chrome's accessible controls (play, seek, time, sound, captions, full screen). */
export function VideoPlayer({ src, title, captionsUrl, onPlay }: VideoPlayerProps) {
  return (
    <MediaController
      defaultSubtitles={Boolean(captionsUrl)}
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
    >
      <video
        slot="media"
        src={src}
        playsInline
        preload="metadata"
        aria-label={title}
        onPlay={onPlay}
        style={{ width: '100%', height: '100%' }}
      >
        {captionsUrl && <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />}
      </video>
      <MediaControlBar>
        <MediaPlayButton />
        <MediaTimeRange />
        <MediaTimeDisplay showDuration noToggle />
        <MediaMuteButton />
        {captionsUrl && <MediaCaptionsButton ref={asSwitch} />}
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
