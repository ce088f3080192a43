import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';
import type { SecurityOverview } from '#src/shared/contract/security';
import type { BankCard } from '#src/shared/contract/wallet';

export const getSecurityOverview = (): Promise<SecurityOverview> => api.call('securityOverview', {});
export const setPaymentPassword = (input: RequestOf<'setPaymentPassword'>): Promise<SecurityOverview> => api.call('setPaymentPassword', input);
export const changePaymentPassword = (input: RequestOf<'changePaymentPassword'>): Promise<SecurityOverview> => api.call('changePaymentPassword', input);
export const getBanks = async (): Promise<{ code: string; name: string }[]> => (await api.call('banks', {})).banks;
export const getBankCards = async (): Promise<BankCard[]> => (await api.call('bankCards', {})).cards;
export const addBankCard = (input: RequestOf<'addBankCard'>): Promise<BankCard> => api.call('addBankCard', input);
export const deleteBankCard = async (id: number): Promise<BankCard[]> => (await api.call('deleteBankCard', { id })).cards;
export const sendSecurityCode = (input: RequestOf<'sendSecurityCode'>): Promise<{ expirationTime: number }> => api.call('sendSecurityCode', input);
export const bindMobile = (input: RequestOf<'bindMobile'>): Promise<SecurityOverview> => api.call('bindMobile', input);
export const bindEmail = (input: RequestOf<'bindEmail'>): Promise<SecurityOverview> => api.call('bindEmail', input);
