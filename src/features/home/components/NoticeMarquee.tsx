import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { SpeakerIcon } from '#src/shared/ui/icons';
import styles from './NoticeMarquee.module.css';

/** The notice ticker: tap goes to /m/notice; no_announcement when there is none. */
export function NoticeMarquee({ titles }: { titles: string[] }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.bar} onClick={() => navigate(pathTo('notice'))} data-testid="marquee">
      <SpeakerIcon size={18} />
      <span className={styles.track}>
        <span className={styles.text}>{titles.length > 0 ? titles.join('   •   ') : <Trans id="no_announcement">No announcements</Trans>}</span>
      </span>
    </button>
  );
}
