/** Demo accounts (also listed in the README). Balances are posted through the ledger. */
export const DEMO_ACCOUNTS = [
  { merchant: 'DEMO', account: 'player1', password: 'Player1234', nickname: 'Lucky Player', type: 0, club: 'VIP 3', depositMinor: 1_234_567 },
  { merchant: 'DEMO', account: 'agent1', password: 'Agent1234', nickname: 'Top Agent', type: 1, club: 'VIP 5', depositMinor: 500_000 },
  { merchant: 'DEMO', account: 'nobalance', password: 'Player1234', nickname: '', type: 0, club: 'VIP 0', depositMinor: 0 },
  { merchant: 'LITE', account: 'liteplayer', password: 'Player1234', nickname: 'Lite Player', type: 0, club: 'VIP 1', depositMinor: 10_000 },
] as const;
