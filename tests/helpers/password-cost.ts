/**
 * The test servers' PASSWORD_HASH_COST: scrypt's N at 2^10, a few milliseconds a hash instead of
 * about 50 at the production floor of 2^14, where most of a login test's time went. The tests of
 * the hashing itself use the default.
 */
export const TEST_HASH_COST = 10;
