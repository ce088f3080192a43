import { useSnapshot } from 'valtio';
import { GameLobby } from '../../features/games/components/GameLobby';
import { BannerCarousel } from '../../features/home/components/BannerCarousel';
import { LicenceFooter } from '../../features/home/components/LicenceFooter';
import { NoticeMarquee } from '../../features/home/components/NoticeMarquee';
import { useHomeContent } from '../../features/home/use-home-content';
import { imageUrl } from '../../shared/lib/image-cdn';
import { siteStore } from '../../shared/site/site-store';
import styles from '../../features/home/components/HomeScreen.module.css';

/** Home: banners, the notice ticker, the games lobby and the licence footer. */
export default function HomeScreen() {
  const { config } = useSnapshot(siteStore);
  const content = useHomeContent();
  const cdns = config?.info.imageCDNs ?? [];
  const banners = content.banners
    .filter((b) => b.groupName !== 'm_popup')
    .map((b) => ({ id: b.id, src: imageUrl(b.url, cdns), link: b.link }));
  return (
    <main className={styles.screen} data-testid="screen-home">
      {banners.length > 0 ? <BannerCarousel key={banners.length} banners={banners} /> : <div className={styles.bannerSpace} />}
      <NoticeMarquee titles={content.notices.map((n) => n.title)} />
      <GameLobby />
      <LicenceFooter text={config?.info.licenceText ?? ''} />
    </main>
  );
}
