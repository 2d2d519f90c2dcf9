/** What other features use from elearning. */
export { elearningBoardQuery } from './api';
export { CARD_STATE_TEXT, type CardState } from './board/card-state';
export { ElearningTabs } from './board/elearning-tabs';
export { StartTrack } from './board/start-track';
export { StateIcon } from './board/state-icon';
export { type BoardTab, rememberedTab, rememberTab } from './board/tab-storage';
export { TrackPanel } from './board/track-panel';
export { ModuleHeader } from './module/module-header';
export { ModuleSections } from './module/module-sections';
