import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/001-initial';
import * as accounts from './migrations/002-accounts';
import * as lobby from './migrations/003-lobby';
import * as bannerTitles from './migrations/004-banner-titles';
import * as referrals from './migrations/005-referrals-and-promotions';
import * as promotionsAndRewards from './migrations/006-promotions-and-rewards';
import * as messagesAndVip from './migrations/007-messages-and-vip';
import * as ledgerAndDeposits from './migrations/008-ledger-and-deposits';
import * as securityAndWithdrawals from './migrations/009-security-and-withdrawals';
import * as pointsMall from './migrations/010-points-mall';
import * as agentContracts from './migrations/011-agent-contracts';
import * as coinDeposits from './migrations/012-coin-deposits';
import * as birthDate from './migrations/013-birth-date';
import * as feedback from './migrations/014-feedback';
import * as headIcon from './migrations/015-head-icon';
import * as turnoverCheckpoints from './migrations/016-turnover-checkpoints';
import * as sessionBoundLinks from './migrations/017-session-bound-links';
import * as sharedInstanceState from './migrations/018-shared-instance-state';
import * as rewardApplicationKeys from './migrations/019-reward-application-keys';
import * as loginTriesInFlight from './migrations/020-login-tries-in-flight';
import * as contentTranslations from './migrations/021-content-translations';
import * as claimKeys from './migrations/022-claim-keys';
import * as codeSenders from './migrations/023-code-senders';
import * as sealedNonces from './migrations/024-sealed-nonces';
import * as captchaBeforeCodes from './migrations/025-captcha-before-codes';

/** Migrations are imported statically so the bundle and tests need no file-system lookup. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-accounts': accounts,
  '003-lobby': lobby,
  '004-banner-titles': bannerTitles,
  '005-referrals-and-promotions': referrals,
  '006-promotions-and-rewards': promotionsAndRewards,
  '007-messages-and-vip': messagesAndVip,
  '008-ledger-and-deposits': ledgerAndDeposits,
  '009-security-and-withdrawals': securityAndWithdrawals,
  '010-points-mall': pointsMall,
  '011-agent-contracts': agentContracts,
  '012-coin-deposits': coinDeposits,
  '013-birth-date': birthDate,
  '014-feedback': feedback,
  '015-head-icon': headIcon,
  '016-turnover-checkpoints': turnoverCheckpoints,
  '017-session-bound-links': sessionBoundLinks,
  '018-shared-instance-state': sharedInstanceState,
  '019-reward-application-keys': rewardApplicationKeys,
  '020-login-tries-in-flight': loginTriesInFlight,
  '021-content-translations': contentTranslations,
  '022-claim-keys': claimKeys,
  '023-code-senders': codeSenders,
  '024-sealed-nonces': sealedNonces,
  '025-captcha-before-codes': captchaBeforeCodes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Brings a database to one named migration: tests build an older database with it. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`migration to ${name} failed: ${String(error)}`);
}
