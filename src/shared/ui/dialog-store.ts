import { proxy } from 'valtio';

/**
 * How many dialogs are on screen. A dialog that opens by itself (home's notice popup) waits while
 * another one (the contract prompt after login) asks the player something: one at a time.
 */
export const dialogStore = proxy({ open: 0 });
