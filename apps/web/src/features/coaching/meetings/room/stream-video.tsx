import { useEffect, useRef } from 'react';

export interface StreamVideoProps {
  stream: MediaStream | null;
  /** The accessible name of the video. */
  label: string;
  /** Our own picture: silent (no echo) and mirrored, as people expect to see themselves. */
  self?: boolean;
  className?: string;
  testId?: string;
}

/** A live MediaStream in a plain <video> (srcObject cannot be set from JSX). */
export function StreamVideo({ stream, label, self = false, className, testId }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={self}
      aria-label={label}
      className={className}
      style={self ? { transform: 'scaleX(-1)' } : undefined}
      data-testid={testId}
    />
  );
}
