import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styles from './SideMenu.module.css';
import { closeSideMenu, sideMenuStore } from './side-menu-store';

// The drawer and all it shows (balance, language switcher, shortcuts) load on its first opening:
// none of it is on screen before a tap.
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer'));

export function SideMenu() {
  const { open } = useSnapshot(sideMenuStore);
  const { pathname } = useLocation();
  useEffect(closeSideMenu, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeSideMenu();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap outside closes it; keyboards close it with Escape */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap outside closes it; keyboards close it with Escape */}
      <div className={styles.backdrop} onClick={closeSideMenu} />
      <Suspense fallback={null}>
        <SideMenuDrawer />
      </Suspense>
    </>
  );
}
