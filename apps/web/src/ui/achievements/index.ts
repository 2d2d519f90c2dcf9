export { BadgeImage, type BadgeImageProps } from './badge-image';
export { AchievementsModal, type AchievementsModalProps } from './achievements-modal';
