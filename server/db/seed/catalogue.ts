/**
 * The demo game catalogue: 22 vendors over every category of product rule 1.4 and about 5,600
 * games with deterministic names, so the seed is the same on every machine.
 */
export type VendorSeed = { code: string; name: string; gameType: string; games: number; lottoMode?: string };

export const VENDORS: readonly VendorSeed[] = [
  { code: 'TCG_SEA', name: 'TCG Lottery SEA', gameType: 'ELOTT', games: 40, lottoMode: 'SEA' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', gameType: 'ELOTT', games: 30, lottoMode: 'VN' },
  { code: 'LOTT', name: 'LOTTO', gameType: 'ELOTT', games: 30, lottoMode: 'Lott' },
  { code: 'SPW', name: 'SpinWorks', gameType: 'RNG', games: 820 },
  { code: 'JDR', name: 'Jade Reels', gameType: 'RNG', games: 800 },
  { code: 'LKF', name: 'Lucky Forge', gameType: 'RNG', games: 800 },
  { code: 'NVS', name: 'Nova Slots', gameType: 'RNG', games: 780 },
  { code: 'GTG', name: 'Golden Tiger', gameType: 'RNG', games: 760 },
  { code: 'MGS', name: 'Mega Star', gameType: 'RNG', games: 740 },
  { code: 'RYL', name: 'Royal Live', gameType: 'LIVE', games: 60 },
  { code: 'AUL', name: 'Aurora Live', gameType: 'LIVE', games: 55 },
  { code: 'CRC', name: 'Crown Casino', gameType: 'LIVE', games: 50 },
  { code: 'OCK', name: 'Ocean King', gameType: 'FISH', games: 40 },
  { code: 'DPB', name: 'Deep Blue', gameType: 'FISH', games: 35 },
  { code: 'DS88', name: 'DS88', gameType: 'SPORTS', games: 1 },
  { code: 'PSP', name: 'Prime Sports', gameType: 'SPORTS', games: 1 },
  { code: 'TF', name: 'TF Esports', gameType: 'ESPORTS', games: 1 },
  { code: 'SBA', name: 'Sabong Arena', gameType: 'COCKFIGHT', games: 1 },
  { code: 'CDM', name: 'Card Masters', gameType: 'PVP', games: 90 },
  { code: 'TGC', name: 'Tongits Club', gameType: 'PVP', games: 70 },
  { code: 'BGS', name: 'MINES & CRASH', gameType: 'INHOUSE', games: 30 },
  { code: 'BGH', name: 'Bingo Hall', gameType: 'BINGO', games: 50 },
];

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Wild',
  'Fortune',
  'Dragon',
  'Jade',
  'Crystal',
  'Blazing',
  'Mystic',
  'Thunder',
  'Emerald',
  'Silver',
  'Phoenix',
  'Tiger',
  'Diamond',
  'Ruby',
  'Sapphire',
  'Cosmic',
  'Neon',
  'Ancient',
  'Frozen',
  'Sunny',
  'Electric',
  'Magic',
  'Secret',
  'Happy',
  'Grand',
  'Super',
];
const NOUNS = [
  'Treasure',
  'Empire',
  'Riches',
  'Temple',
  'Jackpot',
  'Gems',
  'Kingdom',
  'Voyage',
  'Legends',
  'Panda',
  'Koi',
  'Lantern',
  'Festival',
  'Safari',
  'Pirates',
  'Wolves',
  'Fruits',
  'Bells',
  'Stars',
  'Pearls',
  'Pharaoh',
  'Samurai',
  'Carnival',
  'Volcano',
  'Rush',
  'Heist',
  'Garden',
  'Cascade',
  'Orbit',
  'Reels',
];
const KIND_NAMES: Record<string, readonly string[]> = {
  ELOTT: ['Lotto', 'Keno', 'Pick 3', 'Pick 5', '4D', 'Fast 3', 'Quick 10'],
  LIVE: ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan'],
  FISH: ['Fishing', 'Hunter', 'Catch', 'Reef Party'],
  PVP: ['Tongits', 'Pusoy', 'Poker', 'Rummy', 'Teen Patti', 'Big Two'],
  INHOUSE: ['Mines', 'Crash', 'Plinko', 'Dice', 'Limbo', 'Hilo'],
  BINGO: ['Bingo 75', 'Bingo 90', 'Bingo Blast', 'Pattern Bingo'],
  SPORTS: ['Sportsbook'],
  ESPORTS: ['Esports'],
  COCKFIGHT: ['Sabong Live'],
};

/** mulberry32: a tiny seeded PRNG so every seed run produces the same catalogue. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type GameSeed = {
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  game_group_id: string;
  name: string;
  icon: string;
  hot_rank: number | null;
  is_new: number;
  min_bet_minor: number;
  lotto_mode: string | null;
  sort: number;
};

export function generateGames(): GameSeed[] {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const games: GameSeed[] = [];
  let hotRank = 0;
  for (const vendor of VENDORS) {
    const kinds = KIND_NAMES[vendor.gameType];
    for (let i = 0; i < vendor.games; i += 1) {
      const nodeId = `${vendor.code}-${String(i + 1).padStart(4, '0')}`;
      const base = kinds ? `${pick(ADJECTIVES)} ${pick(kinds)}` : `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
      const single = vendor.games === 1;
      const hot = single || random() < 0.08;
      if (hot) hotRank += 1;
      games.push({
        node_id: nodeId,
        vendor_code: vendor.code,
        game_type: vendor.gameType,
        game_code: single ? 'lobby' : `${vendor.code.toLowerCase()}_${i + 1}`,
        game_group_id: `${vendor.code}-G${(i % 5) + 1}`,
        name: single ? vendor.name : `${base} ${i + 1}`,
        icon: `/icons/games/${nodeId}.svg`,
        hot_rank: hot ? hotRank : null,
        is_new: random() < 0.05 ? 1 : 0,
        min_bet_minor: pick([10, 20, 50, 100, 500]),
        lotto_mode: vendor.lottoMode ?? null,
        sort: i,
      });
    }
  }
  return games;
}
