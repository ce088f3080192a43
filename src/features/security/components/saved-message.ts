import { msg } from '@lingui/core/macro';

export const SAVED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
