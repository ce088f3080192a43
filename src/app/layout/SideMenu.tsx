import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../../shared/router/Router';
import { useSnapshot } from 'valtio';
import { closeSideMenu, sideMenuStore } from './side-menu-store';
import styles from './SideMenu.module.css';

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
      <div className={styles.backdrop} onClick={closeSideMenu} />
      <Suspense fallback={null}>
        <SideMenuDrawer />
      </Suspense>
    </>
  );
}
