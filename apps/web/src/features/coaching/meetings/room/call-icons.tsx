import type { ReactNode } from 'react';

function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const MIC = (
  <>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10v1a7 7 0 0 0 14 0v-1M12 18v4M8 22h8" />
  </>
);

const CAMERA = (
  <>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m16 10 6-3v10l-6-3" />
  </>
);

const SLASH = <path d="M3 3l18 18" />;

export const MicIcon = ({ off }: { off: boolean }) => (
  <Icon>
    {MIC}
    {off && SLASH}
  </Icon>
);

export const CameraIcon = ({ off }: { off: boolean }) => (
  <Icon>
    {CAMERA}
    {off && SLASH}
  </Icon>
);

export const HangUpIcon = () => (
  <Icon>
    <path d="M3 15.5c5-4.7 13-4.7 18 0l-2.2 2.4-3.3-1.6v-2.6a11 11 0 0 0-7 0v2.6l-3.3 1.6z" />
  </Icon>
);
