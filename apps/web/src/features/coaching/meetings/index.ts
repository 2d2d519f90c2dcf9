/** What the rest of coaching uses from meetings (../index.ts passes on what other features use). */
export { VideoSessionButton, type VideoSessionButtonProps } from './session-button/video-session-button';
export { useMeetingStarted } from './api';
