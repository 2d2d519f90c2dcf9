export { BadgeArt, BadgeImage, type BadgeArtProps, type BadgeImageProps } from './badge-image';
export { LOCKED_COLOURS, type BadgeLook } from './badge-palette';
export { AchievementsModal, type AchievementsModalProps } from './achievements-modal';
export { BadgeUnlockedModal, type BadgeUnlockedModalProps } from './badge-unlocked-modal';
export { AchievementsModalFrame, type AchievementsModalFrameProps } from './achievements-modal-frame';
export { BADGE_MODAL_STYLES, BadgeModalTitle } from './badge-modal-title';
