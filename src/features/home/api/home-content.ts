import { api } from '#src/shared/api/api';

export function getAnnouncements() {
  return api.call('announcements', { types: 'B,PL,PU' });
}

export function getLiveModels() {
  return api.call('liveModels', {});
}
