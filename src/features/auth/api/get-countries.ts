import { api } from '../../../shared/api/api';

export function getCountries() {
  return api.call('countries', {});
}
