import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositChannel, OrderStatus, PAYEE_FIELDS } from '#src/shared/contract/wallet';

export const CHANNEL_LABELS: Record<DepositChannel['kind'], MessageDescriptor> = {
  bank_transfer: msg({ id: 'deposit_channel_bank_transfer', message: 'Bank transfer' }),
  e_wallet: msg({ id: 'deposit_channel_e_wallet', message: 'E-wallet' }),
  usdt: msg({ id: 'deposit_channel_usdt', message: 'USDT (TRC20)' }),
};

export const PAYEE_LABELS: Record<(typeof PAYEE_FIELDS)[number], MessageDescriptor> = {
  bank_name: msg({ id: 'payee_bank_name', message: 'Bank' }),
  account_name: msg({ id: 'payee_account_name', message: 'Account name' }),
  account_number: msg({ id: 'payee_account_number', message: 'Account number' }),
  branch: msg({ id: 'payee_branch', message: 'Branch' }),
  wallet_provider: msg({ id: 'payee_wallet_provider', message: 'E-wallet' }),
  wallet_account: msg({ id: 'payee_wallet_account', message: 'Wallet account' }),
  network: msg({ id: 'payee_network', message: 'Network' }),
  address: msg({ id: 'payee_address', message: 'Address' }),
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ id: 'order_status_pending', message: 'Being checked' }),
  approved: msg({ id: 'order_status_approved', message: 'Credited' }),
  rejected: msg({ id: 'order_status_rejected', message: 'Rejected' }),
};
