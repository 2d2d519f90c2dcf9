/** What other features use from public. */
export { EMBLA_DURATION_1S } from './components/carousel-timing';
export { PublicLayout } from './public-layout';
export { SmartLink } from './smart-link';
export { default as HomePage } from './home-page';
