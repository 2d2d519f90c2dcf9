/** What other features use: the coaching room's video session controls. */
export { VideoSessionButton, type VideoSessionButtonProps } from './session-button/video-session-button';
export { useMeetingStarted } from './api';
