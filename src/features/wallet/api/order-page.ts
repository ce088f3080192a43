/** Orders a history page holds, deposits and withdrawals alike. */
export const ORDER_PAGE_SIZE = 20;
