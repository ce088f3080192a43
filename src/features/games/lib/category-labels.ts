import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameType } from '#src/shared/contract/games';

/** Category names (product rule 9.19): cockfight shown as Sabong, the in-house games as MINES & CRASH. */
export const CATEGORY_LABELS: Record<GameType, MessageDescriptor> = {
  ELOTT: msg({ id: 'category_ELOTT', message: 'Lottery' }),
  RNG: msg({ id: 'category_RNG', message: 'Slots' }),
  LIVE: msg({ id: 'category_LIVE', message: 'Live' }),
  FISH: msg({ id: 'category_FISH', message: 'Fishing' }),
  SPORTS: msg({ id: 'category_SPORTS', message: 'Sports' }),
  ESPORTS: msg({ id: 'category_ESPORTS', message: 'E-sports' }),
  COCKFIGHT: msg({ id: 'category_COCKFIGHT', message: 'Sabong' }),
  PVP: msg({ id: 'category_PVP', message: 'Cards' }),
  INHOUSE: msg({ id: 'category_INHOUSE', message: 'MINES & CRASH' }),
  BINGO: msg({ id: 'category_BINGO', message: 'Bingo' }),
};
