export { renderAvatar } from './avatar';
export { renderBanner } from './banner-art';
export { renderGameArt } from './game-art';
export { renderVendorLogo } from './vendor-logo';
export { renderVipBonus, renderVipCard } from './vip-art';
