import { proxy } from 'valtio';

export const sideMenuStore = proxy({ open: false });

export function openSideMenu(): void {
  sideMenuStore.open = true;
}

export function closeSideMenu(): void {
  sideMenuStore.open = false;
}
